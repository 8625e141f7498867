// SPDX-License-Identifier: GPL-3.0-or-later
// kibitz-cli tournament as a user runs it: a tournament killed with SIGKILL in the middle of
// its games and resumed (games counted, none lost or played twice, the PGN valid by the core
// reader at every step), the crosstable in text and JSON, SPRT stopping a two-engine event,
// an event played in shards (the GNU parallel recipe) and merged, and usage errors naming the
// argument.

#include "cli_run.h"

#include "pgn/builder.h"
#include "pgn/input.h"

#include <QFile>
#include <QFileInfo>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QProcess>
#include <QRegularExpression>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QTest>

#include <set>

namespace {

namespace pgn = kibitz::pgn;

const QString Cli = QStringLiteral(KIBITZ_CLI);
const QString Engine = QStringLiteral(KIBITZ_ENGINE);
const QString FakeEngine = QStringLiteral(KIBITZ_FAKE_ENGINE);

using Run = CliRun;

Run run(const QStringList& args, int timeoutMs = 180000)
{
    return runProgram(Cli, args, timeoutMs);
}

// The games of a PGN file by the core reader; -1 when it has errors.
int validGames(const QString& path, std::set<std::string>* rounds = nullptr)
{
    const auto text = pgn::readPgnFile(path.toStdString());
    if (!text) return -1;
    std::vector<pgn::PgnError> errors;
    const auto games = pgn::readGames(text->text, &errors);
    if (!errors.empty()) return -1;
    for (const auto& g : games) {
        if (g.headers().value("Result") == "*") return -1; // never half a game
        if (rounds) rounds->insert(g.headers().value("Round"));
    }
    return int(games.size());
}

int doneInState(const QString& path)
{
    QFile f(path);
    if (!f.open(QIODevice::ReadOnly)) return -1;
    int done = 0;
    for (const auto& g :
         QJsonDocument::fromJson(f.readAll()).object().value(QStringLiteral("games")).toArray())
        done += g.toObject().value(QStringLiteral("done")).toBool();
    return done;
}

} // namespace

class TournamentCliTest : public QObject {
    Q_OBJECT

private slots:
    void killedAndResumed();
    void crosstableText();
    void sprtStops();
    void shardsMerged();
    void usageErrors_data();
    void usageErrors();
};

// Four engines' worth of games would be slow: two engines, six games, two at once, at 1 s +
// 20 ms a move. Killed once a game is done and two more are running, then resumed.
void TournamentCliTest::killedAndResumed()
{
    QTemporaryDir dir;
    const QString pgnPath = dir.filePath(QStringLiteral("event.pgn"));
    const QString statePath = dir.filePath(QStringLiteral("event.state.json"));
    const QStringList args{QStringLiteral("tournament"),
                           QStringLiteral("--engine"),
                           Engine,
                           QStringLiteral("--engine"),
                           Engine,
                           QStringLiteral("--rounds"),
                           QStringLiteral("6"),
                           QStringLiteral("--tc"),
                           QStringLiteral("1+0.02"),
                           QStringLiteral("--concurrency"),
                           QStringLiteral("2"),
                           QStringLiteral("-o"),
                           pgnPath};
    QProcess p;
    p.start(Cli, args);
    QVERIFY(p.waitForStarted());
    QByteArray out;
    // "Started game 3": game 1 or 2 is done and two games are being played.
    while (!out.contains("Started game 3") && p.state() == QProcess::Running) {
        p.waitForReadyRead(200);
        out += p.readAllStandardOutput();
    }
    QVERIFY2(out.contains("Started game 3"), out.constData());
    QTest::qWait(300); // well into the moves of the running games
    p.kill();          // SIGKILL: nothing is saved on the way out
    QVERIFY(p.waitForFinished());
    QCOMPARE(p.exitStatus(), QProcess::CrashExit);
    const int done = doneInState(statePath);
    QVERIFY2(done >= 1 && done < 6, qPrintable(QString::number(done)));
    QCOMPARE(validGames(pgnPath), done); // the PGN holds exactly the finished games

    // Without --resume the event is not started again over its state.
    const Run again = run(args);
    QCOMPARE(again.status, 2);
    QVERIFY2(again.err.contains("--resume"), again.err.constData());

    const Run r = run(args + QStringList{QStringLiteral("--resume"), QStringLiteral("--json")});
    QVERIFY2(r.status == 0, r.err.constData());
    const QJsonObject o = QJsonDocument::fromJson(r.out).object();
    QVERIFY2(!o.isEmpty(), r.out.constData());
    QCOMPARE(o.value(QStringLiteral("resumedAfter")).toInt(), done);
    QCOMPARE(o.value(QStringLiteral("played")).toInt(), 6);
    QCOMPARE(o.value(QStringLiteral("results")).toArray().size(), 6);
    std::set<std::string> rounds;
    QCOMPARE(validGames(pgnPath, &rounds), 6);
    QCOMPARE(rounds, (std::set<std::string>{"1", "2", "3", "4", "5", "6"})); // none twice
    QCOMPARE(doneInState(statePath), 6);
    int games = 0;
    for (const auto& e : o.value(QStringLiteral("engines")).toArray())
        games += e.toObject().value(QStringLiteral("games")).toInt();
    QCOMPARE(games, 12); // each game counts for both engines
}

