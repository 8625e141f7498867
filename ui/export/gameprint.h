// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "pgn/fwd.h"

class QWidget;

namespace kibitz::ui {

// File > Print…: the game (as diagram/gamehtml.h lays it out) in a print preview, printed from
// there or saved as PDF by the printer dialog.
void printGameWithPreview(QWidget* parent, const pgn::Game& game);

// File > Export Game…: the game as an .html or .pdf file, chosen by the file's suffix.
void exportGame(QWidget* parent, const pgn::Game& game);

} // namespace kibitz::ui
