// SPDX-License-Identifier: GPL-3.0-or-later
// The position editor: pieces placed and moved with real mouse events, the FEN line kept in
// sync both ways, every defect named with OK disabled, and a legal position reaching the
// window as a new game.
#include "dialogs/setupdialog.h"

#include "board/boardview.h"
#include "chess/chess960.h"
#include "chess/epd.h"
#include "chess/fen.h"
#include "chess/notation.h"
#include "chess/variant.h"
#include "dialogs/setupboard.h"
#include "mainwindow/documenttabs.h"
#include "mainwindow/mainwindow.h"
#include "model/gamedocument.h"

#include <QCheckBox>
#include <QClipboard>
#include <QComboBox>
#include <QFile>
#include <QGuiApplication>
#include <QLabel>
#include <QLineEdit>
#include <QMenu>
#include <QPushButton>
#include <QRadioButton>
#include <QSpinBox>
#include <QTabBar>
#include <QTemporaryDir>
#include <QTimer>
#include <QToolButton>
#include <QtTest>

using kibitz::ui::SetupDialog;
namespace chess = kibitz::chess;

namespace {

QPoint at(SetupDialog& d, const char* square)
{
    return d.board()->squareRect(chess::parseSquare(square)).center();
}

void click(SetupDialog& d, const char* square, Qt::MouseButton button = Qt::LeftButton)
{
    QTest::mouseClick(d.board(), button, {}, at(d, square));
}

void place(SetupDialog& d, char piece, const char* square)
{
    d.toolButton(piece)->click();
    click(d, square);
}

void drag(SetupDialog& d, const char* from, const char* to)
{
    const QPoint a = at(d, from);
    const QPoint b = at(d, to);
    QTest::mousePress(d.board(), Qt::LeftButton, {}, a);
    for (int i = 1; i <= 4; ++i) QTest::mouseMove(d.board(), a + (b - a) * i / 4);
    QTest::mouseRelease(d.board(), Qt::LeftButton, {}, b);
}

void typeFen(SetupDialog& d, const QString& fen)
{
    d.fenEdit()->selectAll();
    QTest::keyClicks(d.fenEdit(), fen);
}

QString fen(SetupDialog& d)
{
    return d.fenEdit()->text();
}

QPushButton* button(SetupDialog& d, const char* name)
{
    return d.findChild<QPushButton*>(QLatin1String(name));
}

} // namespace

class SetupDialogTest : public QObject {
    Q_OBJECT

private slots:
    void initTestCase();
    void startsFromTheGivenPosition();
    void placePiecesByClicks();
    void dragMovesAndRightClickClears();
    void castlingAndEnPassantControls();
    void fenFieldSetsEverything();
    void invalidPositionsAreNamed_data();
    void invalidPositionsAreNamed();
    void validFenIsAccepted();
    void windowStartsNewGameFromSetup();
    void transformsAndChess960();
    void setUpAgainReusesTheTab();
    void variants();
    void epdWrittenWithOperations_data();
    void epdWrittenWithOperations();
    void epdPastedOrTypedIsRead();
    void epdAppendedToFile();
};

void SetupDialogTest::initTestCase()
{
    QStandardPaths::setTestModeEnabled(true);
}

void SetupDialogTest::startsFromTheGivenPosition()
{
    const auto pos =
        chess::positionFromFen("r1bqkbnr/pppp1ppp/2n5/4p3/4P3/5N2/PPPP1PPP/RNBQKB1R w KQkq - 2 3");
    QVERIFY(pos);
    SetupDialog d(*pos);
    QCOMPARE(fen(d), QString::fromStdString(chess::toFen(*pos)));
    QCOMPARE(d.board()->pieces()[std::size_t(chess::parseSquare("c6"))], 'n');
    QVERIFY(d.problems().isEmpty());
    QVERIFY(d.okButton()->isEnabled());
    QVERIFY(d.castlingBox(chess::Color::Black, chess::CastlingSide::Queen)->isChecked());
    QVERIFY(d.sideToMoveButton(chess::Color::White)->isChecked());
}

