// SPDX-License-Identifier: GPL-3.0-or-later
// The position search read where it lies (db::searchFromIndex): on the sample files and the
// master games, with the search data in one part or in parts of a few bytes (a game's block
// and its record straddling parts), the next moves, their counts and sums, the games and
// their order are those of Database::tree and Database::searchPosition; the stream holds a
// part at a time; a changed byte in the stored search data gives no answer but the damage,
// and an index of an older format is not read.

#include "chess/fen.h"
#include "chess/notation.h"
#include "database/database.h"
#include "database/database_impl.h"
#include "database/sqlite.h"

#include <QFile>
#include <QFileInfo>
#include <QProcess>
#include <QTemporaryDir>
#include <QTest>

#include <filesystem>
#include <map>

using namespace kibitz;

namespace {

const std::string Data = std::string(KIBITZ_TEST_DATA) + "/database/";

// "moves:e4 c5" or "fen:...".
chess::Position positionOf(const QString& target)
{
    const std::string text = target.mid(target.indexOf(':') + 1).toStdString();
    if (target.startsWith(QLatin1String("fen:")))
        return *chess::positionFromFen(text, chess::Validation::Lenient);
    chess::Position pos;
    std::size_t at = 0;
    while (at < text.size()) {
        std::size_t end = text.find(' ', at);
        if (end == std::string::npos) end = text.size();
        pos.play(*chess::parseMove(pos, text.substr(at, end - at)));
        at = end + 1;
    }
    return pos;
}

// Changes the byte at `offset` of blob part (name, part) of the index.
bool changeByte(const std::string& index, const char* name, int part, int offset)
{
    db::Connection c;
    if (sqlite3_open(index.c_str(), &c.db) != SQLITE_OK) return false;
    db::Statement st(c.db, "SELECT rowid FROM blobs WHERE name = ? AND part = ?");
    sqlite3_bind_text(st.s, 1, name, -1, SQLITE_STATIC);
    sqlite3_bind_int(st.s, 2, part);
    if (sqlite3_step(st.s) != SQLITE_ROW) return false;
    sqlite3_blob* blob = nullptr;
    if (sqlite3_blob_open(c.db, "main", "blobs", "data", sqlite3_column_int64(st.s, 0), 1, &blob)
        != SQLITE_OK)
        return false;
    unsigned char byte = 0;
    bool ok = sqlite3_blob_read(blob, &byte, 1, offset) == SQLITE_OK;
    byte ^= 0x5a;
    ok = ok && sqlite3_blob_write(blob, &byte, 1, offset) == SQLITE_OK;
    sqlite3_blob_close(blob);
    return ok;
}

} // namespace

class IndexSearchTest : public QObject {
    Q_OBJECT

    QTemporaryDir m_dir;
    // Per file name: the file, a cache folder per part size, and the database opened once.
    std::map<QString, std::string> m_files;
    std::map<std::pair<QString, int>, std::string> m_caches;
    std::map<QString, std::unique_ptr<db::Database>> m_dbs;

