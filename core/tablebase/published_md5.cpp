// SPDX-License-Identifier: GPL-3.0-or-later
#include "tablebase/published_md5.h"

#include <algorithm>

namespace kibitz::tb {

std::vector<PublishedMd5> findPublishedMd5(std::span<const PublishedMd5Row> rows,
                                           std::string_view fileName)
{
    auto it = std::lower_bound(
        rows.begin(), rows.end(), fileName,
        [](const PublishedMd5Row& row, std::string_view name) { return row.name < name; });
    std::vector<PublishedMd5> out;
    for (; it != rows.end() && it->name == fileName; ++it) out.push_back(it->sum);
    return out;
}

} // namespace kibitz::tb
