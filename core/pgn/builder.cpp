// SPDX-License-Identifier: GPL-3.0-or-later
#include "pgn/builder.h"

namespace kibitz::pgn {

// ---------------------------------------------------------------------------------------
// GameBuilder

void GameBuilder::beginGame(int line)
{
    m_game = Game();
    m_current = m_game.root();
    m_stack.clear();
    m_pendingComment.clear();
    m_pendingNags.clear();
    m_atLineStart = true;
    m_skippedOpen = 0;
    m_errors.clear();
    m_movetextResult.clear();
    m_started = false;
    m_firstLine = line;
}

void GameBuilder::tag(std::string_view name, std::string_view value)
{
    m_game.headers().set(name, value);
}

void GameBuilder::startPosition(const chess::Position& pos)
{
    m_started = true;
    m_game.setStartPosition(pos);
    m_current = m_game.root();
}

void GameBuilder::move(const chess::Position& before, chess::Move m, std::string_view san)
{
    (void)before; // the reader checked m against before, which is m_current's position
    // Always a new child: the file may hold the same move twice as variations, and the tree
    // should say what the file says.
    Node* node = m_current->addVariation(m, std::string(san));
    placePending(node, CommentPlace::Before);
    m_current = node;
    m_atLineStart = false;
}

void GameBuilder::comment(std::string_view text)
{
    if (m_atLineStart) {
        // Before the first move of the game or of a variation.
        joinComment(m_pendingComment, text);
    } else {
        m_current->appendCommentAfter(text);
    }
}

void GameBuilder::nag(int nag)
{
    if (nag < 0 || nag > 255) return;
    // At the start of the game a NAG has nothing before it but the root, where the writer
    // writes it back; at the start of a variation m_current is the move being replaced's
    // parent, which the NAG is not about: keep it for the variation's first move.
    if (m_atLineStart && !m_stack.empty())
        m_pendingNags.push_back(std::uint8_t(nag));
    else
        m_current->appendNag(std::uint8_t(nag));
}

Control GameBuilder::beginVariation()
{
    if (!m_variations || m_atLineStart) {
        // (A variation with no move before it to replace is refused by the reader; this is
        // a guard, not a path.)
        ++m_skippedOpen;
        return Control::Skip;
    }
    // The variation replaces the last move: it branches from that move's parent.
    m_stack.push_back(m_current);
    m_current = m_current->parent();
    m_atLineStart = true;
    return Control::Continue;
}

void GameBuilder::endVariation()
{
    if (m_skippedOpen > 0) {
        --m_skippedOpen;
        return;
    }
    if (m_stack.empty()) return;
    Node* back = m_stack.back();
    m_stack.pop_back();
    // A variation without moves ("( {text} )"): its comment has no move to go to; keep it
    // on the move the variation was about rather than lose it.
    placePending(back, CommentPlace::After);
    m_current = back;
    m_atLineStart = false;
}

void GameBuilder::result(std::string_view result)
{
    m_movetextResult = result;
    // The tag is what the game says; the movetext result fills it when the tag is missing.
    if (m_game.headers().value("Result", "*") == "*" && result != "*")
        m_game.headers().set("Result", result);
}

void GameBuilder::error(const PgnError& error)
{
    m_errors.push_back(error);
}

void GameBuilder::unread(std::string_view text, const PgnError& why)
{
    if (!m_keepUnread) return;
    // The note stands where a comment in its place would.
    GameBuilder::comment(unreadComment(text, why));
}

void GameBuilder::endGame()
{
    m_game.setErrors(m_errors);
    // Unclosed variations were closed by the reader; what is left pending belongs to the
    // game as a whole (a game of comments only).
    placePending(m_game.root(), CommentPlace::After);
}

void GameBuilder::placePending(Node* node, CommentPlace place)
{
    if (!m_pendingComment.empty()) {
        if (place == CommentPlace::Before)
            node->setCommentBefore(std::move(m_pendingComment));
        else
            node->appendCommentAfter(m_pendingComment);
        m_pendingComment.clear();
    }
    for (std::uint8_t n : m_pendingNags) node->appendNag(n);
    m_pendingNags.clear();
}

std::string unreadComment(std::string_view text, const PgnError& why)
{
    std::string out(UnreadCommentStart);
    out += " (line " + std::to_string(why.line) + ", column " + std::to_string(why.column) + ": "
           + why.message + "), kept as it was:";
    // The text's brace comments become blocks of their own; the rest goes as it stands, the
    // first part in the note's own block.
    bool first = true;
    std::string part;
    auto flush = [&] {
        const std::size_t from = part.find_first_not_of(" \t\r\n");
        if (from != std::string::npos) {
            if (first)
                out += ' ' + part.substr(from);
            else
                joinComment(out, part);
        }
        first = false;
        part.clear();
    };
    std::size_t i = 0;
    while (i < text.size()) {
        if (text[i] == '{') {
            flush();
            const std::size_t close = text.find('}', i + 1);
            const std::size_t end = close == std::string_view::npos ? text.size() : close;
            joinComment(out, text.substr(i + 1, end - i - 1));
            i = close == std::string_view::npos ? text.size() : close + 1;
            continue;
        }
        if (text[i] == ';') {
            // A rest-of-line comment is kept as text: a '{' in it opens nothing.
            const std::size_t eol = text.find('\n', i);
            const std::size_t end = eol == std::string_view::npos ? text.size() : eol;
            part.append(text.substr(i, end - i));
            i = end;
            continue;
        }
        part += text[i++];
    }
    flush();
    // A CR before a line break would come back as a bare LF: line breaks are LF here.
    std::erase(out, '\r');
    return out;
}

// ---------------------------------------------------------------------------------------
// HeadersBuilder

void HeadersBuilder::beginGame(int line)
{
    m_headers = Headers();
    m_errors.clear();
    m_firstLine = line;
}

void HeadersBuilder::tag(std::string_view name, std::string_view value)
{
    m_headers.set(name, value);
}

// ---------------------------------------------------------------------------------------

std::vector<Game> readGames(std::string_view text, std::vector<PgnError>* errors,
                            const ReadGamesOptions& options)
{
    std::vector<Game> games;
    Reader reader(text, options.reader, options.firstLine);
    GameBuilder full;
    MainlineBuilder mainline;
    GameBuilder& builder = options.variations ? full : mainline;
    builder.setKeepUnread(options.keepUnread);
    while (reader.readGame(builder)) {
        if (errors) errors->insert(errors->end(), builder.errors().begin(), builder.errors().end());
        if (options.skipBadFen && builder.startFailed()) continue;
        games.push_back(builder.takeGame());
    }
    return games;
}

Game readGame(std::string_view text, std::vector<PgnError>* errors, const ReadGamesOptions& options)
{
    Reader reader(text, options.reader, options.firstLine);
    GameBuilder full;
    MainlineBuilder mainline;
    GameBuilder& builder = options.variations ? full : mainline;
    builder.setKeepUnread(options.keepUnread);
    if (!reader.readGame(builder)) return Game();
    if (errors) errors->insert(errors->end(), builder.errors().begin(), builder.errors().end());
    return builder.takeGame();
}

std::vector<Headers> readHeaders(std::string_view text, std::vector<PgnError>* errors)
{
    std::vector<Headers> all;
    Reader reader(text);
    HeadersBuilder builder;
    while (reader.readGame(builder)) {
        if (errors) errors->insert(errors->end(), builder.errors().begin(), builder.errors().end());
        all.push_back(builder.takeHeaders());
    }
    return all;
}

} // namespace kibitz::pgn
