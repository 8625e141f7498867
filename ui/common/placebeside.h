// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// A dialog that asks about what is on the board (a new game against the engine, from the
// position shown) stands beside the board rather than over it: to its right where the screen
// has room, else to its left, level with its top. Where neither side has room it stands
// against the screen's edge on the roomier side, over as little of the board as can be.

class QRect;
class QWidget;

namespace kibitz::ui {

// keepVisible in global coordinates; call before the dialog is shown.
void placeBeside(QWidget& dialog, const QRect& keepVisible);

} // namespace kibitz::ui
