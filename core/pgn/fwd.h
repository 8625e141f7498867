// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// The game tree's types declared, not defined, for headers that only point at them (as
// <iosfwd> does for streams): include pgn/game.h where they are used.

namespace kibitz::pgn {
class Game;
class Node;
} // namespace kibitz::pgn
