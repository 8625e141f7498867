// SPDX-License-Identifier: GPL-3.0-or-later
// Atomic saving (core/pgn/atomic_file.h): new and replaced files get exactly the bytes,
// permissions survive a replacement, and failures name the path, leave the target alone
// and leave no temporary file behind; a save killed with SIGKILL at any moment of its write
// leaves the old file intact, and the next save succeeds and clears what the killed one
// left.

#include "io/atomic_file.h"

#include <QDir>
#include <QFile>
#include <QTemporaryDir>
#include <QTest>

#include <QProcess>

#include <csignal>
#include <sys/stat.h>

using namespace kibitz::io;

namespace {

QByteArray contents(const QString& path)
{
    QFile f(path);
    if (!f.open(QIODevice::ReadOnly)) return {};
    return f.readAll();
}

// Has the process ended (a zombie not yet reaped by QProcess)? Read from /proc, so that
// QProcess stays the one to reap it.
bool finished(pid_t pid)
{
    QFile stat(QStringLiteral("/proc/%1/stat").arg(pid));
    if (!stat.open(QIODevice::ReadOnly)) return true;
    const QByteArray line = stat.readAll();
    const qsizetype close = line.lastIndexOf(')');
    return close < 0 || close + 2 >= line.size() || line[close + 2] == 'Z';
}

QStringList entries(const QString& dir)
{
    return QDir(dir).entryList(QDir::AllEntries | QDir::Hidden | QDir::NoDotAndDotDot, QDir::Name);
}

} // namespace

class AtomicFileTest : public QObject {
    Q_OBJECT

private slots:
    void createsNewFile_data();
    void createsNewFile();
    void replacesExistingFile();
    void keepsPermissions();
    void missingFolderFails();
    void targetIsFolderFails();
    void relativePath();
    void killedMidWrite_data();
    void killedMidWrite();
};

void AtomicFileTest::createsNewFile_data()
{
    QTest::addColumn<QByteArray>("bytes");
    QTest::newRow("text") << QByteArray("[Event \"?\"]\n\n*\n\n");
    QTest::newRow("empty") << QByteArray();
    QTest::newRow("binary") << QByteArray("a\0b\r\n\xff", 6);
    QTest::newRow("large") << QByteArray(3 * 1024 * 1024 + 17, 'x');
}

void AtomicFileTest::createsNewFile()
{
    QFETCH(QByteArray, bytes);
    QTemporaryDir dir;
    QVERIFY(dir.isValid());
    const QString path = dir.filePath(QStringLiteral("games.pgn"));
    const auto error = saveFileAtomically(
        path.toStdString(), std::string_view(bytes.constData(), std::size_t(bytes.size())));
    QVERIFY2(!error, error ? error->message.c_str() : "");
    QCOMPARE(contents(path), bytes);
    QCOMPARE(entries(dir.path()), QStringList{QStringLiteral("games.pgn")});
}

void AtomicFileTest::replacesExistingFile()
{
    QTemporaryDir dir;
    const QString path = dir.filePath(QStringLiteral("games.pgn"));
    {
        QFile f(path);
        QVERIFY(f.open(QIODevice::WriteOnly));
        f.write(QByteArray(1000, 'o')); // longer than the new contents
    }
    QVERIFY(!saveFileAtomically(path.toStdString(), "new"));
    QCOMPARE(contents(path), QByteArray("new"));
    QVERIFY(!saveFileAtomically(path.toStdString(), "newer"));
    QCOMPARE(contents(path), QByteArray("newer"));
    QCOMPARE(entries(dir.path()), QStringList{QStringLiteral("games.pgn")});
}

void AtomicFileTest::keepsPermissions()
{
    QTemporaryDir dir;
    const std::string path = dir.filePath(QStringLiteral("mode.pgn")).toStdString();
    QVERIFY(!saveFileAtomically(path, "one"));
    QCOMPARE(::chmod(path.c_str(), 0640), 0);
    QVERIFY(!saveFileAtomically(path, "two"));
    struct stat st {};
    QCOMPARE(::stat(path.c_str(), &st), 0);
    QCOMPARE(int(st.st_mode & 07777), 0640);
}

void AtomicFileTest::missingFolderFails()
{
    QTemporaryDir dir;
    const QString path = dir.filePath(QStringLiteral("no/such/folder/games.pgn"));
    const auto error = saveFileAtomically(path.toStdString(), "x");
    QVERIFY(error);
    QCOMPARE(QString::fromStdString(error->path), path);
    QCOMPARE(error->errorNumber, ENOENT);
    const QString message = QString::fromStdString(error->message);
    QVERIFY2(message.contains(path), qPrintable(message));
    QVERIFY2(message.contains(QString::fromLocal8Bit(std::strerror(ENOENT))), qPrintable(message));
    QVERIFY(entries(dir.path()).isEmpty());
}

