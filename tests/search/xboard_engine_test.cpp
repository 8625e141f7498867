// SPDX-License-Identifier: GPL-3.0-or-later
// The XBoard front-end driven by scripted dialogues (Chess Engine Communication Protocol,
// version 2): feature negotiation, ping, playing a game with usermove/go/force, setboard,
// undo/remove, analysis, move now, and game ends.

#include "chess/fen.h"
#include "chess/movegen.h"
#include "chess/notation.h"
#include "dialogue.h"
#include "search/strength.h"
#include "search/xboard_frontend.h"

#include <QElapsedTimer>
#include <QTest>

using namespace kibitz;
using namespace std::chrono_literals;

namespace {

struct Engine {
    Transcript out;
    search::XBoardProtocol xb{[this](const std::string& line) { out.add(line); }};
    void send(const std::string& line) { xb.handleLine(line); }
    std::string fen() const { return chess::toFen(xb.position()); }
};

} // namespace

class XBoardEngineTest : public QObject {
    Q_OBJECT

private slots:
    void features();
    void ping();
    void playsBlackAfterUsermove();
    void goPlaysSideToMove();
    void illegalMove();
    void setboardAndMate();
    void badSetboard();
    void forceUndoRemove();
    void analyzeAndExit();
    void moveNow();
    void timeControls();
    void memory();
    void hintPauseAndOpponent();
    void strengthOptions();
    void ponderHitAndMiss();
};

void XBoardEngineTest::features()
{
    Engine e;
    e.send("xboard");
    e.send("protover 2");
    const std::string f = e.out.waitFor("feature", 0, 1s);
    for (const char* feature :
         {"setboard=1", "usermove=1", "ping=1", "san=0", "sigint=0", "sigterm=0", "analyze=1",
          "colors=0", "myname=\"Kibitz\"", "variants=\"normal,fischerandom\"", "memory=1"}) {
        QVERIFY2(f.find(std::string(" ") + feature) != std::string::npos, feature);
    }
    // The strength levels as options under their UCI names; done=1 ends the negotiation, so
    // it comes last.
    const std::string elo =
        "feature option=\"UCI_Elo -spin 1500 1000 " + std::to_string(search::MaxStrengthElo) + "\"";
    for (const std::string& option :
         {std::string("feature option=\"Skill Level -spin 20 0 20\""),
          std::string("feature option=\"UCI_LimitStrength -check 0\""), elo})
        QVERIFY2(e.out.count(option) == 1, option.c_str());
    QCOMPARE(QString::fromStdString(e.out.lines().back()), QStringLiteral("feature done=1"));
    e.send("accepted usermove");
    e.send("frobnicate");
    QCOMPARE(QString::fromStdString(e.out.waitFor("Error", 0, 0ms)),
             QStringLiteral("Error (unknown command): frobnicate"));
}

void XBoardEngineTest::ping()
{
    Engine e;
    e.send("xboard");
    e.send("ping 17");
    QCOMPARE(QString::fromStdString(e.out.waitFor("pong", 0, 1s)), QStringLiteral("pong 17"));
}

void XBoardEngineTest::playsBlackAfterUsermove()
{
    Engine e;
    e.send("xboard");
    e.send("new");
    e.send("sd 4");
    e.send("usermove e2e4");
    const std::string move = e.out.waitFor("move ", 0, 5s);
    QVERIFY(!move.empty());
    const chess::Position afterE4 =
        *chess::positionFromFen("rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR b KQkq - 0 1");
    const auto reply = chess::parseUci(afterE4, word(move, 1));
    QVERIFY2(reply.hasValue(), move.c_str());
    e.xb.waitForSearch();
    // The engine's own move is part of the game now.
    QCOMPARE(QString::fromStdString(e.fen()),
             QString::fromStdString(chess::toFen(afterE4.after(*reply))));
    // Thinking output is on by default: "ply score time nodes pv".
    const std::string thinking = e.out.waitFor("4 ", 0, 0ms);
    QVERIFY(!thinking.empty());
    QVERIFY(!word(thinking, 4).empty());
}

