// SPDX-License-Identifier: GPL-3.0-or-later
// BoardView rendered offscreen: square colours, pieces, coordinates, orientation, geometry.
#include "board/boardview.h"

#include <QImage>
#include <QtTest>

#include <algorithm>
#include <string_view>

using kibitz::ui::BoardView;

namespace {

constexpr std::string_view kStart =
    "RNBQKBNRPPPPPPPP................................pppppppprnbqkbnr";

BoardView::Placement placement(std::string_view text)
{
    BoardView::Placement p{};
    p.fill('.');
    std::copy_n(text.begin(), std::min<size_t>(text.size(), 64), p.begin());
    return p;
}

int squareIndex(const char* name)
{
    return (name[0] - 'a') + 8 * (name[1] - '1');
}

struct SquareStats {
    int area = 0;
    int differing = 0; // pixels that are not the square's own colour
    int whitish = 0;   // lighter than either square colour: a white piece's fill
    int blackish = 0;  // dark: outlines, a black piece's fill
};

SquareStats stats(const QImage& image, const QRect& rect, QColor squareColour)
{
    SquareStats s;
    for (int y = rect.top(); y <= rect.bottom(); ++y) {
        for (int x = rect.left(); x <= rect.right(); ++x) {
            const QColor c = image.pixelColor(x, y);
            ++s.area;
            if (c.rgb() != squareColour.rgb()) ++s.differing;
            if (c.red() > 240 && c.green() > 235 && c.blue() > 225) ++s.whitish;
            if (c.lightness() < 70) ++s.blackish;
        }
    }
    return s;
}

QImage render(BoardView& view)
{
    return view.grab().toImage().convertToFormat(QImage::Format_RGB32);
}

enum class Content { Empty, White, Black };

} // namespace

class BoardViewTest : public QObject {
    Q_OBJECT

private slots:
    void squares_data();
    void squares();
    void coordinatesOnEdgeSquares();
    void setPiecesRepaints();
    void flipped();
    void staysSquare_data();
    void staysSquare();
    void engineArrowLayer();
    void arrowToItselfIsARing();
};

void BoardViewTest::squares_data()
{
    QTest::addColumn<QString>("square");
    QTest::addColumn<bool>("dark");
    QTest::addColumn<int>("content");

    QTest::newRow("e4 empty light") << "e4" << false << int(Content::Empty);
    QTest::newRow("e5 empty dark") << "e5" << true << int(Content::Empty);
    QTest::newRow("c3 empty dark") << "c3" << true << int(Content::Empty);
    QTest::newRow("f6 empty dark") << "f6" << true << int(Content::Empty);
    QTest::newRow("e2 white pawn on light") << "e2" << false << int(Content::White);
    QTest::newRow("d2 white pawn on dark") << "d2" << true << int(Content::White);
    QTest::newRow("g1 white knight on dark") << "g1" << true << int(Content::White);
    QTest::newRow("d7 black pawn on light") << "d7" << false << int(Content::Black);
    QTest::newRow("e7 black pawn on dark") << "e7" << true << int(Content::Black);
    QTest::newRow("e8 black king on light") << "e8" << false << int(Content::Black);
}

void BoardViewTest::squares()
{
    QFETCH(QString, square);
    QFETCH(bool, dark);
    QFETCH(int, content);

    BoardView view;
    view.resize(480, 480);
    view.setPieces(placement(kStart));
    const QImage image = render(view);

    const QRect rect = view.squareRect(squareIndex(square.toLatin1().constData()));
    QCOMPARE(rect.size(), QSize(60, 60));
    const QColor colour = dark ? view.darkSquareColor() : view.lightSquareColor();

    // The top-right corner is clear of pieces (they stand inside the square) and of the
    // coordinates (bottom-right and top-left), so it shows the bare square colour.
    QCOMPARE(image.pixelColor(rect.right() - 1, rect.top() + 1).rgb(), colour.rgb());

    const SquareStats s = stats(image, rect, colour);
    switch (Content(content)) {
    case Content::Empty:
        QCOMPARE(s.differing, 0);
        break;
    case Content::White:
        QVERIFY2(s.differing > s.area / 5, qPrintable(QString::number(s.differing)));
        QVERIFY2(s.whitish > s.area / 10, qPrintable(QString::number(s.whitish)));
        QVERIFY(s.whitish > s.blackish);
        break;
    case Content::Black:
        QVERIFY2(s.differing > s.area / 5, qPrintable(QString::number(s.differing)));
        QVERIFY2(s.blackish > s.area / 8, qPrintable(QString::number(s.blackish)));
        QVERIFY(s.blackish > 2 * s.whitish);
        break;
    }
}

void BoardViewTest::coordinatesOnEdgeSquares()
{
    BoardView view;
    view.resize(480, 480);
    const QImage image = render(view); // empty board

    // a1 carries both "a" and "1", h1 the "h", a8 the "8"; b2 and h8 carry nothing.
    for (const char* name : {"a1", "h1", "a8"}) {
        const int sq = squareIndex(name);
        const bool dark = (sq % 8 + sq / 8) % 2 == 0;
        const QColor colour = dark ? view.darkSquareColor() : view.lightSquareColor();
        QVERIFY2(stats(image, view.squareRect(sq), colour).differing > 10, name);
    }
    for (const char* name : {"b2", "h8"}) {
        const int sq = squareIndex(name);
        const bool dark = (sq % 8 + sq / 8) % 2 == 0;
        const QColor colour = dark ? view.darkSquareColor() : view.lightSquareColor();
        QCOMPARE(stats(image, view.squareRect(sq), colour).differing, 0);
    }
}

