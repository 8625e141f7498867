// SPDX-License-Identifier: GPL-3.0-or-later
#include "tablebase/tablebasepane.h"

#include "chess/variant.h"

#include "model/gamedocument.h"

#include "common/columntitles.h"
#include "common/pickonenter.h"
#include "common/settingsfolders.h"

#include "chess/notation.h"

#include <QCheckBox>
#include <QFileDialog>
#include <QFutureWatcher>
#include <QHBoxLayout>
#include <QLabel>
#include <QMenu>
#include <QPointer>
#include <QTextDocumentFragment>
#include <QToolButton>
#include <QTreeView>
#include <QVBoxLayout>
#include <QtConcurrent/QtConcurrentRun>

#include <algorithm>

namespace kibitz::ui {

namespace {
const auto kSyzygyKey = QStringLiteral("tablebases/syzygy");
const auto kGaviotaKey = QStringLiteral("tablebases/gaviota");

// The outcome of a move (for its mover) once the game's halfmove clock is counted: a zeroing
// move starts the count again.
tb::Wdl outcomeAtClock(const TablebaseMove& m, int halfmoveClock)
{
    if (!m.hasDtz) return m.wdl;
    return tb::atClock(m.wdl, m.dtz, m.zeroing ? 0 : halfmoveClock);
}

// How an outcome reads in the pane, the rows' and the summary's alike: its colour (readable on
// light and dark backgrounds), its name (a noun) and the summary's sentence for the side to move
// (%1: White or Black; none for a draw, which its name says).
struct OutcomeWords {
    QRgb color;
    const char* name;
    const char* summary;
};
constexpr OutcomeWords kOutcomes[] = {
    //: Tablebase results (nouns): win, win the 50-move rule spoils ("cursed"), draw, loss the
    //: 50-move rule saves ("blessed"), loss
    {qRgb(0x1e, 0x8e, 0x3e), QT_TRANSLATE_NOOP("kibitz::ui::TablebasePane", "Win"),
     QT_TRANSLATE_NOOP("kibitz::ui::TablebasePane", "%1 wins")},
    {qRgb(0x7c, 0x9a, 0x2a), QT_TRANSLATE_NOOP("kibitz::ui::TablebasePane", "Cursed win"),
     QT_TRANSLATE_NOOP("kibitz::ui::TablebasePane",
                       "Cursed win for %1: the 50-move rule draws it")},
    //: Tablebase result: the position is a draw (noun)
    {qRgb(0x80, 0x80, 0x80), QT_TRANSLATE_NOOP("kibitz::ui::TablebasePane", "Draw"), nullptr},
    {qRgb(0xd0, 0x80, 0x20), QT_TRANSLATE_NOOP("kibitz::ui::TablebasePane", "Blessed loss"),
     QT_TRANSLATE_NOOP("kibitz::ui::TablebasePane",
                       "Blessed loss for %1: the 50-move rule saves it")},
    {qRgb(0xd0, 0x3a, 0x2f), QT_TRANSLATE_NOOP("kibitz::ui::TablebasePane", "Loss"),
     QT_TRANSLATE_NOOP("kibitz::ui::TablebasePane", "%1 loses")},
};
// One row for each outcome, in the enum's order from Win (2) down to Loss (-2).
static_assert(std::size(kOutcomes) == 5 && tb::toInt(tb::Wdl::Win) == 2
              && tb::toInt(tb::Wdl::CursedWin) == 1 && tb::toInt(tb::Wdl::Draw) == 0
              && tb::toInt(tb::Wdl::BlessedLoss) == -1 && tb::toInt(tb::Wdl::Loss) == -2);

const OutcomeWords& wordsOf(tb::Wdl wdl)
{
    return kOutcomes[std::size_t(2 - tb::toInt(wdl))];
}
} // namespace

QColor outcomeColor(tb::Wdl wdl)
{
    return QColor(wordsOf(wdl).color);
}

QString outcomeName(tb::Wdl wdl)
{
    return TablebasePane::tr(wordsOf(wdl).name);
}

QString mateText(int dtmPlies)
{
    // Plies to mate as moves, the way players count (mate in 1 is one ply).
    const int moves = (std::abs(dtmPlies) + 1) / 2;
    return dtmPlies > 0 ? QStringLiteral("#%1").arg(moves) : QStringLiteral("#-%1").arg(moves);
}

// ---------------------------------------------------------------------------------------
// TablebaseMoveModel

namespace {
constexpr ColumnTitle kTablebaseColumns[] = {
    {QT_TRANSLATE_NOOP("kibitz::ui::TablebaseMoveModel", "Move")},
    {QT_TRANSLATE_NOOP("kibitz::ui::TablebaseMoveModel", "Result")},
    {QT_TRANSLATE_NOOP("kibitz::ui::TablebaseMoveModel", "DTZ"),
     QT_TRANSLATE_NOOP("kibitz::ui::TablebaseMoveModel",
                       "Syzygy: plies to the next capture or pawn move with best play, this move "
                       "counted (negative: the opponent's)")},
    {QT_TRANSLATE_NOOP("kibitz::ui::TablebaseMoveModel", "DTM"),
     QT_TRANSLATE_NOOP("kibitz::ui::TablebaseMoveModel",
                       "Gaviota: moves to mate (#-n: mated in n)")},
};
static_assert(std::size(kTablebaseColumns) == TablebaseMoveModel::ColumnCount);
} // namespace

TablebaseMoveModel::TablebaseMoveModel(QObject* parent)
    : RowListModel(kTablebaseColumns, parent)
{}

void TablebaseMoveModel::setMoves(const std::vector<TablebaseMove>& moves,
                                  const chess::Position& pos)
{
    std::vector<TablebaseRow> rows;
    for (const TablebaseMove& m : moves) {
        const tb::Wdl outcome = outcomeAtClock(m, pos.halfmoveClock());
        rows.push_back(TablebaseRow{m, outcome, QString::fromStdString(chess::toSan(pos, m.move)),
                                    QString::fromStdString(chess::toUci(pos, m.move))});
    }
    // The clock can only turn wins cursed and losses blessed: regroup by outcome, keeping the
    // tables' order inside each group.
    std::stable_sort(rows.begin(), rows.end(), [](const TablebaseRow& a, const TablebaseRow& b) {
        return tb::toInt(a.outcome) > tb::toInt(b.outcome);
    });
    setRows(std::move(rows));
}

const TablebaseMove* TablebaseMoveModel::moveAt(int row) const
{
    const TablebaseRow* r = rowAt(row);
    return r ? &r->move : nullptr;
}

tb::Wdl TablebaseMoveModel::outcomeAt(int row) const
{
    const TablebaseRow* r = rowAt(row);
    return r ? r->outcome : tb::Wdl::Draw;
}

QVariant TablebaseMoveModel::data(const QModelIndex& index, int role) const
{
    const TablebaseRow* row = rowAt(index.row());
    if (!row) return {};
    const TablebaseRow& r = *row;
    const TablebaseMove& m = r.move;
    switch (role) {
    case Qt::DisplayRole:
        switch (index.column()) {
        case MoveColumn:
            return r.san;
        case ResultColumn:
            return outcomeName(r.outcome);
        case DtzColumn:
            return m.hasDtz && m.dtz != 0 ? QVariant(m.dtz) : QVariant();
        case DtmColumn:
            return m.dtm && *m.dtm != 0 ? QVariant(mateText(*m.dtm)) : QVariant();
        }
        return {};
    case Qt::ForegroundRole:
        return outcomeColor(r.outcome);
    case Qt::DecorationRole:
        return index.column() == MoveColumn ? QVariant(outcomeColor(r.outcome)) : QVariant();
    case Qt::TextAlignmentRole:
        return index.column() >= DtzColumn ? QVariant(Qt::AlignRight | Qt::AlignVCenter)
                                           : QVariant(Qt::AlignLeft | Qt::AlignVCenter);
    case Qt::ToolTipRole: {
        QString tip = tr("%1 (%2): %3").arg(r.san, r.uci, outcomeName(r.outcome));
        if (m.mate)
            tip += tr(", checkmate");
        else if (m.zeroing)
            tip += tr(", resets the 50-move count");
        return tip;
    }
    case MoveRole:
        return quint16(m.move.raw());
    case WdlRole:
        return tb::toInt(r.outcome);
    default:
        return {};
    }
}

// ---------------------------------------------------------------------------------------
// TablebasePane

TablebasePane::TablebasePane(QWidget* parent)
    : PositionPane(parent)
    , m_summary(new QLabel(this))
    , m_view(new QTreeView(this))
    , m_play(new QCheckBox(tr("Play the tablebase"), this))
    , m_tables(new QToolButton(this))
    , m_tablesStatus(new QLabel(this))
    , m_model(new TablebaseMoveModel(this))
    , m_probe(this, tablebasePool(),
              [this](std::uint64_t key, const TablebaseReport& r) { deliver(key, r); })
{
    m_summary->setWordWrap(true);
    m_summary->setTextFormat(Qt::RichText);
    setUpMoveList(m_view, m_model, TablebaseMoveModel::MoveColumn,
                  [this](int row) { pickRow(row); });
    m_play->setToolTip(tr("Answer each of your moves with the tables' best move for the other "
                          "side, while the position is in the tables"));
    //: Button: the tablebase folders (endgame tables)
    m_tables->setText(tr("Tables"));
    m_tables->setPopupMode(QToolButton::InstantPopup);
    auto* menu = new QMenu(m_tables);
    menu->addAction(tr("Add &Syzygy Folder…"), this, [this] {
        const QString dir = QFileDialog::getExistingDirectory(this, tr("Add Syzygy Folder"));
        if (!dir.isEmpty()) addSyzygyFolder(dir);
    });
    menu->addAction(tr("Add &Gaviota Folder…"), this, [this] {
        const QString dir = QFileDialog::getExistingDirectory(this, tr("Add Gaviota Folder"));
        if (!dir.isEmpty()) addGaviotaFolder(dir);
    });
    menu->addSeparator();
    menu->addAction(tr("&Forget Added Folders"), this, &TablebasePane::forgetAddedFolders);
    m_tables->setMenu(menu);
    m_tablesStatus->setWordWrap(true);

    auto* bottom = new QHBoxLayout;
    bottom->addWidget(m_play, 1);
    bottom->addWidget(m_tables);
    auto* layout = new QVBoxLayout(this);
    layout->setContentsMargins(4, 4, 4, 4);
    layout->addWidget(m_summary);
    layout->addWidget(m_view, 1);
    layout->addWidget(m_tablesStatus);
    layout->addLayout(bottom);

    connect(m_play, &QCheckBox::toggled, this, &TablebasePane::playsTablebaseChanged);

    loadConfig();
    applyConfig();
}

TablebasePane::~TablebasePane() = default;

void TablebasePane::loadConfig()
{
    m_config.syzygy = settingsFolders(kSyzygyKey) + defaultSyzygyFolders();
    m_config.gaviota = settingsFolders(kGaviotaKey) + defaultGaviotaFolders();
    m_config.syzygy.removeDuplicates();
    m_config.gaviota.removeDuplicates();
}

void TablebasePane::applyConfig()
{
    m_probe.invalidate();
    m_hasShown = false;
    m_tablesStatus->setText(tr("Looking for tables…"));
    // Configuration goes to the tablebase thread ahead of any later probe.
    auto* watcher = new QFutureWatcher<TablebaseStatus>(this);
    connect(watcher, &QFutureWatcherBase::finished, this, [this, watcher] {
        showTablesStatus(watcher->result());
        watcher->deleteLater();
        emit tablesChanged();
    });
    watcher->setFuture(QtConcurrent::run(tablebasePool(), [config = m_config] {
        return TablebaseService::instance().configure(config);
    }));
    probe();
}

void TablebasePane::showTablesStatus(const TablebaseStatus& status)
{
    QStringList parts;
    parts << (status.syzygyMaxPieces > 0
                  ? tr("Syzygy up to %n pieces", nullptr, status.syzygyMaxPieces)
                  : tr("no Syzygy tables"));
    parts << (status.gaviotaMaxPieces > 0
                  ? tr("Gaviota up to %n pieces", nullptr, status.gaviotaMaxPieces)
                  : tr("no Gaviota tables"));
    m_tablesStatus->setText(parts.join(QStringLiteral(" · ")));
    QString tip =
        tr("Syzygy folders:\n%1\nGaviota folders:\n%2")
            .arg(m_config.syzygy.join(QLatin1Char('\n')), m_config.gaviota.join(QLatin1Char('\n')));
    if (!status.problems.isEmpty())
        tip += tr("\nProblems:\n%1").arg(status.problems.join(QLatin1Char('\n')));
    m_tablesStatus->setToolTip(tip);
}

void TablebasePane::addSyzygyFolder(const QString& folder)
{
    addFolder(kSyzygyKey, folder);
}

void TablebasePane::addGaviotaFolder(const QString& folder)
{
    addFolder(kGaviotaKey, folder);
}

void TablebasePane::addFolder(const QString& settingsKey, const QString& folder)
{
    QStringList folders = settingsFolders(settingsKey);
    if (!folders.contains(folder)) folders << folder;
    setSettingsFolders(settingsKey, folders);
    loadConfig();
    applyConfig();
}

void TablebasePane::forgetAddedFolders()
{
    setSettingsFolders(kSyzygyKey, {});
    setSettingsFolders(kGaviotaKey, {});
    loadConfig();
    applyConfig();
}

void TablebasePane::positionChanged()
{
    probe();
}

void TablebasePane::probe()
{
    if (!position().isStandard()) {
        // The tables are standard chess: a variant's endgame is another game.
        m_hasShown = false;
        m_model->setMoves({}, position());
        m_summary->setToolTip(QString());
        m_summary->setText(
            tr("Standard chess only: the tables do not cover %1.")
                .arg(QString::fromLatin1(chess::variantTagName(position().variant())))
                .toHtmlEscaped());
        return;
    }
    const bool cached = m_probe.request(
        position().key(), [pos = position()] { return TablebaseService::instance().probe(pos); });
    if (!cached && m_shownKey != position().key()) m_hasShown = false;
}

void TablebasePane::setOnlineLookup(OnlineLookup lookup)
{
    m_online = std::move(lookup);
    if (m_online && m_hasShown && !m_shown.covered) probe();
}

bool TablebasePane::onlineCovers(const TablebaseReport& report)
{
    // lichess's tables hold every position of up to 7 pieces without castling rights.
    return !report.covered && report.pieces <= 7
           && report.reasonKind != tb::ErrorKind::CastlingRights;
}

void TablebasePane::showEvent(QShowEvent* event)
{
    QWidget::showEvent(event);
    if (m_hasShown && !m_shownOnline && !m_online && onlineCovers(m_shown)) emit onlineWanted();
}

void TablebasePane::deliver(std::uint64_t key, const TablebaseReport& report, bool online)
{
    if (key != position().key()) return;
    const bool askOnline = !online && m_online && onlineCovers(report);
    m_shownKey = key;
    m_hasShown = true;
    m_shownOnline = online;
    m_shown = report;
    m_onlineError.clear();
    m_model->setMoves(report.moves, position());
    if (m_model->rowCount() > 0) m_view->setCurrentIndex(m_model->index(0, 0));
    showSummary();
    emit reportShown();
    if (!online && !m_online && onlineCovers(report) && isVisible()) emit onlineWanted();
    // Shown first, then asked online: an answer from the cache comes at once and replaces it.
    if (askOnline) {
        if (const auto it = m_onlineAnswers.find(key); it != m_onlineAnswers.end())
            return deliver(key, it->second, true);
        m_online(position(),
                 [this, key, guard = QPointer<TablebasePane>(this)](OnlineAnswer answer) {
                     if (!guard) return;
                     if (!answer) {
                         // Said where the answer would be; asked again when the position is.
                         if (key != position().key() || m_shownKey != key) return;
                         m_onlineError = answer.error();
                         showSummary();
                         return;
                     }
                     m_onlineAnswers[key] = answer.value();
                     deliver(key, answer.value(), true);
                 });
    }
}

void TablebasePane::showSummary()
{
    const TablebaseReport& r = m_shown;
    // The line has room for a few of the missing files; the tooltip names every one (issue
    // 19), four a line.
    QString missing;
    if (!r.covered)
        for (std::size_t i = 0; i < r.missing.size(); ++i) {
            if (i > 0) missing += i % 4 == 0 ? QStringLiteral(",\n") : QStringLiteral(", ");
            missing += QString::fromStdString(r.missing[i]);
        }
    m_summary->setToolTip(missing.isEmpty() ? QString() : tr("Missing: %1").arg(missing));
    if (!r.covered) {
        QString why;
        switch (r.reasonKind) {
        case tb::ErrorKind::CastlingRights:
            why = tr("Not in the tables: positions with castling rights never are.");
            break;
        case tb::ErrorKind::TooManyPieces:
            why = tr("Not in the tables: %n pieces on the board.", nullptr, r.pieces);
            if (!r.missing.empty()) {
                QStringList files;
                for (std::size_t i = 0; i < r.missing.size() && i < 6; ++i)
                    files << QString::fromStdString(r.missing[i]);
                if (r.missing.size() > 6) files << QStringLiteral("…");
                why += u' ' + tr("Missing: %1").arg(files.join(QStringLiteral(", ")));
            }
            break;
        case tb::ErrorKind::MissingTable:
            why = tr("Not in the tables found: %1").arg(QString::fromStdString(r.reason));
            break;
        case tb::ErrorKind::BadTable:
            why = tr("A table cannot be read: %1").arg(QString::fromStdString(r.reason));
            break;
        }
        if (m_shownOnline)
            why = tr("Neither the local tables nor lichess's know this position.");
        else if (m_online && onlineCovers(r))
            why += u' '
                   + (m_onlineError.isEmpty()
                          ? tr("Asking lichess's tablebase…")
                          : tr("lichess's tablebase could not be asked: %1").arg(m_onlineError));
        m_summary->setText(why.toHtmlEscaped());
        return;
    }
    const bool white = position().sideToMove() == chess::Color::White;
    const QString side = white ? tr("White") : tr("Black");
    const tb::Wdl wdl =
        r.fromSyzygy ? tb::atClock(r.wdl, r.dtz, position().halfmoveClock()) : r.wdl;
    const OutcomeWords& words = wordsOf(wdl);
    const QString result = words.summary ? tr(words.summary).arg(side) : tr(words.name);
    QStringList details;
    if (r.fromSyzygy && r.dtz != 0) details << tr("DTZ %1").arg(r.dtz);
    if (r.dtm && *r.dtm != 0)
        details << (*r.dtm > 0 ? tr("mate in %n", nullptr, (*r.dtm + 1) / 2)
                               : tr("mated in %n", nullptr, (-*r.dtm + 1) / 2));
    QString html = QStringLiteral("<b style=\"color:%1\">%2</b>")
                       .arg(outcomeColor(wdl).name(), result.toHtmlEscaped());
    //: The tablebase answer came from lichess's server, not the local tables
    if (m_shownOnline) details << tr("online (lichess)");
    if (!details.isEmpty())
        html += QStringLiteral(" · ") + details.join(QStringLiteral(" · ")).toHtmlEscaped();
    m_summary->setText(html);
}

const TablebaseReport* TablebasePane::currentReport() const
{
    return m_hasShown && m_shownKey == position().key() ? &m_shown : nullptr;
}

chess::Move TablebasePane::bestMove() const
{
    if (!currentReport()) return chess::Move::none();
    const TablebaseMove* m = m_model->moveAt(0);
    return m ? m->move : chess::Move::none();
}

bool TablebasePane::playsTablebase() const
{
    return m_play->isChecked();
}

void TablebasePane::setPlaysTablebase(bool on)
{
    m_play->setChecked(on);
}

QString TablebasePane::summaryText() const
{
    return QTextDocumentFragment::fromHtml(m_summary->text()).toPlainText();
}

QString TablebasePane::summaryToolTip() const
{
    return m_summary->toolTip();
}

QString TablebasePane::tablesText() const
{
    return m_tablesStatus->text();
}

void TablebasePane::pickRow(int row)
{
    if (!currentReport()) return;
    if (row < 0) row = 0;
    if (const TablebaseMove* m = m_model->moveAt(row)) emit movePicked(m->move);
}

} // namespace kibitz::ui
