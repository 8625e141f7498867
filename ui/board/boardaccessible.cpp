// SPDX-License-Identifier: GPL-3.0-or-later
#include "board/boardaccessible.h"

#include "board/boardview.h"

#include <QAccessible>
#include <QAccessibleWidget>
#include <QHash>
#include <QPointer>

namespace kibitz::ui {

namespace {

// The square drawn in cell index (row-major from the top left of the screen).
chess::Square squareOfCell(const BoardView& board, int index)
{
    const int row = index / 8, column = index % 8;
    return board.isFlipped() ? chess::makeSquare(7 - column, row)
                             : chess::makeSquare(column, 7 - row);
}

class SquareCell : public QAccessibleInterface {
public:
    SquareCell(BoardView* board, int index)
        : m_board(board)
        , m_index(index)
    {}

    bool isValid() const override { return m_board; }
    QObject* object() const override { return nullptr; }
    QWindow* window() const override
    {
        return m_board ? m_board->window()->windowHandle() : nullptr;
    }
    QAccessibleInterface* childAt(int, int) const override { return nullptr; }
    QAccessibleInterface* parent() const override
    {
        return QAccessible::queryAccessibleInterface(m_board.data());
    }
    QAccessibleInterface* child(int) const override { return nullptr; }
    int childCount() const override { return 0; }
    int indexOfChild(const QAccessibleInterface*) const override { return -1; }
    QString text(QAccessible::Text t) const override
    {
        if (!m_board) return {};
        const chess::Square square = squareOfCell(*m_board, m_index);
        switch (t) {
        case QAccessible::Name:
            return m_board->squareText(square);
        case QAccessible::Description:
            if (square == m_board->selectedSquare()) return BoardView::tr("picked up");
            return {};
        default:
            return {};
        }
    }
    void setText(QAccessible::Text, const QString&) override {}
    QRect rect() const override
    {
        if (!m_board) return {};
        const QRect r = m_board->squareRect(squareOfCell(*m_board, m_index));
        return QRect(m_board->mapToGlobal(r.topLeft()), r.size());
    }
    QAccessible::Role role() const override { return QAccessible::Cell; }
    QAccessible::State state() const override
    {
        QAccessible::State s;
        if (!m_board) {
            s.invalid = true;
            return s;
        }
        const chess::Square square = squareOfCell(*m_board, m_index);
        s.focusable = true;
        s.selectable = true;
        s.focused = m_board->hasFocus() && square == m_board->focusSquare();
        s.selected = square == m_board->selectedSquare();
        s.disabled = !m_board->isInteractive();
        return s;
    }

private:
    QPointer<BoardView> m_board;
    int m_index;
};

class BoardAccessible : public QAccessibleWidget {
public:
    explicit BoardAccessible(BoardView* board)
        : QAccessibleWidget(board, QAccessible::Table)
    {}
    ~BoardAccessible() override
    {
        for (QAccessible::Id id : std::as_const(m_cells))
            QAccessible::deleteAccessibleInterface(id);
    }

    BoardView* board() const { return static_cast<BoardView*>(widget()); }

    int childCount() const override { return 64; }
    QAccessibleInterface* child(int index) const override
    {
        if (index < 0 || index >= 64) return nullptr;
        if (const auto it = m_cells.constFind(index); it != m_cells.constEnd())
            return QAccessible::accessibleInterface(*it);
        auto* cell = new SquareCell(board(), index);
        m_cells.insert(index, QAccessible::registerAccessibleInterface(cell));
        return cell;
    }
    int indexOfChild(const QAccessibleInterface* child) const override
    {
        for (auto it = m_cells.constBegin(); it != m_cells.constEnd(); ++it)
            if (QAccessible::accessibleInterface(it.value()) == child) return it.key();
        return -1;
    }
    QAccessibleInterface* childAt(int x, int y) const override
    {
        const chess::Square square = board()->squareAt(board()->mapFromGlobal(QPoint(x, y)));
        return chess::isValid(square) ? child(boardAccessibleChild(*board(), square)) : nullptr;
    }
    QAccessibleInterface* focusChild() const override
    {
        return board()->hasFocus() ? child(boardAccessibleChild(*board(), board()->focusSquare()))
                                   : nullptr;
    }
    QString text(QAccessible::Text t) const override
    {
        if (t == QAccessible::Description) return board()->positionText();
        return QAccessibleWidget::text(t);
    }

private:
    mutable QHash<int, QAccessible::Id> m_cells;
};

QAccessibleInterface* boardFactory(const QString& className, QObject* object)
{
    if (className == QLatin1String("kibitz::ui::BoardView") && object && object->isWidgetType())
        return new BoardAccessible(static_cast<BoardView*>(object));
    return nullptr;
}

} // namespace

void installBoardAccessibility()
{
    static const bool installed = [] {
        QAccessible::installFactory(boardFactory);
        return true;
    }();
    (void)installed;
}

int boardAccessibleChild(const BoardView& board, chess::Square square)
{
    const int file = chess::fileOf(square), rank = chess::rankOf(square);
    return board.isFlipped() ? rank * 8 + (7 - file) : (7 - rank) * 8 + file;
}

} // namespace kibitz::ui
