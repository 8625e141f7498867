// SPDX-License-Identifier: GPL-3.0-or-later
// The PGN reader (pgn/reader.h) with GameBuilder, and the writer. Any bytes (any encoding)
// are read without crashing; every game read writes to PGN that reads back without error
// to the same tree (moves and NAGs; comments too, unless the writer had to change a '}',
// and up to where their lines break: the writer wraps long lines at their spaces), and
// writing that again gives the same bytes. Main-line and tags-only reading find the same
// games, and reading the text split into chunks for parallel readers finds the same games
// and errors as reading it whole.

#include "harness.h"

#include "pgn/builder.h"
#include "pgn/comment.h"
#include "pgn/input.h"
#include "pgn/writer.h"

#include <utility>
#include <vector>

namespace kibitz::fuzz {

namespace {

using kibitz::pgn::Game;
using kibitz::pgn::Node;

// Comments compare equal up to the spaces the writer turned into line breaks to wrap.
bool sameText(std::string_view a, std::string_view b)
{
    if (a.size() != b.size()) return false;
    for (std::size_t i = 0; i < a.size(); ++i) {
        const char x = a[i] == '\n' ? ' ' : a[i], y = b[i] == '\n' ? ' ' : b[i];
        if (x != y) return false;
    }
    return true;
}

// Same moves, NAGs and (where the writer keeps them) comments, node for node. Iterative:
// inputs can nest deeply.
void checkSameTree(const Game& a, const Game& b)
{
    std::vector<std::pair<const Node*, const Node*>> stack{{a.root(), b.root()}};
    while (!stack.empty()) {
        const auto [x, y] = stack.back();
        stack.pop_back();
        KIBITZ_FUZZ_CHECK(x->move() == y->move());
        KIBITZ_FUZZ_CHECK(x->nags() == y->nags());
        KIBITZ_FUZZ_CHECK(x->position() == y->position());
        KIBITZ_FUZZ_CHECK(x->childCount() == y->childCount());
        for (const auto* c : {&x->commentBefore(), &x->commentAfter()})
            if (c->find('}') != std::string::npos) goto children;
        KIBITZ_FUZZ_CHECK(sameText(x->commentBefore(), y->commentBefore()));
        KIBITZ_FUZZ_CHECK(sameText(x->commentAfter(), y->commentAfter()));
    children:
        for (std::size_t i = 0; i < x->childCount(); ++i)
            stack.emplace_back(x->child(i), y->child(i));
    }
}

struct Outcome {
    std::size_t games = 0;
    std::vector<kibitz::pgn::PgnError> errors;
};

Outcome readAll(std::string_view text, int firstLine)
{
    Outcome out;
    kibitz::pgn::Reader reader(text, {}, firstLine);
    kibitz::pgn::GameBuilder builder;
    while (reader.readGame(builder)) {
        ++out.games;
        out.errors.insert(out.errors.end(), builder.errors().begin(), builder.errors().end());
    }
    return out;
}

} // namespace

int pgn(const std::uint8_t* data, std::size_t size)
{
    using namespace kibitz::pgn;
    const PgnText decoded = decodePgnBytes(std::string(asText(data, size)));
    const std::string_view text = decoded.text;
    KIBITZ_FUZZ_CHECK(isValidUtf8(text));

    // Tolerant, then strict; main lines only; tags only.
    std::vector<PgnError> errors;
    const std::vector<Game> games = readGames(text, &errors);
    for (const PgnError& e : errors) KIBITZ_FUZZ_CHECK(e.line >= 1 && e.column >= 1);
    ReadGamesOptions strict;
    strict.reader.strict = true;
    (void)readGames(text, nullptr, strict);
    ReadGamesOptions mainOnly;
    mainOnly.variations = false;
    const std::vector<Game> mainlines = readGames(text, nullptr, mainOnly);
    KIBITZ_FUZZ_CHECK(mainlines.size() == games.size());
    KIBITZ_FUZZ_CHECK(readHeaders(text).size() == games.size());

    for (std::size_t i = 0; i < games.size(); ++i) {
        const Game& game = games[i];
        KIBITZ_FUZZ_CHECK(mainlines[i].mainlineMoves() == game.mainlineMoves());
        const std::string written = writeGame(game);
        std::vector<PgnError> again;
        const std::vector<Game> reread = readGames(written, &again);
        KIBITZ_FUZZ_CHECK(reread.size() == 1);
        checkSameTree(game, reread[0]);
        KIBITZ_FUZZ_CHECK(writeGame(reread[0]) == written);
        // A game whose start the tags cannot give (a bad FEN) keeps its tags and the error.
        const auto start =
            startPositionFromTags(game.headers().value("FEN"), game.headers().value("Variant"));
        if (start.error.empty()) KIBITZ_FUZZ_CHECK(again.empty());
        const Game copy = game; // deep copy
        KIBITZ_FUZZ_CHECK(writeGame(copy) == written);
        for (const Node* n = game.root(); n; n = n->next()) (void)parseComment(n->commentAfter());
    }

    // Chunks for parallel reading: the same games and errors as the whole text.
    const Outcome whole = readAll(text, 1);
    Outcome parts;
    for (const Chunk& chunk : splitGames(text, 3)) {
        Outcome part = readAll(chunk.text, chunk.firstLine);
        parts.games += part.games;
        parts.errors.insert(parts.errors.end(), part.errors.begin(), part.errors.end());
    }
    KIBITZ_FUZZ_CHECK(parts.games == whole.games);
    KIBITZ_FUZZ_CHECK(parts.errors.size() == whole.errors.size());
    for (std::size_t i = 0; i < whole.errors.size(); ++i) {
        KIBITZ_FUZZ_CHECK(parts.errors[i].line == whole.errors[i].line);
        KIBITZ_FUZZ_CHECK(parts.errors[i].column == whole.errors[i].column);
        KIBITZ_FUZZ_CHECK(parts.errors[i].message == whole.errors[i].message);
    }
    return 0;
}

} // namespace kibitz::fuzz

KIBITZ_FUZZ_ENTRY(pgn)
