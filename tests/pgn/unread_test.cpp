// SPDX-License-Identifier: GPL-3.0-or-later
// What the reader cannot read is not lost (issue 28): Visitor::unread reports the text an error
// made it pass over, exactly as it stands, where it stood; GameBuilder with keepUnread keeps it
// in comments (pgn::unreadComment), which the writer writes and the reader reads back, so that
// every move token and comment of the input is in the game written out.

#include "pgn/builder.h"
#include "pgn/reader.h"
#include "pgn/writer.h"

#include <QtTest>

#include <string>
#include <vector>

using namespace kibitz::pgn;

namespace {

// Records what unread() reports, with the error given for it.
class UnreadRecorder : public Visitor {
public:
    void unread(std::string_view text, const PgnError& why) override
    {
        texts.emplace_back(text);
        whys.push_back(why);
    }
    void error(const PgnError& e) override { errors.push_back(e); }
    std::vector<std::string> texts;
    std::vector<PgnError> whys;
    std::vector<PgnError> errors;
};

QStringList words(const std::string& text)
{
    return QString::fromStdString(text).split(QRegularExpression(QStringLiteral("[\\s{}()]+")),
                                              Qt::SkipEmptyParts);
}

} // namespace

class UnreadTest : public QObject {
    Q_OBJECT

private slots:
    void reportsWhatWasPassedOver_data();
    void reportsWhatWasPassedOver();
    void keptInCommentsAndWrittenBack_data();
    void keptInCommentsAndWrittenBack();
    void droppedUnlessAsked();
    void strictReportsNone();
};

void UnreadTest::reportsWhatWasPassedOver_data()
{
    QTest::addColumn<QString>("pgn");
    QTest::addColumn<QStringList>("unread");
    QTest::addColumn<int>("line");
    QTest::addColumn<int>("column");

    QTest::newRow("illegal move, main line")
        << "1. e4 e5 2. Ke9 Nc6 {a comment} 3. Bb5 1-0"
        << QStringList{QStringLiteral("2. Ke9 Nc6 {a comment} 3. Bb5")} << 1 << 13;
    QTest::newRow("illegal move in a variation")
        << "1. e4 (1. d4 d5 2. Qh8 Nf6 {x}) 1... e5 2. Nf3 *"
        << QStringList{QStringLiteral("2. Qh8 Nf6 {x}")} << 1 << 20;
    QTest::newRow("a nested variation in the part passed over")
        << "1. e4 e5 2. Kxe8 (2. Nf3 Nc6) 2... Nc6 *"
        << QStringList{QStringLiteral("2. Kxe8 (2. Nf3 Nc6) 2... Nc6")} << 1 << 13;
    QTest::newRow("CRLF line ends, error on line 2")
        << "[Event \"x\"]\r\n\r\n1. e4 e5\r\n2. Nf3 Nf6 3. Qxf7 Ke7\r\n4. d4 *\r\n"
        << QStringList{QStringLiteral("3. Qxf7 Ke7\r\n4. d4")} << 4 << 15;
    QTest::newRow("unsupported variant: the whole movetext")
        << "[Variant \"Shogi\"]\n\n1. P7g7f {opening} 1... P3c3d *"
        << QStringList{QStringLiteral("1. P7g7f {opening} 1... P3c3d")} << 1 << 1;
    QTest::newRow("bad NAG") << "1. e4 $999 e5 *" << QStringList{QStringLiteral("$999")} << 1 << 7;
    QTest::newRow("unclosed variation to the end")
        << "1. e4 (1. d4 d5 2. Ke3 Nf6" << QStringList{QStringLiteral("2. Ke3 Nf6")} << 1 << 20;
}