// Three engines, one of them playing illegal moves: the crosstable ranks them, the pairs'
// lines follow, and the failures are in the PGN with their reasons.
void TournamentCliTest::crosstableText()
{
    QTemporaryDir dir;
    const QString pgnPath = dir.filePath(QStringLiteral("rr.pgn"));
    const Run r = run({QStringLiteral("tournament"), QStringLiteral("--engine"),
                       QStringLiteral("cmd=") + Engine + QStringLiteral(",name=Alpha"),
                       QStringLiteral("--engine"),
                       QStringLiteral("cmd=") + Engine + QStringLiteral(",name=Beta"),
                       QStringLiteral("--engine"),
                       QStringLiteral("cmd=") + FakeEngine + QStringLiteral(",name=Fake,arg=good"),
                       QStringLiteral("--rounds"), QStringLiteral("2"), QStringLiteral("--tc"),
                       QStringLiteral("nodes=500"), QStringLiteral("--max-moves"),
                       QStringLiteral("40"), QStringLiteral("-o"), pgnPath});
    QVERIFY2(r.status == 0, r.err.constData());
    const QString out = QString::fromUtf8(r.out);
    QVERIFY2(out.contains(QStringLiteral("Rank")), r.out.constData());
    // Fake loses all four games and is last.
    QVERIFY2(out.contains(QRegularExpression(QStringLiteral("\\n\\s+3\\s+Fake\\s+4\\s+0\\.0"))),
             r.out.constData());
    QVERIFY(out.contains(QStringLiteral("Alpha vs Fake: +2 =0 -0")));
    QVERIFY(out.contains(QStringLiteral("6 of 6 games played")));
    QFile pgn(pgnPath);
    QVERIFY(pgn.open(QIODevice::ReadOnly));
    const QByteArray text = pgn.readAll();
    QCOMPARE(text.count("[Termination \"rules infraction\"]"), 4);
    QVERIFY(text.contains("played an illegal move"));
}

// Against an engine that loses every game at once (an illegal move), H1 (+200) is accepted
// long before the 40 games the event holds.
void TournamentCliTest::sprtStops()
{
    QTemporaryDir dir;
    const Run r = run({QStringLiteral("tournament"), QStringLiteral("--engine"), Engine,
                       QStringLiteral("--engine"),
                       QStringLiteral("cmd=") + FakeEngine + QStringLiteral(",arg=good"),
                       QStringLiteral("--rounds"), QStringLiteral("40"), QStringLiteral("--tc"),
                       QStringLiteral("nodes=200"), QStringLiteral("--sprt"),
                       QStringLiteral("elo0=0,elo1=200,alpha=0.1,beta=0.1"), QStringLiteral("-o"),
                       dir.filePath(QStringLiteral("s.pgn")), QStringLiteral("--json")});
    QVERIFY2(r.status == 0, r.err.constData());
    const QJsonObject o = QJsonDocument::fromJson(r.out).object();
    const QJsonObject sprt = o.value(QStringLiteral("sprt")).toObject();
    QCOMPARE(sprt.value(QStringLiteral("result")).toString(), QStringLiteral("H1 accepted"));
    const int played = o.value(QStringLiteral("played")).toInt();
    QVERIFY2(played >= 2 && played < 40, qPrintable(QString::number(played)));
    QVERIFY(sprt.value(QStringLiteral("llr")).toDouble()
            >= sprt.value(QStringLiteral("upper")).toDouble());
}

