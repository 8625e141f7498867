// SPDX-License-Identifier: GPL-3.0-or-later
#include "pgn/parallel.h"

#include <thread>

namespace kibitz::pgn {

void readInParallel(const std::vector<Chunk>& parts,
                    const std::function<void(std::size_t, const Chunk&)>& read)
{
    std::vector<std::thread> workers;
    workers.reserve(parts.size());
    for (std::size_t i = 1; i < parts.size(); ++i)
        workers.emplace_back([&read, &parts, i] { read(i, parts[i]); });
    if (!parts.empty()) read(0, parts[0]);
    for (std::thread& w : workers) w.join();
}

std::string_view utf8Part(const Chunk& part, Encoding encoding, std::string& storage)
{
    if (encoding != Encoding::Latin1) return part.text;
    storage = latin1ToUtf8(part.text);
    return storage;
}

} // namespace kibitz::pgn
