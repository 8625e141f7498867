// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// DatabaseModel: one open database (a PGN file and its index) as the game list sees it. The
// index is built or loaded on a worker thread; rows appear while it is being built (the games
// read so far), with progress and cancel. Header filters, position, material and pawn
// searches narrow the rows (searches run off the GUI thread; the newest request wins);
// clicking a header sorts. An indexed file's list is read from its index where it lies
// (db::listFromIndex), a window of pages at a time, while the database loads and after, as
// long as the index can answer it (no position, pawn or material search, no merged names, a
// column the index sorts by): ten million games show, sort and filter at once. Edits (a game
// replaced from a tab, deleted, undeleted, appended, copied in from another database) are held here
// until save(), which rewrites the file keeping every untouched game byte for byte and updates the
// index (db::saveEdits).

#include "database/database.h"
#include "database/playernames.h"
#include "pgn/game.h"
#include "pgn/reader.h"

#include <QAbstractTableModel>
#include <QFutureWatcher>
#include <QPointer>
#include <QSet>
#include <QThreadPool>

#include <array>

#include <atomic>
#include <map>
#include <memory>
#include <optional>

namespace kibitz::model {

class DatabaseModel : public QAbstractTableModel {
    Q_OBJECT

public:
    // The columns: the index's own (db::Column) and, while a position search filters the
    // list, the move each game played from the position.
    static constexpr int NextMoveColumn = int(db::Column::Count);
    enum Role { GameIdRole = Qt::UserRole + 1 };

    explicit DatabaseModel(QObject* parent = nullptr);
    ~DatabaseModel() override;

    // Starts opening path (cacheDir: where indexes live; empty = the default). Rows come as
    // they are read; opened() or failed() tells the end.
    void open(const QString& path, const QString& cacheDir = {});
    void cancel();
    // The file changed on disk (a broadcast being followed writes it): read again off the GUI
    // thread, the rows staying as they are meanwhile. Then the rows change in place and new
    // games are added after them (the list keeps its selection), or, when the filter or sort
    // order moved rows, the list is laid out again. Asked again while reading: read once more
    // afterwards. Edits held keep their game numbers (games are only added at the end).
    void reload();
    [[nodiscard]] bool isLoading() const { return m_loading; }
    [[nodiscard]] bool isOpen() const { return m_db != nullptr; }
    [[nodiscard]] QString path() const { return m_path; }
    [[nodiscard]] QString title() const;
    // 0..1 while loading.
    [[nodiscard]] double progress() const { return m_progress; }
    [[nodiscard]] const db::Database* database() const { return m_db.get(); }
    // Why the games cannot be edited (a SCID base opens read-only); empty when they can, and
    // while the database is still being read (edits wait for the save anyway).
    [[nodiscard]] QString readOnlyReason() const;
    [[nodiscard]] bool isReadOnly() const { return !readOnlyReason().isEmpty(); }
    // Makes a PGN database read-only, saying why (a broadcast being followed owns the file);
    // empty: editable again.
    void setReadOnlyReason(const QString& reason) { m_readOnlyReason = reason; }
    [[nodiscard]] std::shared_ptr<const db::Database> sharedDatabase() const { return m_db; }

    // ---- The list
    int rowCount(const QModelIndex& parent = {}) const override;
    int columnCount(const QModelIndex& parent = {}) const override;
    QVariant data(const QModelIndex& index, int role = Qt::DisplayRole) const override;
    QVariant headerData(int section, Qt::Orientation orientation, int role) const override;
    void sort(int column, Qt::SortOrder order = Qt::AscendingOrder) override;
    Qt::ItemFlags flags(const QModelIndex& index) const override;
    QStringList mimeTypes() const override;
    QMimeData* mimeData(const QModelIndexList& indexes) const override;
    bool canDropMimeData(const QMimeData* data, Qt::DropAction action, int row, int column,
                         const QModelIndex& parent) const override;
    bool dropMimeData(const QMimeData* data, Qt::DropAction action, int row, int column,
                      const QModelIndex& parent) override;
    Qt::DropActions supportedDropActions() const override { return Qt::CopyAction; }

    // The game in a row; a row of the window not read yet is read now.
    [[nodiscard]] db::GameId gameAt(int row) const;
    [[nodiscard]] int rowOf(db::GameId game) const; // -1 when filtered out
    // Every row's game, in list order (the window gives way to the rows in memory).
    [[nodiscard]] std::vector<db::GameId> gamesInOrder() const;
    // The list is read from the index where it lies (not every row in memory).
    [[nodiscard]] bool isWindowed() const { return m_window != nullptr; }
    // The list read from the index shows a filter's first page before its games are counted
    // (a count reads every game the filter keeps): until the count comes, rowCount() is the
    // rows shown so far and this is true.
    [[nodiscard]] bool isCounting() const;
    static constexpr std::uint64_t PageRows = 256; // rows of a page read from the index
    [[nodiscard]] std::size_t totalGames() const;  // in the database, with appended ones

