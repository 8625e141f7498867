// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// What a Gaviota table file (.gtb.cp1 to .gtb.cp4) lets be checked, for `kibitz-cli tb verify`.
//
// The format has no checksum of its own. What it carries, and what is checked:
//   name    k, the stronger side's men, k, the other side's (kqkr), 3 to 5 men, .gtb.cpN where
//           N is the compression scheme: 1 Huffman, 2 LZF, 3 zlib, 4 LZMA (the usual one);
//   header  ten little-endian 32-bit words: the entries a block unpacks to, the size of the
//           last block of each half (a half per side to move), and where the first block
//           starts (the other words are zero);
//   index   right after the header, one 32-bit offset per block and one for the end: rising,
//           the first where the header says, the last the file's size, an even number of
//           blocks (the two halves are the same size);
//   blocks  each a byte Gaviota skips, then the compressed data. LZF (cp2), zlib (cp3) and
//           LZMA (cp4, with an LZMA-86 header: filter, properties, unpacked size) blocks are
//           unpacked with Debian's liblzf, zlib and liblzma: each must give exactly the block's
//           entries (the tail size for the last of a half; the LZMA header must say so too)
//           from its bytes. zlib's own Adler-32 of every block makes cp3 a checksum check;
//           LZF and LZMA blocks have none, so damage to them is found when it breaks the
//           stream or its size. cp1 blocks (Gaviota's own Huffman code) are not unpacked.
//   MD5     the sums of the files Kibitz knows are compiled in (gaviota_md5.cpp): the 3-5 man
//           cp4 set as published with it (tablebase.lichess.ovh, as python-chess's test data
//           carries them) and Debian's gaviotatb files, which are compressed again and so
//           differ from lichess's. A listed name whose MD5 is none of its known ones is a bad
//           checksum (a table compressed anew by other means would be too: a list the user
//           gives, in md5sum's format, then says what is right).

#include "tablebase/published_md5.h"

#include <cstdint>
#include <map>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

namespace kibitz::tb {

struct GaviotaLayout {
    int scheme = 0;              // N of .gtb.cpN
    std::uint32_t blockSize = 0; // entries of a full block
    std::uint32_t tailSize[2]{}; // entries of the last block of each half
    int blocks = 0;              // both halves
    int blocksUnpacked = 0;      // cp2, cp3 and cp4: all of them
    std::uint64_t entriesPerSide = 0;
};

// Whether the name is a Gaviota table's ("kqkr.gtb.cp4", any folder); the scheme digit in
// *scheme.
bool isGaviotaTableName(std::string_view fileName, int* scheme = nullptr);

// Checks the header, the block index and (cp2 to cp4) every block. nullopt when sound; else what
// is wrong, in words ("block 3 of 4 unpacks to 1200 entries, not 16384"). A file that cannot
// be read gives a message starting "cannot ".
std::optional<std::string> checkGaviotaLayout(const std::string& path, GaviotaLayout& layout);

// The MD5 of a file as 32 lower-case hex digits (Debian's nettle); nullopt when it cannot be
// read.
std::optional<std::string> fileMd5(const std::string& path);

// The known MD5 sums of a table file by its name ("kqkr.gtb.cp4"): none when it is not listed.
std::vector<PublishedMd5> publishedGaviotaMd5(std::string_view fileName);

// An md5sum-style list ("<32 hex>  <file name>" per line) read from a file: by file name (the
// folder part dropped). An error in words names the line that does not read.
std::optional<std::string> readMd5List(const std::string& path,
                                       std::map<std::string, std::string>& sums);

} // namespace kibitz::tb
