// SPDX-License-Identifier: GPL-3.0-or-later
// Annotating games (issue 15): the judgement model's numbers, then a real annotation with the
// built-in engine: an evaluation on every move, the blunder marked ?? with a better line, the
// user's comment and NAG kept, book moves marked and not judged, the summary and the
// Annotator tag; a re-run at the same limit does not search again; the CLI with --shard and
// --resume.

#include "annotate/annotator.h"
#include "annotate/judgement.h"
#include "book/polyglot.h"
#include "chess/notation.h"
#include "pgn/builder.h"
#include "pgn/comment.h"

#include <QFile>
#include <QProcess>
#include <QSignalSpy>
#include <QTemporaryDir>
#include <QTest>

#include <optional>

using namespace kibitz;
using annotate::Verdict;

Q_DECLARE_METATYPE(kibitz::pgn::Eval)
Q_DECLARE_METATYPE(kibitz::annotate::Verdict)

Q_DECLARE_METATYPE(kibitz::pgn::Game)

namespace {

pgn::Eval cp(int v)
{
    return pgn::Eval::centipawns(v);
}

// How many searches an engine was sent: the "go" lines among those it was sent (a spy on
// EngineProcess::line, whose second argument says whether the line went to the engine).
long searchesSent(const QSignalSpy& lines)
{
    return long(std::count_if(lines.begin(), lines.end(), [](const QList<QVariant>& a) {
        return a.at(1).toBool() && a.at(0).toString().startsWith(QStringLiteral("go "));
    }));
}

// Annotation to a fixed depth, as `kibitz-cli annotate --depth N` asks for it.
annotate::Options toDepth(int depth)
{
    annotate::Options options;
    options.limits.depth = depth;
    options.limitText = QStringLiteral("depth=%1").arg(depth);
    return options;
}

// Annotates game and waits for the result (none within a minute: nullopt).
std::optional<pgn::Game> annotated(annotate::Annotator& annotator, const pgn::Game& game)
{
    QSignalSpy finished(&annotator, &annotate::Annotator::finished);
    annotator.annotate(game);
    if (!finished.wait(60000)) return std::nullopt;
    return finished.takeFirst().at(0).value<pgn::Game>();
}

} // namespace

class AnnotatorTest : public QObject {
    Q_OBJECT

private slots:
    void initTestCase() { qRegisterMetaType<pgn::Game>(); }

    // The verdict on one move from the evaluations (White's view) before and after it.
    void judge_data()
    {
        QTest::addColumn<pgn::Eval>("before");
        QTest::addColumn<pgn::Eval>("after");
        QTest::addColumn<bool>("whiteMoved");
        QTest::addColumn<Verdict>("verdict");
        const auto mate = [](int moves) { return pgn::Eval::mate(moves); };
        // Equal to a pawn down for the mover: about 0.18 of the scale.
        QTest::newRow("a pawn") << cp(0) << cp(-100) << true << Verdict::Inaccuracy;
        QTest::newRow("a pawn and a half") << cp(0) << cp(-150) << true << Verdict::Mistake;
        QTest::newRow("three pawns") << cp(0) << cp(-300) << true << Verdict::Blunder;
        // The same drop when already lost barely counts.
        QTest::newRow("lost already") << cp(-800) << cp(-1100) << true << Verdict::Good;
        // Black's moves are judged from Black's side.
        QTest::newRow("black blunders") << cp(0) << cp(300) << false << Verdict::Blunder;
        QTest::newRow("black gains") << cp(0) << cp(-300) << false << Verdict::Good;
        // Allowing mate in one is a blunder however lost the mover was (issue 43: 7.Be2 in the
        // Blackburne-Shilling trap, from -8 or worse, was an inaccuracy by the drop alone).
        QTest::newRow("7.Be2 allows Nf3#") << cp(-800) << mate(-1) << true << Verdict::Blunder;
        QTest::newRow("from -10 to mated") << cp(-1000) << mate(-1) << true << Verdict::Blunder;
        QTest::newRow("black allows mate") << cp(-900) << mate(1) << false << Verdict::Blunder;
        QTest::newRow("from a mate of its own") << mate(3) << mate(-1) << true << Verdict::Blunder;
        // Being mated already, the move allowed nothing: no escape is no blunder.
        QTest::newRow("mated in three, now one") << mate(-3) << mate(-1) << true << Verdict::Good;
        QTest::newRow("black being mated") << mate(2) << mate(1) << false << Verdict::Good;
        // A longer mate let in is judged by the drop; a mate the mover gives is no loss.
        QTest::newRow("lets in mate in five") << cp(0) << mate(-5) << true << Verdict::Blunder;
        QTest::newRow("gives mate in one") << cp(500) << mate(1) << true << Verdict::Good;
    }

