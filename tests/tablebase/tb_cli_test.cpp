// SPDX-License-Identifier: GPL-3.0-or-later
// kibitz-cli tb verify and tb probe as a user runs them: the bundled tables verify, copies
// with a damaged header or a flipped data bit that sampling reads fail by name (exit 1), and a
// position no table found covers names every table file that would answer it.

#include "cli_run.h"

#include <QtTest>

#include <QCryptographicHash>
#include <QDir>
#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QTemporaryDir>

namespace {

const QString Cli = QStringLiteral(KIBITZ_CLI);
const QString Bundled = QStringLiteral(KIBITZ_SYZYGY_DIR);

CliRun run(const QStringList& args)
{
    return runProgram(Cli, args, 60000);
}

QJsonObject jsonOf(const CliRun& r)
{
    QJsonParseError error{};
    const QJsonDocument doc = QJsonDocument::fromJson(r.out, &error);
    if (error.error != QJsonParseError::NoError) qWarning() << r.out << r.err;
    return doc.object();
}

} // namespace

class TbCliTest : public QObject {
    Q_OBJECT
private slots:
    void verifyBundled();
    void verifyNamesCorruptedFile();
    void verifyFindsOneChangedByte();
    void verifyDecodesWholeFile();
    void verifyNothingFound();
    void verifyGaviota();
    void probeNamesMissingTables();
};

void TbCliTest::verifyBundled()
{
    // No folder: the bundled tables, as tb probe uses them.
    const CliRun text = run({QStringLiteral("tb"), QStringLiteral("verify")});
    QVERIFY2(text.status == 0, text.out + text.err);
    // Every bundled file is a published one: its MD5 decides (KPvK, KQvK and KRvK as the
    // sums before their 2021 regeneration give them).
    QCOMPARE(text.out.count(": OK [MD5 published] (layout sound, MD5 as syzygy-tables.info"), 70);
    QCOMPARE(
        text.out.count(
            ": OK [MD5 published] (layout sound, MD5 as syzygy-tables.info 2020 publishes it)"),
        6);
    QVERIFY2(text.out.startsWith("[1/70] "), text.out);
    QVERIFY2(text.out.contains("70 files, 4.3 MB in "), text.out);
    QVERIFY2(text.out.contains(": 70 OK, 0 failed"), text.out);

    const CliRun json =
        run({QStringLiteral("tb"), QStringLiteral("verify"), Bundled, QStringLiteral("--json")});
    QCOMPARE(json.status, 0);
    const QJsonObject o = jsonOf(json);
    QCOMPARE(o[QStringLiteral("checked")].toInt(), 70);
    QCOMPARE(o[QStringLiteral("ok")].toInt(), 70);
    QCOMPARE(o[QStringLiteral("failed")].toInt(), 0);
    const QJsonArray files = o[QStringLiteral("files")].toArray();
    QCOMPARE(files.size(), 70);
    for (const QJsonValue f : files) {
        QCOMPARE(f[QStringLiteral("status")].toString(), QStringLiteral("ok"));
        QVERIFY(f[QStringLiteral("detail")].toString().contains(QStringLiteral("MD5 as")));
    }
}

