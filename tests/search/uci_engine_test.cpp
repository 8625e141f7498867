// SPDX-License-Identifier: GPL-3.0-or-later
// The UCI front-end driven by scripted dialogues (UCI protocol, Stefan Meyer-Kahlen, April
// 2006): handshake and options, positions with moves, every kind of "go", stop and
// ponderhit, and search answers that can be checked exactly (mates, draws).

#include "chess/fen.h"
#include "chess/movegen.h"
#include "chess/notation.h"
#include "dialogue.h"
#include "search/strength.h"
#include "search/uci_frontend.h"
#include "tablebase/syzygy.h"

#include <QElapsedTimer>
#include <QTest>

#include <algorithm>
#include <map>
#include <random>
#include <set>

using namespace kibitz;
using namespace std::chrono_literals;

namespace {

struct Engine {
    Transcript out;
    search::UciProtocol uci{[this](const std::string& line) { out.add(line); }};

    void send(const std::string& line) { uci.handleLine(line); }
    // Sends the lines and returns the bestmove line that answers the last "go".
    std::string bestMove(const std::vector<std::string>& lines)
    {
        const std::size_t from = out.size();
        for (const std::string& l : lines) send(l);
        uci.waitForSearch();
        return out.waitFor("bestmove", from, 1s);
    }
    // The last "info ... score" line since index from.
    std::string lastInfo(std::size_t from = 0) const
    {
        const auto lines = out.lines();
        for (std::size_t i = lines.size(); i-- > from;)
            if (lines[i].rfind("info depth", 0) == 0) return lines[i];
        return {};
    }
};

chess::Position positionFrom(const std::string& fen)
{
    if (fen == "startpos") return chess::Position();
    return *chess::positionFromFen(fen);
}

} // namespace

class UciEngineTest : public QObject {
    Q_OBJECT

private slots:
    void handshake();
    void options();
    void positionWithMoves_data();
    void positionWithMoves();
    void illegalMoveIsReported();
    void goDepthReturnsLegalMove_data();
    void goDepthReturnsLegalMove();
    void mates_data();
    void mates();
    void draws_data();
    void draws();
    void noLegalMove();
    void syzygyAtRoot();
    void syzygyInTheSearch();
    void stopIsPrompt();
    void isReadyDuringSearch();
    void infiniteWaitsForStop();
    void ponderAndPonderHit();
    void nodesAndMovetime();
    void searchMoves();
    void multiPv();
    void skillLevelPlaysLegalMoves();
    void randomMoves();
    void threadsSearchTogether();
    void chess960Castling();
    void goPerft_data();
    void goPerft();
};

void UciEngineTest::handshake()
{
    Engine e;
    e.send("uci");
    QCOMPARE(QString::fromStdString(e.out.waitFor("id name")), QStringLiteral("id name Kibitz"));
    QVERIFY(!e.out.waitFor("uciok", 0, 1s).empty());
    for (const char* option : {"Hash", "Threads", "MultiPV", "Ponder", "UCI_LimitStrength",
                               "UCI_Elo", "Skill Level", "SyzygyPath", "UCI_Chess960"}) {
        const std::string prefix = std::string("option name ") + option + " type";
        QVERIFY2(e.out.count(prefix) == 1, option);
    }
    QVERIFY(
        !e.out.waitFor("option name Threads type spin default 1 min 1 max 512", 0, 0ms).empty());
    const auto lines = e.out.lines();
    QCOMPARE(QString::fromStdString(lines.back()), QStringLiteral("uciok"));
    e.send("isready");
    QVERIFY(!e.out.waitFor("readyok", 0, 1s).empty());
}