void TournamentCliTest::usageErrors_data()
{
    QTest::addColumn<QStringList>("args");
    QTest::addColumn<QString>("message");
    const QString e = Engine;
    const QString o = QStringLiteral("-o");
    const QString out = QStringLiteral("/tmp/kibitz-tournament-usage.pgn");
    QTest::newRow("one engine") << QStringList{QStringLiteral("--engine"), e, o, out}
                                << QStringLiteral("two engines");
    QTest::newRow("no output") << QStringList{QStringLiteral("--engine"), e,
                                              QStringLiteral("--engine"), e}
                               << QStringLiteral("-o OUT.pgn");
    QTest::newRow("sprt with three") << QStringList{QStringLiteral("--engine"),
                                                    e,
                                                    QStringLiteral("--engine"),
                                                    e,
                                                    QStringLiteral("--engine"),
                                                    e,
                                                    QStringLiteral("--sprt"),
                                                    QStringLiteral("elo0=0,elo1=5"),
                                                    o,
                                                    out}
                                     << QStringLiteral("exactly two engines");
    QTest::newRow("bad sprt") << QStringList{QStringLiteral("--engine"),
                                             e,
                                             QStringLiteral("--engine"),
                                             e,
                                             QStringLiteral("--sprt"),
                                             QStringLiteral("elo0=5,elo1=0"),
                                             o,
                                             out}
                              << QStringLiteral("--sprt");
    QTest::newRow("bad tc") << QStringList{QStringLiteral("--engine"),
                                           e,
                                           QStringLiteral("--engine"),
                                           e,
                                           QStringLiteral("--tc"),
                                           QStringLiteral("fast"),
                                           o,
                                           out}
                            << QStringLiteral("--tc");
    QTest::newRow("resign half") << QStringList{QStringLiteral("--engine"),
                                                e,
                                                QStringLiteral("--engine"),
                                                e,
                                                QStringLiteral("--resign-score"),
                                                QStringLiteral("500"),
                                                o,
                                                out}
                                 << QStringLiteral("--resign-moves");
    QTest::newRow("bad engine key")
        << QStringList{QStringLiteral("--engine"),
                       QStringLiteral("cmd=") + e + QStringLiteral(",colour=red"),
                       QStringLiteral("--engine"),
                       e,
                       o,
                       out}
        << QStringLiteral("unknown key 'colour'");
    QTest::newRow("no engine") << QStringList{QStringLiteral("--engine"),
                                              QStringLiteral("no-such-engine-here"),
                                              QStringLiteral("--engine"),
                                              e,
                                              o,
                                              out}
                               << QStringLiteral("no-such-engine-here");
    QTest::newRow("resume without state")
        << QStringList{QStringLiteral("--engine"),
                       e,
                       QStringLiteral("--engine"),
                       e,
                       QStringLiteral("--resume"),
                       o,
                       QStringLiteral("/tmp/kibitz-no-such-dir/x.pgn")}
        << QStringLiteral("cannot read the state file");
}

void TournamentCliTest::usageErrors()
{
    QFETCH(QStringList, args);
    QFETCH(QString, message);
    const Run r = run(QStringList{QStringLiteral("tournament")} + args);
    QCOMPARE(r.status, 2);
    QVERIFY2(QString::fromUtf8(r.err).contains(message), r.err.constData());
}

