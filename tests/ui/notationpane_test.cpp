// SPDX-License-Identifier: GPL-3.0-or-later
// What players expect to see around the moves (issue 31): the game header above the notation
// (players, titles, ratings, event, site, round, date, opening, the Chess960 number; a click
// edits it; it follows the shown tab), the clock times and evaluations of the comments beside
// the moves (each switchable, remembered, never as raw command text), and book moves shown
// quietly with one note where the book ends.

#include "dialogs/headerdialog.h"
#include "mainwindow/mainwindow.h"
#include "model/gamedocument.h"
#include "notation/gameheader.h"
#include "notation/moveentry.h"
#include "notation/movetreeview.h"
#include "notation/notationoptions.h"
#include "pgn/game.h"
#include "pgn/nag.h"

#include <QAction>
#include <QApplication>
#include <QClipboard>
#include <QLineEdit>
#include <QMenu>
#include <QMenuBar>
#include <QSettings>
#include <QStandardPaths>
#include <QTextBlock>
#include <QTimer>
#include <QtTest>

using namespace kibitz;
using kibitz::ui::GameHeader;
using kibitz::ui::MoveTreeView;
using kibitz::ui::NotationOptions;

namespace {

QString dataFile(const char* name)
{
    return QStringLiteral(KIBITZ_TEST_DATA "/pgn/") + QLatin1String(name);
}

// The header's text as a reader sees it (the rich text without its markup).
QString plainHeader(const GameHeader& header)
{
    QTextDocument doc;
    doc.setHtml(header.text());
    return doc.toPlainText();
}

QAction* findAction(const QList<QAction*>& actions, const QString& text)
{
    for (QAction* a : actions)
        if (a->text() == text) return a;
    return nullptr;
}

// The character format at the first occurrence of text in the notation.
QTextCharFormat formatAt(MoveTreeView& view, const QString& text)
{
    const int at = view.document()->toPlainText().indexOf(text);
    if (at < 0) return {};
    QTextCursor cursor(view.document());
    cursor.setPosition(at + 1);
    return cursor.charFormat();
}

} // namespace

class NotationPaneTest : public QObject {
    Q_OBJECT

private slots:
    void initTestCase();
    void header_data();
    void header();
    void headerInTheWindow();
    void valuesBesideMoves_data();
    void valuesBesideMoves();
    void valuesSwitchable();
    void bookMovesQuiet();
    void movesNeverBreak();
    void typedSymbols_data();
    void typedSymbols();
};

void NotationPaneTest::initTestCase()
{
    QStandardPaths::setTestModeEnabled(true); // the user's settings stay out of it
    QCoreApplication::setOrganizationName(QStringLiteral("KibitzTests"));
    QCoreApplication::setApplicationName(QStringLiteral("notationpane_test"));
    QSettings().clear();
}

