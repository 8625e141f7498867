// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// What an engine says and what it is asked, whatever protocol carries it: the search output
// (Info, Score, Wdl), the options it declares (OptionDecl) and the limits of a search
// (SearchLimits). The UCI and XBoard parsers fill them, EngineProcess passes them on, and the
// models and the launcher read them without knowing the protocol. Plain C++, no Qt.

#include <compare>
#include <cstdint>
#include <optional>
#include <string>
#include <string_view>
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

// --- What a search is asked -----------------------------------------------------------------

struct SearchLimits {
    std::optional<int> movetimeMs, depth, mate, movesToGo;
    std::optional<std::uint64_t> nodes;
    std::optional<long long> wtimeMs, btimeMs, wincMs, bincMs;
    bool infinite = false;
    bool ponder = false;
    std::vector<std::string> searchMoves; // sent last: it takes every word after it
};

} // namespace kibitz::engine
