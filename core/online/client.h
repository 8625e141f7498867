// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// Lookups by position: the opening explorer (masters, lichess, a player's games), lichess's
// tablebase and its cloud evaluations, and the PGN of a game an explorer points to. Each
// service has its own RequestQueue (network.h: one request at a time, User-Agent, HTTP 429);
// answers are kept in a DiskCache per service, so a position asked again is not sent again.
// Callbacks run in the thread that owns the client, after the answer came (or at once from
// the cache).

#include "base/enumtext.h"
#include "online/answers.h"
#include "online/cache.h"
#include "online/network.h"

#include <QObject>
#include <QSet>
#include <QStringList>

#include <array>
#include <functional>
#include <memory>
#include <optional>
#include <type_traits>
#include <utility>

class QNetworkAccessManager;

namespace kibitz::online {

enum class ExplorerSource : std::uint8_t { Masters, Lichess, Player };
// The explorer's databases as its URLs name them (/masters, /lichess, /player), a row for each;
// valueOf(ExplorerSourceWords, word) reads a word back.
inline constexpr auto ExplorerSourceWords = std::to_array<EnumText<ExplorerSource>>({
    {ExplorerSource::Masters, "masters"},
    {ExplorerSource::Lichess, "lichess"},
    {ExplorerSource::Player, "player"},
});
QString explorerSourceName(ExplorerSource source); // "masters", "lichess", "player"

struct ExplorerQuery {
    ExplorerSource source = ExplorerSource::Masters;
    QString fen;        // the position (X-FEN)
    QString player;     // Player: the lichess user
    QString color;      // Player: "white" or "black"
    QStringList speeds; // Lichess and Player: "blitz", "rapid", ... (empty: all)
    QList<int> ratings; // Lichess: rating bands 0, 1000, ..., 2500 (empty: all)
    QStringList modes;  // Player: "rated", "casual" (empty: both)
    int moves = 12;     // how many moves to list
};

// The URL of a query at servers (the documented parameters, tags/openingexplorer/*.yaml).
QUrl explorerUrl(const Servers& servers, const ExplorerQuery& query);

struct ClientSettings {
    Servers servers;
    QString token;       // lichess token (explorer, games); empty: anonymous
    QString cacheFolder; // empty: no disk cache
    int cacheEntries = 5000;
    int rateLimitWaitMs = 60'000;
    int timeoutMs = 30'000;
};

template <typename T>
using Answer = Expected<T, ServiceError>;

// What a request answers: the error it met, else its body as parse() reads it; a body that
// does not read is a BadAnswer of service (it came with HTTP 200).
template <typename Parse>
auto answerOf(Service service, const std::optional<ServiceError>& error, Parse parse)
    -> Answer<std::decay_t<decltype(parse().value())>>
{
    if (error) return unexpected(*error);
    auto parsed = parse();
    if (!parsed)
        return unexpected(ServiceError{service, ErrorKind::BadAnswer, 200, parsed.error()});
    return std::move(parsed).value();
}

class Client : public QObject {
    Q_OBJECT
public:
    explicit Client(const ClientSettings& settings, QObject* parent = nullptr);
    ~Client() override;

    const ClientSettings& settings() const { return m_settings; }
    void setSettings(const ClientSettings& settings);
    RequestQueue* queue(Service service) const;
    QNetworkAccessManager* network() const { return m_network; }
    // Requests queued or in flight over every service (the status bar shows it).
    int pending() const;

    void explorer(const ExplorerQuery& query, std::function<void(Answer<ExplorerAnswer>)> done);
    // category "unknown" when the server has no table for the position.
    void tablebase(const QString& fen, std::function<void(Answer<TablebaseAnswer>)> done);
    // nullopt when lichess has no cloud evaluation of the position (its HTTP 404).
    void cloudEval(const QString& fen, int multiPv,
                   std::function<void(Answer<std::optional<CloudEvalAnswer>>)> done);
    // The PGN of a game an explorer answer names: masters games from the explorer
    // (/masters/pgn/{id}), lichess games from lichess (/game/export/{id}).
    void gamePgn(ExplorerSource source, const QString& id,
                 std::function<void(Answer<QByteArray>)> done);
    void cancelAll();

signals:
    void pendingChanged(int pending);
    void rateLimited(kibitz::online::Service service, int waitMs);

private:
    // GET url on service's queue, from or into its cache when cached.
    void get(Service service, const QUrl& url, const QByteArray& accept, bool cached,
             std::function<void(std::optional<ServiceError>, int, const QByteArray&)> done);

    ClientSettings m_settings;
    QNetworkAccessManager* m_network;
    std::array<RequestQueue*, ServiceCount> m_queues{};
    // Shared with the requests in flight, which outlive a change of settings.
    std::array<std::shared_ptr<DiskCache>, ServiceCount> m_caches;
    QSet<QUrl> m_noCloudEval; // 404s of this session: asked once only
};

} // namespace kibitz::online
