// SPDX-License-Identifier: GPL-3.0-or-later
// Variant perft against python-chess's published figures (tests/data/chess/variants/*.perft,
// every figure of every file): Crazyhouse drops and promoted pieces, Three-check counters,
// Atomic explosions and Atomic960 castling, Giveaway's forced captures, Horde's first-rank
// pawns, Racing Kings. Each position is also checked two plies deep for a consistent state.

#include "chess/fen.h"
#include "chess/movegen.h"
#include "chess/position.h"
#include "chess/status.h"
#include "chess/variant.h"

#include <QDir>
#include <QFile>
#include <QTest>

using namespace kibitz::chess;

namespace {

struct Case {
    QString file, id, fen;
    Variant variant;
    int depth;
    qulonglong nodes;
};

QString dataDir()
{
    return QStringLiteral(KIBITZ_TEST_DATA "/chess/variants");
}

std::vector<Case> readCases()
{
    std::vector<Case> out;
    const QDir dir(dataDir());
    for (const QString& name : dir.entryList({QStringLiteral("*.perft")}, QDir::Files)) {
        QFile f(dir.filePath(name));
        if (!f.open(QIODevice::ReadOnly)) continue;
        const QString variantName = name.chopped(6);
        const auto v = parseVariantName(variantName.toStdString());
        if (!v) continue;
        QString id, fen;
        for (const QByteArray& raw : f.readAll().split('\n')) {
            const QString line = QString::fromUtf8(raw).trimmed();
            if (line.startsWith(QLatin1String("id ")))
                id = line.mid(3);
            else if (line.startsWith(QLatin1String("epd ")))
                fen = line.mid(4);
            else if (line.startsWith(QLatin1String("perft "))) {
                const QStringList parts = line.split(QLatin1Char(' '));
                out.push_back({name, id, fen, v->variant, parts.value(1).toInt(),
                               parts.value(2).toULongLong()});
            }
        }
    }
    return out;
}

} // namespace

class VariantPerftTest : public QObject {
    Q_OBJECT

private slots:
    void everyFileRead();
    void perft_data();
    void perft();
    void consistent_data();
    void consistent();
    void suicidePerft_data();
    void suicidePerft();
    void suicideStalemate_data();
    void suicideStalemate();
};

// A file that names no variant Kibitz knows, or no figures, would silently test nothing.
void VariantPerftTest::everyFileRead()
{
    const std::vector<Case> cases = readCases();
    QSet<QString> files;
    for (const Case& c : cases) files.insert(c.file);
    QCOMPARE(files.size(), 6);
    QVERIFY(cases.size() >= 60);
}

void VariantPerftTest::perft_data()
{
    QTest::addColumn<QString>("fen");
    QTest::addColumn<int>("variant");
    QTest::addColumn<int>("depth");
    QTest::addColumn<qulonglong>("nodes");
    for (const Case& c : readCases())
        QTest::addRow("%s %s d%d", qPrintable(c.file), qPrintable(c.id), c.depth)
            << c.fen << int(c.variant) << c.depth << c.nodes;
}

void VariantPerftTest::perft()
{
    QFETCH(QString, fen);
    QFETCH(int, variant);
    QFETCH(int, depth);
    QFETCH(qulonglong, nodes);
    const auto pos = positionFromFen(fen.toStdString(), Variant(variant));
    QVERIFY2(pos, pos ? "" : pos.error().toString().c_str());
    QCOMPARE(qulonglong(kibitz::chess::perft(*pos, depth)), nodes);
}

void VariantPerftTest::consistent_data()
{
    QTest::addColumn<QString>("fen");
    QTest::addColumn<int>("variant");
    QSet<QString> seen;
    for (const Case& c : readCases())
        if (!seen.contains(c.fen)) {
            seen.insert(c.fen);
            QTest::addRow("%s %s", qPrintable(c.file), qPrintable(c.id)) << c.fen << int(c.variant);
        }
}

