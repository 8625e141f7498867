// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "chess/position.h"
#include "pgn/comment.h"

#include <QCache>
#include <QColor>
#include <QPixmap>
#include <QTimer>
#include <QWidget>

#include <array>
#include <cstdint>
#include <memory>
#include <optional>
#include <vector>

namespace kibitz::ui {

class PieceSet;
struct Diagram;

// The chess board: squares, edge coordinates and pieces, scaled to the widget and kept square.
//
// Two ways to fill it. setPieces() shows a bare placement (a square is an index, 0 = a1,
// 7 = h1, 56 = a8; a piece is its FEN letter) and takes no input. setPosition() shows a
// position the window reads from the game document and lets the user move in it: drag and
// drop or click-click, with the legal targets of the picked-up piece shown (asked of
// core/chess), a picker for promotions, and illegal drops snapping back. The board never
// plays a move itself: it emits moveRequested and waits for the window to hand it the next
// position. Right-drag draws an arrow, a right-click marks a square (Shift red, Ctrl blue,
// Alt yellow, otherwise green): emitted as requests too, and shown when handed back through
// setMarks().
//
// Without a mouse: once the board has the keyboard focus (View > Focus Board, setFocus()),
// a focus square is drawn and moved with the arrow keys (as the board is seen: up is up when
// flipped too); Space or Enter picks up the piece on it and drops it on a legal target;
// Q, R, B, N (or the arrow keys and Enter) choose a promotion piece (K the king in Antichess
// and Giveaway); in Crazyhouse P, N, B, R, Q take a piece from the pocket, and Space or Enter
// drops it on the focus square; Escape lets go of the
// piece, closes the promotion picker, or gives the keys back to the window. Screen readers
// see each square with its name, piece and state (boardaccessible.h); the position, the
// last move and check are the board's description, announced when they change.
//
// Variants (chess/variant.h) show what their rules add: Crazyhouse's pockets in a column
// beside the board (the side at the top above, the side at the bottom below, each piece
// with its count), whose pieces are dragged or clicked onto a square to drop them; the
// checks each side has given in Three-check, in the same column; the four hill squares of
// King of the Hill; and in Atomic, for a moment after a capture, the squares it blew up.
class BoardView : public QWidget {
    Q_OBJECT

public:
    using Placement = std::array<char, 64>;

    explicit BoardView(QWidget* parent = nullptr);
    ~BoardView() override;

    // A placement to look at; no input.
    void setPieces(const Placement& pieces);
    [[nodiscard]] const Placement& pieces() const { return m_pieces; }

    // The position to show and move in. Cancels a half-made move.
    void setPosition(const chess::Position& position);
    // The move that led here (highlighted); Square::None for none.
    void setLastMove(chess::Square from, chess::Square to);
    void setMarks(std::vector<pgn::Arrow> arrows, std::vector<pgn::SquareMark> squares);
    // The engine's suggestions (the engine pane's best move): their own layer and colour,
    // drawn over the user's arrows, never part of the game. The first is drawn strongest.
    struct EngineArrow {
        chess::Square from = chess::Square::None;
        chess::Square to = chess::Square::None;
        friend bool operator==(const EngineArrow&, const EngineArrow&) = default;
    };
    void setEngineArrows(std::vector<EngineArrow> arrows);
    [[nodiscard]] const std::vector<EngineArrow>& engineArrows() const { return m_engineArrows; }
    [[nodiscard]] static QColor engineArrowColor() { return {120, 60, 200}; }
    // Whether the user may move pieces (on by default once a position is set).
    void setInteractive(bool interactive);
    [[nodiscard]] bool isInteractive() const { return m_interactive; }

    // Section: the state of input, for tests and accessibility
    [[nodiscard]] chess::Square selectedSquare() const { return m_selected; }
    // Where the picked-up piece may go (castling shows the king's target square).
    [[nodiscard]] std::vector<chess::Square> targets() const;
    // The square the keyboard works on (drawn while the board has the focus).
    [[nodiscard]] chess::Square focusSquare() const { return m_cursor; }
    void setFocusSquare(chess::Square square);
    // What the square holds, in words ("e4, white pawn"; "e5, empty").
    [[nodiscard]] QString squareText(chess::Square square) const;
    // The position in words for screen readers: side to move, last move, check.
    [[nodiscard]] QString positionText() const;
    [[nodiscard]] bool isPromotionPickerOpen() const
    {
        return m_promotionTo != chess::Square::None;
    }
    // The picker's cells, in order Queen, Knight, Rook, Bishop.
    [[nodiscard]] std::array<QRect, 4> promotionPickerRects() const;
    // Antichess and Giveaway: the picker's fifth cell, the king; empty when the pawn cannot
    // become one.
    [[nodiscard]] QRect kingPromotionRect() const;

