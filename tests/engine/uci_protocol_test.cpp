// SPDX-License-Identifier: GPL-3.0-or-later
// The UCI protocol's GUI side: engine lines to events, commands from limits and positions.

#include "chess/fen.h"
#include "chess/notation.h"
#include "engine/options.h"
#include "engine/uci_client.h"

#include <QTest>

using namespace kibitz;
using namespace kibitz::engine;

Q_DECLARE_METATYPE(std::string)

class UciProtocolTest : public QObject {
    Q_OBJECT

private slots:
    void info();
    void infoString();
    void infoMalformed_data();
    void infoMalformed();
    void options_data();
    void options();
    void handshakeDialogue();
    void bestmove();
    void garbageAndHugeLines();
    void commands();
    void position();
    void scores_data();
    void scores();
    void scoreOrder();
    void pathAndManagedOptions();
};

void UciProtocolTest::info()
{
    const UciEvent e = parseUciLine(
        "info depth 24 seldepth 33 multipv 2 score cp -17 upperbound wdl 30 900 70 nodes 123456789 "
        "nps 1500000 hashfull 512 tbhits 7 time 8231 currmove e2e4 currmovenumber 3 "
        "pv e2e4 e7e5 g1f3\r");
    const Info* i = std::get_if<Info>(&e);
    QVERIFY(i);
    QCOMPARE(i->depth, std::optional<int>(24));
    QCOMPARE(i->seldepth, std::optional<int>(33));
    QCOMPARE(i->multipv, std::optional<int>(2));
    QVERIFY(i->score.has_value());
    QCOMPARE(i->score->value, -17);
    QVERIFY(i->score->kind == Score::Kind::Centipawns);
    QVERIFY(i->score->upperbound && !i->score->lowerbound);
    QVERIFY(i->wdl == (Wdl{30, 900, 70}));
    QCOMPARE(i->nodes, std::optional<std::uint64_t>(123456789));
    QCOMPARE(i->nps, std::optional<std::uint64_t>(1500000));
    QCOMPARE(i->hashfull, std::optional<int>(512));
    QCOMPARE(i->tbhits, std::optional<std::uint64_t>(7));
    QCOMPARE(i->timeMs, std::optional<std::uint64_t>(8231));
    QCOMPARE(i->currmove, std::string("e2e4"));
    QCOMPARE(i->currmoveNumber, std::optional<int>(3));
    QCOMPARE(i->pv, (std::vector<std::string>{"e2e4", "e7e5", "g1f3"}));

    const UciEvent mate = parseUciLine("info score mate -3 depth 5");
    QVERIFY(std::get<Info>(mate).score->kind == Score::Kind::Mate);
    QCOMPARE(std::get<Info>(mate).score->value, -3);
    QCOMPARE(std::get<Info>(mate).depth, std::optional<int>(5)); // fields in any order
}

void UciProtocolTest::infoString()
{
    const UciEvent e =
        parseUciLine("info string NNUE evaluation using nn-xyz.nnue  enabled depth 3");
    QCOMPARE(std::get<Info>(e).string,
             std::string("NNUE evaluation using nn-xyz.nnue  enabled depth 3"));
    QVERIFY(!std::get<Info>(e).depth); // "depth" inside the string is text
}

void UciProtocolTest::infoMalformed_data()
{
    QTest::addColumn<QString>("line");
    QTest::addColumn<QString>("message");
    QTest::newRow("depth not a number") << "info depth x"
                                        << "depth 'x'";
    QTest::newRow("depth missing") << "info depth"
                                   << "depth '(missing)'";
    QTest::newRow("score kind") << "info score foo 3"
                                << "score kind 'foo'";
    QTest::newRow("score value") << "info score cp ten"
                                 << "score 'ten'";
    QTest::newRow("wdl short") << "info wdl 1 2"
                               << "wdl needs three numbers";
    QTest::newRow("nodes overflow") << "info nodes 999999999999999999999999"
                                    << "nodes";
}

