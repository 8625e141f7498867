// SPDX-License-Identifier: GPL-3.0-or-later
// No game is ever lost in the window (issue 28), on the real widgets:
//   - a one-game file with a move Kibitz cannot read (UTF-8, Latin-1, CRLF, Crazyhouse, an
//     analysis with variations) opens with a notice above the notation that says where; saved
//     unchanged it stays the same to the byte; edited and saved, every word of it is still in
//     the file, in the file's encoding and line ends; the same for a game of a database;
//   - a game against the engine is marked `*`; Ctrl+W, Ctrl+Q and closing the window ask, and
//     the answer Enter gives (Save) keeps the game; a stopped game is asked about too;
//   - resigning and stopping ask first, and Enter says no; games are dated and named;
//   - a game being played is in the autosave within seconds; a child process playing one is
//     killed (SIGKILL), and the next window restores the game and plays on from its clocks.
// The child is this program run with --play-and-wait ROOT.

#include "board/boardview.h"
#include "chess/chess960.h"
#include "chess/notation.h"
#include "chess/variant.h"
#include "database/databasecontroller.h"
#include "database/databaseview.h"
#include "mainwindow/documenttabs.h"
#include "mainwindow/mainwindow.h"
#include "mainwindow/recovery.h"
#include "mainwindow/unsavedgames.h"
#include "model/databasemodel.h"
#include "model/gamedocument.h"
#include "notation/movetreeview.h"
#include "pgn/builder.h"
#include "pgn/comment.h"
#include "play/clockwidget.h"
#include "play/gamesession.h"
#include "play/playcontroller.h"

#include <QAbstractButton>
#include <QApplication>
#include <QDate>
#include <QDir>
#include <QDirIterator>
#include <QFile>
#include <QFileDialog>
#include <QLabel>
#include <QLineEdit>
#include <QMenuBar>
#include <QMessageBox>
#include <QPointer>
#include <QProcess>
#include <QPushButton>
#include <QRegularExpression>
#include <QSet>
#include <QSignalSpy>
#include <QStandardPaths>
#include <QTabBar>
#include <QTemporaryDir>
#include <QTest>
#include <QThread>
#include <QTimer>
#include <QTreeWidget>

#include <cstdio>
#include <deque>
#include <functional>

using namespace kibitz;
using namespace kibitz::ui;
using chess::Color;

