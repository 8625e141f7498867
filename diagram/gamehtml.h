// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "pgn/game.h"

#include <QImage>
#include <QString>

#include <map>
#include <set>
#include <vector>

class QPagedPaintDevice;

namespace kibitz::ui {

// SAN with figurines for the piece letters (♔♕♖♗♘), for display only: PGN files and engine
// traffic keep the letters.
QString figurineSan(std::string_view san);

// A move as every reader of a game shows it (the notation pane, the export): its SAN, with
// figurines if asked, then its move NAGs as glyphs ("Nf3!?", "e4 +−"). Plain text, not HTML.
QString moveWithGlyphs(const pgn::Node& node, bool figurines);

// Games for reading and printing: a heading from the tags, the moves in figurine notation,
// variations indented, comments, NAGs as glyphs, and board diagrams where a comment asks for
// one ("[%diagram]", or a comment that is just "#") and after the chosen main-line plies.
struct GameHtmlOptions {
    std::set<int> diagramPlies; // main-line plies (0: the start position)
    int diagramSize = 240;      // pixels
    // Where diagrams go: inline data: URLs (a standalone .html file), or names of images the
    // caller registers as resources (QTextDocument, which reads no data: URLs).
    bool inlineImages = true;
};

struct GameHtml {
    QString html;
    std::map<QString, QImage> images; // resource name -> picture, when !inlineImages
};

GameHtml gamesHtml(const std::vector<const pgn::Game*>& games, const GameHtmlOptions& options);

// Lays the games out on A4 pages into device (a QPdfWriter or a QPrinter).
void printGames(const std::vector<const pgn::Game*>& games, const GameHtmlOptions& options,
                QPagedPaintDevice& device);

} // namespace kibitz::ui
