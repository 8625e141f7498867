// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// A PGN file's bytes as they are on disk: a plain file is memory-mapped (never copied into a
// string, whatever its size), a gzip file decompressed into memory once (offsets then refer
// to its decompressed text). Every PGN delimiter is ASCII, so games are found in the raw
// bytes of UTF-8 and Latin-1 files alike (gamespans.h) and only the games wanted are decoded.

#include "chess/expected.h"
#include "pgn/input.h"

#include <cstddef>
#include <cstdint>
#include <string>
#include <string_view>

namespace kibitz::pgn {

class RawFile {
public:
    RawFile() = default;
    RawFile(const RawFile&) = delete;
    RawFile& operator=(const RawFile&) = delete;
    ~RawFile();

    // How a plain file's bytes come in: mapped (nothing copied, pages read as they are
    // touched) or read into memory the file then owns, for a caller that wants them as a
    // string of its own (takeBytes). A gzip file is always decompressed into memory.
    enum class Access { Map, Read };

    // A directory, an unreadable file or a broken gzip stream is an error naming the file
    // (and, for gzip, how far the text got).
    Expected<bool, InputError> open(const std::string& path, Access access = Access::Map);

    // All the bytes, a byte order mark included.
    std::string_view bytes() const { return m_view; }
    bool gzipped() const { return m_gzipped; }
    // 3 when the bytes start with a UTF-8 byte order mark, else 0.
    std::size_t bomSize() const;
    // The encoding of the whole file (a scan, no copy): UTF-8 with or without BOM, else Latin-1.
    Encoding encoding() const;
    // The bytes as a string of the caller's, leaving the file empty: moved when they are in
    // memory (read or gzip), copied from a mapping.
    std::string takeBytes();
    // Lets the pages of a mapped file between from and to go (madvise MADV_DONTNEED): a
    // mapping's pages count in the process's memory once read, so a reader going through a
    // file of several GB releases what it has read. The bytes stay readable (read again from
    // the file when touched). Nothing for bytes in memory.
    void release(std::uint64_t from, std::uint64_t to) const;

private:
    void* m_map = nullptr;
    std::size_t m_mapSize = 0;
    std::string m_owned;
    std::string_view m_view;
    bool m_gzipped = false;
};

} // namespace kibitz::pgn
