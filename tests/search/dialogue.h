// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// A scripted conversation with a sans-IO protocol object: collects its output lines (which
// may come from the search thread) and waits for a line matching a prefix.

#include <chrono>
#include <condition_variable>
#include <mutex>
#include <string>
#include <vector>

class Transcript {
public:
    void add(const std::string& line)
    {
        std::lock_guard lock(m_mutex);
        m_lines.push_back(line);
        m_changed.notify_all();
    }

    // Waits for a line starting with prefix, after the first `from` lines; returns it, or
    // an empty string after the timeout. `at` receives its index.
    std::string waitFor(const std::string& prefix, std::size_t from = 0,
                        std::chrono::milliseconds timeout = std::chrono::seconds(10),
                        std::size_t* at = nullptr)
    {
        std::unique_lock lock(m_mutex);
        std::string found;
        m_changed.wait_for(lock, timeout, [&] {
            for (std::size_t i = from; i < m_lines.size(); ++i)
                if (m_lines[i].rfind(prefix, 0) == 0) {
                    found = m_lines[i];
                    if (at) *at = i;
                    return true;
                }
            return false;
        });
        return found;
    }

    std::vector<std::string> lines() const
    {
        std::lock_guard lock(m_mutex);
        return m_lines;
    }
    std::size_t size() const
    {
        std::lock_guard lock(m_mutex);
        return m_lines.size();
    }
    int count(const std::string& prefix) const
    {
        std::lock_guard lock(m_mutex);
        int n = 0;
        for (const std::string& l : m_lines) n += l.rfind(prefix, 0) == 0;
        return n;
    }

private:
    mutable std::mutex m_mutex;
    std::condition_variable m_changed;
    std::vector<std::string> m_lines;
};

// The n-th whitespace-separated word of a line ("" when missing).
inline std::string word(const std::string& line, int n)
{
    std::size_t i = 0;
    for (int k = 0;; ++k) {
        while (i < line.size() && line[i] == ' ') ++i;
        const std::size_t start = i;
        while (i < line.size() && line[i] != ' ') ++i;
        if (start == i) return {};
        if (k == n) return line.substr(start, i - start);
    }
}

// The words following `key` in a line ("score mate 2" -> value(line, "score", 2) == "2").
inline std::string value(const std::string& line, const std::string& key, int offset = 1)
{
    for (int n = 0;; ++n) {
        const std::string w = word(line, n);
        if (w.empty()) return {};
        if (w == key) return word(line, n + offset);
    }
}
