// SPDX-License-Identifier: GPL-3.0-or-later
// The window's online parts against fake_server.py (tests/online): off until allowed, the
// Tablebase pane's online answer for a 7-piece position, the Explorer pane, the cloud
// evaluation line and the import dialog. No test goes online.

#include "model/gamedocument.h"
#include "online/cloudeval.h"
#include "online/explorerpane.h"
#include "online/importdialog.h"
#include "online/onlineservices.h"
#include "tablebase/tablebasepane.h"

#include "chess/fen.h"

#include <QFile>
#include <QLabel>
#include <QProcess>
#include <QSettings>
#include <QSignalSpy>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QTest>
#include <QTreeWidget>

using namespace kibitz;
using namespace kibitz::ui;

namespace {

chess::Position fen(const char* text)
{
    return *chess::positionFromFen(text);
}

} // namespace

class OnlinePanesTest : public QObject {
    Q_OBJECT

private slots:
    void initTestCase();
    void cleanupTestCase();
    void offUntilAllowed();
    void tablebaseAsksOnline();
    void explorerShowsMasters();
    void cloudEvalLabelled();
    void importDialog();

private:
    // Services pointed at the local server, on, with a token.
    std::unique_ptr<OnlineServices> services(bool enabled = true)
    {
        auto s = std::make_unique<OnlineServices>();
        OnlineSettings o;
        o.enabled = enabled;
        o.asked = true;
        o.servers = online::Servers::allAt(QUrl(QStringLiteral("http://127.0.0.1:%1").arg(m_port)));
        s->setSettings(o);
        online::ClientSettings c = s->client()->settings();
        c.token = QStringLiteral("lip_test");
        c.cacheFolder.clear();
        s->client()->setSettings(c);
        return s;
    }
    int requests() const
    {
        QFile f(m_log);
        return f.open(QIODevice::ReadOnly) ? int(f.readAll().count('\n')) : 0;
    }

    QProcess m_server;
    QTemporaryDir m_dir;
    QString m_log;
    quint16 m_port = 0;
};

