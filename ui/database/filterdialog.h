// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// The header filter: players (with colour or either), Elo, date, result, ECO, event and
// site, length, games with errors. The number of games the filter keeps is shown as the
// fields change (the database filters a million rows in milliseconds).

#include "database/database.h"
#include "model/fwd.h"

#include <QDialog>

class QCheckBox;
class QComboBox;
class QLabel;
class QLineEdit;
class QSpinBox;

namespace kibitz::ui {

class FilterDialog : public QDialog {
    Q_OBJECT

public:
    FilterDialog(const model::DatabaseModel* model, QWidget* parent = nullptr);

    [[nodiscard]] db::HeaderFilter filter() const;
    // The dialog's fields; the quick search's text is not one of them (setQuickSearch).
    void setFilter(const db::HeaderFilter& filter);
    // The list's quick search, which the count (and filter()) take in as the list will.
    void setQuickSearch(const QString& text);
    [[nodiscard]] QString countText() const;

private:
    void updateCount();

    const model::DatabaseModel* m_model;
    QLineEdit* m_player;
    QComboBox* m_side;
    QLineEdit* m_opponent;
    QSpinBox* m_minElo;
    QSpinBox* m_maxElo;
    QLineEdit* m_fromDate;
    QLineEdit* m_toDate;
    QCheckBox* m_white;
    QCheckBox* m_draw;
    QCheckBox* m_black;
    QCheckBox* m_unknown;
    QLineEdit* m_fromEco;
    QLineEdit* m_toEco;
    QLineEdit* m_event;
    QLineEdit* m_site;
    QSpinBox* m_minPlies;
    QSpinBox* m_maxPlies;
    QComboBox* m_errors;
    QLabel* m_count;
    QString m_quickSearch;
};

} // namespace kibitz::ui
