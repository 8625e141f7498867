// SPDX-License-Identifier: GPL-3.0-or-later
#include "scid/scidbase.h"

#include "base/asciilower.h"

#include "chess/bitboard.h"
#include "chess/fen.h"
#include "chess/notation.h"
#include "pgn/builder.h"
#include "pgn/input.h"
#include "pgn/reader.h"

#include <fcntl.h>
#include <sys/stat.h>
#include <unistd.h>

#include <algorithm>
#include <cerrno>
#include <cstring>
#include <fstream>
#include <optional>
#include <utility>

namespace kibitz::scid {

using chess::Color;
using chess::Move;
using chess::MoveKind;
using chess::PieceType;
using chess::Square;

std::string ScidError::toString() const
{
    std::string s = path.empty() ? std::string() : path + ": ";
    if (game >= 0) s += "game " + std::to_string(game + 1) + ", ";
    s += "offset " + std::to_string(offset) + ": " + message;
    return s;
}

std::string_view ratingTypeName(int type)
{
    // SCID's names for its seven rating types; anything else is written as Elo.
    static constexpr std::string_view names[] = {"Elo",  "Rating", "Rapid", "ICCF",
                                                 "USCF", "DWZ",    "ECF"};
    return type >= 0 && type < 7 ? names[type] : names[0];
}

std::string dateText(std::uint32_t date)
{
    const std::uint32_t year = date >> 9, month = (date >> 5) & 15, day = date & 31;
    auto digits = [](std::uint32_t v, int n, std::string& out) {
        if (v == 0) {
            out.append(std::size_t(n), '?');
            return;
        }
        std::string s = std::to_string(v);
        if (int(s.size()) < n) s.insert(0, std::size_t(n) - s.size(), '0');
        out += s;
    };
    std::string out;
    digits(year, 4, out);
    out += '.';
    digits(month, 2, out);
    out += '.';
    digits(day, 2, out);
    return out;
}

// Follows SCID's eco_ToString (src/misc.cpp, Copyright (c) 2001-2003 Shane Hudson, GPL): 131
// codes per basic code, the extension letter and its digit from the remainder.
std::string ecoText(std::uint16_t eco)
{
    if (eco == 0) return {};
    const int n = eco - 1;
    const int basic = n / 131; // A00 = 0 ... E99 = 499
    if (basic >= 500) return {};
    std::string s{char('A' + basic / 100), char('0' + basic % 100 / 10), char('0' + basic % 10)};
    // SCID's extensions: 26 letters, each with four numbered sub-codes.
    if (const int extension = n % 131; extension > 0) {
        s += char('a' + (extension - 1) / 5);
        if ((extension - 1) % 5) s += char('0' + (extension - 1) % 5);
    }
    return s;
}

bool isScidPath(std::string_view path)
{
    if (path.size() < 4) return false;
    const std::string ext = asciiLower(path.substr(path.size() - 4));
    return ext == ".si4" || ext == ".sn4" || ext == ".sg4";
}

namespace {

// ---------------------------------------------------------------------------------------
// Reading bytes

// A cursor over bytes of one file, for errors that say where.
class Reader {
public:
    Reader(std::string_view bytes, const std::string& path, std::uint64_t base = 0,
           std::int64_t game = -1)
        : m_bytes(bytes)
        , m_path(path)
        , m_base(base)
        , m_game(game)
    {}
    std::size_t pos() const { return m_at; }
    std::size_t left() const { return m_bytes.size() - m_at; }
    bool atEnd() const { return m_at >= m_bytes.size(); }
    bool has(std::size_t n) const { return left() >= n; }
    // Big-endian unsigned of n bytes; the caller checked has(n).
    std::uint32_t number(int n)
    {
        std::uint32_t v = 0;
        for (int i = 0; i < n; ++i) v = (v << 8) | static_cast<unsigned char>(m_bytes[m_at++]);
        return v;
    }
    std::string_view take(std::size_t n)
    {
        const std::string_view s = m_bytes.substr(m_at, n);
        m_at += n;
        return s;
    }
    std::uint8_t byte() { return static_cast<std::uint8_t>(m_bytes[m_at++]); }
    std::uint8_t peek() const { return static_cast<std::uint8_t>(m_bytes[m_at]); }
    // A null-terminated string; nullopt when no terminator is left.
    std::optional<std::string_view> terminated()
    {
        const std::size_t end = m_bytes.find('\0', m_at);
        if (end == std::string_view::npos) return std::nullopt;
        const std::string_view s = m_bytes.substr(m_at, end - m_at);
        m_at = end + 1;
        return s;
    }
    ScidError error(std::string message, std::size_t at) const
    {
        return ScidError{m_path, m_base + at, m_game, std::move(message)};
    }
    ScidError error(std::string message) const { return error(std::move(message), m_at); }

private:
    std::string_view m_bytes;
    const std::string& m_path;
    std::uint64_t m_base;
    std::int64_t m_game;
    std::size_t m_at = 0;
};

std::optional<std::string> readWholeFile(const std::string& path)
{
    std::ifstream in(path, std::ios::binary);
    if (!in) return std::nullopt;
    std::string bytes((std::istreambuf_iterator<char>(in)), std::istreambuf_iterator<char>());
    if (in.bad()) return std::nullopt;
    return bytes;
}

// Text SCID stored: UTF-8 as SCID 4.7 writes it, else (older bases) Latin-1.
std::string utf8(std::string_view s)
{
    return pgn::isValidUtf8(s) ? std::string(s) : pgn::latin1ToUtf8(s);
}

// ---------------------------------------------------------------------------------------
// The name base

constexpr std::string_view NameMagic("Scid.sn\0", 8);
constexpr std::string_view IndexMagic("Scid.si\0", 8);

std::optional<ScidError> readNames(const std::string& path,
                                   std::array<std::vector<std::string>, 4>& names)
{
    const auto bytes = readWholeFile(path);
    if (!bytes) return ScidError{path, 0, -1, "cannot read the name base (" + path + ")"};
    Reader r(*bytes, path);
    // Magic, an unused time stamp, the four name counts, the four largest frequencies.
    if (!r.has(36))
        return r.error("truncated name base header (" + std::to_string(bytes->size())
                       + " bytes, 36 needed)");
    if (r.take(8) != NameMagic) return r.error("not a SCID name base (bad magic)", 0);
    r.take(4);
    std::uint32_t count[4], maxFrequency[4];
    for (auto& c : count) c = r.number(3);
    for (auto& f : maxFrequency) f = r.number(3);
    static constexpr const char* kinds[] = {"player", "event", "site", "round"};
    for (int kind = 0; kind < 4; ++kind) {
        std::vector<std::string>& list = names[std::size_t(kind)];
        list.assign(count[kind], std::string());
        std::vector<char> seen(count[kind], 0);
        const int idBytes = count[kind] >= 65536 ? 3 : 2;
        const int frequencyBytes = maxFrequency[kind] >= 65536 ? 3
                                   : maxFrequency[kind] >= 256 ? 2
                                                               : 1;
        std::string previous;
        for (std::uint32_t i = 0; i < count[kind]; ++i) {
            const std::size_t at = r.pos();
            const auto where = [&] {
                return std::string(kinds[kind]) + " name " + std::to_string(i + 1) + " of "
                       + std::to_string(count[kind]);
            };
            if (!r.has(std::size_t(idBytes + frequencyBytes + 1 + (i > 0 ? 1 : 0))))
                return r.error("truncated at " + where(), at);
            const std::uint32_t id = r.number(idBytes);
            r.number(frequencyBytes); // a frequency SCID no longer uses
            const std::size_t length = r.byte();
            const std::size_t prefix = i > 0 ? r.byte() : 0;
            // Names are front-coded: the first `prefix` bytes are the previous name's.
            if (prefix > length || prefix > previous.size())
                return r.error(where() + ": shares " + std::to_string(prefix)
                                   + " bytes with the previous name, which is shorter",
                               at);
            if (!r.has(length - prefix)) return r.error("truncated at " + where(), at);
            previous.resize(prefix);
            previous += r.take(length - prefix);
            if (id >= count[kind] || seen[id])
                return r.error(where() + ": bad id " + std::to_string(id), at);
            seen[id] = 1;
            list[id] = utf8(previous);
        }
    }
    return std::nullopt;
}

// ---------------------------------------------------------------------------------------
// The index

constexpr std::size_t HeaderSize300 = 8 + 2 + 4 + 3 + 3 + 108; // SCID 3: no flag names
constexpr std::size_t HeaderSize400 = HeaderSize300 + 6 * 9;

std::uint32_t eventDateFrom(std::uint32_t packed, std::uint32_t date)
{
    // The event date is kept in 12 bits beside the date: its year as 1..7 meaning the game's
    // year -3..+3 (0: none), then month and day.
    const std::uint32_t yearCode = (packed >> 9) & 7;
    if (yearCode == 0) return 0;
    std::int64_t year = std::int64_t(date >> 9) + yearCode - 4;
    if (year < 0) year = 0;
    return (std::uint32_t(year) << 9) | (packed & 0x1FF);
}

Entry decodeEntry(Reader& r, int version)
{
    Entry e;
    e.offset = r.number(4);
    std::uint32_t length = r.number(2);
    // SCID 4 added a byte: the length's 17th bit on top, six user flags below.
    const std::uint32_t extra = version >= 400 ? r.byte() : 0;
    e.length = length | ((extra & 0x80) << 9);
    e.flags = r.number(2) | ((extra & 0x3F) << 16);
    // Name ids: 20 bits for players, 19 for event and site, 18 for the round; their high
    // bits are packed into one byte before each group.
    const std::uint32_t playersHigh = r.byte();
    e.white = ((playersHigh & 0xF0) << 12) | r.number(2);
    e.black = ((playersHigh & 0x0F) << 16) | r.number(2);
    const std::uint32_t placesHigh = r.byte();
    e.event = ((placesHigh & 0xE0) << 11) | r.number(2);
    e.site = ((placesHigh & 0x1C) << 14) | r.number(2);
    e.round = ((placesHigh & 0x03) << 16) | r.number(2);
    const std::uint32_t counts = r.number(2); // variations, comments, NAGs (4 bits each), result
    e.result = std::uint8_t((counts >> 12) & 3);
    e.eco = std::uint16_t(r.number(2));
    const std::uint32_t dates = r.number(4);
    e.date = dates & 0xFFFFF;
    e.eventDate = eventDateFrom(dates >> 20, e.date);
    const std::uint32_t white = r.number(2), black = r.number(2);
    e.whiteElo = std::uint16_t(white & 0xFFF);
    e.whiteRatingType = std::uint8_t(white >> 12);
    e.blackElo = std::uint16_t(black & 0xFFF);
    e.blackRatingType = std::uint8_t(black >> 12);
    r.number(4); // the final material and a stored-line code, for SCID's own searches
    const std::uint32_t pliesLow = r.byte();
    const std::uint32_t homePawns = r.byte(); // the ply count's two high bits, then pawn data
    e.plies = std::uint16_t(pliesLow | ((homePawns & 0xC0) << 2));
    r.take(8); // the rest of the home pawn data
    return e;
}

// ---------------------------------------------------------------------------------------
// Decoding a game

// The piece numbers SCID gives the pieces of each side: list[c][n] is the square of c's piece
// number n, number[s] the number of the piece on s.
struct PieceList {
    std::array<std::array<Square, 16>, 2> list{};
    std::array<std::uint8_t, 2> count{};
    std::array<std::uint8_t, 64> number{};

