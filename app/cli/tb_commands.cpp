// SPDX-License-Identifier: GPL-3.0-or-later
// kibitz-cli tb probe: endgame tablebase values of a position and of each of its moves.

#include "commands.h"
#include "json.h"

#include "chess/fen.h"
#include "chess/notation.h"
#include "io/datadirs.h"
#include "tablebase/gaviota.h"
#include "tablebase/report.h"
#include "tablebase/syzygy.h"

#include <cstdio>
#include <cstdlib>
#include <string>
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

const char* reasonName(tb::ErrorKind kind)
{
    switch (kind) {
    case tb::ErrorKind::CastlingRights:
        return "castling-rights";
    case tb::ErrorKind::TooManyPieces:
        return "too-many-pieces";
    case tb::ErrorKind::MissingTable:
        return "missing-table";
    case tb::ErrorKind::BadTable:
        return "bad-table";
    }
    return "?";
}

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
                .field("reason", reasonName(report.reasonKind))
                .field("error", report.reason)
                .endObject();
            std::printf("%s\n", w.str().c_str());
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
        w.endArray().endObject();
        std::printf("%s\n", w.str().c_str());
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
        std::printf("%s: %s\n", failed ? "error" : "unavailable", report.reason.c_str());
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

} // namespace

int tbCommand(Args& args, std::optional<UsageError>& usage)
{
    if (args.takeSubcommand() == "probe") return tbProbe(args, usage);
    usage = UsageError{"tb: expected a subcommand: probe --fen FEN [--syzygy DIR...] [--json]"};
    return 2;
}

} // namespace kibitz::cli