void TbCliTest::verifyNamesCorruptedFile()
{
    QTemporaryDir dir;
    QVERIFY(dir.isValid());
    for (const QString& name : QDir(Bundled).entryList({QStringLiteral("*.rtb?")}))
        QVERIFY(QFile::copy(Bundled + QLatin1Char('/') + name, dir.filePath(name)));
    // A damaged header, and a flipped data bit that a sampled position reads.
    auto flip = [&](const QString& name, qint64 at, char bits) {
        QFile f(dir.filePath(name));
        QVERIFY(f.setPermissions(QFile::ReadOwner | QFile::WriteOwner));
        QVERIFY(f.open(QIODevice::ReadWrite));
        QVERIFY(f.seek(at));
        char c = 0;
        QVERIFY(f.getChar(&c));
        QVERIFY(f.seek(at));
        QVERIFY(f.putChar(char(c ^ bits)));
    };
    flip(QStringLiteral("KRvKP.rtbz"), 5, char(0x0F));
    flip(QStringLiteral("KRvKP.rtbw"), 2000, 1);
    const QString badHeader = dir.filePath(QStringLiteral("KRvKP.rtbz"));
    const QString badData = dir.filePath(QStringLiteral("KRvKP.rtbw"));

    const CliRun text = run({QStringLiteral("tb"), QStringLiteral("verify"), dir.path()});
    QCOMPARE(text.status, 1);
    QVERIFY2(
        text.out.contains((badHeader + QStringLiteral(": BAD-LAYOUT: encoding order")).toUtf8()),
        text.out);
    QVERIFY2(text.out.contains((badData + QStringLiteral(": BAD-CHECKSUM: MD5 ")).toUtf8()),
             text.out);
    QVERIFY2(text.out.contains(", 2 failed\nfailed: " + badData.toUtf8()
                               + "\nfailed: " + badHeader.toUtf8() + "\n"),
             text.out);

    const CliRun json =
        run({QStringLiteral("tb"), QStringLiteral("verify"), dir.path(), QStringLiteral("--json")});
    QCOMPARE(json.status, 1);
    const QJsonObject o = jsonOf(json);
    QCOMPARE(o[QStringLiteral("failed")].toInt(), 2);
    QStringList failed;
    for (const QJsonValue v : o[QStringLiteral("files")].toArray()) {
        if (v[QStringLiteral("status")].toString() == QStringLiteral("ok")) continue;
        failed << v[QStringLiteral("path")].toString() + QLatin1Char(' ')
                      + v[QStringLiteral("status")].toString();
        QVERIFY(!v[QStringLiteral("error")].toString().isEmpty());
    }
    QCOMPARE(failed, (QStringList{badData + QStringLiteral(" bad-checksum"),
                                  badHeader + QStringLiteral(" bad-layout")}));

    // A list that vouches for the damaged bytes (a table compressed anew, say) passes the
    // MD5; --sample still finds the flipped bit where a sampled position reads it.
    const QString list = dir.filePath(QStringLiteral("sums.md5"));
    {
        QFile f(list);
        QVERIFY(f.open(QIODevice::WriteOnly));
        QCryptographicHash md5(QCryptographicHash::Md5);
        QFile d(badData);
        QVERIFY(d.open(QIODevice::ReadOnly));
        QVERIFY(md5.addData(&d));
        f.write(md5.result().toHex() + "  KRvKP.rtbw\n");
    }
    const CliRun sampled = run({QStringLiteral("tb"), QStringLiteral("verify"), badData,
                                QStringLiteral("--md5"), list, QStringLiteral("--sample")});
    QCOMPARE(sampled.status, 1);
    QVERIFY2(sampled.out.contains(
                 (badData + QStringLiteral(": INCONSISTENT [MD5 listed + sampled]: ")).toUtf8()),
             sampled.out);

    // The file alone, and a good one beside it by name.
    QCOMPARE(run({QStringLiteral("tb"), QStringLiteral("verify"), badHeader}).status, 1);
    QCOMPARE(run({QStringLiteral("tb"), QStringLiteral("verify"),
                  dir.filePath(QStringLiteral("KRvKR.rtbw"))})
                 .status,
             0);
}

