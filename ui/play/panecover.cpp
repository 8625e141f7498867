// SPDX-License-Identifier: GPL-3.0-or-later
#include "play/panecover.h"

#include <QDockWidget>
#include <QLabel>
#include <QStackedWidget>

namespace kibitz::ui {

PaneCover::PaneCover(QObject* parent)
    : QObject(parent)
{}

void PaneCover::addDock(QDockWidget* dock)
{
    QWidget* pane = dock->widget();
    auto* stack = new QStackedWidget(dock);
    auto* note = new QLabel(tr("Hidden while you play against the engine.\n"
                               "Game > Training Mode shows it."),
                            stack);
    note->setAlignment(Qt::AlignCenter);
    note->setWordWrap(true);
    note->setEnabled(false); // drawn greyed, as a placeholder
    // The pane keeps its size policy: the stack asks for what the pane asked for, so the
    // dock does not change size when the note is shown.
    if (pane) stack->addWidget(pane);
    stack->addWidget(note);
    dock->setWidget(stack);
    m_entries.push_back(Entry{dock, stack});
    if (m_covered) stack->setCurrentIndex(stack->count() - 1);
}

void PaneCover::setCovered(bool covered)
{
    if (covered == m_covered) return;
    m_covered = covered;
    for (const Entry& e : m_entries)
        if (e.stack) e.stack->setCurrentIndex(covered ? e.stack->count() - 1 : 0);
    emit coveredChanged(covered);
}

bool PaneCover::isCovering(const QDockWidget* dock) const
{
    for (const Entry& e : m_entries)
        if (e.dock == dock && e.stack) return e.stack->currentIndex() == e.stack->count() - 1;
    return false;
}

} // namespace kibitz::ui