namespace {

const QString EngineName = QStringLiteral("Kibitz test engine");

// The engine list the window reads (Qt's test folders), naming the built-in engine. The child
// process writes the same list into the same place.
void writeEngineList()
{
    QStandardPaths::setTestModeEnabled(true);
    QCoreApplication::setOrganizationName(QStringLiteral("KibitzTests"));
    QCoreApplication::setApplicationName(QStringLiteral("nolost_test"));
    const QString dir = QStandardPaths::writableLocation(QStandardPaths::AppConfigLocation);
    QDir().mkpath(dir);
    QFile list(dir + QStringLiteral("/engines.json"));
    if (!list.open(QIODevice::WriteOnly | QIODevice::Truncate)) qFatal("cannot write engines.json");
    list.write(
        QStringLiteral("{\"engines\":[{\"name\":\"%1\",\"command\":\"%2\",\"protocol\":\"uci\"}]}")
            .arg(EngineName, QStringLiteral(KIBITZ_ENGINE))
            .toUtf8());
}

engine::EngineEntry testEngine()
{
    engine::EngineEntry e;
    e.name = EngineName;
    e.command = QStringLiteral(KIBITZ_ENGINE);
    return e;
}

// The user (White) against the engine.
PlayController::Setup againstEngine(const char* tc = "300+0")
{
    PlayController::Setup setup;
    setup.engines[1] = testEngine();
    setup.timeControl = *play::TimeControl::parse(tc);
    return setup;
}

bool waitFor(const std::function<bool()>& condition, int ms)
{
    QElapsedTimer timer;
    timer.start();
    while (!condition()) {
        if (timer.elapsed() > ms) return false;
        QCoreApplication::processEvents(QEventLoop::AllEvents, 20);
        QThread::msleep(5);
    }
    return true;
}

// Answers the modal dialogs that come up, in turn, each with the next action.
class Answerer : public QObject {
public:
    explicit Answerer(std::deque<std::function<void(QWidget*)>> actions)
        : m_actions(std::move(actions))
    {
        m_timer.setInterval(20);
        connect(&m_timer, &QTimer::timeout, this, [this] {
            QWidget* modal = QApplication::activeModalWidget();
            if (!modal) return;
            if (modal == m_last || m_actions.empty()) {
                // A question nobody answers would hang the test until ctest's timeout: after
                // ten seconds it is refused, and the test fails on what it then finds.
                if (++m_idleTicks * m_timer.interval() < 10000) return;
                qWarning("unanswered dialog %s refused", modal->metaObject()->className());
                if (auto* dialog = qobject_cast<QDialog*>(modal)) dialog->reject();
                m_idleTicks = 0;
                return;
            }
            m_idleTicks = 0;
            m_last = modal;
            const auto action = m_actions.front();
            m_actions.pop_front();
            action(modal);
        });
        m_timer.start();
    }
    [[nodiscard]] bool done() const { return m_actions.empty(); }

private:
    std::deque<std::function<void(QWidget*)>> m_actions;
    QPointer<QWidget> m_last;
    QTimer m_timer;
    int m_idleTicks = 0;
};

// What a question looked like when it was answered.
struct Seen {
    QString text;
    QString defaultButton;
    int asked = 0;
};

// An action that notes the question and presses a key on it (Escape, Return) or clicks a button.
std::function<void(QWidget*)> press(Seen& seen, Qt::Key key)
{
    return [&seen, key](QWidget* w) {
        auto* box = qobject_cast<QMessageBox*>(w);
        if (!box) return;
        ++seen.asked;
        seen.text = box->text();
        seen.defaultButton = box->defaultButton() ? box->defaultButton()->text() : QString();
        QTest::keyClick(box, key);
    };
}
std::function<void(QWidget*)> click(Seen& seen, QMessageBox::StandardButton button)
{
    return [&seen, button](QWidget* w) {
        auto* box = qobject_cast<QMessageBox*>(w);
        if (!box) return;
        ++seen.asked;
        seen.text = box->text();
        seen.defaultButton = box->defaultButton() ? box->defaultButton()->text() : QString();
        box->button(button)->click();
    };
}
std::function<void(QWidget*)> clickText(Seen& seen, const QString& text)
{
    return [&seen, text](QWidget* w) {
        auto* box = qobject_cast<QMessageBox*>(w);
        if (!box) return;
        ++seen.asked;
        seen.text = box->text();
        seen.defaultButton = box->defaultButton() ? box->defaultButton()->text() : QString();
        for (QAbstractButton* b : box->buttons())
            if (b->text() == text) b->click();
    };
}
// What the list of unsaved games looked like when it was answered.
struct SeenList {
    QStringList names;
    QStringList states;
    int asked = 0;
};

// Notes the list of unsaved games, sets its boxes (when checked is not empty) and clicks the
// button with that object name.
std::function<void(QWidget*)> answerList(SeenList& seen, const QString& button,
                                         const QList<bool>& checked = {})
{
    return [&seen, button, checked](QWidget* w) {
        auto* dialog = qobject_cast<UnsavedGamesDialog*>(w);
        if (!dialog) return;
        ++seen.asked;
        seen.names = dialog->names();
        QTreeWidget* list = dialog->list();
        for (int i = 0; i < list->topLevelItemCount(); ++i) {
            seen.states << list->topLevelItem(i)->text(1);
            if (i < checked.size())
                list->topLevelItem(i)->setCheckState(0, checked[i] ? Qt::Checked : Qt::Unchecked);
        }
        dialog->findChild<QPushButton*>(button)->click();
    };
}

// Answers a Save As dialog with path.
std::function<void(QWidget*)> saveFileAs(int& count, const QString& path)
{
    return [&count, path](QWidget* w) {
        auto* d = qobject_cast<QFileDialog*>(w);
        if (!d) return;
        ++count;
        // selectFile leaves the name field alone while it has the focus, which the dialog gets
        // only once its window is active (late, and not always, under offscreen): fill the
        // field itself so that accepting never depends on when the focus came.
        d->setDirectory(QFileInfo(path).absolutePath());
        d->selectFile(path);
        if (auto* name = d->findChild<QLineEdit*>(QStringLiteral("fileNameEdit")))
            name->setText(QFileInfo(path).fileName());
        static_cast<QDialog*>(d)->accept(); // QFileDialog::accept is protected
    };
}

std::function<void(QWidget*)> rejectDialog(int& count)
{
    return [&count](QWidget* w) {
        if (auto* d = qobject_cast<QDialog*>(w)) {
            ++count;
            d->reject();
        }
    };
}

QByteArray readAll(const QString& path)
{
    QFile f(path);
    if (!f.open(QIODevice::ReadOnly)) return {};
    return f.readAll();
}

void writeAll(const QString& path, const QByteArray& bytes)
{
    QFile f(path);
    if (!f.open(QIODevice::WriteOnly | QIODevice::Truncate)) qFatal("cannot write");
    f.write(bytes);
}

// The words of a game's movetext (after its tags), comments' words included.
QStringList movetextWords(const QString& text)
{
    QStringList out;
    for (const QString& line : text.split(QLatin1Char('\n'))) {
        if (line.trimmed().startsWith(QLatin1Char('['))) continue;
        out << line.split(QRegularExpression(QStringLiteral("[\\s{}()]+")), Qt::SkipEmptyParts);
    }
    return out;
}

QAction* actionWith(MainWindow& w, const QKeySequence& keys)
{
    for (QAction* a : w.findChildren<QAction*>())
        if (a->shortcut() == keys) return a;
    return nullptr;
}

QAction* menuAction(MainWindow& w, const QString& text)
{
    for (QAction* a : w.menuBar()->findChildren<QAction*>())
        if (a->text() == text) return a;
    return nullptr;
}

// Keys to the window, as the user types them (it is made active first: a dialog that has
// just closed may have left no window active, and shortcuts go to the active one).
void keys(MainWindow& w, const QKeySequence& sequence)
{
    w.activateWindow();
    if (!QTest::qWaitForWindowActive(&w)) qWarning("the window is not active");
    QTest::keySequence(&w, sequence);
}

bool playUserMove(MainWindow& w, const char* from, const char* to)
{
    return w.playController()->handleBoardMove(chess::parseSquare(from), chess::parseSquare(to),
                                               chess::PieceType::None);
}

// The game used by the file rows: move 6 is illegal, 30 more moves and a comment follow.
const char* const BadMoveGame =
    "[Event \"Bad move\"]\n[Site \"Z\xc3\xbcrich\"]\n[Date \"2024.01.01\"]\n[Round \"1\"]\n"
    "[White \"M\xc3\xbcller, J\xc3\xbcrgen\"]\n[Black \"P\xc3\xa9rez\"]\n[Result \"1-0\"]\n\n"
    "1. e4 e5 2. Nf3 Nc6 3. Bb5 a6 4. Ba4 Nf6 5. O-O Qe7 6. Ke9 b5 7. Bb3 d6 8. c3 O-O\n"
    "9. h3 Nb8 10. d4 Nbd7 {M\xc3\xbcller's plan: c5} 11. Nbd2 Bb7 12. Bc2 Re8 13. a4 Bf8\n"
    "14. Bd3 c6 15. Qc2 Rc8 16. Rd1 Qc7 {the end} 1-0\n";

QByteArray toLatin1(const char* utf8)
{
    return QString::fromUtf8(utf8).toLatin1();
}

QByteArray toCrlf(QByteArray text)
{
    return text.replace("\n", "\r\n");
}

// Line and column (1-based, in bytes) of the first occurrence of token in bytes.
std::pair<int, int> whereIs(const QByteArray& bytes, const QByteArray& token)
{
    const qsizetype at = bytes.indexOf(token);
    const qsizetype lineStart = bytes.lastIndexOf('\n', at) + 1;
    return {int(bytes.left(at).count('\n')) + 1, int(at - lineStart) + 1};
}

} // namespace

