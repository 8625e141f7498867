// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// The answers of the online services, read from their documented shapes (lichess's OpenAPI
// description, lichess-org/api doc/specs: OpeningExplorerMasters/Lichess/Player, TablebaseJson,
// CloudEval; chess.com's published-data API: the player's game archives). Only what Kibitz
// shows is kept. A body that is not in the documented shape is an error naming the field.

#include "chess/expected.h"
#include "chess/position.h"
#include "tablebase/report.h"

#include <QByteArray>
#include <QList>
#include <QString>
#include <QStringList>

#include <optional>

namespace kibitz::online {

// One game an explorer answer points to (topGames, recentGames, or a move's only game).
struct ExplorerGame {
    QString id;     // masters: /masters/pgn/{id}; lichess and player: lichess.org/{id}
    QString uci;    // the move played in the position, when given
    QString winner; // "white", "black", or empty for a draw
    QString white, black;
    int whiteRating = 0, blackRating = 0;
    int year = 0;
    QString month; // "2014-06"
    QString speed; // lichess and player only
};

struct ExplorerMove {
    QString uci, san;
    qint64 white = 0, draws = 0, black = 0;
    // Masters and lichess: the average rating of the games' players; player: the average
    // opponent's rating, and performance is the player's performance with the move.
    int averageRating = 0;
    std::optional<int> performance;
    std::optional<ExplorerGame> game; // when one game alone played the move
    qint64 games() const { return white + draws + black; }
};

struct ExplorerAnswer {
    qint64 white = 0, draws = 0, black = 0;
    QList<ExplorerMove> moves;
    QList<ExplorerGame> topGames;    // masters and lichess
    QList<ExplorerGame> recentGames; // lichess and player
    QString eco, opening;            // the position's opening, when named
};

// Masters, lichess and player answers share one shape; a player's answer is the last line of
// the NDJSON stream (lastJsonLine).
Expected<ExplorerAnswer, QString> parseExplorer(const QByteArray& json);
// The last non-empty line of an NDJSON stream (lichess sends empty lines to keep it alive).
QByteArray lastJsonLine(const QByteArray& ndjson);

// Tablebase categories from the side to move's point of view, in lichess's words.
struct TablebaseMove {
    QString uci, san;
    QString category; // "win", "loss", "draw", "cursed-win", "blessed-loss", "syzygy-win", ...
    std::optional<int> dtz, dtm;
    bool zeroing = false, checkmate = false, stalemate = false, insufficientMaterial = false;
};

struct TablebaseAnswer {
    QString category; // "unknown" when the server lacks the position
    std::optional<int> dtz, preciseDtz, dtm;
    bool checkmate = false, stalemate = false, insufficientMaterial = false;
    QList<TablebaseMove> moves; // the moves, best first, as the server ranks them
    bool known() const { return category != QLatin1String("unknown"); }
};

Expected<TablebaseAnswer, QString> parseTablebase(const QByteArray& json);

// The answer as the tablebase pane's report (tablebase/report.h), so that the pane, Play the
// Tablebase and the endgame trainer take an online answer as they take the local tables':
// the moves' categories (the opponent's, after the move) turned to the mover's, ranked. Moves
// that are not legal in pos are left out. Uncovered (reason "not in lichess's tables") when
// the server does not know the position.
tb::Report toReport(const TablebaseAnswer& answer, const chess::Position& pos);

// The category for the other side: a move's category is the opponent's after it, and this
// says what it is for the side that plays it ("loss" -> "win", "cursed-win" -> "blessed-loss").
QString flipCategory(const QString& category);

// -1, 0, +1: how a category scores for the side it describes (cursed and blessed are draws).
int categoryScore(const QString& category);

struct CloudLine {
    std::optional<int> cp;   // centipawns from White's point of view
    std::optional<int> mate; // moves to mate, from White's point of view
    QStringList moves;       // UCI
};

struct CloudEvalAnswer {
    QString fen;
    int depth = 0;
    qint64 knodes = 0;
    QList<CloudLine> lines;
};

Expected<CloudEvalAnswer, QString> parseCloudEval(const QByteArray& json);

// chess.com /pub/player/{user}/games/archives: the monthly archives' URLs, oldest first.
Expected<QStringList, QString> parseArchives(const QByteArray& json);

} // namespace kibitz::online
