// SPDX-License-Identifier: GPL-3.0-or-later
// Zobrist keys must be the Polyglot book keys. The expected keys are the test positions of
// the Polyglot book format description (key values after the listed moves from the
// starting position); the moves are played, and the same positions are read from FEN.

#include "chess/fen.h"
#include "chess/movegen.h"
#include "chess/notation.h"
#include "chess/position.h"
#include "chess/zobrist.h"

#include <QTest>

using namespace kibitz::chess;

namespace {

// Plays space-separated UCI moves from pos; returns false (and says why) on a bad move.
bool playUci(Position& pos, const QString& moves, QString* error)
{
    for (const QString& token : moves.split(u' ', Qt::SkipEmptyParts)) {
        const auto m = parseUci(pos, token.toStdString());
        if (!m) {
            *error = QString::fromStdString(m.error().message);
            return false;
        }
        pos.play(*m);
        if (!pos.isConsistent()) {
            *error = QStringLiteral("inconsistent position after ") + token;
            return false;
        }
    }
    return true;
}

} // namespace

class ZobristTest : public QObject {
    Q_OBJECT

private slots:
    void polyglotRandoms();
    void polyglotKeys_data();
    void polyglotKeys();
    void transpositions_data();
    void transpositions();
    void playedMatchesFen_data();
    void playedMatchesFen();
    void nullMove_data();
    void nullMove();
    void repetitionKey_data();
    void repetitionKey();
};

// Spot checks of the 781-entry Random64 table: first and last piece entries, the castling
// entries, the first en passant entry and the turn entry.
void ZobristTest::polyglotRandoms()
{
    QCOMPARE(zobrist::polyglotRandom.size(), std::size_t(781));
    QCOMPARE(zobrist::polyglotRandom[0], Key(0x9D39247E33776D41ULL));
    QCOMPARE(zobrist::polyglotRandom[767], Key(0xD20D8C88C8FFE65FULL));
    // Castling entries in Polyglot order: white short, white long, black short, black long.
    QCOMPARE(zobrist::castling(Color::White, CastlingSide::King), Key(0x31D71DCE64B2C310ULL));
    QCOMPARE(zobrist::castling(Color::White, CastlingSide::Queen), Key(0xF165B587DF898190ULL));
    QCOMPARE(zobrist::castling(Color::Black, CastlingSide::King), Key(0xA57E6339DD2CF3A0ULL));
    QCOMPARE(zobrist::castling(Color::Black, CastlingSide::Queen), Key(0x1EF6E6DBB1961EC9ULL));
    QCOMPARE(zobrist::enPassant(0), Key(0x70CC73D90BC26E24ULL));
    QCOMPARE(zobrist::polyglotRandom[780], Key(0xF8D626AAAF278509ULL));
    QCOMPARE(zobrist::whiteToMove(), Key(0xF8D626AAAF278509ULL));
}

void ZobristTest::polyglotKeys_data()
{
    QTest::addColumn<QString>("moves");
    QTest::addColumn<QString>("fen");
    QTest::addColumn<quint64>("key");

    QTest::newRow("start") << ""
                           << "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1"
                           << Q_UINT64_C(0x463b96181691fc9c);
    // The en passant square e3 is in the FEN, but no black pawn can take: not in the key.
    QTest::newRow("e4") << "e2e4"
                        << "rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR b KQkq e3 0 1"
                        << Q_UINT64_C(0x823c9b50fd114196);
    QTest::newRow("e4 d5") << "e2e4 d7d5"
                           << "rnbqkbnr/ppp1pppp/8/3p4/4P3/8/PPPP1PPP/RNBQKBNR w KQkq d6 0 2"
                           << Q_UINT64_C(0x0756b94461c50fb0);
    QTest::newRow("e4 d5 e5") << "e2e4 d7d5 e4e5"
                              << "rnbqkbnr/ppp1pppp/8/3pP3/8/8/PPPP1PPP/RNBQKBNR b KQkq - 0 2"
                              << Q_UINT64_C(0x662fafb965db29d4);
    // f6 can be taken by the e5 pawn: the en passant file is in the key.
    QTest::newRow("e4 d5 e5 f5") << "e2e4 d7d5 e4e5 f7f5"
                                 << "rnbqkbnr/ppp1p1pp/8/3pPp2/8/8/PPPP1PPP/RNBQKBNR w KQkq f6 0 3"
                                 << Q_UINT64_C(0x22a48b5a8e47ff78);
    QTest::newRow("e4 d5 e5 f5 Ke2") << "e2e4 d7d5 e4e5 f7f5 e1e2"
                                     << "rnbqkbnr/ppp1p1pp/8/3pPp2/8/8/PPPPKPPP/RNBQ1BNR b kq - 1 3"
                                     << Q_UINT64_C(0x652a607ca3f242c1);
    QTest::newRow("e4 d5 e5 f5 Ke2 Kf7")
        << "e2e4 d7d5 e4e5 f7f5 e1e2 e8f7"
        << "rnbq1bnr/ppp1pkpp/8/3pPp2/8/8/PPPPKPPP/RNBQ1BNR w - - 2 4"
        << Q_UINT64_C(0x00fdd303c946bdd9);
    QTest::newRow("a4 b5 h4 b4 c4")
        << "a2a4 b7b5 h2h4 b5b4 c2c4"
        << "rnbqkbnr/p1pppppp/8/8/PpP4P/8/1P1PPPP1/RNBQKBNR b KQkq c3 0 3"
        << Q_UINT64_C(0x3c8123ea7b067637);
    // The rook goes to a3 (the spec's FEN has it there), taking white's long castling.
    QTest::newRow("a4 b5 h4 b4 c4 bxc3 Ra3")
        << "a2a4 b7b5 h2h4 b5b4 c2c4 b4c3 a1a3"
        << "rnbqkbnr/p1pppppp/8/8/P6P/R1p5/1P1PPPP1/1NBQKBNR b Kkq - 1 4"
        << Q_UINT64_C(0x5c3f9b829b279560);
}

