// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// What the tablebase pane shows for a position, gathered from Syzygy (WDL, DTZ) and Gaviota
// (DTM) and ranked: TablebaseReport. The tables are configured and probed by one process-wide
// TablebaseService on one worker thread (tablebasePool()): Gaviota's library has global state
// that must not be reconfigured while another thread probes it, and Syzygy's setPaths() must
// not run during probes either. Probing itself is thread-safe in both (tb::Tablebase by
// design, Gaviota by a lock around the library), but one thread keeps configuration and
// probes in order without locks of our own, and probes take microseconds.

#include "chess/position.h"
#include "tablebase/syzygy.h"

#include <QString>
#include <QStringList>

#include <optional>
#include <vector>

class QThreadPool;

namespace kibitz::ui {

struct TablebaseMove {
    chess::Move move;
    QString san;
    QString uci;
    tb::Wdl wdl = tb::Wdl::Draw; // for the side that plays it, as the tables say
    int dtz = 0;                 // Syzygy: plies to zeroing, this move the first (0: none)
    bool hasDtz = false;
    std::optional<int> dtm; // Gaviota: plies to mate, this move the first; < 0 mated
    bool zeroing = false;   // capture or pawn move
    bool mate = false;      // checkmates
};

struct TablebaseReport {
    bool covered = false;                                   // some table knows the position
    tb::ErrorKind reasonKind = tb::ErrorKind::MissingTable; // why not, when not covered
    QString reason; // ... in the core's words (names the table file at fault)
    int pieces = 0;
    bool fromSyzygy = false;
    tb::Wdl wdl = tb::Wdl::Draw; // for the side to move
    int dtz = 0;
    std::optional<int> dtm;           // plies, signed for the side to move (positive: it mates)
    std::vector<TablebaseMove> moves; // best first (see rankMoves)
};

// Wins first, the quickest (shortest DTM when every win has one, else shortest DTZ, mates
// first of all), then cursed wins, draws, blessed losses, and losses, the longest first.
void rankMoves(std::vector<TablebaseMove>& moves);

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
// tables, and Debian's gaviotatb package.
QStringList defaultSyzygyFolders();
QStringList defaultGaviotaFolders();

} // namespace kibitz::ui
