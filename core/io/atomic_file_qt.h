// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// saveFileAtomically (atomic_file.h) for the QtCore layers, with Qt's path and byte types and
// the error as a sentence. Header-only: kibitz_io itself stays free of Qt.

#include "io/atomic_file.h"

#include <QByteArray>
#include <QFile>
#include <QString>

#include <optional>

namespace kibitz::io {

// std::nullopt on success, else "cannot save '...': ...: <reason>".
[[nodiscard]] inline std::optional<QString> saveFileAtomically(const QString& path,
                                                               const QByteArray& bytes)
{
    const auto error = saveFileAtomically(QFile::encodeName(path).toStdString(),
                                          std::string_view(bytes.constData(), bytes.size()));
    if (!error) return std::nullopt;
    return QString::fromStdString(error->message);
}

} // namespace kibitz::io
