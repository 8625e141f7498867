// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QStringList>

namespace kibitz::ui {

// (Kibitz's own data folders are io::dataDirs(), shared with the CLI.)

// Folders given as a list in QSettings under key, without empty or repeated entries.
QStringList settingsFolders(const QString& key);
void setSettingsFolders(const QString& key, const QStringList& folders);

} // namespace kibitz::ui
