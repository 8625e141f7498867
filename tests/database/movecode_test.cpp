// SPDX-License-Identifier: GPL-3.0-or-later
// The one-byte move encoding of the search data: every legal move of positions that hold
// every kind of move (castling both ways and in Chess960, en passant, promotions and
// under-promotions with and without a capture, queens on lines and diagonals) comes back as
// itself from its bytes, in one byte except a queen's diagonal move; what the encoding has no
// room for is refused, never written as another move.

#include "chess/fen.h"
#include "chess/movegen.h"
#include "database/movecode.h"

#include <QTest>

using namespace kibitz;

namespace {

bool isQueenDiagonal(const chess::Position& pos, chess::Move m)
{
    if (m.isNull() || chess::typeOf(pos.movedPiece(m)) != chess::PieceType::Queen) return false;
    return chess::fileOf(m.from()) != chess::fileOf(m.to())
           && chess::rankOf(m.from()) != chess::rankOf(m.to());
}

// The special moves a walk met, so that a row shows it checked what it is there for.
struct Tally {
    long castling = 0, enPassant = 0, promotions = 0, queenDiagonals = 0;
};

// Checks every legal move (and the null move) of pos and of the positions below it to depth;
// returns the number of moves checked, or -1 after a failed check.
long walk(const chess::Position& pos, int depth, Tally& tally)
{
    long checked = 0;
    auto check = [&](chess::Move m) {
        std::uint8_t bytes[db::MaxMoveBytes] = {};
        const int n = db::encodeMove(pos, m, bytes);
        const int expected = isQueenDiagonal(pos, m) ? 2 : 1;
        const std::uint8_t* at = bytes;
        const chess::Move back = n ? db::decodeMove(pos, at) : chess::Move::none();
        if (n != expected || back != m || at != bytes + n) {
            qWarning("%s: move %04x took %d bytes (%d expected), came back as %04x",
                     chess::toFen(pos).c_str(), m.raw(), n, expected, back.raw());
            return false;
        }
        ++checked;
        tally.castling += m.kind() == chess::MoveKind::Castling;
        tally.enPassant += m.kind() == chess::MoveKind::EnPassant;
        tally.promotions += m.kind() == chess::MoveKind::Promotion;
        tally.queenDiagonals += expected == 2;
        return true;
    };
    if (!check(chess::Move::null())) return -1;
    for (const chess::Move m : chess::legalMoves(pos)) {
        if (!check(m)) return -1;
        if (depth > 1) {
            const long below = walk(pos.after(m), depth - 1, tally);
            if (below < 0) return -1;
            checked += below;
        }
    }
    return checked;
}

} // namespace

class MoveCodeTest : public QObject {
    Q_OBJECT
private slots:
    void everyMoveComesBack_data()
    {
        QTest::addColumn<QString>("fen");
        QTest::addColumn<int>("depth");
        QTest::addColumn<long>("atLeast");    // moves checked: the walk went where it should
        QTest::addColumn<QString>("special"); // what it must have met: c castling, e en
                                              // passant, p promotion, q queen diagonal
        QTest::newRow("start") << "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1" << 3
                               << 9322L << "q";
        QTest::newRow("castling both ways, en passant")
            << "r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 0 1" << 2 << 2086L
            << "ceq";
        QTest::newRow("en passant on both wings")
            << "8/2p5/3p4/KP5r/1R3p1k/8/4P1P1/8 w - - 0 1" << 4 << 3000L << "e";
        QTest::newRow("promotions, taking and not")
            << "n1n5/PPPk4/8/8/8/8/4Kppp/5N1N b - - 0 1" << 3 << 9000L << "p";
        QTest::newRow("Chess960 castling")
            << "r3k2r/8/8/8/8/8/8/1R2K1R1 w GBha - 0 1" << 2 << 300L << "c";
        QTest::newRow("queens on every line")
            << "Q7/4k3/8/3Q4/8/1q6/8/K6Q w - - 0 1" << 2 << 500L << "q";
        QTest::newRow("eight queens") << "k7/pp6/8/8/8/8/QQQQQQQQ/K7 w - - 0 1" << 2 << 100L << "q";
    }
    void everyMoveComesBack()
    {
        QFETCH(QString, fen);
        QFETCH(int, depth);
        QFETCH(long, atLeast);
        QFETCH(QString, special);
        const auto pos = chess::positionFromFen(fen.toStdString());
        QVERIFY2(pos.hasValue(), qPrintable(fen));
        Tally tally;
        const long checked = walk(*pos, depth, tally);
        QVERIFY(checked >= 0);
        QVERIFY2(checked >= atLeast, qPrintable(QString::number(checked)));
        QVERIFY(!special.contains('c') || tally.castling > 0);
        QVERIFY(!special.contains('e') || tally.enPassant > 0);
        QVERIFY(!special.contains('p') || tally.promotions > 0);
        QVERIFY(!special.contains('q') || tally.queenDiagonals > 0);
    }

    // A drop names no man on the board: the encoding refuses it (the indexer keeps such a
    // game's moves raw) rather than writing some other move.
    void dropsAreRefused()
    {
        const auto pos =
            chess::positionFromFen("rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR[Qn] w KQkq - 0 1",
                                   chess::Variant::Crazyhouse);
        QVERIFY(pos.hasValue());
        std::uint8_t bytes[db::MaxMoveBytes];
        QCOMPARE(db::encodeMove(*pos, chess::Move::drop(chess::PieceType::Queen, chess::Square::E4),
                                bytes),
                 0);
        QCOMPARE(db::encodeMove(*pos, chess::Move::drop(chess::PieceType::Pawn, chess::Square::E4),
                                bytes),
                 0);
    }
};

QTEST_GUILESS_MAIN(MoveCodeTest)
#include "movecode_test.moc"
