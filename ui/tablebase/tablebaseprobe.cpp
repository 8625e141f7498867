// SPDX-License-Identifier: GPL-3.0-or-later
#include "tablebase/tablebaseprobe.h"

#include "io/datadirs.h"
#include "tablebase/gaviota.h"

#include <QCoreApplication>
#include <QThreadPool>

namespace kibitz::ui {

QThreadPool* tablebasePool()
{
    static QThreadPool* pool = [] {
        // Owned by the application, whose end waits for a probe still running (microseconds)
        // before the statics the work uses go away.
        auto* p = new QThreadPool(QCoreApplication::instance());
        p->setMaxThreadCount(1); // configuration and probes in order (see the header)
        return p;
    }();
    return pool;
}

namespace {

QStringList fromStd(const std::vector<std::string>& list)
{
    QStringList out;
    for (const std::string& s : list) out << QString::fromStdString(s);
    return out;
}

std::vector<std::string> toStd(const QStringList& list)
{
    std::vector<std::string> out;
    for (const QString& s : list) out.push_back(s.toStdString());
    return out;
}

} // namespace

QStringList defaultSyzygyFolders()
{
    return fromStd(io::bundledSyzygyFolders());
}

QStringList defaultGaviotaFolders()
{
    return fromStd(io::systemGaviotaFolders());
}

TablebaseService& TablebaseService::instance()
{
    static TablebaseService service;
    return service;
}

TablebaseStatus TablebaseService::configure(const TablebaseConfig& config)
{
    if (m_config && *m_config == config) return m_status;
    m_config = config;
    m_status = {};
    const tb::ScanResult scan = m_syzygy.setPaths(toStd(config.syzygy));
    m_status.syzygyFiles = scan.wdlFiles;
    m_status.syzygyMaxPieces = scan.maxPieces;
    for (const std::string& p : scan.problems) m_status.problems << QString::fromStdString(p);
    tb::Gaviota& gaviota = tb::Gaviota::instance();
    if (!config.gaviota.isEmpty()) {
        if (const auto error = gaviota.setPaths(toStd(config.gaviota)))
            m_status.problems << QString::fromStdString(*error);
    } else {
        gaviota.setPaths({}); // forget tables configured before
    }
    m_status.gaviotaMaxPieces = gaviota.available() ? gaviota.maxPieces() : 0;
    return m_status;
}

TablebaseReport TablebaseService::probe(const chess::Position& pos) const
{
    return tb::probeReport(m_syzygy, &tb::Gaviota::instance(), pos);
}

} // namespace kibitz::ui
