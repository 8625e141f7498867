// SPDX-License-Identifier: GPL-3.0-or-later
// Engine jobs (engine/jobpool.h) with the built-in engine and the fake one: positions searched
// by several engines and joined in order, a run resumed after its first jobs, an engine that
// crashes on every search restarted until it has failed too often, a run cancelled while an
// engine thinks for ever, and an engine refused for a variant it does not play.

#include "chess/notation.h"
#include "chess/variant.h"
#include "engine/jobpool.h"
#include "engine/searchjobs.h"

#include <QSignalSpy>
#include <QTest>

#include <algorithm>

using namespace kibitz;
using namespace kibitz::engine;

namespace {

EngineEntry entry(const QString& command, const QStringList& arguments = {})
{
    EngineEntry e;
    e.name = QStringLiteral("test");
    e.command = command;
    e.arguments = arguments;
    e.protocol = Protocol::Uci;
    return e;
}

std::vector<chess::Position> positions(int n)
{
    // The start position and the ones after 1. e4, 1. d4, ... (different answers each).
    std::vector<chess::Position> out;
    const char* firsts[] = {"e2e4", "d2d4", "c2c4", "g1f3", "b2b3", "g2g3", "f2f4"};
    out.push_back(chess::Position::startPosition());
    for (int i = 1; i < n; ++i) {
        chess::Position p = chess::Position::startPosition();
        p.play(*chess::parseUci(p, firsts[(i - 1) % 7]));
        out.push_back(p);
    }
    return out;
}

} // namespace

class JobPoolTest : public QObject {
    Q_OBJECT

private slots:
    void joinedInOrder_data();
    void joinedInOrder();
    void failingEngineIsRestarted();
    void cancelled();
    void variantRefused();
};

void JobPoolTest::joinedInOrder_data()
{
    QTest::addColumn<int>("engines");
    QTest::addColumn<int>("done"); // jobs an earlier run did
    QTest::newRow("one engine") << 1 << 0;
    QTest::newRow("three engines") << 3 << 0;
    QTest::newRow("resumed after four") << 2 << 4;
}

void JobPoolTest::joinedInOrder()
{
    QFETCH(int, engines);
    QFETCH(int, done);
    const std::vector<chess::Position> pos = positions(7);
    std::vector<PositionResult> results(pos.size());
    SearchLimits limits;
    limits.depth = 3;
    JobPool pool(entry(QStringLiteral(KIBITZ_ENGINE)), {},
                 PositionSearch::factory(pos, limits, results));
    pool.setEngines(engines);
    std::vector<std::size_t> inOrder, ran;
    connect(&pool, &JobPool::inOrder, this, [&](std::size_t job) {
        QVERIFY(results[job].done); // its result is there when its turn comes
        inOrder.push_back(job);
    });
    connect(&pool, &JobPool::jobDone, this, [&](std::size_t job) { ran.push_back(job); });
    QSignalSpy finished(&pool, &JobPool::finished);
    pool.start(pos.size(), std::size_t(done));
    QVERIFY(pool.isRunning());
    QVERIFY(finished.wait(60000));
    QVERIFY(!pool.isRunning());
    QVERIFY2(pool.error().isEmpty(), qPrintable(pool.error()));
    QCOMPARE(pool.doneInOrder(), pos.size());
    std::vector<std::size_t> expected;
    for (std::size_t i = std::size_t(done); i < pos.size(); ++i) expected.push_back(i);
    QCOMPARE(inOrder, expected);
    std::sort(ran.begin(), ran.end());
    QCOMPARE(ran, expected); // the earlier run's jobs are not run again
    for (std::size_t i = 0; i < pos.size(); ++i) {
        QCOMPARE(results[i].done, i >= std::size_t(done));
        if (results[i].done) QVERIFY(bool(chess::parseUci(pos[i], results[i].bestMove)));
    }
    QCOMPARE(pool.engineName(), QStringLiteral("Kibitz"));
}

// Each search crashes the engine: the job in hand is lost, the engine started again, and the
// third failure (two restarts allowed) stops the run with the reason.
void JobPoolTest::failingEngineIsRestarted()
{
    const std::vector<chess::Position> pos = positions(6);
    std::vector<PositionResult> results(pos.size());
    SearchLimits limits;
    limits.depth = 3;
    JobPool pool(entry(QStringLiteral(KIBITZ_FAKE_ENGINE), {QStringLiteral("crash")}), {},
                 PositionSearch::factory(pos, limits, results));
    pool.setRestarts(2);
    std::vector<std::size_t> lost;
    connect(&pool, &JobPool::jobLost, this, [&](std::size_t job, const QString& why) {
        QVERIFY(!why.isEmpty());
        lost.push_back(job);
    });
    QSignalSpy finished(&pool, &JobPool::finished);
    pool.start(pos.size());
    QVERIFY(finished.wait(60000));
    QCOMPARE(lost, (std::vector<std::size_t>{0, 1, 2}));
    QVERIFY(!pool.error().isEmpty());
    QCOMPARE(pool.doneInOrder(), std::size_t(3));
    QVERIFY(!results[0].failure.isEmpty());
    QVERIFY(!results[3].done);
}

void JobPoolTest::cancelled()
{
    const std::vector<chess::Position> pos = positions(3);
    std::vector<PositionResult> results(pos.size());
    SearchLimits limits;
    limits.depth = 3;
    JobPool pool(entry(QStringLiteral(KIBITZ_FAKE_ENGINE), {QStringLiteral("hang")}), {},
                 PositionSearch::factory(pos, limits, results));
    QSignalSpy done(&pool, &JobPool::jobDone);
    QSignalSpy finished(&pool, &JobPool::finished);
    pool.start(pos.size());
    QTest::qWait(500);
    QVERIFY(pool.isRunning());
    pool.cancel();
    QVERIFY(finished.wait(10000));
    QVERIFY(pool.wasCancelled());
    QVERIFY(pool.error().isEmpty());
    QCOMPARE(done.count(), 0);
    QCOMPARE(pool.doneInOrder(), std::size_t(0));
}

void JobPoolTest::variantRefused()
{
    const std::vector<chess::Position> pos{chess::variantStartPosition(chess::Variant::Atomic)};
    std::vector<PositionResult> results(pos.size());
    SearchLimits limits;
    limits.depth = 2;
    LaunchSettings settings;
    settings.variant = chess::Variant::Atomic;
    JobPool pool(entry(QStringLiteral(KIBITZ_ENGINE)), settings,
                 PositionSearch::factory(pos, limits, results));
    QSignalSpy finished(&pool, &JobPool::finished);
    pool.start(pos.size());
    QVERIFY(finished.wait(30000));
    QVERIFY2(pool.error().contains(QStringLiteral("does not play")), qPrintable(pool.error()));
    QVERIFY(!results[0].done);
}

QTEST_GUILESS_MAIN(JobPoolTest)
#include "jobpool_test.moc"
