// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// The GUI side of the XBoard/CECP protocol, version 2, sans-IO: engine lines in, typed events
// out, commands as strings. Protocol: Tim Mann and H.G. Muller, "Chess Engine Communication
// Protocol" (version 2). The process adapter feeds it and owns the timers.

#include "chess/position.h"
#include "engine/uci_client.h"

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
struct EngineMove {
    std::string move;
}; // "move e2e4" (or "My move is: e2e4")
struct Pong {
    int number = 0;
};
struct GameResult {
    std::string result;  // "1-0", "0-1", "1/2-1/2", "*"
    std::string comment; // text in braces, if any
};
struct Resign {};
struct OfferDraw {};
struct IllegalMove {
    std::string move, reason;
};
struct EngineError {
    std::string type, command;
};
struct TellUser {
    std::string kind, text;
}; // telluser, tellusererror, tellics, tellall, askuser
// Thinking output after "post": ply score time(centiseconds) nodes [seldepth [nps [tbhits]]]
// pv... (the optional fields are separated from the PV by a tab, protocol section 8).
struct Thinking {
    int depth = 0;
    int score = 0; // centipawns from the engine's side
    std::uint64_t centiseconds = 0;
    std::uint64_t nodes = 0;
    std::optional<int> seldepth;
    std::optional<std::uint64_t> nps, tbhits;
    std::string pv; // as written (SAN or coordinates, with move numbers if the engine adds them)
};
// "Hint: e7e5", the engine's answer to "hint".
struct Hint {
    std::string move;
};
struct Unknown {
    std::string line;
};

using Event = std::variant<Features, EngineMove, Pong, GameResult, Resign, OfferDraw, IllegalMove,
                           EngineError, TellUser, Thinking, Hint, Unknown>;

Event parseLine(std::string_view line);

// Which features Kibitz accepts (the rest are rejected so the engine falls back).
bool acceptsFeature(std::string_view name);
std::string featureReply(std::string_view name); // "accepted NAME" or "rejected NAME"

// --- What the engine declared (protocol section 9, with the spec's defaults) -------------------

struct EngineFeatures {
    bool ping = false, setboard = false, playother = false, san = false, usermove = false;
    bool time = true, draw = true, sigint = true, sigterm = true, reuse = true, analyze = true;
    bool colors = true, ics = false, name = false, pause = false, nps = false, debug = false;
    bool memory = false, smp = false, exclude = false, setscore = false, highlight = false;
    bool xedit = false;
    std::string myname;
    std::vector<std::string> variants{"normal"};
    std::vector<std::string> egt; // tablebase kinds for "egtpath", e.g. "syzygy"
    std::vector<OptionDecl> options;
    bool done = false;    // "done=1" seen: negotiation over
    bool waiting = false; // "done=0" seen: the engine asked for more time
    bool any = false;     // any feature seen at all (a version 2 engine)

    bool hasVariant(std::string_view v) const;
    bool hasEgt(std::string_view kind) const;
    const OptionDecl* option(std::string_view name) const;
};

// Records one "feature" line; returns the replies to send ("accepted ping", ...), one per pair.
// Options that do not parse are rejected, with the reason added to errors.
std::vector<std::string> applyFeatures(EngineFeatures& f, const Features& line,
                                       std::vector<std::string>* errors = nullptr);

// One option="..." value: "NAME -TYPE ARGS" with TYPE button, save, reset, check, string,
// file, path, spin, slider or combo (choices separated by " /// ", the default marked '*').
// Files and paths become string options with OptionDecl::path set.
std::optional<OptionDecl> parseOptionFeature(std::string_view text, std::string* error = nullptr);
// "option NAME=VALUE", or "option NAME" for a button; a check takes "true"/"false" or 1/0.
std::string optionCommand(const OptionDecl& decl, std::string_view value);

// --- Moves and thinking output ---------------------------------------------------------------

// A move as the engine wants it: SAN when it asked for san=1, else coordinates (castling as
// O-O / O-O-O in Chess960, as XBoard does), with "usermove " in front when asked.
std::string moveCommand(const chess::Position& pos, chess::Move m, const EngineFeatures& f);
// A move the engine sent (coordinates, SAN, O-O, ...), if legal in pos.
std::optional<chess::Move> parseEngineMove(const chess::Position& pos, std::string_view text);
// A thinking PV (SAN or coordinates, move numbers, "(ponder move)", check marks) as UCI
// moves from root, up to the first word that is not a legal move in turn.
std::vector<std::string> pvToUci(const chess::Position& root, std::string_view pv);
// The protocol asks for mate scores as 100000+N / -100000-N (mate in N moves); some engines
// send 100000-plies instead. Everything else is centipawns.
Score scoreFromXBoard(int score);
Info toInfo(const Thinking& t, const chess::Position& root);

