// SPDX-License-Identifier: GPL-3.0-or-later
// Variants on the board and in the game: a piece dragged or clicked from Crazyhouse's pocket
// becomes a drop (N@f3) in the game document; only legal drops and the side to move's
// pocket are taken; a variant's own win (a king on the hill, a third check, an exploded
// king) writes the result, in the document and in a game played through GameSession.
#include "board/boardview.h"
#include "model/gamedocument.h"
#include "play/gamesession.h"

#include "chess/fen.h"
#include "chess/notation.h"
#include "chess/variant.h"

#include <QSignalSpy>
#include <QtTest>

using kibitz::chess::Color;
using kibitz::chess::PieceType;
using kibitz::chess::Square;
using kibitz::chess::Variant;
using kibitz::model::GameDocument;
using kibitz::ui::BoardView;
namespace chess = kibitz::chess;

namespace {

// White has a knight and a pawn in hand, Black a bishop; White to move.
constexpr std::string_view PocketFen =
    "r1bqk1nr/pppp1ppp/2n5/2b1p3/2B1P3/8/PPPP1PPP/RNBQK1NR[NPb] w KQkq - 0 5";

Square sq(const char* name)
{
    return chess::parseSquare(name);
}

// A board showing a document's position, its requests played into the document, as the
// main window wires them.
class Fixture {
public:
    explicit Fixture(std::string_view fen, Variant variant)
    {
        document.newGame(*chess::positionFromFen(fen, variant));
        view.resize(540, 480);
        view.setPosition(document.position());
        QObject::connect(&view, &BoardView::moveRequested,
                         [this](Square from, Square to, PieceType promotion) {
                             ++requests;
                             if (document.requestMove(from, to, promotion))
                                 view.setPosition(document.position());
                         });
        view.show();
        QVERIFY(QTest::qWaitForWindowExposed(&view));
    }
    QPoint at(const char* name) const { return view.squareRect(sq(name)).center(); }
    QPoint pocket(Color c, PieceType t) const { return view.pocketRect(c, t).center(); }
    void drag(QPoint a, QPoint b)
    {
        QTest::mousePress(&view, Qt::LeftButton, {}, a);
        for (int i = 1; i <= 4; ++i) QTest::mouseMove(&view, a + (b - a) * i / 4);
        QTest::mouseRelease(&view, Qt::LeftButton, {}, b);
    }
    QString lastSan() const { return QString::fromStdString(document.currentNode()->san()); }

    GameDocument document;
    BoardView view;
    int requests = 0;
};

} // namespace

class VariantBoardTest : public QObject {
    Q_OBJECT

private slots:
    void pocketsBesideTheBoard()
    {
        Fixture f(PocketFen, Variant::Crazyhouse);
        QVERIFY(f.view.hasSideColumn());
        const QRect board = f.view.boardRect();
        for (Color c : {Color::White, Color::Black})
            for (PieceType t : {PieceType::Pawn, PieceType::Knight, PieceType::Bishop,
                                PieceType::Rook, PieceType::Queen}) {
                const QRect cell = f.view.pocketRect(c, t);
                QVERIFY(!cell.isEmpty());
                QVERIFY(cell.left() > board.right()); // beside, not on, the board
                QVERIFY(f.view.rect().contains(cell));
            }
        // White at the bottom: its pocket in the lower half.
        QVERIFY(f.view.pocketRect(Color::White, PieceType::Pawn).top() > board.center().y());
        QVERIFY(f.view.pocketRect(Color::Black, PieceType::Pawn).bottom() < board.center().y());
        f.view.setFlipped(true);
        QVERIFY(f.view.pocketRect(Color::White, PieceType::Pawn).bottom() < board.center().y());
        // Standard chess has no column.
        f.view.setPosition(chess::Position());
        QVERIFY(!f.view.hasSideColumn());
        QVERIFY(f.view.pocketRect(Color::White, PieceType::Pawn).isEmpty());
    }

    void dragFromThePocketDrops()
    {
        Fixture f(PocketFen, Variant::Crazyhouse);
        f.drag(f.pocket(Color::White, PieceType::Knight), f.at("f3"));
        QCOMPARE(f.requests, 1);
        QCOMPARE(f.lastSan(), QStringLiteral("N@f3"));
        QCOMPARE(f.document.currentNode()->move(), chess::Move::drop(PieceType::Knight, sq("f3")));
        QCOMPARE(f.document.position().pocketCount(Color::White, PieceType::Knight), 0);
        QCOMPARE(f.document.position().pieceOn(sq("f3")),
                 chess::makePiece(Color::White, PieceType::Knight));
    }

