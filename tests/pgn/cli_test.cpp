// SPDX-License-Identifier: GPL-3.0-or-later
// kibitz-cli as a user runs it (through QProcess): pgn stats / check / export on the reader's
// fixtures, exit statuses (0 fine, 1 errors in the data, 2 bad arguments) and their messages,
// atomic saving with -o, and the basics of perft, san and show.

#include "cli_run.h"

#include <QDir>
#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QMap>
#include <QProcess>
#include <QRegularExpression>
#include <QSet>
#include <QTemporaryDir>
#include <QTest>
#include <QXmlStreamReader>

#include <sys/stat.h>

namespace {

const QString Cli = QStringLiteral(KIBITZ_CLI);
const QString DataDir = QStringLiteral(KIBITZ_TEST_DATA "/pgn/reader/");

using Run = CliRun;

Run run(const QStringList& args)
{
    return runProgram(Cli, args, 30000);
}

QJsonObject json(const QByteArray& out)
{
    QJsonParseError error;
    const QJsonDocument doc = QJsonDocument::fromJson(out, &error);
    if (error.error != QJsonParseError::NoError) qWarning("bad JSON: %s", out.constData());
    return doc.object();
}

QByteArray readAll(const QString& path)
{
    QFile f(path);
    return f.open(QIODevice::ReadOnly) ? f.readAll() : QByteArray();
}

bool writeAll(const QString& path, const QByteArray& bytes)
{
    QFile f(path);
    return f.open(QIODevice::WriteOnly) && f.write(bytes) == bytes.size();
}

// A file that splits into several parts for --threads: many small games, some with errors.
QByteArray manyGames()
{
    QByteArray text;
    for (int i = 0; i < 300; ++i) {
        text += "[Event \"game " + QByteArray::number(i) + "\"]\n\n";
        switch (i % 4) {
        case 0:
            text += "1. e4 e5 2. Nf3 Nc6 3. Bb5 a6 1-0\n\n";
            break;
        case 1:
            text += "1. d4 d5 2. c4 Ke7 3. Nc3 *\n\n";
            break; // illegal 2... Ke7
        case 2:
            text += "1. c4 (1. Nf3 d5) 1... e5 2. Nc3\n\n";
            break; // no result
        default:
            text += "1. e4 c5 2. Nf3 d6 ) 0-1\n\n";
            break; // stray ')'
        }
    }
    return text;
}

} // namespace

class CliTest : public QObject {
    Q_OBJECT

private slots:
    void initTestCase();
    void statsJson_data();
    void statsJson();
    void statsSameForAnyThreadCount();
    void checkClean_data();
    void checkClean();
    void checkErrors();
    void checkJson();
    void exportFixedPoint_data();
    void exportFixedPoint();
    void exportOfExportFormat();
    void exportOptions_data();
    void exportOptions();
    void exportToFileAtomically();
    void exportKeepsUnreadableGames();
    void scidBase();
    void dbReports();
    void helpAgreesWithReadme();
    void showClaimsAndPositionTools();
    void chess960InAVariant();
    void textBoards();
    void moveSelectionAndEnPassant();
    void perftThreads();
    void strictSan();
    void strictPgnCastling();
    void epdWrite();
    void bookFilters();
    void renderSeeds();
    void renderColours();
    void unreadableInput_data();
    void unreadableInput();
    void badArguments_data();
    void badArguments();
    void perft();
    void san();
    void showBadFen_data();
    void showBadFen();
};

void CliTest::initTestCase()
{
    QVERIFY2(QFile::exists(Cli), qPrintable(Cli));
}

// pgn stats --json: games, plies and errors of a fixture, with its encoding and gzip flag.
void CliTest::statsJson_data()
{
    QTest::addColumn<QString>("file");
    QTest::addColumn<int>("games");
    QTest::addColumn<int>("mainlinePlies");
    QTest::addColumn<int>("allPlies");
    QTest::addColumn<int>("gamesWithErrors");
    QTest::addColumn<int>("errors");
    QTest::addColumn<QString>("encoding");
    QTest::addColumn<bool>("gzip");

    QTest::newRow("errors") << "errors.pgn" << 8 << 15 << 19 << 6 << 7 << "utf-8" << false;
    QTest::newRow("errors, CRLF") << "errors-crlf.pgn" << 8 << 15 << 19 << 6 << 7 << "utf-8"
                                  << false;
    QTest::newRow("nested") << "nested.pgn" << 1 << 4 << 20 << 0 << 0 << "utf-8" << false;
    QTest::newRow("plain") << "plain.pgn" << 2 << 32 << 32 << 0 << 0 << "utf-8" << false;
    QTest::newRow("gzip") << "plain.pgn.gz" << 2 << 32 << 32 << 0 << 0 << "utf-8" << true;
    QTest::newRow("BOM") << "encoding-utf8-bom.pgn" << 1 << 3 << 3 << 0 << 0 << "utf-8 with BOM"
                         << false;
    QTest::newRow("Latin-1") << "encoding-latin1.pgn" << 1 << 3 << 3 << 0 << 0 << "latin-1"
                             << false;
    QTest::newRow("NUL bytes") << "nul-bytes.pgn" << 2 << 5 << 5 << 0 << 0 << "utf-8" << false;
    // Chess960 3 plies, from a FEN 2, Crazyhouse 2, the bad FEN none (its one error), 1 after.
    QTest::newRow("start positions") << "chess960.pgn" << 5 << 8 << 8 << 1 << 1 << "utf-8" << false;
}

void CliTest::statsJson()
{
    QFETCH(QString, file);
    QFETCH(int, games);
    QFETCH(int, mainlinePlies);
    QFETCH(int, allPlies);
    QFETCH(int, gamesWithErrors);
    QFETCH(int, errors);
    QFETCH(QString, encoding);
    QFETCH(bool, gzip);

    const Run r = run({"pgn", "stats", DataDir + file, "--json"});
    QCOMPARE(r.status, 0); // errors in the games are data, not a failure of stats
    const QJsonObject o = json(r.out);
    QCOMPARE(o.value("games").toInt(-1), games);
    QCOMPARE(o.value("mainlinePlies").toInt(-1), mainlinePlies);
    QCOMPARE(o.value("allPlies").toInt(-1), allPlies);
    QCOMPARE(o.value("gamesWithErrors").toInt(-1), gamesWithErrors);
    QCOMPARE(o.value("errors").toInt(-1), errors);
    QCOMPARE(o.value("encoding").toString(), encoding);
    QCOMPARE(o.value("gzip").toBool(), gzip);
    // The list holds the warnings too (a stray ')').
    QCOMPARE(o.value("firstErrors").toArray().size(),
             qsizetype(errors + o.value("warnings").toInt()));
    QVERIFY(o.contains("ms"));
    QVERIFY(o.contains("gamesPerSecond"));
}

