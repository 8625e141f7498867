// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// Return or Enter in a list of moves (book moves, tablebase moves) plays the current row's
// move, or the first row's when none is current; the key goes no further.

#include <functional>

class QAbstractItemView;

namespace kibitz::ui {

void pickOnEnter(QAbstractItemView* view, std::function<void(int row)> pick);

} // namespace kibitz::ui
