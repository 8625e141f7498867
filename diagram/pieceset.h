// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "chess/expected.h"

#include <QString>
#include <QStringList>

#include <array>
#include <cstdint>
#include <memory>

class QPainter;
class QRectF;
class QSvgRenderer;

namespace kibitz::ui {

// Twelve SVG pieces drawn the same way: Kibitz's own set (compiled in), or a folder of SVG
// files the user points at. One QSvgRenderer per piece, loaded once; views share a set
// through shared_ptr and key their pixmap caches by id().
//
// A folder may name its files in any of these schemes (case, '-', '_' and spaces are
// ignored, so "White_King.svg" is "whiteking"):
//   wK.svg, bK.svg      colour letter + piece letter (lichess, Kibitz, many sets)
//   Kw.svg, kb.svg      piece letter + colour letter
//   WhiteKing.svg       colour + piece name (XBoard's themes, /usr/share/games/xboard/themes)
//   king-white.svg      piece name + colour
//   Chess_klt45.svg     Wikimedia Commons ("l"ight and "d"ark)
// The first scheme that names all twelve pieces wins; other files in the folder (fairy
// pieces, boards) are ignored.
class PieceSet {
public:
    // Pieces are FEN letters: PNBRQK white, pnbrqk black.
    static std::shared_ptr<const PieceSet> builtIn();
    // Loads the folder's twelve pieces; the error names the folder and what is missing or
    // unreadable.
    static Expected<std::shared_ptr<const PieceSet>, QString> fromFolder(const QString& folder);
    // Folders of SVG pieces installed on this system that fromFolder reads (XBoard's), for
    // offering in preferences. Only folders that exist are listed.
    static QStringList systemFolders();

    ~PieceSet();
    PieceSet(const PieceSet&) = delete;
    PieceSet& operator=(const PieceSet&) = delete;

    // "Kibitz" for the built-in set, else the folder's name.
    [[nodiscard]] QString name() const { return m_name; }
    // Empty for the built-in set.
    [[nodiscard]] QString folder() const { return m_folder; }
    // The file drawn for a piece (a ":/" resource for the built-in set).
    [[nodiscard]] QString filePath(char piece) const;
    // Unique for every set loaded in this process: a cache key part.
    [[nodiscard]] std::uint64_t id() const { return m_id; }

    // Draws the piece into rect, centred and keeping its aspect ratio. Unknown letters draw
    // nothing.
    void render(QPainter& painter, char piece, const QRectF& rect) const;
    // How much of the square the drawings are scaled to: 1 for sets drawn with a margin of
    // their own; less for sets whose pieces touch the edges of their drawing (XBoard's).
    [[nodiscard]] qreal scale() const { return m_scale; }

private:
    PieceSet();
    static int index(char piece);
    // Measures the drawings and sets m_scale so every piece keeps a margin in its square.
    void fitToSquare();

    QString m_name;
    QString m_folder;
    std::array<QString, 12> m_files;
    std::array<std::unique_ptr<QSvgRenderer>, 12> m_renderers;
    std::uint64_t m_id = 0;
    qreal m_scale = 1.0;
};

} // namespace kibitz::ui
