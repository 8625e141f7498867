// SPDX-License-Identifier: GPL-3.0-or-later
// kibitz-cli: everything Kibitz does, in batch and scriptable form.

#include "commands.h"

#include <cstdio>
#include <cstring>
#include <string_view>

namespace {

struct Entry {
    const char* name;
    kibitz::cli::Command run;
    const char* usage;
};

constexpr Entry Commands[] = {
    {"perft", kibitz::cli::perftCommand,
     "perft [--fen FEN] --depth N [--divide] [--threads N] [--variant NAME] [--chess960] "
     "[--json]\n"
     "                                                    count leaf nodes of the move tree"},
    {"show", kibitz::cli::showCommand,
     "show [--fen FEN [--chess960] | --scharnagl N] [--variant NAME] [--moves \"M ...\"]\n"
     "       [--transform T] [--unicode] [--flip] [--color] [--bitboards] [--ep legal|fen|xfen]\n"
     "       [--ep-square SQ] [--pseudo-legal] [--from SQ,..] [--to SQ,..] [--highlight COLOUR]\n"
     "       [--only captures,ep,castling,quiet,promotions,drops] [--json]\n"
     "                                                    board, FENs, check, outcome, claims "
     "(also\n"
     "                                                    with the move), material, moves, key"},
    {"san", kibitz::cli::sanCommand,
     "san [--fen FEN] [--variant NAME] [--strict] MOVE... [--json]\n"
     "                                                    play moves in any notation, print "
     "SAN/UCI/FEN"},
    {"pgn", kibitz::cli::pgnCommand,
     "pgn stats FILE [--json] [--strict] [--threads N]  games, plies, errors; every move "
     "validated\n"
     "  pgn check FILE [--json] [--strict]                list errors as FILE:LINE:COLUMN: "
     "message; exit 1 if any\n"
     "  pgn export FILE [-o OUT] [--no-comments] [--no-variations] [--no-nags] [--no-headers] "
     "[--width N]\n"
     "       [--skip-invalid] [--skip-bad-fen] [--strict] rewrite in PGN export format (atomic "
     "save); a game\n"
     "                                                    with errors is written as it was read "
     "(exit 1);\n"
     "                                                    FILE may be a SCID base (NAME.si4)\n"
     "  pgn merge A.pgn B.pgn ... -o OUT.pgn [--interleave] [--json]\n"
     "                                                    games of several files in one, byte for "
     "byte;\n"
     "                                                    --interleave undoes annotate's shards"},
    {"eco", kibitz::cli::ecoCommand,
     "eco IN.pgn [-o OUT.pgn] [--overwrite] [--json]    fill ECO and Opening tags (deepest named "
     "position);\n"
     "                                                    only tag lines change, every other byte "
     "is kept"},
    {"book", kibitz::cli::bookCommand,
     "book probe --book FILE [--fen FEN] [--min-weight W] [--exclude M,..] [--pick "
     "best|weighted [--seed S]] [--json]\n"
     "                                                    Polyglot book moves with weights and "
     "shares\n"
     "  book build IN.pgn -o OUT.bin [--max-ply N] [--min-games N] [--color white|black|both] "
     "[--no-stats] [--json]\n"
     "                                                    build a Polyglot book from games (2 win, "
     "1 draw)"},
    {"tb", kibitz::cli::tbCommand,
     "tb probe --fen FEN [--syzygy DIR[:DIR...]] [--gaviota DIR] [--json]\n"
     "                                                    Syzygy WDL/DTZ and Gaviota DTM of a "
     "position and every move;\n"
     "                                                    names every missing table file\n"
     "  tb verify [DIR[:DIR...] | FILE...] [--md5 LIST] [--sample | --full] [--threads N] "
     "[--json]\n"
     "                                                    Syzygy files by layout and MD5, or "
     "every position\n"
     "                                                    decoded where no sum is known; Gaviota "
     "files by layout,\n"
     "                                                    blocks and MD5; exit 1 if any fails"},
    {"analyse", kibitz::cli::analyseCommand,
     "analyse --engine NAME|PATH [--fen FEN] [--variant NAME] (--movetime MS | --depth N | "
     "--nodes N | --mate N)\n"
     "       [--multipv K] [--threads T] [--hash MB] [--protocol uci|xboard|auto] [--json]\n"
     "                                                    run a UCI or XBoard engine on a "
     "position, print its final lines"},
    {"match", kibitz::cli::matchCommand,
     "match --engine A --engine B [--games N] [--tc 10+0.1] [--fen FEN | --openings FILE.pgn|.epd] "
     "[--variant NAME] [--pgn OUT.pgn] [--sprt ELO0,ELO1[,ALPHA,BETA]] [--json]\n"
     "                                                    play engine games, colours alternating; "
     "score and Elo difference"},
    {"tournament", kibitz::cli::tournamentCommand,
     "tournament --engine A --engine B [--engine C ...] [--gauntlet] [--rounds R] [--tc TC] "
     "[--concurrency C]\n"
     "       [--openings FILE.pgn|.epd [--openings-order sequential|random] | --book FILE.bin "
     "[--book-depth PLIES]] [--seed S]\n"
     "       [--sprt elo0=0,elo1=5,alpha=0.05,beta=0.05] [--adjudicate-tb [DIR[:DIR]]]\n"
     "       [--resign-score CP --resign-moves K] [--draw-score CP --draw-moves K --draw-after "
     "M] [--max-moves N] [--hang-timeout S]\n"
     "       [--shard K/N] -o OUT.pgn [--state FILE] [--resume] [--json]\n"
     "                                                    round robin or gauntlet, N games at "
     "once, crash-safe; crosstable\n"
     "                                                    (--engine also takes "
     "cmd=PATH,name=N,arg=A,tc=TC,ponder=true,random=true,nps=N,option.X=V)\n"
     "  tournament merge SHARD.state.json... -o OUT.pgn [--state FILE] [--json]\n"
     "                                                    the shards of one event as one: PGN, "
     "state, crosstable"},
    {"annotate", kibitz::cli::annotateCommand,
     "annotate IN.pgn --engine NAME|PATH (--movetime MS | --depth N | --nodes N) [--threads T] "
     "[--hash "
     "MB]\n"
     "       [--concurrency C] [--shard K/N] [--resume] [--book FILE] -o OUT.pgn [--json]\n"
     "                                                    evaluations, ?! ? ?? with better lines, "
     "accuracy per side"},
    {"epd", kibitz::cli::epdCommand,
     "epd run SUITE.epd --engine NAME|PATH (--movetime MS | --depth N | --nodes N) [--concurrency "
     "C]\n"
     "       [--threads T] [--hash MB] [--json]     a test suite: bm/am solved, STS points, "
     "time to solution\n"
     "  epd write [--fen FEN] [--variant NAME] [--bm M..] [--am M..] [--id ID] [--ce CP] [--dm "
     "N] [--pv \"M ...\"]\n"
     "       [--c0 TEXT]... [--counters] [--json]     one position as an EPD line (bm/am "
     "sorted)"},
    {"db", kibitz::cli::dbCommand,
     "db index FILE [--cache DIR] [--rebuild] [--no-cache] [--threads N] [--json]\n"
     "                                                    index a PGN file as a database (games, "
     "errors, ms, size);\n"
     "                                                    FILE may be a SCID base (NAME.si4, read "
     "only)\n"
     "  db list FILE [--player P | --white P | --black P] [--opponent P] [--elo MIN-MAX] [--date "
     "FROM:TO]\n"
     "       [--result R]... [--eco A00-B99] [--event T] [--site T] [--text T] [--plies MIN-MAX] "
     "[--errors]\n"
     "       [--sort COLUMN[:desc]] [--limit N] [--json]\n"
     "                                                    filter and sort the games by their "
     "headers\n"
     "  db search FILE (--fen FEN | --moves \"e4 c5 ...\") [--limit N] [--json]\n"
     "                                                    games reaching a position, with counts "
     "per next move\n"
     "  db tree FILE [--fen FEN | --moves ...] [--json]   opening tree: moves, games, W/D/L, Elo, "
     "performance\n"
     "  db material FILE --signature KRPvKR [--limit N] [--json]\n"
     "                                                    games reaching a material balance "
     "(KRP0-2vKR+)\n"
     "  db duplicates FILE [--min-plies N] [--json]        groups of copies: identical games, or "
     "one contained\n"
     "                                                    in another (same players, its moves a "
     "prefix)\n"
     "  db player NAME FILE [--limit N] [--json]          a player's games by colour and result, "
     "openings,\n"
     "                                                    rating by year, best wins (all the "
     "player's spellings)\n"
     "  db names FILE [--player NAME] [--json]            one name per player: the spellings of "
     "each player,\n"
     "                                                    and those that may be one of several "
     "(never merged)\n"
     "  db rename FILE --from SPELLING --to NAME [--json] rewrite those White/Black tags, every "
     "other byte kept"},
    {"render", kibitz::cli::renderCommand,
     "render [--fen FEN | --pgn FILE [--game N] [--ply P]] [--lastmove UCI] [--check] [--arrows "
     "e2e4,g1f3:red]\n"
     "         [--squares d4,e5:green] [--flip] [--size PX] [--no-coordinates] [--theme NAME] "
     "[--pieces DIR]\n"
     "         [--light-colour C] [--dark-colour C] [--lastmove-colour C] [--lastmove-dark-colour "
     "C]\n"
     "         [--check-colour C] [--check-dark-colour C] [--coordinate-colour C] "
     "[--margin-colour C]\n"
     "         [--css FILE] [--svg-tiny]\n"
     "         -o OUT.svg|OUT.png [--json]            a board diagram: self-contained SVG or PNG"},
    {"export", kibitz::cli::exportCommand,
     "export FILE.pgn [--game N] (--html OUT.html | --pdf OUT.pdf) [--diagrams PLY,...] [--json]\n"
     "                                                    games in figurine notation with "
     "variations, comments, diagrams"},
    {"train", kibitz::cli::trainCommand,
     "train extract IN.pgn [--player NAME] [--min mistake|blunder] [--depth N] [--no-engine] -o "
     "OUT.epd [--json]\n"
     "                                                    exercises (EPD, bm in SAN) from the ? "
     "and ?? of annotated games\n"
     "  train repertoire REP.pgn --color white|black [--games MINE.pgn [--player NAME]] [--state "
     "FILE] [--json]\n"
     "                                                    a repertoire's cards, SM-2 due/learned, "
     "where games left it"},
    {"online", kibitz::cli::onlineCommand,
     "online games lichess|chesscom USER -o FILE.pgn [--since DATE] [--until DATE] [--max N]\n"
     "       [--perf blitz,rapid,...] [--rated] [--json] a player's games; when FILE exists only "
     "newer ones,\n"
     "                                                    never twice (lichess Site, chess.com "
     "Link)\n"
     "  online explorer masters|lichess|player [--player USER] [--color white|black]\n"
     "       [--speeds S,..] [--ratings R,..] [--max-moves N] (--fen FEN | --moves \"M ...\") "
     "[--json]\n"
     "                                                    lichess opening explorer: moves, "
     "results, top games\n"
     "  online broadcast list [--json]                 lichess's official broadcasts and their "
     "rounds\n"
     "  online broadcast follow ROUND_ID -o FILE.pgn [--max-seconds N] [--json]\n"
     "                                                    a round's games kept up to date in FILE "
     "as moves come\n"
     "  online tablebase (--fen FEN | --moves ...) [--json] lichess's 7-piece tablebase\n"
     "  online eval (--fen FEN | --moves ...) [--multipv K] lichess cloud evaluation\n"
     "       every one: [--server URL] [--token T] [--json]; the token may come from "
     "KIBITZ_LICHESS_TOKEN"},
};

void printHelp(std::FILE* out)
{
    std::fprintf(out, "usage: kibitz-cli COMMAND [OPTIONS]\n\ncommands:\n");
    for (const Entry& e : Commands) std::fprintf(out, "  %s\n", e.usage);
    std::fprintf(out, "\nFEN may be given as 'startpos'. Every command accepts --json.\n");
}

} // namespace

int main(int argc, char** argv)
{
    if (argc < 2) {
        printHelp(stderr);
        return 2;
    }
    const std::string_view name = argv[1];
    if (name == "--help" || name == "-h" || name == "help") {
        printHelp(stdout);
        return 0;
    }
    if (name == "--version") {
        std::printf("kibitz-cli %s\n", KIBITZ_VERSION);
        return 0;
    }
    for (const Entry& e : Commands) {
        if (name != e.name) continue;
        kibitz::cli::Args args(e.name, std::vector<std::string>(argv + 2, argv + argc));
        std::optional<kibitz::cli::UsageError> usage;
        const int status = e.run(args, usage);
        if (usage) {
            std::fprintf(stderr, "kibitz-cli: %s\n", usage->message.c_str());
            return 2;
        }
        return status;
    }
    std::fprintf(stderr, "kibitz-cli: unknown command '%s' (try kibitz-cli --help)\n", argv[1]);
    return 2;
}
