// SPDX-License-Identifier: GPL-3.0-or-later
// kibitz-cli epd run: a test suite (WAC, STS, ECM, ...) through an engine, as engine authors
// run them after every change. Each position is searched with the same limit; the engine's
// move is judged against the suite's bm/am and, where the suite gives them, STS-style points
// (chess/epd.h judgeMove). Several engines can work through the suite at once.

#include "commands.h"
#include "engine_args.h"
#include "json.h"

#include "chess/epd.h"
#include "chess/fen.h"
#include "chess/notation.h"
#include "engine/jobpool.h"
#include "engine/searchjobs.h"

#include <QCoreApplication>
#include <QElapsedTimer>

#include <cstdio>
#include <fstream>
#include <vector>

namespace kibitz::cli {

namespace {

struct Problem {
    int line = 0;
    chess::Epd epd;
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

// The limit as the report says it: "movetime 1000 ms", "depth 12", "nodes 100000".
std::string limitWords(const engine::SearchLimits& l)
{
    if (l.movetimeMs) return "movetime " + std::to_string(*l.movetimeMs) + " ms";
    if (l.depth) return "depth " + std::to_string(*l.depth);
    return "nodes " + std::to_string(l.nodes.value_or(0));
}

// Every line of the suite that reads is a problem; the others are reported with their place
// and left out (the run goes on, the exit status says the suite has errors). Nothing when the
// file cannot be read.
std::optional<std::vector<Problem>> readSuite(const std::string& path, int& errors)
{
    std::ifstream in(path, std::ios::binary);
    if (!in) return std::nullopt;
    std::vector<Problem> problems;
    int lineNo = 0;
    auto bad = [&](const std::string& what) {
        std::fprintf(stderr, "%s:%d:%s\n", path.c_str(), lineNo, what.c_str());
        ++errors;
    };
    for (std::string line; std::getline(in, line);) {
        ++lineNo;
        if (lineNo == 1 && line.starts_with("\xEF\xBB\xBF")) line.erase(0, 3);
        std::size_t first = line.find_first_not_of(" \t\r");
        if (first == std::string::npos || line[first] == '#') continue;
        auto epd = chess::parseEpd(line);
        if (!epd) {
            bad(epd.error().toString());
        } else if (!epd->find("bm") && !epd->find("am") && !epd->find("c0") && !epd->find("c7")) {
            bad(" no bm, am or point values: nothing to judge");
        } else if (const auto bm = epd->moves("bm"); !bm) {
            bad(" bm: " + bm.error().message);
        } else if (const auto am = epd->moves("am"); !am) {
            bad(" am: " + am.error().message);
        } else {
            problems.push_back({lineNo, std::move(*epd)});
        }
    }
    return problems;
}

// The engine's answer to a problem, judged.
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

Outcome judge(const Problem& p, const engine::PositionResult& r)
{
    Outcome o;
    o.done = r.done;
    o.ms = r.ms;
    o.depth = r.depth;
    o.score = r.score;
    if (!r.failure.isEmpty()) {
        o.failure = "engine failed: " + r.failure.toStdString();
        return o;
    }
    const chess::Epd& epd = p.epd;
    const auto m = chess::parseUci(epd.position, r.bestMove);
    if (!m) {
        o.failure = "the engine's move '" + r.bestMove + "' is not legal here";
        return o;
    }
    o.move = chess::toSan(epd.position, *m);
    o.verdict = chess::judgeMove(epd, *m);
    // Found when the move that was played had led the PV since then.
    if (o.verdict.solved)
        o.foundMs = r.pvFirst == chess::toUci(epd.position, *m) ? r.pvSince : o.ms;
    return o;
}

// One problem's line, as soon as every earlier one is done.
void printOutcome(const Problem& p, const Outcome& o)
{
    // Built with snprintf: GCC 12 warns (-Wrestrict, falsely) on "lit" + to_string.
    char buffer[64];
    std::snprintf(buffer, sizeof buffer, "line %d", p.line);
    const std::string id = p.epd.id().value_or(buffer);
    std::snprintf(buffer, sizeof buffer, "%s", o.verdict.solved ? "ok" : "--");
    std::string mark = buffer;
    if (o.verdict.maxPoints > 0) {
        std::snprintf(buffer, sizeof buffer, " %d/%d", o.verdict.points, o.verdict.maxPoints);
        mark += buffer;
    }
    std::string found;
    if (o.verdict.solved && o.foundMs >= 0) {
        std::snprintf(buffer, sizeof buffer, "  found at %lld ms",
                      static_cast<long long>(o.foundMs));
        found = buffer;
    }
    std::printf("%-10s %-9s %-8s expected %-16s %6lld ms depth %2d%s%s\n", id.c_str(), mark.c_str(),
                o.move.empty() ? "(none)" : o.move.c_str(), expected(p.epd).c_str(),
                static_cast<long long>(o.ms), o.depth, found.c_str(),
                o.failure.empty() ? "" : ("  " + o.failure).c_str());
    std::fflush(stdout);
}

struct SuiteRun {
    std::string suite, engine;
    engine::SearchLimits limits;
    std::vector<Problem> problems;
    std::vector<Outcome> outcomes;
    int errors = 0;
    double seconds = 0;
};

void printSuiteJson(const SuiteRun& run, std::size_t solved, long long points, long long maxPoints)
{
    JsonWriter w;
    w.beginObject()
        .field("suite", run.suite)
        .field("engine", run.engine)
        .field("limit", limitWords(run.limits))
        .field("positions", std::uint64_t(run.problems.size()))
        .field("solved", std::uint64_t(solved))
        .field("points", std::int64_t(points))
        .field("maxPoints", std::int64_t(maxPoints))
        .field("errors", run.errors)
        .field("seconds", run.seconds);
    w.key("results").beginArray();
    for (std::size_t i = 0; i < run.problems.size(); ++i) {
        const Problem& p = run.problems[i];
        const Outcome& o = run.outcomes[i];
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
    w.endArray().endObject().print();
}

// The total (and with --json every problem); the positions never reached (the run ended
// early) count as unsolved.
void printSuiteResult(const SuiteRun& run, bool json)
{
    std::size_t solved = 0;
    long long points = 0, maxPoints = 0;
    for (std::size_t i = 0; i < run.problems.size(); ++i) {
        const Outcome& o = run.outcomes[i];
        if (!o.done) {
            maxPoints += chess::judgeMove(run.problems[i].epd, {}).maxPoints;
            continue;
        }
        solved += o.verdict.solved ? 1 : 0;
        points += o.verdict.points;
        maxPoints += o.verdict.maxPoints;
    }
    if (json) {
        printSuiteJson(run, solved, points, maxPoints);
        return;
    }
    const std::size_t n = run.problems.size();
    std::printf("%s: %zu of %zu solved (%.1f%%)", run.engine.c_str(), solved, n,
                n == 0 ? 0.0 : 100.0 * double(solved) / double(n));
    if (maxPoints > 0) std::printf(", %lld of %lld points", points, maxPoints);
    std::printf(", %s per position, %.1f s", limitWords(run.limits).c_str(), run.seconds);
    if (run.errors)
        std::printf(", %d unreadable line%s left out", run.errors, run.errors == 1 ? "" : "s");
    std::printf("\n");
}

int epdRun(Args& args, std::optional<UsageError>& usage)
{
    ensureCoreApplication();
    const auto engineName = args.option("--engine", usage);
    SuiteRun run;
    run.limits = searchLimitOptions(args, usage, "epd run", {});
    engine::LaunchSettings settings;
    settings.options = engineSizeOptions(args, usage);
    const auto concurrency = args.integer("--concurrency", 1, 64, usage);
    const bool json = args.flag("--json");
    const std::string suite = args.onePositional("epd run", "expected one suite file", usage);
    if (!usage && !engineName) usage = UsageError{"epd run: --engine NAME is required"};
    const auto entry = engineName ? engineOption(*engineName, usage, "epd run") : std::nullopt;
    if (usage) return 2;

    run.suite = suite;
    auto problems = readSuite(run.suite, run.errors);
    if (!problems) {
        std::fprintf(stderr, "kibitz-cli: epd run: cannot read %s\n", suite.c_str());
        return 1;
    }
    run.problems = std::move(*problems);
    std::vector<chess::Position> positions;
    for (const Problem& p : run.problems) positions.push_back(p.epd.position);
    std::vector<engine::PositionResult> results(positions.size());
    run.outcomes.resize(positions.size());
    QElapsedTimer wall;
    wall.start();
    // Each engine may fail three times (the position in hand is lost, the engine started
    // again for the rest); once more ends the run.
    engine::JobPool pool(*entry, settings,
                         engine::PositionSearch::factory(positions, run.limits, results));
    pool.setEngines(int(concurrency.value_or(1)));
    pool.setRestarts(3);
    QObject::connect(&pool, &engine::JobPool::inOrder, [&](std::size_t i) {
        run.outcomes[i] = judge(run.problems[i], results[i]);
        if (!json) printOutcome(run.problems[i], run.outcomes[i]);
    });
    QObject::connect(&pool, &engine::JobPool::finished, &QCoreApplication::quit);
    pool.start(positions.size());
    QCoreApplication::exec();
    run.engine = pool.engineName().toStdString();
    run.seconds = double(wall.elapsed()) / 1000.0;
    printSuiteResult(run, json);
    if (!pool.error().isEmpty()) {
        std::fprintf(stderr, "kibitz-cli: epd run: %s (%zu of %zu positions done)\n",
                     pool.error().toStdString().c_str(), pool.doneInOrder(), run.problems.size());
        return 1;
    }
    return run.errors ? 1 : 0;
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
    args.noPositionals("epd write", usage);
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
        w.beginObject().field("epd", text).endObject().print();
    } else {
        std::printf("%s\n", text.c_str());
    }
    return 0;
}

int epdCommand(Args& args, std::optional<UsageError>& usage)
{
    return runSubcommand(args, usage, "epd", {{"run", epdRun}, {"write", epdWrite}},
                         "run SUITE.epd, or write");
}

} // namespace kibitz::cli
