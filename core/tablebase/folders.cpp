// SPDX-License-Identifier: GPL-3.0-or-later
#include "tablebase/folders.h"

#include <algorithm>
#include <filesystem>

namespace kibitz::tb {

std::vector<std::string> withSubfolders(const std::vector<std::string>& folders)
{
    std::vector<std::string> out;
    for (const std::string& folder : folders) {
        if (std::find(out.begin(), out.end(), folder) == out.end()) out.push_back(folder);
        std::error_code ec;
        std::vector<std::string> children;
        for (const auto& entry : std::filesystem::directory_iterator(folder, ec))
            if (entry.is_directory(ec)) children.push_back(entry.path().string());
        std::sort(children.begin(), children.end());
        for (std::string& child : children)
            if (std::find(out.begin(), out.end(), child) == out.end())
                out.push_back(std::move(child));
    }
    return out;
}

} // namespace kibitz::tb