    // Flipped: Black at the bottom (h8 in the bottom-left corner).
    // What the board shows, for a picture of it (kibitz::ui::diagramSvg / diagramImage):
    // pieces, last move, check, the user's arrows and squares, the engine's arrows, flip,
    // colours and coordinates; no input state (selection, drag, promotion picker).
    [[nodiscard]] Diagram diagram() const;

    void setFlipped(bool flipped);
    [[nodiscard]] bool isFlipped() const { return m_flipped; }

    [[nodiscard]] QColor lightSquareColor() const { return m_light; }
    [[nodiscard]] QColor darkSquareColor() const { return m_dark; }
    void setSquareColors(const QColor& light, const QColor& dark);
    // The pieces drawn (Kibitz's own set until set). A new set empties the pixmap cache.
    void setPieceSet(std::shared_ptr<const PieceSet> set);
    [[nodiscard]] const std::shared_ptr<const PieceSet>& pieceSet() const { return m_set; }
    // File letters and rank numbers along the edges (on by default).
    void setShowCoordinates(bool show);
    // Pieces drawn larger in their squares, for users who see them better so.
    void setLargePieces(bool large);
    [[nodiscard]] bool largePieces() const { return m_largePieces; }
    [[nodiscard]] bool showsCoordinates() const { return m_coordinates; }
    // Pixmaps rendered so far and held in the cache (for tests).
    [[nodiscard]] int cachedPixmapCount() const { return int(m_pixmaps.count()); }

    // Geometry in widget coordinates, for painting, hit-testing and tests.
    [[nodiscard]] QRect boardRect() const;
    [[nodiscard]] QRect squareRect(int square) const;

    [[nodiscard]] QRect squareRect(chess::Square square) const { return squareRect(int(square)); }
    // The square under a point, or Square::None.
    [[nodiscard]] chess::Square squareAt(QPoint point) const;

    [[nodiscard]] QSize sizeHint() const override;
    [[nodiscard]] QSize minimumSizeHint() const override;

    // Section: variants
    // Whether the column beside the board is drawn (Crazyhouse's pockets, Three-check's
    // checks) for the position shown.
    [[nodiscard]] bool hasSideColumn() const;
    // The cell of a pocket piece (Pawn to Queen) in the column; empty without pockets.
    [[nodiscard]] QRect pocketRect(chess::Color color, chess::PieceType type) const;
    // The pocket piece picked up (to be dropped), or PieceType::None.
    [[nodiscard]] chess::PieceType selectedDrop() const { return m_dropType; }
    // Atomic: the squares of the last capture's explosion, while it is shown.
    [[nodiscard]] const std::vector<chess::Square>& explosion() const { return m_explosion; }

signals:
    // A move; a drop from the pocket (Crazyhouse) comes as from == to with the dropped piece
    // as promotion, the core's own encoding of drops (chess::Move::drop).
    void moveRequested(kibitz::chess::Square from, kibitz::chess::Square to,
                       kibitz::chess::PieceType promotion);
    void arrowRequested(const kibitz::pgn::Arrow& arrow);
    void squareMarkRequested(const kibitz::pgn::SquareMark& mark);
    // The mouse wheel over the board: plies to step through the game, forward when positive
    // (the wheel turned towards the user, as a page scrolls on), one a notch.
    void stepRequested(int plies);

protected:
    void paintEvent(QPaintEvent* event) override;
    void mousePressEvent(QMouseEvent* event) override;
    void mouseMoveEvent(QMouseEvent* event) override;
    void mouseReleaseEvent(QMouseEvent* event) override;
    bool event(QEvent* event) override;
    void keyPressEvent(QKeyEvent* event) override;
    void wheelEvent(QWheelEvent* event) override;
    void focusInEvent(QFocusEvent* event) override;
    void focusOutEvent(QFocusEvent* event) override;

