// SPDX-License-Identifier: GPL-3.0-or-later
#include "database/playernames.h"

#include "database/database_impl.h"

#include <algorithm>
#include <map>
#include <set>

namespace kibitz::db {

namespace {

// U+00C0..U+017F without their accents, lower case (Latin-1 Supplement and Latin
// Extended-A, the letters of European players' names). '*': not a letter (× ÷), kept; the
// two-letter ones (ß æ œ ĳ þ) are handled before the table.
constexpr std::string_view Latin1Letters = "aaaaaaaceeeeiiiidnooooo*ouuuuyts"  // U+00C0..U+00DF
                                           "aaaaaaaceeeeiiiidnooooo*ouuuuyty"; // U+00E0..U+00FF
constexpr std::string_view ExtendedALetters =
    "aaaaaaccccccccddddeeeeeeeeeegggggggghhhhiiiiiiiiiiiijjkkkllllllllllnnnnnnnnnoooooooorrrrrr"
    "ssssssssttttttuuuuuuuuuuuuwwyyyzzzzzzs"; // U+0100..U+017F
static_assert(Latin1Letters.size() == 0x40 && ExtendedALetters.size() == 0x80);

bool isLetter(unsigned char c)
{
    return (c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z') || c >= 0x80;
}

bool isDigit(char c)
{
    return c >= '0' && c <= '9';
}

// Words of text split at any of separators.
std::vector<std::string_view> split(std::string_view text, std::string_view separators)
{
    std::vector<std::string_view> out;
    std::size_t at = 0;
    while (at < text.size()) {
        const std::size_t end = std::min(text.find_first_of(separators, at), text.size());
        if (end > at) out.push_back(text.substr(at, end - at));
        at = end + 1;
    }
    return out;
}

// Brackets, quotes and the like are not part of a name ("Polgar, Judit (HUN)").
constexpr std::string_view WordSeparators = " \t.-_()[]\"'/";

// A surname's words as one: "Vachier-Lagrave", "Vachier Lagrave" and "VachierLagrave" agree,
// and so do German umlauts written out ("Huebner", "Hübner" and "Hubner").
std::string surnameOf(const std::vector<std::string_view>& words)
{
    std::string joined;
    for (std::string_view w : words)
        for (std::string_view part : split(w, WordSeparators)) joined += foldName(part);
    std::string out;
    for (std::size_t i = 0; i < joined.size(); ++i) {
        out += joined[i];
        if ((joined[i] == 'a' || joined[i] == 'o' || joined[i] == 'u') && i + 1 < joined.size()
            && joined[i + 1] == 'e')
            ++i;
    }
    return out;
}

// Given names: a trailing federation ("NED" after a given name) dropped, words of digits only
// dropped ("Carlsen,6" says nothing of the player). A number after a name ("Sokolov,And1",
// "Sokolov,And2") tells namesakes apart: it is kept as a word "#1" of its own, which only the
// same number matches.
std::vector<std::string> givenOf(const std::vector<std::string_view>& words,
                                 std::string* federation = nullptr)
{
    std::vector<std::string_view> parts;
    for (std::string_view w : words)
        for (std::string_view p : split(w, WordSeparators)) parts.push_back(p);
    auto isFederation = [](std::string_view p) {
        return p.size() == 3
               && std::all_of(p.begin(), p.end(), [](char c) { return c >= 'A' && c <= 'Z'; });
    };
    if (parts.size() > 1 && isFederation(parts.back())) {
        if (federation) *federation = std::string(parts.back());
        parts.pop_back();
    }
    std::vector<std::string> out;
    for (std::string_view p : parts) {
        std::size_t letters = p.size();
        while (letters > 0 && isDigit(p[letters - 1])) --letters;
        const std::string_view number = p.substr(letters);
        p = p.substr(0, letters);
        if (p.empty() || !std::any_of(p.begin(), p.end(), [](char c) {
                return isLetter(static_cast<unsigned char>(c));
            }))
            continue;
        out.push_back(foldName(p));
        if (!number.empty()) {
            std::string word(1, '#');
            word.append(number);
            out.push_back(std::move(word));
        }
    }
    return out;
}

bool containsFolded(std::string_view haystack, std::string_view needle)
{
    return foldName(haystack).find(foldName(needle)) != std::string::npos;
}

} // namespace

std::string foldName(std::string_view s)
{
    std::string out;
    out.reserve(s.size());
    for (std::size_t i = 0; i < s.size(); ++i) {
        const auto c = static_cast<unsigned char>(s[i]);
        if (c < 0x80) {
            out += (c >= 'A' && c <= 'Z') ? char(c | 0x20) : char(c);
            continue;
        }
        // Two-byte sequences cover U+0080..U+07FF; the letters folded are U+00C0..U+017F.
        if ((c & 0xE0) == 0xC0 && i + 1 < s.size()
            && (static_cast<unsigned char>(s[i + 1]) & 0xC0) == 0x80) {
            const unsigned cp = ((c & 0x1Fu) << 6) | (static_cast<unsigned char>(s[i + 1]) & 0x3Fu);
            const char* two = cp == 0xDF                     ? "ss"
                              : (cp == 0xC6 || cp == 0xE6)   ? "ae"
                              : (cp == 0x152 || cp == 0x153) ? "oe"
                              : (cp == 0x132 || cp == 0x133) ? "ij"
                              : (cp == 0xDE || cp == 0xFE)   ? "th"
                                                             : nullptr;
            char one = 0;
            if (cp >= 0xC0 && cp < 0x100) one = Latin1Letters[cp - 0xC0];
            if (cp >= 0x100 && cp < 0x180) one = ExtendedALetters[cp - 0x100];
            if (two) {
                out += two;
                ++i;
                continue;
            }
            if (one && one != '*') {
                out += one;
                ++i;
                continue;
            }
        }
        out += char(c);
    }
    return out;
}

std::vector<NameKey> nameKeys(std::string_view spelling)
{
    std::vector<NameKey> out;
    // Several players in one tag (a consultation game: "Adams,Michael:Mortazavi,Ali") are
    // nobody's spelling: the whole text is its own name.
    if (spelling.find_first_of(":;/&+") != std::string_view::npos) {
        std::string whole;
        for (char c : foldName(spelling))
            if (c != ' ' && c != '\t') whole += c;
        out.push_back(NameKey{whole, {}, {}});
        return out;
    }
    if (const std::size_t comma = spelling.find(','); comma != std::string_view::npos) {
        const auto surname = split(spelling.substr(0, comma), " \t");
        const auto given = split(spelling.substr(comma + 1), " \t,");
        NameKey key{surnameOf(surname), {}, {}};
        key.given = givenOf(given, &key.federation);
        out.push_back(std::move(key));
        return out;
    }
    const auto words = split(spelling, " \t");
    if (words.size() <= 1) {
        out.push_back(NameKey{surnameOf(words), {}, {}});
        return out;
    }
    const auto range = [&](std::size_t from, std::size_t to) {
        return std::vector<std::string_view>(words.begin() + std::ptrdiff_t(from),
                                             words.begin() + std::ptrdiff_t(to));
    };
    // "First Last": the surname the last words, the last word likeliest.
    for (std::size_t k = words.size() - 1; k >= 1; --k)
        out.push_back(NameKey{surnameOf(range(k, words.size())), givenOf(range(0, k)), {}});
    // "Last First" (Chinese, Hungarian, Korean order).
    for (std::size_t k = 1; k < words.size(); ++k)
        out.push_back(NameKey{surnameOf(range(0, k)), givenOf(range(k, words.size())), {}});
    return out;
}

bool abbreviates(const NameKey& a, const NameKey& b)
{
    if (a.surname != b.surname || a.given.size() > b.given.size()) return false;
    if (!a.federation.empty() && !b.federation.empty() && a.federation != b.federation)
        return false;
    for (std::size_t i = 0; i < a.given.size(); ++i) {
        const bool number = a.given[i].starts_with('#') || b.given[i].starts_with('#');
        if (number ? a.given[i] != b.given[i] : !b.given[i].starts_with(a.given[i])) return false;
    }
    return true;
}

// ---------------------------------------------------------------------------------------

namespace {

bool moreGames(const NameSpelling& a, const NameSpelling& b)
{
    return a.games != b.games ? a.games > b.games : a.text < b.text;
}

// Whether a name the user typed (its readings) names a spelling: one reading is the spelling
// or abbreviates it ("Polgar" names "Polgar, Judit"), or the spelling abbreviates the reading
// word for word ("Carlsen,M" is "Magnus Carlsen"). A name with more words than the spelling
// is not one of its spellings: "Nobody at all" is not "Nobody", nor "Geller, Efim P" a
// "Geller,E" (the words it adds may name another player).
bool namesSpelling(const std::vector<NameKey>& readings, const NameKey& spelling)
{
    return std::any_of(readings.begin(), readings.end(), [&](const NameKey& k) {
        return !k.surname.empty()
               && (abbreviates(k, spelling)
                   || (k.given.size() == spelling.given.size() && abbreviates(spelling, k)));
    });
}

} // namespace

PlayerNames groupNames(std::vector<NameSpelling> spellings)
{
    PlayerNames out;
    // Each spelling read one way: a "First Last" spelling as the database's other spellings
    // read its surname (one with a comma, or a single word), else its likeliest reading.
    std::vector<std::vector<NameKey>> readings(spellings.size());
    std::set<std::string> knownSurnames;
    for (std::size_t i = 0; i < spellings.size(); ++i) {
        readings[i] = nameKeys(spellings[i].text);
        if (readings[i].size() == 1) knownSurnames.insert(readings[i][0].surname);
    }
    std::vector<NameKey> keys(spellings.size());
    for (std::size_t i = 0; i < spellings.size(); ++i) {
        keys[i] = readings[i].front();
        for (const NameKey& k : readings[i])
            if (knownSurnames.count(k.surname)) {
                keys[i] = k;
                break;
            }
    }

    // Per surname, the distinct given names and federations ("forms") and their spellings.
    using Form = std::pair<std::vector<std::string>, std::string>;
    std::map<std::string, std::map<Form, std::vector<std::size_t>>> bySurname;
    for (std::size_t i = 0; i < spellings.size(); ++i)
        bySurname[keys[i].surname][Form{keys[i].given, keys[i].federation}].push_back(i);

    struct Pending {
        std::vector<std::size_t> spellings;
        std::string federation; // of the spellings that give one
    };
    std::vector<Pending> groups;
    std::vector<std::pair<std::size_t, std::vector<std::size_t>>> likely; // spelling, groups
    const auto numbered = [](const Form& form) {
        return std::any_of(form.first.begin(), form.first.end(),
                           [](const std::string& w) { return w.starts_with('#'); });
    };
    for (const auto& entry : bySurname) {
        // (Named, not bound: lambdas below use them, which clang refuses of bindings.)
        const std::string& surname = entry.first;
        const auto& forms = entry.second;
        const auto keyOf = [&](const Form& form) {
            return NameKey{surname, form.first, form.second};
        };
        // A form no other form of the surname extends names a player of its own; a form that
        // abbreviates exactly one of those is that player's, one that abbreviates several is
        // only likely one of them. A numbered name ("And1") is a namesake the database told
        // apart: only numbered names extend it or join it.
        std::vector<const Form*> maximal, rest;
        std::vector<std::size_t> groupOf;
        for (const auto& [form, members] : forms) {
            bool extended = false;
            for (const auto& [other, unused] : forms)
                if (&other != &form && numbered(other) == numbered(form)
                    && abbreviates(keyOf(form), keyOf(other)))
                    extended = true;
            if (extended) {
                rest.push_back(&form);
                continue;
            }
            maximal.push_back(&form);
            groupOf.push_back(groups.size());
            groups.push_back(Pending{members, form.second});
        }
        // The commonest forms first: two federations under one player ("Fernandez,D USA" and
        // "Fernandez,Dan SIN" both abbreviating "Fernandez, Daniel") are two players, and the
        // spellings of the second are only likely the first's.
        const auto gamesOf = [&](const Form* form) {
            std::uint64_t n = 0;
            for (std::size_t s : forms.at(*form)) n += spellings[s].games;
            return n;
        };
        std::stable_sort(rest.begin(), rest.end(),
                         [&](const Form* a, const Form* b) { return gamesOf(a) > gamesOf(b); });
        for (const Form* form : rest) {
            const std::vector<std::size_t>& members = forms.at(*form);
            // An unnumbered spelling is never a numbered namesake's ("Anand,V" beside
            // "Anand,V2" is the other Anand): its candidates are the unnumbered players.
            std::vector<std::size_t> candidates;
            for (std::size_t m = 0; m < maximal.size(); ++m)
                if (numbered(*maximal[m]) == numbered(*form)
                    && abbreviates(keyOf(*form), keyOf(*maximal[m])))
                    candidates.push_back(groupOf[m]);
            Pending* group = candidates.size() == 1 ? &groups[candidates[0]] : nullptr;
            if (group && !form->second.empty() && !group->federation.empty()
                && group->federation != form->second)
                group = nullptr;
            if (group) {
                group->spellings.insert(group->spellings.end(), members.begin(), members.end());
                if (!form->second.empty()) group->federation = form->second;
            } else {
                for (std::size_t s : members) likely.emplace_back(s, candidates);
            }
        }
    }

    // Most games first, groups and spellings alike; group numbers follow.
    std::vector<std::uint32_t> games(groups.size(), 0);
    for (std::size_t g = 0; g < groups.size(); ++g)
        for (std::size_t s : groups[g].spellings) games[g] += spellings[s].games;
    std::vector<std::size_t> order(groups.size());
    for (std::size_t g = 0; g < order.size(); ++g) order[g] = g;
    std::stable_sort(order.begin(), order.end(), [&](std::size_t a, std::size_t b) {
        if (games[a] != games[b]) return games[a] > games[b];
        return spellings[groups[a].spellings[0]].text < spellings[groups[b].spellings[0]].text;
    });
    std::vector<std::size_t> newIndex(groups.size());
    std::uint32_t highestId = 0;
    for (const NameSpelling& s : spellings) highestId = std::max(highestId, s.id);
    out.groupOfId.assign(std::size_t(highestId) + 1, PlayerNames::NoGroup);
    for (std::size_t n = 0; n < order.size(); ++n) {
        newIndex[order[n]] = n;
        NameGroup group;
        group.games = games[order[n]];
        for (std::size_t s : groups[order[n]].spellings) {
            group.spellings.push_back(spellings[s]);
            group.spellings.back().key = keys[s];
        }
        std::sort(group.spellings.begin(), group.spellings.end(), moreGames);
        for (const NameSpelling& s : group.spellings)
            if (s.id) out.groupOfId[s.id] = std::uint32_t(n);
        out.groups.push_back(std::move(group));
    }
    for (auto& [s, candidates] : likely) {
        LikelyName l{spellings[s], {}};
        l.spelling.key = keys[s];
        for (std::size_t g : candidates) l.candidates.push_back(newIndex[g]);
        std::sort(l.candidates.begin(), l.candidates.end());
        out.likely.push_back(std::move(l));
    }
    std::stable_sort(
        out.likely.begin(), out.likely.end(),
        [](const LikelyName& a, const LikelyName& b) { return moreGames(a.spelling, b.spelling); });
    return out;
}

std::vector<std::size_t> PlayerNames::find(std::string_view name) const
{
    const std::vector<NameKey> readings = nameKeys(name);
    auto names = [&](const NameSpelling& s) { return namesSpelling(readings, s.key); };
    std::vector<std::size_t> out;
    for (std::size_t g = 0; g < groups.size(); ++g)
        if (std::any_of(groups[g].spellings.begin(), groups[g].spellings.end(), names))
            out.push_back(g);
    if (!out.empty() || name.empty()) return out;
    for (std::size_t g = 0; g < groups.size(); ++g)
        if (std::any_of(groups[g].spellings.begin(), groups[g].spellings.end(),
                        [&](const NameSpelling& s) { return containsFolded(s.text, name); }))
            out.push_back(g);
    return out;
}

std::vector<std::uint32_t> PlayerNames::idsFor(std::string_view name) const
{
    std::vector<std::uint32_t> out;
    for (std::size_t g : find(name))
        for (const NameSpelling& s : groups[g].spellings) out.push_back(s.id);
    const std::vector<NameKey> readings = nameKeys(name);
    for (const LikelyName& l : likely)
        if (namesSpelling(readings, l.spelling.key) || containsFolded(l.spelling.text, name))
            out.push_back(l.spelling.id);
    std::sort(out.begin(), out.end());
    out.erase(std::unique(out.begin(), out.end()), out.end());
    return out;
}

PlayerNames playerNames(const Database& db)
{
    return *db.impl().playerNames();
}

// ---------------------------------------------------------------------------------------
// Renaming

namespace {

std::string escapeTagValue(std::string_view value)
{
    std::string out;
    for (char c : value) {
        if (c == '"' || c == '\\') out += '\\';
        out += c;
    }
    return out;
}

} // namespace

std::optional<std::string> renamedGameText(std::string_view text, std::string_view from,
                                           std::string_view to)
{
    // The tag pairs (PGN standard 8.1): '[' name '"' value '"' ']', before the movetext.
    std::string out;
    std::size_t copied = 0, at = 0;
    bool changed = false;
    const auto skipSpace = [&] {
        while (at < text.size()
               && (text[at] == ' ' || text[at] == '\t' || text[at] == '\r' || text[at] == '\n'))
            ++at;
    };
    while (true) {
        skipSpace();
        if (at < text.size() && text[at] == '%') { // an escaped line (8.2.2)
            at = std::min(text.find('\n', at), text.size());
            continue;
        }
        if (at >= text.size() || text[at] != '[') break;
        ++at;
        skipSpace();
        const std::size_t nameAt = at;
        while (at < text.size()
               && (isLetter(static_cast<unsigned char>(text[at])) || isDigit(text[at])
                   || text[at] == '_'))
            ++at;
        const std::string_view tag = text.substr(nameAt, at - nameAt);
        skipSpace();
        if (at >= text.size() || text[at] != '"') break;
        const std::size_t valueAt = ++at;
        std::string value;
        while (at < text.size() && text[at] != '"' && text[at] != '\n') {
            if (text[at] == '\\' && at + 1 < text.size()) ++at;
            value += text[at++];
        }
        if (at >= text.size() || text[at] != '"') break;
        const std::size_t valueEnd = at++;
        if ((tag == "White" || tag == "Black") && value == from) {
            out.append(text.substr(copied, valueAt - copied));
            out += escapeTagValue(to);
            copied = valueEnd;
            changed = true;
        }
        const std::size_t close = text.find(']', at);
        if (close == std::string_view::npos) break;
        at = close + 1;
    }
    if (!changed) return std::nullopt;
    out.append(text.substr(copied));
    return out;
}

Expected<Edits, DbError> renameEdits(const Database& db, std::string_view from, std::string_view to)
{
    const Database::Impl& d = db.impl();
    if (const std::string_view reason = db.readOnlyReason(); !reason.empty())
        return unexpected(DbError{d.path, std::string(reason)});
    if (to.empty() || to.find_first_of("\n\r") != std::string_view::npos)
        return unexpected(DbError{d.path, "a player's new name must be one non-empty line"});
    std::uint32_t id = 0;
    for (std::uint32_t i = 1; i < d.strings.size() && !id; ++i)
        if (d.strings[i] == from) id = i;
    // A plain file is checked once and its games read where they are (gameText checks the
    // file's identity for every game: seconds for a player's thousands of games).
    const bool plain = !d.gzipped && !d.scid;
    if (plain && identifyPlainFile(d.path) != std::optional(d.identity))
        return unexpected(DbError{d.path, "the file changed since it was indexed: open it again"});
    auto textOf = [&](GameId g) -> Expected<std::string, DbError> {
        if (!plain) return db.gameText(g);
        auto bytes = readPlainRange(d.path, d.games[g].offset, d.games[g].length);
        if (!bytes) return unexpected(DbError{d.path, "cannot read game " + std::to_string(g + 1)});
        if (d.encoding == pgn::Encoding::Latin1) return pgn::latin1ToUtf8(*bytes);
        return std::move(*bytes);
    };
    Edits edits;
    for (GameId g = 0; id && g < d.games.size(); ++g) {
        const GameEntry& e = d.games[g];
        if (e.white != id && e.black != id) continue;
        auto text = textOf(g);
        if (!text) return unexpected(text.error());
        auto renamed = renamedGameText(*text, from, to);
        if (!renamed)
            return unexpected(DbError{d.path, "game " + std::to_string(g + 1)
                                                  + ": its White or Black tag cannot be read"});
        edits.replaced.emplace_back(g, std::move(*renamed));
    }
    if (edits.replaced.empty())
        return unexpected(
            DbError{d.path, "no game has a player spelled '" + std::string(from) + "'"});
    return edits;
}

} // namespace kibitz::db
