// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <string>

namespace kibitz::db {

// Where database indexes live: "index" in Kibitz's cache folder (io::userFolder, by default
// ~/.cache/Kibitz/Kibitz). The GUI and the CLI share it.
std::string defaultCacheDir();

} // namespace kibitz::db
