// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// The GUI side of the UCI protocol, sans-IO: lines from the engine go in, typed events come
// out; commands to the engine are built as strings. No process, no clock, no Qt: the
// EngineProcess adapter feeds it, and tests drive it with scripted dialogues.
// Protocol: "Description of the universal chess interface (UCI)", S. Meyer-Kahlen, April 2006.

#include "chess/fen.h"
#include "chess/position.h"
#include "engine/types.h"

#include <compare>
#include <cstddef>
#include <cstdint>
#include <optional>
#include <string>
#include <string_view>
#include <variant>
#include <vector>

namespace kibitz::engine {

// --- Engine output ------------------------------------------------------------------------

struct IdName {
    std::string name;
};
struct IdAuthor {
    std::string author;
};
struct UciOk {};
struct ReadyOk {};
// Moves as UCI in lower case (normalizeMoveText): "bestmove D2D4" reads as d2d4.
struct BestMove {
    std::string move;   // "(none)" or "0000" when the engine has no move ("NULL" reads as "(none)")
    std::string ponder; // empty when not given or given as (none), NULL or 0000
};
struct CopyProtection {
    std::string status;
};
struct Registration {
    std::string status;
};
// A line that is not UCI (engines print banners and debug text): kept for the console.
struct Unknown {
    std::string line;
};
// A UCI keyword with arguments that do not parse: what and where.
struct Malformed {
    std::string line;
    std::string message;
};

using UciEvent = std::variant<IdName, IdAuthor, OptionDecl, UciOk, ReadyOk, Info, BestMove,
                              CopyProtection, Registration, Unknown, Malformed>;

// A coordinate move as UCI spells it: "D2D4" and "e7e8Q" become "d2d4" and "e7e8q" (old
// engines write upper case, and a coordinate move has one reading in any case). Other text
// is returned as it is.
std::string normalizeMoveText(std::string_view text);

// Parses one line from the engine. Tolerant of extra spaces and tabs; never fails on
// garbage (that is Unknown or Malformed).
UciEvent parseUciLine(std::string_view line);

// --- Commands to the engine ------------------------------------------------------------------

std::string goCommand(const SearchLimits& limits);
// "position startpos moves ..." when start is the standard position, else "position fen ...";
// moves in UCI notation, castling in the Chess960 form when the positions are Chess960.
// A position's FEN as engines get it: X-FEN for Chess960, and the en passant square by the
// engine's setting (engine/options.h, EnPassantSetting): by default only when the capture is
// legal; XFen also when a pawn of the side to move merely stands to take (the square is lost
// only when no pawn can take, which a Position does not keep).
std::string engineFen(const chess::Position& pos,
                      chess::EnPassantPolicy enPassant = chess::EnPassantPolicy::Legal);
std::string positionCommand(const chess::Position& start, const std::vector<chess::Move>& moves,
                            chess::EnPassantPolicy enPassant = chess::EnPassantPolicy::Legal);
std::string setOptionCommand(std::string_view name, std::string_view value);
std::string setOptionCommand(std::string_view name); // a button

// A PV of UCI moves as SAN with move numbers ("12... Nf6 13. Nc3"), as far as the moves are
// legal in turn and at most maxMoves; used (if given) receives how many moves were shown.
std::string pvToSan(const chess::Position& start, const std::vector<std::string>& pv,
                    std::size_t maxMoves = SIZE_MAX, std::size_t* used = nullptr);

// Scores from White's point of view, for display ("+0.35", "-M3").
Score whitePov(const Score& s, chess::Color sideToMove);
std::string formatScore(const Score& s);

} // namespace kibitz::engine
