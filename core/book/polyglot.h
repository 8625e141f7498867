// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// Polyglot opening books (.bin). The format (Michel Van den Bergh's description of the
// Polyglot book format): a sorted array of 16-byte big-endian entries
//     key    u64  the position's Polyglot Zobrist key (= chess::Position::key())
//     move   u16  to file 0-2, to row 3-5, from file 6-8, from row 9-11, promotion 12-14
//                 (0 none, 1 knight, 2 bishop, 3 rook, 4 queen); castling as king takes rook
//     weight u16  relative preference among the moves of a position
//     learn  u32  learning data, kept as read
// Castling written king-takes-rook is exactly how chess::Move encodes castling, so Chess960
// books (which some tools write the same way) need no special case either.
//
// Move statistics. Books Kibitz builds keep each move's games and score in the learn field,
// which Polyglot itself leaves unused and other programs ignore, so the books stay ordinary
// Polyglot books. Other books use learn for their own purposes (python-chess's
// performance.bin has values in most entries), so a book says it carries statistics with a
// marker entry: key 0 (no position has it in practice; readers look entries up by key and
// never meet it), move 0, weight 0, learn StatsMarker. Its learn fields then hold
//     bits 12-31  games the move was played in (saturating at 2^20 - 1)
//     bits 0-11   the mover's score, (2 wins + draws) / (2 games), scaled to 0..4095

#include "chess/expected.h"
#include "chess/position.h"

#include <cstdint>
#include <random>
#include <string>
#include <string_view>
#include <vector>

namespace kibitz::book {

struct Entry {
    std::uint64_t key = 0;
    std::uint16_t move = 0;
    std::uint16_t weight = 0;
    std::uint32_t learn = 0;
};

constexpr std::uint32_t StatsMarker = 0x4B425A53; // "KBZS"
constexpr Entry statsMarkerEntry()
{
    return Entry{0, 0, 0, StatsMarker};
}

struct MoveStats {
    std::uint32_t games = 0;
    bool gamesSaturated = false; // more games than the field holds
    double score = 0.0;          // for the side that plays the move, 0..1
};
std::uint32_t encodeMoveStats(std::uint64_t games, std::uint64_t points);
MoveStats decodeMoveStats(std::uint32_t learn);

struct BookMove {
    chess::Move move;
    std::uint16_t weight = 0;
    std::uint32_t learn = 0;
    double share = 0.0;    // weight as a fraction of all legal book moves of the position
    bool hasStats = false; // the book carries statistics (see above): stats is valid
    MoveStats stats;
};

// Which book moves a probe or a pick considers (python-chess's minimum_weight and
// exclude_moves).
struct ProbeFilter {
    std::uint16_t minimumWeight = 0;
    std::vector<chess::Move> exclude;
};

struct BookError {
    std::string path;
    std::string message;
    std::string toString() const { return path + ": " + message; }
};

// Decodes a Polyglot move field in a position (checks nothing: see PolyglotBook::probe).
chess::Move decodeMove(const chess::Position& pos, std::uint16_t raw);
// Inline: a book build encodes every move it counts.
inline std::uint16_t encodeMove(chess::Move m)
{
    int promo = 0;
    if (m.kind() == chess::MoveKind::Promotion)
        promo = int(m.promotion()) - int(chess::PieceType::Knight) + 1;
    return std::uint16_t(chess::fileOf(m.to()) | (chess::rankOf(m.to()) << 3)
                         | (chess::fileOf(m.from()) << 6) | (chess::rankOf(m.from()) << 9)
                         | (promo << 12));
}

class PolyglotBook {
public:
    PolyglotBook() = default;
    // Reads the whole book into memory (books are at most a few hundred MB). A size that is
    // not a multiple of 16 is an error naming the size; entries out of key order are
    // sorted (some writers do not sort) and reported by unsorted().
    static Expected<PolyglotBook, BookError> open(const std::string& path);
    // The same from a book's bytes already in memory; name is what errors call it.
    static Expected<PolyglotBook, BookError> fromBytes(std::string_view bytes,
                                                       const std::string& name = "book");
    static PolyglotBook fromEntries(std::vector<Entry> entries);

    // The book's legal moves for pos, heaviest first. Moves that are illegal in pos (a
    // key collision or a broken book) are left out; entries with weight 0 are kept.
    std::vector<BookMove> probe(const chess::Position& pos) const;
    // The same, without the moves the filter leaves out; shares are of the moves kept.
    std::vector<BookMove> probe(const chess::Position& pos, const ProbeFilter& filter) const;
    // A move chosen at random in proportion to the weights, or the heaviest (ties: first);
    // none() when the book has nothing (or only excluded moves) for pos. A move of weight 0
    // is never picked (Polyglot's "do not play"; python-chess's minimum_weight=1): the
    // filter's minimum weight counts from 1.
    chess::Move pickWeighted(const chess::Position& pos, std::mt19937_64& rng,
                             const std::vector<chess::Move>& exclude = {}) const;
    chess::Move pickWeighted(const chess::Position& pos, std::mt19937_64& rng,
                             const ProbeFilter& filter) const;
    chess::Move pickBest(const chess::Position& pos,
                         const std::vector<chess::Move>& exclude = {}) const;
    chess::Move pickBest(const chess::Position& pos, const ProbeFilter& filter) const;

    std::size_t size() const { return m_entries.size(); }
    bool unsorted() const { return m_unsorted; }
    // The book has the statistics marker: its learn fields are games and score.
    bool hasStats() const { return m_hasStats; }
    const std::vector<Entry>& entries() const { return m_entries; }

private:
    void detectStats();

    std::vector<Entry> m_entries;
    bool m_unsorted = false;
    bool m_hasStats = false;
};

// Serialises entries (sorting them by key, then heaviest first) into book bytes.
std::string writeBook(std::vector<Entry> entries);

} // namespace kibitz::book
