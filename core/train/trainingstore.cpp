// SPDX-License-Identifier: GPL-3.0-or-later
#include "train/trainingstore.h"

#include "base/enumtext.h"

#include <sqlite3.h>

#include <array>
#include <filesystem>
#include <system_error>

namespace kibitz::train {

namespace {

struct Statement {
    sqlite3_stmt* s = nullptr;
    Statement(sqlite3* db, const char* sql) { sqlite3_prepare_v2(db, sql, -1, &s, nullptr); }
    ~Statement() { sqlite3_finalize(s); }
    Statement(const Statement&) = delete;
    Statement& operator=(const Statement&) = delete;
    explicit operator bool() const { return s != nullptr; }
};

std::string columnText(sqlite3_stmt* s, int i)
{
    const unsigned char* t = sqlite3_column_text(s, i);
    return t ? std::string(reinterpret_cast<const char*>(t)) : std::string();
}

// The words the store keeps, in EndgameResult's order: one for each (the static_assert counts
// them up to the last, Abandoned).
constexpr auto EndgameResultWords = std::to_array<EnumText<EndgameResult>>({
    {EndgameResult::Won, "won"},
    {EndgameResult::Drawn, "drawn"},
    {EndgameResult::Lost, "lost"},
    {EndgameResult::Abandoned, "abandoned"},
});
static_assert(hasEveryValue(EndgameResultWords, EndgameResult::Abandoned));

} // namespace

std::string deckName(const std::string& repertoireFile, chess::Color color)
{
    std::error_code ec;
    const std::filesystem::path canonical = std::filesystem::weakly_canonical(repertoireFile, ec);
    return (ec ? repertoireFile : canonical.string())
           + (color == chess::Color::White ? ":white" : ":black");
}

struct TrainingStore::Db {
    sqlite3* db = nullptr;
    ~Db() { sqlite3_close(db); }
};

TrainingStore::~TrainingStore() = default;

std::optional<StoreError> TrainingStore::failure(const std::string& what) const
{
    return StoreError{m_file, what + ": " + sqlite3_errmsg(m_db->db)};
}

Expected<std::unique_ptr<TrainingStore>, StoreError> TrainingStore::open(const std::string& file)
{
    std::unique_ptr<TrainingStore> store(new TrainingStore);
    store->m_file = file;
    store->m_db = std::make_unique<Db>();
    std::error_code ec;
    const std::filesystem::path parent = std::filesystem::path(file).parent_path();
    if (!parent.empty()) std::filesystem::create_directories(parent, ec);
    if (ec) return unexpected(StoreError{file, "cannot create its folder: " + ec.message()});
    if (sqlite3_open(file.c_str(), &store->m_db->db) != SQLITE_OK)
        return unexpected(*store->failure("cannot open"));
    sqlite3_busy_timeout(store->m_db->db, 2000); // the GUI and the CLI may share it
    const char* schema =
        "PRAGMA journal_mode=WAL;"
        "CREATE TABLE IF NOT EXISTS cards(deck TEXT, key INTEGER, repetitions INTEGER,"
        " easiness REAL, interval INTEGER, due INTEGER, last INTEGER, again INTEGER,"
        " PRIMARY KEY(deck, key));"
        "CREATE TABLE IF NOT EXISTS exercises(key TEXT PRIMARY KEY, tries INTEGER,"
        " solved INTEGER, last INTEGER);"
        "CREATE TABLE IF NOT EXISTS endgames(id INTEGER PRIMARY KEY, name TEXT, fen TEXT,"
        " result TEXT, moves INTEGER, plies_lost INTEGER, day INTEGER);";
    if (sqlite3_exec(store->m_db->db, schema, nullptr, nullptr, nullptr) != SQLITE_OK)
        return unexpected(*store->failure("cannot read or create the tables"));
    return store;
}

std::unordered_map<chess::Key, Sm2State> TrainingStore::cards(const std::string& deck) const
{
    std::unordered_map<chess::Key, Sm2State> out;
    Statement st(m_db->db, "SELECT key, repetitions, easiness, interval, due, last, again"
                           " FROM cards WHERE deck = ?");
    if (!st) return out;
    sqlite3_bind_text(st.s, 1, deck.c_str(), -1, SQLITE_TRANSIENT);
    while (sqlite3_step(st.s) == SQLITE_ROW) {
        Sm2State s;
        s.repetitions = sqlite3_column_int(st.s, 1);
        s.easiness = sqlite3_column_double(st.s, 2);
        s.interval = sqlite3_column_int(st.s, 3);
        s.due = sqlite3_column_int64(st.s, 4);
        s.last = sqlite3_column_int64(st.s, 5);
        s.again = sqlite3_column_int(st.s, 6) != 0;
        out[chess::Key(sqlite3_column_int64(st.s, 0))] = s;
    }
    return out;
}

std::optional<StoreError> TrainingStore::saveCard(const std::string& deck, chess::Key key,
                                                  const Sm2State& s)
{
    Statement st(m_db->db, "INSERT OR REPLACE INTO cards VALUES (?,?,?,?,?,?,?,?)");
    if (!st) return failure("cannot save a card");
    sqlite3_bind_text(st.s, 1, deck.c_str(), -1, SQLITE_TRANSIENT);
    sqlite3_bind_int64(st.s, 2, sqlite3_int64(key));
    sqlite3_bind_int(st.s, 3, s.repetitions);
    sqlite3_bind_double(st.s, 4, s.easiness);
    sqlite3_bind_int(st.s, 5, s.interval);
    sqlite3_bind_int64(st.s, 6, s.due);
    sqlite3_bind_int64(st.s, 7, s.last);
    sqlite3_bind_int(st.s, 8, s.again ? 1 : 0);
    if (sqlite3_step(st.s) != SQLITE_DONE) return failure("cannot save a card");
    return std::nullopt;
}

ExerciseRecord TrainingStore::exercise(const std::string& key) const
{
    ExerciseRecord r;
    Statement st(m_db->db, "SELECT tries, solved, last FROM exercises WHERE key = ?");
    if (!st) return r;
    sqlite3_bind_text(st.s, 1, key.c_str(), -1, SQLITE_TRANSIENT);
    if (sqlite3_step(st.s) == SQLITE_ROW) {
        r.tries = sqlite3_column_int(st.s, 0);
        r.solved = sqlite3_column_int(st.s, 1);
        r.last = sqlite3_column_int64(st.s, 2);
    }
    return r;
}

std::optional<StoreError> TrainingStore::saveExercise(const std::string& key,
                                                      const ExerciseRecord& r)
{
    Statement st(m_db->db, "INSERT OR REPLACE INTO exercises VALUES (?,?,?,?)");
    if (!st) return failure("cannot save an exercise");
    sqlite3_bind_text(st.s, 1, key.c_str(), -1, SQLITE_TRANSIENT);
    sqlite3_bind_int(st.s, 2, r.tries);
    sqlite3_bind_int(st.s, 3, r.solved);
    sqlite3_bind_int64(st.s, 4, r.last);
    if (sqlite3_step(st.s) != SQLITE_DONE) return failure("cannot save an exercise");
    return std::nullopt;
}

std::string_view endgameResultText(EndgameResult result)
{
    return textOf(EndgameResultWords, result, "abandoned");
}

std::optional<EndgameResult> parseEndgameResult(std::string_view text)
{
    return valueOf(EndgameResultWords, text);
}

EndgameResult endgameResult(const chess::Outcome& outcome, chess::Color user)
{
    if (!outcome.isOver()) return EndgameResult::Abandoned;
    if (outcome.isDraw()) return EndgameResult::Drawn;
    return outcome.winner() == user ? EndgameResult::Won : EndgameResult::Lost;
}

std::optional<StoreError> TrainingStore::addEndgame(const EndgameRecord& r)
{
    Statement st(m_db->db, "INSERT INTO endgames(name, fen, result, moves, plies_lost, day)"
                           " VALUES (?,?,?,?,?,?)");
    if (!st) return failure("cannot save an endgame");
    sqlite3_bind_text(st.s, 1, r.name.c_str(), -1, SQLITE_TRANSIENT);
    sqlite3_bind_text(st.s, 2, r.fen.c_str(), -1, SQLITE_TRANSIENT);
    const std::string_view result = endgameResultText(r.result);
    sqlite3_bind_text(st.s, 3, result.data(), int(result.size()), SQLITE_TRANSIENT);
    sqlite3_bind_int(st.s, 4, r.moves);
    sqlite3_bind_int(st.s, 5, r.pliesLost);
    sqlite3_bind_int64(st.s, 6, r.day);
    if (sqlite3_step(st.s) != SQLITE_DONE) return failure("cannot save an endgame");
    return std::nullopt;
}

std::vector<EndgameRecord> TrainingStore::endgames(const std::string& name) const
{
    std::vector<EndgameRecord> out;
    Statement st(m_db->db, "SELECT name, fen, result, moves, plies_lost, day FROM endgames"
                           " WHERE name = ? ORDER BY id");
    if (!st) return out;
    sqlite3_bind_text(st.s, 1, name.c_str(), -1, SQLITE_TRANSIENT);
    while (sqlite3_step(st.s) == SQLITE_ROW)
        out.push_back({columnText(st.s, 0), columnText(st.s, 1),
                       parseEndgameResult(columnText(st.s, 2)).value_or(EndgameResult::Abandoned),
                       sqlite3_column_int(st.s, 3), sqlite3_column_int(st.s, 4),
                       sqlite3_column_int64(st.s, 5)});
    return out;
}

} // namespace kibitz::train
