// SPDX-License-Identifier: GPL-3.0-or-later
// BoardView move input through real mouse events: drag and drop, click-click, promotion
// picker, snap-back of illegal drops, legal targets, arrows and marked squares. The board
// only requests: the position it shows changes when it is handed a new one.
#include "board/boardview.h"

#include "chess/fen.h"
#include "chess/notation.h"

#include <QSignalSpy>
#include <QtTest>

using kibitz::chess::PieceType;
using kibitz::chess::Square;
using kibitz::ui::BoardView;
namespace chess = kibitz::chess;
namespace pgn = kibitz::pgn;

namespace {

Square sq(const char* name)
{
    return chess::parseSquare(name);
}

struct Request {
    Square from;
    Square to;
    PieceType promotion;
};

class Fixture {
public:
    explicit Fixture(std::string_view fen = chess::StartFen, bool flipped = false)
    {
        view.resize(480, 480);
        view.setFlipped(flipped);
        view.setPosition(*chess::positionFromFen(fen));
        QObject::connect(&view, &BoardView::moveRequested,
                         [this](Square from, Square to, PieceType promotion) {
                             requests.push_back({from, to, promotion});
                         });
        view.show();
        QVERIFY(QTest::qWaitForWindowExposed(&view));
    }
    QPoint at(const char* name) const { return view.squareRect(sq(name)).center(); }
    void drag(const char* from, const char* to)
    {
        QTest::mousePress(&view, Qt::LeftButton, {}, at(from));
        // Several steps, as a hand would: the first beyond the drag distance starts the drag.
        const QPoint a = at(from);
        const QPoint b = at(to);
        for (int i = 1; i <= 4; ++i) QTest::mouseMove(&view, a + (b - a) * i / 4);
        QTest::mouseRelease(&view, Qt::LeftButton, {}, b);
    }
    void click(const char* name, Qt::MouseButton button = Qt::LeftButton,
               Qt::KeyboardModifiers modifiers = {})
    {
        QTest::mouseClick(&view, button, modifiers, at(name));
    }

    BoardView view;
    std::vector<Request> requests;
};

} // namespace

class BoardInputTest : public QObject {
    Q_OBJECT

private slots:
    void dragAndDrop_data();
    void dragAndDrop();
    void clickClick();
    void clickAgainPutsDown();
    void clickOtherPieceReselects();
    void opponentPiecesCannotBePickedUp();
    void illegalDropSnapsBack();
    void targetsShown();
    void castlingTargets();
    void promotionPicker_data();
    void promotionPicker();
    void promotionCancelled();
    void flippedBoardInput();
    void newPositionCancelsInput();
    void placementOnlyTakesNoInput();
    void rightDragRequestsArrow_data();
    void rightDragRequestsArrow();
    void rightClickMarksSquare();
};

void BoardInputTest::dragAndDrop_data()
{
    QTest::addColumn<QString>("from");
    QTest::addColumn<QString>("to");
    QTest::addColumn<bool>("requested");

    QTest::newRow("e2-e4") << "e2"
                           << "e4" << true;
    QTest::newRow("g1-f3") << "g1"
                           << "f3" << true;
    QTest::newRow("e2-e5 illegal") << "e2"
                                   << "e5" << false;
    QTest::newRow("g1-g3 illegal") << "g1"
                                   << "g3" << false;
    QTest::newRow("onto own piece") << "d1"
                                    << "d2" << false;
    QTest::newRow("empty square") << "e4"
                                  << "e5" << false;
}

void BoardInputTest::dragAndDrop()
{
    QFETCH(QString, from);
    QFETCH(QString, to);
    QFETCH(bool, requested);
    Fixture f;
    const BoardView::Placement before = f.view.pieces();
    f.drag(qPrintable(from), qPrintable(to));
    QCOMPARE(f.requests.size(), std::size_t(requested ? 1 : 0));
    if (requested) {
        QCOMPARE(f.requests[0].from, sq(qPrintable(from)));
        QCOMPARE(f.requests[0].to, sq(qPrintable(to)));
        QCOMPARE(f.requests[0].promotion, PieceType::None);
    }
    QCOMPARE(f.view.pieces(), before); // the board waits for the document
    QCOMPARE(f.view.selectedSquare(), Square::None);
}

void BoardInputTest::clickClick()
{
    Fixture f;
    f.click("g1");
    QCOMPARE(f.view.selectedSquare(), sq("g1"));
    QVERIFY(f.requests.empty());
    f.click("f3");
    QCOMPARE(f.requests.size(), std::size_t(1));
    QCOMPARE(f.requests[0].from, sq("g1"));
    QCOMPARE(f.requests[0].to, sq("f3"));
    QCOMPARE(f.view.selectedSquare(), Square::None);
}

