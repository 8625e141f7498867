// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// OffThreadProbe: asks a question about a position (which book moves, which tablebase values)
// on a worker pool, never on the GUI thread, and keeps the answers by position key.
//
//   - A key already answered is delivered at once, from the cache.
//   - At most one question is being worked on; while it runs, only the newest request waits
//     (stepping quickly through a game does not queue every position on the way).
//   - An answer arrives on the receiver's thread. It is cached; it is delivered only when its
//     key is still the one last requested (a stale answer is not shown).
//   - invalidate() (new book, new folders) forgets the cache and any answer in flight.
//
// The work function runs on the pool: it must only touch what it captured by value (shared,
// thread-safe resources such as an opened book), never the widget.

#include <QMetaObject>
#include <QObject>
#include <QThreadPool>

#include <cstdint>
#include <functional>
#include <memory>
#include <mutex>
#include <optional>
#include <unordered_map>
#include <utility>

namespace kibitz::ui {

template <typename Result>
class OffThreadProbe {
public:
    using Work = std::function<Result()>;
    using Deliver = std::function<void(std::uint64_t key, const Result& result)>;

    // receiver: the object whose thread receives answers (the widget that owns this probe);
    // pool: where the work runs, shared with whatever the work must be serialised with.
    OffThreadProbe(QObject* receiver, QThreadPool* pool, Deliver deliver)
        : m_mailbox(std::make_shared<Mailbox>())
        , m_pool(pool)
        , m_deliver(std::move(deliver))
    {
        m_mailbox->receiver = receiver;
    }
    ~OffThreadProbe()
    {
        // A job still running will find no receiver and drop its answer.
        std::lock_guard lock(m_mailbox->mutex);
        m_mailbox->receiver = nullptr;
    }
    OffThreadProbe(const OffThreadProbe&) = delete;
    OffThreadProbe& operator=(const OffThreadProbe&) = delete;

    // Wants the answer for key; work computes it when it is not cached. True when the answer
    // was cached and has been delivered before returning.
    bool request(std::uint64_t key, Work work)
    {
        m_wanted = key;
        if (const auto it = m_cache.find(key); it != m_cache.end()) {
            m_waiting.reset();
            m_deliver(key, it->second);
            return true;
        }
        if (m_running) {
            m_waiting.emplace(key, std::move(work));
            return false;
        }
        start(key, std::move(work));
        return false;
    }

    // Forgets everything known; answers of work started before are dropped. Work that
    // reconfigures what the probes read goes to the same single-thread pool before the next
    // request, so it runs after any probe in flight and before the next one.
    void invalidate()
    {
        ++m_generation;
        m_cache.clear();
        m_waiting.reset();
    }

    // The cached answer for key, if any.
    const Result* cached(std::uint64_t key) const
    {
        const auto it = m_cache.find(key);
        return it == m_cache.end() ? nullptr : &it->second;
    }
    bool busy() const { return m_running; }
    std::size_t cacheSize() const { return m_cache.size(); }

private:
    struct Mailbox {
        std::mutex mutex;
        QObject* receiver = nullptr;
    };

    void start(std::uint64_t key, Work work)
    {
        m_running = true;
        const std::uint64_t generation = m_generation;
        m_pool->start([mailbox = m_mailbox, work = std::move(work), this, key, generation] {
            Result result = work();
            std::lock_guard lock(mailbox->mutex);
            if (!mailbox->receiver) return;
            // Runs on the receiver's thread, and only while the receiver (which owns this
            // probe) is alive: its pending events die with it.
            QMetaObject::invokeMethod(
                mailbox->receiver,
                [this, key, generation, result = std::move(result)]() mutable {
                    finished(key, generation, std::move(result));
                },
                Qt::QueuedConnection);
        });
    }

    void finished(std::uint64_t key, std::uint64_t generation, Result result)
    {
        m_running = false;
        if (generation == m_generation) {
            // Bounded: a long session of browsing should not grow without end.
            if (m_cache.size() >= kMaxCached) m_cache.clear();
            const auto it = m_cache.insert_or_assign(key, std::move(result)).first;
            if (key == m_wanted) m_deliver(key, it->second);
        }
        if (m_waiting) {
            auto [nextKey, nextWork] = std::move(*m_waiting);
            m_waiting.reset();
            if (const auto it = m_cache.find(nextKey); it != m_cache.end()) {
                if (nextKey == m_wanted) m_deliver(nextKey, it->second);
            } else {
                start(nextKey, std::move(nextWork));
            }
        }
    }

    static constexpr std::size_t kMaxCached = 4096;

    std::shared_ptr<Mailbox> m_mailbox;
    QThreadPool* m_pool;
    Deliver m_deliver;
    std::unordered_map<std::uint64_t, Result> m_cache;
    std::optional<std::pair<std::uint64_t, Work>> m_waiting;
    std::uint64_t m_wanted = 0;
    std::uint64_t m_generation = 0;
    bool m_running = false;
};

} // namespace kibitz::ui
