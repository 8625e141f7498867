// SPDX-License-Identifier: GPL-3.0-or-later
#include "book/polyglot.h"

#include "chess/movegen.h"

#include <algorithm>
#include <cerrno>
#include <cstdio>
#include <cstdlib>
#include <cstring>

namespace kibitz::book {

using chess::Move;
using chess::MoveKind;
using chess::PieceType;
using chess::Position;
using chess::Square;

namespace {

std::uint64_t readBigEndian(const unsigned char* p, int bytes)
{
    std::uint64_t v = 0;
    for (int i = 0; i < bytes; ++i) v = (v << 8) | p[i];
    return v;
}

void writeBigEndian(char* out, std::uint64_t v, int bytes)
{
    for (int i = 0; i < bytes; ++i) out[i] = char((v >> (8 * (bytes - 1 - i))) & 0xFF);
}

bool entryBefore(const Entry& a, const Entry& b)
{
    if (a.key != b.key) return a.key < b.key;
    if (a.weight != b.weight) return a.weight > b.weight;
    return a.move < b.move;
}

} // namespace

Move decodeMove(const Position& pos, std::uint16_t raw)
{
    const int toFile = raw & 7, toRow = (raw >> 3) & 7;
    const int fromFile = (raw >> 6) & 7, fromRow = (raw >> 9) & 7;
    const int promo = (raw >> 12) & 7;
    const Square from = chess::makeSquare(fromFile, fromRow), to = chess::makeSquare(toFile, toRow);
    const chess::Piece moving = pos.pieceOn(from);
    if (promo >= 1 && promo <= 4)
        return Move(from, to, MoveKind::Promotion, PieceType(int(PieceType::Knight) + promo - 1));
    if (typeOf(moving) == PieceType::King
        && pos.pieceOn(to) == makePiece(colorOf(moving), PieceType::Rook))
        return Move(from, to, MoveKind::Castling);
    // Some writers store castling as the king's two-square step (e1g1): map it too.
    if (typeOf(moving) == PieceType::King && fromRow == toRow && std::abs(toFile - fromFile) == 2) {
        const auto side =
            toFile > fromFile ? chess::CastlingSide::King : chess::CastlingSide::Queen;
        const Square rook = pos.castlingRook(colorOf(moving), side);
        if (rook != Square::None && !pos.isChess960()) return Move(from, rook, MoveKind::Castling);
    }
    if (typeOf(moving) == PieceType::Pawn && to == pos.epSquare() && fromFile != toFile)
        return Move(from, to, MoveKind::EnPassant);
    return Move(from, to);
}

std::uint32_t encodeMoveStats(std::uint64_t games, std::uint64_t points)
{
    if (games == 0) return 0;
    const std::uint64_t score = (points * 4095 + games) / (2 * games); // rounded
    return std::uint32_t(std::min<std::uint64_t>(games, 0xFFFFF) << 12
                         | std::min<std::uint64_t>(score, 4095));
}

MoveStats decodeMoveStats(std::uint32_t learn)
{
    MoveStats s;
    s.games = learn >> 12;
    s.gamesSaturated = s.games == 0xFFFFF;
    s.score = double(learn & 0xFFF) / 4095.0;
    return s;
}

void PolyglotBook::detectStats()
{
    const Entry marker = statsMarkerEntry();
    m_hasStats = !m_entries.empty() && m_entries.front().key == marker.key
                 && m_entries.front().move == marker.move
                 && m_entries.front().learn == marker.learn;
}

Expected<PolyglotBook, BookError> PolyglotBook::open(const std::string& path)
{
    std::FILE* f = std::fopen(path.c_str(), "rb");
    if (!f) return unexpected(BookError{path, std::strerror(errno)});
    std::string bytes;
    char buf[1 << 16];
    std::size_t n;
    while ((n = std::fread(buf, 1, sizeof buf, f)) > 0) bytes.append(buf, n);
    const bool failed = std::ferror(f);
    std::fclose(f);
    if (failed) return unexpected(BookError{path, "read error"});
    return fromBytes(bytes, path);
}

Expected<PolyglotBook, BookError> PolyglotBook::fromBytes(std::string_view bytes,
                                                          const std::string& name)
{
    if (bytes.size() % 16 != 0)
        return unexpected(
            BookError{name, "size " + std::to_string(bytes.size())
                                + " bytes is not a multiple of 16: not a Polyglot book"});

    PolyglotBook book;
    book.m_entries.resize(bytes.size() / 16);
    const auto* p = reinterpret_cast<const unsigned char*>(bytes.data());
    for (Entry& e : book.m_entries) {
        e.key = readBigEndian(p, 8);
        e.move = std::uint16_t(readBigEndian(p + 8, 2));
        e.weight = std::uint16_t(readBigEndian(p + 10, 2));
        e.learn = std::uint32_t(readBigEndian(p + 12, 4));
        p += 16;
    }
    const auto byKey = [](const Entry& a, const Entry& b) { return a.key < b.key; };
    if (!std::is_sorted(book.m_entries.begin(), book.m_entries.end(), byKey)) {
        book.m_unsorted = true;
        std::stable_sort(book.m_entries.begin(), book.m_entries.end(), byKey);
    }
    book.detectStats();
    return book;
}

PolyglotBook PolyglotBook::fromEntries(std::vector<Entry> entries)
{
    PolyglotBook book;
    std::stable_sort(entries.begin(), entries.end(),
                     [](const Entry& a, const Entry& b) { return a.key < b.key; });
    book.m_entries = std::move(entries);
    book.detectStats();
    return book;
}

std::vector<BookMove> PolyglotBook::probe(const Position& pos) const
{
    std::vector<BookMove> out;
    const std::uint64_t key = pos.key();
    auto it = std::lower_bound(m_entries.begin(), m_entries.end(), key,
                               [](const Entry& e, std::uint64_t k) { return e.key < k; });
    if (it == m_entries.end() || it->key != key) return out;
    const chess::MoveList legal = chess::legalMoves(pos);
    std::uint64_t total = 0;
    for (; it != m_entries.end() && it->key == key; ++it) {
        const Move m = decodeMove(pos, it->move);
        if (!legal.contains(m)) continue;
        // Duplicate entries for one move (merged books): add their weights up.
        auto same =
            std::find_if(out.begin(), out.end(), [m](const BookMove& b) { return b.move == m; });
        if (same != out.end()) {
            same->weight = std::uint16_t(std::min<int>(0xFFFF, same->weight + it->weight));
            continue;
        }
        out.push_back(BookMove{m, it->weight, it->learn, 0.0, m_hasStats,
                               m_hasStats ? decodeMoveStats(it->learn) : MoveStats{}});
    }
    for (const BookMove& b : out) total += b.weight;
    for (BookMove& b : out) b.share = total ? double(b.weight) / double(total) : 0.0;
    std::stable_sort(out.begin(), out.end(),
                     [](const BookMove& a, const BookMove& b) { return a.weight > b.weight; });
    return out;
}

std::vector<BookMove> PolyglotBook::probe(const Position& pos, const ProbeFilter& filter) const
{
    std::vector<BookMove> moves = probe(pos);
    std::erase_if(moves, [&](const BookMove& b) {
        return b.weight < filter.minimumWeight
               || std::find(filter.exclude.begin(), filter.exclude.end(), b.move)
                      != filter.exclude.end();
    });
    std::uint64_t total = 0;
    for (const BookMove& b : moves) total += b.weight;
    for (BookMove& b : moves) b.share = total ? double(b.weight) / double(total) : 0.0;
    return moves;
}

Move PolyglotBook::pickWeighted(const Position& pos, std::mt19937_64& rng,
                                const std::vector<Move>& exclude) const
{
    return pickWeighted(pos, rng, ProbeFilter{1, exclude});
}

Move PolyglotBook::pickWeighted(const Position& pos, std::mt19937_64& rng,
                                const ProbeFilter& filter) const
{
    ProbeFilter atLeastOne = filter;
    atLeastOne.minimumWeight = std::max<std::uint16_t>(filter.minimumWeight, 1);
    const std::vector<BookMove> moves = probe(pos, atLeastOne);
    std::uint64_t total = 0;
    for (const BookMove& b : moves) total += b.weight;
    if (total == 0) return Move::none();
    std::uniform_int_distribution<std::uint64_t> pick(0, total - 1);
    std::uint64_t r = pick(rng);
    for (const BookMove& b : moves) {
        if (r < b.weight) return b.move;
        r -= b.weight;
    }
    return moves.front().move;
}

Move PolyglotBook::pickBest(const Position& pos, const std::vector<Move>& exclude) const
{
    return pickBest(pos, ProbeFilter{1, exclude});
}

Move PolyglotBook::pickBest(const Position& pos, const ProbeFilter& filter) const
{
    ProbeFilter atLeastOne = filter;
    atLeastOne.minimumWeight = std::max<std::uint16_t>(filter.minimumWeight, 1);
    const std::vector<BookMove> moves = probe(pos, atLeastOne);
    return moves.empty() ? Move::none() : moves.front().move;
}

std::string writeBook(std::vector<Entry> entries)
{
    const auto byKey = [](const Entry& a, const Entry& b) { return a.key < b.key; };
    if (std::is_sorted(entries.begin(), entries.end(), byKey)) {
        // Already in key order (a built book): order each position's moves, heaviest first.
        for (auto first = entries.begin(); first != entries.end();) {
            auto last = first + 1;
            while (last != entries.end() && last->key == first->key) ++last;
            if (last - first > 1) std::sort(first, last, entryBefore);
            first = last;
        }
    } else {
        std::sort(entries.begin(), entries.end(), entryBefore);
    }
    std::string out(entries.size() * 16, '\0');
    char* p = out.data();
    for (const Entry& e : entries) {
        writeBigEndian(p, e.key, 8);
        writeBigEndian(p + 8, e.move, 2);
        writeBigEndian(p + 10, e.weight, 2);
        writeBigEndian(p + 12, e.learn, 4);
        p += 16;
    }
    return out;
}

} // namespace kibitz::book
