// SPDX-License-Identifier: GPL-3.0-or-later
// play::Tournament: the schedule's shape (pairs, colours, each opening with both colours),
// a round robin of the built-in engine at a few hundred nodes a move played two games at
// once, engines that crash or play illegal moves losing with the reason while the event goes
// on, the adjudications (Syzygy, resignation, draw, length), and a stopped event resumed with
// no game lost or played twice. The PGN files are read back with the core reader.

#include "book/builder.h"
#include "chess/fen.h"
#include "chess/notation.h"
#include "pgn/builder.h"
#include "pgn/comment.h"
#include "pgn/input.h"
#include "play/tournament.h"

#include <QEventLoop>
#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QTemporaryDir>
#include <QTest>
#include <QTimer>

#include <algorithm>
#include <map>
#include <set>

using namespace kibitz;
using play::Opening;
using play::ScheduledGame;
using play::Tournament;
using play::TournamentEngine;
using play::TournamentFormat;
using play::TournamentSettings;

namespace {

const QString KibitzEngine = QStringLiteral(KIBITZ_ENGINE);
const QString FakeEngine = QStringLiteral(KIBITZ_FAKE_ENGINE);

TournamentEngine entrant(const QString& name, const QString& program, QStringList args = {})
{
    return TournamentEngine{name, engine::EngineCommand{program, args, {}}, {}, std::nullopt};
}

TournamentSettings baseSettings()
{
    TournamentSettings s;
    s.tc = play::TimeControl::nodes(300);
    s.adjudication.maxMoves = 60; // keeps games of the weak searches short
    return s;
}

// Plays until finished (or stopped by the test); false on timeout.
bool runToEnd(Tournament& t, int timeoutMs = 120000)
{
    QEventLoop loop;
    QObject::connect(&t, &Tournament::finished, &loop, &QEventLoop::quit);
    QTimer::singleShot(timeoutMs, &loop, &QEventLoop::quit);
    t.start();
    if (!t.isFinished()) loop.exec();
    return t.isFinished();
}

std::vector<pgn::Game> readBack(const QString& path)
{
    const auto text = pgn::readPgnFile(path.toStdString());
    if (!text) return {};
    std::vector<pgn::PgnError> errors;
    auto games = pgn::readGames(text->text, &errors);
    if (!errors.empty()) return {};
    return games;
}

Opening epdOpening(const char* fen)
{
    return Opening{*chess::positionFromFen(fen), {}};
}

} // namespace

class TournamentTest : public QObject {
    Q_OBJECT

private slots:
    void scheduleShape_data();
    void scheduleShape();
    void roundRobinTwoAtOnce();
    void faultsLoseAndTheEventGoesOn();
    void adjudication_data();
    void adjudication();
    void hangingEngineLosesAndIsRestarted();
    void bookOpeningsRepeatWithTheSeed();
    void stoppedAndResumed();
    void resumeRefusesAnotherEvent();
};

void TournamentTest::scheduleShape_data()
{
    QTest::addColumn<bool>("gauntlet");
    QTest::addColumn<int>("engines");
    QTest::addColumn<int>("rounds");
    QTest::addColumn<int>("openings");
    QTest::addColumn<int>("games");
    QTest::newRow("round robin 3x2, 2 openings") << false << 3 << 2 << 2 << 6;
    QTest::newRow("round robin 4x4, 3 openings") << false << 4 << 4 << 3 << 24;
    QTest::newRow("round robin 2x3, start position") << false << 2 << 3 << 0 << 3;
    QTest::newRow("gauntlet 4x2, 1 opening") << true << 4 << 2 << 1 << 6;
    QTest::newRow("gauntlet 5x6, 2 openings") << true << 5 << 6 << 2 << 24;
}

