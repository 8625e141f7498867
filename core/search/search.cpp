// SPDX-License-Identifier: GPL-3.0-or-later
#include "search/search.h"

#include "chess/movegen.h"
#include "search/eval.h"

#include <algorithm>
#include <array>
#include <cmath>
#include <cstring>

namespace kibitz::search {

using namespace chess;

namespace {

// Late move reductions grow with the logarithms of both the remaining depth and the move's
// rank in the ordering: late moves at high depth are rarely best.
const auto Reductions = [] {
    std::array<std::array<std::int8_t, 64>, 64> r{};
    for (int d = 1; d < 64; ++d)
        for (int m = 1; m < 64; ++m)
            r[std::size_t(d)][std::size_t(m)] =
                std::int8_t(0.4 + std::log(double(d)) * std::log(double(m)) / 2.3);
    return r;
}();

int reduction(int depth, int moveCount)
{
    return Reductions[std::size_t(std::min(depth, 63))][std::size_t(std::min(moveCount, 63))];
}

constexpr int HistoryMax = 16384;

// Move ordering bands: the hash move, then winning and equal captures and queen promotions,
// killers and the counter move, quiet moves by history, losing captures last.
constexpr int TTMoveScore = 1 << 30;
constexpr int GoodCaptureScore = 1 << 28;
constexpr int KillerScore = 1 << 27;
constexpr int BadCaptureScore = -(1 << 24);
constexpr int UnderPromotionScore = -(1 << 26);

bool isQuiet(const Position& pos, Move m)
{
    return !pos.isCapture(m) && m.kind() != MoveKind::Promotion;
}

bool hasNonPawnMaterial(const Position& pos, Color c)
{
    return (pos.pieces(c) & ~pos.pieces(PieceType::Pawn, PieceType::King)) != 0;
}

struct ScoredMoves {
    MoveList list;
    int scores[MoveList::Capacity];
    int next = 0;

    // Selection sort, one step at a time: a cut-off usually comes early, so sorting the
    // whole list would be wasted work.
    Move pick(int& score)
    {
        if (next >= list.size()) return Move::none();
        int best = next;
        for (int i = next + 1; i < list.size(); ++i)
            if (scores[i] > scores[best]) best = i;
        std::swap(list[next], list[best]);
        std::swap(scores[next], scores[best]);
        score = scores[next];
        return list[next++];
    }
};

int captureOrderScore(const Position& pos, Move m)
{
    const int victim = pieceValue(pos.capturedType(m)) * 16;
    const int attacker = index(typeOf(pos.movedPiece(m)));
    int s = (victim == 0 && m.kind() != MoveKind::EnPassant ? 0 : victim) - attacker;
    if (m.kind() == MoveKind::Promotion) s += pieceValue(m.promotion()) * 16;
    return s;
}

// The bounds of one root pass. A line is searched first in a narrow band around the score
// it had one iteration earlier; a result on or outside a bound is only a bound itself, so
// the pass is repeated with that side moved past the result by a step that doubles each
// time. After a fall the upper side also comes in to the middle of the old band: the line
// has just shown it is worse than expected, and a generous upper bound would only cost
// nodes.
class Window {
public:
    // Full width for the shallow iterations, for a line without a score yet, and for mates
    // (their scores jump, not drift).
    Window(int guess, bool narrow)
    {
        if (!narrow) return;
        m_low = std::max(guess - m_step, -Infinity);
        m_high = std::min(guess + m_step, Infinity);
    }
    int low() const { return m_low; }
    int high() const { return m_high; }

