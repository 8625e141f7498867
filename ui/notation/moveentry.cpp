// SPDX-License-Identifier: GPL-3.0-or-later
#include "notation/moveentry.h"

#include "chess/notation.h"

#include <QKeyEvent>

#include <array>

namespace kibitz::ui {

namespace {

// What a player types for each NAG (PGN standard 10: NAGs 1-6 judge the move, 10-19 the
// position), with the glyphs the notation shows, so a pasted glyph works too.
struct Symbol {
    const char16_t* text;
    std::uint8_t nag;
};
constexpr std::array kSymbols = {
    Symbol{u"!", 1},    Symbol{u"?", 2},   Symbol{u"!!", 3},  Symbol{u"??", 4},   Symbol{u"!?", 5},
    Symbol{u"?!", 6},   Symbol{u"=", 10},  Symbol{u"~", 13},  Symbol{u"∞", 13},   Symbol{u"+=", 14},
    Symbol{u"⩲", 14},   Symbol{u"=+", 15}, Symbol{u"⩱", 15},  Symbol{u"+/-", 16}, Symbol{u"±", 16},
    Symbol{u"-/+", 17}, Symbol{u"∓", 17},  Symbol{u"+-", 18}, Symbol{u"-+", 19},
};

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
    const QString text = typed.trimmed();
    for (const Symbol& symbol : kSymbols)
        if (text == QString::fromUtf16(symbol.text)) return symbol.nag;
    if (text.size() > 1 && text[0] == QLatin1Char('$')) {
        bool ok = false;
        const int nag = text.mid(1).toInt(&ok);
        if (ok && nag > 0 && nag < 256) return std::uint8_t(nag);
    }
    return std::nullopt;
}

bool beginsTypedEntry(const QString& keyText)
{
    if (keyText.size() != 1) return false;
    const QChar c = keyText[0];
    return (c >= QLatin1Char('a') && c <= QLatin1Char('h'))
           || QStringLiteral("NBRQKO0nrqk").contains(c) || QStringLiteral("!?+-=~$").contains(c);
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
