// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// The window's databases: a dock with a tab per open database (its game list), the opening
// tree dock, and the Database menu. A file of many games opens here instead of as one game;
// a game opened from a list comes into a tab of its own and, when saved, goes back into its
// database (the database's edits are written with every other game kept byte for byte).

#include "database/database.h"
#include "model/fwd.h"

#include <QObject>

#include <map>

class QAction;
class QDockWidget;
class QMainWindow;
class QMenu;
class QTabWidget;

namespace kibitz::ui {

class DatabaseView;
class OpenGames;
class OpeningTreePane;

class DatabaseController : public QObject {
    Q_OBJECT

public:
    // Its docks go into window; the games it opens go into games' tabs. It knows the window
    // only as a QMainWindow: what the window does in answer (the keys to the game opened,
    // analysing games, the tree following the position) it is told through signals.
    DatabaseController(QMainWindow* window, OpenGames* games);

    // Opens path as a database (or shows it when it is open already).
    DatabaseView* openDatabase(const QString& path);
    [[nodiscard]] DatabaseView* currentView() const;
    [[nodiscard]] int viewCount() const;
    [[nodiscard]] DatabaseView* viewAt(int index) const;
    [[nodiscard]] QDockWidget* databaseDock() const { return m_dock; }
    [[nodiscard]] QDockWidget* treeDock() const { return m_treeDock; }
    [[nodiscard]] OpeningTreePane* treePane() const { return m_tree; }
    void populateMenu(QMenu* menu);
    // Makes the Databases dock tall enough for the list to show kListRows games, or as many
    // as leave the board 55% of the window's height but never fewer than kFewestListRows (it
    // only grows, and only a dock in the window). Done once the window has laid itself out.
    void fitGameList();
    static constexpr int kListRows = 10;
    static constexpr int kFewestListRows = 5;

    // Opens game of the view's database in a tab.
    bool openGame(DatabaseView* view, db::GameId game);
    // The next or previous game of the list the shown game came from.
    void stepGame(int delta);
    // A document opened from a database is saved into it; false when document is not one.
    // saved: whether it went well (errors are shown to the user).
    bool saveDocument(model::GameDocument* document, bool& saved);
    // Asks to save the databases with edits; false when the user cancels.
    bool maybeSaveAll();
    bool saveDatabase(DatabaseView* view);
    // Writes the games view's list shows (or these games, in this order) to a new PGN file at
    // path, off the GUI thread, and opens it as a database when done and asked to (Database >
    // Copy Games to PGN Database asks for path; the list's Export Games… does not open it).
    void copyGames(DatabaseView* view, const QString& path, const QList<db::GameId>& games = {},
                   bool open = true);
    // The list's context menu, Copy To: appends the games to another open database's list, as a
    // drop does (kept with Save Database); how many.
    int copyToDatabase(DatabaseView* from, const QList<db::GameId>& games, DatabaseView* to);
    // Database > Mark Duplicates as Deleted: in every group of copies (db::findDuplicates)
    // all but the game to keep are marked deleted (struck out until the database is saved);
    // returns how many.
    int markDuplicates(DatabaseView* view);
    // Database > Player Report…: the report of name (asked for when empty: the White of the
    // selected game is offered) in view's database, in a dialog whose best wins open games.
    void showPlayerReport(DatabaseView* view, const QString& name = {});
    bool closeDatabase(int index);
    // Database > Player Names…: the players of view's database and their spellings, to merge.
    void showPlayerNames(DatabaseView* view);
    // The names the header editor completes White and Black from: the players of the database
    // document came from, else of the current database (empty without one).
    [[nodiscard]] QStringList playerNamesFor(const model::GameDocument* document) const;

signals:
    // A game of a list was opened or shown (its tab is current): the keys go to it.
    void gameOpened();
    // Database > Analyse Selected Games: the window's game analysis does it.
    void analyseGamesRequested(kibitz::model::DatabaseModel* model,
                               QList<kibitz::db::GameId> games);

private:
    // Asks whether to save the modified database of view (Enter saves): false when the user
    // cancels or the save fails.
    bool saveOrDiscard(DatabaseView* view, const QString& title);
    struct Origin {
        model::DatabaseModel* model;
        db::GameId game;
    };
    void searchPosition();
    void searchPawns();
    void addCurrentGame();
    // Database > Copy Games to PGN Database…: asks where, then copyGames (how a read-only
    // SCID base's games become editable).
    void copyToPgn();
    // The game list's context menu: what needs files, engines and the other databases.
    void fillGameMenu(DatabaseView* view, QMenu* menu, const QList<db::GameId>& games);
    // The editing actions follow the current database: disabled, saying why, when it is
    // read-only.
    void updateActions();
    // Database > Show Errors…: the reader's problems with the current file (read off the GUI
    // thread), each row opening its game.
    void showProblems();
    void updateTabText(DatabaseView* view);

    QMainWindow* m_window;
    OpenGames* m_games;
    QDockWidget* m_dock;
    QTabWidget* m_tabs;
    QDockWidget* m_treeDock;
    OpeningTreePane* m_tree;
    std::map<const model::GameDocument*, Origin> m_origins;
    std::vector<QAction*> m_editActions; // disabled for a read-only database
};

} // namespace kibitz::ui
