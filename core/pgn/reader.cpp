// SPDX-License-Identifier: GPL-3.0-or-later
#include "pgn/reader.h"
#include "chess/result.h"

#include "pgn/game.h"

#include "chess/fen.h"
#include "chess/notation.h"
#include "chess/variant.h"

#include <algorithm>
#include <array>
#include <cstring>
#include <vector>

namespace kibitz::pgn {

using chess::Move;
using chess::Position;

namespace {

// Character classes, looked up in a table: the tokeniser touches every byte of the file.
enum : std::uint8_t { Space = 1, Delimiter = 2 };
constexpr std::array<std::uint8_t, 256> makeClasses()
{
    std::array<std::uint8_t, 256> t{};
    for (unsigned char c : {' ', '\t', '\r', '\n', '\0', '\f', '\v'}) t[c] = Space | Delimiter;
    for (unsigned char c : {'{', '}', '(', ')', ';', '$', '[', ']'}) t[c] = Delimiter;
    return t;
}
constexpr std::array<std::uint8_t, 256> Classes = makeClasses();

// The bytes skipToGameEnd must look at (every case of its switch: a NAG's digits are not a
// result); it steps over all others a byte at a time with one table look-up each (most of a
// skipped game's text).
constexpr std::array<bool, 256> makeSkipStops()
{
    std::array<bool, 256> t{};
    for (unsigned char c : {'\n', '{', ';', '%', '[', '$', '1', '0', '*'}) t[c] = true;
    return t;
}
constexpr std::array<bool, 256> SkipStops = makeSkipStops();

// The bytes that end the plain run of a tag value: its closing quote, and what needs the
// careful reading (an escape, a line break, a CR).
constexpr std::array<bool, 256> makeTagValueStops()
{
    std::array<bool, 256> t{};
    for (unsigned char c : {'"', '\\', '\n', '\r'}) t[c] = true;
    return t;
}
constexpr std::array<bool, 256> TagValueStops = makeTagValueStops();

bool isSpace(char c)
{
    return Classes[static_cast<unsigned char>(c)] & Space;
}
bool isDigit(char c)
{
    return c >= '0' && c <= '9';
}
// Characters that end a move or other symbol token in movetext.
bool isDelimiter(char c)
{
    return Classes[static_cast<unsigned char>(c)] & Delimiter;
}

// A game that ends (at the next game's tags or the end of the text) without a result. One
// message for both ends: a chunk from splitGames ends where the whole file has a next game,
// and reading in chunks must report what reading the whole file reports.
constexpr const char* MissingResult =
    "missing result (1-0, 0-1, 1/2-1/2 or *) at the end of the game";

bool isResult(std::string_view t)
{
    if (t[0] != '1' && t[0] != '0' && t[0] != '*') return false; // the hot path: most tokens
    return chess::isResultToken(t);
}

// A token that ends the game's movetext: a result, or "1/2" (read as 1/2-1/2, with an error).
// The scanners that skip movetext without reading it must end games exactly where reading
// it does (a game count or an index must not depend on what was skipped).
bool endsGame(std::string_view t)
{
    return isResult(t) || t == "1/2";
}

// A NAG after its '$' at p - 1, the one rule every scan of the movetext follows (PGN standard
// 8.2.4: '$' and a number 0..255): up to four digits; when they are no NAG (none, or more
// than 255), the token runs to the next delimiter and has no value.
struct NagToken {
    std::size_t end = 0;
    int value = -1; // -1: a bad NAG
};

NagToken readNag(std::string_view text, std::size_t p)
{
    std::size_t digits = 0;
    int nag = 0;
    while (p + digits < text.size() && isDigit(text[p + digits]) && digits < 4)
        nag = nag * 10 + (text[p + digits++] - '0');
    if (digits > 0 && nag <= 255) return NagToken{p + digits, nag};
    p += digits;
    while (p < text.size() && !isDelimiter(text[p])) ++p;
    return NagToken{p, -1};
}

// Whether the last line before `at` that is neither blank nor a ';' or '%' line may leave
// the reader among tags: it has a '[' outside "{...}" and before any ';' (a tag line, or a
// tag right after a result, as in "*[..."). The reader lets blank lines (and those comments)
// stand between a game's tags, so a '[' after them continues the same game and is no game
// boundary. Saying so for a '[' that was only an error in movetext merely moves the split.
bool followsTagLine(std::string_view text, std::size_t at)
{
    std::size_t end = at; // one past the line being looked at
    while (end > 0) {
        std::size_t start = text.rfind('\n', end - 1);
        start = start == std::string_view::npos ? 0 : start + 1;
        std::size_t first = start;
        while (first < end && isSpace(text[first])) ++first;
        if (first < end && text[first] != ';' && text[first] != '%') {
            for (std::size_t i = first; i < end; ++i) {
                if (text[i] == ';') break;
                if (text[i] == '[') return true;
                if (text[i] == '{') {
                    while (i < end && text[i] != '}') ++i;
                }
            }
            return false;
        }
        if (start == 0) break;
        end = start - 1;
    }
    return false;
}

} // namespace

StartResult startPositionFromTags(std::string_view fen, std::string_view variant)
{
    StartResult r;
    bool chess960 = false;
    chess::Variant rules = chess::Variant::Standard;
    // Tags other programs write for standard rules from an unusual start: FICS's "wild/N"
    // (a start of its own, given by the FEN tag; "wild/fr" is Fischer random) and
    // ChessBase's "Illegal" (a set-up the program could not check). Both are read by the
    // rules of chess from the FEN, which is read leniently as every FEN tag is. Without a
    // FEN tag they are read from the standard start, as python-chess reads them, with a
    // warning: the moves decide whether that was right.
    const auto lower = [](std::string_view s) {
        std::string out(s);
        for (char& c : out) c = char(c >= 'A' && c <= 'Z' ? c + ('a' - 'A') : c);
        return out;
    };
    const std::string name = lower(variant);
    if (name == "wild/fr") {
        variant = "chess960";
    } else if (name.starts_with("wild/") || name == "illegal") {
        if (fen.empty())
            r.warning = "variant '" + std::string(variant)
                        + "' without a FEN tag: read from the standard start";
        variant = {};
    }
    if (!variant.empty()) {
        // Chess960 and the eight variants, as lichess, python-chess and fairy-stockfish
        // spell them (chess/variant.h).
        const auto name = chess::parseVariantName(variant);
        if (!name) {
            r.error = "unsupported variant '" + std::string(variant) + "'";
            return r;
        }
        chess960 = name->chess960;
        rules = name->variant;
    }
    if (rules != chess::Variant::Standard && fen.empty())
        r.position = chess::variantStartPosition(rules);
    if (!fen.empty()) {
        auto pos = chess::positionFromFen(fen, rules, chess::Validation::Lenient);
        if (!pos) {
            r.error = "bad FEN tag: " + pos.error().toString();
            return r;
        }
        r.position = *pos;
    }
    if (chess960) r.position.setChess960(true);
    return r;
}

// ---------------------------------------------------------------------------------------

struct Reader::Impl {
    Reader& r;
    Visitor& v;
    std::string_view text;
    std::string scratch;          // unescaped tag values
    std::string commentScratch{}; // a comment with CRLF line breaks, made LF
    bool failed = false;          // this game has reported an error (strict mode stops its moves)
    PgnError lastError{};         // the error reported last, for unread()

