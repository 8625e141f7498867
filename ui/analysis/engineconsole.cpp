// SPDX-License-Identifier: GPL-3.0-or-later
#include "analysis/engineconsole.h"

#include <QFontDatabase>
#include <QLineEdit>
#include <QPlainTextEdit>
#include <QScrollBar>
#include <QVBoxLayout>

namespace kibitz::ui {

namespace {
// A line is cut for display beyond this: a 1 MB line would make the view crawl.
constexpr int kMaxShownLength = 2000;
} // namespace

EngineConsole::EngineConsole(QWidget* parent)
    : QWidget(parent)
    , m_view(new QPlainTextEdit(this))
    , m_input(new QLineEdit(this))
{
    m_view->setReadOnly(true);
    m_view->setLineWrapMode(QPlainTextEdit::NoWrap);
    m_view->setMaximumBlockCount(m_maxLines);
    m_view->setFont(QFontDatabase::systemFont(QFontDatabase::FixedFont));
    m_view->setFocusPolicy(Qt::ClickFocus);
    m_input->setPlaceholderText(tr("Command to the engine, e.g. “d” or “eval”; Enter sends it"));
    m_input->setToolTip(tr("Sent to the engine as typed. Kibitz does not follow what it "
                           "changes, so a command that starts or stops a search can confuse "
                           "the engine pane."));
    m_input->setClearButtonEnabled(true);
    auto* layout = new QVBoxLayout(this);
    layout->setContentsMargins(4, 4, 4, 4);
    layout->addWidget(m_view, 1);
    layout->addWidget(m_input);

    m_flush.setSingleShot(true);
    m_flush.setInterval(100);
    connect(&m_flush, &QTimer::timeout, this, &EngineConsole::flush);
    connect(m_input, &QLineEdit::returnPressed, this, [this] {
        const QString text = m_input->text().trimmed();
        if (text.isEmpty()) return;
        m_input->clear();
        emit commandEntered(text);
    });
}

void EngineConsole::setMaximumLines(int lines)
{
    m_maxLines = qMax(1, lines);
    m_view->setMaximumBlockCount(m_maxLines);
    while (m_pending.size() > m_maxLines) m_pending.removeFirst();
}

void EngineConsole::appendLine(const QString& text, bool toEngine)
{
    appendFrom(QString(), text, toEngine);
}

void EngineConsole::appendFrom(const QString& engine, const QString& text, bool toEngine)
{
    QString shown = text.size() > kMaxShownLength
                        ? text.left(kMaxShownLength) + tr("… (%1 characters)").arg(text.size())
                        : text;
    QString line = toEngine ? QStringLiteral("> ") : QStringLiteral("< ");
    if (!engine.isEmpty()) line += QLatin1Char('[') + engine + QStringLiteral("] ");
    m_pending << line + shown;
    // Only the last maximumLines() can ever be shown: drop the rest before they cost anything.
    if (m_pending.size() > m_maxLines + m_maxLines / 4)
        m_pending.erase(m_pending.begin(), m_pending.end() - m_maxLines);
    if (!m_flush.isActive()) m_flush.start();
}

void EngineConsole::flush()
{
    m_flush.stop();
    if (m_pending.isEmpty()) return;
    if (m_pending.size() > m_maxLines)
        m_pending.erase(m_pending.begin(), m_pending.end() - m_maxLines);
    QScrollBar* bar = m_view->verticalScrollBar();
    const bool atEnd = bar->value() >= bar->maximum() - 2;
    m_view->appendPlainText(m_pending.join(u'\n'));
    m_pending.clear();
    if (atEnd) {
        // Follow the output unless the user scrolled up; appending a long line must not
        // carry the view sideways either.
        bar->setValue(bar->maximum());
        m_view->horizontalScrollBar()->setValue(0);
    }
}

void EngineConsole::clear()
{
    m_pending.clear();
    m_view->clear();
}

QString EngineConsole::text() const
{
    return m_view->toPlainText();
}

int EngineConsole::lineCount() const
{
    return m_view->document()->isEmpty() ? 0 : m_view->blockCount();
}

} // namespace kibitz::ui
