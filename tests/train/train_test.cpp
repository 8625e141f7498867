// SPDX-License-Identifier: GPL-3.0-or-later
// core/train: exercises from a lichess-analysed game (its NAGs, its "X was best." words, its
// variations), EPD out and back, repertoire cards with a transposition and where games left
// the repertoire, SM-2's schedule, the SQLite store, the judge's "good enough", and endgame
// grading against the bundled Syzygy tables.

#include "chess/epd.h"
#include "chess/fen.h"
#include "chess/movegen.h"
#include "chess/notation.h"
#include "io/datadirs.h"
#include "pgn/builder.h"
#include "pgn/input.h"
#include "tablebase/report.h"
#include "train/endgame.h"
#include "train/exercise.h"
#include "train/judge.h"
#include "train/repertoire.h"
#include "train/sm2.h"
#include "train/trainingstore.h"

#include <QTemporaryDir>
#include <QTest>

using namespace kibitz;

namespace {

std::vector<pgn::Game> readFixture(const char* name)
{
    auto text = pgn::readPgnFile(std::string(KIBITZ_TEST_DATA) + "/train/" + name);
    if (!text) return {};
    std::vector<pgn::PgnError> errors;
    auto games = pgn::readGames(text->text, &errors);
    if (!errors.empty()) qWarning("%s: %s", name, errors.front().toString().c_str());
    return errors.empty() ? games : std::vector<pgn::Game>{};
}

QStringList bestMoves(const std::vector<train::Exercise>& exercises)
{
    QStringList out;
    for (const train::Exercise& e : exercises)
        out << QString::fromStdString(chess::toSan(e.position, e.best));
    return out;
}

const QStringList LichessBest = {"Be6",   "Bg3", "Be6",   "Kh1", "Be6",
                                 "Bxf6+", "Be6", "Bxf6+", "Kf8", "hxg3"};

chess::Position fen(const char* text)
{
    return chess::positionFromFen(text).value();
}

} // namespace

class TrainTest : public QObject {
    Q_OBJECT

private slots:
    void extractFromLichess_data();
    void extractFromLichess();
    void betterMoveFromCommentThenEngine();
    void epdRoundTrip();
    void repertoireCards();
    void departures();
    void sm2Schedule_data();
    void sm2Schedule();
    void storeKeepsState();
    void judgeGoodEnough();
    void endgameGrades();
    void words_data();
    void words();
};

void TrainTest::extractFromLichess_data()
{
    QTest::addColumn<QString>("player");
    QTest::addColumn<QString>("minimum");
    QTest::addColumn<QStringList>("best");
    QTest::newRow("all") << ""
                         << "mistake" << LichessBest;
    QTest::newRow("alice") << "alice"
                           << "mistake" << QStringList{"Bg3", "Kh1", "Bxf6+", "Bxf6+", "hxg3"};
    QTest::newRow("bob, any case") << " BOB "
                                   << "mistake" << QStringList{"Be6", "Be6", "Be6", "Be6", "Kf8"};
    QTest::newRow("blunders") << ""
                              << "blunder" << QStringList{"Be6", "Be6", "Kf8", "hxg3"};
    QTest::newRow("nobody") << "carol"
                            << "mistake" << QStringList{};
}

// The ten ? and ?? of the lichess game (not its ?! "Inaccuracy."), each with the first move
// of lichess's variation as the answer.
void TrainTest::extractFromLichess()
{
    QFETCH(QString, player);
    QFETCH(QString, minimum);
    QFETCH(QStringList, best);
    const auto games = readFixture("lichess-mistakes.pgn");
    QCOMPARE(games.size(), std::size_t(1));
    train::ExtractOptions options;
    options.player = player.toStdString();
    options.minimum = *train::parseSeverity(minimum.toStdString());
    const train::ExtractResult r = train::extractExercises(games[0], 1, options);
    QCOMPARE(bestMoves(r.exercises), best);
    QCOMPARE(r.skipped, 0);
    for (const train::Exercise& e : r.exercises) {
        QCOMPARE(e.source, train::BestSource::Variation);
        QVERIFY(e.line.size() >= 2);
        QVERIFY(e.played != e.best);
    }
}

