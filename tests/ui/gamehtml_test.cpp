// SPDX-License-Identifier: GPL-3.0-or-later
// Games as HTML and PDF: figurines, variations indented, comments, diagrams where a comment asks
// for one and at chosen plies; the PDF's text (pdftotext) holds the moves.

#include "../pgn/play.h"
#include "diagram/diagram.h"
#include "diagram/gamehtml.h"
#include "diagram/pieceset.h"
#include "pgn/builder.h"
#include "pgn/input.h"
#include "pgn/reader.h"

#include <QPdfWriter>
#include <QProcess>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QTest>
#include <QThread>

#include <memory>

using namespace kibitz;

class GameHtmlTest : public QObject {
    Q_OBJECT
private slots:
    void initTestCase();
    void html();
    void diagramsAtChosenPlies();
    void pdfHoldsTheMoves();
    void nagsAsTheNotationShowsThem();
    void bookMovesQuiet();
    void castlingDiagramMarksTheKing();
    void deepVariationsOnASmallStack();

private:
    pgn::Game m_game;
};

void GameHtmlTest::initTestCase()
{
    auto text = pgn::readPgnFile(KIBITZ_TEST_DATA "/pgn/diagrams.pgn");
    QVERIFY(text);
    pgn::Reader reader(text->text);
    pgn::GameBuilder builder;
    QVERIFY(reader.readGame(builder));
    QVERIFY(builder.errors().empty());
    m_game = builder.takeGame();
}

void GameHtmlTest::html()
{
    const QString html = ui::gamesHtml({&m_game}, {}).html;
    QVERIFY(html.contains(QStringLiteral("Anderssen \u2013 Kieseritzky")));
    QVERIFY(html.contains(QStringLiteral("<b>\u2657c4</b>"))); // 3. Bc4 as a figurine
    QVERIFY(html.contains(QStringLiteral("<b>\u2655h4+</b>")));
    QVERIFY(html.contains(QStringLiteral("<b>\u2658f6?</b>"))); // $2
    QVERIFY(html.contains(QStringLiteral("The King's Gambit.").toHtmlEscaped()));
    QVERIFY(!html.contains(QStringLiteral("[%diagram]")));
    // The variation 4... Nf6 is indented and numbered.
    QVERIFY(html.contains(QStringLiteral("margin-left:1.5em\">(4... \u2658f6")));
    // Two diagrams asked for in comments: [%diagram] after 3. Bc4, "#" after 4... Nf6.
    QCOMPARE(html.count(QStringLiteral("<img ")), 2);
    QCOMPARE(html.count(QStringLiteral("data:image/png;base64,")), 2);
    QVERIFY(html.endsWith(QStringLiteral("</html>\n")));
}

void GameHtmlTest::diagramsAtChosenPlies()
{
    ui::GameHtmlOptions options;
    options.diagramPlies = {0, 10};
    options.inlineImages = false;
    const ui::GameHtml out = ui::gamesHtml({&m_game}, options);
    QCOMPARE(out.html.count(QStringLiteral("<img ")), 4);
    QCOMPARE(out.images.size(), std::size_t(4));
    QVERIFY(!out.html.contains(QStringLiteral("data:")));
}

void GameHtmlTest::pdfHoldsTheMoves()
{
    QTemporaryDir dir;
    const QString path = dir.filePath(QStringLiteral("g.pdf"));
    {
        QPdfWriter writer(path);
        writer.setResolution(150);
        ui::printGames({&m_game}, {}, writer);
    }
    QFile file(path);
    QVERIFY(file.open(QIODevice::ReadOnly));
    QVERIFY(file.read(5) == "%PDF-");
    const QString pdftotext = QStandardPaths::findExecutable(QStringLiteral("pdftotext"));
    if (pdftotext.isEmpty()) QSKIP("pdftotext (poppler-utils) is not installed");
    QProcess p;
    p.start(pdftotext, {path, QStringLiteral("-")});
    QVERIFY(p.waitForFinished());
    const QString text = QString::fromUtf8(p.readAllStandardOutput());
    QVERIFY2(text.contains(QStringLiteral("Anderssen")), qPrintable(text));
    QVERIFY2(text.contains(QStringLiteral("Rg1")) || text.contains(QStringLiteral("\u2656g1")),
             qPrintable(text));
    QVERIFY2(text.contains(QStringLiteral("exf4")), qPrintable(text));
}

