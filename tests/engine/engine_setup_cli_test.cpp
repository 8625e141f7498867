// SPDX-License-Identifier: GPL-3.0-or-later
// Issue 44: every kibitz-cli command that starts an engine goes through the engine catalogue
// and the launcher, so that --engine NAME means the same everywhere: the engine list's entry
// with its saved options (a hand-written "K1600" at UCI_Elo 1600) and the variant check. The
// engine is the built-in one behind a wrapper script that tees what it is sent into a log,
// and the test reads the log.

#include "cli_run.h"
#include "logging_engine.h"

#include <QDir>
#include <QFile>
#include <QTemporaryDir>
#include <QTest>

namespace {

const QString Cli = QStringLiteral(KIBITZ_CLI);
const QString Engine = QStringLiteral(KIBITZ_ENGINE);

} // namespace

class EngineSetupCliTest : public QObject {
    Q_OBJECT

private slots:
    void initTestCase();
    void savedOptionsAreSent_data();
    void savedOptionsAreSent();
    void variantIsChecked_data();
    void variantIsChecked();

private:
    CliRun run(const QStringList& args) const;
    QString logOf(const QString& name) const;

    QTemporaryDir m_dir;
    QString m_suite, m_games, m_openings;
};

void EngineSetupCliTest::initTestCase()
{
    QVERIFY(m_dir.isValid());
    // The wrapper: everything sent to the engine goes to the log named first, too.
    const QString wrapper = writeLoggingEngine(m_dir.path());
    QVERIFY(!wrapper.isEmpty());
    // Two entries at UCI_Elo 1600 (and Hash 8), as an engine tester writes them.
    QVERIFY(QDir().mkpath(m_dir.filePath(QStringLiteral("config/Kibitz/Kibitz"))));
    QFile list(m_dir.filePath(QStringLiteral("config/Kibitz/Kibitz/engines.json")));
    QVERIFY(list.open(QIODevice::WriteOnly));
    QString engines;
    for (const QString& name : {QStringLiteral("K1600"), QStringLiteral("S1600")})
        engines +=
            QStringLiteral("%1{\"name\":\"%2\",\"command\":\"%3\",\"arguments\":[\"%4\",\"%5\"],"
                           "\"protocol\":\"uci\",\"options\":{\"UCI_LimitStrength\":true,"
                           "\"UCI_Elo\":1600,\"Hash\":8}}")
                .arg(engines.isEmpty() ? QString() : QStringLiteral(","), name, wrapper,
                     m_dir.filePath(name + QStringLiteral(".log")), Engine);
    list.write(QStringLiteral("{\"engines\":[%1]}").arg(engines).toUtf8());
    list.close();
    // A game to annotate and a suite of two positions.
    m_games = m_dir.filePath(QStringLiteral("games.pgn"));
    QFile games(m_games);
    QVERIFY(games.open(QIODevice::WriteOnly));
    games.write("[Event \"a\"]\n[Result \"*\"]\n\n1. e4 e5 2. Nf3 *\n");
    games.close();
    m_suite = m_dir.filePath(QStringLiteral("suite.epd"));
    QFile suite(m_suite);
    QVERIFY(suite.open(QIODevice::WriteOnly));
    suite.write("4k3/8/8/8/8/8/8/R3K3 w - - bm Ra8+; id \"a\";\n"
                "6k1/5ppp/8/8/8/8/8/R5K1 w - - bm Ra8#; id \"b\";\n");
}

CliRun EngineSetupCliTest::run(const QStringList& args) const
{
    return runProgram(Cli, args, 120000,
                      environmentWith(QStringLiteral("XDG_CONFIG_HOME"),
                                      m_dir.filePath(QStringLiteral("config"))));
}

QString EngineSetupCliTest::logOf(const QString& name) const
{
    QFile f(m_dir.filePath(name + QStringLiteral(".log")));
    if (!f.open(QIODevice::ReadOnly)) return {};
    return QString::fromUtf8(f.readAll());
}

void EngineSetupCliTest::savedOptionsAreSent_data()
{
    QTest::addColumn<QStringList>("args");
    QTest::addColumn<QStringList>("engines"); // whose logs must show the options
    const QString out = m_dir.filePath(QStringLiteral("out"));
    const QStringList both{QStringLiteral("K1600"), QStringLiteral("S1600")};
    const QStringList k{QStringLiteral("K1600")};
    QTest::newRow("match") << QStringList{"match",   "--engine", "K1600", "--engine", "S1600",
                                          "--games", "2",        "--tc",  "depth=1"}
                           << both;
    QTest::newRow("tournament") << QStringList{"tournament",
                                               "--engine",
                                               "K1600",
                                               "--engine",
                                               "S1600",
                                               "--rounds",
                                               "2",
                                               "--tc",
                                               "depth=1",
                                               "-o",
                                               out + QStringLiteral("-t.pgn")}
                                << both;
    QTest::newRow("analyse") << QStringList{"analyse", "--engine", "K1600", "--depth", "2"} << k;
    QTest::newRow("annotate") << QStringList{"annotate", m_games,
                                             "--engine", "K1600",
                                             "--depth",  "2",
                                             "-o",       out + QStringLiteral("-a.pgn")}
                              << k;
    QTest::newRow("epd run") << QStringList{"epd",     "run", m_suite,         "--engine", "K1600",
                                            "--depth", "2",   "--concurrency", "2"}
                             << k;
}

void EngineSetupCliTest::savedOptionsAreSent()
{
    QFETCH(QStringList, args);
    QFETCH(QStringList, engines);
    for (const QString& e : engines) QFile::remove(m_dir.filePath(e + QStringLiteral(".log")));
    const CliRun r = run(args);
    // epd run's exit status is 1 when a problem is not solved; the set-up is what counts.
    QVERIFY2(r.status == 0 || (args.first() == QStringLiteral("epd") && r.status == 1),
             r.err.constData());
    for (const QString& e : engines) {
        const QString log = logOf(e);
        QVERIFY2(log.contains(QStringLiteral("setoption name UCI_LimitStrength value true\n")),
                 qPrintable(e + QStringLiteral(": ") + log));
        QVERIFY2(log.contains(QStringLiteral("setoption name UCI_Elo value 1600\n")),
                 qPrintable(e + QStringLiteral(": ") + log));
        QVERIFY2(log.contains(QStringLiteral("setoption name Hash value 8\n")),
                 qPrintable(e + QStringLiteral(": ") + log));
    }
}

void EngineSetupCliTest::variantIsChecked_data()
{
    QTest::addColumn<QStringList>("args");
    QTest::newRow("analyse") << QStringList{"analyse",    "--engine", "K1600", "--variant",
                                            "crazyhouse", "--depth",  "2"};
    QTest::newRow("match") << QStringList{"match", "--engine",  "K1600",  "--engine",
                                          "S1600", "--variant", "atomic", "--games",
                                          "1",     "--tc",      "depth=1"};
}

// The built-in engine plays standard chess and Chess960 only: asked for a variant, every
// command says so instead of letting it play by the wrong rules.
void EngineSetupCliTest::variantIsChecked()
{
    QFETCH(QStringList, args);
    const CliRun r = run(args);
    QCOMPARE(r.status, 1);
    QVERIFY2(r.err.contains("does not play"), r.err.constData());
}

QTEST_GUILESS_MAIN(EngineSetupCliTest)
#include "engine_setup_cli_test.moc"
