// SPDX-License-Identifier: GPL-3.0-or-later
// Following a lichess broadcast round (core/online/broadcast.h) and `kibitz-cli online
// broadcast`, against fake_server.py: its round (any id starting "kib") streams three games as
// they grow, is cut in the middle of a game's PGN, and on the next connection sends the games
// again, the remaining moves and the results. No test goes online.

#include "cli_run.h"
#include "fake_server.h"

#include "online/broadcast.h"
#include "pgn/gamespans.h"

#include <QFile>
#include <QJsonDocument>
#include <QJsonObject>
#include <QSignalSpy>
#include <QStandardPaths>
#include <QTcpServer>
#include <QTemporaryDir>
#include <QTest>

using namespace kibitz::online;

namespace {

const QString Data = QStringLiteral(KIBITZ_TEST_DATA "/online");

QByteArray readFile(const QString& path)
{
    QFile f(path);
    return f.open(QIODevice::ReadOnly) ? f.readAll() : QByteArray();
}

quint16 closedPort()
{
    QTcpServer s;
    s.listen(QHostAddress::LocalHost);
    return s.serverPort();
}

// A game of the round at a given number of plies (as the stream sends it).
QByteArray game(const QString& url, const QByteArray& moves, const QByteArray& result = "*")
{
    QByteArray g = "[Event \"Test\"]\n[White \"A\"]\n[Black \"B\"]\n[Result \"" + result + "\"]\n";
    if (!url.isEmpty()) g += "[GameURL \"" + url.toUtf8() + "\"]\n";
    return g + "\n" + moves + " " + result + "\n\n\n";
}

// How many games the text holds, and whether every one ends with its termination marker.
std::pair<int, bool> wholeGames(const QByteArray& text)
{
    const auto spans =
        kibitz::pgn::scanGames(std::string_view(text.constData(), std::size_t(text.size())));
    bool whole = true;
    for (const auto& s : spans)
        whole = whole && isWholeGame(text.mid(qsizetype(s.begin), qsizetype(s.end - s.begin)));
    return {int(spans.size()), whole};
}

} // namespace

class BroadcastTest : public QObject {
    Q_OBJECT

private slots:
    void initTestCase();
    void cleanupTestCase();

    void parseList();
    void parseBadList_data();
    void parseBadList();
    void roundIds_data();
    void roundIds();
    void streamSplitsWholeGames_data();
    void streamSplitsWholeGames();
    void mergeByGame();

    void followThroughACut();
    void followGoesOnFromTheFile();
    void unknownRoundStops();
    void offlineRetries();

    void cli_data();
    void cli();

private:
    QUrl server() const { return m_server.url(); }
    ClientSettings settings() const
    {
        ClientSettings s;
        s.servers = Servers::allAt(server());
        s.rateLimitWaitMs = 300;
        s.timeoutMs = 10'000;
        return s;
    }
    FollowOptions follow(const QString& round, const QString& file) const
    {
        FollowOptions o;
        o.roundId = round;
        o.file = file;
        o.firstRetryMs = 200;
        o.writeDelayMs = 50;
        return o;
    }

    FakeServer m_server;
    QTemporaryDir m_dir;
};

void BroadcastTest::initTestCase()
{
    QStandardPaths::setTestModeEnabled(true);
    QVERIFY(m_dir.isValid());
    QVERIFY2(m_server.start(), qPrintable(m_server.errorString()));
}

void BroadcastTest::cleanupTestCase()
{
    m_server.stop();
}

void BroadcastTest::parseList()
{
    const auto list = parseBroadcasts(readFile(Data + QStringLiteral("/broadcasts.ndjson")));
    QVERIFY2(list, list ? "" : qPrintable(list.error()));
    QCOMPARE(list.value().size(), 2);
    const Broadcast& b = list.value().first();
    QCOMPARE(b.name, QStringLiteral("Kibitz Invitational"));
    QCOMPARE(b.tier, 5);
    QCOMPARE(b.rounds.size(), 2);
    QCOMPARE(b.rounds.first().id, QStringLiteral("kibRnd01"));
    QVERIFY(b.rounds.first().ongoing);
    QVERIFY(!b.rounds.at(1).ongoing && !b.rounds.at(1).finished);
    QCOMPARE(b.rounds.at(1).startsAt.toMSecsSinceEpoch(), qint64(1783479350832));
    QCOMPARE(b.defaultRound(), 0);
    const Broadcast& done = list.value().at(1);
    QVERIFY(done.rounds.first().finished);
    QCOMPARE(done.defaultRound(), 0); // the last, when every round is over
}

