// SPDX-License-Identifier: GPL-3.0-or-later
#include "io/datadirs.h"

#include <algorithm>
#include <cstdlib>
#include <filesystem>

namespace kibitz::io {

namespace fs = std::filesystem;

namespace {

bool isDir(const fs::path& p)
{
    std::error_code ec;
    return fs::is_directory(p, ec);
}

} // namespace

std::vector<std::string> dataDirs()
{
    std::vector<fs::path> candidates;
    std::error_code ec;
    const fs::path exe = fs::read_symlink("/proc/self/exe", ec);
    if (!ec) candidates.push_back(exe.parent_path().parent_path() / "share/kibitz");
#ifdef KIBITZ_DATA_DIR
    candidates.emplace_back(KIBITZ_DATA_DIR);
#endif
#ifdef KIBITZ_INSTALLED_DATA_DIR
    candidates.emplace_back(KIBITZ_INSTALLED_DATA_DIR);
#endif
    std::vector<std::string> out;
    for (const fs::path& c : candidates) {
        if (!isDir(c)) continue;
        std::error_code canonicalError;
        const fs::path canonical = fs::canonical(c, canonicalError);
        const std::string path = canonicalError ? c.string() : canonical.string();
        if (std::find(out.begin(), out.end(), path) == out.end()) out.push_back(path);
    }
    return out;
}

std::vector<std::string> bundledFolder(std::string_view sub)
{
    for (const std::string& dir : dataDirs()) {
        const fs::path p = fs::path(dir) / sub;
        if (isDir(p)) return {p.string()};
    }
    return {};
}

std::string userFolder(UserFolder which)
{
    const char* variable = "XDG_CACHE_HOME";
    const char* fallback = "/.cache";
    switch (which) {
    case UserFolder::Cache:
        break;
    case UserFolder::Config:
        variable = "XDG_CONFIG_HOME";
        fallback = "/.config";
        break;
    case UserFolder::Data:
        variable = "XDG_DATA_HOME";
        fallback = "/.local/share";
        break;
    }
    std::string base;
    if (const char* xdg = std::getenv(variable); xdg && *xdg == '/')
        base = xdg;
    else if (const char* home = std::getenv("HOME"); home && *home)
        base = std::string(home) + fallback;
    else
        base = "/tmp";
    return base + "/Kibitz/Kibitz";
}

std::vector<std::string> systemGaviotaFolders()
{
    for (const char* dir : {"/usr/share/gaviotatb/gtb4", "/usr/share/gaviotatb/gtb3",
                            "/usr/share/gaviotatb/gtb2", "/usr/share/gaviotatb/gtb1"})
        if (isDir(dir)) return {dir};
    return {};
}

} // namespace kibitz::io
