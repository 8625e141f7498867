// SPDX-License-Identifier: GPL-3.0-or-later
// Searching games by position, material and pawn structure. Each game's main line is stored
// as moves; a search first rejects the games that cannot reach the target without replaying
// them (the order in which pawns leave their start squares, the material states a game passes
// through) and replays the others only as far as the target stays reachable.

#include "chess/fen.h"
#include "database/database_impl.h"
#include "database/indexcheck.h"
#include "database/sqlite.h"
#include "scid/scidbase.h"

#include <algorithm>
#include <chrono>
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

// What a search needs of one game: its search data and block, wherever they are held (the
// loaded search data, or a part read where it lies), its plies and whether it is searched.
struct GameView {
    const GameMoves& s;
    const std::uint8_t* block;
    int plies;
    bool notSearched;
};

// The first ply at which the game matches the target, or -1; *next the move played there.
// startOf() gives a custom start's position.
template <typename StartOf>
int findInBlock(const GameView& v, const Target& t, StartOf startOf, chess::Move* next)
{
    if (v.notSearched) return -1;
    const GameMoves& s = v.s;
    if (s.materialCount == 0) return -1; // never started (bad FEN)
    const bool standard = !s.customStart;
    if (standard) {
        if (s.homeCount < t.departedCount) return -1;
        std::uint16_t prefix = 0;
        for (int i = 0; i < t.departedCount; ++i)
            prefix |= std::uint16_t(1u << homeDepartureOf(s, v.block, i));
        if (prefix != t.departed) return -1;
        // Every standard game starts in the start position: no material states, no replay.
        if (t.isStart) {
            static const chess::Position start;
            if (next) *next = v.plies ? moveReaderOf(s, v.block).peek(start) : chess::Move::none();
            return 0;
        }
    }
    // The material states in which the target can stand; the replay ends after the last one.
    MaterialKey states[256];
    materialStatesOf(s, v.block, states);
    int lastState = -1;
    for (int i = 0; i < s.materialCount; ++i)
        if (t.materialFits(states[i])) lastState = i;
    if (lastState < 0) return -1;

    chess::Position p = standard ? chess::Position() : startOf();
    MoveReader moves = moveReaderOf(s, v.block);
    int state = 0, departures = 0;
    std::uint16_t departedSoFar = 0;
    for (int ply = 0;; ++ply) {
        if (t.materialFits(states[std::min(state, s.materialCount - 1)]) && t.matches(p)) {
            if (next) *next = ply < v.plies ? moves.peek(p) : chess::Move::none();
            return ply;
        }
        if (ply >= v.plies) return -1;
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

// The first ply at which game g matches the target, or -1; *next the move played there.
int findInGame(const Database::Impl& d, GameId g, const Target& t, chess::Move* next = nullptr)
{
    const GameEntry& e = d.games[g];
    return findInBlock(
        GameView{d.search[g], d.block(g), e.plies, (e.flags & GameEntry::NotSearched) != 0}, t,
        [&] { return d.startOf(g); }, next);
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

// A search of the games (or of those within) once the search data is loaded: parallelCollect's
// items, their count reported when done. Nothing when the data cannot be loaded.
template <typename Item, typename Fn>
std::vector<Item> searchGames(const Database::Impl& d, const std::vector<GameId>* within,
                              const ProgressFn& progress, Fn fn)
{
    if (!d.ensureSearchData()) return {};
    std::vector<Item> out = parallelCollect<Item>(d.games.size(), within, fn);
    if (progress) progress(Progress{d.games.size(), d.games.size(), std::uint32_t(out.size())});
    return out;
}

// searchGames with fn(game) -> bool (keep): the games kept, in order.
template <typename Fn>
std::vector<GameId> filterGames(const Database::Impl& d, const std::vector<GameId>* within,
                                const ProgressFn& progress, Fn fn)
{
    return searchGames<GameId>(d, within, progress, [&](GameId g, GameId& item) {
        item = g;
        return fn(g);
    });
}

// The opening tree's sums of one next move.
struct TreeSum {
    TreeMove move;
    double eloSum = 0;
    int eloCount = 0;
    double opponentSum = 0;
    int rated = 0;
    int ratedScore2 = 0; // twice the points of the rated games
};
using TreeSums = std::map<std::uint16_t, TreeSum>;

// Adds a game that played `next` in the position, `mover` to move; e null: the game is only
// counted (a position search's next moves need no more).
void addToTree(TreeSums& sums, chess::Move next, const GameEntry* e, Color mover)
{
    TreeSum& s = sums[next.raw()];
    s.move.move = next;
    ++s.move.games;
    if (!e) return;
    int score2 = 1; // the mover's points, doubled
    switch (e->result) {
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
    const int elo = mover == Color::White ? e->whiteElo : e->blackElo;
    const int opponent = mover == Color::White ? e->blackElo : e->whiteElo;
    if (elo) s.eloSum += elo, ++s.eloCount;
    if (opponent && score2 >= 0) {
        s.opponentSum += opponent;
        ++s.rated;
        s.ratedScore2 += score2;
    }
    s.move.lastYear = std::max(s.move.lastYear, e->date / 10000);
}

void mergeTree(TreeSums& sums, const TreeSums& part)
{
    for (const auto& [raw, p] : part) {
        TreeSum& s = sums[raw];
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
}

// The next moves, the most played first (ties in the order of their moves' codes).
std::vector<TreeMove> finishTree(TreeSums& sums)
{
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
    const Target t = Target::of(pos, Target::Kind::Position);
    // Each worker keeps the hits of its own games, joined in order: no array per game.
    return searchGames<PositionHit>(d, within, progress, [&](GameId g, PositionHit& h) {
        chess::Move next;
        const int ply = findInGame(d, g, t, &next);
        if (ply < 0) return false;
        h.game = g;
        h.ply = std::uint16_t(ply);
        h.next = next;
        return true;
    });
}

std::vector<TreeMove> Database::tree(const chess::Position& pos, const std::vector<GameId>* within,
                                     const ProgressFn& progress) const
{
    const Impl& d = *m_impl;
    if (!d.ensureSearchData()) return {};
    const Color mover = pos.sideToMove();
    // Each worker sums its own games (no list of every game that reaches the position: a
    // million at the start), then the sums are added up.
    const Target t = Target::of(pos, Target::Kind::Position);
    std::vector<TreeSums> parts(workersFor(within ? within->size() : d.games.size()));
    std::vector<std::uint32_t> found(parts.size(), 0);
    parallelForEach(d.games.size(), within, [&](unsigned k, GameId g) {
        chess::Move next;
        if (findInGame(d, g, t, &next) < 0) return;
        ++found[k];
        addToTree(parts[k], next, &d.games[g], mover);
    });
    TreeSums sums = std::move(parts[0]);
    for (std::size_t k = 1; k < parts.size(); ++k) mergeTree(sums, parts[k]);
    if (progress) {
        std::uint32_t total = 0;
        for (const std::uint32_t n : found) total += n;
        progress(Progress{d.games.size(), d.games.size(), total});
    }
    return finishTree(sums);
}

std::vector<GameId> Database::searchMaterial(const MaterialPattern& pattern,
                                             const std::vector<GameId>* within,
                                             const ProgressFn& progress) const
{
    const Impl& d = *m_impl;
    auto fits = [&](MaterialKey m) {
        for (int side = 0; side < 2; ++side)
            for (int t = 1; t <= 5; ++t) {
                const int n = materialCount(m, Color(side), PieceType(t));
                if (n < pattern.min[side][t] || n > pattern.max[side][t]) return false;
            }
        return true;
    };
    return filterGames(d, within, progress, [&](GameId g) {
        if (d.games[g].flags & GameEntry::NotSearched) return false;
        MaterialKey states[256];
        const int n = d.materialStates(g, states);
        for (int i = 0; i < n; ++i)
            if (fits(states[i])) return true;
        return false;
    });
}

std::vector<GameId> Database::searchPawns(const chess::Position& pos,
                                          const std::vector<GameId>* within,
                                          const ProgressFn& progress) const
{
    const Impl& d = *m_impl;
    const Target t = Target::of(pos, Target::Kind::Pawns);
    return filterGames(d, within, progress, [&](GameId g) { return findInGame(d, g, t) >= 0; });
}

} // namespace kibitz::db

namespace kibitz::db {

std::optional<IndexSearch> searchFromIndex(const std::string& path, const OpenOptions& options,
                                           const chess::Position& pos, std::size_t limit,
                                           bool fullTree, std::optional<DbError>* damage)
{
    if (options.cacheDir.empty() || options.forceRebuild || scid::isScidPath(path))
        return std::nullopt;
    const auto t0 = std::chrono::steady_clock::now();
    Connection c;
    const std::optional<FileIdentity> identity = openValidIndex(c, path, options);
    if (!identity) return std::nullopt;
    auto damaged = [&](const std::string& what) -> std::optional<IndexSearch> {
        if (damage)
            *damage = DbError{cacheFileFor(options.cacheDir, path), "the index of " + identity->path
                                                                        + " was damaged (" + what
                                                                        + "); it is made again"};
        return std::nullopt;
    };
    IndexSearch out;
    {
        Statement st(c.db, "SELECT max(id) FROM games");
        if (!st || sqlite3_step(st.s) != SQLITE_ROW) return std::nullopt;
        out.total = sqlite3_column_type(st.s, 0) == SQLITE_NULL
                        ? 0
                        : std::uint64_t(sqlite3_column_int64(st.s, 0)) + 1;
    }
    const Target t = Target::of(pos, Target::Kind::Position);
    const Color mover = pos.sideToMove();
    TreeSums sums;
    std::string what;
    // The game table's block the full tree reads its hits' rows from (hits come in order).
    std::optional<std::vector<GameEntry>> rows;
    std::int64_t rowsBlock = -1;
    SearchDataStream stream(c.db, out.total);
    SearchChunk chunk;
    while (stream.next(chunk, &what)) {
        // The chunk's custom starts, read before the workers replay the games.
        std::map<std::uint32_t, chess::Position> starts;
        std::optional<std::vector<std::string>> fens;
        std::int64_t fensBlock = -1;
        for (std::size_t i = 0; i < chunk.size(); ++i) {
            const GameMoves& s = chunk.search[i];
            if (!s.customStart || chunk.notSearched[i] || s.materialCount == 0) continue;
            const std::uint32_t fen = startFenOf(s, chunk.blocks.data() + s.first());
            if (starts.contains(fen)) continue;
            const std::int64_t block = fen / RowsPerCheck;
            if (block != fensBlock) {
                fens = readStringBlock(c.db, block, &what);
                fensBlock = block;
                if (!fens) return damaged(what);
            }
            if (fen == 0 || fen % RowsPerCheck >= fens->size())
                return damaged("game " + std::to_string(chunk.first + i + 1)
                               + "'s start position is invalid");
            auto start =
                chess::positionFromFen((*fens)[fen % RowsPerCheck], chess::Validation::Lenient);
            starts.emplace(fen, start ? *start : chess::Position());
        }
        // Each worker keeps the hits of its own stretch of the chunk, taken in order.
        std::vector<std::vector<PositionHit>> found(workersFor(chunk.size()));
        parallelForEach(chunk.size(), nullptr, [&](unsigned k, GameId i) {
            const GameMoves& s = chunk.search[i];
            const std::uint8_t* block = chunk.blocks.data() + s.first();
            const GameView v{s, block, chunk.plies[i], chunk.notSearched[i] != 0};
            chess::Move next;
            const int ply = findInBlock(
                v, t, [&] { return starts.at(startFenOf(s, block)); }, &next);
            if (ply >= 0)
                found[k].push_back(PositionHit{chunk.first + i, std::uint16_t(ply), next});
        });
        for (const auto& hits : found)
            for (const PositionHit& h : hits) {
                const GameEntry* e = nullptr;
                if (fullTree) {
                    const std::int64_t block = h.game / RowsPerCheck;
                    if (block != rowsBlock) {
                        rows = readGameBlock(c.db, block, &what);
                        rowsBlock = block;
                        if (!rows) return damaged(what);
                    }
                    if (h.game % RowsPerCheck >= rows->size())
                        return damaged("the game table does not match its checksum");
                    e = &(*rows)[h.game % RowsPerCheck];
                }
                addToTree(sums, h.next, e, mover);
                if (out.hits.size() < limit) out.hits.push_back(h);
            }
    }
    if (!what.empty()) return damaged(what);
    out.moves = finishTree(sums);
    for (const PositionHit& h : out.hits) out.rows.games.push_back(h.game);
    out.rows.total = out.total;
    out.rows.matching = 0;
    for (const TreeMove& m : out.moves) out.rows.matching += m.games;
    if (!readPageRows(c.db, out.rows, &what)) return damaged(what);
    out.ms =
        std::chrono::duration<double, std::milli>(std::chrono::steady_clock::now() - t0).count();
    return out;
}

} // namespace kibitz::db
