// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// Ways to name a node that outlive the node's address, for undo commands.
//
// A NodePath is the list of child indices from the root. Undo and redo run in strict stack
// order, so when a command runs, the tree is exactly as it was when the command last ran
// the other way, and the path it recorded names the same node again, even though a deleted
// and restored subtree lives at new addresses.
//
// A Subtree is a detached copy of a node and everything below it (moves, comments, NAGs),
// which can be grafted back at a given child index.

#include "pgn/game.h"

#include <cstdint>
#include <string>
#include <vector>

namespace kibitz::model {

using NodePath = std::vector<std::uint32_t>;

NodePath pathOf(const pgn::Node* node);
// nullptr when the path does not lead anywhere in this game.
pgn::Node* nodeAt(pgn::Game& game, const NodePath& path);
// Does node belong to game's tree?
bool contains(const pgn::Game& game, const pgn::Node* node);

class Subtree {
public:
    static Subtree capture(const pgn::Node& node);
    // Adds the copy as child number index of parent (moves must be legal there, as they
    // were where the copy was taken). Returns the new node.
    pgn::Node* graft(pgn::Node& parent, std::size_t index) const;

    std::size_t size() const { return m_items.size(); } // nodes, the top one included

private:
    // The nodes flat, in preorder (a node before its children, children in order), each
    // naming its parent's place in the list: copying, grafting and destroying take no
    // recursion, however long the line (a deleted main line can be a million plies).
    struct Item {
        chess::Move move;
        std::string san;
        std::string commentBefore;
        std::string commentAfter;
        std::vector<std::uint8_t> nags;
        std::size_t parent = 0; // index in m_items (unused for the top node)
    };
    std::vector<Item> m_items;
};

} // namespace kibitz::model
