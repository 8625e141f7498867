// SPDX-License-Identifier: GPL-3.0-or-later
// Checking Syzygy table files without their CityHash checksums (tablebase/verify.h): the
// bundled 3-4 piece tables and python-chess's copy pass with every sampled position
// consistent; damaged headers, files cut short, files without their checksum, and data
// damage that a sampled position reads each fail, named; files that cannot be read too.

#include "tablebase/gaviota_file.h"
#include "tablebase/verify.h"

#include <QtTest>

#include <QDir>
#include <QFile>
#include <QTemporaryDir>

using namespace kibitz;

namespace {

const QString Bundled = QStringLiteral(KIBITZ_SYZYGY_DIR);
const QString PythonChess = QStringLiteral(KIBITZ_SHARED_DATA "/python-chess/syzygy/regular");
const QString PythonChessGaviota = QStringLiteral(KIBITZ_SHARED_DATA "/python-chess/gaviota");
const QString DebianGaviota = QStringLiteral("/usr/share/gaviotatb");

// A 32-bit little-endian word of a file.
quint32 wordAt(const QString& path, qint64 at)
{
    QFile f(path);
    if (!f.open(QIODevice::ReadOnly) || !f.seek(at)) return 0;
    const QByteArray b = f.read(4);
    return b.size() == 4 ? quint32(quint8(b[0])) | quint32(quint8(b[1])) << 8
                               | quint32(quint8(b[2])) << 16 | quint32(quint8(b[3])) << 24
                         : 0;
}

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
    void wholeFileCatchesDamage_data();
    void wholeFileCatchesDamage();
    void checksAreNamed();
    void statusWords_data();
    void statusWords();
    void findsTables();
    void gaviotaFilesVerify_data();
    void gaviotaFilesVerify();
    void gaviotaDamageIsCaught_data();
    void gaviotaDamageIsCaught();
    void gaviotaNamesAndLists();
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
        // The sampled positions too (tb verify --sample), not only the published MD5.
        const tb::TableFileCheck check = tb::checkTableFile(
            f, {folder.toStdString()}, tb::DefaultSamples, nullptr, tb::ValueCheck::Sampled);
        QVERIFY2(check.status == tb::FileCheck::Ok, (f + ": " + check.error).c_str());
        QCOMPARE(check.positions + check.skipped, std::uint64_t(tb::DefaultSamples));
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
    // Data damage: the file's MD5 is not the published one.
    QTest::newRow("WDL data") << "KRvKP.rtbw" << 2000 << 0x01 << int(tb::FileCheck::BadChecksum);
    QTest::newRow("DTZ data") << "KBNvK.rtbz" << 1000 << 0x01 << int(tb::FileCheck::BadChecksum);
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
    // Asked to sample (tb verify --sample): the published MD5 decides, no value can be probed.
    const tb::TableFileCheck check = tb::checkTableFile(path.toStdString(), {}, tb::DefaultSamples,
                                                        nullptr, tb::ValueCheck::Sampled);
    QCOMPARE(check.status, tb::FileCheck::Ok);
    QVERIFY(check.ok());
    QCOMPARE(check.positions, std::uint64_t(0));
}

// Issue 46: a file with no published MD5 (a bundled table copied under its colours' other
// name, KvKP.rtbw, which no list names) is decoded whole: every position probed and checked
// against its moves. An intact copy passes; a byte changed in the header, the middle or the
// last block fails. The copy sits alone in its folder, the bundled tables (for captures and
// promotions) in another; a twin of the intact file beside it must not be read instead.
void VerifyTest::wholeFileCatchesDamage_data()
{
    QTest::addColumn<QString>("source");
    QTest::addColumn<QString>("copy");
    QTest::addColumn<int>("offset"); // -1: intact
    QTest::addColumn<int>("bits");
    QTest::addColumn<int>("status");
    const int ok = int(tb::FileCheck::Ok), bad = int(tb::FileCheck::Inconsistent);
    QTest::newRow("WDL intact") << "KPvK.rtbw"
                                << "KvKP.rtbw" << -1 << 0 << ok;
    QTest::newRow("WDL header") << "KPvK.rtbw"
                                << "KvKP.rtbw" << 6 << 0x01 << int(tb::FileCheck::BadLayout);
    QTest::newRow("WDL early") << "KPvK.rtbw"
                               << "KvKP.rtbw" << 1000 << 0x01 << bad;
    QTest::newRow("WDL middle") << "KPvK.rtbw"
                                << "KvKP.rtbw" << 3900 << 0x01 << bad;
    QTest::newRow("WDL last block") << "KPvK.rtbw"
                                    << "KvKP.rtbw" << 7700 << 0x01 << bad;
    QTest::newRow("DTZ intact") << "KRvK.rtbz"
                                << "KvKR.rtbz" << -1 << 0 << ok;
    QTest::newRow("DTZ early") << "KRvK.rtbz"
                               << "KvKR.rtbz" << 3000 << 0x10 << bad;
    QTest::newRow("DTZ middle") << "KRvK.rtbz"
                                << "KvKR.rtbz" << 5000 << 0x10 << bad;
    QTest::newRow("DTZ last block") << "KRvK.rtbz"
                                    << "KvKR.rtbz" << 7000 << 0x10 << bad;
}

