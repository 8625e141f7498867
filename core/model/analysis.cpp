// SPDX-License-Identifier: GPL-3.0-or-later
#include "model/analysis.h"

#include "chess/movegen.h"
#include "chess/notation.h"
#include "chess/variant.h"
#include "engine/launcher.h"
#include "engine/options.h"

#include <algorithm>

namespace kibitz::model {

namespace {

using State = engine::EngineProcess::State;
constexpr int kMaxLines = 10;

bool running(State s)
{
    return s == State::Idle || s == State::Searching || s == State::Stopping;
}

} // namespace

Analysis::Analysis(QObject* parent)
    : QObject(parent)
{
    attachProcess();
}

Analysis::~Analysis()
{
    // The process's destructor ends the engine; its signals must not reach a half-gone model.
    if (m_process) m_process->disconnect(this);
}

// ---------------------------------------------------------------------------------------
// The engine

void Analysis::attachProcess()
{
    m_process = new engine::EngineProcess(this);
    connect(m_process, &engine::EngineProcess::started, this, &Analysis::onStarted);
    connect(m_process, &engine::EngineProcess::info, this, &Analysis::onInfo);
    connect(m_process, &engine::EngineProcess::bestMove, this, &Analysis::onBestMove);
    connect(m_process, &engine::EngineProcess::failed, this, &Analysis::onFailed);
    connect(m_process, &engine::EngineProcess::line, this, &Analysis::engineLine);
}

void Analysis::retireProcess()
{
    // The old engine quits in its own time (killed after a grace period); the new one does
    // not wait for it.
    m_process->disconnect(this);
    m_process->retire();
    attachProcess();
}

bool Analysis::engineRunning() const
{
    return running(m_process->state());
}

void Analysis::setEngine(const engine::EngineEntry& entry)
{
    const bool restart = m_wanted;
    if (m_process->state() != State::NotRunning) retireProcess();
    m_entry = entry;
    m_restartPending = false;
    m_pendingOptions.clear();
    m_lines.clear();
    m_last = {};
    m_mateNote.clear();
    emit linesChanged();
    if (restart) {
        m_wanted = false; // start() starts the new engine
        start();
    }
}

const engine::OptionDecl* Analysis::declared(const QString& name) const
{
    for (const engine::OptionDecl& o : m_process->options())
        if (QString::fromStdString(o.name).compare(name, Qt::CaseInsensitive) == 0) return &o;
    return nullptr;
}

void Analysis::startEngine()
{
    if (m_process->state() == State::NotRunning || m_process->state() == State::Failed)
        m_process->start(engine::commandOf(m_entry));
}

void Analysis::onStarted()
{
    m_pendingOptions.clear();
    applyStartOptions();
    emit started(m_process->name());
    if (m_wanted) go();
}

void Analysis::applyStartOptions()
{
    auto set = [this](const engine::OptionDecl* o, const QString& value) {
        if (o) m_process->setOption(QString::fromStdString(o->name), value);
    };
    // The user's values first (the launcher's rule for saved options), so that Kibitz's own
    // settings win where they overlap. The variant is checked before each search instead:
    // the position changes while the engine runs.
    engine::LaunchSettings settings;
    settings.machineThreads = true;
    const auto problems = engine::setUp(*m_process, m_entry, settings);
    if (const auto* p =
            engine::findProblem(problems, engine::LaunchError::Kind::OptionsNotDeclared))
        emit engineLine(tr("[Kibitz: saved options the engine does not declare, not sent: %1]")
                            .arg(p->options.join(QStringLiteral(", "))),
                        false);
    // Hash from the machine unless the user saved a value (which setUp sent), as setUp did
    // Threads.
    auto saved = [this](const QString& name) {
        for (auto it = m_entry.options.cbegin(); it != m_entry.options.cend(); ++it)
            if (it.key().compare(name, Qt::CaseInsensitive) == 0) return true;
        return false;
    };
    const engine::Machine machine = engine::thisMachine();
    if (const auto* o = declared(QStringLiteral("Hash")); o && !saved(QStringLiteral("Hash")))
        if (const auto mb = engine::defaultHashMb(*o, machine)) set(o, QString::number(*mb));
    set(declared(QStringLiteral("MultiPV")), QString::number(m_multiPv));
    set(declared(QStringLiteral("UCI_AnalyseMode")), QStringLiteral("true"));
    set(declared(QStringLiteral("UCI_ShowWDL")), QStringLiteral("true"));
    m_sent960 = false;
}

void Analysis::setOption(const QString& name, const std::optional<QString>& value)
{
    if (!engineRunning()) return; // the saved values are applied at the next start
    // A button acts each time it is pressed; a value replaces one still waiting.
    if (value)
        std::erase_if(m_pendingOptions, [&](const PendingOption& p) { return p.name == name; });
    m_pendingOptions.push_back({name, value});
    if (m_process->state() == State::Idle)
        sendPendingOptions();
    else if (m_wanted)
        restartSearch();
}

void Analysis::sendPendingOptions()
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

bool Analysis::sendCommand(const QString& text)
{
    if (!engineRunning()) return false;
    m_process->sendCommand(text);
    return true;
}

// ---------------------------------------------------------------------------------------
// Searching

void Analysis::setGame(const chess::Position& start, const std::vector<chess::Move>& moves)
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
    emit positionChanged();
    if (m_wanted) restartSearch();
}

