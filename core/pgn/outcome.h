// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// A game's outcome in its PGN record: the Result and Termination tags (PGN standard 8.1.1.7,
// 9.8.1) and the words that say why as the last move's comment ("1-0 {White mates.}").

#include "chess/outcome.h"
#include "pgn/game.h"

namespace kibitz::pgn {

// Sets Result and Termination from outcome and appends its text (when any) to the comment
// after the game's last main-line move.
void recordOutcome(Game& game, const chess::Outcome& outcome);

} // namespace kibitz::pgn