// Without variations the words "X was best." answer; without those either (and without the
// NAGs' words) the engine does; with no engine such moves are counted as skipped.
void TrainTest::betterMoveFromCommentThenEngine()
{
    auto games = readFixture("lichess-mistakes.pgn");
    QCOMPARE(games.size(), std::size_t(1));
    pgn::Game game = games[0];
    game.deleteAllVariations();
    train::ExtractResult r = train::extractExercises(game, 1, {});
    QCOMPARE(bestMoves(r.exercises), LichessBest);
    for (const auto& e : r.exercises) QCOMPARE(e.source, train::BestSource::Comment);

    // NAGs gone too: lichess's words still mark the moves (and ?! "Inaccuracy." does not).
    for (pgn::Node* n : game.mainline()) n->clearNags();
    r = train::extractExercises(game, 1, {});
    QCOMPARE(bestMoves(r.exercises), LichessBest);

    // Words gone, NAGs back: only an engine can answer.
    pgn::Game bare = games[0];
    bare.deleteAllVariations();
    for (pgn::Node* n : bare.mainline()) n->clearComments();
    r = train::extractExercises(bare, 1, {});
    QCOMPARE(r.exercises.size(), std::size_t(0));
    QCOMPARE(r.skipped, 10);
    train::MoveJudge judge(nullptr, 6);
    train::ExtractOptions options;
    options.minimum = train::Severity::Blunder;
    options.engine = [&](const chess::Position& p) { return judge.bestMove(p); };
    r = train::extractExercises(bare, 1, options);
    QCOMPARE(r.exercises.size(), std::size_t(4));
    for (const auto& e : r.exercises) {
        QCOMPARE(e.source, train::BestSource::Engine);
        QVERIFY(e.best != e.played);
    }
}

void TrainTest::epdRoundTrip()
{
    const auto games = readFixture("lichess-mistakes.pgn");
    QCOMPARE(games.size(), std::size_t(1));
    const auto r = train::extractExercises(games[0], 3, {});
    QCOMPARE(r.exercises.size(), std::size_t(10));
    const train::Exercise& first = r.exercises[0];
    const std::string line = chess::toEpd(train::toEpd(first));
    QVERIFY2(line.find("bm Be6;") != std::string::npos, line.c_str());
    QVERIFY2(line.find("id \"game 3 move 8...\";") != std::string::npos, line.c_str());
    QVERIFY2(line.find("c0 \"alice - bob, Rated Blitz game, 2026.11.20, game 3, 8... g5?\";")
                 != std::string::npos,
             line.c_str());
    QVERIFY2(line.find("pv Be6 Bxe6 fxe6 Nbd2;") != std::string::npos, line.c_str());
    const auto epd = chess::parseEpd(line);
    QVERIFY(epd);
    const auto back = train::exerciseFromEpd(*epd);
    QVERIFY(back);
    QCOMPARE(back->best, first.best);
    QCOMPARE(back->line, first.line);
    QCOMPARE(chess::toFen(back->position), chess::toFen(first.position));
    QCOMPARE(back->player, std::string("bob"));
    QCOMPARE(back->where(),
             std::string("alice - bob, Rated Blitz game, 2026.11.20, game 3, 8... g5?"));
    // A blunder stays one.
    const auto blunder = chess::parseEpd(chess::toEpd(train::toEpd(r.exercises[2])));
    QCOMPARE(train::exerciseFromEpd(*blunder)->severity, train::Severity::Blunder);
}

// Eight White-to-move positions, one of them reached by two move orders (1. d4 d5 2. c4 e6
// 3. Nc3 Nf6 and 1. d4 Nf6 2. c4 e6 3. Nc3 d5): eight cards, not nine.
void TrainTest::repertoireCards()
{
    const auto games = readFixture("white-repertoire.pgn");
    QCOMPARE(games.size(), std::size_t(1));
    const train::Repertoire white(games, chess::Color::White);
    QCOMPARE(white.cards().size(), std::size_t(8));
    const chess::Position qgd =
        fen("rnbqkb1r/ppp2ppp/4pn2/3p4/2PP4/2N5/PP2PPPP/R1BQKBNR w KQkq - 2 4");
    const train::Card* card = white.card(qgd);
    QVERIFY(card);
    QCOMPARE(card->moves.size(), std::size_t(1));
    QCOMPARE(chess::toSan(qgd, card->moves[0]), std::string("Bg5"));
    const chess::Position start = fen(chess::StartFen.data());
    QCOMPARE(chess::toSan(start, white.card(start)->moves.at(0)), std::string("d4"));
    const auto* replies = white.replies(start.after(white.card(start)->moves[0]));
    QVERIFY(replies);
    QCOMPARE(replies->size(), std::size_t(2)); // 1... d5 and 1... Nf6
    // The same file for Black: the positions with Black to move and a move after them.
    const train::Repertoire black(games, chess::Color::Black);
    QCOMPARE(black.cards().size(), std::size_t(5));
}

