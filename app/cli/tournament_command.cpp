// SPDX-License-Identifier: GPL-3.0-or-later
// kibitz-cli tournament: a round robin or a gauntlet between engines through play::Tournament
// (the same event the workbench runs), N games at once, its state saved after every game so
// that --resume goes on after a kill. Prints each finished game and, at the end, the
// crosstable: score, games, Elo difference with its 95% error per engine and per pair.
// Flags follow cutechess-cli's meaning where it has one (-rounds, -concurrency, -openings
// order=random, -resign movecount/score, -draw movenumber/movecount/score, -maxmoves, -tb,
// -sprt elo0/elo1/alpha/beta).

#include "commands.h"
#include "json.h"

#include "book/polyglot.h"
#include "engine/launcher.h"
#include "io/datadirs.h"
#include "play/openings.h"
#include "play/tournament.h"

#include <QCoreApplication>
#include <QFileInfo>

#include <algorithm>
#include <chrono>
#include <cmath>
#include <cstdio>
#include <cstdlib>
#include <numeric>
#include <random>

namespace kibitz::cli {

namespace {

std::string errorText(double v)
{
    if (std::isinf(v)) return "inf";
    char buf[32];
    std::snprintf(buf, sizeof buf, "%.1f", v);
    return buf;
}

// --engine NAME|PATH, or cutechess's key=value form joined by commas:
// cmd=PATH,name=NAME,arg=ARG,...,proto=uci|xboard,tc=TC,ponder=true|false,option.NAME=VALUE,
// and for XBoard engines random=true|false, nps=N.
std::optional<play::TournamentEngine>
parseEngine(const std::string& text, const engine::EngineCatalogue& catalogue, std::string& error)
{
    const bool keyed = text.rfind("cmd=", 0) == 0 || text.rfind("name=", 0) == 0;
    if (!keyed) {
        const auto spec = catalogue.resolve(QString::fromStdString(text));
        if (!spec) {
            error = "no engine '" + text + "' in the engine list, on PATH or in /usr/games";
            return std::nullopt;
        }
        return play::TournamentEngine{
            spec->name, engine::commandOf(*spec), spec->options, std::nullopt, false, {}};
    }
    play::TournamentEngine e;
    std::optional<std::string> cmd, name, proto;
    QStringList arguments;
    for (std::size_t from = 0; from <= text.size();) {
        const std::size_t to = std::min(text.find(',', from), text.size());
        const std::string part = text.substr(from, to - from);
        from = to + 1;
        const std::size_t eq = part.find('=');
        if (eq == std::string::npos) {
            error = "'" + part + "' is not KEY=VALUE";
            return std::nullopt;
        }
        const std::string key = part.substr(0, eq), value = part.substr(eq + 1);
        if (key == "cmd") {
            cmd = value;
        } else if (key == "name") {
            name = value;
        } else if (key == "arg") {
            arguments << QString::fromStdString(value);
        } else if (key == "proto") {
            if (value != "uci" && value != "xboard") {
                error = "proto: '" + value + "' is not uci or xboard";
                return std::nullopt;
            }
            proto = value;
        } else if (key == "tc") {
            const auto tc = play::TimeControl::parse(value);
            if (!tc) {
                error = "tc: " + tc.error().toString();
                return std::nullopt;
            }
            e.tc = *tc;
        } else if (key == "ponder") {
            if (value != "true" && value != "false") {
                error = "ponder: '" + value + "' is not true or false";
                return std::nullopt;
            }
            e.ponder = value == "true";
        } else if (key == "random") {
            if (value != "true" && value != "false") {
                error = "random: '" + value + "' is not true or false";
                return std::nullopt;
            }
            e.xboard.random = value == "true";
        } else if (key == "nps") {
            char* end = nullptr;
            const long long nps = std::strtoll(value.c_str(), &end, 10);
            if (value.empty() || *end != '\0' || nps <= 0) {
                error = "nps: '" + value + "' is not a positive whole number";
                return std::nullopt;
            }
            e.xboard.nps = nps;
        } else if (key.rfind("option.", 0) == 0) {
            e.options.insert(QString::fromStdString(key.substr(7)), QString::fromStdString(value));
        } else {
            error = "unknown key '" + key
                    + "' (cmd, name, arg, proto, tc, ponder, random, nps, option.NAME)";
            return std::nullopt;
        }
        if (to == text.size()) break;
    }
    if (!cmd) {
        error = "'" + text + "' has no cmd=";
        return std::nullopt;
    }
    const auto spec = catalogue.resolve(QString::fromStdString(*cmd));
    if (!spec) {
        error = "no engine '" + *cmd + "' in the engine list, on PATH or in /usr/games";
        return std::nullopt;
    }
    e.name = name ? QString::fromStdString(*name) : spec->name;
    e.command = engine::commandOf(*spec);
    if (!arguments.isEmpty()) e.command.arguments = arguments;
    if (proto)
        e.command.protocol = *proto == "uci" ? engine::Protocol::Uci : engine::Protocol::XBoard;
    for (auto it = spec->options.begin(); it != spec->options.end(); ++it)
        if (!e.options.contains(it.key())) e.options.insert(it.key(), it.value());
    return e;
}

} // namespace

int tournamentCommand(Args& args, std::optional<UsageError>& usage)
{
    const std::vector<std::string> engineTexts = args.options("--engine", usage);
    const bool gauntlet = args.flag("--gauntlet");
    const auto rounds = args.integer("--rounds", 1, 1000000, usage);
    const auto tcText = args.option("--tc", usage);
    const auto concurrency = args.integer("--concurrency", 1, 256, usage);
    const auto openingsPath = args.option("--openings", usage);
    const auto openingsOrder = args.option("--openings-order", usage);
    const auto bookPath = args.option("--book", usage);
    const auto bookDepth = args.integer("--book-depth", 1, 100, usage);
    const auto seedOption = args.integer("--seed", 0, (1LL << 62), usage);
    const auto sprtText = args.option("--sprt", usage);
    const auto tbText = args.option("--adjudicate-tb", usage);
    const auto resignScore = args.integer("--resign-score", 1, 100000, usage);
    const auto resignMoves = args.integer("--resign-moves", 1, 1000, usage);
    const auto drawScore = args.integer("--draw-score", 0, 100000, usage);
    const auto drawMoves = args.integer("--draw-moves", 1, 1000, usage);
    const auto drawAfter = args.integer("--draw-after", 0, 10000, usage);
    const auto maxMoves = args.integer("--max-moves", 1, 100000, usage);
    const auto hangSeconds = args.integer("--hang-timeout", 1, 100000, usage);
    const auto out = args.option("-o", usage);
    const auto statePath = args.option("--state", usage);
    const bool resume = args.flag("--resume");
    const bool json = args.flag("--json");
    const auto rest = args.positionals(usage);
    auto fail = [&](const std::string& message) {
        if (!usage) usage = UsageError{"tournament: " + message};
    };
    if (!rest.empty()) fail("unexpected argument '" + rest[0] + "'");
    if (engineTexts.size() < 2)
        fail("give two engines or more (--engine A --engine B ...), not "
             + std::to_string(engineTexts.size()));
    if (!out) fail("give the output file: -o OUT.pgn");
    if (openingsPath && bookPath) fail("--openings and --book exclude each other");
    if (openingsOrder && *openingsOrder != "sequential" && *openingsOrder != "random")
        fail("--openings-order: '" + *openingsOrder + "' is not sequential or random");
    if (resignScore.has_value() != resignMoves.has_value())
        fail("--resign-score and --resign-moves go together");
    if (drawScore.has_value() != drawMoves.has_value())
        fail("--draw-score and --draw-moves go together");

    play::TournamentSettings settings;
    settings.format =
        gauntlet ? play::TournamentFormat::Gauntlet : play::TournamentFormat::RoundRobin;
    settings.rounds = int(rounds.value_or(2));
    settings.concurrency = int(concurrency.value_or(1));
    if (tcText) {
        const auto tc = play::TimeControl::parse(*tcText);
        if (!tc)
            fail("--tc: " + tc.error().toString());
        else
            settings.tc = *tc;
    }
    if (sprtText) {
        settings.sprt = play::SprtParams::parse(*sprtText);
        if (!settings.sprt)
            fail("--sprt: '" + *sprtText
                 + "' is not elo0=E0,elo1=E1[,alpha=A,beta=B] with elo0 < elo1 and 0 < alpha, beta "
                   "< 0.5");
        else if (engineTexts.size() != 2)
            fail("--sprt needs exactly two engines");
    }
    const std::uint64_t seed =
        seedOption ? std::uint64_t(*seedOption)
                   : std::uint64_t(std::chrono::steady_clock::now().time_since_epoch().count());
    if (!usage && openingsPath) {
        std::string error;
        if (auto read = play::readOpenings(*openingsPath, error)) {
            settings.openings = std::move(*read);
            if (openingsOrder == std::optional<std::string>("random")) {
                std::mt19937_64 rng(seed);
                std::shuffle(settings.openings.begin(), settings.openings.end(), rng);
            }
        } else {
            fail("--openings: " + error);
        }
    }
    if (!usage && bookPath) {
        auto book = book::PolyglotBook::open(*bookPath);
        if (!book) {
            fail("--book: " + book.error().toString());
        } else {
            // One opening per pair of games (each played with both colours).
            const int count = (settings.rounds + 1) / 2;
            for (int i = 0; i < count; ++i)
                settings.openings.push_back(
                    play::bookOpening(*book, int(bookDepth.value_or(8)), seed + std::uint64_t(i)));
        }
    }
    if (tbText) {
        if (*tbText == "bundled") {
            settings.adjudication.syzygyFolders = io::bundledSyzygyFolders();
        } else {
            for (const QString& dir :
                 QString::fromStdString(*tbText).split(QLatin1Char(':'), Qt::SkipEmptyParts))
                settings.adjudication.syzygyFolders.push_back(dir.toStdString());
        }
        if (settings.adjudication.syzygyFolders.empty())
            fail("--adjudicate-tb: no folder (give DIR[:DIR...] or 'bundled')");
    }
    settings.adjudication.resignScore = int(resignScore.value_or(0));
    settings.adjudication.resignMoves = int(resignMoves.value_or(0));
    settings.adjudication.drawScore = int(drawScore.value_or(0));
    settings.adjudication.drawMoves = int(drawMoves.value_or(0));
    settings.adjudication.drawAfter = int(drawAfter.value_or(0));
    settings.adjudication.maxMoves = int(maxMoves.value_or(0));
    if (hangSeconds) settings.hangTimeoutMs = int(*hangSeconds * 1000);
    if (usage) return 2;

    static int argc = 1;
    static char name[] = "kibitz-cli";
    static char* argv[] = {name, nullptr};
    QCoreApplication app(argc, argv);
    const engine::EngineCatalogue catalogue = loadEngineCatalogue();
    for (const std::string& text : engineTexts) {
        std::string error;
        auto e = parseEngine(text, catalogue, error);
        if (!e) {
            std::fprintf(stderr, "kibitz-cli: tournament: --engine: %s\n", error.c_str());
            return 2;
        }
        settings.engines.push_back(std::move(*e));
    }
    // Names tell engines apart in the tags and the state: the same program twice gets numbers.
    for (std::size_t i = 0; i < settings.engines.size(); ++i) {
        const QString base = settings.engines[i].name;
        const auto same = std::count_if(settings.engines.begin(), settings.engines.end(),
                                        [&](const auto& o) { return o.name == base; });
        if (same < 2) continue;
        int n = 0;
        for (auto& o : settings.engines)
            if (o.name == base) o.name = base + QStringLiteral(" (%1)").arg(++n);
    }

    const QString pgnPath = QString::fromStdString(*out);
    play::Tournament tournament(settings, pgnPath,
                                statePath ? QString::fromStdString(*statePath) : QString());
    if (!resume && QFileInfo::exists(tournament.statePath())) {
        std::fprintf(stderr,
                     "kibitz-cli: tournament: '%s' exists: give --resume to continue that event, "
                     "or remove it\n",
                     tournament.statePath().toStdString().c_str());
        return 2;
    }
    if (auto error = resume ? tournament.resume() : tournament.create()) {
        std::fprintf(stderr, "kibitz-cli: tournament: %s\n", error->toStdString().c_str());
        return resume ? 2 : 1;
    }
    const auto& engines = tournament.settings().engines;
    auto engineName = [&](int i) { return engines[std::size_t(i)].name.toStdString(); };
    const int total = int(tournament.schedule().size());
    const int resumedAfter = tournament.gamesDone();
    if (!json && resume)
        std::printf("Resuming: %d of %d games already played\n", resumedAfter, total);
    std::string saveError;
    QObject::connect(&tournament, &play::Tournament::gameStarted, &app, [&](int game) {
        if (json) return;
        const auto& g = tournament.schedule()[std::size_t(game)];
        std::printf("Started game %d of %d (%s vs %s)\n", game + 1, total,
                    engineName(g.white).c_str(), engineName(g.black).c_str());
        std::fflush(stdout);
    });
    QObject::connect(&tournament, &play::Tournament::gameFinished, &app, [&](int game) {
        if (json) return;
        const auto& g = tournament.schedule()[std::size_t(game)];
        std::printf("Finished game %d (%s vs %s): %s {%s}\n", game + 1, engineName(g.white).c_str(),
                    engineName(g.black).c_str(), chess::resultText(g.outcome.result).data(),
                    g.outcome.text.c_str());
        if (tournament.settings().sprt) {
            const play::Tally t = tournament.pairTally(0, 1);
            const auto& p = *tournament.settings().sprt;
            std::printf("SPRT: llr %.2f (%.2f, %.2f)\n", play::sprtLlr(t, p.elo0, p.elo1),
                        p.lowerBound(), p.upperBound());
        }
        std::fflush(stdout);
    });
    QObject::connect(&tournament, &play::Tournament::failed, &app, [&](const QString& why) {
        saveError = why.toStdString();
        QCoreApplication::quit();
    });
    QObject::connect(&tournament, &play::Tournament::finished, &app, &QCoreApplication::quit);
    tournament.start();
    if (!tournament.isFinished()) QCoreApplication::exec();
    tournament.stop();

    // The crosstable: engines by points.
    const int n = int(engines.size());
    std::vector<int> order(static_cast<std::size_t>(n));
    std::iota(order.begin(), order.end(), 0);
    std::stable_sort(order.begin(), order.end(), [&](int a, int b) {
        return tournament.engineTally(a).points() > tournament.engineTally(b).points();
    });
    int abandoned = 0;
    for (const auto& g : tournament.schedule())
        abandoned += g.done && g.outcome.ending == chess::Ending::Abandoned;
    if (json) {
        JsonWriter w;
        w.beginObject()
            .field("format", gauntlet ? "gauntlet" : "round robin")
            .field("rounds", settings.rounds)
            .field("tc", settings.tc.toString())
            .field("concurrency", settings.concurrency)
            .field("games", total)
            .field("played", tournament.gamesDone())
            .field("resumedAfter", resumedAfter)
            .field("pgn", *out)
            .field("state", tournament.statePath().toStdString());
        w.key("engines").beginArray();
        for (int i : order) {
            const play::Tally t = tournament.engineTally(i);
            const auto [elo, error] = t.elo();
            w.beginObject()
                .field("name", engineName(i))
                .field("games", t.games())
                .field("points", t.points())
                .field("wins", t.wins)
                .field("draws", t.draws)
                .field("losses", t.losses);
            w.key("elo").value(elo);
            w.key("elo_error").value(error);
            w.endObject();
        }
        w.endArray();
        w.key("pairs").beginArray();
        for (int a = 0; a < n; ++a)
            for (int b = a + 1; b < n; ++b) {
                const play::Tally t = tournament.pairTally(a, b);
                if (t.games() == 0) continue;
                const auto [elo, error] = t.elo();
                w.beginObject()
                    .field("first", engineName(a))
                    .field("second", engineName(b))
                    .field("wins", t.wins)
                    .field("draws", t.draws)
                    .field("losses", t.losses);
                w.key("elo").value(elo);
                w.key("elo_error").value(error);
                w.endObject();
            }
        w.endArray();
        w.key("results").beginArray();
        for (const auto& g : tournament.schedule()) {
            if (!g.done) continue;
            w.beginObject()
                .field("white", engineName(g.white))
                .field("black", engineName(g.black))
                .field("result", std::string(chess::resultText(g.outcome.result)))
                .field("termination", std::string(chess::terminationText(g.outcome.ending)))
                .field("reason", g.outcome.text)
                .endObject();
        }
        w.endArray();
        if (const auto& p = tournament.settings().sprt) {
            const play::Tally t = tournament.pairTally(0, 1);
            w.key("sprt")
                .beginObject()
                .field("elo0", p->elo0)
                .field("elo1", p->elo1)
                .field("alpha", p->alpha)
                .field("beta", p->beta)
                .field("llr", play::sprtLlr(t, p->elo0, p->elo1))
                .field("lower", p->lowerBound())
                .field("upper", p->upperBound())
                .field("result", std::string(play::sprtDecisionText(tournament.sprtDecision())))
                .endObject();
        }
        w.endObject();
        std::printf("%s\n", w.str().c_str());
    } else {
        std::size_t width = 6;
        for (const auto& e : engines) width = std::max(width, std::size_t(e.name.size()));
        std::printf("\n%4s  %-*s %6s %7s %6s %8s %7s %5s %5s %5s\n", "Rank", int(width), "Engine",
                    "Games", "Points", "Score", "Elo", "+/-", "W", "D", "L");
        for (std::size_t r = 0; r < order.size(); ++r) {
            const play::Tally t = tournament.engineTally(order[r]);
            const auto [elo, error] = t.elo();
            std::printf("%4zu  %-*s %6d %7.1f %5.1f%% %8s %7s %5d %5d %5d\n", r + 1, int(width),
                        engineName(order[r]).c_str(), t.games(), t.points(), 100.0 * t.score(),
                        eloText(elo).c_str(), errorText(error).c_str(), t.wins, t.draws, t.losses);
        }
        std::printf("\n");
        for (int a = 0; a < n; ++a)
            for (int b = a + 1; b < n; ++b) {
                const play::Tally t = tournament.pairTally(a, b);
                if (t.games() == 0) continue;
                const auto [elo, error] = t.elo();
                std::printf("%s vs %s: +%d =%d -%d, score %.1f%%, Elo difference %s +/- %s\n",
                            engineName(a).c_str(), engineName(b).c_str(), t.wins, t.draws, t.losses,
                            100.0 * t.score(), eloText(elo).c_str(), errorText(error).c_str());
            }
        if (tournament.settings().sprt)
            std::printf("SPRT: %s\n", play::sprtDecisionText(tournament.sprtDecision()));
        std::printf("%d of %d games played; PGN %s, state %s\n", tournament.gamesDone(), total,
                    out->c_str(), tournament.statePath().toStdString().c_str());
    }
    if (!saveError.empty()) {
        std::fprintf(stderr, "kibitz-cli: tournament: %s\n", saveError.c_str());
        return 1;
    }
    if (abandoned)
        std::fprintf(stderr, "kibitz-cli: tournament: %d game(s) lost by an engine failure\n",
                     abandoned);
    return 0;
}

} // namespace kibitz::cli
