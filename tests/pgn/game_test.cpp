// SPDX-License-Identifier: GPL-3.0-or-later
// The game tree (core/pgn/game.h): headers, adding moves, reordering, deleting and copying
// lines, annotations, and the starting position from tags.

#include "pgn/comment.h"
#include "pgn/game.h"

#include "chess/fen.h"
#include "chess/notation.h"
#include "chess/variant.h"

#include "play.h"

#include <QTest>

using namespace kibitz;
using namespace kibitz::pgn;

namespace {

using test::play;

// The moves of a line from node's first child, as fresh SAN joined by spaces.
QString line(const Node* node)
{
    QStringList out;
    for (const Node* n = node->next(); n; n = n->next()) out << QString::fromStdString(n->san());
    return out.join(u' ');
}

QString mainline(const Game& g)
{
    return line(g.root());
}

// The SAN of node's children, in order.
QString childrenOf(const Node* node)
{
    QStringList out;
    for (const auto& c : node->children()) out << QString::fromStdString(c->san());
    return out.join(u' ');
}

} // namespace

class GameTest : public QObject {
    Q_OBJECT

private slots:
    void glyphs_data();
    void glyphs();
    void headerDefaults();
    void headerSetGetRemove();
    void addMoveReusesChild();
    void addMoveNotation();
    void addVariationAlwaysNew();
    void plyAndPositions();
    void promoteDemote();
    void promoteToMainLine();
    void deleteVariation();
    void deleteFromTruncates();
    void deleteFromMainChildPromotesVariation();
    void deleteFromForeignNode();
    void deleteAllVariations();
    void copySubtree();
    void copyVariation();
    void copyIsDeep();
    void mainlineIteration();
    void annotations();
    void startPositionConstructor();
    void startPositionFromTags_data();
    void startPositionFromTags();
    void nullMove();
};

void GameTest::glyphs_data()
{
    QTest::addColumn<QString>("glyph");
    QTest::addColumn<int>("nag");
    QTest::newRow("good") << "!" << 1;
    QTest::newRow("mistake") << "?" << 2;
    QTest::newRow("brilliant") << "!!" << 3;
    QTest::newRow("blunder") << "??" << 4;
    QTest::newRow("interesting") << "!?" << 5;
    QTest::newRow("dubious") << "?!" << 6;
    QTest::newRow("not a glyph") << "!!!" << 0;
    QTest::newRow("empty") << "" << 0;
}

void GameTest::glyphs()
{
    QFETCH(QString, glyph);
    QFETCH(int, nag);
    QCOMPARE(int(nagFromGlyph(glyph.toStdString())), nag);
    if (nag != 0) QCOMPARE(QString::fromUtf8(glyphFromNag(std::uint8_t(nag))), glyph);
    QVERIFY(glyphFromNag(0).empty());
    QVERIFY(glyphFromNag(7).empty());
    QVERIFY(glyphFromNag(255).empty());
}

void GameTest::headerDefaults()
{
    const Headers h;
    const std::vector<Tag> expected = {{"Event", "?"}, {"Site", "?"},  {"Date", "????.??.??"},
                                       {"Round", "?"}, {"White", "?"}, {"Black", "?"},
                                       {"Result", "*"}};
    QVERIFY(h.tags() == expected);
    QVERIFY(Headers::isRosterTag("Round"));
    QVERIFY(!Headers::isRosterTag("ECO"));
    QCOMPARE(QString::fromUtf8(Headers::rosterDefault("Date")), QStringLiteral("????.??.??"));
}

void GameTest::headerSetGetRemove()
{
    Headers h;
    h.set("ECO", "B20");
    h.set("White", "Molinari");
    h.set("Annotator", "me");
    h.set("ECO", "B21"); // in place
    QCOMPARE(h.size(), std::size_t(9));
    QCOMPARE(h.tags()[4].value, std::string("Molinari"));
    QCOMPARE(h.tags()[7].name, std::string("ECO"));
    QCOMPARE(h.tags()[7].value, std::string("B21"));
    QCOMPARE(h.tags()[8].name, std::string("Annotator"));
    QVERIFY(h.get("ECO").has_value());
    QVERIFY(!h.get("PlyCount").has_value());
    QCOMPARE(h.value("PlyCount", "none"), std::string("none"));

    QVERIFY(h.remove("ECO"));
    QVERIFY(!h.has("ECO"));
    QVERIFY(!h.remove("ECO"));
    // A roster tag goes back to its default and stays.
    QVERIFY(h.remove("White"));
    QCOMPARE(h.value("White"), std::string("?"));
    QVERIFY(!h.remove("White"));
    QCOMPARE(h.size(), std::size_t(8));
}

