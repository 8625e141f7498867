// SPDX-License-Identifier: GPL-3.0-or-later
#include "pgn/outcome.h"

namespace kibitz::pgn {

void recordOutcome(Game& game, const chess::Outcome& outcome)
{
    game.headers().set("Result", chess::resultText(outcome.result));
    game.headers().set("Termination", chess::terminationText(outcome.ending));
    if (!outcome.text.empty()) game.mainlineEnd()->appendCommentAfter(outcome.text);
}

} // namespace kibitz::pgn
