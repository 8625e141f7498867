// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// The window's menu bar: File, Edit, View, Go, Annotate, Database, Game, Train and Help, and what
// their entries do when that is the menu's own business (the clipboard, the About box). Opening and
// saving are FileActions', the Database and Game menus are filled by their controllers; MainWindow
// builds this once its panes exist. The texts stay in the window's translation context
// ("kibitz::ui::MainWindow"), where the translations have them.

#include <QObject>

class QAction;

namespace kibitz::ui {

class MainWindow;
class WindowParts;

class WindowMenus : public QObject {
    Q_OBJECT

public:
    // Fills window's menu bar; parts are the window's own (its docks and file actions), as
    // MainWindow hands them over.
    WindowMenus(MainWindow& window, WindowParts& parts);

    // View > Flip Board, checked while the board is shown from Black's side.
    [[nodiscard]] QAction* flipAction() const { return m_flipAction; }
    // Go > To Start, Back, Forward, To End (also the buttons under the board).
    struct GoActions {
        QAction* start = nullptr;
        QAction* back = nullptr;
        QAction* forward = nullptr;
        QAction* end = nullptr;
    };
    [[nodiscard]] const GoActions& goActions() const { return m_go; }

private:
    void createFileMenu();
    void createEditMenu();
    void createViewMenu();
    void createGoMenu();
    void createAnnotateMenu();
    void createGameMenus(); // Database, Game
    void createHelpMenu();
    void copyFen();
    void copyPgn();
    void copyVariation();
    void showAbout();

    MainWindow& m_window;
    WindowParts& m_parts;
    QAction* m_flipAction = nullptr;
    GoActions m_go;
};

} // namespace kibitz::ui
