// SPDX-License-Identifier: GPL-3.0-or-later
#include "tablebase/syzygy.h"
#include "tablebase/folders.h"

#include "base/enumtext.h"
#include "chess/movegen.h"
#include "io/leftovers.h"
#include "tablebase/syzygy_file.h"
#include "tablebase/syzygy_material.h"

#include <tbprobe.h>

#include <dlfcn.h>
#include <fcntl.h>
#include <unistd.h>

#include <algorithm>
#include <array>
#include <atomic>
#include <cerrno>
#include <cstdio>
#include <cstdlib>
#include <filesystem>
#include <map>
#include <memory>
#include <mutex>
#include <optional>
#include <set>
#include <shared_mutex>
#include <unordered_map>

namespace kibitz::tb {

using chess::Move;
using chess::MoveKind;
using chess::Position;
using detail::MaterialKey;
using detail::TableKind;

namespace {

// The outcomes' words, from the loss to the win: one for each value (the static_assert checks
// it).
constexpr auto WdlWords = std::to_array<EnumText<Wdl>>({
    {Wdl::Loss, "loss"},
    {Wdl::BlessedLoss, "blessed loss"},
    {Wdl::Draw, "draw"},
    {Wdl::CursedWin, "cursed win"},
    {Wdl::Win, "win"},
});
static_assert(hasEveryValue(WdlWords, Wdl::Win, Wdl::Loss));

} // namespace

std::string_view wdlName(Wdl w)
{
    return textOf(WdlWords, w, "?");
}

Wdl atClock(Wdl wdl, int dtz, int halfmoveClock)
{
    if (wdl == Wdl::Win && dtz + halfmoveClock > 100) return Wdl::CursedWin;
    if (wdl == Wdl::Loss && -dtz + halfmoveClock > 100) return Wdl::BlessedLoss;
    return wdl;
}

std::string ProbeError::toString() const
{
    return file.empty() ? message : file + ": " + message;
}

// ---------------------------------------------------------------------------------------
// Materials

namespace {

// The position's material first, then every material its captures (of any piece but a
// king) and promotions lead to. Empty past seven pieces, which no set covers (and a
// middle-game position would reach tens of thousands of materials).
std::vector<MaterialKey> reachableMaterials(MaterialKey start)
{
    if (detail::pieceCount(start) > detail::MaxPieces) return {};
    std::vector<MaterialKey> seen{start};
    for (std::size_t i = 0; i < seen.size(); ++i) {
        const MaterialKey k = seen[i];
        auto reach = [&](MaterialKey next) {
            if (std::find(seen.begin(), seen.end(), next) == seen.end()) seen.push_back(next);
        };
        for (int c = 0; c < 2; ++c)
            for (int t = 1; t <= 5; ++t) {
                const int shift = 20 * c + 4 * (t - 1);
                if (detail::countOf(k, chess::Color(c), chess::PieceType(t)) == 0) continue;
                reach(k - (MaterialKey(1) << shift)); // captured
                if (t == 1)
                    for (int promoted = 2; promoted <= 5; ++promoted)
                        reach(k - (MaterialKey(1) << shift)
                              + (MaterialKey(1) << (20 * c + 4 * (promoted - 1))));
            }
    }
    return seen;
}

const char* extension(TableKind kind)
{
    return kind == TableKind::Wdl ? ".rtbw" : ".rtbz";
}

} // namespace

// ---------------------------------------------------------------------------------------
// Registry: one entry per material found on disk, each file checked on first use.

namespace detail {

// A table file, checked (syzygy_file.h) before Fathom may read it. Once checked it stays
// good or bad; the fast path is one atomic load.
struct CheckedFile {
    enum State : std::uint8_t { Unchecked, Good, Bad };
    std::string path; // empty: no such file in any folder
    std::atomic<std::uint8_t> state{Unchecked};
    std::mutex mutex;
    std::string error; // when Bad
};

struct Entry {
    MaterialKey key = 0; // as the first file found names it: white is its first half
    std::string name;    // as Syzygy sets name it (tableName)
    CheckedFile wdl, dtz;
    // Set once every table that a WDL (DTZ) probe of this material can reach is good.
    std::atomic<bool> wdlReady{false}, dtzReady{false};
};

} // namespace detail

using detail::CheckedFile;
using detail::Entry;

namespace {

// Fathom keeps one set of tables per process (tb_init). The registry whose folder it was
// last given is `loaded`; another one takes the exclusive lock to load its own. WDL probes
// share the lock (Fathom's WDL probe is thread-safe), root probes take it alone (Fathom's
// root probe is not).
struct FathomHost {
    std::shared_mutex mutex;
    std::uint64_t loaded = 0;
    std::atomic<std::uint64_t> nextGeneration{1};
};

// Fathom is loaded at run time, into a namespace of its own: libfathom and libgaviotatb
// both export a function named tb_init, and linked together one would call the other's.
// RTLD_DEEPBIND keeps Fathom's own calls to its generically named functions (encode,
// probe_table) inside Fathom; AddressSanitizer refuses it, so fuzzing builds go without.
struct FathomApi {
    decltype(&tb_init) init = nullptr;
    decltype(&tb_probe_wdl_impl) wdl = nullptr;
    decltype(&tb_probe_root_impl) root = nullptr;
    std::string error; // why it could not be loaded
};

#if defined(__SANITIZE_ADDRESS__)
#define KIBITZ_ASAN 1
#elif defined(__has_feature)
#if __has_feature(address_sanitizer)
#define KIBITZ_ASAN 1
#endif
#endif

const FathomApi& fathomApi()
{
    static const FathomApi api = [] {
        FathomApi a;
#ifdef KIBITZ_ASAN
        const int flags = RTLD_NOW | RTLD_LOCAL;
#else
        const int flags = RTLD_NOW | RTLD_LOCAL | RTLD_DEEPBIND;
#endif
        void* lib = dlopen(KIBITZ_FATHOM_SONAME, flags);
        if (!lib) {
            const char* why = dlerror();
            a.error = std::string("cannot load Fathom (" KIBITZ_FATHOM_SONAME ", package "
                                  "libfathom1): ")
                      + (why ? why : "unknown error");
            return a;
        }
        a.init = reinterpret_cast<decltype(&tb_init)>(dlsym(lib, "tb_init"));
        a.wdl = reinterpret_cast<decltype(&tb_probe_wdl_impl)>(dlsym(lib, "tb_probe_wdl_impl"));
        a.root = reinterpret_cast<decltype(&tb_probe_root_impl)>(dlsym(lib, "tb_probe_root_impl"));
        if (!a.init || !a.wdl || !a.root)
            a.error = "Fathom (" KIBITZ_FATHOM_SONAME ") lacks tb_init, tb_probe_wdl_impl or "
                      "tb_probe_root_impl";
        return a;
    }();
    return api;
}

// Fathom's tb_init() frees the previous set's tables, and the Debian version (2019-08-11)
// prints "munmap: Invalid argument" on standard error for every table it unmaps correctly
// (its test of munmap's result is inverted). Its file errors, the only other thing it
// prints there, cannot happen: the files were checked. So standard error is pointed at
// /dev/null while tb_init runs (under the exclusive lock).
void loadFathom(const std::string& folder)
{
    std::fflush(stderr);
    const int saved = dup(2);
    const int null = open("/dev/null", O_WRONLY | O_CLOEXEC);
    if (saved >= 0 && null >= 0) dup2(null, 2);
    if (null >= 0) close(null);
    fathomApi().init(folder.c_str());
    if (saved >= 0) {
        dup2(saved, 2);
        close(saved);
    }
}

FathomHost& fathom()
{
    // Never destroyed: registries of static objects may outlive any ordinary static.
    static FathomHost* host = new FathomHost;
    return *host;
}

} // namespace

namespace {

// The folder Fathom is given for one choice of files: a link to each file that may be used,
// under the name Fathom looks for, so that Fathom sees exactly the files chosen here (first
// folder wins, subfolders, names either way round) and never a file of the wrong size.
struct FathomSet {
    std::string folder;
    std::string error; // why the folder or a link could not be made
    std::uint64_t generation = fathom().nextGeneration.fetch_add(1);

