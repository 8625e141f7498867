// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// The evaluation bar beside the board while an engine analyses: White's share from the
// bottom (from the top when the board is flipped), the rest Black's, split at White's
// winning chances for the engine's score (lichess's curve: a pawn up is about 59%, mate is
// all of it), with the score written at the winning side's end.

#include "pgn/comment.h"

#include <QWidget>

#include <optional>

namespace kibitz::ui {

class EvalBar : public QWidget {
    Q_OBJECT

public:
    explicit EvalBar(QWidget* parent = nullptr);

    // The engine's evaluation from White's side; nullopt while there is none (an even bar).
    void setEval(std::optional<pgn::Eval> eval);
    [[nodiscard]] std::optional<pgn::Eval> eval() const { return m_eval; }
    // White's part of the bar, 0 to 1.
    [[nodiscard]] double whiteShare() const;
    // The evaluation as the bar writes it (evalText: "+0.35", "#3"); empty without one.
    [[nodiscard]] QString evalText() const;
    // Black at the bottom, as the board shows it.
    void setFlipped(bool flipped);
    // The rows the board's squares take in the bar's height (the bar is drawn level with
    // them); an empty span for the whole height.
    void setSpan(int top, int height);

    [[nodiscard]] QSize sizeHint() const override;
    [[nodiscard]] QSize minimumSizeHint() const override;

protected:
    void paintEvent(QPaintEvent* event) override;

private:
    std::optional<pgn::Eval> m_eval;
    bool m_flipped = false;
    int m_spanTop = 0, m_spanHeight = 0;
};

} // namespace kibitz::ui
