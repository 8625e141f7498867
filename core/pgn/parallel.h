// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// One PGN text read by several threads at once, the one place that does it. splitGames cuts
// the text at game boundaries; then either
//   readInParallel  one part per thread, the first on the calling thread (which may report
//                   progress and cancel as it goes), joined afterwards: the book builder and
//                   kibitz-cli's pgn stats/check;
//   readInOrder     many parts (stretches of a file of any size) by a few workers, joined
//                   one by one in file order on the calling thread while the others are read,
//                   never more than a window of parts ahead: memory stays bounded. The
//                   database index.
// Each caller keeps its own per-part state (a visitor, a list of rows) indexed by the
// part's number.

#include "pgn/input.h"
#include "pgn/reader.h"

#include <atomic>
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

// Reads parts[i] with read(i, parts[i], stop) on `threads` workers, at most `window` parts
// ahead of the join, and calls join(i) on the calling thread for i = 0, 1, 2, ... each once
// read(i) has returned (what read wrote for part i is then visible). join returns false to
// stop: no part is started after that, stop turns true for the reads under way (so that they
// may end early) and readInOrder returns false once they have. True when every part was joined.
bool readInOrder(
    const std::vector<Chunk>& parts, unsigned threads, std::size_t window,
    const std::function<void(std::size_t, const Chunk&, const std::atomic<bool>&)>& read,
    const std::function<bool(std::size_t)>& join);

// A part's text as the reader wants it: UTF-8. A Latin-1 file's part is converted into
// storage (the returned view points there); a UTF-8 part is returned as it is.
std::string_view utf8Part(const Chunk& part, Encoding encoding, std::string& storage);

} // namespace kibitz::pgn
