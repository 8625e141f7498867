// SPDX-License-Identifier: GPL-3.0-or-later
// Faults done to a real engine process (Debian's stockfish): killed with SIGKILL in the
// middle of a search, frozen with SIGSTOP so that it never answers stop, and made to write
// in bursts (MultiPV 500 in a position with many moves; the steady 10,000 lines a second are
// the scripted fake engine's part, in engineprocess_test). Each time EngineProcess must say
// what happened in words, leave no process behind, and be usable again after start().
// Skipped, with a message, when stockfish is not installed.

#include "chess/fen.h"
#include "engine/engineprocess.h"

#include <QDir>
#include <QElapsedTimer>
#include <QFile>
#include <QSignalSpy>
#include <QStandardPaths>
#include <QTest>
#include <QTimer>

#include <csignal>
#include <sys/types.h>
#include <unistd.h>

using namespace kibitz;
using namespace kibitz::engine;

namespace {

QString findStockfish()
{
    QString path = QStandardPaths::findExecutable(QStringLiteral("stockfish"));
    if (path.isEmpty())
        path = QStandardPaths::findExecutable(QStringLiteral("stockfish"),
                                              {QStringLiteral("/usr/games")});
    return path;
}

// Our child processes, from /proc (Linux): the engine is the only one.
QList<pid_t> childPids()
{
    QList<pid_t> out;
    const QDir tasks(QStringLiteral("/proc/self/task"));
    for (const QString& task : tasks.entryList(QDir::Dirs | QDir::NoDotAndDotDot)) {
        QFile f(tasks.filePath(task + QStringLiteral("/children")));
        if (!f.open(QIODevice::ReadOnly)) continue;
        for (const QByteArray& word : f.readAll().split(' '))
            if (const int pid = word.trimmed().toInt(); pid > 0) out << pid;
    }
    return out;
}

bool alive(pid_t pid)
{
    // A zombie still answers kill(0): look at its state as well.
    QFile f(QStringLiteral("/proc/%1/stat").arg(pid));
    if (!f.open(QIODevice::ReadOnly)) return false;
    const QByteArray stat = f.readAll();
    const int close = stat.lastIndexOf(')');
    return close > 0 && close + 2 < stat.size() && stat[close + 2] != 'Z';
}

SearchLimits infinite()
{
    SearchLimits l;
    l.infinite = true;
    return l;
}

SearchLimits depth(int d)
{
    SearchLimits l;
    l.depth = d;
    return l;
}

} // namespace

class RealEngineFaultsTest : public QObject {
    Q_OBJECT

private slots:
    void initTestCase();
    void killedMidSearch();
    void frozenAfterStop();
    void floodOfLines();

private:
    void startEngine(EngineProcess& e);
    EngineCommand m_command;
};

void RealEngineFaultsTest::initTestCase()
{
    const QString path = findStockfish();
    if (path.isEmpty()) QSKIP("stockfish is not installed (Debian package stockfish)");
    m_command = EngineCommand{path, {}, {}};
}

void RealEngineFaultsTest::startEngine(EngineProcess& e)
{
    QSignalSpy started(&e, &EngineProcess::started);
    e.start(m_command);
    QVERIFY(started.wait(15000));
    QCOMPARE(e.state(), EngineProcess::State::Idle);
}

void RealEngineFaultsTest::killedMidSearch()
{
    EngineProcess e;
    startEngine(e);
    QCOMPARE(childPids().size(), 1);
    const pid_t pid = childPids().constFirst();
    QSignalSpy infos(&e, &EngineProcess::info);
    QSignalSpy failed(&e, &EngineProcess::failed);
    e.go(chess::Position(), {}, infinite());
    QVERIFY(infos.wait(10000));
    QCOMPARE(::kill(pid, SIGKILL), 0);
    QVERIFY(failed.wait(10000));
    const QString reason = failed.at(0).at(0).toString();
    QVERIFY2(reason.contains(QStringLiteral("stockfish"), Qt::CaseInsensitive), qPrintable(reason));
    QVERIFY2(reason.contains(QStringLiteral("crash"), Qt::CaseInsensitive), qPrintable(reason));
    QCOMPARE(e.state(), EngineProcess::State::Failed);

    // The user restarts it, and it works.
    startEngine(e);
    QSignalSpy best(&e, &EngineProcess::bestMove);
    e.go(chess::Position(), {}, depth(6));
    QVERIFY(best.wait(15000));
    QVERIFY(!best.at(0).at(0).toString().isEmpty());
}

void RealEngineFaultsTest::frozenAfterStop()
{
    EngineProcess e;
    EngineProcess::Timeouts t;
    t.stopMs = 1500;
    e.setTimeouts(t);
    startEngine(e);
    const pid_t pid = childPids().constFirst();
    QSignalSpy infos(&e, &EngineProcess::info);
    QSignalSpy failed(&e, &EngineProcess::failed);
    e.go(chess::Position(), {}, infinite());
    QVERIFY(infos.wait(10000));
    QCOMPARE(::kill(pid, SIGSTOP), 0); // frozen: it reads nothing, answers nothing

    QElapsedTimer clock;
    clock.start();
    e.stop();
    QVERIFY(failed.wait(15000));
    const QString reason = failed.at(0).at(0).toString();
    QVERIFY2(reason.contains(QStringLiteral("stop"), Qt::CaseInsensitive), qPrintable(reason));
    qInfo("stop deadline reported after %lld ms (deadline 1500 ms)", clock.elapsed());
    // It was killed: no frozen engine is left behind.
    QTRY_VERIFY_WITH_TIMEOUT(!alive(pid), 10000);

    startEngine(e);
    QSignalSpy best(&e, &EngineProcess::bestMove);
    e.go(chess::Position(), {}, depth(4));
    QVERIFY(best.wait(15000));
}

void RealEngineFaultsTest::floodOfLines()
{
    EngineProcess e;
    startEngine(e);
    e.setOption(QStringLiteral("MultiPV"), QStringLiteral("500"));
    // A position with 40-odd legal moves: every iteration prints a line per move.
    const auto pos = chess::positionFromFen(
        "r1bqkb1r/pppp1ppp/2n2n2/4p3/2B1P3/5N2/PPPP1PPP/RNBQK2R w KQkq - 4 4");
    QVERIFY(pos.hasValue());

    // A timer that should tick every 10 ms tells how long the event loop was held.
    QElapsedTimer tick;
    qint64 worst = 0;
    QTimer probe;
    probe.setInterval(10);
    connect(&probe, &QTimer::timeout, &probe, [&] { worst = std::max(worst, tick.restart()); });
    QSignalSpy best(&e, &EngineProcess::bestMove);
    tick.start();
    probe.start();
    e.go(*pos, {}, infinite());
    QTest::qWait(3000);
    const qint64 lines = e.linesReceived();
    e.stop();
    QVERIFY(best.wait(10000));
    probe.stop();
    qInfo("%lld lines in 3 s; the event loop was held at most %lld ms", lines, worst);
    // Every iteration prints one line per legal move at once: bursts of 40-odd lines.
    QVERIFY2(lines > 100, "MultiPV 500 should have produced bursts of info lines");
    QCOMPARE(e.state(), EngineProcess::State::Idle);
}

QTEST_GUILESS_MAIN(RealEngineFaultsTest)
#include "realengine_faults_test.moc"