    // The file's path (the master games unpacked once); empty when it is not there.
    std::string fileFor(const QString& name)
    {
        if (auto it = m_files.find(name); it != m_files.end()) return it->second;
        std::string path = Data + name.toStdString() + ".pgn";
        if (name == QLatin1String("master")) {
            const QString xz = QStringLiteral(KIBITZ_SHARED_DATA "/games/master-100k.pgn.xz");
            path.clear();
            if (QFile::exists(xz)) {
                QProcess unxz;
                path = m_dir.filePath("master.pgn").toStdString();
                unxz.setStandardOutputFile(QString::fromStdString(path));
                unxz.start("xz", {"-dc", xz});
                if (!unxz.waitForFinished(120000) || unxz.exitCode() != 0) path.clear();
            }
        }
        return m_files[name] = path;
    }
    // The options of an index of the file whose search data is stored in parts of partBytes.
    db::OpenOptions optionsFor(const QString& name, int partBytes)
    {
        db::OpenOptions options;
        auto& cache = m_caches[{name, partBytes}];
        if (cache.empty()) {
            cache = m_dir.filePath(name + "-" + QString::number(partBytes)).toStdString();
            options.cacheDir = cache;
            auto opened = db::Database::open(fileFor(name), options);
            if (!opened) return options;
            if (partBytes != int(db::BlobPartBytes)) {
                db::Database::Impl& d = (*opened)->impl();
                if (!d.ensureSearchData()
                    || db::saveCache(db::cacheFileFor(cache, fileFor(name)), d,
                                     std::size_t(partBytes)))
                    return options;
            }
            m_dbs[name] = std::move(*opened);
        }
        options.cacheDir = cache;
        return options;
    }

private slots:
    void sameAnswers_data()
    {
        QTest::addColumn<QString>("file");
        QTest::addColumn<int>("partBytes");
        QTest::addColumn<QString>("target");
        const char* sampleTargets[] = {"moves:",
                                       "moves:e4",
                                       "moves:e4 c5 Nf3 d6 d4 cxd4 Nxd4 Nf6 Nc3 a6",
                                       "moves:d4 Nf6 c4 e6 Nc3 Bb4",
                                       "moves:c4 e5 Nc3 Nf6 g3",
                                       "moves:a4 h5 Ra3"}; // no game
        for (const int part : {int(db::BlobPartBytes), 4096, 7})
            for (const char* t : sampleTargets)
                QTest::addRow("sample, parts of %d, %s", part, t)
                    << QStringLiteral("sample") << part << QString::fromLatin1(t);
        // Games from a set-up position (their start FEN in the names, read by blocks).
        for (const int part : {int(db::BlobPartBytes), 5})
            for (const char* t : {"moves:", "fen:8/8/8/4k3/8/8/2K1P3/8 w - - 0 1",
                                  "fen:r3k2r/ppp2ppp/2n5/3q4/3P4/2P5/P4PPP/R2QK2R b KQkq - 3 23"})
                QTest::addRow("scid sample, parts of %d, %s", part, t)
                    << QStringLiteral("scid_sample") << part << QString::fromLatin1(t);
        for (const int part : {int(db::BlobPartBytes), 1 << 20})
            for (const char* t : {"moves:e4 c5 Nf3 d6 d4 cxd4 Nxd4 Nf6 Nc3 a6",
                                  "moves:d4 Nf6 c4 e6 Nc3 Bb4", "moves:Nf3 d5 g3", "moves:e4"})
                QTest::addRow("master, parts of %d, %s", part, t)
                    << QStringLiteral("master") << part << QString::fromLatin1(t);
    }
    void sameAnswers()
    {
        QFETCH(QString, file);
        QFETCH(int, partBytes);
        QFETCH(QString, target);
        const std::string path = fileFor(file);
        if (path.empty()) QSKIP("../shared/data/games/master-100k.pgn.xz is not there");
        const db::OpenOptions options = optionsFor(file, partBytes);
        const auto& db = m_dbs[file];
        QVERIFY(db);
        const chess::Position pos = positionOf(target);

        for (const bool fullTree : {false, true}) {
            std::optional<db::DbError> damage;
            const auto found = db::searchFromIndex(path, options, pos, 1u << 30, fullTree, &damage);
            QVERIFY2(found, damage ? damage->toString().c_str() : "no index");
            QCOMPARE(found->total, std::uint64_t(db->size()));
            const std::vector<db::TreeMove> tree = db->tree(pos);
            QCOMPARE(found->moves.size(), tree.size());
            for (std::size_t i = 0; i < tree.size(); ++i) {
                const db::TreeMove& a = found->moves[i];
                const db::TreeMove& b = tree[i];
                QCOMPARE(a.move, b.move);
                QCOMPARE(a.games, b.games);
                if (!fullTree) continue;
                QCOMPARE(a.whiteWins, b.whiteWins);
                QCOMPARE(a.draws, b.draws);
                QCOMPARE(a.blackWins, b.blackWins);
                QCOMPARE(a.averageElo, b.averageElo);
                QCOMPARE(a.performance, b.performance);
                QCOMPARE(a.lastYear, b.lastYear);
            }
            const std::vector<db::PositionHit> hits = db->searchPosition(pos);
            QCOMPARE(found->hits.size(), hits.size());
            QCOMPARE(found->rows.matching, std::uint64_t(hits.size()));
            for (std::size_t i = 0; i < hits.size(); ++i) {
                QCOMPARE(found->hits[i].game, hits[i].game);
                QCOMPARE(found->hits[i].ply, hits[i].ply);
                QCOMPARE(found->hits[i].next, hits[i].next);
            }
        }
        // A first page: its games and their rows, names and all.
        const auto page = db::searchFromIndex(path, options, pos, 10, false);
        QVERIFY(page);
        const std::vector<db::PositionHit> hits = db->searchPosition(pos);
        QCOMPARE(page->hits.size(), std::min<std::size_t>(10, hits.size()));
        QCOMPARE(page->rows.games.size(), page->hits.size());
        for (std::size_t i = 0; i < page->hits.size(); ++i) {
            QCOMPARE(page->rows.games[i], hits[i].game);
            const db::GameEntry& a = page->rows.entries[i];
            const db::GameEntry& b = db->game(hits[i].game);
            QCOMPARE(page->rows.strings[a.white], std::string(db->string(b.white)));
            QCOMPARE(page->rows.strings[a.black], std::string(db->string(b.black)));
            QCOMPARE(page->rows.strings[a.event], std::string(db->string(b.event)));
            QCOMPARE(a.date, b.date);
            QCOMPARE(a.plies, b.plies);
            QCOMPARE(int(a.result), int(b.result));
        }
    }

