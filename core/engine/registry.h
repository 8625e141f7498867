// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// The engines Kibitz knows: a JSON list the user edits through the GUI (or by hand), plus
// engines found on PATH and in /usr/games, plus the built-in kibitz-engine. Loading names the
// entry and field of every error; saving is atomic (io::saveFileAtomically).
//
//   { "engines": [ { "name": "Stockfish", "command": "/usr/games/stockfish",
//                    "arguments": [], "workingDirectory": "", "protocol": "uci",
//                    "options": { "Hash": 256, "Threads": 2 } } ],
//     "default": "Stockfish" }
//
// The built-in engine and engines found on PATH are not saved unless the user gave them
// options (then saved with "builtIn": true or "discovered": true, so they stay out of the
// default-engine rule); discover() brings the built-in one's command up to date, so a moved
// installation keeps its settings.

#include "engine/protocol.h"

#include <QJsonObject>
#include <QString>
#include <QStringList>
#include <QVariantMap>

#include <optional>
#include <vector>

namespace kibitz::engine {

QString protocolName(Protocol p);
std::optional<Protocol> protocolFromName(const QString& name);

struct EngineEntry {
    QString name;
    QString command;
    QStringList arguments;
    QString workingDirectory;
    Protocol protocol = Protocol::Unknown;
    QVariantMap options; // option name -> value, applied after the handshake
    bool builtIn = false;
    bool discovered = false; // found on PATH, not (yet) saved by the user
    // The variants it plays (engine/variants.h names: "chess", "chess960", "crazyhouse", ...),
    // as it declared them the last time it ran; empty: not known yet. Saved as "variants".
    QStringList variants;

    QJsonObject toJson() const;
};

class EngineRegistry {
public:
    // Reads the list; a missing file is an empty list, a broken one an error naming where.
    static std::optional<EngineRegistry> load(const QString& path, QString* error);
    // Atomically; returns an error message or an empty string.
    QString save(const QString& path) const;

    // Adds the built-in engine (if builtInPath is executable) and the known engines found
    // on PATH and in /usr/games that are not listed yet. Returns how many were added.
    int discover(const QString& builtInPath, const QStringList& extraFolders = {});

    const std::vector<EngineEntry>& engines() const { return m_engines; }
    const EngineEntry* find(const QString& name) const;
    // Adds or replaces (by name).
    void put(const EngineEntry& e);
    bool remove(const QString& name);
    // The engine to use when the user has not chosen one: the first user entry, else the
    // built-in engine, else the first discovered one.
    const EngineEntry* defaultEngine() const;
    // The user's choice of default (saved as "default"); empty restores the rule above.
    void setDefaultEngine(const QString& name) { m_default = name; }
    const QString& defaultEngineName() const { return m_default; }

private:
    std::vector<EngineEntry> m_engines;
    QString m_default;
};

} // namespace kibitz::engine
