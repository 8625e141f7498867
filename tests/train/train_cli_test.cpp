// SPDX-License-Identifier: GPL-3.0-or-later
// kibitz-cli train as a user runs it: exercises from a lichess-analysed game (ten, five for
// one player, blunders only), the EPD they are written to, a White repertoire's eight cards,
// the due and learned counts, where one's games left the repertoire, and bad arguments.

#include "cli_run.h"

#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QTemporaryDir>
#include <QTest>

namespace {

const QString Cli = QStringLiteral(KIBITZ_CLI);

QString fixture(const char* name)
{
    return QStringLiteral(KIBITZ_TEST_DATA "/train/") + QLatin1String(name);
}

CliRun run(const QStringList& args)
{
    return runProgram(Cli, args, 120000);
}

QJsonObject json(const CliRun& r)
{
    return QJsonDocument::fromJson(r.out).object();
}

} // namespace

class TrainCliTest : public QObject {
    Q_OBJECT

private slots:
    void extract_data();
    void extract();
    void extractWritesEpd();
    void repertoire();
    void badArguments_data();
    void badArguments();
};

void TrainCliTest::extract_data()
{
    QTest::addColumn<QStringList>("options");
    QTest::addColumn<int>("count");
    QTest::addColumn<QStringList>("best");
    QTest::newRow("all") << QStringList{} << 10
                         << QStringList{"Be6",   "Bg3", "Be6",   "Kh1", "Be6",
                                        "Bxf6+", "Be6", "Bxf6+", "Kf8", "hxg3"};
    QTest::newRow("--player alice") << QStringList{"--player", "alice"} << 5
                                    << QStringList{"Bg3", "Kh1", "Bxf6+", "Bxf6+", "hxg3"};
    QTest::newRow("--player bob") << QStringList{"--player", "bob"} << 5
                                  << QStringList{"Be6", "Be6", "Be6", "Be6", "Kf8"};
    QTest::newRow("--min blunder")
        << QStringList{"--min", "blunder"} << 4 << QStringList{"Be6", "Be6", "Kf8", "hxg3"};
}

void TrainCliTest::extract()
{
    QFETCH(QStringList, options);
    QFETCH(int, count);
    QFETCH(QStringList, best);
    QTemporaryDir dir;
    const QString out = dir.filePath(QStringLiteral("out.epd"));
    const CliRun r =
        run(QStringList{"train", "extract", fixture("lichess-mistakes.pgn"), "-o", out, "--json"}
            + options);
    QVERIFY2(r.status == 0, r.err.constData());
    const QJsonObject o = json(r);
    QCOMPARE(o.value("exercises").toInt(), count);
    QCOMPARE(o.value("games").toInt(), 1);
    QStringList got;
    for (const QJsonValue& v : o.value("items").toArray()) {
        got << v.toObject().value("bm").toString();
        QCOMPARE(v.toObject().value("source").toString(), QStringLiteral("variation"));
    }
    QCOMPARE(got, best);
    QFile f(out);
    QVERIFY(f.open(QIODevice::ReadOnly));
    QCOMPARE(f.readAll().count('\n'), count);
}

// The EPD as another program reads it: bm in SAN, id, c0 with the game and the move.
void TrainCliTest::extractWritesEpd()
{
    QTemporaryDir dir;
    const QString out = dir.filePath(QStringLiteral("out.epd"));
    const CliRun r = run({"train", "extract", fixture("lichess-mistakes.pgn"), "-o", out});
    QVERIFY2(r.status == 0, r.err.constData());
    QVERIFY2(r.out.contains("10 exercises from 1 game -> "), r.out.constData());
    QVERIFY2(r.out.contains("game 1, 13... Nh5??          blunder  Nh5     best Kf8 (variation)"),
             r.out.constData());
    QFile f(out);
    QVERIFY(f.open(QIODevice::ReadOnly));
    const QList<QByteArray> lines = f.readAll().split('\n');
    QCOMPARE(lines.size(), 11); // ten lines and the empty rest after the last line break
    QCOMPARE(lines[0],
             QByteArray("r1bq1rk1/ppp2pp1/2np1n1p/2b1p3/2B1P2B/2PP1N2/PP3PPP/RN1Q1RK1 b - "
                        "- bm Be6; pv Be6 Bxe6 fxe6 Nbd2; id \"game 1 move 8...\"; hmvc 1; "
                        "fmvn 8; c0 \"alice - bob, Rated Blitz game, 2026.11.20, game 1, "
                        "8... g5?\"; c1 \"mistake, best move from the variation\"; c2 "
                        "\"bob\";"));
    QVERIFY2(lines[9].startsWith("r2B3r/ppp2pk1/2np4/2b1p3/2B1P1b1/2PP2n1/PP1N1PPP/R4RK1 w - - bm "
                                 "hxg3;"),
             lines[9].constData());
}

