// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// Search scores: centipawns from the side to move's point of view, with mate scores at the
// ends of the range. A score of Mate - n means "mate in n plies" from the node where it was
// found; the transposition table stores mate scores relative to the node, not the root.

#include <cstdint>
#include <string>

namespace kibitz::search {

constexpr int MaxPly = 128;
constexpr int Infinity = 32000;
constexpr int Mate = 31000;
constexpr int MateBound = Mate - MaxPly; // |score| >= MateBound is a mate score
constexpr int NoScore = -32500;          // "no static evaluation" (in check)
// A win the tablebases know of, less the ply where it was found: above any evaluation, below
// every mate (a mate the search sees is still preferred).
constexpr int TbWin = 20000;

constexpr int matedIn(int ply)
{
    return -Mate + ply;
}
constexpr int mateIn(int ply)
{
    return Mate - ply;
}
constexpr bool isMateScore(int score)
{
    return score >= MateBound || score <= -MateBound;
}

// Full moves to mate as UCI counts them: positive when the side to move mates, negative
// when it is mated ("score mate -2").
constexpr int mateInMoves(int score)
{
    return score > 0 ? (Mate - score + 1) / 2 : -(Mate + score) / 2;
}

// "cp 35" or "mate 3", the UCI 'score' field (UCI protocol, "info" command).
inline std::string uciScore(int score)
{
    std::string out = isMateScore(score) ? "mate " : "cp ";
    out += std::to_string(isMateScore(score) ? mateInMoves(score) : score);
    return out;
}

// CECP v2 ("Thinking output"): centipawns, with mates as 100000 + moves (or the negative).
inline int xboardScore(int score)
{
    if (!isMateScore(score)) return score;
    const int moves = mateInMoves(score);
    return moves > 0 ? 100000 + moves : -100000 + moves;
}

} // namespace kibitz::search
