// SPDX-License-Identifier: GPL-3.0-or-later
#include "common/positionpane.h"

#include "common/followdocument.h"
#include "model/gamedocument.h"

namespace kibitz::ui {

void PositionPane::setDocument(const model::GameDocument* document)
{
    followDocument(m_document, document, this, &PositionPane::positionChanged,
                   &model::GameDocument::currentNodeChanged);
    positionChanged();
}

const chess::Position& PositionPane::position() const
{
    static const chess::Position start = chess::Position::startPosition();
    return m_document ? m_document->position() : start;
}

} // namespace kibitz::ui
