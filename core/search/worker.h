// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// SearchWorker runs one Searcher on its own thread, so that the protocol thread stays free
// to answer "isready", "stop", "ponderhit" (UCI) or "?" and "ping" (CECP) at once. It also
// implements the UCI rule that after "go infinite" or "go ponder" the best move is not sent
// before "stop" (or "ponderhit"), even when the search has finished by itself.

#include "search/search.h"
#include "search/tt.h"

#include <condition_variable>
#include <functional>
#include <memory>
#include <mutex>
#include <optional>
#include <random>
#include <thread>

namespace kibitz::search {

class SearchWorker {
public:
    using InfoCallback = Searcher::InfoCallback;
    using DoneCallback = std::function<void(const SearchResult&)>;

    SearchWorker();
    ~SearchWorker();
    SearchWorker(const SearchWorker&) = delete;
    SearchWorker& operator=(const SearchWorker&) = delete;

    // Starts a search; a search still running is stopped and waited for first. The callbacks
    // run on the search thread.
    void start(const chess::Position& root, std::vector<chess::Key> gameKeys, const Limits& limits,
               const SearchOptions& options, InfoCallback onInfo, DoneCallback onDone);
    // From inside an onDone callback only: the search to run next on the same thread, once the
    // callback returns (CECP pondering starts right after the engine's move). It is dropped
    // when stop() comes before it starts.
    void continueWith(const chess::Position& root, std::vector<chess::Key> gameKeys,
                      const Limits& limits, const SearchOptions& options, InfoCallback onInfo,
                      DoneCallback onDone);
    void stop();      // returns at once; onDone follows shortly
    void ponderHit(); // the ponder search continues on our clock
    void wait();      // until the current search (and its onDone) has finished
    // Stops the search if it would otherwise wait for "stop" (infinite or ponder).
    void stopIfUnbounded();
    bool isSearching() const;

    // Only while no search runs.
    TranspositionTable& table() { return m_tt; }
    // Search threads (Lazy SMP): the main one and threads - 1 helpers sharing the table.
    // Limited strength searches alone (its budget counts one thread's nodes).
    void setThreads(int threads);
    int threads() const { return int(m_helpers.size()) + 1; }
    // Forget what was learned (history, killers) in every thread: a new game.
    void clearHistory();

private:
    struct Job {
        chess::Position root;
        std::vector<chess::Key> keys;
        Limits limits;
        SearchOptions options;
        InfoCallback onInfo;
        DoneCallback onDone;
    };
    void run(Job job);
    // A signal to the running search (none: nothing to signal): under the lock, raises run()'s
    // flag, tells the searcher and wakes run() where it waits for the signal.
    void raiseSignal(bool SearchWorker::*flag, void (Searcher::*tell)());
    // The main search with the helpers beside it, stopped once it ends.
    SearchResult searchAll(const Job& job);

    TranspositionTable m_tt;
    Searcher m_searcher{m_tt};
    std::vector<std::unique_ptr<Searcher>> m_helpers;
    std::thread m_thread;
    mutable std::mutex m_mutex;
    std::condition_variable m_wake;
    bool m_searching = false;
    bool m_stopSignal = false;
    bool m_ponderHitSignal = false;
    bool m_unbounded = false;
    std::optional<Job> m_next;                        // set by continueWith
    std::mt19937_64 m_random{std::random_device{}()}; // SearchOptions::randomMoves
};

} // namespace kibitz::search
