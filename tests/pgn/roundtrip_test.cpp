// SPDX-License-Identifier: GPL-3.0-or-later
// Read -> write -> read over real files (the python-chess PGN fixtures in the shared data,
// and our own in tests/data/pgn): the second read gives the same tree, headers, comments and
// NAGs, writing again gives the same bytes, and an export-format file is written back byte
// for byte.

#include "pgn/builder.h"
#include "pgn/comment.h"
#include "pgn/writer.h"

#include <QDir>
#include <QFile>
#include <QTest>

using namespace kibitz;
using namespace kibitz::pgn;

namespace {

QString q(const std::string& s)
{
    return QString::fromStdString(s);
}

std::string readFile(const QString& path)
{
    QFile f(path);
    if (!f.open(QIODevice::ReadOnly)) return {};
    const QByteArray bytes = f.readAll();
    std::string text(bytes.constData(), std::size_t(bytes.size()));
    if (text.starts_with("\xEF\xBB\xBF")) text.erase(0, 3); // UTF-8 byte order mark
    return text;
}

// The writer may turn a space inside a comment into a line break to wrap a line; nothing
// else about a comment changes.
std::string wrapInsensitive(std::string s)
{
    for (char& c : s)
        if (c == '\n') c = ' ';
    return s;
}

struct GameRead {
    Game game;
    std::vector<PgnError> errors;
};

std::vector<GameRead> readAll(std::string_view text)
{
    std::vector<GameRead> out;
    Reader reader(text);
    GameBuilder builder;
    while (reader.readGame(builder)) out.push_back({builder.takeGame(), builder.errors()});
    return out;
}

// Compares two trees node by node; on a difference, says where.
QString compareTrees(const Node* a, const Node* b, const QString& where = QString())
{
    if (a->move() != b->move()) return where + QStringLiteral(": moves differ");
    if (!(a->position() == b->position())) return where + QStringLiteral(": positions differ");
    if (wrapInsensitive(a->commentBefore()) != wrapInsensitive(b->commentBefore()))
        return where + QStringLiteral(": comment before differs: ") + q(a->commentBefore())
               + QStringLiteral(" / ") + q(b->commentBefore());
    if (wrapInsensitive(a->commentAfter()) != wrapInsensitive(b->commentAfter()))
        return where + QStringLiteral(": comment after differs: ") + q(a->commentAfter())
               + QStringLiteral(" / ") + q(b->commentAfter());
    if (a->nags() != b->nags()) return where + QStringLiteral(": NAGs differ");
    if (a->ply() != b->ply()) return where + QStringLiteral(": plies differ");
    if (a->childCount() != b->childCount())
        return where + QStringLiteral(": number of variations differs");
    for (std::size_t i = 0; i < a->childCount(); ++i) {
        const QString sub = where + u' ' + q(a->child(i)->san());
        const QString diff = compareTrees(a->child(i), b->child(i), sub);
        if (!diff.isEmpty()) return diff;
    }
    return {};
}

QStringList sharedPgnFiles()
{
    const QDir dir(QStringLiteral(KIBITZ_SHARED_DATA "/python-chess/pgn"));
    QStringList files;
    for (const QString& f : dir.entryList({QStringLiteral("*.pgn")}, QDir::Files, QDir::Name))
        files << dir.filePath(f);
    return files;
}

} // namespace

class RoundTripTest : public QObject {
    Q_OBJECT

private slots:
    void sharedFiles_data();
    void sharedFiles();
    void exportFormatIsFixedPoint_data();
    void exportFormatIsFixedPoint();
    void commentsKeptByteForByte();
    void editedCommentSurvives();
    void wrappedCommentsStable();
    void braceInCommentSurvives();
};

void RoundTripTest::sharedFiles_data()
{
    QTest::addColumn<QString>("path");
    const QStringList files = sharedPgnFiles();
    if (files.isEmpty()) QSKIP("shared data (python-chess/pgn) not found");
    for (const QString& f : files) QTest::newRow(qPrintable(QFileInfo(f).fileName())) << f;
}

