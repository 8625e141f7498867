// SPDX-License-Identifier: GPL-3.0-or-later
// Databases in the window: the game list model (checked by QAbstractItemModelTester) filling
// while the file is indexed, sorting, filters and searches, the filter dialog's live count,
// opening a game from the list into a tab and saving it back with every other game byte for
// byte, the opening tree pane playing a move, and a SCID base opening read-only.

#include "chess/notation.h"
#include "common/language.h"
#include "database/cachedir.h"
#include "database/database_impl.h" // cacheFileFor
#include "database/databasecontroller.h"
#include "database/databaseview.h"
#include "database/filterdialog.h"
#include "database/openingtreepane.h"
#include "database/playernamesdialog.h"
#include "database/playerreportdialog.h"
#include "database/problemsdialog.h"
#include "mainwindow/mainwindow.h"
#include "model/databasemodel.h"
#include "model/gamedocument.h"

#include <QAbstractItemModelTester>
#include <QAction>
#include <QApplication>
#include <QClipboard>
#include <QCompleter>
#include <QCryptographicHash>
#include <QDialog>
#include <QDockWidget>
#include <QFile>
#include <QFileInfo>
#include <QHeaderView>
#include <QItemSelectionModel>
#include <QLabel>
#include <QLineEdit>
#include <QMenu>
#include <QProcess>
#include <QSignalSpy>
#include <QSpinBox>
#include <QStatusBar>
#include <QTabWidget>
#include <QTableView>
#include <QTemporaryDir>
#include <QTest>
#include <QTextBrowser>
#include <QTimer>
#include <QToolButton>
#include <QTreeWidget>
#include <QUrl>

#include <sqlite3.h>

#include <algorithm>
#include <functional>

using namespace kibitz;

namespace {

const QString Sample = QStringLiteral(KIBITZ_TEST_DATA "/database/sample.pgn");

QString copyOf(const QTemporaryDir& dir, const QString& name = QStringLiteral("games.pgn"))
{
    const QString path = dir.filePath(name);
    QFile::copy(Sample, path);
    QFile(path).setPermissions(QFile::ReadOwner | QFile::WriteOwner);
    return path;
}

bool waitOpened(model::DatabaseModel* model)
{
    if (model->isOpen() && !model->isLoading()) return true;
    QSignalSpy opened(model, &model::DatabaseModel::opened);
    return opened.wait(30000);
}

// The games of a file, each as the hash of its bytes.
QList<QByteArray> gameHashes(const QString& path)
{
    auto db = db::Database::open(path.toStdString(), {});
    QList<QByteArray> out;
    for (db::GameId g = 0; g < (*db)->size(); ++g) {
        const std::string bytes = *(*db)->gameBytes(g);
        out << QCryptographicHash::hash(QByteArray::fromStdString(bytes), QCryptographicHash::Md5);
    }
    return out;
}

} // namespace

class DatabaseViewTest : public QObject {
    Q_OBJECT

private slots:
    // As the program does at start: English with its plural forms ("1 game", "2 games").
    void initTestCase() { kibitz::ui::installTranslators(QStringLiteral("en")); }
    void init() { m_dir = std::make_unique<QTemporaryDir>(); }

    void modelFillsSortsAndFilters()
    {
        model::DatabaseModel model;
        QAbstractItemModelTester tester(&model,
                                        QAbstractItemModelTester::FailureReportingMode::QtTest);
        model.open(copyOf(*m_dir), m_dir->filePath(QStringLiteral("cache")));
        QVERIFY(model.isLoading());
        QVERIFY(waitOpened(&model));
        QCOMPARE(model.rowCount(), 403);
        QCOMPARE(model.columnCount(), model::DatabaseModel::NextMoveColumn + 1);
        QCOMPARE(model.data(model.index(0, int(db::Column::Number))).toString(),
                 QStringLiteral("1"));

        model.sort(int(db::Column::WhiteElo), Qt::DescendingOrder);
        const int top = model.data(model.index(0, int(db::Column::WhiteElo))).toInt();
        for (int r = 1; r < model.rowCount(); ++r)
            QVERIFY(model.data(model.index(r, int(db::Column::WhiteElo))).toInt() <= top);

        db::HeaderFilter f;
        f.withErrors = true;
        model.setHeaderFilter(f);
        QCOMPARE(model.rowCount(), 1);
        QVERIFY(model.isFiltered());
        model.setHeaderFilter({});
        QCOMPARE(model.rowCount(), 403);

        // Games reaching 1.e4 c5: the list narrows and says what each played next.
        chess::Position pos;
        pos.play(*chess::parseMove(pos, "e4"));
        pos.play(*chess::parseMove(pos, "c5"));
        QSignalSpy finished(&model, &model::DatabaseModel::searchFinished);
        model.searchPosition(pos);
        QVERIFY(finished.wait(10000));
        QVERIFY(model.rowCount() > 10 && model.rowCount() < 403);
        QVERIFY(model.hasNextMoves());
        for (int r = 0; r < model.rowCount(); ++r)
            QVERIFY(!model.data(model.index(r, model::DatabaseModel::NextMoveColumn))
                         .toString()
                         .isEmpty());
        model.clearSearch();
        QCOMPARE(model.rowCount(), 403);

        const auto pattern = db::MaterialPattern::parse("KRvKR+");
        model.searchMaterial(*pattern, QStringLiteral("KRvKR+"));
        QVERIFY(finished.wait(10000));
        QCOMPARE(std::size_t(model.rowCount()), model.database()->searchMaterial(*pattern).size());
        QVERIFY(model.rowCount() > 0 && model.rowCount() < 403);
    }