void NotationPaneTest::header_data()
{
    QTest::addColumn<QString>("pgn");
    QTest::addColumn<QStringList>("shown");
    QTest::addColumn<QStringList>("notShown");

    QFile file(dataFile("clocks-evals.pgn"));
    QVERIFY(file.open(QIODevice::ReadOnly));
    QTest::newRow("all tags") << QString::fromUtf8(file.readAll())
                              << QStringList{"Carlsen, Magnus GM 2830",
                                             "Nakamura, Hikaru GM 2790",
                                             "0-1",
                                             "Titled Arena",
                                             "lichess.org",
                                             "Round 3",
                                             "2024.05.17",
                                             "180+2",
                                             "C88 Ruy Lopez: Closed"}
                              << QStringList{"?", "Chess960"};
    // "?" says nothing: a new game names the sides, and no event, site or date.
    QTest::newRow("unknown tags") << QStringLiteral("1. e4 *") << QStringList{"White", "Black", "*"}
                                  << QStringList{"?", "Round"};
    QTest::newRow("partial date, no tags for the opening")
        << QStringLiteral("[Date \"1999.??.??\"]\n[White \"Anand\"]\n\n"
                          "1. e4 c5 2. Nf3 d6 3. d4 cxd4 4. Nxd4 Nf6 5. Nc3 a6 *")
        << QStringList{"Anand", "1999", "B90 Sicilian Defense: Najdorf Variation"}
        << QStringList{"1999.??", "?"};
    // The start array's Scharnagl number: BBQNNRKR is number 0.
    QTest::newRow("Chess960") << QStringLiteral(
        "[Variant \"Chess960\"]\n[SetUp \"1\"]\n"
        "[FEN \"bbqnnrkr/pppppppp/8/8/8/8/PPPPPPPP/BBQNNRKR w HFhf - 0 1\"]\n\n"
        "1. g3 *") << QStringList{"Chess960 start position 0"}
                              << QStringList{"?"};
    QTest::newRow("Chess960 standard array")
        << QStringLiteral("[Variant \"Chess960\"]\n[SetUp \"1\"]\n"
                          "[FEN \"rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w HAha - 0 1\"]\n\n"
                          "1. e4 *")
        << QStringList{"Chess960 start position 518"} << QStringList{};
    // A variant is named (issue 43: a Crazyhouse game against the engine did not say so).
    QTest::newRow("Crazyhouse") << QStringLiteral(
        "[Variant \"Crazyhouse\"]\n[White \"Player\"]\n[Black \"Kibitz\"]\n\n"
        "1. e4 e5 *") << QStringList{"Crazyhouse", "Player"}
                                << QStringList{"Chess960"};
    QTest::newRow("King of the Hill") << QStringLiteral("[Variant \"King of the Hill\"]\n\n1. e4 *")
                                      << QStringList{"King of the Hill"} << QStringList{};
}

void NotationPaneTest::header()
{
    QFETCH(QString, pgn);
    QFETCH(QStringList, shown);
    QFETCH(QStringList, notShown);
    model::GameDocument doc;
    QVERIFY(!doc.loadText(pgn));
    GameHeader header;
    header.setDocument(&doc);
    header.resize(400, 100);
    header.show();
    QVERIFY(QTest::qWaitForWindowExposed(&header));
    const QString text = plainHeader(header);
    for (const QString& s : shown) QVERIFY2(text.contains(s), qPrintable(s + " in: " + text));
    for (const QString& s : notShown) QVERIFY2(!text.contains(s), qPrintable(s + " in: " + text));

    // It follows the game's tags as they are edited.
    pgn::Headers headers = doc.game().headers();
    headers.set("Event", "Edited Open");
    doc.setHeaders(headers);
    QVERIFY(plainHeader(header).contains(QStringLiteral("Edited Open")));

    // A click asks for the editor.
    QSignalSpy edit(&header, &GameHeader::editRequested);
    QTest::mouseClick(&header, Qt::LeftButton, {}, QPoint(10, 10));
    QCOMPARE(edit.count(), 1);
}

void NotationPaneTest::headerInTheWindow()
{
    ui::MainWindow w;
    w.resize(1200, 800);
    w.show();
    QVERIFY(QTest::qWaitForWindowExposed(&w));
    GameHeader* header = w.gameHeader();
    QVERIFY(header);
    QVERIFY(header->isVisible());
    // Above the notation, in its pane.
    QVERIFY(header->mapTo(&w, QPoint(0, 0)).y() < w.moveTreeView()->mapTo(&w, QPoint(0, 0)).y());

    QVERIFY(w.openFile(dataFile("clocks-evals.pgn")));
    QVERIFY(plainHeader(*header).contains(QStringLiteral("Carlsen, Magnus")));
    model::GameDocument* first = w.document();
    model::GameDocument* second = w.addDocument();
    QVERIFY(!second->loadText(QStringLiteral("[White \"Polgar, Judit\"]\n\n1. d4 *")));
    QCOMPARE(w.document(), second);
    QVERIFY(plainHeader(*header).contains(QStringLiteral("Polgar, Judit")));
    QVERIFY(!plainHeader(*header).contains(QStringLiteral("Carlsen")));
    w.setCurrentIndex(0);
    QCOMPARE(w.document(), first);
    QVERIFY(plainHeader(*header).contains(QStringLiteral("Carlsen, Magnus")));

    // A click opens the header editor on the shown game; what is typed there is shown.
    int dialogs = 0;
    QTimer::singleShot(0, this, [&dialogs] {
        auto* dialog = qobject_cast<ui::HeaderDialog*>(QApplication::activeModalWidget());
        if (!dialog) return;
        ++dialogs;
        dialog->field(QStringLiteral("Site"))->setText(QStringLiteral("Wijk aan Zee"));
        dialog->accept();
    });
    QTest::mouseClick(header, Qt::LeftButton, {}, QPoint(20, 8));
    QCOMPARE(dialogs, 1);
    QVERIFY(plainHeader(*header).contains(QStringLiteral("Wijk aan Zee")));
    QCOMPARE(QString::fromStdString(first->game().headers().value("Site")),
             QStringLiteral("Wijk aan Zee"));
}

