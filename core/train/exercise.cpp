// SPDX-License-Identifier: GPL-3.0-or-later
#include "train/exercise.h"

#include "base/asciilower.h"

#include "base/enumtext.h"
#include "chess/notation.h"
#include "pgn/comment.h"

#include <algorithm>
#include <array>
#include <cctype>

namespace kibitz::train {

namespace {

constexpr std::uint8_t NagMistake = 2; // "?", PGN standard section 10
constexpr std::uint8_t NagBlunder = 4; // "??"

// The words of the enums, in their order: one for each value (the static_asserts check it).
constexpr auto SeverityWords = std::to_array<EnumText<Severity>>({
    {Severity::Mistake, "mistake"},
    {Severity::Blunder, "blunder"},
});
static_assert(hasEveryValue(SeverityWords, Severity::Blunder));
constexpr auto BestSourceWords = std::to_array<EnumText<BestSource>>({
    {BestSource::Variation, "variation"},
    {BestSource::Comment, "comment"},
    {BestSource::Engine, "engine"},
});
static_assert(hasEveryValue(BestSourceWords, BestSource::Engine));

std::string trimmedLower(std::string_view s)
{
    while (!s.empty() && std::isspace(static_cast<unsigned char>(s.front()))) s.remove_prefix(1);
    while (!s.empty() && std::isspace(static_cast<unsigned char>(s.back()))) s.remove_suffix(1);
    return asciiLower(s);
}

bool containsWord(std::string_view text, std::string_view word)
{
    return text.find(word) != std::string_view::npos;
}

std::string moveText(const chess::Position& before, chess::Move m, int moveNumber)
{
    std::string out = std::to_string(moveNumber);
    out += before.sideToMove() == chess::Color::White ? ". " : "... ";
    out += chess::toSan(before, m);
    return out;
}

} // namespace

std::string_view severityName(Severity s)
{
    return textOf(SeverityWords, s, "mistake");
}

std::optional<Severity> parseSeverity(std::string_view text)
{
    return valueOf(SeverityWords, trimmedLower(text));
}

std::string_view bestSourceName(BestSource s)
{
    return textOf(BestSourceWords, s, "variation");
}

std::string Exercise::where() const
{
    if (played.isNone()) return label;
    std::string out = "game " + std::to_string(game) + ", ";
    out += moveText(position, played, moveNumber);
    out += severity == Severity::Blunder ? "??" : "?";
    return out;
}

std::optional<Severity> severityOf(const pgn::Node& node)
{
    // A move judged by its NAGs is judged by them alone: "?!" with lichess's "Inaccuracy."
    // must not become a mistake because some other word appears in the comment.
    bool judged = false;
    for (const std::uint8_t nag : node.nags()) {
        if (nag == NagBlunder) return Severity::Blunder;
        if (nag == NagMistake) return Severity::Mistake;
        if (nag >= 1 && nag <= 6) judged = true;
    }
    if (judged) return std::nullopt;
    // lichess's advice texts (its comment after the move, in English whatever the site's
    // language): the category word, or the two mate cases it files under blunders.
    const std::string text = pgn::parseComment(node.commentAfter()).text;
    if (containsWord(text, "Blunder.") || containsWord(text, "Checkmate is now unavoidable")
        || containsWord(text, "Lost forced checkmate sequence"))
        return Severity::Blunder;
    if (containsWord(text, "Mistake.")) return Severity::Mistake;
    return std::nullopt;
}

std::optional<chess::Move> bestFromComment(const pgn::Node& node)
{
    const std::string text = pgn::parseComment(node.commentAfter()).text;
    const std::size_t at = text.find(" was best");
    if (at == std::string::npos) return std::nullopt;
    std::size_t start = at;
    while (start > 0 && !std::isspace(static_cast<unsigned char>(text[start - 1]))) --start;
    if (start == at) return std::nullopt;
    auto move =
        chess::parseSan(node.positionBefore(), std::string_view(text).substr(start, at - start));
    if (!move) return std::nullopt;
    return *move;
}

ExtractResult extractExercises(const pgn::Game& game, int gameNumber, const ExtractOptions& options)
{
    ExtractResult result;
    const std::string white = game.headers().value("White", "?");
    const std::string black = game.headers().value("Black", "?");
    const std::string wanted = trimmedLower(options.player);
    for (const pgn::Node* node : game.mainline()) {
        const std::optional<Severity> severity = severityOf(*node);
        if (!severity || *severity < options.minimum) continue;
        const bool whiteMoved = node->mover() == chess::Color::White;
        const std::string& player = whiteMoved ? white : black;
        if (!wanted.empty() && trimmedLower(player) != wanted) continue;

        Exercise e;
        e.position = node->positionBefore();
        e.played = node->move();
        e.severity = *severity;
        e.player = player;
        e.opponent = whiteMoved ? black : white;
        e.event = game.headers().value("Event");
        e.date = game.headers().value("Date");
        e.game = gameNumber;
        e.moveNumber = node->moveNumber();

        // The first variation beside the bad move that starts with another move.
        const pgn::Node* parent = node->parent();
        for (const auto& sibling : parent->children()) {
            if (sibling.get() == node || sibling->move() == node->move()) continue;
            for (const pgn::Node* n = sibling.get(); n; n = n->next()) e.line.push_back(n->move());
            e.source = BestSource::Variation;
            break;
        }
        if (e.line.empty()) {
            if (const auto best = bestFromComment(*node); best && *best != node->move()) {
                e.line.push_back(*best);
                e.source = BestSource::Comment;
            }
        }
        if (e.line.empty() && options.engine) {
            if (const auto best = options.engine(e.position); best && *best != node->move()) {
                e.line.push_back(*best);
                e.source = BestSource::Engine;
            }
        }
        if (e.line.empty()) {
            ++result.skipped;
            continue;
        }
        e.best = e.line.front();
        result.exercises.push_back(std::move(e));
    }
    return result;
}

chess::Epd toEpd(const Exercise& exercise)
{
    chess::Epd epd;
    epd.position = exercise.position;
    epd.setMoves("bm", {exercise.best});
    if (exercise.line.size() > 1) epd.setPv(exercise.line);
    std::string id = "game " + std::to_string(exercise.game) + " move "
                     + std::to_string(exercise.moveNumber)
                     + (exercise.position.sideToMove() == chess::Color::White ? "." : "...");
    epd.setId(std::move(id));
    // The counters, so that the move number survives (PGN standard 16.2.5: hmvc, fmvn).
    epd.set("hmvc", {std::to_string(exercise.position.halfmoveClock())});
    epd.set("fmvn", {std::to_string(exercise.position.fullmoveNumber())});
    const bool white = exercise.position.sideToMove() == chess::Color::White;
    std::string c0 = white ? exercise.player + " - " + exercise.opponent
                           : exercise.opponent + " - " + exercise.player;
    if (!exercise.event.empty() && exercise.event != "?") c0 += ", " + exercise.event;
    if (!exercise.date.empty() && exercise.date.find_first_not_of("?.") != std::string::npos)
        c0 += ", " + exercise.date;
    c0 += ", " + exercise.where();
    epd.set("c0", {std::move(c0)});
    epd.set("c1", {std::string(severityName(exercise.severity)) + ", best move from the "
                   + std::string(bestSourceName(exercise.source))});
    epd.set("c2", {exercise.player});
    return epd;
}

Expected<Exercise, EpdExerciseError> exerciseFromEpd(const chess::Epd& epd)
{
    auto bm = epd.moves("bm");
    if (!bm) return unexpected(EpdExerciseError{"bm: " + bm.error().message});
    if (bm->empty()) return unexpected(EpdExerciseError{"no bm: nothing to find"});
    Exercise e;
    e.position = epd.position;
    e.best = bm->front();
    if (auto pv = epd.pv(); pv && !pv->empty() && pv->front() == e.best)
        e.line = *pv;
    else
        e.line = {e.best};
    e.player = epd.operand("c2").value_or(std::string());
    const std::string c1 = epd.operand("c1").value_or(std::string());
    // toEpd's c1 starts with the severity's word.
    e.severity =
        c1.starts_with(severityName(Severity::Blunder)) ? Severity::Blunder : Severity::Mistake;
    e.moveNumber = epd.position.fullmoveNumber();
    e.label = epd.operand("c0").value_or(epd.operand("id").value_or(std::string()));
    return e;
}

} // namespace kibitz::train
