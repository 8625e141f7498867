// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// A move entered where the game already goes on with another: ChessBase's question, in a
// small dialog beside the board. New Variation (the default: Enter), New Main Line,
// Overwrite or Insert (model::GameDocument::NewMove says what each does), or Cancel (Escape).
// "Always do this" remembers the answer, which Edit > Preferences shows and changes back to
// asking.

#include "model/gamedocument.h"

#include <QDialog>

#include <array>
#include <optional>

class QCheckBox;
class QRect;
class QPushButton;

namespace kibitz::ui {

// The remembered answer; nullopt: ask each time (the default).
std::optional<model::GameDocument::NewMove> savedNewMoveChoice();
void saveNewMoveChoice(std::optional<model::GameDocument::NewMove> choice);
// The choices as a user reads them, in the dialog's order.
QString newMoveChoiceText(model::GameDocument::NewMove choice);

class NewMoveDialog : public QDialog {
    Q_OBJECT

public:
    // move: the move as the notation reads it ("2. Nc3"); continuation: the game's move there.
    NewMoveDialog(const QString& move, const QString& continuation, QWidget* parent = nullptr);

    // The choice made (after exec() returned Accepted).
    [[nodiscard]] model::GameDocument::NewMove choice() const { return m_choice; }
    [[nodiscard]] QCheckBox* alwaysBox() const { return m_always; }
    [[nodiscard]] QPushButton* button(model::GameDocument::NewMove choice) const;

    // The remembered answer if there is one, else the dialog's (remembered when "Always do
    // this" was ticked); nullopt when cancelled. The dialog stands beside board (global
    // coordinates) when it is given.
    static std::optional<model::GameDocument::NewMove> choose(QWidget* parent, const QString& move,
                                                              const QString& continuation,
                                                              const QRect& board = {});

private:
    model::GameDocument::NewMove m_choice = model::GameDocument::NewMove::Variation;
    QCheckBox* m_always;
    std::array<QPushButton*, 4> m_buttons{};
};

} // namespace kibitz::ui
