// SPDX-License-Identifier: GPL-3.0-or-later
// model::Analysis with the built-in engine, no widgets: MultiPV lines about the position given
// (after the game's moves), the best move, a new position clearing the old lines, options
// changed during a search sent before the next one, a mate search that ends by itself, and
// an engine that cannot start.

#include "chess/fen.h"
#include "chess/movegen.h"
#include "chess/notation.h"
#include "model/analysis.h"

#include <QSignalSpy>
#include <QTest>

using namespace kibitz;

namespace {

engine::EngineEntry builtIn()
{
    engine::EngineEntry e;
    e.name = QStringLiteral("Kibitz");
    e.command = QStringLiteral(KIBITZ_ENGINE);
    return e;
}

QStringList sent(const QSignalSpy& lines)
{
    QStringList out;
    for (const auto& args : lines)
        if (args.at(1).toBool()) out << args.at(0).toString();
    return out;
}

} // namespace

class AnalysisTest : public QObject {
    Q_OBJECT

private slots:
    void linesAboutTheGivenPosition()
    {
        model::Analysis a;
        a.setEngine(builtIn());
        a.setLineCount(2);
        QSignalSpy lines(&a, &model::Analysis::engineLine);
        const chess::Position start = chess::Position::startPosition();
        chess::Position p = start;
        std::vector<chess::Move> moves;
        for (const char* uci : {"e2e4", "e7e5"}) {
            moves.push_back(*chess::parseUci(p, uci));
            p.play(moves.back());
        }
        a.setGame(start, moves);
        QCOMPARE(a.position(), p);
        a.start();
        QVERIFY(a.isRunning());
        QTRY_VERIFY_WITH_TIMEOUT(a.lines().size() == 2, 15000);
        QVERIFY(sent(lines).contains(QStringLiteral("position startpos moves e2e4 e7e5")));
        QVERIFY(sent(lines).contains(QStringLiteral("setoption name MultiPV value 2")));
        QVERIFY(a.bestMove());
        QVERIFY(p.isLegal(a.bestMove()));
        QVERIFY(a.figures().nodes.has_value());

        // Another position: the old lines go at once, the new ones are about it.
        QSignalSpy moved(&a, &model::Analysis::positionChanged);
        const auto endgame = chess::positionFromFen("8/8/8/4k3/8/8/4PK2/8 w - - 0 1");
        a.setPosition(*endgame);
        QCOMPARE(moved.size(), 1);
        QVERIFY(a.lines().empty());
        QVERIFY(!a.bestMove());
        QTRY_VERIFY_WITH_TIMEOUT(!a.lines().empty(), 15000);
        QVERIFY(endgame->isLegal(a.bestMove()));

        // One line from now on: sent before the next search, which restarts.
        a.setLineCount(1);
        QTRY_VERIFY_WITH_TIMEOUT(
            sent(lines).contains(QStringLiteral("setoption name MultiPV value 1")), 15000);
        QTRY_VERIFY_WITH_TIMEOUT(a.lines().size() == 1, 15000);
        QTest::qWait(300);
        QCOMPARE(a.lines().size(), std::size_t(1));

        QSignalSpy running(&a, &model::Analysis::runningChanged);
        a.stop();
        QCOMPARE(running.size(), 1);
        QVERIFY(!a.isRunning());
        QVERIFY(!a.bestMove());
    }

    void mateSearchEndsByItself()
    {
        model::Analysis a;
        a.setEngine(builtIn());
        a.setPosition(*chess::positionFromFen("6k1/5ppp/8/8/8/8/5PPP/3R2K1 w - - 0 1"));
        a.setMateSearch(1);
        QSignalSpy ended(&a, &model::Analysis::mateSearchEnded);
        a.start();
        QVERIFY(ended.wait(15000));
        QVERIFY(!a.isRunning());
        QCOMPARE(a.mateNote(), QStringLiteral("Mate found."));
        QVERIFY(!a.lines().empty());
        const auto& best = a.lines().begin()->second;
        QCOMPARE(QString::fromStdString(best.pv.front()), QStringLiteral("d1d8"));
    }

    void engineThatCannotStart()
    {
        model::Analysis a;
        engine::EngineEntry e;
        e.name = QStringLiteral("Nowhere");
        e.command = QStringLiteral("/nonexistent/engine");
        a.setEngine(e);
        QSignalSpy failed(&a, &model::Analysis::failed);
        QSignalSpy running(&a, &model::Analysis::runningChanged);
        a.start();
        QVERIFY(failed.wait(10000) || !failed.isEmpty());
        QTRY_VERIFY(!a.isRunning());
        QCOMPARE(running.size(), 2); // on, then off
        QVERIFY(a.lines().empty());
    }
};

QTEST_GUILESS_MAIN(AnalysisTest)
#include "analysis_test.moc"
