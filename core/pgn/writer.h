// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// PGN export format (PGN standard section 8, "export format"): the Seven Tag Roster first
// in its order, then the other tags in the order the game keeps them; a blank line; the
// movetext with tokens one space apart, wrapped at a line length; the result; a blank line.
//
// Moves are written as fresh SAN (chess::toSan), never the text that was read. Move numbers
// go before every White move ("12.") and before a Black move ("12...") that starts the game
// or a variation or follows a comment or a variation. NAGs are written as "$n".
//
// Comments are written as they are kept ({text}, byte for byte); when a line is too long,
// a space inside a comment may become a line break. A comment that contains '}' cannot be
// a brace comment: it is written as a rest-of-line comment (";text" and a line break),
// which keeps it whole; if it also contains a line break, its '}' characters are dropped.
//
// Writing what the writer wrote, after reading it back, gives the same bytes.

#include "pgn/game.h"

#include <string>
#include <string_view>
#include <vector>

namespace kibitz::pgn {

struct WriteOptions {
    bool headers = true;
    bool comments = true;
    bool variations = true;
    bool nags = true;
    // Most characters (code points) on a movetext line; 0 writes the movetext on one line.
    // A single token longer than this (a long word in a comment) still gets a line of its own.
    int lineLength = 80;
};

// A tag value with '\' and '"' escaped (PGN standard section 8.1); line breaks, which a
// tag cannot hold, become spaces.
std::string escapeTagValue(std::string_view value);

// Appends the game (tags, blank line, movetext, blank line) to out.
void writeGame(const Game& game, std::string& out, const WriteOptions& options = {});
std::string writeGame(const Game& game, const WriteOptions& options = {});
std::string writeGames(const std::vector<Game>& games, const WriteOptions& options = {});
// The tag section only ("[Name \"value\"]" lines).
void writeHeaders(const Headers& headers, std::string& out);
// The movetext only, result included, without a final line break.
std::string writeMovetext(const Game& game, const WriteOptions& options = {});

} // namespace kibitz::pgn
