// SPDX-License-Identifier: GPL-3.0-or-later
// The search and evaluation without a protocol: colour symmetry of the evaluation, mates and
// their scores, the transposition table's mate-score handling, and the bench signature.

#include "chess/fen.h"
#include "chess/movegen.h"
#include "chess/notation.h"
#include "search/bench.h"
#include "search/eval.h"
#include "search/search.h"
#include "search/strength.h"
#include "search/timeman.h"
#include "search/tt.h"

#include <QTest>

#include <set>
#include <string>

using namespace kibitz;

namespace {

// The same position with colours exchanged and the board mirrored top to bottom.
chess::Position mirrored(const chess::Position& pos)
{
    const chess::Setup s = pos.toSetup();
    chess::Setup m;
    for (int sq = 0; sq < 64; ++sq) {
        const chess::Piece p = s.board[std::size_t(sq)];
        m.board[std::size_t(sq ^ 56)] =
            p == chess::Piece::None ? p : chess::makePiece(~chess::colorOf(p), chess::typeOf(p));
    }
    m.turn = ~s.turn;
    m.castlingRooks = __builtin_bswap64(s.castlingRooks);
    m.epSquare = s.epSquare == chess::Square::None ? s.epSquare : chess::flipRank(s.epSquare);
    m.halfmoveClock = s.halfmoveClock;
    m.fullmoveNumber = s.fullmoveNumber;
    return *chess::Position::fromSetup(m);
}

const char* const Fens[] = {
    "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1",
    "r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 0 1",
    "r1bq1rk1/pp2bppp/2n1pn2/2pp4/3P1B2/2PBPN2/PP1N1PPP/R2QK2R w KQ - 0 9",
    "8/2p5/3p4/KP5r/1R3p1k/8/4P1P1/8 w - - 0 1",
    "6k1/5ppp/8/8/8/8/5PPP/3R2K1 b - - 0 1",
    "8/8/4k3/3p4/3P4/4K3/8/8 w - - 0 1",
    "4k3/8/8/8/8/8/8/4KQ2 w - - 0 1",
};

} // namespace

class SearchTest : public QObject {
    Q_OBJECT

private slots:
    void evaluationIsSymmetric_data();
    void evaluationIsSymmetric();
    void evaluationBasics();
    void evaluationIsItsParameterCounts_data();
    void evaluationIsItsParameterCounts();
    void mateScores();
    void ttKeepsMateDistance();
    void ttKeepsQuiescenceDepths();
    void quiescenceSeesQuietMates();
    void searchIsDeterministic();
    void shallowLinesDefend_data();
    void shallowLinesDefend();
    void benchSignatureIsStable();
    void nodeLimit();
    void strengthTableIsOrdered();
    void weakLevelKeepsItsQueen();
    void weakLevelTakesAHangingQueen();
    void weakLevelSearchesLittle();
    void levelsStepEvenly();
    void levelSearchesAsFullStrength_data();
    void levelSearchesAsFullStrength();
    void suddenDeathClockLasts_data();
    void suddenDeathClockLasts();
};

void SearchTest::evaluationIsSymmetric_data()
{
    QTest::addColumn<QString>("fen");
    for (const char* fen : Fens) QTest::newRow(fen) << QString::fromLatin1(fen);
}

void SearchTest::evaluationIsSymmetric()
{
    QFETCH(QString, fen);
    const chess::Position pos = *chess::positionFromFen(fen.toStdString());
    const chess::Position mirror = mirrored(pos);
    // Side-to-move relative scores: the same for both.
    QCOMPARE(search::evaluate(mirror), search::evaluate(pos));
    QCOMPARE(search::traceEvaluation(mirror).total, -search::traceEvaluation(pos).total);
}

