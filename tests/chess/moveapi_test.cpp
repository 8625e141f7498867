// SPDX-License-Identifier: GPL-3.0-or-later
// The move API beyond legal generation (issue 35): move classification (zeroing,
// irreversible), en passant availability and the FEN's en passant policies, the pseudo-legal
// generator, selective generation, the check-evasion mask and pin rays, the index of every
// move of chess, strict SAN, perft on several threads, Chess960 starts in a variant, text
// boards, SAN with figurines and bitboard dumps.

#include "chess/boardmove.h"
#include "chess/chess960.h"
#include "chess/fen.h"
#include "chess/movegen.h"
#include "chess/moveindex.h"
#include "chess/notation.h"
#include "chess/textboard.h"
#include "chess/variant.h"

#include <QTest>

#include <algorithm>
#include <set>

using namespace kibitz::chess;

namespace {

Position fen(const char* text)
{
    auto p = positionFromFen(text);
    if (!p) qFatal("bad FEN %s: %s", text, p.error().toString().c_str());
    return *p;
}

Move san(const Position& pos, const char* text)
{
    auto m = parseSan(pos, text);
    if (!m) qFatal("bad move %s: %s", text, m.error().message.c_str());
    return *m;
}

Bitboard squares(std::initializer_list<Square> list)
{
    Bitboard b = 0;
    for (Square s : list) b |= bb(s);
    return b;
}

constexpr const char* Kiwipete =
    "r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 0 1";
// White's b5 pawn could take c6 by piece movement, but the capture opens the fifth rank to
// the rook on h5: en passant pseudo-legal, not legal.
constexpr const char* PinnedEnPassant = "4k3/8/8/KPp4r/8/8/8/8 w - c6 0 1";
constexpr const char* LegalEnPassant = "4k3/8/8/1Pp5/8/8/8/4K3 w - c6 0 1";

} // namespace

class MoveApiTest : public QObject {
    Q_OBJECT

private slots:
    // A board's gesture read as a move (moveFromBoard): every board in the window and the
    // trainers reads them so, drops and king promotions included.
    void boardGestures_data()
    {
        QTest::addColumn<QString>("fen");
        QTest::addColumn<int>("variant");
        QTest::addColumn<QString>("from");
        QTest::addColumn<QString>("to");
        QTest::addColumn<int>("promotion");
        QTest::addColumn<QString>("uci"); // empty: no move
        const int standard = int(Variant::Standard);
        const int none = int(PieceType::None);
        const char* castle = "r3k2r/8/8/8/8/8/8/R3K2R w KQkq - 0 1";
        QTest::newRow("king to g1") << castle << standard << "e1"
                                    << "g1" << none << "e1g1";
        QTest::newRow("king onto rook") << castle << standard << "e1"
                                        << "h1" << none << "e1g1";
        QTest::newRow("long castling") << castle << standard << "e1"
                                       << "c1" << none << "e1c1";
        QTest::newRow("castling with a piece") << castle << standard << "e1"
                                               << "g1" << int(PieceType::Queen) << "";
        QTest::newRow("ordinary") << castle << standard << "a1"
                                  << "a5" << none << "a1a5";
        QTest::newRow("illegal") << castle << standard << "a1"
                                 << "b2" << none << "";
        const char* promote = "8/P6k/8/8/8/8/8/K7 w - - 0 1";
        QTest::newRow("promotion") << promote << standard << "a7"
                                   << "a8" << int(PieceType::Knight) << "a7a8n";
        QTest::newRow("promotion needs a piece") << promote << standard << "a7"
                                                 << "a8" << none << "";
        QTest::newRow("no king promotion in chess") << promote << standard << "a7"
                                                    << "a8" << int(PieceType::King) << "";
        QTest::newRow("king promotion in antichess")
            << "8/P7/8/8/8/8/8/7k w - - 0 1" << int(Variant::Antichess) << "a7"
            << "a8" << int(PieceType::King) << "a7a8k";
        const char* pocket = "4k3/8/8/8/8/8/8/4K3[N] w - - 0 1";
        QTest::newRow("drop") << pocket << int(Variant::Crazyhouse) << "d4"
                              << "d4" << int(PieceType::Knight) << "N@d4";
        QTest::newRow("drop of a piece not held") << pocket << int(Variant::Crazyhouse) << "d4"
                                                  << "d4" << int(PieceType::Queen) << "";
    }
    void boardGestures()
    {
        QFETCH(QString, fen);
        QFETCH(int, variant);
        QFETCH(QString, from);
        QFETCH(QString, to);
        QFETCH(int, promotion);
        QFETCH(QString, uci);
        const auto pos = positionFromFen(fen.toStdString(), Variant(variant));
        QVERIFY(pos);
        const Move m = moveFromBoard(*pos, parseSquare(from.toStdString()),
                                     parseSquare(to.toStdString()), PieceType(promotion));
        QCOMPARE(m.isNone() ? QString() : QString::fromStdString(toUci(*pos, m)), uci);
    }

