// SPDX-License-Identifier: GPL-3.0-or-later
#include "tablebase/tablebaseplayer.h"

#include "tablebase/tablebasepane.h"

#include <QTimer>

namespace kibitz::ui {

TablebasePlayer::TablebasePlayer(TablebasePane* pane, QObject* parent)
    : QObject(parent)
    , m_pane(pane)
{
    // Queued: the answer changes the position, which must not happen inside the pane's own
    // delivery of the report.
    connect(m_pane, &TablebasePane::reportShown, this, &TablebasePlayer::tryAnswer,
            Qt::QueuedConnection);
    connect(m_pane, &TablebasePane::playsTablebaseChanged, this, [this](bool on) {
        if (!on) m_pending = false;
    });
}

void TablebasePlayer::userMoved()
{
    if (!m_pane->playsTablebase()) return;
    m_pending = true;
    m_pendingKey = m_pane->position().key();
    // Not from inside the document's signal that brought the user's move.
    QTimer::singleShot(0, this, &TablebasePlayer::tryAnswer);
}

void TablebasePlayer::tryAnswer()
{
    if (!m_pending) return;
    if (m_pane->position().key() != m_pendingKey) {
        m_pending = false; // the user went elsewhere before the tables answered
        return;
    }
    const TablebaseReport* report = m_pane->currentReport();
    if (!report) return; // still probing: reportShown comes back here
    m_pending = false;
    const chess::Move best = m_pane->bestMove();
    if (report->covered && !best.isNone()) emit moveChosen(best);
}

} // namespace kibitz::ui
