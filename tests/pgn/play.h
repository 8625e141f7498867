// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// Test helper: plays space-separated moves into a game tree.

#include "pgn/game.h"

#include <QtGlobal>

#include <string>
#include <string_view>

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

} // namespace kibitz::pgn::test