// Issue 30: the export had a NAG table of its own (14 NAGs, other symbols for $14/$15); it
// now shows NAGs as the notation does (pgn/nag.h): move assessments joined, others after a
// space, a NAG without a symbol as $N.
void GameHtmlTest::nagsAsTheNotationShowsThem()
{
    const std::string text = "1. e4 $7 $14 $36 $200 e5 $132 *";
    pgn::Reader reader(text);
    pgn::GameBuilder builder;
    QVERIFY(reader.readGame(builder));
    const pgn::Game game = builder.takeGame();
    const QString html = ui::gamesHtml({&game}, {}).html;
    QVERIFY2(html.contains(QStringLiteral("<b>e4\u25a1 += \u2192 $200</b>")), qPrintable(html));
    QVERIFY(html.contains(QStringLiteral("<b>e5 \u21c6</b>")));
}

// A game played in Kibitz marks the engine's book moves "book": on paper they are grey, with
// one note where the book ends, and the word is not printed after every move.
void GameHtmlTest::bookMovesQuiet()
{
    pgn::Reader reader("1. e4 { [%clk 0:05:00] book } e5 { book } 2. Nf3 { book Main line } Nc6 "
                       "{ Out of book. } 3. Bb5 (3. Bc4 { book }) a6 *");
    pgn::GameBuilder builder;
    QVERIFY(reader.readGame(builder));
    const pgn::Game game = builder.takeGame();
    const QString html = ui::gamesHtml({&game}, {}).html;
    QCOMPARE(html.count(QStringLiteral("last book move")), 2); // the main line, the variation
    QVERIFY2(html.contains(QStringLiteral("\u2658f3</b></span> <span style=\"color:#777777\"><i>"
                                          "last book move</i></span> <i>Main line</i>")),
             qPrintable(html));
    QVERIFY(html.contains(QStringLiteral("Out of book.")));
    QVERIFY(html.contains(QStringLiteral("<span style=\"color:#777777\"><b>e5</b></span>")));
    QCOMPARE(html.count(QStringLiteral(">book")) + html.count(QStringLiteral("book<")), 0);
}

// A diagram after castling marks where the king went (g1), as the board does, not the rook's
// square the move is stored with (h1).
void GameHtmlTest::castlingDiagramMarksTheKing()
{
    pgn::Reader reader("1. e4 e5 2. Nf3 Nc6 3. Bc4 Bc5 4. O-O { [%diagram] } *");
    pgn::GameBuilder builder;
    QVERIFY(reader.readGame(builder));
    const pgn::Game game = builder.takeGame();
    ui::GameHtmlOptions options;
    options.inlineImages = false;
    const ui::GameHtml out = ui::gamesHtml({&game}, options);
    QCOMPARE(out.images.size(), std::size_t(1));
    const QImage shown = out.images.begin()->second;
    ui::Diagram expected = ui::Diagram::fromPosition(game.mainlineEnd()->position());
    expected.lastFrom = int(chess::Square::E1);
    expected.lastTo = int(chess::Square::G1);
    QCOMPARE(shown, ui::diagramImage(expected, *ui::PieceSet::builtIn(), options.diagramSize));
    expected.lastTo = int(chess::Square::H1);
    QVERIFY(shown != ui::diagramImage(expected, *ui::PieceSet::builtIn(), options.diagramSize));
}

// 10,000 variations, each inside the one before, written on a small stack (256 KiB): the
// export walks the game without recursion (the old writer recursed once per level).
void GameHtmlTest::deepVariationsOnASmallStack()
{
    constexpr int Levels = 10000;
    const pgn::Game game = pgn::test::nestedVariations(Levels);
    QString html;
    std::unique_ptr<QThread> thread(
        QThread::create([&] { html = ui::gamesHtml({&game}, {}).html; }));
    thread->setStackSize(256 * 1024);
    thread->start();
    thread->wait();
    QCOMPARE(html.count(QStringLiteral("<p class=\"variation\"")), Levels);
    QVERIFY(html.contains(QStringLiteral("margin-left:15000em\">(")));
    QVERIFY(html.endsWith(QStringLiteral("</html>\n")));
}

QTEST_MAIN(GameHtmlTest)
#include "gamehtml_test.moc"
