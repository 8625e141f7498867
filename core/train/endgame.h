// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// Endgame training: positions to play out against the tablebases, and how each of the
// user's moves compares with the tables' best. The tables rank moves by result first (win,
// draw, loss for the side playing it) and then by distance: DTM (Gaviota, plies to mate)
// when both moves have it, else DTZ (Syzygy, plies to the next capture or pawn move). A
// winning move is as many plies worse as it makes the win longer; a defending move as many
// as it makes the loss shorter. No Qt.

#include "chess/position.h"
#include "tablebase/report.h"

#include <string>
#include <vector>

namespace kibitz::train {

struct EndgamePosition {
    std::string name; // "KQ v K"
    std::string fen;
    std::string goal; // "win" or "draw", for the side to move
    std::string hint; // what it teaches, one line
};

// KQ v K, KR v K, KBN v K, the Lucena and the Philidor position.
const std::vector<EndgamePosition>& endgamePositions();

struct EndgameGrade {
    bool judged = false;                      // the tables covered the position
    tb::Wdl best = tb::Wdl::Draw;             // the best move's result, for the side to move
    tb::Wdl played = tb::Wdl::Draw;           // the played move's
    bool dtm = false;                         // distances are DTM (else DTZ)
    int bestDistance = 0, playedDistance = 0; // plies
    int pliesLost = 0; // how much worse than the best at the same result (0: as good)
    chess::Move bestMove;
    // "best: mate in 7", "a win, 4 plies slower than Qd5 (DTM 17 against 13)",
    // "a draw: throws away the win (Qd5 wins)". pos: the position the move was played in.
    std::string describe(const chess::Position& pos) const;
    bool keptResult() const { return played == best; }
};

EndgameGrade gradeEndgameMove(const tb::Report& report, chess::Move played);

} // namespace kibitz::train
