// SPDX-License-Identifier: GPL-3.0-or-later
#include "notation/commentdialog.h"

#include <QDialogButtonBox>
#include <QKeyEvent>
#include <QLabel>
#include <QPlainTextEdit>
#include <QPushButton>
#include <QVBoxLayout>

namespace kibitz::ui {

CommentDialog::CommentDialog(const QString& label, const QString& text, QWidget* parent)
    : QDialog(parent)
    , m_edit(new QPlainTextEdit(this))
{
    setObjectName(QStringLiteral("commentDialog"));
    setWindowTitle(tr("Comment"));
    auto* caption = new QLabel(label, this);
    caption->setWordWrap(true);
    caption->setBuddy(m_edit);
    m_edit->setObjectName(QStringLiteral("commentText"));
    m_edit->setLineWrapMode(QPlainTextEdit::WidgetWidth);
    m_edit->setWordWrapMode(QTextOption::WrapAtWordBoundaryOrAnywhere);
    m_edit->setTabChangesFocus(true);
    m_edit->setPlainText(text);
    m_edit->moveCursor(QTextCursor::End);
    m_edit->installEventFilter(this);
    auto* buttons = new QDialogButtonBox(QDialogButtonBox::Ok | QDialogButtonBox::Cancel, this);
    //: Tool tip of the comment editor's OK button
    buttons->button(QDialogButtonBox::Ok)->setToolTip(tr("Ctrl+Enter"));
    connect(buttons, &QDialogButtonBox::accepted, this, &QDialog::accept);
    connect(buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);
    auto* hint = new QLabel(tr("Ctrl+Enter accepts; Enter starts a new line."), this);
    hint->setEnabled(false);
    auto* layout = new QVBoxLayout(this);
    layout->addWidget(caption);
    layout->addWidget(m_edit, 1);
    layout->addWidget(hint);
    layout->addWidget(buttons);
    // Room for a few lines of a paragraph, at a width that reads as the notation does.
    const QFontMetrics metrics = m_edit->fontMetrics();
    resize(metrics.averageCharWidth() * 64, metrics.lineSpacing() * 10 + 120);
    m_edit->setFocus();
}

QString CommentDialog::textValue() const
{
    return m_edit->toPlainText();
}

void CommentDialog::setTextValue(const QString& text)
{
    m_edit->setPlainText(text);
}

bool CommentDialog::eventFilter(QObject* watched, QEvent* event)
{
    if (watched == m_edit && event->type() == QEvent::KeyPress) {
        const auto* key = static_cast<QKeyEvent*>(event);
        if ((key->key() == Qt::Key_Return || key->key() == Qt::Key_Enter)
            && key->modifiers().testFlag(Qt::ControlModifier)) {
            accept();
            return true;
        }
    }
    return QDialog::eventFilter(watched, event);
}

} // namespace kibitz::ui
