// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// Train > Endgames: KQ v K, KR v K, KBN v K, the Lucena and the Philidor position, or any
// position set up by hand, played out against the tablebases. The user plays the side to
// move of the start; the other side answers with the tables' best move (the longest
// defence, or the quickest win). Each of the user's moves is graded against the tables'
// best (core/train/endgame.h): the result kept or not, and how many plies slower (DTM from
// Gaviota when both moves have it, else DTZ from Syzygy). A position the tables found do not
// cover (the Lucena and Philidor positions have five pieces; the bundled Syzygy tables have
// three and four) is played against the built-in engine instead and says which table files
// would answer it. The result of every endgame is kept in the training store.
//
// A position of up to 7 pieces that the local tables lack is asked of lichess's tablebase
// through the online lookup the window sets (the Tablebase pane's, online/onlineservices.h):
// its answer grades and replies as the local tables' would, and says it came from online.
// Where it cannot be asked (online services off, offline, no lookup), such a position's moves
// are not graded (the built-in engine still answers): an engine's search grading an endgame
// the tables decide would grade it wrong.

#include "chess/expected.h"
#include "chess/outcome.h"
#include "tablebase/report.h"
#include "train/endgame.h"
#include "train/judge.h"
#include "train/trainerwindow.h"

#include <functional>
#include <memory>

class QListWidget;

namespace kibitz::ui {

class EndgameTrainer : public TrainerWindow {
    Q_OBJECT

public:
    EndgameTrainer(std::shared_ptr<train::TrainingStore> store, QWidget* parent = nullptr);
    ~EndgameTrainer() override;

    // lichess's tablebase (or another's) for a position the local tables lack: the report,
    // or why there is none, in words ("online services are off").
    using OnlineAnswer = Expected<tb::Report, QString>;
    using OnlineLookup = std::function<void(QWidget* asker, const chess::Position& pos,
                                            std::function<void(OnlineAnswer)> answer)>;
    void setOnlineLookup(OnlineLookup lookup) { m_online = std::move(lookup); }

    // One of train::endgamePositions(), or a position of the user's.
    void start(int index);
    void startPosition(const QString& name, const chess::Position& position);

    [[nodiscard]] bool isBusy() const { return m_busy; }
    [[nodiscard]] bool isFinished() const { return m_finished; }
    [[nodiscard]] const chess::Position& position() const { return m_position; }
    [[nodiscard]] chess::Color userSide() const { return m_user; }
    [[nodiscard]] QStringList moveGrades() const;
    [[nodiscard]] int pliesLost() const { return m_pliesLost; }
    // "won", "drawn" or "lost" for the user once finished (as the training store keeps it).
    [[nodiscard]] QString resultText() const;
    [[nodiscard]] const chess::Outcome& outcome() const { return m_outcome; }
    // The tables' report on the position the user is to move in (when covered).
    [[nodiscard]] const tb::Report& report() const { return m_report; }
    // The report came from the online lookup.
    [[nodiscard]] bool reportOnline() const { return m_reportOnline; }

public slots:
    void setUp();
    void restart();

signals:
    void userTurn(); // the board waits for the user's move
    void finished(const QString& result);

protected:
    void userMove(chess::Move move) override;

private:
    void probe(const chess::Position& pos, bool userToMove);
    void probed(const tb::Report& report, bool userToMove);
    // A local report the online tables may cover: asks them, then goes on as probed.
    void probedLocally(const tb::Report& report, bool userToMove);
    void reply() override;
    bool checkEnd();
    void addGrade(const QString& text);

    QString m_name;
    chess::Position m_start;
    chess::Position m_position;
    chess::Color m_user = chess::Color::White;
    tb::Report m_report; // of m_position, when it is probed
    bool m_reportOnline = false;
    QString m_noOnline; // why an uncovered position of up to 7 pieces was not asked online
    OnlineLookup m_online;
    bool m_busy = false; // a probe or a search is running
    bool m_finished = false;
    int m_userMoves = 0;
    int m_pliesLost = 0;
    std::optional<int> m_startDistance; // the start's DTM (or DTZ), plies
    bool m_startDtm = false;
    chess::Outcome m_outcome; // once finished
    QString m_hint;           // what the position teaches, shown with the tables' verdict
    std::unique_ptr<train::MoveJudge> m_engine; // when the tables do not cover a position
    std::uint64_t m_generation = 0;             // drops answers for a position no longer shown
    QListWidget* m_positions;
    QListWidget* m_grades;
};

} // namespace kibitz::ui
