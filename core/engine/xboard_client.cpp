// SPDX-License-Identifier: GPL-3.0-or-later
#include "engine/xboard_client.h"

#include "chess/result.h"
#include "chess/variant.h"

#include "chess/fen.h"
#include "chess/notation.h"

#include <algorithm>
#include <charconv>
#include <cstdio>
#include <tuple>
#include <utility>

namespace kibitz::engine::xboard {

namespace {

std::string_view trim(std::string_view s)
{
    while (!s.empty() && (s.front() == ' ' || s.front() == '\t')) s.remove_prefix(1);
    while (!s.empty()
           && (s.back() == ' ' || s.back() == '\t' || s.back() == '\r' || s.back() == '\n'))
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
            value = std::string(
                s.substr(1, close == std::string_view::npos ? s.size() - 1 : close - 1));
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
    // PV; anything else after the four numbers is the PV text.
    if (const auto tab = rest.find('\t'); tab != std::string_view::npos) {
        std::string_view extra = rest.substr(0, tab);
        rest = rest.substr(tab + 1);
        int seldepth = 0;
        std::uint64_t v = 0;
        if (const auto w = nextWord(extra); !w.empty() && toNumber(w, seldepth))
            t.seldepth = seldepth;
        if (const auto w = nextWord(extra); !w.empty() && toNumber(w, v)) t.nps = v;
        if (const auto w = nextWord(extra); !w.empty() && toNumber(w, v)) t.tbhits = v;
    }
    t.pv = std::string(trim(rest));
    return t;
}

// How "Illegal move" and "Error" lines end: "(note): text", ": text" or "text". The note (empty
// when there is none) and the text.
std::pair<std::string, std::string> noteAndText(std::string_view r)
{
    std::string note;
    if (!r.empty() && r.front() == '(') {
        const auto close = r.find(')');
        note = std::string(r.substr(1, close == std::string_view::npos ? r.size() - 1 : close - 1));
        r = close == std::string_view::npos ? std::string_view() : r.substr(close + 1);
    }
    if (!r.empty() && r.front() == ':') r.remove_prefix(1);
    return {std::move(note), std::string(trim(r))};
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
    if (line.starts_with("My move is")) {
        // "My move is: e2e4" (protocol version 1), "My move is : e2e4" (GNU Chess 6).
        std::string_view r = trim(line.substr(10));
        if (!r.empty() && r.front() == ':') {
            r.remove_prefix(1);
            return EngineMove{std::string(nextWord(r))};
        }
    }
    if (first == "pong") {
        Pong p;
        toNumber(nextWord(s), p.number);
        return p;
    }
    if (chess::isResultToken(first)) {
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
    if (first == "Hint:") return Hint{std::string(nextWord(s))};
    if (line == "offer draw") return OfferDraw{};
    if (first == "Illegal" && line.starts_with("Illegal move")) {
        // "Illegal move: e2e5" or "Illegal move (reason): e2e5"
        std::string_view r = line.substr(12);
        if (!r.empty() && r.front() == ' ') r = trim(r);
        IllegalMove m;
        std::tie(m.reason, m.move) = noteAndText(r);
        return m;
    }
    if (first == "Error") {
        // "Error (type): command"
        EngineError e;
        std::tie(e.type, e.command) = noteAndText(trim(s));
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
    for (std::string_view f :
         {"ping",   "setboard", "playother", "san",     "usermove", "time",     "draw",
          "sigint", "sigterm",  "reuse",     "analyze", "myname",   "variants", "colors",
          "ics",    "name",     "pause",     "nps",     "debug",    "memory",   "smp",
          "egt",    "option",   "done",      "exclude", "setscore", "highlight"})
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

std::string timeCommand(long long ms)
{
    return "time " + std::to_string(std::max(0LL, ms) / 10);
}
std::string otimCommand(long long ms)
{
    return "otim " + std::to_string(std::max(0LL, ms) / 10);
}

std::string resultCommand(std::string_view result, std::string_view reason)
{
    return "result " + std::string(result) + " {" + std::string(reason) + "}";
}

std::vector<std::string> opponentCommands(const Opponent& o, const EngineFeatures& f)
{
    std::vector<std::string> out;
    if (o.computer) out.emplace_back("computer");
    if (f.name && !o.name.empty()) out.push_back("name " + o.name);
    if (o.ownRating > 0 && o.rating > 0)
        out.push_back("rating " + std::to_string(o.ownRating) + ' ' + std::to_string(o.rating));
    return out;
}

std::vector<std::string> playSettingCommands(const PlaySettings& s, const EngineFeatures& f)
{
    std::vector<std::string> out;
    if (s.random) out.emplace_back("random");
    if (s.nps && *s.nps > 0 && f.nps) out.push_back("nps " + std::to_string(*s.nps));
    return out;
}

// --- Features --------------------------------------------------------------------------------

bool EngineFeatures::hasVariant(std::string_view v) const
{
    return std::find(variants.begin(), variants.end(), v) != variants.end();
}

bool EngineFeatures::hasEgt(std::string_view kind) const
{
    return std::find(egt.begin(), egt.end(), kind) != egt.end();
}

const OptionDecl* EngineFeatures::option(std::string_view name) const
{
    for (const OptionDecl& o : options)
        if (o.name == name) return &o;
    return nullptr;
}

namespace {

std::vector<std::string> splitList(std::string_view s)
{
    std::vector<std::string> out;
    while (!s.empty()) {
        const auto comma = s.find(',');
        const std::string_view item = trim(s.substr(0, comma));
        if (!item.empty()) out.emplace_back(item);
        if (comma == std::string_view::npos) break;
        s.remove_prefix(comma + 1);
    }
    return out;
}

} // namespace

std::vector<std::string> applyFeatures(EngineFeatures& f, const Features& line,
                                       std::vector<std::string>* errors)
{
    std::vector<std::string> replies;
    f.any = true;
    for (const auto& [key, value] : line.pairs) {
        const bool on = value == "1";
        bool accept = acceptsFeature(key);
        struct Flag {
            const char* name;
            bool EngineFeatures::*field;
        };
        static constexpr Flag flags[] = {
            {"ping", &EngineFeatures::ping},
            {"setboard", &EngineFeatures::setboard},
            {"playother", &EngineFeatures::playother},
            {"san", &EngineFeatures::san},
            {"usermove", &EngineFeatures::usermove},
            {"time", &EngineFeatures::time},
            {"draw", &EngineFeatures::draw},
            {"sigint", &EngineFeatures::sigint},
            {"sigterm", &EngineFeatures::sigterm},
            {"reuse", &EngineFeatures::reuse},
            {"analyze", &EngineFeatures::analyze},
            {"colors", &EngineFeatures::colors},
            {"ics", &EngineFeatures::ics},
            {"name", &EngineFeatures::name},
            {"pause", &EngineFeatures::pause},
            {"nps", &EngineFeatures::nps},
            {"debug", &EngineFeatures::debug},
            {"memory", &EngineFeatures::memory},
            {"smp", &EngineFeatures::smp},
            {"exclude", &EngineFeatures::exclude},
            {"setscore", &EngineFeatures::setscore},
            {"highlight", &EngineFeatures::highlight},
        };
        bool known = false;
        for (const Flag& flag : flags)
            if (key == flag.name) {
                if (accept) f.*(flag.field) = on;
                known = true;
            }
        if (known) {
        } else if (key == "myname") {
            f.myname = value;
        } else if (key == "variants") {
            f.variants = splitList(value);
        } else if (key == "egt") {
            f.egt = splitList(value);
        } else if (key == "option") {
            std::string error;
            if (auto o = parseOptionFeature(value, &error)) {
                // A repeated declaration replaces the earlier one (engines re-send changed
                // options).
                auto same = std::find_if(f.options.begin(), f.options.end(),
                                         [&](const OptionDecl& x) { return x.name == o->name; });
                if (same != f.options.end())
                    *same = std::move(*o);
                else
                    f.options.push_back(std::move(*o));
            } else {
                accept = false;
                if (errors) {
                    std::string message = "option=\"";
                    message.append(value).append("\": ").append(error);
                    errors->push_back(std::move(message));
                }
            }
        } else if (key == "done") {
            if (on) {
                f.done = true;
                f.waiting = false;
            } else {
                f.waiting = true;
            }
        }
        replies.push_back((accept ? "accepted " : "rejected ") + key);
    }
    return replies;
}

std::optional<OptionDecl> parseOptionFeature(std::string_view text, std::string* error)
{
    static constexpr std::string_view types[] = {"button", "save", "reset", "check",  "string",
                                                 "file",   "path", "spin",  "slider", "combo"};
    // The name may hold spaces and dashes; the type is the first " -TYPE" followed by a space
    // or the end.
    std::size_t at = std::string_view::npos;
    std::string_view type;
    for (std::size_t i = text.find(" -"); i != std::string_view::npos; i = text.find(" -", i + 1)) {
        for (std::string_view t : types) {
            const std::size_t end = i + 2 + t.size();
            if (text.substr(i + 2, t.size()) == t && (end == text.size() || text[end] == ' ')) {
                at = i;
                type = t;
                break;
            }
        }
        if (at != std::string_view::npos) break;
    }
    auto fail = [&](std::string what) -> std::optional<OptionDecl> {
        if (error) *error = std::move(what);
        return std::nullopt;
    };
    if (at == std::string_view::npos)
        return fail("no type (-check, -spin, -combo, -string, -button, ...)");
    OptionDecl o;
    o.name = std::string(trim(text.substr(0, at)));
    if (o.name.empty()) return fail("no name before -" + std::string(type));
    std::string_view args = trim(text.substr(at + 2 + type.size()));
    if (type == "button" || type == "save" || type == "reset") {
        o.type = OptionType::Button;
    } else if (type == "check") {
        o.type = OptionType::Check;
        if (args != "0" && args != "1")
            return fail(o.name + ": -check needs 0 or 1, not '" + std::string(args) + "'");
        o.defaultValue = args == "1" ? "true" : "false";
    } else if (type == "string" || type == "file" || type == "path") {
        o.type = OptionType::String;
        o.defaultValue = std::string(args);
        o.path = type == "file"   ? PathKind::File
                 : type == "path" ? PathKind::Folder
                                  : PathKind::None;
    } else if (type == "spin" || type == "slider") {
        o.type = OptionType::Spin;
        long long v = 0, lo = 0, hi = 0;
        std::string_view r = args;
        const std::string_view a = nextWord(r), b = nextWord(r), c = nextWord(r);
        if (!toNumber(a, v) || !toNumber(b, lo) || !toNumber(c, hi) || !trim(r).empty())
            return fail(o.name + ": -" + std::string(type) + " needs DEFAULT MIN MAX, not '"
                        + std::string(args) + "'");
        o.defaultValue = std::to_string(v);
        o.min = lo;
        o.max = hi;
    } else { // combo
        o.type = OptionType::Combo;
        std::string_view r = args;
        for (;;) {
            const auto sep = r.find("///");
            std::string_view choice = trim(r.substr(0, sep));
            if (!choice.empty() && choice.front() == '*') {
                choice.remove_prefix(1);
                o.defaultValue = std::string(choice);
            }
            if (!choice.empty()) o.vars.emplace_back(choice);
            if (sep == std::string_view::npos) break;
            r.remove_prefix(sep + 3);
        }
        if (o.vars.empty()) return fail(o.name + ": -combo without choices");
        if (o.defaultValue.empty()) o.defaultValue = o.vars.front();
    }
    return o;
}

std::string optionCommand(const OptionDecl& decl, std::string_view value)
{
    if (decl.type == OptionType::Button) return "option " + decl.name;
    std::string v(value);
    if (decl.type == OptionType::Check)
        v = (value == "true" || value == "1" || value == "on") ? "1" : "0";
    return "option " + decl.name + "=" + v;
}

// --- Moves -----------------------------------------------------------------------------------

std::string moveCommand(const chess::Position& pos, chess::Move m, const EngineFeatures& f)
{
    std::string text;
    if (f.san) {
        text = chess::toSan(pos, m);
    } else if (m.kind() == chess::MoveKind::Castling && pos.isChess960()) {
        text = chess::Position::castlingSideOf(m) == chess::CastlingSide::King ? "O-O" : "O-O-O";
    } else {
        text = chess::toUci(m, false);
    }
    return f.usermove ? "usermove " + text : text;
}

std::optional<chess::Move> parseEngineMove(const chess::Position& pos, std::string_view text)
{
    text = trim(text);
    const auto m = chess::parseMove(pos, text);
    if (!m.hasValue()) return std::nullopt;
    return *m;
}

std::vector<std::string> pvToUci(const chess::Position& root, std::string_view pv)
{
    std::vector<std::string> out;
    chess::Position p = root;
    std::string_view s = pv;
    for (;;) {
        std::string_view word = nextWord(s);
        if (word.empty()) break;
        // Move numbers: "12.", "12...", "...", or glued to the move ("12.e4").
        std::size_t i = 0;
        while (i < word.size() && word[i] >= '0' && word[i] <= '9') ++i;
        std::size_t dots = i;
        while (dots < word.size() && word[dots] == '.') ++dots;
        if (dots > i) word.remove_prefix(dots);
        if (word.empty()) continue;
        const auto m = chess::parseMove(p, word);
        if (!m.hasValue()) break;
        out.push_back(chess::toUci(*m, root.isChess960()));
        p.play(*m);
    }
    return out;
}

Score scoreFromXBoard(int score)
{
    Score s;
    const int a = score < 0 ? -score : score;
    if (a > 100000 && a < 200000) {
        s.kind = Score::Kind::Mate;
        s.value = a - 100000;
    } else if (a >= 90000 && a <= 100000) {
        s.kind = Score::Kind::Mate;
        s.value = std::max(1, (100000 - a + 1) / 2);
    } else {
        s.value = score;
        return s;
    }
    if (score < 0) s.value = -s.value;
    return s;
}

Info toInfo(const Thinking& t, const chess::Position& root)
{
    Info i;
    i.depth = t.depth;
    i.score = scoreFromXBoard(t.score);
    i.timeMs = t.centiseconds * 10;
    i.nodes = t.nodes;
    i.seldepth = t.seldepth;
    i.nps = t.nps;
    i.tbhits = t.tbhits;
    if (!t.nps && t.centiseconds > 0) i.nps = t.nodes * 100 / t.centiseconds;
    i.pv = pvToUci(root, t.pv);
    return i;
}

// --- The engine's game -------------------------------------------------------------------------

std::vector<std::string> editCommands(const chess::Position& pos)
{
    std::vector<std::string> out{"edit", "#"};
    for (chess::Color c : {chess::Color::White, chess::Color::Black}) {
        if (c == chess::Color::Black) out.emplace_back("c");
        for (int sq = 0; sq < 64; ++sq) {
            const chess::Piece p = pos.pieceOn(chess::Square(sq));
            if (p == chess::Piece::None || chess::colorOf(p) != c) continue;
            char letter = chess::pieceChar(p);
            if (letter >= 'a' && letter <= 'z') letter = char(letter - 'a' + 'A');
            std::string command = chess::squareName(chess::Square(sq));
            command.insert(command.begin(), letter);
            out.push_back(std::move(command));
        }
    }
    out.emplace_back(".");
    return out;
}

std::optional<std::string> syncCommands(GameSync& known, const EngineFeatures& f,
                                        const chess::Position& start,
                                        const std::vector<chess::Move>& moves,
                                        std::vector<std::string>& out, bool* reset,
                                        std::size_t* firstSent, chess::EnPassantPolicy enPassant)
{
    if (reset) *reset = false;
    const bool continues = known.valid && known.start == start
                           && known.start.isChess960() == start.isChess960()
                           && moves.size() >= known.moves.size()
                           && std::equal(known.moves.begin(), known.moves.end(), moves.begin());
    chess::Position p = start;
    std::size_t from = 0;
    // A takeback of one or two plies (and perhaps other moves after it): "undo" or "remove"
    // (both in force mode, section 10) keep the engine's game, its hash and its history.
    std::size_t shared = 0;
    if (known.valid && known.start == start && known.start.isChess960() == start.isChess960())
        while (shared < known.moves.size() && shared < moves.size()
               && known.moves[shared] == moves[shared])
            ++shared;
    const std::size_t back = known.moves.size() - shared;
    if (continues) {
        for (chess::Move m : known.moves) p.play(m);
        from = known.moves.size();
    } else if (known.valid && known.start == start && back > 0 && back <= 2) {
        out.emplace_back(back == 2 ? "remove" : "undo");
        for (std::size_t i = 0; i < shared; ++i) p.play(moves[i]);
        from = shared;
    } else {
        const bool chess960 = start.isChess960();
        // A variant goes by its UCI name ("variant crazyhouse"), as fairy-stockfish and
        // python-chess's engines spell it; XBoard has no Chess960 form of the others.
        const std::string variant =
            start.isStandard() ? std::string() : chess::variantUciName(start.variant());
        if (!variant.empty() && !f.hasVariant(variant))
            return "the engine does not play " + variant + " (not in its variants)";
        if (!variant.empty() && chess960)
            return "the engine cannot play " + variant + " with Chess960 castling over XBoard";
        if (chess960 && !f.hasVariant("fischerandom"))
            return std::string(
                "the engine does not play Chess960 (no 'fischerandom' in its variants)");
        const chess::Position standard;
        const bool standardStart =
            !chess960
            && (variant.empty() ? chess::toFen(start) == chess::toFen(standard)
                                : start == chess::variantStartPosition(start.variant()));
        if (!standardStart && !f.setboard && (chess960 || !variant.empty()))
            return std::string("the engine cannot set up this position (it has no setboard)");
        out.emplace_back("new");
        if (chess960) out.emplace_back("variant fischerandom");
        if (!variant.empty()) out.push_back("variant " + variant);
        out.emplace_back("force");
        if (!standardStart) {
            if (f.setboard) {
                chess::FenOptions options;
                options.flavor = chess960 ? chess::FenFlavor::XFen : chess::FenFlavor::Fen;
                options.enPassant = enPassant; // as uci::engineFen
                out.push_back("setboard " + chess::toFen(start, options));
            } else {
                // Edit mode keeps the side to move, so a black-to-move set-up starts with a
                // white move on the standard board (protocol section 10, "edit").
                if (start.sideToMove() == chess::Color::Black)
                    out.push_back(moveCommand(standard, *chess::parseMove(standard, "a2a3"), f));
                const auto edit = editCommands(start);
                out.insert(out.end(), edit.begin(), edit.end());
            }
        }
        if (reset) *reset = true;
    }
    if (firstSent) *firstSent = from;
    for (std::size_t i = from; i < moves.size(); ++i) {
        out.push_back(moveCommand(p, moves[i], f));
        p.play(moves[i]);
    }
    known.valid = true;
    known.start = start;
    known.moves = moves;
    return std::nullopt;
}

// --- Limits ------------------------------------------------------------------------------------

namespace {

std::optional<int> depthOf(const SearchLimits& l)
{
    if (l.depth) return l.depth;
    if (l.mate) return 2 * *l.mate - 1; // mate in N moves is found within 2N-1 plies
    return std::nullopt;
}

} // namespace

bool needsNewGame(const SearchLimits& limits, const TimeControlMemory& memory)
{
    return memory.sd && !depthOf(limits) && !limits.infinite && !limits.ponder;
}

SearchPlan planSearch(const SearchLimits& l, chess::Color side, const EngineFeatures& f,
                      TimeControlMemory& memory)
{
    SearchPlan plan;
    auto timeControl = [&](const std::string& key, const std::string& command) {
        if (memory.timeControl == key) return;
        plan.commands.push_back(command);
        memory.timeControl = key;
    };
    if ((l.infinite || l.ponder) && f.analyze) {
        plan.analyze = true;
        plan.commands = {"post", "analyze"};
        return plan;
    }
    const bool white = side == chess::Color::White;
    const auto own = white ? l.wtimeMs : l.btimeMs;
    const auto other = white ? l.btimeMs : l.wtimeMs;
    if (own && !l.infinite && !l.ponder) {
        const long long inc = (white ? l.wincMs : l.bincMs).value_or(0);
        const int mps = l.movesToGo.value_or(0);
        // The base matters little: "time" and "otim" before every move say what is left.
        const int base = int(std::max(1LL, *own / 1000));
        timeControl("level " + std::to_string(mps) + " * " + std::to_string(inc),
                    levelCommand(mps, base, double(inc) / 1000.0));
        if (f.time) {
            plan.commands.push_back(timeCommand(*own));
            plan.commands.push_back(otimCommand(other.value_or(*own)));
        }
    } else if (l.movetimeMs && !l.infinite && !l.ponder) {
        // st takes whole seconds.
        const int st = std::max(1, (*l.movetimeMs + 500) / 1000);
        timeControl("st " + std::to_string(st), "st " + std::to_string(st));
    } else {
        // Depth, nodes, or an infinite search of an engine without analyze: a day per move,
        // ended by the depth limit, the node watch or "?".
        timeControl("st 86400", "st 86400");
    }
    if (const auto d = depthOf(l)) {
        if (memory.sd != d) plan.commands.push_back("sd " + std::to_string(*d));
        memory.sd = d;
        plan.depthLimit = d;
    }
    plan.nodeLimit = l.nodes;
    plan.commands.emplace_back("go");
    return plan;
}

} // namespace kibitz::engine::xboard
