// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// What the tables say about a position and each of its moves, from Syzygy (WDL, DTZ) and
// Gaviota (DTM) together, the moves ranked best first: the tablebase pane shows it and
// `kibitz-cli tb probe` prints it.

#include "chess/position.h"
#include "tablebase/syzygy.h"

#include <optional>
#include <string>
#include <vector>

namespace kibitz::tb {

class Gaviota;

struct ReportMove {
    chess::Move move;
    Wdl wdl = Wdl::Draw; // for the side that plays it, as the tables say
    int dtz = 0;         // Syzygy: plies to zeroing, this move the first (0: none)
    bool hasDtz = false;
    std::optional<int> dtm; // Gaviota: plies to mate, this move the first; < 0 mated
    bool zeroing = false;   // capture or pawn move
    bool mate = false;      // checkmates
};

struct Report {
    bool covered = false;                           // some table knows the position
    ErrorKind reasonKind = ErrorKind::MissingTable; // why not, when not covered
    std::string cause;                              // ... in words, naming a file at fault
    std::string reason; // cause, and the first dozen missing files for a one-line display
    std::vector<std::string> missing; // when not covered: every file that would answer it
    int pieces = 0;
    bool fromSyzygy = false;
    Wdl wdl = Wdl::Draw; // for the side to move
    int dtz = 0;
    std::optional<int> dtm;        // plies, signed for the side to move (positive: it mates)
    std::vector<ReportMove> moves; // best first (see rankMoves)
};

// Wins first, the quickest (shortest DTM when every win has one, else shortest DTZ, mates
// first of all), then cursed wins, draws, blessed losses, and losses, the longest first.
void rankMoves(std::vector<ReportMove>& moves);

// Syzygy first; Gaviota alone when Syzygy does not cover the position (a folder of larger
// Gaviota tables), and for the DTM of every move when it covers it. gaviota may be null.
Report probeReport(const Tablebase& syzygy, Gaviota* gaviota, const chess::Position& pos);

} // namespace kibitz::tb
