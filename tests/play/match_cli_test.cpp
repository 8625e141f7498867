// SPDX-License-Identifier: GPL-3.0-or-later
// kibitz-cli match as a user runs it: two short games of kibitz-engine against itself, the
// score, the JSON summary, the PGN file with a clock on every move; usage errors naming the
// argument.

#include "cli_run.h"

#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QProcess>
#include <QRegularExpression>
#include <QTemporaryDir>
#include <QTest>

namespace {

const QString Cli = QStringLiteral(KIBITZ_CLI);
const QString Engine = QStringLiteral(KIBITZ_ENGINE);

using Run = CliRun;

Run run(const QStringList& args, int timeoutMs = 120000, const QString& configHome = {})
{
    if (configHome.isEmpty()) return runProgram(Cli, args, timeoutMs);
    return runProgram(Cli, args, timeoutMs,
                      environmentWith(QStringLiteral("XDG_CONFIG_HOME"), configHome));
}

} // namespace

class MatchCliTest : public QObject {
    Q_OBJECT

private slots:
    void twoGames();
    void textOutput();
    void engineFromTheListThatNeverMoves();
    void usageErrors_data();
    void usageErrors();
    void sprtStopsWhenDecided();
};

void MatchCliTest::twoGames()
{
    QTemporaryDir dir;
    const QString pgnPath = dir.filePath(QStringLiteral("match.pgn"));
    const Run r = run({QStringLiteral("match"), QStringLiteral("--engine"), Engine,
                       QStringLiteral("--engine"), Engine, QStringLiteral("--games"),
                       QStringLiteral("2"), QStringLiteral("--tc"), QStringLiteral("1+0.05"),
                       QStringLiteral("--pgn"), pgnPath, QStringLiteral("--json")});
    QVERIFY2(r.status == 0, r.err.constData());
    const QJsonObject o = QJsonDocument::fromJson(r.out).object();
    QVERIFY2(!o.isEmpty(), r.out.constData());
    QCOMPARE(o.value(QStringLiteral("wins")).toInt() + o.value(QStringLiteral("draws")).toInt()
                 + o.value(QStringLiteral("losses")).toInt(),
             2);
    const QJsonArray games = o.value(QStringLiteral("games")).toArray();
    QCOMPARE(games.size(), 2);
    // Colours alternate.
    QCOMPARE(games[0].toObject().value(QStringLiteral("white")).toString(),
             games[1].toObject().value(QStringLiteral("black")).toString());
    for (const auto& g : games)
        QVERIFY(g.toObject().value(QStringLiteral("result")).toString() != QStringLiteral("*"));
    QCOMPARE(o.value(QStringLiteral("tc")).toString(), QStringLiteral("1+0.05"));

    QFile f(pgnPath);
    QVERIFY(f.open(QIODevice::ReadOnly));
    const QString pgn = QString::fromUtf8(f.readAll());
    QCOMPARE(pgn.count(QStringLiteral("[Event \"Kibitz match\"]")), 2);
    QCOMPARE(pgn.count(QStringLiteral("[TimeControl \"1+0.05\"]")), 2);
    QVERIFY(pgn.contains(QStringLiteral("[Round \"2\"]")));
    QVERIFY(pgn.contains(QStringLiteral("[%clk")));
    // Every move has its clock: as many [%clk as the plies the JSON reports (the writer may
    // break a line inside a comment, so the command's name is counted alone).
    const int plies = games[0].toObject().value(QStringLiteral("plies")).toInt()
                      + games[1].toObject().value(QStringLiteral("plies")).toInt();
    QCOMPARE(int(pgn.count(QStringLiteral("[%clk"))), plies);
}

void MatchCliTest::textOutput()
{
    const Run r = run({QStringLiteral("match"), QStringLiteral("--engine"), Engine,
                       QStringLiteral("--engine"), Engine, QStringLiteral("--games"),
                       QStringLiteral("1"), QStringLiteral("--tc"), QStringLiteral("depth=2"),
                       QStringLiteral("--fen"), QStringLiteral("4k3/8/8/8/8/8/8/R3K3 w - - 0 1")});
    QVERIFY2(r.status == 0, r.err.constData());
    const QString out = QString::fromUtf8(r.out);
    QVERIFY2(out.contains(QStringLiteral("Game 1/1:")), r.out.constData());
    QVERIFY(out.contains(QStringLiteral("Score of ")));
    QVERIFY(out.contains(QStringLiteral("Elo difference")));
    QVERIFY(out.contains(QRegularExpression(QStringLiteral("\\+[01] =[01] -[01]"))));
}

