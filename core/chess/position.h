// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// Setup is what a FEN says (unvalidated fields); Position is a legal chess position built
// from a Setup by Position::fromSetup, which names every defect it finds. Position is a
// compact value type: copying it is the way to keep a position before a move (copy-make).
// Castling rights are kept by rook square, so Chess960 lives in the same type.

#include "chess/bitboard.h"
#include "chess/expected.h"
#include "chess/types.h"
#include "chess/zobrist.h"

#include <array>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

namespace kibitz::chess {

// ---------------------------------------------------------------------------------------
// Setup: the fields of a FEN, not checked for legality.

struct Setup {
    std::array<Piece, 64> board{};
    Color turn = Color::White;
    Bitboard castlingRooks = 0; // squares of the rooks with castling rights
    Square epSquare = Square::None;
    int halfmoveClock = 0;
    int fullmoveNumber = 1;
    bool chess960 = false;
    // Variant state: the rules the position is played by, Crazyhouse's pockets (counts by
    // colour and PieceType index, pawn to queen) and promoted pieces (they go back to the
    // pocket as pawns), and Three-check's checks each side still has to give.
    Variant variant = Variant::Standard;
    std::array<std::array<std::uint8_t, 6>, 2> pockets{};
    Bitboard promoted = 0;
    std::array<std::uint8_t, 2> checksLeft{3, 3};
    bool hasPockets = false;    // the FEN had a pocket ([...] or a ninth rank)
    bool hasCheckCount = false; // the FEN had a Three-check counter

    static Setup standard();
    friend bool operator==(const Setup&, const Setup&) = default;
};

// Which castling right a rook square of Setup::castlingRooks stands for: the colour by its
// rank (the first for White, the eighth for Black), the side by where it stands from that
// colour's king on its back rank; with no king there, from the middle (files e-h are the king
// side), as the corners are where KQkq puts such a right. nullopt off the back ranks. The
// one rule FEN reading and writing, Position::fromSetup and the set-up dialog share.
struct CastlingRight {
    Color color;
    CastlingSide side;
};
std::optional<CastlingRight> castlingRightOf(const Setup& setup, Square rook);
// The file of c's king on c's back rank; -1 when it is not there.
int backRankKingFile(const Setup& setup, Color c);

// ---------------------------------------------------------------------------------------
// What can be wrong with a Setup.

enum class Defect : std::uint8_t {
    Empty,             // no pieces at all
    MissingKing,       // a side has no king
    TooManyKings,      // a side has more than one king
    TooManyPieces,     // more than 16 pieces of one colour
    TooManyPawns,      // more than 8 pawns of one colour
    PawnsOnBackRank,   // a pawn on rank 1 or 8
    BadCastlingRights, // a castling right without its king and rook in place
    InvalidEnPassant,  // en passant square that no double push can have made
    OppositeCheck,     // the side not to move is in check
    ImpossibleCheck,   // a check no legal last move can have given
};

// A defect with what it concerns, typed (for a dialog to say it in its own words), and in
// English words (for logs and the command line).
struct DefectReport {
    Defect defect;
    std::string detail; // human-readable, names colours and squares
    // The side concerned: whose king, pieces or pawns; the pawn's colour (PawnsOnBackRank);
    // the castling right's colour (BadCastlingRights, when its rook is on a back rank); the
    // side in check (OppositeCheck, ImpossibleCheck). nullopt for Empty and InvalidEnPassant.
    std::optional<Color> color;
    // The pawn (PawnsOnBackRank), the castling rook (BadCastlingRights), the en passant
    // square (InvalidEnPassant); None otherwise.
    Square square = Square::None;
    int count = 0; // how many: kings, pieces or pawns of the side; the checking pieces
    int limit = 0; // the most allowed: pieces (16, more in Crazyhouse and Horde), pawns (8)
};

struct SetupError {
    std::vector<DefectReport> defects;
    bool has(Defect d) const;
    std::string message() const; // "; "-joined details
};

// How fromSetup treats defects that can be repaired or tolerated.
enum class Validation : std::uint8_t {
    Strict,  // every defect is an error
    Lenient, // drop bad castling rights and en passant squares, accept odd checks and counts
};

// ---------------------------------------------------------------------------------------

class Position {
public:
    Position(); // the standard starting position

    static Position startPosition() { return Position(); }
    static Expected<Position, SetupError> fromSetup(const Setup& setup,
                                                    Validation mode = Validation::Strict);
    Setup toSetup() const;

