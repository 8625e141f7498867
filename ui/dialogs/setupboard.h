// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "board/boardview.h"

namespace kibitz::ui {

// The position editor's board: a BoardView that holds a bare placement and edits it.
//   click           puts the palette's piece on the square (the same piece again takes it
//                   off; the eraser clears the square)
//   drag            moves a piece to another square; dropped off the board it is removed
//   right-click     clears the square
// It does not judge the placement: the dialog around it validates with core/chess.
class SetupBoard : public BoardView {
    Q_OBJECT

public:
    explicit SetupBoard(QWidget* parent = nullptr);

    // The piece a click puts down, as a FEN letter; '.' is the eraser.
    void setTool(char piece) { m_tool = piece; }
    [[nodiscard]] char tool() const { return m_tool; }

signals:
    void placementEdited(const kibitz::ui::BoardView::Placement& pieces);

protected:
    void mousePressEvent(QMouseEvent* event) override;
    void mouseMoveEvent(QMouseEvent* event) override;
    void mouseReleaseEvent(QMouseEvent* event) override;
    void paintEvent(QPaintEvent* event) override;

private:
    void edit(Placement pieces);

    char m_tool = 'P';
    chess::Square m_press = chess::Square::None; // left button down here
    QPoint m_pressPoint;
    char m_dragged = 0; // the piece in the hand while dragging, else 0
    QPoint m_dragPoint;
};

} // namespace kibitz::ui
