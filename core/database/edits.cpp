// SPDX-License-Identifier: GPL-3.0-or-later
// Saving a database: the file is written anew with every untouched game copied byte for byte
// (whatever its encoding, even a game Kibitz cannot read) and the separators between games
// kept; only edited and new games are written from their text. The index follows without
// reading the untouched games again.

#include "database/database_impl.h"
#include "io/atomic_file.h"

#include <zlib.h>

#include <algorithm>
#include <cerrno>
#include <chrono>
#include <filesystem>

#include <fcntl.h>
#include <sys/stat.h>
#include <unistd.h>

namespace kibitz::db {

namespace {

std::string_view trimmed(std::string_view s)
{
    while (!s.empty()
           && (s.back() == ' ' || s.back() == '\n' || s.back() == '\r' || s.back() == '\t'))
        s.remove_suffix(1);
    while (!s.empty()
           && (s.front() == ' ' || s.front() == '\n' || s.front() == '\r' || s.front() == '\t'))
        s.remove_prefix(1);
    return s;
}

std::string withLineEnds(std::string_view text, bool crlf)
{
    if (!crlf) return std::string(text);
    std::string out;
    out.reserve(text.size() + text.size() / 32);
    for (std::size_t i = 0; i < text.size(); ++i) {
        if (text[i] == '\n' && (i == 0 || text[i - 1] != '\r')) out += '\r';
        out += text[i];
    }
    return out;
}

Expected<std::string, std::string> gzipBytes(std::string_view bytes)
{
    z_stream z{};
    // windowBits 15 + 16: a gzip header and trailer, as gzip(1) writes them (zlib.h, deflateInit2).
    if (deflateInit2(&z, Z_DEFAULT_COMPRESSION, Z_DEFLATED, 15 + 16, 8, Z_DEFAULT_STRATEGY) != Z_OK)
        return unexpected(std::string("cannot start gzip compression"));
    // zlib counts in uInt (32 bits): a text past 4 GiB goes in, and comes out, in pieces.
    constexpr std::size_t Piece = std::size_t(1) << 30;
    std::string out;
    char buffer[1 << 16];
    int r = Z_OK;
    while (r == Z_OK || r == Z_BUF_ERROR) {
        if (z.avail_in == 0 && !bytes.empty()) {
            const std::size_t n = std::min(bytes.size(), Piece);
            z.next_in = reinterpret_cast<Bytef*>(const_cast<char*>(bytes.data()));
            z.avail_in = uInt(n);
            bytes.remove_prefix(n);
        }
        z.next_out = reinterpret_cast<Bytef*>(buffer);
        z.avail_out = uInt(sizeof buffer);
        r = deflate(&z, bytes.empty() ? Z_FINISH : Z_NO_FLUSH);
        out.append(buffer, sizeof buffer - z.avail_out);
    }
    deflateEnd(&z);
    if (r != Z_STREAM_END) return unexpected(std::string("gzip compression failed"));
    return out;
}

// The old file's bytes: a gzip file's decompressed text in memory, a plain file read through
// a window of a few MiB (a file of several GB is never held or mapped whole).
class Source {
public:
    ~Source()
    {
        if (m_fd >= 0) ::close(m_fd);
    }
    void useMemory(std::string_view bytes) { m_memory = bytes, m_size = bytes.size(); }
    bool openPlain(const std::string& path)
    {
        m_fd = ::open(path.c_str(), O_RDONLY | O_CLOEXEC);
        struct stat st {};
        if (m_fd < 0 || ::fstat(m_fd, &st) != 0) return false;
        m_size = std::uint64_t(st.st_size);
        return true;
    }
    std::uint64_t size() const { return m_size; }
    // Calls fn with the bytes of [from, to) in order, in one piece or more, while it returns
    // true; false when the file cannot be read there.
    template <typename Fn>
    bool read(std::uint64_t from, std::uint64_t to, Fn fn)
    {
        to = std::min(to, m_size);
        if (m_fd < 0) {
            if (from < to) fn(m_memory.substr(from, to - from));
            return true;
        }
        while (from < to) {
            if (from < m_at || from >= m_at + m_window.size()) {
                m_window.resize(std::min<std::uint64_t>(Window, m_size - from));
                std::size_t got = 0;
                while (got < m_window.size()) {
                    const ssize_t n = ::pread(m_fd, m_window.data() + got, m_window.size() - got,
                                              off_t(from + got));
                    if (n < 0 && errno == EINTR) continue;
                    if (n <= 0) return false;
                    got += std::size_t(n);
                }
                m_at = from;
            }
            const std::uint64_t end = std::min(to, m_at + m_window.size());
            if (!fn(std::string_view(m_window).substr(from - m_at, end - from))) return true;
            from = end;
        }
        return true;
    }
    Expected<std::string, DbError> bytes(const std::string& path, std::uint64_t from,
                                         std::uint64_t to)
    {
        std::string out;
        out.reserve(to - from);
        if (!read(from, to, [&](std::string_view piece) {
                out.append(piece);
                return true;
            }))
            return unexpected(
                DbError{path, "cannot read the file at byte " + std::to_string(from)});
        return out;
    }

private:
    static constexpr std::size_t Window = std::size_t(4) << 20;
    std::string_view m_memory;
    int m_fd = -1;
    std::uint64_t m_size = 0;
    std::string m_window;
    std::uint64_t m_at = 0;
};

// Where the new file goes: into memory when it is to be compressed, else written as it comes
// (AtomicFileWriter). Line ends at the very end are held back, so that a game appended after
// them can start after exactly one blank line.
class Sink {
public:
    explicit Sink(io::AtomicFileWriter* file)
        : m_file(file)
    {}
    void append(std::string_view s)
    {
        std::size_t keep = s.size();
        while (keep > 0 && (s[keep - 1] == '\n' || s[keep - 1] == '\r')) --keep;
        if (keep == 0) {
            m_lineEnds.append(s);
            return;
        }
        put(m_lineEnds);
        m_lineEnds.clear();
        put(s.substr(0, keep));
        m_lineEnds.append(s.substr(keep));
    }
    void dropLineEnds() { m_lineEnds.clear(); }
    // The line the next byte appended after the held line ends would be on.
    std::uint64_t line() const
    {
        return 1 + m_lines + std::uint64_t(std::count(m_lineEnds.begin(), m_lineEnds.end(), '\n'));
    }
    bool empty() const { return m_size == 0 && m_lineEnds.empty(); }
    // Where the next byte appended after the held line ends would be.
    std::uint64_t size() const { return m_size + m_lineEnds.size(); }
    std::optional<io::FileError> finish()
    {
        put(m_lineEnds);
        m_lineEnds.clear();
        flush();
        return m_error;
    }
    std::string& text() { return m_buffer; } // the whole text when there is no file

private:
    void put(std::string_view s)
    {
        m_buffer.append(s);
        m_size += s.size();
        m_lines += std::uint64_t(std::count(s.begin(), s.end(), '\n'));
        if (m_file && m_buffer.size() >= (std::size_t(1) << 20)) flush();
    }
    void flush()
    {
        if (!m_file || m_error) return;
        m_error = m_file->write(m_buffer);
        m_buffer.clear();
    }
    io::AtomicFileWriter* m_file;
    std::string m_buffer, m_lineEnds;
    std::uint64_t m_size = 0, m_lines = 0;
    std::optional<io::FileError> m_error;
};

// Copies game g of the old index into part, its offset moved to newOffset on line newLine.
void copyGame(const Database::Impl& d, GameId g, std::uint64_t newOffset, std::uint64_t newLine,
              Part& part)
{
    part.lines.push_back(int(newLine));
    GameEntry e = d.games[g];
    for (std::uint32_t* id : {&e.white, &e.black, &e.event, &e.site, &e.round, &e.opening})
        *id = part.intern(d.strings[*id]);
    e.offset = newOffset;
    GameMoves s = d.search[g];
    s.setFirst(part.blocks.size());
    part.blocks.insert(part.blocks.end(), d.block(g),
                       d.block(g) + (d.blockEnd(g) - d.search[g].first()));
    if (s.customStart) { // the start FEN's id, at the head of the block, among part's strings
        const std::uint32_t id = part.intern(d.strings[d.startFen(g)]);
        std::memcpy(part.blocks.data() + s.first(), &id, sizeof id);
    }
    part.plies += e.plies;
    part.games.push_back(e);
    part.search.push_back(s);
}

} // namespace

Expected<IndexStats, DbError> saveEdits(Database& db, const Edits& edits, SaveEncoding encoding)
{
    const auto start = std::chrono::steady_clock::now();
    Database::Impl& d = db.impl();
    if (const std::string_view reason = db.readOnlyReason(); !reason.empty())
        return unexpected(DbError{d.path, std::string(reason)});
    // Untouched games keep their search data: it must be in memory.
    if (!d.ensureSearchData())
        return unexpected(DbError{d.path, "the index cannot be read: open the file again"});
    const auto changed = [&] {
        return unexpected(
            DbError{d.path, "the file changed on disk since it was opened; nothing was saved"});
    };
    // A gzip file is decompressed into memory, as opening it does; a plain one is read a
    // window at a time and the new file written as it is made.
    RawFile gzip;
    Source source;
    if (!d.gzipped) {
        const auto now = identifyPlainFile(d.path);
        if (!now || *now != d.identity || !source.openPlain(d.path)) return changed();
    } else {
        if (auto opened = gzip.open(d.path); !opened) return unexpected(fileError(opened.error()));
        if (identify(d.path, gzip.bytes()) != d.identity) return changed();
        source.useMemory(gzip.bytes());
    }
    const std::uint64_t size = source.size();

    const std::size_t n = d.games.size();
    std::vector<const std::string*> replacement(n, nullptr);
    std::vector<char> deleted(n, 0);
    for (const auto& [g, text] : edits.replaced) {
        if (g >= n)
            return unexpected(DbError{d.path, "no game " + std::to_string(g + 1) + " to replace"});
        replacement[g] = &text;
    }
    for (GameId g : edits.deleted) {
        if (g >= n)
            return unexpected(DbError{d.path, "no game " + std::to_string(g + 1) + " to delete"});
        deleted[g] = 1;
    }

    const std::string newline = d.crlf ? "\r\n" : "\n";
    // A Latin-1 file the user agreed to convert becomes UTF-8 as a whole (a file of mixed
    // encodings could not be read back right).
    const bool convert = d.encoding == pgn::Encoding::Latin1 && encoding == SaveEncoding::Utf8;
    auto raw = [&](std::string_view s) { return convert ? pgn::latin1ToUtf8(s) : std::string(s); };
    // A new game's text in the file's encoding and line ends.
    auto encode = [&](std::string_view utf8,
                      const std::string& which) -> Expected<std::string, DbError> {
        std::string text = withLineEnds(trimmed(utf8), d.crlf);
        if (d.encoding == pgn::Encoding::Latin1 && encoding == SaveEncoding::Keep) {
            std::size_t bad = 0;
            auto latin1 = pgn::utf8ToLatin1(text, &bad);
            if (!latin1) {
                std::size_t len = 1;
                while (bad + len < text.size()
                       && (static_cast<unsigned char>(text[bad + len]) & 0xC0) == 0x80)
                    ++len;
                return unexpected(
                    DbError{d.path,
                            which + ": '" + text.substr(bad, len)
                                + "' cannot be written in this file's encoding (Latin-1)",
                            DbError::Kind::Unencodable});
            }
            return *latin1;
        }
        return text;
    };

    io::AtomicFileWriter file(d.path);
    if (!d.gzipped) {
        if (auto error = file.open()) return unexpected(DbError{d.path, error->message});
    }
    Sink out(d.gzipped ? nullptr : &file);
    if (d.gzipped) out.text().reserve(size + 4096);
    Part part;
    part.strings.emplace_back();
    auto indexNew = [&](std::string_view text, std::uint64_t offset) {
        const pgn::Encoding enc =
            (d.encoding == pgn::Encoding::Latin1 && encoding == SaveEncoding::Keep)
                ? pgn::Encoding::Latin1
                : pgn::Encoding::Utf8;
        indexBytes(text, offset, int(out.line()), enc, part);
    };
    // Bytes of the old file copied as they are (converted when the file becomes UTF-8).
    auto copy = [&](std::uint64_t from, std::uint64_t to) {
        return source.read(from, to, [&](std::string_view piece) {
            out.append(raw(piece));
            return true;
        });
    };
    const auto unreadable = [&](std::uint64_t at) {
        return unexpected(DbError{d.path, "cannot read the file at byte " + std::to_string(at)});
    };

    if (!copy(0, n ? d.games[0].offset : size)) return unreadable(0);
    for (GameId g = 0; g < n; ++g) {
        const GameEntry& e = d.games[g];
        const std::uint64_t end = e.offset + e.length;
        const std::uint64_t next = g + 1 < n ? d.games[g + 1].offset : size;
        if (deleted[g]) continue;
        if (replacement[g]) {
            auto text = encode(*replacement[g], "game " + std::to_string(g + 1));
            if (!text) return unexpected(text.error());
            indexNew(*text, out.size());
            out.append(*text);
        } else {
            copyGame(d, g, out.size(), out.line(), part);
            auto game = source.bytes(d.path, e.offset, end);
            if (!game) return unexpected(game.error());
            const std::string bytes = raw(*game);
            part.games.back().length = bytes.size();
            out.append(bytes);
        }
        // The separator after the game is kept, unless it holds no line break (a game that
        // followed on the same line): then the next game starts after a blank line.
        bool lineBreak = false;
        if (!source.read(end, next, [&](std::string_view piece) {
                lineBreak = piece.find('\n') != std::string_view::npos;
                return !lineBreak;
            }))
            return unreadable(end);
        if (g + 1 < n && !lineBreak)
            out.append(newline + newline);
        else if (!copy(end, next))
            return unreadable(end);
    }
    for (std::size_t i = 0; i < edits.appended.size(); ++i) {
        auto text = encode(edits.appended[i], "new game " + std::to_string(i + 1));
        if (!text) return unexpected(text.error());
        // One blank line before the new game, however the file ended.
        if (!out.empty()) {
            out.dropLineEnds();
            out.append(newline + newline);
        }
        indexNew(*text, out.size());
        out.append(*text);
        out.append(newline);
    }

    if (auto error = out.finish()) return unexpected(DbError{d.path, error->message});
    if (d.gzipped) {
        auto packed = gzipBytes(out.text());
        if (!packed) return unexpected(DbError{d.path, packed.error()});
        if (auto error = io::saveFileAtomically(d.path, *packed))
            return unexpected(DbError{d.path, error->message});
    } else if (auto error = file.commit()) {
        return unexpected(DbError{d.path, error->message});
    }

    // The index follows: untouched games were copied above, new ones indexed from their text.
    d.games.clear(), d.search.clear(), d.blocks.clear(), d.strings.clear();
    d.lineMarks.clear();
    d.stringIndex.clear();
    d.cacheReader.reset(); // everything is in memory now
    d.stats = IndexStats{};
    d.append(std::move(part));
    d.stringIndex = {};
    if (d.gzipped) {
        d.identity = identify(d.path, out.text());
    } else if (const auto now = identifyPlainFile(d.path)) {
        d.identity = *now;
    } else {
        return unexpected(DbError{d.path, "saved, but the new file cannot be read back"});
    }
    if (convert) d.encoding = pgn::Encoding::Utf8;
    if (!d.cacheFile.empty() && !saveCache(d.cacheFile, d)) {
        std::error_code ec;
        d.stats.indexBytes = std::filesystem::file_size(d.cacheFile, ec);
    }
    d.stats.milliseconds =
        std::chrono::duration<double, std::milli>(std::chrono::steady_clock::now() - start).count();
    return d.stats;
}

} // namespace kibitz::db
