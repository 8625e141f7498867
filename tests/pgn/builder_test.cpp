// SPDX-License-Identifier: GPL-3.0-or-later
// Building games from the reader's events (core/pgn/builder.h): where comments and NAGs go,
// variation structure, errors, results, start positions, and the main-line and tags-only
// builders.

#include "pgn/builder.h"
#include "pgn/writer.h"

#include "chess/fen.h"

#include <QTest>

using namespace kibitz;
using namespace kibitz::pgn;

namespace {

QString q(const std::string& s)
{
    return QString::fromStdString(s);
}

// Finds a node by a path of fresh SAN moves from the root: "e4 e5" follows the main line,
// and "e4 c5" picks e4's child c5 wherever it is among the children.
const Node* find(const Game& g, std::string_view path)
{
    const Node* n = g.root();
    while (!path.empty()) {
        const std::size_t sp = path.find(' ');
        const std::string_view san = path.substr(0, sp);
        const Node* next = nullptr;
        for (const auto& c : n->children())
            if (c->san() == san) next = c.get();
        if (!next) return nullptr;
        n = next;
        path = sp == std::string_view::npos ? std::string_view() : path.substr(sp + 1);
    }
    return n;
}

QString childrenOf(const Node* n)
{
    QStringList out;
    for (const auto& c : n->children()) out << q(c->san());
    return out.join(u' ');
}

} // namespace

class BuilderTest : public QObject {
    Q_OBJECT

private slots:
    void commentPlacement_data();
    void commentPlacement();
    void variationStructure();
    void nags();
    void errorsCollected();
    void resultFromMovetext();
    void startFromFen();
    void sanAsRead();
    void mainlineBuilder();
    void headersBuilder();
    void severalGames();
};

// Each row: movetext, a node path, and the comments expected before and after that node.
void BuilderTest::commentPlacement_data()
{
    QTest::addColumn<QString>("pgn");
    QTest::addColumn<QString>("path");
    QTest::addColumn<QString>("before");
    QTest::addColumn<QString>("after");

    const QString text =
        QStringLiteral("{Start} 1. e4 {after e4} e5 (1... c5 {sicilian} 2. Nf3) ({alt} 1... e6) "
                       "2. Nf3 {good} *");
    QTest::newRow("before game") << text << "e4"
                                 << "Start"
                                 << "after e4";
    QTest::newRow("no comment") << text << "e4 e5"
                                << ""
                                << "";
    QTest::newRow("after in variation") << text << "e4 c5"
                                        << ""
                                        << "sicilian";
    QTest::newRow("before variation") << text << "e4 e6"
                                      << "alt"
                                      << "";
    QTest::newRow("after main move") << text << "e4 e5 Nf3"
                                     << ""
                                     << "good";
    QTest::newRow("two comments stay two blocks") << "1. e4 {a} {b} *"
                                                  << "e4"
                                                  << ""
                                                  << "a } { b";
    QTest::newRow("two before stay two blocks") << "{a} {b} 1. e4 *"
                                                << "e4"
                                                << "a } { b"
                                                << "";
    QTest::newRow("blanks at the join: one on each side of the separator")
        << "1. e4 { best. } { [%eval 0.39] } *"
        << "e4"
        << ""
        << " best. } { [%eval 0.39] ";
    QTest::newRow("blanks before the move join too") << "{ a } {b } 1. e4 *"
                                                     << "e4"
                                                     << " a } { b "
                                                     << "";
    QTest::newRow("after a variation") << "1. e4 (1. d4) {later} 1... e5 *"
                                       << "e4"
                                       << ""
                                       << "later";
    QTest::newRow("rest of line comment") << "1. e4 ; to the end\n1... e5 *"
                                          << "e4"
                                          << ""
                                          << " to the end";
    QTest::newRow("spaces kept") << "1. e4 {  two  spaces } *"
                                 << "e4"
                                 << ""
                                 << "  two  spaces ";
    QTest::newRow("comment command kept") << "1. e4 { [%eval 0.17] [%clk 0:03:00] } *"
                                          << "e4"
                                          << ""
                                          << " [%eval 0.17] [%clk 0:03:00] ";
    QTest::newRow("game without moves") << "{only text} *"
                                        << ""
                                        << ""
                                        << "only text";
    QTest::newRow("empty variation") << "1. e4 ({nothing}) e5 *"
                                     << "e4"
                                     << ""
                                     << "nothing";
}

void BuilderTest::commentPlacement()
{
    QFETCH(QString, pgn);
    QFETCH(QString, path);
    QFETCH(QString, before);
    QFETCH(QString, after);
    std::vector<PgnError> errors;
    const std::string text = pgn.toStdString();
    const Game g = readGame(text, &errors);
    const Node* n = find(g, path.toStdString());
    QVERIFY(n);
    QCOMPARE(q(n->commentBefore()), before);
    QCOMPARE(q(n->commentAfter()), after);
}

void BuilderTest::variationStructure()
{
    const std::string text =
        "1. e4 e5 (1... c5 2. Nf3 (2. c3 d5) 2... d6) (1... e6) 2. Nf3 (2. f4 exf4) *";
    std::vector<PgnError> errors;
    const Game g = readGame(text, &errors);
    QVERIFY(errors.empty());
    QCOMPARE(childrenOf(find(g, "e4")), QStringLiteral("e5 c5 e6"));
    QCOMPARE(childrenOf(find(g, "e4 c5")), QStringLiteral("Nf3 c3"));
    QCOMPARE(childrenOf(find(g, "e4 e5")), QStringLiteral("Nf3 f4"));
    QVERIFY(find(g, "e4 c5 c3 d5"));
    QVERIFY(find(g, "e4 c5 Nf3 d6"));
    QVERIFY(find(g, "e4 e5 f4 exf4"));
    QCOMPARE(g.nodeCount(), std::size_t(11));
    QCOMPARE(find(g, "e4 c5 c3 d5")->ply(), 4);
    QCOMPARE(q(writeMovetext(g)), q(text));
}

