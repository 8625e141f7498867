// SPDX-License-Identifier: GPL-3.0-or-later
#include "engine/xboard.h"

#include <charconv>

namespace kibitz::engine::xboard {

namespace {

std::string_view trim(std::string_view s)
{
    while (!s.empty() && (s.front() == ' ' || s.front() == '\t')) s.remove_prefix(1);
    while (!s.empty() && (s.back() == ' ' || s.back() == '\t' || s.back() == '\r' || s.back() == '\n'))
        s.remove_suffix(1);
    return s;
}

template <typename T>
bool toNumber(std::string_view s, T& out)
{
    if (!s.empty() && s.front() == '+') s.remove_prefix(1);
    const auto [ptr, ec] = std::from_chars(s.data(), s.data() + s.size(), out);
    return ec == std::errc() && ptr == s.data() + s.size();
}

std::string_view nextWord(std::string_view& s)
{
    s = trim(s);
    std::size_t i = 0;
    while (i < s.size() && s[i] != ' ' && s[i] != '\t') ++i;
    const std::string_view w = s.substr(0, i);
    s.remove_prefix(i);
    return w;
}

Features parseFeatures(std::string_view s)
{
    Features f;
    for (;;) {
        s = trim(s);
        if (s.empty()) break;
        const std::size_t eq = s.find('=');
        if (eq == std::string_view::npos) break;
        std::string key(trim(s.substr(0, eq)));
        s.remove_prefix(eq + 1);
        std::string value;
        if (!s.empty() && s.front() == '"') {
            const std::size_t close = s.find('"', 1);
            value = std::string(s.substr(1, close == std::string_view::npos ? s.size() - 1 : close - 1));
            s.remove_prefix(close == std::string_view::npos ? s.size() : close + 1);
        } else {
            value = std::string(nextWord(s));
        }
        f.pairs.emplace_back(std::move(key), std::move(value));
    }
    return f;
}

std::optional<Thinking> parseThinking(std::string_view s)
{
    Thinking t;
    std::string_view rest = s;
    std::string_view ply = nextWord(rest);
    // Some engines mark the ply ("12&", "12.") — accept one trailing non-digit.
    if (!ply.empty() && (ply.back() < '0' || ply.back() > '9')) ply.remove_suffix(1);
    if (!toNumber(ply, t.depth)) return std::nullopt;
    if (!toNumber(nextWord(rest), t.score)) return std::nullopt;
    if (!toNumber(nextWord(rest), t.centiseconds)) return std::nullopt;
    if (!toNumber(nextWord(rest), t.nodes)) return std::nullopt;
    // Optional extra fields of newer engines (seldepth, nps, tbhits) precede a tab before the
    // PV; we keep everything after the four numbers as the PV text.
    if (const auto tab = rest.find('\t'); tab != std::string_view::npos) rest = rest.substr(tab + 1);
    t.pv = std::string(trim(rest));
    return t;
}

} // namespace

Event parseLine(std::string_view raw)
{
    const std::string_view line = trim(raw);
    std::string_view s = line;
    const std::string_view first = nextWord(s);
    if (first.empty() || first.front() == '#') return Unknown{std::string(line)};
    if (first == "feature") return parseFeatures(s);
    if (first == "move") return EngineMove{std::string(nextWord(s))};
    if (line.starts_with("My move is:")) {
        std::string_view r = line.substr(11);
        return EngineMove{std::string(nextWord(r))};
    }
    if (first == "pong") {
        Pong p;
        toNumber(nextWord(s), p.number);
        return p;
    }
    if (first == "1-0" || first == "0-1" || first == "1/2-1/2" || first == "*") {
        GameResult r{std::string(first), {}};
        std::string_view c = trim(s);
        if (!c.empty() && c.front() == '{') {
            c.remove_prefix(1);
            if (!c.empty() && c.back() == '}') c.remove_suffix(1);
        }
        r.comment = std::string(trim(c));
        return r;
    }
    if (first == "resign") return Resign{};
    if (line == "offer draw") return OfferDraw{};
    if (first == "Illegal" && line.starts_with("Illegal move")) {
        // "Illegal move: e2e5" or "Illegal move (reason): e2e5"
        std::string_view r = line.substr(12);
        IllegalMove m;
        if (!r.empty() && r.front() == ' ') r = trim(r);
        if (!r.empty() && r.front() == '(') {
            const auto close = r.find(')');
            m.reason = std::string(r.substr(1, close == std::string_view::npos ? r.size() - 1 : close - 1));
            r = close == std::string_view::npos ? std::string_view() : r.substr(close + 1);
        }
        if (!r.empty() && r.front() == ':') r.remove_prefix(1);
        m.move = std::string(trim(r));
        return m;
    }
    if (first == "Error") {
        // "Error (type): command"
        EngineError e;
        std::string_view r = trim(s);
        if (!r.empty() && r.front() == '(') {
            const auto close = r.find(')');
            e.type = std::string(r.substr(1, close == std::string_view::npos ? r.size() - 1 : close - 1));
            r = close == std::string_view::npos ? std::string_view() : r.substr(close + 1);
        }
        if (!r.empty() && r.front() == ':') r.remove_prefix(1);
        e.command = std::string(trim(r));
        return e;
    }
    if (first == "telluser" || first == "tellusererror" || first == "tellics" || first == "tellall"
        || first == "askuser" || first == "tellopponent" || first == "tellothers")
        return TellUser{std::string(first), std::string(trim(s))};
    if (const auto t = parseThinking(line)) return *t;
    return Unknown{std::string(line)};
}

bool acceptsFeature(std::string_view name)
{
    for (std::string_view f : {"ping", "setboard", "playother", "san", "usermove", "time", "draw",
                               "sigint", "sigterm", "reuse", "analyze", "myname", "variants", "colors",
                               "ics", "name", "pause", "nps", "debug", "memory", "smp", "egt",
                               "option", "done", "exclude", "setscore", "highlight"})
        if (name == f) return true;
    return false;
}

std::string featureReply(std::string_view name)
{
    return (acceptsFeature(name) ? "accepted " : "rejected ") + std::string(name);
}

std::string levelCommand(int movesPerSession, int baseSeconds, double incrementSeconds)
{
    // Base time as minutes or minutes:seconds (protocol section 10, "level").
    std::string base = std::to_string(baseSeconds / 60);
    if (baseSeconds % 60) {
        const int sec = baseSeconds % 60;
        base += (sec < 10 ? ":0" : ":") + std::to_string(sec);
    }
    char inc[32];
    if (incrementSeconds == static_cast<int>(incrementSeconds))
        std::snprintf(inc, sizeof inc, "%d", static_cast<int>(incrementSeconds));
    else
        std::snprintf(inc, sizeof inc, "%g", incrementSeconds);
    return "level " + std::to_string(movesPerSession) + ' ' + base + ' ' + inc;
}

std::string timeCommand(long long ms) { return "time " + std::to_string(ms / 10); }
std::string otimCommand(long long ms) { return "otim " + std::to_string(ms / 10); }

} // namespace kibitz::engine::xboard
