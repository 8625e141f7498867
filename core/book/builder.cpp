// SPDX-License-Identifier: GPL-3.0-or-later
#include "book/builder.h"
#include "chess/result.h"
#include "pgn/parallel.h"

#include <algorithm>
#include <thread>
#include <utility>

namespace kibitz::book {

namespace {

// What some games added up to for one (position, move): each game gives the side that moved
// 2 points for a win, 1 for a draw, 0 for a loss.
struct Record {
    std::uint64_t key;
    std::uint16_t move;
    std::uint16_t games;
    std::uint32_t points;
    bool operator<(const Record& o) const { return key != o.key ? key < o.key : move < o.move; }
};

// The moves near the start of games repeat a lot (every game starts from one position), and
// a few thousand (position, move) pairs make up a large part of all moves counted. A small
// direct-mapped table that stays in cache adds those up as they come; what it evicts (and
// what is left in it at the end) goes to the records, which are sorted afterwards. With
// 100,000 master games this cuts the records to sort by a quarter (3.9 to 2.8 million).
class HotTable {
public:
    static constexpr int Bits = 14;
    static constexpr std::size_t Size = std::size_t(1) << Bits; // 256 KB

    HotTable()
        : m_slots(Size, Record{0, 0, 0, 0})
    {}

    void add(std::uint64_t key, std::uint16_t move, std::uint32_t points,
             std::vector<Record>& spill)
    {
        Record& s = m_slots[(key ^ (std::uint64_t(move) * 0x9E3779B97F4A7C15ull)) >> (64 - Bits)];
        if (s.games && s.key == key && s.move == move && s.games < 0xFFFF) {
            ++s.games;
            s.points += points;
            return;
        }
        if (s.games) spill.push_back(s);
        s = Record{key, move, 1, points};
    }
    void flush(std::vector<Record>& spill)
    {
        for (Record& s : m_slots)
            if (s.games) spill.push_back(std::exchange(s, Record{0, 0, 0, 0}));
    }

private:
    std::vector<Record> m_slots;
};

class BookVisitor : public pgn::Visitor {
public:
    explicit BookVisitor(const BuildOptions& options)
        : m_options(options)
    {}

    std::vector<Record> records;
    BuildStats stats;