    void filterDialogCountsAsYouType()
    {
        model::DatabaseModel model;
        model.open(copyOf(*m_dir), m_dir->filePath(QStringLiteral("cache")));
        QVERIFY(waitOpened(&model));
        ui::FilterDialog dialog(&model);
        auto* count = dialog.findChild<QLabel*>(QStringLiteral("filterCount"));
        QVERIFY(count);
        QCOMPARE(count->text(), QStringLiteral("403 of 403 games match"));
        dialog.findChild<QSpinBox*>(QStringLiteral("minElo"))->setValue(2600);
        const QString narrowed = count->text();
        QVERIFY2(narrowed != QStringLiteral("403 of 403 games match"), qPrintable(narrowed));
        const db::HeaderFilter f = dialog.filter();
        QCOMPARE(f.minElo.value_or(0), 2600);
        QCOMPARE(narrowed,
                 QStringLiteral("%1 of 403 games match").arg(model.database()->filter(f).size()));
    }

    // What a file holds decides how it opens, not its size (issue 44: a 1 MiB rule made a long
    // annotated game a database and let small files of many games through as games): one
    // game, however large, opens as that game; two, however small, as a database.
    void openByContent()
    {
        const QString big = m_dir->filePath(QStringLiteral("big.pgn"));
        {
            QFile file(big);
            QVERIFY(file.open(QIODevice::WriteOnly));
            // 2 MiB in a tag no pane shows (laying out that much text would take minutes).
            file.write("[Event \"Large\"]\n[Padding \"");
            file.write(QByteArray(2 << 20, 'x'));
            file.write("\"]\n\n1. e4 e5 *\n");
        }
        const QString two = m_dir->filePath(QStringLiteral("two.pgn"));
        {
            QFile file(two);
            QVERIFY(file.open(QIODevice::WriteOnly));
            file.write("1. e4 e5 *\n\n1. d4 d5 *\n");
        }
        ui::MainWindow window;
        window.show();
        QVERIFY(window.openFile(big));
        QCOMPARE(window.databases()->viewCount(), 0);
        QCOMPARE(window.document()->filePath(), QFileInfo(big).absoluteFilePath());
        QCOMPARE(window.document()->game().nodeCount(), std::size_t(2));
        QVERIFY(window.openFile(two));
        QCOMPARE(window.databases()->viewCount(), 1);
        QVERIFY(waitOpened(window.databases()->currentView()->model()));
        QCOMPARE(window.databases()->currentView()->countText(), QStringLiteral("2 games"));
    }

    // A file of many games opens as a database; a game opened from its list and saved goes
    // back into the file, every other game unchanged to the byte.
    void openEditAndSaveBack()
    {
        const QString path = copyOf(*m_dir);
        const QList<QByteArray> before = gameHashes(path);
        ui::MainWindow window;
        window.show();
        QVERIFY(window.openFile(path));
        ui::DatabaseController* databases = window.databases();
        QCOMPARE(databases->viewCount(), 1);
        ui::DatabaseView* view = databases->currentView();
        QVERIFY(waitOpened(view->model()));
        QCOMPARE(view->countText(), QStringLiteral("403 games"));

        QVERIFY(databases->openGame(view, 5));
        model::GameDocument* document = window.document();
        QVERIFY(document->game().nodeCount() > 10);
        QVERIFY(document->setHeader(QStringLiteral("Annotator"), QStringLiteral("Kibitz test")));
        QVERIFY(document->isModified());
        // File > Save.
        QAction* save = nullptr;
        for (QAction* a : window.findChildren<QAction*>())
            if (a->shortcut() == QKeySequence(QKeySequence::Save)) save = a;
        QVERIFY(save);
        save->trigger();
        QVERIFY(!document->isModified());
        const QList<QByteArray> after = gameHashes(path);
        QCOMPARE(after.size(), before.size());
        for (int g = 0; g < before.size(); ++g) {
            if (g == 5)
                QVERIFY(after[g] != before[g]);
            else
                QCOMPARE(after[g], before[g]);
        }
        QFile file(path);
        QVERIFY(file.open(QIODevice::ReadOnly));
        QVERIFY(file.readAll().contains("[Annotator \"Kibitz test\"]"));

        // Next game in the list replaces the unchanged game shown.
        databases->stepGame(1);
        QCOMPARE(window.document()->gameIndex(), 6);
    }

    // Issue 19: Database > Show Errors lists the reader's problems with line and column, and
    // a row opens its game.
    void showErrorsListsProblems()
    {
        const QString path = m_dir->filePath(QStringLiteral("errors.pgn"));
        QVERIFY(QFile::copy(QStringLiteral(KIBITZ_TEST_DATA "/pgn/reader/errors.pgn"), path));
        ui::MainWindow window;
        window.show();
        QVERIFY(window.openFile(path));
        ui::DatabaseController* databases = window.databases();
        ui::DatabaseView* view = databases->currentView();
        QVERIFY(view);
        QVERIFY(waitOpened(view->model()));
        QAction* show = nullptr;
        for (QAction* a : window.findChildren<QAction*>())
            if (a->text() == QStringLiteral("Show &Errors…")) show = a;
        QVERIFY(show);
        show->trigger();
        ui::ProblemsDialog* dialog = nullptr;
        QTRY_VERIFY((dialog = window.findChild<ui::ProblemsDialog*>()) != nullptr);
        QTRY_COMPARE(dialog->list()->topLevelItemCount(), 8);
        QTreeWidgetItem* first = dialog->list()->topLevelItem(0);
        QCOMPARE(first->text(0), QStringLiteral("1"));
        QCOMPARE(first->text(1), QStringLiteral("4:7"));
        QCOMPARE(first->text(2), QStringLiteral("illegal move Ke7"));
        QTreeWidgetItem* last = dialog->list()->topLevelItem(7);
        QCOMPARE(last->text(1), QStringLiteral("35:1"));
        emit dialog->list()->itemActivated(dialog->list()->topLevelItem(1), 0);
        QCOMPARE(window.document()->gameIndex(),
                 dialog->list()->topLevelItem(1)->text(0).toInt() - 1);
        dialog->close();
    }