void TrainTest::departures()
{
    const auto rep = readFixture("white-repertoire.pgn");
    const auto mine = readFixture("my-games.pgn");
    QCOMPARE(mine.size(), std::size_t(4));
    const train::Repertoire white(rep, chess::Color::White);
    const train::Departure followed = train::findDeparture(white, mine[0]);
    QCOMPARE(followed.kind, train::Departure::Kind::EndOfBook);
    QCOMPARE(followed.ply, 7);
    const train::Departure you = train::findDeparture(white, mine[1]);
    QCOMPARE(you.kind, train::Departure::Kind::You);
    QCOMPARE(you.describe(), std::string("3. Nc3 left the repertoire (repertoire: Nf3)"));
    const train::Departure them = train::findDeparture(white, mine[2]);
    QCOMPARE(them.kind, train::Departure::Kind::Opponent);
    QCOMPARE(them.describe(), std::string("2... c5 by the opponent left it (repertoire: e6, g6)"));
    QCOMPARE(train::findDeparture(white, mine[3]).kind, train::Departure::Kind::You);
}

void TrainTest::sm2Schedule_data()
{
    QTest::addColumn<QList<int>>("grades");
    QTest::addColumn<QList<int>>("intervals");
    QTest::addColumn<double>("easiness");
    // EF 2.5 -> 2.6 -> 2.7 -> 2.8; intervals 1, 6, then 6 * 2.8 = 16.8 -> 17.
    QTest::newRow("three perfect") << QList<int>{5, 5, 5} << QList<int>{1, 6, 17} << 2.8;
    // q = 4 leaves EF as it is: 1, 6, 15.
    QTest::newRow("three good") << QList<int>{4, 4, 4} << QList<int>{1, 6, 15} << 2.5;
    // A wrong answer starts again at 1 day and keeps EF (2.6 after the first five).
    QTest::newRow("forgotten") << QList<int>{5, 5, 1, 5} << QList<int>{1, 6, 1, 1} << 2.8;
    // q = 3: EF - 0.14, and the card comes back the same day (tested below).
    QTest::newRow("hard") << QList<int>{3} << QList<int>{1} << 2.36;
    // EF falls by 0.14 an answer to its floor of 1.3.
    QTest::newRow("floor") << QList<int>{3, 3, 3, 3, 3, 3, 3, 3, 3, 3}
                           << QList<int>{1, 6, 12, 23, 41, 68, 103, 142, 185, 241} << 1.3;
}

void TrainTest::sm2Schedule()
{
    QFETCH(QList<int>, grades);
    QFETCH(QList<int>, intervals);
    QFETCH(double, easiness);
    train::Sm2State s;
    QVERIFY(s.isNew() && s.isDue(100));
    std::int64_t day = 100;
    for (int i = 0; i < grades.size(); ++i) {
        s = train::review(s, grades[i], day);
        QCOMPARE(s.interval, intervals[i]);
        QCOMPARE(s.due, day + intervals[i]);
        if (s.again) {
            // Graded below 4: asked again today; that answer does not move the schedule.
            QVERIFY(s.isDue(day));
            const train::Sm2State repeat = train::review(s, 5, day);
            QVERIFY(!repeat.again && !repeat.isDue(day));
            QCOMPARE(repeat.due, s.due);
            s = repeat;
        }
        QVERIFY(!s.isDue(day));
        day = s.due;
    }
    QVERIFY(qAbs(s.easiness - easiness) < 1e-9);
}