class NoLostTest : public QObject {
    Q_OBJECT

private slots:
    void initTestCase();
    void fileWithABadMove_data();
    void fileWithABadMove();
    void databaseGameWithABadMove();
    void engineGameAsksBeforeItGoes();
    void enterNeverDiscards();
    void enterKeepsTheFilesEncoding();
    void stoppedGamesAreAskedAbout();
    void quittingWithSeveralGames_data();
    void quittingWithSeveralGames();
    void resignAndStopAskFirst();
    void newGamesAreDated();
    void openingAFileKeepsTheGameInPlay();
    void runningGameSurvivesKill();

private:
    QTemporaryDir m_dir;
};

void NoLostTest::initTestCase()
{
    writeEngineList();
    QVERIFY(m_dir.isValid());
}

void NoLostTest::fileWithABadMove_data()
{
    QTest::addColumn<QByteArray>("bytes");
    QTest::addColumn<QByteArray>("badMove");
    QTest::addColumn<QString>("lastRead");
    QTest::addColumn<QByteArray>("mark"); // a byte sequence the file's encoding must keep

    QTest::newRow("UTF-8") << QByteArray(BadMoveGame) << QByteArray("Ke9") << "Qe7"
                           << QByteArray("M\xc3\xbcller");
    QTest::newRow("Latin-1") << toLatin1(BadMoveGame) << QByteArray("Ke9") << "Qe7"
                             << QByteArray("M\xfcller");
    QTest::newRow("CRLF") << toCrlf(QByteArray(BadMoveGame)) << QByteArray("Ke9") << "Qe7"
                          << QByteArray("\r\n");
    QTest::newRow("Crazyhouse") << QByteArray(
        "[Event \"zh\"]\n[Variant \"Crazyhouse\"]\n[Result \"*\"]\n\n"
        "1. e4 d5 2. exd5 Qxd5 3. Nc3 Qa5 4. Q@e5 Nc6 5. d4 e6 {drop later}\n"
        "6. Nf3 Bb4 7. Bd2 N@d4 *\n")
                                << QByteArray("Q@e5") << "Qa5"
                                << QByteArray("[Variant \"Crazyhouse\"]");
    QTest::newRow("analysis with variations")
        << QByteArray("[Event \"Analysis\"]\n[Result \"1/2-1/2\"]\n\n"
                      "1. e4 {best by test} e5 (1... c5 {Sicilian} 2. Nf3 d6 3. d4 (3. Bb5+ Bd7)\n"
                      "3... cxd4) 2. Nf3 Nc6 3. Bc4 Bc5 4. Kxe8 {impossible} Nf6 (4... d6 5. d3)\n"
                      "5. d3 d6 {quiet} 6. O-O O-O 1/2-1/2\n")
        << QByteArray("Kxe8") << "Bc5" << QByteArray("(3. Bb5+");
}

