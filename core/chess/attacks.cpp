// SPDX-License-Identifier: GPL-3.0-or-later
// Builds the attack tables declared in bitboard.h before main() runs. The magic numbers
// below were found by the search in initSlider (fixed seed, run once and printed); at
// start-up each is checked as its table is filled, and searched for again should a
// square's magic ever fail, so the tables are right even if a constant is mistyped.

#include "chess/bitboard.h"

#include <array>
#include <vector>

namespace kibitz::chess::detail {

Bitboard pawnAttacks[2][64];
Bitboard knightAttacks[64];
Bitboard kingAttacks[64];
Magic rookMagics[64];
Magic bishopMagics[64];
Bitboard between[64][64];
Bitboard line[64][64];

namespace {

Bitboard rookTable[0x19000];  // 102,400 entries: sum over squares of 2^(relevant bits)
Bitboard bishopTable[0x1480]; // 5,248 entries

constexpr Bitboard RookMagicSeeds[64] = {
    0x1280002480400010ull, 0x1040100040002001ull, 0x0280200010028008ull, 0x0480080010000480ull,
    0x820020ba00045008ull, 0x4200020008108104ull, 0x8200020001480084ull, 0x0200028500402412ull,
    0x0001800040008022ull, 0x0904400048201000ull, 0x8006002012004480ull, 0x0a10801000080083ull,
    0x2001000700080010ull, 0x0200800200800400ull, 0x8982004401084200ull, 0x00130000850000c2ull,
    0x0040048002814120ull, 0x0040008020008040ull, 0x0544410011002008ull, 0x2300210008100104ull,
    0x2088004004004200ull, 0x8002008002040080ull, 0x2400040002011008ull, 0x000a120001005084ull,
    0x0040002280004080ull, 0x1020200240005001ull, 0x2001001100200040ull, 0x0510040140180040ull,
    0x0000080080040080ull, 0x0010040080020080ull, 0x1101000100020004ull, 0x040110420000811cull,
    0x00c0108820800044ull, 0x00c0004484802002ull, 0x1000204482001200ull, 0x0028008008801000ull,
    0x0030800800800400ull, 0x0014040080800200ull, 0x8008820804009001ull, 0x4004004102000084ull,
    0x8420208040008000ull, 0x0010024060024000ull, 0x0010001020008080ull, 0x0a20080010008080ull,
    0x0400040008008080ull, 0x0001000204010008ull, 0x0000129108040010ull, 0x0000408400420001ull,
    0x0040008001c4a480ull, 0x0061002040008100ull, 0x1082802004100880ull, 0x02d0008008001080ull,
    0x0225001004080100ull, 0x0cc0800200040080ull, 0x105c480201100400ull, 0x0020410400804200ull,
    0x4400800102402615ull, 0x1001a24412008102ull, 0x0106483082006042ull, 0x1100042010010009ull,
    0x0401000800021005ull, 0x000100081a040005ull, 0x8100020110008804ull, 0x8408032a41028402ull,
};
constexpr Bitboard BishopMagicSeeds[64] = {
    0x2010501000808019ull, 0x0050102081004000ull, 0x00c4180200481200ull, 0x01120a02080c0000ull,
    0x2202021008000000ull, 0x0006085228204000ull, 0x40c4010430262001ull, 0x0046020210a40400ull,
    0x0010400208520090ull, 0x0120210808908081ull, 0x0000100086024920ull, 0x0008040400862080ull,
    0x0108011040210008ull, 0x0004421110080000ull, 0x004b288090282070ull, 0x00000200840c7281ull,
    0x4a0600d090103900ull, 0x0004040810008228ull, 0x0008401004404102ull, 0x000828e404001021ull,
    0x0004000201210011ull, 0x100500a2004a4600ull, 0x2400800044104880ull, 0x00c0840200840100ull,
    0x0010080c42880100ull, 0x1701103060044100ull, 0x031090042a040210ull, 0x6084080000220140ull,
    0x1003001023004000ull, 0x0042008084100084ull, 0x010210a202081100ull, 0x00004040120a2203ull,
    0x010450a4a0086000ull, 0x0001214850208800ull, 0x5040208801900020ull, 0x1000020080080080ull,
    0x0001190400020020ull, 0x0448100100602090ull, 0x084400840140a401ull, 0x8022048100022400ull,
    0x700c02a010810404ull, 0x0222025002430424ull, 0x000022002a003004ull, 0x5000022011028800ull,
    0x0200081104020440ull, 0x0082820042000101ull, 0x6190810200820400ull, 0x921004484082004bull,
    0x0000808808408000ull, 0x2276010108820000ull, 0x0000050241300308ull, 0x8000240a05040201ull,
    0x04d401180b040804ull, 0x0000844408420000ull, 0x0304100248011288ull, 0x4010044104222084ull,
    0x180e002a08042474ull, 0x0210004400b81808ull, 0x4020101244340400ull, 0x0004000081048800ull,
    0x0801020111020204ull, 0x0045002021020080ull, 0x100042240c008208ull, 0x0020200102082040ull,
};

constexpr int RookSteps[4][2] = {{1, 0}, {-1, 0}, {0, 1}, {0, -1}};
constexpr int BishopSteps[4][2] = {{1, 1}, {1, -1}, {-1, 1}, {-1, -1}};

// Ray-walking attacks, used only to build the tables.
Bitboard slowSliderAttacks(const int (&steps)[4][2], Square s, Bitboard occupied)
{
    Bitboard result = 0;
    for (const auto& step : steps) {
        int f = fileOf(s) + step[0];
        int r = rankOf(s) + step[1];
        while (f >= 0 && f < 8 && r >= 0 && r < 8) {
            const Bitboard b = bb(makeSquare(f, r));
            result |= b;
            if (occupied & b) break;
            f += step[0];
            r += step[1];
        }
    }
    return result;
}

Bitboard stepAttacks(Square s, std::initializer_list<std::array<int, 2>> steps)
{
    Bitboard result = 0;
    for (const auto& step : steps) {
        const int f = fileOf(s) + step[0];
        const int r = rankOf(s) + step[1];
        if (f >= 0 && f < 8 && r >= 0 && r < 8) result |= bb(makeSquare(f, r));
    }
    return result;
}

// xorshift64*: small, fast and good enough to find magics.
struct Prng {
    std::uint64_t state;
    std::uint64_t next()
    {
        state ^= state >> 12;
        state ^= state << 25;
        state ^= state >> 27;
        return state * 2685821657736338717ULL;
    }
    std::uint64_t sparse() { return next() & next() & next(); }
};

void initSlider(Magic (&magics)[64], Bitboard* table, const int (&steps)[4][2],
                [[maybe_unused]] const Bitboard (&seeds)[64])
{
    std::vector<Bitboard> occupancy(4096), reference(4096);
    std::vector<int> epoch(4096, 0);
    [[maybe_unused]] int attempt = 0;
    Bitboard* next = table;

    for (int sq = 0; sq < 64; ++sq) {
        const Square s = Square(sq);
        // Edges are irrelevant unless the slider stands on them.
        const Bitboard edges = ((bbs::Rank1 | bbs::Rank8) & ~bbs::rank(rankOf(s)))
                               | ((bbs::FileA | bbs::FileH) & ~bbs::file(fileOf(s)));
        Magic& m = magics[sq];
        m.mask = slowSliderAttacks(steps, s, 0) & ~edges;
        m.shift = unsigned(64 - popCount(m.mask));
        m.attacks = next;

        // Enumerate all subsets of the mask (Carry-Rippler).
        int size = 0;
        Bitboard subset = 0;
        do {
            occupancy[size] = subset;
            reference[size] = slowSliderAttacks(steps, s, subset);
            ++size;
            subset = (subset - m.mask) & m.mask;
        } while (subset);

#if defined(KIBITZ_USE_PEXT)
        m.magic = 0;
        for (int i = 0; i < size; ++i) next[m.offset(occupancy[i])] = reference[i];
#else
        Prng prng{0x9E3779B97F4A7C15ULL ^ (std::uint64_t(sq + 1) * 0xD1B54A32D192ED03ULL)};
        bool seeded = true;
        for (;;) {
            if (seeded) {
                m.magic = seeds[sq];
                seeded = false;
            } else {
                do {
                    m.magic = prng.sparse();
                } while (popCount((m.magic * m.mask) >> 56) < 6);
            }
            ++attempt;
            int i = 0;
            for (; i < size; ++i) {
                const unsigned idx = m.offset(occupancy[i]);
                if (epoch[idx] < attempt) {
                    epoch[idx] = attempt;
                    next[idx] = reference[i];
                } else if (next[idx] != reference[i]) {
                    break;
                }
            }
            if (i == size) break;
        }
#endif
        next += size;
    }
}

struct Initializer {
    Initializer()
    {
        for (int sq = 0; sq < 64; ++sq) {
            const Square s = Square(sq);
            pawnAttacks[0][sq] = stepAttacks(s, {{-1, 1}, {1, 1}});
            pawnAttacks[1][sq] = stepAttacks(s, {{-1, -1}, {1, -1}});
            knightAttacks[sq] = stepAttacks(
                s, {{1, 2}, {2, 1}, {2, -1}, {1, -2}, {-1, -2}, {-2, -1}, {-2, 1}, {-1, 2}});
            kingAttacks[sq] = stepAttacks(
                s, {{1, 0}, {1, 1}, {0, 1}, {-1, 1}, {-1, 0}, {-1, -1}, {0, -1}, {1, -1}});
        }
        initSlider(rookMagics, rookTable, RookSteps, RookMagicSeeds);
        initSlider(bishopMagics, bishopTable, BishopSteps, BishopMagicSeeds);

        for (int a = 0; a < 64; ++a) {
            for (int b = 0; b < 64; ++b) {
                between[a][b] = line[a][b] = 0;
                if (a == b) continue;
                const Square sa = Square(a), sb = Square(b);
                for (const auto* steps : {&BishopSteps, &RookSteps}) {
                    if (slowSliderAttacks(*steps, sa, 0) & bb(sb)) {
                        line[a][b] =
                            (slowSliderAttacks(*steps, sa, 0) & slowSliderAttacks(*steps, sb, 0))
                            | bb(sa) | bb(sb);
                        between[a][b] = slowSliderAttacks(*steps, sa, bb(sb))
                                        & slowSliderAttacks(*steps, sb, bb(sa));
                    }
                }
            }
        }
    }
};

const Initializer initializer;

} // namespace
} // namespace kibitz::chess::detail
