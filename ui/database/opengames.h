// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "model/fwd.h"

// The window's open games as the database pane needs them: the game shown, showing a game
// already open, and a tab to open a game into. The window's tabs (mainwindow/documenttabs.h)
// are one; the pane knows no more of the window than this.

namespace kibitz::ui {

class OpenGames {
public:
    virtual ~OpenGames() = default;
    // The game shown.
    [[nodiscard]] virtual model::GameDocument* current() const = 0;
    // Shows document; false when it is not open here.
    virtual bool show(const model::GameDocument* document) = 0;
    // The game shown when it is empty and untouched, else a new one, shown.
    virtual model::GameDocument* freshDocument() = 0;

protected:
    OpenGames() = default;
    OpenGames(const OpenGames&) = default;
    OpenGames& operator=(const OpenGames&) = default;
};

} // namespace kibitz::ui
