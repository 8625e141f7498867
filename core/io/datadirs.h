// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// Where Kibitz's bundled data (the 3-4 piece Syzygy tables, books; data/ in the source tree)
// and the system's chess data are found. One answer for the GUI and the CLI.

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

// Debian's gaviotatb tables: the package ships the 3-piece tables once per compression
// scheme (gtb1..gtb4); one is enough, cp4 is the one the library reads fastest.
std::vector<std::string> systemGaviotaFolders();

} // namespace kibitz::io
