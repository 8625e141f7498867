// SPDX-License-Identifier: GPL-3.0-or-later
#include "train/endgame.h"

#include "chess/notation.h"

#include <cstdlib>

namespace kibitz::train {

const std::vector<EndgamePosition>& endgamePositions()
{
    static const std::vector<EndgamePosition> positions = {
        {"KQ v K", "8/8/8/3k4/8/8/8/4K1Q1 w - - 0 1", "win",
         "Drive the king to the edge with the queen a knight's move away; no stalemate."},
        {"KR v K", "8/8/8/4k3/8/8/8/R3K3 w - - 0 1", "win",
         "Cut the king off with the rook, bring your king, take the opposition."},
        {"KBN v K", "8/8/8/4k3/8/8/8/2B1KN2 w - - 0 1", "win",
         "Mate in the corner of the bishop's colour; the W manoeuvre with the knight."},
        // Lucena (Salvio 1634): the pawn on the seventh, its king in front; build a bridge
        // with the rook on the fourth rank.
        {"Lucena", "1K1k4/1P6/8/8/8/8/r7/2R5 w - - 0 1", "win",
         "Check the king away, then build a bridge with the rook on the fourth rank."},
        // Philidor (1777): the defender's rook holds its third rank until the pawn advances,
        // then checks from behind.
        {"Philidor", "4k3/7R/r7/4PK2/8/8/8/8 b - - 0 1", "draw",
         "Keep the rook on the sixth rank; when the pawn comes, check from behind."},
    };
    return positions;
}

EndgameGrade gradeEndgameMove(const tb::Report& report, chess::Move played)
{
    EndgameGrade g;
    if (!report.covered || report.moves.empty()) return g;
    const tb::ReportMove* playedMove = nullptr;
    for (const tb::ReportMove& m : report.moves)
        if (m.move == played) playedMove = &m;
    if (!playedMove) return g;
    const tb::ReportMove& best = report.moves.front();
    g.judged = true;
    g.bestMove = best.move;
    g.best = best.wdl;
    g.played = playedMove->wdl;
    g.dtm = best.dtm && playedMove->dtm;
    auto distance = [&](const tb::ReportMove& m) {
        if (m.mate) return 1;
        return g.dtm ? std::abs(*m.dtm) : std::abs(m.dtz);
    };
    g.bestDistance = distance(best);
    g.playedDistance = distance(*playedMove);
    if (g.played == g.best) {
        const int winning = tb::toInt(g.best);
        if (winning > 0)
            g.pliesLost = std::max(0, g.playedDistance - g.bestDistance);
        else if (winning < 0)
            g.pliesLost = std::max(0, g.bestDistance - g.playedDistance);
    }
    return g;
}

std::string EndgameGrade::describe(const chess::Position& pos) const
{
    if (!judged) return "not in the tables";
    const std::string bestSan = chess::toSan(pos, bestMove);
    const std::string unit = dtm ? "DTM" : "DTZ";
    if (played != best)
        return "a " + std::string(tb::wdlName(played)) + ": " + bestSan + " keeps a "
               + std::string(tb::wdlName(best));
    if (pliesLost == 0) {
        if (tb::toInt(best) == 0) return "best: the draw holds";
        return "best (" + unit + " " + std::to_string(playedDistance) + ")";
    }
    return "a " + std::string(tb::wdlName(played)) + ", " + std::to_string(pliesLost)
           + (pliesLost == 1 ? " ply " : " plies ")
           + (tb::toInt(best) > 0 ? "slower than " : "shorter than ") + bestSan + " (" + unit + " "
           + std::to_string(playedDistance) + " against " + std::to_string(bestDistance) + ")";
}

} // namespace kibitz::train