void SetupDialogTest::placePiecesByClicks()
{
    SetupDialog d(chess::Position::startPosition());
    d.show();
    QVERIFY(QTest::qWaitForWindowExposed(&d));
    button(d, "clearBoard")->click();
    QCOMPARE(fen(d), QStringLiteral("8/8/8/8/8/8/8/8 w - - 0 1"));
    QVERIFY(!d.okButton()->isEnabled());
    QVERIFY(d.problems().contains(QStringLiteral("The board is empty.")));

    place(d, 'K', "e1");
    QVERIFY2(d.problems().contains(QStringLiteral("Black has no king.")),
             qPrintable(d.problems().join(QLatin1Char('|'))));
    place(d, 'k', "e8");
    place(d, 'R', "h1");
    place(d, 'p', "d5");
    QCOMPARE(fen(d), QStringLiteral("4k3/8/8/3p4/8/8/8/4K2R w - - 0 1"));
    QVERIFY2(d.problems().isEmpty(), qPrintable(d.problems().join(QLatin1Char('|'))));
    QVERIFY(d.okButton()->isEnabled());

    // The same piece again takes it off; the eraser clears any.
    place(d, 'p', "d5");
    QCOMPARE(fen(d), QStringLiteral("4k3/8/8/8/8/8/8/4K2R w - - 0 1"));
    d.toolButton('.')->click();
    click(d, "h1");
    QCOMPARE(fen(d), QStringLiteral("4k3/8/8/8/8/8/8/4K3 w - - 0 1"));

    // A second white king is named.
    place(d, 'K', "a1");
    QVERIFY(d.problems().contains(QStringLiteral("White has 2 kings; a side has exactly one.")));
    QVERIFY(!d.okButton()->isEnabled());
}

void SetupDialogTest::dragMovesAndRightClickClears()
{
    SetupDialog d(chess::Position::startPosition());
    d.show();
    QVERIFY(QTest::qWaitForWindowExposed(&d));
    drag(d, "e2", "e4");
    QCOMPARE(fen(d), QStringLiteral("rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR w KQkq - 0 1"));
    drag(d, "g8", "f6");
    QVERIFY(fen(d).startsWith(QStringLiteral("rnbqkb1r/pppppppp/5n2/8/4P3/")));
    // A right-click clears a square whatever the tool.
    click(d, "a1", Qt::RightButton);
    QVERIFY(fen(d).contains(QStringLiteral("/1NBQKBNR w")));
    // White still holds the queen-side right, without the rook: named, OK refused.
    QVERIFY2(d.problems().contains(
                 QStringLiteral("White's queen-side castling (O-O-O) needs a rook on a1.")),
             qPrintable(d.problems().join(QLatin1Char('|'))));
    QVERIFY(!d.okButton()->isEnabled());
    d.castlingBox(chess::Color::White, chess::CastlingSide::Queen)->click();
    QVERIFY(fen(d).contains(QStringLiteral(" w Kkq ")));
    QVERIFY(d.okButton()->isEnabled());

    // Flipping the board turns the mouse around with it.
    button(d, "flipBoard")->click();
    QVERIFY(d.board()->isFlipped());
    drag(d, "e4", "e5");
    QCOMPARE(d.board()->pieces()[std::size_t(chess::parseSquare("e5"))], 'P');
}

