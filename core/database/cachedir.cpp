// SPDX-License-Identifier: GPL-3.0-or-later
#include "database/cachedir.h"

#include <cstdlib>

namespace kibitz::db {

std::string defaultCacheDir()
{
    std::string base;
    if (const char* xdg = std::getenv("XDG_CACHE_HOME"); xdg && *xdg == '/')
        base = xdg;
    else if (const char* home = std::getenv("HOME"); home && *home)
        base = std::string(home) + "/.cache";
    else
        base = "/tmp";
    return base + "/Kibitz/Kibitz/index";
}

} // namespace kibitz::db
