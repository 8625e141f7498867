// SPDX-License-Identifier: GPL-3.0-or-later
// The XBoard/CECP protocol's GUI side: feature negotiation, moves, results, thinking output.

#include "engine/xboard.h"

#include <QTest>

using namespace kibitz::engine::xboard;

class XboardProtocolTest : public QObject {
    Q_OBJECT

private slots:
    void features();
    void featureReplies();
    void moves();
    void results();
    void errors();
    void thinking_data();
    void thinking();
    void gnuchessDialogue();
    void commands();
};

void XboardProtocolTest::features()
{
    const Event e = parseLine("feature ping=1 setboard=1 myname=\"GNU Chess 6.2.7\" variants=\"normal,fischerandom\" done=1");
    const auto& f = std::get<Features>(e);
    QCOMPARE(f.pairs.size(), std::size_t(5));
    QCOMPARE(f.pairs[0], (std::pair<std::string, std::string>{"ping", "1"}));
    QCOMPARE(f.pairs[2], (std::pair<std::string, std::string>{"myname", "GNU Chess 6.2.7"}));
    QCOMPARE(f.pairs[3].second, std::string("normal,fischerandom"));
    QCOMPARE(f.pairs[4], (std::pair<std::string, std::string>{"done", "1"}));
    // An unterminated quote keeps the rest of the line rather than failing.
    const auto g = std::get<Features>(parseLine("feature myname=\"Broken"));
    QCOMPARE(g.pairs.at(0).second, std::string("Broken"));
}

void XboardProtocolTest::featureReplies()
{
    QCOMPARE(featureReply("ping"), std::string("accepted ping"));
    QCOMPARE(featureReply("usermove"), std::string("accepted usermove"));
    QCOMPARE(featureReply("frobnicate"), std::string("rejected frobnicate"));
}

void XboardProtocolTest::moves()
{
    QCOMPARE(std::get<EngineMove>(parseLine("move e2e4")).move, std::string("e2e4"));
    QCOMPARE(std::get<EngineMove>(parseLine("move e7e8q\r\n")).move, std::string("e7e8q"));
    QCOMPARE(std::get<EngineMove>(parseLine("My move is: Nf3")).move, std::string("Nf3"));
    QCOMPARE(std::get<Pong>(parseLine("pong 7")).number, 7);
    QVERIFY(std::holds_alternative<Resign>(parseLine("resign")));
    QVERIFY(std::holds_alternative<OfferDraw>(parseLine("offer draw")));
}

void XboardProtocolTest::results()
{
    auto r = std::get<GameResult>(parseLine("1-0 {White mates}"));
    QCOMPARE(r.result, std::string("1-0"));
    QCOMPARE(r.comment, std::string("White mates"));
    r = std::get<GameResult>(parseLine("1/2-1/2 {Draw by repetition}"));
    QCOMPARE(r.result, std::string("1/2-1/2"));
    r = std::get<GameResult>(parseLine("0-1"));
    QVERIFY(r.comment.empty());
}

void XboardProtocolTest::errors()
{
    auto m = std::get<IllegalMove>(parseLine("Illegal move: e2e5"));
    QCOMPARE(m.move, std::string("e2e5"));
    m = std::get<IllegalMove>(parseLine("Illegal move (no matching move): e2e5"));
    QCOMPARE(m.reason, std::string("no matching move"));
    QCOMPARE(m.move, std::string("e2e5"));
    const auto e = std::get<EngineError>(parseLine("Error (unknown command): frob"));
    QCOMPARE(e.type, std::string("unknown command"));
    QCOMPARE(e.command, std::string("frob"));
    const auto t = std::get<TellUser>(parseLine("tellusererror Cannot open book"));
    QCOMPARE(t.kind, std::string("tellusererror"));
    QCOMPARE(t.text, std::string("Cannot open book"));
    QVERIFY(std::holds_alternative<Unknown>(parseLine("# debug output")));
    QVERIFY(std::holds_alternative<Unknown>(parseLine("")));
    QVERIFY(std::holds_alternative<Unknown>(parseLine(std::string(1 << 20, 'z'))));
}

void XboardProtocolTest::thinking_data()
{
    QTest::addColumn<QString>("line");
    QTest::addColumn<int>("depth");
    QTest::addColumn<int>("score");
    QTest::addColumn<qulonglong>("centiseconds");
    QTest::addColumn<qulonglong>("nodes");
    QTest::addColumn<QString>("pv");
    QTest::newRow("fairymax") << " 5     18      3       4870 e2e4 e7e5 g1f3" << 5 << 18 << 3ULL << 4870ULL
                              << "e2e4 e7e5 g1f3";
    QTest::newRow("gnuchess") << "  7   +25     12      93425   1. e4 e5 2. Nf3" << 7 << 25 << 12ULL << 93425ULL
                              << "1. e4 e5 2. Nf3";
    QTest::newRow("marked ply") << "9& -40 150 123456 d2d4" << 9 << -40 << 150ULL << 123456ULL << "d2d4";
    QTest::newRow("extra fields") << "12 33 200 4000000 20 2000000 0\tc2c4 e7e5" << 12 << 33 << 200ULL
                                  << 4000000ULL << "c2c4 e7e5";
}

void XboardProtocolTest::thinking()
{
    QFETCH(QString, line);
    QFETCH(int, depth);
    QFETCH(int, score);
    QFETCH(qulonglong, centiseconds);
    QFETCH(qulonglong, nodes);
    QFETCH(QString, pv);
    const Event e = parseLine(line.toStdString());
    const Thinking* t = std::get_if<Thinking>(&e);
    QVERIFY2(t, qPrintable(line));
    QCOMPARE(t->depth, depth);
    QCOMPARE(t->score, score);
    QCOMPARE(qulonglong(t->centiseconds), centiseconds);
    QCOMPARE(qulonglong(t->nodes), nodes);
    QCOMPARE(QString::fromStdString(t->pv), pv);
}

void XboardProtocolTest::gnuchessDialogue()
{
    // Lines gnuchess sends after "xboard" / "protover 2", in order.
    const char* lines[] = {"feature setboard=1 analyze=1 ping=1 draw=0 sigint=0 variants=\"normal\" myname=\"GNU Chess 6.2.7\" done=1",
                           "pong 1", "move e7e5", "resign"};
    QVERIFY(std::holds_alternative<Features>(parseLine(lines[0])));
    QVERIFY(std::holds_alternative<Pong>(parseLine(lines[1])));
    QVERIFY(std::holds_alternative<EngineMove>(parseLine(lines[2])));
    QVERIFY(std::holds_alternative<Resign>(parseLine(lines[3])));
}

void XboardProtocolTest::commands()
{
    QCOMPARE(levelCommand(40, 300, 0), std::string("level 40 5 0"));
    QCOMPARE(levelCommand(0, 90, 2), std::string("level 0 1:30 2"));
    QCOMPARE(levelCommand(0, 10, 0.1), std::string("level 0 0:10 0.1"));
    QCOMPARE(timeCommand(60000), std::string("time 6000"));
    QCOMPARE(otimCommand(1234), std::string("otim 123"));
}

QTEST_APPLESS_MAIN(XboardProtocolTest)
#include "xboard_protocol_test.moc"
