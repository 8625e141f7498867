// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// io::userFolder (datadirs.h) for the QtCore layers: Kibitz's own folders (the engine list,
// autosaves, the training store, the database index cache) as QStrings. One rule for the GUI,
// the CLI and the Qt-free parts: outside tests the answer is io::userFolder's, whatever names
// the running program gave itself; under QStandardPaths' test mode (QtTest) it is Qt's test
// folder, so that tests never read or write the user's files. Header-only: kibitz_io itself
// stays free of Qt.

#include "io/datadirs.h"

#include <QStandardPaths>
#include <QString>

namespace kibitz::io {

inline QString userFolderPath(UserFolder which)
{
    if (QStandardPaths::isTestModeEnabled()) {
        QStandardPaths::StandardLocation location = QStandardPaths::CacheLocation;
        switch (which) {
        case UserFolder::Cache:
            break;
        case UserFolder::Config:
            location = QStandardPaths::AppConfigLocation;
            break;
        case UserFolder::Data:
            location = QStandardPaths::AppDataLocation;
            break;
        }
        return QStandardPaths::writableLocation(location);
    }
    return QString::fromStdString(userFolder(which));
}

// name ("engines.json", "autosave") in one of those folders.
inline QString userFilePath(UserFolder which, const QString& name)
{
    return userFolderPath(which) + QLatin1Char('/') + name;
}

} // namespace kibitz::io
