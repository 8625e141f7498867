// SPDX-License-Identifier: GPL-3.0-or-later
#include "database/duplicates.h"

#include "database/database_impl.h"

#include <algorithm>
#include <numeric>
#include <span>
#include <unordered_map>

namespace kibitz::db {

namespace {

struct Candidate {
    GameId game;
    std::span<const std::uint8_t> moves;
};

bool isPrefix(std::span<const std::uint8_t> a, std::span<const std::uint8_t> b)
{
    return a.size() <= b.size() && std::equal(a.begin(), a.end(), b.begin());
}

// Dates of the same game: equal, or one of them unknown (0), or the same year with the month
// or day unknown on one side.
bool datesAgree(std::uint32_t a, std::uint32_t b)
{
    if (!a || !b || a == b) return true;
    if (a / 10000 != b / 10000) return false;
    const std::uint32_t ma = a / 100 % 100, mb = b / 100 % 100;
    if (!ma || !mb) return true;
    return ma == mb && (a % 100 == 0 || b % 100 == 0);
}

struct UnionFind {
    std::vector<std::uint32_t> parent;
    explicit UnionFind(std::size_t n)
        : parent(n)
    {
        std::iota(parent.begin(), parent.end(), 0u);
    }
    std::uint32_t find(std::uint32_t x)
    {
        while (parent[x] != x) x = parent[x] = parent[parent[x]];
        return x;
    }
    void join(std::uint32_t a, std::uint32_t b)
    {
        a = find(a), b = find(b);
        if (a != b) parent[std::max(a, b)] = std::min(a, b);
    }
};

} // namespace

std::vector<DuplicateGroup> findDuplicates(const Database& db, const DuplicateOptions& options)
{
    const Database::Impl& d = db.impl();
    // The moves are compared: read from the index now if need be (none when it cannot give
    // them: the caller asks Database::searchDataError).
    if (!d.ensureSearchData()) return {};
    // Games by their pair of players (and start position): only those can be copies.
    std::unordered_map<std::uint64_t, std::vector<Candidate>> byPlayers;
    for (GameId g = 0; g < d.games.size(); ++g) {
        const GameEntry& e = d.games[g];
        if (e.flags & (GameEntry::HasErrors | GameEntry::NotSearched)) continue;
        const std::uint64_t key = (std::uint64_t(e.white) << 32 | e.black)
                                  ^ (std::uint64_t(d.startFen(g)) * 0x9E3779B97F4A7C15ULL);
        // The moves' bytes: each move's code depends only on the position before it, so from
        // one start equal games have equal bytes and a game's moves begin another's exactly
        // when its bytes begin the other's.
        byPlayers[key].push_back(
            {g, std::span<const std::uint8_t>(d.blocks.data() + d.moveBegin(g),
                                              d.blockEnd(g) - d.moveBegin(g))});
    }
    UnionFind groups(d.games.size());
    std::vector<char> inGroup(d.games.size(), 0);
    for (auto& [key, games] : byPlayers) {
        if (games.size() < 2) continue;
        // In the order of their moves the games a game is a prefix of come right after it
        // (equal games first), so each is compared with those that follow while it is their
        // prefix; a game too short to be contained only with its equals.
        std::stable_sort(games.begin(), games.end(), [](const Candidate& a, const Candidate& b) {
            return std::lexicographical_compare(a.moves.begin(), a.moves.end(), b.moves.begin(),
                                                b.moves.end());
        });
        for (std::size_t i = 0; i + 1 < games.size(); ++i) {
            const Candidate& a = games[i];
            const bool mayBeContained = int(d.games[a.game].plies) >= options.minContainedPlies;
            for (std::size_t j = i + 1; j < games.size(); ++j) {
                const Candidate& b = games[j];
                if (!isPrefix(a.moves, b.moves)) break;
                const bool equalMoves = a.moves.size() == b.moves.size();
                if (!equalMoves && !mayBeContained) break;
                const GameEntry &ea = d.games[a.game], &eb = d.games[b.game];
                if (ea.white != eb.white || ea.black != eb.black
                    || d.startFen(a.game) != d.startFen(b.game)
                    || d.search[a.game].rawMoves != d.search[b.game].rawMoves)
                    continue; // another pair of players in the same bucket, or bytes that
                              // mean moves in another way
                const bool identical = equalMoves && ea.result == eb.result;
                const bool contained = mayBeContained && datesAgree(ea.date, eb.date);
                if (!identical && !contained) continue;
                groups.join(a.game, b.game);
                inGroup[a.game] = inGroup[b.game] = 1;
            }
        }
    }
    std::unordered_map<std::uint32_t, std::size_t> index; // group root -> place in out
    std::vector<DuplicateGroup> out;
    for (GameId g = 0; g < d.games.size(); ++g) {
        if (!inGroup[g]) continue;
        const std::uint32_t root = groups.find(g);
        auto [it, added] = index.try_emplace(root, out.size());
        if (added) out.emplace_back();
        out[it->second].games.push_back(g);
    }
    for (DuplicateGroup& group : out) {
        // The longest first (file order among equals), the others after it in file order.
        const auto longest =
            std::max_element(group.games.begin(), group.games.end(), [&](GameId a, GameId b) {
                return d.games[a].plies < d.games[b].plies;
            });
        std::rotate(group.games.begin(), longest, longest + 1);
        const GameEntry& first = d.games[group.games.front()];
        group.kind = DuplicateGroup::Kind::Identical;
        for (GameId g : group.games)
            if (d.games[g].plies != first.plies || d.games[g].result != first.result)
                group.kind = DuplicateGroup::Kind::Contained;
    }
    return out;
}

} // namespace kibitz::db
