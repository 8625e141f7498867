// SPDX-License-Identifier: GPL-3.0-or-later
// The streaming PGN reader (core/pgn/reader.h) seen through a visitor that records every
// event: per game its tags, moves (in SAN, whatever notation the file used), variations,
// NAGs, comments and result, and its errors with line and column. Inline movetext and the
// fixture files in tests/data/pgn/reader (CRLF, NUL bytes, no final newline, escapes, start
// positions); skip hooks and strict mode; splitGames against reading the whole text.

#include "pgn/input.h"
#include "pgn/reader.h"

#include "chess/fen.h"
#include "chess/notation.h"

#include <QDir>
#include <QFile>
#include <QRegularExpression>
#include <QTest>

#include <algorithm>

using namespace kibitz;
using namespace kibitz::pgn;

namespace {

const QString DataDir = QStringLiteral(KIBITZ_TEST_DATA "/pgn/reader/");

QString q(std::string_view s)
{
    return QString::fromUtf8(s.data(), qsizetype(s.size()));
}

// A fixture's bytes as they are (decoding is input_test's business).
std::string fixtureBytes(const QString& name)
{
    QFile f(DataDir + name);
    if (!f.open(QIODevice::ReadOnly)) qFatal("fixture %s missing", qPrintable(f.fileName()));
    const QByteArray b = f.readAll();
    return std::string(b.constData(), std::size_t(b.size()));
}

// Everything the reader reported for one game.
struct GameRecord {
    int line = 0;          // from beginGame
    QStringList tags;      // "Name=value"
    QString start;         // FEN given to startPosition; empty when it was not called
    bool chess960 = false; // of that start position
    QString endFen;        // after the last main-line move
    QStringList events;    // SAN moves, "(" ")", "$n", "{comment}", the result
    std::vector<PgnError> errors;
    std::vector<int> movesPerDepth; // [0] main line, [1] variations, [2] variations in those…

    QString movetext() const { return events.join(u' '); }
    QStringList errorList() const
    {
        QStringList out;
        for (const PgnError& e : errors) out << q(e.toString());
        return out;
    }
};

bool sameError(const PgnError& a, const PgnError& b)
{
    return a.line == b.line && a.column == b.column && a.message == b.message;
}

class Recorder : public Visitor {
public:
    std::vector<GameRecord> games;
    Control onEndTags = Control::Continue;
    Control onVariation = Control::Continue;
    int maxPlies = -1; // wantsMoreMoves() turns false after this many moves; -1: never

    // Calls over all games, to show what a skip leaves out.
    int moveCalls = 0, commentCalls = 0, nagCalls = 0, beginVariationCalls = 0,
        endVariationCalls = 0, resultCalls = 0, startCalls = 0;

