// SPDX-License-Identifier: GPL-3.0-or-later
// The book pane: python-chess's performance.bin at the start position, clicks and Enter
// playing moves, answers cached by position and stale ones not shown, a book Kibitz built
// showing games and score, a broken book named in the status, and finding Debian's
// gnuchess-book where the package puts it.
#include "book/booklist.h"
#include "book/bookpane.h"

#include "book/builder.h"
#include "chess/fen.h"
#include "chess/notation.h"
#include "pgn/input.h"

#include "model/gamedocument.h"

#include <QFileInfo>
#include <QProcess>
#include <QSignalSpy>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QToolButton>
#include <QTreeView>
#include <QtTest>

using namespace kibitz;
using kibitz::ui::BookMoveModel;
using kibitz::ui::BookPane;

namespace {
const QString PerformanceBook =
    QStringLiteral(KIBITZ_SHARED_DATA "/python-chess/polyglot/performance.bin");

chess::Position after(const std::vector<const char*>& moves)
{
    chess::Position pos;
    for (const char* m : moves) pos.play(*chess::parseMove(pos, m));
    return pos;
}

QString uciAt(const BookPane& pane, int row)
{
    const auto* r = pane.model()->rowAt(row);
    return r ? r->uci : QString();
}

bool waitShown(BookPane& pane)
{
    return QTest::qWaitFor([&] { return pane.isCurrent(); }, 10000);
}
} // namespace

class BookPaneTest : public QObject {
    Q_OBJECT

private slots:
    void initTestCase();
    void startPositionTopMoves();
    void clickAndEnterPlay();
    void cachedAndStale();
    void unweightedHidden();
    void builtBookShowsGamesAndScore();
    void unreadableBook();
    void findsGnuChessBook();
};

void BookPaneTest::initTestCase()
{
    QStandardPaths::setTestModeEnabled(true); // the user's settings stay out of it
    QCoreApplication::setOrganizationName(QStringLiteral("KibitzTest"));
    QCoreApplication::setApplicationName(QStringLiteral("bookpane_test"));
    QSettings().clear();
}

void BookPaneTest::startPositionTopMoves()
{
    if (!QFileInfo::exists(PerformanceBook))
        QSKIP("python-chess performance.bin not found in KIBITZ_SHARED_DATA");
    BookPane pane;
    model::GameDocument doc; // the pane follows its shown position
    pane.setDocument(&doc);
    pane.setBook(PerformanceBook);
    doc.newGame(chess::Position());
    QVERIFY(waitShown(pane));
    QCOMPARE(uciAt(pane, 0), QStringLiteral("e2e4"));
    QCOMPARE(uciAt(pane, 1), QStringLiteral("d2d4"));
    QCOMPARE(uciAt(pane, 2), QStringLiteral("c2c4"));
    QCOMPARE(pane.model()
                 ->data(pane.model()->index(0, BookMoveModel::MoveColumn), Qt::DisplayRole)
                 .toString(),
             QStringLiteral("e4"));
    // Sorted by weight; the shares add up to the whole.
    double total = 0;
    for (int row = 0; row < pane.model()->rowCount(); ++row) {
        total += pane.model()->rowAt(row)->share;
        if (row > 0)
            QVERIFY(pane.model()->rowAt(row - 1)->weight >= pane.model()->rowAt(row)->weight);
    }
    QVERIFY(qAbs(total - 1.0) < 1e-9);
    // performance.bin's learn fields are not statistics: no games or score shown.
    QVERIFY(!pane.model()->hasStats());
    QVERIFY(pane.view()->isColumnHidden(BookMoveModel::GamesColumn));
    QVERIFY(pane.statusText().contains(QString::number(pane.model()->rowCount())));
    QAbstractItemModelTester tester(pane.model(),
                                    QAbstractItemModelTester::FailureReportingMode::QtTest);
}

