// SPDX-License-Identifier: GPL-3.0-or-later
#include "common/settingsfolders.h"

#include <QSettings>

namespace kibitz::ui {

QStringList settingsFolders(const QString& key)
{
    QStringList out;
    for (const QString& f : QSettings().value(key).toStringList())
        if (!f.isEmpty() && !out.contains(f)) out << f;
    return out;
}

void setSettingsFolders(const QString& key, const QStringList& folders)
{
    QSettings().setValue(key, folders);
}

} // namespace kibitz::ui
