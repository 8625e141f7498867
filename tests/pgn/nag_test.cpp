// SPDX-License-Identifier: GPL-3.0-or-later
// NAG symbols (core/pgn/nag.h, PGN standard section 10): every NAG's symbol, none for the
// others, and each symbol, typed form and "$n" read back to its NAG.

#include "pgn/nag.h"

#include <QTest>

#include <map>

using namespace kibitz::pgn;

namespace {

QString q(std::string_view s)
{
    return QString::fromUtf8(s.data(), qsizetype(s.size()));
}

// Every NAG that has a symbol, and the NAG its symbol is read back to.
const std::map<int, std::pair<QString, int>>& symbols()
{
    static const std::map<int, std::pair<QString, int>> all = {
        {1, {"!", 1}},          {2, {"?", 2}},          {3, {"!!", 3}},
        {4, {"??", 4}},         {5, {"!?", 5}},         {6, {"?!", 6}},
        {7, {"\u25a1", 7}},     {10, {"=", 10}},        {11, {"=", 10}},
        {12, {"=", 10}},        {13, {"\u221e", 13}},   {14, {"+=", 14}},
        {15, {"=+", 15}},       {16, {"\u00b1", 16}},   {17, {"\u2213", 17}},
        {18, {"+\u2212", 18}},  {19, {"\u2212+", 19}},  {20, {"+\u2212", 18}},
        {21, {"\u2212+", 19}},  {22, {"\u2a00", 22}},   {23, {"\u2a00", 22}},
        {32, {"\u27f3", 32}},   {33, {"\u27f3", 32}},   {36, {"\u2192", 36}},
        {37, {"\u2192", 36}},   {40, {"\u2191", 40}},   {41, {"\u2191", 40}},
        {132, {"\u21c6", 132}}, {133, {"\u21c6", 132}}, {138, {"\u2295", 138}},
        {139, {"\u2295", 138}}, {140, {"\u2206", 140}}, {145, {"RR", 145}},
        {146, {"N", 146}},
    };
    return all;
}

} // namespace

class NagTest : public QObject {
    Q_OBJECT

private slots:
    void everyNag()
    {
        for (int nag = 0; nag < 256; ++nag) {
            const auto it = symbols().find(nag);
            const QString symbol = q(nagSymbol(std::uint8_t(nag)));
            if (it == symbols().end()) {
                QVERIFY2(symbol.isEmpty(), qPrintable(QString::number(nag)));
                continue;
            }
            QCOMPARE(symbol, it->second.first);
            const auto read = nagFromSymbol(symbol.toStdString());
            QVERIFY(read);
            QCOMPARE(int(*read), it->second.second);
        }
    }

    void typed_data()
    {
        QTest::addColumn<QString>("typed");
        QTest::addColumn<int>("nag"); // 0: none
        QTest::newRow("~") << "~" << 13;
        QTest::newRow("U+2A72") << "\u2a72" << 14;
        QTest::newRow("U+2A71") << "\u2a71" << 15;
        QTest::newRow("+/-") << "+/-" << 16;
        QTest::newRow("-/+") << "-/+" << 17;
        QTest::newRow("+-") << "+-" << 18;
        QTest::newRow("-+") << "-+" << 19;
        QTest::newRow("$1") << "$1" << 1;
        QTest::newRow("$255") << "$255" << 255;
        QTest::newRow("$0") << "$0" << 0;
        QTest::newRow("$256") << "$256" << 0;
        QTest::newRow("$") << "$" << 0;
        QTest::newRow("$1x") << "$1x" << 0;
        QTest::newRow("empty") << "" << 0;
        QTest::newRow("a move") << "e4" << 0;
    }
    void typed()
    {
        QFETCH(QString, typed);
        QFETCH(int, nag);
        const auto read = nagFromSymbol(typed.toStdString());
        QCOMPARE(read ? int(*read) : 0, nag);
    }

    void afterMove()
    {
        QCOMPARE(QString::fromStdString(nagAfterMove(1)), QStringLiteral("!"));
        QCOMPARE(QString::fromStdString(nagAfterMove(16)), QStringLiteral(" \u00b1"));
        QCOMPARE(QString::fromStdString(nagAfterMove(8)), QStringLiteral(" $8"));
        QCOMPARE(QString::fromStdString(nagAfterMove(200)), QStringLiteral(" $200"));
    }
};

QTEST_APPLESS_MAIN(NagTest)
#include "nag_test.moc"
