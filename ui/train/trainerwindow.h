// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// What the three trainers share: a window with the board on the left and, on the right, a
// title, a status line and the trainer's own controls; the training store (opened once per
// process in Kibitz's data folder); a worker for searches and probes, one at a time, so that
// the GUI thread never waits; and the board's (from, to, promotion) made into a legal move.

#include "chess/position.h"
#include "train/trainingstore.h"

#include <QWidget>

#include <initializer_list>
#include <memory>

class QLabel;
class QThreadPool;
class QTimer;
class QVBoxLayout;

namespace kibitz::ui {

class BoardView;

// The store in Kibitz's data folder (io::UserFolder::Data/training.sqlite); on an
// error, null and the error in *error.
std::shared_ptr<train::TrainingStore> defaultTrainingStore(QString* error = nullptr);
// Today as the store counts days (the Julian day of the local date).
std::int64_t trainingDay();
// The Syzygy folders the tablebase pane uses (the user's and the bundled ones).
std::vector<std::string> syzygyFolders();

class TrainerWindow : public QWidget {
    Q_OBJECT

public:
    explicit TrainerWindow(std::shared_ptr<train::TrainingStore> store, QWidget* parent = nullptr);
    ~TrainerWindow() override;

    [[nodiscard]] BoardView* board() const { return m_board; }
    [[nodiscard]] QString statusText() const;
    [[nodiscard]] QString titleText() const;
    // Milliseconds before the trainer plays the other side's reply (0 in tests).
    void setReplyDelay(int ms);

protected:
    void setTitle(const QString& text);
    void setStatus(const QString& text);
    // Shows pos from side's point of view, taking moves when interactive.
    void showPosition(const chess::Position& pos, chess::Color side, bool interactive);
    // Called with each legal move the user makes on the board.
    virtual void userMove(chess::Move move) = 0;
    // The other side's reply: reply() runs the reply delay after replySoon(), unless
    // cancelReply() came first.
    void replySoon();
    void cancelReply();
    virtual void reply() {}
    QVBoxLayout* controls() const { return m_controls; }
    // Adds a row of widgets, side by side, under the controls; stretch, one of them, takes the
    // room the others (at their natural widths) leave.
    void addControlRow(std::initializer_list<QWidget*> widgets, QWidget* stretch = nullptr);
    QThreadPool* worker() const { return m_worker; }
    train::TrainingStore* store() const { return m_store.get(); }

private:
    BoardView* m_board;
    QLabel* m_title;
    QLabel* m_status;
    QVBoxLayout* m_controls;
    QThreadPool* m_worker;
    QTimer* m_replyTimer;
    std::shared_ptr<train::TrainingStore> m_store;
    chess::Position m_position;
};

} // namespace kibitz::ui
