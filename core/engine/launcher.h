// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// Starting an engine for a task, the one place that sets up an engine's seat: after each
// handshake (the first and every restart after a crash) the engine gets the user's saved
// options, the options given for this use, is checked against the game's variant, has its
// strength limited and is told whether it will ponder. What it refuses or cannot do comes
// back typed (LaunchError), and the caller puts it into words: a dialog, a clock message, a
// command line's stderr.
//
// Saved options (the entry's, edited in the Engines dialog) follow the options dialog's rule
// (engine/options.h): the ones Kibitz manages are not applied, nor those the engine does not
// declare (reported as OptionsNotDeclared); a saved UCI_Elo is the entry's strength (below).
// Options given for this use (a command line's option.NAME=VALUE, annotate's --hash) are sent as
// given: the user asked for them.

#include "chess/types.h"
#include "engine/engineprocess.h"
#include "engine/registry.h"

#include <QPointer>
#include <QString>
#include <QStringList>
#include <QVariantMap>

#include <cstdint>
#include <functional>
#include <optional>
#include <vector>

namespace kibitz::engine {

struct LaunchSettings {
    chess::Variant variant = chess::Variant::Standard; // Standard: no check
    bool chess960 = false;
    // UCI_LimitStrength + UCI_Elo (XBoard: the same, when declared); none: the entry's saved
    // strength (savedStrength), if any.
    std::optional<int> elo;
    bool ponder = false; // UCI: the Ponder option is switched on when declared
    QVariantMap options; // for this use, after the saved ones, sent as given
    // Threads from the machine (engine/options.h defaultThreads: all cores but one, within
    // what the engine declares) unless the entry saves a value or options gives one: the
    // window's analysis and its games against the engine, not a series that runs several
    // games at once.
    bool machineThreads = false;
};

struct LaunchError {
    enum class Kind : std::uint8_t {
        VariantNotPlayed,    // refused: it would play by other rules; the engine is not set up
        CannotLimitStrength, // no UCI_LimitStrength/UCI_Elo: it plays at full strength
        OptionsNotDeclared,  // saved options it does not declare, not sent (options)
    };
    Kind kind = Kind::VariantNotPlayed;
    QString engine; // as the engine calls itself
    chess::Variant variant = chess::Variant::Standard;
    bool chess960 = false;
    QStringList options;

    bool refused() const { return kind == Kind::VariantNotPlayed; }
};

// The XBoard play settings saved among an entry's options (XBoardRandomSetting,
// XBoardNpsSetting in engine/options.h); nullopt when it has none.
std::optional<xboard::PlaySettings> playSettingsOf(const QVariantMap& options);

// The strength an entry keeps among its saved options: UCI_Elo, unless UCI_LimitStrength is
// saved as false. An engine list written by hand names an engine at a level this way
// ("Stockfish 1600": UCI_LimitStrength true, UCI_Elo 1600), as cutechess's does; setUp()
// plays it at that level when the task chooses none (the UCI_ names are otherwise the task's).
std::optional<int> savedStrength(const QVariantMap& options);

// How to start an entry's program.
EngineCommand commandOf(const EngineEntry& entry);

// Whether a started engine plays the game's variant: nothing, or the refusal.
std::optional<LaunchError> checkVariant(const EngineProcess& e, chess::Variant variant,
                                        bool chess960);

// Sets up an engine that has finished its handshake, in the order above (an XBoard engine also
// gets the entry's play settings, for each game it is told about); returns what it refused
// (first, and then nothing else is done) or could not do.
std::vector<LaunchError> setUp(EngineProcess& e, const EngineEntry& entry,
                               const LaunchSettings& settings);

// Starts entry's engine in process and calls setUp() after every handshake, then ready with
// its outcome. Called again for the same process (a restart after a crash) it replaces the
// earlier set-up, so there is one per process. ready runs before any other handler of
// started() connected later, so a game that waits for the engine sees it set up. With a
// context, ready is not called once the context is gone.
void launch(EngineProcess* process, const EngineEntry& entry, const LaunchSettings& settings,
            std::function<void(const std::vector<LaunchError>&)> ready = {},
            QObject* context = nullptr);

// The problem of a given kind in a set-up's outcome, if any.
const LaunchError* findProblem(const std::vector<LaunchError>& problems, LaunchError::Kind kind);

} // namespace kibitz::engine
