// SPDX-License-Identifier: GPL-3.0-or-later
#include "pgn/comment.h"

#include "pgn/game.h"

#include "chess/notation.h"

#include <algorithm>
#include <array>
#include <cctype>
#include <charconv>
#include <cmath>
#include <functional>

namespace kibitz::pgn {

using chess::Square;

namespace {

bool isSpace(char c)
{
    return c == ' ' || c == '\t' || c == '\n' || c == '\r' || c == '\f' || c == '\v';
}
bool isDigit(char c)
{
    return c >= '0' && c <= '9';
}
bool isNameChar(char c)
{
    return (c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z') || isDigit(c) || c == '_';
}

std::string_view trim(std::string_view s)
{
    while (!s.empty() && isSpace(s.front())) s.remove_prefix(1);
    while (!s.empty() && isSpace(s.back())) s.remove_suffix(1);
    return s;
}

// Non-negative decimal integer made of digits only.
std::optional<long long> parseDigits(std::string_view s)
{
    if (s.empty() || s.size() > 12) return std::nullopt;
    long long v = 0;
    for (char c : s) {
        if (!isDigit(c)) return std::nullopt;
        v = v * 10 + (c - '0');
    }
    return v;
}

// "ss" or "ss.fff" (fraction optional, at least one digit after a '.').
std::optional<double> parseSeconds(std::string_view s)
{
    const std::size_t dot = s.find('.');
    const auto whole = parseDigits(s.substr(0, dot));
    if (!whole || s.substr(0, dot).size() > 2 || *whole >= 60) return std::nullopt;
    double value = double(*whole);
    if (dot != std::string_view::npos) {
        const std::string_view frac = s.substr(dot + 1);
        if (frac.empty() || frac.size() > 9 || !parseDigits(frac)) return std::nullopt;
        double scale = 0.1;
        for (char c : frac) {
            value += (c - '0') * scale;
            scale /= 10;
        }
    }
    return value;
}

std::optional<MarkColor> parseColor(char c)
{
    // A colour's value is its letter.
    for (MarkColor color : {MarkColor::Red, MarkColor::Green, MarkColor::Yellow, MarkColor::Blue})
        if (char(color) == c) return color;
    return std::nullopt;
}

// Splits a comma list, trimming each item; "" gives no items.
std::vector<std::string_view> splitList(std::string_view s)
{
    std::vector<std::string_view> items;
    s = trim(s);
    if (s.empty()) return items;
    for (;;) {
        const std::size_t comma = s.find(',');
        items.push_back(trim(s.substr(0, comma)));
        if (comma == std::string_view::npos) break;
        s.remove_prefix(comma + 1);
    }
    return items;
}

} // namespace

// ---------------------------------------------------------------------------------------
// Finding commands

std::vector<CommandSpan> findCommands(std::string_view comment)
{
    std::vector<CommandSpan> spans;
    std::size_t pos = 0;
    while ((pos = comment.find("[%", pos)) != std::string_view::npos) {
        std::size_t k = pos + 2;
        while (k < comment.size() && isNameChar(comment[k])) ++k;
        const std::string_view name = comment.substr(pos + 2, k - pos - 2);
        const std::size_t close = comment.find(']', k);
        // A name, then a space or the closing bracket; and no second "[%" before the ']'
        // (that one starts the next command: this one was never closed).
        const bool named =
            !name.empty() && k < comment.size() && (isSpace(comment[k]) || comment[k] == ']');
        const std::size_t nextOpen = comment.find("[%", pos + 2);
        if (!named || close == std::string_view::npos || nextOpen < close) {
            pos += 2;
            continue;
        }
        spans.push_back({pos, close + 1 - pos, name, trim(comment.substr(k, close - k))});
        pos = close + 1;
    }
    return spans;
}

// ---------------------------------------------------------------------------------------
// Arguments

std::optional<double> parseClock(std::string_view text)
{
    text = trim(text);
    const std::size_t c1 = text.find(':');
    if (c1 == std::string_view::npos) return std::nullopt;
    const std::size_t c2 = text.find(':', c1 + 1);
    if (c2 == std::string_view::npos) {
        // m:ss
        const auto minutes = parseDigits(text.substr(0, c1));
        const auto seconds = parseSeconds(text.substr(c1 + 1));
        if (!minutes || !seconds) return std::nullopt;
        return double(*minutes) * 60 + *seconds;
    }
    const auto hours = parseDigits(text.substr(0, c1));
    const std::string_view mm = text.substr(c1 + 1, c2 - c1 - 1);
    const auto minutes = parseDigits(mm);
    const auto seconds = parseSeconds(text.substr(c2 + 1));
    if (!hours || !minutes || mm.size() > 2 || *minutes >= 60 || !seconds) return std::nullopt;
    return double(*hours) * 3600 + double(*minutes) * 60 + *seconds;
}

std::string formatClock(double seconds)
{
    if (!(seconds > 0)) seconds = 0; // also NaN
    const long long ms = std::llround(seconds * 1000);
    const long long whole = ms / 1000;
    std::string out = std::to_string(whole / 3600) + ':';
    const long long mm = (whole / 60) % 60, ss = whole % 60;
    out += char('0' + mm / 10);
    out += char('0' + mm % 10);
    out += ':';
    out += char('0' + ss / 10);
    out += char('0' + ss % 10);
    if (long long frac = ms % 1000; frac != 0) {
        std::string digits = {char('0' + frac / 100), char('0' + frac / 10 % 10),
                              char('0' + frac % 10)};
        while (digits.back() == '0') digits.pop_back();
        out += '.';
        out += digits;
    }
    return out;
}

std::optional<Eval> parseEval(std::string_view text)
{
    text = trim(text);
    Eval e;
    const std::size_t comma = text.find(',');
    if (comma != std::string_view::npos) {
        const auto depth = parseDigits(trim(text.substr(comma + 1)));
        if (!depth || *depth > 10000) return std::nullopt;
        e.depth = int(*depth);
        text = trim(text.substr(0, comma));
    }
    bool mate = false;
    if (!text.empty() && text.front() == '#') {
        mate = true;
        text.remove_prefix(1);
    }
    bool negative = false;
    if (!text.empty() && (text.front() == '+' || text.front() == '-')) {
        negative = text.front() == '-';
        text.remove_prefix(1);
    }
    if (mate) {
        const auto n = parseDigits(text);
        if (!n || *n > 10000) return std::nullopt;
        e.kind = Eval::Kind::Mate;
        e.value = negative ? -int(*n) : int(*n);
        return e;
    }
    // Pawns as a decimal number: digits, optionally '.' and digits (either side may be
    // empty, not both).
    const std::size_t dot = text.find('.');
    const std::string_view whole = text.substr(0, dot);
    const std::string_view frac =
        dot == std::string_view::npos ? std::string_view() : text.substr(dot + 1);
    if (whole.empty() && frac.empty()) return std::nullopt;
    const auto w = whole.empty() ? std::optional<long long>(0) : parseDigits(whole);
    const auto f = frac.empty() ? std::optional<long long>(0) : parseDigits(frac);
    if (!w || !f || *w > 100000) return std::nullopt;
    // Centipawns: the first two decimals, rounded half away from zero by the third.
    long long cp = *w * 100;
    if (!frac.empty()) cp += (frac[0] - '0') * 10;
    if (frac.size() >= 2) cp += frac[1] - '0';
    if (frac.size() >= 3 && frac[2] >= '5') cp += 1;
    e.kind = Eval::Kind::Centipawns;
    e.value = int(negative ? -cp : cp);
    return e;
}

std::string formatEval(const Eval& eval)
{
    std::string out;
    if (eval.isMate()) {
        out = '#' + std::to_string(eval.value);
    } else {
        const int cp = eval.value < 0 ? -eval.value : eval.value;
        if (eval.value < 0) out += '-';
        out += std::to_string(cp / 100);
        out += '.';
        out += char('0' + cp % 100 / 10);
        out += char('0' + cp % 10);
    }
    if (eval.depth) out += ',' + std::to_string(*eval.depth);
    return out;
}

namespace {

// The squares of a mark, in the order the commands write them after its colour's letter:
// "Ge2e4" an arrow from e2 to e4 ([%cal]), "Rd5" a square ([%csl]).
template <typename Mark>
struct MarkSquares;
template <>
struct MarkSquares<Arrow> {
    static constexpr std::array<Square Arrow::*, 2> members{&Arrow::from, &Arrow::to};
};
template <>
struct MarkSquares<SquareMark> {
    static constexpr std::array<Square SquareMark::*, 1> members{&SquareMark::square};
};

// A comma list of marks; nullopt if any item is not one.
template <typename Mark>
std::optional<std::vector<Mark>> parseMarks(std::string_view text)
{
    constexpr auto squares = MarkSquares<Mark>::members;
    std::vector<Mark> marks;
    for (std::string_view item : splitList(text)) {
        if (item.size() != 1 + 2 * squares.size()) return std::nullopt;
        const auto color = parseColor(item[0]);
        if (!color) return std::nullopt;
        Mark mark{*color};
        for (std::size_t i = 0; i < squares.size(); ++i) {
            mark.*squares[i] = chess::parseSquare(item.substr(1 + 2 * i, 2));
            if (mark.*squares[i] == Square::None) return std::nullopt;
        }
        marks.push_back(mark);
    }
    return marks;
}

template <typename Mark>
std::string formatMarks(const std::vector<Mark>& marks)
{
    std::string out;
    for (const Mark& mark : marks) {
        if (!out.empty()) out += ',';
        out += char(mark.color);
        for (Square Mark::*square : MarkSquares<Mark>::members)
            out += chess::squareName(mark.*square);
    }
    return out;
}

} // namespace

std::optional<std::vector<Arrow>> parseArrows(std::string_view text)
{
    return parseMarks<Arrow>(text);
}

std::string formatArrows(const std::vector<Arrow>& arrows)
{
    return formatMarks(arrows);
}

std::optional<std::vector<SquareMark>> parseSquareMarks(std::string_view text)
{
    return parseMarks<SquareMark>(text);
}

std::string formatSquareMarks(const std::vector<SquareMark>& squares)
{
    return formatMarks(squares);
}

// ---------------------------------------------------------------------------------------
// Parsing a whole comment

CommentInfo parseComment(std::string_view comment)
{
    CommentInfo info;
    const std::vector<CommandSpan> spans = findCommands(comment);
    std::size_t textFrom = 0;
    bool afterCommand = false;
    auto addText = [&](std::string_view segment) {
        if (afterCommand) {
            // Where a command was taken out, the spaces on both sides become one.
            while (!info.text.empty() && isSpace(info.text.back())) info.text.pop_back();
            while (!segment.empty() && isSpace(segment.front())) segment.remove_prefix(1);
            if (!info.text.empty() && !segment.empty()) info.text += ' ';
        }
        info.text += segment;
    };

    for (const CommandSpan& span : spans) {
        addText(comment.substr(textFrom, span.offset - textFrom));
        textFrom = span.offset + span.length;
        afterCommand = true;

        bool understood = false;
        if (span.name == "clk" || span.name == "emt") {
            if (const auto t = parseClock(span.args)) {
                auto& slot = span.name == "clk" ? info.clock : info.emt;
                if (!slot) slot = *t;
                understood = true;
            }
        } else if (span.name == "eval") {
            if (const auto e = parseEval(span.args)) {
                if (!info.eval) info.eval = *e;
                understood = true;
            }
        } else if (span.name == "cal") {
            if (auto a = parseArrows(span.args)) {
                info.arrows.insert(info.arrows.end(), a->begin(), a->end());
                understood = true;
            }
        } else if (span.name == "csl") {
            if (auto s = parseSquareMarks(span.args)) {
                info.squares.insert(info.squares.end(), s->begin(), s->end());
                understood = true;
            }
        }
        if (!understood) info.unknown.emplace_back(comment.substr(span.offset, span.length));
    }
    addText(comment.substr(textFrom));
    // Comments kept as separate blocks (joinComment's "a } { b") read as one text: "a b".
    std::string joined;
    for (std::size_t i = 0; i < info.text.size(); ++i) {
        if (const std::size_t open = blockSeparatorEnd(info.text, i);
            open != std::string_view::npos) {
            while (!joined.empty() && isSpace(joined.back())) joined.pop_back();
            i = open;
            while (i + 1 < info.text.size() && isSpace(info.text[i + 1])) ++i;
            if (!joined.empty()) joined += ' ';
            continue;
        }
        joined += info.text[i];
    }
    info.text = std::string(trim(joined));
    return info;
}

// ---------------------------------------------------------------------------------------
// Editing

namespace {

// Removes [offset, offset+length) and one whitespace character beside it (preferably the
// one before), so "a [%clk 0:01:00] b" becomes "a b" and "[%clk 0:01:00] b" becomes "b".
void eraseCommand(std::string& comment, std::size_t offset, std::size_t length)
{
    if (offset > 0 && isSpace(comment[offset - 1])) {
        --offset;
        ++length;
    } else if (offset + length < comment.size() && isSpace(comment[offset + length])) {
        ++length;
    }
    comment.erase(offset, length);
}

// Puts "[%name args]" in place of the first span that `matches`, removes the other
// matching spans, or inserts it; with no args, removes every matching span.
void replaceCommand(std::string& comment, std::string_view name,
                    std::optional<std::string_view> args,
                    const std::function<bool(std::string_view)>& matches)
{
    const std::vector<CommandSpan> spans = findCommands(comment);
    std::string command;
    if (args) {
        command = "[%";
        command += name;
        if (!args->empty()) {
            command += ' ';
            command += *args;
        }
        command += ']';
    }

    std::vector<const CommandSpan*> hits;
    for (const CommandSpan& s : spans)
        if (s.name == name && matches(s.args)) hits.push_back(&s);

    // From the back, so earlier offsets stay valid.
    for (std::size_t i = hits.size(); i-- > 0;) {
        if (i == 0 && args)
            comment.replace(hits[0]->offset, hits[0]->length, command);
        else
            eraseCommand(comment, hits[i]->offset, hits[i]->length);
    }
    if (!hits.empty() || !args) return;

    if (!spans.empty()) {
        // After the last command, so commands stay together.
        const std::size_t at = spans.back().offset + spans.back().length;
        comment.insert(at, " " + command);
        return;
    }
    std::size_t at = 0;
    while (at < comment.size() && isSpace(comment[at])) ++at;
    comment.insert(at, at < comment.size() ? command + ' ' : command);
}

} // namespace

void setCommand(std::string& comment, std::string_view name, std::optional<std::string_view> args)
{
    replaceCommand(comment, name, args, [](std::string_view) { return true; });
}

void setClock(std::string& comment, std::optional<double> seconds)
{
    const std::string args = seconds ? formatClock(*seconds) : std::string();
    replaceCommand(comment, "clk", seconds ? std::optional<std::string_view>(args) : std::nullopt,
                   [](std::string_view a) { return parseClock(a).has_value(); });
}

void setEmt(std::string& comment, std::optional<double> seconds)
{
    const std::string args = seconds ? formatClock(*seconds) : std::string();
    replaceCommand(comment, "emt", seconds ? std::optional<std::string_view>(args) : std::nullopt,
                   [](std::string_view a) { return parseClock(a).has_value(); });
}

void setEval(std::string& comment, std::optional<Eval> eval)
{
    const std::string args = eval ? formatEval(*eval) : std::string();
    replaceCommand(comment, "eval", eval ? std::optional<std::string_view>(args) : std::nullopt,
                   [](std::string_view a) { return parseEval(a).has_value(); });
}

void setArrows(std::string& comment, const std::vector<Arrow>& arrows)
{
    const std::string args = formatArrows(arrows);
    replaceCommand(comment, "cal",
                   arrows.empty() ? std::nullopt : std::optional<std::string_view>(args),
                   [](std::string_view a) { return parseArrows(a).has_value(); });
}

void setSquareMarks(std::string& comment, const std::vector<SquareMark>& squares)
{
    const std::string args = formatSquareMarks(squares);
    replaceCommand(comment, "csl",
                   squares.empty() ? std::nullopt : std::optional<std::string_view>(args),
                   [](std::string_view a) { return parseSquareMarks(a).has_value(); });
}

void setCommentText(std::string& comment, std::string_view text)
{
    std::string out;
    for (const CommandSpan& s : findCommands(comment)) {
        if (!out.empty()) out += ' ';
        out += comment.substr(s.offset, s.length);
    }
    text = trim(text);
    if (!text.empty()) {
        if (!out.empty()) out += ' ';
        out += text;
    }
    comment = std::move(out);
}

BookMark splitBookMark(std::string_view text)
{
    constexpr std::string_view Word = "book";
    const auto isWord = [&](std::string_view w) {
        return w.size() == Word.size()
               && std::equal(w.begin(), w.end(), Word.begin(), [](char a, char b) {
                      return std::tolower(static_cast<unsigned char>(a)) == b;
                  });
    };
    text = trim(text);
    if (isWord(text)) return {true, {}};
    if (text.size() > Word.size()) {
        const std::size_t tail = text.size() - Word.size();
        if (isWord(text.substr(0, Word.size())) && isSpace(text[Word.size()]))
            return {true, trim(text.substr(Word.size()))};
        if (isWord(text.substr(tail)) && isSpace(text[tail - 1]))
            return {true, trim(text.substr(0, tail))};
    }
    return {false, text};
}

} // namespace kibitz::pgn
