// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// Edit > Online Services: on or off (off until the user says), the servers (lichess, its
// explorer and tablebase, chess.com; any can be a server of one's own), and the lichess token
// (pasted, or brought by Log In with lichess; kept in the keyring, never in the settings file).

#include <QDialog>

class QCheckBox;
class QLabel;
class QLineEdit;
class QPushButton;

namespace kibitz::ui {

class OnlineServices;

class OnlineDialog : public QDialog {
    Q_OBJECT
public:
    explicit OnlineDialog(OnlineServices* services, QWidget* parent = nullptr);

    // Keeps what the dialog shows (settings and token).
    void apply();

    [[nodiscard]] QCheckBox* enabledBox() const { return m_enabled; }
    [[nodiscard]] QLineEdit* tokenEdit() const { return m_token; }
    [[nodiscard]] QPushButton* logInButton() const { return m_logIn; }
    [[nodiscard]] QLabel* tokenStatus() const { return m_tokenStatus; }

private:
    OnlineServices* m_services;
    QCheckBox* m_enabled;
    QLineEdit* m_lichess;
    QLineEdit* m_explorer;
    QLineEdit* m_tablebase;
    QLineEdit* m_chessCom;
    QLineEdit* m_token;
    QPushButton* m_logIn;
    QLabel* m_tokenStatus;
};

} // namespace kibitz::ui
