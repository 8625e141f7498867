// SPDX-License-Identifier: GPL-3.0-or-later
// AutosaveStore: copies written and replaced, a clean exit leaves nothing, a crashed
// session (a child process killed with SIGKILL while holding its lock) is adopted by the
// next one, a live session is never taken, and unreadable copies are named and kept.
#include "model/autosave.h"

#include <QCoreApplication>
#include <QDir>
#include <QFile>
#include <QProcess>
#include <QTemporaryDir>
#include <QtTest>

#include <csignal>

using kibitz::model::AutosavedGame;
using kibitz::model::AutosaveStore;

namespace {

const char* const kChildRoot = "KIBITZ_AUTOSAVE_TEST_CHILD_ROOT";

AutosavedGame game(const QString& pgn, const QString& file = {}, int index = 0)
{
    AutosavedGame g;
    g.id = AutosaveStore::newId();
    g.pgn = pgn;
    g.filePath = file;
    g.gameIndex = index;
    return g;
}

// The child's part: autosave one game, say so, then die the hard way with the lock held.
int crashingChild(const QString& root)
{
    AutosaveStore store(root);
    if (store.open()) return 3;
    if (store.write(game(QStringLiteral("1. e4 e5 *"), QStringLiteral("/games/crash.pgn"), 4)))
        return 4;
    std::fputs("written\n", stdout);
    std::fflush(stdout);
    std::raise(SIGKILL);
    return 5;
}

} // namespace

class AutosaveTest : public QObject {
    Q_OBJECT

private slots:
    void jsonRoundTrip();
    void jsonErrorsNamed_data();
    void jsonErrorsNamed();
    void writeReplaceRemove();
    void cleanExitLeavesNothing();
    void orphanAdopted();
    void liveSessionNotTaken();
    void crashedProcessAdopted();
    void unreadableCopyKept();
};

void AutosaveTest::jsonRoundTrip()
{
    AutosavedGame g =
        game(QStringLiteral("[White \"Ré\"]\n\n1. d4 {ü} *\n"), QStringLiteral("/tmp/a b.pgn"), 7);
    g.savedAt = QDateTime(QDate(2026, 11, 22), QTime(8, 30, 1, 250), Qt::UTC);
    const auto back = kibitz::model::autosaveFromJson(kibitz::model::autosaveToJson(g));
    QVERIFY(back);
    QCOMPARE(back->pgn, g.pgn);
    QCOMPARE(back->filePath, g.filePath);
    QCOMPARE(back->gameIndex, 7);
    QCOMPARE(back->savedAt, g.savedAt);
    QVERIFY(!back->play);
    // A game being played carries what it takes to go on with it.
    g.play = kibitz::model::AutosavedPlay{{}, QStringLiteral("Stockfish"), QStringLiteral("300+2")};
    const auto played = kibitz::model::autosaveFromJson(kibitz::model::autosaveToJson(g));
    QVERIFY(played && played->play);
    QCOMPARE(*played->play, *g.play);
}

void AutosaveTest::jsonErrorsNamed_data()
{
    QTest::addColumn<QByteArray>("json");
    QTest::addColumn<QString>("expected");
    QTest::newRow("garbage") << QByteArray("\x01\x02{") << QStringLiteral("not JSON");
    QTest::newRow("array") << QByteArray("[1]") << QStringLiteral("not a JSON object");
    QTest::newRow("format") << QByteArray(R"({"format":"x","version":1,"pgn":""})")
                            << QStringLiteral("\"format\"");
    QTest::newRow("version") << QByteArray(R"({"format":"kibitz-autosave","version":9,"pgn":""})")
                             << QStringLiteral("\"version\"");
    QTest::newRow("pgn") << QByteArray(R"({"format":"kibitz-autosave","version":1,"pgn":3})")
                         << QStringLiteral("\"pgn\"");
    QTest::newRow("play") << QByteArray(
        R"({"format":"kibitz-autosave","version":1,"pgn":"*","play":[]})")
                          << QStringLiteral("\"play\"");
}

void AutosaveTest::jsonErrorsNamed()
{
    QFETCH(QByteArray, json);
    QFETCH(QString, expected);
    QString error;
    QVERIFY(!kibitz::model::autosaveFromJson(json, &error));
    QVERIFY2(error.contains(expected), qPrintable(error));
}

void AutosaveTest::writeReplaceRemove()
{
    QTemporaryDir dir;
    AutosaveStore store(dir.path() + QStringLiteral("/autosave"));
    QVERIFY(store.write(game(QStringLiteral("*"))).has_value()); // not open yet: refused
    QCOMPARE(store.open(), std::nullopt);
    AutosavedGame a = game(QStringLiteral("1. e4 *"));
    QCOMPARE(store.write(a), std::nullopt);
    a.pgn = QStringLiteral("1. e4 c5 *");
    QCOMPARE(store.write(a), std::nullopt);
    const AutosavedGame b = game(QStringLiteral("1. d4 *"));
    QCOMPARE(store.write(b), std::nullopt);
    auto games = store.games();
    QCOMPARE(games.size(), std::size_t(2));
    QStringList pgns;
    for (const auto& g : games) pgns << g.pgn;
    pgns.sort();
    QCOMPARE(pgns, (QStringList{QStringLiteral("1. d4 *"), QStringLiteral("1. e4 c5 *")}));
    store.remove(a.id);
    games = store.games();
    QCOMPARE(games.size(), std::size_t(1));
    QCOMPARE(games[0].id, b.id);
}