    // ---- Filters
    void setHeaderFilter(const db::HeaderFilter& filter);
    [[nodiscard]] const db::HeaderFilter& headerFilter() const { return m_filter; }
    // Off the GUI thread; the list follows when the answer comes (searchFinished).
    void searchPosition(const chess::Position& pos);
    void searchMaterial(const db::MaterialPattern& pattern, const QString& text);
    void searchPawns(const chess::Position& pos);
    void clearSearch();
    [[nodiscard]] QString searchDescription() const { return m_searchText; }
    [[nodiscard]] bool isSearching() const { return m_searching; }
    // A position search is active: the list has the next-move column.
    [[nodiscard]] bool hasNextMoves() const { return m_nextMoves != nullptr; }
    // The games the header filter and the search keep, in file order (for the opening tree).
    [[nodiscard]] std::shared_ptr<const std::vector<db::GameId>> filteredGames() const
    {
        return m_filtered;
    }
    [[nodiscard]] bool isFiltered() const;
    // How many games the list would show with filter in place of its header filter: the
    // search's games (position, pawns, material) that it keeps.
    [[nodiscard]] std::size_t countMatching(const db::HeaderFilter& filter) const;

    // ---- Games and edits (ignored for a read-only database)
    // The game's PGN text (UTF-8): the edited text when it was edited, else the file's.
    [[nodiscard]] std::optional<QString> gameText(db::GameId game, QString* error = nullptr) const;
    // The game read for a tab: what cannot be read of it is kept in comments where it stood
    // (pgn::unreadComment), and errors says what and where: lines of the file for a game as
    // the file holds it, of its own text for an edited one. Nullopt (and why in error) when
    // there is no such game or its text cannot be had.
    struct ReadGame {
        pgn::Game game;
        std::vector<pgn::PgnError> errors;
    };
    [[nodiscard]] std::optional<ReadGame> readGame(db::GameId game, QString* error = nullptr) const;
    void replaceGame(db::GameId game, const QString& pgn);
    void appendGame(const QString& pgn);
    void setDeleted(const QList<db::GameId>& games, bool deleted);
    [[nodiscard]] bool isDeleted(db::GameId game) const { return m_deleted.contains(game); }
    [[nodiscard]] bool isEdited(db::GameId game) const { return m_replaced.count(game) != 0; }
    [[nodiscard]] bool isModified() const;
    // Writes the edits into the file; an error in words (the file untouched) when it cannot.
    // A Latin-1 file that cannot hold a new character is refused unless asUtf8; *needsUtf8
    // then says that this was the reason (ask the user, then save(true)).
    std::optional<QString> save(bool asUtf8 = false, bool* needsUtf8 = nullptr);

    // ---- Players (core/database/playernames.h)
    // The players' spellings grouped, as the list shows them (merges not saved yet included).
    [[nodiscard]] db::PlayerNames playerNames() const;
    // Every White and Black name as the list shows it, sorted, for completers.
    [[nodiscard]] QStringList playerNameList() const;
    // Merging spellings: every White and Black tag spelled as one of from becomes to, each
    // game's other bytes kept (db::renamedGameText). Held as edits until save(), one step of
    // undoRename() until then. Returns how many games changed (0 and why in error when none).
    int renamePlayers(const QStringList& from, const QString& to, QString* error = nullptr);
    [[nodiscard]] bool canUndoRename() const { return !m_renames.empty(); }
    // Takes back the last renamePlayers (its games' texts and the names shown).
    void undoRename();

    static constexpr const char* MimeType = "application/x-kibitz-games";

signals:
    // reload() read the file again and the rows follow it.
    void reloaded();
    void loadingChanged(bool loading);
    void progressChanged(double progress);
    void opened();
    void failed(const QString& message);
    void searchFinished();
    // Rows changed in number (filter, search, load, save): the count label follows.
    void countChanged();
    // During save(): old game number -> new one (-1: deleted), for whoever holds numbers.
    void renumbered(const std::vector<int>& newNumbers);
    // After save(): game numbers changed (deleted and appended games).
    void saved();
    // The index failed its checks (db::Database::indexDamage) and was made again from the file
    // (error false: the answers are right), or a search's data cannot be had and the search
    // was not made (error true): the message names the file and says why.
    void indexWarning(const QString& message, bool error);