    FathomSet() = default;
    FathomSet(const FathomSet&) = delete;
    FathomSet& operator=(const FathomSet&) = delete;
    ~FathomSet()
    {
        // Fathom keeps the tables mapped (a mapping outlives its file's name) until the next
        // set is loaded.
        FathomHost& host = fathom();
        {
            std::unique_lock lock(host.mutex);
            if (host.loaded == generation) host.loaded = 0;
        }
        if (!folder.empty()) {
            std::error_code ec;
            std::filesystem::remove_all(folder, ec);
        }
    }
};

} // namespace

struct Tablebase::Registry {
    std::vector<std::unique_ptr<Entry>> entries;
    int maxPieces = 0;
    // The folder Fathom is given: a link to each file that may be used, under the name
    // Fathom looks for, so that Fathom sees exactly the files chosen here (first folder
    // wins, subfolders, names either way round) and never a file of the wrong size.
    std::shared_ptr<const FathomSet> links; // Fathom's view of them; none: no table found

    // Material -> entry, both colourings of each: open addressing with linear probing,
    // rebuilt by index() after a scan. Lookups are on every probe, so no std::unordered_map.
    std::vector<std::pair<MaterialKey, Entry*>> slots;
    int shift = 64;

    Registry() = default;
    Registry(const Registry&) = delete;
    Registry& operator=(const Registry&) = delete;
    ~Registry() = default;

