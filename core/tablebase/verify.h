// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// The checksum every Syzygy table file carries, and checking a file against it
// (`kibitz-cli tb verify`).
//
// The format (as Ronald de Man's generator appends it and his tbcheck verifies it; the files
// have no formal specification): a table's data is a multiple of 64 bytes, and the file ends
// with 16 more, the checksum. The data is hashed in pieces of 16 MiB (the last one shorter),
// each with CityHashCrc256; the 32-byte results, one after the other (little-endian words),
// are hashed with CityHashCrc128, and that 128-bit value, low word first, little-endian, is
// the checksum. It is not a hash of the whole data at once: that would give another value.
// A file whose size is a multiple of 64 has no checksum.
//
// The published checksum lists (e.g. the generator's checksums/wdl345.txt) print the 16
// stored bytes in file order as hex; toHex() prints them the same way.

#include "tablebase/cityhash.h"

#include <cstddef>
#include <cstdint>
#include <string>
#include <vector>

namespace kibitz::tb {

// The piece of data each CityHashCrc256 covers.
inline constexpr std::size_t ChecksumChunk = std::size_t(1) << 24;

// The checksum of a table's data (the file without its last 16 bytes). chunk is there for
// the tests, which check the construction over many pieces on small inputs.
Hash128 syzygyChecksum(const std::uint8_t* data, std::size_t size,
                       std::size_t chunk = ChecksumChunk);

// The 16 bytes of a checksum in file order as 32 lower-case hex digits.
std::string toHex(const Hash128& h);

enum class FileCheck : std::uint8_t {
    Ok,         // the stored checksum matches the data
    Mismatch,   // it does not: the file is corrupted
    NoChecksum, // the size is a multiple of 64: no checksum was appended
    BadSize,    // the size is neither: truncated or not a table
    Unreadable, // cannot be opened or read
};

// "OK", "MISMATCH", "NO-CHECKSUM", "BAD-SIZE", "UNREADABLE".
const char* fileCheckName(FileCheck c);

struct TableFileCheck {
    std::string path;
    FileCheck status = FileCheck::Unreadable;
    std::uint64_t size = 0; // bytes of the whole file
    Hash128 stored;         // Ok, Mismatch
    Hash128 computed;       // Ok, Mismatch
    std::string error;      // everything but Ok: what is wrong, in words

    bool ok() const { return status == FileCheck::Ok; }
};

// Reads the file once from start to end (16 MiB at a time; never mapped, so that a read
// error is reported instead of killing the process) and compares its checksum.
TableFileCheck checkTableFile(const std::string& path);

// The .rtbw and .rtbz files in the paths given, in their order: a folder's files sorted by
// name, then those of its immediate subfolders (searched as the prober searches them,
// tablebase/folders.h); a path that is a file is taken as it is. Every file is listed, also
// when an earlier folder has a table of the same name. problems gets the folders that could
// not be read.
std::vector<std::string> findTableFiles(const std::vector<std::string>& paths,
                                        std::vector<std::string>& problems);

} // namespace kibitz::tb
