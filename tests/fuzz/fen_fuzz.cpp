// SPDX-License-Identifier: GPL-3.0-or-later
// FEN, X-FEN and Shredder-FEN (chess/fen.h): any text is refused with an error or read into a
// position that writes back, in each flavour, to a FEN that reads to the same position.

#include "harness.h"

#include "chess/fen.h"
#include "chess/movegen.h"
#include "chess/notation.h"

namespace kibitz::fuzz {

int fen(const std::uint8_t* data, std::size_t size)
{
    using namespace kibitz::chess;
    const std::string_view text = asText(data, size);
    if (auto setup = parseFen(text); !setup) (void)setup.error().toString();

    for (const Validation mode : {Validation::Strict, Validation::Lenient}) {
        auto pos = positionFromFen(text, mode);
        if (!pos) {
            KIBITZ_FUZZ_CHECK(!pos.error().toString().empty());
            continue;
        }
        KIBITZ_FUZZ_CHECK(pos->isConsistent());
        for (const FenFlavor flavor : {FenFlavor::Fen, FenFlavor::XFen, FenFlavor::Shredder}) {
            if (flavor == FenFlavor::Fen && pos->isChess960()) continue; // KQkq cannot say it
            const std::string written = toFen(*pos, flavor);
            auto again = positionFromFen(written, mode);
            KIBITZ_FUZZ_CHECK(again.hasValue());
            KIBITZ_FUZZ_CHECK(*again == *pos);
            KIBITZ_FUZZ_CHECK(toFen(*again, flavor) == written);
        }
        (void)toFenPlacement(*pos);
        (void)boardFen(*pos);
        // Every legal move plays to a consistent position.
        for (const Move m : legalMoves(*pos)) {
            KIBITZ_FUZZ_CHECK(pos->isLegal(m));
            KIBITZ_FUZZ_CHECK(pos->after(m).isConsistent());
        }
    }
    return 0;
}

} // namespace kibitz::fuzz

KIBITZ_FUZZ_ENTRY(fen)
