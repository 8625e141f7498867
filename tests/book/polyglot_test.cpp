// SPDX-License-Identifier: GPL-3.0-or-later
// Polyglot books: reading (python-chess's performance.bin as a reference book), move
// encoding, weighted choice, and building a book from PGN read back by Polyglot rules.

#include "book/builder.h"
#include "book/polyglot.h"
#include "chess/fen.h"
#include "chess/movegen.h"
#include "chess/notation.h"
#include "pgn/input.h"

#include <QDir>
#include <QFile>
#include <QTemporaryDir>
#include <QTest>

#include <map>

using namespace kibitz;
using namespace kibitz::chess;

namespace {

const QString SharedBooks = QStringLiteral(KIBITZ_SHARED_DATA "/python-chess/polyglot");
const QString Fixtures = QStringLiteral(KIBITZ_TEST_DATA "/book");

std::vector<std::string> ucis(const Position& pos, const std::vector<book::BookMove>& moves)
{
    std::vector<std::string> out;
    for (const auto& m : moves) out.push_back(toUci(pos, m.move));
    return out;
}

Position play(const std::string& moves, const Position& start = Position())
{
    Position pos = start;
    std::size_t i = 0;
    while (i < moves.size()) {
        std::size_t j = moves.find(' ', i);
        if (j == std::string::npos) j = moves.size();
        const auto m = parseMove(pos, moves.substr(i, j - i));
        if (!m) qFatal("bad move in test: %s", moves.substr(i, j - i).c_str());
        pos.play(*m);
        i = j + 1;
    }
    return pos;
}

} // namespace

class PolyglotTest : public QObject {
    Q_OBJECT

private slots:
    void referenceBook_data();
    void referenceBook();
    void moveEncodingRoundTrip_data();
    void moveEncodingRoundTrip();
    void castlingIsKingTakesRook();
    void badFiles();
    void weightedChoice();
    void buildFromPgn();
    void buildOptions();
    void buildRoundTripThroughFile();
    void moveStatsInLearn();
};

void PolyglotTest::referenceBook_data()
{
    QTest::addColumn<QString>("moves");
    QTest::addColumn<QStringList>("expected"); // first book moves, heaviest first
    QTest::newRow("start position") << QString() << QStringList{"e2e4", "d2d4", "c2c4"};
    QTest::newRow("after 1. e4") << QStringLiteral("e4") << QStringList{"e7e5", "c7c5"};
}

void PolyglotTest::referenceBook()
{
    const QString path = SharedBooks + QStringLiteral("/performance.bin");
    if (!QFile::exists(path)) QSKIP(qPrintable(QStringLiteral("shared data missing: ") + path));
    QFETCH(QString, moves);
    QFETCH(QStringList, expected);
    const auto book = book::PolyglotBook::open(path.toStdString());
    QVERIFY2(book.hasValue(), book ? "" : book.error().toString().c_str());
    QVERIFY(book->size() > 1000);
    QVERIFY(!book->unsorted());
    const Position pos = play(moves.toStdString());
    const auto probed = book->probe(pos);
    const auto got = ucis(pos, probed);
    QVERIFY(got.size() >= std::size_t(expected.size()));
    for (int i = 0; i < expected.size(); ++i)
        QCOMPARE(QString::fromStdString(got[std::size_t(i)]), expected[i]);
    double total = 0;
    for (const auto& m : probed) total += m.share;
    QVERIFY(qAbs(total - 1.0) < 1e-9);
}

void PolyglotTest::moveEncodingRoundTrip_data()
{
    QTest::addColumn<QString>("fen");
    QTest::newRow("start") << QString::fromLatin1(StartFen.data(), int(StartFen.size()));
    QTest::newRow("promotions") << QStringLiteral("1n2k3/P1P5/8/8/8/8/5p1p/4K1N1 w - - 0 1");
    QTest::newRow("castling both sides") << QStringLiteral("r3k2r/8/8/8/8/8/8/R3K2R w KQkq - 0 1");
    QTest::newRow("en passant") << QStringLiteral("4k3/8/8/3pP3/8/8/8/4K3 w - d6 0 1");
}

