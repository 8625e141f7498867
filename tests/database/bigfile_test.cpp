// SPDX-License-Identifier: GPL-3.0-or-later
// A PGN file past 4 GiB: a few games, a hole of zero bytes (blank to the reader), and games
// past 2^32. It is indexed once, reopened from its index with every game, searched as a fresh
// index searches, then edited and saved past the 4 GiB mark. Built sparse (the hole takes no
// disk) and removed afterwards; labelled slow, as every index of it reads the 4 GiB.

#include "chess/notation.h"
#include "database/database.h"
#include "pgn/reader.h"

#include <QTemporaryDir>
#include <QTest>

#include <chrono>
#include <filesystem>
#include <fstream>

#include <fcntl.h>
#include <sys/stat.h>
#include <unistd.h>

using namespace kibitz;

namespace {

constexpr std::uint64_t GiB = std::uint64_t(1) << 30;

std::string readAll(const std::string& path)
{
    std::ifstream in(path, std::ios::binary);
    return std::string(std::istreambuf_iterator<char>(in), {});
}

bool writeAt(int fd, std::string_view bytes, std::uint64_t at)
{
    return ::pwrite(fd, bytes.data(), bytes.size(), off_t(at)) == ssize_t(bytes.size());
}

std::unique_ptr<db::Database> openDb(const std::string& path, const std::string& cache,
                                     bool rebuild = false)
{
    db::OpenOptions options;
    options.cacheDir = cache;
    options.forceRebuild = rebuild;
    auto db = db::Database::open(path, options);
    if (!db) qFatal("cannot open %s: %s", path.c_str(), db.error().toString().c_str());
    return std::move(*db);
}

std::string bytesOf(const db::Database& db, db::GameId g)
{
    auto bytes = db.gameBytes(g);
    if (!bytes) qFatal("game %u: %s", g + 1, bytes.error().toString().c_str());
    return *bytes;
}

// The first n games of text and where they end.
std::string firstGames(const std::string& text, int n)
{
    std::size_t at = 0;
    for (int i = 0; i < n && at != std::string::npos; ++i) at = text.find("\n[Event ", at + 1);
    return text.substr(0, at == std::string::npos ? text.size() : at + 1);
}

std::vector<chess::Position> targets()
{
    std::vector<chess::Position> out = {chess::Position()};
    for (const char* line : {"e4", "d4 Nf6 c4 e6", "e4 c5 Nf3 d6 d4 cxd4 Nxd4 Nf6 Nc3 a6"}) {
        chess::Position p;
        std::string moves = line;
        std::size_t from = 0;
        while (from < moves.size()) {
            std::size_t end = moves.find(' ', from);
            if (end == std::string::npos) end = moves.size();
            auto m = chess::parseSan(p, moves.substr(from, end - from));
            if (!m) qFatal("bad move in %s", line);
            p.play(*m);
            from = end + 1;
        }
        out.push_back(p);
    }
    return out;
}

void compareSearches(const db::Database& a, const db::Database& b)
{
    for (const chess::Position& p : targets()) {
        const auto x = a.searchPosition(p), y = b.searchPosition(p);
        QCOMPARE(x.size(), y.size());
        for (std::size_t i = 0; i < x.size(); ++i) {
            QCOMPARE(x[i].game, y[i].game);
            QCOMPARE(x[i].ply, y[i].ply);
            QCOMPARE(x[i].next.raw(), y[i].next.raw());
        }
    }
}

void compareEntries(const db::Database& a, const db::Database& b)
{
    QCOMPARE(a.size(), b.size());
    for (db::GameId g = 0; g < a.size(); ++g) {
        QCOMPARE(a.game(g).offset, b.game(g).offset);
        QCOMPARE(a.game(g).length, b.game(g).length);
        QCOMPARE(a.game(g).plies, b.game(g).plies);
        QCOMPARE(a.string(a.game(g).white), b.string(b.game(g).white));
    }
}

} // namespace

