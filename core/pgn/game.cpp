// SPDX-License-Identifier: GPL-3.0-or-later
#include "pgn/game.h"

#include "chess/fen.h"
#include "chess/variant.h"
#include "pgn/reader.h"

#include <algorithm>
#include <array>
#include <cassert>

namespace kibitz::pgn {

using chess::Move;
using chess::Position;

// ---------------------------------------------------------------------------------------
// Glyphs

namespace {
constexpr std::array<std::string_view, 7> Glyphs = {"", "!", "?", "!!", "??", "!?", "?!"};
} // namespace

std::uint8_t nagFromGlyph(std::string_view glyph)
{
    for (std::size_t i = 1; i < Glyphs.size(); ++i)
        if (Glyphs[i] == glyph) return std::uint8_t(i);
    return 0;
}

std::string_view glyphFromNag(std::uint8_t nag)
{
    return nag < Glyphs.size() ? Glyphs[nag] : std::string_view();
}

// ---------------------------------------------------------------------------------------
// Headers

namespace {
// PGN standard section 8.1.1: the Seven Tag Roster, in export order, with the values used
// when the information is unknown.
constexpr std::array<std::pair<std::string_view, std::string_view>, 7> Roster = {{
    {"Event", "?"},
    {"Site", "?"},
    {"Date", "????.??.??"},
    {"Round", "?"},
    {"White", "?"},
    {"Black", "?"},
    {"Result", "*"},
}};
} // namespace

Headers::Headers()
{
    m_tags.reserve(Roster.size() + 4);
    for (const auto& [name, value] : Roster)
        m_tags.push_back({std::string(name), std::string(value)});
}

const std::vector<std::string_view>& Headers::sevenTagRoster()
{
    static const std::vector<std::string_view> names = [] {
        std::vector<std::string_view> v;
        v.reserve(std::size(Roster));
        for (const auto& entry : Roster) v.push_back(entry.first);
        return v;
    }();
    return names;
}

bool Headers::isRosterTag(std::string_view name)
{
    return std::any_of(Roster.begin(), Roster.end(),
                       [&](const auto& e) { return e.first == name; });
}

std::string_view Headers::rosterDefault(std::string_view name)
{
    for (const auto& [n, value] : Roster)
        if (n == name) return value;
    return {};
}

bool Headers::has(std::string_view name) const
{
    return get(name).has_value();
}

std::optional<std::string_view> Headers::get(std::string_view name) const
{
    for (const Tag& t : m_tags)
        if (t.name == name) return std::string_view(t.value);
    return std::nullopt;
}

std::string Headers::value(std::string_view name, std::string_view fallback) const
{
    const auto v = get(name);
    return std::string(v ? *v : fallback);
}

void Headers::set(std::string_view name, std::string_view value)
{
    for (Tag& t : m_tags) {
        if (t.name == name) {
            t.value = value;
            return;
        }
    }
    m_tags.push_back({std::string(name), std::string(value)});
}

bool Headers::remove(std::string_view name)
{
    for (auto it = m_tags.begin(); it != m_tags.end(); ++it) {
        if (it->name != name) continue;
        if (isRosterTag(name)) {
            const std::string_view def = rosterDefault(name);
            if (it->value == def) return false;
            it->value = def;
            return true;
        }
        m_tags.erase(it);
        return true;
    }
    return false;
}

// ---------------------------------------------------------------------------------------
// Node

std::string Node::san() const
{
    if (isRoot()) return {};
    return chess::toSan(m_parent->m_position, m_move);
}

Node* Node::findChild(Move m)
{
    for (auto& c : m_children)
        if (c->m_move == m) return c.get();
    return nullptr;
}

std::size_t Node::indexInParent() const
{
    if (!m_parent) return 0;
    const auto& siblings = m_parent->m_children;
    for (std::size_t i = 0; i < siblings.size(); ++i)
        if (siblings[i].get() == this) return i;
    assert(false && "node not among its parent's children");
    return 0;
}

bool Node::isOnMainLine() const
{
    for (const Node* n = this; n->m_parent; n = n->m_parent)
        if (!n->isMainContinuation()) return false;
    return true;
}

Node* Node::end()
{
    Node* n = this;
    while (!n->m_children.empty()) n = n->m_children[0].get();
    return n;
}

const Node* Node::end() const
{
    return const_cast<Node*>(this)->end();
}

std::unique_ptr<Node> Node::makeChild(Move m, std::string san) const
{
    assert(m.isNull() ? !m_position.isCheck() : m_position.isLegal(m));
    std::unique_ptr<Node> child(new Node());
    child->m_move = m;
    child->m_san = san.empty() ? chess::toSan(m_position, m) : std::move(san);
    child->m_position = m_position.after(m);
    child->m_ply = m_ply + 1;
    return child;
}

Node* Node::attach(std::unique_ptr<Node> child)
{
    child->m_parent = this;
    m_children.push_back(std::move(child));
    return m_children.back().get();
}

Node* Node::addMove(Move m, std::string san)
{
    if (Node* existing = findChild(m)) return existing;
    return attach(makeChild(m, std::move(san)));
}

Expected<Node*, chess::MoveError> Node::addMove(std::string_view notation)
{
    auto m = chess::parseMove(m_position, notation);
    if (!m) return unexpected(m.error());
    return addMove(*m);
}

Node* Node::addVariation(Move m, std::string san)
{
    return attach(makeChild(m, std::move(san)));
}

bool Node::promote()
{
    if (!m_parent) return false;
    const std::size_t i = indexInParent();
    if (i == 0) return false;
    std::swap(m_parent->m_children[i], m_parent->m_children[i - 1]);
    return true;
}

bool Node::demote()
{
    if (!m_parent) return false;
    const std::size_t i = indexInParent();
    if (i + 1 >= m_parent->m_children.size()) return false;
    std::swap(m_parent->m_children[i], m_parent->m_children[i + 1]);
    return true;
}

void Node::promoteToMainLine()
{
    for (Node* n = this; n->m_parent; n = n->m_parent) {
        auto& siblings = n->m_parent->m_children;
        const std::size_t i = n->indexInParent();
        // Rotate rather than swap: the other variations keep their relative order.
        std::rotate(siblings.begin(), siblings.begin() + std::ptrdiff_t(i),
                    siblings.begin() + std::ptrdiff_t(i) + 1);
    }
}

// Two comments on one move become one, joined by exactly one space: the blanks at the join
// (a "{ best. }" followed by "{ [%eval 0.39] }") are the join's, not the text's.
void joinComment(std::string& to, std::string_view text)
{
    if (text.empty()) return;
    if (to.empty()) {
        to = text;
        return;
    }
    auto blank = [](char c) { return c == ' ' || c == '\t' || c == '\n' || c == '\r'; };
    while (!to.empty() && blank(to.back())) to.pop_back();
    while (!text.empty() && blank(text.front())) text.remove_prefix(1);
    if (!to.empty() && !text.empty()) to += CommentBlockSeparator;
    to += text;
}

std::size_t blockSeparatorEnd(std::string_view text, std::size_t at)
{
    if (at >= text.size() || text[at] != '}') return std::string_view::npos;
    const std::size_t next = text.find_first_not_of(" \t\n\r\f\v", at + 1);
    return next != std::string_view::npos && text[next] == '{' ? next : std::string_view::npos;
}

void Node::appendCommentAfter(std::string_view text)
{
    joinComment(m_commentAfter, text);
}
void Node::appendCommentBefore(std::string_view text)
{
    joinComment(m_commentBefore, text);
}

bool Node::hasNag(std::uint8_t nag) const
{
    return std::find(m_nags.begin(), m_nags.end(), nag) != m_nags.end();
}

bool Node::addNag(std::uint8_t nag)
{
    if (hasNag(nag)) return false;
    m_nags.push_back(nag);
    return true;
}

bool Node::removeNag(std::uint8_t nag)
{
    const auto it = std::remove(m_nags.begin(), m_nags.end(), nag);
    if (it == m_nags.end()) return false;
    m_nags.erase(it, m_nags.end());
    return true;
}

std::size_t Node::descendantCount() const
{
    // Iterative: a long main line would make recursion as deep as the game is long.
    std::size_t count = 0;
    std::vector<const Node*> stack{this};
    while (!stack.empty()) {
        const Node* n = stack.back();
        stack.pop_back();
        count += n->m_children.size();
        for (const auto& c : n->m_children) stack.push_back(c.get());
    }
    return count;
}

Node::~Node()
{
    // The children's destructors would each destroy their own children, as deep as the tree
    // is (the length of the game along its main line): take every descendant out first and
    // destroy them one by one, each by then without children.
    if (m_children.empty()) return;
    std::vector<std::unique_ptr<Node>> pending = std::move(m_children);
    while (!pending.empty()) {
        std::unique_ptr<Node> n = std::move(pending.back());
        pending.pop_back();
        for (auto& c : n->m_children) pending.push_back(std::move(c));
        n->m_children.clear();
    } // n, childless, is destroyed here
}

std::unique_ptr<Node> Node::cloneTree(Node* parent) const
{
    // Iterative for the same reason as the destructor: node by node, with a stack of the
    // (original, copy) pairs whose children are still to copy.
    auto copyOne = [](const Node& from, Node* newParent) {
        std::unique_ptr<Node> copy(new Node());
        copy->m_move = from.m_move;
        copy->m_san = from.m_san;
        copy->m_position = from.m_position;
        copy->m_commentBefore = from.m_commentBefore;
        copy->m_commentAfter = from.m_commentAfter;
        copy->m_nags = from.m_nags;
        copy->m_parent = newParent;
        copy->m_ply = from.m_ply;
        copy->m_children.reserve(from.m_children.size());
        return copy;
    };
    std::unique_ptr<Node> top = copyOne(*this, parent);
    std::vector<std::pair<const Node*, Node*>> stack{{this, top.get()}};
    while (!stack.empty()) {
        const auto [from, to] = stack.back();
        stack.pop_back();
        for (const auto& c : from->m_children) {
            to->m_children.push_back(copyOne(*c, to));
            stack.emplace_back(c.get(), to->m_children.back().get());
        }
    }
    return top;
}

std::unique_ptr<Node> Node::detach()
{
    assert(m_parent);
    auto& siblings = m_parent->m_children;
    const auto it = siblings.begin() + std::ptrdiff_t(indexInParent());
    std::unique_ptr<Node> self = std::move(*it);
    siblings.erase(it);
    self->m_parent = nullptr;
    return self;
}

// ---------------------------------------------------------------------------------------
// Game

namespace {
bool equalsIgnoreCase(std::string_view a, std::string_view b)
{
    return a.size() == b.size() && std::equal(a.begin(), a.end(), b.begin(), [](char x, char y) {
               return (x | 0x20) == (y | 0x20);
           });
}

// The Variant tag values that mean Chess960 (the ones startPositionFromTags accepts).
bool isChess960Variant(std::string_view v)
{
    for (std::string_view name :
         {"chess960", "chess 960", "fischerandom", "fischer random", "fischer-random"})
        if (equalsIgnoreCase(v, name)) return true;
    return false;
}
} // namespace

Game::Game()
    : m_root(new Node())
{}

Game::Game(const Position& start)
    : m_root(new Node())
{
    setStartPositionAndTags(start);
}

Game::Game(const Game& other)
    : m_headers(other.m_headers)
    , m_root(other.m_root->cloneTree(nullptr))
    , m_errors(other.m_errors)
{}

Game& Game::operator=(const Game& other)
{
    if (this != &other) {
        m_headers = other.m_headers;
        m_root = other.m_root->cloneTree(nullptr);
        m_errors = other.m_errors;
    }
    return *this;
}

void Game::setStartPosition(const Position& pos)
{
    m_root->m_children.clear();
    m_root->m_position = pos;
    m_root->m_ply = 0;
}

void Game::setStartPositionAndTags(const Position& pos)
{
    setStartPosition(pos);
    if (pos == chess::variantStartPosition(pos.variant()) && !pos.isChess960()) {
        m_headers.remove("SetUp");
        m_headers.remove("FEN");
    } else {
        m_headers.set("SetUp", "1");
        m_headers.set("FEN", chess::toFen(pos, chess::FenFlavor::XFen));
    }
    const auto tag = m_headers.get("Variant");
    const auto named = tag ? chess::parseVariantName(*tag) : std::nullopt;
    if (!pos.isStandard()) {
        // A tag that already names the variant keeps its spelling ("crazyhouse", "3check").
        if (!named || named->variant != pos.variant())
            m_headers.set("Variant", chess::variantTagName(pos.variant()));
    } else if (pos.isChess960()) {
        m_headers.set("Variant", "Chess960");
    } else if (tag
               && (isChess960Variant(*tag)
                   || (named && named->variant != chess::Variant::Standard))) {
        m_headers.remove("Variant");
    }
}

std::optional<GameError> Game::setStartPositionFromTags()
{
    const StartResult start =
        startPositionFromTags(m_headers.value("FEN"), m_headers.value("Variant"));
    if (!start.error.empty()) return GameError{start.error};
    setStartPosition(start.position);
    return std::nullopt;
}

std::vector<Move> Game::mainlineMoves() const
{
    std::vector<Move> moves;
    for (const Node* n : mainline()) moves.push_back(n->move());
    return moves;
}

Node* Game::deleteFrom(Node* node)
{
    if (!node || node->isRoot()) return nullptr;
    const Node* top = node;
    while (top->m_parent) top = top->m_parent;
    if (top != m_root.get()) return nullptr;
    Node* parent = node->m_parent;
    node->detach(); // destroyed here
    return parent;
}

Node* Game::deleteVariation(Node* node)
{
    if (!node) return nullptr;
    Node* start = node;
    while (start->m_parent && start->isMainContinuation()) start = start->m_parent;
    if (start->isRoot()) return nullptr; // on the main line: no variation to delete
    return deleteFrom(start);
}

void Game::deleteAllVariations()
{
    for (Node* n = m_root.get(); n; n = n->next())
        if (n->m_children.size() > 1) n->m_children.resize(1);
}

Game Game::copySubtree(const Node* node) const
{
    std::vector<const Node*> children;
    for (const auto& c : node->m_children) children.push_back(c.get());
    return copyFragment(node, children);
}

Game Game::copyVariation(const Node* node) const
{
    const Node* start = node;
    while (start->m_parent && start->isMainContinuation()) start = start->m_parent;
    if (start->isRoot()) return *this; // the main line: the whole game
    return copyFragment(start->m_parent, {start});
}

Game Game::copyFragment(const Node* from, const std::vector<const Node*>& children) const
{
    // The players and the event still describe the fragment; the result and any other tag
    // (PlyCount, ECO, ...) would not.
    Game copy;
    for (std::string_view name : Headers::sevenTagRoster())
        if (name != "Result") copy.m_headers.set(name, m_headers.value(name));
    copy.setStartPositionAndTags(from->m_position);
    for (const Node* c : children)
        copy.m_root->m_children.push_back(c->cloneTree(copy.m_root.get()));
    // Plies count from the new root.
    std::vector<Node*> stack{copy.m_root.get()};
    while (!stack.empty()) {
        Node* n = stack.back();
        stack.pop_back();
        for (auto& c : n->m_children) {
            c->m_ply = n->m_ply + 1;
            stack.push_back(c.get());
        }
    }
    return copy;
}

} // namespace kibitz::pgn
