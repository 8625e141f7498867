// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// Playing strength below the engine's best, chosen by an Elo figure.
//
// A weaker level is a smaller search, not a worse one: each move gets a budget of nodes, so
// the horizon shortens and tactics a few plies deep go unseen, as they do for people; and
// among its few best lines the engine prefers one by its score plus a random handicap, so a
// weaker level often settles for a move somewhat worse than its best. Moves its own search
// sees as losing more than a bound are never chosen: a weak level does not give away a piece
// it can see hanging. Tablebases are not consulted below full strength.
//
// The budgets are counted in nodes, not time, so a level plays the same on a fast machine and
// a slow one, at any time control that leaves time for its budget. The search is the engine's
// own (the tuned evaluation, quiescence with checks), only smaller. The table behind
// strengthForElo was calibrated against Stockfish's UCI_Elo, both engines on their default
// options (tests/bench/calibrate_levels.sh, figures in the README). Levels go up to
// MaxStrengthElo, the most a budget can honestly promise: at 10+0.1 the whole search is
// about that strong on Stockfish's scale, and a higher label would be a weaker opponent than
// it says. Levels between the rows are interpolated; the first row, 1000, lies below
// Stockfish's range (from 1350) and was set by extrapolation, not measured.

#include "chess/position.h"

#include <cstdint>
#include <random>

namespace kibitz::search {

struct Strength {
    std::uint64_t nodes = 0; // nodes per move (at least one whole iteration is always searched)
    int candidates = 1;      // lines considered (MultiPV)
    int handicap = 0;        // centipawns: each candidate gets a random 0..handicap bonus
    int maxLoss = 0;         // centipawns: candidates this much worse than the best are ignored
};

constexpr int MinStrengthElo = 1000;
constexpr int MaxStrengthElo = 2300;

Strength strengthForElo(int elo);

// Skill Level 0..19 on the same scale as UCI_Elo, with the curve Stockfish uses for its own
// levels, so "Skill Level 5" means about the same in both engines. 20 (full strength): 0.
int eloForSkillLevel(int level);

// The level both protocols play at from their three options (Skill Level, UCI_LimitStrength,
// UCI_Elo): with a skill level and a limit both set, the weaker counts. 0: full strength.
int playingElo(int skillLevel, bool limitStrength, int elo);

// The weakest player of all: a legal move chosen uniformly at random (the "Random Moves"
// option of both protocols), for a beginner's first games and for tests that need an
// opponent who plays anything legal. Move::none() when there is no legal move.
chess::Move randomMove(const chess::Position& pos, std::mt19937_64& rng);

} // namespace kibitz::search
