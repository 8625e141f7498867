// SPDX-License-Identifier: GPL-3.0-or-later
#include "board/boardview.h"

#include "kibitz_resources.h"

#include <QPaintEvent>
#include <QPainter>
#include <QSvgRenderer>

#include <algorithm>
#include <string_view>

namespace kibitz::ui {

namespace {

// Renderer order; the resource names follow it: w + letter for the first six, b + letter after.
constexpr std::string_view kPieceLetters = "PNBRQKpnbrqk";

int pieceIndex(char piece)
{
    const auto at = kPieceLetters.find(piece);
    return at == std::string_view::npos ? -1 : static_cast<int>(at);
}

// Enough for the pieces at two sizes of a board filling a 4K screen at ratio 2.
constexpr qsizetype kPixmapCacheBytes = 64 * 1024 * 1024;

// Below this many pixels per square the coordinates would be unreadable smudges.
constexpr int kMinCoordinateSquare = 20;

} // namespace

BoardView::BoardView(QWidget* parent)
    : QWidget(parent)
{
    kibitz::initResources();
    m_pieces.fill('.');
    m_pixmaps.setMaxCost(kPixmapCacheBytes);

    for (int i = 0; i < static_cast<int>(kPieceLetters.size()); ++i) {
        const char letter = kPieceLetters[static_cast<size_t>(i)];
        const QString name = QStringLiteral(":/pieces/kibitz/%1%2.svg")
                                 .arg(i < 6 ? QLatin1Char('w') : QLatin1Char('b'))
                                 .arg(QChar::fromLatin1(letter).toUpper());
        m_renderers[static_cast<size_t>(i)] = std::make_unique<QSvgRenderer>(name);
        Q_ASSERT_X(m_renderers[static_cast<size_t>(i)]->isValid(), "BoardView",
                   "missing piece SVG");
    }

    QSizePolicy policy(QSizePolicy::Expanding, QSizePolicy::Expanding);
    policy.setHeightForWidth(false);
    setSizePolicy(policy);
    setAccessibleName(tr("Chess board"));
}

BoardView::~BoardView() = default;

void BoardView::setPieces(const Placement& pieces)
{
    if (pieces == m_pieces) return;
    m_pieces = pieces;
    update();
}

void BoardView::setFlipped(bool flipped)
{
    if (flipped == m_flipped) return;
    m_flipped = flipped;
    update();
}

QSize BoardView::sizeHint() const
{
    return {560, 560};
}

QSize BoardView::minimumSizeHint() const
{
    return {160, 160};
}

int BoardView::squareSize() const
{
    // Whole logical pixels per square, so square edges fall on pixel boundaries and the
    // piece pixmaps (rendered at exactly that size times the device ratio) are not resampled.
    return std::min(width(), height()) / 8;
}

QRect BoardView::boardRect() const
{
    const int side = squareSize() * 8;
    return {(width() - side) / 2, (height() - side) / 2, side, side};
}

QRect BoardView::squareRect(int square) const
{
    const int size = squareSize();
    const int file = square % 8;
    const int rank = square / 8;
    const int column = m_flipped ? 7 - file : file;
    const int row = m_flipped ? rank : 7 - rank;
    const QRect board = boardRect();
    return {board.x() + column * size, board.y() + row * size, size, size};
}

QPixmap BoardView::piecePixmap(char piece, int logicalSize, qreal dpr)
{
    const int index = pieceIndex(piece);
    if (index < 0 || logicalSize <= 0) return {};
    const int devicePixels = qRound(logicalSize * dpr);
    const PixmapKey key{piece, devicePixels, dpr};
    if (const QPixmap* cached = m_pixmaps.object(key)) return *cached;

    auto pixmap = std::make_unique<QPixmap>(devicePixels, devicePixels);
    pixmap->fill(Qt::transparent);
    {
        QPainter painter(pixmap.get());
        painter.setRenderHint(QPainter::Antialiasing);
        painter.setRenderHint(QPainter::SmoothPixmapTransform);
        m_renderers[static_cast<size_t>(index)]->render(&painter,
                                                        QRectF(0, 0, devicePixels, devicePixels));
    }
    pixmap->setDevicePixelRatio(dpr);
    const QPixmap result = *pixmap;
    const qsizetype cost = qsizetype(devicePixels) * devicePixels * 4;
    m_pixmaps.insert(key, pixmap.release(), cost);
    return result;
}

void BoardView::paintCoordinates(QPainter& painter, int square)
{
    const QRect rect = squareRect(square);
    const QRect board = boardRect();
    const bool bottomRow = rect.bottom() == board.bottom();
    const bool leftColumn = rect.left() == board.left();
    if (!bottomRow && !leftColumn) return;

    const int file = square % 8;
    const int rank = square / 8;
    const bool dark = (file + rank) % 2 == 0;
    painter.setPen(dark ? m_light : m_dark);

    const int margin = std::max(2, rect.width() / 20);
    const QRect inner = rect.adjusted(margin, margin / 2, -margin, -margin / 2);
    if (bottomRow)
        painter.drawText(inner, Qt::AlignRight | Qt::AlignBottom, QString(QChar('a' + file)));
    if (leftColumn)
        painter.drawText(inner, Qt::AlignLeft | Qt::AlignTop, QString::number(rank + 1));
}

void BoardView::paintEvent(QPaintEvent* event)
{
    const int size = squareSize();
    if (size <= 0) return;

    QPainter painter(this);
    painter.setClipRegion(event->region());

    for (int square = 0; square < 64; ++square) {
        const bool dark = (square % 8 + square / 8) % 2 == 0; // a1 is dark
        painter.fillRect(squareRect(square), dark ? m_dark : m_light);
    }

    if (size >= kMinCoordinateSquare) {
        QFont font = painter.font();
        font.setPixelSize(std::max(8, size * 11 / 50));
        font.setBold(true);
        painter.setFont(font);
        painter.setRenderHint(QPainter::TextAntialiasing);
        for (int square = 0; square < 64; ++square) paintCoordinates(painter, square);
    }

    const qreal dpr = devicePixelRatio();
    for (int square = 0; square < 64; ++square) {
        const QPixmap pixmap = piecePixmap(m_pieces[static_cast<size_t>(square)], size, dpr);
        if (!pixmap.isNull()) painter.drawPixmap(squareRect(square).topLeft(), pixmap);
    }
}

} // namespace kibitz::ui
