// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// The XBoard front-end (Chess Engine Communication Protocol version 2, Tim Mann and
// H.G. Muller), sans-IO like UciProtocol: lines in through handleLine(), lines out through
// the output callback, searches on a SearchWorker thread.
//
// Unlike UCI, the engine keeps the game: it knows which side it plays, applies the moves it
// makes, and manages the clock from "level"/"st"/"time". A search started for one state of
// the game is cancelled (its result dropped) when a command changes that state.

#include "chess/position.h"
#include "chess/status.h"
#include "search/frontend_base.h"
#include "search/search.h"
#include "search/worker.h"

#include <atomic>
#include <cstdint>
#include <functional>
#include <mutex>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

namespace kibitz::search {

class XBoardProtocol final : public Frontend {
public:
    explicit XBoardProtocol(Output output);
    ~XBoardProtocol() override;

    bool handleLine(std::string_view line) override;

    // A copy of the current game position (locks: the search thread may be moving).
    chess::Position position() const;
    std::size_t hashMegabytes() const { return m_memoryMb; }
    // What the GUI said about the opponent ("name", "rating", "computer"). Kept for the
    // record: the search plays the same against anyone.
    struct Opponent {
        std::string name;
        int rating = 0, ownRating = 0;
        bool computer = false;
    };
    const Opponent& opponent() const { return m_opponent; }
    bool isPaused() const { return m_paused; }
    // The level set through "option" (strength.h); 0: full strength.
    int strengthElo() const { return playingElo(m_skill, m_limitStrength, m_elo); }

private:
    void cancelSearch();
    void startThinking();
    // Under m_stateMutex, from the engine's own move: think on the reply it expects while
    // the opponent thinks ("hard"), as the search thread's next search.
    void queuePonder(chess::Move expected, std::int64_t usedMs);
    void searchDone(std::uint64_t id, const chess::Position& root, const SearchResult& result,
                    std::int64_t usedMs);
    // The opponent's move (usermove, or a bare move from a version 1 GUI).
    void opponentMoved(std::string_view text);
    bool isPondering() const; // locks
    void startAnalysis();
    bool playMove(chess::Move m); // appends to the game; false if it was already over
    // "1-0 {White mates}" etc. Claimable draws (threefold, fifty moves) are claimed only when
    // asked: after the engine's own move, which the search chose knowing it draws.
    std::optional<std::string> gameResult(bool withClaims) const;
    void newGame();
    void setBoard(std::string_view fen);
    void undo(int plies);
    void userMove(std::string_view text);
    std::string moveText(const chess::Position& pos, chess::Move m) const;
    std::string thinkingLine(const SearchInfo& info, const chess::Position& root) const;
    Limits limitsForMove(chess::Color us, int fullmoveNumber) const;
    void setOption(std::string_view assignment);

    mutable std::mutex m_stateMutex;
    std::uint64_t m_searchId = 0; // the search whose result still counts

    // The game
    chess::Position m_position;
    std::vector<chess::Position> m_positions; // before each move, for undo
    chess::History m_history{chess::Position()};
    chess::Color m_engineColor = chess::Color::Black;
    bool m_force = false;
    bool m_analyzing = false;
    std::atomic<bool> m_post{true}; // read by the search thread
    bool m_chess960 = false;

    // Time control
    int m_movesPerSession = 0;
    std::int64_t m_baseMs = 5 * 60 * 1000;
    std::int64_t m_incMs = 0;
    std::int64_t m_moveTimeMs = 0; // "st"
    int m_depthLimit = 0;          // "sd"
    std::int64_t m_clockMs = -1;   // "time", our clock
    std::size_t m_memoryMb = 16;

    // "hint": the reply the last search expected, for the position after its move.
    chess::Move m_hint;
    chess::Key m_hintKey = 0;
    Opponent m_opponent;

    // Strength, as the GUI sets it through the options the features announce.
    int m_skill = 20;
    bool m_randomMoves = false; // "Random Moves": a random legal move, no search
    bool m_limitStrength = false;
    int m_elo = 1500;
    // Pondering ("hard"/"easy"): the search under way is a ponder search on m_ponderMove
    // until the opponent plays it (ponder hit) or another move (the search is dropped).
    bool m_ponderEnabled = false;
    bool m_pondering = false;
    chess::Move m_ponderMove;
    bool m_paused = false;         // "pause" until "resume"
    bool m_resumeThinking = false; // a search was dropped by "pause"
};

} // namespace kibitz::search
