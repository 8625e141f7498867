// SPDX-License-Identifier: GPL-3.0-or-later
#include "diagram/boardtheme.h"

#include <QCoreApplication>
#include <QSettings>

namespace kibitz::ui {

namespace {
const auto kPieceKey = QStringLiteral("board/pieceFolder");
const auto kThemeKey = QStringLiteral("board/theme");
const auto kLightKey = QStringLiteral("board/lightColor");
const auto kDarkKey = QStringLiteral("board/darkColor");
const auto kCoordinatesKey = QStringLiteral("board/coordinates");
const auto kLargePiecesKey = QStringLiteral("board/largePieces");
const auto kSoundsKey = QStringLiteral("board/sounds");
} // namespace

const std::vector<BoardTheme>& boardThemes()
{
    // Pairs chosen for contrast between the squares and with both piece colours; the coordinate
    // letters are drawn in the other square's colour, so each pair must read on itself.
    static const std::vector<BoardTheme> themes = {
        {QStringLiteral("wood"), QCoreApplication::translate("kibitz::ui::BoardTheme", "Wood"),
         QColor(0xee, 0xda, 0xb6), QColor(0xb2, 0x87, 0x5f)},
        {QStringLiteral("green"), QCoreApplication::translate("kibitz::ui::BoardTheme", "Green"),
         QColor(0xee, 0xee, 0xd2), QColor(0x76, 0x96, 0x56)},
        {QStringLiteral("blue"), QCoreApplication::translate("kibitz::ui::BoardTheme", "Blue"),
         QColor(0xde, 0xe3, 0xe6), QColor(0x7d, 0x97, 0xaa)},
        {QStringLiteral("grey"), QCoreApplication::translate("kibitz::ui::BoardTheme", "Grey"),
         QColor(0xe2, 0xe2, 0xe2), QColor(0x9a, 0x9a, 0x9a)},
        {QStringLiteral("coral"), QCoreApplication::translate("kibitz::ui::BoardTheme", "Coral"),
         QColor(0xf1, 0xe3, 0xcf), QColor(0xc0, 0x72, 0x5e)},
        // White against a dark blue: a contrast ratio above 4 between the squares and for both
        // piece colours on either, with no hue that some colour vision cannot tell apart.
        // Its highlights opaque and strong, its coordinates black on a white margin.
        {QStringLiteral("contrast"),
         QCoreApplication::translate("kibitz::ui::BoardTheme", "High contrast"),
         QColor(0xff, 0xff, 0xff), QColor(0x4f, 0x6f, 0x99), QColor(0xff, 0xd8, 0x00),
         QColor(0xd0, 0x00, 0x00), QColor(0x00, 0x00, 0x00), QColor(0xff, 0xff, 0xff)},
    };
    return themes;
}

void BoardAppearance::selectTheme(const QString& id)
{
    themeId = id;
    for (const BoardTheme& theme : boardThemes())
        if (theme.id == id) {
            light = theme.light;
            dark = theme.dark;
            return;
        }
    themeId = QLatin1String(kCustomTheme);
}

BoardAppearance BoardAppearance::load(const QSettings& settings)
{
    BoardAppearance a;
    a.pieceFolder = settings.value(kPieceKey).toString();
    a.coordinates = settings.value(kCoordinatesKey, true).toBool();
    a.largePieces = settings.value(kLargePiecesKey, false).toBool();
    a.sounds = settings.value(kSoundsKey, true).toBool();
    const QString theme = settings.value(kThemeKey, a.themeId).toString();
    if (theme == QLatin1String(kCustomTheme)) {
        // Unreadable colours fall back to the default theme's, not to black.
        const QColor light(settings.value(kLightKey).toString());
        const QColor dark(settings.value(kDarkKey).toString());
        a.themeId = theme;
        if (light.isValid()) a.light = light;
        if (dark.isValid()) a.dark = dark;
    } else {
        a.selectTheme(theme);
        // A preset this version does not know (renamed, or from a later version): the default.
        if (a.themeId == QLatin1String(kCustomTheme)) a.selectTheme(boardThemes().front().id);
    }
    return a;
}

void BoardAppearance::save(QSettings& settings) const
{
    settings.setValue(kPieceKey, pieceFolder);
    settings.setValue(kThemeKey, themeId);
    settings.setValue(kLightKey, light.name());
    settings.setValue(kDarkKey, dark.name());
    settings.setValue(kCoordinatesKey, coordinates);
    settings.setValue(kLargePiecesKey, largePieces);
    settings.setValue(kSoundsKey, sounds);
}

} // namespace kibitz::ui
