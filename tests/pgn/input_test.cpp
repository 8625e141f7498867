// SPDX-License-Identifier: GPL-3.0-or-later
// Getting PGN files into memory (core/pgn/input.h): UTF-8 with and without a byte order mark,
// Latin-1 / Windows-1252 converted to UTF-8, gzip detected by its magic bytes (fixtures, and
// files written here with zlib), errors that name the file, and the UTF-8 validator's edges.

#include "pgn/input.h"
#include "pgn/reader.h"

#include <QFile>
#include <QTemporaryDir>
#include <QTest>

#include <zlib.h>

using namespace kibitz;
using namespace kibitz::pgn;

Q_DECLARE_METATYPE(kibitz::pgn::Encoding)

namespace {

const QString DataDir = QStringLiteral(KIBITZ_TEST_DATA "/pgn/reader/");

std::string bytesOf(const QString& path)
{
    QFile f(path);
    if (!f.open(QIODevice::ReadOnly)) qFatal("cannot read %s", qPrintable(path));
    const QByteArray b = f.readAll();
    return std::string(b.constData(), std::size_t(b.size()));
}

// Writes bytes as one gzip member per entry (several members make one stream, as
// `cat a.gz b.gz` does).
bool writeGzip(const QString& path, const std::vector<std::string>& members)
{
    QFile(path).remove();
    for (const std::string& m : members) {
        gzFile gz = gzopen(path.toLocal8Bit().constData(), "ab9");
        if (!gz) return false;
        if (gzwrite(gz, m.data(), unsigned(m.size())) != int(m.size())) return false;
        if (gzclose(gz) != Z_OK) return false;
    }
    return true;
}

QByteArray hex(std::string_view s)
{
    return QByteArray(s.data(), qsizetype(s.size())).toHex(' ');
}

} // namespace

class InputTest : public QObject {
    Q_OBJECT

private slots:
    void files_data();
    void files();
    void gzipWrittenByZlib();
    void latin1Characters_data();
    void latin1Characters();
    void decodeEdges();
    void missingFile();
    void truncatedGzip();
    void directory();
    void emptyFile();
    void isValidUtf8_data();
    void isValidUtf8();
};

// Each fixture is read to UTF-8 text equal to a reference file's bytes.
void InputTest::files_data()
{
    QTest::addColumn<QString>("file");
    QTest::addColumn<QString>("sameAs");
    QTest::addColumn<Encoding>("encoding");
    QTest::addColumn<bool>("gzipped");

    QTest::newRow("UTF-8") << "encoding-utf8.pgn"
                           << "encoding-utf8.pgn" << Encoding::Utf8 << false;
    QTest::newRow("UTF-8 with BOM: BOM removed")
        << "encoding-utf8-bom.pgn"
        << "encoding-utf8.pgn" << Encoding::Utf8WithBom << false;
    QTest::newRow("Windows-1252 converted") << "encoding-latin1.pgn"
                                            << "encoding-utf8.pgn" << Encoding::Latin1 << false;
    QTest::newRow("plain") << "plain.pgn"
                           << "plain.pgn" << Encoding::Utf8 << false;
    QTest::newRow("gzip") << "plain.pgn.gz"
                          << "plain.pgn" << Encoding::Utf8 << true;
    QTest::newRow("plain text named .gz") << "not-really.pgn.gz"
                                          << "plain.pgn" << Encoding::Utf8 << false;
    QTest::newRow("CRLF kept") << "errors-crlf.pgn"
                               << "errors-crlf.pgn" << Encoding::Utf8 << false;
    QTest::newRow("NUL bytes kept") << "nul-bytes.pgn"
                                    << "nul-bytes.pgn" << Encoding::Utf8 << false;
}

void InputTest::files()
{
    QFETCH(QString, file);
    QFETCH(QString, sameAs);
    QFETCH(Encoding, encoding);
    QFETCH(bool, gzipped);

    const auto text = readPgnFile((DataDir + file).toStdString());
    QVERIFY2(text, text ? "" : text.error().toString().c_str());
    QCOMPARE(text->encoding, encoding);
    QCOMPARE(text->gzipped, gzipped);
    QCOMPARE(text->text, bytesOf(DataDir + sameAs));
    QVERIFY(kibitz::pgn::isValidUtf8(text->text));
}

