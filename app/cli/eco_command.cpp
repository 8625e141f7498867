// SPDX-License-Identifier: GPL-3.0-or-later
// kibitz-cli eco: fills the ECO and Opening tags of every game, losslessly. Only the tag
// section of a classified game changes; every other byte of the file (movetext, comments,
// other tags, blank lines, line endings, encoding) is copied as it was, because the tag
// lines are edited in the file's own bytes rather than the games re-exported.

#include "commands.h"
#include "json.h"

#include "io/atomic_file.h"
#include "opening/classifier.h"
#include "pgn/input.h"
#include "pgn/reader.h"

#include <algorithm>
#include <array>
#include <cctype>
#include <chrono>
#include <cmath>
#include <cstdio>
#include <fstream>
#include <iterator>

namespace kibitz::cli {

namespace {

// One game as the reader saw it: where its text ends, its main line's positions, whether it
// had errors, and which of the two tags it has.
class EcoVisitor : public pgn::Visitor {
public:
    std::vector<chess::Key> keys;
    std::optional<pgn::PgnError> firstError;
    int firstLine = 1; // of the game's first tag or move

    void beginGame(int line) override
    {
        firstLine = line;
        keys.clear();
        firstError.reset();
        m_depth = 0;
        m_hasLast = false;
    }
    void startPosition(const chess::Position& pos) override { keys.push_back(pos.key()); }
    void move(const chess::Position& before, chess::Move m, std::string_view) override
    {
        if (m_depth != 0) return;
        if (m_hasLast) keys.push_back(before.key());
        m_last = before;
        m_lastMove = m;
        m_hasLast = true;
    }
    pgn::Control beginVariation() override
    {
        ++m_depth;
        return pgn::Control::Continue;
    }
    void endVariation() override { --m_depth; }
    void error(const pgn::PgnError& e) override
    {
        if (!firstError && !e.warning) firstError = e;
    }
    void endGame() override
    {
        if (m_hasLast) keys.push_back(m_last.after(m_lastMove).key());
    }

private:
    int m_depth = 0;
    bool m_hasLast = false;
    chess::Position m_last;
    chess::Move m_lastMove;
};

// Offsets in the UTF-8 text the reader reads back to offsets in the file's bytes: the same
// for UTF-8, shifted by a byte order mark, and walked byte by byte for Latin-1 (where a byte
// of 0x80 or more became two or three). Asked for increasing offsets only.
class OffsetMap {
public:
    OffsetMap(std::string_view raw, pgn::Encoding encoding)
        : m_raw(raw)
        , m_encoding(encoding)
    {
        if (encoding != pgn::Encoding::Latin1) return;
        for (int b = 0; b < 256; ++b)
            m_length[b] =
                b < 0x80 ? 1 : int(pgn::decodePgnBytes(std::string(1, char(b))).text.size());
    }
    std::size_t toRaw(std::size_t utf8)
    {
        if (m_encoding == pgn::Encoding::Utf8) return utf8;
        if (m_encoding == pgn::Encoding::Utf8WithBom) return utf8 + 3;
        while (m_utf8 < utf8 && m_rawPos < m_raw.size())
            m_utf8 += m_length[static_cast<unsigned char>(m_raw[m_rawPos++])];
        return m_rawPos;
    }

private:
    std::string_view m_raw;
    pgn::Encoding m_encoding;
    std::array<int, 256> m_length{};
    std::size_t m_rawPos = 0, m_utf8 = 0;
};

// A tag value in the file's encoding, escaped as PGN wants (section 8.1.1). The names are
// UTF-8; for a Latin-1 file the few letters Latin-1 lacks lose their accent.
std::string tagValue(std::string_view utf8, bool latin1)
{
    std::string out;
    for (std::size_t i = 0; i < utf8.size(); ++i) {
        const auto c = static_cast<unsigned char>(utf8[i]);
        if (c == '"' || c == '\\') out += '\\';
        if (!latin1 || c < 0x80) {
            out += char(c);
            continue;
        }
        char32_t cp = 0;
        int extra = c >= 0xF0 ? 3 : c >= 0xE0 ? 2 : 1;
        cp = c & (0x3F >> extra);
        for (; extra > 0 && i + 1 < utf8.size(); --extra)
            cp = (cp << 6) | (static_cast<unsigned char>(utf8[++i]) & 0x3F);
        if (cp <= 0xFF)
            out += char(cp);
        else if (cp == 0x0106 || cp == 0x0107 || cp == 0x010C || cp == 0x010D)
            out += cp & 1 ? 'c' : 'C';
        else
            out += '?';
    }
    return out;
}

// A line "[Name "value"]" alone (spaces around allowed): its name and where the value's
// text starts and ends in the line; nullopt for anything else.
struct TagLine {
    std::string_view name;
    std::size_t valueBegin = 0, valueEnd = 0;
};
std::optional<TagLine> parseTagLine(std::string_view line)
{
    std::size_t i = line.find_first_not_of(" \t");
    if (i == std::string_view::npos || line[i] != '[') return std::nullopt;
    const std::size_t nameBegin = ++i;
    while (i < line.size() && (std::isalnum(static_cast<unsigned char>(line[i])) || line[i] == '_'))
        ++i;
    TagLine t;
    t.name = line.substr(nameBegin, i - nameBegin);
    i = line.find_first_not_of(" \t", i);
    if (i == std::string_view::npos || line[i] != '"') return std::nullopt;
    t.valueBegin = ++i;
    while (i < line.size() && line[i] != '"') i += line[i] == '\\' ? 2 : 1;
    if (i >= line.size()) return std::nullopt;
    t.valueEnd = i;
    i = line.find_first_not_of(" \t", i + 1);
    if (i == std::string_view::npos || line[i] != ']') return std::nullopt;
    if (line.find_first_not_of(" \t\r", i + 1) != std::string_view::npos) return std::nullopt;
    return t;
}

// The game's bytes with ECO and Opening set; the same bytes when nothing is to change.
// skipLines: lines before the game proper (the end of the previous one, text between games),
// copied as they are.
std::string retag(std::string_view game, int skipLines, const std::string& eco,
                  const std::string& name, bool overwrite)
{
    struct Wanted {
        std::string_view tag;
        const std::string& value;
        bool seen = false;
    };
    std::array<Wanted, 2> wanted{{{"ECO", eco}, {"Opening", name}}};
    std::string out;
    out.reserve(game.size() + 64);
    std::size_t pos = 0;
    for (; skipLines > 0 && pos < game.size(); --skipLines) {
        const auto nl = game.find('\n', pos);
        pos = nl == std::string_view::npos ? game.size() : nl + 1;
    }
    out += game.substr(0, pos);
    std::size_t tagsEnd = std::string_view::npos; // just after the last tag line
    // New lines end as the game's lines do.
    const auto firstEnd = game.find('\n');
    std::string eol =
        firstEnd != std::string_view::npos && firstEnd > 0 && game[firstEnd - 1] == '\r' ? "\r\n"
                                                                                         : "\n";
    // Blank lines before the game, then its tag lines.
    while (pos < game.size()) {
        const auto nl = game.find('\n', pos);
        const std::size_t next = nl == std::string_view::npos ? game.size() : nl + 1;
        const auto line = game.substr(pos, next - pos);
        const bool blank = line.find_first_not_of(" \t\r\n") == std::string_view::npos;
        if (blank && tagsEnd == std::string_view::npos) {
            out += line;
            pos = next;
            continue;
        }
        if (blank || line.find_first_not_of(" \t") == std::string_view::npos
            || line[line.find_first_not_of(" \t")] != '[')
            break;
        eol = line.ends_with("\r\n") ? "\r\n" : "\n";
        bool replaced = false;
        const auto body = line.substr(0, line.size() - (nl != std::string_view::npos));
        if (const auto t = parseTagLine(body)) {
            for (auto& w : wanted) {
                if (t->name != w.tag) continue;
                w.seen = true;
                if (overwrite
                    && line.substr(t->valueBegin, t->valueEnd - t->valueBegin) != w.value) {
                    out += line.substr(0, t->valueBegin);
                    out += w.value;
                    out += line.substr(t->valueEnd);
                    replaced = true;
                }
            }
        } else {
            // Several tags on one line: whichever is there counts as present, untouched.
            for (auto& w : wanted)
                for (auto at = line.find(w.tag); at != std::string_view::npos;
                     at = line.find(w.tag, at + 1)) {
                    const auto after = at + w.tag.size();
                    if (at > 0 && line[at - 1] == '[' && after < line.size()
                        && (line[after] == ' ' || line[after] == '"'))
                        w.seen = true;
                }
        }
        if (!replaced) out += line;
        pos = next;
        tagsEnd = out.size();
    }
    std::string added;
    for (const auto& w : wanted)
        if (!w.seen) {
            added += '[';
            added += w.tag;
            added += " \"";
            added += w.value;
            added += "\"]";
            added += eol;
        }
    if (tagsEnd == std::string_view::npos) {
        if (!added.empty()) added += eol; // a game without tags gets a tag section
        tagsEnd = out.size();
    } else if (!out.empty() && out.back() != '\n') {
        added = eol + added; // the last tag line ended the file
    }
    out.insert(tagsEnd, added);
    out += game.substr(pos);
    return out;
}

} // namespace

int ecoCommand(Args& args, std::optional<UsageError>& usage)
{
    const bool json = args.flag("--json");
    const bool overwrite = args.flag("--overwrite");
    const auto output = args.option("-o", usage);
    const auto rest = args.positionals(usage);
    if (usage) return 2;
    if (rest.size() != 1) {
        usage = UsageError{"eco: expected one PGN file, got " + std::to_string(rest.size())
                           + " arguments"};
        return 2;
    }
    const std::string& path = rest[0];
    const auto t0 = std::chrono::steady_clock::now();

    std::ifstream in(path, std::ios::binary);
    if (!in) {
        std::fprintf(stderr, "kibitz-cli: %s: cannot open\n", path.c_str());
        return 1;
    }
    const std::string raw{std::istreambuf_iterator<char>(in), std::istreambuf_iterator<char>()};
    if (raw.size() >= 2 && static_cast<unsigned char>(raw[0]) == 0x1f
        && static_cast<unsigned char>(raw[1]) == 0x8b) {
        // Rewriting a compressed file byte for byte is not possible; say so.
        std::fprintf(stderr, "kibitz-cli: %s: gzip input; decompress it first\n", path.c_str());
        return 1;
    }
    const pgn::PgnText text = pgn::decodePgnBytes(raw);
    const bool latin1 = text.encoding == pgn::Encoding::Latin1;
    OffsetMap offsets(raw, text.encoding);
    const auto& table = opening::Table::builtin();

    std::string out;
    out.reserve(raw.size() + raw.size() / 16);
    std::uint64_t games = 0, classified = 0, changed = 0, errors = 0;
    pgn::Reader reader(text.text);
    EcoVisitor visitor;
    std::size_t rawPos = text.encoding == pgn::Encoding::Utf8WithBom ? 3 : 0;
    out.append(raw, 0, rawPos);
    int line = 1; // of rawPos
    while (reader.readGame(visitor)) {
        ++games;
        const std::size_t end = offsets.toRaw(reader.offset());
        const std::string_view game = std::string_view(raw).substr(rawPos, end - rawPos);
        rawPos = end;
        const int gameLine = line;
        line += int(std::count(game.begin(), game.end(), '\n'));
        if (visitor.firstError) {
            ++errors;
            std::fprintf(stderr, "%s:%d:%d: %s\n", path.c_str(), visitor.firstError->line,
                         visitor.firstError->column, visitor.firstError->message.c_str());
            out += game;
            continue;
        }
        const auto match = table.classify(visitor.keys);
        if (!match) {
            out += game;
            continue;
        }
        ++classified;
        const std::string retagged = retag(game, std::max(0, visitor.firstLine - gameLine),
                                           tagValue(match->opening->eco, latin1),
                                           tagValue(match->opening->name, latin1), overwrite);
        if (retagged != game) ++changed;
        out += retagged;
    }
    out.append(raw, rawPos);

    if (output) {
        if (const auto error = io::saveFileAtomically(*output, out)) {
            std::fprintf(stderr, "kibitz-cli: %s\n", error->message.c_str());
            return 1;
        }
    } else {
        std::fwrite(out.data(), 1, out.size(), stdout);
    }
    const auto ms =
        std::chrono::duration<double, std::milli>(std::chrono::steady_clock::now() - t0);
    if (json) {
        JsonWriter w;
        w.beginObject()
            .field("file", path)
            .field("games", games)
            .field("classified", classified)
            .field("changed", changed)
            .field("gamesWithErrors", errors)
            .field("ms", static_cast<std::uint64_t>(std::llround(ms.count())))
            .endObject();
        // Without -o the games go to stdout, so the summary goes to stderr.
        w.print(output ? stdout : stderr);
    }
    return errors ? 1 : 0;
}

} // namespace kibitz::cli
