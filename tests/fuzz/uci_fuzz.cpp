// SPDX-License-Identifier: GPL-3.0-or-later
// The UCI line parser (engine/uci_client.h): every line an engine may send becomes an event
// (Unknown or Malformed for garbage); a PV is turned into SAN as far as it is legal.

#include "harness.h"

#include "chess/position.h"
#include "engine/uci_client.h"

#include <variant>

namespace kibitz::fuzz {

int uci(const std::uint8_t* data, std::size_t size)
{
    using namespace kibitz::engine;
    std::string_view text = asText(data, size);
    const chess::Position start;
    while (!text.empty()) {
        const std::size_t nl = text.find('\n');
        const std::string_view line = text.substr(0, nl);
        text = nl == std::string_view::npos ? std::string_view() : text.substr(nl + 1);

        const UciEvent event = parseUciLine(line);
        if (const auto* info = std::get_if<Info>(&event)) {
            std::size_t used = 0;
            (void)pvToSan(start, info->pv, 8, &used);
            KIBITZ_FUZZ_CHECK(used <= info->pv.size());
            if (info->score) {
                (void)formatScore(*info->score);
                (void)formatScore(whitePov(*info->score, chess::Color::Black));
            }
        } else if (const auto* option = std::get_if<OptionDecl>(&event)) {
            (void)setOptionCommand(option->name, option->defaultValue);
        } else if (const auto* bad = std::get_if<Malformed>(&event)) {
            KIBITZ_FUZZ_CHECK(!bad->message.empty());
        }
    }
    return 0;
}

} // namespace kibitz::fuzz

KIBITZ_FUZZ_ENTRY(uci)
