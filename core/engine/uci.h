// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// The GUI side of the UCI protocol, sans-IO: lines from the engine go in, typed events come
// out; commands to the engine are built as strings. No process, no clock, no Qt: the
// EngineProcess adapter feeds it, and tests drive it with scripted dialogues.
// Protocol: "Description of the universal chess interface (UCI)", S. Meyer-Kahlen, April 2006.

#include "chess/position.h"

#include <compare>
#include <cstddef>
#include <cstdint>
#include <optional>
#include <string>
#include <string_view>
#include <variant>
#include <vector>

namespace kibitz::engine {

// --- Engine output ------------------------------------------------------------------------

// A score from one side's point of view (the engine's, the side to move's; whitePov turns it).
// Mate 0 is the side being mated, as UCI's "score mate 0" says; its negation, the side that
// has mated, is mateGiven() (python-chess's MateGiven): a mate 0 with given set.
struct Score {
    enum class Kind : std::uint8_t { Centipawns, Mate };
    Kind kind = Kind::Centipawns;
    int value = 0;           // centipawns, or moves to mate (negative: the engine is mated)
    bool lowerbound = false; // the true score is at least this (fail high)
    bool upperbound = false; // at most this (fail low)
    bool given = false;      // Mate with value 0: this side has mated (MateGiven)

    static Score cp(int centipawns) { return {Kind::Centipawns, centipawns}; }
    static Score mate(int moves) { return {Kind::Mate, moves}; }
    static Score mateGiven() { return {Kind::Mate, 0, false, false, true}; }
    bool isMate() const { return kind == Kind::Mate; }
    // Mated, or to be mated: mate -N, and mate 0 unless given.
    bool isMated() const { return isMate() && (value < 0 || (value == 0 && !given)); }
    bool isMating() const { return isMate() && !isMated(); }
    // The same score from the other side: centipawns and mates change sign, mate 0 becomes
    // mateGiven() and back, a lower bound becomes an upper bound.
    Score operator-() const;
    // Centipawns, mates as mateScore less the moves to mate (python-chess's
    // score(mate_score=...)): mate in 1 is mateScore - 1, mateGiven() mateScore, being mated
    // (mate 0) -mateScore. The order of scores is the order of this value.
    long long toCentipawns(long long mateScore = 100000) const;

    friend bool operator==(const Score&, const Score&) = default;
    // A total order, from worst to best for the side the score belongs to: being mated now,
    // mated in 1, 2, ..., then centipawns, then mate in N, ..., mate in 1, mate given; equal
    // values are ordered by their bounds (an upper bound below an exact score below a lower
    // bound), so that the order agrees with ==.
    friend std::strong_ordering operator<=>(const Score& a, const Score& b);
};

struct Wdl {
    int win = 0, draw = 0, loss = 0; // per mille, from the engine's side
    friend bool operator==(const Wdl&, const Wdl&) = default;
};

struct Info {
    std::optional<int> depth, seldepth, multipv, hashfull, currmoveNumber, cpuload;
    std::optional<Score> score;
    std::optional<Wdl> wdl;
    std::optional<std::uint64_t> nodes, nps, tbhits, sbhits, timeMs;
    std::vector<std::string> pv; // UCI moves as sent
    std::string currmove;
    std::string string; // "info string ...": the rest of the line
    std::vector<std::string> refutation;
    std::vector<std::string> currline;
};

enum class OptionType : std::uint8_t { Check, Spin, Combo, Button, String };
// String options that name a file or a folder, so the options dialog can offer a browser.
// XBoard declares them (-file, -path); for UCI they are recognised by name (SyzygyPath,
// EvalFile, BookFile, ...).
enum class PathKind : std::uint8_t { None, File, Folder };

struct OptionDecl {
    std::string name;
    OptionType type = OptionType::String;
    std::string defaultValue;
    std::optional<long long> min, max;
    std::vector<std::string> vars; // combo choices
    PathKind path = PathKind::None;
};

// File or folder, judged by a string option's name ("...Path", "...Dir" are folders, "...File"
// files).
PathKind pathKindByName(std::string_view name);

struct IdName {
    std::string name;
};
struct IdAuthor {
    std::string author;
};
struct UciOk {};
struct ReadyOk {};
// Moves as UCI in lower case (normalizeMoveText): "bestmove D2D4" reads as d2d4.
struct BestMove {
    std::string move;   // "(none)" or "0000" when the engine has no move ("NULL" reads as "(none)")
    std::string ponder; // empty when not given or given as (none), NULL or 0000
};
struct CopyProtection {
    std::string status;
};
struct Registration {
    std::string status;
};
// A line that is not UCI (engines print banners and debug text): kept for the console.
struct Unknown {
    std::string line;
};
// A UCI keyword with arguments that do not parse: what and where.
struct Malformed {
    std::string line;
    std::string message;
};

using UciEvent = std::variant<IdName, IdAuthor, OptionDecl, UciOk, ReadyOk, Info, BestMove,
                              CopyProtection, Registration, Unknown, Malformed>;

// A coordinate move as UCI spells it: "D2D4" and "e7e8Q" become "d2d4" and "e7e8q" (old
// engines write upper case, and a coordinate move has one reading in any case). Other text
// is returned as it is.
std::string normalizeMoveText(std::string_view text);

// Parses one line from the engine. Tolerant of extra spaces and tabs; never fails on
// garbage (that is Unknown or Malformed).
UciEvent parseUciLine(std::string_view line);

// --- Commands to the engine ------------------------------------------------------------------

struct SearchLimits {
    std::optional<int> movetimeMs, depth, mate, movesToGo;
    std::optional<std::uint64_t> nodes;
    std::optional<long long> wtimeMs, btimeMs, wincMs, bincMs;
    bool infinite = false;
    bool ponder = false;
    std::vector<std::string> searchMoves; // sent last: it takes every word after it
};

std::string goCommand(const SearchLimits& limits);
// "position startpos moves ..." when start is the standard position, else "position fen ...";
// moves in UCI notation, castling in the Chess960 form when the positions are Chess960.
// A position's FEN as engines get it: X-FEN for Chess960, and the en passant square only when
// the capture is legal.
std::string engineFen(const chess::Position& pos);
std::string positionCommand(const chess::Position& start, const std::vector<chess::Move>& moves);
std::string setOptionCommand(std::string_view name, std::string_view value);
std::string setOptionCommand(std::string_view name); // a button

// A PV of UCI moves as SAN with move numbers ("12... Nf6 13. Nc3"), as far as the moves are
// legal in turn and at most maxMoves; used (if given) receives how many moves were shown.
std::string pvToSan(const chess::Position& start, const std::vector<std::string>& pv,
                    std::size_t maxMoves = SIZE_MAX, std::size_t* used = nullptr);

// Scores from White's point of view, for display ("+0.35", "-M3").
Score whitePov(const Score& s, chess::Color sideToMove);
std::string formatScore(const Score& s);

} // namespace kibitz::engine
