// SPDX-License-Identifier: GPL-3.0-or-later
#include "chess/textboard.h"

namespace kibitz::chess {

namespace {

// xterm's 256 colours: the board's two browns, a yellow for the last move, a red for check.
constexpr const char* LightSquare = "\x1b[48;5;180m";
constexpr const char* DarkSquare = "\x1b[48;5;137m";
constexpr const char* LastMoveSquare = "\x1b[48;5;143m";
constexpr const char* CheckSquare = "\x1b[48;5;160m";
constexpr const char* WhitePiece = "\x1b[1;97m";
constexpr const char* BlackPiece = "\x1b[1;30m";
constexpr const char* Reset = "\x1b[0m";

} // namespace

std::string_view figurine(Piece p)
{
    static constexpr std::string_view Figurines[2][7] = {
        {"·", "♙", "♘", "♗", "♖", "♕", "♔"},
        {"·", "♟", "♞", "♝", "♜", "♛", "♚"},
    };
    if (p == Piece::None) return Figurines[0][0];
    return Figurines[index(colorOf(p))][index(typeOf(p))];
}

std::string figurineSan(std::string_view san)
{
    std::string out;
    for (const char c : san) {
        const Piece p = pieceFromChar(c);
        if (p != Piece::None && colorOf(p) == Color::White && typeOf(p) != PieceType::Pawn)
            out += figurine(p);
        else
            out += c;
    }
    return out;
}

std::optional<std::string> terminalBackground(std::string_view colour)
{
    if (colour == "red") return "48;5;167";
    if (colour == "green") return "48;5;71";
    if (colour == "blue") return "48;5;68";
    if (colour == "yellow") return "48;5;178";
    auto hex = [](char c) {
        return c >= '0' && c <= '9'   ? c - '0'
               : c >= 'a' && c <= 'f' ? c - 'a' + 10
               : c >= 'A' && c <= 'F' ? c - 'A' + 10
                                      : -1;
    };
    if (colour.size() == 7 && colour[0] == '#') {
        std::string out = "48;2";
        for (int i = 0; i < 3; ++i) {
            const int hi = hex(colour[std::size_t(1 + 2 * i)]);
            const int lo = hex(colour[std::size_t(2 + 2 * i)]);
            if (hi < 0 || lo < 0) return std::nullopt;
            out += ';' + std::to_string(hi * 16 + lo);
        }
        return out;
    }
    if (colour.empty() || colour.size() > 3) return std::nullopt;
    int n = 0;
    for (const char c : colour) {
        if (c < '0' || c > '9') return std::nullopt;
        n = n * 10 + (c - '0');
    }
    if (n > 255) return std::nullopt;
    return "48;5;" + std::to_string(n);
}

std::string textBoard(const Position& pos, const TextBoardOptions& options)
{
    Bitboard marked = 0;
    if (options.lastMove && !options.lastMove.isNull()) {
        marked = bb(options.lastMove.from()) | bb(options.lastMove.to());
        // Castling is stored king-takes-rook; the king's landing square is what moved too.
        if (options.lastMove.kind() == MoveKind::Castling && !options.lastMove.isKingPromotion()) {
            const Color mover = ~pos.sideToMove();
            const CastlingSide side = Position::castlingSideOf(options.lastMove);
            marked |= bb(Position::castlingKingTarget(mover, side))
                      | bb(Position::castlingRookTarget(mover, side));
        }
    }
    const Bitboard checked =
        pos.isCheck() ? pos.pieces(pos.sideToMove(), PieceType::King) : Bitboard(0);

    // Letters in a frame, figurines without one (as kibitz-cli show always printed them);
    // in colour the squares are the frame.
    const bool frame = !options.color && !options.unicode;
    std::string out = frame ? "  +-----------------+\n" : "";
    for (int row = 0; row < 8; ++row) {
        const int rank = options.flipped ? row : 7 - row;
        out += rankChar(rank);
        out += frame ? " |" : options.color ? " " : "";
        for (int col = 0; col < 8; ++col) {
            const int file = options.flipped ? 7 - col : col;
            const Square s = makeSquare(file, rank);
            const Piece p = pos.pieceOn(s);
            if (!options.color) {
                out += ' ';
                out += options.unicode ? std::string(figurine(p)) : std::string(1, pieceChar(p));
                continue;
            }
            const bool light = ((file + rank) & 1) != 0;
            if ((options.highlighted & bb(s)) && !(checked & bb(s)))
                out += "\x1b[" + options.highlightColour + 'm';
            else
                out += (checked & bb(s))  ? CheckSquare
                       : (marked & bb(s)) ? LastMoveSquare
                       : light            ? LightSquare
                                          : DarkSquare;
            if (p != Piece::None) out += colorOf(p) == Color::White ? WhitePiece : BlackPiece;
            out += ' ';
            if (p == Piece::None)
                out += ' ';
            else if (options.unicode)
                out += figurine(makePiece(Color::Black, typeOf(p))); // solid; colour tells
            else
                out += pieceChar(p);
            out += ' ';
            out += Reset;
        }
        out += frame ? " |\n" : "\n";
    }
    if (frame) out += "  +-----------------+\n";
    out += frame ? "   " : " ";
    for (int col = 0; col < 8; ++col) {
        out += options.color ? "  " : " ";
        out += fileChar(options.flipped ? 7 - col : col);
    }
    out += '\n';
    return out;
}

std::string bitboardText(Bitboard b)
{
    std::string out;
    for (int rank = 7; rank >= 0; --rank) {
        for (int file = 0; file < 8; ++file) out += (b & bb(makeSquare(file, rank))) ? '1' : '.';
        out += '\n';
    }
    return out;
}

} // namespace kibitz::chess