// --- Keeping the engine's game in step ---------------------------------------------------------

// What the engine has been told: the game's start and the moves since, in force mode.
struct GameSync {
    bool valid = false; // false: nothing told yet, or the engine's game was ended or reset
    chess::Position start;
    std::vector<chess::Move> moves;
};
// The commands that bring the engine (in force mode) to start+moves: just the new moves when
// the game simply continues what it knows, "undo" or "remove" and the new moves when it
// takes back one or two of the moves the engine has (a takeback, another variation), else "new",
// "variant", "force", then "setboard" (or, for engines without setboard, an "edit" set-up) and the
// moves. reset is set when "new" is sent (it clears the time control and depth limit). Returns an
// error in words when the engine cannot be given the position (a Chess960 game for an engine
// without the variant). firstSent, when given, is set to the index of the first of moves
// sent (moves.size() when none is).
std::optional<std::string>
syncCommands(GameSync& known, const EngineFeatures& f, const chess::Position& start,
             const std::vector<chess::Move>& moves, std::vector<std::string>& out,
             bool* reset = nullptr, std::size_t* firstSent = nullptr,
             chess::EnPassantPolicy enPassant = chess::EnPassantPolicy::Legal);
// The old edit-mode set-up (protocol section 10, "edit"), for engines without setboard:
// "edit", "#", white pieces, "c", black pieces, ".". Side to move is set by the caller.
std::vector<std::string> editCommands(const chess::Position& pos);

// --- Search limits -----------------------------------------------------------------------------

// What the engine was told about time since the last "new".
struct TimeControlMemory {
    std::string timeControl; // the last "level ..." (without the base) or "st N" sent
    std::optional<int> sd;   // the depth limit sent
};
struct SearchPlan {
    std::vector<std::string> commands; // time control, then "go" or "analyze"
    bool analyze = false;              // infinite: analyze mode, left with "exit"
    std::optional<int> depthLimit;     // the GUI sends "?" past this depth (engines ignoring sd)
    std::optional<std::uint64_t> nodeLimit; // the GUI sends "?" once this many nodes are reported
};
// Whether an earlier depth limit must be lifted by starting over ("new" is the only way).
bool needsNewGame(const SearchLimits& limits, const TimeControlMemory& memory);
// Translates UCI-style limits: clocks to level + time/otim, movetime to st, depth and mate to
// sd, nodes to a GUI-watched limit, infinite to analyze (or a long st when analyze=0).
SearchPlan planSearch(const SearchLimits& limits, chess::Color sideToMove, const EngineFeatures& f,
                      TimeControlMemory& memory);

// --- Commands
std::string levelCommand(int movesPerSession, int baseSeconds, double incrementSeconds);
std::string timeCommand(long long milliseconds); // "time N" in centiseconds
std::string otimCommand(long long milliseconds);
// "result 1-0 {reason}"
std::string resultCommand(std::string_view result, std::string_view reason);
// Who the engine plays, told at the start of a game: "computer" when the opponent is an
// engine, "name NAME" when the engine asked for it (feature name=1), "rating OWN OPPONENT"
// when both ratings are known (protocol section 11).
struct Opponent {
    std::string name;
    bool computer = false;
    int ownRating = 0, rating = 0; // 0: unknown
};
std::vector<std::string> opponentCommands(const Opponent& o, const EngineFeatures& f);
// How the engine plays the next game, told after its "new" (which turns random mode off):
// "random" (protocol section 11: vary the play, GNU Chess's random mode; engines that do not
// know it ignore it) and "nps N" (think as if searching N nodes a second, so that a node
// count and not the wall clock spends the time; sent only to engines that declared nps=1).
struct PlaySettings {
    bool random = false;
    std::optional<long long> nps;
};
std::vector<std::string> playSettingCommands(const PlaySettings& s, const EngineFeatures& f);

} // namespace kibitz::engine::xboard
