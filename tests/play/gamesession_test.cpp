// SPDX-License-Identifier: GPL-3.0-or-later
// GameSession against real engines: the built-in kibitz-engine for human-vs-engine play
// (moves through the API, takeback, resignation, draw offers) and engine-vs-engine games to
// the end, every move carrying [%clk]; a scripted fake engine for the flag, illegal moves
// and crashes; two humans for claims and offers. No assert depends on how long anything took.

#include "chess/fen.h"
#include "chess/movegen.h"
#include "chess/notation.h"
#include "pgn/builder.h"
#include "pgn/comment.h"
#include "pgn/writer.h"
#include "play/gamesession.h"

#include <QRegularExpression>
#include <QSignalSpy>
#include <QStandardPaths>
#include <QTest>

#include <memory>

using namespace kibitz;
using namespace kibitz::play;
using chess::Color;

namespace {

const QString KibitzEngine = QStringLiteral(KIBITZ_ENGINE);
const QString FakeEngine = QStringLiteral(KIBITZ_FAKE_ENGINE);

std::unique_ptr<engine::EngineProcess> startEngine(const QString& program,
                                                   const QStringList& args = {})
{
    auto e = std::make_unique<engine::EngineProcess>();
    e->start(engine::EngineCommand{program, args, {}});
    return e;
}

chess::Move san(const GameSession& s, const char* text)
{
    const auto m = chess::parseSan(s.position(), text);
    return m ? *m : chess::Move::none();
}

chess::Position fen(const char* text)
{
    return *chess::positionFromFen(text);
}

// Waits until the session is over (or time runs out).
bool waitForEnd(GameSession& s, int ms)
{
    if (s.state() == GameSession::State::Finished) return true;
    QSignalSpy over(&s, &GameSession::gameOver);
    return over.wait(ms);
}

// Waits until it is a human's turn again.
bool waitForHuman(GameSession& s, int ms = 30000)
{
    QElapsedTimer t;
    t.start();
    while (!s.isHumanToMove() && s.state() != GameSession::State::Finished && t.elapsed() < ms)
        QTest::qWait(10);
    return s.isHumanToMove();
}

QString header(const GameSession& s, const char* name)
{
    return QString::fromStdString(s.game().headers().value(name));
}

} // namespace

class GameSessionTest : public QObject {
    Q_OBJECT

private slots:
    void humanVsEngine();
    void takebackWhileEngineThinks();
    void enginePondersOnTheHumansTime();
    void resign();
    void drawOfferAccepted();
    void drawOfferDeclined();
    void engineVsEngine();
    void engineVsFairymax();
    void flagFall();
    void flagFallOpponentCannotMate();
    void moveTimeOverstepped();
    void illegalEngineMoveForfeits();
    void engineMovesFromBookUntilOutOfIt();
    void bookDepthFollowsStrength_data();
    void bookDepthFollowsStrength();
    void bookLeftAtItsDepth();
    void engineCrashForfeits();
    void engineThatCannotStart();
    void humansClaimAndOffer();
    void engineEventsCalledDirectly();
    void engineOffersDrawToEngine();
    void resumedFromItsClocks();
    void pauseStopsClocksAndEngine();
    void pauseHoldsAnXBoardEngine();
    void pauseAndHintWithFairymax();
    void hintFromAUciEngine();
    void playersClocksStartAfterTheirFirstMove();
};

// Issue 43: each player's clock starts after their first move (as on lichess); the
// second move is charged.
void GameSessionTest::playersClocksStartAfterTheirFirstMove()
{
    GameSession s;
    s.setPlayer(Color::White, Player{QStringLiteral("A"), nullptr});
    s.setPlayer(Color::Black, Player{QStringLiteral("B"), nullptr});
    s.setTimeControl(*TimeControl::parse("60+0"));
    s.start();
    QVERIFY(waitForHuman(s));
    QTest::qWait(250);
    QCOMPARE(s.clock().remainingMs(Color::White), std::int64_t(60000));
    QVERIFY(s.playMove(san(s, "e4")));
    QTest::qWait(250);
    QVERIFY(s.playMove(san(s, "e5")));
    QCOMPARE(s.clock().remainingMs(Color::White), std::int64_t(60000));
    QCOMPARE(s.clock().remainingMs(Color::Black), std::int64_t(60000));
    // Each move's [%clk] says so.
    for (const pgn::Node* n : s.game().mainline())
        QCOMPARE(pgn::parseComment(n->commentAfter()).clock, std::optional<double>(60.0));
    QTest::qWait(250);
    QVERIFY(s.playMove(san(s, "Nf3")));
    QVERIFY(s.clock().remainingMs(Color::White) <= 60000 - 200);
}

