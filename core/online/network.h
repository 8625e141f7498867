// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// The one way Kibitz talks to online services (lichess.org and its explorer and tablebase
// servers, chess.com's published-data API). Every request goes through a RequestQueue, which
// keeps the rules the servers ask of clients (lichess API documentation, "Rate limiting"):
// one request at a time per service, a User-Agent naming Kibitz and its version, and after
// an HTTP 429 a wait of a full minute before the next request. QtCore + QtNetwork only.

#include <QByteArray>
#include <QList>
#include <QNetworkReply>
#include <QObject>
#include <QPointer>
#include <QString>
#include <QUrl>

#include <cstdint>
#include <deque>
#include <functional>
#include <memory>
#include <optional>

class QNetworkAccessManager;
class QTimer;

namespace kibitz::online {

enum class Service : std::uint8_t {
    LichessGames,    // lichess.org /api/games/user/{user}, /game/export/{id}
    ChessComGames,   // api.chess.com /pub/player/{user}/games/archives, then each month's /pgn
    Explorer,        // explorer.lichess.org /masters, /lichess, /player, /masters/pgn/{id}
    Tablebase,       // tablebase.lichess.org /standard
    CloudEval,       // lichess.org /api/cloud-eval
    Broadcasts,      // lichess.org /api/broadcast (the list of broadcasts)
    BroadcastStream, // lichess.org /api/stream/broadcast/round/{id}.pgn (open while followed)
};
inline constexpr int ServiceCount = 7;

// "lichess games", "chess.com games", "lichess opening explorer", "lichess tablebase",
// "lichess cloud evaluation": how messages name the service.
QString serviceName(Service service);

// Where each service lives. Every one can be pointed elsewhere: lichess's explorer and
// tablebase are open-source servers that people run at home, and the tests run a local one.
struct Servers {
    QUrl lichess = QUrl(QStringLiteral("https://lichess.org"));
    QUrl explorer = QUrl(QStringLiteral("https://explorer.lichess.org"));
    QUrl tablebase = QUrl(QStringLiteral("https://tablebase.lichess.org"));
    QUrl chessCom = QUrl(QStringLiteral("https://api.chess.com"));

    // Every service at one server (kibitz-cli's --server).
    static Servers allAt(const QUrl& url);
};

// base with path appended to its own path (a server may live under a folder:
// http://host/fault/500 + /standard is http://host/fault/500/standard).
QUrl serverUrl(const QUrl& base, const QString& path);

// "Kibitz/0.1.0": the User-Agent of every request.
QString userAgent();

enum class ErrorKind : std::uint8_t {
    Offline,     // no connection (refused, host not found, timed out)
    Refused,     // HTTP 401/403: the token was refused or is needed
    NotFound,    // HTTP 404 (a user, a game, or a position the service does not have)
    RateLimited, // HTTP 429 twice in a row, even after waiting a minute
    ServerError, // HTTP 5xx or another unexpected status
    Cut,         // the answer stopped before it was whole
    BadAnswer,   // the answer is not in the documented shape
    Cancelled,   // the user (or the program) cancelled
    File,        // a file could not be read or written
};

// What failed, naming the service: "lichess tablebase: the server answered HTTP 500 ...".
struct ServiceError {
    Service service = Service::LichessGames;
    ErrorKind kind = ErrorKind::ServerError;
    int httpStatus = 0; // 0 when no HTTP status came
    QString detail;     // what failed, in words
    QString message() const { return serviceName(service) + QStringLiteral(": ") + detail; }
};

// One GET. onData, when set, receives the body as it streams in (and may return false to
// cancel); the finished callback then gets an empty body. Without it the body comes whole.
struct Request {
    QUrl url;
    QByteArray accept = QByteArrayLiteral("application/json");
    std::function<bool(const QByteArray& chunk)> onData;
    std::function<void(std::optional<ServiceError> error, int httpStatus, const QByteArray& body)>
        finished;
};

// The requests of one service, sent one at a time in the order given. Lives in the thread
// that uses it (the GUI thread, or the CLI's event loop).
class RequestQueue : public QObject {
    Q_OBJECT
public:
    RequestQueue(Service service, QNetworkAccessManager* network, QObject* parent = nullptr);
    ~RequestQueue() override;

    Service service() const { return m_service; }
    // A lichess personal or OAuth token, sent as "Authorization: Bearer" (lichess only).
    void setToken(const QString& token) { m_token = token; }
    // How long to wait after HTTP 429 (lichess asks for a full minute; tests shorten it).
    void setRateLimitWait(int ms) { m_rateLimitWaitMs = ms; }
    void setTimeout(int ms) { m_timeoutMs = ms; }

    void enqueue(Request request);
    // Drops the queued requests and aborts the one in flight (its callback says Cancelled).
    void cancelAll();
    bool busy() const { return m_current != nullptr || !m_queue.empty(); }
    int pending() const { return int(m_queue.size()) + (m_current ? 1 : 0); }

signals:
    // A request went out or came back: how many are queued or in flight now.
    void pendingChanged(int pending);
    // HTTP 429: the queue waits this long before asking again.
    void rateLimited(int waitMs);

private:
    void sendNext();
    void send();
    void onReadyRead();
    void onFinished();
    void finish(std::optional<ServiceError> error, int status, const QByteArray& body);

    Service m_service;
    QNetworkAccessManager* m_network;
    QString m_token;
    int m_rateLimitWaitMs = 60'000;
    int m_timeoutMs = 30'000;
    std::deque<Request> m_queue;
    std::unique_ptr<Request> m_current;
    QPointer<QNetworkReply> m_reply;
    QByteArray m_body;
    int m_status = 0;       // the HTTP status of the answer coming in, once its headers came
    bool m_retried = false; // the current request already waited once after a 429
    bool m_cancelled = false;
    QTimer* m_waitTimer = nullptr;
};

// The error of a finished reply (status and network error), or nullopt for HTTP 2xx. status:
// the HTTP status seen while the answer came (Qt forgets it when the connection then fails).
std::optional<ServiceError> replyError(Service service, const QNetworkReply& reply, int status);

} // namespace kibitz::online