// The file is read in parts by several threads; the counts and the errors listed must not
// depend on how many.
void CliTest::statsSameForAnyThreadCount()
{
    QTemporaryDir dir;
    const QString path = dir.filePath(QStringLiteral("many.pgn"));
    QVERIFY(writeAll(path, manyGames()));

    QJsonObject first;
    QByteArray firstCheck;
    for (const char* threads : {"1", "2", "3", "7"}) {
        const Run r = run({"pgn", "stats", path, "--json", "--threads", threads});
        QCOMPARE(r.status, 0);
        QJsonObject o = json(r.out);
        QCOMPARE(o.value("games").toInt(), 300);
        // (The stray ')' of every fourth game is a warning: listed, not counted.)
        QCOMPARE(o.value("gamesWithErrors").toInt(), 150);
        QCOMPARE(o.value("warnings").toInt(), 75);
        o.remove("ms");
        o.remove("gamesPerSecond");
        if (first.isEmpty()) first = o;
        QCOMPARE(o, first);

        const Run c = run({"pgn", "check", path, "--threads", threads});
        QCOMPARE(c.status, 1);
        if (firstCheck.isEmpty()) firstCheck = c.out;
        QCOMPARE(c.out, firstCheck);
    }
    QCOMPARE(firstCheck.count('\n'), 225);
}

void CliTest::checkClean_data()
{
    QTest::addColumn<QString>("file");
    for (const char* f : {"plain.pgn", "plain.pgn.gz", "nested.pgn", "tags.pgn", "escapes.pgn",
                          "nul-bytes.pgn", "no-final-newline.pgn", "encoding-latin1.pgn"})
        QTest::newRow(f) << QString::fromLatin1(f);
}

void CliTest::checkClean()
{
    QFETCH(QString, file);
    const Run r = run({"pgn", "check", DataDir + file});
    QCOMPARE(r.status, 0);
    QCOMPARE(r.out, QByteArray());
}

// One FILE:LINE:COLUMN: message line per error, in file order; exit status 1.
void CliTest::checkErrors()
{
    for (const char* name : {"errors.pgn", "errors-crlf.pgn"}) {
        const QString path = DataDir + QLatin1StringView(name);
        const Run r = run({"pgn", "check", path});
        QCOMPARE(r.status, 1);
        const QStringList lines = QString::fromUtf8(r.out).split(u'\n', Qt::SkipEmptyParts);
        QStringList places;
        const QRegularExpression shape(u'^' + QRegularExpression::escape(path)
                                       + QStringLiteral(":(\\d+):(\\d+): \\S.*$"));
        for (const QString& line : lines) {
            const auto m = shape.match(line);
            QVERIFY2(m.hasMatch(), qPrintable(line));
            places << m.captured(1) + u':' + m.captured(2);
        }
        QCOMPARE(places,
                 (QStringList{"4:7", "13:17", "17:26", "21:10", "23:25", "32:1", "34:7", "35:1"}));
        QVERIFY(lines[0].endsWith(u"Ke7"));
    }
}

void CliTest::checkJson()
{
    Run r = run({"pgn", "check", DataDir + "errors.pgn", "--json"});
    QCOMPARE(r.status, 1);
    const QJsonArray list = json(r.out).value("errorList").toArray();
    QCOMPARE(list.size(), 8);
    QCOMPARE(list[0].toObject().value("line").toInt(), 4);
    QCOMPARE(list[0].toObject().value("column").toInt(), 7);
    QCOMPARE(list[0].toObject().value("game").toInt(), 1);
    QCOMPARE(list[7].toObject().value("game").toInt(), 8);

    r = run({"pgn", "check", DataDir + "plain.pgn", "--json"});
    QCOMPARE(r.status, 0);
    QCOMPARE(json(r.out).value("errorList").toArray().size(), 0);
}

// pgn export writes export format; exporting that output again gives the same bytes.
void CliTest::exportFixedPoint_data()
{
    QTest::addColumn<QString>("file");
    QTest::addColumn<int>("status");       // of the first export: 1 when the input has errors
    QTest::addColumn<int>("secondStatus"); // 1 when an error survives export (a bad FEN tag)
    QTest::addColumn<QStringList>("options");
    const QString reader = DataDir;
    const QString pgn = QStringLiteral(KIBITZ_TEST_DATA "/pgn/");
    QTest::newRow("nested") << reader + "nested.pgn" << 0 << 0 << QStringList{};
    QTest::newRow("tags") << reader + "tags.pgn" << 0 << 0 << QStringList{};
    QTest::newRow("escapes") << reader + "escapes.pgn" << 0 << 0 << QStringList{};
    QTest::newRow("Latin-1") << reader + "encoding-latin1.pgn" << 0 << 0 << QStringList{};
    QTest::newRow("gzip") << reader + "plain.pgn.gz" << 0 << 0 << QStringList{};
    // Games with errors are written as they were read (exportKeepsUnreadableGames); the
    // export format of the others is checked here without them.
    QTest::newRow("errors") << reader + "errors.pgn" << 1 << 0 << QStringList{"--skip-invalid"};
    QTest::newRow("errors, CRLF") << reader + "errors-crlf.pgn" << 1 << 0
                                  << QStringList{"--skip-invalid"};
    QTest::newRow("start positions")
        << reader + "chess960.pgn" << 1 << 0 << QStringList{"--skip-invalid"};
    QTest::newRow("annotated") << pgn + "annotated.pgn" << 0 << 0 << QStringList{};
    QTest::newRow("export") << pgn + "export.pgn" << 0 << 0 << QStringList{};
    QTest::newRow("annotated, width 40")
        << pgn + "annotated.pgn" << 0 << 0 << QStringList{"--width", "40"};
    QTest::newRow("annotated, bare")
        << pgn + "annotated.pgn" << 0 << 0
        << QStringList{"--no-comments", "--no-variations", "--no-nags"};
}

void CliTest::exportFixedPoint()
{
    QFETCH(QString, file);
    QFETCH(int, status);
    QFETCH(int, secondStatus);
    QFETCH(QStringList, options);
    QTemporaryDir dir;

    const Run first = run(QStringList{"pgn", "export", file} + options);
    QCOMPARE(first.status, status);
    QVERIFY(!first.out.isEmpty());
    // Export format (PGN standard 8.1): the Seven Tag Roster first, movetext lines within
    // the width (a tag line cannot be broken), LF line endings, a final newline.
    const int width = options.contains("--width") ? options.last().toInt() : 80;
    const QList<QByteArray> lines = first.out.split('\n');
    QVERIFY(first.out.endsWith('\n'));
    QVERIFY(!first.out.contains('\r'));
    for (const QByteArray& line : lines)
        if (!line.startsWith('['))
            QVERIFY2(QString::fromUtf8(line).size() <= width, line.constData());
    QVERIFY(first.out.startsWith("[Event \""));
    const QByteArray roster = "\\[Event [^\\n]*\\]\\n\\[Site [^\\n]*\\]\\n\\[Date [^\\n]*\\]\\n"
                              "\\[Round [^\\n]*\\]\\n\\[White [^\\n]*\\]\\n\\[Black [^\\n]*\\]\\n"
                              "\\[Result [^\\n]*\\]\\n";
    QVERIFY(QRegularExpression(u'^' + QString::fromLatin1(roster))
                .match(QString::fromUtf8(first.out))
                .hasMatch());

    const QString once = dir.filePath(QStringLiteral("once.pgn"));
    QVERIFY(writeAll(once, first.out));
    const Run second = run(QStringList{"pgn", "export", once} + options);
    QCOMPARE(second.status, secondStatus);
    if (secondStatus == 0) QCOMPARE(second.err, QByteArray());
    QCOMPARE(second.out, first.out);
}