// Past one machine: the recipe (tests/bench/tournament_parallel.sh) plays an event in two
// shards with GNU parallel, each shard every other game of the schedule, and merges them: the
// merged event is the one event (its games in schedule order, each once, both shards' games
// in the crosstable), as one run over the whole schedule has it. Merging the same shard
// twice, or shards of different events, is refused.
void TournamentCliTest::shardsMerged()
{
    if (QStandardPaths::findExecutable(QStringLiteral("parallel")).isEmpty())
        QSKIP("GNU parallel is not installed (Debian package parallel)");
    QTemporaryDir dir;
    const QStringList event{
        QStringLiteral("--engine"), QStringLiteral("cmd=") + Engine + QStringLiteral(",name=Alpha"),
        QStringLiteral("--engine"), QStringLiteral("cmd=") + Engine + QStringLiteral(",name=Beta"),
        QStringLiteral("--rounds"), QStringLiteral("4"),
        QStringLiteral("--tc"),     QStringLiteral("depth=2")};
    // One run over the whole schedule.
    const QString single = dir.filePath(QStringLiteral("single.pgn"));
    Run r = run(QStringList{QStringLiteral("tournament")} + event
                + QStringList{QStringLiteral("-o"), single, QStringLiteral("--json")});
    QVERIFY2(r.status == 0, r.err.constData());
    const QJsonObject one = QJsonDocument::fromJson(r.out).object();

    // A shard by itself plays its games only: shard 2 of 2 the even ones.
    const QString alone = dir.filePath(QStringLiteral("alone.pgn"));
    r = run(QStringList{QStringLiteral("tournament")} + event
            + QStringList{QStringLiteral("--shard"), QStringLiteral("2/2"), QStringLiteral("-o"),
                          alone, QStringLiteral("--json")});
    QVERIFY2(r.status == 0, r.err.constData());
    std::set<std::string> rounds;
    QCOMPARE(validGames(alone, &rounds), 2);
    QCOMPARE(rounds, (std::set<std::string>{"2", "4"}));
    QCOMPARE(QJsonDocument::fromJson(r.out).object().value(QStringLiteral("shards")).toInt(), 2);

    // The recipe: two shards at once, merged.
    QProcessEnvironment env = QProcessEnvironment::systemEnvironment();
    env.insert(QStringLiteral("KIBITZ_CLI"), Cli);
    env.insert(QStringLiteral("TMPDIR"), dir.path());
    const QString merged = dir.filePath(QStringLiteral("merged.pgn"));
    const CliRun recipe = runProgram(
        QStringLiteral("bash"),
        QStringList{QStringLiteral(KIBITZ_SOURCE_DIR "/tests/bench/tournament_parallel.sh"), merged,
                    QStringLiteral("2"), QStringLiteral("--")}
            + event,
        300000, env);
    QVERIFY2(recipe.status == 0, recipe.err.constData());
    QVERIFY2(recipe.out.contains("Alpha vs Beta: +"), recipe.out.constData());
    rounds.clear();
    QCOMPARE(validGames(merged, &rounds), 4);
    QCOMPARE(rounds, (std::set<std::string>{"1", "2", "3", "4"}));
    QCOMPARE(doneInState(dir.filePath(QStringLiteral("merged.state.json"))), 4);
    // The merged state is an event of its own: a JSON print of it (merge again, one file).
    const QString again = dir.filePath(QStringLiteral("again.pgn"));
    r = run({QStringLiteral("tournament"), QStringLiteral("merge"),
             dir.filePath(QStringLiteral("merged.state.json")), QStringLiteral("-o"), again,
             QStringLiteral("--json")});
    QVERIFY2(r.status == 0, r.err.constData());
    const QJsonObject two = QJsonDocument::fromJson(r.out).object();
    QCOMPARE(two.value(QStringLiteral("played")).toInt(), 4);
    QCOMPARE(two.value(QStringLiteral("games")).toInt(),
             one.value(QStringLiteral("games")).toInt());
    QCOMPARE(two.value(QStringLiteral("results")).toArray().size(), 4);
    // The same games in the same order (White and Black of each) as the single run's.
    for (int i = 0; i < 4; ++i)
        for (const QString& key : {QStringLiteral("white"), QStringLiteral("black")})
            QCOMPARE(two.value(QStringLiteral("results"))[i].toObject().value(key),
                     one.value(QStringLiteral("results"))[i].toObject().value(key));

    // The same shard twice; a shard of another event (other rounds).
    const QString aloneState = dir.filePath(QStringLiteral("alone.state.json"));
    r = run({QStringLiteral("tournament"), QStringLiteral("merge"), aloneState, aloneState,
             QStringLiteral("-o"), dir.filePath(QStringLiteral("x.pgn"))});
    QCOMPARE(r.status, 1);
    QVERIFY2(r.err.contains("twice"), r.err.constData());
    r = run({QStringLiteral("tournament"), QStringLiteral("merge"), aloneState,
             dir.filePath(QStringLiteral("single.state.json")), QStringLiteral("-o"),
             dir.filePath(QStringLiteral("x.pgn"))});
    QCOMPARE(r.status, 1);
    QVERIFY2(r.err.contains("differ"), r.err.constData());
}

QTEST_GUILESS_MAIN(TournamentCliTest)
#include "tournament_cli_test.moc"
