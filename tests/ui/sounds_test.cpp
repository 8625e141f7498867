// SPDX-License-Identifier: GPL-3.0-or-later
// Move sounds (issue 16): which sound a move makes, that the four sounds are made and differ,
// and that the window sounds a move played or stepped forward to, not a jump or a step back,
// and nothing at all when the preference is off. Headless: whether an audio output exists
// does not matter, played() says what was asked.

#include "common/sounds.h"
#include "mainwindow/mainwindow.h"

#include "chess/fen.h"
#include "chess/notation.h"
#include "model/gamedocument.h"

#include <QSignalSpy>
#include <QStandardPaths>
#include <QtEndian>
#include <QtTest>

using namespace kibitz;
using kibitz::ui::SoundKind;

Q_DECLARE_METATYPE(kibitz::ui::SoundKind)

class SoundsTest : public QObject {
    Q_OBJECT

private slots:
    void initTestCase() { QStandardPaths::setTestModeEnabled(true); }
    void kinds_data();
    void kinds();
    void synthesized();
    void windowSoundsMovesPlayed();
};

void SoundsTest::kinds_data()
{
    QTest::addColumn<QString>("fen");
    QTest::addColumn<QString>("move");
    QTest::addColumn<SoundKind>("kind");
    const QString start = "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1";
    QTest::newRow("quiet") << start << "e2e4" << SoundKind::Move;
    QTest::newRow("castling") << "r3k2r/8/8/8/8/8/8/R3K2R w KQkq - 0 1"
                              << "e1g1" << SoundKind::Move;
    QTest::newRow("capture") << "4k3/8/8/3p4/4P3/8/8/4K3 w - - 0 1"
                             << "e4d5" << SoundKind::Capture;
    QTest::newRow("en passant") << "4k3/8/8/3pP3/8/8/8/4K3 w - d6 0 1"
                                << "e5d6" << SoundKind::Capture;
    QTest::newRow("check") << "4k3/8/8/8/8/8/8/R3K3 w - - 0 1"
                           << "a1a8" << SoundKind::Check;
    QTest::newRow("capture with check") << "3qk3/8/8/8/8/8/8/3RK3 w - - 0 1"
                                        << "d1d8" << SoundKind::Check;
    QTest::newRow("mate") << "6k1/5ppp/8/8/8/8/8/3RK3 w - - 0 1"
                          << "d1d8" << SoundKind::GameEnd;
    QTest::newRow("quiet, the king with room") << "k7/8/8/2Q5/8/8/8/4K3 w - - 0 1"
                                               << "e1d2" << SoundKind::Move;
    QTest::newRow("stalemating") << "k7/8/8/1Q6/8/8/8/4K3 w - - 0 1"
                                 << "b5b6" << SoundKind::GameEnd;
    QTest::newRow("last piece taken: insufficient material") << "k7/8/8/8/8/8/3r4/3K4 w - - 0 1"
                                                             << "d1d2" << SoundKind::GameEnd;
}

void SoundsTest::kinds()
{
    QFETCH(QString, fen);
    QFETCH(QString, move);
    QFETCH(SoundKind, kind);
    const auto setup = chess::parseFen(fen.toStdString());
    QVERIFY(setup);
    const auto pos = chess::Position::fromSetup(*setup);
    QVERIFY(pos);
    const auto m = chess::parseUci(*pos, move.toStdString());
    QVERIFY(m);
    QCOMPARE(ui::soundFor(*pos, *m), kind);
}

void SoundsTest::synthesized()
{
    QList<QByteArray> sounds;
    for (SoundKind k :
         {SoundKind::Move, SoundKind::Capture, SoundKind::Check, SoundKind::GameEnd}) {
        const QByteArray pcm = ui::synthesize(k);
        // Between 50 ms and a second, loud enough to hear, never clipped.
        const double seconds = double(pcm.size()) / 2 / ui::SoundPlayer::SampleRate;
        QVERIFY2(seconds >= 0.05 && seconds <= 1.0, qPrintable(QString::number(seconds)));
        int peak = 0;
        for (qsizetype i = 0; i + 1 < pcm.size(); i += 2)
            peak = std::max(peak, std::abs(int(qFromLittleEndian<qint16>(pcm.constData() + i))));
        QVERIFY2(peak > 5000 && peak < 32767, qPrintable(QString::number(peak)));
        QVERIFY(!sounds.contains(pcm));
        sounds << pcm;
    }
    QCOMPARE(ui::synthesize(SoundKind::Check), sounds[2]); // the same every time
}

void SoundsTest::windowSoundsMovesPlayed()
{
    ui::MainWindow w;
    w.show();
    QVERIFY(QTest::qWaitForWindowExposed(&w));
    QSignalSpy played(w.sounds(), &ui::SoundPlayer::played);
    model::GameDocument* d = w.document();
    auto play = [&](const char* uci) { return d->playMove(*chess::parseUci(d->position(), uci)); };
    QVERIFY(play("e2e4"));
    QVERIFY(play("d7d5"));
    QVERIFY(play("e4d5"));
    QCOMPARE(played.size(), 3);
    QCOMPARE(played.at(2).at(0).value<SoundKind>(), SoundKind::Capture);
    d->back(); // a step back: silence
    QCOMPARE(played.size(), 3);
    d->forward(); // a step forward sounds the move again
    QCOMPARE(played.size(), 4);
    QCOMPARE(played.at(3).at(0).value<SoundKind>(), SoundKind::Capture);
    d->toStart(); // jumps: silence
    d->toEnd();
    QCOMPARE(played.size(), 4);
    w.sounds()->setEnabled(false);
    d->back();
    d->forward();
    QCOMPARE(played.size(), 4);
}

QTEST_MAIN(SoundsTest)
#include "sounds_test.moc"
