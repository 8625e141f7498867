// SPDX-License-Identifier: GPL-3.0-or-later
#include "io/atomic_file.h"

#include "io/leftovers.h"

#include <algorithm>
#include <atomic>
#include <cerrno>
#include <cstring>
#include <dirent.h>
#include <fcntl.h>
#include <sys/stat.h>
#include <unistd.h>

namespace kibitz::io {

namespace {

FileError makeError(const std::string& path, int err, const std::string& what)
{
    return FileError{path, err, "cannot save '" + path + "': " + what + ": " + std::strerror(err)};
}

std::string folderOf(const std::string& path)
{
    const std::size_t slash = path.rfind('/');
    if (slash == std::string::npos) return ".";
    if (slash == 0) return "/";
    return path.substr(0, slash);
}

int openTemp(const std::string& path, std::string& name)
{
    // O_EXCL on a fresh name: never follows or reuses someone else's file. The name is
    // hidden (leading dot) and says whose it is.
    static std::atomic<unsigned> counter{0};
    const std::string folder = folderOf(path);
    const std::size_t slash = path.rfind('/');
    const std::string base = slash == std::string::npos ? path : path.substr(slash + 1);
    for (int attempt = 0; attempt < 100; ++attempt) {
        name = folder == "/" ? std::string("/") : folder + "/";
        name.append(".").append(base).append(".tmp-").append(std::to_string(::getpid()));
        name.append("-").append(std::to_string(counter.fetch_add(1)));
        const int fd = ::open(name.c_str(), O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC, 0666);
        if (fd >= 0 || errno != EEXIST) return fd;
    }
    errno = EEXIST;
    return -1;
}

// Removes the temporary files that earlier saves of the same file left behind when their
// process was killed mid-write (".games.pgn.tmp-PID-N" whose process is gone). Those of a
// running process, this one included, may belong to a save under way: they stay.
void removeLeftovers(const std::string& path)
{
    const std::string folder = folderOf(path);
    const std::size_t slash = path.rfind('/');
    const std::string prefix =
        "." + (slash == std::string::npos ? path : path.substr(slash + 1)) + ".tmp-";
    DIR* dir = ::opendir(folder.c_str());
    if (!dir) return;
    while (const dirent* entry = ::readdir(dir)) {
        const std::string_view name = entry->d_name;
        const auto pid = pidInName(name, prefix, true);
        if (!pid) continue;
        const std::string leftover =
            (folder == "/" ? std::string("/") : folder + "/") + std::string(name);
        if (ownerIsGone(*pid, leftover)) ::unlink(leftover.c_str()); // never a running save's
    }
    ::closedir(dir);
}

} // namespace

AtomicFileWriter::AtomicFileWriter(std::string path)
    : m_path(std::move(path))
{}

AtomicFileWriter::~AtomicFileWriter()
{
    if (m_fd >= 0) ::close(m_fd);
    if (!m_temp.empty()) ::unlink(m_temp.c_str());
}

std::optional<FileError> AtomicFileWriter::open()
{
    if (m_path.empty()) return FileError{m_path, ENOENT, "cannot save a file without a name"};
    m_fd = openTemp(m_path, m_temp);
    if (m_fd < 0) {
        const int err = errno;
        m_temp.clear(); // nothing was created
        return makeError(m_path, err,
                         "cannot create a temporary file in '" + folderOf(m_path) + "'");
    }
    // A replaced file keeps its permissions (the temporary file was made with the umask's).
    struct stat old {};
    if (::stat(m_path.c_str(), &old) == 0) ::fchmod(m_fd, old.st_mode & 07777);
    return std::nullopt;
}

std::optional<FileError> AtomicFileWriter::write(std::string_view bytes)
{
    constexpr std::size_t Hole = std::size_t(1) << 16;
    static const char zeros[Hole] = {};
    while (!bytes.empty()) {
        // A block of zeros becomes a hole: a seek, not a write.
        if (bytes.size() >= Hole && bytes[0] == 0 && std::memcmp(bytes.data(), zeros, Hole) == 0) {
            if (::lseek(m_fd, off_t(Hole), SEEK_CUR) < 0)
                return makeError(m_path, errno, "cannot write '" + m_temp + "'");
            m_size += Hole;
            m_hole = true;
            bytes.remove_prefix(Hole);
            continue;
        }
        const std::size_t piece = std::min(bytes.size(), Hole);
        const ssize_t n = ::write(m_fd, bytes.data(), piece);
        if (n < 0) {
            if (errno == EINTR) continue;
            return makeError(m_path, errno, "cannot write '" + m_temp + "'");
        }
        m_size += std::uint64_t(n);
        m_hole = false;
        bytes.remove_prefix(std::size_t(n));
    }
    return std::nullopt;
}

std::optional<FileError> AtomicFileWriter::commit()
{
    if (m_fd < 0) return FileError{m_path, EBADF, "cannot save '" + m_path + "': not open"};
    if (m_hole && ::ftruncate(m_fd, off_t(m_size)) != 0)
        return makeError(m_path, errno, "cannot write '" + m_temp + "'");
    // The data must be on the disk before the rename makes it the file: otherwise a crash
    // can leave a renamed but empty file.
    if (::fsync(m_fd) != 0) return makeError(m_path, errno, "cannot flush '" + m_temp + "'");
    const int fd = m_fd;
    m_fd = -1;
    if (::close(fd) != 0) return makeError(m_path, errno, "cannot close '" + m_temp + "'");

    if (::rename(m_temp.c_str(), m_path.c_str()) != 0)
        return makeError(m_path, errno, "cannot rename '" + m_temp + "' to it");
    m_temp.clear(); // it is the file now

    // The rename itself is durable once the folder is flushed. Failing here cannot undo the
    // save, and some file systems refuse fsync on folders: not an error.
    const int dir = ::open(folderOf(m_path).c_str(), O_RDONLY | O_DIRECTORY | O_CLOEXEC);
    if (dir >= 0) {
        ::fsync(dir);
        ::close(dir);
    }
    removeLeftovers(m_path);
    return std::nullopt;
}

std::optional<FileError> saveFileAtomically(const std::string& path, std::string_view bytes)
{
    AtomicFileWriter writer(path);
    if (auto error = writer.open()) return error;
    if (auto error = writer.write(bytes)) return error;
    return writer.commit();
}

} // namespace kibitz::io
