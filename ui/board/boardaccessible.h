// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// What screen readers see of the board (Qt accessibility): the board is a table of 64 cells,
// ranks from the top of the screen down, files from the left, as it is drawn; each cell says
// its square, its piece and whether it is the keyboard's square or the picked-up piece's. The
// board's description is the position in words (side to move, last move, check).

#include "chess/types.h"

namespace kibitz::ui {

class BoardView;

// Installs the factory that gives every BoardView its accessible interface (once).
void installBoardAccessibility();
// The index of square's cell among the board's children, as it is drawn.
int boardAccessibleChild(const BoardView& board, chess::Square square);

} // namespace kibitz::ui
