// SPDX-License-Identifier: GPL-3.0-or-later
#include "online/client.h"

#include <QNetworkAccessManager>
#include <QUrlQuery>

namespace kibitz::online {

QString explorerSourceName(ExplorerSource source)
{
    return QString::fromLatin1(textOf(ExplorerSourceWords, source));
}

namespace {

// The folder of each service's answers in the cache; a service without a row is not cached.
constexpr auto CacheFolders = std::to_array<EnumText<Service>>({
    {Service::Explorer, "explorer"},
    {Service::Tablebase, "tablebase"},
    {Service::CloudEval, "cloud-eval"},
});

QStringList numbers(const QList<int>& values)
{
    QStringList out;
    for (int v : values) out.push_back(QString::number(v));
    return out;
}

} // namespace

QUrl explorerUrl(const Servers& servers, const ExplorerQuery& query)
{
    QUrl url = serverUrl(servers.explorer, QLatin1Char('/') + explorerSourceName(query.source));
    QUrlQuery q;
    if (query.source != ExplorerSource::Masters)
        q.addQueryItem(QStringLiteral("variant"), QStringLiteral("standard"));
    if (query.source == ExplorerSource::Player) {
        q.addQueryItem(QStringLiteral("player"), query.player);
        q.addQueryItem(QStringLiteral("color"), query.color);
    }
    q.addQueryItem(QStringLiteral("fen"), query.fen);
    if (!query.speeds.isEmpty() && query.source != ExplorerSource::Masters)
        q.addQueryItem(QStringLiteral("speeds"), query.speeds.join(QLatin1Char(',')));
    if (!query.ratings.isEmpty() && query.source == ExplorerSource::Lichess)
        q.addQueryItem(QStringLiteral("ratings"), numbers(query.ratings).join(QLatin1Char(',')));
    if (!query.modes.isEmpty() && query.source == ExplorerSource::Player)
        q.addQueryItem(QStringLiteral("modes"), query.modes.join(QLatin1Char(',')));
    q.addQueryItem(QStringLiteral("moves"), QString::number(query.moves));
    url.setQuery(q.query(QUrl::FullyEncoded), QUrl::StrictMode);
    return url;
}

Client::Client(const ClientSettings& settings, QObject* parent)
    : QObject(parent)
    , m_network(new QNetworkAccessManager(this))
{
    // Answers are read whole before the next request goes; no redirect is taken to another
    // host, so a token never leaves the server it was given for.
    m_network->setRedirectPolicy(QNetworkRequest::SameOriginRedirectPolicy);
    for (int i = 0; i < ServiceCount; ++i) {
        auto* q = new RequestQueue(Service(i), m_network, this);
        connect(q, &RequestQueue::pendingChanged, this, [this] { emit pendingChanged(pending()); });
        connect(q, &RequestQueue::rateLimited, this,
                [this, i](int waitMs) { emit rateLimited(Service(i), waitMs); });
        m_queues[std::size_t(i)] = q;
    }
    setSettings(settings);
}

Client::~Client() = default;

void Client::setSettings(const ClientSettings& settings)
{
    m_settings = settings;
    for (int i = 0; i < ServiceCount; ++i) {
        RequestQueue* q = m_queues[std::size_t(i)];
        q->setToken(settings.token);
        q->setRateLimitWait(settings.rateLimitWaitMs);
        q->setTimeout(settings.timeoutMs);
        const QString name = QString::fromLatin1(textOf(CacheFolders, Service(i)));
        m_caches[std::size_t(i)] =
            name.isEmpty() || settings.cacheFolder.isEmpty()
                ? nullptr
                : std::make_shared<DiskCache>(settings.cacheFolder + QLatin1Char('/') + name,
                                              settings.cacheEntries);
    }
}

RequestQueue* Client::queue(Service service) const
{
    return m_queues[std::size_t(service)];
}

int Client::pending() const
{
    int n = 0;
    for (const RequestQueue* q : m_queues) n += q->pending();
    return n;
}

void Client::cancelAll()
{
    for (RequestQueue* q : m_queues) q->cancelAll();
}

void Client::get(Service service, const QUrl& url, const QByteArray& accept, bool cached,
                 std::function<void(std::optional<ServiceError>, int, const QByteArray&)> done)
{
    std::shared_ptr<DiskCache> cache = cached ? m_caches[std::size_t(service)] : nullptr;
    if (cache)
        if (const auto body = cache->get(url)) {
            done(std::nullopt, 200, *body);
            return;
        }
    Request r;
    r.url = url;
    r.accept = accept;
    r.finished = [cache, url, done = std::move(done)](std::optional<ServiceError> error, int status,
                                                      const QByteArray& body) {
        if (!error && cache) cache->put(url, body);
        done(std::move(error), status, body);
    };
    queue(service)->enqueue(std::move(r));
}

void Client::explorer(const ExplorerQuery& query, std::function<void(Answer<ExplorerAnswer>)> done)
{
    const bool player = query.source == ExplorerSource::Player;
    get(Service::Explorer, explorerUrl(m_settings.servers, query),
        player ? QByteArrayLiteral("application/x-ndjson") : QByteArrayLiteral("application/json"),
        true,
        [done = std::move(done), player](const std::optional<ServiceError>& error, int,
                                         const QByteArray& body) {
            // A player's answer streams while the server indexes; its last line is the newest.
            done(answerOf(Service::Explorer, error,
                          [&] { return parseExplorer(player ? lastJsonLine(body) : body); }));
        });
}

void Client::tablebase(const QString& fen, std::function<void(Answer<TablebaseAnswer>)> done)
{
    QUrl url = serverUrl(m_settings.servers.tablebase, QStringLiteral("/standard"));
    QUrlQuery q;
    q.addQueryItem(QStringLiteral("fen"), fen);
    url.setQuery(q);
    get(Service::Tablebase, url, QByteArrayLiteral("application/json"), true,
        [done = std::move(done)](const std::optional<ServiceError>& error, int,
                                 const QByteArray& body) {
            done(answerOf(Service::Tablebase, error, [&] { return parseTablebase(body); }));
        });
}

void Client::cloudEval(const QString& fen, int multiPv,
                       std::function<void(Answer<std::optional<CloudEvalAnswer>>)> done)
{
    QUrl url = serverUrl(m_settings.servers.lichess, QStringLiteral("/api/cloud-eval"));
    QUrlQuery q;
    q.addQueryItem(QStringLiteral("fen"), fen);
    q.addQueryItem(QStringLiteral("multiPv"), QString::number(multiPv));
    url.setQuery(q);
    if (m_noCloudEval.contains(url)) {
        done(std::optional<CloudEvalAnswer>());
        return;
    }
    get(Service::CloudEval, url, QByteArrayLiteral("application/json"), true,
        [this, url, done = std::move(done)](std::optional<ServiceError> error, int,
                                            const QByteArray& body) {
            if (error && error->kind == ErrorKind::NotFound) {
                // "The position was not found in the cloud evaluation database."
                m_noCloudEval.insert(url);
                return done(std::optional<CloudEvalAnswer>());
            }
            auto answer = answerOf(Service::CloudEval, error, [&] { return parseCloudEval(body); });
            if (!answer) return done(unexpected(answer.error()));
            done(std::optional<CloudEvalAnswer>(std::move(answer).value()));
        });
}

void Client::gamePgn(ExplorerSource source, const QString& id,
                     std::function<void(Answer<QByteArray>)> done)
{
    const bool masters = source == ExplorerSource::Masters;
    QUrl url = masters
                   ? serverUrl(m_settings.servers.explorer, QStringLiteral("/masters/pgn/") + id)
                   : serverUrl(m_settings.servers.lichess, QStringLiteral("/game/export/") + id);
    if (!masters) {
        QUrlQuery q;
        q.addQueryItem(QStringLiteral("clocks"), QStringLiteral("true"));
        q.addQueryItem(QStringLiteral("evals"), QStringLiteral("true"));
        url.setQuery(q);
    }
    get(masters ? Service::Explorer : Service::LichessGames, url,
        QByteArrayLiteral("application/x-chess-pgn"), false,
        [done = std::move(done)](std::optional<ServiceError> error, int, const QByteArray& body) {
            if (error) return done(unexpected(*error));
            done(body);
        });
}

} // namespace kibitz::online
