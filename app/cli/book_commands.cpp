// SPDX-License-Identifier: GPL-3.0-or-later
// kibitz-cli book probe | build: Polyglot opening books.

#include "commands.h"
#include "json.h"

#include "book/builder.h"
#include "book/polyglot.h"
#include "chess/fen.h"
#include "chess/notation.h"
#include "io/atomic_file.h"
#include "pgn/input.h"

#include <algorithm>
#include <chrono>
#include <cmath>
#include <cstdio>
#include <limits>
#include <random>
#include <thread>

namespace kibitz::cli {

namespace {

int bookProbe(Args& args, std::optional<UsageError>& usage)
{
    const auto path = args.option("--book", usage);
    const auto fen = args.option("--fen", usage);
    // python-chess's minimum_weight and exclude_moves; --pick chooses a move as an engine's
    // book would (weighted at random, or the heaviest), never one of weight 0.
    const auto minWeight = args.integer("--min-weight", 0, 65535, usage);
    const auto excludeText = args.option("--exclude", usage);
    const auto pickText = args.option("--pick", usage);
    const auto seed = args.integer("--seed", 0, std::numeric_limits<long long>::max(), usage);
    const bool json = args.flag("--json");
    const auto rest = args.positionals(usage);
    if (!usage && !path) usage = UsageError{"book probe: --book FILE is required"};
    if (!usage && !rest.empty())
        usage = UsageError{"book probe: unexpected argument '" + rest[0] + "'"};
    if (!usage && pickText && *pickText != "best" && *pickText != "weighted")
        usage = UsageError{"book probe: --pick: '" + *pickText + "' is not best or weighted"};
    const auto position = positionFromFenOption(fen, usage, "book probe");
    book::ProbeFilter filter;
    filter.minimumWeight = std::uint16_t(minWeight.value_or(0));
    if (!usage && excludeText) {
        std::size_t from = 0;
        while (from <= excludeText->size() && !usage) {
            const std::size_t to = std::min(excludeText->find(',', from), excludeText->size());
            const std::string word = excludeText->substr(from, to - from);
            from = to + 1;
            if (word.empty()) continue;
            const auto m = chess::parseMove(*position, word);
            if (!m)
                usage = UsageError{"book probe: --exclude: '" + word + "': " + m.error().message};
            else
                filter.exclude.push_back(*m);
        }
    }
    if (usage) return 2;
    const chess::Position& pos = *position;

    const auto book = book::PolyglotBook::open(*path);
    if (!book) {
        std::fprintf(stderr, "kibitz-cli: %s\n", book.error().toString().c_str());
        return 1;
    }
    const auto moves = book->probe(pos, filter);
    const std::string key = hexKey(pos.key());
    chess::Move picked;
    if (pickText) {
        std::mt19937_64 rng(seed ? std::uint64_t(*seed) : std::random_device{}());
        picked = *pickText == "best" ? book->pickBest(pos, filter)
                                     : book->pickWeighted(pos, rng, filter);
    }
    const std::string pickedSan = picked ? chess::toSan(pos, picked) : std::string("none");
    if (json) {
        JsonWriter w;
        w.beginObject().field("fen", chess::toFen(pos)).field("key", key);
        if (pickText) w.field("pick", pickedSan);
        w.key("moves").beginArray();
        for (const auto& m : moves) {
            w.beginObject()
                .field("san", chess::toSan(pos, m.move))
                .field("uci", chess::toUci(pos, m.move))
                .field("weight", int(m.weight))
                .field("permille", static_cast<std::int64_t>(std::llround(m.share * 1000)))
                .field("learn", static_cast<std::uint64_t>(m.learn));
            if (m.hasStats)
                w.field("games", static_cast<std::uint64_t>(m.stats.games))
                    .field("scorePermille",
                           static_cast<std::int64_t>(std::llround(m.stats.score * 1000)));
            w.endObject();
        }
        w.endArray().endObject().print();
        return 0;
    }
    std::printf("%s  key %s: %zu book move%s\n", chess::toFen(pos).c_str(), key.c_str(),
                moves.size(), moves.size() == 1 ? "" : "s");
    for (const auto& m : moves) {
        std::printf("  %-8s %-6s weight %5d  %5.1f%%", chess::toSan(pos, m.move).c_str(),
                    chess::toUci(pos, m.move).c_str(), int(m.weight), m.share * 100.0);
        if (m.hasStats)
            std::printf("  %7u%s games  score %5.1f%%", m.stats.games,
                        m.stats.gamesSaturated ? "+" : "", m.stats.score * 100.0);
        std::printf("\n");
    }
    if (pickText) std::printf("pick: %s\n", pickedSan.c_str());
    return 0;
}

int bookBuild(Args& args, std::optional<UsageError>& usage)
{
    book::BuildOptions options;
    const auto out = args.option("-o", usage);
    options.maxPly = int(args.integer("--max-ply", 1, 1000, usage).value_or(40));
    options.minGames = int(args.integer("--min-games", 1, 1000000000, usage).value_or(1));
    const auto side = args.option("--color", usage);
    const int cores = int(std::max(1u, std::thread::hardware_concurrency()));
    options.threads = int(args.integer("--threads", 1, 64, usage).value_or(std::min(cores, 8)));
    options.moveStats = !args.flag("--no-stats");
    const bool json = args.flag("--json");
    const auto rest = args.positionals(usage);
    if (!usage && side) {
        if (*side == "white")
            options.side = book::SideFilter::White;
        else if (*side == "black")
            options.side = book::SideFilter::Black;
        else if (*side != "both")
            usage =
                UsageError{"book build: --color must be white, black or both, not '" + *side + "'"};
    }
    if (!usage && rest.size() != 1)
        usage = UsageError{"book build: expected one PGN file, got " + std::to_string(rest.size())
                           + " arguments"};
    if (!usage && !out) usage = UsageError{"book build: -o OUT.bin is required"};
    if (usage) return 2;

    using Clock = std::chrono::steady_clock;
    const auto t0 = Clock::now();
    auto text = pgn::readPgnFile(rest[0]);
    if (!text) {
        std::fprintf(stderr, "kibitz-cli: %s\n", text.error().toString().c_str());
        return 1;
    }
    book::BuildStats stats;
    auto entries = book::buildBook(text->text, options, &stats);
    if (auto err = io::saveFileAtomically(*out, book::writeBook(std::move(entries)))) {
        std::fprintf(stderr, "kibitz-cli: %s\n", err->message.c_str());
        return 1;
    }
    const double seconds = std::chrono::duration<double>(Clock::now() - t0).count();
    const double gps = seconds > 0 ? double(stats.games) / seconds : 0;
    if (json) {
        JsonWriter w;
        w.beginObject()
            .field("games", stats.games)
            .field("gamesUsed", stats.gamesUsed)
            .field("gamesWithErrors", stats.gamesWithErrors)
            .field("moves", stats.movesCounted)
            .field("positions", stats.positions)
            .field("entries", stats.entries)
            .field("ms", static_cast<std::uint64_t>(std::llround(seconds * 1000)))
            .field("gamesPerSecond", static_cast<std::uint64_t>(gps))
            .endObject()
            .print();
    } else {
        std::printf("games:       %llu (%llu with a result used, %llu with errors)\n",
                    static_cast<unsigned long long>(stats.games),
                    static_cast<unsigned long long>(stats.gamesUsed),
                    static_cast<unsigned long long>(stats.gamesWithErrors));
        for (const auto& e : stats.firstErrors)
            std::printf("  %s:%d:%d: %s\n", rest[0].c_str(), e.line, e.column, e.message.c_str());
        std::printf("moves:       %llu counted (first %d plies)\n",
                    static_cast<unsigned long long>(stats.movesCounted), options.maxPly);
        std::printf("book:        %llu positions, %llu entries -> %s\n",
                    static_cast<unsigned long long>(stats.positions),
                    static_cast<unsigned long long>(stats.entries), out->c_str());
        std::printf("time:        %.0f ms (%.0f games per second)\n", seconds * 1000, gps);
    }
    return 0;
}

} // namespace

int bookCommand(Args& args, std::optional<UsageError>& usage)
{
    return runSubcommand(args, usage, "book", {{"probe", bookProbe}, {"build", bookBuild}},
                         "probe --book FILE [--fen FEN] | build IN.pgn -o OUT.bin");
}

} // namespace kibitz::cli