void UnreadTest::reportsWhatWasPassedOver()
{
    QFETCH(QString, pgn);
    QFETCH(QStringList, unread);
    QFETCH(int, line);
    QFETCH(int, column);
    const std::string text = pgn.toStdString();
    Reader reader(text);
    UnreadRecorder recorder;
    QVERIFY(reader.readGame(recorder));
    QStringList got;
    for (const std::string& t : recorder.texts) got << QString::fromStdString(t);
    QCOMPARE(got, unread);
    QVERIFY(!recorder.errors.empty());
    QCOMPARE(recorder.whys.front().line, line);
    QCOMPARE(recorder.whys.front().column, column);
}

void UnreadTest::keptInCommentsAndWrittenBack_data()
{
    QTest::addColumn<QString>("pgn");
    QTest::newRow("illegal move, 30 moves and a comment after it")
        << "[Event \"x\"]\n\n1. e4 e5 2. Nf3 Nc6 3. Bb5 a6 4. Ba4 Nf6 5. O-O Qe7 6. Ke9 b5 7. "
           "Bb3 d6 8. c3 O-O 9. h3 Nb8 10. d4 Nbd7 {the plan: c5} 11. Nbd2 Bb7 12. Bc2 Re8 "
           "13. a4 Bf8 {last word} 1-0";
    QTest::newRow("in a variation, with comments")
        << "1. e4 {best} (1. d4 {solid} d5 2. Kd3 {odd} Nf6 {end}) 1... e5 *";
    QTest::newRow("Crazyhouse drop that is illegal")
        << "[Variant \"Crazyhouse\"]\n\n1. e4 d5 2. exd5 Qxd5 3. Q@e5 {no queen in hand} Nc6 *";
    QTest::newRow("comment with a semicolon line")
        << "1. e4 e5 2. Ke9 ; rest of line {with brace\n2... Nc6 *";
}

void UnreadTest::keptInCommentsAndWrittenBack()
{
    QFETCH(QString, pgn);
    const std::string text = pgn.toStdString();
    ReadGamesOptions keep;
    keep.keepUnread = true;
    std::vector<PgnError> errors;
    const Game game = readGame(text, &errors, keep);
    QVERIFY(!errors.empty());
    const std::string written = writeGame(game);
    QVERIFY2(written.find(UnreadCommentStart) != std::string::npos, written.c_str());
    // Every word of the movetext is in what is written, in its order.
    const std::string movetext =
        text.substr(text.rfind("]\n") == std::string::npos ? 0 : text.rfind("]\n") + 2);
    QStringList out = words(written);
    qsizetype at = 0;
    for (const QString& w : words(movetext)) {
        if (w == QLatin1String("*") || w == QLatin1String("1-0")) continue;
        const qsizetype found = out.indexOf(w, at);
        QVERIFY2(found >= 0,
                 qPrintable(
                     QStringLiteral("'%1' lost in:\n%2").arg(w, QString::fromStdString(written))));
        at = found + 1;
    }
    // Read back, it is a game without errors that holds the same words (stable).
    std::vector<PgnError> again;
    const Game reread = readGame(written, &again, keep);
    QVERIFY2(again.empty(), again.empty() ? "" : again.front().toString().c_str());
    QCOMPARE(writeGame(reread), written);
}

void UnreadTest::droppedUnlessAsked()
{
    const std::string text = "1. e4 e5 2. Ke9 Nc6 *";
    const Game game = readGame(text);
    QVERIFY(writeGame(game).find(UnreadCommentStart) == std::string::npos);
    QCOMPARE(game.nodeCount(), std::size_t(2));
}

void UnreadTest::strictReportsNone()
{
    const std::string text = "1. e4 e5 2. Ke9 Nc6 *";
    ReadOptions strict;
    strict.strict = true;
    Reader reader(text, strict);
    UnreadRecorder recorder;
    QVERIFY(reader.readGame(recorder));
    QVERIFY(recorder.texts.empty());
    QCOMPARE(recorder.errors.size(), std::size_t(1));
}

QTEST_APPLESS_MAIN(UnreadTest)
#include "unread_test.moc"
