// SPDX-License-Identifier: GPL-3.0-or-later
// kibitz-cli tb probe: endgame tablebase values of a position and of each of its moves.

#include "commands.h"
#include "json.h"

#include "chess/fen.h"
#include "chess/notation.h"
#include "tablebase/gaviota.h"
#include "tablebase/syzygy.h"

#include <cstdio>
#include <cstdlib>
#include <filesystem>
#include <string>
#include <vector>

namespace kibitz::cli {

namespace {

// The bundled 3-4 piece tables: beside the executable's bin/ (an installation, wherever it
// was moved), in the source tree while developing, then where the installation was meant to go.
std::vector<std::string> defaultSyzygyFolders()
{
    std::vector<std::string> candidates;
    std::error_code exeError;
    const std::filesystem::path exe = std::filesystem::read_symlink("/proc/self/exe", exeError);
    if (!exeError)
        candidates.push_back((exe.parent_path().parent_path() / "share/kibitz/syzygy").string());
#ifdef KIBITZ_DATA_DIR
    candidates.push_back(KIBITZ_DATA_DIR "/syzygy");
#endif
#ifdef KIBITZ_INSTALLED_DATA_DIR
    candidates.push_back(KIBITZ_INSTALLED_DATA_DIR "/syzygy");
#endif
    for (const std::string& c : candidates) {
        std::error_code ec;
        if (std::filesystem::is_directory(c, ec)) return {c};
    }
    return {};
}

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
        folders = defaultSyzygyFolders();
    }
    tb::Tablebase tables;
    const tb::ScanResult scan = tables.setPaths(folders);
    for (const std::string& problem : scan.problems)
        std::fprintf(stderr, "kibitz-cli: tb probe: %s\n", problem.c_str());

    // Gaviota (distance to mate): --gaviota DIR[:DIR], else Debian's gaviotatb tables.
    std::vector<std::string> gaviotaFolders;
    if (gaviota)
        splitFolders(*gaviota, gaviotaFolders);
    else if (std::filesystem::is_directory("/usr/share/gaviotatb/gtb4"))
        gaviotaFolders = {"/usr/share/gaviotatb/gtb4"};
    tb::Gaviota& gtb = tb::Gaviota::instance();
    if (!gaviotaFolders.empty())
        if (const auto problem = gtb.setPaths(gaviotaFolders))
            std::fprintf(stderr, "kibitz-cli: tb probe: %s\n", problem->c_str());
    const auto dtm = gtb.probe(pos);
    const auto dtmMoves = gtb.probeRoot(pos);
    auto dtmOf = [&](chess::Move m) -> std::optional<tb::GaviotaResult> {
        for (const auto& g : dtmMoves)
            if (g.move == m) return g.after;
        return std::nullopt;
    };

    const auto root = tables.probeRoot(pos);
    const std::string fenText = chess::toFen(pos);
    if (json) {
        JsonWriter w;
        w.beginObject().field("fen", fenText).key("syzygy").beginArray();
        for (const std::string& f : folders) w.value(f);
        w.endArray().field("tables", scan.wdlFiles).field("maxPieces", scan.maxPieces);
        if (dtm) w.field("dtm", dtm->dtm).field("mateInMoves", dtm->dtmMoves());
        if (!root) {
            w.field("available", false)
                .field("reason", reasonName(root.error().kind))
                .field("error", root.error().toString())
                .endObject();
            std::printf("%s\n", w.str().c_str());
            return root.error().unavailable() ? 0 : 1;
        }
        const tb::Wdl clocked = tb::atClock(root->wdl, root->dtz, pos.halfmoveClock());
        w.field("available", true)
            .field("wdl", tb::toInt(root->wdl))
            .field("result", tb::wdlName(root->wdl))
            .field("dtz", root->dtz)
            .field("halfmoveClock", pos.halfmoveClock())
            .field("resultAtClock", tb::wdlName(clocked))
            .key("moves")
            .beginArray();
        for (const tb::MoveValue& m : root->moves) {
            w.beginObject()
                .field("uci", chess::toUci(pos, m.move))
                .field("san", chess::toSan(pos, m.move))
                .field("wdl", tb::toInt(m.wdl))
                .field("result", tb::wdlName(m.wdl))
                .field("dtz", m.dtz)
                .field("zeroing", m.zeroing)
                .field("mate", m.mate);
            if (const auto g = dtmOf(m.move)) w.field("dtm", g->dtm);
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
    if (dtm)
        std::printf("gaviota:  %s\n", dtm->wdl == 0
                                          ? "draw"
                                          : (std::string(dtm->wdl > 0 ? "mate in " : "mated in ")
                                             + std::to_string(std::abs(dtm->dtmMoves())) + " (DTM "
                                             + std::to_string(dtm->dtm) + " plies)")
                                                .c_str());
    if (!root) {
        std::printf("%s: %s\n", root.error().unavailable() ? "unavailable" : "error",
                    root.error().toString().c_str());
        return root.error().unavailable() ? 0 : 1;
    }
    std::printf("position: %s, %s\n", std::string(tb::wdlName(root->wdl)).c_str(),
                root->dtz == 0 ? "DTZ 0" : dtzText(root->dtz).c_str());
    const tb::Wdl clocked = tb::atClock(root->wdl, root->dtz, pos.halfmoveClock());
    if (clocked != root->wdl)
        std::printf("          %s with the halfmove clock at %d\n",
                    std::string(tb::wdlName(clocked)).c_str(), pos.halfmoveClock());
    std::printf("moves (%zu, best first):\n", root->moves.size());
    for (const tb::MoveValue& m : root->moves) {
        char line[128];
        const auto g = dtmOf(m.move);
        const std::string dtmText = g && g->dtm ? "DTM " + std::to_string(g->dtm) : std::string();
        std::snprintf(line, sizeof line, "  %-8s %-6s %-13s %-9s %-9s %s",
                      chess::toSan(pos, m.move).c_str(), chess::toUci(pos, m.move).c_str(),
                      std::string(tb::wdlName(m.wdl)).c_str(), dtzText(m.dtz).c_str(),
                      dtmText.c_str(),
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
