// SPDX-License-Identifier: GPL-3.0-or-later
#include "engine/options.h"

#include <algorithm>
#include <cctype>
#include <string>

namespace kibitz::engine {

namespace {

std::string lower(std::string_view s)
{
    std::string out(s);
    std::transform(out.begin(), out.end(), out.begin(),
                   [](unsigned char c) { return char(std::tolower(c)); });
    return out;
}

} // namespace

bool isManagedOption(std::string_view name)
{
    const std::string n = lower(name);
    // The UCI document reserves the UCI_ prefix for options a GUI sets (UCI_AnalyseMode,
    // UCI_Chess960, UCI_Opponent, UCI_LimitStrength, UCI_Elo, ...; UCI_ShowWDL and
    // UCI_Variant follow the same rule).
    return n == "multipv" || n == "ponder" || n.starts_with("uci_") || n.starts_with("xboard:");
}

PathKind pathKind(const OptionDecl& option)
{
    if (option.type != OptionType::String) return PathKind::None;
    return option.path != PathKind::None ? option.path : pathKindByName(option.name);
}

std::string_view displayDefault(const OptionDecl& option)
{
    if (option.defaultValue == "<empty>") return {};
    return option.defaultValue;
}

} // namespace kibitz::engine
