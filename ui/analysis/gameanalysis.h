// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// Game > Analyse Game…: an engine goes through the game shown in the background
// (annotate::Annotator), with a per-move limit chosen in a dialog, its progress and a Cancel
// button in the window's status bar (no dialog: the game stays browsable and editable while
// the engine works), and the result written into the game as one edit that Undo takes back
// (evaluations, NAGs, better lines, the summary and the Annotator tag; the user's own words stay).
// Database > Analyse Selected Games… does the same for games of a database, one after the
// other: each annotated game replaces its original in the database (saved with the
// database, as any edit of it); cancelling keeps the games already done. Both run as engine
// jobs (engine/jobpool.h, annotate/annotationjobs.h), as kibitz-cli annotate does: the engine
// starts through the launcher, with its saved options and strength.

#include "annotate/annotator.h"
#include "database/database.h"
#include "engine/jobpool.h"
#include "engine/registry.h"
#include "model/fwd.h"

#include <QObject>
#include <QPointer>

#include <functional>
#include <memory>
#include <optional>

class QLabel;
class QProgressBar;
class QToolButton;
class QWidget;

namespace kibitz::ui {

class GameAnalysis : public QObject {
    Q_OBJECT

public:
    explicit GameAnalysis(QWidget* window);
    ~GameAnalysis() override;

    // Asks for the engine and the limit, then analyses document's game.
    void analyse(model::GameDocument* document);
    // Without asking (tests, scripting); book may be null.
    void start(model::GameDocument* document, const engine::EngineEntry& engine,
               const annotate::Options& options);
    // Asks for the engine and the limit, then analyses these games of database.
    void analyseGames(model::DatabaseModel* database, const QList<db::GameId>& games);
    void startGames(model::DatabaseModel* database, const QList<db::GameId>& games,
                    const engine::EngineEntry& engine, const annotate::Options& options);
    [[nodiscard]] bool isRunning() const { return m_pool && m_pool->isRunning(); }
    // The progress in the status bar (a label, a bar and Cancel), shown while running; for tests.
    [[nodiscard]] QWidget* progressWidget() const { return m_progressBox; }
    [[nodiscard]] QProgressBar* progressBar() const { return m_bar; }
    [[nodiscard]] QToolButton* cancelButton() const { return m_cancel; }
    void cancel();
    // The annotated game goes into document: one undoable edit. Static for tests.
    static void apply(model::GameDocument* document, const pgn::Game& annotated);

signals:
    void finished(bool applied);
    // Database analysis: done games (replaced in the database) of the games asked for.
    void gamesFinished(int done, int total);

private:
    struct Choice {
        engine::EngineEntry engine;
        annotate::Options options;
    };
    // The dialog: engine and limit, remembered for next time; nothing when cancelled.
    std::optional<Choice> ask(const QString& title);
    // The pool for jobs games (the runners' source and sink given), progress shown.
    void startPool(const engine::EngineEntry& engine, const annotate::Options& options,
                   const engine::LaunchSettings& settings, const QString& label, std::size_t games,
                   std::function<std::optional<pgn::Game>(std::size_t)> source,
                   std::function<void(std::size_t, const pgn::Game&)> sink);
    void cleanUp();
    void showProgress(const QString& label);
    void setProgress(int done, int total);

    QWidget* m_window;
    QPointer<model::GameDocument> m_document;
    std::unique_ptr<engine::JobPool> m_pool;
    QWidget* m_progressBox = nullptr; // in the status bar, owned by it (else by the window)
    QLabel* m_label = nullptr;
    QProgressBar* m_bar = nullptr;
    QToolButton* m_cancel = nullptr;
    // Database analysis.
    QPointer<model::DatabaseModel> m_database;
    QList<db::GameId> m_games;
    int m_doneGames = 0;
};

} // namespace kibitz::ui
