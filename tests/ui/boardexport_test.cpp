// SPDX-License-Identifier: GPL-3.0-or-later
// The board as a picture from the window: what the board view shows (user's arrows and squares,
// the engine's arrow, flip) goes onto the clipboard as PNG and SVG, and into exported files.

#include "board/boardexport.h"
#include "board/boardview.h"
#include "chess/position.h"
#include "diagram/diagram.h"

#include <QApplication>
#include <QClipboard>
#include <QImage>
#include <QMimeData>
#include <QTemporaryDir>
#include <QTest>

using namespace kibitz;

class BoardExportTest : public QObject {
    Q_OBJECT
private slots:
    void diagramIsWhatTheBoardShows();
    void clipboardHoldsPngAndSvg();
    void exportWritesBothFormats();
};

namespace {
void setUp(ui::BoardView& board)
{
    board.setPosition(chess::Position::startPosition());
    board.setLastMove(chess::Square::E2, chess::Square::E4);
    board.setMarks({pgn::Arrow{pgn::MarkColor::Red, chess::Square::G1, chess::Square::F3}},
                   {pgn::SquareMark{pgn::MarkColor::Blue, chess::Square::D4}});
    board.setEngineArrows({{chess::Square::D2, chess::Square::D4}});
    board.setFlipped(true);
}
} // namespace

void BoardExportTest::diagramIsWhatTheBoardShows()
{
    ui::BoardView board;
    setUp(board);
    const ui::Diagram d = board.diagram();
    QCOMPARE(d.arrows.size(), std::size_t(2)); // the user's and the engine's
    QCOMPARE(d.marks.size(), std::size_t(1));
    QCOMPARE(d.marks[0].square, int(chess::Square::D4));
    QCOMPARE(d.lastTo, int(chess::Square::E4));
    QVERIFY(d.flipped);
    QCOMPARE(d.pieces[int(chess::Square::E1)], 'K');
    QCOMPARE(d.pieces[int(chess::Square::E4)], char(0));
}

void BoardExportTest::clipboardHoldsPngAndSvg()
{
    ui::BoardView board;
    setUp(board);
    ui::copyBoardImage(board);
    const QMimeData* data = QApplication::clipboard()->mimeData();
    QVERIFY(data);
    QVERIFY(data->hasFormat(QStringLiteral("image/png")));
    QVERIFY(data->hasFormat(QStringLiteral("image/svg+xml")));
    const QByteArray svg = data->data(QStringLiteral("image/svg+xml"));
    QCOMPARE(svg.count("<polygon"), 2);
    QImage image;
    QVERIFY(image.loadFromData(data->data(QStringLiteral("image/png")), "PNG"));
    QCOMPARE(image.size(), QSize(800, 800));
}

void BoardExportTest::exportWritesBothFormats()
{
    ui::BoardView board;
    setUp(board);
    QTemporaryDir dir;
    const QString png = dir.filePath(QStringLiteral("b.png"));
    const QString svg = dir.filePath(QStringLiteral("b.svg"));
    QCOMPARE(ui::writeBoardImage(board, png, 400), QString());
    QCOMPARE(ui::writeBoardImage(board, svg, 400), QString());
    QImage image(png);
    QCOMPARE(image.size(), QSize(400, 400));
    // Flipped: White's king (e1) is in the top row, its body light.
    auto whiteBody = [&](int col, int row) {
        int n = 0;
        for (int y = row * 50 + 12; y < row * 50 + 38; ++y)
            for (int x = col * 50 + 12; x < col * 50 + 38; ++x)
                if (image.pixelColor(x, y).lightness() > 235) ++n;
        return n;
    };
    QVERIFY2(whiteBody(3, 0) > 60, "no white king on e1 at the top"); // e1 flipped
    QCOMPARE(whiteBody(3, 7), 0);                                     // e8: a black king
    QFile file(svg);
    QVERIFY(file.open(QIODevice::ReadOnly));
    QVERIFY(file.readAll().startsWith("<?xml"));
    QVERIFY(
        !ui::writeBoardImage(board, dir.filePath(QStringLiteral("no/such/b.png")), 100).isEmpty());
}

QTEST_MAIN(BoardExportTest)
#include "boardexport_test.moc"
