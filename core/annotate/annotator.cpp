// SPDX-License-Identifier: GPL-3.0-or-later
#include "annotate/annotator.h"

#include "chess/movegen.h"
#include "chess/notation.h"
#include "pgn/comment.h"

#include <QTimer>

#include <string_view>

namespace kibitz::annotate {

namespace {

using State = engine::EngineProcess::State;

// The engine's score (its side to move's view) as an evaluation from White's.
pgn::Eval toEval(const engine::Score& s, chess::Color sideToMove, std::optional<int> depth)
{
    const int sign = sideToMove == chess::Color::White ? 1 : -1;
    return s.kind == engine::Score::Kind::Mate ? pgn::Eval::mate(sign * s.value, depth)
                                               : pgn::Eval::centipawns(sign * s.value, depth);
}

bool hasQualityNag(const pgn::Node* n)
{
    return std::any_of(n->nags().begin(), n->nags().end(),
                       [](std::uint8_t nag) { return nag >= 1 && nag <= 6; });
}

} // namespace

Annotator::Annotator(engine::EngineProcess* engine, Options options, QObject* parent)
    : QObject(parent)
    , m_engine(engine)
    , m_options(std::move(options))
{
    connect(engine, &engine::EngineProcess::info, this, &Annotator::onInfo);
    connect(engine, &engine::EngineProcess::bestMove, this, &Annotator::onBestMove);
    connect(engine, &engine::EngineProcess::started, this, [this] {
        if (m_waitingForEngine) {
            m_waitingForEngine = false;
            next();
        }
    });
    connect(engine, &engine::EngineProcess::failed, this, [this](const QString& why) {
        if (!m_busy) return;
        if (m_waitingForEngine && m_next >= m_positions.size()) {
            m_waitingForEngine = false; // only its name was missing: the annotation is done
            finish();
            return;
        }
        m_busy = false;
        emit failed(why);
    });
}

QString Annotator::engineName() const
{
    return m_engine && !m_engine->name().isEmpty() ? m_engine->name() : QStringLiteral("engine");
}

QString Annotator::annotatorTag() const
{
    return QStringLiteral("Kibitz (%1, %2)").arg(engineName(), m_options.limitText);
}

void Annotator::annotate(const pgn::Game& game)
{
    m_game = game;
    m_positions.assign(1, game.startPosition());
    m_moves = game.mainlineMoves();
    for (chess::Move m : m_moves) m_positions.push_back(m_positions.back().after(m));
    m_evals.assign(m_positions.size(), std::nullopt);
    m_pvs.assign(m_positions.size(), {});
    m_summary[0] = m_summary[1] = SideSummary{};
    // Book moves: as long as the game follows the book from its start, or says itself that
    // its moves came from a book (a game played in Kibitz marks them "book"): the opening is
    // judged by whoever wrote the book, not by a search of a few seconds.
    std::vector<bool> markedBook;
    for (const pgn::Node* n : game.mainline())
        markedBook.push_back(pgn::splitBookMark(pgn::parseComment(n->commentAfter()).text).book);
    m_bookMoves = 0;
    while (std::size_t(m_bookMoves) < m_moves.size()) {
        const std::size_t k = std::size_t(m_bookMoves);
        bool inBook = markedBook[k];
        if (!inBook && m_options.book) {
            const auto moves = m_options.book->probe(m_positions[k]);
            inBook = std::any_of(moves.begin(), moves.end(),
                                 [&](const book::BookMove& b) { return b.move == m_moves[k]; });
        }
        if (!inBook) break;
        ++m_bookMoves;
    }
    m_earlierChecked = false;
    m_next = 0;
    m_busy = true;
    m_newGame = true;
    QTimer::singleShot(0, this, &Annotator::next);
}

void Annotator::cancel()
{
    if (!m_busy) return;
    m_busy = false;
    if (m_searching && m_engine) m_engine->stop();
    m_searching = false;
    emit failed(tr("Cancelled."));
}

void Annotator::next()
{
    if (!m_busy) return;
    const std::size_t total = m_positions.size();
    while (m_next < total) {
        const std::size_t i = m_next;
        emit progress(int(i), int(total));
        const chess::Position& pos = m_positions[i];
        // Book positions before the last book move are not judged: nothing to search.
        if (int(i) < m_bookMoves || m_evals[i]) {
            ++m_next;
            continue;
        }
        if (!chess::hasLegalMove(pos)) {
            // Mate or stalemate: the rules say, not an engine.
            m_evals[i] =
                pos.isCheck()
                    ? pgn::Eval::centipawns(pos.sideToMove() == chess::Color::White ? -1000 : 1000)
                    : pgn::Eval::centipawns(0);
            ++m_next;
            continue;
        }
        if (m_options.tables && chess::popCount(pos.occupied()) <= m_options.tables->maxPieces()) {
            if (const auto wdl = m_options.tables->probeWdl(pos)) {
                const int v = tb::toInt(*wdl); // win 2, cursed 1, draw 0, blessed -1, loss -2
                const int cp = v == 2 ? 1000 : v == -2 ? -1000 : 0;
                m_evals[i] =
                    pgn::Eval::centipawns(pos.sideToMove() == chess::Color::White ? cp : -cp);
                ++m_next;
                continue;
            }
        }
        if (!m_engine) {
            m_busy = false;
            emit failed(tr("The engine is gone."));
            return;
        }
        const State s = m_engine->state();
        if (s == State::Starting || s == State::NotRunning) {
            m_waitingForEngine = true; // started() calls next()
            return;
        }
        if (s != State::Idle) {
            QTimer::singleShot(20, this, &Annotator::next); // a search still winding down
            return;
        }
        // A re-run at the same engine and limit keeps the evaluations already written. Asked
        // only now: the tag names the engine, whose name is known once it has started.
        if (!m_earlierChecked) {
            m_earlierChecked = true;
            keepEarlierEvaluations();
            if (m_evals[i]) continue;
        }
        m_score.reset();
        m_depth.reset();
        m_pv.clear();
        // Each game from a clean engine (hash and history cleared): a game's annotation does
        // not depend on the games before it, so a file split by --shard and merged back is
        // the same as one run over it.
        if (m_newGame) m_engine->newGame();
        m_newGame = false;
        m_searching = true;
        m_engine->go(m_positions.front(),
                     std::vector<chess::Move>(m_moves.begin(), m_moves.begin() + long(i)),
                     m_options.limits);
        return;
    }
    // Nothing was searched (book, tablebase, earlier evaluations): the tag and the summary
    // still name the engine, which says its name once it has started.
    if (m_engine && m_engine->state() == State::Starting) {
        m_waitingForEngine = true; // started() calls next()
        return;
    }
    finish();
}

void Annotator::keepEarlierEvaluations()
{
    if (QString::fromStdString(m_game.headers().value("Annotator")) != annotatorTag()) return;
    std::size_t k = 1;
    for (const pgn::Node* n : m_game.mainline()) {
        if (const auto info = pgn::parseComment(n->commentAfter()); info.eval && !m_evals[k])
            m_evals[k] = info.eval;
        ++k;
    }
}

void Annotator::onInfo(const engine::Info& info)
{
    if (!m_searching || !info.score || info.multipv.value_or(1) != 1) return;
    if (info.score->lowerbound || info.score->upperbound) return; // the last exact one counts
    m_score = *info.score;
    m_depth = info.depth;
    if (!info.pv.empty()) m_pv = info.pv;
}

void Annotator::onBestMove()
{
    if (!m_searching) return;
    m_searching = false;
    if (!m_busy) return;
    const std::size_t i = m_next;
    if (m_score) m_evals[i] = toEval(*m_score, m_positions[i].sideToMove(), m_depth);
    m_pvs[i] = m_pv;
    ++m_next;
    next();
}

void Annotator::finish()
{
    m_busy = false;
    emit progress(int(m_positions.size()), int(m_positions.size()));
    std::size_t k = 1;
    pgn::Node* previous = m_game.root();
    std::vector<std::pair<pgn::Node*, std::size_t>> variations; // parent, position index
    for (pgn::Node* n : m_game.mainline()) {
        const bool white = m_positions[k - 1].sideToMove() == chess::Color::White;
        std::string comment = n->commentAfter();
        if (int(k) <= m_bookMoves) {
            if (!pgn::splitBookMark(pgn::parseComment(comment).text).book)
                comment += comment.empty() ? "book" : " book";
        } else {
            const bool terminal = !chess::hasLegalMove(m_positions[k]);
            if (m_evals[k] && !terminal) pgn::setEval(comment, *m_evals[k]);
            if (m_evals[k - 1] && m_evals[k]) {
                add(m_summary[white ? 0 : 1], *m_evals[k - 1], *m_evals[k], white);
                const Verdict v = judge(*m_evals[k - 1], *m_evals[k], white);
                if (v != Verdict::Good && !hasQualityNag(n)) {
                    std::vector<std::uint8_t> nags = n->nags();
                    nags.insert(nags.begin(), nagOf(v));
                    n->setNags(std::move(nags));
                }
                // Every move judged wanting gets the better line, an inaccuracy too: a "?!"
                // without the move that was better teaches nothing.
                if (v != Verdict::Good && !m_pvs[k - 1].empty())
                    variations.emplace_back(previous, k - 1);
            }
        }
        n->setCommentAfter(std::move(comment));
        previous = n;
        ++k;
    }
    // The better lines, after the walk (adding children while walking the main line would
    // not change it, but keeps the loop simple to read).
    for (const auto& [parent, i] : variations) {
        chess::Position pos = m_positions[i];
        pgn::Node* at = parent;
        int plies = 0;
        for (const std::string& uci : m_pvs[i]) {
            const auto m = chess::parseUci(pos, uci);
            if (!m || plies >= m_options.variationPlies) break;
            if (plies == 0 && *m == m_moves[i]) break; // the engine agrees with the game
            at = plies == 0 ? at->addVariation(*m) : at->addMove(*m);
            pos.play(*m);
            ++plies;
        }
    }
    // The summary before the first move, and who annotated.
    const std::string summary = "Kibitz analysis, " + engineName().toStdString() + " at "
                                + m_options.limitText.toStdString()
                                + ". White: " + describe(m_summary[0])
                                + ". Black: " + describe(m_summary[1]) + ".";
    std::string first = m_game.root()->commentAfter();
    // A summary from an earlier run (always last) is replaced.
    if (const std::size_t old = first.find("Kibitz analysis, "); old != std::string::npos)
        first.erase(old);
    while (!first.empty() && first.back() == ' ') first.pop_back();
    m_game.root()->setCommentAfter(first.empty() ? summary : first + " " + summary);
    m_game.headers().set("Annotator", annotatorTag().toStdString());
    emit finished(m_game);
}

} // namespace kibitz::annotate
