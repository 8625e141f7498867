// SPDX-License-Identifier: GPL-3.0-or-later
// FEN, X-FEN and Shredder-FEN reading and writing, FEN errors (field and column), and the
// defects Position::fromSetup names in a Setup.

#include "perft_suite.h"

#include "chess/fen.h"
#include "chess/movegen.h"
#include "chess/notation.h"
#include "chess/position.h"

#include <QTest>

using namespace kibitz::chess;

Q_DECLARE_METATYPE(kibitz::chess::FenFlavor)
Q_DECLARE_METATYPE(kibitz::chess::Defect)

namespace {

// Parses fen into a new const Position called var, or fails the test function.
#define PARSE_OR_FAIL(var, fen, mode)                                                              \
    const auto var##Parsed = positionFromFen((fen).toStdString(), mode);                           \
    QVERIFY2(var##Parsed.hasValue(),                                                               \
             var##Parsed                                                                           \
                 ? ""                                                                              \
                 : (var##Parsed.error().toString() + " in " + (fen).toStdString()).c_str());       \
    const Position var = *var##Parsed

// "h1 a1 h8 a8": the castling rooks of white king side, white queen side, black king side,
// black queen side, '-' where there is no right.
QString castlingRooks(const Position& pos)
{
    QStringList out;
    for (Color c : {Color::White, Color::Black})
        for (CastlingSide side : {CastlingSide::King, CastlingSide::Queen})
            out << QString::fromStdString(squareName(pos.castlingRook(c, side)));
    return out.join(u' ');
}

} // namespace

class FenTest : public QObject {
    Q_OBJECT

private slots:
    void canonicalRoundTrip_data();
    void canonicalRoundTrip();
    void setupToFenRoundTrip_data();
    void setupToFenRoundTrip();
    void normalisedOutput_data();
    void normalisedOutput();
    void readCastling_data();
    void readCastling();
    void suiteRoundTrip_data();
    void suiteRoundTrip();
    void badFen_data();
    void badFen();
    void setupDefects_data();
    void setupDefects();
    void acceptedSetups_data();
    void acceptedSetups();
    void fenErrorNamesDefect();
    void castlingRightOfRook_data();
    void castlingRightOfRook();
};

// ---------------------------------------------------------------------------------------
// Writing

void FenTest::canonicalRoundTrip_data()
{
    QTest::addColumn<QString>("fen");
    QTest::newRow("start") << QString::fromLatin1(StartFen.data(), StartFen.size());
    QTest::newRow("kiwipete")
        << "r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 0 1";
    QTest::newRow("en passant") << "rnbqkbnr/ppp1pppp/8/3pP3/8/8/PPPP1PPP/RNBQKBNR w KQkq d6 0 3";
    QTest::newRow("black en passant")
        << "rnbqkbnr/ppp1pppp/8/8/3pP3/5N2/PPPP1PPP/RNBQKB1R b KQkq e3 0 3";
    QTest::newRow("counters") << "r1bqkbnr/pppp1ppp/2n5/4p3/4P3/5N2/PPPP1PPP/RNBQKB1R w KQkq - 2 3";
    QTest::newRow("partial castling") << "r3k2r/8/8/8/8/8/8/R3K2R b Kq - 17 42";
    QTest::newRow("no castling") << "8/8/8/4k3/8/8/8/4K3 w - - 0 1";
    QTest::newRow("large counters") << "8/8/8/4k3/8/8/8/4K3 b - - 99 1234";
    QTest::newRow("x-fen inner rook") << "r3k2r/8/8/8/8/8/8/RR2K2R w KBkq - 0 1";
    QTest::newRow("x-fen two rooks king side") << "1r2k1rr/8/8/8/8/8/8/1R2K1RR w GQgq - 0 1";
    QTest::newRow("chess960 outermost")
        << "bqnb1rkr/pp3ppp/3ppn2/2p5/5P2/P2P4/NPP1P1PP/BQ1BNRKR w KQkq - 0 9";
}

// parse -> toFen -> parse gives the same position, and a canonical FEN is written back
// byte for byte.
void FenTest::canonicalRoundTrip()
{
    QFETCH(QString, fen);
    PARSE_OR_FAIL(pos, fen, Validation::Strict);
    const std::string written = toFen(pos);
    QCOMPARE(QString::fromStdString(written), fen);
    const QString writtenText = QString::fromStdString(written);
    PARSE_OR_FAIL(again, writtenText, Validation::Strict);
    QVERIFY(again == pos);
    QCOMPARE(again.key(), pos.key());
    QCOMPARE(castlingRooks(again), castlingRooks(pos));
    QCOMPARE(again.isChess960(), pos.isChess960());
}

// A Setup is written as it stands, illegal or not (what a position editor shows), and the
// legal ones exactly as toFen writes their position.
void FenTest::setupToFenRoundTrip_data()
{
    canonicalRoundTrip_data();
    QTest::newRow("two white kings") << "4k3/8/8/8/8/8/8/3KK3 w - - 0 1";
    QTest::newRow("pawn on back rank") << "4k2P/8/8/8/8/8/8/4K3 b - - 3 7";
    QTest::newRow("castling without rook") << "4k3/8/8/8/8/8/8/4K3 w Kq - 0 1";
    QTest::newRow("empty board") << "8/8/8/8/8/8/8/8 w - - 0 1";
    QTest::newRow("en passant without pawn") << "4k3/8/8/8/8/8/8/4K3 w - e6 0 1";
}

void FenTest::setupToFenRoundTrip()
{
    QFETCH(QString, fen);
    const auto setup = parseFen(fen.toStdString());
    QVERIFY(setup.hasValue());
    QCOMPARE(QString::fromStdString(setupToFen(*setup)), fen);
    const auto again = parseFen(setupToFen(*setup));
    QVERIFY(again.hasValue());
    QVERIFY(*again == *setup);
    if (const auto pos = Position::fromSetup(*setup))
        QCOMPARE(setupToFen(*setup, FenFlavor::Shredder), toFen(*pos, FenFlavor::Shredder));
}

void FenTest::normalisedOutput_data()
{
    QTest::addColumn<QString>("input");
    QTest::addColumn<FenFlavor>("flavor");
    QTest::addColumn<QString>("expected");

    const QString start = QString::fromLatin1(StartFen.data(), StartFen.size());
    QTest::newRow("start fen") << start << FenFlavor::Fen << start;
    QTest::newRow("start shredder") << start << FenFlavor::Shredder
                                    << "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w HAha - 0 1";
    QTest::newRow("start from shredder")
        << "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w HAha - 0 1" << FenFlavor::XFen << start;
    QTest::newRow("start from mixed")
        << "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w HQka - 0 1" << FenFlavor::XFen << start;
    // Polyglot convention: the square is kept only when a pawn can take.
    QTest::newRow("uncapturable en passant dropped")
        << "rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR b KQkq e3 0 1" << FenFlavor::XFen
        << "rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR b KQkq - 0 1";
    QTest::newRow("missing counters")
        << "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq -" << FenFlavor::XFen << start;
    QTest::newRow("board only") << "8/8/8/4k3/8/8/8/4K3" << FenFlavor::XFen
                                << "8/8/8/4k3/8/8/8/4K3 w - - 0 1";
    QTest::newRow("castling order") << "r3k2r/8/8/8/8/8/8/R3K2R w qkQK - 0 1" << FenFlavor::XFen
                                    << "r3k2r/8/8/8/8/8/8/R3K2R w KQkq - 0 1";
    QTest::newRow("fullmove zero")
        << "8/8/8/4k3/8/8/8/4K3 w - - 0 0" << FenFlavor::XFen << "8/8/8/4k3/8/8/8/4K3 w - - 0 1";
    QTest::newRow("extra spaces") << "  8/8/8/4k3/8/8/8/4K3   b  -\t-  3  7 " << FenFlavor::XFen
                                  << "8/8/8/4k3/8/8/8/4K3 b - - 3 7";

    const QString c960 = "bqnb1rkr/pp3ppp/3ppn2/2p5/5P2/P2P4/NPP1P1PP/BQ1BNRKR w HFhf - 0 9";
    QTest::newRow("960 x-fen")
        << c960 << FenFlavor::XFen
        << "bqnb1rkr/pp3ppp/3ppn2/2p5/5P2/P2P4/NPP1P1PP/BQ1BNRKR w KQkq - 0 9";
    QTest::newRow("960 shredder") << c960 << FenFlavor::Shredder << c960;
    QTest::newRow("960 fen") << c960 << FenFlavor::Fen
                             << "bqnb1rkr/pp3ppp/3ppn2/2p5/5P2/P2P4/NPP1P1PP/BQ1BNRKR w KQkq - 0 9";

    // A castling rook that is not the outermost one on its side needs its file in X-FEN.
    const QString inner = "r3k2r/8/8/8/8/8/8/RR2K2R w KBkq - 0 1";
    QTest::newRow("inner queen-side rook x-fen") << inner << FenFlavor::XFen << inner;
    QTest::newRow("inner queen-side rook shredder")
        << inner << FenFlavor::Shredder << "r3k2r/8/8/8/8/8/8/RR2K2R w HBha - 0 1";
    QTest::newRow("inner queen-side rook from shredder")
        << "r3k2r/8/8/8/8/8/8/RR2K2R w HBha - 0 1" << FenFlavor::XFen << inner;
    QTest::newRow("inner queen-side rook fen")
        << inner << FenFlavor::Fen << "r3k2r/8/8/8/8/8/8/RR2K2R w KQkq - 0 1";
    const QString twoKingSide = "1r2k1rr/8/8/8/8/8/8/1R2K1RR w GBgb - 0 1";
    QTest::newRow("inner king-side rook x-fen")
        << twoKingSide << FenFlavor::XFen << "1r2k1rr/8/8/8/8/8/8/1R2K1RR w GQgq - 0 1";
    QTest::newRow("inner king-side rook shredder")
        << twoKingSide << FenFlavor::Shredder << twoKingSide;
    QTest::newRow("outer king-side rook x-fen")
        << "1r2k1rr/8/8/8/8/8/8/1R2K1RR w HBhb - 0 1" << FenFlavor::XFen
        << "1r2k1rr/8/8/8/8/8/8/1R2K1RR w KQkq - 0 1";
}

void FenTest::normalisedOutput()
{
    QFETCH(QString, input);
    QFETCH(FenFlavor, flavor);
    QFETCH(QString, expected);
    PARSE_OR_FAIL(pos, input, Validation::Strict);
    QCOMPARE(QString::fromStdString(toFen(pos, flavor)), expected);
    // Whatever the flavour, reading the output back gives the same position (the plain FEN
    // flavour is exact only for standard chess).
    if (flavor != FenFlavor::Fen || !pos.isChess960()) {
        PARSE_OR_FAIL(again, expected, Validation::Strict);
        QVERIFY(again == pos);
        QCOMPARE(again.key(), pos.key());
    }
    // The placement fields are the full FEN without its two counters.
    const QString placement = QString::fromStdString(toFenPlacement(pos, flavor));
    QVERIFY(expected.startsWith(placement + u' '));
    QCOMPARE(QString::fromStdString(boardFen(pos)), expected.section(u' ', 0, 0));
}

// ---------------------------------------------------------------------------------------
// Reading castling rights

void FenTest::readCastling_data()
{
    QTest::addColumn<QString>("fen");
    QTest::addColumn<QString>("rooks"); // white K, white Q, black K, black Q
    QTest::addColumn<int>("chess960");  // 0 no, 1 yes, -1 not checked

    const QString board = "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w ";
    QTest::newRow("KQkq") << board + "KQkq - 0 1"
                          << "h1 a1 h8 a8" << 0;
    QTest::newRow("HAha") << board + "HAha - 0 1"
                          << "h1 a1 h8 a8" << -1;
    QTest::newRow("AHah") << board + "AHah - 0 1"
                          << "h1 a1 h8 a8" << -1;
    QTest::newRow("mixed HAkq") << board + "HAkq - 0 1"
                                << "h1 a1 h8 a8" << -1;
    QTest::newRow("Kq") << board + "Kq - 0 1"
                        << "h1 - - a8" << 0;
    QTest::newRow("k only") << board + "k - 0 1"
                            << "- - h8 -" << 0;
    QTest::newRow("none") << board + "- - 0 1"
                          << "- - - -" << 0;

    const QString c960 = "bqnb1rkr/pp3ppp/3ppn2/2p5/5P2/P2P4/NPP1P1PP/BQ1BNRKR w ";
    QTest::newRow("960 HFhf") << c960 + "HFhf - 0 9"
                              << "h1 f1 h8 f8" << 1;
    QTest::newRow("960 KQkq") << c960 + "KQkq - 0 9"
                              << "h1 f1 h8 f8" << 1;
    QTest::newRow("960 Fh") << c960 + "Fh - 0 9"
                            << "- f1 h8 -" << 1;
    // Rooks on b1 and g1 with the king on e1: the corner squares hold no rook.
    QTest::newRow("x-fen inner rooks") << "1r2k1rr/8/8/8/8/8/8/1R2K1RR w GQgq - 0 1"
                                       << "g1 b1 g8 b8" << 1;
    QTest::newRow("x-fen KQ means outermost") << "1r2k1rr/8/8/8/8/8/8/1R2K1RR w KQkq - 0 1"
                                              << "h1 b1 h8 b8" << 1;
    QTest::newRow("x-fen inner queen-side rook") << "r3k2r/8/8/8/8/8/8/RR2K2R w KBkq - 0 1"
                                                 << "h1 b1 h8 a8" << 1;
    // The king on f1: king-side castling towards a rook on h1, queen-side towards b1.
    QTest::newRow("960 king on f") << "1r3kr1/8/8/8/8/8/8/1R3K1R w KQkq - 0 1"
                                   << "h1 b1 g8 b8" << 1;
}

void FenTest::readCastling()
{
    QFETCH(QString, fen);
    QFETCH(QString, rooks);
    QFETCH(int, chess960);
    PARSE_OR_FAIL(pos, fen, Validation::Strict);
    QCOMPARE(castlingRooks(pos), rooks);
    if (chess960 >= 0) QCOMPARE(pos.isChess960(), chess960 == 1);
    // Shredder output names exactly these rooks and reads back to them.
    const QString shredder = QString::fromStdString(toFen(pos, FenFlavor::Shredder));
    PARSE_OR_FAIL(again, shredder, Validation::Strict);
    QCOMPARE(castlingRooks(again), rooks);
}

// Every suite position and each of its children: X-FEN and Shredder-FEN read back to the same
// position (castling rights disappear as kings and rooks move; en passant squares appear).
void FenTest::suiteRoundTrip_data()
{
    if (const QString skip = kibitz::test::addSuiteFenRows(); !skip.isEmpty())
        QSKIP(qPrintable(skip));
}

void FenTest::suiteRoundTrip()
{
    QFETCH(QString, fen);
    const auto parsed = kibitz::test::suitePosition(fen);
    QVERIFY2(parsed.hasValue(), parsed ? "" : parsed.error().c_str());
    const Position& root = *parsed;
    // Written FENs are read back the way the suite position was.
    const Validation mode =
        Position::fromSetup(root.toSetup()) ? Validation::Strict : Validation::Lenient;
    std::vector<Position> positions{root};
    for (Move m : legalMoves(root)) positions.push_back(root.after(m));
    for (const Position& pos : positions) {
        for (FenFlavor flavor : {FenFlavor::XFen, FenFlavor::Shredder}) {
            const std::string written = toFen(pos, flavor);
            const auto again = positionFromFen(written, mode);
            QVERIFY2(again.hasValue(), written.c_str());
            QVERIFY2(*again == pos, written.c_str());
            QVERIFY2(again->key() == pos.key(), written.c_str());
            QCOMPARE(castlingRooks(*again), castlingRooks(pos));
            QCOMPARE(toFen(*again, flavor), written);
        }
    }
}

// ---------------------------------------------------------------------------------------
// Errors

void FenTest::badFen_data()
{
    QTest::addColumn<QString>("fen");
    QTest::addColumn<int>("field");
    QTest::addColumn<int>("column");
    QTest::addColumn<QString>("message");

    const QString board = "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR"; // columns 1-43
    QTest::newRow("short rank") << "rnbqkbnr/ppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1" << 1
                                << 17 << "rank 7 has 7 squares";
    QTest::newRow("long rank") << "rnbqkbnrr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1" << 1
                               << 9 << "more than 8 squares";
    QTest::newRow("long rank by digit") << "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKB3 w - - 0 1"
                                        << 1 << 42 << "more than 8 squares";
    QTest::newRow("short last rank")
        << "4k3/8/8/8/8/8/8/4K2 w - - 0 1" << 1 << 20 << "rank 1 has 7 squares";
    QTest::newRow("seven ranks") << "8/8/8/4k3/8/8/4K3 w - - 0 1" << 1 << 18 << "only 7 ranks";
    QTest::newRow("nine ranks") << "8/8/8/4k3/8/8/8/4K3/8 w - - 0 1" << 1 << 20
                                << "more than 8 ranks";
    QTest::newRow("bad piece letter") << "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNX w KQkq - 0 1"
                                      << 1 << 43 << "unexpected character 'X'";
    QTest::newRow("digit nine") << "9/8/8/4k3/8/8/8/4K3 w - - 0 1" << 1 << 1
                                << "unexpected character '9'";
    QTest::newRow("bad side to move") << board + " x KQkq - 0 1" << 2 << 45 << "'x'";
    QTest::newRow("side to move word") << board + " white KQkq - 0 1" << 2 << 45 << "'white'";
    QTest::newRow("bad castling char") << board + " w KQkx - 0 1" << 3 << 50 << "'x' in castling";
    QTest::newRow("castling twice") << board + " w KKkq - 0 1" << 3 << 48 << "given twice";
    QTest::newRow("bad en passant square") << board + " w KQkq e9 0 1" << 4 << 52 << "'e9'";
    QTest::newRow("en passant word") << board + " w KQkq none 0 1" << 4 << 52 << "'none'";
    QTest::newRow("negative halfmove clock")
        << board + " w KQkq - -1 1" << 5 << 54 << "halfmove clock '-1'";
    QTest::newRow("negative fullmove number")
        << board + " w KQkq - 0 -3" << 6 << 56 << "fullmove number '-3'";
    QTest::newRow("halfmove clock not a number") << board + " w KQkq - x 1" << 5 << 54 << "'x'";
    QTest::newRow("text after six fields") << board + " w KQkq - 0 1 extra" << 7 << 58
                                           << "unexpected text after the six FEN fields: 'extra'";
    QTest::newRow("empty") << "" << 1 << 1 << "empty FEN";
    QTest::newRow("blank") << "   " << 1 << 1 << "empty FEN";
}

void FenTest::badFen()
{
    QFETCH(QString, fen);
    QFETCH(int, field);
    QFETCH(int, column);
    QFETCH(QString, message);

    const auto setup = parseFen(fen.toStdString());
    QVERIFY2(!setup.hasValue(), "parseFen accepted a bad FEN");
    const FenError& e = setup.error();
    QCOMPARE(e.field, field);
    QCOMPARE(e.column, column);
    QVERIFY2(QString::fromStdString(e.message).contains(message), e.message.c_str());
    const QString text = QString::fromStdString(e.toString());
    QVERIFY2(text.contains(QStringLiteral("column %1").arg(column)), qPrintable(text));

    // positionFromFen reports the same error.
    const auto pos = positionFromFen(fen.toStdString(), Validation::Lenient);
    QVERIFY(!pos.hasValue());
    QCOMPARE(pos.error().field, field);
    QCOMPARE(pos.error().column, column);
}

// ---------------------------------------------------------------------------------------
// Position::fromSetup

void FenTest::setupDefects_data()
{
    QTest::addColumn<QString>("fen");
    QTest::addColumn<Defect>("defect");
    QTest::addColumn<QString>("detail");
    QTest::addColumn<QString>("lenient"); // toFen of the Lenient result; empty = rejected too

    QTest::newRow("empty board") << "8/8/8/8/8/8/8/8 w - - 0 1" << Defect::Empty << "empty"
                                 << "";
    QTest::newRow("no black king")
        << "8/8/8/8/8/8/8/K7 w - - 0 1" << Defect::MissingKing << "black has no king"
        << "";
    QTest::newRow("no white king")
        << "k7/8/8/8/8/8/8/8 b - - 0 1" << Defect::MissingKing << "white has no king"
        << "";
    QTest::newRow("two white kings")
        << "k7/8/8/8/8/8/8/KK6 w - - 0 1" << Defect::TooManyKings << "white has 2 kings"
        << "";
    QTest::newRow("pawn on rank 8")
        << "k6P/8/8/8/8/8/8/K7 w - - 0 1" << Defect::PawnsOnBackRank << "h8"
        << "";
    QTest::newRow("pawn on rank 1")
        << "k7/8/8/8/8/8/8/K3p3 w - - 0 1" << Defect::PawnsOnBackRank << "e1"
        << "";
    QTest::newRow("nine pawns") << "4k3/8/8/8/8/P7/PPPPPPPP/4K3 w - - 0 1" << Defect::TooManyPawns
                                << "9 pawns"
                                << "4k3/8/8/8/8/P7/PPPPPPPP/4K3 w - - 0 1";
    // Refused in both modes: move lists are sized for at most 16 pieces a side.
    QTest::newRow("seventeen pieces")
        << "RNBQKBNR/RNBQ1BNR/RN6/8/8/8/8/7k b - - 0 1" << Defect::TooManyPieces << "17 pieces"
        << "";
    QTest::newRow("side not to move in check")
        << "k6R/8/8/8/8/8/8/K7 w - - 0 1" << Defect::OppositeCheck
        << "black is in check but it is white to move"
        << "";
    QTest::newRow("castling without rook")
        << "4k3/8/8/8/8/8/8/4K3 w K - 0 1" << Defect::BadCastlingRights << "h1"
        << "4k3/8/8/8/8/8/8/4K3 w - - 0 1";
    QTest::newRow("castling with king off the back rank")
        << "r3k2r/8/8/8/8/8/4K3/R6R w KQkq - 0 1" << Defect::BadCastlingRights
        << "king is not on the back rank"
        << "r3k2r/8/8/8/8/8/4K3/R6R w kq - 0 1";
    QTest::newRow("castling rook is a knight")
        << "r3k2r/8/8/8/8/8/8/R3K2N w KQkq - 0 1" << Defect::BadCastlingRights << "h1"
        << "r3k2r/8/8/8/8/8/8/R3K2N w Qkq - 0 1";
    QTest::newRow("en passant without a double step")
        << "4k3/8/8/8/8/8/8/4K3 w - e6 0 1" << Defect::InvalidEnPassant << "e6"
        << "4k3/8/8/8/8/8/8/4K3 w - - 0 1";
    QTest::newRow("en passant on the wrong rank")
        << "4k3/8/8/4p3/3P4/8/8/4K3 w - e3 0 1" << Defect::InvalidEnPassant << "e3"
        << "4k3/8/8/4p3/3P4/8/8/4K3 w - - 0 1";
    QTest::newRow("en passant square occupied")
        << "4k3/8/4n3/3Pp3/8/8/8/4K3 w - e6 0 1" << Defect::InvalidEnPassant << "e6"
        << "4k3/8/4n3/3Pp3/8/8/8/4K3 w - - 0 1";
    QTest::newRow("three checkers")
        << "4r1k1/8/8/b7/8/3n4/8/4K3 w - - 0 1" << Defect::ImpossibleCheck << "3 pieces"
        << "4r1k1/8/8/b7/8/3n4/8/4K3 w - - 0 1";
    QTest::newRow("two knights checking")
        << "4k3/8/8/8/8/3n1n2/8/4K3 w - - 0 1" << Defect::ImpossibleCheck << "2 pieces"
        << "4k3/8/8/8/8/3n1n2/8/4K3 w - - 0 1";
    QTest::newRow("two sliders on one line")
        << "3R4/8/q4k2/2B5/1NK5/3b4/8/8 w - - 0 1" << Defect::ImpossibleCheck << "2 pieces"
        << "3R4/8/q4k2/2B5/1NK5/3b4/8/8 w - - 0 1";
    QTest::newRow("queen and bishop on one diagonal")
        << "2Nq4/2K5/1b6/8/7R/3k4/7P/8 w - - 0 1" << Defect::ImpossibleCheck << "2 pieces"
        << "2Nq4/2K5/1b6/8/7R/3k4/7P/8 w - - 0 1";
    QTest::newRow("two rooks on one rank")
        << "5R2/2P5/8/4k3/8/3rK2r/8/8 w - - 0 1" << Defect::ImpossibleCheck << "2 pieces"
        << "5R2/2P5/8/4k3/8/3rK2r/8/8 w - - 0 1";
    QTest::newRow("two bishops on one diagonal")
        << "B6b/8/8/8/2K5/5k2/8/b6B b - - 0 1" << Defect::ImpossibleCheck << "2 pieces"
        << "B6b/8/8/8/2K5/5k2/8/b6B b - - 0 1";
}

void FenTest::setupDefects()
{
    QFETCH(QString, fen);
    QFETCH(Defect, defect);
    QFETCH(QString, detail);
    QFETCH(QString, lenient);

    const auto setup = parseFen(fen.toStdString());
    QVERIFY2(setup.hasValue(), setup ? "" : setup.error().toString().c_str());

    const auto strict = Position::fromSetup(*setup, Validation::Strict);
    QVERIFY2(!strict.hasValue(), "Strict mode accepted a defective setup");
    QVERIFY2(strict.error().has(defect), strict.error().message().c_str());
    QVERIFY(!strict.error().defects.empty());
    const QString message = QString::fromStdString(strict.error().message());
    QVERIFY2(message.contains(detail), qPrintable(message));

    const auto loose = Position::fromSetup(*setup, Validation::Lenient);
    if (lenient.isEmpty()) {
        QVERIFY2(!loose.hasValue(), "Lenient mode accepted a setup it cannot repair");
        QVERIFY(loose.error().has(defect));
    } else {
        QVERIFY2(loose.hasValue(), loose ? "" : loose.error().message().c_str());
        QVERIFY(loose->isConsistent());
        QCOMPARE(QString::fromStdString(toFen(*loose)), lenient);
    }
}

void FenTest::acceptedSetups_data()
{
    QTest::addColumn<QString>("fen");
    QTest::addColumn<int>("checkers");
    // Rook discovered by a knight that gives check itself.
    QTest::newRow("double check") << "4r1k1/8/8/8/8/3n4/8/4K3 w - - 0 1" << 2;
    QTest::newRow("single check") << "4k3/8/8/8/8/8/8/r3K3 w - - 0 1" << 1;
    QTest::newRow("en passant") << "rnbqkbnr/ppp1pppp/8/3pP3/8/8/PPPP1PPP/RNBQKBNR w KQkq d6 0 3"
                                << 0;
    QTest::newRow("bare kings") << "8/8/8/4k3/8/8/8/4K3 w - - 0 1" << 0;
    QTest::newRow("sixteen pieces") << StartFen.data() << 0;
}

void FenTest::acceptedSetups()
{
    QFETCH(QString, fen);
    QFETCH(int, checkers);
    PARSE_OR_FAIL(pos, fen, Validation::Strict);
    QCOMPARE(popCount(pos.checkers()), checkers);
    QVERIFY(pos.isConsistent());
    // A Setup taken from a valid position is valid again, and equal.
    const auto again = Position::fromSetup(pos.toSetup());
    QVERIFY(again.hasValue());
    QVERIFY(*again == pos);
    QVERIFY(again->toSetup() == pos.toSetup());
}

void FenTest::fenErrorNamesDefect()
{
    const auto pos = positionFromFen("8/8/8/8/8/8/8/K7 w - - 0 1");
    QVERIFY(!pos.hasValue());
    QVERIFY2(QString::fromStdString(pos.error().message).contains(u"black has no king"),
             pos.error().message.c_str());
}

// The one rule for which castling right a rook square stands for (FEN reading and writing,
// validation and the set-up dialog all ask it): colour by rank, side by the king's file, from
// the middle when the king is not on its back rank.
void FenTest::castlingRightOfRook_data()
{
    QTest::addColumn<QString>("fen");
    QTest::addColumn<QString>("rook");
    QTest::addColumn<QString>("right"); // "K", "Q", "k", "q", or "" for none
    const QString standard = QStringLiteral("r3k2r/8/8/8/8/8/8/R3K2R w - - 0 1");
    QTest::newRow("a1") << standard << "a1"
                        << "Q";
    QTest::newRow("h1") << standard << "h1"
                        << "K";
    QTest::newRow("a8") << standard << "a8"
                        << "q";
    QTest::newRow("h8") << standard << "h8"
                        << "k";
    QTest::newRow("off the back rank") << standard << "a4"
                                       << "";
    // Chess960: the king on b1, so c1 is the king side; a rook beyond the king on the left
    // is the queen side.
    QTest::newRow("960 king side") << "4k3/8/8/8/8/8/8/RKR5 w - - 0 1"
                                   << "c1"
                                   << "K";
    QTest::newRow("960 queen side") << "4k3/8/8/8/8/8/8/RKR5 w - - 0 1"
                                    << "a1"
                                    << "Q";
    // No king on the back rank: from the middle (e-h the king side).
    QTest::newRow("no king, e1") << "4k3/8/8/8/8/8/4K3/R3R3 w - - 0 1"
                                 << "e1"
                                 << "K";
    QTest::newRow("no king, d1") << "4k3/8/8/8/8/8/4K3/R2R4 w - - 0 1"
                                 << "d1"
                                 << "Q";
    QTest::newRow("black, king on g8") << "5rkr/8/8/8/8/8/8/4K3 w - - 0 1"
                                       << "f8"
                                       << "q";
}

void FenTest::castlingRightOfRook()
{
    QFETCH(QString, fen);
    QFETCH(QString, rook);
    QFETCH(QString, right);
    const auto setup = parseFen(fen.toStdString());
    QVERIFY(setup);
    const auto got = castlingRightOf(*setup, parseSquare(rook.toStdString()));
    QString text;
    if (got) {
        text = got->side == CastlingSide::King ? QStringLiteral("k") : QStringLiteral("q");
        if (got->color == Color::White) text = text.toUpper();
    }
    QCOMPARE(text, right);
}

QTEST_APPLESS_MAIN(FenTest)
#include "fen_test.moc"