void UciEngineTest::options()
{
    Engine e;
    e.send("setoption name Hash value 32");
    QCOMPARE(e.uci.hashMegabytes(), 32);
    e.send("setoption name hash value 100000"); // clamped to the advertised maximum
    QCOMPARE(e.uci.hashMegabytes(), 4096);
    e.send("setoption name Hash value 8");
    QCOMPARE(e.uci.hashMegabytes(), 8);
    e.send("setoption name SyzygyPath value /tmp/syzygy tables");
    QCOMPARE(QString::fromStdString(e.uci.syzygyPath()), QStringLiteral("/tmp/syzygy tables"));
    e.send("setoption name SyzygyPath value <empty>");
    QVERIFY(e.uci.syzygyPath().empty());
    // Levels are Elo figures (strength.h): Skill Level on Stockfish's curve, UCI_Elo
    // clamped to the advertised range; 0 is full strength.
    QCOMPARE(e.uci.strengthElo(), 0);
    e.send("setoption name Skill Level value 5");
    QCOMPARE(e.uci.strengthElo(), 1871);
    e.send("setoption name Skill Level value 20");
    e.send("setoption name UCI_LimitStrength value true");
    e.send("setoption name UCI_Elo value 800");
    QCOMPARE(e.uci.strengthElo(), kibitz::search::MinStrengthElo);
    e.send("setoption name UCI_Elo value 2100");
    QCOMPARE(e.uci.strengthElo(), 2100);
    e.send("setoption name UCI_Elo value 2800");
    QCOMPARE(e.uci.strengthElo(), kibitz::search::MaxStrengthElo);
    e.send("setoption name Skill Level value 5"); // both set: the weaker counts
    QCOMPARE(e.uci.strengthElo(), 1871);
    e.send("setoption name Skill Level value 20");
    e.send("setoption name UCI_LimitStrength value false");
    QCOMPARE(e.uci.strengthElo(), 0);
    e.send("setoption name Clear Hash");
    QCOMPARE(e.uci.searchThreads(), 1);
    e.send("setoption name Threads value 4");
    QCOMPARE(e.uci.searchThreads(), 4);
    e.send("setoption name Threads value 100000"); // clamped to the advertised maximum
    QCOMPARE(e.uci.searchThreads(), 512);
    e.send("setoption name Threads value 1");
    QCOMPARE(e.uci.searchThreads(), 1);
    e.send("setoption name UCI_Chess960 value true");
    QVERIFY(e.uci.chess960());
}

void UciEngineTest::positionWithMoves_data()
{
    QTest::addColumn<QString>("command");
    QTest::addColumn<QString>("fen");
    QTest::addColumn<int>("keys"); // game keys kept for repetition detection

    QTest::newRow("startpos") << "position startpos"
                              << "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1" << 1;
    QTest::newRow("moves") << "position startpos moves e2e4 e7e5 g1f3 b8c6 f1b5"
                           << "r1bqkbnr/pppp1ppp/2n5/1B2p3/4P3/5N2/PPPP1PPP/RNBQK2R b KQkq - 3 3"
                           << 4; // since the last pawn move
    QTest::newRow("castling")
        << "position startpos moves e2e4 e7e5 g1f3 b8c6 f1c4 g8f6 e1g1"
        << "r1bqkb1r/pppp1ppp/2n2n2/4p3/2B1P3/5N2/PPPP1PPP/RNBQ1RK1 b kq - 5 4" << 6;
    QTest::newRow("fen") << "position fen 8/8/4k3/8/8/3K4/4P3/8 w - - 0 1 moves e2e4 e6e7"
                         << "8/4k3/8/8/4P3/3K4/8/8 w - - 1 2" << 2;
    QTest::newRow("promotion") << "position fen 8/4P1k1/8/8/8/8/6K1/8 w - - 0 1 moves e7e8q g7f6"
                               << "4Q3/8/5k2/8/8/8/6K1/8 w - - 1 2" << 2;
}

void UciEngineTest::positionWithMoves()
{
    QFETCH(QString, command);
    QFETCH(QString, fen);
    QFETCH(int, keys);
    Engine e;
    e.send(command.toStdString());
    QCOMPARE(QString::fromStdString(chess::toFen(e.uci.position())), fen);
    QCOMPARE(int(e.uci.gameKeys().size()), keys);
    QCOMPARE(e.uci.gameKeys().back(), e.uci.position().key());
}

void UciEngineTest::illegalMoveIsReported()
{
    Engine e;
    e.send("position startpos moves e2e4 e7e5 e1e3");
    QVERIFY(!e.out.waitFor("info string illegal move e1e3", 0, 0ms).empty());
    // The moves before the bad one stand.
    QCOMPARE(QString::fromStdString(chess::toFen(e.uci.position())),
             QStringLiteral("rnbqkbnr/pppp1ppp/8/4p3/4P3/8/PPPP1PPP/RNBQKBNR w KQkq - 0 2"));
    e.send("position fen this is not a fen");
    QVERIFY(!e.out.waitFor("info string invalid fen", 0, 0ms).empty());
}

