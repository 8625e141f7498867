// SPDX-License-Identifier: GPL-3.0-or-later
#include "online/cache.h"

#include "io/atomic_file_qt.h"

#include <QCryptographicHash>
#include <QDir>
#include <QFile>
#include <QFileInfo>

namespace kibitz::online {

DiskCache::DiskCache(QString folder, int maxEntries)
    : m_folder(std::move(folder))
    , m_maxEntries(maxEntries)
{}

QString DiskCache::fileOf(const QUrl& url) const
{
    const QByteArray key = QCryptographicHash::hash(url.toEncoded(), QCryptographicHash::Sha1);
    return m_folder + QLatin1Char('/') + QString::fromLatin1(key.toHex()) + QStringLiteral(".json");
}

std::optional<QByteArray> DiskCache::get(const QUrl& url) const
{
    if (m_folder.isEmpty()) return std::nullopt;
    QFile file(fileOf(url));
    if (!file.open(QIODevice::ReadOnly)) return std::nullopt;
    return file.readAll();
}

void DiskCache::put(const QUrl& url, const QByteArray& body)
{
    if (m_folder.isEmpty() || m_maxEntries <= 0) return;
    if (!QDir().mkpath(m_folder)) return;
    // A cache that cannot be written only costs a request next time.
    if (io::saveFileAtomically(fileOf(url), body)) return;
    // Trimming lists the folder: do it once per tenth of the bound.
    if (++m_putsSinceTrim >= std::max(1, m_maxEntries / 10)) {
        m_putsSinceTrim = 0;
        trim();
    }
}

void DiskCache::trim()
{
    QDir dir(m_folder);
    const QFileInfoList files =
        dir.entryInfoList({QStringLiteral("*.json")}, QDir::Files, QDir::Time | QDir::Reversed);
    for (qsizetype i = 0; i + m_maxEntries < files.size(); ++i)
        QFile::remove(files.at(i).absoluteFilePath());
}

} // namespace kibitz::online