void SearchTest::evaluationBasics()
{
    const auto eval = [](const char* fen) {
        return search::traceEvaluation(*chess::positionFromFen(fen)).total;
    };
    // An extra queen is worth about a queen; the start position is level.
    QCOMPARE(eval("rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1"), 0);
    QVERIFY(eval("4k3/8/8/8/8/8/8/3QK3 w - - 0 1") > 800);
    // A lone minor piece cannot win: scaled to nothing.
    QCOMPARE(eval("4k3/8/8/8/8/8/8/3NK3 w - - 0 1"), 0);
    // A passed pawn on the seventh is worth much more than one on the second.
    QVERIFY(eval("4k3/1P6/8/8/8/8/8/4K3 w - - 0 1")
            > eval("4k3/8/8/8/8/8/1P6/4K3 w - - 0 1") + 100);
}

void SearchTest::evaluationIsItsParameterCounts_data()
{
    evaluationIsSymmetric_data();
    // Passed pawns near both kings, rooks on open files, a king attack with and without
    // queens, a broken shelter: terms the positions above may not reach.
    QTest::newRow("passers") << "8/1P3k2/8/8/3K4/8/5p2/8 w - - 0 1";
    QTest::newRow("attack") << "r1b2rk1/pp3ppp/2n5/3qN1B1/3P4/2PB4/P4PPP/R2QR1K1 w - - 0 1";
    QTest::newRow("no queens") << "r4rk1/pp3p1p/2n3p1/4N1B1/3P4/2PB4/P4PPP/R3R1K1 w - - 0 1";
}

// The tuner's model of the evaluation (counts x values, tapered, scaled, plus the fixed
// part) must be the evaluation itself: a term added without being counted would be tuned
// blind. Checked with the engine's values and with every value changed.
void SearchTest::evaluationIsItsParameterCounts()
{
    QFETCH(QString, fen);
    const chess::Position pos = *chess::positionFromFen(fen.toStdString());
    search::EvalParams shifted = search::tunedParams();
    for (std::size_t i = 0; i < shifted.size(); ++i)
        shifted[i] = shifted[i] + search::S{int(i % 7) - 3, int(i % 5) - 2};
    const search::EvalParams* const both[] = {&search::tunedParams(), &shifted};
    for (const search::EvalParams* params : both) {
        const search::EvalTerms terms = search::evaluationTerms(pos, *params);
        search::S sum;
        for (const auto& [p, n] : terms.counts) sum += (*params)[std::size_t(p)] * n;
        const int tapered = (sum.mg * terms.phase + sum.eg * (24 - terms.phase)) / 24;
        QCOMPARE(tapered * terms.scale / 64 + terms.fixed, terms.total);
        QCOMPARE(search::evaluateWith(pos, *params), terms.total);
    }
}

void SearchTest::mateScores()
{
    search::TranspositionTable tt;
    search::Searcher s(tt);
    search::Limits limits;
    limits.depth = 6;
    const auto mateIn2 = *chess::positionFromFen("k7/8/2K5/8/8/8/8/7R w - - 0 1");
    const search::SearchResult r = s.search(mateIn2, {}, limits, {});
    QCOMPARE(r.score, search::mateIn(3)); // mate on the third ply
    QCOMPARE(search::mateInMoves(r.score), 2);
    QCOMPARE(QString::fromStdString(search::uciScore(r.score)), QStringLiteral("mate 2"));
    QCOMPARE(search::xboardScore(r.score), 100002);

    const auto mated = *chess::positionFromFen("k7/8/1K6/8/8/8/8/7R b - - 0 1");
    const search::SearchResult m = s.search(mated, {}, limits, {});
    QCOMPARE(m.score, search::matedIn(2));
    QCOMPARE(QString::fromStdString(search::uciScore(m.score)), QStringLiteral("mate -1"));
    QCOMPARE(search::xboardScore(m.score), -100001);
}