void BuilderTest::nags()
{
    const Game g = readGame("1. e4! $18 e5?? (1... c5 $2 !?) ($146 1... e6) 2. Nf3 ?! *");
    QCOMPARE(find(g, "e4")->nags(), (std::vector<std::uint8_t>{1, 18}));
    QCOMPARE(find(g, "e4 e5")->nags(), std::vector<std::uint8_t>{4});
    QCOMPARE(find(g, "e4 c5")->nags(), (std::vector<std::uint8_t>{2, 5}));
    QCOMPARE(find(g, "e4 e6")->nags(), std::vector<std::uint8_t>{146});
    QCOMPARE(find(g, "e4 e5 Nf3")->nags(), std::vector<std::uint8_t>{6});
}

void BuilderTest::errorsCollected()
{
    std::vector<PgnError> errors;
    const Game g = readGame("[Event \"x\"]\n\n1. e4 Ke7 2. Nf3 *\n", &errors);
    QVERIFY(!errors.empty());
    QCOMPARE(errors[0].line, 3);
    QCOMPARE(errors[0].column, 7);
    QCOMPARE(g.nodeCount(), std::size_t(1)); // what came before the error
    QCOMPARE(g.headers().value("Event"), std::string("x"));
}

void BuilderTest::resultFromMovetext()
{
    QCOMPARE(readGame("1. e4 1-0").headers().value("Result"), std::string("1-0"));
    // The tag wins when both are there.
    QCOMPARE(readGame("[Result \"0-1\"]\n\n1. e4 1-0").headers().value("Result"),
             std::string("0-1"));
    Reader reader("1. e4 1/2-1/2");
    GameBuilder b;
    QVERIFY(reader.readGame(b));
    QCOMPARE(b.movetextResult(), std::string("1/2-1/2"));
}

void BuilderTest::startFromFen()
{
    const Game g =
        readGame("[SetUp \"1\"]\n[FEN \"4k3/8/8/8/8/8/4P3/4K3 b - - 0 40\"]\n\n40... Kd7 41. e4 *");
    QCOMPARE(chess::toFen(g.startPosition()), std::string("4k3/8/8/8/8/8/4P3/4K3 b - - 0 40"));
    QCOMPARE(g.nodeCount(), std::size_t(2));
    QCOMPARE(g.mainlineEnd()->moveNumber(), 41);
    QCOMPARE(q(writeMovetext(g)), QStringLiteral("40... Kd7 41. e4 *"));
}

void BuilderTest::sanAsRead()
{
    const Game g = readGame("1. e2e4 Nc6 2. Ng1-f3 *");
    QCOMPARE(g.root()->next()->sanAsRead(), std::string("e2e4"));
    QCOMPARE(g.root()->next()->san(), std::string("e4"));
    QCOMPARE(q(writeMovetext(g)), QStringLiteral("1. e4 Nc6 2. Nf3 *"));
}

void BuilderTest::mainlineBuilder()
{
    const std::string text = "1. e4 {main} e5 (1... c5 {skipped} 2. Nf3 (2. c3)) 2. Nf3 $1 *";
    ReadGamesOptions o;
    o.variations = false;
    const Game g = readGame(text, nullptr, o);
    QCOMPARE(g.nodeCount(), std::size_t(3));
    QCOMPARE(find(g, "e4")->commentAfter(), std::string("main"));
    QCOMPARE(find(g, "e4 e5 Nf3")->nags(), std::vector<std::uint8_t>{1});
    QCOMPARE(q(writeMovetext(g)), QStringLiteral("1. e4 {main} 1... e5 2. Nf3 $1 *"));
}

void BuilderTest::headersBuilder()
{
    const std::string text = "[Event \"A\"]\n[ECO \"B20\"]\n\n1. e4 c5 *\n\n"
                             "[Event \"B\"]\n[White \"W\"]\n\n1. d4 (1. Qxx) *\n";
    const std::vector<Headers> all = readHeaders(text);
    QCOMPARE(all.size(), std::size_t(2));
    QCOMPARE(all[0].value("Event"), std::string("A"));
    QCOMPARE(all[0].value("ECO"), std::string("B20"));
    QCOMPARE(all[1].value("White"), std::string("W"));
    QCOMPARE(all[1].value("Result"), std::string("*")); // roster default; moves not read
}

void BuilderTest::severalGames()
{
    const std::string text = "[Event \"1\"]\n\n1. e4 *\n\n[Event \"2\"]\n\n1. d4 d5 1-0\n\n"
                             "[Event \"3\"]\n\n*\n";
    const std::vector<Game> games = readGames(text);
    QCOMPARE(games.size(), std::size_t(3));
    QCOMPARE(games[1].nodeCount(), std::size_t(2));
    QCOMPARE(games[1].result(), std::string("1-0"));
    QCOMPARE(games[2].nodeCount(), std::size_t(0));
}

QTEST_APPLESS_MAIN(BuilderTest)
#include "builder_test.moc"
