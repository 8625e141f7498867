// SPDX-License-Identifier: GPL-3.0-or-later
#include "pgn/rawfile.h"

#include <zlib.h>

#include <algorithm>
#include <cerrno>
#include <cstring>
#include <fcntl.h>
#include <filesystem>
#include <sys/mman.h>
#include <sys/stat.h>
#include <unistd.h>

namespace kibitz::pgn {

RawFile::~RawFile()
{
    if (m_map) ::munmap(m_map, m_mapSize);
}

std::size_t RawFile::bomSize() const
{
    return m_view.starts_with("\xEF\xBB\xBF") ? 3 : 0;
}

Encoding RawFile::encoding() const
{
    if (bomSize()) return Encoding::Utf8WithBom;
    // A mapped file in pieces, each released once checked. A piece ends where a character
    // starts (not on a continuation byte 10xxxxxx), so each is valid UTF-8 exactly when the
    // whole is.
    constexpr std::size_t Piece = std::size_t(64) << 20;
    std::size_t at = 0;
    while (at < m_view.size()) {
        std::size_t end = std::min(m_view.size(), at + Piece);
        while (end < m_view.size() && end > at
               && (static_cast<unsigned char>(m_view[end]) & 0xC0) == 0x80)
            --end;
        const bool valid = isValidUtf8(m_view.substr(at, end - at));
        release(at, end);
        if (!valid) return Encoding::Latin1;
        at = end;
    }
    return Encoding::Utf8;
}

void RawFile::release(std::uint64_t from, std::uint64_t to) const
{
    if (!m_map) return;
    const auto page = std::uint64_t(::sysconf(_SC_PAGESIZE));
    from = (from + page - 1) / page * page; // whole pages inside the range only
    to = std::min<std::uint64_t>(to, m_mapSize) / page * page;
    if (from < to) ::madvise(static_cast<char*>(m_map) + from, to - from, MADV_DONTNEED);
}

std::string RawFile::takeBytes()
{
    std::string out = m_map ? std::string(m_view) : std::move(m_owned);
    if (m_map) ::munmap(m_map, m_mapSize);
    m_map = nullptr;
    m_mapSize = 0;
    m_owned.clear();
    m_view = {};
    return out;
}

Expected<bool, InputError> RawFile::open(const std::string& path, Access access)
{
    // A directory opens (on Linux) and then claims a huge size: refuse it by name.
    std::error_code ec;
    if (std::filesystem::is_directory(path, ec))
        return unexpected(InputError{path, "is a directory"});
    const int fd = ::open(path.c_str(), O_RDONLY | O_CLOEXEC);
    if (fd < 0) return unexpected(InputError{path, std::strerror(errno)});
    struct stat st {};
    if (::fstat(fd, &st) != 0) {
        const int e = errno;
        ::close(fd);
        return unexpected(InputError{path, std::strerror(e)});
    }
    unsigned char magic[2] = {0, 0};
    const bool gzip = ::pread(fd, magic, 2, 0) == 2 && magic[0] == 0x1F && magic[1] == 0x8B;
    if (!gzip && access == Access::Read) {
        // One read per call straight into the string: no page-by-page faults, no second copy.
        m_owned.resize(std::size_t(st.st_size));
        std::size_t got = 0;
        while (got < m_owned.size()) {
            const ssize_t n = ::pread(fd, m_owned.data() + got, m_owned.size() - got, off_t(got));
            if (n < 0 && errno == EINTR) continue;
            if (n < 0) {
                const int e = errno;
                ::close(fd);
                m_owned.clear();
                return unexpected(InputError{path, std::strerror(e)});
            }
            if (n == 0) break; // the file shrank while it was read: keep what is there
            got += std::size_t(n);
        }
        m_owned.resize(got);
        ::close(fd);
        m_view = m_owned;
        return true;
    }
    if (!gzip) {
        if (st.st_size > 0) {
            m_mapSize = std::size_t(st.st_size);
            m_map = ::mmap(nullptr, m_mapSize, PROT_READ, MAP_PRIVATE, fd, 0);
            if (m_map == MAP_FAILED) {
                m_map = nullptr;
                const int e = errno;
                ::close(fd);
                return unexpected(InputError{path, std::string("cannot map: ") + std::strerror(e)});
            }
            ::madvise(m_map, m_mapSize, MADV_SEQUENTIAL);
            m_view = std::string_view(static_cast<const char*>(m_map), m_mapSize);
        }
        ::close(fd);
        return true;
    }
    ::close(fd);
    gzFile gz = gzopen(path.c_str(), "rb");
    if (!gz) return unexpected(InputError{path, "cannot open gzip stream"});
    gzbuffer(gz, 1 << 17);
    char buf[1 << 16];
    int n;
    while ((n = gzread(gz, buf, sizeof buf)) > 0) m_owned.append(buf, std::size_t(n));
    int code = Z_OK;
    const char* zmessage = gzerror(gz, &code);
    // zlib.h, gzread: at the end of the input gzerror says Z_BUF_ERROR when the file ended
    // in the middle of a gzip stream (a truncated file), which gzread does not report.
    if (n < 0 || code != Z_OK) {
        std::string message = zmessage && *zmessage ? zmessage : "unexpected end of file";
        if (message.starts_with(path + ": ")) message.erase(0, path.size() + 2); // zlib names it
        gzclose(gz);
        return unexpected(InputError{path, "gzip: " + message + " after "
                                               + std::to_string(m_owned.size())
                                               + " bytes of text"});
    }
    gzclose(gz);
    m_gzipped = true;
    m_view = m_owned;
    return true;
}

} // namespace kibitz::pgn