void SetupDialogTest::castlingAndEnPassantControls()
{
    SetupDialog d(chess::Position::startPosition());
    typeFen(d, QStringLiteral("4k3/8/8/3pP3/8/8/8/R3K2R w - - 0 1"));
    d.castlingBox(chess::Color::White, chess::CastlingSide::King)->click();
    d.castlingBox(chess::Color::White, chess::CastlingSide::Queen)->click();
    QCOMPARE(fen(d), QStringLiteral("4k3/8/8/3pP3/8/8/8/R3K2R w KQ - 0 1"));
    d.enPassantBox()->setCurrentIndex(d.enPassantBox()->findText(QStringLiteral("d6")));
    QCOMPARE(fen(d), QStringLiteral("4k3/8/8/3pP3/8/8/8/R3K2R w KQ d6 0 1"));
    QVERIFY(d.problems().isEmpty());
    // With Black to move, the square moves to the third rank, where no pawn stepped: named.
    d.sideToMoveButton(chess::Color::Black)->click();
    QCOMPARE(fen(d), QStringLiteral("4k3/8/8/3pP3/8/8/8/R3K2R b KQ d3 0 1"));
    QVERIFY2(d.problems().size() == 1
                 && d.problems().front().startsWith(QStringLiteral("The en passant square d3")),
             qPrintable(d.problems().join(QLatin1Char('|'))));
    // Chess960: the king on f1 castles with the rooks where they stand.
    typeFen(d, QStringLiteral("4k3/8/8/8/8/8/8/1R3KR1 w - - 0 1"));
    d.castlingBox(chess::Color::White, chess::CastlingSide::King)->click();
    d.castlingBox(chess::Color::White, chess::CastlingSide::Queen)->click();
    QCOMPARE(fen(d), QStringLiteral("4k3/8/8/8/8/8/8/1R3KR1 w KQ - 0 1"));
    QVERIFY(d.problems().isEmpty());
    QCOMPARE(d.position().castlingRook(chess::Color::White, chess::CastlingSide::Queen),
             chess::parseSquare("b1"));
}

void SetupDialogTest::fenFieldSetsEverything()
{
    SetupDialog d(chess::Position::startPosition());
    typeFen(d, QStringLiteral("r3k2r/8/8/8/4p3/8/3P4/R3K2R b Qk - 7 31"));
    const auto& pieces = d.board()->pieces();
    QCOMPARE(pieces[std::size_t(chess::parseSquare("e4"))], 'p');
    QCOMPARE(pieces[std::size_t(chess::parseSquare("d2"))], 'P');
    QCOMPARE(pieces[std::size_t(chess::parseSquare("e2"))], '.');
    QVERIFY(d.sideToMoveButton(chess::Color::Black)->isChecked());
    QVERIFY(!d.castlingBox(chess::Color::White, chess::CastlingSide::King)->isChecked());
    QVERIFY(d.castlingBox(chess::Color::White, chess::CastlingSide::Queen)->isChecked());
    QVERIFY(d.castlingBox(chess::Color::Black, chess::CastlingSide::King)->isChecked());
    QVERIFY(!d.castlingBox(chess::Color::Black, chess::CastlingSide::Queen)->isChecked());
    QCOMPARE(d.findChildren<QSpinBox*>().size(), 2);
    QVERIFY(d.problems().isEmpty());

    // A FEN that cannot be read says where, and leaves the rest as it was.
    typeFen(d, QStringLiteral("r3k2r/8/8/8/4p3/8/3P4/R3K2R x"));
    QCOMPARE(d.problems().size(), 1);
    QVERIFY2(d.problems().front().startsWith(QStringLiteral("FEN: field 2")),
             qPrintable(d.problems().front()));
    QVERIFY(!d.okButton()->isEnabled());
    QCOMPARE(d.board()->pieces()[std::size_t(chess::parseSquare("e4"))], 'p');
}

