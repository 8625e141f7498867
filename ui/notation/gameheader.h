// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// The game's header above its notation, as a score sheet heads a game: the players with
// their titles and ratings, the result, where and when it was played (event, site, round,
// date, time control), its opening (the ECO and Opening tags, else the deepest named
// position of the main line) and, for Chess960, the start position's number. A click asks
// for the header editor. It reads the game it is given and follows its changes.

#include "model/fwd.h"

#include <QLabel>
#include <QPointer>

namespace kibitz::ui {

class GameHeader : public QLabel {
    Q_OBJECT

public:
    explicit GameHeader(QWidget* parent = nullptr);

    // The game shown (nullptr: none); its tag and move changes are followed.
    void setDocument(const model::GameDocument* document);
    [[nodiscard]] const model::GameDocument* shownDocument() const { return m_document; }

    // The header of game as rich text, one paragraph per line, the secondary parts (titles,
    // ratings, event, opening) in quietColor.
    [[nodiscard]] static QString headerHtml(const pgn::Game& game, const QColor& quietColor);

signals:
    // The user clicked the header: the window opens the header editor.
    void editRequested();

protected:
    void mouseReleaseEvent(QMouseEvent* event) override;

private:
    void refresh();

    QPointer<const model::GameDocument> m_document;
};

} // namespace kibitz::ui
