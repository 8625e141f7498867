// SPDX-License-Identifier: GPL-3.0-or-later
// How a game stands (FIDE Laws of Chess, articles 5 and 9): mate and stalemate, dead
// positions by material, repetitions and the move-count rules, and which of them end the
// game by themselves and which only give a claim.

#include "chess/fen.h"
#include "chess/movegen.h"
#include "chess/notation.h"
#include "chess/position.h"
#include "chess/status.h"

#include <QTest>

using namespace kibitz::chess;

Q_DECLARE_METATYPE(kibitz::chess::Termination)

namespace {

// Parses fen into a new Position called var, or fails the test function.
#define PARSE_OR_FAIL(var, fen)                                                                    \
    const auto var##Parsed = positionFromFen((fen).toStdString());                                 \
    QVERIFY2(var##Parsed.hasValue(), var##Parsed ? "" : var##Parsed.error().toString().c_str());   \
    Position var = *var##Parsed

const QString Start = QString::fromLatin1(StartFen.data(), StartFen.size());

} // namespace

class StatusTest : public QObject {
    Q_OBJECT

private slots:
    void gameEnd_data();
    void gameEnd();
    void material_data();
    void material();
    void repetition_data();
    void repetition();
    void moveCounters_data();
    void moveCounters();
    void terminationNames();
    void endingWords_data();
    void endingWords();
};

// ---------------------------------------------------------------------------------------

void StatusTest::gameEnd_data()
{
    QTest::addColumn<QString>("fen");
    QTest::addColumn<QString>("moves"); // SAN, played from fen
    QTest::addColumn<Termination>("termination");
    QTest::addColumn<QString>("result");

    QTest::newRow("fool's mate") << Start << "f3 e5 g4 Qh4#" << Termination::Checkmate << "0-1";
    QTest::newRow("scholar's mate")
        << Start << "e4 e5 Bc4 Nc6 Qh5 Nf6 Qxf7#" << Termination::Checkmate << "1-0";
    QTest::newRow("back rank mate") << "6k1/5ppp/8/8/8/8/8/R5K1 w - - 0 1"
                                    << "Ra8#" << Termination::Checkmate << "1-0";
    QTest::newRow("stalemate") << "7k/5Q2/6K1/8/8/8/8/8 b - - 0 1"
                               << "" << Termination::Stalemate << "1/2-1/2";
    QTest::newRow("stalemate by a move") << "7k/8/8/6K1/8/8/8/5Q2 w - - 0 1"
                                         << "Qf7" << Termination::Stalemate << "1/2-1/2";
    QTest::newRow("check, not mate") << Start << "e4 f6 Qh5+" << Termination::None << "*";
    QTest::newRow("game goes on") << Start << "e4 e5" << Termination::None << "*";
    QTest::newRow("dead after capture") << "8/8/8/4k3/8/8/4q3/4K3 w - - 0 1"
                                        << "Kxe2" << Termination::InsufficientMaterial << "1/2-1/2";
}

void StatusTest::gameEnd()
{
    QFETCH(QString, fen);
    QFETCH(QString, moves);
    QFETCH(Termination, termination);
    QFETCH(QString, result);
    PARSE_OR_FAIL(pos, fen);
    for (const QString& san : moves.split(u' ', Qt::SkipEmptyParts)) {
        const auto m = parseSan(pos, san.toStdString());
        QVERIFY2(m.hasValue(), qPrintable(san));
        pos.play(*m);
    }
    const GameStatus status = gameStatus(pos);
    QCOMPARE(status.termination, termination);
    QCOMPARE(QString::fromStdString(status.result()), result);
    QCOMPARE(status.isOver(), termination != Termination::None);
    if (termination == Termination::Checkmate) {
        QVERIFY(status.winner.has_value());
        QCOMPARE(*status.winner, ~pos.sideToMove());
        QVERIFY(pos.isCheck());
    } else {
        QVERIFY(!status.winner.has_value());
    }
    QCOMPARE(hasLegalMove(pos),
             termination != Termination::Checkmate && termination != Termination::Stalemate);
}

// ---------------------------------------------------------------------------------------
// Material

void StatusTest::material_data()
{
    QTest::addColumn<QString>("fen");
    QTest::addColumn<bool>("whiteInsufficient"); // hasInsufficientMaterial(pos, White)
    QTest::addColumn<bool>("blackInsufficient");
    QTest::addColumn<bool>("dead");         // isDeadByMaterial
    QTest::addColumn<bool>("noForcedMate"); // noForcedMatePossible

    QTest::newRow("KvK") << "8/8/8/4k3/8/8/8/4K3 w - - 0 1" << true << true << true << true;
    QTest::newRow("KNvK") << "8/8/8/4k3/8/8/8/4KN2 w - - 0 1" << true << true << true << true;
    QTest::newRow("KvKN") << "8/8/8/4k3/8/8/8/4K1n1 w - - 0 1" << true << true << true << true;
    QTest::newRow("KBvK") << "8/8/8/4k3/8/8/8/2B1K3 w - - 0 1" << true << true << true << true;
    // c1 and f8 are both dark squares.
    QTest::newRow("KBvKB same colour")
        << "5b2/8/8/4k3/8/8/8/2B1K3 w - - 0 1" << true << true << true << true;
    QTest::newRow("KBBvK same colour")
        << "8/8/8/4k3/8/4B3/8/2B1K3 w - - 0 1" << true << true << true << true;
    // c1 dark, c8 light: with the other bishop as a blocker either side can be mated.
    QTest::newRow("KBvKB opposite colours")
        << "2b5/8/8/4k3/8/8/8/2B1K3 w - - 0 1" << false << false << false << true;
    QTest::newRow("KNNvK") << "8/8/8/4k3/8/8/8/3NKN2 w - - 0 1" << false << true << false << true;
    QTest::newRow("KBNvK") << "8/8/8/4k3/8/8/8/3BKN2 w - - 0 1" << false << true << false << false;
    QTest::newRow("KBBvK opposite colours")
        << "8/8/8/4k3/8/8/8/2BBK3 w - - 0 1" << false << true << false << false;
    // A lone knight cannot mate a king whose only company is a queen.
    QTest::newRow("KNvKQ") << "8/8/8/4k3/3q4/8/8/4KN2 w - - 0 1" << true << false << false << false;
    QTest::newRow("KNvKR") << "8/8/8/4k3/3r4/8/8/4KN2 w - - 0 1" << false << false << false
                           << false;
    QTest::newRow("KBvKN") << "8/8/8/4k3/8/8/8/2B1Kn2 w - - 0 1" << false << false << false << true;
    QTest::newRow("KPvK") << "8/8/8/4k3/8/8/4P3/4K3 w - - 0 1" << false << true << false << false;
    QTest::newRow("KRvK") << "8/8/8/4k3/8/8/8/R3K3 w - - 0 1" << false << true << false << false;
    QTest::newRow("KQvK") << "8/8/8/4k3/8/8/8/3QK3 w - - 0 1" << false << true << false << false;
    QTest::newRow("start") << Start << false << false << false << false;
}

void StatusTest::material()
{
    QFETCH(QString, fen);
    QFETCH(bool, whiteInsufficient);
    QFETCH(bool, blackInsufficient);
    QFETCH(bool, dead);
    QFETCH(bool, noForcedMate);
    PARSE_OR_FAIL(pos, fen);
    QCOMPARE(hasInsufficientMaterial(pos, Color::White), whiteInsufficient);
    QCOMPARE(hasInsufficientMaterial(pos, Color::Black), blackInsufficient);
    QCOMPARE(isDeadByMaterial(pos), dead);
    QCOMPARE(noForcedMatePossible(pos), noForcedMate);
    QCOMPARE(gameStatus(pos).termination,
             dead ? Termination::InsufficientMaterial : Termination::None);
}

// ---------------------------------------------------------------------------------------
// Repetitions

void StatusTest::repetition_data()
{
    QTest::addColumn<QString>("fen");
    QTest::addColumn<QString>("moves");
    QTest::addColumn<int>("repetitions");
    QTest::addColumn<bool>("claim");
    QTest::addColumn<Termination>("termination");

    const QString shuffle = "Nf3 Nf6 Ng1 Ng8";
    QTest::newRow("once") << Start << "Nf3 Nf6" << 1 << false << Termination::None;
    QTest::newRow("twice") << Start << shuffle << 2 << false << Termination::None;
    QTest::newRow("threefold") << Start << shuffle + " " + shuffle << 3 << true
                               << Termination::None;
    QTest::newRow("threefold, then a move")
        << Start << shuffle + " " + shuffle + " Nf3" << 3 << true << Termination::None;
    QTest::newRow("fourfold") << Start << QStringList(3, shuffle).join(u' ') << 4 << true
                              << Termination::None;
    QTest::newRow("fivefold") << Start << QStringList(4, shuffle).join(u' ') << 5 << true
                              << Termination::FivefoldRepetition;
    // The same placement with the other side to move is another position: the white king
    // loses a move on the triangle e1-d1-d2.
    const QString kings = "8/8/8/4k3/8/8/8/R3K3 w - - 0 1";
    QTest::newRow("other side to move")
        << kings << "Kd1 Ke4 Kd2 Ke5 Ke1" << 1 << false << Termination::None;
    QTest::newRow("kings shuffle")
        << kings << "Kd1 Kd5 Ke1 Ke5 Kd1 Kd5 Ke1 Ke5" << 3 << true << Termination::None;
    // Castling rights differ: after Ke2-e1 the king has lost them (FIDE 9.2.3).
    QTest::newRow("castling rights lost")
        << Start << "e4 e5 Ke2 Ke7 Ke1 Ke8 Ke2 Ke7 Ke1 Ke8" << 2 << false << Termination::None;
    // FIDE 9.2.3.1: an en passant square counts only when the capture is possible. After
    // 1...d5 the e5 pawn is pinned by the e8 rook, so exd6 is illegal and the position after
    // 1...d5 is the one that stands again after 3...Ng8 and 5...Ng8.
    QTest::newRow("en passant that cannot be taken")
        << "4r1nk/3p4/8/4P3/8/8/8/1N2K3 b - - 0 1"
        << "d5 Nc3 Nf6 Nb1 Ng8 Nc3 Nf6 Nb1 Ng8" << 3 << true << Termination::None;
    // Counting starts again after a pawn move.
    QTest::newRow("after a pawn move")
        << Start << shuffle + " e4 e5 " + shuffle << 2 << false << Termination::None;
}

void StatusTest::repetition()
{
    QFETCH(QString, fen);
    QFETCH(QString, moves);
    QFETCH(int, repetitions);
    QFETCH(bool, claim);
    QFETCH(Termination, termination);

    PARSE_OR_FAIL(pos, fen);
    History history(pos);
    for (const QString& san : moves.split(u' ', Qt::SkipEmptyParts)) {
        const auto m = parseSan(pos, san.toStdString());
        QVERIFY2(m.hasValue(), qPrintable(san));
        pos.play(*m);
        history.push(pos);
    }
    QCOMPARE(history.repetitions(pos), repetitions);
    const GameStatus status = gameStatus(pos, &history);
    QCOMPARE(status.repetitions, repetitions);
    QCOMPARE(status.canClaimThreefold, claim);
    QCOMPARE(status.termination, termination);
    QCOMPARE(QString::fromStdString(status.result()),
             termination == Termination::None ? QStringLiteral("*") : QStringLiteral("1/2-1/2"));

    // Taking the last move back and counting again.
    if (history.size() > 1) {
        history.pop();
        QCOMPARE(history.size(), std::size_t(moves.split(u' ', Qt::SkipEmptyParts).size()));
    }
}

// ---------------------------------------------------------------------------------------
// Fifty and seventy-five moves (FIDE 9.3 and 9.6.2)

void StatusTest::moveCounters_data()
{
    QTest::addColumn<QString>("fen");
    QTest::addColumn<QString>("moves");
    QTest::addColumn<bool>("claim");
    QTest::addColumn<Termination>("termination");

    const QString board = "r3k3/8/8/8/8/8/8/4K2R ";
    QTest::newRow("halfmove 99") << board + "w - - 99 80"
                                 << "" << false << Termination::None;
    QTest::newRow("halfmove 100") << board + "w - - 100 80"
                                  << "" << true << Termination::None;
    QTest::newRow("reaches 100") << board + "w - - 99 80"
                                 << "Rh2" << true << Termination::None;
    QTest::newRow("capture resets") << "r3k3/8/8/8/8/8/8/3rK2R w - - 99 80"
                                    << "Kxd1" << false << Termination::None;
    QTest::newRow("pawn move resets") << "r3k3/8/8/8/8/8/4P3/4K2R w - - 99 80"
                                      << "e4" << false << Termination::None;
    QTest::newRow("halfmove 149") << board + "b - - 149 100"
                                  << "" << true << Termination::None;
    QTest::newRow("halfmove 150") << board + "w - - 150 100"
                                  << "" << true << Termination::SeventyFiveMoves;
    QTest::newRow("reaches 150") << board + "b - - 149 100"
                                 << "Ra1+" << true << Termination::SeventyFiveMoves;
    // Mate on the move that completes seventy-five moves stands (FIDE 9.6.2).
    QTest::newRow("checkmate at 150") << "R5k1/5ppp/8/8/8/8/8/6K1 b - - 150 100"
                                      << "" << true << Termination::Checkmate;
    QTest::newRow("mate reaches 150") << "6k1/5ppp/8/8/8/8/8/R5K1 w - - 149 100"
                                      << "Ra8#" << true << Termination::Checkmate;
    QTest::newRow("stalemate at 150") << "7k/5Q2/6K1/8/8/8/8/8 b - - 150 100"
                                      << "" << true << Termination::Stalemate;
}

void StatusTest::moveCounters()
{
    QFETCH(QString, fen);
    QFETCH(QString, moves);
    QFETCH(bool, claim);
    QFETCH(Termination, termination);
    PARSE_OR_FAIL(pos, fen);
    for (const QString& san : moves.split(u' ', Qt::SkipEmptyParts)) {
        const auto m = parseSan(pos, san.toStdString());
        QVERIFY2(m.hasValue(), qPrintable(san));
        pos.play(*m);
    }
    const GameStatus status = gameStatus(pos);
    QCOMPARE(status.canClaimFiftyMoves, claim);
    QCOMPARE(status.termination, termination);
}

void StatusTest::terminationNames()
{
    QCOMPARE(QString::fromLatin1(terminationName(Termination::None)), QStringLiteral("none"));
    QCOMPARE(QString::fromLatin1(terminationName(Termination::Checkmate)),
             QStringLiteral("checkmate"));
    QCOMPARE(QString::fromLatin1(terminationName(Termination::Stalemate)),
             QStringLiteral("stalemate"));
    QCOMPARE(QString::fromLatin1(terminationName(Termination::FivefoldRepetition)),
             QStringLiteral("fivefold repetition"));
}

// The end of a game in words, variant by variant: the one place the status bar, the game
// session, the board's spoken description and the trainers take them from.
void StatusTest::endingWords_data()
{
    QTest::addColumn<QString>("fen");
    QTest::addColumn<int>("variant");
    QTest::addColumn<QString>("moves"); // SAN, played from fen
    QTest::addColumn<QString>("text");
    QTest::addColumn<QString>("name");
    const int standard = int(Variant::Standard);
    QTest::newRow("game on") << Start << standard << "e4"
                             << ""
                             << "";
    QTest::newRow("mate") << "4k3/8/4K3/8/8/8/8/7R w - - 0 1" << standard << "Rh8#"
                          << "Checkmate. White wins."
                          << "checkmate";
    QTest::newRow("mate by black") << Start << standard << "f3 e5 g4 Qh4#"
                                   << "Checkmate. Black wins."
                                   << "checkmate";
    QTest::newRow("stalemate") << "7k/5Q2/6K1/8/8/8/8/8 b - - 0 1" << standard << ""
                               << "Stalemate. Draw."
                               << "stalemate";
    QTest::newRow("dead position") << "8/8/8/4k3/8/8/4K3/8 w - - 0 1" << standard << ""
                                   << "Neither side can checkmate. Draw."
                                   << "insufficient material";
    QTest::newRow("seventy-five moves")
        << "7k/8/8/8/8/8/R7/K7 w - - 150 100" << standard << ""
        << "Seventy-five moves without a capture or a pawn move. Draw."
        << "seventy-five moves";
    QTest::newRow("king of the hill")
        << "4k3/8/8/8/8/4K3/8/8 w - - 0 1" << int(Variant::KingOfTheHill) << "Ke4"
        << "King on the hill. White wins."
        << "king on the hill";
    QTest::newRow("third check") << "4k3/8/8/8/8/8/8/R3K3 w - - 1+3 0 1" << int(Variant::ThreeCheck)
                                 << "Ra8+"
                                 << "Third check. White wins."
                                 << "third check";
    QTest::newRow("atomic") << "4k3/4p3/8/8/8/8/8/4R1K1 w - - 0 1" << int(Variant::Atomic) << "Rxe7"
                            << "King exploded. White wins."
                            << "king exploded";
    QTest::newRow("antichess: out of men")
        << "8/8/8/8/8/8/1p6/R7 b - - 0 1" << int(Variant::Antichess) << "bxa1=Q"
        << "No move left. White wins."
        << "no move left";
    // Blocked, with men left: no "stalemate" here, the side that cannot move has won.
    QTest::newRow("antichess: no move")
        << "8/8/8/8/8/p7/P7/8 w - - 0 1" << int(Variant::Antichess) << ""
        << "No move left. White wins."
        << "no move left";
    QTest::newRow("suicide: no move, as many men")
        << "8/8/8/8/8/p7/P7/8 w - - 0 1" << int(Variant::Suicide) << ""
        << "No move left, as many men. Draw."
        << "no move left";
    QTest::newRow("racing kings") << "K7/8/8/8/8/8/8/7k b - - 0 1" << int(Variant::RacingKings)
                                  << ""
                                  << "King home. White wins."
                                  << "king home";
    QTest::newRow("racing kings: both home")
        << "K6k/8/8/8/8/8/8/8 w - - 0 1" << int(Variant::RacingKings) << ""
        << "Both kings home. Draw."
        << "king home";
    QTest::newRow("horde") << "4k3/8/8/8/8/8/8/8 w - - 0 1" << int(Variant::Horde) << ""
                           << "All men captured. Black wins."
                           << "all men captured";
}

void StatusTest::endingWords()
{
    QFETCH(QString, fen);
    QFETCH(int, variant);
    QFETCH(QString, moves);
    QFETCH(QString, text);
    QFETCH(QString, name);
    const auto parsed = positionFromFen(fen.toStdString(), Variant(variant));
    QVERIFY2(parsed, parsed ? "" : parsed.error().toString().c_str());
    Position pos = *parsed;
    for (const QString& san : moves.split(u' ', Qt::SkipEmptyParts)) {
        const auto m = parseSan(pos, san.toStdString());
        QVERIFY2(m, qPrintable(san));
        pos.play(*m);
    }
    const GameStatus status = gameStatus(pos);
    QCOMPARE(QString::fromLatin1(endingText(pos, status)), text);
    QCOMPARE(QString::fromLatin1(endingName(pos, status)), name);
}

QTEST_APPLESS_MAIN(StatusTest)
#include "status_test.moc"