void PolyglotTest::moveEncodingRoundTrip()
{
    QFETCH(QString, fen);
    const auto pos = positionFromFen(fen.toStdString());
    QVERIFY(pos.hasValue());
    for (Move m : legalMoves(*pos)) {
        const std::uint16_t raw = book::encodeMove(m);
        QCOMPARE(book::decodeMove(*pos, raw), m);
    }
}

void PolyglotTest::castlingIsKingTakesRook()
{
    const auto pos = positionFromFen("r3k2r/8/8/8/8/8/8/R3K2R w KQkq - 0 1");
    QVERIFY(pos.hasValue());
    const Move shortCastle(Square::E1, Square::H1, MoveKind::Castling);
    // Polyglot writes O-O as e1h1: from file 4 row 0, to file 7 row 0.
    QCOMPARE(int(book::encodeMove(shortCastle)), 7 | (4 << 6));
    // A book that stores the king's step e1g1 is understood as castling too.
    QCOMPARE(book::decodeMove(*pos, std::uint16_t(6 | (4 << 6))), shortCastle);
}

void PolyglotTest::badFiles()
{
    QTemporaryDir dir;
    QVERIFY(dir.isValid());
    const QString odd = dir.filePath(QStringLiteral("odd.bin"));
    QFile f(odd);
    QVERIFY(f.open(QIODevice::WriteOnly));
    f.write(QByteArray(17, 'x'));
    f.close();
    const auto a = book::PolyglotBook::open(odd.toStdString());
    QVERIFY(!a.hasValue());
    QVERIFY(a.error().toString().find("17 bytes") != std::string::npos);
    QVERIFY(a.error().toString().find("odd.bin") != std::string::npos);
    const auto b =
        book::PolyglotBook::open(dir.filePath(QStringLiteral("missing.bin")).toStdString());
    QVERIFY(!b.hasValue());
    QVERIFY(b.error().toString().find("missing.bin") != std::string::npos);
}

void PolyglotTest::weightedChoice()
{
    const Position start;
    const std::uint64_t key = start.key();
    const Move e4(Square::E2, Square::E4), d4(Square::D2, Square::D4), c4(Square::C2, Square::C4);
    // An illegal entry (a collision or a broken book) must never be offered.
    const Move bogus(Square::E1, Square::E8);
    const auto book = book::PolyglotBook::fromEntries({
        {key, book::encodeMove(e4), 30, 0},
        {key, book::encodeMove(d4), 10, 0},
        {key, book::encodeMove(bogus), 1000, 0},
        {key, book::encodeMove(c4), 0, 0},
    });
    const auto probed = book.probe(start);
    QCOMPARE(probed.size(), std::size_t(3));
    QCOMPARE(probed[0].move, e4);
    QCOMPARE(probed[0].share, 0.75);
    QCOMPARE(book.pickBest(start), e4);
    QCOMPARE(book.pickBest(start, {e4}), d4);

    std::mt19937_64 rng(12345);
    std::map<std::uint16_t, int> counts;
    for (int i = 0; i < 4000; ++i) ++counts[book.pickWeighted(start, rng).raw()];
    QCOMPARE(counts[c4.raw()], 0); // weight 0 is never picked while others weigh more
    QVERIFY(counts[e4.raw()] > 2700 && counts[e4.raw()] < 3300);
    QVERIFY(counts[d4.raw()] > 700 && counts[d4.raw()] < 1300);
    // Weight 0 means "do not play": never picked, even when it is all that is left.
    QVERIFY(book.pickWeighted(start, rng, {e4, d4}).isNone());
    QVERIFY(book.pickBest(start, {e4, d4}).isNone());
    QVERIFY(book.pickWeighted(play("e4"), rng).isNone());

    // A minimum weight and excluded moves, for probing and picking alike.
    const auto heavy = book.probe(start, book::ProbeFilter{20, {}});
    QCOMPARE(heavy.size(), std::size_t(1));
    QCOMPARE(heavy[0].move, e4);
    QCOMPARE(heavy[0].share, 1.0);
    const auto noE4 = book.probe(start, book::ProbeFilter{0, {e4}});
    QCOMPARE(noE4.size(), std::size_t(2)); // d4 and the weight-0 c4
    QCOMPARE(noE4[0].share, 1.0);
    QCOMPARE(book.probe(start, book::ProbeFilter{1, {}}).size(), std::size_t(2));
    for (int i = 0; i < 200; ++i)
        QCOMPARE(book.pickWeighted(start, rng, book::ProbeFilter{20, {}}), e4);
    QCOMPARE(book.pickBest(start, book::ProbeFilter{20, {e4}}), Move::none());
    QCOMPARE(book.pickBest(start, book::ProbeFilter{5, {e4}}), d4);
}