class BigFileTest : public QObject {
    Q_OBJECT

private slots:
    void indexedOnceAndSavedPast4GiB()
    {
        QTemporaryDir dir;
        std::error_code ec;
        const auto space = std::filesystem::space(dir.path().toStdString(), ec);
        if (ec || space.available < 12 * GiB)
            QSKIP("needs 12 GiB free beside the temporary folder (the file is sparse, but a "
                  "file system without holes would store its 4 GiB)");
        const std::string sample = readAll(KIBITZ_TEST_DATA "/database/sample.pgn");
        const std::string head = firstGames(sample, 3);
        std::string tail(1, '\n');
        tail += firstGames(sample.substr(head.size()), 60);
        const std::uint64_t tailAt = 4 * GiB + 12345; // past 2^32, not page aligned
        const std::string file = dir.filePath("big.pgn").toStdString();
        const std::string cache = dir.filePath("cache").toStdString();
        {
            const int fd = ::open(file.c_str(), O_WRONLY | O_CREAT | O_TRUNC, 0644);
            QVERIFY(fd >= 0);
            QVERIFY(writeAt(fd, head, 0));
            QVERIFY(writeAt(fd, tail, tailAt));
            ::close(fd);
        }
        QVERIFY(std::filesystem::file_size(file) > 4 * GiB);
        // The tail alone, indexed where it starts: what the big file's games past 4 GiB are.
        const std::string tailFile = dir.filePath("tail.pgn").toStdString();
        std::ofstream(tailFile, std::ios::binary) << tail;
        auto alone = openDb(tailFile, {});
        const std::size_t headGames = 3;

        auto first = openDb(file, cache);
        QVERIFY(!first->stats().reused);
        QVERIFY2(first->stats().indexBytes > 0, "the index was not saved");
        QCOMPARE(first->size(), headGames + alone->size());
        for (db::GameId g = 0; g < alone->size(); ++g) {
            const db::GameEntry& e = first->game(db::GameId(headGames + g));
            QCOMPARE(e.offset, tailAt + alone->game(g).offset);
            QCOMPARE(e.length, alone->game(g).length);
            QCOMPARE(e.plies, alone->game(g).plies);
        }
        QCOMPARE(bytesOf(*first, db::GameId(headGames + 7)), bytesOf(*alone, 7));
        const std::string firstGame = bytesOf(*first, 0);

        // Reopened from its index with every game, and searched as the fresh index searches.
        const auto t0 = std::chrono::steady_clock::now();
        auto reopened = openDb(file, cache);
        const double ms =
            std::chrono::duration<double, std::milli>(std::chrono::steady_clock::now() - t0)
                .count();
        QVERIFY2(reopened->stats().reused, "the index of a file past 4 GiB was not reused");
        qInfo("reopened from the index in %.0f ms", ms);
        compareEntries(*first, *reopened);
        compareSearches(*first, *reopened);

        // Edited past 4 GiB: a game there replaced, one deleted, one appended.
        const db::GameId replaced = db::GameId(headGames + 10),
                         removed = db::GameId(headGames + 20);
        const std::string untouched = bytesOf(*reopened, db::GameId(headGames + 30));
        db::Edits edits;
        edits.replaced.push_back({replaced, "[Event \"Edited past 4 GiB\"]\n[White \"A\"]\n"
                                            "[Black \"B\"]\n[Result \"1-0\"]\n\n"
                                            "1. e4 e5 2. Qh5 Nc6 3. Bc4 Nf6 4. Qxf7# 1-0\n"});
        edits.deleted.push_back(removed);
        edits.appended.push_back("[Event \"Appended\"]\n[White \"C\"]\n[Black \"D\"]\n"
                                 "[Result \"0-1\"]\n\n1. f3 e5 2. g4 Qh4# 0-1\n");
        auto saved = db::saveEdits(*reopened, edits);
        QVERIFY2(saved, saved ? "" : saved.error().toString().c_str());
        QCOMPARE(reopened->size(), first->size());
        QVERIFY(std::filesystem::file_size(file) > 4 * GiB);
        // Zero runs are written as holes: the saved file is as sparse as the original.
        struct stat st {};
        QVERIFY(::stat(file.c_str(), &st) == 0);
        QVERIFY2(std::uint64_t(st.st_blocks) * 512 < GiB, "the hole was written out");

        // The saved index equals a fresh index of the saved file, and is reused.
        auto fresh = openDb(file, dir.filePath("fresh").toStdString(), true);
        compareEntries(*fresh, *reopened);
        compareSearches(*fresh, *reopened);
        auto again = openDb(file, cache);
        QVERIFY(again->stats().reused);
        compareEntries(*fresh, *again);
        QCOMPARE(again->string(again->game(replaced).event), std::string_view("Edited past 4 GiB"));
        QVERIFY(again->game(replaced).offset > 4 * GiB);
        QCOMPARE(int(again->game(replaced).plies), 7);
        QCOMPARE(bytesOf(*again, db::GameId(headGames + 29)), untouched); // one was deleted
        QCOMPARE(again->string(again->game(db::GameId(again->size() - 1)).event),
                 std::string_view("Appended"));
        QCOMPARE(bytesOf(*again, 0), firstGame);
    }
};

QTEST_GUILESS_MAIN(BigFileTest)
#include "bigfile_test.moc"
