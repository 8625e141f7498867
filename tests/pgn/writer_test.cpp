// SPDX-License-Identifier: GPL-3.0-or-later
// PGN export (core/pgn/writer.h) of hand-made game trees: exact expected text for move
// numbers after comments and variations, nesting, NAGs, null moves, '}' in comments, tag
// order and escaping, line wrapping, and the options.

#include "pgn/writer.h"

#include "chess/fen.h"

#include "play.h"

#include <QTest>

using namespace kibitz;
using namespace kibitz::pgn;

namespace {

using test::play;

QString q(const std::string& s)
{
    return QString::fromStdString(s);
}

const char* const DefaultTags =
    "[Event \"?\"]\n[Site \"?\"]\n[Date \"????.??.??\"]\n[Round \"?\"]\n"
    "[White \"?\"]\n[Black \"?\"]\n[Result \"*\"]\n";

// The tree shapes used by the movetext table; each builds a game by name.
Game buildGame(const QString& shape)
{
    Game g;
    Node* root = g.root();
    if (shape == u"empty") {
    } else if (shape == u"main line") {
        play(root, "e4 e5 Nf3 Nc6");
    } else if (shape == u"comment after white") {
        Node* e4 = play(root, "e4");
        e4->setCommentAfter("best by test");
        play(e4, "e5 Nf3");
    } else if (shape == u"comment after black") {
        Node* e5 = play(root, "e4 e5");
        e5->setCommentAfter("symmetry");
        play(e5, "Nf3 Nc6");
    } else if (shape == u"white variation") {
        Node* e4 = play(root, "e4 e5");
        play(root, "d4 d5");
        (void)e4;
    } else if (shape == u"black variation") {
        Node* e4 = play(root, "e4");
        play(e4, "e5 Nf3");
        play(e4, "c5 Nf3");
    } else if (shape == u"nested") {
        Node* e4 = play(root, "e4");
        play(e4, "e5 Nf3");
        Node* c5 = play(e4, "c5");
        play(c5, "Nf3 d6");
        play(c5, "c3 d5");
    } else if (shape == u"two variations") {
        play(root, "e4 e5");
        play(root, "d4");
        play(root, "c4");
    } else if (shape == u"comment before variation") {
        play(root, "e4 e5");
        Node* d4 = play(root, "d4");
        d4->setCommentBefore("Also good:");
    } else if (shape == u"comment before game") {
        Node* e4 = play(root, "e4 e5")->parent();
        e4->setCommentBefore("The game");
    } else if (shape == u"game comment only") {
        root->setCommentAfter("No moves");
    } else if (shape == u"nags") {
        Node* e4 = play(root, "e4");
        e4->addNag(1);
        Node* e5 = play(e4, "e5");
        e5->addNag(6);
        e5->addNag(146);
    } else if (shape == u"nag then comment") {
        Node* e4 = play(root, "e4");
        e4->addNag(3);
        e4->setCommentAfter("!!");
        play(e4, "e5");
    } else if (shape == u"null move") {
        play(root, "e4 -- d4");
    } else if (shape == u"black to start") {
        g.setStartPositionAndTags(
            *chess::positionFromFen("rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR b KQkq - 0 1"));
        play(g.root(), "e5 Nf3");
    } else if (shape == u"brace in comment") {
        Node* e4 = play(root, "e4");
        e4->setCommentAfter("a}b");
        play(e4, "e5");
    } else if (shape == u"brace and break in comment") {
        Node* e4 = play(root, "e4");
        e4->setCommentAfter("x}\ny");
    } else if (shape == u"comment with line break") {
        Node* e4 = play(root, "e4");
        e4->setCommentAfter(" one\ntwo ");
    } else if (shape == u"result") {
        play(root, "f3 e5 g4 Qh4");
        g.headers().set("Result", "0-1");
    } else if (shape == u"bad result tag") {
        g.headers().set("Result", "?");
    } else if (shape == u"castling and promotion") {
        g.setStartPositionAndTags(*chess::positionFromFen("4k3/1P6/8/8/8/8/8/4K2R w K - 0 1"));
        play(g.root(), "O-O Kd7 b8=N+");
    }
    return g;
}

} // namespace

class WriterTest : public QObject {
    Q_OBJECT

private slots:
    void movetext_data();
    void movetext();
    void fullGame();
    void tagOrderAndEscaping();
    void wrapping();
    void wrappingComment();
    void wrapKeepsLinesShort();
    void noWrap();
    void options();
    void multipleGames();
    void freshSan();
};

