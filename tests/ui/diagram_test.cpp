// SPDX-License-Identifier: GPL-3.0-or-later
// The diagram renderer: a self-contained, valid SVG, and a PNG whose pixels show the pieces
// on their squares (flipped too), with the theme's square colours.

#include "chess/fen.h"
#include "diagram/diagram.h"

#include <QProcess>
#include <QRegularExpression>
#include <QSet>
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
    void emptyAndIllegalBoards();
    void arrowToItselfIsACircle();
    void themeColours();
    void svgTiny();
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

// Any board draws: an empty one, and one no game can reach (three kings, pawns on the first
// rank), as the FEN gives it.
void DiagramTest::emptyAndIllegalBoards()
{
    const auto empty = chess::parseFen("8/8/8/8/8/8/8/8 w - - 0 1");
    QVERIFY(empty);
    ui::Diagram d = ui::Diagram::fromSetup(*empty);
    const auto svg = ui::diagramSvg(d, *ui::PieceSet::builtIn(), 240);
    QVERIFY(svg.hasValue());
    QVERIFY(!svg->contains("<use"));
    QImage image = ui::diagramImage(d, *ui::PieceSet::builtIn(), 240);
    for (int sq = 0; sq < 64; ++sq) QCOMPARE(seenOn(image, sq, false), Seen::Empty);

    const auto odd = chess::parseFen("k7/8/8/8/8/8/8/KKP5 w - - 0 1");
    QVERIFY(odd);
    QVERIFY(!chess::positionFromFen("k7/8/8/8/8/8/8/KKP5 w - - 0 1"));
    d = ui::Diagram::fromSetup(*odd);
    image = ui::diagramImage(d, *ui::PieceSet::builtIn(), 240);
    QCOMPARE(seenOn(image, int(chess::Square::A1), false), Seen::White);
    QCOMPARE(seenOn(image, int(chess::Square::B1), false), Seen::White);
    QCOMPARE(seenOn(image, int(chess::Square::C1), false), Seen::White);
    QCOMPARE(seenOn(image, int(chess::Square::A8), false), Seen::Black);
    QVERIFY(ui::diagramSvg(d, *ui::PieceSet::builtIn(), 240)->count("<use") == 4);
}

// An arrow that starts and ends on one square marks it with a ring (python-chess's svg does
// the same), in the arrow's colour.
void DiagramTest::arrowToItselfIsACircle()
{
    ui::Diagram d = diagramOf("4k3/8/8/8/8/8/8/4K3 w - - 0 1");
    d.coordinates = false;
    d.arrows.push_back({int(chess::Square::D4), int(chess::Square::D4), QColor(255, 0, 0)});
    const QString svg = QString::fromUtf8(*ui::diagramSvg(d, *ui::PieceSet::builtIn(), 400));
    QVERIFY(!svg.contains(QLatin1String("<polygon")));
    QVERIFY(svg.contains(QLatin1String("fill=\"none\" stroke-width")));
    QVERIFY(svg.contains(QLatin1String("stroke=\"#ff0000\"")));
    const QImage image = ui::diagramImage(d, *ui::PieceSet::builtIn(), 400);
    // d4 is column 3, row 4 (50 px squares): the ring (3.5 px wide) passes 3.5 px inside the
    // left edge, the centre keeps the square's colour.
    const QColor ring = image.pixelColor(3 * 50 + 4, 4 * 50 + 25);
    QVERIFY2(ring.red() > 200 && ring.green() < 120, qPrintable(ring.name()));
    QCOMPARE(image.pixelColor(3 * 50 + 25, 4 * 50 + 25), d.dark);
}

