// SPDX-License-Identifier: GPL-3.0-or-later
// Inputs far beyond any real file (issue "Reliability"): 100,000 nested variations, a 10 MB
// comment, a 100 MB line without a line break, binary garbage, a 1,000,000-ply main line.
// Each is read, built into a tree, written, read back, copied and destroyed: the answer is
// a clear error or the right result, never a crash or a stack overflow, and memory stays
// within a small multiple of the input (peak resident memory, measured).

#include "pgn/builder.h"
#include "pgn/input.h"
#include "pgn/reader.h"
#include "pgn/writer.h"
#include "play.h"

#include "chess/movegen.h"
#include "chess/notation.h"

#include <QTest>

#include <algorithm>
#include <fstream>
#include <random>
#include <string>

using namespace kibitz;
using namespace kibitz::pgn;
using kibitz::pgn::test::shuffle;

namespace {

constexpr std::size_t MB = 1024 * 1024;

// Resident memory of this process now and at its peak, from /proc/self/status (bytes).
std::size_t statusField(const char* field)
{
    std::ifstream in("/proc/self/status");
    std::string line;
    const std::string key = std::string(field) + ":";
    while (std::getline(in, line))
        if (line.starts_with(key)) return std::stoull(line.substr(key.size())) * 1024;
    return 0;
}

// Measures the peak memory a piece of work adds above what the process holds when it starts.
class PeakMemory {
public:
    PeakMemory()
    {
        // Writing 5 to clear_refs resets the peak (VmHWM) to the current resident size.
        std::ofstream("/proc/self/clear_refs") << "5";
        m_start = statusField("VmRSS");
    }
    std::size_t added() const
    {
        const std::size_t peak = statusField("VmHWM");
        return peak > m_start ? peak - m_start : 0;
    }

private:
    std::size_t m_start = 0;
};

// Nodes along the deepest path of the tree (iteratively).
int depth(const Game& game)
{
    int deepest = 0;
    std::vector<const Node*> stack{game.root()};
    while (!stack.empty()) {
        const Node* n = stack.back();
        stack.pop_back();
        deepest = std::max(deepest, n->ply());
        for (const auto& c : n->children()) stack.push_back(c.get());
    }
    return deepest;
}

// Counts what the reader reports, building nothing: memory is the reader's own.
struct Counter : Visitor {
    std::size_t moves = 0, comments = 0, commentBytes = 0, variations = 0;
    std::vector<PgnError> errors;
    void move(const chess::Position&, chess::Move, std::string_view) override { ++moves; }
    void comment(std::string_view text) override
    {
        ++comments;
        commentBytes += text.size();
    }
    Control beginVariation() override
    {
        ++variations;
        return Control::Continue;
    }
    void error(const PgnError& e) override { errors.push_back(e); }
};

// "1. Nf3 Nf6 2. Ng1 Ng8 ..." without line breaks, plies long.
std::string shuffleLine(int plies, bool numbers = true)
{
    std::string text;
    text.reserve(std::size_t(plies) * 8);
    chess::Position pos;
    for (int i = 0; i < plies; ++i) {
        const chess::Move m = shuffle(pos, chess::Move::none(), i / 2);
        if (numbers && pos.sideToMove() == chess::Color::White)
            text += std::to_string(pos.fullmoveNumber()) + ". ";
        text += chess::toSan(pos, m);
        text += ' ';
        pos.play(m);
    }
    return text;
}

} // namespace

