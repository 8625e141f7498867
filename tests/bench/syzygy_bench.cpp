// SPDX-License-Identifier: GPL-3.0-or-later
// Syzygy probe timing: cached WDL, DTZ and root probes (tables already mapped and their headers
// parsed) over python-chess's endgame.epd and the cross-check fixture. Prints figures; the
// issue's target is a cached WDL probe in at most 1 us. CPU time of this thread is used,
// so a busy machine does not inflate the figures; the best of several rounds is kept.
//
//   syzygy_bench [EPD...]

#include "chess/epd.h"
#include "tablebase/syzygy.h"

#include <algorithm>
#include <cstdio>
#include <ctime>
#include <fstream>
#include <string>
#include <vector>

using namespace kibitz;

namespace {

double cpuMicroseconds()
{
    timespec ts{};
    clock_gettime(CLOCK_THREAD_CPUTIME_ID, &ts);
    return double(ts.tv_sec) * 1e6 + double(ts.tv_nsec) / 1e3;
}

std::vector<chess::Position> readPositions(const std::string& path, int maxPieces)
{
    std::vector<chess::Position> out;
    std::ifstream in(path);
    std::string line;
    while (std::getline(in, line)) {
        if (line.empty() || line[0] == '#') continue;
        if (auto epd = chess::parseEpd(line);
            epd && chess::popCount(epd->position.occupied()) <= maxPieces)
            out.push_back(epd->position);
    }
    return out;
}

// Best time per call of probe over all positions, in microseconds.
template <typename Probe>
double timePerProbe(const std::vector<chess::Position>& positions, int rounds, Probe probe)
{
    double best = 1e300;
    long sink = 0;
    for (int r = 0; r < rounds; ++r) {
        const double t0 = cpuMicroseconds();
        for (const auto& p : positions) sink += probe(p);
        best = std::min(best, (cpuMicroseconds() - t0) / double(positions.size()));
    }
    if (sink == 42) std::puts(""); // keep the probes
    return best;
}

} // namespace

int main(int argc, char** argv)
{
    std::vector<std::string> files;
    for (int i = 1; i < argc; ++i) files.push_back(argv[i]);
    if (files.empty()) {
        files.push_back(KIBITZ_SHARED_DATA "/python-chess/endgame.epd");
        files.push_back(KIBITZ_TEST_DATA "/tablebase/crosscheck.epd");
    }
    tb::Tablebase tables;
    const auto scan = tables.setPaths({KIBITZ_SYZYGY_DIR});
    std::printf("tables: %d WDL, %d DTZ files, up to %d pieces (%s)\n", scan.wdlFiles,
                scan.dtzFiles, scan.maxPieces, KIBITZ_SYZYGY_DIR);
    for (const std::string& file : files) {
        const auto positions = readPositions(file, tables.maxPieces());
        if (positions.empty()) {
            std::printf("%s: no positions\n", file.c_str());
            continue;
        }
        // Warm up: open every table these positions need.
        for (const auto& p : positions) (void)tables.probeDtz(p);
        const double wdl = timePerProbe(positions, 200, [&](const chess::Position& p) {
            return long(tables.probeWdl(p).valueOr(tb::Wdl::Draw));
        });
        const double dtz = timePerProbe(positions, 20, [&](const chess::Position& p) {
            return long(tables.probeDtz(p).valueOr(0));
        });
        // The root probe: the position and every move (what the pane and tb probe show).
        const double root = timePerProbe(positions, 5, [&](const chess::Position& p) {
            const auto r = tables.probeRoot(p);
            return r ? long(r->moves.size()) : 0L;
        });
        std::printf("%s: %zu positions\n  cached WDL probe: %.3f us\n  cached DTZ probe: %.3f us\n"
                    "  cached root probe (every move): %.3f us\n",
                    file.c_str(), positions.size(), wdl, dtz, root);
    }
    return 0;
}