void UciProtocolTest::infoMalformed()
{
    QFETCH(QString, line);
    QFETCH(QString, message);
    const UciEvent e = parseUciLine(line.toStdString());
    const Malformed* m = std::get_if<Malformed>(&e);
    QVERIFY2(m, qPrintable(line));
    QVERIFY2(m->message.find(message.toStdString()) != std::string::npos, m->message.c_str());
    QCOMPARE(m->line, line.toStdString());
}

void UciProtocolTest::options_data()
{
    QTest::addColumn<QString>("line");
    QTest::addColumn<QString>("name");
    QTest::addColumn<int>("type");
    QTest::addColumn<QString>("defaultValue");
    QTest::addColumn<qlonglong>("min");
    QTest::addColumn<qlonglong>("max");
    QTest::addColumn<QStringList>("vars");
    QTest::newRow("spin") << "option name Hash type spin default 16 min 1 max 33554432"
                          << "Hash" << int(OptionType::Spin) << "16" << 1LL << 33554432LL
                          << QStringList();
    QTest::newRow("check") << "option name Ponder type check default false"
                           << "Ponder" << int(OptionType::Check) << "false" << -1LL << -1LL
                           << QStringList();
    QTest::newRow("name with spaces")
        << "option name Skill Level type spin default 20 min 0 max 20"
        << "Skill Level" << int(OptionType::Spin) << "20" << 0LL << 20LL << QStringList();
    QTest::newRow("combo")
        << "option name Style type combo default Normal var Solid var Normal var Risky"
        << "Style" << int(OptionType::Combo) << "Normal" << -1LL << -1LL
        << QStringList{"Solid", "Normal", "Risky"};
    QTest::newRow("button") << "option name Clear Hash type button"
                            << "Clear Hash" << int(OptionType::Button) << "" << -1LL << -1LL
                            << QStringList();
    QTest::newRow("empty string") << "option name SyzygyPath type string default <empty>"
                                  << "SyzygyPath" << int(OptionType::String) << "" << -1LL << -1LL
                                  << QStringList();
    QTest::newRow("string with spaces")
        << "option name Book File type string default /usr/share/my book.bin"
        << "Book File" << int(OptionType::String) << "/usr/share/my book.bin" << -1LL << -1LL
        << QStringList();
    QTest::newRow("negative range")
        << "option name Contempt type spin default -10 min -100 max 100"
        << "Contempt" << int(OptionType::Spin) << "-10" << -100LL << 100LL << QStringList();
}

void UciProtocolTest::options()
{
    QFETCH(QString, line);
    QFETCH(QString, name);
    QFETCH(int, type);
    QFETCH(QString, defaultValue);
    QFETCH(qlonglong, min);
    QFETCH(qlonglong, max);
    QFETCH(QStringList, vars);
    const UciEvent e = parseUciLine(line.toStdString());
    const OptionDecl* o = std::get_if<OptionDecl>(&e);
    QVERIFY2(o, qPrintable(line));
    QCOMPARE(QString::fromStdString(o->name), name);
    QCOMPARE(int(o->type), type);
    QCOMPARE(QString::fromStdString(o->defaultValue), defaultValue);
    QCOMPARE(o->min.value_or(-1), min);
    QCOMPARE(o->max.value_or(-1), max);
    QStringList got;
    for (const auto& v : o->vars) got << QString::fromStdString(v);
    QCOMPARE(got, vars);
}

void UciProtocolTest::handshakeDialogue()
{
    // What stockfish prints on "uci" (abridged), line by line.
    const char* lines[] = {"Stockfish 15.1 by the Stockfish developers (see AUTHORS file)",
                           "id name Stockfish 15.1",
                           "id author the Stockfish developers (see AUTHORS file)",
                           "",
                           "option name Threads type spin default 1 min 1 max 1024",
                           "option name Hash type spin default 16 min 1 max 33554432",
                           "option name UCI_Chess960 type check default false",
                           "uciok"};
    int names = 0, authors = 0, options = 0, oks = 0, unknown = 0;
    for (const char* l : lines) {
        const UciEvent e = parseUciLine(l);
        if (const auto* n = std::get_if<IdName>(&e)) {
            ++names;
            QCOMPARE(n->name, std::string("Stockfish 15.1"));
        }
        if (const auto* a = std::get_if<IdAuthor>(&e)) {
            ++authors;
            QCOMPARE(a->author, std::string("the Stockfish developers (see AUTHORS file)"));
        }
        options += std::holds_alternative<OptionDecl>(e);
        oks += std::holds_alternative<UciOk>(e);
        unknown += std::holds_alternative<Unknown>(e);
    }
    QCOMPARE(names, 1);
    QCOMPARE(authors, 1);
    QCOMPARE(options, 3);
    QCOMPARE(oks, 1);
    QCOMPARE(unknown, 2); // the banner and the empty line
    QVERIFY(std::holds_alternative<ReadyOk>(parseUciLine("readyok")));
    QVERIFY(std::holds_alternative<Unknown>(parseUciLine("readyok now"))); // not the keyword
}

