// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// Streaming PGN reader. The reader tokenises the text, keeps the position (with a stack for
// variations), parses every move against it and calls a Visitor; it never builds a tree
// itself. Visitors decide how much work is done: skipping a game's movetext (a tags-only
// scan) or a variation costs almost nothing.
//
// Tolerant by default (as real files need): errors are reported with line and column to
// Visitor::error, and reading goes on (a game with an illegal move keeps what came before;
// the rest of that line of play is skipped). Strict mode stops the game at its first error.
// PGN standard: http://www.saremba.de/chessgml/standards/pgn/pgn-complete.htm (sections 8, 16).

#include "chess/position.h"

#include <cstdint>
#include <functional>
#include <string>
#include <string_view>
#include <vector>

namespace kibitz::pgn {

struct PgnError {
    int line = 0;   // 1-based line in the input
    int column = 0; // 1-based column (bytes)
    std::string message;
    // Something odd that costs nothing (a ')' with no variation to close): reported, but the
    // game is read whole and counts as a game without errors.
    bool warning = false;
    std::string toString() const
    {
        return std::to_string(line) + ":" + std::to_string(column) + ": "
               + (warning ? "warning: " : "") + message;
    }
};

enum class Control : std::uint8_t { Continue, Skip };

class Visitor {
public:
    virtual ~Visitor() = default;

    // A game starts at this line (its first tag, or its first movetext token).
    virtual void beginGame(int /*line*/) {}
    virtual void tag(std::string_view /*name*/, std::string_view /*value*/) {}
    // After the tags: Skip jumps to the next game without reading moves.
    virtual Control endTags() { return Control::Continue; }
    // The position the movetext starts from (start position, or FEN/SetUp/Variant tags).
    virtual void startPosition(const chess::Position& /*pos*/) {}
    // before: the position the move is played in; san: the token as written in the file.
    virtual void move(const chess::Position& /*before*/, chess::Move /*m*/,
                      std::string_view /*san*/)
    {}
    // Asked after each move: false stops parsing this game's moves (the rest of the game is
    // still read to find its end, but no move is parsed or reported).
    virtual bool wantsMoreMoves() const { return true; }
    // Text between braces (or after ';' to the end of a line), without the delimiters.
    virtual void comment(std::string_view /*text*/) {}
    virtual void nag(int /*nag*/) {}
    // A variation starts: it replaces the last move visited. Skip jumps over it.
    virtual Control beginVariation() { return Control::Continue; }
    virtual void endVariation() {}
    virtual void result(std::string_view /*result*/) {}
    virtual void error(const PgnError& /*error*/) {}
    // Text the reader passed over without reading it, as it stands in the input: the rest of
    // a line of play after a move it could not read (to the ')' or the result that ends that
    // line, both excluded), or one token it could not take (a bad NAG or glyph, a stray
    // delimiter, a malformed tag line). Reported where the text stood, after error() said
    // why (why is that error): before the endVariation() or result() that follows it. Not
    // reported in strict mode, nor for movetext skipped on request (endTags, beginVariation
    // and wantsMoreMoves). With it a caller can keep every byte of a game it cannot read.
    virtual void unread(std::string_view /*text*/, const PgnError& /*why*/) {}
    virtual void endGame() {}
};

struct ReadOptions {
    bool strict = false; // stop a game's moves at the first error
};

class Reader {
public:
    // text must be UTF-8 (see input.h for files in other encodings and gzip) and must
    // outlive the reader; the visitor's string_views point into it.
    // firstLine: the line number of text's first line (when reading a chunk of a file).
    explicit Reader(std::string_view text, ReadOptions options = {}, int firstLine = 1);

    // Reads one game into the visitor; false when no game is left.
    bool readGame(Visitor& visitor);

    std::size_t offset() const { return m_pos; } // bytes consumed so far
    int line() const { return m_line; }

private:
    struct Impl;
    std::string_view m_text;
    ReadOptions m_options;
    std::size_t m_pos = 0;
    std::size_t m_lineStart = 0;
    int m_line = 1;
    friend struct Impl;
};

// Splits text at game boundaries into at most `parts` pieces of similar size, so that
// several readers can work on one file in parallel. Each piece knows its first line number.
struct Chunk {
    std::string_view text;
    int firstLine = 1;
};
// passed(at), when given, is told as the scan passes each boundary that it is done with the
// text before at (so that a caller can let a mapped file's pages go: database/database.cpp).
std::vector<Chunk> splitGames(std::string_view text, int parts,
                              const std::function<void(std::size_t at)>& passed = {});

// Parses a PGN game's starting position from its tags (FEN, SetUp, Variant): nullopt-like
// error text when the FEN is bad. Variant takes the names chess/variant.h knows, FICS's
// "wild/fr" (Chess960) and "wild/N" (standard rules from the FEN), and ChessBase's
// "Illegal" (standard rules from the FEN).
struct StartResult {
    chess::Position position;
    std::string error;   // empty when fine
    std::string warning; // read, but not as the tags alone say (empty when nothing to say)
};
StartResult startPositionFromTags(std::string_view fen, std::string_view variant);

} // namespace kibitz::pgn
