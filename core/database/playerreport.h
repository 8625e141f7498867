// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// A player's report from a database: games by colour and result, the openings played with
// each colour and the score in each, the rating over the years, and the best wins (by the
// opponent's rating). From the index alone (names, Elo, dates, ECO, each game's main line for
// games without an ECO tag).

#include "database/database.h"

#include <string>
#include <vector>

namespace kibitz::db {

struct Score {
    std::uint32_t games = 0, wins = 0, draws = 0, losses = 0;
    // Points per game, 0..1 (a win 1, a draw 1/2); 0 without games.
    double score() const { return games ? (wins + 0.5 * draws) / games : 0.0; }
    void add(int outcome); // +1 win, 0 draw, -1 loss (a game without result counts as played)
};

struct OpeningScore {
    std::string eco;  // "B90"; "" when neither the tag nor the moves tell
    std::string name; // the commonest opening family of those games ("Sicilian Defense")
    Score score;
};

struct RatingPoint {
    std::uint32_t year = 0;
    std::uint32_t games = 0; // games that year with the player's rating known
    int minimum = 0, maximum = 0;
    double average = 0;
};

struct NotableGame {
    GameId game = 0;
    bool white = true; // the player had White
    std::string opponent;
    int opponentElo = 0;
    std::uint32_t date = 0; // yyyymmdd as in GameEntry
    std::string event;
    std::string eco;
    int plies = 0;
};

struct PlayerReport {
    std::vector<std::string> names; // the player's spellings (each as the database spells it)
    // When the name names several players (see PlayerNames::find: "Polgar" names three
    // sisters): their names, most games first, and no report; ask which.
    std::vector<std::string> candidates;
    Score asWhite, asBlack, total;
    std::uint32_t unfinished = 0;                           // games without a result ("*")
    std::vector<OpeningScore> openingsWhite, openingsBlack; // most played first
    std::vector<RatingPoint> rating;                        // by year, oldest first
    std::vector<NotableGame> bestWins;                      // strongest opponent first
};

// The report of one player (playernames.h): the spellings of the group of the spelling equal
// to name ignoring case (that spelling alone when it is only likely someone's), else of the
// one group name names. When it names several, the report holds only their candidates.
// bestWins keeps at most `wins` games.
PlayerReport playerReport(const Database& db, std::string_view name, std::size_t wins = 10);
// The report of the games whose White or Black is one of these string ids.
PlayerReport playerReport(const Database& db, const std::vector<std::uint32_t>& nameIds,
                          std::size_t wins = 10);

} // namespace kibitz::db
