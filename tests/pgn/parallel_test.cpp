// SPDX-License-Identifier: GPL-3.0-or-later
// The parallel chunked read (pgn/parallel.h) that the book builder and kibitz-cli pgn stats
// share: every part is read once, part 0 on the calling thread, the games, moves and NAGs add
// up to those of one reader over the whole text, and a Latin-1 part is converted.

#include "pgn/input.h"
#include "pgn/parallel.h"

#include <QTest>

#include <atomic>
#include <string>
#include <thread>
#include <vector>

using namespace kibitz;

namespace {

// Counts games and moves.
struct Counter : pgn::Visitor {
    int games = 0, moves = 0, nags = 0;
    void beginGame(int /*line*/) override { ++games; }
    void move(const chess::Position& /*before*/, chess::Move /*m*/,
              std::string_view /*san*/) override
    {
        ++moves;
    }
    void nag(int /*nag*/) override { ++nags; }
};

std::string manyGames(int n)
{
    std::string text;
    for (int i = 0; i < n; ++i)
        text += "[Event \"E" + std::to_string(i) + "\"]\n[Result \"1-0\"]\n\n"
                + "1. e4 e5 2. Nf3 {a comment\n\n[not a tag]} Nc6 3. Bb5 $1 a6 1-0\n\n";
    return text;
}

} // namespace

class ParallelTest : public QObject {
    Q_OBJECT

private slots:
    void partsAddUp_data();
    void partsAddUp();
    void latin1PartIsConverted();
};

void ParallelTest::partsAddUp_data()
{
    QTest::addColumn<int>("games");
    QTest::addColumn<int>("threads");
    QTest::newRow("one thread") << 50 << 1;
    QTest::newRow("four threads") << 400 << 4;
    QTest::newRow("more threads than games") << 3 << 8;
    QTest::newRow("empty text") << 0 << 3;
}

void ParallelTest::partsAddUp()
{
    QFETCH(int, games);
    QFETCH(int, threads);
    const std::string text = manyGames(games);
    Counter whole;
    pgn::Reader reader(text);
    while (reader.readGame(whole)) {}

    const auto parts = pgn::splitGames(text, threads);
    QVERIFY(!parts.empty());
    std::vector<Counter> counters(parts.size());
    std::vector<int> calls(parts.size(), 0);
    std::atomic<bool> firstOnCaller = false;
    const auto caller = std::this_thread::get_id();
    pgn::readInParallel(parts, [&](std::size_t i, const pgn::Chunk& part) {
        ++calls[i];
        if (i == 0) firstOnCaller = std::this_thread::get_id() == caller;
        pgn::Reader r(part.text, {}, part.firstLine);
        while (r.readGame(counters[i])) {}
    });
    QVERIFY(firstOnCaller);
    int sumGames = 0, sumMoves = 0, sumNags = 0;
    for (std::size_t i = 0; i < parts.size(); ++i) {
        QCOMPARE(calls[i], 1);
        sumGames += counters[i].games;
        sumMoves += counters[i].moves;
        sumNags += counters[i].nags;
    }
    QCOMPARE(sumGames, whole.games);
    QCOMPARE(sumMoves, whole.moves);
    QCOMPARE(sumNags, whole.nags);
    QCOMPARE(sumGames, games);
    QCOMPARE(sumNags, games);
}

void ParallelTest::latin1PartIsConverted()
{
    const pgn::Chunk part{"[White \"M\xfcller\"]", 1};
    std::string storage;
    QCOMPARE(std::string(pgn::utf8Part(part, pgn::Encoding::Latin1, storage)),
             std::string("[White \"M\xc3\xbcller\"]"));
    QCOMPARE(pgn::utf8Part(part, pgn::Encoding::Utf8, storage).data(), part.text.data());
}

QTEST_GUILESS_MAIN(ParallelTest)
#include "parallel_test.moc"
