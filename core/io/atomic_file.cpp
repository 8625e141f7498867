// SPDX-License-Identifier: GPL-3.0-or-later
#include "io/atomic_file.h"

#include <atomic>
#include <cerrno>
#include <charconv>
#include <csignal>
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

// Closes a descriptor and removes the temporary file unless released.
struct TempFile {
    int fd = -1;
    std::string name;
    bool keep = false;
    ~TempFile()
    {
        if (fd >= 0) ::close(fd);
        if (!keep && !name.empty()) ::unlink(name.c_str());
    }
};

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
// process was killed mid-write (".games.pgn.tmp-PID-N" whose PID no longer runs). Those of a
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
        if (!name.starts_with(prefix)) continue;
        const std::string_view rest = name.substr(prefix.size());
        const std::size_t dash = rest.find('-');
        if (dash == std::string_view::npos) continue;
        long pid = 0;
        const auto [end, ec] = std::from_chars(rest.data(), rest.data() + dash, pid);
        if (ec != std::errc() || end != rest.data() + dash || pid <= 0 || pid == ::getpid())
            continue;
        if (::kill(pid_t(pid), 0) == 0 || errno != ESRCH) continue; // alive, or not ours to ask
        const std::string leftover =
            (folder == "/" ? std::string("/") : folder + "/") + std::string(name);
        ::unlink(leftover.c_str());
    }
    ::closedir(dir);
}

} // namespace

std::optional<FileError> saveFileAtomically(const std::string& path, std::string_view bytes)
{
    if (path.empty()) return FileError{path, ENOENT, "cannot save a file without a name"};

    TempFile temp;
    temp.fd = openTemp(path, temp.name);
    if (temp.fd < 0) {
        const int err = errno;
        temp.name.clear(); // nothing was created
        return makeError(path, err, "cannot create a temporary file in '" + folderOf(path) + "'");
    }

    // A replaced file keeps its permissions (the temporary file was made with the umask's).
    struct stat old {};
    if (::stat(path.c_str(), &old) == 0) ::fchmod(temp.fd, old.st_mode & 07777);

    const char* data = bytes.data();
    std::size_t left = bytes.size();
    while (left > 0) {
        const ssize_t n = ::write(temp.fd, data, left);
        if (n < 0) {
            if (errno == EINTR) continue;
            return makeError(path, errno, "cannot write '" + temp.name + "'");
        }
        data += n;
        left -= std::size_t(n);
    }
    // The data must be on the disk before the rename makes it the file: otherwise a crash
    // can leave a renamed but empty file.
    if (::fsync(temp.fd) != 0) return makeError(path, errno, "cannot flush '" + temp.name + "'");
    const int fd = temp.fd;
    temp.fd = -1;
    if (::close(fd) != 0) return makeError(path, errno, "cannot close '" + temp.name + "'");

    if (::rename(temp.name.c_str(), path.c_str()) != 0)
        return makeError(path, errno, "cannot rename '" + temp.name + "' to it");
    temp.keep = true;

    // The rename itself is durable once the folder is flushed. Failing here cannot undo the
    // save, and some file systems refuse fsync on folders: not an error.
    const int dir = ::open(folderOf(path).c_str(), O_RDONLY | O_DIRECTORY | O_CLOEXEC);
    if (dir >= 0) {
        ::fsync(dir);
        ::close(dir);
    }
    removeLeftovers(path);
    return std::nullopt;
}

} // namespace kibitz::io