void TrainCliTest::repertoire()
{
    QTemporaryDir dir;
    const QString state = dir.filePath(QStringLiteral("training.sqlite"));
    CliRun r = run({"train", "repertoire", fixture("white-repertoire.pgn"), "--color", "white",
                    "--state", state, "--json"});
    QVERIFY2(r.status == 0, r.err.constData());
    QJsonObject o = json(r);
    QCOMPARE(o.value("cards").toInt(), 8);
    QCOMPARE(o.value("new").toInt(), 8);
    QCOMPARE(o.value("due").toInt(), 0);
    QCOMPARE(o.value("learned").toInt(), 0);
    QCOMPARE(o.value("items").toArray().size(), 8);
    // The transposition is one card, first reached by the main line.
    int bg5 = 0;
    for (const QJsonValue& v : o.value("items").toArray())
        if (v.toObject().value("moves").toArray().first().toString() == "Bg5") {
            ++bg5;
            QCOMPARE(v.toObject().value("line").toString(),
                     QStringLiteral("1. d4 d5 2. c4 e6 3. Nc3 Nf6"));
        }
    QCOMPARE(bg5, 1);

    r = run({"train", "repertoire", fixture("white-repertoire.pgn"), "--color", "black", "--state",
             state, "--json"});
    QCOMPARE(json(r).value("cards").toInt(), 5);

    // Where alice's White games left it.
    r = run({"train", "repertoire", fixture("white-repertoire.pgn"), "--color", "white", "--state",
             state, "--games", fixture("my-games.pgn"), "--player", "alice", "--json"});
    QVERIFY2(r.status == 0, r.err.constData());
    const QJsonArray games = json(r).value("games").toArray();
    QCOMPARE(games.size(), 3);
    QCOMPARE(games[0].toObject().value("left").toString(), QStringLiteral("end"));
    QCOMPARE(games[1].toObject().value("left").toString(), QStringLiteral("you"));
    QCOMPARE(games[1].toObject().value("text").toString(),
             QStringLiteral("3. Nc3 left the repertoire (repertoire: Nf3)"));
    QCOMPARE(games[2].toObject().value("left").toString(), QStringLiteral("opponent"));
    r = run({"train", "repertoire", fixture("white-repertoire.pgn"), "--color", "white", "--state",
             state, "--games", fixture("my-games.pgn")});
    QVERIFY2(r.out.contains("8 cards (White to move)"), r.out.constData());
    QVERIFY2(r.out.contains("game 4, frank - alice: 1. e4 left the repertoire"), r.out.constData());
}

void TrainCliTest::badArguments_data()
{
    QTest::addColumn<QStringList>("args");
    QTest::addColumn<QString>("message");
    QTest::newRow("no -o") << QStringList{"train", "extract", fixture("lichess-mistakes.pgn")}
                           << "-o OUT.epd is required";
    QTest::newRow("bad --min")
        << QStringList{"train", "extract", fixture("lichess-mistakes.pgn"), "-o", "/tmp/x.epd",
                       "--min", "dubious"}
        << "--min: expected mistake or blunder, not 'dubious'";
    QTest::newRow("no colour") << QStringList{"train", "repertoire",
                                              fixture("white-repertoire.pgn")}
                               << "--color white|black is required";
    QTest::newRow("subcommand") << QStringList{"train", "drill"}
                                << "train: unknown subcommand 'drill'";
}

void TrainCliTest::badArguments()
{
    QFETCH(QStringList, args);
    QFETCH(QString, message);
    const CliRun r = run(args);
    QCOMPARE(r.status, 2);
    QVERIFY2(r.err.contains(message.toUtf8()), r.err.constData());
}

QTEST_GUILESS_MAIN(TrainCliTest)
#include "train_cli_test.moc"
