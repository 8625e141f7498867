// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// Database > Player Names…: the players of a database with the spellings each goes by
// (core/database/playernames.h), and apart from them the spellings that may be one of several
// players. Merging rewrites the tags of a group's spellings to one of them (or a likely
// spelling to the player chosen): edits of the database, undone here until it is saved.

#include "model/fwd.h"

#include <QDialog>

class QCheckBox;
class QLabel;
class QLineEdit;
class QPushButton;
class QTreeWidget;
class QTreeWidgetItem;

namespace kibitz::ui {

class PlayerNamesDialog : public QDialog {
    Q_OBJECT

public:
    PlayerNamesDialog(model::DatabaseModel* model, QWidget* parent = nullptr);

    // For tests and the buttons.
    [[nodiscard]] QTreeWidget* list() const { return m_list; }
    [[nodiscard]] QLineEdit* search() const { return m_search; }
    // Merges the selected group into the selected spelling (or its commonest one).
    bool mergeSelected();
    // Merges the selected likely spelling into the candidate named `into` (asked when empty).
    bool mergeLikelyInto(const QString& into = {});
    void undo();
    void refresh();

private:
    void updateButtons();
    [[nodiscard]] QTreeWidgetItem* selectedTopItem() const;

    model::DatabaseModel* m_model;
    QLineEdit* m_search;
    QCheckBox* m_all;
    QLabel* m_summary;
    QTreeWidget* m_list;
    QPushButton* m_merge;
    QPushButton* m_mergeInto;
    QPushButton* m_undo;
};

} // namespace kibitz::ui
