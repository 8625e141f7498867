// SPDX-License-Identifier: GPL-3.0-or-later
#include "analysis/enginepanel.h"

#include "analysis/analysislines.h"
#include "analysis/enginelist.h"
#include "analysis/engineoptionsdialog.h"
#include "chess/movegen.h"
#include "chess/notation.h"
#include "common/followdocument.h"
#include "engine/options.h"
#include "model/gamedocument.h"

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
#include <QResizeEvent>
#include <QScrollBar>
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
    , m_analysis(new model::Analysis(this))
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
    m_analysis->setLineCount(qBound(1, settings.value(kLinesKey, 3).toInt(), kMaxLines));
    m_model->setScoreFromWhite(settings.value(kFromWhiteKey, true).toBool());

    m_engineBox->setSizeAdjustPolicy(QComboBox::AdjustToMinimumContentsLengthWithIcon);
    // Narrow enough for the right column of a laptop's screen: a long name is elided there.
    m_engineBox->setMinimumContentsLength(4);
    m_engineBox->setToolTip(tr("The engine that analyses"));
    m_engineBox->setFocusPolicy(Qt::NoFocus);
    m_lineBox->setRange(1, kMaxLines);
    m_lineBox->setValue(m_analysis->lineCount());
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
    // The line starts where the row does, never scrolled out of sight.
    m_view->setHorizontalScrollBarPolicy(Qt::ScrollBarAlwaysOff);
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

    connect(m_analysis, &model::Analysis::started, this, &EnginePanel::onStarted);
    connect(m_analysis, &model::Analysis::failed, this, &EnginePanel::onFailed);
    connect(m_analysis, &model::Analysis::engineLine, this, &EnginePanel::engineLine);
    connect(m_analysis, &model::Analysis::linesChanged, this, &EnginePanel::scheduleRefresh);
    connect(m_analysis, &model::Analysis::positionChanged, this, [this] {
        // At once, not at the next redraw: a line or an arrow about the previous position
        // would mislead, and a double-click on it would play a move meant for another one.
        m_model->setLines(m_analysis->position(), {});
        updateArrow();
        scheduleRefresh();
    });
    connect(m_analysis, &model::Analysis::runningChanged, this, [this](bool on) {
        updateButton();
        updateArrow();
        if (!on && !m_analysis->mateNote().isEmpty()) {
            // A mate search ended by itself: what it found is shown now, not at the next
            // redraw.
            m_dirty = true;
            refresh();
        }
        emit analysingChanged(on);
    });
    updateButton();
}

EnginePanel::~EnginePanel()
{
    // The analysis ends its engine as it goes; nothing it says may reach a half-gone pane.
    m_analysis->disconnect(this);
}

// ---------------------------------------------------------------------------------------
// The engine process

engine::EngineProcess::State EnginePanel::engineState() const
{
    return m_analysis->engineState();
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
        const engine::EngineEntry& entry = m_analysis->engineEntry();
        if (const engine::EngineEntry* now = m_list->find(entry.name)) {
            if (now->command != entry.command || now->arguments != entry.arguments
                || now->workingDirectory != entry.workingDirectory
                || now->protocol != entry.protocol)
                setEngine(*now);
            else
                m_analysis->setEntryOptions(now->options);
        } else if (!entry.name.isEmpty() && m_list->registry().defaultEngine()) {
            setEngine(*m_list->registry().defaultEngine());
        }
    }
    const QString name = m_analysis->engineEntry().name;
    if (m_engineBox->findData(name) < 0 && !name.isEmpty()) m_engineBox->addItem(name, name);
    m_engineBox->setCurrentIndex(m_engineBox->findData(name));
}

void EnginePanel::onEngineChosen(int index)
{
    const QString name = m_engineBox->itemData(index).toString();
    if (name == m_analysis->engineEntry().name || !m_list) return;
    if (const engine::EngineEntry* e = m_list->find(name)) {
        setEngine(*e);
        QSettings().setValue(kEngineKey, name);
    }
}

void EnginePanel::setEngine(const engine::EngineEntry& entry)
{
    // An open options dialog belongs to the engine going away.
    if (m_optionsDialog) m_optionsDialog->close();
    m_optionsWanted = false;
    m_analysis->setEngine(entry);
    m_model->clear();
    updateArrow();
    m_status->clear();
    {
        const QSignalBlocker block(m_engineBox);
        if (m_engineBox->findData(entry.name) < 0) m_engineBox->addItem(entry.name, entry.name);
        m_engineBox->setCurrentIndex(m_engineBox->findData(entry.name));
    }
    scheduleRefresh();
}

