// SPDX-License-Identifier: GPL-3.0-or-later
#include "tablebase/syzygy.h"
#include "tablebase/folders.h"

#include "chess/movegen.h"
#include "tablebase/syzygy_table.h"

#include <algorithm>
#include <atomic>
#include <climits>
#include <filesystem>
#include <mutex>
#include <optional>
#include <unordered_map>

namespace kibitz::tb {

using chess::Move;
using chess::MoveKind;
using chess::Position;
using detail::MaterialKey;
using detail::TableFile;
using detail::TableKind;

std::string_view wdlName(Wdl w)
{
    switch (w) {
    case Wdl::Loss:
        return "loss";
    case Wdl::BlessedLoss:
        return "blessed loss";
    case Wdl::Draw:
        return "draw";
    case Wdl::CursedWin:
        return "cursed win";
    case Wdl::Win:
        return "win";
    }
    return "?";
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
// Registry: one entry per material found on disk, each file opened on first use.

namespace detail {

// A table file that is opened when first needed. Once opened (or found broken) it stays
// so; the fast path is one atomic load.
struct LazyTable {
    std::string path; // empty: no such file in any folder
    std::atomic<const TableFile*> ready{nullptr};
    std::atomic<bool> broken{false};
    std::mutex mutex;
    std::unique_ptr<TableFile> file;
    std::string error;
};

struct Entry {
    MaterialKey key = 0; // as named: white is the first half of the name
    std::string name;
    LazyTable wdl, dtz;
};

} // namespace detail

using detail::Entry;
using detail::LazyTable;

struct Tablebase::Registry {
    std::vector<std::unique_ptr<Entry>> entries;
    int maxPieces = 0;

    // Material -> entry, both colourings of each: open addressing with linear probing,
    // rebuilt by index() after a scan. Lookups are on every probe, so no std::unordered_map.
    std::vector<std::pair<MaterialKey, Entry*>> slots;
    int shift = 64;

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
};

Tablebase::Tablebase()
    : m_registry(std::make_unique<Registry>())
{}
Tablebase::~Tablebase() = default;

int Tablebase::maxPieces() const
{
    return m_registry->maxPieces;
}

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
            if (!material || detail::pieceCount(*material) > detail::Layout::MaxPieces) continue;
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
                e->name = stem;
                byName[*material] = e;
            }
            LazyTable& slot = isWdl ? e->wdl : e->dtz;
            if (!slot.path.empty()) continue; // an earlier folder has it
            // A file named the other way round describes the same material; the file's own
            // piece list settles the colours when it is opened.
            slot.path = p.string();
            ++(isWdl ? result.wdlFiles : result.dtzFiles);
            if (isWdl) fresh->maxPieces = std::max(fresh->maxPieces, detail::pieceCount(*material));
        }
    }
    fresh->index();
    result.maxPieces = fresh->maxPieces;
    m_registry = std::move(fresh);
    return result;
}

// ---------------------------------------------------------------------------------------
// The search: from stored values to true values.
//
// A WDL file may store anything not better than the truth for a position where a capture
// is at least as good as the best other move (the generator picks whatever compresses
// best), and it knows nothing of en passant; a DTZ file stores one side to move, and
// nothing useful where the best move zeroes or the position is drawn. So every probe is a
// small search: captures first, then the table; en passant at the top; DTZ with one ply of
// search for the side not stored.

namespace {

constexpr int zeroingDtz(int wdl)
{
    return wdl == 2 ? 1 : wdl == 1 ? 101 : wdl == -1 ? -101 : wdl == -2 ? -1 : 0;
}

bool isZeroing(const Position& pos, Move m)
{
    return pos.isCapture(m) || chess::typeOf(pos.movedPiece(m)) == chess::PieceType::Pawn;
}

bool isCheckmate(const Position& pos)
{
    return pos.isCheck() && !chess::hasLegalMove(pos);
}

class Search {
public:
    explicit Search(Tablebase::Registry& registry)
        : m_registry(registry)
    {}

    bool failed() const { return m_error.has_value(); }
    ProbeError error() const { return *m_error; }

    // WDL with en passant resolved.
    int wdl(const Position& pos)
    {
        const int v = captureSearch(pos, -2, 2, nullptr);
        if (failed() || pos.epSquare() == chess::Square::None) return v;
        return withEnPassant(pos, v, false);
    }

    // DTZ with en passant resolved.
    int dtz(const Position& pos)
    {
        const int v = dtzWithoutEnPassant(pos);
        if (failed() || pos.epSquare() == chess::Square::None) return v;
        return withEnPassant(pos, v, true);
    }

private:
    using Registry = Tablebase::Registry;

    int fail(ErrorKind kind, std::string file, std::string message)
    {
        if (!m_error) m_error = ProbeError{kind, std::move(file), std::move(message)};
        return 0;
    }

