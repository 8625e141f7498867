// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// ECO codes and opening names by position. A Table maps the position each named line ends
// in (its Polyglot key: board, side to move, castling rights, en passant as a repetition
// counts) to the line's ECO code and name. Looking up positions rather than move orders
// makes transpositions count: 1. d4 Nf6 2. c4 e6 3. Nc3 Bb4 and 1. c4 e6 2. Nc3 Nf6 3. d4 Bb4
// are both the Nimzo-Indian Defense. A game's opening is the deepest named position it
// reaches, the last one along its moves.
//
// The built-in table is the lichess collection of named openings (data/openings, CC0),
// compiled into the binary, so the CLI, the workbench and an installed copy need no data
// folder. Plain C++20, no Qt.

#include "chess/position.h"

#include <cstdint>
#include <optional>
#include <span>
#include <string>
#include <string_view>
#include <vector>

namespace kibitz::opening {

struct Opening {
    std::string eco;   // "B90"
    std::string name;  // "Sicilian Defense: Najdorf Variation" (UTF-8)
    std::string moves; // the line as written in the data: "1. e4 c5 2. Nf3 d6 ..."
    int plies = 0;     // half-moves of that line
    // "B90 Sicilian Defense: Najdorf Variation"
    std::string label() const { return eco + ' ' + name; }
};

// A line of the data that cannot be used, and why.
struct LineError {
    std::string file; // "b.tsv"
    int line = 0;     // 1-based
    std::string message;
    std::string toString() const { return file + ':' + std::to_string(line) + ": " + message; }
};

// The deepest named position of a sequence and where in it (0 = the first position given).
struct Match {
    const Opening* opening = nullptr;
    int index = 0;
};

class Table {
public:
    // The built-in openings, built on first use (thread-safe; a few milliseconds).
    static const Table& builtin();

    // Builds a table from text in the data's format: a header line, then
    // "ECO<TAB>name<TAB>moves" lines. Lines that do not parse are left out and listed in
    // errors(). When several lines end in the same position, the first one names it.
    static Table fromTsv(std::string_view file, std::string_view text);
    void add(std::string_view file, std::string_view text);

    // The named opening of exactly this position (by key); nullptr when it has no name.
    const Opening* find(chess::Key key) const;
    const Opening* find(const chess::Position& pos) const { return find(pos.key()); }

    // The deepest named position among keys (a game's positions in order, the start
    // position first): the last one that has a name. nullopt when none does.
    std::optional<Match> classify(std::span<const chess::Key> keys) const;

    const std::vector<Opening>& openings() const { return m_openings; }
    const std::vector<LineError>& errors() const { return m_errors; }
    // Lines whose final position an earlier line had already named.
    int duplicatePositions() const { return m_duplicates; }

private:
    void insert(chess::Key key, std::uint32_t index);
    void grow();

    std::vector<Opening> m_openings;
    std::vector<LineError> m_errors;
    // Open addressing on the key's low bits: one probe for most positions of a game, which
    // mostly have no name. A slot holds index + 1 (0 = empty).
    std::vector<chess::Key> m_keys;
    std::vector<std::uint32_t> m_slots;
    std::size_t m_used = 0;
    int m_duplicates = 0;
};

} // namespace kibitz::opening
