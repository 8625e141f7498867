// SPDX-License-Identifier: GPL-3.0-or-later
#include "chess/position.h"

#include "chess/movegen.h"
#include "chess/notation.h"

#include <algorithm>

namespace kibitz::chess {

namespace {

const char* colorName(Color c)
{
    return c == Color::White ? "white" : "black";
}

} // namespace

// ---------------------------------------------------------------------------------------
// Setup and errors

Setup Setup::standard()
{
    Setup s;
    constexpr std::string_view back = "RNBQKBNR";
    for (int f = 0; f < 8; ++f) {
        s.board[index(makeSquare(f, 0))] = pieceFromChar(back[std::size_t(f)]);
        s.board[index(makeSquare(f, 1))] = makePiece(Color::White, PieceType::Pawn);
        s.board[index(makeSquare(f, 6))] = makePiece(Color::Black, PieceType::Pawn);
        s.board[index(makeSquare(f, 7))] = pieceFromChar(char(back[std::size_t(f)] + ('a' - 'A')));
    }
    s.castlingRooks = bb(Square::A1) | bb(Square::H1) | bb(Square::A8) | bb(Square::H8);
    return s;
}

int backRankKingFile(const Setup& setup, Color c)
{
    const int rank = relativeRank(c, 0);
    const Piece king = makePiece(c, PieceType::King);
    for (int f = 0; f < 8; ++f)
        if (setup.board[std::size_t(index(makeSquare(f, rank)))] == king) return f;
    return -1;
}

std::optional<CastlingRight> castlingRightOf(const Setup& setup, Square rook)
{
    const int rank = rankOf(rook);
    if (rank != 0 && rank != 7) return std::nullopt;
    const Color color = rank == 0 ? Color::White : Color::Black;
    const int king = backRankKingFile(setup, color);
    const int file = fileOf(rook);
    const bool kingSide = king >= 0 ? file > king : file >= 4;
    return CastlingRight{color, kingSide ? CastlingSide::King : CastlingSide::Queen};
}

bool SetupError::has(Defect d) const
{
    return std::any_of(defects.begin(), defects.end(),
                       [d](const DefectReport& r) { return r.defect == d; });
}

std::string SetupError::message() const
{
    std::string out;
    for (const DefectReport& r : defects) {
        if (!out.empty()) out += "; ";
        out += r.detail;
    }
    return out;
}

// ---------------------------------------------------------------------------------------
// Construction

Position::Position()
{
    static const Position start = fromSetup(Setup::standard()).value();
    *this = start;
}

void Position::clear()
{
    m_board.fill(Piece::None);
    std::fill(std::begin(m_byType), std::end(m_byType), 0);
    m_byColor[0] = m_byColor[1] = 0;
    m_checkers = m_castlingMask = 0;
    m_key = 0;
    for (auto& side : m_castlingRook) side[0] = side[1] = Square::None;
    m_epSquare = Square::None;
    m_turn = Color::White;
    m_chess960 = false;
    m_halfmoveClock = 0;
    m_fullmoveNumber = 1;
    m_variant = Variant::Standard;
    m_checksLeft[0] = m_checksLeft[1] = 3;
    for (auto& pocket : m_pockets) std::fill(std::begin(pocket), std::end(pocket), 0);
    m_promoted = 0;
}

Expected<Position, SetupError> Position::fromSetup(const Setup& setup, Validation mode)
{
    const bool strict = mode == Validation::Strict;
    SetupError err;
    auto defect = [&err](Defect d, std::string detail, std::optional<Color> color = {},
                         Square square = Square::None, int count = 0, int limit = 0) {
        err.defects.push_back({d, std::move(detail), color, square, count, limit});
    };

    Position p{Empty{}};
    for (int sq = 0; sq < 64; ++sq) {
        const Piece pc = setup.board[std::size_t(sq)];
        // Ignore anything that is not one of the twelve pieces.
        if (std::uint8_t(pc) > 14 || typeOf(pc) == PieceType::None || typeOf(pc) > PieceType::King)
            continue;
        p.putPiece(pc, Square(sq));
    }
    p.m_turn = setup.turn;
    p.m_chess960 = setup.chess960;
    const Variant variant = setup.variant;
    p.m_variant = variant;
    if (variant != Variant::Standard) {
        p.m_promoted = setup.promoted & p.occupied();
        if (variant == Variant::Crazyhouse)
            for (int c = 0; c < 2; ++c)
                for (int t = index(PieceType::Pawn); t < index(PieceType::King); ++t)
                    p.m_pockets[c][t - 1] = setup.pockets[std::size_t(c)][std::size_t(t)];
        if (variant == Variant::ThreeCheck)
            for (int c = 0; c < 2; ++c)
                p.m_checksLeft[c] =
                    std::uint8_t(std::min<int>(setup.checksLeft[std::size_t(c)], 3));
    }
    // Antichess, Giveaway and Suicide play without royal kings; Horde's white side has none.
    const bool anyKings = isLosingVariant(variant);
    // Crazyhouse brings captured men back, Horde's white side starts with 36 pawns.
    const int maxPieces = variant == Variant::Crazyhouse ? 32 : variant == Variant::Horde ? 40 : 16;
    p.m_halfmoveClock = std::uint16_t(std::clamp(setup.halfmoveClock, 0, 0xFFFF));
    p.m_fullmoveNumber = std::uint16_t(std::clamp(setup.fullmoveNumber, 1, 0xFFFF));

    // --- Material
    if (p.occupied() == 0) defect(Defect::Empty, "the board is empty");
    for (Color c : {Color::White, Color::Black}) {
        const int kings = popCount(p.pieces(c, PieceType::King));
        // An Atomic king may be gone: the game is over (it exploded), the position stands.
        const bool kingOptional =
            anyKings || (variant == Variant::Horde && c == Color::White && kings == 0)
            || (variant == Variant::Atomic && kings == 0 && p.pieces(~c, PieceType::King));
        if (kingOptional) {
            // No rule about kings in these variants (but a Horde side with one has one).
        } else if (kings == 0)
            defect(Defect::MissingKing, std::string(colorName(c)) + " has no king", c);
        if (kings > 1 && !anyKings)
            defect(Defect::TooManyKings,
                   std::string(colorName(c)) + " has " + std::to_string(kings) + " kings", c,
                   Square::None, kings, 1);
        // In either mode: more would be no chess position, and MoveList's capacity is
        // proved for at most 16 pieces a side.
        if (const int pieces = popCount(p.pieces(c)); pieces > maxPieces)
            defect(Defect::TooManyPieces,
                   std::string(colorName(c)) + " has " + std::to_string(pieces)
                       + " pieces (at most " + std::to_string(maxPieces) + ")",
                   c, Square::None, pieces, maxPieces);
        if (const int pawns = popCount(p.pieces(c, PieceType::Pawn));
            strict && variant != Variant::Crazyhouse && variant != Variant::Horde && pawns > 8)
            defect(Defect::TooManyPawns,
                   std::string(colorName(c)) + " has " + std::to_string(pawns)
                       + " pawns (at most 8)",
                   c, Square::None, pawns, 8);
    }
    Bitboard backRankPawns = p.pieces(PieceType::Pawn) & bbs::BackRanks;
    // Horde's white pawns start on the first rank (and may step two squares from it).
    if (variant == Variant::Horde) backRankPawns &= ~(p.pieces(Color::White) & bbs::Rank1);
    for (Bitboard b = backRankPawns; b;) {
        const Square s = popLsb(b);
        const Color c = colorOf(p.pieceOn(s));
        defect(Defect::PawnsOnBackRank,
               std::string(colorName(c)) + " pawn on back rank " + squareName(s), c, s);
    }
    // Without exactly one king a side, nothing below can be decided.
    if (err.has(Defect::Empty) || err.has(Defect::MissingKing) || err.has(Defect::TooManyKings)
        || err.has(Defect::PawnsOnBackRank))
        return unexpected(std::move(err));

    // --- Castling rights, by rook square
    bool standardCastling = true;
    for (Bitboard b = setup.castlingRooks; b;) {
        const Square rs = popLsb(b);
        const Color c = rankOf(rs) == 0 ? Color::White : Color::Black;
        const Square ks = p.kingSquare(c);
        std::string problem;
        if (!p.hasKing(c))
            problem = std::string("castling right for ") + colorName(c) + " without a king";
        else if (rankOf(rs) != 0 && rankOf(rs) != 7)
            problem = "castling rook square " + squareName(rs) + " is not on a back rank";
        else if (p.pieceOn(rs) != makePiece(c, PieceType::Rook))
            problem = std::string("castling right for ") + colorName(c) + " without a rook on "
                      + squareName(rs);
        else if (relativeRank(c, ks) != 0)
            problem = std::string("castling right for ") + colorName(c)
                      + " but its king is not on the back rank";
        else {
            const CastlingSide side = castlingRightOf(setup, rs)->side; // on a back rank here
            Square& slot = p.m_castlingRook[index(c)][int(side)];
            if (slot != Square::None)
                problem = std::string("two castling rights for ") + colorName(c) + " on the "
                          + (side == CastlingSide::King ? "king" : "queen") + " side";
            else {
                slot = rs;
                p.m_castlingMask |= bb(rs);
                const int cornerFile = side == CastlingSide::King ? 7 : 0;
                if (fileOf(ks) != 4 || fileOf(rs) != cornerFile) standardCastling = false;
            }
        }
        if (!problem.empty() && strict)
            defect(Defect::BadCastlingRights, problem,
                   rankOf(rs) == 0 || rankOf(rs) == 7 ? std::optional<Color>(c) : std::nullopt, rs);
    }
    if (!standardCastling) p.m_chess960 = true;

    // --- En passant
    const Color us = p.m_turn, them = ~us;
    if (setup.epSquare != Square::None) {
        const Square ep = setup.epSquare;
        const bool valid = isValid(ep) && relativeRank(us, ep) == 5 && p.pieceOn(ep) == Piece::None
                           && p.pieceOn(ep + pawnPush(us)) == Piece::None
                           && p.pieceOn(ep - pawnPush(us)) == makePiece(them, PieceType::Pawn);
        if (valid)
            p.updateEpSquare(ep);
        else if (strict)
            defect(Defect::InvalidEnPassant,
                   "en passant square " + (isValid(ep) ? squareName(ep) : std::string("?"))
                       + " does not follow a double pawn step",
                   std::nullopt, ep);
    }

    // --- Checks
    if (variant != Variant::Standard) {
        // The variant's idea of check (none without kings or in Antichess, none between
        // touching kings in Atomic).
        p.m_turn = them;
        const bool opposite = p.computeCheckers() != 0;
        p.m_turn = us;
        if (opposite && !p.isVariantEnd())
            defect(Defect::OppositeCheck,
                   std::string(colorName(them)) + " is in check but it is " + colorName(us)
                       + " to move",
                   them);
        p.m_checkers = p.computeCheckers();
        if (!err.defects.empty()) return unexpected(std::move(err));
        p.m_key = p.computeKey();
        return p;
    }
    if (p.attackersTo(p.kingSquare(them)) & p.pieces(us))
        defect(Defect::OppositeCheck,
               std::string(colorName(them)) + " is in check but it is " + colorName(us)
                   + " to move",
               them);
    p.m_checkers = p.attackersTo(p.kingSquare(us)) & p.pieces(them);
    if (strict && p.m_checkers) {
        const Bitboard sliders =
            p.pieces(PieceType::Bishop, PieceType::Rook) | p.pieces(PieceType::Queen);
        const int n = popCount(p.m_checkers);
        bool impossible = n > 2;
        if (n == 2) {
            const Square a = lsb(p.m_checkers), b = msb(p.m_checkers);
            // A double check always involves a discovered slider, and two sliders cannot
            // both check along one line.
            impossible = !(p.m_checkers & sliders) || aligned(a, b, p.kingSquare(us));
        }
        if (impossible)
            defect(Defect::ImpossibleCheck,
                   std::string(colorName(us)) + " is in check by " + std::to_string(n)
                       + " pieces in a way no move can give",
                   us, Square::None, n);
    }
    if (!err.defects.empty()) return unexpected(std::move(err));

    p.m_key = p.computeKey();
    return p;
}

Setup Position::toSetup() const
{
    Setup s;
    s.board = m_board;
    s.turn = m_turn;
    s.castlingRooks = m_castlingMask;
    s.epSquare = m_epSquare;
    s.halfmoveClock = m_halfmoveClock;
    s.fullmoveNumber = m_fullmoveNumber;
    s.chess960 = m_chess960;
    s.variant = m_variant;
    s.promoted = m_promoted;
    for (int c = 0; c < 2; ++c) {
        for (int t = 1; t < 6; ++t) s.pockets[std::size_t(c)][std::size_t(t)] = m_pockets[c][t - 1];
        s.checksLeft[std::size_t(c)] = m_checksLeft[c];
    }
    s.hasPockets = m_variant == Variant::Crazyhouse;
    s.hasCheckCount = m_variant == Variant::ThreeCheck;
    return s;
}

// ---------------------------------------------------------------------------------------
// Piece placement and keys

void Position::putPiece(Piece p, Square s)
{
    m_board[index(s)] = p;
    m_byType[index(typeOf(p))] |= bb(s);
    m_byColor[index(colorOf(p))] |= bb(s);
}

void Position::removePiece(Square s)
{
    const Piece p = m_board[index(s)];
    m_byType[index(typeOf(p))] ^= bb(s);
    m_byColor[index(colorOf(p))] ^= bb(s);
    m_board[index(s)] = Piece::None;
}

void Position::movePiece(Square from, Square to)
{
    const Piece p = m_board[index(from)];
    const Bitboard fromTo = bb(from) | bb(to);
    m_byType[index(typeOf(p))] ^= fromTo;
    m_byColor[index(colorOf(p))] ^= fromTo;
    m_board[index(from)] = Piece::None;
    m_board[index(to)] = p;
}

Key Position::castlingKey() const
{
    Key k = 0;
    for (Color c : {Color::White, Color::Black})
        for (CastlingSide side : {CastlingSide::King, CastlingSide::Queen})
            if (canCastle(c, side)) k ^= zobrist::castling(c, side);
    return k;
}

void Position::updateEpSquare(Square target)
{
    // Polyglot: the en passant file counts only when a pawn of the side to move stands
    // next to the pawn that just advanced two squares. We keep the square on the same terms.
    if (pawnAttacks(~m_turn, target) & pieces(m_turn, PieceType::Pawn)) m_epSquare = target;
}

Key Position::repetitionKey() const
{
    if (m_epSquare == Square::None) return m_key;
    for (Bitboard b = pawnAttacks(~m_turn, m_epSquare) & pieces(m_turn, PieceType::Pawn); b;)
        if (isLegalPseudo(Move(popLsb(b), m_epSquare, MoveKind::EnPassant))) return m_key;
    return m_key ^ zobrist::enPassant(fileOf(m_epSquare));
}

Key Position::computeKey() const
{
    Key k = 0;
    for (Bitboard b = occupied(); b;) {
        const Square s = popLsb(b);
        k ^= zobrist::piece(pieceOn(s), s);
    }
    k ^= castlingKey();
    if (m_epSquare != Square::None) k ^= zobrist::enPassant(fileOf(m_epSquare));
    if (m_turn == Color::White) k ^= zobrist::whiteToMove();
    if (m_variant != Variant::Standard) k ^= variantKey();
    return k;
}

namespace {

// SplitMix64: keys for the variant state, apart from Polyglot's table (which has none).
Key mix(std::uint64_t x)
{
    x += 0x9E3779B97F4A7C15ULL;
    x = (x ^ (x >> 30)) * 0xBF58476D1CE4E5B9ULL;
    x = (x ^ (x >> 27)) * 0x94D049BB133111EBULL;
    return x ^ (x >> 31);
}

} // namespace

Key Position::variantKey() const
{
    Key k = mix(std::uint64_t(m_variant));
    for (int c = 0; c < 2; ++c) {
        for (int t = 1; t < 6; ++t)
            if (m_pockets[c][t - 1])
                k ^= mix(0x100 + std::uint64_t(c * 64 + t * 8 + m_pockets[c][t - 1]));
        if (m_variant == Variant::ThreeCheck)
            k ^= mix(0x200 + std::uint64_t(c * 8 + m_checksLeft[c]));
    }
    return k;
}

Bitboard Position::computeCheckers() const
{
    const Color us = m_turn;
    if (!hasKing(us)) return 0;
    switch (m_variant) {
    case Variant::Antichess:
    case Variant::Giveaway:
    case Variant::Suicide:
        return 0;
    case Variant::Atomic:
        // Kings that touch cannot take each other (the taker would explode): no check.
        if (!hasKing(~us) || (kingAttacks(kingSquare(us)) & pieces(~us, PieceType::King))) return 0;
        break;
    default:
        break;
    }
    return attackersTo(kingSquare(us)) & pieces(~us);
}

bool Position::isVariantEnd() const
{
    switch (m_variant) {
    case Variant::Standard:
    case Variant::Crazyhouse:
        return false;
    case Variant::ThreeCheck:
        return m_checksLeft[0] == 0 || m_checksLeft[1] == 0;
    case Variant::KingOfTheHill:
        return (pieces(PieceType::King) & bbs::Center) != 0;
    case Variant::Atomic:
        return !hasKing(Color::White) || !hasKing(Color::Black);
    case Variant::Antichess:
    case Variant::Giveaway:
    case Variant::Suicide:
    case Variant::Horde:
        return !pieces(Color::White) || !pieces(Color::Black);
    case Variant::RacingKings: {
        if (!(pieces(PieceType::King) & bbs::Rank8)) return false;
        const Bitboard blackKings = pieces(Color::Black, PieceType::King);
        if (m_turn == Color::White || (blackKings & bbs::Rank8) || !blackKings) return true;
        // White is home; Black, to move, still draws by reaching the eighth rank safely.
        const Square bk = lsb(blackKings);
        for (Bitboard t = kingAttacks(bk) & bbs::Rank8 & ~pieces(Color::Black); t;)
            if (!(attackersTo(popLsb(t)) & pieces(Color::White))) return false;
        return true;
    }
    }
    return false;
}

std::optional<Color> Position::variantWinner() const
{
    switch (m_variant) {
    case Variant::ThreeCheck:
        if (m_checksLeft[0] == 0) return Color::White;
        if (m_checksLeft[1] == 0) return Color::Black;
        break;
    case Variant::KingOfTheHill:
        if (pieces(Color::White, PieceType::King) & bbs::Center) return Color::White;
        if (pieces(Color::Black, PieceType::King) & bbs::Center) return Color::Black;
        break;
    case Variant::Atomic:
        if (!hasKing(Color::White) && hasKing(Color::Black)) return Color::Black;
        if (!hasKing(Color::Black) && hasKing(Color::White)) return Color::White;
        break;
    case Variant::Antichess:
    case Variant::Giveaway:
    case Variant::Suicide:
        // Losing every man wins.
        if (!pieces(Color::White)) return Color::White;
        if (!pieces(Color::Black)) return Color::Black;
        break;
    case Variant::Horde:
        if (!pieces(Color::White) && pieces(Color::Black)) return Color::Black;
        if (!pieces(Color::Black) && pieces(Color::White)) return Color::White;
        break;
    case Variant::RacingKings: {
        const bool white = pieces(Color::White, PieceType::King) & bbs::Rank8;
        const bool black = pieces(Color::Black, PieceType::King) & bbs::Rank8;
        if (white && !black) return Color::White;
        if (black && !white) return Color::Black;
        break;
    }
    default:
        break;
    }
    return std::nullopt;
}

// ---------------------------------------------------------------------------------------
// Attacks

Bitboard Position::attackersTo(Square s, Bitboard occ) const
{
    return (pawnAttacks(Color::Black, s) & pieces(Color::White, PieceType::Pawn))
           | (pawnAttacks(Color::White, s) & pieces(Color::Black, PieceType::Pawn))
           | (knightAttacks(s) & pieces(PieceType::Knight))
           | (bishopAttacks(s, occ) & pieces(PieceType::Bishop, PieceType::Queen))
           | (rookAttacks(s, occ) & pieces(PieceType::Rook, PieceType::Queen))
           | (kingAttacks(s) & pieces(PieceType::King));
}

bool Position::isAttackedBy(Color by, Square s, Bitboard occ) const
{
    const Bitboard them = pieces(by);
    return (pawnAttacks(~by, s) & them & pieces(PieceType::Pawn))
           || (knightAttacks(s) & them & pieces(PieceType::Knight))
           || (kingAttacks(s) & them & pieces(PieceType::King))
           || (bishopAttacks(s, occ) & them & pieces(PieceType::Bishop, PieceType::Queen))
           || (rookAttacks(s, occ) & them & pieces(PieceType::Rook, PieceType::Queen));
}

Bitboard Position::blockersForKing(Color c) const
{
    const Bitboard them = pieces(~c);
    return screens(kingSquare(c), occupied(), pieces(PieceType::Rook, PieceType::Queen) & them,
                   pieces(PieceType::Bishop, PieceType::Queen) & them);
}

Bitboard Position::pinRay(Color c, Square s) const
{
    const Bitboard all = ~Bitboard(0);
    if (!hasKing(c) || isLosingVariant(m_variant) || !(pieces(c) & bb(s))) return all;
    const Square ksq = kingSquare(c);
    if (s == ksq || !line(ksq, s)) return all;
    const Bitboard snipers =
        ((rookAttacks(ksq, 0) & pieces(PieceType::Rook, PieceType::Queen))
         | (bishopAttacks(ksq, 0) & pieces(PieceType::Bishop, PieceType::Queen)))
        & pieces(~c) & line(ksq, s);
    for (Bitboard b = snipers; b;) {
        const Square sniper = popLsb(b);
        // The sniper beyond s, with s the only piece between it and the king.
        if ((between(ksq, sniper) & occupied()) == bb(s)) return line(ksq, sniper);
    }
    return all;
}

Bitboard Position::evasionMask() const
{
    if (!m_checkers) return ~Bitboard(0);
    if (moreThanOne(m_checkers)) return 0;
    const Square checker = lsb(m_checkers);
    return between(kingSquare(m_turn), checker) | m_checkers;
}

// ---------------------------------------------------------------------------------------
// Moves

bool Position::isZeroing(Move m) const
{
    if (m.isNull() || m.isNone()) return false;
    if (m.isDrop()) return m.dropType() == PieceType::Pawn;
    if (m.kind() == MoveKind::Castling && !m.isKingPromotion()) return false;
    return typeOf(pieceOn(m.from())) == PieceType::Pawn || (pieces(~m_turn) & bb(m.to())) != 0
           || m.kind() == MoveKind::EnPassant;
}

bool Position::isIrreversible(Move m) const
{
    if (isZeroing(m) || hasLegalEnPassant()) return true;
    if (m.isNull() || m.isNone() || m.isDrop()) return false;
    // A castling right goes when the king or a castling rook moves, or a rook is taken.
    if (m.kind() == MoveKind::Castling) return true; // castling spends the rights it uses
    if (m_castlingMask & (bb(m.from()) | bb(m.to()))) return true;
    const Bitboard ownRights = m_castlingMask & bbs::rank(relativeRank(m_turn, 0));
    return typeOf(pieceOn(m.from())) == PieceType::King && ownRights != 0;
}

bool Position::hasLegalEnPassant() const
{
    if (m_epSquare == Square::None) return false;
    MoveList moves;
    generateLegal(*this, moves, GenType::Noisy);
    return std::any_of(moves.begin(), moves.end(),
                       [](Move m) { return m.kind() == MoveKind::EnPassant && !m.isDrop(); });
}

bool Position::isLegal(Move m) const
{
    if (m.isNone()) return false;
    if (m.isNull()) return !isCheck();
    MoveList moves;
    generateLegal(*this, moves);
    return moves.contains(m);
}

bool Position::canCastleNow(CastlingSide side) const
{
    const Color us = m_turn, them = ~us;
    const Square rook = castlingRook(us, side);
    if (rook == Square::None || m_checkers) return false;
    const Square ksq = kingSquare(us);
    const Square kto = castlingKingTarget(us, side), rto = castlingRookTarget(us, side);
    const Bitboard occ = occupied();
    // Every square either piece crosses or lands on must be empty but for the two.
    const Bitboard path =
        (between(ksq, kto) | bb(kto) | between(rook, rto) | bb(rto)) & ~(bb(ksq) | bb(rook));
    if (path & occ) return false;
    // The king may not pass through or land on an attacked square ...
    for (Bitboard kpath = between(ksq, kto) | bb(kto); kpath;)
        if (isAttackedBy(them, popLsb(kpath), occ)) return false;
    // ... nor stand in check once the castling rook has left (Chess960: an enemy rook or
    // queen on the back rank behind the castling rook).
    return !isAttackedBy(them, kto, (occ ^ bb(ksq) ^ bb(rook)) | bb(kto) | bb(rto));
}

bool Position::isLegalPseudo(Move m) const
{
    if (m.kind() == MoveKind::Castling)
        return m.from() == kingSquare(m_turn) && castlingRook(m_turn, castlingSideOf(m)) == m.to()
               && canCastleNow(castlingSideOf(m));
    const Color us = m_turn, them = ~us;
    const Square ksq = kingSquare(us), from = m.from(), to = m.to();
    const Bitboard occ = occupied();
    if (m.kind() == MoveKind::EnPassant) {
        const Square cap = to - pawnPush(us);
        const Bitboard after = (occ ^ bb(from) ^ bb(cap)) | bb(to);
        return !(attackersTo(ksq, after) & pieces(them) & ~bb(cap));
    }
    if (from == ksq) return !isAttackedBy(them, to, occ ^ bb(ksq));
    if (moreThanOne(m_checkers)) return false;
    // Not in check and not on any line through the king: nothing can be uncovered.
    if (!m_checkers && !line(ksq, from)) return true;
    const Bitboard after = (occ ^ bb(from)) | bb(to);
    const Bitboard enemies = pieces(them) & ~bb(to);
    // A knight or pawn check is answered only by taking the checker; slider checks and pins
    // show up as slider attacks on the king once the move is made.
    return !((m_checkers & enemies & pieces(PieceType::Knight, PieceType::Pawn))
             || (bishopAttacks(ksq, after) & enemies & pieces(PieceType::Bishop, PieceType::Queen))
             || (rookAttacks(ksq, after) & enemies & pieces(PieceType::Rook, PieceType::Queen)));
}

bool Position::givesCheck(Move m) const
{
    if (m.isNull() || m.isNone()) return false;
    if (m_variant != Variant::Standard) return after(m).isCheck();
    if (m.kind() == MoveKind::EnPassant || m.kind() == MoveKind::Castling)
        return after(m).isCheck();

    const Color us = m_turn;
    const Square from = m.from(), to = m.to(), ksq = kingSquare(~us);
    const Bitboard occ = (occupied() ^ bb(from)) | bb(to);
    const PieceType pt = m.kind() == MoveKind::Promotion ? m.promotion() : typeOf(pieceOn(from));
    const Bitboard direct = pt == PieceType::Pawn ? pawnAttacks(us, to) : attacks(pt, to, occ);
    if (direct & bb(ksq)) return true;
    // Discovered check: the moved piece was shielding the king and leaves the line.
    if ((blockersForKing(~us) & bb(from)) && !aligned(from, to, ksq)) return true;
    return false;
}

int Position::see(Move m) const
{
    if (m.isNull() || m.isNone() || m.kind() == MoveKind::Castling) return 0;
    const Square from = m.from(), to = m.to();
    int gain[40];
    int depth = 0;
    Bitboard occ = occupied() ^ bb(from);
    gain[0] = pieceValue(capturedType(m));
    int onSquare = pieceValue(typeOf(pieceOn(from)));
    if (m.kind() == MoveKind::Promotion) {
        gain[0] += pieceValue(m.promotion()) - pieceValue(PieceType::Pawn);
        onSquare = pieceValue(m.promotion());
    }
    if (m.kind() == MoveKind::EnPassant) occ ^= bb(to - pawnPush(m_turn));

    const Bitboard diagonal = pieces(PieceType::Bishop, PieceType::Queen);
    const Bitboard straight = pieces(PieceType::Rook, PieceType::Queen);
    Bitboard attackers = attackersTo(to, occ) & occ;
    Color side = ~m_turn;
    for (;;) {
        const Bitboard mine = attackers & pieces(side);
        if (!mine) break;
        PieceType lva = PieceType::Pawn;
        Bitboard candidates = 0;
        for (; lva <= PieceType::King; lva = PieceType(index(lva) + 1))
            if ((candidates = mine & pieces(lva))) break;
        const Square s = lsb(candidates);
        if (lva == PieceType::King && (attackers & ~bb(s) & pieces(~side))) break;
        ++depth;
        gain[depth] = onSquare - gain[depth - 1];
        onSquare = pieceValue(lva);
        occ ^= bb(s);
        // Reveal sliders behind the capturer (x-rays).
        attackers |= (bishopAttacks(to, occ) & diagonal) | (rookAttacks(to, occ) & straight);
        attackers &= occ;
        side = ~side;
        if (depth >= 38) break;
    }
    while (depth > 0) {
        gain[depth - 1] = -std::max(-gain[depth - 1], gain[depth]);
        --depth;
    }
    return gain[0];
}

bool Position::seeAtLeast(Move m, int threshold) const
{
    return see(m) >= threshold;
}

void Position::play(Move m)
{
    if (m_variant != Variant::Standard) [[unlikely]] {
        playVariant(m);
        return;
    }
    const Color us = m_turn, them = ~us;
    Key k = m_key ^ zobrist::whiteToMove();
    if (m_epSquare != Square::None) {
        k ^= zobrist::enPassant(fileOf(m_epSquare));
        m_epSquare = Square::None;
    }
    ++m_halfmoveClock;
    if (us == Color::Black) ++m_fullmoveNumber;

    if (!m.isNull()) {
        const Square from = m.from(), to = m.to();
        const Piece pc = pieceOn(from);

        if (m.kind() == MoveKind::Castling) {
            const Castled c = castle(us, m);
            k ^= zobrist::piece(c.king, from) ^ zobrist::piece(c.king, c.kingTo)
                 ^ zobrist::piece(c.rook, to) ^ zobrist::piece(c.rook, c.rookTo);
        } else {
            if (m.kind() == MoveKind::EnPassant) {
                const Square cap = to - pawnPush(us);
                k ^= zobrist::piece(pieceOn(cap), cap);
                removePiece(cap);
            } else if (const Piece captured = pieceOn(to); captured != Piece::None) {
                k ^= zobrist::piece(captured, to);
                removePiece(to);
                m_halfmoveClock = 0;
            }
            movePiece(from, to);
            k ^= zobrist::piece(pc, from) ^ zobrist::piece(pc, to);
            if (typeOf(pc) == PieceType::Pawn) {
                m_halfmoveClock = 0;
                if (m.kind() == MoveKind::Promotion) {
                    const Piece promoted = makePiece(us, m.promotion());
                    removePiece(to);
                    putPiece(promoted, to);
                    k ^= zobrist::piece(pc, to) ^ zobrist::piece(promoted, to);
                } else if ((index(to) ^ index(from)) == 16) {
                    m_turn = them; // updateEpSquare looks from the new side to move
                    updateEpSquare(from + pawnPush(us));
                    m_turn = us;
                    if (m_epSquare != Square::None) k ^= zobrist::enPassant(fileOf(m_epSquare));
                }
            }
        }

        // Castling rights go when the king moves or a castling rook moves or is captured.
        if (m_castlingMask) {
            Bitboard lost = m_castlingMask & (bb(from) | bb(to));
            if (typeOf(pc) == PieceType::King)
                lost |= m_castlingMask & bbs::rank(relativeRank(us, 0));
            if (lost) {
                const Key oldCastling = castlingKey();
                m_castlingMask &= ~lost;
                for (auto& sides : m_castlingRook)
                    for (Square& rs : sides)
                        if (rs != Square::None && (lost & bb(rs))) rs = Square::None;
                k ^= oldCastling ^ castlingKey();
            }
        }
    }

    m_turn = them;
    m_key = k;
    m_checkers = attackersTo(kingSquare(them)) & pieces(us);
}

// The variants' make-move: written for clarity rather than speed (keys from scratch),
// since standard chess never comes here.
Position::Castled Position::castle(Color us, Move m)
{
    const CastlingSide side = castlingSideOf(m);
    const Castled c{pieceOn(m.from()), pieceOn(m.to()), castlingKingTarget(us, side),
                    castlingRookTarget(us, side)};
    removePiece(m.from());
    removePiece(m.to());
    putPiece(c.king, c.kingTo);
    putPiece(c.rook, c.rookTo);
    return c;
}

void Position::playVariant(Move m)
{
    const Color us = m_turn, them = ~us;
    m_epSquare = Square::None;
    ++m_halfmoveClock;
    if (us == Color::Black) ++m_fullmoveNumber;

    if (m.isDrop()) {
        const PieceType t = m.dropType();
        putPiece(makePiece(us, t), m.to());
        if (m_pockets[index(us)][index(t) - 1] > 0) --m_pockets[index(us)][index(t) - 1];
        // A pawn drop is a pawn move: it cannot be undone, so it zeroes the clock
        // (python-chess's is_zeroing counts it; the fifty-move rule is about pawns).
        if (t == PieceType::Pawn) m_halfmoveClock = 0;
    } else if (!m.isNull()) {
        const Square from = m.from(), to = m.to();
        const Piece pc = pieceOn(from);
        Bitboard touched = bb(from) | bb(to);
        if (m.kind() == MoveKind::Castling && !m.isKingPromotion()) {
            const Castled c = castle(us, m);
            m_promoted &= ~(bb(from) | bb(to) | bb(c.kingTo) | bb(c.rookTo));
        } else {
            const bool moverPromoted = (m_promoted & bb(from)) != 0;
            Square capSq = Square::None;
            if (m.kind() == MoveKind::EnPassant)
                capSq = to - pawnPush(us);
            else if (pieceOn(to) != Piece::None)
                capSq = to;
            PieceType captured = PieceType::None;
            bool capturedPromoted = false;
            if (capSq != Square::None) {
                captured = typeOf(pieceOn(capSq));
                capturedPromoted = (m_promoted & bb(capSq)) != 0;
                removePiece(capSq);
                m_promoted &= ~bb(capSq);
                m_halfmoveClock = 0;
            }
            movePiece(from, to);
            m_promoted &= ~bb(from);
            if (moverPromoted) m_promoted |= bb(to);
            if (typeOf(pc) == PieceType::Pawn) {
                m_halfmoveClock = 0;
                if (const PieceType promo = m.promotionType(); promo != PieceType::None) {
                    removePiece(to);
                    putPiece(makePiece(us, promo), to);
                    m_promoted |= bb(to);
                } else if ((index(to) ^ index(from)) == 16 && relativeRank(us, from) == 1) {
                    m_turn = them; // updateEpSquare looks from the new side to move
                    updateEpSquare(from + pawnPush(us));
                    m_turn = us;
                }
            }
            if (capSq != Square::None) {
                if (m_variant == Variant::Crazyhouse) {
                    const PieceType back = capturedPromoted ? PieceType::Pawn : captured;
                    ++m_pockets[index(us)][index(back) - 1];
                } else if (m_variant == Variant::Atomic) {
                    // The capture explodes: the capturer and every piece but pawns next to
                    // the target square go too.
                    const Bitboard blast =
                        (kingAttacks(to) & occupied() & ~pieces(PieceType::Pawn)) | bb(to);
                    for (Bitboard b = blast; b;) removePiece(popLsb(b));
                    m_promoted &= ~blast;
                    touched |= blast;
                }
            }
        }

        if (m_castlingMask) {
            Bitboard lost = m_castlingMask & touched;
            if (typeOf(pc) == PieceType::King)
                lost |= m_castlingMask & bbs::rank(relativeRank(us, 0));
            for (Color c : {Color::White, Color::Black})
                if (!hasKing(c)) lost |= m_castlingMask & bbs::rank(relativeRank(c, 0));
            if (lost) {
                m_castlingMask &= ~lost;
                for (auto& sides : m_castlingRook)
                    for (Square& rs : sides)
                        if (rs != Square::None && (lost & bb(rs))) rs = Square::None;
            }
        }
    }

    m_turn = them;
    m_checkers = computeCheckers();
    if (m_variant == Variant::ThreeCheck && m_checkers && m_checksLeft[index(us)] > 0)
        --m_checksLeft[index(us)];
    m_key = computeKey();
}

// ---------------------------------------------------------------------------------------
// Invariants

bool Position::isConsistent() const
{
    Bitboard byType[7]{}, byColor[2]{};
    for (int sq = 0; sq < 64; ++sq) {
        const Piece p = m_board[std::size_t(sq)];
        if (p == Piece::None) continue;
        byType[index(typeOf(p))] |= bb(Square(sq));
        byColor[index(colorOf(p))] |= bb(Square(sq));
    }
    for (int t = 1; t < 7; ++t)
        if (byType[t] != m_byType[t]) return false;
    if (byColor[0] != m_byColor[0] || byColor[1] != m_byColor[1]) return false;
    if (m_variant != Variant::Standard)
        return m_key == computeKey() && m_checkers == computeCheckers();
    if (popCount(pieces(Color::White, PieceType::King)) != 1
        || popCount(pieces(Color::Black, PieceType::King)) != 1)
        return false;
    if (m_key != computeKey()) return false;
    if (m_checkers != (attackersTo(kingSquare(m_turn)) & pieces(~m_turn))) return false;
    if (attackersTo(kingSquare(~m_turn)) & pieces(m_turn)) return false;
    return true;
}

bool operator==(const Position& a, const Position& b)
{
    return a.m_board == b.m_board && a.m_turn == b.m_turn && a.m_castlingMask == b.m_castlingMask
           && a.m_epSquare == b.m_epSquare && a.m_halfmoveClock == b.m_halfmoveClock
           && a.m_fullmoveNumber == b.m_fullmoveNumber && a.m_variant == b.m_variant
           && (a.m_variant == Variant::Standard
               || ((a.m_variant != Variant::Crazyhouse || a.m_promoted == b.m_promoted)
                   && std::equal(&a.m_pockets[0][0], &a.m_pockets[0][0] + 10, &b.m_pockets[0][0])
                   && a.m_checksLeft[0] == b.m_checksLeft[0]
                   && a.m_checksLeft[1] == b.m_checksLeft[1]));
}

} // namespace kibitz::chess
