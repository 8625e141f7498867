// SPDX-License-Identifier: GPL-3.0-or-later
#include "common/scorebar.h"

#include <QTreeWidget>

namespace kibitz::ui {

QTreeWidget* newMoveList(QWidget* parent, const QString& objectName, const QStringList& headers,
                         int scoreColumn)
{
    auto* list = new QTreeWidget(parent);
    list->setObjectName(objectName);
    list->setRootIsDecorated(false);
    list->setUniformRowHeights(true);
    list->setAlternatingRowColors(true);
    list->setColumnCount(int(headers.size()));
    list->setHeaderLabels(headers);
    list->setItemDelegateForColumn(scoreColumn, new ScoreBarDelegate(list));
    return list;
}

} // namespace kibitz::ui
