// SPDX-License-Identifier: GPL-3.0-or-later
// The bishop and rook lookup (core/chess/sliders.h): masks, the proof of every stored factor,
// the factor search that produced them, and table answers against the ray walk under every
// indexing this CPU can run. Perft under each indexing is perft_test's.

#include "chess/sliders.h"

#include <QTest>

#include <random>
#include <vector>

using namespace kibitz::chess;
using sliders::Indexing;
using sliders::Slider;

Q_DECLARE_METATYPE(Slider)
Q_DECLARE_METATYPE(Indexing)

namespace {

std::vector<Indexing> runnableIndexings()
{
    std::vector<Indexing> result;
    for (const Indexing i : {Indexing::Multiply, Indexing::Pext})
        if (sliders::available(i)) result.push_back(i);
    return result;
}

} // namespace

class SlidersTest : public QObject {
    Q_OBJECT

private slots:
    void masks_data();
    void masks();
    void tableSizes();
    void spreadIsPextInverse();
    void storedFactorsSeparate();
    void badFactorsRejected();
    void searchReproducesStoredFactors();
    void lookupMatchesWalk_data();
    void lookupMatchesWalk();
    void screensMatchDefinition();
};

void SlidersTest::masks_data()
{
    QTest::addColumn<Slider>("slider");
    QTest::addColumn<int>("square");
    QTest::addColumn<qulonglong>("mask");
    // Rook a1: a2..a7 and b1..g1. Rook e4: its file and rank without the four edge squares.
    QTest::newRow("rook a1") << Slider::Rook << 0 << qulonglong(0x000101010101017EULL);
    QTest::newRow("rook e4") << Slider::Rook << 28 << qulonglong(0x001010106E101000ULL);
    // Bishop a1: b2..g7. Bishop d4: both diagonals inside the rim.
    QTest::newRow("bishop a1") << Slider::Bishop << 0 << qulonglong(0x0040201008040200ULL);
    QTest::newRow("bishop d4") << Slider::Bishop << 27 << qulonglong(0x0040221400142200ULL);
}

void SlidersTest::masks()
{
    QFETCH(Slider, slider);
    QFETCH(int, square);
    QFETCH(qulonglong, mask);
    QCOMPARE(qulonglong(sliders::relevantMask(slider, Square(square))), mask);
}

void SlidersTest::tableSizes()
{
    // The answer table of bitboard.h is sized for exactly these sums.
    std::uint64_t bishops = 0, rooks = 0;
    for (int sq = 0; sq < 64; ++sq) {
        bishops += std::uint64_t(1) << popCount(sliders::relevantMask(Slider::Bishop, Square(sq)));
        rooks += std::uint64_t(1) << popCount(sliders::relevantMask(Slider::Rook, Square(sq)));
    }
    QCOMPARE(bishops, std::uint64_t(5248));
    QCOMPARE(rooks, std::uint64_t(102400));
    QCOMPARE(sizeof(detail::sliderAnswers) / sizeof(Bitboard), std::size_t(bishops + rooks));
}

void SlidersTest::spreadIsPextInverse()
{
    const Bitboard mask = sliders::relevantMask(Slider::Rook, Square(28));
    const int bits = popCount(mask);
    for (std::uint32_t pattern = 0; pattern < (std::uint32_t(1) << bits); ++pattern) {
        const Bitboard occupied = sliders::spread(pattern, mask);
        QCOMPARE(occupied & ~mask, Bitboard(0));
        // Bit i of the pattern is the i-th lowest square of the mask.
        Bitboard rest = mask;
        for (int i = 0; i < bits; ++i) {
            const Square s = popLsb(rest);
            QCOMPARE((occupied & bb(s)) != 0, ((pattern >> i) & 1) != 0);
        }
    }
}

void SlidersTest::storedFactorsSeparate()
{
    std::vector<Bitboard> scratch(4096);
    for (const Slider slider : {Slider::Bishop, Slider::Rook}) {
        for (int sq = 0; sq < 64; ++sq) {
            const int bits = popCount(sliders::relevantMask(slider, Square(sq)));
            QVERIFY2(sliders::factorSeparates(slider, Square(sq),
                                              sliders::factor(slider, Square(sq)), bits, scratch),
                     qPrintable(QStringLiteral("square %1").arg(sq)));
            for (const Bitboard b : scratch) QCOMPARE(b, Bitboard(0));
        }
    }
}

