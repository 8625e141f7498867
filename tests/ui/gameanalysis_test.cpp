// SPDX-License-Identifier: GPL-3.0-or-later
// Game > Analyse Game (issue 15) in the window: the built-in engine goes through the game
// shown, the result lands in the game as one edit (evaluations, the blunder's ??, a better
// line, the Annotator tag), the evaluation graph draws it, and one Undo takes it all back.

#include "analysis/evalgraph.h"
#include "analysis/gameanalysis.h"
#include "mainwindow/mainwindow.h"
#include "model/databasemodel.h"
#include "model/gamedocument.h"
#include "pgn/comment.h"

#include <QApplication>
#include <QFile>
#include <QProgressDialog>
#include <QStatusBar>
#include <QTemporaryDir>
#include <QToolButton>

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
        w.document()->toStart();
        QVERIFY(w.document()->forward());
        const pgn::Node* shown = w.document()->currentNode(); // 1. e4
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
        QCOMPARE(w.document()->currentNode(), shown); // the board stays where the user was
        QVERIFY(!game.headers().value("Annotator").empty());
        QVERIFY(w.evalGraph()->hasEvaluations());
        QCOMPARE(w.document()->undoStack()->count(), undoBefore + 1); // one edit

        w.document()->undoStack()->undo();
        QCOMPARE(w.document()->game().root()->next()->commentAfter(), before);
        QVERIFY(w.document()->game().headers().value("Annotator").empty());
        QVERIFY(!w.evalGraph()->hasEvaluations());
    }

    // Issue 31: the analysis runs in the background. Its progress and Cancel are in the status
    // bar, no dialog stands over the window, the game can be browsed meanwhile, and moves the
    // game marks "book" are not judged (Nf6, a blunder, stays without "??").
    void runsInTheBackground()
    {
        ui::MainWindow w;
        w.show();
        QVERIFY(QTest::qWaitForWindowExposed(&w));
        QVERIFY(!w.document()->loadText(
            QStringLiteral("1. e4 {book} e5 {book} 2. Qh5 {book} Nc6 {book} 3. Bc4 {book} Nf6 "
                           "{book} 4. Qxf7# 1-0")));
        w.document()->toEnd();
        engine::EngineEntry entry;
        entry.name = QStringLiteral("Kibitz");
        entry.command = QStringLiteral(KIBITZ_ENGINE);
        annotate::Options options;
        options.limits.depth = 5;
        options.limitText = QStringLiteral("depth=5");
        QSignalSpy finished(w.gameAnalysis(), &ui::GameAnalysis::finished);
        w.gameAnalysis()->start(w.document(), entry, options);
        QVERIFY(w.gameAnalysis()->isRunning());
        QWidget* progress = w.gameAnalysis()->progressWidget();
        QVERIFY(progress && progress->isVisible());
        QVERIFY(w.statusBar()->isAncestorOf(progress));
        QVERIFY(!QApplication::activeModalWidget());
        QVERIFY(w.findChildren<QProgressDialog*>().isEmpty());
        // Browsing while the engine works.
        w.document()->toStart();
        QVERIFY(w.document()->forward());
        QCOMPARE(w.document()->currentNode(), w.document()->game().root()->next());
        QVERIFY(finished.wait(60000));
        QCOMPARE(finished.takeFirst().at(0).toBool(), true);
        QVERIFY(!progress->isVisible());
        std::vector<const pgn::Node*> moves;
        for (const pgn::Node* n : w.document()->game().mainline()) moves.push_back(n);
        QCOMPARE(moves.size(), std::size_t(7));
        QVERIFY(moves[5]->nags().empty());
        QCOMPARE(pgn::parseComment(moves[5]->commentAfter()).text, std::string("book"));

        // Cancel in the status bar stops it; the game stays as it was.
        const int undo = w.document()->undoStack()->count();
        options.limits.depth.reset();
        options.limits.movetimeMs = 3000;
        options.limitText = QStringLiteral("movetime=3000");
        QVERIFY(!w.document()->loadText(QStringLiteral("1. d4 d5 2. c4 e6 3. Nc3 Nf6 *")));
        w.gameAnalysis()->start(w.document(), entry, options);
        QVERIFY(progress->isVisible());
        QTest::qWait(300);
        QTest::mouseClick(w.gameAnalysis()->cancelButton(), Qt::LeftButton);
        QTRY_COMPARE_WITH_TIMEOUT(finished.count(), 1, 10000);
        QCOMPARE(finished.takeFirst().at(0).toBool(), false);
        QVERIFY(!w.gameAnalysis()->isRunning());
        QVERIFY(!progress->isVisible());
        QVERIFY(w.document()->game().headers().value("Annotator").empty());
        QVERIFY(w.document()->undoStack()->count() <= undo + 1);
    }

    // Database > Analyse Selected Games: each selected game is annotated and replaces its
    // original in the database; the others stay as they were, byte for byte, when it is saved.
    void analyseGamesOfADatabase()
    {
        QTemporaryDir dir;
        const QString path = dir.filePath(QStringLiteral("three.pgn"));
        {
            QFile f(path);
            QVERIFY(f.open(QIODevice::WriteOnly));
            f.write("[Event \"a\"]\n[Result \"1-0\"]\n\n1. e4 e5 2. Qh5 Nc6 3. Bc4 Nf6 4. Qxf7# "
                    "1-0\n\n[Event \"b\"]\n[Result \"*\"]\n\n1. d4 {my own words} d5 *\n\n"
                    "[Event \"c\"]\n[Result \"0-1\"]\n\n1. f3 e5 2. g4 Qh4# 0-1\n");
        }
        ui::MainWindow w;
        model::DatabaseModel database;
        QSignalSpy opened(&database, &model::DatabaseModel::opened);
        database.open(path, dir.filePath(QStringLiteral("cache")));
        QVERIFY(opened.wait(30000));
        const QString untouched = *database.gameText(1);

        engine::EngineEntry entry;
        entry.name = QStringLiteral("Kibitz");
        entry.command = QStringLiteral(KIBITZ_ENGINE);
        annotate::Options options;
        options.limits.depth = 4;
        options.limitText = QStringLiteral("depth=4");
        QSignalSpy finished(w.gameAnalysis(), &ui::GameAnalysis::gamesFinished);
        w.gameAnalysis()->startGames(&database, {0, 2}, entry, options);
        QVERIFY(finished.wait(60000));
        QCOMPARE(finished.at(0).at(0).toInt(), 2);
        QCOMPARE(finished.at(0).at(1).toInt(), 2);
        QVERIFY(database.isModified());
        for (db::GameId g : {0u, 2u}) {
            const QString text = *database.gameText(g);
            QVERIFY2(text.contains(QStringLiteral("[%eval")), qPrintable(text));
            QVERIFY2(text.contains(QStringLiteral("[Annotator ")), qPrintable(text));
        }
        QCOMPARE(*database.gameText(1), untouched);
        QVERIFY(!database.save());
        QFile saved(path);
        QVERIFY(saved.open(QIODevice::ReadOnly));
        const QByteArray bytes = saved.readAll();
        QVERIFY(bytes.contains("1. d4 {my own words} d5 *"));
        const qsizetype evals = database.gameText(0)->toUtf8().count("[%eval")
                                + database.gameText(2)->toUtf8().count("[%eval");
        QCOMPARE(bytes.count("[%eval"), evals);
    }
};

QTEST_MAIN(GameAnalysisTest)
#include "gameanalysis_test.moc"
