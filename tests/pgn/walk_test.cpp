// SPDX-License-Identifier: GPL-3.0-or-later
// A game in memory walked with the reader's Visitor (python-chess's Game.accept), the errors
// each game keeps (python-chess's Game.errors), and Variant tags of other programs: FICS's
// wild/fr and wild/N, ChessBase's "Illegal".

#include "pgn/builder.h"
#include "pgn/walk.h"
#include "pgn/writer.h"
#include "play.h"

#include <QTest>
#include <QThread>

#include <algorithm>
#include <functional>
#include <memory>

using namespace kibitz;

namespace {

constexpr const char* Annotated = R"([Event "Walk"]
[Site "?"]
[Date "2026.11.27"]
[Round "1"]
[White "A"]
[Black "B"]
[Result "1-0"]

{Opening remark} 1. e4 $1 {best by test} (1. d4 d5 (1... Nf6 2. c4 {Indian}) 2. c4)
(1. c4 $5) 1... e5 2. Nf3 (2. f4 exf4 (2... d5)) 2... Nc6 3. Bb5 a6 {Morphy} 1-0)";

// Counts what a visitor hears.
struct Counter : pgn::Visitor {
    int moves = 0, variations = 0, comments = 0, nags = 0;
    std::string resultText;
    bool skipVariations = false;
    int stopAfter = -1;
    void move(const chess::Position&, chess::Move, std::string_view) override { ++moves; }
    pgn::Control beginVariation() override
    {
        ++variations;
        return skipVariations ? pgn::Control::Skip : pgn::Control::Continue;
    }
    void comment(std::string_view) override { ++comments; }
    void nag(int) override { ++nags; }
    void result(std::string_view r) override { resultText = r; }
    bool wantsMoreMoves() const override { return stopAfter < 0 || moves < stopAfter; }
};

// What walkShown tells: the moves in order with their numbers, and how deep it went.
struct Shown : pgn::ShownVisitor {
    std::string text;
    int moves = 0, deepest = 0, open = 0;
    bool move(const pgn::ShownMove& m) override
    {
        ++moves;
        deepest = std::max(deepest, m.depth);
        if (moves > 40) return false; // (the text of a short game is enough)
        if (!m.before.empty()) text += "{" + m.before + "} ";
        if (!m.number.empty()) text += m.number + " ";
        text += m.node->san();
        if (m.book) text += "(b)";
        if (m.lastBook) text += "(last)";
        if (m.diagram) text += "(D)";
        if (!m.after.empty()) text += " {" + m.after + "}";
        text += " ";
        return m.diagram; // a diagram breaks the line
    }
    void beginVariation(int) override
    {
        ++open;
        if (moves <= 40) text += "( ";
    }
    void endVariation(int) override
    {
        --open;
        if (moves <= 40) text += ") ";
    }
};

// Runs work on a thread with a small stack (256 KiB, an eighth of a worker thread's usual),
// where a walk that recursed once per nesting level would overflow.
void onSmallStack(const std::function<void()>& work)
{
    std::unique_ptr<QThread> thread(QThread::create(work));
    thread->setStackSize(256 * 1024);
    thread->start();
    thread->wait();
}

} // namespace

class WalkTest : public QObject {
    Q_OBJECT

private slots:
    // Walking a game into a GameBuilder rebuilds it: the same export, byte for byte.
    void walkRebuildsTheGame()
    {
        std::vector<pgn::PgnError> errors;
        const pgn::Game game = pgn::readGame(Annotated, &errors);
        QVERIFY(errors.empty());
        pgn::GameBuilder builder;
        pgn::walkGame(game, builder);
        QCOMPARE(QString::fromStdString(pgn::writeGame(builder.game())),
                 QString::fromStdString(pgn::writeGame(game)));
        QVERIFY(builder.errors().empty());

        // An edited game: a variation added in code, walked again.
        pgn::Game edited = game;
        pgn::Node* e5 = edited.root()->next()->next();
        QVERIFY(e5->parent()->addMove("c5"));
        pgn::GameBuilder again;
        pgn::walkGame(edited, again);
        QCOMPARE(QString::fromStdString(pgn::writeGame(again.game())),
                 QString::fromStdString(pgn::writeGame(edited)));
        QVERIFY(pgn::writeGame(again.game()).find("(1... c5)") != std::string::npos);
    }

