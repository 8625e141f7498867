// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "pgn/game.h"

#include <QDialog>

#include <vector>

class QTreeWidget;

namespace kibitz::ui {

// Lists the games of a PGN file (number, players, result, event, date) to pick one from.
// Double-click or Enter opens the game.
class GamePicker : public QDialog {
    Q_OBJECT

public:
    GamePicker(const QString& fileName, const std::vector<pgn::Headers>& games,
               QWidget* parent = nullptr);
    // The chosen game's index, or -1.
    [[nodiscard]] int selectedGame() const;

private:
    QTreeWidget* m_list;
};

} // namespace kibitz::ui
