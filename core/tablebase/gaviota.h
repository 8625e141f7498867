// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// Gaviota endgame tablebases (distance to mate) through Debian's libgaviotatb, which is linked,
// not rewritten. The library keeps global state, so there is one Gaviota prober per process:
// configure it once with the table folders, then probe from any thread (calls are serialised).

#include "chess/expected.h"
#include "chess/position.h"

#include <optional>
#include <string>
#include <vector>

namespace kibitz::tb {

struct GaviotaResult {
    int wdl = 0; // +1 the side to move wins, 0 draw, -1 it loses
    int dtm = 0; // plies to mate, signed from the side to move (positive: it mates), 0 for a draw
    // Moves to mate as chess players count them (and EPD "dm" writes): mate in 1 is 1 ply.
    int dtmMoves() const { return dtm > 0 ? (dtm + 1) / 2 : dtm < 0 ? -((-dtm + 1) / 2) : 0; }
};

struct GaviotaMove {
    chess::Move move;
    GaviotaResult after; // from the point of view of the side that made the move
};

class Gaviota {
public:
    static Gaviota& instance();

    // Sets the folders with .gtb.cp* files (the compression scheme is taken from the files
    // found). Returns an error naming the folders when none holds a table.
    std::optional<std::string> setPaths(const std::vector<std::string>& folders);
    bool available() const { return m_available; }
    int maxPieces() const { return m_maxPieces; }

    // nullopt when the position is not covered (too many pieces, castling rights, no table).
    std::optional<GaviotaResult> probe(const chess::Position& pos);
    // Every legal move with the result after it, best first for the side to move (fastest
    // mates, then draws, then the longest defence); empty when the position is not covered.
    std::vector<GaviotaMove> probeRoot(const chess::Position& pos);

    ~Gaviota();
    Gaviota(const Gaviota&) = delete;
    Gaviota& operator=(const Gaviota&) = delete;

private:
    Gaviota() = default;
    void shutdown();

    const char** m_paths = nullptr;
    bool m_initialised = false;
    bool m_available = false;
    int m_maxPieces = 0;
};

} // namespace kibitz::tb
