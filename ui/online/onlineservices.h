// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// The window's link to lichess and chess.com (core/online): whether the user allows it, where
// the servers are, the lichess token, and the one online::Client every pane asks through.
//
// Nothing goes online until the user turns online services on: off by default, asked once on
// the first use of an online feature, changed in Edit > Online Services. Server URLs are kept
// in QSettings; the token never is: it goes to the desktop's keyring (QtKeychain, where the
// build has it and a keyring runs), else it is kept for the session only and the dialog says
// so; KIBITZ_LICHESS_TOKEN, as for kibitz-cli, gives one for the session. The token comes
// pasted, or from logging in with lichess (online/lichesslogin.h: OAuth 2 with PKCE, the
// browser opened on lichess's prompt). The status bar shows the requests in flight.

#include "online/client.h"

#include "chess/expected.h"
#include "chess/position.h"
#include "tablebase/report.h"

#include <QObject>
#include <QPointer>
#include <QString>

#include <functional>

class QLabel;
class QWidget;

namespace kibitz::online {
class LichessLogin;
}

namespace kibitz::ui {

struct OnlineSettings {
    bool enabled = false; // the user allows online requests
    bool asked = false;   // the first-use question was asked
    online::Servers servers;

    static OnlineSettings load();
    void save() const;
};

class OnlineServices : public QObject {
    Q_OBJECT
public:
    explicit OnlineServices(QObject* parent = nullptr);
    ~OnlineServices() override;

    [[nodiscard]] online::Client* client() const { return m_client; }
    [[nodiscard]] const OnlineSettings& settings() const { return m_settings; }
    void setSettings(const OnlineSettings& settings);
    [[nodiscard]] bool enabled() const { return m_settings.enabled; }

    // True when online requests are allowed; on the first use of an online feature, asks
    // (parent: the dialog's parent; feature: what wants to go online, in words). again: asks
    // even when the question was answered before (a button the user pressed to turn them on).
    bool allow(QWidget* parent, const QString& feature, bool again = false);

    // lichess's tablebase on pos, as the local tables' report (online::toReport), for the
    // Tablebase pane and the endgame trainer; asks first (allow) when online services were
    // never turned on or off. The error says why there is no answer.
    void tablebaseReport(QWidget* asker, const QString& feature, const chess::Position& pos,
                         std::function<void(Expected<tb::Report, QString>)> done);

    [[nodiscard]] const QString& token() const { return m_token; }
    // Keeps the token (in the keyring when there is one); tokenStatus() then says where.
    void setToken(const QString& token);
    [[nodiscard]] const QString& tokenStatus() const { return m_tokenStatus; }
    [[nodiscard]] static bool hasKeyring();

    // Logging in with lichess: this build has QtNetworkAuth.
    [[nodiscard]] static bool canLogIn();
    // Logs in with the lichess server at `lichess` (the browser opens on its prompt); the
    // token it brings is kept as setToken keeps a pasted one, and loggedIn follows. Failures
    // show in tokenStatus.
    void logIn(const QUrl& lichess);
    [[nodiscard]] bool loggingIn() const;
    // How the browser is opened (QDesktopServices::openUrl; tests answer the prompt themselves).
    void setBrowser(std::function<bool(const QUrl&)> open) { m_browser = std::move(open); }

    // A label for the status bar: the services asked right now (hidden while none is).
    [[nodiscard]] QLabel* statusLabel() const { return m_status; }

signals:
    void settingsChanged();
    void tokenStatusChanged(const QString& status);
    void loggedIn(const QString& token);

private:
    // Keeps what tokenStatus() says and tells tokenStatusChanged.
    void setTokenStatus(const QString& status);
    void applyClientSettings();
    void readTokenFromKeyring();
    void updateStatus();

    OnlineSettings m_settings;
    QString m_token;
    QString m_tokenStatus;
    online::Client* m_client;
    QPointer<QLabel> m_status; // in the status bar, which may go first
    bool m_asking = false;     // the first-use question is on screen
    online::LichessLogin* m_login = nullptr;
    std::function<bool(const QUrl&)> m_browser;
};

} // namespace kibitz::ui
