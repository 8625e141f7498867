// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// Variant names and start positions. Names are read as lichess, python-chess and
// fairy-stockfish spell them ("crazyhouse", "King of the Hill", "3check", "threecheck",
// "Three-check", "Racing Kings", ...), in any case and with or without spaces and dashes.

#include "chess/fen.h"
#include "chess/position.h"

#include <optional>
#include <string>
#include <string_view>

namespace kibitz::chess {

struct VariantName {
    Variant variant = Variant::Standard;
    bool chess960 = false; // "chess960", "fischerandom", "atomic960", ...
};

// nullopt for a name Kibitz does not play.
std::optional<VariantName> parseVariantName(std::string_view name);

// How the PGN Variant tag says it (lichess): "Crazyhouse", "King of the Hill", "Three-check".
const char* variantTagName(Variant v);
// How UCI's UCI_Variant and XBoard's variant command say it (python-chess, fairy-stockfish):
// "crazyhouse", "kingofthehill", "3check". "chess" for standard chess.
const char* variantUciName(Variant v);

// The start position of a variant, as FEN (python-chess's forms).
std::string_view variantStartFen(Variant v);
Position variantStartPosition(Variant v);

} // namespace kibitz::chess
