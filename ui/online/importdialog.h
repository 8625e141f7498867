// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// File > Import Online Games: a player's lichess or chess.com games into a PGN file, new or
// an open database's (online::GameImport: only newer games when the file holds some, never
// one twice, whole games only, the file saved atomically). Progress with a count and Cancel;
// done, the file opens as a database.

#include "online/gameimport.h"

#include <QDialog>
#include <QPointer>

class QCheckBox;
class QComboBox;
class QDateEdit;
class QDialogButtonBox;
class QLabel;
class QLineEdit;
class QProgressBar;
class QPushButton;

namespace kibitz::ui {

class OnlineServices;

class ImportDialog : public QDialog {
    Q_OBJECT
public:
    // file: the PGN file offered (an open database's), may be empty.
    ImportDialog(OnlineServices* services, const QString& file, QWidget* parent = nullptr);

    [[nodiscard]] online::ImportOptions options() const;
    void setOptions(const online::ImportOptions& options);
    // Starts the import (as the Import button does).
    void start();
    [[nodiscard]] bool running() const { return m_import && m_import->running(); }
    [[nodiscard]] QString resultText() const;

signals:
    // Games were written into file: the window opens it.
    void imported(const QString& file, int added);

private:
    void finished();
    void siteChanged();
    void showRunning(bool running);

    OnlineServices* m_services;
    QComboBox* m_site;
    QLineEdit* m_user;
    QCheckBox* m_useSince;
    QDateEdit* m_since;
    QCheckBox* m_useUntil;
    QDateEdit* m_until;
    QList<QCheckBox*> m_perf;
    QCheckBox* m_rated;
    QLineEdit* m_file;
    QProgressBar* m_progress;
    QLabel* m_status;
    QDialogButtonBox* m_buttons;
    QPushButton* m_importButton;
    QPointer<online::GameImport> m_import;
};

} // namespace kibitz::ui
