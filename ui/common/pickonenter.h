// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// Return or Enter in a list acts on its current row, as a double click or a click does (opens
// the game, plays the move); the key goes no further.

#include <functional>

class QAbstractItemModel;
class QAbstractItemView;
class QTreeView;

namespace kibitz::ui {

// Return or Enter in view calls activate.
void onEnter(QAbstractItemView* view, std::function<void()> activate);

// In a list of moves (book moves, tablebase moves): plays the current row's move, or the first
// row's when none is current.
void pickOnEnter(QAbstractItemView* view, std::function<void(int row)> pick);

// Sets view up as a pane's list of moves (book moves, tablebase moves) over model: flat, rows
// of one height chosen whole, read only, moveColumn taking the room the other columns (as wide
// as their contents) leave; a click, Return or Enter plays a row's move (pick, as pickOnEnter).
void setUpMoveList(QTreeView* view, QAbstractItemModel* model, int moveColumn,
                   std::function<void(int row)> pick);

} // namespace kibitz::ui
