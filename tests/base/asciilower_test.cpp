// SPDX-License-Identifier: GPL-3.0-or-later
// Words read in any case (core/base/asciilower.h): A to Z become a to z, every other byte stays
// as it is (the neighbours of the letters, digits, UTF-8), whatever the locale.

#include "base/asciilower.h"

#include <QTest>

#include <clocale>

using namespace kibitz;

static_assert(asciiLower('A') == 'a' && asciiLower('Z') == 'z' && asciiLower('@') == '@'
              && asciiLower('[') == '[' && asciiLower('a') == 'a');

class AsciiLowerTest : public QObject {
    Q_OBJECT

private slots:
    void everyByte()
    {
        for (int b = 0; b < 256; ++b) {
            const char c = char(b);
            const char expected = b >= 'A' && b <= 'Z' ? char(b + 32) : c;
            QCOMPARE(asciiLower(c), expected);
        }
    }

    void words_data()
    {
        QTest::addColumn<QByteArray>("word");
        QTest::addColumn<QByteArray>("lower");
        QTest::newRow("option name")
            << QByteArray("UCI_LimitStrength") << QByteArray("uci_limitstrength");
        QTest::newRow("extension") << QByteArray("GAMES.EPD") << QByteArray("games.epd");
        QTest::newRow("utf-8 stays")
            << QByteArray("\xc3\x89LO \xc3\xa9") << QByteArray("\xc3\x89lo \xc3\xa9");
        QTest::newRow("empty") << QByteArray() << QByteArray();
    }
    void words()
    {
        QFETCH(QByteArray, word);
        QFETCH(QByteArray, lower);
        // A single-byte locale would lower 0xC9 with tolower; asciiLower does not.
        std::setlocale(LC_ALL, "");
        const std::string got =
            asciiLower(std::string_view(word.constData(), std::size_t(word.size())));
        QCOMPARE(QByteArray(got.data(), qsizetype(got.size())), lower);
    }
};

QTEST_APPLESS_MAIN(AsciiLowerTest)
#include "asciilower_test.moc"
