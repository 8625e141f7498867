// SPDX-License-Identifier: GPL-3.0-or-later
// Past one machine: the GNU parallel recipe (tests/bench/annotate_parallel.sh) annotates a
// file in 2 shards and merges them, and the result is byte for byte one run's over the whole
// file; kibitz-cli pgn merge concatenates or interleaves files game by game.

#include <QFile>
#include <QProcess>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QTest>

namespace {

const QString Cli = QStringLiteral(KIBITZ_CLI);
const QString Engine = QStringLiteral(KIBITZ_ENGINE);
const QString Recipe = QStringLiteral(KIBITZ_SOURCE_DIR "/tests/bench/annotate_parallel.sh");
const QString Games = QStringLiteral(KIBITZ_TEST_DATA "/pgn/five-games.pgn");

int run(const QString& program, const QStringList& args, QByteArray* err = nullptr,
        const QProcessEnvironment& env = QProcessEnvironment::systemEnvironment())
{
    QProcess p;
    p.setProcessEnvironment(env);
    p.start(program, args);
    if (!p.waitForFinished(180000)) {
        p.kill();
        p.waitForFinished();
        return -1;
    }
    if (err) *err = p.readAllStandardError();
    return p.exitStatus() == QProcess::NormalExit ? p.exitCode() : -1;
}

QByteArray contents(const QString& path)
{
    QFile f(path);
    return f.open(QIODevice::ReadOnly) ? f.readAll() : QByteArray();
}

} // namespace

class ShardMergeTest : public QObject {
    Q_OBJECT

private slots:
    void parallelRecipeEqualsOneRun();
    void mergeConcatenatesAndInterleaves();
};

void ShardMergeTest::parallelRecipeEqualsOneRun()
{
    if (QStandardPaths::findExecutable(QStringLiteral("parallel")).isEmpty())
        QSKIP("GNU parallel is not installed (Debian package parallel)");
    QTemporaryDir dir;
    const QStringList annotate{QStringLiteral("--engine"), Engine, QStringLiteral("--nodes"),
                               QStringLiteral("1000")};
    QByteArray err;
    const QString single = dir.filePath(QStringLiteral("single.pgn"));
    QCOMPARE(run(Cli,
                 QStringList{QStringLiteral("annotate"), Games} + annotate
                     + QStringList{QStringLiteral("-o"), single},
                 &err),
             0);
    QProcessEnvironment env = QProcessEnvironment::systemEnvironment();
    env.insert(QStringLiteral("KIBITZ_CLI"), Cli);
    env.insert(QStringLiteral("TMPDIR"), dir.path());
    const QString merged = dir.filePath(QStringLiteral("merged.pgn"));
    const int status = run(
        QStringLiteral("bash"),
        QStringList{Recipe, Games, merged, QStringLiteral("2"), QStringLiteral("--")} + annotate,
        &err, env);
    QVERIFY2(status == 0, err.constData());
    const QByteArray one = contents(single), two = contents(merged);
    QVERIFY(!one.isEmpty());
    QCOMPARE(two.count("[Event "), 5);
    QVERIFY2(one == two, "the merged shards differ from one run");
}

void ShardMergeTest::mergeConcatenatesAndInterleaves()
{
    QTemporaryDir dir;
    auto write = [&](const QString& name, const QByteArray& text) {
        QFile f(dir.filePath(name));
        QVERIFY(f.open(QIODevice::WriteOnly));
        f.write(text);
    };
    write(QStringLiteral("a.pgn"), "[Event \"a1\"]\n\n1. e4 *\n\n[Event \"a2\"]\n\n1. d4 *\n");
    write(QStringLiteral("b.pgn"), "[Event \"b1\"]\n\n1. c4 1-0\n");
    const QString out = dir.filePath(QStringLiteral("out.pgn"));
    const QStringList files{dir.filePath(QStringLiteral("a.pgn")),
                            dir.filePath(QStringLiteral("b.pgn"))};
    QCOMPARE(run(Cli, QStringList{QStringLiteral("pgn"), QStringLiteral("merge")} + files
                          + QStringList{QStringLiteral("-o"), out}),
             0);
    QCOMPARE(contents(out), QByteArray("[Event \"a1\"]\n\n1. e4 *\n\n[Event \"a2\"]\n\n1. d4 *\n\n"
                                       "[Event \"b1\"]\n\n1. c4 1-0\n\n"));
    QCOMPARE(run(Cli, QStringList{QStringLiteral("pgn"), QStringLiteral("merge"),
                                  QStringLiteral("--interleave")}
                          + files + QStringList{QStringLiteral("-o"), out}),
             0);
    QCOMPARE(contents(out),
             QByteArray("[Event \"a1\"]\n\n1. e4 *\n\n[Event \"b1\"]\n\n1. c4 1-0\n\n"
                        "[Event \"a2\"]\n\n1. d4 *\n\n"));
    QByteArray err;
    QCOMPARE(run(Cli, {QStringLiteral("pgn"), QStringLiteral("merge"), files[0]}, &err), 2);
    QVERIFY(err.contains("-o OUT.pgn"));
}

QTEST_GUILESS_MAIN(ShardMergeTest)
#include "shard_merge_test.moc"