void XBoardEngineTest::goPlaysSideToMove()
{
    Engine e;
    e.send("new");
    e.send("sd 3");
    e.send("nopost");
    e.send("go"); // the engine takes White
    const std::string first = e.out.waitFor("move ", 0, 5s);
    QVERIFY(chess::parseUci(chess::Position(), word(first, 1)).hasValue());
    e.xb.waitForSearch();
    // Two more moves: the engine keeps playing White after each user move.
    const chess::Position p = e.xb.position();
    const chess::Move reply = chess::legalMoves(p)[0];
    std::size_t at = 0;
    e.out.waitFor("move ", 0, 0ms, &at);
    e.send("usermove " + chess::toUci(p, reply));
    QVERIFY(!e.out.waitFor("move ", at + 1, 5s).empty());
    e.xb.waitForSearch();
    QCOMPARE(e.xb.position().sideToMove(), chess::Color::Black);
    QCOMPARE(e.out.count("1 "), 0); // nopost: no thinking output
}

void XBoardEngineTest::illegalMove()
{
    Engine e;
    e.send("new");
    e.send("force");
    e.send("usermove e2e5");
    QCOMPARE(QString::fromStdString(e.out.waitFor("Illegal", 0, 0ms)),
             QStringLiteral("Illegal move: e2e5"));
    QCOMPARE(QString::fromStdString(e.fen()), QString::fromLatin1(chess::StartFen.data()));
}

void XBoardEngineTest::setboardAndMate()
{
    Engine e;
    e.send("new");
    e.send("force");
    e.send("setboard 6k1/5ppp/8/8/8/8/8/K2R4 w - - 0 1");
    e.send("sd 5");
    e.send("go");
    QCOMPARE(QString::fromStdString(e.out.waitFor("move ", 0, 5s)), QStringLiteral("move d1d8"));
    // The mate ends the game, and the engine says so (CECP "RESULT {COMMENT}").
    QCOMPARE(QString::fromStdString(e.out.waitFor("1-0", 0, 1s)),
             QStringLiteral("1-0 {White mates}"));
    // Mate scores in thinking output are 100000 + moves.
    QVERIFY(!e.out.waitFor("1 100001 ", 0, 0ms).empty());
}

void XBoardEngineTest::badSetboard()
{
    Engine e;
    e.send("new");
    e.send("force");
    e.send("setboard 8/8/8/8/8/8/8/8 w - - 0 1");
    QVERIFY(!e.out.waitFor("tellusererror Illegal position", 0, 0ms).empty());
    QCOMPARE(QString::fromStdString(e.fen()), QString::fromLatin1(chess::StartFen.data()));
}

void XBoardEngineTest::forceUndoRemove()
{
    Engine e;
    e.send("new");
    e.send("force");
    for (const char* m : {"usermove e2e4", "usermove e7e5", "usermove g1f3", "e1e2" /* illegal */})
        e.send(m);
    QCOMPARE(e.out.count("move "), 0); // force mode: the engine only records
    QCOMPARE(QString::fromStdString(e.fen()),
             QStringLiteral("rnbqkbnr/pppp1ppp/8/4p3/4P3/5N2/PPPP1PPP/RNBQKB1R b KQkq - 1 2"));
    e.send("undo");
    QCOMPARE(QString::fromStdString(e.fen()),
             QStringLiteral("rnbqkbnr/pppp1ppp/8/4p3/4P3/8/PPPP1PPP/RNBQKBNR w KQkq - 0 2"));
    e.send("remove");
    QCOMPARE(QString::fromStdString(e.fen()), QString::fromLatin1(chess::StartFen.data()));
    e.send("undo"); // nothing left to take back: harmless
    QCOMPARE(QString::fromStdString(e.fen()), QString::fromLatin1(chess::StartFen.data()));
    // Bare coordinate moves (usermove=0 GUIs) are accepted too.
    e.send("d2d4");
    QCOMPARE(e.xb.position().sideToMove(), chess::Color::Black);
}

void XBoardEngineTest::analyzeAndExit()
{
    Engine e;
    e.send("new");
    e.send("force");
    e.send("post");
    e.send("analyze");
    QTest::qWait(200);
    QVERIFY(e.xb.isSearching());
    e.send("usermove e2e4"); // analysis restarts on the new position
    QTest::qWait(200);
    QVERIFY(e.xb.isSearching());
    QCOMPARE(e.xb.position().sideToMove(), chess::Color::Black);
    e.send("exit");
    QVERIFY(!e.xb.isSearching());
    QCOMPARE(e.out.count("move "), 0); // analysis never plays
    QVERIFY(e.out.size() > 0);
}

