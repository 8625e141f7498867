// SPDX-License-Identifier: GPL-3.0-or-later
#include "database/copygames.h"

#include "io/atomic_file.h"

#include <filesystem>

namespace kibitz::db {

Expected<CopyResult, DbError> copyGames(const Database& db, const std::vector<GameId>& games,
                                        const std::string& outPath, const EditedGames& edited,
                                        const ProgressFn& progress)
{
    std::error_code ec;
    if (std::filesystem::equivalent(outPath, db.path(), ec))
        return unexpected(DbError{outPath, "the games cannot be copied onto their own database"});
    CopyResult result;
    std::string out;
    for (std::size_t i = 0; i < games.size(); ++i) {
        const auto edit = edited.find(games[i]);
        auto text = edit != edited.end() ? Expected<std::string, DbError>(edit->second)
                                         : db.gameText(games[i]);
        if (!text) {
            result.skipped.push_back(text.error());
        } else {
            // One blank line between games, whatever the text ended with.
            std::string_view t = *text;
            while (!t.empty() && (t.back() == '\n' || t.back() == '\r' || t.back() == ' '))
                t.remove_suffix(1);
            out.append(t);
            out.append("\n\n");
            ++result.written;
        }
        if (progress && (i % 256 == 255 || i + 1 == games.size())
            && !progress(Progress{i + 1, games.size(), std::uint32_t(i + 1)}))
            return unexpected(DbError{outPath, "copying cancelled"});
    }
    if (auto error = io::saveFileAtomically(outPath, out))
        return unexpected(DbError{outPath, error->message});
    return result;
}

} // namespace kibitz::db