void BoardInputTest::clickAgainPutsDown()
{
    Fixture f;
    f.click("e2");
    QCOMPARE(f.view.selectedSquare(), sq("e2"));
    f.click("e2");
    QCOMPARE(f.view.selectedSquare(), Square::None);
    // A click on a square that is no target also puts the piece down.
    f.click("e2");
    f.click("e5");
    QCOMPARE(f.view.selectedSquare(), Square::None);
    QVERIFY(f.requests.empty());
}

void BoardInputTest::clickOtherPieceReselects()
{
    Fixture f;
    f.click("e2");
    f.click("d2");
    QCOMPARE(f.view.selectedSquare(), sq("d2"));
    f.click("d4");
    QCOMPARE(f.requests.size(), std::size_t(1));
    QCOMPARE(f.requests[0].from, sq("d2"));
}

void BoardInputTest::opponentPiecesCannotBePickedUp()
{
    Fixture f;
    f.click("e7");
    QCOMPARE(f.view.selectedSquare(), Square::None);
    f.drag("e7", "e5");
    QVERIFY(f.requests.empty());
}

void BoardInputTest::illegalDropSnapsBack()
{
    Fixture f;
    QTest::mousePress(&f.view, Qt::LeftButton, {}, f.at("e2"));
    QTest::mouseMove(&f.view, f.at("e3"));
    QTest::mouseMove(&f.view, f.at("e6"));
    // While dragging, the origin square is empty on screen and the piece follows the mouse.
    const QImage dragging = f.view.grab().toImage();
    const QRect e2 = f.view.squareRect(sq("e2"));
    // e2 (highlighted as the origin) is one flat colour: the pawn is not drawn there.
    const QPoint corner = e2.topRight() + QPoint(-2, 2);
    QCOMPARE(dragging.pixelColor(e2.center()).rgb(), dragging.pixelColor(corner).rgb());
    QTest::mouseRelease(&f.view, Qt::LeftButton, {}, f.at("e6"));
    QVERIFY(f.requests.empty());
    QCOMPARE(f.view.selectedSquare(), Square::None);
    const QImage after = f.view.grab().toImage();
    QCOMPARE(after.pixelColor(corner).rgb(), f.view.lightSquareColor().rgb());       // unselected
    QVERIFY(after.pixelColor(e2.center()).rgb() != f.view.lightSquareColor().rgb()); // pawn back
}

void BoardInputTest::targetsShown()
{
    Fixture f;
    f.click("g1");
    std::vector<Square> targets = f.view.targets();
    std::sort(targets.begin(), targets.end());
    QCOMPARE(targets, (std::vector<Square>{sq("f3"), sq("h3")}));
    // A dot in the middle of f3 (an empty light square).
    const QImage image = f.view.grab().toImage();
    QVERIFY(image.pixelColor(f.at("f3")).rgb() != f.view.lightSquareColor().rgb());
    QCOMPARE(image.pixelColor(f.at("f4")).rgb(), f.view.darkSquareColor().rgb());
}

void BoardInputTest::castlingTargets()
{
    Fixture f("r3k2r/8/8/8/8/8/8/R3K2R w KQkq - 0 1");
    f.click("e1");
    const std::vector<Square> targets = f.view.targets();
    QVERIFY(std::find(targets.begin(), targets.end(), sq("g1")) != targets.end());
    QVERIFY(std::find(targets.begin(), targets.end(), sq("c1")) != targets.end());
    f.click("g1"); // king to its target square
    QCOMPARE(f.requests.size(), std::size_t(1));
    QCOMPARE(f.requests[0].to, sq("g1"));
    f.drag("e1", "a1"); // king onto its own rook
    QCOMPARE(f.requests.size(), std::size_t(2));
    QCOMPARE(f.requests[1].to, sq("a1"));
}

void BoardInputTest::promotionPicker_data()
{
    QTest::addColumn<int>("cell");
    QTest::addColumn<int>("piece");
    QTest::newRow("queen") << 0 << int(PieceType::Queen);
    QTest::newRow("knight") << 1 << int(PieceType::Knight);
    QTest::newRow("rook") << 2 << int(PieceType::Rook);
    QTest::newRow("bishop") << 3 << int(PieceType::Bishop);
}

