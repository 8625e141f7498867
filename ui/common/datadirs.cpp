// SPDX-License-Identifier: GPL-3.0-or-later
#include "common/datadirs.h"

#include <QCoreApplication>
#include <QDir>
#include <QFileInfo>
#include <QSettings>

namespace kibitz::ui {

QStringList kibitzDataDirs()
{
    QStringList candidates;
#ifdef KIBITZ_DATA_DIR
    candidates << QStringLiteral(KIBITZ_DATA_DIR);
#endif
#ifdef KIBITZ_INSTALLED_DATA_DIR
    candidates << QStringLiteral(KIBITZ_INSTALLED_DATA_DIR);
#endif
    if (QCoreApplication::instance())
        candidates << QCoreApplication::applicationDirPath() + QStringLiteral("/../share/kibitz");
    QStringList out;
    for (const QString& c : candidates) {
        const QFileInfo info(c);
        if (!info.isDir()) continue;
        const QString path = info.canonicalFilePath();
        if (!out.contains(path)) out << path;
    }
    return out;
}

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