    void judge()
    {
        QFETCH(pgn::Eval, before);
        QFETCH(pgn::Eval, after);
        QFETCH(bool, whiteMoved);
        QFETCH(Verdict, verdict);
        QCOMPARE(annotate::judge(before, after, whiteMoved), verdict);
    }

    // The Blackburne-Shilling trap annotated by the built-in engine: 7.Be2 allows 7...Nf3#.
    void blackburneShillingTrap()
    {
        QFile file(QStringLiteral(KIBITZ_TEST_DATA "/pgn/blackburne-shilling.pgn"));
        QVERIFY(file.open(QIODevice::ReadOnly));
        const pgn::Game game = pgn::readGame(file.readAll().toStdString());
        engine::EngineProcess engine;
        engine.start(engine::EngineCommand{QStringLiteral(KIBITZ_ENGINE), {}, {}});
        annotate::Annotator annotator(&engine, toDepth(6));
        const std::optional<pgn::Game> out = annotated(annotator, game);
        QVERIFY(out);
        std::vector<const pgn::Node*> moves;
        for (const pgn::Node* n : out->mainline()) moves.push_back(n);
        QCOMPARE(moves.size(), std::size_t(14));
        const pgn::Node* be2 = moves[12];
        QCOMPARE(be2->move(), *chess::parseUci(be2->positionBefore(), "c4e2"));
        QCOMPARE(be2->nags(), std::vector<std::uint8_t>{4}); // ??
        engine.quit();
    }

    void judgementModel()
    {
        QCOMPARE(annotate::winningChances(cp(0)), 0.0);
        QCOMPARE(annotate::winningChances(pgn::Eval::mate(-1)), -1.0);
        QCOMPARE(annotate::nagOf(Verdict::Blunder), std::uint8_t(4));
        QCOMPARE(annotate::nagOf(Verdict::Inaccuracy), std::uint8_t(6));
        QVERIFY(annotate::moveAccuracy(cp(30), cp(30), true) > 99.9);
        QVERIFY(annotate::moveAccuracy(cp(0), cp(-300), true) < 50);
        annotate::SideSummary side;
        annotate::add(side, cp(20), cp(10), true);
        annotate::add(side, cp(10), cp(-290), true);
        QCOMPARE(side.moves, 2);
        QCOMPARE(side.blunders, 1);
        QCOMPARE(side.averageLoss, 155.0);
        QVERIFY(
            QString::fromStdString(annotate::describe(side)).contains(QStringLiteral("1 blunder")));
    }

