// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// Is the user's answer good enough? An exercise names one move (EPD bm), but a position often
// has two that win. A move is right when:
//   - it is the exercise's move; or
//   - the position is in the endgame tables and the move keeps the best move's result (the
//     same WDL: a win stays a win, a draw a draw); or
//   - otherwise, the built-in search (core/search, a fixed depth, each move searched on its
//     own as "searchmoves") scores it at most GoodEnoughCp centipawns below the exercise's
//     move, and both or neither are mates. 30 cp is below what the annotator's thresholds
//     (core/annotate/judgement.h) call even an inaccuracy in a balanced position, so a move
//     accepted here would not have been marked in the game either.
// The same search gives the better move for an exercise whose game has none. No Qt.

#include "chess/position.h"
#include "tablebase/syzygy.h"

#include <memory>
#include <optional>
#include <string>

namespace kibitz::train {

inline constexpr int GoodEnoughCp = 30;

struct Judgement {
    bool right = false;
    bool exact = false; // the exercise's own move
    enum class By : std::uint8_t { Exercise, Tablebase, Engine } by = By::Exercise;
    int expectedScore = 0, playedScore = 0; // by the engine, side to move's view, centipawns
    std::string reason; // "the tables: a win as well", "the engine: 12 cp below Nf3", ...
};

class MoveJudge {
public:
    // tables may be null (no tablebase); depth is the search's, in plies.
    explicit MoveJudge(const tb::Tablebase* tables = nullptr, int depth = 10);
    ~MoveJudge();
    MoveJudge(const MoveJudge&) = delete;
    MoveJudge& operator=(const MoveJudge&) = delete;

    Judgement judge(const chess::Position& pos, chess::Move expected, chess::Move played);
    // The search's best move, or nullopt when there is no legal move.
    std::optional<chess::Move> bestMove(const chess::Position& pos);
    // The search's score of one move (searched alone), side to move's view.
    int scoreOf(const chess::Position& pos, chess::Move move);

private:
    struct Engine;
    std::unique_ptr<Engine> m_engine;
    const tb::Tablebase* m_tables;
    int m_depth;
};

} // namespace kibitz::train