class HugeInputTest : public QObject {
    Q_OBJECT

private slots:
    // 100,000 variations, each inside the one before: "1. Nf3 (1. Nc3 Nf6 (1... Nc6 ...".
    // Every level replaces the previous level's last move and plays two, so the tree is
    // 100,001 plies deep and the reader, the builder, the writer and the copy all see the
    // nesting.
    void deeplyNestedVariations()
    {
        constexpr int Levels = 100000;
        std::string text = "[Event \"nested\"]\n\n1. Nf3 ";
        chess::Position before; // the position the line's last move was played in
        chess::Move last = shuffle(before, chess::Move::none());
        for (int i = 0; i < Levels; ++i) {
            const chess::Move a = shuffle(before, last, i);
            const chess::Position afterA = before.after(a);
            const chess::Move b = shuffle(afterA, chess::Move::none(), i);
            text += '(';
            text += chess::toLan(before, a) + ' ' + chess::toLan(afterA, b) + ' ';
            before = afterA;
            last = b;
        }
        text += std::string(Levels, ')') + " *\n";

        PeakMemory memory;
        std::vector<PgnError> errors;
        Game game = readGame(text, &errors);
        QVERIFY2(errors.empty(), errors.empty() ? "" : errors.front().toString().c_str());
        QCOMPARE(game.nodeCount(), std::size_t(1 + 2 * Levels));
        QCOMPARE(depth(game), Levels + 1);

        const std::string written = writeGame(game, {.lineLength = 0});
        Game again = readGame(written, &errors);
        QVERIFY(errors.empty());
        QCOMPARE(again.nodeCount(), game.nodeCount());
        QCOMPARE(writeGame(again, {.lineLength = 0}), written);
        const Game copy = again;
        QCOMPARE(copy.nodeCount(), game.nodeCount());

        // Only the main line: the reader skips the nesting without building it.
        ReadGamesOptions mainOnly;
        mainOnly.variations = false;
        QCOMPARE(readGame(text, &errors, mainOnly).nodeCount(), std::size_t(1));
        qInfo("%d nested variations: %zu bytes of PGN, peak memory +%zu MB", Levels, text.size(),
              memory.added() / MB);
    }

    // 100,000 '(' with no moves between them: an error, not a stack overflow.
    void deeplyNestedParenthesesWithoutMoves()
    {
        const std::string text = "1. e4 " + std::string(100000, '(') + " *\n";
        std::vector<PgnError> errors;
        const Game game = readGame(text, &errors);
        QCOMPARE(game.nodeCount(), std::size_t(1));
        QVERIFY(!errors.empty());
        QCOMPARE(errors.front().message, std::string("variation before any move"));
        QCOMPARE(errors.front().column, 8);
    }

    // A 10 MB comment survives reading, writing and reading again byte for byte.
    void tenMegabyteComment()
    {
        std::string body;
        body.reserve(10 * MB);
        std::mt19937 rng(7);
        while (body.size() < 10 * MB) body += "word" + std::to_string(rng() % 1000) + ' ';
        body.pop_back();
        const std::string text = "1. e4 {" + body + "} e5 *\n";

        std::vector<PgnError> errors;
        const Game game = readGame(text, &errors);
        QVERIFY(errors.empty());
        QCOMPARE(game.nodeCount(), std::size_t(2));
        QVERIFY(game.root()->next()->commentAfter() == body);

        const std::string written = writeGame(game);
        const Game again = readGame(written, &errors);
        QVERIFY(errors.empty());
        // The writer wraps the comment at its spaces; read back, those are line breaks.
        std::string comment = again.root()->next()->commentAfter();
        std::replace(comment.begin(), comment.end(), '\n', ' ');
        QVERIFY(comment == body);
        QCOMPARE(writeGame(again), written);
    }