    // Issue 32: a SCID base opens as a read-only database: its editing actions are disabled
    // and say why, a game opened from it is never saved into it, and Copy Games to PGN
    // Database writes its games to a new PGN file that opens as a database of its own.
    // Issue 31: the game list's context menu copies the selected games' PGN, exports them to a
    // file, copies them to another open database and analyses them.
    void gameListContextMenu()
    {
        const QString path = copyOf(*m_dir);
        const QString otherPath = copyOf(*m_dir, QStringLiteral("other.pgn"));
        ui::MainWindow window;
        window.show();
        QVERIFY(QTest::qWaitForWindowExposed(&window));
        ui::DatabaseController* databases = window.databases();
        QVERIFY(window.openFile(otherPath));
        ui::DatabaseView* other = databases->currentView();
        QVERIFY(waitOpened(other->model()));
        QVERIFY(window.openFile(path));
        ui::DatabaseView* view = databases->currentView();
        QVERIFY(view != other);
        QVERIFY(waitOpened(view->model()));
        QTableView* table = view->table();
        table->selectionModel()->select(view->model()->index(1, 0),
                                        QItemSelectionModel::ClearAndSelect
                                            | QItemSelectionModel::Rows);
        table->selectionModel()->select(view->model()->index(2, 0),
                                        QItemSelectionModel::Select | QItemSelectionModel::Rows);
        const QList<db::GameId> games = view->selectedGames();
        QCOMPARE(games.size(), 2);

        // The menu as the user opens it: run one of its actions while it is up.
        auto runMenu = [&](const std::function<void(QMenu*)>& use) {
            bool seen = false;
            QTimer::singleShot(50, &window, [&] {
                auto* menu = qobject_cast<QMenu*>(QApplication::activePopupWidget());
                if (!menu) return;
                seen = true;
                use(menu);
                menu->close();
            });
            emit table->customContextMenuRequested(
                table->visualRect(view->model()->index(1, 0)).center());
            return seen;
        };
        auto action = [](QMenu* menu, const char* name) {
            for (QAction* a : menu->findChildren<QAction*>())
                if (a->objectName() == QLatin1String(name)) return a;
            return static_cast<QAction*>(nullptr);
        };
        QStringList texts;
        QVERIFY(runMenu([&](QMenu* menu) {
            for (QAction* a : menu->actions()) texts << a->text();
            QAction* copy = action(menu, "copyGames");
            QVERIFY(copy && copy->isEnabled());
            copy->trigger();
        }));
        for (const char* t : {"Open", "Delete", "Undelete", "&Copy", "&Export Games…", "Copy &To",
                              "&Analyse Games…"})
            QVERIFY2(texts.contains(QString::fromUtf8(t)), qPrintable(texts.join(u'|')));
        const QString clip = QApplication::clipboard()->text();
        QCOMPARE(clip.count(QStringLiteral("[Event ")), 2);
        QVERIFY(clip.contains(view->model()->gameText(games[0])->trimmed()));
        QVERIFY(clip.contains(view->model()->gameText(games[1])->trimmed()));

        // Copy To another open database: appended there, an edit kept with Save Database.
        const int before = int(other->model()->database()->size());
        QVERIFY(runMenu([&](QMenu* menu) {
            auto* copyTo = menu->findChild<QMenu*>(QStringLiteral("copyGamesTo"));
            QVERIFY(copyTo && copyTo->isEnabled());
            QAction* target = nullptr;
            for (QAction* a : copyTo->actions())
                if (a->text() == QStringLiteral("other.pgn")) target = a;
            QVERIFY(target && target->isEnabled());
            target->trigger();
        }));
        QVERIFY(other->model()->isModified());
        QVERIFY(databases->saveDatabase(other));
        QVERIFY(waitOpened(other->model()));
        QCOMPARE(int(gameHashes(otherPath).size()), before + 2);

        // Export: the selected games alone, in a file of their own, which is not opened. A
        // game edited but not saved into the database goes out as edited.
        const QString edited = view->model()->gameText(games[0])->trimmed().replace(
            QStringLiteral("[Event \""), QStringLiteral("[Event \"Edited, not saved: "));
        QVERIFY(edited.contains(QStringLiteral("Edited, not saved")));
        view->model()->replaceGame(games[0], edited);
        const QString exported = m_dir->filePath(QStringLiteral("two.pgn"));
        const int views = databases->viewCount();
        databases->copyGames(view, exported, games, false);
        QTRY_VERIFY_WITH_TIMEOUT(QFile::exists(exported), 20000);
        QTest::qWait(100);
        QCOMPARE(gameHashes(exported).size(), 2);
        QCOMPARE(databases->viewCount(), views);
        QFile out(exported);
        QVERIFY(out.open(QIODevice::ReadOnly));
        const QString written = QString::fromUtf8(out.readAll());
        QVERIFY2(written.startsWith(edited), qPrintable(written.left(300)));
        QVERIFY(written.contains(view->model()->gameText(games[1])->trimmed()));

        // Analyse asks for the engine and the limit (the window's Analyse Games dialog).
        bool asked = false;
        QVERIFY(runMenu([&](QMenu* menu) {
            QAction* analyse = action(menu, "analyseGames");
            QVERIFY(analyse && analyse->isEnabled());
            QTimer::singleShot(100, &window, [&] {
                if (auto* dialog = qobject_cast<QDialog*>(QApplication::activeModalWidget())) {
                    asked = dialog->windowTitle() == QStringLiteral("Analyse Games");
                    dialog->reject();
                }
            });
            menu->close();
            analyse->trigger();
        }));
        QVERIFY(asked);
    }

