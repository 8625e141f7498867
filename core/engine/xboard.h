// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// The GUI side of the XBoard/CECP protocol, version 2, sans-IO: engine lines in, typed events
// out, commands as strings. Protocol: Tim Mann and H.G. Muller, "Chess Engine Communication
// Protocol" (version 2). The process adapter feeds it and owns the timers.

#include <cstdint>
#include <optional>
#include <string>
#include <string_view>
#include <utility>
#include <variant>
#include <vector>

namespace kibitz::engine::xboard {

// "feature a=1 b="text" ...": each pair, in order. The GUI answers each with accepted or
// rejected (featureReply); done=1 ends the negotiation, done=0 asks for more time.
struct Features {
    std::vector<std::pair<std::string, std::string>> pairs; // quotes removed
};
struct EngineMove { std::string move; };          // "move e2e4" (or "My move is: e2e4")
struct Pong { int number = 0; };
struct GameResult {
    std::string result;  // "1-0", "0-1", "1/2-1/2", "*"
    std::string comment; // text in braces, if any
};
struct Resign {};
struct OfferDraw {};
struct IllegalMove { std::string move, reason; };
struct EngineError { std::string type, command; };
struct TellUser { std::string kind, text; }; // telluser, tellusererror, tellics, tellall, askuser
// Thinking output after "post": ply score time(centiseconds) nodes pv...
struct Thinking {
    int depth = 0;
    int score = 0; // centipawns from the engine's side
    std::uint64_t centiseconds = 0;
    std::uint64_t nodes = 0;
    std::string pv; // as written (SAN or coordinates, with move numbers if the engine adds them)
};
struct Unknown { std::string line; };

using Event = std::variant<Features, EngineMove, Pong, GameResult, Resign, OfferDraw, IllegalMove,
                           EngineError, TellUser, Thinking, Unknown>;

Event parseLine(std::string_view line);

// Which features Kibitz accepts (the rest are rejected so the engine falls back).
bool acceptsFeature(std::string_view name);
std::string featureReply(std::string_view name); // "accepted NAME" or "rejected NAME"

// --- Commands
std::string levelCommand(int movesPerSession, int baseSeconds, double incrementSeconds);
std::string timeCommand(long long milliseconds);  // "time N" in centiseconds
std::string otimCommand(long long milliseconds);

} // namespace kibitz::engine::xboard
