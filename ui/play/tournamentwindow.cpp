// SPDX-License-Identifier: GPL-3.0-or-later
#include "play/tournamentwindow.h"

#include "board/boardview.h"

#include <QComboBox>
#include <QDir>
#include <QFileDialog>
#include <QFileInfo>
#include <QFormLayout>
#include <QHBoxLayout>
#include <QHeaderView>
#include <QLabel>
#include <QLineEdit>
#include <QListWidget>
#include <QPushButton>
#include <QSpinBox>
#include <QSplitter>
#include <QTableWidget>
#include <QTimer>
#include <QVBoxLayout>

#include <algorithm>
#include <cmath>
#include <numeric>

namespace kibitz::ui {

namespace {

QString eloText(double v)
{
    if (std::isinf(v)) return v > 0 ? QStringLiteral("+∞") : QStringLiteral("−∞");
    return QString::asprintf("%+.0f", v);
}

} // namespace

TournamentWindow::TournamentWindow(std::vector<engine::EngineEntry> engines, QWidget* parent)
    : QWidget(parent, Qt::Window)
    , m_engines(std::move(engines))
    , m_engineList(new QListWidget(this))
    , m_format(new QComboBox(this))
    , m_rounds(new QSpinBox(this))
    , m_tc(new QLineEdit(QStringLiteral("10+0.1"), this))
    , m_concurrency(new QSpinBox(this))
    , m_openings(new QLineEdit(this))
    , m_output(new QLineEdit(this))
    , m_start(new QPushButton(tr("&Start"), this))
    , m_pause(new QPushButton(tr("&Pause"), this))
    , m_stop(new QPushButton(tr("S&top"), this))
    , m_status(new QLabel(this))
    , m_table(new QTableWidget(this))
    , m_running(new QListWidget(this))
    , m_boardRow(new QWidget(this))
    , m_refresh(new QTimer(this))
{
    setWindowTitle(tr("Tournament"));
    for (const engine::EngineEntry& e : m_engines) {
        auto* item = new QListWidgetItem(e.name, m_engineList);
        item->setFlags(item->flags() | Qt::ItemIsUserCheckable);
        item->setCheckState(Qt::Unchecked);
    }
    m_engineList->setToolTip(tr("The engines that play (for a gauntlet, the first checked one "
                                "meets all the others)"));
    m_format->addItem(tr("Round robin"));
    m_format->addItem(tr("Gauntlet"));
    m_rounds->setRange(1, 100000);
    m_rounds->setValue(2);
    m_rounds->setToolTip(tr("Games each pair plays, colours alternating"));
    m_concurrency->setRange(1, 64);
    m_concurrency->setValue(1);
    m_concurrency->setToolTip(tr("Games played at once, each with its own engine processes"));
    m_tc->setToolTip(tr("300+2, 40/5400+30:1800+30, movetime=1, depth=12, nodes=100000"));
    m_openings->setPlaceholderText(tr("Start position"));
    m_output->setText(QDir::home().filePath(QStringLiteral("tournament.pgn")));

    auto browse = [this](QLineEdit* edit, bool save, const QString& filter) {
        auto* button = new QPushButton(tr("…"), this);
        connect(button, &QPushButton::clicked, this, [this, edit, save, filter] {
            const QString path =
                save ? QFileDialog::getSaveFileName(this, tr("Tournament games"), edit->text(),
                                                    filter, nullptr,
                                                    QFileDialog::DontConfirmOverwrite)
                     : QFileDialog::getOpenFileName(this, tr("Openings"), edit->text(), filter);
            if (!path.isEmpty()) edit->setText(path);
        });
        auto* row = new QHBoxLayout;
        row->addWidget(edit);
        row->addWidget(button);
        return row;
    };
    auto* form = new QFormLayout;
    form->addRow(tr("&Engines:"), m_engineList);
    m_engineList->setMaximumHeight(140);
    form->addRow(tr("&Format:"), m_format);
    form->addRow(tr("&Rounds:"), m_rounds);
    form->addRow(tr("Time &control:"), m_tc);
    form->addRow(tr("Games at &once:"), m_concurrency);
    // A row holding a layout gets no buddy from QFormLayout: the labels are made here.
    auto buddyRow = [&](const QString& text, QLineEdit* edit, QLayout* row) {
        auto* label = new QLabel(text, this);
        label->setBuddy(edit);
        form->addRow(label, row);
    };
    buddyRow(tr("O&penings:"), m_openings,
             browse(m_openings, false, tr("Openings (*.pgn *.epd);;All files (*)")));
    buddyRow(tr("&Output PGN:"), m_output, browse(m_output, true, tr("PGN (*.pgn)")));

    auto* buttons = new QHBoxLayout;
    buttons->addWidget(m_start);
    buttons->addWidget(m_pause);
    buttons->addWidget(m_stop);
    buttons->addStretch();
    connect(m_start, &QPushButton::clicked, this, &TournamentWindow::start);
    connect(m_pause, &QPushButton::clicked, this, &TournamentWindow::togglePause);
    connect(m_stop, &QPushButton::clicked, this, &TournamentWindow::stop);

    const QStringList columns{tr("Engine"), tr("Games"), tr("Points"), tr("Score"), tr("Elo"),
                              tr("±"),      tr("W"),     tr("D"),      tr("L")};
    m_table->setColumnCount(int(columns.size()));
    m_table->setHorizontalHeaderLabels(columns);
    m_table->verticalHeader()->setVisible(true);
    m_table->setEditTriggers(QAbstractItemView::NoEditTriggers);
    m_table->horizontalHeader()->setSectionResizeMode(0, QHeaderView::Stretch);
    for (int c = 1; c < columns.size(); ++c)
        m_table->horizontalHeader()->setSectionResizeMode(c, QHeaderView::ResizeToContents);
    m_status->setWordWrap(true);

    auto* layout = new QVBoxLayout(this);
    layout->addLayout(form);
    layout->addLayout(buttons);
    layout->addWidget(m_status);
    layout->addWidget(new QLabel(tr("Crosstable"), this));
    layout->addWidget(m_table, 2);
    layout->addWidget(new QLabel(tr("Games being played"), this));
    (new QHBoxLayout(m_boardRow))->addStretch(1); // boards at the left, their captions under them
    layout->addWidget(m_boardRow);
    layout->addWidget(m_running, 1);

    // The running games' move counts change with every move: a few refreshes a second.
    m_refresh->setInterval(250);
    connect(m_refresh, &QTimer::timeout, this, &TournamentWindow::refresh);
    setRunning(false);
    resize(720, 860);
}

TournamentWindow::~TournamentWindow()
{
    if (m_tournament) m_tournament->stop();
}

void TournamentWindow::setEnginesChecked(const QStringList& names)
{
    for (int i = 0; i < m_engineList->count(); ++i) {
        QListWidgetItem* item = m_engineList->item(i);
        item->setCheckState(names.contains(item->text()) ? Qt::Checked : Qt::Unchecked);
    }
}

std::optional<play::TournamentSettings> TournamentWindow::settingsFromFields(QString& error) const
{
    play::TournamentSettings s;
    for (int i = 0; i < m_engineList->count(); ++i) {
        if (m_engineList->item(i)->checkState() != Qt::Checked) continue;
        const engine::EngineEntry& e = m_engines[std::size_t(i)];
        s.engines.push_back(play::TournamentEngine{
            e.name, engine::EngineCommand{e.command, e.arguments, e.workingDirectory, e.protocol},
            e.options, std::nullopt});
    }
    if (s.engines.size() < 2) {
        error = tr("Check two engines or more.");
        return std::nullopt;
    }
    const auto tc = play::TimeControl::parse(m_tc->text().toStdString());
    if (!tc) {
        error = tr("Time control: %1").arg(QString::fromStdString(tc.error().toString()));
        return std::nullopt;
    }
    s.tc = *tc;
    s.format = m_format->currentIndex() == 1 ? play::TournamentFormat::Gauntlet
                                             : play::TournamentFormat::RoundRobin;
    s.rounds = m_rounds->value();
    s.concurrency = m_concurrency->value();
    if (!m_openings->text().trimmed().isEmpty()) {
        std::string message;
        auto openings = play::readOpenings(m_openings->text().trimmed().toStdString(), message);
        if (!openings) {
            error = tr("Openings: %1").arg(QString::fromStdString(message));
            return std::nullopt;
        }
        s.openings = std::move(*openings);
    }
    if (m_output->text().trimmed().isEmpty()) {
        error = tr("Choose the output PGN file.");
        return std::nullopt;
    }
    return s;
}

bool TournamentWindow::start()
{
    if (m_tournament && !m_tournament->isFinished()) return false;
    QString error;
    auto settings = settingsFromFields(error);
    if (!settings) {
        m_status->setText(error);
        return false;
    }
    const QString pgnPath = m_output->text().trimmed();
    m_tournament = std::make_unique<play::Tournament>(std::move(*settings), pgnPath);
    const bool resuming = QFileInfo::exists(m_tournament->statePath());
    if (auto problem = resuming ? m_tournament->resume() : m_tournament->create()) {
        m_status->setText(*problem);
        m_tournament.reset();
        return false;
    }
    connect(m_tournament.get(), &play::Tournament::gameFinished, this, &TournamentWindow::refresh);
    connect(m_tournament.get(), &play::Tournament::gameStarted, this, &TournamentWindow::refresh);
    connect(m_tournament.get(), &play::Tournament::failed, this, [this](const QString& why) {
        m_status->setText(why);
        setRunning(false);
    });
    connect(m_tournament.get(), &play::Tournament::finished, this, [this] {
        refresh();
        setRunning(false);
        emit finished();
    });
    if (resuming)
        m_status->setText(tr("Continuing the event saved in %1: %2 games already played.")
                              .arg(QDir::toNativeSeparators(m_tournament->statePath()))
                              .arg(m_tournament->gamesDone()));
    setRunning(true);
    m_tournament->start();
    refresh();
    return true;
}

void TournamentWindow::togglePause()
{
    if (!m_tournament) return;
    m_tournament->setPaused(!m_tournament->isPaused());
    m_pause->setText(m_tournament->isPaused() ? tr("&Resume") : tr("&Pause"));
    refresh();
}

void TournamentWindow::stop()
{
    if (!m_tournament) return;
    m_tournament->stop();
    setRunning(false);
    refresh();
    m_status->setText(tr("Stopped after %1 of %2 games; Start continues the event.")
                          .arg(m_tournament->gamesDone())
                          .arg(m_tournament->schedule().size()));
}

void TournamentWindow::setRunning(bool running)
{
    for (QWidget* w : std::initializer_list<QWidget*>{m_engineList, m_format, m_rounds, m_tc,
                                                      m_concurrency, m_openings, m_output})
        w->setEnabled(!running);
    m_start->setEnabled(!running);
    m_pause->setEnabled(running);
    m_stop->setEnabled(running);
    m_pause->setText(tr("&Pause"));
    if (running)
        m_refresh->start();
    else
        m_refresh->stop();
}

void TournamentWindow::refresh()
{
    if (!m_tournament) return;
    const play::Tournament& t = *m_tournament;
    const auto& engines = t.settings().engines;
    std::vector<int> order(engines.size());
    std::iota(order.begin(), order.end(), 0);
    std::stable_sort(order.begin(), order.end(), [&](int a, int b) {
        return t.engineTally(a).points() > t.engineTally(b).points();
    });
    m_table->setRowCount(int(order.size()));
    for (int row = 0; row < int(order.size()); ++row) {
        const int e = order[std::size_t(row)];
        const play::Tally tally = t.engineTally(e);
        const auto [elo, error] = tally.elo();
        const QStringList cells{engines[std::size_t(e)].name,
                                QString::number(tally.games()),
                                QString::number(tally.points(), 'f', 1),
                                QString::number(100.0 * tally.score(), 'f', 1) + QLatin1Char('%'),
                                tally.games() ? eloText(elo) : QString(),
                                tally.games() && !std::isinf(error) ? QString::number(error, 'f', 0)
                                                                    : QString(),
                                QString::number(tally.wins),
                                QString::number(tally.draws),
                                QString::number(tally.losses)};
        for (int c = 0; c < cells.size(); ++c) {
            auto* item = new QTableWidgetItem(cells[c]);
            if (c > 0) item->setTextAlignment(Qt::AlignRight | Qt::AlignVCenter);
            m_table->setItem(row, c, item);
        }
    }
    m_running->clear();
    // One board per running game, made or dropped as the number of games at once changes.
    const auto running = t.runningGames();
    while (m_boards.size() > running.size()) {
        delete m_boards.back().first->parentWidget();
        m_boards.pop_back();
    }
    while (m_boards.size() < running.size()) {
        auto* cell = new QWidget(m_boardRow);
        auto* column = new QVBoxLayout(cell);
        column->setContentsMargins(0, 0, 0, 0);
        auto* board = new BoardView(cell);
        board->setInteractive(false);
        board->setFixedSize(180, 180);
        board->setFocusPolicy(Qt::NoFocus);
        auto* caption = new QLabel(cell);
        caption->setAlignment(Qt::AlignHCenter);
        column->addWidget(board);
        column->addWidget(caption);
        auto* row = static_cast<QHBoxLayout*>(m_boardRow->layout());
        row->insertWidget(row->count() - 1, cell);
        m_boards.emplace_back(board, caption);
    }
    std::size_t shown = 0;
    for (const auto& [index, session] : running) {
        const auto& g = t.schedule()[std::size_t(index)];
        auto& [board, caption] = m_boards[shown++];
        board->setPosition(session->position());
        if (const pgn::Node* last = session->game().mainlineEnd(); !last->isRoot())
            board->setLastMove(last->move().from(), last->move().to());
        //: A running tournament game under its board: number, White – Black
        caption->setText(
            tr("%1: %2 – %3")
                .arg(index + 1)
                .arg(engines[std::size_t(g.white)].name, engines[std::size_t(g.black)].name));
    }
    for (const auto& [index, session] : running) {
        const auto& g = t.schedule()[std::size_t(index)];
        m_running->addItem(
            tr("Game %1: %2 – %3, move %4")
                .arg(index + 1)
                .arg(engines[std::size_t(g.white)].name, engines[std::size_t(g.black)].name)
                .arg(session->game().mainlineEnd()->ply() / 2 + 1));
    }
    if (!t.isFinished() && m_refresh->isActive())
        m_status->setText(tr("%1 of %2 games played, %3 running%4")
                              .arg(t.gamesDone())
                              .arg(t.schedule().size())
                              .arg(t.gamesRunning())
                              .arg(t.isPaused() ? tr("; paused: no new game starts") : QString()));
    else if (t.isFinished())
        m_status->setText(tr("Finished: %1 games in %2.")
                              .arg(t.gamesDone())
                              .arg(QDir::toNativeSeparators(t.pgnPath())));
}

} // namespace kibitz::ui
