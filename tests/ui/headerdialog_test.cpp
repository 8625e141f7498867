// SPDX-License-Identifier: GPL-3.0-or-later
// The header editor: values are checked by their tag's PGN form and named when wrong, OK is
// refused meanwhile, custom tags are added, renamed and removed, and the whole edit reaches
// the document as one undoable command.
#include "dialogs/headerdialog.h"

#include "mainwindow/mainwindow.h"
#include "model/gamedocument.h"
#include "notation/movetreeview.h"
#include "pgn/builder.h"

#include <QLineEdit>
#include <QMenu>
#include <QPushButton>
#include <QTableWidget>
#include <QTimer>
#include <QUndoStack>
#include <QtTest>

using kibitz::ui::HeaderDialog;
namespace pgn = kibitz::pgn;

namespace {

constexpr const char* kGame = "[Event \"Fixture\"]\n[Site \"Here\"]\n[Date \"1999.01.20\"]\n"
                              "[White \"A\"]\n[Black \"B\"]\n[Result \"1-0\"]\n"
                              "[Annotator \"X\"]\n[PlyCount \"1\"]\n\n1. e4 1-0\n";

void type(QLineEdit* edit, const QString& text)
{
    edit->selectAll();
    QTest::keyClicks(edit, text);
}

} // namespace

class HeaderDialogTest : public QObject {
    Q_OBJECT

private slots:
    void checkValue_data();
    void checkValue();
    void showsTheGamesTags();
    void tabGoesThroughTheForm();
    void invalidDateIsNamedAndRefused();
    void customTags();
    void badCustomTagNames();
    void oneUndoRevertsAll();
    void keepsStartPositionTags();
    void windowEditsHeaders();
};

void HeaderDialogTest::checkValue_data()
{
    QTest::addColumn<QString>("tag");
    QTest::addColumn<QString>("value");
    QTest::addColumn<bool>("ok");
    QTest::newRow("date full") << "Date"
                               << "1972.07.11" << true;
    QTest::newRow("date unknown") << "Date"
                                  << "????.??.??" << true;
    QTest::newRow("date year only") << "Date"
                                    << "1972.??.??" << true;
    QTest::newRow("date leap day, year unknown") << "Date"
                                                 << "????.02.29" << true;
    QTest::newRow("date no leap day") << "Date"
                                      << "2023.02.29" << false;
    QTest::newRow("date month 13") << "Date"
                                   << "2023.13.01" << false;
    QTest::newRow("date day 00") << "Date"
                                 << "2023.01.00" << false;
    QTest::newRow("date dashes") << "Date"
                                 << "2023-01-01" << false;
    QTest::newRow("date partial ?") << "Date"
                                    << "19?2.01.01" << false;
    QTest::newRow("round") << "Round"
                           << "3.1" << true;
    QTest::newRow("round ?") << "Round"
                             << "?" << true;
    QTest::newRow("round text") << "Round"
                                << "final" << false;
    QTest::newRow("result draw") << "Result"
                                 << "1/2-1/2" << true;
    QTest::newRow("result half") << "Result"
                                 << "½-½" << false;
    QTest::newRow("elo") << "WhiteElo"
                         << "2785" << true;
    QTest::newRow("elo empty") << "BlackElo"
                               << "" << true;
    QTest::newRow("elo word") << "BlackElo"
                              << "strong" << false;
    QTest::newRow("eco") << "ECO"
                         << "C42" << true;
    QTest::newRow("eco F") << "ECO"
                           << "F00" << false;
    QTest::newRow("time control increment") << "TimeControl"
                                            << "300+5" << true;
    QTest::newRow("time control periods") << "TimeControl"
                                          << "40/7200:3600" << true;
    QTest::newRow("time control sandclock") << "TimeControl"
                                            << "*180" << true;
    QTest::newRow("time control minutes") << "TimeControl"
                                          << "5 min" << false;
    QTest::newRow("free text") << "Event"
                               << "Any “text” at all" << true;
    QTest::newRow("line break") << "Annotator"
                                << "two\nlines" << false;
}

void HeaderDialogTest::checkValue()
{
    QFETCH(QString, tag);
    QFETCH(QString, value);
    QFETCH(bool, ok);
    const QString problem = HeaderDialog::checkValue(tag, value);
    QVERIFY2(problem.isEmpty() == ok, qPrintable(problem));
}