    void beginGame(int line) override
    {
        games.emplace_back();
        games.back().line = line;
        m_depth = 0;
        m_plies = 0;
        m_skippedVariation = false;
    }
    void tag(std::string_view name, std::string_view value) override
    {
        game().tags << q(name) + u'=' + q(value);
    }
    Control endTags() override { return onEndTags; }
    void startPosition(const chess::Position& pos) override
    {
        ++startCalls;
        game().start = q(chess::toFen(pos));
        game().chess960 = pos.isChess960();
    }
    void move(const chess::Position& before, chess::Move m, std::string_view) override
    {
        ++moveCalls;
        ++m_plies;
        GameRecord& g = game();
        g.events << q(chess::toSan(before, m));
        if (g.movesPerDepth.size() <= std::size_t(m_depth)) g.movesPerDepth.resize(m_depth + 1);
        ++g.movesPerDepth[m_depth];
        if (m_depth == 0) g.endFen = q(chess::toFen(before.after(m)));
    }
    bool wantsMoreMoves() const override { return maxPlies < 0 || m_plies < maxPlies; }
    void comment(std::string_view text) override
    {
        ++commentCalls;
        // Line breaks made visible: a CR from a CRLF file must not reach the visitor.
        QString t = q(text);
        t.replace(u'\r', QStringLiteral("\\r")).replace(u'\n', QStringLiteral("\\n"));
        game().events << u'{' + t + u'}';
    }
    void nag(int nag) override
    {
        ++nagCalls;
        game().events << u'$' + QString::number(nag);
    }
    Control beginVariation() override
    {
        ++beginVariationCalls;
        if (onVariation == Control::Skip) {
            // The reader still closes a skipped variation with endVariation.
            game().events << QStringLiteral("(skipped)");
            m_skippedVariation = true;
            return Control::Skip;
        }
        game().events << QStringLiteral("(");
        ++m_depth;
        return Control::Continue;
    }
    void endVariation() override
    {
        ++endVariationCalls;
        if (m_skippedVariation) {
            m_skippedVariation = false;
            return;
        }
        game().events << QStringLiteral(")");
        --m_depth;
    }
    void result(std::string_view result) override
    {
        ++resultCalls;
        game().events << q(result);
    }
    void error(const PgnError& error) override { game().errors.push_back(error); }

private:
    GameRecord& game()
    {
        if (games.empty()) games.emplace_back(); // an event before any beginGame: still seen
        return games.back();
    }
    int m_depth = 0;
    int m_plies = 0;
    bool m_skippedVariation = false;
};

std::vector<GameRecord> readAll(std::string_view text, ReadOptions options = {}, int firstLine = 1)
{
    Recorder recorder;
    Reader reader(text, options, firstLine);
    while (reader.readGame(recorder)) {}
    return recorder.games;
}

// "file:NAME" reads a fixture; anything else is the PGN text itself.
std::string input(const QString& spec)
{
    if (spec.startsWith(u"file:")) return fixtureBytes(spec.mid(5));
    return spec.toStdString();
}

QString summary(const std::vector<GameRecord>& games)
{
    QStringList parts;
    for (const GameRecord& g : games) parts << g.movetext();
    return parts.join(QStringLiteral(" | "));
}

// Each expected error is "LINE:COLUMN fragment": the position exactly, and a fragment of the
// message (the wording may improve; the place may not move).
void compareErrors(const std::vector<PgnError>& actual, const QStringList& expected)
{
    QStringList got;
    for (const PgnError& e : actual) got << q(e.toString());
    const QString context = got.join(QStringLiteral(" / "));
    QVERIFY2(actual.size() == std::size_t(expected.size()), qPrintable(context));
    for (qsizetype i = 0; i < expected.size(); ++i) {
        const QString where = expected[i].section(u' ', 0, 0);
        const QString fragment = expected[i].section(u' ', 1);
        const PgnError& e = actual[std::size_t(i)];
        QCOMPARE(QString::number(e.line) + u':' + QString::number(e.column), where);
        QVERIFY2(q(e.message).contains(fragment), qPrintable(context));
    }
}

std::vector<PgnError> allErrors(const std::vector<GameRecord>& games)
{
    std::vector<PgnError> out;
    for (const GameRecord& g : games) out.insert(out.end(), g.errors.begin(), g.errors.end());
    return out;
}

QString sharedPgnDir()
{
    return QStringLiteral(KIBITZ_SHARED_DATA "/python-chess/pgn");
}

// The python-chess PGN files, decoded and joined with blank lines.
std::string sharedConcatenation()
{
    const QDir dir(sharedPgnDir());
    std::string text;
    for (const QString& f : dir.entryList({QStringLiteral("*.pgn")}, QDir::Files, QDir::Name)) {
        auto file = readPgnFile(dir.filePath(f).toStdString());
        if (!file) continue;
        text += file->text;
        text += "\n\n";
    }
    return text;
}

// A file of many games in varied shapes: tags or none, comments holding brackets, nested
// variations, NAGs, a game with an error and one without a result, and a CRLF stretch.
std::string syntheticText()
{
    const char* movetexts[] = {
        "1. e4 e5 2. Nf3 Nc6 3. Bb5 a6 {Morphy [not a tag]} 4. Ba4 Nf6 5. O-O Be7 1-0",
        "1. d4 d5 (1... Nf6 2. c4 (2. Nf3 g6) 2... e6) 2. c4 $1 dxc4 3. e3 ; rest of line\n"
        "3... b5 4. a4 c6 5. axb5 cxb5 6. b3 0-1",
        "1. e4 c5 2. Nf3 d6 3. d4 cxd4 4. Nxd4 Nf6 5. Nc3 a6 6. Be3 e5 7. Nb3 Be6 1/2-1/2",
        "1. c4 e5 2. Nc3 Nf6 3. Ke3 Nc6 *", // illegal 3. Ke3
        "1. Nf3 d5 2. g3 Nf6 3. Bg2 e6",    // no result
        "1. e4 e6 2. d4 d5 3. Nc3 Bb4 4. e5 c5 5. a3 Bxc3+ 6. bxc3 Ne7 7. Qg4 O-O 1-0",
    };
    std::string text;
    for (int i = 0; i < 240; ++i) {
        const bool crlf = i >= 150 && i < 180;
        std::string game;
        if (i % 7 != 3) {
            game += "[Event \"synthetic " + std::to_string(i) + "\"]\n";
            game += "[Round \"" + std::to_string(i % 13) + "\"]\n";
            game += "[Result \"*\"]\n\n";
        }
        game += movetexts[i % 6];
        game += "\n\n";
        if (i % 11 == 5) game += "% an escape line\n\n";
        if (crlf) {
            std::string converted;
            for (char c : game) {
                if (c == '\n') converted += '\r';
                converted += c;
            }
            game = converted;
        }
        text += game;
    }
    return text;
}

} // namespace

class ReaderTest : public QObject {
    Q_OBJECT

private slots:
    void movetext_data();
    void movetext();
    void fixtures_data();
    void fixtures();
    void tagValues();
    void nestedVariations();
    void startPositions_data();
    void startPositions();
    void chess960SharedFile();
    void skipFromEndTags_data();
    void skipFromEndTags();
    void skipFromBeginVariation_data();
    void skipFromBeginVariation();
    void unclosedSkippedVariation_data();
    void unclosedSkippedVariation();
    void wantsMoreMoves();
    void firstLineOffset();
    void splitGames_data();
    void splitGames();
    void splitInsideComment();
};

