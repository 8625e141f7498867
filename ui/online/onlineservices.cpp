// SPDX-License-Identifier: GPL-3.0-or-later
#include "online/onlineservices.h"

#include "chess/fen.h"
#include "io/userfolders_qt.h"

#ifdef KIBITZ_HAVE_NETWORKAUTH
#include "online/lichesslogin.h"
#endif

#include <QClipboard>
#include <QDesktopServices>
#include <QGuiApplication>
#include <QLabel>
#include <QMessageBox>
#include <QSettings>

#ifdef KIBITZ_HAVE_KEYCHAIN
#include <qt6keychain/keychain.h>
#endif

namespace kibitz::ui {

namespace {

const QString KeyringService = QStringLiteral("Kibitz");
const QString KeyringKey = QStringLiteral("lichess-token");

QUrl urlSetting(const QSettings& s, const QString& key, const QUrl& fallback)
{
    const QUrl url(s.value(key).toString());
    return url.isValid() && !url.isEmpty() ? url : fallback;
}

} // namespace

OnlineSettings OnlineSettings::load()
{
    QSettings s;
    OnlineSettings o;
    o.enabled = s.value(QStringLiteral("online/enabled"), false).toBool();
    o.asked = s.value(QStringLiteral("online/asked"), false).toBool();
    o.servers.lichess = urlSetting(s, QStringLiteral("online/lichess"), o.servers.lichess);
    o.servers.explorer = urlSetting(s, QStringLiteral("online/explorer"), o.servers.explorer);
    o.servers.tablebase = urlSetting(s, QStringLiteral("online/tablebase"), o.servers.tablebase);
    o.servers.chessCom = urlSetting(s, QStringLiteral("online/chesscom"), o.servers.chessCom);
    return o;
}

void OnlineSettings::save() const
{
    QSettings s;
    s.setValue(QStringLiteral("online/enabled"), enabled);
    s.setValue(QStringLiteral("online/asked"), asked);
    s.setValue(QStringLiteral("online/lichess"), servers.lichess.toString());
    s.setValue(QStringLiteral("online/explorer"), servers.explorer.toString());
    s.setValue(QStringLiteral("online/tablebase"), servers.tablebase.toString());
    s.setValue(QStringLiteral("online/chesscom"), servers.chessCom.toString());
}

OnlineServices::OnlineServices(QObject* parent)
    : QObject(parent)
    , m_settings(OnlineSettings::load())
    , m_client(new online::Client({}, this))
    , m_status(new QLabel)
    , m_browser([](const QUrl& url) { return QDesktopServices::openUrl(url); })
{
    m_status->setObjectName(QStringLiteral("onlineStatus"));
    m_status->hide();
    connect(m_client, &online::Client::pendingChanged, this, &OnlineServices::updateStatus);
    connect(m_client, &online::Client::rateLimited, this, [this](online::Service service, int ms) {
        if (!m_status) return;
        m_status->setText(tr("%1: asked to slow down, waiting %2 s")
                              .arg(online::serviceName(service))
                              .arg(ms / 1000));
        m_status->show();
    });
    // As kibitz-cli, the environment may hold a token: it is used for the session, before
    // the keyring's.
    const QString fromEnvironment = qEnvironmentVariable("KIBITZ_LICHESS_TOKEN").trimmed();
    if (!fromEnvironment.isEmpty()) {
        m_token = fromEnvironment;
        m_tokenStatus = tr("The token comes from KIBITZ_LICHESS_TOKEN (this session only).");
        applyClientSettings();
        return;
    }
    applyClientSettings();
    readTokenFromKeyring();
}

OnlineServices::~OnlineServices()
{
    // The label lives in the status bar once added there; otherwise it is ours.
    if (m_status && !m_status->parent()) delete m_status;
}

void OnlineServices::setSettings(const OnlineSettings& settings)
{
    m_settings = settings;
    m_settings.save();
    applyClientSettings();
    emit settingsChanged();
}

bool OnlineServices::allow(QWidget* parent, const QString& feature, bool again)
{
    if (m_settings.enabled) return true;
    if ((m_settings.asked && !again) || m_asking) return false;
    m_asking = true;
    OnlineSettings s = m_settings;
    s.asked = true;
    const auto answer = QMessageBox::question(
        parent, tr("Online Services"),
        tr("%1 asks lichess.org (or chess.com) over the internet: the position's FEN, or the "
           "player's name, is sent to the server.\n\nTurn online services on? You can change "
           "this and the servers in Edit > Online Services.")
            .arg(feature));
    s.enabled = answer == QMessageBox::Yes;
    m_asking = false;
    setSettings(s);
    return s.enabled;
}

void OnlineServices::tablebaseReport(QWidget* asker, const QString& feature,
                                     const chess::Position& pos,
                                     std::function<void(Expected<tb::Report, QString>)> done)
{
    if (!allow(asker, feature)) {
        done(unexpected(tr("online services are off (Edit > Online Services)")));
        return;
    }
    m_client->tablebase(QString::fromStdString(chess::toFen(pos)),
                        [pos, done = std::move(done)](online::Answer<online::TablebaseAnswer> a) {
                            if (a)
                                done(online::toReport(a.value(), pos));
                            else
                                done(unexpected(a.error().message()));
                        });
}

bool OnlineServices::hasKeyring()
{
#ifdef KIBITZ_HAVE_KEYCHAIN
    return true;
#else
    return false;
#endif
}

void OnlineServices::setToken(const QString& token)
{
    m_token = token.trimmed();
    applyClientSettings();
#ifdef KIBITZ_HAVE_KEYCHAIN
    QKeychain::Job* job = nullptr;
    if (m_token.isEmpty()) {
        auto* remove = new QKeychain::DeletePasswordJob(KeyringService);
        remove->setKey(KeyringKey);
        job = remove;
    } else {
        auto* write = new QKeychain::WritePasswordJob(KeyringService);
        write->setKey(KeyringKey);
        write->setTextData(m_token);
        job = write;
    }
    setTokenStatus(tr("Saving the token in the keyring…"));
    connect(job, &QKeychain::Job::finished, this, [this](QKeychain::Job* done) {
        if (done->error() == QKeychain::NoError || done->error() == QKeychain::EntryNotFound)
            setTokenStatus(m_token.isEmpty() ? tr("No token.")
                                             : tr("The token is kept in the desktop's keyring."));
        else
            setTokenStatus(tr("No keyring could keep the token (%1): it is kept for this "
                              "session only.")
                               .arg(done->errorString()));
    });
    job->start();
#else
    setTokenStatus(m_token.isEmpty() ? tr("No token.")
                                     : tr("This build of Kibitz has no keyring support: the "
                                          "token is kept for this session only."));
#endif
}

bool OnlineServices::canLogIn()
{
#ifdef KIBITZ_HAVE_NETWORKAUTH
    return true;
#else
    return false;
#endif
}

bool OnlineServices::loggingIn() const
{
#ifdef KIBITZ_HAVE_NETWORKAUTH
    return m_login && m_login->running();
#else
    return false;
#endif
}

void OnlineServices::logIn(const QUrl& lichess)
{
#ifdef KIBITZ_HAVE_NETWORKAUTH
    if (!m_login) {
        m_login = new online::LichessLogin(m_client->network(), this);
        connect(m_login, &online::LichessLogin::browserWanted, this, [this](const QUrl& url) {
            if (m_browser(url)) return;
            // The address is long and unbroken: on the clipboard, not in the dialog.
            QGuiApplication::clipboard()->setText(url.toString(QUrl::FullyEncoded));
            setTokenStatus(tr("No browser could be opened: the address of lichess's prompt "
                              "is on the clipboard; open it in a browser."));
        });
        connect(m_login, &online::LichessLogin::granted, this, [this](const QString& token) {
            setToken(token);
            emit loggedIn(token);
        });
        connect(m_login, &online::LichessLogin::failed, this,
                [this](const QString& message) { setTokenStatus(message); });
    }
    setTokenStatus(tr("Waiting for your answer to lichess in the browser…"));
    m_login->start(lichess);
#else
    (void)lichess;
#endif
}

void OnlineServices::readTokenFromKeyring()
{
#ifdef KIBITZ_HAVE_KEYCHAIN
    // Jobs have no parent: the keyring's answer may come after the window is gone, and a job
    // deleted before its answer is touched by libsecret afterwards. They delete themselves.
    auto* job = new QKeychain::ReadPasswordJob(KeyringService);
    job->setKey(KeyringKey);
    connect(job, &QKeychain::Job::finished, this, [this, job] {
        if (job->error() == QKeychain::NoError) {
            m_token = job->textData();
            applyClientSettings();
            setTokenStatus(tr("The token is kept in the desktop's keyring."));
        } else if (job->error() == QKeychain::EntryNotFound) {
            setTokenStatus(tr("No token."));
        } else {
            setTokenStatus(tr("No keyring is available (%1): a token is kept for this "
                              "session only.")
                               .arg(job->errorString()));
        }
    });
    job->start();
#else
    m_tokenStatus = tr("No token.");
#endif
}

void OnlineServices::setTokenStatus(const QString& status)
{
    m_tokenStatus = status;
    emit tokenStatusChanged(m_tokenStatus);
}

void OnlineServices::applyClientSettings()
{
    online::ClientSettings c;
    c.servers = m_settings.servers;
    c.token = m_token;
    c.cacheFolder = io::userFilePath(io::UserFolder::Cache, QStringLiteral("online"));
    m_client->setSettings(c);
}

void OnlineServices::updateStatus()
{
    if (!m_status) return;
    const int pending = m_client->pending();
    if (pending == 0) {
        m_status->hide();
        return;
    }
    QStringList busy;
    for (int i = 0; i < online::ServiceCount; ++i)
        if (m_client->queue(online::Service(i))->busy())
            busy << online::serviceName(online::Service(i));
    m_status->setText(tr("Online: %1…").arg(busy.join(QStringLiteral(", "))));
    m_status->show();
}

} // namespace kibitz::ui
