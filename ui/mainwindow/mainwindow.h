// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "chess/position.h"

#include <QMainWindow>

namespace kibitz::ui {

class BoardView;

// The workbench window. For now: the board in the middle, File and Help menus.
class MainWindow : public QMainWindow {
    Q_OBJECT

public:
    explicit MainWindow(QWidget* parent = nullptr);
    ~MainWindow() override;

    [[nodiscard]] BoardView* boardView() const { return m_board; }
    // Shows a position on the board (until the game document drives the board).
    void setPosition(const chess::Position& pos);

private:
    void createMenus();
    void showAbout();

    BoardView* m_board = nullptr; // owned by this window (central widget)
};

} // namespace kibitz::ui
