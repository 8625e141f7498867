// SPDX-License-Identifier: GPL-3.0-or-later
// EngineProcess: the handshake, searches and every way an engine can misbehave (a scripted
// fake engine), then a real engine (Debian's stockfish) when it is installed.

#include "chess/fen.h"
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

EngineCommand fake(const char* mode, Protocol protocol = Protocol::Auto)
{
    return EngineCommand{
        QStringLiteral(KIBITZ_FAKE_ENGINE), {QString::fromLatin1(mode)}, {}, protocol};
}

// The fake's mode for a protocol: "crash" or "xcrash"; XBoard rows say so explicitly.
EngineCommand fakeFor(const QString& protocol, const char* mode)
{
    if (protocol == QLatin1String("xboard"))
        return EngineCommand{QStringLiteral(KIBITZ_FAKE_ENGINE),
                             {QLatin1Char('x') + QString::fromLatin1(mode)},
                             {},
                             Protocol::XBoard};
    return fake(mode, Protocol::Uci);
}

void protocolRows()
{
    QTest::addColumn<QString>("protocol");
    QTest::newRow("uci") << QStringLiteral("uci");
    QTest::newRow("xboard") << QStringLiteral("xboard");
}

// The lines sent to the engine, in order.
QStringList sent(const QSignalSpy& lines)
{
    QStringList out;
    for (const auto& args : lines)
        if (args.at(1).toBool()) out << args.at(0).toString();
    return out;
}

