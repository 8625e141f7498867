// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// The window's colours: as the desktop has them, or light, or dark. Light and dark are Qt's
// Fusion style with its light palette or a dark one of ours; "as the desktop" is dark when
// the desktop is (its palette's window colour is dark, or GTK_THEME asks for ":dark"), and
// otherwise leaves the desktop's own style and palette. The choice is kept in QSettings
// ("ui/colorTheme") and applied at start and from Preferences, while the window is open.

#include <QPalette>
#include <QString>

#include <cstdint>

namespace kibitz::ui {

enum class ColorTheme : std::uint8_t { Desktop, Light, Dark };

// The choice kept in the settings (Desktop when none).
ColorTheme colorThemeSetting();
void setColorThemeSetting(ColorTheme theme);

// Whether the desktop's own colours are dark (read before any theme was applied).
bool desktopIsDark();
// Whether theme comes out dark on this desktop.
bool isDark(ColorTheme theme);

// The dark palette used for ColorTheme::Dark (and Desktop on a dark desktop).
QPalette darkPalette();

// Applies theme to the application: style, palette and what widgets read from it.
void applyColorTheme(ColorTheme theme);

} // namespace kibitz::ui
