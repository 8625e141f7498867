// SPDX-License-Identifier: GPL-3.0-or-later
#include "search/xboard_frontend.h"

#include "base/asciilower.h"

#include "chess/fen.h"
#include "chess/movegen.h"
#include "chess/notation.h"
#include "search/text.h"

#include <algorithm>
#include <chrono>
#include <cmath>

namespace kibitz::search {

using namespace chess;

namespace {

// "40", "5", "0:30" (minutes, or minutes:seconds) to milliseconds.
std::int64_t parseBaseTime(std::string_view s)
{
    const auto colon = s.find(':');
    if (colon == std::string_view::npos) return text::toInt(s, 0) * 60000;
    return text::toInt(s.substr(0, colon), 0) * 60000 + text::toInt(s.substr(colon + 1), 0) * 1000;
}

double parseDouble(std::string_view s)
{
    // Seconds may be fractional in newer xboards ("level 0 1 0.5", "st 0.5").
    try {
        return std::stod(std::string(s));
    } catch (...) {
        return 0.0;
    }
}

} // namespace

XBoardProtocol::XBoardProtocol(Output output)
    : Frontend(std::move(output))
{}

XBoardProtocol::~XBoardProtocol()
{
    cancelSearch();
}

Position XBoardProtocol::position() const
{
    std::lock_guard lock(m_stateMutex);
    return m_position;
}

void XBoardProtocol::cancelSearch()
{
    {
        std::lock_guard lock(m_stateMutex);
        ++m_searchId;
        m_pondering = false;
    }
    m_worker.stop();
    m_worker.wait();
}

std::string XBoardProtocol::moveText(const Position& pos, Move m) const
{
    // CECP: in FRC castling is sent as O-O / O-O-O; otherwise coordinate notation with the
    // king's two-step for castling.
    if (m.kind() == MoveKind::Castling && pos.isChess960())
        return Position::castlingSideOf(m) == CastlingSide::King ? "O-O" : "O-O-O";
    return toUci(m, false);
}

std::string XBoardProtocol::thinkingLine(const SearchInfo& info, const Position& root) const
{
    // CECP "Thinking Output": ply score time(centiseconds) nodes pv
    std::string line = std::to_string(info.depth);
    for (const std::int64_t field :
         {std::int64_t(xboardScore(info.score)), info.timeMs / 10, std::int64_t(info.nodes)}) {
        line += ' ';
        line += std::to_string(field);
    }
    Position pos = root;
    for (const Move m : info.pv) {
        if (!pos.isLegal(m)) break;
        line += ' ';
        line += moveText(pos, m);
        pos.play(m);
    }
    return line;
}

std::optional<std::string> XBoardProtocol::gameResult(bool withClaims) const
{
    const GameStatus status = gameStatus(m_position, &m_history);
    switch (status.termination) {
    case Termination::Checkmate:
        return m_position.sideToMove() == Color::White ? "0-1 {Black mates}" : "1-0 {White mates}";
    case Termination::Stalemate:
        return "1/2-1/2 {Stalemate}";
    case Termination::InsufficientMaterial:
        return "1/2-1/2 {Insufficient material}";
    case Termination::FivefoldRepetition:
    case Termination::SeventyFiveMoves:
        return "1/2-1/2 {Draw}";
    case Termination::VariantEnd:
        if (!status.winner) return "1/2-1/2 {Variant draw}";
        return *status.winner == Color::White ? "1-0 {White wins by the variant's rule}"
                                              : "0-1 {Black wins by the variant's rule}";
    case Termination::None:
        break;
    }
    if (!withClaims) return std::nullopt;
    if (status.canClaimThreefold) return "1/2-1/2 {Draw by repetition}";
    if (status.canClaimFiftyMoves) return "1/2-1/2 {Draw by fifty-move rule}";
    return std::nullopt;
}

bool XBoardProtocol::playMove(Move m)
{
    m_positions.push_back(m_position);
    m_position.play(m);
    m_history.push(m_position);
    return true;
}

Limits XBoardProtocol::limitsForMove(Color us, int fullmoveNumber) const
{
    Limits limits;
    limits.depth = m_depthLimit;
    if (m_moveTimeMs > 0) {
        limits.moveTime = m_moveTimeMs;
        return limits;
    }
    limits.time[index(us)] = m_clockMs >= 0 ? m_clockMs : m_baseMs;
    limits.inc[index(us)] = m_incMs;
    if (m_movesPerSession > 0) {
        const int played = fullmoveNumber - 1;
        limits.movesToGo = m_movesPerSession - played % m_movesPerSession;
    }
    return limits;
}

void XBoardProtocol::startThinking()
{
    std::uint64_t id;
    Position root;
    std::vector<Key> keys;
    Limits limits;
    {
        std::lock_guard lock(m_stateMutex);
        if (gameResult(false)) return;
        id = ++m_searchId;
        m_pondering = false;
        root = m_position;
        for (const Position& p : m_positions) keys.push_back(p.key());
        keys.push_back(root.key());
        limits = limitsForMove(root.sideToMove(), root.fullmoveNumber());
    }
    SearchOptions options;
    options.elo = strengthElo();
    options.randomMoves = m_randomMoves;
    const auto started = std::chrono::steady_clock::now();
    m_worker.start(
        root, keys, limits, options,
        [this, root](const SearchInfo& info) {
            if (m_post) send(thinkingLine(info, root));
        },
        [this, id, root, started](const SearchResult& result) {
            const auto used = std::chrono::duration_cast<std::chrono::milliseconds>(
                std::chrono::steady_clock::now() - started);
            searchDone(id, root, result, used.count());
        });
}

void XBoardProtocol::searchDone(std::uint64_t id, const Position& root, const SearchResult& result,
                                std::int64_t usedMs)
{
    std::lock_guard lock(m_stateMutex);
    if (id != m_searchId || !result.best) return;
    if (m_pondering) {
        // Stopped ("?") before the opponent moved: there is nothing to play yet.
        m_pondering = false;
        return;
    }
    playMove(result.best);
    send("move " + moveText(root, result.best));
    // The reply the search expects is the hint, while the game stays where it is.
    m_hint = result.ponder;
    m_hintKey = m_position.key();
    if (const auto over = gameResult(true)) {
        send(*over);
        return;
    }
    if (m_ponderEnabled && !m_force && !m_analyzing && !m_paused && result.ponder
        && m_position.isLegal(result.ponder))
        queuePonder(result.ponder, usedMs);
}

void XBoardProtocol::queuePonder(Move expected, std::int64_t usedMs)
{
    Position root = m_position;
    root.play(expected);
    if (!hasLegalMove(root)) return;
    std::vector<Key> keys;
    for (const Position& p : m_positions) keys.push_back(p.key());
    keys.push_back(m_position.key());
    keys.push_back(root.key());
    // Our clock as it will be when the opponent has moved: the last "time" less what this
    // move took, plus the increment; the GUI's next "time" comes too late for this search.
    Limits limits = limitsForMove(root.sideToMove(), root.fullmoveNumber());
    if (m_moveTimeMs <= 0 && m_clockMs >= 0) {
        std::int64_t& clock = limits.time[index(root.sideToMove())];
        clock = std::max<std::int64_t>(1, clock - usedMs + m_incMs);
    }
    limits.ponder = true;
    const std::uint64_t id = ++m_searchId;
    m_pondering = true;
    m_ponderMove = expected;
    SearchOptions options;
    options.elo = strengthElo();
    options.randomMoves = m_randomMoves;
    m_worker.continueWith(
        root, keys, limits, options,
        [this, root](const SearchInfo& info) {
            if (m_post) send(thinkingLine(info, root));
        },
        [this, id, root](const SearchResult& result) { searchDone(id, root, result, 0); });
}

bool XBoardProtocol::isPondering() const
{
    std::lock_guard lock(m_stateMutex);
    return m_pondering;
}

void XBoardProtocol::opponentMoved(std::string_view text)
{
    {
        std::lock_guard lock(m_stateMutex);
        if (m_pondering && !m_paused) {
            const auto m = parseMove(m_position, text);
            if (m && *m == m_ponderMove) {
                // Ponder hit: the search already under way is the engine's reply.
                playMove(*m);
                m_pondering = false;
                m_worker.ponderHit();
                return;
            }
        }
    }
    if (m_worker.isSearching()) cancelSearch();
    userMove(text);
}

void XBoardProtocol::startAnalysis()
{
    Position root;
    std::vector<Key> keys;
    {
        std::lock_guard lock(m_stateMutex);
        ++m_searchId;
        root = m_position;
        for (const Position& p : m_positions) keys.push_back(p.key());
        keys.push_back(root.key());
    }
    if (!hasLegalMove(root)) return;
    Limits limits;
    limits.infinite = true;
    m_worker.start(root, keys, limits, SearchOptions{},
                   [this, root](const SearchInfo& info) { send(thinkingLine(info, root)); }, {});
}

void XBoardProtocol::newGame()
{
    std::lock_guard lock(m_stateMutex);
    m_position = Position();
    m_position.setChess960(m_chess960);
    m_positions.clear();
    m_history = History(m_position);
    m_engineColor = Color::Black;
    m_force = false;
    m_depthLimit = 0;
    m_moveTimeMs = 0;
    m_clockMs = -1;
    m_hint = Move();
    m_paused = false;
    m_resumeThinking = false;
}

void XBoardProtocol::setBoard(std::string_view fen)
{
    auto parsed = positionFromFen(fen, Validation::Lenient);
    if (!parsed) {
        send("tellusererror Illegal position: " + parsed.error().toString());
        return;
    }
    std::lock_guard lock(m_stateMutex);
    m_position = *parsed;
    m_position.setChess960(m_chess960 || m_position.isChess960());
    m_positions.clear();
    m_history = History(m_position);
}

void XBoardProtocol::undo(int plies)
{
    std::lock_guard lock(m_stateMutex);
    for (int i = 0; i < plies && !m_positions.empty(); ++i) {
        m_position = m_positions.back();
        m_positions.pop_back();
        m_history.pop();
    }
}

void XBoardProtocol::userMove(std::string_view textMove)
{
    bool think = false;
    {
        std::lock_guard lock(m_stateMutex);
        const auto m = parseMove(m_position, textMove);
        if (!m || !*m) {
            send("Illegal move: " + std::string(textMove));
            return;
        }
        playMove(*m);
        if (!m_analyzing && !m_force) {
            if (const auto over = gameResult(false))
                send(*over);
            else
                think = m_position.sideToMove() == m_engineColor;
        }
    }
    if (m_paused)
        m_resumeThinking = m_resumeThinking || think; // on "resume"
    else if (m_analyzing)
        startAnalysis();
    else if (think)
        startThinking();
}

void XBoardProtocol::setOption(std::string_view assignment)
{
    // "option NAME=VALUE" (section 9, feature option); a check box's value is 0 or 1.
    const std::size_t eq = assignment.find('=');
    const std::string name =
        asciiLower(text::trim(assignment.substr(0, std::min(eq, assignment.size()))));
    const std::string_view value =
        eq == std::string_view::npos ? std::string_view{} : text::trim(assignment.substr(eq + 1));
    if (name == "skill level")
        m_skill = int(std::clamp<std::int64_t>(text::toInt(value, m_skill), 0, 20));
    else if (name == "uci_limitstrength")
        m_limitStrength = value == "1" || asciiLower(value) == "true";
    else if (name == "random moves")
        m_randomMoves = value == "1" || asciiLower(value) == "true";
    else if (name == "uci_elo")
        m_elo = int(
            std::clamp<std::int64_t>(text::toInt(value, m_elo), MinStrengthElo, MaxStrengthElo));
    else
        send("Error (unknown option): " + std::string(assignment));
}

bool XBoardProtocol::handleLine(std::string_view line)
{
    const std::vector<std::string_view> words = text::split(line);
    if (words.empty()) return true;
    const std::string_view command = words[0];
    const std::string_view arg = words.size() > 1 ? words[1] : std::string_view{};

    if (command == "xboard" || command == "accepted" || command == "rejected" || command == "random"
        || command == "ics" || command == "otim" || command == "draw" || command == "bk"
        || command == "egtpath" || command == "nps" || command == ".") {
        return true; // nothing to do
    }
    if (command == "protover") {
        send("feature setboard=1 usermove=1 ping=1 san=0 sigint=0 sigterm=0 analyze=1 colors=0 "
             "myname=\"Kibitz\" variants=\"normal,fischerandom\" memory=1 smp=1 name=1 pause=1");
        // The strength options, under their UCI names, so a GUI sets levels alike in both.
        send("feature option=\"Skill Level -spin 20 0 20\"");
        send("feature option=\"UCI_LimitStrength -check 0\"");
        send("feature option=\"Random Moves -check 0\"");
        send("feature option=\"UCI_Elo -spin 1500 " + std::to_string(MinStrengthElo) + " "
             + std::to_string(MaxStrengthElo) + "\"");
        send("feature done=1");
    } else if (command == "option") {
        setOption(text::trim(line.substr(std::min(line.size(), line.find("option") + 6))));
    } else if (command == "hint") {
        // The move the last search expected from the opponent, if the game is still there.
        std::lock_guard lock(m_stateMutex);
        if (m_hint && m_position.key() == m_hintKey && m_position.isLegal(m_hint))
            send("Hint: " + moveText(m_position, m_hint));
    } else if (command == "cores") {
        cancelSearch();
        m_worker.setThreads(int(std::clamp<std::int64_t>(text::toInt(arg, 1), 1, 512)));
    } else if (command == "hard") {
        m_ponderEnabled = true; // from the engine's next move on
    } else if (command == "easy") {
        m_ponderEnabled = false;
        if (isPondering()) cancelSearch();
    } else if (command == "name") {
        m_opponent.name = text::join(words, 1, words.size());
    } else if (command == "rating" && words.size() >= 3) {
        m_opponent.ownRating = int(text::toInt(words[1], 0));
        m_opponent.rating = int(text::toInt(words[2], 0));
    } else if (command == "computer") {
        m_opponent.computer = true;
    } else if (command == "pause") {
        // Section 11: the clocks stop and the engine neither thinks nor ponders until
        // "resume"; a search under way is dropped and started again on resume.
        if (!m_paused) {
            m_paused = true;
            m_resumeThinking = m_worker.isSearching() && !m_analyzing && !isPondering();
            cancelSearch();
        }
    } else if (command == "resume") {
        if (m_paused) {
            m_paused = false;
            if (m_analyzing)
                startAnalysis();
            else if (m_resumeThinking)
                startThinking();
            m_resumeThinking = false;
        }
    } else if (command == "new") {
        cancelSearch();
        newGame();
        if (m_analyzing) startAnalysis();
    } else if (command == "variant") {
        // Standard chess and Chess960 only (the features say so); any other variant is
        // refused rather than played by the wrong rules.
        if (arg != "normal" && arg != "fischerandom") {
            send("Error (unsupported variant): variant " + std::string(arg));
            return true;
        }
        cancelSearch();
        m_chess960 = arg == "fischerandom";
        std::lock_guard lock(m_stateMutex);
        m_position.setChess960(m_chess960);
    } else if (command == "force") {
        cancelSearch();
        std::lock_guard lock(m_stateMutex);
        m_force = true;
    } else if (command == "go") {
        cancelSearch();
        {
            std::lock_guard lock(m_stateMutex);
            m_force = false;
            m_engineColor = m_position.sideToMove();
        }
        startThinking();
    } else if (command == "playother") {
        cancelSearch();
        std::lock_guard lock(m_stateMutex);
        m_force = false;
        m_engineColor = ~m_position.sideToMove();
    } else if (command == "usermove") {
        opponentMoved(arg);
    } else if (command == "setboard") {
        cancelSearch();
        setBoard(text::join(words, 1, words.size()));
        if (m_analyzing) startAnalysis();
    } else if (command == "level" && words.size() >= 4) {
        m_movesPerSession = int(text::toInt(words[1], 0));
        m_baseMs = parseBaseTime(words[2]);
        m_incMs = std::int64_t(std::llround(parseDouble(words[3]) * 1000));
        m_moveTimeMs = 0;
    } else if (command == "st") {
        m_moveTimeMs = std::int64_t(std::llround(parseDouble(arg) * 1000));
    } else if (command == "sd") {
        m_depthLimit = int(text::toInt(arg, 0));
    } else if (command == "time") {
        m_clockMs = text::toInt(arg, 0) * 10; // centiseconds
    } else if (command == "ping") {
        send("pong " + std::string(arg));
    } else if (command == "analyze") {
        cancelSearch();
        m_analyzing = true;
        startAnalysis();
    } else if (command == "exit") {
        cancelSearch();
        m_analyzing = false;
    } else if (command == "?") {
        m_worker.stop(); // the search plays what it has
    } else if (command == "undo" || command == "remove") {
        cancelSearch();
        undo(command == "undo" ? 1 : 2);
        if (m_analyzing) startAnalysis();
    } else if (command == "result") {
        cancelSearch();
        std::lock_guard lock(m_stateMutex);
        m_force = true;
    } else if (command == "post") {
        m_post = true;
    } else if (command == "nopost") {
        m_post = false;
    } else if (command == "memory") {
        cancelSearch();
        m_memoryMb = std::size_t(std::clamp<std::int64_t>(text::toInt(arg, 16), 1, 4096));
        m_worker.table().resize(m_memoryMb);
    } else if (command == "quit") {
        cancelSearch();
        return false;
    } else {
        // Protocol version 1 GUIs (and usermove=0) send bare moves.
        bool isMove = false;
        {
            std::lock_guard lock(m_stateMutex);
            isMove = bool(parseMove(m_position, command));
        }
        if (isMove) {
            opponentMoved(command);
        } else {
            send("Error (unknown command): " + std::string(command));
        }
    }
    return true;
}

} // namespace kibitz::search
