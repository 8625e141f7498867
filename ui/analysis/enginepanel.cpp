// SPDX-License-Identifier: GPL-3.0-or-later
#include "analysis/enginepanel.h"

#include "analysis/analysislines.h"
#include "analysis/enginelist.h"
#include "analysis/engineoptionsdialog.h"
#include "chess/movegen.h"
#include "chess/notation.h"
#include "engine/options.h"

#include <QAction>
#include <QApplication>
#include <QClipboard>
#include <QComboBox>
#include <QHBoxLayout>
#include <QHeaderView>
#include <QInputDialog>
#include <QLabel>
#include <QLocale>
#include <QMenu>
#include <QMessageBox>
#include <QMouseEvent>
#include <QPushButton>
#include <QSettings>
#include <QSpinBox>
#include <QToolButton>
#include <QTreeView>
#include <QVBoxLayout>

#include <functional>

namespace kibitz::ui {

namespace {

const auto kLinesKey = QStringLiteral("engine/lines");
const auto kFromWhiteKey = QStringLiteral("engine/scoreFromWhite");
const auto kEngineKey = QStringLiteral("engine/current");
constexpr int kMaxLines = 10;

using State = engine::EngineProcess::State;

bool running(State s)
{
    return s == State::Idle || s == State::Searching || s == State::Stopping;
}

// The squares an arrow for this move joins: castling (stored king-takes-rook) is shown as
// the king's move.
std::pair<chess::Square, chess::Square> arrowOf(const chess::Position& pos, chess::Move m)
{
    return {m.from(), chess::Position::landingSquare(pos.sideToMove(), m)};
}

// The lines view: a double-click with Ctrl inserts instead of playing.
class LinesView : public QTreeView {
public:
    using QTreeView::QTreeView;
    std::function<void(int row, bool insert)> onDoubleClick;

protected:
    void mouseDoubleClickEvent(QMouseEvent* event) override
    {
        const QModelIndex index = indexAt(event->position().toPoint());
        if (event->button() == Qt::LeftButton && index.isValid() && onDoubleClick) {
            onDoubleClick(index.row(), event->modifiers() & Qt::ControlModifier);
            event->accept();
            return;
        }
        QTreeView::mouseDoubleClickEvent(event);
    }
};

} // namespace

EnginePanel::EnginePanel(QWidget* parent)
    : QWidget(parent)
    , m_engineBox(new QComboBox(this))
    , m_lineBox(new QSpinBox(this))
    , m_menuButton(new QToolButton(this))
    , m_menu(new QMenu(this))
    , m_button(new QPushButton(this))
    , m_view(new LinesView(this))
    , m_model(new AnalysisLinesModel(this))
    , m_status(new QLabel(this))
{
    QSettings settings;
    m_multiPv = qBound(1, settings.value(kLinesKey, 3).toInt(), kMaxLines);
    m_model->setScoreFromWhite(settings.value(kFromWhiteKey, true).toBool());

    m_engineBox->setSizeAdjustPolicy(QComboBox::AdjustToMinimumContentsLengthWithIcon);
    m_engineBox->setMinimumContentsLength(10);
    m_engineBox->setToolTip(tr("The engine that analyses"));
    m_engineBox->setFocusPolicy(Qt::NoFocus);
    m_lineBox->setRange(1, kMaxLines);
    m_lineBox->setValue(m_multiPv);
    m_lineBox->setPrefix(tr("Lines: "));
    m_lineBox->setToolTip(tr("How many best moves the engine shows (MultiPV)"));
    m_lineBox->setFocusPolicy(Qt::NoFocus);
    m_button->setFocusPolicy(Qt::NoFocus);
    m_menuButton->setText(tr("⋯"));
    m_menuButton->setToolTip(tr("Engine options, engines, how scores are shown"));
    m_menuButton->setPopupMode(QToolButton::InstantPopup);
    m_menuButton->setMenu(m_menu);
    m_menuButton->setFocusPolicy(Qt::NoFocus);
    m_menu->addAction(tr("Engine &Options…"), this, &EnginePanel::showOptions);
    m_menu->addAction(tr("&Manage Engines…"), this, &EnginePanel::manageEnginesRequested);
    m_menu->addAction(tr("Mate &Search…"), this, &EnginePanel::askMateSearch);
    m_menu->addSeparator();
    QAction* fromWhite = m_menu->addAction(tr("Scores From &White's View"));
    fromWhite->setCheckable(true);
    fromWhite->setChecked(m_model->scoreFromWhite());
    fromWhite->setToolTip(tr("Otherwise from the side to move's view"));
    connect(fromWhite, &QAction::toggled, this, &EnginePanel::setScoreFromWhite);
    connect(m_model, &QAbstractItemModel::headerDataChanged, fromWhite,
            [this, fromWhite] { fromWhite->setChecked(m_model->scoreFromWhite()); });

    m_view->setModel(m_model);
    m_view->setRootIsDecorated(false);
    m_view->setUniformRowHeights(true);
    m_view->setAlternatingRowColors(true);
    m_view->setSelectionMode(QAbstractItemView::SingleSelection);
    m_view->setSelectionBehavior(QAbstractItemView::SelectRows);
    m_view->setEditTriggers(QAbstractItemView::NoEditTriggers);
    m_view->setFocusPolicy(Qt::NoFocus);
    m_view->setContextMenuPolicy(Qt::CustomContextMenu);
    m_view->setTextElideMode(Qt::ElideRight);
    m_view->setToolTip(tr("Double-click a line to play its first move; Ctrl+double-click "
                          "or the context menu adds the whole line as a variation"));
    m_view->header()->setStretchLastSection(true);
    m_view->header()->setSectionResizeMode(QHeaderView::ResizeToContents);
    m_view->header()->setSectionResizeMode(AnalysisLinesModel::Line, QHeaderView::Stretch);
    m_view->setColumnHidden(AnalysisLinesModel::Wdl, true);
    static_cast<LinesView*>(m_view)->onDoubleClick = [this](int row, bool insert) {
        insert ? insertLine(row) : playLine(row);
    };
    connect(m_view, &QWidget::customContextMenuRequested, this, &EnginePanel::showLineMenu);
    m_status->setTextInteractionFlags(Qt::TextSelectableByMouse);
    m_status->setWordWrap(true);

    auto* top = new QHBoxLayout;
    top->addWidget(m_engineBox, 1);
    top->addWidget(m_lineBox);
    top->addWidget(m_menuButton);
    top->addWidget(m_button);
    auto* layout = new QVBoxLayout(this);
    layout->setContentsMargins(4, 4, 4, 4);
    layout->addLayout(top);
    layout->addWidget(m_view, 1);
    layout->addWidget(m_status);

    m_refresh.setSingleShot(true);
    m_refresh.setInterval(66); // about 15 redraws a second at most
    connect(&m_refresh, &QTimer::timeout, this, &EnginePanel::refresh);
    connect(m_button, &QPushButton::clicked, this, &EnginePanel::toggleAnalysis);
    connect(m_engineBox, &QComboBox::activated, this, &EnginePanel::onEngineChosen);
    connect(m_lineBox, &QSpinBox::valueChanged, this, &EnginePanel::setLineCount);
    attachProcess();
    updateButton();
}

EnginePanel::~EnginePanel()
{
    // The process's destructor ends the engine; its signals must not reach a half-gone pane.
    if (m_process) m_process->disconnect(this);
}

// ---------------------------------------------------------------------------------------
// The engine process

void EnginePanel::attachProcess()
{
    m_process = new engine::EngineProcess(this);
    connect(m_process, &engine::EngineProcess::started, this, &EnginePanel::onStarted);
    connect(m_process, &engine::EngineProcess::info, this, &EnginePanel::onInfo);
    connect(m_process, &engine::EngineProcess::bestMove, this, &EnginePanel::onBestMove);
    connect(m_process, &engine::EngineProcess::failed, this, &EnginePanel::onFailed);
    connect(m_process, &engine::EngineProcess::line, this, &EnginePanel::engineLine);
}

void EnginePanel::retireProcess()
{
    // The old engine quits in its own time (killed after a grace period); the new one does
    // not wait for it.
    engine::EngineProcess* old = m_process;
    old->disconnect(this);
    if (running(old->state()) || old->state() == State::Starting) {
        connect(old, &engine::EngineProcess::stateChanged, old, [old](State s) {
            if (s == State::NotRunning || s == State::Failed) old->deleteLater();
        });
        old->quit();
    } else {
        old->deleteLater();
    }
    attachProcess();
}

engine::EngineProcess::State EnginePanel::engineState() const
{
    return m_process->state();
}

void EnginePanel::setEngineList(EngineList* list)
{
    if (m_list) m_list->disconnect(this);
    m_list = list;
    if (!list) return;
    connect(list, &EngineList::changed, this, &EnginePanel::fillEngineBox);
    const QString last = QSettings().value(kEngineKey).toString();
    const engine::EngineEntry* e = list->find(last);
    if (!e) e = list->registry().defaultEngine();
    if (e) setEngine(*e);
    fillEngineBox();
}

void EnginePanel::fillEngineBox()
{
    const QSignalBlocker block(m_engineBox);
    m_engineBox->clear();
    if (m_list) {
        for (const engine::EngineEntry& e : m_list->registry().engines()) {
            m_engineBox->addItem(e.name, e.name);
            m_engineBox->setItemData(m_engineBox->count() - 1, e.command, Qt::ToolTipRole);
        }
        // The engine in use was edited (options) or removed.
        if (const engine::EngineEntry* now = m_list->find(m_entry.name)) {
            if (now->command != m_entry.command || now->arguments != m_entry.arguments
                || now->workingDirectory != m_entry.workingDirectory
                || now->protocol != m_entry.protocol)
                setEngine(*now);
            else
                m_entry.options = now->options;
        } else if (!m_entry.name.isEmpty() && m_list->registry().defaultEngine()) {
            setEngine(*m_list->registry().defaultEngine());
        }
    }
    if (m_engineBox->findData(m_entry.name) < 0 && !m_entry.name.isEmpty())
        m_engineBox->addItem(m_entry.name, m_entry.name);
    m_engineBox->setCurrentIndex(m_engineBox->findData(m_entry.name));
}

void EnginePanel::onEngineChosen(int index)
{
    const QString name = m_engineBox->itemData(index).toString();
    if (name == m_entry.name || !m_list) return;
    if (const engine::EngineEntry* e = m_list->find(name)) {
        setEngine(*e);
        QSettings().setValue(kEngineKey, name);
    }
}

void EnginePanel::setEngine(const engine::EngineEntry& entry)
{
    const bool restart = m_wanted;
    // An open options dialog belongs to the engine going away.
    if (m_optionsDialog) m_optionsDialog->close();
    m_optionsWanted = false;
    if (m_process->state() != State::NotRunning) retireProcess();
    m_entry = entry;
    m_restartPending = false;
    m_pendingOptions.clear();
    m_lines.clear();
    m_last = {};
    m_model->clear();
    updateArrow();
    m_status->clear();
    {
        const QSignalBlocker block(m_engineBox);
        if (m_engineBox->findData(entry.name) < 0) m_engineBox->addItem(entry.name, entry.name);
        m_engineBox->setCurrentIndex(m_engineBox->findData(entry.name));
    }
    scheduleRefresh();
    if (restart) {
        m_wanted = false; // startAnalysis starts the new engine
        startAnalysis();
    }
}

const engine::OptionDecl* EnginePanel::declared(const QString& name) const
{
    for (const engine::OptionDecl& o : m_process->options())
        if (QString::fromStdString(o.name).compare(name, Qt::CaseInsensitive) == 0) return &o;
    return nullptr;
}

void EnginePanel::onStarted()
{
    m_pendingOptions.clear();
    applyStartOptions();
    const QString id = m_process->name();
    m_engineBox->setItemData(
        m_engineBox->currentIndex(),
        id.isEmpty() ? m_entry.command : tr("%1 (%2)").arg(id, m_entry.command), Qt::ToolTipRole);
    m_lineBox->setToolTip(declared(QStringLiteral("MultiPV"))
                              ? tr("How many best moves the engine shows (MultiPV)")
                              : tr("%1 shows one line only: it has no MultiPV option")
                                    .arg(id.isEmpty() ? m_entry.name : id));
    if (m_optionsWanted) {
        m_optionsWanted = false;
        openOptionsDialog();
    }
    if (m_wanted)
        go();
    else
        m_status->setText(tr("%1 is ready.").arg(id.isEmpty() ? m_entry.name : id));
}

void EnginePanel::applyStartOptions()
{
    auto set = [this](const engine::OptionDecl* o, const QString& value) {
        if (o) m_process->setOption(QString::fromStdString(o->name), value);
    };
    // The user's values first, so that Kibitz's own settings win where they overlap.
    QStringList skipped;
    for (auto it = m_entry.options.cbegin(); it != m_entry.options.cend(); ++it) {
        if (engine::isManagedOption(it.key().toStdString())) continue;
        const engine::OptionDecl* o = declared(it.key());
        if (!o || o->type == engine::OptionType::Button) {
            skipped << it.key();
            continue;
        }
        set(o, it.value().toString());
    }
    if (!skipped.isEmpty())
        emit engineLine(tr("[Kibitz: saved options the engine does not declare, not sent: %1]")
                            .arg(skipped.join(QStringLiteral(", "))),
                        false);
    set(declared(QStringLiteral("MultiPV")), QString::number(m_multiPv));
    set(declared(QStringLiteral("UCI_AnalyseMode")), QStringLiteral("true"));
    set(declared(QStringLiteral("UCI_ShowWDL")), QStringLiteral("true"));
    m_sent960 = false;
}

void EnginePanel::queueOption(const QString& name, const QString& value)
{
    std::erase_if(m_pendingOptions, [&](const PendingOption& p) { return p.name == name; });
    m_pendingOptions.push_back({name, value});
}

void EnginePanel::sendPendingOptions()
{
    for (const PendingOption& o : m_pendingOptions) {
        if (o.value)
            m_process->setOption(o.name, *o.value);
        else
            m_process->sendCommand(
                QString::fromStdString(engine::setOptionCommand(o.name.toStdString())));
    }
    m_pendingOptions.clear();
}

// ---------------------------------------------------------------------------------------
// Searching

void EnginePanel::setPosition(const chess::Position& pos)
{
    setGame(pos, {});
}

void EnginePanel::setGame(const chess::Position& start, const std::vector<chess::Move>& moves)
{
    chess::Position pos = start;
    for (chess::Move m : moves) pos.play(m);
    // The same position reached by another way is another question for the engine (what
    // repeats, how far the fifty-move count has gone).
    const bool sameGame = start == m_start && moves == m_moves;
    m_start = start;
    m_moves = moves;
    if (pos == m_position && sameGame && (!m_lines.empty() || m_wanted))
        return; // nothing new to look at
    m_position = pos;
    m_lines.clear();
    m_last = {};
    // At once, not at the next redraw: a line or an arrow about the previous position would
    // mislead, and a double-click on it would play a move meant for another position.
    m_model->setLines(m_position, {});
    updateArrow();
    scheduleRefresh();
    if (m_wanted) restartSearch();
}

void EnginePanel::restartSearch()
{
    switch (m_process->state()) {
    case State::Searching:
        m_restartPending = true;
        m_process->stop();
        break;
    case State::Stopping:
        m_restartPending = true;
        break;
    case State::Idle:
        go();
        break;
    default:
        break; // starting: go() follows the handshake
    }
}

void EnginePanel::setLineCount(int lines)
{
    lines = qBound(1, lines, kMaxLines);
    if (m_lineBox->value() != lines) m_lineBox->setValue(lines); // comes back here
    if (lines == m_multiPv) return;
    m_multiPv = lines;
    QSettings().setValue(kLinesKey, lines);
    std::erase_if(m_lines, [lines](const auto& kv) { return kv.first > lines; });
    scheduleRefresh();
    if (!running(m_process->state())) return; // applied at the next start
    if (const engine::OptionDecl* o = declared(QStringLiteral("MultiPV")))
        queueOption(QString::fromStdString(o->name), QString::number(lines));
    if (m_wanted) restartSearch();
}

void EnginePanel::setScoreFromWhite(bool fromWhite)
{
    m_model->setScoreFromWhite(fromWhite);
    QSettings().setValue(kFromWhiteKey, fromWhite);
}

bool EnginePanel::scoreFromWhite() const
{
    return m_model->scoreFromWhite();
}

void EnginePanel::startAnalysis()
{
    if (m_entry.command.isEmpty()) {
        m_status->setText(tr("No engine configured."));
        return;
    }
    if (m_wanted) return;
    m_wanted = true;
    updateButton();
    emit analysingChanged(true);
    const auto state = m_process->state();
    if (state == State::NotRunning || state == State::Failed) {
        m_status->setText(tr("Starting %1…").arg(m_entry.name));
        m_process->start(engine::EngineCommand{m_entry.command, m_entry.arguments,
                                               m_entry.workingDirectory, m_entry.protocol});
    } else if (state == State::Idle) {
        go();
    } else if (state == State::Stopping) {
        m_restartPending = true;
    }
}

void EnginePanel::stopAnalysis()
{
    if (!m_wanted) return;
    m_wanted = false;
    m_restartPending = false;
    m_process->stop();
    updateButton();
    updateArrow();
    emit analysingChanged(false);
}

void EnginePanel::toggleAnalysis()
{
    m_wanted ? stopAnalysis() : startAnalysis();
}

void EnginePanel::go()
{
    if (!chess::hasLegalMove(m_position)) {
        m_status->setText(tr("No legal moves in this position."));
        return;
    }
    sendPendingOptions();
    if (const engine::OptionDecl* o = declared(QStringLiteral("UCI_Chess960"));
        o && m_position.isChess960() != m_sent960) {
        m_sent960 = m_position.isChess960();
        m_process->setOption(QString::fromStdString(o->name),
                             m_sent960 ? QStringLiteral("true") : QStringLiteral("false"));
    }
    engine::SearchLimits limits;
    if (m_mateMoves > 0)
        limits.mate = m_mateMoves;
    else
        limits.infinite = true;
    m_lines.clear();
    m_mateNote.clear();
    m_process->go(m_start, m_moves, limits);
}

void EnginePanel::setMateSearch(int moves)
{
    moves = qMax(0, moves);
    if (moves == m_mateMoves) return;
    m_mateMoves = moves;
    if (m_wanted) restartSearch();
}

void EnginePanel::askMateSearch()
{
    bool ok = false;
    const int moves = QInputDialog::getInt(
        this, tr("Mate Search"),
        tr("Look for a mate in at most this many moves (0: analyse without a limit):"), m_mateMoves,
        0, 100, 1, &ok);
    if (!ok) return;
    setMateSearch(moves);
    if (moves > 0 && !m_wanted) startAnalysis();
}

void EnginePanel::onInfo(const engine::Info& info)
{
    if (m_restartPending) return; // output about the previous position
    ++m_infoCount;
    // Engines spread these over their info lines; keep the latest of each.
    auto keep = [](auto& mine, const auto& theirs) {
        if (theirs) mine = theirs;
    };
    keep(m_last.nodes, info.nodes);
    keep(m_last.nps, info.nps);
    keep(m_last.hashfull, info.hashfull);
    keep(m_last.tbhits, info.tbhits);
    keep(m_last.timeMs, info.timeMs);
    const int k = info.multipv.value_or(1);
    if (!info.pv.empty() && info.score && k <= m_multiPv) m_lines[k] = info;
    scheduleRefresh();
}

void EnginePanel::onBestMove()
{
    if (m_restartPending) {
        m_restartPending = false;
        if (m_wanted) go();
        return;
    }
    if (m_wanted && m_mateMoves > 0) {
        // A mate search ends by itself: what it found stays shown.
        m_wanted = false;
        updateButton();
        emit analysingChanged(false);
        const bool found = !m_lines.empty() && m_lines.begin()->second.score
                           && m_lines.begin()->second.score->kind == engine::Score::Kind::Mate
                           && m_lines.begin()->second.score->value > 0;
        m_mateNote =
            found ? tr("Mate found.") : tr("No mate in %n move(s) found.", nullptr, m_mateMoves);
        m_status->setText(statusText());
    }
}

void EnginePanel::onFailed(const QString& reason)
{
    const bool was = m_wanted;
    m_wanted = false;
    m_restartPending = false;
    m_optionsWanted = false;
    m_status->setText(reason);
    updateButton();
    updateArrow();
    if (was) emit analysingChanged(false);
}

void EnginePanel::updateButton()
{
    m_button->setText(m_wanted ? tr("Stop") : tr("Analyse"));
}

void EnginePanel::sendCommand(const QString& text)
{
    if (!running(m_process->state())) {
        emit engineLine(tr("[Kibitz: not sent, %1 is not running: %2]").arg(m_entry.name, text),
                        false);
        return;
    }
    m_process->sendCommand(text);
}

// ---------------------------------------------------------------------------------------
// Showing

void EnginePanel::scheduleRefresh()
{
    m_dirty = true;
    if (!m_refresh.isActive()) m_refresh.start();
}

void EnginePanel::refresh()
{
    if (!m_dirty) return;
    m_dirty = false;
    ++m_refreshCount;
    std::vector<engine::Info> lines;
    for (const auto& [k, info] : m_lines) lines.push_back(info);
    m_model->setLines(m_position, std::move(lines));
    m_view->setColumnHidden(AnalysisLinesModel::Wdl, !m_model->hasWdl());
    m_status->setText(statusText());
    updateArrow();
}

void EnginePanel::updateArrow()
{
    chess::Square from = chess::Square::None, to = chess::Square::None;
    if (m_wanted && !m_lines.empty()) {
        const engine::Info& best = m_lines.begin()->second;
        if (const auto m = chess::parseUci(m_position, best.pv.front()))
            std::tie(from, to) = arrowOf(m_position, *m);
    }
    if (from == m_arrowFrom && to == m_arrowTo) return;
    m_arrowFrom = from;
    m_arrowTo = to;
    emit bestMoveChanged(from, to);
}

QString EnginePanel::linesText() const
{
    QStringList rows;
    for (int r = 0; r < m_model->rowCount(); ++r) rows << m_model->rowText(r);
    return rows.join(u'\n');
}

QString EnginePanel::statusText() const
{
    if (!m_wanted && m_lines.empty()) return m_mateNote;
    const QLocale locale;
    QStringList parts;
    if (m_last.nps) parts << tr("%1 kN/s").arg(locale.toString(qulonglong(*m_last.nps / 1000)));
    if (m_last.nodes) parts << tr("%1 nodes").arg(locale.toString(qulonglong(*m_last.nodes)));
    if (m_last.timeMs)
        parts << tr("%1 s").arg(locale.toString(double(*m_last.timeMs) / 1000.0, 'f', 1));
    if (m_last.hashfull)
        parts << tr("hash %1%").arg(locale.toString(*m_last.hashfull / 10.0, 'f', 1));
    if (m_last.tbhits && *m_last.tbhits)
        parts << tr("tb hits %1").arg(locale.toString(qulonglong(*m_last.tbhits)));
    if (!m_mateNote.isEmpty()) parts.prepend(m_mateNote);
    return parts.join(QStringLiteral(" · "));
}

// ---------------------------------------------------------------------------------------
// Lines as moves

void EnginePanel::playLine(int row)
{
    const std::vector<chess::Move> moves = m_model->moves(row);
    if (!moves.empty()) emit moveChosen(moves.front());
}

void EnginePanel::insertLine(int row)
{
    const std::vector<chess::Move> moves = m_model->moves(row);
    if (!moves.empty()) emit lineChosen(moves);
}

void EnginePanel::showLineMenu(const QPoint& at)
{
    const QModelIndex index = m_view->indexAt(at);
    if (!index.isValid()) return;
    const int row = index.row();
    // A snapshot: the rows change under the menu while the engine goes on.
    const std::vector<chess::Move> moves = m_model->moves(row);
    const QString san = m_model->data(m_model->index(row, AnalysisLinesModel::Line)).toString();
    if (moves.empty()) return;
    QMenu menu(this);
    menu.addAction(
        tr("&Play %1").arg(QString::fromStdString(chess::toSan(m_position, moves.front()))), this,
        [this, m = moves.front()] { emit moveChosen(m); });
    menu.addAction(tr("&Add Line as Variation"), this, [this, moves] { emit lineChosen(moves); });
    menu.addAction(tr("&Copy Line"), this, [san] { QApplication::clipboard()->setText(san); });
    menu.exec(m_view->viewport()->mapToGlobal(at));
}

// ---------------------------------------------------------------------------------------
// Options

EngineOptionsDialog* EnginePanel::optionsDialog() const
{
    return m_optionsDialog.data();
}

void EnginePanel::showOptions()
{
    if (m_entry.command.isEmpty()) {
        m_status->setText(tr("No engine configured."));
        return;
    }
    if (running(m_process->state())) {
        openOptionsDialog();
        return;
    }
    // The options are what the engine declares: ask it.
    m_optionsWanted = true;
    if (m_process->state() != State::Starting) {
        m_status->setText(tr("Starting %1 to read its options…").arg(m_entry.name));
        m_process->start(engine::EngineCommand{m_entry.command, m_entry.arguments,
                                               m_entry.workingDirectory, m_entry.protocol});
    }
}

void EnginePanel::openOptionsDialog()
{
    if (m_optionsDialog) {
        m_optionsDialog->raise();
        return;
    }
    auto* dialog =
        new EngineOptionsDialog(m_process->name().isEmpty() ? m_entry.name : m_process->name(),
                                m_process->options(), m_entry.options, this);
    dialog->setAttribute(Qt::WA_DeleteOnClose);
    m_optionsDialog = dialog;
    connect(dialog, &EngineOptionsDialog::buttonPressed, this, [this](const QString& name) {
        if (!running(m_process->state())) return;
        // A button acts at once; while searching it waits for a restart, like any option
        // (UCI: options are set only while the engine waits).
        m_pendingOptions.push_back({name, std::nullopt});
        if (m_process->state() == State::Idle)
            sendPendingOptions();
        else if (m_wanted)
            restartSearch();
    });
    connect(dialog, &QDialog::accepted, this, [this, dialog] {
        const QVariantMap before = m_entry.options;
        m_entry.options = dialog->merged(before);
        if (m_list && m_list->find(m_entry.name)) {
            const QString error = m_list->setOptions(m_entry.name, m_entry.options);
            if (!error.isEmpty())
                QMessageBox::warning(this, tr("Engine Options"),
                                     tr("The options are used but not saved: %1").arg(error));
        }
        // Changed options reach the running engine before its next search.
        if (!running(m_process->state())) return;
        for (const engine::OptionDecl& o : dialog->shownOptions()) {
            if (o.type == engine::OptionType::Button) continue;
            const QString name = QString::fromStdString(o.name);
            const QVariant now = m_entry.options.value(name);
            if (now == before.value(name)) continue;
            queueOption(name,
                        now.isValid() ? now.toString() : QString::fromStdString(o.defaultValue));
        }
        if (m_wanted && !m_pendingOptions.empty())
            restartSearch();
        else if (m_process->state() == State::Idle)
            sendPendingOptions();
    });
    dialog->open();
}

} // namespace kibitz::ui
