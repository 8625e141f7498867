// SPDX-License-Identifier: GPL-3.0-or-later
#include "tablebase/syzygy_whole.h"

#include "chess/fen.h"
#include "chess/movegen.h"
#include "tablebase/syzygy.h"
#include "tablebase/syzygy_material.h"

#include <algorithm>
#include <atomic>
#include <chrono>
#include <cstdlib>
#include <filesystem>
#include <limits>
#include <memory>
#include <mutex>
#include <optional>
#include <thread>

#include <unistd.h>

namespace kibitz::tb {

using chess::Color;
using chess::Piece;
using chess::PieceType;
using chess::Position;
using chess::Square;
using detail::MaterialKey;
using detail::TableKind;

namespace {

// The placements of one material: the white king on one of `kingSquares` (the symmetry's
// fundamental region), every other piece on any square (a pawn on ranks 2-7), numbered
// slot by slot, the last piece fastest. Overlapping placements are numbered too (and
// skipped): the numbering is then a plain mixed-radix number, cheap both ways.
struct Placements {
    std::vector<Piece> pieces; // [0] white king, [1] black king, then white's, black's
    std::vector<int> kingSquares;
    std::array<int, 64> slotOf{}; // white king square -> its slot, -1 outside the region
    std::vector<int> radix;       // per piece from [1]: 64, or 48 for a pawn
    std::uint64_t perSlot = 1;
    bool pawns = false;

    explicit Placements(MaterialKey key)
    {
        pieces = {chess::makePiece(Color::White, PieceType::King),
                  chess::makePiece(Color::Black, PieceType::King)};
        for (const Color c : {Color::White, Color::Black})
            for (int t = 1; t <= 5; ++t)
                for (int n = detail::countOf(key, c, PieceType(t)); n > 0; --n)
                    pieces.push_back(chess::makePiece(c, PieceType(t)));
        pawns = detail::hasPawns(key);
        slotOf.fill(-1);
        for (int sq = 0; sq < 64; ++sq) {
            const int file = sq & 7, rank = sq >> 3;
            // With pawns only the mirror a <-> h keeps the rules; without, every symmetry of
            // the square does, and a1-d1-d4 is where the tables put the king.
            const bool in = pawns ? file < 4 : rank <= file && file < 4;
            if (!in) continue;
            slotOf[std::size_t(sq)] = int(kingSquares.size());
            kingSquares.push_back(sq);
        }
        for (std::size_t i = 1; i < pieces.size(); ++i) {
            radix.push_back(chess::typeOf(pieces[i]) == PieceType::Pawn ? 48 : 64);
            perSlot *= std::uint64_t(radix.back());
        }
    }

    std::uint64_t count() const { return perSlot * kingSquares.size(); }

    // The squares of placement p (in pieces' order), or false when two pieces share one.
    bool squares(std::uint64_t p, std::array<int, 8>& out) const
    {
        std::uint64_t rest = p;
        std::uint64_t used = 0;
        for (std::size_t i = pieces.size() - 1; i >= 1; --i) {
            const int r = radix[i - 1];
            const int sq = int(rest % std::uint64_t(r)) + (r == 48 ? 8 : 0);
            rest /= std::uint64_t(r);
            const std::uint64_t bit = std::uint64_t(1) << sq;
            if (used & bit) return false;
            used |= bit;
            out[i] = sq;
        }
        out[0] = kingSquares[std::size_t(rest)];
        return !(used & (std::uint64_t(1) << out[0]));
    }

