// SPDX-License-Identifier: GPL-3.0-or-later
#include "tablebase/tablebaseprobe.h"

#include "common/datadirs.h"

#include "chess/movegen.h"
#include "chess/notation.h"
#include "tablebase/gaviota.h"

#include <QCoreApplication>
#include <QDir>
#include <QFileInfo>
#include <QThreadPool>

#include <algorithm>

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

QStringList defaultSyzygyFolders()
{
    for (const QString& dir : kibitzDataDirs())
        if (QFileInfo(dir + QStringLiteral("/syzygy")).isDir())
            return {dir + QStringLiteral("/syzygy")};
    return {};
}

QStringList defaultGaviotaFolders()
{
    // Debian's gaviotatb ships the 3-piece tables in each compression scheme; cp4 is the one
    // the library reads fastest.
    for (const char* dir : {"/usr/share/gaviotatb/gtb4", "/usr/share/gaviotatb/gtb3",
                            "/usr/share/gaviotatb/gtb2", "/usr/share/gaviotatb/gtb1"})
        if (QFileInfo(QString::fromLatin1(dir)).isDir()) return {QString::fromLatin1(dir)};
    return {};
}

namespace {

int outcomeClass(tb::Wdl w)
{
    return tb::toInt(w); // win 2 > cursed win 1 > draw 0 > blessed loss -1 > loss -2
}

std::vector<std::string> toStd(const QStringList& list)
{
    std::vector<std::string> out;
    for (const QString& s : list) out.push_back(s.toStdString());
    return out;
}

} // namespace

void rankMoves(std::vector<TablebaseMove>& moves)
{
    const bool winsHaveDtm = std::all_of(moves.begin(), moves.end(), [](const TablebaseMove& m) {
        return m.wdl != tb::Wdl::Win || m.dtm.has_value();
    });
    const bool lossesHaveDtm = std::all_of(moves.begin(), moves.end(), [](const TablebaseMove& m) {
        return m.wdl != tb::Wdl::Loss || m.dtm.has_value();
    });
    std::stable_sort(moves.begin(), moves.end(),
                     [&](const TablebaseMove& a, const TablebaseMove& b) {
                         if (a.wdl != b.wdl) return outcomeClass(a.wdl) > outcomeClass(b.wdl);
                         switch (a.wdl) {
                         case tb::Wdl::Win:
                             if (a.mate != b.mate) return a.mate;
                             if (winsHaveDtm && *a.dtm != *b.dtm) return *a.dtm < *b.dtm;
                             return a.dtz < b.dtz;
                         case tb::Wdl::CursedWin:
                             return a.dtz < b.dtz;
                         case tb::Wdl::Draw:
                             return false;
                         case tb::Wdl::BlessedLoss:
                             return a.dtz < b.dtz; // more negative: further away
                         case tb::Wdl::Loss:
                             if (lossesHaveDtm && *a.dtm != *b.dtm) return *a.dtm < *b.dtm;
                             return a.dtz < b.dtz;
                         }
                         return false;
                     });
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
    TablebaseReport report;
    report.pieces = chess::popCount(pos.occupied());
    tb::Gaviota& gaviota = tb::Gaviota::instance();
    const auto root = m_syzygy.probeRoot(pos);
    const auto dtm = gaviota.probe(pos);
    const std::vector<tb::GaviotaMove> dtmMoves =
        dtm ? gaviota.probeRoot(pos) : std::vector<tb::GaviotaMove>{};
    auto dtmOf = [&](chess::Move m) -> std::optional<int> {
        for (const tb::GaviotaMove& g : dtmMoves)
            if (g.move == m) return g.after.dtm;
        return std::nullopt;
    };
    auto describe = [&](chess::Move m) {
        TablebaseMove t;
        t.move = m;
        t.san = QString::fromStdString(chess::toSan(pos, m));
        t.uci = QString::fromStdString(chess::toUci(pos, m));
        t.dtm = dtmOf(m);
        return t;
    };

    if (root) {
        report.covered = true;
        report.fromSyzygy = true;
        report.wdl = root->wdl;
        report.dtz = root->dtz;
        for (const tb::MoveValue& v : root->moves) {
            TablebaseMove t = describe(v.move);
            t.wdl = v.wdl;
            t.dtz = v.dtz;
            t.hasDtz = true;
            t.zeroing = v.zeroing;
            t.mate = v.mate;
            report.moves.push_back(std::move(t));
        }
    } else if (dtm) {
        // Gaviota alone (a folder of larger Gaviota tables than Syzygy ones).
        report.covered = true;
        report.wdl = dtm->wdl > 0 ? tb::Wdl::Win : dtm->wdl < 0 ? tb::Wdl::Loss : tb::Wdl::Draw;
        for (const tb::GaviotaMove& g : dtmMoves) {
            TablebaseMove t = describe(g.move);
            t.wdl = g.after.wdl > 0   ? tb::Wdl::Win
                    : g.after.wdl < 0 ? tb::Wdl::Loss
                                      : tb::Wdl::Draw;
            const chess::Position next = pos.after(g.move);
            t.mate = next.isCheck() && !chess::hasLegalMove(next);
            t.zeroing = pos.pieceOn(g.move.to()) != chess::Piece::None
                        || chess::typeOf(pos.pieceOn(g.move.from())) == chess::PieceType::Pawn;
            report.moves.push_back(std::move(t));
        }
    } else {
        report.reasonKind = root.error().kind;
        report.reason = QString::fromStdString(root.error().toString());
        return report;
    }
    if (dtm) report.dtm = dtm->dtm;
    rankMoves(report.moves);
    return report;
}

} // namespace kibitz::ui
