// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// A flat table over a list of rows of one type, as the book pane and the tablebase pane list
// their moves: the rows, their count, and the columns with their titles (a table of the
// subclass's, columntitles.h) here; what a row shows in each column (data) is the subclass's.

#include "common/columntitles.h"

#include <QAbstractTableModel>

#include <span>
#include <vector>

namespace kibitz::ui {

template <class Row>
class RowListModel : public QAbstractTableModel {
public:
    // columns: the titles, one per column in their order; they outlive the model (a table
    // at file scope).
    RowListModel(std::span<const ColumnTitle> columns, QObject* parent)
        : QAbstractTableModel(parent)
        , m_columns(columns)
    {}

    // Replaces every row (the views reset).
    void setRows(std::vector<Row> rows)
    {
        beginResetModel();
        m_rows = std::move(rows);
        endResetModel();
    }
    void clear() { setRows({}); }
    // The row, or nullptr when there is none of that number.
    [[nodiscard]] const Row* rowAt(int row) const
    {
        return row >= 0 && row < int(m_rows.size()) ? &m_rows[std::size_t(row)] : nullptr;
    }
    [[nodiscard]] const std::vector<Row>& rows() const { return m_rows; }

    [[nodiscard]] int rowCount(const QModelIndex& parent = {}) const override
    {
        return parent.isValid() ? 0 : int(m_rows.size());
    }
    [[nodiscard]] int columnCount(const QModelIndex& parent = {}) const override
    {
        return parent.isValid() ? 0 : int(m_columns.size());
    }
    // The titles in the context of the subclass's tr().
    [[nodiscard]] QVariant headerData(int section, Qt::Orientation orientation,
                                      int role) const override
    {
        return columnHeader(*metaObject(), m_columns, section, orientation, role);
    }

private:
    std::vector<Row> m_rows;
    std::span<const ColumnTitle> m_columns;
};

} // namespace kibitz::ui
