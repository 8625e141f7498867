// SPDX-License-Identifier: GPL-3.0-or-later
#include "analysis/evalgraph.h"

#include "annotate/judgement.h"
#include "model/gamedocument.h"
#include "notation/movetreemodel.h"
#include "notation/notationoptions.h"
#include "pgn/comment.h"

#include <QHelpEvent>
#include <QMouseEvent>
#include <QPainter>
#include <QPainterPath>
#include <QToolTip>

#include <algorithm>
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

// Text on a mistake's patch: black on the yellow and orange, white on the red, whichever
// stands out more (WCAG relative luminance).
QColor textOn(const QColor& background)
{
    auto channel = [](int c) {
        const double v = c / 255.0;
        return v <= 0.03928 ? v / 12.92 : std::pow((v + 0.055) / 1.055, 2.4);
    };
    const double l = 0.2126 * channel(background.red()) + 0.7152 * channel(background.green())
                     + 0.0722 * channel(background.blue());
    // Contrast with black (l + 0.05) / 0.05 against white 1.05 / (l + 0.05).
    return (l + 0.05) / 0.05 >= 1.05 / (l + 0.05) ? QColor(0, 0, 0) : QColor(255, 255, 255);
}

// Each side's clock curve: told apart by colour and by dash, so also without colour.
const QColor kWhiteClock(230, 140, 40);
const QColor kBlackClock(60, 160, 200);

