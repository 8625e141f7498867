// SPDX-License-Identifier: GPL-3.0-or-later
#include "tablebase/report.h"

#include "chess/movegen.h"
#include "tablebase/gaviota.h"

#include <algorithm>

namespace kibitz::tb {

void rankMoves(std::vector<ReportMove>& moves)
{
    const bool winsHaveDtm = std::all_of(moves.begin(), moves.end(), [](const ReportMove& m) {
        return m.wdl != Wdl::Win || m.dtm.has_value();
    });
    const bool lossesHaveDtm = std::all_of(moves.begin(), moves.end(), [](const ReportMove& m) {
        return m.wdl != Wdl::Loss || m.dtm.has_value();
    });
    // win 2 > cursed win 1 > draw 0 > blessed loss -1 > loss -2
    std::stable_sort(moves.begin(), moves.end(), [&](const ReportMove& a, const ReportMove& b) {
        if (a.wdl != b.wdl) return toInt(a.wdl) > toInt(b.wdl);
        switch (a.wdl) {
        case Wdl::Win:
            if (a.mate != b.mate) return a.mate;
            if (winsHaveDtm && *a.dtm != *b.dtm) return *a.dtm < *b.dtm;
            return a.dtz < b.dtz;
        case Wdl::CursedWin:
            return a.dtz < b.dtz;
        case Wdl::Draw:
            return false;
        case Wdl::BlessedLoss:
            return a.dtz < b.dtz; // more negative: further away
        case Wdl::Loss:
            if (lossesHaveDtm && *a.dtm != *b.dtm) return *a.dtm < *b.dtm;
            return a.dtz < b.dtz;
        }
        return false;
    });
}

Report probeReport(const Tablebase& syzygy, Gaviota* gaviota, const chess::Position& pos)
{
    Report report;
    report.pieces = chess::popCount(pos.occupied());
    const auto root = syzygy.probeRoot(pos);
    const auto dtm = gaviota ? gaviota->probe(pos) : std::nullopt;
    const std::vector<GaviotaMove> dtmMoves =
        dtm ? gaviota->probeRoot(pos) : std::vector<GaviotaMove>{};
    auto dtmOf = [&](chess::Move m) -> std::optional<int> {
        for (const GaviotaMove& g : dtmMoves)
            if (g.move == m) return g.after.dtm;
        return std::nullopt;
    };

    if (root) {
        report.covered = true;
        report.fromSyzygy = true;
        report.wdl = root->wdl;
        report.dtz = root->dtz;
        for (const MoveValue& v : root->moves)
            report.moves.push_back(
                ReportMove{v.move, v.wdl, v.dtz, true, dtmOf(v.move), v.zeroing, v.mate});
    } else if (dtm) {
        report.covered = true;
        report.wdl = dtm->wdl > 0 ? Wdl::Win : dtm->wdl < 0 ? Wdl::Loss : Wdl::Draw;
        for (const GaviotaMove& g : dtmMoves) {
            ReportMove t;
            t.move = g.move;
            t.dtm = g.after.dtm;
            t.wdl = g.after.wdl > 0 ? Wdl::Win : g.after.wdl < 0 ? Wdl::Loss : Wdl::Draw;
            const chess::Position next = pos.after(g.move);
            t.mate = next.isCheck() && !chess::hasLegalMove(next);
            t.zeroing = pos.pieceOn(g.move.to()) != chess::Piece::None
                        || chess::typeOf(pos.pieceOn(g.move.from())) == chess::PieceType::Pawn;
            report.moves.push_back(t);
        }
    } else {
        report.reasonKind = root.error().kind;
        report.cause = root.error().toString();
        report.reason = report.cause;
        if (root.error().unavailable() && root.error().kind != ErrorKind::CastlingRights) {
            // Say which files would answer it, so the user knows what to fetch.
            report.missing = syzygy.missingTables(pos);
            const std::vector<std::string>& missing = report.missing;
            constexpr std::size_t shown = 12;
            for (std::size_t i = 0; i < missing.size() && i < shown; ++i)
                report.reason += (i ? ", " : "; missing: ") + missing[i];
            if (missing.size() > shown) {
                report.reason += " and ";
                report.reason += std::to_string(missing.size() - shown);
                report.reason += " more";
            }
        }
        return report;
    }
    if (dtm) report.dtm = dtm->dtm;
    rankMoves(report.moves);
    return report;
}

} // namespace kibitz::tb
