// SPDX-License-Identifier: GPL-3.0-or-later
// EngineProcess against real Debian engines (installed by .ci/setup): a second UCI engine
// (Ethereal, else Toga II) with multi-PV, GNU Chess and Fairy-Max over XBoard found by
// protocol detection, and short games with clocks between real engines, played to the end.
// Each test skips with a message when its engines are not installed.

#include "chess/fen.h"
#include "chess/notation.h"
#include "chess/status.h"
#include "engine/engineprocess.h"

#include <QElapsedTimer>
#include <QSignalSpy>
#include <QStandardPaths>
#include <QTest>

using namespace kibitz;
using namespace kibitz::engine;

namespace {

QString findEngine(const char* name)
{
    const QString n = QString::fromLatin1(name);
    QString path = QStandardPaths::findExecutable(n);
    if (path.isEmpty()) path = QStandardPaths::findExecutable(n, {QStringLiteral("/usr/games")});
    return path;
}

// Every move of a PV is legal in turn.
bool legalLine(const chess::Position& start, const std::vector<std::string>& pv)
{
    chess::Position p = start;
    for (const std::string& uci : pv) {
        const auto m = chess::parseUci(p, uci);
        if (!m.hasValue()) return false;
        p.play(*m);
    }
    return true;
}

struct Played {
    QString result, reason;
    int plies = 0;
    long long lowestClockMs[2] = {1LL << 40, 1LL << 40}; // before the increment, per colour
    QString error;
};

// Real engines on a busy two-core machine (the whole suite runs two tests at a time): GNU
// Chess alone takes 2-3 s to start. The deadlines here are generous because this test is
// about talking to the engines; the deadlines themselves are engineprocess_test's subject.
void bePatient(EngineProcess& e)
{
    EngineProcess::Timeouts t;
    t.handshakeMs = 40000;
    t.readyMs = 30000;
    t.stopMs = 15000;
    t.featuresMs = 5000;
    e.setTimeouts(t);
}

// A game with clocks: each move is searched with wtime/btime/winc/binc (XBoard: level, time
// and otim), the thinking time measured from go() to bestMove() and taken off the mover's clock.
Played playGame(const EngineCommand& whiteCmd, const EngineCommand& blackCmd, int baseMs, int incMs,
                int maxPlies)
{
    Played out;
    EngineProcess white, black;
    bePatient(white);
    bePatient(black);
    EngineProcess* engines[2] = {&white, &black};
    const EngineCommand* commands[2] = {&whiteCmd, &blackCmd};
    for (int i = 0; i < 2; ++i) {
        QSignalSpy started(engines[i], &EngineProcess::started);
        engines[i]->start(*commands[i]);
        if (!started.wait(60000)) {
            out.error = commands[i]->program + QStringLiteral(" did not start");
            return out;
        }
        engines[i]->newGame();
    }
    const chess::Position start;
    chess::Position pos = start;
    chess::History history(start);
    std::vector<chess::Move> moves;
    long long clock[2] = {baseMs, baseMs};
    bool resigned[2] = {false, false};
    QObject::connect(&white, &EngineProcess::resigned, [&] { resigned[0] = true; });
    QObject::connect(&black, &EngineProcess::resigned, [&] { resigned[1] = true; });
    for (;;) {
        const chess::GameStatus status = chess::gameStatus(pos, &history);
        if (status.isOver()) {
            out.result = QString::fromStdString(status.result());
            out.reason = QString::fromLatin1(chess::terminationName(status.termination));
            break;
        }
        if (status.canClaimThreefold || status.canClaimFiftyMoves) {
            out.result = QStringLiteral("1/2-1/2");
            out.reason = status.canClaimThreefold ? QStringLiteral("threefold repetition")
                                                  : QStringLiteral("fifty moves");
            break;
        }
        if (out.plies >= maxPlies) {
            out.result = QStringLiteral("*");
            out.reason = QStringLiteral("move cap");
            break;
        }
        const int side = pos.sideToMove() == chess::Color::White ? 0 : 1;
        EngineProcess& e = *engines[side];
        SearchLimits limits;
        limits.wtimeMs = clock[0];
        limits.btimeMs = clock[1];
        limits.wincMs = incMs;
        limits.bincMs = incMs;
        QSignalSpy best(&e, &EngineProcess::bestMove);
        QSignalSpy failed(&e, &EngineProcess::failed);
        QElapsedTimer t;
        t.start();
        e.go(start, moves, limits);
        if (!best.wait(int(clock[side]) + 5000)) {
            out.error =
                QStringLiteral("%1 gave no move at ply %2%3")
                    .arg(commands[side]->program)
                    .arg(out.plies)
                    .arg(failed.isEmpty() ? QString()
                                          : QStringLiteral(": ") + failed.at(0).at(0).toString());
            break;
        }
        clock[side] -= t.elapsed();
        out.lowestClockMs[side] = std::min(out.lowestClockMs[side], clock[side]);
        if (clock[side] < 0) {
            out.result = side == 0 ? QStringLiteral("0-1") : QStringLiteral("1-0");
            out.reason = QStringLiteral("lost on time");
            break;
        }
        clock[side] += incMs;
        const QString text = best.at(0).at(0).toString();
        if (resigned[side] || text == QLatin1String("0000")) {
            out.result = side == 0 ? QStringLiteral("0-1") : QStringLiteral("1-0");
            out.reason = QStringLiteral("resignation");
            break;
        }
        const auto m = chess::parseUci(pos, text.toStdString());
        if (!m.hasValue()) {
            out.error =
                QStringLiteral("%1 played the illegal move %2 in %3")
                    .arg(commands[side]->program, text, QString::fromStdString(chess::toFen(pos)));
            break;
        }
        pos.play(*m);
        history.push(pos);
        moves.push_back(*m);
        ++out.plies;
    }
    for (EngineProcess* e : engines) {
        if (!out.result.isEmpty() && out.result != QLatin1String("*"))
            e->gameOver(
                chess::parseResult(out.result.toStdString()).value_or(chess::Result::Unknown),
                out.reason);
        e->quit();
    }
    QTest::qWait(100);
    return out;
}

} // namespace

