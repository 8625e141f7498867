// SPDX-License-Identifier: GPL-3.0-or-later
// kibitz-cli tb probe: endgame tablebase values of a position and of each of its moves.
// kibitz-cli tb verify: Syzygy table files by their layout and their MD5 against the published
// sums, or every position decoded and checked where no sum is known (tablebase/verify.h); Gaviota
// files by their layout, every block unpacked and their MD5 (tablebase/gaviota_file.h).

#include "commands.h"
#include "json.h"

#include "base/asciilower.h"
#include "base/enumtext.h"

#include "chess/fen.h"
#include "chess/notation.h"
#include "io/datadirs.h"
#include "tablebase/gaviota.h"
#include "tablebase/gaviota_file.h"
#include "tablebase/report.h"
#include "tablebase/syzygy.h"
#include "tablebase/verify.h"

#include <unistd.h>

#include <array>
#include <chrono>
#include <cstdio>
#include <cstdlib>
#include <filesystem>
#include <map>
#include <string>
#include <thread>
#include <vector>

namespace kibitz::cli {

namespace {

// "a:b" holds two folders, as in the engines' SyzygyPath option.
void splitFolders(const std::string& text, std::vector<std::string>& out)
{
    std::size_t from = 0;
    while (from <= text.size()) {
        const std::size_t to = std::min(text.find(':', from), text.size());
        if (to > from) out.push_back(text.substr(from, to - from));
        from = to + 1;
    }
}

// Why a position is not covered, as --json's "reason" says it.
constexpr auto ReasonWords = std::to_array<EnumText<tb::ErrorKind>>({
    {tb::ErrorKind::CastlingRights, "castling-rights"},
    {tb::ErrorKind::TooManyPieces, "too-many-pieces"},
    {tb::ErrorKind::MissingTable, "missing-table"},
    {tb::ErrorKind::BadTable, "bad-table"},
});
// A word for every kind (they run from 0 to BadTable).
static_assert(hasEveryValue(ReasonWords, tb::ErrorKind::BadTable));

// Moves to mate as chess players count them: mate in 1 is 1 ply.
int mateInMoves(int dtmPlies)
{
    return dtmPlies > 0 ? (dtmPlies + 1) / 2 : dtmPlies < 0 ? -((-dtmPlies + 1) / 2) : 0;
}

std::string dtzText(int dtz)
{
    return dtz == 0 ? std::string("-") : "DTZ " + std::to_string(dtz);
}

int tbProbe(Args& args, std::optional<UsageError>& usage)
{
    const auto fen = args.option("--fen", usage);
    const auto syzygy = args.option("--syzygy", usage);
    const auto gaviota = args.option("--gaviota", usage);
    const bool json = args.flag("--json");
    const auto rest = args.positionals(usage);
    if (!usage && !fen) usage = UsageError{"tb probe: --fen FEN is required"};
    // --syzygy DIR [DIR...]: the words after the option are more folders.
    if (!usage && !syzygy && !rest.empty())
        usage = UsageError{"tb probe: unexpected argument '" + rest[0] + "'"};
    const auto position = positionFromFenOption(fen, usage, "tb probe");
    if (usage) return 2;
    const chess::Position& pos = *position;

    std::vector<std::string> folders;
    if (syzygy) {
        splitFolders(*syzygy, folders);
        for (const std::string& r : rest) splitFolders(r, folders);
    } else {
        folders = io::bundledSyzygyFolders();
    }
    tb::Tablebase tables;
    const tb::ScanResult scan = tables.setPaths(folders);
    for (const std::string& problem : scan.problems)
        std::fprintf(stderr, "kibitz-cli: tb probe: %s\n", problem.c_str());

    // Gaviota (distance to mate): --gaviota DIR[:DIR], else Debian's gaviotatb tables.
    std::vector<std::string> gaviotaFolders;
    if (gaviota)
        splitFolders(*gaviota, gaviotaFolders);
    else
        gaviotaFolders = io::systemGaviotaFolders();
    tb::Gaviota& gtb = tb::Gaviota::instance();
    if (!gaviotaFolders.empty())
        if (const auto problem = gtb.setPaths(gaviotaFolders))
            std::fprintf(stderr, "kibitz-cli: tb probe: %s\n", problem->c_str());
    // One report for the CLI and the tablebase pane: Syzygy's values, Gaviota's DTM, ranked.
    const tb::Report report = tb::probeReport(tables, gaviotaFolders.empty() ? nullptr : &gtb, pos);
    const bool failed = !report.covered && report.reasonKind == tb::ErrorKind::BadTable;
    const tb::Wdl clocked = tb::atClock(report.wdl, report.dtz, pos.halfmoveClock());
    const std::string fenText = chess::toFen(pos);
    if (json) {
        JsonWriter w;
        w.beginObject().field("fen", fenText).key("syzygy").beginArray();
        for (const std::string& f : folders) w.value(f);
        w.endArray().field("tables", scan.wdlFiles).field("maxPieces", scan.maxPieces);
        if (report.dtm) w.field("dtm", *report.dtm).field("mateInMoves", mateInMoves(*report.dtm));
        if (!report.covered) {
            w.field("available", false)
                .field("reason", textOf(ReasonWords, report.reasonKind, "?"))
                .field("error", report.reason)
                .key("missing")
                .beginArray();
            for (const std::string& file : report.missing) w.value(file);
            w.endArray().endObject().print();
            return failed ? 1 : 0;
        }
        w.field("available", true)
            .field("source", report.fromSyzygy ? "syzygy" : "gaviota")
            .field("wdl", tb::toInt(report.wdl))
            .field("result", tb::wdlName(report.wdl))
            .field("dtz", report.dtz)
            .field("halfmoveClock", pos.halfmoveClock())
            .field("resultAtClock", tb::wdlName(clocked))
            .key("moves")
            .beginArray();
        for (const tb::ReportMove& m : report.moves) {
            w.beginObject()
                .field("uci", chess::toUci(pos, m.move))
                .field("san", chess::toSan(pos, m.move))
                .field("wdl", tb::toInt(m.wdl))
                .field("result", tb::wdlName(m.wdl));
            if (m.hasDtz) w.field("dtz", m.dtz);
            w.field("zeroing", m.zeroing).field("mate", m.mate);
            if (m.dtm) w.field("dtm", *m.dtm);
            w.endObject();
        }
        w.endArray().endObject().print();
        return 0;
    }

    std::printf("%s\n", fenText.c_str());
    if (folders.empty()) std::printf("tables: none (give --syzygy DIR)\n");
    for (const std::string& f : folders) std::printf("tables: %s\n", f.c_str());
    std::printf("        %d WDL and %d DTZ files, up to %d pieces\n", scan.wdlFiles, scan.dtzFiles,
                scan.maxPieces);
    if (report.dtm)
        std::printf("gaviota:  %s\n", *report.dtm == 0
                                          ? "draw"
                                          : (std::string(*report.dtm > 0 ? "mate in " : "mated in ")
                                             + std::to_string(std::abs(mateInMoves(*report.dtm)))
                                             + " (DTM " + std::to_string(*report.dtm) + " plies)")
                                                .c_str());
    if (!report.covered) {
        std::printf("%s: %s\n", failed ? "error" : "unavailable", report.cause.c_str());
        // Every file that would answer it, so that the user knows what to fetch.
        if (!report.missing.empty()) {
            std::string files;
            for (const std::string& f : report.missing) {
                if (!files.empty()) files += ", ";
                files += f;
            }
            std::printf("missing (%zu files): %s\n", report.missing.size(), files.c_str());
        }
        return failed ? 1 : 0;
    }
    std::printf("position: %s, %s\n", std::string(tb::wdlName(report.wdl)).c_str(),
                !report.fromSyzygy ? "no DTZ (Gaviota)"
                : report.dtz == 0  ? "DTZ 0"
                                   : dtzText(report.dtz).c_str());
    if (clocked != report.wdl)
        std::printf("          %s with the halfmove clock at %d\n",
                    std::string(tb::wdlName(clocked)).c_str(), pos.halfmoveClock());
    std::printf("moves (%zu, best first):\n", report.moves.size());
    for (const tb::ReportMove& m : report.moves) {
        char line[128];
        const std::string dtmText =
            m.dtm && *m.dtm ? "DTM " + std::to_string(*m.dtm) : std::string();
        std::snprintf(line, sizeof line, "  %-8s %-6s %-13s %-9s %-9s %s",
                      chess::toSan(pos, m.move).c_str(), chess::toUci(pos, m.move).c_str(),
                      std::string(tb::wdlName(m.wdl)).c_str(),
                      m.hasDtz ? dtzText(m.dtz).c_str() : "", dtmText.c_str(),
                      m.mate      ? "mate"
                      : m.zeroing ? "zeroing"
                                  : "");
        std::string text = line;
        text.erase(text.find_last_not_of(' ') + 1);
        std::printf("%s\n", text.c_str());
    }
    return 0;
}

// A file check's status as --json says it: its name in tb verify's text, in lower case
// ("BAD-CHECKSUM": "bad-checksum").
std::string checkKey(tb::FileCheck c)
{
    return asciiLower(tb::fileCheckName(c));
}

std::string megabytes(std::uint64_t bytes)
{
    char text[32];
    std::snprintf(text, sizeof text, "%.1f MB", double(bytes) / 1e6);
    return text;
}

// One file's check as tb verify reports it: an object of the JSON's "files" when w is given,
// else a line, numbered ([done/count]: a full set takes hours), saying which checks decided
// ("OK [MD5 published] (...)", "BAD [whole file decoded]: ...").
void printFileCheck(JsonWriter* w, const std::string& path, const tb::TableFileCheck& check,
                    std::size_t done, std::size_t count)
{
    if (w) {
        w->beginObject().field("path", path).field("status", checkKey(check.status));
        w->field("bytes", check.size)
            .field("positions", check.positions)
            .field("skipped", check.skipped);
        if (check.status != tb::FileCheck::Ok) w->field("error", check.error);
        if (!check.detail.empty()) w->field("detail", check.detail);
        w->key("checks").beginArray();
        for (const std::string& c : check.checks) w->value(c);
        w->endArray();
        w->endObject();
        return;
    }
    char counter[48];
    std::snprintf(counter, sizeof counter, "[%zu/%zu] ", done, count);
    std::string made;
    for (const std::string& c : check.checks) made += (made.empty() ? " [" : " + ") + c;
    if (!made.empty()) made += "]";
    if (check.status == tb::FileCheck::Ok)
        std::printf("%s%s: OK%s (%s)\n", counter, path.c_str(), made.c_str(), check.detail.c_str());
    else
        std::printf("%s%s: %s%s: %s\n", counter, path.c_str(), tb::fileCheckName(check.status),
                    made.c_str(), check.error.c_str());
}

// Every .rtbw/.rtbz file in the folders (and their subfolders, as probe searches them) or
// named, its layout checked and its values sampled (tablebase/verify.h). Exit 1
// when a file fails, a folder cannot be read, or there is nothing to check.
int tbVerify(Args& args, std::optional<UsageError>& usage)
{
    const bool json = args.flag("--json");
    const auto md5List = args.option("--md5", usage);
    // Syzygy: sampled positions instead of the whole file where no sum is known, and also
    // where the MD5 decided (Fathom reads it); --full: the whole file decoded, for every file.
    const bool sample = args.flag("--sample");
    const bool full = args.flag("--full");
    const auto threadsText = args.option("--threads", usage);
    const auto rest = args.positionals(usage);
    if (usage) return 2;
    if (sample && full) {
        usage = UsageError{"tb verify: --sample and --full exclude each other"};
        return 2;
    }
    // The whole-file check's threads: the machine's cores unless told.
    int threads = int(std::max(1u, std::thread::hardware_concurrency()));
    if (threadsText) {
        char* end = nullptr;
        const long n = std::strtol(threadsText->c_str(), &end, 10);
        if (end == threadsText->c_str() || *end || n < 1 || n > 256) {
            usage = UsageError{"tb verify: --threads: a number from 1 to 256, not '" + *threadsText
                               + "'"};
            return 2;
        }
        threads = int(n);
    }
    const tb::ValueCheck values = full     ? tb::ValueCheck::Full
                                  : sample ? tb::ValueCheck::Sampled
                                           : tb::ValueCheck::WhereNoSum;
    std::vector<std::string> paths;
    for (const std::string& r : rest) splitFolders(r, paths);
    if (rest.empty()) paths = io::bundledSyzygyFolders();
    // Gaviota: an md5sum list the user trusts (a file it names must match).
    std::map<std::string, std::string> sums;
    if (md5List)
        if (const auto error = tb::readMd5List(*md5List, sums)) {
            usage = UsageError{"--md5: " + *error};
            return 2;
        }

    std::vector<std::string> problems;
    const std::vector<std::string> files = tb::findTableFiles(paths, problems);
    // Where the sampled positions' captures find their tables: the folders given (a file's
    // own folder is searched first in any case).
    std::vector<std::string> folders;
    for (const std::string& p : paths) {
        std::error_code ec;
        if (std::filesystem::is_directory(p, ec)) folders.push_back(p);
    }
    for (const std::string& problem : problems)
        std::fprintf(stderr, "kibitz-cli: tb verify: %s\n", problem.c_str());
    if (files.empty())
        std::fprintf(stderr,
                     "kibitz-cli: tb verify: no .rtbw or .rtbz files (nor .gtb.cpN) in %s\n",
                     paths.empty() ? "(no folder: give DIR)" : paths[0].c_str());

    JsonWriter w;
    if (json) {
        w.beginObject().key("paths").beginArray();
        for (const std::string& p : paths) w.value(p);
        w.endArray().key("files").beginArray();
    }
    const auto start = std::chrono::steady_clock::now();
    std::uint64_t bytes = 0;
    int ok = 0;
    std::vector<std::string> failed;
    std::size_t done = 0;
    const bool terminal = isatty(STDERR_FILENO);
    for (const std::string& path : files) {
        ++done;
        const std::string name = std::filesystem::path(path).filename().string();
        // Progress on stderr when it is a terminal: a 6-piece file takes seconds to sum.
        if (!json && terminal)
            std::fprintf(stderr, "[%zu/%zu] %s...\r", done, files.size(), name.c_str());
        // The whole-file check's progress: on a terminal as it goes (ten times a second at
        // most), otherwise a line at every tenth.
        auto last = std::chrono::steady_clock::now();
        std::uint64_t lastTenth = 0;
        bool shown = false;
        const tb::CheckProgress progress = [&](std::uint64_t positions, std::uint64_t total) {
            const auto now = std::chrono::steady_clock::now();
            const std::uint64_t tenth = total ? 10 * positions / total : 0;
            if (terminal ? now - last < std::chrono::milliseconds(100) : tenth == lastTenth) return;
            last = now;
            lastTenth = tenth;
            shown = true;
            std::fprintf(
                stderr,
                terminal ? "[%zu/%zu] %s: %llu of %llu position probes (%d%%)\r"
                         : "[%zu/%zu] %s: %llu of %llu position probes (%d%%)\n",
                done, files.size(), name.c_str(), static_cast<unsigned long long>(positions),
                static_cast<unsigned long long>(total), int(total ? 100 * positions / total : 0));
        };
        const tb::TableFileCheck check =
            tb::isGaviotaTableName(path)
                ? tb::checkGaviotaFile(path, md5List ? &sums : nullptr)
                : tb::checkTableFile(path, folders, tb::DefaultSamples, md5List ? &sums : nullptr,
                                     values, progress, threads);
        // Clear the progress line before the result.
        if (shown && terminal) std::fprintf(stderr, "\r\033[K");
        bytes += check.size;
        if (check.ok())
            ++ok;
        else
            failed.push_back(path);
        printFileCheck(json ? &w : nullptr, path, check, done, files.size());
        std::fflush(stdout);
    }
    const double seconds =
        std::chrono::duration<double>(std::chrono::steady_clock::now() - start).count();
    const double mbPerSecond = seconds > 0 ? double(bytes) / 1e6 / seconds : 0.0;
    const bool success = failed.empty() && problems.empty() && !files.empty();
    if (json) {
        w.endArray().key("problems").beginArray();
        for (const std::string& problem : problems) w.value(problem);
        w.endArray()
            .field("checked", int(files.size()))
            .field("ok", ok)
            .field("failed", int(failed.size()))
            .field("bytes", bytes)
            .field("seconds", seconds)
            .field("mbPerSecond", mbPerSecond)
            .endObject()
            .print();
        return success ? 0 : 1;
    }
    std::printf("%zu files, %s in %.2f s (%.0f MB/s): %d OK, %zu failed\n", files.size(),
                megabytes(bytes).c_str(), seconds, mbPerSecond, ok, failed.size());
    for (const std::string& f : failed) std::printf("failed: %s\n", f.c_str());
    return success ? 0 : 1;
}

} // namespace

int tbCommand(Args& args, std::optional<UsageError>& usage)
{
    return runSubcommand(args, usage, "tb", {{"probe", tbProbe}, {"verify", tbVerify}},
                         "probe --fen FEN [--syzygy DIR...] [--json], verify [DIR[:DIR...] | "
                         "FILE...] [--md5 LIST] [--sample | --full] [--threads N] [--json]");
}

} // namespace kibitz::cli