    void annotateWithTheBuiltInEngine()
    {
        // 1. e4 e5 2. Qh5 Nc6 3. Bc4 Nf6?? 4. Qxf7#: the blunder is obvious to any search.
        pgn::Game game = pgn::readGame(
            "[White \"A\"]\n[Black \"B\"]\n\n1. e4 e5 2. Qh5 Nc6 3. Bc4 {my own words} Nf6 $1 "
            "4. Qxf7# 1-0\n");
        // A book with 1. e4 e5.
        std::vector<book::Entry> entries;
        chess::Position p;
        for (const char* uci : {"e2e4", "e7e5"}) {
            const chess::Move m = *chess::parseUci(p, uci);
            entries.push_back(book::Entry{p.key(), book::encodeMove(m), 1, 0});
            p.play(m);
        }
        annotate::Options options = toDepth(6);
        options.book = std::make_shared<const book::PolyglotBook>(
            book::PolyglotBook::fromEntries(std::move(entries)));

        engine::EngineProcess engine;
        QSignalSpy lines(&engine, &engine::EngineProcess::line);
        engine.start(engine::EngineCommand{QStringLiteral(KIBITZ_ENGINE), {}, {}});
        annotate::Annotator annotator(&engine, options);
        QSignalSpy finished(&annotator, &annotate::Annotator::finished);
        annotator.annotate(game);
        QVERIFY(finished.wait(60000));
        const pgn::Game out = finished.takeFirst().at(0).value<pgn::Game>();

        std::vector<const pgn::Node*> moves;
        for (const pgn::Node* n : out.mainline()) moves.push_back(n);
        QCOMPARE(moves.size(), std::size_t(7));
        // Book moves: marked, not judged, no evaluation.
        QCOMPARE(pgn::parseComment(moves[0]->commentAfter()).text, std::string("book"));
        QCOMPARE(pgn::parseComment(moves[1]->commentAfter()).text, std::string("book"));
        QVERIFY(!pgn::parseComment(moves[1]->commentAfter()).eval);
        // Every other move but the mate has an evaluation.
        for (std::size_t i = 2; i < 6; ++i)
            QVERIFY2(pgn::parseComment(moves[i]->commentAfter()).eval,
                     moves[i]->commentAfter().c_str());
        // The user's comment and NAG stay (Nf6 keeps its "!" though it loses).
        QCOMPARE(pgn::parseComment(moves[4]->commentAfter()).text, std::string("my own words"));
        QCOMPARE(moves[5]->nags(), std::vector<std::uint8_t>{1});
        // ... but the engine's better line is there.
        QVERIFY(moves[4]->children().size() >= 2);
        QCOMPARE(QString::fromStdString(out.headers().value("Annotator")),
                 QStringLiteral("Kibitz (%1, depth=6)").arg(engine.name()));
        const std::string summary = out.root()->commentAfter();
        QVERIFY2(summary.find("Black: accuracy") != std::string::npos, summary.c_str());
        QCOMPARE(annotator.summary(chess::Color::Black).blunders, 1);

        // A re-run at the same limit searches nothing again but the positions without one.
        const long searchesBefore = searchesSent(lines);
        annotator.annotate(out);
        QVERIFY(finished.wait(60000));
        const long searchesAfter = searchesSent(lines);
        QVERIFY2(searchesAfter - searchesBefore <= 1,
                 qPrintable(QString::number(searchesAfter - searchesBefore)));
        const pgn::Game again = finished.takeFirst().at(0).value<pgn::Game>();
        // One summary, not two.
        const std::string s2 = again.root()->commentAfter();
        QCOMPARE(s2.find("Kibitz analysis"), s2.rfind("Kibitz analysis"));
        engine.quit();

        // The same with an engine not yet started, as the window's Analyse Game starts one for
        // each run: its name, which the tag holds, is known only once it has started.
        engine::EngineProcess fresh;
        QSignalSpy freshLines(&fresh, &engine::EngineProcess::line);
        fresh.start(engine::EngineCommand{QStringLiteral(KIBITZ_ENGINE), {}, {}});
        annotate::Annotator second(&fresh, options);
        QSignalSpy secondFinished(&second, &annotate::Annotator::finished);
        second.annotate(out);
        QVERIFY(secondFinished.wait(60000));
        const long freshSearches = searchesSent(freshLines);
        QVERIFY2(freshSearches <= 1, qPrintable(QString::number(freshSearches)));
        fresh.quit();
    }

    // Issue 31: moves the game marks "book" are not judged (a bad one stays unmarked), and an
    // inaccuracy gets its better line too. The position after the inaccuracy carries its
    // evaluation from an earlier run at the same engine and limit (kept, not searched again),
    // so the verdict does not hang on the search: White had mate in one (winning chances 1)
    // and played a move worth +7.00 (0.86): an inaccuracy (a loss of 0.1 to 0.2).
    // A run with nothing to search (every move marked as the book's, the last one mate) still
    // names the engine in its tag and summary, as the engine says it once started: the tag is
    // what a re-run compares to keep its evaluations.
    void namesTheEngineWithoutSearching()
    {
        const pgn::Game game =
            pgn::readGame("1. f3 {book} e5 {book} 2. g4 {book} Qh4# {book} 0-1\n");
        engine::EngineProcess engine;
        QSignalSpy lines(&engine, &engine::EngineProcess::line);
        engine.start(engine::EngineCommand{QStringLiteral(KIBITZ_ENGINE), {}, {}});
        annotate::Annotator annotator(&engine, toDepth(6));
        const std::optional<pgn::Game> out = annotated(annotator, game);
        QVERIFY(out);
        QVERIFY(!engine.name().isEmpty());
        QCOMPARE(QString::fromStdString(out->headers().value("Annotator")),
                 QStringLiteral("Kibitz (%1, depth=6)").arg(engine.name()));
        const std::string summary = out->root()->commentAfter();
        QVERIFY2(summary.find("Kibitz analysis, " + engine.name().toStdString())
                     != std::string::npos,
                 summary.c_str());
        QCOMPARE(searchesSent(lines), 0L);
        engine.quit();
    }

