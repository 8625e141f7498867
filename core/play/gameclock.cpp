// SPDX-License-Identifier: GPL-3.0-or-later
#include "play/gameclock.h"

#include <algorithm>
#include <limits>

namespace kibitz::play {

GameClock::GameClock(QObject* parent)
    : QObject(parent)
{
    m_flagTimer.setSingleShot(true);
    // A coarse timer may fire up to 5% late; the flag should fall when the time is gone.
    m_flagTimer.setTimerType(Qt::PreciseTimer);
    connect(&m_flagTimer, &QTimer::timeout, this, &GameClock::onFlagTimer);
    reset(TimeControl());
}

void GameClock::reset(const TimeControl& white, const TimeControl& black)
{
    m_flagTimer.stop();
    m_tcs = {white, black};
    auto base = [](const TimeControl& tc) {
        return tc.isClock() ? tc.periodFor(0).timeMs : std::int64_t(0);
    };
    m_sides = {Side{base(white), 0, false}, Side{base(black), 0, false}};
    const bool wasRunning = m_running.has_value();
    m_running.reset();
    if (wasRunning) emit runningChanged();
}

std::int64_t GameClock::moveDeadlineMs() const
{
    return moveDeadlineMs(m_running.value_or(chess::Color::White));
}

std::int64_t GameClock::moveDeadlineMs(chess::Color side) const
{
    const TimeControl& tc = m_tcs[index(side)];
    if (tc.kind() != TimeControl::Kind::MoveTime) return 0;
    return tc.moveTimeMs() + 1000 + tc.moveTimeMs() / 10;
}

std::int64_t GameClock::remainingMs(chess::Color side) const
{
    const Side& s = m_sides[index(side)];
    if (m_running == side && !isMoveFree(side))
        return std::max<std::int64_t>(0, s.remainingMs - m_elapsed.elapsed());
    return std::max<std::int64_t>(0, s.remainingMs);
}

std::int64_t GameClock::elapsedMs() const
{
    return m_running ? m_elapsed.elapsed() : 0;
}

int GameClock::movesToGo(chess::Color side) const
{
    if (!isTimed(side)) return 0;
    int toGo = 0;
    m_tcs[index(side)].periodFor(m_sides[index(side)].movesMade, &toGo);
    return toGo;
}

std::int64_t GameClock::incrementMs(chess::Color side) const
{
    if (!isTimed(side)) return 0;
    return m_tcs[index(side)].periodFor(m_sides[index(side)].movesMade).incrementMs;
}

void GameClock::start(chess::Color side)
{
    if (m_running == side) return;
    if (m_running) charge();
    m_running = side;
    m_elapsed.start();
    armFlagTimer();
    emit runningChanged();
}

void GameClock::charge()
{
    if (!m_running) return;
    Side& s = m_sides[index(*m_running)];
    if (isTimed(*m_running) && !isMoveFree(*m_running))
        s.remainingMs = std::max<std::int64_t>(0, s.remainingMs - m_elapsed.elapsed());
    m_flagTimer.stop();
}

std::int64_t GameClock::finishMove()
{
    if (!m_running) return 0;
    const chess::Color side = *m_running;
    Side& s = m_sides[index(side)];
    const std::int64_t used = m_elapsed.elapsed();
    m_flagTimer.stop();
    m_running.reset();
    if (isMoveFree(side)) {
        ++s.movesMade;
        emit runningChanged();
        return used;
    }
    if (const std::int64_t deadline = moveDeadlineMs(side);
        deadline > 0 && (used > deadline || s.flagged)) {
        const bool news = !s.flagged;
        s.flagged = true;
        emit runningChanged();
        if (news) emit flagged(side);
        return used;
    }
    if (const TimeControl& tc = m_tcs[index(side)]; tc.isClock()) {
        const std::int64_t left = s.remainingMs - used;
        if (left <= 0 || s.flagged) {
            s.remainingMs = 0;
            const bool news = !s.flagged;
            s.flagged = true;
            emit runningChanged();
            if (news) emit flagged(side);
            return used;
        }
        s.remainingMs = left + tc.periodFor(s.movesMade).incrementMs;
        if (tc.endsPeriod(s.movesMade)) s.remainingMs += tc.periodFor(s.movesMade + 1).timeMs;
    }
    ++s.movesMade;
    emit runningChanged();
    return used;
}

void GameClock::stop()
{
    if (!m_running) return;
    charge();
    m_running.reset();
    emit runningChanged();
}

GameClock::Snapshot GameClock::snapshot() const
{
    Snapshot snap{m_sides};
    if (m_running) {
        Side& s = snap.sides[index(*m_running)];
        s.remainingMs = remainingMs(*m_running);
    }
    return snap;
}

void GameClock::restore(const Snapshot& snap)
{
    m_flagTimer.stop();
    m_sides = snap.sides;
    const bool wasRunning = m_running.has_value();
    m_running.reset();
    if (wasRunning) emit runningChanged();
}

void GameClock::armFlagTimer()
{
    if (!m_running || isMoveFree(*m_running)) return;
    if (const std::int64_t deadline = moveDeadlineMs(*m_running); deadline > 0) {
        m_flagTimer.start(int(std::max<std::int64_t>(0, deadline - m_elapsed.elapsed())));
        return;
    }
    if (!isTimed(*m_running)) return;
    const std::int64_t left = remainingMs(*m_running);
    // QTimer takes an int; a clock of more than 24 days is re-armed when the timer fires.
    m_flagTimer.start(int(std::min<std::int64_t>(left, std::numeric_limits<int>::max())));
}

void GameClock::onFlagTimer()
{
    if (!m_running) return;
    const chess::Color side = *m_running;
    Side& s = m_sides[index(side)];
    const std::int64_t deadline = moveDeadlineMs(side);
    if (deadline > 0 ? m_elapsed.elapsed() < deadline : s.remainingMs - m_elapsed.elapsed() > 0) {
        armFlagTimer(); // fired early (or the clock was longer than a timer can hold)
        return;
    }
    if (deadline == 0) s.remainingMs = 0;
    s.flagged = true;
    m_running.reset();
    emit runningChanged();
    emit flagged(side);
}

} // namespace kibitz::play
