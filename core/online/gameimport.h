// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// A player's games from lichess or chess.com into a PGN file, new or existing.
//
// - lichess: /api/games/user/{user} as PGN (clocks and evaluations included), oldest first
//   (sort=dateAsc), so that an import cut short keeps a prefix and the next one continues
//   from it; chess.com: /pub/player/{user}/games/archives, then each month's /pgn in turn.
// - Incremental: when the file exists, only games newer than the newest of the user's games
//   it holds are asked for (lichess since=, chess.com from that month on), and no game is
//   added twice (lichess by its Site, chess.com by its Link).
// - Games are written as the server sent them, byte for byte ([%clk], [%eval] kept), and only
//   whole ones (ending with their result). The file is written atomically (io/atomic_file.h):
//   the old file stays as it was until the new one, its old bytes first, replaces it whole.
//   When the answer breaks off, the whole games before the break are kept and the error says
//   what happened.

#include "online/client.h"

#include <QDateTime>
#include <QObject>
#include <QSet>
#include <QStringList>

#include <memory>
#include <optional>

namespace kibitz::io {
class AtomicFileWriter;
}

namespace kibitz::online {

enum class GameSite : std::uint8_t { Lichess, ChessCom };

struct ImportOptions {
    GameSite site = GameSite::Lichess;
    QString user;
    QDateTime since, until; // UTC; invalid: unbounded
    int max = 0;            // at most this many new games (0: all)
    // lichess perfType values (bullet, blitz, rapid, classical, correspondence, ...); for
    // chess.com its time classes (bullet, blitz, rapid, daily), read from TimeControl.
    QStringList perfTypes;
    bool ratedOnly = false; // lichess only (chess.com's PGN does not say)
    QString file;           // the PGN file to create or add to
};

// What a file already holds of a user's online games.
struct HeldGames {
    QSet<QString> keys;      // lichess Site and chess.com Link values
    QDateTime newestLichess; // the newest lichess game of the user (UTCDate + UTCTime)
    QDateTime newestChessCom;
    int games = 0;
};
// Reads path's games' tags (a missing file holds nothing); an unreadable file is an error.
Expected<HeldGames, QString> heldGames(const QString& path, const QString& user);

// chess.com's time class of a TimeControl tag ("180+2" blitz, "1/86400" daily).
QString chessComTimeClass(const QString& timeControl);

struct ImportResult {
    int added = 0;      // games written
    int duplicates = 0; // games the file already held
    int skipped = 0;    // games left out by the filters, or not whole
    bool incremental = false;
    QDateTime since; // what was asked for (lichess), or the first month (chess.com)
};

class GameImport : public QObject {
    Q_OBJECT
public:
    GameImport(Client* client, ImportOptions options, QObject* parent = nullptr);
    ~GameImport() override;

    void start();
    void cancel();
    bool running() const { return m_running; }
    const ImportResult& result() const { return m_result; }
    // Set when finished() came with a failure; the whole games before it are in the file.
    const std::optional<ServiceError>& error() const { return m_error; }

signals:
    // games written so far, and what is being fetched ("2024/03").
    void progress(int added, const QString& stage);
    void finished();

private:
    // Where the import starts: the chosen since, or the newest game the file holds when that
    // is later (the import is then incremental); kept in the result.
    QDateTime startFrom(const QDateTime& newestHeld);
    void startLichess();
    void startChessCom();
    void nextMonth();
    // Splits the bytes so far into whole games; at the end (final) the rest must be one.
    void takeGames(bool final);
    // A whole game's text: filtered, deduplicated, written.
    void addGame(const QByteArray& game);
    void fail(ServiceError error);
    void done();
    bool reachedMax() const { return m_options.max > 0 && m_result.added >= m_options.max; }

    Client* m_client;
    ImportOptions m_options;
    Service m_service;
    ImportResult m_result;
    std::optional<ServiceError> m_error;
    HeldGames m_held;
    std::unique_ptr<io::AtomicFileWriter> m_writer;
    QByteArray m_buffer;  // bytes of the answer not yet split into games
    QStringList m_months; // chess.com archive URLs still to fetch
    QString m_stage;
    bool m_running = false;
    bool m_cancelled = false;
    bool m_separate = false; // the next game needs a blank line before it
};

} // namespace kibitz::online
