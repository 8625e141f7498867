// SPDX-License-Identifier: GPL-3.0-or-later
#include "train/repertoire.h"

#include "base/enumtext.h"
#include "chess/notation.h"

#include <algorithm>
#include <array>

namespace kibitz::train {

namespace {

void addUnique(std::vector<chess::Move>& moves, chess::Move m)
{
    if (std::find(moves.begin(), moves.end(), m) == moves.end()) moves.push_back(m);
}

bool contains(const std::vector<chess::Move>& moves, chess::Move m)
{
    return std::find(moves.begin(), moves.end(), m) != moves.end();
}

std::string sanList(const chess::Position& pos, const std::vector<chess::Move>& moves)
{
    std::string out;
    for (const chess::Move m : moves) {
        if (!out.empty()) out += ", ";
        out += chess::toSan(pos, m);
    }
    return out;
}

// The departures' words, in Kind's order: one for each (the static_assert checks every Kind
// up to the last, NotInBook, has its row).
constexpr auto DepartureWords = std::to_array<EnumText<Departure::Kind>>({
    {Departure::Kind::You, "you"},
    {Departure::Kind::Opponent, "opponent"},
    {Departure::Kind::EndOfBook, "end"},
    {Departure::Kind::NotInBook, "not-in-book"},
});
static_assert(hasEveryValue(DepartureWords, Departure::Kind::NotInBook));

} // namespace

Repertoire::Repertoire(const std::vector<pgn::Game>& games, chess::Color color)
    : m_color(color)
{
    std::vector<chess::Move> path;
    for (const pgn::Game& game : games) {
        m_starts.push_back(game.startPosition());
        path.clear();
        add(*game.root(), path, game.startPosition());
    }
}

// Depth-first over the tree with an explicit stack: a repertoire file can hold long lines,
// and recursion per ply is what Node's destructor avoids too.
void Repertoire::add(const pgn::Node& root, std::vector<chess::Move>& path,
                     const chess::Position& start)
{
    struct Frame {
        const pgn::Node* node;
        std::size_t next; // the next child to visit
    };
    std::vector<Frame> stack{{&root, 0}};
    while (!stack.empty()) {
        Frame& f = stack.back();
        const pgn::Node& node = *f.node;
        if (f.next == 0 && node.childCount() > 0) {
            const chess::Position& pos = node.position();
            const chess::Key key = pos.repetitionKey();
            if (pos.sideToMove() == m_color) {
                auto [it, fresh] = m_index.try_emplace(key, m_cards.size());
                if (fresh) m_cards.push_back({key, pos, {}, start, path});
                for (const auto& child : node.children())
                    addUnique(m_cards[it->second].moves, child->move());
            } else {
                std::vector<chess::Move>& replies = m_replies[key];
                for (const auto& child : node.children()) addUnique(replies, child->move());
            }
        }
        if (f.next < node.childCount()) {
            const pgn::Node* child = node.child(f.next++);
            path.push_back(child->move());
            stack.push_back({child, 0});
        } else {
            stack.pop_back();
            if (!stack.empty()) path.pop_back();
        }
    }
}

const Card* Repertoire::card(const chess::Position& pos) const
{
    if (pos.sideToMove() != m_color) return nullptr;
    const auto it = m_index.find(pos.repetitionKey());
    return it == m_index.end() ? nullptr : &m_cards[it->second];
}

const std::vector<chess::Move>* Repertoire::replies(const chess::Position& pos) const
{
    if (pos.sideToMove() == m_color) return nullptr;
    const auto it = m_replies.find(pos.repetitionKey());
    return it == m_replies.end() ? nullptr : &it->second;
}

std::string_view departureName(Departure::Kind kind)
{
    return textOf(DepartureWords, kind, "end");
}

std::string Departure::describe() const
{
    if (kind == Kind::NotInBook) return "the game does not start in the repertoire";
    std::string move =
        std::to_string(moveNumber) + (before.sideToMove() == chess::Color::White ? ". " : "... ");
    if (kind == Kind::EndOfBook)
        return "followed the repertoire for " + std::to_string(ply) + " plies, to its end";
    move += chess::toSan(before, played);
    const std::string known = " (repertoire: " + sanList(before, expected) + ")";
    return move + (kind == Kind::You ? " left the repertoire" : " by the opponent left it") + known;
}

Departure findDeparture(const Repertoire& repertoire, const pgn::Game& game)
{
    Departure d;
    const chess::Position& start = game.startPosition();
    if (!repertoire.card(start) && !repertoire.replies(start)) {
        d.kind = Departure::Kind::NotInBook;
        d.before = start;
        return d;
    }
    const pgn::Node* node = game.root();
    while (true) {
        const chess::Position& pos = node->position();
        d.before = pos;
        d.ply = node->ply() + 1;
        d.moveNumber = pos.fullmoveNumber();
        const pgn::Node* next = node->next();
        const Card* card = repertoire.card(pos);
        const std::vector<chess::Move>* replies = repertoire.replies(pos);
        const std::vector<chess::Move>* known = card ? &card->moves : replies;
        if (!known || !next) {
            d.kind = Departure::Kind::EndOfBook;
            d.ply = node->ply();
            return d;
        }
        if (!contains(*known, next->move())) {
            d.kind = card ? Departure::Kind::You : Departure::Kind::Opponent;
            d.played = next->move();
            d.expected = *known;
            return d;
        }
        node = next;
    }
}

} // namespace kibitz::train