void WriterTest::movetext_data()
{
    QTest::addColumn<QString>("shape");
    QTest::addColumn<QString>("expected");

    QTest::newRow("empty") << "empty"
                           << "*";
    QTest::newRow("main line") << "main line"
                               << "1. e4 e5 2. Nf3 Nc6 *";
    QTest::newRow("comment after white") << "comment after white"
                                         << "1. e4 {best by test} 1... e5 2. Nf3 *";
    QTest::newRow("comment after black") << "comment after black"
                                         << "1. e4 e5 {symmetry} 2. Nf3 Nc6 *";
    QTest::newRow("white variation") << "white variation"
                                     << "1. e4 (1. d4 d5) 1... e5 *";
    QTest::newRow("black variation") << "black variation"
                                     << "1. e4 e5 (1... c5 2. Nf3) 2. Nf3 *";
    QTest::newRow("nested") << "nested"
                            << "1. e4 e5 (1... c5 2. Nf3 (2. c3 d5) 2... d6) 2. Nf3 *";
    QTest::newRow("two variations") << "two variations"
                                    << "1. e4 (1. d4) (1. c4) 1... e5 *";
    QTest::newRow("comment before variation") << "comment before variation"
                                              << "1. e4 ({Also good:} 1. d4) 1... e5 *";
    QTest::newRow("comment before game") << "comment before game"
                                         << "{The game} 1. e4 e5 *";
    QTest::newRow("game comment only") << "game comment only"
                                       << "{No moves} *";
    QTest::newRow("nags") << "nags"
                          << "1. e4 $1 e5 $6 $146 *";
    QTest::newRow("nag then comment") << "nag then comment"
                                      << "1. e4 $3 {!!} 1... e5 *";
    QTest::newRow("null move") << "null move"
                               << "1. e4 -- 2. d4 *";
    QTest::newRow("black to start") << "black to start"
                                    << "1... e5 2. Nf3 *";
    QTest::newRow("brace in comment") << "brace in comment"
                                      << "1. e4 ;a}b\n1... e5 *";
    QTest::newRow("brace and break in comment") << "brace and break in comment"
                                                << "1. e4 {x\ny} *";
    QTest::newRow("comment with line break") << "comment with line break"
                                             << "1. e4 { one\ntwo } *";
    QTest::newRow("result") << "result"
                            << "1. f3 e5 2. g4 Qh4# 0-1";
    QTest::newRow("bad result tag") << "bad result tag"
                                    << "*";
    QTest::newRow("castling and promotion") << "castling and promotion"
                                            << "1. O-O Kd7 2. b8=N+ *";
}

void WriterTest::movetext()
{
    QFETCH(QString, shape);
    QFETCH(QString, expected);
    const Game g = buildGame(shape);
    QCOMPARE(q(writeMovetext(g)), expected);
}

void WriterTest::fullGame()
{
    const Game g = buildGame(QStringLiteral("main line"));
    QCOMPARE(writeGame(g), std::string(DefaultTags) + "\n1. e4 e5 2. Nf3 Nc6 *\n\n");

    const Game b = buildGame(QStringLiteral("black to start"));
    QCOMPARE(writeGame(b),
             std::string(DefaultTags)
                 + "[SetUp \"1\"]\n"
                   "[FEN \"rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR b KQkq - 0 1\"]\n"
                   "\n1... e5 2. Nf3 *\n\n");
}

void WriterTest::tagOrderAndEscaping()
{
    Game g;
    g.headers().set("ECO", "C20");
    g.headers().set("Result", "1/2-1/2");
    g.headers().set("White", "Say \"hi\" \\o/");
    g.headers().set("Annotator", "two\nlines");
    g.headers().set("Event", "Open");
    const std::string expected = "[Event \"Open\"]\n[Site \"?\"]\n[Date \"????.??.??\"]\n"
                                 "[Round \"?\"]\n[White \"Say \\\"hi\\\" \\\\o/\"]\n"
                                 "[Black \"?\"]\n[Result \"1/2-1/2\"]\n[ECO \"C20\"]\n"
                                 "[Annotator \"two lines\"]\n\n1/2-1/2\n\n";
    QCOMPARE(q(writeGame(g)), q(expected));
    QCOMPARE(q(escapeTagValue("a\\\"b")), QStringLiteral("a\\\\\\\"b"));
}

void WriterTest::wrapping()
{
    Game g;
    play(g.root(), "Nf3 Nf6 Ng1 Ng8 Nf3 Nf6 Ng1 Ng8");
    WriteOptions o;
    o.lineLength = 20;
    // A move number stays with its move.
    QCOMPARE(q(writeMovetext(g, o)),
             QStringLiteral("1. Nf3 Nf6 2. Ng1\nNg8 3. Nf3 Nf6\n4. Ng1 Ng8 *"));

    // An opening parenthesis goes with the move it opens; a closing one stays on its line
    // when it fits.
    Game v;
    Node* e4 = play(v.root(), "e4 e5");
    e4 = e4->parent();
    play(e4, "c5 Nf3");
    o.lineLength = 16;
    QCOMPARE(q(writeMovetext(v, o)), QStringLiteral("1. e4 e5\n(1... c5 2. Nf3)\n*"));
    o.lineLength = 15;
    QCOMPARE(q(writeMovetext(v, o)), QStringLiteral("1. e4 e5\n(1... c5 2. Nf3\n) *"));
    o.lineLength = 14;
    QCOMPARE(q(writeMovetext(v, o)), QStringLiteral("1. e4 e5\n(1... c5\n2. Nf3) *"));
}