void SetupDialogTest::invalidPositionsAreNamed_data()
{
    QTest::addColumn<QString>("fen");
    QTest::addColumn<QString>("problem");
    QTest::newRow("no kings") << "8/8/8/8/8/8/8/4K3 w - - 0 1"
                              << "Black has no king.";
    QTest::newRow("two kings") << "4k3/8/8/8/8/8/8/2K1K3 w - - 0 1"
                               << "White has 2 kings; a side has exactly one.";
    QTest::newRow("nine pawns") << "4k3/pppppppp/p7/8/8/8/8/4K3 w - - 0 1"
                                << "Black has 9 pawns; at most 8 are possible.";
    QTest::newRow("no white king") << "4k3/8/8/8/8/8/8/8 b - - 0 1"
                                   << "White has no king.";
    QTest::newRow("two black kings") << "2k1k3/8/8/8/8/8/8/4K3 w - - 0 1"
                                     << "Black has 2 kings; a side has exactly one.";
    QTest::newRow("seventeen pieces") << "4k3/8/8/8/8/QQQQQQQQ/PPPPPPPP/4K3 w - - 0 1"
                                      << "White has 17 pieces; at most 16 are possible.";
    QTest::newRow("nine white pawns") << "4k3/8/8/8/8/P7/PPPPPPPP/4K3 w - - 0 1"
                                      << "White has 9 pawns; at most 8 are possible.";
    QTest::newRow("side not to move in check, White") << "4k3/8/8/8/8/8/8/r3K3 b - - 0 1"
                                                      << "White is in check, but it is Black to "
                                                         "move.";
    QTest::newRow("pawn on back rank") << "4k2P/8/8/8/8/8/8/4K3 w - - 0 1"
                                       << "A pawn cannot stand on the first or last rank: h8.";
    QTest::newRow("side not to move in check") << "4k3/8/8/8/8/8/8/4R2K w - - 0 1"
                                               << "Black is in check, but it is White to move.";
    QTest::newRow("impossible check") << "4k3/8/8/8/8/3n1n2/8/4K3 w - - 0 1"
                                      << "White is in check in a way no legal move can give.";
    QTest::newRow("castling without rook")
        << "4k3/8/8/8/8/8/8/4K3 w K - 0 1"
        << "White's king-side castling (O-O) needs a rook on h1.";
    QTest::newRow("en passant") << "4k3/8/8/8/8/8/8/4K3 w - e6 0 1"
                                << "The en passant square e6 does not follow a double step of a "
                                   "black pawn.";
}

void SetupDialogTest::invalidPositionsAreNamed()
{
    QFETCH(QString, fen);
    QFETCH(QString, problem);
    SetupDialog d(chess::Position::startPosition());
    typeFen(d, fen);
    QVERIFY2(d.problems().contains(problem), qPrintable(d.problems().join(QLatin1Char('|'))));
    QVERIFY(!d.okButton()->isEnabled());
    QVERIFY(d.findChild<QLabel*>(QStringLiteral("problems"))->text().contains(problem));
    // The editor still shows what was typed.
    QCOMPARE(d.fenEdit()->text(), fen);
}

void SetupDialogTest::validFenIsAccepted()
{
    const QString text = QStringLiteral("8/5k2/8/3K4/8/8/1P6/8 b - - 12 57");
    SetupDialog d(chess::Position::startPosition());
    d.show();
    QVERIFY(QTest::qWaitForWindowExposed(&d));
    typeFen(d, text);
    QVERIFY(d.okButton()->isEnabled());
    d.okButton()->click();
    QCOMPARE(d.result(), int(QDialog::Accepted));
    QCOMPARE(QString::fromStdString(chess::toFen(d.position())), text);
}

void SetupDialogTest::windowStartsNewGameFromSetup()
{
    kibitz::ui::MainWindow w;
    const QString text = QStringLiteral("4k3/8/8/8/8/8/4P3/4K3 w - - 0 1");
    bool seen = false;
    // The dialog is modal: fill it in from the event loop once it is up.
    QTimer::singleShot(0, &w, [&] {
        auto* d = w.findChild<SetupDialog*>();
        if (!d) return;
        seen = true;
        QCOMPARE(d->fenEdit()->text(),
                 QStringLiteral("rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1"));
        typeFen(*d, text);
        d->okButton()->click();
    });
    w.setUpPosition(chess::Position::startPosition());
    QVERIFY(seen);
    QCOMPARE(QString::fromStdString(chess::toFen(w.document()->position())), text);
    QCOMPARE(w.document()->game().headers().value("FEN"), text.toStdString());
    QCOMPARE(w.boardView()->pieces()[std::size_t(chess::parseSquare("d1"))], '.');
}

