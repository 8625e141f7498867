// SPDX-License-Identifier: GPL-3.0-or-later
// The opening classifier: every bundled line parses, known positions get their names,
// transpositions count, the deepest name wins, a set-up position has no name unless it is one.
#include "chess/fen.h"
#include "chess/notation.h"
#include "opening/classifier.h"

#include <QRegularExpression>
#include <QTest>

using namespace kibitz;
using namespace kibitz::opening;

namespace {

// The positions of a line of SAN moves, the start position first.
std::vector<chess::Key> keysOf(const QString& moves, chess::Position pos = {})
{
    std::vector<chess::Key> keys{pos.key()};
    for (const auto& san : moves.split(' ', Qt::SkipEmptyParts)) {
        auto move = chess::parseSan(pos, san.toStdString());
        if (!move) {
            qWarning() << "bad move in test line:" << san;
            return {};
        }
        pos.play(move.value());
        keys.push_back(pos.key());
    }
    return keys;
}

QString labelOf(const std::vector<chess::Key>& keys)
{
    const auto match = Table::builtin().classify(keys);
    return match ? QString::fromStdString(match->opening->label()) : QString();
}

} // namespace

class ClassifierTest : public QObject {
    Q_OBJECT
private slots:
    void everyLineParses()
    {
        const auto& table = Table::builtin();
        for (const auto& e : table.errors()) qWarning() << e.toString().c_str();
        QVERIFY(table.errors().empty());
        QCOMPARE(table.openings().size(), std::size_t(3807));
        // Each line's final position finds a line with that position (itself, or the first
        // line that reached it).
        for (const auto& o : table.openings()) {
            auto keys =
                keysOf(QString::fromStdString(o.moves).remove(QRegularExpression(R"(\d+\.)")));
            QVERIFY2(!keys.empty(), o.moves.c_str());
            QVERIFY2(table.find(keys.back()) != nullptr, o.moves.c_str());
        }
        qInfo("%zu openings, %d lines end in a position an earlier line named",
              table.openings().size(), table.duplicatePositions());
    }

    void known_data()
    {
        QTest::addColumn<QString>("moves");
        QTest::addColumn<QString>("label");
        QTest::newRow("start") << ""
                               << "";
        QTest::newRow("king's pawn") << "e4"
                                     << "B00 King's Pawn Game";
        QTest::newRow("najdorf") << "e4 c5 Nf3 d6 d4 cxd4 Nxd4 Nf6 Nc3 a6"
                                 << "B90 Sicilian Defense: Najdorf Variation";
        // Deepest wins: a move after the Najdorf that has no name of its own keeps it.
        QTest::newRow("najdorf then kings walk") << "e4 c5 Nf3 d6 d4 cxd4 Nxd4 Nf6 Nc3 a6 Kd2 Kd7"
                                                 << "B90 Sicilian Defense: Najdorf Variation";
        QTest::newRow("nimzo") << "d4 Nf6 c4 e6 Nc3 Bb4"
                               << "E20 Nimzo-Indian Defense";
        // Transposition: the English move order reaches the Nimzo-Indian position.
        QTest::newRow("nimzo via english") << "c4 e6 Nc3 Nf6 d4 Bb4"
                                           << "E20 Nimzo-Indian Defense";
        QTest::newRow("ruy lopez") << "e4 e5 Nf3 Nc6 Bb5"
                                   << "C60 Ruy Lopez";
        QTest::newRow("ruy lopez morphy") << "e4 e5 Nf3 Nc6 Bb5 a6"
                                          << "C70 Ruy Lopez: Morphy Defense";
        // Leaving the book and coming back: the later named position is the deeper one.
        QTest::newRow("out and back") << "Nf3 Nf6 Ng1 Ng8 e4"
                                      << "B00 King's Pawn Game";
    }
    void known()
    {
        QFETCH(QString, moves);
        QFETCH(QString, label);
        const auto keys = keysOf(moves);
        QVERIFY(!keys.empty());
        QCOMPARE(labelOf(keys), label);
    }

    void matchIndexIsThePly()
    {
        const auto keys = keysOf("e4 c5 Nf3 d6 d4 cxd4 Nxd4 Nf6 Nc3 a6 Kd2 Kd7");
        const auto match = Table::builtin().classify(keys);
        QVERIFY(match.has_value());
        QCOMPARE(match->index, 10);
        QCOMPARE(QString::fromStdString(match->opening->eco), QString("B90"));
    }

    void setUpPositions()
    {
        // A position no line reaches has no name, and neither do the moves from it.
        auto endgame = chess::positionFromFen("8/8/4k3/8/8/4K3/4P3/8 w - - 0 1");
        QVERIFY(endgame.hasValue());
        QVERIFY(labelOf(keysOf("Kd3 Kd5", endgame.value())).isEmpty());
        // A set-up position that is a named one has its name.
        auto sicilian =
            chess::positionFromFen("rnbqkbnr/pp1ppppp/8/2p5/4P3/8/PPPP1PPP/RNBQKBNR w KQkq c6 0 2");
        QVERIFY(sicilian.hasValue());
        QCOMPARE(labelOf(keysOf("", sicilian.value())), QString("B20 Sicilian Defense"));
    }

    void badLinesAreReported()
    {
        const auto table = Table::fromTsv("x.tsv", "eco\tname\tpgn\n"
                                                   "B00\tKing's Pawn Game\t1. e4\n"
                                                   "B01\tBroken\t1. e4 e4\n"
                                                   "nonsense\n");
        QCOMPARE(table.openings().size(), std::size_t(1));
        QCOMPARE(table.errors().size(), std::size_t(2));
        QCOMPARE(table.errors()[0].line, 3);
        QVERIFY(table.errors()[0].toString().starts_with("x.tsv:3: 1. e4 e4: "));
        QCOMPARE(table.errors()[1].line, 4);
    }
};

QTEST_GUILESS_MAIN(ClassifierTest)
#include "classifier_test.moc"