void PolyglotTest::buildFromPgn()
{
    const auto text =
        pgn::readPgnFile((Fixtures + QStringLiteral("/three-games.pgn")).toStdString());
    QVERIFY(text.hasValue());
    book::BuildStats stats;
    const auto entries = book::buildBook(text->text, {}, &stats);
    QCOMPARE(stats.games, std::uint64_t(5));
    QCOMPARE(stats.gamesUsed, std::uint64_t(4));       // the '*' game does not count
    QCOMPARE(stats.gamesWithErrors, std::uint64_t(1)); // 3. O-O-O is illegal there
    const auto book = book::PolyglotBook::fromEntries(entries);

    // Start position: e4 won once and drew once (2 + 1), d4 lost (0: left out), c4 unknown.
    const Position start;
    auto moves = book.probe(start);
    QCOMPARE(ucis(start, moves), (std::vector<std::string>{"e2e4"}));
    QCOMPARE(int(moves[0].weight), 3);
    // After 1. e4, for Black: e5 lost (0, left out), c5 drew (1).
    const Position e4 = play("e4");
    moves = book.probe(e4);
    QCOMPARE(ucis(e4, moves), (std::vector<std::string>{"c7c5"}));
    // After 1. d4 d5: 2. c4 lost for White: no entry; 1... d5 won for Black: weight 2.
    const Position d4 = play("d4");
    moves = book.probe(d4);
    QCOMPARE(ucis(d4, moves), (std::vector<std::string>{"d7d5"}));
    QCOMPARE(int(moves[0].weight), 2);
    // Castling from a FEN game is stored king-takes-rook and read back as castling.
    const auto castle = positionFromFen("r3k2r/8/8/8/8/8/8/R3K2R w KQkq - 0 1");
    moves = book.probe(*castle);
    QCOMPARE(moves.size(), std::size_t(1));
    QCOMPARE(moves[0].move, Move(Square::E1, Square::H1, MoveKind::Castling));
}

void PolyglotTest::buildOptions()
{
    const auto text =
        pgn::readPgnFile((Fixtures + QStringLiteral("/three-games.pgn")).toStdString());
    QVERIFY(text.hasValue());
    book::BuildOptions white;
    white.side = book::SideFilter::White;
    auto book = book::PolyglotBook::fromEntries(book::buildBook(text->text, white));
    QVERIFY(book.probe(play("e4")).empty()); // Black's moves are not in a White book
    QVERIFY(!book.probe(Position()).empty());

    book::BuildOptions shallow;
    shallow.maxPly = 1;
    book = book::PolyglotBook::fromEntries(book::buildBook(text->text, shallow));
    QVERIFY(book.probe(play("e4")).empty());

    book::BuildOptions twice;
    twice.minGames = 2; // only 1. e4 was played in two counted games
    book = book::PolyglotBook::fromEntries(book::buildBook(text->text, twice));
    QCOMPARE(book.size(), std::size_t(2)); // the statistics marker and 1. e4
    QCOMPARE(book.probe(Position()).size(), std::size_t(1));

    book::BuildOptions parallel; // chunks read in parallel give the same book
    parallel.threads = 3;
    QCOMPARE(book::writeBook(book::buildBook(text->text, parallel)),
             book::writeBook(book::buildBook(text->text, {})));
}

