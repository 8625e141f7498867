// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "model/fwd.h"

#include <QLabel>
#include <QPointer>

namespace kibitz::ui {

// A slim line above the notation naming the opening of the line that leads to the shown
// move: the deepest named position along it, by position, so transpositions count
// ("B90 Sicilian Defense: Najdorf Variation"). The tooltip says at which move it was
// reached. Empty when no position of the line has a name (a set-up endgame, say).
class OpeningLabel : public QLabel {
    Q_OBJECT

public:
    explicit OpeningLabel(QWidget* parent = nullptr);

    // Follows the document's shown move, as the other panes do (nullptr: none).
    void setDocument(const model::GameDocument* document);

    // Names the opening of the line from the game's start to node (nullptr: none).
    void showLineOf(const pgn::Node* node);

private:
    void refresh();

    QPointer<const model::GameDocument> m_document;
};

} // namespace kibitz::ui
