// SPDX-License-Identifier: GPL-3.0-or-later
// The board without a mouse (issue 16): the focus square moved with the arrow keys (as the
// board is seen, flipped too), Space/Enter to pick up and drop, promotions chosen by key,
// Escape to let go and to give the keys back; and what a screen reader sees of it through
// QAccessible: 64 cells with square, piece and state, the position as the description.

#include "board/boardaccessible.h"
#include "board/boardview.h"
#include "chess/fen.h"
#include "chess/notation.h"

#include <QAccessible>
#include <QApplication>
#include <QSignalSpy>
#include <QTest>

using namespace kibitz;
using chess::Square;
using kibitz::ui::BoardView;

namespace {

Square sq(const char* name)
{
    return chess::parseSquare(name);
}

chess::Position fen(const char* text)
{
    return *chess::positionFromFen(text);
}

void keys(QWidget* w, std::initializer_list<Qt::Key> list)
{
    for (Qt::Key k : list) QTest::keyClick(w, k);
}

} // namespace

class BoardKeyboardTest : public QObject {
    Q_OBJECT

private slots:
    void moveWithKeys()
    {
        BoardView board;
        board.resize(400, 400);
        board.setPosition(chess::Position::startPosition());
        board.show();
        QVERIFY(QTest::qWaitForWindowExposed(&board));
        board.setFocus();
        QTRY_VERIFY(board.hasFocus());
        QSignalSpy moves(&board, &BoardView::moveRequested);
        board.setFocusSquare(sq("e2"));
        QTest::keyClick(&board, Qt::Key_Space);
        QCOMPARE(board.selectedSquare(), sq("e2"));
        keys(&board, {Qt::Key_Up, Qt::Key_Up});
        QCOMPARE(board.focusSquare(), sq("e4"));
        QTest::keyClick(&board, Qt::Key_Return);
        QCOMPARE(moves.size(), 1);
        QCOMPARE(moves[0][0].value<Square>(), sq("e2"));
        QCOMPARE(moves[0][1].value<Square>(), sq("e4"));
        QCOMPARE(moves[0][2].value<chess::PieceType>(), chess::PieceType::None);

        // Not a target: nothing moves, the piece stays in the hand; Escape lets go.
        board.setFocusSquare(sq("g1"));
        QTest::keyClick(&board, Qt::Key_Enter);
        QCOMPARE(board.selectedSquare(), sq("g1"));
        keys(&board, {Qt::Key_Up, Qt::Key_Up, Qt::Key_Right});
        QCOMPARE(board.focusSquare(), sq("h3"));
        keys(&board, {Qt::Key_Right}); // the edge holds
        QCOMPARE(board.focusSquare(), sq("h3"));
        keys(&board, {Qt::Key_Left, Qt::Key_Left, Qt::Key_Up});
        QTest::keyClick(&board, Qt::Key_Space);
        QCOMPARE(moves.size(), 1); // f4 is no knight's target
        QTest::keyClick(&board, Qt::Key_Escape);
        QCOMPARE(board.selectedSquare(), Square::None);
        QVERIFY(board.hasFocus());
        QTest::keyClick(&board, Qt::Key_Escape); // nothing in the hand: the keys go back
        QVERIFY(!board.hasFocus());
    }

    void flippedBoardMovesAsSeen()
    {
        BoardView board;
        board.resize(400, 400);
        board.setPosition(chess::Position::startPosition());
        board.setFlipped(true);
        board.show();
        board.setFocus();
        QTRY_VERIFY(board.hasFocus());
        board.setFocusSquare(sq("d4"));
        keys(&board, {Qt::Key_Up, Qt::Key_Right});
        QCOMPARE(board.focusSquare(), sq("c3")); // up the screen is down the ranks
    }

    void promotionByKey()
    {
        BoardView board;
        board.resize(400, 400);
        board.setPosition(fen("8/4P3/8/8/8/k7/8/K7 w - - 0 1"));
        board.show();
        board.setFocus();
        QTRY_VERIFY(board.hasFocus());
        QSignalSpy moves(&board, &BoardView::moveRequested);
        board.setFocusSquare(sq("e7"));
        keys(&board, {Qt::Key_Space, Qt::Key_Up, Qt::Key_Space});
        QVERIFY(board.isPromotionPickerOpen());
        QTest::keyClick(&board, Qt::Key_Escape); // the pawn goes back
        QVERIFY(!board.isPromotionPickerOpen());
        QCOMPARE(moves.size(), 0);
        board.setFocusSquare(sq("e7"));
        keys(&board, {Qt::Key_Space, Qt::Key_Up, Qt::Key_Space, Qt::Key_N});
        QCOMPARE(moves.size(), 1);
        QCOMPARE(moves[0][2].value<chess::PieceType>(), chess::PieceType::Knight);
        // By the picker's own cells: Queen, Knight, Rook, Bishop.
        board.setFocusSquare(sq("e7"));
        keys(&board, {Qt::Key_Space, Qt::Key_Up, Qt::Key_Enter, Qt::Key_Right, Qt::Key_Right,
                      Qt::Key_Enter});
        QCOMPARE(moves.size(), 2);
        QCOMPARE(moves[1][2].value<chess::PieceType>(), chess::PieceType::Rook);
    }