    // The visitor's controls: skipped variations, moves stopped, tags only.
    void walkHonoursTheVisitor()
    {
        const pgn::Game game = pgn::readGame(Annotated);
        Counter all;
        pgn::walkGame(game, all);
        QCOMPARE(all.moves, 15);
        QCOMPARE(all.variations, 5);
        QCOMPARE(all.comments, 4);
        QCOMPARE(all.nags, 2);
        QCOMPARE(all.resultText, std::string("1-0"));

        Counter mainOnly;
        mainOnly.skipVariations = true;
        pgn::walkGame(game, mainOnly);
        QCOMPARE(mainOnly.moves, 6);
        QCOMPARE(mainOnly.variations, 3); // asked, and skipped with what is inside them

        Counter stopped;
        stopped.stopAfter = 2;
        pgn::walkGame(game, stopped);
        QCOMPARE(stopped.moves, 2);

        pgn::HeadersBuilder headers;
        pgn::walkGame(game, headers);
        QCOMPARE(headers.headers().value("Event"), std::string("Walk"));
    }

    // The moves as a reader sees them: numbers again after comments and variations, the
    // readable words of comments, book moves and the last of each line, diagrams asked for.
    void walkShownAsAReaderSeesIt()
    {
        const pgn::Game game = pgn::readGame(
            "{ Intro } 1. e4 { [%clk 0:05:00] book } e5 { book } 2. Nf3 { book Main line } "
            "({ Other } 2. Nc3 { book } Nf6 { [%diagram] }) 2... Nc6 { [%eval 0.2] } "
            "3. Bb5 { # } a6 *");
        Shown shown;
        pgn::walkShown(game, shown);
        QCOMPARE(QString::fromStdString(shown.text),
                 QStringLiteral("{Intro} 1. e4(b) e5(b) 2. Nf3(b)(last) {Main line} ( {Other} "
                                "2. Nc3(b)(last) 2... Nf6(D) ) 2... Nc6 3. Bb5(D) 3... a6 "));
        QCOMPARE(pgn::readableComment("[%clk 0:01:00] Intro"), std::string("Intro"));
        QCOMPARE(pgn::readableComment(" # "), std::string());
    }

    // 10,000 variations, each inside the one before, walked on a small stack: the walk, the
    // reader's events and the PGN writer need no stack per level (the old recursive walk
    // overflowed here).
    void deepVariationsOnASmallStack()
    {
        constexpr int Levels = 10000;
        const pgn::Game game = pgn::test::nestedVariations(Levels);
        Shown shown;
        Counter counter;
        std::string written, rebuilt;
        onSmallStack([&] {
            pgn::walkShown(game, shown);
            pgn::walkGame(game, counter);
            pgn::GameBuilder builder;
            pgn::walkGame(game, builder);
            written = pgn::writeMovetext(game, {.lineLength = 0});
            rebuilt = pgn::writeMovetext(builder.game(), {.lineLength = 0});
        });
        QCOMPARE(shown.moves, 1 + 2 * Levels);
        QCOMPARE(shown.deepest, Levels);
        QCOMPARE(shown.open, 0);
        QCOMPARE(counter.moves, 1 + 2 * Levels);
        QCOMPARE(counter.variations, Levels);
        QVERIFY2(written.starts_with("1. Na3 (1. Nc3 Na6 (1... Nf6 2. Nh3 (2. Nf3 "),
                 written.substr(0, 80).c_str());
        QCOMPARE(std::count(written.begin(), written.end(), '('), std::ptrdiff_t(Levels));
        QCOMPARE(rebuilt, written);
    }

    // Each game keeps its own errors, with where they are.
    void errorsPerGame()
    {
        const std::vector<pgn::Game> games =
            pgn::readGames("[Event \"one\"]\n\n1. e4 e5 2. Ke3 *\n\n"
                           "[Event \"two\"]\n\n1. d4 d5 *\n\n"
                           "[Event \"three\"]\n\n1. Nf3 Nf6 2. "
                           "Qxf7 *\n");
        QCOMPARE(games.size(), std::size_t(3));
        QCOMPARE(games[0].errors().size(), std::size_t(1));
        QCOMPARE(games[0].errors()[0].line, 3);
        QCOMPARE(games[0].errors()[0].column, 13);
        QVERIFY(games[1].errors().empty());
        QCOMPARE(games[2].errors().size(), std::size_t(1));
        QCOMPARE(games[2].errors()[0].line, 11);
        const pgn::Game copy = games[2];
        QCOMPARE(copy.errors().size(), std::size_t(1));
    }

    // A surplus ')' is a warning: the game is read whole, strict mode too.
    void surplusParenthesis()
    {
        pgn::ReadGamesOptions strict;
        strict.reader.strict = true;
        std::vector<pgn::PgnError> errors;
        const pgn::Game game = pgn::readGame("1. e4 e5 ) 2. Nf3 Nc6 *", &errors, strict);
        QCOMPARE(errors.size(), std::size_t(1));
        QVERIFY(errors[0].warning);
        QCOMPARE(errors[0].column, 10);
        QVERIFY(errors[0].toString().find("warning: ") != std::string::npos);
        QCOMPARE(game.mainlineMoves().size(), std::size_t(4));
    }

