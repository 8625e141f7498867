// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// Which engine options the user sets and which Kibitz sets itself, and which string options
// name files or folders. Shared by the options dialog (what to show, how to edit it) and by
// whatever starts an engine (what to apply from the user's saved values).

#include "engine/uci_client.h"

#include <cstdint>
#include <optional>
#include <string_view>

namespace kibitz::engine {

// Options Kibitz decides for the task at hand (UCI section "Options": the UCI_* names, plus
// MultiPV and Ponder): the number of lines is chosen in the engine pane, analysis mode and
// WDL output are switched on for analysis, Chess960 follows the position, strength limits
// belong to play. They are not shown in the options dialog and saved values are not applied.
// Names compare without regard to case, as the UCI document asks.
// The names of Kibitz's own settings kept with an engine's saved options (below: "xboard:" and
// "kibitz:") are managed too.
bool isManagedOption(std::string_view name);

// Kibitz's own play settings for XBoard engines, saved with the engine's options (engines.json)
// under names no engine declares (the colon): "random" (a check) and "nps N" (a spin, 0: off)
// are commands, not options, sent after each "new" (xboard::PlaySettings; launcher.h applies
// them; the options dialog edits them).
inline constexpr std::string_view XBoardRandomSetting = "xboard:random";
inline constexpr std::string_view XBoardNpsSetting = "xboard:nps";

// Kibitz's own setting for any engine, saved with its options likewise: the en passant square
// of the FEN a set-up position is sent with (uci::engineFen, UCI "position fen" and XBoard
// "setboard"): "legal" (the default: only when the capture is legal) or "xfen" (whenever a
// pawn of the side to move stands to take, legal or not, as X-FEN and python-chess write it).
inline constexpr std::string_view EnPassantSetting = "kibitz:enPassant";
// The policy a saved value names; nullopt for anything else.
std::optional<chess::EnPassantPolicy> enPassantPolicyFromName(std::string_view name);

// Whether a string option holds a file or folders, to be edited with a file dialog: as the
// engine declared it (XBoard's file and path types) or as its name says (EvalFile,
// "Debug Log File"; SyzygyPath, "Book Dir"), see pathKindByName in uci_client.h.
PathKind pathKind(const OptionDecl& option);

// The machine an engine runs on, for the defaults below.
struct Machine {
    std::uint64_t memoryBytes = 0; // physical memory; 0 when unknown
    int cores = 1;                 // logical processors
};
Machine thisMachine();

// Hash and Threads for an analysis engine whose user saved no value, chosen from the machine as
// modern GUIs do rather than the engines' historic 16 MB and one thread (which fill up within
// seconds of analysis): a sixty-fourth of the memory in MB rounded down to a power of two,
// between 16 and 512 MB (256 MB with 16 GB), and all cores but one, which stays for the window.
// Both within what the engine declares (spin min/max); nothing when the option is not a spin.
std::optional<long long> defaultHashMb(const OptionDecl& hash, const Machine& machine);
std::optional<long long> defaultThreads(const OptionDecl& threads, const Machine& machine);

// UCI engines write an empty default as "<empty>" (a convention Stockfish set).
std::string_view displayDefault(const OptionDecl& option);

} // namespace kibitz::engine
