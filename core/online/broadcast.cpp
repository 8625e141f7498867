// SPDX-License-Identifier: GPL-3.0-or-later
#include "online/broadcast.h"

#include "chess/notation.h"
#include "io/atomic_file.h"
#include "pgn/gamespans.h"

#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QRegularExpression>
#include <QTimer>
#include <QUrlQuery>

#include <algorithm>
#include <string_view>
#include <utility>

namespace kibitz::online {

namespace {

QDateTime fromMs(const QJsonValue& v)
{
    return v.isDouble() ? QDateTime::fromMSecsSinceEpoch(qint64(v.toDouble()), Qt::UTC)
                        : QDateTime();
}

// The string members BroadcastTour and BroadcastRoundInfo both require (id, name, slug, url)
// into a Broadcast or a BroadcastRound; the first one missing, if one is.
template <typename T>
std::optional<QString> readRequiredStrings(const QJsonObject& o, T& into)
{
    const std::pair<const char*, QString T::*> fields[] = {
        {"id", &T::id}, {"name", &T::name}, {"slug", &T::slug}, {"url", &T::url}};
    for (const auto& [key, field] : fields) {
        const QJsonValue v = o.value(QLatin1String(key));
        if (!v.isString()) return QString::fromLatin1(key);
        into.*field = v.toString();
    }
    return std::nullopt;
}

std::string_view view(const QByteArray& bytes)
{
    return {bytes.constData(), std::size_t(bytes.size())};
}

QString text(std::string_view s)
{
    return QString::fromUtf8(s.data(), qsizetype(s.size()));
}

// Tags and the main line of one game.
class InfoReader : public pgn::Visitor {
public:
    BroadcastGameInfo info;
    QString gameUrl, site;