    // A large file's index has SQLite's largest pages (its search data is read whole: fewer
    // system calls); a small file's keeps the default, each table taking a page at least.
    void largeFileIndexHasLargePages()
    {
        auto pageSizeOf = [&](const QString& name) {
            const db::OpenOptions options = optionsFor(name, int(db::BlobPartBytes));
            db::Connection c;
            if (sqlite3_open_v2(db::cacheFileFor(options.cacheDir, fileFor(name)).c_str(), &c.db,
                                SQLITE_OPEN_READONLY, nullptr)
                != SQLITE_OK)
                return 0;
            db::Statement st(c.db, "PRAGMA page_size");
            return st && sqlite3_step(st.s) == SQLITE_ROW ? sqlite3_column_int(st.s, 0) : 0;
        };
        QCOMPARE(pageSizeOf(QStringLiteral("sample")), 4096);
        if (fileFor(QStringLiteral("master")).empty())
            QSKIP("../shared/data/games/master-100k.pgn.xz is not there");
        QVERIFY(QFileInfo(QString::fromStdString(fileFor(QStringLiteral("master")))).size()
                >= qint64(db::LargeIndexSourceBytes));
        QCOMPARE(pageSizeOf(QStringLiteral("master")), db::LargeIndexPageBytes);
    }

    // The stream gives every game once, in order, and never holds more in a chunk than its
    // parts (at least chunkBytes, and one part more at most) and the stretch of one game's
    // block that straddles two chunks.
    void streamHoldsAPartAtATime_data()
    {
        QTest::addColumn<int>("partBytes");
        QTest::addColumn<int>("chunkBytes");
        QTest::newRow("one part") << int(db::BlobPartBytes) << int(db::SearchChunkBytes);
        QTest::newRow("parts of 4096 bytes, a chunk each") << 4096 << 1;
        QTest::newRow("parts of 100 bytes, a chunk each") << 100 << 1;
        QTest::newRow("parts of 100 bytes, chunks of 1000") << 100 << 1000;
        QTest::newRow("parts of 4096 bytes, one chunk") << 4096 << int(db::SearchChunkBytes);
    }
    void streamHoldsAPartAtATime()
    {
        QFETCH(int, partBytes);
        QFETCH(int, chunkBytes);
        const db::OpenOptions options = optionsFor(QStringLiteral("sample"), partBytes);
        db::Database::Impl& d = m_dbs[QStringLiteral("sample")]->impl();
        QVERIFY(d.ensureSearchData());
        std::uint64_t longest = 0;
        for (std::size_t g = 0; g < d.games.size(); ++g)
            longest = std::max(longest, d.blockEnd(db::GameId(g)) - d.search[g].first());
        db::Connection c;
        QCOMPARE(sqlite3_open_v2(db::cacheFileFor(options.cacheDir, Data + "sample.pgn").c_str(),
                                 &c.db, SQLITE_OPEN_READONLY, nullptr),
                 SQLITE_OK);
        db::SearchDataStream stream(c.db, d.games.size(), std::size_t(chunkBytes));
        db::SearchChunk chunk;
        std::string damage;
        std::size_t next = 0, chunks = 0;
        while (stream.next(chunk, &damage)) {
            ++chunks;
            QCOMPARE(std::size_t(chunk.first), next);
            QVERIFY(chunk.blocks.size() <= std::size_t(chunkBytes) + std::size_t(partBytes)
                                               + longest + std::size_t(db::MaxMoveBytes));
            for (std::size_t i = 0; i < chunk.size(); ++i) {
                const auto g = db::GameId(next + i);
                QCOMPARE(chunk.plies[i], d.games[g].plies);
                const std::uint64_t bytes = d.blockEnd(g) - d.search[g].first();
                QVERIFY(std::equal(d.block(g), d.block(g) + bytes,
                                   chunk.blocks.data() + chunk.search[i].first()));
            }
            next += chunk.size();
        }
        QVERIFY2(damage.empty(), damage.c_str());
        QCOMPARE(next, d.games.size());
        if (chunkBytes < 10000)
            QVERIFY(chunks > d.blocks.size() / std::size_t(chunkBytes + partBytes) / 2);
    }

