// SPDX-License-Identifier: GPL-3.0-or-later
// The notation pane: MoveTreeModel's shape (checked by QAbstractItemModelTester through
// edits, undo and redo) and MoveTreeView's readable text, clicks and highlight.
#include "notation/movetreemodel.h"
#include "notation/movetreeview.h"

#include "chess/notation.h"
#include "model/gamedocument.h"
#include "pgn/builder.h"

#include <QAbstractItemModelTester>
#include <QClipboard>
#include <QGuiApplication>
#include <QMenu>
#include <QTextBlock>
#include <QUndoStack>
#include <QtTest>

using kibitz::model::GameDocument;
using kibitz::ui::MoveTreeModel;
using kibitz::ui::MoveTreeView;
namespace pgn = kibitz::pgn;

namespace {

constexpr const char* kTree =
    "{A game comment} 1. e4 {King's pawn} (1. d4 d5 (1... Nf6 2. c4) 2. c4) (1. c4) 1... e5 "
    "2. Nf3 Nc6 (2... d6 3. d4) 3. Bb5 $1 $14 *\n";

QString display(const QModelIndex& i)
{
    return i.data(Qt::DisplayRole).toString();
}

const pgn::Node* nodeOf(const QModelIndex& i)
{
    return i.data(MoveTreeModel::NodeRole).value<const pgn::Node*>();
}

} // namespace

class MoveTreeTest : public QObject {
    Q_OBJECT

private slots:
    void shape();
    void indexOfRoundTrips();
    void testerThroughEdits();
    void currentRole();
    void viewText();
    void viewClickNavigates();
    void viewHighlightsCurrent();
    void viewMenuActs();
};

void MoveTreeTest::shape()
{
    GameDocument doc;
    doc.setGame(pgn::readGame(kTree));
    MoveTreeModel model(&doc);
    QCOMPARE(model.rowCount(), 5); // e4 e5 Nf3 Nc6 Bb5
    QCOMPARE(display(model.index(0, 0)), QStringLiteral("1. e4"));
    QCOMPARE(display(model.index(1, 0)), QStringLiteral("1... e5"));
    QCOMPARE(display(model.index(4, 0)), QStringLiteral("3. Bb5! +="));

    const QModelIndex e4 = model.index(0, 0);
    QCOMPARE(model.rowCount(e4), 2); // the alternatives 1. d4 and 1. c4
    const QModelIndex d4 = model.index(0, 0, e4);
    QCOMPARE(display(d4), QStringLiteral("1. d4"));
    QCOMPARE(display(model.index(1, 0, e4)), QStringLiteral("1. c4"));
    QCOMPARE(model.parent(d4), e4);
    QCOMPARE(model.rowCount(d4), 2); // the rest of the variation: d5 c4
    const QModelIndex d5 = model.index(0, 0, d4);
    QCOMPARE(display(d5), QStringLiteral("1... d5"));
    QCOMPARE(model.rowCount(d5), 1); // 1... Nf6 replaces d5
    const QModelIndex nf6 = model.index(0, 0, d5);
    QCOMPARE(display(nf6), QStringLiteral("1... Nf6"));
    QCOMPARE(model.rowCount(nf6), 1);
    QCOMPARE(display(model.index(0, 0, nf6)), QStringLiteral("2. c4"));
    QVERIFY(model.data(model.index(0, 0), MoveTreeModel::MainLineRole).toBool());
    QVERIFY(!model.data(d4, MoveTreeModel::MainLineRole).toBool());
    QCOMPARE(model.rowCount(model.index(3, 0)), 1); // 2... d6 replaces Nc6
}

