// SPDX-License-Identifier: GPL-3.0-or-later
#include "common/colortheme.h"

#include <QApplication>
#include <QSettings>
#include <QStyle>
#include <QStyleFactory>

#include <optional>

namespace kibitz::ui {

namespace {

const QString kSettingKey = QStringLiteral("ui/colorTheme");

// The desktop's style and palette as the application started with them, kept before a theme
// replaces them, so that "as the desktop" can go back to them.
struct DesktopLook {
    QString style;
    QPalette palette;
};

const DesktopLook& desktopLook()
{
    static const DesktopLook look{QApplication::style() ? QApplication::style()->name() : QString(),
                                  QApplication::palette()};
    return look;
}

} // namespace

ColorTheme colorThemeSetting()
{
    const QString value = QSettings().value(kSettingKey).toString();
    if (value == QLatin1String("light")) return ColorTheme::Light;
    if (value == QLatin1String("dark")) return ColorTheme::Dark;
    return ColorTheme::Desktop;
}

void setColorThemeSetting(ColorTheme theme)
{
    QSettings settings;
    switch (theme) {
    case ColorTheme::Desktop:
        settings.remove(kSettingKey);
        break;
    case ColorTheme::Light:
        settings.setValue(kSettingKey, QStringLiteral("light"));
        break;
    case ColorTheme::Dark:
        settings.setValue(kSettingKey, QStringLiteral("dark"));
        break;
    }
}

bool desktopIsDark()
{
    // Qt 6.4 has no colour scheme hint (QStyleHints::colorScheme is 6.5's): the desktop's
    // palette says it (KDE, and GNOME through the GTK platform theme), and GTK_THEME=Adwaita:dark
    // is the way GTK users ask for dark without one.
    if (qEnvironmentVariable("GTK_THEME").endsWith(QLatin1String(":dark"), Qt::CaseInsensitive))
        return true;
    const QPalette& palette = desktopLook().palette;
    return palette.color(QPalette::Window).lightness()
           < palette.color(QPalette::WindowText).lightness();
}

bool isDark(ColorTheme theme)
{
    return theme == ColorTheme::Dark || (theme == ColorTheme::Desktop && desktopIsDark());
}

QPalette darkPalette()
{
    // Fusion's roles on dark greys, text near white, the selection a blue that keeps white
    // text readable; disabled text dimmed.
    const QColor window(45, 45, 48), base(30, 30, 32), alternate(40, 40, 43), text(230, 230, 230);
    const QColor dim(130, 130, 130), highlight(42, 130, 218), link(110, 170, 255);
    QPalette p;
    p.setColor(QPalette::Window, window);
    p.setColor(QPalette::WindowText, text);
    p.setColor(QPalette::Base, base);
    p.setColor(QPalette::AlternateBase, alternate);
    p.setColor(QPalette::ToolTipBase, window);
    p.setColor(QPalette::ToolTipText, text);
    p.setColor(QPalette::PlaceholderText, dim);
    p.setColor(QPalette::Text, text);
    p.setColor(QPalette::Button, window);
    p.setColor(QPalette::ButtonText, text);
    p.setColor(QPalette::BrightText, Qt::red);
    p.setColor(QPalette::Link, link);
    p.setColor(QPalette::LinkVisited, link.darker(120));
    p.setColor(QPalette::Highlight, highlight);
    p.setColor(QPalette::HighlightedText, Qt::white);
    p.setColor(QPalette::Light, window.lighter(150));
    p.setColor(QPalette::Midlight, window.lighter(125));
    p.setColor(QPalette::Mid, window.darker(120));
    p.setColor(QPalette::Dark, window.darker(150));
    p.setColor(QPalette::Shadow, Qt::black);
    for (const QPalette::ColorRole role :
         {QPalette::WindowText, QPalette::Text, QPalette::ButtonText, QPalette::HighlightedText})
        p.setColor(QPalette::Disabled, role, dim);
    p.setColor(QPalette::Disabled, QPalette::Highlight, window.lighter(130));
    return p;
}

void applyColorTheme(ColorTheme theme)
{
    static bool changed = false;                // whether a theme replaced the desktop's look
    const DesktopLook& desktop = desktopLook(); // kept before anything changes
    if (theme == ColorTheme::Desktop && !desktopIsDark()) {
        if (!changed) return;
        changed = false;
        if (!desktop.style.isEmpty()) QApplication::setStyle(desktop.style);
        QApplication::setPalette(desktop.palette);
        return;
    }
    changed = true;
    QApplication::setStyle(QStyleFactory::create(QStringLiteral("Fusion")));
    QApplication::setPalette(isDark(theme) ? darkPalette()
                                           : QApplication::style()->standardPalette());
}

} // namespace kibitz::ui