// Issue 46: one byte changed in the middle of KRvKP.rtbw, where no sampled position reads,
// passed as "70 OK, 0 failed". The published MD5 covers every byte.
void TbCliTest::verifyFindsOneChangedByte()
{
    QTemporaryDir dir;
    QVERIFY(dir.isValid());
    for (const QString& name : QDir(Bundled).entryList({QStringLiteral("*.rtb?")}))
        QVERIFY(QFile::copy(Bundled + QLatin1Char('/') + name, dir.filePath(name)));
    const QString damaged = dir.filePath(QStringLiteral("KRvKP.rtbw"));
    {
        QFile f(damaged);
        QVERIFY(f.setPermissions(QFile::ReadOwner | QFile::WriteOwner));
        QVERIFY(f.open(QIODevice::ReadWrite));
        const qint64 middle = f.size() / 2;
        QVERIFY(f.seek(middle));
        char c = 0;
        QVERIFY(f.getChar(&c));
        QVERIFY(f.seek(middle));
        QVERIFY(f.putChar(char(c ^ 0x20)));
    }
    const CliRun text = run({QStringLiteral("tb"), QStringLiteral("verify"), dir.path()});
    QCOMPARE(text.status, 1);
    QVERIFY2(text.out.contains((damaged + QStringLiteral(": BAD-CHECKSUM: MD5 ")).toUtf8()),
             text.out);
    QVERIFY2(text.out.contains("syzygy-tables.info e2a2840c209739832061042a7496e5ae"), text.out);
    QVERIFY2(text.out.contains(": 69 OK, 1 failed\nfailed: " + damaged.toUtf8() + "\n"), text.out);

    // A list the user gives is trusted over the published sums: here it names the damaged
    // file's own sum (a table compressed anew), and a wrong sum for KRvKR.
    const QString list = dir.filePath(QStringLiteral("sums.md5"));
    {
        QFile f(list);
        QVERIFY(f.open(QIODevice::WriteOnly));
        QCryptographicHash md5(QCryptographicHash::Md5);
        QFile d(damaged);
        QVERIFY(d.open(QIODevice::ReadOnly));
        QVERIFY(md5.addData(&d));
        f.write(md5.result().toHex() + "  KRvKP.rtbw\n");
        f.write("00000000000000000000000000000000  KRvKR.rtbw\n");
    }
    const CliRun listed =
        run({QStringLiteral("tb"), QStringLiteral("verify"), damaged,
             dir.filePath(QStringLiteral("KRvKR.rtbw")), QStringLiteral("--md5"), list});
    QCOMPARE(listed.status, 1);
    QVERIFY2(listed.out.contains(": OK [MD5 listed] (layout sound, MD5 as the list given says)"),
             listed.out);
    QVERIFY2(listed.out.contains("KRvKR.rtbw: BAD-CHECKSUM: MD5 88cb37a24802cd708120e91569710667 "
                                 "is none of this table's known sums (the list given "
                                 "00000000000000000000000000000000)"),
             listed.out);

    // --sample probes positions after the MD5 too: the bundled KRvKR reads consistently.
    const CliRun sampled =
        run({QStringLiteral("tb"), QStringLiteral("verify"),
             Bundled + QStringLiteral("/KRvKR.rtbw"), QStringLiteral("--sample")});
    QCOMPARE(sampled.status, 0);
    QVERIFY2(sampled.out.contains(": OK [MD5 published + sampled] (layout sound, MD5 as "
                                  "syzygy-tables.info publishes it, 300 "
                                  "sampled positions consistent (0 skipped))"),
             sampled.out);
}

// Issue 46: a file no MD5 list names (a bundled table copied under its colours' other name)
// is decoded whole, with progress on stderr; a byte changed in its middle is found.
void TbCliTest::verifyDecodesWholeFile()
{
    QTemporaryDir dir;
    QVERIFY(dir.isValid());
    const QString copy = dir.filePath(QStringLiteral("KvKP.rtbw"));
    QVERIFY(QFile::copy(Bundled + QStringLiteral("/KPvK.rtbw"), copy));
    const CliRun good = run({QStringLiteral("tb"), QStringLiteral("verify"), copy, Bundled});
    QCOMPARE(good.status, 0);
    QVERIFY2(good.out.contains((copy
                                + QStringLiteral(": OK [whole file decoded] (no published "
                                                 "MD5: layout sound, every position decoded: "
                                                 "165676 positions consistent (0 skipped))"))
                                   .toUtf8()),
             good.out);
    QVERIFY2(good.err.contains("KvKP.rtbw: 393216 of 393216 position probes (100%)"), good.err);
    {
        QFile f(copy);
        QVERIFY(f.setPermissions(QFile::ReadOwner | QFile::WriteOwner));
        QVERIFY(f.open(QIODevice::ReadWrite));
        const qint64 middle = f.size() / 2;
        QVERIFY(f.seek(middle));
        char c = 0;
        QVERIFY(f.getChar(&c));
        QVERIFY(f.seek(middle));
        QVERIFY(f.putChar(char(c ^ 0x01)));
    }
    const CliRun bad = run({QStringLiteral("tb"), QStringLiteral("verify"), copy, Bundled});
    QCOMPARE(bad.status, 1);
    QVERIFY2(
        bad.out.contains((copy + QStringLiteral(": INCONSISTENT [whole file decoded]: ")).toUtf8()),
        bad.out);
    // --sample and --full exclude each other.
    QCOMPARE(run({QStringLiteral("tb"), QStringLiteral("verify"), copy, QStringLiteral("--sample"),
                  QStringLiteral("--full")})
                 .status,
             2);
}

