// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// Saving a file so that a crash or a full disk never leaves it half written: the bytes go
// to a temporary file in the same folder, are flushed to the disk (fsync), and the
// temporary file is then renamed over the target, which POSIX makes atomic (rename(2)).
// Readers see either the old file or the new one. Plain POSIX, no Qt.

#include <cstdint>
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

// The same save written piece by piece, for a file too large to hold in memory (a database of
// several GB): open(), write() as often as needed, commit(). Until commit() succeeds the target
// is untouched; a writer destroyed without it removes its temporary file. Runs of zero bytes
// (64 KiB and more) are skipped rather than written, so a sparse file stays sparse.
class AtomicFileWriter {
public:
    explicit AtomicFileWriter(std::string path);
    AtomicFileWriter(const AtomicFileWriter&) = delete;
    AtomicFileWriter& operator=(const AtomicFileWriter&) = delete;
    ~AtomicFileWriter();

    [[nodiscard]] std::optional<FileError> open();
    [[nodiscard]] std::optional<FileError> write(std::string_view bytes);
    [[nodiscard]] std::optional<FileError> commit();
    std::uint64_t size() const { return m_size; } // bytes written so far

private:
    std::string m_path;
    std::string m_temp;
    int m_fd = -1;
    std::uint64_t m_size = 0;
    bool m_hole = false; // the last bytes were skipped: the size is set at commit
};

} // namespace kibitz::io