void MatchCliTest::engineFromTheListThatNeverMoves()
{
    // An engine named in the user's engine list, with arguments: the fake engine that thinks
    // for ever. It loses both games on time, and the match goes on to its end.
    QTemporaryDir config;
    QVERIFY(QDir().mkpath(config.filePath(QStringLiteral("Kibitz/Kibitz"))));
    QFile list(config.filePath(QStringLiteral("Kibitz/Kibitz/engines.json")));
    QVERIFY(list.open(QIODevice::WriteOnly));
    list.write(QStringLiteral("{\"engines\":[{\"name\":\"Slowpoke\",\"command\":\"%1\","
                              "\"arguments\":[\"hang\"],\"protocol\":\"uci\"}]}")
                   .arg(QStringLiteral(KIBITZ_FAKE_ENGINE))
                   .toUtf8());
    list.close();
    const Run r =
        run({QStringLiteral("match"), QStringLiteral("--engine"), QStringLiteral("slowpoke"),
             QStringLiteral("--engine"), Engine, QStringLiteral("--games"), QStringLiteral("2"),
             QStringLiteral("--tc"), QStringLiteral("0.5+0"), QStringLiteral("--json")},
            120000, config.path());
    QVERIFY2(r.status == 0 || r.status == 1, r.err.constData());
    const QJsonObject o = QJsonDocument::fromJson(r.out).object();
    QVERIFY2(!o.isEmpty(), r.out.constData());
    QCOMPARE(o.value(QStringLiteral("engines")).toArray().first().toString(),
             QStringLiteral("Slowpoke"));
    QCOMPARE(o.value(QStringLiteral("losses")).toInt(), 2);
    for (const auto& g : o.value(QStringLiteral("games")).toArray())
        QVERIFY(g.toObject().value(QStringLiteral("termination")).toString()
                    == QStringLiteral("time forfeit")
                || g.toObject().value(QStringLiteral("termination")).toString()
                       == QStringLiteral("abandoned"));
}

void MatchCliTest::usageErrors_data()
{
    QTest::addColumn<QStringList>("args");
    QTest::addColumn<QString>("message");
    const QString e = QStringLiteral(KIBITZ_ENGINE);
    QTest::newRow("one engine") << QStringList{QStringLiteral("--engine"), e}
                                << QStringLiteral("two engines");
    QTest::newRow("bad tc") << QStringList{QStringLiteral("--engine"), e,
                                           QStringLiteral("--engine"), e,
                                           QStringLiteral("--tc"),     QStringLiteral("10+x")}
                            << QStringLiteral("--tc: increment:");
    QTest::newRow("unknown engine")
        << QStringList{QStringLiteral("--engine"), e, QStringLiteral("--engine"),
                       QStringLiteral("no-such-engine-anywhere")}
        << QStringLiteral("no-such-engine-anywhere");
    QTest::newRow("bad sprt") << QStringList{
        QStringLiteral("--engine"), e, QStringLiteral("--engine"), e, QStringLiteral("--sprt"),
        QStringLiteral("5,0")} << QStringLiteral("--sprt");
    QTest::newRow("fen and openings")
        << QStringList{QStringLiteral("--engine"),   e,
                       QStringLiteral("--engine"),   e,
                       QStringLiteral("--fen"),      QStringLiteral("startpos"),
                       QStringLiteral("--openings"), QStringLiteral("x.epd")}
        << QStringLiteral("exclude");
    QTest::newRow("missing openings")
        << QStringList{QStringLiteral("--engine"),   e,
                       QStringLiteral("--engine"),   e,
                       QStringLiteral("--openings"), QStringLiteral("/nonexistent/o.pgn")}
        << QStringLiteral("--openings");
}

void MatchCliTest::usageErrors()
{
    QFETCH(QStringList, args);
    QFETCH(QString, message);
    const Run r = run(QStringList{QStringLiteral("match")} + args);
    QCOMPARE(r.status, 2);
    QVERIFY2(QString::fromUtf8(r.err).contains(message), r.err.constData());
}

// Issue 15: --sprt stops the match once the test decides. Against Fairy-Max (which the
// built-in engine beats every game at this rate) H1 (+200 Elo) is accepted within a few games.
void MatchCliTest::sprtStopsWhenDecided()
{
    const QString fairymax = QStringLiteral("/usr/games/fairymax");
    if (!QFileInfo(fairymax).isExecutable()) QSKIP("Debian's fairymax is not installed");
    const Run r =
        run({QStringLiteral("match"), QStringLiteral("--engine"), Engine,
             QStringLiteral("--engine"), fairymax, QStringLiteral("--tc"), QStringLiteral("2+0.02"),
             QStringLiteral("--games"), QStringLiteral("30"), QStringLiteral("--sprt"),
             QStringLiteral("0,200,0.1,0.1"), QStringLiteral("--json")},
            300000);
    QCOMPARE(r.status, 0);
    const QJsonObject o = QJsonDocument::fromJson(r.out).object();
    const QJsonObject sprt = o.value(QStringLiteral("sprt")).toObject();
    QCOMPARE(sprt.value(QStringLiteral("result")).toString(), QStringLiteral("H1 accepted"));
    QVERIFY(sprt.value(QStringLiteral("llr")).toDouble()
            >= sprt.value(QStringLiteral("upper")).toDouble());
    const int games = o.value(QStringLiteral("wins")).toInt()
                      + o.value(QStringLiteral("draws")).toInt()
                      + o.value(QStringLiteral("losses")).toInt();
    QVERIFY2(games < 30, qPrintable(QString::number(games)));
}

QTEST_GUILESS_MAIN(MatchCliTest)
#include "match_cli_test.moc"