void NoLostTest::fileWithABadMove()
{
    QFETCH(QByteArray, bytes);
    QFETCH(QByteArray, badMove);
    QFETCH(QString, lastRead);
    QFETCH(QByteArray, mark);
    const QString path = m_dir.filePath(QStringLiteral("%1.pgn").arg(QTest::currentDataTag()));
    writeAll(path, bytes);

    MainWindow w;
    w.show();
    QVERIFY(QTest::qWaitForWindowActive(&w));
    QVERIFY(w.openFile(path));
    model::GameDocument* doc = w.document();
    QVERIFY(!doc->isModified());

    // The notice says what and where; the moves before the error are shown.
    QVERIFY(w.readNotice()->isVisible());
    const auto [line, column] = whereIs(bytes, badMove);
    const QString notice = w.readNotice()->text();
    QVERIFY2(notice.contains(QStringLiteral("line %1, column %2").arg(line).arg(column)),
             qPrintable(notice));
    QVERIFY2(notice.contains(QString::fromLatin1(badMove)), qPrintable(notice));
    QCOMPARE(QString::fromStdString(doc->game().mainlineEnd()->san()), lastRead);
    // The rest is in sight, in the notation.
    QVERIFY2(w.moveTreeView()->toPlainText().contains(QString::fromLatin1(badMove)),
             qPrintable(w.moveTreeView()->toPlainText()));

    // Ctrl+S with no edit: the file stays as it was, to the byte.
    keys(w, QKeySequence::Save);
    QCOMPARE(readAll(path), bytes);

    // An edit (a NAG on the first move), then Ctrl+S: every word is still in the file, in its
    // encoding and line ends.
    doc->toStart();
    doc->forward();
    QVERIFY(doc->toggleNag(doc->currentNode(), 1));
    QVERIFY(w.windowTitle().contains(QLatin1Char('*')) || w.isWindowModified());
    keys(w, QKeySequence::Save);
    QVERIFY(!doc->isModified());
    const QByteArray saved = readAll(path);
    QVERIFY2(saved.contains(mark), saved.constData());
    QVERIFY(saved.simplified().contains(pgn::UnreadCommentStart.data()));
    if (bytes.contains("\r\n")) QCOMPARE(saved.count("\r\n"), saved.count('\n'));
    const bool latin1 = QTest::currentDataTag() == QByteArray("Latin-1");
    const QString before = latin1 ? QString::fromLatin1(bytes) : QString::fromUtf8(bytes);
    const QString after = latin1 ? QString::fromLatin1(saved) : QString::fromUtf8(saved);
    const QStringList out = movetextWords(after);
    qsizetype at = 0;
    for (const QString& word : movetextWords(before)) {
        if (word == QLatin1String("*") || (word.contains(QLatin1Char('-')) && word[0].isDigit()))
            continue; // the result
        const qsizetype found = out.indexOf(word, at);
        QVERIFY2(found >= 0, qPrintable(QStringLiteral("'%1' lost:\n%2").arg(word, after)));
        at = found + 1;
    }

    // Opened again, the kept text is a comment like any other: the game reads whole.
    MainWindow again;
    QVERIFY(again.openFile(path));
    QVERIFY(again.document()->readErrors().empty());
    QVERIFY(again.moveTreeView()->toPlainText().contains(QString::fromLatin1(badMove)));
}

void NoLostTest::databaseGameWithABadMove()
{
    const QString path = m_dir.filePath(QStringLiteral("base.pgn"));
    QByteArray bytes = "[Event \"One\"]\n[Result \"*\"]\n\n1. d4 d5 2. c4 *\n\n";
    bytes += BadMoveGame;
    writeAll(path, bytes);
    MainWindow w;
    w.show();
    QVERIFY(w.openFile(path));
    DatabaseView* view = w.databases()->currentView();
    QVERIFY(view);
    if (!view->model()->isOpen() || view->model()->isLoading()) {
        QSignalSpy opened(view->model(), &model::DatabaseModel::opened);
        QVERIFY(opened.wait(30000));
    }
    QVERIFY(w.databases()->openGame(view, 1));
    model::GameDocument* doc = w.document();
    QVERIFY(w.readNotice()->isVisible());
    const auto [line, column] = whereIs(bytes, "Ke9");
    QVERIFY2(
        w.readNotice()->text().contains(QStringLiteral("line %1, column %2").arg(line).arg(column)),
        qPrintable(w.readNotice()->text()));
    QAction* save = actionWith(w, QKeySequence::Save);
    QVERIFY(save);
    save->trigger();
    QCOMPARE(readAll(path), bytes);
    QVERIFY(doc->setCommentAfter(doc->game().root()->next(), QStringLiteral("edited")));
    save->trigger();
    QVERIFY(!doc->isModified());
    const QByteArray saved = readAll(path);
    QVERIFY(saved.startsWith("[Event \"One\"]\n[Result \"*\"]\n\n1. d4 d5 2. c4 *\n\n"));
    // (The writer may break the comment's lines anywhere.)
    QVERIFY2(saved.simplified().contains(pgn::UnreadCommentStart.data()), saved.constData());
    for (const char* word : {"Ke9", "Nbd2", "Rc8", "the end", "plan: c5"})
        QVERIFY2(saved.simplified().contains(word), word);
}

void NoLostTest::engineGameAsksBeforeItGoes()
{
    MainWindow w;
    w.show();
    QVERIFY(QTest::qWaitForWindowActive(&w));
    PlayController* play = w.playController();
    play->startGame(againstEngine());
    model::GameDocument* game = play->document();
    QTRY_VERIFY_WITH_TIMEOUT(play->session()->isHumanToMove(), 20000);
    // Running, before any move: already worth keeping.
    QVERIFY(game->isModified());
    QVERIFY(playUserMove(w, "e2", "e4"));
    QTRY_VERIFY_WITH_TIMEOUT(game->game().mainlineEnd()->ply() == 2, 20000);
    const int tab = w.documentTabs()->indexOf(game);
    QVERIFY(w.documentTabs()->tabBar()->tabText(tab).endsWith(QLatin1Char('*')));
    QVERIFY(w.isWindowModified());

    // Ctrl+W asks; Escape cancels: the game stays and goes on.
    Seen closeQuestion;
    {
        Answerer answer({press(closeQuestion, Qt::Key_Escape)});
        keys(w, QKeySequence::Close);
        QTRY_VERIFY(answer.done());
    }
    QCOMPARE(closeQuestion.asked, 1);
    QVERIFY2(closeQuestion.text.contains(QStringLiteral("being played")),
             qPrintable(closeQuestion.text));
    QCOMPARE(closeQuestion.defaultButton,
             QMessageBox(QMessageBox::NoIcon, {}, {}, QMessageBox::Save)
                 .button(QMessageBox::Save)
                 ->text());
    QCOMPARE(w.documentTabs()->indexOf(game), tab);
    QVERIFY(play->isPlaying());

    // Ctrl+Q asks; Cancel keeps the window.
    Seen quitQuestion;
    {
        Answerer answer({click(quitQuestion, QMessageBox::Cancel)});
        keys(w, QKeySequence(Qt::CTRL | Qt::Key_Q));
        QTRY_VERIFY(answer.done());
    }
    QCOMPARE(quitQuestion.asked, 1);
    QVERIFY(w.isVisible());
    QVERIFY(play->isPlaying());

    // Closing the window asks too.
    Seen windowQuestion;
    {
        Answerer answer({click(windowQuestion, QMessageBox::Cancel)});
        QVERIFY(!w.close());
        QVERIFY(answer.done());
    }
    QCOMPARE(windowQuestion.asked, 1);
    QVERIFY(w.isVisible());

    // Discard, said in so many words, closes it.
    Seen discard;
    {
        Answerer answer({click(discard, QMessageBox::Discard)});
        keys(w, QKeySequence::Close);
        QTRY_VERIFY(answer.done());
    }
    QCOMPARE(w.documentTabs()->indexOf(game), -1);
    QVERIFY(!play->isPlaying());
}

