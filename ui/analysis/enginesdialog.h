// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// Engines > Manage: the engine list (the user's, the built-in one, the ones found on PATH),
// with Add (choose the executable, then its arguments, working folder and protocol), Edit,
// Remove and Set as Default. Every change is saved to the engine list file at once.

#include "engine/registry.h"

#include <QDialog>

class QComboBox;
class QLineEdit;
class QListView;
class QPushButton;

namespace kibitz::ui {

class EngineList;

// One engine's command line: name, executable, arguments, working folder, protocol.
class EngineEntryDialog : public QDialog {
    Q_OBJECT

public:
    // existing: the names already taken (a new name must differ from them).
    EngineEntryDialog(const engine::EngineEntry& entry, QStringList existing,
                      QWidget* parent = nullptr);

    [[nodiscard]] engine::EngineEntry entry() const;
    // What is wrong with the fields, in words; empty when they can be saved.
    [[nodiscard]] QString problem() const;

    QLineEdit* nameEdit() const { return m_name; }
    QLineEdit* commandEdit() const { return m_command; }
    QLineEdit* argumentsEdit() const { return m_arguments; }
    QLineEdit* folderEdit() const { return m_folder; }
    QComboBox* protocolBox() const { return m_protocol; }

    void accept() override;

private:
    engine::EngineEntry m_original;
    QStringList m_existing;
    QLineEdit* m_name;
    QLineEdit* m_command;
    QLineEdit* m_arguments;
    QLineEdit* m_folder;
    QComboBox* m_protocol;
};

class EnginesDialog : public QDialog {
    Q_OBJECT

public:
    EnginesDialog(EngineList* list, QWidget* parent = nullptr);

    QListView* listView() const { return m_list; }
    [[nodiscard]] QString selectedName() const;
    void select(const QString& name);

    // The actions, also for tests (add() and edit() open the entry dialog).
    void add();
    void edit();
    void removeSelected();
    void makeDefault();

private:
    void reload();
    // Selects name; with an empty name, the default engine.
    void keepSelection(const QString& name);
    void updateButtons();
    void report(const QString& error);

    EngineList* m_engines;
    QListView* m_list;
    QString m_keep; // the selected engine while the list is reset
    QPushButton* m_edit;
    QPushButton* m_remove;
    QPushButton* m_default;
};

} // namespace kibitz::ui
