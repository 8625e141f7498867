// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// The comment editor: the comment's free text in a box that wraps it at its width, as it reads
// in the notation. Enter starts a new line as in any text; Ctrl+Enter accepts (OK), Escape
// cancels.

#include <QDialog>

class QLabel;
class QPlainTextEdit;

namespace kibitz::ui {

class CommentDialog : public QDialog {
    Q_OBJECT

public:
    CommentDialog(const QString& label, const QString& text, QWidget* parent = nullptr);

    [[nodiscard]] QString textValue() const;
    void setTextValue(const QString& text);
    [[nodiscard]] QPlainTextEdit* editor() const { return m_edit; }

protected:
    bool eventFilter(QObject* watched, QEvent* event) override;

private:
    QPlainTextEdit* m_edit;
};

} // namespace kibitz::ui
