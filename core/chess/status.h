// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// How a game stands: checkmate, stalemate, dead positions, repetitions and the move-count
// rules. FIDE Laws of Chess, article 5 (end of the game) and 9.2-9.6 (draws): draws that
// end the game by themselves (5.2.2 dead position, 9.6 fivefold and seventy-five moves)
// are kept apart from draws a player may claim (9.2 threefold, 9.3 fifty moves).

#include "chess/position.h"
#include "chess/result.h"

#include <optional>
#include <string>
#include <vector>

namespace kibitz::chess {

enum class Termination : std::uint8_t {
    None,
    Checkmate,
    Stalemate,
    InsufficientMaterial, // dead position by material: no sequence of moves can mate
    FivefoldRepetition,
    SeventyFiveMoves,
    // A variant's own end: a king on the hill, a third check, a king exploded, a side out of
    // men (or stalemated) in Antichess, Giveaway and Suicide, a king home in Racing Kings, the
    // horde gone. The winner is set unless it is a draw (Racing Kings, both kings home).
    VariantEnd,
};

enum class DrawClaim : std::uint8_t { ThreefoldRepetition = 1, FiftyMoves = 2 };

const char* terminationName(Termination t); // "checkmate", "fivefold repetition", ...

// Strict rule (FIDE 5.2.2, by material alone): neither side can ever checkmate.
bool isDeadByMaterial(const Position& pos);
// Colour c has too little to ever checkmate, whatever the opponent does ("insufficient
// material" for a flag fall, FIDE 6.9).
bool hasInsufficientMaterial(const Position& pos, Color c);
// Looser: neither side can force mate against best defence by material (K+N+N v K, minor
// v minor, ...). Useful for adjudication; not a rule of play.
bool noForcedMatePossible(const Position& pos);

// The positions of a game since its start, for repetition detection.
class History {
public:
    explicit History(const Position& start) { m_keys.push_back(start.repetitionKey()); }
    void push(const Position& after) { m_keys.push_back(after.repetitionKey()); }
    void pop()
    {
        if (m_keys.size() > 1) m_keys.pop_back();
    }
    // How many times the last pushed position has occurred, itself included. Only the last
    // halfmoveClock plies can repeat it: a capture or pawn move makes the past unreachable.
    int repetitions(const Position& current) const;
    std::size_t size() const { return m_keys.size(); }

private:
    std::vector<Key> m_keys;
};

struct GameStatus {
    Termination termination = Termination::None;
    std::optional<Color> winner;     // set for checkmate and a variant's win
    bool canClaimThreefold = false;  // the current position has stood three times
    bool canClaimFiftyMoves = false; // fifty moves by each side without capture or pawn move
    int repetitions = 1;
    bool isOver() const { return termination != Termination::None; }
    // The game's result: Unknown while it is on.
    Result outcome() const;
    // PGN result: "1-0", "0-1", "1/2-1/2" or "*".
    std::string result() const;
};

// The status of pos; history (whose last entry is pos) enables the repetition rules.
GameStatus gameStatus(const Position& pos, const History* history = nullptr);

// The end of a game in words: the one place that says them, for the status bar, the game
// session's reason (and the record's last comment), the board's spoken description and the
// trainers. Variant-aware: a variant's own end is named by its rule (a king on the hill, a
// third check, a king exploded, a losing variant's side out of moves, ...), never as mate
// or stalemate. English; the Qt layers translate these very strings in the context
// StatusWordsContext (lupdate reads status.cpp, see ui/CMakeLists.txt). Empty while the
// game is on. pos is the position status was taken of.
inline constexpr const char* StatusWordsContext = "kibitz::chess::Status";
// A sentence with the outcome: "Checkmate. White wins.", "Stalemate. Draw.", "Third check.
// Black wins.", ...
const char* endingText(const Position& pos, const GameStatus& status);
// What ended it, lowercase, to go into a longer text: "checkmate", "stalemate", "third
// check", "no move left", ...
const char* endingName(const Position& pos, const GameStatus& status);

// The draws a player may claim by declaring move m before playing it (FIDE 9.2.1.1 and 9.3.1,
// python-chess's can_claim_* with the move): the position after m would stand for the third
// time, or m would complete fifty moves by each side without a capture or a pawn move.
// history's last entry is pos; m must be legal in pos.
struct ClaimWithMove {
    bool threefold = false;
    bool fiftyMoves = false;
    bool any() const { return threefold || fiftyMoves; }
};
ClaimWithMove claimsWithMove(const Position& pos, const History& history, Move m);
// Every legal move of pos that would make a claim.
std::vector<Move> claimingMoves(const Position& pos, const History& history);

} // namespace kibitz::chess
