// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// Train > Learn From Your Mistakes: the exercises of annotated games (core/train/exercise.h)
// one after another. The board shows the position from the side of the player who went
// wrong and waits for a move; a move is right when it is the exercise's or as good by the
// tables or the engine (core/train/judge.h: the same result in the tables, or within
// GoodEnoughCp centipawns), judged off the GUI thread. Hints show the piece to move, then its
// square; Show Solution shows the move and its line; after a right answer the line after it
// is played on the board. Each exercise's tries and first-try solutions are kept in the
// training store.

#include "pgn/comment.h"
#include "train/exercise.h"
#include "train/judge.h"
#include "train/trainerwindow.h"

#include <QFutureWatcher>

#include <memory>
#include <vector>

class QComboBox;
class QListWidget;
class QPushButton;
class QTimer;

namespace kibitz::ui {

class MistakesTrainer : public TrainerWindow {
    Q_OBJECT

public:
    MistakesTrainer(std::shared_ptr<train::TrainingStore> store, QWidget* parent = nullptr);
    ~MistakesTrainer() override;

    // Replaces the exercises (sourceName for the title: a file name, "this game").
    void setExercises(std::vector<train::Exercise> exercises, const QString& sourceName);
    // The exercises of a PGN file (every game's marked moves) or an EPD file with bm; an
    // error in words when the file cannot be read or holds none.
    static std::vector<train::Exercise> readExercises(const QString& path, QString* error);

    [[nodiscard]] int count() const { return int(m_shown.size()); }
    [[nodiscard]] int current() const { return m_current; }
    // Exercises solved with the first move and no hint, among those shown.
    [[nodiscard]] int solvedCount() const;
    [[nodiscard]] bool isJudging() const { return m_watcher.isRunning(); }
    [[nodiscard]] int hintLevel() const { return m_hints; }
    // The squares the hints marked (the piece, then its target).
    [[nodiscard]] const std::vector<pgn::SquareMark>& hintMarks() const { return m_hintMarks; }
    [[nodiscard]] const train::Exercise* currentExercise() const
    {
        return m_current < 0 ? nullptr : &exercise();
    }
    // The player whose mistakes are shown (empty: everyone's).
    void setPlayer(const QString& name);

public slots:
    void hint();
    void showSolution();
    void next();
    void previous();
    void openFile();

signals:
    // After each judged move (right or not), for tests and the results list.
    void judged(bool right);

protected:
    void userMove(chess::Move move) override;

private:
    struct Result {
        bool tried = false;    // a move was tried or the solution shown
        bool done = false;     // found, or its solution shown
        bool firstTry = false; // found with the first move, without a hint
    };
    void filter();
    void showExercise(int index);
    void finishJudgement();
    void record(bool solvedFirstTry);
    void playLineStep();
    void updateResults();
    const train::Exercise& exercise() const { return m_all[m_shown[std::size_t(m_current)]]; }

    std::vector<train::Exercise> m_all;
    std::vector<std::size_t> m_shown; // indices into m_all for the chosen player
    std::vector<Result> m_results;    // per m_all
    int m_current = -1;
    int m_hints = 0;
    std::vector<pgn::SquareMark> m_hintMarks;
    bool m_wrongTry = false;
    chess::Move m_pending;
    QString m_source;
    std::unique_ptr<tb::Tablebase> m_tables;
    std::unique_ptr<train::MoveJudge> m_judge;
    QFutureWatcher<train::Judgement> m_watcher;
    QTimer* m_lineTimer;
    std::size_t m_lineStep = 0;
    chess::Position m_linePosition;
    QComboBox* m_player;
    QListWidget* m_list;
    QPushButton* m_hint;
    QPushButton* m_solution;
};

} // namespace kibitz::ui
