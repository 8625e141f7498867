// SPDX-License-Identifier: GPL-3.0-or-later
// GameDocument: moves from the board validated, every edit undone and redone exactly,
// navigation, signals, the modified flag, loading and saving.
#include "model/gamedocument.h"

#include "chess/fen.h"
#include "chess/notation.h"
#include "pgn/builder.h"
#include "pgn/writer.h"

#include <QSignalSpy>
#include <QTemporaryDir>
#include <QUndoStack>
#include <QtTest>

#include <functional>
#include <map>

using kibitz::chess::PieceType;
using kibitz::chess::Square;
using kibitz::model::GameDocument;
namespace pgn = kibitz::pgn;

namespace {

constexpr const char* kTree =
    "[Event \"Fixture\"]\n[White \"A\"]\n[Black \"B\"]\n\n"
    "1. e4 {King's pawn} (1. d4 d5 (1... Nf6 2. c4) 2. c4) (1. c4) 1... e5 2. Nf3 Nc6 "
    "(2... d6 3. d4) 3. Bb5 $1 *\n";

Square sq(const char* name)
{
    return kibitz::chess::parseSquare(name);
}

// The node reached from the root by these SAN moves, looking at every child on the way.
const pgn::Node* find(const GameDocument& doc, const QStringList& moves)
{
    const pgn::Node* n = doc.game().root();
    for (const QString& san : moves) {
        const pgn::Node* next = nullptr;
        for (const auto& child : n->children())
            if (QString::fromStdString(child->san()) == san) next = child.get();
        if (!next) return nullptr;
        n = next;
    }
    return n;
}

QString pgnOf(const GameDocument& doc)
{
    return QString::fromStdString(pgn::writeGame(doc.game()));
}

void load(GameDocument& doc, const char* text)
{
    doc.setGame(pgn::readGame(text));
}

} // namespace

class GameDocumentTest : public QObject {
    Q_OBJECT

private slots:
    void startsEmpty();
    void requestMove_data();
    void requestMove();
    void illegalMoveChangesNothing();
    void existingChildIsReused();
    void newMoveAfterContinuationIsVariation();
    void insertLine();
    void undoRedoRoundTrip_data();
    void undoRedoRoundTrip();
    void deletingCurrentMovesToParent();
    void longUndoChain();
    void deleteAndRestoreMillionPlyLine();
    void navigation();
    void signalsOnMove();
    void signalsOnNavigation();
    void modifiedFlag();
    void nagFamiliesExclude();
    void setHeadersIsOneCommand();
    void arrowsToggleInComment();
    void status();
    void gameEndWritesResult();
    void loadAndSaveIntoMultiGameFile();
    void saveKeepsTheFilesEncoding_data();
    void saveKeepsTheFilesEncoding();
    void saveAsAndReload();
    void unreadRestIsKept_data();
    void unreadRestIsKept();
    void latin1RefusalIsTyped();
    void followRecord();
    void loadText_data();
    void loadText();
    void title_data();
    void title();
    void enterMove_data();
    void enterMove();
};

void GameDocumentTest::startsEmpty()
{
    GameDocument doc;
    QVERIFY(doc.currentNode()->isRoot());
    QVERIFY(!doc.isModified());
    QCOMPARE(doc.game().nodeCount(), std::size_t(0));
    QCOMPARE(doc.title(), QStringLiteral("Untitled"));
}

void GameDocumentTest::requestMove_data()
{
    QTest::addColumn<QString>("fen");
    QTest::addColumn<QString>("from");
    QTest::addColumn<QString>("to");
    QTest::addColumn<int>("promotion");
    QTest::addColumn<QString>("san"); // empty: rejected

    const QString start = QString::fromLatin1(kibitz::chess::StartFen.data());
    const QString castle = QStringLiteral("r3k2r/8/8/8/8/8/8/R3K2R w KQkq - 0 1");
    const QString promo = QStringLiteral("8/4P1k1/8/8/8/8/6K1/8 w - - 0 1");
    const int none = int(PieceType::None);

    QTest::newRow("pawn push") << start << "e2"
                               << "e4" << none << "e4";
    QTest::newRow("knight") << start << "g1"
                            << "f3" << none << "Nf3";
    QTest::newRow("pawn three squares") << start << "e2"
                                        << "e5" << none << "";
    QTest::newRow("empty square") << start << "e4"
                                  << "e5" << none << "";
    QTest::newRow("opponent's piece") << start << "e7"
                                      << "e5" << none << "";
    QTest::newRow("onto own piece") << start << "d1"
                                    << "d2" << none << "";
    QTest::newRow("promotion letter on a plain move") << start << "e2"
                                                      << "e4" << int(PieceType::Queen) << "";
    QTest::newRow("short castling, king to g1") << castle << "e1"
                                                << "g1" << none << "O-O";
    QTest::newRow("short castling, king onto rook") << castle << "e1"
                                                    << "h1" << none << "O-O";
    QTest::newRow("long castling, king to c1") << castle << "e1"
                                               << "c1" << none << "O-O-O";
    QTest::newRow("long castling, king onto rook") << castle << "e1"
                                                   << "a1" << none << "O-O-O";
    QTest::newRow("king two squares without castling") << promo << "g2"
                                                       << "e2" << none << "";
    QTest::newRow("promotion to queen") << promo << "e7"
                                        << "e8" << int(PieceType::Queen) << "e8=Q";
    QTest::newRow("underpromotion") << promo << "e7"
                                    << "e8" << int(PieceType::Knight) << "e8=N";
    QTest::newRow("promotion without a piece") << promo << "e7"
                                               << "e8" << none << "";
    QTest::newRow("promotion to king") << promo << "e7"
                                       << "e8" << int(PieceType::King) << "";
}

void GameDocumentTest::requestMove()
{
    QFETCH(QString, fen);
    QFETCH(QString, from);
    QFETCH(QString, to);
    QFETCH(int, promotion);
    QFETCH(QString, san);

    GameDocument doc;
    doc.newGame(*kibitz::chess::positionFromFen(fen.toStdString()));
    const bool ok = doc.requestMove(sq(qPrintable(from)), sq(qPrintable(to)), PieceType(promotion));
    QCOMPARE(ok, !san.isEmpty());
    if (ok) {
        QCOMPARE(QString::fromStdString(doc.currentNode()->san()).remove(QLatin1Char('+')), san);
        QCOMPARE(doc.game().nodeCount(), std::size_t(1));
    } else {
        QVERIFY(doc.currentNode()->isRoot());
        QCOMPARE(doc.game().nodeCount(), std::size_t(0));
    }
}

