// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// The undo commands of GameDocument (internal to core/model). Every command names nodes by
// NodePath, never by address, so it stays valid across deletions and restorations done by
// the commands around it on the stack.

#include "model/fwd.h"
#include "model/nodepath.h"
#include "pgn/game.h"

#include <QUndoCommand>

#include <cstdint>
#include <functional>
#include <string>
#include <vector>

namespace kibitz::model {

class GameCommand : public QUndoCommand {
public:
    explicit GameCommand(GameDocument* document);

protected:
    pgn::Game& game();
    pgn::Node* node(const NodePath& path); // asserts that it exists
    pgn::Node* current();
    // Changes the tree inside treeAboutToChange/treeChanged. While mutate runs the current
    // node is parked at the root (it may be deleted); mutate returns the new current node.
    void changeTree(const std::function<pgn::Node*()>& mutate);
    void changeHeaders(const pgn::Headers& headers);
    // Undoes an append below parent (a move, or the first move of a line): the appended child
    // is the last, so removing it restores the order; current goes back to currentBefore.
    void removeAppended(const NodePath& parent, const NodePath& currentBefore);

    GameDocument* m_document;
};

// A new node for a move at a node that has no child playing it.
class AddMoveCommand : public GameCommand {
public:
    AddMoveCommand(GameDocument* document, const pgn::Node* parent, chess::Move move);
    void redo() override;
    void undo() override;

private:
    NodePath m_parent;
    NodePath m_currentBefore;
    chess::Move m_move;
};

// Several moves in a row from a node, as one new variation; the current node stays.
class AddLineCommand : public GameCommand {
public:
    AddLineCommand(GameDocument* document, const pgn::Node* parent, std::vector<chess::Move> moves);
    void redo() override;
    void undo() override;

private:
    NodePath m_parent;
    NodePath m_currentBefore;
    std::vector<chess::Move> m_moves;
};

// Removes a node and its subtree (delete from here, delete variation).
class RemoveSubtreeCommand : public GameCommand {
public:
    RemoveSubtreeCommand(GameDocument* document, const pgn::Node* node, const QString& text);
    void redo() override;
    void undo() override;

private:
    NodePath m_path;
    NodePath m_currentBefore;
    Subtree m_subtree;
};

// One place up or down among siblings.
class MoveVariationCommand : public GameCommand {
public:
    enum class Direction : std::uint8_t { Up, Down };
    MoveVariationCommand(GameDocument* document, const pgn::Node* node, Direction direction);
    void redo() override;
    void undo() override;

private:
    void shift(Direction direction);
    NodePath m_path; // before redo
    Direction m_direction;
};

class PromoteToMainLineCommand : public GameCommand {
public:
    PromoteToMainLineCommand(GameDocument* document, const pgn::Node* node);
    void redo() override;
    void undo() override;

private:
    NodePath m_path; // before redo: the child index at each level, restored by undo
};

class SetCommentCommand : public GameCommand {
public:
    enum class Where : std::uint8_t { Before, After };
    SetCommentCommand(GameDocument* document, const pgn::Node* node, Where where, std::string text,
                      const QString& description);
    void redo() override;
    void undo() override;

private:
    void apply(const std::string& text);
    NodePath m_path;
    Where m_where;
    std::string m_old;
    std::string m_new;
};

class SetNagsCommand : public GameCommand {
public:
    SetNagsCommand(GameDocument* document, const pgn::Node* node, std::vector<std::uint8_t> nags);
    void redo() override;
    void undo() override;

private:
    void apply(const std::vector<std::uint8_t>& nags);
    NodePath m_path;
    std::vector<std::uint8_t> m_old;
    std::vector<std::uint8_t> m_new;
};

class SetHeadersCommand : public GameCommand {
public:
    SetHeadersCommand(GameDocument* document, pgn::Headers headers, const QString& text);
    void redo() override;
    void undo() override;

private:
    pgn::Headers m_old;
    pgn::Headers m_new;
};

} // namespace kibitz::model
