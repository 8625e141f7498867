// SPDX-License-Identifier: GPL-3.0-or-later
// The UCI session of an EngineProcess: uci/uciok, isready before every search, position and
// go, stop and ponderhit, UCI_Chess960 kept in step with the game.
// Protocol: "Description of the universal chess interface (UCI)", Stefan Meyer-Kahlen, 2006.

#include "engine/enginesession.h"

#include "engine/variants.h"

namespace kibitz::engine {

void UciSession::begin()
{
    m_p.send(QStringLiteral("uci"));
    m_p.m_waiting = Waiting::UciOk;
    // When the protocol is being found out, an engine that does not answer soon is tried as
    // an XBoard engine (EngineProcess::onTimeout).
    m_p.m_timer.start(m_p.m_detecting ? qMin(m_p.m_timeouts.detectMs, m_p.m_timeouts.handshakeMs)
                                      : m_p.m_timeouts.handshakeMs);
}

void UciSession::finishHandshake()
{
    m_p.m_protocol = Protocol::Uci;
    m_p.handshakeDone();
}

void UciSession::onLine(const QByteArray& bytes)
{
    const UciEvent e = parseUciLine(std::string_view(bytes.constData(), std::size_t(bytes.size())));

    if (const auto* n = std::get_if<IdName>(&e))
        m_p.m_name = QString::fromStdString(n->name);
    else if (const auto* a = std::get_if<IdAuthor>(&e))
        m_p.m_author = QString::fromStdString(a->author);
    else if (const auto* o = std::get_if<OptionDecl>(&e))
        m_p.m_options.push_back(*o);
    else if (std::holds_alternative<UciOk>(e)) {
        if (m_p.m_waiting == Waiting::UciOk) finishHandshake();
    } else if (std::holds_alternative<ReadyOk>(e)) {
        if (m_p.m_waiting == Waiting::ReadyOk) m_p.engineReady();
    } else if (const auto* i = std::get_if<Info>(&e)) {
        if (m_p.m_state == State::Searching || m_p.m_state == State::Stopping) emit m_p.info(*i);
    } else if (const auto* b = std::get_if<BestMove>(&e)) {
        if (m_p.m_waiting == Waiting::BestMove) {
            m_lastPonder = QString::fromStdString(b->ponder);
            m_p.searchEnded(QString::fromStdString(b->move), m_lastPonder);
        }
    }
}

void UciSession::onTimeout()
{
    switch (m_p.m_waiting) {
    case Waiting::UciOk:
        m_p.fail(EngineProcess::tr(
                     "did not answer 'uci' with 'uciok' within %1 ms (is it a UCI engine?)")
                     .arg(m_p.m_timeouts.handshakeMs));
        break;
    case Waiting::ReadyOk:
        m_p.fail(
            EngineProcess::tr("did not answer 'isready' within %1 ms").arg(m_p.m_timeouts.readyMs));
        break;
    default:
        break;
    }
}

void UciSession::setOption(const QString& name, const QString& value)
{
    if (name == QLatin1String("UCI_Chess960")) m_chess960 = value == QLatin1String("true");
    if (name == QLatin1String("UCI_Variant")) m_variant = value.toStdString();
    m_p.send(QString::fromStdString(setOptionCommand(name.toStdString(), value.toStdString())));
}

void UciSession::newGame()
{
    m_p.send(QStringLiteral("ucinewgame"));
}

void UciSession::go(const chess::Position& start, const std::vector<chess::Move>& moves,
                    const SearchLimits& limits)
{
    // UCI_Variant is managed like UCI_Chess960 below, and set first: an engine may reset its
    // other options for a new variant. Standard chess sets it back only once it was changed.
    for (const OptionDecl& o : m_p.m_options) {
        if (o.name != "UCI_Variant") continue;
        std::string wanted = uciVariantChoice(o, start.variant());
        if (start.isStandard() && m_variant.empty()) wanted.clear();
        if (!wanted.empty() && wanted != m_variant) {
            m_variant = wanted;
            m_p.send(QString::fromStdString(setOptionCommand("UCI_Variant", wanted)));
        }
    }
    // UCI_Chess960 is managed: castling moves are only understood in the right mode.
    if (start.isChess960() != m_chess960) {
        for (const OptionDecl& o : m_p.m_options)
            if (o.name == "UCI_Chess960") {
                m_chess960 = start.isChess960();
                m_p.send(QString::fromStdString(
                    setOptionCommand("UCI_Chess960", m_chess960 ? "true" : "false")));
            }
    }
    m_pendingPosition = QString::fromStdString(positionCommand(start, moves, m_p.m_fenEnPassant));
    m_pendingGo = QString::fromStdString(goCommand(limits));
    m_p.m_searchPending = true;
    m_p.setState(State::Searching);
    m_p.send(QStringLiteral("isready"));
    m_p.m_waiting = Waiting::ReadyOk;
    m_p.m_timer.start(m_p.m_timeouts.readyMs);
}

void UciSession::startSearchNow()
{
    m_p.send(m_pendingPosition);
    m_p.send(m_pendingGo);
    m_p.m_waiting = Waiting::BestMove;
    m_p.m_timer.stop(); // searches have no deadline of their own; stop() sets one
}

void UciSession::stop()
{
    if (m_p.cancelPendingSearch()) return;
    m_p.setState(State::Stopping);
    m_p.m_stopCommand = QStringLiteral("stop");
    m_p.send(m_p.m_stopCommand);
    m_p.m_waiting = Waiting::BestMove;
    m_p.m_timer.start(m_p.m_timeouts.stopMs);
}

void UciSession::ponderHit()
{
    if (m_p.m_searchPending) {
        m_pendingGo = QString::fromStdString(goCommand(m_p.m_goLimits));
        return;
    }
    m_p.send(QStringLiteral("ponderhit"));
}

std::vector<std::string> UciSession::variants() const
{
    return uciVariants(m_p.m_options);
}

void UciSession::requestHint()
{
    // UCI has no "hint": the ponder move of the last bestmove, queued so the answer comes
    // after the call as it does from an XBoard engine.
    QMetaObject::invokeMethod(
        &m_p, [p = &m_p, move = m_lastPonder] { emit p->hint(move); }, Qt::QueuedConnection);
}

} // namespace kibitz::engine
