// SPDX-License-Identifier: GPL-3.0-or-later
#include "analysis/analysislines.h"

#include "chess/notation.h"
#include "common/columntitles.h"

#include <QFont>

namespace kibitz::ui {

namespace {
// Longer lines are cut: nobody reads the 30th move of a PV, and SAN costs a move generation.
constexpr std::size_t kMaxSanMoves = 24;

constexpr ColumnTitle kLineColumns[] = {
    //: Column: the engine's evaluation (score) of the line
    {QT_TRANSLATE_NOOP("kibitz::ui::AnalysisLinesModel", "Eval")},
    //: Column: the search depth in plies
    {QT_TRANSLATE_NOOP("kibitz::ui::AnalysisLinesModel", "Depth")},
    {QT_TRANSLATE_NOOP("kibitz::ui::AnalysisLinesModel", "W/D/L %")},
    //: Column: the engine's principal variation (a sequence of moves)
    {QT_TRANSLATE_NOOP("kibitz::ui::AnalysisLinesModel", "Line")},
};
static_assert(std::size(kLineColumns) == AnalysisLinesModel::ColumnCount);
} // namespace

AnalysisLinesModel::AnalysisLinesModel(QObject* parent)
    : QAbstractTableModel(parent)
{}

void AnalysisLinesModel::setLines(const chess::Position& position, std::vector<engine::Info> lines)
{
    const bool samePosition = position == m_position;
    const int before = int(m_lines.size());
    const int after = int(lines.size());
    if (!samePosition && before > 0) {
        // Rows about another position are different things: let views drop their selection.
        beginResetModel();
        m_position = position;
        m_lines = std::move(lines);
        m_san.clear();
        for (const engine::Info& i : m_lines)
            m_san.push_back(
                QString::fromStdString(engine::pvToSan(m_position, i.pv, kMaxSanMoves)));
        endResetModel();
        return;
    }
    m_position = position;
    if (after < before) {
        beginRemoveRows({}, after, before - 1);
        m_lines.resize(std::size_t(after));
        m_san.resize(std::size_t(after));
        endRemoveRows();
    } else if (after > before) {
        beginInsertRows({}, before, after - 1);
        m_lines.resize(std::size_t(after));
        m_san.resize(std::size_t(after));
        endInsertRows();
    }
    m_lines = std::move(lines);
    for (std::size_t i = 0; i < m_lines.size(); ++i)
        m_san[i] = QString::fromStdString(engine::pvToSan(m_position, m_lines[i].pv, kMaxSanMoves));
    if (after > 0) emit dataChanged(index(0, 0), index(after - 1, ColumnCount - 1));
}

void AnalysisLinesModel::setScoreFromWhite(bool fromWhite)
{
    if (fromWhite == m_fromWhite) return;
    m_fromWhite = fromWhite;
    if (!m_lines.empty()) emit dataChanged(index(0, Eval), index(rowCount() - 1, Wdl));
    emit headerDataChanged(Qt::Horizontal, Eval, Wdl);
}

bool AnalysisLinesModel::hasWdl() const
{
    for (const engine::Info& i : m_lines)
        if (i.wdl) return true;
    return false;
}

const engine::Info* AnalysisLinesModel::lineAt(int row) const
{
    return row >= 0 && row < rowCount() ? &m_lines[std::size_t(row)] : nullptr;
}

std::vector<chess::Move> AnalysisLinesModel::moves(int row) const
{
    std::vector<chess::Move> out;
    const engine::Info* info = lineAt(row);
    if (!info) return out;
    chess::Position p = m_position;
    for (const std::string& uci : info->pv) {
        const auto m = chess::parseUci(p, uci);
        if (!m) break;
        out.push_back(*m);
        p.play(*m);
    }
    return out;
}

QString AnalysisLinesModel::evalText(const engine::Info& info) const
{
    if (!info.score) return {};
    engine::Score s =
        m_fromWhite ? engine::whitePov(*info.score, m_position.sideToMove()) : *info.score;
    const bool lower = s.lowerbound, upper = s.upperbound;
    s.lowerbound = s.upperbound = false;
    // A bound is a score the search has not settled yet (UCI "lowerbound"/"upperbound").
    const QString bound = lower ? QStringLiteral("≥") : upper ? QStringLiteral("≤") : QString();
    return bound + QString::fromStdString(engine::formatScore(s));
}

QString AnalysisLinesModel::wdlText(const engine::Info& info) const
{
    if (!info.wdl) return {};
    engine::Wdl w = *info.wdl;
    if (m_fromWhite && m_position.sideToMove() == chess::Color::Black) std::swap(w.win, w.loss);
    auto pct = [](int perMille) { return QString::number((perMille + 5) / 10); };
    return QStringLiteral("%1/%2/%3").arg(pct(w.win), pct(w.draw), pct(w.loss));
}

QString AnalysisLinesModel::wholeLine(const engine::Info& info) const
{
    // The whole line, not cut as the row is, six moves to a line of text: a rich-text tool tip
    // would wrap too, but Qt makes it a narrow column near the screen's edge.
    constexpr int kMovesPerLine = 6;
    const QStringList tokens = QString::fromStdString(engine::pvToSan(m_position, info.pv))
                                   .split(u' ', Qt::SkipEmptyParts);
    QString out;
    int numbers = 0;
    for (const QString& t : tokens) {
        const bool number = t.endsWith(u'.') && t.front().isDigit();
        if (!out.isEmpty())
            out += number && numbers > 0 && numbers % kMovesPerLine == 0 ? u'\n' : u' ';
        if (number) ++numbers;
        out += t;
    }
    return out;
}

QString AnalysisLinesModel::rowText(int row) const
{
    const engine::Info* info = lineAt(row);
    if (!info) return {};
    QString depth = data(index(row, Depth)).toString();
    QStringList parts{evalText(*info), QLatin1Char('d') + depth};
    if (info->wdl) parts << wdlText(*info);
    parts << m_san[std::size_t(row)];
    return parts.join(QStringLiteral("  "));
}

int AnalysisLinesModel::rowCount(const QModelIndex& parent) const
{
    return parent.isValid() ? 0 : int(m_lines.size());
}

int AnalysisLinesModel::columnCount(const QModelIndex& parent) const
{
    return parent.isValid() ? 0 : ColumnCount;
}

QVariant AnalysisLinesModel::data(const QModelIndex& index, int role) const
{
    const engine::Info* info = index.isValid() ? lineAt(index.row()) : nullptr;
    if (!info) return {};
    switch (role) {
    case Qt::DisplayRole:
        switch (index.column()) {
        case Eval:
            return evalText(*info);
        case Depth:
            if (!info->depth) return QString();
            return info->seldepth ? QStringLiteral("%1/%2").arg(*info->depth).arg(*info->seldepth)
                                  : QString::number(*info->depth);
        case Wdl:
            return wdlText(*info);
        case Line:
            return m_san[std::size_t(index.row())];
        default:
            break;
        }
        break;
    case Qt::ToolTipRole:
        if (index.column() == Line) return wholeLine(*info);
        // What the narrow pane's hidden columns would say.
        if (index.column() == Eval) {
            QStringList parts{tr("Depth %1").arg(data(this->index(index.row(), Depth)).toString())};
            if (info->wdl) parts << tr("win/draw/loss %1 %").arg(wdlText(*info));
            return parts.join(QStringLiteral(" · "));
        }
        if (index.column() == Wdl && info->wdl)
            return tr("Win %1‰, draw %2‰, loss %3‰ (engine's side to move)")
                .arg(info->wdl->win)
                .arg(info->wdl->draw)
                .arg(info->wdl->loss);
        break;
    case Qt::TextAlignmentRole:
        if (index.column() == Eval || index.column() == Depth)
            return QVariant::fromValue(Qt::AlignRight | Qt::AlignVCenter);
        break;
    case Qt::FontRole:
        if (index.column() == Eval) {
            QFont f;
            f.setBold(true);
            return f;
        }
        break;
    case PvRole: {
        QStringList pv;
        for (const std::string& m : info->pv) pv << QString::fromStdString(m);
        return pv;
    }
    default:
        break;
    }
    return {};
}

QVariant AnalysisLinesModel::headerData(int section, Qt::Orientation orientation, int role) const
{
    if (orientation == Qt::Horizontal && role == Qt::ToolTipRole
        && (section == Eval || section == Wdl))
        return m_fromWhite ? tr("From White's point of view")
                           : tr("From the side to move's point of view");
    return columnHeader(staticMetaObject, kLineColumns, section, orientation, role);
}

} // namespace kibitz::ui
