// SPDX-License-Identifier: GPL-3.0-or-later
#include "train/endgametrainer.h"

#include "board/boardview.h"
#include "chess/fen.h"
#include "chess/movegen.h"
#include "chess/notation.h"
#include "chess/status.h"
#include "dialogs/setupdialog.h"
#include "tablebase/tablebaseprobe.h"
#include "train/trainingstore.h"

#include <QCoreApplication>
#include <QFutureWatcher>
#include <QListWidget>
#include <QPointer>
#include <QPushButton>
#include <QVBoxLayout>
#include <QtConcurrent>

namespace kibitz::ui {

namespace {

QString san(const chess::Position& pos, chess::Move m)
{
    return QString::fromStdString(chess::toSan(pos, m));
}

QString moveLabel(const chess::Position& pos, chess::Move m)
{
    return QString::number(pos.fullmoveNumber())
           + (pos.sideToMove() == chess::Color::White ? QStringLiteral(". ")
                                                      : QStringLiteral("... "))
           + san(pos, m);
}

// The tables the tablebase pane uses, configured on the tablebase thread before any probe.
TablebaseConfig tablebaseConfig()
{
    TablebaseConfig config;
    for (const std::string& f : syzygyFolders()) config.syzygy << QString::fromStdString(f);
    config.gaviota = defaultGaviotaFolders();
    return config;
}

} // namespace

EndgameTrainer::EndgameTrainer(std::shared_ptr<train::TrainingStore> store, QWidget* parent)
    : TrainerWindow(std::move(store), parent)
    , m_engine(std::make_unique<train::MoveJudge>(nullptr, 14))
    , m_positions(new QListWidget(this))
    , m_grades(new QListWidget(this))
{
    setWindowTitle(tr("Endgames"));
    setReplyDelay(300);
    for (const train::EndgamePosition& p : train::endgamePositions()) {
        auto* item = new QListWidgetItem(
            tr("%1 (%2 to %3)")
                .arg(QString::fromStdString(p.name),
                     p.fen.find(" w ") != std::string::npos ? tr("White") : tr("Black"),
                     p.goal == "win" ? tr("win") : tr("draw")),
            m_positions);
        item->setToolTip(QString::fromStdString(p.hint));
    }
    m_positions->setMaximumHeight(m_positions->sizeHintForRow(0) * 6 + 8);
    controls()->addWidget(m_positions);
    auto* setup = new QPushButton(tr("&Set Up Position…"), this);
    auto* again = new QPushButton(tr("&Restart"), this);
    addControlRow({setup, again});
    controls()->addWidget(m_grades, 1);
    // A grade is a sentence ("Kd2: a win, 2 plies slower than Ra7 (DTZ 15 against 13)"): it
    // wraps at the list's width and is never cut.
    m_grades->setObjectName(QStringLiteral("grades"));
    m_grades->setWordWrap(true);
    m_grades->setTextElideMode(Qt::ElideNone);
    m_grades->setResizeMode(QListView::Adjust);
    m_grades->setHorizontalScrollBarPolicy(Qt::ScrollBarAlwaysOff);
    m_grades->setToolTip(tr("Each of your moves against the tables' best: the result kept, and "
                            "how many plies slower (DTM, or DTZ without Gaviota's tables)"));
    connect(m_positions, &QListWidget::currentRowChanged, this, [this](int row) {
        if (row >= 0) start(row);
    });
    connect(setup, &QPushButton::clicked, this, &EndgameTrainer::setUp);
    connect(again, &QPushButton::clicked, this, &EndgameTrainer::restart);

    // Configured on the tablebase thread ahead of every probe (its pool runs one at a time);
    // nothing waits for the answer.
    (void)QtConcurrent::run(tablebasePool(), [config = tablebaseConfig()] {
        return TablebaseService::instance().configure(config);
    });
    m_positions->setCurrentRow(0);
}

EndgameTrainer::~EndgameTrainer()
{
    ++m_generation;
    worker()->waitForDone();
}

void EndgameTrainer::start(int index)
{
    const auto& all = train::endgamePositions();
    if (index < 0 || index >= int(all.size())) return;
    const auto pos = chess::positionFromFen(all[std::size_t(index)].fen);
    if (!pos) return;
    {
        const QSignalBlocker block(m_positions);
        m_positions->setCurrentRow(index);
    }
    startPosition(QString::fromStdString(all[std::size_t(index)].name), *pos);
    m_hint = QString::fromStdString(all[std::size_t(index)].hint);
}

void EndgameTrainer::startPosition(const QString& name, const chess::Position& position)
{
    ++m_generation;
    cancelReply();
    m_name = name;
    m_start = m_position = position;
    m_user = position.sideToMove();
    m_finished = false;
    m_userMoves = 0;
    m_pliesLost = 0;
    m_startDistance.reset();
    m_outcome = {};
    m_hint.clear();
    m_grades->clear();
    setTitle(
        tr("%1: %2 to play").arg(name, m_user == chess::Color::White ? tr("White") : tr("Black")));
    setStatus(tr("Asking the tables…"));
    showPosition(m_position, m_user, false);
    probe(m_position, true);
}

void EndgameTrainer::restart()
{
    startPosition(m_name, m_start);
}

void EndgameTrainer::setUp()
{
    SetupDialog dialog(m_position, this);
    if (dialog.exec() != QDialog::Accepted) return;
    const QSignalBlocker block(m_positions);
    m_positions->clearSelection();
    m_positions->setCurrentRow(-1);
    startPosition(tr("Set-up position"), dialog.position());
}

void EndgameTrainer::probe(const chess::Position& pos, bool userToMove)
{
    m_busy = true;
    auto* watcher = new QFutureWatcher<tb::Report>(this);
    connect(watcher, &QFutureWatcherBase::finished, this,
            [this, watcher, userToMove, generation = m_generation] {
                watcher->deleteLater();
                if (generation != m_generation) return;
                probedLocally(watcher->result(), userToMove);
            });
    watcher->setFuture(QtConcurrent::run(
        tablebasePool(), [pos] { return TablebaseService::instance().probe(pos); }));
}

namespace {

// lichess's tables hold every position of up to 7 pieces without castling rights.
bool onlineCovers(const tb::Report& report)
{
    return !report.covered && report.pieces <= 7
           && report.reasonKind != tb::ErrorKind::CastlingRights;
}

} // namespace

void EndgameTrainer::probedLocally(const tb::Report& report, bool userToMove)
{
    m_reportOnline = false;
    m_noOnline.clear();
    if (!onlineCovers(report)) {
        probed(report, userToMove);
        return;
    }
    if (!m_online) {
        m_noOnline = tr("lichess's tablebase is not asked from here");
        probed(report, userToMove);
        return;
    }
    m_online(this, m_position,
             [this, report, userToMove, generation = m_generation,
              guard = QPointer<EndgameTrainer>(this)](const OnlineAnswer& answer) {
                 if (!guard || generation != m_generation) return;
                 if (answer && answer.value().covered) {
                     m_reportOnline = true;
                     probed(answer.value(), userToMove);
                     return;
                 }
                 m_noOnline = answer ? tr("lichess's tablebase does not know it") : answer.error();
                 probed(report, userToMove);
             });
}

void EndgameTrainer::probed(const tb::Report& report, bool userToMove)
{
    m_report = report;
    if (!userToMove) {
        replySoon();
        return;
    }
    m_busy = false;
    if (m_userMoves == 0) {
        if (report.covered) {
            m_startDtm = report.dtm.has_value();
            const int winning = tb::toInt(report.wdl);
            if (winning != 0)
                m_startDistance = m_startDtm ? std::abs(*report.dtm) : std::abs(report.dtz);
            const QString outcome = QString::fromStdString(std::string(tb::wdlName(report.wdl)));
            setStatus(m_startDistance ? tr("The tables: a %1, %2 %3 plies with best play.")
                                            .arg(outcome, m_startDtm ? tr("mate in") : tr("DTZ"))
                                            .arg(*m_startDistance)
                                      : tr("The tables: a %1.").arg(outcome));
            if (m_reportOnline)
                setStatus(statusText() + QLatin1Char(' ')
                          + tr("(lichess's tablebase, online: the local tables lack it)"));
        } else if (!m_noOnline.isEmpty()) {
            setStatus(tr("Not in the tables found (%1), and %2: the built-in engine answers, "
                         "but your moves cannot be graded here.")
                          .arg(QString::fromStdString(report.reason), m_noOnline));
        } else {
            setStatus(tr("Not in the tables found (%1): the built-in engine answers and grades "
                         "your moves (within 30 cp of its choice is as good).")
                          .arg(QString::fromStdString(report.reason)));
        }
        if (!m_hint.isEmpty()) setStatus(statusText() + QLatin1Char(' ') + m_hint);
    }
    showPosition(m_position, m_user, true);
    emit userTurn();
}

void EndgameTrainer::userMove(chess::Move move)
{
    if (m_busy || m_finished || m_position.sideToMove() != m_user) return;
    const train::EndgameGrade grade = train::gradeEndgameMove(m_report, move);
    const QString label = moveLabel(m_position, move) + QStringLiteral(": ");
    if (grade.judged) {
        m_pliesLost += grade.pliesLost;
        addGrade(label + QString::fromStdString(grade.describe(m_position))
                 + (m_reportOnline ? tr(" (online: lichess's tablebase)") : QString()));
    } else if (!m_noOnline.isEmpty()) {
        // The tables decide this position; an engine's guess would grade it wrong.
        addGrade(label
                 + tr("not graded: the tables found lack this position, and %1").arg(m_noOnline));
    } else {
        // Outside the tables the built-in search compares the move with its own choice
        // (train/judge.h), on the worker ahead of the reply; the line fills in when done.
        addGrade(label + tr("not in the tables: the engine looks…"));
        const int row = m_grades->count() - 1;
        auto* watcher = new QFutureWatcher<train::Judgement>(this);
        connect(
            watcher, &QFutureWatcherBase::finished, this,
            [this, watcher, row, label, generation = m_generation] {
                watcher->deleteLater();
                if (generation != m_generation || row >= m_grades->count()) return;
                const train::Judgement j = watcher->result();
                m_grades->item(row)->setText(
                    label
                    + (j.exact
                           ? tr("not in the tables; the engine's choice as well")
                           : tr("not in the tables; %1").arg(QString::fromStdString(j.reason))));
            });
        watcher->setFuture(
            QtConcurrent::run(worker(), [engine = m_engine.get(), pos = m_position, move] {
                const auto best = engine->bestMove(pos);
                return engine->judge(pos, best.value_or(move), move);
            }));
    }
    ++m_userMoves;
    const chess::Color mover = m_position.sideToMove();
    m_position = m_position.after(move);
    showPosition(m_position, m_user, false);
    board()->setLastMove(move.from(), chess::Position::landingSquare(mover, move));
    if (checkEnd()) return;
    setStatus(tr("The other side answers…"));
    probe(m_position, false);
}

void EndgameTrainer::reply()
{
    if (m_finished) return;
    auto play = [this](chess::Move m) {
        const chess::Color mover = m_position.sideToMove();
        const chess::Position before = m_position;
        m_position = m_position.after(m);
        showPosition(m_position, m_user, false);
        board()->setLastMove(m.from(), chess::Position::landingSquare(mover, m));
        setStatus(tr("%1. Your move.").arg(moveLabel(before, m)));
        if (checkEnd()) return;
        probe(m_position, true);
    };
    if (m_report.covered && !m_report.moves.empty()) {
        play(m_report.moves.front().move);
        return;
    }
    // Outside the tables: the built-in engine's move, searched off the GUI thread.
    m_busy = true;
    auto* watcher = new QFutureWatcher<std::optional<chess::Move>>(this);
    connect(watcher, &QFutureWatcherBase::finished, this,
            [this, watcher, play, generation = m_generation] {
                watcher->deleteLater();
                if (generation != m_generation) return;
                if (const auto m = watcher->result()) play(*m);
            });
    watcher->setFuture(QtConcurrent::run(
        worker(), [engine = m_engine.get(), pos = m_position] { return engine->bestMove(pos); }));
}

bool EndgameTrainer::checkEnd()
{
    // The rules say when it is over (core/chess/status.h): mate, a draw by the rules, or the
    // fifty moves, which end a training game without a claim.
    const chess::GameStatus status = chess::gameStatus(m_position);
    chess::Outcome outcome;
    QString words;
    if (status.winner) {
        outcome = {chess::winFor(*status.winner), chess::Ending::Normal, {}};
        words = *status.winner == m_user ? tr("Checkmate: you won") : tr("Checkmate: you lost");
    } else if (status.isOver()) {
        outcome = {chess::Result::Draw, chess::Ending::Normal, {}};
        words = tr("Drawn (%1)")
                    .arg(QCoreApplication::translate(chess::StatusWordsContext,
                                                     chess::endingName(m_position, status)));
    } else if (status.canClaimFiftyMoves) {
        outcome = {chess::Result::Draw, chess::Ending::Normal, {}};
        words = tr("Drawn by the fifty-move rule");
    } else {
        return false;
    }
    outcome.text = words.toStdString();
    m_finished = true;
    m_busy = false;
    m_outcome = outcome;
    const train::EndgameResult result = train::endgameResult(outcome, m_user);
    QString summary =
        words + (m_userMoves == 1 ? tr(" in 1 move") : tr(" in %1 moves").arg(m_userMoves));
    if (m_startDistance && result == train::EndgameResult::Won && m_startDtm)
        summary += tr("; the fastest mate took %1 (%2 plies lost on the way).")
                       .arg((*m_startDistance + 1) / 2)
                       .arg(m_pliesLost);
    else
        summary += tr("; %1 plies lost against the tables' best.").arg(m_pliesLost);
    setStatus(summary);
    showPosition(m_position, m_user, false);
    if (store()) {
        const auto failed = store()->addEndgame({m_name.toStdString(), chess::toFen(m_start),
                                                 result, m_userMoves, m_pliesLost, trainingDay()});
        if (failed)
            setStatus(summary + QLatin1Char(' ') + QString::fromStdString(failed->toString()));
    }
    emit finished(resultText());
    return true;
}

void EndgameTrainer::addGrade(const QString& text)
{
    m_grades->addItem(text);
    m_grades->scrollToBottom();
}

QString EndgameTrainer::resultText() const
{
    if (!m_outcome.isOver()) return {};
    const std::string_view text = train::endgameResultText(train::endgameResult(m_outcome, m_user));
    return QString::fromLatin1(text.data(), qsizetype(text.size()));
}

QStringList EndgameTrainer::moveGrades() const
{
    QStringList out;
    for (int i = 0; i < m_grades->count(); ++i) out << m_grades->item(i)->text();
    return out;
}

} // namespace kibitz::ui
