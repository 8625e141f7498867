// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// The engine list the window shares between its panes and dialogs: a thin Qt item model over
// the engine catalogue (engine/catalogue.h, which alone reads and writes engines.json). One
// row per engine, in the catalogue's order; views show it as it is (the Engines dialog), and
// edits go through here so every pane hears of them (changed(), and a model reset).

#include "engine/catalogue.h"
#include "engine/variantprobe.h"

#include <QAbstractListModel>
#include <QString>

namespace kibitz::ui {

class EngineList : public QAbstractListModel {
    Q_OBJECT

public:
    enum Role {
        NameRole = Qt::UserRole, // QString: the engine's name, what find() takes
        DefaultRole,             // bool: the default engine
    };

    // path: the JSON file; builtIn: the kibitz-engine executable (empty: none).
    EngineList(QString path, QString builtIn, QObject* parent = nullptr);

    static QString defaultPath() { return engine::EngineCatalogue::defaultPath(); }
    static QString findBuiltInEngine() { return engine::EngineCatalogue::findBuiltInEngine(); }
    // Arguments shown and typed as one line, quoted as a shell would.
    static QString joinArguments(const QStringList& args);

    // Reads the file and discovers engines; an empty string or the error (the list is then
    // the discovered engines alone, and saving is refused so the broken file is kept).
    QString load();
    // Writes the user's part of the list atomically; an empty string or the error.
    QString save();

    const QString& path() const { return m_catalogue.path(); }
    const engine::EngineCatalogue& catalogue() const { return m_catalogue; }
    const engine::EngineRegistry& registry() const { return m_catalogue.registry(); }
    const engine::EngineEntry* find(const QString& name) const { return m_catalogue.find(name); }
    // The row of the engine called name; -1 when there is none.
    int rowOf(const QString& name) const;

    // Each edit saves and says changed(); it returns the save error, if any.
    QString put(const engine::EngineEntry& entry);
    QString remove(const QString& name);
    QString setDefault(const QString& name);
    QString setOptions(const QString& name, const QVariantMap& options);

    // Asks the engines whose variants are not known yet (discovered or added, never run) which
    // variants they play, in the background, and keeps the answers (changed() follows each).
    void learnVariants();
    [[nodiscard]] bool learningVariants() const;
    // QAbstractItemModel: the display text is the name and what Kibitz knows of the engine
    // ("Stockfish — default, found on this computer, UCI"), bold for the default; the
    // tooltip its command line.
    int rowCount(const QModelIndex& parent = {}) const override;
    QVariant data(const QModelIndex& index, int role = Qt::DisplayRole) const override;

signals:
    void changed();

private:
    // Runs an edit of the catalogue as a model reset, then changed(); the save's outcome in
    // the user's language.
    QString edit(const std::function<QString()>& change);

    engine::EngineCatalogue m_catalogue;
    engine::VariantProbe* m_probe = nullptr; // made when first needed
};

} // namespace kibitz::ui
