// SPDX-License-Identifier: GPL-3.0-or-later
#include "online/gameimport.h"

#include "io/atomic_file.h"
#include "pgn/gamespans.h"

#include <QFile>
#include <QFileInfo>
#include <QUrlQuery>

#include <string_view>
#include <utility>

namespace kibitz::online {

namespace {

// The tags an import looks at, of each game read.
struct Tags {
    QString site, link, white, black, utcDate, utcTime, endDate, timeControl;
};

// Each tag's field.
constexpr std::pair<std::string_view, QString Tags::*> TagFields[] = {
    {"Site", &Tags::site},       {"Link", &Tags::link},
    {"White", &Tags::white},     {"Black", &Tags::black},
    {"UTCDate", &Tags::utcDate}, {"UTCTime", &Tags::utcTime},
    {"EndDate", &Tags::endDate}, {"TimeControl", &Tags::timeControl},
};

class TagReader : public pgn::Visitor {
public:
    explicit TagReader(std::function<void(const Tags&)> onGame)
        : m_onGame(std::move(onGame))
    {}
    void beginGame(int) override { m_tags = {}; }
    void tag(std::string_view name, std::string_view value) override
    {
        for (const auto& [tag, field] : TagFields)
            if (name == tag) {
                m_tags.*field = QString::fromUtf8(value.data(), qsizetype(value.size()));
                return;
            }
    }
    pgn::Control endTags() override
    {
        m_onGame(m_tags);
        return pgn::Control::Skip;
    }

private:
    std::function<void(const Tags&)> m_onGame;
    Tags m_tags;
};

void readTags(const QByteArray& text, const std::function<void(const Tags&)>& onGame)
{
    TagReader reader(onGame);
    pgn::forEachGame(std::string_view(text.constData(), std::size_t(text.size())), reader,
                     [](const pgn::GameSpan&) { return true; });
}

bool isLichessGame(const Tags& t)
{
    return t.site.contains(QLatin1String("lichess.org/"));
}

bool isChessComGame(const Tags& t)
{
    return t.link.contains(QLatin1String("chess.com/"));
}

// UTCDate "2026.07.06" and UTCTime "22:34:04" (lichess and chess.com both write them).
QDateTime utcOf(const Tags& t)
{
    const QDate date = QDate::fromString(t.utcDate, QStringLiteral("yyyy.MM.dd"));
    if (!date.isValid()) return {};
    QTime time = QTime::fromString(t.utcTime, QStringLiteral("HH:mm:ss"));
    if (!time.isValid()) time = QTime(0, 0);
    return QDateTime(date, time, Qt::UTC);
}

// A game is whole when its movetext ends with a game termination marker (PGN standard 8.2.6).
bool isWhole(const QByteArray& game)
{
    const QByteArray t = game.trimmed();
    return t.endsWith("1-0") || t.endsWith("0-1") || t.endsWith("1/2-1/2") || t.endsWith('*');
}

// "…/games/2024/03" -> 2024-03-01.
QDate archiveMonth(const QString& archiveUrl)
{
    const QStringList parts = QUrl(archiveUrl).path().split(QLatin1Char('/'), Qt::SkipEmptyParts);
    if (parts.size() < 2) return {};
    return QDate(parts.at(parts.size() - 2).toInt(), parts.last().toInt(), 1);
}

ServiceError fileError(Service service, const QString& what)
{
    return ServiceError{service, ErrorKind::File, 0, what};
}

HeldGames heldIn(const QByteArray& text, const QString& user)
{
    HeldGames held;
    readTags(text, [&](const Tags& t) {
        ++held.games;
        const bool lichess = isLichessGame(t), chessCom = isChessComGame(t);
        if (lichess) held.keys.insert(t.site);
        if (chessCom) held.keys.insert(t.link);
        const bool mine = t.white.compare(user, Qt::CaseInsensitive) == 0
                          || t.black.compare(user, Qt::CaseInsensitive) == 0;
        if (!mine) return;
        const QDateTime when = utcOf(t);
        if (lichess && when.isValid()
            && (!held.newestLichess.isValid() || when > held.newestLichess))
            held.newestLichess = when;
        if (chessCom && when.isValid()
            && (!held.newestChessCom.isValid() || when > held.newestChessCom))
            held.newestChessCom = when;
    });
    return held;
}

} // namespace

Expected<HeldGames, QString> heldGames(const QString& path, const QString& user)
{
    QFile file(path);
    if (!file.exists()) return HeldGames{};
    if (!file.open(QIODevice::ReadOnly))
        return unexpected(QStringLiteral("cannot read '%1': %2").arg(path, file.errorString()));
    return heldIn(file.readAll(), user);
}

QString chessComTimeClass(const QString& timeControl)
{
    // Daily games: "1/86400" (a move per so many seconds).
    if (timeControl.contains(QLatin1Char('/'))) return QStringLiteral("daily");
    const QStringList parts = timeControl.split(QLatin1Char('+'));
    bool ok = false;
    const int base = parts.value(0).toInt(&ok);
    if (!ok) return {};
    const int increment = parts.value(1).toInt();
    // chess.com counts a game's expected length as base + 40 moves of increment.
    const int estimate = base + 40 * increment;
    if (estimate < 180) return QStringLiteral("bullet");
    if (estimate < 600) return QStringLiteral("blitz");
    return QStringLiteral("rapid");
}

GameImport::GameImport(Client* client, ImportOptions options, QObject* parent)
    : QObject(parent)
    , m_client(client)
    , m_options(std::move(options))
    , m_service(m_options.site == GameSite::Lichess ? Service::LichessGames
                                                    : Service::ChessComGames)
{}

GameImport::~GameImport() = default;

void GameImport::start()
{
    m_running = true;
    m_cancelled = false;
    m_error.reset();
    m_result = {};
    QByteArray old;
    QFile file(m_options.file);
    if (file.exists()) {
        if (!file.open(QIODevice::ReadOnly))
            return fail(fileError(
                m_service,
                QStringLiteral("cannot read '%1': %2").arg(m_options.file, file.errorString())));
        old = file.readAll();
        file.close();
    }
    m_held = heldIn(old, m_options.user);
    m_writer =
        std::make_unique<io::AtomicFileWriter>(QFile::encodeName(m_options.file).toStdString());
    auto error = m_writer->open();
    if (!error) error = m_writer->write(std::string_view(old.constData(), std::size_t(old.size())));
    // Games are separated by a blank line; the old file may end without one.
    if (!error && !old.isEmpty() && !old.endsWith("\n\n"))
        error = m_writer->write(old.endsWith('\n') ? "\n" : "\n\n");
    if (error) {
        m_writer.reset();
        return fail(fileError(m_service, QString::fromStdString(error->message)));
    }
    if (m_options.site == GameSite::Lichess)
        startLichess();
    else
        startChessCom();
}

void GameImport::cancel()
{
    if (!m_running) return;
    m_cancelled = true;
    m_client->queue(m_service)->cancelAll();
}

QDateTime GameImport::startFrom(const QDateTime& newestHeld)
{
    QDateTime since = m_options.since;
    if (newestHeld.isValid() && (!since.isValid() || newestHeld > since)) {
        since = newestHeld;
        m_result.incremental = true;
    }
    m_result.since = since;
    return since;
}

void GameImport::startLichess()
{
    // The newest game held is asked for again (lichess's since is inclusive) and then skipped
    // as a duplicate: games that began in the same second are not lost.
    const QDateTime since = startFrom(m_held.newestLichess);
    QUrlQuery q;
    // Oldest first: an import cut short keeps the older games, and the next continues.
    q.addQueryItem(QStringLiteral("sort"), QStringLiteral("dateAsc"));
    q.addQueryItem(QStringLiteral("clocks"), QStringLiteral("true"));
    q.addQueryItem(QStringLiteral("evals"), QStringLiteral("true"));
    q.addQueryItem(QStringLiteral("opening"), QStringLiteral("true"));
    if (since.isValid())
        q.addQueryItem(QStringLiteral("since"), QString::number(since.toMSecsSinceEpoch()));
    if (m_options.until.isValid())
        q.addQueryItem(QStringLiteral("until"),
                       QString::number(m_options.until.toMSecsSinceEpoch()));
    if (m_options.max > 0)
        q.addQueryItem(QStringLiteral("max"),
                       QString::number(m_options.max + (m_result.incremental ? 1 : 0)));
    if (!m_options.perfTypes.isEmpty())
        q.addQueryItem(QStringLiteral("perfType"), m_options.perfTypes.join(QLatin1Char(',')));
    if (m_options.ratedOnly) q.addQueryItem(QStringLiteral("rated"), QStringLiteral("true"));
    QUrl url = serverUrl(m_client->settings().servers.lichess,
                         QStringLiteral("/api/games/user/") + m_options.user);
    url.setQuery(q);
    m_stage = QStringLiteral("lichess");
    Request r;
    r.url = url;
    r.accept = QByteArrayLiteral("application/x-chess-pgn");
    r.onData = [this](const QByteArray& chunk) {
        if (!m_running) return false;
        m_buffer += chunk;
        takeGames(false);
        return !m_cancelled && !reachedMax();
    };
    r.finished = [this](std::optional<ServiceError> error, int, const QByteArray&) {
        if (!m_running) return;
        if (error && error->kind == ErrorKind::Cancelled && reachedMax() && !m_cancelled)
            return done();
        if (error && error->kind == ErrorKind::Cut)
            error->detail = QStringLiteral("the answer broke off (%1) after %2 whole games; those "
                                           "are kept")
                                .arg(error->detail)
                                .arg(m_result.added);
        if (error) return fail(*error);
        takeGames(true);
        if (!m_error) done();
    };
    m_client->queue(m_service)->enqueue(std::move(r));
}

void GameImport::startChessCom()
{
    const QDateTime since = startFrom(m_held.newestChessCom);
    m_stage = QStringLiteral("archives");
    Request r;
    r.url = serverUrl(m_client->settings().servers.chessCom,
                      QStringLiteral("/pub/player/") + m_options.user.toLower()
                          + QStringLiteral("/games/archives"));
    r.finished = [this, since](std::optional<ServiceError> error, int, const QByteArray& body) {
        if (error) {
            if (error->kind == ErrorKind::NotFound)
                error->detail = QStringLiteral("no player named '%1'").arg(m_options.user);
            return fail(*error);
        }
        auto archives = parseArchives(body);
        if (!archives)
            return fail(ServiceError{m_service, ErrorKind::BadAnswer, 200, archives.error()});
        const QDate first =
            since.isValid() ? QDate(since.date().year(), since.date().month(), 1) : QDate();
        const QDate last = m_options.until.isValid() ? m_options.until.date() : QDate();
        for (const QString& archive : archives.value()) {
            const QDate month = archiveMonth(archive);
            if (!month.isValid()) continue;
            if (first.isValid() && month < first) continue;
            if (last.isValid() && month > last) continue;
            m_months.push_back(archive);
        }
        nextMonth();
    };
    m_client->queue(m_service)->enqueue(std::move(r));
}

void GameImport::nextMonth()
{
    if (m_cancelled || reachedMax() || m_months.isEmpty()) return done();
    const QString archive = m_months.takeFirst();
    const QDate month = archiveMonth(archive);
    m_stage = month.toString(QStringLiteral("yyyy/MM"));
    emit progress(m_result.added, m_stage);
    Request r;
    // The archive's path on the configured server (chess.com's own, or a test server).
    r.url = serverUrl(m_client->settings().servers.chessCom,
                      QUrl(archive).path() + QStringLiteral("/pgn"));
    r.accept = QByteArrayLiteral("application/x-chess-pgn");
    r.finished = [this](std::optional<ServiceError> error, int, const QByteArray& body) {
        if (error) return fail(*error);
        m_buffer = body;
        takeGames(true);
        if (!m_error) nextMonth();
    };
    m_client->queue(m_service)->enqueue(std::move(r));
}

void GameImport::takeGames(bool final)
{
    if (!m_running) return;
    const std::vector<pgn::GameSpan> spans =
        pgn::scanGames(std::string_view(m_buffer.constData(), std::size_t(m_buffer.size())));
    // While the answer streams, its last game may not be whole yet.
    const std::size_t whole = final || spans.empty() ? spans.size() : spans.size() - 1;
    const int before = m_result.added;
    for (std::size_t i = 0; i < whole && !m_error; ++i) {
        const QByteArray game =
            m_buffer.mid(qsizetype(spans[i].begin), qsizetype(spans[i].end - spans[i].begin));
        if (isWhole(game)) {
            addGame(game);
        } else if (final && i + 1 == spans.size()) {
            fail(ServiceError{m_service, ErrorKind::Cut, 0,
                              QStringLiteral("the answer broke off in the middle of a game, "
                                             "after %1 whole games; those are kept")
                                  .arg(m_result.added)});
            return;
        } else {
            ++m_result.skipped;
        }
    }
    if (final || spans.empty())
        m_buffer.clear();
    else
        m_buffer.remove(0, qsizetype(spans.back().begin));
    if (m_result.added != before || final) emit progress(m_result.added, m_stage);
}

void GameImport::addGame(const QByteArray& game)
{
    if (reachedMax()) return;
    Tags tags;
    readTags(game, [&](const Tags& t) { tags = t; });
    const QString key = m_options.site == GameSite::Lichess ? tags.site : tags.link;
    if (!key.isEmpty() && m_held.keys.contains(key)) {
        ++m_result.duplicates;
        return;
    }
    if (m_options.site == GameSite::ChessCom) {
        // chess.com's archives are whole months: the dates and time classes are ours to filter.
        const QDateTime when = utcOf(tags);
        const bool early = m_options.since.isValid() && when.isValid() && when < m_options.since;
        const bool late = m_options.until.isValid() && when.isValid() && when > m_options.until;
        const bool otherClass = !m_options.perfTypes.isEmpty()
                                && !m_options.perfTypes.contains(
                                    chessComTimeClass(tags.timeControl), Qt::CaseInsensitive);
        if (early || late || otherClass) {
            ++m_result.skipped;
            return;
        }
    }
    auto error = m_writer->write(std::string_view(game.constData(), std::size_t(game.size())));
    if (!error) error = m_writer->write("\n\n");
    if (error) return fail(fileError(m_service, QString::fromStdString(error->message)));
    if (!key.isEmpty()) m_held.keys.insert(key);
    ++m_result.added;
}

void GameImport::fail(ServiceError error)
{
    if (!m_error) m_error = std::move(error);
    if (m_error->kind == ErrorKind::Cancelled && m_result.added > 0)
        m_error->detail =
            QStringLiteral("cancelled after %1 games; those are kept").arg(m_result.added);
    done();
}

void GameImport::done()
{
    if (!m_running) return;
    m_running = false;
    if (m_writer) {
        // Whole games are kept even when the answer failed later; a file that did not exist is
        // created (perhaps empty) only when nothing went wrong; an old file with nothing new
        // is left alone.
        const bool keep = m_result.added > 0 || (!m_error && !QFileInfo::exists(m_options.file));
        if (keep) {
            if (const auto error = m_writer->commit(); error && !m_error)
                m_error = fileError(m_service, QString::fromStdString(error->message));
        }
        m_writer.reset();
    }
    emit finished();
}

} // namespace kibitz::online