void TbCliTest::verifyNothingFound()
{
    QTemporaryDir dir;
    QVERIFY(dir.isValid());
    const CliRun empty = run({QStringLiteral("tb"), QStringLiteral("verify"), dir.path()});
    QCOMPARE(empty.status, 1);
    QVERIFY2(empty.err.contains("no .rtbw or .rtbz files"), empty.err);
    const CliRun nowhere =
        run({QStringLiteral("tb"), QStringLiteral("verify"), dir.filePath(QStringLiteral("none"))});
    QCOMPARE(nowhere.status, 1);
    QVERIFY2(nowhere.err.contains(dir.filePath(QStringLiteral("none")).toUtf8()), nowhere.err);
}

// Issue 35: tb verify checks Gaviota files too: every block unpacked and the MD5 against the
// sums Kibitz knows or a list given with --md5; a damaged copy fails by name (exit 1).
void TbCliTest::verifyGaviota()
{
    const QString source = QStringLiteral(KIBITZ_SHARED_DATA "/python-chess/gaviota");
    if (!QFile::exists(source + QStringLiteral("/kqk.gtb.cp4")))
        QSKIP("python-chess's Gaviota files are not there");
    QTemporaryDir dir;
    QVERIFY(dir.isValid());
    for (const char* name : {"kqk.gtb.cp4", "krk.gtb.cp4"})
        QVERIFY(
            QFile::copy(source + u'/' + QLatin1String(name), dir.filePath(QLatin1String(name))));
    const CliRun good = run({QStringLiteral("tb"), QStringLiteral("verify"), dir.path()});
    QCOMPARE(good.status, 0);
    QVERIFY2(good.out.contains(
                 "kqk.gtb.cp4: OK [blocks unpacked + MD5 published] (4 of 4 blocks unpacked, "
                 "MD5 as lichess publishes it)"),
             good.out);
    QVERIFY2(good.out.contains("2 files") && good.out.contains("2 OK, 0 failed"), good.out);

    // A flipped bit in the second block of krk: liblzma sees the damage.
    const QString krk = dir.filePath(QStringLiteral("krk.gtb.cp4"));
    QFile::setPermissions(krk, QFile::ReadOwner | QFile::WriteOwner);
    {
        QFile f(krk);
        QVERIFY(f.open(QIODevice::ReadWrite));
        const QByteArray index = f.read(48);
        const qint64 second = quint8(index[44]) | quint8(index[45]) << 8;
        f.seek(second + 200);
        char c = 0;
        QVERIFY(f.getChar(&c));
        f.seek(second + 200);
        QVERIFY(f.putChar(char(c ^ 0x08)));
    }
    const CliRun bad = run({QStringLiteral("tb"), QStringLiteral("verify"), dir.path()});
    QCOMPARE(bad.status, 1);
    QVERIFY2(bad.out.contains("krk.gtb.cp4: BAD-"), bad.out);
    QVERIFY2(bad.out.contains("failed: " + krk.toUtf8()), bad.out);
    const CliRun json =
        run({QStringLiteral("tb"), QStringLiteral("verify"), krk, QStringLiteral("--json")});
    QCOMPARE(json.status, 1);
    const QJsonObject file = jsonOf(json)[QStringLiteral("files")].toArray()[0].toObject();
    QVERIFY(file[QStringLiteral("status")].toString().startsWith(QStringLiteral("bad-")));

    // A list the user gives is the truth for the files it names.
    const QString list = dir.filePath(QStringLiteral("sums.md5"));
    {
        QFile f(list);
        QVERIFY(f.open(QIODevice::WriteOnly));
        f.write("ffffffffffffffffffffffffffffffff  kqk.gtb.cp4\n");
    }
    const CliRun listed =
        run({QStringLiteral("tb"), QStringLiteral("verify"),
             dir.filePath(QStringLiteral("kqk.gtb.cp4")), QStringLiteral("--md5"), list});
    QCOMPARE(listed.status, 1);
    // The line names the check that decided: the list's MD5.
    QVERIFY2(listed.out.contains("BAD-CHECKSUM [blocks unpacked + MD5 listed]: MD5 "
                                 "c80c5b3e32f601dfaa7f3f6b6a431ef7, the list says"),
             listed.out);
    const CliRun noList = run({QStringLiteral("tb"), QStringLiteral("verify"), dir.path(),
                               QStringLiteral("--md5"), dir.filePath(QStringLiteral("none"))});
    QCOMPARE(noList.status, 2);
}