void GameDocumentTest::illegalMoveChangesNothing()
{
    GameDocument doc;
    load(doc, kTree);
    const QString before = pgnOf(doc);
    QSignalSpy tree(&doc, &GameDocument::treeChanged);
    QSignalSpy current(&doc, &GameDocument::currentNodeChanged);
    QVERIFY(!doc.requestMove(sq("e2"), sq("e5")));
    QVERIFY(!doc.requestMove(Square::None, sq("e4")));
    QCOMPARE(tree.count(), 0);
    QCOMPARE(current.count(), 0);
    QCOMPARE(doc.undoStack()->count(), 0);
    QCOMPARE(pgnOf(doc), before);
    QVERIFY(!doc.isModified());
}

void GameDocumentTest::existingChildIsReused()
{
    GameDocument doc;
    load(doc, kTree);
    QVERIFY(doc.requestMove(sq("d2"), sq("d4"))); // the existing variation 1. d4
    QCOMPARE(doc.currentNode(), find(doc, {QStringLiteral("d4")}));
    QCOMPARE(doc.undoStack()->count(), 0);
    QVERIFY(!doc.isModified());
    QCOMPARE(doc.game().root()->childCount(), std::size_t(3));
}

void GameDocumentTest::newMoveAfterContinuationIsVariation()
{
    GameDocument doc;
    load(doc, kTree);
    QVERIFY(doc.goTo(find(doc, {QStringLiteral("e4")})));
    QVERIFY(doc.requestMove(sq("c7"), sq("c5")));
    const pgn::Node* e4 = find(doc, {QStringLiteral("e4")});
    QCOMPARE(e4->childCount(), std::size_t(2));
    QCOMPARE(e4->child(0)->san(), std::string("e5")); // the main line stays
    QCOMPARE(doc.currentNode(), e4->child(1));
    QVERIFY(doc.currentNode()->startsVariation());
    QCOMPARE(doc.undoStack()->count(), 1);

    // At the end of a line the move simply continues it.
    QVERIFY(doc.requestMove(sq("g1"), sq("f3")));
    QVERIFY(doc.currentNode()->isMainContinuation());
}

// An engine's line at the current node: existing moves followed, the rest one variation,
// the current node kept, one undo step.
void GameDocumentTest::insertLine()
{
    GameDocument doc;
    load(doc, kTree);
    const pgn::Node* e4 = find(doc, {QStringLiteral("e4")});
    QVERIFY(doc.goTo(e4));
    const QString before = pgnOf(doc);
    auto moves = [&](std::initializer_list<const char*> sans) {
        std::vector<kibitz::chess::Move> out;
        kibitz::chess::Position p = doc.position();
        for (const char* san : sans) {
            out.push_back(*kibitz::chess::parseSan(p, san));
            p.play(out.back());
        }
        return out;
    };
    // 1... e5 2. Nf3 is in the tree; 2... Nf6 3. Nxe5 is new and branches at 2. Nf3.
    QVERIFY(doc.insertLine(e4, moves({"e5", "Nf3", "Nf6", "Nxe5"})));
    QCOMPARE(doc.currentNode(), find(doc, {QStringLiteral("e4")}));
    const pgn::Node* nf6 = find(doc, {"e4", "e5", "Nf3", "Nf6"});
    QVERIFY(nf6 && nf6->startsVariation());
    QVERIFY(find(doc, {"e4", "e5", "Nf3", "Nf6", "Nxe5"}));
    QCOMPARE(doc.undoStack()->count(), 1);
    QVERIFY(doc.isModified());
    // The whole line again adds nothing; an illegal line changes nothing.
    QVERIFY(!doc.insertLine(doc.currentNode(), moves({"e5", "Nf3", "Nf6", "Nxe5"})));
    auto bad = moves({"e5", "Nf3"});
    bad.push_back(bad.front()); // e7e5 again: illegal there
    QVERIFY(!doc.insertLine(doc.currentNode(), bad));
    QCOMPARE(doc.undoStack()->count(), 1);

    doc.undoStack()->undo();
    QCOMPARE(pgnOf(doc), before);
    QCOMPARE(doc.currentNode(), find(doc, {QStringLiteral("e4")}));
    doc.undoStack()->redo();
    QVERIFY(find(doc, {"e4", "e5", "Nf3", "Nf6", "Nxe5"}));

    // At the end of a line the inserted moves continue it as its main line.
    QVERIFY(doc.goTo(find(doc, {"e4", "e5", "Nf3", "Nc6", "Bb5"})));
    QVERIFY(doc.insertLine(doc.currentNode(), moves({"a6", "Ba4"})));
    QVERIFY(find(doc, {"e4", "e5", "Nf3", "Nc6", "Bb5", "a6"})->isMainContinuation());
}

using Edit = std::function<bool(GameDocument&)>;

