// SPDX-License-Identifier: GPL-3.0-or-later
// Searching games by position, material and pawn structure. Each game's main line is stored
// as moves; a search first rejects the games that cannot reach the target without replaying
// them (the order in which pawns leave their start squares, the material states a game passes
// through) and replays the others only as far as the target stays reachable.

#include "database/database_impl.h"

#include <algorithm>
#include <map>
#include <thread>

namespace kibitz::db {

using chess::Color;
using chess::PieceType;

namespace {

struct Target {
    enum class Kind : std::uint8_t { Position, Pawns };
    Kind kind = Kind::Position;
    chess::Key key = 0;
    chess::Bitboard whitePawns = 0, blackPawns = 0;
    MaterialKey material = 0; // Position: the exact material
    std::uint16_t departed = 0;
    int departedCount = 0;
    int whitePawnCount = 0, blackPawnCount = 0;
    bool isStart = false; // the standard start position: every standard game is there at ply 0

    static Target of(const chess::Position& pos, Kind kind)
    {
        Target t;
        t.kind = kind;
        t.key = pos.key();
        t.whitePawns = pos.pieces(Color::White, PieceType::Pawn);
        t.blackPawns = pos.pieces(Color::Black, PieceType::Pawn);
        t.material = materialOf(pos);
        t.departed = departedMask(pos);
        t.departedCount = std::popcount(t.departed);
        t.whitePawnCount = chess::popCount(t.whitePawns);
        t.blackPawnCount = chess::popCount(t.blackPawns);
        t.isStart = kind == Kind::Position && pos.key() == chess::Position().key();
        return t;
    }
    bool matches(const chess::Position& p) const
    {
        if (kind == Kind::Position) return p.key() == key;
        return p.pieces(Color::White, PieceType::Pawn) == whitePawns
               && p.pieces(Color::Black, PieceType::Pawn) == blackPawns;
    }
    // Can the game be in this material state when it matches?
    bool materialFits(MaterialKey m) const
    {
        if (kind == Kind::Position) return m == material;
        return materialCount(m, Color::White, PieceType::Pawn) == whitePawnCount
               && materialCount(m, Color::Black, PieceType::Pawn) == blackPawnCount;
    }
};

// The first ply at which game g matches the target, or -1; *next the move played there.
int findInGame(const Database::Impl& d, GameId g, const Target& t, chess::Move* next = nullptr)
{
    const GameEntry& e = d.games[g];
    if (e.flags & GameEntry::NotSearched) return -1;
    const GameMoves& s = d.search[g];
    if (s.materialCount == 0) return -1; // never started (bad FEN)
    const bool standard = !s.customStart;
    if (standard) {
        if (s.homeCount < t.departedCount) return -1;
        std::uint16_t prefix = 0;
        for (int i = 0; i < t.departedCount; ++i)
            prefix |= std::uint16_t(1u << d.homeDeparture(g, i));
        if (prefix != t.departed) return -1;
        // Every standard game starts in the start position: no material states, no replay.
        if (t.isStart) {
            static const chess::Position start;
            if (next) *next = e.plies ? d.moveReader(g).peek(start) : chess::Move::none();
            return 0;
        }
    }
    // The material states in which the target can stand; the replay ends after the last one.
    MaterialKey states[256];
    d.materialStates(g, states);
    int lastState = -1;
    for (int i = 0; i < s.materialCount; ++i)
        if (t.materialFits(states[i])) lastState = i;
    if (lastState < 0) return -1;

    chess::Position p = standard ? chess::Position() : d.startOf(g);
    MoveReader moves = d.moveReader(g);
    int state = 0, departures = 0;
    std::uint16_t departedSoFar = 0;
    for (int ply = 0;; ++ply) {
        if (t.materialFits(states[std::min(state, s.materialCount - 1)]) && t.matches(p)) {
            if (next) *next = ply < e.plies ? moves.peek(p) : chess::Move::none();
            return ply;
        }
        if (ply >= e.plies) return -1;
        const chess::Move m = moves.next(p);
        if (m.isNone()) return -1; // a damaged index
        if (!m.isNull()) {
            const Color us = p.sideToMove();
            const bool capture = p.isCapture(m);
            if (capture || m.kind() == chess::MoveKind::Promotion) {
                if (++state > lastState) return -1;
            }
            if (standard) {
                auto depart = [&](int home) {
                    if (home < 0 || (departedSoFar & (1u << home))) return;
                    departedSoFar |= std::uint16_t(1u << home);
                    ++departures;
                };
                if (chess::typeOf(p.movedPiece(m)) == PieceType::Pawn)
                    depart(homeIndex(m.from(), us));
                if (capture && m.kind() != chess::MoveKind::EnPassant
                    && chess::typeOf(p.pieceOn(m.to())) == PieceType::Pawn)
                    depart(homeIndex(m.to(), ~us));
                if (departures > t.departedCount) return -1;
            }
        }
        p.play(m);
    }
}

// The workers a pass over n games runs on: both cores for large sets.
unsigned workersFor(std::size_t n)
{
    return n < 20000 ? 1u : std::max(1u, std::min(8u, std::thread::hardware_concurrency()));
}

// Runs fn(worker, game) over the games, worker k (< workersFor(n)) taking the k-th stretch.
template <typename Fn>
void parallelForEach(std::size_t total, const std::vector<GameId>* within, Fn fn)
{
    const std::size_t n = within ? within->size() : total;
    const unsigned threads = workersFor(n);
    auto run = [&](unsigned k) {
        const std::size_t begin = n * k / threads, end = n * (k + 1) / threads;
        for (std::size_t i = begin; i < end; ++i) fn(k, within ? (*within)[i] : GameId(i));
    };
    std::vector<std::thread> workers;
    for (unsigned k = 1; k < threads; ++k) workers.emplace_back(run, k);
    run(0);
    for (auto& w : workers) w.join();
}

// Runs fn(game, item) -> bool (keep item) over the games and returns the kept items in game
// order.
template <typename Item, typename Fn>
std::vector<Item> parallelCollect(std::size_t total, const std::vector<GameId>* within, Fn fn)
{
    std::vector<std::vector<Item>> parts(workersFor(within ? within->size() : total));
    parallelForEach(total, within, [&](unsigned k, GameId g) {
        Item item{};
        if (fn(g, item)) parts[k].push_back(item);
    });
    const unsigned threads = unsigned(parts.size());
    std::size_t size = 0;
    for (const auto& p : parts) size += p.size();
    std::vector<Item> out = std::move(parts[0]);
    out.reserve(size);
    for (unsigned k = 1; k < threads; ++k) {
        out.insert(out.end(), parts[k].begin(), parts[k].end());
        parts[k] = {};
    }
    return out;
}

// Runs fn(game) -> bool (keep) over the games: the games kept, in order.
template <typename Fn>
std::vector<GameId> parallelFilter(std::size_t total, const std::vector<GameId>* within, Fn fn)
{
    return parallelCollect<GameId>(total, within, [&](GameId g, GameId& item) {
        item = g;
        return fn(g);
    });
}

} // namespace

bool Database::loadSearchData() const
{
    return m_impl->ensureSearchData();
}

std::vector<PositionHit> Database::searchPosition(const chess::Position& pos,
                                                  const std::vector<GameId>* within,
                                                  const ProgressFn& progress) const
{
    const Impl& d = *m_impl;
    if (!d.ensureSearchData()) return {};
    const Target t = Target::of(pos, Target::Kind::Position);
    // Each worker keeps the hits of its own games, joined in order: no array per game.
    std::vector<PositionHit> hits =
        parallelCollect<PositionHit>(d.games.size(), within, [&](GameId g, PositionHit& h) {
            chess::Move next;
            const int ply = findInGame(d, g, t, &next);
            if (ply < 0) return false;
            h.game = g;
            h.ply = std::uint16_t(ply);
            h.next = next;
            return true;
        });
    if (progress) progress(Progress{d.games.size(), d.games.size(), std::uint32_t(hits.size())});
    return hits;
}

std::vector<TreeMove> Database::tree(const chess::Position& pos, const std::vector<GameId>* within,
                                     const ProgressFn& progress) const
{
    const Impl& d = *m_impl;
    if (!d.ensureSearchData()) return {};
    const Color mover = pos.sideToMove();
    struct Sum {
        TreeMove move;
        double eloSum = 0;
        int eloCount = 0;
        double opponentSum = 0;
        int rated = 0;
        int ratedScore2 = 0; // twice the points of the rated games
    };
    // Each worker sums its own games (no list of every game that reaches the position: a
    // million at the start), then the sums are added up.
    const Target t = Target::of(pos, Target::Kind::Position);
    using Sums = std::map<std::uint16_t, Sum>;
    std::vector<Sums> parts(workersFor(within ? within->size() : d.games.size()));
    std::vector<std::uint32_t> found(parts.size(), 0);
    parallelForEach(d.games.size(), within, [&](unsigned k, GameId g) {
        chess::Move next;
        if (findInGame(d, g, t, &next) < 0) return;
        ++found[k];
        const GameEntry& e = d.games[g];
        Sum& s = parts[k][next.raw()];
        s.move.move = next;
        ++s.move.games;
        int score2 = 1; // the mover's points, doubled
        switch (e.result) {
        case chess::Result::WhiteWins:
            ++s.move.whiteWins, score2 = mover == Color::White ? 2 : 0;
            break;
        case chess::Result::BlackWins:
            ++s.move.blackWins, score2 = mover == Color::Black ? 2 : 0;
            break;
        case chess::Result::Draw:
            ++s.move.draws;
            break;
        case chess::Result::Unknown:
            score2 = -1;
            break;
        }
        const int elo = mover == Color::White ? e.whiteElo : e.blackElo;
        const int opponent = mover == Color::White ? e.blackElo : e.whiteElo;
        if (elo) s.eloSum += elo, ++s.eloCount;
        if (opponent && score2 >= 0) {
            s.opponentSum += opponent;
            ++s.rated;
            s.ratedScore2 += score2;
        }
        s.move.lastYear = std::max(s.move.lastYear, e.date / 10000);
    });
    Sums sums = std::move(parts[0]);
    for (std::size_t k = 1; k < parts.size(); ++k)
        for (const auto& [raw, p] : parts[k]) {
            Sum& s = sums[raw];
            s.move.move = p.move.move;
            s.move.games += p.move.games;
            s.move.whiteWins += p.move.whiteWins;
            s.move.draws += p.move.draws;
            s.move.blackWins += p.move.blackWins;
            s.move.lastYear = std::max(s.move.lastYear, p.move.lastYear);
            s.eloSum += p.eloSum;
            s.eloCount += p.eloCount;
            s.opponentSum += p.opponentSum;
            s.rated += p.rated;
            s.ratedScore2 += p.ratedScore2;
        }
    if (progress) {
        std::uint32_t total = 0;
        for (const std::uint32_t n : found) total += n;
        progress(Progress{d.games.size(), d.games.size(), total});
    }
    std::vector<TreeMove> out;
    for (auto& [raw, s] : sums) {
        if (s.eloCount) s.move.averageElo = s.eloSum / s.eloCount;
        if (s.rated) {
            // The linear performance rating: the opponents' average plus 400 per point of
            // wins over losses per game ((2*score - games) / games = (W - L) / N).
            const double wl = double(s.ratedScore2 - s.rated) / s.rated;
            s.move.performance = s.opponentSum / s.rated + 400.0 * wl;
        }
        out.push_back(s.move);
    }
    std::stable_sort(out.begin(), out.end(),
                     [](const TreeMove& a, const TreeMove& b) { return a.games > b.games; });
    return out;
}

std::vector<GameId> Database::searchMaterial(const MaterialPattern& pattern,
                                             const std::vector<GameId>* within,
                                             const ProgressFn& progress) const
{
    const Impl& d = *m_impl;
    if (!d.ensureSearchData()) return {};
    auto fits = [&](MaterialKey m) {
        for (int side = 0; side < 2; ++side)
            for (int t = 1; t <= 5; ++t) {
                const int n = materialCount(m, Color(side), PieceType(t));
                if (n < pattern.min[side][t] || n > pattern.max[side][t]) return false;
            }
        return true;
    };
    auto out = parallelFilter(d.games.size(), within, [&](GameId g) {
        if (d.games[g].flags & GameEntry::NotSearched) return false;
        MaterialKey states[256];
        const int n = d.materialStates(g, states);
        for (int i = 0; i < n; ++i)
            if (fits(states[i])) return true;
        return false;
    });
    if (progress) progress(Progress{d.games.size(), d.games.size(), std::uint32_t(out.size())});
    return out;
}

std::vector<GameId> Database::searchPawns(const chess::Position& pos,
                                          const std::vector<GameId>* within,
                                          const ProgressFn& progress) const
{
    const Impl& d = *m_impl;
    if (!d.ensureSearchData()) return {};
    const Target t = Target::of(pos, Target::Kind::Pawns);
    auto out =
        parallelFilter(d.games.size(), within, [&](GameId g) { return findInGame(d, g, t) >= 0; });
    if (progress) progress(Progress{d.games.size(), d.games.size(), std::uint32_t(out.size())});
    return out;
}

} // namespace kibitz::db