// Inline movetext: the events of every game (" | " between games) and all errors.
void ReaderTest::movetext_data()
{
    QTest::addColumn<QString>("pgn");
    QTest::addColumn<bool>("strict");
    QTest::addColumn<QString>("expected");
    QTest::addColumn<QStringList>("errors");

    // Errors: the position of the offending token, and reading goes on with the next game.
    QTest::newRow("illegal move") << "1. e4 Ke7 2. Nf3 *" << false << "e4 *"
                                  << QStringList{"1:7 Ke7"};
    QTest::newRow("illegal move, next game read")
        << "1. e4 Ke7 2. Nf3 *\n\n[Event \"b\"]\n\n1. d4 d5 *" << false << "e4 * | d4 d5 *"
        << QStringList{"1:7 Ke7"};
    QTest::newRow("unknown token")
        << "1. e4 e5 2. Nf3 foo 3. Bb5 *" << false << "e4 e5 Nf3 *" << QStringList{"1:17 foo"};
    QTest::newRow("stray ]") << "1. e4 ] e5 *" << false << "e4 e5 *"
                             << QStringList{"1:7 unexpected ']'"};
    QTest::newRow("stray }") << "1. e4 } e5 *" << false << "e4 e5 *"
                             << QStringList{"1:7 unexpected '}'"};
    QTest::newRow("stray )") << "1. e4 e5 ) 2. Nf3 *" << false << "e4 e5 Nf3 *"
                             << QStringList{"1:10 ')'"};
    QTest::newRow("variation open at result") << "1. e4 (1. d4 d5 *" << false << "e4 ( d4 d5 ) *"
                                              << QStringList{"1:17 result inside a variation"};
    QTest::newRow("variation open at end of file")
        << "1. e4 (1. d4 d5" << false << "e4 ( d4 d5 )"
        << QStringList{"1:7 variation is not closed", "1:16 missing result"};
    QTest::newRow("variation open at next game")
        << "1. e4 (1. d4 d5\n\n[Event \"b\"]\n\n1. c4 *" << false << "e4 ( d4 d5 ) | c4 *"
        << QStringList{"1:7 variation is not closed", "3:1 missing result"};
    QTest::newRow("variation before any move")
        << "(1. d4) 1. e4 *" << false << "e4 *" << QStringList{"1:1 variation before any move"};
    QTest::newRow("unclosed comment")
        << "1. e4 {never closed 2. d4 *" << false << "e4 {never closed 2. d4 *}"
        << QStringList{"1:7 comment is not closed", "1:28 missing result"};
    QTest::newRow("missing result before next game")
        << "[Event \"a\"]\n\n1. e4 e5\n\n[Event \"b\"]\n\n1. d4 *" << false << "e4 e5 | d4 *"
        << QStringList{"5:1 missing result"};
    QTest::newRow("missing result at end of file")
        << "1. e4 e5\n"
        << false << "e4 e5" << QStringList{"2:1 missing result"};
    QTest::newRow("tag without ]") << "[Event \"x\"\n[Result \"*\"]\n\n1. e4 *" << false << "e4 *"
                                   << QStringList{"1:11 missing ']'"};
    QTest::newRow("tag without value")
        << "[Event]\n\n1. e4 *" << false << "e4 *" << QStringList{"1:1 no quoted value"};
    QTest::newRow("tag value not closed")
        << "[Event \"x]\n\n1. e4 *" << false << "e4 *" << QStringList{"1:1 not closed"};
    QTest::newRow("bad NAG") << "1. e4 $ e5 $300 *" << false << "e4 e5 *"
                             << QStringList{"1:7 bad NAG", "1:12 bad NAG"};
    QTest::newRow("unknown glyph")
        << "1. e4!!! e5 *" << false << "e4 e5 *" << QStringList{"1:6 unknown glyph '!!!'"};
    QTest::newRow("1/2 as a result")
        << "1. e4 1/2" << false << "e4 1/2-1/2" << QStringList{"1:7 1/2-1/2"};
    QTest::newRow("null move in check")
        << "1. e4 f6 2. Qh5+ -- *" << false << "e4 f6 Qh5+ *" << QStringList{"1:18 null move"};

    // Strict mode: the game's moves end at the first error; the game is still read to its
    // end, and the next game is read as usual.
    QTest::newRow("error in variation, tolerant")
        << "1. e4 e5 (1... Ke7 2. Nf3) 2. Nf3 Nc6 *" << false << "e4 e5 ( ) Nf3 Nc6 *"
        << QStringList{"1:16 Ke7"};
    QTest::newRow("error in variation, strict") << "1. e4 e5 (1... Ke7 2. Nf3) 2. Nf3 Nc6 *" << true
                                                << "e4 e5 ( ) *" << QStringList{"1:16 Ke7"};
    QTest::newRow("two errors, tolerant") << "1. e4 (1. Ke2) e5 2. Ke7 *" << false << "e4 ( ) e5 *"
                                          << QStringList{"1:11 Ke2", "1:22 Ke7"};
    QTest::newRow("two errors, strict")
        << "1. e4 (1. Ke2) e5 2. Ke7 *" << true << "e4 ( ) *" << QStringList{"1:11 Ke2"};
    QTest::newRow("strict, next game read")
        << "1. e4 Ke7 2. Nf3 *\n\n1. d4 d5 *" << true << "e4 * | d4 d5 *" << QStringList{"1:7 Ke7"};
    QTest::newRow("strict, stray bracket")
        << "1. e4 ] e5 *" << true << "e4 *" << QStringList{"1:7 unexpected ']'"};
    QTest::newRow("strict, bad NAG")
        << "1. e4 $ e5 *" << true << "e4 *" << QStringList{"1:7 bad NAG"};
    QTest::newRow("strict, bad tag")
        << "[Event]\n\n1. e4 *" << true << "*" << QStringList{"1:1 no quoted value"};

    // Line endings, comments, escapes.
    QTest::newRow("CRLF") << "[Event \"a\"]\r\n\r\n1. e4 ; rest\r\ne5 2. Ke7 *\r\n"
                          << false << "e4 { rest} e5 *" << QStringList{"4:7 Ke7"};
    QTest::newRow("CRLF in a comment")
        << "1. e4 {two\r\nlines\r} *" << false << "e4 {two\\nlines\\r} *" << QStringList{};
    QTest::newRow("; comment") << "1. e4 ; to the end 2. d4 {x}\ne5 *" << false
                               << "e4 { to the end 2. d4 {x}} e5 *" << QStringList{};
    QTest::newRow("; comment ending the file")
        << "1. e4 *\n; the end" << false << "e4 *" << QStringList{};
    QTest::newRow("% escape line")
        << "1. e4\n% 1. d4 is escaped\ne5 *" << false << "e4 e5 *" << QStringList{};
    QTest::newRow("; and % between tags")
        << "[Event \"a\"]\n; note\n% escape\n[Site \"b\"]\n\n1. e4 *" << false << "e4 *"
        << QStringList{};
    QTest::newRow("; after the tags is the movetext's")
        << "[Event \"a\"]\n; before the moves\n1. e4 *" << false << "{ before the moves} e4 *"
        << QStringList{};
    QTest::newRow("% not at a line start")
        << "1. e4 % e5 *" << false << "e4 *" << QStringList{"1:7 %"};

    // Notations.
    QTest::newRow("null moves") << "1. e4 -- 2. d4 Z0 3. c4 *" << false << "e4 -- d4 -- c4 *"
                                << QStringList{};
    QTest::newRow("UCI") << "1. e2e4 e7e5 2. g1f3 b8c6 3. f1c4 f8c5 4. e1g1 g8f6 *" << false
                         << "e4 e5 Nf3 Nc6 Bc4 Bc5 O-O Nf6 *" << QStringList{};
    QTest::newRow("UCI promotion") << "[FEN \"8/P6k/8/8/8/8/8/K7 w - - 0 1\"]\n\n1. a7a8q Kg6 *"
                                   << false << "a8=Q Kg6 *" << QStringList{};
    QTest::newRow("LAN") << "1. e2-e4 e7-e5 2. Ng1-f3 Nb8-c6 3. Bf1-b5 a7-a6 4. Bb5xc6 d7xc6 *"
                         << false << "e4 e5 Nf3 Nc6 Bb5 a6 Bxc6 dxc6 *" << QStringList{};
    QTest::newRow("0-0") << "1. e4 e5 2. Nf3 Nc6 3. Bc4 Bc5 4. 0-0 Nf6 *" << false
                         << "e4 e5 Nf3 Nc6 Bc4 Bc5 O-O Nf6 *" << QStringList{};
    QTest::newRow("0-0-0") << "1. d4 d5 2. Nc3 Nc6 3. Bf4 Bf5 4. Qd2 Qd7 5. 0-0-0 0-0-0 *" << false
                           << "d4 d5 Nc3 Nc6 Bf4 Bf5 Qd2 Qd7 O-O-O O-O-O *" << QStringList{};
    QTest::newRow("move numbers glued")
        << "1.e4 e5 2.Nf3 2...Nc6 3...a6 *" << false << "e4 e5 Nf3 Nc6 *" << QStringList{"1:23 a6"};
    QTest::newRow("e.p. apart") << "1. e4 d5 2. e5 f5 3. exf6 e.p. *" << false
                                << "e4 d5 e5 f5 exf6 *" << QStringList{};

    // Glyphs: written apart or glued on, after a check mark too; all become NAGs.
    QTest::newRow("glyphs glued") << "1. e4!? e5?? 2. Nf3! Nc6?! 3. Bb5!! a6? *" << false
                                  << "e4 $5 e5 $4 Nf3 $1 Nc6 $6 Bb5 $3 a6 $2 *" << QStringList{};
    QTest::newRow("glyphs apart") << "1. e4 !? e5 ?? $18 *" << false << "e4 $5 e5 $4 $18 *"
                                  << QStringList{};
    QTest::newRow("glyph after mate")
        << "1. e4 f6 2. d4 g5 3. Qh5#! 1-0" << false << "e4 f6 d4 g5 Qh5# $1 1-0" << QStringList{};

    // Games of unusual shape.
    QTest::newRow("no tags") << "1. e4 e5 1-0" << false << "e4 e5 1-0" << QStringList{};
    QTest::newRow("only a result") << "*" << false << "*" << QStringList{};
    QTest::newRow("tags and a result") << "[Event \"a\"]\n\n1-0\n\n[Event \"b\"]\n0-1\n"
                                       << false << "1-0 | 0-1" << QStringList{};
    QTest::newRow("blank line inside tags")
        << "[Event \"a\"]\n\n[Site \"b\"]\n\n1. e4 *" << false << "e4 *" << QStringList{};
    QTest::newRow("results one after another")
        << "1-0 0-1 *" << false << "1-0 | 0-1 | *" << QStringList{};
    QTest::newRow("empty") << "" << false << "" << QStringList{};
    QTest::newRow("white space only") << " \n\t\r\n" << false << "" << QStringList{};
    QTest::newRow("no final newline") << "1. e4 e5 1-0" << false << "e4 e5 1-0" << QStringList{};
}

