// SPDX-License-Identifier: GPL-3.0-or-later
// kibitz-cli train: exercises from the mistakes of annotated games (as EPD), and the cards
// of an opening repertoire with their spaced-repetition state and where one's games left it.

#include "commands.h"
#include "json.h"

#include "base/asciilower.h"
#include "chess/epd.h"
#include "chess/fen.h"
#include "chess/notation.h"
#include "io/atomic_file.h"
#include "io/datadirs.h"
#include "io/userfolders_qt.h"
#include "pgn/builder.h"
#include "pgn/input.h"
#include "tablebase/syzygy.h"
#include "train/exercise.h"
#include "train/judge.h"
#include "train/repertoire.h"
#include "train/trainingstore.h"

#include <QDate>

#include <algorithm>
#include <cstdio>

namespace kibitz::cli {

namespace {

// The games of a file; errors are printed as FILE:LINE:COLUMN and counted.
std::optional<std::vector<pgn::Game>> readFile(const std::string& path, int& errors)
{
    auto text = pgn::readPgnFile(path);
    if (!text) {
        std::fprintf(stderr, "kibitz-cli: %s\n", text.error().toString().c_str());
        return std::nullopt;
    }
    std::vector<pgn::PgnError> problems;
    std::vector<pgn::Game> games = pgn::readGames(text->text, &problems);
    for (const pgn::PgnError& e : problems)
        std::fprintf(stderr, "%s:%s\n", path.c_str(), e.toString().c_str());
    errors += int(problems.size());
    return games;
}

// The moves from start along path, as a PGN line ("1. e4 e5 2. Nf3").
std::string lineText(chess::Position pos, const std::vector<chess::Move>& path)
{
    std::string out;
    bool first = true;
    for (const chess::Move m : path) {
        if (!out.empty()) out += ' ';
        if (pos.sideToMove() == chess::Color::White)
            out += std::to_string(pos.fullmoveNumber()) + ". ";
        else if (first)
            out += std::to_string(pos.fullmoveNumber()) + "... ";
        out += chess::toSan(pos, m);
        pos = pos.after(m);
        first = false;
    }
    return out;
}

int trainExtract(Args& args, std::optional<UsageError>& usage)
{
    const auto output = args.option("-o", usage);
    const auto player = args.option("--player", usage);
    const auto minimum = args.option("--min", usage);
    const auto depth = args.integer("--depth", 1, 40, usage);
    const bool noEngine = args.flag("--no-engine");
    const bool json = args.flag("--json");
    const std::string file = args.onePositional("train extract", "expected one PGN file", usage);
    if (!usage && !output) usage = UsageError{"train extract: -o OUT.epd is required"};
    std::optional<train::Severity> severity = train::Severity::Mistake;
    if (!usage && minimum) {
        severity = train::parseSeverity(*minimum);
        if (!severity)
            usage = UsageError{"train extract: --min: expected mistake or blunder, not '" + *minimum
                               + "'"};
    }
    if (usage) return 2;

    int errors = 0;
    const auto games = readFile(file, errors);
    if (!games) return 1;

    // The better move where the game has none: the built-in search, with the bundled tables.
    tb::Tablebase tables;
    tables.setPaths(io::bundledSyzygyFolders());
    train::MoveJudge judge(&tables, depth ? int(*depth) : 12);
    train::ExtractOptions options;
    options.player = player.value_or(std::string());
    options.minimum = *severity;
    if (!noEngine)
        options.engine = [&judge](const chess::Position& pos) { return judge.bestMove(pos); };

    std::string epdText;
    std::vector<train::Exercise> all;
    int skipped = 0;
    for (std::size_t i = 0; i < games->size(); ++i) {
        train::ExtractResult r = train::extractExercises((*games)[i], int(i) + 1, options);
        skipped += r.skipped;
        for (train::Exercise& e : r.exercises) {
            epdText += chess::toEpd(train::toEpd(e)) + "\n";
            all.push_back(std::move(e));
        }
    }
    if (const auto failed = io::saveFileAtomically(*output, epdText)) {
        std::fprintf(stderr, "kibitz-cli: train extract: %s\n", failed->message.c_str());
        return 1;
    }

    if (json) {
        JsonWriter w;
        w.beginObject()
            .field("games", int(games->size()))
            .field("exercises", int(all.size()))
            .field("skipped", skipped)
            .field("errors", errors)
            .field("output", *output)
            .key("items")
            .beginArray();
        for (const train::Exercise& e : all) {
            w.beginObject()
                .field("game", e.game)
                .field("move", e.where())
                .field("player", e.player)
                .field("severity", train::severityName(e.severity))
                .field("fen", chess::toFen(e.position))
                .field("bm", chess::toSan(e.position, e.best))
                .field("played", chess::toSan(e.position, e.played))
                .field("source", train::bestSourceName(e.source))
                .endObject();
        }
        w.endArray().endObject().print();
    } else {
        for (const train::Exercise& e : all)
            std::printf("%-28s %-8s %-7s best %s (%s)\n", e.where().c_str(),
                        std::string(train::severityName(e.severity)).c_str(),
                        chess::toSan(e.position, e.played).c_str(),
                        chess::toSan(e.position, e.best).c_str(),
                        std::string(train::bestSourceName(e.source)).c_str());
        std::printf("%zu exercise%s from %zu game%s", all.size(), all.size() == 1 ? "" : "s",
                    games->size(), games->size() == 1 ? "" : "s");
        if (skipped) std::printf(", %d marked moves without a better move", skipped);
        std::printf(" -> %s\n", output->c_str());
    }
    return errors ? 1 : 0;
}

// Kibitz's data folder, where the workbench keeps training.sqlite.
std::string defaultStateFile()
{
    return io::userFilePath(io::UserFolder::Data, QStringLiteral("training.sqlite")).toStdString();
}

int trainRepertoire(Args& args, std::optional<UsageError>& usage)
{
    const auto color = args.option("--color", usage);
    const auto gamesFile = args.option("--games", usage);
    const auto player = args.option("--player", usage);
    const auto stateFile = args.option("--state", usage);
    const bool json = args.flag("--json");
    const std::string repertoireFile =
        args.onePositional("train repertoire", "expected one PGN file", usage);
    if (!usage && (!color || (asciiLower(*color) != "white" && asciiLower(*color) != "black")))
        usage = UsageError{"train repertoire: --color white|black is required"};
    if (usage) return 2;
    const chess::Color side =
        asciiLower(*color) == "white" ? chess::Color::White : chess::Color::Black;

    int errors = 0;
    const auto games = readFile(repertoireFile, errors);
    if (!games) return 1;
    const train::Repertoire repertoire(*games, side);

    // The spaced-repetition state the workbench's drill keeps for this repertoire.
    const std::string deck = train::deckName(repertoireFile, side);
    const std::string file = stateFile ? *stateFile : defaultStateFile();
    auto store = train::TrainingStore::open(file);
    if (!store) {
        std::fprintf(stderr, "kibitz-cli: train repertoire: %s\n",
                     store.error().toString().c_str());
        return 1;
    }
    const auto states = (*store)->cards(deck);
    const std::int64_t today = QDate::currentDate().toJulianDay();
    int due = 0, fresh = 0, learned = 0;
    for (const train::Card& c : repertoire.cards()) {
        const auto it = states.find(c.key);
        const train::Sm2State s = it == states.end() ? train::Sm2State{} : it->second;
        if (s.isNew())
            ++fresh;
        else if (s.isDue(today))
            ++due;
        if (s.isLearned()) ++learned;
    }

    // Where the user's games (or, with --player, the games of that player with the
    // repertoire's colour) left the repertoire.
    struct Checked {
        int game;
        const pgn::Game* g;
        train::Departure d;
    };
    std::vector<Checked> checked;
    std::vector<pgn::Game> kept;
    if (gamesFile) {
        auto mine = readFile(*gamesFile, errors);
        if (!mine) return 1;
        kept = std::move(*mine);
        const std::string tag = side == chess::Color::White ? "White" : "Black";
        for (std::size_t i = 0; i < kept.size(); ++i) {
            if (player && asciiLower(kept[i].headers().value(tag)) != asciiLower(*player)) continue;
            checked.push_back({int(i) + 1, &kept[i], train::findDeparture(repertoire, kept[i])});
        }
    }

    if (json) {
        JsonWriter w;
        w.beginObject()
            .field("cards", int(repertoire.cards().size()))
            .field("replies", int(repertoire.replyPositions()))
            .field("new", fresh)
            .field("due", due)
            .field("learned", learned)
            .field("state", file)
            .key("items")
            .beginArray();
        for (const train::Card& c : repertoire.cards()) {
            w.beginObject().field("fen", chess::toFen(c.position)).key("moves").beginArray();
            for (const chess::Move m : c.moves) w.value(chess::toSan(c.position, m));
            w.endArray().field("line", lineText(c.start, c.path)).endObject();
        }
        w.endArray();
        if (gamesFile) {
            w.key("games").beginArray();
            for (const Checked& c : checked) {
                w.beginObject()
                    .field("game", c.game)
                    .field("white", c.g->headers().value("White"))
                    .field("black", c.g->headers().value("Black"))
                    .field("left", train::departureName(c.d.kind))
                    .field("ply", c.d.ply)
                    .field("text", c.d.describe())
                    .endObject();
            }
            w.endArray();
        }
        w.endObject().print();
    } else {
        for (const train::Card& c : repertoire.cards()) {
            std::string moves;
            for (const chess::Move m : c.moves) {
                if (!moves.empty()) moves += ' ';
                moves += chess::toSan(c.position, m);
            }
            const std::string line = lineText(c.start, c.path);
            std::printf("%-10s after %s\n", moves.c_str(),
                        line.empty() ? "the start" : line.c_str());
        }
        std::printf("%zu cards (%s to move), %zu opponent positions; new %d, due %d, learned %d\n",
                    repertoire.cards().size(), side == chess::Color::White ? "White" : "Black",
                    repertoire.replyPositions(), fresh, due, learned);
        for (const Checked& c : checked)
            std::printf("game %d, %s - %s: %s\n", c.game, c.g->headers().value("White").c_str(),
                        c.g->headers().value("Black").c_str(), c.d.describe().c_str());
    }
    return errors ? 1 : 0;
}

} // namespace

int trainCommand(Args& args, std::optional<UsageError>& usage)
{
    return runSubcommand(args, usage, "train",
                         {{"extract", trainExtract}, {"repertoire", trainRepertoire}},
                         "extract or repertoire");
}

} // namespace kibitz::cli