    char peek() const { return r.m_pos < text.size() ? text[r.m_pos] : '\0'; }
    bool atEnd() const { return r.m_pos >= text.size(); }
    int column() const { return int(r.m_pos - r.m_lineStart) + 1; }
    int columnAt(std::size_t pos) const { return int(pos - r.m_lineStart) + 1; }
    void advance()
    {
        if (text[r.m_pos] == '\n') {
            ++r.m_line;
            r.m_lineStart = r.m_pos + 1;
        }
        ++r.m_pos;
    }
    void report(int line, int col, std::string message)
    {
        failed = true;
        lastError = PgnError{line, col, std::move(message)};
        v.error(lastError);
    }
    // Text just passed over because of the error reported last (see Visitor::unread).
    void reportUnread(std::string_view passed)
    {
        if (r.m_options.strict) return;
        while (!passed.empty() && isSpace(passed.back())) passed.remove_suffix(1);
        if (!passed.empty()) v.unread(passed, lastError);
    }
    // Reported, but neither a fault of the game nor a reason for strict mode to stop.
    void warn(int line, int col, std::string message)
    {
        v.error(PgnError{line, col, std::move(message), true});
    }

    void skipSpace()
    {
        std::size_t p = r.m_pos;
        const std::size_t n = text.size();
        const char* d = text.data();
        while (p < n && isSpace(d[p])) {
            if (d[p] == '\n') {
                ++r.m_line;
                r.m_lineStart = p + 1;
            }
            ++p;
        }
        r.m_pos = p;
    }
    void skipLine()
    {
        while (!atEnd() && text[r.m_pos] != '\n') ++r.m_pos;
    }
    // At the start of a line?
    bool atLineStart() const { return r.m_pos == r.m_lineStart; }

