// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// The Train menu: Learn From Your Mistakes (the shown game's ? and ??, or a file of annotated
// games or exercises), Drill Repertoire and Endgames, each a window of its own.

#include <functional>

class QMenu;
class QWidget;

namespace kibitz::pgn {
class Game;
}

namespace kibitz::ui {

class MistakesTrainer;
class RepertoireTrainer;
class EndgameTrainer;

// Fills menu; currentGame gives the game shown in the window when asked (may return null).
void populateTrainMenu(QMenu* menu, QWidget* window,
                       const std::function<const pgn::Game*()>& currentGame);

MistakesTrainer* openMistakesTrainer(QWidget* window, const pgn::Game* game);
RepertoireTrainer* openRepertoireTrainer(QWidget* window);
EndgameTrainer* openEndgameTrainer(QWidget* window);

} // namespace kibitz::ui
