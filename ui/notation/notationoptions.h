// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "pgn/comment.h"

#include <QObject>
#include <QString>

namespace kibitz::ui {

// What every notation view shows beside the moves: the clock times ([%clk], else the time
// the move took from [%emt]) and the evaluations ([%eval]) of the game's comments, each a
// display choice (View menu and the notation's context menu) remembered in the settings.
// Files keep their comments whatever is shown.
class NotationOptions : public QObject {
    Q_OBJECT

public:
    // The one set of choices, read from the settings when first asked for.
    static NotationOptions& instance();

    [[nodiscard]] bool showClocks() const { return m_clocks; }
    [[nodiscard]] bool showEvaluations() const { return m_evaluations; }
    void setShowClocks(bool on);
    void setShowEvaluations(bool on);

signals:
    // A choice changed: the views redraw, the menus tick.
    void changed();

private:
    NotationOptions();

    bool m_clocks = true;
    bool m_evaluations = true;
};

// How the notation, the evaluation graph and the clocks write the comments' values.
// A clock as players read it: "4:58", "1:05:03", tenths below twenty seconds ("0:07.5").
QString clockText(double seconds);
// The time a move took ([%emt]): "12s", "1m05s", "7.5s" (no colon, unlike a clock).
QString moveTimeText(double seconds);
// An evaluation from White's side as engines print it: "+0.30", "−1.20", "0.00", "#3", "#−2".
QString evalText(const pgn::Eval& eval);

} // namespace kibitz::ui
