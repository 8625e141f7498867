// SPDX-License-Identifier: GPL-3.0-or-later
// The three trainers as real widgets, moves made by clicking the board: Learn From Your
// Mistakes on the lichess-analysed game (a wrong move, the two hints, the right move, the
// first-try count, the store), Drill Repertoire on the White repertoire (eight cards, a wrong
// and a right answer, SM-2 state saved, where the user's games left it), and Endgames (KQ v K
// won against the tables with the best moves, a slower move graded, the Lucena position
// answered by the engine). With KIBITZ_SHOTS=DIR each trainer is saved there as a PNG.

#include "board/boardview.h"
#include "chess/fen.h"
#include "chess/notation.h"
#include "train/endgametrainer.h"
#include "train/mistakestrainer.h"
#include "train/repertoiretrainer.h"
#include "train/trainingstore.h"
#include "train/trainmenu.h"

#include <QApplication>
#include <QDir>
#include <QListWidget>
#include <QMenu>
#include <QSignalSpy>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QtTest>

using namespace kibitz;
using namespace kibitz::ui;

namespace {

QString fixture(const char* name)
{
    return QStringLiteral(KIBITZ_TEST_DATA "/train/") + QLatin1String(name);
}

// The move as a user makes it: a click on the piece, a click on the target.
void click(BoardView* board, const chess::Position& pos, chess::Move m)
{
    const chess::Square to = chess::Position::landingSquare(pos.sideToMove(), m);
    QTest::mouseClick(board, Qt::LeftButton, {}, board->squareRect(m.from()).center());
    QTest::mouseClick(board, Qt::LeftButton, {}, board->squareRect(to).center());
}

void shoot(QWidget* w, const char* name)
{
    const QString dir = qEnvironmentVariable("KIBITZ_SHOTS");
    if (dir.isEmpty()) return;
    QVERIFY(w->grab().save(QDir(dir).filePath(QLatin1String(name))));
}

} // namespace

class TrainersTest : public QObject {
    Q_OBJECT

private slots:
    void initTestCase();
    void mistakes();
    void repertoire();
    void endgameWon();
    void endgameOutsideTables();
    void menu();

private:
    QTemporaryDir m_dir;
    std::shared_ptr<train::TrainingStore> m_store;
};

void TrainersTest::initTestCase()
{
    QStandardPaths::setTestModeEnabled(true);
    auto store =
        train::TrainingStore::open(m_dir.filePath(QStringLiteral("t.sqlite")).toStdString());
    QVERIFY(store);
    m_store = std::shared_ptr<train::TrainingStore>(std::move(*store));
}

void TrainersTest::mistakes()
{
    QString error;
    auto exercises = MistakesTrainer::readExercises(fixture("lichess-mistakes.pgn"), &error);
    QCOMPARE(int(exercises.size()), 10);
    MistakesTrainer t(m_store);
    t.setAttribute(Qt::WA_DeleteOnClose, false);
    t.setExercises(std::move(exercises), QStringLiteral("lichess-mistakes.pgn"));
    t.show();
    QVERIFY(QTest::qWaitForWindowExposed(&t));
    QCOMPARE(t.count(), 10);
    t.setPlayer(QStringLiteral("alice"));
    QCOMPARE(t.count(), 5);
    t.setPlayer(QStringLiteral("bob"));
    QCOMPARE(t.count(), 5);
    // bob plays Black: the board is seen from his side.
    QVERIFY(t.board()->isFlipped());
    QVERIFY2(t.titleText().contains(QStringLiteral("8... g5?")), qPrintable(t.titleText()));

    QSignalSpy judged(&t, &MistakesTrainer::judged);
    const train::Exercise first = *t.currentExercise();
    // Nxe4?? leaves the queen to the pinning bishop: wrong, by the engine.
    click(t.board(), first.position, chess::parseSan(first.position, "Nxe4").value());
    QTRY_COMPARE_WITH_TIMEOUT(judged.count(), 1, 60000);
    QCOMPARE(judged.at(0).at(0).toBool(), false);
    QVERIFY2(t.statusText().startsWith(QStringLiteral("Not Nxe4: the engine:")),
             qPrintable(t.statusText()));
    // The hints: the piece, then its square.
    t.hint();
    QCOMPARE(t.hintMarks().size(), std::size_t(1));
    QCOMPARE(t.hintMarks()[0].square, first.best.from());
    t.hint();
    QCOMPARE(t.hintMarks().size(), std::size_t(2));
    QCOMPARE(t.hintMarks()[1].square, first.best.to());
    click(t.board(), first.position, first.best);
    QTRY_COMPARE_WITH_TIMEOUT(judged.count(), 2, 60000);
    QCOMPARE(judged.at(1).at(0).toBool(), true);
    QVERIFY2(t.statusText().contains(QStringLiteral("The line: 8... Be6 9. Bxe6 fxe6 10. Nbd2.")),
             qPrintable(t.statusText()));
    QCOMPARE(t.solvedCount(), 0); // after a wrong try and hints it does not count as solved

    // The next one at the first try.
    t.next();
    const train::Exercise second = *t.currentExercise();
    click(t.board(), second.position, second.best);
    QTRY_COMPARE_WITH_TIMEOUT(judged.count(), 3, 60000);
    QCOMPARE(t.solvedCount(), 1);
    const std::string key =
        chess::toFenPlacement(second.position) + " " + chess::toUci(second.best);
    QCOMPARE(m_store->exercise(key).tries, 1);
    QCOMPARE(m_store->exercise(key).solved, 1);
    shoot(&t, "train-mistakes.png");

    // The solution of the third, shown: counted as tried, not solved.
    t.next();
    t.showSolution();
    QVERIFY2(t.statusText().startsWith(QStringLiteral("The solution: 11... Be6")),
             qPrintable(t.statusText()));
    QCOMPARE(t.solvedCount(), 1);
}