void EnginePanel::onStarted(const QString& id)
{
    const engine::EngineEntry& entry = m_analysis->engineEntry();
    m_engineBox->setItemData(m_engineBox->currentIndex(),
                             id.isEmpty() ? entry.command : tr("%1 (%2)").arg(id, entry.command),
                             Qt::ToolTipRole);
    m_lineBox->setToolTip(m_analysis->declared(QStringLiteral("MultiPV"))
                              ? tr("How many best moves the engine shows (MultiPV)")
                              : tr("%1 shows one line only: it has no MultiPV option")
                                    .arg(id.isEmpty() ? entry.name : id));
    if (m_optionsWanted) {
        m_optionsWanted = false;
        openOptionsDialog();
    }
    if (!m_analysis->isRunning())
        m_status->setText(tr("%1 is ready.").arg(id.isEmpty() ? entry.name : id));
}

// ---------------------------------------------------------------------------------------
// Searching

void EnginePanel::setPosition(const chess::Position& pos)
{
    m_analysis->setPosition(pos);
}

void EnginePanel::setDocument(const model::GameDocument* document)
{
    auto follow = [this] {
        const model::GameDocument::Line line = m_document->lineToCurrent();
        setGame(line.start, line.moves);
    };
    followDocument(m_document, document, this, follow, &model::GameDocument::currentNodeChanged);
    if (document) follow();
}

void EnginePanel::setGame(const chess::Position& start, const std::vector<chess::Move>& moves)
{
    m_analysis->setGame(start, moves);
}

void EnginePanel::setLineCount(int lines)
{
    lines = qBound(1, lines, kMaxLines);
    if (m_lineBox->value() != lines) m_lineBox->setValue(lines); // comes back here
    if (lines == m_analysis->lineCount()) return;
    QSettings().setValue(kLinesKey, lines);
    m_analysis->setLineCount(lines);
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
    const engine::EngineEntry& entry = m_analysis->engineEntry();
    if (entry.command.isEmpty()) {
        m_status->setText(tr("No engine configured."));
        return;
    }
    if (m_analysis->isRunning()) return;
    if (!m_analysis->engineRunning() && m_analysis->engineState() != State::Starting)
        m_status->setText(tr("Starting %1…").arg(entry.name));
    m_analysis->start();
}

void EnginePanel::stopAnalysis()
{
    m_analysis->stop();
}

void EnginePanel::toggleAnalysis()
{
    m_analysis->isRunning() ? stopAnalysis() : startAnalysis();
}

void EnginePanel::setMateSearch(int moves)
{
    m_analysis->setMateSearch(moves);
}

void EnginePanel::askMateSearch()
{
    bool ok = false;
    const int moves = QInputDialog::getInt(
        //: Dialog title: ask the engine for a forced checkmate
        this, tr("Mate Search"),
        tr("Look for a mate in at most this many moves (0: analyse without a limit):"),
        m_analysis->mateSearch(), 0, 100, 1, &ok);
    if (!ok) return;
    setMateSearch(moves);
    if (moves > 0 && !m_analysis->isRunning()) startAnalysis();
}

void EnginePanel::onFailed(const QString& reason)
{
    m_optionsWanted = false;
    m_status->setText(reason);
    updateButton();
    updateArrow();
}

void EnginePanel::updateButton()
{
    //: Button: stop or start the engine's analysis
    m_button->setText(m_analysis->isRunning() ? tr("Stop") : tr("Analyse"));
}

void EnginePanel::sendCommand(const QString& text)
{
    if (!m_analysis->sendCommand(text))
        emit engineLine(tr("[Kibitz: not sent, %1 is not running: %2]")
                            .arg(m_analysis->engineEntry().name, text),
                        false);
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
    for (const auto& [k, info] : m_analysis->lines()) lines.push_back(info);
    m_model->setLines(m_analysis->position(), std::move(lines));
    updateColumns();
    m_status->setText(statusText());
    updateArrow();
}

void EnginePanel::resizeEvent(QResizeEvent* event)
{
    QWidget::resizeEvent(event);
    updateColumns();
}

void EnginePanel::updateColumns()
{
    // The line is what the pane is for. Where the pane is narrow (a laptop's right-hand
    // column) the depth and win/draw/loss columns give way to it (the evaluation's tool tip
    // keeps them), so that the line keeps room for more than its first move or two; it is cut
    // at its end, never at its start.
    constexpr int kNarrowChars = 64;
    const bool narrow = width() < fontMetrics().averageCharWidth() * kNarrowChars;
    m_view->setColumnHidden(AnalysisLinesModel::Depth, narrow);
    m_view->setColumnHidden(AnalysisLinesModel::Wdl, narrow || !m_model->hasWdl());
    m_view->horizontalScrollBar()->setValue(0);
}