    void bookMarksAndInaccuracyLines()
    {
        engine::EngineProcess engine;
        QSignalSpy started(&engine, &engine::EngineProcess::started);
        engine.start(engine::EngineCommand{QStringLiteral(KIBITZ_ENGINE), {}, {}});
        QVERIFY(started.wait(20000));
        const annotate::Options options = toDepth(5);
        annotate::Annotator annotator(&engine, options);
        QSignalSpy finished(&annotator, &annotate::Annotator::finished);

        annotator.annotate(pgn::readGame("1. e4 {book} e5 {book} 2. Qh5 {book} Nc6 {book} 3. Bc4 "
                                         "{book} Nf6 {book} 4. Qxf7# 1-0\n"));
        QVERIFY(finished.wait(60000));
        const pgn::Game book = finished.takeFirst().at(0).value<pgn::Game>();
        std::vector<const pgn::Node*> moves;
        for (const pgn::Node* n : book.mainline()) moves.push_back(n);
        QCOMPARE(moves.size(), std::size_t(7));
        QVERIFY(moves[5]->nags().empty()); // Nf6, a book move, is not judged "??"
        QCOMPARE(pgn::parseComment(moves[5]->commentAfter()).text, std::string("book"));
        QCOMPARE(moves[4]->children().size(), std::size_t(1));

        const QString tag = QStringLiteral("Kibitz (%1, depth=5)").arg(engine.name());
        annotator.annotate(pgn::readGame(
            QStringLiteral("[Annotator \"%1\"]\n[SetUp \"1\"]\n[FEN \"6k1/5ppp/8/8/8/8/5PPP/"
                           "3R2K1 w - - 0 1\"]\n\n1. Rd7 {[%eval 7.00]} h6 *\n")
                .arg(tag)
                .toStdString()));
        QVERIFY(finished.wait(60000));
        const pgn::Game out = finished.takeFirst().at(0).value<pgn::Game>();
        const pgn::Node* rd7 = out.root()->next();
        QCOMPARE(rd7->nags(), std::vector<std::uint8_t>{6}); // ?!
        QCOMPARE(out.root()->children().size(), std::size_t(2));
        QCOMPARE(out.root()->children()[1]->move(),
                 *chess::parseUci(out.startPosition(), "d1d8")); // Rd8#, the better line
        engine.quit();
    }

    void commandLineShardsAndResumes()
    {
        QTemporaryDir dir;
        const QString in = QStringLiteral(KIBITZ_TEST_DATA "/book/three-games.pgn");
        const QString out = dir.filePath(QStringLiteral("out.pgn"));
        auto run = [&](const QStringList& extra) {
            QProcess p;
            p.start(QStringLiteral(KIBITZ_CLI),
                    QStringList{QStringLiteral("annotate"), in, QStringLiteral("--engine"),
                                QStringLiteral(KIBITZ_ENGINE), QStringLiteral("--depth"),
                                QStringLiteral("3"), QStringLiteral("-o"), out,
                                QStringLiteral("--json")}
                        + extra);
            p.waitForFinished(120000);
            return std::make_pair(p.exitCode(), p.readAllStandardOutput());
        };
        auto [code, json] = run({QStringLiteral("--shard"), QStringLiteral("1/2"),
                                 QStringLiteral("--concurrency"), QStringLiteral("2")});
        QCOMPARE(code, 0);
        QVERIFY2(json.contains("\"games\":3"), json.constData()); // 5 games: 1st, 3rd, 5th
        QFile file(out);
        QVERIFY(file.open(QIODevice::ReadOnly));
        const QByteArray written = file.readAll();
        QCOMPARE(written.count("[Annotator "), 3);
        file.close();
        // Resumed: nothing left to do, the games stay.
        std::tie(code, json) =
            run({QStringLiteral("--shard"), QStringLiteral("1/2"), QStringLiteral("--resume")});
        QCOMPARE(code, 0);
        QVERIFY2(json.contains("\"resumedAfter\":3"), json.constData());
        QVERIFY(file.open(QIODevice::ReadOnly));
        QCOMPARE(file.readAll(), written);
        // Usage errors say what.
        std::tie(code, json) = run({QStringLiteral("--shard"), QStringLiteral("3/2")});
        QCOMPARE(code, 2);
    }
};

QTEST_GUILESS_MAIN(AnnotatorTest)
#include "annotator_test.moc"