void SearchTest::ttKeepsMateDistance()
{
    // Stored at ply 4 as "mate in 3 plies from here", read at ply 2: still 3 plies from the
    // node, so 5 from the root.
    search::TranspositionTable tt;
    tt.resize(1);
    tt.store(0x1234, 4, chess::Move(), search::mateIn(4 + 3), 0, 5, search::Bound::Exact);
    const search::TTHit hit = tt.probe(0x1234, 2);
    QVERIFY(hit.found);
    QCOMPARE(hit.score, search::mateIn(2 + 3));
    QCOMPARE(hit.depth, 5);
    QVERIFY(!tt.probe(0x4321, 2).found);
}

void SearchTest::ttKeepsQuiescenceDepths()
{
    // Quiescence without checks stores depth -1, with them 0: both read back as stored.
    search::TranspositionTable tt;
    tt.resize(1);
    tt.store(0x1234, 0, chess::Move(), 10, 0, search::TranspositionTable::QuiescenceDepth,
             search::Bound::Upper);
    tt.store(0x4321, 0, chess::Move(), 20, 0, 0, search::Bound::Lower);
    QCOMPARE(tt.probe(0x1234, 0).depth, -1);
    QCOMPARE(tt.probe(0x4321, 0).depth, 0);
}

void SearchTest::quiescenceSeesQuietMates()
{
    // WAC.001 after 1.Qg6: every Black move is mated at once (1...fxg6 2.Nxg6#, a capture
    // that checks; a waiting move 2.Qh7#, a quiet check). A one-ply search leaves those
    // to quiescence.
    const auto afterQg6 =
        *chess::positionFromFen("2rr3k/pp3pp1/1nnqbNQp/3pN3/2pP4/2P5/PPB4P/R4RK1 b - - 1 1");
    search::TranspositionTable tt;
    search::Searcher s(tt);
    search::Limits limits;
    limits.depth = 1;
    QCOMPARE(s.search(afterQg6, {}, limits, {}).score, search::matedIn(2));

    // So the sacrifice is found long before depth 12, where it used to be.
    const auto wac001 =
        *chess::positionFromFen("2rr3k/pp3pp1/1nnqbN1p/3pN3/2pP4/2P3Q1/PPB4P/R4RK1 w - - 0 1");
    tt.clear();
    limits.depth = 8;
    const search::SearchResult r = s.search(wac001, {}, limits, {});
    QCOMPARE(QString::fromStdString(chess::toUci(r.best)), QStringLiteral("g3g6"));
    QCOMPARE(r.score, search::mateIn(3));
}

// Issue 46: at depth 2 after 1.e4 e5 the engine reported "+1.40 Nf3 a6 Nxe5": the side to move
// at depth 1 of the principal variation pruned its quiet moves after the first two (late-move
// pruning), so Nc6 or d6 was never tried and the pawn looked lost. No iteration's line may
// claim a pawn the defender can keep by one quiet move.
void SearchTest::shallowLinesDefend_data()
{
    QTest::addColumn<QString>("fen");
    QTest::addColumn<int>("maxScore"); // the most any iteration from 1 to 6 may claim
    QTest::newRow("1.e4 e5") << "rnbqkbnr/pppp1ppp/8/4p3/4P3/8/PPPP1PPP/RNBQKBNR w KQkq - 0 2"
                             << 90;
    QTest::newRow("1.d4 d5") << "rnbqkbnr/ppp1pppp/8/3p4/3P4/8/PPP1PPPP/RNBQKBNR w KQkq - 0 2"
                             << 90;
    QTest::newRow("Italian, Black to move")
        << "r1bqkbnr/pppp1ppp/2n5/4p3/2B1P3/5N2/PPPP1PPP/RNBQK2R b KQkq - 3 3" << 90;
}

