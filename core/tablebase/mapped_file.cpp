// SPDX-License-Identifier: GPL-3.0-or-later
#include "tablebase/mapped_file.h"

#include <cerrno>
#include <cstring>
#include <utility>

#include <fcntl.h>
#include <sys/mman.h>
#include <sys/stat.h>
#include <unistd.h>

namespace kibitz::tb {

MappedFile::MappedFile(MappedFile&& other) noexcept
    : m_data(std::exchange(other.m_data, nullptr))
    , m_size(std::exchange(other.m_size, 0))
{}

MappedFile& MappedFile::operator=(MappedFile&& other) noexcept
{
    if (this != &other) {
        release();
        m_data = std::exchange(other.m_data, nullptr);
        m_size = std::exchange(other.m_size, 0);
    }
    return *this;
}

MappedFile::~MappedFile()
{
    release();
}

void MappedFile::release()
{
    if (m_data) munmap(const_cast<std::uint8_t*>(m_data), m_size);
    m_data = nullptr;
    m_size = 0;
}

Expected<MappedFile, std::string> MappedFile::open(const std::string& path)
{
    const int fd = ::open(path.c_str(), O_RDONLY | O_CLOEXEC);
    if (fd < 0) return unexpected(path + ": cannot open: " + std::strerror(errno));
    struct stat st {};
    if (fstat(fd, &st) != 0) {
        const int err = errno;
        ::close(fd);
        return unexpected(path + ": cannot read its size: " + std::strerror(err));
    }
    if (!S_ISREG(st.st_mode)) {
        ::close(fd);
        return unexpected(path + ": not a regular file");
    }
    MappedFile file;
    if (st.st_size == 0) { // mmap refuses empty files; an empty mapping is still a valid answer
        ::close(fd);
        return file;
    }
    void* p = mmap(nullptr, std::size_t(st.st_size), PROT_READ, MAP_SHARED, fd, 0);
    const int err = errno;
    ::close(fd); // the mapping keeps its own reference to the file
    if (p == MAP_FAILED) return unexpected(path + ": cannot map: " + std::strerror(err));
#if defined(MADV_RANDOM)
    // Probes touch a few bytes here and there: read-ahead would only waste the page cache.
    madvise(p, std::size_t(st.st_size), MADV_RANDOM);
#endif
    file.m_data = static_cast<const std::uint8_t*>(p);
    file.m_size = std::size_t(st.st_size);
    return file;
}

} // namespace kibitz::tb
