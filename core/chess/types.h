// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// Fundamental chess types: colours, pieces, squares, moves. Everything here is a small
// value type with constexpr helpers; the hot paths of move generation depend on them.

#include <cstddef>
#include <cstdint>
#include <string_view>

namespace kibitz::chess {

// ---------------------------------------------------------------------------------------
// Colours and pieces

enum class Color : std::uint8_t { White = 0, Black = 1 };

constexpr Color operator~(Color c)
{
    return Color(std::uint8_t(c) ^ 1);
}
constexpr int index(Color c)
{
    return int(c);
}

enum class PieceType : std::uint8_t { None = 0, Pawn, Knight, Bishop, Rook, Queen, King };
constexpr int index(PieceType t)
{
    return int(t);
}

// Piece encodes colour in bit 3: White pieces 1..6, Black pieces 9..14, 0 = no piece.
enum class Piece : std::uint8_t { None = 0 };

constexpr Piece makePiece(Color c, PieceType t)
{
    return Piece((int(c) << 3) | int(t));
}
constexpr PieceType typeOf(Piece p)
{
    return PieceType(std::uint8_t(p) & 7);
}
constexpr Color colorOf(Piece p)
{
    return Color(std::uint8_t(p) >> 3);
}
constexpr int index(Piece p)
{
    return int(p);
}

// The piece types' letters, by index(PieceType): they name a type and are read back.
inline constexpr std::string_view PieceTypeLetters = ".PNBRQK";

// 'P','N','B','R','Q','K' for White, lower case for Black, '.' for no piece.
constexpr char pieceChar(Piece p)
{
    const char c = PieceTypeLetters[std::size_t(index(typeOf(p)))];
    return (p != Piece::None && colorOf(p) == Color::Black) ? char(c + ('a' - 'A')) : c;
}
constexpr char pieceTypeChar(PieceType t)
{
    return PieceTypeLetters[std::size_t(index(t))];
}

// Upper or lower case piece letter to its type (no pawn letter in SAN, but accepted here).
constexpr PieceType pieceTypeFromChar(char c)
{
    const std::size_t i = PieceTypeLetters.find(char(c & ~0x20), 1); // upper case; not the '.'
    return i == std::string_view::npos ? PieceType::None : PieceType(i);
}

// Parses one of "PNBRQKpnbrqk"; returns Piece::None for anything else.
constexpr Piece pieceFromChar(char c)
{
    const PieceType t = pieceTypeFromChar(c);
    if (t == PieceType::None) return Piece::None;
    return makePiece(c >= 'a' ? Color::Black : Color::White, t);
}

// ---------------------------------------------------------------------------------------
// Squares: a1 = 0, b1 = 1, ..., h8 = 63 (little-endian rank-file mapping).

enum class Square : std::uint8_t {
    // clang-format off
    A1, B1, C1, D1, E1, F1, G1, H1,
    A2, B2, C2, D2, E2, F2, G2, H2,
    A3, B3, C3, D3, E3, F3, G3, H3,
    A4, B4, C4, D4, E4, F4, G4, H4,
    A5, B5, C5, D5, E5, F5, G5, H5,
    A6, B6, C6, D6, E6, F6, G6, H6,
    A7, B7, C7, D7, E7, F7, G7, H7,
    A8, B8, C8, D8, E8, F8, G8, H8,
    None = 64
    // clang-format on
};

constexpr int index(Square s)
{
    return int(s);
}
constexpr Square makeSquare(int file, int rank)
{
    return Square(rank * 8 + file);
}
constexpr int fileOf(Square s)
{
    return int(s) & 7;
}
constexpr int rankOf(Square s)
{
    return int(s) >> 3;
}
constexpr bool isValid(Square s)
{
    return int(s) < 64;
}
constexpr Square flipRank(Square s)
{
    return Square(int(s) ^ 56);
}
// The rank as seen from colour c (rank 0 is that side's back rank).
constexpr int relativeRank(Color c, int rank)
{
    return c == Color::White ? rank : 7 - rank;
}
constexpr int relativeRank(Color c, Square s)
{
    return relativeRank(c, rankOf(s));
}
constexpr Square relativeSquare(Color c, Square s)
{
    return c == Color::White ? s : flipRank(s);
}
constexpr Square operator+(Square s, int delta)
{
    return Square(int(s) + delta);
}
constexpr Square operator-(Square s, int delta)
{
    return Square(int(s) - delta);
}
// One step forward for colour c.
constexpr int pawnPush(Color c)
{
    return c == Color::White ? 8 : -8;
}

constexpr char fileChar(int file)
{
    return char('a' + file);
}
constexpr char rankChar(int rank)
{
    return char('1' + rank);
}

// ---------------------------------------------------------------------------------------
// Moves, packed into 16 bits:
//   bits 0-5  destination square
//   bits 6-11 origin square
//   bits 12-13 promotion piece (0 knight, 1 bishop, 2 rook, 3 queen)
//   bits 14-15 kind (normal, promotion, en passant, castling)
// Castling is encoded king-takes-own-rook (to = the rook's square), which describes
// standard chess and Chess960 alike; notation converts to e1g1 / O-O as asked.

enum class MoveKind : std::uint8_t { Normal = 0, Promotion = 1, EnPassant = 2, Castling = 3 };

class Move {
public:
    constexpr Move() = default;
    constexpr Move(Square from, Square to, MoveKind kind = MoveKind::Normal,
                   PieceType promotion = PieceType::Knight)
        : m_data(std::uint16_t(index(to) | (index(from) << 6)
                               | ((index(promotion) - index(PieceType::Knight)) << 12)
                               | (int(kind) << 14)))
    {}
    static constexpr Move fromRaw(std::uint16_t raw)
    {
        Move m;
        m.m_data = raw;
        return m;
    }
    // The null move ("--" in PGN, "0000" in UCI): passes the turn. Distinct from none().
    static constexpr Move null() { return fromRaw(0x41); } // b1 -> b1, never a real move
    static constexpr Move none() { return Move(); }