void SearchTest::shallowLinesDefend()
{
    QFETCH(QString, fen);
    QFETCH(int, maxScore);
    const auto pos = *chess::positionFromFen(fen.toStdString());
    search::TranspositionTable tt;
    search::Searcher s(tt);
    search::Limits limits;
    limits.depth = 6;
    QStringList lines;
    int worst = -search::Infinity;
    s.search(pos, {}, limits, {}, [&](const search::SearchInfo& info) {
        std::string pv;
        for (const chess::Move m : info.pv) pv += ' ' + chess::toUci(m);
        lines << QStringLiteral("depth %1 cp %2%3")
                     .arg(info.depth)
                     .arg(info.score)
                     .arg(QString::fromStdString(pv));
        worst = std::max(worst, info.score);
    });
    QVERIFY2(worst <= maxScore, qPrintable(lines.join(QStringLiteral("\n"))));
}

void SearchTest::searchIsDeterministic()
{
    const auto pos = *chess::positionFromFen(Fens[1]);
    std::uint64_t nodes[2];
    chess::Move best[2];
    for (int i = 0; i < 2; ++i) {
        search::TranspositionTable tt;
        search::Searcher s(tt);
        search::Limits limits;
        limits.depth = 7;
        const auto r = s.search(pos, {}, limits, {});
        nodes[i] = r.nodes;
        best[i] = r.best;
    }
    QCOMPARE(nodes[0], nodes[1]);
    QVERIFY(best[0] == best[1]);
}

void SearchTest::benchSignatureIsStable()
{
    // The signature depends only on the code, not on timing or earlier searches.
    const search::BenchResult a = search::runBench(7);
    const search::BenchResult b = search::runBench(7);
    QVERIFY(a.nodes > 0);
    QCOMPARE(a.nodes, b.nodes);
    qInfo("bench depth 7: %llu nodes", static_cast<unsigned long long>(a.nodes));
}

void SearchTest::nodeLimit()
{
    search::TranspositionTable tt;
    search::Searcher s(tt);
    search::Limits limits;
    limits.nodes = 3000;
    const auto r = s.search(chess::Position(), {}, limits, {});
    QVERIFY(r.nodes <= 3000);
    QVERIFY(chess::legalMoves(chess::Position()).contains(r.best));
}

void SearchTest::strengthTableIsOrdered()
{
    // A higher level never searches less, nor tolerates more loss.
    search::Strength previous = search::strengthForElo(search::MinStrengthElo);
    for (int elo = search::MinStrengthElo + 25; elo <= search::MaxStrengthElo; elo += 25) {
        const search::Strength s = search::strengthForElo(elo);
        QVERIFY2(s.nodes >= previous.nodes, std::to_string(elo).c_str());
        QVERIFY(s.handicap <= previous.handicap);
        QVERIFY(s.maxLoss <= previous.maxLoss);
        QVERIFY(s.candidates >= 1);
        previous = s;
    }
    QCOMPARE(search::strengthForElo(500).nodes,
             search::strengthForElo(search::MinStrengthElo).nodes);
    // Skill Levels follow Stockfish's curve up to the top level, and stay there above it.
    int before = 0;
    for (int level = 0; level < 20; ++level) {
        const int elo = search::eloForSkillLevel(level);
        QVERIFY2(elo > before || elo == search::MaxStrengthElo, std::to_string(level).c_str());
        QVERIFY(elo <= search::MaxStrengthElo);
        before = elo;
    }
    QCOMPARE(search::eloForSkillLevel(10), 2264); // Stockfish's Skill Level 10
    QCOMPARE(search::eloForSkillLevel(19), search::MaxStrengthElo);
    QCOMPARE(search::eloForSkillLevel(20), 0);
    QCOMPARE(search::playingElo(20, false, 1200), 0);
    QCOMPARE(search::playingElo(20, true, 1200), 1200);
    QCOMPARE(search::playingElo(0, true, 2400), search::eloForSkillLevel(0));
}