    // Skips whitespace, '%' escape lines and ';' comments between games.
    void skipBetweenGames()
    {
        for (;;) {
            skipSpace();
            if (atEnd()) return;
            const char c = text[r.m_pos];
            if ((c == '%' && atLineStart()) || c == ';') {
                skipLine();
                continue;
            }
            return;
        }
    }

    // --- Tags ------------------------------------------------------------------------
    struct GameTags {
        std::string fen, variant;
        int fenLine = 0, fenColumn = 0;
        int variantLine = 0, variantColumn = 0;
    };

    // Reads one "[Name "value"]"; on a malformed tag reports it and skips the line.
    void readTag(GameTags& tags)
    {
        const int line = r.m_line, col = column();
        ++r.m_pos; // '['
        while (!atEnd() && (text[r.m_pos] == ' ' || text[r.m_pos] == '\t')) ++r.m_pos;
        const std::size_t nameStart = r.m_pos;
        while (!atEnd() && !isSpace(text[r.m_pos]) && text[r.m_pos] != '"' && text[r.m_pos] != ']')
            ++r.m_pos;
        const std::string_view name = text.substr(nameStart, r.m_pos - nameStart);
        while (!atEnd() && (text[r.m_pos] == ' ' || text[r.m_pos] == '\t')) ++r.m_pos;
        if (name.empty() || atEnd() || text[r.m_pos] != '"') {
            report(line, col,
                   name.empty() ? "tag without a name"
                                : "tag " + chess::excerpt(name) + " has no quoted value");
            const std::size_t tagStart = r.m_lineStart + std::size_t(col - 1);
            skipLine();
            reportUnread(text.substr(tagStart, r.m_pos - tagStart));
            return;
        }
        ++r.m_pos; // opening quote
        {
            // Most values are a plain run closed by '"]': read in place, without a copy.
            const char* d = text.data();
            const std::size_t n = text.size();
            std::size_t p = r.m_pos;
            while (p < n && !TagValueStops[static_cast<unsigned char>(d[p])]) ++p;
            if (p + 1 < n && d[p] == '"' && d[p + 1] == ']') {
                const std::string_view value = text.substr(r.m_pos, p - r.m_pos);
                r.m_pos = p + 2;
                acceptTag(tags, name, value, line, col);
                return;
            }
        }
        scratch.clear();
        bool closed = false;
        while (!atEnd() && text[r.m_pos] != '\n') {
            // Plain characters in runs: most values have no quote or backslash inside.
            {
                const std::size_t runStart = r.m_pos;
                std::size_t p = runStart;
                const std::size_t n = text.size();
                while (p < n && text[p] != '"' && text[p] != '\\' && text[p] != '\n') ++p;
                scratch.append(text.data() + runStart, p - runStart);
                r.m_pos = p;
                if (atEnd() || text[r.m_pos] == '\n') break;
            }
            const char c = text[r.m_pos];
            if (c == '\\' && r.m_pos + 1 < text.size()
                && (text[r.m_pos + 1] == '"' || text[r.m_pos + 1] == '\\')) {
                scratch += text[r.m_pos + 1];
                r.m_pos += 2;
                continue;
            }
            if (c == '"') {
                // A quote followed by ']' ends the value; any other is an unescaped quote
                // inside it, which writers sometimes produce: keep it.
                std::size_t k = r.m_pos + 1;
                while (k < text.size() && (text[k] == ' ' || text[k] == '\t')) ++k;
                if (k >= text.size() || text[k] == ']' || text[k] == '\n' || text[k] == '\r') {
                    closed = true;
                    r.m_pos = k;
                    break;
                }
            }
            scratch += c;
            ++r.m_pos;
        }
        if (!closed) {
            report(line, col, "tag " + chess::excerpt(name) + ": value is not closed by '\"'");
        } else if (atEnd() || text[r.m_pos] != ']') {
            report(line, columnAt(r.m_pos), "tag " + chess::excerpt(name) + ": missing ']'");
        } else {
            ++r.m_pos;
        }
        if (!scratch.empty() && scratch.back() == '\r') scratch.pop_back();
        acceptTag(tags, name, scratch, line, col);
    }