// Issue 35: Pause stops both clocks (they stand still to the millisecond) and the engine's
// search (UCI: "stop"); Resume starts a new search from the clocks as they stood. Moves,
// takebacks and hints wait while paused.
void GameSessionTest::pauseStopsClocksAndEngine()
{
    auto e = startEngine(KibitzEngine);
    QStringList sent;
    connect(e.get(), &engine::EngineProcess::line, this, [&sent](const QString& l, bool toEngine) {
        if (toEngine) sent << l;
    });
    GameSession s;
    s.setPlayer(Color::White, Player{QStringLiteral("Tester"), nullptr});
    s.setPlayer(Color::Black, Player{QStringLiteral("kibitz-engine"), e.get()});
    s.setTimeControl(*TimeControl::parse("60+0"));
    QSignalSpy paused(&s, &GameSession::pausedChanged);
    s.start();
    QVERIFY(waitForHuman(s));

    // On the human's turn: the clock stops and the board takes no move.
    QVERIFY(s.pause());
    QVERIFY(s.isPaused());
    QVERIFY(!s.pause());
    QCOMPARE(paused.size(), 1);
    QVERIFY(!s.clock().running());
    const std::int64_t white = s.clock().remainingMs(Color::White);
    QTest::qWait(150);
    QCOMPARE(s.clock().remainingMs(Color::White), white);
    QVERIFY(!s.playMove(san(s, "e4")));
    QVERIFY(!s.requestHint());
    QVERIFY(s.resume());
    QVERIFY(!s.resume());
    QCOMPARE(s.clock().running(), std::optional(Color::White));

    // On the engine's turn: its search is stopped, and a new one starts on resume.
    const auto gosSent = [&sent] {
        return int(sent.filter(QRegularExpression(QStringLiteral("^go "))).size());
    };
    int gos = gosSent();
    QVERIFY(s.playMove(san(s, "e4")));
    QTRY_COMPARE(gosSent(), gos + 1); // the engine is thinking
    gos = gosSent();
    QVERIFY(s.pause());
    QTRY_COMPARE(e->state(), engine::EngineProcess::State::Idle);
    QVERIFY(sent.contains(QStringLiteral("stop")));
    const std::int64_t black = s.clock().remainingMs(Color::Black);
    QTest::qWait(300);
    QCOMPARE(s.clock().remainingMs(Color::Black), black);
    QCOMPARE(s.game().mainlineEnd()->ply(), 1); // the stopped search's move is not played
    QVERIFY(!s.canTakeBack());
    QVERIFY(s.resume());
    QVERIFY(waitForHuman(s));
    QCOMPARE(gosSent(), gos + 1);
    QCOMPARE(s.game().mainlineEnd()->ply(), 2);
    QVERIFY(s.clock().remainingMs(Color::Black) <= black);
    // The engine's move carries the time it thought before and after the pause.
    const auto info = pgn::parseComment(s.game().mainlineEnd()->commentAfter());
    QVERIFY(info.emt.has_value());
    QCOMPARE(paused.size(), 4);
    s.abort();
}

// An XBoard engine that declared pause=1 is held with "pause" and let go with "resume": its
// search goes on and no "?" cuts it short.
void GameSessionTest::pauseHoldsAnXBoardEngine()
{
    auto e = startEngine(FakeEngine, {QStringLiteral("xslow")});
    QStringList sent;
    connect(e.get(), &engine::EngineProcess::line, this, [&sent](const QString& l, bool toEngine) {
        if (toEngine) sent << l;
    });
    GameSession s;
    s.setPlayer(Color::White, Player{QStringLiteral("Fake"), e.get()});
    s.setPlayer(Color::Black, Player{QStringLiteral("Tester"), nullptr});
    s.setTimeControl(*TimeControl::parse("60+0"));
    s.start();
    QTRY_COMPARE(e->state(), engine::EngineProcess::State::Searching);
    QVERIFY(e->canPause());
    QVERIFY(s.pause());
    QVERIFY(sent.contains(QStringLiteral("pause")));
    QCOMPARE(e->state(), engine::EngineProcess::State::Searching);
    const std::int64_t white = s.clock().remainingMs(Color::White);
    QTest::qWait(150);
    QCOMPARE(s.clock().remainingMs(Color::White), white);
    QVERIFY(s.resume());
    QVERIFY(sent.contains(QStringLiteral("resume")));
    QVERIFY(waitForHuman(s, 10000));
    QCOMPARE(s.game().root()->next()->san(), std::string("Nf3"));
    QVERIFY(!sent.contains(QStringLiteral("?")));

    // Its hint ("hint" answered by "Hint: e7e5") for the human to move.
    QSignalSpy hints(&s, &GameSession::hintReady);
    QVERIFY(s.requestHint());
    QTRY_COMPARE(hints.size(), 1);
    QVERIFY(sent.contains(QStringLiteral("hint")));
    QCOMPARE(hints.first().first().value<chess::Move>(), san(s, "e5"));
    s.abort();
}

// A real XBoard engine without pause=1 (Fair-Max): its search is stopped and restarted, and
// its "Hint:" answers the hint.
void GameSessionTest::pauseAndHintWithFairymax()
{
    QString fairymax = QStandardPaths::findExecutable(QStringLiteral("fairymax"));
    if (fairymax.isEmpty())
        fairymax = QStandardPaths::findExecutable(QStringLiteral("fairymax"),
                                                  {QStringLiteral("/usr/games")});
    if (fairymax.isEmpty()) QSKIP("fairymax is not installed");
    auto e = startEngine(fairymax);
    QStringList sent;
    connect(e.get(), &engine::EngineProcess::line, this, [&sent](const QString& l, bool toEngine) {
        if (toEngine) sent << l;
    });
    GameSession s;
    s.setPlayer(Color::White, Player{QStringLiteral("Tester"), nullptr});
    s.setPlayer(Color::Black, Player{QStringLiteral("Fairy-Max"), e.get()});
    s.setTimeControl(TimeControl::moveTime(1500));
    s.start();
    QVERIFY(waitForHuman(s));
    QVERIFY(s.playMove(san(s, "e4")));
    QTRY_COMPARE(e->state(), engine::EngineProcess::State::Searching);
    QVERIFY(!e->canPause());
    QVERIFY(s.pause());
    QTRY_COMPARE(e->state(), engine::EngineProcess::State::Idle);
    QCOMPARE(s.game().mainlineEnd()->ply(), 1);
    QVERIFY(s.resume());
    QVERIFY(waitForHuman(s, 20000));
    QCOMPARE(s.game().mainlineEnd()->ply(), 2);
    QVERIFY(s.isPlaying());

    QSignalSpy hints(&s, &GameSession::hintReady);
    QVERIFY(s.requestHint());
    QTRY_VERIFY_WITH_TIMEOUT(!hints.isEmpty(), GameSession::HintWaitMs + 2000);
    QVERIFY(sent.contains(QStringLiteral("hint")));
    const auto hint = hints.first().first().value<chess::Move>();
    QVERIFY2(hint && s.position().isLegal(hint), "Fairy-Max gave no legal hint");
    s.abort();
}

