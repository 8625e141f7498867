// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "chess/position.h"

#include <QMainWindow>

class QAction;
class QDockWidget;
class QLabel;
class QMenu;

namespace kibitz::model {
class GameDocument;
}

namespace kibitz::ui {

class BoardView;
class MoveTreeView;
class EnginePanel;
class BookPane;
class TablebasePane;
class TablebasePlayer;

// The workbench window: the board in the middle, the notation in a dock, menus for files,
// editing, viewing and moving through the game, and the game's status below. It owns the
// GameDocument and wires the views to it; the views never talk to each other.
class MainWindow : public QMainWindow {
    Q_OBJECT

public:
    explicit MainWindow(QWidget* parent = nullptr);
    ~MainWindow() override;

    [[nodiscard]] BoardView* boardView() const { return m_board; }
    [[nodiscard]] MoveTreeView* moveTreeView() const { return m_notation; }
    [[nodiscard]] model::GameDocument* document() const { return m_document; }
    [[nodiscard]] EnginePanel* enginePanel() const { return m_engine; }
    [[nodiscard]] BookPane* bookPane() const { return m_bookPane; }
    [[nodiscard]] TablebasePane* tablebasePane() const { return m_tablebasePane; }

    // A new game from this position (the current game is replaced without asking).
    void setPosition(const chess::Position& pos);
    // Opens a PGN file: game number index, or (index < 0) asks which when there are several.
    // False, after telling the user why, when nothing was opened.
    bool openFile(const QString& path, int index = -1);

protected:
    void closeEvent(QCloseEvent* event) override;

private:
    void createReferencePanes(); // the book and tablebase docks
    void createMenus();
    void restoreLayout();
    void updateBoard();
    void updateStatus();
    void updateTitle();
    void updateRecentMenu();
    void addRecentFile(const QString& path);

    // Asks to save a modified game; false when the user cancels.
    bool maybeSave();
    void newGame();
    void open();
    bool save();
    bool saveAs();
    void copyFen();
    void copyPgn();
    void paste();
    void showError(const QString& title, const QString& message);
    void showAbout();

    model::GameDocument* m_document; // owned (child)
    BoardView* m_board;              // central widget
    MoveTreeView* m_notation;        // in m_notationDock
    QDockWidget* m_notationDock;
    EnginePanel* m_engine;           // in m_engineDock
    QDockWidget* m_engineDock;
    QLabel* m_statusLabel;
    QMenu* m_recentMenu = nullptr;
    QAction* m_flipAction = nullptr;
    BookPane* m_bookPane = nullptr;           // in m_bookDock
    QDockWidget* m_bookDock = nullptr;
    TablebasePane* m_tablebasePane = nullptr; // in m_tablebaseDock
    QDockWidget* m_tablebaseDock = nullptr;
    TablebasePlayer* m_tablebasePlayer = nullptr;
};

} // namespace kibitz::ui
