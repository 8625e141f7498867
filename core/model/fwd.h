// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// The model's documents declared, not defined, with the game tree's types, for headers that
// only point at them (as <iosfwd> does for streams): include model/gamedocument.h or
// model/databasemodel.h where they are used.

#include "pgn/fwd.h"

namespace kibitz::model {
class DatabaseModel;
class GameDocument;
} // namespace kibitz::model
