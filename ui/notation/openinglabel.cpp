// SPDX-License-Identifier: GPL-3.0-or-later
#include "notation/openinglabel.h"

#include "common/followdocument.h"
#include "model/gamedocument.h"
#include "opening/classifier.h"
#include "pgn/game.h"

#include <algorithm>
#include <vector>

namespace kibitz::ui {

OpeningLabel::OpeningLabel(QWidget* parent)
    : QLabel(parent)
{
    setObjectName(QStringLiteral("openingLabel"));
    setWordWrap(true);
    setTextFormat(Qt::PlainText);
    setTextInteractionFlags(Qt::TextSelectableByMouse);
    setContentsMargins(6, 3, 6, 3);
    // One line tall even when empty, so the notation does not jump when a name appears.
    setMinimumHeight(fontMetrics().height() + 6);
}

void OpeningLabel::setDocument(const model::GameDocument* document)
{
    followDocument(m_document, document, this, &OpeningLabel::refresh,
                   &model::GameDocument::currentNodeChanged, &model::GameDocument::treeChanged,
                   &model::GameDocument::documentReset);
    refresh();
}

void OpeningLabel::refresh()
{
    showLineOf(m_document ? m_document->currentNode() : nullptr);
}

void OpeningLabel::showLineOf(const pgn::Node* node)
{
    // The line's positions from the start; a line is at most a few hundred plies, and the
    // table answers each in one probe, so this runs on every move without a cache.
    std::vector<chess::Key> keys;
    std::vector<const pgn::Node*> nodes;
    for (const pgn::Node* n = node; n; n = n->parent()) {
        keys.push_back(n->position().key());
        nodes.push_back(n);
    }
    std::reverse(keys.begin(), keys.end());
    std::reverse(nodes.begin(), nodes.end());
    const auto match = opening::Table::builtin().classify(keys);
    if (!match) {
        clear();
        setToolTip({});
        return;
    }
    setText(QString::fromStdString(match->opening->label()));
    const pgn::Node* reached = nodes[std::size_t(match->index)];
    const QString move =
        reached->isRoot() ? tr("the start position")
                          : QStringLiteral("%1%2 %3")
                                .arg(reached->moveNumber())
                                .arg(reached->positionBefore().sideToMove() == chess::Color::White
                                         ? QStringLiteral(".")
                                         : QStringLiteral("..."))
                                .arg(QString::fromStdString(reached->san()));
    setToolTip(tr("Reached at %1; the named line is %2")
                   .arg(move, QString::fromStdString(match->opening->moves)));
}

} // namespace kibitz::ui
