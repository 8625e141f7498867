// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// Train > Drill Repertoire: a repertoire (a PGN file with variations, for White or Black;
// core/train/repertoire.h) played line by line. The opponent's replies come from the
// repertoire, steered towards the cards that are due; at each of the user's turns the board
// waits for the repertoire's move. A card's first answer of the day is graded for SM-2
// (core/train/sm2.h): 5 right at once, 3 right after a wrong try, 1 when the move had to be
// shown; the schedule is kept per repertoire in the training store. New, due and learned
// counts stand above the board. Check Games… goes through a file of the user's games and
// lists where the user or the opponent left the repertoire.

#include "train/repertoire.h"
#include "train/trainerwindow.h"

#include <random>
#include <unordered_map>

class QComboBox;
class QLabel;
class QListWidget;
class QLineEdit;

namespace kibitz::ui {

class RepertoireTrainer : public TrainerWindow {
    Q_OBJECT

public:
    RepertoireTrainer(std::shared_ptr<train::TrainingStore> store, QWidget* parent = nullptr);

    // Reads the repertoire and starts its first line; false with the reason in *error.
    bool load(const QString& file, chess::Color color, QString* error = nullptr);
    // Lists where the games of `player` (with the repertoire's colour; everyone's when
    // empty) left the repertoire; false with the reason in *error.
    bool checkGames(const QString& file, const QString& player, QString* error = nullptr);

    [[nodiscard]] int cardCount() const { return int(m_repertoire.cards().size()); }
    [[nodiscard]] int newCount() const;
    [[nodiscard]] int dueCount() const;
    [[nodiscard]] int learnedCount() const;
    [[nodiscard]] bool waitingForUser() const { return m_card != nullptr; }
    // The repertoire's moves the board waits for (empty when it does not wait).
    [[nodiscard]] std::vector<chess::Move> expectedMoves() const;
    [[nodiscard]] const chess::Position& position() const { return m_position; }
    [[nodiscard]] QStringList departures() const;
    [[nodiscard]] QString countsText() const;

public slots:
    void showMove();
    void nextLine();
    void openRepertoire();
    void openGames();

signals:
    void cardAnswered(bool right);
    void lineFinished();

protected:
    void userMove(chess::Move move) override;

private:
    void advance();
    void reply() override;
    void grade(int quality);
    void updateCounts();
    int dueBelow(const chess::Position& pos, int depth) const;
    std::string deck() const;

    train::Repertoire m_repertoire;
    QString m_file;
    std::unordered_map<chess::Key, train::Sm2State> m_states;
    chess::Position m_position;
    const train::Card* m_card = nullptr; // the card waiting for the user's move
    bool m_wrongTry = false;
    bool m_graded = false; // this card's answer is recorded for this visit
    int m_lineCount = 0;
    std::mt19937 m_rng{std::random_device{}()};
    QLabel* m_counts;
    QComboBox* m_color;
    QLineEdit* m_player;
    QListWidget* m_departures;
};

} // namespace kibitz::ui