    void acceptTag(GameTags& tags, std::string_view name, std::string_view value, int line, int col)
    {
        if (name == "FEN") {
            tags.fen = value;
            tags.fenLine = line;
            tags.fenColumn = col;
        } else if (name == "Variant") {
            tags.variant = value;
            tags.variantLine = line;
            tags.variantColumn = col;
        }
        v.tag(name, value);
        // Rest of the line (normally nothing but spaces).
        while (!atEnd() && (text[r.m_pos] == ' ' || text[r.m_pos] == '\t' || text[r.m_pos] == '\r'))
            ++r.m_pos;
    }

    // --- Movetext ----------------------------------------------------------------------
    struct Frame {
        Position current;
        Position beforeLast;
        bool hasLast = false;
        bool dead = false; // an error stopped this line of play: ignore its moves
        int line = 0, column = 0;
        // Where the text an error made this line of play pass over starts, and the error.
        std::size_t unreadFrom = std::string_view::npos;
        PgnError why{};
    };

    // The line of play f ends at end: what its error passed over is reported.
    void endUnread(Frame& f, std::size_t end)
    {
        if (f.unreadFrom == std::string_view::npos) return;
        const std::size_t from = f.unreadFrom;
        f.unreadFrom = std::string_view::npos;
        if (end <= from) return;
        std::swap(lastError, f.why);
        reportUnread(text.substr(from, end - from));
        std::swap(lastError, f.why);
    }

    // Skips a '{...}' comment, returning its text; reports an unterminated one.
    std::string_view readBraceComment()
    {
        const int line = r.m_line, col = column();
        ++r.m_pos; // '{'
        const std::size_t start = r.m_pos;
        while (!atEnd() && text[r.m_pos] != '}') advance();
        const std::string_view body = text.substr(start, r.m_pos - start);
        if (atEnd())
            report(line, col, "comment is not closed by '}'");
        else
            ++r.m_pos;
        return body;
    }

    // Every CR that only precedes a line break goes, a run of them too ("\r\r\n"): had one
    // been kept, the comment would hold a CRLF that the next reading turns into LF.
    std::string_view withoutCrlf(std::string_view body)
    {
        commentScratch.clear();
        for (std::size_t i = 0; i < body.size(); ++i) {
            if (body[i] == '\r') {
                std::size_t j = i;
                while (j < body.size() && body[j] == '\r') ++j;
                if (j < body.size() && body[j] == '\n') {
                    i = j - 1; // the LF comes next
                    continue;
                }
            }
            commentScratch += body[i];
        }
        return commentScratch;
    }

    // Skips to the ')' matching an already consumed '(' (comments respected), or to a '['
    // opening a line: the next game's tags end an unclosed variation (see readMovetext), or
    // to a result, which ends the game inside a variation too (left for readMovetext).
    void skipVariation()
    {
        int depth = 1;
        const char* d = text.data();
        const std::size_t n = text.size();
        while (!atEnd() && depth > 0) {
            const char c = text[r.m_pos];
            if (c == '[' && atLineStart()) return;
            if (c == '{') {
                readBraceComment();
                continue;
            }
            if (c == ';' || (c == '%' && atLineStart())) {
                skipLine();
                continue;
            }
            if (c == '$') {
                r.m_pos = readNag(text, r.m_pos + 1).end;
                continue;
            }
            if (!isDelimiter(c)) {
                std::size_t p = r.m_pos;
                while (p < n && !isDelimiter(d[p])) ++p;
                if (endsGame(text.substr(r.m_pos, p - r.m_pos))) return;
                r.m_pos = p;
                continue;
            }
            if (c == '(')
                ++depth;
            else if (c == ')')
                --depth;
            advance();
        }
    }

