// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// A chess clock for two players under a TimeControl: the running side's time is measured
// with a QElapsedTimer, increments and the next period's time are added when a move is
// finished, and a single-shot timer set for the exact moment the running side's time runs
// out reports the flag (nothing polls). The remaining time never goes below zero.
//
// Under a fixed time per move (movetime) a move that takes longer than that time plus a
// margin (a second and a tenth of the move time: engines overrun a little, and process
// start-up and a busy machine add more) flags, so that an engine that never answers cannot
// stall a game. Under depth and node limits nobody is timed: the clock only measures how
// long each move took.

#include "chess/types.h"
#include "play/timecontrol.h"

#include <QElapsedTimer>
#include <QObject>
#include <QTimer>

#include <array>
#include <cstdint>
#include <optional>

namespace kibitz::play {

class GameClock : public QObject {
    Q_OBJECT

public:
    struct Side {
        std::int64_t remainingMs = 0; // when not running
        int movesMade = 0;            // moves finished under this time control
        bool flagged = false;
        friend bool operator==(const Side&, const Side&) = default;
    };
    // What a takeback restores.
    struct Snapshot {
        std::array<Side, 2> sides;
    };

    explicit GameClock(QObject* parent = nullptr);

    // Both clocks at the first period's time, stopped.
    void reset(const TimeControl& tc) { reset(tc, tc); }
    // Time odds (or engines of a tournament with their own limits): each side under its own
    // time control.
    void reset(const TimeControl& white, const TimeControl& black);
    const TimeControl& timeControl(chess::Color side = chess::Color::White) const
    {
        return m_tcs[index(side)];
    }
    bool isTimed(chess::Color side) const { return m_tcs[index(side)].isClock(); }
    bool isTimed() const { return isTimed(chess::Color::White) || isTimed(chess::Color::Black); }
    // The longest a move of side (by default the running side, else White) may take under
    // movetime before it flags; 0 for other limits.
    std::int64_t moveDeadlineMs() const;
    std::int64_t moveDeadlineMs(chess::Color side) const;

    // side's clock does not run before its first move (as on lichess: each player's clock
    // starts once they have moved): that move takes no time, can never flag and adds no
    // increment. For the players at the board; an engine is charged from its first move.
    void setFirstMoveFree(chess::Color side, bool free) { m_firstMoveFree[index(side)] = free; }
    // Is side's next move one that takes no time (setFirstMoveFree, before side's first move)?
    bool isMoveFree(chess::Color side) const
    {
        return m_firstMoveFree[index(side)] && m_sides[index(side)].movesMade == 0;
    }

    // Starts side's clock (the other one stops without being charged as a move).
    void start(chess::Color side);
    // The running side finished a move: charges the time it took, adds the increment (and
    // the next period's time when the move completed a period) and stops. Returns the time
    // the move took. A move finished after the flag time counts as a flag: the side stays
    // at zero and flagged() is emitted if the timer had not done it yet.
    std::int64_t finishMove();
    // Pauses without finishing a move (charges the time used so far).
    void stop();
    // Back to a snapshot, stopped.
    Snapshot snapshot() const;
    void restore(const Snapshot& s);

    std::optional<chess::Color> running() const { return m_running; }
    // Live remaining time of side, never negative.
    std::int64_t remainingMs(chess::Color side) const;
    // Time used so far on the current move (0 when stopped).
    std::int64_t elapsedMs() const;
    bool isFlagged(chess::Color side) const { return m_sides[index(side)].flagged; }
    int movesMade(chess::Color side) const { return m_sides[index(side)].movesMade; }
    // Moves side has left to the next time control, 0 when its period runs to the end.
    int movesToGo(chess::Color side) const;
    // The increment side gets after its next move.
    std::int64_t incrementMs(chess::Color side) const;

signals:
    void flagged(kibitz::chess::Color side);
    void runningChanged(); // started, stopped or switched sides

private:
    static int index(chess::Color c) { return c == chess::Color::White ? 0 : 1; }
    void armFlagTimer();
    void onFlagTimer();
    void charge(); // moves the running side's elapsed time into its remaining time

    std::array<TimeControl, 2> m_tcs;
    std::array<Side, 2> m_sides;
    std::optional<chess::Color> m_running;
    std::array<bool, 2> m_firstMoveFree{};
    QElapsedTimer m_elapsed;
    QTimer m_flagTimer;
};

} // namespace kibitz::play