void AtomicFileTest::targetIsFolderFails()
{
    // The temporary file is written, the rename fails: it must be removed again.
    QTemporaryDir dir;
    QVERIFY(QDir(dir.path()).mkdir(QStringLiteral("games.pgn")));
    QDir(dir.filePath(QStringLiteral("games.pgn"))).mkdir(QStringLiteral("inside"));
    const QString path = dir.filePath(QStringLiteral("games.pgn"));
    const auto error = saveFileAtomically(path.toStdString(), "x");
    QVERIFY(error);
    QVERIFY(QString::fromStdString(error->message).contains(path));
    QCOMPARE(entries(dir.path()), QStringList{QStringLiteral("games.pgn")});
    QVERIFY(QFileInfo(path).isDir());
}

void AtomicFileTest::relativePath()
{
    QTemporaryDir dir;
    const QString old = QDir::currentPath();
    QVERIFY(QDir::setCurrent(dir.path()));
    const auto error = saveFileAtomically("plain.pgn", "abc");
    QDir::setCurrent(old);
    QVERIFY(!error);
    QCOMPARE(contents(dir.filePath(QStringLiteral("plain.pgn"))), QByteArray("abc"));
    QCOMPARE(entries(dir.path()), QStringList{QStringLiteral("plain.pgn")});
}

void AtomicFileTest::killedMidWrite_data()
{
    // When to kill the saving process: a fraction of the new file's bytes found in its
    // temporary file; -1 as soon as it runs (before the temporary file exists), 1 once all
    // bytes are there (it is flushing them, or renaming).
    QTest::addColumn<double>("moment");
    QTest::newRow("at start") << -1.0;
    QTest::newRow("temporary file created") << 0.0;
    QTest::newRow("a quarter written") << 0.25;
    QTest::newRow("half written") << 0.5;
    QTest::newRow("three quarters written") << 0.75;
    QTest::newRow("all written, flushing") << 1.0;
}

void AtomicFileTest::killedMidWrite()
{
    QFETCH(double, moment);
    constexpr int NewMegabytes = 64;
    constexpr qint64 NewSize = qint64(NewMegabytes) << 20;
    QTemporaryDir dir;
    QVERIFY(dir.isValid());
    const QString path = dir.filePath(QStringLiteral("games.pgn"));
    const QByteArray old = QByteArray(1000003, 'o');
    QVERIFY(!saveFileAtomically(path.toStdString(), std::string_view(old.constData(), old.size())));

    bool caught = false;
    for (int attempt = 0; attempt < 5 && !caught; ++attempt) {
        QProcess child;
        child.start(QStringLiteral(KIBITZ_ATOMIC_SAVE_CHILD),
                    {path, QString::number(NewMegabytes), QStringLiteral("n")});
        QVERIFY2(child.waitForReadyRead(30000), qPrintable(child.errorString()));
        const pid_t pid = pid_t(child.processId());
        const QByteArray temp = (dir.path() + QStringLiteral("/.games.pgn.tmp-")
                                 + QString::number(pid) + QStringLiteral("-0"))
                                    .toLocal8Bit();
        bool seen = false;
        for (;;) {
            if (moment < 0) {
                caught = true;
                break;
            }
            struct stat st {};
            if (::stat(temp.constData(), &st) == 0) {
                seen = true;
                if (double(st.st_size) >= moment * double(NewSize)) {
                    caught = true;
                    break;
                }
            } else if (seen) {
                break; // renamed already: this attempt missed its moment
            }
            if (finished(pid)) break; // done already
        }
        ::kill(pid, SIGKILL);
        child.waitForFinished(30000);

        // Whatever the moment, the file is the old one or, had the rename been reached, the
        // whole new one: never a mixture, never short.
        const QByteArray now = contents(path);
        if (caught && moment < 1)
            QVERIFY2(now == old,
                     qPrintable(QStringLiteral("%1 bytes after the kill").arg(now.size())));
        else
            QVERIFY2(now == old || now == QByteArray(NewSize, 'n'),
                     qPrintable(QStringLiteral("%1 bytes after the kill").arg(now.size())));
        if (caught && now != old) caught = false; // too late after all: try again
    }
    QVERIFY2(caught, "the save was never caught at this moment in five attempts");

    // A later save succeeds and removes the killed save's temporary file.
    QVERIFY(!saveFileAtomically(path.toStdString(), "after"));
    QCOMPARE(contents(path), QByteArray("after"));
    QCOMPARE(entries(dir.path()), QStringList{QStringLiteral("games.pgn")});
}

QTEST_APPLESS_MAIN(AtomicFileTest)
#include "atomic_file_test.moc"
