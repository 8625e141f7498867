// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// The Train menu: Learn From Your Mistakes (the shown game's ? and ??, or a file of annotated
// games or exercises), Drill Repertoire and Endgames, each a window of its own.

#include "pgn/fwd.h"
#include "train/endgametrainer.h"

#include <functional>

class QMenu;
class QWidget;

namespace kibitz::ui {

class MistakesTrainer;
class RepertoireTrainer;

// Fills menu; currentGame gives the game shown in the window when asked (may return null);
// endgames, when set, is the online tablebase the endgame trainer asks (the window's).
void populateTrainMenu(QMenu* menu, QWidget* window,
                       const std::function<const pgn::Game*()>& currentGame,
                       const EndgameTrainer::OnlineLookup& endgames = {});

MistakesTrainer* openMistakesTrainer(QWidget* window, const pgn::Game* game);
RepertoireTrainer* openRepertoireTrainer(QWidget* window);
EndgameTrainer* openEndgameTrainer(QWidget* window,
                                   const EndgameTrainer::OnlineLookup& online = {});

} // namespace kibitz::ui
