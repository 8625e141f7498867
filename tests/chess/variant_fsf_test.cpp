// SPDX-License-Identifier: GPL-3.0-or-later
// Variant perft compared with Debian's fairy-stockfish (`setoption name UCI_Variant`,
// `position fen`, `go perft N`) on positions from real games (the lichess Crazyhouse and
// Antichess fixtures, every position of their main lines) and from seeded random walks from
// each variant's start. Atomic is left out: Debian's build lacks it (see variant_perft_test
// for python-chess's Atomic figures). Skips when fairy-stockfish is not installed.

#include "chess/fen.h"
#include "chess/movegen.h"
#include "chess/notation.h"
#include "chess/position.h"
#include "chess/variant.h"

#include <QFile>
#include <QProcess>
#include <QRegularExpression>
#include <QStandardPaths>
#include <QTest>

#include <random>

using namespace kibitz::chess;

namespace {

QString fairyStockfish()
{
    QString path = QStandardPaths::findExecutable(QStringLiteral("fairy-stockfish"));
    if (path.isEmpty())
        path = QStandardPaths::findExecutable(QStringLiteral("fairy-stockfish"),
                                              {QStringLiteral("/usr/games")});
    return path;
}

// One fairy-stockfish process, asked for perft counts.
class Fsf {
public:
    bool start(const QString& path)
    {
        m_process.start(path, {});
        if (!m_process.waitForStarted(10000)) return false;
        send("uci");
        return waitFor(QStringLiteral("uciok")).has_value();
    }
    ~Fsf()
    {
        if (m_process.state() != QProcess::NotRunning) {
            send("quit");
            if (!m_process.waitForFinished(3000)) m_process.kill();
            m_process.waitForFinished(3000);
        }
    }
    void setVariant(const char* name)
    {
        send(QStringLiteral("setoption name UCI_Variant value %1").arg(QLatin1String(name)));
        send("isready");
        waitFor(QStringLiteral("readyok"));
    }
    std::optional<qulonglong> perft(const std::string& fen, int depth)
    {
        send(QStringLiteral("position fen %1").arg(QString::fromStdString(fen)));
        send(QStringLiteral("go perft %1").arg(depth));
        const auto line = waitFor(QStringLiteral("Nodes searched: "));
        if (!line) return std::nullopt;
        return line->mid(16).trimmed().toULongLong();
    }

private:
    void send(const QString& line) { m_process.write((line + QLatin1Char('\n')).toUtf8()); }
    void send(const char* line) { send(QString::fromLatin1(line)); }
    std::optional<QString> waitFor(const QString& prefix)
    {
        for (;;) {
            while (m_process.canReadLine()) {
                const QString line = QString::fromUtf8(m_process.readLine()).trimmed();
                if (line.startsWith(prefix)) return line;
            }
            if (!m_process.waitForReadyRead(60000)) return std::nullopt;
        }
    }
    QProcess m_process;
};

// The main line of each game in a PGN file, as SAN tokens (comments, variations, move
// numbers, glyphs and results taken out).
std::vector<std::vector<std::string>> mainLines(const QString& file)
{
    QFile f(file);
    if (!f.open(QIODevice::ReadOnly)) return {};
    std::vector<std::vector<std::string>> games;
    std::vector<std::string> current;
    int depth = 0;
    bool inComment = false;
    std::string token;
    auto flush = [&] {
        if (token.empty()) return;
        static const QRegularExpression noise(
            QStringLiteral("^(\\d+\\.*|\\.+|\\$\\d+|1-0|0-1|1/2-1/2|\\*)$"));
        if (!noise.match(QString::fromStdString(token)).hasMatch()) current.push_back(token);
        token.clear();
    };
    for (const QByteArray& raw : f.readAll().split('\n')) {
        if (!inComment && raw.startsWith('[')) {
            if (!current.empty()) games.push_back(std::move(current));
            current.clear();
            continue;
        }
        for (char c : raw + ' ') {
            if (inComment) {
                inComment = c != '}';
                continue;
            }
            if (c == '{') {
                flush();
                inComment = true;
            } else if (c == '(') {
                flush();
                ++depth;
            } else if (c == ')') {
                flush();
                --depth;
            } else if (depth > 0) {
                continue;
            } else if (c == ' ' || c == '\t' || c == '\r') {
                flush();
            } else if (c == '.' && !token.empty()
                       && std::isdigit(static_cast<unsigned char>(token[0]))) {
                token += c;
                flush();
            } else {
                token += c;
            }
        }
    }
    flush();
    if (!current.empty()) games.push_back(std::move(current));
    return games;
}

struct Sample {
    Variant variant;
    std::string fen;
    std::string origin;
};

} // namespace

