// SPDX-License-Identifier: GPL-3.0-or-later
// The XBoard/CECP line parser (engine/xboard_client.h): every line becomes an event, garbage an
// Unknown one; every feature gets an answer.

#include "harness.h"

#include "engine/xboard_client.h"

#include <variant>

namespace kibitz::fuzz {

int xboard(const std::uint8_t* data, std::size_t size)
{
    using namespace kibitz::engine::xboard;
    std::string_view text = asText(data, size);
    while (!text.empty()) {
        const std::size_t nl = text.find('\n');
        const std::string_view line = text.substr(0, nl);
        text = nl == std::string_view::npos ? std::string_view() : text.substr(nl + 1);

        const Event event = parseLine(line);
        if (const auto* features = std::get_if<Features>(&event)) {
            for (const auto& [name, value] : features->pairs) {
                const std::string reply = featureReply(name);
                KIBITZ_FUZZ_CHECK(reply.starts_with("accepted ") || reply.starts_with("rejected "));
            }
        }
    }
    return 0;
}

} // namespace kibitz::fuzz

KIBITZ_FUZZ_ENTRY(xboard)
