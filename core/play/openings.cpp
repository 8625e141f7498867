// SPDX-License-Identifier: GPL-3.0-or-later
#include "play/openings.h"

#include "base/asciilower.h"

#include "chess/epd.h"
#include "pgn/builder.h"
#include "pgn/input.h"

#include <fstream>
#include <random>

namespace kibitz::play {

namespace {

bool endsWithEpd(const std::string& path)
{
    if (path.size() < 4) return false;
    return asciiLower(std::string_view(path).substr(path.size() - 4)) == ".epd";
}

} // namespace

std::optional<std::vector<Opening>> readOpenings(const std::string& path, std::string& error)
{
    std::vector<Opening> out;
    if (endsWithEpd(path)) {
        std::ifstream in(path);
        if (!in) {
            error = "cannot read '" + path + "'";
            return std::nullopt;
        }
        std::string line;
        for (int number = 1; std::getline(in, line); ++number) {
            if (!line.empty() && line.back() == '\r') line.pop_back();
            if (line.find_first_not_of(" \t") == std::string::npos || line[0] == '#') continue;
            const auto epd = chess::parseEpd(line);
            if (!epd) {
                error = path + ":" + std::to_string(number) + ": " + epd.error().toString();
                return std::nullopt;
            }
            out.push_back(Opening{epd->position, {}});
        }
    } else {
        const auto text = pgn::readPgnFile(path);
        if (!text) {
            error = text.error().message;
            return std::nullopt;
        }
        std::vector<pgn::PgnError> errors;
        const std::vector<pgn::Game> games = pgn::readGames(text->text, &errors);
        if (!errors.empty()) {
            error = path + ":" + errors.front().toString();
            return std::nullopt;
        }
        for (const pgn::Game& g : games)
            out.push_back(Opening{g.startPosition(), g.mainlineMoves()});
    }
    if (out.empty()) {
        error = "'" + path + "' holds no opening";
        return std::nullopt;
    }
    return out;
}

Opening bookOpening(const book::PolyglotBook& book, int maxPlies, std::uint64_t seed)
{
    Opening o{chess::Position::startPosition(), {}};
    std::mt19937_64 rng(seed);
    chess::Position pos = o.start;
    for (int ply = 0; ply < maxPlies; ++ply) {
        const chess::Move m = book.pickWeighted(pos, rng);
        if (!m) break;
        o.moves.push_back(m);
        pos.play(m);
    }
    return o;
}

} // namespace kibitz::play
