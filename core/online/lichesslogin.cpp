// SPDX-License-Identifier: GPL-3.0-or-later
#include "online/lichesslogin.h"

#include "online/network.h"

#include <QCryptographicHash>
#include <QHostAddress>
#include <QJsonDocument>
#include <QJsonObject>
#include <QNetworkReply>
#include <QOAuth2AuthorizationCodeFlow>
#include <QRandomGenerator>
#include <QTimer>

namespace kibitz::online {

namespace {

QByteArray base64Url(const QByteArray& bytes)
{
    return bytes.toBase64(QByteArray::Base64UrlEncoding | QByteArray::OmitTrailingEquals);
}

} // namespace

LoopbackReplyHandler::LoopbackReplyHandler(QObject* parent)
    : QOAuthHttpServerReplyHandler(QHostAddress(QHostAddress::LocalHost), 0, parent)
{}

void LoopbackReplyHandler::networkReplyFinished(QNetworkReply* reply)
{
    if (reply->error() == QNetworkReply::NoError) {
        QOAuthHttpServerReplyHandler::networkReplyFinished(reply);
        return;
    }
    const QJsonObject answer = QJsonDocument::fromJson(reply->readAll()).object();
    const QString error = answer.value(QStringLiteral("error")).toString();
    const QString why = answer.value(QStringLiteral("error_description")).toString();
    const int status = reply->attribute(QNetworkRequest::HttpStatusCodeAttribute).toInt();
    if (status == 0)
        emit tokenRefused(tr("lichess cannot be reached (%1)").arg(reply->errorString()));
    else if (!error.isEmpty())
        emit tokenRefused(tr("lichess refused the login: %1").arg(why.isEmpty() ? error : why));
    else
        emit tokenRefused(tr("lichess answered the login with HTTP %1").arg(status));
}

QByteArray Pkce::challengeOf(const QByteArray& verifier)
{
    return base64Url(QCryptographicHash::hash(verifier, QCryptographicHash::Sha256));
}

Pkce Pkce::generate()
{
    // 32 random bytes: 43 characters, the shortest verifier RFC 7636 allows and 256 bits.
    QByteArray bytes(32, Qt::Uninitialized);
    QRandomGenerator::system()->generate(bytes.begin(), bytes.end());
    Pkce p;
    p.verifier = base64Url(bytes);
    p.challenge = challengeOf(p.verifier);
    return p;
}

LichessLogin::LichessLogin(QNetworkAccessManager* network, QObject* parent)
    : QObject(parent)
    , m_network(network)
    , m_timeout(new QTimer(this))
{
    m_timeout->setSingleShot(true);
    connect(m_timeout, &QTimer::timeout, this, [this] {
        fail(tr("lichess: no answer came from the browser; log in again when ready"));
    });
}

LichessLogin::~LichessLogin() = default;

void LichessLogin::start(const QUrl& lichess, int timeoutMs)
{
    stop();
    m_server = lichess;
    m_handler = new LoopbackReplyHandler(this);
    if (!m_handler->isListening()) {
        fail(tr("Kibitz cannot listen on 127.0.0.1 for lichess's answer"));
        return;
    }
    m_handler->setCallbackText(
        tr("Kibitz has your lichess login. You can close this page and return to Kibitz."));
    m_flow = new QOAuth2AuthorizationCodeFlow(m_network, this);
    m_flow->setReplyHandler(m_handler);
    m_flow->setAuthorizationUrl(serverUrl(lichess, QStringLiteral("/oauth")));
    m_flow->setAccessTokenUrl(serverUrl(lichess, QStringLiteral("/api/token")));
    m_flow->setClientIdentifier(QString::fromLatin1(ClientId));
    m_flow->setUserAgent(userAgent());
    const Pkce pkce = Pkce::generate();
    m_flow->setModifyParametersFunction([pkce](QAbstractOAuth::Stage stage,
                                               QMultiMap<QString, QVariant>* parameters) {
        if (stage == QAbstractOAuth::Stage::RequestingAuthorization) {
            parameters->remove(QStringLiteral("scope")); // none is needed (see the header)
            parameters->insert(QStringLiteral("code_challenge_method"), QStringLiteral("S256"));
            parameters->insert(QStringLiteral("code_challenge"),
                               QString::fromLatin1(pkce.challenge));
        } else if (stage == QAbstractOAuth::Stage::RequestingAccessToken) {
            parameters->insert(QStringLiteral("code_verifier"), QString::fromLatin1(pkce.verifier));
        }
    });
    connect(m_flow, &QAbstractOAuth::authorizeWithBrowser, this, &LichessLogin::browserWanted);
    connect(m_flow, &QAbstractOAuth::granted, this, [this] {
        const QString token = m_flow->token();
        stop();
        emit granted(token);
    });
    // The redirect carried an error (access_denied when the user said no).
    connect(m_flow, &QAbstractOAuth2::error, this,
            [this](const QString& error, const QString& description, const QUrl&) {
                fail(error == QLatin1String("access_denied")
                         ? tr("lichess: the login was cancelled")
                         : tr("lichess refused the login: %1")
                               .arg(description.isEmpty() ? error : description));
            });
    connect(m_handler, &LoopbackReplyHandler::tokenRefused, this, &LichessLogin::fail);
    m_running = true;
    m_timeout->start(timeoutMs);
    m_flow->grant();
}

void LichessLogin::cancel()
{
    stop();
}

void LichessLogin::fail(const QString& message)
{
    stop();
    emit failed(message);
}

void LichessLogin::stop()
{
    m_running = false;
    m_timeout->stop();
    // Later: this may run inside one of the flow's or the handler's own signals.
    if (m_handler) {
        m_handler->disconnect(this);
        m_handler->close();
        m_handler->deleteLater();
        m_handler = nullptr;
    }
    if (m_flow) {
        m_flow->disconnect(this);
        m_flow->deleteLater();
        m_flow = nullptr;
    }
}

} // namespace kibitz::online
