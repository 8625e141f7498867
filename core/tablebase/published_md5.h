// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// The MD5 sums published for table files (syzygy_md5.cpp, gaviota_md5.cpp hold the lists): one
// row per (file, sum), sorted by file name; a file may have several sums (a table published
// again, or packed again by Debian).

#include <span>
#include <string_view>
#include <vector>

namespace kibitz::tb {

struct PublishedMd5 {
    std::string_view md5;    // 32 lower-case hex digits
    std::string_view source; // "lichess", "Debian", "syzygy-tables.info"
};

struct PublishedMd5Row {
    std::string_view name; // the file name, "KRvKP.rtbw", "kqkr.gtb.cp4"
    PublishedMd5 sum;
};

// Every sum `rows` (sorted by name) lists for fileName, in the list's order; none when it is not
// listed.
std::vector<PublishedMd5> findPublishedMd5(std::span<const PublishedMd5Row> rows,
                                           std::string_view fileName);

} // namespace kibitz::tb