    // The error policies: an illegal move skips the rest of its variation (or, strict, the
    // game's moves); a bad FEN keeps the game without moves, or leaves it out.
    void errorPolicies()
    {
        const char* text = "1. e4 (1. d4 Ke7 2. c4) 1... e5 2. Nf3 *\n\n"
                           "[SetUp \"1\"]\n[FEN \"8/8/8 w - - 0 1\"]\n\n1. e4 *\n\n"
                           "1. d4 d5 *\n";
        std::vector<pgn::PgnError> errors;
        std::vector<pgn::Game> games = pgn::readGames(text, &errors);
        QCOMPARE(games.size(), std::size_t(3));
        QCOMPARE(games[0].mainlineMoves().size(), std::size_t(3));                 // e4 e5 Nf3
        QCOMPARE(games[0].root()->next()->parent()->childCount(), std::size_t(2)); // d4 kept
        QCOMPARE(games[1].mainlineMoves().size(), std::size_t(0));
        QCOMPARE(errors.size(), std::size_t(2));
        pgn::ReadGamesOptions strict;
        strict.reader.strict = true;
        games = pgn::readGames(text, nullptr, strict);
        QCOMPARE(games[0].mainlineMoves().size(), std::size_t(1)); // stopped at Ke7
        pgn::ReadGamesOptions skip;
        skip.skipBadFen = true;
        errors.clear();
        games = pgn::readGames(text, &errors, skip);
        QCOMPARE(games.size(), std::size_t(2));
        QCOMPARE(games[1].mainlineMoves().size(), std::size_t(2));
        QCOMPARE(errors.size(), std::size_t(2)); // still reported
    }

    void otherProgramsVariantTags_data()
    {
        QTest::addColumn<QString>("variant");
        QTest::addColumn<QString>("fen");
        QTest::addColumn<bool>("ok");
        QTest::addColumn<bool>("chess960");
        QTest::newRow("FICS wild/fr")
            << "wild/fr"
            << "bbqnnrkr/pppppppp/8/8/8/8/PPPPPPPP/BBQNNRKR w HFhf - 0 1" << true << true;
        QTest::newRow("FICS wild/8")
            << "wild/8"
            << "rnbqkbnr/8/8/pppppppp/PPPPPPPP/8/8/RNBQKBNR w KQkq - 0 1" << true << false;
        // Without a FEN tag: the standard start, as python-chess reads them, with a warning.
        QTest::newRow("wild without FEN") << "wild/3"
                                          << "" << true << false;
        QTest::newRow("ChessBase Illegal")
            << "Illegal"
            << "4k3/8/8/8/P7/8/PPPPPPPP/4K3 w - - 0 1" << true << false;
        QTest::newRow("Illegal without FEN") << "Illegal"
                                             << "" << true << false;
        QTest::newRow("unknown") << "Shogi"
                                 << "" << false << false;
    }

    void otherProgramsVariantTags()
    {
        QFETCH(QString, variant);
        QFETCH(QString, fen);
        QFETCH(bool, ok);
        QFETCH(bool, chess960);
        const pgn::StartResult r =
            pgn::startPositionFromTags(fen.toStdString(), variant.toStdString());
        QVERIFY2(r.error.empty() == ok, r.error.c_str());
        if (ok) {
            QCOMPARE(r.position.isChess960(), chess960);
            QCOMPARE(r.position.variant(), chess::Variant::Standard);
            QCOMPARE(r.warning.empty(), !fen.isEmpty() || variant == QStringLiteral("wild/fr"));
            if (fen.isEmpty()) QCOMPARE(r.position.key(), chess::Position().key());
        }
    }

    // The reader reads such a game's moves from the standard start and warns at the tag; the
    // warning is no fault, so strict mode reads the moves too.
    void wildWithoutFenReadFromTheStart()
    {
        const std::string text = "[Event \"FICS\"]\n[Variant \"wild/4\"]\n\n1. e4 e5 2. Nf3 *\n";
        for (const bool strict : {false, true}) {
            std::vector<pgn::PgnError> errors;
            pgn::ReadGamesOptions options;
            options.reader.strict = strict;
            const auto games = pgn::readGames(text, &errors, options);
            QCOMPARE(games.size(), std::size_t(1));
            QCOMPARE(games[0].mainlineMoves().size(), std::size_t(3));
            QCOMPARE(errors.size(), std::size_t(1));
            QVERIFY(errors[0].warning);
            QCOMPARE(errors[0].line, 2);
            QCOMPARE(
                errors[0].message,
                std::string("variant 'wild/4' without a FEN tag: read from the standard start"));
        }
    }
};

QTEST_APPLESS_MAIN(WalkTest)
#include "walk_test.moc"