void SearchTest::weakLevelKeepsItsQueen()
{
    // 1.e4 e5 2.d4 exd4 3.Qxd4 Nc6: the queen must move. The weakest level may choose a poor
    // square, but never one where it can be taken, whatever the dice say.
    const auto pos =
        *chess::positionFromFen("r1bqkbnr/pppp1ppp/2n5/8/3QP3/8/PPP2PPP/RNB1KBNR w KQkq - 1 4");
    search::TranspositionTable tt;
    search::Searcher s(tt);
    search::SearchOptions options;
    options.elo = search::MinStrengthElo;
    search::Limits limits;
    limits.depth = 20;
    std::set<std::string> played;
    for (std::uint32_t seed = 1; seed <= 40; ++seed) {
        s.seed(seed);
        tt.clear();
        const auto r = s.search(pos, {}, limits, options);
        QVERIFY(chess::legalMoves(pos).contains(r.best));
        const chess::Position after = pos.after(r.best);
        for (chess::Move reply : chess::legalMoves(after)) {
            const chess::Piece taken = after.pieceOn(reply.to());
            QVERIFY2(taken != chess::makePiece(chess::Color::White, chess::PieceType::Queen),
                     chess::toUci(r.best).c_str());
        }
        played.insert(chess::toUci(r.best));
    }
    QVERIFY2(played.size() >= 2, "the weakest level should not always play the same move");
}

void SearchTest::weakLevelTakesAHangingQueen()
{
    const auto pos =
        *chess::positionFromFen("rnb1kbnr/pppp1ppp/8/4p3/3q4/2P5/PP1PPPPP/RNBQKBNR w KQkq - 0 3");
    search::TranspositionTable tt;
    search::Searcher s(tt);
    search::SearchOptions options;
    // Up to 1400 (1,300 nodes, three plies) the search's late-move pruning at the
    // last ply drops the queen's retreats after 3.Nf3, so 3.Nf3 looks as good and is
    // played; full strength at depth 3 sees it the same way (a search matter, not a level's).
    options.elo = 1600;
    search::Limits limits;
    limits.depth = 20;
    for (std::uint32_t seed = 1; seed <= 20; ++seed) {
        s.seed(seed);
        const auto r = s.search(pos, {}, limits, options);
        QCOMPARE(QString::fromStdString(chess::toUci(r.best)), QStringLiteral("c3d4"));
    }
}

void SearchTest::weakLevelSearchesLittle()
{
    // The level's node budget ends the search, whatever the depth asked for; a stronger level
    // searches more.
    search::TranspositionTable tt;
    search::Searcher s(tt);
    search::Limits limits;
    limits.depth = 40;
    search::SearchOptions weak;
    weak.elo = 1400;
    const auto a = s.search(chess::Position(), {}, limits, weak);
    search::SearchOptions stronger;
    stronger.elo = 2200;
    const auto b = s.search(chess::Position(), {}, limits, stronger);
    QVERIFY2(a.nodes < 2000, std::to_string(a.nodes).c_str());
    QVERIFY(b.nodes > a.nodes);
    QVERIFY(b.nodes < 2 * search::strengthForElo(2200).nodes + 2000);
}

void SearchTest::levelsStepEvenly()
{
    // UCI_Elo in steps of 50 and every Skill Level: each step a little stronger than the one
    // below (never weaker, and never more than twice the nodes: about one ply), so a player
    // who moves up one step meets a slightly better opponent, not a different engine.
    search::Strength previous = search::strengthForElo(search::MinStrengthElo);
    for (int elo = search::MinStrengthElo + 50; elo <= search::MaxStrengthElo; elo += 50) {
        const search::Strength s = search::strengthForElo(elo);
        const std::string at = std::to_string(elo) + ": " + std::to_string(previous.nodes) + " -> "
                               + std::to_string(s.nodes) + " nodes";
        QVERIFY2(s.nodes >= previous.nodes, at.c_str());
        QVERIFY2(s.nodes <= 2 * previous.nodes, at.c_str());
        QVERIFY2(s.candidates <= previous.candidates, at.c_str());
        previous = s;
    }
    std::uint64_t below = 0;
    for (int level = 0; level < 20; ++level) {
        const int elo = search::eloForSkillLevel(level);
        const std::uint64_t nodes = search::strengthForElo(elo).nodes;
        QVERIFY2(nodes > below || elo == search::MaxStrengthElo, std::to_string(level).c_str());
        below = nodes;
    }
}