void BroadcastTest::parseBadList_data()
{
    QTest::addColumn<QByteArray>("body");
    QTest::addColumn<QString>("error");
    const QByteArray good = readFile(Data + QStringLiteral("/broadcasts.ndjson")).split('\n')[0];
    QTest::newRow("html") << QByteArray("<html>") << "line 1 of the answer: not JSON";
    QTest::newRow("no tour") << QByteArray(R"({"rounds":[]})") << "no tour";
    QTest::newRow("no rounds") << QByteArray(R"({"tour":{"id":"a","name":"b","slug":"c",)"
                                             R"("url":"d","createdAt":1}})")
                               << "no rounds";
    QTest::newRow("tour without url")
        << QByteArray(R"({"tour":{"id":"a","name":"b","slug":"c"},"rounds":[]})")
        << "tour.url is missing";
    QTest::newRow("round without id, second line")
        << good + "\n"
               + R"({"tour":{"id":"a","name":"b","slug":"c","url":"d"},)"
                 R"("rounds":[{"name":"R1","slug":"r1","url":"u"}]})"
        << "line 2 of the answer: rounds[0].id is missing";
}

void BroadcastTest::parseBadList()
{
    QFETCH(QByteArray, body);
    QFETCH(QString, error);
    const auto list = parseBroadcasts(body);
    QVERIFY(!list);
    QVERIFY2(list.error().contains(error), qPrintable(list.error()));
}

void BroadcastTest::roundIds_data()
{
    QTest::addColumn<QString>("text");
    QTest::addColumn<QString>("id"); // empty: none
    QTest::newRow("id") << " 4Yuk2i2H "
                        << "4Yuk2i2H";
    QTest::newRow("round URL") << "https://lichess.org/broadcast/knight-invitational/final-round/"
                                  "4Yuk2i2H"
                               << "4Yuk2i2H";
    QTest::newRow("game URL") << "https://lichess.org/broadcast/knight-invitational-2/"
                                 "final-round-2/4Yuk2i2H/5rsW2cRb"
                              << "4Yuk2i2H";
    QTest::newRow("export URL") << "https://lichess.org/api/broadcast/round/4Yuk2i2H.pgn"
                                << "4Yuk2i2H";
    QTest::newRow("stream URL") << "https://lichess.org/api/stream/broadcast/round/4Yuk2i2H.pgn"
                                << "4Yuk2i2H";
    QTest::newRow("tour URL") << "https://lichess.org/broadcast/knight-invitational/WkIVFXOx"
                              << "";
    QTest::newRow("too short") << "4Yuk2i2"
                               << "";
    QTest::newRow("words") << "the final round"
                           << "";
}

void BroadcastTest::roundIds()
{
    QFETCH(QString, text);
    QFETCH(QString, id);
    QCOMPARE(broadcastRoundId(text).value_or(QString()), id);
}

void BroadcastTest::streamSplitsWholeGames_data()
{
    QTest::addColumn<QList<QByteArray>>("chunks");
    QTest::addColumn<bool>("final");
    QTest::addColumn<int>("games"); // taken, in all
    QTest::addColumn<int>("left");  // bytes left in the buffer

    const QByteArray a = game(QStringLiteral("u/a"), "1. e4 e5");
    const QByteArray b = game(QStringLiteral("u/b"), "1. d4 d5 2. c4", "1-0");
    QTest::newRow("two whole") << QList<QByteArray>{a + b} << false << 2 << 0;
    QTest::newRow("split anywhere")
        << QList<QByteArray>{a.left(30), a.mid(30) + b.left(50), b.mid(50)} << false << 2 << 0;
    // Without the blank line after it, the last game may still grow (a '*' could be a
    // comment's): it waits.
    QTest::newRow("marker, no blank line")
        << QList<QByteArray>{a + b.trimmed()} << false << 1 << int(b.trimmed().size());
    QTest::newRow("cut in the movetext")
        << QList<QByteArray>{a + b.left(b.size() - 8)} << false << 1 << int(b.size() - 8);
    QTest::newRow("cut, stream over")
        << QList<QByteArray>{a + b.left(b.size() - 8)} << true << 1 << 0;
    QTest::newRow("whole, stream over") << QList<QByteArray>{a + b.trimmed()} << true << 2 << 0;
}

