// SPDX-License-Identifier: GPL-3.0-or-later
#include "analysis/enginepanel.h"

#include "chess/movegen.h"

#include <QHBoxLayout>
#include <QLabel>
#include <QPlainTextEdit>
#include <QPushButton>
#include <QVBoxLayout>

namespace kibitz::ui {


EnginePanel::EnginePanel(QWidget* parent)
    : QWidget(parent)
    , m_process(new engine::EngineProcess(this))
    , m_title(new QLabel(this))
    , m_status(new QLabel(this))
    , m_button(new QPushButton(this))
    , m_view(new QPlainTextEdit(this))
{
    m_view->setReadOnly(true);
    m_view->setLineWrapMode(QPlainTextEdit::NoWrap);
    m_view->setFocusPolicy(Qt::NoFocus);
    m_button->setFocusPolicy(Qt::NoFocus);
    auto* top = new QHBoxLayout;
    top->addWidget(m_title, 1);
    top->addWidget(m_button);
    auto* layout = new QVBoxLayout(this);
    layout->setContentsMargins(4, 4, 4, 4);
    layout->addLayout(top);
    layout->addWidget(m_view, 1);
    layout->addWidget(m_status);

    m_refresh.setSingleShot(true);
    m_refresh.setInterval(66); // about 15 redraws a second at most
    connect(&m_refresh, &QTimer::timeout, this, &EnginePanel::refresh);
    connect(m_button, &QPushButton::clicked, this, &EnginePanel::toggleAnalysis);
    connect(m_process, &engine::EngineProcess::started, this, [this] {
        m_title->setText(m_process->name().isEmpty() ? m_entry.name : m_process->name());
        if (m_multiPv > 1) m_process->setOption(QStringLiteral("MultiPV"), QString::number(m_multiPv));
        for (auto it = m_entry.options.cbegin(); it != m_entry.options.cend(); ++it)
            m_process->setOption(it.key(), it.value().toString());
        if (m_wanted) go();
    });
    connect(m_process, &engine::EngineProcess::info, this, &EnginePanel::onInfo);
    connect(m_process, &engine::EngineProcess::bestMove, this, &EnginePanel::onBestMove);
    connect(m_process, &engine::EngineProcess::failed, this, &EnginePanel::onFailed);
    updateButton();
}

void EnginePanel::setEngine(const engine::EngineEntry& entry)
{
    stopAnalysis();
    m_entry = entry;
    m_title->setText(entry.name);
    m_status->clear();
}

void EnginePanel::setPosition(const chess::Position& pos)
{
    m_position = pos;
    m_lines.clear();
    m_dirty = true;
    scheduleRefresh();
    if (!m_wanted) return;
    if (m_process->state() == engine::EngineProcess::State::Searching) {
        m_restartPending = true;
        m_process->stop();
    } else if (m_process->state() == engine::EngineProcess::State::Idle) {
        go();
    } else if (m_process->state() == engine::EngineProcess::State::Stopping) {
        m_restartPending = true;
    }
}

void EnginePanel::startAnalysis()
{
    if (m_entry.command.isEmpty()) {
        m_status->setText(tr("No engine configured."));
        return;
    }
    m_wanted = true;
    updateButton();
    emit analysingChanged(true);
    const auto state = m_process->state();
    if (state == engine::EngineProcess::State::NotRunning || state == engine::EngineProcess::State::Failed) {
        m_status->setText(tr("Starting %1…").arg(m_entry.name));
        m_process->start(engine::EngineCommand{m_entry.command, m_entry.arguments, m_entry.workingDirectory});
    } else if (state == engine::EngineProcess::State::Idle) {
        go();
    }
}

void EnginePanel::stopAnalysis()
{
    if (!m_wanted) return;
    m_wanted = false;
    m_restartPending = false;
    m_process->stop();
    updateButton();
    emit analysingChanged(false);
}

void EnginePanel::toggleAnalysis() { m_wanted ? stopAnalysis() : startAnalysis(); }

void EnginePanel::go()
{
    if (!chess::hasLegalMove(m_position)) {
        m_status->setText(tr("No legal moves in this position."));
        return;
    }
    engine::SearchLimits infinite;
    infinite.infinite = true;
    m_lines.clear();
    m_process->go(m_position, {}, infinite);
}

void EnginePanel::onInfo(const engine::Info& info)
{
    if (m_restartPending) return; // output about the previous position
    m_last = info;
    if (!info.pv.empty() && info.score) m_lines[info.multipv.value_or(1)] = info;
    scheduleRefresh();
}

void EnginePanel::onBestMove()
{
    if (m_restartPending) {
        m_restartPending = false;
        if (m_wanted) go();
    }
}

void EnginePanel::onFailed(const QString& reason)
{
    m_wanted = false;
    m_restartPending = false;
    m_status->setText(reason);
    updateButton();
    emit analysingChanged(false);
}

void EnginePanel::updateButton() { m_button->setText(m_wanted ? tr("Stop") : tr("Analyse")); }

void EnginePanel::scheduleRefresh()
{
    m_dirty = true;
    if (!m_refresh.isActive()) m_refresh.start();
}

void EnginePanel::refresh()
{
    if (!m_dirty) return;
    m_dirty = false;
    m_view->setPlainText(linesText());
    m_status->setText(statusText());
}

QString EnginePanel::linesText() const
{
    QStringList rows;
    for (const auto& [k, info] : m_lines) {
        const engine::Score white = engine::whitePov(*info.score, m_position.sideToMove());
        rows << QStringLiteral("%1  d%2  %3").arg(QString::fromStdString(engine::formatScore(white)), -7)
                    .arg(info.depth.value_or(0), -2)
                    .arg(QString::fromStdString(engine::pvToSan(m_position, info.pv, 16)));
    }
    return rows.join(u'\n');
}

QString EnginePanel::statusText() const
{
    if (!m_wanted && m_lines.empty()) return {};
    QStringList parts;
    if (m_last.nps) parts << tr("%1 kn/s").arg(*m_last.nps / 1000);
    if (m_last.nodes) parts << tr("%1 nodes").arg(*m_last.nodes);
    if (m_last.hashfull) parts << tr("hash %1%").arg(*m_last.hashfull / 10);
    if (m_last.tbhits && *m_last.tbhits) parts << tr("tb hits %1").arg(*m_last.tbhits);
    return parts.join(QStringLiteral(" · "));
}

} // namespace kibitz::ui
