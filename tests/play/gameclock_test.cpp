// SPDX-License-Identifier: GPL-3.0-or-later
// GameClock: increments, period rollover, snapshots, and the flag with short times. Nothing
// asserts on how long anything took: only that the flag falls, and that time never goes
// below zero.

#include "play/gameclock.h"

#include <QSignalSpy>
#include <QTest>

using namespace kibitz;
using namespace kibitz::play;
using chess::Color;

class GameClockTest : public QObject {
    Q_OBJECT

private slots:
    void incrementAndSwitch();
    void periodRollover();
    void flagFalls();
    void flagOnLateMove();
    void snapshotRestore();
    void untimed();
    void moveTimeDeadline();
    void timeOdds();
    void firstMoveFree();
};

// Issue 43: a player's clock does not run before their first move, as on lichess. Their clock
// with 150 ms stays full however long the first move takes (no flag), then runs as usual; the
// engine's (not free) runs from its first move.
void GameClockTest::firstMoveFree()
{
    GameClock clock;
    clock.reset(TimeControl::clock(150, 1000));
    clock.setFirstMoveFree(Color::White, true);
    QSignalSpy flags(&clock, &GameClock::flagged);
    QVERIFY(clock.isMoveFree(Color::White));
    QVERIFY(!clock.isMoveFree(Color::Black));
    clock.start(Color::White);
    QTest::qWait(300);
    QCOMPARE(clock.remainingMs(Color::White), std::int64_t(150));
    QVERIFY(flags.isEmpty());
    clock.finishMove();
    QCOMPARE(clock.remainingMs(Color::White), std::int64_t(150)); // nothing taken, nothing added
    QCOMPARE(clock.movesMade(Color::White), 1);
    QVERIFY(!clock.isMoveFree(Color::White));
    // Black, an engine, is charged from its first move: its 150 ms run out.
    clock.start(Color::Black);
    QVERIFY(flags.wait(2000));
    QCOMPARE(flags.first().first().value<Color>(), Color::Black);
    // White's second move runs its clock.
    GameClock second;
    second.reset(TimeControl::clock(150, 0));
    second.setFirstMoveFree(Color::White, true);
    QSignalSpy secondFlags(&second, &GameClock::flagged);
    second.start(Color::White);
    second.finishMove();
    second.start(Color::Black);
    second.finishMove();
    second.start(Color::White);
    QVERIFY(secondFlags.wait(2000));
    QCOMPARE(secondFlags.first().first().value<Color>(), Color::White);
}

void GameClockTest::incrementAndSwitch()
{
    GameClock clock;
    clock.reset(TimeControl::clock(60000, 2000));
    QCOMPARE(clock.remainingMs(Color::White), std::int64_t(60000));
    QCOMPARE(clock.incrementMs(Color::Black), std::int64_t(2000));
    QVERIFY(!clock.running());
    clock.start(Color::White);
    QCOMPARE(clock.running(), std::optional<Color>(Color::White));
    QTest::qWait(20);
    const std::int64_t used = clock.finishMove();
    QVERIFY(used >= 0);
    // The increment is added: at most 2 s more than the base, never less than base - used.
    QVERIFY(clock.remainingMs(Color::White) <= 62000);
    QCOMPARE(clock.remainingMs(Color::White), std::int64_t(62000 - used));
    QCOMPARE(clock.remainingMs(Color::Black), std::int64_t(60000));
    QCOMPARE(clock.movesMade(Color::White), 1);
    QVERIFY(!clock.running());
}

// Each side under its own time control (tournament engines with their own TC): White on
// 60+2, Black on 5+0.5 with a 2-move period, and a fixed move time against a clock.
void GameClockTest::timeOdds()
{
    GameClock clock;
    clock.reset(TimeControl::clock(60000, 2000), *TimeControl::parse("2/5+0.5"));
    QCOMPARE(clock.remainingMs(Color::White), std::int64_t(60000));
    QCOMPARE(clock.remainingMs(Color::Black), std::int64_t(5000));
    QCOMPARE(clock.incrementMs(Color::White), std::int64_t(2000));
    QCOMPARE(clock.incrementMs(Color::Black), std::int64_t(500));
    QCOMPARE(clock.movesToGo(Color::White), 0);
    QCOMPARE(clock.movesToGo(Color::Black), 2);
    clock.start(Color::Black);
    const std::int64_t used = clock.finishMove();
    QCOMPARE(clock.remainingMs(Color::Black), std::int64_t(5500 - used));
    QCOMPARE(clock.remainingMs(Color::White), std::int64_t(60000));

    clock.reset(TimeControl::moveTime(100), TimeControl::clock(1000, 0));
    QVERIFY(!clock.isTimed(Color::White));
    QVERIFY(clock.isTimed(Color::Black));
    QVERIFY(clock.moveDeadlineMs(Color::White) > 100);
    QCOMPARE(clock.moveDeadlineMs(Color::Black), std::int64_t(0));
    QCOMPARE(clock.remainingMs(Color::Black), std::int64_t(1000));
}

