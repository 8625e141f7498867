// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// One name per player: the spellings a database gives one player ("Carlsen,M", "Carlsen,
// Magnus", "Magnus Carlsen", "CARLSEN, M.") found and grouped, so that a player's report, the
// filter and renaming see the player rather than a string. Two spellings name one player when
// they agree on the surname (ignoring case, spaces, hyphens, dots and accents) and one's given
// names abbreviate the other's ("M" or "Mi" against "Michael", "Efim" against "Efim P"). A
// spelling whose given names abbreviate two players' ("Polgar,J" when a database holds Judit
// and Josef; "Carlsen" alone when it holds Magnus and Henrik) is only likely one of them: it is
// listed apart with its candidates and never merged by itself.
//
// Qt-free; the rules work on spellings alone (groupNames), the database only counts games.

#include "database/database.h"

#include <cstdint>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

namespace kibitz::db {

// A name taken apart for comparing: the surname and the given names, folded (lower-case
// ASCII, accents taken off: "Ľubomír" -> "lubomir"), the surname without spaces, hyphens or
// dots ("Vachier-Lagrave" and "Vachier Lagrave" -> "vachierlagrave").
struct NameKey {
    std::string surname;
    std::vector<std::string> given; // "Efim P." -> {"efim", "p"}
    std::string federation;         // "Fernandez,D USA" -> "USA"; empty when not given
    friend bool operator==(const NameKey&, const NameKey&) = default;
};

// Lower-case ASCII for UTF-8 text: letters of Latin-1 and Latin Extended-A lose their accents
// ("ß" -> "ss", "æ" -> "ae"); other characters outside ASCII are kept as they are.
std::string foldName(std::string_view utf8);

// The ways a spelling can be read, the likeliest first: "Last, First" has one; "First Last"
// without a comma one per place the surname can start ("Ding Liren" is Ding's, "Magnus
// Carlsen" Carlsen's: the database's other spellings decide, see groupNames); a single word is
// a surname alone. A number that tells namesakes apart ("Sokolov,And1") is a given word "#1"
// (numbered namesakes are players of their own, never joined by an unnumbered spelling);
// a trailing federation ("Sokolov,Iv NED") is dropped; a given name of digits only
// ("Carlsen,6") says nothing. Several players in one tag ("A,B:C,D") read as one surname.
std::vector<NameKey> nameKeys(std::string_view spelling);

// a's given names abbreviate b's (or equal them): same surname, no more given names, each a
// prefix of b's ("J" and "Ju" abbreviate "Judit"; "" abbreviates anything; a number only
// itself), and their federations, where both give one, agree.
bool abbreviates(const NameKey& a, const NameKey& b);

struct NameSpelling {
    std::string text;        // as the database spells it (UTF-8)
    std::uint32_t id = 0;    // its string id in the database (0 when not from one)
    std::uint32_t games = 0; // games with it as White or Black
    NameKey key;             // how groupNames read it
};

struct NameGroup {
    std::vector<NameSpelling> spellings; // most games first
    std::uint32_t games = 0;             // of all its spellings
    const std::string& name() const { return spellings.front().text; }
};

// A spelling that abbreviates several groups' names: one of them, but which is not known.
struct LikelyName {
    NameSpelling spelling;
    std::vector<std::size_t> candidates; // indexes into PlayerNames::groups, most games first
};

struct PlayerNames {
    std::vector<NameGroup> groups;  // most games first
    std::vector<LikelyName> likely; // most games first
    // Index into groups of the group that spells each string id, or NoGroup.
    static constexpr std::uint32_t NoGroup = UINT32_MAX;
    std::vector<std::uint32_t> groupOfId;

    // The groups a name the user typed names: those with a spelling it reads as or
    // abbreviates ("Polgar" names every Polgar, "Polgar, Judit" one), most games first; when
    // none, those with a spelling that contains the text (ignoring case and accents).
    std::vector<std::size_t> find(std::string_view name) const;
    // The string ids of the spellings find(name) names, and of the likely spellings the name
    // reads as or abbreviates (for a filter, which may show a few games too many but never
    // leaves a player's out).
    std::vector<std::uint32_t> idsFor(std::string_view name) const;
};

// The groups of these spellings (each spelling once; ids may be 0).
PlayerNames groupNames(std::vector<NameSpelling> spellings);

// The database's White and Black names, grouped, with their games.
PlayerNames playerNames(const Database& db);
// The same from the file's index where it lies (its players and names tables, checked as they
// are read), without loading the game table; nullopt as listFromIndex says (damage too).
std::optional<PlayerNames> playerNamesFromIndex(const std::string& path, const OpenOptions& options,
                                                std::optional<DbError>* damage = nullptr);

// Edits that rename a player: every game whose White or Black is spelled `from` exactly gets
// `to` in that tag, every other byte of its text kept. `from` must be a name of the database;
// `to` any non-empty name. The edits are saved with saveEdits (every other game byte for byte).
Expected<Edits, DbError> renameEdits(const Database& db, std::string_view from,
                                     std::string_view to);

// A game's PGN text with its White and/or Black tag value replaced where it equals `from`
// (after PGN's escapes: \" and \\), every other byte kept; nullopt when neither tag is `from`.
std::optional<std::string> renamedGameText(std::string_view text, std::string_view from,
                                           std::string_view to);

} // namespace kibitz::db
