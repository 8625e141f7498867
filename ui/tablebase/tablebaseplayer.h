// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// "Play the tablebase": while the tablebase pane's check box is on, every move the user makes
// in a position the tables cover is answered with the tables' best move for the other side
// (the side to move after the user's move): the quickest win, or the longest defence.
//
// The window tells the player when the user has moved (userMoved, after the document took
// the move) and plays what it emits (moveChosen) into the document; the answer waits for the
// pane's probe when it is not cached yet, and is dropped if the position changes meanwhile.

#include "chess/position.h"

#include <QObject>

namespace kibitz::ui {

class TablebasePane;

class TablebasePlayer : public QObject {
    Q_OBJECT

public:
    explicit TablebasePlayer(TablebasePane* pane, QObject* parent = nullptr);

public slots:
    void userMoved();

signals:
    void moveChosen(kibitz::chess::Move move);

private:
    void tryAnswer();

    TablebasePane* m_pane;
    bool m_pending = false;
    std::uint64_t m_pendingKey = 0;
};

} // namespace kibitz::ui