void ReaderTest::movetext()
{
    QFETCH(QString, pgn);
    QFETCH(bool, strict);
    QFETCH(QString, expected);
    QFETCH(QStringList, errors);

    const std::string text = input(pgn);
    const auto games = readAll(text, ReadOptions{strict});
    QCOMPARE(summary(games), expected);
    compareErrors(allErrors(games), errors);
}

// Fixture files, one row per game: where it starts, its Event tag, events and errors. The
// CRLF file holds the same games as errors.pgn and must give the same lines and columns.
void ReaderTest::fixtures_data()
{
    QTest::addColumn<QString>("file");
    QTest::addColumn<int>("games");
    QTest::addColumn<int>("game");
    QTest::addColumn<int>("line");
    QTest::addColumn<QString>("event");
    QTest::addColumn<QString>("expected");
    QTest::addColumn<QStringList>("errors");

    for (const QString& file : {QStringLiteral("errors.pgn"), QStringLiteral("errors-crlf.pgn")}) {
        const auto row = [&](int game, const char* name) -> QTestData& {
            return QTest::newRow(qPrintable(file + u' ' + QLatin1StringView(name)))
                   << file << 8 << game;
        };
        row(0, "illegal move") << 1 << "illegal move"
                               << "e4 *" << QStringList{"4:7 Ke7"};
        row(1, "clean") << 6 << "clean"
                        << "d4 d5 c4 1-0" << QStringList{};
        row(2, "unknown token") << 11 << "unknown token"
                                << "e4 e5 Nf3 *" << QStringList{"13:17 foo"};
        row(3, "unclosed variation")
            << 15 << "unclosed variation"
            << "e4 ( d4 d5 c4 e5 ) *" << QStringList{"17:26 result inside a variation"};
        row(4, "stray parenthesis") << 19 << "stray parenthesis"
                                    << "e4 e5 Nf3 *" << QStringList{"21:10 ')'"};
        row(5, "missing bracket") << 23 << "missing bracket"
                                  << "e4 *" << QStringList{"23:25 missing ']'"};
        row(6, "missing result") << 28 << "missing result"
                                 << "e4 e5" << QStringList{"32:1 missing result"};
        row(7, "unclosed comment")
            << 32 << "unclosed comment"
            << "e4 {never closed 2. d4 *\\n}"
            << QStringList{"34:7 comment is not closed", "35:1 missing result"};
    }

    QTest::newRow("NUL bytes 1") << "nul-bytes.pgn" << 2 << 0 << 1 << "nul 1"
                                 << "e4 e5 Nf3 *" << QStringList{};
    QTest::newRow("NUL bytes 2") << "nul-bytes.pgn" << 2 << 1 << 6 << "nul 2"
                                 << "d4 d5 1-0" << QStringList{};
    QTest::newRow("no final newline") << "no-final-newline.pgn" << 1 << 0 << 1 << "last"
                                      << "e4 e5 1-0" << QStringList{};
    QTest::newRow("no final newline, no result")
        << "no-final-newline-no-result.pgn" << 1 << 0 << 1 << "last"
        << "e4 e5" << QStringList{"3:9 missing result"};
    QTest::newRow("escapes 1") << "escapes.pgn" << 2 << 0 << 3 << "escapes"
                               << "e4 { to the end of the line} e5 Nf3 { last} *" << QStringList{};
    QTest::newRow("escapes 2") << "escapes.pgn" << 2 << 1 << 13 << "second"
                               << "d4 *" << QStringList{};
    QTest::newRow("tags 1") << "tags.pgn" << 4 << 0 << 1 << "The \"Big\" One"
                            << "e4 1-0" << QStringList{};
    QTest::newRow("tags 2: no tags") << "tags.pgn" << 4 << 1 << 10 << ""
                                     << "d4 d5 *" << QStringList{};
    QTest::newRow("tags 3: only a result") << "tags.pgn" << 4 << 2 << 12 << "only a result"
                                           << "1/2-1/2" << QStringList{};
    QTest::newRow("tags 4: a bare result") << "tags.pgn" << 4 << 3 << 17 << ""
                                           << "*" << QStringList{};
}