    constexpr Square from() const { return Square((m_data >> 6) & 63); }
    constexpr Square to() const { return Square(m_data & 63); }
    constexpr MoveKind kind() const { return MoveKind(m_data >> 14); }
    constexpr PieceType promotion() const
    {
        return kind() == MoveKind::Promotion ? PieceType(((m_data >> 12) & 3) + 2)
                                             : PieceType::None;
    }
    // Variant moves, in the encodings standard chess never produces:
    // a drop (Crazyhouse) has from == to, its piece in the promotion bits (kind Promotion,
    // knight to queen) or kind EnPassant for a pawn; a promotion to king (Antichess,
    // Giveaway, Suicide) is kind Castling with from and to on different ranks.
    static constexpr Move drop(PieceType t, Square to)
    {
        return t == PieceType::Pawn ? Move(to, to, MoveKind::EnPassant)
                                    : Move(to, to, MoveKind::Promotion, t);
    }
    static constexpr Move kingPromotion(Square from, Square to)
    {
        return Move(from, to, MoveKind::Castling);
    }
    constexpr bool isDrop() const
    {
        return from() == to() && kind() != MoveKind::Normal && kind() != MoveKind::Castling;
    }
    constexpr PieceType dropType() const
    {
        return kind() == MoveKind::EnPassant ? PieceType::Pawn
                                             : PieceType(((m_data >> 12) & 3) + 2);
    }
    constexpr bool isKingPromotion() const
    {
        return kind() == MoveKind::Castling && ((m_data ^ (m_data >> 6)) & 0x38) != 0;
    }
    // The piece a pawn becomes, king promotions included (None for other moves).
    constexpr PieceType promotionType() const
    {
        return isKingPromotion() ? PieceType::King : isDrop() ? PieceType::None : promotion();
    }
    constexpr bool isNull() const { return m_data == null().m_data; }
    constexpr bool isNone() const { return m_data == 0; }
    constexpr explicit operator bool() const { return m_data != 0 && !isNull(); }
    constexpr std::uint16_t raw() const { return m_data; }

    friend constexpr bool operator==(Move a, Move b) { return a.m_data == b.m_data; }

private:
    std::uint16_t m_data = 0;
};

// ---------------------------------------------------------------------------------------
// Castling sides.

enum class CastlingSide : std::uint8_t { King = 0, Queen = 1 };

// ---------------------------------------------------------------------------------------
// Variants (python-chess's and lichess's eight besides Chess960, which is a flag of its own
// because it combines with them: Atomic960 is Atomic with Chess960 castling).

enum class Variant : std::uint8_t {
    Standard = 0,
    Crazyhouse,
    ThreeCheck,
    KingOfTheHill,
    Atomic,
    Antichess,
    Giveaway,
    Horde,
    RacingKings,
    // python-chess's SuicideBoard (FICS suicide): Giveaway's moves, but a stalemated side
    // wins only with fewer men than the other (a draw with as many).
    Suicide,
};
inline constexpr int VariantCount = 10;

// The losing variants: no royal king, captures compulsory, promotion to king allowed.
constexpr bool isLosingVariant(Variant v)
{
    return v == Variant::Antichess || v == Variant::Giveaway || v == Variant::Suicide;
}

} // namespace kibitz::chess
