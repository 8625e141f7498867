// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// Move notation: SAN, LAN and UCI, written exactly and read tolerantly.
//
// Writing follows the PGN standard (section 8.2.3): piece letter, the least disambiguation
// that suffices (file, then rank, then both), 'x' for captures, "=Q" for promotions,
// "O-O"/"O-O-O" for castling, '+' for check and '#' for mate.
//
// Reading accepts what real files contain: SAN with or without check marks and glyphs
// (Nbd7, exd6 e.p., e8Q, e8=Q, e8(Q), 0-0, o-o), LAN (Ng1-f3, e7xd8=N), UCI (e2e4, e7e8q,
// e1g1 or e1h1 for castling), and null moves (--, Z0, 0000, @@@@).

#include "chess/expected.h"
#include "chess/position.h"

#include <string>
#include <string_view>

namespace kibitz::chess {

struct MoveError {
    std::string token;   // the text that was read (its start, when longer than 64 bytes)
    std::string message; // what is wrong with it ("illegal move Ke2", "ambiguous move Nd7: ...")
};

std::string toSan(const Position& pos, Move m);
std::string toLan(const Position& pos, Move m);
// UCI: castling as king-to-target (e1g1) in standard chess, king-takes-rook (e1h1) when the
// position is in Chess960 mode (UCI_Chess960).
std::string toUci(const Position& pos, Move m);
std::string toUci(Move m, bool chess960Castling = true);

// How SAN is read. Tolerant (the default, for real files) also takes castling written as a
// king move (Kg1 or Kh1 for O-O from e1; Kc1, Ka1 for O-O-O) and UCI (e1g1) where SAN was
// expected. Strict rejects both, as python-chess's parse_san rejects Kg1: the PGN standard
// (8.2.3.3) writes castling O-O and O-O-O only, and a program that checks another program's
// output should say so.
enum class SanReading : std::uint8_t { Tolerant, Strict };

Expected<Move, MoveError> parseUci(const Position& pos, std::string_view text);
Expected<Move, MoveError> parseSan(const Position& pos, std::string_view text,
                                   SanReading reading = SanReading::Tolerant);
// parseSan without the error: Move::none() when the text is not a legal move here (ask
// parseSan for the reason). For readers that parse millions of moves.
Move parseSanQuick(const Position& pos, std::string_view text);
// Any of the notations above, tried in a sensible order.
Expected<Move, MoveError> parseMove(const Position& pos, std::string_view text,
                                    SanReading reading = SanReading::Tolerant);

std::string squareName(Square s);

// Text quoted in an error message: as it is, or when longer than maxBytes its start and
// "..." (cut between UTF-8 characters), so that a 100 MB token in a broken file does not
// make a 100 MB message.
std::string excerpt(std::string_view text, std::size_t maxBytes = 40);
Square parseSquare(std::string_view text); // Square::None if not a square

} // namespace kibitz::chess