    // The placement of a position of this material (white as in pieces), taken into the
    // region by the symmetry that puts the white king there.
    std::uint64_t placementOf(const Position& pos) const
    {
        const int wk = int(pos.kingSquare(Color::White));
        const bool flipFile = (wk & 7) > 3;
        const bool flipRank = !pawns && (wk >> 3) > 3;
        int f = flipFile ? 7 - (wk & 7) : wk & 7, r = flipRank ? 7 - (wk >> 3) : wk >> 3;
        const bool swap = !pawns && r > f;
        auto map = [&](int sq) {
            int x = sq & 7, y = sq >> 3;
            if (flipFile) x = 7 - x;
            if (flipRank) y = 7 - y;
            if (swap) std::swap(x, y);
            return y * 8 + x;
        };
        std::uint64_t p = std::uint64_t(slotOf[std::size_t(map(wk))]);
        // Pieces alike take their squares in rising order; every order is numbered.
        for (std::size_t i = 1; i < pieces.size();) {
            std::array<int, 8> group{};
            std::size_t n = 0;
            chess::Bitboard b = pos.pieces(chess::colorOf(pieces[i]), chess::typeOf(pieces[i]));
            for (; b && n < group.size(); ++n) {
                // Insertion into the squares so far, kept in order.
                const int sq = map(int(chess::popLsb(b)));
                std::size_t k = n;
                for (; k > 0 && group[k - 1] > sq; --k) group[k] = group[k - 1];
                group[k] = sq;
            }
            for (std::size_t k = 0; k < n; ++k, ++i) {
                const int r = radix[i - 1];
                p = p * std::uint64_t(r) + std::uint64_t(group[k] - (r == 48 ? 8 : 0));
            }
        }
        return p;
    }

    std::optional<Position> position(const std::array<int, 8>& sq, Color turn) const
    {
        chess::Setup setup;
        setup.board.fill(Piece::None);
        for (std::size_t i = 0; i < pieces.size(); ++i) setup.board[std::size_t(sq[i])] = pieces[i];
        setup.turn = turn;
        // Lenient: a check no last move could give is still a position the file holds.
        auto pos = Position::fromSetup(setup, chess::Validation::Lenient);
        if (!pos) return std::nullopt;
        return *pos;
    }
};

// Half a byte per position: the WDL + 2, or one of these.
constexpr std::uint8_t NoPosition = 15; // squares shared, or the side not to move in check
constexpr std::uint8_t Unknown = 14;    // a table its captures lead to is missing

// The values of every placement, both sides to move in one byte (white low).
struct WdlStore {
    std::vector<std::uint8_t> bytes;
    std::uint8_t get(std::uint64_t p, Color turn) const
    {
        const std::uint8_t b = bytes[p];
        return turn == Color::White ? b & 15 : b >> 4;
    }
};

// Beyond these the values are not kept and the moves' values are probed instead (more
// than five pieces: hours either way).
constexpr std::uint64_t MaxWdlBytes = std::uint64_t(1) << 30;
constexpr std::uint64_t MaxDtzBytes = std::uint64_t(1) << 31;

int sign(int v)
{
    return (v > 0) - (v < 0);
}

class Walk {
public:
    Walk(const std::string& path, MaterialKey key, TableKind kind,
         const std::vector<std::string>& folders, const CheckProgress& progress, int threads)
        : m_placements(key)
        , m_kind(kind)
        , m_file(std::filesystem::path(path).filename().string())
        , m_progress(progress)
        , m_threads(std::max(1, threads))
    {
        namespace fs = std::filesystem;
        // The file itself first, under the name Fathom looks for: another file of the same
        // material in its folder (KRvKP.rtbw beside a copy named KPvKR.rtbw) must not be
        // checked in its place. The folder is named as the prober's link folders are, so
        // that one left by a killed run is swept away by the next (syzygy.cpp).
        std::error_code ec;
        fs::path parent = fs::temp_directory_path(ec);
        if (ec) parent = "/tmp";
        std::string pattern =
            (parent / ("kibitz-syzygy-" + std::to_string(getpid()) + "-XXXXXX")).string();
        std::vector<std::string> search;
        if (mkdtemp(pattern.data())) {
            m_linkFolder = pattern;
            const std::string ext = kind == TableKind::Wdl ? ".rtbw" : ".rtbz";
            fs::create_symlink(fs::absolute(path, ec),
                               fs::path(m_linkFolder) / (detail::tableName(key) + ext), ec);
            search.push_back(m_linkFolder);
            m_file = detail::tableName(key) + ext; // what Fathom's errors then name
        }
        search.push_back(fs::path(path).parent_path().string());
        search.insert(search.end(), folders.begin(), folders.end());
        m_tables.setPaths(search);
    }

    ~Walk()
    {
        if (m_linkFolder.empty()) return;
        std::error_code ec;
        std::filesystem::remove_all(m_linkFolder, ec);
    }
    Walk(const Walk&) = delete;
    Walk& operator=(const Walk&) = delete;

