// SPDX-License-Identifier: GPL-3.0-or-later
// kibitz-cli epd run: a test suite (WAC, STS, ECM, ...) through an engine, as engine authors
// run them after every change. Each position is searched with the same limit; the engine's
// move is judged against the suite's bm/am and, where the suite gives them, STS-style points
// (chess/epd.h judgeMove). Several engines can work through the suite at once.

#include "commands.h"
#include "json.h"

#include "chess/epd.h"
#include "chess/fen.h"
#include "chess/notation.h"
#include "engine/launcher.h"

#include <QCoreApplication>
#include <QElapsedTimer>
#include <QTimer>

#include <cstdio>
#include <fstream>
#include <memory>
#include <vector>

namespace kibitz::cli {

namespace {

struct Problem {
    int line = 0;
    chess::Epd epd;
};

struct Outcome {
    bool done = false;
    std::string move;    // SAN, empty when the engine gave none
    std::string failure; // why there is no move
    chess::EpdVerdict verdict;
    qint64 ms = 0;       // the search's wall time
    qint64 foundMs = -1; // since when the PV's first move was the solution, to the end
    int depth = 0;
    std::optional<engine::Score> score; // the engine's, from the side to move
};

// The suite's answer as it reads: "Qg6" or "not Nh5", "Qd2=10 ..." when only points.
std::string expected(const chess::Epd& epd)
{
    std::string out;
    auto add = [&](const char* opcode, const char* prefix) {
        if (const auto* op = epd.find(opcode)) {
            if (!out.empty()) out += ", ";
            out += prefix;
            for (std::size_t i = 0; i < op->operands.size(); ++i)
                out += (i ? " " : "") + op->operands[i];
        }
    };
    add("bm", "");
    add("am", "not ");
    if (out.empty()) add("c0", "");
    return out;
}

std::string limitText(const engine::SearchLimits& l)
{
    if (l.movetimeMs) return "movetime " + std::to_string(*l.movetimeMs) + " ms";
    if (l.depth) return "depth " + std::to_string(*l.depth);
    return "nodes " + std::to_string(l.nodes.value_or(0));
}

int epdRun(Args& args, std::optional<UsageError>& usage)
{
    const auto engineName = args.option("--engine", usage);
    const auto movetime = args.integer("--movetime", 1, 3600000, usage);
    const auto depth = args.integer("--depth", 1, 200, usage);
    const auto nodes = args.integer("--nodes", 1, 1000000000000LL, usage);
    const auto threads = args.integer("--threads", 1, 1024, usage);
    const auto hash = args.integer("--hash", 1, 1 << 20, usage);
    const auto concurrency = args.integer("--concurrency", 1, 64, usage);
    const bool json = args.flag("--json");
    const auto rest = args.positionals(usage);
    if (!usage && rest.size() != 1) usage = UsageError{"epd run: expected one suite file"};
    if (!usage && !engineName) usage = UsageError{"epd run: --engine NAME is required"};
    if (!usage && int(bool(movetime)) + int(bool(depth)) + int(bool(nodes)) != 1)
        usage = UsageError{"epd run: give one of --movetime MS, --depth N, --nodes N"};
    const QString program =
        engineName ? engineProgramOption(*engineName, usage, "epd run") : QString();
    if (usage) return 2;

    std::ifstream in(rest[0], std::ios::binary);
    if (!in) {
        std::fprintf(stderr, "kibitz-cli: epd run: cannot read %s\n", rest[0].c_str());
        return 1;
    }
    // Every line that reads is a problem; the others are reported with their place and
    // left out (the run goes on, the exit status says the suite has errors).
    std::vector<Problem> problems;
    int errors = 0, lineNo = 0;
    for (std::string line; std::getline(in, line);) {
        ++lineNo;
        if (lineNo == 1 && line.starts_with("\xEF\xBB\xBF")) line.erase(0, 3);
        std::size_t first = line.find_first_not_of(" \t\r");
        if (first == std::string::npos || line[first] == '#') continue;
        auto epd = chess::parseEpd(line);
        if (!epd) {
            std::fprintf(stderr, "%s:%d:%s\n", rest[0].c_str(), lineNo,
                         epd.error().toString().c_str());
            ++errors;
            continue;
        }
        if (!epd->find("bm") && !epd->find("am") && !epd->find("c0") && !epd->find("c7")) {
            std::fprintf(stderr, "%s:%d: no bm, am or point values: nothing to judge\n",
                         rest[0].c_str(), lineNo);
            ++errors;
            continue;
        }
        if (const auto bad = epd->moves("bm"); !bad) {
            std::fprintf(stderr, "%s:%d: bm: %s\n", rest[0].c_str(), lineNo,
                         bad.error().message.c_str());
            ++errors;
            continue;
        }
        if (const auto bad = epd->moves("am"); !bad) {
            std::fprintf(stderr, "%s:%d: am: %s\n", rest[0].c_str(), lineNo,
                         bad.error().message.c_str());
            ++errors;
            continue;
        }
        problems.push_back({lineNo, std::move(*epd)});
    }

    engine::SearchLimits limits;
    if (movetime) limits.movetimeMs = int(*movetime);
    if (depth) limits.depth = int(*depth);
    if (nodes) limits.nodes = std::uint64_t(*nodes);

    static int argc = 1;
    static char name[] = "kibitz-cli";
    static char* argv[] = {name, nullptr};
    QCoreApplication app(argc, argv);
    QElapsedTimer wall;
    wall.start();

    std::vector<Outcome> outcomes(problems.size());
    std::size_t next = 0, printed = 0, running = 0;
    std::string fatal;
    QString engineTitle;
    const engine::EngineCommand command = engine::commandOf(engine::entryForProgram(program));

    // Lines are printed in suite order as soon as every earlier position is done.
    auto printReady = [&] {
        while (printed < outcomes.size() && outcomes[printed].done) {
            const Problem& p = problems[printed];
            const Outcome& o = outcomes[printed];
            if (!json) {
                // Built with snprintf: GCC 12 warns (-Wrestrict, falsely) on "lit" + to_string.
                char buffer[64];
                std::snprintf(buffer, sizeof buffer, "line %d", p.line);
                const std::string id = p.epd.id().value_or(buffer);
                std::snprintf(buffer, sizeof buffer, "%s", o.verdict.solved ? "ok" : "--");
                std::string mark = buffer;
                if (o.verdict.maxPoints > 0) {
                    std::snprintf(buffer, sizeof buffer, " %d/%d", o.verdict.points,
                                  o.verdict.maxPoints);
                    mark += buffer;
                }
                std::string found;
                if (o.verdict.solved && o.foundMs >= 0) {
                    std::snprintf(buffer, sizeof buffer, "  found at %lld ms",
                                  static_cast<long long>(o.foundMs));
                    found = buffer;
                }
                std::printf("%-10s %-9s %-8s expected %-16s %6lld ms depth %2d%s%s\n", id.c_str(),
                            mark.c_str(), o.move.empty() ? "(none)" : o.move.c_str(),
                            expected(p.epd).c_str(), static_cast<long long>(o.ms), o.depth,
                            found.c_str(), o.failure.empty() ? "" : ("  " + o.failure).c_str());
                std::fflush(stdout);
            }
            ++printed;
        }
    };
    auto finishIfDone = [&] {
        if (running == 0 && next >= problems.size()) QCoreApplication::quit();
    };

    const int workers = int(std::min<std::size_t>(std::size_t(concurrency.value_or(1)),
                                                  std::max<std::size_t>(1, problems.size())));
    struct Worker {
        std::unique_ptr<engine::EngineProcess> engine;
        std::size_t current = SIZE_MAX;
        QElapsedTimer timer;
        std::string pvFirst; // the current PV's first move (UCI)
        qint64 pvSince = 0;
        int restarts = 0;
    };
    std::vector<std::unique_ptr<Worker>> pool;
    for (int w = 0; w < workers && !problems.empty(); ++w) {
        auto worker = std::make_unique<Worker>();
        worker->engine = std::make_unique<engine::EngineProcess>();
        Worker* wp = worker.get();
        engine::EngineProcess* ep = wp->engine.get();

        auto startNext = [&, wp, ep] {
            if (!fatal.empty() || next >= problems.size()) {
                finishIfDone();
                return;
            }
            wp->current = next++;
            ++running;
            wp->pvFirst.clear();
            wp->pvSince = 0;
            const chess::Position& pos = problems[wp->current].epd.position;
            ep->newGame(); // each problem on its own: no hash or history from the last one
            wp->timer.start();
            if (ep->protocol() == engine::Protocol::XBoard && limits.movetimeMs) {
                // As analyse does: XBoard's "st" takes whole seconds, analyze mode is exact.
                engine::SearchLimits infinite;
                infinite.infinite = true;
                ep->go(pos, {}, infinite);
                QTimer::singleShot(*limits.movetimeMs, ep, [ep, wp, index = wp->current] {
                    if (wp->current == index) ep->stop();
                });
            } else {
                ep->go(pos, {}, limits);
            }
        };
        QObject::connect(ep, &engine::EngineProcess::started, &app, [&, wp, ep, startNext] {
            if (engineTitle.isEmpty()) engineTitle = ep->name();
            if (threads) ep->setOption(QStringLiteral("Threads"), QString::number(*threads));
            if (hash) ep->setOption(QStringLiteral("Hash"), QString::number(*hash));
            if (wp->current == SIZE_MAX) startNext();
        });
        QObject::connect(ep, &engine::EngineProcess::info, &app, [&, wp](const engine::Info& i) {
            if (wp->current == SIZE_MAX) return;
            Outcome& o = outcomes[wp->current];
            if (i.depth) o.depth = std::max(o.depth, *i.depth);
            if (i.score && !i.score->lowerbound && !i.score->upperbound) o.score = i.score;
            if (!i.pv.empty() && i.pv.front() != wp->pvFirst) {
                wp->pvFirst = i.pv.front();
                wp->pvSince = wp->timer.elapsed();
            }
        });
        QObject::connect(ep, &engine::EngineProcess::bestMove, &app,
                         [&, wp, startNext](const QString& move, const QString&) {
                             if (wp->current == SIZE_MAX) return;
                             const std::size_t index = std::exchange(wp->current, SIZE_MAX);
                             const chess::Epd& epd = problems[index].epd;
                             Outcome& o = outcomes[index];
                             o.ms = wp->timer.elapsed();
                             const auto m = chess::parseUci(epd.position, move.toStdString());
                             if (m) {
                                 o.move = chess::toSan(epd.position, *m);
                                 o.verdict = chess::judgeMove(epd, *m);
                                 // Found when the move that was played had led the PV since then.
                                 if (o.verdict.solved)
                                     o.foundMs = wp->pvFirst == chess::toUci(epd.position, *m)
                                                     ? wp->pvSince
                                                     : o.ms;
                             } else {
                                 o.failure = "the engine's move '" + move.toStdString()
                                             + "' is not legal here";
                             }
                             o.done = true;
                             --running;
                             printReady();
                             startNext();
                         });
        QObject::connect(ep, &engine::EngineProcess::failed, &app, [&, wp, ep](const QString& why) {
            // The position in hand is lost, the engine is started again for the rest; an engine
            // that keeps failing ends the run.
            if (wp->current != SIZE_MAX) {
                const std::size_t index = std::exchange(wp->current, SIZE_MAX);
                outcomes[index].failure = "engine failed: " + why.toStdString();
                outcomes[index].ms = wp->timer.elapsed();
                outcomes[index].done = true;
                --running;
                printReady();
            }
            if (++wp->restarts > 3) {
                fatal = why.toStdString();
                QCoreApplication::exit(1);
                return;
            }
            QTimer::singleShot(0, ep, [ep, &command] { ep->start(command); });
        });
        ep->start(command);
        pool.push_back(std::move(worker));
    }
    if (!problems.empty()) QCoreApplication::exec();
    for (auto& w : pool) w->engine->quit();
    printReady();

    std::size_t solved = 0, judged = 0;
    long long points = 0, maxPoints = 0;
    for (const Outcome& o : outcomes) {
        if (!o.done) continue;
        ++judged;
        solved += o.verdict.solved ? 1 : 0;
        points += o.verdict.points;
        maxPoints += o.verdict.maxPoints;
    }
    // Positions never reached (the run ended early) count as unsolved in the total.
    for (std::size_t i = 0; i < problems.size(); ++i)
        maxPoints += outcomes[i].done ? 0 : chess::judgeMove(problems[i].epd, {}).maxPoints;
    const double seconds = double(wall.elapsed()) / 1000.0;
    if (json) {
        JsonWriter w;
        w.beginObject()
            .field("suite", rest[0])
            .field("engine", engineTitle.toStdString())
            .field("limit", limitText(limits))
            .field("positions", std::uint64_t(problems.size()))
            .field("solved", std::uint64_t(solved))
            .field("points", std::int64_t(points))
            .field("maxPoints", std::int64_t(maxPoints))
            .field("errors", errors)
            .field("seconds", seconds);
        w.key("results").beginArray();
        for (std::size_t i = 0; i < problems.size(); ++i) {
            const Problem& p = problems[i];
            const Outcome& o = outcomes[i];
            w.beginObject()
                .field("line", p.line)
                .field("id", p.epd.id().value_or(""))
                .field("fen", chess::toFen(p.epd.position))
                .field("expected", expected(p.epd))
                .field("move", o.move)
                .field("solved", o.verdict.solved)
                .field("points", o.verdict.points)
                .field("maxPoints", o.verdict.maxPoints)
                .field("ms", std::int64_t(o.ms))
                .field("foundMs", std::int64_t(o.foundMs))
                .field("depth", o.depth);
            if (o.score)
                w.field(o.score->kind == engine::Score::Kind::Mate ? "mate" : "cp", o.score->value);
            if (!o.failure.empty()) w.field("failure", o.failure);
            w.endObject();
        }
        w.endArray().endObject();
        std::printf("%s\n", w.str().c_str());
    } else {
        std::printf("%s: %zu of %zu solved (%.1f%%)", engineTitle.toStdString().c_str(), solved,
                    problems.size(),
                    problems.empty() ? 0.0 : 100.0 * double(solved) / double(problems.size()));
        if (maxPoints > 0) std::printf(", %lld of %lld points", points, maxPoints);
        std::printf(", %s per position, %.1f s", limitText(limits).c_str(), seconds);
        if (errors) std::printf(", %d unreadable line%s left out", errors, errors == 1 ? "" : "s");
        std::printf("\n");
    }
    if (!fatal.empty()) {
        std::fprintf(stderr, "kibitz-cli: epd run: %s (%zu of %zu positions done)\n", fatal.c_str(),
                     judged, problems.size());
        return 1;
    }
    return errors ? 1 : 0;
}

} // namespace

// epd write: one position as an EPD line (PGN standard 16.2) with the operations given.
int epdWrite(Args& args, std::optional<UsageError>& usage)
{
    const auto fen = args.option("--fen", usage);
    const auto variantName = args.option("--variant", usage);
    const auto bm = args.options("--bm", usage);
    const auto am = args.options("--am", usage);
    const auto id = args.option("--id", usage);
    const auto ce = args.integer("--ce", -100000, 100000, usage);
    const auto dm = args.integer("--dm", 1, 1000, usage);
    const auto pv = args.option("--pv", usage);
    const auto comments = args.options("--c0", usage);
    const bool counters = args.flag("--counters");
    const bool json = args.flag("--json");
    const auto rest = args.positionals(usage);
    if (!usage && !rest.empty())
        usage = UsageError{"epd write: unexpected argument '" + rest[0] + "'"};
    if (!usage && comments.size() > 10)
        usage = UsageError{"epd write: at most ten comments (c0 to c9)"};
    const auto pos = positionFromOptions(fen, variantName, usage, "epd write");
    if (usage) return 2;

    chess::Epd epd{*pos, {}};
    if (id) epd.setId(*id);
    // Moves in any notation, several to an option separated by spaces or commas, or the
    // option repeated.
    auto readMoves = [&](const std::vector<std::string>& texts, const char* what,
                         const chess::Position& from, bool line) {
        std::vector<chess::Move> moves;
        chess::Position p = from;
        for (const std::string& text : texts) {
            std::size_t at = 0;
            while (at < text.size() && !usage) {
                const std::size_t end = std::min(text.find_first_of(" ,", at), text.size());
                const std::string word = text.substr(at, end - at);
                at = end + 1;
                if (word.empty()) continue;
                const auto m = chess::parseMove(p, word);
                if (!m) {
                    usage = UsageError{std::string("epd write: ") + what + ": '" + word
                                       + "': " + m.error().message};
                    break;
                }
                moves.push_back(*m);
                if (line) p.play(*m);
            }
        }
        return moves;
    };
    const auto best = readMoves(bm, "--bm", *pos, false);
    const auto avoid = readMoves(am, "--am", *pos, false);
    const auto line = pv ? readMoves({*pv}, "--pv", *pos, true) : std::vector<chess::Move>{};
    if (usage) return 2;
    if (!best.empty()) epd.setMoves("bm", best);
    if (!avoid.empty()) epd.setMoves("am", avoid);
    if (ce) epd.setCentipawns(int(*ce));
    if (dm) epd.setDirectMate(int(*dm));
    if (!line.empty()) epd.setPv(line);
    for (std::size_t i = 0; i < comments.size(); ++i) {
        // Appended, not "c" + to_string: GCC 12 warns falsely (-Wrestrict) on the latter.
        std::string opcode(1, 'c');
        opcode += char('0' + i);
        epd.set(std::move(opcode), {comments[i]});
    }
    const std::string text = chess::toEpd(epd, counters);
    if (json) {
        JsonWriter w;
        w.beginObject().field("epd", text).endObject();
        std::printf("%s\n", w.str().c_str());
    } else {
        std::printf("%s\n", text.c_str());
    }
    return 0;
}

int epdCommand(Args& args, std::optional<UsageError>& usage)
{
    const std::string sub = args.takeSubcommand();
    if (sub == "run") return epdRun(args, usage);
    if (sub == "write") return epdWrite(args, usage);
    usage = UsageError{"epd: expected a subcommand: run SUITE.epd, or write"};
    return 2;
}

} // namespace kibitz::cli