    void scidBaseOpensReadOnly()
    {
        const std::string stem = m_dir->filePath(QStringLiteral("base")).toStdString();
        for (const char* ext : {".si4", ".sn4", ".sg4"})
            QVERIFY(QFile::copy(QStringLiteral(KIBITZ_TEST_DATA "/database/scid_sample")
                                    + QLatin1String(ext),
                                QString::fromStdString(stem + ext)));
        const QString path = QString::fromStdString(stem + ".si4");
        auto hashOf = [&](const char* ext) {
            QFile f(QString::fromStdString(stem + ext));
            return f.open(QIODevice::ReadOnly)
                       ? QCryptographicHash::hash(f.readAll(), QCryptographicHash::Md5)
                       : QByteArray();
        };
        const QByteArray before = hashOf(".si4") + hashOf(".sn4") + hashOf(".sg4");

        ui::MainWindow window;
        window.show();
        QVERIFY(window.openFile(path));
        ui::DatabaseController* databases = window.databases();
        QCOMPARE(databases->viewCount(), 1);
        ui::DatabaseView* view = databases->currentView();
        QVERIFY(waitOpened(view->model()));
        QCOMPARE(view->countText(), QStringLiteral("11 games"));
        QVERIFY(view->model()->isReadOnly());
        QVERIFY(view->model()->readOnlyReason().contains(QStringLiteral("SCID")));
        auto* tabs = databases->databaseDock()->findChild<QTabWidget*>();
        QVERIFY(tabs && tabs->tabText(0).contains(QStringLiteral("read-only")));
        for (const char* text :
             {"&Add Game to Database", "&Delete Selected Games", "&Undelete Selected Games",
              "&Save Database", "Ana&lyse Selected Games…"}) {
            QAction* action = nullptr;
            for (QAction* a : window.findChildren<QAction*>())
                if (a->text() == QString::fromUtf8(text)) action = a;
            QVERIFY2(action, text);
            QVERIFY2(!action->isEnabled(), text);
            QVERIFY(action->toolTip().contains(QStringLiteral("read-only")));
        }
        QAction* copy = window.findChild<QAction*>(QStringLiteral("copyGamesToPgn"));
        QVERIFY(copy && copy->isEnabled());
        view->model()->setDeleted({0}, true);
        QVERIFY(!view->model()->isModified());

        // A game from the base, edited, is not saved into it.
        QVERIFY(databases->openGame(view, 5));
        model::GameDocument* document = window.document();
        QCOMPARE(document->game().headers().value("White"), std::string("Müller, Jürgen"));
        QVERIFY(document->setHeader(QStringLiteral("Annotator"), QStringLiteral("Kibitz test")));
        QTimer::singleShot(200, [] {
            if (QWidget* box = QApplication::activeModalWidget()) box->close();
        });
        bool saved = true;
        QVERIFY(databases->saveDocument(document, saved));
        QVERIFY(!saved);
        QVERIFY(document->isModified());
        QCOMPARE(hashOf(".si4") + hashOf(".sn4") + hashOf(".sg4"), before);

        // Copied to a PGN database: the same games, which can be edited there.
        const QString copyPath = m_dir->filePath(QStringLiteral("copy.pgn"));
        databases->copyGames(view, copyPath);
        QTRY_COMPARE_WITH_TIMEOUT(databases->viewCount(), 2, 20000);
        ui::DatabaseView* copied = databases->currentView();
        QVERIFY(waitOpened(copied->model()));
        QCOMPARE(copied->countText(), QStringLiteral("11 games"));
        QVERIFY(!copied->model()->isReadOnly());
        auto scid = db::Database::open(path.toStdString(), {});
        auto pgn = db::Database::open(copyPath.toStdString(), {});
        QVERIFY(scid && pgn);
        for (db::GameId g = 0; g < 11; ++g)
            QCOMPARE(QString::fromStdString(*(*pgn)->gameText(g)).trimmed(),
                     QString::fromStdString(*(*scid)->gameText(g)).trimmed());
    }

    // Database > Mark Duplicates as Deleted: the copies of a file holding every game twice.
    void markDuplicates()
    {
        const QString path = m_dir->filePath(QStringLiteral("twice.pgn"));
        QFile source(QStringLiteral(KIBITZ_TEST_DATA "/database/scid_sample.pgn"));
        QVERIFY(source.open(QIODevice::ReadOnly));
        const QByteArray once = source.readAll();
        QFile out(path);
        QVERIFY(out.open(QIODevice::WriteOnly));
        out.write(once + "\n" + once);
        out.close();
        ui::MainWindow window;
        window.show();
        QVERIFY(window.openFile(path));
        ui::DatabaseView* view = window.databases()->currentView();
        QVERIFY(waitOpened(view->model()));
        QCOMPARE(view->model()->totalGames(), std::size_t(18));
        QCOMPARE(window.databases()->markDuplicates(view), 9);
        for (db::GameId g = 0; g < 18; ++g) QCOMPARE(view->model()->isDeleted(g), g >= 9);
        // Saved: the file keeps one of each.
        QVERIFY(window.databases()->saveDatabase(view));
        QCOMPARE(view->model()->totalGames(), std::size_t(9));
        QFile saved(path);
        QVERIFY(saved.open(QIODevice::ReadOnly));
        QCOMPARE(saved.readAll().trimmed(), once.trimmed());
    }

