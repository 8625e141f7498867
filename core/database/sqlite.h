// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// The index's SQLite handles, closed when they go (store.cpp writes and loads the index,
// indexquery.cpp reads the list from it where it lies).

#include <sqlite3.h>

#include <cstddef>
#include <string_view>

namespace kibitz::db {

struct Statement {
    sqlite3_stmt* s = nullptr;
    Statement(sqlite3* db, const char* sql) { sqlite3_prepare_v2(db, sql, -1, &s, nullptr); }
    Statement(const Statement&) = delete;
    Statement& operator=(const Statement&) = delete;
    ~Statement() { sqlite3_finalize(s); }
    explicit operator bool() const { return s != nullptr; }
};

struct Connection {
    sqlite3* db = nullptr;
    Connection() = default;
    Connection(const Connection&) = delete;
    Connection& operator=(const Connection&) = delete;
    ~Connection() { sqlite3_close(db); }
    bool exec(const char* sql)
    {
        return sqlite3_exec(db, sql, nullptr, nullptr, nullptr) == SQLITE_OK;
    }
};

// Column i of the row under s as the text stored (NULL reads as empty); valid until the next step.
inline std::string_view textColumn(sqlite3_stmt* s, int i)
{
    const auto* text = reinterpret_cast<const char*>(sqlite3_column_text(s, i));
    return text ? std::string_view(text, std::size_t(sqlite3_column_bytes(s, i)))
                : std::string_view();
}

} // namespace kibitz::db