void TrainersTest::repertoire()
{
    RepertoireTrainer t(m_store);
    t.setAttribute(Qt::WA_DeleteOnClose, false);
    t.setReplyDelay(0);
    t.show();
    QVERIFY(QTest::qWaitForWindowExposed(&t));
    QString error;
    QVERIFY2(t.load(fixture("white-repertoire.pgn"), chess::Color::White, &error),
             qPrintable(error));
    QCOMPARE(t.cardCount(), 8);
    QCOMPARE(t.newCount(), 8);
    QVERIFY(t.waitingForUser());
    QVERIFY(!t.board()->isFlipped());

    QSignalSpy answered(&t, &RepertoireTrainer::cardAnswered);
    QSignalSpy finished(&t, &RepertoireTrainer::lineFinished);
    // A move that is not the repertoire's (1. e4): wrong, and the board waits again.
    click(t.board(), t.position(), chess::parseSan(t.position(), "e4").value());
    QCOMPARE(answered.count(), 1);
    QCOMPARE(answered.at(0).at(0).toBool(), false);
    QVERIFY2(t.statusText().contains(QStringLiteral("e4 is not in your repertoire")),
             qPrintable(t.statusText()));
    // Right after the wrong try: SM-2 grade 3, so the card is asked again today.
    click(t.board(), t.position(), chess::parseSan(t.position(), "d4").value());
    QCOMPARE(answered.count(), 2);
    QCOMPARE(answered.at(1).at(0).toBool(), true);
    QCOMPARE(t.dueCount(), 1);
    QCOMPARE(t.learnedCount(), 0);
    QCOMPARE(t.newCount(), 7);
    // Then the lines through, with the repertoire's moves.
    int lines = 0;
    for (int step = 0; step < 60 && lines < 3; ++step) {
        if (finished.count() > lines) {
            lines = int(finished.count());
            t.nextLine();
            continue;
        }
        QTRY_VERIFY_WITH_TIMEOUT(t.waitingForUser() || finished.count() > lines, 5000);
        if (!t.waitingForUser()) continue;
        click(t.board(), t.position(), t.expectedMoves().front());
    }
    QVERIFY(lines >= 3);
    QVERIFY(answered.count() >= 8);
    // The next line asked 1. d4 again (the same-day repeat) and it was right: nothing is
    // due, and every card answered is learned.
    QCOMPARE(t.dueCount(), 0);
    QVERIFY(t.learnedCount() >= 3);
    QCOMPARE(t.learnedCount(), 8 - t.newCount());
    const auto saved = m_store->cards(
        train::deckName(fixture("white-repertoire.pgn").toStdString(), chess::Color::White));
    QCOMPARE(int(saved.size()), 8 - t.newCount());
    QVERIFY2(t.countsText().startsWith(QStringLiteral("8 cards")), qPrintable(t.countsText()));

    QVERIFY(t.checkGames(fixture("my-games.pgn"), QStringLiteral("alice"), &error));
    const QStringList departures = t.departures();
    QCOMPARE(departures.size(), 3);
    QVERIFY2(departures[1].endsWith(QStringLiteral("3. Nc3 left the repertoire (repertoire: Nf3)")),
             qPrintable(departures[1]));
    QVERIFY2(departures[2].contains(QStringLiteral("2... c5 by the opponent")),
             qPrintable(departures[2]));
    QVERIFY2(t.statusText().contains(
                 QStringLiteral("you left the repertoire in 1, your opponents in 1")),
             qPrintable(t.statusText()));
    // Back to the start of a line for the picture.
    t.nextLine();
    shoot(&t, "train-repertoire.png");
}