void GameDocumentTest::undoRedoRoundTrip_data()
{
    QTest::addColumn<QStringList>("at"); // where the edit is made (SAN path)
    QTest::addColumn<Edit>("edit");

    auto node = [](GameDocument& d) { return d.currentNode(); };
    QTest::newRow("add move at end")
        << QStringList{QStringLiteral("e4"), QStringLiteral("e5"), QStringLiteral("Nf3"),
                       QStringLiteral("Nc6"), QStringLiteral("Bb5")}
        << Edit([](GameDocument& d) { return d.requestMove(sq("a7"), sq("a6")); });
    QTest::newRow("add variation")
        << QStringList{QStringLiteral("e4")}
        << Edit([](GameDocument& d) { return d.requestMove(sq("c7"), sq("c5")); });
    QTest::newRow("add third variation at root")
        << QStringList{} << Edit([](GameDocument& d) { return d.requestMove(sq("g1"), sq("f3")); });
    QTest::newRow("delete variation")
        << QStringList{QStringLiteral("d4"), QStringLiteral("d5")}
        << Edit([node](GameDocument& d) { return d.deleteVariation(node(d)); });
    QTest::newRow("delete nested variation")
        << QStringList{QStringLiteral("d4"), QStringLiteral("Nf6"), QStringLiteral("c4")}
        << Edit([node](GameDocument& d) { return d.deleteVariation(node(d)); });
    QTest::newRow("delete from main line")
        << QStringList{QStringLiteral("e4"), QStringLiteral("e5"), QStringLiteral("Nf3")}
        << Edit([node](GameDocument& d) { return d.deleteFrom(node(d)); });
    QTest::newRow("delete from first move (variation takes over)")
        << QStringList{QStringLiteral("e4")}
        << Edit([node](GameDocument& d) { return d.deleteFrom(node(d)); });
    QTest::newRow("promote variation")
        << QStringList{QStringLiteral("c4")}
        << Edit([node](GameDocument& d) { return d.promoteVariation(node(d)); });
    QTest::newRow("promote from inside a variation")
        << QStringList{QStringLiteral("d4"), QStringLiteral("d5"), QStringLiteral("c4")}
        << Edit([node](GameDocument& d) { return d.promoteVariation(node(d)); });
    QTest::newRow("demote variation")
        << QStringList{QStringLiteral("d4")}
        << Edit([node](GameDocument& d) { return d.demoteVariation(node(d)); });
    QTest::newRow("demote main line")
        << QStringList{QStringLiteral("e4"), QStringLiteral("e5")}
        << Edit([node](GameDocument& d) { return d.demoteVariation(node(d)); });
    QTest::newRow("make main line (nested)")
        << QStringList{QStringLiteral("d4"), QStringLiteral("Nf6"), QStringLiteral("c4")}
        << Edit([node](GameDocument& d) { return d.promoteToMainLine(node(d)); });
    QTest::newRow("make main line (third variation)")
        << QStringList{QStringLiteral("c4")}
        << Edit([node](GameDocument& d) { return d.promoteToMainLine(node(d)); });
    QTest::newRow("comment after")
        << QStringList{QStringLiteral("e4"), QStringLiteral("e5")} << Edit([node](GameDocument& d) {
               return d.setCommentAfter(node(d), QStringLiteral("Solid."));
           });
    QTest::newRow("comment after replaced")
        << QStringList{QStringLiteral("e4")} << Edit([node](GameDocument& d) {
               return d.setCommentAfter(node(d), QStringLiteral("Best by test"));
           });
    QTest::newRow("comment removed")
        << QStringList{QStringLiteral("e4")}
        << Edit([node](GameDocument& d) { return d.setCommentAfter(node(d), QString()); });
    QTest::newRow("comment before")
        << QStringList{QStringLiteral("c4")} << Edit([node](GameDocument& d) {
               return d.setCommentBefore(node(d), QStringLiteral("English"));
           });
    QTest::newRow("set NAGs") << QStringList{QStringLiteral("e4")} << Edit([node](GameDocument& d) {
        return d.setNags(node(d), {3, 14});
    });
    QTest::newRow("toggle NAG off")
        << QStringList{QStringLiteral("e4"), QStringLiteral("e5"), QStringLiteral("Nf3"),
                       QStringLiteral("Nc6"), QStringLiteral("Bb5")}
        << Edit([node](GameDocument& d) { return d.toggleNag(node(d), 1); });
    QTest::newRow("toggle NAG on")
        << QStringList{QStringLiteral("e4"), QStringLiteral("e5")}
        << Edit([node](GameDocument& d) { return d.toggleNag(node(d), 5); });
    QTest::newRow("arrow") << QStringList{QStringLiteral("e4")} << Edit([node](GameDocument& d) {
        return d.toggleArrow(node(d), {pgn::MarkColor::Red, sq("d1"), sq("h5")});
    });
    QTest::newRow("square mark") << QStringList{
        QStringLiteral("e4")} << Edit([node](GameDocument& d) {
        return d.toggleSquareMark(node(d), {pgn::MarkColor::Green, sq("d5")});
    });
    QTest::newRow("set roster header") << QStringList{} << Edit([](GameDocument& d) {
        return d.setHeader(QStringLiteral("White"), QStringLiteral("Kasparov, Garry"));
    });
    QTest::newRow("add custom header") << QStringList{} << Edit([](GameDocument& d) {
        return d.setHeader(QStringLiteral("Annotator"), QStringLiteral("Kibitz"));
    });
    QTest::newRow("remove header")
        << QStringList{}
        << Edit([](GameDocument& d) { return d.removeHeader(QStringLiteral("Event")); });
    QTest::newRow("set all headers") << QStringList{} << Edit([](GameDocument& d) {
        pgn::Headers headers;
        headers.set("White", "Tal, Mikhail");
        headers.set("Annotator", "Kibitz");
        return d.setHeaders(headers);
    });
}

void GameDocumentTest::undoRedoRoundTrip()
{
    QFETCH(QStringList, at);
    QFETCH(Edit, edit);

    GameDocument doc;
    load(doc, kTree);
    const pgn::Node* where = find(doc, at);
    QVERIFY(where);
    QVERIFY(doc.goTo(where));
    const QString before = pgnOf(doc);
    const QString currentBefore = QString::fromStdString(doc.currentNode()->san());

    QVERIFY(edit(doc));
    const QString after = pgnOf(doc);
    QVERIFY2(after != before, qPrintable(after));
    QVERIFY(doc.isModified());
    QCOMPARE(doc.undoStack()->count(), 1);
    QVERIFY(!doc.undoStack()->undoText().isEmpty());
    QVERIFY(doc.owns(doc.currentNode()));

    for (int round = 0; round < 3; ++round) {
        doc.undoStack()->undo();
        QCOMPARE(pgnOf(doc), before);
        QVERIFY(!doc.isModified());
        QVERIFY(doc.owns(doc.currentNode()));
        doc.undoStack()->redo();
        QCOMPARE(pgnOf(doc), after);
        QVERIFY(doc.isModified());
        QVERIFY(doc.owns(doc.currentNode()));
    }
    doc.undoStack()->undo();
    QCOMPARE(QString::fromStdString(doc.currentNode()->san()), currentBefore);
}

void GameDocumentTest::deletingCurrentMovesToParent()
{
    GameDocument doc;
    load(doc, kTree);
    const QStringList line{QStringLiteral("d4"), QStringLiteral("Nf6"), QStringLiteral("c4")};
    QVERIFY(doc.goTo(find(doc, line)));
    QVERIFY(doc.deleteFrom(find(doc, {QStringLiteral("d4"), QStringLiteral("Nf6")})));
    QCOMPARE(doc.currentNode(), find(doc, {QStringLiteral("d4")}));
    doc.undoStack()->undo();
    QCOMPARE(doc.currentNode(), find(doc, line));

    // Deleting elsewhere leaves the current node where it is.
    QVERIFY(doc.deleteVariation(find(doc, {QStringLiteral("c4")})));
    QCOMPARE(doc.currentNode(), find(doc, line));
}

void GameDocumentTest::longUndoChain()
{
    // Edits that remove and restore subtrees, interleaved with edits inside them: undoing
    // everything gives the original game, redoing everything the final one.
    GameDocument doc;
    load(doc, kTree);
    const QString original = pgnOf(doc);

    QVERIFY(doc.goTo(find(doc, {QStringLiteral("d4"), QStringLiteral("Nf6")})));
    QVERIFY(doc.requestMove(sq("g2"), sq("g3"))); // new variation inside a variation
    QVERIFY(doc.setCommentAfter(doc.currentNode(), QStringLiteral("Catalan-like")));
    QVERIFY(doc.promoteToMainLine(doc.currentNode()));
    QVERIFY(doc.deleteVariation(find(doc, {QStringLiteral("c4")})));
    QVERIFY(doc.deleteFrom(find(doc, {QStringLiteral("e4")})));
    QVERIFY(doc.toggleNag(find(doc, {QStringLiteral("d4")}), 1));
    QVERIFY(doc.setHeader(QStringLiteral("Result"), QStringLiteral("1-0")));
    const QString final = pgnOf(doc);
    QCOMPARE(doc.undoStack()->count(), 7);

    while (doc.undoStack()->canUndo()) doc.undoStack()->undo();
    QCOMPARE(pgnOf(doc), original);
    while (doc.undoStack()->canRedo()) doc.undoStack()->redo();
    QCOMPARE(pgnOf(doc), final);
}

