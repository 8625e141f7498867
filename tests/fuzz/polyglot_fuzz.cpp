// SPDX-License-Identifier: GPL-3.0-or-later
// Polyglot books (book/polyglot.h) from bytes. The first byte chooses whether the entries
// are re-keyed to positions Kibitz probes (so that random move fields are decoded and
// checked for legality, as a broken book's would be); the rest is the book. Every move a
// probe returns is legal, and a book written and read back has the same entries.

#include "harness.h"

#include "book/polyglot.h"
#include "chess/fen.h"

#include <array>
#include <random>

namespace kibitz::fuzz {

int polyglot(const std::uint8_t* data, std::size_t size)
{
    using namespace kibitz::book;
    using kibitz::chess::Position;
    if (size == 0) return 0;
    const std::uint8_t mode = data[0];
    auto book = PolyglotBook::fromBytes(asText(data + 1, size - 1), "fuzz.bin");
    if (!book) {
        KIBITZ_FUZZ_CHECK(!book.error().toString().empty());
        return 0;
    }

    std::array<Position, 4> positions;
    positions[1] = *chess::positionFromFen(
        "r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 0 1");
    positions[2] = *chess::positionFromFen("4k3/1P6/8/3pP3/8/8/8/4K3 w - d6 0 1");
    positions[3] =
        *chess::positionFromFen("nrkbbqrn/pppppppp/8/8/8/8/PPPPPPPP/NRKBBQRN w GBgb - 0 1");

    PolyglotBook probed = *book;
    if (mode & 1) {
        // Re-key: entry i belongs to position (i + mode/2) % 4.
        std::vector<Entry> entries = book->entries();
        for (std::size_t i = 0; i < entries.size(); ++i)
            entries[i].key = positions[(i + mode / 2) % positions.size()].key();
        probed = PolyglotBook::fromEntries(std::move(entries));
    }
    std::mt19937_64 rng(mode);
    for (const Position& pos : positions) {
        double shares = 0;
        for (const BookMove& m : probed.probe(pos)) {
            KIBITZ_FUZZ_CHECK(pos.isLegal(m.move));
            KIBITZ_FUZZ_CHECK(m.share >= 0 && m.share <= 1);
            shares += m.share;
        }
        KIBITZ_FUZZ_CHECK(shares <= 1.0001);
        const chess::Move weighted = probed.pickWeighted(pos, rng);
        KIBITZ_FUZZ_CHECK(weighted.isNone() || pos.isLegal(weighted));
        const chess::Move best = probed.pickBest(pos);
        KIBITZ_FUZZ_CHECK(best.isNone() || pos.isLegal(best));
    }

    // Written and read back: the same entries, sorted.
    const std::string bytes = writeBook(book->entries());
    auto again = PolyglotBook::fromBytes(bytes);
    KIBITZ_FUZZ_CHECK(again.hasValue());
    KIBITZ_FUZZ_CHECK(!again->unsorted());
    KIBITZ_FUZZ_CHECK(again->size() == book->size());
    return 0;
}

} // namespace kibitz::fuzz

KIBITZ_FUZZ_ENTRY(polyglot)
