// SPDX-License-Identifier: GPL-3.0-or-later
// kibitz-cli pgn stats | check | export | merge: reading PGN files with full move validation,
// merging files (shards of a split run) into one.

#include "commands.h"
#include "json.h"

#include "io/atomic_file.h"
#include "pgn/builder.h"
#include "pgn/gamespans.h"
#include "pgn/input.h"
#include "pgn/parallel.h"
#include "pgn/rawfile.h"
#include "pgn/reader.h"
#include "pgn/writer.h"
#include "scid/scidbase.h"

#include <algorithm>
#include <chrono>
#include <cmath>
#include <cstdio>
#include <thread>

namespace kibitz::cli {

namespace {

// Counts games and plies; every move is replayed by the reader, which is the validation.
class StatsVisitor : public pgn::Visitor {
public:
    struct Error {
        std::uint64_t game;
        pgn::PgnError error;
    };

    std::uint64_t games = 0, mainlinePlies = 0, allPlies = 0, gamesWithErrors = 0, errorCount = 0;
    std::uint64_t warnings = 0; // listed with the errors, but no fault of the game
    std::vector<Error> firstErrors;
    std::size_t keepErrors = 10;

    void beginGame(int) override
    {
        ++games;
        m_depth = 0;
        m_gameHasError = false;
    }
    void move(const chess::Position&, chess::Move, std::string_view) override
    {
        ++allPlies;
        if (m_depth == 0) ++mainlinePlies;
    }
    pgn::Control beginVariation() override
    {
        ++m_depth;
        return pgn::Control::Continue;
    }
    void endVariation() override { --m_depth; }
    void error(const pgn::PgnError& e) override
    {
        if (firstErrors.size() < keepErrors) firstErrors.push_back({games, e});
        if (e.warning) {
            ++warnings;
            return;
        }
        ++errorCount;
        if (!m_gameHasError) ++gamesWithErrors;
        m_gameHasError = true;
    }

private:
    int m_depth = 0;
    bool m_gameHasError = false;
};

struct FileArgs {
    std::string path;
    bool json = false;
    bool strict = false;
    int threads = 1;
};

std::optional<FileArgs> readFileArgs(Args& args, std::optional<UsageError>& usage, const char* name)
{
    FileArgs f;
    f.json = args.flag("--json");
    f.strict = args.flag("--strict");
    const int cores = int(std::max(1u, std::thread::hardware_concurrency()));
    f.threads = int(args.integer("--threads", 1, 64, usage).value_or(std::min(cores, 8)));
    const auto rest = args.positionals(usage);
    if (usage) return std::nullopt;
    if (rest.size() != 1) {
        usage = UsageError{std::string("pgn ") + name + ": expected one PGN file, got "
                           + std::to_string(rest.size()) + " arguments"};
        return std::nullopt;
    }
    f.path = rest[0];
    return f;
}

int pgnStats(Args& args, std::optional<UsageError>& usage, bool check)
{
    const auto f = readFileArgs(args, usage, check ? "check" : "stats");
    if (!f) return 2;
    using Clock = std::chrono::steady_clock;
    const auto t0 = Clock::now();
    // The file stays mapped: its games are split in the raw bytes (every delimiter is ASCII)
    // and only a Latin-1 part is converted, by the reader that parses it.
    pgn::RawFile file;
    if (auto opened = file.open(f->path); !opened) {
        std::fprintf(stderr, "kibitz-cli: %s\n", opened.error().toString().c_str());
        return 1;
    }
    const pgn::Encoding fileEncoding = file.encoding();
    const std::string_view body = file.bytes().substr(file.bomSize());
    const auto t1 = Clock::now();
    // One reader per core on its own part of the file; the counts are summed and the errors
    // kept in file order.
    const auto chunks = pgn::splitGames(body, f->threads);
    std::vector<StatsVisitor> parts(chunks.size());
    for (StatsVisitor& p : parts) p.keepErrors = check ? std::size_t(-1) : 10;
    pgn::readInParallel(chunks, [&](std::size_t i, const pgn::Chunk& chunk) {
        std::string utf8;
        pgn::Reader reader(pgn::utf8Part(chunk, fileEncoding, utf8), pgn::ReadOptions{f->strict},
                           chunk.firstLine);
        while (reader.readGame(parts[i])) {}
    });
    StatsVisitor stats;
    stats.keepErrors = check ? std::size_t(-1) : 10;
    for (const StatsVisitor& p : parts) {
        for (const auto& e : p.firstErrors)
            if (stats.firstErrors.size() < stats.keepErrors)
                stats.firstErrors.push_back({e.game + stats.games, e.error});
        stats.games += p.games;
        stats.mainlinePlies += p.mainlinePlies;
        stats.allPlies += p.allPlies;
        stats.gamesWithErrors += p.gamesWithErrors;
        stats.errorCount += p.errorCount;
        stats.warnings += p.warnings;
    }
    const auto t2 = Clock::now();
    const double readSeconds = std::chrono::duration<double>(t1 - t0).count();
    const double parseSeconds = std::chrono::duration<double>(t2 - t1).count();
    const double total = readSeconds + parseSeconds;
    const double gps = total > 0 ? double(stats.games) / total : 0.0;
    const char* encoding = fileEncoding == pgn::Encoding::Latin1        ? "latin-1"
                           : fileEncoding == pgn::Encoding::Utf8WithBom ? "utf-8 with BOM"
                                                                        : "utf-8";

    if (check && !f->json) {
        for (const auto& e : stats.firstErrors)
            std::printf("%s:%d:%d: %s%s\n", f->path.c_str(), e.error.line, e.error.column,
                        e.error.warning ? "warning: " : "", e.error.message.c_str());
        std::fprintf(stderr, "%llu games, %llu with errors\n",
                     static_cast<unsigned long long>(stats.games),
                     static_cast<unsigned long long>(stats.gamesWithErrors));
        return stats.gamesWithErrors ? 1 : 0;
    }
    if (f->json) {
        JsonWriter w;
        w.beginObject()
            .field("file", f->path)
            .field("encoding", encoding)
            .field("gzip", file.gzipped())
            .field("games", stats.games)
            .field("mainlinePlies", stats.mainlinePlies)
            .field("allPlies", stats.allPlies)
            .field("gamesWithErrors", stats.gamesWithErrors)
            .field("errors", stats.errorCount)
            .field("warnings", stats.warnings);
        w.key(check ? "errorList" : "firstErrors").beginArray();
        for (const auto& e : stats.firstErrors)
            w.beginObject()
                .field("game", e.game)
                .field("line", e.error.line)
                .field("column", e.error.column)
                .field("message", e.error.message)
                .field("warning", e.error.warning)
                .endObject();
        w.endArray();
        w.field("ms", static_cast<std::uint64_t>(std::llround(total * 1000)))
            .field("gamesPerSecond", static_cast<std::uint64_t>(gps));
        w.endObject().print();
        return check && stats.gamesWithErrors ? 1 : 0;
    }
    std::printf("file:              %s (%s%s)\n", f->path.c_str(), encoding,
                file.gzipped() ? ", gzip" : "");
    std::printf("games:             %llu\n", static_cast<unsigned long long>(stats.games));
    std::printf("plies (main line): %llu\n", static_cast<unsigned long long>(stats.mainlinePlies));
    std::printf("plies (all):       %llu\n", static_cast<unsigned long long>(stats.allPlies));
    std::printf("games with errors: %llu (%llu errors)\n",
                static_cast<unsigned long long>(stats.gamesWithErrors),
                static_cast<unsigned long long>(stats.errorCount));
    if (stats.warnings)
        std::printf("warnings:          %llu\n", static_cast<unsigned long long>(stats.warnings));
    for (const auto& e : stats.firstErrors)
        std::printf("  game %llu, %d:%d: %s%s\n", static_cast<unsigned long long>(e.game),
                    e.error.line, e.error.column, e.error.warning ? "warning: " : "",
                    e.error.message.c_str());
    std::printf("time:              %.0f ms (read %.0f ms, parse %.0f ms)\n", total * 1000,
                readSeconds * 1000, parseSeconds * 1000);
    std::printf("games per second:  %.0f\n", gps);
    return 0;
}

// pgn export of a SCID base: every game decoded and written in export format. A game that
// cannot be decoded has no text to keep: it is named (file, game, offset) and left out.
// pgn export's output: saved atomically to -o OUT, or written to stdout (no -o, or "-").
// False (and said on stderr) when the file cannot be saved.
bool writeExport(const std::optional<std::string>& out, const std::string& output)
{
    if (out && *out != "-") {
        if (auto err = io::saveFileAtomically(*out, output)) {
            std::fprintf(stderr, "kibitz-cli: %s\n", err->message.c_str());
            return false;
        }
        return true;
    }
    std::fwrite(output.data(), 1, output.size(), stdout);
    return true;
}

int exportScid(const std::string& path, const std::optional<std::string>& out,
               const pgn::WriteOptions& options)
{
    auto base = scid::Base::open(path);
    if (!base) {
        std::fprintf(stderr, "kibitz-cli: %s\n", base.error().toString().c_str());
        return 1;
    }
    std::string output;
    std::uint64_t bad = 0;
    for (std::uint32_t g = 0; g < base->size(); ++g) {
        auto game = base->game(g);
        if (!game) {
            std::fprintf(stderr, "kibitz-cli: %s\n", game.error().toString().c_str());
            ++bad;
            continue;
        }
        pgn::writeGame(*game, output, options);
    }
    if (!writeExport(out, output)) return 1;
    if (bad)
        std::fprintf(stderr,
                     "kibitz-cli: pgn export: %llu of %zu games cannot be decoded; they are "
                     "left out\n",
                     static_cast<unsigned long long>(bad), base->size());
    return bad ? 1 : 0;
}

int pgnExport(Args& args, std::optional<UsageError>& usage)
{
    pgn::WriteOptions options;
    const auto out = args.option("-o", usage);
    options.comments = !args.flag("--no-comments");
    options.variations = !args.flag("--no-variations");
    options.nags = !args.flag("--no-nags");
    options.headers = !args.flag("--no-headers");
    options.lineLength = int(args.integer("--width", 0, 100000, usage).value_or(80));
    const bool strict = args.flag("--strict");
    const bool skipInvalid = args.flag("--skip-invalid");
    // Only the games whose start cannot be set up (a bad FEN tag) are left out.
    const bool skipBadFen = args.flag("--skip-bad-fen");
    const auto rest = args.positionals(usage);
    if (!usage && rest.size() != 1)
        usage = UsageError{"pgn export: expected one PGN file, got " + std::to_string(rest.size())
                           + " arguments"};
    if (usage) return 2;
    if (scid::isScidPath(rest[0])) return exportScid(rest[0], out, options);

    auto text = pgn::readPgnFile(rest[0]);
    if (!text) {
        std::fprintf(stderr, "kibitz-cli: %s\n", text.error().toString().c_str());
        return 1;
    }
    pgn::Reader reader(text->text, pgn::ReadOptions{strict});
    pgn::GameBuilder builder;
    std::string output;
    output.reserve(text->text.size());
    std::uint64_t games = 0, bad = 0;
    const std::string_view all = text->text;
    auto blank = [](char c) { return c == ' ' || c == '\t' || c == '\n' || c == '\r'; };
    std::size_t before = reader.offset();
    while (reader.readGame(builder)) {
        ++games;
        std::size_t begin = before, end = reader.offset();
        before = end;
        bool faulty = false;
        for (const auto& e : builder.errors()) {
            std::fprintf(stderr, "%s:%d:%d: %s%s\n", rest[0].c_str(), e.line, e.column,
                         e.warning ? "warning: " : "", e.message.c_str());
            faulty = faulty || !e.warning;
        }
        if (!faulty) {
            pgn::writeGame(builder.game(), output, options);
            continue;
        }
        // A game Kibitz cannot read whole (a variant it does not play, an illegal move) is
        // never cut short: it is written as it was read, or left out on request.
        ++bad;
        if (skipInvalid || (skipBadFen && builder.startFailed())) continue;
        while (begin < end && blank(all[begin])) ++begin;
        while (end > begin && blank(all[end - 1])) --end;
        output.append(all.substr(begin, end - begin));
        output.append("\n\n");
    }
    if (!writeExport(out, output)) return 1;
    if (bad)
        std::fprintf(stderr, "kibitz-cli: pgn export: %llu of %llu games had errors; %s\n",
                     static_cast<unsigned long long>(bad), static_cast<unsigned long long>(games),
                     skipInvalid ? "they are left out (--skip-invalid)"
                                 : "they are written as they were read");
    return bad ? 1 : 0;
}

// pgn merge: games of several files into one, byte for byte (each game as its file holds it,
// one blank line between games). --interleave takes one game from each file in turn, which
// undoes a split by --shard K/N (files given as shards 1..N): the merged file is the
// unsplit run's.
int pgnMerge(Args& args, std::optional<UsageError>& usage)
{
    const auto out = args.option("-o", usage);
    const bool interleave = args.flag("--interleave");
    const bool json = args.flag("--json");
    const auto rest = args.positionals(usage);
    if (!usage && rest.empty()) usage = UsageError{"pgn merge: expected PGN files to merge"};
    if (!usage && !out) usage = UsageError{"pgn merge: give the output file: -o OUT.pgn"};
    if (usage) return 2;

    std::vector<std::string> texts;
    std::vector<std::vector<pgn::GameSpan>> spans;
    for (const std::string& path : rest) {
        auto text = pgn::readPgnFile(path);
        if (!text) {
            std::fprintf(stderr, "kibitz-cli: pgn merge: %s\n", text.error().toString().c_str());
            return 1;
        }
        texts.push_back(std::move(text->text));
        spans.push_back(pgn::scanGames(texts.back()));
    }
    std::string output;
    std::uint64_t games = 0;
    auto append = [&](std::size_t file, std::size_t game) {
        const pgn::GameSpan& s = spans[file][game];
        output.append(texts[file], std::size_t(s.begin), std::size_t(s.end - s.begin));
        output.append("\n\n");
        ++games;
    };
    if (interleave) {
        std::size_t longest = 0;
        for (const auto& s : spans) longest = std::max(longest, s.size());
        for (std::size_t g = 0; g < longest; ++g)
            for (std::size_t f = 0; f < spans.size(); ++f)
                if (g < spans[f].size()) append(f, g);
    } else {
        for (std::size_t f = 0; f < spans.size(); ++f)
            for (std::size_t g = 0; g < spans[f].size(); ++g) append(f, g);
    }
    if (*out == "-") {
        std::fwrite(output.data(), 1, output.size(), stdout);
    } else if (auto err = io::saveFileAtomically(*out, output)) {
        std::fprintf(stderr, "kibitz-cli: %s\n", err->message.c_str());
        return 1;
    }
    if (json) {
        JsonWriter w;
        w.beginObject().field("files", std::uint64_t(rest.size())).field("games", games);
        w.field("output", *out).endObject().print();
    } else if (*out != "-") {
        std::printf("%llu games from %zu files -> %s\n", static_cast<unsigned long long>(games),
                    rest.size(), out->c_str());
    }
    return 0;
}

} // namespace

int pgnCommand(Args& args, std::optional<UsageError>& usage)
{
    return runSubcommand(
        args, usage, "pgn",
        {{"stats", [](Args& a, std::optional<UsageError>& u) { return pgnStats(a, u, false); }},
         {"check", [](Args& a, std::optional<UsageError>& u) { return pgnStats(a, u, true); }},
         {"export", pgnExport},
         {"merge", pgnMerge}},
        "stats FILE | check FILE | export FILE | merge FILE...");
}

} // namespace kibitz::cli
