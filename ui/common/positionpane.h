// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// A pane that shows what is known about the position the window's game shows (the book's
// moves, the tablebase's verdict, the online explorer's statistics). It keeps no position of
// its own: it follows the document and is told when the shown position changes.

#include "chess/position.h"
#include "model/fwd.h"

#include <QPointer>
#include <QWidget>

namespace kibitz::ui {

class PositionPane : public QWidget {
    Q_OBJECT

public:
    using QWidget::QWidget;

    // The game whose shown position the pane follows (the window's document; null: none,
    // the start position). positionChanged() is called now and whenever its current move
    // changes.
    void setDocument(const model::GameDocument* document);
    // The shown position: the document's, or the start position without one.
    [[nodiscard]] const chess::Position& position() const;

protected:
    virtual void positionChanged() = 0;

private:
    QPointer<const model::GameDocument> m_document;
};

} // namespace kibitz::ui
