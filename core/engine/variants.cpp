// SPDX-License-Identifier: GPL-3.0-or-later
#include "engine/variants.h"

#include "chess/variant.h"

#include <algorithm>

namespace kibitz::engine {

namespace {

bool sameName(std::string_view a, std::string_view b)
{
    return std::equal(a.begin(), a.end(), b.begin(), b.end(),
                      [](char x, char y) { return (x | 0x20) == (y | 0x20); });
}

void add(std::vector<std::string>& out, std::string name)
{
    if (std::find(out.begin(), out.end(), name) == out.end()) out.push_back(std::move(name));
}

// The variant a declared name stands for, when Kibitz plays it. Engines name more variants
// than Kibitz plays (fairy-stockfish: shogi, xiangqi, ...) and some with Chess960 folded in.
void addDeclared(std::vector<std::string>& out, std::string_view name)
{
    const auto parsed = chess::parseVariantName(name);
    if (!parsed) return;
    if (parsed->chess960 && parsed->variant == chess::Variant::Standard) {
        add(out, "chess960");
        return;
    }
    if (parsed->chess960) return; // "atomic960" alone says nothing about plain Atomic
    add(out, chess::variantUciName(parsed->variant));
}

} // namespace

std::vector<std::string> uciVariants(const std::vector<OptionDecl>& options)
{
    std::vector<std::string> out{"chess"};
    for (const OptionDecl& o : options) {
        if (sameName(o.name, "UCI_Chess960") && o.type == OptionType::Check) add(out, "chess960");
        if (sameName(o.name, "UCI_Variant") && o.type == OptionType::Combo)
            for (const std::string& v : o.vars) addDeclared(out, v);
    }
    return out;
}

std::vector<std::string> xboardVariants(const xboard::EngineFeatures& features)
{
    std::vector<std::string> out;
    for (const std::string& v : features.variants) addDeclared(out, v);
    return out;
}

std::string variantKey(chess::Variant v, bool chess960)
{
    if (v == chess::Variant::Standard) return chess960 ? "chess960" : "chess";
    return chess::variantUciName(v);
}

bool playsVariant(const std::vector<std::string>& variants, chess::Variant v, bool chess960)
{
    auto has = [&](std::string_view name) {
        return std::any_of(variants.begin(), variants.end(),
                           [name](const std::string& n) { return sameName(n, name); });
    };
    if (v == chess::Variant::Standard) return has(chess960 ? "chess960" : "chess");
    return has(chess::variantUciName(v)) && (!chess960 || has("chess960"));
}

std::string uciVariantChoice(const OptionDecl& uciVariant, chess::Variant v)
{
    for (const std::string& choice : uciVariant.vars) {
        const auto parsed = chess::parseVariantName(choice);
        if (parsed && !parsed->chess960 && parsed->variant == v) return choice;
    }
    return {};
}

} // namespace kibitz::engine