// UCI has no "hint": a short search while the engine waits, or the ponder move of its last
// bestmove when that answered the position on the board.
void GameSessionTest::hintFromAUciEngine()
{
    auto e = startEngine(KibitzEngine);
    QStringList sent;
    connect(e.get(), &engine::EngineProcess::line, this, [&sent](const QString& l, bool toEngine) {
        if (toEngine) sent << l;
    });
    GameSession s;
    s.setPlayer(Color::White, Player{QStringLiteral("Tester"), nullptr});
    s.setPlayer(Color::Black, Player{QStringLiteral("kibitz-engine"), e.get()});
    s.setTimeControl(TimeControl::moveTime(300));
    s.start();
    QVERIFY(waitForHuman(s));
    QSignalSpy hints(&s, &GameSession::hintReady);
    // No move of the engine yet: it searches the human's position briefly.
    QVERIFY(s.requestHint());
    QTRY_COMPARE(hints.size(), 1);
    QVERIFY(sent.contains(QStringLiteral("go movetime %1").arg(GameSession::HintSearchMs)));
    const auto first = hints.takeFirst().first().value<chess::Move>();
    QVERIFY(first && s.position().isLegal(first));
    QCOMPARE(s.game().mainlineEnd()->ply(), 0); // the hint search played nothing

    // The human moves while a hint search runs: its bestmove is not taken for the answer.
    QVERIFY(s.requestHint());
    QVERIFY(s.playMove(san(s, "d4")));
    QVERIFY(waitForHuman(s));
    QCOMPARE(s.game().mainlineEnd()->ply(), 2);
    QVERIFY(s.isPlaying());
    hints.clear();
    const int gos = int(sent.filter(QRegularExpression(QStringLiteral("^go "))).size());
    QVERIFY(s.requestHint());
    QTRY_COMPARE(hints.size(), 1);
    const auto hint = hints.first().first().value<chess::Move>();
    QVERIFY(hint && s.position().isLegal(hint));
    // kibitz-engine names a ponder move with its bestmove: no search was needed.
    QCOMPARE(int(sent.filter(QRegularExpression(QStringLiteral("^go "))).size()), gos);
    s.abort();
}

void GameSessionTest::humanVsEngine()
{
    auto e = startEngine(KibitzEngine);
    GameSession s;
    s.setPlayer(Color::White, Player{QStringLiteral("Tester"), nullptr});
    s.setPlayer(Color::Black, Player{{}, e.get()});
    s.setTimeControl(*TimeControl::parse("60+1"));
    QSignalSpy moves(&s, &GameSession::movePlayed);
    s.start(); // the engine is still starting: the session waits for it
    QVERIFY(waitForHuman(s));
    QCOMPARE(header(s, "White"), QStringLiteral("Tester"));
    QVERIFY(header(s, "Black").contains(QStringLiteral("Kibitz"), Qt::CaseInsensitive));
    QCOMPARE(header(s, "TimeControl"), QStringLiteral("60+1"));
    QVERIFY(!header(s, "Date").contains(u'?'));

    QVERIFY(!s.playMove(chess::Move::none()));
    QVERIFY(s.playMove(san(s, "e4")));
    QVERIFY(!s.playMove(san(s, "e5"))); // not the human's turn
    QVERIFY(waitForHuman(s));
    QVERIFY(s.playMove(san(s, "Nf3")));
    QVERIFY(waitForHuman(s));
    QCOMPARE(moves.size(), 4);
    QCOMPARE(s.game().mainlineEnd()->ply(), 4);
    for (const pgn::Node* n : s.game().mainline()) {
        const auto info = pgn::parseComment(n->commentAfter());
        QVERIFY2(info.clock.has_value(), n->commentAfter().c_str());
        QVERIFY(*info.clock >= 0 && *info.clock <= 62);
        QVERIFY(info.emt.has_value());
    }

    // Takeback with the human to move: the engine's reply and the human's move go.
    QVERIFY(s.canTakeBack());
    QSignalSpy back(&s, &GameSession::tookBack);
    QVERIFY(s.takeBack());
    QCOMPARE(back.takeFirst().first().toInt(), 2);
    QCOMPARE(s.game().mainlineEnd()->ply(), 2);
    QVERIFY(s.isHumanToMove());
    QVERIFY(s.playMove(san(s, "d4")));
    QVERIFY(waitForHuman(s));
    QCOMPARE(s.game().mainlineEnd()->ply(), 4);
    QCOMPARE(s.game().root()->next()->next()->next()->san(), std::string("d4"));
    QVERIFY(s.isPlaying());
    s.abort();
    QCOMPARE(s.result(), chess::Result::Unknown);
    QCOMPARE(header(s, "Termination"), QStringLiteral("unterminated"));
}

void GameSessionTest::takebackWhileEngineThinks()
{
    auto e = startEngine(KibitzEngine);
    GameSession s;
    s.setPlayer(Color::White, Player{QStringLiteral("Tester"), nullptr});
    s.setPlayer(Color::Black, Player{QStringLiteral("kibitz-engine"), e.get()});
    s.setTimeControl(TimeControl::moveTime(3000)); // long enough to take back in
    s.start();
    QVERIFY(waitForHuman(s));
    QVERIFY(s.playMove(san(s, "e4")));
    QTRY_COMPARE(e->state(), engine::EngineProcess::State::Searching);
    QVERIFY(s.takeBack()); // only the human's move: the engine had not answered
    QCOMPARE(s.game().mainlineEnd()->ply(), 0);
    QVERIFY(s.isHumanToMove());
    // The stopped search's bestmove is not taken as the answer to the next move.
    QVERIFY(s.playMove(san(s, "c4")));
    QVERIFY(waitForHuman(s, 20000));
    QCOMPARE(s.game().mainlineEnd()->ply(), 2);
    QCOMPARE(s.game().root()->next()->san(), std::string("c4"));
    QVERIFY(s.game().mainlineEnd()->positionBefore().isLegal(s.game().mainlineEnd()->move()));
}