void GameTest::addMoveReusesChild()
{
    Game g;
    Node* root = g.root();
    const chess::Move e4 = *chess::parseSan(root->position(), "e4");
    Node* a = root->addMove(e4);
    Node* b = root->addMove(e4);
    QCOMPARE(a, b);
    QCOMPARE(root->childCount(), std::size_t(1));
    Node* d4 = *root->addMove(std::string_view("d4"));
    QCOMPARE(root->childCount(), std::size_t(2));
    QCOMPARE(*root->addMove(std::string_view("d2d4")), d4); // UCI finds the same child
    QCOMPARE(childrenOf(root), QStringLiteral("e4 d4"));
    QCOMPARE(a->sanAsRead(), std::string("e4"));
}

void GameTest::addMoveNotation()
{
    Game g;
    auto bad = g.root()->addMove(std::string_view("e5"));
    QVERIFY(!bad);
    QCOMPARE(g.nodeCount(), std::size_t(0));
    auto good = g.root()->addMove(std::string_view("Ng1-f3"));
    QVERIFY(good);
    QCOMPARE((*good)->san(), std::string("Nf3"));
}

void GameTest::addVariationAlwaysNew()
{
    Game g;
    const chess::Move e4 = *chess::parseSan(g.startPosition(), "e4");
    Node* a = g.root()->addVariation(e4, "e2e4");
    Node* b = g.root()->addVariation(e4);
    QVERIFY(a != b);
    QCOMPARE(g.root()->childCount(), std::size_t(2));
    QCOMPARE(a->sanAsRead(), std::string("e2e4")); // as read
    QCOMPARE(a->san(), std::string("e4"));         // fresh
    QVERIFY(b->startsVariation());
    QVERIFY(a->isMainContinuation());
}

void GameTest::plyAndPositions()
{
    Game g;
    Node* end = play(g.root(), "e4 e5 Nf3 Nc6");
    QCOMPARE(end->ply(), 4);
    QCOMPARE(end->moveNumber(), 2);
    QCOMPARE(end->mover(), chess::Color::Black);
    QCOMPARE(chess::toFen(end->position()),
             std::string("r1bqkbnr/pppp1ppp/2n5/4p3/4P3/5N2/PPPP1PPP/RNBQKB1R w KQkq - 2 3"));
    QCOMPARE(end->positionBefore(), end->parent()->position());
    QCOMPARE(g.root()->ply(), 0);
    QVERIFY(g.root()->isRoot());
    QVERIFY(end->isOnMainLine());
    QCOMPARE(g.mainlineEnd(), end);
    QCOMPARE(g.root()->end(), end);
}

void GameTest::promoteDemote()
{
    Game g;
    Node* root = g.root();
    play(root, "e4");
    Node* d4 = play(root, "d4");
    Node* c4 = play(root, "c4");
    QCOMPARE(childrenOf(root), QStringLiteral("e4 d4 c4"));

    QVERIFY(c4->promote());
    QCOMPARE(childrenOf(root), QStringLiteral("e4 c4 d4"));
    QVERIFY(c4->promote());
    QCOMPARE(childrenOf(root), QStringLiteral("c4 e4 d4"));
    QVERIFY(!c4->promote());
    QVERIFY(c4->isMainContinuation());

    QVERIFY(c4->demote());
    QCOMPARE(childrenOf(root), QStringLiteral("e4 c4 d4"));
    QVERIFY(!d4->demote());
    QVERIFY(d4->promote());
    QCOMPARE(childrenOf(root), QStringLiteral("e4 d4 c4"));
    QVERIFY(!root->promote());
    QVERIFY(!root->demote());
}

void GameTest::promoteToMainLine()
{
    // 1. e4 e5 (1... c5 2. Nf3 (2. c3 d5) 2... d6) 2. Nf3
    Game g;
    Node* e4 = play(g.root(), "e4");
    play(e4, "e5 Nf3");
    Node* c5 = play(e4, "c5");
    play(c5, "Nf3 d6");
    Node* d5 = play(c5, "c3 d5");
    QCOMPARE(mainline(g), QStringLiteral("e4 e5 Nf3"));

    d5->promoteToMainLine();
    QCOMPARE(mainline(g), QStringLiteral("e4 c5 c3 d5"));
    QVERIFY(d5->isOnMainLine());
    // The old main moves are now the first variations, the rest in their order.
    QCOMPARE(childrenOf(e4), QStringLiteral("c5 e5"));
    QCOMPARE(childrenOf(c5), QStringLiteral("c3 Nf3"));
    QCOMPARE(g.nodeCount(), std::size_t(8));

    // Promoting a node already on the main line changes nothing.
    const QString before = mainline(g);
    e4->promoteToMainLine();
    QCOMPARE(mainline(g), before);
}

