// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// The transposition table: a hash of search results keyed by the position's Zobrist key.
// Buckets of four 16-byte entries share one cache line; a new result replaces the entry of
// the same position, else the shallowest or oldest one of the bucket.

#include "chess/types.h"
#include "chess/zobrist.h"

#include <cstddef>
#include <cstdint>
#include <memory>

namespace kibitz::search {

enum class Bound : std::uint8_t { None = 0, Upper = 1, Lower = 2, Exact = 3 };

struct TTEntry {
    std::uint64_t key = 0;
    std::uint16_t move = 0;
    std::int16_t score = 0;
    std::int16_t eval = 0;
    std::uint8_t depth = 0;
    std::uint8_t stamp = 0; // the search that wrote it in the upper 6 bits, Bound in the lower 2

    Bound bound() const { return Bound(stamp & 3); }
    std::uint8_t generation() const { return std::uint8_t(stamp >> 2); }
};
static_assert(sizeof(TTEntry) == 16);

// What a probe found, with the score already converted from "relative to the stored node"
// to "relative to the root at this ply".
struct TTHit {
    bool found = false;
    chess::Move move;
    int score = 0;
    int eval = 0;
    int depth = 0;
    Bound bound = Bound::None;
};

class TranspositionTable {
public:
    TranspositionTable();
    ~TranspositionTable();

    // Resizes to at most megabytes MB (a power of two number of buckets) and clears.
    void resize(std::size_t megabytes);
    void clear();
    void newSearch() { m_generation = std::uint8_t((m_generation + 1) & 63); }

    // The shallowest depth stored: quiescence without checks (-1; with checks 0). An entry
    // keeps depth - QuiescenceDepth in its byte.
    static constexpr int QuiescenceDepth = -1;

    TTHit probe(chess::Key key, int ply) const;
    void store(chess::Key key, int ply, chess::Move move, int score, int eval, int depth,
               Bound bound);
    void prefetch(chess::Key key) const { __builtin_prefetch(bucketFor(key)); }

    // Permille of the first thousand entries written in the current search (UCI "hashfull").
    int hashfull() const;
    std::size_t sizeMegabytes() const { return m_megabytes; }

private:
    static constexpr int BucketSize = 4;
    struct alignas(64) Bucket {
        TTEntry entries[BucketSize];
    };
    Bucket* bucketFor(chess::Key key) const { return &m_buckets[key & (m_count - 1)]; }

    std::unique_ptr<Bucket[]> m_buckets;
    std::size_t m_count = 0;
    std::size_t m_megabytes = 0;
    std::uint8_t m_generation = 0;
};

} // namespace kibitz::search