QString findStockfish()
{
    QString path = QStandardPaths::findExecutable(QStringLiteral("stockfish"));
    if (path.isEmpty())
        path = QStandardPaths::findExecutable(QStringLiteral("stockfish"),
                                              {QStringLiteral("/usr/games")});
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
    void xboardNoDone();
    void cannotStart();
    void crashWhileSearching_data() { protocolRows(); }
    void crashWhileSearching();
    void hangAfterStop_data() { protocolRows(); }
    void hangAfterStop();
    void floodKeepsEventLoopResponsive_data() { protocolRows(); }
    void floodKeepsEventLoopResponsive();
    void megabyteLine_data() { protocolRows(); }
    void megabyteLine();
    void ignoresQuit_data() { protocolRows(); }
    void ignoresQuit();
    void stopBeforeReady_data() { protocolRows(); }
    void stopBeforeReady();
    void uciPonderHit();
    void uciChess960Managed();
    void autoDetect();
    void xboardHandshakeAndSearch();
    void xboardSan();
    void xboardGameSync();
    void xboardEditWithoutSetboard();
    void xboardClocks();
    void xboardAnalyzeAndStop();
    void xboardDrawResignResult();
    void xboardOptions();
    void xboardPonderHit();
    void stockfishMultiPv();
    void uciGoLineAndOldStyleMoves();
    void xboardHintUndoPauseOpponent();
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
    QCOMPARE(e.options().size(), std::size_t(2));
    QCOMPARE(e.protocol(), Protocol::Uci);
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

void EngineProcessTest::xboardNoDone()
{
    // "feature done=0" and then nothing: the longer deadline runs out.
    EngineProcess e;
    e.setTimeouts({300, 300, 300, 300, 300, 300});
    QSignalSpy failed(&e, &EngineProcess::failed);
    e.start(fake("xdone0", Protocol::XBoard));
    QVERIFY(failed.wait(5000));
    QVERIFY2(failed.at(0).at(0).toString().contains(QStringLiteral("feature negotiation")),
             qPrintable(failed.at(0).at(0).toString()));
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
    QFETCH(QString, protocol);
    EngineProcess e;
    QSignalSpy started(&e, &EngineProcess::started);
    QSignalSpy failed(&e, &EngineProcess::failed);
    e.start(fakeFor(protocol, "crash"));
    QVERIFY(started.wait(5000));
    e.go(chess::Position(), {}, depth(5));
    QVERIFY(failed.wait(5000));
    QVERIFY2(failed.at(0).at(0).toString().contains(QStringLiteral("crashed while searching")),
             qPrintable(failed.at(0).at(0).toString()));
    // It can be started again.
    e.start(fakeFor(protocol, "good"));
    QVERIFY(started.wait(5000));
}

void EngineProcessTest::hangAfterStop()
{
    QFETCH(QString, protocol);
    EngineProcess e;
    e.setTimeouts({5000, 5000, 300, 300});
    QSignalSpy started(&e, &EngineProcess::started);
    QSignalSpy failed(&e, &EngineProcess::failed);
    e.start(fakeFor(protocol, "hang"));
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
    QFETCH(QString, protocol);
    EngineProcess e;
    QSignalSpy started(&e, &EngineProcess::started);
    QSignalSpy best(&e, &EngineProcess::bestMove);
    QSignalSpy infos(&e, &EngineProcess::info);
    e.start(fakeFor(protocol, "flood"));
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
    QVERIFY(infos.count() >= 10000);
    qInfo("10,000 info lines: worst event-loop stall %lld ms", static_cast<long long>(worstGap));
    QVERIFY2(worstGap < 1000, qPrintable(QString::number(worstGap)));
}

void EngineProcessTest::megabyteLine()
{
    QFETCH(QString, protocol);
    EngineProcess e;
    e.setMaxLineLength(64 * 1024);
    QSignalSpy started(&e, &EngineProcess::started);
    QSignalSpy best(&e, &EngineProcess::bestMove);
    QSignalSpy lines(&e, &EngineProcess::line);
    e.start(fakeFor(protocol, "longline"));
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
    QFETCH(QString, protocol);
    EngineProcess e;
    e.setTimeouts({5000, 5000, 5000, 300});
    QSignalSpy started(&e, &EngineProcess::started);
    e.start(fakeFor(protocol, "noquit"));
    QVERIFY(started.wait(5000));
    e.quit();
    // Killed after the grace period.
    QTRY_COMPARE_WITH_TIMEOUT(e.state(), EngineProcess::State::NotRunning, 3000);
}

void EngineProcessTest::stopBeforeReady()
{
    QFETCH(QString, protocol);
    EngineProcess e;
    QSignalSpy started(&e, &EngineProcess::started);
    e.start(fakeFor(protocol, "good"));
    QVERIFY(started.wait(5000));
    e.go(chess::Position(), {}, depth(1));
    e.stop(); // before readyok: nothing was searched, nothing to wait for
    QCOMPARE(e.state(), EngineProcess::State::Idle);
}

void EngineProcessTest::uciPonderHit()
{
    EngineProcess e;
    QSignalSpy started(&e, &EngineProcess::started);
    QSignalSpy best(&e, &EngineProcess::bestMove);
    QSignalSpy lines(&e, &EngineProcess::line);
    e.start(fake("good"));
    QVERIFY(started.wait(5000));
    SearchLimits l;
    l.ponder = true;
    l.wtimeMs = 1000;
    l.btimeMs = 1000;
    e.go(chess::Position(), {}, l);
    QTRY_VERIFY_WITH_TIMEOUT(
        sent(lines).contains(QStringLiteral("go ponder wtime 1000 btime 1000")), 3000);
    QTest::qWait(50);
    QCOMPARE(best.count(), 0); // pondering goes on until ponderhit
    e.ponderHit();
    QVERIFY(best.wait(3000));
    QCOMPARE(best.at(0).at(0).toString(), QStringLiteral("d2d4"));
    QVERIFY(sent(lines).contains(QStringLiteral("ponderhit")));
}

void EngineProcessTest::uciChess960Managed()
{
    EngineProcess e;
    QSignalSpy started(&e, &EngineProcess::started);
    QSignalSpy best(&e, &EngineProcess::bestMove);
    QSignalSpy lines(&e, &EngineProcess::line);
    e.start(fake("good"));
    QVERIFY(started.wait(5000));
    auto p =
        chess::positionFromFen("bqnb1rkr/pp3ppp/3ppn2/2p5/5P2/P2P4/NPP1P1PP/BQ1BNRKR w HFhf - 2 9");
    QVERIFY(p.hasValue());
    chess::Position pos = *p;
    pos.setChess960(true);
    e.go(pos, {}, depth(1));
    QVERIFY(best.wait(5000));
    const QStringList out = sent(lines);
    const auto set = out.indexOf(QStringLiteral("setoption name UCI_Chess960 value true"));
    QVERIFY2(set >= 0 && set < out.indexOf(QStringLiteral("isready")), qPrintable(out.join(u'|')));
    // Back to standard chess: switched off once.
    e.go(chess::Position(), {}, depth(1));
    QVERIFY(best.wait(5000));
    QCOMPARE(sent(lines).count(QStringLiteral("setoption name UCI_Chess960 value false")), 1);
}

void EngineProcessTest::autoDetect()
{
    for (const auto& [mode, protocol] :
         {std::pair{"good", Protocol::Uci}, std::pair{"xgood", Protocol::XBoard},
          std::pair{"xquiet", Protocol::XBoard}, std::pair{"xquit", Protocol::XBoard},
          std::pair{"xgnu", Protocol::XBoard}}) {
        EngineProcess e;
        e.setTimeouts({5000, 5000, 5000, 1000, 2000, 300}); // xquiet: XBoard is tried after 300 ms
        QSignalSpy started(&e, &EngineProcess::started);
        QElapsedTimer t;
        t.start();
        e.start(fake(mode));
        QVERIFY(started.wait(5000));
        QCOMPARE(e.protocol(), protocol);
        // "Error (unknown command): uci" switches at once, without waiting for the deadline.
        qInfo("%s: detected in %lld ms", mode, static_cast<long long>(t.elapsed()));
        QCOMPARE(e.name(), QStringLiteral("Fake ") + QString::fromLatin1(mode));
    }
}

void EngineProcessTest::xboardHandshakeAndSearch()
{
    EngineProcess e;
    QSignalSpy started(&e, &EngineProcess::started);
    QSignalSpy best(&e, &EngineProcess::bestMove);
    QSignalSpy infos(&e, &EngineProcess::info);
    QSignalSpy lines(&e, &EngineProcess::line);
    e.start(fake("xgood", Protocol::XBoard));
    QVERIFY(started.wait(5000));
    QCOMPARE(e.protocol(), Protocol::XBoard);
    QCOMPARE(e.name(), QStringLiteral("Fake xgood"));
    QStringList out = sent(lines);
    QCOMPARE(out.mid(0, 2), (QStringList{QStringLiteral("xboard"), QStringLiteral("protover 2")}));
    QVERIFY(out.contains(QStringLiteral("accepted ping")));
    QVERIFY(out.contains(QStringLiteral("accepted usermove")));
    QVERIFY(out.contains(QStringLiteral("rejected frobnicate")));
    QVERIFY(out.contains(QStringLiteral("accepted done")));
    QCOMPARE(e.options().size(), std::size_t(4));
    QCOMPARE(QString::fromStdString(e.options()[1].name), QStringLiteral("Style"));
    QCOMPARE(e.options()[1].defaultValue, std::string("Normal"));
    QCOMPARE(e.options()[2].path, PathKind::File);

    SearchLimits l;
    l.movetimeMs = 2000;
    e.go(chess::Position(), {}, l);
    QVERIFY(best.wait(5000));
    QCOMPARE(best.at(0).at(0).toString(), QStringLiteral("g1f3"));
    out = sent(lines);
    QVERIFY2(out.contains(QStringLiteral("st 2")), qPrintable(out.join(u'|')));
    QVERIFY(out.indexOf(QStringLiteral("ping 1")) < out.indexOf(QStringLiteral("go")));
    QCOMPARE(infos.count(), 3);
    const Info first = infos.at(0).at(0).value<Info>();
    QCOMPARE(first.depth, 1);
    QCOMPARE(first.score->value, 20);
    QCOMPARE(first.pv, (std::vector<std::string>{"g1f3", "g8f6", "c2c4"}));
    const Info second = infos.at(1).at(0).value<Info>();
    QCOMPARE(second.seldepth, 12);
    QCOMPARE(second.nps, std::optional<std::uint64_t>(3700));
    QCOMPARE(second.timeMs, std::optional<std::uint64_t>(10));
    QCOMPARE(second.pv, (std::vector<std::string>{"g1f3", "d7d5"}));
    const Info third = infos.at(2).at(0).value<Info>();
    QCOMPARE(third.score->kind, Score::Kind::Mate);
    QCOMPARE(third.score->value, 3);
    e.quit();
    QTRY_COMPARE_WITH_TIMEOUT(e.state(), EngineProcess::State::NotRunning, 3000);
}

void EngineProcessTest::xboardSan()
{
    EngineProcess e;
    QSignalSpy started(&e, &EngineProcess::started);
    QSignalSpy best(&e, &EngineProcess::bestMove);
    QSignalSpy lines(&e, &EngineProcess::line);
    e.start(fake("xsan", Protocol::XBoard));
    QVERIFY(started.wait(5000));
    const chess::Position start;
    std::vector<chess::Move> moves;
    chess::Position p = start;
    for (const char* m : {"e2e4", "e7e5"}) {
        moves.push_back(*chess::parseUci(p, m));
        p.play(moves.back());
    }
    e.go(start, moves, depth(3));
    QVERIFY(best.wait(5000));
    QCOMPARE(best.at(0).at(0).toString(), QStringLiteral("g1f3")); // "move Nf3"
    const QStringList out = sent(lines);
    QVERIFY2(out.contains(QStringLiteral("usermove e4"))
                 && out.contains(QStringLiteral("usermove e5")),
             qPrintable(out.join(u'|')));
}

void EngineProcessTest::xboardGameSync()
{
    EngineProcess e;
    QSignalSpy started(&e, &EngineProcess::started);
    QSignalSpy best(&e, &EngineProcess::bestMove);
    QSignalSpy lines(&e, &EngineProcess::line);
    e.start(fake("xgood", Protocol::XBoard));
    QVERIFY(started.wait(5000));
    const chess::Position start;
    auto line = [&](std::initializer_list<const char*> uci) {
        std::vector<chess::Move> out;
        chess::Position p = start;
        for (const char* m : uci) {
            out.push_back(*chess::parseUci(p, m));
            p.play(out.back());
        }
        return out;
    };
    auto sentDuring = [&](const std::vector<chess::Move>& moves) {
        lines.clear();
        e.go(start, moves, depth(2));
        best.clear();
        if (!best.wait(5000)) return QStringList{QStringLiteral("(no bestmove)")};
        return sent(lines);
    };
    QStringList out = sentDuring(line({"e2e4", "e7e5"}));
    QVERIFY2(out.contains(QStringLiteral("new")) && out.contains(QStringLiteral("usermove e2e4"))
                 && out.contains(QStringLiteral("usermove e7e5")),
             qPrintable(out.join(u'|')));
    QVERIFY(out.contains(QStringLiteral("sd 2")));
    // The engine played g1f3 itself; the game goes on with b8c6: only that move is sent (and
    // the fake answers f3g1).
    out = sentDuring(line({"e2e4", "e7e5", "g1f3", "b8c6"}));
    QVERIFY2(!out.contains(QStringLiteral("new")) && !out.contains(QStringLiteral("usermove e2e4"))
                 && out.contains(QStringLiteral("usermove b8c6"))
                 && !out.contains(QStringLiteral("sd 2")),
             qPrintable(out.join(u'|')));
    QCOMPARE(out.first(), QStringLiteral("force"));
    // Another game: from the start again.
    out = sentDuring(line({"d2d4", "d7d5"}));
    QVERIFY2(out.contains(QStringLiteral("new")) && out.contains(QStringLiteral("usermove d2d4")),
             qPrintable(out.join(u'|')));
    // A set-up position: setboard.
    const auto p = chess::positionFromFen("4k3/8/8/8/8/8/4P3/4K3 w - - 0 1");
    lines.clear();
    best.clear();
    e.go(*p, {}, depth(2));
    QTRY_VERIFY_WITH_TIMEOUT(sent(lines).contains(QStringLiteral("go")), 3000);
    QVERIFY(sent(lines).contains(QStringLiteral("setboard 4k3/8/8/8/8/8/4P3/4K3 w - - 0 1")));
}

void EngineProcessTest::xboardEditWithoutSetboard()
{
    EngineProcess e;
    QSignalSpy started(&e, &EngineProcess::started);
    QSignalSpy best(&e, &EngineProcess::bestMove);
    QSignalSpy lines(&e, &EngineProcess::line);
    e.start(fake("xnoping", Protocol::XBoard));
    QVERIFY(started.wait(5000));
    const auto p = chess::positionFromFen("4k3/8/8/8/8/8/4P3/R3K1N1 w - - 0 1");
    e.go(*p, {}, depth(2));
    QVERIFY(best.wait(5000));
    const QStringList out = sent(lines);
    const auto edit = out.indexOf(QStringLiteral("edit"));
    QVERIFY2(edit > 0, qPrintable(out.join(u'|')));
    QCOMPARE(out.mid(edit, 8),
             (QStringList{QStringLiteral("edit"), QStringLiteral("#"), QStringLiteral("Ra1"),
                          QStringLiteral("Ke1"), QStringLiteral("Ng1"), QStringLiteral("Pe2"),
                          QStringLiteral("c"), QStringLiteral("Ke8")}));
    QVERIFY(!out.join(u'|').contains(QStringLiteral("ping 1")));
    QCOMPARE(best.at(0).at(0).toString(), QStringLiteral("g1f3"));
}

void EngineProcessTest::xboardClocks()
{
    EngineProcess e;
    QSignalSpy started(&e, &EngineProcess::started);
    QSignalSpy best(&e, &EngineProcess::bestMove);
    QSignalSpy lines(&e, &EngineProcess::line);
    e.start(fake("xgood", Protocol::XBoard));
    QVERIFY(started.wait(5000));
    SearchLimits l;
    l.wtimeMs = 3000;
    l.btimeMs = 2500;
    l.wincMs = 100;
    l.bincMs = 100;
    e.go(chess::Position(), {}, l);
    QVERIFY(best.wait(5000));
    QStringList out = sent(lines);
    const auto level = out.indexOf(QStringLiteral("level 0 0:03 0.1"));
    QVERIFY2(level > 0, qPrintable(out.join(u'|')));
    QCOMPARE(out.mid(level + 1, 3),
             (QStringList{QStringLiteral("time 300"), QStringLiteral("otim 250"),
                          QStringLiteral("go")}));
    // The next move: the clocks only.
    lines.clear();
    best.clear();
    chess::Position p;
    std::vector<chess::Move> moves{*chess::parseUci(p, "g1f3")};
    p.play(moves[0]);
    moves.push_back(*chess::parseUci(p, "g8f6"));
    p.play(moves[1]);
    l.wtimeMs = 2900;
    l.btimeMs = 2400;
    e.go(chess::Position(), moves, l);
    QVERIFY(best.wait(5000));
    out = sent(lines);
    QVERIFY2(!out.join(u'|').contains(QStringLiteral("level")), qPrintable(out.join(u'|')));
    QVERIFY(out.contains(QStringLiteral("time 290")) && out.contains(QStringLiteral("otim 240")));
}

void EngineProcessTest::xboardAnalyzeAndStop()
{
    EngineProcess e;
    QSignalSpy started(&e, &EngineProcess::started);
    QSignalSpy best(&e, &EngineProcess::bestMove);
    QSignalSpy infos(&e, &EngineProcess::info);
    QSignalSpy lines(&e, &EngineProcess::line);
    e.start(fake("xgood", Protocol::XBoard));
    QVERIFY(started.wait(5000));
    SearchLimits infinite;
    infinite.infinite = true;
    e.go(chess::Position(), {}, infinite);
    QTRY_COMPARE_WITH_TIMEOUT(infos.count(), 3, 3000);
    QCOMPARE(best.count(), 0);
    e.stop();
    QCOMPARE(e.state(), EngineProcess::State::Stopping);
    QVERIFY(best.wait(3000));
    QCOMPARE(best.at(0).at(0).toString(), QStringLiteral("g1f3"));
    QCOMPARE(best.at(0).at(1).toString(), QStringLiteral("d7d5"));
    const QStringList out = sent(lines);
    QVERIFY(out.contains(QStringLiteral("analyze")));
    QVERIFY(out.indexOf(QStringLiteral("exit")) < out.lastIndexOf(QStringLiteral("ping 2")));
    QCOMPARE(out.at(out.indexOf(QStringLiteral("exit")) + 1), QStringLiteral("xboard"));
    QCOMPARE(e.state(), EngineProcess::State::Idle);
    // And a second analysis of the same position works.
    best.clear();
    e.go(chess::Position(), {}, infinite);
    QTest::qWait(100);
    e.stop();
    QVERIFY(best.wait(3000));
}

void EngineProcessTest::xboardDrawResignResult()
{
    {
        EngineProcess e;
        QSignalSpy started(&e, &EngineProcess::started);
        QSignalSpy best(&e, &EngineProcess::bestMove);
        QSignalSpy draw(&e, &EngineProcess::drawOffered);
        QSignalSpy resigned(&e, &EngineProcess::resigned);
        e.start(fake("xresign", Protocol::XBoard));
        QVERIFY(started.wait(5000));
        e.go(chess::Position(), {}, depth(3));
        QVERIFY(best.wait(5000));
        QCOMPARE(best.at(0).at(0).toString(), QStringLiteral("0000"));
        QCOMPARE(draw.count(), 1);
        QCOMPARE(resigned.count(), 1);
    }
    {
        EngineProcess e;
        QSignalSpy started(&e, &EngineProcess::started);
        QSignalSpy best(&e, &EngineProcess::bestMove);
        QSignalSpy claimed(&e, &EngineProcess::resultClaimed);
        QSignalSpy draw(&e, &EngineProcess::drawOffered);
        QSignalSpy lines(&e, &EngineProcess::line);
        e.start(fake("xclaim", Protocol::XBoard));
        QVERIFY(started.wait(5000));
        e.go(chess::Position(), {}, depth(3));
        QVERIFY(best.wait(5000));
        QCOMPARE(best.at(0).at(0).toString(), QStringLiteral("g1f3"));
        QTRY_COMPARE_WITH_TIMEOUT(claimed.count(), 1, 3000);
        QCOMPARE(claimed.at(0).at(0).value<chess::Result>(), chess::Result::Draw);
        QCOMPARE(claimed.at(0).at(1).toString(), QStringLiteral("Draw by repetition"));
        e.offerDraw();
        QVERIFY(draw.wait(3000));
        e.gameOver(chess::Result::Draw, QStringLiteral("Draw agreed"));
        QVERIFY(sent(lines).contains(QStringLiteral("result 1/2-1/2 {Draw agreed}")));
    }
}

void EngineProcessTest::xboardOptions()
{
    EngineProcess e;
    QSignalSpy started(&e, &EngineProcess::started);
    QSignalSpy lines(&e, &EngineProcess::line);
    e.start(fake("xgood", Protocol::XBoard));
    QVERIFY(started.wait(5000));
    lines.clear();
    e.setOption(QStringLiteral("Hash"), QStringLiteral("64"));
    e.setOption(QStringLiteral("Threads"), QStringLiteral("2"));
    e.setOption(QStringLiteral("SyzygyPath"), QStringLiteral("/tb/syzygy"));
    e.setOption(QStringLiteral("Style"), QStringLiteral("Risky"));
    e.setOption(QStringLiteral("Clear Hash"), QString());
    e.setOption(QStringLiteral("Ponder"), QStringLiteral("true"));
    e.setOption(QStringLiteral("MultiPV"), QStringLiteral("3"));
    QCOMPARE(sent(lines),
             (QStringList{QStringLiteral("memory 64"), QStringLiteral("cores 2"),
                          QStringLiteral("egtpath syzygy /tb/syzygy"),
                          QStringLiteral("option Style=Risky"), QStringLiteral("option Clear Hash"),
                          QStringLiteral("hard")}));
}

void EngineProcessTest::xboardPonderHit()
{
    // XBoard has no ponderhit: pondering is analysis, and the hit turns it into a timed search.
    EngineProcess e;
    QSignalSpy started(&e, &EngineProcess::started);
    QSignalSpy best(&e, &EngineProcess::bestMove);
    QSignalSpy lines(&e, &EngineProcess::line);
    e.start(fake("xgood", Protocol::XBoard));
    QVERIFY(started.wait(5000));
    SearchLimits l;
    l.ponder = true;
    l.wtimeMs = 5000;
    l.btimeMs = 4000;
    e.go(chess::Position(), {}, l);
    QTRY_VERIFY_WITH_TIMEOUT(sent(lines).contains(QStringLiteral("analyze")), 3000);
    QTest::qWait(50);
    QCOMPARE(best.count(), 0);
    e.ponderHit();
    QVERIFY(best.wait(3000));
    QCOMPARE(best.count(), 1);
    QCOMPARE(best.at(0).at(0).toString(), QStringLiteral("g1f3"));
    const QStringList out = sent(lines);
    const auto exit = out.indexOf(QStringLiteral("exit"));
    QVERIFY2(exit > 0 && out.indexOf(QStringLiteral("time 500")) > exit
                 && out.lastIndexOf(QStringLiteral("go")) > exit,
             qPrintable(out.join(u'|')));
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

// Issue 19: "searchmoves" goes last (it takes every word after it), zero increments are not
// sent, and an engine writing "bestmove D2D4 ponder NULL" is read as d2d4 without a ponder
// move (it was refused as an illegal move, and NULL passed on as a move).
void EngineProcessTest::uciGoLineAndOldStyleMoves()
{
    EngineProcess e;
    QSignalSpy started(&e, &EngineProcess::started);
    QSignalSpy lines(&e, &EngineProcess::line);
    e.start(fake("oldstyle", Protocol::Uci));
    QVERIFY(started.wait(5000));
    SearchLimits limits;
    limits.wtimeMs = 60000;
    limits.btimeMs = 60000;
    limits.wincMs = 0;
    limits.bincMs = 0;
    limits.searchMoves = {"d2d4", "e2e4"};
    QSignalSpy best(&e, &EngineProcess::bestMove);
    QSignalSpy infos(&e, &EngineProcess::info);
    e.go(chess::Position(), {}, limits);
    QVERIFY(best.wait(5000));
    const QStringList out = sent(lines);
    QVERIFY2(out.contains(QStringLiteral("go wtime 60000 btime 60000 searchmoves d2d4 e2e4")),
             qPrintable(out.join(u'|')));
    QCOMPARE(best.at(0).at(0).toString(), QStringLiteral("d2d4"));
    QCOMPARE(best.at(0).at(1).toString(), QString());
    QVERIFY(infos.count() >= 1);
    const auto info = infos.at(0).at(0).value<Info>();
    QCOMPARE(info.pv, (std::vector<std::string>{"d2d4", "d7d5"}));
    QVERIFY(chess::parseUci(chess::Position(), best.at(0).at(0).toString().toStdString()));
    e.quit();
}

// Issue 19, XBoard: the opponent told after "new" (computer, name since the fake asked with
// name=1, rating), a takeback of two plies sent as "remove", pause/resume passed on, and
// "hint" answered in UCI notation (the fake says "Hint: e7e5").
void EngineProcessTest::xboardHintUndoPauseOpponent()
{
    EngineProcess e;
    QSignalSpy started(&e, &EngineProcess::started);
    QSignalSpy best(&e, &EngineProcess::bestMove);
    QSignalSpy lines(&e, &EngineProcess::line);
    QSignalSpy hints(&e, &EngineProcess::hint);
    e.start(fake("xgood", Protocol::XBoard));
    QVERIFY(started.wait(5000));
    e.setOpponent(xboard::Opponent{"Stockfish", true, 1800, 3400});
    const chess::Position start;
    auto line = [&](std::initializer_list<const char*> uci) {
        std::vector<chess::Move> out;
        chess::Position p = start;
        for (const char* m : uci) {
            out.push_back(*chess::parseUci(p, m));
            p.play(out.back());
        }
        return out;
    };
    e.go(start, {}, depth(2));
    QVERIFY(best.wait(5000)); // the fake (White) plays g1f3
    QCOMPARE(best.at(0).at(0).toString(), QStringLiteral("g1f3"));
    QStringList out = sent(lines);
    const qsizetype at = out.indexOf(QStringLiteral("new"));
    QVERIFY2(at >= 0 && out.indexOf(QStringLiteral("computer")) > at
                 && out.contains(QStringLiteral("name Stockfish"))
                 && out.contains(QStringLiteral("rating 1800 3400")),
             qPrintable(out.join(u'|')));
    best.clear();
    e.go(start, line({"g1f3", "g8f6"}), depth(2));
    QVERIFY(best.wait(5000)); // f3g1
    // Black's reply and the engine's answer taken back, another reply instead: "remove".
    lines.clear();
    best.clear();
    e.go(start, line({"g1f3", "b8c6"}), depth(2));
    QVERIFY(best.wait(5000));
    QCOMPARE(best.at(0).at(0).toString(), QStringLiteral("f3g1"));
    out = sent(lines);
    QVERIFY2(out.contains(QStringLiteral("remove")) && !out.contains(QStringLiteral("new"))
                 && out.contains(QStringLiteral("usermove b8c6")),
             qPrintable(out.join(u'|')));
    lines.clear();
    e.pause();
    e.resume();
    e.requestHint();
    QVERIFY(hints.wait(3000));
    QCOMPARE(hints.at(0).at(0).toString(), QStringLiteral("e7e5"));
    out = sent(lines);
    QCOMPARE(out, (QStringList{"pause", "resume", "hint"}));
    e.quit();
}

QTEST_GUILESS_MAIN(EngineProcessTest)
#include "engineprocess_test.moc"
