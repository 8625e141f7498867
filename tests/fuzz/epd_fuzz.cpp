// SPDX-License-Identifier: GPL-3.0-or-later
// EPD lines (chess/epd.h): refused with an error naming a column, or read into a position
// and operations that write back to a line reading the same.

#include "harness.h"

#include "chess/epd.h"
#include "chess/fen.h"

namespace kibitz::fuzz {

int epd(const std::uint8_t* data, std::size_t size)
{
    using namespace kibitz::chess;
    const std::string_view text = asText(data, size);
    for (const Validation mode : {Validation::Strict, Validation::Lenient}) {
        auto e = parseEpd(text, mode);
        if (!e) {
            KIBITZ_FUZZ_CHECK(e.error().column >= 0);
            (void)e.error().toString();
            continue;
        }
        for (const char* opcode : {"bm", "am", "pm", "sm"})
            if (auto moves = e->moves(opcode); moves)
                for (const Move m : *moves) KIBITZ_FUZZ_CHECK(e->position.isLegal(m));
        (void)e->operand("id");
        const std::string written = toEpd(*e);
        auto again = parseEpd(written, mode);
        KIBITZ_FUZZ_CHECK(again.hasValue());
        // The counters travel only as hmvc/fmvn operations (see toEpd).
        KIBITZ_FUZZ_CHECK(chess::toFenPlacement(again->position)
                          == chess::toFenPlacement(e->position));
        KIBITZ_FUZZ_CHECK(again->operations.size() == e->operations.size());
        KIBITZ_FUZZ_CHECK(toEpd(*again) == written);
    }
    return 0;
}

} // namespace kibitz::fuzz

KIBITZ_FUZZ_ENTRY(epd)
