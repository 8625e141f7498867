// SPDX-License-Identifier: GPL-3.0-or-later
// An enum's words in one table (core/base/enumtext.h): a value is named by its row, a word is
// read back to its value, the first row wins where two share a value or a word, and a value or
// word the table lacks gives the fallback or nothing; hasEveryValue sees a missing row and a row
// out of range. Everything is usable at compile time.

#include "base/enumtext.h"

#include <QTest>

using namespace kibitz;

namespace {

enum class Piece : std::uint8_t { Pawn, Knight, Bishop, King };

// Bishop is named twice (the first is its name, both are read); King has no row.
constexpr auto PieceWords = std::to_array<EnumText<Piece>>({{Piece::Pawn, "pawn"},
                                                            {Piece::Knight, "knight"},
                                                            {Piece::Bishop, "bishop"},
                                                            {Piece::Bishop, "runner"},
                                                            {Piece::Knight, "pawn"}});

static_assert(textOf(PieceWords, Piece::Knight) == "knight");
static_assert(valueOf(PieceWords, "runner") == Piece::Bishop);

// Every value from the first to the last has a row, and no row is outside them.
static_assert(hasEveryValue(PieceWords, Piece::Bishop));
static_assert(!hasEveryValue(PieceWords, Piece::King));   // no row for King
static_assert(!hasEveryValue(PieceWords, Piece::Knight)); // a Bishop row past the last
static_assert(!hasEveryValue(PieceWords, Piece::Bishop, Piece::Bishop)); // rows before the first

enum class Score : std::int8_t { Loss = -1, Draw, Win };
constexpr auto ScoreWords =
    std::to_array<EnumText<Score>>({{Score::Loss, "0"}, {Score::Draw, "1/2"}, {Score::Win, "1"}});
static_assert(hasEveryValue(ScoreWords, Score::Win, Score::Loss)); // below zero too
static_assert(!hasEveryValue(ScoreWords, Score::Win)); // Loss is below the default first, 0

} // namespace

class EnumTextTest : public QObject {
    Q_OBJECT

private slots:
    void namesAValue_data()
    {
        QTest::addColumn<int>("value");
        QTest::addColumn<QString>("text");
        QTest::newRow("first row") << int(Piece::Pawn) << "pawn";
        QTest::newRow("middle row") << int(Piece::Knight) << "knight";
        QTest::newRow("first of two rows") << int(Piece::Bishop) << "bishop";
        QTest::newRow("no row: the fallback") << int(Piece::King) << "?";
    }
    void namesAValue()
    {
        QFETCH(int, value);
        QFETCH(QString, text);
        const std::string_view got = textOf(PieceWords, Piece(value), "?");
        QCOMPARE(QString::fromUtf8(got.data(), qsizetype(got.size())), text);
    }

    void noFallbackIsEmpty() { QVERIFY(textOf(PieceWords, Piece::King).empty()); }

    void readsAWord_data()
    {
        QTest::addColumn<QString>("text");
        QTest::addColumn<int>("value"); // -1: not in the table
        QTest::newRow("a name") << "bishop" << int(Piece::Bishop);
        QTest::newRow("a second word") << "runner" << int(Piece::Bishop);
        QTest::newRow("first of two words") << "pawn" << int(Piece::Pawn);
        QTest::newRow("case matters") << "Pawn" << -1;
        QTest::newRow("not there") << "king" << -1;
        QTest::newRow("empty") << "" << -1;
    }
    void readsAWord()
    {
        QFETCH(QString, text);
        QFETCH(int, value);
        const std::string word = text.toStdString();
        const std::optional<Piece> got = valueOf(PieceWords, word);
        QCOMPARE(got.has_value(), value >= 0);
        if (got) QCOMPARE(int(*got), value);
    }
};

QTEST_APPLESS_MAIN(EnumTextTest)
#include "enumtext_test.moc"
