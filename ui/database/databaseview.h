// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// The game list of one open database: a quick search box, the header filter dialog, searches
// by the board's position, its pawn structure or a material balance, and the count of games
// the list holds out of all of them. While the index is built the list fills and a progress
// bar with a cancel button stands above it. Enter or a double click asks for the game to be
// opened (openGameRequested); games can be dragged to another database's list to copy them.
// The view holds no chess state: the window gives it the position to search for.

#include "database/database.h"
#include "model/fwd.h"

#include <QWidget>

#include <array>
#include <optional>
#include <vector>

class QLabel;
class QLineEdit;
class QMenu;
class QProgressBar;
class QTableView;
class QTimer;
class QToolButton;

namespace kibitz::ui {

class DatabaseView : public QWidget {
    Q_OBJECT

public:
    // The view owns the model.
    explicit DatabaseView(model::DatabaseModel* model, QWidget* parent = nullptr);

    [[nodiscard]] model::DatabaseModel* model() const { return m_model; }
    [[nodiscard]] QTableView* table() const { return m_table; }
    [[nodiscard]] QString countText() const;
    // The game delta rows after game in the list (next/previous in the filter).
    [[nodiscard]] std::optional<db::GameId> stepFrom(db::GameId game, int delta) const;
    // The games selected in the list.
    [[nodiscard]] QList<db::GameId> selectedGames() const;
    // The games' PGN (each as the database gives it, edits included), a blank line between.
    [[nodiscard]] QString gamesText(const QList<db::GameId>& games) const;
    // Edit > Copy for the list: the selected games' PGN on the clipboard.
    void copySelected() const;
    void selectGame(db::GameId game);

    void showFilterDialog();
    void searchMaterial(const QString& signature);

signals:
    void openGameRequested(kibitz::db::GameId game);
    void positionSearchRequested();
    void pawnSearchRequested();
    // The games kept changed (filter, search, load): the opening tree follows.
    void filterChanged();
    // The list's context menu for these games is being built: what involves files, engines and
    // other databases is added by whoever listens (the database controller).
    void contextMenuRequested(QMenu* menu, const QList<kibitz::db::GameId>& games);

private:
    void fitColumns();
    void fitToWidth();
    bool eventFilter(QObject* watched, QEvent* event) override;
    void updateCount();
    void updateLoading();
    void openCurrent();
    void showContextMenu(const QPoint& pos);

    model::DatabaseModel* m_model;
    QLineEdit* m_quickSearch;
    QTimer* m_quickTimer;
    QLineEdit* m_material;
    QToolButton* m_clearSearch;
    QLabel* m_count;
    QLabel* m_searchLabel;
    QProgressBar* m_progress;
    QToolButton* m_cancel;
    QTableView* m_table;
    std::vector<QWidget*> m_searchTools; // hidden while the file is read
    // The columns fit the games once, when the list first has some (fitColumns), and the
    // list's width until the user sets one (fitToWidth).
    bool m_columnsFitted = false;
    bool m_followWidth = true;
    bool m_fitting = false;
    // White, Black and Event as their games want them (0: not yet).
    std::array<int, 3> m_fitWidths{0, 0, 0};
};

} // namespace kibitz::ui
