// SPDX-License-Identifier: GPL-3.0-or-later
#include "database/databasecontroller.h"

#include "database/playernamesdialog.h"
#include "database/playerreportdialog.h"
#include "database/problemsdialog.h"

#include "common/namecompleter.h"
#include "common/utf8question.h"
#include "database/copygames.h"
#include "database/databaseview.h"
#include "database/duplicates.h"
#include "database/opengames.h"
#include "database/openingtreepane.h"
#include "model/databasemodel.h"
#include "model/gamedocument.h"
#include "pgn/builder.h"
#include "pgn/writer.h"

#include <QDockWidget>
#include <QFile>
#include <QFileDialog>
#include <QFileInfo>
#include <QFutureWatcher>
#include <QHeaderView>
#include <QInputDialog>
#include <QLineEdit>
#include <QMainWindow>
#include <QMenu>
#include <QMessageBox>
#include <QPointer>
#include <QScrollBar>
#include <QSettings>
#include <QStatusBar>
#include <QTabWidget>
#include <QTableView>
#include <QTimer>
#include <QtConcurrent/QtConcurrentRun>

#include <algorithm>

namespace kibitz::ui {

DatabaseController::DatabaseController(QMainWindow* window, OpenGames* games)
    : QObject(window)
    , m_window(window)
    , m_games(games)
{
    m_tabs = new QTabWidget;
    m_tabs->setObjectName(QStringLiteral("databaseTabs"));
    m_tabs->setTabsClosable(true);
    m_tabs->setDocumentMode(true);
    // One database needs no tab: the dock's title names it (updateTabText), and the list
    // keeps the height of a tab bar, which a laptop's screen needs for the board.
    m_tabs->setTabBarAutoHide(true);
    m_dock = new QDockWidget(tr("Databases"), window);
    m_dock->setObjectName(QStringLiteral("databaseDock"));
    m_dock->setWidget(m_tabs);
    window->addDockWidget(Qt::BottomDockWidgetArea, m_dock);
    m_dock->hide(); // until a database is opened

    m_tree = new OpeningTreePane;
    m_treeDock = new QDockWidget(tr("Opening Tree"), window);
    m_treeDock->setObjectName(QStringLiteral("openingTreeDock"));
    m_treeDock->setWidget(m_tree);
    window->addDockWidget(Qt::LeftDockWidgetArea, m_treeDock);
    m_treeDock->hide();

    connect(m_tabs, &QTabWidget::tabCloseRequested, this, &DatabaseController::closeDatabase);
    connect(m_tabs, &QTabWidget::currentChanged, this, [this] {
        DatabaseView* view = currentView();
        m_tree->setDatabase(view ? view->model() : nullptr);
        if (view)
            updateTabText(view);
        else
            m_dock->setWindowTitle(tr("Databases"));
        updateActions();
    });
    connect(m_tree, &OpeningTreePane::movePicked, this,
            [this](chess::Move move) { m_games->current()->playMove(move); });
}

DatabaseView* DatabaseController::currentView() const
{
    return qobject_cast<DatabaseView*>(m_tabs->currentWidget());
}

int DatabaseController::viewCount() const
{
    return m_tabs->count();
}

DatabaseView* DatabaseController::viewAt(int index) const
{
    return qobject_cast<DatabaseView*>(m_tabs->widget(index));
}

void DatabaseController::fitGameList()
{
    QTimer::singleShot(0, this, [this] {
        DatabaseView* view = currentView();
        if (!view || !m_dock->isVisible() || m_dock->isFloating()) return;
        const QTableView* table = view->table();
        const int chrome = table->horizontalHeader()->sizeHint().height() + 2 * table->frameWidth()
                           + table->horizontalScrollBar()->sizeHint().height();
        const int row = table->verticalHeader()->defaultSectionSize();
        // Ten rows where the board keeps 55% of the window's height above them, fewer (never
        // fewer than five) on a low screen: the list and the board share the column between
        // the side panes, and the board is what the window is for.
        const int around = m_dock->height() - table->height(); // title, tabs, search line
        const int column = m_window->centralWidget()->height() + m_dock->height();
        const int boardRow = m_window->height() * 55 / 100 + 2 * m_window->fontMetrics().height();
        const int room = column - boardRow - around - chrome;
        const int rows = std::clamp(room / row, kFewestListRows, kListRows);
        const int wanted = chrome + rows * row;
        const int shown = (table->height() - chrome) / row;
        // It grows to that; it shrinks only when it squeezes the board (a list the user made
        // taller on a large screen stays so).
        if (rows > shown || room / row < shown)
            m_window->resizeDocks({m_dock}, {m_dock->height() + wanted - table->height()},
                                  Qt::Vertical);
    });
}

void DatabaseController::updateTabText(DatabaseView* view)
{
    const int index = m_tabs->indexOf(view);
    if (index < 0) return;
    const QString readOnly = view->model()->readOnlyReason();
    if (view == currentView())
        //: The Databases pane's title: the database shown
        m_dock->setWindowTitle(tr("Databases: %1").arg(view->model()->title()));
    //: Tab of a database that cannot be edited (a SCID base)
    m_tabs->setTabText(index, readOnly.isEmpty()
                                  ? view->model()->title()
                                  : tr("%1 (read-only)").arg(view->model()->title()));
    m_tabs->setTabToolTip(index,
                          view->model()->path() + QStringLiteral("\n") + view->countText()
                              + (readOnly.isEmpty() ? QString() : QStringLiteral("\n") + readOnly));
}

DatabaseView* DatabaseController::openDatabase(const QString& path)
{
    const QString absolute = QFileInfo(path).absoluteFilePath();
    for (int i = 0; i < m_tabs->count(); ++i)
        if (viewAt(i)->model()->path() == absolute) {
            m_tabs->setCurrentIndex(i);
            m_dock->show();
            return viewAt(i);
        }
    auto* model = new model::DatabaseModel;
    auto* view = new DatabaseView(model);
    m_tabs->addTab(view, QFileInfo(path).fileName());
    m_tabs->setCurrentWidget(view);
    m_dock->show();
    m_dock->raise();
    m_treeDock->show();
    m_treeDock->raise();
    fitGameList();
    connect(view, &DatabaseView::openGameRequested, this,
            [this, view](db::GameId game) { openGame(view, game); });
    connect(view, &DatabaseView::positionSearchRequested, this,
            &DatabaseController::searchPosition);
    connect(view, &DatabaseView::pawnSearchRequested, this, &DatabaseController::searchPawns);
    connect(view, &DatabaseView::contextMenuRequested, this,
            [this, view](QMenu* menu, const QList<db::GameId>& games) {
                fillGameMenu(view, menu, games);
            });
    connect(view, &DatabaseView::filterChanged, m_tree, [this, view] {
        if (currentView() == view) m_tree->refresh();
    });
    connect(model, &model::DatabaseModel::countChanged, this,
            [this, view] { updateTabText(view); });
    connect(model, &model::DatabaseModel::opened, this, [this, view, model] {
        updateTabText(view);
        // The Recent menu shows how many games the database holds.
        QSettings().setValue(QStringLiteral("recentGameCounts/")
                                 + QString::fromLatin1(model->path().toUtf8().toBase64()),
                             qulonglong(model->totalGames()));
        m_window->statusBar()->showMessage(
            tr("%1: %Ln game(s) indexed in %2 ms%3", nullptr, int(model->database()->stats().games))
                .arg(QFileInfo(model->path()).fileName())
                .arg(qRound(model->database()->stats().milliseconds))
                .arg(model->database()->stats().reused ? tr(" (index reused)") : QString()),
            5000);
        if (const std::uint32_t bad = model->database()->stats().gamesWithErrors)
            m_window->statusBar()->showMessage(
                tr("%1: %n game(s) with errors; Database > Show Errors lists them.", nullptr,
                   int(bad))
                    .arg(QFileInfo(model->path()).fileName()),
                10000);
        // Said last, so that it stays: the index failed its checks and was made again.
        if (const auto damage = model->database()->indexDamage())
            m_window->statusBar()->showMessage(QString::fromStdString(damage->toString()), 30000);
        if (currentView() == view) m_tree->setDatabase(model);
        updateActions();
    });
    connect(model, &model::DatabaseModel::indexWarning, this,
            [this](const QString& message, bool error) {
                if (error)
                    QMessageBox::warning(m_window, tr("Search"), message);
                else
                    m_window->statusBar()->showMessage(message, 30000);
            });
    connect(model, &model::DatabaseModel::failed, this, [this, view](const QString& message) {
        QMessageBox::warning(m_window, tr("Open Database"), message);
        const int index = m_tabs->indexOf(view);
        if (index >= 0) {
            m_tabs->removeTab(index);
            view->deleteLater();
        }
        if (m_tabs->count() == 0) m_dock->hide();
    });
    m_tree->setDatabase(model);
    model->open(absolute);
    return view;
}

bool DatabaseController::openGame(DatabaseView* view, db::GameId game)
{
    model::DatabaseModel* model = view->model();
    // A game of this database already in a tab is shown, not opened twice.
    for (const auto& [document, origin] : m_origins)
        if (origin.model == model && origin.game == game) {
            if (m_games->show(document)) {
                emit gameOpened();
                return true;
            }
        }
    QString error;
    auto read = model->readGame(game, &error);
    if (!read && model->isLoading()) {
        // Not readable until the database has loaded (being indexed, or its index changed):
        // the game opens then, as asked.
        m_window->statusBar()->showMessage(
            tr("%1 Game %2 opens when the database has loaded.").arg(error).arg(game + 1));
        QPointer<DatabaseView> later(view);
        auto* once = new QObject(this);
        connect(model, &model::DatabaseModel::loadingChanged, once,
                [this, later, game, once](bool loading) {
                    if (loading) return;
                    once->deleteLater();
                    if (later && later->model()->isOpen() && game < later->model()->totalGames())
                        openGame(later, game);
                });
        return false;
    }
    if (!read) {
        QMessageBox::warning(m_window, tr("Open Game"), error);
        return false;
    }
    const std::vector<pgn::PgnError> errors = read->errors;
    model::GameDocument* document = m_games->freshDocument();
    document->setGame(std::move(read->game), model->path(), int(game), std::move(read->errors));
    m_origins[document] = {model, game};
    connect(document, &QObject::destroyed, this, [this, document] { m_origins.erase(document); });
    connect(model, &model::DatabaseModel::renumbered, document,
            [this, document](const std::vector<int>& numbers) {
                // Games deleted before this one move it up; a deleted game leaves its tab on its
                // own.
                const auto it = m_origins.find(document);
                if (it == m_origins.end()) return;
                const int now = it->second.game < numbers.size() ? numbers[it->second.game] : -1;
                if (now < 0) {
                    m_origins.erase(it);
                    return;
                }
                it->second.game = db::GameId(now);
                document->setGameIndex(now);
            });
    if (!errors.empty())
        m_window->statusBar()->showMessage(
            tr("Game %1 has errors: %2")
                .arg(game + 1)
                .arg(QString::fromStdString(errors.front().toString())),
            8000);
    view->selectGame(game);
    emit gameOpened();
    return true;
}

void DatabaseController::stepGame(int delta)
{
    const auto it = m_origins.find(m_games->current());
    DatabaseView* view = currentView();
    if (!view) return;
    std::optional<db::GameId> next;
    if (it != m_origins.end() && it->second.model == view->model())
        next = view->stepFrom(it->second.game, delta);
    else if (view->model()->rowCount() > 0)
        next = view->model()->gameAt(delta > 0 ? 0 : view->model()->rowCount() - 1);
    if (!next) return;
    // Stepping through a list replaces the game shown when it is unchanged.
    model::GameDocument* shown = m_games->current();
    if (it != m_origins.end() && !shown->isModified()) {
        auto read = view->model()->readGame(*next);
        if (!read) return;
        shown->setGame(std::move(read->game), view->model()->path(), int(*next),
                       std::move(read->errors));
        m_origins[shown] = {view->model(), *next};
        view->selectGame(*next);
        return;
    }
    openGame(view, *next);
}

bool DatabaseController::saveDocument(model::GameDocument* document, bool& saved)
{
    const auto it = m_origins.find(document);
    if (it == m_origins.end()) return false;
    model::DatabaseModel* model = it->second.model;
    if (model->isReadOnly()) {
        // Never written into the base: Save As keeps the game in a PGN file of its own.
        QMessageBox::warning(m_window, tr("Save"),
                             model->readOnlyReason() + QStringLiteral("\n\n")
                                 + tr("Use File > Save As to keep this game in a PGN file."));
        saved = false;
        return true;
    }
    // An unchanged game stays as the file holds it, byte for byte (what Kibitz could not read
    // of it too); only a changed one is written from the tree.
    if (document->isModified())
        model->replaceGame(it->second.game,
                           QString::fromStdString(pgn::writeGame(document->game())));
    DatabaseView* view = nullptr;
    for (int i = 0; i < m_tabs->count(); ++i)
        if (viewAt(i)->model() == model) view = viewAt(i);
    saved = view && saveDatabase(view);
    if (saved) document->markSaved();
    return true;
}

bool DatabaseController::saveDatabase(DatabaseView* view)
{
    model::DatabaseModel* model = view->model();
    bool needsUtf8 = false;
    auto error = model->save(false, &needsUtf8);
    if (error && needsUtf8) {
        if (askToConvertToUtf8(m_window, tr("Save Database"), *error,
                               QFileInfo(model->path()).fileName(), false)
            != Utf8Answer::Convert)
            return false;
        error = model->save(true);
    }
    if (error) {
        QMessageBox::warning(m_window, tr("Save Database"), *error);
        return false;
    }
    updateTabText(view);
    m_window->statusBar()->showMessage(tr("Saved %1").arg(model->path()), 3000);
    return true;
}

bool DatabaseController::saveOrDiscard(DatabaseView* view, const QString& title)
{
    const auto answer =
        QMessageBox::warning(m_window, title,
                             tr("The database %1 has changes that are not saved.")
                                 .arg(QFileInfo(view->model()->path()).fileName()),
                             QMessageBox::Save | QMessageBox::Discard | QMessageBox::Cancel,
                             QMessageBox::Save); // Enter saves
    if (answer == QMessageBox::Cancel) return false;
    return answer != QMessageBox::Save || saveDatabase(view);
}

bool DatabaseController::maybeSaveAll()
{
    for (int i = 0; i < m_tabs->count(); ++i) {
        DatabaseView* view = viewAt(i);
        if (!view->model()->isModified()) continue;
        m_tabs->setCurrentIndex(i);
        if (!saveOrDiscard(view, tr("Unsaved Database"))) return false;
    }
    return true;
}

bool DatabaseController::closeDatabase(int index)
{
    DatabaseView* view = viewAt(index);
    if (!view) return false;
    if (view->model()->isModified()) {
        if (!saveOrDiscard(view, tr("Close Database"))) return false;
    }
    for (auto it = m_origins.begin(); it != m_origins.end();)
        it = it->second.model == view->model() ? m_origins.erase(it) : std::next(it);
    m_tabs->removeTab(index);
    view->deleteLater();
    if (m_tabs->count() == 0) {
        m_dock->hide();
        m_tree->setDatabase(nullptr);
    }
    return true;
}

void DatabaseController::searchPosition()
{
    if (DatabaseView* view = currentView())
        view->model()->searchPosition(m_games->current()->position());
}

void DatabaseController::searchPawns()
{
    if (DatabaseView* view = currentView())
        view->model()->searchPawns(m_games->current()->position());
}

void DatabaseController::addCurrentGame()
{
    DatabaseView* view = currentView();
    if (!view) return;
    if (view->model()->isReadOnly()) {
        QMessageBox::warning(m_window, tr("Add Game to Database"), view->model()->readOnlyReason());
        return;
    }
    view->model()->appendGame(QString::fromStdString(pgn::writeGame(m_games->current()->game())));
    m_window->statusBar()->showMessage(
        tr("The game is added to %1; save the database to write it.").arg(view->model()->title()),
        5000);
}

void DatabaseController::showProblems()
{
    DatabaseView* view = currentView();
    if (!view || !view->model()->database()) return;
    const std::shared_ptr<const db::Database> database = view->model()->sharedDatabase();
    constexpr std::size_t Limit = 10000;
    auto* dialog = new ProblemsDialog(QFileInfo(view->model()->path()).fileName(), m_window);
    dialog->setAttribute(Qt::WA_DeleteOnClose);
    dialog->setObjectName(QStringLiteral("problemsDialog"));
    connect(dialog, &ProblemsDialog::gameActivated, this,
            [this, view = QPointer(view)](db::GameId id) {
                if (view) openGame(view, id);
            });
    auto* watcher = new QFutureWatcher<Expected<std::vector<db::GameProblem>, db::DbError>>(dialog);
    connect(watcher, &QFutureWatcherBase::finished, dialog, [dialog, watcher] {
        const auto problems = watcher->result();
        if (!problems) {
            dialog->close();
            QMessageBox::warning(dialog->parentWidget(), tr("Show Errors"),
                                 QString::fromStdString(problems.error().toString()));
            return;
        }
        dialog->setProblems(*problems, problems->size() >= Limit);
    });
    watcher->setFuture(
        QtConcurrent::run([database] { return db::listProblems(*database, Limit); }));
    dialog->show();
}

void DatabaseController::copyToPgn()
{
    DatabaseView* view = currentView();
    if (!view || !view->model()->database() || view->model()->isLoading()) return;
    const QFileInfo from(view->model()->path());
    QString path = QFileDialog::getSaveFileName(
        m_window, tr("Copy Games to PGN Database"),
        from.absolutePath() + QLatin1Char('/') + from.completeBaseName() + QStringLiteral(".pgn"),
        tr("PGN files (*.pgn)"));
    if (path.isEmpty()) return;
    if (QFileInfo(path).suffix().isEmpty()) path += QStringLiteral(".pgn");
    copyGames(view, path);
}

void DatabaseController::copyGames(DatabaseView* view, const QString& path,
                                   const QList<db::GameId>& chosen, bool open)
{
    model::DatabaseModel* model = view->model();
    if (!model->database() || model->isLoading()) return;
    std::vector<db::GameId> games;
    if (chosen.isEmpty()) {
        games = model->gamesInOrder();
    } else {
        games.assign(chosen.begin(), chosen.end());
    }
    // A game edited in its tab and kept in the list, but not yet saved into the file, is
    // copied as the user sees it, not as the file still has it.
    db::EditedGames edited;
    for (db::GameId g : games)
        if (model->isEdited(g))
            if (const auto text = model->gameText(g)) edited.emplace(g, text->toStdString());
    m_window->statusBar()->showMessage(tr("Copying %n game(s) to %1…", nullptr, int(games.size()))
                                           .arg(QFileInfo(path).fileName()));
    const std::shared_ptr<const db::Database> database = model->sharedDatabase();
    auto* watcher = new QFutureWatcher<Expected<db::CopyResult, db::DbError>>(this);
    connect(watcher, &QFutureWatcherBase::finished, this, [this, watcher, path, open] {
        watcher->deleteLater();
        const auto result = watcher->result();
        if (!result) {
            m_window->statusBar()->clearMessage();
            QMessageBox::warning(m_window, tr("Copy Games to PGN Database"),
                                 QString::fromStdString(result.error().toString()));
            return;
        }
        if (!result->skipped.empty()) {
            QStringList lines;
            for (std::size_t i = 0; i < result->skipped.size() && i < 10; ++i)
                lines << QString::fromStdString(result->skipped[i].toString());
            QMessageBox::warning(m_window, tr("Copy Games to PGN Database"),
                                 tr("%n game(s) cannot be read and were left out:", nullptr,
                                    int(result->skipped.size()))
                                     + QStringLiteral("\n\n") + lines.join(QLatin1Char('\n')));
        }
        m_window->statusBar()->showMessage(
            tr("%n game(s) copied to %1", nullptr, int(result->written)).arg(path), 5000);
        if (open) openDatabase(path);
    });
    watcher->setFuture(QtConcurrent::run(
        [database, games, edited = std::move(edited), out = QFile::encodeName(path).toStdString()] {
            return db::copyGames(*database, games, out, edited);
        }));
}

int DatabaseController::copyToDatabase(DatabaseView* from, const QList<db::GameId>& games,
                                       DatabaseView* to)
{
    if (!from || !to || from == to || to->model()->isReadOnly() || to->model()->isLoading())
        return 0;
    int copied = 0;
    for (db::GameId g : games)
        if (const auto text = from->model()->gameText(g)) {
            to->model()->appendGame(*text);
            ++copied;
        }
    m_window->statusBar()->showMessage(
        tr("%n game(s) copied to %1 (kept with Save Database)", nullptr, copied)
            .arg(QFileInfo(to->model()->path()).fileName()),
        5000);
    return copied;
}

void DatabaseController::fillGameMenu(DatabaseView* view, QMenu* menu,
                                      const QList<db::GameId>& games)
{
    model::DatabaseModel* model = view->model();
    const bool any = !games.isEmpty() && model->database() && !model->isLoading();
    //: Context menu of the game list: write the selected games to a PGN file
    QAction* exportGames = menu->addAction(tr("&Export Games…"), this, [this, view, games] {
        const QFileInfo from(view->model()->path());
        QString path = QFileDialog::getSaveFileName(m_window, tr("Export Games"),
                                                    from.absolutePath() + QLatin1Char('/')
                                                        + from.completeBaseName()
                                                        + QStringLiteral("-selected.pgn"),
                                                    tr("PGN files (*.pgn)"));
        if (path.isEmpty()) return;
        if (QFileInfo(path).suffix().isEmpty()) path += QStringLiteral(".pgn");
        copyGames(view, path, games, false);
    });
    exportGames->setObjectName(QStringLiteral("exportGames"));
    exportGames->setEnabled(any);
    QMenu* copyTo = menu->addMenu(tr("Copy &To"));
    copyTo->setObjectName(QStringLiteral("copyGamesTo"));
    copyTo->setEnabled(any);
    for (int i = 0; i < viewCount(); ++i) {
        DatabaseView* other = viewAt(i);
        if (other == view) continue;
        QAction* a = copyTo->addAction(QFileInfo(other->model()->path()).fileName(), this,
                                       [this, view, games, other = QPointer<DatabaseView>(other)] {
                                           copyToDatabase(view, games, other);
                                       });
        a->setToolTip(other->model()->path());
        a->setEnabled(!other->model()->isReadOnly() && !other->model()->isLoading());
    }
    copyTo->addSeparator();
    copyTo->addAction(tr("New PGN Database…"), this, [this, view, games] {
        const QString path = QFileDialog::getSaveFileName(
            m_window, tr("Copy Games to PGN Database"),
            QFileInfo(view->model()->path()).absolutePath(), tr("PGN files (*.pgn)"));
        if (!path.isEmpty())
            copyGames(view,
                      QFileInfo(path).suffix().isEmpty() ? path + QStringLiteral(".pgn") : path,
                      games);
    });
    //: Context menu of the game list: an engine annotates the selected games
    QAction* analyse = menu->addAction(tr("&Analyse Games…"), this, [this, view, games] {
        emit analyseGamesRequested(view->model(), games);
    });
    analyse->setObjectName(QStringLiteral("analyseGames"));
    // The analysed games replace their originals: an edit, which a read-only base cannot take.
    analyse->setEnabled(any && !model->isReadOnly());
}

int DatabaseController::markDuplicates(DatabaseView* view)
{
    model::DatabaseModel* model = view->model();
    if (!model->database() || model->isLoading() || model->isReadOnly()) return 0;
    // From the index alone: 0.1 s for 100,000 games, so on the GUI thread.
    QList<db::GameId> copies;
    for (const db::DuplicateGroup& group : db::findDuplicates(*model->database()))
        for (std::size_t i = 1; i < group.games.size(); ++i) copies.push_back(group.games[i]);
    model->setDeleted(copies, true);
    m_window->statusBar()->showMessage(
        copies.isEmpty()
            ? tr("No duplicate games in %1").arg(model->title())
            : tr("%n duplicate game(s) marked as deleted; save the database to remove them",
                 nullptr, int(copies.size())),
        8000);
    return int(copies.size());
}

void DatabaseController::showPlayerReport(DatabaseView* view, const QString& name)
{
    model::DatabaseModel* model = view->model();
    if (!model->database() || model->isLoading()) return;
    QString player = name;
    if (player.isEmpty()) {
        QString suggested;
        if (const QList<db::GameId> games = view->selectedGames(); !games.isEmpty())
            suggested = QString::fromStdString(std::string(
                model->database()->string(model->database()->game(games.front()).white)));
        QInputDialog ask(m_window);
        ask.setWindowTitle(tr("Player Report"));
        ask.setLabelText(tr("Player:"));
        ask.setTextValue(suggested);
        if (auto* edit = ask.findChild<QLineEdit*>())
            setNameCompletions(edit, model->playerNameList());
        if (ask.exec() != QDialog::Accepted) return;
        player = ask.textValue().trimmed();
        if (player.isEmpty()) return;
    }
    auto* dialog = new PlayerReportDialog(QFileInfo(model->path()).fileName(), m_window);
    dialog->setAttribute(Qt::WA_DeleteOnClose);
    dialog->setObjectName(QStringLiteral("playerReportDialog"));
    connect(dialog, &PlayerReportDialog::gameActivated, this,
            [this, view = QPointer(view)](db::GameId id) {
                if (view) openGame(view, id);
            });
    auto* watcher = new QFutureWatcher<db::PlayerReport>(dialog);
    connect(watcher, &QFutureWatcherBase::finished, dialog,
            [this, dialog, watcher, player, view = QPointer(view)] {
                const db::PlayerReport report = watcher->result();
                if (!report.candidates.empty()) {
                    // "Polgar" names three sisters: which one?
                    QStringList names;
                    for (const std::string& c : report.candidates)
                        names << QString::fromStdString(c);
                    dialog->close();
                    bool ok = false;
                    const QString chosen = QInputDialog::getItem(
                        m_window, tr("Player Report"),
                        tr("“%1” names %n player(s). Which one?", nullptr, int(names.size()))
                            .arg(player),
                        names, 0, false, &ok);
                    if (ok && view) showPlayerReport(view, chosen);
                    return;
                }
                if (report.names.empty()) {
                    dialog->close();
                    QMessageBox::information(
                        dialog->parentWidget(), tr("Player Report"),
                        tr("No player called “%1” in this database.").arg(player));
                    return;
                }
                dialog->setReport(report);
            });
    const std::shared_ptr<const db::Database> database = model->sharedDatabase();
    watcher->setFuture(QtConcurrent::run(
        [database, text = player.toStdString()] { return db::playerReport(*database, text); }));
    dialog->show();
}

void DatabaseController::showPlayerNames(DatabaseView* view)
{
    model::DatabaseModel* model = view->model();
    if (!model->database() || model->isLoading()) return;
    auto* dialog = new PlayerNamesDialog(model, m_window);
    dialog->setAttribute(Qt::WA_DeleteOnClose);
    dialog->setObjectName(QStringLiteral("playerNamesDialog"));
    dialog->setWindowTitle(tr("Player Names in %1").arg(QFileInfo(model->path()).fileName()));
    connect(view, &QObject::destroyed, dialog, &QWidget::close);
    dialog->show();
}

QStringList DatabaseController::playerNamesFor(const model::GameDocument* document) const
{
    if (const auto it = m_origins.find(document); it != m_origins.end())
        return it->second.model->playerNameList();
    if (const DatabaseView* view = currentView()) return view->model()->playerNameList();
    return {};
}

void DatabaseController::updateActions()
{
    const DatabaseView* view = currentView();
    const QString reason = view ? view->model()->readOnlyReason() : QString();
    for (QAction* action : m_editActions) {
        action->setEnabled(reason.isEmpty());
        action->setToolTip(reason.isEmpty() ? action->text().remove(QLatin1Char('&')) : reason);
        action->setStatusTip(reason);
    }
}

void DatabaseController::populateMenu(QMenu* menu)
{
    // A disabled editing action says why in its tooltip.
    menu->setToolTipsVisible(true);
    menu->addAction(tr("&Open Database…"), this, [this] {
        const QString path = QFileDialog::getOpenFileName(
            m_window, tr("Open Database"), {},
            tr("Databases (*.pgn *.pgn.gz *.PGN *.si4);;PGN files (*.pgn *.pgn.gz *.PGN);;SCID "
               "bases (*.si4);;All files (*)"));
        if (!path.isEmpty()) openDatabase(path);
    });
    auto withView = [this](void (DatabaseView::*slot)()) {
        return [this, slot] {
            if (DatabaseView* view = currentView()) (view->*slot)();
        };
    };
    menu->addAction(tr("&Filter Games…"), this, withView(&DatabaseView::showFilterDialog))
        ->setShortcut(QKeySequence(tr("Ctrl+Shift+F")));
    menu->addAction(tr("Search Board &Position"), this, &DatabaseController::searchPosition)
        ->setShortcut(QKeySequence(tr("Ctrl+Shift+P")));
    menu->addAction(tr("Search Pawn S&tructure"), this, &DatabaseController::searchPawns);
    menu->addAction(tr("&Clear Search"), this, [this] {
        if (DatabaseView* view = currentView()) {
            view->model()->setHeaderFilter({});
            view->model()->clearSearch();
        }
    });
    menu->addSeparator();
    menu->addAction(tr("&Next Game in List"), this, [this] { stepGame(1); })
        ->setShortcut(QKeySequence(tr("Ctrl+Shift+Down")));
    menu->addAction(tr("P&revious Game in List"), this, [this] { stepGame(-1); })
        ->setShortcut(QKeySequence(tr("Ctrl+Shift+Up")));
    menu->addSeparator();
    menu->addAction(tr("Show &Errors…"), this, &DatabaseController::showProblems);
    menu->addAction(tr("Pla&yer Report…"), this, [this] {
        if (DatabaseView* view = currentView()) showPlayerReport(view);
    });
    menu->addAction(tr("Player Names…"), this,
                    [this] {
                        if (DatabaseView* view = currentView()) showPlayerNames(view);
                    })
        ->setObjectName(QStringLiteral("playerNames"));
    m_editActions.push_back(
        menu->addAction(tr("&Add Game to Database"), this, &DatabaseController::addCurrentGame));
    m_editActions.push_back(menu->addAction(tr("&Delete Selected Games"), this, [this] {
        if (DatabaseView* view = currentView())
            view->model()->setDeleted(view->selectedGames(), true);
    }));
    m_editActions.push_back(menu->addAction(tr("&Undelete Selected Games"), this, [this] {
        if (DatabaseView* view = currentView())
            view->model()->setDeleted(view->selectedGames(), false);
    }));
    // Copies: the same game twice, or a game cut short of another (same players).
    m_editActions.push_back(menu->addAction(tr("&Mark Duplicates as Deleted"), this, [this] {
        if (DatabaseView* view = currentView()) markDuplicates(view);
    }));
    QAction* copy =
        menu->addAction(tr("Copy &Games to PGN Database…"), this, &DatabaseController::copyToPgn);
    copy->setObjectName(QStringLiteral("copyGamesToPgn"));
    copy->setStatusTip(tr("Writes the games the list shows to a new PGN file and opens it"));
    //: An engine goes through each selected game and annotates it (evaluations, mistakes)
    // The analysed games replace their originals: an edit too.
    m_editActions.push_back(menu->addAction(tr("Ana&lyse Selected Games…"), this, [this] {
        if (DatabaseView* view = currentView())
            emit analyseGamesRequested(view->model(), view->selectedGames());
    }));
    menu->addSeparator();
    QAction* save = menu->addAction(tr("&Save Database"), this, [this] {
        if (DatabaseView* view = currentView()) saveDatabase(view);
    });
    save->setShortcut(QKeySequence(tr("Ctrl+Alt+S")));
    m_editActions.push_back(save);
    menu->addAction(tr("Close Data&base"), this, [this] { closeDatabase(m_tabs->currentIndex()); });
    menu->addSeparator();
    menu->addAction(m_dock->toggleViewAction());
    menu->addAction(m_treeDock->toggleViewAction());
    updateActions();
}

} // namespace kibitz::ui
