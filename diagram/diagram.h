// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "diagram/pieceset.h"

#include <QByteArray>
#include <QColor>
#include <QImage>
#include <QString>

#include <array>
#include <cstdint>
#include <optional>
#include <vector>

namespace kibitz::chess {
class Position;
struct Setup;
} // namespace kibitz::chess

namespace kibitz::ui {

// A board picture for articles, chat and print: the position with what a reader needs to see
// (last move, check, arrows and coloured squares), drawn one way for both outputs so the SVG
// and the PNG of the same diagram agree. Squares are 0..63, a1 = 0, h8 = 63.
struct Diagram {
    struct Mark {
        int square = -1;
        QColor colour;
    };
    struct Arrow {
        int from = -1;
        int to = -1;
        QColor colour;
    };

    std::array<char, 64> pieces{}; // FEN letters, 0 for an empty square
    int lastFrom = -1;
    int lastTo = -1;
    int checkSquare = -1; // the king in check, or -1
    std::vector<Mark> marks;
    std::vector<Arrow> arrows;
    bool flipped = false;
    bool coordinates = true;
    QColor light{0xee, 0xda, 0xb6};
    QColor dark{0xb2, 0x87, 0x5f};
    QColor lastMoveColour{205, 210, 106, 150}; // translucent: both square colours show
    QColor checkColour{220, 30, 30, 170};
    // Valid: the last move's and the check's colour on dark squares (the ones above are then
    // the light squares'), as a diagram with opaque colours needs two shades of each.
    QColor lastMoveDarkColour;
    QColor checkDarkColour;
    // SVG only: a CSS stylesheet put in the document (<style>); the squares, marks and labels
    // carry classes for it ("square light", "square dark", "lastmove", "check", "coord",
    // "mark", "arrow").
    QString css;
    QColor coordinateColour; // invalid: each square in the other square's colour
    // Valid: a margin of this colour around the board, with the coordinates in it (as
    // printed diagrams have them) rather than on the edge squares.
    QColor marginColour;

    // Any board, legal or not (an empty board, a study with three kings): the pieces as they
    // stand; check is marked only for a position.
    static Diagram fromPosition(const chess::Position& position);
    static Diagram fromSetup(const chess::Setup& setup);
};

// SVG Tiny 1.2 (W3C, 2008) is what some print and mobile tool chains accept: no <symbol>, the
// pieces as groups placed by transforms, version="1.2" baseProfile="tiny". The piece files
// must keep to Tiny's features themselves (Kibitz's own pieces do).
enum class SvgProfile : std::uint8_t { Full, Tiny12 };

// The named colours of marks and arrows (red, green, blue, yellow, as in PGN's [%csl]), or
// "#rrggbb", "#rgb" or "#rrggbbaa" (CSS's order, alpha last: "#15781B80" is half-transparent
// green, not Qt's #aarrggbb); nullopt when unknown.
std::optional<QColor> diagramColour(const QString& name);
// The default colour of arrows and marks given without one.
QColor defaultDiagramColour();

// A self-contained SVG document of size x size pixels: the pieces are inlined as symbols, no
// reference leaves the document. The error names the piece file that could not be inlined.
// An arrow from a square to itself is drawn as a ring round the square (python-chess's
// chess.svg does the same).
Expected<QByteArray, QString> diagramSvg(const Diagram& diagram, const PieceSet& set, int size,
                                         SvgProfile profile = SvgProfile::Full);
// The same picture as an image of size x size pixels (needs a QGuiApplication for the text).
QImage diagramImage(const Diagram& diagram, const PieceSet& set, int size);

} // namespace kibitz::ui