    void tag(std::string_view name, std::string_view value) override
    {
        const std::pair<std::string_view, QString*> fields[] = {
            {"White", &info.white}, {"Black", &info.black}, {"Result", &info.result},
            {"Round", &info.round}, {"Board", &info.board}, {"GameURL", &gameUrl},
            {"Site", &site}};
        for (const auto& [tag, field] : fields)
            if (name == tag) {
                *field = text(value);
                return;
            }
    }
    void move(const chess::Position& before, chess::Move m, std::string_view) override
    {
        ++info.plies;
        const bool white = before.sideToMove() == chess::Color::White;
        info.lastMove = QString::number(before.fullmoveNumber())
                        + (white ? QStringLiteral(".") : QStringLiteral("..."))
                        + QString::fromStdString(chess::toSan(before, m));
    }
    // Only the main line counts.
    pgn::Control beginVariation() override { return pgn::Control::Skip; }
};

InfoReader readInfo(const QByteArray& pgn)
{
    InfoReader reader;
    pgn::forEachGame(view(pgn), reader, [](const pgn::GameSpan&) { return false; });
    return reader;
}

} // namespace

int Broadcast::defaultRound() const
{
    if (rounds.isEmpty()) return -1;
    for (qsizetype i = 0; i < rounds.size(); ++i)
        if (!defaultRoundId.isEmpty() && rounds[i].id == defaultRoundId) return int(i);
    for (qsizetype i = 0; i < rounds.size(); ++i)
        if (rounds[i].ongoing) return int(i);
    for (qsizetype i = 0; i < rounds.size(); ++i)
        if (!rounds[i].finished) return int(i);
    return int(rounds.size() - 1);
}

Expected<Broadcast, QString> parseBroadcast(const QByteArray& json)
{
    QJsonParseError error{};
    const QJsonDocument doc = QJsonDocument::fromJson(json, &error);
    if (error.error != QJsonParseError::NoError)
        return unexpected(
            QStringLiteral("not JSON (%1 at byte %2)").arg(error.errorString()).arg(error.offset));
    if (!doc.isObject()) return unexpected(QStringLiteral("not a JSON object"));
    const QJsonObject o = doc.object();
    // BroadcastWithRounds: tour and rounds are required.
    const QJsonValue tourValue = o.value(QLatin1String("tour"));
    const QJsonValue roundsValue = o.value(QLatin1String("rounds"));
    if (!tourValue.isObject()) return unexpected(QStringLiteral("no tour"));
    if (!roundsValue.isArray()) return unexpected(QStringLiteral("no rounds"));
    const QJsonObject tour = tourValue.toObject();
    Broadcast b;
    if (auto missing = readRequiredStrings(tour, b))
        return unexpected(QStringLiteral("tour.%1 is missing").arg(*missing));
    b.tier = tour.value(QLatin1String("tier")).toInt();
    const QJsonArray dates = tour.value(QLatin1String("dates")).toArray();
    if (!dates.isEmpty()) b.start = fromMs(dates.first());
    if (dates.size() > 1) b.end = fromMs(dates.at(1));
    b.defaultRoundId = o.value(QLatin1String("defaultRoundId")).toString();
    const QJsonArray rounds = roundsValue.toArray();
    for (qsizetype i = 0; i < rounds.size(); ++i) {
        const QJsonObject r = rounds.at(i).toObject();
        BroadcastRound round;
        if (auto missing = readRequiredStrings(r, round))
            return unexpected(QStringLiteral("rounds[%1].%2 is missing").arg(i).arg(*missing));
        round.ongoing = r.value(QLatin1String("ongoing")).toBool();
        round.finished = r.value(QLatin1String("finished")).toBool()
                         || r.value(QLatin1String("finishedAt")).isDouble();
        round.startsAt = fromMs(r.value(QLatin1String("startsAt")));
        b.rounds.push_back(std::move(round));
    }
    return b;
}

Expected<QList<Broadcast>, QString> parseBroadcasts(const QByteArray& ndjson)
{
    QList<Broadcast> out;
    int lineNumber = 0;
    for (const QByteArray& line : ndjson.split('\n')) {
        ++lineNumber;
        // Empty lines keep a stream alive; they carry nothing.
        if (line.trimmed().isEmpty()) continue;
        auto b = parseBroadcast(line);
        if (!b)
            return unexpected(
                QStringLiteral("line %1 of the answer: %2").arg(lineNumber).arg(b.error()));
        out.push_back(std::move(b).value());
    }
    return out;
}

std::optional<QString> broadcastRoundId(const QString& input)
{
    static const QRegularExpression id(QStringLiteral("^[A-Za-z0-9]{8}$"));
    const QString t = input.trimmed();
    if (id.match(t).hasMatch()) return t;
    const QUrl url(t);
    if (!url.isValid() || url.path().isEmpty()) return std::nullopt;
    QStringList parts = url.path().split(QLatin1Char('/'), Qt::SkipEmptyParts);
    if (!parts.isEmpty() && parts.last().endsWith(QLatin1String(".pgn"))) parts.last().chop(4);
    // /api/broadcast/round/ID(.pgn), /api/stream/broadcast/round/ID.pgn
    const qsizetype round = parts.indexOf(QStringLiteral("round"));
    if (round > 0 && parts.at(round - 1) == QLatin1String("broadcast") && round + 1 < parts.size()
        && id.match(parts.at(round + 1)).hasMatch())
        return parts.at(round + 1);
    // /broadcast/TOUR/ROUND/ID and /broadcast/TOUR/ROUND/ID/GAME (also under /api)
    const qsizetype broadcast = parts.indexOf(QStringLiteral("broadcast"));
    if (broadcast >= 0 && broadcast + 3 < parts.size()
        && id.match(parts.at(broadcast + 3)).hasMatch())
        return parts.at(broadcast + 3);
    return std::nullopt;
}

void listBroadcasts(Client& client, int count, std::function<void(Answer<QList<Broadcast>>)> done)
{
    QUrl url = serverUrl(client.settings().servers.lichess, QStringLiteral("/api/broadcast"));
    QUrlQuery q;
    q.addQueryItem(QStringLiteral("nb"), QString::number(count));
    url.setQuery(q);
    Request r;
    r.url = url;
    r.accept = QByteArrayLiteral("application/x-ndjson");
    r.finished = [done = std::move(done)](const std::optional<ServiceError>& error, int,
                                          const QByteArray& body) {
        done(answerOf(Service::Broadcasts, error, [&] { return parseBroadcasts(body); }));
    };
    client.queue(Service::Broadcasts)->enqueue(std::move(r));
}

BroadcastGameInfo broadcastGameInfo(const QByteArray& pgn)
{
    return readInfo(pgn).info;
}

QString broadcastGameKey(const QByteArray& pgn)
{
    const InfoReader r = readInfo(pgn);
    if (!r.gameUrl.isEmpty()) return r.gameUrl;
    // lichess's Site names the game (…/broadcast/TOUR/ROUND/ROUNDID/GAMEID).
    if (r.site.contains(QLatin1String("/broadcast/"))) return r.site;
    const BroadcastGameInfo& i = r.info;
    return QStringList{i.white, i.black, i.round, i.board}.join(QLatin1Char('\t'));
}

bool isWholeGame(const QByteArray& pgn)
{
    const QByteArray t = pgn.trimmed();
    return t.endsWith("1-0") || t.endsWith("0-1") || t.endsWith("1/2-1/2") || t.endsWith('*');
}

RoundGames::Merged RoundGames::merge(const QByteArray& pgn)
{
    const QByteArray game = pgn.trimmed();
    const QString key = broadcastGameKey(game);
    const qsizetype at = m_keys.indexOf(key);
    if (at < 0) {
        m_keys.push_back(key);
        m_games.push_back(game);
        return {int(m_games.size() - 1), Change::Added};
    }
    if (m_games[at] == game) return {int(at), Change::Unchanged};
    m_games[at] = game;
    return {int(at), Change::Updated};
}

void RoundGames::load(const QByteArray& text)
{
    for (const pgn::GameSpan& span : pgn::scanGames(view(text))) {
        const QByteArray game = text.mid(qsizetype(span.begin), qsizetype(span.end - span.begin));
        if (isWholeGame(game)) merge(game);
    }
}

QByteArray RoundGames::text() const
{
    QByteArray out;
    for (const QByteArray& g : m_games) out += g + "\n\n";
    return out;
}

bool RoundGames::allFinished() const
{
    return !m_games.isEmpty() && std::none_of(m_games.begin(), m_games.end(), [](const auto& g) {
        return g.endsWith('*');
    });
}

QList<QByteArray> takeStreamGames(QByteArray& buffer, bool final)
{
    QList<QByteArray> out;
    const std::vector<pgn::GameSpan> spans = pgn::scanGames(view(buffer));
    if (spans.empty()) {
        if (final) buffer.clear();
        return out;
    }
    qsizetype consumed = 0;
    for (std::size_t i = 0; i < spans.size(); ++i) {
        const auto begin = qsizetype(spans[i].begin), end = qsizetype(spans[i].end);
        const QByteArray game = buffer.mid(begin, end - begin);
        const bool last = i + 1 == spans.size();
        if (last && !final) {
            // The last game may still be coming: it is whole once a blank line follows its
            // termination marker.
            const QByteArray after = buffer.mid(end);
            if (!isWholeGame(game) || after.count('\n') < 2) break;
        }
        if (isWholeGame(game)) out.push_back(game);
        consumed = last ? buffer.size() : qsizetype(spans[i + 1].begin);
    }
    if (final)
        buffer.clear();
    else
        buffer.remove(0, consumed);
    return out;
}

// ---- BroadcastFollow

BroadcastFollow::BroadcastFollow(Client* client, FollowOptions options, QObject* parent)
    : QObject(parent)
    , m_client(client)
    , m_options(std::move(options))
    , m_retryTimer(new QTimer(this))
    , m_writeTimer(new QTimer(this))
{
    m_retryTimer->setSingleShot(true);
    connect(m_retryTimer, &QTimer::timeout, this, &BroadcastFollow::connectStream);
    m_writeTimer->setSingleShot(true);
    connect(m_writeTimer, &QTimer::timeout, this, &BroadcastFollow::writeFile);
}

BroadcastFollow::~BroadcastFollow()
{
    if (m_running) {
        ++m_generation;
        if (m_client) m_client->queue(Service::BroadcastStream)->cancelAll();
        if (m_dirty) writeFile();
    }
}

bool BroadcastFollow::start()
{
    m_error.reset();
    if (!m_options.file.isEmpty()) {
        QFile file(m_options.file);
        if (file.exists()) {
            if (!file.open(QIODevice::ReadOnly)) {
                m_error = ServiceError{
                    Service::BroadcastStream, ErrorKind::File, 0,
                    QStringLiteral("cannot read '%1': %2").arg(m_options.file, file.errorString())};
                return false;
            }
            m_games.load(file.readAll());
        }
    }
    m_running = true;
    m_finished = false;
    m_retryMs = m_options.firstRetryMs;
    connectStream();
    return true;
}

void BroadcastFollow::stop()
{
    if (!m_running) return;
    finish();
}

void BroadcastFollow::connectStream()
{
    if (!m_running || !m_client) return;
    QUrl url =
        serverUrl(m_client->settings().servers.lichess,
                  QStringLiteral("/api/stream/broadcast/round/%1.pgn").arg(m_options.roundId));
    QUrlQuery q;
    q.addQueryItem(QStringLiteral("clocks"), QStringLiteral("true"));
    q.addQueryItem(QStringLiteral("comments"), QStringLiteral("true"));
    url.setQuery(q);
    m_buffer.clear();
    m_streamed.clear();
    const int generation = ++m_generation;
    Request r;
    r.url = url;
    r.accept = QByteArrayLiteral("application/x-chess-pgn");
    r.onData = [this, generation](const QByteArray& chunk) {
        if (generation != m_generation) return false;
        onData(chunk);
        return true;
    };
    r.finished = [this, generation](std::optional<ServiceError> error, int, const QByteArray&) {
        if (generation != m_generation) return;
        onStreamEnd(std::move(error));
    };
    RequestQueue* queue = m_client->queue(Service::BroadcastStream);
    // A round can be quiet for minutes between moves: only a much longer silence counts as a
    // dead connection (and then costs a reconnection, which sends every game again).
    queue->setTimeout(10 * 60 * 1000);
    m_since.start();
    queue->enqueue(std::move(r));
}

void BroadcastFollow::onData(const QByteArray& chunk)
{
    if (!m_connected) {
        m_connected = true;
        emit streamConnected();
    }
    m_buffer += chunk;
    takeGames(false);
}

void BroadcastFollow::takeGames(bool final)
{
    for (const QByteArray& game : takeStreamGames(m_buffer, final)) {
        const RoundGames::Merged m = m_games.merge(game);
        m_streamed.insert(m.index);
        if (m.change == RoundGames::Change::Unchanged) continue;
        ++m_updates;
        m_dirty = true;
        if (m.change == RoundGames::Change::Added)
            emit gameAdded(m.index);
        else
            emit gameUpdated(m.index);
    }
    if (m_dirty) scheduleWrite();
}

void BroadcastFollow::onStreamEnd(std::optional<ServiceError> error)
{
    if (!m_running) return;
    const bool wasConnected = std::exchange(m_connected, false);
    if (error && error->kind == ErrorKind::Cancelled) return;
    // A game cut in the middle is not taken: the next connection sends it whole.
    takeGames(!error);
    // Over when every game the stream sent has its result (a file's other games do not count).
    const bool over =
        !m_streamed.isEmpty() && std::none_of(m_streamed.begin(), m_streamed.end(), [this](int i) {
            return m_games.games().at(i).endsWith('*');
        });
    if (!error && over) {
        m_finished = true;
        return finish();
    }
    const bool mendable = !error || error->kind == ErrorKind::Offline
                          || error->kind == ErrorKind::Cut || error->kind == ErrorKind::ServerError
                          || error->kind == ErrorKind::RateLimited;
    ServiceError e = error ? *error
                           : ServiceError{Service::BroadcastStream, ErrorKind::Cut, 200,
                                          QStringLiteral("the server ended the stream before the "
                                                         "round was over")};
    if (e.kind == ErrorKind::Cut)
        e.detail = QStringLiteral("round %1: %2; the %3 games received so far are kept")
                       .arg(m_options.roundId, e.detail)
                       .arg(m_games.size());
    if (e.kind == ErrorKind::NotFound)
        e.detail = QStringLiteral("no broadcast round '%1'").arg(m_options.roundId);
    m_error = e;
    if (!mendable) return finish();
    ++m_cuts;
    // A stream that ran a while starts the waits again; one cut again at once waits longer.
    if (wasConnected && m_since.elapsed() >= 30'000) m_retryMs = m_options.firstRetryMs;
    const int wait = m_retryMs;
    m_retryMs = std::min(m_retryMs * 2, m_options.longestRetryMs);
    emit streamCut(e, wait);
    m_retryTimer->start(wait);
}

void BroadcastFollow::scheduleWrite()
{
    if (m_options.file.isEmpty() || m_writeTimer->isActive()) return;
    m_writeTimer->start(m_options.writeDelayMs);
}

void BroadcastFollow::writeFile()
{
    m_writeTimer->stop();
    if (m_options.file.isEmpty() || !m_dirty) return;
    const QByteArray bytes = m_games.text();
    if (const auto error =
            io::saveFileAtomically(QFile::encodeName(m_options.file).toStdString(), view(bytes))) {
        m_error = ServiceError{Service::BroadcastStream, ErrorKind::File, 0,
                               QString::fromStdString(error->message)};
        if (m_running) finish();
        return;
    }
    m_dirty = false;
    emit fileWritten();
}

void BroadcastFollow::finish()
{
    if (!m_running) return;
    m_running = false;
    m_retryTimer->stop();
    ++m_generation; // the stream's callbacks are ignored from now on
    if (m_client) m_client->queue(Service::BroadcastStream)->cancelAll();
    m_connected = false;
    if (m_dirty) writeFile();
    emit finished();
}

} // namespace kibitz::online