void GameDocumentTest::deleteAndRestoreMillionPlyLine()
{
    // The undo copy of a deleted subtree is flat (no recursion along the line): deleting a
    // 1,000,000-ply game from its first move, undoing and redoing neither overflows the
    // stack nor loses a move.
    constexpr int Plies = 1000000;
    const std::string_view cycle[] = {"Nf3", "Nf6", "Ng1", "Ng8"};
    pgn::Game game;
    pgn::Node* node = game.root();
    for (int i = 0; i < Plies; ++i) node = node->addMove(cycle[i % 4]).value();
    node->setCommentAfter("the end");
    GameDocument doc;
    doc.setGame(std::move(game));
    QCOMPARE(doc.game().nodeCount(), std::size_t(Plies));

    QVERIFY(doc.deleteFrom(doc.game().root()->next()));
    QCOMPARE(doc.game().nodeCount(), std::size_t(0));
    doc.undoStack()->undo();
    QCOMPARE(doc.game().nodeCount(), std::size_t(Plies));
    QCOMPARE(doc.game().mainlineEnd()->commentAfter(), std::string("the end"));
    QCOMPARE(doc.game().mainlineEnd()->ply(), Plies);
    doc.undoStack()->redo();
    QCOMPARE(doc.game().nodeCount(), std::size_t(0));
}

void GameDocumentTest::navigation()
{
    GameDocument doc;
    load(doc, kTree);
    QVERIFY(!doc.back());
    QVERIFY(doc.forward());
    QCOMPARE(doc.currentNode()->san(), std::string("e4"));
    QVERIFY(doc.nextVariation());
    QCOMPARE(doc.currentNode()->san(), std::string("d4"));
    QVERIFY(doc.nextVariation());
    QCOMPARE(doc.currentNode()->san(), std::string("c4"));
    QVERIFY(!doc.nextVariation());
    QVERIFY(doc.previousVariation());
    QVERIFY(doc.previousVariation());
    QVERIFY(!doc.previousVariation());
    QVERIFY(doc.nextVariation());
    doc.toEnd(); // the end of the d4 line
    QCOMPARE(doc.currentNode(),
             find(doc, {QStringLiteral("d4"), QStringLiteral("d5"), QStringLiteral("c4")}));
    QVERIFY(doc.back());
    QCOMPARE(doc.currentNode()->san(), std::string("d5"));
    doc.toStart();
    QVERIFY(doc.currentNode()->isRoot());
    doc.toEnd();
    QCOMPARE(doc.currentNode()->san(), std::string("Bb5"));
    QVERIFY(!doc.forward());

    pgn::Game other;
    QVERIFY(!doc.goTo(other.root()));
    QVERIFY(!doc.goTo(nullptr));
    QVERIFY(!doc.isModified());
}

void GameDocumentTest::signalsOnMove()
{
    GameDocument doc;
    QSignalSpy about(&doc, &GameDocument::treeAboutToChange);
    QSignalSpy tree(&doc, &GameDocument::treeChanged);
    QSignalSpy current(&doc, &GameDocument::currentNodeChanged);
    QSignalSpy modified(&doc, &GameDocument::modifiedChanged);
    QSignalSpy headers(&doc, &GameDocument::headersChanged);

    QVERIFY(doc.requestMove(sq("e2"), sq("e4")));
    QCOMPARE(about.count(), 1);
    QCOMPARE(tree.count(), 1);
    QCOMPARE(current.count(), 1);
    QCOMPARE(current.last().at(0).value<const pgn::Node*>(), doc.currentNode());
    QCOMPARE(modified.count(), 1);
    QCOMPARE(modified.last().at(0).toBool(), true);
    QCOMPARE(headers.count(), 0);

    QVERIFY(doc.requestMove(sq("e7"), sq("e5")));
    QCOMPARE(modified.count(), 1); // still modified: no new signal

    doc.undoStack()->undo();
    doc.undoStack()->undo();
    QCOMPARE(tree.count(), 4);
    QCOMPARE(modified.count(), 2);
    QCOMPARE(modified.last().at(0).toBool(), false);
    QVERIFY(doc.currentNode()->isRoot());

    QVERIFY(doc.setHeader(QStringLiteral("Event"), QStringLiteral("Casual")));
    QCOMPARE(headers.count(), 1);
    QCOMPARE(tree.count(), 4);
}

void GameDocumentTest::setHeadersIsOneCommand()
{
    GameDocument doc;
    load(doc, "[Event \"Fixture\"]\n[White \"A\"]\n[Black \"B\"]\n[Annotator \"X\"]\n\n1. e4 *\n");
    const pgn::Headers before = doc.game().headers();
    QVERIFY(before.has("Annotator"));
    QVERIFY(!doc.setHeaders(before)); // nothing changes: no command
    QCOMPARE(doc.undoStack()->count(), 0);

    // Several changes at once: a roster tag, a new tag, a tag removed, the order of the rest.
    pgn::Headers after;
    for (const pgn::Tag& tag : before.tags())
        if (tag.name != "Annotator") after.set(tag.name, tag.value);
    after.set("Event", "Candidates");
    after.set("WhiteElo", "2705");
    after.set("Opening", "Ruy Lopez");
    QSignalSpy headers(&doc, &GameDocument::headersChanged);
    QSignalSpy tree(&doc, &GameDocument::treeChanged);
    QVERIFY(doc.setHeaders(after));
    QCOMPARE(doc.undoStack()->count(), 1);
    QCOMPARE(headers.count(), 1);
    QCOMPARE(tree.count(), 0);
    QVERIFY(doc.game().headers() == after);
    QVERIFY(doc.isModified());

    doc.undoStack()->undo();
    QVERIFY(doc.game().headers() == before);
    QVERIFY(!doc.isModified());
    doc.undoStack()->redo();
    QVERIFY(doc.game().headers() == after);
    QCOMPARE(doc.game().headers().value("Event"), std::string("Candidates"));
    QVERIFY(!doc.game().headers().has("Annotator"));
}

void GameDocumentTest::signalsOnNavigation()
{
    GameDocument doc;
    load(doc, kTree);
    QSignalSpy tree(&doc, &GameDocument::treeChanged);
    QSignalSpy current(&doc, &GameDocument::currentNodeChanged);
    QSignalSpy modified(&doc, &GameDocument::modifiedChanged);
    QVERIFY(doc.forward());
    QVERIFY(doc.forward());
    doc.toStart();
    doc.toStart(); // no change, no signal
    QCOMPARE(current.count(), 3);
    QCOMPARE(tree.count(), 0);
    QCOMPARE(modified.count(), 0);
}