class VariantFsfTest : public QObject {
    Q_OBJECT

private slots:
    void agreesWithFairyStockfish();
};

void VariantFsfTest::agreesWithFairyStockfish()
{
    const QString path = fairyStockfish();
    if (path.isEmpty()) QSKIP("fairy-stockfish is not installed (Debian package fairy-stockfish)");

    std::vector<Sample> samples;
    // Real games: every position of the main lines.
    const struct {
        const char* file;
        Variant variant;
    } games[] = {
        {"knightvuillaume-jannlee-zh-lichess.pgn", Variant::Crazyhouse},
        {"saturs-jannlee-zh-lichess.pgn", Variant::Crazyhouse},
        {"antichess-programfox.pgn", Variant::Antichess},
    };
    for (const auto& g : games) {
        int n = 0;
        for (const auto& line :
             mainLines(QStringLiteral(KIBITZ_TEST_DATA "/pgn/variants/") + QLatin1String(g.file))) {
            Position pos = variantStartPosition(g.variant);
            ++n;
            for (std::size_t i = 0; i < line.size(); ++i) {
                const auto m = parseSan(pos, line[i]);
                if (!m)
                    QFAIL(qPrintable(QStringLiteral("%1 game %2 ply %3: %4")
                                         .arg(QLatin1String(g.file))
                                         .arg(n)
                                         .arg(i + 1)
                                         .arg(QString::fromStdString(m.error().message))));
                pos.play(*m);
                samples.push_back(
                    {g.variant, toFen(pos), std::string(g.file) + " ply " + std::to_string(i + 1)});
            }
        }
    }
    // Random walks from each start, seeded: the same positions every run.
    std::mt19937 rng(20261125);
    for (Variant v :
         {Variant::Crazyhouse, Variant::ThreeCheck, Variant::KingOfTheHill, Variant::Antichess,
          Variant::Giveaway, Variant::Horde, Variant::RacingKings}) {
        samples.push_back({v, toFen(variantStartPosition(v)), "start"});
        for (int walk = 0; walk < 80; ++walk) {
            Position pos = variantStartPosition(v);
            const int plies = 4 + int(rng() % 60);
            for (int ply = 0; ply < plies; ++ply) {
                const MoveList moves = legalMoves(pos);
                if (moves.empty()) break;
                pos.play(moves[int(rng() % unsigned(moves.size()))]);
            }
            samples.push_back({v, toFen(pos), "walk " + std::to_string(walk)});
        }
    }

    Fsf fsf;
    QVERIFY2(fsf.start(path), qPrintable(path));
    int agreed = 0, tried = 0;
    Variant current = Variant::Standard;
    QStringList disagreements;
    for (const Sample& s : samples) {
        if (s.variant != current) {
            fsf.setVariant(variantUciName(s.variant));
            current = s.variant;
        }
        const auto pos = positionFromFen(s.fen, s.variant);
        QVERIFY2(pos, s.fen.c_str());
        // Drops multiply the tree: two plies in Crazyhouse, three elsewhere.
        const int depth = s.variant == Variant::Crazyhouse ? 2 : 3;
        const qulonglong ours = perft(*pos, depth);
        const auto theirs = fsf.perft(s.fen, depth);
        QVERIFY2(theirs, "no answer from fairy-stockfish");
        ++tried;
        if (ours == *theirs)
            ++agreed;
        else
            disagreements << QStringLiteral("%1 %2 (%3): ours %4, fairy-stockfish %5")
                                 .arg(QLatin1String(variantUciName(s.variant)),
                                      QString::fromStdString(s.fen),
                                      QString::fromStdString(s.origin))
                                 .arg(ours)
                                 .arg(*theirs);
    }
    qInfo("fairy-stockfish agreed on %d of %d positions", agreed, tried);
    QVERIFY2(disagreements.isEmpty(), qPrintable(disagreements.join(QLatin1Char('\n'))));
    QVERIFY(tried > 500);
}

QTEST_GUILESS_MAIN(VariantFsfTest)
#include "variant_fsf_test.moc"
