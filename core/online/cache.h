// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// Answers kept on disk, so that a position looked at again costs the servers nothing: one file
// per request (its URL, which names the position), in Kibitz's cache folder, at most a bounded
// number of files per service; the oldest go first. Files are written atomically.

#include <QByteArray>
#include <QString>
#include <QUrl>

#include <optional>

namespace kibitz::online {

class DiskCache {
public:
    // folder empty: nothing is kept. maxEntries bounds the files in folder.
    DiskCache(QString folder, int maxEntries);

    std::optional<QByteArray> get(const QUrl& url) const;
    void put(const QUrl& url, const QByteArray& body);
    int maxEntries() const { return m_maxEntries; }
    const QString& folder() const { return m_folder; }

private:
    QString fileOf(const QUrl& url) const;
    void trim();

    QString m_folder;
    int m_maxEntries;
    int m_putsSinceTrim = 0;
};

} // namespace kibitz::online