void AutosaveTest::cleanExitLeavesNothing()
{
    QTemporaryDir dir;
    const QString root = dir.path() + QStringLiteral("/autosave");
    {
        AutosaveStore store(root);
        QCOMPARE(store.open(), std::nullopt);
        QCOMPARE(store.write(game(QStringLiteral("1. c4 *"))), std::nullopt);
        store.clear();
    }
    QCOMPARE(QDir(root).entryList(QDir::AllEntries | QDir::NoDotAndDotDot), QStringList());
    AutosaveStore next(root);
    QCOMPARE(next.open(), std::nullopt);
    QVERIFY(next.adoptOrphans().empty());
}

void AutosaveTest::orphanAdopted()
{
    QTemporaryDir dir;
    const QString root = dir.path() + QStringLiteral("/autosave");
    QString oldSession;
    {
        AutosaveStore store(root);
        QCOMPARE(store.open(), std::nullopt);
        oldSession = store.sessionPath();
        QCOMPARE(store.write(game(QStringLiteral("1. e4 *"), QStringLiteral("/x.pgn"), 2)),
                 std::nullopt);
        QCOMPARE(store.write(game(QStringLiteral("1. d4 *"))), std::nullopt);
    } // gone without clear(): what a crash leaves
    AutosaveStore next(root);
    QCOMPARE(next.open(), std::nullopt);
    QStringList errors;
    const auto adopted = next.adoptOrphans(&errors);
    QVERIFY2(errors.isEmpty(), qPrintable(errors.join(u'\n')));
    QCOMPARE(adopted.size(), std::size_t(2));
    QVERIFY(!QDir(oldSession).exists());
    // Adopted copies now live in the new session, safe until the user decides.
    QCOMPARE(next.games().size(), std::size_t(2));
    bool sawFile = false;
    for (const auto& g : adopted)
        if (g.filePath == QStringLiteral("/x.pgn")) {
            sawFile = true;
            QCOMPARE(g.gameIndex, 2);
            QCOMPARE(g.pgn, QStringLiteral("1. e4 *"));
        }
    QVERIFY(sawFile);
    // Adopting twice finds nothing more.
    QVERIFY(next.adoptOrphans().empty());
}

void AutosaveTest::liveSessionNotTaken()
{
    QTemporaryDir dir;
    const QString root = dir.path() + QStringLiteral("/autosave");
    AutosaveStore first(root);
    QCOMPARE(first.open(), std::nullopt);
    QCOMPARE(first.write(game(QStringLiteral("1. Nf3 *"))), std::nullopt);
    AutosaveStore second(root);
    QCOMPARE(second.open(), std::nullopt);
    QVERIFY(second.adoptOrphans().empty());
    QCOMPARE(first.games().size(), std::size_t(1));
}

void AutosaveTest::crashedProcessAdopted()
{
    QTemporaryDir dir;
    const QString root = dir.path() + QStringLiteral("/autosave");
    QProcess child;
    QProcessEnvironment env = QProcessEnvironment::systemEnvironment();
    env.insert(QString::fromLatin1(kChildRoot), root);
    child.setProcessEnvironment(env);
    child.start(QCoreApplication::applicationFilePath(), {});
    QVERIFY(child.waitForFinished(30000));
    QCOMPARE(child.exitStatus(), QProcess::CrashExit); // killed by SIGKILL
    QCOMPARE(child.readAllStandardOutput(), QByteArray("written\n"));
    // The dead child's lock file is still there: only the dead owner makes it free.
    QCOMPARE(QDir(root).entryList({QStringLiteral("*.lock")}, QDir::Files).size(), 1);

    AutosaveStore next(root);
    QCOMPARE(next.open(), std::nullopt);
    const auto adopted = next.adoptOrphans();
    QCOMPARE(adopted.size(), std::size_t(1));
    QCOMPARE(adopted[0].pgn, QStringLiteral("1. e4 e5 *"));
    QCOMPARE(adopted[0].filePath, QStringLiteral("/games/crash.pgn"));
    QCOMPARE(adopted[0].gameIndex, 4);
}

void AutosaveTest::unreadableCopyKept()
{
    QTemporaryDir dir;
    const QString root = dir.path() + QStringLiteral("/autosave");
    QString broken;
    {
        AutosaveStore store(root);
        QCOMPARE(store.open(), std::nullopt);
        QCOMPARE(store.write(game(QStringLiteral("1. b3 *"))), std::nullopt);
        broken = store.sessionPath() + QStringLiteral("/broken.json");
        QFile f(broken);
        QVERIFY(f.open(QIODevice::WriteOnly));
        f.write("{ not json");
    }
    AutosaveStore next(root);
    QCOMPARE(next.open(), std::nullopt);
    QStringList errors;
    const auto adopted = next.adoptOrphans(&errors);
    QCOMPARE(adopted.size(), std::size_t(1));
    QCOMPARE(errors.size(), 1);
    QVERIFY2(errors[0].contains(QStringLiteral("broken.json")), qPrintable(errors[0]));
    QVERIFY(QFile::exists(broken));
}

int main(int argc, char* argv[])
{
    if (qEnvironmentVariableIsSet(kChildRoot))
        return crashingChild(qEnvironmentVariable(kChildRoot));
    QCoreApplication app(argc, argv);
    AutosaveTest test;
    return QTest::qExec(&test, argc, argv);
}

#include "autosave_test.moc"
