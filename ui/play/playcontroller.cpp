// SPDX-License-Identifier: GPL-3.0-or-later
#include "play/playcontroller.h"

#include "chess/chess960.h"
#include "chess/notation.h"
#include "chess/variant.h"
#include "common/placebeside.h"
#include "engine/catalogue.h"
#include "engine/launcher.h"
#include "model/gamedocument.h"
#include "play/clockwidget.h"
#include "play/newgamedialog.h"
#include "play/tournamentwindow.h"

#include <QAction>
#include <QDockWidget>
#include <QEvent>
#include <QInputDialog>
#include <QMainWindow>
#include <QMenu>
#include <QMessageBox>
#include <QPushButton>
#include <QRandomGenerator>
#include <QSettings>
#include <QStatusBar>
#include <QTimer>

#include <algorithm>

namespace kibitz::ui {

using chess::Color;

namespace {
// Set once the user has opened or closed the clock pane: it no longer follows the game shown.
const auto kClockPaneByHand = QStringLiteral("window/clockPaneByHand");

int seat(Color c)
{
    return c == Color::White ? 0 : 1;
}
} // namespace

PlayController::PlayController(QMainWindow* window,
                               std::function<model::GameDocument*()> shownDocument,
                               std::function<model::GameDocument*()> newDocument)
    : QObject(window)
    , m_window(window)
    , m_shownDocument(std::move(shownDocument))
    , m_newDocument(std::move(newDocument))
    , m_clock(new ClockWidget(window))
    //: Pane title: the chess clock
    , m_clockDock(new QDockWidget(tr("Clock"), window))
{
    m_clockDock->setWidget(m_clock);
    m_clockDock->setFeatures(QDockWidget::DockWidgetMovable | QDockWidget::DockWidgetFloatable
                             | QDockWidget::DockWidgetClosable);
    // "clocksDock": layouts saved when the clocks stood above the board do not put them back
    // there.
    m_clockDock->setObjectName(QStringLiteral("clocksDock"));
    m_clockDock->hide(); // until a game starts, or a game with clock times is shown
    connect(m_clock, &ClockWidget::recordedClocksChanged, this,
            &PlayController::followRecordedClocks);
    // The user opening or closing the pane (Game > Clock, its close button) decides from then
    // on.
    m_clockPaneByHand = QSettings().value(kClockPaneByHand, false).toBool();
    connect(m_clockDock->toggleViewAction(), &QAction::triggered, this,
            &PlayController::clockPaneChosenByHand);
    m_clockDock->installEventFilter(this);
    connect(this, &PlayController::playingChanged, this, &PlayController::updateCover);
}

bool PlayController::panesCovered() const
{
    return isPlaying() && humanSide().has_value() && !m_trainingMode;
}

void PlayController::setTrainingMode(bool on)
{
    m_trainingMode = on;
    if (m_training) m_training->setChecked(on);
    updateCover();
}

void PlayController::updateCover()
{
    const bool covered = panesCovered();
    if (covered == m_panesCovered) return;
    m_panesCovered = covered;
    emit panesCoveredChanged(covered);
}

void PlayController::bindDocument(model::GameDocument* document)
{
    if (m_document) m_document->disconnect(this);
    m_document = document;
    // After the window's own handlers (connected before), so that the board's input is
    // limited after it has been handed the new position.
    connect(document, &model::GameDocument::currentNodeChanged, this,
            &PlayController::updateInteractivity);
    connect(document, &model::GameDocument::treeChanged, this,
            &PlayController::updateInteractivity);
    connect(document, &model::GameDocument::currentNodeChanged, this,
            &PlayController::updateClockView);
    // Another game in its place (File > New, Open, Paste into it) or its tab closed ends the
    // game being played.
    connect(document, &model::GameDocument::documentReset, this, [this] {
        if (!m_syncing) abandon(tr("The game was replaced in the window."));
    });
    connect(document, &QObject::destroyed, this,
            [this] { abandon(tr("The game's tab was closed.")); });
}

bool PlayController::eventFilter(QObject* watched, QEvent* event)
{
    if (watched == m_clockDock && event->type() == QEvent::Close) clockPaneChosenByHand();
    return QObject::eventFilter(watched, event);
}

void PlayController::clockPaneChosenByHand()
{
    m_clockPaneByHand = true;
    QSettings().setValue(kClockPaneByHand, true);
}

void PlayController::followRecordedClocks()
{
    // The clock pane opens by itself for a game that carries its clock times ([%clk], a
    // broadcast, a game played here) or is being played here, and closes again for a game
    // without them while no game is on; once the user has opened or closed it, it stays as
    // the user left it.
    if (m_clockPaneByHand) return;
    const model::GameDocument* shown = m_shownDocument ? m_shownDocument() : nullptr;
    const bool played = m_session && shown && shown == m_document;
    m_clockDock->setVisible(isPlaying() || played || m_clock->showsRecordedClocks());
}

void PlayController::abandon(const QString& reason)
{
    if (!isPlaying()) return;
    // The session lets go of the document first, so that its last word (the aborted game)
    // does not overwrite what is there now.
    m_session->disconnect(this);
    m_session->abort(reason);
    m_clock->setMessage(m_session->reason());
    releaseEngines();
    updateActions();
    updateClockView();
    emit boardInputChanged(true);
    emit playingChanged(false);
}

void PlayController::shownDocumentChanged()
{
    updateInteractivity();
    updateClockView();
}

void PlayController::updateClockView()
{
    const model::GameDocument* shown = m_shownDocument ? m_shownDocument() : nullptr;
    // The session's clocks while its game is shown and on, or over and shown at its end (the
    // flag as it fell); any other game, or this one at an earlier move, shows its recorded
    // clocks at the move shown. The session's result stays under its game's clocks.
    const bool played = m_session && shown && shown == m_document;
    if (played && (isPlaying() || shown->currentNode() == shown->game().mainlineEnd()))
        m_clock->showGame(nullptr);
    else
        m_clock->showGame(shown, played ? m_clock->sessionMessage() : QString());
    followRecordedClocks();
}

PlayController::~PlayController()
{
    // Nothing said while going away may reach a window that is going away too.
    if (m_document) m_document->disconnect(this);
    if (m_session) m_session->disconnect(this);
    m_session.reset();
    releaseEngines();
}

void PlayController::populateMenu(QMenu* menu)
{
    menu->addAction(tr("New Game Against &Engine…"), this, &PlayController::newGameAgainstEngine)
        ->setShortcut(QKeySequence(tr("Ctrl+Shift+N")));
    menu->addAction(tr("Engine &Match…"), this, &PlayController::engineMatch);
    menu->addAction(tr("T&ournament…"), this, &PlayController::tournament);
    menu->addSeparator();
    //: Menu item: give up the game
    m_resign = menu->addAction(tr("&Resign"), this, &PlayController::resign);
    //: Menu items: offer a draw to the engine; claim a draw (repetition, fifty moves)
    m_offerDraw = menu->addAction(tr("Offer &Draw"), this, &PlayController::offerDraw);
    m_claimDraw = menu->addAction(tr("&Claim Draw"), this, &PlayController::claimDraw);
    //: Menu item: take back the last move (yours and the engine's answer)
    m_takeBack = menu->addAction(tr("&Take Back"), this, &PlayController::takeBack);
    m_takeBack->setShortcut(QKeySequence(tr("Ctrl+Backspace")));
    //: Menu item: ask the engine which move it expects from you
    m_hint = menu->addAction(tr("&Hint"), this, &PlayController::hint);
    m_hint->setObjectName(QStringLiteral("playHint"));
    m_hint->setShortcut(QKeySequence(tr("Ctrl+Alt+H")));
    //: Menu item: stop the clocks and the engines for a while (becomes "Resume Game")
    m_pause = menu->addAction(tr("&Pause Game"), this, &PlayController::togglePause);
    m_pause->setObjectName(QStringLiteral("playPause"));
    m_pause->setShortcut(QKeySequence(Qt::Key_Pause));
    menu->addSeparator();
    m_stop = menu->addAction(tr("&Stop Game"), this, &PlayController::stopGame);
    m_training = menu->addAction(tr("Tra&ining Mode"));
    m_training->setCheckable(true);
    m_training->setChecked(m_trainingMode);
    m_training->setToolTip(tr("Show the book, engine and tablebase panes while playing"));
    connect(m_training, &QAction::toggled, this, &PlayController::setTrainingMode);
    menu->addAction(m_clockDock->toggleViewAction());
    updateActions();
}

std::vector<engine::EngineEntry> PlayController::availableEngines()
{
    engine::EngineCatalogue catalogue;
    catalogue.load();
    return catalogue.enginesDefaultFirst(); // the default first: it is what the dialogs offer
}

void PlayController::rememberVariants(const QString& name, const std::vector<std::string>& variants)
{
    QStringList list;
    for (const std::string& v : variants) list << QString::fromStdString(v);
    rememberVariantList(name, list);
}

void PlayController::rememberVariantList(const QString& name, const QStringList& variants)
{
    engine::EngineCatalogue catalogue;
    catalogue.load();
    catalogue.rememberVariants(name, variants);
}

PlayController::BookChoice PlayController::prepareNewGame(NewGameDialog& dialog)
{
    if (m_boardArea) placeBeside(dialog, m_boardArea());
    // What the engines answer is kept, so they are asked once.
    connect(&dialog, &NewGameDialog::variantsLearned, this, &PlayController::rememberVariantList);
    BookChoice book = m_bookSource ? m_bookSource() : BookChoice{};
    if (book.book) dialog.setBookName(book.name);
    return book;
}

chess::Position PlayController::chosenStart(const NewGameDialog& dialog) const
{
    chess::Position start = dialog.variant() != chess::Variant::Standard
                                ? chess::variantStartPosition(dialog.variant())
                                : chess::Position::startPosition();
    if (dialog.fromShownPosition()) start = m_shownDocument()->position();
    if (const auto n = dialog.chess960Number()) start = chess::chess960Start(*n).value_or(start);
    return start;
}

void PlayController::newGameAgainstEngine()
{
    NewGameDialog dialog(NewGameDialog::Mode::AgainstEngine, availableEngines(), m_window);
    const BookChoice book = prepareNewGame(dialog);
    if (dialog.exec() != QDialog::Accepted || !dialog.engine() || !dialog.timeControl()) return;
    Color human = Color::White;
    switch (dialog.colorChoice()) {
    case NewGameDialog::ColorChoice::White:
        human = Color::White;
        break;
    case NewGameDialog::ColorChoice::Black:
        human = Color::Black;
        break;
    case NewGameDialog::ColorChoice::Random:
        human = QRandomGenerator::global()->bounded(2) ? Color::Black : Color::White;
        break;
    }
    Setup setup;
    setup.engines[seat(~human)] = *dialog.engine();
    setup.elo[seat(~human)] = dialog.engineElo();
    setup.timeControl = *dialog.timeControl();
    setup.start = chosenStart(dialog);
    // Book moves are standard chess: a variant's engine plays without the book.
    if (dialog.engineUsesBook() && setup.start.isStandard()) setup.books[seat(~human)] = book.book;
    setup.trainingMode = dialog.trainingMode();
    setup.ponder = dialog.enginesPonder();
    startGame(setup);
}

void PlayController::engineMatch()
{
    NewGameDialog dialog(NewGameDialog::Mode::EngineMatch, availableEngines(), m_window);
    const BookChoice book = prepareNewGame(dialog);
    if (dialog.exec() != QDialog::Accepted || !dialog.engine(0) || !dialog.engine(1)
        || !dialog.timeControl())
        return;
    Setup setup;
    setup.engines[0] = *dialog.engine(0);
    setup.engines[1] = *dialog.engine(1);
    setup.timeControl = *dialog.timeControl();
    setup.start = chosenStart(dialog);
    if (dialog.engineUsesBook() && setup.start.isStandard()) setup.books = {book.book, book.book};
    setup.ponder = dialog.enginesPonder();
    startGame(setup);
}

void PlayController::tournament()
{
    // One window, kept while the event runs; closing it hides it (the event goes on).
    if (!m_tournamentWindow) {
        m_tournamentWindow = new TournamentWindow(availableEngines(), m_window);
        m_tournamentWindow->setAttribute(Qt::WA_DeleteOnClose, false);
    }
    m_tournamentWindow->show();
    m_tournamentWindow->raise();
    m_tournamentWindow->activateWindow();
}

void PlayController::releaseEngines()
{
    for (engine::EngineProcess*& e : m_engines) {
        if (!e) continue;
        engine::EngineProcess* gone = e;
        e = nullptr;
        gone->disconnect(this);
        gone->retire();
    }
}

void PlayController::startGame(const Setup& setup, model::GameDocument* into)
{
    if (m_session) {
        m_session->disconnect(this);
        m_session->abort();
        m_session.reset();
    }
    releaseEngines();

    bindDocument(into ? into : m_newDocument());
    m_followingRecord = false;
    m_session = std::make_unique<play::GameSession>();
    if (setup.resume)
        m_session->resumeFrom(*setup.resume);
    else
        m_session->setStart(setup.start);
    m_session->setTimeControl(setup.timeControl);
    for (Color c : {Color::White, Color::Black}) {
        const auto& entry = setup.engines[seat(c)];
        m_engineNames[seat(c)] = entry ? entry->name : QString();
        if (!entry) {
            m_session->setPlayer(c, play::Player{userName(), nullptr});
            continue;
        }
        auto* e = new engine::EngineProcess(this);
        m_engines[seat(c)] = e;
        const QString entryName = entry->name;
        //: The engine console's name for a game's engine: %1 its name, %2 the seat
        const QString consoleName =
            tr("%1 as %2").arg(entryName, c == Color::White ? tr("White") : tr("Black"));
        connect(e, &engine::EngineProcess::line, this,
                [this, consoleName](const QString& text, bool toEngine) {
                    emit engineLine(consoleName, text, toEngine);
                });
        engine::LaunchSettings settings;
        settings.variant = setup.start.variant();
        settings.chess960 = setup.start.isChess960();
        settings.elo = setup.elo[seat(c)];
        settings.ponder = setup.ponder;
        // As for analysis: all cores but one unless the user set Threads for this engine.
        settings.machineThreads = true;
        engine::launch(
            e, *entry, settings,
            [this, e, entryName](const std::vector<engine::LaunchError>& problems) {
                if (m_engines[0] != e && m_engines[1] != e) return; // let go of
                rememberVariants(entryName, e->variants());
                using Kind = engine::LaunchError::Kind;
                if (const auto* refusal = engine::findProblem(problems, Kind::VariantNotPlayed)) {
                    // It would play by other rules.
                    if (m_session)
                        m_session->abort(
                            tr("%1 does not play %2.")
                                .arg(e->name(),
                                     QString::fromLatin1(chess::variantTagName(refusal->variant))));
                } else if (engine::findProblem(problems, Kind::CannotLimitStrength)) {
                    m_clock->setMessage(
                        tr("%1 cannot limit its strength: it plays at full strength.")
                            .arg(e->name()));
                }
            },
            this);
        m_session->setPlayer(c, play::Player{entry->name, e, setup.ponder});
        // A level plays the opening as well as the rest: a book no deeper than it warrants.
        m_session->setBook(c, setup.books[seat(c)], play::bookPliesForStrength(setup.elo[seat(c)]));
    }
    m_trainingMode = setup.trainingMode;
    if (m_training) m_training->setChecked(m_trainingMode);

    play::GameSession* s = m_session.get();
    connect(s, &play::GameSession::gameChanged, this, &PlayController::sync);
    connect(s, &play::GameSession::turnChanged, this, &PlayController::updateActions);
    connect(s, &play::GameSession::turnChanged, this, &PlayController::updateInteractivity);
    connect(s, &play::GameSession::stateChanged, this, [this] {
        updateActions();
        updateClockView();
        emit playingChanged(isPlaying());
    });
    connect(s, &play::GameSession::gameOver, this, &PlayController::onGameOver);
    connect(s, &play::GameSession::drawDeclined, this, [this](Color by) {
        m_clock->setMessage(tr("%1 declines the draw.").arg(m_session->player(by).name));
    });
    connect(s, &play::GameSession::drawOffered, this, [this](Color by) {
        m_clock->setMessage(
            tr("%1 offers a draw (Game > Offer Draw accepts it).").arg(m_session->player(by).name));
    });
    connect(s, &play::GameSession::claimRejected, this,
            [this](const QString& why) { m_clock->setMessage(why); });
    connect(s, &play::GameSession::movePlayed, this, [this] { m_clock->setMessage(QString()); });
    connect(s, &play::GameSession::pausedChanged, this, [this](bool paused) {
        m_clock->setMessage(paused ? tr("Paused. Game > Resume Game goes on.") : QString());
        updateActions();
        updateInteractivity();
    });
    connect(s, &play::GameSession::hintReady, this, [this](chess::Move move) {
        //: %1 is a move in SAN (Nf3)
        const QString text =
            move ? tr("Hint: %1")
                       .arg(QString::fromStdString(chess::toSan(m_session->position(), move)))
                 : tr("The engine has no hint.");
        m_clock->setMessage(text);
        if (m_window->statusBar()) m_window->statusBar()->showMessage(text, 10000);
    });

    m_clock->setSession(s);
    updateClockView();
    m_clockDock->show();
    // The user's side at the bottom.
    const auto human = humanSide();
    emit boardFlipRequested(human == Color::Black);
    m_clock->setMessage(tr("%1 – %2, %3")
                            .arg(m_session->player(Color::White).name,
                                 m_session->player(Color::Black).name,
                                 QString::fromStdString(setup.timeControl.toDisplay())));
    s->start();
    sync();
    updateActions();
    emit playingChanged(isPlaying());
}

bool PlayController::isPlaying() const
{
    return m_session
           && (m_session->state() == play::GameSession::State::Playing
               || m_session->state() == play::GameSession::State::WaitingForEngines);
}

std::optional<Color> PlayController::humanSide() const
{
    if (!m_session) return std::nullopt;
    for (Color c : {Color::White, Color::Black})
        if (m_session->player(c).isHuman()) return c;
    return std::nullopt;
}

void PlayController::sync()
{
    if (!m_session || !m_document) return;
    // The session's record is the game; the document follows it, at its end, keeping what
    // the user wrote into it meanwhile (comments, NAGs, variations).
    m_syncing = true;
    pgn::Game game = m_session->game();
    const bool over = m_session->state() == play::GameSession::State::Finished;
    if (over) game.headers().set("Result", "*");
    if (!m_followingRecord) {
        m_document->setGame(pgn::Game(game.startPosition())); // then filled as any later record
        m_followingRecord = true;
    }
    m_document->followRecord(game);
    m_document->toEnd();
    // A game played is new work worth saving from its first moment, running, stopped or
    // over: marked modified (followRecord is no edit), it is autosaved and asked about.
    m_document->markModified();
    // A finished game's result goes in as an edit, undoable like any other.
    if (over) m_document->setResult(m_session->result());
    m_syncing = false;
    updateInteractivity();
    updateActions();
}

void PlayController::updateInteractivity()
{
    if (!isPlaying()) return; // the board is the window's again
    if (m_shownDocument() != m_document) {
        emit boardInputChanged(true); // another game: the user edits it freely
        return;
    }
    const bool atEnd = m_document->currentNode() == m_document->game().mainlineEnd();
    emit boardInputChanged(m_session->isHumanToMove() && !m_session->isPaused() && atEnd);
}

void PlayController::updateActions()
{
    if (!m_resign) return;
    const bool playing = m_session && m_session->isPlaying();
    const bool human = playing && humanSide().has_value();
    m_resign->setEnabled(human);
    m_offerDraw->setEnabled(human);
    m_claimDraw->setEnabled(human);
    m_takeBack->setEnabled(human && m_session->canTakeBack());
    m_stop->setEnabled(isPlaying());
    const bool paused = playing && m_session->isPaused();
    m_resign->setEnabled(human && !paused);
    m_offerDraw->setEnabled(human && !paused);
    m_claimDraw->setEnabled(human && !paused);
    const bool engineOpponent = human && m_session->player(~*humanSide()).engine != nullptr;
    m_hint->setEnabled(engineOpponent && m_session->isHumanToMove() && !paused);
    m_pause->setEnabled(playing);
    m_pause->setText(paused ? tr("&Resume Game") : tr("&Pause Game"));
    const bool offered = human && m_session->drawOfferBy() == ~*humanSide();
    m_offerDraw->setText(offered ? tr("Accept &Draw") : tr("Offer &Draw"));
}

bool PlayController::handleBoardMove(chess::Square from, chess::Square to,
                                     chess::PieceType promotion)
{
    if (!isPlaying() || m_shownDocument() != m_document) return false;
    if (!m_session->isHumanToMove()
        || m_document->currentNode() != m_document->game().mainlineEnd())
        return true; // not now: the board snaps back
    const chess::Move m = m_document->matchMove(from, to, promotion);
    if (m) m_session->playMove(m);
    return true;
}

bool PlayController::confirmResign()
{
    const QString question = tr("Resign this game? It ends at once, lost.");
    if (m_confirm) return m_confirm(question);
    //: Dialog title: give up the game (verb)
    QMessageBox box(QMessageBox::Question, tr("Resign"), question, QMessageBox::NoButton, m_window);
    QPushButton* yes = box.addButton(tr("Resign"), QMessageBox::DestructiveRole);
    QPushButton* no = box.addButton(tr("Play On"), QMessageBox::RejectRole);
    box.setDefaultButton(no); // Enter does not give the game away
    box.setEscapeButton(no);
    box.exec();
    return box.clickedButton() == yes;
}

bool PlayController::confirmStop()
{
    const QString question =
        tr("Stop this game? It ends without a result; the moves stay in its tab.");
    if (m_confirm) return m_confirm(question);
    QMessageBox box(QMessageBox::Question, tr("Stop Game"), question, QMessageBox::NoButton,
                    m_window);
    QPushButton* yes = box.addButton(tr("Stop Game"), QMessageBox::DestructiveRole);
    QPushButton* no = box.addButton(tr("Play On"), QMessageBox::RejectRole);
    box.setDefaultButton(no);
    box.setEscapeButton(no);
    box.exec();
    return box.clickedButton() == yes;
}

void PlayController::resign()
{
    const auto side = humanSide();
    if (!side || !m_session || !m_session->isPlaying()) return;
    if (!confirmResign()) return;
    // The game may have ended while the question was open.
    if (m_session && m_session->isPlaying()) m_session->resign(*side);
}

QString PlayController::userName()
{
    QString set = QSettings().value(QStringLiteral("player/name")).toString().trimmed();
    if (!set.isEmpty()) return set;
    for (const char* variable : {"USER", "USERNAME", "LOGNAME"}) {
        QString login = qEnvironmentVariable(variable).trimmed();
        if (!login.isEmpty()) return login;
    }
    //: The name of the user playing, when the system gives none
    return tr("Player");
}

std::optional<model::AutosavedPlay>
PlayController::playOf(const model::GameDocument* document) const
{
    if (!document || document != m_document || !isPlaying()) return std::nullopt;
    model::AutosavedPlay play;
    play.white = m_engineNames[0];
    play.black = m_engineNames[1];
    const play::TimeControl& white = m_session->timeControl(Color::White);
    const play::TimeControl& black = m_session->timeControl(Color::Black);
    play.timeControl = QString::fromStdString(white.toString());
    if (black.toString() != white.toString())
        play.timeControl += QLatin1Char('|') + QString::fromStdString(black.toString());
    return play;
}

std::optional<QString> PlayController::resumeGame(model::GameDocument* document,
                                                  const model::AutosavedPlay& play)
{
    if (!document) return tr("There is no game to go on with.");
    const auto tc =
        play::TimeControl::parse(play.timeControl.section(QLatin1Char('|'), 0, 0).toStdString());
    if (!tc)
        return tr("The time control “%1” cannot be read: %2")
            .arg(play.timeControl, QString::fromStdString(tc.error().toString()));
    Setup setup;
    setup.timeControl = *tc;
    const std::vector<engine::EngineEntry> engines = availableEngines();
    for (Color c : {Color::White, Color::Black}) {
        const QString name = c == Color::White ? play.white : play.black;
        if (name.isEmpty()) continue;
        const auto found =
            std::find_if(engines.begin(), engines.end(),
                         [&](const engine::EngineEntry& e) { return e.name == name; });
        if (found == engines.end()) return tr("The engine “%1” is no longer known.").arg(name);
        setup.engines[seat(c)] = *found;
    }
    setup.start = document->game().startPosition();
    setup.resume = document->game();
    startGame(setup, document);
    return std::nullopt;
}

void PlayController::offerDraw()
{
    const auto side = humanSide();
    if (!side || !m_session) return;
    if (m_session->drawOfferBy() == ~*side)
        m_session->acceptDraw(*side);
    else
        m_session->offerDraw(*side);
}

void PlayController::claimDraw()
{
    const auto side = humanSide();
    if (!side || !m_session) return;
    const chess::GameStatus status = m_session->status();
    const std::vector<chess::Move> moves =
        m_session->isHumanToMove() ? m_session->claimingMoves() : std::vector<chess::Move>{};
    if (status.canClaimThreefold || status.canClaimFiftyMoves || moves.empty()) {
        m_session->claimDraw(*side); // now, or told why not
        return;
    }
    // The claim is made with the move that creates it (FIDE 9.2.1.1): which one?
    QStringList names;
    for (chess::Move m : moves)
        names << QString::fromStdString(chess::toSan(m_session->position(), m));
    bool ok = false;
    const QString chosen = QInputDialog::getItem(
        //: Dialog title: claim a draw by threefold repetition or the fifty-move rule (verb)
        m_window, tr("Claim Draw"),
        tr("The draw can be claimed with the move that creates it. Play and claim with:"), names, 0,
        false, &ok);
    if (!ok) return;
    m_session->claimDrawWith(*side, moves[std::size_t(names.indexOf(chosen))]);
}

void PlayController::takeBack()
{
    if (m_session) m_session->takeBack();
}

void PlayController::stopGame()
{
    if (!isPlaying() || !confirmStop()) return;
    if (m_session) m_session->abort(tr("The game was stopped."));
}

void PlayController::hint()
{
    if (!m_session || !m_session->requestHint()) return;
    m_clock->setMessage(tr("Asking the engine for a hint…"));
}

void PlayController::togglePause()
{
    if (!m_session || !m_session->isPlaying()) return;
    if (m_session->isPaused())
        m_session->resume();
    else
        m_session->pause();
}

void PlayController::onGameOver(chess::Result result, const QString& reason)
{
    //: %1 is the result (1-0), %2 why the game ended
    const QString text =
        result == chess::Result::Unknown
            ? reason
            : tr("%1  %2").arg(QString::fromLatin1(chess::resultText(result)), reason);
    m_clock->setMessage(text);
    if (m_window->statusBar()) m_window->statusBar()->showMessage(text, 10000);
    releaseEngines();
    updateActions();
    updateClockView();
    emit gameEnded(result, reason);
}

} // namespace kibitz::ui
