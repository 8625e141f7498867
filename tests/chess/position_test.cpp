// SPDX-License-Identifier: GPL-3.0-or-later
// Position queries that search and notation lean on: givesCheck against playing the move,
// isLegal / isLegalPseudo for moves from untrusted sources, and static exchange evaluation.

#include "perft_suite.h"

#include "chess/fen.h"
#include "chess/movegen.h"
#include "chess/notation.h"
#include "chess/position.h"

#include <QTest>

using namespace kibitz::chess;

Q_DECLARE_METATYPE(kibitz::chess::MoveKind)

namespace {

// Parses fen into a new const Position called var, or fails the test function.
#define PARSE_OR_FAIL(var, fen)                                                                    \
    const auto var##Parsed = positionFromFen((fen).toStdString());                                 \
    QVERIFY2(var##Parsed.hasValue(), var##Parsed ? "" : var##Parsed.error().toString().c_str());   \
    const Position var = *var##Parsed

// The moves of the side to move that are pseudo-legal in the sense isLegalPseudo expects:
// the right piece, a reachable target, not onto an own piece. Pawn pushes and captures
// (without promotions, which need their kind) and every piece move; castling and en
// passant are left to the generator.
std::vector<Move> simplePseudoLegalMoves(const Position& pos)
{
    std::vector<Move> out;
    const Color us = pos.sideToMove();
    const Bitboard own = pos.pieces(us), occ = pos.occupied(), enemies = pos.pieces(~us);
    for (Bitboard b = own; b;) {
        const Square from = popLsb(b);
        const PieceType pt = typeOf(pos.pieceOn(from));
        Bitboard targets = 0;
        if (pt == PieceType::Pawn) {
            const Square one = from + pawnPush(us);
            if (!(occ & bb(one))) {
                targets |= bb(one);
                const Square two = one + pawnPush(us);
                if (relativeRank(us, from) == 1 && !(occ & bb(two))) targets |= bb(two);
            }
            targets |= pawnAttacks(us, from) & enemies;
            targets &= ~bbs::BackRanks;
        } else {
            targets = attacks(pt, from, occ) & ~own;
        }
        while (targets) out.emplace_back(from, popLsb(targets));
    }
    return out;
}

std::vector<Position> suiteAndChildren(const Position& root)
{
    std::vector<Position> out{root};
    for (Move m : legalMoves(root)) out.push_back(root.after(m));
    return out;
}

} // namespace

class PositionTest : public QObject {
    Q_OBJECT

private slots:
    void givesCheckAgrees_data();
    void givesCheckAgrees();
    void givesCheck_data();
    void givesCheck();
    void isLegal_data();
    void isLegal();
    void see_data();
    void see();
    void queries();
};

// ---------------------------------------------------------------------------------------

// Over every legal move of every suite position and of every position a ply later:
// givesCheck(m) == after(m).isCheck(); generated moves are legal; for every pseudo-legal
// move, isLegal and isLegalPseudo agree with the generator; noisy and quiet generation
// split the legal moves.
void PositionTest::givesCheckAgrees_data()
{
    if (const QString skip = kibitz::test::addSuiteFenRows(); !skip.isEmpty())
        QSKIP(qPrintable(skip));
}

void PositionTest::givesCheckAgrees()
{
    QFETCH(QString, fen);
    const auto root = kibitz::test::suitePosition(fen);
    QVERIFY2(root.hasValue(), root ? "" : root.error().c_str());

    for (const Position& pos : suiteAndChildren(*root)) {
        const MoveList legal = legalMoves(pos);
        for (Move m : legal) {
            const QByteArray where =
                QByteArray(toFen(pos, FenFlavor::Shredder).c_str()) + " " + toUci(pos, m).c_str();
            QVERIFY2(pos.givesCheck(m) == pos.after(m).isCheck(), where.constData());
            QVERIFY2(pos.isLegal(m), where.constData());
            if (m.kind() != MoveKind::Castling) QVERIFY2(pos.isLegalPseudo(m), where.constData());
        }
        for (Move m : simplePseudoLegalMoves(pos)) {
            const bool expected = legal.contains(m);
            const QByteArray where = QByteArray(toFen(pos, FenFlavor::Shredder).c_str()) + " "
                                     + toUci(m, true).c_str()
                                     + (expected ? " (legal)" : " (illegal)");
            QVERIFY2(pos.isLegalPseudo(m) == expected, where.constData());
            QVERIFY2(pos.isLegal(m) == expected, where.constData());
        }
        QCOMPARE(countLegalMoves(pos), legal.size());
        QCOMPARE(hasLegalMove(pos), !legal.empty());

        // Noisy (captures, en passant, promotions) and quiet moves split the legal moves.
        const MoveList noisy = legalMoves(pos, GenType::Noisy);
        const MoveList quiet = legalMoves(pos, GenType::Quiet);
        QCOMPARE(noisy.size() + quiet.size(), legal.size());
        for (Move m : noisy) {
            const QByteArray where = QByteArray(toFen(pos, FenFlavor::Shredder).c_str()) + " noisy "
                                     + toUci(m, true).c_str();
            QVERIFY2(legal.contains(m), where.constData());
            QVERIFY2(pos.isCapture(m) || m.kind() == MoveKind::Promotion, where.constData());
        }
        for (Move m : quiet) {
            const QByteArray where = QByteArray(toFen(pos, FenFlavor::Shredder).c_str()) + " quiet "
                                     + toUci(m, true).c_str();
            QVERIFY2(legal.contains(m), where.constData());
            QVERIFY2(!pos.isCapture(m) && m.kind() != MoveKind::Promotion, where.constData());
        }
    }
}

void PositionTest::givesCheck_data()
{
    QTest::addColumn<QString>("fen");
    QTest::addColumn<QString>("san");
    QTest::addColumn<bool>("check");

    QTest::newRow("direct") << "4k3/8/8/8/8/8/8/R3K3 w - - 0 1"
                            << "Ra8" << true;
    QTest::newRow("quiet") << "4k3/8/8/8/8/8/8/R3K3 w - - 0 1"
                           << "Ra7" << false;
    QTest::newRow("discovered") << "4k3/8/8/8/8/8/4N3/4R1K1 w - - 0 1"
                                << "Nc3" << true;
    QTest::newRow("discovered by a bishop") << "4k3/8/8/8/4B3/8/8/4R1K1 w - - 0 1"
                                            << "Bd5" << true;
    QTest::newRow("pawn stays on the line") << "4k3/8/8/8/4P3/8/8/4R1K1 w - - 0 1"
                                            << "e5" << false;
    QTest::newRow("promotion") << "7k/P7/8/8/8/8/8/K7 w - - 0 1"
                               << "a8=Q" << true;
    QTest::newRow("underpromotion") << "7k/P7/8/8/8/8/8/K7 w - - 0 1"
                                    << "a8=N" << false;
    QTest::newRow("knight promotion") << "8/P7/1k6/8/8/8/8/K7 w - - 0 1"
                                      << "a8=N" << true;
    QTest::newRow("promotion through the vacated square") << "8/1P6/8/8/8/8/8/1k5K w - - 0 1"
                                                          << "b8=R" << true;
    QTest::newRow("castling rook checks") << "5k2/8/8/8/8/8/8/4K2R w K - 0 1"
                                          << "O-O" << true;
    QTest::newRow("castling long, rook checks") << "3k4/8/8/8/8/8/8/R3K3 w Q - 0 1"
                                                << "O-O-O" << true;
    // Both pawns leave the fifth rank: the rook sees the king.
    QTest::newRow("en passant discovers") << "8/8/8/1k1pP2R/8/8/8/4K3 w - d6 0 1"
                                          << "exd6" << true;
    QTest::newRow("en passant, king off the rank") << "8/8/8/3pP2R/1k6/8/8/4K3 w - d6 0 1"
                                                   << "exd6" << false;
    QTest::newRow("en passant, no check") << "8/8/2k5/3pP3/8/8/8/4K3 w - d6 0 1"
                                          << "exd6" << false;
    QTest::newRow("en passant pawn gives check") << "8/2k5/8/3pP3/8/8/8/4K3 w - d6 0 1"
                                                 << "exd6" << true;
    QTest::newRow("king discovers") << "4k3/8/8/8/8/8/4K3/4R3 w - - 0 1"
                                    << "Kd3" << true;
    QTest::newRow("king stays on the line") << "4k3/8/8/8/8/8/4K3/4R3 w - - 0 1"
                                            << "Ke3" << false;
}

void PositionTest::givesCheck()
{
    QFETCH(QString, fen);
    QFETCH(QString, san);
    QFETCH(bool, check);
    PARSE_OR_FAIL(pos, fen);
    const auto m = parseSan(pos, san.toStdString());
    QVERIFY2(m.hasValue(), m ? "" : m.error().message.c_str());
    QCOMPARE(pos.givesCheck(*m), check);
    QCOMPARE(pos.after(*m).isCheck(), check);
}

// ---------------------------------------------------------------------------------------

void PositionTest::isLegal_data()
{
    QTest::addColumn<QString>("fen");
    QTest::addColumn<QString>("from");
    QTest::addColumn<QString>("to");
    QTest::addColumn<MoveKind>("kind");
    QTest::addColumn<bool>("legal");

    const QString start = QString::fromLatin1(StartFen.data(), StartFen.size());
    QTest::newRow("pawn push") << start << "e2"
                               << "e4" << MoveKind::Normal << true;
    QTest::newRow("pawn three squares") << start << "e2"
                                        << "e5" << MoveKind::Normal << false;
    QTest::newRow("empty square") << start << "e4"
                                  << "e5" << MoveKind::Normal << false;
    QTest::newRow("opponent's piece") << start << "e7"
                                      << "e5" << MoveKind::Normal << false;
    QTest::newRow("onto own piece") << start << "d1"
                                    << "d2" << MoveKind::Normal << false;
    QTest::newRow("knight") << start << "g1"
                            << "f3" << MoveKind::Normal << true;
    QTest::newRow("knight as en passant") << start << "g1"
                                          << "f3" << MoveKind::EnPassant << false;
    QTest::newRow("bishop through pawns") << start << "c1"
                                          << "e3" << MoveKind::Normal << false;

    const QString pin = "4k3/4r3/8/8/8/8/4N3/4K3 w - - 0 1";
    QTest::newRow("pinned knight") << pin << "e2"
                                   << "c3" << MoveKind::Normal << false;
    QTest::newRow("king beside the pin") << pin << "e1"
                                         << "d1" << MoveKind::Normal << true;
    const QString rookPin = "4k3/4r3/8/8/8/8/4R3/4K3 w - - 0 1";
    QTest::newRow("pinned rook along the pin") << rookPin << "e2"
                                               << "e5" << MoveKind::Normal << true;
    QTest::newRow("pinned rook takes pinner") << rookPin << "e2"
                                              << "e7" << MoveKind::Normal << true;
    QTest::newRow("pinned rook off the pin") << rookPin << "e2"
                                             << "a2" << MoveKind::Normal << false;
    const QString check = "4k3/8/8/8/8/8/8/r3K3 w - - 0 1";
    QTest::newRow("king along the checking line") << check << "e1"
                                                  << "f1" << MoveKind::Normal << false;
    QTest::newRow("king towards the checker") << check << "e1"
                                              << "d1" << MoveKind::Normal << false;
    QTest::newRow("king out of check") << check << "e1"
                                       << "e2" << MoveKind::Normal << true;
    QTest::newRow("king into check") << "4k3/8/8/8/8/8/3r4/4K3 w - - 0 1"
                                     << "e1"
                                     << "e2" << MoveKind::Normal << false;
    QTest::newRow("king takes defended") << "4k3/8/8/8/8/3r4/3r4/4K3 w - - 0 1"
                                         << "e1"
                                         << "d2" << MoveKind::Normal << false;
    QTest::newRow("king next to king") << "8/8/8/8/8/3k4/8/4K3 w - - 0 1"
                                       << "e1"
                                       << "e2" << MoveKind::Normal << false;
    QTest::newRow("not blocking a check") << "4k3/8/8/8/8/8/6B1/r3K3 w - - 0 1"
                                          << "g2"
                                          << "f3" << MoveKind::Normal << false;
    QTest::newRow("knight takes the checker") << "4k3/8/8/8/8/8/2N5/r3K3 w - - 0 1"
                                              << "c2"
                                              << "a1" << MoveKind::Normal << true;
    QTest::newRow("knight ignores the check") << "4k3/8/8/8/8/8/2N5/r3K3 w - - 0 1"
                                              << "c2"
                                              << "e3" << MoveKind::Normal << false;
    QTest::newRow("blocking a check on c1") << "4k3/8/8/8/8/8/3B4/r3K3 w - - 0 1"
                                            << "d2"
                                            << "c1" << MoveKind::Normal << true;
    QTest::newRow("double check, not the king") << "4r1k1/8/8/8/8/3n4/8/R3K3 w - - 0 1"
                                                << "a1"
                                                << "a8" << MoveKind::Normal << false;

    const QString castle = "r3k2r/8/8/8/8/8/8/R3K2R w KQkq - 0 1";
    QTest::newRow("castling") << castle << "e1"
                              << "h1" << MoveKind::Castling << true;
    QTest::newRow("castling long") << castle << "e1"
                                   << "a1" << MoveKind::Castling << true;
    QTest::newRow("castling as a king move") << castle << "e1"
                                             << "g1" << MoveKind::Normal << false;
    QTest::newRow("castling to the target square") << castle << "e1"
                                                   << "g1" << MoveKind::Castling << false;
    QTest::newRow("castling through check") << "4k3/8/8/8/8/8/5r2/4K2R w K - 0 1"
                                            << "e1"
                                            << "h1" << MoveKind::Castling << false;
    QTest::newRow("castling into check") << "4k3/8/8/8/8/8/6r1/4K2R w K - 0 1"
                                         << "e1"
                                         << "h1" << MoveKind::Castling << false;
    QTest::newRow("castling out of check") << "4k3/8/8/8/8/8/4r3/4K2R w K - 0 1"
                                           << "e1"
                                           << "h1" << MoveKind::Castling << false;
    QTest::newRow("castling long, b1 attacked") << "4k3/8/8/8/8/8/1r6/R3K3 w Q - 0 1"
                                                << "e1"
                                                << "a1" << MoveKind::Castling << true;
    QTest::newRow("castling long, d1 attacked") << "4k3/8/8/8/8/8/3r4/R3K3 w Q - 0 1"
                                                << "e1"
                                                << "a1" << MoveKind::Castling << false;
    QTest::newRow("castling without the right") << "r3k2r/8/8/8/8/8/8/R3K2R w Qkq - 0 1"
                                                << "e1"
                                                << "h1" << MoveKind::Castling << false;
    QTest::newRow("castling, blocked") << "4k3/8/8/8/8/8/8/4KB1R w K - 0 1"
                                       << "e1"
                                       << "h1" << MoveKind::Castling << false;
    // Chess960: the rook castled with must not be the one left pinning the king.
    QTest::newRow("960 castling, rook shields the king") << "4k3/8/8/8/8/8/8/qR2K3 w B - 0 1"
                                                         << "e1"
                                                         << "b1" << MoveKind::Castling << false;

    const QString ep = "rnbqkbnr/ppp1pppp/8/3pP3/8/8/PPPP1PPP/RNBQKBNR w KQkq d6 0 3";
    QTest::newRow("en passant") << ep << "e5"
                                << "d6" << MoveKind::EnPassant << true;
    QTest::newRow("en passant as a normal move") << ep << "e5"
                                                 << "d6" << MoveKind::Normal << false;
    QTest::newRow("en passant exposing the king") << "8/8/8/K2pP2r/8/8/8/7k w - d6 0 1"
                                                  << "e5"
                                                  << "d6" << MoveKind::EnPassant << false;
    QTest::newRow("en passant, diagonal pin") << "7k/6b1/8/3pP3/8/8/1K6/8 w - d6 0 1"
                                              << "e5"
                                              << "d6" << MoveKind::EnPassant << false;
    QTest::newRow("en passant along the pin") << "7k/2b5/8/3pP3/8/8/7K/8 w - d6 0 1"
                                              << "e5"
                                              << "d6" << MoveKind::EnPassant << true;

    const QString promotion = "k7/4P3/8/8/8/8/8/4K3 w - - 0 1";
    QTest::newRow("promotion") << promotion << "e7"
                               << "e8" << MoveKind::Promotion << true;
    QTest::newRow("promotion as a normal move") << promotion << "e7"
                                                << "e8" << MoveKind::Normal << false;
    QTest::newRow("promotion kind on a quiet move") << promotion << "e1"
                                                    << "e2" << MoveKind::Promotion << false;
}

void PositionTest::isLegal()
{
    QFETCH(QString, fen);
    QFETCH(QString, from);
    QFETCH(QString, to);
    QFETCH(MoveKind, kind);
    QFETCH(bool, legal);
    PARSE_OR_FAIL(pos, fen);
    const Square f = parseSquare(from.toStdString()), t = parseSquare(to.toStdString());
    QVERIFY(f != Square::None && t != Square::None);
    const Move m(f, t, kind, kind == MoveKind::Promotion ? PieceType::Queen : PieceType::Knight);
    QCOMPARE(pos.isLegal(m), legal);
    QCOMPARE(legalMoves(pos).contains(m), legal);
}

// ---------------------------------------------------------------------------------------
// Static exchange evaluation (piece values P=100 N=320 B=330 R=500 Q=900)

void PositionTest::see_data()
{
    QTest::addColumn<QString>("fen");
    QTest::addColumn<QString>("san");
    QTest::addColumn<int>("value");

    QTest::newRow("pawn takes defended knight") << "4k3/8/3p4/4n3/3P4/8/8/4K3 w - - 0 1"
                                                << "dxe5" << 220;
    QTest::newRow("knight takes defended knight") << "4k3/8/3p4/4n3/8/5N2/8/4K3 w - - 0 1"
                                                  << "Nxe5" << 0;
    QTest::newRow("queen takes pawn defended by pawn") << "4k3/8/3p4/4p3/8/8/7Q/4K3 w - - 0 1"
                                                       << "Qxe5+" << -800;
    QTest::newRow("free pawn") << "4k3/8/8/4p3/8/8/7Q/4K3 w - - 0 1"
                               << "Qxe5+" << 100;
    QTest::newRow("rook takes pawn defended by rook") << "4r1k1/8/8/4p3/8/8/4R3/6K1 w - - 0 1"
                                                      << "Rxe5" << -400;
    // The second rook behind the first joins the exchange (x-ray).
    QTest::newRow("doubled rooks x-ray") << "4r1k1/8/8/4p3/8/8/4R3/4R1K1 w - - 0 1"
                                         << "Rxe5" << 100;
    QTest::newRow("doubled rooks both sides") << "4r1k1/4r3/8/4p3/8/8/4R3/4R1K1 w - - 0 1"
                                              << "Rxe5" << -400;
    // Queen behind bishop on the diagonal.
    QTest::newRow("bishop with queen behind") << "6k1/8/5p2/4n3/8/2B5/1Q6/6K1 w - - 0 1"
                                              << "Bxe5" << 90;
    QTest::newRow("bishop alone") << "6k1/8/5p2/4n3/8/2B5/8/6K1 w - - 0 1"
                                  << "Bxe5" << -10;
    QTest::newRow("quiet move, safe") << "4k3/8/3p4/8/8/8/8/3RK3 w - - 0 1"
                                      << "Rd5" << 0;
    QTest::newRow("quiet move, en prise") << "4k3/8/8/2p5/8/8/8/3RK3 w - - 0 1"
                                          << "Rd4" << -500;
    QTest::newRow("en passant") << "4k3/8/8/3pP3/8/8/8/4K3 w - d6 0 1"
                                << "exd6" << 100;
    QTest::newRow("promotion") << "8/4P3/8/8/8/8/k7/4K3 w - - 0 1"
                               << "e8=Q" << 800;
    QTest::newRow("promotion, recaptured") << "3r3k/4P3/8/8/8/8/8/4K3 w - - 0 1"
                                           << "e8=Q+" << -100;
    QTest::newRow("king recaptures") << "4k3/8/8/8/8/3n4/5P2/6K1 b - - 0 1"
                                     << "Nxf2" << -220;
    QTest::newRow("king cannot recapture defended") << "4k3/8/8/2b5/8/3n4/5P2/6K1 b - - 0 1"
                                                    << "Nxf2" << 100;
    QTest::newRow("castling") << "4k3/8/8/8/8/8/8/4K2R w K - 0 1"
                              << "O-O" << 0;
}

void PositionTest::see()
{
    QFETCH(QString, fen);
    QFETCH(QString, san);
    QFETCH(int, value);
    PARSE_OR_FAIL(pos, fen);
    const auto m = parseSan(pos, san.toStdString());
    QVERIFY2(m.hasValue(), m ? "" : m.error().message.c_str());
    QCOMPARE(pos.see(*m), value);
    QVERIFY(pos.seeAtLeast(*m, value));
    QVERIFY(!pos.seeAtLeast(*m, value + 1));
}

// ---------------------------------------------------------------------------------------

void PositionTest::queries()
{
    PARSE_OR_FAIL(pos, QStringLiteral("4k3/4r3/8/b7/8/2N5/4R3/4K3 w - - 0 1"));
    // The e2 rook is pinned along the file; the c3 knight shields the king from the a5
    // bishop.
    QCOMPARE(pos.pinned(), bb(Square::E2) | bb(Square::C3));
    QCOMPARE(pos.blockersForKing(Color::White), bb(Square::E2) | bb(Square::C3));
    QCOMPARE(pos.attackersTo(Square::E2), bb(Square::E1) | bb(Square::E7) | bb(Square::C3));
    QVERIFY(pos.isAttackedBy(Color::Black, Square::E2, pos.occupied()));
    QVERIFY(!pos.isAttackedBy(Color::Black, Square::D2, pos.occupied()));
    QVERIFY(pos.isAttackedBy(Color::Black, Square::D2, pos.occupied() ^ bb(Square::C3)));
    QCOMPARE(pos.kingSquare(Color::White), Square::E1);
    QCOMPARE(pos.kingSquare(Color::Black), Square::E8);
    QCOMPARE(pos.ply(), 0);

    const Position start;
    QCOMPARE(start.ply(), 0);
    QCOMPARE(start.after(Move(Square::E2, Square::E4)).ply(), 1);
    QVERIFY(start == Position::startPosition());
    QVERIFY(!start.isCheck());
    QCOMPARE(legalMoves(start).size(), 20);
    QCOMPARE(legalMoves(start, GenType::Noisy).size(), 0);
    QCOMPARE(legalMoves(start, GenType::Quiet).size(), 20);
    QVERIFY(start.isLegal(Move::null()));
    QVERIFY(!start.isLegal(Move::none()));
}

QTEST_APPLESS_MAIN(PositionTest)
#include "position_test.moc"
