// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// The fuzz harnesses: one function per reader, fed arbitrary bytes. Each is built twice:
// into a libFuzzer executable (KIBITZ_FUZZ=ON, clang, with ASan and UBSan; see
// tests/fuzz/CMakeLists.txt), and into fuzz_replay_test, a normal test that replays every
// seed (tests/fuzz/corpus/<target>/) and every input that once failed
// (tests/fuzz/crashes/<target>/) in each CI run.
//
// A harness returns 0 for any input. Besides crashing, a harness fails (abort, which both
// libFuzzer and the replay test report) when a property that must hold for every input
// does not: what is read and written back reads the same, a parsed move is legal, etc.

#include <cstddef>
#include <cstdint>
#include <cstdio>
#include <cstdlib>
#include <string_view>

namespace kibitz::fuzz {

int fen(const std::uint8_t* data, std::size_t size);
int notation(const std::uint8_t* data, std::size_t size);
int epd(const std::uint8_t* data, std::size_t size);
int pgn(const std::uint8_t* data, std::size_t size);
int polyglot(const std::uint8_t* data, std::size_t size);
int syzygy(const std::uint8_t* data, std::size_t size);
int uci(const std::uint8_t* data, std::size_t size);
int xboard(const std::uint8_t* data, std::size_t size);
int scid(const std::uint8_t* data, std::size_t size);
int indexFile(const std::uint8_t* data, std::size_t size); // target "index"

struct Target {
    const char* name; // also the folder name under corpus/ and crashes/
    int (*run)(const std::uint8_t*, std::size_t);
};
inline constexpr Target Targets[] = {
    {"fen", fen},           {"notation", notation}, {"epd", epd}, {"pgn", pgn},
    {"polyglot", polyglot}, {"syzygy", syzygy},     {"uci", uci}, {"xboard", xboard},
    {"scid", scid},         {"index", indexFile},
};

// A property every input must keep: on failure, say which and stop.
[[noreturn]] inline void fail(const char* file, int line, const char* what)
{
    std::fprintf(stderr, "%s:%d: fuzz property violated: %s\n", file, line, what);
    std::abort();
}

inline std::string_view asText(const std::uint8_t* data, std::size_t size)
{
    return {reinterpret_cast<const char*>(data), size};
}

} // namespace kibitz::fuzz

#define KIBITZ_FUZZ_CHECK(cond)                                                                    \
    do {                                                                                           \
        if (!(cond)) ::kibitz::fuzz::fail(__FILE__, __LINE__, #cond);                              \
    } while (false)

// The libFuzzer entry point of one target (only in the KIBITZ_FUZZ build).
#ifdef KIBITZ_LIBFUZZER
#define KIBITZ_FUZZ_ENTRY(function)                                                                \
    extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size)              \
    {                                                                                              \
        return ::kibitz::fuzz::function(data, size);                                               \
    }
#else
#define KIBITZ_FUZZ_ENTRY(function)
#endif