    // Database > Player Report…: the report of a player of the SCID sample, whose best win
    // opens its game.
    void playerReport()
    {
        ui::MainWindow window;
        window.show();
        QVERIFY(window.openFile(QStringLiteral(KIBITZ_TEST_DATA "/database/scid_sample.si4")));
        ui::DatabaseView* view = window.databases()->currentView();
        QVERIFY(waitOpened(view->model()));
        window.databases()->showPlayerReport(view, QStringLiteral("promoter"));
        ui::PlayerReportDialog* dialog = nullptr;
        QTRY_VERIFY((dialog = window.findChild<ui::PlayerReportDialog*>()) != nullptr);
        QTRY_VERIFY(dialog->page()->toPlainText().contains(QStringLiteral("Passant")));
        const QString text = dialog->page()->toPlainText();
        QVERIFY2(text.contains(QStringLiteral("Promoter")), qPrintable(text));
        QVERIFY(text.contains(QStringLiteral("+1 =0 −0")));
        QVERIFY(text.contains(QStringLiteral("without a result")));
        QVERIFY(dialog->page()->toHtml().contains(QStringLiteral("game:4")));
        emit dialog->page()->anchorClicked(QUrl(QStringLiteral("game:4")));
        QCOMPARE(window.document()->gameIndex(), 3);
        QCOMPARE(window.document()->game().headers().value("Black"), std::string("Passant"));
        dialog->close();
    }

    // A damaged index, in the window: its moves damaged, the first search finds it, answers
    // from the index made again, and the status bar names the index file; an index that is
    // not an SQLite file any more is named when the database opens.
    void damagedIndexIsSaid()
    {
        const QByteArray oldCache = qgetenv("XDG_CACHE_HOME");
        qputenv("XDG_CACHE_HOME", m_dir->filePath(QStringLiteral("xdg")).toUtf8());
        const QString path = copyOf(*m_dir);
        const std::string index = db::cacheFileFor(db::defaultCacheDir(), path.toStdString());
        chess::Position najdorf;
        for (const char* san : {"e4", "c5", "Nf3", "d6", "d4", "cxd4", "Nxd4", "Nf6", "Nc3", "a6"})
            najdorf.play(*chess::parseMove(najdorf, san));
        const std::size_t expected =
            (*db::Database::open(path.toStdString(), {}))->searchPosition(najdorf).size();
        QVERIFY(expected > 0);
        auto openInWindow = [&](ui::MainWindow& window) {
            window.show();
            return window.openFile(path) && waitOpened(window.databases()->currentView()->model());
        };
        {
            ui::MainWindow window;
            QVERIFY(openInWindow(window));
        }
        sqlite3* s = nullptr;
        QCOMPARE(sqlite3_open(index.c_str(), &s), SQLITE_OK);
        QCOMPARE(sqlite3_exec(s,
                              "UPDATE blobs SET data = CAST(zeroblob(length(data)) AS BLOB) "
                              "WHERE name = 'blocks'",
                              nullptr, nullptr, nullptr),
                 SQLITE_OK);
        sqlite3_close(s);
        const QString named = QString::fromStdString(index);
        {
            ui::MainWindow window;
            QVERIFY(openInWindow(window));
            model::DatabaseModel* model = window.databases()->currentView()->model();
            QVERIFY(model->database()->stats().reused);
            QSignalSpy finished(model, &model::DatabaseModel::searchFinished);
            model->searchPosition(najdorf);
            QVERIFY(finished.wait(10000));
            QCOMPARE(std::size_t(model->rowCount()), expected);
            QTRY_VERIFY(window.statusBar()->currentMessage().contains(named));
            QVERIFY2(window.statusBar()->currentMessage().contains(QStringLiteral("made again")),
                     qPrintable(window.statusBar()->currentMessage()));
        }
        QFile garbage(named);
        QVERIFY(garbage.open(QIODevice::WriteOnly | QIODevice::Truncate));
        garbage.write("not an index");
        garbage.close();
        {
            ui::MainWindow window;
            QVERIFY(openInWindow(window));
            QTRY_VERIFY(window.statusBar()->currentMessage().contains(named));
        }
        if (oldCache.isNull())
            qunsetenv("XDG_CACHE_HOME");
        else
            qputenv("XDG_CACHE_HOME", oldCache);
    }

