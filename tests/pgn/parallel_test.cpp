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
    void inOrder_data();
    void inOrder();
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

// readInOrder, the database index's way: many parts by a few workers, joined in file order
// on the calling thread, never more than the window ahead of the join, stopped by the join.
void ParallelTest::inOrder_data()
{
    QTest::addColumn<int>("games");
    QTest::addColumn<int>("parts");
    QTest::addColumn<int>("threads");
    QTest::addColumn<int>("window");
    QTest::addColumn<int>("stopAt"); // the join that returns false; -1: none
    QTest::newRow("one worker") << 60 << 12 << 1 << 1 << -1;
    QTest::newRow("three workers, window 8") << 400 << 40 << 3 << 8 << -1;
    QTest::newRow("more workers than parts") << 20 << 3 << 8 << 18 << -1;
    QTest::newRow("stopped at part 5") << 400 << 40 << 3 << 4 << 5;
    QTest::newRow("stopped at the first") << 100 << 10 << 2 << 4 << 0;
    QTest::newRow("empty text") << 0 << 4 << 2 << 4 << -1;
}

void ParallelTest::inOrder()
{
    QFETCH(int, games);
    QFETCH(int, parts);
    QFETCH(int, threads);
    QFETCH(int, window);
    QFETCH(int, stopAt);
    // Games that splitGames can cut between (manyGames' "[not a tag]" line after a blank
    // one makes every game end look like a tag section's).
    std::string text;
    for (int i = 0; i < games; ++i)
        text += "[Event \"E" + std::to_string(i) + "\"]\n[Result \"1-0\"]\n\n"
                + "1. e4 e5 2. Nf3 {a comment} Nc6 3. Bb5 $1 a6 1-0\n\n";
    const auto chunks = pgn::splitGames(text, parts);
    QVERIFY(stopAt < int(chunks.size()));
    std::vector<Counter> counters(chunks.size());
    std::vector<std::atomic<int>> reads(chunks.size());
    std::atomic<std::size_t> joinedSoFar = 0;
    std::atomic<bool> aheadOfWindow = false;
    std::vector<std::size_t> joinOrder;
    const auto caller = std::this_thread::get_id();
    bool joinOnCaller = true;
    const bool complete = pgn::readInOrder(
        chunks, unsigned(threads), std::size_t(window),
        [&](std::size_t i, const pgn::Chunk& part, const std::atomic<bool>& /*stop*/) {
            ++reads[i];
            if (i >= joinedSoFar + std::size_t(window)) aheadOfWindow = true;
            pgn::Reader r(part.text, {}, part.firstLine);
            while (r.readGame(counters[i])) {}
        },
        [&](std::size_t i) {
            joinOnCaller &= std::this_thread::get_id() == caller;
            joinOrder.push_back(i);
            joinedSoFar = i + 1;
            return int(i) != stopAt;
        });
    QVERIFY(joinOnCaller);
    QVERIFY(!aheadOfWindow);
    const std::size_t expectedJoins = stopAt < 0 ? chunks.size() : std::size_t(stopAt) + 1;
    QCOMPARE(complete, stopAt < 0);
    QCOMPARE(joinOrder.size(), expectedJoins);
    int sumGames = 0;
    for (std::size_t i = 0; i < joinOrder.size(); ++i) {
        QCOMPARE(joinOrder[i], i);
        QCOMPARE(reads[i].load(), 1);
        sumGames += counters[i].games;
    }
    // Once stopped, nothing beyond the window of the last join was started.
    for (std::size_t i = 0; i < chunks.size(); ++i) {
        QVERIFY(reads[i].load() <= 1);
        if (i >= expectedJoins + std::size_t(window)) QCOMPARE(reads[i].load(), 0);
    }
    if (stopAt < 0) QCOMPARE(sumGames, games);
}

QTEST_GUILESS_MAIN(ParallelTest)
#include "parallel_test.moc"