void XBoardEngineTest::moveNow()
{
    Engine e;
    e.send("new");
    e.send("st 60"); // a minute per move, but "?" says: move now
    e.send("usermove d2d4");
    QTest::qWait(200);
    QElapsedTimer t;
    t.start();
    e.send("?");
    const std::string move = e.out.waitFor("move ", 0, 2s);
    QVERIFY(!move.empty());
    QVERIFY(t.elapsed() < 500);
}

void XBoardEngineTest::timeControls()
{
    Engine e;
    e.send("new");
    e.send("level 40 0:30 0"); // 40 moves in 30 seconds
    e.send("time 200");        // but only two seconds left on our clock
    e.send("otim 3000");
    QElapsedTimer t;
    t.start();
    e.send("usermove e2e4");
    QVERIFY(!e.out.waitFor("move ", 0, 3s).empty());
    QVERIFY(t.elapsed() < 1500);
    e.xb.waitForSearch();

    std::size_t at = 0;
    e.out.waitFor("move ", 0, 0ms, &at);
    e.send("st 0.2");
    t.restart();
    const chess::Position p = e.xb.position();
    e.send("usermove " + chess::toUci(p, chess::legalMoves(p)[0]));
    QVERIFY(!e.out.waitFor("move ", at + 1, 3s).empty());
    QVERIFY(t.elapsed() < 1000);
}

void XBoardEngineTest::memory()
{
    Engine e;
    e.send("memory 32");
    QCOMPARE(int(e.xb.hashMegabytes()), 32);
    e.send("quit");
}

// Issue 19: "hint" answers with the reply the engine expects; "pause" stops a search (no move
// comes) and "resume" starts it again; "name", "rating" and "computer" are taken, not errors.
void XBoardEngineTest::hintPauseAndOpponent()
{
    Engine e;
    e.send("xboard");
    e.send("protover 2");
    const std::string f = e.out.waitFor("feature", 0, 1s);
    QVERIFY(f.find(" pause=1") != std::string::npos);
    QVERIFY(f.find(" name=1") != std::string::npos);
    e.send("new");
    e.send("name Fritz");
    e.send("rating 2100 2650");
    e.send("computer");
    QCOMPARE(e.out.count("Error"), 0);
    QCOMPARE(QString::fromStdString(e.xb.opponent().name), QStringLiteral("Fritz"));
    QCOMPARE(e.xb.opponent().rating, 2650);
    QCOMPARE(e.xb.opponent().ownRating, 2100);
    QVERIFY(e.xb.opponent().computer);

    e.send("sd 4");
    e.send("usermove e2e4");
    const std::string move = e.out.waitFor("move ", 0, 5s);
    QVERIFY(!move.empty());
    e.xb.waitForSearch();
    const std::size_t before = e.out.size();
    e.send("hint");
    const std::string hint = e.out.waitFor("Hint: ", before, 1s);
    QVERIFY2(!hint.empty(), "no hint after a search with a ponder move");
    QVERIFY(chess::parseUci(e.xb.position(), word(hint, 1)).hasValue());

    // Paused before the engine's turn: the user's move is taken, the search waits.
    const chess::Move reply = *chess::parseUci(e.xb.position(), word(hint, 1));
    e.send("pause");
    QVERIFY(e.xb.isPaused());
    std::size_t at = e.out.size();
    e.send("usermove " + chess::toUci(reply, false));
    QTest::qWait(300);
    QVERIFY(e.out.waitFor("move ", at, 0ms).empty());
    QVERIFY(!e.xb.isSearching());
    e.send("resume");
    QVERIFY(!e.out.waitFor("move ", at, 5s).empty());
    e.xb.waitForSearch();
}