void NotationPaneTest::valuesBesideMoves_data()
{
    QTest::addColumn<QString>("pgn");
    QTest::addColumn<QStringList>("shown");
    QTest::addColumn<QStringList>("notShown");
    QTest::newRow("clock and evaluation")
        << QStringLiteral("1. e4 { [%eval 0.25] [%clk 0:03:01] } e5 { [%eval -1.2] [%clk "
                          "0:02:56] } 2. Nf3 { [%eval #3] [%clk 1:05:03] } Nc6 { [%eval #-2] } *")
        << QStringList{"e4 +0.25 3:01", QStringLiteral("e5 \u22121.20 2:56"), "Nf3 #3 1:05:03",
                       QStringLiteral("Nc6 #\u22122")}
        << QStringList{"[%", "eval", "clk"};
    QTest::newRow("move times without clocks")
        << QStringLiteral("1. e4 { [%emt 0:00:12] } e5 { [%emt 0:01:05] Only move. } 2. Nf3 "
                          "{ [%emt 0:00:07.5] } *")
        << QStringList{"e4 12s", "e5 1m05s", "Only move.", "Nf3 7.5s"} << QStringList{"[%", "emt"};
    QTest::newRow("tenths in time trouble")
        << QStringLiteral("1. e4 { [%clk 0:00:07.5] } e5 { [%clk 0:00:30] } *")
        << QStringList{"e4 0:07.5", "e5 0:30"} << QStringList{"[%"};
}

void NotationPaneTest::valuesBesideMoves()
{
    QFETCH(QString, pgn);
    QFETCH(QStringList, shown);
    QFETCH(QStringList, notShown);
    NotationOptions::instance().setShowClocks(true);
    NotationOptions::instance().setShowEvaluations(true);
    model::GameDocument doc;
    QVERIFY(!doc.loadText(pgn));
    MoveTreeView view(&doc);
    view.show();
    QVERIFY(QTest::qWaitForWindowExposed(&view));
    const QString text = view.document()->toPlainText().simplified();
    for (const QString& s : shown) QVERIFY2(text.contains(s), qPrintable(s + " in: " + text));
    for (const QString& s : notShown) QVERIFY2(!text.contains(s), qPrintable(s + " in: " + text));
    // The values are not part of the moves: the move's text (its highlight) ends before them.
    const pgn::Node* e4 = doc.game().root()->next();
    const int at = view.positionOf(e4);
    QVERIFY(at >= 0);
    QCOMPARE(view.nodeAtPosition(at), e4);
    const QString raw = view.document()->toPlainText();
    const int value = int(raw.indexOf(QLatin1Char(' '), raw.indexOf(QStringLiteral("e4")))) + 1;
    QCOMPARE(view.nodeAtPosition(value), nullptr);
}

