// SPDX-License-Identifier: GPL-3.0-or-later
#include "pgn/walk.h"

#include <vector>

namespace kibitz::pgn {

void walkTree(const Game& game, TreeVisitor& visitor, bool variations)
{
    // The lines being walked, innermost last: each at the move it is on. A move's
    // alternatives (its later siblings) are walked right after it, each as a line of its own.
    struct Line {
        const Node* node;
        std::size_t variation = 0; // 0: the move is not visited yet; else its next alternative
        bool afterBreak = true;
        int depth = 0;
    };
    std::vector<Line> lines;
    if (const Node* first = game.root()->next()) lines.push_back({first});
    while (!lines.empty()) {
        Line& line = lines.back();
        if (!line.node) {
            const int depth = line.depth;
            lines.pop_back();
            if (!lines.empty()) visitor.endVariation(depth);
            continue;
        }
        if (line.variation == 0) {
            line.afterBreak = visitor.move(*line.node, line.afterBreak, line.depth);
            line.variation = 1;
            if (!visitor.wantsMoreMoves()) {
                for (; lines.size() > 1; lines.pop_back()) visitor.endVariation(lines.back().depth);
                return;
            }
        }
        const Node* parent = line.node->parent();
        if (variations && line.node->isMainContinuation()
            && line.variation < parent->childCount()) {
            const Node* first = parent->child(line.variation++);
            const int depth = line.depth + 1;
            if (visitor.beginVariation(*first, depth) == Control::Skip) continue;
            line.afterBreak = true;                   // the line goes on after a variation
            lines.push_back({first, 0, true, depth}); // (line is not used after this)
            continue;
        }
        line.node = line.node->next();
        line.variation = 0;
    }
}

namespace {

// The reader's events for each node.
class GameEvents : public TreeVisitor {
public:
    explicit GameEvents(Visitor& visitor)
        : m_visitor(visitor)
    {}

    bool move(const Node& n, bool /*afterBreak*/, int /*depth*/) override
    {
        if (!n.commentBefore().empty()) m_visitor.comment(n.commentBefore());
        const std::string& san = n.sanAsRead();
        m_visitor.move(n.positionBefore(), n.move(), san.empty() ? n.san() : san);
        for (std::uint8_t nag : n.nags()) m_visitor.nag(nag);
        if (!n.commentAfter().empty()) m_visitor.comment(n.commentAfter());
        return false;
    }
    Control beginVariation(const Node& /*first*/, int /*depth*/) override
    {
        // The reader ends a variation it was told to skip: so does the walk.
        if (m_visitor.beginVariation() == Control::Continue) return Control::Continue;
        m_visitor.endVariation();
        return Control::Skip;
    }
    void endVariation(int /*depth*/) override { m_visitor.endVariation(); }
    bool wantsMoreMoves() const override { return m_visitor.wantsMoreMoves(); }

private:
    Visitor& m_visitor;
};

bool isBookMove(const Node& node)
{
    return splitBookMark(parseComment(node.commentAfter()).text).book;
}

// The last book move of the line that starts with first, or null.
const Node* lastBookMove(const Node* first)
{
    const Node* last = nullptr;
    for (const Node* n = first; n; n = n->next())
        if (isBookMove(*n)) last = n;
    return last;
}

bool asksForDiagram(std::string_view comment)
{
    for (const CommandSpan& span : findCommands(comment))
        if (span.name == "diagram") return true;
    return parseComment(comment).text == "#";
}

class ShownEvents : public TreeVisitor {
public:
    ShownEvents(const Game& game, ShownVisitor& visitor)
        : m_visitor(visitor)
        , m_lastBook{lastBookMove(game.root()->next())}
    {}

    bool move(const Node& n, bool afterBreak, int depth) override
    {
        ShownMove m;
        m.node = &n;
        m.depth = depth;
        m.before = readableComment(n.commentBefore());
        m.info = parseComment(n.commentAfter());
        const BookMark mark = splitBookMark(m.info.text);
        m.book = mark.book;
        m.after = mark.rest == "#" ? std::string() : std::string(mark.rest);
        m.lastBook = &n == m_lastBook.back();
        m.diagram = asksForDiagram(n.commentAfter());
        const bool white = n.mover() == chess::Color::White;
        if (white || afterBreak || !m.before.empty())
            m.number = std::to_string(n.moveNumber()) + (white ? "." : "...");
        const bool broken = m_visitor.move(m);
        return broken || m.lastBook || !m.after.empty();
    }
    Control beginVariation(const Node& first, int depth) override
    {
        m_lastBook.push_back(lastBookMove(&first));
        m_visitor.beginVariation(depth);
        return Control::Continue;
    }
    void endVariation(int depth) override
    {
        m_lastBook.pop_back();
        m_visitor.endVariation(depth);
    }

private:
    ShownVisitor& m_visitor;
    std::vector<const Node*> m_lastBook; // of each line being walked, innermost last
};

} // namespace

void walkGame(const Game& game, Visitor& visitor)
{
    visitor.beginGame(0);
    for (const Tag& t : game.headers().tags()) visitor.tag(t.name, t.value);
    if (visitor.endTags() == Control::Skip) {
        visitor.endGame();
        return;
    }
    const Node* root = game.root();
    visitor.startPosition(root->position());
    // The root's NAGs and comment, where the writer puts them: before the first move.
    for (std::uint8_t nag : root->nags()) visitor.nag(nag);
    if (!root->commentAfter().empty()) visitor.comment(root->commentAfter());
    GameEvents events(visitor);
    walkTree(game, events);
    visitor.result(game.result());
    visitor.endGame();
}

std::string readableComment(std::string_view comment)
{
    std::string text = parseComment(comment).text;
    if (text == "#") text.clear();
    return text;
}

void walkShown(const Game& game, ShownVisitor& visitor)
{
    ShownEvents events(game, visitor);
    walkTree(game, events);
}

} // namespace kibitz::pgn