void NoLostTest::enterNeverDiscards()
{
    MainWindow w;
    w.show();
    QVERIFY(QTest::qWaitForWindowActive(&w));
    PlayController* play = w.playController();
    play->startGame(againstEngine());
    model::GameDocument* game = play->document();
    QTRY_VERIFY_WITH_TIMEOUT(play->session()->isHumanToMove(), 20000);
    QVERIFY(playUserMove(w, "d2", "d4"));
    QTRY_VERIFY_WITH_TIMEOUT(game->game().mainlineEnd()->ply() == 2, 20000);

    // Enter on the question presses Save: a game never saved asks where (Save As); cancelling
    // that keeps everything.
    Seen question;
    int fileDialogs = 0;
    {
        Answerer answer({press(question, Qt::Key_Return), rejectDialog(fileDialogs)});
        keys(w, QKeySequence::Close);
        QTRY_VERIFY(answer.done());
    }
    QCOMPARE(question.asked, 1);
    QCOMPARE(fileDialogs, 1);
    QVERIFY(w.documentTabs()->indexOf(game) >= 0);
    QVERIFY(game->isModified());
    QCOMPARE(game->game().mainlineEnd()->ply(), 2);

    // The same at Ctrl+Q.
    Seen quit;
    fileDialogs = 0;
    {
        Answerer answer({press(quit, Qt::Key_Return), rejectDialog(fileDialogs)});
        keys(w, QKeySequence(Qt::CTRL | Qt::Key_Q));
        QTRY_VERIFY(answer.done());
    }
    QCOMPARE(fileDialogs, 1);
    QVERIFY(w.isVisible());
    QVERIFY(w.documentTabs()->indexOf(game) >= 0);

    // A game with a file: Enter saves it there.
    const QString path = m_dir.filePath(QStringLiteral("entered.pgn"));
    QVERIFY(!game->saveAs(path));
    QVERIFY(playUserMove(w, "c2", "c4"));
    QTRY_VERIFY_WITH_TIMEOUT(game->game().mainlineEnd()->ply() == 4, 20000);
    QVERIFY(game->isModified());
    Seen saveQuestion;
    {
        Answerer answer({press(saveQuestion, Qt::Key_Return)});
        keys(w, QKeySequence::Close);
        QTRY_VERIFY(answer.done());
    }
    QVERIFY(readAll(path).contains("2. c4"));
}

// A Latin-1 file whose game now holds a letter Latin-1 lacks: Enter on the question never
// converts the file (which would rewrite its other games' bytes): for a game file it saves the
// game elsewhere (Save As), for a database it cancels. Converting is a button of its own.
void NoLostTest::enterKeepsTheFilesEncoding()
{
    // A one-game file.
    {
        const QString path = m_dir.filePath(QStringLiteral("latin1-one.pgn"));
        const QByteArray bytes = toLatin1(BadMoveGame);
        writeAll(path, bytes);
        MainWindow w;
        w.show();
        QVERIFY(QTest::qWaitForWindowActive(&w));
        QVERIFY(w.openFile(path));
        model::GameDocument* doc = w.document();
        QVERIFY(doc->setHeader(QStringLiteral("Annotator"), QStringLiteral("\u0141ukasz")));
        Seen question;
        int fileDialogs = 0;
        {
            Answerer answer({press(question, Qt::Key_Return), rejectDialog(fileDialogs)});
            keys(w, QKeySequence::Save);
            QTRY_VERIFY(answer.done());
        }
        QCOMPARE(question.asked, 1);
        QVERIFY2(question.text.contains(QStringLiteral("latin1-one.pgn")),
                 qPrintable(question.text));
        QCOMPARE(question.defaultButton, QStringLiteral("Save Game As…"));
        QCOMPARE(fileDialogs, 1); // Save As, cancelled
        QCOMPARE(readAll(path), bytes);
        QVERIFY(doc->isModified());
        Seen escape;
        {
            Answerer answer({press(escape, Qt::Key_Escape)});
            keys(w, QKeySequence::Save);
            QTRY_VERIFY(answer.done());
        }
        QCOMPARE(readAll(path), bytes);
        QVERIFY(doc->isModified());
    }
    // A database: its other games are the user's too.
    const QString path = m_dir.filePath(QStringLiteral("latin1-base.pgn"));
    const QByteArray other = toLatin1(
        "[White \"P\xc3\xa9rez\"]\n[Black \"M\xc3\xbcller\"]\n[Result \"*\"]\n\n1. d4 d5 *\n");
    const QByteArray bytes = toLatin1(BadMoveGame) + "\n" + other;
    writeAll(path, bytes);
    MainWindow w;
    w.show();
    QVERIFY(QTest::qWaitForWindowActive(&w));
    QVERIFY(w.openFile(path));
    DatabaseView* view = w.databases()->currentView();
    QVERIFY(view);
    if (!view->model()->isOpen() || view->model()->isLoading()) {
        QSignalSpy opened(view->model(), &model::DatabaseModel::opened);
        QVERIFY(opened.wait(30000));
    }
    QVERIFY(w.databases()->openGame(view, 0));
    model::GameDocument* doc = w.document();
    QVERIFY(doc->setHeader(QStringLiteral("Annotator"), QStringLiteral("\u0141ukasz")));
    Seen question;
    {
        Answerer answer({press(question, Qt::Key_Return)});
        keys(w, QKeySequence::Save);
        QTRY_VERIFY(answer.done());
    }
    QCOMPARE(question.asked, 1);
    QVERIFY2(question.text.contains(QStringLiteral("UTF-8")), qPrintable(question.text));
    QCOMPARE(readAll(path), bytes);
    QVERIFY(doc->isModified());

    Seen convert;
    {
        Answerer answer({clickText(convert, QStringLiteral("Convert File to UTF-8"))});
        keys(w, QKeySequence::Save);
        QTRY_VERIFY(answer.done());
    }
    QCOMPARE(convert.asked, 1);
    QVERIFY(!doc->isModified());
    const QByteArray saved = readAll(path);
    QVERIFY(saved.contains("\xc5\x81ukasz"));
    QVERIFY(saved.contains("[White \"P\xc3\xa9rez\"]"));
}