    void zeroing_data()
    {
        QTest::addColumn<QString>("fen");
        QTest::addColumn<int>("variant");
        QTest::addColumn<QString>("move");
        QTest::addColumn<bool>("zeroing");
        QTest::addColumn<bool>("irreversible");
        const int standard = int(Variant::Standard);
        const QString start = QString::fromLatin1(StartFen);
        QTest::newRow("pawn push") << start << standard << "e4" << true << true;
        QTest::newRow("knight") << start << standard << "Nf3" << false << false;
        QTest::newRow("capture") << "4k3/8/8/3p4/8/8/8/3RK3 w - - 5 40" << standard << "Rxd5"
                                 << true << true;
        QTest::newRow("king with rights")
            << "r3k2r/8/8/8/8/8/8/R3K2R w KQkq - 3 20" << standard << "Kf1" << false << true;
        QTest::newRow("rook with rights")
            << "r3k2r/8/8/8/8/8/8/R3K2R w KQkq - 3 20" << standard << "Rh2" << false << true;
        QTest::newRow("castling") << "r3k2r/8/8/8/8/8/8/R3K2R w KQkq - 3 20" << standard << "O-O"
                                  << false << true;
        QTest::newRow("taking a castling rook")
            << "r3k2r/8/8/8/8/8/8/R3K2R w KQkq - 3 20" << standard << "Rxa8" << true << true;
        QTest::newRow("king without rights")
            << "r3k2r/8/8/8/8/8/8/R3K2R w kq - 3 20" << standard << "Kf1" << false << false;
        // A legal en passant capture goes with any other move: the position cannot return.
        QTest::newRow("legal en passant forgone")
            << LegalEnPassant << standard << "Kd2" << false << true;
        QTest::newRow("pinned en passant")
            << PinnedEnPassant << standard << "Ka4" << false << false;
        const int zh = int(Variant::Crazyhouse);
        QTest::newRow("pawn drop")
            << "4k3/8/8/8/8/8/8/4K3[PN] w - - 5 30" << zh << "P@d5" << true << true;
        QTest::newRow("knight drop")
            << "4k3/8/8/8/8/8/8/4K3[PN] w - - 5 30" << zh << "N@d5" << false << false;
    }

    void zeroing()
    {
        QFETCH(QString, fen);
        QFETCH(int, variant);
        QFETCH(QString, move);
        QFETCH(bool, zeroing);
        QFETCH(bool, irreversible);
        const auto pos = positionFromFen(fen.toStdString(), Variant(variant));
        QVERIFY(pos);
        const Move m = san(*pos, qPrintable(move));
        QCOMPARE(pos->isZeroing(m), zeroing);
        QCOMPARE(pos->isIrreversible(m), irreversible);
        // The clock agrees with the classification (python-chess: P@d5 zeroes it).
        QCOMPARE(pos->after(m).halfmoveClock() == 0, zeroing);
    }

