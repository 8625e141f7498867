// SPDX-License-Identifier: GPL-3.0-or-later
#include "board/evalbar.h"

#include "annotate/judgement.h"
#include "notation/notationoptions.h"

#include <QPainter>

namespace kibitz::ui {

EvalBar::EvalBar(QWidget* parent)
    : QWidget(parent)
{
    setObjectName(QStringLiteral("evalBar"));
    setSizePolicy(QSizePolicy::Fixed, QSizePolicy::Expanding);
    //: Tool tip of the bar beside the board
    setToolTip(tr("The engine's evaluation: White's share from the bottom"));
}

void EvalBar::setEval(std::optional<pgn::Eval> eval)
{
    if (eval.has_value() == m_eval.has_value()
        && (!eval || (eval->kind == m_eval->kind && eval->value == m_eval->value)))
        return;
    m_eval = eval;
    setAccessibleDescription(evalText());
    update();
}

void EvalBar::setFlipped(bool flipped)
{
    m_flipped = flipped;
    update();
}

void EvalBar::setSpan(int top, int height)
{
    m_spanTop = top;
    m_spanHeight = height;
    update();
}

double EvalBar::whiteShare() const
{
    // Game analysis's model (lichess's winning chances), from [-1, 1] to a share.
    return m_eval ? (1.0 + annotate::winningChances(*m_eval)) / 2.0 : 0.5;
}

QString EvalBar::evalText() const
{
    return m_eval ? ui::evalText(*m_eval) : QString();
}

QSize EvalBar::sizeHint() const
{
    return {fontMetrics().horizontalAdvance(QStringLiteral("+9.99")) + 6, 200};
}

QSize EvalBar::minimumSizeHint() const
{
    return {sizeHint().width(), 60};
}

void EvalBar::paintEvent(QPaintEvent*)
{
    QPainter p(this);
    const QRect r =
        m_spanHeight > 0 ? QRect(0, m_spanTop, width(), m_spanHeight).intersected(rect()) : rect();
    const int white = qRound(whiteShare() * r.height());
    const QColor light(240, 240, 236), dark(48, 46, 43);
    // White's part at the bottom unless the board shows Black there.
    const QRect whiteRect = m_flipped ? QRect(r.left(), r.top(), r.width(), white)
                                      : QRect(r.left(), r.bottom() - white + 1, r.width(), white);
    p.fillRect(r, dark);
    p.fillRect(whiteRect, light);
    // The middle, where an even game stands.
    p.setPen(QColor(160, 40, 40));
    p.drawLine(r.left(), r.center().y(), r.right(), r.center().y());
    const QString text = evalText();
    if (text.isEmpty()) return;
    // At the end of the side that stands better, in the colour that reads on it.
    const bool whiteBetter = whiteShare() >= 0.5;
    const bool atBottom = whiteBetter != m_flipped;
    p.setPen(whiteBetter ? dark : light);
    const QRect textRect = atBottom ? QRect(r.left(), r.bottom() - 20, r.width(), 18)
                                    : QRect(r.left(), r.top() + 2, r.width(), 18);
    p.drawText(textRect, Qt::AlignCenter, text);
}

} // namespace kibitz::ui