void VerifyTest::wholeFileCatchesDamage()
{
    QFETCH(QString, source);
    QFETCH(QString, copy);
    QFETCH(int, offset);
    QFETCH(int, bits);
    QFETCH(int, status);
    QTemporaryDir dir;
    QVERIFY(dir.isValid());
    const QString path = dir.filePath(copy);
    QVERIFY(QFile::copy(Bundled + QLatin1Char('/') + source, path));
    QFile::setPermissions(path, QFile::ReadOwner | QFile::WriteOwner);
    copyTable(dir, source); // the intact twin, sorted first
    QVERIFY(tb::publishedSyzygyMd5(copy.toStdString()).empty());
    if (offset >= 0) flip(path, offset, char(bits));
    std::uint64_t lastDone = 0, lastTotal = 0;
    const tb::TableFileCheck check = tb::checkTableFile(
        path.toStdString(), {Bundled.toStdString()}, tb::DefaultSamples, nullptr,
        tb::ValueCheck::WhereNoSum, [&](std::uint64_t done, std::uint64_t total) {
            QVERIFY(done >= lastDone && done <= total);
            lastDone = done;
            lastTotal = total;
        });
    qInfo("%s", (check.error.empty() ? check.detail : check.error).c_str());
    QCOMPARE(int(check.status), status);
    if (status == int(tb::FileCheck::BadLayout)) return;
    QCOMPARE(check.checks, std::vector<std::string>{"whole file decoded"});
    if (status == int(tb::FileCheck::Ok)) {
        // Every legal position of KPvK (KRvK), both sides to move, the white king on a-d
        // (in a1-d1-d4), and progress up to the end.
        QVERIFY(check.positions > 60000);
        QCOMPARE(check.skipped, std::uint64_t(0));
        QVERIFY(lastTotal > 0);
        QCOMPARE(lastDone, lastTotal);
    } else {
        QVERIFY(!check.ok());
        QVERIFY(check.error.find(" - - 0 1: ") != std::string::npos); // names the position
    }
}

// Each file says which check decided: the published MD5; the whole file decoded (--full)
// after it; sampled positions (--sample).
void VerifyTest::checksAreNamed()
{
    const std::string path = (Bundled + QStringLiteral("/KRvK.rtbw")).toStdString();
    const std::vector<std::string> folders{Bundled.toStdString()};
    using Names = std::vector<std::string>;
    QCOMPARE(tb::checkTableFile(path, folders).checks, Names{"MD5 published"});
    const tb::TableFileCheck full =
        tb::checkTableFile(path, folders, tb::DefaultSamples, nullptr, tb::ValueCheck::Full);
    QCOMPARE(full.status, tb::FileCheck::Ok);
    QCOMPARE(full.checks, (Names{"MD5 published", "whole file decoded"}));
    QVERIFY(full.positions > 60000);
    const tb::TableFileCheck sampled =
        tb::checkTableFile(path, folders, tb::DefaultSamples, nullptr, tb::ValueCheck::Sampled);
    QCOMPARE(sampled.checks, (Names{"MD5 published", "sampled"}));
    QCOMPARE(sampled.positions + sampled.skipped, std::uint64_t(tb::DefaultSamples));
}

// Every status's word, as tb verify prints it.
void VerifyTest::statusWords_data()
{
    QTest::addColumn<int>("status");
    QTest::addColumn<QString>("word");
    QTest::newRow("ok") << int(tb::FileCheck::Ok) << "OK";
    QTest::newRow("layout only") << int(tb::FileCheck::LayoutOnly) << "LAYOUT-ONLY";
    QTest::newRow("not a table") << int(tb::FileCheck::NotATable) << "NOT-A-TABLE";
    QTest::newRow("bad layout") << int(tb::FileCheck::BadLayout) << "BAD-LAYOUT";
    QTest::newRow("inconsistent") << int(tb::FileCheck::Inconsistent) << "INCONSISTENT";
    QTest::newRow("unreadable") << int(tb::FileCheck::Unreadable) << "UNREADABLE";
    QTest::newRow("bad checksum") << int(tb::FileCheck::BadChecksum) << "BAD-CHECKSUM";
}

