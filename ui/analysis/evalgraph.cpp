// SPDX-License-Identifier: GPL-3.0-or-later
#include "analysis/evalgraph.h"

#include "annotate/judgement.h"
#include "model/gamedocument.h"
#include "pgn/comment.h"

#include <QMouseEvent>
#include <QPainter>
#include <QPainterPath>

#include <cmath>

namespace kibitz::ui {

namespace {

constexpr int kMargin = 4;

QColor mistakeColor(std::uint8_t nag)
{
    switch (nag) {
    case 4:
        return {200, 40, 40}; // blunder
    case 2:
        return {230, 120, 20}; // mistake
    default:
        return {210, 180, 30}; // inaccuracy
    }
}

QString mistakeSymbol(std::uint8_t nag)
{
    return nag == 4 ? QStringLiteral("??") : nag == 2 ? QStringLiteral("?") : QStringLiteral("?!");
}

} // namespace

double winningChances(const pgn::Eval& eval)
{
    return annotate::winningChances(eval);
}

EvalGraph::EvalGraph(QWidget* parent)
    : QWidget(parent)
{
    setMouseTracking(false);
    setToolTip(tr("White's winning chances by move, from the game's evaluations; click to go "
                  "to a move"));
    setAccessibleName(tr("Evaluation graph"));
}

void EvalGraph::setDocument(model::GameDocument* document)
{
    if (m_document) m_document->disconnect(this);
    m_document = document;
    if (document) {
        connect(document, &model::GameDocument::treeChanged, this, &EvalGraph::rebuild);
        connect(document, &model::GameDocument::currentNodeChanged, this,
                qOverload<>(&QWidget::update));
    }
    rebuild();
}

void EvalGraph::rebuild()
{
    m_points.clear();
    if (m_document) {
        for (const pgn::Node* n : m_document->game().mainline()) {
            Point p;
            p.node = n;
            p.ply = n->ply();
            const pgn::CommentInfo info = pgn::parseComment(n->commentAfter());
            if (info.eval) p.chances = winningChances(*info.eval);
            p.clock = info.clock;
            for (std::uint8_t nag : n->nags())
                if (nag == 2 || nag == 4 || nag == 6) p.mistake = nag;
            m_points.push_back(p);
        }
    }
    update();
}

bool EvalGraph::hasEvaluations() const
{
    return std::any_of(m_points.begin(), m_points.end(),
                       [](const Point& p) { return p.chances.has_value(); });
}

QString EvalGraph::emptyText() const
{
    if (m_points.empty()) return tr("No moves yet.");
    return tr("No evaluations in this game: they come from [%eval] comments, as engines and "
              "lichess write them.");
}

double EvalGraph::xOf(int index) const
{
    const int n = int(m_points.size());
    const double w = width() - 2 * kMargin;
    return kMargin + (n <= 1 ? w / 2 : w * index / (n - 1));
}

const pgn::Node* EvalGraph::nodeAt(int x) const
{
    if (m_points.empty()) return nullptr;
    int best = 0;
    for (int i = 1; i < int(m_points.size()); ++i)
        if (std::abs(xOf(i) - x) < std::abs(xOf(best) - x)) best = i;
    return m_points[std::size_t(best)].node;
}

void EvalGraph::mousePressEvent(QMouseEvent* event)
{
    if (event->button() != Qt::LeftButton || !m_document) return QWidget::mousePressEvent(event);
    if (const pgn::Node* n = nodeAt(event->position().toPoint().x())) m_document->goTo(n);
    event->accept();
}

void EvalGraph::paintEvent(QPaintEvent*)
{
    QPainter p(this);
    p.setRenderHint(QPainter::Antialiasing);
    const QRectF area(kMargin, kMargin, width() - 2 * kMargin, height() - 2 * kMargin);
    p.fillRect(rect(), palette().base());
    if (!hasEvaluations()) {
        p.setPen(palette().color(QPalette::PlaceholderText));
        p.drawText(area, Qt::AlignCenter | Qt::TextWordWrap, emptyText());
        return;
    }
    auto yOf = [&](double chances) { return area.center().y() - chances * area.height() / 2; };

    // As lichess draws it: White's share of the chances in light, from the bottom up to the
    // curve, against a dark ground that is Black's. A move without an evaluation keeps the last.
    std::vector<double> chances(m_points.size(), 0.0);
    double last = 0.0;
    for (std::size_t i = 0; i < m_points.size(); ++i)
        chances[i] = last = m_points[i].chances.value_or(last);
    p.fillRect(area, QColor(58, 58, 58));
    QPainterPath line;
    for (int i = 0; i < int(chances.size()); ++i) {
        const QPointF at(xOf(i), yOf(chances[std::size_t(i)]));
        i == 0 ? line.moveTo(at) : line.lineTo(at);
    }
    QPainterPath fill = line;
    fill.lineTo(xOf(int(chances.size()) - 1), area.bottom());
    fill.lineTo(xOf(0), area.bottom());
    fill.closeSubpath();
    p.fillPath(fill, QColor(240, 240, 240));
    p.setPen(QPen(QColor(150, 150, 150), 1, Qt::DashLine));
    p.drawLine(QPointF(area.left(), yOf(0)), QPointF(area.right(), yOf(0)));
    p.setPen(QPen(QColor(40, 90, 170), 1.5));
    p.drawPath(line);

    // Clock times, each side's on the same scale (the longest time at the top).
    double maxClock = 0;
    for (const Point& pt : m_points) maxClock = std::max(maxClock, pt.clock.value_or(0));
    if (maxClock > 0) {
        for (int side = 0; side < 2; ++side) {
            QPainterPath clock;
            bool started = false;
            for (int i = 0; i < int(m_points.size()); ++i) {
                const Point& pt = m_points[std::size_t(i)];
                if (!pt.clock || (pt.ply % 2 == 1) != (side == 0)) continue;
                const QPointF at(xOf(i), area.bottom() - *pt.clock / maxClock * area.height());
                started ? clock.lineTo(at) : clock.moveTo(at);
                started = true;
            }
            // White's clock dotted, Black's dashed: told apart without colour.
            p.setPen(QPen(QColor(230, 140, 40), 1, side == 0 ? Qt::DotLine : Qt::DashLine));
            p.drawPath(clock);
        }
    }

    // Mistakes: a dot in their colour and their symbol.
    QFont small = font();
    small.setPixelSize(std::max(9, height() / 10));
    small.setBold(true);
    p.setFont(small);
    for (int i = 0; i < int(m_points.size()); ++i) {
        const Point& pt = m_points[std::size_t(i)];
        if (!pt.mistake) continue;
        const double c = chances[std::size_t(i)];
        const QPointF at(xOf(i), yOf(c));
        p.setPen(Qt::NoPen);
        p.setBrush(mistakeColor(pt.mistake));
        p.drawEllipse(at, 3.5, 3.5);
        // Above the curve is the dark ground: white there; at the very top, dark below it.
        const bool above = at.y() - area.top() > small.pixelSize() + 2;
        p.setPen(above ? QColor(255, 255, 255) : QColor(20, 20, 20));
        p.drawText(at + QPointF(5, above ? -4 : small.pixelSize() + 2), mistakeSymbol(pt.mistake));
    }

    // The move shown.
    if (m_document) {
        const pgn::Node* current = m_document->currentNode();
        for (int i = 0; i < int(m_points.size()); ++i)
            if (m_points[std::size_t(i)].node == current) {
                p.setPen(QPen(palette().color(QPalette::Highlight), 2));
                p.drawLine(QPointF(xOf(i), area.top()), QPointF(xOf(i), area.bottom()));
            }
    }
}

} // namespace kibitz::ui
