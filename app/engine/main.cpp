// SPDX-License-Identifier: GPL-3.0-or-later
// kibitz-engine: the built-in engine. For now only the UCI handshake, so GUIs can load it;
// search comes with its own issue.
//
// UCI protocol (Stefan Meyer-Kahlen, April 2006): the GUI sends "uci", the engine answers
// "id name", "id author" and "uciok"; "isready" is always answered with "readyok", even
// while searching; "quit" ends the program. Unknown commands are ignored.
#include <iostream>
#include <sstream>
#include <string>

namespace {

void send(const char* line)
{
    // One flush per line: the GUI reads through a pipe and waits for each answer.
    std::cout << line << std::endl;
}

} // namespace

int main()
{
    std::ios::sync_with_stdio(false);
    std::string line;
    while (std::getline(std::cin, line)) {
        std::istringstream words(line);
        std::string command;
        words >> command;
        if (command == "uci") {
            send("id name Kibitz");
            send("id author The Kibitz developers");
            send("uciok");
        } else if (command == "isready") {
            send("readyok");
        } else if (command == "quit") {
            break;
        }
    }
    return 0;
}
