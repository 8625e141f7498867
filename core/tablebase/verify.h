// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// `kibitz-cli tb verify`: what can be checked of a Syzygy table file, and of a Gaviota table
// file (tablebase/gaviota_file.h: its layout, every block unpacked, its MD5 against the
// published or a given list).
//
// A Syzygy file is checked in this order, and the report says which check decided:
//   1. the name is a table's (KRPvKR.rtbw) and the file can be read;
//   2. its layout (tablebase/syzygy_file.h): magic bytes, a size of 64-byte blocks plus the
//      16-byte checksum, piece lists matching the name, compression headers and symbol
//      tables, every declared region within the file;
//   3. its MD5 against the sums syzygy-tables.info publishes for every standard table of 3 to
//      7 pieces (compiled in, syzygy_md5.cpp) and a list the user gives (md5sum's format):
//      every byte of the file is covered, so one changed byte anywhere is found. A listed
//      name with another MD5 is BadChecksum. A file whose MD5 matches is Ok without more.
//   4. for a file no list names, and for every file when asked (tb verify --full): the whole
//      file decoded (tablebase/syzygy_whole.h): every position it encodes probed through
//      Fathom, so that every block holding a legal position's value is decompressed, each
//      checked against a one-ply search (WDL: the best of its moves' values, the 50-move
//      rule applied; DTZ: the WDL's sign and class, and the moves' DTZ within one ply), the
//      file's folder searched first and the other folders given for the tables captures
//      lead to. Seconds for a 4-piece file, hours for a 6-piece one; progress is reported.
//   5. instead of 4, when asked (tb verify --sample), and then also after a matching MD5:
//      positions of its material drawn at random (the same ones every run, seeded by the
//      name), checked in the same way:
//        WDL: won, drawn or lost (the 50-move rule aside) is the best of the moves' own
//             outcomes (mate and stalemate when there is no move);
//        DTZ: its sign is the WDL's, beyond 100 exactly when the WDL is cursed or blessed,
//             and the best move's DTZ is the position's within one ply (the files' rounding).
//      Sampling finds damage in the compressed data only where a sampled position reads it:
//      a changed byte is often missed, and the detail says so.
// Probing runs in a child process, so a file that makes Fathom crash is reported instead of
// ending the run. The report says which check was made (checkNames).
// Every file also carries a checksum of its own in its last 16 bytes, but it is CityHash,
// which Kibitz does not carry (and Debian ships no library for); the whole-file check reads
// values, not those bytes.

#include "tablebase/gaviota_file.h"

#include <functional>

#include <cstdint>
#include <map>
#include <string>
#include <vector>

namespace kibitz::tb {

enum class FileCheck : std::uint8_t {
    Ok,           // MD5 as published or listed, or (no sum known) every position checked consistent
    LayoutOnly,   // layout sound; no sum known, no position could be probed (tables missing)
    NotATable,    // the name is not a table's (KRPvKR.rtbw)
    BadLayout,    // magic, size or header wrong: truncated, corrupted or not a table
    Inconsistent, // a value contradicts its moves', or probing failed or crashed
    Unreadable,   // cannot be opened or read
    BadChecksum,  // the MD5 is none of the sums published or listed for its name
};

// "OK", "LAYOUT-ONLY", "NOT-A-TABLE", "BAD-LAYOUT", "INCONSISTENT", "UNREADABLE",
// "BAD-CHECKSUM".
const char* fileCheckName(FileCheck c);

struct TableFileCheck {
    std::string path;
    FileCheck status = FileCheck::Unreadable;
    std::uint64_t size = 0;      // bytes of the whole file
    std::uint64_t positions = 0; // positions whose values were checked
    std::uint64_t skipped = 0;   // positions left out: a table they need is missing
    // Which checks decided, in order: "MD5 published" (or "MD5 listed"), "whole file
    // decoded", "sampled", "blocks unpacked" (Gaviota); none when the check stopped before.
    std::vector<std::string> checks;
    std::string error; // everything but Ok: what is wrong, in words
    // What was checked, in words ("MD5 as syzygy-tables.info publishes it", "4 of 4 blocks
    // unpacked, MD5 as lichess publishes it", "no published MD5: 300 sampled positions ...").
    std::string detail;

    // Nothing wrong found (LayoutOnly: as far as could be checked).
    bool ok() const { return status == FileCheck::Ok || status == FileCheck::LayoutOnly; }
};

inline constexpr int DefaultSamples = 300;

// How a Syzygy file's values are checked (step 4 or 5 above).
enum class ValueCheck : std::uint8_t {
    WhereNoSum, // the whole file decoded when no sum is known (tb verify)
    Sampled,    // sampled positions, when no sum is known and after a matching MD5 (--sample)
    Full,       // the whole file decoded, also after a matching MD5 (--full)
};

// What the whole-file check reports: positions done and to do (syzygy_whole.h).
using CheckProgress = std::function<void(std::uint64_t done, std::uint64_t total)>;

// Checks one file; `folders` are searched (after the file's own folder) for the tables that
// the positions' captures and promotions need; `given` is an md5sum list by file name that
// the user trusts (over the published sums). `threads` share the whole-file check.
TableFileCheck checkTableFile(const std::string& path, const std::vector<std::string>& folders = {},
                              int samples = DefaultSamples,
                              const std::map<std::string, std::string>* given = nullptr,
                              ValueCheck values = ValueCheck::WhereNoSum,
                              const CheckProgress& progress = {}, int threads = 1);

// The MD5 sums syzygy-tables.info publishes for a standard Syzygy file ("KRvKP.rtbw"),
// current and earlier; none when the name is not a standard table's.
std::vector<PublishedMd5> publishedSyzygyMd5(std::string_view fileName);

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