    static std::uint64_t hash(MaterialKey k) { return k * 0x9E3779B97F4A7C15ull; }
    Entry* find(MaterialKey k) const
    {
        if (slots.empty()) return nullptr;
        const std::size_t mask = slots.size() - 1;
        for (std::size_t i = std::size_t(hash(k) >> shift);; i = (i + 1) & mask) {
            if (!slots[i].second) return nullptr;
            if (slots[i].first == k) return slots[i].second;
        }
    }
    void index()
    {
        std::size_t size = 16;
        shift = 60;
        while (size < 4 * entries.size()) {
            size *= 2;
            --shift;
        }
        slots.assign(size, {0, nullptr});
        for (const auto& e : entries)
            for (const MaterialKey k : {e->key, detail::mirrored(e->key)}) {
                std::size_t i = std::size_t(hash(k) >> shift);
                while (slots[i].second && slots[i].first != k) i = (i + 1) & (size - 1);
                slots[i] = {k, e.get()};
            }
    }

    // Checks a file on first use.
    static std::optional<ProbeError> check(const Entry& e, CheckedFile& f, TableKind kind)
    {
        std::uint8_t state = f.state.load(std::memory_order_acquire);
        if (state == CheckedFile::Unchecked) {
            std::lock_guard lock(f.mutex);
            state = f.state.load(std::memory_order_relaxed);
            if (state == CheckedFile::Unchecked) {
                const auto bad = detail::checkTableFile(f.path, kind, e.key);
                if (bad) f.error = *bad;
                state = bad ? CheckedFile::Bad : CheckedFile::Good;
                f.state.store(state, std::memory_order_release);
            }
        }
        if (state == CheckedFile::Good) return std::nullopt;
        return ProbeError{ErrorKind::BadTable, f.path, f.error};
    }

    // Nothing when every table a probe of this position can reach was found and is good
    // (WDL tables of every reachable material, and the position's own DTZ table for `dtz`):
    // only then may Fathom probe it.
    std::optional<ProbeError> require(const Position& pos, bool dtz)
    {
        const MaterialKey key = detail::materialKey(pos);
        if (detail::pieceCount(key) < 3) return std::nullopt; // bare kings: always a draw
        Entry* own = find(key);
        if (own && (dtz ? own->dtzReady : own->wdlReady).load(std::memory_order_acquire))
            return std::nullopt;
        if (!links) return ProbeError{ErrorKind::MissingTable, {}, "no Syzygy tables found"};
        if (!links->error.empty())
            return ProbeError{ErrorKind::BadTable, links->folder, links->error};
        if (!fathomApi().error.empty())
            return ProbeError{ErrorKind::BadTable, KIBITZ_FATHOM_SONAME, fathomApi().error};
        auto missing = [](MaterialKey k, TableKind kind) {
            return ProbeError{ErrorKind::MissingTable, detail::tableName(k) + extension(kind),
                              "not found in the Syzygy folders"};
        };
        for (const MaterialKey k : reachableMaterials(key)) {
            if (detail::pieceCount(k) < 3) continue;
            Entry* e = find(k);
            if (!e || e->wdl.path.empty()) return missing(k, TableKind::Wdl);
            if (auto bad = check(*e, e->wdl, TableKind::Wdl)) return bad;
            if (dtz && k == key) {
                if (e->dtz.path.empty()) return missing(k, TableKind::Dtz);
                if (auto bad = check(*e, e->dtz, TableKind::Dtz)) return bad;
            }
        }
        if (own) (dtz ? own->dtzReady : own->wdlReady).store(true, std::memory_order_release);
        return std::nullopt;
    }

