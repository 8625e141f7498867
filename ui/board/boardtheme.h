// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QColor>
#include <QString>

#include <vector>

class QSettings;

namespace kibitz::ui {

// A pair of square colours with a name.
struct BoardTheme {
    QString id;   // stored in the settings; never translated
    QString name; // translated, for menus
    QColor light;
    QColor dark;
};

// The preset themes, the first being the default.
const std::vector<BoardTheme>& boardThemes();

// How boards look, as chosen in Preferences and kept in QSettings ("board/..."): the piece
// set (a folder, empty for Kibitz's own), the square colours (a preset, or "custom" with
// colours of the user's) and whether coordinates are drawn.
struct BoardAppearance {
    static constexpr const char* kCustomTheme = "custom";

    QString pieceFolder;
    QString themeId = boardThemes().front().id;
    QColor light = boardThemes().front().light;
    QColor dark = boardThemes().front().dark;
    bool coordinates = true;
    bool largePieces = false; // pieces drawn a fifth larger (BoardView::setLargePieces)

    // Sets themeId and its colours; an unknown id leaves the colours (a custom theme).
    void selectTheme(const QString& id);

    static BoardAppearance load(const QSettings& settings);
    void save(QSettings& settings) const;
    friend bool operator==(const BoardAppearance&, const BoardAppearance&) = default;
};

} // namespace kibitz::ui
