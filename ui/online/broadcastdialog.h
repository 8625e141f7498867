// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// File > Follow Broadcast: lichess's official broadcasts (online::listBroadcasts), each with
// its rounds, asked for when the dialog opens; choosing a round, or pasting a round's URL or
// id, and Follow follows it (ui/online/livebroadcast.h).

#include "online/broadcast.h"

#include <QDialog>

class QLabel;
class QLineEdit;
class QPushButton;
class QTreeWidget;

namespace kibitz::ui {

class OnlineServices;

class BroadcastDialog : public QDialog {
    Q_OBJECT
public:
    explicit BroadcastDialog(OnlineServices* services, QWidget* parent = nullptr);

    // The round to follow (from the list, or read from what was pasted); empty when none.
    [[nodiscard]] QString roundId() const;
    // "Tour, Round 3" for the round chosen from the list; the id for a pasted one.
    [[nodiscard]] QString roundTitle() const;
    // The file name the round's games go to (tour and round slugs, then the id).
    [[nodiscard]] QString fileName() const;

    [[nodiscard]] QTreeWidget* list() const { return m_list; }
    [[nodiscard]] QLineEdit* roundEdit() const { return m_round; }
    [[nodiscard]] QLabel* statusLabel() const { return m_status; }

private:
    void showBroadcasts(const QList<online::Broadcast>& broadcasts);
    void roundChosen();
    void updateButton();

    QTreeWidget* m_list;
    QLineEdit* m_round;
    QLabel* m_status;
    QPushButton* m_follow;
    QList<online::Broadcast> m_broadcasts;
};

} // namespace kibitz::ui