    // A changed byte in a part of the search records or of the moves: no answer, the damage
    // said (the caller then indexes the file again, and the search answers from the new index).
    void damagedPartIsNotUsed_data()
    {
        QTest::addColumn<QString>("blob");
        QTest::addColumn<int>("part");
        QTest::addColumn<int>("offset");
        QTest::newRow("moves, first part") << QStringLiteral("blocks") << 0 << 10;
        QTest::newRow("moves, a middle part") << QStringLiteral("blocks") << 4 << 2000;
        QTest::newRow("moves, last byte") << QStringLiteral("blocks") << -1 << -1;
        QTest::newRow("search records") << QStringLiteral("search") << 0 << 300;
    }
    void damagedPartIsNotUsed()
    {
        QFETCH(QString, blob);
        QFETCH(int, part);
        QFETCH(int, offset);
        QTemporaryDir dir;
        const std::string file = dir.filePath("games.pgn").toStdString();
        std::filesystem::copy_file(Data + "sample.pgn", file);
        db::OpenOptions options;
        options.cacheDir = dir.filePath("cache").toStdString();
        auto opened = db::Database::open(file, options);
        QVERIFY(opened);
        db::Database::Impl& d = (*opened)->impl();
        QVERIFY(d.ensureSearchData());
        const std::string index = db::cacheFileFor(options.cacheDir, file);
        constexpr int PartBytes = 4096;
        QVERIFY(!db::saveCache(index, d, PartBytes));
        const chess::Position pos = positionOf(QStringLiteral("moves:e4 c5"));
        QVERIFY(db::searchFromIndex(file, options, pos, 10, false));
        if (part < 0) {
            part = int((d.blocks.size() - 1) / PartBytes);
            offset = int((d.blocks.size() - 1) % PartBytes);
        }
        QVERIFY(changeByte(index, blob.toLatin1().constData(), part, offset));

        std::optional<db::DbError> damage;
        QVERIFY(!db::searchFromIndex(file, options, pos, 10, false, &damage));
        QVERIFY(damage);
        QVERIFY2(damage->message.find("does not match its checksum") != std::string::npos,
                 damage->message.c_str());
        QCOMPARE(damage->path, index);
        // Indexed again, the search answers as before.
        options.forceRebuild = true;
        auto rebuilt = db::Database::open(file, options);
        QVERIFY(rebuilt);
        options.forceRebuild = false;
        const auto found = db::searchFromIndex(file, options, pos, 10, false);
        QVERIFY(found);
        QCOMPARE(found->rows.matching, std::uint64_t((*rebuilt)->searchPosition(pos).size()));
    }

    // An index of format 9 (no plies in its search records) is not read by the search: the
    // database indexes the file again.
    void olderFormatIsNotRead()
    {
        QTemporaryDir dir;
        const std::string file = dir.filePath("games.pgn").toStdString();
        std::filesystem::copy_file(Data + "sample.pgn", file);
        db::OpenOptions options;
        options.cacheDir = dir.filePath("cache").toStdString();
        QVERIFY(db::Database::open(file, options));
        const chess::Position pos;
        QVERIFY(db::searchFromIndex(file, options, pos, 10, false));
        {
            db::Connection c;
            QCOMPARE(sqlite3_open(db::cacheFileFor(options.cacheDir, file).c_str(), &c.db),
                     SQLITE_OK);
            QVERIFY(c.exec("UPDATE meta SET version = 9"));
        }
        std::optional<db::DbError> damage;
        QVERIFY(!db::searchFromIndex(file, options, pos, 10, false, &damage));
        QVERIFY(!damage);
        auto again = db::Database::open(file, options);
        QVERIFY(again);
        QVERIFY(!(*again)->stats().reused);
        QVERIFY(db::searchFromIndex(file, options, pos, 10, false));
    }
};

QTEST_GUILESS_MAIN(IndexSearchTest)
#include "indexsearch_test.moc"