void ReaderTest::fixtures()
{
    QFETCH(QString, file);
    QFETCH(int, games);
    QFETCH(int, game);
    QFETCH(int, line);
    QFETCH(QString, event);
    QFETCH(QString, expected);
    QFETCH(QStringList, errors);

    const std::string text = fixtureBytes(file);
    const auto records = readAll(text);
    QCOMPARE(int(records.size()), games);
    const GameRecord& g = records[std::size_t(game)];
    QCOMPARE(g.line, line);
    const QStringList events = g.tags.filter(QRegularExpression(QStringLiteral("^Event=")));
    QCOMPARE(events.isEmpty() ? QString() : events.first().mid(6), event);
    QCOMPARE(g.movetext(), expected);
    compareErrors(g.errors, errors);
}

// Tag values: escaped quotes and backslashes, an unescaped quote kept, order kept across a
// blank line.
void ReaderTest::tagValues()
{
    const auto games = readAll(fixtureBytes(QStringLiteral("tags.pgn")));
    QCOMPARE(games.size(), std::size_t(4));
    QCOMPARE(games[0].tags, (QStringList{QStringLiteral("Event=The \"Big\" One"),
                                         QStringLiteral("Site=C:\\games\\club"),
                                         QStringLiteral("Annotator=a \"quoted\" word"),
                                         QStringLiteral("Round=after a blank line"),
                                         QStringLiteral("Result=1-0")}));
    QVERIFY(games[1].tags.isEmpty());
    QVERIFY(games[3].tags.isEmpty());
    for (const GameRecord& g : games) QVERIFY(g.errors.empty());
}