    // For boards built on this one (the position editor): the size of a square in logical
    // pixels, and a piece drawn at a logical size, from the cache.
    [[nodiscard]] int squareSize() const;
    [[nodiscard]] QPixmap piecePixmap(char piece, int logicalSize, qreal dpr);

private:
    struct PixmapKey {
        std::uint64_t set; // PieceSet::id()
        char piece;
        int size; // device pixels
        qreal devicePixelRatio;
        friend bool operator==(const PixmapKey&, const PixmapKey&) = default;
        friend size_t qHash(const PixmapKey& key, size_t seed = 0) noexcept
        {
            return qHashMulti(seed, key.set, key.piece, key.size, key.devicePixelRatio);
        }
    };

    void paintCoordinates(QPainter& painter, int square);
    void paintHighlights(QPainter& painter);
    void paintTargets(QPainter& painter);
    void paintArrows(QPainter& painter);
    void paintArrow(QPainter& painter, chess::Square from, chess::Square to, const QColor& colour,
                    qreal thickness);
    void paintPromotionPicker(QPainter& painter, qreal dpr);
    void paintFocusSquare(QPainter& painter);
    // Space/Enter on the focus square: pick up, drop, or pick up another piece.
    void activateFocusSquare();
    void moveFocusSquare(int fileStep, int rankStep);
    // Tells screen readers what changed: the focus square, or the position.
    void announceFocus();
    void announcePosition();

    void paintSideColumn(QPainter& painter, qreal dpr);
    void paintVariantSquares(QPainter& painter);
    // The pocket cell under a point: its piece type, or PieceType::None.
    [[nodiscard]] chess::PieceType pocketAt(QPoint point, chess::Color& color) const;
    void selectDrop(chess::PieceType type);
    [[nodiscard]] bool hasSelection() const
    {
        return chess::isValid(m_selected) || m_dropType != chess::PieceType::None;
    }
    [[nodiscard]] bool isTarget(chess::Square to) const;
    [[nodiscard]] bool canPickUp(chess::Square square) const;
    void select(chess::Square square);
    void clearInput();
    // A piece dropped or clicked onto a target: asks for a promotion piece or requests.
    void finishMove(chess::Square from, chess::Square to);
    [[nodiscard]] pgn::MarkColor markColor(Qt::KeyboardModifiers modifiers) const;

    // Section: what is shown
    Placement m_pieces{};
    bool m_flipped = false;
    std::optional<chess::Position> m_position; // a read-only copy from the window
    chess::Square m_lastFrom = chess::Square::None;
    chess::Square m_lastTo = chess::Square::None;
    std::vector<pgn::Arrow> m_arrows;
    std::vector<pgn::SquareMark> m_squareMarks;
    std::vector<EngineArrow> m_engineArrows;
    bool m_interactive = false;
    int m_wheelAngle = 0; // a touchpad's small turns add up to a notch (120)
    bool m_largePieces = false;
    chess::Square m_cursor = chess::Square::E2; // the keyboard's square
    int m_pickerCursor = 0;                     // the keyboard's cell in the promotion picker

    // Section: a move being made
    chess::Square m_selected = chess::Square::None;
    std::vector<chess::Move> m_selectedMoves;          // legal moves of the selected piece
    chess::Square m_pressSquare = chess::Square::None; // left button down here
    QPoint m_pressPoint;
    bool m_pressReselected = false; // the press hit the piece that was already selected
    bool m_dragging = false;
    QPoint m_dragPoint;
    chess::Square m_promotionFrom = chess::Square::None;
    chess::Square m_promotionTo = chess::Square::None;
    chess::Square m_markFrom = chess::Square::None;       // right button down here
    chess::PieceType m_dropType = chess::PieceType::None; // the pocket piece picked up
    bool m_pressPocket = false;                           // left button down on it

    // Section: variants
    std::vector<chess::Square> m_explosion; // Atomic: the last capture's blast, for a moment
    QTimer m_explosionTimer;

    // Section: how it looks
    QColor m_light{0xee, 0xda, 0xb6};
    QColor m_dark{0xb2, 0x87, 0x5f};
    bool m_coordinates = true;
    std::shared_ptr<const PieceSet> m_set;
    QCache<PixmapKey, QPixmap> m_pixmaps;
};

} // namespace kibitz::ui