void GameTest::deleteVariation()
{
    // 1. e4 e5 (1... c5 2. Nf3 (2. c3 d5) 2... d6) 2. Nf3
    Game g;
    Node* e4 = play(g.root(), "e4");
    play(e4, "e5 Nf3");
    Node* c5 = play(e4, "c5");
    Node* d6 = play(c5, "Nf3 d6");
    Node* d5 = play(c5, "c3 d5");

    // Deleting from a node inside the nested variation removes 2. c3 d5 only.
    QCOMPARE(g.deleteVariation(d5), c5);
    QCOMPARE(childrenOf(c5), QStringLiteral("Nf3"));
    QCOMPARE(g.nodeCount(), std::size_t(6));

    // From the end of the outer variation: the whole 1... c5 line goes.
    QCOMPARE(g.deleteVariation(d6), e4);
    QCOMPARE(childrenOf(e4), QStringLiteral("e5"));
    QCOMPARE(g.nodeCount(), std::size_t(3));

    // On the main line there is no variation to delete.
    QCOMPARE(g.deleteVariation(g.mainlineEnd()), nullptr);
    QCOMPARE(g.deleteVariation(g.root()), nullptr);
    QCOMPARE(g.nodeCount(), std::size_t(3));
}

void GameTest::deleteFromTruncates()
{
    Game g;
    Node* nf3 = play(g.root(), "e4 e5 Nf3 Nc6 Bb5");
    nf3 = nf3->parent()->parent();
    QCOMPARE(nf3->san(), std::string("Nf3"));
    play(nf3->parent(), "Bc4"); // a variation to 2. Nf3: not after it, so it stays
    Node* e5 = nf3->parent();
    QCOMPARE(g.deleteFrom(nf3), e5);
    QCOMPARE(mainline(g), QStringLiteral("e4 e5 Bc4"));
    QCOMPARE(g.nodeCount(), std::size_t(3));
    QCOMPARE(g.deleteFrom(g.root()), nullptr);
}

void GameTest::deleteFromMainChildPromotesVariation()
{
    Game g;
    Node* e4 = play(g.root(), "e4");
    play(e4, "e5");
    play(e4, "c5 Nf3");
    QCOMPARE(g.deleteFrom(e4->next()), e4);
    QCOMPARE(mainline(g), QStringLiteral("e4 c5 Nf3"));
}

void GameTest::deleteFromForeignNode()
{
    Game a, b;
    Node* other = play(b.root(), "e4");
    play(a.root(), "e4");
    QCOMPARE(a.deleteFrom(other), nullptr);
    QCOMPARE(b.nodeCount(), std::size_t(1));
    QCOMPARE(a.deleteFrom(nullptr), nullptr);
}

void GameTest::deleteAllVariations()
{
    Game g;
    Node* e4 = play(g.root(), "e4 e5");
    play(g.root(), "d4 d5");
    e4 = g.root()->next();
    play(e4, "c5");
    g.deleteAllVariations();
    QCOMPARE(g.nodeCount(), std::size_t(2));
    QCOMPARE(mainline(g), QStringLiteral("e4 e5"));
}

void GameTest::copySubtree()
{
    Game g;
    g.headers().set("White", "Anderssen");
    g.headers().set("Result", "1-0");
    g.headers().set("ECO", "C51");
    Node* e5 = play(g.root(), "e4 e5");
    play(e5, "Nf3 Nc6");
    play(e5, "f4 exf4");
    e5->next()->setCommentAfter("main");
    e5->setCommentAfter("stays behind");

    const Game copy = g.copySubtree(e5);
    QCOMPARE(chess::toFen(copy.startPosition()), chess::toFen(e5->position()));
    QCOMPARE(copy.headers().value("SetUp"), std::string("1"));
    QCOMPARE(copy.headers().value("FEN"), chess::toFen(e5->position()));
    QCOMPARE(copy.headers().value("White"), std::string("Anderssen"));
    QCOMPARE(copy.headers().value("Result"), std::string("*"));
    QVERIFY(!copy.headers().has("ECO"));
    QCOMPARE(copy.nodeCount(), std::size_t(4));
    QCOMPARE(mainline(copy), QStringLiteral("Nf3 Nc6"));
    QCOMPARE(childrenOf(copy.root()), QStringLiteral("Nf3 f4"));
    QCOMPARE(copy.root()->next()->ply(), 1);
    QCOMPARE(copy.root()->next()->commentAfter(), std::string("main"));
    QVERIFY(copy.root()->commentAfter().empty());
    QCOMPARE(copy.root()->next()->parent(), copy.root());
    // The original is untouched.
    QCOMPARE(g.nodeCount(), std::size_t(6));

    // From the root: the whole game, SetUp/FEN only when needed.
    const Game all = g.copySubtree(g.root());
    QCOMPARE(all.nodeCount(), std::size_t(6));
    QVERIFY(!all.headers().has("FEN"));
}

