// SPDX-License-Identifier: GPL-3.0-or-later
// EngineProcess: the handshake, searches and every way an engine can misbehave (a scripted
// fake engine), then a real engine (Debian's stockfish) when it is installed.

#include "chess/movegen.h"
#include "chess/notation.h"
#include "engine/engineprocess.h"

#include <QElapsedTimer>
#include <QFileInfo>
#include <QSignalSpy>
#include <QStandardPaths>
#include <QTest>

using namespace kibitz;
using namespace kibitz::engine;

namespace {

EngineCommand fake(const char* mode)
{
    return EngineCommand{QStringLiteral(KIBITZ_FAKE_ENGINE), {QString::fromLatin1(mode)}, {}};
}

QString findStockfish()
{
    QString path = QStandardPaths::findExecutable(QStringLiteral("stockfish"));
    if (path.isEmpty())
        path = QStandardPaths::findExecutable(QStringLiteral("stockfish"), {QStringLiteral("/usr/games")});
    return path;
}

SearchLimits depth(int d)
{
    SearchLimits l;
    l.depth = d;
    return l;
}

} // namespace

class EngineProcessTest : public QObject {
    Q_OBJECT

private slots:
    void handshakeAndSearch();
    void noHandshake();
    void cannotStart();
    void crashWhileSearching();
    void hangAfterStop();
    void floodKeepsEventLoopResponsive();
    void megabyteLine();
    void ignoresQuit();
    void stopBeforeReady();
    void stockfishMultiPv();
};

void EngineProcessTest::handshakeAndSearch()
{
    EngineProcess e;
    QSignalSpy started(&e, &EngineProcess::started);
    e.start(fake("good"));
    QVERIFY(started.wait(5000));
    QCOMPARE(e.state(), EngineProcess::State::Idle);
    QCOMPARE(e.name(), QStringLiteral("Fake good"));
    QCOMPARE(e.author(), QStringLiteral("Kibitz tests"));
    QCOMPARE(e.options().size(), std::size_t(1));
    QCOMPARE(QString::fromStdString(e.options()[0].name), QStringLiteral("Hash"));

    QSignalSpy best(&e, &EngineProcess::bestMove);
    QSignalSpy infos(&e, &EngineProcess::info);
    e.go(chess::Position(), {}, depth(1));
    QCOMPARE(e.state(), EngineProcess::State::Searching);
    QVERIFY(best.wait(5000));
    QCOMPARE(best.at(0).at(0).toString(), QStringLiteral("e2e4"));
    QCOMPARE(best.at(0).at(1).toString(), QStringLiteral("e7e5"));
    QVERIFY(infos.count() >= 1);
    QCOMPARE(e.state(), EngineProcess::State::Idle);

    QSignalSpy state(&e, &EngineProcess::stateChanged);
    e.quit();
    QTRY_COMPARE_WITH_TIMEOUT(e.state(), EngineProcess::State::NotRunning, 3000);
}

void EngineProcessTest::noHandshake()
{
    EngineProcess e;
    e.setTimeouts({300, 300, 300, 300});
    QSignalSpy failed(&e, &EngineProcess::failed);
    e.start(fake("silent"));
    QVERIFY(failed.wait(5000));
    QVERIFY2(failed.at(0).at(0).toString().contains(QStringLiteral("did not answer 'uci'")),
             qPrintable(failed.at(0).at(0).toString()));
    QCOMPARE(e.state(), EngineProcess::State::Failed);
}

void EngineProcessTest::cannotStart()
{
    EngineProcess e;
    QSignalSpy failed(&e, &EngineProcess::failed);
    e.start(EngineCommand{QStringLiteral("/nonexistent/engine"), {}, {}});
    QTRY_COMPARE_WITH_TIMEOUT(failed.count(), 1, 5000);
    QVERIFY2(failed.at(0).at(0).toString().contains(QStringLiteral("cannot be started")),
             qPrintable(failed.at(0).at(0).toString()));
    QVERIFY(failed.at(0).at(0).toString().startsWith(QStringLiteral("engine:")));
}

void EngineProcessTest::crashWhileSearching()
{
    EngineProcess e;
    QSignalSpy started(&e, &EngineProcess::started);
    QSignalSpy failed(&e, &EngineProcess::failed);
    e.start(fake("crash"));
    QVERIFY(started.wait(5000));
    e.go(chess::Position(), {}, depth(5));
    QVERIFY(failed.wait(5000));
    QVERIFY2(failed.at(0).at(0).toString().contains(QStringLiteral("crashed while searching")),
             qPrintable(failed.at(0).at(0).toString()));
    // It can be started again.
    e.start(fake("good"));
    QVERIFY(started.wait(5000));
}