// A file already in export format, several games each followed by one empty line (as the
// PGN standard's export format has it), comes out byte for byte.
void CliTest::exportOfExportFormat()
{
    const QString file = QStringLiteral(KIBITZ_TEST_DATA "/pgn/export.pgn");
    const Run r = run({"pgn", "export", file});
    QCOMPARE(r.status, 0);
    QCOMPARE(r.out, readAll(file));
    QVERIFY(!r.out.contains("\n\n\n\n"));
}

// What each option leaves out.
void CliTest::exportOptions_data()
{
    QTest::addColumn<QString>("option");
    QTest::addColumn<QString>("absent");  // a regular expression that must not match
    QTest::addColumn<QString>("present"); // one that must (from the same input)
    QTest::newRow("--no-comments") << "--no-comments"
                                   << "[{};]"
                                   << "\\(";
    QTest::newRow("--no-variations") << "--no-variations"
                                     << "[()]"
                                     << "\\{";
    QTest::newRow("--no-nags") << "--no-nags"
                               << "\\$\\d"
                               << "\\{";
    QTest::newRow("--no-headers") << "--no-headers"
                                  << "(^|\\n)\\["
                                  << "^1\\. ";
}

void CliTest::exportOptions()
{
    QFETCH(QString, option);
    QFETCH(QString, absent);
    QFETCH(QString, present);
    const QString file = QStringLiteral(KIBITZ_TEST_DATA "/pgn/export.pgn");
    const Run full = run({"pgn", "export", file});
    QCOMPARE(full.status, 0);
    QVERIFY(QRegularExpression(absent).match(QString::fromUtf8(full.out)).hasMatch());
    const Run r = run({"pgn", "export", file, option});
    QCOMPARE(r.status, 0);
    const QString out = QString::fromUtf8(r.out);
    QVERIFY2(!QRegularExpression(absent).match(out).hasMatch(), qPrintable(out));
    QVERIFY2(QRegularExpression(present).match(out).hasMatch(), qPrintable(out));
}

// -o: the target is created; an existing target is replaced by a new file (a rename, not
// writing into the old one), nothing else is left in the folder; a target in a missing
// folder fails with status 1 and creates nothing.
// Every command of kibitz-cli --help has a row in the README's command table with the same
// options, and every row a command in --help: the two are written by hand and drifted before.
void CliTest::helpAgreesWithReadme()
{
    const Run help = run({"--help"});
    QCOMPARE(help.status, 0);
    QFile readme(QStringLiteral(KIBITZ_TEST_DATA "/../../README.md"));
    QVERIFY(readme.open(QIODevice::ReadOnly));
    const QString table = QString::fromUtf8(readme.readAll());
    const QRegularExpression option(QStringLiteral("(?<![\\w-])(--?[a-z][a-z0-9-]*)"));
    auto optionsOf = [&](const QString& text) {
        QSet<QString> found;
        for (auto it = option.globalMatch(text); it.hasNext();) found.insert(it.next().captured(1));
        found.remove(QStringLiteral("--")); // the null move in san's text
        return found;
    };
    // --help: a command starts on a line indented by two spaces, continues on lines indented
    // by seven; on each, the usage ends where two spaces lead to the description.
    const QRegularExpression gap(QStringLiteral("\\s{2,}"));
    auto usagePart = [&](const QString& line) { return line.trimmed().split(gap).value(0); };
    QMap<QString, QString> helpUsage;
    QString current;
    for (const QString& line : QString::fromUtf8(help.out).split(QLatin1Char('\n'))) {
        if (line.startsWith(QStringLiteral("  ")) && !line.startsWith(QStringLiteral("   "))) {
            const QStringList words = line.trimmed().split(QLatin1Char(' '));
            current = words[0];
            if (words.size() > 1 && words[1].size() > 1 && words[1][0].isLower())
                current += QLatin1Char(' ') + words[1];
            helpUsage[current] = usagePart(line);
        } else if (line.startsWith(QStringLiteral("       ")) && !current.isEmpty()) {
            helpUsage[current] += QLatin1Char(' ') + usagePart(line);
        }
    }
    QVERIFY(helpUsage.size() >= 15);
    QMap<QString, QString> readmeUsage;
    const QRegularExpression row(QStringLiteral("^\\| `([^`]*)` \\|"),
                                 QRegularExpression::MultilineOption);
    for (auto it = row.globalMatch(table); it.hasNext();) {
        const QString usage = it.next().captured(1);
        const QStringList words = usage.split(QLatin1Char(' '));
        QString name = words[0];
        if (words.size() > 1 && words[1].size() > 1 && words[1][0].isLower())
            name += QLatin1Char(' ') + words[1];
        if (!helpUsage.contains(name) && !name.contains(QLatin1Char(' '))) continue; // other tables
        readmeUsage[name] = usage;
    }
    for (auto it = helpUsage.cbegin(); it != helpUsage.cend(); ++it) {
        QVERIFY2(readmeUsage.contains(it.key()),
                 qPrintable(QStringLiteral("README lacks ") + it.key()));
        const QSet<QString> inHelp = optionsOf(it.value()),
                            inReadme = optionsOf(readmeUsage[it.key()]);
        QVERIFY2(inHelp == inReadme,
                 qPrintable(it.key() + QStringLiteral(": --help has ")
                            + QStringList(inHelp.values()).join(QLatin1Char(' '))
                            + QStringLiteral("; README has ")
                            + QStringList(inReadme.values()).join(QLatin1Char(' '))));
    }
    for (auto it = readmeUsage.cbegin(); it != readmeUsage.cend(); ++it)
        QVERIFY2(helpUsage.contains(it.key()),
                 qPrintable(QStringLiteral("--help lacks ") + it.key()));
}

