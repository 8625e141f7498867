// SPDX-License-Identifier: GPL-3.0-or-later
// EngineProcess, the transport: the process, its lines, the deadline timer, the state,
// failing and quitting, and telling a UCI engine from an XBoard one. What the words mean is
// the session's (enginesession.h).
#include "engine/engineprocess.h"

#include "engine/enginesession.h"

#include <QFileInfo>

namespace kibitz::engine {

EngineProcess::EngineProcess(QObject* parent)
    : QObject(parent)
{
    qRegisterMetaType<kibitz::engine::Info>();
    m_timer.setSingleShot(true);
    connect(&m_timer, &QTimer::timeout, this, &EngineProcess::onTimeout);
}

EngineProcess::~EngineProcess()
{
    if (m_process && m_process->state() != QProcess::NotRunning) {
        m_process->disconnect(this);
        m_process->write("quit\n");
        if (!m_process->waitForFinished(200)) m_process->kill();
        m_process->waitForFinished(200);
    }
}

void EngineProcess::setState(State s)
{
    if (s == m_state) return;
    m_state = s;
    emit stateChanged(s);
}

void EngineProcess::discardProcess()
{
    if (!m_process) return;
    m_process->disconnect(this);
    if (m_process->state() != QProcess::NotRunning) {
        // Killing is asynchronous: the QProcess goes once the kernel has reaped it.
        connect(m_process, &QProcess::finished, m_process, &QObject::deleteLater);
        m_process->kill();
    } else {
        m_process->deleteLater();
    }
    m_process = nullptr;
}

void EngineProcess::fail(const QString& reason)
{
    m_timer.stop();
    if (m_session) m_session->quitting();
    m_waiting = Waiting::Nothing;
    m_searchPending = false;
    discardProcess();
    setState(State::Failed);
    emit failed(m_name.isEmpty() ? m_program + QStringLiteral(": ") + reason
                                 : m_name + QStringLiteral(": ") + reason);
}

void EngineProcess::start(const EngineCommand& command)
{
    if (m_process) fail(tr("restarted"));
    m_command = command;
    m_startClock.start();
    m_program = QFileInfo(command.program).fileName();
    m_name.clear();
    m_author.clear();
    m_options.clear();
    m_buffer.clear();
    m_linesReceived = 0;
    m_quitting = false;
    m_lineTooLong = false;
    m_searchPending = false;
    m_detecting = command.protocol == Protocol::Auto;
    m_autoDetected = false;
    m_protocol = command.protocol == Protocol::XBoard ? Protocol::XBoard : Protocol::Uci;
    // The old session may be on the stack (a start() from a failed() handler): it goes once
    // the event loop has the control again.
    if (m_session)
        QTimer::singleShot(0, this,
                           [old = std::shared_ptr<EngineSession>(std::move(m_session))] {});
    if (m_protocol == Protocol::XBoard)
        m_session = std::make_unique<XBoardSession>(*this);
    else
        m_session = std::make_unique<UciSession>(*this);

    m_process = new QProcess(this);
    m_process->setProgram(command.program);
    m_process->setArguments(command.arguments);
    if (!command.workingDirectory.isEmpty())
        m_process->setWorkingDirectory(command.workingDirectory);
    m_process->setProcessChannelMode(QProcess::SeparateChannels);
    connect(m_process, &QProcess::readyReadStandardOutput, this, &EngineProcess::onReadyRead);
    connect(m_process, &QProcess::finished, this, &EngineProcess::onFinished);
    connect(m_process, &QProcess::errorOccurred, this, &EngineProcess::onErrorOccurred);
    setState(State::Starting);
    m_process->start();
    if (!m_process) return; // failed to start: already reported
    m_session->begin();
}

void EngineProcess::send(const QString& text)
{
    if (!m_process) return;
    emit line(text, true);
    m_process->write(text.toUtf8() + '\n');
}

void EngineProcess::setOption(const QString& name, const QString& value)
{
    if (m_session) m_session->setOption(name, value);
}

std::vector<std::string> EngineProcess::variants() const
{
    return m_session ? m_session->variants() : std::vector<std::string>{};
}

void EngineProcess::newGame()
{
    if (m_session) m_session->newGame();
}

void EngineProcess::go(const chess::Position& start, const std::vector<chess::Move>& moves,
                       const SearchLimits& limits)
{
    if (m_state != State::Idle) return;
    m_goStart = start;
    m_goMoves = moves;
    m_goLimits = limits;
    m_session->go(start, moves, limits);
}

void EngineProcess::engineReady()
{
    m_timer.stop();
    m_waiting = Waiting::Nothing;
    if (!m_searchPending) return;
    m_searchPending = false;
    m_session->startSearchNow();
}

bool EngineProcess::cancelPendingSearch()
{
    if (!m_searchPending) return false;
    // readyok has not come yet: the search never started, so no bestmove will follow.
    m_searchPending = false;
    m_waiting = Waiting::Nothing;
    m_timer.stop();
    setState(State::Idle);
    return true;
}

void EngineProcess::searchEnded(const QString& move, const QString& ponder)
{
    m_timer.stop();
    m_waiting = Waiting::Nothing;
    setState(State::Idle);
    emit bestMove(move, ponder);
}

void EngineProcess::handshakeDone()
{
    m_timer.stop();
    m_waiting = Waiting::Nothing;
    m_detecting = false;
    setState(State::Idle);
    emit started();
}

void EngineProcess::stop()
{
    if (m_state == State::Searching) m_session->stop();
}

void EngineProcess::ponderHit()
{
    if (m_state != State::Searching || !m_goLimits.ponder) return;
    m_goLimits.ponder = false;
    m_session->ponderHit();
}

void EngineProcess::quit()
{
    if (!m_process) return;
    m_quitting = true;
    m_session->quitting();
    send(QStringLiteral("quit"));
    m_waiting = Waiting::Exit;
    m_timer.start(m_timeouts.quitMs);
}

void EngineProcess::retire()
{
    connect(this, &EngineProcess::stateChanged, this, [this](State s) {
        if (s == State::NotRunning || s == State::Failed) deleteLater();
    });
    QTimer::singleShot(5000, this, &QObject::deleteLater);
    if (m_state == State::NotRunning || m_state == State::Failed)
        deleteLater();
    else
        quit();
}

void EngineProcess::offerDraw()
{
    if (m_process) m_session->offerDraw();
}

void EngineProcess::gameOver(chess::Result result, const QString& reason)
{
    if (m_process) m_session->gameOver(result, reason);
}

void EngineProcess::requestHint()
{
    if (m_process && m_state != State::Starting) m_session->requestHint();
}

void EngineProcess::pause()
{
    if (m_process) m_session->pause();
}

void EngineProcess::resume()
{
    if (m_process) m_session->resume();
}

bool EngineProcess::canPause() const
{
    return m_process && m_session && m_session->canPause();
}

void EngineProcess::onReadyRead()
{
    while (m_process && m_process->bytesAvailable() > 0) {
        m_buffer += m_process->readAllStandardOutput();
        qsizetype start = 0;
        for (;;) {
            const qsizetype nl = m_buffer.indexOf('\n', start);
            if (nl < 0) break;
            onLine(m_buffer.mid(start, nl - start));
            if (!m_process) return; // a line made us fail
            start = nl + 1;
        }
        m_buffer.remove(0, start);
        if (m_buffer.size() > m_maxLine) {
            // A line without end: keep its head, report it once, drop the rest.
            if (!m_lineTooLong)
                emit line(tr("[line longer than %1 bytes cut]").arg(m_maxLine), false);
            m_lineTooLong = true;
            m_buffer.truncate(m_maxLine);
            onLine(m_buffer);
            m_buffer.clear();
            if (!m_process) return;
        }
    }
}

void EngineProcess::onLine(const QByteArray& raw)
{
    ++m_linesReceived;
    m_lastLine.start();
    QByteArray bytes = raw;
    if (bytes.endsWith('\r')) bytes.chop(1);
    emit line(QString::fromUtf8(bytes), false);
    if (m_detecting && m_state == State::Starting && detectLine(bytes)) return;
    m_session->onLine(bytes);
}

bool EngineProcess::detectLine(const QByteArray& bytes)
{
    const std::string_view text(bytes.constData(), std::size_t(bytes.size()));
    // UCI lines are handled as UCI; an answer only an XBoard engine gives means "try XBoard".
    const UciEvent e = parseUciLine(text);
    if (std::holds_alternative<UciOk>(e) || std::holds_alternative<IdName>(e)
        || std::holds_alternative<OptionDecl>(e))
        return false;
    const xboard::Event x = xboard::parseLine(text);
    bool xboardish =
        std::holds_alternative<xboard::Features>(x) || std::holds_alternative<xboard::TellUser>(x);
    if (const auto* err = std::get_if<xboard::EngineError>(&x)) xboardish |= err->command == "uci";
    if (const auto* ill = std::get_if<xboard::IllegalMove>(&x)) xboardish |= ill->move == "uci";
    xboardish |= bytes.contains("Invalid move: uci"); // GNU Chess, after its prompt "White (1) : "
    if (!xboardish) return false;
    restartAsXBoard();
    return true;
}

void EngineProcess::restartAsXBoard()
{
    // A fresh process rather than "xboard" to the same one: whatever it made of "uci" (an
    // error, a move for GNU Chess) is not left in its state, and some (HoiChess) have quit.
    emit line(tr("[not a UCI engine: starting it again as an XBoard engine]"), false);
    discardProcess();
    m_timer.stop();
    m_session->quitting();
    EngineCommand again = m_command;
    again.protocol = Protocol::XBoard;
    start(again);
    m_autoDetected = true;
}

void EngineProcess::onFinished(int exitCode, QProcess::ExitStatus status)
{
    if (m_quitting) {
        m_timer.stop();
        m_waiting = Waiting::Nothing;
        m_process->deleteLater();
        m_process = nullptr;
        setState(State::NotRunning);
        return;
    }
    if (m_detecting && m_state == State::Starting && m_linesReceived > 0) {
        // Some XBoard engines (HoiChess) quit on the unknown "uci": start again as XBoard.
        emit line(tr("[exited after 'uci' (exit code %1)]").arg(exitCode), false);
        restartAsXBoard();
        return;
    }
    QString when;
    switch (m_state) {
    case State::Starting:
        when = m_protocol == Protocol::XBoard && !m_detecting
                   ? tr("before finishing the XBoard handshake")
               : m_detecting ? tr("before finishing the handshake")
                             : tr("before finishing the UCI handshake");
        break;
    case State::Searching:
    case State::Stopping:
        when = tr("while searching");
        break;
    default:
        when = tr("while idle");
        break;
    }
    fail(status == QProcess::CrashExit ? tr("crashed %1").arg(when)
                                       : tr("exited %1 (exit code %2)").arg(when).arg(exitCode));
}

void EngineProcess::onErrorOccurred(QProcess::ProcessError error)
{
    if (error == QProcess::FailedToStart)
        fail(tr("cannot be started: %1").arg(m_process ? m_process->errorString() : QString()));
    // Crashes arrive through finished(); write errors after a crash are not news.
}

void EngineProcess::onTimeout()
{
    switch (m_waiting) {
    case Waiting::Exit:
        if (m_process) {
            m_process->kill(); // it did not quit: finished() follows and completes the quit
        }
        break;
    case Waiting::UciOk:
        if (m_detecting && m_protocol == Protocol::Uci) {
            restartAsXBoard(); // no uciok in time: perhaps it speaks XBoard
            break;
        }
        m_session->onTimeout();
        break;
    case Waiting::BestMove:
        fail(tr("did not stop within %1 ms of '%2'").arg(m_timeouts.stopMs).arg(m_stopCommand));
        break;
    case Waiting::Nothing:
        break;
    default:
        m_session->onTimeout();
        break;
    }
}

} // namespace kibitz::engine
