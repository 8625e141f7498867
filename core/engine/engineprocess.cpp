// SPDX-License-Identifier: GPL-3.0-or-later
#include "engine/engineprocess.h"

#include <QFileInfo>

namespace kibitz::engine {

EngineProcess::EngineProcess(QObject* parent) : QObject(parent)
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

void EngineProcess::fail(const QString& reason)
{
    m_timer.stop();
    m_waiting = Waiting::Nothing;
    m_searchPending = false;
    if (m_process) {
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
    setState(State::Failed);
    emit failed(m_name.isEmpty() ? m_program + QStringLiteral(": ") + reason
                                 : m_name + QStringLiteral(": ") + reason);
}

void EngineProcess::start(const EngineCommand& command)
{
    if (m_process) fail(tr("restarted"));
    m_program = QFileInfo(command.program).fileName();
    m_name.clear();
    m_author.clear();
    m_options.clear();
    m_buffer.clear();
    m_linesReceived = 0;
    m_quitting = false;
    m_lineTooLong = false;

    m_process = new QProcess(this);
    m_process->setProgram(command.program);
    m_process->setArguments(command.arguments);
    if (!command.workingDirectory.isEmpty()) m_process->setWorkingDirectory(command.workingDirectory);
    m_process->setProcessChannelMode(QProcess::SeparateChannels);
    connect(m_process, &QProcess::readyReadStandardOutput, this, &EngineProcess::onReadyRead);
    connect(m_process, &QProcess::finished, this, &EngineProcess::onFinished);
    connect(m_process, &QProcess::errorOccurred, this, &EngineProcess::onErrorOccurred);
    setState(State::Starting);
    m_process->start();
    if (!m_process) return; // failed to start: already reported
    send(QStringLiteral("uci"));
    m_waiting = Waiting::UciOk;
    m_timer.start(m_timeouts.handshakeMs);
}

void EngineProcess::send(const QString& text)
{
    if (!m_process) return;
    emit line(text, true);
    m_process->write(text.toUtf8() + '\n');
}

void EngineProcess::setOption(const QString& name, const QString& value)
{
    send(QString::fromStdString(setOptionCommand(name.toStdString(), value.toStdString())));
}

void EngineProcess::newGame() { send(QStringLiteral("ucinewgame")); }

void EngineProcess::go(const chess::Position& start, const std::vector<chess::Move>& moves,
                       const SearchLimits& limits)
{
    if (m_state != State::Idle) return;
    m_pendingPosition = QString::fromStdString(positionCommand(start, moves));
    m_pendingGo = QString::fromStdString(goCommand(limits));
    m_searchPending = true;
    setState(State::Searching);
    send(QStringLiteral("isready"));
    m_waiting = Waiting::ReadyOk;
    m_timer.start(m_timeouts.readyMs);
}

void EngineProcess::startSearchNow()
{
    m_searchPending = false;
    send(m_pendingPosition);
    send(m_pendingGo);
    m_waiting = Waiting::BestMove;
    m_timer.stop(); // searches have no deadline of their own; stop() sets one
}

void EngineProcess::stop()
{
    if (m_state != State::Searching) return;
    if (m_searchPending) {
        // readyok has not come yet: the search never started, so no bestmove will follow.
        m_searchPending = false;
        m_waiting = Waiting::Nothing;
        m_timer.stop();
        setState(State::Idle);
        return;
    }
    setState(State::Stopping);
    send(QStringLiteral("stop"));
    m_waiting = Waiting::BestMove;
    m_timer.start(m_timeouts.stopMs);
}

void EngineProcess::quit()
{
    if (!m_process) return;
    m_quitting = true;
    send(QStringLiteral("quit"));
    m_waiting = Waiting::Exit;
    m_timer.start(m_timeouts.quitMs);
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
            if (!m_lineTooLong) emit line(tr("[line longer than %1 bytes cut]").arg(m_maxLine), false);
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
    QByteArray bytes = raw;
    if (bytes.endsWith('\r')) bytes.chop(1);
    const QString text = QString::fromUtf8(bytes);
    emit line(text, false);
    const UciEvent e = parseUciLine(std::string_view(bytes.constData(), std::size_t(bytes.size())));

    if (const auto* n = std::get_if<IdName>(&e)) m_name = QString::fromStdString(n->name);
    else if (const auto* a = std::get_if<IdAuthor>(&e)) m_author = QString::fromStdString(a->author);
    else if (const auto* o = std::get_if<OptionDecl>(&e)) m_options.push_back(*o);
    else if (std::holds_alternative<UciOk>(e)) {
        if (m_waiting == Waiting::UciOk) {
            m_timer.stop();
            m_waiting = Waiting::Nothing;
            setState(State::Idle);
            emit started();
        }
    } else if (std::holds_alternative<ReadyOk>(e)) {
        if (m_waiting == Waiting::ReadyOk) {
            m_timer.stop();
            m_waiting = Waiting::Nothing;
            if (m_searchPending) startSearchNow();
        }
    } else if (const auto* i = std::get_if<Info>(&e)) {
        if (m_state == State::Searching || m_state == State::Stopping) emit info(*i);
    } else if (const auto* b = std::get_if<BestMove>(&e)) {
        if (m_waiting == Waiting::BestMove) {
            m_timer.stop();
            m_waiting = Waiting::Nothing;
            setState(State::Idle);
            emit bestMove(QString::fromStdString(b->move), QString::fromStdString(b->ponder));
        }
    }
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
    QString when;
    switch (m_state) {
    case State::Starting: when = tr("before finishing the UCI handshake"); break;
    case State::Searching:
    case State::Stopping: when = tr("while searching"); break;
    default: when = tr("while idle"); break;
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
    case Waiting::UciOk:
        fail(tr("did not answer 'uci' with 'uciok' within %1 ms (is it a UCI engine?)").arg(m_timeouts.handshakeMs));
        break;
    case Waiting::ReadyOk:
        fail(tr("did not answer 'isready' within %1 ms").arg(m_timeouts.readyMs));
        break;
    case Waiting::BestMove:
        fail(tr("did not stop within %1 ms of 'stop'").arg(m_timeouts.stopMs));
        break;
    case Waiting::Exit:
        if (m_process) {
            m_process->kill(); // it did not quit: finished() follows and completes the quit
        }
        break;
    case Waiting::Nothing: break;
    }
}

} // namespace kibitz::engine
