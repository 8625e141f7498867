// SPDX-License-Identifier: GPL-3.0-or-later
#include "pgn/writer.h"

#include "chess/notation.h"
#include "chess/result.h"
#include "pgn/walk.h"

#include <vector>

namespace kibitz::pgn {

namespace {

// Display width of UTF-8 text: code points, not bytes (a name like "Nepomniachtchi" in
// Cyrillic must not wrap early).
int width(std::string_view s)
{
    int n = 0;
    for (unsigned char c : s) n += (c & 0xC0) != 0x80;
    return n;
}

// "$n" (built by appending: GCC 12 warns falsely on "$" + std::string at -O2).
std::string nagToken(std::uint8_t nag)
{
    std::string t(1, '$');
    t += std::to_string(nag);
    return t;
}

bool isResult(std::string_view r)
{
    return chess::isResultToken(r);
}

// Lays tokens out one space apart, breaking lines before a token that would not fit.
class LineBreaker {
public:
    LineBreaker(std::string& out, int lineLength)
        : m_out(out)
        , m_lineLength(lineLength)
    {}

    // A token that must not be split; prefix (an opening parenthesis) is glued to it.
    void token(std::string_view text)
    {
        separate(width(m_prefix) + width(text));
        m_out += m_prefix;
        m_col += width(m_prefix);
        m_prefix.clear();
        put(text);
    }
    // Glued to the next token ("(" before a variation's first move).
    void prefix(std::string_view text) { m_prefix += text; }
    // Glued to the previous token (")" after a variation's last move), unless the line is
    // full.
    void suffix(std::string_view text)
    {
        if (m_lineLength > 0 && m_col > 0 && m_col + width(text) > m_lineLength) newline();
        put(text);
    }
    // A comment: "{text}", where a space may become a line break; see writer.h for '}'.
    void comment(std::string_view text)
    {
        // A '}' of the text itself (not one of joinComment's block separators "a } { b").
        bool hasBrace = false;
        for (std::size_t i = text.find('}'); i != std::string_view::npos && !hasBrace;
             i = text.find('}', i + 1))
            hasBrace = blockSeparatorEnd(text, i) == std::string_view::npos;
        const bool hasBreak =
            text.find('\n') != std::string_view::npos || text.find('\r') != std::string_view::npos;
        if (hasBrace && !hasBreak) {
            // Rest-of-line comment (PGN standard section 5): runs to the end of the line.
            std::string line;
            line.reserve(text.size() + 1);
            line += ';';
            line += text;
            token(line);
            newline();
            return;
        }
        // A '}' would end the comment early, so it goes, except where joinComment kept two
        // comments apart ("a } { b"): those are written back as the blocks they were.
        std::string full = "{";
        for (std::size_t i = 0; i < text.size(); ++i)
            if (text[i] != '}' || blockSeparatorEnd(text, i) != std::string_view::npos)
                full += text[i];
        full += '}';

        // Hard line breaks stay; spaces are break opportunities.
        std::string_view rest = full;
        bool firstLine = true;
        for (;;) {
            const std::size_t nl = rest.find('\n');
            std::string_view line = rest.substr(0, nl);
            bool firstWord = true;
            bool afterCr = false;
            for (;;) {
                const std::size_t sp = line.find(' ');
                const std::string_view word = line.substr(0, sp);
                if (firstWord && firstLine)
                    token(word);
                else if (firstWord)
                    put(word);
                else {
                    // (At a line's start a break would only add an empty line; after a CR
                    // it would make a CRLF, which reads back as a bare LF.)
                    if (m_lineLength > 0 && m_col > 0 && m_col + 1 + width(word) > m_lineLength
                        && !afterCr)
                        newline();
                    else
                        put(" ");
                    put(word);
                }
                afterCr = !word.empty() && word.back() == '\r';
                firstWord = false;
                if (sp == std::string_view::npos) break;
                line.remove_prefix(sp + 1);
            }
            if (nl == std::string_view::npos) break;
            rest.remove_prefix(nl + 1);
            newline();
            firstLine = false;
        }
    }
    void newline()
    {
        m_out += '\n';
        m_col = 0;
    }
    int column() const { return m_col; }

private:
    // Space or line break before a token of the given width (nothing at a line's start).
    void separate(int tokenWidth)
    {
        if (m_col == 0) return;
        if (m_lineLength > 0 && m_col + 1 + tokenWidth > m_lineLength)
            newline();
        else
            put(" ");
    }
    void put(std::string_view text)
    {
        m_out += text;
        m_col += width(text);
    }