    WholeFileResult run()
    {
        const std::uint64_t n = m_placements.count();
        const bool keepWdl = n <= MaxWdlBytes;
        const bool keepDtz = m_kind == TableKind::Dtz && 4 * n <= MaxDtzBytes;
        // Each pass counts both sides of every placement; the second half of the DTZ store
        // (what the moves did not reach) is not counted.
        const int passes = (keepWdl ? 1 : 0) + (keepDtz ? 1 : 0) + 1;
        m_total = std::uint64_t(passes) * 2 * n;
        if (keepWdl) {
            m_wdl.bytes.assign(n, 0);
            parallel([&](std::uint64_t p) { storeWdl(p); });
            m_haveWdl = true;
        }
        if (keepDtz && !m_stop) {
            m_dtz = std::make_unique<std::atomic<std::int16_t>[]>(2 * n);
            for (std::uint64_t i = 0; i < 2 * n; ++i)
                m_dtz[i].store(NoDtz, std::memory_order_relaxed);
            const Color first = cheaperSide();
            parallel([&](std::uint64_t p) { storeDtzFrom(p, first); });
            if (!m_stop) parallel([&](std::uint64_t p) { storeDtzLeft(p, ~first); }, false);
            m_haveDtz = true;
        }
        if (!m_stop) parallel([&](std::uint64_t p) { checkPlacement(p); });
        if (!m_stop && m_progress) m_progress(m_total, m_total); // the threads' last may be lost
        WholeFileResult out;
        out.positions = m_checked;
        out.skipped = m_skipped;
        if (!m_error.empty()) {
            out.status = FileCheck::Inconsistent;
            out.error = m_error;
        } else if (m_checked == 0) {
            out.status = FileCheck::LayoutOnly;
            out.error = "no position could be probed: tables its captures or promotions lead to "
                        "are missing";
        }
        return out;
    }

private:
    // Runs f on every placement, slots shared out among the threads.
    template <class F>
    void parallel(F f, bool counted = true)
    {
        std::atomic<std::size_t> nextSlot{0};
        auto work = [&] {
            for (std::size_t s; !m_stop && (s = nextSlot++) < m_placements.kingSquares.size();) {
                const std::uint64_t from = s * m_placements.perSlot;
                for (std::uint64_t p = from; p < from + m_placements.perSlot && !m_stop; ++p) {
                    f(p);
                    if (counted && (p & 0xFFFF) == 0xFFFF) advance(0x10000);
                }
                if (counted) advance(m_placements.perSlot & 0xFFFF);
            }
        };
        std::vector<std::thread> helpers;
        for (int t = 1; t < m_threads; ++t) helpers.emplace_back(work);
        work();
        for (std::thread& t : helpers) t.join();
    }

    void advance(std::uint64_t placements)
    {
        const std::uint64_t done = (m_done += 2 * placements);
        if (!m_progress) return;
        std::unique_lock lock(m_progressMutex, std::try_to_lock);
        if (lock.owns_lock()) m_progress(std::min(done, m_total), m_total);
    }

    void fail(std::string what)
    {
        std::lock_guard lock(m_errorMutex);
        if (m_error.empty()) m_error = std::move(what);
        m_stop = true;
    }

    // A probe error: this file's is a failure, any other (a table missing or broken
    // elsewhere) leaves the position out.
    bool isOurs(const ProbeError& e) const
    {
        return e.kind == ErrorKind::BadTable && std::filesystem::path(e.file).filename() == m_file;
    }

    // The WDL of a position from the store or from Fathom; nothing (and the position is
    // skipped, or the walk stopped) when it cannot be had.
    std::optional<int> wdlOf(const Position& pos, bool sameMaterial)
    {
        if (sameMaterial && m_haveWdl && pos.epSquare() == Square::None) {
            const std::uint8_t v = m_wdl.get(m_placements.placementOf(pos), pos.sideToMove());
            if (v <= 4) return int(v) - 2;
            return std::nullopt;
        }
        const auto w = m_tables.probeWdl(pos);
        if (w) return toInt(*w);
        if (isOurs(w.error())) fail(chess::toFen(pos) + ": " + w.error().toString());
        return std::nullopt;
    }

