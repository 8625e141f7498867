// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// Temporary files and folders that a process names after itself (an index being written,
// "NAME.sqlite.tmp-PID"; Fathom's link folder, "kibitz-syzygy-PID-XXXXXX"; a file being saved,
// ".NAME.tmp-PID-N") and removes when it is done. A process that is killed leaves them behind;
// the next process that looks removes them, but never those of a process still running. Plain
// POSIX (Linux's /proc where it is there), no Qt.

#include <optional>
#include <string>
#include <string_view>

namespace kibitz::io {

// The process id in name right after prefix ("NAME.tmp-" then "1234"), which must be followed
// by the end of the name (dashAfter false) or by a '-' (dashAfter true); nullopt otherwise.
std::optional<long> pidInName(std::string_view name, std::string_view prefix, bool dashAfter);

// Whether the process pid that made path (a file or a folder) is certainly gone, so that path
// is a leftover: no process has that id, or the one that has it is a zombie, or it started
// after path was last changed (the id was given to a new process after the maker died: the
// maker changed path while it lived, and a process cannot start before its id is free).
// False for this process, and when it cannot be told (a process whose start time cannot be
// read, a path that cannot be read).
bool ownerIsGone(long pid, const std::string& path);

} // namespace kibitz::io