void BookPaneTest::clickAndEnterPlay()
{
    if (!QFileInfo::exists(PerformanceBook))
        QSKIP("python-chess performance.bin not found in KIBITZ_SHARED_DATA");
    BookPane pane;
    model::GameDocument doc; // the pane follows its shown position
    pane.setDocument(&doc);
    pane.resize(400, 500);
    pane.show();
    QVERIFY(QTest::qWaitForWindowExposed(&pane));
    pane.setBook(PerformanceBook);
    doc.newGame(chess::Position());
    QVERIFY(waitShown(pane));
    QSignalSpy picked(&pane, &BookPane::movePicked);
    const QRect second = pane.view()->visualRect(pane.model()->index(1, BookMoveModel::MoveColumn));
    QTest::mouseClick(pane.view()->viewport(), Qt::LeftButton, {}, second.center());
    QCOMPARE(picked.count(), 1);
    const chess::Position start;
    QCOMPARE(chess::toUci(start, picked.at(0).at(0).value<chess::Move>()), std::string("d2d4"));

    // Enter plays the current row, the heaviest move until another is chosen.
    pane.view()->setCurrentIndex(pane.model()->index(0, 0));
    pane.view()->setFocus();
    QTest::keyClick(pane.view(), Qt::Key_Return);
    QCOMPARE(picked.count(), 2);
    QCOMPARE(chess::toUci(start, picked.at(1).at(0).value<chess::Move>()), std::string("e2e4"));
}

// Moves of weight 0 (Polyglot's "do not play") are hidden until asked for.
void BookPaneTest::unweightedHidden()
{
    const chess::Position start;
    const std::uint64_t key = start.key();
    const std::string bytes = book::writeBook({
        {key, book::encodeMove(*chess::parseMove(start, "e4")), 30, 0},
        {key, book::encodeMove(*chess::parseMove(start, "d4")), 10, 0},
        {key, book::encodeMove(*chess::parseMove(start, "g4")), 0, 0},
    });
    QTemporaryDir dir;
    const QString path = dir.filePath(QStringLiteral("zero.bin"));
    QFile f(path);
    QVERIFY(f.open(QIODevice::WriteOnly));
    f.write(bytes.data(), qint64(bytes.size()));
    f.close();

    BookPane pane;
    model::GameDocument doc;
    pane.setDocument(&doc);
    pane.setBook(path);
    doc.newGame(chess::Position());
    QVERIFY(waitShown(pane));
    QVERIFY(!pane.showsUnweighted());
    QCOMPARE(pane.model()->rowCount(), 2);
    QCOMPARE(uciAt(pane, 1), QStringLiteral("d2d4"));
    QCOMPARE(pane.model()->rowAt(0)->share, 0.75);

    auto* toggle = pane.findChild<QToolButton*>(QStringLiteral("showUnweighted"));
    QVERIFY(toggle);
    toggle->click();
    QVERIFY(pane.showsUnweighted());
    QVERIFY(QTest::qWaitFor([&] { return pane.model()->rowCount() == 3; }, 10000));
    QCOMPARE(uciAt(pane, 2), QStringLiteral("g2g4"));
    pane.setShowUnweighted(false);
    QVERIFY(QTest::qWaitFor([&] { return pane.model()->rowCount() == 2; }, 10000));
}

void BookPaneTest::cachedAndStale()
{
    if (!QFileInfo::exists(PerformanceBook))
        QSKIP("python-chess performance.bin not found in KIBITZ_SHARED_DATA");
    BookPane pane;
    model::GameDocument doc; // the pane follows its shown position
    pane.setDocument(&doc);
    pane.setBook(PerformanceBook);
    const chess::Position start, e4 = after({"e4"}), d4 = after({"d4"});
    // Three positions in a row before any answer: only the last is shown.
    QSignalSpy shown(&pane, &BookPane::movesShown);
    doc.newGame(start);
    doc.newGame(e4);
    doc.newGame(d4);
    QVERIFY(waitShown(pane));
    QTest::qWait(50); // any answer still travelling must not replace it
    QVERIFY(pane.isCurrent());
    QCOMPARE(shown.count(), 1); // the start position's answer came first and was not shown
    const auto* first = pane.model()->rowAt(0);
    QVERIFY(first);
    QVERIFY(chess::parseUci(d4, first->uci.toStdString()).hasValue()); // a move of d4's position
    QCOMPARE(pane.position().key(), d4.key());

    // Back to the start: answered at once from the cache once probed.
    doc.newGame(start);
    QVERIFY(waitShown(pane));
    doc.newGame(d4);
    QVERIFY(pane.isCurrent()); // no wait: cached
    doc.newGame(start);
    QVERIFY(pane.isCurrent());
    QCOMPARE(uciAt(pane, 0), QStringLiteral("e2e4"));
}

