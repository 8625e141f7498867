// SPDX-License-Identifier: GPL-3.0-or-later
// kibitz-cli's engine commands as a user runs them: analyse (the final score is the last exact
// one, a mate limit), against a scripted fake engine and the built-in engine.

#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QProcess>
#include <QTest>

namespace {

const QString Cli = QStringLiteral(KIBITZ_CLI);
const QString Engine = QStringLiteral(KIBITZ_ENGINE);
const QString Fake = QStringLiteral(KIBITZ_FAKE_ENGINE);

struct Run {
    int status = -1;
    QByteArray out, err;
};

// kibitz-cli with args; fakeMode, when given, is the mode the fake engine plays.
Run run(const QStringList& args, const QString& fakeMode = {}, int timeoutMs = 120000)
{
    QProcess p;
    if (!fakeMode.isEmpty()) {
        QProcessEnvironment env = QProcessEnvironment::systemEnvironment();
        env.insert(QStringLiteral("KIBITZ_FAKE_MODE"), fakeMode);
        p.setProcessEnvironment(env);
    }
    p.start(Cli, args);
    Run r;
    if (!p.waitForFinished(timeoutMs) || p.exitStatus() != QProcess::NormalExit) {
        p.kill();
        p.waitForFinished();
        r.err = "kibitz-cli did not finish normally";
        return r;
    }
    r.status = p.exitCode();
    r.out = p.readAllStandardOutput();
    r.err = p.readAllStandardError();
    return r;
}

} // namespace

class EngineCliTest : public QObject {
    Q_OBJECT

private slots:
    void analyseFinalScoreIsExact();
    void analyseMateLimit();
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

QTEST_GUILESS_MAIN(EngineCliTest)
#include "engine_cli_test.moc"
