// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// Walking a game already in memory, in the order its PGN text reads: each move, then the
// variations that are alternatives to it (each a line walked the same way), then the move
// after it. Every writer of a game (PGN, the notation pane's HTML, the printed and exported
// HTML) and the reader's Visitor on an edited game (python-chess's Game.accept) go through
// this one walk. It is iterative: no depth of nested variations deepens the call stack.
//
//   walkTree    the nodes, with the move-number rule of PGN export format (section 8.2.2.2:
//               a Black move gets its number where a line starts or was broken)
//   walkGame    the reader's Visitor events, as Reader::readGame would send them
//   walkShown   the moves as a reader sees them: numbers, readable comment text, book moves
//               and where the book ends, diagrams asked for

#include "pgn/comment.h"
#include "pgn/game.h"
#include "pgn/reader.h"

#include <string>

namespace kibitz::pgn {

class TreeVisitor {
public:
    virtual ~TreeVisitor() = default;
    // A move, at depth 0 on the main line, 1 in a variation of it, and so on. afterBreak: the
    // line starts here or was broken just before (by a variation, or by what move() said), so
    // a Black move needs its number. Returns whether what the visitor wrote after the move (a
    // comment, a note, a diagram) breaks the line.
    virtual bool move(const Node& node, bool afterBreak, int depth) = 0;
    // A variation starting with first, an alternative to the move just visited. Skip passes
    // over it (and endVariation is not called for it).
    virtual Control beginVariation(const Node& /*first*/, int /*depth*/)
    {
        return Control::Continue;
    }
    virtual void endVariation(int /*depth*/) {}
    // Asked after each move: false ends the walk (each variation still open is ended).
    virtual bool wantsMoreMoves() const { return true; }
};

// Walks the moves of game (the root's own comment and NAGs are the caller's); with
// variations false, the main line only.
void walkTree(const Game& game, TreeVisitor& visitor, bool variations = true);

// Calls visitor as Reader::readGame would for the PGN text of game. The visitor's controls
// are honoured: Skip after the tags skips the moves, Skip at a variation skips it, and
// wantsMoreMoves() false ends the moves. No error is ever reported (the tree is legal).
void walkGame(const Game& game, Visitor& visitor);

// ---------------------------------------------------------------------------------------
// The moves as a reader sees them.

// The readable words of a comment: without its commands ([%clk], [%diagram], ...), and
// nothing for a comment that is just "#" (a diagram's mark).
std::string readableComment(std::string_view comment);

struct ShownMove {
    const Node* node = nullptr;
    int depth = 0;         // 0 on the main line
    std::string number;    // "12." for White, "12..." for Black where needed, else empty
    std::string before;    // readable comment before the move (empty when none)
    std::string after;     // readable comment after it, without the book mark
    CommentInfo info;      // the comment after the move, parsed (clock, evaluation, arrows)
    bool book = false;     // an opening book chose it: shown quietly, the word not shown
    bool lastBook = false; // the last book move of its line: a note after it says so
    bool diagram = false;  // its comment asks for a diagram ("[%diagram]", or just "#")
};

class ShownVisitor {
public:
    virtual ~ShownVisitor() = default;
    // Returns whether the visitor broke the line after the move beyond its comment and book
    // note (a diagram), so that the next Black move is numbered again.
    virtual bool move(const ShownMove& move) = 0;
    virtual void beginVariation(int /*depth*/) {}
    virtual void endVariation(int /*depth*/) {}
};

// Walks the moves of game (not the root's comment: readableComment of it is the intro).
void walkShown(const Game& game, ShownVisitor& visitor);

} // namespace kibitz::pgn
