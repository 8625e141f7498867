// SPDX-License-Identifier: GPL-3.0-or-later
// database_test's victim: opens the PGN file it is given and saves an edit that appends a
// very long game, over and over, until it is killed with SIGKILL.
// usage: db_save_child FILE

#include "database/database.h"

#include <cstdio>
#include <string>

int main(int argc, char** argv)
{
    if (argc != 2) return 2;
    auto db = kibitz::db::Database::open(argv[1], {});
    if (!db) return 1;
    std::string game = "[Event \"long\"]\n[Result \"*\"]\n\n{";
    game.append(30u << 20, 'x'); // 30 MB of comment: the write takes a while
    game += "} 1. e4 *\n";
    std::puts("ready");
    std::fflush(stdout);
    for (;;) {
        kibitz::db::Edits edits;
        edits.appended.push_back(game);
        if (!kibitz::db::saveEdits(**db, edits)) return 1;
    }
}
