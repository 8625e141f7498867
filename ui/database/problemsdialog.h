// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// Database > Show Errors…: what the reader found wrong in a file's games, one row per problem
// (game number, line:column, what), in file order. Double-click or Enter opens the game.

#include "database/database.h"

#include <QDialog>

#include <vector>

class QLabel;
class QTreeWidget;

namespace kibitz::ui {

class ProblemsDialog : public QDialog {
    Q_OBJECT

public:
    ProblemsDialog(const QString& fileName, QWidget* parent = nullptr);
    void setProblems(const std::vector<db::GameProblem>& problems, bool truncated);
    [[nodiscard]] QTreeWidget* list() const { return m_list; }

signals:
    void gameActivated(kibitz::db::GameId game);

private:
    QString m_fileName;
    QLabel* m_summary;
    QTreeWidget* m_list;
};

} // namespace kibitz::ui
