// SPDX-License-Identifier: GPL-3.0-or-later
// The window's online parts against fake_server.py (tests/online): off until allowed, the
// Tablebase pane's online answer for a 7-piece position, the Explorer pane, the cloud
// evaluation line, the import dialog, logging in with lichess (the test plays the browser), the
// question of first use from every online feature, and the endgame trainer graded by lichess's
// tablebase. No test goes online.

#include "fake_server.h"

#include "analysis/enginepanel.h"
#include "board/boardview.h"
#include "mainwindow/mainwindow.h"
#include "model/gamedocument.h"
#include "online/cloudeval.h"
#include "online/explorerpane.h"
#include "online/importdialog.h"
#include "online/onlinedialog.h"
#include "online/onlineservices.h"
#include "tablebase/tablebasepane.h"
#include "train/endgametrainer.h"

#include "chess/fen.h"

#include <QApplication>
#include <QCheckBox>
#include <QDockWidget>
#include <QFile>
#include <QLabel>
#include <QLineEdit>
#include <QMessageBox>
#include <QNetworkAccessManager>
#include <QNetworkReply>
#include <QPushButton>
#include <QSettings>
#include <QSignalSpy>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QTest>
#include <QTimer>
#include <QTreeWidget>

using namespace kibitz;
using namespace kibitz::ui;

namespace {

chess::Position fen(const char* text)
{
    return *chess::positionFromFen(text);
}

// Answers every question box that comes up (from within its own event loop) and counts them.
class QuestionAnswerer : public QObject {
public:
    explicit QuestionAnswerer(QMessageBox::StandardButton answer)
    {
        connect(&m_timer, &QTimer::timeout, this, [this, answer] {
            auto* box = qobject_cast<QMessageBox*>(QApplication::activeModalWidget());
            if (!box || !box->button(answer)) return;
            texts << box->text();
            box->button(answer)->click();
        });
        m_timer.start(20);
    }
    QStringList texts;

private:
    QTimer m_timer;
};

const char* const SevenPieces = "r7/5pk1/8/8/8/8/5PPK/R7 w - - 0 1";

} // namespace

