// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// What the built-in engine's two front-ends (UciProtocol, XBoardProtocol) have in common:
// sans-IO, lines in through handleLine() and out through the output callback, one line per
// call without the newline, searches on a SearchWorker thread (so the callback is called from
// that thread too; calls never overlap).

#include "search/worker.h"

#include <functional>
#include <mutex>
#include <string>
#include <string_view>

namespace kibitz::search {

class Frontend {
public:
    using Output = std::function<void(const std::string&)>;

    explicit Frontend(Output output)
        : m_output(std::move(output))
    {}
    // Each front-end stops its search in its own destructor: the search's callbacks use the
    // front-end's members.
    virtual ~Frontend() = default;
    Frontend(const Frontend&) = delete;
    Frontend& operator=(const Frontend&) = delete;

    // Handles one line from the GUI; returns false once "quit" has been handled.
    virtual bool handleLine(std::string_view line) = 0;
    // Blocks until the running search (if any) has finished. For tests and for shutting down.
    void waitForSearch() { m_worker.wait(); }
    // At the end of input: an infinite or ponder search is stopped, a bounded one finishes.
    void finish()
    {
        m_worker.stopIfUnbounded();
        m_worker.wait();
    }
    bool isSearching() const { return m_worker.isSearching(); }
    int searchThreads() const { return m_worker.threads(); }

protected:
    // One line to the GUI, from either thread.
    void send(const std::string& line)
    {
        std::lock_guard lock(m_outputMutex);
        if (m_output) m_output(line);
    }

    SearchWorker m_worker;

private:
    Output m_output;
    std::mutex m_outputMutex;
};

} // namespace kibitz::search