QPen clockPen(int side)
{
    return QPen(side == 0 ? kWhiteClock : kBlackClock, 1.5, side == 0 ? Qt::DotLine : Qt::DashLine);
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

bool EvalGraph::hasClocks() const
{
    return std::any_of(m_points.begin(), m_points.end(),
                       [](const Point& p) { return p.clock.has_value(); });
}

QString EvalGraph::emptyText() const
{
    if (m_points.empty()) return tr("No moves yet.");
    return tr("No evaluations in this game: they come from [%eval] comments, as engines and "
              "lichess write them.");
}

QRectF EvalGraph::plotArea() const
{
    return {double(kMargin), double(kMargin), double(width() - 2 * kMargin),
            double(height() - 2 * kMargin)};
}

double EvalGraph::xOf(int index) const
{
    const int n = int(m_points.size());
    const double w = width() - 2 * kMargin;
    return kMargin + (n <= 1 ? w / 2 : w * index / (n - 1));
}

int EvalGraph::indexAt(int x) const
{
    if (m_points.empty()) return -1;
    int best = 0;
    for (int i = 1; i < int(m_points.size()); ++i)
        if (std::abs(xOf(i) - x) < std::abs(xOf(best) - x)) best = i;
    return best;
}

const pgn::Node* EvalGraph::nodeAt(int x) const
{
    const int i = indexAt(x);
    return i < 0 ? nullptr : m_points[std::size_t(i)].node;
}

std::vector<double> EvalGraph::drawnChances() const
{
    std::vector<double> chances(m_points.size(), 0.0);
    double last = 0.0;
    for (std::size_t i = 0; i < m_points.size(); ++i)
        chances[i] = last = m_points[i].chances.value_or(last);
    return chances;
}

QString EvalGraph::toolTipAt(int x) const
{
    const int i = indexAt(x);
    if (i < 0) return {};
    const Point& pt = m_points[std::size_t(i)];
    QStringList parts;
    parts << MoveTreeModel::moveNumber(pt.node, true) + QLatin1Char(' ')
                 + MoveTreeModel::moveText(pt.node);
    const pgn::CommentInfo info = pgn::parseComment(pt.node->commentAfter());
    if (info.eval) parts << evalText(*info.eval);
    if (pt.clock)
        parts << (pt.node->mover() == chess::Color::White ? tr("White's clock %1")
                                                          : tr("Black's clock %1"))
                     .arg(clockText(*pt.clock));
    if (info.emt) parts << tr("took %1").arg(moveTimeText(*info.emt));
    return parts.join(QStringLiteral("  ·  "));
}

bool EvalGraph::event(QEvent* event)
{
    if (event->type() == QEvent::ToolTip) {
        auto* help = static_cast<QHelpEvent*>(event);
        const QString text = toolTipAt(help->pos().x());
        if (text.isEmpty())
            QToolTip::hideText();
        else
            QToolTip::showText(help->globalPos(), text, this);
        return true;
    }
    return QWidget::event(event);
}

void EvalGraph::mousePressEvent(QMouseEvent* event)
{
    if (event->button() != Qt::LeftButton || !m_document) return QWidget::mousePressEvent(event);
    if (const pgn::Node* n = nodeAt(event->position().toPoint().x())) m_document->goTo(n);
    event->accept();
}

QFont EvalGraph::labelFont() const
{
    QFont small = font();
    small.setPixelSize(std::clamp(height() / 10, 9, 13));
    small.setBold(true);
    return small;
}

QFont EvalGraph::legendFont() const
{
    QFont small = font();
    small.setPixelSize(std::clamp(height() / 11, 9, 12));
    return small;
}

QRectF EvalGraph::legendRect() const
{
    if (!hasClocks()) return {};
    const QFontMetricsF metrics(legendFont());
    constexpr double kSample = 18; // the line drawn before each name
    const double w = kSample + 4 + metrics.horizontalAdvance(tr("White's clock")) + 12 + kSample + 4
                     + metrics.horizontalAdvance(tr("Black's clock")) + 8;
    // Bottom left: the clocks start at the top and fall as the game goes on.
    const QRectF area = plotArea();
    const double h = metrics.height() + 4;
    return {area.left() + 2, area.bottom() - 2 - h, std::min(w, area.width() - 4), h};
}

std::vector<EvalGraph::Label> EvalGraph::labels() const
{
    std::vector<Label> placed;
    if (!hasEvaluations()) return placed;
    const QRectF area = plotArea();
    const QRectF bounds = QRectF(rect()).adjusted(1, 1, -1, -1);
    const QRectF legend = legendRect();
    const QFontMetricsF metrics(labelFont());
    const std::vector<double> chances = drawnChances();
    auto yOf = [&](double c) { return area.center().y() - c * area.height() / 2; };
    for (int i = 0; i < int(m_points.size()); ++i) {
        const Point& pt = m_points[std::size_t(i)];
        if (!pt.mistake) continue;
        Label label;
        label.index = i;
        label.text = mistakeSymbol(pt.mistake);
        label.background = mistakeColor(pt.mistake);
        label.foreground = textOn(label.background);
        const QSizeF size(metrics.horizontalAdvance(label.text) + 6, metrics.height() + 2);
        const QPointF dot(xOf(i), yOf(chances[std::size_t(i)]));
        // Beside the dot, right then left, above then below, then further out; the first
        // place that overlaps no other label and the legend, inside the widget, wins. Where
        // none is free, the symbol is left out: the dot and the tooltip still tell.
        bool found = false;
        for (double away : {4.0, 4.0 + size.height(), 4.0 + 2 * size.height()}) {
            for (int side : {1, -1}) {
                for (int up : {1, -1}) {
                    const double x = side > 0 ? dot.x() + 4 : dot.x() - 4 - size.width();
                    const double y = up > 0 ? dot.y() - away - size.height() : dot.y() + away;
                    const QRectF r(QPointF(x, y), size);
                    if (!bounds.contains(r) || (!legend.isEmpty() && r.intersects(legend)))
                        continue;
                    if (std::any_of(placed.begin(), placed.end(),
                                    [&](const Label& l) { return l.rect.intersects(r); }))
                        continue;
                    label.rect = r;
                    found = true;
                    break;
                }
                if (found) break;
            }
            if (found) break;
        }
        if (found) placed.push_back(label);
    }
    return placed;
}

void EvalGraph::paintEvent(QPaintEvent*)
{
    QPainter p(this);
    p.setRenderHint(QPainter::Antialiasing);
    const QRectF area = plotArea();
    p.fillRect(rect(), palette().base());
    const bool evaluations = hasEvaluations();
    if (!evaluations && !hasClocks()) {
        p.setPen(palette().color(QPalette::PlaceholderText));
        p.drawText(area, Qt::AlignCenter | Qt::TextWordWrap, emptyText());
        return;
    }
    auto yOf = [&](double chances) { return area.center().y() - chances * area.height() / 2; };
    const std::vector<double> chances = drawnChances();

    if (evaluations) {
        // As lichess draws it: White's share of the chances in light, from the bottom up to
        // the curve, against a dark ground that is Black's.
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
    }

    // Clock times, each side's on the same scale (the longest time a little under the top,
    // clear of the mistakes' symbols).
    double maxClock = 0;
    for (const Point& pt : m_points) maxClock = std::max(maxClock, pt.clock.value_or(0));
    if (maxClock > 0) {
        for (int side = 0; side < 2; ++side) {
            QPainterPath clock;
            bool started = false;
            for (int i = 0; i < int(m_points.size()); ++i) {
                const Point& pt = m_points[std::size_t(i)];
                if (!pt.clock || (pt.node->mover() == chess::Color::White) != (side == 0)) continue;
                const QPointF at(xOf(i),
                                 area.bottom() - *pt.clock / maxClock * area.height() * 0.9);
                started ? clock.lineTo(at) : clock.moveTo(at);
                started = true;
            }
            p.setPen(clockPen(side));
            p.setBrush(Qt::NoBrush);
            p.drawPath(clock);
        }
        // The legend, on a patch of the window's ground so that it reads over either side.
        const QRectF legend = legendRect();
        p.setPen(Qt::NoPen);
        QColor ground = palette().color(QPalette::Base);
        ground.setAlpha(220);
        p.setBrush(ground);
        p.drawRoundedRect(legend, 3, 3);
        p.setFont(legendFont());
        const QFontMetricsF metrics(legendFont());
        double x = legend.left() + 4;
        const double mid = legend.center().y();
        for (int side = 0; side < 2; ++side) {
            p.setPen(clockPen(side));
            p.drawLine(QPointF(x, mid), QPointF(x + 18, mid));
            x += 22;
            const QString name = side == 0 ? tr("White's clock") : tr("Black's clock");
            p.setPen(palette().color(QPalette::Text));
            p.drawText(
                QRectF(x, legend.top(), metrics.horizontalAdvance(name) + 2, legend.height()),
                Qt::AlignVCenter | Qt::AlignLeft, name);
            x += metrics.horizontalAdvance(name) + 12;
        }
    }

    // Mistakes: a dot in their colour, and their symbol on a patch of the same colour.
    p.setFont(labelFont());
    for (int i = 0; i < int(m_points.size()); ++i) {
        const Point& pt = m_points[std::size_t(i)];
        if (!pt.mistake || !evaluations) continue;
        p.setPen(QPen(QColor(255, 255, 255), 1));
        p.setBrush(mistakeColor(pt.mistake));
        p.drawEllipse(QPointF(xOf(i), yOf(chances[std::size_t(i)])), 3.5, 3.5);
    }
    for (const Label& label : labels()) {
        p.setPen(Qt::NoPen);
        p.setBrush(label.background);
        p.drawRoundedRect(label.rect, 3, 3);
        p.setPen(label.foreground);
        p.drawText(label.rect, Qt::AlignCenter, label.text);
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