void RoundTripTest::sharedFiles()
{
    QFETCH(QString, path);
    const std::string text = readFile(path);
    QVERIFY(!text.empty());
    const std::vector<GameRead> first = readAll(text);
    QVERIFY(!first.empty());

    int moves = 0;
    for (std::size_t i = 0; i < first.size(); ++i) {
        const Game& g = first[i].game;
        moves += int(g.nodeCount());
        const std::string written = writeGame(g);
        const std::vector<GameRead> again = readAll(written);
        QCOMPARE(again.size(), std::size_t(1));
        const Game& g2 = again[0].game;
        const QString ctx = QStringLiteral("game %1").arg(i + 1);
        // A game read without errors is written so that it reads without errors.
        if (first[i].errors.empty() && !again[0].errors.empty())
            QFAIL(qPrintable(ctx + QStringLiteral(": ") + q(again[0].errors[0].toString())
                             + QStringLiteral("\n") + q(written)));
        QVERIFY2(g2.headers() == g.headers(), qPrintable(ctx + QStringLiteral(": headers differ")));
        const QString diff = compareTrees(g.root(), g2.root(), ctx);
        QVERIFY2(diff.isEmpty(), qPrintable(diff + QStringLiteral("\n") + q(written)));
        // And what was written is a fixed point.
        QCOMPARE(q(writeGame(g2)), q(written));
        // Every line fits (no single token in these files is longer than a line).
        for (const QString& line : q(written).split(u'\n'))
            QVERIFY2(line.size() <= 80 || line.startsWith(u'['), qPrintable(line));
    }
    // Only the variant files (not playable by our rules) and the BOM file (no moves) are empty.
    QVERIFY(moves > 0 || path.contains(u"antichess") || path.contains(u"zh-lichess")
            || path.contains(u"utf8-bom"));

    // The whole file at once.
    const std::string all = writeGames([&] {
        std::vector<Game> games;
        for (const GameRead& r : first) games.push_back(r.game);
        return games;
    }());
    QCOMPARE(readGames(all).size(), first.size());
}

void RoundTripTest::exportFormatIsFixedPoint_data()
{
    QTest::addColumn<QString>("path");
    QTest::newRow("export.pgn") << QStringLiteral(KIBITZ_TEST_DATA "/pgn/export.pgn");
    QTest::newRow("annotated.pgn") << QStringLiteral(KIBITZ_TEST_DATA "/pgn/annotated.pgn");
}

// These files are in our export format already: reading and writing gives the same bytes.
void RoundTripTest::exportFormatIsFixedPoint()
{
    QFETCH(QString, path);
    const std::string text = readFile(path);
    QVERIFY2(!text.empty(), qPrintable(path));
    std::vector<PgnError> errors;
    const std::vector<Game> games = readGames(text, &errors);
    QVERIFY2(errors.empty(), errors.empty() ? "" : errors[0].toString().c_str());
    QCOMPARE(q(writeGames(games)), q(text));
}

void RoundTripTest::commentsKeptByteForByte()
{
    const std::string text = "1. e4 { [%eval 0.17] [%clk 0:03:00] } 1... e5 {[%clk 0:02:59.5]x}"
                             " 2. Nf3 {\tTab, \"quotes\" and ünïcödé } *";
    const Game g = readGame(text);
    WriteOptions o;
    o.lineLength = 0;
    QCOMPARE(q(writeMovetext(g, o)), q(text));
    const CommentInfo info = parseComment(g.root()->next()->commentAfter());
    QCOMPARE(info.clock.value_or(-1), 180.0);
    QCOMPARE(info.eval->value, 17);
}

void RoundTripTest::editedCommentSurvives()
{
    Game g = readGame("1. e4 {Main idea [%clk 0:03:00]} e5 *");
    Node* e4 = g.root()->next();
    std::string c = e4->commentAfter();
    setClock(c, 170.5);
    setArrows(c, {Arrow{MarkColor::Red, chess::Square::E2, chess::Square::E4}});
    e4->setCommentAfter(c);
    const std::string written = writeMovetext(g);
    QCOMPARE(q(written),
             QStringLiteral("1. e4 {Main idea [%clk 0:02:50.5] [%cal Re2e4]} 1... e5 *"));
    const Game again = readGame(written);
    const CommentInfo info = parseComment(again.root()->next()->commentAfter());
    QCOMPARE(info.clock.value_or(-1), 170.5);
    QCOMPARE(info.arrows.size(), std::size_t(1));
    QCOMPARE(q(info.text), QStringLiteral("Main idea"));
}

void RoundTripTest::wrappedCommentsStable()
{
    Game g;
    Node* n = g.root();
    for (const char* m : {"d4", "d5", "c4", "e6", "Nc3", "Nf6"}) {
        n = *n->addMove(std::string_view(m));
        n->setCommentAfter("a long comment that has to be wrapped over more than one line because "
                           "it is long, with  two spaces and a\nline break");
    }
    const std::string w1 = writeGame(g);
    const Game g2 = readGame(w1);
    const std::string w2 = writeGame(g2);
    QCOMPARE(q(w2), q(w1));
    QVERIFY(compareTrees(g.root(), g2.root()).isEmpty());
}

void RoundTripTest::braceInCommentSurvives()
{
    Game g;
    Node* e4 = *g.root()->addMove(std::string_view("e4"));
    e4->setCommentAfter("see {this} and }that");
    (void)*e4->addMove(std::string_view("e5"));
    const std::string w1 = writeGame(g);
    const Game g2 = readGame(w1);
    QCOMPARE(g2.root()->next()->commentAfter(), e4->commentAfter());
    QCOMPARE(g2.nodeCount(), std::size_t(2));
    QCOMPARE(q(writeGame(g2)), q(w1));
}

QTEST_APPLESS_MAIN(RoundTripTest)
#include "roundtrip_test.moc"
