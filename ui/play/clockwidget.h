// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// The two clocks of a game being played: each player's name and time, the running clock
// highlighted, tenths of seconds below ten seconds, red once the flag has fallen, and a line
// for what happened last (a declined offer, the result). It reads the session's GameClock
// and redraws a few times a second while a clock runs; it never decides anything.
//
// Shown any other game (showGame), it shows that game's clocks at its current move instead:
// each side's time left after its last move there ([%clk]), the TimeControl tag's base time
// before a side's first move, and the names from the game's tags.

#include "chess/types.h"
#include "model/fwd.h"

#include <QPointer>
#include <QString>
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
    // The session's last word (shown while the session is).
    void setMessage(const QString& text);
    // Shows this game's clocks at its current move, with message under them, and follows
    // it; nullptr goes back to the session's clocks and message.
    void showGame(const model::GameDocument* document, const QString& message = {});
    [[nodiscard]] const model::GameDocument* shownGame() const { return m_game; }
    [[nodiscard]] QString sessionMessage() const { return m_sessionMessage; }
    // The game shown instead of the session has clock times of its own ([%clk]).
    [[nodiscard]] bool showsRecordedClocks() const { return m_recordedClocks; }

    // What is shown, for tests.
    QString faceText(chess::Color side) const;
    bool isHighlighted(chess::Color side) const;
    bool isShownFlagged(chess::Color side) const;
    QString message() const;

signals:
    void recordedClocksChanged(bool shown);

private:
    void refresh();
    void setRecordedClocks(bool shown);
    void refreshFromGame();

    QPointer<const play::GameSession> m_session;
    QPointer<const model::GameDocument> m_game; // shown instead of the session when set
    QString m_sessionMessage;
    QString m_gameMessage; // under the shown game's clocks
    QLabel* m_names[2];
    QLabel* m_faces[2];
    QLabel* m_message;
    bool m_highlighted[2] = {false, false};
    bool m_flagged[2] = {false, false};
    bool m_recordedClocks = false;
    QTimer m_tick;
};

} // namespace kibitz::ui
