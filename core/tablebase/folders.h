// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <string>
#include <vector>

namespace kibitz::tb {

// The folders a user gives for tables, each followed by its immediate subfolders (sorted by
// name): Debian puts Gaviota's tables in gtb1..gtb4 under /usr/share/gaviotatb, and Syzygy
// sets often come as 3-4-5/ and 6-men/ folders under one root. Folders that do not exist
// are kept, so that the caller can name them in its error.
std::vector<std::string> withSubfolders(const std::vector<std::string>& folders);

} // namespace kibitz::tb
