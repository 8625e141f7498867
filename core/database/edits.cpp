// SPDX-License-Identifier: GPL-3.0-or-later
// Saving a database: the file is written anew with every untouched game copied byte for byte
// (whatever its encoding, even a game Kibitz cannot read) and the separators between games
// kept; only edited and new games are written from their text. The index follows without
// reading the untouched games again.

#include "database/database_impl.h"
#include "io/atomic_file.h"

#include <zlib.h>

#include <chrono>
#include <filesystem>

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
    std::string out;
    out.resize(deflateBound(&z, uLong(bytes.size())) + 64);
    z.next_in = reinterpret_cast<Bytef*>(const_cast<char*>(bytes.data()));
    z.avail_in = uInt(bytes.size());
    z.next_out = reinterpret_cast<Bytef*>(out.data());
    z.avail_out = uInt(out.size());
    const int r = deflate(&z, Z_FINISH);
    out.resize(z.total_out);
    deflateEnd(&z);
    if (r != Z_STREAM_END) return unexpected(std::string("gzip compression failed"));
    return out;
}

// Copies game g of the old index into part, its offset moved to newOffset.
void copyGame(const Database::Impl& d, GameId g, std::uint64_t newOffset, Part& part)
{
    GameEntry e = d.games[g];
    for (std::uint32_t* id : {&e.white, &e.black, &e.event, &e.site, &e.round, &e.opening})
        *id = part.intern(d.strings[*id]);
    e.offset = newOffset;
    GameMoves s = d.search[g];
    s.startFen = part.intern(d.strings[s.startFen]);
    const std::uint32_t firstMove = s.firstMove, firstMaterial = s.firstMaterial;
    s.firstMove = std::uint32_t(part.moves.size());
    s.firstMaterial = std::uint32_t(part.materials.size());
    part.moves.insert(part.moves.end(), d.moves.begin() + firstMove,
                      d.moves.begin() + firstMove + e.plies);
    const std::size_t bytes = materialBytes(s.materialCount, s.startFen != 0);
    part.materials.insert(part.materials.end(), d.materials.begin() + firstMaterial,
                          d.materials.begin() + firstMaterial + std::ptrdiff_t(bytes));
    part.plies += e.plies;
    part.games.push_back(e);
    part.search.push_back(s);
}

} // namespace

Expected<IndexStats, DbError> saveEdits(Database& db, const Edits& edits, SaveEncoding encoding)
{
    const auto start = std::chrono::steady_clock::now();
    Database::Impl& d = db.impl();
    RawFile file;
    if (auto opened = file.open(d.path); !opened) return unexpected(fileError(opened.error()));
    const std::string_view bytes = file.bytes();
    if (identify(d.path, bytes) != d.identity)
        return unexpected(
            DbError{d.path, "the file changed on disk since it was opened; nothing was saved"});

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

    std::string out;
    out.reserve(bytes.size() + 4096);
    Part part;
    part.strings.emplace_back();
    auto indexNew = [&](std::string_view text, std::uint64_t offset) {
        const pgn::Encoding enc =
            (d.encoding == pgn::Encoding::Latin1 && encoding == SaveEncoding::Keep)
                ? pgn::Encoding::Latin1
                : pgn::Encoding::Utf8;
        indexBytes(text, offset, 1, enc, part);
    };

    out.append(raw(bytes.substr(0, n ? d.games[0].offset : bytes.size())));
    for (GameId g = 0; g < n; ++g) {
        const GameEntry& e = d.games[g];
        const std::uint64_t next = g + 1 < n ? d.games[g + 1].offset : bytes.size();
        std::string_view separator =
            bytes.substr(e.offset + e.length, next - (e.offset + e.length));
        if (deleted[g]) continue;
        if (replacement[g]) {
            auto text = encode(*replacement[g], "game " + std::to_string(g + 1));
            if (!text) return unexpected(text.error());
            indexNew(*text, out.size());
            out.append(*text);
        } else {
            copyGame(d, g, out.size(), part);
            const std::string game = raw(bytes.substr(e.offset, e.length));
            part.games.back().length = std::uint32_t(game.size());
            out.append(game);
        }
        if (g + 1 < n && separator.find('\n') == std::string_view::npos) separator = {};
        if (separator.empty() && g + 1 < n)
            out.append(newline + newline);
        else
            out.append(raw(separator));
    }
    for (std::size_t i = 0; i < edits.appended.size(); ++i) {
        auto text = encode(edits.appended[i], "new game " + std::to_string(i + 1));
        if (!text) return unexpected(text.error());
        // One blank line before the new game, however the file ended.
        std::size_t trailing = 0;
        while (
            trailing < out.size()
            && (out[out.size() - 1 - trailing] == '\n' || out[out.size() - 1 - trailing] == '\r'))
            ++trailing;
        if (!out.empty()) {
            out.resize(out.size() - trailing);
            out.append(newline + newline);
        }
        indexNew(*text, out.size());
        out.append(*text);
        out.append(newline);
    }

    if (file.gzipped()) {
        auto packed = gzipBytes(out);
        if (!packed) return unexpected(DbError{d.path, packed.error()});
        if (auto error = io::saveFileAtomically(d.path, *packed))
            return unexpected(DbError{d.path, error->message});
    } else if (auto error = io::saveFileAtomically(d.path, out)) {
        return unexpected(DbError{d.path, error->message});
    }

    // The index follows: untouched games were copied above, new ones indexed from their text.
    d.games.clear(), d.search.clear(), d.moves.clear(), d.materials.clear(), d.strings.clear();
    d.stats = IndexStats{};
    d.append(std::move(part));
    d.identity = identify(d.path, out);
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