class EngineIntegrationTest : public QObject {
    Q_OBJECT

private slots:
    void uciMultiPv();
    void xboardDetectedAndAnalyses_data();
    void xboardDetectedAndAnalyses();
    void xboardTimedSearch();
    void gameUciAgainstXBoard();
    void gameXBoardAgainstXBoard();
};

void EngineIntegrationTest::uciMultiPv()
{
    QString path = findEngine("ethereal-chess");
    if (path.isEmpty()) path = findEngine("toga2");
    if (path.isEmpty())
        QSKIP("neither ethereal-chess nor toga2 is installed (apt-get install ethereal-chess)");
    EngineProcess e;
    bePatient(e);
    QSignalSpy started(&e, &EngineProcess::started);
    e.start(EngineCommand{path, {}, {}}); // Auto: detected as UCI
    QVERIFY(started.wait(60000));
    QCOMPARE(e.protocol(), Protocol::Uci);
    e.setOption(QStringLiteral("MultiPV"), QStringLiteral("3"));
    QSignalSpy best(&e, &EngineProcess::bestMove);
    QSignalSpy infos(&e, &EngineProcess::info);
    const chess::Position start =
        *chess::positionFromFen("r1bqkbnr/pppp1ppp/2n5/4p3/4P3/5N2/PPPP1PPP/RNBQKB1R w KQkq - 2 3");
    SearchLimits l;
    l.depth = 10;
    e.go(start, {}, l);
    QVERIFY(best.wait(30000));
    bool seen[4] = {};
    for (const auto& args : infos) {
        const auto i = args.at(0).value<Info>();
        if (i.multipv && *i.multipv >= 1 && *i.multipv <= 3 && !i.pv.empty()) {
            seen[*i.multipv] = true;
            QVERIFY2(legalLine(start, i.pv), i.pv.front().c_str());
        }
    }
    QVERIFY(seen[1] && seen[2] && seen[3]);
    QVERIFY(chess::parseUci(start, best.at(0).at(0).toString().toStdString()).hasValue());
}

void EngineIntegrationTest::xboardDetectedAndAnalyses_data()
{
    QTest::addColumn<QString>("program");
    QTest::addColumn<QStringList>("arguments");
    QTest::newRow("fairymax") << QStringLiteral("fairymax") << QStringList();
    QTest::newRow("gnuchess") << QStringLiteral("gnuchess") << QStringList();
}

