// SPDX-License-Identifier: GPL-3.0-or-later
// Tunes kibitz-engine's evaluation on the results of real games (Texel's method): positions
// are sampled from every finished game of a PGN file, each one is taken to the end of its
// quiescence search (so that no exchange is half done), and the evaluation's parameters are
// moved to make sigmoid(K * eval) predict the game results as well as possible, in the least
// squares sense. The evaluation is linear in its parameters (evalparams.h), so each position
// is kept as its parameter counts, phase and endgame scale, and one pass over them gives the
// exact gradient; Adam takes the steps. One position in ten is held out to show the
// prediction improving on positions the tuner never saw.
//
// Writes the values as C++ (core/search/evalparams.cpp's form) and prints its progress.
//
// usage: texel_tune FILE.pgn [--out FILE.cpp] [--every N=7] [--epochs N=400] [--rate R=2]
//                   [--threads N=2] [--min-count N=200] [--from hand|tuned] [--l2 L=0]
//
// --l2 adds L x (value - start value)^2 per value to the mean squared error: a pull towards
// the start for values the games say little about.

#include "chess/movegen.h"
#include "pgn/input.h"
#include "pgn/reader.h"
#include "search/eval.h"
#include "search/evalparams.h"

#include <algorithm>
#include <atomic>
#include <chrono>
#include <cmath>
#include <cstdint>
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <fstream>
#include <string>
#include <thread>
#include <vector>

using namespace kibitz;
using search::EvalParams;
using search::S;

namespace {

using Clock = std::chrono::steady_clock;

double secondsSince(Clock::time_point t0)
{
    return std::chrono::duration<double>(Clock::now() - t0).count();
}

// ---------------------------------------------------------------------------------------
// Positions.

struct Entry {
    float result = 0.5f;     // White's score in the game
    float mgWeight = 0.0f;   // phase / 24 * scale / 64
    float egWeight = 0.0f;   // (24 - phase) / 24 * scale / 64
    float fixed = 0.0f;      // the evaluation's part outside the parameters
    std::uint32_t first = 0; // its counts in Data::counts
    std::uint16_t size = 0;
    bool heldOut = false;
};

struct Count {
    std::uint16_t param;
    std::int16_t times;
};

struct Data {
    std::vector<Entry> entries;
    std::vector<Count> counts;
};

int sideEval(const chess::Position& pos, const EvalParams& params)
{
    const int white = search::evaluateWith(pos, params);
    return pos.sideToMove() == chess::Color::White ? white : -white;
}

// Quiescence over captures that do not lose material, returning the score and the position at
// the end of the principal variation: the position the static evaluation really judges.
int quiet(const chess::Position& pos, int alpha, int beta, int ply, const EvalParams& params,
          chess::Position& leaf)
{
    leaf = pos;
    const int standPat = sideEval(pos, params);
    if (standPat >= beta || ply >= 12) return standPat;
    alpha = std::max(alpha, standPat);
    int best = standPat;
    chess::MoveList moves;
    chess::generateLegal(pos, moves, chess::GenType::Noisy);
    for (const chess::Move m : moves) {
        if (m.kind() == chess::MoveKind::Promotion && m.promotion() != chess::PieceType::Queen)
            continue;
        if (!pos.seeAtLeast(m, 0)) continue;
        chess::Position childLeaf;
        const int score = -quiet(pos.after(m), -beta, -alpha, ply + 1, params, childLeaf);
        if (score > best) {
            best = score;
            if (score > alpha) {
                alpha = score;
                leaf = childLeaf;
            }
            if (score >= beta) break;
        }
    }
    return best;
}

// Collects every n-th main-line position of each finished game (after its first 16 plies,
// not in check), with the game's result.
class Sampler : public pgn::Visitor {
public:
    Sampler(int every, const EvalParams& params, Data& data)
        : m_every(every)
        , m_params(params)
        , m_data(data)
    {}

