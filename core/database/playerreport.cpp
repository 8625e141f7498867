// SPDX-License-Identifier: GPL-3.0-or-later
#include "database/playerreport.h"

#include "base/asciilower.h"

#include "database/database_impl.h"
#include "database/playernames.h"
#include "opening/classifier.h"

#include <algorithm>
#include <map>

namespace kibitz::db {

void Score::add(int outcome)
{
    ++games;
    if (outcome > 0) ++wins;
    if (outcome == 0) ++draws;
    if (outcome < 0) ++losses;
}

namespace {

bool equalIgnoreCase(std::string_view a, std::string_view b)
{
    return a.size() == b.size() && std::equal(a.begin(), a.end(), b.begin(), [](char x, char y) {
               return asciiLower(x) == asciiLower(y);
           });
}

// The opening of a game without an ECO tag: the deepest named position of its first moves.
const opening::Opening* classify(const Database::Impl& d, GameId g)
{
    const GameEntry& e = d.games[g];
    if ((e.flags & GameEntry::NotSearched) || !d.ensureSearchData()) return nullptr;
    chess::Position pos = d.startOf(g);
    std::vector<chess::Key> keys{pos.key()};
    MoveReader moves = d.moveReader(g);
    const int plies = std::min<int>(e.plies, 40);
    for (int i = 0; i < plies; ++i) {
        const auto m = moves.next(pos);
        if (m.isNone() || (!m.isNull() && !pos.isLegal(m))) break;
        pos.play(m);
        keys.push_back(pos.key());
    }
    const auto match = opening::Table::builtin().classify(keys);
    return match ? match->opening : nullptr;
}

struct OpeningTally {
    Score score;
    std::map<std::string, std::uint32_t> families;
};

std::vector<OpeningScore> ranked(std::map<std::string, OpeningTally>& tallies)
{
    std::vector<OpeningScore> out;
    for (auto& [eco, t] : tallies) {
        OpeningScore o{eco, {}, t.score};
        std::uint32_t best = 0;
        for (const auto& [family, n] : t.families)
            if (n > best) best = n, o.name = family;
        out.push_back(std::move(o));
    }
    std::stable_sort(out.begin(), out.end(), [](const OpeningScore& a, const OpeningScore& b) {
        return a.score.games > b.score.games;
    });
    return out;
}

} // namespace

PlayerReport playerReport(const Database& db, std::string_view name, std::size_t wins)
{
    const std::shared_ptr<const PlayerNames> shared = db.impl().playerNames();
    const PlayerNames& names = *shared;
    std::vector<std::uint32_t> ids;
    for (const NameGroup& g : names.groups)
        for (const NameSpelling& s : g.spellings)
            if (ids.empty() && equalIgnoreCase(s.text, name))
                for (const NameSpelling& t : g.spellings) ids.push_back(t.id);
    for (const LikelyName& l : names.likely)
        if (ids.empty() && equalIgnoreCase(l.spelling.text, name)) ids.push_back(l.spelling.id);
    if (ids.empty()) {
        const std::vector<std::size_t> groups = names.find(name);
        if (groups.size() > 1) {
            PlayerReport report;
            for (std::size_t g : groups) report.candidates.push_back(names.groups[g].name());
            return report;
        }
        if (groups.size() == 1)
            for (const NameSpelling& s : names.groups[groups[0]].spellings) ids.push_back(s.id);
    }
    return playerReport(db, ids, wins);
}

PlayerReport playerReport(const Database& db, const std::vector<std::uint32_t>& nameIds,
                          std::size_t wins)
{
    const Database::Impl& d = db.impl();
    PlayerReport report;
    std::vector<char> isPlayer(d.strings.size(), 0);
    for (std::uint32_t id : nameIds)
        if (id > 0 && id < d.strings.size()) isPlayer[id] = 1;
    if (std::find(isPlayer.begin(), isPlayer.end(), 1) == isPlayer.end()) return report;
    // Strings are shared by every column: a name must be a player's in a game to count.
    std::vector<char> seenAsPlayer(d.strings.size(), 0);

    std::map<std::string, OpeningTally> white, black;
    std::map<std::uint32_t, RatingPoint> years;
    std::vector<NotableGame> beaten;
    for (GameId g = 0; g < d.games.size(); ++g) {
        const GameEntry& e = d.games[g];
        const bool asWhite = isPlayer[e.white] != 0, asBlack = isPlayer[e.black] != 0;
        if (asWhite == asBlack) continue; // not the player's, or the player against itself
        seenAsPlayer[asWhite ? e.white : e.black] = 1;
        if (e.result == chess::Result::Unknown) {
            ++report.unfinished;
            continue;
        }
        const int outcome = e.result == chess::Result::Draw                     ? 0
                            : (e.result == chess::Result::WhiteWins) == asWhite ? 1
                                                                                : -1;
        (asWhite ? report.asWhite : report.asBlack).add(outcome);
        report.total.add(outcome);

        std::string eco = ecoText(e.eco), family;
        if (const opening::Opening* o = eco.empty() || e.opening == 0 ? classify(d, g) : nullptr) {
            if (eco.empty()) eco = o->eco;
            family = o->name.substr(0, o->name.find(':'));
        } else if (e.opening) {
            const std::string& text = d.strings[e.opening];
            family = text.substr(0, text.find(':'));
        }
        OpeningTally& t = (asWhite ? white : black)[eco];
        t.score.add(outcome);
        if (!family.empty()) ++t.families[family];

        const int elo = asWhite ? e.whiteElo : e.blackElo;
        if (const std::uint32_t year = e.date / 10000; year && elo) {
            RatingPoint& p = years[year];
            p.year = year;
            p.minimum = p.games ? std::min(p.minimum, elo) : elo;
            p.maximum = p.games ? std::max(p.maximum, elo) : elo;
            p.average += elo;
            ++p.games;
        }
        if (outcome > 0) {
            const std::uint32_t opponent = asWhite ? e.black : e.white;
            beaten.push_back(NotableGame{g, asWhite, d.strings[opponent],
                                         asWhite ? e.blackElo : e.whiteElo, e.date,
                                         d.strings[e.event], eco, e.plies});
        }
    }
    // Names that matched only other columns (an event called like the player) are dropped.
    std::vector<std::string> names;
    for (std::size_t i = 1; i < d.strings.size(); ++i)
        if (isPlayer[i] && seenAsPlayer[i]) names.push_back(d.strings[i]);
    report.names = std::move(names);
    report.openingsWhite = ranked(white);
    report.openingsBlack = ranked(black);
    for (auto& [year, p] : years) {
        p.average /= p.games;
        report.rating.push_back(p);
    }
    std::stable_sort(beaten.begin(), beaten.end(), [](const NotableGame& a, const NotableGame& b) {
        return a.opponentElo != b.opponentElo ? a.opponentElo > b.opponentElo : a.date > b.date;
    });
    if (beaten.size() > wins) beaten.resize(wins);
    report.bestWins = std::move(beaten);
    return report;
}

} // namespace kibitz::db
