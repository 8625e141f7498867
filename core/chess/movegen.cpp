// SPDX-License-Identifier: GPL-3.0-or-later
#include "chess/movegen.h"

#include <atomic>
#include <thread>

namespace kibitz::chess {

namespace {

template <Color Us>
struct PawnDirs {
    static constexpr int Up = Us == Color::White ? 8 : -8;
    static constexpr int UpLeft = Us == Color::White ? 7 : -9;  // towards the a-file
    static constexpr int UpRight = Us == Color::White ? 9 : -7; // towards the h-file
    static constexpr Bitboard Rank3 = Us == Color::White ? bbs::Rank3 : bbs::Rank6;
    static constexpr Bitboard Rank7 = Us == Color::White ? bbs::Rank7 : bbs::Rank2;
};

// Where generated moves go: a Writer stores them, a Counter only counts them (perft's
// last ply), so that counting does not pay for writing moves nobody reads.
struct Writer {
    Move* out;
    void add(Move m) { *out++ = m; }
    void promotions(Square from, Square to)
    {
        *out++ = Move(from, to, MoveKind::Promotion, PieceType::Queen);
        *out++ = Move(from, to, MoveKind::Promotion, PieceType::Knight);
        *out++ = Move(from, to, MoveKind::Promotion, PieceType::Rook);
        *out++ = Move(from, to, MoveKind::Promotion, PieceType::Bishop);
    }
    void pieceMoves(Square from, Bitboard targets)
    {
        while (targets) *out++ = Move(from, popLsb(targets));
    }
    template <int Delta>
    void pawnMoves(Bitboard targets)
    {
        while (targets) {
            const Square to = popLsb(targets);
            *out++ = Move(to - Delta, to);
        }
    }
    template <int Delta>
    void pawnPromotions(Bitboard targets)
    {
        while (targets) {
            const Square to = popLsb(targets);
            promotions(to - Delta, to);
        }
    }
};

struct Counter {
    int count = 0;
    void add(Move) { ++count; }
    void promotions(Square, Square) { count += 4; }
    void pieceMoves(Square, Bitboard targets) { count += popCount(targets); }
    template <int Delta>
    void pawnMoves(Bitboard targets)
    {
        count += popCount(targets);
    }
    template <int Delta>
    void pawnPromotions(Bitboard targets)
    {
        count += 4 * popCount(targets);
    }
};

// Everything a generation pass needs to know about the position, computed once.
struct Context {
    Bitboard occ, us, them;
    Bitboard checkMask; // squares that resolve a single check (all squares when not in check)
    Bitboard pinned;    // our pieces pinned to our king
    Square ksq;
};

// Our pieces that alone shield our king from an enemy slider: they may move only along
// the line between the two.
template <Color Us>
Bitboard pinnedPieces(const Position& pos, Square ksq, Bitboard occ)
{
    constexpr Color Them = ~Us;
    return screens(ksq, occ, pos.pieces(Them, PieceType::Rook, PieceType::Queen),
                   pos.pieces(Them, PieceType::Bishop, PieceType::Queen))
           & pos.pieces(Us);
}

template <Color Us, GenType Type, typename Sink>
void generatePawnMoves(const Position& pos, const Context& ctx, Sink& out)
{
    using D = PawnDirs<Us>;
    constexpr Color Them = ~Us;
    const Bitboard pawns = pos.pieces(Us, PieceType::Pawn);
    const Bitboard empty = ~ctx.occ;
    const Bitboard enemies = ctx.them & ctx.checkMask;

    // Pinned pawns may move only along the pin ray; a pawn pinned on a file can still push,
    // a pawn pinned on a diagonal can capture the pinner. Everything else moves freely.
    const Bitboard free = pawns & ~ctx.pinned;
    const Bitboard kingFile = bbs::file(fileOf(ctx.ksq));
    const Bitboard pushers = free | (pawns & ctx.pinned & kingFile);

    // Diagonally pinned pawns are handled one by one below.
    const Bitboard normal = pushers & ~D::Rank7;
    const Bitboard promoting = pushers & D::Rank7;

    if constexpr (Type != GenType::Noisy) {
        const Bitboard single = shift<D::Up>(normal) & empty;
        const Bitboard twice = shift<D::Up>(single & D::Rank3) & empty & ctx.checkMask;
        out.template pawnMoves<D::Up>(single & ctx.checkMask);
        out.template pawnMoves<2 * D::Up>(twice);
    }
    if constexpr (Type != GenType::Quiet) {
        // Promotions by push count as noisy.
        out.template pawnPromotions<D::Up>(shift<D::Up>(promoting) & empty & ctx.checkMask);

        const Bitboard capL = free & ~D::Rank7, capP = free & D::Rank7;
        out.template pawnMoves<D::UpLeft>(shift<D::UpLeft>(capL) & enemies);
        out.template pawnMoves<D::UpRight>(shift<D::UpRight>(capL) & enemies);
        out.template pawnPromotions<D::UpLeft>(shift<D::UpLeft>(capP) & enemies);
        out.template pawnPromotions<D::UpRight>(shift<D::UpRight>(capP) & enemies);

        // Pawns pinned on a diagonal: capture along the ray only.
        Bitboard diagPinned = pawns & ctx.pinned & ~kingFile;
        while (diagPinned) {
            const Square from = popLsb(diagPinned);
            const Bitboard targets = pawnAttacks(Us, from) & enemies & line(ctx.ksq, from);
            if (!targets) continue;
            if (bb(from) & D::Rank7)
                out.promotions(from, lsb(targets));
            else
                out.add(Move(from, lsb(targets)));
        }

        // En passant: rare, so checked directly against every discovered attack.
        if (const Square ep = pos.epSquare(); ep != Square::None) {
            const Square captured = ep - D::Up;
            // Only helps against a check if it removes the checker or blocks it.
            if ((ctx.checkMask & (bb(captured) | bb(ep))) != 0) {
                Bitboard capturers = pawnAttacks(Them, ep) & pawns;
                while (capturers) {
                    const Square from = popLsb(capturers);
                    const Bitboard occAfter = (ctx.occ ^ bb(from) ^ bb(captured)) | bb(ep);
                    const Bitboard them = ctx.them ^ bb(captured);
                    const bool exposed =
                        (rookAttacks(ctx.ksq, occAfter)
                         & pos.pieces(PieceType::Rook, PieceType::Queen) & them)
                        || (bishopAttacks(ctx.ksq, occAfter)
                            & pos.pieces(PieceType::Bishop, PieceType::Queen) & them)
                        || (knightAttacks(ctx.ksq) & pos.pieces(PieceType::Knight) & them)
                        || (pawnAttacks(Us, ctx.ksq) & pos.pieces(PieceType::Pawn) & them);
                    if (!exposed) out.add(Move(from, ep, MoveKind::EnPassant));
                }
            }
        }
    }
}

template <Color Us, typename Sink>
void generateCastling(const Position& pos, const Context& ctx, Sink& out)
{
    for (CastlingSide side : {CastlingSide::King, CastlingSide::Queen})
        if (pos.canCastleNow(side))
            out.add(Move(ctx.ksq, pos.castlingRook(Us, side), MoveKind::Castling));
}

template <Color Us, GenType Type, typename Sink>
void generate(const Position& pos, Sink& out)
{
    constexpr Color Them = ~Us;
    Context ctx;
    ctx.us = pos.pieces(Us);
    ctx.them = pos.pieces(Them);
    ctx.occ = ctx.us | ctx.them;
    ctx.ksq = pos.kingSquare(Us);

    const Bitboard targetKind = Type == GenType::All     ? ~ctx.us
                                : Type == GenType::Noisy ? ctx.them
                                                         : ~ctx.occ;

    // King moves: test each target with the king lifted off the board, so that it cannot
    // hide behind itself from a slider.
    {
        Bitboard targets = kingAttacks(ctx.ksq) & targetKind;
        const Bitboard occ = ctx.occ ^ bb(ctx.ksq);
        while (targets) {
            const Square to = popLsb(targets);
            if (!pos.isAttackedBy(Them, to, occ)) out.add(Move(ctx.ksq, to));
        }
    }

    const Bitboard checkers = pos.checkers();
    if (moreThanOne(checkers)) return; // double check: only the king moves
    ctx.checkMask = checkers ? between(ctx.ksq, lsb(checkers)) | checkers : ~Bitboard(0);
    ctx.pinned = pinnedPieces<Us>(pos, ctx.ksq, ctx.occ);

    generatePawnMoves<Us, Type>(pos, ctx, out);

    const Bitboard targets = targetKind & ctx.checkMask;
    // A pinned knight can never move.
    for (Bitboard b = pos.pieces(Us, PieceType::Knight) & ~ctx.pinned; b;) {
        const Square from = popLsb(b);
        out.pieceMoves(from, knightAttacks(from) & targets);
    }
    for (Bitboard b = pos.pieces(Us, PieceType::Bishop, PieceType::Queen); b;) {
        const Square from = popLsb(b);
        Bitboard t = bishopAttacks(from, ctx.occ) & targets;
        if (ctx.pinned & bb(from)) t &= line(ctx.ksq, from);
        out.pieceMoves(from, t);
    }
    for (Bitboard b = pos.pieces(Us, PieceType::Rook, PieceType::Queen); b;) {
        const Square from = popLsb(b);
        Bitboard t = rookAttacks(from, ctx.occ) & targets;
        if (ctx.pinned & bb(from)) t &= line(ctx.ksq, from);
        out.pieceMoves(from, t);
    }

    if constexpr (Type != GenType::Noisy) {
        if (!checkers) generateCastling<Us>(pos, ctx, out);
    }
}

template <Color Us>
Move* generateFor(const Position& pos, Move* out, GenType type)
{
    Writer w{out};
    switch (type) {
    case GenType::All:
        generate<Us, GenType::All>(pos, w);
        break;
    case GenType::Noisy:
        generate<Us, GenType::Noisy>(pos, w);
        break;
    case GenType::Quiet:
        generate<Us, GenType::Quiet>(pos, w);
        break;
    }
    return w.out;
}

} // namespace

Move* generateStandardMoves(const Position& pos, Move* out)
{
    return pos.sideToMove() == Color::White ? generateFor<Color::White>(pos, out, GenType::All)
                                            : generateFor<Color::Black>(pos, out, GenType::All);
}

namespace {

// Out of line, so that standard chess's count keeps a small stack frame (a MoveList is 2 KB).
[[gnu::noinline]] int countVariantMoves(const Position& pos)
{
    MoveList list;
    generateVariantMoves(pos, list, GenType::All);
    return list.size();
}

} // namespace

int countLegalMoves(const Position& pos)
{
    if (!pos.isStandard()) [[unlikely]]
        return countVariantMoves(pos);
    Counter c;
    if (pos.sideToMove() == Color::White)
        generate<Color::White, GenType::All>(pos, c);
    else
        generate<Color::Black, GenType::All>(pos, c);
    return c.count;
}

void generateLegal(const Position& pos, MoveList& list, GenType type)
{
    if (!pos.isStandard()) [[unlikely]] {
        generateVariantMoves(pos, list, type);
        return;
    }
    Move* begin = list.data();
    Move* end = pos.sideToMove() == Color::White ? generateFor<Color::White>(pos, begin, type)
                                                 : generateFor<Color::Black>(pos, begin, type);
    list.setSize(int(end - begin));
}

bool hasLegalMove(const Position& pos)
{
    return countLegalMoves(pos) > 0;
}

namespace {

std::uint64_t perftRecursive(const Position& pos, int depth)
{
    if (depth == 1) return std::uint64_t(countLegalMoves(pos));
    MoveList list;
    generateLegal(pos, list);
    std::uint64_t nodes = 0;
    for (Move m : list) {
        Position next = pos;
        next.play(m);
        nodes += perftRecursive(next, depth - 1);
    }
    return nodes;
}

} // namespace

std::uint64_t perft(const Position& pos, int depth)
{
    if (depth <= 0) return 1;
    return perftRecursive(pos, depth);
}

std::vector<PerftPart> perftDivide(const Position& pos, int depth, int threads)
{
    std::vector<PerftPart> parts;
    if (depth < 1) return parts;
    for (Move m : legalMoves(pos)) parts.push_back({m, 0});
    std::atomic<std::size_t> next{0};
    auto work = [&] {
        for (std::size_t i = next++; i < parts.size(); i = next++)
            parts[i].nodes = perft(pos.after(parts[i].move), depth - 1);
    };
    const int helpers = std::min<int>(std::max(threads, 1), int(parts.size())) - 1;
    std::vector<std::thread> pool;
    pool.reserve(std::size_t(std::max(helpers, 0)));
    for (int i = 0; i < helpers; ++i) pool.emplace_back(work);
    work();
    for (std::thread& t : pool) t.join();
    return parts;
}

} // namespace kibitz::chess
