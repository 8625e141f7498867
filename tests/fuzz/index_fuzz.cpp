// SPDX-License-Identifier: GPL-3.0-or-later
// The database index (core/database/store.cpp, checked by indexcheck.h): fuzzed bytes stand
// as the index file of a small PGN file, which is then opened, listed and searched as
// kibitz-cli does. Besides crashing, it fails when an answer differs from the file's own (the
// same file opened without an index), unless the database says clearly that it cannot search:
// an index that fails its checks is made again from the file, never believed.
//
// Input: the index file's bytes. The PGN file sits at a fixed path with a fixed modification
// time, so that an index made for it (the seeds, see corpus/index/SOURCE.txt) is its own.

#include "harness.h"

#include "chess/notation.h"
#include "database/database.h"
#include "database/database_impl.h" // cacheFileFor

#include <filesystem>
#include <fstream>
#include <sstream>
#include <string>

#include <fcntl.h>
#include <sys/stat.h>
#include <unistd.h>

namespace kibitz::fuzz {

namespace {

// Short games of every kind the index keeps: a standard start, a set-up position, a game the
// reader reports errors in, a mate.
constexpr const char* Games = R"([Event "Najdorf"]
[White "White, A"]
[Black "Black, B"]
[Result "1/2-1/2"]
[WhiteElo "2500"]

1. e4 c5 2. Nf3 d6 3. d4 cxd4 4. Nxd4 Nf6 5. Nc3 a6 6. Be3 e5 7. Nb3 Be6 1/2-1/2

[Event "Ruy Lopez"]
[White "Black, B"]
[Black "White, A"]
[Result "1-0"]

1. e4 e5 2. Nf3 Nc6 3. Bb5 a6 4. Ba4 Nf6 5. O-O Be7 1-0

[Event "Ending"]
[SetUp "1"]
[FEN "8/8/8/4k3/8/8/4PK2/8 w - - 0 1"]
[Result "*"]

1. Kf3 Kd5 2. e4+ Ke5 *

[Event "Error"]
[Result "*"]

1. d4 d5 2. Kxe8 *

[Event "Mate"]
[Result "1-0"]

1. e4 e5 2. Qh5 Nc6 3. Bc4 Nf6 4. Qxf7# 1-0
)";

constexpr const char* Folder = "/tmp/kibitz-index-fuzz";
constexpr const char* PgnPath = "/tmp/kibitz-index-fuzz/games.pgn";
constexpr std::int64_t FixedTime = 1577836800; // 2020-01-01, the seeds' file time

chess::Position after(std::string_view moves)
{
    chess::Position pos;
    std::istringstream in{std::string(moves)};
    for (std::string san; in >> san;) {
        const auto m = chess::parseMove(pos, san);
        if (!m) break;
        pos.play(*m);
    }
    return pos;
}

// The games' list and the answers of the searches, as text.
std::string list(const db::Database& d)
{
    std::ostringstream out;
    for (db::GameId g = 0; g < d.size(); ++g) {
        const db::GameEntry& e = d.game(g);
        out << e.offset << ' ' << e.length << ' ' << d.string(e.white) << '|' << d.string(e.black)
            << '|' << d.string(e.event) << ' ' << e.whiteElo << ' ' << e.plies << ' '
            << int(e.result) << ' ' << int(e.flags) << '\n';
    }
    return out.str();
}

std::string searches(const db::Database& d)
{
    std::ostringstream out;
    for (const char* moves : {"", "e4", "e4 c5 Nf3 d6 d4 cxd4 Nxd4 Nf6 Nc3 a6"}) {
        for (const db::PositionHit& h : d.searchPosition(after(moves)))
            out << h.game << ':' << h.ply << ':' << h.next.raw() << ' ';
        for (const db::TreeMove& m : d.tree(after(moves))) out << m.move.raw() << ':' << m.games;
        out << '\n';
    }
    for (const db::GameId g : d.searchMaterial(*db::MaterialPattern::parse("KPvK"))) out << g;
    return out.str();
}

struct Setup {
    std::string cacheDir, indexPath, list, searches;
    Setup()
    {
        std::error_code ec;
        std::filesystem::create_directories(Folder, ec);
        // Written beside and renamed: another fuzzing process may be reading it.
        const std::string temp = std::string(PgnPath) + "." + std::to_string(getpid());
        {
            std::ofstream out(temp, std::ios::binary | std::ios::trunc);
            out << Games;
        }
        const timespec times[2] = {{FixedTime, 0}, {FixedTime, 0}};
        KIBITZ_FUZZ_CHECK(utimensat(AT_FDCWD, temp.c_str(), times, 0) == 0);
        std::filesystem::rename(temp, PgnPath, ec);
        KIBITZ_FUZZ_CHECK(!ec);
        cacheDir = std::string(Folder) + "/cache-" + std::to_string(getpid());
        std::filesystem::create_directories(cacheDir, ec);
        indexPath = db::cacheFileFor(cacheDir, PgnPath);
        auto plain = db::Database::open(PgnPath, db::OpenOptions{});
        KIBITZ_FUZZ_CHECK(bool(plain));
        list = fuzz::list(**plain);
        searches = fuzz::searches(**plain);
        KIBITZ_FUZZ_CHECK((*plain)->size() == 5);
    }
    ~Setup()
    {
        std::error_code ec;
        std::filesystem::remove_all(cacheDir, ec);
    }
};

} // namespace

int indexFile(const std::uint8_t* data, std::size_t size)
{
    static const Setup setup;
    {
        std::ofstream out(setup.indexPath, std::ios::binary | std::ios::trunc);
        out.write(reinterpret_cast<const char*>(data), std::streamsize(size));
    }
    db::OpenOptions options;
    options.cacheDir = setup.cacheDir;
    options.threads = 1;
    auto opened = db::Database::open(PgnPath, options);
    KIBITZ_FUZZ_CHECK(bool(opened)); // the PGN file is intact: it always opens
    const db::Database& d = **opened;
    KIBITZ_FUZZ_CHECK(list(d) == setup.list);
    if (const auto error = d.searchDataError()) {
        KIBITZ_FUZZ_CHECK(!error->message.empty());
        return 0;
    }
    KIBITZ_FUZZ_CHECK(searches(d) == setup.searches);
    return 0;
}

} // namespace kibitz::fuzz

KIBITZ_FUZZ_ENTRY(indexFile)