// A game Kibitz cannot read whole (a variant it does not play, an illegal move) is written as
// it was read, reported with line and column, and the exit status is 1; --skip-invalid leaves
// it out.
void CliTest::exportKeepsUnreadableGames()
{
    QTemporaryDir dir;
    const QString in = dir.filePath(QStringLiteral("mixed.pgn"));
    // Shogi: a variant Kibitz does not play (Crazyhouse and the other chess variants are
    // read: the "start positions" rows).
    const QByteArray shogi = "[Event \"Shogi\"]\n[Variant \"Shogi\"]\n[Result \"1-0\"]\n\n"
                             "1. e4 e5 2. Nf3 Nc6 { not chess } 3. Bc4 Bc5 1-0";
    const QByteArray broken = "[Event \"Broken\"]\n[Result \"0-1\"]\n\n"
                              "1. e4 e5 2. Ke3 { twenty moves and a comment follow } Nf6 0-1";
    const QByteArray good = "[Event \"Good\"]\n[Result \"*\"]\n\n1. d4 d5 *";
    QVERIFY(writeAll(in, shogi + "\n\n" + good + "\n\n" + broken + "\n"));
    Run r = run({"pgn", "export", in});
    QCOMPARE(r.status, 1);
    QVERIFY2(r.out.contains(shogi), r.out.constData());
    QVERIFY(r.out.contains(broken));
    QVERIFY(r.out.contains("[Event \"Good\"]"));
    QVERIFY2(r.err.contains((in + ":2:1: unsupported variant 'Shogi'").toUtf8()),
             r.err.constData());
    QVERIFY2(r.err.contains((in + ":15:13: illegal move Ke3").toUtf8()), r.err.constData());
    r = run({"pgn", "export", in, "--skip-invalid"});
    QCOMPARE(r.status, 1);
    QVERIFY(!r.out.contains("Shogi"));
    QVERIFY(!r.out.contains("Broken"));
    QVERIFY(r.out.contains("[Event \"Good\"]"));
}

// Issue 32: a SCID base (scid_sample.si4, made by SCID 4.7 from the two PGN files beside it)
// goes through pgn export and the db commands as its PGN files do; a damaged one is refused
// with the file named.
void CliTest::scidBase()
{
    const QString data = QStringLiteral(KIBITZ_TEST_DATA "/database/");
    const QString base = data + "scid_sample.si4";
    Run r = run({"pgn", "export", base});
    QCOMPARE(r.status, 0);
    QCOMPARE(r.out.count("[Event "), 11);
    for (const char* text : {"[White \"Müller, Jürgen\"]", "[Black \"Ødegaard, Åse\"]",
                             "[FEN \"8/8/8/4k3/8/8/2K1P3/8 w", "16. exd8=Q+", "41. g8=B bxa1=N",
                             "{Before the first move.} 1. e4 $1 $18", "3. -- Nf6"})
        QVERIFY2(r.out.contains(text), text);
    // Exporting the export gives the same bytes: it is export format.
    QTemporaryDir dir;
    const QString exported = dir.filePath(QStringLiteral("base.pgn"));
    QVERIFY(writeAll(exported, r.out));
    QCOMPARE(run({"pgn", "export", exported}).out, r.out);

    r = run({"db", "index", base, "--no-cache", "--json"});
    QCOMPARE(r.status, 0);
    QCOMPARE(json(r.out).value("games").toInt(), 11);
    r = run({"db", "list", base, "--player", "Promoter", "--json"});
    QCOMPARE(r.status, 0);
    QCOMPARE(json(r.out).value("games").toArray().size(), 2);
    for (const char* moves : {"e4", "e4 e5 Nf3", "d4 Nf6 c4 e6 Nc3"}) {
        auto matching = [&](const QString& file) {
            const Run s = run({"db", "search", file, "--moves", moves, "--json"});
            return json(s.out).value("matching").toInt();
        };
        QCOMPARE(matching(base),
                 matching(data + "scid_sample.pgn") + matching(data + "scid_sample_latin1.pgn"));
    }
    r = run({"db", "tree", base, "--moves", "e4", "--json"});
    QCOMPARE(r.status, 0);

    // Damaged: the index cut short.
    for (const char* ext : {".si4", ".sn4", ".sg4"})
        QVERIFY(QFile::copy(data + "scid_sample" + ext, dir.filePath("cut") + ext));
    QFile index(dir.filePath(QStringLiteral("cut.si4")));
    QVERIFY(index.open(QIODevice::ReadWrite) && index.resize(index.size() - 10));
    index.close();
    for (const QStringList& args : {QStringList{"pgn", "export", index.fileName()},
                                    QStringList{"db", "index", index.fileName(), "--no-cache"}}) {
        r = run(args);
        QCOMPARE(r.status, 1);
        QVERIFY2(r.err.contains("cut.si4") && r.err.contains("truncated"), r.err.constData());
    }
}

// db duplicates on the SCID sample's PGN written twice into one file (every game has its
// identical copy), and db player on the SCID base.
void CliTest::dbReports()
{
    QTemporaryDir dir;
    const QString data = QStringLiteral(KIBITZ_TEST_DATA "/database/");
    const QByteArray once = readAll(data + "scid_sample.pgn");
    const QString twice = dir.filePath(QStringLiteral("twice.pgn"));
    QVERIFY(writeAll(twice, once + "\n" + once));
    Run r = run({"db", "duplicates", twice, "--no-cache", "--json"});
    QCOMPARE(r.status, 0);
    const QJsonObject d = json(r.out);
    QCOMPARE(d.value("groups").toInt(), 9);
    const QJsonObject first = d.value("duplicate_groups").toArray().at(0).toObject();
    QCOMPARE(first.value("kind").toString(), QStringLiteral("identical"));
    QCOMPARE(first.value("keep").toInt(), 1);
    QCOMPARE(first.value("games").toArray().size(), 2);
    QCOMPARE(first.value("games").toArray().at(1).toObject().value("number").toInt(), 10);

    r = run({"db", "player", "promoter", data + "scid_sample.si4", "--no-cache", "--json"});
    QCOMPARE(r.status, 0);
    const QJsonObject p = json(r.out);
    QCOMPARE(p.value("names").toArray().at(0).toString(), QStringLiteral("Promoter"));
    QCOMPARE(p.value("white").toObject().value("wins").toInt(), 1);
    QCOMPARE(p.value("unfinished").toInt(), 1);
    QCOMPARE(p.value("best_wins").toArray().at(0).toObject().value("opponent").toString(),
             QStringLiteral("Passant"));
    r = run({"db", "player", "Kasparov", data + "scid_sample.si4", "--no-cache"});
    QCOMPARE(r.status, 1);
    QVERIFY(r.err.contains("no player called 'Kasparov'"));
}

void CliTest::exportToFileAtomically()
{
    QTemporaryDir dir;
    const QString in = DataDir + "nested.pgn";
    const QString target = dir.filePath(QStringLiteral("out.pgn"));
    const Run expected = run({"pgn", "export", in});
    QCOMPARE(expected.status, 0);

    Run r = run({"pgn", "export", in, "-o", target});
    QCOMPARE(r.status, 0);
    QCOMPARE(r.out, QByteArray());
    QCOMPARE(readAll(target), expected.out);

    QVERIFY(writeAll(target, QByteArray("old content, longer than nothing\n").repeated(100)));
    struct stat before {};
    QCOMPARE(::stat(QFile::encodeName(target).constData(), &before), 0);
    r = run({"pgn", "export", DataDir + "plain.pgn", "-o", target});
    QCOMPARE(r.status, 0);
    struct stat after {};
    QCOMPARE(::stat(QFile::encodeName(target).constData(), &after), 0);
    QVERIFY(before.st_ino != after.st_ino);
    QCOMPARE(readAll(target), run({"pgn", "export", DataDir + "plain.pgn"}).out);
    QCOMPARE(QDir(dir.path()).entryList(QDir::Files | QDir::Hidden | QDir::NoDotAndDotDot),
             QStringList{"out.pgn"});

    const QString nowhere = dir.filePath(QStringLiteral("missing/out.pgn"));
    r = run({"pgn", "export", in, "-o", nowhere});
    QCOMPARE(r.status, 1);
    QVERIFY(!QFile::exists(nowhere));
    QVERIFY(r.err.contains("missing/out.pgn"));
}

