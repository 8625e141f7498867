// SPDX-License-Identifier: GPL-3.0-or-later
#include "search/worker.h"

#include "search/strength.h"

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
    m_thread = std::thread(
        &SearchWorker::run, this,
        Job{root, std::move(gameKeys), limits, options, std::move(onInfo), std::move(onDone)});
}

void SearchWorker::continueWith(const chess::Position& root, std::vector<chess::Key> gameKeys,
                                const Limits& limits, const SearchOptions& options,
                                InfoCallback onInfo, DoneCallback onDone)
{
    std::lock_guard lock(m_mutex);
    m_next = Job{root, std::move(gameKeys), limits, options, std::move(onInfo), std::move(onDone)};
}

void SearchWorker::setThreads(int threads)
{
    m_helpers.resize(std::size_t(std::max(1, threads) - 1));
    for (auto& h : m_helpers)
        if (!h) h = std::make_unique<Searcher>(m_tt);
}

void SearchWorker::clearHistory()
{
    m_searcher.clearHistory();
    for (auto& h : m_helpers) h->clearHistory();
}

SearchResult SearchWorker::searchAll(const Job& job)
{
    if (job.options.randomMoves) {
        SearchResult random;
        random.best = randomMove(job.root, m_random);
        if (job.onInfo && random.best) {
            SearchInfo info;
            info.depth = 1;
            info.pv = {random.best};
            job.onInfo(info);
        }
        return random;
    }
    if (m_helpers.empty() || job.options.elo > 0)
        return m_searcher.search(job.root, job.keys, job.limits, job.options, job.onInfo);

    // The helpers search until the main thread is done; only its result and reports count.
    Limits limits;
    limits.infinite = true;
    limits.depth = job.limits.depth;
    limits.mate = job.limits.mate;
    limits.searchMoves = job.limits.searchMoves;
    SearchOptions options = job.options;
    options.multiPv = 1;
    std::vector<std::thread> threads;
    threads.reserve(m_helpers.size());
    for (std::size_t i = 0; i < m_helpers.size(); ++i) {
        Searcher* helper = m_helpers[i].get();
        helper->resetStop();
        options.thread = int(i) + 1;
        threads.emplace_back([helper, &job, limits, options] {
            helper->search(job.root, job.keys, limits, options);
        });
    }
    m_searcher.setExtraNodes([this] {
        std::uint64_t n = 0;
        for (const auto& h : m_helpers) n += h->publishedNodes();
        return n;
    });
    SearchResult result =
        m_searcher.search(job.root, job.keys, job.limits, job.options, job.onInfo);
    for (auto& h : m_helpers) h->requestStop();
    for (std::thread& t : threads) t.join();
    m_searcher.setExtraNodes({});
    for (const auto& h : m_helpers) result.nodes += h->nodes();
    return result;
}

void SearchWorker::run(Job job)
{
    for (;;) {
        const SearchResult result = searchAll(job);
        {
            // UCI: "go infinite" waits for "stop"; "go ponder" for "stop" or "ponderhit".
            std::unique_lock lock(m_mutex);
            m_wake.wait(lock, [&] {
                if (m_stopSignal) return true;
                if (job.limits.infinite) return false;
                return !job.limits.ponder || m_ponderHitSignal;
            });
            // The signals are spent on this search: one that comes while onDone runs is for
            // the search it may queue.
            m_stopSignal = false;
            m_ponderHitSignal = false;
        }
        if (job.onDone) job.onDone(result);
        std::lock_guard lock(m_mutex);
        if (!m_next || m_stopSignal) {
            m_next.reset();
            m_searching = false;
            return;
        }
        job = std::move(*m_next);
        m_next.reset();
        m_searcher.resetStop();
        // A ponder hit that came before this ponder search began: it is a normal search.
        if (m_ponderHitSignal) job.limits.ponder = false;
        m_unbounded = job.limits.infinite || job.limits.ponder;
    }
}

void SearchWorker::raiseSignal(bool SearchWorker::*flag, void (Searcher::*tell)())
{
    std::lock_guard lock(m_mutex);
    if (!m_searching) return;
    this->*flag = true;
    (m_searcher.*tell)();
    m_wake.notify_all();
}

void SearchWorker::stop()
{
    raiseSignal(&SearchWorker::m_stopSignal, &Searcher::requestStop);
}

void SearchWorker::ponderHit()
{
    raiseSignal(&SearchWorker::m_ponderHitSignal, &Searcher::ponderHit);
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
