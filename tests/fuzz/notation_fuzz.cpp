// SPDX-License-Identifier: GPL-3.0-or-later
// SAN, LAN and UCI reading (chess/notation.h). The first byte picks a position (standard,
// middlegame, promotions and en passant, Chess960 with castling); the rest is text split at
// spaces, each word read as a move and played. Whatever is read must be legal, and the
// move written in SAN, LAN and UCI must read back to the same move.

#include "harness.h"

#include "chess/fen.h"
#include "chess/movegen.h"
#include "chess/notation.h"

#include <array>

namespace kibitz::fuzz {

namespace {
constexpr std::array<std::string_view, 6> Positions = {
    "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1",
    // Kiwipete: castling both ways, pins, many captures.
    "r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 0 1",
    // Promotions (with capture) and en passant.
    "1r2k3/P1P5/8/3pP3/8/8/5p1p/4K1R1 w - d6 0 1",
    // Chess960, castling rights on the b and g files; the king stands between.
    "nrkbbqrn/pppppppp/8/8/8/8/PPPPPPPP/NRKBBQRN w GBgb - 0 1",
    // Chess960 where the king castles onto a rook square (king f1, rook g1).
    "1r3kr1/pppppppp/8/8/8/8/PPPPPPPP/1R3KR1 w GBgb - 0 1",
    // Ambiguous knights and rooks (file, rank and square disambiguation).
    "3k4/8/1N3N2/8/1N3N2/8/R6R/R3K3 w - - 0 1",
};
} // namespace

int notation(const std::uint8_t* data, std::size_t size)
{
    using namespace kibitz::chess;
    if (size == 0) return 0;
    auto start = positionFromFen(Positions[data[0] % Positions.size()]);
    KIBITZ_FUZZ_CHECK(start.hasValue());
    Position pos = *start;
    std::string_view text = asText(data + 1, size - 1);

    int played = 0;
    while (!text.empty() && played < 200) {
        const std::size_t space = text.find(' ');
        const std::string_view word = text.substr(0, space);
        text = space == std::string_view::npos ? std::string_view() : text.substr(space + 1);

        const auto san = parseSan(pos, word);
        const Move quick = parseSanQuick(pos, word);
        if (!quick.isNone()) {
            // The fast path may only ever agree with the full one.
            KIBITZ_FUZZ_CHECK(san.hasValue() && *san == quick);
        }
        const auto uci = parseUci(pos, word);
        const auto any = parseMove(pos, word);
        for (const auto* r : {&san, &uci, &any}) {
            if (!*r) {
                KIBITZ_FUZZ_CHECK(!r->error().message.empty());
                continue;
            }
            const Move m = r->value();
            KIBITZ_FUZZ_CHECK(m.isNull() ? !pos.isCheck() : pos.isLegal(m));
        }
        if (!any) continue;
        const Move m = *any;
        if (!m.isNull()) {
            const auto bySan = parseSan(pos, toSan(pos, m));
            KIBITZ_FUZZ_CHECK(bySan.hasValue() && *bySan == m);
            const auto byLan = parseMove(pos, toLan(pos, m));
            KIBITZ_FUZZ_CHECK(byLan.hasValue() && *byLan == m);
            const auto byUci = parseUci(pos, toUci(pos, m));
            KIBITZ_FUZZ_CHECK(byUci.hasValue() && *byUci == m);
        }
        pos.play(m);
        KIBITZ_FUZZ_CHECK(pos.isConsistent());
        ++played;
    }
    return 0;
}

} // namespace kibitz::fuzz

KIBITZ_FUZZ_ENTRY(notation)
