// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// A game as a tree of moves: the Headers (tag pairs) and a root Node that holds the starting
// position. The first child of every node is the main line; the other children are the
// variations (alternatives to the first child), in order. Each node keeps the position after
// its move, so moving through a game never replays moves.
//
// Comments are kept as the raw text found between the braces (comment commands such as
// [%clk] included, see comment.h), so a comment read and written without edits comes back
// byte for byte.

#include "chess/expected.h"
#include "chess/notation.h"
#include "chess/position.h"
#include "pgn/reader.h"

#include <cstddef>
#include <cstdint>
#include <iterator>
#include <memory>
#include <optional>
#include <string>
#include <string_view>
#include <utility>
#include <vector>

namespace kibitz::pgn {

// ---------------------------------------------------------------------------------------
// Glyphs and NAGs (PGN standard section 10: $1 = "!", ..., $6 = "?!").

// 1..6 for "!", "?", "!!", "??", "!?", "?!"; 0 for anything else.
std::uint8_t nagFromGlyph(std::string_view glyph);
// The glyph of NAGs 1..6; empty for any other NAG.
std::string_view glyphFromNag(std::uint8_t nag);

// ---------------------------------------------------------------------------------------
// Headers: the tag pairs, in order. The Seven Tag Roster (PGN standard section 8.1.1) is
// always present, first, with the standard's defaults until set; other tags follow in the
// order they were set (for a game read from a file: the order read). Any tag is kept.

struct Tag {
    std::string name;
    std::string value;
    friend bool operator==(const Tag&, const Tag&) = default;
};

class Headers {
public:
    Headers(); // the Seven Tag Roster with its defaults

    // The roster in its order, and each roster tag's default value.
    static const std::vector<std::string_view>& sevenTagRoster();
    static bool isRosterTag(std::string_view name);
    static std::string_view rosterDefault(std::string_view name); // empty if not a roster tag

    bool has(std::string_view name) const;
    // The tag's value, or std::nullopt when absent.
    std::optional<std::string_view> get(std::string_view name) const;
    // The value, or fallback when absent.
    std::string value(std::string_view name, std::string_view fallback = {}) const;
    // Replaces the value in place, or appends a new tag at the end.
    void set(std::string_view name, std::string_view value);
    // Removes the tag; a roster tag goes back to its default instead (the roster is always
    // present). False when there was nothing to remove.
    bool remove(std::string_view name);

    const std::vector<Tag>& tags() const { return m_tags; }
    std::size_t size() const { return m_tags.size(); }
    friend bool operator==(const Headers&, const Headers&) = default;

private:
    std::vector<Tag> m_tags;
};

// ---------------------------------------------------------------------------------------
// Node: one move of the tree (or the root, which has no move).

// Appends a comment to another on the same move, each kept as its own block: the texts are
// joined by CommentBlockSeparator ("} {", which no comment's text can hold: PGN ends a comment
// at its first '}'), so the writer gives "{ a } { b }" back and displays (parseComment's text)
// show "a b". The blanks at the join are dropped; those inside either text stay.
inline constexpr std::string_view CommentBlockSeparator = " } { ";
void joinComment(std::string& to, std::string_view text);
// Whether the '}' at text[at] closes a block that another follows (blanks, then '{'): a
// separator joinComment made, not a '}' of the text itself. Returns the '{' position, or
// npos.
std::size_t blockSeparatorEnd(std::string_view text, std::size_t at);

class Node {
public:
    Node(const Node&) = delete;
    Node& operator=(const Node&) = delete;
    // Destroys the subtree without recursion: a game can be a million plies long.
    ~Node();

    // --- The move
    bool isRoot() const { return m_parent == nullptr; }
    chess::Move move() const { return m_move; } // Move::none() at the root
    // The move as it was written in the file (without glyphs); for moves added in code, the
    // SAN. The writer always writes fresh SAN; this is for display and diagnostics.
    const std::string& sanAsRead() const { return m_san; }
    // Fresh SAN of the move (empty at the root).
    std::string san() const;
    // The position after the move; at the root, the game's starting position.
    const chess::Position& position() const { return m_position; }
    // The position the move was played in (the parent's position); the root's own position.
    const chess::Position& positionBefore() const
    {
        return m_parent ? m_parent->m_position : m_position;
    }
    // Plies from the root (0 at the root).
    int ply() const { return m_ply; }
    // The move number this move is written with ("12." or "12...").
    int moveNumber() const { return positionBefore().fullmoveNumber(); }
    // The side that played this move.
    chess::Color mover() const { return positionBefore().sideToMove(); }