    void clickPocketThenSquareDrops()
    {
        Fixture f(PocketFen, Variant::Crazyhouse);
        QTest::mouseClick(&f.view, Qt::LeftButton, {}, f.pocket(Color::White, PieceType::Knight));
        QCOMPARE(f.view.selectedDrop(), PieceType::Knight);
        // Every empty square is a target for a knight.
        QCOMPARE(int(f.view.targets().size()), 64 - 32); // 32 pieces on the board
        QTest::mouseClick(&f.view, Qt::LeftButton, {}, f.at("f3"));
        QCOMPARE(f.lastSan(), QStringLiteral("N@f3"));
        QCOMPARE(f.view.selectedDrop(), PieceType::None);
    }

    // Without a mouse: N takes the knight from the pocket, Enter drops it on the focus square.
    void keyboardDrops()
    {
        Fixture f(PocketFen, Variant::Crazyhouse);
        f.view.setFocus();
        f.view.setFocusSquare(sq("f3"));
        QTest::keyClick(&f.view, Qt::Key_N);
        QCOMPARE(f.view.selectedDrop(), PieceType::Knight);
        QTest::keyClick(&f.view, Qt::Key_Return);
        QCOMPARE(f.lastSan(), QStringLiteral("N@f3"));
    }

    void onlyLegalDropsAreTaken()
    {
        Fixture f(PocketFen, Variant::Crazyhouse);
        // Onto an occupied square: back into the pocket, nothing asked.
        f.drag(f.pocket(Color::White, PieceType::Knight), f.at("e4"));
        QCOMPARE(f.requests, 0);
        QVERIFY(f.document.currentNode()->isRoot());
        // A pawn never goes onto the first or last rank.
        QTest::mouseClick(&f.view, Qt::LeftButton, {}, f.pocket(Color::White, PieceType::Pawn));
        QCOMPARE(f.view.selectedDrop(), PieceType::Pawn);
        for (Square s : f.view.targets()) QVERIFY(chess::rankOf(s) != 0 && chess::rankOf(s) != 7);
        QTest::mouseClick(&f.view, Qt::LeftButton, {}, f.at("h8"));
        QCOMPARE(f.requests, 0);
        // Black's bishop cannot be picked up on White's turn, nor an empty pocket cell.
        QTest::mouseClick(&f.view, Qt::LeftButton, {}, f.pocket(Color::Black, PieceType::Bishop));
        QCOMPARE(f.view.selectedDrop(), PieceType::None);
        QTest::mouseClick(&f.view, Qt::LeftButton, {}, f.pocket(Color::White, PieceType::Queen));
        QCOMPARE(f.view.selectedDrop(), PieceType::None);
        QVERIFY(f.document.currentNode()->isRoot());
    }

    // Antichess: the picker has a fifth cell, the king, and it makes b8=K.
    void antichessPromotesToAKing()
    {
        Fixture f("8/1P6/8/8/8/8/8/k7 w - - 0 1", Variant::Antichess);
        f.drag(f.at("b7"), f.at("b8"));
        QVERIFY(f.view.isPromotionPickerOpen());
        const QRect king = f.view.kingPromotionRect();
        QVERIFY(!king.isEmpty());
        QTest::mouseClick(&f.view, Qt::LeftButton, {}, king.center());
        QCOMPARE(f.lastSan(), QStringLiteral("b8=K"));
        // Standard chess has no such cell.
        Fixture g("8/1P6/8/8/8/8/8/k6K w - - 0 1", Variant::Standard);
        g.drag(g.at("b7"), g.at("b8"));
        QVERIFY(g.view.isPromotionPickerOpen());
        QVERIFY(g.view.kingPromotionRect().isEmpty());
    }

    void atomicCaptureExplodes()
    {
        // 1. Nxd7: the knight takes on d7 and the blast clears the squares around it.
        Fixture f("rnbqkbnr/pppppppp/8/8/8/5N2/PPPPPPPP/RNBQKB1R w KQkq - 0 1", Variant::Atomic);
        f.document.requestMove(sq("f3"), sq("g5"));
        f.view.setPosition(f.document.position());
        f.view.setLastMove(sq("f3"), sq("g5"));
        QVERIFY(f.view.explosion().empty()); // a quiet move
        f.document.requestMove(sq("e7"), sq("e6"));
        f.document.requestMove(sq("g5"), sq("f7"));
        f.view.setPosition(f.document.position());
        f.view.setLastMove(sq("g5"), sq("f7"));
        QCOMPARE(int(f.view.explosion().size()), 9);
        QTRY_VERIFY_WITH_TIMEOUT(f.view.explosion().empty(), 3000); // brief
    }