void BoardInputTest::promotionPicker()
{
    QFETCH(int, cell);
    QFETCH(int, piece);
    Fixture f("3r2k1/4P3/8/8/8/8/6K1/8 w - - 0 1");
    f.drag("e7", "d8"); // a capturing promotion
    QVERIFY(f.requests.empty());
    QVERIFY(f.view.isPromotionPickerOpen());
    const auto cells = f.view.promotionPickerRects();
    QCOMPARE(cells[0], f.view.squareRect(sq("d8"))); // the column runs down from d8
    QCOMPARE(cells[3], f.view.squareRect(sq("d5")));
    QTest::mouseClick(&f.view, Qt::LeftButton, {}, cells[std::size_t(cell)].center());
    QCOMPARE(f.requests.size(), std::size_t(1));
    QCOMPARE(f.requests[0].from, sq("e7"));
    QCOMPARE(f.requests[0].to, sq("d8"));
    QCOMPARE(int(f.requests[0].promotion), piece);
    QVERIFY(!f.view.isPromotionPickerOpen());
}

void BoardInputTest::promotionCancelled()
{
    Fixture f("8/4P1k1/8/8/8/8/6K1/8 w - - 0 1", true);
    f.click("e7");
    f.click("e8"); // click-click also asks
    QVERIFY(f.view.isPromotionPickerOpen());
    // Flipped, White promotes at the bottom: the column runs up the screen.
    const auto cells = f.view.promotionPickerRects();
    QVERIFY(cells[1].top() < cells[0].top());
    f.click("a1");
    QVERIFY(!f.view.isPromotionPickerOpen());
    QVERIFY(f.requests.empty());
}

void BoardInputTest::flippedBoardInput()
{
    Fixture f(chess::StartFen, true);
    QCOMPARE(f.view.squareAt(f.view.boardRect().topLeft() + QPoint(2, 2)), sq("h1"));
    f.drag("e2", "e4");
    QCOMPARE(f.requests.size(), std::size_t(1));
    QCOMPARE(f.requests[0].to, sq("e4"));
}

void BoardInputTest::newPositionCancelsInput()
{
    Fixture f;
    f.click("e2");
    f.view.setPosition(chess::Position::startPosition());
    QCOMPARE(f.view.selectedSquare(), Square::None);
    f.view.setInteractive(false);
    f.drag("e2", "e4");
    QVERIFY(f.requests.empty());
}

void BoardInputTest::placementOnlyTakesNoInput()
{
    Fixture f;
    BoardView::Placement p{};
    p.fill('.');
    p[12] = 'P';
    f.view.setPieces(p);
    f.drag("e2", "e4");
    QVERIFY(f.requests.empty());
}

void BoardInputTest::rightDragRequestsArrow_data()
{
    QTest::addColumn<int>("modifiers");
    QTest::addColumn<char>("color");
    QTest::newRow("plain green") << int(Qt::NoModifier) << 'G';
    QTest::newRow("shift red") << int(Qt::ShiftModifier) << 'R';
    QTest::newRow("ctrl blue") << int(Qt::ControlModifier) << 'B';
    QTest::newRow("alt yellow") << int(Qt::AltModifier) << 'Y';
}

void BoardInputTest::rightDragRequestsArrow()
{
    QFETCH(int, modifiers);
    QFETCH(char, color);
    Fixture f;
    std::vector<pgn::Arrow> arrows;
    QObject::connect(&f.view, &BoardView::arrowRequested,
                     [&](const pgn::Arrow& a) { arrows.push_back(a); });
    const auto mods = Qt::KeyboardModifiers(modifiers);
    QTest::mousePress(&f.view, Qt::RightButton, mods, f.at("g1"));
    QTest::mouseMove(&f.view, f.at("f3"));
    QTest::mouseRelease(&f.view, Qt::RightButton, mods, f.at("f3"));
    QCOMPARE(arrows.size(), std::size_t(1));
    QCOMPARE(arrows[0].from, sq("g1"));
    QCOMPARE(arrows[0].to, sq("f3"));
    QCOMPARE(char(arrows[0].color), color);
    QVERIFY(f.requests.empty());

    // Drawn when handed back: the middle of the arrow's shaft is no longer square colour.
    f.view.setMarks(arrows, {});
    const QImage image = f.view.grab().toImage();
    QVERIFY(image.pixelColor(f.at("f3") + (f.at("g1") - f.at("f3")) / 2).rgb()
            != f.view.darkSquareColor().rgb());
}

void BoardInputTest::rightClickMarksSquare()
{
    Fixture f;
    std::vector<pgn::SquareMark> marks;
    QObject::connect(&f.view, &BoardView::squareMarkRequested,
                     [&](const pgn::SquareMark& m) { marks.push_back(m); });
    f.click("d5", Qt::RightButton);
    QCOMPARE(marks.size(), std::size_t(1));
    QCOMPARE(marks[0].square, sq("d5"));
    QCOMPARE(marks[0].color, pgn::MarkColor::Green);
}

QTEST_MAIN(BoardInputTest)
#include "boardinput_test.moc"