void UciEngineTest::goDepthReturnsLegalMove_data()
{
    QTest::addColumn<QString>("fen");
    QTest::addColumn<int>("depth");
    QTest::newRow("start") << "startpos" << 6;
    QTest::newRow("kiwipete")
        << "r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 0 1" << 5;
    QTest::newRow("in check") << "rnbqkbnr/ppp2ppp/8/1B1pp3/4P3/8/PPPP1PPP/RNBQK1NR b KQkq - 1 3"
                              << 5;
    QTest::newRow("en passant") << "rnbqkbnr/ppp1p1pp/8/3pPp2/8/8/PPPP1PPP/RNBQKBNR w KQkq f6 0 3"
                                << 5;
    QTest::newRow("promotion") << "8/P7/8/8/8/8/k6K/8 w - - 0 1" << 6;
    QTest::newRow("endgame") << "8/2p5/3p4/KP5r/1R3p1k/8/4P1P1/8 w - - 0 1" << 8;
}

void UciEngineTest::goDepthReturnsLegalMove()
{
    QFETCH(QString, fen);
    QFETCH(int, depth);
    Engine e;
    const std::string setup =
        fen == "startpos" ? "position startpos" : "position fen " + fen.toStdString();
    const std::size_t from = e.out.size();
    const std::string best = e.bestMove({setup, "go depth " + std::to_string(depth)});
    QVERIFY(!best.empty());
    const chess::Position pos = positionFrom(fen.toStdString());
    const auto move = chess::parseUci(pos, word(best, 1));
    QVERIFY2(move.hasValue(), best.c_str());
    // The last info line reached the requested depth and carries every field.
    const std::string info = e.lastInfo(from);
    QCOMPARE(value(info, "depth"), std::to_string(depth));
    for (const char* field : {"seldepth", "score", "nodes", "nps", "hashfull", "time", "pv"})
        QVERIFY2(!value(info, field).empty(), field);
    QCOMPARE(value(info, "pv"), word(best, 1));
    // The ponder move, when given, is legal after the best move.
    if (!value(best, "ponder").empty())
        QVERIFY(chess::parseUci(pos.after(*move), value(best, "ponder")).hasValue());
}

void UciEngineTest::mates_data()
{
    QTest::addColumn<QString>("fen");
    QTest::addColumn<QString>("bestmove"); // empty: any
    QTest::addColumn<int>("mate");         // UCI "score mate N"

    QTest::newRow("back rank, mate in 1") << "6k1/5ppp/8/8/8/8/8/K2R4 w - - 0 1"
                                          << "d1d8" << 1;
    QTest::newRow("scholar, mate in 1")
        << "r1bqkb1r/pppp1ppp/2n2n2/4p2Q/2B1P3/8/PPPP1PPP/RNB1K1NR w KQkq - 4 4"
        << "h5f7" << 1;
    QTest::newRow("queen, mate in 1") << "7k/8/6K1/8/8/8/8/5Q2 w - - 0 1"
                                      << "" << 1;
    QTest::newRow("rook and king, mate in 2") << "k7/8/2K5/8/8/8/8/7R w - - 0 1"
                                              << "" << 2;
    QTest::newRow("sacrifice, mate in 2")
        << "r2qkb1r/pp2nppp/3p4/2pNN1B1/2BnP3/3P4/PPP2PPP/R2bK2R w KQkq - 1 1"
        << "d5f6" << 2;
    QTest::newRow("mated in 1") << "k7/8/1K6/8/8/8/8/7R b - - 0 1"
                                << "a8b8" << -1;
}

void UciEngineTest::mates()
{
    QFETCH(QString, fen);
    QFETCH(QString, bestmove);
    QFETCH(int, mate);
    Engine e;
    const std::size_t from = e.out.size();
    const std::string best = e.bestMove({"position fen " + fen.toStdString(), "go depth 7"});
    if (!bestmove.isEmpty()) QCOMPARE(QString::fromStdString(word(best, 1)), bestmove);
    const std::string info = e.lastInfo(from);
    QCOMPARE(value(info, "score"), std::string("mate"));
    QCOMPARE(value(info, "score", 2), std::to_string(mate));
}