// Two plies from each position: the kept key and checkers agree with a recomputation, and
// the FEN written reads back to the same position.
void VariantPerftTest::consistent()
{
    QFETCH(QString, fen);
    QFETCH(int, variant);
    const auto pos = positionFromFen(fen.toStdString(), Variant(variant));
    QVERIFY(pos);
    for (Move a : legalMoves(*pos)) {
        const Position p1 = pos->after(a);
        QVERIFY(p1.isConsistent());
        for (Move b : legalMoves(p1)) {
            const Position p2 = p1.after(b);
            QVERIFY(p2.isConsistent());
            const auto back = positionFromFen(toFen(p2), Variant(variant), Validation::Lenient);
            QVERIFY2(back, toFen(p2).c_str());
            QVERIFY2(*back == p2, toFen(p2).c_str());
        }
    }
}

// Suicide moves as Giveaway does (captures compulsory, kings not royal, promotion to king,
// castling without regard to attacks): every Giveaway figure holds for it too.
void VariantPerftTest::suicidePerft_data()
{
    QTest::addColumn<QString>("fen");
    QTest::addColumn<int>("depth");
    QTest::addColumn<qulonglong>("nodes");
    int rows = 0;
    for (const Case& c : readCases())
        if (c.variant == Variant::Giveaway) {
            QTest::addRow("%s d%d", qPrintable(c.id), c.depth) << c.fen << c.depth << c.nodes;
            ++rows;
        }
    QVERIFY(rows >= 10);
}

void VariantPerftTest::suicidePerft()
{
    QFETCH(QString, fen);
    QFETCH(int, depth);
    QFETCH(qulonglong, nodes);
    const auto pos = positionFromFen(fen.toStdString(), Variant::Suicide);
    QVERIFY2(pos, pos ? "" : pos.error().toString().c_str());
    QCOMPARE(qulonglong(kibitz::chess::perft(*pos, depth)), nodes);
}

// Where the variants part: a stalemated side wins Giveaway and Antichess outright, and
// Suicide only with fewer men than the other side (a draw with as many), as python-chess's
// SuicideBoard scores it.
void VariantPerftTest::suicideStalemate_data()
{
    QTest::addColumn<QString>("fen");
    QTest::addColumn<QString>("suicide");
    QTest::addColumn<QString>("giveaway");
    // White's pawns are blocked and take nothing: White, to move, is stalemated.
    QTest::newRow("fewer men") << "8/7p/8/8/8/p7/P7/8 w - - 0 1"
                               << "1-0"
                               << "1-0";
    QTest::newRow("as many") << "8/8/8/8/8/p7/P7/8 w - - 0 1"
                             << "1/2-1/2"
                             << "1-0";
    QTest::newRow("more men") << "8/8/8/8/p7/P7/P7/8 w - - 0 1"
                              << "0-1"
                              << "1-0";
    QTest::newRow("no men left") << "8/8/8/8/8/8/8/7k w - - 0 1"
                                 << "1-0"
                                 << "1-0";
}

void VariantPerftTest::suicideStalemate()
{
    QFETCH(QString, fen);
    QFETCH(QString, suicide);
    QFETCH(QString, giveaway);
    const auto s = positionFromFen(fen.toStdString(), Variant::Suicide);
    const auto g = positionFromFen(fen.toStdString(), Variant::Giveaway);
    QVERIFY(s && g);
    QCOMPARE(QString::fromStdString(gameStatus(*s).result()), suicide);
    QCOMPARE(QString::fromStdString(gameStatus(*g).result()), giveaway);
    QCOMPARE(gameStatus(*s).termination, Termination::VariantEnd);
    // The variant's name round-trips through the tag and UCI names.
    QCOMPARE(parseVariantName(variantTagName(Variant::Suicide))->variant, Variant::Suicide);
    QCOMPARE(QString::fromLatin1(variantUciName(Variant::Suicide)), QStringLiteral("suicide"));
}

QTEST_APPLESS_MAIN(VariantPerftTest)
#include "variant_perft_test.moc"