    // The standard start: the king, the back rank from a to h without it, then the pawns.
    static PieceList standard()
    {
        PieceList p;
        for (Color c : {Color::White, Color::Black}) {
            const int back = c == Color::White ? 0 : 7, pawns = c == Color::White ? 1 : 6;
            p.put(c, chess::makeSquare(4, back), 0);
            int n = 1;
            for (int file = 0; file < 8; ++file)
                if (file != 4) p.put(c, chess::makeSquare(file, back), n++);
            for (int file = 0; file < 8; ++file) p.put(c, chess::makeSquare(file, pawns), n++);
            p.count[std::size_t(chess::index(c))] = 16;
        }
        return p;
    }
    // Any other start: numbers in FEN order (a8 to h8, down to a1 to h1), each side's king
    // then swapped to number 0 (the piece it displaces goes to the end of the list).
    static std::optional<PieceList> fromPosition(const chess::Position& pos)
    {
        PieceList p;
        for (int rank = 7; rank >= 0; --rank)
            for (int file = 0; file < 8; ++file) {
                const Square s = chess::makeSquare(file, rank);
                const chess::Piece piece = pos.pieceOn(s);
                if (piece == chess::Piece::None) continue;
                const auto c = std::size_t(chess::index(chess::colorOf(piece)));
                if (p.count[c] >= 16) return std::nullopt;
                if (chess::typeOf(piece) == PieceType::King && p.count[c] > 0) {
                    p.put(chess::colorOf(piece), p.list[c][0], p.count[c]);
                    p.put(chess::colorOf(piece), s, 0);
                } else {
                    p.put(chess::colorOf(piece), s, p.count[c]);
                }
                ++p.count[c];
            }
        return p;
    }
    void put(Color c, Square s, int n)
    {
        list[std::size_t(chess::index(c))][std::size_t(n)] = s;
        number[std::size_t(chess::index(s))] = std::uint8_t(n);
    }
    // The piece on s leaves the board: the last piece of its side takes its number.
    void remove(Color c, Square s)
    {
        const auto side = std::size_t(chess::index(c));
        const int n = number[std::size_t(chess::index(s))];
        const Square last = list[side][--count[side]];
        put(c, last, n);
    }
};

struct Board {
    chess::Position pos;
    PieceList pieces;
};

// The tags SCID keeps in one byte (241 + their place here).
constexpr std::string_view CommonTags[] = {"WhiteCountry", "BlackCountry", "Annotator", "PlyCount",
                                           "EventDate",    "Opening",      "Variation", "Setup",
                                           "Source",       "SetUp"};

// Special bytes of the move list (a king's number with a code no king move uses).
enum : std::uint8_t { TokenNag = 11, TokenComment, TokenVariation, TokenEndVariation, TokenEnd };

// Whether m is a move of its piece by the rules (the right pattern, the path free, the target
// empty or an enemy piece other than the king), before asking whether it leaves the king safe
// (cheaper than generating every legal move, which a decoded move never needs).
bool reachable(const chess::Position& pos, Move m)
{
    const Color us = pos.sideToMove();
    const Square from = m.from(), to = m.to();
    const chess::Piece target = pos.pieceOn(to);
    if (target != chess::Piece::None
        && (chess::colorOf(target) == us || chess::typeOf(target) == PieceType::King))
        return false;
    const PieceType type = chess::typeOf(pos.pieceOn(from));
    if (type != PieceType::Pawn)
        return (chess::attacks(type, from, pos.occupied()) & chess::bb(to)) != 0;
    const int forward = us == Color::White ? 8 : -8;
    if ((m.kind() == MoveKind::Promotion) != (chess::relativeRank(us, to) == 7)) return false;
    if (chess::fileOf(to) == chess::fileOf(from)) {
        if (target != chess::Piece::None) return false;
        const int step = chess::index(to) - chess::index(from);
        return step == forward
               || (step == 2 * forward && chess::relativeRank(us, from) == 1
                   && pos.pieceOn(from + forward) == chess::Piece::None);
    }
    if (!(chess::pawnAttacks(us, from) & chess::bb(to))) return false;
    return m.kind() == MoveKind::EnPassant ? to == pos.epSquare() : target != chess::Piece::None;
}

class GameDecoder {
public:
    GameDecoder(Reader& r)
        : m_r(r)
    {}

