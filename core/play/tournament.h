// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// An engine tournament: a round robin (every pair of engines meets `rounds` times, colours
// alternating, each opening played once with each colour) or a gauntlet (the first engine
// against every other, the same way), played N games at once, each game in its own
// play::GameSession with its own engine processes.
//
// Adjudication, besides what the session's referee decides by the rules: Syzygy tables (the
// position's WDL decides as soon as it is in the tables), resignation (both engines agree,
// for K moves each, that one side is at least X centipawns down), draw (both engines' scores
// within Y centipawns for K moves each, once move M is reached) and a maximum length. An
// engine that crashes, hangs, overstep its time or plays an illegal move loses that game
// (the session's Termination and comment say why) and is restarted for its next game.
//
// Crash safety: the state file (JSON) holds the schedule, the openings and every finished
// game's result and PGN text; it is saved atomically after every game, before the PGN file
// (which is written again from the state each time, so it never holds half a game or a game
// the state does not know). resume() reads it back: finished games stay, games that were
// being played when the process died are played again from the start.
//
// With two engines and SPRT parameters, the event stops starting games once the test
// decides (games already running are finished and counted).

#include "engine/engineprocess.h"
#include "play/gamesession.h"
#include "play/openings.h"
#include "play/sprt.h"
#include "play/timecontrol.h"

#include <QObject>
#include <QString>
#include <QVariantMap>

#include <map>
#include <memory>
#include <optional>
#include <string>
#include <vector>

namespace kibitz::tb {
class Tablebase;
}

namespace kibitz::play {

struct TournamentEngine {
    QString name; // unique in the event: the PGN tags and the crosstable
    engine::EngineCommand command;
    // The engine list's saved options, applied by the launcher's rules (engine/launcher.h:
    // managed and undeclared ones left out, a saved UCI_Elo as the engine's strength).
    QVariantMap options;
    std::optional<TimeControl> tc;         // none: the event's
    bool ponder = false;                   // thinks on the opponent's time (Player::ponder)
    engine::xboard::PlaySettings xboard{}; // XBoard "random" and "nps N" each game
    QVariantMap given{}; // options given for this event (option.NAME=VALUE): sent as given
};

struct Adjudication {
    std::vector<std::string> syzygyFolders;          // none: no tablebase adjudication
    int resignScore = 0, resignMoves = 0;            // resignMoves 0: off
    int drawScore = 0, drawMoves = 0, drawAfter = 0; // drawMoves 0: off
    int maxMoves = 0;                                // 0: no limit
};

enum class TournamentFormat : std::uint8_t { RoundRobin, Gauntlet };

struct TournamentSettings {
    TournamentFormat format = TournamentFormat::RoundRobin;
    int rounds = 2; // games per pair
    std::vector<TournamentEngine> engines;
    TimeControl tc = TimeControl::clock(10000, 100);
    int concurrency = 1;
    std::vector<Opening> openings; // empty: the standard starting position
    Adjudication adjudication;
    std::optional<SprtParams> sprt; // two engines only
    QString event = QStringLiteral("Kibitz tournament");
    // Fixed limits (movetime, depth, nodes) have no clock to fall: a move that takes longer
    // than this loses the game as abandoned.
    int hangTimeoutMs = 60000;
    // Shard K of N (1-based): only the games whose index is K - 1 modulo N are played here,
    // so that N machines share one event; their state files are merged afterwards
    // (mergeStates). The SPRT then only decides on the merged games: a shard plays its own.
    int shard = 1, shards = 1;
    // False: only the PGN file is written, no state file (an event that is not resumed, such
    // as a match without --resume).
    bool keepState = true;
};

struct ScheduledGame {
    int white = 0, black = 0; // engine indices
    int round = 1;            // the pair's game number, 1..rounds
    int opening = -1;         // index in the openings, -1: the standard position
    // Once played:
    bool done = false;
    chess::Outcome outcome; // as the session ended it
    std::string pgn;
    int plies = 0; // the game's moves, the opening's included
};

// The games in playing order: game k of every pair, then game k + 1; in game k the pair's
// first engine has White when k is odd, and games 2j - 1 and 2j share opening j - 1 (modulo
// the openings), so each opening is played with both colours.
std::vector<ScheduledGame> makeSchedule(TournamentFormat format, int engines, int rounds,
                                        int openings);

// Whether a game of the schedule is shard's (settings.shard of settings.shards).
bool inShard(const TournamentSettings& settings, std::size_t game);

class Tournament : public QObject {
    Q_OBJECT

public:
    // statePath empty: pgnPath with ".state.json" in place of its extension. pgnPath empty:
    // nothing is written (the games are in schedule() and the signals).
    Tournament(TournamentSettings settings, QString pgnPath, QString statePath = {},
               QObject* parent = nullptr);
    ~Tournament() override;