    // The DTZ of a position of the file's material: kept, or (the side the root probes
    // skipped) computed from its moves as Fathom does for the side the file does not store,
    // or probed.
    std::optional<int> dtzOf(const Position& pos, bool computed = true)
    {
        if (m_haveDtz && pos.epSquare() == Square::None) {
            const std::int16_t d = m_dtz[2 * m_placements.placementOf(pos)
                                         + std::uint64_t(chess::index(pos.sideToMove()))]
                                       .load(std::memory_order_relaxed);
            if (d != NoDtz) return d;
            if (computed) {
                const auto w = wdlOf(pos, true);
                if (!w) return std::nullopt;
                if (*w == 0) return 0;
                const auto e = expectedDtz(pos, *w, false);
                if (e && *e != NoValue) return *e;
                return std::nullopt;
            }
        }
        const auto d = m_tables.probeDtz(pos);
        if (d) return *d;
        if (isOurs(d.error())) fail(chess::toFen(pos) + ": " + d.error().toString());
        return std::nullopt;
    }

    void storeWdl(std::uint64_t p)
    {
        std::array<int, 8> sq{};
        std::uint8_t byte = NoPosition | NoPosition << 4;
        if (m_placements.squares(p, sq))
            for (const Color turn : {Color::White, Color::Black}) {
                const auto pos = m_placements.position(sq, turn);
                if (!pos) continue;
                std::uint8_t v = Unknown;
                const auto w = m_tables.probeWdl(*pos);
                if (w)
                    v = std::uint8_t(toInt(*w) + 2);
                else if (isOurs(w.error()))
                    fail(chess::toFen(*pos) + ": " + w.error().toString());
                const int shift = turn == Color::White ? 0 : 4;
                byte = std::uint8_t((byte & ~(15 << shift)) | v << shift);
            }
        m_wdl.bytes[p] = byte;
    }

    // DTZ values come from Fathom's root probe, which gives the position's DTZ and, through
    // every move, that of each position a move leads to. The file keeps one side to move
    // and Fathom searches one ply for the other, so a root probe costs a few reads from one
    // side and a few hundred from the other: the cheaper side (timed on a few positions) is
    // probed, the other side's values taken from its moves, and what no move reaches
    // probed alone.
    Color cheaperSide()
    {
        double cost[2] = {0, 0};
        const std::uint64_t n = m_placements.count();
        for (const Color turn : {Color::White, Color::Black}) {
            const auto start = std::chrono::steady_clock::now();
            int probed = 0;
            for (std::uint64_t i = 0; i < 4096 && probed < 64; ++i) {
                std::array<int, 8> sq{};
                const std::uint64_t p = (i * 2654435761u) % n;
                if (!m_placements.squares(p, sq) || m_wdl.get(p, turn) > 4) continue;
                if (const auto pos = m_placements.position(sq, turn)) {
                    (void)m_tables.probeRoot(*pos);
                    ++probed;
                }
            }
            cost[chess::index(turn)] =
                std::chrono::duration<double>(std::chrono::steady_clock::now() - start).count()
                / std::max(1, probed);
        }
        return cost[1] < cost[0] ? Color::Black : Color::White;
    }

    static constexpr std::int16_t NoDtz = std::numeric_limits<std::int16_t>::min();

    void setDtz(const Position& pos, int dtz)
    {
        m_dtz[2 * m_placements.placementOf(pos) + std::uint64_t(chess::index(pos.sideToMove()))]
            .store(std::int16_t(dtz), std::memory_order_relaxed);
    }

    void storeDtzFrom(std::uint64_t p, Color turn)
    {
        std::array<int, 8> sq{};
        if (!m_placements.squares(p, sq) || m_wdl.get(p, turn) > 4) return;
        const auto pos = m_placements.position(sq, turn);
        if (!pos) return;
        // Probed only when a position a move leads to still lacks its value: one root
        // probe gives a dozen of them, and the positions skipped are computed from theirs.
        bool needed = false;
        for (const chess::Move m : chess::legalMoves(*pos)) {
            if (pos->isZeroing(m)) continue;
            const Position next = pos->after(m);
            const std::uint64_t q = m_placements.placementOf(next);
            if (m_wdl.get(q, next.sideToMove()) == 2) continue; // a draw: DTZ 0
            if (m_dtz[2 * q + std::uint64_t(chess::index(next.sideToMove()))].load(
                    std::memory_order_relaxed)
                == NoDtz) {
                needed = true;
                break;
            }
        }
        if (!needed) return;
        const auto root = m_tables.probeRoot(*pos);
        if (!root) {
            if (isOurs(root.error())) fail(chess::toFen(*pos) + ": " + root.error().toString());
            return;
        }
        setDtz(*pos, root->dtz);
        for (const tb::MoveValue& m : root->moves) {
            if (m.zeroing) continue; // its DTZ is not the next position's
            // Fathom counts the move itself: one ply more than the next position's DTZ.
            const int next = m.mate ? -1 : m.dtz > 0 ? -(m.dtz - 1) : m.dtz < 0 ? -(m.dtz + 1) : 0;
            setDtz(pos->after(m.move), next);
        }
    }

