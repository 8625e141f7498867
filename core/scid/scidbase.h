// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// SCID's own databases, read only. A SCID 4 base is three files side by side:
//   NAME.si4  the index: a header, then one fixed-size record per game (where its data lies
//             in the game file, the ids of its names, result, dates, ratings, ECO, flags)
//   NAME.sn4  the name base: every player, event, site and round name once, front-coded
//   NAME.sg4  the game file: per game the tags the index does not hold, the start position,
//             the moves (one or two bytes each) with NAGs and variation and comment marks,
//             then the comments
// Numbers are big-endian. The format was learnt from SCID's documentation and its sources
// (the index and name base codec, the byte buffer, the game encoding). The reader as a whole
// is our own design, but two functions follow SCID's closely: the move decoding
// (GameDecoder::decodeMove) follows ByteBuffer::decodeMove of SCID's src/bytebuf.h step for
// step, and ecoText follows SCID's eco_ToString (src/misc.cpp); scidbase.cpp credits both and
// carries bytebuf.h's MIT notice.
//
// A move names its piece by a number in a per-side list that SCID keeps with the board (the
// king is always number 0; a captured piece's number goes to the last piece of the list), so
// decoding keeps that list beside a chess::Position and asks core/chess whether every move
// is legal: a damaged record is reported, never guessed at.
//
// Qt-free, plain C++20.

#include "chess/expected.h"
#include "pgn/game.h"
#include "pgn/reader.h"

#include <array>
#include <cstdint>
#include <memory>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

namespace kibitz::scid {

struct ScidError {
    std::string path;         // the file at fault
    std::uint64_t offset = 0; // the byte in it
    std::int64_t game = -1;   // 0-based game number, -1 when the error is not about one game
    std::string message;
    // "base.sg4: game 12, offset 3456: illegal move ..." (games counted from 1).
    std::string toString() const;
};

enum class NameKind : std::uint8_t { Player = 0, Event, Site, Round };

// SCID's rating types, as the tag after "White"/"Black" spells them ("WhiteElo", "BlackDWZ").
std::string_view ratingTypeName(int type);
// "????.??.??" for 0; SCID dates are year << 9 | month << 5 | day, unknown parts 0.
std::string dateText(std::uint32_t scidDate);
// SCID's ECO number (0 none; 131 codes per basic code for its "a".."z" and "1".."4"
// extensions): "B90", "B90a", "B90a2"; empty for 0.
std::string ecoText(std::uint16_t scidEco);

// One game's record in the index.
struct Entry {
    std::uint64_t offset = 0; // of its data in the game file
    std::uint32_t length = 0; // bytes of its data
    std::uint32_t flags = 0;  // SCID's flag bits (start position, promotions, deleted, user flags)
    std::uint32_t white = 0, black = 0, event = 0, site = 0, round = 0; // name ids
    std::uint32_t date = 0, eventDate = 0;                              // SCID dates
    std::uint16_t whiteElo = 0, blackElo = 0;
    std::uint8_t whiteRatingType = 0, blackRatingType = 0;
    std::uint8_t result = 0; // 0 "*", 1 "1-0", 2 "0-1", 3 "1/2-1/2"
    std::uint16_t eco = 0;
    std::uint16_t plies = 0; // main line half moves
    enum Flag : std::uint32_t { CustomStart = 1u << 0, Deleted = 1u << 3 };
};

class Base {
public:
    // path: NAME.si4, or NAME.sn4 or NAME.sg4 or NAME alone. Reads the index and the name base
    // whole (the game file is read game by game); every structural defect is an error naming
    // the file and the offset.
    static Expected<Base, ScidError> open(const std::string& path);

    Base(Base&&) noexcept;
    Base& operator=(Base&&) noexcept;
    ~Base();

    // "NAME.si4" and its two companions, as given (not made absolute).
    const std::string& indexPath() const { return m_paths[0]; }
    const std::string& namePath() const { return m_paths[1]; }
    const std::string& gamePath() const { return m_paths[2]; }
    int version() const { return m_version; } // 400 for SCID 4 (300 for SCID 3 files)
    const std::string& description() const { return m_description; }

    std::size_t size() const { return m_entries.size(); }
    const Entry& entry(std::uint32_t game) const { return m_entries[game]; }
    // A name as UTF-8 (names SCID kept in another encoding are read as Latin-1).
    std::string_view name(NameKind kind, std::uint32_t id) const;
    std::size_t nameCount(NameKind kind) const { return m_names[std::size_t(kind)].size(); }

    // The game's bytes in the game file.
    Expected<std::string, ScidError> record(std::uint32_t game) const;
    // Reads the game into visitor as the PGN reader reports a game (beginGame ... endGame,
    // line numbers 0): the Seven Tag Roster, ratings, ECO and EventDate from the index, the
    // record's other tags, SetUp and FEN for another start, then the moves with NAGs,
    // comments and variations (a variation the visitor skips is not decoded; once it wants
    // no more moves, nothing more is). A defect ends the game: it goes to visitor.error and
    // is returned.
    std::optional<ScidError> read(std::uint32_t game, pgn::Visitor& visitor) const;
    std::optional<ScidError> read(std::uint32_t game, std::string_view record,
                                  pgn::Visitor& visitor) const;
    // The game as a tree (through pgn::GameBuilder).
    Expected<pgn::Game, ScidError> game(std::uint32_t game) const;

private:
    Base();
    std::optional<ScidError> readGame(std::uint32_t game, std::string_view record,
                                      pgn::Visitor& visitor) const;
    std::array<std::string, 3> m_paths;
    int m_version = 0;
    std::string m_description;
    std::vector<Entry> m_entries;
    std::array<std::vector<std::string>, 4> m_names;
    int m_gameFd = -1;
    std::uint64_t m_gameFileSize = 0;
};

// Whether path names a SCID base file (NAME.si4, .sn4 or .sg4, any case).
bool isScidPath(std::string_view path);

} // namespace kibitz::scid