// Issue 17: with Player::ponder the engine, after its move, searches the reply it expects
// ("go ponder"); that reply gets "ponderhit", any other move "stop" (the stopped search's
// bestmove is not taken as an answer) and a new search; a takeback stops pondering.
void GameSessionTest::enginePondersOnTheHumansTime()
{
    auto e = startEngine(KibitzEngine);
    QStringList sent;
    connect(e.get(), &engine::EngineProcess::line, this, [&sent](const QString& l, bool toEngine) {
        if (toEngine) sent << l;
    });
    GameSession s;
    s.setPlayer(Color::White, Player{QStringLiteral("Tester"), nullptr});
    s.setPlayer(Color::Black, Player{QStringLiteral("kibitz-engine"), e.get(), true});
    s.setTimeControl(*TimeControl::parse("60+1"));
    s.start();
    QVERIFY(waitForHuman(s));

    // The move the engine ponders on: the last of the moves it was sent with "go ponder".
    const auto ponderedMove = [&]() -> std::optional<chess::Move> {
        int go = -1;
        for (int i = int(sent.size()) - 1; i >= 0 && go < 0; --i)
            if (sent[i].startsWith(QLatin1String("go ponder"))) go = i;
        if (go < 0) return std::nullopt;
        for (int i = go - 1; i >= 0; --i)
            if (sent[i].startsWith(QLatin1String("position"))) {
                const QString move = sent[i].section(u' ', -1);
                const auto m = chess::parseUci(s.position(), move.toStdString());
                return m ? std::optional(*m) : std::nullopt;
            }
        return std::nullopt;
    };

    QVERIFY(s.playMove(san(s, "e4")));
    QVERIFY(waitForHuman(s));
    QTRY_COMPARE(e->state(), engine::EngineProcess::State::Searching);
    QTRY_VERIFY(ponderedMove().has_value());
    // A hit: the search under way becomes the answer.
    QVERIFY(s.playMove(*ponderedMove()));
    QVERIFY(waitForHuman(s));
    QVERIFY(sent.contains(QStringLiteral("ponderhit")));
    QCOMPARE(s.game().mainlineEnd()->ply(), 4);

    // A miss: any other move stops the ponder search and starts a new one.
    QTRY_VERIFY(ponderedMove().has_value());
    const chess::Move expected = *ponderedMove();
    chess::Move other;
    for (chess::Move m : chess::legalMoves(s.position()))
        if (m != expected) other = m;
    const int hits = int(sent.count(QStringLiteral("ponderhit")));
    QVERIFY(s.playMove(other));
    QVERIFY(waitForHuman(s));
    QCOMPARE(int(sent.count(QStringLiteral("ponderhit"))), hits);
    QVERIFY(sent.contains(QStringLiteral("stop")));
    QCOMPARE(s.game().mainlineEnd()->ply(), 6);
    QVERIFY(s.isPlaying()); // no forfeit for a stale move

    // A takeback while the engine ponders stops it.
    QTRY_COMPARE(e->state(), engine::EngineProcess::State::Searching);
    QVERIFY(s.takeBack());
    QTRY_COMPARE(e->state(), engine::EngineProcess::State::Idle);
    QVERIFY(s.isHumanToMove());
    s.abort();
}

void GameSessionTest::resign()
{
    auto e = startEngine(KibitzEngine);
    GameSession s;
    s.setPlayer(Color::Black, Player{QStringLiteral("Tester"), nullptr});
    s.setPlayer(Color::White, Player{{}, e.get()});
    s.setTimeControl(*TimeControl::parse("depth=3"));
    s.start();
    QVERIFY(waitForHuman(s)); // the engine moved first
    QCOMPARE(s.game().mainlineEnd()->ply(), 1);
    QVERIFY(!pgn::parseComment(s.game().mainlineEnd()->commentAfter()).clock); // untimed
    QVERIFY(s.resign(Color::Black));
    QCOMPARE(s.state(), GameSession::State::Finished);
    QCOMPARE(s.result(), chess::Result::WhiteWins);
    QCOMPARE(header(s, "Result"), QStringLiteral("1-0"));
    QCOMPARE(header(s, "Termination"), QStringLiteral("normal"));
    QVERIFY(s.reason().contains(QStringLiteral("Black resigns")));
    QVERIFY(!s.playMove(san(s, "e5")));
    QVERIFY(!s.takeBack());
    QVERIFY(QString::fromStdString(pgn::writeGame(s.game())).contains(QStringLiteral("1-0")));
}

void GameSessionTest::drawOfferAccepted()
{
    // The engine has a bare king against king and rook: its score is far below zero.
    auto e = startEngine(KibitzEngine);
    GameSession s;
    s.setStart(fen("4k3/8/8/8/8/8/8/R3K3 w - - 0 1"));
    s.setPlayer(Color::White, Player{QStringLiteral("Tester"), nullptr});
    s.setPlayer(Color::Black, Player{{}, e.get()});
    s.setTimeControl(*TimeControl::parse("depth=4"));
    QSignalSpy declined(&s, &GameSession::drawDeclined);
    s.start();
    QVERIFY(waitForHuman(s));
    // Before the engine has said anything about the position, it declines.
    QVERIFY(s.offerDraw(Color::White));
    QCOMPARE(declined.size(), 1);
    QVERIFY(s.isPlaying());
    QVERIFY(s.playMove(san(s, "Ra7")));
    QVERIFY(waitForHuman(s));
    QVERIFY(s.offerDraw(Color::White));
    QCOMPARE(s.state(), GameSession::State::Finished);
    QCOMPARE(s.result(), chess::Result::Draw);
    QVERIFY(s.reason().contains(QStringLiteral("agreed")));
    QCOMPARE(header(s, "SetUp"), QStringLiteral("1"));
}