void ZobristTest::polyglotKeys()
{
    QFETCH(QString, moves);
    QFETCH(QString, fen);
    QFETCH(quint64, key);

    Position played;
    QString error;
    QVERIFY2(playUci(played, moves, &error), qPrintable(error));
    QCOMPARE(quint64(played.key()), key);
    QCOMPARE(quint64(played.computeKey()), key);

    const auto parsed = positionFromFen(fen.toStdString());
    QVERIFY2(parsed.hasValue(), parsed ? "" : parsed.error().toString().c_str());
    QCOMPARE(quint64(parsed->key()), key);
    QVERIFY(*parsed == played);
}

// Different move orders to one position give one key; positions that differ only in castling
// rights, en passant or side to move do not.
void ZobristTest::transpositions_data()
{
    QTest::addColumn<QString>("fen");
    QTest::addColumn<QString>("first");
    QTest::addColumn<QString>("second");
    QTest::addColumn<bool>("same");

    const QString start = QString::fromLatin1(StartFen.data(), StartFen.size());
    QTest::newRow("knights") << start << "g1f3 g8f6 b1c3"
                             << "b1c3 g8f6 g1f3" << true;
    QTest::newRow("knights back") << start << "g1f3 g8f6 f3g1 f6g8"
                                  << "" << true;
    QTest::newRow("queen's gambit") << start << "d2d4 d7d5 c2c4 e7e6 b1c3"
                                    << "c2c4 e7e6 b1c3 d7d5 d2d4" << true;
    QTest::newRow("kings lose castling") << start << "e2e4 e7e5 e1e2 e8e7 e2e1 e7e8"
                                         << "e2e4 e7e5" << false;
    QTest::newRow("rooks lose castling") << start << "g1f3 g8f6 h1g1 h8g8 g1h1 g8h8"
                                         << "g1f3 g8f6" << false;
    QTest::newRow("side to move") << start << "g1f3"
                                  << "g1f3 g8f6 f3g1 f6g8 g1f3" << true;
    QTest::newRow("en passant square") << start << "e2e4 g8f6 e4e5 d7d5"
                                       << "e2e4 d7d6 e4e5 g8f6 g1f3 d6d5 f3g1" << false;
    QTest::newRow("uncapturable double step") << start << "e2e4 g8f6 g1f3 f6g8 f3g1"
                                              << "g1f3 g8f6 f3g1 f6g8 e2e4" << true;
    // f- and d-pawns keep the castled rooks from attacking the other king's path.
    const QString castling = "r3k2r/3p1p2/8/8/8/8/3P1P2/R3K2R w KQkq - 0 1";
    QTest::newRow("castled or walked") << castling << "e1g1 e8g8"
                                       << "e1f1 e8f8 f1g2 f8g7 h1f1 h8f8 g2g1 g7g8" << true;
    QTest::newRow("castled long or walked") << castling << "e1c1 e8c8"
                                            << "e1d1 e8d8 d1c2 d8c7 a1d1 a8d8 c2c1 c7c8" << true;
    QTest::newRow("960 rook loses castling")
        << "bqnb1rkr/pp3ppp/3ppn2/2p5/5P2/P2P4/NPP1P1PP/BQ1BNRKR w HFhf - 0 9"
        << "f1f2 f8e8 f2f1 e8f8"
        << "" << false;
}

