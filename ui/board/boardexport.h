// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QString>

class QMimeData;
class QWidget;

namespace kibitz::ui {

class BoardView;

// The board as the user sees it (arrows, squares, the engine's arrow) as clipboard data: a PNG
// image and the SVG document (image/svg+xml), size x size pixels. Null when the piece set
// cannot be inlined (the PNG alone is then offered).
QMimeData* boardImageMimeData(const BoardView& board, int size);

// Edit > Copy Board as Image.
void copyBoardImage(const BoardView& board);

// File > Export Board…: asks for a .svg or .png file and writes the board there; errors are
// shown in a message box over parent.
void exportBoard(QWidget* parent, const BoardView& board);

// Writes the board to path (.svg or .png by its suffix); the error names the file.
QString writeBoardImage(const BoardView& board, const QString& path, int size);

} // namespace kibitz::ui