// Input that cannot be read: status 1 and one line naming the file.
void CliTest::unreadableInput_data()
{
    QTest::addColumn<QString>("command");
    QTest::addColumn<QString>("file");
    QTest::addColumn<QString>("fragment");
    for (const char* command : {"stats", "check", "export"}) {
        QTest::addRow("%s, missing", command) << command << DataDir + "no-such-file.pgn"
                                              << "No such file";
        QTest::addRow("%s, truncated gzip", command) << command << DataDir + "truncated.pgn.gz"
                                                     << "gzip";
        QTest::addRow("%s, directory", command) << command << DataDir << "directory";
    }
}

void CliTest::unreadableInput()
{
    QFETCH(QString, command);
    QFETCH(QString, file);
    QFETCH(QString, fragment);
    const Run r = run({"pgn", command, file});
    QCOMPARE(r.status, 1);
    QCOMPARE(r.out, QByteArray());
    const QString err = QString::fromUtf8(r.err);
    QCOMPARE(err.count(u'\n'), 1);
    QVERIFY2(err.contains(file) && err.contains(fragment), qPrintable(err));
}

// Usage errors: status 2, nothing on stdout, one line on stderr saying what is wrong.
void CliTest::badArguments_data()
{
    QTest::addColumn<QStringList>("args");
    QTest::addColumn<QString>("fragment");
    QTest::newRow("pgn, no subcommand") << QStringList{"pgn"} << "subcommand";
    QTest::newRow("pgn, unknown subcommand") << QStringList{"pgn", "frob"} << "subcommand";
    QTest::newRow("stats, no file") << QStringList{"pgn", "stats"} << "got 0";
    QTest::newRow("stats, two files") << QStringList{"pgn", "stats", "a.pgn", "b.pgn"} << "got 2";
    QTest::newRow("stats, unknown option")
        << QStringList{"pgn", "stats", "a.pgn", "--bogus"} << "--bogus";
    QTest::newRow("stats, --threads 0")
        << QStringList{"pgn", "stats", "a.pgn", "--threads", "0"} << "--threads";
    QTest::newRow("stats, --threads without value")
        << QStringList{"pgn", "stats", "a.pgn", "--threads"} << "--threads";
    QTest::newRow("check, no file") << QStringList{"pgn", "check"} << "got 0";
    QTest::newRow("export, no file") << QStringList{"pgn", "export"} << "got 0";
    QTest::newRow("export, --width abc")
        << QStringList{"pgn", "export", "a.pgn", "--width", "abc"} << "--width";
    QTest::newRow("export, -o without value")
        << QStringList{"pgn", "export", "a.pgn", "-o"} << "-o";
    QTest::newRow("unknown command") << QStringList{"frobnicate"} << "frobnicate";
    QTest::newRow("perft, no depth") << QStringList{"perft"} << "--depth";
    QTest::newRow("perft, depth 99") << QStringList{"perft", "--depth", "99"} << "--depth";
    QTest::newRow("perft, extra argument") << QStringList{"perft", "--depth", "2", "x"} << "'x'";
    QTest::newRow("san, no moves") << QStringList{"san"} << "no moves";
    // (Without --json, san prints each move as it goes: the moves before the bad one.)
    QTest::newRow("san, illegal move") << QStringList{"san", "e4", "Ke7", "--json"} << "move 2";
    QTest::newRow("show, extra argument") << QStringList{"show", "x"} << "'x'";
}

void CliTest::badArguments()
{
    QFETCH(QStringList, args);
    QFETCH(QString, fragment);
    const Run r = run(args);
    QCOMPARE(r.status, 2);
    QCOMPARE(r.out, QByteArray());
    const QString err = QString::fromUtf8(r.err);
    QCOMPARE(err.count(u'\n'), 1);
    QVERIFY2(err.startsWith(u"kibitz-cli: ") && err.contains(fragment), qPrintable(err));
}

void CliTest::perft()
{
    Run r = run({"perft", "--depth", "3", "--json"});
    QCOMPARE(r.status, 0);
    QJsonObject o = json(r.out);
    QCOMPARE(o.value("nodes").toInteger(), 8902);
    QVERIFY(o.contains("ms") && o.contains("nps"));

    // Kiwipete (Chess Programming Wiki, perft results, position 2).
    r = run({"perft", "--fen",
             "r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 0 1", "--depth", "2",
             "--divide", "--json"});
    QCOMPARE(r.status, 0);
    o = json(r.out);
    QCOMPARE(o.value("nodes").toInteger(), 2039);
    QCOMPARE(o.value("divide").toObject().size(), 48);
    QCOMPARE(o.value("divide").toObject().value("e1g1").toInteger(), 43);
}

void CliTest::san()
{
    const Run r = run({"san", "e4", "e5", "g1f3", "--json"});
    QCOMPARE(r.status, 0);
    const QJsonObject o = json(r.out);
    const QJsonArray moves = o.value("moves").toArray();
    QCOMPARE(moves.size(), 3);
    QStringList sans, ucis;
    for (const auto& m : moves) {
        sans << m.toObject().value("san").toString();
        ucis << m.toObject().value("uci").toString();
    }
    QCOMPARE(sans, (QStringList{"e4", "e5", "Nf3"}));
    QCOMPARE(ucis, (QStringList{"e2e4", "e7e5", "g1f3"}));
    QCOMPARE(moves[2].toObject().value("input").toString(), QStringLiteral("g1f3"));
    QCOMPARE(o.value("fen").toString(),
             QStringLiteral("rnbqkbnr/pppp1ppp/8/4p3/4P3/5N2/PPPP1PPP/RNBQKB1R b KQkq - 1 2"));
    QCOMPARE(o.value("result").toString(), QStringLiteral("*"));
}

// show --fen with a bad FEN: status 2, and the message names the field at fault.
void CliTest::showBadFen_data()
{
    QTest::addColumn<QString>("fen");
    QTest::addColumn<QString>("field");
    QTest::newRow("not a FEN") << "BAD"
                               << "field 1";
    QTest::newRow("side to move") << "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR x KQkq - 0 1"
                                  << "field 2";
    QTest::newRow("castling") << "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkx - 0 1"
                              << "field 3";
    QTest::newRow("en passant") << "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq z9 0 1"
                                << "field 4";
}

