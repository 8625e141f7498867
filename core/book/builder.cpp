// SPDX-License-Identifier: GPL-3.0-or-later
#include "book/builder.h"

#include <algorithm>
#include <thread>

namespace kibitz::book {

namespace {

struct Record {
    std::uint64_t key;
    std::uint16_t move;
    std::uint8_t points; // 2 win, 1 draw, 0 loss, for the side that moved
    bool operator<(const Record& o) const { return key != o.key ? key < o.key : move < o.move; }
};

class BookVisitor : public pgn::Visitor {
public:
    explicit BookVisitor(const BuildOptions& options) : m_options(options) {}

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
            if (value == "1-0") m_whitePoints = 2;
            else if (value == "0-1") m_whitePoints = 0;
            else if (value == "1/2-1/2") m_whitePoints = 1;
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
        const bool wanted = m_options.side == SideFilter::Both
                            || (m_options.side == SideFilter::White) == white;
        if (wanted && !m.isNull()) {
            const int points = white ? m_whitePoints : 2 - m_whitePoints;
            records.push_back(Record{before.key(), encodeMove(m), std::uint8_t(points)});
            ++stats.movesCounted;
        }
        ++m_ply;
    }
    bool wantsMoreMoves() const override { return m_ply < m_options.maxPly; }
    pgn::Control beginVariation() override { return pgn::Control::Skip; }
    void error(const pgn::PgnError& e) override
    {
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
};

} // namespace

std::vector<Entry> buildBook(std::string_view pgnText, const BuildOptions& options, BuildStats* stats)
{
    const auto chunks = pgn::splitGames(pgnText, std::max(1, options.threads));
    std::vector<BookVisitor> parts;
    parts.reserve(chunks.size());
    for (std::size_t i = 0; i < chunks.size(); ++i) parts.emplace_back(options);
    {
        std::vector<std::thread> workers;
        for (std::size_t i = 0; i < chunks.size(); ++i)
            workers.emplace_back([&, i] {
                pgn::Reader reader(chunks[i].text, {}, chunks[i].firstLine);
                while (reader.readGame(parts[i])) {
                }
                std::sort(parts[i].records.begin(), parts[i].records.end());
            });
        for (auto& w : workers) w.join();
    }

    // Merge the sorted parts, then add up each (position, move).
    std::vector<Record> all = std::move(parts[0].records);
    for (std::size_t i = 1; i < parts.size(); ++i) {
        const auto middle = all.size();
        all.insert(all.end(), parts[i].records.begin(), parts[i].records.end());
        std::inplace_merge(all.begin(), all.begin() + std::ptrdiff_t(middle), all.end());
    }

    std::vector<Entry> entries;
    std::vector<std::pair<Entry, std::uint64_t>> position; // entry with its unscaled weight
    std::uint64_t positions = 0;
    auto flushPosition = [&] {
        if (position.empty()) return;
        std::uint64_t maxWeight = 0;
        for (const auto& [e, w] : position) maxWeight = std::max(maxWeight, w);
        for (auto& [e, w] : position) {
            const std::uint64_t scaled = maxWeight > 0xFFFF ? (w * 0xFFFF + maxWeight - 1) / maxWeight : w;
            e.weight = std::uint16_t(scaled);
            entries.push_back(e);
        }
        ++positions;
        position.clear();
    };
    for (std::size_t i = 0; i < all.size();) {
        std::size_t j = i;
        std::uint64_t games = 0, points = 0;
        while (j < all.size() && all[j].key == all[i].key && all[j].move == all[i].move) {
            ++games;
            points += all[j].points;
            ++j;
        }
        if (!position.empty() && position.front().first.key != all[i].key) flushPosition();
        if (games >= std::uint64_t(std::max(1, options.minGames)) && points > 0)
            position.push_back({Entry{all[i].key, all[i].move, 0, 0}, points});
        i = j;
    }
    flushPosition();

    if (stats) {
        *stats = {};
        for (const BookVisitor& p : parts) {
            stats->games += p.stats.games;
            stats->gamesUsed += p.stats.gamesUsed;
            stats->gamesWithErrors += p.stats.gamesWithErrors;
            stats->movesCounted += p.stats.movesCounted;
            for (const auto& e : p.stats.firstErrors)
                if (stats->firstErrors.size() < 10) stats->firstErrors.push_back(e);
        }
        stats->positions = positions;
        stats->entries = entries.size();
    }
    return entries;
}

} // namespace kibitz::book