void VerifyTest::statusWords()
{
    QFETCH(int, status);
    QFETCH(QString, word);
    QCOMPARE(QString::fromLatin1(tb::fileCheckName(tb::FileCheck(status))), word);
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

// Issue 35: Gaviota files checked as far as the format allows (tablebase/gaviota_file.h): the
// header and block index, every block unpacked (cp2 LZF, cp3 zlib, cp4 LZMA), the MD5 against
// the sums Kibitz knows. python-chess's copies of lichess's files and Debian's in all four
// compressions pass.
void VerifyTest::gaviotaFilesVerify_data()
{
    QTest::addColumn<QString>("folder");
    QTest::addColumn<QString>("detail"); // of kqk's check
    QTest::newRow("python-chess cp4")
        << PythonChessGaviota << "4 of 4 blocks unpacked, MD5 as lichess publishes it";
    QTest::newRow("Debian cp1") << DebianGaviota + QStringLiteral("/gtb1")
                                << "4 blocks, not unpacked (cp1), MD5 as Debian publishes it";
    QTest::newRow("Debian cp2") << DebianGaviota + QStringLiteral("/gtb2")
                                << "4 of 4 blocks unpacked, MD5 as Debian publishes it";
    QTest::newRow("Debian cp3") << DebianGaviota + QStringLiteral("/gtb3")
                                << "4 of 4 blocks unpacked, MD5 as Debian publishes it";
    QTest::newRow("Debian cp4") << DebianGaviota + QStringLiteral("/gtb4")
                                << "4 of 4 blocks unpacked, MD5 as Debian publishes it";
}

void VerifyTest::gaviotaFilesVerify()
{
    QFETCH(QString, folder);
    QFETCH(QString, detail);
    if (!QDir(folder).exists()) QSKIP(qPrintable(folder + QStringLiteral(" is not there")));
    std::vector<std::string> problems;
    const auto files = tb::findTableFiles({folder.toStdString()}, problems);
    QCOMPARE(files.size(), std::size_t(5)); // kbk knk kpk kqk krk
    for (const std::string& f : files) {
        const tb::TableFileCheck c = tb::checkTableFile(f);
        QVERIFY2(c.status == tb::FileCheck::Ok, (f + ": " + c.error).c_str());
        if (f.find("/kqk.gtb.cp") != std::string::npos)
            QCOMPARE(QString::fromStdString(c.detail), detail);
    }
    tb::GaviotaLayout layout;
    QVERIFY(!tb::checkGaviotaLayout(files[2], layout)); // kpk: 1536 king pairs x 64 squares
    QCOMPARE(layout.blocks, 12);
    QCOMPARE(layout.entriesPerSide, std::uint64_t(98304));
    QVERIFY(!tb::checkGaviotaLayout(files[3], layout)); // kqk: 462 king pairs x 64 squares
    QCOMPARE(layout.entriesPerSide, std::uint64_t(29568));
}

void VerifyTest::gaviotaDamageIsCaught_data()
{
    QTest::addColumn<QString>("source");
    QTest::addColumn<QString>("damage"); // header, index, data, byte, truncate, append
    QTest::addColumn<int>("status");
    QTest::addColumn<QString>("error");
    const QString cp4 = PythonChessGaviota + QStringLiteral("/kqk.gtb.cp4");
    const int bad = int(tb::FileCheck::BadLayout), sum = int(tb::FileCheck::BadChecksum);
    QTest::newRow("block size") << cp4 << "header" << bad << "the header's block size";
    QTest::newRow("index") << cp4 << "index" << bad << "block 1 of 4";
    QTest::newRow("LZMA data") << cp4 << "data" << bad << "its LZMA data is damaged";
    QTest::newRow("LZMA byte the stream survives") << cp4 << "byte" << sum << "none of this";
    QTest::newRow("truncated") << cp4 << "truncate" << bad << "(truncated)";
    QTest::newRow("appended") << cp4 << "append" << bad << "(bytes appended)";
    QTest::newRow("zlib data") << DebianGaviota + QStringLiteral("/gtb3/kqk.gtb.cp3") << "data"
                               << bad << "its zlib data is damaged";
    QTest::newRow("LZF data") << DebianGaviota + QStringLiteral("/gtb2/kqk.gtb.cp2") << "data"
                              << sum << "none of this";
}

void VerifyTest::gaviotaDamageIsCaught()
{
    QFETCH(QString, source);
    QFETCH(QString, damage);
    QFETCH(int, status);
    QFETCH(QString, error);
    if (!QFile::exists(source)) QSKIP(qPrintable(source + QStringLiteral(" is not there")));
    QTemporaryDir dir;
    QVERIFY(dir.isValid());
    const QString copy = dir.filePath(source.section(u'/', -1));
    QVERIFY(QFile::copy(source, copy));
    QFile::setPermissions(copy, QFile::ReadOwner | QFile::WriteOwner);
    QVERIFY(tb::checkTableFile(copy.toStdString()).ok()); // sound before the damage
    const quint32 block2 = wordAt(copy, 44);              // where the second block starts
    if (damage == QLatin1String("header")) {
        flip(copy, 10, 0x40); // the block size becomes 16384 + 4 M
    } else if (damage == QLatin1String("index")) {
        flip(copy, 44, 0x01); // the second block starts a byte off
    } else if (damage == QLatin1String("data")) {
        flip(copy, block2 + 100, 0x10);
    } else if (damage == QLatin1String("byte")) {
        flip(copy, block2 + 3, 0x10); // the LZMA dictionary size: unpacks all the same
    } else {
        QFile f(copy);
        QVERIFY(f.open(QIODevice::ReadWrite));
        if (damage == QLatin1String("truncate"))
            QVERIFY(f.resize(f.size() - 10));
        else
            QVERIFY(f.seek(f.size()) && f.write("extra") == 5);
    }
    const tb::TableFileCheck c = tb::checkTableFile(copy.toStdString());
    QCOMPARE(int(c.status), status);
    QVERIFY2(c.error.find(error.toStdString()) != std::string::npos, c.error.c_str());
    QVERIFY(!c.ok());
}

// Names Gaviota gives its files, and md5sum lists a user gives: a file the list names must match.
void VerifyTest::gaviotaNamesAndLists()
{
    int scheme = 0;
    QVERIFY(tb::isGaviotaTableName("kqkr.gtb.cp4", &scheme));
    QCOMPARE(scheme, 4);
    QVERIFY(tb::isGaviotaTableName("/x/y/kbnk.gtb.cp1"));
    for (const char* bad : {"kqk.gtb", "kqk.gtb.cp", "KQK.gtb.cp4", "kqxk.gtb.cp4", "qkk.gtb.cp4",
                            "kqkrrp.gtb.cp4", "kqkk.gtb.cp4", "kqk.gtb.cp4.bak", "KQvK.rtbw"})
        QVERIFY2(!tb::isGaviotaTableName(bad), bad);
    QCOMPARE(tb::publishedGaviotaMd5("kqkr.gtb.cp4").size(), std::size_t(1));
    QCOMPARE(tb::publishedGaviotaMd5("kqk.gtb.cp4").size(), std::size_t(2)); // lichess, Debian
    QVERIFY(tb::publishedGaviotaMd5("kqk.gtb.cp9").empty());

    const QString cp4 = PythonChessGaviota + QStringLiteral("/kqk.gtb.cp4");
    if (!QFile::exists(cp4)) QSKIP("python-chess's Gaviota files are not there");
    QCOMPARE(tb::fileMd5(cp4.toStdString()),
             std::optional<std::string>("c80c5b3e32f601dfaa7f3f6b6a431ef7"));
    QTemporaryDir dir;
    const QString list = dir.filePath(QStringLiteral("MD5SUMS"));
    {
        QFile f(list);
        QVERIFY(f.open(QIODevice::WriteOnly));
        f.write("c80c5b3e32f601dfaa7f3f6b6a431ef7  kqk.gtb.cp4\n"
                "00000000000000000000000000000000 *some/where/krk.gtb.cp4\n");
    }
    std::map<std::string, std::string> sums;
    QVERIFY(!tb::readMd5List(list.toStdString(), sums));
    QCOMPARE(sums.size(), std::size_t(2));
    QVERIFY(tb::checkGaviotaFile(cp4.toStdString(), &sums).status == tb::FileCheck::Ok);
    const tb::TableFileCheck krk = tb::checkGaviotaFile(
        (PythonChessGaviota + QStringLiteral("/krk.gtb.cp4")).toStdString(), &sums);
    QCOMPARE(krk.status, tb::FileCheck::BadChecksum);
    QVERIFY2(krk.error.find("the list says 0000") != std::string::npos, krk.error.c_str());
    {
        QFile f(list);
        QVERIFY(f.open(QIODevice::WriteOnly));
        f.write("c80c5b3e32f601dfaa7f3f6b6a431ef7  kqk.gtb.cp4\nnot a sum\n");
    }
    const auto error = tb::readMd5List(list.toStdString(), sums);
    QVERIFY(error && error->find(":2:") != std::string::npos);
}

QTEST_GUILESS_MAIN(VerifyTest)
#include "verify_test.moc"
