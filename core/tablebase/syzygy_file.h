// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// What Kibitz checks of a Syzygy table file before Fathom is allowed to read it, and what
// `kibitz-cli tb verify` reports: the file's own declarations against the file.
//
// Fathom (Debian's libfathom) trusts the files it maps: a header that points outside the
// file, or a symbol table that refers to itself, makes it read wild memory. So every file
// is checked once, on first use, for what can be known without decoding the values:
//   - the magic bytes of its kind (.rtbw 71 e8 23 5d, .rtbz d7 66 0c a5);
//   - a size of 64-byte blocks plus the 16-byte checksum the generator appends;
//   - the flags and each subtable's piece list against the material its name gives, and
//     the encoding orders within the piece count;
//   - every compression header (block and index sizes, code lengths, the symbol pairs,
//     each pair naming existing symbols without a cycle), the DTZ value maps, and that the
//     regions these declare (block lengths, compressed blocks, each 64-byte aligned, and at
//     least one sparse-index entry per compressed stream) fit in the file.
// The layout is the one Ronald de Man's generator writes (there is no formal
// specification): magic | flags | per subtable: orders and pieces | pad to 2 | per stream:
// compression header | DTZ only: value maps, pad to 2 | sparse indices | block lengths |
// compressed blocks.
//
// What it cannot see: the exact length of the sparse indices (that needs the size of each
// subtable's index space, i.e. the decoder), and wrong bytes inside the compressed data.
// The file's checksum would see them, but it is CityHash, which Kibitz does not carry;
// `tb verify` samples positions instead (tb verify in app/cli).

#include "tablebase/syzygy_material.h"

#include <cstddef>
#include <cstdint>
#include <optional>
#include <string>

namespace kibitz::tb::detail {

enum class TableKind : std::uint8_t { Wdl, Dtz };

// Nothing when a file of fileSize bytes that starts with head[0, headSize) can be handed
// to Fathom as a table of `named` material (either colouring); otherwise what is wrong, in
// words (without the path). The header must lie within head.
std::optional<std::string> checkTableLayout(const std::uint8_t* head, std::size_t headSize,
                                            std::uint64_t fileSize, TableKind kind,
                                            MaterialKey named);

// The same for a file on disk (read, not mapped, so that a read error is a message).
std::optional<std::string> checkTableFile(const std::string& path, TableKind kind,
                                          MaterialKey named);

// The size rule alone (64-byte blocks and a 16-byte checksum), on a size from a directory
// listing: what is wrong, or nothing.
std::optional<std::string> checkTableSize(std::uint64_t size);

} // namespace kibitz::tb::detail
