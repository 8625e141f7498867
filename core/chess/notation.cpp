// SPDX-License-Identifier: GPL-3.0-or-later
#include "chess/notation.h"

#include "chess/movegen.h"
#include "chess/status.h"

#include <optional>

namespace kibitz::chess {

namespace {

bool isFile(char c)
{
    return c >= 'a' && c <= 'h';
}
bool isRank(char c)
{
    return c >= '1' && c <= '8';
}

std::string_view trim(std::string_view s)
{
    while (!s.empty() && (s.front() == ' ' || s.front() == '\t')) s.remove_prefix(1);
    while (!s.empty() && (s.back() == ' ' || s.back() == '\t' || s.back() == '\r'))
        s.remove_suffix(1);
    return s;
}

} // namespace

std::string excerpt(std::string_view text, std::size_t maxBytes)
{
    if (text.size() <= maxBytes) return std::string(text);
    std::size_t cut = maxBytes;
    while (cut > 0 && (static_cast<unsigned char>(text[cut]) & 0xC0) == 0x80) --cut;
    return std::string(text.substr(0, cut)) + "...";
}

namespace {

MoveError error(std::string_view token, std::string message)
{
    return MoveError{excerpt(token, 64), std::move(message)};
}

// The square the king lands on, for any move (castling included).
Square kingDestination(const Position& pos, Move m)
{
    return Position::landingSquare(pos.sideToMove(), m);
}

std::string checkSuffix(const Position& pos, Move m)
{
    const Position next = pos.after(m);
    if (!next.isStandard()) {
        // As python-chess writes them: '#' also for a win by the variant's own rule (and for
        // the stalemate that wins Antichess and Giveaway, and Suicide's with fewer men).
        if (next.isVariantEnd()) return next.variantWinner() ? "#" : "";
        if (isLosingVariant(next.variant()) && !hasLegalMove(next))
            return gameStatus(next).winner ? "#" : "";
        if (isLosingVariant(next.variant())) return "";
    }
    if (!next.isCheck()) return {};
    return hasLegalMove(next) ? "+" : "#";
}

Expected<Move, MoveError> nullMove(const Position& pos, std::string_view token)
{
    if (pos.isCheck()) return unexpected(error(token, "null move while in check"));
    return Move::null();
}

bool isNullToken(std::string_view t)
{
    if (t.empty() || (t[0] != '-' && t[0] != 'Z' && t[0] != '0' && t[0] != '@' && t[0] != 'n'))
        return false;
    return t == "--" || t == "Z0" || t == "0000" || t == "@@@@" || t == "null";
}

} // namespace

std::string squareName(Square s)
{
    if (!isValid(s)) return "-";
    return {fileChar(fileOf(s)), rankChar(rankOf(s))};
}

Square parseSquare(std::string_view t)
{
    if (t.size() != 2 || !isFile(t[0]) || !isRank(t[1])) return Square::None;
    return makeSquare(t[0] - 'a', t[1] - '1');
}

// ---------------------------------------------------------------------------------------
// Writing

std::string toUci(Move m, bool chess960Castling)
{
    if (m.isNull()) return "0000";
    if (m.isNone()) return "(none)";
    if (m.isDrop()) return std::string(1, pieceTypeChar(m.dropType())) + '@' + squareName(m.to());
    if (m.isKingPromotion()) return squareName(m.from()) + squareName(m.to()) + 'k';
    Square to = m.to();
    if (m.kind() == MoveKind::Castling && !chess960Castling) {
        const Color c = rankOf(m.from()) == 0 ? Color::White : Color::Black;
        to = Position::castlingKingTarget(c, Position::castlingSideOf(m));
    }
    std::string out = squareName(m.from()) + squareName(to);
    if (m.kind() == MoveKind::Promotion) out += char(pieceTypeChar(m.promotion()) | 0x20);
    return out;
}

std::string toUci(const Position& pos, Move m)
{
    return toUci(m, pos.isChess960());
}

std::string toSan(const Position& pos, Move m)
{
    if (m.isNull()) return "--";
    if (m.isNone()) return "(none)";
    std::string out;
    if (m.isDrop()) {
        // Lichess's form, pawn letter included: P@e4.
        out = std::string(1, pieceTypeChar(m.dropType())) + '@' + squareName(m.to());
        return out + checkSuffix(pos, m);
    }
    if (m.kind() == MoveKind::Castling && !m.isKingPromotion()) {
        out = Position::castlingSideOf(m) == CastlingSide::King ? "O-O" : "O-O-O";
        return out + checkSuffix(pos, m);
    }
    const PieceType pt = typeOf(pos.movedPiece(m));
    const bool capture =
        m.isKingPromotion() ? pos.pieceOn(m.to()) != Piece::None : pos.isCapture(m);
    if (pt == PieceType::Pawn) {
        if (capture) {
            out += fileChar(fileOf(m.from()));
            out += 'x';
        }
        out += squareName(m.to());
        if (m.promotionType() != PieceType::None) {
            out += '=';
            out += pieceTypeChar(m.promotionType());
        }
    } else {
        out += pieceTypeChar(pt);
        // Other pieces of the same kind that can reach the same square.
        bool clash = false, sameFile = false, sameRank = false;
        for (Move other : legalMoves(pos)) {
            if (other == m || other.to() != m.to() || other.kind() == MoveKind::Castling
                || other.isDrop())
                continue;
            if (typeOf(pos.movedPiece(other)) != pt) continue;
            clash = true;
            sameFile |= fileOf(other.from()) == fileOf(m.from());
            sameRank |= rankOf(other.from()) == rankOf(m.from());
        }
        if (clash) {
            if (!sameFile)
                out += fileChar(fileOf(m.from()));
            else if (!sameRank)
                out += rankChar(rankOf(m.from()));
            else
                out += squareName(m.from());
        }
        if (capture) out += 'x';
        out += squareName(m.to());
    }
    return out + checkSuffix(pos, m);
}

std::string toLan(const Position& pos, Move m)
{
    if (m.isNull()) return "--";
    if (m.isNone()) return "(none)";
    if (m.isDrop())
        return std::string(1, pieceTypeChar(m.dropType())) + '@' + squareName(m.to())
               + checkSuffix(pos, m);
    if (m.kind() == MoveKind::Castling && !m.isKingPromotion()) {
        std::string out = Position::castlingSideOf(m) == CastlingSide::King ? "O-O" : "O-O-O";
        return out + checkSuffix(pos, m);
    }
    const PieceType pt = typeOf(pos.movedPiece(m));
    std::string out;
    if (pt != PieceType::Pawn) out += pieceTypeChar(pt);
    out += squareName(m.from());
    out += (pos.isCapture(m) || (m.isKingPromotion() && pos.pieceOn(m.to()) != Piece::None)) ? 'x'
                                                                                             : '-';
    out += squareName(m.to());
    if (m.promotionType() != PieceType::None) {
        out += '=';
        out += pieceTypeChar(m.promotionType());
    }
    return out + checkSuffix(pos, m);
}

// ---------------------------------------------------------------------------------------
// Reading

Expected<Move, MoveError> parseUci(const Position& pos, std::string_view token)
{
    const std::string_view t = trim(token);
    if (isNullToken(t)) return nullMove(pos, t);
    if (t.size() == 4 && t[1] == '@') {
        // A drop: N@f3 (P@e4 for a pawn).
        const PieceType pt = pieceTypeFromChar(t[0]);
        const Square to = parseSquare(t.substr(2, 2));
        if (pt == PieceType::None || pt == PieceType::King || to == Square::None)
            return unexpected(error(t, "not a UCI move: " + excerpt(t)));
        if (legalMoves(pos).contains(Move::drop(pt, to))) return Move::drop(pt, to);
        return unexpected(error(t, "illegal move " + excerpt(t)));
    }
    if (t.size() < 4 || t.size() > 5) return unexpected(error(t, "not a UCI move: " + excerpt(t)));
    const Square from = parseSquare(t.substr(0, 2)), to = parseSquare(t.substr(2, 2));
    if (from == Square::None || to == Square::None)
        return unexpected(error(t, "not a UCI move: " + excerpt(t)));
    PieceType promo = PieceType::None;
    if (t.size() == 5) {
        promo = pieceTypeFromChar(t[4]);
        if (promo == PieceType::None || promo == PieceType::Pawn
            || (promo == PieceType::King && pos.isStandard()))
            return unexpected(error(t, "bad promotion piece in " + excerpt(t)));
    }
    for (Move m : legalMoves(pos)) {
        if (m.from() != from || m.isDrop()) continue;
        if (m.isKingPromotion()) {
            if (m.to() == to && promo == PieceType::King) return m;
            continue;
        }
        if (m.kind() == MoveKind::Castling) {
            // Accept king-takes-rook (Chess960 form) and king-to-target (standard form).
            if (promo == PieceType::None && (m.to() == to || kingDestination(pos, m) == to))
                return m;
            continue;
        }
        if (m.to() == to && m.promotion() == promo) return m;
    }
    return unexpected(error(t, "illegal move " + excerpt(t)));
}

namespace {

// A SAN/LAN token taken apart, before looking at the board.
struct SanParts {
    PieceType piece = PieceType::Pawn;
    PieceType promotion = PieceType::None;
    Square to = Square::None;
    int fromFile = -1, fromRank = -1;
    bool capture = false;
    int castling = -1; // -1 none, else CastlingSide
};

// Strips what may be glued to a move in real files: check and mate signs, glyphs, "e.p.".
std::string_view stripAnnotations(std::string_view t)
{
    // Most moves end on their target's rank: nothing to strip (the PGN reader asks for each).
    if (t.size() >= 2 && t.back() >= '1' && t.back() <= '8' && t.front() != ' '
        && t.front() != '\t')
        return t;
    if (!t.empty()
        && (t.front() == ' ' || t.front() == '\t' || t.back() == ' ' || t.back() == '\t'
            || t.back() == '\r'))
        t = trim(t);
    if (t.size() > 4 && t.back() == 'p') {
        if (t.ends_with("e.p"))
            t = trim(t.substr(0, t.size() - 3));
        else if (t.ends_with("ep"))
            t = trim(t.substr(0, t.size() - 2));
    } else if (t.size() > 5 && t.ends_with("e.p.")) {
        t = trim(t.substr(0, t.size() - 4));
    }
    while (!t.empty() && (t.back() == '+' || t.back() == '#' || t.back() == '!' || t.back() == '?'))
        t.remove_suffix(1);
    return t;
}

// GCC 12 (Debian's 12.2) at -O2 and -O3 summarises the stores of these two functions wrongly
// (mod/ref analysis): double pawn steps come out illegal ("e4": illegal move). It first hit
// decodeSanInto once two lookups called it, and hit decodeSan too once bitboard.h's inline
// attack lookups changed (-O3, nothing else different; -fno-ipa-modref, clang, and ASan+UBSan
// builds all read "e4" right). No interprocedural analysis of either, then.
#if defined(__GNUC__) && !defined(__clang__)
#define KIBITZ_GCC12_NOIPA [[gnu::noipa]]
#else
#define KIBITZ_GCC12_NOIPA
#endif

KIBITZ_GCC12_NOIPA
bool decodeSanInto(std::string_view t, SanParts& out)
{
    if (t.empty()) return false;
    // Castling: O-O, 0-0, o-o, with or without dashes.
    if (t[0] == 'O' || t[0] == '0' || t[0] == 'o') {
        int count = 0;
        for (char c : t) {
            if (c == 'O' || c == '0' || c == 'o')
                ++count;
            else if (c != '-')
                return false;
        }
        if (count != 2 && count != 3) return false;
        out.castling = count == 2 ? int(CastlingSide::King) : int(CastlingSide::Queen);
        return true;
    }
    if (const char c = t.front();
        c == 'N' || c == 'B' || c == 'R' || c == 'Q' || c == 'K' || c == 'P') {
        out.piece = pieceTypeFromChar(c);
        t.remove_prefix(1);
    }
    // Promotion suffix: =Q, Q, (Q), /Q, lower case too.
    if (t.size() >= 3 && t.back() == ')' && t[t.size() - 3] == '(') {
        out.promotion = pieceTypeFromChar(t[t.size() - 2]);
        t.remove_suffix(3);
        if (!t.empty() && t.back() == '=') t.remove_suffix(1);
    } else if (t.size() >= 3 && !isRank(t.back())
               && (isRank(t[t.size() - 2]) || t[t.size() - 2] == '=' || t[t.size() - 2] == '/')) {
        out.promotion = pieceTypeFromChar(t.back());
        if (out.promotion == PieceType::None) return false;
        t.remove_suffix(1);
        if (t.back() == '=' || t.back() == '/') t.remove_suffix(1);
    }
    // (=K is read here and refused by the caller where kings do not promote.)
    if (out.promotion == PieceType::Pawn) return false;
    if (t.size() < 2) return false;
    out.to = parseSquare(t.substr(t.size() - 2));
    if (out.to == Square::None) return false;
    t.remove_suffix(2);
    for (char c : t) {
        if (isFile(c) && out.fromFile < 0 && out.fromRank < 0)
            out.fromFile = c - 'a';
        else if (isRank(c) && out.fromRank < 0)
            out.fromRank = c - '1';
        else if (c == 'x' || c == ':')
            out.capture = true;
        else if (c != '-')
            return false;
    }
    return true;
}

KIBITZ_GCC12_NOIPA
std::optional<SanParts> decodeSan(std::string_view t)
{
    SanParts parts;
    if (!decodeSanInto(t, parts)) return std::nullopt;
    return parts;
}

} // namespace

namespace {

enum class SanFail : std::uint8_t {
    None,
    NotAMove,
    Null,
    CastlingIllegal,
    PromotionMissing,
    Ambiguous,
    Illegal
};

struct SanLookup {
    Move move;
    SanFail fail = SanFail::None;
    SanParts parts;
    Bitboard candidates = 0;
    bool promoting = false;
};

// UCI written where SAN was expected (g1f3, e1g1): accepted, as real files contain it; else
// the move is illegal. The last step of both SAN lookups.
SanLookup uciWrittenAsSan(const Position& pos, std::string_view t, SanLookup r)
{
    if (t.size() >= 4 && t.size() <= 5 && parseSquare(t.substr(0, 2)) != Square::None
        && parseSquare(t.substr(2, 2)) != Square::None)
        if (auto uci = parseUci(pos, t)) {
            r.move = *uci;
            return r;
        }
    r.fail = SanFail::Illegal;
    return r;
}

// SAN in a variant: drops (N@f3, P@e4 or @e4), promotions to king, and moves matched against
// the legal moves (the variants' legality is not the standard shortcut's).
SanLookup lookupSanVariant(const Position& pos, std::string_view t, SanReading reading)
{
    SanLookup r;
    const MoveList legal = legalMoves(pos);
    if (const std::size_t at = t.find('@'); at != std::string_view::npos) {
        PieceType pt = at == 0 ? PieceType::Pawn : pieceTypeFromChar(t[0]);
        const Square to = parseSquare(t.substr(at + 1));
        if (at > 1 || pt == PieceType::None || pt == PieceType::King || to == Square::None) {
            r.fail = SanFail::NotAMove;
            return r;
        }
        if (legal.contains(Move::drop(pt, to)))
            r.move = Move::drop(pt, to);
        else
            r.fail = SanFail::Illegal;
        return r;
    }
    const auto decoded = decodeSan(t);
    if (!decoded) {
        r.fail = SanFail::NotAMove;
        return r;
    }
    r.parts = *decoded;
    const SanParts& p = r.parts;
    if (p.castling >= 0) {
        for (Move m : legal)
            if (m.kind() == MoveKind::Castling && !m.isKingPromotion()
                && int(Position::castlingSideOf(m)) == p.castling) {
                r.move = m;
                return r;
            }
        r.fail = SanFail::CastlingIllegal;
        return r;
    }
    int matches = 0;
    bool promotionMissing = false;
    for (Move m : legal) {
        if (m.isDrop() || (m.kind() == MoveKind::Castling && !m.isKingPromotion())) continue;
        if (m.to() != p.to || typeOf(pos.pieceOn(m.from())) != p.piece) continue;
        if (p.fromFile >= 0 && fileOf(m.from()) != p.fromFile) continue;
        if (p.fromRank >= 0 && rankOf(m.from()) != p.fromRank) continue;
        if (m.promotionType() != p.promotion) {
            promotionMissing |= p.promotion == PieceType::None;
            continue;
        }
        r.candidates |= bb(m.from());
        if (++matches == 1) r.move = m;
    }
    r.promoting = p.promotion != PieceType::None;
    if (matches == 1) return r;
    r.move = Move();
    if (matches > 1) {
        r.fail = SanFail::Ambiguous;
        return r;
    }
    if (promotionMissing) {
        r.fail = SanFail::PromotionMissing;
        return r;
    }
    // Castling written as a king move (Kg1, Kh1), and UCI where SAN was expected.
    if (reading == SanReading::Strict) {
        r.fail = SanFail::Illegal;
        return r;
    }
    if (p.piece == PieceType::King && p.promotion == PieceType::None)
        for (Move m : legal)
            if (m.kind() == MoveKind::Castling && !m.isKingPromotion()
                && (m.to() == p.to || Position::landingSquare(pos.sideToMove(), m) == p.to)) {
                r.move = m;
                return r;
            }
    return uciWrittenAsSan(pos, t, r);
}

// The board half of SAN reading, without building any message: the PGN reader calls it for
// every move of a database, and only failures need words.
SanLookup lookupStandardSan(const Position& pos, std::string_view t, SanReading reading)
{
    SanLookup r;
    const auto decoded = decodeSan(t);
    if (!decoded || decoded->promotion == PieceType::King) {
        r.fail = SanFail::NotAMove;
        return r;
    }
    r.parts = *decoded;
    const SanParts& p = r.parts;
    const Color us = pos.sideToMove();
    if (p.castling >= 0) {
        const CastlingSide side = CastlingSide(p.castling);
        if (pos.canCastleNow(side))
            r.move = Move(pos.kingSquare(us), pos.castlingRook(us, side), MoveKind::Castling);
        else
            r.fail = SanFail::CastlingIllegal;
        return r;
    }

    // Candidate origins, found backwards from the target square.
    const Bitboard own = pos.pieces(us), occ = pos.occupied();
    const Square to = p.to;
    Bitboard candidates = 0;
    bool enPassant = false;
    if (p.piece == PieceType::Pawn) {
        const Bitboard pawns = pos.pieces(us, PieceType::Pawn);
        const bool isCapture = p.capture || (p.fromFile >= 0 && p.fromFile != fileOf(to));
        if (isCapture) {
            candidates = pawnAttacks(~us, to) & pawns;
            enPassant = to == pos.epSquare();
            if (!enPassant && !(pos.pieces(~us) & bb(to))) candidates = 0;
        } else if (relativeRank(us, to) >= 2 && !(occ & bb(to))) {
            // (A push reaches the third rank at the least: "e1" for White has no square
            // behind it, and looking there would shift a bitboard off the board.)
            const Square one = to - pawnPush(us);
            if (pawns & bb(one))
                candidates = bb(one);
            else if (relativeRank(us, to) == 3 && !(occ & bb(one))
                     && (pawns & bb(one - pawnPush(us))))
                candidates = bb(one - pawnPush(us));
        }
    } else if (!(own & bb(to))) {
        candidates = attacks(p.piece, to, occ) & pos.pieces(us, p.piece);
    }
    if (p.fromFile >= 0) candidates &= bbs::file(p.fromFile);
    if (p.fromRank >= 0) candidates &= bbs::rank(p.fromRank);

    r.promoting = p.piece == PieceType::Pawn && relativeRank(us, to) == 7;
    if (r.promoting && p.promotion == PieceType::None && candidates) {
        r.fail = SanFail::PromotionMissing;
        return r;
    }
    if (!r.promoting && p.promotion != PieceType::None) candidates = 0;

    int matches = 0;
    for (Bitboard b = candidates; b;) {
        const Square from = popLsb(b);
        const Move m = r.promoting ? Move(from, to, MoveKind::Promotion, p.promotion)
                       : enPassant ? Move(from, to, MoveKind::EnPassant)
                                   : Move(from, to);
        if (!pos.isLegalPseudo(m)) {
            candidates &= ~bb(from);
            continue;
        }
        if (++matches == 1) r.move = m;
    }
    r.candidates = candidates;
    if (matches == 1) return r;
    r.move = Move();
    if (matches > 1) {
        r.fail = SanFail::Ambiguous;
        return r;
    }

    if (reading == SanReading::Strict) {
        r.fail = SanFail::Illegal;
        return r;
    }
    // "Kg1" from e1 (or "Ke1g1", "Kh1" king-takes-rook): castling written as a king move.
    if (p.piece == PieceType::King && p.promotion == PieceType::None) {
        for (CastlingSide side : {CastlingSide::King, CastlingSide::Queen}) {
            const Square rook = pos.castlingRook(us, side);
            if (rook == Square::None || !pos.canCastleNow(side)) continue;
            if ((Position::castlingKingTarget(us, side) == to || rook == to)
                && (p.fromFile < 0 || fileOf(pos.kingSquare(us)) == p.fromFile)) {
                r.move = Move(pos.kingSquare(us), rook, MoveKind::Castling);
                return r;
            }
        }
    }
    return uciWrittenAsSan(pos, t, r);
}

SanLookup lookupSan(const Position& pos, std::string_view t,
                    SanReading reading = SanReading::Tolerant)
{
    if (isNullToken(t)) {
        SanLookup r;
        r.fail = SanFail::Null;
        return r;
    }
    if (!pos.isStandard()) return lookupSanVariant(pos, t, reading);
    return lookupStandardSan(pos, t, reading);
}

} // namespace

Move parseSanQuick(const Position& pos, std::string_view token)
{
    const SanLookup r = lookupSan(pos, stripAnnotations(token));
    return r.fail == SanFail::None ? r.move : Move::none();
}

Expected<Move, MoveError> parseSan(const Position& pos, std::string_view token, SanReading reading)
{
    const std::string_view t = stripAnnotations(token);
    const std::string_view shown = trim(token);
    if (t.empty()) return unexpected(error(token, "empty move"));
    const SanLookup r = lookupSan(pos, t, reading);
    switch (r.fail) {
    case SanFail::None:
        return r.move;
    case SanFail::Null:
        return nullMove(pos, shown);
    case SanFail::NotAMove:
        return unexpected(error(shown, "not a move: " + excerpt(shown)));
    case SanFail::CastlingIllegal:
        return unexpected(
            error(shown, "illegal move " + excerpt(shown) + " (castling "
                             + (r.parts.castling == int(CastlingSide::King) ? "short" : "long")
                             + " is not possible here)"));
    case SanFail::PromotionMissing:
        return unexpected(error(shown, "promotion piece missing in " + excerpt(shown)));
    case SanFail::Ambiguous: {
        std::string list;
        for (Bitboard b = r.candidates; b;) {
            const Square from = popLsb(b);
            const Move m = r.promoting
                               ? Move(from, r.parts.to, MoveKind::Promotion, r.parts.promotion)
                               : Move(from, r.parts.to);
            if (!list.empty()) list += ", ";
            list += toLan(pos, m);
        }
        return unexpected(error(shown, "ambiguous move " + excerpt(shown) + " (" + list + ")"));
    }
    case SanFail::Illegal:
        break;
    }
    if (reading == SanReading::Strict && r.parts.piece == PieceType::King
        && lookupSan(pos, t, SanReading::Tolerant).fail == SanFail::None)
        return unexpected(error(shown, "illegal move " + excerpt(shown)
                                           + " (castling is written O-O or O-O-O in strict "
                                             "reading, not as a king move)"));
    return unexpected(error(shown, "illegal move " + excerpt(shown)));
}

Expected<Move, MoveError> parseMove(const Position& pos, std::string_view token, SanReading reading)
{
    // parseSan reads SAN, LAN and null moves, and falls back to UCI for what is not SAN.
    return parseSan(pos, token, reading);
}

} // namespace kibitz::chess
