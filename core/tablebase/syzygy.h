// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// Syzygy endgame tablebases: WDL (.rtbw) and DTZ (.rtbz) probing for standard chess.
//
// Values follow the tables' own conventions, under the 50-move rule and as if the
// halfmove clock were zero (the tables know nothing of the clock; see atClock()):
//   WDL  -2 loss, -1 blessed loss (lost, but saved by the 50-move rule), 0 draw,
//         1 cursed win (won, but not within the 50-move rule), 2 win.
//   DTZ  plies to the next zeroing move (capture or pawn move) with best play, signed by
//        the outcome: 1..100 win, > 100 cursed win, 0 draw, < -100 blessed loss,
//        -100..-1 loss. As in every Syzygy prober, a value may be one ply more than the
//        true distance (the files round some values to full moves); never where that would
//        change the outcome.
//
// The values come from Debian's libfathom (Fathom, the prober most engines use); what is
// Kibitz's own is around it: the folders (searched one level down, the first folder with a
// table wins), the files checked before Fathom may read them (syzygy_file.h), the tables a
// position lacks named, the errors, and every move's outcome at the root.
//
// Positions with castling rights are not in the tables and are reported unavailable, as are
// positions with more pieces than the largest table found. A probe answers only when every
// table it could need (the position's material and every material its captures and
// promotions lead to) was found and passed the check; otherwise it is a ProbeError that
// names the file. Fathom trusts the data past the headers: wrong bytes inside the
// compressed blocks give wrong values or worse, so `kibitz-cli tb verify` a set you doubt.
//
// Probing is thread-safe: any number of threads may probe one Tablebase at once (WDL probes
// run in parallel, DTZ and root probes one at a time: Fathom's root probe is not
// re-entrant). Fathom holds one set of tables per process: Tablebase objects with different
// folders take turns, each reloading Fathom's list (not the data) when its turn comes.
// setPaths() must not run while other threads probe the same object.

#include "chess/expected.h"
#include "chess/position.h"

#include <cstdint>
#include <memory>
#include <string>
#include <string_view>
#include <vector>

namespace kibitz::tb {

enum class Wdl : std::int8_t { Loss = -2, BlessedLoss = -1, Draw = 0, CursedWin = 1, Win = 2 };

constexpr Wdl operator-(Wdl w)
{
    return Wdl(-int(w));
}
constexpr int toInt(Wdl w)
{
    return int(w);
}
// "loss", "blessed loss", "draw", "cursed win", "win".
std::string_view wdlName(Wdl w);

// The outcome of a probed WDL/DTZ pair once the halfmove clock is taken into account: a win
// whose zeroing move comes after the 100th ply of the count is only a cursed win, and a
// loss that far away is a blessed loss.
Wdl atClock(Wdl wdl, int dtz, int halfmoveClock);

enum class ErrorKind : std::uint8_t {
    CastlingRights, // positions with castling rights are not in the tables
    TooManyPieces,  // more pieces than the largest table found
    MissingTable,   // a table this position (or a capture from it) needs was not found
    BadTable,       // a table file is unreadable, truncated, corrupted or has a bad magic
};

struct ProbeError {
    ErrorKind kind = ErrorKind::MissingTable;
    std::string file;    // the table concerned: a path, or a table name when none was found
    std::string message; // what is wrong, in words

    // The position is simply not covered (as opposed to a broken table).
    bool unavailable() const { return kind != ErrorKind::BadTable; }
    std::string toString() const;
};

// One legal move at the root, valued from the point of view of the side playing it.
struct MoveValue {
    chess::Move move;
    Wdl wdl = Wdl::Draw;
    int dtz = 0;          // plies to zeroing after this move counts as the first
    bool zeroing = false; // capture or pawn move (resets the 50-move count)
    bool mate = false;    // checkmates
};

struct RootValue {
    Wdl wdl = Wdl::Draw;
    int dtz = 0;
    // Every legal move, best first: wins by the shortest DTZ, then cursed wins, draws,
    // blessed losses, and losses by the longest DTZ (the most resistant defence).
    std::vector<MoveValue> moves;
};

// What setPaths() found.
struct ScanResult {
    int wdlFiles = 0;
    int dtzFiles = 0;
    int maxPieces = 0;                 // pieces of the largest table with a WDL file
    std::vector<std::string> problems; // folders that could not be read
};

class Tablebase {
public:
    Tablebase();
    ~Tablebase();
    Tablebase(const Tablebase&) = delete;
    Tablebase& operator=(const Tablebase&) = delete;

    // Replaces the folders searched for tables. Files are recognised by name (KQvKR.rtbw,
    // KRPvKR.rtbz, ...); when two folders hold the same table, the earlier folder wins.
    ScanResult setPaths(const std::vector<std::string>& folders);
    int maxPieces() const;

    // WDL of the position, with captures and en passant resolved.
    Expected<Wdl, ProbeError> probeWdl(const chess::Position& pos) const;
    // DTZ of the position (needs the WDL tables too).
    Expected<int, ProbeError> probeDtz(const chess::Position& pos) const;
    // The position's WDL and DTZ and every legal move's, ranked.
    Expected<RootValue, ProbeError> probeRoot(const chess::Position& pos) const;
    // The table files ("KRBPvK.rtbw", "KRBPvK.rtbz", ...) that answering this position and
    // every line from it could need (its material and every material captures and
    // promotions lead to) and that were not found, named as the Syzygy sets name them.
    // Empty for more than seven pieces, which no set covers.
    std::vector<std::string> missingTables(const chess::Position& pos) const;

    struct Registry; // the tables found, opened lazily (syzygy.cpp)

private:
    std::unique_ptr<Registry> m_registry;
};

} // namespace kibitz::tb