    void enPassantAvailability()
    {
        const Position pinned = fen(PinnedEnPassant);
        QVERIFY(pinned.hasPseudoLegalEnPassant());
        QVERIFY(!pinned.hasLegalEnPassant());
        const Position legal = fen(LegalEnPassant);
        QVERIFY(legal.hasPseudoLegalEnPassant());
        QVERIFY(legal.hasLegalEnPassant());
        const Position start;
        QVERIFY(!start.hasPseudoLegalEnPassant());
        QVERIFY(!start.hasLegalEnPassant());
    }

    void fenEnPassantPolicy()
    {
        // The pinned capture: X-FEN keeps the square, legal drops it.
        const Position pinned = fen(PinnedEnPassant);
        FenOptions o;
        QCOMPARE(toFen(pinned, o), std::string(PinnedEnPassant));
        o.enPassant = EnPassantPolicy::Legal;
        QCOMPARE(toFen(pinned, o), std::string("4k3/8/8/KPp4r/8/8/8/8 w - - 0 1"));
        // 1. e4: no black pawn stands to take, so only the FEN standard's policy writes e3,
        // from the move that made it.
        const Position start;
        const Move e4 = san(start, "e4");
        const Position after = start.after(e4);
        QCOMPARE(doubleStepSquare(start, e4), Square::E3);
        QCOMPARE(doubleStepSquare(start, san(start, "Nf3")), Square::None);
        FenOptions book;
        book.enPassant = EnPassantPolicy::Fen;
        book.doubleStep = doubleStepSquare(start, e4);
        QCOMPARE(toFen(after, book),
                 std::string("rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR b KQkq e3 0 1"));
        QCOMPARE(toFen(after), std::string("rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR b "
                                           "KQkq - 0 1"));
        FenOptions forced;
        forced.enPassant = EnPassantPolicy::Legal;
        forced.forcedEpSquare = Square::E3;
        QVERIFY(toFen(after, forced).find(" KQkq e3 0 1") != std::string::npos);
        // Shredder castling through the same options.
        FenOptions shredder;
        shredder.flavor = FenFlavor::Shredder;
        QCOMPARE(toFen(start, shredder),
                 std::string("rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w HAha - 0 1"));
    }

    void pseudoLegal()
    {
        // The knight on e2 is pinned: six pseudo-legal moves, none legal.
        const Position pos = fen("4k3/4r3/8/8/8/8/4N3/4K3 w - - 0 1");
        const MoveList pseudo = pseudoLegalMoves(pos);
        const MoveList legal = legalMoves(pos);
        QCOMPARE(pseudo.size(), 10);
        QCOMPARE(legal.size(), 4);
        for (Move m : legal) QVERIFY(pseudo.contains(m));
        // Every legal move of Kiwipete is pseudo-legal; the pseudo-legal ones that are not
        // legal leave the king attacked.
        const Position kiwi = fen(Kiwipete);
        const MoveList all = pseudoLegalMoves(kiwi);
        for (Move m : legalMoves(kiwi)) QVERIFY(all.contains(m));
        for (Move m : all) QCOMPARE(kiwi.isLegal(m), legalMoves(kiwi).contains(m));
    }