    // --- The tree
    Node* parent() { return m_parent; }
    const Node* parent() const { return m_parent; }
    const std::vector<std::unique_ptr<Node>>& children() const { return m_children; }
    std::size_t childCount() const { return m_children.size(); }
    Node* child(std::size_t i) { return i < m_children.size() ? m_children[i].get() : nullptr; }
    const Node* child(std::size_t i) const
    {
        return i < m_children.size() ? m_children[i].get() : nullptr;
    }
    // The main continuation (first child), or nullptr at the end of a line.
    Node* next() { return child(0); }
    const Node* next() const { return child(0); }
    // The child playing m, or nullptr.
    Node* findChild(chess::Move m);
    // Index among the parent's children (0 at the root).
    std::size_t indexInParent() const;
    // First child of its parent (or the root).
    bool isMainContinuation() const { return !m_parent || m_parent->m_children[0].get() == this; }
    // On the game's main line (every ancestor is a first child).
    bool isOnMainLine() const;
    // The first move of a variation: not the first child of its parent.
    bool startsVariation() const { return !isMainContinuation(); }
    // The last node of this line's main continuation.
    Node* end();
    const Node* end() const;

    // --- Editing the tree
    // The child playing m: an existing one if there is, else a new last child. m must be
    // legal here (or Move::null() when not in check). san is what the file said (fresh SAN
    // when empty).
    Node* addMove(chess::Move m, std::string san = {});
    // Parses notation (SAN, UCI, LAN, "--") here and adds the move as addMove does.
    Expected<Node*, chess::MoveError> addMove(std::string_view notation);
    // Always a new last child, even when a child with the same move exists (a file can hold
    // the same variation twice, and reading keeps what the file says).
    Node* addVariation(chess::Move m, std::string san = {});
    // Moves this node one place up among its siblings (promoting the first variation makes
    // it the main continuation). False when it is already first.
    bool promote();
    // One place down. False when it is already last.
    bool demote();
    // Makes the line through this node the main line of the game: this node and every
    // ancestor become first children.
    void promoteToMainLine();

    // --- Annotations
    // Comment written before the move: meaningful on the first move of a game or a
    // variation (PGN writes "{...} 12... e5"); the writer writes it wherever it is set.
    const std::string& commentBefore() const { return m_commentBefore; }
    // Comment after the move (at the root: a comment of a game without moves).
    const std::string& commentAfter() const { return m_commentAfter; }
    void setCommentBefore(std::string text) { m_commentBefore = std::move(text); }
    void setCommentAfter(std::string text) { m_commentAfter = std::move(text); }
    // Adds text to the comment after the move, separated by one space from what is there.
    void appendCommentAfter(std::string_view text);
    void appendCommentBefore(std::string_view text);
    void clearComments()
    {
        m_commentBefore.clear();
        m_commentAfter.clear();
    }

    // NAGs in the order read ($0-$255).
    const std::vector<std::uint8_t>& nags() const { return m_nags; }
    bool hasNag(std::uint8_t nag) const;
    // Adds nag unless it is already there. False if it was.
    bool addNag(std::uint8_t nag);
    bool removeNag(std::uint8_t nag);
    void setNags(std::vector<std::uint8_t> nags) { m_nags = std::move(nags); }
    void clearNags() { m_nags.clear(); }
    // Appends without looking for duplicates (the reader keeps what the file says).
    void appendNag(std::uint8_t nag) { m_nags.push_back(nag); }

    // Number of nodes below this one (this node not counted).
    std::size_t descendantCount() const;

private:
    friend class Game;
    Node() = default;
    Node* attach(std::unique_ptr<Node> child);
    std::unique_ptr<Node> makeChild(chess::Move m, std::string san) const;
    std::unique_ptr<Node> cloneTree(Node* parent) const;
    std::unique_ptr<Node> detach(); // removes this node from its parent

    chess::Move m_move;
    std::string m_san;
    chess::Position m_position;
    std::string m_commentBefore;
    std::string m_commentAfter;
    std::vector<std::uint8_t> m_nags;
    std::vector<std::unique_ptr<Node>> m_children;
    Node* m_parent = nullptr;
    int m_ply = 0;
};

// ---------------------------------------------------------------------------------------
// Mainline iteration: for (const Node* n : game.mainline()) visits every main-line move
// (the root excluded).

template <typename NodeT>
class LineRange {
public:
    class iterator {
    public:
        using iterator_category = std::forward_iterator_tag;
        using value_type = NodeT*;
        using difference_type = std::ptrdiff_t;
        using pointer = NodeT**;
        using reference = NodeT*;
        iterator() = default;
        explicit iterator(NodeT* n)
            : m_node(n)
        {}
        NodeT* operator*() const { return m_node; }
        iterator& operator++()
        {
            m_node = m_node->next();
            return *this;
        }
        iterator operator++(int)
        {
            iterator old = *this;
            ++*this;
            return old;
        }
        friend bool operator==(iterator a, iterator b) { return a.m_node == b.m_node; }

