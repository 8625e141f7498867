// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// Autosave: copies of the games a window holds unsaved, kept on disk so that a crash, a
// kill or a power cut loses at most the last few seconds of work.
//
// Each running window owns a session folder under the root (root/<session>/), locked with a
// QLockFile while the window lives. Every unsaved game is one JSON file there (its PGN, the
// file and game number it belongs to, when it was written), replaced atomically. A clean
// exit removes the session; a crash leaves it behind with a stale lock. The next window
// finds such orphaned sessions, adopts their games into its own session (so they stay safe
// while the user decides) and offers to restore them.
//
// Two windows running at once each have their own session and never take each other's:
// a session counts as orphaned only when its lock is free or its owner is dead.

#include <QDateTime>
#include <QLockFile>
#include <QString>

#include <memory>
#include <optional>
#include <vector>

namespace kibitz::model {

// A game that was being played in the window when it was copied: enough to go on with it.
struct AutosavedPlay {
    QString white, black; // the engine on each side (its name in the engine list); empty: the user
    QString timeControl;  // play::TimeControl's text form (each side's when they differ: "A|B")
    friend bool operator==(const AutosavedPlay&, const AutosavedPlay&) = default;
};

struct AutosavedGame {
    QString id;                        // the entry's name in its session (a file-name-safe word)
    QString pgn;                       // the game in PGN export format
    QString filePath;                  // the file the game belongs to; empty for a game never saved
    int gameIndex = 0;                 // its number in that file
    QDateTime savedAt;                 // when this copy was written (UTC)
    std::optional<AutosavedPlay> play; // the game was being played (its clocks are its [%clk])
};

class AutosaveStore {
public:
    // root: the folder holding every session (created when missing).
    explicit AutosaveStore(QString root);
    // Releases the lock but keeps the games: only clear() throws them away.
    ~AutosaveStore();

    AutosaveStore(const AutosaveStore&) = delete;
    AutosaveStore& operator=(const AutosaveStore&) = delete;

    // Creates and locks this window's session. An error in words when the folder cannot be
    // created or locked; autosave is then off, and nothing else changes.
    std::optional<QString> open();
    [[nodiscard]] bool isOpen() const { return m_lock != nullptr; }
    [[nodiscard]] QString sessionPath() const { return m_session; }

    // Writes (or replaces) the copy named game.id, atomically: the old copy stays whole
    // until the new one is complete. An error in words on failure.
    std::optional<QString> write(const AutosavedGame& game);
    // Forgets the copy named id (the game was saved, discarded or closed).
    void remove(const QString& id);
    // Every copy in this session, oldest first.
    [[nodiscard]] std::vector<AutosavedGame> games() const;
    // A clean exit: removes the session and its games.
    void clear();

    // Moves the games of every orphaned session into this one (new ids, same contents) and
    // removes those sessions. Returns what was adopted, oldest first; entries that cannot be
    // read are reported in errors (file and reason) and left where they are.
    std::vector<AutosavedGame> adoptOrphans(QStringList* errors = nullptr);

    // A fresh id for a new copy.
    static QString newId();

private:
    [[nodiscard]] QString entryPath(const QString& id) const;

    QString m_root;
    QString m_session;
    std::unique_ptr<QLockFile> m_lock;
};

// The JSON form of one copy, and back (nullopt with a reason for anything malformed).
QByteArray autosaveToJson(const AutosavedGame& game);
std::optional<AutosavedGame> autosaveFromJson(const QByteArray& json, QString* error = nullptr);

} // namespace kibitz::model
