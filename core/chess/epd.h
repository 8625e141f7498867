// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// EPD (Extended Position Description, PGN standard section 16.2): the four position fields
// of a FEN followed by operations "opcode operand...;". String operands are quoted.
// The counters come from the hmvc and fmvn operations. Lines written as a full six-field
// FEN followed by operations (as many perft suites are) are read too.

#include "chess/expected.h"
#include "chess/notation.h"
#include "chess/position.h"

#include <optional>
#include <string>
#include <string_view>
#include <vector>

namespace kibitz::chess {

struct EpdOperation {
    std::string opcode;
    std::vector<std::string> operands; // quotes removed
};

struct EpdError {
    int column = 0; // 1-based
    std::string message;
    std::string toString() const { return "column " + std::to_string(column) + ": " + message; }
};

struct Epd {
    Position position;
    std::vector<EpdOperation> operations;

    const EpdOperation* find(std::string_view opcode) const;
    // First operand of an operation ("id", "c0", ...), if present.
    std::optional<std::string> operand(std::string_view opcode) const;
    // Sets (or replaces) an operation.
    void set(std::string opcode, std::vector<std::string> operands);
    // The moves of a "bm" or "am" operation, in this position: SAN in any spelling suites use
    // ("Qxh7+", "Qh7", "e8Q", "O-O" or "0-0"), LAN or UCI.
    Expected<std::vector<Move>, MoveError> moves(std::string_view opcode) const;

    // Typed operations (PGN standard 16.2.5), written the way the standard spells them.
    void setMoves(std::string opcode, const std::vector<Move>& moves); // bm, am: SAN here
    void setPv(const std::vector<Move>& line); // pv: SAN, each move in the position before it
    Expected<std::vector<Move>, MoveError> pv() const;
    void setCentipawns(int ce); // ce: from the side to move's view
    std::optional<int> centipawns() const;
    void setDirectMate(int moves); // dm: mate in that many moves
    std::optional<int> directMate() const;
    void setId(std::string id);
    std::optional<std::string> id() const;
};

// How a move answers a test position: solved when the position names best moves ("bm") and
// the move is one of them, or names only moves to avoid ("am") and it is none of them.
// Point values, when the suite gives them (Strategic Test Suite style: c0 "Qd2=10, Rd1=5" or
// the moves in c7 and their points in c8), score any move they list; the best of them is the
// most the position is worth.
struct EpdVerdict {
    bool judged = false; // the position has bm, am or point values
    bool solved = false;
    int points = 0, maxPoints = 0; // 0 and 0 when the suite gives no points
};
EpdVerdict judgeMove(const Epd& epd, Move move);

Expected<Epd, EpdError> parseEpd(std::string_view line, Validation mode = Validation::Strict);
// The same line read without judging the position, for a set-up dialog that shows an illegal
// position with its defects named: the FEN fields (counters from hmvc/fmvn or a six-field
// FEN) and the operations. parseEpd is this followed by Position::fromSetup.
struct EpdSetup {
    Setup setup;
    std::vector<EpdOperation> operations;
};
Expected<EpdSetup, EpdError> parseEpdSetup(std::string_view line);
// Writes the four position fields and the operations in their order; counters go into
// hmvc/fmvn only when the Epd has those operations (withCounters adds them); the moves of
// bm and am are sorted.
std::string toEpd(const Epd& epd);
std::string toEpd(const Epd& epd, bool withCounters);
// The operations alone, as toEpd writes them ("bm Nf3 Qd5; id \"x\";"); hmvc and fmvn take the
// position's counters when one is given.
std::string toEpdOperations(const std::vector<EpdOperation>& operations,
                            const Position* position = nullptr);

} // namespace kibitz::chess