void ZobristTest::transpositions()
{
    QFETCH(QString, fen);
    QFETCH(QString, first);
    QFETCH(QString, second);
    QFETCH(bool, same);

    const auto root = positionFromFen(fen.toStdString());
    QVERIFY(root.hasValue());
    Position a = *root, b = *root;
    QString error;
    QVERIFY2(playUci(a, first, &error), qPrintable(error));
    QVERIFY2(playUci(b, second, &error), qPrintable(error));
    QCOMPARE(a.key() == b.key(), same);
    if (same) QCOMPARE(toFenPlacement(a), toFenPlacement(b));
    // Each agrees with the key of its own FEN, read afresh.
    for (const Position* p : {&a, &b}) {
        const auto again = positionFromFen(toFen(*p));
        QVERIFY(again.hasValue());
        QCOMPARE(again->key(), p->key());
    }
}

// Castling (standard and Chess960) and promotions played from a FEN give the key of the
// resulting position read from its own FEN.
void ZobristTest::playedMatchesFen_data()
{
    QTest::addColumn<QString>("fen");
    QTest::addColumn<QString>("moves");
    QTest::addColumn<QString>("result");

    QTest::newRow("O-O-O") << "r3k2r/8/8/8/8/8/8/R3K2R w KQkq - 0 1"
                           << "e1c1"
                           << "r3k2r/8/8/8/8/8/8/2KR3R b kq - 1 1";
    QTest::newRow("O-O both") << "r3k2r/3p1p2/8/8/8/8/3P1P2/R3K2R w KQkq - 0 1"
                              << "e1g1 e8g8"
                              << "r4rk1/3p1p2/8/8/8/8/3P1P2/R4RK1 w - - 2 2";
    const QString c960 = "1r2k1rr/5pp1/8/8/8/8/5PP1/1R2K1RR w GBgb - 0 1";
    QTest::newRow("960 inner rook short") << c960 << "e1g1 e8g8"
                                          << "1r3rkr/5pp1/8/8/8/8/5PP1/1R3RKR w - - 2 2";
    QTest::newRow("960 long") << c960 << "e1b1"
                              << "1r2k1rr/5pp1/8/8/8/8/5PP1/2KR2RR b gb - 1 1";
    QTest::newRow("960 king stays") << "4k3/8/8/8/8/8/8/6KR w H - 0 1"
                                    << "g1h1"
                                    << "4k3/8/8/8/8/8/8/5RK1 b - - 1 1";
    QTest::newRow("960 rook stays") << "4k3/8/8/8/8/8/8/4KR2 w F - 0 1"
                                    << "e1f1"
                                    << "4k3/8/8/8/8/8/8/5RK1 b - - 1 1";
    QTest::newRow("promotion takes rook") << "r3k2r/1P6/8/8/8/8/8/4K3 w kq - 0 1"
                                          << "b7a8q"
                                          << "Q3k2r/8/8/8/8/8/8/4K3 b k - 0 1";
    QTest::newRow("en passant") << "4k3/8/8/8/3p4/8/4P3/4K3 w - - 0 1"
                                << "e2e4 d4e3"
                                << "4k3/8/8/8/8/4p3/8/4K3 w - - 0 2";
}

void ZobristTest::playedMatchesFen()
{
    QFETCH(QString, fen);
    QFETCH(QString, moves);
    QFETCH(QString, result);

    const auto root = positionFromFen(fen.toStdString());
    QVERIFY2(root.hasValue(), root ? "" : root.error().toString().c_str());
    Position played = *root;
    QString error;
    QVERIFY2(playUci(played, moves, &error), qPrintable(error));
    const auto expected = positionFromFen(result.toStdString());
    QVERIFY2(expected.hasValue(), expected ? "" : expected.error().toString().c_str());
    QCOMPARE(toFen(played, FenFlavor::Shredder), toFen(*expected, FenFlavor::Shredder));
    QCOMPARE(played.key(), expected->key());
    QCOMPARE(played.key(), played.computeKey());
}

