// SPDX-License-Identifier: GPL-3.0-or-later
#include "common/columntitles.h"

#include <QCoreApplication>
#include <QMetaObject>

namespace kibitz::ui {

QVariant columnHeader(const QMetaObject& model, std::span<const ColumnTitle> titles, int section,
                      Qt::Orientation orientation, int role)
{
    if (orientation != Qt::Horizontal || section < 0 || section >= int(titles.size())) return {};
    const ColumnTitle& column = titles[std::size_t(section)];
    const char* text = role == Qt::DisplayRole   ? column.title
                       : role == Qt::ToolTipRole ? column.toolTip
                                                 : nullptr;
    if (!text) return {};
    return QCoreApplication::translate(model.className(), text);
}

} // namespace kibitz::ui