    // Database > Player Names…: the spellings of one player merged (the tags rewritten, the
    // list showing the new name), undone, merged again and saved; the filter completes names.
    void playerNamesMerge()
    {
        const QString path = m_dir->filePath(QStringLiteral("names.pgn"));
        QByteArray text;
        const char* pairs[][2] = {{"Polgar,Ju", "Carlsen,M"},
                                  {"Polgar, Judit", "Carlsen,Magnus"},
                                  {"Polgar, Zsuzsa", "Polgar,Ju"},
                                  {"Carlsen,H", "Polgar,Z"}};
        for (const auto& p : pairs)
            text += QByteArray("[Event \"E\"]\n[White \"") + p[0] + "\"]\n[Black \"" + p[1]
                    + "\"]\n[Result \"1-0\"]\n\n1. e4 e5 1-0\n\n";
        QFile out(path);
        QVERIFY(out.open(QIODevice::WriteOnly));
        out.write(text);
        out.close();
        ui::MainWindow window;
        window.show();
        QVERIFY(window.openFile(path));
        ui::DatabaseView* view = window.databases()->currentView();
        model::DatabaseModel* model = view->model();
        QVERIFY(waitOpened(model));

        window.databases()->showPlayerNames(view);
        ui::PlayerNamesDialog* dialog = nullptr;
        QTRY_VERIFY((dialog = window.findChild<ui::PlayerNamesDialog*>()) != nullptr);
        QTreeWidget* list = dialog->list();
        // Judit (3 games, two spellings), Carlsen M (two spellings), Zsuzsa (two spellings).
        QCOMPARE(list->topLevelItemCount(), 3);
        QTreeWidgetItem* judit = list->topLevelItem(0);
        QCOMPARE(judit->text(0), QStringLiteral("Polgar,Ju"));
        QCOMPARE(judit->childCount(), 2);
        // Merged into the full name: the tags are edits, the list shows the name at once.
        list->setCurrentItem(judit->child(1));
        QCOMPARE(judit->child(1)->text(0), QStringLiteral("Polgar, Judit"));
        QVERIFY(dialog->mergeSelected());
        QVERIFY(model->isModified());
        QCOMPARE(model->index(0, int(db::Column::White)).data().toString(),
                 QStringLiteral("Polgar, Judit"));
        QCOMPARE(model->index(2, int(db::Column::Black)).data().toString(),
                 QStringLiteral("Polgar, Judit"));
        QVERIFY(model->gameText(0)->contains(QStringLiteral("[White \"Polgar, Judit\"]")));
        QCOMPARE(list->topLevelItemCount(), 2); // Judit has one spelling now
        dialog->undo();
        QVERIFY(!model->isModified());
        QCOMPARE(model->index(0, int(db::Column::White)).data().toString(),
                 QStringLiteral("Polgar,Ju"));
        QCOMPARE(list->topLevelItemCount(), 3);
        list->setCurrentItem(list->topLevelItem(0)->child(1));
        QVERIFY(dialog->mergeSelected());
        QVERIFY(window.databases()->saveDatabase(view));
        QFile saved(path);
        QVERIFY(saved.open(QIODevice::ReadOnly));
        QByteArray expected = text;
        expected.replace("\"Polgar,Ju\"", "\"Polgar, Judit\"");
        QCOMPARE(saved.readAll(), expected);
        QVERIFY(!model->canUndoRename());
        dialog->close();

        // The filter completes players from the database's names.
        ui::FilterDialog filter(model);
        auto* player = filter.findChild<QLineEdit*>(QStringLiteral("player"));
        QVERIFY(player && player->completer());
        player->completer()->setCompletionPrefix(QStringLiteral("carlsen"));
        QCOMPARE(player->completer()->completionCount(), 3);
    }

    void treePanePlaysAMove()
    {
        ui::MainWindow window;
        window.show();
        QVERIFY(window.openFile(copyOf(*m_dir)));
        ui::DatabaseView* view = window.databases()->currentView();
        QVERIFY(waitOpened(view->model()));
        ui::OpeningTreePane* pane = window.databases()->treePane();
        QSignalSpy updated(pane, &ui::OpeningTreePane::updated);
        pane->setPosition(chess::Position());
        if (pane->tree()->topLevelItemCount() == 0) QVERIFY(updated.wait(10000));
        QTreeWidget* tree = pane->tree();
        QVERIFY(tree->topLevelItemCount() >= 3);
        int total = 0;
        for (int i = 0; i < tree->topLevelItemCount(); ++i)
            total += tree->topLevelItem(i)->text(1).remove(QLatin1Char(',')).toInt();
        QCOMPARE(total, 401);
        const QString first = tree->topLevelItem(0)->text(0);
        tree->setCurrentItem(tree->topLevelItem(0));
        QTest::keyClick(tree, Qt::Key_Return);
        QCOMPARE(window.document()->game().nodeCount(), 1);
        QCOMPARE(QString::fromStdString(window.document()->currentNode()->san()), first);
    }

    // Sorting the list by Elo (a click on the column's header, then another): rated games
    // first both ways, the games without an Elo after them.
    void eloSortsUnratedLast()
    {
        ui::MainWindow window;
        window.show();
        QVERIFY(window.openFile(copyOf(*m_dir)));
        ui::DatabaseView* view = window.databases()->currentView();
        QVERIFY(waitOpened(view->model()));
        QTableView* table = view->table();
        QHeaderView* header = table->horizontalHeader();
        const int column = int(db::Column::WhiteElo);
        const auto elo = [&](int row) {
            return view->model()->data(view->model()->index(row, column)).toString();
        };
        const int last = view->model()->rowCount() - 1;
        for (const int clicks : {1, 2}) {
            QTest::mouseClick(
                header->viewport(), Qt::LeftButton, {},
                QPoint(header->sectionViewportPosition(column) + 5, header->height() / 2));
            QCOMPARE(header->sortIndicatorSection(), column);
            QVERIFY2(!elo(0).isEmpty(), qPrintable(QString::number(clicks)));
            QVERIFY2(elo(last).isEmpty(), qPrintable(QString::number(clicks)));
            int rated = 0;
            while (rated <= last && !elo(rated).isEmpty()) ++rated;
            for (int r = rated; r <= last; ++r) QVERIFY(elo(r).isEmpty());
            const bool ascending = header->sortIndicatorOrder() == Qt::AscendingOrder;
            QVERIFY((elo(0).toInt() < elo(rated - 1).toInt()) == ascending);
        }
    }

