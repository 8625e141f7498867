// SPDX-License-Identifier: GPL-3.0-or-later
#include "train/judge.h"

#include "chess/movegen.h"
#include "chess/notation.h"
#include "search/score.h"
#include "search/search.h"
#include "search/tt.h"

namespace kibitz::train {

struct MoveJudge::Engine {
    search::TranspositionTable tt;
    search::Searcher searcher{tt};
    Engine() { tt.resize(16); }
};

MoveJudge::MoveJudge(const tb::Tablebase* tables, int depth)
    : m_engine(std::make_unique<Engine>())
    , m_tables(tables)
    , m_depth(depth)
{}

MoveJudge::~MoveJudge() = default;

int MoveJudge::scoreOf(const chess::Position& pos, chess::Move move)
{
    search::Limits limits;
    limits.depth = m_depth;
    limits.searchMoves = {move};
    search::SearchOptions options;
    options.tables = m_tables;
    m_engine->searcher.resetStop();
    return m_engine->searcher.search(pos, {}, limits, options).score;
}

std::optional<chess::Move> MoveJudge::bestMove(const chess::Position& pos)
{
    if (chess::legalMoves(pos).empty()) return std::nullopt;
    search::Limits limits;
    limits.depth = m_depth;
    search::SearchOptions options;
    options.tables = m_tables;
    m_engine->searcher.resetStop();
    const search::SearchResult r = m_engine->searcher.search(pos, {}, limits, options);
    if (r.best.isNone()) return std::nullopt;
    return r.best;
}

Judgement MoveJudge::judge(const chess::Position& pos, chess::Move expected, chess::Move played)
{
    Judgement j;
    if (played == expected) {
        j.right = j.exact = true;
        j.reason = "the move of the exercise";
        return j;
    }
    const std::string expectedSan = chess::toSan(pos, expected);
    if (m_tables) {
        if (const auto root = m_tables->probeRoot(pos)) {
            j.by = Judgement::By::Tablebase;
            tb::Wdl want = tb::Wdl::Loss, got = tb::Wdl::Loss;
            for (const tb::MoveValue& v : root->moves) {
                if (v.move == expected) want = v.wdl;
                if (v.move == played) got = v.wdl;
            }
            j.right = got >= want;
            j.reason = "the tables: a " + std::string(tb::wdlName(got))
                       + (j.right ? ", as " + expectedSan + " gives"
                                  : ", where " + expectedSan + " gives a "
                                        + std::string(tb::wdlName(want)));
            return j;
        }
    }
    j.by = Judgement::By::Engine;
    j.expectedScore = scoreOf(pos, expected);
    j.playedScore = scoreOf(pos, played);
    const bool expectedMates = j.expectedScore >= search::MateBound;
    const bool playedMates = j.playedScore >= search::MateBound;
    const int loss = j.expectedScore - j.playedScore;
    j.right = expectedMates ? playedMates : loss <= GoodEnoughCp;
    if (expectedMates && !playedMates)
        j.reason = "the engine: " + expectedSan + " mates, this does not";
    else if (expectedMates)
        j.reason = "the engine: it mates as well";
    else if (loss <= 0)
        j.reason = "the engine: as good as " + expectedSan;
    else
        j.reason = "the engine: " + std::to_string(loss) + " cp below " + expectedSan;
    return j;
}

} // namespace kibitz::train