void NoLostTest::stoppedGamesAreAskedAbout()
{
    MainWindow w;
    w.show();
    QVERIFY(QTest::qWaitForWindowActive(&w));
    PlayController* play = w.playController();
    play->setConfirm([](const QString&) { return true; });
    // A Chess960 game against the engine and a Crazyhouse game between two players, each
    // stopped after a move: still games to keep.
    PlayController::Setup chess960 = againstEngine();
    chess960.start = *chess::chess960Start(0);
    PlayController::Setup crazyhouse;
    crazyhouse.timeControl = *play::TimeControl::parse("300+0");
    crazyhouse.start = chess::variantStartPosition(chess::Variant::Crazyhouse);
    std::vector<model::GameDocument*> games;
    for (const PlayController::Setup& setup : {chess960, crazyhouse}) {
        play->startGame(setup);
        model::GameDocument* game = play->document();
        games.push_back(game);
        QTRY_VERIFY_WITH_TIMEOUT(play->session()->isHumanToMove(), 20000);
        QVERIFY(playUserMove(w, "e2", "e4"));
        QTRY_VERIFY_WITH_TIMEOUT(game->game().mainlineEnd()->ply() >= 1, 20000);
        play->stopGame();
        QVERIFY(!play->isPlaying());
        QVERIFY(game->isModified());
        QCOMPARE(QString::fromStdString(game->game().headers().value("Termination")),
                 QStringLiteral("unterminated"));
    }
    QCOMPARE(w.documentCount(), 2);
    // Quitting asks about both at once; Cancel keeps the window and both games.
    SeenList quit;
    {
        Answerer answer({answerList(quit, QStringLiteral("cancelQuit"))});
        QVERIFY(!w.close());
        QVERIFY(answer.done());
    }
    QCOMPARE(quit.asked, 1);
    QCOMPARE(quit.states,
             (QStringList{QStringLiteral("Never saved"), QStringLiteral("Never saved")}));
    QCOMPARE(w.documentCount(), 2);
    QVERIFY(games[0]->isModified() && games[1]->isModified());
    QVERIFY(w.isVisible());
}

// Quitting with several unsaved games (issue 43): one list names each game once (no two alike),
// says which one is being played, and saves them all (Save All), none (Discard All), those
// checked, or nothing and quits not (Cancel). Two games from files, edited, and a game against
// the engine never saved (Save asks where, with that game shown).
void NoLostTest::quittingWithSeveralGames_data()
{
    QTest::addColumn<QString>("button");
    QTest::addColumn<QList<bool>>("checked"); // per game, in tab order
    QTest::addColumn<bool>("quits");
    QTest::addColumn<QList<bool>>("saved");
    QTest::newRow("Cancel keeps all") << QStringLiteral("cancelQuit") << QList<bool>{} << false
                                      << QList<bool>{false, false, false};
    QTest::newRow("Save All saves each")
        << QStringLiteral("saveGames") << QList<bool>{} << true << QList<bool>{true, true, true};
    QTest::newRow("Discard All quits") << QStringLiteral("discardGames") << QList<bool>{} << true
                                       << QList<bool>{false, false, false};
    QTest::newRow("Save Checked") << QStringLiteral("saveGames") << QList<bool>{false, true, true}
                                  << true << QList<bool>{false, true, true};
}