void SlidersTest::badFactorsRejected()
{
    std::vector<Bitboard> scratch(4096);
    // Every occupancy at index 0; a single bit cannot mix twelve squares into twelve bits.
    QVERIFY(!sliders::factorSeparates(Slider::Rook, Square(0), 0, 12, scratch));
    QVERIFY(!sliders::factorSeparates(Slider::Rook, Square(0), Bitboard(1) << 52, 12, scratch));
    // A good factor kept to one bit fewer than the mask has collides somewhere.
    QVERIFY(!sliders::factorSeparates(Slider::Bishop, Square(27),
                                      sliders::factor(Slider::Bishop, Square(27)), 6, scratch));
    for (const Bitboard b : scratch) QCOMPARE(b, Bitboard(0));
    // Too little scratch is refused, not overrun.
    std::vector<Bitboard> small(16);
    QVERIFY(!sliders::factorSeparates(Slider::Rook, Square(0),
                                      sliders::factor(Slider::Rook, Square(0)), 12, small));
}

void SlidersTest::searchReproducesStoredFactors()
{
    // The seeds tests/chess/find_slider_factors.cpp documents.
    for (const Slider slider : {Slider::Bishop, Slider::Rook}) {
        for (int sq = 0; sq < 64; ++sq) {
            const Square s = Square(sq);
            const int bits = popCount(sliders::relevantMask(slider, s));
            std::uint64_t seed = std::uint64_t(sq) * 2 + std::uint64_t(slider);
            std::optional<Bitboard> found;
            while (!found) found = sliders::findFactor(slider, s, bits, ++seed, 10'000'000);
            QCOMPARE(qulonglong(*found), qulonglong(sliders::factor(slider, s)));
        }
    }
}

void SlidersTest::lookupMatchesWalk_data()
{
    QTest::addColumn<Indexing>("indexing");
    for (const Indexing i : runnableIndexings())
        QTest::newRow(sliders::indexingName(i).data()) << i;
}

void SlidersTest::lookupMatchesWalk()
{
    QFETCH(Indexing, indexing);
    const Indexing before = sliders::indexing();
    QVERIFY(sliders::selectIndexing(indexing));
    QCOMPARE(sliders::indexing(), indexing);
    std::mt19937_64 random(20261127);
    for (int sq = 0; sq < 64; ++sq) {
        const Square s = Square(sq);
        for (int n = 0; n < 3000; ++n) {
            // Sparse and dense boards alike, and whatever stands on the slider's own square.
            const Bitboard occupied = n % 3 == 0   ? random() & random()
                                      : n % 3 == 1 ? random()
                                                   : random() | random();
            QCOMPARE(bishopAttacks(s, occupied), sliders::walkAttacks(Slider::Bishop, s, occupied));
            QCOMPARE(rookAttacks(s, occupied), sliders::walkAttacks(Slider::Rook, s, occupied));
            QCOMPARE(queenAttacks(s, occupied),
                     bishopAttacks(s, occupied) | rookAttacks(s, occupied));
        }
    }
    QVERIFY(sliders::selectIndexing(before));
}

void SlidersTest::screensMatchDefinition()
{
    // A piece screens the target when it is the only occupied square between the target and
    // a slider that moves along their line; checked on random boards against that sentence.
    std::mt19937_64 random(7);
    for (int n = 0; n < 20000; ++n) {
        const Square target = Square(int(random() % 64));
        const Bitboard occupied = (random() & random()) | bb(target);
        const Bitboard straight = occupied & random() & random() & ~bb(target);
        const Bitboard diagonal = occupied & random() & random() & ~bb(target);
        Bitboard expected = 0;
        for (int sq = 0; sq < 64; ++sq) {
            const Square s = Square(sq);
            const bool alongFile = (straight & bb(s)) && (rookAttacks(target, 0) & bb(s));
            const bool alongDiagonal = (diagonal & bb(s)) && (bishopAttacks(target, 0) & bb(s));
            if (!alongFile && !alongDiagonal) continue;
            const Bitboard inBetween = between(target, s) & occupied;
            if (popCount(inBetween) == 1) expected |= inBetween;
        }
        QCOMPARE(screens(target, occupied, straight, diagonal), expected);
    }
}

QTEST_APPLESS_MAIN(SlidersTest)
#include "sliders_test.moc"
