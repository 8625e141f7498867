// SPDX-License-Identifier: GPL-3.0-or-later
// The rules API beyond moves (issue 19): draw claims with the move about to be made (FIDE
// 9.2.1.1, 9.3.1), the colours mirrored and the board flipped or shifted (python-chess's
// mirror() and transform()), the material balance, and Chess960 start positions by their
// Scharnagl number both ways.

#include "chess/chess960.h"
#include "chess/fen.h"
#include "chess/movegen.h"
#include "chess/notation.h"
#include "chess/status.h"
#include "chess/transform.h"

#include <QTest>

#include <set>

using namespace kibitz::chess;

namespace {

Position fen(const char* text)
{
    return *positionFromFen(text);
}

QString fenOf(const Position& p)
{
    return QString::fromStdString(toFen(p));
}

} // namespace

class RulesApiTest : public QObject {
    Q_OBJECT

private slots:
    void threefoldClaimedWithTheMove()
    {
        // Nf3 Nf6 Ng1 Ng8 Nf3 Nf6 Ng1: Black's Ng8 would make the start stand a third time.
        Position pos;
        History history(pos);
        for (const char* san : {"Nf3", "Nf6", "Ng1", "Ng8", "Nf3", "Nf6", "Ng1"}) {
            pos.play(*parseSan(pos, san));
            history.push(pos);
        }
        QVERIFY(!gameStatus(pos, &history).canClaimThreefold); // not yet
        const Move ng8 = *parseSan(pos, "Ng8");
        QVERIFY(claimsWithMove(pos, history, ng8).threefold);
        QVERIFY(!claimsWithMove(pos, history, *parseSan(pos, "Nc6")).threefold);
        const std::vector<Move> claiming = claimingMoves(pos, history);
        QCOMPARE(claiming.size(), std::size_t(1));
        QCOMPARE(claiming.front(), ng8);
    }

    void fiftyMovesClaimedWithTheMove()
    {
        const Position pos = fen("4k3/8/8/8/8/8/4P3/R3K3 w - - 99 80");
        const History history(pos);
        QVERIFY(!gameStatus(pos, &history).canClaimFiftyMoves);
        QVERIFY(claimsWithMove(pos, history, *parseSan(pos, "Ra7")).fiftyMoves);
        QVERIFY(!claimsWithMove(pos, history, *parseSan(pos, "e4")).fiftyMoves);  // a pawn move
        QCOMPARE(claimingMoves(pos, history).size(), legalMoves(pos).size() - 2); // not e3, e4
    }

    void mirror()
    {
        const Position pos =
            fen("r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 0 1");
        const auto m = transform(pos, Transform::Mirror);
        QVERIFY(m);
        QCOMPARE(
            fenOf(*m),
            QStringLiteral("r3k2r/pppbbppp/2n2q1P/1P2p3/3pn3/BN2PNP1/P1PPQPB1/R3K2R b KQkq - 0 1"));
        // Twice is the position again; the move count is the same for the other side.
        QCOMPARE(fenOf(*transform(*m, Transform::Mirror)), fenOf(pos));
        QCOMPARE(legalMoves(*m).size(), legalMoves(pos).size());
        // En passant follows.
        const auto ep = transform(fen("4k3/8/8/3pP3/8/8/8/4K3 w - d6 0 2"), Transform::Mirror);
        QVERIFY(ep);
        QCOMPARE(fenOf(*ep), QStringLiteral("4k3/8/8/8/3Pp3/8/8/4K3 b - d3 0 2"));
    }

    void flipsAndShifts()
    {
        const Position pos = fen("8/8/8/8/8/2k5/8/KQ6 w - - 0 1");
        QCOMPARE(fenOf(*transform(pos, Transform::FlipHorizontal)),
                 QStringLiteral("8/8/8/8/8/5k2/8/6QK w - - 0 1"));
        QCOMPARE(fenOf(*transform(pos, Transform::FlipVertical)),
                 QStringLiteral("KQ6/8/2k5/8/8/8/8/8 w - - 0 1"));
        QCOMPARE(fenOf(*transform(pos, Transform::FlipDiagonal)),
                 QStringLiteral("8/8/8/8/8/2k5/Q7/K7 w - - 0 1"));
        QCOMPARE(fenOf(*transform(pos, Transform::FlipAntiDiagonal)),
                 QStringLiteral("7K/7Q/5k2/8/8/8/8/8 w - - 0 1"));
        QCOMPARE(fenOf(*transform(pos, Transform::ShiftUp)),
                 QStringLiteral("8/8/8/8/2k5/8/KQ6/8 w - - 0 1"));
        QCOMPARE(fenOf(*transform(pos, Transform::ShiftRight)),
                 QStringLiteral("8/8/8/8/8/3k4/8/1KQ5 w - - 0 1"));
        // Off the board, or a pawn onto a back rank: an error that says so.
        QVERIFY(!transform(pos, Transform::ShiftLeft));
        QVERIFY(!transform(pos, Transform::ShiftDown));
        const auto pawn = transform(fen("4k3/8/8/8/8/8/P7/4K3 w - - 0 1"), Transform::ShiftDown);
        QVERIFY(!pawn);
        QVERIFY(!pawn.error().message.empty());
        // Castling rights do not survive a flip.
        const auto flipped = transform(Position::startPosition(), Transform::FlipHorizontal);
        QVERIFY(flipped);
        QCOMPARE(flipped->toSetup().castlingRooks, Bitboard(0));
    }

    void material()
    {
        QCOMPARE(materialBalance(Position::startPosition()), 0);
        QCOMPARE(materialBalance(fen("4k3/8/8/8/8/8/8/KQ6 w - - 0 1")), 9);
        QCOMPARE(materialBalance(fen("r3k3/pp6/8/8/8/8/8/4K2N w - - 0 1")), -4);
        // Crazyhouse: a knight and a pawn in White's hand, a rook in Black's.
        const auto zh = positionFromFen("4k3/8/8/8/8/8/8/4K3[NPr] w - - 0 1", Variant::Crazyhouse);
        QVERIFY(zh);
        QCOMPARE(materialBalance(*zh), 3 + 1 - 5);
    }

    void chess960Numbers()
    {
        QCOMPARE(fenOf(*chess960Start(518)).left(43),
                 QStringLiteral("rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR"));
        QCOMPARE(scharnaglNumber(Position::startPosition()), std::optional<int>(518));
        // Known numbers (the FIDE table): 0 is BBQNNRKR, 959 RKRNNQBB.
        QCOMPARE(QString::fromStdString(boardFen(*chess960Start(0))).left(8),
                 QStringLiteral("bbqnnrkr"));
        QCOMPARE(QString::fromStdString(boardFen(*chess960Start(959))).left(8),
                 QStringLiteral("rkrnnqbb"));
        QVERIFY(!chess960Start(960));
        QVERIFY(!chess960Start(-1));
        // All 960 differ, each has its number back, each is a legal start with both castlings.
        std::set<std::string> seen;
        for (int n = 0; n < 960; ++n) {
            const auto p = chess960Start(n);
            QVERIFY(p);
            QVERIFY(p->isChess960());
            QCOMPARE(scharnaglNumber(*p), std::optional<int>(n));
            seen.insert(boardFen(*p));
            QCOMPARE(popCount(p->toSetup().castlingRooks), 4);
        }
        QCOMPARE(seen.size(), std::size_t(960));
        QVERIFY(!scharnaglNumber(fen("4k3/8/8/8/8/8/8/4K3 w - - 0 1")));
    }
};

QTEST_GUILESS_MAIN(RulesApiTest)
#include "rulesapi_test.moc"
