// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// The UCI front-end, sans-IO: feed it the GUI's lines with handleLine(), and it answers
// through the output callback, one line per call, without the newline. Searches run on a
// SearchWorker thread, so the output callback is also called from that thread; calls never
// overlap.
//
// Follows "Description of the universal chess interface (UCI)", Stefan Meyer-Kahlen,
// April 2006: uci/id/option/uciok, isready/readyok (answered during a search too),
// setoption, ucinewgame, position startpos|fen ... moves ..., go with every limit, stop,
// ponderhit, quit. Unknown commands are ignored.

#include "chess/position.h"
#include "search/frontend_base.h"
#include "search/search.h"
#include "search/worker.h"
#include "tablebase/syzygy.h"

#include <memory>

#include <functional>
#include <mutex>
#include <string>
#include <string_view>
#include <vector>

namespace kibitz::search {

class UciProtocol final : public Frontend {
public:
    explicit UciProtocol(Output output);
    ~UciProtocol() override;

    bool handleLine(std::string_view line) override;

    const chess::Position& position() const { return m_position; }
    const std::vector<chess::Key>& gameKeys() const { return m_keys; }
    int hashMegabytes() const { return m_hashMb; }
    // The Elo the engine plays at (strength.h), from Skill Level, UCI_LimitStrength and
    // UCI_Elo; 0: full strength.
    int strengthElo() const;
    const std::string& syzygyPath() const { return m_syzygyPath; }
    bool chess960() const { return m_chess960; }

private:
    void sendIdentity();
    void setOption(const std::vector<std::string_view>& words);
    void setPosition(const std::vector<std::string_view>& words);
    void go(const std::vector<std::string_view>& words);
    std::string formatInfo(const SearchInfo& info) const;
    std::string moveText(chess::Move m) const;

    chess::Position m_position;
    std::vector<chess::Key> m_keys;
    chess::Position m_searchRoot; // the position of the running search, for printing its PV

    // Options
    int m_hashMb = 16;
    int m_multiPv = 1;
    bool m_ponder = false;
    bool m_limitStrength = false;
    int m_elo = 1500;
    int m_skill = 20;
    bool m_randomMoves = false; // "Random Moves": a random legal move, no search
    int m_moveOverhead = 20;
    bool m_chess960 = false;
    void setSyzygyPath(const std::string& path, bool report);
    std::string m_syzygyPath;
    int m_tbProbeDepth = 1;
    bool m_tablesChosen = false; // SyzygyPath was set (not only the bundled default)
    int m_tbProbeLimit = 7;
    std::unique_ptr<tb::Tablebase> m_tables; // set by SyzygyPath
};

} // namespace kibitz::search