    // renamePlayers or undoRename changed the names shown.
    void playersRenamed();

public:
    // For a search's worker, before it searches: whether db's search data can be had (it is
    // read now). A damaged index found on the way, or why the data cannot be had, reaches
    // the window through model's indexWarning; when it cannot be had, the search of
    // `generation` (-1: none of the model's) is cleared rather than answered with no games.
    static bool searchDataReady(const std::shared_ptr<const db::Database>& db,
                                const QPointer<DatabaseModel>& model, int generation);

private:
    struct Preview; // rows shown while the index is built
    struct Window;  // the list read from the index where it lies
    [[nodiscard]] bool windowAnswers() const;
    void askWindow(); // a new window for the filter and sort, its first page read off-thread
    void fetchPage(std::uint64_t page) const; // off the GUI thread; dataChanged when read
    // A window's page read now, on the calling thread (gameAt of a row not read yet).
    bool readPageNow(std::uint64_t page) const;
    void leaveWindow(); // the rows in memory from now on (the database must be open)
    // A window row's entry and names (nullptr while its page is being read).
    [[nodiscard]] const db::GameEntry* windowRow(int row, db::GameId* game,
                                                 std::array<QString, 6>* names) const;
    QString cellOf(db::GameId game, const db::GameEntry& e, const std::array<QString, 6>& names,
                   int column) const;
    void finishOpen();
    void refilter();
    void applySearch(std::shared_ptr<std::vector<db::GameId>> games,
                     std::shared_ptr<std::map<db::GameId, chess::Move>> next, int generation);
    // What a search found: the games, and for a position search the move each played from it
    // (null for the others).
    struct SearchFound {
        std::shared_ptr<std::vector<db::GameId>> games;
        std::shared_ptr<std::map<db::GameId, chess::Move>> next;
    };
    // Starts a search described by text: search(database) runs off the GUI thread once the
    // search data is there, and what it found replaces the list's search if none was asked for
    // since (applySearch). The database must be open.
    template <typename Search>
    void startSearch(const QString& text, Search search);
    QString cell(db::GameId game, int column) const;
    QString nextMoveText(db::GameId game) const;

    QString m_path;
    QString m_cacheDir;       // where open() was told the index lives
    QString m_readOnlyReason; // setReadOnlyReason()
    std::shared_ptr<db::Database> m_db;
    // reload(): the reading under way, and whether to read once more when it is done.
    std::unique_ptr<QFutureWatcher<void>> m_reloader;
    bool m_reloadAgain = false;
    int m_openGeneration = 0; // open() makes a reload under way moot
    std::unique_ptr<QFutureWatcher<void>> m_loader;
    std::shared_ptr<std::atomic<bool>> m_cancel;
    bool m_loading = false;
    double m_progress = 0;
    std::shared_ptr<Preview> m_preview; // while loading

    db::OpenOptions m_options;                // where the index lives
    bool m_indexAnswers = false;              // the index answered the list when the file opened
    mutable std::shared_ptr<Window> m_window; // non-null: the rows come from it, not m_rows
    int m_windowGeneration = 0;
    std::shared_ptr<std::atomic<bool>> m_windowCancel; // the current generation's
    int newWindowGeneration(); // the window's reads asked for so far are not wanted
    // The window's reads, apart from the loader's and the searches' threads (a page must not
    // wait for the database to load); waited for when the model goes.
    std::unique_ptr<QThreadPool> m_windowThreads;
    mutable std::vector<db::GameId> m_rows; // shown, in list order (without a window)
    std::shared_ptr<const std::vector<db::GameId>> m_filtered;
    db::HeaderFilter m_filter;
    std::optional<db::Column> m_sortColumn;
    bool m_descending = false;
    // The current search's games (nullopt: none), and each one's next move for positions.
    std::shared_ptr<std::vector<db::GameId>> m_searchGames;
    std::shared_ptr<std::map<db::GameId, chess::Move>> m_nextMoves;
    chess::Position m_searchPosition;
    QString m_searchText;
    bool m_searching = false;
    int m_searchGeneration = 0;

    // The name shown for a string id a merge renamed (until save()), and each merge's undo.
    [[nodiscard]] QString shownName(std::uint32_t id) const;
    std::map<std::uint32_t, QString> m_renamedNames;
    struct Rename {
        std::map<db::GameId, std::optional<QString>> texts;    // m_replaced before
        std::map<std::uint32_t, std::optional<QString>> names; // m_renamedNames before
    };
    std::vector<Rename> m_renames;

    std::map<db::GameId, QString> m_replaced;
    QSet<db::GameId> m_deleted;
    QStringList m_appended;
};

} // namespace kibitz::model
