// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// A table model's column titles as data: one row per column, in the columns' order, each text
// marked with QT_TRANSLATE_NOOP in the model's tr() context (its class with its namespaces,
// "kibitz::ui::BookMoveModel") and translated when the view asks for the header.

#include <QVariant>

#include <span>

struct QMetaObject;

namespace kibitz::ui {

struct ColumnTitle {
    const char* title;
    const char* toolTip = nullptr; // none
};

// headerData's answer from titles: for the horizontal header, a column's title (DisplayRole)
// and tool tip (ToolTipRole), translated in the context of model's class, as its tr() would;
// nothing for another role, the vertical header or a column titles does not have.
[[nodiscard]] QVariant columnHeader(const QMetaObject& model, std::span<const ColumnTitle> titles,
                                    int section, Qt::Orientation orientation, int role);

} // namespace kibitz::ui
