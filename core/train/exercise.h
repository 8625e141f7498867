// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// Exercises from the mistakes of annotated games ("learn from your mistakes"): each move
// marked a mistake (NAG $2, "?") or a blunder ($4, "??") becomes the position before it, to
// be answered with the better move.
//
// Two kinds of annotation are read. Kibitz's own (core/annotate) and most programs put the
// NAG on the move and the better line as a variation beside it (a sibling of the bad move,
// PGN standard 8.2.5). lichess's export (the "analysis" PGN) does the same and adds a comment
// after the move: "(0.45 → -0.98) Mistake. Nf3 was best." or, when a mate was missed or
// walked into, "Checkmate is now unavoidable. Nf3 was best." / "Lost forced checkmate
// sequence. Nf3 was best."; a game whose NAGs were stripped still has those words, and they
// count. The better move is, in this order: the first move of a variation beside the bad
// move, the move named by "X was best.", or what an engine finds (a callback, so that this
// stays free of any engine). No Qt.

#include "chess/epd.h"
#include "chess/position.h"
#include "pgn/game.h"

#include <cstdint>
#include <functional>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

namespace kibitz::train {

enum class Severity : std::uint8_t { Mistake, Blunder };
std::string_view severityName(Severity s); // "mistake", "blunder"
// "mistake" or "blunder" (any case); nullopt for anything else.
std::optional<Severity> parseSeverity(std::string_view text);

// Where the better move came from.
enum class BestSource : std::uint8_t { Variation, Comment, Engine };
std::string_view bestSourceName(BestSource s); // "variation", "comment", "engine"

struct Exercise {
    chess::Position position;      // before the bad move; the player is to move
    chess::Move best;              // the move to find
    std::vector<chess::Move> line; // the better line, best first (at least best)
    chess::Move played;            // the bad move of the game
    Severity severity = Severity::Mistake;
    BestSource source = BestSource::Variation;
    std::string player;   // the name of the side to move (White or Black tag)
    std::string opponent; // the other side's name
    std::string event, date;
    int game = 0;       // 1-based number of the game in its file
    int moveNumber = 0; // the move number of the bad move
    std::string label;  // read from EPD: its c0 (or id); the game's exercises have none
    // "game 3, 14... Nxe5??": which game and move, for EPD's c0 and the trainer's title
    // (label for an exercise read from EPD, which has no bad move).
    std::string where() const;
};

struct ExtractOptions {
    // Keep only the mistakes of this player (the White or Black tag, compared without case
    // and surrounding blanks). Empty: both sides.
    std::string player;
    Severity minimum = Severity::Mistake; // Blunder: blunders only
    // The better move when the game has none (no variation, no "X was best."): an engine's
    // best move in the position, or nullopt. Unset: such moves are skipped.
    std::function<std::optional<chess::Move>(const chess::Position&)> engine;
};

struct ExtractResult {
    std::vector<Exercise> exercises;
    int skipped = 0; // marked moves with no better move to be found
};

// The mistake a move is marked with: its NAG, else lichess's words in its comment.
std::optional<Severity> severityOf(const pgn::Node& node);
// The move "X was best." names, read in the position the bad move was played in.
std::optional<chess::Move> bestFromComment(const pgn::Node& node);

// The exercises of one game's main line (gameNumber: its 1-based number in the file).
ExtractResult extractExercises(const pgn::Game& game, int gameNumber,
                               const ExtractOptions& options);

// The exercise as an EPD record: bm (SAN), pv (the better line), id ("game 3 move 14..."),
// c0 (players, event, date and the move: "Alice - Bob, Rated Blitz game, 2024.01.02, game 3,
// 14... Nxe5??"), c1 the severity and where the answer came from, c2 the player to move.
chess::Epd toEpd(const Exercise& exercise);
// An exercise back from such a record (or any EPD with bm): the first bm is the move to find.
struct EpdExerciseError {
    std::string message;
};
Expected<Exercise, EpdExerciseError> exerciseFromEpd(const chess::Epd& epd);

} // namespace kibitz::train