void HeaderDialogTest::showsTheGamesTags()
{
    const pgn::Game game = pgn::readGame(kGame);
    HeaderDialog dialog(game.headers());
    QCOMPARE(dialog.field(QStringLiteral("Event"))->text(), QStringLiteral("Fixture"));
    QCOMPARE(dialog.field(QStringLiteral("Date"))->text(), QStringLiteral("1999.01.20"));
    QCOMPARE(dialog.field(QStringLiteral("Result"))->text(), QStringLiteral("1-0"));
    QCOMPARE(dialog.customTable()->rowCount(), 2);
    QCOMPARE(dialog.customTable()->item(0, 0)->text(), QStringLiteral("Annotator"));
    QVERIFY(dialog.problems().isEmpty());
    QVERIFY(dialog.okButton()->isEnabled());
    QVERIFY(dialog.headers() == game.headers()); // nothing edited, nothing changed
}

// Tab goes down the game's column (the result's field in its place), then down the players'.
void HeaderDialogTest::tabGoesThroughTheForm()
{
    HeaderDialog dialog(pgn::readGame(kGame).headers());
    QStringList order;
    for (QWidget* w = dialog.nextInFocusChain(); w != &dialog; w = w->nextInFocusChain())
        if (qobject_cast<QLineEdit*>(w) && (w->focusPolicy() & Qt::TabFocus))
            order << w->objectName();
    QCOMPARE(order, QStringList({"Event", "Site", "Date", "Round", "Result", "ECO", "TimeControl",
                                 "White", "WhiteElo", "Black", "BlackElo"}));
}

void HeaderDialogTest::invalidDateIsNamedAndRefused()
{
    HeaderDialog dialog(pgn::readGame(kGame).headers());
    dialog.show();
    QVERIFY(QTest::qWaitForWindowExposed(&dialog));
    type(dialog.field(QStringLiteral("Date")), QStringLiteral("1999.02.30"));
    QCOMPARE(dialog.problems().size(), 1);
    QVERIFY2(dialog.problems().front().startsWith(QStringLiteral("Date: ")),
             qPrintable(dialog.problems().front()));
    QVERIFY(dialog.problems().front().contains(QStringLiteral("1999.02.30")));
    QVERIFY(!dialog.okButton()->isEnabled());
    QTest::keyClick(&dialog, Qt::Key_Return); // refused: the dialog stays open
    QVERIFY(dialog.isVisible());
    QCOMPARE(dialog.result(), int(QDialog::Rejected));

    type(dialog.field(QStringLiteral("WhiteElo")), QStringLiteral("27OO"));
    QCOMPARE(dialog.problems().size(), 2);
    QVERIFY(dialog.problems().at(1).startsWith(QStringLiteral("WhiteElo: ")));

    type(dialog.field(QStringLiteral("Date")), QStringLiteral("1999.02.??"));
    type(dialog.field(QStringLiteral("WhiteElo")), QStringLiteral("2700"));
    QVERIFY(dialog.problems().isEmpty());
    QVERIFY(dialog.okButton()->isEnabled());
}

void HeaderDialogTest::customTags()
{
    HeaderDialog dialog(pgn::readGame(kGame).headers());
    QTableWidget* table = dialog.customTable();
    // Add one, rename one, remove one.
    dialog.addCustomTag(QStringLiteral("Opening"), QStringLiteral("King's pawn"));
    QCOMPARE(table->rowCount(), 3);
    table->item(0, 0)->setText(QStringLiteral("Annotator2"));
    table->selectRow(1); // PlyCount
    dialog.removeSelectedCustomTags();
    QCOMPARE(table->rowCount(), 2);
    QVERIFY(dialog.problems().isEmpty());

    const pgn::Headers headers = dialog.headers();
    QVERIFY(!headers.has("Annotator"));
    QVERIFY(!headers.has("PlyCount"));
    QCOMPARE(headers.value("Annotator2"), std::string("X"));
    QCOMPARE(headers.value("Opening"), std::string("King's pawn"));
    QCOMPARE(headers.value("Event"), std::string("Fixture"));
    // The roster first, in its order.
    QCOMPARE(headers.tags().front().name, std::string("Event"));
    QCOMPARE(headers.tags().at(6).name, std::string("Result"));
}

