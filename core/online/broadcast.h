// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// Following a lichess broadcast round (lichess API, tag "Broadcasts"):
//
// - GET /api/broadcast (NDJSON, one BroadcastWithRounds per line: a tour and its rounds) lists
//   the official broadcasts, those with a round scheduled or ongoing first.
// - GET /api/stream/broadcast/round/{id}.pgn first sends every game of the round as PGN, then,
//   each time a move is added to a game (or a game to the round), that game's whole PGN again.
//
// RoundGames keeps the round's games: each PGN that arrives replaces the game it is a newer
// version of (the same GameURL, else the same players, round and board), or is a new game.
// BroadcastFollow reads the stream into it, keeps a PGN file of the round up to date (written
// atomically, whole games only), and when the stream is cut says so and connects again, waiting
// longer each time; nothing already received is lost, since the stream starts again with every
// game whole.

#include "online/client.h"

#include <QDateTime>
#include <QElapsedTimer>
#include <QList>
#include <QObject>
#include <QPointer>
#include <QSet>
#include <QString>

#include <cstdint>
#include <memory>
#include <optional>

class QTimer;

namespace kibitz::online {

// ---- The list of broadcasts (schemas BroadcastWithRounds, BroadcastTour, BroadcastRoundInfo)

struct BroadcastRound {
    QString id; // 8 characters: what the stream is asked for
    QString name, slug, url;
    bool ongoing = false;  // started and not finished
    bool finished = false; // finishedAt given (or the deprecated "finished")
    QDateTime startsAt;    // invalid when not known
};

struct Broadcast {
    QString id, name, slug, url; // the tour's
    int tier = 0;                // lichess's featured tiers; 0 when not given
    QDateTime start, end;        // the tour's dates, when given
    QList<BroadcastRound> rounds;
    QString defaultRoundId; // the round lichess shows first, when given
    // The round to offer first: the default one, else the first ongoing, else the first not
    // finished, else the last.
    [[nodiscard]] int defaultRound() const;
};

// One line of the list (a BroadcastWithRounds object).
Expected<Broadcast, QString> parseBroadcast(const QByteArray& json);
// The NDJSON list; a line not in the documented shape is an error naming the line.
Expected<QList<Broadcast>, QString> parseBroadcasts(const QByteArray& ndjson);

// The round id in what a user pastes: the id itself (8 letters and digits), a round's URL
// (https://lichess.org/broadcast/TOUR/ROUND/ID, or with a game's id after it), or an API URL
// naming the round (/api/broadcast/round/ID.pgn, /api/stream/broadcast/round/ID.pgn).
std::optional<QString> broadcastRoundId(const QString& text);

// GET /api/broadcast?nb=count: the official broadcasts.
void listBroadcasts(Client& client, int count, std::function<void(Answer<QList<Broadcast>>)> done);

// ---- The games of a round

// What a game's tags say, for lists and messages.
struct BroadcastGameInfo {
    QString white, black, result, round, board;
    int plies = 0;    // main-line moves read
    QString lastMove; // the last main-line move in SAN ("23...Qxd4"), empty at the start
};
BroadcastGameInfo broadcastGameInfo(const QByteArray& pgn);

// Which game a PGN is: lichess's GameURL (or a Site naming the broadcast's game), else the
// players with the round and board.
QString broadcastGameKey(const QByteArray& pgn);

// A game's PGN is whole when it ends with a game termination marker (PGN standard 8.2.6);
// ongoing games end with "*".
bool isWholeGame(const QByteArray& pgn);

class RoundGames {
public:
    enum class Change : std::uint8_t { Added, Updated, Unchanged };
    struct Merged {
        int index = -1; // the game's place in games(), in the order the games first came
        Change change = Change::Unchanged;
    };
    // A whole game's PGN: a new game, or a newer version of one held.
    Merged merge(const QByteArray& pgn);
    // The games of a PGN file written before (so that following again goes on from them).
    void load(const QByteArray& text);
    [[nodiscard]] const QList<QByteArray>& games() const { return m_games; }
    [[nodiscard]] int size() const { return int(m_games.size()); }
    // Every game, each followed by a blank line: the file's text.
    [[nodiscard]] QByteArray text() const;
    // Every game has a result (none ends with "*").
    [[nodiscard]] bool allFinished() const;

private:
    QList<QByteArray> m_games;
    QList<QString> m_keys;
};

// Takes the whole games off the front of what a stream sent so far: a game is taken once the
// next one has begun, or when it ends with its termination marker and a blank line follows
// (lichess ends each game's PGN with blank lines). What is left is the start of a game still
// coming. final: the stream ended; the rest is returned too when it is a whole game.
QList<QByteArray> takeStreamGames(QByteArray& buffer, bool final);

// ---- Following a round

struct FollowOptions {
    QString roundId;
    QString file;               // the PGN file kept up to date (empty: none)
    int firstRetryMs = 1000;    // the wait before the first reconnection; doubled each time
    int longestRetryMs = 60000; // ... up to this
    int writeDelayMs = 300;     // the file is written at most this often while moves come
};

class BroadcastFollow : public QObject {
    Q_OBJECT
public:
    BroadcastFollow(Client* client, FollowOptions options, QObject* parent = nullptr);
    ~BroadcastFollow() override;

    // Reads the file (when it exists) into games(), then connects. False, and error() says
    // why, when the file cannot be read.
    bool start();
    // Stops following; the file gets the games received so far.
    void stop();
    [[nodiscard]] bool running() const { return m_running; }
    [[nodiscard]] bool connected() const { return m_connected; }
    [[nodiscard]] const RoundGames& games() const { return m_games; }
    [[nodiscard]] const FollowOptions& options() const { return m_options; }
    // The error that stopped following (a refused token, no such round, the file), or the
    // last cut while reconnecting.
    [[nodiscard]] const std::optional<ServiceError>& error() const { return m_error; }
    [[nodiscard]] int cuts() const { return m_cuts; }
    [[nodiscard]] int updates() const { return m_updates; }
    // The round is over: the stream ended with every game's result.
    [[nodiscard]] bool roundFinished() const { return m_finished; }

signals:
    // A game came (index in games()) or a newer version of it.
    void gameAdded(int index);
    void gameUpdated(int index);
    // The stream is open (again, after a cut).
    void streamConnected();
    // The stream was cut (or could not be had): connecting again in retryMs.
    void streamCut(const kibitz::online::ServiceError& error, int retryMs);
    // The file was written with every game received so far.
    void fileWritten();
    // Following stopped: stop(), the round is over, or an error that waiting does not mend
    // (error() says which).
    void finished();

private:
    void connectStream();
    void onData(const QByteArray& chunk);
    void onStreamEnd(std::optional<ServiceError> error);
    void takeGames(bool final);
    void scheduleWrite();
    void writeFile();
    void finish();

    QPointer<Client> m_client; // the window's, which may go first
    FollowOptions m_options;
    RoundGames m_games;
    QByteArray m_buffer;
    QSet<int> m_streamed; // the games the stream sent since it was opened
    std::optional<ServiceError> m_error;
    QTimer* m_retryTimer;
    QTimer* m_writeTimer;
    QElapsedTimer m_since; // since the stream was last opened
    int m_retryMs = 0;
    int m_cuts = 0;
    int m_updates = 0;
    int m_generation = 0; // the stream being read; answers of older ones are ignored
    bool m_running = false;
    bool m_connected = false;
    bool m_finished = false;
    bool m_dirty = false; // games not yet written
};

} // namespace kibitz::online