void Analysis::restartSearch()
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

void Analysis::setLineCount(int lines)
{
    lines = std::clamp(lines, 1, kMaxLines);
    if (lines == m_multiPv) return;
    m_multiPv = lines;
    std::erase_if(m_lines, [lines](const auto& kv) { return kv.first > lines; });
    emit linesChanged();
    if (const engine::OptionDecl* o = declared(QStringLiteral("MultiPV")))
        setOption(QString::fromStdString(o->name), QString::number(lines));
}

void Analysis::setMateSearch(int moves)
{
    moves = std::max(0, moves);
    if (moves == m_mateMoves) return;
    m_mateMoves = moves;
    if (m_wanted) restartSearch();
}

void Analysis::start()
{
    if (m_entry.command.isEmpty() || m_wanted) return;
    m_wanted = true;
    emit runningChanged(true);
    const auto state = m_process->state();
    if (state == State::NotRunning || state == State::Failed)
        startEngine();
    else if (state == State::Idle)
        go();
    else if (state == State::Stopping)
        m_restartPending = true;
}

void Analysis::stop()
{
    if (!m_wanted) return;
    m_wanted = false;
    m_restartPending = false;
    m_process->stop();
    emit runningChanged(false);
}

void Analysis::go()
{
    if (!chess::hasLegalMove(m_position)) {
        emit failed(tr("No legal moves in this position."));
        return;
    }
    // A variant's position goes only to an engine that says it plays the variant; others
    // would analyse it by the wrong rules.
    if (engine::checkVariant(*m_process, m_position.variant(), m_position.isChess960())) {
        emit failed(tr("%1 does not play %2.")
                        .arg(m_process->name().isEmpty() ? tr("The engine") : m_process->name(),
                             QString::fromLatin1(chess::variantTagName(m_position.variant()))));
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

void Analysis::onInfo(const engine::Info& info)
{
    if (m_restartPending) return; // output about the previous position
    ++m_infoCount;
    // After Stop the lines stay as they were: what an engine prints while it stops is an
    // interrupted iteration (Stockfish sends a fail-high bound with only its first move).
    const bool stopped = !m_wanted;
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
    if (!info.pv.empty() && info.score && k <= m_multiPv && !stopped) {
        engine::Info& line = m_lines[k];
        // A bound comes with the part of the line searched so far, often only its first move;
        // the rest of the line it refines is still the best guess, so it is kept.
        const bool bound = info.score->lowerbound || info.score->upperbound;
        std::vector<std::string> rest;
        if (bound && info.pv.size() < line.pv.size()
            && std::equal(info.pv.begin(), info.pv.end(), line.pv.begin()))
            rest = std::move(line.pv);
        line = info;
        if (!rest.empty()) line.pv = std::move(rest);
    }
    emit linesChanged();
}

void Analysis::onBestMove()
{
    if (m_restartPending) {
        m_restartPending = false;
        if (m_wanted) go();
        return;
    }
    if (m_wanted && m_mateMoves > 0) {
        // A mate search ends by itself: what it found stays.
        m_wanted = false;
        const bool found = !m_lines.empty() && m_lines.begin()->second.score
                           && m_lines.begin()->second.score->kind == engine::Score::Kind::Mate
                           && m_lines.begin()->second.score->value > 0;
        m_mateNote =
            //: Mate search result: the engine found a forced checkmate
            found ? tr("Mate found.") : tr("No mate in %n move(s) found.", nullptr, m_mateMoves);
        emit runningChanged(false);
        emit mateSearchEnded();
        emit linesChanged();
    }
}

void Analysis::onFailed(const QString& reason)
{
    const bool was = m_wanted;
    m_wanted = false;
    m_restartPending = false;
    emit failed(reason);
    if (was) emit runningChanged(false);
}

chess::Move Analysis::bestMove() const
{
    if (!m_wanted || m_lines.empty()) return chess::Move::none();
    const auto m = chess::parseUci(m_position, m_lines.begin()->second.pv.front());
    return m ? *m : chess::Move::none();
}

} // namespace kibitz::model
