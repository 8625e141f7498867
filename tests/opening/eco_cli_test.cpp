// SPDX-License-Identifier: GPL-3.0-or-later
// kibitz-cli eco: fills ECO and Opening and changes nothing else. Every byte outside those
// tag lines survives (comments, variations, CRLF games, a tag-less game, a game with an
// illegal move, the Latin-1 encoding), existing tags stay unless --overwrite, and a second run
// changes nothing.

#include "cli_run.h"

#include <QFile>
#include <QJsonDocument>
#include <QJsonObject>
#include <QProcess>
#include <QTemporaryDir>
#include <QTest>

namespace {

const QString Cli = QStringLiteral(KIBITZ_CLI);
const QString DataDir = QStringLiteral(KIBITZ_TEST_DATA "/opening/");

using Run = CliRun;

Run run(const QStringList& args)
{
    return runProgram(Cli, args, 30000);
}

QByteArray readAll(const QString& path)
{
    QFile f(path);
    return f.open(QIODevice::ReadOnly) ? f.readAll() : QByteArray();
}

// The bytes without the lines that hold only an ECO or an Opening tag, and without the blank
// line after such lines when they were a whole tag section (the one kibitz-cli eco gives a
// game that had no tags).
QByteArray withoutEcoLines(const QByteArray& bytes)
{
    QByteArray out;
    qsizetype pos = 0;
    bool wholeSection = false; // removed lines so far make up the tag section
    bool afterBlank = true;    // the last kept line was blank (or none yet)
    while (pos < bytes.size()) {
        qsizetype nl = bytes.indexOf('\n', pos);
        const qsizetype next = nl < 0 ? bytes.size() : nl + 1;
        const QByteArray line = bytes.mid(pos, next - pos);
        pos = next;
        const bool ecoLine = (line.startsWith("[ECO \"") || line.startsWith("[Opening \""))
                             && line.trimmed().endsWith("\"]");
        const bool blank = line.trimmed().isEmpty();
        if (ecoLine) {
            wholeSection = wholeSection || afterBlank;
            continue;
        }
        if (wholeSection && blank) {
            wholeSection = false;
            continue;
        }
        wholeSection = false;
        afterBlank = blank;
        out += line;
    }
    return out;
}

QJsonObject summary(const QByteArray& text)
{
    return QJsonDocument::fromJson(text.trimmed().split('\n').last()).object();
}

} // namespace

class EcoCliTest : public QObject {
    Q_OBJECT
private slots:
    void onlyTagLinesChange_data()
    {
        QTest::addColumn<QString>("file");
        QTest::newRow("mixed") << "eco_mixed.pgn";
        QTest::newRow("latin1") << "eco_latin1.pgn";
        QTest::newRow("between games") << "eco_between.pgn";
    }
    void onlyTagLinesChange()
    {
        QFETCH(QString, file);
        QTemporaryDir dir;
        const QString out = dir.filePath("out.pgn");
        const Run r = run({"eco", DataDir + file, "-o", out, "--overwrite", "--json"});
        const QByteArray before = readAll(DataDir + file);
        const QByteArray after = readAll(out);
        QVERIFY(!after.isEmpty());
        QVERIFY(after != before);
        QCOMPARE(withoutEcoLines(after), withoutEcoLines(before));
        QCOMPARE(summary(r.out).value("games").toInt() > 0, true);
        // Without -o the same bytes go to stdout.
        const Run toStdout = run({"eco", DataDir + file, "--overwrite"});
        QCOMPARE(toStdout.out, after);
        // A second run finds nothing to change.
        const Run again = run({"eco", out, "-o", dir.filePath("again.pgn"), "--json"});
        QCOMPARE(summary(again.out).value("changed").toInt(), 0);
        QCOMPARE(readAll(dir.filePath("again.pgn")), after);
    }

    void mixed()
    {
        QTemporaryDir dir;
        const QString out = dir.filePath("out.pgn");
        const Run r = run({"eco", DataDir + "eco_mixed.pgn", "-o", out, "--json"});
        // The game with an illegal move is reported where it is, kept as it was, exit 1.
        QCOMPARE(r.status, 1);
        QVERIFY2(r.err.contains("eco_mixed.pgn:22:13: illegal move Ke3"), r.err.constData());
        const QJsonObject s = summary(r.out);
        QCOMPARE(s.value("games").toInt(), 6);
        QCOMPARE(s.value("classified").toInt(), 4);
        QCOMPARE(s.value("changed").toInt(), 3);
        QCOMPARE(s.value("gamesWithErrors").toInt(), 1);
        const QByteArray after = readAll(out);
        // An existing ECO stays without --overwrite; the missing Opening is added under it.
        QVERIFY(after.contains("[ECO \"B00\"]\n[Opening \"Sicilian Defense: Najdorf Variation, "
                               "English Attack\"]\n\n1. e4 c5"));
        // A game without tags gets a tag section; the English move order is a Nimzo-Indian.
        QVERIFY(after.contains("\n\n\n[ECO \"E20\"]\n[Opening \"Nimzo-Indian Defense\"]\n\n1. c4"));
        // A CRLF game gets CRLF tag lines.
        QVERIFY(after.contains("[ECO \"C70\"]\r\n[Opening \"Ruy Lopez: Morphy Defense\"]\r\n\r\n"));
        // The set-up endgame has no name.
        QVERIFY(after.contains("[Result \"*\"]\n\n1. Kd3 Kd5 *"));

        const Run over = run({"eco", DataDir + "eco_mixed.pgn", "--overwrite"});
        QVERIFY(over.out.contains("[ECO \"B90\"]\n[Opening \"Sicilian Defense: Najdorf"));
        QVERIFY(over.out.contains("[Opening \"Queen's Gambit\"]"));
    }

    void textBetweenGamesStays()
    {
        // An escaped line before a game's tags stays before them; the new tags join the game's.
        const Run r = run({"eco", DataDir + "eco_between.pgn"});
        QCOMPARE(r.status, 0);
        QVERIFY2(r.out.contains("\n\n% escaped line\n\n[Event \"b\"]\n[ECO \"C20\"]\n"),
                 r.out.constData());
    }

    void latin1StaysLatin1()
    {
        const Run r = run({"eco", DataDir + "eco_latin1.pgn"});
        QCOMPARE(r.status, 0);
        // U+00FC as the one byte Latin-1 has for it; a letter Latin-1 lacks loses its accent.
        QVERIFY(r.out.contains("[Opening \"Hungarian Opening: B\xfc"
                               "cker Gambit\"]"));
        QVERIFY(r.out.contains("Najdorf Variation, Petronic Attack\"]"));
        QVERIFY(r.out.contains("[White \"M\xfcller\"]"));
        QVERIFY(r.out.contains("{tr\xe8s bien}"));
    }

    void usage()
    {
        QCOMPARE(run({"eco"}).status, 2);
        QCOMPARE(run({"eco", DataDir + "does-not-exist.pgn"}).status, 1);
    }
};

QTEST_GUILESS_MAIN(EcoCliTest)
#include "eco_cli_test.moc"
