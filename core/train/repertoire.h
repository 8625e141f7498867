// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// An opening repertoire: one or more games with variations, for White or for Black. Every
// position in it where the repertoire's side is to move and a move follows is a card, whose
// answer is the move (or moves) the repertoire plays there; the positions where the other
// side is to move give the replies the repertoire is prepared for. Positions are keyed by
// their repetition key (board, side to move, castling rights, a capturable en passant
// square), so a position reached by two move orders is one card, with the moves of both.
// No Qt.

#include "chess/position.h"
#include "pgn/game.h"

#include <cstddef>
#include <cstdint>
#include <optional>
#include <string>
#include <unordered_map>
#include <vector>

namespace kibitz::train {

struct Card {
    chess::Key key = 0;
    chess::Position position;       // as first reached
    std::vector<chess::Move> moves; // the repertoire's moves here, in the order first met
    chess::Position start;          // the start of the line that first reached it
    std::vector<chess::Move> path;  // that line's moves up to the position
};

class Repertoire {
public:
    Repertoire() = default;
    // Every position of every game's tree (variations included) with side to move `color`
    // and a move after it is a card. Games of a variant, or that start with the other side
    // to move from a set-up position, are taken as they are.
    Repertoire(const std::vector<pgn::Game>& games, chess::Color color);

    chess::Color color() const { return m_color; }
    const std::vector<Card>& cards() const { return m_cards; }
    // The card of a position (the repertoire's side to move), or nullptr.
    const Card* card(const chess::Position& pos) const;
    // The opponent's moves the repertoire knows in a position (the other side to move),
    // or nullptr when it has none there.
    const std::vector<chess::Move>* replies(const chess::Position& pos) const;
    // Opponent positions with replies.
    std::size_t replyPositions() const { return m_replies.size(); }
    // The positions where a line of the repertoire starts (each game's start).
    const std::vector<chess::Position>& starts() const { return m_starts; }

private:
    void add(const pgn::Node& node, std::vector<chess::Move>& path, const chess::Position& start);

    chess::Color m_color = chess::Color::White;
    std::vector<Card> m_cards;
    std::unordered_map<chess::Key, std::size_t> m_index;
    std::unordered_map<chess::Key, std::vector<chess::Move>> m_replies;
    std::vector<chess::Position> m_starts;
};

// Where a game left the repertoire, following its main line from the start.
struct Departure {
    enum class Kind : std::uint8_t {
        You,       // the repertoire's side played a move the repertoire does not have
        Opponent,  // the other side played a reply the repertoire is not prepared for
        EndOfBook, // the game followed the repertoire to its end
        NotInBook, // the game's start is not a position of the repertoire
    };
    Kind kind = Kind::EndOfBook;
    int ply = 0;                       // of the move that left (0: at the start)
    int moveNumber = 0;                // its move number
    chess::Position before;            // the position it was played in
    chess::Move played;                // none for EndOfBook and NotInBook
    std::vector<chess::Move> expected; // what the repertoire has there
    // "14... Nf6 (repertoire: Nc6, d6)", "5. Bc4 left by the opponent (repertoire: Nc3)".
    std::string describe() const;
};
std::string_view departureName(Departure::Kind kind); // "you", "opponent", "end", "not-in-book"

Departure findDeparture(const Repertoire& repertoire, const pgn::Game& game);

} // namespace kibitz::train