    // --- Board
    Piece pieceOn(Square s) const { return m_board[index(s)]; }
    Bitboard occupied() const { return m_byColor[0] | m_byColor[1]; }
    Bitboard pieces(Color c) const { return m_byColor[index(c)]; }
    Bitboard pieces(PieceType t) const { return m_byType[index(t)]; }
    Bitboard pieces(Color c, PieceType t) const { return m_byColor[index(c)] & m_byType[index(t)]; }
    Bitboard pieces(PieceType a, PieceType b) const
    {
        return m_byType[index(a)] | m_byType[index(b)];
    }
    Bitboard pieces(Color c, PieceType a, PieceType b) const
    {
        return m_byColor[index(c)] & (m_byType[index(a)] | m_byType[index(b)]);
    }
    Square kingSquare(Color c) const { return lsb(pieces(c, PieceType::King)); }
    bool hasKing(Color c) const { return pieces(c, PieceType::King) != 0; }

    // --- State
    Color sideToMove() const { return m_turn; }
    // Set only when a pawn of the side to move stands next to the pawn that just made a
    // double step (the Polyglot convention); the capture itself may still be illegal.
    Square epSquare() const { return m_epSquare; }
    int halfmoveClock() const { return m_halfmoveClock; }
    int fullmoveNumber() const { return m_fullmoveNumber; }
    int ply() const { return 2 * (m_fullmoveNumber - 1) + index(m_turn); }
    Key key() const { return m_key; }
    // The key for repetition: like key(), but an en passant square counts only when the
    // capture is legal (FIDE 9.2.3), where the Polyglot key counts any adjacent pawn.
    Key repetitionKey() const;
    bool isChess960() const { return m_chess960; }
    void setChess960(bool on) { m_chess960 = on; }

    // --- Variants (see variant.h for names and start positions)
    Variant variant() const { return m_variant; }
    bool isStandard() const { return m_variant == Variant::Standard; }
    int pocketCount(Color c, PieceType t) const
    {
        return t == PieceType::None || t == PieceType::King ? 0 : m_pockets[index(c)][index(t) - 1];
    }
    Bitboard promoted() const { return m_promoted; }
    int checksLeft(Color c) const { return m_checksLeft[index(c)]; }
    // The game is over by the variant's own rule (a king on the hill, a third check, a king
    // exploded, a side without pieces, a king home in Racing Kings): no moves are legal.
    bool isVariantEnd() const;
    // Who won by that rule; nullopt for a draw (Racing Kings, both kings home; Horde, an
    // empty board). Only meaningful when isVariantEnd().
    std::optional<Color> variantWinner() const;

    // --- Castling: rights are kept by the square of the rook that castles.
    Square castlingRook(Color c, CastlingSide side) const
    {
        return m_castlingRook[index(c)][int(side)];
    }
    bool canCastle(Color c, CastlingSide side) const
    {
        return castlingRook(c, side) != Square::None;
    }
    Bitboard castlingRooks() const { return m_castlingMask; }
    // Where king and rook end up when c castles to side.
    static Square castlingKingTarget(Color c, CastlingSide side)
    {
        return relativeSquare(c, side == CastlingSide::King ? Square::G1 : Square::C1);
    }
    static Square castlingRookTarget(Color c, CastlingSide side)
    {
        return relativeSquare(c, side == CastlingSide::King ? Square::F1 : Square::D1);
    }
    // Can the side to move castle to this side right now (rights, empty path, no square of
    // the king's path attacked, not in check)? The one place castling legality is decided.
    bool canCastleNow(CastlingSide side) const;
    static CastlingSide castlingSideOf(Move m)
    {
        return m.to() > m.from() ? CastlingSide::King : CastlingSide::Queen;
    }
    // Where the moving piece lands: the king's target square for castling (stored as
    // king-takes-rook), the move's to-square otherwise. For arrows, highlights and drags.
    static Square landingSquare(Color mover, Move m)
    {
        return m.kind() == MoveKind::Castling ? castlingKingTarget(mover, castlingSideOf(m))
                                              : m.to();
    }

    // --- Checks and attacks
    Bitboard checkers() const { return m_checkers; }
    bool isCheck() const { return m_checkers != 0; }
    Bitboard attackersTo(Square s, Bitboard occupied) const;
    Bitboard attackersTo(Square s) const { return attackersTo(s, occupied()); }
    bool isAttackedBy(Color by, Square s, Bitboard occupied) const;
    // Pieces of either colour that alone shield c's king from an enemy slider (pinned when
    // of colour c, discovered-check candidates when of the other colour).
    Bitboard blockersForKing(Color c) const;
    Bitboard pinned() const { return blockersForKing(m_turn) & pieces(m_turn); }
    // The squares a piece of colour c on s may move to without exposing its own king: the
    // whole line through king and pinner (pinner included) when it is pinned, every square
    // otherwise (python-chess's pin_mask). No king of colour c: every square.
    Bitboard pinRay(Color c, Square s) const;
    // The squares that answer a check of the side to move by blocking or capturing (the
    // checker and the squares between it and the king): every square when not in check,
    // none in double check (only the king can move).
    Bitboard evasionMask() const;