    // The stored side's positions no move reached (a draw needs no probe).
    void storeDtzLeft(std::uint64_t p, Color turn)
    {
        if (m_dtz[2 * p + std::uint64_t(chess::index(turn))].load(std::memory_order_relaxed)
            != NoDtz)
            return;
        std::array<int, 8> sq{};
        const std::uint8_t w = m_wdl.get(p, turn);
        if (!m_placements.squares(p, sq) || w > 4) return;
        const auto pos = m_placements.position(sq, turn);
        if (!pos) return;
        if (w == 2) {
            setDtz(*pos, 0);
            return;
        }
        const auto d = m_tables.probeDtz(*pos);
        if (d)
            setDtz(*pos, *d);
        else if (isOurs(d.error()))
            fail(chess::toFen(*pos) + ": " + d.error().toString());
    }

    void checkPlacement(std::uint64_t p)
    {
        std::array<int, 8> sq{};
        if (!m_placements.squares(p, sq)) return;
        for (const Color turn : {Color::White, Color::Black}) {
            if (m_haveWdl && m_wdl.get(p, turn) == NoPosition) continue;
            const auto pos = m_placements.position(sq, turn);
            if (!pos) continue;
            if (const auto wrong = m_kind == TableKind::Wdl ? checkWdl(*pos) : checkDtz(*pos)) {
                if (!wrong->empty()) fail(chess::toFen(*pos) + ": " + *wrong);
                continue;
            }
            ++m_checked;
        }
    }

    // One move's value for the side that plays it, as an interval (the 50-move rule may
    // make a loss there a cursed win here, a win there a blessed loss).
    struct MoveOutcome {
        int low = 0, high = 0; // WDL
        int outcome = 0;       // the position after it, negated
        bool zeroing = false;
        bool ok = false; // known
    };
    MoveOutcome moveValue(const Position& pos, chess::Move m)
    {
        MoveOutcome v;
        const Position child = pos.after(m);
        v.zeroing = pos.isZeroing(m);
        const bool same = !pos.isCapture(m) && m.kind() != chess::MoveKind::Promotion;
        const auto w = wdlOf(child, same);
        if (!w) return v;
        v.ok = true;
        v.outcome = -*w;
        v.low = v.high = v.outcome;
        if (!v.zeroing && v.outcome == 2) v.low = 1;
        if (!v.zeroing && v.outcome == -2) v.high = -1;
        return v;
    }

    // Nothing: consistent. An empty text: skipped (a value missing). Else what is wrong.
    std::optional<std::string> checkWdl(const Position& pos)
    {
        const auto own = wdlOf(pos, true);
        if (!own) {
            ++m_skipped;
            return std::string();
        }
        const chess::MoveList moves = chess::legalMoves(pos);
        int low = -3, high = -3;
        if (moves.empty()) low = high = pos.isCheck() ? -2 : 0;
        for (const chess::Move m : moves) {
            const MoveOutcome v = moveValue(pos, m);
            if (!v.ok) {
                ++m_skipped;
                return std::string();
            }
            low = std::max(low, v.low);
            high = std::max(high, v.high);
        }
        if (*own >= low && *own <= high) return std::nullopt;
        auto name = [](int w) { return std::string(wdlName(Wdl(w))); };
        return "WDL " + name(*own) + ", but its moves give "
               + (low == high ? name(low) : name(low) + " to " + name(high));
    }