void UciProtocolTest::bestmove()
{
    auto b = std::get<BestMove>(parseUciLine("bestmove e2e4 ponder e7e5"));
    QCOMPARE(b.move, std::string("e2e4"));
    QCOMPARE(b.ponder, std::string("e7e5"));
    b = std::get<BestMove>(parseUciLine("bestmove (none)"));
    QCOMPARE(b.move, std::string("(none)"));
    QVERIFY(b.ponder.empty());
    QVERIFY(std::holds_alternative<Malformed>(parseUciLine("bestmove")));
    // Issue 19: upper-case coordinates read as UCI; no-move ponder words mean no ponder move.
    b = std::get<BestMove>(parseUciLine("bestmove D2D4 ponder NULL"));
    QCOMPARE(b.move, std::string("d2d4"));
    QVERIFY(b.ponder.empty());
    b = std::get<BestMove>(parseUciLine("bestmove e7e8Q ponder (none)"));
    QCOMPARE(b.move, std::string("e7e8q"));
    QVERIFY(b.ponder.empty());
    b = std::get<BestMove>(parseUciLine("bestmove NULL"));
    QCOMPARE(b.move, std::string("(none)"));
    QCOMPARE(std::get<Info>(parseUciLine("info depth 1 pv E2E4 e7E5")).pv,
             (std::vector<std::string>{"e2e4", "e7e5"}));
    QCOMPARE(normalizeMoveText("Nf3"), std::string("Nf3")); // not a coordinate move: as it is
}

void UciProtocolTest::garbageAndHugeLines()
{
    QVERIFY(std::holds_alternative<Unknown>(parseUciLine(std::string("\x01\x02\xff garbage", 12))));
    std::string huge = "info pv";
    for (int i = 0; i < 100000; ++i) huge += " e2e4";
    const UciEvent e = parseUciLine(huge);
    QCOMPARE(std::get<Info>(e).pv.size(), std::size_t(100000));
    const std::string megabyte(1 << 20, 'x');
    QVERIFY(std::holds_alternative<Unknown>(parseUciLine(megabyte)));
}

void UciProtocolTest::commands()
{
    SearchLimits l;
    l.wtimeMs = 60000;
    l.btimeMs = 59000;
    l.wincMs = 1000;
    l.bincMs = 1000;
    l.movesToGo = 20;
    QCOMPARE(goCommand(l),
             std::string("go wtime 60000 btime 59000 winc 1000 binc 1000 movestogo 20"));
    SearchLimits a;
    a.infinite = true;
    a.searchMoves = {"e2e4", "d2d4"};
    QCOMPARE(goCommand(a), std::string("go infinite searchmoves e2e4 d2d4"));
    // Issue 19: no zero increments or moves-to-go; searchmoves after every other limit.
    SearchLimits z;
    z.wtimeMs = 1000;
    z.btimeMs = 2000;
    z.wincMs = 0;
    z.bincMs = 0;
    z.movesToGo = 0;
    z.searchMoves = {"g1f3"};
    QCOMPARE(goCommand(z), std::string("go wtime 1000 btime 2000 searchmoves g1f3"));
    SearchLimits d;
    d.depth = 12;
    d.nodes = 1000000;
    d.movetimeMs = 500;
    d.mate = 3;
    d.ponder = true;
    QCOMPARE(goCommand(d), std::string("go ponder depth 12 nodes 1000000 mate 3 movetime 500"));
    QCOMPARE(setOptionCommand("Hash", "256"), std::string("setoption name Hash value 256"));
    QCOMPARE(setOptionCommand("Clear Hash"), std::string("setoption name Clear Hash"));
}