void NotationPaneTest::valuesSwitchable()
{
    NotationOptions& options = NotationOptions::instance();
    options.setShowClocks(true);
    options.setShowEvaluations(true);
    ui::MainWindow w;
    w.show();
    QVERIFY(QTest::qWaitForWindowExposed(&w));
    QVERIFY(w.openFile(dataFile("clocks-evals.pgn")));
    MoveTreeView* view = w.moveTreeView();
    auto text = [view] { return view->document()->toPlainText().simplified(); };
    QVERIFY(text().contains(QStringLiteral("1. e4 +0.25 3:01 e5 +0.30 2:56")));

    // View > Clock Times in Notation off: the clocks go, the evaluations stay.
    QAction* clocks = findAction(w.menuBar()->findChildren<QAction*>(),
                                 QStringLiteral("&Clock Times in Notation"));
    QAction* evaluations = findAction(w.menuBar()->findChildren<QAction*>(),
                                      QStringLiteral("E&valuations in Notation"));
    QVERIFY(clocks && evaluations);
    QVERIFY(clocks->isChecked() && evaluations->isChecked());
    clocks->trigger();
    QVERIFY(text().contains(QStringLiteral("1. e4 +0.25 e5 +0.30 2. Nf3")));
    QCOMPARE(QSettings().value(QStringLiteral("notation/clocks")).toBool(), false);

    // The notation's context menu has the same choices, in step with the View menu.
    QMenu* menu = view->createMenuFor(w.document()->game().root()->next());
    QAction* menuEvaluations = findAction(menu->actions(), QStringLiteral("Show Evaluations"));
    QAction* menuClocks = findAction(menu->actions(), QStringLiteral("Show Clock Times"));
    QVERIFY(menuEvaluations && menuClocks);
    QVERIFY(!menuClocks->isChecked());
    QVERIFY(menuEvaluations->isChecked());
    menuEvaluations->trigger();
    delete menu;
    QVERIFY(text().contains(QStringLiteral("1. e4 e5 2. Nf3 Nc6")));
    QVERIFY(!evaluations->isChecked());
    QCOMPARE(QSettings().value(QStringLiteral("notation/evaluations")).toBool(), false);
    // Off, the command text is not shown either: the comments hold nothing else here.
    QVERIFY(!text().contains(QStringLiteral("[%")));
    // Both back on; a new window starts from what was remembered.
    clocks->trigger();
    evaluations->trigger();
    QVERIFY(text().contains(QStringLiteral("1. e4 +0.25 3:01")));
    QCOMPARE(QSettings().value(QStringLiteral("notation/clocks")).toBool(), true);
}

void NotationPaneTest::bookMovesQuiet()
{
    NotationOptions::instance().setShowClocks(false);
    // As Kibitz's own games against engines record them: the engine's book moves say "book".
    model::GameDocument doc;
    QVERIFY(!doc.loadText(QStringLiteral(
        "1. e4 { [%clk 0:05:00] [%emt 0:00:03] } e5 { [%clk 0:05:00] [%emt 0:00:00] book } "
        "2. Nf3 { [%emt 0:00:02] } Nc6 { [%emt 0:00:00] book } 3. Bb5 a6 { book } "
        "4. Ba4 Nf6 { [%emt 0:00:04] } 5. O-O { Castles. } Be7 (5... Nxe4 { book Open } 6. d4) "
        "*")));
    MoveTreeView view(&doc);
    view.show();
    QVERIFY(QTest::qWaitForWindowExposed(&view));
    const QString text = view.document()->toPlainText().simplified();
    // One note where the main line's book ends, one in the variation; the word is not
    // repeated after every move.
    QCOMPARE(text.count(QStringLiteral("book")), 2);
    QVERIFY2(text.contains(QStringLiteral("3. Bb5 a6 last book move 4. Ba4")), qPrintable(text));
    // "book" before the user's words: the words stay, the mark goes.
    QVERIFY2(text.contains(QStringLiteral("Nxe4 last book move Open 6. d4")), qPrintable(text));
    QVERIFY(text.contains(QStringLiteral("Castles.")));
    // The book moves are drawn quieter than the moves played from the board.
    const QColor book = formatAt(view, QStringLiteral("e5")).foreground().color();
    const QColor played = formatAt(view, QStringLiteral("Nf3")).foreground().color();
    const QColor after = formatAt(view, QStringLiteral("Nf6")).foreground().color();
    QVERIFY(book != played);
    QCOMPARE(after, played);
    // The file keeps the information.
    QVERIFY(QString::fromStdString(doc.game().root()->next()->next()->commentAfter())
                .contains(QStringLiteral("book")));
    NotationOptions::instance().setShowClocks(true);
}