    // Runs f with Fathom holding this registry's tables: sharing the lock with other
    // probes, or alone when `alone` or when Fathom must first load this registry's folder.
    template <class F>
    auto withFathom(bool alone, F&& f) const
    {
        FathomHost& host = fathom();
        if (!alone) {
            std::shared_lock lock(host.mutex);
            if (host.loaded == links->generation) return f();
        }
        std::unique_lock lock(host.mutex);
        if (host.loaded != links->generation) {
            loadFathom(links->folder);
            host.loaded = links->generation;
        }
        return f();
    }
};

Tablebase::Tablebase()
    : m_registry(std::make_unique<Registry>())
{}
Tablebase::~Tablebase() = default;

int Tablebase::maxPieces() const
{
    return m_registry->maxPieces;
}

namespace {

constexpr std::string_view LinkFolderPrefix = "kibitz-syzygy-";

// Removes the link folders in `parent` whose process is gone. A link folder is named after the
// process that made it (kibitz-syzygy-PID-XXXXXX) and removed with its set; one left behind by a
// process that was killed is found here by the next process and removed. A folder whose process
// is alive (io::ownerIsGone: a newcomer that got the same id does not count), or whose owner
// cannot be told, stays. It holds only links, so removing it removes no table.
void removeStaleLinkFolders(const std::filesystem::path& parent)
{
    namespace fs = std::filesystem;
    std::error_code ec;
    fs::directory_iterator it(parent, ec);
    for (; !ec && it != fs::directory_iterator(); it.increment(ec)) {
        const std::string name = it->path().filename().string();
        const auto pid = io::pidInName(name, LinkFolderPrefix, true);
        if (!pid || !io::ownerIsGone(*pid, it->path().string())) continue;
        std::error_code ignored;
        if (it->is_directory(ignored) && !it->is_symlink(ignored))
            fs::remove_all(it->path(), ignored);
    }
}

// A private folder for the links Fathom reads (removed with its set). Called under fathomSet's
// lock.
std::string makeLinkFolder(std::string& error)
{
    std::error_code ec;
    std::filesystem::path parent = std::filesystem::temp_directory_path(ec);
    // Fathom splits its path at ':' (it takes a list of folders).
    if (ec || parent.string().find(':') != std::string::npos) parent = "/tmp";
    // Each folder is swept once per process (the caller, fathomSet, holds its lock).
    static auto* swept = new std::set<std::string>;
    if (swept->insert(parent.string()).second) removeStaleLinkFolders(parent);
    const std::string pattern =
        (parent / (std::string(LinkFolderPrefix) + std::to_string(getpid()) + "-XXXXXX")).string();
    std::vector<char> buffer(pattern.begin(), pattern.end());
    buffer.push_back('\0');
    if (!mkdtemp(buffer.data())) {
        error = "cannot make a folder for the table links in " + pattern + ": "
                + std::error_code(errno, std::generic_category()).message();
        return {};
    }
    return buffer.data();
}

// The set of links for these (name, target) pairs: the one another registry already uses
// when it chose the same files, so that registries taking turns do not make Fathom reload.
std::shared_ptr<const FathomSet> fathomSet(std::vector<std::pair<std::string, std::string>> links)
{
    static std::mutex mutex;
    static auto* sets = new std::map<std::string, std::weak_ptr<const FathomSet>>;
    std::sort(links.begin(), links.end());
    std::string key;
    for (const auto& [name, target] : links) {
        key += name;
        key += '\0';
        key += target;
        key += '\n';
    }
    std::lock_guard lock(mutex);
    std::erase_if(*sets, [](const auto& kv) { return kv.second.expired(); });
    if (auto known = (*sets)[key].lock()) return known;
    auto set = std::make_shared<FathomSet>();
    set->folder = makeLinkFolder(set->error);
    for (const auto& [name, target] : links) {
        if (set->folder.empty()) break;
        std::error_code ec;
        std::filesystem::create_symlink(target, std::filesystem::path(set->folder) / name, ec);
        if (ec) {
            set->error = "cannot link " + target + " for Fathom: " + ec.message();
            break;
        }
    }
    (*sets)[key] = set;
    return set;
}

} // namespace

ScanResult Tablebase::setPaths(const std::vector<std::string>& folders)
{
    namespace fs = std::filesystem;
    auto fresh = std::make_unique<Registry>();
    std::unordered_map<MaterialKey, Entry*> byName;
    ScanResult result;
    // A folder given is searched one level down too (tablebase/folders.h).
    for (const std::string& folder : withSubfolders(folders)) {
        std::error_code ec;
        fs::directory_iterator it(folder, ec);
        if (ec) {
            result.problems.push_back(folder + ": " + ec.message());
            continue;
        }
        // Sorted, so that what is found does not depend on directory order.
        std::vector<fs::path> names;
        for (; it != fs::directory_iterator(); it.increment(ec)) {
            if (ec) break;
            names.push_back(it->path());
        }
        std::sort(names.begin(), names.end());
        for (const fs::path& p : names) {
            const std::string ext = p.extension().string();
            const bool isWdl = ext == ".rtbw", isDtz = ext == ".rtbz";
            if (!isWdl && !isDtz) continue;
            const std::string stem = p.stem().string();
            const auto material = detail::parseMaterial(stem);
            if (!material || detail::pieceCount(*material) > detail::MaxPieces) continue;
            Entry* e = nullptr;
            const auto known = byName.find(*material);
            if (known != byName.end()) {
                e = known->second;
            } else if (const auto other = byName.find(detail::mirrored(*material));
                       other != byName.end()) {
                e = other->second;
            } else {
                fresh->entries.push_back(std::make_unique<Entry>());
                e = fresh->entries.back().get();
                e->key = *material;
                e->name = detail::tableName(*material);
                byName[*material] = e;
            }
            CheckedFile& slot = isWdl ? e->wdl : e->dtz;
            if (!slot.path.empty()) continue; // an earlier folder has it
            slot.path = p.string();
            ++(isWdl ? result.wdlFiles : result.dtzFiles);
            if (isWdl) fresh->maxPieces = std::max(fresh->maxPieces, detail::pieceCount(*material));
        }
    }
    fresh->index();
    result.maxPieces = fresh->maxPieces;

    // Fathom's view: a link per file, except those whose size already says they are broken
    // (Fathom would print a complaint for them on standard output).
    std::vector<std::pair<std::string, std::string>> links; // name, target
    for (const auto& e : fresh->entries)
        for (const TableKind kind : {TableKind::Wdl, TableKind::Dtz}) {
            CheckedFile& f = kind == TableKind::Wdl ? e->wdl : e->dtz;
            if (f.path.empty()) continue;
            std::error_code ec;
            const auto size = fs::file_size(f.path, ec);
            const auto bad = ec ? "cannot read: " + ec.message() : detail::checkTableSize(size);
            if (bad) {
                f.error = *bad;
                f.state.store(CheckedFile::Bad, std::memory_order_relaxed);
                continue;
            }
            links.emplace_back(e->name + extension(kind), fs::absolute(f.path, ec).string());
        }
    if (!fresh->entries.empty()) fresh->links = fathomSet(std::move(links));
    m_registry = std::move(fresh);
    return result;
}

// ---------------------------------------------------------------------------------------
// Probes through Fathom

namespace {

std::optional<ProbeError> coverage(const Position& pos, int maxPieces)
{
    if (pos.castlingRooks() != 0)
        return ProbeError{ErrorKind::CastlingRights,
                          {},
                          "positions with castling rights are not in the Syzygy tables"};
    const int pieces = chess::popCount(pos.occupied());
    if (maxPieces == 0) return ProbeError{ErrorKind::MissingTable, {}, "no Syzygy tables found"};
    if (pieces > maxPieces)
        return ProbeError{ErrorKind::TooManyPieces,
                          {},
                          std::to_string(pieces) + " pieces; the tables found cover at most "
                              + std::to_string(maxPieces)};
    return std::nullopt;
}

bool isZeroing(const Position& pos, Move m)
{
    return pos.isCapture(m) || chess::typeOf(pos.movedPiece(m)) == chess::PieceType::Pawn;
}

bool isCheckmate(const Position& pos)
{
    return pos.isCheck() && !chess::hasLegalMove(pos);
}

// Fathom takes a position as bitboards (square a1 = bit 0, as in chess::Square), the en
// passant square or 0, and true for White to move. The castling rights are always none
// here (coverage() refused the rest), and the halfmove clock always 0: Fathom's WDL probe
// accepts no other, and the values then mean what they mean here (syzygy.h), the clock
// being applied by atClock().
struct FathomPosition {
    std::uint64_t white, black, kings, queens, rooks, bishops, knights, pawns;
    unsigned ep;
    bool whiteToMove;