void UciEngineTest::draws_data()
{
    QTest::addColumn<QString>("position");
    QTest::addColumn<QString>("bestmove"); // empty: any
    QTest::addColumn<int>("maxAbsScore");

    // A queen up, but every move completes fifty moves without capture or pawn move.
    QTest::newRow("fifty moves") << "fen 7k/8/8/8/8/8/8/1Q5K w - - 99 80"
                                 << "" << 0;
    // A queen down, but Nh3 repeats the position after 1.Nh3 of the game: a draw.
    QTest::newRow("repetition") << "fen 7k/8/8/3q4/8/8/8/K5N1 w - - 0 1 moves g1h3 h8g8 h3g1 g8h8"
                                << "g1h3" << 0;
    // Bare kings and a minor piece: nothing to play for.
    QTest::newRow("dead material") << "fen 8/8/4k3/8/8/3BK3/8/8 w - - 0 1"
                                   << "" << 0;
}

void UciEngineTest::draws()
{
    QFETCH(QString, position);
    QFETCH(QString, bestmove);
    QFETCH(int, maxAbsScore);
    Engine e;
    const std::size_t from = e.out.size();
    const std::string best = e.bestMove({"position " + position.toStdString(), "go depth 9"});
    QVERIFY(!best.empty());
    if (!bestmove.isEmpty()) QCOMPARE(QString::fromStdString(word(best, 1)), bestmove);
    const std::string info = e.lastInfo(from);
    QCOMPARE(value(info, "score"), std::string("cp"));
    QVERIFY2(std::abs(std::stoi(value(info, "score", 2))) <= maxAbsScore, info.c_str());
}

void UciEngineTest::noLegalMove()
{
    Engine e;
    // Stalemate and checkmate: nothing to play; the answer is the null move.
    QCOMPARE(QString::fromStdString(
                 e.bestMove({"position fen k7/8/1Q6/8/8/8/8/7K b - - 0 1", "go depth 3"})),
             QStringLiteral("bestmove 0000"));
    QCOMPARE(QString::fromStdString(
                 e.bestMove({"position fen 3R2k1/5ppp/8/8/8/8/8/K7 b - - 1 1", "go movetime 100"})),
             QStringLiteral("bestmove 0000"));
}

// With SyzygyPath set, a covered root position is answered from the tables: the move with
// the shortest way to a win (KQ v K: a move that keeps DTZ lowest), scored as a win.
void UciEngineTest::syzygyAtRoot()
{
    Engine e;
    e.send("setoption name SyzygyPath value /nonexistent:" KIBITZ_SYZYGY_DIR);
    QVERIFY(e.out.waitFor("info string Syzygy: 35 WDL", 0, 2s).size() > 0);
    const std::string best =
        e.bestMove({"position fen 8/8/8/5k2/8/8/1Q6/K7 w - - 0 1", "go movetime 5000"});
    QVERIFY2(best.rfind("bestmove ", 0) == 0, best.c_str());
    const auto lines = e.out.lines();
    const bool tbInfo = std::any_of(lines.begin(), lines.end(), [](const std::string& l) {
        return l.find("tbhits 1") != std::string::npos
               && l.find("score cp 19") != std::string::npos;
    });
    QVERIFY(tbInfo);
    // The move keeps the win: after it, Black is lost in the tables too.
    kibitz::tb::Tablebase tables;
    tables.setPaths({KIBITZ_SYZYGY_DIR});
    auto pos = *kibitz::chess::positionFromFen("8/8/8/5k2/8/8/1Q6/K7 w - - 0 1");
    pos.play(*kibitz::chess::parseUci(pos, best.substr(9, 4)));
    QVERIFY(tables.probeWdl(pos).hasValue());
    QVERIFY(*tables.probeWdl(pos) == kibitz::tb::Wdl::Loss);
}

// Issue 17: the bundled tables are used by default inside the search: after Rxc2 the KR v KP
// ending is a known win, reported with tbhits; SyzygyProbeLimit 0 turns probing off.
void UciEngineTest::syzygyInTheSearch()
{
    Engine e;
    e.send("uci");
    QVERIFY(!e.out.waitFor("option name SyzygyProbeDepth", 0, 1s).empty());
    QVERIFY(!e.out.waitFor("option name SyzygyProbeLimit", 0, 1s).empty());
    QVERIFY(e.out.waitFor("option name SyzygyPath type string default <empty>", 0, 0s).empty());
    const std::string fen = "position fen 8/8/4k3/8/2r5/8/2RPK3/8 b - - 0 1";
    std::size_t from = e.out.size();
    QCOMPARE(e.bestMove({fen, "go depth 8"}), std::string("bestmove c4c2"));
    std::string info = e.lastInfo(from);
    QVERIFY2(info.find(" tbhits ") != std::string::npos, info.c_str());
    QVERIFY2(info.find("score cp 199") != std::string::npos, info.c_str());

    e.send("setoption name SyzygyProbeLimit value 0");
    from = e.out.size();
    e.bestMove({fen, "go depth 8"});
    info = e.lastInfo(from);
    QVERIFY2(info.find(" tbhits ") == std::string::npos, info.c_str());
    QVERIFY2(info.find("score cp 199") == std::string::npos, info.c_str());
}

