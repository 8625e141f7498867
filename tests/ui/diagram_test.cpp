// SPDX-License-Identifier: GPL-3.0-or-later
// The diagram renderer: a self-contained, valid SVG, and a PNG whose pixels show the pieces
// on their squares (flipped too), with the theme's square colours.

#include "board/diagram.h"
#include "chess/fen.h"

#include <QProcess>
#include <QRegularExpression>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QTest>

using namespace kibitz;

namespace {

enum class Seen { Empty, White, Black };

// What a square of the image holds: a piece is judged by its body colour (the built-in set
// fills white pieces #fbf8f0 and black ones #2a2a2a), counted over the square's middle.
Seen seenOn(const QImage& image, int square, bool flipped)
{
    const int s = image.width() / 8;
    const int file = square % 8, rank = square / 8;
    const int col = flipped ? 7 - file : file;
    const int row = flipped ? rank : 7 - rank;
    int white = 0, black = 0;
    for (int y = row * s + s / 4; y < row * s + 3 * s / 4; ++y)
        for (int x = col * s + s / 4; x < col * s + 3 * s / 4; ++x) {
            const QColor c = image.pixelColor(x, y);
            if (c.red() > 240 && c.green() > 238 && c.blue() > 228) ++white;
            if (c.red() < 60 && c.green() < 60 && c.blue() < 60) ++black;
        }
    const int area = (s / 2) * (s / 2);
    if (white > area / 10) return Seen::White;
    if (black > area / 10) return Seen::Black;
    return Seen::Empty;
}

ui::Diagram diagramOf(const char* fen)
{
    auto pos = chess::positionFromFen(fen, chess::Validation::Strict);
    Q_ASSERT(pos);
    return ui::Diagram::fromPosition(*pos);
}

} // namespace

class DiagramTest : public QObject {
    Q_OBJECT
private slots:
    void svgIsSelfContainedAndValid();
    void pngShowsThePieces_data();
    void pngShowsThePieces();
    void squareColoursFollowTheTheme();
};

void DiagramTest::svgIsSelfContainedAndValid()
{
    ui::Diagram d = diagramOf("r1bqkbnr/pppp1Qpp/2n5/4p3/2B1P3/8/PPPP1PPP/RNB1K1NR b KQkq - 0 4");
    d.lastFrom = int(chess::Square::H5);
    d.lastTo = int(chess::Square::F7);
    d.arrows.push_back({int(chess::Square::E2), int(chess::Square::E4), QColor(Qt::red)});
    d.marks.push_back({int(chess::Square::D4), QColor(Qt::blue)});
    const auto svg = ui::diagramSvg(d, *ui::PieceSet::builtIn(), 400);
    QVERIFY2(svg.hasValue(), qPrintable(svg ? QString() : svg.error()));
    const QString text = QString::fromUtf8(*svg);
    // Every reference is to a fragment of the document itself.
    static const QRegularExpression href(QStringLiteral("href=\"([^\"]*)\""));
    int refs = 0;
    for (const auto& m : href.globalMatch(text)) {
        ++refs;
        QVERIFY2(m.captured(1).startsWith(QLatin1Char('#')), qPrintable(m.captured(1)));
    }
    QCOMPARE(refs, 32 - 1);                            // the black f7 pawn was taken
    QVERIFY(!text.contains(QLatin1String("\":/")));    // no Qt resource path
    QVERIFY(text.contains(QLatin1String("<polygon"))); // the arrow
    QVERIFY(text.contains(QLatin1String("id=\"piece-bK\"")));

    const QString xmllint = QStandardPaths::findExecutable(QStringLiteral("xmllint"));
    if (xmllint.isEmpty()) QSKIP("xmllint (libxml2-utils) is not installed");
    QTemporaryDir dir;
    QFile file(dir.filePath(QStringLiteral("d.svg")));
    QVERIFY(file.open(QIODevice::WriteOnly));
    file.write(*svg);
    file.close();
    QProcess lint;
    lint.start(xmllint, {QStringLiteral("--noout"), file.fileName()});
    QVERIFY(lint.waitForFinished());
    QVERIFY2(lint.exitCode() == 0, lint.readAllStandardError().constData());
}

void DiagramTest::pngShowsThePieces_data()
{
    QTest::addColumn<bool>("flipped");
    QTest::addColumn<int>("size");
    QTest::newRow("white below") << false << 400;
    QTest::newRow("flipped") << true << 400;
    QTest::newRow("small") << false << 240;
    QTest::newRow("large") << true << 1200;
}

void DiagramTest::pngShowsThePieces()
{
    QFETCH(bool, flipped);
    QFETCH(int, size);
    ui::Diagram d = diagramOf("4k3/8/8/3p4/4P3/8/8/R3K3 w Q - 0 1");
    d.flipped = flipped;
    const QImage image = ui::diagramImage(d, *ui::PieceSet::builtIn(), size);
    QCOMPARE(image.size(), QSize(size, size));
    using chess::Square;
    QCOMPARE(seenOn(image, int(Square::E1), flipped), Seen::White);
    QCOMPARE(seenOn(image, int(Square::A1), flipped), Seen::White);
    QCOMPARE(seenOn(image, int(Square::E4), flipped), Seen::White);
    QCOMPARE(seenOn(image, int(Square::E8), flipped), Seen::Black);
    QCOMPARE(seenOn(image, int(Square::D5), flipped), Seen::Black);
    QCOMPARE(seenOn(image, int(Square::H8), flipped), Seen::Empty);
    QCOMPARE(seenOn(image, int(Square::D4), flipped), Seen::Empty);
    // The same picture read the other way round sees e1's king where e8's would be.
    QCOMPARE(seenOn(image, int(Square::D8), !flipped), Seen::White);
}

void DiagramTest::squareColoursFollowTheTheme()
{
    ui::Diagram d = diagramOf("8/8/8/8/8/8/8/K6k w - - 0 1");
    d.coordinates = false;
    d.light = QColor(0x11, 0x22, 0x33);
    d.dark = QColor(0x44, 0x55, 0x66);
    const QImage image = ui::diagramImage(d, *ui::PieceSet::builtIn(), 80);
    // a8 is light (top left), b8 dark; a corner pixel of each.
    QCOMPARE(image.pixelColor(1, 1), d.light);
    QCOMPARE(image.pixelColor(11, 1), d.dark);
    d.flipped = true; // h1 at the top left: light too
    QCOMPARE(ui::diagramImage(d, *ui::PieceSet::builtIn(), 80).pixelColor(1, 1), d.light);
}

QTEST_MAIN(DiagramTest)
#include "diagram_test.moc"
