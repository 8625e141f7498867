// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// One PGN text read by several threads at once: splitGames cuts it at game boundaries into
// one part per thread, and each part is read by a thread of its own, the first one on the
// calling thread (which may report progress and cancel as it goes). The book builder and
// kibitz-cli's pgn stats/check read large files this way (the database index is to follow);
// each keeps its own per-part state (a visitor, a list of rows) indexed by the part's number
// and joins the parts in file order afterwards.

#include "pgn/input.h"
#include "pgn/reader.h"

#include <cstddef>
#include <functional>
#include <string>
#include <string_view>
#include <vector>

namespace kibitz::pgn {

// Calls read(i, parts[i]) for every part of splitGames(text, threads), part 0 on the calling thread
// and each other part on a thread of its own; returns when all are done. read must touch only part
// i's own state.
void readInParallel(const std::vector<Chunk>& parts,
                    const std::function<void(std::size_t, const Chunk&)>& read);

// A part's text as the reader wants it: UTF-8. A Latin-1 file's part is converted into
// storage (the returned view points there); a UTF-8 part is returned as it is.
std::string_view utf8Part(const Chunk& part, Encoding encoding, std::string& storage);

} // namespace kibitz::pgn