void GameTest::copyVariation()
{
    Game g;
    g.headers().set("White", "Morphy");
    Node* e5 = play(g.root(), "e4 e5");
    play(e5, "Nf3 Nc6 Bb5");
    Node* f4 = play(e5, "f4");
    const Node* g5 = play(f4, "exf4 Nf3 g5");
    Node* exf4 = f4->next();
    play(exf4, "Bc4"); // a variation inside the variation

    // From a node deep in the f4 variation: the variation from 2. f4, with what is inside it.
    const Game v = g.copyVariation(g5);
    QCOMPARE(chess::toFen(v.startPosition()), chess::toFen(e5->position()));
    QCOMPARE(v.headers().value("FEN"), chess::toFen(e5->position()));
    QCOMPARE(v.headers().value("White"), std::string("Morphy"));
    QCOMPARE(mainline(v), QStringLiteral("f4 exf4 Nf3 g5"));
    QCOMPARE(childrenOf(v.root()), QStringLiteral("f4"));
    QCOMPARE(childrenOf(v.root()->next()->next()), QStringLiteral("Nf3 Bc4"));
    QCOMPARE(v.root()->next()->ply(), 1);

    // On the main line: the whole game.
    const Game all = g.copyVariation(e5->next());
    QCOMPARE(all.nodeCount(), g.nodeCount());
    QVERIFY(!all.headers().has("FEN"));
}

void GameTest::copyIsDeep()
{
    Game g;
    play(g.root(), "e4 e5");
    Game copy = g;
    play(copy.mainlineEnd(), "Nf3");
    copy.root()->next()->setCommentAfter("x");
    QCOMPARE(g.nodeCount(), std::size_t(2));
    QVERIFY(g.root()->next()->commentAfter().empty());
    QCOMPARE(copy.nodeCount(), std::size_t(3));
    QCOMPARE(copy.mainlineEnd()->parent()->parent()->parent(), copy.root());

    Game assigned;
    assigned = copy;
    QCOMPARE(mainline(assigned), QStringLiteral("e4 e5 Nf3"));
    Game moved = std::move(assigned);
    QCOMPARE(mainline(moved), QStringLiteral("e4 e5 Nf3"));
}

void GameTest::mainlineIteration()
{
    Game g;
    QVERIFY(g.mainline().empty());
    play(g.root(), "d4 d5 c4");
    play(g.root(), "e4");
    QStringList seen;
    for (const Node* n : std::as_const(g).mainline()) seen << QString::fromStdString(n->san());
    QCOMPARE(seen.join(u' '), QStringLiteral("d4 d5 c4"));
    QCOMPARE(g.mainlineMoves().size(), std::size_t(3));
    QCOMPARE(g.nodeCount(), std::size_t(4));
}

void GameTest::annotations()
{
    Game g;
    Node* e4 = play(g.root(), "e4");
    e4->appendCommentAfter("best");
    e4->appendCommentAfter("by test");
    // Two comments stay two blocks, read as one text.
    QCOMPARE(e4->commentAfter(), std::string("best } { by test"));
    QCOMPARE(pgn::parseComment(e4->commentAfter()).text, std::string("best by test"));
    e4->setCommentBefore("The king's pawn");
    e4->appendCommentBefore("");
    QCOMPARE(e4->commentBefore(), std::string("The king's pawn"));
    e4->clearComments();
    QVERIFY(e4->commentAfter().empty() && e4->commentBefore().empty());

    QVERIFY(e4->addNag(1));
    QVERIFY(!e4->addNag(1));
    QVERIFY(e4->addNag(18));
    QVERIFY(e4->hasNag(18));
    QVERIFY(e4->removeNag(1));
    QVERIFY(!e4->removeNag(1));
    QCOMPARE(e4->nags(), std::vector<std::uint8_t>{18});
    e4->appendNag(18);
    QCOMPARE(e4->nags().size(), std::size_t(2));
    e4->setNags({255, 0});
    QCOMPARE(e4->nags(), (std::vector<std::uint8_t>{255, 0}));
    e4->clearNags();
    QVERIFY(e4->nags().empty());
}

