// SPDX-License-Identifier: GPL-3.0-or-later
// TimeControl: every accepted form read and written back, the PGN tag, the periods' move
// counting, and errors that name the field at fault.

#include "play/timecontrol.h"

#include <QTest>

using namespace kibitz::play;

class TimeControlTest : public QObject {
    Q_OBJECT

private slots:
    void valid_data();
    void valid();
    void invalid_data();
    void invalid();
    void periods();
    void clockFace();
};

void TimeControlTest::valid_data()
{
    QTest::addColumn<QString>("text");
    QTest::addColumn<QString>("canonical"); // toString()
    QTest::addColumn<QString>("pgn");
    QTest::addColumn<QString>("display");
    QTest::addColumn<qint64>("baseMs");
    QTest::addColumn<qint64>("incMs");

    QTest::newRow("seconds") << "300+2"
                             << "300+2"
                             << "300+2"
                             << "5 min + 2 s" << qint64(300000) << qint64(2000);
    QTest::newRow("small") << "5+3"
                           << "5+3"
                           << "5+3"
                           << "5 s + 3 s" << qint64(5000) << qint64(3000);
    QTest::newRow("units") << "5m+3s"
                           << "300+3"
                           << "300+3"
                           << "5 min + 3 s" << qint64(300000) << qint64(3000);
    QTest::newRow("m:ss") << "0:30+0.5"
                          << "30+0.5"
                          << "30+0.5"
                          << "30 s + 0.5 s" << qint64(30000) << qint64(500);
    QTest::newRow("h:mm:ss") << "1:30:00"
                             << "5400+0"
                             << "5400+0"
                             << "1 h 30 min + 0 s" << qint64(5400000) << qint64(0);
    QTest::newRow("fraction") << "10+0.1"
                              << "10+0.1"
                              << "10+0.1"
                              << "10 s + 0.1 s" << qint64(10000) << qint64(100);
    QTest::newRow("spaces, case") << "  1H + 10S "
                                  << "3600+10"
                                  << "3600+10"
                                  << "1 h + 10 s" << qint64(3600000) << qint64(10000);
    QTest::newRow("min") << "3min"
                         << "180+0"
                         << "180+0"
                         << "3 min + 0 s" << qint64(180000) << qint64(0);
    QTest::newRow("periods") << "40/5400+30:1800+30"
                             << "40/5400+30:1800+30"
                             << "40/5400+30:1800+30"
                             << "40 moves in 1 h 30 min + 30 s, then 30 min + 30 s"
                             << qint64(5400000) << qint64(30000);
    QTest::newRow("period units") << "40/90m+30s"
                                  << "40/5400+30"
                                  << "40/5400+30"
                                  << "40 moves in 1 h 30 min + 30 s, repeating" << qint64(5400000)
                                  << qint64(30000);
    QTest::newRow("pgn classic") << "40/9000:300"
                                 << "40/9000:300"
                                 << "40/9000:300"
                                 << "40 moves in 2 h 30 min, then 5 min" << qint64(9000000)
                                 << qint64(0);
    QTest::newRow("movetime") << "movetime=2.5"
                              << "movetime=2.5"
                              << "-"
                              << "2.5 s per move" << qint64(0) << qint64(0);
    QTest::newRow("st") << "st=1"
                        << "movetime=1"
                        << "-"
                        << "1 s per move" << qint64(0) << qint64(0);
    QTest::newRow("depth") << "depth=12"
                           << "depth=12"
                           << "-"
                           << "depth 12" << qint64(0) << qint64(0);
    QTest::newRow("nodes") << "nodes=100000"
                           << "nodes=100000"
                           << "-"
                           << "100000 nodes" << qint64(0) << qint64(0);
}

void TimeControlTest::valid()
{
    QFETCH(QString, text);
    QFETCH(QString, canonical);
    QFETCH(QString, pgn);
    QFETCH(QString, display);
    QFETCH(qint64, baseMs);
    QFETCH(qint64, incMs);
    const auto tc = TimeControl::parse(text.toStdString());
    QVERIFY2(tc.hasValue(), tc.hasValue() ? "" : tc.error().toString().c_str());
    QCOMPARE(QString::fromStdString(tc->toString()), canonical);
    QCOMPARE(QString::fromStdString(tc->toPgn()), pgn);
    QCOMPARE(QString::fromStdString(tc->toDisplay()), display);
    if (tc->isClock()) {
        QCOMPARE(qint64(tc->periodFor(0).timeMs), baseMs);
        QCOMPARE(qint64(tc->periodFor(0).incrementMs), incMs);
    }
    // The canonical form reads back to the same time control.
    const auto again = TimeControl::parse(tc->toString());
    QVERIFY(again.hasValue());
    QVERIFY(*again == *tc);
}

