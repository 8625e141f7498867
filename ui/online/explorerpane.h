// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// The online opening explorer, beside the Opening Tree: lichess's Masters database, all
// Lichess games (by speed and rating band) and one Player's games (by colour), for the
// position the window shows, with the tree's columns (move, games, White / draw / Black bar,
// average rating) and the top or recent games. A click (or Enter) on a move asks for it to be
// played; a double-click on a game fetches its PGN (gameChosen). Asks only while it is shown,
// only with online services on, and a moment after the position settles, so stepping through
// a game sends one request, not one per move.

#include "model/fwd.h"
#include "online/client.h"

#include "chess/position.h"
#include "common/positionpane.h"

#include <QWidget>

class QCheckBox;
class QComboBox;
class QLabel;
class QLineEdit;
class QPushButton;
class QTabBar;
class QTimer;
class QTreeWidget;

namespace kibitz::ui {

class OnlineServices;

class ExplorerPane : public PositionPane {
    Q_OBJECT
public:
    ExplorerPane(OnlineServices* services, QWidget* parent = nullptr);

    void setSource(online::ExplorerSource source);
    void setPlayer(const QString& user);
    [[nodiscard]] online::ExplorerQuery query() const;

    [[nodiscard]] QTreeWidget* moves() const { return m_moves; }
    [[nodiscard]] QTreeWidget* games() const { return m_games; }
    [[nodiscard]] QLabel* status() const { return m_status; }
    // Asks now (tests; the pane asks by itself a moment after a change).
    void request();

signals:
    void movePicked(kibitz::chess::Move move);
    // The PGN of a game chosen in the list.
    void gameChosen(const QByteArray& pgn);
    // An answer (or an error) is shown.
    void updated();

protected:
    void showEvent(QShowEvent* event) override;

private:
    void positionChanged() override { schedule(); }
    void schedule();
    void showAnswer(const online::ExplorerQuery& query,
                    const online::Answer<online::ExplorerAnswer>& a);
    void sourceChanged();
    void pickMove();
    void openGame();

    OnlineServices* m_services;
    QTabBar* m_tabs;
    QWidget* m_lichessOptions;
    QList<QCheckBox*> m_speeds;
    QComboBox* m_ratings;
    QWidget* m_playerOptions;
    QLineEdit* m_player;
    QComboBox* m_color;
    QPushButton* m_turnOn;
    QLabel* m_status;
    QTreeWidget* m_moves;
    QTreeWidget* m_games;
    QTimer* m_delay;
    QUrl m_shown; // the query whose answer is shown
    int m_generation = 0;
};

} // namespace kibitz::ui