    static QString defaultStatePath(const QString& pgnPath);

    // A new event: the schedule is made and the state saved (an existing state file is
    // replaced). Or an event continued from its state file: the engines (by name, in order),
    // format and rounds must match; the state's openings are used. Errors say what and where.
    std::optional<QString> create();
    std::optional<QString> resume();
    // The shards' state files of one event (the same engines, format, rounds, openings and
    // shard count, each shard once) as one: every game played in any of them. The event's
    // settings come from the first (engines by name only: merging plays nothing), the result
    // is saved as this tournament's state and PGN, and resume() can then play what the
    // shards left. Errors say which file and what differs.
    std::optional<QString> merge(const QStringList& shardStates);

    // Starts games until `concurrency` run; more as they finish. finished() when all are done
    // (or the SPRT decided and the running games are over).
    void start();
    // Paused: no new game starts; running games go on to their end.
    void setPaused(bool paused);
    bool isPaused() const { return m_paused; }
    // Stops at once: running games are aborted and not recorded (a resume plays them again).
    void stop();

    const TournamentSettings& settings() const { return m_settings; }
    const std::vector<ScheduledGame>& schedule() const { return m_schedule; }
    int gamesDone() const;
    int gamesRunning() const;
    bool isFinished() const { return m_finished; }
    // From engine a's side: all its games, or those against b.
    Tally engineTally(int a) const;
    Tally pairTally(int a, int b) const;
    // The SPRT's state for engine 0 against engine 1 (two-engine events with SPRT settings).
    SprtDecision sprtDecision() const;
    // The session of each running game (for boards in the workbench), by game index.
    std::map<int, const GameSession*> runningGames() const;
    const QString& pgnPath() const { return m_pgnPath; }
    const QString& statePath() const { return m_statePath; }

signals:
    void gameStarted(int game);
    void gameFinished(int game);
    void finished();
    // The state or PGN file could not be saved, or an engine refused the event's variant
    // (the event stops).
    void failed(const QString& why);

private:
    struct Slot;
    void launch();
    void startGame(Slot& slot, int game);
    engine::EngineProcess* engineFor(Slot& slot, int engine);
    void onMove(Slot& slot);
    void onGameOver(Slot& slot);
    std::optional<QString> save() const;
    // The state file's content, read and checked against the settings (engines by name,
    // format, rounds, shards); the openings and games are taken from it, and with
    // takeEngines the event's settings too, with anyShard its shard number.
    std::optional<QString> readState(const QString& path, bool takeEngines, bool anyShard);
    void checkFinished();

    TournamentSettings m_settings;
    QString m_pgnPath, m_statePath;
    std::vector<ScheduledGame> m_schedule;
    std::vector<std::unique_ptr<Slot>> m_slots;
    std::unique_ptr<tb::Tablebase> m_tablebase;
    bool m_paused = false, m_stopped = false, m_finished = false, m_started = false;
};

} // namespace kibitz::play
