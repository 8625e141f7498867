// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// `kibitz-cli tb verify`: what can be checked of a Syzygy table file without its checksum,
// and of a Gaviota table file (tablebase/gaviota_file.h: its layout, every block unpacked, its
// MD5 against the published or a given list).
//
// Every file carries a checksum in its last 16 bytes, but it is CityHash, which Kibitz does
// not carry (and Debian ships no library for), so a flipped byte deep in the compressed data
// can slip through. What is checked instead:
//   1. the name is a table's (KRPvKR.rtbw) and the file can be read;
//   2. its layout (tablebase/syzygy_file.h): magic bytes, a size of 64-byte blocks plus the
//      16-byte checksum, piece lists matching the name, compression headers and symbol
//      tables, every declared region within the file;
//   3. its values, through Fathom, on positions of its material drawn at random (the same
//      ones every run, seeded by the name), with the file's folder searched first and the
//      other folders given for the tables captures lead to:
//        WDL: won, drawn or lost (the 50-move rule aside) is the best of the moves' own
//             outcomes (mate and stalemate when there is no move);
//        DTZ: its sign is the WDL's, beyond 100 exactly when the WDL is cursed or blessed,
//             and the best move's DTZ is the position's within one ply (the files' rounding).
//      Probing runs in a child process, so a file that makes Fathom crash is reported
//      instead of ending the run. Sampling finds damage in the compressed data only where a
//      sampled position reads it: a flipped byte is often missed.

#include <cstdint>
#include <map>
#include <string>
#include <vector>

namespace kibitz::tb {

enum class FileCheck : std::uint8_t {
    Ok,           // layout sound, every sampled position consistent
    LayoutOnly,   // layout sound; no position could be probed (tables captures need are missing)
    NotATable,    // the name is not a table's (KRPvKR.rtbw)
    BadLayout,    // magic, size or header wrong: truncated, corrupted or not a table
    Inconsistent, // a sampled value contradicts another, or probing failed or crashed
    Unreadable,   // cannot be opened or read
    BadChecksum,  // Gaviota: the MD5 differs from the one a given list names
};

// "OK", "LAYOUT-ONLY", "NOT-A-TABLE", "BAD-LAYOUT", "INCONSISTENT", "UNREADABLE",
// "BAD-CHECKSUM".
const char* fileCheckName(FileCheck c);

struct TableFileCheck {
    std::string path;
    FileCheck status = FileCheck::Unreadable;
    std::uint64_t size = 0; // bytes of the whole file
    int positions = 0;      // positions whose values were checked
    int skipped = 0;        // sampled positions left out: a table they need is missing
    std::string error;      // everything but Ok: what is wrong, in words
    std::string detail; // Gaviota: what was checked ("4 of 4 blocks unpacked, MD5 as published")

    // Nothing wrong found (LayoutOnly: as far as could be checked).
    bool ok() const { return status == FileCheck::Ok || status == FileCheck::LayoutOnly; }
};

inline constexpr int DefaultSamples = 300;

// Checks one file; `folders` are searched (after the file's own folder) for the tables that
// the sampled positions' captures and promotions need.
TableFileCheck checkTableFile(const std::string& path, const std::vector<std::string>& folders = {},
                              int samples = DefaultSamples);

// A Gaviota table file: its layout and blocks (gaviota_file.h), then its MD5 against `given`
// (an md5sum list by file name) and the sums Kibitz knows (publishedGaviotaMd5): a listed
// name with another MD5 is BadChecksum. A file not unpacked (cp1) whose MD5 no list names is
// LayoutOnly. checkTableFile calls this for Gaviota names, without a given list.
TableFileCheck checkGaviotaFile(const std::string& path,
                                const std::map<std::string, std::string>* given = nullptr);

// The .rtbw, .rtbz and .gtb.cpN files in the paths given, in their order: a folder's files sorted
// by name, then those of its immediate subfolders (searched as the prober searches them,
// tablebase/folders.h); a path that is a file is taken as it is. Every file is listed, also
// when an earlier folder has a table of the same name. problems gets the folders that could
// not be read.
std::vector<std::string> findTableFiles(const std::vector<std::string>& paths,
                                        std::vector<std::string>& problems);

} // namespace kibitz::tb
