// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// kibitz-cli's match and tournament: both are a play::Tournament (a match is a two-engine
// event), read from the same --engine forms, run the same way and printed by one printer:
// each game as it starts and ends, the SPRT as it goes, and at the end the crosstable (a
// match: its one line) or the JSON summary.

#include "args.h"

#include "play/tournament.h"

#include <optional>
#include <string>
#include <vector>

namespace kibitz::cli {

class JsonWriter;

// --engine NAME|PATH (an engine of the list with its saved options, or a program), or
// cutechess's key=value form joined by commas: cmd=NAME|PATH,name=NAME,arg=ARG,...,
// proto=uci|xboard,tc=TC,ponder=true|false,option.NAME=VALUE, and for XBoard engines
// random=true|false, nps=N. Needs the application (ensureCoreApplication).
std::optional<play::TournamentEngine> seriesEngine(const std::string& text, std::string& error);
// Every --engine of a command, the same engine twice numbered ("Kibitz (1)", "Kibitz (2)"),
// since names tell engines apart in the tags and the state; a usage error naming the bad one.
std::vector<play::TournamentEngine> seriesEngines(const std::vector<std::string>& texts,
                                                  std::optional<UsageError>& usage,
                                                  const std::string& who);

// --sprt elo0,elo1[,alpha,beta] or elo0=E0,elo1=E1[,alpha=A,beta=B].
std::optional<play::SprtParams> sprtOption(const std::optional<std::string>& text,
                                           std::optional<UsageError>& usage,
                                           const std::string& who);
enum class SeriesStyle : std::uint8_t {
    Match,      // "Game 3/10: ...", "Score of A vs B: ...", one final line; match's JSON
    Tournament, // "Started game ...", "Finished game ...", the crosstable; tournament's JSON
};

class SeriesPrinter {
public:
    SeriesPrinter(const play::Tournament& event, SeriesStyle style, bool json)
        : m_event(event)
        , m_style(style)
        , m_json(json)
    {}

    void gameStarted(int game) const;
    void gameFinished(int game) const;
    // At the end: the crosstable and the pairs (a match: its score line), or the JSON.
    void printResult(int resumedAfter) const;

private:
    std::string name(int engine) const;
    void printJson(int resumedAfter) const;
    // The played games as a JSON array: a match numbers them ("round"), a tournament does not.
    void writeGames(JsonWriter& w, bool rounds) const;
    void printCrosstable() const;

    const play::Tournament& m_event;
    SeriesStyle m_style;
    bool m_json;
};

// Plays the event to its end (or until it fails: the reason is returned, empty when none).
std::string runSeries(play::Tournament& event, const SeriesPrinter& printer);

} // namespace kibitz::cli