void TimeControlTest::invalid_data()
{
    QTest::addColumn<QString>("text");
    QTest::addColumn<QString>("field");
    QTest::newRow("empty") << ""
                           << "";
    QTest::newRow("bad base") << "abc+2"
                              << "base";
    QTest::newRow("zero base") << "0+2"
                               << "base";
    QTest::newRow("bad increment") << "300+x"
                                   << "increment";
    QTest::newRow("missing increment") << "300+"
                                       << "increment";
    QTest::newRow("two plus") << "300+2+1"
                              << "increment";
    QTest::newRow("minutes over 59") << "1:75:00"
                                     << "base";
    QTest::newRow("negative") << "-5+1"
                              << "base";
    QTest::newRow("moves") << "x/5400"
                           << "period 1: moves";
    QTest::newRow("zero moves") << "0/5400"
                                << "period 1: moves";
    QTest::newRow("period 2 increment") << "40/5400+30:1800+y"
                                        << "period 2: increment";
    QTest::newRow("period 2 time") << "40/5400:abc"
                                   << "period 2: time";
    QTest::newRow("sudden death first") << "5400:40/1800"
                                        << "period 1: moves";
    QTest::newRow("depth") << "depth=0"
                           << "depth";
    QTest::newRow("depth text") << "depth=deep"
                                << "depth";
    QTest::newRow("nodes") << "nodes=-4"
                           << "nodes";
    QTest::newRow("movetime") << "movetime=0"
                              << "movetime";
    QTest::newRow("unknown") << "hours=3"
                             << "hours";
    QTest::newRow("too long") << "200h"
                              << "base";
}

void TimeControlTest::invalid()
{
    QFETCH(QString, text);
    QFETCH(QString, field);
    const auto tc = TimeControl::parse(text.toStdString());
    QVERIFY2(!tc.hasValue(), qPrintable(text));
    QCOMPARE(QString::fromStdString(tc.error().field), field);
    QVERIFY(!tc.error().message.empty());
}

void TimeControlTest::periods()
{
    const auto tc = *TimeControl::parse("40/5400+30:20/3600:900");
    int toGo = -1;
    QCOMPARE(tc.periodFor(0, &toGo).timeMs, std::int64_t(5400000));
    QCOMPARE(toGo, 40);
    QCOMPARE(tc.periodFor(39, &toGo).timeMs, std::int64_t(5400000));
    QCOMPARE(toGo, 1);
    QVERIFY(tc.endsPeriod(39));
    QVERIFY(!tc.endsPeriod(38));
    QCOMPARE(tc.periodFor(40, &toGo).timeMs, std::int64_t(3600000));
    QCOMPARE(toGo, 20);
    QVERIFY(tc.endsPeriod(59));
    QCOMPARE(tc.periodFor(60, &toGo).timeMs, std::int64_t(900000));
    QCOMPARE(toGo, 0);
    QVERIFY(!tc.endsPeriod(100));

    // A last period with a move count repeats.
    const auto repeating = *TimeControl::parse("40/7200");
    QCOMPARE(repeating.periodFor(45, &toGo).timeMs, std::int64_t(7200000));
    QCOMPARE(toGo, 35);
    QVERIFY(repeating.endsPeriod(79));
}

void TimeControlTest::clockFace()
{
    QCOMPARE(formatClockFace(300000), std::string("5:00"));
    QCOMPARE(formatClockFace(299001), std::string("5:00"));
    QCOMPARE(formatClockFace(10000), std::string("0:10"));
    QCOMPARE(formatClockFace(9999), std::string("9.9"));
    QCOMPARE(formatClockFace(450), std::string("0.4"));
    QCOMPARE(formatClockFace(-20), std::string("0.0"));
    QCOMPARE(formatClockFace(3723000), std::string("1:02:03"));
}

QTEST_GUILESS_MAIN(TimeControlTest)
#include "timecontrol_test.moc"
