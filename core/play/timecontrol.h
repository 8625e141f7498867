// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// How long the players may think: a chess clock with one or more periods, or a fixed limit
// per move (time, depth or nodes) for engine games.
//
// Text form, as read by parse() and written by toString():
//   300+2          base 300 s, 2 s added after each move (Fischer increment)
//   5m+3s  90s  1h  units: h, m, s (seconds when none is written, as the PGN standard does)
//   0:30+0.5       base as m:ss or h:mm:ss, increment with a fraction
//   40/5400+30:1800+30
//                  periods (PGN standard 9.6.1): 40 moves in 5400 s with 30 s a move, then
//                  the rest of the game in 1800 s with 30 s a move. With a '/' anywhere, ':'
//                  separates periods, so times in that form are seconds or carry units
//                  ("40/90m+30s:30m+30s"). A last period with a move count repeats.
//   movetime=2.5   (also st=2.5) a fixed time per move, in seconds or with a unit
//   depth=12       a fixed search depth; engines only, humans are not timed
//   nodes=100000   a fixed node count; engines only
// Errors name the field ("period 2: increment: ...").
//
// toPgn() writes the TimeControl tag: "300+2", "40/5400+30:1800+30" (increments in the
// standard's spirit; most readers accept them), "-" for the fixed limits, which the standard
// cannot express.

#include "chess/expected.h"

#include <cstdint>
#include <string>
#include <string_view>
#include <vector>

namespace kibitz::play {

struct TimePeriod {
    int moves = 0;           // moves to make in this period; 0: the rest of the game
    std::int64_t timeMs = 0; // time given at the start of the period
    std::int64_t incrementMs = 0;
    friend bool operator==(const TimePeriod&, const TimePeriod&) = default;
};

struct TimeControlError {
    std::string field;   // "base", "period 2: increment", "depth", ...
    std::string message; // what is wrong with it
    std::string toString() const { return field.empty() ? message : field + ": " + message; }
};

class TimeControl {
public:
    enum class Kind : std::uint8_t { Clock, MoveTime, Depth, Nodes };

    TimeControl() = default; // 5 minutes + 0
    static TimeControl clock(std::int64_t baseMs, std::int64_t incrementMs = 0);
    static TimeControl periods(std::vector<TimePeriod> periods);
    static TimeControl moveTime(std::int64_t ms);
    static TimeControl depth(int plies);
    static TimeControl nodes(std::uint64_t nodes);

    static Expected<TimeControl, TimeControlError> parse(std::string_view text);

    Kind kind() const { return m_kind; }
    bool isClock() const { return m_kind == Kind::Clock; }
    const std::vector<TimePeriod>& periodList() const { return m_periods; }
    // The period that covers a player's move number moveIndex (0-based, counted for that
    // player alone), and how many of its moves are still to be made including that one
    // (0 when the period runs to the end of the game).
    const TimePeriod& periodFor(int moveIndex, int* movesToGo = nullptr) const;
    // Does the player's move number moveIndex (0-based) finish a period? Then the next
    // period's time is added once it is made.
    bool endsPeriod(int moveIndex) const;

    std::int64_t moveTimeMs() const { return m_moveTimeMs; }
    int depthLimit() const { return m_depth; }
    std::uint64_t nodeLimit() const { return m_nodes; }

    std::string toString() const;  // parse(toString()) gives this back
    std::string toPgn() const;     // the PGN TimeControl tag value
    std::string toDisplay() const; // "5 min + 3 s", "40 moves in 90 min + 30 s, then ..."

    friend bool operator==(const TimeControl&, const TimeControl&) = default;

private:
    // A control without a clock, each move limited by time, depth or nodes: no periods.
    static TimeControl perMove(Kind kind);

    Kind m_kind = Kind::Clock;
    std::vector<TimePeriod> m_periods{TimePeriod{0, 300000, 0}};
    std::int64_t m_moveTimeMs = 0;
    int m_depth = 0;
    std::uint64_t m_nodes = 0;
};

// "1:05:03", "4:59", "9.3": the clock face, tenths shown below ten seconds.
std::string formatClockFace(std::int64_t ms);

} // namespace kibitz::play