    // --- Moves
    Piece movedPiece(Move m) const { return pieceOn(m.from()); }
    bool isCapture(Move m) const
    {
        return (m.kind() != MoveKind::Castling && pieceOn(m.to()) != Piece::None)
               || m.kind() == MoveKind::EnPassant;
    }
    PieceType capturedType(Move m) const
    {
        if (m.kind() == MoveKind::EnPassant) return PieceType::Pawn;
        if (m.kind() == MoveKind::Castling) return PieceType::None;
        return typeOf(pieceOn(m.to()));
    }
    // True when m is a legal move here (for moves from untrusted sources: books, engines,
    // users). Generated moves are always legal.
    bool isLegal(Move m) const;
    // Does m reset the halfmove clock (a pawn move or drop, a capture)? python-chess's
    // is_zeroing. m must be legal here.
    bool isZeroing(Move m) const;
    // Can no position before m ever occur again after it? Zeroing moves, moves that lose a
    // castling right, and any move while an en passant capture is legal (that chance goes).
    // python-chess's is_irreversible. m must be legal here.
    bool isIrreversible(Move m) const;
    // An en passant capture by piece movement alone (the square is only kept when a pawn of
    // the side to move stands to take, so this is epSquare() != None)...
    bool hasPseudoLegalEnPassant() const { return m_epSquare != Square::None; }
    // ... and one that is also legal (the capturer not pinned, the king not left in check).
    bool hasLegalEnPassant() const;
    // Cheaper test for a move known to be pseudo-legal (right piece, reachable target, not
    // onto an own piece): does it leave the own king safe? Notation parsing uses it.
    bool isLegalPseudo(Move m) const;
    bool givesCheck(Move m) const;
    // Static exchange evaluation: is the material balance after the exchange sequence that
    // starts with m at least threshold (in centipawns, P=100 N=320 B=330 R=500 Q=900)?
    // It compares see(m) with the threshold.
    bool seeAtLeast(Move m, int threshold) const;
    // The exchange value itself, from a swap list: each side recaptures on the square with
    // its least valuable attacker (sliders behind a capturer join in, a king only when
    // nothing of the other side still attacks), then the gains are folded back from the end,
    // each side free to stop the exchange where going on would lose.
    int see(Move m) const;

    // Plays a legal move (or Move::null()) in place.
    void play(Move m);
    Position after(Move m) const
    {
        Position p = *this;
        p.play(m);
        return p;
    }

    // Recomputes the key and checkers from scratch and checks the bitboards agree with the
    // board array: a debug invariant, used by tests after long move sequences.
    bool isConsistent() const;
    Key computeKey() const;

    friend bool operator==(const Position& a, const Position& b);

private:
    struct Empty {};
    explicit Position(Empty) {}
    void clear();
    void putPiece(Piece p, Square s);
    void removePiece(Square s);
    void movePiece(Square from, Square to);
    // Castling: king on from, rook on to (Chess960's encoding), both put on their squares.
    // Returns them; the key and the variants' bookkeeping are the caller's.
    struct Castled {
        Piece king, rook;
        Square kingTo, rookTo;
    };
    Castled castle(Color us, Move m);
    Key castlingKey() const;
    Key variantKey() const;
    Bitboard computeCheckers() const;
    void playVariant(Move m);
    void updateEpSquare(Square target); // after a double step, keeps it only if capturable

    std::array<Piece, 64> m_board{};
    Bitboard m_byType[7]{};
    Bitboard m_byColor[2]{};
    Bitboard m_checkers = 0;
    Bitboard m_castlingMask = 0;
    Key m_key = 0;
    Square m_castlingRook[2][2] = {{Square::None, Square::None}, {Square::None, Square::None}};
    Square m_epSquare = Square::None;
    Color m_turn = Color::White;
    bool m_chess960 = false;
    Variant m_variant = Variant::Standard; // in what was padding
    std::uint16_t m_halfmoveClock = 0;
    std::uint16_t m_fullmoveNumber = 1;
    // The variants' state last: standard chess never reads it.
    std::uint8_t m_checksLeft[2] = {3, 3};
    // Pawn to queen (index - 1): five a side keep the Position within three cache lines
    // (192 bytes), which standard chess's perft copies at every node.
    std::uint8_t m_pockets[2][5] = {};
    Bitboard m_promoted = 0;
};

// Piece values used by SEE and move ordering.
constexpr int pieceValue(PieceType t)
{
    constexpr int values[7] = {0, 100, 320, 330, 500, 900, 20000};
    return values[index(t)];
}

} // namespace kibitz::chess
