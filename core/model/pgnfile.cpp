// SPDX-License-Identifier: GPL-3.0-or-later
#include "model/pgnfile.h"

#include "pgn/reader.h"

namespace kibitz::model {

namespace {
class SpanVisitor : public pgn::Visitor {
public:
    pgn::Control endTags() override { return pgn::Control::Skip; }
};

bool isSpace(char c)
{
    return c == ' ' || c == '\t' || c == '\n' || c == '\r';
}
} // namespace

std::vector<GameSpan> scanGames(std::string_view text)
{
    std::vector<GameSpan> spans;
    pgn::Reader reader(text);
    SpanVisitor visitor;
    std::size_t before = reader.offset();
    while (reader.readGame(visitor)) {
        GameSpan span{before, reader.offset()};
        // The reader's offset after the previous game may sit before the blank lines that
        // separate games; the game itself starts at its first non-blank byte.
        while (span.begin < span.end && isSpace(text[span.begin])) ++span.begin;
        while (span.end > span.begin && isSpace(text[span.end - 1])) --span.end;
        if (span.end > span.begin) spans.push_back(span);
        before = reader.offset();
    }
    return spans;
}

std::string replaceGame(std::string_view text, std::size_t index, std::string_view gameText)
{
    // The writer ends a game with a blank line; inside a file the existing separators do.
    while (!gameText.empty() && isSpace(gameText.back())) gameText.remove_suffix(1);

    const std::vector<GameSpan> spans = scanGames(text);
    std::string out;
    out.reserve(text.size() + gameText.size() + 2);
    if (index < spans.size()) {
        out.append(text.substr(0, spans[index].begin));
        out.append(gameText);
        out.append(text.substr(spans[index].end));
        return out;
    }
    std::string_view head = text;
    while (!head.empty() && isSpace(head.back())) head.remove_suffix(1);
    out.append(head);
    if (!head.empty()) out.append("\n\n");
    out.append(gameText);
    out.append("\n");
    return out;
}

} // namespace kibitz::model