void ZobristTest::nullMove_data()
{
    QTest::addColumn<QString>("fen");
    QTest::addColumn<bool>("hasEnPassant");
    QTest::newRow("start") << QString::fromLatin1(StartFen.data(), StartFen.size()) << false;
    QTest::newRow("black to move")
        << "r1bqkbnr/pppp1ppp/2n5/4p3/4P3/5N2/PPPP1PPP/RNBQKB1R b KQkq - 3 3" << false;
    QTest::newRow("no castling") << "8/8/8/4k3/8/8/8/4K3 w - - 0 1" << false;
    // A null move also ends the chance to take en passant.
    QTest::newRow("en passant") << "rnbqkbnr/ppp1p1pp/8/3pPp2/8/8/PPPP1PPP/RNBQKBNR w KQkq f6 0 3"
                                << true;
}

void ZobristTest::nullMove()
{
    QFETCH(QString, fen);
    QFETCH(bool, hasEnPassant);
    const auto parsed = positionFromFen(fen.toStdString());
    QVERIFY(parsed.hasValue());
    const Position& pos = *parsed;
    QCOMPARE(pos.epSquare() != Square::None, hasEnPassant);

    const Position passed = pos.after(Move::null());
    Key expected = pos.key() ^ zobrist::whiteToMove();
    if (hasEnPassant) expected ^= zobrist::enPassant(fileOf(pos.epSquare()));
    QCOMPARE(passed.key(), expected);
    QVERIFY(passed.isConsistent());
    QCOMPARE(passed.sideToMove(), ~pos.sideToMove());
    QCOMPARE(toFenPlacement(passed).substr(0, boardFen(pos).size()), boardFen(pos));
    // Two null moves give back the key (and position) without the en passant square.
    const Position back = passed.after(Move::null());
    QCOMPARE(back.key(),
             hasEnPassant ? pos.key() ^ zobrist::enPassant(fileOf(pos.epSquare())) : pos.key());
}

// The repetition key leaves out an en passant square whose capture is illegal (FIDE 9.2.3),
// which the Polyglot key keeps: it equals the key of the same FEN without the square.
void ZobristTest::repetitionKey_data()
{
    QTest::addColumn<QString>("fen");
    QTest::addColumn<QString>("withoutEp"); // the same position, en passant field "-"
    QTest::addColumn<bool>("epCounts");

    QTest::newRow("no en passant")
        << QString::fromLatin1(StartFen.data(), StartFen.size())
        << QString::fromLatin1(StartFen.data(), StartFen.size()) << false;
    QTest::newRow("legal capture")
        << "rnbqkbnr/ppp1pppp/8/3pP3/8/8/PPPP1PPP/RNBQKBNR w KQkq d6 0 3"
        << "rnbqkbnr/ppp1pppp/8/3pP3/8/8/PPPP1PPP/RNBQKBNR w KQkq - 0 3" << true;
    QTest::newRow("pawn pinned on the file") << "4r1nk/8/8/3pP3/8/8/8/1N2K3 w - d6 0 2"
                                             << "4r1nk/8/8/3pP3/8/8/8/1N2K3 w - - 0 2" << false;
    QTest::newRow("both pawns leave the king's rank") << "8/8/8/K2pP2r/8/8/8/7k w - d6 0 1"
                                                      << "8/8/8/K2pP2r/8/8/8/7k w - - 0 1" << false;
    QTest::newRow("one of two pawns can take") << "4r1nk/8/8/2PpP3/8/8/8/1N2K3 w - d6 0 2"
                                               << "4r1nk/8/8/2PpP3/8/8/8/1N2K3 w - - 0 2" << true;
}

void ZobristTest::repetitionKey()
{
    QFETCH(QString, fen);
    QFETCH(QString, withoutEp);
    QFETCH(bool, epCounts);
    const auto pos = positionFromFen(fen.toStdString());
    QVERIFY2(pos.hasValue(), pos ? "" : pos.error().toString().c_str());
    const auto plain = positionFromFen(withoutEp.toStdString());
    QVERIFY2(plain.hasValue(), plain ? "" : plain.error().toString().c_str());
    QCOMPARE(plain->repetitionKey(), plain->key());
    QCOMPARE(pos->repetitionKey() == pos->key(), epCounts || pos->epSquare() == Square::None);
    QCOMPARE(pos->repetitionKey() == plain->key(), !epCounts);
}

QTEST_APPLESS_MAIN(ZobristTest)
#include "zobrist_test.moc"