void TrainersTest::endgameWon()
{
    EndgameTrainer t(m_store);
    t.setAttribute(Qt::WA_DeleteOnClose, false);
    t.setReplyDelay(0);
    t.show();
    QVERIFY(QTest::qWaitForWindowExposed(&t));
    QSignalSpy done(&t, &EndgameTrainer::finished);
    t.start(0); // KQ v K
    for (int move = 0; move < 40 && done.isEmpty(); ++move) {
        QTRY_VERIFY_WITH_TIMEOUT(!t.isBusy() || !done.isEmpty(), 20000);
        if (!done.isEmpty()) break;
        if (!t.report().covered) QSKIP("KQvK is not in the tables found (data/syzygy)");
        click(t.board(), t.position(), t.report().moves.front().move);
    }
    QCOMPARE(done.count(), 1);
    QCOMPARE(t.resultText(), QStringLiteral("won"));
    QCOMPARE(t.pliesLost(), 0);
    for (const QString& grade : t.moveGrades())
        QVERIFY2(grade.contains(QStringLiteral(": best")), qPrintable(grade));
    QVERIFY2(t.statusText().startsWith(QStringLiteral("Checkmate: you won")),
             qPrintable(t.statusText()));
    QCOMPARE(int(m_store->endgames("KQ v K").size()), 1);
    shoot(&t, "train-endgames-kqk.png");

    // KR v K with the slowest winning move: graded slower, and the plies counted.
    t.start(1);
    QTRY_VERIFY_WITH_TIMEOUT(!t.isBusy(), 20000);
    chess::Move slow;
    for (const auto& m : t.report().moves)
        if (m.wdl == tb::Wdl::Win) slow = m.move;
    click(t.board(), t.position(), slow);
    QCOMPARE(t.moveGrades().size(), 1);
    QVERIFY2(t.moveGrades()[0].contains(QStringLiteral("slower than")),
             qPrintable(t.moveGrades()[0]));
    QVERIFY(t.pliesLost() > 0);
    QTRY_VERIFY_WITH_TIMEOUT(!t.isBusy() && t.position().sideToMove() == t.userSide(), 20000);
    // Issue 43: the grade is never cut, in a narrow window too: it wraps within the list.
    t.resize(720, 520);
    auto* grades = t.findChild<QListWidget*>(QStringLiteral("grades"));
    QVERIFY(grades);
    QTRY_VERIFY(grades->viewport()->width() < 360);
    QTest::qWait(50);
    const QListWidgetItem* item = grades->item(0);
    const QRect shown = grades->visualItemRect(item);
    const QRect needed = grades->fontMetrics().boundingRect(
        QRect(0, 0, grades->viewport()->width() - 8, 10000), Qt::TextWordWrap, item->text());
    QVERIFY2(needed.height() > grades->fontMetrics().lineSpacing(), "the grade fits one line");
    QVERIFY2(
        shown.height() >= needed.height(),
        qPrintable(QStringLiteral("%1 high, %2 needed").arg(shown.height()).arg(needed.height())));
    QVERIFY(shown.right() <= grades->viewport()->width());
    shoot(&t, "train-endgames-grades.png");
}

void TrainersTest::endgameOutsideTables()
{
    EndgameTrainer t(m_store);
    t.setAttribute(Qt::WA_DeleteOnClose, false);
    t.setReplyDelay(0);
    t.show();
    QVERIFY(QTest::qWaitForWindowExposed(&t));
    t.start(3); // Lucena: five pieces
    QTRY_VERIFY_WITH_TIMEOUT(!t.isBusy(), 20000);
    if (t.report().covered) QSKIP("five-piece tables are configured: nothing to fall back from");
    QVERIFY2(t.statusText().contains(QStringLiteral("KRPvKR")), qPrintable(t.statusText()));
    QVERIFY2(t.statusText().contains(QStringLiteral("cannot be graded")),
             qPrintable(t.statusText()));
    const chess::Position before = t.position();
    click(t.board(), before, chess::parseSan(before, "Rd1+").value());
    // The engine answers (the king steps away), and the board waits again. Five pieces are
    // the tables' to grade (lichess's online, which this trainer has no way to ask): the move
    // is not graded rather than guessed at by the engine.
    QTRY_VERIFY_WITH_TIMEOUT(t.position().sideToMove() == chess::Color::White && !t.isBusy(),
                             60000);
    QVERIFY2(t.moveGrades().value(0).startsWith(QStringLiteral("1. Rd1+: not graded")),
             qPrintable(t.moveGrades().value(0)));
    QCOMPARE(t.position().fullmoveNumber(), 2);
    shoot(&t, "train-endgames-lucena.png");
}

// The window's Train menu opens each trainer.
void TrainersTest::menu()
{
    QWidget window;
    QMenu menu;
    populateTrainMenu(&menu, &window, [] { return static_cast<const pgn::Game*>(nullptr); });
    QCOMPARE(menu.actions().size(), 3);
    menu.actions().at(2)->trigger();
    auto* endgames = window.findChild<EndgameTrainer*>();
    QVERIFY(endgames);
    QVERIFY(endgames->isVisible());
    QCOMPARE(endgames->titleText(), QStringLiteral("KQ v K: White to play"));
    endgames->close();
}

QTEST_MAIN(TrainersTest)
#include "trainers_test.moc"