    private:
        NodeT* m_node = nullptr;
    };
    explicit LineRange(NodeT* first)
        : m_first(first)
    {}
    iterator begin() const { return iterator(m_first); }
    iterator end() const { return iterator(); }
    bool empty() const { return m_first == nullptr; }

private:
    NodeT* m_first;
};

// ---------------------------------------------------------------------------------------

struct GameError {
    std::string message;
};

class Game {
public:
    Game(); // standard starting position, default headers
    // A game starting from pos; writes SetUp "1" and FEN tags unless pos is the standard
    // start position (and Variant "Chess960" when pos is in Chess960 mode).
    explicit Game(const chess::Position& start);
    // Copies are deep. A moved-from Game may only be assigned to or destroyed.
    Game(const Game& other);
    Game& operator=(const Game& other);
    Game(Game&&) noexcept = default;
    Game& operator=(Game&&) noexcept = default;
    ~Game() = default;

    Headers& headers() { return m_headers; }
    const Headers& headers() const { return m_headers; }

    Node* root() { return m_root.get(); }
    const Node* root() const { return m_root.get(); }
    const chess::Position& startPosition() const { return m_root->position(); }
    // Replaces the starting position and removes every move (the tree no longer fits).
    // Headers are not touched; see setStartPositionAndTags.
    void setStartPosition(const chess::Position& pos);
    // As above, and sets or removes SetUp/FEN/Variant to describe pos.
    void setStartPositionAndTags(const chess::Position& pos);
    // Reads the starting position from the FEN, SetUp and Variant tags (Variant "Chess960",
    // "Fischerandom" and their spellings set Chess960) and clears the moves. On a bad FEN
    // or an unknown variant nothing changes and the error says why.
    [[nodiscard]] std::optional<GameError> setStartPositionFromTags();

    // The last node of the main line (the root when there are no moves).
    Node* mainlineEnd() { return m_root->end(); }
    const Node* mainlineEnd() const { return m_root->end(); }
    LineRange<Node> mainline() { return LineRange<Node>(m_root->next()); }
    LineRange<const Node> mainline() const { return LineRange<const Node>(m_root->next()); }
    // Moves of the main line, in order.
    std::vector<chess::Move> mainlineMoves() const;
    // Every move node of the tree (the root not counted).
    std::size_t nodeCount() const { return m_root->descendantCount(); }

    // --- Tree edits that remove nodes. Pointers to removed nodes dangle afterwards.
    // Removes node and everything after it (its subtree). When node was a main
    // continuation its first sibling variation takes its place. Returns node's parent;
    // nullptr when node is the root (nothing is removed) or not in this game.
    Node* deleteFrom(Node* node);
    // Removes the whole variation node belongs to: from the first move of that variation
    // (the nearest ancestor-or-self that is not a first child) to its end. Returns the
    // parent the variation branched from; nullptr when node is on the main line.
    Node* deleteVariation(Node* node);
    // Removes every variation (keeps the main line only).
    void deleteAllVariations();

    // A new game starting at node's position with the moves after it (its subtree,
    // variations included); SetUp "1" and FEN tags describe the start. The roster tags
    // other than Result are copied (Result is "*"); node's own comments and NAGs stay
    // behind (they belong to the move that led there).
    Game copySubtree(const Node* node) const;
    // The variation node belongs to as a game of its own: from the position before the
    // variation's first move to its end, with the variations inside it, tagged as
    // copySubtree does. For a node on the main line, a copy of the whole game.
    Game copyVariation(const Node* node) const;

    // The game's result as written in the Result tag.
    std::string result() const { return m_headers.value("Result", "*"); }

    // What went wrong reading the game (python-chess's Game.errors), with line and column:
    // set by GameBuilder, empty for a game read whole or made in code; copied with the game.
    const std::vector<PgnError>& errors() const { return m_errors; }
    void setErrors(std::vector<PgnError> errors) { m_errors = std::move(errors); }

private:
    Game copyFragment(const Node* from, const std::vector<const Node*>& children) const;

    Headers m_headers;
    std::unique_ptr<Node> m_root;
    std::vector<PgnError> m_errors;
};

} // namespace kibitz::pgn
