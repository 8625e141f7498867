// SPDX-License-Identifier: GPL-3.0-or-later
// The XBoard/CECP v2 session of an EngineProcess: handshake, keeping the engine's game in
// step, searches (timed with "go", infinite with "analyze"), stopping, options.
// Protocol: Tim Mann and H.G. Muller, "Chess Engine Communication Protocol", version 2.

#include "engine/enginesession.h"

#include "engine/variants.h"

#include "chess/fen.h"
#include "chess/notation.h"

namespace kibitz::engine {

XBoardSession::XBoardSession(EngineProcess& process)
    : EngineSession(process)
{
    m_protover.setSingleShot(true);
    QObject::connect(&m_protover, &QTimer::timeout, &m_p, [this] {
        if (m_p.m_waiting != Waiting::Features || m_features.any) return;
        m_p.send(QStringLiteral("protover 2"));
        if (++m_protovers < MaxProtovers) m_protover.start(ProtoverRepeatMs);
    });
}

void XBoardSession::begin()
{
    m_p.m_protocol = Protocol::XBoard;
    m_p.send(QStringLiteral("xboard"));
    m_p.m_waiting = Waiting::Features;
    // "protover 2" follows a moment later, in a read of its own. GNU Chess 6 replaces its
    // stdin buffer while starting (setbuf), which throws away what its input thread has read
    // ahead: "xboard" and "protover 2" in one read lose the second. Until features come,
    // "protover 2" is sent again every second; each line also unblocks a GNU Chess started
    // with -x, whose input thread holds stdin's lock while the setbuf waits for it.
    m_protovers = 0;
    m_protover.start(ProtoverDelayMs);
    // Section 9: a GUI waits about two seconds for the first features, longer after done=0.
    m_p.m_timer.start(ProtoverDelayMs + m_p.m_timeouts.featuresMs);
}

void XBoardSession::finishHandshake()
{
    m_protover.stop();
    m_p.m_name = QString::fromStdString(m_features.myname);
    m_p.m_options = m_features.options;
    // No pondering unless asked for (Ponder), thinking output on.
    m_p.send(QStringLiteral("easy"));
    m_p.send(QStringLiteral("post"));
    m_p.handshakeDone();
}

void XBoardSession::sendPing()
{
    m_p.send(QStringLiteral("ping %1").arg(++m_pingId));
}

void XBoardSession::endWithLastPv()
{
    endSearch(m_lastPv.empty() ? QStringLiteral("0000") : QString::fromStdString(m_lastPv[0]),
              m_lastPv.size() > 1 ? QString::fromStdString(m_lastPv[1]) : QString());
}

void XBoardSession::onLine(const QByteArray& raw)
{
    QByteArray bytes = raw;
    // A console prompt printed without a newline ahead of the first features ("White (1) : "
    // from GNU Chess started without -x) is not part of them.
    if (m_p.m_state == State::Starting)
        if (const qsizetype at = bytes.indexOf("feature "); at > 0) bytes = bytes.mid(at);
    const xboard::Event e =
        xboard::parseLine(std::string_view(bytes.constData(), std::size_t(bytes.size())));
    if (const auto* f = std::get_if<xboard::Features>(&e)) {
        std::vector<std::string> errors;
        for (const std::string& reply : xboard::applyFeatures(m_features, *f, &errors))
            m_p.send(QString::fromStdString(reply));
        for (const std::string& error : errors)
            emit m_p.line(
                EngineProcess::tr("[feature rejected: %1]").arg(QString::fromStdString(error)),
                false);
        if (m_p.m_waiting == Waiting::Features) {
            if (m_features.done)
                finishHandshake();
            else if (m_features.waiting)
                m_p.m_timer.start(m_p.m_timeouts.handshakeMs);
        } else if (m_p.m_state != State::Starting) {
            m_p.m_options = m_features.options; // options may be declared again later
        }
    } else if (const auto* p = std::get_if<xboard::Pong>(&e)) {
        // GNU Chess answers one ping twice; only the awaited number counts.
        if (p->number != m_pingId) return;
        if (m_p.m_waiting == Waiting::ReadyOk) {
            m_p.engineReady();
        } else if (m_p.m_waiting == Waiting::BestMove && m_analyzing
                   && m_p.m_state == State::Stopping) {
            m_analyzing = false;
            endWithLastPv();
        }
    } else if (const auto* m = std::get_if<xboard::EngineMove>(&e)) {
        if (m_p.m_waiting != Waiting::BestMove || m_analyzing) {
            m_sync.valid = false; // it moved on its own: its game is no longer ours
            return;
        }
        const auto move = xboard::parseEngineMove(m_searchRoot, m->move);
        if (!move) {
            m_p.fail(EngineProcess::tr("played '%1', which is not a legal move in %2")
                         .arg(QString::fromStdString(m->move),
                              QString::fromStdString(chess::toFen(m_searchRoot))));
            return;
        }
        // The engine has played it on its own board.
        if (m_sync.valid) m_sync.moves.push_back(*move);
        endSearch(QString::fromStdString(chess::toUci(*move, m_searchRoot.isChess960())),
                  QString());
    } else if (const auto* t = std::get_if<xboard::Thinking>(&e)) {
        if (m_p.m_state != State::Searching && m_p.m_state != State::Stopping) return;
        if (m_p.m_searchPending) return; // output of an earlier search
        Info i = xboard::toInfo(*t, m_searchRoot);
        if (!i.pv.empty()) m_lastPv = i.pv;
        emit m_p.info(i);
        // Limits the engine may not honour itself (GNU Chess ignores sd; nodes has no command).
        if (!m_analyzing && !m_moveNowSent && m_p.m_state == State::Searching
            && ((m_plan.depthLimit && t->depth > *m_plan.depthLimit)
                || (m_plan.nodeLimit && t->nodes >= *m_plan.nodeLimit))) {
            m_moveNowSent = true;
            m_p.send(QStringLiteral("?"));
        }
    } else if (std::holds_alternative<xboard::Resign>(e)) {
        m_sync.valid = false;
        emit m_p.resigned();
        if (m_p.m_waiting == Waiting::BestMove && !m_analyzing)
            endSearch(QStringLiteral("0000"), QString());
    } else if (const auto* h = std::get_if<xboard::Hint>(&e)) {
        // The hint is a move in the engine's game: the position it was told last.
        chess::Position now = m_sync.valid ? m_sync.start : m_searchRoot;
        if (m_sync.valid)
            for (chess::Move mv : m_sync.moves) now.play(mv);
        const auto move = xboard::parseEngineMove(now, h->move);
        emit m_p.hint(move ? QString::fromStdString(chess::toUci(*move, now.isChess960()))
                           : QString());
    } else if (std::holds_alternative<xboard::OfferDraw>(e)) {
        emit m_p.drawOffered();
    } else if (const auto* r = std::get_if<xboard::GameResult>(&e)) {
        if (r->result == "*" && r->comment.empty()) return;
        m_sync.valid = false;
        // The parser takes only PGN's four markers (xboard.cpp): the text becomes a result here.
        emit m_p.resultClaimed(chess::parseResult(r->result).value_or(chess::Result::Unknown),
                               QString::fromStdString(r->comment));
        if (m_p.m_waiting == Waiting::BestMove && !m_analyzing)
            endSearch(QStringLiteral("0000"), QString());
    } else if (const auto* ill = std::get_if<xboard::IllegalMove>(&e)) {
        // One of our moves refused: the engine's game differs from ours (other rules?).
        if (!m_sentMoves.contains(QString::fromStdString(ill->move))) return;
        m_sync.valid = false;
        if (m_p.m_state == State::Searching || m_p.m_state == State::Stopping)
            m_p.fail(EngineProcess::tr("refused the move '%1' (%2)")
                         .arg(QString::fromStdString(ill->move),
                              ill->reason.empty() ? EngineProcess::tr("illegal move")
                                                  : QString::fromStdString(ill->reason)));
    }
}

void XBoardSession::endSearch(const QString& move, const QString& ponder)
{
    m_analyzing = false;
    if (m_ponderHitPending) {
        // The ponder analysis ended: now the real search, same position, the clocks as given.
        m_ponderHitPending = false;
        m_p.m_timer.stop();
        m_p.m_waiting = Waiting::Nothing;
        m_p.setState(State::Idle);
        go(m_p.m_goStart, m_p.m_goMoves, m_p.m_goLimits);
        return;
    }
    m_p.searchEnded(move, ponder);
}

void XBoardSession::onTimeout()
{
    switch (m_p.m_waiting) {
    case Waiting::Features:
        if (m_features.waiting) {
            m_p.fail(EngineProcess::tr(
                         "did not finish its feature negotiation ('feature done=1') within %1 ms")
                         .arg(m_p.m_timeouts.handshakeMs));
        } else if (m_p.m_linesReceived == 0) {
            // Not a word yet: a slow starter (GNU Chess takes seconds) gets the whole handshake
            // time before it is given up; a silent protocol version 1 engine waits that long too.
            if (const qint64 left = m_p.m_timeouts.handshakeMs - m_p.m_startClock.elapsed();
                left > 0) {
                m_p.m_timer.start(int(left));
                break;
            }
            m_p.fail(
                m_p.m_detecting || m_p.m_autoDetected
                    ? EngineProcess::tr("did not answer 'uci' (UCI) nor 'xboard' and "
                                        "'protover 2' (XBoard) within %1 ms; "
                                        "is it a chess engine?")
                          .arg(m_p.m_timeouts.handshakeMs)
                    : EngineProcess::tr("did not answer 'xboard' and 'protover 2' within %1 ms")
                          .arg(m_p.m_timeouts.handshakeMs));
        } else if (!m_features.any && m_p.m_lastLine.elapsed() < m_p.m_timeouts.featuresMs
                   && m_p.m_startClock.elapsed() < m_p.m_timeouts.handshakeMs) {
            // It is still talking (GNU Chess prints its banner seconds after starting and its
            // features after that): the two seconds count from its last line.
            m_p.m_timer.start(int(m_p.m_timeouts.featuresMs - m_p.m_lastLine.elapsed()));
        } else {
            finishHandshake(); // no "done=1": a protocol version 1 engine (spec, section 9)
        }
        break;
    case Waiting::ReadyOk:
        m_p.fail(EngineProcess::tr("did not answer 'ping %1' within %2 ms")
                     .arg(m_pingId)
                     .arg(m_p.m_timeouts.readyMs));
        break;
    default:
        break;
    }
}

void XBoardSession::newGame()
{
    m_sync.valid = false; // the next search starts with "new"
}

void XBoardSession::offerDraw()
{
    if (m_features.draw) m_p.send(QStringLiteral("draw"));
}

void XBoardSession::gameOver(chess::Result result, const QString& reason)
{
    m_p.send(QString::fromStdString(
        xboard::resultCommand(chess::resultText(result), reason.toStdString())));
    m_sync.valid = false; // the engine's game is over; the next search starts a new one
}

std::vector<std::string> XBoardSession::variants() const
{
    return xboardVariants(m_features);
}

void XBoardSession::requestHint()
{
    m_p.send(QStringLiteral("hint"));
}

void XBoardSession::pause()
{
    if (m_features.pause) m_p.send(QStringLiteral("pause"));
}

void XBoardSession::resume()
{
    if (m_features.pause) m_p.send(QStringLiteral("resume"));
}

void XBoardSession::ponderHit()
{
    // XBoard has no ponderhit: the analysis ends and the real search starts from the same
    // position with the clocks as given.
    if (m_p.m_searchPending) {
        m_plan = xboard::planSearch(m_p.m_goLimits, m_searchRoot.sideToMove(), m_features,
                                    m_timeControl);
        m_pendingCommands.clear();
        for (const auto& c : m_plan.commands) m_pendingCommands << QString::fromStdString(c);
        return;
    }
    m_ponderHitPending = true;
    stopSearch();
}

void XBoardSession::stop()
{
    m_ponderHitPending = false;
    if (m_p.cancelPendingSearch()) return;
    stopSearch();
}

void XBoardSession::go(const chess::Position& start, const std::vector<chess::Move>& moves,
                       const SearchLimits& limits)
{
    m_searchRoot = start;
    for (chess::Move m : moves) m_searchRoot.play(m);
    if (xboard::needsNewGame(limits, m_timeControl)) m_sync.valid = false;
    std::vector<std::string> commands{"force"};
    bool reset = false;
    std::size_t firstSent = 0; // the moves before it the engine has already
    if (const auto error = xboard::syncCommands(m_sync, m_features, start, moves, commands, &reset,
                                                &firstSent, m_p.m_fenEnPassant)) {
        m_p.fail(EngineProcess::tr("cannot search this position: %1")
                     .arg(QString::fromStdString(*error)));
        return;
    }
    if (reset) {
        m_timeControl = {};
        // After "new" and the set-up, before the moves would do as well: who the opponent is.
        for (const std::string& c : xboard::opponentCommands(m_p.m_opponent, m_features))
            commands.push_back(c);
        for (const std::string& c : xboard::playSettingCommands(m_p.m_playSettings, m_features))
            commands.push_back(c);
    }
    m_sentMoves.clear();
    {
        chess::Position p = start;
        for (std::size_t i = 0; i < moves.size(); ++i) {
            if (i >= firstSent) {
                const std::string text = xboard::moveCommand(p, moves[i], m_features);
                m_sentMoves << QString::fromStdString(text.starts_with("usermove ") ? text.substr(9)
                                                                                    : text);
            }
            p.play(moves[i]);
        }
    }
    for (const std::string& c : commands) m_p.send(QString::fromStdString(c));
    m_plan = xboard::planSearch(limits, m_searchRoot.sideToMove(), m_features, m_timeControl);
    m_pendingCommands.clear();
    for (const std::string& c : m_plan.commands) m_pendingCommands << QString::fromStdString(c);
    m_lastPv.clear();
    m_moveNowSent = false;
    m_p.m_searchPending = true;
    m_p.setState(State::Searching);
    if (m_features.ping) {
        // The XBoard isready: once the pong comes, the engine has taken in the position.
        sendPing();
        m_p.m_waiting = Waiting::ReadyOk;
        m_p.m_timer.start(m_p.m_timeouts.readyMs);
    } else {
        m_p.engineReady();
    }
}

void XBoardSession::startSearchNow()
{
    for (const QString& c : std::as_const(m_pendingCommands)) m_p.send(c);
    m_pendingCommands.clear();
    m_analyzing = m_plan.analyze;
    m_p.m_waiting = Waiting::BestMove;
    m_p.m_timer.stop(); // searches have no deadline of their own; stop() sets one
}

void XBoardSession::stopSearch()
{
    m_p.setState(State::Stopping);
    m_p.m_waiting = Waiting::BestMove;
    if (m_analyzing) {
        m_p.m_stopCommand = QStringLiteral("exit");
        m_p.send(m_p.m_stopCommand);
        // GNU Chess 6 drops out of XBoard mode on "exit" (into its console mode, with prompts
        // and SAN moves); saying "xboard" again keeps it there and is a no-op for others.
        m_p.send(QStringLiteral("xboard"));
        if (!m_features.ping) {
            // Nothing to wait for: analyze mode is left at once.
            endWithLastPv();
            return;
        }
        sendPing();
    } else {
        // "?": move now; the move follows.
        m_p.m_stopCommand = QStringLiteral("?");
        if (!m_moveNowSent) m_p.send(m_p.m_stopCommand);
        m_moveNowSent = true;
    }
    m_p.m_timer.start(m_p.m_timeouts.stopMs);
}

void XBoardSession::setOption(const QString& name, const QString& value)
{
    const std::string n = name.toStdString(), v = value.toStdString();
    if (const OptionDecl* decl = m_features.option(n)) {
        m_p.send(QString::fromStdString(xboard::optionCommand(*decl, v)));
    } else if (name == QLatin1String("Hash") && m_features.memory) {
        m_p.send(QStringLiteral("memory %1").arg(value.toInt()));
    } else if (name == QLatin1String("Threads") && m_features.smp) {
        m_p.send(QStringLiteral("cores %1").arg(value.toInt()));
    } else if (name == QLatin1String("SyzygyPath") && m_features.hasEgt("syzygy")) {
        m_p.send(QStringLiteral("egtpath syzygy %1").arg(value));
    } else if (name == QLatin1String("GaviotaTbPath") && m_features.hasEgt("gaviota")) {
        m_p.send(QStringLiteral("egtpath gaviota %1").arg(value));
    } else if (name == QLatin1String("Ponder")) {
        m_p.send(value == QLatin1String("true") ? QStringLiteral("hard") : QStringLiteral("easy"));
    } else {
        emit m_p.line(
            EngineProcess::tr("[option '%1' not sent: this XBoard engine has no such setting]")
                .arg(name),
            false);
    }
}

} // namespace kibitz::engine
