// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// The window's open games, in tab order: a GameDocument and its notation (a MoveTreeView in
// a stack, one per game) for each tab, the tab bar above the board, and which game is shown,
// whose undo stack the window's Undo and Redo act on. MainWindow places the tab bar and the
// notation stack, and follows the game shown through currentChanged; what a game says
// (a move, a new header) it follows itself from documentAdded.

#include "database/opengames.h"
#include "model/fwd.h"

#include <QObject>

#include <functional>
#include <vector>

class QStackedWidget;
class QTabBar;
class QUndoGroup;
class QWidget;

namespace kibitz::ui {

class MoveTreeView;

class DocumentTabs : public QObject, public OpenGames {
    Q_OBJECT

public:
    // The games, their notations, the tab bar and the undo group are children of window
    // (which owns this object, so the games outlive it). mayClose is asked before a game is
    // closed, after a modified one has been shown: false keeps it open.
    DocumentTabs(QWidget* window, std::function<bool(model::GameDocument*)> mayClose);

    [[nodiscard]] QTabBar* tabBar() const { return m_tabBar; }
    [[nodiscard]] QStackedWidget* notationStack() const { return m_notationStack; }
    [[nodiscard]] QUndoGroup* undoGroup() const { return m_undoGroup; }

    [[nodiscard]] int count() const { return int(m_games.size()); }
    [[nodiscard]] model::GameDocument* documentAt(int index) const;
    [[nodiscard]] int indexOf(const model::GameDocument* document) const;
    // The game shown and its tab (null and -1 only before the first game is added).
    [[nodiscard]] model::GameDocument* current() const override { return m_current; }
    [[nodiscard]] int currentIndex() const { return indexOf(m_current); }
    [[nodiscard]] MoveTreeView* currentNotation() const;
    [[nodiscard]] std::vector<model::GameDocument*> documents() const;
    [[nodiscard]] std::vector<MoveTreeView*> notations() const;

    void setCurrentIndex(int index);
    bool show(const model::GameDocument* document) override;
    // A new tab with an empty game, shown.
    model::GameDocument* addDocument();
    // Closes a game when mayClose allows; false when it does not. The last game closed is
    // replaced by an empty one.
    bool closeDocument(int index);
    // The game shown when it is empty and untouched, else a new tab.
    model::GameDocument* freshDocument() override;
    // Empty, untouched and from no file: a game that can be replaced without asking.
    [[nodiscard]] static bool isPristine(const model::GameDocument* document);
    // No moves, nothing edited, from no file, whatever its start position.
    [[nodiscard]] static bool isUntouched(const model::GameDocument* document);
    // The tab's text and tool tip from the game's title, modified mark and file.
    void updateTab(const model::GameDocument* document);

signals:
    // A game was added, before it is shown: the window connects to what it says.
    void documentAdded(kibitz::model::GameDocument* document, kibitz::ui::MoveTreeView* notation);
    // Another game is shown (a tab switched, opened or closed).
    void currentChanged(kibitz::model::GameDocument* document);

private:
    struct OpenGame {
        model::GameDocument* document; // owned (child of the window)
        MoveTreeView* notation;        // owned by m_notationStack
    };

    QWidget* m_window;
    std::function<bool(model::GameDocument*)> m_mayClose;
    std::vector<OpenGame> m_games;            // in tab order
    model::GameDocument* m_current = nullptr; // the one shown
    QUndoGroup* m_undoGroup;
    QTabBar* m_tabBar;
    QStackedWidget* m_notationStack;
};

} // namespace kibitz::ui
