// SPDX-License-Identifier: GPL-3.0-or-later
#include "play/tournament.h"

#include "chess/bitboard.h"
#include "chess/fen.h"
#include "chess/notation.h"
#include "chess/variant.h"
#include "engine/launcher.h"
#include "engine/variants.h"
#include "io/atomic_file_qt.h"
#include "pgn/writer.h"
#include "tablebase/syzygy.h"

#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QTimer>

#include <set>

namespace kibitz::play {

using chess::Color;
using engine::EngineProcess;

namespace {

const char* formatName(TournamentFormat f)
{
    return f == TournamentFormat::Gauntlet ? "gauntlet" : "round robin";
}

// A score in centipawns from the engine's side; mates far beyond any centipawn score.
int centipawns(const engine::Score& s)
{
    return int(s.toCentipawns(100000));
}

QString sideName(Color c)
{
    return c == Color::White ? QStringLiteral("White") : QStringLiteral("Black");
}

} // namespace

std::vector<ScheduledGame> makeSchedule(TournamentFormat format, int engines, int rounds,
                                        int openings)
{
    std::vector<std::pair<int, int>> pairs;
    for (int a = 0; a < engines; ++a)
        for (int b = a + 1; b < engines; ++b)
            if (format == TournamentFormat::RoundRobin || a == 0) pairs.emplace_back(a, b);
    std::vector<ScheduledGame> out;
    for (int k = 1; k <= rounds; ++k)
        for (const auto& [a, b] : pairs) {
            ScheduledGame g;
            g.white = k % 2 == 1 ? a : b;
            g.black = k % 2 == 1 ? b : a;
            g.round = k;
            g.opening = openings > 0 ? ((k - 1) / 2) % openings : -1;
            out.push_back(std::move(g));
        }
    return out;
}

// One place where a game is played: the running game's session and the engine processes
// this place has started (kept between games, restarted when they failed).
struct Tournament::Slot {
    int game = -1;
    std::unique_ptr<GameSession> session;
    std::map<int, std::unique_ptr<EngineProcess>> engines;
    QTimer watchdog;
    // Adjudication: plies in a row in which the movers' scores agreed.
    int resignStreak = 0;
    std::optional<Color> resignLoser;
    int drawStreak = 0;
};

Tournament::Tournament(TournamentSettings settings, QString pgnPath, QString statePath,
                       QObject* parent)
    : QObject(parent)
    , m_settings(std::move(settings))
    , m_pgnPath(std::move(pgnPath))
    , m_statePath(statePath.isEmpty() ? defaultStatePath(m_pgnPath) : std::move(statePath))
{
    m_settings.concurrency = std::max(1, m_settings.concurrency);
}

Tournament::~Tournament()
{
    // Sessions first: they disconnect from the engines they drive.
    for (auto& slot : m_slots) slot->session.reset();
}

QString Tournament::defaultStatePath(const QString& pgnPath)
{
    const QFileInfo info(pgnPath);
    const QString base = info.suffix().isEmpty() ? info.fileName() : info.completeBaseName();
    const QString name = base + QStringLiteral(".state.json");
    return pgnPath.contains(QLatin1Char('/')) ? info.dir().filePath(name) : name;
}

std::optional<QString> Tournament::create()
{
    if (m_settings.engines.size() < 2) return tr("A tournament needs two engines or more.");
    if (m_settings.rounds < 1) return tr("A tournament needs one round or more.");
    m_schedule = makeSchedule(m_settings.format, int(m_settings.engines.size()), m_settings.rounds,
                              int(m_settings.openings.size()));
    return save();
}

std::optional<QString> Tournament::resume()
{
    if (auto error = readState(m_statePath, false, false)) return error;
    // The PGN file again from the state: a kill between the two saves left it behind.
    return save();
}

std::optional<QString> Tournament::merge(const QStringList& shardStates)
{
    if (shardStates.isEmpty()) return tr("Nothing to merge: give the shards' state files.");
    std::vector<ScheduledGame> merged;
    std::vector<Opening> openings;
    std::set<int> shardsSeen;
    for (const QString& path : shardStates) {
        const bool first = &path == &shardStates.front();
        if (auto error = readState(path, first, true)) return error;
        if (!first) {
            auto differ = [&](const QString& what) {
                return tr("'%1' is a shard of another tournament than '%2': %3 differ")
                    .arg(path, shardStates.front(), what);
            };
            if (m_settings.openings.size() != openings.size()) return differ(tr("the openings"));
            for (std::size_t i = 0; i < openings.size(); ++i)
                if (chess::toFen(openings[i].start) != chess::toFen(m_settings.openings[i].start)
                    || openings[i].moves != m_settings.openings[i].moves)
                    return differ(tr("the openings"));
            if (m_schedule.size() != merged.size()) return differ(tr("the schedules"));
        }
        if (!shardsSeen.insert(m_settings.shard).second)
            return tr("'%1': shard %2 of %3 is there twice")
                .arg(path)
                .arg(m_settings.shard)
                .arg(m_settings.shards);
        if (first) {
            merged = m_schedule;
            openings = m_settings.openings;
            continue;
        }
        for (std::size_t i = 0; i < merged.size(); ++i)
            if (m_schedule[i].done && !merged[i].done) merged[i] = m_schedule[i];
    }
    // One event again: whatever the shards left is played by a resume of the merged state.
    m_settings.shard = m_settings.shards = 1;
    m_settings.openings = std::move(openings);
    m_schedule = std::move(merged);
    return save();
}

std::optional<QString> Tournament::readState(const QString& path, bool takeEngines, bool anyShard)
{
    QFile file(path);
    if (!file.open(QIODevice::ReadOnly))
        return tr("cannot read the state file '%1': %2").arg(path, file.errorString());
    QJsonParseError parseError;
    const QJsonDocument doc = QJsonDocument::fromJson(file.readAll(), &parseError);
    const QJsonObject o = doc.object();
    if (doc.isNull() || o.value(QStringLiteral("kibitzTournament")).toInt() != 1)
        return tr("'%1' is not a Kibitz tournament state file%2")
            .arg(path, doc.isNull() ? QStringLiteral(": ") + parseError.errorString() : QString());
    auto mismatch = [&](const QString& what) {
        return tr("'%1' is the state of another tournament: %2 differ").arg(path, what);
    };
    const QJsonArray names = o.value(QStringLiteral("engines")).toArray();
    const QString format = o.value(QStringLiteral("format")).toString();
    const int rounds = o.value(QStringLiteral("rounds")).toInt();
    // Files written before shards existed hold one whole event.
    const int shard = o.value(QStringLiteral("shard")).toInt(1);
    const int shards = o.value(QStringLiteral("shards")).toInt(1);
    if (takeEngines) {
        // The event as the file has it (a merge): engines by name, nothing to start.
        m_settings.engines.clear();
        for (const auto& name : names)
            m_settings.engines.push_back(TournamentEngine{name.toString(), {}, {}, {}});
        m_settings.format = format == QLatin1String(formatName(TournamentFormat::Gauntlet))
                                ? TournamentFormat::Gauntlet
                                : TournamentFormat::RoundRobin;
        m_settings.rounds = rounds;
        if (const auto tc =
                TimeControl::parse(o.value(QStringLiteral("tc")).toString().toStdString()))
            m_settings.tc = *tc;
        m_settings.sprt.reset();
        if (o.contains(QStringLiteral("sprt")))
            m_settings.sprt =
                SprtParams::parse(o.value(QStringLiteral("sprt")).toString().toStdString());
        m_settings.event = o.value(QStringLiteral("event")).toString(m_settings.event);
        m_settings.shard = shard;
        m_settings.shards = shards;
    }
    if (names.size() != int(m_settings.engines.size())) return mismatch(tr("the engines"));
    for (int i = 0; i < names.size(); ++i)
        if (names[i].toString() != m_settings.engines[std::size_t(i)].name)
            return mismatch(tr("the engines"));
    if (format != QLatin1String(formatName(m_settings.format))) return mismatch(tr("the formats"));
    if (rounds != m_settings.rounds) return mismatch(tr("the rounds"));
    if (shards != m_settings.shards) return mismatch(tr("the shard counts"));
    if (anyShard)
        m_settings.shard = shard;
    else if (shard != m_settings.shard)
        return mismatch(tr("the shards"));

    // The openings as the event began with them (a book's random ones included).
    std::vector<Opening> openings;
    const QJsonArray jsonOpenings = o.value(QStringLiteral("openings")).toArray();
    for (int i = 0; i < jsonOpenings.size(); ++i) {
        const QJsonObject jo = jsonOpenings[i].toObject();
        // Standard chess unless it says (files from before variants were played here).
        const auto variant = chess::parseVariantName(
            jo.value(QStringLiteral("variant")).toString(QStringLiteral("chess")).toStdString());
        if (!variant) return tr("%1: opening %2: unknown variant").arg(path).arg(i + 1);
        auto pos = chess::positionFromFen(jo.value(QStringLiteral("fen")).toString().toStdString(),
                                          variant->variant, chess::Validation::Lenient);
        if (!pos) return tr("%1: opening %2: bad FEN").arg(path).arg(i + 1);
        if (jo.value(QStringLiteral("chess960")).toBool()) pos->setChess960(true);
        Opening op{*pos, {}};
        chess::Position p = *pos;
        const QStringList moves = jo.value(QStringLiteral("moves"))
                                      .toString()
                                      .split(QLatin1Char(' '), Qt::SkipEmptyParts);
        for (const QString& m : moves) {
            const auto move = chess::parseUci(p, m.toStdString());
            if (!move) return tr("%1: opening %2: bad move %3").arg(path).arg(i + 1).arg(m);
            op.moves.push_back(*move);
            p.play(*move);
        }
        openings.push_back(std::move(op));
    }
    m_settings.openings = std::move(openings);

    m_schedule.clear();
    const QJsonArray games = o.value(QStringLiteral("games")).toArray();
    const int engines = int(m_settings.engines.size());
    for (int i = 0; i < games.size(); ++i) {
        const QJsonObject jg = games[i].toObject();
        ScheduledGame g;
        g.white = jg.value(QStringLiteral("white")).toInt(-1);
        g.black = jg.value(QStringLiteral("black")).toInt(-1);
        g.round = jg.value(QStringLiteral("round")).toInt(1);
        g.opening = jg.value(QStringLiteral("opening")).toInt(-1);
        if (g.white < 0 || g.white >= engines || g.black < 0 || g.black >= engines
            || g.opening >= int(m_settings.openings.size()))
            return tr("%1: game %2 is not valid").arg(path).arg(i + 1);
        g.done = jg.value(QStringLiteral("done")).toBool();
        const auto text = [&jg](const char* key) {
            return jg.value(QLatin1String(key)).toString().toStdString();
        };
        g.outcome.result = chess::parseResult(text("result")).value_or(chess::Result::Unknown);
        g.outcome.ending =
            chess::parseTermination(text("termination")).value_or(chess::Ending::Unterminated);
        g.outcome.text = text("reason");
        g.pgn = jg.value(QStringLiteral("pgn")).toString().toStdString();
        g.plies = jg.value(QStringLiteral("plies")).toInt();
        m_schedule.push_back(std::move(g));
    }
    return std::nullopt;
}

bool inShard(const TournamentSettings& settings, std::size_t game)
{
    return settings.shards <= 1 || int(game % std::size_t(settings.shards)) == settings.shard - 1;
}

std::optional<QString> Tournament::save() const
{
    QJsonObject o;
    o.insert(QStringLiteral("kibitzTournament"), 1);
    o.insert(QStringLiteral("event"), m_settings.event);
    o.insert(QStringLiteral("format"), QLatin1String(formatName(m_settings.format)));
    o.insert(QStringLiteral("rounds"), m_settings.rounds);
    o.insert(QStringLiteral("tc"), QString::fromStdString(m_settings.tc.toString()));
    QJsonArray names;
    for (const TournamentEngine& e : m_settings.engines) names.append(e.name);
    o.insert(QStringLiteral("engines"), names);
    QJsonArray openings;
    for (const Opening& op : m_settings.openings) {
        QStringList moves;
        chess::Position p = op.start;
        for (chess::Move m : op.moves) {
            moves << QString::fromStdString(chess::toUci(p, m));
            p.play(m);
        }
        QJsonObject jo{{QStringLiteral("fen"), QString::fromStdString(chess::toFen(op.start))},
                       {QStringLiteral("moves"), moves.join(QLatin1Char(' '))}};
        if (!op.start.isStandard())
            jo.insert(QStringLiteral("variant"),
                      QLatin1String(chess::variantUciName(op.start.variant())));
        if (op.start.isChess960()) jo.insert(QStringLiteral("chess960"), true);
        openings.append(jo);
    }
    o.insert(QStringLiteral("openings"), openings);
    if (m_settings.sprt)
        o.insert(QStringLiteral("sprt"), QString::fromStdString(m_settings.sprt->toString()));
    o.insert(QStringLiteral("shard"), m_settings.shard);
    o.insert(QStringLiteral("shards"), m_settings.shards);
    QJsonArray games;
    std::string pgnText;
    for (const ScheduledGame& g : m_schedule) {
        QJsonObject jg{{QStringLiteral("white"), g.white},
                       {QStringLiteral("black"), g.black},
                       {QStringLiteral("round"), g.round},
                       {QStringLiteral("opening"), g.opening},
                       {QStringLiteral("done"), g.done}};
        if (g.done) {
            const chess::Outcome& o = g.outcome;
            jg.insert(QStringLiteral("result"), QString::fromLatin1(chess::resultText(o.result)));
            jg.insert(QStringLiteral("termination"),
                      QString::fromLatin1(chess::terminationText(o.ending)));
            jg.insert(QStringLiteral("reason"), QString::fromStdString(o.text));
            jg.insert(QStringLiteral("pgn"), QString::fromStdString(g.pgn));
            jg.insert(QStringLiteral("plies"), g.plies);
            pgnText += g.pgn;
        }
        games.append(jg);
    }
    o.insert(QStringLiteral("games"), games);
    if (m_pgnPath.isEmpty()) return std::nullopt;
    // The state first: it is the truth the PGN file is made from.
    if (m_settings.keepState)
        if (auto error = io::saveFileAtomically(m_statePath, QJsonDocument(o).toJson()))
            return error;
    return io::saveFileAtomically(m_pgnPath, QByteArray::fromStdString(pgnText));
}

// ---------------------------------------------------------------------------------------
// Playing

void Tournament::start()
{
    if (m_started) return;
    m_started = true;
    if (!m_settings.adjudication.syzygyFolders.empty()) {
        m_tablebase = std::make_unique<tb::Tablebase>();
        m_tablebase->setPaths(m_settings.adjudication.syzygyFolders);
    }
    for (int i = 0; i < m_settings.concurrency; ++i) {
        auto slot = std::make_unique<Slot>();
        slot->watchdog.setSingleShot(true);
        Slot* s = slot.get();
        connect(&slot->watchdog, &QTimer::timeout, this, [this, s] {
            if (!s->session || !s->session->isPlaying()) return;
            const Color side = s->session->sideToMove();
            s->session->adjudicate(chess::winFor(~side), chess::Ending::Abandoned,
                                   tr("%1 (%2) did not move within %3 s.")
                                       .arg(sideName(side), s->session->player(side).name)
                                       .arg(m_settings.hangTimeoutMs / 1000.0));
        });
        m_slots.push_back(std::move(slot));
    }
    QTimer::singleShot(0, this, [this] {
        launch();
        checkFinished();
    });
}

void Tournament::setPaused(bool paused)
{
    if (m_paused == paused) return;
    m_paused = paused;
    if (!paused && m_started) {
        launch();
        checkFinished();
    }
}

void Tournament::stop()
{
    m_stopped = true;
    for (auto& slot : m_slots) {
        slot->watchdog.stop();
        if (slot->session) {
            slot->session->abort(tr("The tournament was stopped."));
            // Not deleted here: stop() may be called from a handler of this session's own
            // gameOver (through gameFinished), with the session still on the stack.
            slot->session.release()->deleteLater();
        }
        slot->game = -1;
    }
}

int Tournament::gamesDone() const
{
    int n = 0;
    for (const ScheduledGame& g : m_schedule) n += g.done;
    return n;
}

int Tournament::gamesRunning() const
{
    int n = 0;
    for (const auto& slot : m_slots) n += slot->game >= 0;
    return n;
}

std::map<int, const GameSession*> Tournament::runningGames() const
{
    std::map<int, const GameSession*> out;
    for (const auto& slot : m_slots)
        if (slot->game >= 0 && slot->session) out[slot->game] = slot->session.get();
    return out;
}

Tally Tournament::pairTally(int a, int b) const
{
    Tally t;
    for (const ScheduledGame& g : m_schedule) {
        if (!g.done) continue;
        if (g.white == a && g.black == b)
            t.addResult(g.outcome.result, true);
        else if (g.white == b && g.black == a)
            t.addResult(g.outcome.result, false);
    }
    return t;
}

Tally Tournament::engineTally(int a) const
{
    Tally t;
    for (const ScheduledGame& g : m_schedule) {
        if (!g.done) continue;
        if (g.white == a) t.addResult(g.outcome.result, true);
        if (g.black == a) t.addResult(g.outcome.result, false);
    }
    return t;
}

SprtDecision Tournament::sprtDecision() const
{
    if (!m_settings.sprt || m_settings.engines.size() != 2 || m_settings.shards > 1)
        return SprtDecision::Continue;
    return play::sprtDecision(pairTally(0, 1), *m_settings.sprt);
}

void Tournament::launch()
{
    if (m_stopped || m_paused || sprtDecision() != SprtDecision::Continue) return;
    std::set<int> running;
    for (const auto& slot : m_slots)
        if (slot->game >= 0) running.insert(slot->game);
    std::size_t next = 0;
    for (auto& slot : m_slots) {
        if (slot->game >= 0 || slot->session) continue;
        while (next < m_schedule.size()
               && (m_schedule[next].done || running.count(int(next)) || !inShard(m_settings, next)))
            ++next;
        if (next >= m_schedule.size()) return;
        // An engine of this place still finishing a search from its last game (a flag fell,
        // a game was adjudicated): wait for its bestmove, or for its stop timeout to fail it.
        const ScheduledGame& g = m_schedule[next];
        bool busy = false;
        for (int e : {g.white, g.black}) {
            const auto it = slot->engines.find(e);
            if (it != slot->engines.end()
                && (it->second->state() == EngineProcess::State::Stopping
                    || it->second->state() == EngineProcess::State::Searching))
                busy = true;
        }
        if (busy) {
            QTimer::singleShot(20, this, &Tournament::launch);
            continue;
        }
        running.insert(int(next));
        startGame(*slot, int(next));
    }
}

EngineProcess* Tournament::engineFor(Slot& slot, int index)
{
    std::unique_ptr<EngineProcess>& e = slot.engines[index];
    if (e
        && (e->state() == EngineProcess::State::Idle
            || e->state() == EngineProcess::State::Starting))
        return e.get();
    // Never started, or crashed, hung or gone: a fresh process (the old one is killed).
    e = std::make_unique<EngineProcess>();
    EngineProcess* p = e.get();
    const TournamentEngine& te = m_settings.engines[std::size_t(index)];
    engine::EngineEntry entry;
    entry.name = te.name;
    entry.command = te.command.program;
    entry.arguments = te.command.arguments;
    entry.workingDirectory = te.command.workingDirectory;
    entry.protocol = te.command.protocol;
    entry.options = te.options;
    // The event's options are its own (a command line's option.NAME=VALUE): sent as given.
    engine::LaunchSettings settings;
    settings.options = te.given;
    // The openings share a variant (a match's --variant); standard chess is not checked.
    if (!m_settings.openings.empty()) {
        settings.variant = m_settings.openings.front().start.variant();
        settings.chess960 = m_settings.openings.front().start.isChess960();
    }
    p->setPlaySettings(te.xboard);
    engine::launch(
        p, entry, settings,
        [this](const std::vector<engine::LaunchError>& problems) {
            // An engine that would play by other rules: the event cannot be played.
            const auto* r =
                engine::findProblem(problems, engine::LaunchError::Kind::VariantNotPlayed);
            if (!r || m_stopped) return;
            stop();
            emit failed(tr("%1 does not play %2")
                            .arg(r->engine, QString::fromStdString(
                                                engine::variantKey(r->variant, r->chess960))));
        },
        this);
    return p;
}

void Tournament::startGame(Slot& slot, int index)
{
    const ScheduledGame& g = m_schedule[std::size_t(index)];
    slot.game = index;
    slot.resignStreak = 0;
    slot.resignLoser.reset();
    slot.drawStreak = 0;
    EngineProcess* white = engineFor(slot, g.white);
    EngineProcess* black = engineFor(slot, g.black);
    slot.session = std::make_unique<GameSession>();
    GameSession* s = slot.session.get();
    if (g.opening >= 0) {
        const Opening& op = m_settings.openings[std::size_t(g.opening)];
        s->setStart(op.start, op.moves);
    } else {
        s->setStart(chess::Position::startPosition());
    }
    const TimeControl whiteTc = m_settings.engines[std::size_t(g.white)].tc.value_or(m_settings.tc);
    const TimeControl blackTc = m_settings.engines[std::size_t(g.black)].tc.value_or(m_settings.tc);
    s->setTimeControls(whiteTc, blackTc);
    const TournamentEngine& whiteEngine = m_settings.engines[std::size_t(g.white)];
    const TournamentEngine& blackEngine = m_settings.engines[std::size_t(g.black)];
    s->setPlayer(Color::White, Player{whiteEngine.name, white, whiteEngine.ponder});
    s->setPlayer(Color::Black, Player{blackEngine.name, black, blackEngine.ponder});
    s->setHeader(QStringLiteral("Event"), m_settings.event);
    s->setHeader(QStringLiteral("Round"), QString::number(index + 1));
    Slot* sp = &slot;
    connect(s, &GameSession::movePlayed, this, [this, sp] { onMove(*sp); });
    connect(s, &GameSession::gameOver, this, [this, sp] { onGameOver(*sp); });
    if (!whiteTc.isClock() || !blackTc.isClock()) {
        slot.watchdog.setInterval(m_settings.hangTimeoutMs);
        connect(s, &GameSession::stateChanged, this, [sp](GameSession::State state) {
            if (state == GameSession::State::Playing) sp->watchdog.start();
        });
    }
    emit gameStarted(index);
    s->start();
}

void Tournament::onMove(Slot& slot)
{
    GameSession* s = slot.session.get();
    if (!s || !s->isPlaying()) return;
    if (!s->timeControl(Color::White).isClock() || !s->timeControl(Color::Black).isClock())
        slot.watchdog.start();
    const Adjudication& adj = m_settings.adjudication;
    const chess::Position& pos = s->position();
    const Color mover = ~pos.sideToMove();
    using chess::winFor;
    const chess::Result draw = chess::Result::Draw;
    const chess::Ending adjudication = chess::Ending::Adjudication;

    // Syzygy: the tables know the outcome (with the fifty-move rule: a cursed win is a draw).
    if (m_tablebase && chess::popCount(pos.occupied()) <= m_tablebase->maxPieces()
        && pos.castlingRooks() == 0) {
        if (const auto wdl = m_tablebase->probeWdl(pos)) {
            const Color toMove = pos.sideToMove();
            if (*wdl == tb::Wdl::Win)
                s->adjudicate(winFor(toMove), adjudication,
                              tr("Syzygy tablebase: %1 wins.").arg(sideName(toMove)));
            else if (*wdl == tb::Wdl::Loss)
                s->adjudicate(winFor(~toMove), adjudication,
                              tr("Syzygy tablebase: %1 wins.").arg(sideName(~toMove)));
            else
                s->adjudicate(draw, adjudication, tr("Syzygy tablebase: draw."));
            return;
        }
    }
    const int fullMoves = s->game().mainlineEnd()->ply() / 2;
    if (adj.maxMoves > 0 && fullMoves >= adj.maxMoves) {
        s->adjudicate(draw, adjudication, tr("Draw: the game reached %1 moves.").arg(adj.maxMoves));
        return;
    }
    const auto score = s->lastScore(mover);
    if (!score) {
        slot.resignStreak = slot.drawStreak = 0;
        return;
    }
    const int cp = centipawns(*score); // the mover's view
    if (adj.resignMoves > 0) {
        std::optional<Color> loser;
        if (cp <= -adj.resignScore)
            loser = mover;
        else if (cp >= adj.resignScore)
            loser = ~mover;
        if (loser && loser == slot.resignLoser) {
            ++slot.resignStreak;
        } else {
            slot.resignLoser = loser;
            slot.resignStreak = loser ? 1 : 0;
        }
        // K moves of both engines: 2K plies in a row.
        if (slot.resignStreak >= 2 * adj.resignMoves) {
            s->adjudicate(winFor(~*slot.resignLoser), adjudication,
                          tr("%1 resigns: both engines scored it %2 cp or worse for %3 moves.")
                              .arg(sideName(*slot.resignLoser))
                              .arg(-adj.resignScore)
                              .arg(adj.resignMoves));
            return;
        }
    }
    if (adj.drawMoves > 0) {
        const int moveNumber = s->game().mainlineEnd()->ply() / 2 + 1;
        if (moveNumber > adj.drawAfter && std::abs(cp) <= adj.drawScore)
            ++slot.drawStreak;
        else
            slot.drawStreak = 0;
        if (slot.drawStreak >= 2 * adj.drawMoves) {
            s->adjudicate(draw, adjudication,
                          tr("Draw: both engines scored within %1 cp for %2 moves.")
                              .arg(adj.drawScore)
                              .arg(adj.drawMoves));
            return;
        }
    }
}

void Tournament::onGameOver(Slot& slot)
{
    slot.watchdog.stop();
    if (m_stopped || slot.game < 0 || !slot.session) return;
    const int index = slot.game;
    ScheduledGame& g = m_schedule[std::size_t(index)];
    const pgn::Game& game = slot.session->game();
    g.done = true;
    g.outcome = slot.session->outcome();
    g.pgn = pgn::writeGame(game);
    g.plies = game.mainlineEnd()->ply();
    if (auto error = save()) {
        m_stopped = true;
        emit failed(*error);
    }
    emit gameFinished(index);
    // The session is still on the stack that emitted gameOver: let it go from the loop.
    QTimer::singleShot(0, this, [this, sp = &slot] {
        sp->session.reset();
        sp->game = -1;
        launch();
        checkFinished();
    });
}

void Tournament::checkFinished()
{
    if (m_finished || m_stopped || gamesRunning() > 0) return;
    bool pending = false;
    for (std::size_t i = 0; i < m_schedule.size(); ++i)
        pending |= !m_schedule[i].done && inShard(m_settings, i);
    if (pending && sprtDecision() == SprtDecision::Continue) return;
    m_finished = true;
    emit finished();
}

} // namespace kibitz::play
