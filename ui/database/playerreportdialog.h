// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// Database > Player Report…: a player's games in the current database (db::playerReport) as a
// page: score in total and with each colour, openings with each colour and their scores, the
// rating by year, the best wins; a click on a best win opens that game.

#include "database/playerreport.h"

#include <QDialog>

class QTextBrowser;

namespace kibitz::ui {

class PlayerReportDialog : public QDialog {
    Q_OBJECT

public:
    PlayerReportDialog(const QString& fileName, QWidget* parent = nullptr);
    void setReport(const db::PlayerReport& report);
    [[nodiscard]] QTextBrowser* page() const { return m_page; }
    // The report as HTML (what the page shows).
    static QString html(const db::PlayerReport& report);

signals:
    void gameActivated(kibitz::db::GameId game);

private:
    QTextBrowser* m_page;
};

} // namespace kibitz::ui
