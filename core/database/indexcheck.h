// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// The checks that keep a damaged index from being believed (store.cpp writes and verifies
// them). A disk that fails, a bad copy or a crashed sync can change any byte of an index
// file, and SQLite reads most such damage without an error: a changed byte in a blob or in a
// row is data to it. So the index holds a checksum (XXH3, xxHash's, cut to 32 bits) of
// everything it holds:
//   - each part of the search data (the "search" and "blocks" blobs, part by part),
//   - the game table and the string pool a block of RowsPerCheck rows at a time (so that a
//     page of the list read where it lies checks the blocks its rows lie in, not the table),
//     and each table as a whole over its blocks' sums,
//   - the line marks (over their rows, in id order),
//   - the meta row (the file's identity and the totals),
// kept in its own table, checks(name, sum). Each sum is verified as the data is read, before
// any of it is used; a mismatch makes the index damaged, and the file is indexed again.
// SQLite's own structure checks (PRAGMA quick_check) read every page of the file: they are
// left to SQLite's reads, which report a page they cannot make sense of (SQLITE_CORRUPT).

#include <array>
#include <cstddef>
#include <cstdint>
#include <map>
#include <optional>
#include <string>
#include <string_view>
#include <utility>
#include <vector>

#define XXH_STATIC_LINKING_ONLY // XXH3_state_t, to hold one by value
#include <xxhash.h>

struct sqlite3;
struct sqlite3_stmt;

namespace kibitz::db {

// A running checksum over values as an index stores them: an integer, a text and a blob each
// with its type (so that the text "7" and the integer 7 differ), a text or blob with its
// length. XXH3 (Debian's libxxhash) rather than zlib's CRC-32: a search reads and sums its
// whole search data (1.1 GB at ten million games), and XXH3 sums it three times as fast.
class Checksum {
public:
    Checksum();
    void integer(std::int64_t value);
    void text(std::string_view value);
    void bytes(const void* data, std::size_t size); // raw bytes, no type or length
    // Every column of the statement's current row, by the type SQLite stored it with; call it
    // before reading the columns (a conversion would change what sqlite3_column_type says).
    void row(sqlite3_stmt* statement);
    std::uint32_t value() const;

private:
    void tagged(char type, const void* data, std::size_t size);
    void flush();
    // Small values (a row is sixteen integers) gather here and go to the sum together: a call
    // a value would cost more than the reading.
    std::array<unsigned char, 1024> m_buffer{};
    std::size_t m_used = 0;
    XXH3_state_t m_state{};
};

// Rows per checked block of the game table and the string pool: a page of ten rows read where
// it lies (indexquery.cpp) reads and sums at most ten blocks; the loader sums every block as it
// reads the table, at no cost beyond a table-wide sum's.
inline constexpr std::int64_t RowsPerCheck = 1024;

// The sums of a table by blocks of rows: the rows with ids [k * RowsPerCheck, (k + 1) *
// RowsPerCheck) go to the sum "table/k", and the sum "table" is over the blocks' numbers and
// sums, so that a missing, extra or renumbered block fails the table's check.
class BlockChecksums {
public:
    explicit BlockChecksums(std::string table)
        : m_table(std::move(table))
    {}
    // The sum the row `id` goes to (ids ascending); a row of a later block closes the one
    // before.
    Checksum& row(std::int64_t id);
    // Closes the last block: (name, sum) of every block, then the table's.
    std::vector<std::pair<std::string, std::uint32_t>> finish();

private:
    void close();
    std::string m_table;
    std::int64_t m_block = -1;
    Checksum m_current, m_whole;
    std::vector<std::pair<std::string, std::uint32_t>> m_sums;
};

// The table the sums are kept in, created with the index's other tables.
inline constexpr const char* ChecksTableSql =
    "CREATE TABLE checks(name TEXT PRIMARY KEY, sum INTEGER);";
// The sum's name for part `part` of the blob `blob` ("blocks/3").
std::string partCheckName(std::string_view blob, std::int64_t part);

// Writes (name, sum); false when SQLite refuses.
bool writeCheck(sqlite3* db, std::string_view name, std::uint32_t sum);

// The sums an index holds, by name; nullopt when they cannot be read (no checks table).
std::optional<std::map<std::string, std::uint32_t, std::less<>>> readChecks(sqlite3* db);

// The one sum `name`; nullopt when the index holds none (or cannot be read).
std::optional<std::uint32_t> readCheck(sqlite3* db, std::string_view name);

// Steps to the next row of a statement over two integer columns, an id and its value (the
// players' game counts, the line marks), and sums both into sum, as they were summed when
// written. nullopt after the last row or on an error; rc is then what SQLite said
// (SQLITE_DONE after the last row).
std::optional<std::pair<std::int64_t, std::int64_t>> nextIdValue(sqlite3_stmt* statement,
                                                                 Checksum& sum, int& rc);

// Whether sums holds `name` with exactly `sum`.
bool checkMatches(const std::map<std::string, std::uint32_t, std::less<>>& sums,
                  std::string_view name, std::uint32_t sum);

} // namespace kibitz::db