// Moves per depth of nesting, and the events of the deepest lines.
void ReaderTest::nestedVariations()
{
    const auto games = readAll(fixtureBytes(QStringLiteral("nested.pgn")));
    QCOMPARE(games.size(), std::size_t(1));
    const GameRecord& g = games[0];
    QVERIFY(g.errors.empty());
    QCOMPARE(g.movesPerDepth, (std::vector<int>{4, 7, 5, 2, 2}));
    QCOMPARE(g.movetext(),
             QStringLiteral("e4 e5 ( c5 Nf3 ( c3 d5 ( Nf6 e5 ( d3 d6 ) ) exd5 ) d6 ( Nc6 ) ) "
                            "( e6 d4 ) Nf3 ( f4 exf4 ( d5 ) ) Nc6 *"));
    QCOMPARE(g.endFen,
             QStringLiteral("r1bqkbnr/pppp1ppp/2n5/4p3/4P3/5N2/PPPP1PPP/RNBQKB1R w KQkq - 2 3"));
}

// FEN, SetUp and Variant tags: the start position given to the visitor, moves from it, and
// errors at the tag that caused them.
void ReaderTest::startPositions_data()
{
    QTest::addColumn<int>("game");
    QTest::addColumn<QString>("start");
    QTest::addColumn<bool>("chess960");
    QTest::addColumn<QString>("expected");
    QTest::addColumn<QString>("endFen");
    QTest::addColumn<QStringList>("errors");

    QTest::newRow("Chess960 castling both ways")
        << 0 << "rk2r3/pppppppp/8/8/8/8/PPPPPPPP/RK2R3 w KQkq - 0 1" << true << "O-O O-O-O d4 *"
        << "2krr3/pppppppp/8/8/3P4/8/PPP1PPPP/R4RK1 b - - 0 2" << QStringList{};
    QTest::newRow("standard, from a position")
        << 1 << "4k3/8/8/8/8/8/4P3/4K3 b - - 0 40" << false << "Kd7 e4 *"
        << "8/3k4/8/8/4P3/8/8/4K3 b - - 0 41" << QStringList{};
    // The Variant tag alone: Crazyhouse's start, its (empty) pockets in the FEN.
    QTest::newRow("Crazyhouse") << 2 << "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR[] w KQkq - 0 1"
                                << false << "e4 e5 *"
                                << "rnbqkbnr/pppp1ppp/8/4p3/4P3/8/PPPP1PPP/RNBQKBNR[] w KQkq - 0 2"
                                << QStringList{};
    QTest::newRow("bad FEN") << 3 << "" << false << "*"
                             << "" << QStringList{"24:1 bad FEN"};
    QTest::newRow("standard start after them")
        << 4 << QString::fromLatin1(chess::StartFen) << false << "e4 *"
        << "rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR b KQkq - 0 1" << QStringList{};
}

void ReaderTest::startPositions()
{
    QFETCH(int, game);
    QFETCH(QString, start);
    QFETCH(bool, chess960);
    QFETCH(QString, expected);
    QFETCH(QString, endFen);
    QFETCH(QStringList, errors);

    const auto games = readAll(fixtureBytes(QStringLiteral("chess960.pgn")));
    QCOMPARE(games.size(), std::size_t(5));
    const GameRecord& g = games[std::size_t(game)];
    QCOMPARE(g.start, start);
    QCOMPARE(g.chess960, chess960);
    QCOMPARE(g.movetext(), expected);
    QCOMPARE(g.endFen, endFen);
    compareErrors(g.errors, errors);
}

// cutechess's Chess960 games (python-chess fixtures): all read without an error.
void ReaderTest::chess960SharedFile()
{
    auto file = readPgnFile(
        (sharedPgnDir() + QStringLiteral("/cutechess-fischerrandom.pgn")).toStdString());
    if (!file) QSKIP("shared data (python-chess/pgn) not found");
    const auto games = readAll(file->text);
    QVERIFY(!games.empty());
    for (const GameRecord& g : games) {
        QVERIFY2(g.errors.empty(), qPrintable(g.errorList().join(u'\n')));
        QVERIFY(g.chess960);
        QVERIFY(!g.movesPerDepth.empty() && g.movesPerDepth[0] > 10);
    }
}