void GameDocumentTest::modifiedFlag()
{
    GameDocument doc;
    QVERIFY(!doc.isModified());
    QVERIFY(doc.requestMove(sq("e2"), sq("e4")));
    QVERIFY(doc.isModified());
    doc.undoStack()->undo();
    QVERIFY(!doc.isModified());
    doc.undoStack()->redo();
    QVERIFY(doc.isModified());

    QTemporaryDir dir;
    QVERIFY(doc.save().has_value()); // no file yet: an error
    QVERIFY(!doc.saveAs(dir.filePath(QStringLiteral("g.pgn"))));
    QVERIFY(!doc.isModified());
    doc.undoStack()->undo(); // back before the save point: modified again
    QVERIFY(doc.isModified());

    doc.newGame();
    QVERIFY(!doc.isModified());
    QCOMPARE(doc.undoStack()->count(), 0);
}

void GameDocumentTest::nagFamiliesExclude()
{
    GameDocument doc;
    QVERIFY(doc.requestMove(sq("e2"), sq("e4")));
    const pgn::Node* e4 = doc.currentNode();
    QVERIFY(doc.toggleNag(e4, 1));   // !
    QVERIFY(doc.toggleNag(e4, 14));  // +=
    QVERIFY(doc.toggleNag(e4, 3));   // !! replaces !
    QVERIFY(doc.toggleNag(e4, 16));  // +/- replaces +=
    QVERIFY(doc.toggleNag(e4, 146)); // novelty: its own family
    QCOMPARE(doc.currentNode()->nags(), (std::vector<std::uint8_t>{3, 16, 146}));
    QVERIFY(doc.toggleNag(e4, 3));
    QCOMPARE(doc.currentNode()->nags(), (std::vector<std::uint8_t>{16, 146}));
    QVERIFY(!doc.toggleNag(doc.game().root(), 1)); // the root has no move to judge
}

void GameDocumentTest::arrowsToggleInComment()
{
    GameDocument doc;
    QVERIFY(doc.requestMove(sq("e2"), sq("e4")));
    const pgn::Node* e4 = doc.currentNode();
    QVERIFY(doc.setCommentAfter(e4, QStringLiteral("Open game")));
    QVERIFY(doc.toggleArrow(e4, {pgn::MarkColor::Green, sq("g1"), sq("f3")}));
    QVERIFY(doc.toggleSquareMark(e4, {pgn::MarkColor::Red, sq("d5")}));
    auto info = pgn::parseComment(doc.currentNode()->commentAfter());
    QCOMPARE(info.arrows.size(), std::size_t(1));
    QCOMPARE(info.squares.size(), std::size_t(1));
    QCOMPARE(info.text, std::string("Open game"));

    QVERIFY(doc.toggleArrow(e4, {pgn::MarkColor::Red, sq("g1"), sq("f3")})); // recolour
    info = pgn::parseComment(doc.currentNode()->commentAfter());
    QCOMPARE(info.arrows.front().color, pgn::MarkColor::Red);
    QVERIFY(doc.toggleArrow(e4, {pgn::MarkColor::Red, sq("g1"), sq("f3")})); // remove
    QVERIFY(doc.toggleSquareMark(e4, {pgn::MarkColor::Red, sq("d5")}));
    QCOMPARE(doc.currentNode()->commentAfter(), std::string("Open game"));
    QVERIFY(!doc.toggleArrow(e4, {pgn::MarkColor::Red, sq("e4"), sq("e4")}));
}

void GameDocumentTest::status()
{
    GameDocument doc;
    for (const char* m : {"f2f3", "e7e5", "g2g4"}) {
        const auto move = kibitz::chess::parseUci(doc.position(), m);
        QVERIFY(doc.playMove(*move));
    }
    QVERIFY(!doc.status().isOver());
    QVERIFY(doc.requestMove(sq("d8"), sq("h4")));
    QCOMPARE(doc.status().termination, kibitz::chess::Termination::Checkmate);
    QCOMPARE(doc.status().result(), std::string("0-1"));

    // Repetition counted along the line: knights out and back twice.
    GameDocument rep;
    for (int i = 0; i < 2; ++i)
        for (const char* m : {"g1f3", "g8f6", "f3g1", "f6g8"})
            QVERIFY(rep.playMove(*kibitz::chess::parseUci(rep.position(), m)));
    QVERIFY(rep.status().canClaimThreefold);
    rep.back();
    QVERIFY(!rep.status().canClaimThreefold);
}

void GameDocumentTest::gameEndWritesResult()
{
    // Fool's mate at the end of the main line: the result comes with the move, in one step.
    GameDocument doc;
    for (const char* m : {"f2f3", "e7e5", "g2g4"})
        QVERIFY(doc.playMove(*kibitz::chess::parseUci(doc.position(), m)));
    QCOMPARE(doc.game().result(), std::string("*"));
    const int steps = doc.undoStack()->count();
    QVERIFY(doc.requestMove(sq("d8"), sq("h4")));
    QCOMPARE(doc.game().result(), std::string("0-1"));
    QCOMPARE(doc.undoStack()->count(), steps + 1);
    doc.undoStack()->undo();
    QCOMPARE(doc.game().result(), std::string("*"));
    QCOMPARE(QString::fromStdString(doc.currentNode()->san()), QStringLiteral("g4"));
    doc.undoStack()->redo();
    QCOMPARE(doc.game().result(), std::string("0-1"));

    // A mate in a variation, or in a game that has a result, leaves the result alone.
    GameDocument var;
    load(var, "1. f3 e5 2. g4 Nc6 *");
    var.toEnd();
    var.back();
    QVERIFY(var.requestMove(sq("d8"), sq("h4")));
    QVERIFY(!var.currentNode()->isOnMainLine());
    QCOMPARE(var.game().result(), std::string("*"));
    GameDocument decided;
    load(decided, "1. f3 e5 2. g4 1/2-1/2");
    decided.toEnd();
    QVERIFY(decided.requestMove(sq("d8"), sq("h4")));
    QCOMPARE(decided.game().result(), std::string("1/2-1/2"));

    // Set by hand: only the four results.
    QVERIFY(decided.setResult(QStringLiteral("0-1")));
    QVERIFY(!decided.setResult(QStringLiteral("0-1")));
    QVERIFY(!decided.setResult(QStringLiteral("2-0")));
    QCOMPARE(decided.game().result(), std::string("0-1"));
}