void BookPaneTest::builtBookShowsGamesAndScore()
{
    const auto text = pgn::readPgnFile(KIBITZ_TEST_DATA "/book/three-games.pgn");
    QVERIFY(text.hasValue());
    QTemporaryDir dir;
    const QString path = dir.filePath(QStringLiteral("built.bin"));
    QFile f(path);
    QVERIFY(f.open(QIODevice::WriteOnly));
    const std::string bytes = book::writeBook(book::buildBook(text->text, {}));
    f.write(bytes.data(), qint64(bytes.size()));
    f.close();

    BookPane pane;

    model::GameDocument doc; // the pane follows its shown position

    pane.setDocument(&doc);
    pane.addBook(path);
    QVERIFY(ui::userBooks().contains(QFileInfo(path).canonicalFilePath()));
    doc.newGame(chess::Position());
    QVERIFY(waitShown(pane));
    QVERIFY(pane.model()->hasStats());
    QVERIFY(!pane.view()->isColumnHidden(BookMoveModel::GamesColumn));
    const auto cell = [&](int column) {
        return pane.model()->data(pane.model()->index(0, column), Qt::DisplayRole).toString();
    };
    QCOMPARE(cell(BookMoveModel::MoveColumn), QStringLiteral("e4"));
    QCOMPARE(cell(BookMoveModel::GamesColumn), QStringLiteral("2"));
    QCOMPARE(cell(BookMoveModel::ScoreColumn), QLocale().toString(75.0, 'f', 1) + QLatin1Char('%'));

    // A new pane offers the added book and starts with it: remembered in QSettings.
    BookPane again;
    QCOMPARE(again.bookPath(), QFileInfo(path).canonicalFilePath());
    ui::removeUserBook(QFileInfo(path).canonicalFilePath());
}

void BookPaneTest::unreadableBook()
{
    QTemporaryDir dir;
    const QString path = dir.filePath(QStringLiteral("broken.bin"));
    QFile f(path);
    QVERIFY(f.open(QIODevice::WriteOnly));
    f.write("fifteen bytes!!"); // not a multiple of 16
    f.close();
    BookPane pane;
    model::GameDocument doc; // the pane follows its shown position
    pane.setDocument(&doc);
    QSignalSpy loaded(&pane, &BookPane::bookLoaded);
    pane.setBook(path);
    QVERIFY(loaded.wait(10000) || loaded.count() == 1);
    QVERIFY(!loaded.at(0).at(1).toString().isEmpty());
    QVERIFY(pane.statusText().contains(QStringLiteral("broken.bin")));
    QVERIFY(pane.statusText().contains(QStringLiteral("multiple of 16")));
    doc.newGame(chess::Position());
    QCOMPARE(pane.model()->rowCount(), 0);
    QVERIFY(!pane.isCurrent());
}

void BookPaneTest::findsGnuChessBook()
{
    // Ask dpkg where the package put its files; skip where there is no dpkg or no package.
    QProcess dpkg;
    dpkg.start(QStringLiteral("dpkg-query"),
               {QStringLiteral("-L"), QStringLiteral("gnuchess-book")});
    if (!dpkg.waitForFinished(10000) || dpkg.exitStatus() != QProcess::NormalExit
        || dpkg.exitCode() != 0)
        QSKIP("Debian's gnuchess-book package is not installed (or there is no dpkg-query)");
    QStringList bins;
    for (const QString& line :
         QString::fromLocal8Bit(dpkg.readAllStandardOutput()).split(QLatin1Char('\n')))
        if (line.endsWith(QStringLiteral(".bin")) && QFileInfo(line).isFile()) bins << line;
    QVERIFY2(!bins.isEmpty(), "gnuchess-book installs no .bin file");
    QStringList found;
    for (const ui::BookSource& b : ui::knownBooks()) found << b.path;
    for (const QString& bin : bins)
        QVERIFY2(found.contains(QFileInfo(bin).canonicalFilePath()), qPrintable(bin));

    // With nothing remembered, the pane starts with it and shows its moves.
    QSettings().remove(QStringLiteral("books/current"));
    BookPane pane;
    model::GameDocument doc; // the pane follows its shown position
    pane.setDocument(&doc);
    QCOMPARE(pane.bookPath(), QFileInfo(bins.front()).canonicalFilePath());
    doc.newGame(chess::Position());
    QVERIFY(waitShown(pane));
    QVERIFY(pane.model()->rowCount() > 0);
}

QTEST_MAIN(BookPaneTest)
#include "bookpane_test.moc"