void GameSessionTest::drawOfferDeclined()
{
    // The engine has the rook: it plays on.
    auto e = startEngine(KibitzEngine);
    GameSession s;
    s.setStart(fen("4k3/8/8/8/8/8/8/R3K3 w - - 0 1"));
    s.setPlayer(Color::White, Player{{}, e.get()});
    s.setPlayer(Color::Black, Player{QStringLiteral("Tester"), nullptr});
    s.setTimeControl(*TimeControl::parse("depth=4"));
    QSignalSpy declined(&s, &GameSession::drawDeclined);
    s.start();
    QVERIFY(waitForHuman(s));
    QVERIFY(s.offerDraw(Color::Black));
    QCOMPARE(declined.size(), 1);
    QCOMPARE(declined.first().first().value<Color>(), Color::White);
    QVERIFY(s.isPlaying());
}

void GameSessionTest::engineVsEngine()
{
    auto white = startEngine(KibitzEngine);
    auto black = startEngine(KibitzEngine);
    GameSession s;
    s.setPlayer(Color::White, Player{QStringLiteral("kibitz-engine A"), white.get()});
    s.setPlayer(Color::Black, Player{QStringLiteral("kibitz-engine B"), black.get()});
    s.setTimeControl(*TimeControl::parse("2+0.02"));
    s.start();
    QVERIFY2(waitForEnd(s, 120000), "the game did not end");
    QVERIFY(s.result() != chess::Result::Unknown);
    QCOMPARE(header(s, "Result"), QString::fromLatin1(chess::resultText(s.result())));
    QVERIFY(!header(s, "Termination").isEmpty());
    QVERIFY(s.game().mainlineEnd()->ply() > 0);
    for (const pgn::Node* n : s.game().mainline()) {
        const auto info = pgn::parseComment(n->commentAfter());
        QVERIFY2(info.clock.has_value(), n->commentAfter().c_str());
        QVERIFY(*info.clock >= 0);
    }
    qInfo("%s after %d plies: %s", chess::resultText(s.result()).data(),
          s.game().mainlineEnd()->ply(), qPrintable(s.reason()));
}

void GameSessionTest::engineVsFairymax()
{
    QString fairymax = QStandardPaths::findExecutable(QStringLiteral("fairymax"));
    if (fairymax.isEmpty())
        fairymax = QStandardPaths::findExecutable(QStringLiteral("fairymax"),
                                                  {QStringLiteral("/usr/games")});
    if (fairymax.isEmpty()) QSKIP("fairymax is not installed");
    // fairymax speaks XBoard only: until EngineProcess runs XBoard engines the handshake
    // fails, and the test says so instead of failing.
    auto xb = std::make_unique<engine::EngineProcess>();
    engine::EngineProcess::Timeouts t;
    t.handshakeMs = 3000;
    xb->setTimeouts(t);
    QSignalSpy started(xb.get(), &engine::EngineProcess::started);
    QSignalSpy failed(xb.get(), &engine::EngineProcess::failed);
    xb->start(engine::EngineCommand{fairymax, {}, {}});
    QTRY_VERIFY_WITH_TIMEOUT(!started.isEmpty() || !failed.isEmpty(), 10000);
    if (started.isEmpty())
        QSKIP(qPrintable(QStringLiteral("no XBoard support in EngineProcess yet (%1)")
                             .arg(failed.first().first().toString())));

    auto kibitz = startEngine(KibitzEngine);
    GameSession s;
    s.setPlayer(Color::White, Player{QStringLiteral("Fairy-Max"), xb.get()});
    s.setPlayer(Color::Black, Player{QStringLiteral("kibitz-engine"), kibitz.get()});
    s.setTimeControl(*TimeControl::parse("3+0.05"));
    s.start();
    QVERIFY2(waitForEnd(s, 180000), "the game did not end");
    QVERIFY(s.result() != chess::Result::Unknown);
    for (const pgn::Node* n : s.game().mainline())
        QVERIFY2(pgn::parseComment(n->commentAfter()).clock.has_value(), n->commentAfter().c_str());
    qInfo("%s after %d plies: %s", chess::resultText(s.result()).data(),
          s.game().mainlineEnd()->ply(), qPrintable(s.reason()));
}

void GameSessionTest::flagFall()
{
    auto e = startEngine(FakeEngine, {QStringLiteral("hang")}); // thinks forever
    GameSession s;
    s.setPlayer(Color::White, Player{QStringLiteral("Fake"), e.get()});
    s.setPlayer(Color::Black, Player{QStringLiteral("Tester"), nullptr});
    s.setTimeControl(*TimeControl::parse("0.3+0"));
    s.start();
    QVERIFY(waitForEnd(s, 10000));
    QCOMPARE(s.result(), chess::Result::BlackWins);
    QCOMPARE(header(s, "Termination"), QStringLiteral("time forfeit"));
    QVERIFY(s.clock().isFlagged(Color::White));
    QCOMPARE(s.clock().remainingMs(Color::White), std::int64_t(0));
}

void GameSessionTest::flagFallOpponentCannotMate()
{
    auto e = startEngine(FakeEngine, {QStringLiteral("hang")});
    GameSession s;
    s.setStart(fen("4k3/8/8/8/8/8/8/R3K3 w - - 0 1")); // Black has a bare king
    s.setPlayer(Color::White, Player{QStringLiteral("Fake"), e.get()});
    s.setPlayer(Color::Black, Player{QStringLiteral("Tester"), nullptr});
    s.setTimeControl(*TimeControl::parse("0.2+0"));
    s.start();
    QVERIFY(waitForEnd(s, 10000));
    QCOMPARE(s.result(), chess::Result::Draw);
    QCOMPARE(header(s, "Termination"), QStringLiteral("time forfeit"));
    QVERIFY(s.reason().contains(QStringLiteral("cannot checkmate")));
}

