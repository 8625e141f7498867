// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// The results bar of the opening tree and the online explorer: one delegate, and one list of
// moves it sits in, so both read alike.

#include <QPainter>
#include <QStringList>
#include <QStyledItemDelegate>

#include <algorithm>

class QTreeWidget;

namespace kibitz::ui {

// White's wins, draws and Black's wins as one bar: light, grey, dark, with the percentages
// written over it, so the colours never carry the meaning alone.
class ScoreBarDelegate : public QStyledItemDelegate {
public:
    using QStyledItemDelegate::QStyledItemDelegate;
    // QList<double>: White's, the draws' and Black's shares, summing to 1.
    static constexpr int SharesRole = Qt::UserRole + 1;

    void paint(QPainter* painter, const QStyleOptionViewItem& option,
               const QModelIndex& index) const override
    {
        const QList<double> shares = index.data(SharesRole).value<QList<double>>();
        if (shares.size() != 3) {
            QStyledItemDelegate::paint(painter, option, index);
            return;
        }
        // The bar leaves a pixel above and below; the row is tall enough for the percentages
        // inside it (sizeHint), so they are never cut.
        const QRect r = option.rect.adjusted(2, 1, -2, -1);
        const QColor colors[3] = {QColor(0xF4, 0xF1, 0xEA), QColor(0xA0, 0xA0, 0xA0),
                                  QColor(0x30, 0x30, 0x30)};
        const QColor text[3] = {Qt::black, Qt::black, Qt::white};
        painter->save();
        double x = r.left();
        for (int i = 0; i < 3; ++i) {
            const double w = shares[i] * r.width();
            const QRectF part(x, r.top(), w, r.height());
            painter->fillRect(part, colors[i]);
            if (w > painter->fontMetrics().horizontalAdvance(QStringLiteral("100%")) + 2) {
                painter->setPen(text[i]);
                painter->drawText(part, Qt::AlignCenter,
                                  QStringLiteral("%1%").arg(qRound(shares[i] * 100)));
            }
            x += w;
        }
        painter->setPen(option.palette.color(QPalette::Mid));
        painter->drawRect(r.adjusted(0, 0, -1, -1));
        painter->restore();
    }
    [[nodiscard]] QSize sizeHint(const QStyleOptionViewItem& option,
                                 const QModelIndex& index) const override
    {
        QSize size = QStyledItemDelegate::sizeHint(option, index);
        size.setHeight(std::max(size.height(), option.fontMetrics.height() + 6));
        return size;
    }
};

// A flat list of moves with their results as a bar (the opening tree's, the explorer's): one
// column per header, rows of one height in alternating colours, the bar in scoreColumn.
QTreeWidget* newMoveList(QWidget* parent, const QString& objectName, const QStringList& headers,
                         int scoreColumn);

} // namespace kibitz::ui
