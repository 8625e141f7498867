// SPDX-License-Identifier: GPL-3.0-or-later
#include "search/worker.h"

namespace kibitz::search {

SearchWorker::SearchWorker() = default;

SearchWorker::~SearchWorker()
{
    stop();
    wait();
}

void SearchWorker::start(const chess::Position& root, std::vector<chess::Key> gameKeys,
                         const Limits& limits, const SearchOptions& options, InfoCallback onInfo,
                         DoneCallback onDone)
{
    stop();
    wait();
    {
        std::lock_guard lock(m_mutex);
        m_searching = true;
        m_stopSignal = false;
        m_ponderHitSignal = false;
        m_unbounded = limits.infinite || limits.ponder;
    }
    m_searcher.resetStop();
    m_thread = std::thread(&SearchWorker::run, this, root, std::move(gameKeys), limits, options,
                           std::move(onInfo), std::move(onDone));
}

void SearchWorker::run(chess::Position root, const std::vector<chess::Key>& keys, Limits limits,
                       SearchOptions options, const InfoCallback& onInfo,
                       const DoneCallback& onDone)
{
    const SearchResult result = m_searcher.search(root, keys, limits, options, onInfo);
    {
        // UCI: "go infinite" waits for "stop"; "go ponder" for "stop" or "ponderhit".
        std::unique_lock lock(m_mutex);
        m_wake.wait(lock, [&] {
            if (m_stopSignal) return true;
            if (limits.infinite) return false;
            return !limits.ponder || m_ponderHitSignal;
        });
    }
    if (onDone) onDone(result);
    std::lock_guard lock(m_mutex);
    m_searching = false;
}

void SearchWorker::stop()
{
    std::lock_guard lock(m_mutex);
    if (!m_searching) return;
    m_stopSignal = true;
    m_searcher.requestStop();
    m_wake.notify_all();
}

void SearchWorker::ponderHit()
{
    std::lock_guard lock(m_mutex);
    if (!m_searching) return;
    m_ponderHitSignal = true;
    m_searcher.ponderHit();
    m_wake.notify_all();
}

void SearchWorker::stopIfUnbounded()
{
    bool unbounded;
    {
        std::lock_guard lock(m_mutex);
        unbounded = m_searching && m_unbounded;
    }
    if (unbounded) stop();
}

void SearchWorker::wait()
{
    if (m_thread.joinable() && m_thread.get_id() != std::this_thread::get_id()) m_thread.join();
}

bool SearchWorker::isSearching() const
{
    std::lock_guard lock(m_mutex);
    return m_searching;
}

} // namespace kibitz::search