void CliTest::showBadFen()
{
    QFETCH(QString, fen);
    QFETCH(QString, field);
    const Run r = run({"show", "--fen", fen});
    QCOMPARE(r.status, 2);
    QCOMPARE(r.out, QByteArray());
    const QString err = QString::fromUtf8(r.err);
    QCOMPARE(err.count(u'\n'), 1);
    QVERIFY2(err.contains(u"--fen") && err.contains(field), qPrintable(err));
}

// show: a claim with the move about to be made, after moves played from the position; the
// Chess960 start by number; a transform; figurines; errors that say where.
void CliTest::showClaimsAndPositionTools()
{
    Run r = run({"show", "--moves", "Nf3 Nf6 Ng1 Ng8 Nf3 Nf6 Ng1", "--json"});
    QCOMPARE(r.status, 0);
    QJsonObject o = QJsonDocument::fromJson(r.out).object();
    QCOMPARE(o.value("claimableDraws").toArray().size(), 0);
    const QJsonArray withMove = o.value("claimableWithMove").toArray();
    QCOMPARE(withMove.size(), 1);
    QCOMPARE(withMove[0].toObject().value("san").toString(), QStringLiteral("Ng8"));
    QVERIFY(withMove[0].toObject().value("threefold").toBool());
    QCOMPARE(o.value("material").toInt(), 0);

    r = run({"show", "--scharnagl", "959", "--json"});
    QCOMPARE(r.status, 0);
    o = QJsonDocument::fromJson(r.out).object();
    QVERIFY(o.value("fen").toString().startsWith(QStringLiteral("rkrnnqbb/")));
    QCOMPARE(o.value("scharnagl").toInt(), 959);
    QVERIFY(o.value("chess960").toBool());

    r = run({"show", "--fen", "8/8/8/8/8/2k5/8/KQ6 w - - 0 1", "--transform", "flip-horizontal",
             "--json"});
    QCOMPARE(r.status, 0);
    o = QJsonDocument::fromJson(r.out).object();
    QCOMPARE(o.value("fen").toString(), QStringLiteral("8/8/8/8/8/5k2/8/6QK w - - 0 1"));
    QCOMPARE(o.value("material").toInt(), 9);

    r = run({"show", "--unicode"});
    QCOMPARE(r.status, 0);
    QVERIFY(QString::fromUtf8(r.out).contains(QStringLiteral("♖ ♘ ♗ ♕ ♔ ♗ ♘ ♖")));

    r = run({"show", "--fen", "8/8/8/8/8/2k5/8/KQ6 w - - 0 1", "--transform", "shift-left"});
    QCOMPARE(r.status, 1);
    QVERIFY(r.err.contains("shift-left"));
    r = run({"show", "--moves", "e4 e5 Ke3"});
    QCOMPARE(r.status, 2);
    QVERIFY2(r.err.contains("move 3 'Ke3'"), r.err.constData());
    r = run({"show", "--transform", "spin"});
    QCOMPARE(r.status, 2);
    r = run({"show", "--scharnagl", "960"});
    QCOMPARE(r.status, 2);
}

// show --scharnagl N --variant X: the array by number, played by the variant's rules (it was
// refused with "unknown option --variant").
void CliTest::chess960InAVariant()
{
    Run r = run({"show", "--scharnagl", "518", "--variant", "crazyhouse", "--json"});
    QVERIFY2(r.status == 0, r.err.constData());
    QJsonObject o = json(r.out);
    QCOMPARE(o.value("variant").toString(), QStringLiteral("crazyhouse"));
    QVERIFY(o.value("chess960").toBool());
    QCOMPARE(o.value("fen").toString(),
             QStringLiteral("rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR[] w KQkq - 0 1"));
    r = run({"show", "--scharnagl", "0", "--variant", "atomic", "--json"});
    QCOMPARE(r.status, 0);
    QVERIFY(json(r.out).value("fen").toString().startsWith(QStringLiteral("bbqnnrkr/")));
    r = run({"show", "--scharnagl", "518", "--variant", "horde"});
    QCOMPARE(r.status, 2);
    QVERIFY(r.err.contains("Horde"));
    r = run({"show", "--scharnagl", "518", "--fen", "startpos"});
    QCOMPARE(r.status, 2);
    // Suicide is a variant of its own.
    r = run({"show", "--variant", "suicide", "--fen", "8/8/8/8/8/p7/P7/8 w - - 0 1", "--json"});
    QCOMPARE(r.status, 0);
    QCOMPARE(json(r.out).value("result").toString(), QStringLiteral("1/2-1/2"));
}

// The board turned for Black, in ANSI colours, and the bitboards.
void CliTest::textBoards()
{
    Run r = run({"show", "--flip"});
    QCOMPARE(r.status, 0);
    QVERIFY2(r.out.startsWith("  +-----------------+\n1 | R N B K Q B N R |\n"), r.out.constData());
    QVERIFY(r.out.contains("    h g f e d c b a\n"));
    r = run({"show", "--moves", "e4 f5 Qh5", "--color"});
    QCOMPARE(r.status, 0);
    QCOMPARE(r.out.count("\x1b[48;5;143m"), 2); // the last move, d1-h5
    QCOMPARE(r.out.count("\x1b[48;5;160m"), 1); // the king in check
    // --from with --color: the squares its moves land on, in the colour chosen (Nb1: a3, c3;
    // e2: e3, e4), the last move's squares as before.
    r = run({"show", "--color", "--from", "b1,e2"});
    QCOMPARE(r.status, 0);
    QCOMPARE(r.out.count("\x1b[48;5;71m"), 4);
    r = run({"show", "--color", "--from", "g1", "--highlight", "#15781B"});
    QCOMPARE(r.out.count("\x1b[48;2;21;120;27m"), 2); // f3, h3
    r = run({"show", "--color", "--from", "g1", "--highlight", "33"});
    QCOMPARE(r.out.count("\x1b[48;5;33m"), 2);
    r = run({"show", "--color"});
    QCOMPARE(r.out.count("\x1b[48;5;71m"), 0); // no --from, no highlight
    r = run({"show", "--color", "--from", "g1", "--highlight", "mauve"});
    QCOMPARE(r.status, 2);
    r = run({"show", "--bitboards"});
    QCOMPARE(r.status, 0);
    QVERIFY(r.out.contains("white    000000000000ffff"));
    QVERIFY(r.out.contains("11111111"));
    r = run({"show", "--bitboards", "--json"});
    const QJsonObject boards = json(r.out).value("bitboards").toObject();
    QCOMPARE(boards.value("white").toString(), QStringLiteral("000000000000ffff"));
    QCOMPARE(boards.value("kings").toString(), QStringLiteral("1000000000000010"));
}