void GameDocumentTest::loadAndSaveIntoMultiGameFile()
{
    QTemporaryDir dir;
    const QString path = dir.filePath(QStringLiteral("three.pgn"));
    const QByteArray first = "[Event \"One\"]\n\n1. e4 e5 {kept   as  written} 1-0\n";
    const QByteArray second = "[Event \"Two\"]\n\n1. d4 d5 *\n";
    const QByteArray third = "[Event \"Three\"]\n\n1. c4 0-1\n";
    {
        QFile f(path);
        QVERIFY(f.open(QIODevice::WriteOnly));
        f.write(first + "\n" + second + "\n\n" + third);
    }
    GameDocument doc;
    QVERIFY(doc.loadFile(path, 5).has_value());
    QVERIFY(!doc.loadFile(path, 1));
    QCOMPARE(doc.gameIndex(), 1);
    QCOMPARE(doc.game().headers().value("Event"), std::string("Two"));
    doc.toEnd();
    QVERIFY(doc.requestMove(sq("c2"), sq("c4")));
    QVERIFY(doc.isModified());
    QVERIFY(!doc.save());
    QVERIFY(!doc.isModified());

    QFile f(path);
    QVERIFY(f.open(QIODevice::ReadOnly));
    const QByteArray saved = f.readAll();
    QVERIFY2(saved.startsWith(first + "\n[Event \"Two\"]"), saved.constData());
    QVERIFY2(saved.contains("1. d4 d5 2. c4 *\n\n\n[Event \"Three\"]"), saved.constData());
    QVERIFY(saved.endsWith(third));

    GameDocument again;
    QVERIFY(!again.loadFile(path, 1));
    QCOMPARE(again.game().nodeCount(), std::size_t(3));
    QVERIFY(!again.loadFile(path, 2));
    QCOMPARE(again.game().headers().value("Event"), std::string("Three"));
}

// Saving one game into a file in another encoding keeps every other byte: Latin-1 stays
// Latin-1, a byte order mark and CRLF line ends stay, a trailing NUL stays, gzip stays gzip.
void GameDocumentTest::saveKeepsTheFilesEncoding_data()
{
    QTest::addColumn<QByteArray>("head");
    QTest::addColumn<QByteArray>("newline");
    QTest::addColumn<QByteArray>("tail");
    QTest::addColumn<bool>("latin1");
    QTest::newRow("Latin-1") << QByteArray() << QByteArray("\n") << QByteArray() << true;
    QTest::newRow("UTF-8 with BOM")
        << QByteArray("\xEF\xBB\xBF") << QByteArray("\n") << QByteArray() << false;
    QTest::newRow("CRLF") << QByteArray() << QByteArray("\r\n") << QByteArray() << false;
    QTest::newRow("trailing NUL") << QByteArray() << QByteArray("\n") << QByteArray("\0", 1)
                                  << false;
}

void GameDocumentTest::saveKeepsTheFilesEncoding()
{
    QFETCH(QByteArray, head);
    QFETCH(QByteArray, newline);
    QFETCH(QByteArray, tail);
    QFETCH(bool, latin1);
    QTemporaryDir dir;
    const QString path = dir.filePath(QStringLiteral("games.pgn"));
    const QByteArray name = latin1 ? QByteArray("M\xFCller") : QByteArray("M\xC3\xBCller");
    QByteArray first = "[Event \"" + name + " Open\"]" + newline + "[White \"" + name + "\"]"
                       + newline + newline + "1. e4 e5 {  spaced   as written } 1-0";
    QByteArray second = "[Event \"Two\"]" + newline + newline + "1. d4 d5 *";
    QByteArray third = "[Event \"Three\"]" + newline + "[Black \"" + name + "\"]" + newline
                       + newline + "1. c4 0-1";
    {
        QFile f(path);
        QVERIFY(f.open(QIODevice::WriteOnly));
        f.write(head + first + newline + newline + second + newline + newline + third + newline
                + tail);
    }
    GameDocument doc;
    QVERIFY(!doc.loadFile(path, 1));
    doc.toEnd();
    QVERIFY(doc.requestMove(sq("c2"), sq("c4")));
    QVERIFY(!doc.save());
    QFile f(path);
    QVERIFY(f.open(QIODevice::ReadOnly));
    const QByteArray saved = f.readAll();
    QVERIFY2(saved.startsWith(head + first + newline + newline + "[Event \"Two\"]"),
             saved.constData());
    QVERIFY2(saved.endsWith(newline + newline + third + newline + tail), saved.constData());
    QVERIFY(saved.contains("2. c4"));
    if (newline == "\r\n")
        for (qsizetype i = 0; i < saved.size(); ++i)
            if (saved[i] == '\n') QVERIFY2(i > 0 && saved[i - 1] == '\r', "a bare LF");
}

void GameDocumentTest::saveAsAndReload()
{
    QTemporaryDir dir;
    GameDocument doc;
    load(doc, kTree);
    QSignalSpy pathSpy(&doc, &GameDocument::filePathChanged);
    const QString path = dir.filePath(QStringLiteral("one.pgn"));
    QVERIFY(!doc.saveAs(path));
    QCOMPARE(pathSpy.count(), 1);
    QCOMPARE(doc.filePath(), path);
    GameDocument other;
    QVERIFY(!other.loadFile(path));
    QCOMPARE(pgnOf(other), pgnOf(doc));
    QVERIFY(doc.saveAs(dir.filePath(QStringLiteral("no/such/folder.pgn"))).has_value());
    QCOMPARE(doc.filePath(), path);
}