    // Skips what is left of a game's movetext without reporting anything: to its result
    // (true; the token in result) or to the next game's tags or the end of the text (false).
    // Used once nothing more of the game is wanted (tags-only scans, a book's first plies).
    bool skipToGameEnd(std::string_view& result, std::size_t* resultStart = nullptr)
    {
        const char* d = text.data();
        const std::size_t n = text.size();
        std::size_t p = r.m_pos;
        auto newline = [&](std::size_t at) {
            ++r.m_line;
            r.m_lineStart = at + 1;
        };
        auto stop = [d](std::size_t at) -> unsigned {
            return SkipStops[static_cast<unsigned char>(d[at])];
        };
        std::size_t afterNag = std::string_view::npos;
        while (p < n) {
            while (p + 4 <= n && !(stop(p) | stop(p + 1) | stop(p + 2) | stop(p + 3)))
                p += 4; // one branch per 4
            while (p < n && !stop(p)) ++p;
            if (p >= n) break;
            const char c = d[p];
            switch (c) {
            case '\n':
                newline(p);
                ++p;
                break;
            case '{':
                ++p;
                while (p < n && d[p] != '}') {
                    if (d[p] == '\n') newline(p);
                    ++p;
                }
                if (p < n) ++p;
                break;
            case ';':
                while (p < n && d[p] != '\n') ++p;
                break;
            case '%': // an escape line (PGN standard 6): nothing in it counts, results neither
                if (p == r.m_lineStart)
                    while (p < n && d[p] != '\n') ++p;
                else
                    ++p;
                break;
            case '[':
                if (p == r.m_lineStart) {
                    r.m_pos = p;
                    return false;
                }
                ++p;
                break;
            case '$':
                p = readNag(text, p + 1).end;
                afterNag = p;
                break;
            case '1':
            case '0':
            case '*': {
                const std::size_t start = p;
                // A token starts after a delimiter, or right after a NAG ("$1*"), as the
                // movetext reader reads it.
                const bool tokenStart = p == 0 || isDelimiter(d[p - 1]) || p == afterNag;
                while (p < n && !isDelimiter(d[p])) ++p;
                if (tokenStart && endsGame(text.substr(start, p - start))) {
                    result = text.substr(start, p - start);
                    if (resultStart) *resultStart = start;
                    if (result == "1/2") result = "1/2-1/2";
                    r.m_pos = p;
                    return true;
                }
                break;
            }
            default:
                ++p;
            }
        }
        r.m_pos = p;
        return false;
    }

    Move parseToken(const Position& pos, std::string_view token, std::string& message)
    {
        // Strict reading takes SAN as the standard writes it (8.2.3): no castling written as
        // a king move (Kh1, Kg1), no UCI, as `san --strict` reads it. The quick parser is
        // tolerant, so strict mode does without it.
        const chess::SanReading reading =
            r.m_options.strict ? chess::SanReading::Strict : chess::SanReading::Tolerant;
        if (reading == chess::SanReading::Tolerant)
            if (const Move quick = chess::parseSanQuick(pos, token); !quick.isNone()) return quick;
        auto m = chess::parseSan(pos, token, reading);
        if (m) return *m; // the null move, which parseSanQuick does not give
        message = m.error().message;
        return Move::none();
    }

