// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// Visitors that turn what the Reader reports into games:
//   GameBuilder      the whole tree: variations, comments, NAGs, and the game's errors
//   MainlineBuilder  the main line only (variations are skipped by the reader, unread)
//   HeadersBuilder   the tags only (the movetext is skipped by the reader, unread)
//
// Where comments go: a comment before the first move of the game or of a variation is that
// move's commentBefore; any other comment is the commentAfter of the move before it (two
// comments in a row are joined with a space). A comment in a game without moves is the
// root's commentAfter. A NAG before the first move of a variation goes to that move.
//
// Text the reader could not read (Visitor::unread) is dropped unless setKeepUnread(true):
// then it becomes a comment where it stood (unreadComment), so that a game with an illegal
// move keeps the rest of its text, in sight, and writes it out again.

#include "pgn/game.h"
#include "pgn/reader.h"

#include <string_view>
#include <vector>

namespace kibitz::pgn {

class GameBuilder : public Visitor {
public:
    GameBuilder() = default;

    // --- Visitor
    void beginGame(int line) override;
    void tag(std::string_view name, std::string_view value) override;
    void startPosition(const chess::Position& pos) override;
    void move(const chess::Position& before, chess::Move m, std::string_view san) override;
    void comment(std::string_view text) override;
    void nag(int nag) override;
    Control beginVariation() override;
    void endVariation() override;
    void result(std::string_view result) override;
    void error(const PgnError& error) override;
    void unread(std::string_view text, const PgnError& why) override;
    void endGame() override;

    void setKeepUnread(bool keep) { m_keepUnread = keep; }

    // --- Results of the last game read
    Game& game() { return m_game; }
    Game takeGame() { return std::move(m_game); }
    const std::vector<PgnError>& errors() const { return m_errors; }
    int firstLine() const { return m_firstLine; }
    // The result token that ended the movetext (empty when there was none).
    const std::string& movetextResult() const { return m_movetextResult; }
    // The game's start could not be set up (a bad FEN tag, a variant Kibitz does not play):
    // the reader gave no start position and read none of its moves.
    bool startFailed() const { return !m_started; }

protected:
    bool m_variations = true;

private:
    // What waits for the next move (a comment, NAGs) goes to node instead: the comment before
    // it (the move's own), or after it (where a line or the game ends with it still waiting).
    enum class CommentPlace : std::uint8_t { Before, After };
    void placePending(Node* node, CommentPlace place);

    Game m_game;
    Node* m_current = nullptr;
    std::vector<Node*> m_stack; // where each open variation returns to
    std::string m_pendingComment;
    std::vector<std::uint8_t> m_pendingNags;
    bool m_atLineStart = true; // no move yet in the current line
    int m_skippedOpen = 0;     // variations opened with Skip, not yet closed
    std::vector<PgnError> m_errors;
    std::string m_movetextResult;
    int m_firstLine = 0;
    bool m_started = false; // startPosition() came
    bool m_keepUnread = false;
};

// The comment that keeps text the reader could not read: a note that says so, where and why,
// then the text as it was. The text's own comments stay comments of their own: the result
// holds joinComment's block separators where they stood, so it is written back as
// "{Not read ...: 6. Ke9 Nf6} {their comment} {7. Nc3 ...}".
std::string unreadComment(std::string_view text, const PgnError& why);
// The words every such comment starts with.
inline constexpr std::string_view UnreadCommentStart = "Not read by Kibitz";

// The main line only: every variation is skipped.
class MainlineBuilder : public GameBuilder {
public:
    MainlineBuilder() { m_variations = false; }
};

class HeadersBuilder : public Visitor {
public:
    void beginGame(int line) override;
    void tag(std::string_view name, std::string_view value) override;
    Control endTags() override { return Control::Skip; }
    void error(const PgnError& error) override { m_errors.push_back(error); }

    const Headers& headers() const { return m_headers; }
    Headers takeHeaders() { return std::move(m_headers); }
    const std::vector<PgnError>& errors() const { return m_errors; }
    int firstLine() const { return m_firstLine; }

private:
    Headers m_headers;
    std::vector<PgnError> m_errors;
    int m_firstLine = 0;
};

// --- Convenience: every game of a text. Errors of all games are appended to errors (their
// lines tell which game they belong to).
// Error policies: an illegal move skips the rest of its variation (the main line's rest when
// it is on the main line) and reading goes on, or with reader.strict stops the game's moves;
// a game whose start cannot be set up (a bad FEN tag) is kept with its tags and no moves, or
// with skipBadFen left out (its errors are still reported).
struct ReadGamesOptions {
    ReadOptions reader;
    bool variations = true; // false: main lines only
    bool skipBadFen = false;
    bool keepUnread = false; // text the reader cannot read becomes comments (see above)
    int firstLine = 1;       // the line number of the text's first line
};
std::vector<Game> readGames(std::string_view text, std::vector<PgnError>* errors = nullptr,
                            const ReadGamesOptions& options = {});
// The first game of text (an empty game when there is none).
Game readGame(std::string_view text, std::vector<PgnError>* errors = nullptr,
              const ReadGamesOptions& options = {});
std::vector<Headers> readHeaders(std::string_view text, std::vector<PgnError>* errors = nullptr);

} // namespace kibitz::pgn