void UciProtocolTest::position()
{
    using namespace kibitz::chess;
    const Position start;
    std::vector<Move> moves;
    Position p = start;
    for (const char* san : {"e4", "e5", "Nf3", "Nc6", "Bc4", "Nf6", "O-O"}) {
        const Move m = *parseSan(p, san);
        moves.push_back(m);
        p.play(m);
    }
    QCOMPARE(positionCommand(start, moves),
             std::string("position startpos moves e2e4 e7e5 g1f3 b8c6 f1c4 g8f6 e1g1"));
    const auto fen = positionFromFen("4k3/8/8/8/8/8/8/4K2R w K - 0 1");
    QCOMPARE(positionCommand(*fen, {}), std::string("position fen 4k3/8/8/8/8/8/8/4K2R w K - 0 1"));
    // Chess960: castling as king takes rook, FEN in X-FEN.
    const auto c960 = positionFromFen("rk5r/8/8/8/8/8/8/RK2R3 w EA - 2 9");
    QVERIFY(c960->isChess960());
    const Move castle = *parseSan(*c960, "O-O");
    QCOMPARE(positionCommand(*c960, {castle}),
             std::string("position fen rk5r/8/8/8/8/8/8/RK2R3 w KQ - 2 9 moves b1e1"));
    // A set-up position's en passant square goes to the engine only when the capture is
    // legal: here bxc6 would open the fifth rank to the rook.
    const auto pinned = positionFromFen("4k3/8/8/KPp4r/8/8/8/8 w - c6 0 1");
    QCOMPARE(positionCommand(*pinned, {}),
             std::string("position fen 4k3/8/8/KPp4r/8/8/8/8 w - - 0 1"));
    const auto legal = positionFromFen("4k3/8/8/1Pp5/8/8/8/4K3 w - c6 0 1");
    QCOMPARE(positionCommand(*legal, {}),
             std::string("position fen 4k3/8/8/1Pp5/8/8/8/4K3 w - c6 0 1"));
    // The engine's setting kibitz:enPassant=xfen sends the square a pawn stands to use.
    QCOMPARE(positionCommand(*pinned, {}, EnPassantPolicy::XFen),
             std::string("position fen 4k3/8/8/KPp4r/8/8/8/8 w - c6 0 1"));
    QCOMPARE(engine::enPassantPolicyFromName("xfen"), std::optional(EnPassantPolicy::XFen));
    QCOMPARE(engine::enPassantPolicyFromName("Legal"), std::optional(EnPassantPolicy::Legal));
    QVERIFY(!engine::enPassantPolicyFromName("always"));
    QVERIFY(engine::isManagedOption("kibitz:enPassant")); // never sent as an engine option
}

void UciProtocolTest::scores_data()
{
    QTest::addColumn<int>("kind");
    QTest::addColumn<int>("value");
    QTest::addColumn<bool>("blackToMove");
    QTest::addColumn<QString>("text");
    QTest::newRow("white +0.35") << int(Score::Kind::Centipawns) << 35 << false << "+0.35";
    QTest::newRow("black to move, engine +0.35")
        << int(Score::Kind::Centipawns) << 35 << true << "-0.35";
    QTest::newRow("small negative") << int(Score::Kind::Centipawns) << -5 << false << "-0.05";
    QTest::newRow("mate for black") << int(Score::Kind::Mate) << 3 << true << "-M3";
    QTest::newRow("mated white") << int(Score::Kind::Mate) << -2 << false << "-M2";
    // "score mate 0": the side to move is mated. A mated Black is a White win, a mated
    // White a Black win, whichever side is to move (not "+M0" both times).
    QTest::newRow("black mated") << int(Score::Kind::Mate) << 0 << true << "+#";
    QTest::newRow("white mated") << int(Score::Kind::Mate) << 0 << false << "-#";
}

