// SPDX-License-Identifier: GPL-3.0-or-later
// Finding games in a PGN text and replacing one without touching the others' bytes.
#include "model/pgnfile.h"

#include <QtTest>

using namespace kibitz::model;

class PgnFileTest : public QObject {
    Q_OBJECT

private slots:
    void scan_data();
    void scan();
    void replace_data();
    void replace();
};

void PgnFileTest::scan_data()
{
    QTest::addColumn<QString>("text");
    QTest::addColumn<QStringList>("games");

    QTest::newRow("empty") << QString() << QStringList{};
    QTest::newRow("one") << QStringLiteral("[A \"1\"]\n\n1. e4 *\n")
                         << QStringList{QStringLiteral("[A \"1\"]\n\n1. e4 *")};
    QTest::newRow("two with blank lines")
        << QStringLiteral("\n\n[A \"1\"]\n\n1. e4 *\n\n\n[B \"2\"]\n1. d4 {c} 1-0\n\n")
        << QStringList{QStringLiteral("[A \"1\"]\n\n1. e4 *"),
                       QStringLiteral("[B \"2\"]\n1. d4 {c} 1-0")};
    QTest::newRow("movetext only")
        << QStringLiteral("1. e4 e5 *\n1. d4 *")
        << QStringList{QStringLiteral("1. e4 e5 *"), QStringLiteral("1. d4 *")};
}

void PgnFileTest::scan()
{
    QFETCH(QString, text);
    QFETCH(QStringList, games);
    const std::string utf8 = text.toStdString();
    const auto spans = scanGames(utf8);
    QStringList found;
    for (const GameSpan& s : spans)
        found << QString::fromStdString(utf8.substr(s.begin, s.end - s.begin));
    QCOMPARE(found, games);
}

void PgnFileTest::replace_data()
{
    QTest::addColumn<QString>("text");
    QTest::addColumn<int>("index");
    QTest::addColumn<QString>("expected");

    const QString two = QStringLiteral("[A \"1\"]\n\n1. e4 *\n\n[B \"2\"]\n\n1. d4 *\n");
    QTest::newRow("first") << two << 0
                           << QStringLiteral("[X \"x\"]\n\n1. c4 *\n\n[B \"2\"]\n\n1. d4 *\n");
    QTest::newRow("last") << two << 1
                          << QStringLiteral("[A \"1\"]\n\n1. e4 *\n\n[X \"x\"]\n\n1. c4 *\n");
    QTest::newRow("append") << two << 2
                            << two.trimmed() + QStringLiteral("\n\n[X \"x\"]\n\n1. c4 *\n");
    QTest::newRow("into empty") << QString() << 0 << QStringLiteral("[X \"x\"]\n\n1. c4 *\n");
}

void PgnFileTest::replace()
{
    QFETCH(QString, text);
    QFETCH(int, index);
    QFETCH(QString, expected);
    const std::string out =
        replaceGame(text.toStdString(), std::size_t(index), "[X \"x\"]\n\n1. c4 *\n\n");
    QCOMPARE(QString::fromStdString(out), expected);
}

QTEST_GUILESS_MAIN(PgnFileTest)
#include "pgnfile_test.moc"
