// SPDX-License-Identifier: GPL-3.0-or-later
#include "model/nodepath.h"

#include <algorithm>

namespace kibitz::model {

NodePath pathOf(const pgn::Node* node)
{
    NodePath path;
    for (; node && !node->isRoot(); node = node->parent())
        path.push_back(std::uint32_t(node->indexInParent()));
    std::reverse(path.begin(), path.end());
    return path;
}

pgn::Node* nodeAt(pgn::Game& game, const NodePath& path)
{
    pgn::Node* node = game.root();
    for (std::uint32_t i : path) {
        node = node->child(i);
        if (!node) return nullptr;
    }
    return node;
}

bool contains(const pgn::Game& game, const pgn::Node* node)
{
    if (!node) return false;
    while (node->parent()) node = node->parent();
    return node == game.root();
}

Subtree Subtree::capture(const pgn::Node& node)
{
    Subtree copy{node.move(), node.sanAsRead(), node.commentBefore(), node.commentAfter(),
                 node.nags(), {}};
    copy.children.reserve(node.childCount());
    for (const auto& child : node.children()) copy.children.push_back(capture(*child));
    return copy;
}

pgn::Node* Subtree::graft(pgn::Node& parent, std::size_t index) const
{
    // addVariation always appends, even when a sibling plays the same move (a file may hold
    // a variation twice); promote() then walks the new node up to its old place.
    pgn::Node* node = parent.addVariation(move, san);
    while (node->indexInParent() > index && node->promote()) {
    }
    node->setCommentBefore(commentBefore);
    node->setCommentAfter(commentAfter);
    node->setNags(nags);
    for (std::size_t i = 0; i < children.size(); ++i) children[i].graft(*node, i);
    return node;
}

} // namespace kibitz::model