void HeaderDialogTest::badCustomTagNames()
{
    HeaderDialog dialog(pgn::readGame(kGame).headers());
    dialog.addCustomTag(QStringLiteral("Annotator"), QStringLiteral("Y"));
    QVERIFY(dialog.problems().join(QLatin1Char('\n')).contains(QStringLiteral("twice")));
    QVERIFY(!dialog.okButton()->isEnabled());
    dialog.customTable()->item(2, 0)->setText(QStringLiteral("Bad name"));
    QVERIFY(dialog.problems().join(QLatin1Char('\n')).contains(QStringLiteral("Bad name")));
    dialog.customTable()->item(2, 0)->setText(QStringLiteral("White"));
    QVERIFY(dialog.problems().join(QLatin1Char('\n')).contains(QStringLiteral("own field")));
    dialog.customTable()->item(2, 0)->setText(QStringLiteral("FEN"));
    QVERIFY(dialog.problems().join(QLatin1Char('\n')).contains(QStringLiteral("start position")));
    dialog.customTable()->item(2, 0)->setText(QString());
    QVERIFY(dialog.problems().join(QLatin1Char('\n')).contains(QStringLiteral("needs a name")));
    dialog.customTable()->item(2, 0)->setText(QStringLiteral("Source"));
    QVERIFY(dialog.problems().isEmpty());
    QVERIFY(dialog.okButton()->isEnabled());
}

void HeaderDialogTest::oneUndoRevertsAll()
{
    kibitz::model::GameDocument doc;
    doc.setGame(pgn::readGame(kGame));
    const pgn::Headers before = doc.game().headers();

    HeaderDialog dialog(doc.game().headers());
    dialog.show();
    QVERIFY(QTest::qWaitForWindowExposed(&dialog));
    type(dialog.field(QStringLiteral("Event")), QStringLiteral("Candidates"));
    type(dialog.field(QStringLiteral("White")), QStringLiteral("Tal, Mikhail"));
    type(dialog.field(QStringLiteral("ECO")), QStringLiteral("B20"));
    dialog.field(QStringLiteral("Site"))->clear(); // back to "?"
    dialog.addCustomTag(QStringLiteral("Opening"), QStringLiteral("Sicilian"));
    dialog.okButton()->click();
    QCOMPARE(dialog.result(), int(QDialog::Accepted));

    QVERIFY(doc.setHeaders(dialog.headers()));
    QCOMPARE(doc.undoStack()->count(), 1);
    const pgn::Headers& after = doc.game().headers();
    QCOMPARE(after.value("Event"), std::string("Candidates"));
    QCOMPARE(after.value("White"), std::string("Tal, Mikhail"));
    QCOMPARE(after.value("Site"), std::string("?"));
    QCOMPARE(after.value("ECO"), std::string("B20"));
    QCOMPARE(after.value("Opening"), std::string("Sicilian"));
    QVERIFY(doc.isModified());

    doc.undoStack()->undo();
    QVERIFY(doc.game().headers() == before);
    QVERIFY(!doc.isModified());
}

void HeaderDialogTest::keepsStartPositionTags()
{
    const pgn::Game game = pgn::readGame(
        "[Event \"E\"]\n[SetUp \"1\"]\n[FEN \"4k3/8/8/8/8/8/4P3/4K3 w - - 0 1\"]\n\n1. e4 *\n");
    HeaderDialog dialog(game.headers());
    QCOMPARE(dialog.customTable()->rowCount(), 0); // not shown...
    dialog.field(QStringLiteral("Event"))->setText(QStringLiteral("F"));
    const pgn::Headers headers = dialog.headers();
    QCOMPARE(headers.value("FEN"), std::string("4k3/8/8/8/8/8/4P3/4K3 w - - 0 1")); // ...but kept
    QCOMPARE(headers.value("SetUp"), std::string("1"));
}

// Through the window: the notation's context menu asks for the editor, OK is one undo step.
void HeaderDialogTest::windowEditsHeaders()
{
    QStandardPaths::setTestModeEnabled(true);
    kibitz::ui::MainWindow w;
    w.document()->setGame(pgn::readGame(kGame));
    bool seen = false;
    QTimer::singleShot(0, &w, [&] {
        auto* d = w.findChild<HeaderDialog*>();
        if (!d) return;
        seen = true;
        d->field(QStringLiteral("Round"))->setText(QStringLiteral("7"));
        d->field(QStringLiteral("BlackElo"))->setText(QStringLiteral("2600"));
        d->okButton()->click();
    });
    QMenu* menu = w.moveTreeView()->createMenuFor(w.document()->currentNode());
    QAction* headers = nullptr;
    for (QAction* action : menu->actions())
        if (action->text() == QStringLiteral("Game headers…")) headers = action;
    QVERIFY(headers);
    headers->trigger(); // opens the dialog, modal, until the timer above clicks OK
    delete menu;
    QVERIFY(seen);
    QCOMPARE(w.document()->game().headers().value("Round"), std::string("7"));
    QCOMPARE(w.document()->game().headers().value("BlackElo"), std::string("2600"));
    QCOMPARE(w.document()->undoStack()->count(), 1);
    QVERIFY(w.isWindowModified());
}

QTEST_MAIN(HeaderDialogTest)
#include "headerdialog_test.moc"