// A tags-only scan: endTags returns Skip. The same games, lines and tags as a full read, and
// no move, comment, NAG, variation, start position or result is ever reported. Errors it
// reports (bad tags, a missing result) are errors the full read reports too.
void ReaderTest::skipFromEndTags_data()
{
    QTest::addColumn<QString>("file");
    for (const char* f : {"errors.pgn", "errors-crlf.pgn", "nested.pgn", "tags.pgn", "escapes.pgn",
                          "chess960.pgn", "nul-bytes.pgn", "no-final-newline.pgn"})
        QTest::newRow(f) << QString::fromLatin1(f);
    QTest::newRow("python-chess files") << "shared";
    QTest::newRow("synthetic") << "synthetic";
}

void ReaderTest::skipFromEndTags()
{
    QFETCH(QString, file);
    std::string text;
    if (file == u"shared") {
        text = sharedConcatenation();
        if (text.empty()) QSKIP("shared data (python-chess/pgn) not found");
    } else if (file == u"synthetic") {
        text = syntheticText();
    } else {
        text = fixtureBytes(file);
    }

    Recorder full;
    for (Reader r(text); r.readGame(full);) {}
    Recorder scan;
    scan.onEndTags = Control::Skip;
    for (Reader r(text); r.readGame(scan);) {}

    QCOMPARE(scan.moveCalls, 0);
    QCOMPARE(scan.commentCalls, 0);
    QCOMPARE(scan.nagCalls, 0);
    QCOMPARE(scan.beginVariationCalls, 0);
    QCOMPARE(scan.endVariationCalls, 0);
    QCOMPARE(scan.resultCalls, 0);
    QCOMPARE(scan.startCalls, 0);
    QVERIFY(full.moveCalls > 0);
    QCOMPARE(scan.games.size(), full.games.size());
    for (std::size_t i = 0; i < full.games.size(); ++i) {
        QCOMPARE(scan.games[i].line, full.games[i].line);
        QCOMPARE(scan.games[i].tags, full.games[i].tags);
        for (const PgnError& e : scan.games[i].errors)
            QVERIFY2(std::any_of(full.games[i].errors.begin(), full.games[i].errors.end(),
                                 [&](const PgnError& f) { return sameError(e, f); }),
                     qPrintable(q(e.toString())));
    }
}

// Variations skipped from beginVariation: the main line is read in full, nothing inside a
// variation is reported, and each skipped variation is still closed by endVariation.
void ReaderTest::skipFromBeginVariation_data()
{
    QTest::addColumn<QString>("file");
    QTest::addColumn<QString>("expected"); // empty: only compare with the full read
    QTest::newRow("nested") << QStringLiteral(KIBITZ_TEST_DATA "/pgn/reader/nested.pgn")
                            << "e4 e5 (skipped) (skipped) Nf3 (skipped) Nc6 *";
    QTest::newRow("annotated") << QStringLiteral(KIBITZ_TEST_DATA "/pgn/annotated.pgn") << "";
    QTest::newRow("export") << QStringLiteral(KIBITZ_TEST_DATA "/pgn/export.pgn") << "";
}

void ReaderTest::skipFromBeginVariation()
{
    QFETCH(QString, file);
    QFETCH(QString, expected);
    auto pgn = readPgnFile(file.toStdString());
    QVERIFY(pgn);

    Recorder full;
    for (Reader r(pgn->text); r.readGame(full);) {}
    Recorder mainline;
    mainline.onVariation = Control::Skip;
    for (Reader r(pgn->text); r.readGame(mainline);) {}

    if (!expected.isEmpty()) QCOMPARE(mainline.games[0].movetext(), expected);
    QCOMPARE(mainline.beginVariationCalls, mainline.endVariationCalls);
    QVERIFY(mainline.beginVariationCalls > 0);
    QCOMPARE(mainline.games.size(), full.games.size());
    for (std::size_t i = 0; i < full.games.size(); ++i) {
        const GameRecord& f = full.games[i];
        const GameRecord& m = mainline.games[i];
        QVERIFY(m.movesPerDepth.size() <= 1); // nothing below the main line
        QCOMPARE(m.movesPerDepth.empty() ? 0 : m.movesPerDepth[0],
                 f.movesPerDepth.empty() ? 0 : f.movesPerDepth[0]);
        QCOMPARE(m.endFen, f.endFen);
    }
}

// A variation left open is closed by the next game's tags also when it is being skipped (by
// the visitor, or because an error ended its line): the next game is not swallowed.
void ReaderTest::unclosedSkippedVariation_data()
{
    QTest::addColumn<bool>("skip");
    QTest::addColumn<QString>("pgn");
    QTest::addColumn<QString>("expected");
    const QString skippedByVisitor =
        QStringLiteral("1. e4 (1. d4 d5\n\n[Event \"b\"]\n\n1. c4 *\n");
    const QString afterError = QStringLiteral("1. e4 Ke7 (1. d4 d5\n\n[Event \"b\"]\n\n1. c4 *\n");
    QTest::newRow("skipped by the visitor") << true << skippedByVisitor << "e4 (skipped) | c4 *";
    QTest::newRow("read") << false << skippedByVisitor << "e4 ( d4 d5 ) | c4 *";
    QTest::newRow("after an error") << false << afterError << "e4 | c4 *";
}