void NoLostTest::quittingWithSeveralGames()
{
    QFETCH(QString, button);
    QFETCH(QList<bool>, checked);
    QFETCH(bool, quits);
    QFETCH(QList<bool>, saved);
    const QString tag = QString::fromLatin1(QTest::currentDataTag()).replace(u' ', u'-');
    QStringList paths;
    for (const char* name : {"first", "second"}) {
        paths << m_dir.filePath(QStringLiteral("%1-%2.pgn").arg(tag, QLatin1String(name)));
        writeAll(paths.back(), QStringLiteral("[White \"Player\"]\n[Black \"Kibitz\"]\n"
                                              "[Result \"*\"]\n\n1. e4 *\n")
                                   .toUtf8());
    }
    const QString enginePath = m_dir.filePath(tag + QStringLiteral("-engine.pgn"));
    QFile::remove(enginePath);
    MainWindow w;
    w.show();
    QVERIFY(QTest::qWaitForWindowActive(&w));
    std::vector<model::GameDocument*> games;
    for (const QString& path : paths) {
        QVERIFY(w.openFile(path));
        games.push_back(w.document());
        w.document()->toEnd();
        QVERIFY(w.document()->requestMove(chess::parseSquare("e7"), chess::parseSquare("e5")));
        QVERIFY(w.document()->isModified());
    }
    PlayController* play = w.playController();
    play->startGame(againstEngine());
    games.push_back(play->document());
    QTRY_VERIFY_WITH_TIMEOUT(play->session()->isHumanToMove(), 20000);
    QVERIFY(playUserMove(w, "d2", "d4"));
    QTRY_VERIFY_WITH_TIMEOUT(games[2]->game().mainlineEnd()->ply() == 2, 20000);
    QCOMPARE(w.documentCount(), 3);

    SeenList list;
    int fileDialogs = 0;
    std::deque<std::function<void(QWidget*)>> actions{answerList(list, button, checked)};
    if (saved.back()) actions.push_back(saveFileAs(fileDialogs, enginePath));
    bool closed = false;
    {
        Answerer answer(std::move(actions));
        closed = w.close();
        QVERIFY(answer.done());
    }
    QCOMPARE(closed, quits);
    QCOMPARE(list.asked, 1);
    QCOMPARE(list.names.size(), 3);
    QCOMPARE(QSet<QString>(list.names.begin(), list.names.end()).size(), 3); // no two alike
    QVERIFY2(list.states[2].contains(QStringLiteral("Being played")), qPrintable(list.states[2]));
    QVERIFY2(list.states[0].contains(QStringLiteral("first.pgn")), qPrintable(list.states[0]));
    QCOMPARE(fileDialogs, saved.back() ? 1 : 0);
    for (int i = 0; i < 2; ++i) QCOMPARE(readAll(paths[i]).contains("1. e4 e5"), saved[i]);
    QCOMPARE(readAll(enginePath).contains("1. d4"), saved[2]);
    if (!quits) {
        QVERIFY(w.isVisible());
        for (const model::GameDocument* game : games) QVERIFY(game->isModified());
        QVERIFY(play->isPlaying());
    }
}

void NoLostTest::resignAndStopAskFirst()
{
    MainWindow w;
    w.show();
    QVERIFY(QTest::qWaitForWindowActive(&w));
    PlayController* play = w.playController();
    play->startGame(againstEngine("120+1"));
    model::GameDocument* game = play->document();
    QTRY_VERIFY_WITH_TIMEOUT(play->session()->isHumanToMove(), 20000);
    QVERIFY(playUserMove(w, "g1", "f3"));
    QTRY_VERIFY_WITH_TIMEOUT(play->session()->isHumanToMove(), 20000);

    QAction* resign = menuAction(w, QStringLiteral("&Resign"));
    QAction* stop = menuAction(w, QStringLiteral("&Stop Game"));
    QVERIFY(resign && stop);
    // Enter says no: the game goes on.
    for (QAction* action : {resign, stop}) {
        Seen asked;
        Answerer answer({press(asked, Qt::Key_Return)});
        action->trigger();
        QVERIFY(answer.done());
        QCOMPARE(asked.asked, 1);
        QCOMPARE(asked.defaultButton, QStringLiteral("Play On"));
        QVERIFY(play->isPlaying());
    }
    // Said in words, the user resigns.
    Seen asked;
    Answerer answer({clickText(asked, QStringLiteral("Resign"))});
    resign->trigger();
    QVERIFY(answer.done());
    QVERIFY(!play->isPlaying());
    const pgn::Headers& h = game->game().headers();
    QCOMPARE(h.value("Result"), std::string("0-1"));
    QCOMPARE(h.value("Termination"), std::string("normal"));
    QCOMPARE(QString::fromStdString(h.value("White")), PlayController::userName());
    QCOMPARE(QString::fromStdString(h.value("Black")), EngineName);
    QCOMPARE(h.value("TimeControl"), std::string("120+1"));
    QCOMPARE(QString::fromStdString(h.value("Date")),
             QDate::currentDate().toString(QStringLiteral("yyyy.MM.dd")));
    QVERIFY(game->isModified());
}

void NoLostTest::newGamesAreDated()
{
    MainWindow w;
    const QString today = QDate::currentDate().toString(QStringLiteral("yyyy.MM.dd"));
    QCOMPARE(QString::fromStdString(w.document()->game().headers().value("Date")), today);
    w.document()->requestMove(chess::parseSquare("e2"), chess::parseSquare("e4"));
    QAction* newGame = actionWith(w, QKeySequence::New);
    QVERIFY(newGame);
    newGame->trigger();
    QCOMPARE(w.documentCount(), 2);
    QCOMPARE(QString::fromStdString(w.document()->game().headers().value("Date")), today);
}

