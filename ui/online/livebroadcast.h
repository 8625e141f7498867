// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// The broadcast round the window follows (one at a time): online::BroadcastFollow over the
// window's online client, its games kept in a PGN file in Kibitz's data folder ("broadcasts"),
// and a line for the status bar saying how it goes (live, cut and when it connects again, the
// round over). The window opens the file as a database and brings open games up to date
// (mainwindow/broadcastwindow.cpp); this knows nothing of either.

#include "online/broadcast.h"

#include <QObject>
#include <QPointer>
#include <QSet>
#include <QString>

class QLabel;

namespace kibitz::ui {

class OnlineServices;

class LiveBroadcast : public QObject {
    Q_OBJECT
public:
    explicit LiveBroadcast(OnlineServices* services, QObject* parent = nullptr);
    ~LiveBroadcast() override;

    // Follows round (stopping the round followed before) into fileName in the broadcasts
    // folder; title names it in the status bar. False, and error says why, when the folder or
    // an existing file cannot be read.
    bool follow(const QString& roundId, const QString& title, const QString& fileName,
                QString* error = nullptr);
    void stop();
    [[nodiscard]] bool following() const { return m_follow && m_follow->running(); }
    [[nodiscard]] QString file() const { return m_file; }
    [[nodiscard]] QString roundId() const { return m_roundId; }
    [[nodiscard]] const online::BroadcastFollow* follower() const { return m_follow; }
    // Where the rounds' files go: "broadcasts" in Kibitz's data folder.
    [[nodiscard]] static QString folder();
    // True the first time a game document is asked about (the window shows a game of the
    // round at its last move when it first opens). Compared, never followed.
    bool firstSight(const QObject* document);
    // For the status bar: how the round followed goes (hidden while none is).
    [[nodiscard]] QLabel* statusLabel() const { return m_status; }

signals:
    // The file holds every game received so far; first: for the first time since follow().
    void fileWritten(const QString& path, bool first);
    // A game came or moved on (index: its place in the file); pgn: its whole text.
    void gameChanged(int index, const QByteArray& pgn);
    // Following stopped: stop() or the round over (error empty), or an error that waiting
    // does not mend (no such round, a refused token, the file).
    void stopped(const QString& error);

private:
    void setStatus(const QString& text, const QString& details = {});

    OnlineServices* m_services;
    QPointer<online::BroadcastFollow> m_follow;
    QString m_file, m_roundId, m_title;
    bool m_written = false;
    QSet<const QObject*> m_seen; // firstSight()
    QPointer<QLabel> m_status;   // in the status bar, which may go first
};

} // namespace kibitz::ui
