// SPDX-License-Identifier: GPL-3.0-or-later
#include "play/timecontrol.h"

#include "base/asciilower.h"

#include <algorithm>
#include <cctype>
#include <charconv>
#include <cmath>
#include <cstdio>
#include <cstdlib>
#include <optional>

namespace kibitz::play {

namespace {

using Error = TimeControlError;

std::string_view trim(std::string_view s)
{
    while (!s.empty() && std::isspace(static_cast<unsigned char>(s.front()))) s.remove_prefix(1);
    while (!s.empty() && std::isspace(static_cast<unsigned char>(s.back()))) s.remove_suffix(1);
    return s;
}

// 'text', quoted for a message. (Built by appending: GCC 12 warns falsely about "'" + s.)
std::string quote(std::string_view text)
{
    std::string out;
    out.reserve(text.size() + 2);
    out += '\'';
    out.append(text);
    out += '\'';
    return out;
}

// A non-negative decimal number: digits with an optional fraction. No signs, no exponents.
std::optional<double> parseDecimal(std::string_view s)
{
    if (s.empty()) return std::nullopt;
    bool digits = false, point = false;
    for (char c : s) {
        if (std::isdigit(static_cast<unsigned char>(c)))
            digits = true;
        else if (c == '.' && !point)
            point = true;
        else
            return std::nullopt;
    }
    if (!digits) return std::nullopt;
    return std::strtod(std::string(s).c_str(), nullptr);
}

std::optional<long long> parseInteger(std::string_view s)
{
    long long v = 0;
    if (s.empty()) return std::nullopt;
    const auto [end, ec] = std::from_chars(s.data(), s.data() + s.size(), v);
    if (ec != std::errc() || end != s.data() + s.size() || v < 0) return std::nullopt;
    return v;
}

// "300", "2.5", "5m", "90s", "1h", "1:30", "1:05:03", "0:00:07.5" -> milliseconds.
Expected<std::int64_t, Error> parseDuration(std::string_view text, const std::string& field)
{
    const std::string t = asciiLower(trim(text));
    if (t.empty())
        return unexpected(
            Error{field, "missing (expected seconds, m:ss or a number with h, m or s)"});
    double seconds = 0;
    if (t.find(':') != std::string::npos) {
        // m:ss or h:mm:ss; only the last part may have a fraction.
        std::vector<std::string_view> parts;
        std::string_view rest = t;
        for (;;) {
            const auto colon = rest.find(':');
            parts.push_back(rest.substr(0, colon));
            if (colon == std::string_view::npos) break;
            rest.remove_prefix(colon + 1);
        }
        if (parts.size() > 3)
            return unexpected(
                Error{field, quote(t) + " has too many ':' (expected m:ss or h:mm:ss)"});
        for (std::size_t i = 0; i < parts.size(); ++i) {
            const bool last = i + 1 == parts.size();
            const auto v =
                last ? parseDecimal(parts[i]) : std::optional<double>(parseInteger(parts[i]));
            if (!v || (!last && !parseInteger(parts[i])))
                return unexpected(
                    Error{field, quote(t) + " is not a time (expected m:ss or h:mm:ss)"});
            if (i > 0 && *v >= 60)
                return unexpected(
                    Error{field, quote(t) + ": minutes and seconds must be below 60"});
            seconds = seconds * 60 + *v;
        }
    } else {
        std::string_view number = t;
        double unit = 1;
        if (number.ends_with("min"))
            number.remove_suffix(3), unit = 60;
        else if (number.ends_with("ms"))
            number.remove_suffix(2), unit = 0.001;
        else if (number.ends_with('h'))
            number.remove_suffix(1), unit = 3600;
        else if (number.ends_with('m'))
            number.remove_suffix(1), unit = 60;
        else if (number.ends_with('s'))
            number.remove_suffix(1), unit = 1;
        const auto v = parseDecimal(trim(number));
        if (!v)
            return unexpected(Error{
                field,
                quote(t) + " is not a time (expected seconds, m:ss or a number with h, m or s)"});
        seconds = *v * unit;
    }
    if (seconds > 100 * 3600)
        return unexpected(Error{field, quote(t) + " is longer than 100 hours"});
    return std::int64_t(std::llround(seconds * 1000));
}

// "[moves/]time[+increment]"
Expected<TimePeriod, Error> parsePeriod(std::string_view text, const std::string& prefix,
                                        bool movesAllowed)
{
    TimePeriod p;
    std::string_view rest = trim(text);
    if (const auto slash = rest.find('/'); slash != std::string_view::npos) {
        const auto moves = parseInteger(trim(rest.substr(0, slash)));
        if (!movesAllowed) return unexpected(Error{prefix + "moves", "only one '/' per period"});
        if (!moves || *moves < 1 || *moves > 1000)
            return unexpected(Error{prefix + "moves", quote(trim(rest.substr(0, slash)))
                                                          + " is not a move count from 1 to 1000"});
        p.moves = int(*moves);
        rest.remove_prefix(slash + 1);
    }
    std::string_view base = rest, increment;
    if (const auto plus = rest.find('+'); plus != std::string_view::npos) {
        base = rest.substr(0, plus);
        increment = rest.substr(plus + 1);
        if (increment.find('+') != std::string_view::npos)
            return unexpected(Error{prefix + "increment", "only one '+' per period"});
    }
    const std::string baseField = prefix.empty() ? "base" : prefix + "time";
    auto baseMs = parseDuration(base, baseField);
    if (!baseMs) return unexpected(baseMs.error());
    if (*baseMs <= 0) return unexpected(Error{baseField, "must be more than zero"});
    p.timeMs = *baseMs;
    if (rest.find('+') != std::string_view::npos) {
        auto inc = parseDuration(increment, prefix + "increment");
        if (!inc) return unexpected(inc.error());
        if (*inc > 3600 * 1000)
            return unexpected(Error{prefix + "increment", "longer than an hour"});
        p.incrementMs = *inc;
    }
    return p;
}

// Seconds as short as they can be written: "300", "0.5", "2.25".
std::string secondsText(std::int64_t ms)
{
    char buf[32];
    if (ms % 1000 == 0)
        std::snprintf(buf, sizeof buf, "%lld", static_cast<long long>(ms / 1000));
    else {
        std::snprintf(buf, sizeof buf, "%.3f", double(ms) / 1000);
        std::string s = buf;
        while (s.back() == '0') s.pop_back();
        return s;
    }
    return buf;
}

// "5 min", "30 s", "1 h 30 min", "2.5 s"
std::string humanDuration(std::int64_t ms)
{
    if (ms >= 60000 && ms % 60000 == 0) {
        const std::int64_t minutes = ms / 60000;
        if (minutes >= 60 && minutes % 60 == 0) return std::to_string(minutes / 60) + " h";
        if (minutes > 60)
            return std::to_string(minutes / 60) + " h " + std::to_string(minutes % 60) + " min";
        return std::to_string(minutes) + " min";
    }
    return secondsText(ms) + " s";
}

} // namespace

TimeControl TimeControl::clock(std::int64_t baseMs, std::int64_t incrementMs)
{
    return periods({TimePeriod{0, baseMs, incrementMs}});
}

TimeControl TimeControl::periods(std::vector<TimePeriod> list)
{
    TimeControl tc;
    tc.m_kind = Kind::Clock;
    tc.m_periods = std::move(list);
    if (tc.m_periods.empty()) tc.m_periods.push_back(TimePeriod{0, 300000, 0});
    return tc;
}

TimeControl TimeControl::perMove(Kind kind)
{
    TimeControl tc;
    tc.m_kind = kind;
    tc.m_periods.clear();
    return tc;
}

TimeControl TimeControl::moveTime(std::int64_t ms)
{
    TimeControl tc = perMove(Kind::MoveTime);
    tc.m_moveTimeMs = ms;
    return tc;
}

TimeControl TimeControl::depth(int plies)
{
    TimeControl tc = perMove(Kind::Depth);
    tc.m_depth = plies;
    return tc;
}

TimeControl TimeControl::nodes(std::uint64_t n)
{
    TimeControl tc = perMove(Kind::Nodes);
    tc.m_nodes = n;
    return tc;
}

Expected<TimeControl, TimeControlError> TimeControl::parse(std::string_view input)
{
    const std::string text = asciiLower(trim(input));
    if (text.empty()) return unexpected(Error{"", "the time control is empty"});

    if (const auto eq = text.find('='); eq != std::string::npos) {
        const std::string key(trim(std::string_view(text).substr(0, eq)));
        const std::string_view value = trim(std::string_view(text).substr(eq + 1));
        if (key == "movetime" || key == "st") {
            auto ms = parseDuration(value, key);
            if (!ms) return unexpected(ms.error());
            if (*ms <= 0) return unexpected(Error{key, "must be more than zero"});
            return moveTime(*ms);
        }
        if (key == "depth") {
            const auto d = parseInteger(value);
            if (!d || *d < 1 || *d > 200)
                return unexpected(Error{"depth", quote(value) + " is not a depth from 1 to 200"});
            return depth(int(*d));
        }
        if (key == "nodes") {
            const auto n = parseInteger(value);
            if (!n || *n < 1)
                return unexpected(Error{"nodes", quote(value) + " is not a positive node count"});
            return nodes(std::uint64_t(*n));
        }
        return unexpected(Error{key, "unknown limit (expected movetime=, st=, depth= or nodes=)"});
    }

    if (text.find('/') == std::string::npos) {
        auto p = parsePeriod(text, "", false);
        if (!p) return unexpected(p.error());
        return periods({*p});
    }

    // Periods separated by ':' (PGN standard 9.6.1); only the last may lack a move count.
    std::vector<TimePeriod> list;
    std::string_view rest = text;
    for (int index = 1;; ++index) {
        const auto colon = rest.find(':');
        const std::string prefix = "period " + std::to_string(index) + ": ";
        auto p = parsePeriod(rest.substr(0, colon), prefix, true);
        if (!p) return unexpected(p.error());
        const bool last = colon == std::string_view::npos;
        if (p->moves == 0 && !last)
            return unexpected(
                Error{prefix + "moves",
                      "only the last period may run to the end of the game (write MOVES/TIME)"});
        list.push_back(*p);
        if (last) break;
        rest.remove_prefix(colon + 1);
    }
    return periods(std::move(list));
}

const TimePeriod& TimeControl::periodFor(int moveIndex, int* movesToGo) const
{
    int idx = std::max(0, moveIndex);
    for (const TimePeriod& p : m_periods) {
        if (p.moves == 0) {
            if (movesToGo) *movesToGo = 0;
            return p;
        }
        if (idx < p.moves) {
            if (movesToGo) *movesToGo = p.moves - idx;
            return p;
        }
        idx -= p.moves;
    }
    // Past the last period, which has a move count: it repeats.
    const TimePeriod& last = m_periods.back();
    idx %= last.moves;
    if (movesToGo) *movesToGo = last.moves - idx;
    return last;
}

bool TimeControl::endsPeriod(int moveIndex) const
{
    if (m_kind != Kind::Clock) return false;
    int toGo = 0;
    const TimePeriod& p = periodFor(moveIndex, &toGo);
    return p.moves > 0 && toGo == 1;
}

std::string TimeControl::toString() const
{
    switch (m_kind) {
    case Kind::MoveTime:
        return "movetime=" + secondsText(m_moveTimeMs);
    case Kind::Depth:
        return "depth=" + std::to_string(m_depth);
    case Kind::Nodes:
        return "nodes=" + std::to_string(m_nodes);
    case Kind::Clock:
        break;
    }
    return toPgn();
}

std::string TimeControl::toPgn() const
{
    if (m_kind != Kind::Clock) return "-";
    std::string out;
    for (const TimePeriod& p : m_periods) {
        if (!out.empty()) out += ':';
        if (p.moves > 0) out += std::to_string(p.moves) + '/';
        out += secondsText(p.timeMs);
        if (p.incrementMs > 0 || m_periods.size() == 1) out += '+' + secondsText(p.incrementMs);
    }
    return out;
}

std::string TimeControl::toDisplay() const
{
    switch (m_kind) {
    case Kind::MoveTime:
        return humanDuration(m_moveTimeMs) + " per move";
    case Kind::Depth:
        return "depth " + std::to_string(m_depth);
    case Kind::Nodes:
        return std::to_string(m_nodes) + " nodes";
    case Kind::Clock:
        break;
    }
    std::string out;
    for (std::size_t i = 0; i < m_periods.size(); ++i) {
        const TimePeriod& p = m_periods[i];
        if (i > 0) out += ", then ";
        if (p.moves > 0) out += std::to_string(p.moves) + " moves in ";
        out += humanDuration(p.timeMs);
        if (p.incrementMs > 0 || m_periods.size() == 1) out += " + " + humanDuration(p.incrementMs);
    }
    if (!m_periods.empty() && m_periods.back().moves > 0) out += ", repeating";
    return out;
}

std::string formatClockFace(std::int64_t ms)
{
    if (ms < 0) ms = 0;
    char buf[32];
    if (ms < 10000) {
        // Tenths below ten seconds, rounded down: a clock never shows time it does not have.
        std::snprintf(buf, sizeof buf, "%lld.%lld", static_cast<long long>(ms / 1000),
                      static_cast<long long>(ms % 1000 / 100));
        return buf;
    }
    // Whole seconds, rounded up so that "0:10" lasts until ten seconds are left.
    const long long s = (ms + 999) / 1000;
    if (s >= 3600)
        std::snprintf(buf, sizeof buf, "%lld:%02lld:%02lld", s / 3600, s / 60 % 60, s % 60);
    else
        std::snprintf(buf, sizeof buf, "%lld:%02lld", s / 60, s % 60);
    return buf;
}

} // namespace kibitz::play
