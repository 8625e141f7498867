// SPDX-License-Identifier: GPL-3.0-or-later
// Helper of atomic_file_test: saves MEGABYTES megabytes of the byte FILL to PATH with
// io::saveFileAtomically, as a process of its own that the test kills mid-write.
//   atomic_save_child PATH MEGABYTES FILL

#include "io/atomic_file.h"

#include <cstdio>
#include <cstdlib>
#include <string>

int main(int argc, char** argv)
{
    if (argc != 4) {
        std::fprintf(stderr, "usage: atomic_save_child PATH MEGABYTES FILL\n");
        return 2;
    }
    const std::string bytes(std::size_t(std::atoi(argv[2])) << 20, argv[3][0]);
    std::fprintf(stdout, "ready\n");
    std::fflush(stdout);
    if (const auto error = kibitz::io::saveFileAtomically(argv[1], bytes)) {
        std::fprintf(stderr, "%s\n", error->message.c_str());
        return 1;
    }
    return 0;
}