void UciEngineTest::stopIsPrompt()
{
    Engine e;
    e.send("position startpos moves e2e4");
    e.send("go infinite");
    QTest::qWait(300);
    QVERIFY(e.uci.isSearching());
    QElapsedTimer t;
    t.start();
    e.send("stop");
    const std::string best = e.out.waitFor("bestmove", 0, 2s);
    const qint64 ms = t.elapsed();
    QVERIFY(!best.empty());
    // The protocol asks for an answer "as soon as possible"; the engine checks its stop flag
    // every 1024 nodes (about a millisecond). Generous bound: this machine is shared.
    qInfo("stop answered in %lld ms", static_cast<long long>(ms));
    QVERIFY2(ms < 200, qPrintable(QString::number(ms)));
    QVERIFY(
        chess::parseUci(positionFrom("startpos").after(*chess::parseUci(chess::Position(), "e2e4")),
                        word(best, 1))
            .hasValue());
}

void UciEngineTest::isReadyDuringSearch()
{
    Engine e;
    e.send("position startpos");
    e.send("go infinite");
    QTest::qWait(100);
    QElapsedTimer t;
    t.start();
    e.send("isready");
    QVERIFY(!e.out.waitFor("readyok", 0, 1s).empty());
    qInfo("readyok during search in %lld ms", static_cast<long long>(t.elapsed()));
    QVERIFY(t.elapsed() < 100);
    QCOMPARE(e.out.count("bestmove"), 0);
    e.send("stop");
    QVERIFY(!e.out.waitFor("bestmove", 0, 2s).empty());
}

void UciEngineTest::infiniteWaitsForStop()
{
    Engine e;
    // Mate in 1 is found at once, and depth 1 ends the search, but "go infinite" must not
    // answer before "stop" (UCI: "go infinite ... until the stop command").
    e.send("position fen 6k1/5ppp/8/8/8/8/8/K2R4 w - - 0 1");
    e.send("go infinite depth 1");
    QTest::qWait(200);
    QCOMPARE(e.out.count("bestmove"), 0);
    e.send("stop");
    QCOMPARE(QString::fromStdString(e.out.waitFor("bestmove", 0, 2s)),
             QStringLiteral("bestmove d1d8"));
}

void UciEngineTest::ponderAndPonderHit()
{
    Engine e;
    e.send("setoption name Ponder value true");
    e.send("position startpos moves e2e4 e7e5");
    // Pondering with a short clock: no bestmove while pondering, however long it takes.
    e.send("go ponder wtime 1000 btime 1000");
    QTest::qWait(400);
    QCOMPARE(e.out.count("bestmove"), 0);
    e.send("ponderhit");
    // Now the clock runs: a move within the time budget (well under the second left).
    QVERIFY(!e.out.waitFor("bestmove", 0, 2s).empty());

    // "stop" during pondering (the opponent played something else) also answers.
    const std::size_t from = e.out.size();
    e.send("go ponder wtime 60000 btime 60000");
    QTest::qWait(100);
    e.send("stop");
    QVERIFY(!e.out.waitFor("bestmove", from, 2s).empty());
}