void GameClockTest::periodRollover()
{
    GameClock clock;
    clock.reset(*TimeControl::parse("2/60+1:30"));
    QCOMPARE(clock.movesToGo(Color::White), 2);
    clock.start(Color::White);
    std::int64_t used = clock.finishMove();
    QCOMPARE(clock.remainingMs(Color::White), std::int64_t(61000 - used));
    QCOMPARE(clock.movesToGo(Color::White), 1);
    const std::int64_t before = clock.remainingMs(Color::White);
    clock.start(Color::White);
    used = clock.finishMove();
    // The second move ends the period: increment plus the next period's 30 s.
    QCOMPARE(clock.remainingMs(Color::White), std::int64_t(before - used + 1000 + 30000));
    QCOMPARE(clock.movesToGo(Color::White), 0); // sudden death now
    QCOMPARE(clock.incrementMs(Color::White), std::int64_t(0));
}

void GameClockTest::flagFalls()
{
    GameClock clock;
    clock.reset(TimeControl::clock(150, 0));
    QSignalSpy flags(&clock, &GameClock::flagged);
    clock.start(Color::Black);
    // While it runs, the time left only goes down and never below zero.
    std::int64_t last = clock.remainingMs(Color::Black);
    for (int i = 0; flags.isEmpty(); ++i) {
        QVERIFY2(i < 200, "no flag within 200 waits of 50 ms");
        flags.wait(50);
        const std::int64_t now = clock.remainingMs(Color::Black);
        QVERIFY(now >= 0);
        QVERIFY(now <= last);
        last = now;
        QVERIFY2(clock.running() || !flags.isEmpty(), "stopped without a flag");
    }
    QCOMPARE(flags.size(), 1);
    QCOMPARE(flags.first().first().value<Color>(), Color::Black);
    QVERIFY(clock.isFlagged(Color::Black));
    QCOMPARE(clock.remainingMs(Color::Black), std::int64_t(0));
    QVERIFY(!clock.running());
    QVERIFY(!clock.isFlagged(Color::White));
}

void GameClockTest::flagOnLateMove()
{
    // A move finished after the time is gone flags, even if the timer has not run yet (the
    // event loop was busy).
    GameClock clock;
    clock.reset(TimeControl::clock(30, 5000));
    QSignalSpy flags(&clock, &GameClock::flagged);
    clock.start(Color::White);
    QTest::qSleep(60); // no event loop: the timer cannot fire
    clock.finishMove();
    QCOMPARE(flags.size(), 1);
    QCOMPARE(clock.remainingMs(Color::White), std::int64_t(0)); // no increment after the flag
    QVERIFY(clock.isFlagged(Color::White));
    QTest::qWait(20);
    QCOMPARE(flags.size(), 1); // and only once
}

void GameClockTest::snapshotRestore()
{
    GameClock clock;
    clock.reset(TimeControl::clock(60000, 1000));
    const auto start = clock.snapshot();
    clock.start(Color::White);
    clock.finishMove();
    clock.start(Color::Black);
    clock.finishMove();
    QCOMPARE(clock.movesMade(Color::Black), 1);
    clock.restore(start);
    QCOMPARE(clock.movesMade(Color::White), 0);
    QCOMPARE(clock.remainingMs(Color::White), std::int64_t(60000));
    QCOMPARE(clock.remainingMs(Color::Black), std::int64_t(60000));
    QVERIFY(!clock.running());
}

void GameClockTest::untimed()
{
    GameClock clock;
    clock.reset(TimeControl::depth(5));
    QSignalSpy flags(&clock, &GameClock::flagged);
    clock.start(Color::White);
    QTest::qWait(30);
    QVERIFY(clock.finishMove() >= 0);
    QVERIFY(flags.isEmpty());
    QCOMPARE(clock.movesToGo(Color::White), 0);
}

void GameClockTest::moveTimeDeadline()
{
    // A fixed time per move flags a move that overruns it by more than the margin.
    GameClock clock;
    clock.reset(TimeControl::moveTime(50));
    QVERIFY(clock.moveDeadlineMs() > 50);
    QSignalSpy flags(&clock, &GameClock::flagged);
    clock.start(Color::White);
    clock.finishMove(); // in time
    QVERIFY(flags.isEmpty());
    clock.start(Color::Black);
    QVERIFY(flags.wait(10000));
    QCOMPARE(flags.first().first().value<Color>(), Color::Black);
    QVERIFY(clock.isFlagged(Color::Black));
    QVERIFY(!clock.isFlagged(Color::White));
    QVERIFY(!clock.running());
}

QTEST_GUILESS_MAIN(GameClockTest)
#include "gameclock_test.moc"