    const TableFile* acquire(MaterialKey key, TableKind kind)
    {
        Entry* found = m_registry.find(key);
        const char* ext = kind == TableKind::Wdl ? ".rtbw" : ".rtbz";
        if (!found) {
            // Name the table the way the files are named: the stronger side first.
            const MaterialKey m = detail::mirrored(key);
            const bool swap =
                detail::pieceCount(m & 0xFFFFF) > detail::pieceCount(key & 0xFFFFF)
                || (detail::pieceCount(m & 0xFFFFF) == detail::pieceCount(key & 0xFFFFF)
                    && m > key);
            fail(ErrorKind::MissingTable, detail::materialName(swap ? m : key) + ext,
                 "not found in the Syzygy folders");
            return nullptr;
        }
        Entry& e = *found;
        LazyTable& t = kind == TableKind::Wdl ? e.wdl : e.dtz;
        if (const TableFile* f = t.ready.load(std::memory_order_acquire);
            f && !t.broken.load(std::memory_order_relaxed))
            return f;
        std::lock_guard lock(t.mutex);
        if (!t.broken && !t.file) {
            if (t.path.empty()) {
                fail(ErrorKind::MissingTable, e.name + ext, "not found in the Syzygy folders");
                return nullptr;
            }
            auto opened = TableFile::open(t.path, kind, e.key);
            if (!opened) {
                t.error = opened.error();
                t.broken.store(true, std::memory_order_relaxed);
            } else {
                t.file = std::move(*opened);
                t.ready.store(t.file.get(), std::memory_order_release);
            }
        }
        if (t.broken) {
            // Errors from opening start with the path; the ProbeError keeps it apart.
            const std::string prefix = t.path + ": ";
            fail(ErrorKind::BadTable, t.path,
                 t.error.starts_with(prefix) ? t.error.substr(prefix.size()) : t.error);
            return nullptr;
        }
        return t.file.get();
    }

    // A value that did not decode: the file is broken from now on.
    void corrupted(MaterialKey key, TableKind kind)
    {
        Entry& e = *m_registry.find(key);
        LazyTable& t = kind == TableKind::Wdl ? e.wdl : e.dtz;
        {
            std::lock_guard lock(t.mutex);
            if (!t.broken) {
                t.error = "corrupted data: a stored value does not decode";
                t.broken.store(true, std::memory_order_relaxed);
            }
        }
        fail(ErrorKind::BadTable, t.path, "corrupted data: a stored value does not decode");
    }

    int tableWdl(const Position& pos)
    {
        const MaterialKey key = detail::materialKey(pos);
        if (key == 0) return 0; // bare kings
        const TableFile* t = acquire(key, TableKind::Wdl);
        if (!t) return 0;
        int v = 0;
        if (t->wdl(pos, key, v) != TableFile::Answer::Ok) corrupted(key, TableKind::Wdl);
        return v;
    }

    // Alpha-beta over captures (en passant aside), then the table. *captureBest is set when
    // a capture reaches the value, i.e. the best move zeroes through a capture.
    int captureSearch(const Position& pos, int alpha, int beta, bool* captureBest)
    {
        const chess::MoveList noisy = chess::legalMoves(pos, chess::GenType::Noisy);
        for (const Move m : noisy) {
            if (!pos.isCapture(m) || m.kind() == MoveKind::EnPassant) continue;
            const int v = -captureSearch(pos.after(m), -beta, -alpha, nullptr);
            if (failed()) return 0;
            if (v > alpha) {
                if (v >= beta) {
                    if (captureBest) *captureBest = true;
                    return v;
                }
                alpha = v;
            }
        }
        const int v = tableWdl(pos);
        if (alpha >= v) {
            if (captureBest) *captureBest = alpha > 0;
            return alpha;
        }
        if (captureBest) *captureBest = false;
        return v;
    }

    // Folds the en passant captures into a value found without them. `v` is a WDL, or a
    // DTZ when `isDtz`.
    int withEnPassant(const Position& pos, int v, bool isDtz)
    {
        const chess::MoveList noisy = chess::legalMoves(pos, chess::GenType::Noisy);
        int best = -3;
        for (const Move m : noisy) {
            if (m.kind() != MoveKind::EnPassant) continue;
            const int w = -captureSearch(pos.after(m), -2, 2, nullptr);
            if (failed()) return 0;
            best = std::max(best, w);
        }
        if (best == -3) return v;
        // When every legal move is an en passant capture, the table (which saw a position
        // without them) thought the side to move stalemated.
        auto onlyEnPassant = [&] {
            for (const Move m : chess::legalMoves(pos))
                if (m.kind() != MoveKind::EnPassant) return false;
            return true;
        };
        if (!isDtz) {
            if (best >= v) return best;
            if (v == 0 && onlyEnPassant()) return best;
            return v;
        }
        const int d = zeroingDtz(best);
        if (v < -100) return d >= 0 ? d : v;
        if (v < 0) return (d >= 0 || d < -100) ? d : v;
        if (v > 100) return d > 0 ? d : v;
        if (v > 0) return d == 1 ? d : v;
        if (d >= 0) return d;
        return onlyEnPassant() ? d : v;
    }

