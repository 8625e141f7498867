// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// Chess960 start positions by their Scharnagl number (0-959; 518 is the standard array), both
// ways, as the FIDE Laws (Guidelines II) and every Chess960 program number them.

#include "chess/position.h"

#include <optional>

namespace kibitz::chess {

// The start position number n (0-959), castling rights on both sides for both colours;
// std::nullopt for a number out of range. With a variant, its Chess960 form (Crazyhouse960,
// Atomic960, ...: the same array played by the variant's rules); std::nullopt for Horde and
// Racing Kings, whose boards are their own.
std::optional<Position> chess960Start(int n, Variant variant = Variant::Standard);
// The number of pos's piece placement when it is a Chess960 start array (White's back rank
// mirrored by Black's, pawns on their home ranks, nothing else on the board); std::nullopt
// otherwise. Side to move, castling rights and counters are not looked at.
std::optional<int> scharnaglNumber(const Position& pos);

} // namespace kibitz::chess
