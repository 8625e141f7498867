// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <string>

namespace kibitz::db {

// Where database indexes live: Kibitz's cache folder (the XDG base directory rules, as Qt's
// QStandardPaths::CacheLocation gives it for the GUI: $XDG_CACHE_HOME/Kibitz/Kibitz, by
// default ~/.cache/Kibitz/Kibitz) and "index" in it. The GUI and the CLI share it.
std::string defaultCacheDir();

} // namespace kibitz::db
