// SPDX-License-Identifier: GPL-3.0-or-later
// Atomic saving (core/pgn/atomic_file.h): new and replaced files get exactly the bytes,
// permissions survive a replacement, and failures name the path, leave the target alone
// and leave no temporary file behind.

#include "pgn/atomic_file.h"

#include <QDir>
#include <QFile>
#include <QTemporaryDir>
#include <QTest>

#include <sys/stat.h>

using namespace kibitz::pgn;

namespace {

QByteArray contents(const QString& path)
{
    QFile f(path);
    if (!f.open(QIODevice::ReadOnly)) return {};
    return f.readAll();
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

QTEST_APPLESS_MAIN(AtomicFileTest)
#include "atomic_file_test.moc"