void EnginePanel::updateArrow()
{
    chess::Square from = chess::Square::None, to = chess::Square::None;
    if (const chess::Move best = m_analysis->bestMove())
        std::tie(from, to) = arrowOf(m_analysis->position(), best);
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
    const QString& mateNote = m_analysis->mateNote();
    if (!m_analysis->isRunning() && m_analysis->lines().empty()) return mateNote;
    const engine::Info& figures = m_analysis->figures();
    const QLocale locale;
    QStringList parts;
    // The depth, when its column gave way to the line (updateColumns).
    if (m_view->isColumnHidden(AnalysisLinesModel::Depth) && m_model->rowCount() > 0)
        if (const QString depth =
                m_model->data(m_model->index(0, AnalysisLinesModel::Depth)).toString();
            !depth.isEmpty())
            parts << tr("depth %1").arg(depth);
    if (figures.nps) parts << tr("%1 kN/s").arg(locale.toString(qulonglong(*figures.nps / 1000)));
    if (figures.nodes) parts << tr("%1 nodes").arg(locale.toString(qulonglong(*figures.nodes)));
    if (figures.timeMs)
        parts << tr("%1 s").arg(locale.toString(double(*figures.timeMs) / 1000.0, 'f', 1));
    if (figures.hashfull)
        parts << tr("hash %1%").arg(locale.toString(*figures.hashfull / 10.0, 'f', 1));
    if (figures.tbhits && *figures.tbhits)
        parts << tr("tb hits %1").arg(locale.toString(qulonglong(*figures.tbhits)));
    if (!mateNote.isEmpty()) parts.prepend(mateNote);
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
        tr("&Play %1")
            .arg(QString::fromStdString(chess::toSan(m_analysis->position(), moves.front()))),
        this, [this, m = moves.front()] { emit moveChosen(m); });
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
    const engine::EngineEntry& entry = m_analysis->engineEntry();
    if (entry.command.isEmpty()) {
        m_status->setText(tr("No engine configured."));
        return;
    }
    if (m_analysis->engineRunning()) {
        openOptionsDialog();
        return;
    }
    // The options are what the engine declares: ask it.
    m_optionsWanted = true;
    if (m_analysis->engineState() != State::Starting) {
        m_status->setText(tr("Starting %1 to read its options…").arg(entry.name));
        m_analysis->startEngine();
    }
}

void EnginePanel::openOptionsDialog()
{
    if (m_optionsDialog) {
        m_optionsDialog->raise();
        return;
    }
    const engine::EngineProcess* process = m_analysis->process();
    const engine::EngineEntry& entry = m_analysis->engineEntry();
    auto* dialog = new EngineOptionsDialog(process->name().isEmpty() ? entry.name : process->name(),
                                           process->options(), entry.options, this);
    dialog->setAttribute(Qt::WA_DeleteOnClose);
    // XBoard engines: "random" and "nps", for the games they play (engine/options.h).
    if (process->protocol() == engine::Protocol::XBoard)
        dialog->addXBoardPlaySettings(entry.options);
    m_optionsDialog = dialog;
    // A button acts at once; while searching it waits for a restart, like any option (UCI:
    // options are set only while the engine waits).
    connect(dialog, &EngineOptionsDialog::buttonPressed, this,
            [this](const QString& name) { m_analysis->setOption(name, std::nullopt); });
    connect(dialog, &QDialog::accepted, this, [this, dialog] {
        const QString name = m_analysis->engineEntry().name;
        const QVariantMap before = m_analysis->engineEntry().options;
        const QVariantMap after = dialog->merged(before);
        m_analysis->setEntryOptions(after);
        if (m_list && m_list->find(name)) {
            const QString error = m_list->setOptions(name, after);
            if (!error.isEmpty())
                QMessageBox::warning(this, tr("Engine Options"),
                                     tr("The options are used but not saved: %1").arg(error));
        }
        // Changed options reach the running engine before its next search.
        for (const engine::OptionDecl& o : dialog->shownOptions()) {
            if (o.type == engine::OptionType::Button) continue;
            const QString option = QString::fromStdString(o.name);
            const QVariant now = after.value(option);
            if (now == before.value(option)) continue;
            m_analysis->setOption(option, now.isValid() ? now.toString()
                                                        : QString::fromStdString(o.defaultValue));
        }
    });
    dialog->open();
}

} // namespace kibitz::ui
