// SPDX-License-Identifier: GPL-3.0-or-later
#include "common/placebeside.h"

#include <QGuiApplication>
#include <QRect>
#include <QScreen>
#include <QWidget>

#include <algorithm>

namespace kibitz::ui {

void placeBeside(QWidget& dialog, const QRect& keepVisible)
{
    const QScreen* screen = QGuiApplication::screenAt(keepVisible.center());
    if (keepVisible.isEmpty() || !screen) return;
    const QRect room = screen->availableGeometry();
    dialog.adjustSize();
    // The window system adds a frame around the dialog (its title bar above, a border on
    // each side): room for it is kept on both sides of the gap.
    constexpr int gap = 16;
    const QSize size = dialog.size() + QSize(gap, 2 * gap);
    const int top = std::clamp(keepVisible.top(), room.top(),
                               std::max(room.top(), room.bottom() + 1 - size.height()));
    const int roomRight = room.right() - keepVisible.right();
    const int roomLeft = keepVisible.left() - room.left();
    if (roomRight >= size.width())
        dialog.move(keepVisible.right() + 1 + gap, top);
    else if (roomLeft >= size.width())
        dialog.move(keepVisible.left() - size.width(), top);
    // No side has room: against the screen's edge on the roomier side, over as little of
    // the board as can be.
    else if (roomRight >= roomLeft)
        dialog.move(std::max(room.left(), room.right() + 1 - size.width() + gap / 2), top);
    else
        dialog.move(room.left(), top);
}

} // namespace kibitz::ui