    // Reads movetext until the game's result or the next game's tags.
    void readMovetext(const GameTags& tags, bool skipMoves)
    {
        std::vector<Frame> frames;
        frames.reserve(8);
        Position start;
        bool movesDead = skipMoves;
        bool badStart = false;
        if (!skipMoves) {
            StartResult s = startPositionFromTags(tags.fen, tags.variant);
            if (!s.error.empty()) {
                // Point at the tag at fault: Variant when the variant alone is refused.
                const bool variantAtFault =
                    !tags.variant.empty()
                    && !startPositionFromTags(chess::StartFen, tags.variant).error.empty();
                if (variantAtFault)
                    report(tags.variantLine, tags.variantColumn, s.error);
                else if (tags.fenLine)
                    report(tags.fenLine, tags.fenColumn, s.error);
                else
                    report(r.m_line, column(), s.error);
                movesDead = true;
                // The whole movetext is passed over: kept for whoever wants it.
                skipSpace();
                badStart = true;
            } else {
                if (!s.warning.empty()) warn(tags.variantLine, tags.variantColumn, s.warning);
                start = s.position;
                v.startPosition(start);
            }
        }
        if (failed && r.m_options.strict) movesDead = true; // a bad tag: strict reads no moves
        frames.push_back(Frame{start, start, false, movesDead, 0, 0});
        if (badStart) {
            frames.front().unreadFrom = r.m_pos;
            frames.front().why = lastError;
        }
        bool sawResult = false;
        bool sawAnything = false;
        int nextGameLine = 0, nextGameColumn = 0; // where the next game's tags cut this one

        // Where the move number just read starts ("6." before "Ke9"): text passed over from a
        // move on starts with its number, as the reader of it expects.
        std::size_t pendingNumber = std::string_view::npos;
        while (true) {
            const std::size_t numberBefore = pendingNumber;
            pendingNumber = std::string_view::npos;
            skipSpace();
            if (atEnd()) break;
            if (failed && r.m_options.strict) {
                // Strict: the game's moves end at its first error, whatever the error was.
                for (Frame& fr : frames) fr.dead = true;
            }
            if (frames.size() == 1 && frames.front().dead) {
                // Nothing more of this game is wanted: find its end quickly.
                std::string_view res;
                std::size_t resultStart = 0;
                if (skipToGameEnd(res, &resultStart)) {
                    endUnread(frames.front(), resultStart);
                    if (!skipMoves) v.result(res);
                    sawResult = true;
                } else if (!atEnd()) {
                    endUnread(frames.front(), r.m_pos);
                    report(r.m_line, column(), MissingResult);
                } else {
                    endUnread(frames.front(), r.m_pos);
                    sawAnything = true;
                }
                break;
            }
            const char c = text[r.m_pos];
            if (c == '[' && atLineStart()) {
                // The next game's tags: this game had no result. A '[' opening a line is taken
                // for a tag even inside a variation (an unclosed '(' must not swallow the next
                // game), as skipToGameEnd, skipVariation and splitGames do; a '[' anywhere
                // else is garbage, reported below (were it a game boundary here but not in
                // the scanners, a game count would depend on what was skipped).
                if (sawAnything) {
                    nextGameLine = r.m_line; // reported after any unclosed variation
                    nextGameColumn = column();
                }
                break;
            }
            sawAnything = true;
            switch (c) {
            case '{': {
                std::string_view body = readBraceComment();
                if (!skipMoves && !frames.back().dead) {
                    // A CRLF file's line break inside a comment is a line break, not a CR
                    // kept as text (rare: only such comments are copied).
                    if (body.find('\r') != std::string_view::npos) body = withoutCrlf(body);
                    v.comment(body);
                }
                continue;
            }
            case ';': {
                const std::size_t start2 = r.m_pos + 1;
                skipLine();
                std::string_view body = text.substr(start2, r.m_pos - start2);
                if (!body.empty() && body.back() == '\r') body.remove_suffix(1);
                if (!skipMoves && !frames.back().dead) v.comment(body);
                continue;
            }
            case '%':
                if (atLineStart()) {
                    skipLine();
                    continue;
                }
                break;
            case '(': {
                const int line = r.m_line, col = column();
                ++r.m_pos;
                Frame& parent = frames.back();
                if (skipMoves) {
                    skipVariation();
                    continue;
                }
                if (parent.dead) {
                    skipVariation();
                    continue;
                }
                if (!parent.hasLast) {
                    report(line, col, "variation before any move");
                    const std::size_t open = r.m_pos - 1;
                    skipVariation();
                    reportUnread(text.substr(open, r.m_pos - open));
                    continue;
                }
                if (v.beginVariation() == Control::Skip) {
                    skipVariation();
                    v.endVariation();
                    continue;
                }
                frames.push_back(
                    Frame{parent.beforeLast, parent.beforeLast, false, false, line, col});
                continue;
            }
            case ')':
                if (frames.size() == 1) {
                    // Nothing is lost by skipping it (python-chess reads on too).
                    warn(r.m_line, column(), "')' without a variation to close (ignored)");
                } else {
                    endUnread(frames.back(), r.m_pos);
                    frames.pop_back();
                    if (!skipMoves) v.endVariation();
                }
                ++r.m_pos;
                continue;
            case '$': {
                const int line = r.m_line, col = column();
                const std::size_t nagStart = r.m_pos;
                const NagToken nag = readNag(text, r.m_pos + 1);
                r.m_pos = nag.end;
                if (nag.value < 0) {
                    report(line, col, "bad NAG");
                    if (!skipMoves && !frames.back().dead)
                        reportUnread(text.substr(nagStart, r.m_pos - nagStart));
                } else if (!skipMoves && !frames.back().dead) {
                    v.nag(nag.value);
                }
                continue;
            }
            default:
                break;
            }

            // A symbol token: move number, move, result, glyph.
            const int line = r.m_line, col = column();
            const std::size_t tokStart = r.m_pos;
            {
                const char* d = text.data();
                std::size_t p = tokStart;
                const std::size_t n = text.size();
                while (p < n && !isDelimiter(d[p])) ++p;
                r.m_pos = p;
            }
            std::string_view token = text.substr(tokStart, r.m_pos - tokStart);
            if (token.empty()) {
                // A lone delimiter we do not handle (']', '}'): garbage.
                report(line, col, std::string("unexpected '") + c + "'");
                if (!skipMoves && !frames.back().dead) reportUnread(text.substr(r.m_pos, 1));
                ++r.m_pos;
                continue;
            }

            if (isResult(token)) {
                if (frames.size() > 1) {
                    report(line, col,
                           "result inside a variation: " + std::to_string(frames.size() - 1)
                               + " variation(s) not closed");
                    while (frames.size() > 1) {
                        endUnread(frames.back(), tokStart);
                        frames.pop_back();
                        if (!skipMoves) v.endVariation();
                    }
                }
                endUnread(frames.front(), tokStart);
                if (!skipMoves) v.result(token);
                sawResult = true;
                break;
            }

            // Move numbers: "12." "12..." "12" (digits, then dots).
            if (isDigit(token[0])) {
                std::size_t k = 0;
                while (k < token.size() && isDigit(token[k])) ++k;
                std::size_t dots = k;
                while (dots < token.size() && token[dots] == '.') ++dots;
                if (dots == token.size()) { // a move number
                    pendingNumber = tokStart;
                    continue;
                }
                if (k < token.size() && token[k] == '.')
                    token.remove_prefix(dots); // "12.e4"
                else if (token != "0-0" && token != "0-0-0" && !token.starts_with("0-0")) {
                    if (token == "1/2") {
                        report(line, col, "result '1/2' should be written 1/2-1/2");
                        if (!skipMoves) v.result("1/2-1/2");
                        sawResult = true;
                        break;
                    }
                }
            }
            while (!token.empty() && token.front() == '.') token.remove_prefix(1); // "...e5"
            if (token.empty()) continue;
            // "exd6 e.p.": the en passant remark written apart from its move.
            if (token == "e.p." || token == "e.p" || token == "ep") continue;

            // Glyphs written apart ("e4 !?") or glued on ("e4!?").
            if (const int g = (token[0] == '!' || token[0] == '?') ? nagFromGlyph(token) : 0;
                g > 0) {
                if (!skipMoves && !frames.back().dead) v.nag(g);
                continue;
            }
            std::size_t glyphStart = token.size();
            while (glyphStart > 0 && (token[glyphStart - 1] == '!' || token[glyphStart - 1] == '?'))
                --glyphStart;
            const std::string_view glyph = token.substr(glyphStart);
            std::string_view san = token.substr(0, glyphStart);

            Frame& f = frames.back();
            if (skipMoves || f.dead) continue;
            std::string message;
            const Move m = parseToken(f.current, san, message);
            if (m.isNone()) {
                report(line, col,
                       message.empty() ? "illegal move " + chess::excerpt(san) : message);
                f.dead = true;
                // This line of play is passed over from here (from the move's number).
                f.unreadFrom = numberBefore != std::string_view::npos ? numberBefore : tokStart;
                f.why = lastError;
                if (r.m_options.strict) {
                    // Strict: the game's moves end here; find its end without reading moves.
                    for (Frame& fr : frames) fr.dead = true;
                }
                continue;
            }
            v.move(f.current, m, san);
            f.beforeLast = f.current;
            f.current.play(m);
            f.hasLast = true;
            if (!v.wantsMoreMoves())
                for (Frame& fr : frames) fr.dead = true;
            if (!glyph.empty()) {
                const int g = nagFromGlyph(glyph);
                if (g > 0)
                    v.nag(g);
                else {
                    report(line, col + int(glyphStart),
                           "unknown glyph '" + chess::excerpt(glyph) + "'");
                    reportUnread(glyph);
                }
            }
        }

        if (frames.size() > 1) {
            report(frames.back().line, frames.back().column, "variation is not closed by ')'");
            while (frames.size() > 1) {
                endUnread(frames.back(), r.m_pos);
                frames.pop_back();
                if (!skipMoves) v.endVariation();
            }
        }
        endUnread(frames.front(), r.m_pos);
        if (nextGameLine) report(nextGameLine, nextGameColumn, MissingResult);
        if (!sawResult && sawAnything && !skipMoves && atEnd())
            report(r.m_line, column(), MissingResult);
    }

