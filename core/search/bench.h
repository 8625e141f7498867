// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// "kibitz-engine bench": a fixed-depth search of a fixed set of positions from a clean
// state. The total node count is a signature of the search's behaviour: any functional
// change to search or evaluation changes it, a pure speed-up does not.

#include <cstdint>
#include <functional>
#include <string>

namespace kibitz::search {

struct BenchResult {
    std::uint64_t nodes = 0;
    std::int64_t timeMs = 0;
    std::uint64_t nps() const { return timeMs > 0 ? nodes * 1000 / std::uint64_t(timeMs) : nodes; }
};

constexpr int DefaultBenchDepth = 13;

// progress, when given, receives one line per position.
BenchResult runBench(int depth = DefaultBenchDepth,
                     const std::function<void(const std::string&)>& progress = {});

} // namespace kibitz::search
