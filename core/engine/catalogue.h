// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// The engine catalogue: the one place that knows where the user's engine list (engines.json)
// is kept, reads it, writes it, and adds the engines Kibitz finds by itself (the built-in
// kibitz-engine beside the running program, Debian's engines on PATH and in /usr/games). The
// GUI's panes and dialogs, the play controller and kibitz-cli's engine commands all go
// through it, so there is one writer of the file.
//
// The file is the truth: every edit reads the file again, applies the change to what it holds
// and writes it back, so two catalogues (the Engines dialog's and the play controller's, or a
// window and a kibitz-cli run) do not undo each other's edits with a stale copy.

#include "engine/registry.h"

#include <QString>
#include <QStringList>
#include <QVariantMap>

#include <functional>
#include <optional>
#include <vector>

namespace kibitz::engine {

class EngineCatalogue {
public:
    // path: the JSON file; builtIn: the kibitz-engine executable (empty: none).
    explicit EngineCatalogue(QString path = defaultPath(), QString builtIn = findBuiltInEngine());

    // engines.json in Kibitz's configuration folder (io/userfolders_qt.h: by default
    // ~/.config/Kibitz/Kibitz, the same for the workbench and kibitz-cli).
    static QString defaultPath();
    // kibitz-engine beside the running program, or in the build tree's engine folder; empty
    // when there is none.
    static QString findBuiltInEngine();

    // Reads the file and discovers engines; an empty string or the error (the list is then
    // the discovered engines alone, and saving is refused so the broken file is kept).
    QString load();
    // Writes the user's part of the list atomically; an empty string or the error.
    QString save();

    const QString& path() const { return m_path; }
    // The file could not be read: edits stay in memory and the file is left as it is.
    bool loadFailed() const { return m_loadFailed; }
    const EngineRegistry& registry() const { return m_registry; }
    const EngineEntry* find(const QString& name) const { return m_registry.find(name); }
    // Every engine, the default one first (what the New Game dialogs offer).
    std::vector<EngineEntry> enginesDefaultFirst() const;
    // What a command line's --engine names: an entry by name ("Kibitz", "Stockfish"), then by
    // its program's file name ("kibitz-engine", "stockfish"), else a path or a program on
    // PATH or in /usr/games (with its usual arguments and protocol when Kibitz knows it).
    std::optional<EngineEntry> resolve(const QString& text) const;

    // Edits: each reads the file, applies the change, writes the file and returns the save
    // error, if any (the change is kept in memory either way).
    QString put(const EngineEntry& entry);
    QString remove(const QString& name);
    QString setDefault(const QString& name);
    QString setOptions(const QString& name, const QVariantMap& options);
    // The variants an engine declared when it last ran, kept so the dialogs can offer it for
    // them; nothing is written when they are known already or the engine is the built-in one.
    QString rememberVariants(const QString& name, const QStringList& variants);

private:
    // Applies change to the list in memory and to the file's current content, then saves.
    // change returns false when there is nothing to do.
    QString edit(const std::function<bool(EngineRegistry&)>& change);

    QString m_path;
    QString m_builtIn;
    EngineRegistry m_registry;
    bool m_loadFailed = false;
};

// A program named on a command line: a path, or a name looked up on PATH and in /usr/games
// (where Debian puts engines); empty when there is none.
QString findEngineProgram(const QString& name);
// How to start a program: its usual arguments and protocol when Kibitz knows it (Debian's
// engines), else as it is with the protocol detected.
EngineEntry entryForProgram(const QString& program);

} // namespace kibitz::engine
