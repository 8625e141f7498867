// SPDX-License-Identifier: GPL-3.0-or-later
#include "board/boardview.h"

#include "board/boardaccessible.h"
#include "chess/movegen.h"
#include "chess/notation.h"
#include "chess/status.h"
#include "diagram/diagram.h"
#include "diagram/pieceset.h"

#include <QAccessible>
#include <QApplication>
#include <QCoreApplication>
#include <QKeyEvent>
#include <QMouseEvent>
#include <QPaintEvent>
#include <QPainter>
#include <QPainterPath>
#include <QRadialGradient>
#include <QWheelEvent>

#include <algorithm>
#include <cmath>
#include <string_view>

namespace kibitz::ui {

namespace {

constexpr std::string_view kPieceLetters = "PNBRQKpnbrqk";

bool isPiece(char piece)
{
    return piece != 0 && kPieceLetters.find(piece) != std::string_view::npos;
}

// Enough for the pieces at two sizes of a board filling a 4K screen at ratio 2.
constexpr qsizetype kPixmapCacheBytes = 64 * 1024 * 1024;

// Below this many pixels per square the coordinates would be unreadable smudges.
constexpr int kMinCoordinateSquare = 20;

// Highlight colours, translucent so both square colours show through.
const QColor kLastMove(205, 210, 106, 150);
const QColor kSelected(20, 85, 30, 110);
const QColor kTarget(20, 85, 30, 90);
const QColor kHoverTarget(20, 85, 30, 60);

QColor markColour(pgn::MarkColor color, int alpha)
{
    switch (color) {
    case pgn::MarkColor::Red:
        return {190, 40, 40, alpha};
    case pgn::MarkColor::Yellow:
        return {230, 160, 0, alpha};
    case pgn::MarkColor::Blue:
        return {30, 80, 200, alpha};
    case pgn::MarkColor::Green:
        break;
    }
    return {20, 140, 40, alpha};
}

// Variants: the hill's colour, the blast's, and how long the blast shows.
const QColor kHill(230, 180, 40, 200);
const QColor kBlast(235, 90, 20, 140);
constexpr int kExplosionMs = 900;
// The column beside the board: a square wide, a quarter square from the board; a pocket's
// five cells fill half the board's height.
constexpr int kColumnGapQuarters = 1;

constexpr std::array<chess::PieceType, 5> kPocketPieces = {
    chess::PieceType::Pawn, chess::PieceType::Knight, chess::PieceType::Bishop,
    chess::PieceType::Rook, chess::PieceType::Queen};

// The picker offers the pieces in the order players reach for them.
constexpr std::array<chess::PieceType, 4> kPromotionPieces = {
    chess::PieceType::Queen, chess::PieceType::Knight, chess::PieceType::Rook,
    chess::PieceType::Bishop};

} // namespace

BoardView::BoardView(QWidget* parent)
    : QWidget(parent)
    , m_set(PieceSet::builtIn())
{
    m_pieces.fill('.');
    m_pixmaps.setMaxCost(kPixmapCacheBytes);

    QSizePolicy policy(QSizePolicy::Expanding, QSizePolicy::Expanding);
    policy.setHeightForWidth(false);
    setSizePolicy(policy);
    setAccessibleName(tr("Chess board"));
    // It takes the keyboard only when asked (View > Focus Board): neither a click nor Tab
    // gives it the focus, so that the window's keys keep moving through the game.
    setFocusPolicy(Qt::NoFocus);
    installBoardAccessibility();
    m_explosionTimer.setSingleShot(true);
    m_explosionTimer.setInterval(kExplosionMs);
    connect(&m_explosionTimer, &QTimer::timeout, this, [this] {
        m_explosion.clear();
        update();
    });
}

BoardView::~BoardView() = default;

void BoardView::setPieces(const Placement& pieces)
{
    m_position.reset();
    m_interactive = false;
    clearInput();
    if (pieces == m_pieces) return;
    m_pieces = pieces;
    update();
}

void BoardView::setPosition(const chess::Position& position)
{
    m_position = position;
    m_interactive = true;
    for (int sq = 0; sq < 64; ++sq)
        m_pieces[std::size_t(sq)] = chess::pieceChar(position.pieceOn(chess::Square(sq)));
    clearInput();
    update();
    announcePosition();
}

void BoardView::setSquareColors(const QColor& light, const QColor& dark)
{
    if (light == m_light && dark == m_dark) return;
    m_light = light;
    m_dark = dark;
    update();
}

void BoardView::setPieceSet(std::shared_ptr<const PieceSet> set)
{
    if (!set) set = PieceSet::builtIn();
    if (set == m_set) return;
    m_set = std::move(set);
    // The old set's pixmaps would never be asked for again; free them now.
    m_pixmaps.clear();
    update();
}

void BoardView::setShowCoordinates(bool show)
{
    if (show == m_coordinates) return;
    m_coordinates = show;
    update();
}

void BoardView::setLastMove(chess::Square from, chess::Square to)
{
    const bool changed = from != m_lastFrom || to != m_lastTo;
    m_lastFrom = from;
    m_lastTo = to;
    // Atomic: a capture leaves its square empty (the capturing piece goes up with the
    // captured one); a quiet move leaves its piece there. The blast is the square and its
    // neighbours, shown for a moment when the move is new to the board.
    if (changed) {
        m_explosion.clear();
        m_explosionTimer.stop();
        if (m_position && m_position->variant() == chess::Variant::Atomic && chess::isValid(from)
            && chess::isValid(to) && from != to && m_position->pieceOn(to) == chess::Piece::None) {
            for (int df = -1; df <= 1; ++df)
                for (int dr = -1; dr <= 1; ++dr) {
                    const int file = chess::fileOf(to) + df, rank = chess::rankOf(to) + dr;
                    if (file >= 0 && file < 8 && rank >= 0 && rank < 8)
                        m_explosion.push_back(chess::makeSquare(file, rank));
                }
            m_explosionTimer.start();
        }
    }
    // The keyboard goes on from where the last move went, as the eye does.
    if (chess::isValid(to) && !hasFocus()) m_cursor = to;
    update();
    announcePosition();
}

void BoardView::setMarks(std::vector<pgn::Arrow> arrows, std::vector<pgn::SquareMark> squares)
{
    m_arrows = std::move(arrows);
    m_squareMarks = std::move(squares);
    update();
}

void BoardView::setEngineArrows(std::vector<EngineArrow> arrows)
{
    if (arrows == m_engineArrows) return; // the pane repeats itself at every refresh
    m_engineArrows = std::move(arrows);
    update();
}

void BoardView::setInteractive(bool interactive)
{
    m_interactive = interactive && m_position.has_value();
    if (!m_interactive) clearInput();
}

std::vector<chess::Square> BoardView::targets() const
{
    std::vector<chess::Square> squares;
    for (chess::Move m : m_selectedMoves) {
        const chess::Square to = chess::Position::landingSquare(m_position->sideToMove(), m);
        if (std::find(squares.begin(), squares.end(), to) == squares.end()) squares.push_back(to);
    }
    return squares;
}

bool BoardView::isTarget(chess::Square to) const
{
    // The castling king may also be dropped onto its own rook (the move's encoded target).
    if (std::any_of(m_selectedMoves.begin(), m_selectedMoves.end(),
                    [to](chess::Move m) { return m.to() == to; }))
        return true;
    const std::vector<chess::Square> squares = targets();
    return std::find(squares.begin(), squares.end(), to) != squares.end();
}

bool BoardView::canPickUp(chess::Square square) const
{
    if (!m_interactive || !m_position || !chess::isValid(square)) return false;
    const chess::Piece piece = m_position->pieceOn(square);
    return piece != chess::Piece::None && chess::colorOf(piece) == m_position->sideToMove();
}

void BoardView::select(chess::Square square)
{
    m_selected = square;
    m_dropType = chess::PieceType::None;
    m_selectedMoves.clear();
    if (chess::isValid(square) && m_position)
        for (chess::Move m : chess::legalMoves(*m_position))
            if (m.from() == square) m_selectedMoves.push_back(m);
    update();
}

void BoardView::selectDrop(chess::PieceType type)
{
    m_selected = chess::Square::None;
    m_dropType = type;
    m_selectedMoves.clear();
    if (m_position)
        for (chess::Move m : chess::legalMoves(*m_position))
            if (m.isDrop() && m.dropType() == type) m_selectedMoves.push_back(m);
    update();
}

void BoardView::clearInput()
{
    m_selected = chess::Square::None;
    m_dropType = chess::PieceType::None;
    m_pressPocket = false;
    m_selectedMoves.clear();
    m_pressSquare = chess::Square::None;
    m_dragging = false;
    m_promotionFrom = m_promotionTo = chess::Square::None;
    m_markFrom = chess::Square::None;
    unsetCursor();
    update();
}

void BoardView::finishMove(chess::Square from, chess::Square to)
{
    const bool promotion =
        std::any_of(m_selectedMoves.begin(), m_selectedMoves.end(), [to](chess::Move m) {
            return m.to() == to && m.kind() == chess::MoveKind::Promotion;
        });
    if (promotion) {
        m_dragging = false;
        m_pressSquare = chess::Square::None;
        m_promotionFrom = from;
        m_promotionTo = to;
        update();
        return;
    }
    clearInput();
    emit moveRequested(from, to, chess::PieceType::None);
}

std::array<QRect, 4> BoardView::promotionPickerRects() const
{
    std::array<QRect, 4> rects{};
    if (!isPromotionPickerOpen()) return rects;
    // A column from the promotion square towards the middle of the board.
    const int step = chess::rankOf(m_promotionTo) == 7 ? -8 : 8;
    for (int i = 0; i < 4; ++i) rects[std::size_t(i)] = squareRect(int(m_promotionTo) + i * step);
    return rects;
}

QRect BoardView::kingPromotionRect() const
{
    if (!isPromotionPickerOpen()) return {};
    const bool king =
        std::any_of(m_selectedMoves.begin(), m_selectedMoves.end(), [this](chess::Move m) {
            return m.isKingPromotion() && m.to() == m_promotionTo;
        });
    if (!king) return {};
    const int step = chess::rankOf(m_promotionTo) == 7 ? -8 : 8;
    return squareRect(int(m_promotionTo) + 4 * step);
}

chess::Square BoardView::squareAt(QPoint point) const
{
    const QRect board = boardRect();
    if (!board.contains(point) || squareSize() <= 0) return chess::Square::None;
    const int column = (point.x() - board.x()) / squareSize();
    const int row = (point.y() - board.y()) / squareSize();
    if (column > 7 || row > 7) return chess::Square::None;
    const int file = m_flipped ? 7 - column : column;
    const int rank = m_flipped ? row : 7 - row;
    return chess::makeSquare(file, rank);
}

pgn::MarkColor BoardView::markColor(Qt::KeyboardModifiers modifiers) const
{
    if (modifiers & Qt::ShiftModifier) return pgn::MarkColor::Red;
    if (modifiers & Qt::ControlModifier) return pgn::MarkColor::Blue;
    if (modifiers & Qt::AltModifier) return pgn::MarkColor::Yellow;
    return pgn::MarkColor::Green;
}

// ---------------------------------------------------------------------------------------
// Mouse input

void BoardView::mousePressEvent(QMouseEvent* event)
{
    const chess::Square square = squareAt(event->position().toPoint());
    if (event->button() == Qt::RightButton) {
        // Marking squares and arrows cancels a half-made move, as on a real board one hand
        // points while the other lets go of the piece.
        if (m_selected != chess::Square::None || isPromotionPickerOpen()) clearInput();
        m_markFrom = square;
        event->accept();
        return;
    }
    if (event->button() != Qt::LeftButton) return QWidget::mousePressEvent(event);
    event->accept();

    if (isPromotionPickerOpen()) {
        const auto rects = promotionPickerRects();
        const chess::Square from = m_promotionFrom;
        const chess::Square to = m_promotionTo;
        for (std::size_t i = 0; i < rects.size(); ++i) {
            if (rects[i].contains(event->position().toPoint())) {
                clearInput();
                emit moveRequested(from, to, kPromotionPieces[i]);
                return;
            }
        }
        if (kingPromotionRect().contains(event->position().toPoint())) {
            clearInput();
            emit moveRequested(from, to, chess::PieceType::King);
            return;
        }
        clearInput(); // a click anywhere else takes the pawn back
        return;
    }

    if (m_dropType != chess::PieceType::None && isTarget(square)) {
        const chess::PieceType type = m_dropType;
        clearInput();
        emit moveRequested(square, square, type); // a pocket piece clicked, then its square
        return;
    }
    chess::Color pocketColor = chess::Color::White;
    const chess::PieceType pocket = pocketAt(event->position().toPoint(), pocketColor);
    if (pocket != chess::PieceType::None && m_interactive && m_position
        && pocketColor == m_position->sideToMove()
        && m_position->pocketCount(pocketColor, pocket) > 0) {
        m_pressReselected = pocket == m_dropType;
        selectDrop(pocket);
        m_pressPocket = true;
        m_pressPoint = event->position().toPoint();
        m_dragPoint = m_pressPoint;
        return;
    }
    if (m_selected != chess::Square::None && square != m_selected && isTarget(square)) {
        finishMove(m_selected, square); // click-click
        return;
    }
    if (canPickUp(square)) {
        m_pressReselected = square == m_selected;
        select(square);
        m_pressSquare = square;
        m_pressPoint = event->position().toPoint();
        m_dragPoint = m_pressPoint;
        return;
    }
    clearInput();
}

void BoardView::mouseMoveEvent(QMouseEvent* event)
{
    if (m_pressSquare == chess::Square::None && !m_pressPocket)
        return QWidget::mouseMoveEvent(event);
    const QPoint point = event->position().toPoint();
    if (!m_dragging
        && (point - m_pressPoint).manhattanLength() >= QApplication::startDragDistance()) {
        m_dragging = true;
        setCursor(Qt::ClosedHandCursor);
    }
    if (m_dragging) {
        m_dragPoint = point;
        update();
    }
    event->accept();
}

void BoardView::mouseReleaseEvent(QMouseEvent* event)
{
    const chess::Square square = squareAt(event->position().toPoint());
    if (event->button() == Qt::RightButton) {
        const chess::Square from = m_markFrom;
        m_markFrom = chess::Square::None;
        if (chess::isValid(from) && chess::isValid(square)) {
            const pgn::MarkColor color = markColor(event->modifiers());
            if (from == square)
                emit squareMarkRequested(pgn::SquareMark{color, square});
            else
                emit arrowRequested(pgn::Arrow{color, from, square});
        }
        event->accept();
        return;
    }
    if (event->button() == Qt::LeftButton && m_pressPocket) {
        event->accept();
        m_pressPocket = false;
        if (m_dragging) {
            m_dragging = false;
            unsetCursor();
            const chess::PieceType type = m_dropType;
            if (isTarget(square)) {
                clearInput();
                emit moveRequested(square, square, type);
            } else {
                clearInput(); // dropped where it cannot go: back into the pocket
            }
            return;
        }
        if (m_pressReselected) clearInput(); // a second click puts it back
        return;
    }
    if (event->button() != Qt::LeftButton || m_pressSquare == chess::Square::None)
        return QWidget::mouseReleaseEvent(event);
    event->accept();

    const chess::Square from = m_pressSquare;
    m_pressSquare = chess::Square::None;
    if (m_dragging) {
        m_dragging = false;
        unsetCursor();
        if (square != from && isTarget(square))
            finishMove(from, square);
        else if (square == from)
            update(); // put back where it stood: stays picked up for a click-click
        else
            clearInput(); // an illegal drop snaps back
        return;
    }
    // A click on the piece that was already picked up puts it down again.
    if (m_pressReselected && square == from) clearInput();
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
    // The side column takes a square and a gap of the width.
    if (hasSideColumn()) return std::min(width() * 4 / (4 * 9 + kColumnGapQuarters), height() / 8);
    return std::min(width(), height()) / 8;
}

QRect BoardView::boardRect() const
{
    const int side = squareSize() * 8;
    const int column = hasSideColumn() ? squareSize() + squareSize() * kColumnGapQuarters / 4 : 0;
    return {(width() - side - column) / 2, (height() - side) / 2, side, side};
}

bool BoardView::hasSideColumn() const
{
    return m_position
           && (m_position->variant() == chess::Variant::Crazyhouse
               || m_position->variant() == chess::Variant::ThreeCheck);
}

QRect BoardView::pocketRect(chess::Color color, chess::PieceType type) const
{
    if (!m_position || m_position->variant() != chess::Variant::Crazyhouse) return {};
    const auto at = std::find(kPocketPieces.begin(), kPocketPieces.end(), type);
    if (at == kPocketPieces.end()) return {};
    const int i = int(at - kPocketPieces.begin());
    const QRect board = boardRect();
    const int size = squareSize();
    const int cell = size * 4 / 5;
    const int x = board.right() + 1 + size * kColumnGapQuarters / 4 + (size - cell) / 2;
    // The side at the top keeps its pocket at the top, pawns outermost.
    const bool top = (color == chess::Color::Black) != m_flipped;
    const int y = top ? board.top() + i * cell : board.bottom() + 1 - (i + 1) * cell;
    return {x, y, cell, cell};
}

chess::PieceType BoardView::pocketAt(QPoint point, chess::Color& color) const
{
    for (chess::Color c : {chess::Color::White, chess::Color::Black})
        for (chess::PieceType t : kPocketPieces)
            if (pocketRect(c, t).contains(point)) {
                color = c;
                return t;
            }
    return chess::PieceType::None;
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
    if (!isPiece(piece) || logicalSize <= 0) return {};
    const int devicePixels = qRound(logicalSize * dpr);
    const PixmapKey key{m_set->id(), piece, devicePixels, dpr};
    if (const QPixmap* cached = m_pixmaps.object(key)) return *cached;

    auto pixmap = std::make_unique<QPixmap>(devicePixels, devicePixels);
    pixmap->fill(Qt::transparent);
    {
        QPainter painter(pixmap.get());
        painter.setRenderHint(QPainter::Antialiasing);
        painter.setRenderHint(QPainter::SmoothPixmapTransform);
        m_set->render(painter, piece, QRectF(0, 0, devicePixels, devicePixels));
    }
    pixmap->setDevicePixelRatio(dpr);
    QPixmap result = *pixmap;
    const qsizetype cost = qsizetype(devicePixels) * devicePixels * 4;
    m_pixmaps.insert(key, pixmap.release(), cost);
    return result;
}

Diagram BoardView::diagram() const
{
    Diagram d;
    d.pieces = m_pieces;
    for (char& p : d.pieces)
        if (p == '.' || p == ' ') p = 0;
    if (chess::isValid(m_lastFrom)) d.lastFrom = int(m_lastFrom);
    if (chess::isValid(m_lastTo)) d.lastTo = int(m_lastTo);
    if (m_position && m_position->isCheck())
        d.checkSquare = int(m_position->kingSquare(m_position->sideToMove()));
    for (const pgn::SquareMark& mark : m_squareMarks)
        d.marks.push_back({int(mark.square), markColour(mark.color, 255)});
    for (const pgn::Arrow& arrow : m_arrows)
        d.arrows.push_back({int(arrow.from), int(arrow.to), markColour(arrow.color, 255)});
    for (const EngineArrow& arrow : m_engineArrows)
        d.arrows.push_back({int(arrow.from), int(arrow.to), engineArrowColor()});
    d.flipped = m_flipped;
    d.coordinates = m_coordinates;
    d.light = m_light;
    d.dark = m_dark;
    return d;
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

void BoardView::paintHighlights(QPainter& painter)
{
    for (chess::Square sq : {m_lastFrom, m_lastTo})
        if (chess::isValid(sq)) painter.fillRect(squareRect(sq), kLastMove);
    if (chess::isValid(m_selected)) painter.fillRect(squareRect(m_selected), kSelected);

    if (m_position && m_position->isCheck()) {
        // A red glow under the king in check.
        const QRect rect = squareRect(m_position->kingSquare(m_position->sideToMove()));
        QRadialGradient glow(rect.center(), rect.width() * 0.6);
        glow.setColorAt(0.0, QColor(255, 0, 0, 230));
        glow.setColorAt(0.5, QColor(231, 0, 0, 160));
        glow.setColorAt(1.0, QColor(169, 0, 0, 0));
        painter.fillRect(rect, glow);
    }

    painter.save();
    painter.setRenderHint(QPainter::Antialiasing);
    for (const pgn::SquareMark& mark : m_squareMarks) {
        if (!chess::isValid(mark.square)) continue;
        const QRectF rect = squareRect(mark.square);
        const qreal width = rect.width() / 14.0;
        painter.setPen(QPen(markColour(mark.color, 200), width));
        painter.setBrush(Qt::NoBrush);
        painter.drawEllipse(rect.adjusted(width, width, -width, -width));
    }
    painter.restore();
}

void BoardView::paintTargets(QPainter& painter)
{
    if (!hasSelection() || !m_position) return;
    painter.save();
    painter.setRenderHint(QPainter::Antialiasing);
    painter.setPen(Qt::NoPen);
    const chess::Square hover = m_dragging ? squareAt(m_dragPoint) : chess::Square::None;
    for (chess::Square to : targets()) {
        const QRectF rect = squareRect(to);
        if (to == hover) painter.fillRect(rect, kHoverTarget);
        const bool occupied = m_position->pieceOn(to) != chess::Piece::None;
        if (occupied) {
            // A capture: a ring around the piece rather than a dot hidden under it.
            QPainterPath ring;
            ring.addRect(rect);
            ring.addEllipse(rect);
            painter.setBrush(kTarget);
            painter.drawPath(ring);
        } else {
            const qreal r = rect.width() / 7.0;
            painter.setBrush(kTarget);
            painter.drawEllipse(rect.center(), r, r);
        }
    }
    painter.restore();
}

void BoardView::paintArrows(QPainter& painter)
{
    if (m_arrows.empty() && m_engineArrows.empty()) return;
    painter.save();
    painter.setRenderHint(QPainter::Antialiasing);
    painter.setPen(Qt::NoPen);
    for (const pgn::Arrow& arrow : m_arrows)
        paintArrow(painter, arrow.from, arrow.to, markColour(arrow.color, 170), 1.0);
    // The engine's arrows: narrower, so a user's arrow on the same squares still shows.
    for (std::size_t i = 0; i < m_engineArrows.size(); ++i) {
        QColor colour = engineArrowColor();
        colour.setAlpha(i == 0 ? 190 : 90);
        paintArrow(painter, m_engineArrows[i].from, m_engineArrows[i].to, colour, 0.7);
    }
    painter.restore();
}

void BoardView::paintArrow(QPainter& painter, chess::Square from, chess::Square to,
                           const QColor& colour, qreal thickness)
{
    if (!chess::isValid(from) || !chess::isValid(to)) return;
    const qreal size = squareSize();
    if (from == to) {
        // An arrow from a square to itself ([%cal Ge4e4]): a ring round the square, as the
        // exported diagram draws it (board/diagram.h).
        const qreal width = size * 0.07 * thickness;
        painter.save();
        painter.setPen(QPen(colour, width));
        painter.setBrush(Qt::NoBrush);
        painter.drawEllipse(QRectF(squareRect(from)).adjusted(width, width, -width, -width));
        painter.restore();
        return;
    }
    const QPointF a = QRectF(squareRect(from)).center();
    const QPointF b = QRectF(squareRect(to)).center();
    const QLineF line(a, b);
    const qreal length = line.length();
    const qreal shaft = size * 0.16 * thickness;
    const qreal headLength = size * 0.45 * thickness;
    const qreal headWidth = size * 0.42 * thickness;
    const qreal start = size * 0.25; // leave the origin piece readable
    // Drawn along the x axis, then rotated into place.
    QPainterPath path;
    path.moveTo(start, -shaft / 2);
    path.lineTo(length - headLength, -shaft / 2);
    path.lineTo(length - headLength, -headWidth / 2);
    path.lineTo(length, 0);
    path.lineTo(length - headLength, headWidth / 2);
    path.lineTo(length - headLength, shaft / 2);
    path.lineTo(start, shaft / 2);
    path.closeSubpath();
    QTransform transform;
    transform.translate(a.x(), a.y());
    transform.rotate(-line.angle());
    painter.setBrush(colour);
    painter.drawPath(transform.map(path));
}

void BoardView::paintPromotionPicker(QPainter& painter, qreal dpr)
{
    if (!isPromotionPickerOpen()) return;
    painter.fillRect(boardRect(), QColor(0, 0, 0, 110));
    const bool white = m_position && m_position->sideToMove() == chess::Color::White;
    const auto fours = promotionPickerRects();
    std::vector<std::pair<QRect, chess::PieceType>> cells;
    for (std::size_t i = 0; i < fours.size(); ++i)
        cells.emplace_back(fours[i], kPromotionPieces[i]);
    if (const QRect king = kingPromotionRect(); !king.isEmpty())
        cells.emplace_back(king, chess::PieceType::King);
    painter.save();
    painter.setRenderHint(QPainter::Antialiasing);
    for (const auto& [rect, type] : cells) {
        painter.setPen(Qt::NoPen);
        painter.setBrush(QColor(250, 250, 250));
        painter.drawEllipse(QRectF(rect).adjusted(1, 1, -1, -1));
        const char letter = chess::pieceChar(
            chess::makePiece(white ? chess::Color::White : chess::Color::Black, type));
        const int inner = rect.width() * 4 / 5;
        const QPixmap pixmap = piecePixmap(letter, inner, dpr);
        painter.drawPixmap(rect.x() + (rect.width() - inner) / 2,
                           rect.y() + (rect.height() - inner) / 2, pixmap);
    }
    painter.restore();
}

void BoardView::paintVariantSquares(QPainter& painter)
{
    if (!m_position) return;
    if (m_position->variant() == chess::Variant::KingOfTheHill) {
        // The hill: a frame around the four centre squares, so their colours still show.
        const QRect hill = squareRect(chess::Square::D4).united(squareRect(chess::Square::E5));
        const qreal w = std::max(2.0, squareSize() / 14.0);
        painter.save();
        painter.setRenderHint(QPainter::Antialiasing);
        painter.setPen(QPen(kHill, w));
        painter.setBrush(Qt::NoBrush);
        painter.drawRect(QRectF(hill).adjusted(w / 2, w / 2, -w / 2, -w / 2));
        painter.restore();
    }
    for (chess::Square sq : m_explosion) painter.fillRect(squareRect(sq), kBlast);
}

void BoardView::paintSideColumn(QPainter& painter, qreal dpr)
{
    if (!hasSideColumn()) return;
    const QRect board = boardRect();
    const int size = squareSize();
    const int x = board.right() + 1 + size * kColumnGapQuarters / 4;
    painter.save();
    painter.setRenderHint(QPainter::Antialiasing);
    QFont font = painter.font();
    font.setPixelSize(std::max(8, size / 4));
    font.setBold(true);
    painter.setFont(font);
    if (m_position->variant() == chess::Variant::ThreeCheck) {
        // Three marks per side, filled for each check given; the top side's at the top.
        for (chess::Color c : {chess::Color::White, chess::Color::Black}) {
            const bool top = (c == chess::Color::Black) != m_flipped;
            const int given = 3 - m_position->checksLeft(c);
            const int r = size / 6;
            for (int i = 0; i < 3; ++i) {
                const int y = top ? board.top() + r + i * 3 * r
                                  : board.bottom() - r - (2 - i) * 3 * r - 2 * r;
                const QRect mark(x + size / 2 - r, y, 2 * r, 2 * r);
                painter.setPen(QPen(QColor(60, 60, 60), 1.5));
                painter.setBrush(i < given ? QColor(200, 30, 30) : QColor(245, 245, 245));
                painter.drawEllipse(mark);
            }
            painter.setPen(palette().color(QPalette::WindowText));
            const QRect label(x, top ? board.top() + 10 * r : board.bottom() - 12 * r, size, 2 * r);
            painter.drawText(label, Qt::AlignCenter,
                             tr("%1/3", "checks given in Three-check").arg(given));
        }
        painter.restore();
        return;
    }
    // Crazyhouse: each side's pocket on a tray, a piece per kind with its count.
    for (chess::Color c : {chess::Color::White, chess::Color::Black}) {
        QRect tray;
        for (chess::PieceType t : kPocketPieces) tray = tray.united(pocketRect(c, t));
        painter.setPen(Qt::NoPen);
        painter.setBrush(m_dark.darker(115));
        painter.drawRoundedRect(QRectF(tray).adjusted(-2, -2, 2, 2), 4, 4);
        for (chess::PieceType t : kPocketPieces) {
            const QRect cell = pocketRect(c, t);
            const int count = m_position->pocketCount(c, t);
            if (t == m_dropType && c == m_position->sideToMove()) painter.fillRect(cell, kSelected);
            const char letter = chess::pieceChar(chess::makePiece(c, t));
            const QPixmap pixmap = piecePixmap(letter, cell.width(), dpr);
            if (m_dragging && m_pressPocket && t == m_dropType && c == m_position->sideToMove()
                && count == 1)
                continue; // the only one is in the hand
            painter.setOpacity(count > 0 ? 1.0 : 0.25);
            painter.drawPixmap(cell.topLeft(), pixmap);
            painter.setOpacity(1.0);
            if (count == 0) continue;
            const int badge = std::max(10, cell.width() * 2 / 5);
            const QRect b(cell.right() - badge + 1, cell.bottom() - badge + 1, badge, badge);
            painter.setPen(Qt::NoPen);
            painter.setBrush(QColor(200, 30, 30));
            painter.drawEllipse(b);
            painter.setPen(Qt::white);
            painter.drawText(b, Qt::AlignCenter, QString::number(count));
        }
    }
    painter.restore();
}

// ---------------------------------------------------------------------------------------
// The keyboard

void BoardView::setLargePieces(bool large)
{
    if (large == m_largePieces) return;
    m_largePieces = large;
    update();
}

void BoardView::setFocusSquare(chess::Square square)
{
    if (!chess::isValid(square) || square == m_cursor) return;
    m_cursor = square;
    update();
    announceFocus();
}

void BoardView::wheelEvent(QWheelEvent* event)
{
    // Not while a piece is on its way: the position would change under it.
    if (isPromotionPickerOpen() || hasSelection()) return QWidget::wheelEvent(event);
    m_wheelAngle += event->angleDelta().y();
    const int notches = m_wheelAngle / QWheelEvent::DefaultDeltasPerStep;
    m_wheelAngle -= notches * QWheelEvent::DefaultDeltasPerStep;
    if (notches != 0) emit stepRequested(-notches); // turned down (negative) goes forward
    event->accept();
}

bool BoardView::event(QEvent* event)
{
    // While the board has the focus its keys are its own, not the window's shortcuts (the
    // arrow keys move through the game elsewhere).
    if (event->type() == QEvent::ShortcutOverride) {
        auto* key = static_cast<QKeyEvent*>(event);
        if (key->modifiers() == Qt::NoModifier || key->modifiers() == Qt::KeypadModifier) {
            switch (key->key()) {
            case Qt::Key_Left:
            case Qt::Key_Right:
            case Qt::Key_Up:
            case Qt::Key_Down:
            case Qt::Key_Space:
            case Qt::Key_Return:
            case Qt::Key_Enter:
            case Qt::Key_Escape:
            case Qt::Key_Q:
            case Qt::Key_R:
            case Qt::Key_B:
            case Qt::Key_N:
            case Qt::Key_P:
            case Qt::Key_K:
                event->accept();
                return true;
            default:
                break;
            }
        }
    }
    return QWidget::event(event);
}

void BoardView::moveFocusSquare(int fileStep, int rankStep)
{
    // As the board is seen: flipped, right is towards the a-file and up towards rank 1.
    if (m_flipped) {
        fileStep = -fileStep;
        rankStep = -rankStep;
    }
    const int file = std::clamp(chess::fileOf(m_cursor) + fileStep, 0, 7);
    const int rank = std::clamp(chess::rankOf(m_cursor) + rankStep, 0, 7);
    setFocusSquare(chess::makeSquare(file, rank));
}

void BoardView::activateFocusSquare()
{
    if (!m_interactive || !m_position) return;
    if (m_dropType != chess::PieceType::None && isTarget(m_cursor)) {
        const chess::PieceType type = m_dropType;
        clearInput();
        emit moveRequested(m_cursor, m_cursor, type);
        return;
    }
    if (m_selected != chess::Square::None && m_cursor != m_selected && isTarget(m_cursor)) {
        m_pickerCursor = 0;
        finishMove(m_selected, m_cursor);
        return;
    }
    if (m_cursor == m_selected) {
        clearInput(); // put it back
        announceFocus();
        return;
    }
    if (canPickUp(m_cursor)) {
        select(m_cursor);
        announceFocus();
        return;
    }
    QApplication::beep(); // nothing to pick up, and not a place to go
}

void BoardView::keyPressEvent(QKeyEvent* event)
{
    if (isPromotionPickerOpen()) {
        const chess::Square from = m_promotionFrom, to = m_promotionTo;
        auto choose = [&](chess::PieceType piece) {
            clearInput();
            emit moveRequested(from, to, piece);
        };
        switch (event->key()) {
        case Qt::Key_Q:
            return choose(chess::PieceType::Queen);
        case Qt::Key_R:
            return choose(chess::PieceType::Rook);
        case Qt::Key_B:
            return choose(chess::PieceType::Bishop);
        case Qt::Key_N:
            return choose(chess::PieceType::Knight);
        case Qt::Key_K:
            if (!kingPromotionRect().isEmpty()) return choose(chess::PieceType::King);
            return;
        case Qt::Key_Left:
        case Qt::Key_Up:
            m_pickerCursor = (m_pickerCursor + 3) % 4;
            update();
            return;
        case Qt::Key_Right:
        case Qt::Key_Down:
            m_pickerCursor = (m_pickerCursor + 1) % 4;
            update();
            return;
        case Qt::Key_Space:
        case Qt::Key_Return:
        case Qt::Key_Enter:
            return choose(kPromotionPieces[std::size_t(m_pickerCursor)]);
        case Qt::Key_Escape:
            clearInput(); // the pawn goes back
            return;
        default:
            return QWidget::keyPressEvent(event);
        }
    }
    switch (event->key()) {
    case Qt::Key_Left:
        return moveFocusSquare(-1, 0);
    case Qt::Key_Right:
        return moveFocusSquare(1, 0);
    case Qt::Key_Up:
        return moveFocusSquare(0, 1);
    case Qt::Key_Down:
        return moveFocusSquare(0, -1);
    case Qt::Key_Space:
    case Qt::Key_Return:
    case Qt::Key_Enter:
        return activateFocusSquare();
    case Qt::Key_Escape:
        if (hasSelection()) {
            clearInput();
            announceFocus();
        } else {
            clearFocus(); // the window's keys move through the game again
        }
        return;
    case Qt::Key_P:
    case Qt::Key_N:
    case Qt::Key_B:
    case Qt::Key_R:
    case Qt::Key_Q: {
        // Crazyhouse: the letter takes that piece from the pocket; Space or Enter drops it.
        const chess::PieceType type = event->key() == Qt::Key_P   ? chess::PieceType::Pawn
                                      : event->key() == Qt::Key_N ? chess::PieceType::Knight
                                      : event->key() == Qt::Key_B ? chess::PieceType::Bishop
                                      : event->key() == Qt::Key_R ? chess::PieceType::Rook
                                                                  : chess::PieceType::Queen;
        if (!m_interactive || !m_position || m_position->variant() != chess::Variant::Crazyhouse)
            return QWidget::keyPressEvent(event);
        if (m_position->pocketCount(m_position->sideToMove(), type) > 0) {
            selectDrop(type);
            announceFocus();
        } else {
            QApplication::beep(); // none of those in hand
        }
        return;
    }
    default:
        return QWidget::keyPressEvent(event);
    }
}

void BoardView::focusInEvent(QFocusEvent* event)
{
    QWidget::focusInEvent(event);
    update();
    announceFocus();
}

void BoardView::focusOutEvent(QFocusEvent* event)
{
    QWidget::focusOutEvent(event);
    update();
}

void BoardView::paintFocusSquare(QPainter& painter)
{
    if (!hasFocus()) return;
    // Two rings, dark inside light, so that the square reads on light and dark squares and
    // for every colour vision.
    const QRectF r = QRectF(squareRect(m_cursor)).adjusted(2, 2, -2, -2);
    const qreal w = std::max(2.0, squareSize() / 16.0);
    painter.save();
    painter.setBrush(Qt::NoBrush);
    painter.setPen(QPen(QColor(255, 255, 255), w * 2));
    painter.drawRect(r);
    painter.setPen(QPen(QColor(0, 0, 0), w));
    painter.drawRect(r);
    painter.restore();
}

QString BoardView::squareText(chess::Square square) const
{
    const QString name = QString::fromStdString(chess::squareName(square));
    const char piece = m_pieces[std::size_t(square)];
    if (!isPiece(piece)) return tr("%1, empty").arg(name);
    // The pieces' names, white's and black's, in kPieceLetters' order (white's letters first).
    static constexpr std::array<std::array<const char*, 2>, 6> names = {{
        {QT_TR_NOOP("white pawn"), QT_TR_NOOP("black pawn")},
        {QT_TR_NOOP("white knight"), QT_TR_NOOP("black knight")},
        {QT_TR_NOOP("white bishop"), QT_TR_NOOP("black bishop")},
        {QT_TR_NOOP("white rook"), QT_TR_NOOP("black rook")},
        {QT_TR_NOOP("white queen"), QT_TR_NOOP("black queen")},
        {QT_TR_NOOP("white king"), QT_TR_NOOP("black king")},
    }};
    static_assert(2 * names.size() == kPieceLetters.size());
    const std::size_t letter = kPieceLetters.find(piece);
    const QString what = tr(names[letter % names.size()][letter / names.size()]);
    return tr("%1, %2").arg(name, what);
}

QString BoardView::positionText() const
{
    if (!m_position) return {};
    QStringList parts;
    parts << (m_position->sideToMove() == chess::Color::White ? tr("White to move")
                                                              : tr("Black to move"));
    if (chess::isValid(m_lastFrom) && chess::isValid(m_lastTo))
        parts << tr("last move %1 to %2")
                     .arg(QString::fromStdString(chess::squareName(m_lastFrom)),
                          QString::fromStdString(chess::squareName(m_lastTo)));
    // How the game ends here comes from the rules (variant-aware: an Antichess side with no
    // move has won, it is not stalemated), in the words they use everywhere.
    const chess::GameStatus status = chess::gameStatus(*m_position);
    if (status.isOver())
        parts << QCoreApplication::translate(chess::StatusWordsContext,
                                             chess::endingName(*m_position, status));
    else if (m_position->isCheck())
        //: Screen reader: the king of the side to move is in check
        parts << tr("check");
    return parts.join(QStringLiteral(", "));
}

void BoardView::announceFocus()
{
    if (!QAccessible::isActive() || !hasFocus()) return;
    QAccessibleEvent focus(this, QAccessible::Focus);
    focus.setChild(boardAccessibleChild(*this, m_cursor));
    QAccessible::updateAccessibility(&focus);
}

void BoardView::announcePosition()
{
    if (!QAccessible::isActive()) return;
    QAccessibleEvent changed(this, QAccessible::DescriptionChanged);
    QAccessible::updateAccessibility(&changed);
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
    paintHighlights(painter);
    paintVariantSquares(painter);

    if (m_coordinates && size >= kMinCoordinateSquare) {
        QFont font = painter.font();
        font.setPixelSize(std::max(8, size * 11 / 50));
        font.setBold(true);
        painter.setFont(font);
        painter.setRenderHint(QPainter::TextAntialiasing);
        for (int square = 0; square < 64; ++square) paintCoordinates(painter, square);
    }

    const qreal dpr = devicePixelRatio();
    for (int square = 0; square < 64; ++square) {
        if (m_dragging && square == int(m_selected)) continue; // it is in the hand
        if (m_largePieces) {
            // A fifth larger, centred: piece sets leave a margin that large pieces use.
            const int big = size * 6 / 5;
            const QPixmap pixmap = piecePixmap(m_pieces[static_cast<size_t>(square)], big, dpr);
            if (pixmap.isNull()) continue;
            const QRect r = squareRect(square);
            painter.save();
            painter.setClipRect(r, Qt::IntersectClip);
            painter.drawPixmap(r.center() - QPoint(big / 2, big / 2), pixmap);
            painter.restore();
            continue;
        }
        const QPixmap pixmap = piecePixmap(m_pieces[static_cast<size_t>(square)], size, dpr);
        if (!pixmap.isNull()) painter.drawPixmap(squareRect(square).topLeft(), pixmap);
    }
    paintTargets(painter);
    paintArrows(painter);
    paintSideColumn(painter, dpr);

    if (m_dragging && chess::isValid(m_selected)) {
        const QPixmap pixmap = piecePixmap(m_pieces[std::size_t(m_selected)], size, dpr);
        if (!pixmap.isNull()) painter.drawPixmap(m_dragPoint - QPoint(size / 2, size / 2), pixmap);
    }
    if (m_dragging && m_pressPocket && m_position && m_dropType != chess::PieceType::None) {
        const char letter =
            chess::pieceChar(chess::makePiece(m_position->sideToMove(), m_dropType));
        const QPixmap pixmap = piecePixmap(letter, size, dpr);
        if (!pixmap.isNull()) painter.drawPixmap(m_dragPoint - QPoint(size / 2, size / 2), pixmap);
    }
    paintFocusSquare(painter);
    paintPromotionPicker(painter, dpr);
}

} // namespace kibitz::ui