void CliTest::moveSelectionAndEnPassant()
{
    const QString kiwipete =
        QStringLiteral("r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 0 1");
    Run r = run({"show", "--fen", kiwipete, "--only", "captures", "--json"});
    QCOMPARE(r.status, 0);
    QJsonArray moves = json(r.out).value("moves").toArray();
    QCOMPARE(moves.size(), 8);
    for (const auto& m : moves) {
        QVERIFY(m.toObject().value("zeroing").toBool());
        QVERIFY(m.toObject().contains("index"));
    }
    r = run({"show", "--fen", kiwipete, "--only", "castling", "--to", "g1", "--json"});
    QCOMPARE(json(r.out).value("moves").toArray().size(), 1);
    r = run({"show", "--fen", kiwipete, "--from", "e5,f3", "--json"});
    QCOMPARE(json(r.out).value("moves").toArray().size(), 7 + 9); // Ne5 and Qf3
    // A pinned knight: pseudo-legal moves listed, marked illegal.
    r = run({"show", "--fen", "4k3/4r3/8/8/8/8/4N3/4K3 w - - 0 1", "--pseudo-legal", "--json"});
    moves = json(r.out).value("moves").toArray();
    QCOMPARE(moves.size(), 10);
    int illegal = 0;
    for (const auto& m : moves) illegal += m.toObject().value("legal").toBool() ? 0 : 1;
    QCOMPARE(illegal, 6);
    r = run({"show", "--only", "sideways"});
    QCOMPARE(r.status, 2);

    // The FEN's en passant square by policy, and the square's state in words.
    const QString pinned = QStringLiteral("4k3/8/8/KPp4r/8/8/8/8 w - c6 0 1");
    r = run({"show", "--fen", pinned, "--json"});
    QCOMPARE(json(r.out).value("enPassant").toString(), QStringLiteral("pseudo-legal only"));
    QCOMPARE(json(r.out).value("fen").toString(), pinned);
    r = run({"show", "--fen", pinned, "--ep", "legal", "--json"});
    QCOMPARE(json(r.out).value("fen").toString(),
             QStringLiteral("4k3/8/8/KPp4r/8/8/8/8 w - - 0 1"));
    r = run({"show", "--moves", "e4", "--ep", "fen", "--json"});
    QVERIFY(json(r.out).value("fen").toString().contains(QStringLiteral(" b KQkq e3 0 1")));
    r = run({"show", "--moves", "e4", "--json"});
    QVERIFY(json(r.out).value("fen").toString().contains(QStringLiteral(" b KQkq - 0 1")));
    r = run({"show", "--ep-square", "e3", "--json"});
    QVERIFY(json(r.out).value("fen").toString().contains(QStringLiteral(" w KQkq e3 0 1")));
    // The Shredder-FEN carries the same square as the FEN.
    QVERIFY(json(r.out).value("shredderFen").toString().contains(QStringLiteral(" w HAha e3 0 1")));
    r = run({"show", "--moves", "e4", "--ep", "fen"});
    QVERIFY2(
        r.out.contains("Shredder-FEN: rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR b HAha e3 0 1"),
        r.out.constData());
    r = run({"show", "--fen", pinned, "--ep", "legal", "--json"});
    QCOMPARE(json(r.out).value("shredderFen").toString(),
             QStringLiteral("4k3/8/8/KPp4r/8/8/8/8 w - - 0 1"));
    r = run({"show", "--ep", "sometimes"});
    QCOMPARE(r.status, 2);
}

void CliTest::perftThreads()
{
    Run r = run({"perft", "--depth", "4", "--threads", "2", "--json"});
    QCOMPARE(r.status, 0);
    QCOMPARE(json(r.out).value("nodes").toInteger(), 197281);
    r = run({"perft", "--depth", "3", "--threads", "3", "--divide", "--json"});
    QCOMPARE(json(r.out).value("divide").toObject().value("e2e4").toInteger(), 600);
    r = run({"perft", "--depth", "3", "--threads", "0"});
    QCOMPARE(r.status, 2);
}

// san --strict: castling as O-O only, as the PGN standard writes it.
void CliTest::strictSan()
{
    const QString fen =
        QStringLiteral("rnbqk2r/pppp1ppp/5n2/2b1p3/2B1P3/5N2/PPPP1PPP/RNBQK2R w KQkq - 4 4");
    Run r = run({"san", "--fen", fen, "Kg1", "--json"});
    QCOMPARE(r.status, 0);
    QCOMPARE(json(r.out).value("moves").toArray()[0].toObject().value("san").toString(),
             QStringLiteral("O-O"));
    r = run({"san", "--fen", fen, "--strict", "Kg1"});
    QCOMPARE(r.status, 2);
    QVERIFY2(r.err.contains("castling"), r.err.constData());
    r = run({"san", "--fen", fen, "--strict", "O-O"});
    QCOMPARE(r.status, 0);
}

// pgn check/stats/export --strict read SAN as san --strict does: Kg1 for O-O is refused, as
// the standard writes castling O-O only; without --strict it is read as castling.
void CliTest::strictPgnCastling()
{
    QTemporaryDir dir;
    QVERIFY(dir.isValid());
    const QString path = dir.filePath(QStringLiteral("kg1.pgn"));
    QFile f(path);
    QVERIFY(f.open(QIODevice::WriteOnly));
    f.write("[Event \"a\"]\n\n1. e4 e5 2. Nf3 Nc6 3. Bc4 Bc5 4. Kg1 Nf6 *\n");
    f.close();
    Run r = run({"pgn", "check", path});
    QCOMPARE(r.status, 0);
    r = run({"pgn", "check", path, "--strict"});
    QCOMPARE(r.status, 1);
    QVERIFY2(r.out.contains(":3:35: ") && r.out.contains("castling"), r.out.constData());
    r = run({"pgn", "stats", path, "--strict", "--json"});
    QCOMPARE(json(r.out).value("errors").toInt(), 1);
    r = run({"pgn", "export", path, "--strict"});
    QCOMPARE(r.status, 1);
    QVERIFY2(!r.out.contains("O-O"), r.out.constData());
    r = run({"pgn", "export", path});
    QCOMPARE(r.status, 0);
    QVERIFY2(r.out.contains("4. O-O Nf6"), r.out.constData());
}

void CliTest::epdWrite()
{
    Run r = run({"epd", "write", "--fen",
                 "r1bqkbnr/pppp1ppp/2n5/4p3/4P3/5N2/PPPP1PPP/RNBQKB1R w KQkq - 2 3", "--bm",
                 "Bc4 Bb5", "--am", "Ng5", "--id", "Italian or Spanish"});
    QCOMPARE(r.status, 0);
    QCOMPARE(r.out, QByteArray("r1bqkbnr/pppp1ppp/2n5/4p3/4P3/5N2/PPPP1PPP/RNBQKB1R w KQkq - id "
                               "\"Italian or Spanish\"; bm Bb5 Bc4; am Ng5;\n"));
    r = run({"epd", "write", "--moves", "x"});
    QCOMPARE(r.status, 2);
    r = run({"epd", "write", "--counters", "--ce", "15", "--json"});
    QCOMPARE(json(r.out).value("epd").toString(),
             QStringLiteral("rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - ce 15; hmvc 0; "
                            "fmvn 1;"));
    r = run({"epd", "write", "--bm", "Ke2"});
    QCOMPARE(r.status, 2);
}

