// SPDX-License-Identifier: GPL-3.0-or-later
#include "engine/engineprocess.h"

#include "engine/variants.h"

#include <QFileInfo>

namespace kibitz::engine {

EngineProcess::EngineProcess(QObject* parent)
    : QObject(parent)
{
    qRegisterMetaType<kibitz::engine::Info>();
    m_timer.setSingleShot(true);
    connect(&m_timer, &QTimer::timeout, this, &EngineProcess::onTimeout);
    m_protover.setSingleShot(true);
    connect(&m_protover, &QTimer::timeout, this, [this] {
        if (m_waiting != Waiting::Features || m_features.any) return;
        send(QStringLiteral("protover 2"));
        if (++m_protovers < MaxProtovers) m_protover.start(ProtoverRepeatMs);
    });
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
    m_protover.stop();
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
    m_uciChess960 = false;
    m_uciVariant.clear();
    m_features = {};
    m_sync = {};
    m_timeControl = {};
    m_analyzing = false;
    m_ponderHitPending = false;
    m_detecting = command.protocol == Protocol::Auto;
    m_autoDetected = false;
    m_protocol = command.protocol == Protocol::XBoard ? Protocol::XBoard : Protocol::Uci;

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
    if (m_protocol == Protocol::XBoard) {
        startXBoard();
        return;
    }
    send(QStringLiteral("uci"));
    m_waiting = Waiting::UciOk;
    m_timer.start(m_detecting ? qMin(m_timeouts.detectMs, m_timeouts.handshakeMs)
                              : m_timeouts.handshakeMs);
}

void EngineProcess::send(const QString& text)
{
    if (!m_process) return;
    emit line(text, true);
    m_process->write(text.toUtf8() + '\n');
}

void EngineProcess::setOption(const QString& name, const QString& value)
{
    if (m_protocol == Protocol::XBoard) {
        setXBoardOption(name, value);
        return;
    }
    if (name == QLatin1String("UCI_Chess960")) m_uciChess960 = value == QLatin1String("true");
    if (name == QLatin1String("UCI_Variant")) m_uciVariant = value.toStdString();
    send(QString::fromStdString(setOptionCommand(name.toStdString(), value.toStdString())));
}

std::vector<std::string> EngineProcess::variants() const
{
    return m_protocol == Protocol::XBoard ? xboardVariants(m_features) : uciVariants(m_options);
}

void EngineProcess::newGame()
{
    if (m_protocol == Protocol::XBoard) {
        m_sync.valid = false; // the next search starts with "new"
        return;
    }
    send(QStringLiteral("ucinewgame"));
}

void EngineProcess::go(const chess::Position& start, const std::vector<chess::Move>& moves,
                       const SearchLimits& limits)
{
    if (m_state != State::Idle) return;
    m_goStart = start;
    m_goMoves = moves;
    m_goLimits = limits;
    if (m_protocol == Protocol::XBoard) {
        goXBoard(start, moves, limits);
        return;
    }
    // UCI_Variant is managed like UCI_Chess960 below, and set first: an engine may reset its
    // other options for a new variant. Standard chess sets it back only once it was changed.
    for (const OptionDecl& o : m_options) {
        if (o.name != "UCI_Variant") continue;
        std::string wanted = uciVariantChoice(o, start.variant());
        if (start.isStandard() && m_uciVariant.empty()) wanted.clear();
        if (!wanted.empty() && wanted != m_uciVariant) {
            m_uciVariant = wanted;
            send(QString::fromStdString(setOptionCommand("UCI_Variant", wanted)));
        }
    }
    // UCI_Chess960 is managed: castling moves are only understood in the right mode.
    if (start.isChess960() != m_uciChess960) {
        for (const OptionDecl& o : m_options)
            if (o.name == "UCI_Chess960") {
                m_uciChess960 = start.isChess960();
                send(QString::fromStdString(
                    setOptionCommand("UCI_Chess960", m_uciChess960 ? "true" : "false")));
            }
    }
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
    if (m_protocol == Protocol::XBoard) {
        startXBoardSearchNow();
        return;
    }
    send(m_pendingPosition);
    send(m_pendingGo);
    m_waiting = Waiting::BestMove;
    m_timer.stop(); // searches have no deadline of their own; stop() sets one
}

void EngineProcess::stop()
{
    if (m_state != State::Searching) return;
    m_ponderHitPending = false;
    if (m_searchPending) {
        // readyok has not come yet: the search never started, so no bestmove will follow.
        m_searchPending = false;
        m_waiting = Waiting::Nothing;
        m_timer.stop();
        setState(State::Idle);
        return;
    }
    if (m_protocol == Protocol::XBoard) {
        stopXBoard();
        return;
    }
    setState(State::Stopping);
    send(QStringLiteral("stop"));
    m_stopCommand = QStringLiteral("stop");
    m_waiting = Waiting::BestMove;
    m_timer.start(m_timeouts.stopMs);
}

void EngineProcess::ponderHit()
{
    if (m_state != State::Searching || !m_goLimits.ponder) return;
    m_goLimits.ponder = false;
    if (m_protocol == Protocol::XBoard) {
        // XBoard has no ponderhit: the analysis ends and the real search starts from the same
        // position with the clocks as given.
        if (m_searchPending) {
            m_plan = xboard::planSearch(m_goLimits, m_searchRoot.sideToMove(), m_features,
                                        m_timeControl);
            m_pendingCommands.clear();
            for (const auto& c : m_plan.commands) m_pendingCommands << QString::fromStdString(c);
            return;
        }
        m_ponderHitPending = true;
        stopXBoard();
        return;
    }
    if (m_searchPending) {
        m_pendingGo = QString::fromStdString(goCommand(m_goLimits));
        return;
    }
    send(QStringLiteral("ponderhit"));
}

void EngineProcess::quit()
{
    if (!m_process) return;
    m_quitting = true;
    m_protover.stop();
    send(QStringLiteral("quit"));
    m_waiting = Waiting::Exit;
    m_timer.start(m_timeouts.quitMs);
}

void EngineProcess::offerDraw()
{
    if (m_protocol == Protocol::XBoard && m_process && m_features.draw)
        send(QStringLiteral("draw"));
}

void EngineProcess::gameOver(const QString& result, const QString& reason)
{
    if (m_protocol != Protocol::XBoard || !m_process) return;
    send(QString::fromStdString(xboard::resultCommand(result.toStdString(), reason.toStdString())));
    m_sync.valid = false; // the engine's game is over; the next search starts a new one
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
    if (m_protocol == Protocol::XBoard)
        onXBoardLine(bytes);
    else
        onUciLine(bytes);
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
    m_protover.stop();
    EngineCommand again = m_command;
    again.protocol = Protocol::XBoard;
    start(again);
    m_autoDetected = true;
}

void EngineProcess::finishUciHandshake()
{
    m_timer.stop();
    m_waiting = Waiting::Nothing;
    m_detecting = false;
    m_protocol = Protocol::Uci;
    setState(State::Idle);
    emit started();
}

void EngineProcess::onUciLine(const QByteArray& bytes)
{
    const UciEvent e = parseUciLine(std::string_view(bytes.constData(), std::size_t(bytes.size())));

    if (const auto* n = std::get_if<IdName>(&e))
        m_name = QString::fromStdString(n->name);
    else if (const auto* a = std::get_if<IdAuthor>(&e))
        m_author = QString::fromStdString(a->author);
    else if (const auto* o = std::get_if<OptionDecl>(&e))
        m_options.push_back(*o);
    else if (std::holds_alternative<UciOk>(e)) {
        if (m_waiting == Waiting::UciOk) finishUciHandshake();
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
    case Waiting::UciOk:
        if (m_detecting && m_protocol == Protocol::Uci) {
            restartAsXBoard(); // no uciok in time: perhaps it speaks XBoard
            break;
        }
        fail(tr("did not answer 'uci' with 'uciok' within %1 ms (is it a UCI engine?)")
                 .arg(m_timeouts.handshakeMs));
        break;
    case Waiting::Features:
        if (m_features.waiting) {
            fail(tr("did not finish its feature negotiation ('feature done=1') within %1 ms")
                     .arg(m_timeouts.handshakeMs));
        } else if (m_linesReceived == 0) {
            // Not a word yet: a slow starter (GNU Chess takes seconds) gets the whole handshake
            // time before it is given up; a silent protocol version 1 engine waits that long too.
            if (const qint64 left = m_timeouts.handshakeMs - m_startClock.elapsed(); left > 0) {
                m_timer.start(int(left));
                break;
            }
            fail(m_detecting || m_autoDetected
                     ? tr("did not answer 'uci' (UCI) nor 'xboard' and 'protover 2' (XBoard) "
                          "within %1 ms; "
                          "is it a chess engine?")
                           .arg(m_timeouts.handshakeMs)
                     : tr("did not answer 'xboard' and 'protover 2' within %1 ms")
                           .arg(m_timeouts.handshakeMs));
        } else if (!m_features.any && m_lastLine.elapsed() < m_timeouts.featuresMs
                   && m_startClock.elapsed() < m_timeouts.handshakeMs) {
            // It is still talking (GNU Chess prints its banner seconds after starting and its
            // features after that): the two seconds count from its last line.
            m_timer.start(int(m_timeouts.featuresMs - m_lastLine.elapsed()));
        } else {
            finishXBoardHandshake(); // no "done=1": a protocol version 1 engine (spec, section 9)
        }
        break;
    case Waiting::ReadyOk:
        if (m_protocol == Protocol::XBoard)
            fail(tr("did not answer 'ping %1' within %2 ms").arg(m_pingId).arg(m_timeouts.readyMs));
        else
            fail(tr("did not answer 'isready' within %1 ms").arg(m_timeouts.readyMs));
        break;
    case Waiting::BestMove:
        fail(tr("did not stop within %1 ms of '%2'").arg(m_timeouts.stopMs).arg(m_stopCommand));
        break;
    case Waiting::Exit:
        if (m_process) {
            m_process->kill(); // it did not quit: finished() follows and completes the quit
        }
        break;
    case Waiting::Nothing:
        break;
    }
}

} // namespace kibitz::engine
