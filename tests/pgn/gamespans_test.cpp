// SPDX-License-Identifier: GPL-3.0-or-later
// Finding games in a PGN text the way the reader ends them, and a file's raw bytes (mapped,
// or decompressed) where they are found.
#include "pgn/gamespans.h"
#include "pgn/rawfile.h"

#include <QProcess>
#include <QTemporaryDir>
#include <QtTest>

using namespace kibitz;
using pgn::GameSpan;
using pgn::scanGames;

class GameSpansTest : public QObject {
    Q_OBJECT

private slots:
    void scan_data();
    void scan();
    void rawFile();
};

void GameSpansTest::scan_data()
{
    QTest::addColumn<QString>("text");
    QTest::addColumn<QStringList>("games");

    QTest::newRow("empty") << QString() << QStringList{};
    QTest::newRow("one") << QStringLiteral("[A \"1\"]\n\n1. e4 *\n")
                         << QStringList{QStringLiteral("[A \"1\"]\n\n1. e4 *")};
    QTest::newRow("two with blank lines")
        << QStringLiteral("\n\n[A \"1\"]\n\n1. e4 *\n\n\n[B \"2\"]\n1. d4 {c} 1-0\n\n")
        << QStringList{QStringLiteral("[A \"1\"]\n\n1. e4 *"),
                       QStringLiteral("[B \"2\"]\n1. d4 {c} 1-0")};
    QTest::newRow("movetext only")
        << QStringLiteral("1. e4 e5 *\n1. d4 *")
        << QStringList{QStringLiteral("1. e4 e5 *"), QStringLiteral("1. d4 *")};
}

void GameSpansTest::scan()
{
    QFETCH(QString, text);
    QFETCH(QStringList, games);
    const std::string utf8 = text.toStdString();
    const auto spans = scanGames(utf8);
    QStringList found;
    for (const GameSpan& s : spans)
        found << QString::fromStdString(utf8.substr(s.begin, s.end - s.begin));
    QCOMPARE(found, games);
}

void GameSpansTest::rawFile()
{
    // The same games, found in the file's own bytes: a Latin-1 file with a CRLF ending and a
    // gzip file; offsets are into the bytes as they are (decompressed for gzip).
    QTemporaryDir dir;
    const std::string latin1 =
        "[White \"M\xFCller\"]\r\n\r\n1. e4 *\r\n\r\n[White \"B\"]\r\n1. d4 1-0\r\n";
    const QString plain = dir.filePath(QStringLiteral("latin1.pgn"));
    {
        QFile f(plain);
        QVERIFY(f.open(QIODevice::WriteOnly));
        f.write(latin1.data(), qint64(latin1.size()));
    }
    pgn::RawFile file;
    QVERIFY(file.open(plain.toStdString()));
    QCOMPARE(file.encoding(), pgn::Encoding::Latin1);
    QCOMPARE(file.bytes(), std::string_view(latin1));
    const auto spans = pgn::scanGames(file.bytes());
    QCOMPARE(spans.size(), std::size_t(2));
    QCOMPARE(file.bytes().substr(spans[1].begin, spans[1].end - spans[1].begin),
             std::string_view("[White \"B\"]\r\n1. d4 1-0"));

    const QString gz = dir.filePath(QStringLiteral("games.pgn.gz"));
    QVERIFY(QProcess::execute(
                QStringLiteral("sh"),
                {QStringLiteral("-c"), QStringLiteral("gzip -c '%1' > '%2'").arg(plain, gz)})
            == 0);
    pgn::RawFile zipped;
    QVERIFY(zipped.open(gz.toStdString()));
    QVERIFY(zipped.gzipped());
    QCOMPARE(zipped.bytes(), std::string_view(latin1));

    pgn::RawFile missing;
    const auto error = missing.open(dir.filePath(QStringLiteral("none.pgn")).toStdString());
    QVERIFY(!error);
    QVERIFY(error.error().toString().find("none.pgn") != std::string::npos);
    pgn::RawFile folder;
    QVERIFY(!folder.open(dir.path().toStdString()));
}

QTEST_GUILESS_MAIN(GameSpansTest)
#include "gamespans_test.moc"
