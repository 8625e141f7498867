// SPDX-License-Identifier: GPL-3.0-or-later
#include "tablebase/checksum.h"

#include "tablebase/folders.h"

#include <algorithm>
#include <cerrno>
#include <cstdio>
#include <cstring>
#include <filesystem>
#include <memory>

namespace kibitz::tb {

namespace {

void putLittle64(std::uint64_t v, std::uint8_t* out)
{
    for (int i = 0; i < 8; ++i) out[i] = std::uint8_t(v >> (8 * i));
}

std::uint64_t getLittle64(const std::uint8_t* p)
{
    std::uint64_t v = 0;
    for (int i = 7; i >= 0; --i) v = (v << 8) | p[i];
    return v;
}

// The second stage: the pieces' CityHashCrc256 values as bytes, hashed once more.
Hash128 combine(const std::vector<std::uint64_t>& pieceHashes)
{
    std::vector<std::uint8_t> bytes(pieceHashes.size() * 8);
    for (std::size_t i = 0; i < pieceHashes.size(); ++i) putLittle64(pieceHashes[i], &bytes[8 * i]);
    return cityHashCrc128(bytes.data(), bytes.size());
}

void addPiece(std::vector<std::uint64_t>& pieceHashes, const std::uint8_t* data, std::size_t len)
{
    const auto h = cityHashCrc256(data, len);
    pieceHashes.insert(pieceHashes.end(), h.begin(), h.end());
}

struct FileCloser {
    void operator()(std::FILE* f) const { std::fclose(f); }
};

} // namespace

Hash128 syzygyChecksum(const std::uint8_t* data, std::size_t size, std::size_t chunk)
{
    std::vector<std::uint64_t> pieceHashes;
    for (std::size_t at = 0; at < size; at += chunk)
        addPiece(pieceHashes, data + at, std::min(chunk, size - at));
    return combine(pieceHashes);
}

std::string toHex(const Hash128& h)
{
    std::uint8_t bytes[16];
    putLittle64(h.low, bytes);
    putLittle64(h.high, bytes + 8);
    static constexpr char Digits[] = "0123456789abcdef";
    std::string out;
    for (const std::uint8_t b : bytes) {
        out += Digits[b >> 4];
        out += Digits[b & 15];
    }
    return out;
}

const char* fileCheckName(FileCheck c)
{
    switch (c) {
    case FileCheck::Ok:
        return "OK";
    case FileCheck::Mismatch:
        return "MISMATCH";
    case FileCheck::NoChecksum:
        return "NO-CHECKSUM";
    case FileCheck::BadSize:
        return "BAD-SIZE";
    case FileCheck::Unreadable:
        return "UNREADABLE";
    }
    return "?";
}

TableFileCheck checkTableFile(const std::string& path)
{
    TableFileCheck check;
    check.path = path;
    std::error_code ec;
    if (!std::filesystem::is_regular_file(path, ec)) {
        check.error = ec                                  ? "cannot open: " + ec.message()
                      : std::filesystem::exists(path, ec) ? std::string("not a regular file")
                                                          : std::string("no such file");
        return check;
    }
    const std::unique_ptr<std::FILE, FileCloser> file(std::fopen(path.c_str(), "rb"));
    if (!file) {
        check.error = std::string("cannot open: ") + std::strerror(errno);
        return check;
    }
    // The size from the open file, so that it is the size of what is read.
    if (std::fseek(file.get(), 0, SEEK_END) != 0) {
        check.error = std::string("cannot read its size: ") + std::strerror(errno);
        return check;
    }
    const long end = std::ftell(file.get());
    if (end < 0 || std::fseek(file.get(), 0, SEEK_SET) != 0) {
        check.error = std::string("cannot read its size: ") + std::strerror(errno);
        return check;
    }
    check.size = std::uint64_t(end);
    if (check.size % 64 == 0) {
        check.status = FileCheck::NoChecksum;
        check.error = "no checksum: the size (" + std::to_string(check.size)
                      + " bytes) is a multiple of 64, the 16-byte checksum was never appended";
        return check;
    }
    if (check.size % 64 != 16) {
        check.status = FileCheck::BadSize;
        check.error = "the size (" + std::to_string(check.size)
                      + " bytes) is not a multiple of 64 plus a 16-byte checksum: truncated, "
                        "or not a Syzygy table";
        return check;
    }

    const std::uint64_t dataSize = check.size - 16;
    std::vector<std::uint8_t> buffer(std::size_t(std::min<std::uint64_t>(dataSize, ChecksumChunk)));
    std::vector<std::uint64_t> pieceHashes;
    for (std::uint64_t at = 0; at < dataSize; at += ChecksumChunk) {
        const std::size_t want = std::size_t(std::min<std::uint64_t>(ChecksumChunk, dataSize - at));
        if (std::fread(buffer.data(), 1, want, file.get()) != want) {
            check.error =
                std::ferror(file.get())
                    ? "read error at byte " + std::to_string(at) + ": " + std::strerror(errno)
                    : "the file ended early, at byte " + std::to_string(at);
            return check;
        }
        addPiece(pieceHashes, buffer.data(), want);
    }
    std::uint8_t stored[16];
    if (std::fread(stored, 1, sizeof stored, file.get()) != sizeof stored) {
        check.error = "cannot read the stored checksum";
        return check;
    }
    check.stored = {getLittle64(stored), getLittle64(stored + 8)};
    check.computed = combine(pieceHashes);
    if (check.stored == check.computed) {
        check.status = FileCheck::Ok;
    } else {
        check.status = FileCheck::Mismatch;
        check.error = "checksum mismatch: stored " + toHex(check.stored) + ", computed "
                      + toHex(check.computed);
    }
    return check;
}

std::vector<std::string> findTableFiles(const std::vector<std::string>& paths,
                                        std::vector<std::string>& problems)
{
    namespace fs = std::filesystem;
    std::vector<std::string> files, seen;
    for (const std::string& p : paths) {
        std::error_code ec;
        if (fs::is_regular_file(p, ec)) {
            files.push_back(p);
            continue;
        }
        for (const std::string& folder : withSubfolders({p})) {
            if (std::find(seen.begin(), seen.end(), folder) != seen.end()) continue;
            seen.push_back(folder);
            fs::directory_iterator it(folder, ec);
            if (ec) {
                problems.push_back(folder + ": " + ec.message());
                continue;
            }
            std::vector<std::string> here;
            for (; it != fs::directory_iterator(); it.increment(ec)) {
                if (ec) {
                    problems.push_back(folder + ": " + ec.message());
                    break;
                }
                const std::string ext = it->path().extension().string();
                if (ext == ".rtbw" || ext == ".rtbz") here.push_back(it->path().string());
            }
            std::sort(here.begin(), here.end());
            files.insert(files.end(), here.begin(), here.end());
        }
    }
    return files;
}

} // namespace kibitz::tb