    // An indexed file reopens with its list read from the index where it lies (a window of
    // pages, not every row in the model): the same rows in the same order as the database in
    // memory gives, for each sort the index answers; a filter once loaded, a position search
    // or a column the index does not sort by puts the rows in memory, and clearing the filter
    // or the search goes back to the window.
    void indexedFileOpensWindowed()
    {
        const QString path = copyOf(*m_dir);
        const QString cache = m_dir->filePath(QStringLiteral("cache"));
        {
            model::DatabaseModel first;
            first.open(path, cache);
            QVERIFY(waitOpened(&first));
            QVERIFY(!first.isWindowed()); // indexed now, in memory
        }
        auto memory = db::Database::open(path.toStdString(), {});
        QVERIFY(memory);
        const db::Database& d = **memory;
        model::DatabaseModel model;
        QAbstractItemModelTester tester(&model,
                                        QAbstractItemModelTester::FailureReportingMode::QtTest);
        model.open(path, cache);
        QTRY_VERIFY(model.isWindowed());
        QCOMPARE(model.rowCount(), 403);
        QVERIFY(waitOpened(&model));
        QVERIFY(model.isWindowed());
        QCOMPARE(model.totalGames(), std::size_t(403));

        // Every row as the database in memory orders it; a cell of the last page as it names.
        auto sameRows = [&](const db::HeaderFilter& f, std::optional<db::Column> c, bool desc) {
            std::vector<db::GameId> expected = d.filter(f);
            if (c) d.sort(expected, *c, desc);
            if (model.rowCount() != int(expected.size())) return false;
            for (int r = 0; r < model.rowCount(); ++r)
                if (model.gameAt(r) != expected[std::size_t(r)]) return false;
            return true;
        };
        QVERIFY(sameRows({}, std::nullopt, false));
        const int last = model.rowCount() - 1;
        const QModelIndex white = model.index(last, int(db::Column::White));
        QTRY_VERIFY(!model.data(white).toString().isEmpty());
        QCOMPARE(model.data(white).toString(),
                 QString::fromStdString(std::string(d.string(d.game(model.gameAt(last)).white))));
        for (const db::Column c : {db::Column::Date, db::Column::White, db::Column::WhiteElo,
                                   db::Column::Eco, db::Column::Result}) {
            for (const bool desc : {false, true}) {
                model.sort(int(c), desc ? Qt::DescendingOrder : Qt::AscendingOrder);
                QTRY_VERIFY2(sameRows({}, c, desc), qPrintable(QString::number(int(c))));
                QVERIFY(model.isWindowed());
            }
        }
        db::HeaderFilter f;
        f.text = std::string(d.string(d.game(0).black));
        model.setHeaderFilter(f); // loaded: filtered in memory (db::listFromIndex while loading)
        QVERIFY(!model.isWindowed());
        QVERIFY(sameRows(f, db::Column::Result, true));
        QVERIFY(model.rowCount() < 403);
        model.setHeaderFilter({});
        QTRY_VERIFY(model.isWindowed());
        QTRY_VERIFY(sameRows({}, db::Column::Result, true));

        chess::Position pos;
        pos.play(*chess::parseMove(pos, "e4"));
        QSignalSpy finished(&model, &model::DatabaseModel::searchFinished);
        model.searchPosition(pos);
        QVERIFY(finished.wait(10000));
        QVERIFY(!model.isWindowed());
        QCOMPARE(std::size_t(model.rowCount()), d.searchPosition(pos).size());
        model.clearSearch();
        QTRY_VERIFY(model.isWindowed());
        QTRY_VERIFY(sameRows({}, db::Column::Result, true));

        model.sort(int(db::Column::Site), Qt::AscendingOrder);
        QVERIFY(!model.isWindowed());
        QVERIFY(sameRows({}, db::Column::Site, false));
    }

    // A filter while an indexed file loads is read from the index: its first page shows at
    // once, marked as counting, and the count follows (a quick search's count reads every
    // game it keeps: many seconds at ten million games). The rows are those the database in
    // memory gives.
    // A sort asked while a file is indexed for the first time (no list to read from the
    // index yet) is the list's order once the database has loaded: it was dropped.
    void sortWhileIndexingHolds()
    {
        model::DatabaseModel model;
        model.open(copyOf(*m_dir), m_dir->filePath(QStringLiteral("cache")));
        QVERIFY(model.isLoading());
        QVERIFY(!model.isWindowed());
        model.sort(int(db::Column::WhiteElo), Qt::DescendingOrder);
        QVERIFY(waitOpened(&model));
        QCOMPARE(model.rowCount(), 403);
        int before = model.data(model.index(0, int(db::Column::WhiteElo))).toInt();
        QVERIFY(before > 0);
        for (int r = 1; r < model.rowCount(); ++r) {
            const int elo = model.data(model.index(r, int(db::Column::WhiteElo))).toInt();
            QVERIFY2(elo == 0 || elo <= before, qPrintable(QStringLiteral("row %1").arg(r)));
            if (elo) before = elo;
        }
    }