void GameDocumentTest::followRecord()
{
    // A game being played: the record grows, the user comments in the document meanwhile.
    GameDocument doc;
    load(doc, "[White \"You\"]\n\n1. e4 {[%clk 0:05:00]} e5 {[%clk 0:04:59]} *");
    QVERIFY(doc.setCommentAfter(find(doc, {"e4"}), QStringLiteral("[%clk 0:05:00] my plan")));
    QVERIFY(doc.toggleNag(find(doc, {"e4", "e5"}), 2));
    QVERIFY(doc.insertLine(find(doc, {"e4"}),
                           {*kibitz::chess::parseSan(find(doc, {"e4"})->position(), "c5")}));
    doc.goTo(find(doc, {"e4", "c5"}));
    QSignalSpy reset(&doc, &GameDocument::documentReset);

    // Two more moves, with their clocks: appended, everything of the user's kept.
    doc.followRecord(pgn::readGame(
        "[White \"You\"]\n[Black \"Engine\"]\n\n1. e4 {[%clk 0:05:00]} e5 {[%clk 0:04:59]} "
        "2. Nf3 {[%clk 0:04:58]} Nc6 {[%clk 0:04:57]} *"));
    QCOMPARE(pgnOf(doc).section(QStringLiteral("\n\n"), 1).simplified(),
             QStringLiteral("1. e4 {[%clk 0:05:00] my plan} 1... e5 $2 {[%clk 0:04:59]} (1... c5) "
                            "2. Nf3 {[%clk 0:04:58]} "
                            "2... Nc6 {[%clk 0:04:57]} *"));
    QCOMPARE(QString::fromStdString(doc.game().headers().value("Black", "")),
             QStringLiteral("Engine"));
    QCOMPARE(doc.currentNode(), find(doc, {"e4", "c5"}));
    QCOMPARE(reset.count(), 0);
    QVERIFY(doc.undoStack()->canUndo()); // nothing removed: the user's edits can be undone

    // A takeback of two plies while the user looks at the last move: it goes, the current
    // node comes back to where the removed moves started, and the history with them.
    doc.goTo(find(doc, {"e4", "e5", "Nf3", "Nc6"}));
    doc.followRecord(pgn::readGame(
        "[White \"You\"]\n[Black \"Engine\"]\n\n1. e4 {[%clk 0:05:00]} e5 {[%clk 0:04:59]} *"));
    QCOMPARE(doc.game().mainlineMoves().size(), std::size_t(2));
    QCOMPARE(doc.currentNode(), find(doc, {"e4", "e5"}));
    QVERIFY(find(doc, {"e4", "c5"}));
    QVERIFY(!doc.undoStack()->canUndo());
    QCOMPARE(reset.count(), 0);

    // The game ends: the record appends its reason to the last move's comment, after what
    // the user wrote there.
    QVERIFY(doc.setCommentAfter(find(doc, {"e4", "e5"}), QStringLiteral("[%clk 0:04:59] hm")));
    doc.followRecord(pgn::readGame("[White \"You\"]\n[Black \"Engine\"]\n\n1. e4 {[%clk 0:05:00]} "
                                   "e5 {[%clk 0:04:59] White forfeits on time} *"));
    QCOMPARE(find(doc, {"e4", "e5"})->commentAfter(),
             std::string("[%clk 0:04:59] hm White forfeits on time"));
    QCOMPARE(find(doc, {"e4"})->commentAfter(),
             std::string("[%clk 0:05:00] my plan")); // unchanged in the record

    // Another start: the record replaces the game.
    doc.followRecord(pgn::Game(*kibitz::chess::positionFromFen("4k3/8/8/8/8/8/8/4K2R w K - 0 1")));
    QCOMPARE(reset.count(), 1);
    QCOMPARE(doc.game().nodeCount(), std::size_t(0));
}

void GameDocumentTest::loadText_data()
{
    QTest::addColumn<QString>("text");
    QTest::addColumn<bool>("ok");
    QTest::addColumn<int>("nodes");

    QTest::newRow("fen") << QStringLiteral("  8/8/8/4k3/8/8/4K3/4R3 w - - 0 1\n") << true << 0;
    QTest::newRow("bad fen") << QStringLiteral("8/8/8/8/8/8/8/8 w - - 0 1") << false << 0;
    QTest::newRow("movetext") << QStringLiteral("1. e4 e5 2. Nf3 *") << true << 3;
    QTest::newRow("full game") << QString::fromLatin1(kTree) << true << 13;
    QTest::newRow("empty") << QStringLiteral("  \n") << false << 0;
}

void GameDocumentTest::loadText()
{
    QFETCH(QString, text);
    QFETCH(bool, ok);
    QFETCH(int, nodes);
    GameDocument doc;
    QVERIFY(doc.requestMove(sq("e2"), sq("e4")));
    const auto error = doc.loadText(text);
    QCOMPARE(!error.has_value(), ok);
    if (ok) {
        QCOMPARE(doc.game().nodeCount(), std::size_t(nodes));
        QVERIFY(!doc.isModified());
        QVERIFY(doc.currentNode()->isRoot());
    } else {
        QVERIFY(!error->message.isEmpty());
        QCOMPARE(doc.game().nodeCount(), std::size_t(1)); // unchanged
    }
}

// Issue 28: a game with a move Kibitz cannot read keeps the rest. Unchanged, save() leaves the
// file as it is; edited, the rest is written in a comment, in the file's encoding.
void GameDocumentTest::unreadRestIsKept_data()
{
    QTest::addColumn<QByteArray>("bytes");
    QTest::addColumn<int>("line");
    QTest::addColumn<int>("column");
    QTest::newRow("UTF-8, second game of the file")
        << QByteArray("[Event \"A\"]\n\n1. e4 *\n\n[White \"M\xc3\xbcller\"]\n\n"
                      "1. d4 d5 2. Kd9 c6 {after} 3. Nf3 *\n")
        << 7 << 13;
    QTest::newRow("Latin-1, CRLF")
        << QByteArray("[Event \"A\"]\r\n\r\n1. e4 *\r\n\r\n[White \"M\xfcller\"]\r\n\r\n"
                      "1. d4 d5 2. Kd9 c6 {after} 3. Nf3 *\r\n")
        << 7 << 13;
}

void GameDocumentTest::unreadRestIsKept()
{
    QFETCH(QByteArray, bytes);
    QFETCH(int, line);
    QFETCH(int, column);
    QTemporaryDir dir;
    const QString path = dir.filePath(QStringLiteral("bad.pgn"));
    {
        QFile f(path);
        QVERIFY(f.open(QIODevice::WriteOnly));
        f.write(bytes);
    }
    GameDocument doc;
    QVERIFY(!doc.loadFile(path, 1));
    QCOMPARE(doc.readErrors().size(), std::size_t(1));
    QCOMPARE(doc.readErrors().front().line, line);
    QCOMPARE(doc.readErrors().front().column, column);
    QCOMPARE(doc.game().mainlineEnd()->san(), std::string("d5"));
    QVERIFY(doc.game().mainlineEnd()->commentAfter().find("2. Kd9 c6") != std::string::npos);
    QVERIFY(!doc.isModified());
    QVERIFY(!doc.save());
    auto read = [&] {
        QFile f(path);
        return f.open(QIODevice::ReadOnly) ? f.readAll() : QByteArray();
    };
    QCOMPARE(read(), bytes);
    QVERIFY(doc.setHeader(QStringLiteral("Annotator"), QStringLiteral("me")));
    QVERIFY(!doc.save());
    const QByteArray saved = read();
    // (The writer may break the comment's lines.)
    QVERIFY2(saved.simplified().contains("{Not read by Kibitz (line 7, column 13: "),
             saved.constData());
    QVERIFY2(saved.simplified().contains("2. Kd9 c6 } { after } { 3. Nf3}"), saved.constData());
    QVERIFY(saved.contains(bytes.contains("\xfc") ? "M\xfcller" : "M\xc3\xbcller"));
    if (bytes.contains("\r\n")) QCOMPARE(saved.count("\r\n"), saved.count('\n'));
    // A new game replaces the errors.
    doc.newGame();
    QVERIFY(doc.readErrors().empty());
}