    int dtzWithoutEnPassant(const Position& pos)
    {
        bool captureBest = false;
        const int w = captureSearch(pos, -2, 2, &captureBest);
        if (failed() || w == 0) return 0;
        if (captureBest) return zeroingDtz(w);

        const chess::MoveList moves = chess::legalMoves(pos);
        if (w > 0) {
            // A pawn move that keeps the win zeroes at once; the DTZ file stores anything
            // there.
            for (const Move m : moves) {
                if (pos.isCapture(m) || chess::typeOf(pos.movedPiece(m)) != chess::PieceType::Pawn)
                    continue;
                const int v = -wdl(pos.after(m));
                if (failed()) return 0;
                if (v == w) return zeroingDtz(w);
            }
        }

        const MaterialKey key = detail::materialKey(pos);
        if (const TableFile* t = acquire(key, TableKind::Dtz)) {
            int stored = 0;
            switch (t->dtz(pos, key, w, stored)) {
            case TableFile::Answer::Ok:
                return zeroingDtz(w) + (w > 0 ? stored : -stored);
            case TableFile::Answer::Corrupt:
                corrupted(key, TableKind::Dtz);
                return 0;
            case TableFile::Answer::OtherSide:
                break;
            }
        }
        if (failed()) return 0;

        // The file stores the other side to move: one ply of search, whose children it has.
        if (w > 0) {
            int best = INT_MAX;
            for (const Move m : moves) {
                if (isZeroing(pos, m)) continue;
                const Position child = pos.after(m);
                const int v = -dtz(child);
                if (failed()) return 0;
                if (v == 1 && isCheckmate(child))
                    best = 1;
                else if (v > 0 && v + 1 < best)
                    best = v + 1;
            }
            return best;
        }
        int best = -1;
        for (const Move m : moves) {
            const Position child = pos.after(m);
            int v;
            if (isZeroing(pos, m)) {
                if (w == -2) {
                    v = -1;
                } else {
                    // A blessed loss: zeroing into a real loss is no defence.
                    v = captureSearch(child, 1, 2, nullptr) == 2 ? 0 : -101;
                }
            } else {
                v = -dtz(child) - 1;
            }
            if (failed()) return 0;
            best = std::min(best, v);
        }
        return best;
    }

    Registry& m_registry;
    std::optional<ProbeError> m_error;
};

} // namespace

// ---------------------------------------------------------------------------------------
// Public probes

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

} // namespace

Expected<Wdl, ProbeError> Tablebase::probeWdl(const Position& pos) const
{
    if (auto err = coverage(pos, m_registry->maxPieces)) return unexpected(std::move(*err));
    Search search(*m_registry);
    const int v = search.wdl(pos);
    if (search.failed()) return unexpected(search.error());
    return Wdl(v);
}

Expected<int, ProbeError> Tablebase::probeDtz(const Position& pos) const
{
    if (auto err = coverage(pos, m_registry->maxPieces)) return unexpected(std::move(*err));
    Search search(*m_registry);
    const int v = search.dtz(pos);
    if (search.failed()) return unexpected(search.error());
    return v;
}

std::vector<std::string> Tablebase::missingTables(const Position& pos) const
{
    // Every material reachable by captures (any piece but a king) and promotions. No set
    // has more than seven pieces: a position with more needs no list (and a middle-game
    // position would reach tens of thousands of materials).
    if (chess::popCount(pos.occupied()) > 7) return {};
    std::vector<MaterialKey> seen{detail::materialKey(pos)};
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
    Search search(*m_registry);
    RootValue root;
    root.wdl = Wdl(search.wdl(pos));
    root.dtz = search.dtz(pos);
    for (const Move m : chess::legalMoves(pos)) {
        MoveValue mv;
        mv.move = m;
        mv.zeroing = isZeroing(pos, m);
        const Position child = pos.after(m);
        if (isCheckmate(child)) {
            mv.mate = true;
            mv.wdl = Wdl::Win;
            mv.dtz = 1;
        } else {
            const int w = -search.wdl(child);
            mv.wdl = Wdl(w);
            if (mv.zeroing) {
                mv.dtz = zeroingDtz(w);
            } else {
                // The child's DTZ is the opponent's; this move is one ply more.
                const int d = search.dtz(child);
                mv.dtz = d > 0 ? -d - 1 : d < 0 ? -d + 1 : 0;
            }
        }
        if (search.failed()) return unexpected(search.error());
        root.moves.push_back(mv);
    }
    if (search.failed()) return unexpected(search.error());
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