// A theme's last-move, check, coordinate and margin colours.
void DiagramTest::themeColours()
{
    ui::Diagram d = diagramOf("4k3/8/8/8/8/8/8/4K2R b - - 0 1");
    d.lastFrom = int(chess::Square::A1);
    d.lastTo = int(chess::Square::B2);
    d.lastMoveColour = QColor(0, 0, 255);
    d.checkSquare = int(chess::Square::E8);
    d.checkColour = QColor(0, 255, 0);
    d.coordinateColour = QColor(0x12, 0x34, 0x56);
    QImage image = ui::diagramImage(d, *ui::PieceSet::builtIn(), 400);
    QCOMPARE(image.pixelColor(25, 7 * 50 + 25), QColor(0, 0, 255));          // a1
    QCOMPARE(image.pixelColor(1 * 50 + 25, 6 * 50 + 25), QColor(0, 0, 255)); // b2
    QCOMPARE(image.pixelColor(4 * 50 + 3, 0 * 50 + 25), QColor(0, 255, 0));  // e8's edge
    QString svg = QString::fromUtf8(*ui::diagramSvg(d, *ui::PieceSet::builtIn(), 400));
    QCOMPARE(svg.count(QLatin1String("fill=\"#123456\">")), 16);
    QVERIFY(svg.contains(QLatin1String("fill=\"#00ff00\"")));

    // A margin: the board shrinks inside it, the coordinates move into it.
    d.marginColour = QColor(0xff, 0x00, 0xff);
    image = ui::diagramImage(d, *ui::PieceSet::builtIn(), 400);
    QCOMPARE(image.pixelColor(2, 2), d.marginColour);
    QCOMPARE(image.pixelColor(397, 200), d.marginColour);
    QCOMPARE(image.pixelColor(20 + 3, 20 + 3), d.light); // a8, just inside the margin
    svg = QString::fromUtf8(*ui::diagramSvg(d, *ui::PieceSet::builtIn(), 400));
    QVERIFY(svg.contains(
        QLatin1String("width=\"400.00\" height=\"400.00\" class=\"margin\" fill=\"#ff00ff\"")));
    QCOMPARE(svg.count(QLatin1String("text-anchor=\"middle\"")), 16);
}

// SVG Tiny 1.2 on request: the profile declared, no <symbol> (Tiny has none), only Tiny's
// elements, and the same picture.
void DiagramTest::svgTiny()
{
    ui::Diagram d = diagramOf("r1bqkbnr/pppp1Qpp/2n5/4p3/2B1P3/8/PPPP1PPP/RNB1K1NR b KQkq - 0 4");
    d.arrows.push_back({int(chess::Square::E2), int(chess::Square::E4), QColor(Qt::red)});
    d.marks.push_back({int(chess::Square::D4), QColor(Qt::blue)});
    const auto svg = ui::diagramSvg(d, *ui::PieceSet::builtIn(), 400, ui::SvgProfile::Tiny12);
    QVERIFY(svg.hasValue());
    const QString text = QString::fromUtf8(*svg);
    QVERIFY(text.contains(QLatin1String("version=\"1.2\" baseProfile=\"tiny\"")));
    QVERIFY(!text.contains(QLatin1String("<symbol")));
    QVERIFY(!text.contains(QLatin1String("style=")));
    static const QSet<QString> tinyElements = {
        QStringLiteral("svg"),  QStringLiteral("defs"),    QStringLiteral("g"),
        QStringLiteral("path"), QStringLiteral("rect"),    QStringLiteral("circle"),
        QStringLiteral("text"), QStringLiteral("polygon"), QStringLiteral("use"),
    };
    static const QRegularExpression element(QStringLiteral("<([a-zA-Z][a-zA-Z0-9:]*)"));
    for (const auto& m : element.globalMatch(text))
        QVERIFY2(tinyElements.contains(m.captured(1)), qPrintable(m.captured(1)));
    QCOMPARE(text.count(QLatin1String("<use")), 31);
    QVERIFY(text.contains(QLatin1String("transform=\"translate(")));
    // The full profile is unchanged by it.
    QVERIFY(ui::diagramSvg(d, *ui::PieceSet::builtIn(), 400)->contains("<symbol"));
}

QTEST_MAIN(DiagramTest)
#include "diagram_test.moc"
