// SPDX-License-Identifier: GPL-3.0-or-later
#include "pgn/walk.h"

#include <vector>

namespace kibitz::pgn {

namespace {

struct Walker {
    Visitor& v;
    bool stopped = false; // wantsMoreMoves() said no

    void move(const Node& n)
    {
        if (!n.commentBefore().empty()) v.comment(n.commentBefore());
        const std::string& san = n.sanAsRead();
        v.move(n.positionBefore(), n.move(), san.empty() ? n.san() : san);
        for (std::uint8_t nag : n.nags()) v.nag(nag);
        if (!n.commentAfter().empty()) v.comment(n.commentAfter());
        if (!v.wantsMoreMoves()) stopped = true;
    }

    // The line that starts with first: each move, then the variations that branch off it
    // (its later siblings), then the move after it. Iterative along the line, recursive only
    // into variations, so a long main line costs no stack.
    void line(const Node* first)
    {
        for (const Node* n = first; n && !stopped;) {
            move(*n);
            // A variation's first move has its siblings walked by the line it branches from.
            const Node* parent = n->parent();
            if (n->isMainContinuation())
                for (std::size_t i = 1; i < parent->childCount() && !stopped; ++i) {
                    if (v.beginVariation() == Control::Skip) {
                        v.endVariation();
                        continue;
                    }
                    line(parent->child(i));
                    v.endVariation();
                }
            n = n->next();
        }
    }
};

} // namespace

void walkGame(const Game& game, Visitor& visitor)
{
    visitor.beginGame(0);
    for (const Tag& t : game.headers().tags()) visitor.tag(t.name, t.value);
    if (visitor.endTags() == Control::Skip) {
        visitor.endGame();
        return;
    }
    const Node* root = game.root();
    visitor.startPosition(root->position());
    Walker w{visitor};
    // The root's NAGs and comment, where the writer puts them: before the first move.
    for (std::uint8_t nag : root->nags()) visitor.nag(nag);
    if (!root->commentAfter().empty()) visitor.comment(root->commentAfter());
    if (root->next()) w.line(root->next());
    visitor.result(game.result());
    visitor.endGame();
}

} // namespace kibitz::pgn