// Issue 31: setting up a position again (Edit > Set Up Position from a set-up position with no
// moves) reuses its tab instead of opening one more each time; a tab with moves is kept.
void SetupDialogTest::setUpAgainReusesTheTab()
{
    kibitz::ui::MainWindow w;
    w.show();
    QVERIFY(QTest::qWaitForWindowExposed(&w));
    QTabBar* tabs = w.documentTabs()->tabBar();
    const int before = tabs->count();
    auto setUp = [&](const QString& text) {
        QTimer::singleShot(0, &w, [&] {
            if (auto* d = w.findChild<SetupDialog*>()) {
                typeFen(*d, text);
                d->okButton()->click();
            }
        });
        // As Edit > Set Up Position does: from the position shown.
        w.setUpPosition(w.document()->position());
        QCOMPARE(QString::fromStdString(chess::toFen(w.document()->position())), text);
    };
    setUp(QStringLiteral("4k3/8/8/8/8/8/4P3/4K3 w - - 0 1"));
    setUp(QStringLiteral("4k3/8/8/8/8/8/3QP3/4K3 w - - 0 1"));
    setUp(QStringLiteral("4k3/8/8/8/8/8/2RQP3/4K3 w - - 0 1"));
    QCOMPARE(tabs->count(), before);

    // A game with a move in it is the user's: the next set-up gets a tab of its own.
    QVERIFY(w.document()->playMove(*chess::parseUci(w.document()->position(), "e2e4")));
    setUp(QStringLiteral("4k3/8/8/8/8/8/8/4K2R w K - 0 1"));
    QCOMPARE(tabs->count(), before + 1);
}

// Issue 19: the Transform menu mirrors, flips and shifts what is on the board, and sets up a
// Chess960 start by number.
void SetupDialogTest::transformsAndChess960()
{
    SetupDialog d(*chess::positionFromFen("8/8/8/8/8/2k5/8/KQ6 w - - 0 1"));
    auto* tools = d.findChild<QToolButton*>(QStringLiteral("transform"));
    QVERIFY(tools && tools->menu());
    auto action = [&](const QString& text) {
        for (QAction* a : tools->menu()->actions())
            if (a->text() == text) return a;
        return static_cast<QAction*>(nullptr);
    };
    action(QStringLiteral("Flip &Horizontally"))->trigger();
    QCOMPARE(fen(d), QStringLiteral("8/8/8/8/8/5k2/8/6QK w - - 0 1"));
    action(QStringLiteral("&Mirror (Colours Swapped)"))->trigger();
    QCOMPARE(fen(d), QStringLiteral("6qk/8/5K2/8/8/8/8/8 b - - 0 1"));
    action(QStringLiteral("Shift &Up"))->trigger(); // off the board: refused, said so
    QCOMPARE(fen(d), QStringLiteral("6qk/8/5K2/8/8/8/8/8 b - - 0 1"));
    action(QStringLiteral("&Random Chess960 Start"))->trigger();
    QVERIFY(d.problems().isEmpty());
    QVERIFY(d.position().isChess960() || chess::scharnaglNumber(d.position()) == 518);
    QVERIFY(chess::scharnaglNumber(d.position()).has_value());
}

// The variant box: its start position, its FEN with pockets, its own validity rules.
void SetupDialogTest::variants()
{
    SetupDialog d(kibitz::chess::Position{});
    d.variantBox()->setCurrentIndex(int(kibitz::chess::Variant::Crazyhouse));
    QVERIFY(d.problems().isEmpty());
    QCOMPARE(d.position().variant(), kibitz::chess::Variant::Crazyhouse);
    QVERIFY2(fen(d).contains(QStringLiteral("[]")), qPrintable(fen(d)));
    typeFen(d, QStringLiteral("rnbqkbnr/pppp1ppp/8/8/8/8/PPPP1PPP/RNBQKBNR[Pp] w KQkq - 0 3"));
    QVERIFY(d.okButton()->isEnabled());
    QCOMPARE(d.position().pocketCount(kibitz::chess::Color::White, kibitz::chess::PieceType::Pawn),
             1);
    // Horde: White has no king, which only Horde allows.
    d.variantBox()->setCurrentIndex(int(kibitz::chess::Variant::Horde));
    QTest::mouseClick(button(d, "startPosition"), Qt::LeftButton);
    QVERIFY(d.okButton()->isEnabled());
    QCOMPARE(d.position().variant(), kibitz::chess::Variant::Horde);
    QVERIFY(!d.position().hasKing(kibitz::chess::Color::White));
    d.variantBox()->setCurrentIndex(int(kibitz::chess::Variant::Standard));
    QVERIFY(!d.okButton()->isEnabled()); // no white king in chess
}

