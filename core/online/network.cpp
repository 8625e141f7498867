// SPDX-License-Identifier: GPL-3.0-or-later
#include "online/network.h"

#include "base/enumtext.h"

#include <QNetworkAccessManager>
#include <QNetworkRequest>
#include <QTimer>

#include <utility>

namespace kibitz::online {

namespace {

// How messages name each service: a row for every one (checked below).
constexpr auto ServiceNames = std::to_array<EnumText<Service>>({
    {Service::LichessGames, "lichess games"},
    {Service::ChessComGames, "chess.com games"},
    {Service::Explorer, "lichess opening explorer"},
    {Service::Tablebase, "lichess tablebase"},
    {Service::CloudEval, "lichess cloud evaluation"},
    {Service::Broadcasts, "lichess broadcasts"},
    {Service::BroadcastStream, "lichess broadcast stream"},
});
static_assert(hasEveryValue(ServiceNames, Service(ServiceCount - 1)),
              "ServiceNames: a row for every service");

} // namespace

QString serviceName(Service service)
{
    return QString::fromLatin1(textOf(ServiceNames, service, "online service"));
}

Servers Servers::allAt(const QUrl& url)
{
    Servers s;
    s.lichess = s.explorer = s.tablebase = s.chessCom = url;
    return s;
}

QUrl serverUrl(const QUrl& base, const QString& path)
{
    QUrl url = base;
    QString p = base.path();
    if (p.endsWith(QLatin1Char('/'))) p.chop(1);
    url.setPath(p + path);
    return url;
}

QString userAgent()
{
    return QStringLiteral("Kibitz/") + QStringLiteral(KIBITZ_VERSION);
}

namespace {

bool isSuccess(int status)
{
    return status >= 200 && status < 300;
}

} // namespace

std::optional<ServiceError> replyError(Service service, const QNetworkReply& reply, int seen)
{
    int status = reply.attribute(QNetworkRequest::HttpStatusCodeAttribute).toInt();
    if (status == 0) status = seen;
    ServiceError e{service, ErrorKind::ServerError, status, {}};
    const QString where = reply.url().toString(QUrl::RemoveQuery | QUrl::RemoveUserInfo);
    if (status == 0) {
        // No HTTP answer at all: the server is not reachable.
        e.kind = reply.error() == QNetworkReply::OperationCanceledError ? ErrorKind::Cancelled
                                                                        : ErrorKind::Offline;
        e.detail = e.kind == ErrorKind::Cancelled
                       ? QStringLiteral("cancelled")
                       : QStringLiteral("cannot reach %1 (%2)").arg(where, reply.errorString());
        return e;
    }
    if (status == 401 || status == 403) {
        e.kind = ErrorKind::Refused;
        e.detail = QStringLiteral("the server refused the request (HTTP %1): the lichess token "
                                  "is missing, wrong or lacks the needed permission")
                       .arg(status);
        return e;
    }
    if (status == 404) {
        e.kind = ErrorKind::NotFound;
        e.detail = QStringLiteral("not found (HTTP 404) at %1").arg(where);
        return e;
    }
    if (status == 429) {
        e.kind = ErrorKind::RateLimited;
        e.detail = QStringLiteral("the server still asks to slow down (HTTP 429) after a minute's "
                                  "wait; try again later");
        return e;
    }
    if (!isSuccess(status)) {
        e.detail = QStringLiteral("the server answered HTTP %1 at %2").arg(status).arg(where);
        return e;
    }
    if (reply.error() != QNetworkReply::NoError) {
        // A status came, then the connection failed: the answer was cut.
        e.kind = reply.error() == QNetworkReply::OperationCanceledError ? ErrorKind::Cancelled
                                                                        : ErrorKind::Cut;
        e.detail = e.kind == ErrorKind::Cancelled
                       ? QStringLiteral("cancelled")
                       : QStringLiteral("the answer from %1 was cut off (%2)")
                             .arg(where, reply.errorString());
        return e;
    }
    return std::nullopt;
}

RequestQueue::RequestQueue(Service service, QNetworkAccessManager* network, QObject* parent)
    : QObject(parent)
    , m_service(service)
    , m_network(network)
    , m_waitTimer(new QTimer(this))
{
    m_waitTimer->setSingleShot(true);
    connect(m_waitTimer, &QTimer::timeout, this, &RequestQueue::send);
}

RequestQueue::~RequestQueue()
{
    if (m_reply) {
        m_reply->disconnect(this);
        m_reply->abort();
        m_reply->deleteLater();
    }
}

void RequestQueue::enqueue(Request request)
{
    m_queue.push_back(std::move(request));
    emit pendingChanged(pending());
    if (!m_current) sendNext();
}

void RequestQueue::cancelAll()
{
    std::deque<Request> dropped;
    dropped.swap(m_queue);
    for (Request& r : dropped)
        if (r.finished)
            r.finished(
                ServiceError{m_service, ErrorKind::Cancelled, 0, QStringLiteral("cancelled")}, 0,
                {});
    if (m_waitTimer->isActive()) {
        m_waitTimer->stop();
        finish(ServiceError{m_service, ErrorKind::Cancelled, 0, QStringLiteral("cancelled")}, 0,
               {});
        return;
    }
    if (m_reply) {
        m_cancelled = true;
        m_reply->abort(); // finished() follows and reports the cancellation
    }
    emit pendingChanged(pending());
}

void RequestQueue::sendNext()
{
    if (m_current || m_queue.empty()) return;
    m_current = std::make_unique<Request>(std::move(m_queue.front()));
    m_queue.pop_front();
    m_retried = false;
    send();
}

void RequestQueue::send()
{
    QNetworkRequest request(m_current->url);
    request.setHeader(QNetworkRequest::UserAgentHeader, userAgent());
    request.setRawHeader("Accept", m_current->accept);
    // The token goes to lichess's servers only, never to chess.com.
    if (!m_token.isEmpty() && m_service != Service::ChessComGames)
        request.setRawHeader("Authorization", "Bearer " + m_token.toUtf8());
    request.setTransferTimeout(m_timeoutMs);
    m_body.clear();
    m_status = 0;
    m_cancelled = false;
    m_reply = m_network->get(request);
    connect(m_reply, &QNetworkReply::readyRead, this, &RequestQueue::onReadyRead);
    connect(m_reply, &QNetworkReply::finished, this, &RequestQueue::onFinished);
}

void RequestQueue::onReadyRead()
{
    if (!m_reply) return;
    const int status = m_reply->attribute(QNetworkRequest::HttpStatusCodeAttribute).toInt();
    if (status != 0) m_status = status;
    const QByteArray chunk = m_reply->readAll();
    // Only a successful answer streams; an error's body is kept for the message.
    if (isSuccess(status) && m_current->onData) {
        if (!m_current->onData(chunk)) {
            m_cancelled = true;
            m_reply->abort();
        }
        return;
    }
    m_body += chunk;
}

void RequestQueue::onFinished()
{
    QNetworkReply* reply = m_reply;
    if (!reply) return;
    reply->deleteLater();
    m_reply = nullptr;
    int status = reply->attribute(QNetworkRequest::HttpStatusCodeAttribute).toInt();
    if (status == 0) status = m_status;
    if (reply->bytesAvailable() > 0) {
        const QByteArray rest = reply->readAll();
        if (isSuccess(status) && m_current->onData && !m_cancelled)
            m_cancelled = !m_current->onData(rest);
        else
            m_body += rest;
    }
    if (m_cancelled) {
        finish(ServiceError{m_service, ErrorKind::Cancelled, status, QStringLiteral("cancelled")},
               status, {});
        return;
    }
    if (status == 429 && !m_retried) {
        // lichess: "If you receive an HTTP response with a 429 status, please wait a full
        // minute before resuming API usage."
        m_retried = true;
        emit rateLimited(m_rateLimitWaitMs);
        m_waitTimer->start(m_rateLimitWaitMs);
        return;
    }
    // The body is moved out: finish() starts the next request, which gathers in m_body again.
    const QByteArray body = std::exchange(m_body, {});
    finish(replyError(m_service, *reply, status), status, body);
}

void RequestQueue::finish(std::optional<ServiceError> error, int status, const QByteArray& body)
{
    std::unique_ptr<Request> done = std::move(m_current);
    m_body.clear();
    if (done && done->finished) done->finished(std::move(error), status, body);
    emit pendingChanged(pending());
    sendNext();
}

} // namespace kibitz::online