void TournamentTest::scheduleShape()
{
    QFETCH(bool, gauntlet);
    QFETCH(int, engines);
    QFETCH(int, rounds);
    QFETCH(int, openings);
    QFETCH(int, games);
    const auto schedule =
        play::makeSchedule(gauntlet ? TournamentFormat::Gauntlet : TournamentFormat::RoundRobin,
                           engines, rounds, openings);
    QCOMPARE(int(schedule.size()), games);
    // Per pair: its games in order.
    std::map<std::pair<int, int>, std::vector<ScheduledGame>> pairs;
    for (const ScheduledGame& g : schedule) {
        QVERIFY(g.white != g.black);
        if (gauntlet) QVERIFY(g.white == 0 || g.black == 0);
        pairs[{std::min(g.white, g.black), std::max(g.white, g.black)}].push_back(g);
    }
    QCOMPARE(int(pairs.size()), gauntlet ? engines - 1 : engines * (engines - 1) / 2);
    for (const auto& [pair, list] : pairs) {
        QCOMPARE(int(list.size()), rounds); // every pair meets R times
        for (int k = 0; k < rounds; ++k) {
            QCOMPARE(list[std::size_t(k)].round, k + 1);
            // Colours alternate: the pair's first engine has White in odd games.
            QCOMPARE(list[std::size_t(k)].white, k % 2 == 0 ? pair.first : pair.second);
            QCOMPARE(list[std::size_t(k)].opening, openings ? (k / 2) % openings : -1);
        }
        // Each opening with both colours: games 1 and 2, 3 and 4, ... share it, colours swapped.
        for (int k = 0; k + 1 < rounds; k += 2) {
            QCOMPARE(list[std::size_t(k)].opening, list[std::size_t(k + 1)].opening);
            QCOMPARE(list[std::size_t(k)].white, list[std::size_t(k + 1)].black);
        }
    }
}

void TournamentTest::roundRobinTwoAtOnce()
{
    QTemporaryDir dir;
    TournamentSettings s = baseSettings();
    for (const char* name : {"A", "B", "C"})
        s.engines.push_back(entrant(QString::fromLatin1(name), KibitzEngine));
    s.rounds = 2;
    s.concurrency = 2;
    const chess::Position start;
    s.openings = {Opening{start, {*chess::parseUci(start, "e2e4")}}};
    const QString pgnPath = dir.filePath(QStringLiteral("rr.pgn"));
    Tournament t(s, pgnPath);
    QCOMPARE(t.statePath(), dir.filePath(QStringLiteral("rr.state.json")));
    QVERIFY(!t.create());
    int most = 0;
    connect(&t, &Tournament::gameStarted, this, [&] { most = std::max(most, t.gamesRunning()); });
    QVERIFY(runToEnd(t));
    QCOMPARE(t.gamesDone(), 6);
    QCOMPARE(most, 2); // two games at once
    const auto games = readBack(pgnPath);
    QCOMPARE(int(games.size()), 6);
    std::set<std::string> rounds;
    for (const pgn::Game& g : games) {
        QVERIFY(g.headers().value("Result") != "*");
        QCOMPARE(g.mainlineMoves().front(), *chess::parseUci(start, "e2e4"));
        rounds.insert(g.headers().value("Round"));
    }
    QCOMPARE(int(rounds.size()), 6);
    int points2 = 0; // twice the points: the three tallies share all six games
    for (int e = 0; e < 3; ++e) {
        QCOMPARE(t.engineTally(e).games(), 4);
        points2 += int(2 * t.engineTally(e).points());
    }
    QCOMPARE(points2, 12);
    // The state file says the same.
    QFile state(t.statePath());
    QVERIFY(state.open(QIODevice::ReadOnly));
    const QJsonObject o = QJsonDocument::fromJson(state.readAll()).object();
    QCOMPARE(o.value(QStringLiteral("games")).toArray().size(), 6);
    for (const auto& g : o.value(QStringLiteral("games")).toArray())
        QVERIFY(g.toObject().value(QStringLiteral("done")).toBool());
}

// fake_engine "good" answers every search with e2e4 (illegal once its pawn has moved, and for
// Black at once); "crash" aborts on "go". Both lose each game with the reason, are restarted
// for the next one, and every game of the event is played.
void TournamentTest::faultsLoseAndTheEventGoesOn()
{
    QTemporaryDir dir;
    TournamentSettings s = baseSettings();
    s.engines = {entrant(QStringLiteral("Kibitz"), KibitzEngine),
                 entrant(QStringLiteral("Illegal"), FakeEngine, {QStringLiteral("good")}),
                 entrant(QStringLiteral("Crash"), FakeEngine, {QStringLiteral("crash")})};
    s.rounds = 2;
    const QString pgnPath = dir.filePath(QStringLiteral("faults.pgn"));
    Tournament t(s, pgnPath);
    QVERIFY(!t.create());
    QVERIFY(runToEnd(t));
    QCOMPARE(t.gamesDone(), 6);
    QCOMPARE(t.engineTally(0).points(), 4.0); // Kibitz wins every game
    QCOMPARE(t.engineTally(2).points(), 0.0); // Crash never finishes one
    QCOMPARE(t.pairTally(1, 2).points(), 2.0);
    for (const ScheduledGame& g : t.schedule()) {
        const bool crash = g.white == 2 || g.black == 2;
        QCOMPARE(g.outcome.ending,
                 crash ? chess::Ending::Abandoned : chess::Ending::RulesInfraction);
        if (!crash)
            QVERIFY2(g.outcome.text.find("illegal move") != std::string::npos,
                     g.outcome.text.c_str());
    }
    const auto games = readBack(pgnPath);
    QCOMPARE(int(games.size()), 6);
    for (const pgn::Game& g : games) {
        const std::string term = g.headers().value("Termination");
        QVERIFY(term == "abandoned" || term == "rules infraction");
        QVERIFY(!g.mainlineEnd()->commentAfter().empty() || !g.root()->commentAfter().empty());
    }
}