    void beginGame(int) override
    {
        m_positions.clear();
        m_result = -1;
        m_depth = 0;
        m_ply = 0;
    }
    void tag(std::string_view name, std::string_view value) override
    {
        if (name != "Result") return;
        m_result = value == "1-0" ? 2 : value == "0-1" ? 0 : value == "1/2-1/2" ? 1 : -1;
    }
    void move(const chess::Position& before, chess::Move, std::string_view) override
    {
        if (m_depth != 0) return;
        ++m_ply;
        if (m_ply > 16 && (m_ply + m_game) % m_every == 0 && !before.isCheck())
            m_positions.push_back(before);
    }
    pgn::Control beginVariation() override
    {
        ++m_depth;
        return pgn::Control::Skip;
    }
    void endVariation() override { --m_depth; }
    void error(const pgn::PgnError&) override { m_result = -1; }
    void endGame() override
    {
        ++m_game;
        if (m_result < 0) return;
        for (const chess::Position& pos : m_positions) {
            chess::Position leaf;
            quiet(pos, -30000, 30000, 0, m_params, leaf);
            if (leaf.isCheck()) continue;
            const search::EvalTerms terms = search::evaluationTerms(leaf, m_params);
            if (std::abs(terms.total) > 2000) continue; // decided long ago: nothing to learn
            Entry e;
            e.result = float(m_result) / 2.0f;
            e.mgWeight = float(terms.phase) / 24.0f * float(terms.scale) / 64.0f;
            e.egWeight = float(24 - terms.phase) / 24.0f * float(terms.scale) / 64.0f;
            e.fixed = float(terms.fixed);
            e.first = std::uint32_t(m_data.counts.size());
            e.size = std::uint16_t(terms.counts.size());
            e.heldOut = m_game % 10 == 0;
            for (const auto& [p, n] : terms.counts)
                m_data.counts.push_back({std::uint16_t(p), std::int16_t(n)});
            m_data.entries.push_back(e);
        }
    }

private:
    int m_every;
    const EvalParams& m_params;
    Data& m_data;
    std::vector<chess::Position> m_positions;
    int m_result = -1;
    int m_depth = 0;
    int m_ply = 0;
    int m_game = 0;
};

// ---------------------------------------------------------------------------------------
// The model: eval = (sum of counts x mg values) * mgWeight + (... eg) * egWeight + fixed.

struct Values {
    std::vector<double> mg, eg;
};

double evalOf(const Data& data, const Entry& e, const Values& v)
{
    double mg = 0, eg = 0;
    for (std::uint32_t i = e.first; i < e.first + e.size; ++i) {
        const Count c = data.counts[i];
        mg += v.mg[c.param] * c.times;
        eg += v.eg[c.param] * c.times;
    }
    return mg * e.mgWeight + eg * e.egWeight + e.fixed;
}

double sigmoid(double k, double eval)
{
    return 1.0 / (1.0 + std::exp(-k * eval));
}

// Runs f(begin, end, slot) over the entries on `threads` threads.
template <class F>
void parallel(std::size_t n, int threads, F&& f)
{
    std::vector<std::thread> workers;
    for (int t = 0; t < threads; ++t) {
        const std::size_t begin = n * std::size_t(t) / std::size_t(threads);
        const std::size_t end = n * std::size_t(t + 1) / std::size_t(threads);
        workers.emplace_back([&f, begin, end, t] { f(begin, end, t); });
    }
    for (auto& w : workers) w.join();
}

struct Loss {
    double train = 0, heldOut = 0;
};

Loss loss(const Data& data, const Values& v, double k, int threads)
{
    std::vector<double> sums(std::size_t(threads) * 2, 0.0);
    std::vector<std::size_t> ns(std::size_t(threads) * 2, 0);
    parallel(data.entries.size(), threads, [&](std::size_t b, std::size_t e, int t) {
        for (std::size_t i = b; i < e; ++i) {
            const Entry& en = data.entries[i];
            const double d = en.result - sigmoid(k, evalOf(data, en, v));
            const std::size_t slot = std::size_t(t) * 2 + (en.heldOut ? 1 : 0);
            sums[slot] += d * d;
            ++ns[slot];
        }
    });
    double s[2] = {0, 0};
    std::size_t n[2] = {0, 0};
    for (int t = 0; t < threads; ++t)
        for (int h = 0; h < 2; ++h) {
            s[h] += sums[std::size_t(t) * 2 + std::size_t(h)];
            n[h] += ns[std::size_t(t) * 2 + std::size_t(h)];
        }
    return {n[0] ? s[0] / double(n[0]) : 0, n[1] ? s[1] / double(n[1]) : 0};
}

// The K that makes the starting values predict best: a golden-section search on the
// training loss.
double fitK(const Data& data, const Values& v, int threads)
{
    double lo = 0.0005, hi = 0.02;
    const double g = (std::sqrt(5.0) - 1) / 2;
    for (int i = 0; i < 40; ++i) {
        const double a = hi - g * (hi - lo), b = lo + g * (hi - lo);
        if (loss(data, v, a, threads).train < loss(data, v, b, threads).train)
            hi = b;
        else
            lo = a;
    }
    return (lo + hi) / 2;
}

// The full gradient of the training loss (up to a constant factor) for each value.
void gradient(const Data& data, const Values& v, double k, int threads, Values& grad)
{
    const std::size_t n = v.mg.size();
    std::vector<Values> parts(static_cast<std::size_t>(threads));
    parallel(data.entries.size(), threads, [&](std::size_t b, std::size_t e, int t) {
        Values& g = parts[std::size_t(t)];
        g.mg.assign(n, 0.0);
        g.eg.assign(n, 0.0);
        for (std::size_t i = b; i < e; ++i) {
            const Entry& en = data.entries[i];
            if (en.heldOut) continue;
            const double s = sigmoid(k, evalOf(data, en, v));
            const double d = (s - en.result) * s * (1 - s);
            for (std::uint32_t j = en.first; j < en.first + en.size; ++j) {
                const Count c = data.counts[j];
                g.mg[c.param] += d * c.times * en.mgWeight;
                g.eg[c.param] += d * c.times * en.egWeight;
            }
        }
    });
    grad.mg.assign(n, 0.0);
    grad.eg.assign(n, 0.0);
    for (const Values& g : parts)
        for (std::size_t p = 0; p < n; ++p) {
            grad.mg[p] += g.mg[p];
            grad.eg[p] += g.eg[p];
        }
}

// ---------------------------------------------------------------------------------------
// Output.

std::string blockComment(const search::param::Block& b, int offset)
{
    static const char* const pieces[7] = {"none, unused", "pawn",  "knight", "bishop",
                                          "rook",         "queen", "king"};
    const int i = offset - b.offset;
    if (b.offset == search::param::Pst && i % 64 == 0)
        return std::string("// Pst: ") + pieces[i / 64] + " (a1 .. h8 from its own side)";
    if (b.offset == search::param::Mobility && i % search::param::MobilitySize == 0)
        return std::string("// Mobility: ") + pieces[i / search::param::MobilitySize]
               + " (0 .. 27 squares)";
    if (i == 0 && b.offset != search::param::Pst && b.offset != search::param::Mobility)
        return std::string("// ") + b.name;
    return {};
}

bool writeSource(const std::string& path, const EvalParams& p, const std::string& provenance)
{
    std::ofstream out(path);
    out << "// SPDX-License-Identifier: GPL-3.0-or-later\n"
        << "// The evaluation's values, written by tests/bench/texel_tune (do not edit by hand: "
           "tune again).\n";
    out << provenance;
    out << "#include \"search/evalparams.h\"\n\nnamespace kibitz::search {\n\nnamespace {\n\n"
        << "// clang-format off\nconstexpr EvalParams Tuned = {{\n";
    int column = 0;
    for (const auto& b : search::param::Blocks)
        for (int i = b.offset; i < b.offset + b.size; ++i) {
            const std::string comment = blockComment(b, i);
            if (!comment.empty()) {
                if (column) out << "\n";
                out << "    " << comment << "\n";
                column = 0;
            }
            const S& s = p[std::size_t(i)];
            out << (column ? " " : "    ") << "{" << s.mg << ", " << s.eg << "},";
            if (++column == 8 || i + 1 == b.offset + b.size) {
                out << "\n";
                column = 0;
            }
        }
    out << "}};\n// clang-format on\n\n} // namespace\n\nconst EvalParams& tunedParams()\n{\n"
        << "    return Tuned;\n}\n\n} // namespace kibitz::search\n";
    return bool(out);
}

} // namespace

