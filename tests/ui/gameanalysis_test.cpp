// SPDX-License-Identifier: GPL-3.0-or-later
// Game > Analyse Game (issue 15) in the window: the built-in engine goes through the game
// shown, the result lands in the game as one edit (evaluations, the blunder's ??, a better
// line, the Annotator tag), the evaluation graph draws it, and one Undo takes it all back.

#include "analysis/evalgraph.h"
#include "analysis/gameanalysis.h"
#include "mainwindow/mainwindow.h"
#include "model/gamedocument.h"
#include "pgn/comment.h"

#include <QSignalSpy>
#include <QStandardPaths>
#include <QTest>
#include <QUndoStack>

using namespace kibitz;

class GameAnalysisTest : public QObject {
    Q_OBJECT

private slots:
    void initTestCase() { QStandardPaths::setTestModeEnabled(true); }

    void analyseTheGameShown()
    {
        ui::MainWindow w;
        QVERIFY(
            !w.document()->loadText(QStringLiteral("1. e4 e5 2. Qh5 Nc6 3. Bc4 Nf6 4. Qxf7# 1-0")));
        const std::string before = w.document()->game().root()->next()->commentAfter();
        QVERIFY(!w.evalGraph()->hasEvaluations());
        engine::EngineEntry entry;
        entry.name = QStringLiteral("Kibitz");
        entry.command = QStringLiteral(KIBITZ_ENGINE);
        annotate::Options options;
        options.limits.depth = 5;
        options.limitText = QStringLiteral("depth=5");
        QSignalSpy finished(w.gameAnalysis(), &ui::GameAnalysis::finished);
        const int undoBefore = w.document()->undoStack()->count();
        w.gameAnalysis()->start(w.document(), entry, options);
        QVERIFY(w.gameAnalysis()->isRunning());
        QVERIFY(finished.wait(60000));
        QCOMPARE(finished.takeFirst().at(0).toBool(), true);

        const pgn::Game& game = w.document()->game();
        std::vector<const pgn::Node*> moves;
        for (const pgn::Node* n : game.mainline()) moves.push_back(n);
        QCOMPARE(moves.size(), std::size_t(7));
        QVERIFY(pgn::parseComment(moves[0]->commentAfter()).eval.has_value());
        QCOMPARE(moves[5]->nags(), std::vector<std::uint8_t>{4}); // Nf6??
        QVERIFY(moves[4]->children().size() >= 2);                // a better line than Nf6
        QVERIFY(!game.headers().value("Annotator").empty());
        QVERIFY(w.evalGraph()->hasEvaluations());
        QCOMPARE(w.document()->undoStack()->count(), undoBefore + 1); // one edit

        w.document()->undoStack()->undo();
        QCOMPARE(w.document()->game().root()->next()->commentAfter(), before);
        QVERIFY(w.document()->game().headers().value("Annotator").empty());
        QVERIFY(!w.evalGraph()->hasEvaluations());
    }
};

QTEST_MAIN(GameAnalysisTest)
#include "gameanalysis_test.moc"
