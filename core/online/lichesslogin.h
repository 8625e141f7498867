// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// Log in with lichess: the OAuth 2 authorization code flow with PKCE as lichess documents it
// (lichess-org/api, doc/specs/tags/oauth/oauth.yaml and api-token.yaml). Kibitz listens on
// 127.0.0.1 at a port the system picks, sends the user's browser to the lichess server's
// /oauth with a code_challenge (S256: BASE64URL(SHA256(code_verifier))), and when lichess
// sends the browser back with a code, trades it at /api/token, with the code_verifier, for
// the token. The explorer and the games export want a token but no scope, so none is asked:
// the token identifies the user and grants nothing else.
//
// QtNetworkAuth (Debian's qt6-networkauth-dev) runs the flow; Qt 6.4's has no PKCE of its own,
// so the challenge and the verifier are added through its modifyParametersFunction.

#include <QOAuthHttpServerReplyHandler>
#include <QObject>
#include <QString>
#include <QUrl>

class QNetworkAccessManager;
class QOAuth2AuthorizationCodeFlow;
class QTimer;

namespace kibitz::online {

// The loopback listener that receives the browser's redirect. Qt 6.4's handler only logs a
// token request that failed; this one says why, from lichess's documented error answer
// (schemas/OAuthError.yaml: "error" and "error_description").
class LoopbackReplyHandler : public QOAuthHttpServerReplyHandler {
    Q_OBJECT
public:
    explicit LoopbackReplyHandler(QObject* parent);

signals:
    void tokenRefused(const QString& message);

protected:
    void networkReplyFinished(QNetworkReply* reply) override;
};

// The PKCE pair: a random code_verifier (43 characters of base64url, RFC 7636 4.1) and its
// S256 code_challenge.
struct Pkce {
    QByteArray verifier;
    QByteArray challenge;
    static Pkce generate();
    static QByteArray challengeOf(const QByteArray& verifier);
};

class LichessLogin : public QObject {
    Q_OBJECT
public:
    // client_id: lichess asks for an identifier of the application, not a registration.
    static constexpr const char* ClientId = "kibitz";

    explicit LichessLogin(QNetworkAccessManager* network, QObject* parent = nullptr);
    ~LichessLogin() override;

    // Starts the flow against the lichess server at `lichess` (its /oauth and /api/token):
    // browserWanted comes with the URL to open; then granted or failed. The user has
    // `timeoutMs` to answer in the browser.
    void start(const QUrl& lichess, int timeoutMs = 5 * 60'000);
    void cancel();
    [[nodiscard]] bool running() const { return m_running; }

signals:
    // Open this in the user's browser (the authorization prompt).
    void browserWanted(const QUrl& url);
    void granted(const QString& token);
    // What failed, in words that name lichess.
    void failed(const QString& message);

private:
    void fail(const QString& message);
    void stop();

    QNetworkAccessManager* m_network;
    QOAuth2AuthorizationCodeFlow* m_flow = nullptr;
    LoopbackReplyHandler* m_handler = nullptr;
    QTimer* m_timeout;
    QUrl m_server;
    bool m_running = false;
};

} // namespace kibitz::online
