// SPDX-License-Identifier: GPL-3.0-or-later
#include "analysis/gameanalysis.h"

#include "annotate/annotationjobs.h"
#include "model/databasemodel.h"
#include "model/gamedocument.h"
#include "pgn/builder.h"
#include "pgn/writer.h"
#include "play/playcontroller.h"

#include <QComboBox>
#include <QDialog>
#include <QDialogButtonBox>
#include <QFormLayout>
#include <QHBoxLayout>
#include <QLabel>
#include <QMainWindow>
#include <QMessageBox>
#include <QProgressBar>
#include <QSettings>
#include <QSpinBox>
#include <QStatusBar>
#include <QToolButton>
#include <QUndoStack>

namespace kibitz::ui {

GameAnalysis::GameAnalysis(QWidget* window)
    : QObject(window)
    , m_window(window)
{}

GameAnalysis::~GameAnalysis()
{
    if (m_pool) m_pool->disconnect(this);
}

std::optional<GameAnalysis::Choice> GameAnalysis::ask(const QString& title)
{
    const std::vector<engine::EngineEntry> engines = PlayController::availableEngines();
    if (engines.empty()) {
        QMessageBox::warning(m_window, title,
                             tr("No engine is known: add one to the engine list, or install one."));
        return std::nullopt;
    }
    QDialog dialog(m_window);
    dialog.setWindowTitle(title);
    auto* form = new QFormLayout(&dialog);
    auto* engineBox = new QComboBox(&dialog);
    for (const engine::EngineEntry& e : engines) engineBox->addItem(e.name);
    auto* kind = new QComboBox(&dialog);
    kind->addItem(tr("Seconds per move"));
    //: Analysis limit: search depth in plies
    kind->addItem(tr("Depth"));
    auto* amount = new QSpinBox(&dialog);
    amount->setRange(1, 600);
    QSettings settings;
    const int last =
        engineBox->findText(settings.value(QStringLiteral("analyse/engine")).toString());
    if (last >= 0) engineBox->setCurrentIndex(last);
    kind->setCurrentIndex(settings.value(QStringLiteral("analyse/kind"), 0).toInt());
    amount->setValue(settings.value(QStringLiteral("analyse/amount"), 1).toInt());
    form->addRow(tr("&Engine:"), engineBox);
    form->addRow(tr("&Limit:"), kind);
    form->addRow(QString(), amount);
    auto* buttons = new QDialogButtonBox(QDialogButtonBox::Ok | QDialogButtonBox::Cancel, &dialog);
    form->addRow(buttons);
    connect(buttons, &QDialogButtonBox::accepted, &dialog, &QDialog::accept);
    connect(buttons, &QDialogButtonBox::rejected, &dialog, &QDialog::reject);
    if (dialog.exec() != QDialog::Accepted) return std::nullopt;
    settings.setValue(QStringLiteral("analyse/engine"), engineBox->currentText());
    settings.setValue(QStringLiteral("analyse/kind"), kind->currentIndex());
    settings.setValue(QStringLiteral("analyse/amount"), amount->value());

    Choice choice{engines[std::size_t(engineBox->currentIndex())], {}};
    annotate::Options& options = choice.options;
    if (kind->currentIndex() == 0) {
        options.limits.movetimeMs = amount->value() * 1000;
        options.limitText = QStringLiteral("movetime=%1").arg(amount->value() * 1000);
    } else {
        options.limits.depth = amount->value();
        options.limitText = QStringLiteral("depth=%1").arg(amount->value());
    }
    return choice;
}

void GameAnalysis::analyse(model::GameDocument* document)
{
    if (isRunning() || !document) return;
    if (document->game().mainlineMoves().empty()) {
        QMessageBox::information(m_window, tr("Analyse Game"), tr("The game has no moves yet."));
        return;
    }
    if (auto choice = ask(tr("Analyse Game"))) start(document, choice->engine, choice->options);
}

void GameAnalysis::startPool(const engine::EngineEntry& engine, const annotate::Options& options,
                             const engine::LaunchSettings& settings, const QString& label,
                             std::size_t games,
                             std::function<std::optional<pgn::Game>(std::size_t)> source,
                             std::function<void(std::size_t, const pgn::Game&)> sink)
{
    cleanUp();
    auto runners = annotate::AnnotationRunner::factory(
        options, std::move(source),
        [sink = std::move(sink)](std::size_t job, const annotate::AnnotatedGame* a) {
            if (a) sink(job, a->game);
        });
    const bool oneGame = games == 1;
    m_pool = std::make_unique<engine::JobPool>(
        engine, settings, [this, runners, oneGame](engine::EngineProcess* process) {
            std::unique_ptr<engine::JobRunner> runner = runners(process);
            // One game: its positions are the progress.
            if (oneGame)
                connect(&static_cast<annotate::AnnotationRunner*>(runner.get())->annotator(),
                        &annotate::Annotator::progress, this, &GameAnalysis::setProgress);
            return runner;
        });
    showProgress(label);
    m_pool->start(games);
}

void GameAnalysis::showProgress(const QString& label)
{
    if (!m_progressBox) {
        m_progressBox = new QWidget;
        m_progressBox->setObjectName(QStringLiteral("analysisProgress"));
        auto* layout = new QHBoxLayout(m_progressBox);
        layout->setContentsMargins(0, 0, 0, 0);
        m_label = new QLabel(m_progressBox);
        m_bar = new QProgressBar(m_progressBox);
        m_bar->setMaximumWidth(160);
        m_bar->setMaximumHeight(16);
        m_cancel = new QToolButton(m_progressBox);
        //: Stops a game analysis running in the background
        m_cancel->setText(tr("Cancel"));
        m_cancel->setToolTip(tr("Stop the analysis (a database keeps the games already done)"));
        m_cancel->setFocusPolicy(Qt::NoFocus);
        layout->addWidget(m_label);
        layout->addWidget(m_bar);
        layout->addWidget(m_cancel);
        connect(m_cancel, &QToolButton::clicked, this, &GameAnalysis::cancel);
        // In the status bar: the progress is in sight and nothing stands over the board.
        if (auto* main = qobject_cast<QMainWindow*>(m_window))
            main->statusBar()->addPermanentWidget(m_progressBox);
        else
            m_progressBox->setParent(m_window);
    }
    m_label->setText(label);
    m_bar->setRange(0, 0); // busy until the first count
    m_progressBox->show();
}

void GameAnalysis::setProgress(int done, int total)
{
    if (!m_bar) return;
    m_bar->setRange(0, std::max(1, total));
    m_bar->setValue(done);
}

void GameAnalysis::cancel()
{
    if (m_pool) m_pool->cancel();
}

void GameAnalysis::start(model::GameDocument* document, const engine::EngineEntry& engine,
                         const annotate::Options& options)
{
    if (isRunning()) return;
    m_document = document;
    const pgn::Game game = document->game();
    auto applied = std::make_shared<bool>(false);
    // The game's variant: an engine that does not play it is refused, not misled.
    engine::LaunchSettings settings;
    settings.variant = game.startPosition().variant();
    settings.chess960 = game.startPosition().isChess960();
    startPool(
        engine, options, settings, tr("Analysing the game with %1…").arg(engine.name), 1,
        [game](std::size_t) { return std::optional<pgn::Game>(game); },
        [this, applied](std::size_t, const pgn::Game& annotated) {
            if (m_document) apply(m_document, annotated);
            *applied = true;
        });
    connect(m_pool.get(), &engine::JobPool::finished, this, [this, applied] {
        const QString error = m_pool->error();
        cleanUp();
        if (*applied) {
            if (auto* main = qobject_cast<QMainWindow*>(m_window))
                main->statusBar()->showMessage(tr("The game is analysed."), 5000);
        } else if (!error.isEmpty()) {
            QMessageBox::warning(m_window, tr("Analyse Game"), error);
        }
        emit finished(*applied);
    });
}

void GameAnalysis::analyseGames(model::DatabaseModel* database, const QList<db::GameId>& games)
{
    if (isRunning() || !database) return;
    if (games.isEmpty()) {
        QMessageBox::information(m_window, tr("Analyse Games"),
                                 tr("Select the games to analyse in the database's list first."));
        return;
    }
    if (auto choice = ask(tr("Analyse Games")))
        startGames(database, games, choice->engine, choice->options);
}

void GameAnalysis::startGames(model::DatabaseModel* database, const QList<db::GameId>& games,
                              const engine::EngineEntry& engine, const annotate::Options& options)
{
    if (isRunning()) return;
    // Games that cannot be read (or have no moves) are passed over; the rest one by one.
    auto source = [database = QPointer<model::DatabaseModel>(database),
                   games](std::size_t job) -> std::optional<pgn::Game> {
        const auto text = database ? database->gameText(games[qsizetype(job)]) : std::nullopt;
        if (!text) return std::nullopt;
        std::vector<pgn::Game> read = pgn::readGames(text->toStdString());
        if (read.empty() || read.front().mainlineMoves().empty()) return std::nullopt;
        return std::move(read.front());
    };
    auto sink = [this](std::size_t job, const pgn::Game& annotated) {
        if (!m_database) return;
        m_database->replaceGame(m_games[qsizetype(job)],
                                QString::fromStdString(pgn::writeGame(annotated)));
        ++m_doneGames;
    };
    startPool(engine, options, {},
              tr("Analysing %n game(s) with %1…", nullptr, int(games.size())).arg(engine.name),
              std::size_t(games.size()), source, sink);
    // After startPool, whose cleanUp forgets an earlier run's (the engines start later).
    m_database = database;
    m_games = games;
    m_doneGames = 0;
    setProgress(0, int(games.size()));
    connect(m_pool.get(), &engine::JobPool::inOrder, this, [this](std::size_t job) {
        setProgress(int(job) + 1, int(m_games.size()));
        if (m_label && int(job) + 1 < m_games.size())
            m_label->setText(tr("Analysing game %1 of %2…").arg(job + 2).arg(m_games.size()));
    });
    connect(m_pool.get(), &engine::JobPool::finished, this, [this] {
        const int done = m_doneGames, total = int(m_games.size());
        const QString error = m_pool->error();
        cleanUp();
        if (!error.isEmpty()) QMessageBox::warning(m_window, tr("Analyse Games"), error);
        emit gamesFinished(done, total);
    });
}

void GameAnalysis::cleanUp()
{
    m_database = nullptr;
    m_games.clear();
    if (m_progressBox) m_progressBox->hide();
    if (m_pool) {
        // Not deleted here: cleanUp may run in a handler of the pool's own finished().
        m_pool->disconnect(this);
        m_pool.release()->deleteLater();
    }
}

void GameAnalysis::apply(model::GameDocument* document, const pgn::Game& annotated)
{
    QUndoStack* undo = document->undoStack();
    // Where the user is stays where the user is: the analysis ran in the background, and
    // adding its lines would otherwise leave the board at the end of the last one.
    const pgn::Node* shown = document->currentNode();
    undo->beginMacro(tr("Analyse Game"));
    // The main lines are the same moves (the analysis ran on a copy); what the analysis
    // added goes into the document's own nodes.
    const pgn::Node* mine = document->game().root();
    const pgn::Node* theirs = annotated.root();
    for (;;) {
        if (mine->commentAfter() != theirs->commentAfter())
            document->setCommentAfter(mine, QString::fromStdString(theirs->commentAfter()));
        if (mine->nags() != theirs->nags()) document->setNags(mine, theirs->nags());
        // Variations the analysis added: insertLine follows what is there already.
        for (std::size_t c = 1; c < theirs->children().size(); ++c) {
            std::vector<chess::Move> line;
            for (const pgn::Node* n = theirs->children()[c].get(); n; n = n->next())
                line.push_back(n->move());
            document->insertLine(mine, line);
        }
        if (!mine->next() || !theirs->next() || mine->next()->move() != theirs->next()->move())
            break;
        mine = mine->next();
        theirs = theirs->next();
    }
    document->setHeader(QStringLiteral("Annotator"),
                        QString::fromStdString(annotated.headers().value("Annotator")));
    undo->endMacro();
    document->goTo(shown);
}

} // namespace kibitz::ui
