// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// The evaluation's numbers, in one flat table so that a tuner can change them all: every term
// is a middlegame and an endgame value (an S) at a named offset below. The evaluation is a sum
// of these values, each counted some number of times for White and for Black, tapered by the
// game phase; only the endgame scale and the mop-up bonus stand outside the sum.
//
// tunedParams() (evalparams.cpp) holds the values the engine plays with at full strength,
// written by tests/bench/texel_tune from the results of real games, and the strength levels
// (strength.h) too, which were calibrated with them; handParams() the values the evaluation
// was first written with, the tuner's starting point.

#include <array>

namespace kibitz::search {

struct S {
    int mg = 0;
    int eg = 0;
};
constexpr S operator+(S a, S b)
{
    return {a.mg + b.mg, a.eg + b.eg};
}
constexpr S operator-(S a, S b)
{
    return {a.mg - b.mg, a.eg - b.eg};
}
constexpr S operator*(S a, int k)
{
    return {a.mg * k, a.eg * k};
}
constexpr S& operator+=(S& a, S b)
{
    return a = a + b;
}
constexpr bool operator==(S a, S b)
{
    return a.mg == b.mg && a.eg == b.eg;
}

namespace param {
// Per piece type (index 0 and 6, none and king, unused where a king has no value).
constexpr int Material = 0;
// Per piece type and square as seen by the piece's own side (a1 = 0 for White's and Black's).
constexpr int Pst = Material + 7;
// Per piece type and number of squares the piece reaches (not own pieces, not enemy pawns'
// attacks): up to 27 for a queen.
constexpr int MobilitySize = 28;
constexpr int Mobility = Pst + 7 * 64;
constexpr int Doubled = Mobility + 7 * MobilitySize;
constexpr int Isolated = Doubled + 1;
// Per relative rank (a pawn defended or beside a friend).
constexpr int Connected = Isolated + 1;
// Per relative rank: a passed pawn, and per square of distance from the enemy king and our
// own king to the square in front of it, and its stop square being empty.
constexpr int Passed = Connected + 8;
constexpr int PassedTheirKing = Passed + 8;
constexpr int PassedOurKing = PassedTheirKing + 8;
constexpr int PassedFreeStop = PassedOurKing + 8;
constexpr int BishopPair = PassedFreeStop + 8;
constexpr int RookOpenFile = BishopPair + 1;
constexpr int RookSemiOpenFile = RookOpenFile + 1;
// Per piece type: a piece attacked by an enemy pawn.
constexpr int PawnThreat = RookSemiOpenFile + 1;
// The attack on the enemy king by two or more pieces, per attack unit (the attackers' weights
// and the king-zone squares they reach, capped at KingAttackSize - 1), with and without a
// queen to finish it.
constexpr int KingAttackSize = 32;
constexpr int KingAttack = PawnThreat + 7;
constexpr int KingAttackNoQueen = KingAttack + KingAttackSize;
// The king's pawn shelter, per file of the three in front of it: no own pawn there, and the
// file fully open; the nearest own pawn two ranks away, or further.
constexpr int ShelterMissing = KingAttackNoQueen + KingAttackSize;
constexpr int ShelterOpenFile = ShelterMissing + 1;
constexpr int ShelterDistant = ShelterOpenFile + 1;
constexpr int ShelterFar = ShelterDistant + 1;
// Per piece type attacked: enemy pieces (pawns only when undefended) attacked by our knights
// or bishops, and by our rooks; enemy pieces attacked and not defended at all.
constexpr int ThreatByMinor = ShelterFar + 1;
constexpr int ThreatByRook = ThreatByMinor + 7;
constexpr int Hanging = ThreatByRook + 7;
// Per piece type: it can give check on a square the enemy does not attack.
constexpr int SafeCheck = Hanging + 1;
// Per piece type: a knight or bishop on the 4th to 6th rank, defended by a pawn, that no
// enemy pawn can chase away.
constexpr int Outpost = SafeCheck + 7;
// A pawn no neighbour can support whose stop square an enemy pawn attacks.
constexpr int Backward = Outpost + 7;
// Per relative rank: a passed pawn whose stop square the enemy does not attack.
constexpr int PassedSafeStop = Backward + 1;
// Per square of distance from the king to its nearest own pawn.
constexpr int KingPawnDistance = PassedSafeStop + 8;
// Enemy pieces (not pawns) a safe pawn push would attack.
constexpr int ThreatByPawnPush = KingPawnDistance + 1;
// Per own pawn on the squares of a bishop's colour, for each bishop.
constexpr int BishopPawns = ThreatByPawnPush + 1;
// Per piece type: per square of distance between a knight or bishop and its own king.
constexpr int KingProtector = BishopPawns + 1;
// A rook on the file of the enemy queen.
constexpr int RookOnQueenFile = KingProtector + 7;
constexpr int Count = RookOnQueenFile + 1;

// A name for each block, for the tuner's output and its report.
struct Block {
    const char* name;
    int offset;
    int size;
};
constexpr Block Blocks[] = {
    {"Material", Material, 7},
    {"Pst", Pst, 7 * 64},
    {"Mobility", Mobility, 7 * MobilitySize},
    {"Doubled", Doubled, 1},
    {"Isolated", Isolated, 1},
    {"Connected", Connected, 8},
    {"Passed", Passed, 8},
    {"PassedTheirKing", PassedTheirKing, 8},
    {"PassedOurKing", PassedOurKing, 8},
    {"PassedFreeStop", PassedFreeStop, 8},
    {"BishopPair", BishopPair, 1},
    {"RookOpenFile", RookOpenFile, 1},
    {"RookSemiOpenFile", RookSemiOpenFile, 1},
    {"PawnThreat", PawnThreat, 7},
    {"KingAttack", KingAttack, KingAttackSize},
    {"KingAttackNoQueen", KingAttackNoQueen, KingAttackSize},
    {"ShelterMissing", ShelterMissing, 1},
    {"ShelterOpenFile", ShelterOpenFile, 1},
    {"ShelterDistant", ShelterDistant, 1},
    {"ShelterFar", ShelterFar, 1},
    {"ThreatByMinor", ThreatByMinor, 7},
    {"ThreatByRook", ThreatByRook, 7},
    {"Hanging", Hanging, 1},
    {"SafeCheck", SafeCheck, 7},
    {"Outpost", Outpost, 7},
    {"Backward", Backward, 1},
    {"PassedSafeStop", PassedSafeStop, 8},
    {"KingPawnDistance", KingPawnDistance, 1},
    {"ThreatByPawnPush", ThreatByPawnPush, 1},
    {"BishopPawns", BishopPawns, 1},
    {"KingProtector", KingProtector, 7},
    {"RookOnQueenFile", RookOnQueenFile, 1},
};
} // namespace param

using EvalParams = std::array<S, param::Count>;

const EvalParams& tunedParams();
const EvalParams& handParams();

} // namespace kibitz::search