    // Every piece by its name (the start position has each kind of each side).
    void squaresSayTheirPiece()
    {
        BoardView board;
        board.setPosition(chess::Position::startPosition());
        for (const auto& [square, name] :
             {std::pair{"a1", "white rook"}, std::pair{"b1", "white knight"},
              std::pair{"c1", "white bishop"}, std::pair{"d1", "white queen"},
              std::pair{"e1", "white king"}, std::pair{"f2", "white pawn"},
              std::pair{"a8", "black rook"}, std::pair{"b8", "black knight"},
              std::pair{"c8", "black bishop"}, std::pair{"d8", "black queen"},
              std::pair{"e8", "black king"}, std::pair{"f7", "black pawn"},
              std::pair{"e4", "empty"}})
            QCOMPARE(board.squareText(sq(square)),
                     QStringLiteral("%1, %2").arg(QLatin1String(square), QLatin1String(name)));
    }

    void screenReaderSeesTheSquares()
    {
        BoardView board;
        board.resize(400, 400);
        board.setPosition(fen("4k3/8/8/8/8/8/4P3/4K2R w K - 0 1"));
        board.show();
        QVERIFY(QTest::qWaitForWindowExposed(&board));
        QAccessibleInterface* iface = QAccessible::queryAccessibleInterface(&board);
        QVERIFY(iface);
        QCOMPARE(iface->role(), QAccessible::Table);
        QCOMPARE(iface->childCount(), 64);
        QCOMPARE(iface->text(QAccessible::Name), QStringLiteral("Chess board"));
        QVERIFY(iface->text(QAccessible::Description).contains(QStringLiteral("White to move")));

        auto cell = [&](const char* name) {
            return iface->child(ui::boardAccessibleChild(board, sq(name)));
        };
        QCOMPARE(cell("e1")->text(QAccessible::Name), QStringLiteral("e1, white king"));
        QCOMPARE(cell("e8")->text(QAccessible::Name), QStringLiteral("e8, black king"));
        QCOMPARE(cell("d4")->text(QAccessible::Name), QStringLiteral("d4, empty"));
        QCOMPARE(cell("a8"), iface->child(0)); // as drawn: a8 top left
        QCOMPARE(cell("e1")->role(), QAccessible::Cell);
        QCOMPARE(iface->indexOfChild(cell("h1")), 63);
        // The cell's rectangle is the square's, on the screen.
        const QRect r = board.squareRect(sq("e2"));
        QCOMPARE(cell("e2")->rect(), QRect(board.mapToGlobal(r.topLeft()), r.size()));
        QCOMPARE(iface->childAt(cell("e2")->rect().center().x(), cell("e2")->rect().center().y()),
                 cell("e2"));

        board.setFocus();
        QTRY_VERIFY(board.hasFocus());
        board.setFocusSquare(sq("e2"));
        QVERIFY(cell("e2")->state().focused);
        QCOMPARE(iface->focusChild(), cell("e2"));
        QTest::keyClick(&board, Qt::Key_Space);
        QVERIFY(cell("e2")->state().selected);
        QVERIFY(!cell("e1")->state().selected);

        // Flipped, the cells follow the drawing.
        board.setFlipped(true);
        QCOMPARE(iface->child(0)->text(QAccessible::Name), QStringLiteral("h1, white rook"));

        // The position in words: the last move and check.
        board.setPosition(fen("4k3/8/8/8/8/8/8/4K2R b K - 0 1"));
        board.setLastMove(sq("h2"), sq("h1"));
        QVERIFY(iface->text(QAccessible::Description).contains(QStringLiteral("Black to move")));
        QVERIFY(iface->text(QAccessible::Description).contains(QStringLiteral("h2 to h1")));
        board.setPosition(fen("4k2R/8/4K3/8/8/8/8/8 b - - 0 1"));
        QVERIFY2(iface->text(QAccessible::Description).contains(QStringLiteral("checkmate")),
                 qPrintable(iface->text(QAccessible::Description)));
    }

    void largePiecesStayInTheirSquares()
    {
        BoardView board;
        board.resize(400, 400);
        board.setPosition(chess::Position::startPosition());
        board.show();
        QVERIFY(QTest::qWaitForWindowExposed(&board));
        const QImage normal = board.grab().toImage();
        board.setLargePieces(true);
        QVERIFY(board.largePieces());
        const QImage large = board.grab().toImage();
        QVERIFY(normal != large);
        // An empty square's middle is the same: nothing spills into it.
        const QPoint middle = board.squareRect(sq("e4")).center();
        QCOMPARE(large.pixel(middle), normal.pixel(middle));
    }
};

QTEST_MAIN(BoardKeyboardTest)
#include "boardkeyboard_test.moc"
