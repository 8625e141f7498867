// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// Where Kibitz's bundled data (the 3-4 piece Syzygy tables, books; data/ in the source tree)
// and the system's chess data are found. One answer for the GUI and the CLI.

#include <cstdint>
#include <string>
#include <string_view>
#include <vector>

namespace kibitz::io {

// Folders that may hold the bundled data, in the order they are searched; only existing
// folders, canonical, without repeats:
//   1. share/kibitz beside the executable's bin/ (an installation, wherever it was moved)
//   2. the source tree's data/ (a build used where it was made)
//   3. share/kibitz under the installation prefix the build was configured for
std::vector<std::string> dataDirs();

// The first data folder's sub-folder sub ("syzygy"), as a one-folder list; empty if none has it.
std::vector<std::string> bundledFolder(std::string_view sub);

// The bundled 3-4 piece Syzygy tables.
inline std::vector<std::string> bundledSyzygyFolders()
{
    return bundledFolder("syzygy");
}

// Kibitz's own folders in the user's home, by the XDG base directory rules as Qt's
// QStandardPaths gives them to the GUI (organisation and application "Kibitz", so each ends in
// "Kibitz/Kibitz"): Cache is $XDG_CACHE_HOME/Kibitz/Kibitz (by default ~/.cache/...), Config
// $XDG_CONFIG_HOME/... (~/.config/...), Data $XDG_DATA_HOME/... (~/.local/share/...). An
// XDG variable that is not an absolute path is ignored, as the rules ask; without a home,
// /tmp stands in. For the Qt-free parts and the CLI; the GUI asks QStandardPaths, whose test
// mode moves them.
enum class UserFolder : std::uint8_t { Cache, Config, Data };
std::string userFolder(UserFolder which);

// Debian's gaviotatb tables: the package ships the 3-piece tables once per compression
// scheme (gtb1..gtb4); one is enough, cp4 is the one the library reads fastest.
std::vector<std::string> systemGaviotaFolders();

} // namespace kibitz::io
