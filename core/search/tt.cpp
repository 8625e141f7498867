// SPDX-License-Identifier: GPL-3.0-or-later
#include "search/tt.h"

#include "search/score.h"

#include <algorithm>
#include <bit>

namespace kibitz::search {

namespace {

// Mate scores are stored as distances from the node, so that the same entry reached
// through a transposition at another ply still means the right thing.
int scoreToTT(int score, int ply)
{
    if (score >= MateBound) return score + ply;
    if (score <= -MateBound) return score - ply;
    return score;
}

int scoreFromTT(int score, int ply)
{
    if (score >= MateBound) return score - ply;
    if (score <= -MateBound) return score + ply;
    return score;
}

} // namespace

TranspositionTable::TranspositionTable()
{
    resize(16);
}
TranspositionTable::~TranspositionTable() = default;

void TranspositionTable::resize(std::size_t megabytes)
{
    megabytes = std::clamp<std::size_t>(megabytes, 1, 1 << 16);
    const std::size_t wanted = megabytes * 1024 * 1024 / sizeof(Bucket);
    const std::size_t count = std::bit_floor(wanted);
    if (count != m_count) {
        m_buckets.reset(); // free first: old and new together may not fit
        m_buckets = std::make_unique<Bucket[]>(count);
        m_count = count;
    }
    m_megabytes = megabytes;
    clear();
}

void TranspositionTable::clear()
{
    std::fill(m_buckets.get(), m_buckets.get() + m_count, Bucket{});
    m_generation = 0;
}

TTHit TranspositionTable::probe(chess::Key key, int ply) const
{
    const Bucket* b = bucketFor(key);
    for (const TTEntry& e : b->entries) {
        if (e.key == key && e.bound() != Bound::None) {
            TTHit hit;
            hit.found = true;
            hit.move = chess::Move::fromRaw(e.move);
            hit.score = scoreFromTT(e.score, ply);
            hit.eval = e.eval;
            hit.depth = int(e.depth) + QuiescenceDepth;
            hit.bound = e.bound();
            return hit;
        }
    }
    return {};
}

// The replacement rule and the stamp are Stockfish's (src/tt.cpp, tt.h): the entry of the
// bucket with the least depth minus eight times its age goes; a deeper entry of this search
// stays unless the new result is exact; an entry keeps its old move when the new one is none;
// the stamp is a 6-bit generation over a 2-bit bound; hashfull counts this search's entries
// among the first thousand. Written here from that design, not translated.
void TranspositionTable::store(chess::Key key, int ply, chess::Move move, int score, int eval,
                               int depth, Bound bound)
{
    Bucket* b = bucketFor(key);
    TTEntry* slot = nullptr;
    int worst = 1 << 30;
    for (TTEntry& e : b->entries) {
        if (e.key == key || e.bound() == Bound::None) {
            slot = &e;
            break;
        }
        // Prefer to replace old entries, then shallow ones.
        const int age = (m_generation - e.generation()) & 63;
        const int value = int(e.depth) - 8 * age;
        if (value < worst) {
            worst = value;
            slot = &e;
        }
    }
    const int stored = depth - QuiescenceDepth;
    if (slot->key == key) {
        // The same position again. What this search found at least four plies deeper stays
        // unless the new result is exact: a deep bound prunes more than a fresh shallow one.
        // Kept or replaced, the position's best move is not lost for want of a new one.
        const bool deeperThisSearch =
            slot->generation() == m_generation && int(slot->depth) >= stored + 4;
        if (deeperThisSearch && bound != Bound::Exact) return;
        if (!move) move = chess::Move::fromRaw(slot->move);
    }
    slot->key = key;
    slot->move = move.raw();
    slot->score = std::int16_t(scoreToTT(score, ply));
    slot->eval = std::int16_t(eval);
    slot->depth = std::uint8_t(std::clamp(stored, 0, 255));
    slot->stamp = std::uint8_t((m_generation << 2) | std::uint8_t(bound));
}

int TranspositionTable::hashfull() const
{
    int used = 0;
    const std::size_t buckets = std::min<std::size_t>(m_count, 250);
    for (std::size_t i = 0; i < buckets; ++i)
        for (const TTEntry& e : m_buckets[i].entries)
            if (e.bound() != Bound::None && e.generation() == m_generation) ++used;
    return int(used * 1000 / (buckets * BucketSize));
}

} // namespace kibitz::search
