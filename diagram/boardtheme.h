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
    // Diagrams (diagram.h) take these too: the last move's and the check's highlight, the
    // coordinates (invalid: each square in the other square's colour) and the margin around
    // the board (invalid: no margin).
    QColor lastMove{205, 210, 106, 150};
    QColor check{220, 30, 30, 170};
    QColor coordinates{};
    QColor margin{};
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
    bool sounds = true;       // move, capture, check and game-end sounds (common/sounds.h)

    // Sets themeId and its colours; an unknown id leaves the colours (a custom theme).
    void selectTheme(const QString& id);

    static BoardAppearance load(const QSettings& settings);
    void save(QSettings& settings) const;
    friend bool operator==(const BoardAppearance&, const BoardAppearance&) = default;
};

} // namespace kibitz::ui