void BroadcastTest::streamSplitsWholeGames()
{
    QFETCH(QList<QByteArray>, chunks);
    QFETCH(bool, final);
    QFETCH(int, games);
    QFETCH(int, left);
    QByteArray buffer;
    QList<QByteArray> taken;
    for (qsizetype i = 0; i < chunks.size(); ++i) {
        buffer += chunks[i];
        taken += takeStreamGames(buffer, final && i + 1 == chunks.size());
    }
    QCOMPARE(taken.size(), games);
    for (const QByteArray& g : taken) QVERIFY2(isWholeGame(g), g.constData());
    QCOMPARE(buffer.trimmed().size(), qsizetype(QByteArray(buffer).trimmed().size()));
    QCOMPARE(int(buffer.size()), left);
}

void BroadcastTest::mergeByGame()
{
    RoundGames round;
    auto merged = round.merge(game(QStringLiteral("u/a"), "1. e4 e5"));
    QCOMPARE(merged.change, RoundGames::Change::Added);
    merged = round.merge(game(QStringLiteral("u/b"), "1. d4"));
    QCOMPARE(merged.index, 1);
    QCOMPARE(merged.change, RoundGames::Change::Added);
    merged = round.merge(game(QStringLiteral("u/a"), "1. e4 e5 2. Nf3"));
    QCOMPARE(merged.index, 0);
    QCOMPARE(merged.change, RoundGames::Change::Updated);
    merged = round.merge(game(QStringLiteral("u/a"), "1. e4 e5 2. Nf3"));
    QCOMPARE(merged.change, RoundGames::Change::Unchanged);
    QCOMPARE(round.size(), 2);
    QCOMPARE(broadcastGameInfo(round.games().at(0)).plies, 3);
    QCOMPARE(broadcastGameInfo(round.games().at(0)).lastMove, QStringLiteral("2.Nf3"));
    QVERIFY(!round.allFinished());
    round.merge(game(QStringLiteral("u/a"), "1. e4 e5 2. Nf3", "1-0"));
    round.merge(game(QStringLiteral("u/b"), "1. d4", "0-1"));
    QVERIFY(round.allFinished());

    // Without a GameURL: the players, the round and the board say which game it is.
    RoundGames tags;
    const QByteArray board1 =
        "[White \"A\"]\n[Black \"B\"]\n[Round \"3\"]\n[Board \"1\"]\n\n1. e4 *\n\n";
    const QByteArray board2 =
        "[White \"A\"]\n[Black \"B\"]\n[Round \"3\"]\n[Board \"2\"]\n\n1. d4 *\n\n";
    tags.merge(board1);
    tags.merge(board2);
    QCOMPARE(tags.merge(QByteArray(board1).replace("1. e4 *", "1. e4 c5 *")).index, 0);
    QCOMPARE(tags.size(), 2);

    // The file's text, read back, is the same round.
    RoundGames again;
    again.load(round.text());
    QCOMPARE(again.games(), round.games());
}