void WriterTest::wrappingComment()
{
    Game g;
    Node* e4 = play(g.root(), "e4");
    e4->setCommentAfter("this is a fairly long comment text");
    WriteOptions o;
    o.lineLength = 20;
    QCOMPARE(q(writeMovetext(g, o)),
             QStringLiteral("1. e4 {this is a\nfairly long comment\ntext} *"));
    // A word longer than a line gets a line of its own.
    e4->setCommentAfter("see https://example.org/a/very/long/address here");
    QCOMPARE(q(writeMovetext(g, o)),
             QStringLiteral("1. e4 {see\nhttps://example.org/a/very/long/address\nhere} *"));
}

void WriterTest::wrapKeepsLinesShort()
{
    // A long game with comments and variations: no line over 80 characters, and the default
    // is 80.
    Game g;
    Node* n = g.root();
    const char* cycle[] = {"Nf3", "Nf6", "Ng1", "Ng8"};
    for (int i = 0; i < 200; ++i) {
        Node* next = play(n, cycle[i % 4]);
        if (i % 7 == 0) next->setCommentAfter("a comment with [%clk 0:01:00] several words in it");
        if (i % 11 == 0) play(n, i % 2 ? "Nc6" : "Nc3");
        if (i % 5 == 0) next->addNag(std::uint8_t(i % 20));
        n = next;
    }
    const std::string text = writeMovetext(g);
    int longest = 0, lines = 0;
    std::size_t start = 0;
    while (start <= text.size()) {
        std::size_t end = text.find('\n', start);
        if (end == std::string::npos) end = text.size();
        longest = std::max(longest, int(end - start));
        ++lines;
        start = end + 1;
    }
    QVERIFY2(longest <= 80, qPrintable(QStringLiteral("longest line %1").arg(longest)));
    QVERIFY(longest >= 70); // lines are filled, not broken early
    QVERIFY(lines > 20);
    QVERIFY(text.find(" \n") == std::string::npos); // no trailing spaces
}

void WriterTest::noWrap()
{
    Game g;
    play(g.root(),
         "Nf3 Nf6 Ng1 Ng8 Nf3 Nf6 Ng1 Ng8 Nf3 Nf6 Ng1 Ng8 Nf3 Nf6 Ng1 Ng8 Nf3 Nf6 Ng1 Ng8 "
         "Nf3 Nf6 Ng1 Ng8");
    WriteOptions o;
    o.lineLength = 0;
    const std::string text = writeMovetext(g, o);
    QVERIFY(text.find('\n') == std::string::npos);
    QVERIFY(text.size() > 100);
}

void WriterTest::options()
{
    Game g;
    g.headers().set("Result", "1-0");
    Node* e4 = play(g.root(), "e4");
    e4->addNag(1);
    e4->setCommentAfter("good");
    play(e4, "e5");
    play(g.root(), "d4");

    WriteOptions o;
    QCOMPARE(q(writeMovetext(g, o)), QStringLiteral("1. e4 $1 {good} (1. d4) 1... e5 1-0"));
    o.comments = false;
    QCOMPARE(q(writeMovetext(g, o)), QStringLiteral("1. e4 $1 (1. d4) 1... e5 1-0"));
    o.variations = false;
    QCOMPARE(q(writeMovetext(g, o)), QStringLiteral("1. e4 $1 e5 1-0"));
    o.nags = false;
    QCOMPARE(q(writeMovetext(g, o)), QStringLiteral("1. e4 e5 1-0"));
    o.headers = false;
    QCOMPARE(q(writeGame(g, o)), QStringLiteral("1. e4 e5 1-0\n\n"));
}

void WriterTest::multipleGames()
{
    std::vector<Game> games(2);
    play(games[1].root(), "d4");
    const std::string text = writeGames(games);
    const std::string one = std::string(DefaultTags) + "\n*\n\n";
    const std::string two = std::string(DefaultTags) + "\n1. d4 *\n\n";
    QCOMPARE(q(text), q(one + two));
}

void WriterTest::freshSan()
{
    // The text a move was read as is not what is written.
    Game g;
    const chess::Move m = *chess::parseMove(g.startPosition(), "g1f3");
    g.root()->addVariation(m, "Ng1-f3");
    QCOMPARE(q(writeMovetext(g)), QStringLiteral("1. Nf3 *"));
}

QTEST_APPLESS_MAIN(WriterTest)
#include "writer_test.moc"
