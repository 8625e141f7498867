// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// Boards as text, for terminals and logs (kibitz-cli show): letters or figurines, from
// White's side or turned for Black, optionally in ANSI colours with the last move and a
// king in check marked; bitboards as 8x8 grids for whoever debugs the bitboards; and the
// figurines themselves, one table for the board and for SAN shown with figurines.

#include "chess/position.h"

#include <optional>
#include <string>
#include <string_view>

namespace kibitz::chess {

struct TextBoardOptions {
    bool unicode = false; // figurines (White's hollow) instead of letters
    bool flipped = false; // Black at the bottom: rank 1 on top, files h to a
    bool color = false;   // ANSI 256-colour squares; letters keep their case
    Move lastMove;        // its squares marked (color only); Move::none() for none
    // Squares marked in highlightColour (color only): where the moves shown land (kibitz-cli
    // show --from). A king in check keeps its red; a highlight goes over the last move's.
    Bitboard highlighted = 0;
    std::string highlightColour = "48;5;71"; // an SGR background (terminalBackground)
};

// The SGR background parameters of a colour given on a command line: an xterm 256-colour
// number ("71"), "#rrggbb" (24-bit colour, which most terminals show), or red, green, blue,
// yellow; nullopt when it is none of those.
std::optional<std::string> terminalBackground(std::string_view colour);

// A piece's figurine in UTF-8 (White's hollow, Black's solid), "·" for no piece.
std::string_view figurine(Piece p);

// SAN with figurines for the piece letters (♔♕♖♗♘), for display only: PGN files and engine
// traffic keep the letters. Only upper-case piece letters are pieces in SAN (b is a file);
// a pawn's letter, as in a drop "P@e4", stays a letter.
std::string figurineSan(std::string_view san);

// The board with coordinates, one rank a line, ending with a newline.
std::string textBoard(const Position& pos, const TextBoardOptions& options = {});

// A bitboard as 8 lines of 8 characters ('1' set, '.' clear), rank 8 first, a1 bottom left.
std::string bitboardText(Bitboard b);

} // namespace kibitz::chess
