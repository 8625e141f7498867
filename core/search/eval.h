// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// Static evaluation: a tapered score (middlegame and endgame terms blended by the material
// left on the board) of material, piece-square tables, mobility, pawn structure (doubled,
// isolated, passed pawns), king safety (pawn shield, open files, attacks on the king zone)
// and a few piece terms. Returned from the side to move's point of view, in centipawns.

#include "chess/position.h"
#include "search/evalparams.h"

#include <utility>
#include <vector>

namespace kibitz::search {

int evaluate(const chess::Position& pos); // with tunedParams()
int evaluate(const chess::Position& pos, const EvalParams& params);

// A breakdown for tests and debugging, from White's point of view.
struct EvalTrace {
    int material = 0; // material + piece-square, tapered
    int mobility = 0;
    int pawns = 0;
    int kingSafety = 0;
    int pieces = 0;
    int phase = 0; // 0 (bare kings and pawns) .. 24 (all pieces)
    int total = 0; // after scaling, White's point of view
};
EvalTrace traceEvaluation(const chess::Position& pos);

// For the tuner (tests/bench/texel_tune): the evaluation with other values, White's point of
// view and without the side to move's tempo, and the same as a sum of parameters.
int evaluateWith(const chess::Position& pos, const EvalParams& params);
struct EvalTerms {
    std::vector<std::pair<int, int>> counts; // (parameter, White's count minus Black's)
    int phase = 0;                           // 0..24: weight of the middlegame values
    int scale = 64;                          // endgame scale in 64ths
    int fixed = 0;                           // the part outside the parameters (mop-up)
    int total = 0;                           // evaluateWith's result
};
EvalTerms evaluationTerms(const chess::Position& pos, const EvalParams& params);

// Middlegame material values (used by pruning margins and the skill module).
constexpr int PawnValue = 100;

} // namespace kibitz::search