void OnlinePanesTest::initTestCase()
{
    QStandardPaths::setTestModeEnabled(true);
    QCoreApplication::setOrganizationName(QStringLiteral("KibitzTest"));
    QCoreApplication::setApplicationName(QStringLiteral("onlinepanes_test"));
    QSettings().clear();
    m_log = m_dir.filePath(QStringLiteral("requests.log"));
    m_server.start(QStringLiteral(KIBITZ_PYTHON),
                   {QStringLiteral(KIBITZ_FAKE_SERVER), QStringLiteral(KIBITZ_TEST_DATA "/online"),
                    QStringLiteral("--log"), m_log});
    QVERIFY(m_server.waitForStarted());
    QTRY_VERIFY_WITH_TIMEOUT(m_server.canReadLine(), 10'000);
    m_port = quint16(m_server.readLine().trimmed().toUInt());
}

void OnlinePanesTest::cleanupTestCase()
{
    m_server.kill();
    m_server.waitForFinished();
}

void OnlinePanesTest::offUntilAllowed()
{
    // A first start: off, and nothing asked yet.
    OnlineServices fresh;
    QVERIFY(!fresh.enabled());
    QVERIFY(!fresh.settings().asked);

    auto s = services(false);
    const int before = requests();
    ExplorerPane pane(s.get());
    model::GameDocument doc;
    pane.setDocument(&doc);
    pane.show();
    QTest::qWait(700);
    pane.request();
    QVERIFY(pane.status()->text().contains(QStringLiteral("off")));
    QCOMPARE(pane.moves()->topLevelItemCount(), 0);
    QVERIFY(!s->allow(&pane, QStringLiteral("test"))); // asked once already: not again
    TablebasePane tb;
    tb.setDocument(&doc);
    doc.newGame(fen("r7/5pk1/8/8/8/8/5PPK/R7 w - - 0 1"));
    QTest::qWait(300);
    QCOMPARE(requests(), before); // nothing went out
}

void OnlinePanesTest::tablebaseAsksOnline()
{
    auto s = services();
    TablebasePane pane;
    QSignalSpy shown(&pane, &TablebasePane::reportShown);
    pane.setOnlineLookup(
        [&](const chess::Position& pos, std::function<void(TablebaseReport)> answer) {
            s->client()->tablebase(QString::fromStdString(chess::toFen(pos)),
                                   [pos, answer](online::Answer<online::TablebaseAnswer> a) {
                                       if (a) answer(online::toReport(a.value(), pos));
                                   });
        });
    model::GameDocument doc;
    pane.setDocument(&doc);
    doc.newGame(fen("r7/5pk1/8/8/8/8/5PPK/R7 w - - 0 1")); // 7 pieces: not in the local tables
    QTRY_VERIFY_WITH_TIMEOUT(pane.shownOnline(), 10'000);
    QVERIFY(pane.currentReport()->covered);
    QCOMPARE(pane.currentReport()->wdl, tb::Wdl::Win);
    QVERIFY2(pane.summaryText().contains(QStringLiteral("online (lichess)")),
             qPrintable(pane.summaryText()));
    QVERIFY(pane.summaryText().startsWith(QStringLiteral("White wins")));
    QCOMPARE(pane.model()->rowCount(), 3);
    // The winning capture first, as Play the Tablebase would play it.
    QCOMPARE(pane.bestMove(), chess::parseUci(pane.position(), "a1a8").value());
}

void OnlinePanesTest::explorerShowsMasters()
{
    auto s = services();
    ExplorerPane pane(s.get());
    QSignalSpy updated(&pane, &ExplorerPane::updated);
    model::GameDocument doc;
    pane.setDocument(&doc);
    pane.resize(500, 600);
    pane.show();
    QVERIFY(updated.wait(10'000));
    QCOMPARE(pane.moves()->topLevelItemCount(), 5);
    QCOMPARE(pane.moves()->topLevelItem(0)->text(0), QStringLiteral("e4"));
    QCOMPARE(pane.games()->topLevelItemCount(), 2);
    QSignalSpy picked(&pane, &ExplorerPane::movePicked);
    pane.moves()->setCurrentItem(pane.moves()->topLevelItem(1));
    emit pane.moves()->itemActivated(pane.moves()->topLevelItem(1), 0);
    QCOMPARE(picked.size(), 1);
    QCOMPARE(picked.first().first().value<chess::Move>(),
             chess::parseUci(doc.position(), "d2d4").value());

    // A top game opens from the explorer's PGN.
    QSignalSpy chosen(&pane, &ExplorerPane::gameChosen);
    pane.games()->setCurrentItem(pane.games()->topLevelItem(0));
    emit pane.games()->itemActivated(pane.games()->topLevelItem(0), 0);
    QVERIFY(chosen.wait(10'000));
    QVERIFY(chosen.first().first().toByteArray().contains("Master, A."));

    // The Player tab asks for a user first.
    pane.setSource(online::ExplorerSource::Player);
    pane.request();
    QVERIFY(pane.status()->text().contains(QStringLiteral("user name")));
    pane.setPlayer(QStringLiteral("kibitzer"));
    pane.request();
    QTRY_COMPARE_WITH_TIMEOUT(pane.moves()->topLevelItemCount(), 2, 10'000);
    QCOMPARE(pane.moves()->topLevelItem(0)->text(4), QStringLiteral("1870"));
}

void OnlinePanesTest::cloudEvalLabelled()
{
    auto s = services();
    CloudEvalLine line(s.get());
    QSignalSpy updated(&line, &CloudEvalLine::updated);
    model::GameDocument doc;
    line.setDocument(&doc);
    QVERIFY(updated.wait(10'000));
    QVERIFY(line.isVisibleTo(nullptr) || !line.isHidden());
    QVERIFY2(line.text().contains(QStringLiteral("lichess cloud")), qPrintable(line.text()));
    QVERIFY(line.text().contains(QStringLiteral("depth 45")));
    QVERIFY(line.text().contains(QStringLiteral("+0.20</b> e4 e5 Nf3")));
    // No cloud evaluation: hidden.
    doc.newGame(fen("8/8/8/4k3/8/8/8/3QK3 w - - 0 1"));
    QVERIFY(updated.wait(10'000));
    QVERIFY(line.isHidden());
}

void OnlinePanesTest::importDialog()
{
    auto s = services();
    const QString file = m_dir.filePath(QStringLiteral("import.pgn"));
    ImportDialog dialog(s.get(), file);
    online::ImportOptions o = dialog.options();
    o.user = QStringLiteral("kibitzer");
    dialog.setOptions(o);
    QSignalSpy imported(&dialog, &ImportDialog::imported);
    dialog.start();
    QVERIFY(dialog.running());
    QVERIFY(imported.wait(15'000));
    QCOMPARE(imported.first().at(1).toInt(), 3);
    QVERIFY2(dialog.resultText().startsWith(QStringLiteral("3 new game")),
             qPrintable(dialog.resultText()));
    // Again: nothing new, nothing twice.
    dialog.start();
    QTRY_VERIFY_WITH_TIMEOUT(!dialog.running(), 15'000);
    QVERIFY2(dialog.resultText().contains(QStringLiteral("1 already there")),
             qPrintable(dialog.resultText()));
}

QTEST_MAIN(OnlinePanesTest)
#include "onlinepanes_test.moc"