// A Latin-1 file that cannot hold a character says so by a flag, whatever the words.
void GameDocumentTest::latin1RefusalIsTyped()
{
    QTemporaryDir dir;
    const QString path = dir.filePath(QStringLiteral("latin1.pgn"));
    {
        QFile f(path);
        QVERIFY(f.open(QIODevice::WriteOnly));
        f.write("[White \"M\xfcller\"]\n\n1. e4 *\n");
    }
    GameDocument doc;
    QVERIFY(!doc.loadFile(path));
    doc.toEnd();
    QVERIFY(doc.setCommentAfter(doc.currentNode(), QStringLiteral("\u2713 good")));
    const auto error = doc.save();
    QVERIFY(error.has_value());
    QVERIFY(error->needsUtf8);
    QVERIFY(!doc.save(true));
    QVERIFY(!doc.isModified());
}

// A game's title names its players, and a game with the hour it began (a game played here,
// issue 43: two "Player – Kibitz" tabs) its date and time too.
void GameDocumentTest::title_data()
{
    QTest::addColumn<QString>("pgn");
    QTest::addColumn<QString>("title");
    QTest::newRow("players") << "[White \"Carlsen\"]\n[Black \"Caruana\"]\n\n*\n"
                             << QStringLiteral("Carlsen – Caruana");
    QTest::newRow("one player") << "[White \"Carlsen\"]\n\n*\n" << QStringLiteral("Carlsen – ?");
    QTest::newRow("played here")
        << "[Date \"2026.12.02\"]\n[White \"Player\"]\n[Black \"Kibitz\"]\n[Time "
           "\"00:31:07\"]\n\n*\n"
        << QStringLiteral("Player – Kibitz, 2026-12-02 00:31");
    QTest::newRow("time without seconds")
        << "[Date \"2026.12.02\"]\n[White \"A\"]\n[Black \"B\"]\n[Time \"09:05\"]\n\n*\n"
        << QStringLiteral("A – B, 2026-12-02 09:05");
    QTest::newRow("time, no date")
        << "[Date \"????.??.??\"]\n[White \"A\"]\n[Black \"B\"]\n[Time \"09:05:00\"]\n\n*\n"
        << QStringLiteral("A – B");
    QTest::newRow("date, no time") << "[Date \"2026.12.02\"]\n[White \"A\"]\n[Black \"B\"]\n\n*\n"
                                   << QStringLiteral("A – B");
    QTest::newRow("nobody") << "1. e4 *\n" << QStringLiteral("Untitled");
}

void GameDocumentTest::title()
{
    QFETCH(QString, pgn);
    QFETCH(QString, title);
    GameDocument doc;
    doc.setGame(pgn::readGame(pgn.toStdString()));
    QCOMPARE(doc.title(), title);
}

// ChessBase's choices for a move entered where the game goes on with another (issue 43), each
// one undo step that undo takes back whole and redo brings back.
void GameDocumentTest::enterMove_data()
{
    QTest::addColumn<QString>("how");
    QTest::addColumn<QString>("uci");
    QTest::addColumn<QString>("movetext"); // after, on one line
    QTest::addColumn<QString>("current");  // the current move after
    // After 1. e4 e5, entering 2. Nc3 where 2. Nf3 Nc6 3. Bb5 a6 (3... Nf6) is played.
    QTest::newRow("variation") << "variation"
                               << "b1c3"
                               << "1. e4 e5 2. Nf3 (2. Nc3) 2... Nc6 3. Bb5 a6 (3... Nf6) *"
                               << "Nc3";
    QTest::newRow("main line") << "mainline"
                               << "b1c3"
                               << "1. e4 e5 2. Nc3 (2. Nf3 Nc6 3. Bb5 a6 (3... Nf6)) *"
                               << "Nc3";
    QTest::newRow("overwrite") << "overwrite"
                               << "b1c3"
                               << "1. e4 e5 2. Nc3 *"
                               << "Nc3";
    // Insert keeps what follows while it is legal: Nc6 and Bb5 are, with their words.
    QTest::newRow("insert") << "insert"
                            << "b1c3"
                            << "1. e4 e5 2. Nc3 Nc6 3. Bb5 $1 {pins} 3... a6 *"
                            << "Nc3";
    // ... and stops where a move no longer is: after 2. Be2 the bishop is not on f1 for Bb5.
    QTest::newRow("insert, stops") << "insert"
                                   << "f1e2"
                                   << "1. e4 e5 2. Be2 Nc6 *"
                                   << "Be2";
    // A move the game has is followed, whatever the choice.
    QTest::newRow("existing move") << "overwrite"
                                   << "g1f3"
                                   << "1. e4 e5 2. Nf3 Nc6 3. Bb5 $1 {pins} 3... a6 (3... Nf6) *"
                                   << "Nf3";
}

void GameDocumentTest::enterMove()
{
    QFETCH(QString, how);
    QFETCH(QString, uci);
    QFETCH(QString, movetext);
    QFETCH(QString, current);
    const std::map<QString, GameDocument::NewMove> modes{
        {"variation", GameDocument::NewMove::Variation},
        {"mainline", GameDocument::NewMove::MainLine},
        {"overwrite", GameDocument::NewMove::Overwrite},
        {"insert", GameDocument::NewMove::Insert}};
    GameDocument doc;
    const char* start = "1. e4 e5 2. Nf3 Nc6 3. Bb5 $1 {pins} a6 (3... Nf6) *";
    if (how != "insert") start = "1. e4 e5 2. Nf3 Nc6 3. Bb5 a6 (3... Nf6) *";
    if (QString(QTest::currentDataTag()) == "existing move")
        start = "1. e4 e5 2. Nf3 Nc6 3. Bb5 $1 {pins} a6 (3... Nf6) *";
    load(doc, start);
    const pgn::WriteOptions oneLine{false, true, true, true, 0};
    auto text = [&] {
        std::string out = pgn::writeMovetext(doc.game(), oneLine);
        while (!out.empty() && (out.back() == '\n' || out.back() == ' ')) out.pop_back();
        return QString::fromStdString(out);
    };
    const QString before = text();
    QVERIFY(doc.goTo(doc.game().root()->next()->next())); // after 1... e5
    const int steps = doc.undoStack()->count();
    const auto move = kibitz::chess::parseUci(doc.position(), uci.toStdString());
    QVERIFY(move);
    QVERIFY(doc.enterMove(*move, modes.at(how)));
    QCOMPARE(text(), movetext);
    QCOMPARE(QString::fromStdString(doc.currentNode()->san()), current);
    if (current == "Nf3" && how == "overwrite") return; // navigation: nothing to undo
    QCOMPARE(doc.undoStack()->count(), steps + 1);
    doc.undoStack()->undo();
    QCOMPARE(text(), before);
    doc.undoStack()->redo();
    QCOMPARE(text(), movetext);
}

QTEST_GUILESS_MAIN(GameDocumentTest)
#include "gamedocument_test.moc"
