// SPDX-License-Identifier: GPL-3.0-or-later
#include "play/clockwidget.h"

#include "common/followdocument.h"
#include "model/gamedocument.h"
#include "pgn/comment.h"
#include "pgn/game.h"
#include "play/gamesession.h"
#include "play/timecontrol.h"

#include <QFontDatabase>
#include <QGridLayout>
#include <QLabel>

#include <cmath>
#include <optional>

namespace kibitz::ui {

using chess::Color;

ClockWidget::ClockWidget(QWidget* parent)
    : QWidget(parent)
{
    auto* grid = new QGridLayout(this);
    grid->setContentsMargins(6, 6, 6, 6);
    QFont faceFont = QFontDatabase::systemFont(QFontDatabase::FixedFont);
    faceFont.setPointSizeF(faceFont.pointSizeF() * 2.2);
    faceFont.setBold(true);
    for (int i = 0; i < 2; ++i) {
        m_names[i] = new QLabel(this);
        m_names[i]->setAlignment(Qt::AlignCenter);
        m_names[i]->setTextFormat(Qt::PlainText);
        m_faces[i] = new QLabel(QStringLiteral("–"), this);
        m_faces[i]->setAlignment(Qt::AlignCenter);
        m_faces[i]->setFont(faceFont);
        m_faces[i]->setMargin(4);
        m_faces[i]->setAutoFillBackground(true);
        grid->addWidget(m_names[i], 0, i);
        grid->addWidget(m_faces[i], 1, i);
    }
    m_message = new QLabel(this);
    m_message->setWordWrap(true);
    m_message->setAlignment(Qt::AlignCenter);
    m_message->setTextFormat(Qt::PlainText);
    grid->addWidget(m_message, 2, 0, 1, 2);
    // Ten redraws a second show tenths; nothing here measures time.
    m_tick.setInterval(100);
    connect(&m_tick, &QTimer::timeout, this, &ClockWidget::refresh);
    setSizePolicy(QSizePolicy::Preferred, QSizePolicy::Maximum);
    refresh();
}

void ClockWidget::setSession(const play::GameSession* session)
{
    if (m_session) m_session->disconnect(this);
    m_session = session;
    m_message->clear();
    if (session) {
        connect(session, &play::GameSession::turnChanged, this, &ClockWidget::refresh);
        connect(session, &play::GameSession::gameChanged, this, &ClockWidget::refresh);
    }
    refresh();
}

void ClockWidget::setMessage(const QString& text)
{
    m_sessionMessage = text;
    if (!m_game) m_message->setText(text);
}

void ClockWidget::showGame(const model::GameDocument* document, const QString& message)
{
    // Asked again for what is shown (every move of the played game): nothing to change.
    if (document == m_game && (!document || message == m_gameMessage)) {
        if (!document) m_message->setText(m_sessionMessage);
        return;
    }
    followDocument(m_game, document, this, &ClockWidget::refresh, &model::GameDocument::treeChanged,
                   &model::GameDocument::headersChanged, &model::GameDocument::currentNodeChanged);
    if (document)
        m_gameMessage = message;
    else
        m_message->setText(m_sessionMessage);
    refresh();
}

void ClockWidget::refreshFromGame()
{
    m_tick.stop();
    const pgn::Game& game = m_game->game();
    // Each side's time left after its last move up to the shown one, walking back.
    std::optional<double> left[2];
    for (const pgn::Node* n = m_game->currentNode(); n && !n->isRoot(); n = n->parent()) {
        const int i = n->mover() == Color::White ? 0 : 1;
        if (left[i]) continue;
        left[i] = pgn::parseComment(n->commentAfter()).clock;
        if (left[0] && left[1]) break;
    }
    // Before a side's first timed move its clock shows the time control's start, when the
    // game's clocks are timed at all.
    std::optional<double> base;
    bool timed = false;
    for (const pgn::Node* n : game.mainline())
        if (pgn::parseComment(n->commentAfter()).clock) {
            timed = true;
            break;
        }
    if (timed) {
        const auto control = play::TimeControl::parse(game.headers().value("TimeControl"));
        if (control && control->isClock())
            base = double(control->periodList().front().timeMs) / 1000.0;
    }
    setRecordedClocks(timed);
    if (!m_gameMessage.isEmpty() || timed || game.nodeCount() == 0)
        m_message->setText(m_gameMessage);
    else
        m_message->setText(tr("No clock times in this game."));
    for (Color c : {Color::White, Color::Black}) {
        const int i = c == Color::White ? 0 : 1;
        QString name = c == Color::White ? tr("White") : tr("Black");
        const QString player =
            QString::fromStdString(game.headers().value(c == Color::White ? "White" : "Black"));
        if (!player.isEmpty() && player != QLatin1String("?"))
            name = tr("%1 (%2)").arg(player, name);
        const std::optional<double> seconds = left[i] ? left[i] : base;
        const QString face =
            seconds ? QString::fromStdString(play::formatClockFace(std::llround(*seconds * 1000)))
                    : QStringLiteral("–");
        m_names[i]->setText(name);
        m_faces[i]->setText(face);
        m_faces[i]->setPalette(palette());
        m_faces[i]->setFrameShape(QFrame::NoFrame);
        m_highlighted[i] = false;
        m_flagged[i] = false;
    }
}

void ClockWidget::refresh()
{
    if (m_game) {
        refreshFromGame();
        return;
    }
    setRecordedClocks(false);
    for (Color c : {Color::White, Color::Black}) {
        const int i = c == Color::White ? 0 : 1;
        bool running = false, flagged = false;
        QString face = QStringLiteral("–");
        QString name = c == Color::White ? tr("White") : tr("Black");
        if (m_session) {
            const play::GameClock& clock = m_session->clock();
            const QString player = m_session->player(c).name;
            if (!player.isEmpty()) name = tr("%1 (%2)").arg(player, name);
            running = clock.running() == c;
            flagged = clock.isFlagged(c);
            if (clock.isTimed())
                face = QString::fromStdString(play::formatClockFace(clock.remainingMs(c)));
            else
                face = QString::fromStdString(m_session->timeControl().toDisplay());
        }
        m_names[i]->setText(name);
        m_faces[i]->setText(face);
        QPalette pal = palette();
        if (running) {
            pal.setColor(QPalette::Window, pal.color(QPalette::Highlight));
            pal.setColor(QPalette::WindowText, pal.color(QPalette::HighlightedText));
        }
        if (flagged) pal.setColor(QPalette::WindowText, QColor(0xd0, 0x20, 0x20));
        m_faces[i]->setPalette(pal);
        m_faces[i]->setFrameShape(running ? QFrame::Box : QFrame::NoFrame);
        m_highlighted[i] = running;
        m_flagged[i] = flagged;
    }
    const bool anyRunning = m_session && m_session->clock().running().has_value();
    if (anyRunning && !m_tick.isActive())
        m_tick.start();
    else if (!anyRunning)
        m_tick.stop();
}

void ClockWidget::setRecordedClocks(bool shown)
{
    if (shown == m_recordedClocks) return;
    m_recordedClocks = shown;
    emit recordedClocksChanged(shown);
}

QString ClockWidget::faceText(Color side) const
{
    return m_faces[side == Color::White ? 0 : 1]->text();
}

bool ClockWidget::isHighlighted(Color side) const
{
    return m_highlighted[side == Color::White ? 0 : 1];
}

bool ClockWidget::isShownFlagged(Color side) const
{
    return m_flagged[side == Color::White ? 0 : 1];
}

QString ClockWidget::message() const
{
    return m_message->text();
}

} // namespace kibitz::ui