    // A move byte: the piece's number in the high nibble, a code for its move in the low one.
    // This follows ByteBuffer::decodeMove of SCID's src/bytebuf.h token for token (the pawn,
    // bishop, knight, queen, rook and king codes, the queen's second byte, null move and
    // castling), under its licence:
    //
    //   Copyright (C) 2019  Fulvio Benini.
    //
    //   Permission is hereby granted, free of charge, to any person obtaining a
    //   copy of this software and associated documentation files (the "Software"),
    //   to deal in the Software without restriction, including without limitation
    //   the rights to use, copy, modify, merge, publish, distribute, sublicense,
    //   and/or sell copies of the Software, and to permit persons to whom the
    //   Software is furnished to do so, subject to the following conditions:
    //
    //   The above copyright notice and this permission notice shall be included
    //   in all copies or substantial portions of the Software.
    //
    //   THE SOFTWARE IS PROVIDED "AS IS", WITHOUT WARRANTY OF ANY KIND,
    //   EXPRESS OR IMPLIED, INCLUDING BUT NOT LIMITED TO THE WARRANTIES OF
    //   MERCHANTABILITY, FITNESS FOR A PARTICULAR PURPOSE AND NONINFRINGEMENT.
    //   IN NO EVENT SHALL THE AUTHORS OR COPYRIGHT HOLDERS BE LIABLE FOR ANY
    //   CLAIM, DAMAGES OR OTHER LIABILITY, WHETHER IN AN ACTION OF CONTRACT,
    //   TORT OR OTHERWISE, ARISING FROM, OUT OF OR IN CONNECTION WITH
    //   THE SOFTWARE OR THE USE OR OTHER DEALINGS IN THE SOFTWARE.
    Expected<Move, ScidError> decodeMove(Board& board, std::uint8_t value, std::size_t at)
    {
        const chess::Position& pos = board.pos;
        const Color us = pos.sideToMove();
        const auto side = std::size_t(chess::index(us));
        const int number = value >> 4, code = value & 15;
        if (number >= board.pieces.count[side])
            return unexpected(m_r.error("move byte " + std::to_string(value) + ": "
                                            + (us == Color::White ? "White" : "Black")
                                            + " has no piece number " + std::to_string(number),
                                        at));
        const Square from = board.pieces.list[side][std::size_t(number)];
        const chess::Piece piece = pos.pieceOn(from);
        if (piece == chess::Piece::None || chess::colorOf(piece) != us)
            return unexpected(m_r.error("piece number " + std::to_string(number) + " is not on "
                                            + chess::squareName(from),
                                        at));
        const int f = chess::fileOf(from), rank = chess::rankOf(from);
        int to = -1;
        PieceType promotion = PieceType::None;
        switch (chess::typeOf(piece)) {
        case PieceType::Pawn: {
            // Left capture, push, right capture, plain and with each promotion; 15 the
            // double step. Black's steps go down the board.
            static constexpr int step[] = {7, 8, 9};
            static constexpr PieceType promotions[] = {PieceType::None, PieceType::Queen,
                                                       PieceType::Rook, PieceType::Bishop,
                                                       PieceType::Knight};
            const int delta = code == 15 ? 16 : step[code % 3];
            if (code != 15) promotion = promotions[code / 3];
            to = chess::index(from) + (us == Color::White ? delta : -delta);
            break;
        }
        case PieceType::Knight: {
            static constexpr int jump[] = {0, -17, -15, -10, -6, 6, 10, 15, 17};
            if (code >= 1 && code <= 8) to = chess::index(from) + jump[code];
            break;
        }
        case PieceType::Bishop: {
            // The file it goes to; 8 set for the a8-h1 direction.
            const int files = (code & 7) - f;
            to = chess::index(from) + (code >= 8 ? -7 * files : 9 * files);
            break;
        }
        case PieceType::Queen:
            if (code == f) {
                // A diagonal move: its target square + 64 in the next byte.
                if (m_r.atEnd()) return unexpected(m_r.error("a queen move lacks its second byte"));
                to = int(m_r.byte()) - 64;
                break;
            }
            [[fallthrough]];
        case PieceType::Rook:
            to = code >= 8 ? chess::index(chess::makeSquare(f, code - 8))
                           : chess::index(chess::makeSquare(code, rank));
            break;
        case PieceType::King: {
            if (code == 0) return Move::null();
            if (code == 9 || code == 10) {
                const auto castle =
                    code == 10 ? chess::CastlingSide::King : chess::CastlingSide::Queen;
                const Square rook = pos.castlingRook(us, castle);
                const Move m(from, rook, MoveKind::Castling);
                if (rook == Square::None || !pos.isLegalPseudo(m))
                    return unexpected(m_r.error(std::string("castling ")
                                                    + (code == 10 ? "kingside" : "queenside")
                                                    + " is not legal here",
                                                at));
                return m;
            }
            static constexpr int step[] = {0, -9, -8, -7, -1, 1, 7, 8, 9};
            to = chess::index(from) + step[code];
            break;
        }
        default:
            break;
        }
        if (to < 0 || to > 63)
            return unexpected(m_r.error("move byte " + std::to_string(value) + " of the piece on "
                                            + chess::squareName(from) + " leaves the board",
                                        at));
        const Square target = Square(to);
        MoveKind kind = MoveKind::Normal;
        if (promotion != PieceType::None)
            kind = MoveKind::Promotion;
        else if (chess::typeOf(piece) == PieceType::Pawn && chess::fileOf(target) != f
                 && pos.pieceOn(target) == chess::Piece::None)
            kind = MoveKind::EnPassant;
        const Move m = kind == MoveKind::Promotion ? Move(from, target, kind, promotion)
                                                   : Move(from, target, kind);
        if (!reachable(pos, m) || !pos.isLegalPseudo(m))
            return unexpected(m_r.error("illegal move " + chess::squareName(from)
                                            + chess::squareName(target) + " (move byte "
                                            + std::to_string(value) + ")",
                                        at));
        return m;
    }

