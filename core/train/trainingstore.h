// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// What training remembers between sessions, in one SQLite file (Debian's libsqlite3, as the
// database index): the spaced-repetition state of every repertoire card, the attempts at
// each exercise, and every endgame played out. Unlike the database index this is the user's
// own work, not a cache: every answer is written at once in its own transaction, with the
// journal on (WAL), so a crash loses nothing answered. The GUI and the CLI keep the file in
// Kibitz's data folder (~/.local/share/Kibitz/Kibitz/training.sqlite). No Qt.

#include "chess/expected.h"
#include "chess/outcome.h"
#include "chess/position.h"
#include "train/sm2.h"

#include <cstdint>
#include <memory>
#include <optional>
#include <string>
#include <string_view>
#include <unordered_map>
#include <vector>

namespace kibitz::train {

struct StoreError {
    std::string file;
    std::string message;
    std::string toString() const { return file + ": " + message; }
};

// One exercise's record: how often it was tried, solved at the first try, and the day of
// the last try (caller's day count).
struct ExerciseRecord {
    int tries = 0;
    int solved = 0; // tries solved without a hint or a wrong move first
    std::int64_t last = -1;
};

// How an endgame played out for the user.
enum class EndgameResult : std::uint8_t { Won, Drawn, Lost, Abandoned };
// The word the store keeps: "won", "drawn", "lost", "abandoned".
std::string_view endgameResultText(EndgameResult result);
std::optional<EndgameResult> parseEndgameResult(std::string_view text);
// What a game's outcome is for the side the user played: one without a result was abandoned.
EndgameResult endgameResult(const chess::Outcome& outcome, chess::Color user);

struct EndgameRecord {
    std::string name; // "KQ v K", or "set-up" for a position of the user's
    std::string fen;
    EndgameResult result = EndgameResult::Abandoned;
    int moves = 0;     // the user's moves
    int pliesLost = 0; // summed over the user's moves: how much slower than the best
    std::int64_t day = 0;
};

// The deck of a repertoire file played with one colour: its canonical path and the colour
// ("/home/a/white.pgn:white"), so the GUI and the CLI find the same cards.
std::string deckName(const std::string& repertoireFile, chess::Color color);

class TrainingStore {
public:
    // Opens (creating it and its folder when needed) the file.
    static Expected<std::unique_ptr<TrainingStore>, StoreError> open(const std::string& file);
    ~TrainingStore();
    TrainingStore(const TrainingStore&) = delete;
    TrainingStore& operator=(const TrainingStore&) = delete;

    const std::string& file() const { return m_file; }

    // A deck is one repertoire (its file and colour, as the caller names it).
    std::unordered_map<chess::Key, Sm2State> cards(const std::string& deck) const;
    [[nodiscard]] std::optional<StoreError> saveCard(const std::string& deck, chess::Key key,
                                                     const Sm2State& state);

    // Exercises are named by their position and answer (exerciseKey).
    ExerciseRecord exercise(const std::string& key) const;
    [[nodiscard]] std::optional<StoreError> saveExercise(const std::string& key,
                                                         const ExerciseRecord& record);

    [[nodiscard]] std::optional<StoreError> addEndgame(const EndgameRecord& record);
    std::vector<EndgameRecord> endgames(const std::string& name) const; // oldest first

private:
    TrainingStore() = default;
    std::optional<StoreError> failure(const std::string& what) const;

    struct Db;
    std::unique_ptr<Db> m_db;
    std::string m_file;
};

} // namespace kibitz::train
