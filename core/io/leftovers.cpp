// SPDX-License-Identifier: GPL-3.0-or-later
#include "io/leftovers.h"

#include <cerrno>
#include <charconv>
#include <cstdio>
#include <fstream>
#include <sstream>

#include <signal.h>
#include <sys/stat.h>
#include <unistd.h>

namespace kibitz::io {

namespace {

// What /proc says of a running process (proc(5)): its state letter and its start time in
// seconds since the epoch; nullopt without /proc or for a process that is gone.
struct ProcessInfo {
    char state = '?';
    double startSeconds = 0;
};

std::optional<ProcessInfo> processInfo(long pid)
{
    std::ifstream stat("/proc/" + std::to_string(pid) + "/stat");
    std::string line;
    if (!std::getline(stat, line)) return std::nullopt;
    // "pid (comm) state ppid ...": comm may hold spaces and parentheses; it ends at the last ')'.
    const std::size_t close = line.rfind(')');
    if (close == std::string::npos) return std::nullopt;
    std::istringstream fields(line.substr(close + 1));
    ProcessInfo info;
    fields >> info.state;
    // Fields 4 to 21, then 22: starttime, in clock ticks after boot.
    std::string skip;
    for (int field = 4; field <= 21; ++field) fields >> skip;
    unsigned long long ticks = 0;
    if (!(fields >> ticks)) return std::nullopt;
    // The boot time, in seconds since the epoch (/proc/stat's btime).
    std::ifstream procStat("/proc/stat");
    long long boot = -1;
    for (std::string key; procStat >> key;) {
        if (key == "btime") {
            procStat >> boot;
            break;
        }
        std::getline(procStat, skip);
    }
    const long hz = ::sysconf(_SC_CLK_TCK);
    if (boot < 0 || hz <= 0) return std::nullopt;
    info.startSeconds = double(boot) + double(ticks) / double(hz);
    return info;
}

} // namespace

std::optional<long> pidInName(std::string_view name, std::string_view prefix, bool dashAfter)
{
    if (!name.starts_with(prefix)) return std::nullopt;
    const std::string_view rest = name.substr(prefix.size());
    long pid = 0;
    const auto [end, ec] = std::from_chars(rest.data(), rest.data() + rest.size(), pid);
    if (ec != std::errc() || end == rest.data() || pid <= 0) return std::nullopt;
    const bool atEnd = end == rest.data() + rest.size();
    if (dashAfter ? atEnd || *end != '-' : !atEnd) return std::nullopt;
    return pid;
}

bool ownerIsGone(long pid, const std::string& path)
{
    if (pid <= 0 || pid == long(::getpid())) return false;
    if (::kill(pid_t(pid), 0) != 0 && errno == ESRCH) return true;
    const auto info = processInfo(pid);
    if (!info) return false; // alive as far as can be told
    if (info->state == 'Z' || info->state == 'X') return true;
    struct stat st {};
    if (::lstat(path.c_str(), &st) != 0) return false;
    const double changed = double(st.st_mtim.tv_sec) + double(st.st_mtim.tv_nsec) * 1e-9;
    // The boot time is whole seconds and may drift by one as the clock is set: a margin, so
    // that the maker itself is never taken for a newcomer. A newcomer that started within it
    // keeps the leftover until it ends.
    constexpr double MarginSeconds = 3;
    return info->startSeconds > changed + MarginSeconds;
}

} // namespace kibitz::io