void PolyglotTest::buildRoundTripThroughFile()
{
    const auto text =
        pgn::readPgnFile((Fixtures + QStringLiteral("/three-games.pgn")).toStdString());
    QVERIFY(text.hasValue());
    const std::string bytes = book::writeBook(book::buildBook(text->text, {}));
    QCOMPARE(bytes.size() % 16, std::size_t(0));
    QTemporaryDir dir;
    const QString path = dir.filePath(QStringLiteral("built.bin"));
    QFile f(path);
    QVERIFY(f.open(QIODevice::WriteOnly));
    f.write(bytes.data(), qint64(bytes.size()));
    f.close();
    const auto book = book::PolyglotBook::open(path.toStdString());
    QVERIFY(book.hasValue());
    QVERIFY(!book->unsorted());
    // Big-endian on disk: the first key's top byte comes first.
    const std::uint64_t firstKey = book->entries().front().key;
    QCOMPARE(static_cast<unsigned char>(bytes[0]), static_cast<unsigned char>(firstKey >> 56));
    QCOMPARE(ucis(Position(), book->probe(Position())), (std::vector<std::string>{"e2e4"}));
}

void PolyglotTest::moveStatsInLearn()
{
    // Encoding: games in the high 20 bits, the score in 1/4095ths below.
    QCOMPARE(book::encodeMoveStats(2, 3), std::uint32_t(2) << 12 | 3071); // 75%
    QCOMPARE(book::decodeMoveStats(book::encodeMoveStats(2, 3)).games, std::uint32_t(2));
    QCOMPARE(book::decodeMoveStats(book::encodeMoveStats(10, 20)).score, 1.0);
    const auto many = book::decodeMoveStats(book::encodeMoveStats(5'000'000, 5'000'000));
    QVERIFY(many.gamesSaturated);
    QCOMPARE(many.score, 2048.0 / 4095.0); // 50%, rounded half up

    // A built book carries the marker first and each move's games and score.
    const auto text =
        pgn::readPgnFile((Fixtures + QStringLiteral("/three-games.pgn")).toStdString());
    QVERIFY(text.hasValue());
    book::BuildStats stats;
    const std::string bytes = book::writeBook(book::buildBook(text->text, {}, &stats));
    QCOMPARE(bytes.size() / 16, std::size_t(stats.entries + 1));
    QCOMPARE(bytes.substr(0, 12), std::string(12, '\0'));
    QCOMPARE(bytes.substr(12, 4), std::string("KBZS"));
    QTemporaryDir dir;
    const QString path = dir.filePath(QStringLiteral("stats.bin"));
    QFile f(path);
    QVERIFY(f.open(QIODevice::WriteOnly));
    f.write(bytes.data(), qint64(bytes.size()));
    f.close();
    const auto built = book::PolyglotBook::open(path.toStdString());
    QVERIFY(built.hasValue());
    QVERIFY(built->hasStats());
    const auto moves = built->probe(Position());
    QCOMPARE(moves.size(), std::size_t(1)); // 1. e4: a win and a draw
    QVERIFY(moves[0].hasStats);
    QCOMPARE(moves[0].stats.games, std::uint32_t(2));
    QCOMPARE(qRound(moves[0].stats.score * 100), 75);

    // Without statistics: no marker, learn 0.
    book::BuildOptions plain;
    plain.moveStats = false;
    const auto bare = book::PolyglotBook::fromEntries(book::buildBook(text->text, plain));
    QVERIFY(!bare.hasStats());
    QCOMPARE(bare.size(), std::size_t(stats.entries));
    QVERIFY(!bare.probe(Position())[0].hasStats);

    // Other books' learn data is not taken for statistics.
    if (QFile::exists(SharedBooks + QStringLiteral("/performance.bin"))) {
        const auto perf = book::PolyglotBook::open(
            (SharedBooks + QStringLiteral("/performance.bin")).toStdString());
        QVERIFY(perf.hasValue());
        QVERIFY(!perf->hasStats());
        QVERIFY(!perf->probe(Position())[0].hasStats);
    }
}

QTEST_APPLESS_MAIN(PolyglotTest)
#include "polyglot_test.moc"