    // What the moves give as the DTZ of a position of WDL w (not a draw): NoValue when a
    // value it needs is missing, nothing when the walk failed. `computed`: the moves' DTZ
    // may be computed in turn (one level).
    static constexpr int NoValue = std::numeric_limits<int>::min();
    std::optional<int> expectedDtz(const Position& pos, int w, bool computed)
    {
        // The plies to the zeroing move through each move: a zeroing move is the first (101
        // when what follows is cursed or blessed, as the tables count it); another adds one
        // to the DTZ of the position it leads to.
        const chess::MoveList moves = chess::legalMoves(pos);
        int expected = 0;
        if (moves.empty()) {
            expected = -1; // mated
        } else {
            int best = w > 0 ? std::numeric_limits<int>::max() : 0;
            for (const chess::Move m : moves) {
                const MoveOutcome v = moveValue(pos, m);
                if (!v.ok) return m_stop ? std::nullopt : std::optional<int>(NoValue);
                if (w > 0 && v.outcome <= 0) continue; // the winner keeps the win
                int plies = 0;
                if (v.zeroing) {
                    plies = std::abs(v.outcome) == 2 ? 1 : 101;
                } else {
                    const Position next = pos.after(m);
                    // A mate ends the count on the move itself, as a zeroing move would.
                    if (next.isCheck() && !chess::hasLegalMove(next)) {
                        plies = 1;
                    } else {
                        const auto childDtz = dtzOf(next, computed);
                        if (!childDtz) return m_stop ? std::nullopt : std::optional<int>(NoValue);
                        plies = std::abs(*childDtz) + 1;
                    }
                }
                best = w > 0 ? std::min(best, plies) : std::max(best, plies);
            }
            expected = w > 0 ? best : -best;
        }
        return expected;
    }

    std::optional<std::string> checkDtz(const Position& pos)
    {
        const auto own = wdlOf(pos, true);
        // A value the probes did not keep is computed from the moves: consistent with them
        // by construction, it is checked against the WDL only.
        const bool kept = m_haveDtz
                          && m_dtz[2 * m_placements.placementOf(pos)
                                   + std::uint64_t(chess::index(pos.sideToMove()))]
                                     .load(std::memory_order_relaxed)
                                 != NoDtz;
        const auto dtz = own ? dtzOf(pos) : std::nullopt;
        if (!own || !dtz) {
            ++m_skipped;
            return std::string();
        }
        const int w = *own, d = *dtz;
        auto says = [&](const std::string& wrong) {
            return "WDL " + std::string(wdlName(Wdl(w))) + ", DTZ " + std::to_string(d) + ": "
                   + wrong;
        };
        if (sign(d) != sign(w)) return says("the DTZ's sign is not the WDL's");
        if (w != 0 && (std::abs(d) > 100) != (std::abs(w) == 1))
            return says("the DTZ is " + std::string(std::abs(d) > 100 ? "beyond" : "within")
                        + " 100 plies, the WDL says otherwise");
        if (w == 0 || (m_haveDtz && !kept)) return std::nullopt;
        const auto expected = expectedDtz(pos, w, true);
        if (!expected) return std::string(); // the walk failed
        if (*expected == NoValue) {
            ++m_skipped;
            return std::string();
        }
        // The files keep some values in full moves: one ply more than the true distance.
        if (std::abs(d - *expected) <= 1) return std::nullopt;
        return says("its moves give " + std::to_string(*expected));
    }

    Placements m_placements;
    std::string m_linkFolder; // holds a link to the file, under its table's name
    TableKind m_kind;
    std::string m_file;
    const CheckProgress& m_progress;
    int m_threads;
    Tablebase m_tables;
    WdlStore m_wdl;
    std::unique_ptr<std::atomic<std::int16_t>[]> m_dtz;
    bool m_haveWdl = false, m_haveDtz = false;
    std::atomic<bool> m_stop{false};
    std::atomic<std::uint64_t> m_checked{0}, m_skipped{0}, m_done{0};
    std::uint64_t m_total = 0;
    std::mutex m_errorMutex, m_progressMutex;
    std::string m_error;
};

} // namespace

WholeFileResult checkWholeFile(const std::string& path, MaterialKey key, TableKind kind,
                               const std::vector<std::string>& folders,
                               const CheckProgress& progress, int threads)
{
    Walk walk(path, key, kind, folders, progress, threads);
    return walk.run();
}

} // namespace kibitz::tb