// book probe with a minimum weight, excluded moves, and a pick that never takes weight 0.
void CliTest::bookFilters()
{
    // A Polyglot book written by hand (16-byte big-endian entries: key, move, weight, learn):
    // the start position with e4 30, d4 10, c4 5 and g4 0.
    const auto entry = [](quint16 move, quint16 weight) {
        QByteArray e = QByteArray::fromHex("463b96181691fc9c");
        e.append(char(move >> 8)).append(char(move & 0xff));
        e.append(char(weight >> 8)).append(char(weight & 0xff));
        e.append(4, '\0');
        return e;
    };
    QTemporaryDir dir;
    const QString book = dir.filePath(QStringLiteral("hand.bin"));
    QVERIFY(writeAll(book,
                     entry(0x031C, 30) + entry(0x02DB, 10) + entry(0x029A, 5) + entry(0x039E, 0)));
    Run r = run({"book", "probe", "--book", book, "--json"});
    QCOMPARE(r.status, 0);
    QCOMPARE(json(r.out).value("moves").toArray().size(), 4);
    r = run({"book", "probe", "--book", book, "--exclude", "e4,d2d4", "--pick", "best", "--json"});
    QCOMPARE(r.status, 0);
    QJsonObject o = json(r.out);
    QCOMPARE(o.value("moves").toArray().size(), 2);
    QCOMPARE(o.value("pick").toString(), QStringLiteral("c4"));
    r = run({"book", "probe", "--book", book, "--min-weight", "30", "--pick", "weighted", "--seed",
             "3", "--json"});
    o = json(r.out);
    QCOMPARE(o.value("moves").toArray().size(), 1);
    QCOMPARE(o.value("pick").toString(), QStringLiteral("e4"));
    // Only g4 is left, of weight 0: listed, never picked.
    r = run(
        {"book", "probe", "--book", book, "--exclude", "e4,d4,c4", "--pick", "weighted", "--json"});
    o = json(r.out);
    QCOMPARE(o.value("moves").toArray().size(), 1);
    QCOMPARE(o.value("pick").toString(), QStringLiteral("none"));
    r = run({"book", "probe", "--book", book, "--min-weight", "65535", "--pick", "best", "--json"});
    QCOMPARE(json(r.out).value("pick").toString(), QStringLiteral("none"));
    r = run({"book", "probe", "--book", book, "--exclude", "e5"});
    QCOMPARE(r.status, 2);
}

// render: a board no game reaches, an arrow to itself, theme colours and SVG Tiny 1.2.
void CliTest::renderSeeds()
{
    QTemporaryDir dir;
    const QString svg = dir.filePath(QStringLiteral("d.svg"));
    Run r =
        run({"render", "--fen", "8/8/8/8/8/8/8/8 w - - 0 1", "--svg-tiny", "--arrows", "e4e4:red",
             "--margin-colour", "#ffffff", "--coordinate-colour", "#000000", "-o", svg});
    QVERIFY2(r.status == 0, r.err.constData());
    QVERIFY2(r.err.contains("drawn as given"), r.err.constData());
    const QByteArray doc = readAll(svg);
    QVERIFY(doc.contains("baseProfile=\"tiny\""));
    QVERIFY(!doc.contains("<symbol"));
    QVERIFY(!doc.contains("<polygon")); // the arrow is a ring
    QVERIFY(doc.contains("stroke=\"#be2828\""));
    QVERIFY(doc.contains("fill=\"#ffffff\""));
    QCOMPARE(doc.count("fill=\"#000000\">"), 16);
    r = run({"render", "--theme", "contrast", "--margin-colour", "none", "-o", svg});
    QCOMPARE(r.status, 0);
    QVERIFY(!readAll(svg).contains("text-anchor=\"middle\""));
    r = run({"render", "--svg-tiny", "-o", dir.filePath(QStringLiteral("d.png"))});
    QCOMPARE(r.status, 2);
    r = run({"render", "--check-colour", "mauve", "-o", svg});
    QCOMPARE(r.status, 2);
}

// render's colours: #rrggbbaa read with alpha last (as CSS, python-chess and lichess write
// it), the squares' colours on the command line, a dark-square shade of the last move's and
// the check's, and a stylesheet in the SVG with classes to style.
void CliTest::renderColours()
{
    QTemporaryDir dir;
    const QString svg = dir.filePath(QStringLiteral("d.svg"));
    const QString css = dir.filePath(QStringLiteral("board.css"));
    {
        QFile f(css);
        QVERIFY(f.open(QIODevice::WriteOnly));
        f.write(".square.dark { fill: #8877aa; } /* a < b && c */\n");
    }
    // After 1.f3 e5 2.g4 Qh4#, White's king on e1 (a dark square) in check; the last move
    // marked is f2-f3 (f2 dark, f3 light).
    Run r = run({"render",
                 "--fen",
                 "rnb1kbnr/pppp1ppp/8/4p3/6Pq/5P2/PPPPP2P/RNBQKBNR w KQkq - 1 3",
                 "--check",
                 "--lastmove",
                 "f2f3",
                 "--lastmove-colour",
                 "#15781B80",
                 "--lastmove-dark-colour",
                 "#0000ff",
                 "--check-colour",
                 "#ff000080",
                 "--check-dark-colour",
                 "#aa0000",
                 "--light-colour",
                 "#ffffff",
                 "--dark-colour",
                 "#333333",
                 "--css",
                 css,
                 "-o",
                 svg});
    QVERIFY2(r.status == 0, r.err.constData());
    const QByteArray doc = readAll(svg);
    // 50% green on the light square, not Qt's #aarrggbb reading (alpha 0x15 of #78 1b 80).
    QVERIFY2(doc.contains("class=\"lastmove light\" fill=\"#15781b\" fill-opacity=\"0.50\""),
             doc.constData());
    QVERIFY(doc.contains("class=\"lastmove dark\" fill=\"#0000ff\"/>"));
    QVERIFY(doc.contains("class=\"check dark\" fill=\"#aa0000\"/>"));
    QCOMPARE(doc.count("class=\"square light\" fill=\"#ffffff\""), 32);
    QCOMPARE(doc.count("class=\"square dark\" fill=\"#333333\""), 32);
    QVERIFY(doc.contains(
        "<style type=\"text/css\"><![CDATA[\n.square.dark { fill: #8877aa; } /* a < b && "
        "c */"));
    // The document stays well-formed XML with the stylesheet in it.
    QXmlStreamReader xml(doc);
    while (!xml.atEnd()) xml.readNext();
    QVERIFY2(!xml.hasError(), qPrintable(xml.errorString()));

    r = run({"render", "--css", css, "-o", dir.filePath(QStringLiteral("d.png"))});
    QCOMPARE(r.status, 2);
    r = run({"render", "--css", css, "--svg-tiny", "-o", svg});
    QCOMPARE(r.status, 2);
    r = run({"render", "--light-colour", "#12345", "-o", svg});
    QCOMPARE(r.status, 2);
}

QTEST_GUILESS_MAIN(CliTest)
#include "cli_test.moc"
