// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// A wrapper that logs what an engine is sent: "logging-engine.sh LOG PROGRAM ARGS..." tees its
// input into LOG (appending) and runs PROGRAM with it. The tests that check which options
// reach an engine (the command line's, the window's games) read the log.

#include <QFile>
#include <QString>

// Writes the wrapper into dir; its path, or an empty string when it could not be written.
inline QString writeLoggingEngine(const QString& dir)
{
    const QString wrapper = dir + QStringLiteral("/logging-engine.sh");
    QFile f(wrapper);
    if (!f.open(QIODevice::WriteOnly)
        || f.write("#!/bin/sh\nlog=\"$1\"\nshift\ntee -a \"$log\" | exec \"$@\"\n") < 0)
        return {};
    f.close();
    if (!QFile::setPermissions(wrapper, QFile::ReadOwner | QFile::WriteOwner | QFile::ExeOwner))
        return {};
    return wrapper;
}