// gzip files made here with zlib: one member, several members, and a compressed Latin-1
// file (decompressed, then converted).
void InputTest::gzipWrittenByZlib()
{
    QTemporaryDir dir;
    QVERIFY(dir.isValid());
    const std::string plain = bytesOf(DataDir + QStringLiteral("plain.pgn"));
    const std::string latin1 = bytesOf(DataDir + QStringLiteral("encoding-latin1.pgn"));
    const std::string utf8 = bytesOf(DataDir + QStringLiteral("encoding-utf8.pgn"));

    const QString one = dir.filePath(QStringLiteral("one.pgn.gz"));
    QVERIFY(writeGzip(one, {plain}));
    auto t = readPgnFile(one.toStdString());
    QVERIFY(t);
    QVERIFY(t->gzipped);
    QCOMPARE(t->text, plain);

    const QString two = dir.filePath(QStringLiteral("two-members.pgn.gz"));
    QVERIFY(writeGzip(two, {plain, "\n", plain}));
    t = readPgnFile(two.toStdString());
    QVERIFY(t);
    QCOMPARE(t->text, plain + "\n" + plain);

    const QString l1 = dir.filePath(QStringLiteral("latin1.pgn.gz"));
    QVERIFY(writeGzip(l1, {latin1}));
    t = readPgnFile(l1.toStdString());
    QVERIFY(t);
    QVERIFY(t->gzipped);
    QCOMPARE(t->encoding, Encoding::Latin1);
    QCOMPARE(t->text, utf8);

    // Large enough to need several reads of the decompressor's buffer.
    std::string big;
    while (big.size() < 600'000) big += plain + "\n";
    const QString large = dir.filePath(QStringLiteral("large.pgn.gz"));
    QVERIFY(writeGzip(large, {big}));
    t = readPgnFile(large.toStdString());
    QVERIFY(t);
    QCOMPARE(t->text.size(), big.size());
    QVERIFY(t->text == big);
}

// Single bytes of Latin-1 and of Windows-1252's 0x80-0x9F, in a text that is not UTF-8.
void InputTest::latin1Characters_data()
{
    QTest::addColumn<QByteArray>("byte");
    QTest::addColumn<QString>("expected");
    QTest::newRow("e acute") << QByteArray("\xE9") << QStringLiteral("é");
    QTest::newRow("o umlaut") << QByteArray("\xF6") << QStringLiteral("ö");
    QTest::newRow("sharp s") << QByteArray("\xDF") << QStringLiteral("ß");
    QTest::newRow("y umlaut 0xFF") << QByteArray("\xFF") << QStringLiteral("ÿ");
    QTest::newRow("no-break space 0xA0") << QByteArray("\xA0") << QStringLiteral("\u00A0");
    QTest::newRow("euro 0x80") << QByteArray("\x80") << QStringLiteral("€");
    QTest::newRow("ellipsis 0x85") << QByteArray("\x85") << QStringLiteral("…");
    QTest::newRow("S caron 0x8A") << QByteArray("\x8A") << QStringLiteral("Š");
    QTest::newRow("left quote 0x93") << QByteArray("\x93") << QStringLiteral("“");
    QTest::newRow("em dash 0x97") << QByteArray("\x97") << QStringLiteral("—");
    QTest::newRow("trade mark 0x99") << QByteArray("\x99") << QStringLiteral("™");
    QTest::newRow("Y umlaut 0x9F") << QByteArray("\x9F") << QStringLiteral("Ÿ");
    QTest::newRow("unassigned 0x81") << QByteArray("\x81") << QStringLiteral("\uFFFD");
    QTest::newRow("unassigned 0x9D") << QByteArray("\x9D") << QStringLiteral("\uFFFD");
}

void InputTest::latin1Characters()
{
    QFETCH(QByteArray, byte);
    QFETCH(QString, expected);
    const PgnText t = decodePgnBytes("[White \"a" + byte.toStdString() + "b\"]");
    QCOMPARE(t.encoding, Encoding::Latin1);
    QCOMPARE(QString::fromStdString(t.text), QStringLiteral("[White \"a") + expected + "b\"]");
}

void InputTest::decodeEdges()
{
    PgnText t = decodePgnBytes("\xEF\xBB\xBF");
    QCOMPARE(t.encoding, Encoding::Utf8WithBom);
    QCOMPARE(t.text, std::string());

    // A BOM is only a BOM at the start.
    t = decodePgnBytes("a\xEF\xBB\xBF");
    QCOMPARE(t.encoding, Encoding::Utf8);
    QCOMPARE(t.text, std::string("a\xEF\xBB\xBF"));

    // A BOM before text that is not UTF-8 after all: removed, the rest converted.
    t = decodePgnBytes("\xEF\xBB\xBF"
                       "caf\xE9");
    QCOMPARE(t.encoding, Encoding::Latin1);
    QCOMPARE(QString::fromStdString(t.text), QStringLiteral("café"));

    // One stray byte makes the whole file Latin-1, UTF-8 sequences included: a file is one
    // encoding or the other.
    t = decodePgnBytes("\xC3\xA9 \xE9");
    QCOMPARE(t.encoding, Encoding::Latin1);
    QCOMPARE(QString::fromStdString(t.text), QStringLiteral("Ã© é"));
}

void InputTest::missingFile()
{
    const std::string path = KIBITZ_TEST_DATA "/pgn/reader/no-such-file.pgn";
    const auto t = readPgnFile(path);
    QVERIFY(!t);
    QCOMPARE(t.error().path, path);
    QVERIFY(!t.error().message.empty());
    QVERIFY(t.error().toString().starts_with(path + ": "));
}

void InputTest::truncatedGzip()
{
    const std::string path = KIBITZ_TEST_DATA "/pgn/reader/truncated.pgn.gz";
    const auto t = readPgnFile(path);
    QVERIFY(!t);
    QCOMPARE(t.error().path, path);
    QVERIFY2(QString::fromStdString(t.error().message).contains(u"gzip"),
             t.error().message.c_str());

    // A gzip header and nothing after it.
    QTemporaryDir dir;
    const QString header = dir.filePath(QStringLiteral("header-only.pgn.gz"));
    {
        QFile f(header);
        QVERIFY(f.open(QIODevice::WriteOnly));
        f.write(QByteArray::fromHex("1f8b0800000000000003"));
    }
    QVERIFY(!readPgnFile(header.toStdString()));
}

void InputTest::directory()
{
    QTemporaryDir dir;
    const auto t = readPgnFile(dir.path().toStdString());
    QVERIFY(!t);
    QCOMPARE(t.error().path, dir.path().toStdString());
}

void InputTest::emptyFile()
{
    QTemporaryDir dir;
    const QString path = dir.filePath(QStringLiteral("empty.pgn"));
    {
        QFile f(path);
        QVERIFY(f.open(QIODevice::WriteOnly));
    }
    const auto t = readPgnFile(path.toStdString());
    QVERIFY(t);
    QCOMPARE(t->text, std::string());
    QCOMPARE(t->encoding, Encoding::Utf8);
    QVERIFY(!t->gzipped);
}

// RFC 3629: no overlong forms, no surrogates, nothing past U+10FFFF, no truncated or
// stray sequences. Padded rows put the sequence after the validator's 8-byte ASCII steps.
void InputTest::isValidUtf8_data()
{
    QTest::addColumn<QByteArray>("bytes");
    QTest::addColumn<bool>("valid");

    const auto row = [](const char* name, const QByteArray& bytes, bool valid) {
        QTest::newRow(name) << bytes << valid;
        QTest::addRow("%s, after 13 ASCII", name) << QByteArray("1. e4 e5 2. N") + bytes << valid;
        QTest::addRow("%s, before ASCII", name) << bytes + QByteArray("f3 Nc6 3. Bb5") << valid;
    };
    row("empty", "", true);
    row("ASCII", "1. e4 e5", true);
    row("NUL", QByteArray("a\0b", 3), true);
    row("2 bytes U+00E9", "\xC3\xA9", true);
    row("3 bytes U+20AC", "\xE2\x82\xAC", true);
    row("4 bytes U+1F600", "\xF0\x9F\x98\x80", true);
    row("last U+10FFFF", "\xF4\x8F\xBF\xBF", true);
    row("past U+10FFFF", "\xF4\x90\x80\x80", false);
    row("first 2-byte U+0080", "\xC2\x80", true);
    row("first 3-byte U+0800", "\xE0\xA0\x80", true);
    row("first 4-byte U+10000", "\xF0\x90\x80\x80", true);
    row("overlong NUL C0 80", "\xC0\x80", false);
    row("overlong C1 BF", "\xC1\xBF", false);
    row("overlong 3-byte", "\xE0\x80\x80", false);
    row("overlong 3-byte U+07FF", "\xE0\x9F\xBF", false);
    row("overlong 4-byte", "\xF0\x80\x80\x80", false);
    row("overlong 4-byte U+FFFF", "\xF0\x8F\xBF\xBF", false);
    row("last before surrogates U+D7FF", "\xED\x9F\xBF", true);
    row("surrogate U+D800", "\xED\xA0\x80", false);
    row("surrogate U+DFFF", "\xED\xBF\xBF", false);
    row("after surrogates U+E000", "\xEE\x80\x80", true);
    row("truncated 2-byte", "\xC3", false);
    row("truncated 3-byte", "\xE2\x82", false);
    row("truncated 4-byte", "\xF0\x9F\x98", false);
    row("truncated, then ASCII",
        "\xE2\x82"
        "a",
        false);
    row("stray continuation", "\x80", false);
    row("two continuations", "\xC3\xA9\xA9", false);
    row("5-byte lead F8", "\xF8\x88\x80\x80\x80", false);
    row("lead F5", "\xF5\x80\x80\x80", false);
    row("FE", "\xFE", false);
    row("FF", "\xFF", false);
    row("Latin-1 e acute", "caf\xE9", false);
}

void InputTest::isValidUtf8()
{
    QFETCH(QByteArray, bytes);
    QFETCH(bool, valid);
    QVERIFY2(
        kibitz::pgn::isValidUtf8(std::string_view(bytes.constData(), std::size_t(bytes.size())))
            == valid,
        hex(std::string_view(bytes.constData(), std::size_t(bytes.size()))).constData());
}

QTEST_GUILESS_MAIN(InputTest)
#include "input_test.moc"
