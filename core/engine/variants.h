// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// Which chess variants an engine plays, from what it declared: UCI's UCI_Variant choices and
// UCI_Chess960, XBoard's "variants" feature. Names are the UCI ones (chess/variant.h:
// "chess", "crazyhouse", "3check", ...) plus "chess960"; XBoard's "normal" is "chess" and
// "fischerandom" is "chess960". Sans-IO and Qt-free, like the protocols.

#include "chess/types.h"
#include "engine/uci_client.h"
#include "engine/xboard_client.h"

#include <string>
#include <string_view>
#include <vector>

namespace kibitz::engine {

// The variants of a UCI engine: "chess" always, "chess960" with UCI_Chess960, and every
// UCI_Variant choice Kibitz plays (a variant Kibitz does not know is left out).
std::vector<std::string> uciVariants(const std::vector<OptionDecl>& options);
// The variants of an XBoard engine, from its "variants" feature.
std::vector<std::string> xboardVariants(const xboard::EngineFeatures& features);

// The name a game of this variant goes by in those lists ("chess960" for Chess960 standard
// chess; a variant's own name otherwise: Atomic960 is "atomic" played with UCI_Chess960).
std::string variantKey(chess::Variant v, bool chess960);
// Does an engine with these variants play the game? A variant with Chess960 castling needs
// "chess960" too (UCI_Chess960 on top of UCI_Variant).
bool playsVariant(const std::vector<std::string>& variants, chess::Variant v, bool chess960);

// The UCI_Variant combo choice for the variant, as the engine spells it (the choices are
// matched in any case): empty when the engine has no such choice.
std::string uciVariantChoice(const OptionDecl& uciVariant, chess::Variant v);

} // namespace kibitz::engine