// Issue 43: a move and its symbols stay on one line at every width ("O-" / "O?" and "e4 +" /
// "−" were broken apart), and text copied from the notation reads as typed.
void NotationPaneTest::movesNeverBreak()
{
    model::GameDocument doc;
    QVERIFY(!doc.loadText(QStringLiteral(
        "[SetUp \"1\"]\n[FEN \"r3k2r/pppppppp/8/8/8/8/PPPPPPPP/R3K2R w KQkq - 0 1\"]\n\n"
        "1. O-O? $18 O-O-O $19 2. Rfe1 $7 Rhe8 $32 3. Rf1 $36 Rf8 $16 4. Rfe1?! $17 Rfe8 $14 "
        "5. Kh1 $15 Kb8 $13 6. Kg1 $18 Ka8 $19 7. Kh1 $10 Kb8 $146 8. a3 $20 a6 $21 *")));
    QCOMPARE(doc.game().nodeCount(), std::size_t(16));
    MoveTreeView view(&doc);
    view.show();
    QVERIFY(QTest::qWaitForWindowExposed(&view));
    QTextDocument* text = view.document();
    QVERIFY(text->toPlainText().remove(QChar(0x2060)).contains(QStringLiteral("\u2212+")));
    int moves = 0;
    for (int width = 60; width <= 420; width += 3) {
        text->setTextWidth(width);
        text->size(); // lays the document out
        for (QTextBlock block = text->begin(); block.isValid(); block = block.next()) {
            for (auto it = block.begin(); !it.atEnd(); ++it) {
                const QTextFragment fragment = it.fragment();
                if (!fragment.charFormat().anchorHref().startsWith(QLatin1String("move:")))
                    continue;
                ++moves;
                const int start = fragment.position() - block.position();
                const int last = start + fragment.length() - 1;
                QTextLayout* layout = block.layout();
                QVERIFY2(layout->lineForTextPosition(start).lineNumber()
                             == layout->lineForTextPosition(last).lineNumber(),
                         qPrintable(QStringLiteral("%1 at %2 px").arg(fragment.text()).arg(width)));
            }
        }
    }
    QCOMPARE(moves, 16 * 121); // every move at every width
    // Copied, the moves read as typed: no hidden joiners, plain spaces.
    view.selectAll();
    view.copy();
    const QString copied = QGuiApplication::clipboard()->text();
    QVERIFY2(copied.contains(QStringLiteral("1. O-O? +\u2212 O-O-O \u2212+ 2. Rfe1\u25a1")),
             qPrintable(copied));
}

// Issue 44: every symbol the notation shows for a NAG can be typed (or pasted) back, with the
// typewriter forms a keyboard gives ("+\u2212", "\u2212+" with U+2212, "\u25a1", "\u27f3",
// "\u2192" were refused by a table of the move entry's own).
void NotationPaneTest::typedSymbols_data()
{
    QTest::addColumn<QString>("typed");
    QTest::addColumn<int>("nag"); // 0: not an annotation
    for (int nag = 1; nag < 256; ++nag) {
        const std::string_view symbol = pgn::nagSymbol(std::uint8_t(nag));
        if (symbol.empty()) continue;
        // A symbol two NAGs share stands for the first (White's): "=" is $10.
        int first = 1;
        while (pgn::nagSymbol(std::uint8_t(first)) != symbol) ++first;
        const QString text = QString::fromUtf8(symbol.data(), qsizetype(symbol.size()));
        QTest::addRow("$%d %s", nag, qPrintable(text)) << text << first;
    }
    QTest::newRow("+-") << "+-" << 18;
    QTest::newRow("-+") << "-+" << 19;
    QTest::newRow("+/-") << "+/-" << 16;
    QTest::newRow("-/+") << "-/+" << 17;
    QTest::newRow("~") << "~" << 13;
    QTest::newRow("spaces") << " !? " << 5;
    QTest::newRow("$200") << "$200" << 200;
    QTest::newRow("$0") << "$0" << 0;
    QTest::newRow("$256") << "$256" << 0;
    QTest::newRow("a move") << "e4" << 0;
    QTest::newRow("nothing") << "" << 0;
}

void NotationPaneTest::typedSymbols()
{
    QFETCH(QString, typed);
    QFETCH(int, nag);
    const std::optional<std::uint8_t> read = ui::typedAnnotation(typed);
    QCOMPARE(read ? int(*read) : 0, nag);
    // Its first key opens the move entry, as a letter of a move does.
    if (nag && !typed.trimmed().isEmpty()) QVERIFY(ui::beginsTypedEntry(typed.trimmed().left(1)));
}

QTEST_MAIN(NotationPaneTest)
#include "notationpane_test.moc"