void EngineProcessTest::hangAfterStop()
{
    EngineProcess e;
    e.setTimeouts({5000, 5000, 300, 300});
    QSignalSpy started(&e, &EngineProcess::started);
    QSignalSpy failed(&e, &EngineProcess::failed);
    e.start(fake("hang"));
    QVERIFY(started.wait(5000));
    SearchLimits infinite;
    infinite.infinite = true;
    e.go(chess::Position(), {}, infinite);
    QTest::qWait(100);
    QElapsedTimer t;
    t.start();
    e.stop();
    QCOMPARE(e.state(), EngineProcess::State::Stopping);
    QVERIFY(failed.wait(5000));
    QVERIFY(t.elapsed() < 3000);
    QVERIFY2(failed.at(0).at(0).toString().contains(QStringLiteral("did not stop")),
             qPrintable(failed.at(0).at(0).toString()));
}

void EngineProcessTest::floodKeepsEventLoopResponsive()
{
    EngineProcess e;
    QSignalSpy started(&e, &EngineProcess::started);
    QSignalSpy best(&e, &EngineProcess::bestMove);
    e.start(fake("flood"));
    QVERIFY(started.wait(5000));
    // A timer that should tick every 10 ms measures how long the event loop is held up.
    QElapsedTimer clock;
    qint64 last = 0, worstGap = 0;
    QTimer tick;
    connect(&tick, &QTimer::timeout, this, [&] {
        const qint64 now = clock.elapsed();
        worstGap = qMax(worstGap, now - last);
        last = now;
    });
    clock.start();
    tick.start(10);
    e.go(chess::Position(), {}, depth(1));
    QVERIFY(best.wait(10000));
    tick.stop();
    QVERIFY(e.linesReceived() >= 10000);
    qInfo("10,000 info lines: worst event-loop stall %lld ms", static_cast<long long>(worstGap));
    QVERIFY2(worstGap < 1000, qPrintable(QString::number(worstGap)));
}

void EngineProcessTest::megabyteLine()
{
    EngineProcess e;
    e.setMaxLineLength(64 * 1024);
    QSignalSpy started(&e, &EngineProcess::started);
    QSignalSpy best(&e, &EngineProcess::bestMove);
    QSignalSpy lines(&e, &EngineProcess::line);
    e.start(fake("longline"));
    QVERIFY(started.wait(5000));
    e.go(chess::Position(), {}, depth(1));
    QVERIFY(best.wait(10000));
    bool cut = false;
    int longest = 0;
    for (const auto& args : lines) {
        const QString text = args.at(0).toString();
        cut |= text.contains(QStringLiteral("cut"));
        longest = qMax(longest, int(text.size()));
    }
    QVERIFY(cut);
    QVERIFY(longest <= 64 * 1024);
}

void EngineProcessTest::ignoresQuit()
{
    EngineProcess e;
    e.setTimeouts({5000, 5000, 5000, 300});
    QSignalSpy started(&e, &EngineProcess::started);
    e.start(fake("noquit"));
    QVERIFY(started.wait(5000));
    e.quit();
    // Killed after the grace period.
    QTRY_COMPARE_WITH_TIMEOUT(e.state(), EngineProcess::State::NotRunning, 3000);
}

void EngineProcessTest::stopBeforeReady()
{
    EngineProcess e;
    QSignalSpy started(&e, &EngineProcess::started);
    e.start(fake("good"));
    QVERIFY(started.wait(5000));
    e.go(chess::Position(), {}, depth(1));
    e.stop(); // before readyok: nothing was searched, nothing to wait for
    QCOMPARE(e.state(), EngineProcess::State::Idle);
}

void EngineProcessTest::stockfishMultiPv()
{
    const QString sf = findStockfish();
    if (sf.isEmpty()) QSKIP("stockfish is not installed (apt-get install stockfish)");
    EngineProcess e;
    QSignalSpy started(&e, &EngineProcess::started);
    e.start(EngineCommand{sf, {}, {}});
    QVERIFY(started.wait(10000));
    QVERIFY(e.name().startsWith(QStringLiteral("Stockfish")));
    QVERIFY(e.options().size() > 5);
    e.setOption(QStringLiteral("MultiPV"), QStringLiteral("3"));
    e.setOption(QStringLiteral("Threads"), QStringLiteral("1"));

    QSignalSpy best(&e, &EngineProcess::bestMove);
    QSignalSpy infos(&e, &EngineProcess::info);
    const chess::Position start;
    e.go(start, {}, depth(12));
    QVERIFY(best.wait(30000));
    bool seen[4] = {};
    for (const auto& args : infos) {
        const auto i = args.at(0).value<Info>();
        if (i.multipv && *i.multipv >= 1 && *i.multipv <= 3 && !i.pv.empty()) {
            seen[*i.multipv] = true;
            // Every PV move is legal in turn.
            chess::Position p = start;
            for (const std::string& uci : i.pv) {
                const auto m = chess::parseUci(p, uci);
                QVERIFY2(m.hasValue(), uci.c_str());
                p.play(*m);
            }
        }
    }
    QVERIFY(seen[1] && seen[2] && seen[3]);
    const auto bm = chess::parseUci(start, best.at(0).at(0).toString().toStdString());
    QVERIFY(bm.hasValue());
    e.quit();
    QTRY_COMPARE_WITH_TIMEOUT(e.state(), EngineProcess::State::NotRunning, 3000);
}

QTEST_GUILESS_MAIN(EngineProcessTest)
#include "engineprocess_test.moc"
