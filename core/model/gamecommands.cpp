// SPDX-License-Identifier: GPL-3.0-or-later
#include "model/gamecommands.h"

#include "model/gamedocument.h"

#include <QCoreApplication>

namespace kibitz::model {

namespace {
// The translation context of these texts, one for the file (lupdate reads it here).
class CommandText {
    Q_DECLARE_TR_FUNCTIONS(kibitz::model::GameCommand)
};

bool isInside(const pgn::Node* node, const pgn::Node* top)
{
    for (; node; node = node->parent())
        if (node == top) return true;
    return false;
}
} // namespace

// ---------------------------------------------------------------------------------------
// GameCommand

GameCommand::GameCommand(GameDocument* document)
    : m_document(document)
{}

pgn::Game& GameCommand::game()
{
    return m_document->m_game;
}

pgn::Node* GameCommand::node(const NodePath& path)
{
    pgn::Node* n = nodeAt(m_document->m_game, path);
    Q_ASSERT_X(n, "GameCommand", "undo stack out of step with the tree");
    return n;
}

pgn::Node* GameCommand::current()
{
    return m_document->m_current;
}

void GameCommand::changeTree(const std::function<pgn::Node*()>& mutate)
{
    emit m_document->treeAboutToChange();
    m_document->m_current = m_document->m_game.root();
    pgn::Node* next = mutate();
    m_document->m_current = next ? next : m_document->m_game.root();
    emit m_document->treeChanged();
    emit m_document->currentNodeChanged(m_document->m_current);
}

void GameCommand::removeAppended(const NodePath& parent, const NodePath& currentBefore)
{
    changeTree([&] {
        pgn::Node* p = node(parent);
        game().deleteFrom(p->child(p->childCount() - 1));
        return node(currentBefore);
    });
}

void GameCommand::changeHeaders(const pgn::Headers& headers)
{
    m_document->m_game.headers() = headers;
    emit m_document->headersChanged();
}

// ---------------------------------------------------------------------------------------
// AddMoveCommand

AddMoveCommand::AddMoveCommand(GameDocument* document, const pgn::Node* parent, chess::Move move)
    : GameCommand(document)
    , m_parent(pathOf(parent))
    , m_currentBefore(pathOf(document->currentNode()))
    , m_move(move)
{
    setText(CommandText::tr("Move %1").arg(
        QString::fromStdString(chess::toSan(parent->position(), move))));
}

void AddMoveCommand::redo()
{
    changeTree([this] { return node(m_parent)->addVariation(m_move); });
}

void AddMoveCommand::undo()
{
    removeAppended(m_parent, m_currentBefore);
}

// ---------------------------------------------------------------------------------------
// AddLineCommand

AddLineCommand::AddLineCommand(GameDocument* document, const pgn::Node* parent,
                               std::vector<chess::Move> moves)
    : GameCommand(document)
    , m_parent(pathOf(parent))
    , m_currentBefore(pathOf(document->currentNode()))
    , m_moves(std::move(moves))
{
    setText(CommandText::tr("Insert line %1")
                .arg(QString::fromStdString(chess::toSan(parent->position(), m_moves.front()))));
}

void AddLineCommand::redo()
{
    changeTree([this] {
        pgn::Node* n = node(m_parent);
        for (chess::Move m : m_moves) n = n->addVariation(m);
        // Appending children leaves every existing path as it was.
        return node(m_currentBefore);
    });
}

void AddLineCommand::undo()
{
    removeAppended(m_parent, m_currentBefore);
}

// ---------------------------------------------------------------------------------------
// RemoveSubtreeCommand

RemoveSubtreeCommand::RemoveSubtreeCommand(GameDocument* document, const pgn::Node* n,
                                           const QString& text)
    : GameCommand(document)
    , m_path(pathOf(n))
    , m_currentBefore(pathOf(document->currentNode()))
    , m_subtree(Subtree::capture(*n))
{
    setText(text);
}

void RemoveSubtreeCommand::redo()
{
    pgn::Node* keep = current();
    changeTree([this, keep] {
        pgn::Node* top = node(m_path);
        const bool currentGoes = isInside(keep, top);
        pgn::Node* parent = game().deleteFrom(top);
        return currentGoes ? parent : keep;
    });
}

void RemoveSubtreeCommand::undo()
{
    changeTree([this] {
        NodePath parentPath(m_path.begin(), m_path.end() - 1);
        m_subtree.graft(*node(parentPath), m_path.back());
        return node(m_currentBefore);
    });
}

// ---------------------------------------------------------------------------------------
// MoveVariationCommand

MoveVariationCommand::MoveVariationCommand(GameDocument* document, const pgn::Node* n,
                                           Direction direction)
    : GameCommand(document)
    , m_path(pathOf(n))
    , m_direction(direction)
{
    setText(direction == Direction::Up ? CommandText::tr("Promote variation")
                                       : CommandText::tr("Demote variation"));
}

void MoveVariationCommand::shift(Direction direction)
{
    pgn::Node* keep = current();
    changeTree([this, keep, direction] {
        // Undo finds the node one place away from where redo found it.
        NodePath path = m_path;
        if (direction != m_direction) path.back() += m_direction == Direction::Up ? -1 : 1;
        pgn::Node* n = node(path);
        if (direction == Direction::Up)
            n->promote();
        else
            n->demote();
        return keep;
    });
}

void MoveVariationCommand::redo()
{
    shift(m_direction);
}

void MoveVariationCommand::undo()
{
    shift(m_direction == Direction::Up ? Direction::Down : Direction::Up);
}

// ---------------------------------------------------------------------------------------
// PromoteToMainLineCommand

PromoteToMainLineCommand::PromoteToMainLineCommand(GameDocument* document, const pgn::Node* n)
    : GameCommand(document)
    , m_path(pathOf(n))
{
    setText(CommandText::tr("Make main line"));
}

void PromoteToMainLineCommand::redo()
{
    pgn::Node* keep = current();
    changeTree([this, keep] {
        node(m_path)->promoteToMainLine();
        return keep;
    });
}

void PromoteToMainLineCommand::undo()
{
    pgn::Node* keep = current();
    changeTree([this, keep] {
        // promoteToMainLine rotated each node of the line to the front of its siblings;
        // walking it back with demote() (adjacent swaps) is the inverse rotation.
        pgn::Node* n = game().root();
        for (std::uint32_t index : m_path) {
            pgn::Node* c = n->child(0);
            for (std::uint32_t i = 0; i < index; ++i) c->demote();
            n = c;
        }
        return keep;
    });
}

// ---------------------------------------------------------------------------------------
// SetCommentCommand

SetCommentCommand::SetCommentCommand(GameDocument* document, const pgn::Node* n, Where where,
                                     std::string text, const QString& description)
    : GameCommand(document)
    , m_path(pathOf(n))
    , m_where(where)
    , m_old(where == Where::Before ? n->commentBefore() : n->commentAfter())
    , m_new(std::move(text))
{
    setText(description);
}

void SetCommentCommand::apply(const std::string& text)
{
    changeTree([this, &text] {
        pgn::Node* n = node(m_path);
        if (m_where == Where::Before)
            n->setCommentBefore(text);
        else
            n->setCommentAfter(text);
        return n;
    });
}

void SetCommentCommand::redo()
{
    apply(m_new);
}

void SetCommentCommand::undo()
{
    apply(m_old);
}

// ---------------------------------------------------------------------------------------
// SetNagsCommand

SetNagsCommand::SetNagsCommand(GameDocument* document, const pgn::Node* n,
                               std::vector<std::uint8_t> nags)
    : GameCommand(document)
    , m_path(pathOf(n))
    , m_old(n->nags())
    , m_new(std::move(nags))
{
    setText(CommandText::tr("Annotate %1").arg(QString::fromStdString(n->san())));
}

void SetNagsCommand::apply(const std::vector<std::uint8_t>& nags)
{
    changeTree([this, &nags] {
        pgn::Node* n = node(m_path);
        n->setNags(nags);
        return n;
    });
}

void SetNagsCommand::redo()
{
    apply(m_new);
}

void SetNagsCommand::undo()
{
    apply(m_old);
}

// ---------------------------------------------------------------------------------------
// SetHeadersCommand

SetHeadersCommand::SetHeadersCommand(GameDocument* document, pgn::Headers headers,
                                     const QString& text)
    : GameCommand(document)
    , m_old(document->game().headers())
    , m_new(std::move(headers))
{
    setText(text);
}

void SetHeadersCommand::redo()
{
    changeHeaders(m_new);
}

void SetHeadersCommand::undo()
{
    changeHeaders(m_old);
}

} // namespace kibitz::model
