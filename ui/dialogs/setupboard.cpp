// SPDX-License-Identifier: GPL-3.0-or-later
#include "dialogs/setupboard.h"

#include <QApplication>
#include <QMouseEvent>
#include <QPainter>

namespace kibitz::ui {

SetupBoard::SetupBoard(QWidget* parent)
    : BoardView(parent)
{
    setAccessibleName(tr("Position editor board"));
    setMouseTracking(false);
}

void SetupBoard::edit(Placement pieces)
{
    setPieces(pieces);
    emit placementEdited(pieces);
}

void SetupBoard::mousePressEvent(QMouseEvent* event)
{
    const chess::Square square = squareAt(event->position().toPoint());
    event->accept();
    if (event->button() == Qt::RightButton) {
        if (!chess::isValid(square) || pieces()[std::size_t(square)] == '.') return;
        Placement next = pieces();
        next[std::size_t(square)] = '.';
        edit(next);
        return;
    }
    if (event->button() != Qt::LeftButton) return;
    m_press = square;
    m_pressPoint = event->position().toPoint();
}

void SetupBoard::mouseMoveEvent(QMouseEvent* event)
{
    event->accept();
    if (!chess::isValid(m_press)) return;
    const QPoint point = event->position().toPoint();
    if (!m_dragged && pieces()[std::size_t(m_press)] != '.'
        && (point - m_pressPoint).manhattanLength() >= QApplication::startDragDistance()) {
        // Lift the piece: the board shows the square empty while it is in the hand.
        m_dragged = pieces()[std::size_t(m_press)];
        Placement lifted = pieces();
        lifted[std::size_t(m_press)] = '.';
        setPieces(lifted);
        setCursor(Qt::ClosedHandCursor);
    }
    if (m_dragged) {
        m_dragPoint = point;
        update();
    }
}

void SetupBoard::mouseReleaseEvent(QMouseEvent* event)
{
    event->accept();
    if (event->button() != Qt::LeftButton || !chess::isValid(m_press)) return;
    const chess::Square from = m_press;
    const chess::Square to = squareAt(event->position().toPoint());
    m_press = chess::Square::None;
    Placement next = pieces();
    if (m_dragged) {
        const char piece = m_dragged;
        m_dragged = 0;
        unsetCursor();
        // Off the board the piece is gone; on a square it replaces what stood there.
        if (chess::isValid(to)) next[std::size_t(to)] = piece;
        edit(next);
        return;
    }
    if (to != from) return; // pressed and released on different squares without a drag
    char& target = next[std::size_t(to)];
    target = (m_tool == '.' || target == m_tool) ? '.' : m_tool;
    edit(next);
}

void SetupBoard::paintEvent(QPaintEvent* event)
{
    BoardView::paintEvent(event);
    if (!m_dragged) return;
    QPainter painter(this);
    const int size = squareSize();
    const QPixmap pixmap = piecePixmap(m_dragged, size, devicePixelRatio());
    if (!pixmap.isNull()) painter.drawPixmap(m_dragPoint - QPoint(size / 2, size / 2), pixmap);
}

} // namespace kibitz::ui
