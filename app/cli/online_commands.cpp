// SPDX-License-Identifier: GPL-3.0-or-later
// kibitz-cli online: lichess and chess.com from the command line (core/online): a player's
// games into a PGN file, the opening explorer, the 7-piece tablebase and cloud evaluations.
// Running the command is the user's consent to go online; nothing else in kibitz-cli does.

#include "commands.h"
#include "json.h"
#include "online_common.h"

#include "base/enumtext.h"

#include "chess/fen.h"
#include "chess/notation.h"
#include "io/userfolders_qt.h"
#include "online/client.h"
#include "online/gameimport.h"

#include <QCoreApplication>
#include <QDateTime>
#include <QProcessEnvironment>

#include <array>
#include <cstdio>
#include <functional>
#include <memory>

namespace kibitz::cli {

std::optional<Common> readCommon(Args& args, std::optional<UsageError>& usage,
                                 const std::string& who)
{
    Common c;
    const auto server = args.option("--server", usage);
    const auto token = args.option("--token", usage);
    c.json = args.flag("--json");
    if (usage) return std::nullopt;
    if (server) {
        const QUrl url(QString::fromStdString(*server), QUrl::StrictMode);
        if (!url.isValid()
            || (url.scheme() != QLatin1String("http") && url.scheme() != QLatin1String("https"))) {
            usage = UsageError{who + ": --server: '" + *server + "' is not an http(s) URL"};
            return std::nullopt;
        }
        c.settings.servers = online::Servers::allAt(url);
    }
    c.settings.token = token ? QString::fromStdString(*token)
                             : QProcessEnvironment::systemEnvironment().value(
                                 QStringLiteral("KIBITZ_LICHESS_TOKEN"));
    c.settings.cacheFolder = io::userFilePath(io::UserFolder::Cache, QStringLiteral("online"));
    return c;
}

// Runs fn in a Qt event loop until it calls the quit callback.
int runLoop(const std::function<void(online::Client&, const std::function<void(int)>&)>& fn,
            const online::ClientSettings& settings)
{
    static int argc = 1;
    static char name[] = "kibitz-cli";
    static char* argv[] = {name, nullptr};
    QCoreApplication app(argc, argv);
    online::Client client(settings);
    QObject::connect(
        &client, &online::Client::rateLimited, &app, [](online::Service service, int waitMs) {
            std::fprintf(stderr,
                         "kibitz-cli: %s: the server asks to slow down (HTTP 429); "
                         "waiting %d s\n",
                         online::serviceName(service).toUtf8().constData(), waitMs / 1000);
        });
    int status = 0;
    fn(client, [&](int s) {
        status = s;
        QCoreApplication::exit(s);
    });
    if (client.pending() > 0) QCoreApplication::exec();
    return status;
}

int reportError(const online::ServiceError& error, bool json)
{
    if (json) {
        JsonWriter w;
        w.beginObject()
            .field("error", error.message().toStdString())
            .field("service", online::serviceName(error.service).toStdString())
            .field("httpStatus", error.httpStatus)
            .endObject()
            .print();
    }
    std::fprintf(stderr, "kibitz-cli: %s\n", error.message().toUtf8().constData());
    return 1;
}

namespace {

std::string utf8(const QString& s)
{
    return s.toStdString();
}

// "2024-03-01" or "2024.03.01" as the start (or, endOfDay, the end) of that day in UTC.
std::optional<QDateTime> readDate(const std::optional<std::string>& text, bool endOfDay,
                                  std::optional<UsageError>& usage, const std::string& what)
{
    if (!text || usage) return std::nullopt;
    QString t = QString::fromStdString(*text);
    t.replace(QLatin1Char('.'), QLatin1Char('-'));
    const QDate date = QDate::fromString(t, Qt::ISODate);
    if (!date.isValid()) {
        usage = UsageError{what + ": '" + *text + "' is not a date (YYYY-MM-DD)"};
        return std::nullopt;
    }
    return endOfDay ? QDateTime(date, QTime(23, 59, 59, 999), Qt::UTC)
                    : QDateTime(date, QTime(0, 0), Qt::UTC);
}

QStringList commaList(const std::optional<std::string>& text)
{
    if (!text) return {};
    return QString::fromStdString(*text).split(QLatin1Char(','), Qt::SkipEmptyParts);
}

// The sites `online games` reads from, by the words that name them.
constexpr auto SiteWords = std::to_array<EnumText<online::GameSite>>(
    {{online::GameSite::Lichess, "lichess"}, {online::GameSite::ChessCom, "chesscom"}});

int gamesCommand(Args& args, std::optional<UsageError>& usage)
{
    const std::string who = "online games";
    const std::string siteWord = args.takeSubcommand();
    const auto site = valueOf(SiteWords, siteWord);
    auto common = readCommon(args, usage, who);
    const auto out = args.option("-o", usage);
    const auto sinceText = args.option("--since", usage);
    const auto untilText = args.option("--until", usage);
    const auto max = args.integer("--max", 1, 1'000'000'000, usage);
    const auto perf = args.option("--perf", usage);
    const bool rated = args.flag("--rated");
    const auto rest = args.positionals(usage);
    if (!usage && !site) usage = UsageError{who + ": say lichess or chesscom"};
    if (!usage && rest.size() != 1) usage = UsageError{who + ": give one user name"};
    if (!usage && !out) usage = UsageError{who + ": -o FILE.pgn is required"};
    if (!usage && rated && site == online::GameSite::ChessCom)
        usage = UsageError{who + ": --rated: chess.com's PGN does not say which games are rated"};
    const auto since = readDate(sinceText, false, usage, who + ": --since");
    const auto until = readDate(untilText, true, usage, who + ": --until");
    if (usage) return 2;

    online::ImportOptions options;
    options.site = *site;
    options.user = QString::fromStdString(rest[0]);
    options.file = QString::fromStdString(*out);
    if (since) options.since = *since;
    if (until) options.until = *until;
    options.max = max ? int(*max) : 0;
    options.perfTypes = commaList(perf);
    options.ratedOnly = rated;
    const bool json = common->json;
    return runLoop(
        [&](online::Client& client, const std::function<void(int)>& quit) {
            auto* import = new online::GameImport(&client, options, &client);
            QObject::connect(import, &online::GameImport::progress, import,
                             [json](int added, const QString& stage) {
                                 if (!json)
                                     std::fprintf(stderr, "\r%s: %d games",
                                                  stage.toUtf8().constData(), added);
                             });
            QObject::connect(import, &online::GameImport::finished, import, [=] {
                const online::ImportResult& r = import->result();
                if (!json) std::fprintf(stderr, "\n");
                if (json) {
                    JsonWriter w;
                    w.beginObject()
                        .field("file", *out)
                        .field("site", siteWord)
                        .field("user", rest[0])
                        .field("added", r.added)
                        .field("duplicates", r.duplicates)
                        .field("skipped", r.skipped)
                        .field("incremental", r.incremental);
                    if (r.since.isValid()) w.field("since", utf8(r.since.toString(Qt::ISODate)));
                    if (import->error()) w.field("error", utf8(import->error()->message()));
                    w.endObject().print();
                } else {
                    std::printf("%d new games in %s (%d already there, %d left out)%s\n", r.added,
                                out->c_str(), r.duplicates, r.skipped,
                                r.incremental ? utf8(QStringLiteral(", since ")
                                                     + r.since.toString(Qt::ISODate))
                                                    .c_str()
                                              : "");
                }
                if (import->error())
                    std::fprintf(stderr, "kibitz-cli: %s\n",
                                 import->error()->message().toUtf8().constData());
                quit(import->error() ? 1 : 0);
            });
            import->start();
        },
        common->settings);
}

void writeExplorerGame(JsonWriter& w, const online::ExplorerGame& g)
{
    w.beginObject().field("id", utf8(g.id));
    if (!g.uci.isEmpty()) w.field("uci", utf8(g.uci));
    w.field("white", utf8(g.white))
        .field("whiteRating", g.whiteRating)
        .field("black", utf8(g.black))
        .field("blackRating", g.blackRating)
        .field("winner", utf8(g.winner))
        .field("year", g.year);
    if (!g.speed.isEmpty()) w.field("speed", utf8(g.speed));
    w.endObject();
}

std::string percent(qint64 part, qint64 total)
{
    char buf[16];
    std::snprintf(buf, sizeof buf, "%5.1f%%", total ? 100.0 * double(part) / double(total) : 0.0);
    return buf;
}

int explorerCommand(Args& args, std::optional<UsageError>& usage)
{
    const std::string who = "online explorer";
    const std::string sourceWord = args.takeSubcommand();
    const auto source = valueOf(online::ExplorerSourceWords, sourceWord);
    auto common = readCommon(args, usage, who);
    const auto player = args.option("--player", usage);
    const auto color = args.option("--color", usage);
    const auto speeds = args.option("--speeds", usage);
    const auto ratings = args.option("--ratings", usage);
    const auto count = args.integer("--max-moves", 1, 100, usage);
    const auto pos = readTarget(args, usage, who);
    args.positionals(usage);
    if (!usage && !source) usage = UsageError{who + ": say masters, lichess or player"};
    if (!usage && source == online::ExplorerSource::Player && !player)
        usage = UsageError{who + ": player: --player USER is required"};
    if (!usage && color && *color != "white" && *color != "black")
        usage = UsageError{who + ": --color: white or black"};
    if (usage) return 2;

    online::ExplorerQuery query;
    query.source = *source;
    query.fen = QString::fromStdString(chess::toFen(*pos));
    if (player) query.player = QString::fromStdString(*player);
    // A player's games by colour: the side to move unless --color says.
    query.color = color ? QString::fromStdString(*color)
                        : (pos->sideToMove() == chess::Color::White ? QStringLiteral("white")
                                                                    : QStringLiteral("black"));
    query.speeds = commaList(speeds);
    for (const QString& r : commaList(ratings)) query.ratings.push_back(r.toInt());
    if (count) query.moves = int(*count);
    const bool json = common->json;
    const chess::Position position = *pos;
    return runLoop(
        [&](online::Client& client, const std::function<void(int)>& quit) {
            client.explorer(query, [=](online::Answer<online::ExplorerAnswer> answer) {
                if (!answer) return quit(reportError(answer.error(), json));
                const online::ExplorerAnswer& a = answer.value();
                const qint64 total = a.white + a.draws + a.black;
                if (json) {
                    JsonWriter w;
                    w.beginObject()
                        .field("source", sourceWord)
                        .field("fen", utf8(query.fen))
                        .field("white", std::int64_t(a.white))
                        .field("draws", std::int64_t(a.draws))
                        .field("black", std::int64_t(a.black));
                    if (!a.opening.isEmpty())
                        w.field("eco", utf8(a.eco)).field("opening", utf8(a.opening));
                    w.key("moves").beginArray();
                    for (const online::ExplorerMove& m : a.moves) {
                        w.beginObject()
                            .field("uci", utf8(m.uci))
                            .field("san", utf8(m.san))
                            .field("games", std::int64_t(m.games()))
                            .field("white", std::int64_t(m.white))
                            .field("draws", std::int64_t(m.draws))
                            .field("black", std::int64_t(m.black))
                            .field("averageRating", m.averageRating);
                        if (m.performance) w.field("performance", *m.performance);
                        w.endObject();
                    }
                    w.endArray().key("topGames").beginArray();
                    for (const online::ExplorerGame& g : a.topGames) writeExplorerGame(w, g);
                    w.endArray().key("recentGames").beginArray();
                    for (const online::ExplorerGame& g : a.recentGames) writeExplorerGame(w, g);
                    w.endArray().endObject().print();
                    return quit(0);
                }
                std::printf("%s explorer, %s: %lld games%s\n", sourceWord.c_str(),
                            chess::toFen(position).c_str(), static_cast<long long>(total),
                            a.opening.isEmpty()
                                ? ""
                                : utf8(QStringLiteral(" (") + a.eco + QLatin1Char(' ') + a.opening
                                       + QLatin1Char(')'))
                                      .c_str());
                std::printf("%-8s %10s %7s %7s %7s %6s\n", "move", "games", "white", "draw",
                            "black", "rating");
                for (const online::ExplorerMove& m : a.moves)
                    std::printf("%-8s %10lld %7s %7s %7s %6d\n", utf8(m.san).c_str(),
                                static_cast<long long>(m.games()),
                                percent(m.white, m.games()).c_str(),
                                percent(m.draws, m.games()).c_str(),
                                percent(m.black, m.games()).c_str(), m.averageRating);
                const auto& games = a.topGames.isEmpty() ? a.recentGames : a.topGames;
                for (const online::ExplorerGame& g : games)
                    std::printf("  %s  %s (%d) - %s (%d), %d, %s\n", utf8(g.id).c_str(),
                                utf8(g.white).c_str(), g.whiteRating, utf8(g.black).c_str(),
                                g.blackRating, g.year,
                                g.winner.isEmpty()
                                    ? "draw"
                                    : utf8(g.winner + QStringLiteral(" won")).c_str());
                quit(0);
            });
        },
        common->settings);
}

int tablebaseCommand(Args& args, std::optional<UsageError>& usage)
{
    const std::string who = "online tablebase";
    auto common = readCommon(args, usage, who);
    const auto pos = readTarget(args, usage, who);
    args.positionals(usage);
    if (usage) return 2;
    const QString fenText = QString::fromStdString(chess::toFen(*pos));
    const bool json = common->json;
    return runLoop(
        [&](online::Client& client, const std::function<void(int)>& quit) {
            client.tablebase(fenText, [=](online::Answer<online::TablebaseAnswer> answer) {
                if (!answer) return quit(reportError(answer.error(), json));
                const online::TablebaseAnswer& a = answer.value();
                if (json) {
                    JsonWriter w;
                    w.beginObject()
                        .field("fen", utf8(fenText))
                        .field("source", "online")
                        .field("available", a.known())
                        .field("category", utf8(a.category));
                    if (a.dtz) w.field("dtz", *a.dtz);
                    if (a.dtm) w.field("dtm", *a.dtm);
                    w.field("checkmate", a.checkmate).field("stalemate", a.stalemate);
                    w.key("moves").beginArray();
                    for (const online::TablebaseMove& m : a.moves) {
                        w.beginObject()
                            .field("uci", utf8(m.uci))
                            .field("san", utf8(m.san))
                            .field("category", utf8(m.category))
                            .field("result", utf8(online::flipCategory(m.category)));
                        if (m.dtz) w.field("dtz", *m.dtz);
                        if (m.dtm) w.field("dtm", *m.dtm);
                        w.field("zeroing", m.zeroing).endObject();
                    }
                    w.endArray().endObject().print();
                    return quit(0);
                }
                std::printf("%s: %s (online)%s%s\n", utf8(fenText).c_str(),
                            utf8(a.category).c_str(),
                            a.dtz ? utf8(QStringLiteral(", DTZ %1").arg(*a.dtz)).c_str() : "",
                            a.dtm ? utf8(QStringLiteral(", DTM %1").arg(*a.dtm)).c_str() : "");
                // A move's category is the opponent's after it: printed for the mover.
                for (const online::TablebaseMove& m : a.moves)
                    std::printf("  %-8s %-14s%s%s\n", utf8(m.san).c_str(),
                                utf8(online::flipCategory(m.category)).c_str(),
                                m.dtz ? utf8(QStringLiteral(" DTZ %1").arg(-*m.dtz)).c_str() : "",
                                m.dtm ? utf8(QStringLiteral(" DTM %1").arg(-*m.dtm)).c_str() : "");
                quit(0);
            });
        },
        common->settings);
}

int evalCommand(Args& args, std::optional<UsageError>& usage)
{
    const std::string who = "online eval";
    auto common = readCommon(args, usage, who);
    const auto multipv = args.integer("--multipv", 1, 5, usage);
    const auto pos = readTarget(args, usage, who);
    args.positionals(usage);
    if (usage) return 2;
    const QString fenText = QString::fromStdString(chess::toFen(*pos));
    const bool json = common->json;
    const chess::Position position = *pos;
    return runLoop(
        [&](online::Client& client, const std::function<void(int)>& quit) {
            client.cloudEval(fenText, multipv ? int(*multipv) : 1,
                             [=](online::Answer<std::optional<online::CloudEvalAnswer>> answer) {
                                 if (!answer) return quit(reportError(answer.error(), json));
                                 const auto& a = answer.value();
                                 if (json) {
                                     JsonWriter w;
                                     w.beginObject()
                                         .field("fen", utf8(fenText))
                                         .field("source", "lichess cloud")
                                         .field("available", a.has_value());
                                     if (a) {
                                         w.field("depth", a->depth)
                                             .field("knodes", std::int64_t(a->knodes))
                                             .key("lines")
                                             .beginArray();
                                         for (const online::CloudLine& l : a->lines) {
                                             w.beginObject();
                                             if (l.cp) w.field("cp", *l.cp);
                                             if (l.mate) w.field("mate", *l.mate);
                                             w.field("uci", utf8(l.moves.join(QLatin1Char(' '))));
                                             w.endObject();
                                         }
                                         w.endArray();
                                     }
                                     w.endObject().print();
                                     return quit(0);
                                 }
                                 if (!a) {
                                     std::printf("no cloud evaluation of %s\n",
                                                 utf8(fenText).c_str());
                                     return quit(0);
                                 }
                                 std::printf("lichess cloud evaluation, depth %d, %lld knodes\n",
                                             a->depth, static_cast<long long>(a->knodes));
                                 for (const online::CloudLine& l : a->lines) {
                                     // The line in SAN, from the position; a move that is not legal
                                     // ends it.
                                     chess::Position p = position;
                                     std::string san;
                                     for (const QString& uci : l.moves) {
                                         auto m = chess::parseUci(p, uci.toStdString());
                                         if (!m) break;
                                         if (!san.empty()) san += ' ';
                                         san += chess::toSan(p, *m);
                                         p.play(*m);
                                     }
                                     const std::string score =
                                         utf8(l.mate ? QStringLiteral("#%1").arg(*l.mate)
                                                     : QString::asprintf("%+.2f", *l.cp / 100.0));
                                     std::printf("  %7s  %s\n", score.c_str(), san.c_str());
                                 }
                                 quit(0);
                             });
        },
        common->settings);
}

} // namespace

int onlineCommand(Args& args, std::optional<UsageError>& usage)
{
    return runSubcommand(args, usage, "online",
                         {{"games", gamesCommand},
                          {"explorer", explorerCommand},
                          {"tablebase", tablebaseCommand},
                          {"eval", evalCommand},
                          {"broadcast", broadcastCommand}},
                         "games, explorer, tablebase, eval or broadcast");
}

} // namespace kibitz::cli
