// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// The engine list the window shares between its panes and dialogs: a Qt face on the engine
// catalogue (engine/catalogue.h, which alone reads and writes engines.json). Edits go through
// here so every pane hears of them (changed()).

#include "engine/catalogue.h"
#include "engine/variantprobe.h"

#include <QObject>
#include <QString>

namespace kibitz::ui {

class EngineList : public QObject {
    Q_OBJECT

public:
    // path: the JSON file; builtIn: the kibitz-engine executable (empty: none).
    EngineList(QString path, QString builtIn, QObject* parent = nullptr);

    static QString defaultPath() { return engine::EngineCatalogue::defaultPath(); }
    static QString findBuiltInEngine() { return engine::EngineCatalogue::findBuiltInEngine(); }

    // Reads the file and discovers engines; an empty string or the error (the list is then
    // the discovered engines alone, and saving is refused so the broken file is kept).
    QString load();
    // Writes the user's part of the list atomically; an empty string or the error.
    QString save();

    const QString& path() const { return m_catalogue.path(); }
    const engine::EngineCatalogue& catalogue() const { return m_catalogue; }
    const engine::EngineRegistry& registry() const { return m_catalogue.registry(); }
    const engine::EngineEntry* find(const QString& name) const { return m_catalogue.find(name); }

    // Each edit saves and says changed(); it returns the save error, if any.
    QString put(const engine::EngineEntry& entry);
    QString remove(const QString& name);
    QString setDefault(const QString& name);
    QString setOptions(const QString& name, const QVariantMap& options);

    // Asks the engines whose variants are not known yet (discovered or added, never run) which
    // variants they play, in the background, and keeps the answers (changed() follows each).
    void learnVariants();
    [[nodiscard]] bool learningVariants() const;

signals:
    void changed();

private:
    // After an edit: changed(), and the save's outcome in the user's language.
    QString edited(const QString& error);

    engine::EngineCatalogue m_catalogue;
    engine::VariantProbe* m_probe = nullptr; // made when first needed
};

} // namespace kibitz::ui