void MoveTreeTest::indexOfRoundTrips()
{
    GameDocument doc;
    doc.setGame(pgn::readGame(kTree));
    MoveTreeModel model(&doc);
    // Every node's index leads back to it, through parent() and index().
    std::vector<const pgn::Node*> stack{doc.game().root()};
    int seen = 0;
    while (!stack.empty()) {
        const pgn::Node* n = stack.back();
        stack.pop_back();
        for (const auto& c : n->children()) stack.push_back(c.get());
        if (n->isRoot()) continue;
        const QModelIndex i = model.indexOf(n);
        QVERIFY(i.isValid());
        QCOMPARE(nodeOf(i), n);
        QCOMPARE(model.index(i.row(), 0, model.parent(i)), i);
        ++seen;
    }
    QCOMPARE(seen, int(doc.game().nodeCount()));
}

void MoveTreeTest::testerThroughEdits()
{
    GameDocument doc;
    doc.setGame(pgn::readGame(kTree));
    MoveTreeModel model(&doc);
    QAbstractItemModelTester tester(&model, QAbstractItemModelTester::FailureReportingMode::QtTest);

    auto sq = [](const char* s) { return kibitz::chess::parseSquare(s); };
    doc.toEnd();
    QVERIFY(doc.requestMove(sq("a7"), sq("a6")));
    QVERIFY(doc.back());
    QVERIFY(doc.requestMove(sq("g8"), sq("f6")));
    QVERIFY(doc.promoteToMainLine(doc.currentNode()));
    QVERIFY(doc.deleteVariation(doc.game().root()->child(1)));
    QVERIFY(doc.toggleNag(doc.currentNode(), 3));
    QVERIFY(doc.deleteFrom(doc.game().root()->child(0)));
    int mainLine = 0;
    for (const pgn::Node* n = doc.game().root()->next(); n; n = n->next()) ++mainLine;
    QCOMPARE(model.rowCount(), mainLine);
    while (doc.undoStack()->canUndo()) doc.undoStack()->undo();
    QCOMPARE(model.rowCount(), 5);
    while (doc.undoStack()->canRedo()) doc.undoStack()->redo();
    doc.newGame();
    QCOMPARE(model.rowCount(), 0);
}

void MoveTreeTest::currentRole()
{
    GameDocument doc;
    doc.setGame(pgn::readGame(kTree));
    MoveTreeModel model(&doc);
    QSignalSpy changed(&model, &QAbstractItemModel::dataChanged);
    doc.forward();
    QVERIFY(model.index(0, 0).data(MoveTreeModel::CurrentRole).toBool());
    doc.forward();
    QVERIFY(!model.index(0, 0).data(MoveTreeModel::CurrentRole).toBool());
    QVERIFY(model.index(1, 0).data(MoveTreeModel::CurrentRole).toBool());
    QCOMPARE(changed.count(), 3); // e4 on; e4 off, e5 on (the root has no index)
}

void MoveTreeTest::viewText()
{
    GameDocument doc;
    doc.setGame(pgn::readGame(kTree));
    MoveTreeView view(&doc);
    const QString text = view.document()->toPlainText();
    // Main line paragraph, variations each in a paragraph, deeper ones in parentheses, move
    // numbers again after comments and variations.
    QStringList paragraphs;
    for (QTextBlock b = view.document()->begin(); b.isValid(); b = b.next())
        if (!b.text().trimmed().isEmpty()) paragraphs << b.text().simplified();
    const QString nbsp(QLatin1Char(' ')); // simplified() made the no-break spaces plain
    const QStringList expected{
        QStringLiteral("A game comment 1.%1e4 King's pawn").arg(nbsp),
        QStringLiteral("1.%1d4 d5 (1...%1Nf6 2.%1c4) 2.%1c4").arg(nbsp),
        QStringLiteral("1.%1c4").arg(nbsp),
        QStringLiteral("1...%1e5 2.%1Nf3 Nc6").arg(nbsp),
        QStringLiteral("2...%1d6 3.%1d4").arg(nbsp),
        QStringLiteral("3.%1Bb5! += *").arg(nbsp),
    };
    QCOMPARE(paragraphs, expected);
    QVERIFY(text.contains(QStringLiteral("Bb5")));
}

