// SPDX-License-Identifier: GPL-3.0-or-later
#include "notation/moveentry.h"

#include "chess/notation.h"
#include "pgn/nag.h"

#include <QKeyEvent>

namespace kibitz::ui {

namespace {

// Whether text begins one of the symbols the notation shows for NAGs (pgn/nag.h).
bool beginsNagSymbol(const QString& text)
{
    const std::string utf8 = text.toStdString();
    for (int nag = 1; nag < 256; ++nag)
        if (pgn::nagSymbol(std::uint8_t(nag)).starts_with(utf8)) return true;
    return false;
}

} // namespace

Expected<chess::Move, QString> readTypedMove(const chess::Position& pos, const QString& typed)
{
    QString text = typed.trimmed();
    if (text.isEmpty()) return unexpected(MoveEntry::tr("Type a move, such as e4, Nf3 or e2e4."));
    // Castling with zeros, as many players type it.
    if (text.startsWith(QLatin1String("0-0"))) text.replace(QLatin1Char('0'), QLatin1Char('O'));
    // e2-e4 and e2xe4 are coordinates with a separator.
    if (text.size() == 5 && text[0].isLower() && text[1].isDigit() && text[3].isLower()
        && text[4].isDigit() && (text[2] == QLatin1Char('-') || text[2] == QLatin1Char('x')))
        text.remove(2, 1);
    const std::string utf8 = text.toStdString();
    auto move = chess::parseMove(pos, utf8);
    if (move) return *move;
    // A small piece letter (nf3, qxd5), but never b: that is the b-file (bxc3).
    if (QStringLiteral("nrqk").contains(text[0]) && text.size() >= 3) {
        QString piece = text;
        piece[0] = piece[0].toUpper();
        if (auto other = chess::parseMove(pos, piece.toStdString())) return *other;
    }
    return unexpected(QString::fromStdString(move.error().message));
}

std::optional<std::uint8_t> typedAnnotation(const QString& typed)
{
    // The one table of NAG symbols (pgn/nag.h): what the notation shows can be typed back.
    return pgn::nagFromSymbol(typed.trimmed().toStdString());
}

bool beginsTypedEntry(const QString& keyText)
{
    if (keyText.size() != 1) return false;
    const QChar c = keyText[0];
    return (c >= QLatin1Char('a') && c <= QLatin1Char('h'))
           || QStringLiteral("NBRQKO0nrqk").contains(c) || QStringLiteral("!?+-=~$").contains(c)
           || beginsNagSymbol(keyText);
}

MoveEntry::MoveEntry(QWidget* parent)
    : QLineEdit(parent)
{
    setObjectName(QStringLiteral("moveEntry"));
    //: Placeholder of the line where a move is typed over the board
    setPlaceholderText(tr("Move or symbol"));
    setAccessibleName(tr("Typed move"));
    setToolTip(tr("Enter plays the move (e4, Nf3, e2e4, O-O) or sets the symbol (!, ?, +-); "
                  "Escape closes"));
    hide();
}

void MoveEntry::start(const QString& text)
{
    setText(text);
    setStyleSheet({});
    place();
    show();
    raise();
    setFocus(Qt::OtherFocusReason);
}

void MoveEntry::refuse(const QString& reason)
{
    setToolTip(reason);
    setStyleSheet(QStringLiteral("QLineEdit { background: #ffe0e0; color: #600000; }"));
    selectAll();
}

void MoveEntry::place()
{
    const QWidget* area = parentWidget();
    const int width = std::max(fontMetrics().horizontalAdvance(QStringLiteral("Nbd7xe5+ ??")),
                               fontMetrics().horizontalAdvance(placeholderText()))
                      + 24;
    const int height = sizeHint().height();
    setGeometry((area->width() - width) / 2, area->height() - height - 8, width, height);
}

void MoveEntry::keyPressEvent(QKeyEvent* event)
{
    switch (event->key()) {
    case Qt::Key_Return:
    case Qt::Key_Enter:
        emit submitted(text());
        return;
    case Qt::Key_Escape:
        // Said while the line still has the keys, so that they can go back where they came
        // from rather than to the next widget in line.
        emit closed();
        hide();
        return;
    default:
        setStyleSheet({}); // typing again clears the refusal
        QLineEdit::keyPressEvent(event);
    }
}

void MoveEntry::focusOutEvent(QFocusEvent* event)
{
    QLineEdit::focusOutEvent(event);
    // A click elsewhere drops what was typed, as Escape does (a popup, such as the line's own
    // context menu, does not).
    if (event->reason() != Qt::PopupFocusReason && isVisible()) {
        hide();
        emit closed();
    }
}

} // namespace kibitz::ui
