// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// What the window's own collaborators (FileActions, WindowMenus) work with beyond its public
// face: its docks, its file actions and its error box. MainWindow implements it and hands
// itself to them as this; nothing else of its insides is theirs.

#include <QString>

#include <cstdint>

class QDockWidget;

namespace kibitz::ui {

class FileActions;

class WindowParts {
public:
    enum class Dock : std::uint8_t { Notation, Engine, Console, Evaluation, Book, Tablebase };
    [[nodiscard]] virtual QDockWidget* dock(Dock which) const = 0;
    [[nodiscard]] virtual FileActions* fileActions() const = 0;
    // A modal message box over the window.
    virtual void showError(const QString& title, const QString& message) = 0;

protected:
    WindowParts() = default;
    ~WindowParts() = default;
    WindowParts(const WindowParts&) = default;
    WindowParts& operator=(const WindowParts&) = default;
};

} // namespace kibitz::ui