    void selective()
    {
        const Position start;
        MoveSelection fromG1;
        fromG1.from = bb(Square::G1);
        QCOMPARE(selectedMoves(start, fromG1).size(), 2);
        MoveSelection toE4;
        toE4.to = bb(Square::E4);
        QCOMPARE(selectedMoves(start, toE4).size(), 1);

        // Kiwipete: 48 moves, 8 captures, 2 castlings (Chess Programming Wiki).
        const Position kiwi = fen(Kiwipete);
        MoveSelection captures;
        captures.kinds = MoveKinds::Captures;
        QCOMPARE(selectedMoves(kiwi, captures).size(), 8);
        MoveSelection castling;
        castling.kinds = MoveKinds::Castling;
        const MoveList castles = selectedMoves(kiwi, castling);
        QCOMPARE(castles.size(), 2);
        // Castling is selected by where the king lands.
        castling.to = bb(Square::G1);
        QCOMPARE(selectedMoves(kiwi, castling).size(), 1);
        MoveSelection quiet;
        quiet.kinds = MoveKinds::Quiet;
        QCOMPARE(selectedMoves(kiwi, quiet).size(), 48 - 8 - 2);

        MoveSelection ep;
        ep.kinds = MoveKinds::EnPassant;
        QCOMPARE(selectedMoves(fen(LegalEnPassant), ep).size(), 1);
        QCOMPARE(selectedMoves(fen(PinnedEnPassant), ep).size(), 0);
        ep.pseudoLegal = true;
        QCOMPARE(selectedMoves(fen(PinnedEnPassant), ep).size(), 1);

        // Promotions, by push and by capture.
        const Position promo = fen("1n2k3/P7/8/8/8/8/8/4K3 w - - 0 1");
        MoveSelection promotions;
        promotions.kinds = MoveKinds::Promotion;
        QCOMPARE(selectedMoves(promo, promotions).size(), 8);
        captures.kinds = MoveKinds::Captures;
        QCOMPARE(selectedMoves(promo, captures).size(), 4);
    }

    void evasionsAndPins()
    {
        const Position start;
        QCOMPARE(start.evasionMask(), ~Bitboard(0));
        const Position check = fen("4k3/8/8/8/8/8/8/R3K2r w - - 0 1");
        QCOMPARE(check.evasionMask(), squares({Square::F1, Square::G1, Square::H1}));
        const Position knightCheck = fen("4k3/8/8/8/8/3n4/8/4K3 w - - 0 1");
        QCOMPARE(knightCheck.evasionMask(), bb(Square::D3));
        // Ng1-f3 uncovered the rook: double check.
        const Position doubleCheck = fen("4k3/8/8/8/8/5n2/8/4K2r w - - 0 1");
        QCOMPARE(doubleCheck.evasionMask(), Bitboard(0));

        const Position pinned = fen("4k3/4r3/8/8/8/8/4N3/4K3 w - - 0 1");
        QCOMPARE(pinned.pinRay(Color::White, Square::E2), bbs::file(4));
        QCOMPARE(pinned.pinRay(Color::White, Square::E1), ~Bitboard(0)); // the king itself
        QCOMPARE(pinned.pinRay(Color::Black, Square::E7), ~Bitboard(0)); // not pinned
        const Position diagonal = fen("4k3/8/8/8/b7/8/2P5/3K4 w - - 0 1");
        const Bitboard ray = diagonal.pinRay(Color::White, Square::C2);
        QVERIFY(ray & bb(Square::A4));
        QVERIFY(ray & bb(Square::B3));
        QVERIFY(!(ray & bb(Square::C3))); // the push leaves the line
        // Every legal move of a pinned piece stays on its ray.
        const Position kiwi = fen(Kiwipete);
        for (Move m : legalMoves(kiwi)) QVERIFY(kiwi.pinRay(Color::White, m.from()) & bb(m.to()));
    }

    void moveIndexCount()
    {
        // Count every description the numbering accepts over the whole domain, independently
        // of the table: Plisco's 45,356, every number used once.
        std::set<int> numbers;
        int accepted = 0;
        for (Color c : {Color::White, Color::Black})
            for (int piece = 1; piece <= 6; ++piece)
                for (int from = 0; from < 64; ++from)
                    for (int to = 0; to < 64; ++to)
                        for (int captured = 0; captured <= 6; ++captured)
                            for (int promo = 0; promo <= 6; ++promo)
                                for (int special = 0; special < 3; ++special) {
                                    MoveDescription d{c,
                                                      PieceType(piece),
                                                      Square(from),
                                                      Square(to),
                                                      PieceType(captured),
                                                      PieceType(promo),
                                                      special == 1,
                                                      special == 2};
                                    if (const auto n = moveIndex(d)) {
                                        ++accepted;
                                        numbers.insert(*n);
                                        QCOMPARE(moveAt(*n), d);
                                    }
                                }
        QCOMPARE(accepted, MoveIndexCount);
        QCOMPARE(int(numbers.size()), MoveIndexCount);
        QCOMPARE(*numbers.begin(), 0);
        QCOMPARE(*numbers.rbegin(), MoveIndexCount - 1);
    }