void GameSessionTest::moveTimeOverstepped()
{
    // Under a fixed time per move an engine that never answers cannot stall the game.
    auto e = startEngine(FakeEngine, {QStringLiteral("hang")});
    GameSession s;
    s.setPlayer(Color::White, Player{QStringLiteral("Tester"), nullptr});
    s.setPlayer(Color::Black, Player{QStringLiteral("Fake"), e.get()});
    s.setTimeControl(TimeControl::moveTime(100));
    s.start();
    QVERIFY(waitForHuman(s));
    QVERIFY(s.playMove(san(s, "e4")));
    QVERIFY(waitForEnd(s, 20000));
    QCOMPARE(s.result(), chess::Result::WhiteWins);
    QCOMPARE(header(s, "Termination"), QStringLiteral("time forfeit"));
    QVERIFY(s.reason().contains(QStringLiteral("time per move")));
}

void GameSessionTest::illegalEngineMoveForfeits()
{
    // The fake engine always answers e2e4: illegal for Black.
    auto e = startEngine(FakeEngine, {QStringLiteral("good")});
    GameSession s;
    s.setPlayer(Color::White, Player{QStringLiteral("Tester"), nullptr});
    s.setPlayer(Color::Black, Player{QStringLiteral("Fake"), e.get()});
    s.setTimeControl(*TimeControl::parse("10+0"));
    s.start();
    QVERIFY(waitForHuman(s));
    QVERIFY(s.playMove(san(s, "d4")));
    QVERIFY(waitForEnd(s, 10000));
    QCOMPARE(s.result(), chess::Result::WhiteWins);
    QCOMPARE(header(s, "Termination"), QStringLiteral("rules infraction"));
    QVERIFY(s.reason().contains(QStringLiteral("e2e4")));
}

void GameSessionTest::engineMovesFromBookUntilOutOfIt()
{
    // The fake engine answers e2e4, illegal for Black: as long as the book answers for it,
    // the game goes on; the first position out of book asks the engine, which forfeits.
    auto bookFor = [](std::vector<std::pair<const char*, const char*>> lines) {
        std::vector<book::Entry> entries;
        for (const auto& [fenText, uci] : lines) {
            const chess::Position pos = fen(fenText);
            entries.push_back(
                book::Entry{pos.key(), book::encodeMove(*chess::parseUci(pos, uci)), 10, 0});
        }
        return std::make_shared<const book::PolyglotBook>(
            book::PolyglotBook::fromEntries(std::move(entries)));
    };
    auto e = startEngine(FakeEngine, {QStringLiteral("good")});
    GameSession s;
    s.setPlayer(Color::White, Player{QStringLiteral("Tester"), nullptr});
    s.setPlayer(Color::Black, Player{QStringLiteral("Fake"), e.get()});
    s.setTimeControl(*TimeControl::parse("10+0"));
    s.setBook(Color::Black,
              bookFor({{"rnbqkbnr/pppppppp/8/8/3P4/8/PPP1PPPP/RNBQKBNR b KQkq - 0 1", "d7d5"},
                       {"rnbqkbnr/ppp1pppp/8/3p4/2PP4/8/PP2PPPP/RNBQKBNR b KQkq - 0 2", "e7e6"}}));
    s.start();
    QVERIFY(waitForHuman(s));
    QVERIFY(s.playMove(san(s, "d4")));
    QVERIFY(waitForHuman(s, 5000));
    QVERIFY(s.playMove(san(s, "c4")));
    QVERIFY(waitForHuman(s, 5000));
    QCOMPARE(s.state(), GameSession::State::Playing);
    const auto moves = s.game().mainlineMoves();
    QCOMPARE(moves.size(), std::size_t(4));
    std::vector<const pgn::Node*> plies;
    for (const pgn::Node* n : s.game().mainline()) plies.push_back(n);
    auto text = [](const pgn::Node* n) { return pgn::parseComment(n->commentAfter()).text; };
    QCOMPARE(text(plies[1]), std::string("book"));
    QCOMPARE(text(plies[3]), std::string("book"));
    QCOMPARE(text(plies[0]), std::string());
    QCOMPARE(QString::fromStdString(chess::toSan(plies[3]->parent()->position(), moves[3])),
             QStringLiteral("e6"));
    QVERIFY(pgn::parseComment(plies[3]->commentAfter()).clock.has_value());
    // Out of book: the engine is asked, and its e2e4 loses.
    QVERIFY(s.playMove(san(s, "Nc3")));
    QVERIFY(waitForEnd(s, 10000));
    QCOMPARE(s.result(), chess::Result::WhiteWins);
    QVERIFY(s.reason().contains(QStringLiteral("e2e4")));
}

// A level's book depth (issue 43): none below 1200, a ply for every 50 Elo above 1000, all of it
// at full strength.
void GameSessionTest::bookDepthFollowsStrength_data()
{
    QTest::addColumn<int>("elo");   // 0: full strength
    QTest::addColumn<int>("plies"); // -1: the whole book
    QTest::newRow("full strength") << 0 << -1;
    QTest::newRow("800") << 800 << 0;
    QTest::newRow("1199") << 1199 << 0;
    QTest::newRow("1200") << 1200 << 4;
    QTest::newRow("1500") << 1500 << 10;
    QTest::newRow("2000") << 2000 << 20;
    QTest::newRow("2400") << 2400 << 28;
}

void GameSessionTest::bookDepthFollowsStrength()
{
    QFETCH(int, elo);
    QFETCH(int, plies);
    const auto depth = play::bookPliesForStrength(elo ? std::optional<int>(elo) : std::nullopt);
    QCOMPARE(depth.value_or(-1), plies);
}

