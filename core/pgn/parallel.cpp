// SPDX-License-Identifier: GPL-3.0-or-later
#include "pgn/parallel.h"

#include <algorithm>
#include <condition_variable>
#include <mutex>
#include <thread>

namespace kibitz::pgn {

void readInParallel(const std::vector<Chunk>& parts,
                    const std::function<void(std::size_t, const Chunk&)>& read)
{
    std::vector<std::thread> workers;
    workers.reserve(parts.size());
    for (std::size_t i = 1; i < parts.size(); ++i)
        workers.emplace_back([&read, &parts, i] { read(i, parts[i]); });
    if (!parts.empty()) read(0, parts[0]);
    for (std::thread& w : workers) w.join();
}

bool readInOrder(
    const std::vector<Chunk>& parts, unsigned threads, std::size_t window,
    const std::function<void(std::size_t, const Chunk&, const std::atomic<bool>&)>& read,
    const std::function<bool(std::size_t)>& join)
{
    std::atomic<bool> stop = false;
    std::mutex mutex;
    std::condition_variable changed;
    std::vector<char> done(parts.size(), 0); // under mutex
    std::size_t next = 0, joined = 0;        // under mutex
    window = std::max<std::size_t>(window, 1);
    auto work = [&] {
        for (;;) {
            std::size_t i = 0;
            {
                std::unique_lock lock(mutex);
                changed.wait(
                    lock, [&] { return stop || next >= parts.size() || next < joined + window; });
                if (stop || next >= parts.size()) return;
                i = next++;
            }
            read(i, parts[i], stop);
            {
                std::lock_guard lock(mutex);
                done[i] = 1;
            }
            changed.notify_all();
        }
    };
    std::vector<std::thread> workers;
    for (unsigned t = 0; t < std::max(threads, 1u); ++t) workers.emplace_back(work);
    bool complete = true;
    for (std::size_t i = 0; i < parts.size(); ++i) {
        {
            std::unique_lock lock(mutex);
            changed.wait(lock, [&] { return done[i] != 0; });
        }
        const bool goOn = join(i);
        {
            // Under the lock: a worker either sees the change or is waiting for the call below.
            std::lock_guard lock(mutex);
            joined = i + 1;
            if (!goOn) stop = true;
        }
        changed.notify_all();
        if (!goOn) {
            complete = false;
            break;
        }
    }
    for (auto& w : workers) w.join();
    return complete;
}

std::string_view utf8Part(const Chunk& part, Encoding encoding, std::string& storage)
{
    if (encoding != Encoding::Latin1) return part.text;
    storage = latin1ToUtf8(part.text);
    return storage;
}

} // namespace kibitz::pgn