class OnlinePanesTest : public QObject {
    Q_OBJECT

private slots:
    void initTestCase();
    void cleanupTestCase();
    void offUntilAllowed();
    void tablebaseAsksOnline();
    void tablebaseSaysWhyNotOnline();
    void explorerShowsMasters();
    void cloudEvalLabelled();
    void importDialog();
    void logInFromTheDialog();
    void explorerButtonAsksAgain();
    void firstUseQuestion_data();
    void firstUseQuestion();
    void endgameTrainerGradesOnline();
    void endgameTrainerOfflineDoesNotGrade();

private:
    // Services pointed at the local server, on, with a token.
    std::unique_ptr<OnlineServices> services(bool enabled = true)
    {
        auto s = std::make_unique<OnlineServices>();
        OnlineSettings o;
        o.enabled = enabled;
        o.asked = true;
        o.servers = online::Servers::allAt(m_server.url());
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

    FakeServer m_server;
    QTemporaryDir m_dir;
    QString m_log;
};

void OnlinePanesTest::initTestCase()
{
    QStandardPaths::setTestModeEnabled(true);
    QCoreApplication::setOrganizationName(QStringLiteral("KibitzTest"));
    QCoreApplication::setApplicationName(QStringLiteral("onlinepanes_test"));
    QSettings().clear();
    m_log = m_dir.filePath(QStringLiteral("requests.log"));
    QVERIFY2(m_server.start(m_log), qPrintable(m_server.errorString()));
}

void OnlinePanesTest::cleanupTestCase()
{
    m_server.stop();
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
        [&](const chess::Position& pos, std::function<void(TablebasePane::OnlineAnswer)> answer) {
            s->tablebaseReport(&pane, QStringLiteral("test"), pos, std::move(answer));
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

// The server fails (HTTP 500): the pane says that lichess's tablebase could not be asked and
// why, naming the service, rather than "Asking…" for ever.
void OnlinePanesTest::tablebaseSaysWhyNotOnline()
{
    auto s = services();
    OnlineSettings o = s->settings();
    o.servers = online::Servers::allAt(m_server.url(QStringLiteral("/fault/500")));
    s->setSettings(o);
    TablebasePane pane;
    pane.setOnlineLookup(
        [&](const chess::Position& pos, std::function<void(TablebasePane::OnlineAnswer)> answer) {
            s->tablebaseReport(&pane, QStringLiteral("test"), pos, std::move(answer));
        });
    model::GameDocument doc;
    pane.setDocument(&doc);
    doc.newGame(fen(SevenPieces));
    QTRY_VERIFY_WITH_TIMEOUT(pane.summaryText().contains(QStringLiteral("could not be asked")),
                             10'000);
    QVERIFY2(pane.summaryText().contains(QStringLiteral("tablebase")),
             qPrintable(pane.summaryText()));
    QVERIFY(!pane.summaryText().contains(QStringLiteral("Asking")));
    QVERIFY(!pane.shownOnline());
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

// Log In with lichess in Edit > Online Services: only while online services are on; the test
// answers lichess's prompt as the browser would, and the token lands where a pasted one goes.
void OnlinePanesTest::logInFromTheDialog()
{
    if (!OnlineServices::canLogIn()) QSKIP("built without QtNetworkAuth");
    auto s = services();
    s->setToken(QString());
    QNetworkAccessManager browser;
    QList<QUrl> opened;
    s->setBrowser([&](const QUrl& url) {
        opened << url;
        QNetworkReply* page = browser.get(QNetworkRequest(url));
        connect(page, &QNetworkReply::finished, page, &QObject::deleteLater);
        return true;
    });
    OnlineDialog dialog(s.get());
    QVERIFY(dialog.logInButton()->isEnabled());
    dialog.enabledBox()->setChecked(false);
    QVERIFY(!dialog.logInButton()->isEnabled()); // nothing goes online while off
    dialog.enabledBox()->setChecked(true);
    QSignalSpy loggedIn(s.get(), &OnlineServices::loggedIn);
    QTest::mouseClick(dialog.logInButton(), Qt::LeftButton);
    QVERIFY2(loggedIn.wait(20'000), qPrintable(dialog.tokenStatus()->text()));
    QCOMPARE(opened.size(), 1);
    // The configured lichess server's authorization endpoint.
    QCOMPARE(opened.first().port(), int(m_server.port()));
    QCOMPARE(opened.first().path(), QStringLiteral("/oauth"));
    QCOMPARE(s->token(), QStringLiteral("lio_fromlogin"));
    QCOMPARE(s->client()->settings().token, QStringLiteral("lio_fromlogin"));
    QCOMPARE(dialog.tokenEdit()->text(), QStringLiteral("lio_fromlogin"));
    // Kept in the keyring, or for the session with a message saying so; never in the settings.
    QTRY_VERIFY_WITH_TIMEOUT(!dialog.tokenStatus()->text().startsWith(QStringLiteral("Waiting")),
                             10'000);
    QVERIFY2(dialog.tokenStatus()->text().contains(QStringLiteral("keyring"))
                 || dialog.tokenStatus()->text().contains(QStringLiteral("session")),
             qPrintable(dialog.tokenStatus()->text()));
    for (const QString& key : QSettings().allKeys())
        QVERIFY2(!QSettings().value(key).toString().contains(QStringLiteral("lio_fromlogin")),
                 qPrintable(key));
}

// The explorer's Turn Online Services On button asks even after a no (at the first use of
// another feature): the user pressed it.
void OnlinePanesTest::explorerButtonAsksAgain()
{
    auto s = services(false); // asked, and off
    ExplorerPane pane(s.get());
    model::GameDocument doc;
    pane.setDocument(&doc);
    pane.show();
    auto* button = pane.findChild<QPushButton*>(QStringLiteral("explorerTurnOn"));
    QVERIFY(button);
    QVERIFY(button->isVisible());
    QuestionAnswerer yes(QMessageBox::Yes);
    button->click();
    QCOMPARE(yes.texts.size(), 1);
    QVERIFY(s->enabled());
    QTRY_VERIFY(!button->isVisible());
}

// Every online feature asks the question of first use, once, while online services were never
// turned on or off: the cloud evaluation when the engine starts, the tablebase pane when it
// shows a position of up to 7 pieces the local tables lack.
void OnlinePanesTest::firstUseQuestion_data()
{
    QTest::addColumn<QString>("feature");
    QTest::newRow("cloud evaluation") << QStringLiteral("cloud evaluation");
    QTest::newRow("tablebase") << QStringLiteral("tablebase");
}

void OnlinePanesTest::firstUseQuestion()
{
    QFETCH(QString, feature);
    MainWindow w;
    w.resize(1366, 768);
    w.show();
    QVERIFY(QTest::qWaitForWindowExposed(&w));
    w.onlineServices()->setSettings(OnlineSettings{}); // a first start: off, never asked
    auto* tablebaseDock = w.findChild<QDockWidget*>(QStringLiteral("tablebaseDock"));
    QVERIFY(tablebaseDock);
    const int before = requests();
    const auto use = [&] {
        if (feature == QLatin1String("cloud evaluation")) {
            emit w.enginePanel()->analysingChanged(true);
        } else {
            tablebaseDock->raise();
            w.document()->newGame(fen(SevenPieces));
            QTRY_VERIFY(w.tablebasePane()->currentReport());
        }
    };
    {
        QuestionAnswerer no(QMessageBox::No);
        use();
        QTRY_COMPARE(no.texts.size(), 1);
        QVERIFY2(no.texts.first().contains(QStringLiteral("lichess.org")),
                 qPrintable(no.texts.first()));
        QVERIFY(w.onlineServices()->settings().asked);
        QVERIFY(!w.onlineServices()->enabled());
        // Asked once: not again.
        use();
        QTest::qWait(300);
        QCOMPARE(no.texts.size(), 1);
    }
    QCOMPARE(requests(), before); // nothing went out
}

// A 7-piece position the local tables lack: lichess's tablebase grades the move, marked online,
// and its best move would answer.
void OnlinePanesTest::endgameTrainerGradesOnline()
{
    auto s = services();
    EndgameTrainer t(nullptr);
    t.setReplyDelay(0);
    t.setOnlineLookup([&](QWidget* asker, const chess::Position& pos,
                          std::function<void(EndgameTrainer::OnlineAnswer)> answer) {
        s->tablebaseReport(asker, QStringLiteral("test"), pos, std::move(answer));
    });
    t.show();
    t.startPosition(QStringLiteral("seven"), fen(SevenPieces));
    QTRY_VERIFY_WITH_TIMEOUT(!t.isBusy(), 10'000);
    QVERIFY(t.report().covered);
    QVERIFY(t.reportOnline());
    QVERIFY2(t.statusText().contains(QStringLiteral("online")), qPrintable(t.statusText()));
    const chess::Move best = chess::parseUci(t.position(), "a1a8").value();
    emit t.board()->moveRequested(best.from(), best.to(), chess::PieceType::None);
    QCOMPARE(t.moveGrades().size(), 1);
    QVERIFY2(t.moveGrades().first().startsWith(QStringLiteral("1. Rxa8: best")),
             qPrintable(t.moveGrades().first()));
    QVERIFY2(t.moveGrades().first().contains(QStringLiteral("online")),
             qPrintable(t.moveGrades().first()));
    QVERIFY2(!t.moveGrades().first().contains(QStringLiteral("not graded")),
             qPrintable(t.moveGrades().first()));
    QCOMPARE(t.pliesLost(), 0);
}

// Online services off (or offline): a 7-piece position's moves are not graded, and the trainer
// says why, rather than let the engine guess.
void OnlinePanesTest::endgameTrainerOfflineDoesNotGrade()
{
    auto s = services(false);
    const int before = requests();
    EndgameTrainer t(nullptr);
    t.setReplyDelay(0);
    t.setOnlineLookup([&](QWidget* asker, const chess::Position& pos,
                          std::function<void(EndgameTrainer::OnlineAnswer)> answer) {
        s->tablebaseReport(asker, QStringLiteral("test"), pos, std::move(answer));
    });
    t.show();
    t.startPosition(QStringLiteral("seven"), fen(SevenPieces));
    QTRY_VERIFY_WITH_TIMEOUT(!t.isBusy(), 10'000);
    QVERIFY(!t.report().covered);
    QVERIFY2(t.statusText().contains(QStringLiteral("online services are off")),
             qPrintable(t.statusText()));
    const chess::Move move = chess::parseUci(t.position(), "a1a8").value();
    emit t.board()->moveRequested(move.from(), move.to(), chess::PieceType::None);
    QCOMPARE(t.moveGrades().size(), 1);
    QVERIFY2(t.moveGrades().first().contains(QStringLiteral("not graded")),
             qPrintable(t.moveGrades().first()));
    QCOMPARE(requests(), before);
}

QTEST_MAIN(OnlinePanesTest)
#include "onlinepanes_test.moc"