void UciEngineTest::nodesAndMovetime()
{
    Engine e;
    std::size_t from = e.out.size();
    QVERIFY(!e.bestMove({"position startpos", "go nodes 5000"}).empty());
    const std::string info = e.lastInfo(from);
    QVERIFY(std::stoull(value(info, "nodes")) <= 5000);

    QElapsedTimer t;
    t.start();
    QVERIFY(!e.bestMove({"position startpos", "go movetime 300"}).empty());
    qInfo("movetime 300 took %lld ms", static_cast<long long>(t.elapsed()));
    QVERIFY(t.elapsed() >= 200 && t.elapsed() < 1500);

    t.restart();
    QVERIFY(!e.bestMove({"position startpos", "go wtime 3000 btime 3000 winc 0 binc 0"}).empty());
    QVERIFY(t.elapsed() < 1500); // a sensible share of three seconds
    // "go mate 2": stops once the mate is found.
    from = e.out.size();
    // Two first moves mate in 2 (1.Kb6 Kb8 2.Rh8#, 1.Kc7 Ka7 2.Ra1#): either is right.
    const std::string mate =
        e.bestMove({"position fen k7/8/2K5/8/8/8/8/7R w - - 0 1", "go mate 2"});
    QVERIFY2(mate.starts_with("bestmove c6b6 ") || mate.starts_with("bestmove c6c7 "),
             mate.c_str());
    QCOMPARE(value(e.lastInfo(from), "score", 2), std::string("2"));
}

void UciEngineTest::searchMoves()
{
    Engine e;
    QCOMPARE(QString::fromStdString(
                 word(e.bestMove({"position startpos", "go depth 4 searchmoves a2a3"}), 1)),
             QStringLiteral("a2a3"));
    const std::string best =
        word(e.bestMove({"position startpos", "go searchmoves h2h3 b1a3 depth 4"}), 1);
    QVERIFY(best == "h2h3" || best == "b1a3");
}

void UciEngineTest::multiPv()
{
    Engine e;
    e.send("setoption name MultiPV value 3");
    const std::size_t from = e.out.size();
    QVERIFY(!e.bestMove({"position startpos", "go depth 5"}).empty());
    const auto lines = e.out.lines();
    std::set<std::string> firstMoves;
    for (std::size_t i = from; i < lines.size(); ++i)
        if (value(lines[i], "depth") == "5") {
            QVERIFY(!value(lines[i], "multipv").empty());
            firstMoves.insert(value(lines[i], "pv"));
        }
    QCOMPARE(int(firstMoves.size()), 3);
}

void UciEngineTest::skillLevelPlaysLegalMoves()
{
    Engine e;
    e.send("setoption name Skill Level value 0");
    std::set<std::string> moves;
    for (int i = 0; i < 12; ++i) {
        const std::string best = e.bestMove({"position startpos moves d2d4", "go movetime 50"});
        const auto m = chess::parseUci(
            chess::Position().after(*chess::parseUci(chess::Position(), "d2d4")), word(best, 1));
        QVERIFY2(m.hasValue(), best.c_str());
        moves.insert(word(best, 1));
    }
    // A beginner's engine varies its choices.
    QVERIFY(moves.size() >= 2);
}

// "Random Moves": any legal move, uniformly, without a search; even a mate in one is
// passed by most of the time.
void UciEngineTest::randomMoves()
{
    Engine e;
    e.send("uci");
    QVERIFY(!e.out.waitFor("option name Random Moves type check default false", 0, 1s).empty());
    e.send("setoption name Random Moves value true");
    const std::string mateInOne = "position fen 6k1/5ppp/8/8/8/8/5PPP/3R2K1 w - - 0 1";
    const chess::Position pos = positionFrom("6k1/5ppp/8/8/8/8/5PPP/3R2K1 w - - 0 1");
    std::map<std::string, int> seen;
    for (int i = 0; i < 60; ++i) {
        const std::string best = e.bestMove({mateInOne, "go depth 10"});
        QVERIFY2(chess::parseUci(pos, word(best, 1)).hasValue(), best.c_str());
        ++seen[word(best, 1)];
    }
    QVERIFY(seen.size() >= 6); // 15 legal moves
    QVERIFY(seen["d1d8"] < 20);
    // Off again: the search finds the mate.
    e.send("setoption name Random Moves value false");
    QCOMPARE(QString::fromStdString(word(e.bestMove({mateInOne, "go depth 4"}), 1)),
             QStringLiteral("d1d8"));

    // The core: uniform over the legal moves, none when there is none.
    std::mt19937_64 rng(7);
    std::map<std::uint16_t, int> counts;
    const chess::Position start;
    for (int i = 0; i < 4000; ++i) ++counts[search::randomMove(start, rng).raw()];
    QCOMPARE(int(counts.size()), 20);
    for (const auto& [move, n] : counts) QVERIFY2(n > 120 && n < 280, std::to_string(n).c_str());
    QVERIFY(
        search::randomMove(positionFrom("3R2k1/5ppp/8/8/8/8/5PPP/6K1 b - - 1 1"), rng).isNone());
}