    // 100 MB on one line, three ways: one comment, one unbroken token, and moves. The
    // reader's own memory (counted with a visitor that builds nothing) stays small, the
    // game built holds the comment once, and a garbage token's error quotes only its start.
    void hundredMegabyteLine_data()
    {
        QTest::addColumn<int>("kind");
        QTest::newRow("comment") << 0;
        QTest::newRow("token") << 1;
        QTest::newRow("moves") << 2;
    }
    void hundredMegabyteLine()
    {
        QFETCH(int, kind);
        std::string text;
        if (kind == 0) {
            text = "1. e4 {" + std::string(100 * MB, 'x') + "} *";
        } else if (kind == 1) {
            text = "1. e4 " + std::string(100 * MB, 'N') + " *";
        } else {
            const std::string cycle = "Nf3 Nf6 Ng1 Ng8 "; // back to the start position
            while (text.size() < 100 * MB) text += cycle;
            text += '*';
        }
        QVERIFY(text.find('\n') == std::string::npos);

        {
            PeakMemory memory;
            Counter counter;
            Reader reader(text);
            QVERIFY(reader.readGame(counter));
            QVERIFY(!reader.readGame(counter));
            qInfo("reader alone: %zu MB line, %zu moves, peak memory +%zu MB", text.size() / MB,
                  counter.moves, memory.added() / MB);
            QVERIFY(memory.added() < 16 * MB);
            if (kind == 0) {
                QCOMPARE(counter.commentBytes, 100 * MB);
                QVERIFY(counter.errors.empty());
            } else if (kind == 1) {
                QCOMPARE(counter.errors.size(), std::size_t(1));
                QVERIFY(counter.errors.front().message.size() < 200);
                QCOMPARE(counter.errors.front().column, 7);
            } else {
                QVERIFY(counter.errors.empty());
                QCOMPARE(counter.moves, (text.size() - 1) / 16 * 4);
            }
        }
        if (kind == 2) return; // 20 million nodes: the million-ply test covers building
        PeakMemory memory;
        std::vector<PgnError> errors;
        const Game game = readGame(text, &errors);
        const std::string written = writeGame(game);
        qInfo("built and written: peak memory +%zu MB", memory.added() / MB);
        // The comment once in the tree, and the output (a string that grew by doubling).
        QVERIFY(memory.added() < 5 * text.size());
        if (kind == 0) QCOMPARE(game.root()->next()->commentAfter().size(), 100 * MB);
    }

    // 10 MB of random bytes (and the same with line breaks, brackets and braces mixed in):
    // read, as tolerated, without a crash; whatever games come out write and read back.
    void binaryGarbage()
    {
        std::mt19937_64 rng(2024);
        for (int variant = 0; variant < 2; ++variant) {
            std::string bytes(10 * MB, '\0');
            for (char& c : bytes) {
                const auto r = rng();
                c = char(r & 0xFF);
                if (variant == 1 && (r >> 8) % 4 == 0) c = "\n[]{}()\"$.e4 "[(r >> 16) % 13];
            }
            std::vector<PgnError> errors;
            const PgnText decoded = decodePgnBytes(std::move(bytes));
            const std::vector<Game> games = readGames(decoded.text, &errors);
            QVERIFY(!errors.empty());
            for (const Game& g : games) {
                const std::string written = writeGame(g);
                std::vector<PgnError> again;
                QCOMPARE(readGames(written, &again).size(), std::size_t(1));
            }
            qInfo("garbage %d: %zu games, %zu errors", variant, games.size(), errors.size());
        }
    }

    // A game of 1,000,000 plies: read, written, read back, copied and destroyed, all without
    // recursion along the main line.
    void millionPlyMainLine()
    {
        constexpr int Plies = 1000000;
        const std::string text = "[Event \"long\"]\n\n" + shuffleLine(Plies) + "*\n";
        PeakMemory memory;
        std::vector<PgnError> errors;
        Game game = readGame(text, &errors);
        QVERIFY(errors.empty());
        QCOMPARE(game.nodeCount(), std::size_t(Plies));
        QCOMPARE(game.mainlineEnd()->ply(), Plies);

        const std::string written = writeGame(game);
        Game again = readGame(written, &errors);
        QVERIFY(errors.empty());
        QCOMPARE(again.nodeCount(), std::size_t(Plies));
        QCOMPARE(writeGame(again), written);

        Game copy = again;
        QCOMPARE(copy.mainlineMoves(), game.mainlineMoves());
        // A subtree copy from the first move, and cutting the line at its second move.
        const Game tail = game.copySubtree(game.root()->next());
        QCOMPARE(tail.nodeCount(), std::size_t(Plies - 1));
        QVERIFY(game.deleteFrom(game.root()->next()->next()) != nullptr);
        QCOMPARE(game.nodeCount(), std::size_t(1));
        qInfo("%d plies: %zu bytes of PGN, peak memory +%zu MB", Plies, text.size(),
              memory.added() / MB);
        // copy, again and tail are destroyed here, each a million nodes deep.
    }
};

QTEST_GUILESS_MAIN(HugeInputTest)
#include "huge_input_test.moc"