void SetupDialogTest::epdWrittenWithOperations_data()
{
    QTest::addColumn<QString>("fen");
    QTest::addColumn<QString>("operations");
    QTest::addColumn<bool>("counters");
    QTest::addColumn<QString>("epd"); // empty: nothing to copy, the problem named instead
    const QString start =
        QStringLiteral("rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1");
    // bm and am are a set: sorted, and written in SAN whatever notation was typed.
    QTest::newRow("bm sorted, SAN")
        << start << QStringLiteral("id \"start\"; bm e2e4 Nf3 d4;") << false
        << QStringLiteral("rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR "
                          "w KQkq - id \"start\"; bm Nf3 d4 e4;");
    QTest::newRow("am and comment")
        << QStringLiteral("4k3/8/8/8/8/8/4P3/4K2R w K - 5 40")
        << QStringLiteral("am Kf1 O-O; c0 \"rook ending\"") << false
        << QStringLiteral("4k3/8/8/8/8/8/4P3/4K2R w K - am Kf1 O-O; c0 \"rook ending\";");
    // Counters only when asked for, then from the spin boxes.
    QTest::newRow("counters") << QStringLiteral("4k3/8/8/8/8/8/4P3/4K2R w K - 5 40")
                              << QStringLiteral("bm e4;") << true
                              << QStringLiteral("4k3/8/8/8/8/8/4P3/4K2R w K - bm e4; hmvc 5; "
                                                "fmvn 40;");
    QTest::newRow("no operations") << start << QString() << false
                                   << QStringLiteral("rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/"
                                                     "RNBQKBNR w KQkq -");
    QTest::newRow("illegal best move") << start << QStringLiteral("bm Ke2;") << false << QString();
    QTest::newRow("unterminated string")
        << start << QStringLiteral("id \"open") << false << QString();
    QTest::newRow("illegal position") << QStringLiteral("4k3/8/8/8/8/8/8/4K2k w - - 0 1")
                                      << QStringLiteral("bm Kd2;") << false << QString();
}

void SetupDialogTest::epdWrittenWithOperations()
{
    QFETCH(QString, fen);
    QFETCH(QString, operations);
    QFETCH(bool, counters);
    QFETCH(QString, epd);
    SetupDialog d(chess::Position::startPosition());
    typeFen(d, fen);
    d.epdOperationsEdit()->selectAll();
    QTest::keyClicks(d.epdOperationsEdit(), operations);
    if (d.epdCountersBox()->isChecked() != counters) d.epdCountersBox()->click();
    QCOMPARE(d.epdLine(), epd);
    QPushButton* copy = button(d, "copyEpd");
    QCOMPARE(copy->isEnabled(), !epd.isEmpty());
    QCOMPARE(button(d, "saveEpd")->isEnabled(), !epd.isEmpty());
    if (epd.isEmpty()) {
        // What is wrong is said where the user looks.
        QVERIFY(!d.epdProblem().isEmpty());
        QVERIFY2(!d.findChild<QLabel*>(QStringLiteral("problems"))->text().isEmpty(),
                 qPrintable(d.epdProblem()));
        return;
    }
    QGuiApplication::clipboard()->clear();
    copy->click();
    QCOMPARE(QGuiApplication::clipboard()->text(), epd);
    // The line reads back as the same position and operations.
    const auto back = chess::parseEpd(epd.toStdString());
    QVERIFY(back);
    QCOMPARE(QString::fromStdString(chess::toEpd(*back)), epd);
}

