// SPDX-License-Identifier: GPL-3.0-or-later
#include "chess/fen.h"

#include <algorithm>
#include <charconv>
#include <optional>

namespace kibitz::chess {

namespace {

const char* fieldName(int field)
{
    switch (field) {
    case 1:
        return "board";
    case 2:
        return "side to move";
    case 3:
        return "castling";
    case 4:
        return "en passant";
    case 5:
        return "halfmove clock";
    case 6:
        return "fullmove number";
    default:
        return "fen";
    }
}

struct Field {
    std::string_view text;
    int column; // 1-based
};

// Splits on runs of white space (spaces, tabs, line ends), remembering where each field starts.
// Line ends count as spaces because a PGN tag value cannot hold one: the writer turns them into
// spaces, and a FEN tag must mean the same before and after (tests/fuzz/crashes/pgn).
std::vector<Field> splitFields(std::string_view s)
{
    const auto space = [](char c) { return c == ' ' || c == '\t' || c == '\r' || c == '\n'; };
    std::vector<Field> out;
    std::size_t i = 0;
    while (i < s.size()) {
        while (i < s.size() && space(s[i])) ++i;
        const std::size_t start = i;
        while (i < s.size() && !space(s[i])) ++i;
        if (i > start) out.push_back({s.substr(start, i - start), int(start) + 1});
    }
    return out;
}

FenError fail(int field, int column, std::string message)
{
    return FenError{field, column, std::move(message)};
}

// The outermost rook of colour c on the given side of its king, on the back rank.
Square outermostRook(const Setup& s, Color c, CastlingSide side)
{
    const int rank = relativeRank(c, 0);
    const int kingFile = backRankKingFile(s, c);
    if (kingFile < 0) return Square::None;
    const Piece rook = makePiece(c, PieceType::Rook);
    if (side == CastlingSide::King) {
        for (int f = 7; f > kingFile; --f)
            if (s.board[std::size_t(index(makeSquare(f, rank)))] == rook)
                return makeSquare(f, rank);
    } else {
        for (int f = 0; f < kingFile; ++f)
            if (s.board[std::size_t(index(makeSquare(f, rank)))] == rook)
                return makeSquare(f, rank);
    }
    return Square::None;
}

// The first FEN field from whatever holds the pieces: rank 8 to 1, runs of empty squares as
// digits; afterPiece(square) may add a mark after a piece (Crazyhouse's '~').
template <class PieceAt, class AfterPiece = bool (*)(Square)>
std::string placementField(
    const PieceAt& pieceAt, const AfterPiece& afterPiece = [](Square) { return false; })
{
    std::string out;
    for (int rank = 7; rank >= 0; --rank) {
        int empty = 0;
        for (int file = 0; file < 8; ++file) {
            const Piece p = pieceAt(makeSquare(file, rank));
            if (p == Piece::None) {
                ++empty;
                continue;
            }
            if (empty) out += char('0' + empty);
            empty = 0;
            out += pieceChar(p);
            if (afterPiece(makeSquare(file, rank))) out += '~';
        }
        if (empty) out += char('0' + empty);
        if (rank) out += '/';
    }
    return out;
}

} // namespace

std::string FenError::toString() const
{
    if (field == 0) return message;
    return "field " + std::to_string(field) + " (" + fieldName(field) + "), column "
           + std::to_string(column) + ": " + message;
}

namespace {

// Crazyhouse pockets: "[QRbnp]" after the board or a ninth rank "/QRbnp" (both as
// python-chess, lichess and fairy-stockfish write them); '-' stands for an empty pocket.
std::optional<FenError> parsePocket(std::string_view text, int column, Setup& setup)
{
    setup.hasPockets = true;
    for (std::size_t i = 0; i < text.size(); ++i) {
        const char c = text[i];
        if (c == '-') continue;
        const Piece p = pieceFromChar(c);
        if (p == Piece::None || typeOf(p) == PieceType::King)
            return fail(1, column + int(i),
                        std::string("unexpected character '") + c + "' in pocket");
        auto& n = setup.pockets[std::size_t(index(colorOf(p)))][std::size_t(index(typeOf(p)))];
        if (n < 64) ++n;
    }
    return std::nullopt;
}

bool isDigit(char c)
{
    return c >= '0' && c <= '9';
}

} // namespace

Expected<Setup, FenError> parseFen(std::string_view fen)
{
    std::vector<Field> fields = splitFields(fen);
    if (fields.empty()) return unexpected(fail(1, 1, "empty FEN"));
    Setup setup;
    // Three-check counters: python-chess and fairy-stockfish write the checks each side still
    // needs as a field after the en passant square ("3+3"), lichess the checks given as a
    // last field ("+0+0"). Taken out here, so that the counters keep their places.
    for (std::size_t i = 4; i < fields.size();) {
        const std::string_view t = fields[i].text;
        const bool remaining =
            i == 4 && t.size() == 3 && isDigit(t[0]) && t[1] == '+' && isDigit(t[2]);
        const bool given = i + 1 == fields.size() && i >= 4 && t.size() == 4 && t[0] == '+'
                           && isDigit(t[1]) && t[2] == '+' && isDigit(t[3]);
        if (!remaining && !given) {
            ++i;
            continue;
        }
        setup.hasCheckCount = true;
        if (remaining) {
            setup.checksLeft = {std::uint8_t(t[0] - '0'), std::uint8_t(t[2] - '0')};
        } else {
            setup.checksLeft = {std::uint8_t(std::max(0, 3 - (t[1] - '0'))),
                                std::uint8_t(std::max(0, 3 - (t[3] - '0')))};
        }
        fields.erase(fields.begin() + std::ptrdiff_t(i));
    }
    if (fields.size() > 6)
        return unexpected(fail(7, fields[6].column,
                               "unexpected text after the six FEN fields: '"
                                   + std::string(fields[6].text) + "'"));

    // --- 1: board, rank 8 first.
    {
        const Field& f = fields[0];
        int rank = 7, file = 0;
        Square last = Square::None;
        for (std::size_t i = 0; i < f.text.size(); ++i) {
            const char c = f.text[i];
            const int col = f.column + int(i);
            if ((c == '/' && rank == 0 && file == 8) || c == '[') {
                std::string_view pocket = f.text.substr(i + 1);
                if (c == '[') {
                    if (rank != 0 || file != 8)
                        return unexpected(fail(1, col, "pocket '[' before the eighth rank ends"));
                    if (pocket.empty() || pocket.back() != ']')
                        return unexpected(fail(1, col, "pocket '[' without its ']'"));
                    pocket.remove_suffix(1);
                } else if (pocket.find_first_of("12345678/") != std::string_view::npos) {
                    return unexpected(fail(1, col, "more than 8 ranks"));
                }
                if (auto e = parsePocket(pocket, col + 1, setup)) return unexpected(*e);
                break;
            }
            if (c == '/') {
                if (file != 8)
                    return unexpected(fail(1, col,
                                           "rank " + std::to_string(rank + 1) + " has "
                                               + std::to_string(file) + " squares, expected 8"));
                if (--rank < 0) return unexpected(fail(1, col, "more than 8 ranks"));
                file = 0;
            } else if (c >= '1' && c <= '8') {
                file += c - '0';
                if (file > 8)
                    return unexpected(fail(
                        1, col, "rank " + std::to_string(rank + 1) + " has more than 8 squares"));
            } else if (c == '~') {
                // Crazyhouse marker for a promoted piece (it goes back to the pocket as a
                // pawn when taken); no meaning in standard chess.
                if (last != Square::None) setup.promoted |= bb(last);
            } else if (const Piece p = pieceFromChar(c); p != Piece::None) {
                if (file >= 8)
                    return unexpected(fail(
                        1, col, "rank " + std::to_string(rank + 1) + " has more than 8 squares"));
                last = makeSquare(file, rank);
                setup.board[std::size_t(index(last))] = p;
                ++file;
            } else {
                return unexpected(
                    fail(1, col, std::string("unexpected character '") + c + "' in board"));
            }
        }
        if (rank != 0 || file != 8)
            return unexpected(
                fail(1, f.column + int(f.text.size()),
                     rank != 0 ? "only " + std::to_string(8 - rank) + " ranks, expected 8"
                               : "rank 1 has " + std::to_string(file) + " squares, expected 8"));
    }

    // --- 2: side to move.
    if (fields.size() > 1) {
        const Field& f = fields[1];
        if (f.text == "w" || f.text == "W")
            setup.turn = Color::White;
        else if (f.text == "b" || f.text == "B")
            setup.turn = Color::Black;
        else
            return unexpected(fail(
                2, f.column, "side to move must be 'w' or 'b', not '" + std::string(f.text) + "'"));
    }

    // --- 3: castling (KQkq, Shredder HAha, or X-FEN mixture).
    if (fields.size() > 2 && fields[2].text != "-") {
        const Field& f = fields[2];
        for (std::size_t i = 0; i < f.text.size(); ++i) {
            const char c = f.text[i];
            const int col = f.column + int(i);
            const Color color = (c >= 'a' && c <= 'z') ? Color::Black : Color::White;
            const int rank = relativeRank(color, 0);
            const char lower = char(c | 0x20);
            Square rook = Square::None;
            if (lower == 'k' || lower == 'q') {
                rook = castlingRookFor(setup, color,
                                       lower == 'k' ? CastlingSide::King : CastlingSide::Queen);
            } else if (lower >= 'a' && lower <= 'h') {
                // Shredder/X-FEN file letter. Whether the game is Chess960 follows from the
                // placement (fromSetup), so HAha on a standard position stays standard chess.
                rook = makeSquare(lower - 'a', rank);
            } else {
                return unexpected(
                    fail(3, col, std::string("unexpected character '") + c + "' in castling"));
            }
            if (setup.castlingRooks & bb(rook))
                return unexpected(
                    fail(3, col, std::string("castling right '") + c + "' given twice"));
            setup.castlingRooks |= bb(rook);
        }
    }

    // --- 4: en passant square.
    if (fields.size() > 3 && fields[3].text != "-") {
        const Field& f = fields[3];
        const std::string_view t = f.text;
        if (t.size() != 2 || t[0] < 'a' || t[0] > 'h' || t[1] < '1' || t[1] > '8')
            return unexpected(
                fail(4, f.column, "en passant square '" + std::string(t) + "' is not a square"));
        setup.epSquare = makeSquare(t[0] - 'a', t[1] - '1');
    }

    // --- 5, 6: counters.
    for (int i = 4; i < 6 && i < int(fields.size()); ++i) {
        const Field& f = fields[std::size_t(i)];
        int value = 0;
        const auto [ptr, ec] = std::from_chars(f.text.data(), f.text.data() + f.text.size(), value);
        if (ec != std::errc() || ptr != f.text.data() + f.text.size() || value < 0)
            return unexpected(fail(i + 1, f.column,
                                   std::string(fieldName(i + 1)) + " '" + std::string(f.text)
                                       + "' is not a non-negative number"));
        if (i == 4)
            setup.halfmoveClock = value;
        else
            setup.fullmoveNumber = value == 0 ? 1 : value; // 0 is a common writer error
    }
    return setup;
}

Expected<Position, FenError> positionFromFen(std::string_view fen, Validation mode)
{
    return positionFromFen(fen, Variant::Standard, mode);
}

Expected<Position, FenError> positionFromFen(std::string_view fen, Variant variant, Validation mode)
{
    auto setup = parseFen(fen);
    if (!setup) return unexpected(setup.error());
    if (setup->hasPockets && variant != Variant::Crazyhouse) {
        // An empty pocket says nothing; pieces in it need a game with drops.
        bool empty = true;
        for (const auto& side : setup->pockets)
            for (std::uint8_t n : side) empty &= n == 0;
        if (!empty)
            return unexpected(fail(1, 1,
                                   "a pocket of pieces to drop, but the game is not "
                                   "Crazyhouse (say --variant crazyhouse)"));
    }
    setup->variant = variant;
    auto pos = Position::fromSetup(*setup, mode);
    if (!pos) return unexpected(fail(0, 1, "illegal position: " + pos.error().message()));
    return std::move(pos).value();
}

std::string boardFen(const Position& pos)
{
    return placementField([&](Square sq) { return pos.pieceOn(sq); });
}

namespace {

// The board field with the variant's additions: '~' after promoted pieces and the pocket in
// brackets (Crazyhouse), pieces in python-chess's order (queen first, white first).
std::string variantBoardFen(const Position& pos)
{
    if (pos.variant() != Variant::Crazyhouse) return boardFen(pos);
    std::string out = placementField([&pos](Square s) { return pos.pieceOn(s); },
                                     [&pos](Square s) { return (pos.promoted() & bb(s)) != 0; });
    out += '[';
    for (Color c : {Color::White, Color::Black})
        for (int t = index(PieceType::Queen); t >= index(PieceType::Pawn); --t)
            out.append(std::size_t(pos.pocketCount(c, PieceType(t))),
                       pieceChar(makePiece(c, PieceType(t))));
    out += ']';
    return out;
}

} // namespace

std::string toFenPlacement(const Position& pos, FenFlavor flavor)
{
    FenOptions options;
    options.flavor = flavor;
    return toFenPlacement(pos, options);
}

Square doubleStepSquare(const Position& pos, Move m)
{
    if (m.isNull() || m.isDrop() || m.kind() != MoveKind::Normal) return Square::None;
    if (typeOf(pos.pieceOn(m.from())) != PieceType::Pawn) return Square::None;
    if ((index(m.from()) ^ index(m.to())) != 16) return Square::None;
    return Square((index(m.from()) + index(m.to())) / 2);
}

std::string toFen(const Position& pos, const FenOptions& options)
{
    return toFenPlacement(pos, options) + ' ' + std::to_string(pos.halfmoveClock()) + ' '
           + std::to_string(pos.fullmoveNumber());
}

std::string toFenPlacement(const Position& pos, const FenOptions& options)
{
    const FenFlavor flavor = options.flavor;
    Square ep = pos.epSquare();
    switch (options.enPassant) {
    case EnPassantPolicy::XFen:
        break;
    case EnPassantPolicy::Legal:
        if (!pos.hasLegalEnPassant()) ep = Square::None;
        break;
    case EnPassantPolicy::Fen:
        if (options.doubleStep != Square::None) ep = options.doubleStep;
        break;
    }
    if (options.forcedEpSquare != Square::None) ep = options.forcedEpSquare;
    std::string out = variantBoardFen(pos);
    out += pos.sideToMove() == Color::White ? " w " : " b ";

    std::string castling;
    const Setup setup = pos.toSetup();
    for (Color c : {Color::White, Color::Black}) {
        for (CastlingSide side : {CastlingSide::King, CastlingSide::Queen}) {
            const Square rook = pos.castlingRook(c, side);
            if (rook == Square::None) continue;
            char letter;
            const bool outermost = outermostRook(setup, c, side) == rook;
            if (flavor == FenFlavor::Shredder || (flavor == FenFlavor::XFen && !outermost))
                letter = fileChar(fileOf(rook));
            else
                letter = side == CastlingSide::King ? 'k' : 'q';
            castling += c == Color::White ? char(letter - ('a' - 'A')) : letter;
        }
    }
    out += castling.empty() ? "-" : castling;
    out += ' ';
    if (ep == Square::None || !isValid(ep))
        out += '-';
    else {
        out += fileChar(fileOf(ep));
        out += rankChar(rankOf(ep));
    }
    if (pos.variant() == Variant::ThreeCheck) {
        out += ' ';
        out += char('0' + pos.checksLeft(Color::White));
        out += '+';
        out += char('0' + pos.checksLeft(Color::Black));
    }
    return out;
}

std::string toFen(const Position& pos, FenFlavor flavor)
{
    return toFenPlacement(pos, flavor) + ' ' + std::to_string(pos.halfmoveClock()) + ' '
           + std::to_string(pos.fullmoveNumber());
}

Square castlingRookFor(const Setup& setup, Color c, CastlingSide side)
{
    const Square rook = outermostRook(setup, c, side);
    if (rook != Square::None) return rook;
    return makeSquare(side == CastlingSide::King ? 7 : 0, relativeRank(c, 0));
}

std::string setupToFen(const Setup& setup, FenFlavor flavor)
{
    std::string out =
        placementField([&](Square sq) { return setup.board[std::size_t(index(sq))]; });
    out += setup.turn == Color::White ? " w " : " b ";

    std::string castling;
    for (Color c : {Color::White, Color::Black}) {
        const int rank = relativeRank(c, 0);
        // King side first, as FEN lists them; within a side the outer rook first.
        for (int f = 7; f >= 0; --f) {
            const Square rook = makeSquare(f, rank);
            if (!(setup.castlingRooks & bb(rook))) continue;
            const CastlingSide side = castlingRightOf(setup, rook)->side; // on a back rank
            char letter = fileChar(f);
            if (flavor != FenFlavor::Shredder && castlingRookFor(setup, c, side) == rook)
                letter = side == CastlingSide::King ? 'k' : 'q';
            castling += c == Color::White ? char(letter - ('a' - 'A')) : letter;
        }
    }
    out += castling.empty() ? "-" : castling;
    out += ' ';
    if (setup.epSquare == Square::None || !isValid(setup.epSquare)) {
        out += '-';
    } else {
        out += fileChar(fileOf(setup.epSquare));
        out += rankChar(rankOf(setup.epSquare));
    }
    out += ' ' + std::to_string(setup.halfmoveClock) + ' ' + std::to_string(setup.fullmoveNumber);
    return out;
}

} // namespace kibitz::chess
