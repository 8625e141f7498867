// SPDX-License-Identifier: GPL-3.0-or-later
// Checking Syzygy table files without their CityHash checksums (tablebase/verify.h): the
// bundled 3-4 piece tables and python-chess's copy pass with every sampled position
// consistent; damaged headers, files cut short, files without their checksum, and data
// damage that a sampled position reads each fail, named; files that cannot be read too.

#include "tablebase/verify.h"

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

void flip(const QString& path, qint64 at, char bits)
{
    QFile f(path);
    QVERIFY(f.open(QIODevice::ReadWrite));
    f.seek(at);
    char c = 0;
    QVERIFY(f.getChar(&c));
    f.seek(at);
    QVERIFY(f.putChar(char(c ^ bits)));
}

} // namespace

class VerifyTest : public QObject {
    Q_OBJECT
private slots:
    void tablesVerify_data();
    void tablesVerify();
    void damageIsCaught_data();
    void damageIsCaught();
    void badFilesAreNamed();
    void withoutCaptureTablesOnlyTheLayout();
    void findsTables();
};

void VerifyTest::tablesVerify_data()
{
    QTest::addColumn<QString>("folder");
    QTest::addColumn<int>("count");
    QTest::newRow("bundled") << Bundled << 70; // 35 materials, WDL and DTZ
    QTest::newRow("python-chess") << PythonChess << 70;
}

void VerifyTest::tablesVerify()
{
    QFETCH(QString, folder);
    QFETCH(int, count);
    if (!QDir(folder).exists()) QSKIP(qPrintable(QStringLiteral("missing: ") + folder));
    std::vector<std::string> problems;
    const auto files = tb::findTableFiles({folder.toStdString()}, problems);
    QVERIFY(problems.empty());
    QCOMPARE(int(files.size()), count);
    for (const std::string& f : files) {
        const tb::TableFileCheck check = tb::checkTableFile(f, {folder.toStdString()});
        QVERIFY2(check.status == tb::FileCheck::Ok, (f + ": " + check.error).c_str());
        QCOMPARE(check.positions + check.skipped, tb::DefaultSamples);
        QVERIFY(check.positions > 0);
    }
}

// Damage the check sees for certain (the header), and data damage that a sampled position
// happens to read (the samples are the same every run). A flipped data byte elsewhere may
// well pass: the README says so.
void VerifyTest::damageIsCaught_data()
{
    QTest::addColumn<QString>("name");
    QTest::addColumn<int>("offset");
    QTest::addColumn<int>("bits");
    QTest::addColumn<int>("status");
    QTest::newRow("order byte") << "KQvKR.rtbw" << 5 << 0xF0 << int(tb::FileCheck::BadLayout);
    QTest::newRow("flags") << "KRvKP.rtbz" << 4 << 0x02 << int(tb::FileCheck::BadLayout);
    QTest::newRow("magic") << "KBNvK.rtbw" << 0 << 0x01 << int(tb::FileCheck::BadLayout);
    QTest::newRow("WDL data") << "KRvKP.rtbw" << 2000 << 0x01 << int(tb::FileCheck::Inconsistent);
    QTest::newRow("DTZ data") << "KBNvK.rtbz" << 1000 << 0x01 << int(tb::FileCheck::Inconsistent);
}

void VerifyTest::damageIsCaught()
{
    QFETCH(QString, name);
    QFETCH(int, offset);
    QFETCH(int, bits);
    QFETCH(int, status);
    QTemporaryDir dir;
    QVERIFY(dir.isValid());
    for (const QString& f : QDir(Bundled).entryList({QStringLiteral("*.rtb?")})) copyTable(dir, f);
    const QString path = dir.filePath(name);
    QVERIFY(tb::checkTableFile(path.toStdString(), {dir.path().toStdString()}).ok());
    flip(path, offset, char(bits));
    const tb::TableFileCheck check =
        tb::checkTableFile(path.toStdString(), {dir.path().toStdString()});
    QCOMPARE(int(check.status), status);
    QCOMPARE(check.path, path.toStdString());
    QVERIFY(!check.ok());
    QVERIFY(!check.error.empty());
    qInfo("%s", check.error.c_str());
}

void VerifyTest::badFilesAreNamed()
{
    QTemporaryDir dir;
    QVERIFY(dir.isValid());
    // Cut short by 10 bytes: not 64-byte blocks and a checksum.
    const QString cut = copyTable(dir, QStringLiteral("KRvKP.rtbw"));
    QVERIFY(QFile::resize(cut, QFileInfo(cut).size() - 10));
    QCOMPARE(tb::checkTableFile(cut.toStdString()).status, tb::FileCheck::BadLayout);
    // Without its checksum: the data alone.
    const QString bare = copyTable(dir, QStringLiteral("KRvKN.rtbz"));
    QVERIFY(QFile::resize(bare, QFileInfo(bare).size() - 16));
    const tb::TableFileCheck noSum = tb::checkTableFile(bare.toStdString());
    QCOMPARE(noSum.status, tb::FileCheck::BadLayout);
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
    // Not a table's name.
    const QString odd = dir.filePath(QStringLiteral("notes.rtbw"));
    QVERIFY(QFile::copy(Bundled + QStringLiteral("/KRvK.rtbw"), odd));
    QCOMPARE(tb::checkTableFile(odd.toStdString()).status, tb::FileCheck::NotATable);
}

// A table alone, without those its captures lead to: its layout is checked, its values
// cannot be.
void VerifyTest::withoutCaptureTablesOnlyTheLayout()
{
    QTemporaryDir dir;
    QVERIFY(dir.isValid());
    const QString path = copyTable(dir, QStringLiteral("KRvKP.rtbw"));
    const tb::TableFileCheck check = tb::checkTableFile(path.toStdString());
    QCOMPARE(check.status, tb::FileCheck::LayoutOnly);
    QVERIFY(check.ok());
    QCOMPARE(check.positions, 0);
}

void VerifyTest::findsTables()
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

QTEST_GUILESS_MAIN(VerifyTest)
#include "verify_test.moc"