void GameTest::startPositionConstructor()
{
    const auto pos = chess::positionFromFen("4k3/8/8/8/8/8/4P3/4K3 b - - 0 40");
    QVERIFY(pos);
    Game g(*pos);
    QCOMPARE(g.headers().value("SetUp"), std::string("1"));
    QCOMPARE(g.headers().value("FEN"), std::string("4k3/8/8/8/8/8/4P3/4K3 b - - 0 40"));
    QVERIFY(!g.headers().has("Variant"));
    Node* kd7 = play(g.root(), "Kd7");
    QCOMPARE(kd7->moveNumber(), 40);

    Game standard{chess::Position()};
    QVERIFY(!standard.headers().has("FEN"));
    QVERIFY(!standard.headers().has("SetUp"));

    chess::Position p960 = *chess::positionFromFen(
        "bqnb1rkr/pp3ppp/3ppn2/2p5/5P2/P2P4/NPP1P1PP/BQ1BNRKR w HFhf - 2 9");
    p960.setChess960(true);
    Game g960(p960);
    QCOMPARE(g960.headers().value("Variant"), std::string("Chess960"));
    g960.setStartPositionAndTags(chess::Position());
    QVERIFY(!g960.headers().has("Variant"));
    QVERIFY(!g960.headers().has("FEN"));
}

void GameTest::startPositionFromTags_data()
{
    QTest::addColumn<QString>("fen");
    QTest::addColumn<QString>("variant");
    QTest::addColumn<bool>("ok");
    QTest::addColumn<QString>("expectedFen");
    QTest::addColumn<bool>("chess960");

    const QString start = QString::fromLatin1(chess::StartFen.data(), chess::StartFen.size());
    QTest::newRow("no tags") << ""
                             << "" << true << start << false;
    QTest::newRow("fen") << "8/8/8/8/8/8/8/K1k5 b - - 3 60"
                         << "" << true << "8/8/8/8/8/8/8/K1k5 b - - 3 60" << false;
    QTest::newRow("chess960") << "bqnb1rkr/pp3ppp/3ppn2/2p5/5P2/P2P4/NPP1P1PP/BQ1BNRKR w HFhf - 2 9"
                              << "Chess960" << true
                              << "bqnb1rkr/pp3ppp/3ppn2/2p5/5P2/P2P4/NPP1P1PP/BQ1BNRKR w HFhf - 2 9"
                              << true;
    QTest::newRow("fischerandom") << ""
                                  << "Fischerandom" << true << start << true;
    QTest::newRow("bad fen") << "8/8/9/8 w"
                             << "" << false << "" << false;
    QTest::newRow("crazyhouse") << ""
                                << "Crazyhouse" << true
                                << "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR[] w KQkq - 0 1"
                                << false;
    QTest::newRow("unknown variant") << ""
                                     << "Shogi" << false << "" << false;
}

void GameTest::startPositionFromTags()
{
    QFETCH(QString, fen);
    QFETCH(QString, variant);
    QFETCH(bool, ok);
    QFETCH(QString, expectedFen);
    QFETCH(bool, chess960);

    Game g;
    play(g.root(), "e4");
    if (!fen.isEmpty()) {
        g.headers().set("SetUp", "1");
        g.headers().set("FEN", fen.toStdString());
    }
    if (!variant.isEmpty()) g.headers().set("Variant", variant.toStdString());
    const auto error = g.setStartPositionFromTags();
    QCOMPARE(!error.has_value(), ok);
    if (!ok) {
        QVERIFY(!error->message.empty());
        QCOMPARE(g.nodeCount(), std::size_t(1)); // unchanged
        return;
    }
    QCOMPARE(g.nodeCount(), std::size_t(0));
    const auto rules = chess::parseVariantName(variant.toStdString());
    chess::Position expected = *chess::positionFromFen(
        expectedFen.toStdString(), rules ? rules->variant : chess::Variant::Standard);
    expected.setChess960(chess960);
    QCOMPARE(g.startPosition().variant(), expected.variant());
    QCOMPARE(chess::toFen(g.startPosition()), chess::toFen(expected));
    QCOMPARE(g.startPosition().isChess960(), chess960);
}

void GameTest::nullMove()
{
    Game g;
    Node* n = g.root()->addMove(chess::Move::null());
    QVERIFY(n->move().isNull());
    QCOMPARE(n->san(), std::string("--"));
    QCOMPARE(n->position().sideToMove(), chess::Color::Black);
    auto e5 = n->addMove(std::string_view("e5"));
    QVERIFY(e5);
}

QTEST_APPLESS_MAIN(GameTest)
#include "game_test.moc"
