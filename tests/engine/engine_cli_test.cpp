// SPDX-License-Identifier: GPL-3.0-or-later
// kibitz-cli's engine commands as a user runs them: analyse (the final score is the last exact
// one, a mate limit), against a scripted fake engine and the built-in engine.

#include "cli_run.h"

#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QProcess>
#include <QTest>

namespace {

const QString Cli = QStringLiteral(KIBITZ_CLI);
const QString Engine = QStringLiteral(KIBITZ_ENGINE);
const QString Fake = QStringLiteral(KIBITZ_FAKE_ENGINE);

using Run = CliRun;

// kibitz-cli with args; fakeMode, when given, is the mode the fake engine plays.
Run run(const QStringList& args, const QString& fakeMode = {}, int timeoutMs = 120000)
{
    if (fakeMode.isEmpty()) return runProgram(Cli, args, timeoutMs);
    return runProgram(Cli, args, timeoutMs,
                      environmentWith(QStringLiteral("KIBITZ_FAKE_MODE"), fakeMode));
}

} // namespace

class EngineCliTest : public QObject {
    Q_OBJECT

private slots:
    void analyseFinalScoreIsExact();
    void analyseMateLimit();
    void epdRunJudges();
    void epdRunBuiltInEngine();
};

// Issue 19: the fake sends an exact +0.31 at depth 9, then a fail-low bound at depth 10 and
// its bestmove; the final line carries +0.31, not the bound "+0.26--".
void EngineCliTest::analyseFinalScoreIsExact()
{
    Run r = run({"analyse", "--engine", Fake, "--protocol", "uci", "--depth", "10"},
                QStringLiteral("bounds"));
    QVERIFY2(r.status == 0, r.err.constData());
    QVERIFY2(r.out.contains("+0.31") && !r.out.contains("--"), r.out.constData());
    r = run({"analyse", "--engine", Fake, "--protocol", "uci", "--depth", "10", "--json"},
            QStringLiteral("bounds"));
    QVERIFY2(r.status == 0, r.err.constData());
    const QJsonObject line =
        QJsonDocument::fromJson(r.out).object().value("lines").toArray().at(0).toObject();
    QCOMPARE(line.value("cp").toInt(), 31);
    QCOMPARE(line.value("depth").toInt(), 9);
}

// --mate N is sent as "go mate N": the built-in engine finds the back-rank mate.
void EngineCliTest::analyseMateLimit()
{
    const Run r = run({"analyse", "--engine", Engine, "--fen",
                       "6k1/5ppp/8/8/8/8/5PPP/3R2K1 w - - 0 1", "--mate", "1", "--json"});
    QVERIFY2(r.status == 0, r.err.constData());
    const QJsonObject o = QJsonDocument::fromJson(r.out).object();
    QCOMPARE(o.value("bestmove").toString(), QStringLiteral("d1d8"));
    QCOMPARE(o.value("lines").toArray().at(0).toObject().value("mate").toInt(), 1);
    const Run bad = run({"analyse", "--engine", Engine, "--mate", "0"});
    QCOMPARE(bad.status, 2);
}

// Issue 19: epd run judges bm (any spelling), am and STS points; an unreadable line is
// reported with its place and left out, and the exit status says the suite has errors. The
// fake engine answers e2e4 everywhere.
void EngineCliTest::epdRunJudges()
{
    const QString suite = QStringLiteral(KIBITZ_TEST_DATA "/epd/judging.epd");
    const Run r = run({"epd", "run", suite, "--engine", Fake, "--depth", "3", "--json"},
                      QStringLiteral("good"));
    QCOMPARE(r.status, 1);
    QVERIFY2(r.err.contains("judging.epd:7:column 1:") && r.err.contains("judging.epd:8: bm:"),
             r.err.constData());
    const QJsonObject o = QJsonDocument::fromJson(r.out).object();
    QCOMPARE(o.value("positions").toInt(), 5);
    QCOMPARE(o.value("solved").toInt(), 2);
    QCOMPARE(o.value("points").toInt(), 7);
    QCOMPARE(o.value("maxPoints").toInt(), 10);
    QCOMPARE(o.value("errors").toInt(), 2);
    const QJsonArray results = o.value("results").toArray();
    QStringList solved;
    for (const auto& v : results) {
        QCOMPARE(v.toObject().value("move").toString(), QStringLiteral("e4"));
        if (v.toObject().value("solved").toBool()) solved << v.toObject().value("id").toString();
    }
    QCOMPARE(solved, (QStringList{"bm found", "am avoided"}));
}

// The built-in engine through five Win at Chess mates, two at once: all solved, in order.
// Depth 8: WAC.001 (1.Qg6, a quiet queen sacrifice) needs the checks of the quiescence
// search to be seen below depth 12.
void EngineCliTest::epdRunBuiltInEngine()
{
    const QString suite = QStringLiteral(KIBITZ_TEST_DATA "/epd/wac-mates.epd");
    const Run r =
        run({"epd", "run", suite, "--engine", Engine, "--depth", "8", "--concurrency", "2"});
    QVERIFY2(r.status == 0, r.err.constData());
    const QList<QByteArray> lines = r.out.trimmed().split('\n');
    QCOMPARE(lines.size(), 6);
    const char* ids[] = {"WAC.001", "WAC.004", "WAC.005", "WAC.012", "WAC.027"};
    for (int i = 0; i < 5; ++i) {
        QVERIFY2(lines[i].startsWith(ids[i]), lines[i].constData());
        QVERIFY2(lines[i].contains(" ok "), lines[i].constData());
    }
    QVERIFY2(lines[5].startsWith("Kibitz: 5 of 5 solved (100.0%)"), lines[5].constData());
}

QTEST_GUILESS_MAIN(EngineCliTest)
#include "engine_cli_test.moc"
