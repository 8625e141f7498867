// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// The engine list the window shares between its panes and dialogs: the user's registry file
// (engines.json in Kibitz's configuration folder) plus the built-in engine and the engines
// found on PATH. Edits go through here so every pane sees them (changed()) and the file is
// written at once.

#include "engine/registry.h"

#include <QObject>
#include <QString>

namespace kibitz::ui {

class EngineList : public QObject {
    Q_OBJECT

public:
    // path: the JSON file; builtIn: the kibitz-engine executable (empty: none).
    EngineList(QString path, QString builtIn, QObject* parent = nullptr);

    // <configuration folder>/engines.json, and kibitz-engine beside the running program.
    static QString defaultPath();
    static QString findBuiltInEngine();

    // Reads the file and discovers engines; an empty string or the error (the list is then
    // the discovered engines alone, and saving is refused so the broken file is kept).
    QString load();
    // Writes the user's part of the list atomically; an empty string or the error.
    QString save();

    const QString& path() const { return m_path; }
    const engine::EngineRegistry& registry() const { return m_registry; }
    const engine::EngineEntry* find(const QString& name) const { return m_registry.find(name); }

    // Each edit saves and says changed(); it returns the save error, if any.
    QString put(const engine::EngineEntry& entry);
    QString remove(const QString& name);
    QString setDefault(const QString& name);
    QString setOptions(const QString& name, const QVariantMap& options);

signals:
    void changed();

private:
    QString commit();

    QString m_path;
    QString m_builtIn;
    engine::EngineRegistry m_registry;
    bool m_loadFailed = false;
};

} // namespace kibitz::ui