    std::string& m_out;
    int m_lineLength;
    int m_col = 0;
    std::string m_prefix;
};

// The movetext through the one walk of a game (walk.h), which gives the move-number rule.
class MovetextWriter : public TreeVisitor {
public:
    MovetextWriter(std::string& out, const WriteOptions& options)
        : m_lines(out, options.lineLength)
        , m_options(options)
    {}

    void write(const Game& game)
    {
        const Node* root = game.root();
        if (m_options.nags)
            for (std::uint8_t nag : root->nags()) m_lines.token(nagToken(nag));
        if (m_options.comments && !root->commentAfter().empty())
            m_lines.comment(root->commentAfter());
        walkTree(game, *this, m_options.variations);
        const std::string result = game.result();
        m_lines.token(isResult(result) ? result : "*");
    }

    // Returns whether the next Black move needs its number.
    bool move(const Node& node, bool forceNumber, int /*depth*/) override
    {
        if (m_options.comments && !node.commentBefore().empty()) {
            m_lines.comment(node.commentBefore());
            forceNumber = true;
        }
        const chess::Position& before = node.positionBefore();
        std::string text;
        if (before.sideToMove() == chess::Color::White) {
            text = std::to_string(before.fullmoveNumber()) + ". ";
        } else if (forceNumber) {
            text = std::to_string(before.fullmoveNumber()) + "... ";
        }
        text += chess::toSan(before, node.move());
        m_lines.token(text);
        if (m_options.nags)
            for (std::uint8_t nag : node.nags()) m_lines.token(nagToken(nag));
        if (m_options.comments && !node.commentAfter().empty()) {
            m_lines.comment(node.commentAfter());
            return true;
        }
        return false;
    }
    Control beginVariation(const Node& /*first*/, int /*depth*/) override
    {
        m_lines.prefix("(");
        return Control::Continue;
    }
    void endVariation(int /*depth*/) override { m_lines.suffix(")"); }

private:
    LineBreaker m_lines;
    const WriteOptions& m_options;
};

} // namespace

std::string escapeTagValue(std::string_view value)
{
    std::string out;
    out.reserve(value.size());
    for (char c : value) {
        if (c == '\\' || c == '"') out += '\\';
        out += (c == '\n' || c == '\r') ? ' ' : c;
    }
    return out;
}

void writeHeaders(const Headers& headers, std::string& out)
{
    auto line = [&](std::string_view name, std::string_view value) {
        out += '[';
        out += name;
        out += " \"";
        out += escapeTagValue(value);
        out += "\"]\n";
    };
    // PGN standard 8.1.1: the roster first, in its order.
    for (std::string_view name : Headers::sevenTagRoster())
        line(name, headers.get(name).value_or(Headers::rosterDefault(name)));
    for (const Tag& t : headers.tags())
        if (!Headers::isRosterTag(t.name)) line(t.name, t.value);
}

std::string writeMovetext(const Game& game, const WriteOptions& options)
{
    std::string out;
    MovetextWriter(out, options).write(game);
    return out;
}

void writeGame(const Game& game, std::string& out, const WriteOptions& options)
{
    if (options.headers) {
        writeHeaders(game.headers(), out);
        out += '\n';
    }
    MovetextWriter(out, options).write(game);
    out += "\n\n";
}

std::string writeGame(const Game& game, const WriteOptions& options)
{
    std::string out;
    writeGame(game, out, options);
    return out;
}

std::string writeGames(const std::vector<Game>& games, const WriteOptions& options)
{
    std::string out;
    for (const Game& g : games) writeGame(g, out, options);
    return out;
}

} // namespace kibitz::pgn