void TrainTest::storeKeepsState()
{
    QTemporaryDir dir;
    const std::string file = dir.filePath(QStringLiteral("sub/training.sqlite")).toStdString();
    train::Sm2State s = train::review({}, 5, 2460000);
    {
        auto store = train::TrainingStore::open(file);
        QVERIFY2(store, store ? "" : store.error().toString().c_str());
        QVERIFY(!(*store)->saveCard("rep.pgn:white", 0x8000000000000001ULL, s));
        QVERIFY(!(*store)->saveExercise("fen bm", {3, 1, 2460000}));
        QVERIFY(!(*store)->addEndgame({"KQ v K", "fen", train::EndgameResult::Won, 9, 4, 2460000}));
    }
    auto store = train::TrainingStore::open(file);
    QVERIFY(store);
    const auto cards = (*store)->cards("rep.pgn:white");
    QCOMPARE(cards.size(), std::size_t(1));
    const train::Sm2State back = cards.at(0x8000000000000001ULL);
    QCOMPARE(back.due, s.due);
    QCOMPARE(back.repetitions, 1);
    QCOMPARE(back.easiness, s.easiness);
    QVERIFY((*store)->cards("rep.pgn:black").empty());
    QCOMPARE((*store)->exercise("fen bm").tries, 3);
    QCOMPARE((*store)->exercise("fen bm").solved, 1);
    QCOMPARE((*store)->exercise("other").tries, 0);
    const auto games = (*store)->endgames("KQ v K");
    QCOMPARE(games.size(), std::size_t(1));
    QCOMPARE(games[0].pliesLost, 4);
    QCOMPARE(games[0].result, train::EndgameResult::Won);
    // A folder that cannot be made is an error naming the file.
    const auto bad = train::TrainingStore::open("/proc/none/training.sqlite");
    QVERIFY(!bad);
    QVERIFY(bad.error().toString().find("/proc/none/training.sqlite") != std::string::npos);
}

void TrainTest::judgeGoodEnough()
{
    tb::Tablebase tables;
    tables.setPaths(io::bundledSyzygyFolders());
    if (tables.maxPieces() < 3) QSKIP("the bundled Syzygy tables are missing (data/syzygy)");
    train::MoveJudge judge(&tables, 8);
    auto move = [&](const chess::Position& p, const char* san) {
        return chess::parseSan(p, san).value();
    };
    // KQ v K, White to move: the tables' best is the answer; another winning move is right
    // too; Kg6 stalemates, a draw, and is wrong.
    const chess::Position kqk = fen("7k/5Q2/8/6K1/8/8/8/8 w - - 0 1");
    const auto root = tables.probeRoot(kqk);
    QVERIFY(root);
    const chess::Move best = root->moves.front().move;
    train::Judgement j = judge.judge(kqk, best, best);
    QVERIFY(j.right && j.exact);
    chess::Move otherWin;
    for (const auto& v : root->moves)
        if (v.move != best && v.wdl == tb::Wdl::Win) otherWin = v.move;
    QVERIFY(!otherWin.isNone());
    j = judge.judge(kqk, best, otherWin);
    QVERIFY2(j.right && !j.exact, j.reason.c_str());
    QCOMPARE(j.by, train::Judgement::By::Tablebase);
    j = judge.judge(kqk, best, move(kqk, "Kg6"));
    QVERIFY(!j.right);
    QVERIFY2(j.reason.find("a draw, where") != std::string::npos, j.reason.c_str());

    // Outside the tables, the engine: another mate is as good; a quiet move is not.
    const chess::Position mates = fen("6k1/5ppp/8/8/8/8/5PPP/R3R1K1 w - - 0 1");
    j = judge.judge(mates, move(mates, "Ra8#"), move(mates, "Re8#"));
    QCOMPARE(j.by, train::Judgement::By::Engine);
    QVERIFY2(j.right, j.reason.c_str());
    j = judge.judge(mates, move(mates, "Ra8#"), move(mates, "h3"));
    QVERIFY2(!j.right, j.reason.c_str());
    QVERIFY2(j.reason.find("mates, this does not") != std::string::npos, j.reason.c_str());
    // A free queen left alone costs far more than GoodEnoughCp.
    const chess::Position free =
        fen("rnb1kbnr/pppp1ppp/8/4p3/4P2q/5N2/PPPP1PPP/RNBQKB1R w KQkq - 2 3");
    j = judge.judge(free, move(free, "Nxh4"), move(free, "d3"));
    QVERIFY2(!j.right, j.reason.c_str());
    QVERIFY(j.expectedScore - j.playedScore > 500);
    QCOMPARE(judge.bestMove(free), move(free, "Nxh4"));
}