void NoLostTest::openingAFileKeepsTheGameInPlay()
{
    const QString path = m_dir.filePath(QStringLiteral("other.pgn"));
    writeAll(path, "[White \"Other\"]\n\n1. c4 *\n");
    MainWindow w;
    PlayController* play = w.playController();
    play->startGame(againstEngine());
    model::GameDocument* game = play->document();
    QTRY_VERIFY_WITH_TIMEOUT(play->session()->isHumanToMove(), 20000);
    QVERIFY(w.openFile(path));
    QCOMPARE(w.documentCount(), 2);
    QVERIFY(w.document() != game);
    QVERIFY(play->isPlaying());
    // Back to it, and on with it.
    w.setCurrentIndex(w.documentTabs()->indexOf(game));
    QVERIFY(playUserMove(w, "e2", "e4"));
    QTRY_VERIFY_WITH_TIMEOUT(game->game().mainlineEnd()->ply() == 2, 20000);
}

void NoLostTest::runningGameSurvivesKill()
{
    const QString root = m_dir.filePath(QStringLiteral("autosave"));
    QProcess child;
    child.setProcessChannelMode(QProcess::ForwardedErrorChannel);
    child.start(QCoreApplication::applicationFilePath(), {QStringLiteral("--play-and-wait"), root});
    QVERIFY(child.waitForStarted());
    QByteArray said;
    QVERIFY(waitFor(
        [&] {
            said += child.readAllStandardOutput();
            return said.contains("MOVED") || child.state() == QProcess::NotRunning;
        },
        60000));
    QVERIFY2(said.contains("MOVED"), said.constData());
    // Within seconds the game, its clocks and what it takes to go on are on disk.
    auto copy = [&root] {
        QDirIterator it(root, {QStringLiteral("*.json")}, QDir::Files,
                        QDirIterator::Subdirectories);
        while (it.hasNext()) {
            const QByteArray json = readAll(it.next());
            // Both moves (the engine's answer too), with their clocks.
            if (json.contains("1. e4") && json.count("%clk") >= 2 && json.contains("\"play\""))
                return json;
        }
        return QByteArray();
    };
    QTRY_VERIFY_WITH_TIMEOUT(!copy().isEmpty(), 10000);
    child.kill(); // SIGKILL: nothing of the child's own runs
    QVERIFY(child.waitForFinished());
    QCOMPARE(child.exitStatus(), QProcess::CrashExit);

    MainWindow next;
    next.show();
    QCOMPARE(next.startAutosave(root), std::nullopt);
    // Asked: restore, then play on (the default).
    Seen restore, resume;
    {
        Answerer answer(
            {clickText(restore, QStringLiteral("Restore")), press(resume, Qt::Key_Return)});
        QCOMPARE(next.recoverUnsavedGames(MainWindow::Recovery::Ask), 1);
        QVERIFY(answer.done());
    }
    QCOMPARE(resume.defaultButton, QStringLiteral("Play On"));
    model::GameDocument* doc = next.document();
    QVERIFY(doc->isModified());
    QCOMPARE(doc->game().mainlineEnd()->ply(), 2);
    const auto clocks = [&](Color side) {
        const pgn::Node* n = doc->game().mainlineEnd();
        while (n->mover() != side) n = n->parent();
        return std::int64_t(*pgn::parseComment(n->commentAfter()).clock * 1000.0 + 0.5);
    };
    const std::int64_t white = clocks(Color::White), black = clocks(Color::Black);
    // The player's first move took no time: their clock starts after it (issue 43).
    QCOMPARE(white, std::int64_t(300000));
    PlayController* play = next.playController();
    QCOMPARE(play->document(), doc);
    QTRY_VERIFY_WITH_TIMEOUT(play->session() && play->session()->isHumanToMove(), 20000);
    QCOMPARE(play->session()->player(Color::Black).name, EngineName);
    QCOMPARE(play->session()->clock().remainingMs(Color::Black), black);
    QVERIFY(play->session()->clock().remainingMs(Color::White) <= white);
    QVERIFY(play->session()->clock().remainingMs(Color::White) > white - 10000);
    QVERIFY(playUserMove(next, "d2", "d4"));
    QTRY_VERIFY_WITH_TIMEOUT(doc->game().mainlineEnd()->ply() == 4, 20000);
    QCOMPARE((*doc->game().mainline().begin())->san(), std::string("e4"));
}

// The child: plays 1.e4 against the engine in a window that autosaves into root, says MOVED
// once the engine has answered, and waits to be killed.
int playAndWait(const QString& root)
{
    MainWindow w;
    w.show();
    if (auto error = w.startAutosave(root)) {
        std::fprintf(stderr, "autosave: %s\n", qPrintable(*error));
        return 2;
    }
    PlayController* play = w.playController();
    play->startGame(againstEngine());
    if (!waitFor([&] { return play->session()->isHumanToMove(); }, 30000)) return 3;
    if (!playUserMove(w, "e2", "e4")) return 4;
    if (!waitFor(
            [&] {
                return play->document()->game().mainlineEnd()->ply() == 2
                       && play->session()->isHumanToMove();
            },
            30000))
        return 5;
    std::printf("MOVED\n");
    std::fflush(stdout);
    return QApplication::exec();
}

int main(int argc, char** argv)
{
    QApplication app(argc, argv);
    writeEngineList();
    if (argc == 3 && qstrcmp(argv[1], "--play-and-wait") == 0)
        return playAndWait(QString::fromLocal8Bit(argv[2]));
    NoLostTest test;
    return QTest::qExec(&test, argc, argv);
}

#include "nolost_test.moc"
