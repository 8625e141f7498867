// SPDX-License-Identifier: GPL-3.0-or-later
#include "play/gamesession.h"

#include "chess/movegen.h"
#include "chess/notation.h"
#include "pgn/comment.h"
#include "pgn/outcome.h"

#include <QCoreApplication>
#include <QDate>
#include <QDateTime>
#include <QTimer>

#include <cmath>

namespace kibitz::play {

using chess::Color;
using engine::EngineProcess;

namespace {

QString sideName(Color c)
{
    return c == Color::White ? GameSession::tr("White") : GameSession::tr("Black");
}

using chess::Result;
using chess::winFor;

using chess::Ending;

// Clock comments in tenths: what a clock face shows, and what other programs write.
double tenths(std::int64_t ms)
{
    const std::int64_t whole = ms / 100; // whole tenths: cut, not rounded
    return double(whole) / 10.0;
}

// Plies from chess's start position to pos (its move number and side to move say).
int pliesFromStart(const chess::Position& pos)
{
    return (pos.fullmoveNumber() - 1) * 2 + (pos.sideToMove() == Color::Black ? 1 : 0);
}

} // namespace

GameSession::GameSession(QObject* parent)
    : QObject(parent)
{
    connect(&m_clock, &GameClock::flagged, this, &GameSession::onFlag);
    connect(&m_clock, &GameClock::runningChanged, this, &GameSession::turnChanged);
}

GameSession::~GameSession()
{
    // Leave the engines idle for whoever uses them next.
    for (Color c : {Color::White, Color::Black}) {
        cancelSearch(c);
        if (EngineProcess* e = m_players[index(c)].engine) e->disconnect(this);
    }
}

// ---------------------------------------------------------------------------------------
// Setting up

void GameSession::setPlayer(Color side, const Player& player)
{
    if (m_state != State::Setup) return;
    m_players[index(side)] = player;
}

void GameSession::setTimeControl(const TimeControl& tc)
{
    setTimeControls(tc, tc);
}

void GameSession::setTimeControls(const TimeControl& white, const TimeControl& black)
{
    if (m_state != State::Setup) return;
    m_tcs = {white, black};
}

void GameSession::setStart(const chess::Position& start,
                           const std::vector<chess::Move>& openingMoves)
{
    if (m_state != State::Setup) return;
    pgn::Headers headers = m_game.headers();
    m_game = pgn::Game(start);
    for (const pgn::Tag& t : headers.tags())
        if (t.name != "SetUp" && t.name != "FEN" && t.name != "Variant")
            m_game.headers().set(t.name, t.value);
    pgn::Node* node = m_game.root();
    m_openingPlies = 0;
    for (chess::Move m : openingMoves) {
        if (!node->position().isLegal(m)) break;
        node = node->addMove(m);
        ++m_openingPlies;
    }
    emit gameChanged();
}

void GameSession::resumeFrom(const pgn::Game& record)
{
    if (m_state != State::Setup) return;
    m_game = pgn::Game(record.startPosition());
    m_game.headers() = record.headers();
    pgn::Node* node = m_game.root();
    node->setCommentAfter(record.root()->commentAfter());
    m_openingPlies = 0;
    GameClock::Snapshot clocks;
    for (const pgn::Node* n : record.mainline()) {
        if (!node->position().isLegal(n->move())) break;
        node = node->addMove(n->move());
        node->setCommentBefore(n->commentBefore());
        node->setCommentAfter(n->commentAfter());
        node->setNags(n->nags());
        ++m_openingPlies;
        GameClock::Side& side = clocks.sides[index(n->mover())];
        ++side.movesMade;
        if (const auto clk = pgn::parseComment(n->commentAfter()).clock)
            side.remainingMs = std::llround(*clk * 1000.0);
        else
            side.remainingMs = -1; // not known: the time control's
    }
    m_resumeClock = clocks;
    emit gameChanged();
}

void GameSession::setHeader(const QString& name, const QString& value)
{
    m_game.headers().set(name.toStdString(), value.toStdString());
    emit gameChanged();
}

void GameSession::start()
{
    if (m_state != State::Setup) return;
    m_clock.reset(m_tcs[0], m_tcs[1]);
    // A player's clock starts once they have moved (as on lichess): the time to sit down, or
    // to see the engine's first move, is not theirs to lose. Engines are charged from the start.
    for (Color c : {Color::White, Color::Black})
        m_clock.setFirstMoveFree(c, m_players[index(c)].isHuman());
    if (m_resumeClock) {
        // The clocks as the record left them; a side without a recorded time keeps its start.
        GameClock::Snapshot clocks = m_clock.snapshot();
        for (int i = 0; i < 2; ++i) {
            clocks.sides[std::size_t(i)].movesMade = m_resumeClock->sides[std::size_t(i)].movesMade;
            if (m_resumeClock->sides[std::size_t(i)].remainingMs > 0)
                clocks.sides[std::size_t(i)].remainingMs =
                    m_resumeClock->sides[std::size_t(i)].remainingMs;
        }
        m_clock.restore(clocks);
    }
    auto& h = m_game.headers();
    if (h.value("Event", "?") == "?") h.set("Event", tr("Kibitz game").toStdString());
    if (h.value("Site", "?") == "?") h.set("Site", "Kibitz");
    // A new game is played today; a game resumed keeps the day it began.
    // ... and at the hour it began (PGN standard 9.6.1, Time, local time), which tells games
    // between the same players apart in the window's tabs.
    if (!m_resumeClock || h.value("Date", "?").find('?') != std::string::npos) {
        const QDateTime now = QDateTime::currentDateTime();
        h.set("Date", now.date().toString(QStringLiteral("yyyy.MM.dd")).toStdString());
        h.set("Time", now.time().toString(QStringLiteral("HH:mm:ss")).toStdString());
    }
    if (m_tcs[0].toString() == m_tcs[1].toString()) {
        h.set("TimeControl", m_tcs[0].toPgn());
    } else { // no standard tag for odds: cutechess's pair
        h.set("WhiteTimeControl", m_tcs[0].toPgn());
        h.set("BlackTimeControl", m_tcs[1].toPgn());
    }
    h.set("Result", "*");
    setPlayerTags();

    bool waiting = false;
    for (Color c : {Color::White, Color::Black}) {
        EngineProcess* e = m_players[index(c)].engine;
        if (!e) continue;
        connectEngine(c);
        switch (e->state()) {
        case EngineProcess::State::Starting:
            waiting = true;
            break;
        case EngineProcess::State::NotRunning:
        case EngineProcess::State::Failed:
            setState(State::Playing); // so that abort() records the reason
            abort(tr("%1 (%2) is not running.").arg(sideName(c), m_players[index(c)].name));
            return;
        default:
            e->newGame();
            break;
        }
    }
    if (waiting) {
        setState(State::WaitingForEngines);
        return;
    }
    beginPlay();
}

void GameSession::connectEngine(Color side)
{
    EngineProcess* e = m_players[index(side)].engine;
    connect(e, &EngineProcess::started, this, [this, side] {
        if (m_state != State::WaitingForEngines) return;
        m_players[index(side)].engine->newGame();
        onEngineStarted();
    });
    connect(e, &EngineProcess::bestMove, this,
            [this, side](const QString& move, const QString& ponder) {
                onBestMove(side, move, ponder);
            });
    connect(e, &EngineProcess::info, this,
            [this, side](const engine::Info& info) { onEngineInfo(side, info); });
    connect(e, &EngineProcess::failed, this,
            [this, side](const QString& why) { onEngineFailed(side, why); });
    connect(e, &EngineProcess::hint, this,
            [this, side](const QString& move) { onEngineHint(side, move); });

    // XBoard engines offer draws, resign and claim results themselves.
    connect(e, &EngineProcess::drawOffered, this, [this, side] { onEngineOfferedDraw(side); });
    connect(e, &EngineProcess::resigned, this, [this, side] { onEngineResigned(side); });
    connect(e, &EngineProcess::resultClaimed, this,
            [this, side](Result r, const QString& why) { onEngineClaimedResult(side, r, why); });
}

void GameSession::onEngineStarted()
{
    // Only a handshake is worth waiting for: an engine still winding down a search from the
    // last game is waited for by startSearch when its turn comes.
    for (const Player& p : m_players)
        if (p.engine && p.engine->state() == EngineProcess::State::Starting) return;
    beginPlay();
}

void GameSession::setPlayerTags()
{
    for (Color c : {Color::White, Color::Black}) {
        const Player& p = m_players[index(c)];
        QString name = p.name;
        if (name.isEmpty() && p.engine) name = p.engine->name(); // known after the handshake
        //: The name of a player who is not an engine
        if (name.isEmpty()) name = p.engine ? QStringLiteral("?") : tr("Human");
        m_game.headers().set(c == Color::White ? "White" : "Black", name.toStdString());
    }
}

void GameSession::beginPlay()
{
    setPlayerTags();
    setState(State::Playing);
    emit gameChanged();
    if (!checkEnd()) nextTurn();
}

// ---------------------------------------------------------------------------------------
// Reading

bool GameSession::isHumanToMove() const
{
    return m_state == State::Playing && m_players[index(sideToMove())].isHuman();
}

chess::History GameSession::history() const
{
    chess::History history(m_game.startPosition());
    for (const pgn::Node* n : m_game.mainline()) history.push(n->position());
    return history;
}

chess::GameStatus GameSession::status() const
{
    const chess::History h = history();
    return chess::gameStatus(position(), &h);
}

std::vector<chess::Move> GameSession::claimingMoves() const
{
    if (m_state != State::Playing) return {};
    return chess::claimingMoves(position(), history());
}

std::vector<chess::Move> GameSession::playedMoves() const
{
    return m_game.mainlineMoves();
}

// ---------------------------------------------------------------------------------------
// Turns

void GameSession::nextTurn()
{
    const Color side = sideToMove();
    m_usedBeforePause = 0;
    m_clockHistory.push_back(m_clock.snapshot());
    m_clock.start(side);
    if (m_players[index(side)].engine) startSearch(side);
}

void GameSession::startSearch(Color side)
{
    EngineProcess* e = m_players[index(side)].engine;
    EngineSeat& seat = m_seats[index(side)];
    seat.goPending = false;
    // A hint search still on is not an answer: stopped below as a search that is not ours.
    seat.hintSearch = false;
    if (seat.pondering) {
        // The opponent has moved. The move pondered on: the search under way is the answer
        // (unless the book has one); any other: that search is stopped, its bestmove ignored.
        seat.pondering = false;
        const std::vector<chess::Move> moves = playedMoves();
        const bool hit = !moves.empty() && moves.back() == seat.ponderMove
                         && e->state() == EngineProcess::State::Searching
                         && !inBook(side, position());
        if (hit) {
            seat.searching = true;
            e->ponderHit();
            return;
        }
        e->stop();
        if (e->state() == EngineProcess::State::Stopping) ++seat.staleBestMoves;
    }
    if (e->state() == EngineProcess::State::Searching && !seat.searching) e->stop(); // not ours
    if (e->state() == EngineProcess::State::Stopping) {
        // A search from before (a takeback, the last game, a missed ponder) is still winding
        // down; its bestmove is not an answer to this one.
        if (seat.staleBestMoves == 0) seat.staleBestMoves = 1;
        seat.goPending = true;
        return;
    }
    if (e->state() != EngineProcess::State::Idle) {
        seat.goPending = true;
        return;
    }
    if (const chess::Move m = bookMove(side)) {
        // Played from the event loop, as an engine's answer would be: whoever called for
        // the turn (a move being applied, the start of play) finishes first.
        const int ply = int(m_game.mainlineMoves().size());
        QTimer::singleShot(0, this, [this, side, m, ply] {
            if (m_state == State::Playing && !m_paused && sideToMove() == side
                && int(m_game.mainlineMoves().size()) == ply && position().isLegal(m))
                applyMove(m, true);
        });
        return;
    }
    seat.searching = true;
    e->go(m_game.startPosition(), playedMoves(), searchLimits(side));
}

engine::SearchLimits GameSession::searchLimits(Color side) const
{
    engine::SearchLimits limits;
    const TimeControl& tc = m_tcs[index(side)];
    switch (tc.kind()) {
    case TimeControl::Kind::Clock: {
        limits.wtimeMs = m_clock.remainingMs(Color::White);
        limits.btimeMs = m_clock.remainingMs(Color::Black);
        limits.wincMs = m_clock.incrementMs(Color::White);
        limits.bincMs = m_clock.incrementMs(Color::Black);
        if (const int toGo = m_clock.movesToGo(side); toGo > 0) limits.movesToGo = toGo;
        break;
    }
    case TimeControl::Kind::MoveTime:
        limits.movetimeMs = int(tc.moveTimeMs());
        break;
    case TimeControl::Kind::Depth:
        limits.depth = tc.depthLimit();
        break;
    case TimeControl::Kind::Nodes:
        limits.nodes = tc.nodeLimit();
        break;
    }
    return limits;
}

void GameSession::startPondering(Color side, chess::Move expected)
{
    EngineProcess* e = m_players[index(side)].engine;
    EngineSeat& seat = m_seats[index(side)];
    if (!e || e->state() != EngineProcess::State::Idle || seat.searching) return;
    const chess::Position after = position().after(expected);
    if (!chess::hasLegalMove(after)) return;
    if (inBook(side, after)) return;
    std::vector<chess::Move> moves = playedMoves();
    moves.push_back(expected);
    // The clocks as they stand: the engine's, not running while it ponders, is what it will
    // have when the opponent's move comes (UCI sends them with "go ponder").
    engine::SearchLimits limits = searchLimits(side);
    limits.ponder = true;
    seat.pondering = true;
    seat.ponderMove = expected;
    e->go(m_game.startPosition(), moves, limits);
}

void GameSession::cancelSearch(Color side)
{
    EngineSeat& seat = m_seats[index(side)];
    seat.goPending = false;
    EngineProcess* e = m_players[index(side)].engine;
    if (e && seat.enginePaused) {
        // A paused XBoard engine is let go first, so that it can take the stop.
        seat.enginePaused = false;
        e->resume();
    }
    seat.heldBestMove.reset();
    if (!e || !(seat.searching || seat.pondering || seat.hintSearch)) return;
    seat.searching = false;
    seat.pondering = false;
    seat.hintSearch = false;
    e->stop();
    // Stopped before readyok, the engine goes idle at once and sends nothing; otherwise a
    // bestmove is on its way.
    if (e->state() == EngineProcess::State::Stopping) ++seat.staleBestMoves;
}

void GameSession::onBestMove(Color side, const QString& text, const QString& ponderText)
{
    EngineSeat& seat = m_seats[index(side)];
    if (seat.staleBestMoves > 0) {
        --seat.staleBestMoves;
        if (seat.staleBestMoves == 0 && seat.goPending && m_state == State::Playing
            && sideToMove() == side)
            startSearch(side);
        return;
    }
    if (seat.hintSearch) {
        seat.hintSearch = false;
        if (m_state != State::Playing || int(m_game.mainlineMoves().size()) != m_hintPly) return;
        const auto move = chess::parseUci(position(), text.toStdString());
        emit hintReady(move ? *move : chess::Move::none());
        return;
    }
    if (!seat.searching || m_state != State::Playing || sideToMove() != side) return;
    if (m_paused) {
        // It moved before the pause reached it: the move waits for resume().
        seat.heldBestMove.emplace(text, ponderText);
        return;
    }
    seat.searching = false;
    const QString who =
        m_players[index(side)].name.isEmpty() ? sideName(side) : m_players[index(side)].name;
    if (text.isEmpty() || text == QLatin1String("(none)") || text == QLatin1String("0000")) {
        finish(winFor(~side), Ending::RulesInfraction,
               tr("%1 sent no move in a position with legal moves.").arg(who));
        return;
    }
    const auto move = chess::parseUci(position(), text.toStdString());
    if (!move) {
        finish(winFor(~side), Ending::RulesInfraction,
               tr("%1 played an illegal move: %2 (%3).")
                   .arg(who, text, QString::fromStdString(move.error().message)));
        return;
    }
    applyMove(*move);
    seat.lastPonder = ponderText;
    seat.lastMovePly = int(m_game.mainlineMoves().size());
    if (m_players[index(side)].ponder && m_state == State::Playing && sideToMove() != side
        && !ponderText.isEmpty()) {
        if (const auto expected = chess::parseUci(position(), ponderText.toStdString()))
            startPondering(side, *expected);
    }
}

void GameSession::onEngineInfo(Color side, const engine::Info& info)
{
    if (!m_seats[index(side)].searching || !info.score) return;
    if (info.multipv.value_or(1) != 1 || info.score->lowerbound || info.score->upperbound) return;
    m_seats[index(side)].lastScore = *info.score;
}

void GameSession::onEngineFailed(Color side, const QString& why)
{
    m_seats[index(side)] = EngineSeat{};
    if (m_state != State::Playing && m_state != State::WaitingForEngines) return;
    finish(winFor(~side), Ending::Abandoned, why);
}

bool GameSession::playMove(chess::Move move)
{
    if (m_paused || !isHumanToMove() || !move || !position().isLegal(move)) return false;
    return applyMove(move);
}

std::optional<int> bookPliesForStrength(std::optional<int> elo)
{
    if (!elo) return std::nullopt;
    constexpr int kNoBookBelow = 1200;
    if (*elo < kNoBookBelow) return 0;
    return (*elo - 1000) / 50;
}

void GameSession::setBook(Color side, std::shared_ptr<const book::PolyglotBook> book,
                          std::optional<int> maxPlies)
{
    EngineSeat& seat = m_seats[index(side)];
    seat.book = maxPlies && *maxPlies <= 0 ? nullptr : std::move(book);
    seat.bookPlies = maxPlies;
}

chess::Move GameSession::bookMove(Color side)
{
    if (!inBook(side, position())) return chess::Move::none();
    return m_seats[index(side)].book->pickWeighted(position(), m_bookRng);
}

bool GameSession::inBook(Color side, const chess::Position& pos) const
{
    const EngineSeat& seat = m_seats[index(side)];
    if (!seat.book || (seat.bookPlies && pliesFromStart(pos) >= *seat.bookPlies)) return false;
    return !seat.book->probe(pos).empty();
}

bool GameSession::applyMove(chess::Move move, bool fromBook)
{
    const Color mover = sideToMove();
    const std::int64_t used = m_clock.finishMove() + m_usedBeforePause;
    if (m_state != State::Playing) return false; // the flag fell with the move (onFlag)

    // Moving instead of answering a draw offer declines it (FIDE 9.1.2.3).
    if (m_drawOfferBy == ~mover) {
        m_drawOfferBy.reset();
        emit drawDeclined(mover);
    }
    pgn::Node* node = m_game.mainlineEnd()->addMove(move);
    std::string comment;
    if (m_clock.isTimed(mover)) pgn::setClock(comment, tenths(m_clock.remainingMs(mover)));
    pgn::setEmt(comment, double(used) / 1000.0);
    if (fromBook) comment += " book"; // as cutechess marks book moves
    node->setCommentAfter(std::move(comment));
    emit movePlayed(move);
    emit gameChanged();
    if (!checkEnd() && !m_claiming) nextTurn();
    return true;
}

bool GameSession::checkEnd()
{
    const chess::GameStatus s = status();
    const Color toMove = sideToMove();
    if (s.isOver()) {
        finish(s.outcome(), Ending::Normal,
               QCoreApplication::translate(chess::StatusWordsContext,
                                           chess::endingText(position(), s)));
        return true;
    }
    // An engine cannot claim through UCI: the session claims for it, at its first chance
    // (on its move, or right after its move made the claim possible).
    if (s.canClaimThreefold || s.canClaimFiftyMoves) {
        for (Color c : {toMove, ~toMove}) {
            const Player& p = m_players[index(c)];
            if (p.isHuman()) continue;
            const QString who = p.name.isEmpty() ? sideName(c) : p.name;
            finish(Result::Draw, Ending::Normal,
                   s.canClaimThreefold ? tr("Threefold repetition, claimed for %1.").arg(who)
                                       : tr("Fifty-move rule, claimed for %1.").arg(who));
            return true;
        }
    }
    return false;
}

void GameSession::onFlag(Color side)
{
    if (m_state != State::Playing) return;
    cancelSearch(side);
    // FIDE 6.9: the flag loses, unless the opponent cannot checkmate by any series of
    // legal moves.
    if (chess::hasInsufficientMaterial(position(), ~side))
        finish(Result::Draw, Ending::TimeForfeit,
               tr("%1's flag fell, but %2 cannot checkmate.").arg(sideName(side), sideName(~side)));
    else if (m_tcs[index(side)].kind() == TimeControl::Kind::MoveTime)
        finish(winFor(~side), Ending::TimeForfeit,
               tr("%1 overstepped the time per move.").arg(sideName(side)));
    else
        finish(winFor(~side), Ending::TimeForfeit, tr("%1's flag fell.").arg(sideName(side)));
}

// ---------------------------------------------------------------------------------------
// Requests

bool GameSession::resign(Color side)
{
    if (m_state != State::Playing) return false;
    finish(winFor(~side), Ending::Normal, tr("%1 resigns.").arg(sideName(side)));
    return true;
}

bool GameSession::engineAcceptsDraw(Color side) const
{
    const auto& score = m_seats[index(side)].lastScore;
    if (!score) return false;
    if (score->kind == engine::Score::Kind::Mate) return score->isMated();
    return score->value <= m_drawAcceptCp;
}

bool GameSession::offerDraw(Color side)
{
    if (m_state != State::Playing) return false;
    const Player& opponent = m_players[index(~side)];
    if (opponent.isHuman()) {
        m_drawOfferBy = side;
        emit drawOffered(side);
        return true;
    }
    // An XBoard engine answers an offer itself: it gets "draw" and accepts by offering back
    // (onEngineOfferedDraw). A UCI engine has no say, so its score decides.
    if (opponent.engine->protocol() == engine::Protocol::XBoard) {
        m_drawOfferBy = side;
        opponent.engine->offerDraw();
        return true;
    }
    if (engineAcceptsDraw(~side)) {
        finish(Result::Draw, Ending::Normal, tr("Draw agreed."));
    } else {
        emit drawDeclined(~side);
    }
    return true;
}

bool GameSession::acceptDraw(Color side)
{
    if (m_state != State::Playing || m_drawOfferBy != ~side) return false;
    finish(Result::Draw, Ending::Normal, tr("Draw agreed."));
    return true;
}

bool GameSession::declineDraw(Color side)
{
    if (m_state != State::Playing || m_drawOfferBy != ~side) return false;
    m_drawOfferBy.reset();
    emit drawDeclined(side);
    return true;
}

bool GameSession::claimDraw(Color side)
{
    if (m_state != State::Playing) return false;
    const chess::GameStatus s = status();
    if (s.canClaimThreefold) {
        finish(Result::Draw, Ending::Normal,
               tr("Threefold repetition, claimed by %1.").arg(sideName(side)));
        return true;
    }
    if (s.canClaimFiftyMoves) {
        finish(Result::Draw, Ending::Normal,
               tr("Fifty-move rule, claimed by %1.").arg(sideName(side)));
        return true;
    }
    emit claimRejected(tr("No draw can be claimed: the position has not stood three times and "
                          "there have not been fifty moves without a capture or a pawn move."));
    return false;
}

bool GameSession::claimDrawWith(Color side, chess::Move move)
{
    if (!isHumanToMove() || sideToMove() != side || !move || !position().isLegal(move))
        return false;
    const chess::ClaimWithMove claim = chess::claimsWithMove(position(), history(), move);
    if (!claim.any()) {
        emit claimRejected(tr("%1 makes no claim: the position after it would not stand a third "
                              "time, and it does not complete fifty moves.")
                               .arg(QString::fromStdString(chess::toSan(position(), move))));
        return false;
    }
    const QString san = QString::fromStdString(chess::toSan(position(), move));
    m_claiming = true;
    const bool played = applyMove(move);
    m_claiming = false;
    if (!played || m_state != State::Playing) return played; // the move ended the game itself
    finish(Result::Draw, Ending::Normal,
           claim.threefold
               ? tr("Threefold repetition, claimed by %1 with %2.").arg(sideName(side), san)
               : tr("Fifty-move rule, claimed by %1 with %2.").arg(sideName(side), san));
    return true;
}

void GameSession::onEngineOfferedDraw(Color side)
{
    if (m_state != State::Playing || !m_players[index(side)].engine) return;
    if (m_drawOfferBy == ~side) { // an answer to the opponent's offer
        finish(Result::Draw, Ending::Normal, tr("Draw agreed."));
        return;
    }
    if (!m_players[index(~side)].isHuman()) {
        offerDraw(side); // an XBoard opponent is asked; a UCI one's score decides
        return;
    }
    m_drawOfferBy = side;
    emit drawOffered(side);
}

void GameSession::onEngineResigned(Color side)
{
    if (m_state != State::Playing || !m_players[index(side)].engine) return;
    resign(side);
}

void GameSession::onEngineClaimedResult(Color side, Result result, const QString& reason)
{
    if (m_state != State::Playing || !m_players[index(side)].engine) return;
    const QString who =
        m_players[index(side)].name.isEmpty() ? sideName(side) : m_players[index(side)].name;
    if (result == winFor(~side)) { // claiming its own loss: a resignation
        finish(result, Ending::Normal, tr("%1 resigns (%2).").arg(sideName(side), reason));
        return;
    }
    const chess::GameStatus s = status();
    if (result == Result::Draw && (s.canClaimThreefold || s.canClaimFiftyMoves)) {
        finish(Result::Draw, Ending::Normal, tr("%1, claimed by %2.").arg(reason, who));
        return;
    }
    // Mates and rule draws end the game before an engine can claim them, so any other
    // claim (an unfinished "*" included) is false, and a false claim loses (as in engine
    // tournaments).
    finish(winFor(~side), Ending::RulesInfraction,
           tr("%1 claimed %2 (%3) falsely.")
               .arg(who, QString::fromLatin1(chess::resultText(result)), reason));
}

bool GameSession::canTakeBack() const
{
    if (m_state != State::Playing || m_paused) return false;
    const pgn::Node* node = m_game.mainlineEnd();
    for (int ply = node->ply(); ply > m_openingPlies; --ply, node = node->parent())
        if (m_players[index(node->mover())].isHuman()) return true;
    return false;
}

bool GameSession::takeBack()
{
    if (!canTakeBack()) return false;
    // Back to the position before the last human move: that human is to move again.
    pgn::Node* node = m_game.mainlineEnd();
    int plies = 0;
    for (;;) {
        ++plies;
        const Color mover = node->mover();
        if (m_players[index(mover)].isHuman()) break;
        node = node->parent();
    }
    for (Color c : {Color::White, Color::Black}) cancelSearch(c);
    m_clock.stop();
    const std::size_t target = std::size_t(node->ply() - 1 - m_openingPlies);
    m_clock.restore(m_clockHistory[target]);
    m_clockHistory.resize(target);
    m_game.deleteFrom(node);
    m_drawOfferBy.reset();
    emit tookBack(plies);
    emit gameChanged();
    nextTurn();
    return true;
}

void GameSession::abort(const QString& reason)
{
    if (m_state == State::Finished) return;
    if (m_state == State::Setup) setState(State::Playing);
    finish(Result::Unknown, Ending::Unterminated,
           reason.isEmpty() ? tr("The game was stopped.") : reason);
}

bool GameSession::adjudicate(Result result, Ending ending, const QString& reason)
{
    if (m_state != State::Playing && m_state != State::WaitingForEngines) return false;
    if (result == Result::Unknown) return false;
    finish(result, ending, reason);
    return true;
}

void GameSession::finish(Result result, Ending ending, const QString& reason)
{
    m_clock.stop();
    const bool wasPaused = m_paused;
    m_paused = false;
    m_hintWaiting = false;
    for (Color c : {Color::White, Color::Black}) cancelSearch(c);
    m_drawOfferBy.reset();
    m_outcome = {result, ending, reason.toStdString()};
    pgn::recordOutcome(m_game, m_outcome); // the PGN edge

    // Telling the engines: XBoard engines get "result"; UCI has no such command (the next
    // ucinewgame says enough) and gameOver does nothing there.
    for (const Player& p : m_players)
        if (p.engine) p.engine->gameOver(result, reason);

    setState(State::Finished);
    if (wasPaused) emit pausedChanged(false);
    emit gameChanged();
    emit gameOver(result, reason);
}

// ---------------------------------------------------------------------------------------
// Pausing and hints

bool GameSession::pause()
{
    if (m_state != State::Playing || m_paused) return false;
    m_paused = true;
    m_usedBeforePause += m_clock.elapsedMs();
    m_clock.stop(); // charges the time used so far: the clocks stay right
    const Color toMove = sideToMove();
    for (Color c : {Color::White, Color::Black}) {
        EngineProcess* e = m_players[index(c)].engine;
        EngineSeat& seat = m_seats[index(c)];
        if (!e) continue;
        if (c == toMove && seat.searching && e->canPause()) {
            // XBoard section 11: "pause" holds the engine's thinking and clock.
            seat.enginePaused = true;
            e->pause();
        } else if (c == toMove && seat.goPending) {
            seat.goPending = false; // resume() asks again
        } else {
            cancelSearch(c); // its own search (UCI), a ponder search or a hint search
        }
    }
    m_hintWaiting = false;
    emit pausedChanged(true);
    emit turnChanged();
    return true;
}

bool GameSession::resume()
{
    if (m_state != State::Playing || !m_paused) return false;
    m_paused = false;
    const Color side = sideToMove();
    m_clock.start(side);
    EngineSeat& seat = m_seats[index(side)];
    EngineProcess* e = m_players[index(side)].engine;
    emit pausedChanged(false);
    emit turnChanged();
    if (!e) return true;
    if (seat.enginePaused) {
        seat.enginePaused = false;
        e->resume();
        if (auto held = std::exchange(seat.heldBestMove, std::nullopt))
            onBestMove(side, held->first, held->second);
        return true;
    }
    // Its search was stopped: a new one from the clocks as they stand now (the book's move,
    // when it has one, as at any turn).
    startSearch(side);
    return true;
}

bool GameSession::requestHint()
{
    if (m_paused || !isHumanToMove()) return false;
    const Color engineSide = ~sideToMove();
    EngineProcess* e = m_players[index(engineSide)].engine;
    if (!e) return false;
    EngineSeat& seat = m_seats[index(engineSide)];
    ++m_hintRequest;
    m_hintPly = int(m_game.mainlineMoves().size());
    if (seat.pondering) {
        answerHint(seat.ponderMove); // what it expects is what it thinks about
        return true;
    }
    if (e->protocol() == engine::Protocol::XBoard) {
        m_hintWaiting = true;
        e->requestHint();
        // Engines that do not know "hint" say nothing (or "Error"): no hint, then.
        QTimer::singleShot(HintWaitMs, this, [this, request = m_hintRequest] {
            if (m_hintRequest != request || !m_hintWaiting) return;
            m_hintWaiting = false;
            emit hintReady(chess::Move::none());
        });
        return true;
    }
    if (seat.lastMovePly == m_hintPly && !seat.lastPonder.isEmpty())
        if (const auto move = chess::parseUci(position(), seat.lastPonder.toStdString())) {
            answerHint(*move);
            return true;
        }
    if (seat.hintSearch) return true; // one is on already
    if (e->state() != EngineProcess::State::Idle || seat.searching) {
        answerHint(chess::Move::none());
        return true;
    }
    seat.hintSearch = true;
    engine::SearchLimits limits;
    limits.movetimeMs = HintSearchMs;
    e->go(m_game.startPosition(), playedMoves(), limits);
    return true;
}

void GameSession::onEngineHint(Color side, const QString& text)
{
    if (!m_hintWaiting || m_state != State::Playing || sideToMove() == side
        || int(m_game.mainlineMoves().size()) != m_hintPly)
        return;
    m_hintWaiting = false;
    const auto move = chess::parseUci(position(), text.toStdString());
    emit hintReady(move ? *move : chess::Move::none());
}

void GameSession::answerHint(chess::Move move)
{
    QTimer::singleShot(0, this, [this, move, request = m_hintRequest, ply = m_hintPly] {
        if (request != m_hintRequest || m_state != State::Playing
            || int(m_game.mainlineMoves().size()) != ply)
            return;
        emit hintReady(move && position().isLegal(move) ? move : chess::Move::none());
    });
}

void GameSession::setState(State s)
{
    if (s == m_state) return;
    m_state = s;
    emit stateChanged(s);
}

} // namespace kibitz::play