// Issue 17: the levels are set through "option NAME=VALUE" as the features announce them.
void XBoardEngineTest::strengthOptions()
{
    Engine e;
    e.send("xboard");
    e.send("protover 2");
    QCOMPARE(e.xb.strengthElo(), 0);
    e.send("option UCI_LimitStrength=1");
    QCOMPARE(e.xb.strengthElo(), 1500);
    e.send("option UCI_Elo=1850");
    QCOMPARE(e.xb.strengthElo(), 1850);
    e.send("option UCI_Elo=100");
    QCOMPARE(e.xb.strengthElo(), search::MinStrengthElo);
    e.send("option UCI_LimitStrength=0");
    e.send("option Skill Level=5");
    QCOMPARE(e.xb.strengthElo(), search::eloForSkillLevel(5));
    QCOMPARE(e.out.count("Error"), 0);
    e.send("option Contempt=10");
    QCOMPARE(QString::fromStdString(e.out.waitFor("Error", 0, 0ms)),
             QStringLiteral("Error (unknown option): Contempt=10"));

    // A limited level still plays legal moves, promptly.
    e.send("option Skill Level=0");
    e.send("new");
    e.send("st 1");
    e.send("usermove e2e4");
    const std::string move = e.out.waitFor("move ", 0, 5s);
    QVERIFY(!move.empty());
    QVERIFY(chess::parseUci(chess::Position().after(*chess::parseUci(chess::Position(), "e2e4")),
                            word(move, 1))
                .hasValue());
    e.xb.waitForSearch();
}

// Issue 17: with "hard" the engine thinks on the reply it expects while the opponent thinks;
// that reply (a ponder hit) is answered by the search already under way, any other move by a
// new search; "?" while pondering plays nothing, "easy" stops pondering.
void XBoardEngineTest::ponderHitAndMiss()
{
    Engine e;
    e.send("xboard");
    e.send("protover 2");
    e.send("new");
    e.send("hard");
    e.send("st 1");
    e.send("usermove e2e4");
    std::string move = e.out.waitFor("move ", 0, 5s);
    QVERIFY(!move.empty());
    std::size_t at = e.out.size();
    e.send("hint");
    const std::string hint = e.out.waitFor("Hint: ", at, 1s);
    QVERIFY2(!hint.empty(), "no expected reply to ponder on");
    QTest::qWait(200);
    QVERIFY2(e.xb.isSearching(), "not pondering after its move");
    e.send("?"); // not our turn: nothing is played
    QTest::qWait(100);
    QCOMPARE(e.out.count("move "), 1);

    // The ponder search was stopped by "?"; the hinted reply now starts a normal search.
    at = e.out.size();
    const chess::Position first = e.xb.position();
    e.send("usermove " + word(hint, 1));
    move = e.out.waitFor("move ", at, 5s);
    QVERIFY(!move.empty());
    QVERIFY(chess::parseUci(first.after(*chess::parseUci(first, word(hint, 1))), word(move, 1))
                .hasValue());

    // Ponder hit: the reply comes from the search that was pondering, within its time.
    QTest::qWait(300);
    QVERIFY(e.xb.isSearching());
    at = e.out.size();
    e.send("hint");
    const std::string expected = e.out.waitFor("Hint: ", at, 1s);
    QVERIFY(!expected.empty());
    const chess::Position before = e.xb.position();
    QElapsedTimer clock;
    clock.start();
    e.send("usermove " + word(expected, 1));
    move = e.out.waitFor("move ", at, 5s);
    QVERIFY(!move.empty());
    QVERIFY(clock.elapsed() < 2500);
    const auto reply =
        chess::parseUci(before.after(*chess::parseUci(before, word(expected, 1))), word(move, 1));
    QVERIFY2(reply.hasValue(), move.c_str());

    // A miss: another legal move than the one pondered on gets a fresh search.
    QTest::qWait(300);
    QVERIFY(e.xb.isSearching());
    at = e.out.size();
    e.send("hint");
    const std::string guess = e.out.waitFor("Hint: ", at, 1s);
    const chess::Position now = e.xb.position();
    std::string other;
    for (chess::Move m : chess::legalMoves(now))
        if (chess::toUci(m, false) != word(guess, 1)) other = chess::toUci(m, false);
    QVERIFY(!other.empty());
    e.send("usermove " + other);
    move = e.out.waitFor("move ", at, 5s);
    QVERIFY(!move.empty());
    QVERIFY2(chess::parseUci(now.after(*chess::parseUci(now, other)), word(move, 1)).hasValue(),
             move.c_str());

    // "easy": pondering stops.
    QTest::qWait(300);
    QVERIFY(e.xb.isSearching());
    e.send("easy");
    QVERIFY(!e.xb.isSearching());
    e.send("quit");
}

QTEST_GUILESS_MAIN(XBoardEngineTest)
#include "xboard_engine_test.moc"
