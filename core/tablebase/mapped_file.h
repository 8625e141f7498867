// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// A read-only memory mapping of a whole file (POSIX mmap). Syzygy tables are probed at
// random offsets a few bytes at a time, so mapping them and letting the page cache do the
// work is both the simplest and the fastest way to read them.

#include "chess/expected.h"

#include <cstddef>
#include <cstdint>
#include <string>

namespace kibitz::tb {

class MappedFile {
public:
    MappedFile() = default;
    MappedFile(const MappedFile&) = delete;
    MappedFile& operator=(const MappedFile&) = delete;
    MappedFile(MappedFile&& other) noexcept;
    MappedFile& operator=(MappedFile&& other) noexcept;
    ~MappedFile();

    // Maps path for reading. The error names the file and the system's reason.
    static Expected<MappedFile, std::string> open(const std::string& path);

    const std::uint8_t* data() const { return m_data; }
    std::size_t size() const { return m_size; }

private:
    void release();

    const std::uint8_t* m_data = nullptr;
    std::size_t m_size = 0;
};

} // namespace kibitz::tb
