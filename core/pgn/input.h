// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// Getting PGN text into memory as UTF-8: plain or gzip-compressed files (detected by their
// magic bytes, not their name), UTF-8 with or without a byte order mark, and Latin-1
// (Windows-1252) files, which are converted. The reader then works on one contiguous buffer.

#include "chess/expected.h"

#include <optional>
#include <string>
#include <string_view>

namespace kibitz::pgn {

enum class Encoding : std::uint8_t { Utf8, Utf8WithBom, Latin1 };

struct PgnText {
    std::string text; // UTF-8, BOM removed
    Encoding encoding = Encoding::Utf8;
    bool gzipped = false;
};

struct InputError {
    std::string path;
    std::string message;
    std::string toString() const { return path + ": " + message; }
};

Expected<PgnText, InputError> readPgnFile(const std::string& path);
// Decodes bytes already in memory (after any decompression).
PgnText decodePgnBytes(std::string bytes);
bool isValidUtf8(std::string_view s);
// Latin-1 as Windows-1252 (0x80-0x9F are its printable characters) to UTF-8, and back; the way
// back fails at the first character the code page cannot hold (its byte offset in badOffset).
std::string latin1ToUtf8(std::string_view in);
std::optional<std::string> utf8ToLatin1(std::string_view in, std::size_t* badOffset = nullptr);

} // namespace kibitz::pgn