void EngineIntegrationTest::xboardDetectedAndAnalyses()
{
    QFETCH(QString, program);
    QFETCH(QStringList, arguments);
    const QString path = findEngine(qPrintable(program));
    if (path.isEmpty()) QSKIP(qPrintable(program + QStringLiteral(" is not installed")));
    EngineProcess e;
    bePatient(e);
    QSignalSpy started(&e, &EngineProcess::started);
    QSignalSpy failed(&e, &EngineProcess::failed);
    // The dialogue, shown when something fails.
    QElapsedTimer clock;
    clock.start();
    QStringList log;
    connect(&e, &EngineProcess::line, this, [&](const QString& text, bool toEngine) {
        log << QStringLiteral("%1 %2 ")
                       .arg(clock.elapsed(), 6)
                       .arg(toEngine ? QStringLiteral(">") : QStringLiteral("<"))
                   + text.left(100);
    });
    auto dialogue = [&] {
        return (log.mid(0, 30) + QStringList{QStringLiteral("...")}
                + log.mid(qMax(30, int(log.size()) - 30)))
            .join(u'\n')
            .toLocal8Bit();
    };
    e.start(EngineCommand{path, arguments, {}}); // Auto
    QVERIFY2(started.wait(60000), (failed.isEmpty() ? QByteArray("no start")
                                                    : failed.at(0).at(0).toString().toLocal8Bit())
                                      + '\n' + dialogue());
    QCOMPARE(e.protocol(), Protocol::XBoard);
    QSignalSpy best(&e, &EngineProcess::bestMove);
    QSignalSpy infos(&e, &EngineProcess::info);
    // A middlegame position (out of book), analysed with analyze mode, then stopped.
    const chess::Position start = *chess::positionFromFen(
        "r1bq1rk1/pp2bppp/2n1pn2/3p4/2PP4/2N1PN2/PP1B1PPP/R2QKB1R w KQ - 0 8");
    SearchLimits infinite;
    infinite.infinite = true;
    e.go(start, {}, infinite);
    QTRY_VERIFY_WITH_TIMEOUT(infos.count() >= 3, 10000);
    QTest::qWait(300);
    e.stop();
    QVERIFY2(best.wait(10000), dialogue().constData());
    int withPv = 0;
    for (const auto& args : infos) {
        const auto i = args.at(0).value<Info>();
        QVERIFY(i.depth && i.score && i.nodes && i.timeMs);
        if (!i.pv.empty()) ++withPv;
        QVERIFY2(legalLine(start, i.pv), i.pv.empty() ? "" : i.pv.front().c_str());
    }
    QVERIFY(withPv > 0);
    QVERIFY(chess::parseUci(start, best.at(0).at(0).toString().toStdString()).hasValue());
    // The same engine, then a second position that continues the first: a timed search.
    best.clear();
    SearchLimits st;
    st.movetimeMs = 500;
    const auto m = *chess::parseUci(start, "a2a3");
    e.go(start, {m}, st);
    QVERIFY2(best.wait(10000), dialogue().constData());
    chess::Position after = start;
    after.play(m);
    QVERIFY2(chess::parseUci(after, best.at(0).at(0).toString().toStdString()).hasValue(),
             qPrintable(best.at(0).at(0).toString()));
    e.quit();
    QTRY_COMPARE_WITH_TIMEOUT(e.state(), EngineProcess::State::NotRunning, 5000);
}

void EngineIntegrationTest::xboardTimedSearch()
{
    // Fairy-Max has no setboard: a set-up position goes through edit mode.
    const QString path = findEngine("fairymax");
    if (path.isEmpty()) QSKIP("fairymax is not installed");
    EngineProcess e;
    bePatient(e);
    QSignalSpy started(&e, &EngineProcess::started);
    e.start(EngineCommand{path, {}, {}, Protocol::XBoard});
    QVERIFY(started.wait(60000));
    QSignalSpy best(&e, &EngineProcess::bestMove);
    // Mate in one, Black to move: Black's rook mates on a1.
    const chess::Position p = *chess::positionFromFen("6k1/5ppp/8/8/8/8/r4PPP/6K1 b - - 0 1");
    SearchLimits l;
    l.depth = 4;
    e.go(p, {}, l);
    QVERIFY(best.wait(10000));
    QCOMPARE(best.at(0).at(0).toString(), QStringLiteral("a2a1"));
}

void EngineIntegrationTest::gameUciAgainstXBoard()
{
    const QString sf = findEngine("stockfish"), fm = findEngine("fairymax");
    if (sf.isEmpty() || fm.isEmpty()) QSKIP("stockfish and fairymax are needed");
    QElapsedTimer t;
    t.start();
    const Played g = playGame(EngineCommand{fm, {}, {}}, EngineCommand{sf, {}, {}}, 5000, 200, 160);
    QVERIFY2(g.error.isEmpty(), qPrintable(g.error));
    qInfo("fairymax - stockfish: %s (%s) after %d plies in %lld ms; lowest clocks %lld / %lld ms",
          qPrintable(g.result), qPrintable(g.reason), g.plies, static_cast<long long>(t.elapsed()),
          g.lowestClockMs[0], g.lowestClockMs[1]);
    QVERIFY(!g.result.isEmpty());
    QVERIFY2(g.reason != QLatin1String("lost on time"), qPrintable(g.result));
    QVERIFY(g.plies > 0);
}

void EngineIntegrationTest::gameXBoardAgainstXBoard()
{
    const QString gnu = findEngine("gnuchess"), fm = findEngine("fairymax");
    if (gnu.isEmpty() || fm.isEmpty()) QSKIP("gnuchess and fairymax are needed");
    QElapsedTimer t;
    t.start();
    const Played g =
        playGame(EngineCommand{gnu, {}, {}}, EngineCommand{fm, {}, {}}, 5000, 200, 120);
    QVERIFY2(g.error.isEmpty(), qPrintable(g.error));
    qInfo("gnuchess - fairymax: %s (%s) after %d plies in %lld ms; lowest clocks %lld / %lld ms",
          qPrintable(g.result), qPrintable(g.reason), g.plies, static_cast<long long>(t.elapsed()),
          g.lowestClockMs[0], g.lowestClockMs[1]);
    QVERIFY(!g.result.isEmpty());
    QVERIFY2(g.reason != QLatin1String("lost on time"), qPrintable(g.result));
}

QTEST_GUILESS_MAIN(EngineIntegrationTest)
#include "engine_integration_test.moc"
