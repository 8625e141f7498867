// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// Test helper: plays space-separated moves into a game tree.

#include "chess/movegen.h"
#include "pgn/game.h"

#include <QtGlobal>

#include <string>
#include <string_view>
#include <vector>

namespace kibitz::pgn::test {

// Plays space-separated moves from node, each as the main continuation; returns the last.
inline Node* play(Node* node, std::string_view moves)
{
    while (!moves.empty()) {
        const std::size_t sp = moves.find(' ');
        const std::string_view m = moves.substr(0, sp);
        auto next = node->addMove(m);
        if (!next) qFatal("illegal move in test: %s", std::string(m).c_str());
        node = *next;
        moves = sp == std::string_view::npos ? std::string_view() : moves.substr(sp + 1);
    }
    return node;
}

// A legal move that only shuffles a knight between its home square and the squares in
// front of it, never capturing: such moves exist in every position reached this way, so
// lines of any length can be made. `avoid` is not chosen (Move::none() avoids nothing).
inline chess::Move shuffle(const chess::Position& pos, chess::Move avoid, int choice = 0)
{
    std::vector<chess::Move> candidates;
    for (const chess::Move m : chess::legalMoves(pos)) {
        if (typeOf(pos.movedPiece(m)) != chess::PieceType::Knight || pos.isCapture(m)) continue;
        const int rank = chess::relativeRank(pos.sideToMove(), m.to());
        if (rank <= 2 && m != avoid) candidates.push_back(m);
    }
    if (candidates.empty()) qFatal("no knight shuffle left");
    return candidates[std::size_t(choice) % candidates.size()];
}

// levels variations, each inside the one before ("1. Nf3 (1. Nc3 Nf6 (1... Nc6 ..."): each
// replaces the line's last move and plays two, so the tree is levels + 1 plies deep.
inline Game nestedVariations(int levels)
{
    Game game;
    Node* last = game.root()->addMove(shuffle(game.root()->position(), chess::Move::none()));
    for (int i = 0; i < levels; ++i) {
        Node* parent = last->parent();
        Node* variation = parent->addVariation(shuffle(parent->position(), last->move(), i));
        last = variation->addMove(shuffle(variation->position(), chess::Move::none(), i));
    }
    return game;
}

} // namespace kibitz::pgn::test
