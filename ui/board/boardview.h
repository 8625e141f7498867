// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QCache>
#include <QColor>
#include <QPixmap>
#include <QWidget>

#include <array>
#include <memory>

class QSvgRenderer;

namespace kibitz::ui {

// The chess board: squares, edge coordinates and pieces, scaled to the widget and kept square.
//
// For now it shows a plain placement array; it will read a position from the game model once
// that exists. It holds no chess knowledge: a square is an index (0 = a1, 7 = h1, 56 = a8), a
// piece is its FEN letter ('PNBRQK' white, 'pnbrqk' black); anything else is an empty square.
class BoardView : public QWidget {
    Q_OBJECT

public:
    using Placement = std::array<char, 64>;

    explicit BoardView(QWidget* parent = nullptr);
    ~BoardView() override;

    void setPieces(const Placement& pieces);
    [[nodiscard]] const Placement& pieces() const { return m_pieces; }

    // Flipped: Black at the bottom (h8 in the bottom-left corner).
    void setFlipped(bool flipped);
    [[nodiscard]] bool isFlipped() const { return m_flipped; }

    [[nodiscard]] QColor lightSquareColor() const { return m_light; }
    [[nodiscard]] QColor darkSquareColor() const { return m_dark; }

    // Geometry in widget coordinates, for painting, hit-testing and tests.
    [[nodiscard]] QRect boardRect() const;
    [[nodiscard]] QRect squareRect(int square) const;

    [[nodiscard]] QSize sizeHint() const override;
    [[nodiscard]] QSize minimumSizeHint() const override;

protected:
    void paintEvent(QPaintEvent* event) override;

private:
    struct PixmapKey {
        char piece;
        int size; // device pixels
        qreal devicePixelRatio;
        friend bool operator==(const PixmapKey&, const PixmapKey&) = default;
        friend size_t qHash(const PixmapKey& key, size_t seed = 0) noexcept
        {
            return qHashMulti(seed, key.piece, key.size, key.devicePixelRatio);
        }
    };

    [[nodiscard]] int squareSize() const;
    [[nodiscard]] QPixmap piecePixmap(char piece, int logicalSize, qreal dpr);
    void paintCoordinates(QPainter& painter, int square);

    // Section: what is shown
    Placement m_pieces{};
    bool m_flipped = false;

    // Section: how it looks
    QColor m_light{0xee, 0xda, 0xb6};
    QColor m_dark{0xb2, 0x87, 0x5f};
    std::array<std::unique_ptr<QSvgRenderer>, 12> m_renderers; // index: pieceIndex()
    QCache<PixmapKey, QPixmap> m_pixmaps;
};

} // namespace kibitz::ui
