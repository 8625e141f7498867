// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// The evaluation graph under the board: the main line's evaluations (from its [%eval]
// comments) by move, on a win-probability scale as players read them (a pawn matters near
// equality, little when a side is a rook up: see winningChances), mistakes marked with their
// symbol and colour (?! ? ??: the symbol carries the meaning, the colour repeats it), the
// current move highlighted, and the clock times ([%clk]) of each side as a second series with
// a legend. Mistake symbols stand on a patch of their own colour, placed where they overlap
// nothing (or left out, the dot staying). Hovering names the move with its evaluation and
// clock; a click goes to it. A game with clocks and no evaluations shows its clocks alone;
// one with neither says how to get evaluations.

#include "model/fwd.h"
#include "pgn/comment.h"
#include "pgn/game.h"

#include <QColor>
#include <QPointer>
#include <QRectF>
#include <QWidget>

#include <optional>
#include <vector>

namespace kibitz::ui {

// White's winning chances in [-1, 1], the scale of the graph: annotate::winningChances,
// the model the annotator judges moves by (lichess's).
double winningChances(const pgn::Eval& eval);

class EvalGraph : public QWidget {
    Q_OBJECT

public:
    explicit EvalGraph(QWidget* parent = nullptr);

    // The game whose main line is drawn; follows its changes and its current move.
    void setDocument(model::GameDocument* document);

    struct Point {
        const pgn::Node* node = nullptr;
        int ply = 0;
        std::optional<double> chances; // White's, [-1, 1]; none when the move has no [%eval]
        std::optional<double> clock;   // seconds left for the side that moved ([%clk])
        std::uint8_t mistake = 0;      // NAG 2 (?), 4 (??) or 6 (?!), else 0
    };
    [[nodiscard]] const std::vector<Point>& points() const { return m_points; }
    [[nodiscard]] bool hasEvaluations() const;
    [[nodiscard]] bool hasClocks() const;
    // The move a click at x would go to (null when none).
    [[nodiscard]] const pgn::Node* nodeAt(int x) const;
    [[nodiscard]] QString emptyText() const;
    // What hovering at x says: the move, its evaluation and the mover's clock.
    [[nodiscard]] QString toolTipAt(int x) const;

    // A mistake's symbol as drawn at the widget's present size.
    struct Label {
        int index = 0; // into points()
        QString text;  // "?!"
        QRectF rect;   // its patch
        QColor foreground, background;
    };
    [[nodiscard]] std::vector<Label> labels() const;
    // Where the clock curves' legend stands (empty without clocks).
    [[nodiscard]] QRectF legendRect() const;

    [[nodiscard]] QSize sizeHint() const override { return {400, 120}; }
    [[nodiscard]] QSize minimumSizeHint() const override { return {120, 80}; }

protected:
    bool event(QEvent* event) override;
    void paintEvent(QPaintEvent* event) override;
    void mousePressEvent(QMouseEvent* event) override;

private:
    void rebuild();
    [[nodiscard]] double xOf(int index) const;
    [[nodiscard]] int indexAt(int x) const; // -1 when there are no points
    [[nodiscard]] QRectF plotArea() const;
    [[nodiscard]] QFont labelFont() const;
    [[nodiscard]] QFont legendFont() const;
    // Each point's chances for drawing: a move without an evaluation keeps the last.
    [[nodiscard]] std::vector<double> drawnChances() const;

    QPointer<model::GameDocument> m_document;
    std::vector<Point> m_points;
};

} // namespace kibitz::ui
