// SPDX-License-Identifier: GPL-3.0-or-later
// The XBoard/CECP protocol's GUI side: feature negotiation, moves, results, thinking output.

#include "engine/xboard_client.h"

#include "chess/fen.h"
#include "chess/notation.h"

#include <QTest>

using namespace kibitz;
using namespace kibitz::engine;
using namespace kibitz::engine::xboard;

namespace {

chess::Position fen(const char* text)
{
    auto p = chess::positionFromFen(text);
    if (!p.hasValue()) qFatal("bad test FEN %s", text);
    return *p;
}

std::vector<chess::Move> line(const chess::Position& start, std::initializer_list<const char*> uci)
{
    std::vector<chess::Move> out;
    chess::Position p = start;
    for (const char* m : uci) {
        out.push_back(*chess::parseUci(p, m));
        p.play(out.back());
    }
    return out;
}

QStringList toList(const std::vector<std::string>& v)
{
    QStringList out;
    for (const auto& s : v) out << QString::fromStdString(s);
    return out;
}

} // namespace

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
    void malformed_data();
    void malformed();
    void applyFeatureLines();
    void optionFeatures_data();
    void optionFeatures();
    void badOptionFeatures_data();
    void badOptionFeatures();
    void optionCommands();
    void moveCommands();
    void pvConversion_data();
    void pvConversion();
    void scores_data();
    void scores();
    void thinkingToInfo();
    void syncContinuesOrStartsOver();
    void hintAndOpponent();
    void syncWithoutSetboard();
    void syncChess960();
    void plans_data();
    void plans();
    void planMemory();
};

void XboardProtocolTest::features()
{
    const Event e = parseLine("feature ping=1 setboard=1 myname=\"GNU Chess 6.2.7\" "
                              "variants=\"normal,fischerandom\" done=1");
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
    QCOMPARE(std::get<EngineMove>(parseLine("My move is : b1c3")).move,
             std::string("b1c3")); // GNU Chess 6
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
    QVERIFY(std::holds_alternative<xboard::Unknown>(parseLine("# debug output")));
    QVERIFY(std::holds_alternative<xboard::Unknown>(parseLine("")));
    QVERIFY(std::holds_alternative<xboard::Unknown>(parseLine(std::string(1 << 20, 'z'))));
}