    void moveIndexOfLegalMoves()
    {
        // Every legal move two plies into these positions has a number; within a position the
        // numbers differ.
        for (const char* f : {StartFen.data(), Kiwipete, LegalEnPassant,
                              "r3k2r/Pppp1ppp/1b3nbN/nP6/BBP1P3/q4N2/Pp1P2PP/R2Q1RK1 w kq - 0 1"}) {
            const Position pos = fen(f);
            for (Move a : legalMoves(pos)) {
                const Position next = pos.after(a);
                std::set<int> seen;
                for (Move b : legalMoves(next)) {
                    const auto n = moveIndex(next, b);
                    QVERIFY2(n, (toFen(next) + " " + toUci(next, b)).c_str());
                    QVERIFY(seen.insert(*n).second);
                }
            }
        }
        const Position legal = fen(LegalEnPassant);
        const auto ep = moveIndex(legal, san(legal, "bxc6"));
        QVERIFY(ep && moveAt(*ep).enPassant);
        // Null moves and drops have no number.
        QVERIFY(!moveIndex(legal, Move::null()));
        const auto zh = positionFromFen("4k3/8/8/8/8/8/8/4K3[N] w - - 0 1", Variant::Crazyhouse);
        QVERIFY(zh && !moveIndex(*zh, Move::drop(PieceType::Knight, Square::D4)));
    }

    void strictSan()
    {
        const Position pos =
            fen("rnbqk2r/pppp1ppp/5n2/2b1p3/2B1P3/5N2/PPPP1PPP/RNBQK2R w KQkq - 4 4");
        const Move castle = san(pos, "O-O");
        QCOMPARE(*parseSan(pos, "Kg1"), castle);
        QCOMPARE(*parseSan(pos, "Kh1"), castle);
        QCOMPARE(*parseSan(pos, "O-O", SanReading::Strict), castle);
        const auto strict = parseSan(pos, "Kg1", SanReading::Strict);
        QVERIFY(!strict);
        QVERIFY2(strict.error().message.find("castling") != std::string::npos,
                 strict.error().message.c_str());
        QVERIFY(!parseSan(pos, "Kh1", SanReading::Strict));
        QVERIFY(!parseMove(pos, "e1g1", SanReading::Strict));
        QVERIFY(parseMove(pos, "e1g1"));
        QCOMPARE(*parseSan(pos, "Nc3", SanReading::Strict), san(pos, "Nc3"));
    }

    void perftThreads()
    {
        const Position kiwi = fen(Kiwipete);
        const auto one = perftDivide(kiwi, 3, 1);
        const auto three = perftDivide(kiwi, 3, 3);
        QCOMPARE(int(one.size()), 48);
        QCOMPARE(three.size(), one.size());
        std::uint64_t total = 0;
        for (std::size_t i = 0; i < one.size(); ++i) {
            QCOMPARE(three[i].move, one[i].move);
            QCOMPARE(three[i].nodes, one[i].nodes);
            total += three[i].nodes;
        }
        QCOMPARE(total, std::uint64_t(97862));
        QVERIFY(perftDivide(kiwi, 0, 2).empty());
    }

