// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// Saving a file so that a crash or a full disk never leaves it half written: the bytes go
// to a temporary file in the same folder, are flushed to the disk (fsync), and the
// temporary file is then renamed over the target, which POSIX makes atomic (rename(2)).
// Readers see either the old file or the new one. Plain POSIX, no Qt.

#include <optional>
#include <string>
#include <string_view>

namespace kibitz::io {

struct FileError {
    std::string path;    // the file that was being saved
    int errorNumber = 0; // errno of the failing call
    std::string message; // "cannot save '/x/games.pgn': cannot create a temporary file in '/x': No
                         // such file or directory"
};

// std::nullopt on success. On failure the target is unchanged and no temporary file is
// left behind. A new file gets the usual permissions (0666 less the umask); a replaced file
// keeps its permission bits. When path is a symbolic link, the link itself is replaced.
// A save killed mid-write (kill -9, power loss) leaves the old file as it was, and may leave
// its hidden temporary file (".NAME.tmp-PID-N"); the next successful save of the same file
// removes those whose process is gone.
[[nodiscard]] std::optional<FileError> saveFileAtomically(const std::string& path,
                                                          std::string_view bytes);

} // namespace kibitz::io