void MoveTreeTest::viewClickNavigates()
{
    GameDocument doc;
    doc.setGame(pgn::readGame(kTree));
    MoveTreeView view(&doc);
    view.resize(400, 300);
    view.show();
    QVERIFY(QTest::qWaitForWindowExposed(&view));
    const pgn::Node* nf6 = doc.game().root()->child(1)->child(1);
    QCOMPARE(nf6->san(), std::string("Nf6"));
    QTextCursor cursor(view.document());
    cursor.setPosition(view.positionOf(nf6) + 1);
    const QRect r = view.cursorRect(cursor);
    QTest::mouseClick(view.viewport(), Qt::LeftButton, {}, r.center());
    QCOMPARE(doc.currentNode(), nf6);
}

void MoveTreeTest::viewHighlightsCurrent()
{
    GameDocument doc;
    doc.setGame(pgn::readGame(kTree));
    MoveTreeView view(&doc);
    QVERIFY(view.extraSelections().isEmpty()); // at the start, no move is current
    doc.forward();
    QCOMPARE(view.extraSelections().size(), 1);
    const QTextCursor c = view.extraSelections().front().cursor;
    QCOMPARE(c.selectedText(), QStringLiteral("1.%1e4").arg(QChar(0x00a0)));
    QCOMPARE(view.nodeAtPosition(c.selectionStart()), doc.currentNode());

    // After an edit the text is rebuilt and the new move highlighted.
    QVERIFY(doc.requestMove(kibitz::chess::parseSquare("c7"), kibitz::chess::parseSquare("c5")));
    QCOMPARE(view.extraSelections().front().cursor.selectedText(),
             QStringLiteral("1...%1c5").arg(QChar(0x00a0)));
}

void MoveTreeTest::viewMenuActs()
{
    GameDocument doc;
    doc.setGame(pgn::readGame(kTree));
    MoveTreeView view(&doc);
    const pgn::Node* c4 = doc.game().root()->child(2);
    QMenu* menu = view.createMenuFor(c4);
    QAction* makeMain = nullptr;
    QAction* brilliant = nullptr;
    for (QAction* a : menu->actions()) {
        if (a->text() == QStringLiteral("Make main line")) makeMain = a;
        if (a->menu())
            for (QAction* b : a->menu()->actions())
                if (b->text().startsWith(QStringLiteral("!!"))) brilliant = b;
    }
    QVERIFY(makeMain && makeMain->isEnabled());
    QVERIFY(brilliant && !brilliant->isChecked());
    brilliant->trigger();
    QCOMPARE(doc.game().root()->child(2)->nags(), std::vector<std::uint8_t>{3});
    delete menu;

    menu = view.createMenuFor(doc.game().root()->child(2));
    for (QAction* a : menu->actions())
        if (a->text() == QStringLiteral("Make main line")) a->trigger();
    delete menu;
    QCOMPARE(doc.game().root()->child(0)->san(), std::string("c4"));
    QCOMPARE(doc.undoStack()->count(), 2);

    // Copy variation: the line through the move, as a game of its own, on the clipboard.
    const pgn::Node* d4 = nullptr;
    for (const auto& c : doc.game().root()->children())
        if (c->san() == "d4") d4 = c.get();
    QVERIFY(d4);
    menu = view.createMenuFor(d4->next());
    for (QAction* a : menu->actions())
        if (a->text() == QStringLiteral("Copy variation as PGN")) a->trigger();
    delete menu;
    const QString copied = QGuiApplication::clipboard()->text();
    QVERIFY2(copied.startsWith(QStringLiteral("[Event ")), qPrintable(copied));
    QVERIFY2(copied.contains(QStringLiteral("\n1. d4 ")), qPrintable(copied));
    QVERIFY2(!copied.contains(QStringLiteral("e4")), qPrintable(copied));
    QCOMPARE(doc.undoStack()->count(), 2); // not an edit
}

QTEST_MAIN(MoveTreeTest)
#include "movetree_test.moc"