// An engine limited to a book of 2 plies answers 1. d4 from the book, then leaves it though the
// book has 2. c4 e6: the fake engine's illegal e2e4 then loses.
void GameSessionTest::bookLeftAtItsDepth()
{
    std::vector<book::Entry> entries;
    for (const auto& [fenText, uci] : std::vector<std::pair<const char*, const char*>>{
             {"rnbqkbnr/pppppppp/8/8/3P4/8/PPP1PPPP/RNBQKBNR b KQkq - 0 1", "d7d5"},
             {"rnbqkbnr/ppp1pppp/8/3p4/2PP4/8/PP2PPPP/RNBQKBNR b KQkq - 0 2", "e7e6"}}) {
        const chess::Position pos = fen(fenText);
        entries.push_back(
            book::Entry{pos.key(), book::encodeMove(*chess::parseUci(pos, uci)), 10, 0});
    }
    const auto book = std::make_shared<const book::PolyglotBook>(
        book::PolyglotBook::fromEntries(std::move(entries)));
    auto e = startEngine(FakeEngine, {QStringLiteral("good")});
    GameSession s;
    s.setPlayer(Color::White, Player{QStringLiteral("Tester"), nullptr});
    s.setPlayer(Color::Black, Player{QStringLiteral("Fake"), e.get()});
    s.setTimeControl(*TimeControl::parse("10+0"));
    s.setBook(Color::Black, book, 2);
    s.start();
    QVERIFY(waitForHuman(s));
    QVERIFY(s.playMove(san(s, "d4")));
    QVERIFY(waitForHuman(s, 5000));
    QCOMPARE(s.game().mainlineMoves().size(), std::size_t(2)); // 1... d5 from the book
    QVERIFY(s.playMove(san(s, "c4")));
    QVERIFY(waitForEnd(s, 10000)); // 2... e6 was in the book, but past its depth
    QCOMPARE(s.result(), chess::Result::WhiteWins);
    QVERIFY(s.reason().contains(QStringLiteral("e2e4")));
}

void GameSessionTest::engineCrashForfeits()
{
    auto e = startEngine(FakeEngine, {QStringLiteral("crash")});
    GameSession s;
    s.setPlayer(Color::White, Player{QStringLiteral("Fake"), e.get()});
    s.setPlayer(Color::Black, Player{QStringLiteral("Tester"), nullptr});
    s.start();
    QVERIFY(waitForEnd(s, 10000));
    QCOMPARE(s.result(), chess::Result::BlackWins);
    QCOMPARE(header(s, "Termination"), QStringLiteral("abandoned"));
    QVERIFY(s.reason().contains(QStringLiteral("crashed")));
}

void GameSessionTest::engineThatCannotStart()
{
    auto e = startEngine(QStringLiteral("/nonexistent/kibitz-no-engine"));
    GameSession s;
    s.setPlayer(Color::White, Player{QStringLiteral("Tester"), nullptr});
    s.setPlayer(Color::Black, Player{QStringLiteral("Nothing"), e.get()});
    s.start();
    QVERIFY(waitForEnd(s, 10000));
    // Whether the failure is known at once (no game: "*") or after a moment (a forfeit),
    // the game is over, says why, and names both players.
    QVERIFY(!s.reason().isEmpty());
    QCOMPARE(header(s, "Black"), QStringLiteral("Nothing"));
    QVERIFY(!s.playMove(san(s, "e4")));
}

void GameSessionTest::humansClaimAndOffer()
{
    GameSession s;
    s.setTimeControl(*TimeControl::parse("5m+3s"));
    s.start();
    QVERIFY(s.isHumanToMove());
    QSignalSpy rejected(&s, &GameSession::claimRejected);
    QVERIFY(!s.claimDraw(Color::White));
    QCOMPARE(rejected.size(), 1);
    for (const char* m : {"Nf3", "Nf6", "Ng1", "Ng8", "Nf3", "Nf6", "Ng1"})
        QVERIFY(s.playMove(san(s, m)));
    // Human vs human: a takeback is one move.
    QVERIFY(s.takeBack());
    QCOMPARE(s.game().mainlineEnd()->ply(), 6);
    QVERIFY(s.playMove(san(s, "Ng1")));
    QVERIFY(!s.claimDraw(Color::Black)); // twice so far
    // ... but Black may claim with the move that makes it three (FIDE 9.2.1.1).
    QCOMPARE(s.claimingMoves(), std::vector<chess::Move>{san(s, "Ng8")});
    QVERIFY(!s.claimDrawWith(Color::Black, san(s, "Nc6"))); // no claim with that
    QCOMPARE(rejected.size(), 3);
    QVERIFY(!s.claimDrawWith(Color::White, san(s, "Ng8"))); // not White's move
    {
        GameSession copy; // the same game, claimed with the move
        copy.start();
        for (const char* m : {"Nf3", "Nf6", "Ng1", "Ng8", "Nf3", "Nf6", "Ng1"})
            QVERIFY(copy.playMove(san(copy, m)));
        QVERIFY(copy.claimDrawWith(Color::Black, san(copy, "Ng8")));
        QCOMPARE(copy.result(), chess::Result::Draw);
        QVERIFY2(copy.reason().contains(QStringLiteral("with Ng8")), qPrintable(copy.reason()));
        QCOMPARE(copy.game().mainlineEnd()->ply(), 8); // the move is in the record
    }
    QVERIFY(s.playMove(san(s, "Ng8")));
    QVERIFY(s.status().canClaimThreefold);
    QVERIFY(s.isPlaying()); // humans claim; nobody claims for them
    QVERIFY(s.claimDraw(Color::White));
    QCOMPARE(s.result(), chess::Result::Draw);
    QVERIFY(s.reason().contains(QStringLiteral("Threefold")));

    GameSession t;
    t.start();
    QVERIFY(t.offerDraw(Color::White));
    QCOMPARE(t.drawOfferBy(), std::optional<Color>(Color::White));
    QVERIFY(!t.acceptDraw(Color::White)); // not one's own offer
    QVERIFY(t.playMove(san(t, "e4")));    // White moves on: the offer stands
    QVERIFY(t.playMove(san(t, "e5")));    // Black moves instead of answering: declined
    QVERIFY(!t.drawOfferBy());
    QVERIFY(t.offerDraw(Color::White));
    QVERIFY(t.acceptDraw(Color::Black));
    QCOMPARE(t.result(), chess::Result::Draw);
}

