// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// FEN, X-FEN and Shredder-FEN. Reading accepts all three (castling as KQkq, as rook files,
// or mixed) and tolerates missing move counters; writing chooses one flavour.

#include "chess/expected.h"
#include "chess/position.h"

#include <string>
#include <string_view>

namespace kibitz::chess {

enum class FenFlavor : std::uint8_t {
    Fen,      // castling always as KQkq (exact for standard chess)
    XFen,     // KQkq, with a rook file letter only where KQkq would be ambiguous (Chess960)
    Shredder, // castling as rook files: HAha
};

struct FenError {
    int field = 0;  // 1 = board, 2 = side to move, 3 = castling, 4 = en passant, 5, 6 = counters
    int column = 0; // 1-based column in the FEN text
    std::string message;
    std::string toString() const; // "field 1 (board), column 17: ..."
};

inline constexpr std::string_view StartFen =
    "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1";

// Parses the fields of a FEN without judging legality. Needs at least the board field;
// missing fields default to "w - - 0 1".
Expected<Setup, FenError> parseFen(std::string_view fen);

// Parses and validates; a position defect is reported as a FenError naming the defect.
Expected<Position, FenError> positionFromFen(std::string_view fen,
                                             Validation mode = Validation::Strict);
// The same for a variant: Crazyhouse pockets ("[Qn]" or a ninth rank, '~' for promoted
// pieces) and Three-check counters ("3+3" after the en passant square, or lichess's
// trailing "+0+0" checks given) are read for any variant, kept where the variant has them.
Expected<Position, FenError> positionFromFen(std::string_view fen, Variant variant,
                                             Validation mode = Validation::Strict);

// Which en passant square a written FEN carries (python-chess's en_passant= "legal", "xfen",
// "fen"):
enum class EnPassantPolicy : std::uint8_t {
    XFen,  // when a pawn of the side to move stands to take (X-FEN, Polyglot; the default)
    Legal, // only when the capture is legal (what an engine or a repetition should see)
    Fen,   // after every double step (the FEN standard); a Position forgets a double step
           // no pawn can take, so the caller who knows the last move passes it (doubleStep)
};

struct FenOptions {
    FenFlavor flavor = FenFlavor::XFen;
    EnPassantPolicy enPassant = EnPassantPolicy::XFen;
    // EnPassantPolicy::Fen: the square the last move's pawn passed over (doubleStepSquare).
    Square doubleStep = Square::None;
    // Written whatever the policy says (a FEN for a tool that expects a given square).
    Square forcedEpSquare = Square::None;
};

std::string toFen(const Position& pos, FenFlavor flavor = FenFlavor::XFen);
std::string toFen(const Position& pos, const FenOptions& options);
// The square a pawn passed over when m is a double step (Square::None otherwise): what
// EnPassantPolicy::Fen writes after m. pos is the position before m.
Square doubleStepSquare(const Position& pos, Move m);
// The four position fields only (board, side, castling, en passant), as EPD uses.
std::string toFenPlacement(const Position& pos, FenFlavor flavor = FenFlavor::XFen);
std::string toFenPlacement(const Position& pos, const FenOptions& options);
std::string boardFen(const Position& pos); // the first field only

// The rook a K/Q/k/q castling letter stands for: the outermost rook of colour c on that side
// of its king, on the back rank; the corner when there is none, so that validation
// (Position::fromSetup) names the missing rook. For editors that offer castling as KQkq.
Square castlingRookFor(const Setup& setup, Color c, CastlingSide side);
// The six fields of a Setup as they stand, legal or not (a position editor shows the FEN of
// what is on its board). Castling as toFen writes it: KQkq for the outermost rook on each
// side of the king, a rook file letter otherwise (always letters for Shredder).
std::string setupToFen(const Setup& setup, FenFlavor flavor = FenFlavor::XFen);

} // namespace kibitz::chess
