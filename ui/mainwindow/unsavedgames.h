// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// Quitting with several unsaved games: one question for all of them. The games are listed by
// name (no two alike: a name shared by two tabs gets its tab's number), each with what is
// unsaved about it (being played, never saved, changes) and a box that says whether to save
// it. Save All (Save Checked once a box is cleared) saves those checked and discards the
// rest; Discard All quits without saving; Cancel, or Escape, keeps everything. Enter saves.

#include <QDialog>

#include <vector>

class QPushButton;
class QTreeWidget;

namespace kibitz::ui {

class UnsavedGamesDialog : public QDialog {
    Q_OBJECT

public:
    struct Game {
        QString name;   // as the tab reads, without its "*"
        QString state;  // "Being played: quitting ends it", "Never saved", …
        bool playing{}; // its state in bold
    };
    // What the user chose (exec() returns it).
    enum Answer : int { Cancel = 0, Save = 1, DiscardAll = 2 };

    explicit UnsavedGamesDialog(const std::vector<Game>& games, QWidget* parent = nullptr);

    // Per game, in the order given: whether it is to be saved (after Save).
    [[nodiscard]] std::vector<bool> chosen() const;
    // Names as listed, no two alike.
    [[nodiscard]] QStringList names() const;
    [[nodiscard]] QTreeWidget* list() const { return m_list; }
    [[nodiscard]] QPushButton* saveButton() const { return m_save; }
    [[nodiscard]] QPushButton* discardButton() const { return m_discard; }
    [[nodiscard]] QPushButton* cancelButton() const { return m_cancel; }

    // Names for games, no two alike: a name that several share gets its tab's number
    // ("Player – Kibitz (tab 3)"); tabs[i] is games[i]'s, counted from 1.
    static QStringList distinctNames(const QStringList& names, const std::vector<int>& tabs);

private:
    void updateSaveButton();

    QTreeWidget* m_list;
    QPushButton* m_save;
    QPushButton* m_discard;
    QPushButton* m_cancel;
};

} // namespace kibitz::ui
