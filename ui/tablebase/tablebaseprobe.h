// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// The tables behind the tablebase pane: its report for a position is the core's
// (tablebase/report.h). The tables are configured and probed by one process-wide
// TablebaseService on one worker thread (tablebasePool()): Gaviota's library has global state
// that must not be reconfigured while another thread probes it, and Syzygy's setPaths() must
// not run during probes either. Probing itself is thread-safe in both (tb::Tablebase by
// design, Gaviota by a lock around the library), but one thread keeps configuration and
// probes in order without locks of our own, and probes take microseconds.

#include "chess/position.h"
#include "tablebase/report.h"
#include "tablebase/syzygy.h"

#include <QString>
#include <QStringList>

#include <optional>
#include <vector>

class QThreadPool;

namespace kibitz::ui {

// The core's report (tablebase/report.h), under the names the panes use.
using TablebaseMove = tb::ReportMove;
using TablebaseReport = tb::Report;

struct TablebaseConfig {
    QStringList syzygy;
    QStringList gaviota;
    bool operator==(const TablebaseConfig&) const = default;
};

struct TablebaseStatus {
    int syzygyFiles = 0;
    int syzygyMaxPieces = 0;
    int gaviotaMaxPieces = 0;
    QStringList problems; // folders that could not be read, Gaviota errors
};

class TablebaseService {
public:
    static TablebaseService& instance();

    // Both on tablebasePool() only.
    TablebaseStatus configure(const TablebaseConfig& config);
    TablebaseReport probe(const chess::Position& pos) const;

private:
    TablebaseService() = default;
    tb::Tablebase m_syzygy;
    std::optional<TablebaseConfig> m_config;
    TablebaseStatus m_status;
};

QThreadPool* tablebasePool();

// The folders used when the user has added none of a kind: the bundled 3-4 piece Syzygy
// tables, and Debian's gaviotatb package (io/datadirs.h, as the CLI).
QStringList defaultSyzygyFolders();
QStringList defaultGaviotaFolders();

} // namespace kibitz::ui
