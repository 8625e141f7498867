// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QStringList>

namespace kibitz::ui {

// Folders that may hold Kibitz's bundled data (data/ in the source tree), most specific
// first: the source tree while developing, the installation's share/kibitz, and share/kibitz
// beside the executable's bin/ for a relocated installation. Only existing folders.
QStringList kibitzDataDirs();

// Folders given as a list in QSettings under key, without empty or repeated entries.
QStringList settingsFolders(const QString& key);
void setSettingsFolders(const QString& key, const QStringList& folders);

} // namespace kibitz::ui