int main(int argc, char** argv)
{
    if (argc < 2) {
        std::fprintf(stderr,
                     "usage: texel_tune FILE.pgn [--out FILE.cpp] [--every N] [--epochs N]"
                     " [--rate R] [--threads N] [--min-count N] [--from hand|tuned] [--l2 L]\n");
        return 2;
    }
    std::string out, from = "tuned";
    int every = 7, epochs = 400, threads = 2, minCount = 200;
    double rate = 2.0, l2 = 0.0;
    for (int i = 2; i + 1 < argc; i += 2) {
        const std::string key = argv[i], value = argv[i + 1];
        if (key == "--out")
            out = value;
        else if (key == "--every")
            every = std::max(1, std::atoi(value.c_str()));
        else if (key == "--epochs")
            epochs = std::atoi(value.c_str());
        else if (key == "--rate")
            rate = std::atof(value.c_str());
        else if (key == "--threads")
            threads = std::max(1, std::atoi(value.c_str()));
        else if (key == "--min-count")
            minCount = std::atoi(value.c_str());
        else if (key == "--from")
            from = value;
        else if (key == "--l2")
            l2 = std::atof(value.c_str());
        else {
            std::fprintf(stderr, "texel_tune: unknown option %s\n", key.c_str());
            return 2;
        }
    }
    const EvalParams start = from == "hand" ? search::handParams() : search::tunedParams();

    const auto t0 = Clock::now();
    auto text = pgn::readPgnFile(argv[1]);
    if (!text) {
        std::fprintf(stderr, "texel_tune: %s\n", text.error().toString().c_str());
        return 1;
    }
    // One sampler per thread on its own part of the file.
    const auto chunks = pgn::splitGames(text->text, threads);
    std::vector<Data> parts(chunks.size());
    parallel(chunks.size(), int(chunks.size()), [&](std::size_t b, std::size_t e, int) {
        for (std::size_t i = b; i < e; ++i) {
            Sampler sampler(every, start, parts[i]);
            pgn::Reader reader(chunks[i].text, {}, chunks[i].firstLine);
            while (reader.readGame(sampler)) {}
        }
    });
    Data data;
    for (Data& p : parts) {
        const auto shift = std::uint32_t(data.counts.size());
        for (Entry e : p.entries) {
            e.first += shift;
            data.entries.push_back(e);
        }
        data.counts.insert(data.counts.end(), p.counts.begin(), p.counts.end());
    }
    std::size_t heldOut = 0;
    for (const Entry& e : data.entries) heldOut += e.heldOut;
    std::printf("%zu positions (%zu held out), %zu counts, read and quiesced in %.1f s\n",
                data.entries.size(), heldOut, data.counts.size(), secondsSince(t0));

    // Values with too few positions keep their start: a handful of games says nothing.
    std::vector<int> seen(search::param::Count, 0);
    for (const Count& c : data.counts) ++seen[c.param];
    Values v;
    for (const S& s : start) {
        v.mg.push_back(s.mg);
        v.eg.push_back(s.eg);
    }
    int tuned = 0;
    for (int p = 0; p < search::param::Count; ++p) tuned += seen[std::size_t(p)] >= minCount;
    std::printf("%d of %d parameters seen in at least %d positions\n", tuned, search::param::Count,
                minCount);

    const double k = fitK(data, v, threads);
    Loss l = loss(data, v, k, threads);
    const Loss before = l;
    std::printf("K = %.6f; start: loss %.6f, held out %.6f\n", k, l.train, l.heldOut);

    // Adam, full batch.
    const std::size_t n = v.mg.size();
    Values m{std::vector<double>(n), std::vector<double>(n)};
    Values s2{std::vector<double>(n), std::vector<double>(n)};
    Values grad;
    const double b1 = 0.9, b2 = 0.999;
    // gradient() leaves out the mean squared error's factor 2K/N; the pull's gradient,
    // 2 L (value - start), is put on the same scale.
    const double pull = l2 * double(data.entries.size() - heldOut) / k;
    const Values origin = v;
    for (int epoch = 1; epoch <= epochs; ++epoch) {
        gradient(data, v, k, threads, grad);
        for (std::size_t p = 0; p < n && pull > 0; ++p) {
            grad.mg[p] += pull * (v.mg[p] - origin.mg[p]);
            grad.eg[p] += pull * (v.eg[p] - origin.eg[p]);
        }
        const double c1 = 1 - std::pow(b1, epoch), c2 = 1 - std::pow(b2, epoch);
        for (std::size_t p = 0; p < n; ++p) {
            if (seen[p] < minCount) continue;
            double* value[2] = {&v.mg[p], &v.eg[p]};
            double* gs[2] = {&grad.mg[p], &grad.eg[p]};
            double* ms[2] = {&m.mg[p], &m.eg[p]};
            double* vs[2] = {&s2.mg[p], &s2.eg[p]};
            for (int h = 0; h < 2; ++h) {
                *ms[h] = b1 * *ms[h] + (1 - b1) * *gs[h];
                *vs[h] = b2 * *vs[h] + (1 - b2) * *gs[h] * *gs[h];
                *value[h] -= rate * (*ms[h] / c1) / (std::sqrt(*vs[h] / c2) + 1e-12);
            }
        }
        if (epoch % 25 == 0 || epoch == epochs) {
            l = loss(data, v, k, threads);
            std::printf("epoch %4d: loss %.6f, held out %.6f (%.0f s)\n", epoch, l.train, l.heldOut,
                        secondsSince(t0));
            std::fflush(stdout);
        }
    }

    EvalParams result = start;
    for (std::size_t p = 0; p < n; ++p)
        result[p] = {int(std::lround(v.mg[p])), int(std::lround(v.eg[p]))};
    const auto named = [&](int offset) { return result[std::size_t(offset)]; };
    std::printf("material: P %d/%d N %d/%d B %d/%d R %d/%d Q %d/%d\n",
                named(search::param::Material + 1).mg, named(search::param::Material + 1).eg,
                named(search::param::Material + 2).mg, named(search::param::Material + 2).eg,
                named(search::param::Material + 3).mg, named(search::param::Material + 3).eg,
                named(search::param::Material + 4).mg, named(search::param::Material + 4).eg,
                named(search::param::Material + 5).mg, named(search::param::Material + 5).eg);
    if (!out.empty()) {
        char provenance[512];
        std::snprintf(provenance, sizeof provenance,
                      "// %zu quiet positions of %s (one main-line ply in %d after the 16th),\n"
                      "// %d epochs of Adam at rate %.2f, L2 pull %g, K = %.6f;\n"
                      "// mean squared error %.6f -> %.6f, on held-out positions %.6f -> %.6f.\n",
                      data.entries.size(),
                      std::strrchr(argv[1], '/') ? std::strrchr(argv[1], '/') + 1 : argv[1], every,
                      epochs, rate, l2, k, before.train, l.train, before.heldOut, l.heldOut);
        if (!writeSource(out, result, provenance)) {
            std::fprintf(stderr, "texel_tune: cannot write %s\n", out.c_str());
            return 1;
        }
        std::printf("written to %s\n", out.c_str());
    }
    return 0;
}