void GameSessionTest::engineEventsCalledDirectly()
{
    // The slots the XBoard adapter's signals will be connected to.
    auto e = startEngine(FakeEngine, {QStringLiteral("hang")});
    {
        GameSession s;
        s.setPlayer(Color::White, Player{QStringLiteral("Tester"), nullptr});
        s.setPlayer(Color::Black, Player{QStringLiteral("Fake"), e.get()});
        s.setTimeControl(*TimeControl::parse("60+0"));
        QSignalSpy offered(&s, &GameSession::drawOffered);
        s.start();
        QVERIFY(waitForHuman(s));
        s.onEngineResigned(Color::White); // White is no engine: ignored
        QVERIFY(s.isPlaying());
        s.onEngineOfferedDraw(Color::Black);
        QCOMPARE(offered.size(), 1);
        QCOMPARE(s.drawOfferBy(), std::optional<Color>(Color::Black));
        QVERIFY(s.playMove(san(s, "e4"))); // moving declines
        QVERIFY(!s.drawOfferBy());
        s.onEngineClaimedResult(Color::Black, chess::Result::Draw, QStringLiteral("repetition"));
        QCOMPARE(s.result(), chess::Result::WhiteWins); // a false claim loses
        QCOMPARE(header(s, "Termination"), QStringLiteral("rules infraction"));
    }
    QTRY_VERIFY(e->state() != engine::EngineProcess::State::Searching);
    auto e2 = startEngine(FakeEngine, {QStringLiteral("hang")});
    GameSession s;
    s.setPlayer(Color::White, Player{QStringLiteral("Tester"), nullptr});
    s.setPlayer(Color::Black, Player{QStringLiteral("Fake"), e2.get()});
    s.start();
    QVERIFY(waitForHuman(s));
    QVERIFY(s.playMove(san(s, "e4")));
    s.onEngineResigned(Color::Black);
    QCOMPARE(s.result(), chess::Result::WhiteWins);
    QVERIFY(s.reason().contains(QStringLiteral("Black resigns")));
}

void GameSessionTest::engineOffersDrawToEngine()
{
    // Between engines an offer goes to the other one: an XBoard engine answers it itself
    // (the fake accepts by offering back); a UCI engine's score decides.
    for (const bool xboardOpponent : {true, false}) {
        auto white = startEngine(FakeEngine, {QStringLiteral("xoffer")});
        auto black = xboardOpponent ? startEngine(FakeEngine, {QStringLiteral("xgood")})
                                    : startEngine(KibitzEngine);
        GameSession s;
        s.setPlayer(Color::White, Player{QStringLiteral("Offerer"), white.get()});
        s.setPlayer(Color::Black, Player{QStringLiteral("Opponent"), black.get()});
        s.setTimeControl(*TimeControl::parse("depth=3"));
        QSignalSpy declined(&s, &GameSession::drawDeclined);
        s.start();
        if (xboardOpponent) {
            QVERIFY2(waitForEnd(s, 20000), "the draw was not agreed");
            QCOMPARE(s.result(), chess::Result::Draw);
            QVERIFY(s.reason().contains(QStringLiteral("agreed")));
        } else {
            // The start position scores about even for kibitz-engine, but it has not said so
            // yet when the first offer comes: declined, and the game goes on.
            QTRY_VERIFY_WITH_TIMEOUT(declined.size() >= 1, 20000);
            QCOMPARE(declined.first().first().value<Color>(), Color::Black);
        }
        s.abort();
    }
}

QTEST_GUILESS_MAIN(GameSessionTest)
// A game recorded before goes on from the clocks its moves recorded (issue 28): its moves and
// comments are the record, each side's clock starts from its last [%clk], its Date stays.
void GameSessionTest::resumedFromItsClocks()
{
    const std::string text = "[Date \"2020.02.02\"]\n\n1. e4 {[%clk 0:04:51.5]} 1... c5 {book "
                             "[%clk 0:05:00]} 2. Nf3 {mine [%clk 0:04:40]} *";
    const pgn::Game record = pgn::readGame(text);
    GameSession s;
    s.setPlayer(Color::White, Player{QStringLiteral("A"), nullptr});
    s.setPlayer(Color::Black, Player{QStringLiteral("B"), nullptr});
    s.setTimeControl(*TimeControl::parse("300+0"));
    s.resumeFrom(record);
    s.start();
    QVERIFY(s.isPlaying());
    QCOMPARE(s.game().mainlineMoves(), record.mainlineMoves());
    QCOMPARE(s.game().mainlineEnd()->commentAfter(), std::string("mine [%clk 0:04:40]"));
    QCOMPARE(s.game().headers().value("Date"), std::string("2020.02.02"));
    QCOMPARE(s.sideToMove(), Color::Black);
    QCOMPARE(s.clock().remainingMs(Color::White), 280000);
    QVERIFY(s.clock().remainingMs(Color::Black) <= 300000);
    QVERIFY(s.clock().remainingMs(Color::Black) > 295000);
    QVERIFY(!s.canTakeBack()); // not past the moves it was given
    QVERIFY(s.playMove(*chess::parseUci(s.position(), "d7d6")));
    QCOMPARE(s.game().mainlineEnd()->ply(), 4);
}

#include "gamesession_test.moc"
