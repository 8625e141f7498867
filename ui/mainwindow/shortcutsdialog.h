// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// Help > Keyboard Shortcuts: every menu action with a key, grouped by its menu, read from the
// actions themselves (so the list is never out of step with the menus and is in the
// window's language), and the keys that belong to no menu (typing a move).

#include <QDialog>

class QKeySequence;
class QMenuBar;
class QTreeWidget;

namespace kibitz::ui {

class ShortcutsDialog : public QDialog {
    Q_OBJECT

public:
    ShortcutsDialog(const QMenuBar* menus, QWidget* parent = nullptr);

    [[nodiscard]] QTreeWidget* list() const { return m_list; }
    // Keys as players type and name them: "Ctrl+Shift+Tab", not Qt's "Ctrl+Shift+Backtab".
    [[nodiscard]] static QString keysAsTyped(const QKeySequence& keys);

private:
    QTreeWidget* m_list;
};

} // namespace kibitz::ui
