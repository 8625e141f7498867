// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// Covers reference panes (book, engine, tablebases, opening tree) while the user plays a
// game against an engine, as lichess hides its tools during a rated game: each dock keeps its
// place and size (nothing in the window moves), its pane is swapped for a note saying why it
// is hidden and how to show it (Game > Training Mode), and swapped back when the game ends.

#include <QObject>
#include <QPointer>

#include <vector>

class QDockWidget;
class QStackedWidget;

namespace kibitz::ui {

class PaneCover : public QObject {
    Q_OBJECT

public:
    explicit PaneCover(QObject* parent = nullptr);

    // Takes dock's pane into a stack with the cover note; call once per dock, after the
    // dock has its pane.
    void addDock(QDockWidget* dock);
    void setCovered(bool covered);
    bool isCovered() const { return m_covered; }
    // The dock's pane is hidden behind the note (for tests).
    bool isCovering(const QDockWidget* dock) const;

signals:
    void coveredChanged(bool covered);

private:
    struct Entry {
        QPointer<QDockWidget> dock;
        QPointer<QStackedWidget> stack; // page 0 the pane, page 1 the note
    };
    std::vector<Entry> m_entries;
    bool m_covered = false;
};

} // namespace kibitz::ui