void BoardViewTest::setPiecesRepaints()
{
    BoardView view;
    view.resize(480, 480);
    view.setPieces(placement(kStart));
    const QRect e2 = view.squareRect(squareIndex("e2"));
    QVERIFY(stats(render(view), e2, view.lightSquareColor()).differing > 0);

    view.setPieces(placement(""));
    QCOMPARE(stats(render(view), e2, view.lightSquareColor()).differing, 0);
}

void BoardViewTest::flipped()
{
    BoardView view;
    view.resize(480, 480);
    view.setPieces(placement(kStart));
    const QRect board = view.boardRect();
    const QRect bottomLeft(board.left(), board.bottom() - 59, 60, 60);
    const QRect topRight(board.right() - 59, board.top(), 60, 60);

    QCOMPARE(view.squareRect(squareIndex("a1")), bottomLeft);
    QImage image = render(view);
    // a1 and h8 are both dark squares: White's rook below, Black's above.
    QVERIFY(stats(image, bottomLeft, view.darkSquareColor()).whitish > 300);
    QVERIFY(stats(image, topRight, view.darkSquareColor()).blackish > 700);

    view.setFlipped(true);
    QVERIFY(view.isFlipped());
    QCOMPARE(view.squareRect(squareIndex("a1")), topRight);
    QCOMPARE(view.squareRect(squareIndex("h8")), bottomLeft);
    image = render(view);
    QVERIFY(stats(image, topRight, view.darkSquareColor()).whitish > 300);
    QVERIFY(stats(image, bottomLeft, view.darkSquareColor()).blackish > 700);
}

void BoardViewTest::staysSquare_data()
{
    QTest::addColumn<QSize>("widget");
    QTest::addColumn<int>("side");

    QTest::newRow("square") << QSize(400, 400) << 400;
    QTest::newRow("wide") << QSize(800, 500) << 496;
    QTest::newRow("tall") << QSize(300, 700) << 296;
    QTest::newRow("tiny") << QSize(100, 90) << 88;
}

void BoardViewTest::staysSquare()
{
    QFETCH(QSize, widget);
    QFETCH(int, side);

    BoardView view;
    view.resize(widget);
    const QRect board = view.boardRect();
    QCOMPARE(board.size(), QSize(side, side));
    QCOMPARE(board.center(), QRect(QPoint(0, 0), widget).center());
    QCOMPARE(view.squareRect(0).width() * 8, side);

    const QImage image = render(view);
    QCOMPARE(image.pixelColor(board.topLeft()).rgb(), view.lightSquareColor().rgb());     // a8
    QCOMPARE(image.pixelColor(board.bottomRight()).rgb(), view.lightSquareColor().rgb()); // h1
}

// The engine's arrow is drawn in its own colour, apart from the user's marks, and goes
// when cleared.
void BoardViewTest::engineArrowLayer()
{
    BoardView view;
    view.resize(480, 480);
    view.setPieces(placement("")); // an empty board: nothing but squares and the arrow
    const kibitz::chess::Square e2 = kibitz::chess::Square(squareIndex("e2"));
    const kibitz::chess::Square e4 = kibitz::chess::Square(squareIndex("e4"));
    const QPoint mid = view.squareRect(squareIndex("e3")).center();
    QCOMPARE(render(view).pixelColor(mid).rgb(), view.darkSquareColor().rgb());

    view.setEngineArrows({{e2, e4}});
    QCOMPARE(view.engineArrows().size(), std::size_t(1));
    const QColor c = render(view).pixelColor(mid);
    // The arrow's violet over the dark square: blue well above green.
    QVERIFY2(c.blue() > c.green() + 40, qPrintable(c.name()));
    QVERIFY(view.lightSquareColor() != c && view.darkSquareColor() != c);

    view.setEngineArrows({});
    QCOMPARE(render(view).pixelColor(mid).rgb(), view.darkSquareColor().rgb());
}

// A [%cal] arrow from a square to itself is a ring round the square, as the exported diagram
// draws it: the square's edge is coloured, its middle is not.
void BoardViewTest::arrowToItselfIsARing()
{
    BoardView view;
    view.resize(480, 480);
    view.setPieces(placement(""));
    const auto e4 = kibitz::chess::Square(squareIndex("e4"));
    const QRect rect = view.squareRect(squareIndex("e4"));
    const QColor square = view.lightSquareColor();
    QCOMPARE(stats(render(view), rect, square).differing, 0);

    view.setMarks({kibitz::pgn::Arrow{kibitz::pgn::MarkColor::Red, e4, e4}}, {});
    const QImage image = render(view);
    QVERIFY(stats(image, rect, square).differing > rect.width());  // the ring
    QCOMPARE(image.pixelColor(rect.center()).rgb(), square.rgb()); // its hollow middle
    const QColor edge = image.pixelColor(rect.center().x(), rect.top() + rect.height() / 10);
    QVERIFY2(edge.red() > edge.green() + 40, qPrintable(edge.name()));
}

QTEST_MAIN(BoardViewTest)
#include "boardview_test.moc"
