// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// A flat table over a list of rows of one type, as the book pane and the tablebase pane list
// their moves: the rows, their count and the columns' count here; what a row shows in each
// column (data, headerData) is the subclass's.

#include <QAbstractTableModel>

#include <vector>

namespace kibitz::ui {

template <class Row>
class RowListModel : public QAbstractTableModel {
public:
    RowListModel(int columns, QObject* parent)
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
        return parent.isValid() ? 0 : m_columns;
    }

private:
    std::vector<Row> m_rows;
    int m_columns;
};

} // namespace kibitz::ui