    static void play(Board& board, Move m)
    {
        const Color us = board.pos.sideToMove();
        if (!m.isNull()) {
            PieceList& p = board.pieces;
            if (m.kind() == MoveKind::Castling) {
                const auto castle = chess::Position::castlingSideOf(m);
                const int rookNumber = p.number[std::size_t(chess::index(m.to()))];
                p.put(us, chess::Position::castlingKingTarget(us, castle), 0);
                p.put(us, chess::Position::castlingRookTarget(us, castle), rookNumber);
            } else {
                const int number = p.number[std::size_t(chess::index(m.from()))];
                if (m.kind() == MoveKind::EnPassant)
                    p.remove(~us, m.to() + (us == Color::White ? -8 : 8));
                else if (board.pos.pieceOn(m.to()) != chess::Piece::None)
                    p.remove(~us, m.to());
                p.put(us, m.to(), number);
            }
        }
        board.pos.play(m);
    }

private:
    Reader& m_r;
};

} // namespace

// ---------------------------------------------------------------------------------------
// Base

Base::Base() = default;
Base::Base(Base&& other) noexcept
    : m_paths(std::move(other.m_paths))
    , m_version(other.m_version)
    , m_description(std::move(other.m_description))
    , m_entries(std::move(other.m_entries))
    , m_names(std::move(other.m_names))
    , m_gameFd(std::exchange(other.m_gameFd, -1))
    , m_gameFileSize(other.m_gameFileSize)
{}
Base& Base::operator=(Base&& other) noexcept
{
    if (this != &other) {
        if (m_gameFd >= 0) ::close(m_gameFd);
        m_paths = std::move(other.m_paths);
        m_version = other.m_version;
        m_description = std::move(other.m_description);
        m_entries = std::move(other.m_entries);
        m_names = std::move(other.m_names);
        m_gameFd = std::exchange(other.m_gameFd, -1);
        m_gameFileSize = other.m_gameFileSize;
    }
    return *this;
}
Base::~Base()
{
    if (m_gameFd >= 0) ::close(m_gameFd);
}

Expected<Base, ScidError> Base::open(const std::string& path)
{
    Base base;
    std::string stem = path;
    if (isScidPath(path)) stem.resize(path.size() - 4);
    // The companions keep the case of the given suffix ("X.SI4" goes with "X.SN4").
    const bool upper = path.size() >= 4 && isScidPath(path) && path[path.size() - 3] == 'S';
    base.m_paths = {stem + (upper ? ".SI4" : ".si4"), stem + (upper ? ".SN4" : ".sn4"),
                    stem + (upper ? ".SG4" : ".sg4")};
    const std::string& indexPath = base.m_paths[0];

    const auto index = readWholeFile(indexPath);
    if (!index) return unexpected(ScidError{indexPath, 0, -1, "cannot read the index file"});
    Reader r(*index, indexPath);
    if (!r.has(HeaderSize300))
        return unexpected(
            r.error("truncated index header (" + std::to_string(index->size()) + " bytes)"));
    if (r.take(8) != IndexMagic) return unexpected(r.error("not a SCID index (bad magic)", 0));
    base.m_version = int(r.number(2));
    if (base.m_version < 300 || base.m_version > 400)
        return unexpected(r.error("SCID index version " + std::to_string(base.m_version)
                                      + " is not one Kibitz reads (300 to 400)",
                                  8));
    r.take(4); // the base type
    const std::uint32_t games = r.number(3);
    r.take(3); // the game SCID opens first
    const std::string_view description = r.take(108);
    base.m_description = utf8(description.substr(0, description.find('\0')));
    if (base.m_version >= 400) {
        if (!r.has(HeaderSize400 - HeaderSize300))
            return unexpected(r.error("truncated index header"));
        r.take(HeaderSize400 - HeaderSize300); // the names of the six user flags
    }
    const std::size_t entrySize = base.m_version >= 400 ? 47 : 46;
    const std::size_t expected = r.pos() + std::size_t(games) * entrySize;
    if (index->size() < expected)
        return unexpected(ScidError{
            indexPath, index->size(), -1,
            "truncated: the header counts " + std::to_string(games) + " games, the file holds "
                + std::to_string((index->size() - r.pos()) / entrySize) + " (it should be "
                + std::to_string(expected) + " bytes)"});
    if (index->size() > expected)
        return unexpected(ScidError{indexPath, expected, -1,
                                    "bytes after the last of the " + std::to_string(games)
                                        + " games the header counts"});

    if (auto error = readNames(base.m_paths[1], base.m_names)) return unexpected(*error);

    base.m_gameFd = ::open(base.m_paths[2].c_str(), O_RDONLY | O_CLOEXEC);
    struct stat st {};
    if (base.m_gameFd < 0 || ::fstat(base.m_gameFd, &st) != 0)
        return unexpected(
            ScidError{base.m_paths[2], 0, -1,
                      std::string("cannot open the game file: ") + std::strerror(errno)});
    base.m_gameFileSize = std::uint64_t(st.st_size);

    base.m_entries.reserve(games);
    for (std::uint32_t g = 0; g < games; ++g) {
        const std::size_t at = r.pos();
        Entry e = decodeEntry(r, base.m_version);
        // A name id past its list: SCID shows "?"; so does Kibitz (as id 0 of an empty
        // list is not there, the name text says it).
        for (auto [id, kind] : {std::pair{&e.white, NameKind::Player},
                                {&e.black, NameKind::Player},
                                {&e.event, NameKind::Event},
                                {&e.site, NameKind::Site},
                                {&e.round, NameKind::Round}})
            if (*id >= base.nameCount(kind)) *id = UINT32_MAX;
        if (e.offset + e.length > base.m_gameFileSize)
            return unexpected(ScidError{
                indexPath, at, std::int64_t(g),
                "its data (offset " + std::to_string(e.offset) + ", " + std::to_string(e.length)
                    + " bytes) lies past the end of " + base.m_paths[2] + " ("
                    + std::to_string(base.m_gameFileSize) + " bytes): the game file is truncated"});
        base.m_entries.push_back(e);
    }
    return base;
}

std::string_view Base::name(NameKind kind, std::uint32_t id) const
{
    const auto& list = m_names[std::size_t(kind)];
    return id < list.size() ? std::string_view(list[id]) : std::string_view("?");
}

Expected<std::string, ScidError> Base::record(std::uint32_t game) const
{
    if (game >= m_entries.size())
        return unexpected(ScidError{m_paths[0], 0, std::int64_t(game), "no such game"});
    const Entry& e = m_entries[game];
    std::string bytes(e.length, '\0');
    std::size_t done = 0;
    while (done < bytes.size()) {
        const ssize_t n =
            ::pread(m_gameFd, bytes.data() + done, bytes.size() - done, off_t(e.offset + done));
        if (n <= 0)
            return unexpected(ScidError{m_paths[2], e.offset + done, std::int64_t(game),
                                        n == 0 ? std::string("the game file ends inside the game")
                                               : std::string(std::strerror(errno))});
        done += std::size_t(n);
    }
    return bytes;
}

std::optional<ScidError> Base::read(std::uint32_t game, pgn::Visitor& visitor) const
{
    auto bytes = record(game);
    if (!bytes) {
        visitor.beginGame(0);
        visitor.error(pgn::PgnError{0, 0, bytes.error().toString()});
        visitor.endGame();
        return bytes.error();
    }
    return read(game, *bytes, visitor);
}

Expected<pgn::Game, ScidError> Base::game(std::uint32_t game) const
{
    pgn::GameBuilder builder;
    if (auto error = read(game, builder)) return unexpected(*error);
    return builder.takeGame();
}

std::optional<ScidError> Base::read(std::uint32_t g, std::string_view bytes,
                                    pgn::Visitor& visitor) const
{
    visitor.beginGame(0);
    auto error = readGame(g, bytes, visitor);
    if (error) visitor.error(pgn::PgnError{0, 0, error->toString()});
    visitor.endGame();
    return error;
}

std::optional<ScidError> Base::readGame(std::uint32_t g, std::string_view bytes,
                                        pgn::Visitor& visitor) const
{
    const Entry& e = m_entries[g];
    Reader r(bytes, m_paths[2], e.offset, std::int64_t(g));

    // The tags the index holds, in the order SCID writes them.
    static constexpr std::string_view results[] = {"*", "1-0", "0-1", "1/2-1/2"};
    const std::string_view result = results[e.result & 3];
    visitor.tag("Event", name(NameKind::Event, e.event));
    visitor.tag("Site", name(NameKind::Site, e.site));
    visitor.tag("Date", dateText(e.date));
    visitor.tag("Round", name(NameKind::Round, e.round));
    visitor.tag("White", name(NameKind::Player, e.white));
    visitor.tag("Black", name(NameKind::Player, e.black));
    visitor.tag("Result", result);
    if (e.whiteElo)
        visitor.tag("White" + std::string(ratingTypeName(e.whiteRatingType)),
                    std::to_string(e.whiteElo));
    if (e.blackElo)
        visitor.tag("Black" + std::string(ratingTypeName(e.blackRatingType)),
                    std::to_string(e.blackElo));
    if (e.eco) visitor.tag("ECO", ecoText(e.eco));
    if (e.eventDate) visitor.tag("EventDate", dateText(e.eventDate));

    // The other tags: a length and a name (or 241..250 for a common tag), a length and a value.
    std::vector<std::pair<std::string, std::string>> extra;
    for (;;) {
        if (r.atEnd()) return r.error("the record ends inside its tags");
        const std::size_t at = r.pos();
        const std::uint8_t nameLength = r.byte();
        if (nameLength == 0) break;
        std::string tagName;
        if (nameLength == 255) {
            // SCID 2's event date: three bytes, a SCID date.
            if (!r.has(3)) return r.error("the record ends inside a tag", at);
            const std::uint32_t date = r.number(3);
            if (!e.eventDate && date) extra.emplace_back("EventDate", dateText(date));
            continue;
        }
        if (nameLength > 240) {
            if (nameLength - 241 >= 10)
                return r.error("unknown common tag " + std::to_string(nameLength), at);
            tagName = CommonTags[nameLength - 241];
        } else {
            if (!r.has(nameLength)) return r.error("the record ends inside a tag", at);
            tagName = utf8(r.take(nameLength));
        }
        if (r.atEnd()) return r.error("the record ends inside a tag", at);
        const std::size_t valueLength = r.byte();
        if (!r.has(valueLength)) return r.error("the record ends inside a tag", at);
        extra.emplace_back(std::move(tagName), utf8(r.take(valueLength)));
    }

    // The start: a flag byte (bit 0: a FEN follows; bits 1, 2: promotions, for SCID's
    // searches) and the FEN.
    if (r.atEnd()) return r.error("the record ends before its start position");
    const std::uint8_t startFlags = r.byte();
    Board board{chess::Position(), PieceList::standard()};
    std::string fen;
    if (startFlags & 1) {
        const std::size_t at = r.pos();
        const auto text = r.terminated();
        if (!text) return r.error("the record ends inside its start FEN", at);
        fen = std::string(*text);
        auto pos = chess::positionFromFen(fen);
        const bool strict = bool(pos);
        if (!pos) pos = chess::positionFromFen(fen, chess::Validation::Lenient);
        if (!pos) return r.error("bad start FEN \"" + fen + "\": " + pos.error().toString(), at);
        const auto pieces = PieceList::fromPosition(*pos);
        if (!pieces) return r.error("the start FEN has more than 16 pieces of a side", at);
        board = Board{*pos, *pieces};
        // SCID's own text when core/chess takes it as it is, else the position as read.
        if (!strict) fen = chess::toFen(board.pos);
    }
    for (const auto& [tagName, value] : extra) {
        // The start position is the record's own; a copy among the tags would contradict it.
        if (tagName == "FEN" || tagName == "SetUp" || tagName == "Setup") continue;
        visitor.tag(tagName, value);
    }
    if (!fen.empty()) {
        visitor.tag("SetUp", "1");
        visitor.tag("FEN", fen);
    }
    if (visitor.endTags() == pgn::Control::Skip) return std::nullopt;
    visitor.startPosition(board.pos);

    // The comments follow the move list, one per comment mark in the order the marks come.
    // The move list's end is found first: every byte but a NAG's value is a move or a
    // marker, and a queen's second byte (64 and up) is never taken for the end (15).
    std::vector<std::string> comments;
    const std::size_t movesAt = r.pos();
    {
        std::size_t i = movesAt;
        while (i < bytes.size() && static_cast<std::uint8_t>(bytes[i]) != TokenEnd)
            i += static_cast<std::uint8_t>(bytes[i]) == TokenNag ? 2 : 1;
        if (i >= bytes.size()) return r.error("the move list has no end");
        Reader tail(bytes.substr(i + 1), m_paths[2], e.offset + i + 1, std::int64_t(g));
        while (const auto text = tail.terminated()) comments.push_back(utf8(*text));
    }
    std::size_t nextComment = 0;

    // A variation is an alternative to the move just played: it starts from the position
    // before that move, which each line keeps.
    struct Line {
        Board board;
        Board before;
        bool hasMove = false;
    };
    std::vector<Line> lines{Line{board, board, false}};
    GameDecoder decoder(r);
    for (;;) {
        const std::size_t at = r.pos();
        const std::uint8_t value = r.byte();
        Line& line = lines.back();
        if (value == TokenEnd) {
            if (lines.size() > 1) return r.error("the game ends inside a variation", at);
            break;
        }
        switch (value) {
        case TokenNag:
            if (r.atEnd()) return r.error("a NAG lacks its value", at);
            visitor.nag(r.byte());
            break;
        case TokenComment:
            if (nextComment >= comments.size())
                return r.error("a comment mark without its comment", at);
            if (!comments[nextComment].empty()) visitor.comment(comments[nextComment]);
            ++nextComment;
            break;
        case TokenVariation: {
            if (!line.hasMove) return r.error("a variation before any move", at);
            if (visitor.beginVariation() == pgn::Control::Continue) {
                lines.push_back(Line{line.before, line.before, false});
                break;
            }
            // Skipped: its bytes are passed over (its comment marks still count).
            int depth = 1;
            while (depth > 0) {
                if (r.atEnd()) return r.error("a variation has no end", at);
                const std::uint8_t b = r.byte();
                if (b == TokenNag && !r.atEnd())
                    r.byte();
                else if (b == TokenVariation)
                    ++depth;
                else if (b == TokenEndVariation)
                    --depth;
                else if (b == TokenComment)
                    ++nextComment;
                else if (b == TokenEnd)
                    return r.error("the game ends inside a variation", r.pos() - 1);
            }
            visitor.endVariation();
            break;
        }
        case TokenEndVariation:
            if (lines.size() == 1) return r.error("the end of a variation in the main line", at);
            lines.pop_back();
            visitor.endVariation();
            break;
        default: {
            auto m = decoder.decodeMove(line.board, value, at);
            if (!m) return m.error();
            if (m->isNull() && line.board.pos.isCheck())
                return r.error("a null move while in check", at);
            line.before = line.board;
            line.hasMove = true;
            visitor.move(line.board.pos, *m, {});
            GameDecoder::play(line.board, *m);
            if (!visitor.wantsMoreMoves()) {
                // Nothing more is decoded (an index stops at a bad move, or never wants more).
                visitor.result(result);
                return std::nullopt;
            }
            break;
        }
        }
    }
    // Comments beyond the marks (older SCID versions could leave marks out) are kept at the
    // end of the game rather than lost.
    for (; nextComment < comments.size(); ++nextComment)
        if (!comments[nextComment].empty()) visitor.comment(comments[nextComment]);
    visitor.result(result);
    return std::nullopt;
}

} // namespace kibitz::scid