void UciProtocolTest::scoreOrder()
{
    // Worst to best for the side the scores belong to.
    const std::vector<Score> ordered = {
        Score::mate(0), Score::mate(-1), Score::mate(-12),   Score::cp(-30000),
        Score::cp(-5),  Score::cp(0),    Score::cp(7),       Score::cp(30000),
        Score::mate(9), Score::mate(1),  Score::mateGiven(),
    };
    for (std::size_t i = 0; i + 1 < ordered.size(); ++i) {
        QVERIFY2(ordered[i] < ordered[i + 1], qPrintable(QString::number(i)));
        QVERIFY(-ordered[i] > -ordered[i + 1]); // negation reverses the order
        QCOMPARE(-(-ordered[i]), ordered[i]);
    }
    QCOMPARE(-Score::mate(0), Score::mateGiven());
    QVERIFY(Score::mate(0).isMated() && !Score::mateGiven().isMated());
    QVERIFY(Score::mateGiven().isMating() && Score::mate(3).isMating());
    QVERIFY(Score::mate(-3).isMated() && !Score::cp(-900).isMated());
    // Bounds order equal values and keep the order consistent with ==.
    Score low = Score::cp(50), high = Score::cp(50);
    low.upperbound = true;
    high.lowerbound = true;
    QVERIFY(low < Score::cp(50) && Score::cp(50) < high);
    QCOMPARE(-high, [] {
        Score s = Score::cp(-50);
        s.upperbound = true;
        return s;
    }());
    // Mate to centipawns, as python-chess's score(mate_score=100000).
    QCOMPARE(Score::mate(3).toCentipawns(), 99997LL);
    QCOMPARE(Score::mate(-3).toCentipawns(), -99997LL);
    QCOMPARE(Score::mateGiven().toCentipawns(), 100000LL);
    QCOMPARE(Score::mate(0).toCentipawns(1000), -1000LL);
    QCOMPARE(Score::cp(-42).toCentipawns(), -42LL);
}

void UciProtocolTest::scores()
{
    QFETCH(int, kind);
    QFETCH(int, value);
    QFETCH(bool, blackToMove);
    QFETCH(QString, text);
    const Score s{Score::Kind(kind), value, false, false};
    const Score w = whitePov(s, blackToMove ? chess::Color::Black : chess::Color::White);
    QCOMPARE(QString::fromStdString(formatScore(w)), text);
}

void UciProtocolTest::pathAndManagedOptions()
{
    // String options naming files or folders are recognised by name, for a browse button.
    const auto tb =
        std::get<OptionDecl>(parseUciLine("option name SyzygyPath type string default <empty>"));
    QCOMPARE(tb.path, PathKind::Folder);
    const auto net =
        std::get<OptionDecl>(parseUciLine("option name EvalFile type string default nn-1.nnue"));
    QCOMPARE(net.path, PathKind::File);
    const auto book =
        std::get<OptionDecl>(parseUciLine("option name Book File type string default book.bin"));
    QCOMPARE(book.path, PathKind::File);
    const auto plain =
        std::get<OptionDecl>(parseUciLine("option name Style type string default normal"));
    QCOMPARE(plain.path, PathKind::None);
    const auto spin = std::get<OptionDecl>(
        parseUciLine("option name Path Depth type spin default 1 min 0 max 9"));
    QCOMPARE(spin.path, PathKind::None); // only strings are paths
    QCOMPARE(pathKindByName("NalimovPath"), PathKind::Folder);
    QCOMPARE(pathKindByName("tb dir"), PathKind::Folder);
    // Kibitz decides these for the task at hand; Hash, Threads and SyzygyPath are the user's
    // to set per engine (the options dialog), so they are not managed.
    for (const char* managed : {"MultiPV", "Ponder", "UCI_Chess960", "UCI_Variant",
                                "UCI_LimitStrength", "UCI_Elo", "UCI_AnalyseMode", "UCI_ShowWDL"})
        QVERIFY2(isManagedOption(managed), managed);
    for (const char* users : {"Hash", "Threads", "SyzygyPath", "Skill Level"})
        QVERIFY2(!isManagedOption(users), users);
    QVERIFY(isManagedOption("multipv")); // UCI option names are not case sensitive
}

QTEST_APPLESS_MAIN(UciProtocolTest)
#include "uci_protocol_test.moc"