void XboardProtocolTest::thinking_data()
{
    QTest::addColumn<QString>("line");
    QTest::addColumn<int>("depth");
    QTest::addColumn<int>("score");
    QTest::addColumn<qulonglong>("centiseconds");
    QTest::addColumn<qulonglong>("nodes");
    QTest::addColumn<QString>("pv");
    QTest::newRow("fairymax") << " 5     18      3       4870 e2e4 e7e5 g1f3" << 5 << 18 << 3ULL
                              << 4870ULL << "e2e4 e7e5 g1f3";
    QTest::newRow("gnuchess") << "  7   +25     12      93425   1. e4 e5 2. Nf3" << 7 << 25 << 12ULL
                              << 93425ULL << "1. e4 e5 2. Nf3";
    QTest::newRow("marked ply") << "9& -40 150 123456 d2d4" << 9 << -40 << 150ULL << 123456ULL
                                << "d2d4";
    QTest::newRow("extra fields") << "12 33 200 4000000 20 2000000 0\tc2c4 e7e5" << 12 << 33
                                  << 200ULL << 4000000ULL << "c2c4 e7e5";
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
    const char* lines[] = {"feature setboard=1 analyze=1 ping=1 draw=0 sigint=0 "
                           "variants=\"normal\" myname=\"GNU Chess 6.2.7\" done=1",
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
    QCOMPARE(timeCommand(-50), std::string("time 0")); // a flag already fallen
    QCOMPARE(resultCommand("1-0", "White mates"), std::string("result 1-0 {White mates}"));
}

void XboardProtocolTest::malformed_data()
{
    // Lines that are not what they start like: never a crash, never a half-filled event.
    QTest::addColumn<QString>("line");
    QTest::newRow("thinking without nodes") << "5 18 3";
    QTest::newRow("score not a number") << "5 abc 3 100 e2e4";
    QTest::newRow("ply only") << "12";
    QTest::newRow("move number line") << "1. ... b1c3";
    QTest::newRow("banner") << "GNU Chess 6.2.7";
    QTest::newRow("huge number") << "5 99999999999999999999 3 100 e2e4";
    QTest::newRow("prompt") << "White (1) : ";
    QTest::newRow("binary") << QString::fromLatin1("\x01\x02\xff feature");
}

void XboardProtocolTest::malformed()
{
    QFETCH(QString, line);
    const Event e = parseLine(line.toStdString());
    QVERIFY2(std::holds_alternative<xboard::Unknown>(e), qPrintable(line));
    // Half-formed commands still parse to something harmless.
    QCOMPARE(std::get<Pong>(parseLine("pong x")).number, 0);
    QVERIFY(std::get<EngineMove>(parseLine("move")).move.empty());
    QVERIFY(std::get<Features>(parseLine("feature no pairs here")).pairs.empty());
}

void XboardProtocolTest::applyFeatureLines()
{
    EngineFeatures f;
    // The spec's defaults before any feature.
    QVERIFY(!f.ping && !f.setboard && !f.san && !f.usermove && f.time && f.draw && f.analyze
            && f.colors);
    QVERIFY(!f.any && !f.done);
    std::vector<std::string> errors;
    auto replies =
        applyFeatures(f,
                      std::get<Features>(parseLine(
                          "feature ping=1 setboard=1 san=1 usermove=1 time=0 analyze=0 memory=1 "
                          "smp=1 egt=\"syzygy,gaviota\" "
                          "variants=\"normal,fischerandom\" myname=\"Engine X\" xyzzy=1 done=0")),
                      &errors);
    QCOMPARE(toList(replies),
             (QStringList{"accepted ping", "accepted setboard", "accepted san", "accepted usermove",
                          "accepted time", "accepted analyze", "accepted memory", "accepted smp",
                          "accepted egt", "accepted variants", "accepted myname", "rejected xyzzy",
                          "accepted done"}));
    QVERIFY(f.ping && f.setboard && f.san && f.usermove && !f.time && !f.analyze && f.memory
            && f.smp);
    QVERIFY(f.hasEgt("syzygy") && f.hasEgt("gaviota") && !f.hasEgt("nalimov"));
    QVERIFY(f.hasVariant("fischerandom") && f.hasVariant("normal") && !f.hasVariant("crazyhouse"));
    QCOMPARE(f.myname, std::string("Engine X"));
    QVERIFY(f.any && f.waiting && !f.done);
    replies = applyFeatures(
        f,
        std::get<Features>(
            parseLine("feature option=\"Level -spin 5 1 10\" option=\"Broken -spin x\" done=1")),
        &errors);
    QCOMPARE(toList(replies), (QStringList{"accepted option", "rejected option", "accepted done"}));
    QCOMPARE(errors.size(), std::size_t(1));
    QVERIFY2(QString::fromStdString(errors[0]).contains("Broken"), errors[0].c_str());
    QVERIFY(f.done && !f.waiting);
    QCOMPARE(f.options.size(), std::size_t(1));
    QVERIFY(f.option("Level"));
    // A redeclared option replaces the old one.
    applyFeatures(f, std::get<Features>(parseLine("feature option=\"Level -spin 7 1 10\"")));
    QCOMPARE(f.options.size(), std::size_t(1));
    QCOMPARE(f.option("Level")->defaultValue, std::string("7"));
}

void XboardProtocolTest::optionFeatures_data()
{
    QTest::addColumn<QString>("text");
    QTest::addColumn<QString>("name");
    QTest::addColumn<int>("type");
    QTest::addColumn<QString>("defaultValue");
    QTest::addColumn<QString>("range"); // "min..max", or the combo choices joined by '|'
    QTest::addColumn<int>("path");
    const int check = int(OptionType::Check), spin = int(OptionType::Spin),
              combo = int(OptionType::Combo), button = int(OptionType::Button),
              string = int(OptionType::String);
    QTest::newRow("check") << "Resign -check 0"
                           << "Resign" << check << "false"
                           << "" << 0;
    QTest::newRow("check on") << "Ponder Hard -check 1"
                              << "Ponder Hard" << check << "true"
                              << "" << 0;
    QTest::newRow("spin with spaces") << "Resign Threshold -spin 800 200 1200"
                                      << "Resign Threshold" << spin << "800"
                                      << "200..1200" << 0;
    QTest::newRow("slider") << "Dummy Slider Example -slider 20 0 100"
                            << "Dummy Slider Example" << spin << "20"
                            << "0..100" << 0;
    QTest::newRow("negative range") << "verbose -spin 0 -2147483648 2147483647"
                                    << "verbose" << spin << "0"
                                    << "-2147483648..2147483647" << 0;
    QTest::newRow("combo default first") << "Makruk rules -combo makruk /// Cambodian /// Ai-wok"
                                         << "Makruk rules" << combo << "makruk"
                                         << "makruk|Cambodian|Ai-wok" << 0;
    QTest::newRow("combo starred") << "Style -combo Solid /// *Normal /// Risky"
                                   << "Style" << combo << "Normal"
                                   << "Solid|Normal|Risky" << 0;
    QTest::newRow("string") << "Dummy String Example -string happy birthday!"
                            << "Dummy String Example" << string << "happy birthday!"
                            << "" << 0;
    QTest::newRow("empty string") << "Name -string"
                                  << "Name" << string << ""
                                  << "" << 0;
    QTest::newRow("file") << "Ini File -file /usr/share/games/fairymax/fmax.ini"
                          << "Ini File" << string << "/usr/share/games/fairymax/fmax.ini"
                          << "" << int(PathKind::File);
    QTest::newRow("path") << "Dummy Path Example -path ."
                          << "Dummy Path Example" << string << "."
                          << "" << int(PathKind::Folder);
    QTest::newRow("button") << "Clear Hash -button"
                            << "Clear Hash" << button << ""
                            << "" << 0;
    QTest::newRow("save") << "Save in hash file -save"
                          << "Save in hash file" << button << ""
                          << "" << 0;
    QTest::newRow("reset") << "Defaults -reset"
                           << "Defaults" << button << ""
                           << "" << 0;
    QTest::newRow("dash in name") << "Multi-PV Margin -spin 0 0 1000"
                                  << "Multi-PV Margin" << spin << "0"
                                  << "0..1000" << 0;
}

void XboardProtocolTest::optionFeatures()
{
    QFETCH(QString, text);
    QFETCH(QString, name);
    QFETCH(int, type);
    QFETCH(QString, defaultValue);
    QFETCH(QString, range);
    QFETCH(int, path);
    std::string error;
    const auto o = parseOptionFeature(text.toStdString(), &error);
    QVERIFY2(o, error.c_str());
    QCOMPARE(QString::fromStdString(o->name), name);
    QCOMPARE(int(o->type), type);
    QCOMPARE(QString::fromStdString(o->defaultValue), defaultValue);
    QCOMPARE(int(o->path), path);
    if (o->type == OptionType::Spin)
        QCOMPARE(QString::number(*o->min) + ".." + QString::number(*o->max), range);
    if (o->type == OptionType::Combo) QCOMPARE(toList(o->vars).join(u'|'), range);
}

void XboardProtocolTest::badOptionFeatures_data()
{
    QTest::addColumn<QString>("text");
    QTest::addColumn<QString>("message");
    QTest::newRow("no type") << "Level 5"
                             << "no type";
    QTest::newRow("unknown type") << "Level -knob 5"
                                  << "no type";
    QTest::newRow("no name") << " -check 1"
                             << "no name";
    QTest::newRow("spin short") << "Level -spin 5 1"
                                << "DEFAULT MIN MAX";
    QTest::newRow("spin words") << "Level -spin five 1 10"
                                << "DEFAULT MIN MAX";
    QTest::newRow("check value") << "Resign -check yes"
                                 << "0 or 1";
    QTest::newRow("empty combo") << "Style -combo ///"
                                 << "without choices";
}

void XboardProtocolTest::badOptionFeatures()
{
    QFETCH(QString, text);
    QFETCH(QString, message);
    std::string error;
    QVERIFY(!parseOptionFeature(text.toStdString(), &error));
    QVERIFY2(QString::fromStdString(error).contains(message), error.c_str());
}

void XboardProtocolTest::optionCommands()
{
    const auto spin = *parseOptionFeature("Resign Threshold -spin 800 200 1200");
    QCOMPARE(optionCommand(spin, "900"), std::string("option Resign Threshold=900"));
    const auto check = *parseOptionFeature("Resign -check 0");
    QCOMPARE(optionCommand(check, "true"), std::string("option Resign=1"));
    QCOMPARE(optionCommand(check, "false"), std::string("option Resign=0"));
    const auto button = *parseOptionFeature("Clear Hash -button");
    QCOMPARE(optionCommand(button, ""), std::string("option Clear Hash"));
    const auto path = *parseOptionFeature("Book -file a.bin");
    QCOMPARE(optionCommand(path, "/my books/b.bin"), std::string("option Book=/my books/b.bin"));
}

void XboardProtocolTest::moveCommands()
{
    EngineFeatures f;
    const chess::Position start;
    const auto e4 = *chess::parseUci(start, "e2e4");
    QCOMPARE(moveCommand(start, e4, f), std::string("e2e4"));
    f.usermove = true;
    QCOMPARE(moveCommand(start, e4, f), std::string("usermove e2e4"));
    f.san = true;
    QCOMPARE(moveCommand(start, e4, f), std::string("usermove e4"));
    f = {};
    const auto castle = fen("r3k2r/8/8/8/8/8/8/R3K2R w KQkq - 0 1");
    QCOMPARE(moveCommand(castle, *chess::parseSan(castle, "O-O"), f), std::string("e1g1"));
    const auto promo = fen("8/P6k/8/8/8/8/8/K7 w - - 0 1");
    QCOMPARE(moveCommand(promo, *chess::parseSan(promo, "a8=N"), f), std::string("a7a8n"));
    chess::Position frc = fen("4k3/8/8/8/8/8/8/1R2K1R1 w GB - 0 1");
    frc.setChess960(true);
    const auto oo = chess::parseSan(frc, "O-O");
    QVERIFY2(oo.hasValue(), oo.hasValue() ? "" : oo.error().message.c_str());
    QCOMPARE(moveCommand(frc, *oo, f), std::string("O-O"));
    // Engine moves in any notation.
    QCOMPARE(chess::toUci(*parseEngineMove(start, "Nf3"), false), std::string("g1f3"));
    QCOMPARE(chess::toUci(*parseEngineMove(castle, "O-O-O"), false), std::string("e1c1"));
    QCOMPARE(chess::toUci(*parseEngineMove(castle, "e1g1"), false), std::string("e1g1"));
    QVERIFY(!parseEngineMove(start, "e2e5"));
    QVERIFY(!parseEngineMove(start, ""));
}

void XboardProtocolTest::pvConversion_data()
{
    QTest::addColumn<QString>("fen");
    QTest::addColumn<QString>("pv");
    QTest::addColumn<QString>("uci");
    const QString start = QString::fromStdString(chess::toFen(chess::Position()));
    QTest::newRow("coordinates") << start << "e2e4 e7e5 g1f3"
                                 << "e2e4 e7e5 g1f3";
    QTest::newRow("san with numbers") << start << "1. e4 e5 2. Nf3 Nc6"
                                      << "e2e4 e7e5 g1f3 b8c6";
    QTest::newRow("glued numbers") << start << "1.e4 e5 2.Nf3"
                                   << "e2e4 e7e5 g1f3";
    QTest::newRow("black to move") << "rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR b KQkq - 0 1"
                                   << "1... c5 2. Nf3"
                                   << "c7c5 g1f3";
    QTest::newRow("long algebraic") << start << "Ng1-f3  d7-d5  d2-d4"
                                    << "g1f3 d7d5 d2d4";
    QTest::newRow("check marks") << "6k1/5ppp/8/8/8/8/5PPP/3R2K1 w - - 0 1"
                                 << "Rd8#"
                                 << "d1d8";
    QTest::newRow("stops at garbage") << start << "e4 e5 <HT> Nf3"
                                      << "e2e4 e7e5";
    QTest::newRow("stops at illegal") << start << "e4 e4 Nf3"
                                      << "e2e4";
    QTest::newRow("ponder move in brackets") << start << "(d5) d4"
                                             << "";
    QTest::newRow("book line") << start << "(e2-e4  d2-d4  c2-c4  Ng1-f3  , book1)"
                               << "";
    QTest::newRow("empty") << start << ""
                           << "";
}

void XboardProtocolTest::pvConversion()
{
    QFETCH(QString, fen);
    QFETCH(QString, pv);
    QFETCH(QString, uci);
    const auto p = chess::positionFromFen(fen.toStdString());
    QVERIFY(p.hasValue());
    QCOMPARE(toList(pvToUci(*p, pv.toStdString())).join(u' '), uci);
}

void XboardProtocolTest::scores_data()
{
    QTest::addColumn<int>("score");
    QTest::addColumn<bool>("mate");
    QTest::addColumn<int>("value");
    QTest::newRow("centipawns") << 35 << false << 35;
    QTest::newRow("negative") << -120 << false << -120;
    QTest::newRow("gnuchess cap") << 9999 << false << 9999;
    QTest::newRow("spec mate in 3") << 100003 << true << 3;
    QTest::newRow("spec mated in 2") << -100002 << true << -2;
    QTest::newRow("plies mate in 1") << 99999 << true << 1;
    QTest::newRow("plies mate in 2") << 99997 << true << 2;
    QTest::newRow("plies mated") << -99996 << true << -2;
}

void XboardProtocolTest::scores()
{
    QFETCH(int, score);
    QFETCH(bool, mate);
    QFETCH(int, value);
    const Score s = scoreFromXBoard(score);
    QCOMPARE(s.kind == Score::Kind::Mate, mate);
    QCOMPARE(s.value, value);
}

void XboardProtocolTest::thinkingToInfo()
{
    const auto t = std::get<Thinking>(parseLine(" 9  -40  150  123456\t1. d4 d5 2. c4"));
    const Info i = toInfo(t, chess::Position());
    QCOMPARE(i.depth, 9);
    QCOMPARE(i.score->value, -40);
    QCOMPARE(i.timeMs, std::optional<std::uint64_t>(1500));
    QCOMPARE(i.nodes, std::optional<std::uint64_t>(123456));
    QCOMPARE(i.nps, std::optional<std::uint64_t>(82304)); // derived: nodes per second
    QCOMPARE(toList(i.pv).join(u' '), QStringLiteral("d2d4 d7d5 c2c4"));
    const auto x = std::get<Thinking>(parseLine("12 33 200 4000000 20 2000000 7\tc2c4 e7e5"));
    QCOMPARE(x.seldepth, 20);
    QCOMPARE(x.nps, std::optional<std::uint64_t>(2000000));
    QCOMPARE(x.tbhits, std::optional<std::uint64_t>(7));
    const Info j = toInfo(x, chess::Position());
    QCOMPARE(j.seldepth, 20);
    QCOMPARE(j.tbhits, std::optional<std::uint64_t>(7));
}

void XboardProtocolTest::syncContinuesOrStartsOver()
{
    EngineFeatures f;
    f.setboard = true;
    f.usermove = true;
    GameSync known;
    const chess::Position start;
    std::vector<std::string> out;
    bool reset = false;
    QVERIFY(!syncCommands(known, f, start, line(start, {"e2e4", "e7e5"}), out, &reset));
    QVERIFY(reset);
    QCOMPARE(toList(out), (QStringList{"new", "force", "usermove e2e4", "usermove e7e5"}));
    // The game goes on: only the new moves.
    out.clear();
    QVERIFY(
        !syncCommands(known, f, start, line(start, {"e2e4", "e7e5", "g1f3", "b8c6"}), out, &reset));
    QVERIFY(!reset);
    QCOMPARE(toList(out), (QStringList{"usermove g1f3", "usermove b8c6"}));
    // The same position again: nothing to send.
    out.clear();
    QVERIFY(
        !syncCommands(known, f, start, line(start, {"e2e4", "e7e5", "g1f3", "b8c6"}), out, &reset));
    QVERIFY(out.empty());
    // A take-back or another line: start over.
    out.clear();
    QVERIFY(!syncCommands(known, f, start, line(start, {"e2e4", "c7c5"}), out, &reset));
    QVERIFY(reset);
    QCOMPARE(toList(out), (QStringList{"new", "force", "usermove e2e4", "usermove c7c5"}));
    // Issue 19: a takeback of one or two plies is "undo" or "remove", then the new moves.
    out.clear();
    QVERIFY(!syncCommands(known, f, start, line(start, {"e2e4", "c7c5", "g1f3"}), out, &reset));
    QVERIFY(!syncCommands(known, f, start, line(start, {"e2e4", "c7c5"}), out, &reset));
    QVERIFY(!reset);
    QCOMPARE(toList(out), (QStringList{"usermove g1f3", "undo"}));
    out.clear();
    QVERIFY(!syncCommands(known, f, start, line(start, {"d2d4"}), out, &reset));
    QVERIFY(!reset); // two plies back to the start, then the other first move
    QCOMPARE(toList(out), (QStringList{"remove", "usermove d2d4"}));
    QVERIFY(
        !syncCommands(known, f, start, line(start, {"d2d4", "d7d5", "c2c4", "e7e6"}), out, &reset));
    out.clear();
    QVERIFY(!syncCommands(known, f, start, line(start, {"e2e4"}), out, &reset));
    QVERIFY(reset); // four plies back: start over
    QCOMPARE(toList(out), (QStringList{"new", "force", "usermove e2e4"}));
    out.clear();
    QVERIFY(!syncCommands(known, f, start, line(start, {"d2d4"}), out, &reset));
    out.clear();
    QVERIFY(!syncCommands(known, f, start, line(start, {"d2d4", "d7d5", "c2c4"}), out, &reset));
    QVERIFY(!syncCommands(known, f, start, line(start, {"d2d4", "g8f6", "c2c4"}), out, &reset));
    QVERIFY(!reset);
    QCOMPARE(toList(out), (QStringList{"usermove d7d5", "usermove c2c4", "remove", "usermove g8f6",
                                       "usermove c2c4"}));
    // Another start: setboard.
    out.clear();
    const auto endgame = fen("8/8/4k3/8/8/4K3/4P3/8 b - - 3 40");
    QVERIFY(!syncCommands(known, f, endgame, line(endgame, {"e6e5"}), out, &reset));
    QCOMPARE(toList(out), (QStringList{"new", "force", "setboard 8/8/4k3/8/8/4K3/4P3/8 b - - 3 40",
                                       "usermove e6e5"}));
    // Invalidated (after a result): start over even when the moves would continue.
    known.valid = false;
    out.clear();
    QVERIFY(!syncCommands(known, f, endgame, line(endgame, {"e6e5", "e3d3"}), out, &reset));
    QCOMPARE(out.front(), std::string("new"));
}

void XboardProtocolTest::syncWithoutSetboard()
{
    EngineFeatures f; // setboard=0: edit mode
    GameSync known;
    std::vector<std::string> out;
    const auto p = fen("4k3/8/8/8/8/8/4P3/4K2R b K - 0 1");
    QVERIFY(!syncCommands(known, f, p, {}, out));
    QCOMPARE(toList(out), (QStringList{"new", "force", "a2a3", "edit", "#", "Ke1", "Rh1", "Pe2",
                                       "c", "Ke8", "."}));
    // White to move: no extra move first.
    out.clear();
    known.valid = false;
    QVERIFY(!syncCommands(known, f, fen("4k3/8/8/8/8/8/4P3/4K3 w - - 0 1"), {}, out));
    QCOMPARE(toList(out),
             (QStringList{"new", "force", "edit", "#", "Ke1", "Pe2", "c", "Ke8", "."}));
}

void XboardProtocolTest::syncChess960()
{
    chess::Position frc = fen("bqnb1rkr/pp3ppp/3ppn2/2p5/5P2/P2P4/NPP1P1PP/BQ1BNRKR w HFhf - 2 9");
    frc.setChess960(true);
    EngineFeatures f;
    f.setboard = true;
    GameSync known;
    std::vector<std::string> out;
    auto error = syncCommands(known, f, frc, {}, out);
    QVERIFY(error);
    QVERIFY2(QString::fromStdString(*error).contains("Chess960"), error->c_str());
    QVERIFY(out.empty());
    f.variants.push_back("fischerandom");
    QVERIFY(!syncCommands(known, f, frc, {}, out));
    QCOMPARE(out.at(0), std::string("new"));
    QCOMPARE(out.at(1), std::string("variant fischerandom"));
    QCOMPARE(out.at(2), std::string("force"));
    QVERIFY(QString::fromStdString(out.at(3)).startsWith("setboard bqnb1rkr/"));
}

void XboardProtocolTest::plans_data()
{
    QTest::addColumn<QString>("limits"); // key=value pairs
    QTest::addColumn<bool>("black");
    QTest::addColumn<QString>("commands");
    QTest::addColumn<int>("depthLimit"); // -1: none
    QTest::newRow("clocks") << "wtime=3000 btime=2500 winc=100 binc=100" << false
                            << "level 0 0:03 0.1|time 300|otim 250|go" << -1;
    QTest::newRow("clocks black") << "wtime=3000 btime=2500 winc=100 binc=200" << true
                                  << "level 0 0:02 0.2|time 250|otim 300|go" << -1;
    QTest::newRow("moves to go") << "wtime=300000 btime=300000 movestogo=40" << false
                                 << "level 40 5 0|time 30000|otim 30000|go" << -1;
    QTest::newRow("movetime") << "movetime=2000" << false << "st 2|go" << -1;
    QTest::newRow("short movetime") << "movetime=100" << false << "st 1|go" << -1;
    QTest::newRow("depth") << "depth=7" << false << "st 86400|sd 7|go" << 7;
    QTest::newRow("mate") << "mate=3" << false << "st 86400|sd 5|go" << 5;
    QTest::newRow("nodes") << "nodes=10000" << false << "st 86400|go" << -1;
    QTest::newRow("infinite") << "infinite=1" << false << "post|analyze" << -1;
    QTest::newRow("ponder") << "ponder=1 wtime=1000 btime=1000" << false << "post|analyze" << -1;
}

namespace {

SearchLimits parseLimits(const QString& text)
{
    SearchLimits l;
    for (const QString& pair : text.split(u' ', Qt::SkipEmptyParts)) {
        const QString key = pair.section(u'=', 0, 0);
        const long long v = pair.section(u'=', 1).toLongLong();
        if (key == "wtime")
            l.wtimeMs = v;
        else if (key == "btime")
            l.btimeMs = v;
        else if (key == "winc")
            l.wincMs = v;
        else if (key == "binc")
            l.bincMs = v;
        else if (key == "movestogo")
            l.movesToGo = int(v);
        else if (key == "movetime")
            l.movetimeMs = int(v);
        else if (key == "depth")
            l.depth = int(v);
        else if (key == "mate")
            l.mate = int(v);
        else if (key == "nodes")
            l.nodes = std::uint64_t(v);
        else if (key == "infinite")
            l.infinite = true;
        else if (key == "ponder")
            l.ponder = true;
    }
    return l;
}

} // namespace

void XboardProtocolTest::plans()
{
    QFETCH(QString, limits);
    QFETCH(bool, black);
    QFETCH(QString, commands);
    QFETCH(int, depthLimit);
    EngineFeatures f;
    TimeControlMemory memory;
    const SearchLimits l = parseLimits(limits);
    const SearchPlan plan =
        planSearch(l, black ? chess::Color::Black : chess::Color::White, f, memory);
    QCOMPARE(toList(plan.commands).join(u'|'), commands);
    QCOMPARE(plan.depthLimit.value_or(-1), depthLimit);
    QCOMPARE(plan.analyze, l.infinite || l.ponder);
    QCOMPARE(plan.nodeLimit, l.nodes);
}

void XboardProtocolTest::planMemory()
{
    EngineFeatures f;
    TimeControlMemory memory;
    SearchLimits l = parseLimits("wtime=3000 btime=3000 winc=100 binc=100");
    planSearch(l, chess::Color::White, f, memory);
    // The level stays; only the clocks are sent.
    l = parseLimits("wtime=2800 btime=2900 winc=100 binc=100");
    QCOMPARE(toList(planSearch(l, chess::Color::White, f, memory).commands).join(u'|'),
             QStringLiteral("time 280|otim 290|go"));
    // An engine without time=1 gets the level only.
    f.time = false;
    QCOMPARE(toList(planSearch(l, chess::Color::White, f, memory).commands).join(u'|'),
             QStringLiteral("go"));
    // A depth limit can only be lifted by a new game.
    l = parseLimits("depth=5");
    planSearch(l, chess::Color::White, f, memory);
    QVERIFY(!needsNewGame(l, memory));
    QVERIFY(needsNewGame(parseLimits("movetime=1000"), memory));
    QVERIFY(!needsNewGame(parseLimits("infinite=1"), memory));
    // Without analyze, infinite is a long timed search (stopped with "?").
    f.analyze = false;
    TimeControlMemory fresh;
    QCOMPARE(toList(planSearch(parseLimits("infinite=1"), chess::Color::White, f, fresh).commands)
                 .join(u'|'),
             QStringLiteral("st 86400|go"));
}

void XboardProtocolTest::hintAndOpponent()
{
    QCOMPARE(std::get<Hint>(parseLine("Hint: e7e5")).move, std::string("e7e5"));
    EngineFeatures f;
    Opponent o{"Stockfish", true, 2000, 3500};
    QCOMPARE(toList(opponentCommands(o, f)), (QStringList{"computer", "rating 2000 3500"}));
    f.name = true; // "name" only when the engine asked for it
    QCOMPARE(toList(opponentCommands(o, f)),
             (QStringList{"computer", "name Stockfish", "rating 2000 3500"}));
    QVERIFY(opponentCommands(Opponent{}, f).empty());

    // random always (engines ignore what they do not know); nps only to engines with nps=1.
    PlaySettings play{true, 50000};
    QCOMPARE(toList(playSettingCommands(play, f)), (QStringList{"random"}));
    f.nps = true;
    QCOMPARE(toList(playSettingCommands(play, f)), (QStringList{"random", "nps 50000"}));
    QVERIFY(playSettingCommands(PlaySettings{}, f).empty());
}

QTEST_APPLESS_MAIN(XboardProtocolTest)
#include "xboard_protocol_test.moc"
