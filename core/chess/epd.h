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
    // The moves of a "bm" or "am" operation, parsed as SAN in this position.
    Expected<std::vector<Move>, MoveError> moves(std::string_view opcode) const;
};

Expected<Epd, EpdError> parseEpd(std::string_view line, Validation mode = Validation::Strict);
// Writes the four position fields and the operations; counters go into hmvc/fmvn only when
// the Epd has those operations.
std::string toEpd(const Epd& epd);

} // namespace kibitz::chess