    // The document writes the result when a move ends the game by the variant's rule.
    void variantEndSetsTheResult_data()
    {
        QTest::addColumn<QString>("fen");
        QTest::addColumn<int>("variant");
        QTest::addColumn<QString>("move");
        QTest::addColumn<QString>("result");
        QTest::newRow("king of the hill")
            << "4k3/8/8/8/8/4K3/8/8 w - - 0 1" << int(Variant::KingOfTheHill) << "Ke4"
            << "1-0";
        QTest::newRow("third check")
            << "4k3/8/8/8/8/8/8/R3K3 w - - 1+3 0 1" << int(Variant::ThreeCheck) << "Ra8+"
            << "1-0";
        QTest::newRow("atomic king blown up")
            << "4k3/4p3/8/8/8/8/8/4R1K1 w - - 0 1" << int(Variant::Atomic) << "Rxe7"
            << "1-0";
        // White has nothing left: in Antichess that is White's win.
        QTest::newRow("antichess: out of pieces wins")
            << "8/8/8/8/8/8/1p6/R7 b - - 0 1" << int(Variant::Antichess) << "bxa1=Q"
            << "1-0";
    }
    void variantEndSetsTheResult()
    {
        QFETCH(QString, fen);
        QFETCH(int, variant);
        QFETCH(QString, move);
        QFETCH(QString, result);
        GameDocument doc;
        const auto start = chess::positionFromFen(fen.toStdString(), Variant(variant));
        QVERIFY2(start, start ? "" : start.error().toString().c_str());
        doc.newGame(*start);
        const auto m = chess::parseMove(doc.position(), move.toStdString());
        QVERIFY(m);
        QVERIFY(doc.playMove(*m));
        QCOMPARE(QString::fromStdString(doc.game().headers().value("Result")), result);
    }

    // A game played through the session: the variant's win ends it with the result.
    void sessionEndsOnTheVariantsWin()
    {
        kibitz::play::GameSession s;
        s.setPlayer(Color::White, kibitz::play::Player{QStringLiteral("A"), nullptr});
        s.setPlayer(Color::Black, kibitz::play::Player{QStringLiteral("B"), nullptr});
        s.setStart(
            *chess::positionFromFen("4k3/8/8/8/8/4K3/8/8 w - - 0 1", Variant::KingOfTheHill));
        s.start();
        QTRY_VERIFY(s.isPlaying());
        QSignalSpy over(&s, &kibitz::play::GameSession::gameOver);
        QVERIFY(s.playMove(*chess::parseMove(s.position(), "Kd4")));
        QCOMPARE(over.size(), 1);
        QCOMPARE(s.result(), kibitz::chess::Result::WhiteWins);
        QCOMPARE(QString::fromStdString(s.game().headers().value("Result")), QStringLiteral("1-0"));
        QCOMPARE(QString::fromStdString(s.game().headers().value("Variant")),
                 QStringLiteral("King of the Hill"));
        // Said in the variant's words, as the status bar and the board say it.
        QCOMPARE(s.reason(), QStringLiteral("King on the hill. White wins."));
    }

    // The board's spoken description says how the game ends by the variant's rules: an
    // Antichess side with no move has won, it is not stalemated; a variant's end is no mate.
    void describedEndFollowsTheVariant_data()
    {
        QTest::addColumn<QString>("fen");
        QTest::addColumn<int>("variant");
        QTest::addColumn<QString>("said");
        QTest::addColumn<QString>("notSaid");
        QTest::newRow("antichess, blocked")
            << "8/8/8/8/8/p7/P7/8 w - - 0 1" << int(Variant::Antichess) << "no move left"
            << "stalemate";
        QTest::newRow("antichess, no men")
            << "8/8/8/8/8/8/8/q7 w - - 0 1" << int(Variant::Antichess) << "no move left"
            << "stalemate";
        QTest::newRow("standard stalemate")
            << "7k/5Q2/6K1/8/8/8/8/8 b - - 0 1" << int(Variant::Standard) << "stalemate"
            << "no move left";
        QTest::newRow("three-check, third check")
            << "R3k3/8/8/8/8/8/8/4K3 b - - 0+3 1 1" << int(Variant::ThreeCheck) << "third check"
            << "checkmate";
    }
    void describedEndFollowsTheVariant()
    {
        QFETCH(QString, fen);
        QFETCH(int, variant);
        QFETCH(QString, said);
        QFETCH(QString, notSaid);
        const auto pos = chess::positionFromFen(fen.toStdString(), Variant(variant));
        QVERIFY2(pos, pos ? "" : pos.error().toString().c_str());
        BoardView view;
        view.setPosition(*pos);
        const QString text = view.positionText();
        QVERIFY2(text.contains(said), qPrintable(text));
        QVERIFY2(!text.contains(notSaid), qPrintable(text));
    }
};

QTEST_MAIN(VariantBoardTest)
#include "variantboard_test.moc"