void SearchTest::levelSearchesAsFullStrength_data()
{
    QTest::addColumn<QString>("fen");
    QTest::addColumn<int>("elo");
    QTest::newRow("start, top level") << QString() << search::MaxStrengthElo;
    QTest::newRow("start, 2000") << QString() << 2000;
    // WAC.001: the mate behind 1.Qg6 is seen through the quiescence search's checks.
    QTest::newRow("WAC.001, 2200")
        << "2rr3k/pp3pp1/1nnqbN1p/3pN3/2pP4/2P3Q1/PPB4P/R4RK1 w - - 0 1" << 2200;
    QTest::newRow("endgame, 1400") << "8/5pk1/6p1/3P4/1p3P2/1P4P1/5K2/8 w - - 0 1" << 1400;
}

void SearchTest::levelSearchesAsFullStrength()
{
    // A level is the engine's own search, only smaller: the same evaluation and quiescence,
    // so up to its budget it visits exactly the nodes full strength visits with as many lines.
    QFETCH(QString, fen);
    QFETCH(int, elo);
    const chess::Position pos =
        fen.isEmpty() ? chess::Position() : *chess::positionFromFen(fen.toStdString());
    const search::Strength level = search::strengthForElo(elo);
    search::Limits limits;
    limits.depth = 3;
    const auto run = [&](const search::SearchOptions& options) {
        search::TranspositionTable tt;
        search::Searcher s(tt);
        return s.search(pos, {}, limits, options);
    };
    search::SearchOptions weakened;
    weakened.elo = elo;
    const auto a = run(weakened);
    QVERIFY2(a.nodes < level.nodes, "the test wants a depth the level completes");
    search::SearchOptions full;
    full.multiPv = level.candidates;
    const auto b = run(full);
    QCOMPARE(a.depth, b.depth);
    QCOMPARE(a.nodes, b.nodes);
    QCOMPARE(a.score, b.score);
}

void SearchTest::suddenDeathClockLasts_data()
{
    QTest::addColumn<int>("clockMs");
    QTest::addColumn<bool>("toHardLimit"); // every move runs to the hard limit, not the soft
    QTest::addColumn<int>("lagMs");        // what each move costs besides the search
    QTest::addColumn<int>("moves");        // at least this many moves before the flag
    QTest::newRow("1+0") << 1000 << false << 5 << 100;
    QTest::newRow("1+0, every move to the hard limit") << 1000 << true << 3 << 70;
    QTest::newRow("3+0") << 3000 << false << 5 << 160;
    QTest::newRow("3+0, every move to the hard limit") << 3000 << true << 3 << 100;
}

void SearchTest::suddenDeathClockLasts()
{
    // A clock without increment, the engine's default Move Overhead (20 ms): each move takes
    // the time the manager grants plus the lag of pipes and scheduler, and the game must last
    // long enough (a level must not lose on time at 1+0 or 3+0).
    QFETCH(int, clockMs);
    QFETCH(bool, toHardLimit);
    QFETCH(int, lagMs);
    QFETCH(int, moves);
    std::int64_t clock = clockMs;
    for (int move = 1; move <= moves; ++move) {
        search::Limits limits;
        limits.time[0] = limits.time[1] = clock;
        search::TimeManager time;
        time.start(limits, chess::Color::White, 20);
        clock -= (toHardLimit ? time.hardLimit() : time.softLimit()) + lagMs;
        QVERIFY2(clock > 0, ("the flag fell at move " + std::to_string(move)).c_str());
    }
}

QTEST_GUILESS_MAIN(SearchTest)
#include "search_test.moc"
