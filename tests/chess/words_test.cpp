// SPDX-License-Identifier: GPL-3.0-or-later
// The words of core/chess's enums, each kept in one table that names a value and reads it
// back: results (PGN 8.2.6), Termination tag values (PGN 9.8.1), the ways a game ends, piece
// letters and variant names. Every value is named here, so a value added without its words
// fails.

#include "chess/outcome.h"
#include "chess/result.h"
#include "chess/status.h"
#include "chess/types.h"
#include "chess/variant.h"

#include <QTest>

using namespace kibitz::chess;

namespace {

QString q(std::string_view s)
{
    return QString::fromUtf8(s.data(), qsizetype(s.size()));
}

} // namespace

class WordsTest : public QObject {
    Q_OBJECT

private slots:
    void results_data()
    {
        QTest::addColumn<int>("result");
        QTest::addColumn<QString>("text");
        QTest::newRow("unknown") << int(Result::Unknown) << "*";
        QTest::newRow("white wins") << int(Result::WhiteWins) << "1-0";
        QTest::newRow("black wins") << int(Result::BlackWins) << "0-1";
        QTest::newRow("draw") << int(Result::Draw) << "1/2-1/2";
    }
    void results()
    {
        QFETCH(int, result);
        QFETCH(QString, text);
        QCOMPARE(q(resultText(Result(result))), text);
        const auto read = parseResult(text.toStdString());
        QVERIFY(read);
        QCOMPARE(int(*read), result);
        QVERIFY(isResultToken(text.toStdString()));
    }
    void notResults()
    {
        for (const char* s : {"", "1/2", "½-½", "1-0 ", "0-0", "**"}) {
            QVERIFY2(!parseResult(s), s);
            QVERIFY2(!isResultToken(s), s);
        }
        QCOMPARE(q(resultText(Result(9))), QStringLiteral("*"));
    }

    void endings_data()
    {
        QTest::addColumn<int>("ending");
        QTest::addColumn<QString>("text");
        QTest::newRow("unterminated") << int(Ending::Unterminated) << "unterminated";
        QTest::newRow("normal") << int(Ending::Normal) << "normal";
        QTest::newRow("time forfeit") << int(Ending::TimeForfeit) << "time forfeit";
        QTest::newRow("rules infraction") << int(Ending::RulesInfraction) << "rules infraction";
        QTest::newRow("adjudication") << int(Ending::Adjudication) << "adjudication";
        QTest::newRow("abandoned") << int(Ending::Abandoned) << "abandoned";
        QTest::newRow("death") << int(Ending::Death) << "death";
        QTest::newRow("emergency") << int(Ending::Emergency) << "emergency";
    }
    void endings()
    {
        QFETCH(int, ending);
        QFETCH(QString, text);
        QCOMPARE(q(terminationText(Ending(ending))), text);
        const auto read = parseTermination(text.toStdString());
        QVERIFY(read);
        QCOMPARE(int(*read), ending);
    }
    void notEndings()
    {
        for (const char* s : {"", "Normal", "time-forfeit", "timeforfeit", "none"})
            QVERIFY2(!parseTermination(s), s);
        QCOMPARE(q(terminationText(Ending(99))), QStringLiteral("unterminated"));
    }

    void terminations_data()
    {
        QTest::addColumn<int>("termination");
        QTest::addColumn<QString>("name");
        QTest::newRow("none") << int(Termination::None) << "none";
        QTest::newRow("checkmate") << int(Termination::Checkmate) << "checkmate";
        QTest::newRow("stalemate") << int(Termination::Stalemate) << "stalemate";
        QTest::newRow("insufficient material")
            << int(Termination::InsufficientMaterial) << "insufficient material";
        QTest::newRow("fivefold") << int(Termination::FivefoldRepetition) << "fivefold repetition";
        QTest::newRow("seventy-five") << int(Termination::SeventyFiveMoves) << "seventy-five moves";
        QTest::newRow("variant end") << int(Termination::VariantEnd) << "variant rule";
    }
    void terminations()
    {
        QFETCH(int, termination);
        QFETCH(QString, name);
        QCOMPARE(QString::fromLatin1(terminationName(Termination(termination))), name);
    }

    // Every byte: the twelve letters and nothing else are pieces.
    void pieceLetters()
    {
        const std::string_view white = "PNBRQK", black = "pnbrqk";
        for (int i = 0; i < 256; ++i) {
            const char c = char(i);
            Piece piece = Piece::None;
            PieceType type = PieceType::None;
            if (const auto w = white.find(c); c && w != std::string_view::npos) {
                type = PieceType(w + 1);
                piece = makePiece(Color::White, type);
            } else if (const auto b = black.find(c); c && b != std::string_view::npos) {
                type = PieceType(b + 1);
                piece = makePiece(Color::Black, type);
            }
            QCOMPARE(int(pieceFromChar(c)), int(piece));
            QCOMPARE(int(pieceTypeFromChar(c)), int(type));
            if (piece != Piece::None) {
                QCOMPARE(pieceChar(piece), c);
                QCOMPARE(pieceTypeChar(type), char(white[std::size_t(index(type) - 1)]));
            }
        }
        QCOMPARE(pieceChar(Piece::None), '.');
        QCOMPARE(pieceTypeChar(PieceType::None), '.');
    }

    // Every variant's tag and UCI names read back, as do the other spellings.
    void variantNames()
    {
        for (int v = 0; v < VariantCount; ++v) {
            const Variant variant = Variant(v);
            for (const char* name : {variantTagName(variant), variantUciName(variant)}) {
                const auto read = parseVariantName(name);
                QVERIFY2(read, name);
                QCOMPARE(int(read->variant), v);
                QVERIFY(!read->chess960);
            }
            QVERIFY(!variantStartFen(variant).empty());
        }
        const std::pair<const char*, Variant> others[] = {
            {"normal", Variant::Standard},         {"Regular", Variant::Standard},
            {"From Position", Variant::Standard},  {"ZH", Variant::Crazyhouse},
            {"koth", Variant::KingOfTheHill},      {"anti", Variant::Antichess},
            {"suicide chess", Variant::Suicide},   {"three_check", Variant::ThreeCheck},
            {"Racing-Kings", Variant::RacingKings}};
        for (const auto& [name, variant] : others) {
            const auto read = parseVariantName(name);
            QVERIFY2(read, name);
            QCOMPARE(int(read->variant), int(variant));
        }
        QCOMPARE(int(parseVariantName("atomic960")->variant), int(Variant::Atomic));
        QVERIFY(parseVariantName("atomic960")->chess960);
        QVERIFY(parseVariantName("Chess960")->chess960);
        for (const char* name : {"", "shogi", "kingofthe", "960960"})
            QVERIFY2(!parseVariantName(name), name);
    }
};

QTEST_APPLESS_MAIN(WordsTest)
#include "words_test.moc"