// Issue 17: Lazy SMP. With helper threads the engine still finds the mate, stops at once and
// plays a legal move.
void UciEngineTest::threadsSearchTogether()
{
    Engine e;
    e.send("setoption name Threads value 3");
    std::string best =
        e.bestMove({"position fen 6k1/5ppp/8/8/8/8/5PPP/3R2K1 w - - 0 1", "go depth 6"});
    QCOMPARE(QString::fromStdString(word(best, 1)), QStringLiteral("d1d8"));
    std::size_t at = e.out.size();
    e.send("position startpos moves e2e4 e7e5");
    e.send("go infinite");
    QVERIFY(!e.out.waitFor("info depth 6", at, 10s).empty());
    QElapsedTimer clock;
    clock.start();
    e.send("stop");
    best = e.out.waitFor("bestmove", at, 2s);
    QVERIFY(!best.empty());
    QVERIFY2(clock.elapsed() < 100, std::to_string(clock.elapsed()).c_str());
    const chess::Position pos = e.uci.position();
    QVERIFY(chess::parseUci(pos, word(best, 1)).hasValue());
    e.send("setoption name Threads value 1");
    QCOMPARE(e.uci.searchThreads(), 1);
}

void UciEngineTest::chess960Castling()
{
    Engine e;
    e.send("setoption name UCI_Chess960 value true");
    // Only castling gets out of the situation cheaply; in Chess960 mode castling is written
    // king-takes-rook.
    e.send("position fen rk4r1/pppppppp/8/8/8/8/PPPPPPPP/RK4R1 w GAga - 0 1 moves b1g1");
    QCOMPARE(QString::fromStdString(chess::toFen(e.uci.position(), chess::FenFlavor::Shredder)),
             QStringLiteral("rk4r1/pppppppp/8/8/8/8/PPPPPPPP/R4RK1 b ga - 1 1"));
    const std::string best = e.bestMove({"go depth 4 searchmoves b8g8"});
    QCOMPARE(QString::fromStdString(word(best, 1)), QStringLiteral("b8g8"));
}

void UciEngineTest::goPerft_data()
{
    QTest::addColumn<QString>("position");
    QTest::addColumn<int>("depth");
    QTest::addColumn<bool>("chess960");
    QTest::newRow("start, 3") << "startpos" << 3 << false;
    QTest::newRow("after moves, 2") << "startpos moves e2e4 d7d5 e4d5" << 2 << false;
    QTest::newRow("Kiwipete, 3")
        << "fen r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 0 1" << 3 << false;
    QTest::newRow("Chess960 castling moves written king-takes-rook")
        << "fen bqnb1rkr/pp3ppp/3ppn2/2p5/5P2/P2P4/NPP1P1PP/BQ1BNRKR w HFhf - 2 9" << 2 << true;
}

// Issue 19: "go perft N" prints each move's count and the total, and they agree with the
// core's perft (which the perft suites check against published figures).
void UciEngineTest::goPerft()
{
    QFETCH(QString, position);
    QFETCH(int, depth);
    QFETCH(bool, chess960);
    Engine e;
    if (chess960) e.send("setoption name UCI_Chess960 value true");
    e.send("position " + position.toStdString());
    const chess::Position pos = e.uci.position();
    e.send("go perft " + std::to_string(depth));
    const std::string total = e.out.waitFor("Nodes searched: ", 0, 10s);
    QCOMPARE(QString::fromStdString(total),
             QStringLiteral("Nodes searched: %1").arg(chess::perft(pos, depth)));
    const auto moves = chess::legalMoves(pos);
    std::uint64_t sum = 0;
    for (chess::Move m : moves) {
        const std::string uci = chess::toUci(pos, m);
        const std::string line = e.out.waitFor(uci + ": ", 0, 0ms);
        QVERIFY2(!line.empty(), uci.c_str());
        const std::uint64_t n = std::stoull(line.substr(uci.size() + 2));
        QCOMPARE(n, chess::perft(pos.after(m), depth - 1));
        sum += n;
    }
    QCOMPARE(QString::number(sum), QString::fromStdString(total.substr(16)));
    QVERIFY(!e.uci.isSearching()); // not an infinite search
    e.send("go perft 0");
    QVERIFY(!e.out.waitFor("info string perft needs a depth", 0, 1s).empty());
}

QTEST_GUILESS_MAIN(UciEngineTest)
#include "uci_engine_test.moc"
