// SPDX-License-Identifier: GPL-3.0-or-later
#include "database/indexcheck.h"

#include <sqlite3.h>

#include <algorithm>
#include <cstdint>
#include <cstring>

namespace kibitz::db {

Checksum::Checksum()
{
    XXH3_64bits_reset(&m_state);
}

void Checksum::flush()
{
    XXH3_64bits_update(&m_state, m_buffer.data(), m_used);
    m_used = 0;
}

void Checksum::bytes(const void* data, std::size_t size)
{
    if (size == 0) return;
    if (m_used + size <= m_buffer.size()) {
        std::memcpy(m_buffer.data() + m_used, data, size);
        m_used += size;
        return;
    }
    flush();
    XXH3_64bits_update(&m_state, data, size);
}

std::uint32_t Checksum::value() const
{
    XXH3_state_t state = m_state;
    XXH3_64bits_update(&state, m_buffer.data(), m_used);
    const XXH64_hash_t sum = XXH3_64bits_digest(&state);
    return std::uint32_t(sum ^ (sum >> 32));
}

void Checksum::tagged(char type, const void* data, std::size_t size)
{
    bytes(&type, 1);
    if (type == 't' || type == 'b') {
        const std::uint64_t length = size;
        bytes(&length, sizeof length);
    }
    bytes(data, size);
}

void Checksum::integer(std::int64_t value)
{
    tagged('i', &value, sizeof value);
}

void Checksum::text(std::string_view value)
{
    tagged('t', value.data(), value.size());
}

void Checksum::row(sqlite3_stmt* st)
{
    const int columns = sqlite3_column_count(st);
    for (int i = 0; i < columns; ++i) {
        switch (sqlite3_column_type(st, i)) {
        case SQLITE_INTEGER:
            integer(sqlite3_column_int64(st, i));
            break;
        case SQLITE_FLOAT: {
            const double v = sqlite3_column_double(st, i);
            tagged('f', &v, sizeof v);
            break;
        }
        case SQLITE_TEXT: {
            const auto* text = sqlite3_column_text(st, i);
            text ? tagged('t', text, std::size_t(sqlite3_column_bytes(st, i)))
                 : tagged('t', nullptr, 0);
            break;
        }
        case SQLITE_BLOB: {
            const void* blob = sqlite3_column_blob(st, i);
            tagged('b', blob, blob ? std::size_t(sqlite3_column_bytes(st, i)) : 0);
            break;
        }
        default:
            tagged('n', nullptr, 0);
            break;
        }
    }
}

std::string partCheckName(std::string_view blob, std::int64_t part)
{
    return std::string(blob) + "/" + std::to_string(part);
}

Checksum& BlockChecksums::row(std::int64_t id)
{
    const std::int64_t block = id / RowsPerCheck;
    if (block != m_block) {
        close();
        m_block = block;
    }
    return m_current;
}

void BlockChecksums::close()
{
    if (m_block < 0) return;
    const std::uint32_t sum = m_current.value();
    m_sums.emplace_back(partCheckName(m_table, m_block), sum);
    m_whole.integer(m_block);
    m_whole.integer(sum);
    m_current = Checksum();
    m_block = -1;
}

std::vector<std::pair<std::string, std::uint32_t>> BlockChecksums::finish()
{
    close();
    auto sums = std::move(m_sums);
    sums.emplace_back(m_table, m_whole.value());
    m_sums.clear();
    m_whole = Checksum();
    return sums;
}

bool writeCheck(sqlite3* db, std::string_view name, std::uint32_t sum)
{
    sqlite3_stmt* st = nullptr;
    if (sqlite3_prepare_v2(db, "INSERT OR REPLACE INTO checks VALUES (?,?)", -1, &st, nullptr)
        != SQLITE_OK)
        return false;
    sqlite3_bind_text(st, 1, name.data(), int(name.size()), SQLITE_TRANSIENT);
    sqlite3_bind_int64(st, 2, sum);
    const bool ok = sqlite3_step(st) == SQLITE_DONE;
    sqlite3_finalize(st);
    return ok;
}

std::optional<std::map<std::string, std::uint32_t, std::less<>>> readChecks(sqlite3* db)
{
    sqlite3_stmt* st = nullptr;
    if (sqlite3_prepare_v2(db, "SELECT name, sum FROM checks", -1, &st, nullptr) != SQLITE_OK)
        return std::nullopt;
    std::map<std::string, std::uint32_t, std::less<>> sums;
    int rc = SQLITE_ROW;
    while ((rc = sqlite3_step(st)) == SQLITE_ROW) {
        const auto* name = reinterpret_cast<const char*>(sqlite3_column_text(st, 0));
        const sqlite3_int64 sum = sqlite3_column_int64(st, 1);
        // A sum that is not a CRC-32 is a damaged row: no name is given it, so it matches nothing.
        if (name && sum >= 0 && sum <= sqlite3_int64(UINT32_MAX)) sums[name] = std::uint32_t(sum);
    }
    sqlite3_finalize(st);
    if (rc != SQLITE_DONE) return std::nullopt;
    return sums;
}

std::optional<std::pair<std::int64_t, std::int64_t>> nextIdValue(sqlite3_stmt* statement,
                                                                 Checksum& sum, int& rc)
{
    rc = sqlite3_step(statement);
    if (rc != SQLITE_ROW) return std::nullopt;
    const std::int64_t id = sqlite3_column_int64(statement, 0);
    const std::int64_t value = sqlite3_column_int64(statement, 1);
    sum.integer(id);
    sum.integer(value);
    return std::pair(id, value);
}

std::optional<std::uint32_t> readCheck(sqlite3* db, std::string_view name)
{
    sqlite3_stmt* st = nullptr;
    if (sqlite3_prepare_v2(db, "SELECT sum FROM checks WHERE name = ?", -1, &st, nullptr)
        != SQLITE_OK)
        return std::nullopt;
    sqlite3_bind_text(st, 1, name.data(), int(name.size()), SQLITE_TRANSIENT);
    std::optional<std::uint32_t> out;
    if (sqlite3_step(st) == SQLITE_ROW) {
        const sqlite3_int64 sum = sqlite3_column_int64(st, 0);
        if (sum >= 0 && sum <= sqlite3_int64(UINT32_MAX)) out = std::uint32_t(sum);
    }
    sqlite3_finalize(st);
    return out;
}

bool checkMatches(const std::map<std::string, std::uint32_t, std::less<>>& sums,
                  std::string_view name, std::uint32_t sum)
{
    const auto it = sums.find(name);
    return it != sums.end() && it->second == sum;
}

} // namespace kibitz::db