void ReaderTest::unclosedSkippedVariation()
{
    QFETCH(bool, skip);
    QFETCH(QString, pgn);
    QFETCH(QString, expected);
    const std::string text = pgn.toStdString();
    Recorder r;
    if (skip) r.onVariation = Control::Skip;
    for (Reader reader(text); reader.readGame(r);) {}
    QCOMPARE(summary(r.games), expected);
    QCOMPARE(r.games.size(), std::size_t(2));
    QCOMPARE(r.games[1].line, 3);
    QVERIFY(r.games[1].errors.empty());
    QVERIFY(!r.games[0].errors.empty());
    QCOMPARE(r.beginVariationCalls, r.endVariationCalls);
}

// wantsMoreMoves: a visitor that wants the first plies only (a book builder) stops the game's
// moves there; the result and the next game are still read.
void ReaderTest::wantsMoreMoves()
{
    Recorder r;
    r.maxPlies = 2;
    const std::string text = fixtureBytes(QStringLiteral("nested.pgn")) + "\n1. d4 d5 2. c4 1-0\n";
    for (Reader reader(text); reader.readGame(r);) {}
    QCOMPARE(summary(r.games), QStringLiteral("e4 e5 * | d4 d5 1-0"));
    QCOMPARE(r.beginVariationCalls, 0);
}

// A reader given the line number its text starts at reports errors and games from there.
void ReaderTest::firstLineOffset()
{
    const auto games = readAll("\n[Event \"a\"]\n\n1. e4 Ke7 *\n", {}, 100);
    QCOMPARE(games.size(), std::size_t(1));
    QCOMPARE(games[0].line, 101);
    compareErrors(games[0].errors, {QStringLiteral("103:7 Ke7")});
}

// splitGames: the chunks cover the text in order, each knows its first line, and reading
// them separately gives the same games (lines, tags, moves, results, errors with lines and
// columns) as reading the whole text.
void ReaderTest::splitGames_data()
{
    QTest::addColumn<QString>("source");
    QTest::addColumn<int>("parts");
    for (const int parts : {1, 2, 3, 5, 8, 64}) {
        QTest::addRow("python-chess files, %d parts", parts) << "shared" << parts;
        QTest::addRow("synthetic, %d parts", parts) << "synthetic" << parts;
    }
    QTest::addRow("errors fixture, 3 parts") << "errors.pgn" << 3;
    QTest::addRow("CRLF errors fixture, 3 parts") << "errors-crlf.pgn" << 3;
}

void ReaderTest::splitGames()
{
    QFETCH(QString, source);
    QFETCH(int, parts);
    std::string text;
    if (source == u"shared") {
        text = sharedConcatenation();
        if (text.empty()) QSKIP("shared data (python-chess/pgn) not found");
    } else if (source == u"synthetic") {
        text = syntheticText();
    } else {
        text = fixtureBytes(source);
    }

    const std::vector<Chunk> chunks = kibitz::pgn::splitGames(text, parts);
    QVERIFY(!chunks.empty());
    QVERIFY(chunks.size() <= std::size_t(parts));
    if (parts > 1 && text.size() > 10000) QVERIFY(chunks.size() > 1);
    std::size_t offset = 0;
    int line = 1;
    for (const Chunk& c : chunks) {
        QCOMPARE(static_cast<const void*>(c.text.data()),
                 static_cast<const void*>(text.data() + offset));
        QCOMPARE(c.firstLine, line);
        if (offset > 0) QCOMPARE(c.text.front(), '[');
        offset += c.text.size();
        line += int(std::count(c.text.begin(), c.text.end(), '\n'));
    }
    QCOMPARE(offset, text.size());

    const auto whole = readAll(text);
    std::vector<GameRecord> pieces;
    for (const Chunk& c : chunks) {
        auto some = readAll(c.text, {}, c.firstLine);
        pieces.insert(pieces.end(), some.begin(), some.end());
    }
    QCOMPARE(pieces.size(), whole.size());
    for (std::size_t i = 0; i < whole.size(); ++i) {
        QCOMPARE(pieces[i].line, whole[i].line);
        QCOMPARE(pieces[i].tags, whole[i].tags);
        QCOMPARE(pieces[i].movetext(), whole[i].movetext());
        QCOMPARE(pieces[i].endFen, whole[i].endFen);
        QCOMPARE(pieces[i].errorList(), whole[i].errorList());
    }
}

// A comment holding a blank line followed by '[' looks like a game boundary to splitGames.
void ReaderTest::splitInsideComment()
{
    std::string text = "[Event \"a\"]\n\n1. e4 e5 2. Nf3 Nc6 3. Bb5 a6 4. Ba4 Nf6 5. O-O Be7 "
                       "6. Re1 b5 7. Bb3 d6 8. c3 O-O\n{A diagram follows.\n\n[diagram]\n}\n"
                       "9. h3 *\n\n[Event \"b\"]\n\n1. d4 *\n";
    const auto chunks = kibitz::pgn::splitGames(text, 2);
    std::vector<GameRecord> pieces;
    for (const Chunk& c : chunks) {
        auto some = readAll(c.text, {}, c.firstLine);
        pieces.insert(pieces.end(), some.begin(), some.end());
    }
    const auto whole = readAll(text);
    QCOMPARE(whole.size(), std::size_t(2));
    QCOMPARE(summary(pieces), summary(whole));
}

QTEST_GUILESS_MAIN(ReaderTest)
#include "reader_test.moc"