    void chess960InVariants()
    {
        const auto zh = chess960Start(518, Variant::Crazyhouse);
        QVERIFY(zh);
        QCOMPARE(zh->variant(), Variant::Crazyhouse);
        QVERIFY(zh->isChess960());
        QCOMPARE(toFen(*zh),
                 std::string("rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR[] w KQkq - 0 1"));
        const auto atomic = chess960Start(0, Variant::Atomic);
        QVERIFY(atomic && atomic->variant() == Variant::Atomic);
        const auto anti = chess960Start(0, Variant::Antichess);
        QVERIFY(anti && anti->castlingRooks() == 0);
        QVERIFY(!chess960Start(518, Variant::Horde));
        QVERIFY(!chess960Start(518, Variant::RacingKings));
    }

    void textBoards()
    {
        const Position start;
        const std::string plain = textBoard(start);
        QVERIFY(plain.starts_with("  +-----------------+\n8 | r n b q k b n r |\n"));
        QVERIFY(plain.ends_with("    a b c d e f g h\n"));
        TextBoardOptions flipped;
        flipped.flipped = true;
        const std::string turned = textBoard(start, flipped);
        QVERIFY2(turned.starts_with("  +-----------------+\n1 | R N B K Q B N R |\n"),
                 turned.c_str());
        QVERIFY(turned.ends_with("    h g f e d c b a\n"));
        TextBoardOptions figurines;
        figurines.unicode = true;
        QVERIFY(textBoard(start, figurines).starts_with("8 ♜ ♞ ♝ ♛ ♚ ♝ ♞ ♜\n"));

        // Colour: the last move's squares and the checked king stand out.
        Position pos;
        Move last;
        for (const char* m : {"e4", "f5", "Qh5"}) {
            last = san(pos, m);
            pos.play(last);
        }
        TextBoardOptions color;
        color.color = true;
        color.lastMove = last;
        const std::string colored = textBoard(pos, color);
        QCOMPARE(int(std::count(colored.begin(), colored.end(), '\n')), 9);
        const auto count = [&](std::string_view what) {
            int n = 0;
            for (std::size_t at = colored.find(what); at != std::string::npos;
                 at = colored.find(what, at + 1))
                ++n;
            return n;
        };
        QCOMPARE(count("\x1b[48;5;143m"), 2); // d1 and h5
        QCOMPARE(count("\x1b[48;5;160m"), 1); // e8, in check
        QCOMPARE(count("\x1b[0m"), 64);
        QVERIFY(textBoard(pos, TextBoardOptions{false, false, true, Move()}).find("143m")
                == std::string::npos);
    }

    void figurineMoves_data()
    {
        QTest::addColumn<QString>("san");
        QTest::addColumn<QString>("shown");
        QTest::newRow("piece") << QStringLiteral("Nf3") << QStringLiteral("♘f3");
        QTest::newRow("file b, bishop B") << QStringLiteral("Bxb5+") << QStringLiteral("♗xb5+");
        QTest::newRow("pawn capture on file b")
            << QStringLiteral("axb8=Q#") << QStringLiteral("axb8=♕#");
        QTest::newRow("king promotion") << QStringLiteral("e8=K") << QStringLiteral("e8=♔");
        QTest::newRow("castling") << QStringLiteral("O-O-O") << QStringLiteral("O-O-O");
        QTest::newRow("piece drop") << QStringLiteral("R@d1") << QStringLiteral("♖@d1");
        QTest::newRow("pawn drop keeps its letter")
            << QStringLiteral("P@e4") << QStringLiteral("P@e4");
    }
    void figurineMoves()
    {
        QFETCH(QString, san);
        QFETCH(QString, shown);
        QCOMPARE(QString::fromStdString(figurineSan(san.toStdString())), shown);
    }

    void bitboardDump()
    {
        const std::string text = bitboardText(bb(Square::A1) | bb(Square::H8) | bb(Square::E4));
        QCOMPARE(text, std::string(".......1\n........\n........\n........\n....1...\n"
                                   "........\n........\n1.......\n"));
    }
};

QTEST_APPLESS_MAIN(MoveApiTest)
#include "moveapi_test.moc"
