// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// Which engine options the user sets and which Kibitz sets itself, and which string options
// name files or folders. Shared by the options dialog (what to show, how to edit it) and by
// whatever starts an engine (what to apply from the user's saved values).

#include "engine/uci.h"

#include <cstdint>
#include <string_view>

namespace kibitz::engine {

// Options Kibitz decides for the task at hand (UCI section "Options": the UCI_* names, plus
// MultiPV and Ponder): the number of lines is chosen in the engine pane, analysis mode and
// WDL output are switched on for analysis, Chess960 follows the position, strength limits
// belong to play. They are not shown in the options dialog and saved values are not applied.
// Names compare without regard to case, as the UCI document asks.
// The names of Kibitz's own settings kept with an XBoard engine's saved options (below) are
// managed too.
bool isManagedOption(std::string_view name);

// Kibitz's own play settings for XBoard engines, saved with the engine's options (engines.json)
// under names no engine declares (the colon): "random" (a check) and "nps N" (a spin, 0: off)
// are commands, not options, sent after each "new" (xboard::PlaySettings; launcher.h applies
// them; the options dialog edits them).
inline constexpr std::string_view XBoardRandomSetting = "xboard:random";
inline constexpr std::string_view XBoardNpsSetting = "xboard:nps";

// Whether a string option holds a file or folders, to be edited with a file dialog: as the
// engine declared it (XBoard's file and path types) or as its name says (EvalFile,
// "Debug Log File"; SyzygyPath, "Book Dir"), see pathKindByName in uci.h.
PathKind pathKind(const OptionDecl& option);

// UCI engines write an empty default as "<empty>" (a convention Stockfish set).
std::string_view displayDefault(const OptionDecl& option);

} // namespace kibitz::engine
