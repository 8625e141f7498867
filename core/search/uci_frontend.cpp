// SPDX-License-Identifier: GPL-3.0-or-later
#include "search/uci_frontend.h"

#include "base/asciilower.h"

#include "io/datadirs.h"

#include "chess/fen.h"
#include "chess/movegen.h"
#include "chess/notation.h"
#include "search/eval.h"
#include "search/text.h"

#include <algorithm>

namespace kibitz::search {

using namespace chess;

namespace {

constexpr int MinElo = MinStrengthElo;
constexpr int MaxElo = MaxStrengthElo;
constexpr int MaxThreads = 512;

} // namespace

UciProtocol::UciProtocol(Output output)
    : Frontend(std::move(output))
{
    m_keys.push_back(m_position.key());
    // The bundled 3-4 piece tables are used until the GUI names others (SyzygyPath).
    const std::vector<std::string> bundled = io::bundledSyzygyFolders();
    if (!bundled.empty()) setSyzygyPath(bundled.front(), false);
}

UciProtocol::~UciProtocol()
{
    m_worker.stop();
    m_worker.wait();
}

int UciProtocol::strengthElo() const
{
    return playingElo(m_skill, m_limitStrength, m_elo);
}

std::string UciProtocol::moveText(Move m) const
{
    return toUci(m, m_chess960);
}

void UciProtocol::sendIdentity()
{
    send("id name Kibitz");
    send("id author The Kibitz developers");
    send("option name Hash type spin default 16 min 1 max 4096");
    // One search thread only: the option exists because GUIs expect it.
    send("option name Threads type spin default 1 min 1 max " + std::to_string(MaxThreads));
    send("option name MultiPV type spin default 1 min 1 max 64");
    send("option name Ponder type check default false");
    send("option name Move Overhead type spin default 20 min 0 max 5000");
    send("option name Skill Level type spin default 20 min 0 max 20");
    send("option name UCI_LimitStrength type check default false");
    send("option name Random Moves type check default false");
    send("option name UCI_Elo type spin default 1500 min " + std::to_string(MinElo) + " max "
         + std::to_string(MaxElo));
    send("option name UCI_Chess960 type check default false");
    send("option name SyzygyPath type string default "
         + (m_syzygyPath.empty() ? std::string("<empty>") : m_syzygyPath));
    send("option name SyzygyProbeDepth type spin default 1 min 1 max 100");
    send("option name SyzygyProbeLimit type spin default 7 min 0 max 7");
    send("option name Clear Hash type button");
    send("uciok");
}

bool UciProtocol::handleLine(std::string_view line)
{
    const std::vector<std::string_view> words = text::split(line);
    if (words.empty()) return true;
    const std::string_view command = words[0];

    if (command == "uci") {
        sendIdentity();
    } else if (command == "isready") {
        send("readyok");
    } else if (command == "setoption") {
        setOption(words);
    } else if (command == "ucinewgame") {
        finish();
        m_worker.table().clear();
        m_worker.clearHistory();
        m_position = Position();
        m_position.setChess960(m_chess960);
        m_keys.assign(1, m_position.key());
    } else if (command == "position") {
        setPosition(words);
    } else if (command == "go") {
        go(words);
    } else if (command == "stop") {
        m_worker.stop();
    } else if (command == "ponderhit") {
        m_worker.ponderHit();
    } else if (command == "quit") {
        m_worker.stop();
        m_worker.wait();
        return false;
    } else if (command == "d") {
        // Not UCI: a debugging aid, as several engines have.
        send("info string fen " + toFen(m_position));
        send("info string key " + std::to_string(m_position.key()));
    } else if (command == "eval") {
        const EvalTrace t = traceEvaluation(m_position);
        send("info string eval (white) material " + std::to_string(t.material) + " mobility "
             + std::to_string(t.mobility) + " pawns " + std::to_string(t.pawns) + " king "
             + std::to_string(t.kingSafety) + " pieces " + std::to_string(t.pieces) + " phase "
             + std::to_string(t.phase) + " total " + std::to_string(t.total));
    }
    // "debug" and "register" need no answer; anything else is ignored as the spec asks.
    return true;
}

void UciProtocol::setOption(const std::vector<std::string_view>& words)
{
    // setoption name <id, may contain spaces> [value <x, may contain spaces>]
    const auto nameAt = std::find(words.begin(), words.end(), "name");
    if (nameAt == words.end()) return;
    const auto valueAt = std::find(nameAt, words.end(), "value");
    const std::size_t nameFrom = std::size_t(nameAt - words.begin()) + 1;
    const std::size_t nameTo = std::size_t(valueAt - words.begin());
    const std::string name = asciiLower(text::join(words, nameFrom, nameTo));
    const std::string value =
        valueAt == words.end() ? "" : text::join(words, nameTo + 1, words.size());
    const std::string lowerValue = asciiLower(value);
    const bool on = lowerValue == "true";
    auto number = [&](int lo, int hi, int fallback) {
        return int(std::clamp<std::int64_t>(text::toInt(value, fallback), lo, hi));
    };

    if (name == "hash") {
        m_hashMb = number(1, 4096, m_hashMb);
        finish();
        m_worker.table().resize(std::size_t(m_hashMb));
    } else if (name == "clear hash") {
        finish();
        m_worker.table().clear();
    } else if (name == "threads") {
        finish();
        m_worker.setThreads(int(number(1, MaxThreads, m_worker.threads())));
    } else if (name == "multipv") {
        m_multiPv = number(1, 64, m_multiPv);
    } else if (name == "ponder") {
        m_ponder = on;
    } else if (name == "move overhead") {
        m_moveOverhead = number(0, 5000, m_moveOverhead);
    } else if (name == "skill level") {
        m_skill = number(0, 20, m_skill);
    } else if (name == "uci_limitstrength") {
        m_limitStrength = on;
    } else if (name == "random moves") {
        m_randomMoves = on;
    } else if (name == "uci_elo") {
        m_elo = number(MinElo, MaxElo, m_elo);
    } else if (name == "uci_variant") {
        // Not declared: a GUI that sends it anyway hears that only chess is played here.
        if (lowerValue != "chess" && lowerValue != "standard" && lowerValue != "normal")
            send("info string unsupported variant " + value
                 + ": kibitz-engine plays chess and Chess960 (UCI_Chess960)");
    } else if (name == "uci_chess960") {
        m_chess960 = on;
        m_position.setChess960(on || m_position.isChess960());
    } else if (name == "syzygyprobedepth") {
        m_tbProbeDepth = number(1, 100, m_tbProbeDepth);
    } else if (name == "syzygyprobelimit") {
        m_tbProbeLimit = number(0, 7, m_tbProbeLimit);
    } else if (name == "syzygypath") {
        // Folders separated by ':' (';' accepted too), as other engines take them.
        setSyzygyPath((lowerValue == "<empty>") ? "" : value, true);
        m_tablesChosen = true;
    } else {
        send("info string unknown option " + name);
    }
}

void UciProtocol::setSyzygyPath(const std::string& path, bool report)
{
    m_syzygyPath = path;
    m_tables.reset();
    std::vector<std::string> folders;
    std::string folder;
    for (const char c : m_syzygyPath + ":") {
        if (c == ':' || c == ';') {
            if (!folder.empty()) folders.push_back(folder);
            folder.clear();
        } else {
            folder += c;
        }
    }
    if (!folders.empty()) {
        m_tables = std::make_unique<tb::Tablebase>();
        const tb::ScanResult scan = m_tables->setPaths(folders);
        if (report)
            send("info string Syzygy: " + std::to_string(scan.wdlFiles) + " WDL and "
                 + std::to_string(scan.dtzFiles) + " DTZ tables, up to "
                 + std::to_string(scan.maxPieces) + " pieces");
        if (scan.wdlFiles == 0) m_tables.reset();
    }
}

void UciProtocol::setPosition(const std::vector<std::string_view>& words)
{
    // position [startpos | fen <fields>] [moves <move>...]
    if (words.size() < 2) return;
    const auto movesAt = std::find(words.begin(), words.end(), "moves");
    Position pos;
    if (words[1] == "startpos") {
        pos = Position();
    } else if (words[1] == "fen") {
        const std::string fen = text::join(words, 2, std::size_t(movesAt - words.begin()));
        auto parsed = positionFromFen(fen, Validation::Lenient);
        if (!parsed) {
            send("info string invalid fen: " + parsed.error().toString());
            return;
        }
        pos = *parsed;
    } else {
        return;
    }
    pos.setChess960(m_chess960 || pos.isChess960());

    std::vector<Key> keys{pos.key()};
    if (movesAt != words.end()) {
        for (auto it = movesAt + 1; it != words.end(); ++it) {
            const auto move = parseUci(pos, *it);
            if (!move) {
                send("info string illegal move " + std::string(*it) + ": " + move.error().message);
                break;
            }
            pos.play(*move);
            // Positions before an irreversible move can never repeat; drop them.
            if (pos.halfmoveClock() == 0) keys.clear();
            keys.push_back(pos.key());
        }
    }
    m_position = pos;
    m_keys = std::move(keys);
}

void UciProtocol::go(const std::vector<std::string_view>& words)
{
    if (words.size() >= 2 && words[1] == "perft") {
        // As Stockfish answers it: the count below each move, then the total. Counted here,
        // on the input thread, like any other command that must finish before the next.
        finish();
        const int depth = words.size() >= 3 ? int(text::toInt(words[2], 0)) : 0;
        if (depth < 1) {
            send("info string perft needs a depth of at least 1");
            return;
        }
        std::uint64_t total = 0;
        for (Move m : legalMoves(m_position)) {
            const std::uint64_t n = depth == 1 ? 1 : perft(m_position.after(m), depth - 1);
            send(toUci(m_position, m) + ": " + std::to_string(n));
            total += n;
        }
        send("");
        send("Nodes searched: " + std::to_string(total));
        send("");
        return;
    }
    Limits limits;
    static constexpr std::string_view keywords[] = {
        "searchmoves", "ponder", "wtime", "btime", "winc",     "binc",
        "movestogo",   "depth",  "nodes", "mate",  "movetime", "infinite"};
    auto isKeyword = [](std::string_view w) {
        return std::find(std::begin(keywords), std::end(keywords), w) != std::end(keywords);
    };
    for (std::size_t i = 1; i < words.size(); ++i) {
        const std::string_view w = words[i];
        const std::string_view next = i + 1 < words.size() ? words[i + 1] : std::string_view{};
        auto take = [&] {
            ++i;
            return text::toInt(next, 0);
        };
        if (w == "searchmoves") {
            while (i + 1 < words.size() && !isKeyword(words[i + 1])) {
                const auto m = parseUci(m_position, words[++i]);
                if (m) limits.searchMoves.push_back(*m);
            }
        } else if (w == "ponder")
            limits.ponder = true;
        else if (w == "infinite")
            limits.infinite = true;
        else if (w == "wtime")
            limits.time[0] = std::max<std::int64_t>(0, take());
        else if (w == "btime")
            limits.time[1] = std::max<std::int64_t>(0, take());
        else if (w == "winc")
            limits.inc[0] = std::max<std::int64_t>(0, take());
        else if (w == "binc")
            limits.inc[1] = std::max<std::int64_t>(0, take());
        else if (w == "movestogo")
            limits.movesToGo = int(take());
        else if (w == "depth")
            limits.depth = int(take());
        else if (w == "nodes")
            limits.nodes = std::uint64_t(std::max<std::int64_t>(0, take()));
        else if (w == "mate")
            limits.mate = int(take());
        else if (w == "movetime")
            limits.moveTime = take();
    }
    // "go" alone means: think until told to stop.
    const bool anyLimit = limits.depth || limits.nodes || limits.mate || limits.moveTime
                          || limits.hasClock(Color::White) || limits.hasClock(Color::Black);
    if (!anyLimit) limits.infinite = true;

    SearchOptions options;
    options.multiPv = m_multiPv;
    options.elo = strengthElo();
    options.randomMoves = m_randomMoves;
    options.moveOverhead = m_moveOverhead;
    options.tables = m_tables.get();
    options.tbProbeDepth = m_tbProbeDepth;
    options.tbProbeLimit = m_tbProbeLimit;

    // A GUI waits for "bestmove" before the next "go"; a script piping commands may not.
    // Like other engines, let the running search finish (or stop it if it never would).
    finish();

    // Tablebase position at the root: play the table's best move (fastest win by DTZ,
    // slowest loss) instead of searching, unless the GUI asked for analysis.
    // Only with tables the GUI named: the bundled ones serve the search below (the root
    // answer ignores the fifty-move count, repetitions and mate distances).
    if (m_tables && m_tablesChosen && !limits.infinite && !limits.ponder
        && limits.searchMoves.empty() && m_multiPv == 1 && strengthElo() == 0 && !m_randomMoves) {
        const auto root = m_tables->probeRoot(m_position);
        if (root && !root->moves.empty()) {
            const tb::MoveValue& best = root->moves.front();
            const int distance = best.dtz < 0 ? -best.dtz : best.dtz;
            const int cp = best.wdl == tb::Wdl::Win    ? 20000 - distance
                           : best.wdl == tb::Wdl::Loss ? -(20000 - distance)
                                                       : 0;
            send("info depth 1 score cp " + std::to_string(cp) + " nodes 0 tbhits 1 pv "
                 + moveText(best.move));
            send("bestmove " + moveText(best.move));
            return;
        }
    }
    m_searchRoot = m_position;
    m_worker.start(
        m_position, m_keys, limits, options,
        [this](const SearchInfo& info) { send(formatInfo(info)); },
        [this](const SearchResult& result) {
            if (!result.best) {
                send("bestmove 0000");
                return;
            }
            std::string line = "bestmove " + moveText(result.best);
            if (result.ponder) line += " ponder " + moveText(result.ponder);
            send(line);
        });
}

std::string UciProtocol::formatInfo(const SearchInfo& info) const
{
    // Built by appending: GCC 12 warns (-Wrestrict, a known false positive) about
    // "literal" + std::to_string(...).
    std::string line;
    line.reserve(160);
    line += "info depth ";
    line += std::to_string(info.depth);
    line += " seldepth ";
    line += std::to_string(info.selDepth);
    if (m_multiPv > 1) {
        line += " multipv ";
        line += std::to_string(info.multiPv);
    }
    line += " score ";
    line += uciScore(info.score);
    line += " nodes ";
    line += std::to_string(info.nodes);
    line += " nps ";
    line += std::to_string(info.nps);
    line += " hashfull ";
    line += std::to_string(info.hashfull);
    if (info.tbHits) {
        line += " tbhits ";
        line += std::to_string(info.tbHits);
    }
    line += " time ";
    line += std::to_string(info.timeMs);
    line += " pv";
    for (const Move m : info.pv) {
        line += ' ';
        line += moveText(m);
    }
    return line;
}

} // namespace kibitz::search