    void filterWhileLoadingShowsPageThenCount()
    {
        const QString xz = QStringLiteral(KIBITZ_SHARED_DATA "/games/master-100k.pgn.xz");
        if (!QFile::exists(xz)) QSKIP("../shared/data/games/master-100k.pgn.xz is not there");
        const QString path = m_dir->filePath(QStringLiteral("master.pgn"));
        QProcess unxz;
        unxz.setStandardOutputFile(path);
        unxz.start(QStringLiteral("xz"), {QStringLiteral("-dc"), xz});
        QVERIFY(unxz.waitForFinished(60000));
        const QString cache = m_dir->filePath(QStringLiteral("master-cache"));
        db::OpenOptions options;
        options.cacheDir = cache.toStdString();
        auto memory = db::Database::open(path.toStdString(), options); // indexes it
        QVERIFY(memory);
        db::HeaderFilter f;
        f.text = "Olympiad";
        const std::vector<db::GameId> expected = (*memory)->filter(f);
        QVERIFY(expected.size() > 2 * model::DatabaseModel::PageRows);

        model::DatabaseModel model;
        QAbstractItemModelTester tester(&model,
                                        QAbstractItemModelTester::FailureReportingMode::QtTest);
        std::vector<std::pair<int, bool>> counts; // rowCount and isCounting, as they changed
        connect(&model, &model::DatabaseModel::countChanged, this,
                [&] { counts.emplace_back(model.rowCount(), model.isCounting()); });
        model.open(path, cache);
        QTRY_VERIFY(model.isWindowed());
        const bool whileLoading = model.isLoading();
        model.setHeaderFilter(f);
        QVERIFY(waitOpened(&model));
        QTRY_VERIFY(!model.isCounting());
        QTRY_COMPARE(model.rowCount(), int(expected.size()));
        for (int r = 0; r < model.rowCount(); r += 97) QCOMPARE(model.gameAt(r), expected[r]);
        QString seen;
        for (const auto& [rows, counting] : counts)
            seen +=
                QStringLiteral(" %1%2").arg(rows).arg(counting ? QStringLiteral("+") : QString());
        qInfo("filtered while loading: %d; the list's counts:%s", int(whileLoading),
              qPrintable(seen));
        // While it counted, the list held the first page, and said so.
        for (const auto& [rows, counting] : counts)
            if (counting) QCOMPARE(rows, int(model::DatabaseModel::PageRows));
        if (whileLoading && model.isWindowed())
            QVERIFY(
                std::any_of(counts.begin(), counts.end(), [](const auto& c) { return c.second; }));
    }

    // The Filter dialog's count is what the list then shows: the quick search and a position
    // search narrow both ("4,135 match" above 3 rows was the header filter's count alone).
    void filterCountAgreesWithList()
    {
        ui::MainWindow window;
        window.show();
        QVERIFY(window.openFile(copyOf(*m_dir)));
        ui::DatabaseView* view = window.databases()->currentView();
        QVERIFY(waitOpened(view->model()));
        // 1. e4 c5 searched, then "a" in the quick search.
        QVERIFY(!window.document()->loadText(QStringLiteral("1. e4 c5 *")));
        window.document()->toEnd();
        QSignalSpy finished(view->model(), &model::DatabaseModel::searchFinished);
        QTest::mouseClick(view->findChild<QToolButton*>(QStringLiteral("positionButton")),
                          Qt::LeftButton);
        QVERIFY(finished.wait(10000));
        auto* search = view->findChild<QLineEdit*>(QStringLiteral("quickSearch"));
        QTest::keyClicks(search, QStringLiteral("an"));
        QString shown;
        QTimer::singleShot(100, this, [&] {
            auto* dialog = qobject_cast<ui::FilterDialog*>(QApplication::activeModalWidget());
            if (!dialog) return;
            dialog->findChild<QSpinBox*>(QStringLiteral("minElo"))->setValue(2400);
            shown = dialog->countText();
            dialog->accept();
        });
        QTest::mouseClick(view->findChild<QToolButton*>(QStringLiteral("filterButton")),
                          Qt::LeftButton);
        const int rows = view->model()->rowCount();
        QVERIFY(rows > 0 && rows < 100);
        QVERIFY2(shown.startsWith(QStringLiteral("%1 of 403 games match").arg(rows)),
                 qPrintable(QStringLiteral("%1, list %2").arg(shown).arg(rows)));
        QVERIFY2(shown.contains(QStringLiteral("quick search “an”"))
                     && shown.contains(QStringLiteral("reaching the board's position")),
                 qPrintable(shown));
    }

    // The opening tree says whose games it counts: after a position search, the list's, and
    // the label says so at the start position too.
    void treeLabelSaysWhichGames()
    {
        ui::MainWindow window;
        window.show();
        QVERIFY(window.openFile(copyOf(*m_dir)));
        ui::DatabaseView* view = window.databases()->currentView();
        QVERIFY(waitOpened(view->model()));
        ui::OpeningTreePane* pane = window.databases()->treePane();
        auto* label = pane->findChild<QLabel*>(QStringLiteral("treeStatus"));
        QTRY_VERIFY(label->text().startsWith(QStringLiteral("401 games of games.pgn reach")));
        QVERIFY(!window.document()->loadText(QStringLiteral("1. e4 c5 *")));
        window.document()->toEnd();
        QSignalSpy finished(view->model(), &model::DatabaseModel::searchFinished);
        QTest::mouseClick(view->findChild<QToolButton*>(QStringLiteral("positionButton")),
                          Qt::LeftButton);
        QVERIFY(finished.wait(10000));
        const int kept = view->model()->rowCount();
        window.document()->toStart();
        const QString expected = QStringLiteral("%1 games reach this position, of the %1 games "
                                                "in the list of games.pgn (Games reaching the "
                                                "board's position)")
                                     .arg(kept);
        QTRY_COMPARE(label->text(), expected);
    }

private:
    std::unique_ptr<QTemporaryDir> m_dir;
};

QTEST_MAIN(DatabaseViewTest)
#include "databaseview_test.moc"