void BroadcastTest::followThroughACut()
{
    Client client(settings());
    const QString file = m_dir.filePath(QStringLiteral("round.pgn"));
    BroadcastFollow f(&client, follow(QStringLiteral("kibTest1"), file));
    QSignalSpy added(&f, &BroadcastFollow::gameAdded);
    QSignalSpy updated(&f, &BroadcastFollow::gameUpdated);
    QSignalSpy cut(&f, &BroadcastFollow::streamCut);
    QSignalSpy connected(&f, &BroadcastFollow::streamConnected);
    QSignalSpy finished(&f, &BroadcastFollow::finished);
    // Every time the file is written, it holds whole games only, and never fewer moves than
    // before: nothing received is lost, through the cut too.
    int writes = 0, lastBytes = 0;
    QStringList problems;
    connect(&f, &BroadcastFollow::fileWritten, this, [&] {
        ++writes;
        const QByteArray text = readFile(file);
        const auto [games, whole] = wholeGames(text);
        if (!whole) problems << QStringLiteral("write %1: a game is not whole").arg(writes);
        if (games != 3) problems << QStringLiteral("write %1: %2 games").arg(writes).arg(games);
        if (text.size() < lastBytes) problems << QStringLiteral("write %1 shrank").arg(writes);
        lastBytes = int(text.size());
    });
    QVERIFY(f.start());
    QVERIFY(finished.wait(20'000));
    QVERIFY2(problems.isEmpty(), qPrintable(problems.join(QLatin1Char('\n'))));
    QVERIFY(f.roundFinished());
    QCOMPARE(added.size(), 3);
    QCOMPARE(cut.size(), 1);
    QCOMPARE(f.cuts(), 1);
    QCOMPARE(connected.size(), 2);
    const auto error = cut.first().at(0).value<ServiceError>();
    QCOMPARE(error.kind, ErrorKind::Cut);
    QVERIFY2(error.message().startsWith(QStringLiteral("lichess broadcast stream: round kibTest1")),
             qPrintable(error.message()));
    QCOMPARE(cut.first().at(1).toInt(), 200);
    // 23 moves after the first two of each game, and three results.
    QCOMPARE(updated.size(), 23 + 3);
    QVERIFY(writes >= 2);
    const QByteArray text = readFile(file);
    QCOMPARE(wholeGames(text), std::make_pair(3, true));
    QVERIFY(text.contains("5... Be7 { [%clk 1:27:01] } 1/2-1/2"));
    QVERIFY(text.contains("6. Qxc3 { [%clk 1:27:40] } 1-0"));
    QVERIFY(text.contains("[Result \"0-1\"]"));
    QCOMPARE(broadcastGameInfo(f.games().games().at(1)).plies, 11);
}

void BroadcastTest::followGoesOnFromTheFile()
{
    // A file from an earlier follow (and a game of the user's): kept, and the round's games
    // in it are brought up to date rather than added twice.
    const QString file = m_dir.filePath(QStringLiteral("again.pgn"));
    const QByteArray mine = "[Event \"Mine\"]\n[White \"me\"]\n[Black \"you\"]\n[Result \"*\"]\n\n"
                            "1. e4 *";
    const QByteArray old =
        game(QStringLiteral("https://lichess.org/broadcast/kibitz-invitational/round-1/"
                            "kibRnd01/GameBBBB"),
             "1. d4 Nf6");
    {
        QFile f(file);
        QVERIFY(f.open(QIODevice::WriteOnly));
        f.write(mine + "\n\n" + old);
    }
    Client client(settings());
    BroadcastFollow f(&client, follow(QStringLiteral("kibTest2"), file));
    QSignalSpy added(&f, &BroadcastFollow::gameAdded);
    QSignalSpy finished(&f, &BroadcastFollow::finished);
    QVERIFY(f.start());
    QCOMPARE(f.games().size(), 2);
    QVERIFY(finished.wait(20'000));
    QCOMPARE(added.size(), 2); // games A and C; B was there
    const QByteArray text = readFile(file);
    QCOMPARE(wholeGames(text), std::make_pair(4, true));
    QVERIFY(text.startsWith(mine));
    QCOMPARE(text.count("GameBBBB\"]"), 2); // its Site and GameURL, once
}

void BroadcastTest::unknownRoundStops()
{
    Client client(settings());
    const QString file = m_dir.filePath(QStringLiteral("none.pgn"));
    BroadcastFollow f(&client, follow(QStringLiteral("xyzRnd01"), file));
    QSignalSpy cut(&f, &BroadcastFollow::streamCut);
    QSignalSpy finished(&f, &BroadcastFollow::finished);
    QVERIFY(f.start());
    QVERIFY(finished.wait(10'000));
    QCOMPARE(cut.size(), 0);
    QVERIFY(f.error());
    QCOMPARE(f.error()->kind, ErrorKind::NotFound);
    QCOMPARE(f.error()->message(),
             QStringLiteral("lichess broadcast stream: no broadcast round 'xyzRnd01'"));
    QVERIFY(!QFile::exists(file));
}

void BroadcastTest::offlineRetries()
{
    ClientSettings s = settings();
    s.servers = Servers::allAt(QUrl(QStringLiteral("http://127.0.0.1:%1").arg(closedPort())));
    Client client(s);
    const QString file = m_dir.filePath(QStringLiteral("offline.pgn"));
    const QByteArray old = game(QStringLiteral("u/x"), "1. e4");
    {
        QFile f(file);
        QVERIFY(f.open(QIODevice::WriteOnly));
        f.write(old);
    }
    BroadcastFollow f(&client, follow(QStringLiteral("kibTest3"), file));
    QSignalSpy cut(&f, &BroadcastFollow::streamCut);
    QVERIFY(f.start());
    QTRY_VERIFY_WITH_TIMEOUT(cut.size() >= 3, 10'000);
    // Waiting longer each time.
    QCOMPARE(cut.at(0).at(1).toInt(), 200);
    QCOMPARE(cut.at(1).at(1).toInt(), 400);
    QCOMPARE(cut.at(2).at(1).toInt(), 800);
    QCOMPARE(cut.first().at(0).value<ServiceError>().kind, ErrorKind::Offline);
    QVERIFY(f.running());
    f.stop();
    QVERIFY(!f.running());
    QCOMPARE(readFile(file), old); // nothing new: not rewritten
}

void BroadcastTest::cli_data()
{
    QTest::addColumn<QStringList>("args");
    QTest::addColumn<bool>("offline");
    QTest::addColumn<int>("status");
    QTest::addColumn<QString>("expect"); // in stdout (status 0) or stderr

    QTest::newRow("list") << QStringList{"list", "--json"} << false << 0
                          << R"("id":"kibRnd01","name":"Round 1")";
    QTest::newRow("list text") << QStringList{"list"} << false << 0
                               << "kibRnd02  Round 2                  starts 2026-07-08";
    QTest::newRow("follow") << QStringList{"follow",
                                           "https://lichess.org/broadcast/kibitz-invitational/"
                                           "round-1/kibCli01",
                                           "--max-seconds", "30", "--json"}
                            << false << 0 << R"("games":3,"updates":29,"cuts":1,"roundOver":true)";
    QTest::newRow("follow text") << QStringList{"follow", "kibCli02"} << false << 0
                                 << "updated   2  Gamma, Gita - Delta, Dirk  1-0  11 plies, "
                                    "6.Qxc3";
    QTest::newRow("unknown round") << QStringList{"follow", "xyzRnd99"} << false << 1
                                   << "lichess broadcast stream: no broadcast round 'xyzRnd99'";
    QTest::newRow("offline, time up") << QStringList{"follow", "kibCli03", "--max-seconds", "2"}
                                      << true << 1 << "lichess broadcast stream: cannot reach";
    QTest::newRow("not a round") << QStringList{"follow", "final-round"} << false << 2
                                 << "is neither a round id";
    QTest::newRow("no file") << QStringList{"follow", "kibCli04", "--json"} << false << 2
                             << "-o FILE.pgn is required";
}

void BroadcastTest::cli()
{
    QFETCH(QStringList, args);
    QFETCH(bool, offline);
    QFETCH(int, status);
    QFETCH(QString, expect);
    const QString url =
        offline ? QStringLiteral("http://127.0.0.1:%1").arg(closedPort()) : server().toString();
    const QString file =
        m_dir.filePath(QStringLiteral("cli-%1.pgn").arg(QTest::currentDataTag()).replace(' ', '-'));
    QStringList all = QStringList{"online", "broadcast"} + args + QStringList{"--server", url};
    if (args.first() == QLatin1String("follow") && QTest::currentDataTag() != QByteArray("no file"))
        all << "-o" << file;
    const CliRun r = runProgram(QStringLiteral(KIBITZ_CLI), all, 40'000);
    QVERIFY2(r.status == status, (r.out + r.err).constData());
    const QByteArray where = status == 0 ? r.out : r.err;
    QVERIFY2(where.contains(expect.toUtf8()), (r.out + r.err).constData());
    if (status == 0 && args.first() == QLatin1String("follow")) {
        QCOMPARE(wholeGames(readFile(file)), std::make_pair(3, true));
        // The cut was said on stderr, naming the service.
        QVERIFY2(r.err.contains("lichess broadcast stream: round"), r.err.constData());
    }
    if (args.contains(QStringLiteral("--json")) && status == 0)
        for (const QByteArray& line : r.out.trimmed().split('\n'))
            QVERIFY2(QJsonDocument::fromJson(line).isObject(), line.constData());
}

QTEST_GUILESS_MAIN(BroadcastTest)
#include "broadcast_test.moc"