    explicit FathomPosition(const Position& pos)
        : white(pos.pieces(chess::Color::White))
        , black(pos.pieces(chess::Color::Black))
        , kings(pos.pieces(chess::PieceType::King))
        , queens(pos.pieces(chess::PieceType::Queen))
        , rooks(pos.pieces(chess::PieceType::Rook))
        , bishops(pos.pieces(chess::PieceType::Bishop))
        , knights(pos.pieces(chess::PieceType::Knight))
        , pawns(pos.pieces(chess::PieceType::Pawn))
        , ep(pos.epSquare() == chess::Square::None ? 0u : unsigned(pos.epSquare()))
        , whiteToMove(pos.sideToMove() == chess::Color::White)
    {}

    // TB_LOSS (0) .. TB_WIN (4), or TB_RESULT_FAILED. Thread-safe.
    unsigned wdl() const
    {
        // tb_probe_wdl() without its refusal of castling rights and a clock: both are 0 here.
        return fathomApi().wdl(white, black, kings, queens, rooks, bishops, knights, pawns, ep,
                               whiteToMove);
    }
    // The position's DTZ and suggested move, and into `moves` (TB_MAX_MOVES entries, or
    // null) every legal move's; TB_RESULT_FAILED, _CHECKMATE or _STALEMATE. Not re-entrant.
    unsigned root(unsigned* moves) const
    {
        // tb_probe_root() without its refusal of castling rights (none here).
        return fathomApi().root(white, black, kings, queens, rooks, bishops, knights, pawns, 0, ep,
                                whiteToMove, moves);
    }
};

// A DTZ from one of tb_probe_root's results: Fathom gives its size and, with the clock at
// 0, a WDL whose sign is the DTZ's.
int signedDtz(unsigned result)
{
    const int size = int(TB_GET_DTZ(result));
    const unsigned wdl = TB_GET_WDL(result);
    return wdl > TB_DRAW ? size : wdl < TB_DRAW ? -size : 0;
}

// Fathom gave up although every table was found and passed the check: it could not read
// one of them (its own check of the magic bytes, or a file that changed since).
ProbeError fathomFailed(const Tablebase::Registry& r, const Position& pos, const char* what)
{
    const MaterialKey key = detail::materialKey(pos);
    const Entry* e = r.find(key);
    return ProbeError{ErrorKind::BadTable, e ? e->wdl.path : detail::tableName(key) + ".rtbw",
                      std::string("Fathom could not probe ") + what
                          + " of this position (this table or one its captures lead to)"};
}

// The DTZ of a root result: a mated side has lost with nothing left to count but the mate
// itself (-1, as the tables store it); stalemate is a draw.
std::optional<int> rootDtz(unsigned result)
{
    if (result == TB_RESULT_FAILED) return std::nullopt;
    if (result == TB_RESULT_CHECKMATE) return -1;
    if (result == TB_RESULT_STALEMATE) return 0;
    return signedDtz(result);
}

} // namespace

Expected<Wdl, ProbeError> Tablebase::probeWdl(const Position& pos) const
{
    if (auto err = coverage(pos, m_registry->maxPieces)) return unexpected(std::move(*err));
    if (auto err = m_registry->require(pos, false)) return unexpected(std::move(*err));
    const FathomPosition fp(pos);
    const unsigned v = m_registry->withFathom(false, [&] { return fp.wdl(); });
    if (v == TB_RESULT_FAILED) return unexpected(fathomFailed(*m_registry, pos, "the WDL"));
    return Wdl(int(v) - 2);
}

Expected<int, ProbeError> Tablebase::probeDtz(const Position& pos) const
{
    if (auto err = coverage(pos, m_registry->maxPieces)) return unexpected(std::move(*err));
    if (auto err = m_registry->require(pos, true)) return unexpected(std::move(*err));
    const FathomPosition fp(pos);
    const unsigned v = m_registry->withFathom(true, [&] { return fp.root(nullptr); });
    const auto dtz = rootDtz(v);
    if (!dtz) return unexpected(fathomFailed(*m_registry, pos, "the DTZ"));
    return *dtz;
}

std::vector<std::string> Tablebase::missingTables(const Position& pos) const
{
    const std::vector<MaterialKey> seen = reachableMaterials(detail::materialKey(pos));
    std::vector<std::string> missing;
    std::vector<std::string> names;
    for (const MaterialKey k : seen) {
        if (detail::pieceCount(k) < 3) continue; // two bare kings need no table
        const std::string name = detail::tableName(k);
        if (std::find(names.begin(), names.end(), name) != names.end()) continue;
        names.push_back(name);
        const Entry* e = m_registry->find(k);
        if (!e || e->wdl.path.empty()) missing.push_back(name + ".rtbw");
        if (!e || e->dtz.path.empty()) missing.push_back(name + ".rtbz");
    }
    return missing;
}

Expected<RootValue, ProbeError> Tablebase::probeRoot(const Position& pos) const
{
    if (auto err = coverage(pos, m_registry->maxPieces)) return unexpected(std::move(*err));
    if (auto err = m_registry->require(pos, true)) return unexpected(std::move(*err));
    const chess::MoveList legal = chess::legalMoves(pos);
    // Each move's own outcome is the WDL of the position it leads to, as the tables give it
    // (with that position's clock at 0); its DTZ is Fathom's root result for it.
    struct Child {
        bool mate = false;
        unsigned wdl = TB_RESULT_FAILED;
    };
    std::vector<Child> children(legal.size());
    std::array<unsigned, TB_MAX_MOVES> results{};
    unsigned rootWdl = TB_RESULT_FAILED, rootResult = TB_RESULT_FAILED;
    m_registry->withFathom(true, [&] {
        rootWdl = FathomPosition(pos).wdl();
        rootResult = FathomPosition(pos).root(results.data());
        for (std::size_t i = 0; i < std::size_t(legal.size()); ++i) {
            const Position child = pos.after(legal[i]);
            children[i].mate = isCheckmate(child);
            if (!children[i].mate) children[i].wdl = FathomPosition(child).wdl();
        }
        return 0;
    });
    const auto dtz = rootDtz(rootResult);
    if (rootWdl == TB_RESULT_FAILED || !dtz)
        return unexpected(fathomFailed(*m_registry, pos, "the moves"));

    RootValue root;
    root.wdl = Wdl(int(rootWdl) - 2);
    root.dtz = *dtz;
    for (std::size_t i = 0; i < std::size_t(legal.size()); ++i) {
        const Move m = legal[i];
        MoveValue mv;
        mv.move = m;
        mv.zeroing = isZeroing(pos, m);
        if (children[i].mate) {
            mv.mate = true;
            mv.wdl = Wdl::Win;
            mv.dtz = 1;
        } else {
            if (children[i].wdl == TB_RESULT_FAILED)
                return unexpected(fathomFailed(*m_registry, pos, "a move"));
            mv.wdl = Wdl(2 - int(children[i].wdl));
            // Fathom's results: from, to and promotion piece (1 queen .. 4 knight), ended by
            // TB_RESULT_FAILED.
            const unsigned promotes = m.kind() != MoveKind::Promotion            ? TB_PROMOTES_NONE
                                      : m.promotion() == chess::PieceType::Queen ? TB_PROMOTES_QUEEN
                                      : m.promotion() == chess::PieceType::Rook  ? TB_PROMOTES_ROOK
                                      : m.promotion() == chess::PieceType::Bishop
                                          ? TB_PROMOTES_BISHOP
                                          : TB_PROMOTES_KNIGHT;
            bool found = false;
            for (std::size_t r = 0; r < results.size() && results[r] != TB_RESULT_FAILED; ++r) {
                if (TB_GET_FROM(results[r]) != unsigned(m.from())
                    || TB_GET_TO(results[r]) != unsigned(m.to())
                    || TB_GET_PROMOTES(results[r]) != promotes)
                    continue;
                mv.dtz = signedDtz(results[r]);
                found = true;
                break;
            }
            if (!found) return unexpected(fathomFailed(*m_registry, pos, "a move"));
        }
        root.moves.push_back(mv);
    }
    std::stable_sort(root.moves.begin(), root.moves.end(),
                     [](const MoveValue& a, const MoveValue& b) {
                         if (a.wdl != b.wdl) return a.wdl > b.wdl;
                         if (a.wdl == Wdl::Draw) return false;
                         // Wins: fewest plies first. Losses (negative DTZ): most plies first. Both
                         // ascending.
                         if (a.dtz != b.dtz) return a.dtz < b.dtz;
                         return a.mate && !b.mate;
                     });
    return root;
}

} // namespace kibitz::tb
