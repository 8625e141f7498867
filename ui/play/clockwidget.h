// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// The two clocks of a game being played: each player's name and time, the running clock
// highlighted, tenths of seconds below ten seconds, red once the flag has fallen, and a line
// for what happened last (a declined offer, the result). It reads the session's GameClock
// and redraws a few times a second while a clock runs; it never decides anything.

#include "chess/types.h"

#include <QPointer>
#include <QTimer>
#include <QWidget>

class QLabel;

namespace kibitz::play {
class GameSession;
}

namespace kibitz::ui {

class ClockWidget : public QWidget {
    Q_OBJECT

public:
    explicit ClockWidget(QWidget* parent = nullptr);

    void setSession(const play::GameSession* session);
    void setMessage(const QString& text);

    // What is shown, for tests.
    QString faceText(chess::Color side) const;
    bool isHighlighted(chess::Color side) const;
    bool isShownFlagged(chess::Color side) const;
    QString message() const;

private:
    void refresh();

    QPointer<const play::GameSession> m_session;
    QLabel* m_names[2];
    QLabel* m_faces[2];
    QLabel* m_message;
    bool m_highlighted[2] = {false, false};
    bool m_flagged[2] = {false, false};
    QTimer m_tick;
};

} // namespace kibitz::ui
