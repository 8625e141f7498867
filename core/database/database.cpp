// SPDX-License-Identifier: GPL-3.0-or-later
#include "database/database_impl.h"

#include "base/asciilower.h"

#include "database/scidsource.h"
#include "scid/scidbase.h"

#include "chess/fen.h"
#include "pgn/parallel.h"
#include "pgn/reader.h"

#include <algorithm>
#include <array>
#include <atomic>
#include <chrono>
#include <filesystem>
#include <optional>
#include <thread>

namespace kibitz::db {

using chess::PieceType;

// ---------------------------------------------------------------------------------------
// Small values

std::uint16_t ecoNumber(std::string_view code)
{
    if (code.size() < 3) return 0;
    const char letter = char(code[0] & ~0x20);
    if (letter < 'A' || letter > 'E' || code[1] < '0' || code[1] > '9' || code[2] < '0'
        || code[2] > '9')
        return 0;
    return std::uint16_t(1 + (letter - 'A') * 100 + (code[1] - '0') * 10 + (code[2] - '0'));
}

std::string ecoText(std::uint16_t number)
{
    if (number == 0 || number > 500) return {};
    const int n = number - 1;
    return {char('A' + n / 100), char('0' + n % 100 / 10), char('0' + n % 10)};
}

bool HeaderFilter::isEmpty() const
{
    return player.empty() && opponent.empty() && !minElo && !maxElo && !minAverageElo && !fromDate
           && !toDate && results.empty() && !fromEco && !toEco && event.empty() && site.empty()
           && !minPlies && !maxPlies && !withErrors && text.empty();
}

Expected<MaterialPattern, std::string> MaterialPattern::parse(std::string_view text)
{
    MaterialPattern p;
    const std::size_t v = text.find_first_of("vV");
    if (v == std::string_view::npos)
        return unexpected(std::string("expected two sides separated by 'v', as in KRPvKR"));
    const std::string_view sides[2] = {text.substr(0, v), text.substr(v + 1)};
    for (int side = 0; side < 2; ++side) {
        std::string_view s = sides[side];
        bool orMore = false;
        if (!s.empty() && s.back() == '+') {
            orMore = true;
            s.remove_suffix(1);
        }
        if (s.empty() || (s[0] != 'K' && s[0] != 'k'))
            return unexpected("side " + std::to_string(side + 1) + " must start with its king (K)");
        for (int t = 1; t <= 5; ++t) p.min[side][t] = 0, p.max[side][t] = orMore ? 15 : 0;
        std::size_t i = 1;
        while (i < s.size()) {
            const PieceType t = chess::pieceTypeFromChar(s[i]);
            if (t == PieceType::None || t == PieceType::King)
                return unexpected("unknown piece '" + std::string(1, s[i]) + "' at column "
                                  + std::to_string(int(side == 0 ? i : v + 1 + i) + 1));
            ++i;
            int lo = 1, hi = 1;
            if (i < s.size() && s[i] >= '0' && s[i] <= '9') {
                lo = hi = s[i++] - '0';
                if (i + 1 < s.size() && s[i] == '-' && s[i + 1] >= '0' && s[i + 1] <= '9') {
                    hi = s[i + 1] - '0';
                    i += 2;
                }
            } else {
                // Repeated letters count: "KRRvKR" has two rooks.
                lo = hi = p.min[side][int(t)] + 1;
            }
            if (hi < lo) return unexpected(std::string("a range must go upwards, as in P0-2"));
            p.min[side][int(t)] = std::uint8_t(lo);
            p.max[side][int(t)] = std::uint8_t(orMore ? 15 : hi);
        }
    }
    return p;
}

// ---------------------------------------------------------------------------------------
// Database

Database::Database()
    : m_impl(std::make_unique<Impl>())
{}
Database::~Database() = default;
Database::Database(Database&&) noexcept = default;
Database& Database::operator=(Database&&) noexcept = default;

void Database::Impl::append(Part&& part)
{
    // String ids of the part become ids of the pool.
    std::vector<std::uint32_t> remap(std::max<std::size_t>(part.strings.size(), 1), 0);
    if (strings.empty()) strings.emplace_back();
    const std::hash<std::string_view> hash;
    if (stringIndex.size() + 1 != strings.size()) {
        stringIndex.clear();
        stringIndex.reserve(strings.size());
        for (std::uint32_t i = 1; i < strings.size(); ++i) stringIndex.emplace(hash(strings[i]), i);
    }
    for (std::size_t i = 1; i < part.strings.size(); ++i) {
        const std::uint64_t h = hash(part.strings[i]);
        auto [at, end] = stringIndex.equal_range(h);
        while (at != end && strings[at->second] != part.strings[i]) ++at;
        if (at != end) {
            remap[i] = at->second;
            continue;
        }
        remap[i] = std::uint32_t(strings.size());
        stringIndex.emplace(h, remap[i]);
        strings.push_back(std::move(part.strings[i]));
    }
    const std::uint64_t blockBase = blocks.size();
    for (std::size_t i = 0; i < part.games.size(); ++i) {
        GameEntry e = part.games[i];
        for (std::uint32_t* id : {&e.white, &e.black, &e.event, &e.site, &e.round, &e.opening})
            *id = remap[*id];
        GameMoves s = part.search[i];
        if (s.customStart) { // the start FEN's id, at the head of the block
            std::uint8_t* at = part.blocks.data() + s.first();
            std::uint32_t id = 0;
            std::memcpy(&id, at, sizeof id);
            id = remap[id];
            std::memcpy(at, &id, sizeof id);
        }
        s.setFirst(s.first() + blockBase);
        if (games.size() % LineMarkEvery == 0)
            lineMarks.push_back(i < part.lines.size() ? std::uint64_t(part.lines[i]) : 0);
        games.push_back(e);
        search.push_back(s);
        if (e.flags & GameEntry::HasErrors) ++stats.gamesWithErrors;
    }
    blocks.insert(blocks.end(), part.blocks.begin(), part.blocks.end());
    stats.plies += part.plies;
    stats.games = std::uint32_t(games.size());
    {
        std::lock_guard lock(namesMutex);
        names.reset();
    }
    std::lock_guard lock(sortMutex);
    stringRank.clear();
    for (auto& o : order) o.clear();
}

std::shared_ptr<const PlayerNames> Database::Impl::playerNames() const
{
    std::lock_guard lock(namesMutex);
    if (!names) {
        std::vector<std::uint32_t> count(strings.size(), 0);
        for (const GameEntry& e : games) {
            ++count[e.white];
            if (e.black != e.white) ++count[e.black];
        }
        std::vector<NameSpelling> spellings;
        for (std::uint32_t id = 1; id < count.size(); ++id)
            if (count[id]) spellings.push_back(NameSpelling{strings[id], id, count[id], {}});
        names = std::make_shared<const PlayerNames>(groupNames(std::move(spellings)));
    }
    return names;
}

bool Database::Impl::ensureSearchData() const
{
    if (searchLoaded.load(std::memory_order_acquire)) return true;
    std::lock_guard lock(searchMutex);
    if (searchLoaded.load(std::memory_order_relaxed)) return true;
    if (!cacheReader || !db::loadSearchData(*cacheReader, *this)) {
        search.clear(), blocks.clear();
        // What failed its check is never searched: the data comes from the file instead.
        if (!rebuildSearchData()) {
            search.clear(), blocks.clear();
            return false;
        }
    }
    searchLoaded.store(true, std::memory_order_release);
    return true;
}

bool Database::Impl::rebuildSearchData() const
{
    auto fail = [&](std::string message) {
        std::lock_guard lock(damageMutex);
        if (!searchError) searchError = DbError{path, std::move(message)};
        return false;
    };
    {
        std::lock_guard lock(damageMutex);
        if (searchError) return false; // tried once already
    }
    // The index made here fails its checks too (a disk that damages what is written to it):
    // not made a third time.
    static thread_local bool rebuilding = false;
    if (rebuilding) return fail("the index made again fails its checks too");
    rebuilding = true;
    struct Done {
        ~Done() { rebuilding = false; }
    } done;
    // The whole file indexed again into a new index (the damaged one replaced); the game table
    // and names already here passed their checks, and are kept (other threads read them): the
    // new index must agree with them, or the file changed since it was opened.
    OpenOptions options;
    if (!cacheFile.empty())
        options.cacheDir = std::filesystem::path(cacheFile).parent_path().string();
    options.forceRebuild = true;
    auto fresh = Database::open(path, options);
    if (!fresh) return fail("cannot index the file again: " + fresh.error().message);
    const Impl& f = (*fresh)->impl();
    bool same = f.identity == identity && f.games.size() == games.size()
                && f.strings.size() == strings.size();
    for (std::size_t g = 0; same && g < games.size(); ++g)
        same = f.games[g].offset == games[g].offset && f.games[g].length == games[g].length
               && f.games[g].plies == games[g].plies && f.games[g].flags == games[g].flags;
    if (!same) return fail("the file changed since it was opened: open it again");
    if (!f.ensureSearchData()) return fail("the index made again cannot be read either");
    search = std::move(f.search);
    blocks = std::move(f.blocks);
    return true;
}

void Database::Impl::noteDamage(const std::string& indexFile, const std::string& what) const
{
    std::lock_guard lock(damageMutex);
    damage = DbError{indexFile,
                     "the index of " + path + " was damaged (" + what + "); it was made again"};
}

std::optional<DbError> Database::searchDataError() const
{
    if (m_impl->ensureSearchData()) return std::nullopt;
    std::lock_guard lock(m_impl->damageMutex);
    if (m_impl->searchError) return m_impl->searchError;
    return DbError{path(), "the search data cannot be read"};
}

std::optional<DbError> Database::indexDamage() const
{
    std::lock_guard lock(m_impl->damageMutex);
    return m_impl->damage;
}

std::optional<std::uint64_t> Database::lineOf(GameId g) const
{
    const Impl& d = *m_impl;
    if (d.gzipped || d.scid || g >= d.games.size()) return std::nullopt;
    const std::size_t mark = g / Impl::LineMarkEvery;
    if (mark >= d.lineMarks.size() || d.lineMarks[mark] == 0) return std::nullopt;
    const std::uint64_t begin = d.games[mark * Impl::LineMarkEvery].offset;
    const std::uint64_t end = d.games[g].offset;
    if (end < begin) return std::nullopt;
    std::uint64_t line = d.lineMarks[mark];
    constexpr std::uint64_t Piece = std::uint64_t(1) << 20;
    for (std::uint64_t at = begin; at < end; at += Piece) {
        const std::size_t n = std::size_t(std::min(Piece, end - at));
        const auto bytes = readPlainRange(d.path, at, n);
        if (!bytes || bytes->size() != n) return std::nullopt;
        line += std::uint64_t(std::count(bytes->begin(), bytes->end(), '\n'));
    }
    return line;
}

chess::Position Database::Impl::startOf(GameId g) const
{
    if (!ensureSearchData()) return chess::Position();
    const std::uint32_t fen = startFen(g);
    if (!fen) return chess::Position();
    auto pos = chess::positionFromFen(strings[fen], chess::Validation::Lenient);
    return pos ? *pos : chess::Position();
}

namespace {

struct Timer {
    std::chrono::steady_clock::time_point start = std::chrono::steady_clock::now();
    double ms() const
    {
        return std::chrono::duration<double, std::milli>(std::chrono::steady_clock::now() - start)
            .count();
    }
};

bool detectCrlf(std::string_view bytes)
{
    const std::size_t nl = bytes.find('\n');
    return nl != std::string_view::npos && nl > 0 && bytes[nl - 1] == '\r';
}

} // namespace

namespace {

// The file is indexed in stretches of about this many bytes, by as many workers as there are
// cores, and joined in file order by the thread that opens it, which writes each stretch to
// the index and forgets its search data (read back from the index when a search needs it).
// At most a few stretches are in memory at once and the file's pages are let go behind the
// readers: memory stays bounded whatever the file's size (the game table aside, 56 bytes a
// game).
constexpr std::size_t StretchBytes = std::size_t(16) << 20;
constexpr std::size_t HeadBytes = std::size_t(256) << 10;
constexpr std::uint64_t ReleaseBytes = std::uint64_t(4) << 20;

} // namespace

Expected<std::unique_ptr<Database>, DbError>
Database::open(const std::string& path, const OpenOptions& options, const ProgressFn& progress,
               const std::function<void(const Database&)>& onBatch)
{
    Timer timer;
    std::unique_ptr<Database> db(new Database());
    if (scid::isScidPath(path)) {
        if (auto error = loadScid(*db, path, options, progress, onBatch)) return unexpected(*error);
        return db;
    }
    Impl& d = *db->m_impl;
    d.path = path;
    auto reset = [&] {
        d.games.clear(), d.search.clear(), d.blocks.clear(), d.strings.clear();
        d.lineMarks.clear();
        d.stringIndex.clear();
        d.cacheReader.reset();
        d.searchLoaded = true;
        d.stats = IndexStats{};
    };
    // The cached index, when it is still the file's: true when it was loaded.
    auto fromCache = [&] {
        if (options.cacheDir.empty()) return false;
        d.cacheFile = cacheFileFor(options.cacheDir, path);
        removeIndexLeftovers(options.cacheDir);
        if (!options.forceRebuild && loadCache(d.cacheFile, d.identity, d, [&] {
                d.stats.games = std::uint32_t(d.games.size());
                if (onBatch) onBatch(*db);
            })) {
            d.stats.games = std::uint32_t(d.games.size());
            d.stats.reused = true;
            std::error_code ec;
            d.stats.indexBytes = std::filesystem::file_size(d.cacheFile, ec);
            d.stats.milliseconds = timer.ms();
            return true;
        }
        reset();
        return false;
    };
    // A plain file is identified with a few reads, so that reopening it from the cache never
    // maps it (its pages would count in the memory of the open database).
    const std::optional<FileIdentity> plain = identifyPlainFile(path);
    if (plain) {
        d.identity = *plain;
        if (fromCache()) {
            if (onBatch) onBatch(*db);
            return db;
        }
    }
    RawFile file;
    if (auto opened = file.open(path); !opened) return unexpected(fileError(opened.error()));
    std::string_view bytes = file.bytes();
    d.gzipped = file.gzipped();
    if (!plain) {
        d.identity = identify(path, bytes);
        if (fromCache()) {
            if (onBatch) onBatch(*db);
            return db;
        }
    }

    // Encoding: a byte order mark, else UTF-8 if the whole file is valid UTF-8, else Latin-1
    // (as core/pgn/input.h decides for reading).
    const std::size_t bom = file.bomSize();
    d.encoding = file.encoding();
    d.crlf = detectCrlf(bytes);
    const std::string_view text = bytes.substr(bom);

    unsigned threads =
        options.threads ? options.threads : std::max(1u, std::thread::hardware_concurrency());
    threads = std::min(threads, 8u);
    if (text.size() < (1u << 20)) threads = 1;
    // A short first stretch, so that the first rows show at once; then stretches of about
    // StretchBytes. Splitting reads the file through: its pages go as it passes.
    std::vector<pgn::Chunk> chunks;
    std::string_view rest = text;
    int linesBefore = 0;
    if (text.size() > 8 * HeadBytes) {
        const auto head = pgn::splitGames(text.substr(0, 2 * HeadBytes), 2);
        if (head.size() == 2) {
            chunks.push_back(head[0]);
            rest = text.substr(head[0].text.size());
            linesBefore = head[1].firstLine - 1;
        }
    }
    const std::size_t restAt = bom + std::size_t(rest.data() - text.data());
    for (pgn::Chunk c : pgn::splitGames(
             rest,
             int(std::max<std::size_t>(threads, (rest.size() + StretchBytes - 1) / StretchBytes)),
             [&](std::size_t at) { file.release(0, restAt + at); })) {
        c.firstLine += linesBefore;
        chunks.push_back(c);
    }
    file.release(0, bytes.size());

    // One pass over the stretches, each written to the index as it is joined when toDisk;
    // false when the index could not be written.
    bool userCancelled = false;
    auto run = [&](bool toDisk) {
        std::optional<CacheWriter> writer;
        if (toDisk) {
            writer.emplace(d.cacheFile);
            if (writer->begin(bytes.size())) return false;
        }
        // Stretches are read by `threads` workers and joined here in file order (pgn/parallel.h),
        // a few ahead at most, so that only a few stretches are held at once.
        std::vector<std::optional<Part>> done(chunks.size());
        bool written = true;
        auto read = [&](std::size_t i, const pgn::Chunk& chunk, const std::atomic<bool>& stop) {
            Part part;
            const std::uint64_t base = bom + std::uint64_t(chunk.text.data() - text.data());
            std::uint64_t released = base;
            indexBytes(chunk.text, base, chunk.firstLine, d.encoding, part, [&](std::uint64_t end) {
                if (end - released >= ReleaseBytes) {
                    file.release(released, end);
                    released = end;
                }
                return !stop.load(std::memory_order_relaxed);
            });
            file.release(released, base + chunk.text.size());
            done[i] = std::move(part);
        };
        auto join = [&](std::size_t i) {
            Part part = std::move(*done[i]);
            done[i].reset();
            const std::size_t firstGame = d.games.size(), firstString = d.strings.size();
            const std::size_t partGames = part.games.size();
            d.append(std::move(part));
            if (i == chunks.size() / 2 && partGames && chunks.size() > 2) {
                // The game table at its likely size (from a stretch's games): grown by
                // doubling it would hold two copies at the peak.
                const double perGame = double(chunks[i].text.size()) / double(partGames);
                d.games.reserve(std::size_t(double(text.size()) / perGame * 1.05) + 16);
            }
            if (writer) {
                if (writer->add(d, firstGame, firstString)) {
                    written = false;
                    return false;
                }
                d.search.clear(), d.blocks.clear();
            }
            if (onBatch) onBatch(*db);
            if (progress && !d.games.empty()) {
                const GameEntry& last = d.games.back();
                if (!progress(Progress{last.offset + last.length, bytes.size(),
                                       std::uint32_t(d.games.size())})) {
                    userCancelled = true;
                    return false;
                }
            }
            return true;
        };
        pgn::readInOrder(chunks, threads, 2 * std::size_t(threads) + 2, read, join);
        d.stats.games = std::uint32_t(d.games.size());
        if (userCancelled) return true;
        if (!written || (writer && writer->finish(d))) return false;
        if (writer) {
            // The search data is read back from the index when a search needs it.
            d.cacheReader = openCacheReader(d.cacheFile);
            if (!d.cacheReader) return false;
            d.searchLoaded = false;
            d.search = {}, d.blocks = {};
        }
        return true;
    };
    if (!run(!d.cacheFile.empty())) {
        // The index could not be written: indexed again, in memory (an index that cannot be
        // kept still works for this session).
        reset();
        d.cacheFile.clear();
        run(false);
    }
    if (userCancelled) return unexpected(DbError{path, "indexing cancelled"});
    d.stringIndex = {};
    if (!d.cacheFile.empty()) {
        std::error_code ec;
        d.stats.indexBytes = std::filesystem::file_size(d.cacheFile, ec);
    }
    d.stats.milliseconds = timer.ms();
    if (progress) progress(Progress{bytes.size(), bytes.size(), d.stats.games});
    if (onBatch) onBatch(*db);
    return db;
}

const std::string& Database::path() const
{
    return m_impl->path;
}
const IndexStats& Database::stats() const
{
    return m_impl->stats;
}
std::size_t Database::size() const
{
    return m_impl->games.size();
}
const GameEntry& Database::game(GameId id) const
{
    return m_impl->games[id];
}
std::string_view Database::string(std::uint32_t id) const
{
    return id < m_impl->strings.size() ? std::string_view(m_impl->strings[id]) : std::string_view();
}

Expected<std::string, DbError> Database::gameBytes(GameId id) const
{
    if (id >= size()) return unexpected(DbError{path(), "no game " + std::to_string(id + 1)});
    if (m_impl->scid) return scidGameText(*this, id);
    if (!m_impl->gzipped) {
        const GameEntry& entry = this->game(id);
        // A plain file: its identity and the game's bytes with a few reads.
        const auto now = identifyPlainFile(path());
        if (!now || *now != m_impl->identity)
            return unexpected(
                DbError{path(), "the file changed since it was indexed: open it again"});
        auto bytes = readPlainRange(path(), entry.offset, entry.length);
        if (!bytes)
            return unexpected(DbError{path(), "cannot read game " + std::to_string(id + 1)});
        return *bytes;
    }
    RawFile file;
    if (auto opened = file.open(path()); !opened) return unexpected(fileError(opened.error()));
    const GameEntry& e = game(id);
    const std::string_view bytes = file.bytes();
    if (identify(path(), bytes) != m_impl->identity || e.offset + e.length > bytes.size())
        return unexpected(DbError{path(), "the file changed since it was indexed: open it again"});
    return std::string(bytes.substr(e.offset, e.length));
}

Expected<std::string, DbError> Database::gameText(GameId id) const
{
    auto bytes = gameBytes(id);
    if (!bytes) return bytes;
    if (m_impl->encoding == pgn::Encoding::Latin1) return pgn::latin1ToUtf8(*bytes);
    return bytes;
}

// ---------------------------------------------------------------------------------------
// Filters and sorting

namespace {} // namespace

bool containsIgnoreCase(std::string_view haystack, std::string_view needle)
{
    if (needle.empty()) return true;
    if (needle.size() > haystack.size()) return false;
    for (std::size_t i = 0; i + needle.size() <= haystack.size(); ++i) {
        std::size_t k = 0;
        while (k < needle.size() && asciiLower(haystack[i + k]) == asciiLower(needle[k])) ++k;
        if (k == needle.size()) return true;
    }
    return false;
}

namespace {

// Per string id: does it contain the needle? The pool is far smaller than the game table.
std::vector<char> matchStrings(const std::vector<std::string>& strings, std::string_view needle)
{
    std::vector<char> match(strings.size(), 0);
    for (std::size_t i = 0; i < strings.size(); ++i)
        match[i] = containsIgnoreCase(strings[i], needle);
    return match;
}

int compareIgnoreCase(std::string_view a, std::string_view b)
{
    const std::size_t n = std::min(a.size(), b.size());
    for (std::size_t i = 0; i < n; ++i) {
        const auto x = static_cast<unsigned char>(asciiLower(a[i])),
                   y = static_cast<unsigned char>(asciiLower(b[i]));
        if (x != y) return x < y ? -1 : 1;
    }
    return a.size() < b.size() ? -1 : (a.size() > b.size() ? 1 : 0);
}

} // namespace

std::vector<GameId> Database::filter(const HeaderFilter& f, const std::vector<GameId>* within) const
{
    const Impl& d = *m_impl;
    std::vector<char> player, opponent, event, site, text;
    // Players by their spellings (playernames.h): "Polgar, Judit" finds "Polgar,Ju" too, and
    // "Polgar, Judit" not "Polgar, Zsuzsa".
    auto matchPlayer = [&](const std::string& name) {
        std::vector<char> match(d.strings.size(), 0);
        for (std::uint32_t id : d.playerNames()->idsFor(name))
            if (id < match.size()) match[id] = 1;
        return match;
    };
    if (!f.player.empty()) player = matchPlayer(f.player);
    if (!f.opponent.empty()) opponent = matchPlayer(f.opponent);
    if (!f.event.empty()) event = matchStrings(d.strings, f.event);
    if (!f.site.empty()) site = matchStrings(d.strings, f.site);
    if (!f.text.empty()) text = matchStrings(d.strings, f.text);
    unsigned resultMask = 0;
    for (chess::Result r : f.results) resultMask |= 1u << unsigned(r);

    auto keep = [&](GameId g) {
        const GameEntry& e = d.games[g];
        if (!player.empty() || !opponent.empty()) {
            bool asWhite =
                (player.empty() || player[e.white]) && (opponent.empty() || opponent[e.black]);
            bool asBlack =
                (player.empty() || player[e.black]) && (opponent.empty() || opponent[e.white]);
            if (f.side == PlayerSide::White) asBlack = false;
            if (f.side == PlayerSide::Black) asWhite = false;
            if (!asWhite && !asBlack) return false;
        }
        if (f.minElo && (e.whiteElo < *f.minElo || e.blackElo < *f.minElo)) return false;
        if (f.maxElo
            && (e.whiteElo > *f.maxElo || e.blackElo > *f.maxElo || !e.whiteElo || !e.blackElo))
            return false;
        if (f.minAverageElo && (e.whiteElo + e.blackElo) < 2 * *f.minAverageElo) return false;
        if (f.fromDate && e.date < *f.fromDate) return false;
        if (f.toDate && (e.date > *f.toDate || !e.date)) return false;
        if (resultMask && !(resultMask & (1u << unsigned(e.result)))) return false;
        if (f.fromEco && e.eco < *f.fromEco) return false;
        if (f.toEco && (e.eco > *f.toEco || !e.eco)) return false;
        if (!event.empty() && !event[e.event]) return false;
        if (!site.empty() && !site[e.site]) return false;
        if (f.minPlies && e.plies < *f.minPlies) return false;
        if (f.maxPlies && e.plies > *f.maxPlies) return false;
        if (f.withErrors && bool(e.flags & GameEntry::HasErrors) != *f.withErrors) return false;
        if (!text.empty() && !text[e.white] && !text[e.black] && !text[e.event] && !text[e.site]
            && !text[e.opening])
            return false;
        return true;
    };
    std::vector<GameId> out;
    if (within) {
        for (GameId g : *within)
            if (keep(g)) out.push_back(g);
    } else {
        out.reserve(d.games.size());
        for (GameId g = 0; g < d.games.size(); ++g)
            if (keep(g)) out.push_back(g);
    }
    return out;
}

const std::vector<std::uint32_t>& Database::Impl::ranks() const
{
    if (stringRank.size() != strings.size()) {
        std::vector<std::uint32_t> ids(strings.size());
        for (std::uint32_t i = 0; i < ids.size(); ++i) ids[i] = i;
        std::sort(ids.begin(), ids.end(), [&](std::uint32_t a, std::uint32_t b) {
            const int c = compareIgnoreCase(strings[a], strings[b]);
            return c != 0 ? c < 0 : strings[a] < strings[b];
        });
        stringRank.assign(strings.size(), 0);
        for (std::uint32_t r = 0; r < ids.size(); ++r) stringRank[ids[r]] = r;
    }
    return stringRank;
}

namespace {

// What a column sorts by, in Column's order: a field of the game, a string's id read through the
// rank of its string (so names sort as text, not in the order the file gave them ids), a number
// as it is. Number's key is none: the stable sort keeps file order. The static_assert checks
// that each row stands at its column's place.
struct ColumnSort {
    Column column;
    bool byRank;
    std::uint32_t (*key)(const GameEntry&);
};

template <auto Field>
std::uint32_t field(const GameEntry& e)
{
    return std::uint32_t(e.*Field);
}

constexpr std::array<ColumnSort, std::size_t(Column::Count)> ColumnSorts{{
    {Column::Number, false, [](const GameEntry&) { return std::uint32_t(0); }},
    {Column::White, true, field<&GameEntry::white>},
    {Column::WhiteElo, false, field<&GameEntry::whiteElo>},
    {Column::Black, true, field<&GameEntry::black>},
    {Column::BlackElo, false, field<&GameEntry::blackElo>},
    {Column::Result, false, field<&GameEntry::result>},
    {Column::Date, false, field<&GameEntry::date>},
    {Column::Event, true, field<&GameEntry::event>},
    {Column::Site, true, field<&GameEntry::site>},
    {Column::Round, true, field<&GameEntry::round>},
    {Column::Eco, false, field<&GameEntry::eco>},
    {Column::Opening, true, field<&GameEntry::opening>},
    {Column::Plies, false, field<&GameEntry::plies>},
}};
static_assert(std::ranges::all_of(ColumnSorts, [](const ColumnSort& s) {
    return &s - ColumnSorts.data() == std::ptrdiff_t(s.column);
}));

} // namespace

const std::vector<GameId>& Database::Impl::columnOrder(Column c) const
{
    std::vector<GameId>& o = order[std::size_t(c)];
    if (o.size() == games.size()) return o;
    // The column's key per game, sorted once by a stable radix sort (16 bits a pass, so ties
    // keep file order); later sorts of any subset walk this order.
    const ColumnSort& by = ColumnSorts[std::size_t(c)];
    const std::vector<std::uint32_t>* rank = by.byRank ? &ranks() : nullptr;
    std::vector<std::uint32_t> keys(games.size());
    for (GameId g = 0; g < games.size(); ++g) {
        const std::uint32_t key = by.key(games[g]);
        keys[g] = rank ? (*rank)[key] : key;
    }
    std::vector<GameId> from(games.size()), to(games.size());
    for (GameId g = 0; g < games.size(); ++g) from[g] = g;
    const std::uint32_t highest = keys.empty() ? 0 : *std::max_element(keys.begin(), keys.end());
    for (int shift = 0; shift < 32 && (shift == 0 || (highest >> shift) != 0); shift += 16) {
        std::vector<std::uint32_t> count(65537, 0);
        for (GameId g : from) ++count[((keys[g] >> shift) & 0xFFFF) + 1];
        for (std::size_t i = 1; i < count.size(); ++i) count[i] += count[i - 1];
        for (GameId g : from) to[count[(keys[g] >> shift) & 0xFFFF]++] = g;
        from.swap(to);
    }
    o = std::move(from);
    return o;
}

void Database::sort(std::vector<GameId>& ids, Column column, bool descending) const
{
    const Impl& d = *m_impl;
    if (column == Column::Number) {
        std::sort(ids.begin(), ids.end());
    } else {
        std::lock_guard lock(d.sortMutex);
        const std::vector<GameId>& order = d.columnOrder(column);
        // Walk the column's order once and keep the games of the set: linear in the table,
        // a few milliseconds for a million rows, whatever the size of the set.
        std::vector<char> in(d.games.size(), 0);
        for (GameId g : ids) in[g] = 1;
        std::size_t n = 0;
        for (GameId g : order)
            if (in[g]) ids[n++] = g;
    }
    // A game without an Elo has none to compare: it goes last whichever way the column is
    // sorted, as a player looking for the strongest (or weakest) rated games expects.
    auto end = ids.end();
    if (column == Column::WhiteElo || column == Column::BlackElo) {
        const bool white = column == Column::WhiteElo;
        end = std::stable_partition(ids.begin(), ids.end(), [&](GameId g) {
            const GameEntry& e = d.games[g];
            return (white ? e.whiteElo : e.blackElo) != 0;
        });
    }
    if (descending) std::reverse(ids.begin(), end);
}

} // namespace kibitz::db
