// SPDX-License-Identifier: GPL-3.0-or-later
#include "engine/uci_client.h"

#include "base/asciilower.h"

#include "chess/fen.h"
#include "chess/notation.h"

#include <charconv>
#include <tuple>
#include <type_traits>
#include <utility>

namespace kibitz::engine {

namespace {

struct Token {
    std::string_view text;
    std::size_t begin, end; // byte offsets in the line
};

std::vector<Token> tokenize(std::string_view line)
{
    std::vector<Token> out;
    std::size_t i = 0;
    while (i < line.size()) {
        while (i < line.size() && (line[i] == ' ' || line[i] == '\t' || line[i] == '\r')) ++i;
        const std::size_t start = i;
        while (i < line.size() && line[i] != ' ' && line[i] != '\t' && line[i] != '\r') ++i;
        if (i > start) out.push_back({line.substr(start, i - start), start, i});
    }
    return out;
}

template <typename T>
bool toNumber(std::string_view s, T& out)
{
    const auto [ptr, ec] = std::from_chars(s.data(), s.data() + s.size(), out);
    return ec == std::errc() && ptr == s.data() + s.size();
}

std::string_view rest(std::string_view line, const std::vector<Token>& t, std::size_t from,
                      std::size_t to)
{
    if (from >= to || from >= t.size()) return {};
    return line.substr(t[from].begin, t[to - 1].end - t[from].begin);
}

bool isNoMove(std::string_view m)
{
    return m == "(none)" || m == "NULL" || m == "null" || m == "(null)" || m == "none"
           || m == "0000";
}

bool isInfoKeyword(std::string_view w)
{
    for (std::string_view k : {"depth", "seldepth", "time", "nodes", "pv", "multipv", "score",
                               "currmove", "currmovenumber", "hashfull", "nps", "tbhits", "sbhits",
                               "cpuload", "string", "refutation", "currline", "wdl"})
        if (w == k) return true;
    return false;
}

// Where the info fields of one number, and those of a list of moves, go (UCI, "info").
template <typename T>
using InfoField = std::pair<std::string_view, T Info::*>;
constexpr InfoField<std::optional<int>> IntFields[] = {
    {"depth", &Info::depth},     {"seldepth", &Info::seldepth},
    {"multipv", &Info::multipv}, {"hashfull", &Info::hashfull},
    {"cpuload", &Info::cpuload}, {"currmovenumber", &Info::currmoveNumber},
};
constexpr InfoField<std::optional<std::uint64_t>> CountFields[] = {
    {"nodes", &Info::nodes},   {"nps", &Info::nps},     {"tbhits", &Info::tbhits},
    {"sbhits", &Info::sbhits}, {"time", &Info::timeMs},
};
constexpr InfoField<std::vector<std::string>> MoveListFields[] = {
    {"pv", &Info::pv},
    {"refutation", &Info::refutation},
    {"currline", &Info::currline},
};

// The member of info that fields name key, or nullptr.
template <typename T, std::size_t N>
T* fieldOf(Info& info, const InfoField<T> (&fields)[N], std::string_view key)
{
    for (const auto& [name, member] : fields)
        if (name == key) return &(info.*member);
    return nullptr;
}

UciEvent parseInfo(std::string_view line, const std::vector<Token>& t)
{
    Info info;
    auto bad = [&](std::string_view what, std::string_view value) {
        return Malformed{std::string(line), "info: " + std::string(what) + " '" + std::string(value)
                                                + "' is not a number"};
    };
    std::size_t i = 1;
    while (i < t.size()) {
        const std::string_view key = t[i].text;
        // The number after the key into field (a std::optional of its type).
        auto numberField = [&](auto& field) -> bool {
            typename std::remove_reference_t<decltype(field)>::value_type v{};
            if (i + 1 >= t.size() || !toNumber(t[i + 1].text, v)) return false;
            field = v;
            i += 2;
            return true;
        };
        auto moveList = [&](std::vector<std::string>& out) {
            ++i;
            while (i < t.size() && !isInfoKeyword(t[i].text))
                out.push_back(normalizeMoveText(t[i++].text));
        };
        const std::string_view value =
            i + 1 < t.size() ? t[i + 1].text : std::string_view("(missing)");
        if (auto* intField = fieldOf(info, IntFields, key)) {
            if (!numberField(*intField)) return bad(key, value);
        } else if (auto* countField = fieldOf(info, CountFields, key)) {
            if (!numberField(*countField)) return bad(key, value);
        } else if (auto* moves = fieldOf(info, MoveListFields, key))
            moveList(*moves);
        else if (key == "currmove") {
            if (i + 1 >= t.size())
                return Malformed{std::string(line), "info: currmove without a move"};
            info.currmove = std::string(t[i + 1].text);
            i += 2;
        } else if (key == "string") {
            info.string = std::string(rest(line, t, i + 1, t.size()));
            break;
        } else if (key == "score") {
            Score s;
            if (i + 2 >= t.size())
                return Malformed{std::string(line), "info: score without a value"};
            const std::string_view kind = t[i + 1].text;
            if (kind == "cp")
                s.kind = Score::Kind::Centipawns;
            else if (kind == "mate")
                s.kind = Score::Kind::Mate;
            else
                return Malformed{std::string(line),
                                 "info: score kind '" + std::string(kind) + "' is not cp or mate"};
            if (!toNumber(t[i + 2].text, s.value)) return bad("score", t[i + 2].text);
            i += 3;
            while (i < t.size() && (t[i].text == "lowerbound" || t[i].text == "upperbound")) {
                (t[i].text == "lowerbound" ? s.lowerbound : s.upperbound) = true;
                ++i;
            }
            info.score = s;
        } else if (key == "wdl") {
            Wdl w;
            if (i + 3 >= t.size() || !toNumber(t[i + 1].text, w.win)
                || !toNumber(t[i + 2].text, w.draw) || !toNumber(t[i + 3].text, w.loss))
                return Malformed{std::string(line), "info: wdl needs three numbers"};
            info.wdl = w;
            i += 4;
        } else {
            ++i; // an unknown field: skip the word (engines add their own)
        }
    }
    return info;
}

UciEvent parseOption(std::string_view line, const std::vector<Token>& t)
{
    // option name <words> type <t> [default <words>] [min <n>] [max <n>] [var <words>]*
    auto find = [&](std::string_view word, std::size_t from) {
        for (std::size_t i = from; i < t.size(); ++i)
            if (t[i].text == word) return i;
        return t.size();
    };
    const std::size_t name = find("name", 1), type = find("type", name);
    if (name >= t.size() || type >= t.size() || type == name + 1)
        return Malformed{std::string(line), "option: needs 'name NAME type TYPE'"};
    OptionDecl o;
    o.name = std::string(rest(line, t, name + 1, type));
    if (type + 1 >= t.size())
        return Malformed{std::string(line), "option " + o.name + ": type missing"};
    const std::string_view ty = t[type + 1].text;
    if (ty == "check")
        o.type = OptionType::Check;
    else if (ty == "spin")
        o.type = OptionType::Spin;
    else if (ty == "combo")
        o.type = OptionType::Combo;
    else if (ty == "button")
        o.type = OptionType::Button;
    else if (ty == "string")
        o.type = OptionType::String;
    else
        return Malformed{std::string(line),
                         "option " + o.name + ": unknown type '" + std::string(ty) + "'"};

    auto isKey = [](std::string_view w) {
        return w == "default" || w == "min" || w == "max" || w == "var";
    };
    std::size_t i = type + 2;
    while (i < t.size()) {
        const std::string_view key = t[i].text;
        std::size_t j = i + 1;
        // A string default may hold any words; other values end at the next keyword.
        while (j < t.size() && !isKey(t[j].text)) ++j;
        const std::string_view value = rest(line, t, i + 1, j);
        if (key == "default")
            o.defaultValue = value == "<empty>" ? std::string() : std::string(value);
        else if (key == "min" || key == "max") {
            long long v = 0;
            if (!toNumber(value, v))
                return Malformed{std::string(line), "option " + o.name + ": " + std::string(key)
                                                        + " '" + std::string(value)
                                                        + "' is not a number"};
            (key == "min" ? o.min : o.max) = v;
        } else if (key == "var")
            o.vars.emplace_back(value);
        else
            return Malformed{std::string(line),
                             "option " + o.name + ": unexpected '" + std::string(key) + "'"};
        i = j;
    }
    if (o.type == OptionType::String) o.path = pathKindByName(o.name);
    return o;
}

bool endsWithNoCase(std::string_view s, std::string_view suffix)
{
    if (s.size() < suffix.size()) return false;
    for (std::size_t i = 0; i < suffix.size(); ++i) {
        char a = s[s.size() - suffix.size() + i], b = suffix[i];
        if (a >= 'A' && a <= 'Z') a = char(a - 'A' + 'a');
        if (a != b) return false;
    }
    return true;
}

} // namespace

PathKind pathKindByName(std::string_view name)
{
    if (endsWithNoCase(name, "path") || endsWithNoCase(name, "dir")
        || endsWithNoCase(name, "directory") || endsWithNoCase(name, "folder"))
        return PathKind::Folder;
    if (endsWithNoCase(name, "file")) return PathKind::File;
    return PathKind::None;
}

std::string normalizeMoveText(std::string_view text)
{
    // A coordinate move has one reading whatever its case: files a-h, ranks 1-8, an optional
    // promotion piece. Anything else ("(none)", garbage) is left as it came.
    const bool shaped =
        (text.size() == 4 || text.size() == 5) && asciiLower(text[0]) >= 'a'
        && asciiLower(text[0]) <= 'h' && text[1] >= '1' && text[1] <= '8'
        && asciiLower(text[2]) >= 'a' && asciiLower(text[2]) <= 'h' && text[3] >= '1'
        && text[3] <= '8'
        && (text.size() == 4
            || std::string_view("qrbn").find(asciiLower(text[4])) != std::string_view::npos);
    std::string out(text);
    if (shaped)
        for (char& c : out) c = asciiLower(c);
    return out;
}

UciEvent parseUciLine(std::string_view line)
{
    while (!line.empty() && (line.back() == '\r' || line.back() == '\n')) line.remove_suffix(1);
    const std::vector<Token> t = tokenize(line);
    if (t.empty()) return Unknown{std::string(line)};
    const std::string_view cmd = t[0].text;
    if (cmd == "info") return parseInfo(line, t);
    if (cmd == "bestmove") {
        if (t.size() < 2) return Malformed{std::string(line), "bestmove without a move"};
        BestMove b{normalizeMoveText(t[1].text), {}};
        if (isNoMove(b.move) && b.move != "0000") b.move = "(none)";
        if (t.size() >= 4 && t[2].text == "ponder") b.ponder = normalizeMoveText(t[3].text);
        // "ponder (none)", "ponder NULL", "ponder 0000": no move to ponder on.
        if (isNoMove(b.ponder)) b.ponder.clear();
        return b;
    }
    if (cmd == "id" && t.size() >= 2) {
        if (t[1].text == "name") return IdName{std::string(rest(line, t, 2, t.size()))};
        if (t[1].text == "author") return IdAuthor{std::string(rest(line, t, 2, t.size()))};
    }
    if (cmd == "option") return parseOption(line, t);
    if (cmd == "uciok" && t.size() == 1) return UciOk{};
    if (cmd == "readyok" && t.size() == 1) return ReadyOk{};
    if (cmd == "copyprotection" && t.size() >= 2) return CopyProtection{std::string(t[1].text)};
    if (cmd == "registration" && t.size() >= 2) return Registration{std::string(t[1].text)};
    return Unknown{std::string(line)};
}

std::string goCommand(const SearchLimits& l)
{
    std::string out = "go";
    if (l.ponder) out += " ponder";
    auto add = [&](const char* key, auto value) {
        if (value) out += std::string(" ") + key + ' ' + std::to_string(*value);
    };
    // A zero increment or moves-to-go says nothing the engine does not assume (UCI: "winc",
    // "movestogo" are sent when there is one), and some engines read movestogo 0 as a sudden
    // end of the session: zero limits are not sent.
    auto addPositive = [&](const char* key, auto value) {
        if (value && *value > 0) out += std::string(" ") + key + ' ' + std::to_string(*value);
    };
    add("wtime", l.wtimeMs);
    add("btime", l.btimeMs);
    addPositive("winc", l.wincMs);
    addPositive("binc", l.bincMs);
    addPositive("movestogo", l.movesToGo);
    add("depth", l.depth);
    add("nodes", l.nodes);
    add("mate", l.mate);
    add("movetime", l.movetimeMs);
    if (l.infinite) out += " infinite";
    // Last: "searchmoves" takes every word that follows it as a move.
    if (!l.searchMoves.empty()) {
        out += " searchmoves";
        for (const auto& m : l.searchMoves) out += ' ' + m;
    }
    return out;
}

std::string engineFen(const chess::Position& pos, chess::EnPassantPolicy enPassant)
{
    // By default the en passant square only when the capture is legal: engines differ on a
    // square no pawn can use (some hash it, some refuse the FEN), and a set-up position should
    // mean one thing to every engine. An engine that wants the square whenever a pawn stands
    // to take (as python-chess sends it) is given it by its setting.
    chess::FenOptions options;
    options.flavor = pos.isChess960() ? chess::FenFlavor::XFen : chess::FenFlavor::Fen;
    options.enPassant = enPassant;
    return chess::toFen(pos, options);
}

std::string positionCommand(const chess::Position& start, const std::vector<chess::Move>& moves,
                            chess::EnPassantPolicy enPassant)
{
    std::string out = "position ";
    const chess::Position standard;
    if (start == standard && !start.isChess960())
        out += "startpos";
    else
        out += "fen " + engineFen(start, enPassant);
    if (!moves.empty()) {
        out += " moves";
        for (chess::Move m : moves) out += ' ' + chess::toUci(m, start.isChess960());
    }
    return out;
}

std::string setOptionCommand(std::string_view name, std::string_view value)
{
    return "setoption name " + std::string(name) + " value " + std::string(value);
}

std::string setOptionCommand(std::string_view name)
{
    return "setoption name " + std::string(name);
}

std::string pvToSan(const chess::Position& start, const std::vector<std::string>& pv,
                    std::size_t maxMoves, std::size_t* used)
{
    std::string out;
    chess::Position p = start;
    std::size_t n = 0;
    for (; n < pv.size() && n < maxMoves; ++n) {
        const auto m = chess::parseUci(p, pv[n]);
        if (!m) break;
        if (!out.empty()) out += ' ';
        if (p.sideToMove() == chess::Color::White)
            out += std::to_string(p.fullmoveNumber()) + ". ";
        else if (out.empty())
            out += std::to_string(p.fullmoveNumber()) + "... ";
        out += chess::toSan(p, *m);
        p.play(*m);
    }
    if (used) *used = n;
    return out;
}

Score Score::operator-() const
{
    Score n = *this;
    n.value = -value;
    std::swap(n.lowerbound, n.upperbound);
    if (isMate() && value == 0) n.given = !given;
    return n;
}

long long Score::toCentipawns(long long mateScore) const
{
    if (!isMate()) return value;
    if (value == 0) return given ? mateScore : -mateScore;
    return value > 0 ? mateScore - value : -mateScore - value;
}

std::strong_ordering operator<=>(const Score& a, const Score& b)
{
    // Past every centipawn value an engine sends (a few tens of thousands at most).
    constexpr long long MateScore = 1LL << 40;
    if (const auto c = a.toCentipawns(MateScore) <=> b.toCentipawns(MateScore); std::is_neq(c))
        return c;
    const auto boundRank = [](const Score& s) { return s.lowerbound - s.upperbound; };
    if (const auto c = boundRank(a) <=> boundRank(b); std::is_neq(c)) return c;
    // Only the flags' odd combinations are left (both bounds set): any fixed order will do.
    return std::tuple(a.lowerbound, a.upperbound) <=> std::tuple(b.lowerbound, b.upperbound);
}

Score whitePov(const Score& s, chess::Color sideToMove)
{
    return sideToMove == chess::Color::White ? s : -s;
}

std::string formatScore(const Score& s)
{
    std::string out;
    if (s.kind == Score::Kind::Mate && s.value == 0) {
        // Mate on the board: "+#" the side has mated, "-#" it is mated (not "+M0", which
        // reads as a win for whichever side the view is from).
        out = s.given ? "+#" : "-#";
    } else if (s.kind == Score::Kind::Mate) {
        out = s.value < 0 ? "-M" + std::to_string(-s.value) : "+M" + std::to_string(s.value);
    } else {
        const int v = s.value < 0 ? -s.value : s.value;
        char buf[32];
        std::snprintf(buf, sizeof buf, "%c%d.%02d", s.value < 0 ? '-' : '+', v / 100, v % 100);
        out = buf;
    }
    if (s.lowerbound) out += "++";
    if (s.upperbound) out += "--";
    return out;
}

} // namespace kibitz::engine