    void beginGame(int) override
    {
        ++stats.games;
        m_whitePoints = -1;
        m_ply = 0;
        m_hasError = false;
        m_variant = false;
    }
    void tag(std::string_view name, std::string_view value) override
    {
        if (name == "Result") {
            switch (chess::parseResult(value).value_or(chess::Result::Unknown)) {
            case chess::Result::WhiteWins:
                m_whitePoints = 2;
                break;
            case chess::Result::BlackWins:
                m_whitePoints = 0;
                break;
            case chess::Result::Draw:
                m_whitePoints = 1;
                break;
            case chess::Result::Unknown:
                break;
            }
        } else if (name == "Variant") {
            // Chess960 and other variants would put non-standard positions in the book.
            m_variant = !(value.empty() || value == "Standard" || value == "standard");
        }
    }
    pgn::Control endTags() override
    {
        if (m_whitePoints < 0 || m_variant) return pgn::Control::Skip;
        ++stats.gamesUsed;
        return pgn::Control::Continue;
    }
    void move(const chess::Position& before, chess::Move m, std::string_view) override
    {
        const bool white = before.sideToMove() == chess::Color::White;
        const bool wanted =
            m_options.side == SideFilter::Both || (m_options.side == SideFilter::White) == white;
        if (wanted && !m.isNull()) {
            const int points = white ? m_whitePoints : 2 - m_whitePoints;
            m_hot.add(before.key(), encodeMove(m), std::uint32_t(points), records);
            ++stats.movesCounted;
        }
        ++m_ply;
    }
    bool wantsMoreMoves() const override { return m_ply < m_options.maxPly; }
    // After the last game: everything counted is in records.
    void finish() { m_hot.flush(records); }
    pgn::Control beginVariation() override { return pgn::Control::Skip; }
    void error(const pgn::PgnError& e) override
    {
        if (e.warning) return;
        if (!m_hasError) ++stats.gamesWithErrors;
        m_hasError = true;
        if (stats.firstErrors.size() < 10) stats.firstErrors.push_back(e);
    }

private:
    const BuildOptions& m_options;
    int m_whitePoints = -1;
    int m_ply = 0;
    bool m_hasError = false;
    bool m_variant = false;
    HotTable m_hot;
};

// Records are put in order in two steps. Each part first groups its records by the top
// bits of the key (one counting pass: Zobrist keys spread evenly), so that all records of a
// position are in one bucket; then each bucket, gathered from all parts, is sorted on its
// own. A bucket fits in cache, which a sort of all records (millions) does not, and buckets
// are independent, so the threads share the second step too.
constexpr int BucketBits = 12;
constexpr std::size_t Buckets = std::size_t(1) << BucketBits;
std::size_t bucketOf(std::uint64_t key)
{
    return std::size_t(key >> (64 - BucketBits));
}

struct Bucketed {
    std::vector<Record> records;      // in bucket order
    std::vector<std::uint32_t> start; // bucket b is records[start[b], start[b + 1])
};

Bucketed groupByBucket(std::vector<Record>& records)
{
    Bucketed out;
    out.start.assign(Buckets + 1, 0);
    for (const Record& r : records) ++out.start[bucketOf(r.key) + 1];
    for (std::size_t b = 1; b <= Buckets; ++b) out.start[b] += out.start[b - 1];
    out.records.resize(records.size());
    std::vector<std::uint32_t> next(out.start.begin(), out.start.end() - 1);
    for (const Record& r : records) out.records[next[bucketOf(r.key)]++] = r;
    std::vector<Record>().swap(records);
    return out;
}

struct RangeResult {
    std::vector<Entry> entries;
    std::uint64_t positions = 0;
};

// The book entries of buckets [first, last): records gathered from every part, sorted by
// (key, move), added up per move, filtered, and weighted per position.
RangeResult entriesOfBuckets(const std::vector<Bucketed>& parts, std::size_t first,
                             std::size_t last, const BuildOptions& options)
{
    RangeResult out;
    std::vector<Record> bucket;
    std::vector<std::pair<Entry, std::uint64_t>> position; // entry with its unscaled weight
    const std::uint64_t minGames = std::uint64_t(std::max(1, options.minGames));
    auto flushPosition = [&] {
        if (position.empty()) return;
        std::uint64_t maxWeight = 0;
        for (const auto& [e, w] : position) maxWeight = std::max(maxWeight, w);
        for (auto& [e, w] : position) {
            const std::uint64_t scaled =
                maxWeight > 0xFFFF ? (w * 0xFFFF + maxWeight - 1) / maxWeight : w;
            e.weight = std::uint16_t(scaled);
            out.entries.push_back(e);
        }
        ++out.positions;
        position.clear();
    };
    for (std::size_t b = first; b < last; ++b) {
        bucket.clear();
        for (const Bucketed& part : parts)
            bucket.insert(bucket.end(), part.records.begin() + part.start[b],
                          part.records.begin() + part.start[b + 1]);
        std::sort(bucket.begin(), bucket.end());
        for (std::size_t i = 0; i < bucket.size();) {
            const Record& r = bucket[i];
            std::uint64_t games = 0, points = 0;
            for (; i < bucket.size() && bucket[i].key == r.key && bucket[i].move == r.move; ++i) {
                games += bucket[i].games;
                points += bucket[i].points;
            }
            if (!position.empty() && position.front().first.key != r.key) flushPosition();
            if (games >= minGames && points > 0)
                position.emplace_back(
                    Entry{r.key, r.move, 0, options.moveStats ? encodeMoveStats(games, points) : 0},
                    points);
        }
        flushPosition(); // a position never spans two buckets
    }
    return out;
}

} // namespace

std::vector<Entry> buildBook(std::string_view pgnText, const BuildOptions& options,
                             BuildStats* stats)
{
    const auto chunks = pgn::splitGames(pgnText, std::max(1, options.threads));
    std::vector<BookVisitor> visitors;
    visitors.reserve(chunks.size());
    for (std::size_t i = 0; i < chunks.size(); ++i) visitors.emplace_back(options);
    std::vector<Bucketed> parts(chunks.size());
    pgn::readInParallel(chunks, [&](std::size_t i, const pgn::Chunk& chunk) {
        // Fewer records than one per 32 bytes of typical PGN: reserving avoids the copies of
        // a growing vector (only what is written is ever touched).
        visitors[i].records.reserve(chunk.text.size() / 32 + HotTable::Size);
        pgn::Reader reader(chunk.text, {}, chunk.firstLine);
        while (reader.readGame(visitors[i])) {}
        visitors[i].finish();
        parts[i] = groupByBucket(visitors[i].records);
    });

    // Second step: the buckets in as many ranges as there are parts, one thread each. Keys
    // grow from range to range, so the ranges' entries joined are in key order.
    std::vector<RangeResult> ranges(parts.size());
    {
        std::vector<std::thread> workers;
        const std::size_t n = ranges.size();
        for (std::size_t j = 0; j < n; ++j)
            workers.emplace_back([&, j, n] {
                ranges[j] =
                    entriesOfBuckets(parts, Buckets * j / n, Buckets * (j + 1) / n, options);
            });
        for (auto& w : workers) w.join();
    }
    std::vector<Entry> entries;
    std::uint64_t positions = 0;
    {
        std::size_t total = 0;
        for (const RangeResult& r : ranges) total += r.entries.size();
        entries.reserve(total + 1);
        // Key 0 sorts first, where readers look for the marker.
        if (options.moveStats && total > 0) entries.push_back(statsMarkerEntry());
        for (RangeResult& r : ranges) {
            entries.insert(entries.end(), r.entries.begin(), r.entries.end());
            positions += r.positions;
            std::vector<Entry>().swap(r.entries);
        }
    }

    if (stats) {
        *stats = {};
        for (const BookVisitor& p : visitors) {
            stats->games += p.stats.games;
            stats->gamesUsed += p.stats.gamesUsed;
            stats->gamesWithErrors += p.stats.gamesWithErrors;
            stats->movesCounted += p.stats.movesCounted;
            for (const auto& e : p.stats.firstErrors)
                if (stats->firstErrors.size() < 10) stats->firstErrors.push_back(e);
        }
        stats->positions = positions;
        stats->entries = entries.size() - (options.moveStats && !entries.empty() ? 1 : 0);
    }
    return entries;
}

} // namespace kibitz::book
