// SPDX-License-Identifier: GPL-3.0-or-later
#include "pgn/gamespans.h"

namespace kibitz::pgn {

namespace {

class TagsOnly : public Visitor {
public:
    Control endTags() override { return Control::Skip; }
};

bool isBlank(char c)
{
    return c == ' ' || c == '\t' || c == '\n' || c == '\r' || c == '\0';
}

} // namespace

void forEachGame(std::string_view text, Visitor& visitor,
                 const std::function<bool(const GameSpan&)>& onGame, std::uint64_t base,
                 int firstLine)
{
    Reader reader(text, {}, firstLine);
    std::size_t before = reader.offset();
    while (reader.readGame(visitor)) {
        // The reader's offset after the previous game may sit before the blank lines that
        // separate games; the game itself starts at its first byte that is not blank.
        std::size_t begin = before, end = reader.offset();
        while (begin < end && isBlank(text[begin])) ++begin;
        while (end > begin && isBlank(text[end - 1])) --end;
        before = reader.offset();
        if (!onGame(GameSpan{base + begin, base + end})) break;
    }
}

std::vector<GameSpan> scanGames(std::string_view text, std::uint64_t base)
{
    std::vector<GameSpan> spans;
    TagsOnly visitor;
    forEachGame(
        text, visitor,
        [&](const GameSpan& span) {
            if (span.end > span.begin) spans.push_back(span);
            return true;
        },
        base);
    return spans;
}

std::size_t countGames(std::string_view text, std::size_t atMost)
{
    std::size_t games = 0;
    if (atMost == 0) return games;
    TagsOnly visitor;
    forEachGame(text, visitor, [&](const GameSpan& span) {
        games += span.end > span.begin;
        return games < atMost;
    });
    return games;
}

} // namespace kibitz::pgn
