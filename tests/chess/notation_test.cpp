// SPDX-License-Identifier: GPL-3.0-or-later
// SAN, LAN and UCI: exact writing (PGN standard, section 8.2.3), tolerant reading, errors that
// name the token, and round trips over the perft suites and real PGN files.

#include "perft_suite.h"

#include "chess/fen.h"
#include "chess/movegen.h"
#include "chess/notation.h"
#include "chess/position.h"

#include <QDir>
#include <QFile>
#include <QHash>
#include <QRegularExpression>
#include <QSet>
#include <QTest>

using namespace kibitz::chess;

namespace {

const QString Start = QString::fromLatin1(StartFen.data(), StartFen.size());

// Parses fen into a new const Position called var, or fails the test function.
#define PARSE_OR_FAIL(var, fen)                                                                    \
    const auto var##Parsed = positionFromFen((fen).toStdString());                                 \
    QVERIFY2(var##Parsed.hasValue(), var##Parsed ? "" : var##Parsed.error().toString().c_str());   \
    const Position var = *var##Parsed

// ---------------------------------------------------------------------------------------
// A test-local PGN mainline reader (there is no PGN reader in core yet): tags, and the
// mainline's move tokens without move numbers, NAGs, results, comments and variations
// (PGN standard, sections 8.1 and 8.2).

struct PgnGame {
    QHash<QString, QString> tags;
    QStringList moves; // tokens as written, glyphs and check marks included
};

bool isResult(const QString& t)
{
    return t == u"1-0" || t == u"0-1" || t == u"1/2-1/2" || t == u"*";
}

QList<PgnGame> readMainlines(QByteArray data)
{
    if (data.startsWith("\xEF\xBB\xBF")) data.remove(0, 3);
    const QString text = QString::fromUtf8(data);
    static const QRegularExpression moveNumber(QStringLiteral("^[0-9]+\\.+"));

    QList<PgnGame> games;
    bool inMovetext = false; // the current game has had movetext
    int depth = 0;           // variation nesting
    QString token;

    auto startGame = [&] {
        games.append(PgnGame{});
        inMovetext = false;
        depth = 0;
    };
    auto flush = [&] {
        if (token.isEmpty()) return;
        QString t = token;
        token.clear();
        if (depth > 0) return;
        if (games.isEmpty()) startGame();
        inMovetext = true;
        if (isResult(t)) return;
        t.remove(moveNumber); // "12.", "12...", and glued "12.Nf3"
        if (t.isEmpty() || t.startsWith(u'$')) return;
        if (t == u"." || t == u"...") return;             // "12 ." or "12 ..."
        if (t.front().isDigit() && t.toInt() > 0) return; // "12" written without its dot
        games.last().moves.append(t);
    };

    const qsizetype n = text.size();
    for (qsizetype i = 0; i < n; ++i) {
        const QChar c = text[i];
        const bool lineStart = i == 0 || text[i - 1] == u'\n';
        if (lineStart && c == u'%') { // escape mechanism (section 6)
            while (i < n && text[i] != u'\n') ++i;
            continue;
        }
        if (c == u'{') {
            flush();
            while (i < n && text[i] != u'}') ++i;
        } else if (c == u';') {
            flush();
            while (i < n && text[i] != u'\n') ++i;
        } else if (c == u'(') {
            flush();
            ++depth;
        } else if (c == u')') {
            flush();
            if (depth > 0) --depth;
        } else if (c == u'[' && depth == 0) {
            flush();
            if (games.isEmpty() || inMovetext) startGame();
            const qsizetype close = text.indexOf(u']', i);
            const QString tag = text.mid(i + 1, (close < 0 ? n : close) - i - 1).trimmed();
            const qsizetype space = tag.indexOf(u' ');
            QString value = tag.mid(space + 1).trimmed();
            if (value.startsWith(u'"') && value.endsWith(u'"') && value.size() >= 2)
                value = value.mid(1, value.size() - 2)
                            .replace(QStringLiteral("\\\""), QStringLiteral("\""));
            games.last().tags.insert(tag.left(space), value);
            i = close < 0 ? n : close;
        } else if (c.isSpace()) {
            flush();
        } else {
            token += c;
        }
    }
    flush();
    return games;
}

bool isNullToken(const QString& t)
{
    return t == u"--" || t == u"Z0" || t == u"0000" || t == u"@@@@";
}

// SAN as the PGN standard writes it (section 8.2.3), with optional check mark: the tokens
// whose text toSan must reproduce. UCI and LAN tokens, "0-0", "e8Q" and the like are read
// but not compared as text.
bool isStandardSan(const QString& t)
{
    static const QRegularExpression san(QStringLiteral(
        "^(?:[NBRQK][a-h]?[1-8]?x?[a-h][1-8]|(?:[a-h]x)?[a-h][1-8](?:=[NBRQ])?|O-O(?:-O)?)[+#]?$"));
    return san.match(t).hasMatch();
}

QString stripGlyphs(QString s)
{
    while (s.endsWith(u'!') || s.endsWith(u'?')) s.chop(1);
    return s;
}

QString stripCheck(QString s)
{
    while (s.endsWith(u'+') || s.endsWith(u'#')) s.chop(1);
    return s;
}

} // namespace

class NotationTest : public QObject {
    Q_OBJECT

private slots:
    void sanWriting_data();
    void sanWriting();
    void tolerantParsing_data();
    void tolerantParsing();
    void parseErrors_data();
    void parseErrors();
    void uciWriting_data();
    void uciWriting();
    void uciParsing_data();
    void uciParsing();
    void suiteRoundTrip_data();
    void suiteRoundTrip();
    void pgnRoundTrip_data();
    void pgnRoundTrip();
    void pgnMovesWereChecked();

private:
    int m_pgnMovesChecked = 0;
};

// ---------------------------------------------------------------------------------------
// Writing SAN

void NotationTest::sanWriting_data()
{
    QTest::addColumn<QString>("fen");
    QTest::addColumn<QString>("uci");
    QTest::addColumn<QString>("san");
    QTest::addColumn<QString>("lan");

    const QString knights = "rnbqkb1r/ppp1pppp/5n2/3p4/3P4/5N2/PPP1PPPP/RNBQKB1R w KQkq - 2 3";
    QTest::newRow("by file b") << knights << "b1d2"
                               << "Nbd2"
                               << "Nb1-d2";
    QTest::newRow("by file f") << knights << "f3d2"
                               << "Nfd2"
                               << "Nf3-d2";
    QTest::newRow("no clash") << knights << "f3e5"
                              << "Ne5"
                              << "Nf3-e5";
    const QString rooks = "4k3/8/8/R7/8/8/8/R3K3 w - - 0 1";
    QTest::newRow("by rank 1") << rooks << "a1a3"
                               << "R1a3"
                               << "Ra1-a3";
    QTest::newRow("by rank 5") << rooks << "a5a3"
                               << "R5a3"
                               << "Ra5-a3";
    QTest::newRow("rook alone") << rooks << "a5h5"
                                << "Rh5"
                                << "Ra5-h5";
    const QString sameFile = "4k3/8/8/6N1/8/8/8/4K1N1 w - - 0 1";
    QTest::newRow("knights by rank 1") << sameFile << "g1f3"
                                       << "N1f3"
                                       << "Ng1-f3";
    QTest::newRow("knights by rank 5") << sameFile << "g5f3"
                                       << "N5f3"
                                       << "Ng5-f3";
    QTest::newRow("knight alone") << sameFile << "g1e2"
                                  << "Ne2"
                                  << "Ng1-e2";
    const QString queens = "8/8/8/7k/8/Q7/8/Q1Q4K w - - 0 1";
    QTest::newRow("three queens a1") << queens << "a1b2"
                                     << "Qa1b2"
                                     << "Qa1-b2";
    QTest::newRow("three queens a3") << queens << "a3b2"
                                     << "Q3b2"
                                     << "Qa3-b2";
    QTest::newRow("three queens c1") << queens << "c1b2"
                                     << "Qcb2"
                                     << "Qc1-b2";
    // Only legal moves count for disambiguation: the c3 knight is pinned.
    QTest::newRow("pinned twin") << "4k3/8/8/8/1b6/2N5/8/4K1N1 w - - 0 1"
                                 << "g1e2"
                                 << "Ne2"
                                 << "Ng1-e2";
    QTest::newRow("check") << "rnbqkbnr/pppp1ppp/8/4p3/2B1P3/8/PPPP1PPP/RNBQK1NR w KQkq - 1 2"
                           << "c4f7"
                           << "Bxf7+"
                           << "Bc4xf7+";
    QTest::newRow("mate") << "r1bqkb1r/pppp1ppp/2n2n2/4p2Q/2B1P3/8/PPPP1PPP/RNB1K1NR w KQkq - 4 4"
                          << "h5f7"
                          << "Qxf7#"
                          << "Qh5xf7#";
    QTest::newRow("discovered check") << "4k3/8/8/8/8/8/4N3/4R1K1 w - - 0 1"
                                      << "e2c3"
                                      << "Nc3+"
                                      << "Ne2-c3+";
    const QString castling = "r3k2r/8/8/8/8/8/8/R3K2R w KQkq - 0 1";
    QTest::newRow("O-O") << castling << "e1g1"
                         << "O-O"
                         << "O-O";
    QTest::newRow("O-O-O") << castling << "e1c1"
                           << "O-O-O"
                           << "O-O-O";
    QTest::newRow("black O-O-O") << "r3k2r/8/8/8/8/8/8/R3K2R b KQkq - 0 1"
                                 << "e8c8"
                                 << "O-O-O"
                                 << "O-O-O";
    QTest::newRow("O-O-O+") << "3k4/8/8/8/8/8/8/R3K3 w Q - 0 1"
                            << "e1c1"
                            << "O-O-O+"
                            << "O-O-O+";
    const QString c960 = "1r2k1rr/5pp1/8/8/8/8/5PP1/1R2K1RR w GBgb - 0 1";
    QTest::newRow("960 O-O") << c960 << "e1g1"
                             << "O-O"
                             << "O-O";
    QTest::newRow("960 O-O-O") << c960 << "e1b1"
                               << "O-O-O"
                               << "O-O-O";
    const QString promotion = "7k/P7/8/8/8/8/8/K7 w - - 0 1";
    QTest::newRow("=Q+") << promotion << "a7a8q"
                         << "a8=Q+"
                         << "a7-a8=Q+";
    QTest::newRow("=R+") << promotion << "a7a8r"
                         << "a8=R+"
                         << "a7-a8=R+";
    QTest::newRow("=N") << promotion << "a7a8n"
                        << "a8=N"
                        << "a7-a8=N";
    const QString capturePromotion = "1r5k/P5pp/8/8/8/8/8/K7 w - - 0 1";
    QTest::newRow("x=Q#") << capturePromotion << "a7b8q"
                          << "axb8=Q#"
                          << "a7xb8=Q#";
    QTest::newRow("x=B") << capturePromotion << "a7b8b"
                         << "axb8=B"
                         << "a7xb8=B";
    QTest::newRow("en passant") << "rnbqkbnr/ppp1pppp/8/3pP3/8/8/PPPP1PPP/RNBQKBNR w KQkq d6 0 3"
                                << "e5d6"
                                << "exd6"
                                << "e5xd6";
    QTest::newRow("pawn capture") << "rnbqkbnr/ppp1pppp/8/3p4/4P3/8/PPPP1PPP/RNBQKBNR w KQkq - 0 2"
                                  << "e4d5"
                                  << "exd5"
                                  << "e4xd5";
    QTest::newRow("pawn push") << Start << "e2e4"
                               << "e4"
                               << "e2-e4";
    QTest::newRow("king") << "4k3/8/8/8/8/8/8/4K3 w - - 0 1"
                          << "e1d2"
                          << "Kd2"
                          << "Ke1-d2";
}

void NotationTest::sanWriting()
{
    QFETCH(QString, fen);
    QFETCH(QString, uci);
    QFETCH(QString, san);
    QFETCH(QString, lan);
    PARSE_OR_FAIL(pos, fen);
    const auto m = parseUci(pos, uci.toStdString());
    QVERIFY2(m.hasValue(), m ? "" : m.error().message.c_str());
    QCOMPARE(QString::fromStdString(toSan(pos, *m)), san);
    QCOMPARE(QString::fromStdString(toLan(pos, *m)), lan);
    const auto back = parseSan(pos, san.toStdString());
    QVERIFY2(back.hasValue(), back ? "" : back.error().message.c_str());
    QVERIFY(*back == *m);
}

// ---------------------------------------------------------------------------------------
// Reading

void NotationTest::tolerantParsing_data()
{
    QTest::addColumn<QString>("fen");
    QTest::addColumn<QString>("token");
    QTest::addColumn<QString>("uci"); // the expected move, read with parseUci

    QTest::newRow("pawn") << Start << "e4"
                          << "e2e4";
    QTest::newRow("piece") << Start << "Nf3"
                           << "g1f3";
    QTest::newRow("annotated") << Start << "Nf3+!?"
                               << "g1f3";
    QTest::newRow("glyphs") << Start << "e4!!"
                            << "e2e4";
    QTest::newRow("spaces") << Start << "  Nf3\t"
                            << "g1f3";
    QTest::newRow("lan") << Start << "Ng1-f3"
                         << "g1f3";
    QTest::newRow("lan without dash") << Start << "Ng1f3"
                                      << "g1f3";
    QTest::newRow("pawn lan") << Start << "e2-e4"
                              << "e2e4";
    QTest::newRow("uci pawn") << Start << "e2e4"
                              << "e2e4";
    QTest::newRow("pawn letter") << Start << "Pe4"
                                 << "e2e4";
    QTest::newRow("needless file") << Start << "Ngf3"
                                   << "g1f3";

    const QString castling = "r3k2r/8/8/8/8/8/8/R3K2R w KQkq - 0 1";
    QTest::newRow("O-O") << castling << "O-O"
                         << "e1g1";
    QTest::newRow("0-0") << castling << "0-0"
                         << "e1g1";
    QTest::newRow("o-o") << castling << "o-o"
                         << "e1g1";
    QTest::newRow("O-O-O") << castling << "O-O-O"
                           << "e1c1";
    QTest::newRow("0-0-0") << castling << "0-0-0"
                           << "e1c1";
    QTest::newRow("O-O+") << castling << "O-O+"
                          << "e1g1";
    QTest::newRow("king two squares") << castling << "Kg1"
                                      << "e1g1";
    QTest::newRow("king takes rook") << castling << "Kh1"
                                     << "e1g1";
    QTest::newRow("king lan") << castling << "Ke1-c1"
                              << "e1c1";
    QTest::newRow("960 O-O") << "1r2k1rr/5pp1/8/8/8/8/5PP1/1R2K1RR w GBgb - 0 1"
                             << "O-O"
                             << "e1g1";
    QTest::newRow("960 O-O-O") << "1r2k1rr/5pp1/8/8/8/8/5PP1/1R2K1RR w GBgb - 0 1"
                               << "O-O-O"
                               << "e1b1";

    const QString promotion = "k7/4P3/8/8/8/8/8/4K3 w - - 0 1";
    QTest::newRow("e8Q") << promotion << "e8Q"
                         << "e7e8q";
    QTest::newRow("e8=Q") << promotion << "e8=Q"
                          << "e7e8q";
    QTest::newRow("e8(Q)") << promotion << "e8(Q)"
                           << "e7e8q";
    QTest::newRow("e8/Q") << promotion << "e8/Q"
                          << "e7e8q";
    QTest::newRow("e8=Q+") << promotion << "e8=Q+"
                           << "e7e8q";
    QTest::newRow("e8N") << promotion << "e8N"
                         << "e7e8n";
    QTest::newRow("e8=n") << promotion << "e8=n"
                          << "e7e8n";
    QTest::newRow("e7e8q") << promotion << "e7e8q"
                           << "e7e8q";
    QTest::newRow("e7-e8=R") << promotion << "e7-e8=R"
                             << "e7e8r";

    const QString black = "rnbqkb1r/ppp1pppp/5n2/3p4/3P4/5N2/PPPNPPPP/R1BQKB1R b KQkq - 3 3";
    QTest::newRow("Nbd7") << black << "Nbd7"
                          << "b8d7";
    QTest::newRow("Nfd7") << black << "Nfd7"
                          << "f6d7";
    QTest::newRow("N8d7") << black << "N8d7"
                          << "b8d7";
    QTest::newRow("Nb8d7") << black << "Nb8d7"
                           << "b8d7";
    QTest::newRow("N6d7") << black << "N6d7"
                          << "f6d7";
    const QString sameFile = "4k3/8/8/6N1/8/8/8/4K1N1 w - - 0 1";
    QTest::newRow("N1f3") << sameFile << "N1f3"
                          << "g1f3";
    QTest::newRow("N5f3") << sameFile << "N5f3"
                          << "g5f3";

    const QString ep = "rnbqkbnr/ppp1pppp/8/3pP3/8/8/PPPP1PPP/RNBQKBNR w KQkq d6 0 3";
    QTest::newRow("exd6") << ep << "exd6"
                          << "e5d6";
    QTest::newRow("exd6 e.p.") << ep << "exd6 e.p."
                               << "e5d6";
    QTest::newRow("exd6e.p.") << ep << "exd6e.p."
                              << "e5d6";
    QTest::newRow("exd6ep") << ep << "exd6ep"
                            << "e5d6";
    QTest::newRow("e5xd6") << ep << "e5xd6"
                           << "e5d6";
    QTest::newRow("ed6") << ep << "ed6"
                         << "e5d6";

    const QString check = "rnbqkbnr/pppp1ppp/8/4p3/2B1P3/8/PPPP1PPP/RNBQK1NR w KQkq - 1 2";
    QTest::newRow("capture without x") << check << "Bf7"
                                       << "c4f7";
    QTest::newRow("colon capture") << check << "B:f7"
                                   << "c4f7";
    QTest::newRow("missing check") << check << "Bxf7"
                                   << "c4f7";

    QTest::newRow("null --") << Start << "--"
                             << "0000";
    QTest::newRow("null Z0") << Start << "Z0"
                             << "0000";
    QTest::newRow("null 0000") << Start << "0000"
                               << "0000";
    QTest::newRow("null @@@@") << Start << "@@@@"
                               << "0000";
}

void NotationTest::tolerantParsing()
{
    QFETCH(QString, fen);
    QFETCH(QString, token);
    QFETCH(QString, uci);
    PARSE_OR_FAIL(pos, fen);
    const auto expected = parseUci(pos, uci.toStdString());
    QVERIFY2(expected.hasValue(), "bad expected move in the table");

    const auto san = parseSan(pos, token.toStdString());
    QVERIFY2(san.hasValue(), san ? "" : san.error().message.c_str());
    QCOMPARE(toUci(*san, true), toUci(*expected, true));
    // parseMove accepts everything parseSan does.
    const auto any = parseMove(pos, token.toStdString());
    QVERIFY2(any.hasValue(), any ? "" : any.error().message.c_str());
    QCOMPARE(toUci(*any, true), toUci(*expected, true));
}

void NotationTest::parseErrors_data()
{
    QTest::addColumn<QString>("fen");
    QTest::addColumn<QString>("token");
    QTest::addColumn<QString>("reader"); // san, uci or any
    QTest::addColumn<QString>("message");

    QTest::newRow("illegal king move") << Start << "Ke2"
                                       << "san"
                                       << "illegal move Ke2";
    QTest::newRow("illegal pawn move") << Start << "e5"
                                       << "san"
                                       << "illegal move e5";
    QTest::newRow("illegal queen move") << Start << "Qh5"
                                        << "san"
                                        << "illegal move Qh5";
    QTest::newRow("no castling") << Start << "O-O"
                                 << "san"
                                 << "illegal move O-O";
    QTest::newRow("promotion off the last rank") << Start << "e4=Q"
                                                 << "san"
                                                 << "illegal move";
    QTest::newRow("ambiguous Nd2")
        << "rnbqkb1r/ppp1pppp/5n2/3p4/3P4/5N2/PPP1PPPP/RNBQKB1R w KQkq - 2 3"
        << "Nd2"
        << "san"
        << "ambiguous move Nd2";
    QTest::newRow("ambiguous Nd7")
        << "rnbqkb1r/ppp1pppp/5n2/3p4/3P4/5N2/PPPNPPPP/R1BQKB1R b KQkq - 3 3"
        << "Nd7"
        << "san"
        << "ambiguous move Nd7";
    QTest::newRow("ambiguous by file") << "4k3/8/8/6N1/8/8/8/4K1N1 w - - 0 1"
                                       << "Ngf3"
                                       << "san"
                                       << "ambiguous move Ngf3";
    QTest::newRow("ambiguous annotated")
        << "rnbqkb1r/ppp1pppp/5n2/3p4/3P4/5N2/PPP1PPPP/RNBQKB1R w KQkq - 2 3"
        << "Nd2!?"
        << "san"
        << "ambiguous move Nd2";
    QTest::newRow("promotion piece missing") << "k7/4P3/8/8/8/8/8/4K3 w - - 0 1"
                                             << "e8"
                                             << "san"
                                             << "promotion piece missing";
    QTest::newRow("promotion to king") << "k7/4P3/8/8/8/8/8/4K3 w - - 0 1"
                                       << "e8=K"
                                       << "san"
                                       << "not a move";
    QTest::newRow("gibberish") << Start << "xyz"
                               << "san"
                               << "not a move";
    QTest::newRow("empty") << Start << ""
                           << "san"
                           << "empty move";
    QTest::newRow("null move in check") << "4k3/8/8/8/8/8/8/r3K3 w - - 0 1"
                                        << "--"
                                        << "san"
                                        << "null move while in check";
    QTest::newRow("uci illegal") << Start << "e2e5"
                                 << "uci"
                                 << "illegal move e2e5";
    QTest::newRow("uci bad promotion") << "k7/4P3/8/8/8/8/8/4K3 w - - 0 1"
                                       << "e7e8k"
                                       << "uci"
                                       << "bad promotion piece";
    QTest::newRow("uci missing promotion") << "k7/4P3/8/8/8/8/8/4K3 w - - 0 1"
                                           << "e7e8"
                                           << "uci"
                                           << "illegal move e7e8";
    QTest::newRow("uci garbage") << Start << "e2"
                                 << "uci"
                                 << "not a UCI move";
    QTest::newRow("any illegal") << Start << "Ke2"
                                 << "any"
                                 << "illegal move Ke2";
    QTest::newRow("any illegal uci") << Start << "e1e2"
                                     << "any"
                                     << "illegal move e1e2";
}

void NotationTest::parseErrors()
{
    QFETCH(QString, fen);
    QFETCH(QString, token);
    QFETCH(QString, reader);
    QFETCH(QString, message);
    PARSE_OR_FAIL(pos, fen);
    const std::string text = token.toStdString();
    const auto m = reader == u"san"   ? parseSan(pos, text)
                   : reader == u"uci" ? parseUci(pos, text)
                                      : parseMove(pos, text);
    QVERIFY2(!m.hasValue(), m ? ("accepted as " + toUci(*m, true)).c_str() : "");
    QCOMPARE(QString::fromStdString(m.error().token), token.trimmed());
    QVERIFY2(QString::fromStdString(m.error().message).contains(message),
             m.error().message.c_str());
}

// ---------------------------------------------------------------------------------------
// UCI

void NotationTest::uciWriting_data()
{
    QTest::addColumn<QString>("fen");
    QTest::addColumn<bool>("chess960"); // mode set on the position before writing
    QTest::addColumn<QString>("san");
    QTest::addColumn<QString>("uci");         // toUci(pos, m)
    QTest::addColumn<QString>("uciStandard"); // toUci(m, false)

    const QString castling = "r3k2r/8/8/8/8/8/8/R3K2R w KQkq - 0 1";
    QTest::newRow("O-O standard") << castling << false << "O-O"
                                  << "e1g1"
                                  << "e1g1";
    QTest::newRow("O-O-O standard") << castling << false << "O-O-O"
                                    << "e1c1"
                                    << "e1c1";
    QTest::newRow("O-O chess960 mode") << castling << true << "O-O"
                                       << "e1h1"
                                       << "e1g1";
    QTest::newRow("O-O-O chess960 mode") << castling << true << "O-O-O"
                                         << "e1a1"
                                         << "e1c1";
    QTest::newRow("black O-O chess960 mode")
        << "r3k2r/8/8/8/8/8/8/R3K2R b KQkq - 0 1" << true << "O-O"
        << "e8h8"
        << "e8g8";
    const QString c960 = "1r2k1rr/5pp1/8/8/8/8/5PP1/1R2K1RR w GBgb - 0 1";
    QTest::newRow("960 O-O") << c960 << true << "O-O"
                             << "e1g1"
                             << "e1g1";
    QTest::newRow("960 O-O-O") << c960 << true << "O-O-O"
                               << "e1b1"
                               << "e1c1";
    QTest::newRow("promotion") << "7k/P7/8/8/8/8/8/K7 w - - 0 1" << false << "a8=N"
                               << "a7a8n"
                               << "a7a8n";
    QTest::newRow("normal") << Start << false << "Nf3"
                            << "g1f3"
                            << "g1f3";
    QTest::newRow("null") << Start << false << "--"
                          << "0000"
                          << "0000";
}

void NotationTest::uciWriting()
{
    QFETCH(QString, fen);
    QFETCH(bool, chess960);
    QFETCH(QString, san);
    QFETCH(QString, uci);
    QFETCH(QString, uciStandard);
    PARSE_OR_FAIL(parsed, fen);
    Position pos = parsed;
    if (chess960) pos.setChess960(true);
    QCOMPARE(pos.isChess960(), chess960);
    const auto m = parseSan(pos, san.toStdString());
    QVERIFY2(m.hasValue(), m ? "" : m.error().message.c_str());
    QCOMPARE(QString::fromStdString(toUci(pos, *m)), uci);
    QCOMPARE(QString::fromStdString(toUci(*m, false)), uciStandard);
    const auto back = parseUci(pos, uci.toStdString());
    QVERIFY2(back.hasValue(), back ? "" : back.error().message.c_str());
    QVERIFY(*back == *m);
}

void NotationTest::uciParsing_data()
{
    QTest::addColumn<QString>("fen");
    QTest::addColumn<QString>("uci");
    QTest::addColumn<QString>("san"); // the move it must be

    const QString castling = "r3k2r/8/8/8/8/8/8/R3K2R w KQkq - 0 1";
    QTest::newRow("e1g1") << castling << "e1g1"
                          << "O-O";
    QTest::newRow("e1h1") << castling << "e1h1"
                          << "O-O";
    QTest::newRow("e1c1") << castling << "e1c1"
                          << "O-O-O";
    QTest::newRow("e1a1") << castling << "e1a1"
                          << "O-O-O";
    QTest::newRow("e1f1") << castling << "e1f1"
                          << "Kf1";
    QTest::newRow("piece") << Start << "g1f3"
                           << "Nf3";
    QTest::newRow("promotion") << "k7/4P3/8/8/8/8/8/4K3 w - - 0 1"
                               << "e7e8q"
                               << "e8=Q+";
    QTest::newRow("upper-case promotion") << "k7/4P3/8/8/8/8/8/4K3 w - - 0 1"
                                          << "e7e8N"
                                          << "e8=N";
    // Chess960: a king one step from its castling target. The step is a king move; castling
    // is written king-takes-rook.
    const QString kingF = "1r3k1r/8/8/8/8/8/8/1R3K1R w HBhb - 0 1";
    QTest::newRow("960 king step f1g1") << kingF << "f1g1"
                                        << "Kg1";
    QTest::newRow("960 castling f1h1") << kingF << "f1h1"
                                       << "O-O";
    const QString kingB = "rk4r1/8/8/8/8/8/8/RK4R1 w AGag - 0 1";
    QTest::newRow("960 king step b1c1") << kingB << "b1c1"
                                        << "Kc1";
    QTest::newRow("960 castling b1a1") << kingB << "b1a1"
                                       << "O-O-O";
    QTest::newRow("uci via parseMove") << Start << "b1c3"
                                       << "Nc3";
}

void NotationTest::uciParsing()
{
    QFETCH(QString, fen);
    QFETCH(QString, uci);
    QFETCH(QString, san);
    PARSE_OR_FAIL(pos, fen);
    const auto expected = parseSan(pos, san.toStdString());
    QVERIFY2(expected.hasValue(), "bad expected move in the table");
    const auto m = parseUci(pos, uci.toStdString());
    QVERIFY2(m.hasValue(), m ? "" : m.error().message.c_str());
    QCOMPARE(QString::fromStdString(toSan(pos, *m)), QString::fromStdString(toSan(pos, *expected)));
    const auto any = parseMove(pos, uci.toStdString());
    QVERIFY2(any.hasValue(), any ? "" : any.error().message.c_str());
    QCOMPARE(QString::fromStdString(toSan(pos, *any)),
             QString::fromStdString(toSan(pos, *expected)));
}

// ---------------------------------------------------------------------------------------
// Round trips

// Every legal move of every suite position, and of every position one ply later: SAN, UCI
// and LAN are written and read back to the same move, and no two moves share a SAN.
void NotationTest::suiteRoundTrip_data()
{
    if (const QString skip = kibitz::test::addSuiteFenRows(); !skip.isEmpty())
        QSKIP(qPrintable(skip));
}

void NotationTest::suiteRoundTrip()
{
    QFETCH(QString, fen);
    const auto root = kibitz::test::suitePosition(fen);
    QVERIFY2(root.hasValue(), root ? "" : root.error().c_str());
    std::vector<Position> positions{*root};
    for (Move m : legalMoves(*root)) positions.push_back(root->after(m));

    for (const Position& pos : positions) {
        QSet<QString> sans;
        const MoveList moves = legalMoves(pos);
        for (Move m : moves) {
            const std::string san = toSan(pos, m), uci = toUci(pos, m), lan = toLan(pos, m);
            const QByteArray where = QByteArray(toFen(pos, FenFlavor::Shredder).c_str()) + " "
                                     + uci.c_str() + " " + san.c_str() + " " + lan.c_str();
            const auto bySan = parseSan(pos, san);
            QVERIFY2(bySan.hasValue() && *bySan == m, where.constData());
            const auto byUci = parseUci(pos, uci);
            QVERIFY2(byUci.hasValue() && *byUci == m, where.constData());
            const auto byLan = parseSan(pos, lan);
            QVERIFY2(byLan.hasValue() && *byLan == m, where.constData());
            const auto anySan = parseMove(pos, san);
            QVERIFY2(anySan.hasValue() && *anySan == m, where.constData());
            const auto anyUci = parseMove(pos, uci);
            QVERIFY2(anyUci.hasValue() && *anyUci == m, where.constData());
            QVERIFY2(!sans.contains(QString::fromStdString(san)), where.constData());
            sans.insert(QString::fromStdString(san));
            // The suffix agrees with the position after the move.
            const Position next = pos.after(m);
            const bool mate = next.isCheck() && !hasLegalMove(next);
            QCOMPARE(san.ends_with('#'), mate);
            QCOMPARE(san.ends_with('+'), next.isCheck() && !mate);
        }
    }
}

// Every game of the python-chess PGN fixtures (and of our own mainlines.pgn): each mainline
// token is read, written back as SAN, and that SAN read again to the same move; where the
// file's token carries no glyphs, the written SAN must equal it up to check marks.
void NotationTest::pgnRoundTrip_data()
{
    QTest::addColumn<QString>("path");
    QTest::addColumn<int>("games");   // games in the file, -1 = not known to this test
    QTest::addColumn<int>("checked"); // games of standard chess or Chess960 among them

    QTest::newRow("mainlines.pgn")
        << QStringLiteral(KIBITZ_TEST_DATA "/chess/mainlines.pgn") << 5 << 4;

    const QString dir = kibitz::test::sharedDataPath(QStringLiteral("python-chess/pgn"));
    if (!QFileInfo::exists(dir)) {
        qWarning("%s", qPrintable(kibitz::test::missingSharedDataMessage(
                           QStringLiteral("python-chess/pgn"))));
        return;
    }
    // What the fixtures hold, counted by hand: antichess and crazyhouse games are skipped.
    const QHash<QString, QPair<int, int>> known = {
        {"anastasian-lewis.pgn", {1, 1}},
        {"antichess-programfox.pgn", {2, 0}},
        {"chessbase-empty-line.pgn", {1, 1}},
        {"cutechess-fischerrandom.pgn", {4, 4}},
        {"kasparov-deep-blue-1997.pgn", {6, 6}},
        {"knightvuillaume-jannlee-zh-lichess.pgn", {1, 0}},
        {"molinari-bordais-1979.pgn", {1, 1}},
        {"nepomniachtchi-liren-game1.pgn", {1, 1}},
        {"saturs-jannlee-zh-lichess.pgn", {1, 0}},
        {"stockfish-learning.pgn", {1, 1}},
        {"uci-moves.pgn", {1, 1}},
        {"utf8-bom.pgn", {2, 2}},
    };
    const QStringList files =
        QDir(dir).entryList({QStringLiteral("*.pgn")}, QDir::Files, QDir::Name);
    for (const QString& f : files) {
        const auto counts = known.value(f, {-1, -1});
        QTest::newRow(qPrintable(f)) << QDir(dir).filePath(f) << counts.first << counts.second;
    }
}

void NotationTest::pgnRoundTrip()
{
    QFETCH(QString, path);
    QFETCH(int, games);
    QFETCH(int, checked);

    QFile file(path);
    QVERIFY2(file.open(QIODevice::ReadOnly), qPrintable(path));
    const QList<PgnGame> pgn = readMainlines(file.readAll());
    if (games >= 0) QCOMPARE(int(pgn.size()), games);

    static const QSet<QString> playable = {
        "",          "standard",     "chess",          "chess960",
        "chess 960", "fischerandom", "fischer random", "from position"};
    int gamesChecked = 0, moves = 0, textCompared = 0, nonSan = 0, nulls = 0, suffixDiffers = 0;
    for (int g = 0; g < pgn.size(); ++g) {
        const PgnGame& game = pgn[g];
        const QString variant = game.tags.value(QStringLiteral("Variant")).toLower();
        if (!playable.contains(variant)) continue;
        ++gamesChecked;

        Position pos;
        if (game.tags.contains(QStringLiteral("FEN"))) {
            const auto start =
                positionFromFen(game.tags.value(QStringLiteral("FEN")).toStdString());
            QVERIFY2(start.hasValue(), start ? "" : start.error().toString().c_str());
            pos = *start;
        }
        if (variant.contains(u"960") || variant.contains(u"fischer")) pos.setChess960(true);
        if (game.tags.contains(QStringLiteral("PlyCount")))
            QCOMPARE(int(game.moves.size()), game.tags.value(QStringLiteral("PlyCount")).toInt());

        for (int ply = 0; ply < game.moves.size(); ++ply) {
            const QString& token = game.moves[ply];
            const QByteArray where = QStringLiteral("game %1, ply %2, token '%3', position %4")
                                         .arg(g + 1)
                                         .arg(ply + 1)
                                         .arg(token, QString::fromStdString(toFen(pos)))
                                         .toUtf8();
            auto m = parseSan(pos, token.toStdString());
            const bool isSan = m.hasValue();
            // Some files carry UCI moves (uci-moves.pgn): parseMove reads those.
            if (!m) m = parseMove(pos, token.toStdString());
            QVERIFY2(m.hasValue(), m ? where.constData()
                                     : (where + ": " + m.error().message.c_str()).constData());

            const std::string san = toSan(pos, *m);
            const auto again = parseSan(pos, san);
            QVERIFY2(again.hasValue() && *again == *m, (where + " -> " + san.c_str()).constData());

            // Glyphs ("!?", "??") are annotation, not part of the move (section 8.2.3.8).
            const QString bare = stripGlyphs(token);
            if (isNullToken(token)) {
                ++nulls;
            } else if (isSan && isStandardSan(bare)) {
                QCOMPARE(stripCheck(QString::fromStdString(san)), stripCheck(bare));
                ++textCompared;
                if ((bare.endsWith(u'+') || bare.endsWith(u'#'))
                    && QString::fromStdString(san) != bare)
                    ++suffixDiffers;
            } else {
                ++nonSan;
            }
            pos.play(*m);
            QVERIFY2(pos.isConsistent(), where.constData());
            ++moves;
        }
    }
    if (checked >= 0) QCOMPARE(gamesChecked, checked);
    QCOMPARE(suffixDiffers, 0);
    m_pgnMovesChecked += moves;
    qInfo("%s: %d games, %d checked, %d moves (%d compared as text, %d not SAN, %d null moves)",
          qPrintable(QFileInfo(path).fileName()), int(pgn.size()), gamesChecked, moves,
          textCompared, nonSan, nulls);
}

void NotationTest::pgnMovesWereChecked()
{
    qInfo("PGN round trip: %d moves checked in all", m_pgnMovesChecked);
    QVERIFY2(m_pgnMovesChecked > 0, "no PGN move was checked");
}

QTEST_APPLESS_MAIN(NotationTest)
#include "notation_test.moc"
