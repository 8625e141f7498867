// SPDX-License-Identifier: GPL-3.0-or-later
#include "engine/options.h"

#include "base/asciilower.h"

#include <algorithm>
#include <bit>
#include <string>
#include <thread>

#include <unistd.h>

namespace kibitz::engine {

namespace {} // namespace

bool isManagedOption(std::string_view name)
{
    const std::string n = asciiLower(name);
    // The UCI document reserves the UCI_ prefix for options a GUI sets (UCI_AnalyseMode,
    // UCI_Chess960, UCI_Opponent, UCI_LimitStrength, UCI_Elo, ...; UCI_ShowWDL and
    // UCI_Variant follow the same rule).
    return n == "multipv" || n == "ponder" || n.starts_with("uci_") || n.starts_with("xboard:")
           || n.starts_with("kibitz:");
}

std::optional<chess::EnPassantPolicy> enPassantPolicyFromName(std::string_view name)
{
    const std::string n = asciiLower(name);
    if (n == "legal") return chess::EnPassantPolicy::Legal;
    if (n == "xfen") return chess::EnPassantPolicy::XFen;
    return std::nullopt;
}

PathKind pathKind(const OptionDecl& option)
{
    if (option.type != OptionType::String) return PathKind::None;
    return option.path != PathKind::None ? option.path : pathKindByName(option.name);
}

Machine thisMachine()
{
    Machine m;
    // POSIX leaves _SC_PHYS_PAGES optional; Linux and the BSDs have it.
    const long pages = sysconf(_SC_PHYS_PAGES), pageSize = sysconf(_SC_PAGE_SIZE);
    if (pages > 0 && pageSize > 0) m.memoryBytes = std::uint64_t(pages) * std::uint64_t(pageSize);
    m.cores = std::max(1, int(std::thread::hardware_concurrency()));
    return m;
}

namespace {

std::optional<long long> withinDeclared(const OptionDecl& option, long long value)
{
    if (option.type != OptionType::Spin) return std::nullopt;
    if (option.max) value = std::min(value, *option.max);
    if (option.min) value = std::max(value, *option.min);
    return value;
}

} // namespace

std::optional<long long> defaultHashMb(const OptionDecl& hash, const Machine& machine)
{
    // Not more: an engine clears its table when the size is set, before it answers isready
    // (Stockfish: 1 GB took 8 s on a busy two-core machine, near the 10 s Kibitz waits).
    constexpr std::uint64_t kMin = 16, kMax = 512;
    const std::uint64_t mb = machine.memoryBytes / 64 / (1024 * 1024);
    const std::uint64_t chosen = std::clamp(mb == 0 ? kMin : std::bit_floor(mb), kMin, kMax);
    return withinDeclared(hash, (long long)(chosen));
}

std::optional<long long> defaultThreads(const OptionDecl& threads, const Machine& machine)
{
    return withinDeclared(threads, std::max(1, machine.cores - 1));
}

std::string_view displayDefault(const OptionDecl& option)
{
    if (option.defaultValue == "<empty>") return {};
    return option.defaultValue;
}

} // namespace kibitz::engine