void SetupDialogTest::epdPastedOrTypedIsRead()
{
    SetupDialog d(chess::Position::startPosition());
    QGuiApplication::clipboard()->setText(
        QStringLiteral("\n4k3/8/8/8/8/8/4P3/4K3 w - - bm e4; c0 \"push\"; hmvc 3; fmvn 40;\n"
                       "8/8/8/8/8/8/8/8 w - - id \"second line\";\n"));
    button(d, "pasteEpd")->click();
    QCOMPARE(d.board()->pieces()[std::size_t(chess::parseSquare("e2"))], 'P');
    QCOMPARE(d.board()->pieces()[std::size_t(chess::parseSquare("e1"))], 'K');
    QCOMPARE(fen(d), QStringLiteral("4k3/8/8/8/8/8/4P3/4K3 w - - 3 40"));
    QCOMPARE(d.epdOperationsEdit()->text(), QStringLiteral("bm e4; c0 \"push\";"));
    QVERIFY(d.epdCountersBox()->isChecked());
    QVERIFY(d.okButton()->isEnabled());
    QCOMPARE(d.epdLine(),
             QStringLiteral("4k3/8/8/8/8/8/4P3/4K3 w - - bm e4; c0 \"push\"; hmvc 3; fmvn 40;"));

    // Typed (or pasted) into the FEN field, an EPD line is read there too.
    typeFen(d, QStringLiteral("r1bq2rk/pp3pbp/2p1p1pQ/7P/3P4/2PB1N2/PP3PPR/2KR4 w - - bm Qxh7+; "
                              "id \"WAC.004\";"));
    QCOMPARE(d.board()->pieces()[std::size_t(chess::parseSquare("h6"))], 'Q');
    QCOMPARE(d.epdOperationsEdit()->text(), QStringLiteral("bm Qxh7+; id \"WAC.004\";"));
    QVERIFY(!d.epdCountersBox()->isChecked());
    QVERIFY(d.problems().isEmpty());

    // An illegal position from EPD is shown with its defects named, not refused.
    QGuiApplication::clipboard()->setText(QStringLiteral("4k3/8/8/8/8/8/8/4K2k w - - id \"x\";"));
    button(d, "pasteEpd")->click();
    QCOMPARE(d.board()->pieces()[std::size_t(chess::parseSquare("h1"))], 'k');
    QVERIFY(d.problems().contains(QStringLiteral("Black has 2 kings; a side has exactly one.")));
    QVERIFY(!button(d, "copyEpd")->isEnabled());

    // Text that is neither leaves the position as it was and says so.
    QGuiApplication::clipboard()->setText(QStringLiteral("hello world"));
    button(d, "pasteEpd")->click();
    QCOMPARE(d.board()->pieces()[std::size_t(chess::parseSquare("h1"))], 'k');
    QVERIFY(d.findChild<QLabel*>(QStringLiteral("problems"))
                ->text()
                .startsWith(QStringLiteral("Not read: EPD")));
}

void SetupDialogTest::epdAppendedToFile()
{
    QTemporaryDir dir;
    QVERIFY(dir.isValid());
    const QString path = dir.filePath(QStringLiteral("mine.epd"));
    {
        // A suite the user has, its last line without a newline.
        QFile f(path);
        QVERIFY(f.open(QIODevice::WriteOnly));
        f.write("8/8/8/8/8/8/8/K6k w - - id \"mine\";");
    }
    SetupDialog d(chess::Position::startPosition());
    d.epdOperationsEdit()->setText(QStringLiteral("bm e4;"));
    QCOMPARE(d.appendEpdToFile(path), std::nullopt);
    typeFen(d, QStringLiteral("4k3/8/8/8/8/8/4P3/4K3 b - - 0 1"));
    d.epdOperationsEdit()->clear();
    QCOMPARE(d.appendEpdToFile(path), std::nullopt);
    QFile f(path);
    QVERIFY(f.open(QIODevice::ReadOnly));
    QCOMPARE(f.readAll(), QByteArray("8/8/8/8/8/8/8/K6k w - - id \"mine\";\n"
                                     "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - bm e4;\n"
                                     "4k3/8/8/8/8/8/4P3/4K3 b - -\n"));
    // A new file is made; a folder that is not there is an error in words.
    QCOMPARE(d.appendEpdToFile(dir.filePath(QStringLiteral("new.epd"))), std::nullopt);
    const auto error = d.appendEpdToFile(dir.filePath(QStringLiteral("no/such/x.epd")));
    QVERIFY(error && !error->isEmpty());
}

QTEST_MAIN(SetupDialogTest)
#include "setupdialog_test.moc"
