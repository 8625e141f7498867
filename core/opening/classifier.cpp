// SPDX-License-Identifier: GPL-3.0-or-later
#include "opening/classifier.h"

#include "chess/notation.h"
#include "opening/embedded.h"

namespace kibitz::opening {

namespace {

std::string_view nextField(std::string_view& line)
{
    const auto tab = line.find('\t');
    const auto field = line.substr(0, tab);
    line = tab == std::string_view::npos ? std::string_view{} : line.substr(tab + 1);
    return field;
}

bool isMoveNumber(std::string_view token)
{
    return !token.empty() && token.back() == '.'
           && token.find_first_not_of("0123456789.") == std::string_view::npos;
}

} // namespace

const Table& Table::builtin()
{
    static const Table table = [] {
        Table t;
        for (const auto& file : detail::embeddedFiles) t.add(file.name, file.bytes);
        return t;
    }();
    return table;
}

Table Table::fromTsv(std::string_view file, std::string_view text)
{
    Table t;
    t.add(file, text);
    return t;
}

void Table::add(std::string_view file, std::string_view text)
{
    int lineNumber = 0;
    while (!text.empty()) {
        const auto end = text.find('\n');
        auto line = text.substr(0, end);
        text = end == std::string_view::npos ? std::string_view{} : text.substr(end + 1);
        ++lineNumber;
        if (!line.empty() && line.back() == '\r') line.remove_suffix(1);
        if (lineNumber == 1 || line.empty()) continue; // the header "eco name pgn"

        const auto fail = [&](std::string message) {
            m_errors.push_back({std::string(file), lineNumber, std::move(message)});
        };
        Opening opening;
        opening.eco = nextField(line);
        opening.name = nextField(line);
        opening.moves = nextField(line);
        if (opening.eco.size() != 3 || opening.eco[0] < 'A' || opening.eco[0] > 'E'
            || opening.name.empty() || opening.moves.empty()) {
            fail("expected ECO<TAB>name<TAB>moves");
            continue;
        }
        chess::Position pos;
        std::string_view rest = opening.moves;
        bool ok = true;
        while (ok && !rest.empty()) {
            const auto space = rest.find(' ');
            const auto token = rest.substr(0, space);
            rest = space == std::string_view::npos ? std::string_view{} : rest.substr(space + 1);
            if (token.empty() || isMoveNumber(token)) continue;
            auto move = chess::parseSan(pos, token);
            if (!move) {
                fail(opening.moves + ": " + move.error().message);
                ok = false;
                break;
            }
            pos.play(move.value());
            ++opening.plies;
        }
        if (!ok) continue;
        m_openings.push_back(std::move(opening));
        insert(pos.key(), std::uint32_t(m_openings.size() - 1));
    }
}

void Table::grow()
{
    auto keys = std::move(m_keys);
    auto slots = std::move(m_slots);
    const std::size_t size = slots.empty() ? 1024 : slots.size() * 2;
    m_keys.assign(size, 0);
    m_slots.assign(size, 0);
    m_used = 0;
    for (std::size_t i = 0; i < slots.size(); ++i)
        if (slots[i] != 0) insert(keys[i], slots[i] - 1);
}

void Table::insert(chess::Key key, std::uint32_t index)
{
    // At most half full, so that a miss (the common case) ends at an empty slot quickly.
    if (2 * (m_used + 1) > m_slots.size()) grow();
    const std::size_t mask = m_slots.size() - 1;
    for (std::size_t i = key & mask;; i = (i + 1) & mask) {
        if (m_slots[i] == 0) {
            m_keys[i] = key;
            m_slots[i] = index + 1;
            ++m_used;
            return;
        }
        if (m_keys[i] == key) {
            ++m_duplicates; // the first line to reach a position names it
            return;
        }
    }
}

const Opening* Table::find(chess::Key key) const
{
    if (m_slots.empty()) return nullptr;
    const std::size_t mask = m_slots.size() - 1;
    for (std::size_t i = key & mask;; i = (i + 1) & mask) {
        if (m_slots[i] == 0) return nullptr;
        if (m_keys[i] == key) return &m_openings[m_slots[i] - 1];
    }
}

std::optional<Match> Table::classify(std::span<const chess::Key> keys) const
{
    for (std::size_t i = keys.size(); i-- > 0;)
        if (const Opening* opening = find(keys[i])) return Match{opening, int(i)};
    return std::nullopt;
}

} // namespace kibitz::opening