void TournamentTest::adjudication_data()
{
    QTest::addColumn<QString>("fen");
    QTest::addColumn<QString>("kind");
    QTest::addColumn<QString>("result");
    QTest::addColumn<QString>("reason");
    // White to move with KR v K: after White's move the tables say Black is lost.
    QTest::newRow("syzygy") << "8/8/8/4k3/8/8/3K4/7R w - - 0 1"
                            << "tb"
                            << "1-0"
                            << "Syzygy";
    // Both engines see White a rook up: Black resigns after one move each.
    QTest::newRow("resign") << "4k3/8/8/8/8/8/PPPPPPPP/R3K2R w - - 0 1"
                            << "resign"
                            << "1-0"
                            << "resigns";
    // The start position: both scores within 10 pawns for a move each.
    QTest::newRow("draw") << "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1"
                          << "draw"
                          << "1/2-1/2"
                          << "both engines scored within";
    QTest::newRow("length") << "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1"
                            << "length"
                            << "1/2-1/2"
                            << "reached 3 moves";
}

void TournamentTest::adjudication()
{
    QFETCH(QString, fen);
    QFETCH(QString, kind);
    QFETCH(QString, result);
    QFETCH(QString, reason);
    QTemporaryDir dir;
    TournamentSettings s = baseSettings();
    s.engines = {entrant(QStringLiteral("A"), KibitzEngine),
                 entrant(QStringLiteral("B"), KibitzEngine)};
    s.rounds = 1;
    s.openings = {epdOpening(fen.toLatin1().constData())};
    s.adjudication.maxMoves = 0;
    if (kind == QLatin1String("tb"))
        s.adjudication.syzygyFolders = {std::string(KIBITZ_SOURCE_DIR) + "/data/syzygy"};
    if (kind == QLatin1String("resign")) {
        s.adjudication.resignScore = 300;
        s.adjudication.resignMoves = 1;
    }
    if (kind == QLatin1String("draw")) {
        s.adjudication.drawScore = 1000;
        s.adjudication.drawMoves = 1;
    }
    if (kind == QLatin1String("length")) s.adjudication.maxMoves = 3;
    Tournament t(s, dir.filePath(QStringLiteral("adj.pgn")));
    QVERIFY(!t.create());
    QVERIFY(runToEnd(t));
    const ScheduledGame& g = t.schedule().front();
    QCOMPARE(QString::fromLatin1(chess::resultText(g.outcome.result)), result);
    QCOMPARE(g.outcome.ending, chess::Ending::Adjudication);
    QVERIFY2(QString::fromStdString(g.outcome.text).contains(reason), g.outcome.text.c_str());
}

// fake_engine "hang" never answers a search and ignores "stop". Under a node limit there is
// no clock to fall: the watchdog gives the game to the opponent after hangTimeoutMs, and the
// hung process (failed by its stop timeout) is replaced for the next game.
void TournamentTest::hangingEngineLosesAndIsRestarted()
{
    QTemporaryDir dir;
    TournamentSettings s = baseSettings();
    s.engines = {entrant(QStringLiteral("Kibitz"), KibitzEngine),
                 entrant(QStringLiteral("Hang"), FakeEngine, {QStringLiteral("hang")})};
    s.rounds = 2;
    s.hangTimeoutMs = 500;
    const QString pgnPath = dir.filePath(QStringLiteral("hang.pgn"));
    Tournament t(s, pgnPath);
    QVERIFY(!t.create());
    QVERIFY(runToEnd(t));
    QCOMPARE(t.gamesDone(), 2);
    QCOMPARE(t.engineTally(0).points(), 2.0);
    for (const ScheduledGame& g : t.schedule()) {
        QCOMPARE(g.outcome.ending, chess::Ending::Abandoned);
        QVERIFY2(g.outcome.text.find("did not move within 0.5 s") != std::string::npos,
                 g.outcome.text.c_str());
    }
    QCOMPARE(int(readBack(pgnPath).size()), 2);
}

