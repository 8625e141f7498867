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
    Subtree copy;
    copy.m_items.reserve(node.descendantCount() + 1);
    // Depth first with an explicit stack; children pushed last-first come out in order.
    std::vector<std::pair<const pgn::Node*, std::size_t>> stack{{&node, 0}};
    while (!stack.empty()) {
        const auto [n, parent] = stack.back();
        stack.pop_back();
        const std::size_t self = copy.m_items.size();
        copy.m_items.push_back(Item{n->move(), n->sanAsRead(), n->commentBefore(),
                                    n->commentAfter(), n->nags(), parent});
        for (std::size_t i = n->childCount(); i-- > 0;) stack.emplace_back(n->child(i), self);
    }
    return copy;
}

pgn::Node* Subtree::graft(pgn::Node& parent, std::size_t index) const
{
    if (m_items.empty()) return nullptr;
    std::vector<pgn::Node*> made(m_items.size(), nullptr);
    for (std::size_t i = 0; i < m_items.size(); ++i) {
        const Item& item = m_items[i];
        // addVariation always appends, even when a sibling plays the same move (a file may
        // hold a variation twice); in preorder each node's children come in their order.
        pgn::Node* node = (i == 0 ? parent : *made[item.parent]).addVariation(item.move, item.san);
        if (i == 0) {
            // The top node goes back to its old place among its siblings.
            while (node->indexInParent() > index && node->promote()) {}
        }
        node->setCommentBefore(item.commentBefore);
        node->setCommentAfter(item.commentAfter);
        node->setNags(item.nags);
        made[i] = node;
    }
    return made[0];
}

} // namespace kibitz::model
