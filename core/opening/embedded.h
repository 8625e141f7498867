// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// The files of data/openings as compiled into the binary (see embed.cmake).

#include <span>
#include <string_view>

namespace kibitz::opening::detail {

struct EmbeddedFile {
    std::string_view name; // "a.tsv"
    std::string_view bytes;
};

extern const std::span<const EmbeddedFile> embeddedFiles;

} // namespace kibitz::opening::detail
