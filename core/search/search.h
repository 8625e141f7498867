// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// The search: iterative deepening over a principal variation search (alpha-beta with null
// windows for all but the first move), aspiration windows, a transposition table, null-move
// pruning, late move reductions, futility and move-count pruning at the frontier, check
// extensions and a quiescence search over SEE-filtered captures. Moves are ordered hash
// move first, then winning captures by MVV-LVA, killers, the counter move, and quiet moves
// by their history.
//
// Searcher::search runs synchronously on the calling thread; SearchWorker (worker.h) puts
// it on a thread. requestStop() and ponderHit() may be called from any thread.

#include "chess/position.h"
#include "search/evalparams.h"
#include "search/score.h"
#include "search/strength.h"
#include "search/timeman.h"
#include "search/tt.h"
#include "tablebase/syzygy.h"

#include <atomic>
#include <cstdint>
#include <functional>
#include <random>
#include <vector>

namespace kibitz::search {

struct SearchOptions {
    // Syzygy WDL tables probed inside the search (not owned; thread-safe to probe): after a
    // capture or a pawn move, a position of at most tbProbeLimit pieces at a remaining depth
    // of at least tbProbeDepth is answered by the tables.
    const tb::Tablebase* tables = nullptr;
    int tbProbeDepth = 1;
    int tbProbeLimit = 7;
    int multiPv = 1;
    int elo = 0;              // a limited strength (strength.h); 0: full strength
    bool randomMoves = false; // no search: a random legal move (strength.h, randomMove)
    int moveOverhead = 20;    // ms
    // Lazy SMP (SearchWorker): 0 is the main thread, which reports and decides; helpers
    // (1, 2, ...) search the same root to fill the shared table, odd ones a ply ahead.
    int thread = 0;
};

// One line of "info" output: reported after each completed iteration (and each MultiPV line).
struct SearchInfo {
    int depth = 0;
    int selDepth = 0;
    int multiPv = 1;
    int score = 0;
    std::uint64_t nodes = 0;
    std::int64_t timeMs = 0;
    std::uint64_t nps = 0;
    int hashfull = 0;
    std::uint64_t tbHits = 0;
    std::vector<chess::Move> pv;
};

struct SearchResult {
    chess::Move best;   // none only when the root has no legal move
    chess::Move ponder; // the expected reply, may be none
    int score = 0;
    int depth = 0;
    std::uint64_t nodes = 0;
};

class Searcher {
public:
    using InfoCallback = std::function<void(const SearchInfo&)>;

    explicit Searcher(TranspositionTable& tt);

    // gameKeys: the keys of the game's positions up to the root (the root's last, or
    // absent), for repetition detection across the game/search boundary.
    SearchResult search(const chess::Position& root, const std::vector<chess::Key>& gameKeys,
                        const Limits& limits, const SearchOptions& options,
                        const InfoCallback& onInfo = {});

    void requestStop() { m_stopRequested.store(true, std::memory_order_relaxed); }
    // Clears a stop request and a ponder hit; called before a search starts (not by search()
    // itself, so that a stop or ponder hit sent between "go" and the start of the thread is
    // not lost).
    void resetStop()
    {
        m_stopRequested.store(false, std::memory_order_relaxed);
        m_ponderHit.store(false, std::memory_order_relaxed);
    }
    // Switches a ponder search to a normal one: time limits start counting now.
    void ponderHit();
    // Forget what was learned (history, killers): a new game.
    void clearHistory();
    std::uint64_t nodes() const { return m_nodes; }
    // The node count as last published (every thousand nodes or so), readable from any
    // thread while the search runs.
    std::uint64_t publishedNodes() const
    {
        return m_publishedNodes.load(std::memory_order_relaxed);
    }
    // The main thread's reports count these nodes too (the helpers'); empty: none.
    void setExtraNodes(std::function<std::uint64_t()> count) { m_extraNodes = std::move(count); }
    // Reseeds the random generator used by the strength levels (tests want determinism).
    void seed(std::uint32_t s) { m_rng.seed(s); }

private:
    // A root move with what the search knows of it: its score in the current iteration
    // (-Infinity: no better than the best line), the score it started the iteration with,
    // and its line.
    struct RootMove {
        chess::Move move;
        int score = -Infinity;
        int guess = -Infinity;
        int selDepth = 0;
        std::vector<chess::Move> pv;
    };
    struct Frame {
        int staticEval = NoScore;
        chess::Move move; // the move that led from this ply to the next
        chess::Piece moved = chess::Piece::None;
        chess::Move killers[2];
        int pvLength = 0;
        chess::Move pv[MaxPly + 1];
    };

    void searchLine(const chess::Position& root, int depth, int line);
    int searchRoot(const chess::Position& pos, int alpha, int beta, int depth, int pvIndex);
    int search(const chess::Position& pos, int alpha, int beta, int depth, int ply, bool cutNode);
    int quiescence(const chess::Position& pos, int alpha, int beta, int ply, bool withChecks);
    bool isDraw(const chess::Position& pos, int ply) const;
    void checkTime();
    void updatePv(int ply, chess::Move m);
    void updateQuietStats(const chess::Position& pos, int ply, chess::Move best,
                          const chess::Move* quiets, int quietCount, int depth);
    void report(int depth, const InfoCallback& onInfo);
    chess::Move pickWeakerMove();

    TranspositionTable& m_tt;
    TimeManager m_time;
    Limits m_limits;
    SearchOptions m_options;
    std::atomic<bool> m_stopRequested{false};
    std::atomic<bool> m_pondering{false};
    std::atomic<bool> m_ponderHit{false};
    bool m_aborted = false;
    std::uint64_t m_nodes = 0;
    std::atomic<std::uint64_t> m_publishedNodes{0};
    std::function<std::uint64_t()> m_extraNodes;
    std::uint64_t m_tbHits = 0;
    int m_tbPieces = 0; // positions with at most this many pieces are probed (0: none)
    std::uint64_t m_nextCheck = 0;
    int m_selDepth = 0;
    int m_rootDepth = 0;
    int m_maxDepth = MaxPly - 1;
    std::uint64_t m_nodeLimit = 0;
    const EvalParams* m_eval = &tunedParams();
    Strength m_strength;               // used when m_options.elo > 0
    std::uint64_t m_strengthNodes = 0; // the level's budget; 0: none

    std::vector<chess::Key> m_keys; // game keys then search path keys
    std::vector<RootMove> m_rootMoves;
    Frame m_stack[MaxPly + 4];
    int m_history[2][64][64];
    chess::Move m_counterMoves[16][64];
    std::mt19937 m_rng{20240607};
};

} // namespace kibitz::search