    bool readGame()
    {
        skipBetweenGames();
        if (atEnd()) return false;
        v.beginGame(r.m_line);
        GameTags tags;
        // Tags, tolerating blank lines, ';' comments and '%' escape lines between them. A
        // comment after the last tag belongs to the movetext: look past, and come back.
        for (;;) {
            skipSpace();
            const std::size_t pos = r.m_pos, lineStart = r.m_lineStart;
            const int line = r.m_line;
            skipBetweenGames();
            if (atEnd() || text[r.m_pos] != '[') {
                r.m_pos = pos;
                r.m_lineStart = lineStart;
                r.m_line = line;
                break;
            }
            readTag(tags);
        }
        const bool skip = v.endTags() == Control::Skip;
        readMovetext(tags, skip);
        v.endGame();
        return true;
    }
};

Reader::Reader(std::string_view text, ReadOptions options, int firstLine)
    : m_text(text)
    , m_options(options)
    , m_line(firstLine)
{}

std::vector<Chunk> splitGames(std::string_view text, int parts,
                              const std::function<void(std::size_t at)>& passed)
{
    // A game starts at a '[' opening a line after a blank line, outside "{...}" comments.
    // Only the few candidates near the split targets are examined; whether a candidate lies
    // inside a comment is known by walking the braces up to it with memchr, which is fast
    // because comments are sparse. (A '{' in a ';' comment or a tag value only makes the
    // walk think a comment is open until the next '}': the split moves later, the pieces
    // are still whole games.)
    std::vector<Chunk> chunks;
    const std::size_t n = text.size();
    const char* d = text.data();
    parts = std::max(1, parts);
    std::size_t begin = 0, known = 0; // brace state is known up to `known`
    bool inBrace = false;
    int firstLine = 1;
    auto advanceTo = [&](std::size_t to) {
        while (known < to) {
            const char want = inBrace ? '}' : '{';
            const void* hit = std::memchr(d + known, want, to - known);
            if (!hit) {
                known = to;
                break;
            }
            known = std::size_t(static_cast<const char*>(hit) - d) + 1;
            inBrace = !inBrace;
        }
    };
    for (int k = 1; k < parts; ++k) {
        std::size_t from = std::max(begin, n / std::size_t(parts) * std::size_t(k));
        std::size_t boundary = std::string_view::npos;
        while (from < n) {
            std::size_t lf = text.find("\n\n[", from), crlf = text.find("\n\r\n[", from);
            std::size_t at = std::min(lf == std::string_view::npos ? n : lf + 2,
                                      crlf == std::string_view::npos ? n : crlf + 3);
            if (at >= n) break;
            advanceTo(at);
            if (!inBrace && !followsTagLine(text, at)) {
                boundary = at;
                break;
            }
            from = at;
        }
        if (boundary == std::string_view::npos) break;
        chunks.push_back(Chunk{text.substr(begin, boundary - begin), firstLine});
        firstLine += int(std::count(d + begin, d + boundary, '\n'));
        begin = boundary;
        if (passed) passed(boundary);
    }
    if (begin < n || chunks.empty()) chunks.push_back(Chunk{text.substr(begin), firstLine});
    return chunks;
}

bool Reader::readGame(Visitor& visitor)
{
    Impl impl{*this, visitor, m_text, {}};
    return impl.readGame();
}

} // namespace kibitz::pgn
