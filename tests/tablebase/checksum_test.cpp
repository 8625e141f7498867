// SPDX-License-Identifier: GPL-3.0-or-later
// Checking Syzygy table files against their stored checksums (tablebase/checksum.h): the
// bundled 3-4 piece tables and python-chess's copy all verify; a byte flipped, a file cut
// short, a file without a checksum and a file that cannot be read each fail, named.

#include "tablebase/checksum.h"

#include <QtTest>

#include <QDir>
#include <QFile>
#include <QTemporaryDir>

using namespace kibitz;

namespace {

const QString Bundled = QStringLiteral(KIBITZ_SYZYGY_DIR);
const QString PythonChess = QStringLiteral(KIBITZ_SHARED_DATA "/python-chess/syzygy/regular");

QString copyTable(const QTemporaryDir& dir, const QString& name)
{
    const QString to = dir.filePath(name);
    QFile::copy(Bundled + QLatin1Char('/') + name, to);
    QFile::setPermissions(to, QFile::ReadOwner | QFile::WriteOwner);
    return to;
}

} // namespace

class ChecksumTest : public QObject {
    Q_OBJECT
private slots:
    void tablesVerify_data();
    void tablesVerify();
    void storedValuesArePublished_data();
    void storedValuesArePublished();
    void flippedByteIsCaught();
    void badFilesAreNamed();
    void findsTables();
};

void ChecksumTest::tablesVerify_data()
{
    QTest::addColumn<QString>("folder");
    QTest::newRow("bundled") << Bundled;
    QTest::newRow("python-chess") << PythonChess;
}

void ChecksumTest::tablesVerify()
{
    QFETCH(QString, folder);
    if (!QDir(folder).exists()) QSKIP(qPrintable(QStringLiteral("missing: ") + folder));
    std::vector<std::string> problems;
    const auto files = tb::findTableFiles({folder.toStdString()}, problems);
    QVERIFY(problems.empty());
    QCOMPARE(files.size(), std::size_t(70)); // 35 materials, WDL and DTZ
    for (const std::string& f : files) {
        const tb::TableFileCheck check = tb::checkTableFile(f);
        QVERIFY2(check.ok(), (f + ": " + check.error).c_str());
        QCOMPARE(check.stored, check.computed);
    }
}

// The generator's published list (checksums/wdl345.txt in Ronald de Man's tb repository)
// prints the stored bytes in file order; our files carry the same values.
void ChecksumTest::storedValuesArePublished_data()
{
    QTest::addColumn<QString>("name");
    QTest::addColumn<QString>("published");
    QTest::newRow("KRvK") << QStringLiteral("KRvK.rtbw")
                          << QStringLiteral("4fa676b49b6e40f8ee0bd5b2f1a1f719");
    QTest::newRow("KQvKR") << QStringLiteral("KQvKR.rtbw")
                           << QStringLiteral("a559e2154b6f9d4f21597fc3e20c36b2");
    QTest::newRow("KBNvK") << QStringLiteral("KBNvK.rtbw")
                           << QStringLiteral("046312caaebd34f798e1a112c1a79208");
    QTest::newRow("KPvKP") << QStringLiteral("KPvKP.rtbw")
                           << QStringLiteral("5862ab22bb995b8462651a536c9938e0");
}

void ChecksumTest::storedValuesArePublished()
{
    QFETCH(QString, name);
    QFETCH(QString, published);
    const tb::TableFileCheck check =
        tb::checkTableFile((Bundled + QLatin1Char('/') + name).toStdString());
    QVERIFY2(check.ok(), check.error.c_str());
    QCOMPARE(QString::fromStdString(tb::toHex(check.stored)), published);
}

void ChecksumTest::flippedByteIsCaught()
{
    QTemporaryDir dir;
    QVERIFY(dir.isValid());
    for (const char* name : {"KBNvK.rtbz", "KQvKR.rtbw"}) {
        const QString path = copyTable(dir, QString::fromLatin1(name));
        QFile f(path);
        QVERIFY(f.open(QIODevice::ReadWrite));
        // One bit in the middle of the data.
        const qint64 at = f.size() / 2;
        f.seek(at);
        char c = 0;
        QVERIFY(f.getChar(&c));
        f.seek(at);
        QVERIFY(f.putChar(char(c ^ 0x10)));
        f.close();
        const tb::TableFileCheck check = tb::checkTableFile(path.toStdString());
        QCOMPARE(check.status, tb::FileCheck::Mismatch);
        QCOMPARE(check.path, path.toStdString());
        QVERIFY(check.stored != check.computed);
        QVERIFY2(check.error.find("stored " + tb::toHex(check.stored)) != std::string::npos,
                 check.error.c_str());
    }
}

void ChecksumTest::badFilesAreNamed()
{
    QTemporaryDir dir;
    QVERIFY(dir.isValid());
    // Cut short by 10 bytes: neither a checksum nor a whole table.
    const QString cut = copyTable(dir, QStringLiteral("KRvKP.rtbw"));
    QVERIFY(QFile::resize(cut, QFileInfo(cut).size() - 10));
    QCOMPARE(tb::checkTableFile(cut.toStdString()).status, tb::FileCheck::BadSize);
    // Without its checksum: the data alone.
    const QString bare = copyTable(dir, QStringLiteral("KRvKN.rtbz"));
    QVERIFY(QFile::resize(bare, QFileInfo(bare).size() - 16));
    const tb::TableFileCheck noSum = tb::checkTableFile(bare.toStdString());
    QCOMPARE(noSum.status, tb::FileCheck::NoChecksum);
    QVERIFY(!noSum.ok());
    // Not there, and a folder with a table's name.
    const std::string gone = dir.filePath(QStringLiteral("KQvK.rtbw")).toStdString();
    const tb::TableFileCheck missing = tb::checkTableFile(gone);
    QCOMPARE(missing.status, tb::FileCheck::Unreadable);
    QCOMPARE(missing.path, gone);
    QVERIFY(!missing.error.empty());
    QVERIFY(QDir(dir.path()).mkdir(QStringLiteral("KNvK.rtbw")));
    QCOMPARE(tb::checkTableFile(dir.filePath(QStringLiteral("KNvK.rtbw")).toStdString()).status,
             tb::FileCheck::Unreadable);
}

void ChecksumTest::findsTables()
{
    QTemporaryDir dir;
    QVERIFY(dir.isValid());
    QVERIFY(QDir(dir.path()).mkpath(QStringLiteral("3-4-5")));
    QFile::copy(Bundled + QStringLiteral("/KRvK.rtbw"), dir.filePath(QStringLiteral("KRvK.rtbw")));
    QFile::copy(Bundled + QStringLiteral("/KRvK.rtbz"),
                dir.filePath(QStringLiteral("3-4-5/KRvK.rtbz")));
    QFile::copy(Bundled + QStringLiteral("/README.md"), dir.filePath(QStringLiteral("README.md")));
    std::vector<std::string> problems;
    const std::string lone = (Bundled + QStringLiteral("/KQvK.rtbz")).toStdString();
    const auto files =
        tb::findTableFiles({dir.path().toStdString(), lone, "/no/such/folder"}, problems);
    const std::vector<std::string> expected = {
        dir.filePath(QStringLiteral("KRvK.rtbw")).toStdString(),
        dir.filePath(QStringLiteral("3-4-5/KRvK.rtbz")).toStdString(),
        lone,
    };
    QCOMPARE(files, expected);
    QCOMPARE(problems.size(), std::size_t(1));
    QVERIFY(problems[0].find("/no/such/folder") == 0);
}

QTEST_GUILESS_MAIN(ChecksumTest)
#include "checksum_test.moc"