void TrainTest::endgameGrades()
{
    tb::Tablebase tables;
    tables.setPaths(io::bundledSyzygyFolders());
    if (tables.maxPieces() < 3) QSKIP("the bundled Syzygy tables are missing (data/syzygy)");
    QCOMPARE(train::endgamePositions().size(), std::size_t(5));
    for (const auto& p : train::endgamePositions())
        QVERIFY2(chess::positionFromFen(p.fen), p.name.c_str());
    const chess::Position kqk = fen(train::endgamePositions()[0].fen.c_str());
    const tb::Report report = tb::probeReport(tables, nullptr, kqk);
    QVERIFY(report.covered);
    const train::EndgameGrade best = train::gradeEndgameMove(report, report.moves.front().move);
    QVERIFY(best.judged && best.keptResult());
    QCOMPARE(best.pliesLost, 0);
    QVERIFY(!best.dtm); // Syzygy alone: DTZ
    // The slowest winning move loses plies; a queen left to be taken loses the win.
    const tb::ReportMove* slow = nullptr;
    const tb::ReportMove* drawn = nullptr;
    for (const auto& m : report.moves) {
        if (m.wdl == tb::Wdl::Win) slow = &m;
        if (m.wdl == tb::Wdl::Draw && !drawn) drawn = &m;
    }
    QVERIFY(slow && drawn);
    const train::EndgameGrade slower = train::gradeEndgameMove(report, slow->move);
    QVERIFY(slower.keptResult());
    QVERIFY(slower.pliesLost > 0);
    QVERIFY2(slower.describe(kqk).find("slower than") != std::string::npos,
             slower.describe(kqk).c_str());
    const train::EndgameGrade lost = train::gradeEndgameMove(report, drawn->move);
    QVERIFY(!lost.keptResult());
    QVERIFY2(lost.describe(kqk).find("keeps a win") != std::string::npos,
             lost.describe(kqk).c_str());
    // Five pieces are not in the bundled tables: not judged.
    const chess::Position lucena = fen(train::endgamePositions()[3].fen.c_str());
    const tb::Report none = tb::probeReport(tables, nullptr, lucena);
    QVERIFY(!none.covered);
    QVERIFY(!train::gradeEndgameMove(none, chess::legalMoves(lucena)[0]).judged);
}

void TrainTest::words_data()
{
    // Every value of the enums the training names in words (the CLI's JSON, EPD's c1, the
    // store's endgame results), and where the word is read back, the value it gives.
    QTest::addColumn<QString>("kind");
    QTest::addColumn<int>("value");
    QTest::addColumn<QString>("word");
    using train::EndgameResult, train::Severity, train::BestSource;
    using Kind = train::Departure::Kind;
    QTest::newRow("won") << "result" << int(EndgameResult::Won) << "won";
    QTest::newRow("drawn") << "result" << int(EndgameResult::Drawn) << "drawn";
    QTest::newRow("lost") << "result" << int(EndgameResult::Lost) << "lost";
    QTest::newRow("abandoned") << "result" << int(EndgameResult::Abandoned) << "abandoned";
    QTest::newRow("mistake") << "severity" << int(Severity::Mistake) << "mistake";
    QTest::newRow("blunder") << "severity" << int(Severity::Blunder) << "blunder";
    QTest::newRow("variation") << "source" << int(BestSource::Variation) << "variation";
    QTest::newRow("comment") << "source" << int(BestSource::Comment) << "comment";
    QTest::newRow("engine") << "source" << int(BestSource::Engine) << "engine";
    QTest::newRow("you") << "departure" << int(Kind::You) << "you";
    QTest::newRow("opponent") << "departure" << int(Kind::Opponent) << "opponent";
    QTest::newRow("end") << "departure" << int(Kind::EndOfBook) << "end";
    QTest::newRow("not-in-book") << "departure" << int(Kind::NotInBook) << "not-in-book";
}

void TrainTest::words()
{
    QFETCH(QString, kind);
    QFETCH(int, value);
    QFETCH(QString, word);
    const std::string w = word.toStdString();
    if (kind == "result") {
        const auto r = train::EndgameResult(value);
        QCOMPARE(std::string(train::endgameResultText(r)), w);
        QVERIFY(train::parseEndgameResult(w) == r);
        QVERIFY(!train::parseEndgameResult(word.toUpper().toStdString())); // as stored only
    } else if (kind == "severity") {
        const auto s = train::Severity(value);
        QCOMPARE(std::string(train::severityName(s)), w);
        // Any case, blanks around.
        QVERIFY(train::parseSeverity((" " + word.toUpper() + "\t").toStdString()) == s);
    } else if (kind == "source") {
        QCOMPARE(std::string(train::bestSourceName(train::BestSource(value))), w);
    } else {
        QCOMPARE(std::string(train::departureName(train::Departure::Kind(value))), w);
    }
}

QTEST_GUILESS_MAIN(TrainTest)
#include "train_test.moc"
