// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// The engine's lines as a table for a view: score, depth/seldepth, win/draw/loss and the
// line in SAN, one row per MultiPV line, best first. The pane hands it a snapshot at most
// about 15 times a second; rows are updated in place so the view keeps its selection.

#include "chess/position.h"
#include "engine/uci_client.h"

#include <QAbstractTableModel>
#include <QStringList>

#include <vector>

namespace kibitz::ui {

class AnalysisLinesModel : public QAbstractTableModel {
    Q_OBJECT

public:
    enum Column : int { Eval, Depth, Wdl, Line, ColumnCount };
    // The line's moves in UCI notation, as the engine sent them (a QStringList).
    static constexpr int PvRole = Qt::UserRole;

    explicit AnalysisLinesModel(QObject* parent = nullptr);

    // lines: infos with a score and a PV, in MultiPV order.
    void setLines(const chess::Position& position, std::vector<engine::Info> lines);
    void clear() { setLines(m_position, {}); }
    // Scores (and WDL) from White's point of view, or from the side to move's.
    void setScoreFromWhite(bool fromWhite);
    [[nodiscard]] bool scoreFromWhite() const { return m_fromWhite; }
    [[nodiscard]] bool hasWdl() const;
    [[nodiscard]] const chess::Position& position() const { return m_position; }
    [[nodiscard]] const engine::Info* lineAt(int row) const;
    // The line's legal moves from the position (as far as they are legal).
    [[nodiscard]] std::vector<chess::Move> moves(int row) const;

    // What a row shows, as text: "+0.35  d12/18  1. e4 e5 2. Nf3".
    [[nodiscard]] QString rowText(int row) const;

    int rowCount(const QModelIndex& parent = {}) const override;
    int columnCount(const QModelIndex& parent = {}) const override;
    QVariant data(const QModelIndex& index, int role = Qt::DisplayRole) const override;
    QVariant headerData(int section, Qt::Orientation orientation,
                        int role = Qt::DisplayRole) const override;

private:
    [[nodiscard]] QString evalText(const engine::Info& info) const;
    [[nodiscard]] QString wdlText(const engine::Info& info) const;
    [[nodiscard]] QString wholeLine(const engine::Info& info) const;

    chess::Position m_position;
    std::vector<engine::Info> m_lines;
    std::vector<QString> m_san; // per row, computed once per snapshot
    bool m_fromWhite = true;
};

} // namespace kibitz::ui