    // True when `score` lies strictly inside: the pass stands. Otherwise the band moves.
    bool holds(int score)
    {
        if (score > m_low && score < m_high) return true;
        if (score <= m_low) {
            m_high = (m_low + m_high) / 2;
            m_low = std::max(score - m_step, -Infinity);
        } else {
            m_high = std::min(score + m_step, Infinity);
        }
        m_step *= 2;
        return false;
    }

private:
    int m_low = -Infinity;
    int m_high = Infinity;
    int m_step = 20;
};

// Orders root lines best first; lines of equal score keep their order, so the order of the
// last iteration decides ties.
template <typename Iter>
void rankLines(Iter first, Iter last)
{
    std::stable_sort(first, last, [](const auto& a, const auto& b) { return a.score > b.score; });
}

} // namespace

Searcher::Searcher(TranspositionTable& tt)
    : m_tt(tt)
{
    clearHistory();
}

void Searcher::clearHistory()
{
    std::memset(m_history, 0, sizeof(m_history));
    for (auto& row : m_counterMoves) std::fill(std::begin(row), std::end(row), Move::none());
    for (Frame& f : m_stack) {
        f.killers[0] = f.killers[1] = Move::none();
        f.staticEval = NoScore;
    }
}

void Searcher::ponderHit()
{
    m_ponderHit.store(true, std::memory_order_relaxed);
}

// ---------------------------------------------------------------------------------------
// Limits

void Searcher::checkTime()
{
    // Under a short budget (bullet, or a clock nearly gone) look at the clock more often, so
    // that the hard limit is kept to a millisecond or so.
    m_nextCheck = m_nodes + (m_time.isTimed() && m_time.hardLimit() < 100 ? 128 : 1024);
    m_publishedNodes.store(m_nodes, std::memory_order_relaxed);
    if (m_nodeLimit) m_nextCheck = std::min(m_nextCheck, m_nodeLimit);
    if (m_strengthNodes > m_nodes) m_nextCheck = std::min(m_nextCheck, m_strengthNodes);
    if (m_ponderHit.exchange(false, std::memory_order_relaxed)) {
        m_pondering.store(false, std::memory_order_relaxed);
        m_time.restartClock();
    }
    if (m_stopRequested.load(std::memory_order_relaxed)
        || (m_nodeLimit && m_nodes >= m_nodeLimit)
        // a limited level still finishes its first iteration
        || (m_strengthNodes && m_nodes >= m_strengthNodes && m_rootDepth > 1)
        || (!m_pondering.load(std::memory_order_relaxed) && m_time.isTimed()
            && m_time.elapsed() >= m_time.hardLimit()))
        m_aborted = true;
}

// Draws by the fifty-move rule, by bare material, or by a repetition: inside the search
// one repetition is enough to score the position as a draw, since the side that could
// avoid it will have found something better if there is anything better.
bool Searcher::isDraw(const Position& pos, int ply) const
{
    if (pos.halfmoveClock() >= 100) return true;
    if (!pos.pieces(PieceType::Pawn) && !pos.pieces(PieceType::Rook, PieceType::Queen)
        && popCount(pos.occupied()) <= 3)
        return true;
    (void)ply;
    const int last = int(m_keys.size()) - 1;
    const int reach = std::min(int(pos.halfmoveClock()), last);
    const Key key = pos.key();
    for (int i = 4; i <= reach; i += 2)
        if (m_keys[std::size_t(last - i)] == key) return true;
    return false;
}

void Searcher::updatePv(int ply, Move m)
{
    Frame& f = m_stack[ply + 2];
    const Frame& child = m_stack[ply + 3];
    f.pv[0] = m;
    std::copy(child.pv, child.pv + child.pvLength, f.pv + 1);
    f.pvLength = child.pvLength + 1;
}

void Searcher::updateQuietStats(const Position& pos, int ply, Move best, const Move* quiets,
                                int quietCount, int depth)
{
    Frame& f = m_stack[ply + 2];
    if (f.killers[0] != best) {
        f.killers[1] = f.killers[0];
        f.killers[0] = best;
    }
    const Frame& parent = m_stack[ply + 1];
    if (parent.move) m_counterMoves[index(parent.moved)][index(parent.move.to())] = best;

    const int us = index(pos.sideToMove());
    const int bonus = std::min(16 * depth * depth, 1200);
    // The "gravity" form keeps values bounded: the closer to the bound, the smaller the step.
    auto adjust = [&](Move m, int delta) {
        int& h = m_history[us][index(m.from())][index(m.to())];
        h += delta - h * std::abs(delta) / HistoryMax;
    };
    adjust(best, bonus);
    for (int i = 0; i < quietCount; ++i)
        if (quiets[i] != best) adjust(quiets[i], -bonus);
}

// ---------------------------------------------------------------------------------------
// The main search

int Searcher::search(const Position& pos, int alpha, int beta, int depth, int ply, bool cutNode)
{
    const bool pvNode = beta - alpha > 1;
    Frame& f = m_stack[ply + 2];
    f.pvLength = 0;
    if (depth <= 0) return quiescence(pos, alpha, beta, ply, true);

    if (++m_nodes >= m_nextCheck) checkTime();
    if (m_aborted) return 0;
    m_selDepth = std::max(m_selDepth, ply);

    if (isDraw(pos, ply)) return 0;
    const bool inCheck = pos.isCheck();
    if (ply >= MaxPly - 1) return inCheck ? 0 : evaluate(pos, *m_eval);

    // Mate distance pruning: no line from here can beat a mate already found nearer the root.
    alpha = std::max(alpha, matedIn(ply));
    beta = std::min(beta, mateIn(ply + 1));
    if (alpha >= beta) return alpha;

    const Key key = pos.key();
    const TTHit tt = m_tt.probe(key, ply);
    const Move ttMove = tt.found ? tt.move : Move::none();
    if (!pvNode && tt.found && tt.depth >= depth && pos.halfmoveClock() < 90
        && (tt.bound == Bound::Exact || (tt.bound == Bound::Lower && tt.score >= beta)
            || (tt.bound == Bound::Upper && tt.score <= alpha)))
        return tt.score;

    // Syzygy: just after a capture or a pawn move (the tables count the fifty moves from a
    // zeroed clock), few enough pieces and no castling rights: the tables know the result.
    if (m_tbPieces && pos.halfmoveClock() == 0 && depth >= m_options.tbProbeDepth
        && popCount(pos.occupied()) <= m_tbPieces && !pos.castlingRooks()) {
        if (const auto wdl = m_options.tables->probeWdl(pos)) {
            ++m_tbHits;
            const int v = tb::toInt(*wdl); // win 2, cursed win 1, draw 0, blessed loss -1, loss -2
            const int score = v == 2 ? TbWin - ply : v == -2 ? -TbWin + ply : v;
            m_tt.store(key, ply, Move::none(), score, NoScore, depth + 6, Bound::Exact);
            return score;
        }
    }

    const Color us = pos.sideToMove();
    int eval = NoScore;
    if (inCheck) {
        f.staticEval = NoScore;
    } else {
        f.staticEval = (tt.found && tt.eval != NoScore) ? tt.eval : evaluate(pos, *m_eval);
        eval = f.staticEval;
        // A stored bound is a better guess than the static evaluation when it points the
        // right way.
        if (tt.found && !isMateScore(tt.score)
            && ((tt.bound == Bound::Lower && tt.score > eval)
                || (tt.bound == Bound::Upper && tt.score < eval)))
            eval = tt.score;
    }
    const int pastEval = m_stack[ply].staticEval;
    const bool improving = !inCheck && pastEval != NoScore && f.staticEval > pastEval;
    const bool hasPieces = hasNonPawnMaterial(pos, us);

    if (!pvNode && !inCheck) {
        // Reverse futility pruning: far above beta with little depth left, a quiet position
        // will not fall back below it.
        if (depth <= 7 && !isMateScore(beta) && eval - (80 * depth - (improving ? 60 : 0)) >= beta)
            return eval;

        // Razoring: hopelessly below alpha near the leaves, only captures can help.
        if (depth <= 3 && eval + 250 + 200 * depth <= alpha) {
            const int q = quiescence(pos, alpha - 1, alpha, ply, true);
            if (q < alpha) return q;
        }

        // Null-move pruning: if passing still holds beta, a real move will too (except in
        // zugzwang, which pawn endings make likely: those are left alone).
        if (depth >= 3 && eval >= beta && hasPieces && !m_stack[ply + 1].move.isNull()
            && beta > -MateBound) {
            const int r = 3 + depth / 4 + std::min(3, (eval - beta) / 200);
            const Position child = pos.after(Move::null());
            f.move = Move::null();
            f.moved = Piece::None;
            m_keys.push_back(child.key());
            const int score = -search(child, -beta, -beta + 1, depth - 1 - r, ply + 1, !cutNode);
            m_keys.pop_back();
            if (m_aborted) return 0;
            if (score >= beta) return score >= MateBound ? beta : score;
        }
    }

    // Without a hash move the ordering is poor; search a little shallower to find one.
    if (depth >= 5 && !ttMove && (pvNode || cutNode)) --depth;

    ScoredMoves moves;
    generateLegal(pos, moves.list);
    if (moves.list.empty()) return inCheck ? matedIn(ply) : 0;

    const Frame& parent = m_stack[ply + 1];
    const Move counter =
        parent.move ? m_counterMoves[index(parent.moved)][index(parent.move.to())] : Move::none();
    for (int i = 0; i < moves.list.size(); ++i) {
        const Move m = moves.list[i];
        int s;
        if (m == ttMove)
            s = TTMoveScore;
        else if (!isQuiet(pos, m)) {
            s = captureOrderScore(pos, m);
            if (m.kind() == MoveKind::Promotion && m.promotion() != PieceType::Queen)
                s += UnderPromotionScore;
            else if (pieceValue(pos.capturedType(m)) >= pieceValue(typeOf(pos.movedPiece(m)))
                     || m.kind() == MoveKind::Promotion || pos.seeAtLeast(m, 0))
                s += GoodCaptureScore;
            else
                s += BadCaptureScore;
        } else if (m == f.killers[0])
            s = KillerScore;
        else if (m == f.killers[1])
            s = KillerScore - 1;
        else if (m == counter)
            s = KillerScore - 2;
        else
            s = m_history[index(us)][index(m.from())][index(m.to())];
        moves.scores[i] = s;
    }

    Move quiets[64];
    int quietCount = 0;
    int bestScore = -Infinity;
    Move bestMove;
    int moveCount = 0;
    int orderScore = 0;
    while (const Move m = moves.pick(orderScore)) {
        ++moveCount;
        const bool quiet = isQuiet(pos, m);
        const bool givesCheck = pos.givesCheck(m);

        // Frontier pruning, never before one move has been searched.
        if (bestScore > -MateBound && hasPieces) {
            if (quiet && !givesCheck) {
                // Late-move pruning, never in the principal variation: there, at depth 1,
                // it left two quiet moves to the side to move, so the line reported could
                // be one where the side to move did not defend a pawn it could (after 1.e4
                // e5 at depth 2: "+1.40 Nf3 a6 Nxe5"). Elsewhere a bound that is too
                // optimistic is found out by the re-search of the principal variation.
                const int moveLimit = (3 + depth * depth) / (improving ? 1 : 2);
                if (!pvNode && depth <= 6 && moveCount > moveLimit) continue;
                if (depth <= 6 && !inCheck && eval + 100 + 90 * depth <= alpha) continue;
                if (depth <= 3 && orderScore < -2000 * depth) continue;
            }
            if (depth <= 6 && orderScore < KillerScore - 2
                && !pos.seeAtLeast(m, quiet ? -60 * depth : -20 * depth * depth))
                continue;
        }

        const Position child = pos.after(m);
        m_tt.prefetch(child.key());
        // Check extension, bounded so that perpetual-check lines cannot run away.
        const int extension = (child.isCheck() && ply < 2 * m_rootDepth) ? 1 : 0;
        const int newDepth = depth - 1 + extension;
        f.move = m;
        f.moved = pos.movedPiece(m);
        m_keys.push_back(child.key());

        int score;
        if (moveCount == 1) {
            score = -search(child, -beta, -alpha, newDepth, ply + 1, !pvNode && !cutNode);
        } else {
            int r = 0;
            if (depth >= 3 && moveCount > (pvNode ? 3 : 2) && (quiet || orderScore < 0)) {
                r = reduction(depth, moveCount);
                if (!pvNode) ++r;
                if (!improving) ++r;
                if (cutNode) ++r;
                if (orderScore >= KillerScore - 2)
                    r -= 2;
                else if (quiet)
                    r -= orderScore / 5000;
                if (inCheck || givesCheck) --r;
                r = std::clamp(r, 0, newDepth - 1);
            }
            score = -search(child, -alpha - 1, -alpha, newDepth - r, ply + 1, true);
            if (score > alpha && r > 0)
                score = -search(child, -alpha - 1, -alpha, newDepth, ply + 1, !cutNode);
            if (pvNode && score > alpha && score < beta)
                score = -search(child, -beta, -alpha, newDepth, ply + 1, false);
        }
        m_keys.pop_back();
        if (m_aborted) return 0;

        if (quiet && quietCount < 64) quiets[quietCount++] = m;
        if (score > bestScore) {
            bestScore = score;
            if (score > alpha) {
                bestMove = m;
                if (pvNode) updatePv(ply, m);
                if (score >= beta) break;
                alpha = score;
            }
        }
    }

    if (bestScore >= beta && isQuiet(pos, bestMove))
        updateQuietStats(pos, ply, bestMove, quiets, quietCount, depth);

    const Bound bound = bestScore >= beta      ? Bound::Lower
                        : (pvNode && bestMove) ? Bound::Exact
                                               : Bound::Upper;
    m_tt.store(key, ply, bestMove, bestScore, f.staticEval, depth, bound);
    return bestScore;
}

// ---------------------------------------------------------------------------------------
// Quiescence: captures (and queen promotions) until the position is quiet, so that the
// static evaluation is never asked about a position in the middle of an exchange. In check
// every evasion is searched, which also finds mates at the horizon. A capture that gives
// check is never delta-pruned (it may mate), and at the first ply (called from the main
// search) safe quiet checks follow the captures: a null move or a reduction that drops a line
// into quiescence still sees the mate (1.Qg6 in WAC.001: 1...fxg6 2.Nxg6#, and on a waiting
// move 2.Qh7#). The strength levels search the same way, only less. Results found without the
// checks are stored one ply shallower, so they do not answer a search with them.

int Searcher::quiescence(const Position& pos, int alpha, int beta, int ply, bool withChecks)
{
    Frame& f = m_stack[ply + 2];
    f.pvLength = 0;
    if (++m_nodes >= m_nextCheck) checkTime();
    if (m_aborted) return 0;
    m_selDepth = std::max(m_selDepth, ply);

    const bool inCheck = pos.isCheck();
    if (pos.halfmoveClock() >= 100) return 0;
    if (ply >= MaxPly - 1) return inCheck ? 0 : evaluate(pos, *m_eval);

    const bool pvNode = beta - alpha > 1;
    const Key key = pos.key();
    const TTHit tt = m_tt.probe(key, ply);
    const int depth = withChecks ? 0 : TranspositionTable::QuiescenceDepth;
    if (!pvNode && tt.found && tt.depth >= depth
        && (tt.bound == Bound::Exact || (tt.bound == Bound::Lower && tt.score >= beta)
            || (tt.bound == Bound::Upper && tt.score <= alpha)))
        return tt.score;

    int bestScore = -Infinity;
    int standPat = NoScore;
    if (!inCheck) {
        standPat = (tt.found && tt.eval != NoScore) ? tt.eval : evaluate(pos, *m_eval);
        if (standPat >= beta) return standPat;
        alpha = std::max(alpha, standPat);
        bestScore = standPat;
    }

    ScoredMoves moves;
    generateLegal(pos, moves.list, inCheck ? GenType::All : GenType::Noisy);
    if (inCheck && moves.list.empty()) return matedIn(ply);

    const Move ttMove = tt.found ? tt.move : Move::none();
    for (int i = 0; i < moves.list.size(); ++i) {
        const Move m = moves.list[i];
        moves.scores[i] = m == ttMove ? TTMoveScore
                          : isQuiet(pos, m)
                              ? m_history[index(pos.sideToMove())][index(m.from())][index(m.to())]
                                    - GoodCaptureScore
                              : captureOrderScore(pos, m);
    }

    Move bestMove;
    // Searches m and keeps its score; true when nothing more is to be searched here (a
    // cut-off, or the search was stopped).
    const auto tryMove = [&](Move m) {
        const int score = -quiescence(pos.after(m), -beta, -alpha, ply + 1, false);
        if (m_aborted) return true;
        if (score > bestScore) {
            bestScore = score;
            if (score > alpha) {
                bestMove = m;
                if (pvNode) updatePv(ply, m);
                if (score >= beta) return true;
                alpha = score;
            }
        }
        return false;
    };
    int orderScore = 0;
    while (const Move m = moves.pick(orderScore)) {
        if (!inCheck) {
            if (m.kind() == MoveKind::Promotion && m.promotion() != PieceType::Queen) continue;
            // Delta pruning: even winning the piece for free cannot reach alpha (unless the
            // capture gives check: it may mate).
            if (m.kind() != MoveKind::Promotion
                && standPat + pieceValue(pos.capturedType(m)) + 150 <= alpha && !pos.givesCheck(m))
                continue;
            if (!pos.seeAtLeast(m, 0)) continue;
        }
        if (tryMove(m)) break;
    }
    if (withChecks && !inCheck && !m_aborted && bestScore < beta) {
        MoveList quiets;
        generateLegal(pos, quiets, GenType::Quiet);
        for (const Move m : quiets)
            if (pos.givesCheck(m) && pos.seeAtLeast(m, 0) && tryMove(m)) break;
    }
    if (m_aborted) return 0;

    const Bound bound = bestScore >= beta ? Bound::Lower : Bound::Upper;
    m_tt.store(key, ply, bestMove, bestScore, inCheck ? NoScore : standPat, depth, bound);
    return bestScore;
}

// ---------------------------------------------------------------------------------------
// The root: every root move is kept with its score and principal variation, so that MultiPV
// lines (and the strength levels, which choose among them) fall out of the same loop.
//
// The root loop makes Stockfish's decisions (src/search.cpp, Worker::iterative_deepening and
// its root moves): an aspiration window from depth 5 around the last score, widened by a
// doubling step, the upper bound pulled to the middle of the old window on a fail low; a
// stable sort of the root moves after each pass, so ties keep the last order; moves the pass
// did not score ranked at -infinity. Written here from that design, not translated.

int Searcher::searchRoot(const Position& pos, int alpha, int beta, int depth, int pvIndex)
{
    m_stack[2].pvLength = 0;
    m_stack[2].staticEval = pos.isCheck() ? NoScore : evaluate(pos, *m_eval);
    int bestScore = -Infinity;
    int moveCount = 0;
    for (std::size_t i = std::size_t(pvIndex); i < m_rootMoves.size(); ++i) {
        RootMove& rm = m_rootMoves[i];
        const Move m = rm.move;
        ++moveCount;
        m_selDepth = 0;
        const bool quiet = isQuiet(pos, m);
        const Position child = pos.after(m);
        const int newDepth = depth - 1 + (child.isCheck() ? 1 : 0);
        m_stack[2].move = m;
        m_stack[2].moved = pos.movedPiece(m);
        m_keys.push_back(child.key());

        int score;
        if (moveCount == 1) {
            score = -search(child, -beta, -alpha, newDepth, 1, false);
        } else {
            int r = 0;
            if (depth >= 3 && moveCount > 3 && quiet && !child.isCheck())
                r = std::clamp(reduction(depth, moveCount) - 1, 0, newDepth - 1);
            score = -search(child, -alpha - 1, -alpha, newDepth - r, 1, true);
            if (score > alpha && r > 0)
                score = -search(child, -alpha - 1, -alpha, newDepth, 1, true);
            if (score > alpha && score < beta)
                score = -search(child, -beta, -alpha, newDepth, 1, false);
        }
        m_keys.pop_back();
        if (m_aborted) return bestScore;

        // A line keeps a score only when the pass found one: the first line's, or one that
        // beat the best so far. The others are only known to be no better; they rank last
        // until a later pass says more.
        const bool scored = moveCount == 1 || score > alpha;
        rm.score = scored ? score : -Infinity;
        if (scored) {
            const Frame& reply = m_stack[3];
            rm.selDepth = m_selDepth;
            rm.pv.assign(1, m);
            rm.pv.insert(rm.pv.end(), reply.pv, reply.pv + reply.pvLength);
        }
        if (score > bestScore) bestScore = score;
        if (score > alpha) {
            alpha = score;
            if (score >= beta) break;
        }
    }
    return bestScore;
}

// Line `line` of an iteration: the best of the root moves from `line` on (the lines before
// it are settled), searched until its score falls inside the window.
void Searcher::searchLine(const Position& root, int depth, int line)
{
    const auto first = m_rootMoves.begin() + line;
    const int guess = first->guess;
    Window window(guess, depth >= 5 && guess != -Infinity && !isMateScore(guess));
    for (;;) {
        const int score = searchRoot(root, window.low(), window.high(), depth, line);
        rankLines(first, m_rootMoves.end());
        if (m_aborted || window.holds(score)) break;
    }
    rankLines(m_rootMoves.begin(), first + 1);
}

void Searcher::report(int depth, const InfoCallback& onInfo)
{
    if (!onInfo) return;
    const std::int64_t ms = m_time.elapsed();
    const int lines = std::min<int>(m_options.multiPv, int(m_rootMoves.size()));
    const std::uint64_t nodes = m_nodes + (m_extraNodes ? m_extraNodes() : 0);
    for (int i = 0; i < lines; ++i) {
        const RootMove& rm = m_rootMoves[std::size_t(i)];
        SearchInfo info;
        info.depth = depth;
        info.selDepth = std::max(rm.selDepth, depth);
        info.multiPv = i + 1;
        info.score = rm.score;
        info.nodes = nodes;
        info.tbHits = m_tbHits;
        info.timeMs = ms;
        info.nps = ms > 0 ? nodes * 1000 / std::uint64_t(ms) : nodes * 1000;
        info.hashfull = m_tt.hashfull();
        info.pv = rm.pv;
        onInfo(info);
    }
}

Move Searcher::pickWeakerMove()
{
    // Among the lines searched, each gets a random bonus of up to the level's handicap, and
    // the best sum is played; lines the search sees as losing more than the level's bound
    // take no part, so a piece is given away only where the shortened horizon hid the loss.
    std::uniform_int_distribution<int> bonus(0, std::max(0, m_strength.handicap));
    const std::size_t lines =
        std::min<std::size_t>(std::size_t(m_options.multiPv), m_rootMoves.size());
    const int best = m_rootMoves[0].score;
    Move choice = m_rootMoves[0].move;
    int chosenValue = best + bonus(m_rng);
    for (std::size_t i = 1; i < lines; ++i) {
        const RootMove& rm = m_rootMoves[i];
        if (rm.score == -Infinity || rm.score < best - m_strength.maxLoss) break;
        const int value = rm.score + bonus(m_rng);
        if (value > chosenValue) {
            chosenValue = value;
            choice = rm.move;
        }
    }
    return choice;
}

SearchResult Searcher::search(const Position& root, const std::vector<Key>& gameKeys,
                              const Limits& limits, const SearchOptions& options,
                              const InfoCallback& onInfo)
{
    m_limits = limits;
    m_options = options;
    m_options.multiPv = std::max(1, m_options.multiPv);
    m_pondering.store(limits.ponder, std::memory_order_relaxed);
    m_time.start(limits, root.sideToMove(), options.moveOverhead);
    if (options.thread == 0) m_tt.newSearch(); // helpers share the main thread's generation
    m_nodes = 0;
    m_publishedNodes.store(0, std::memory_order_relaxed);
    m_tbHits = 0;
    m_tbPieces = options.tables ? std::min(options.tbProbeLimit, options.tables->maxPieces()) : 0;
    m_nodeLimit = limits.nodes;
    const bool weakened = options.elo > 0;
    m_strength = weakened ? strengthForElo(options.elo) : Strength{};
    m_strengthNodes = m_strength.nodes;
    if (weakened) m_tbPieces = 0; // endgames played from the board, as a person would
    m_rootDepth = 0;
    m_nextCheck = m_time.isTimed() && m_time.hardLimit() < 100 ? 128 : 1024; // as checkTime
    if (m_nodeLimit) m_nextCheck = std::min(m_nextCheck, m_nodeLimit);
    if (m_strengthNodes) m_nextCheck = std::min(m_nextCheck, m_strengthNodes);
    m_aborted = false;
    m_keys = gameKeys;
    if (m_keys.empty() || m_keys.back() != root.key()) m_keys.push_back(root.key());
    m_keys.reserve(m_keys.size() + MaxPly + 8);
    for (int i = 0; i < 3; ++i) {
        m_stack[i].move = Move::none();
        m_stack[i].moved = Piece::None;
        m_stack[i].staticEval = NoScore;
    }

    SearchResult result;
    m_rootMoves.clear();
    for (const Move m : legalMoves(root)) {
        if (!limits.searchMoves.empty()
            && std::find(limits.searchMoves.begin(), limits.searchMoves.end(), m)
                   == limits.searchMoves.end())
            continue;
        RootMove rm;
        rm.move = m;
        rm.pv.push_back(m);
        m_rootMoves.push_back(rm);
    }
    if (m_rootMoves.empty()) {
        result.score = root.isCheck() ? matedIn(0) : 0;
        return result;
    }
    // Initial order: captures by MVV-LVA, then the rest as generated.
    std::stable_sort(
        m_rootMoves.begin(), m_rootMoves.end(), [&](const RootMove& a, const RootMove& b) {
            const int sa = isQuiet(root, a.move) ? -1 : captureOrderScore(root, a.move);
            const int sb = isQuiet(root, b.move) ? -1 : captureOrderScore(root, b.move);
            return sa > sb;
        });

    if (weakened) m_options.multiPv = std::max(m_options.multiPv, m_strength.candidates);
    m_options.multiPv = std::min<int>(m_options.multiPv, int(m_rootMoves.size()));

    m_maxDepth = limits.depth > 0 ? std::min(limits.depth, MaxPly - 2) : MaxPly - 2;
    if (limits.mate > 0) m_maxDepth = std::min(m_maxDepth, 2 * limits.mate + 8);

    std::vector<RootMove> completed = m_rootMoves;
    int completedDepth = 0;
    Move lastBest;
    int stableIterations = 0;

    const int firstDepth = std::min(m_maxDepth, 1 + (options.thread % 2));
    for (int depth = firstDepth; depth <= m_maxDepth; ++depth) {
        m_rootDepth = depth;
        for (RootMove& rm : m_rootMoves) rm.guess = rm.score;
        for (int line = 0; line < m_options.multiPv && !m_aborted; ++line)
            searchLine(root, depth, line);
        if (m_aborted) break;

        completed = m_rootMoves;
        completedDepth = depth;
        report(depth, onInfo);

        // When to stop deepening.
        const int best = m_rootMoves[0].score;
        if (limits.mate > 0 && best >= MateBound && mateInMoves(best) <= limits.mate) break;
        if (isMateScore(best) && depth >= 2 * (Mate - std::abs(best)) + 4 && !limits.infinite
            && limits.depth == 0)
            break;
        if (m_rootMoves[0].move == lastBest)
            ++stableIterations;
        else
            stableIterations = 0;
        lastBest = m_rootMoves[0].move;

        if (m_ponderHit.exchange(false, std::memory_order_relaxed)) {
            m_pondering.store(false, std::memory_order_relaxed);
            m_time.restartClock();
        }
        if (m_time.isTimed() && !m_time.isFixed() && !m_pondering.load(std::memory_order_relaxed)) {
            if (m_rootMoves.size() == 1 && depth >= 4) break;
            // A best move that keeps changing deserves more time, a settled one less.
            const double scale = stableIterations == 0 ? 1.3 : stableIterations >= 4 ? 0.6 : 0.9;
            if (double(m_time.elapsed()) >= double(m_time.softLimit()) * scale) break;
        }
        if (m_stopRequested.load(std::memory_order_relaxed)) break;
        if (m_strengthNodes && m_nodes >= m_strengthNodes) break;
    }

    m_rootMoves = completed;
    m_publishedNodes.store(m_nodes, std::memory_order_relaxed);
    result.depth = completedDepth;
    result.nodes = m_nodes;
    result.best = m_rootMoves[0].move;
    result.score = m_rootMoves[0].score;
    if (weakened && completedDepth > 0) result.best = pickWeakerMove();
    const auto it = std::find_if(m_rootMoves.begin(), m_rootMoves.end(),
                                 [&](const RootMove& rm) { return rm.move == result.best; });
    if (it != m_rootMoves.end() && it->pv.size() >= 2) {
        result.ponder = it->pv[1];
    } else {
        const Position next = root.after(result.best);
        const TTHit hit = m_tt.probe(next.key(), 1);
        if (hit.found && hit.move && next.isLegal(hit.move)) result.ponder = hit.move;
    }
    return result;
}

} // namespace kibitz::search