// Issue 19: "name every missing table when a probe cannot be answered". Five pieces with the
// 3-4 piece tables: the table of the position's own material, in both kinds; six: every file
// of the line, not the first dozen.
void TbCliTest::probeNamesMissingTables()
{
    const QString five = QStringLiteral("4k3/8/8/8/8/8/3r4/RQ2K3 w - - 0 1"); // KQRvKR
    const CliRun text = run({QStringLiteral("tb"), QStringLiteral("probe"), QStringLiteral("--fen"),
                             five, QStringLiteral("--syzygy"), Bundled});
    QCOMPARE(text.status, 0);
    QVERIFY2(text.out.contains("\nunavailable: 5 pieces; the tables found cover at most 4\n"
                               "missing (2 files): KQRvKR.rtbw, KQRvKR.rtbz\n"),
             text.out);

    const CliRun json = run({QStringLiteral("tb"), QStringLiteral("probe"), QStringLiteral("--fen"),
                             five, QStringLiteral("--syzygy"), Bundled, QStringLiteral("--json")});
    QCOMPARE(json.status, 0);
    const QJsonObject o = jsonOf(json);
    QCOMPARE(o[QStringLiteral("available")].toBool(), false);
    QCOMPARE(o[QStringLiteral("missing")].toArray(),
             QJsonArray({QStringLiteral("KQRvKR.rtbw"), QStringLiteral("KQRvKR.rtbz")}));

    const QString six = QStringLiteral("4k3/8/8/8/8/8/2pr4/RQ2K3 w - - 0 1"); // KQRvKRP
    const QJsonObject all =
        jsonOf(run({QStringLiteral("tb"), QStringLiteral("probe"), QStringLiteral("--fen"), six,
                    QStringLiteral("--syzygy"), Bundled, QStringLiteral("--json")}));
    const QJsonArray missing = all[QStringLiteral("missing")].toArray();
    QVERIFY(missing.size() > 12);
    QVERIFY(missing.contains(QStringLiteral("KQRvKRP.rtbw")));
    QVERIFY(missing.contains(QStringLiteral("KQRvKR.rtbz"))); // after a capture
    const CliRun sixText = run({QStringLiteral("tb"), QStringLiteral("probe"),
                                QStringLiteral("--fen"), six, QStringLiteral("--syzygy"), Bundled});
    QVERIFY2(sixText.out.contains("missing (" + QByteArray::number(missing.size()) + " files): "),
             sixText.out);
    for (const QJsonValue file : missing)
        QVERIFY2(sixText.out.contains(file.toString().toUtf8()), qPrintable(file.toString()));
    QVERIFY(!sixText.out.contains(" more"));
}

QTEST_GUILESS_MAIN(TbCliTest)
#include "tb_cli_test.moc"