// Openings drawn from a Polyglot book: the same seed gives the same line, every move legal and
// in the book; a tournament keeps them in its state, so a resumed event plays the same ones.
void TournamentTest::bookOpeningsRepeatWithTheSeed()
{
    const auto text = pgn::readPgnFile(KIBITZ_TEST_DATA "/book/three-games.pgn");
    QVERIFY(text);
    const auto book = book::PolyglotBook::fromEntries(book::buildBook(text->text, {}));
    QVERIFY(book.size() > 0);
    const Opening a = play::bookOpening(book, 6, 42), b = play::bookOpening(book, 6, 42);
    QVERIFY(!a.moves.empty() && a.moves.size() <= 6);
    QCOMPARE(a.moves, b.moves);
    chess::Position p = a.start;
    for (chess::Move m : a.moves) {
        const auto moves = book.probe(p);
        QVERIFY(std::any_of(moves.begin(), moves.end(),
                            [&](const book::BookMove& bm) { return bm.move == m; }));
        p.play(m);
    }

    QTemporaryDir dir;
    TournamentSettings s = baseSettings();
    s.engines = {entrant(QStringLiteral("A"), KibitzEngine),
                 entrant(QStringLiteral("B"), KibitzEngine)};
    s.openings = {a};
    const QString pgnPath = dir.filePath(QStringLiteral("book.pgn"));
    QVERIFY(!Tournament(s, pgnPath).create());
    s.openings.clear(); // the state's openings are used on resume
    Tournament t(s, pgnPath);
    QVERIFY(!t.resume());
    QCOMPARE(int(t.settings().openings.size()), 1);
    QCOMPARE(t.settings().openings.front().moves, a.moves);
}

// Stopped after its first game (as a kill would, though more politely: the crash itself is
// the CLI test's), the event resumes from its state file: the game done is kept, the others
// are played once each.
void TournamentTest::stoppedAndResumed()
{
    QTemporaryDir dir;
    TournamentSettings s = baseSettings();
    s.engines = {entrant(QStringLiteral("A"), KibitzEngine),
                 entrant(QStringLiteral("B"), KibitzEngine)};
    s.rounds = 4;
    s.concurrency = 2;
    const QString pgnPath = dir.filePath(QStringLiteral("resume.pgn"));
    {
        Tournament t(s, pgnPath);
        QVERIFY(!t.create());
        QEventLoop loop;
        connect(&t, &Tournament::gameFinished, &loop, [&] {
            t.stop(); // the other game is running: it is thrown away
            loop.quit();
        });
        QTimer::singleShot(120000, &loop, &QEventLoop::quit);
        t.start();
        loop.exec();
        QCOMPARE(t.gamesDone(), 1);
    }
    QCOMPARE(int(readBack(pgnPath).size()), 1);
    Tournament t(s, pgnPath);
    QVERIFY(!t.resume());
    QCOMPARE(t.gamesDone(), 1);
    int started = 0;
    connect(&t, &Tournament::gameStarted, this, [&] { ++started; });
    QVERIFY(runToEnd(t));
    QCOMPARE(started, 3);
    QCOMPARE(t.gamesDone(), 4);
    const auto games = readBack(pgnPath);
    QCOMPARE(int(games.size()), 4);
    std::set<std::string> rounds;
    for (const pgn::Game& g : games) rounds.insert(g.headers().value("Round"));
    QCOMPARE(rounds, (std::set<std::string>{"1", "2", "3", "4"}));
}

void TournamentTest::resumeRefusesAnotherEvent()
{
    QTemporaryDir dir;
    TournamentSettings s = baseSettings();
    s.engines = {entrant(QStringLiteral("A"), KibitzEngine),
                 entrant(QStringLiteral("B"), KibitzEngine)};
    const QString pgnPath = dir.filePath(QStringLiteral("e.pgn"));
    QVERIFY(!Tournament(s, pgnPath).create());
    s.engines[1].name = QStringLiteral("C");
    const auto error = Tournament(s, pgnPath).resume();
    QVERIFY(error);
    QVERIFY2(error->contains(QStringLiteral("another tournament")), qPrintable(*error));
    QVERIFY(Tournament(s, dir.filePath(QStringLiteral("none.pgn"))).resume());
}

QTEST_GUILESS_MAIN(TournamentTest)
#include "tournament_test.moc"
