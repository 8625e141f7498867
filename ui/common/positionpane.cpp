// SPDX-License-Identifier: GPL-3.0-or-later
#include "common/positionpane.h"

#include "model/gamedocument.h"

namespace kibitz::ui {

void PositionPane::setDocument(const model::GameDocument* document)
{
    if (m_document) m_document->disconnect(this);
    m_document = document;
    if (document)
        connect(document, &model::GameDocument::currentNodeChanged, this,
                &PositionPane::positionChanged);
    positionChanged();
}

const chess::Position& PositionPane::position() const
{
    static const chess::Position start = chess::Position::startPosition();
    return m_document ? m_document->position() : start;
}

} // namespace kibitz::ui
