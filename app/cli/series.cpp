// SPDX-License-Identifier: GPL-3.0-or-later
#include "series.h"

#include "commands.h"
#include "engine_args.h"
#include "json.h"

#include "engine/launcher.h"

#include <QCoreApplication>

#include <algorithm>
#include <cmath>
#include <cstdio>
#include <cstdlib>
#include <numeric>

namespace kibitz::cli {

namespace {

std::string errorText(double v)
{
    if (std::isinf(v)) return "inf";
    char buf[32];
    std::snprintf(buf, sizeof buf, "%.1f", v);
    return buf;
}

// One key=value of the keyed --engine form into e (cmd, name, arg and proto into the
// others); false with the error when it does not read.
bool readEngineKey(const std::string& key, const std::string& value, play::TournamentEngine& e,
                   std::optional<std::string>& cmd, std::optional<std::string>& name,
                   std::optional<std::string>& proto, QStringList& arguments, std::string& error)
{
    auto flag = [&](bool& out) {
        if (value != "true" && value != "false") {
            error = key + ": '" + value + "' is not true or false";
            return false;
        }
        out = value == "true";
        return true;
    };
    if (key == "cmd") {
        cmd = value;
    } else if (key == "name") {
        name = value;
    } else if (key == "arg") {
        arguments << QString::fromStdString(value);
    } else if (key == "proto") {
        if (value != "uci" && value != "xboard") {
            error = "proto: '" + value + "' is not uci or xboard";
            return false;
        }
        proto = value;
    } else if (key == "tc") {
        const auto tc = play::TimeControl::parse(value);
        if (!tc) {
            error = "tc: " + tc.error().toString();
            return false;
        }
        e.tc = *tc;
    } else if (key == "ponder") {
        return flag(e.ponder);
    } else if (key == "random") {
        return flag(e.xboard.random);
    } else if (key == "nps") {
        char* end = nullptr;
        const long long nps = std::strtoll(value.c_str(), &end, 10);
        if (value.empty() || *end != '\0' || nps <= 0) {
            error = "nps: '" + value + "' is not a positive whole number";
            return false;
        }
        e.xboard.nps = nps;
    } else if (key.rfind("option.", 0) == 0) {
        e.given.insert(QString::fromStdString(key.substr(7)), QString::fromStdString(value));
    } else {
        error = "unknown key '" + key
                + "' (cmd, name, arg, proto, tc, ponder, random, nps, option.NAME)";
        return false;
    }
    return true;
}

} // namespace

std::optional<play::TournamentEngine> seriesEngine(const std::string& text, std::string& error)
{
    const bool keyed = text.rfind("cmd=", 0) == 0 || text.rfind("name=", 0) == 0;
    play::TournamentEngine e;
    std::optional<std::string> cmd = keyed ? std::nullopt : std::optional(text), name, proto;
    QStringList arguments;
    for (std::size_t from = 0; keyed && from <= text.size();) {
        const std::size_t to = std::min(text.find(',', from), text.size());
        const std::string part = text.substr(from, to - from);
        from = to + 1;
        const std::size_t eq = part.find('=');
        if (eq == std::string::npos) {
            error = "'" + part + "' is not KEY=VALUE";
            return std::nullopt;
        }
        if (!readEngineKey(part.substr(0, eq), part.substr(eq + 1), e, cmd, name, proto, arguments,
                           error))
            return std::nullopt;
        if (to == text.size()) break;
    }
    if (!cmd) {
        error = "'" + text + "' has no cmd=";
        return std::nullopt;
    }
    const auto spec = loadEngineCatalogue().resolve(QString::fromStdString(*cmd));
    if (!spec) {
        error = "no engine '" + *cmd + "' in the engine list, on PATH or in /usr/games";
        return std::nullopt;
    }
    e.name = name ? QString::fromStdString(*name) : spec->name;
    e.command = engine::commandOf(*spec);
    if (!arguments.isEmpty()) e.command.arguments = arguments;
    if (proto)
        e.command.protocol = *proto == "uci" ? engine::Protocol::Uci : engine::Protocol::XBoard;
    // The list's saved options, by the launcher's rules; option.NAME=VALUE is sent as given.
    e.options = spec->options;
    return e;
}

std::vector<play::TournamentEngine> seriesEngines(const std::vector<std::string>& texts,
                                                  std::optional<UsageError>& usage,
                                                  const std::string& who)
{
    std::vector<play::TournamentEngine> engines;
    for (const std::string& text : texts) {
        if (usage) return engines;
        std::string error;
        if (auto e = seriesEngine(text, error))
            engines.push_back(std::move(*e));
        else
            usage = UsageError{who + ": --engine: " += error};
    }
    for (std::size_t i = 0; i < engines.size(); ++i) {
        const QString base = engines[i].name;
        const auto same = std::count_if(engines.begin(), engines.end(),
                                        [&](const auto& o) { return o.name == base; });
        if (same < 2) continue;
        int n = 0;
        for (auto& o : engines)
            if (o.name == base) o.name = base + QStringLiteral(" (%1)").arg(++n);
    }
    return engines;
}

std::optional<play::SprtParams> sprtOption(const std::optional<std::string>& text,
                                           std::optional<UsageError>& usage, const std::string& who)
{
    if (!text || usage) return std::nullopt;
    auto sprt = play::SprtParams::parse(*text);
    if (!sprt)
        usage = UsageError{who + ": --sprt: '" + *text
                           + "' is not elo0,elo1[,alpha,beta] (or elo0=E0,elo1=E1[,alpha=A,"
                             "beta=B]) with elo0 < elo1 and 0 < alpha, beta < 0.5"};
    return sprt;
}

// ---------------------------------------------------------------------------------------
// The printer

std::string SeriesPrinter::name(int engine) const
{
    return m_event.settings().engines[std::size_t(engine)].name.toStdString();
}

void SeriesPrinter::gameStarted(int game) const
{
    if (m_json || m_style == SeriesStyle::Match) return;
    const auto& g = m_event.schedule()[std::size_t(game)];
    std::printf("Started game %d of %d (%s vs %s)\n", game + 1, int(m_event.schedule().size()),
                name(g.white).c_str(), name(g.black).c_str());
    std::fflush(stdout);
}

void SeriesPrinter::gameFinished(int game) const
{
    if (m_json) return;
    const auto& g = m_event.schedule()[std::size_t(game)];
    const char* result = chess::resultText(g.outcome.result).data();
    if (m_style == SeriesStyle::Match) {
        const play::Tally t = m_event.pairTally(0, 1);
        std::printf("Game %d/%d: %s - %s %s {%s}\n", game + 1, int(m_event.schedule().size()),
                    name(g.white).c_str(), name(g.black).c_str(), result, g.outcome.text.c_str());
        std::printf("Score of %s vs %s: %d - %d - %d  [%.3f] %d\n", name(0).c_str(),
                    name(1).c_str(), t.wins, t.losses, t.draws, t.score(), t.games());
    } else {
        std::printf("Finished game %d (%s vs %s): %s {%s}\n", game + 1, name(g.white).c_str(),
                    name(g.black).c_str(), result, g.outcome.text.c_str());
    }
    if (const auto& p = m_event.settings().sprt) {
        const play::Tally t = m_event.pairTally(0, 1);
        const play::SprtDecision d = m_event.sprtDecision();
        std::printf("SPRT: llr %.2f (%.2f, %.2f)%s%s\n", play::sprtLlr(t, p->elo0, p->elo1),
                    p->lowerBound(), p->upperBound(), d == play::SprtDecision::Continue ? "" : ", ",
                    d == play::SprtDecision::Continue ? "" : play::sprtDecisionText(d));
    }
    std::fflush(stdout);
}

void SeriesPrinter::printResult(int resumedAfter) const
{
    if (m_json) {
        printJson(resumedAfter);
    } else if (m_style == SeriesStyle::Match) {
        const play::Tally t = m_event.pairTally(0, 1);
        const auto [elo, error] = t.elo();
        std::printf("%s vs %s: +%d =%d -%d, score %.1f%%, Elo difference %s ± %s (95%%)\n",
                    name(0).c_str(), name(1).c_str(), t.wins, t.draws, t.losses, 100.0 * t.score(),
                    eloText(elo).c_str(), errorText(error).c_str());
    } else {
        printCrosstable();
    }
}

void SeriesPrinter::printCrosstable() const
{
    const auto& engines = m_event.settings().engines;
    const int n = int(engines.size());
    // The engines by points.
    std::vector<int> order(static_cast<std::size_t>(n));
    std::iota(order.begin(), order.end(), 0);
    std::stable_sort(order.begin(), order.end(), [&](int a, int b) {
        return m_event.engineTally(a).points() > m_event.engineTally(b).points();
    });
    std::size_t width = 6;
    for (const auto& e : engines) width = std::max(width, std::size_t(e.name.size()));
    std::printf("\n%4s  %-*s %6s %7s %6s %8s %7s %5s %5s %5s\n", "Rank", int(width), "Engine",
                "Games", "Points", "Score", "Elo", "+/-", "W", "D", "L");
    for (std::size_t r = 0; r < order.size(); ++r) {
        const play::Tally t = m_event.engineTally(order[r]);
        const auto [elo, error] = t.elo();
        std::printf("%4zu  %-*s %6d %7.1f %5.1f%% %8s %7s %5d %5d %5d\n", r + 1, int(width),
                    name(order[r]).c_str(), t.games(), t.points(), 100.0 * t.score(),
                    eloText(elo).c_str(), errorText(error).c_str(), t.wins, t.draws, t.losses);
    }
    std::printf("\n");
    for (int a = 0; a < n; ++a)
        for (int b = a + 1; b < n; ++b) {
            const play::Tally t = m_event.pairTally(a, b);
            if (t.games() == 0) continue;
            const auto [elo, error] = t.elo();
            std::printf("%s vs %s: +%d =%d -%d, score %.1f%%, Elo difference %s +/- %s\n",
                        name(a).c_str(), name(b).c_str(), t.wins, t.draws, t.losses,
                        100.0 * t.score(), eloText(elo).c_str(), errorText(error).c_str());
        }
    if (m_event.settings().sprt)
        std::printf("SPRT: %s\n", play::sprtDecisionText(m_event.sprtDecision()));
    std::printf("%d of %d games played; PGN %s, state %s\n", m_event.gamesDone(),
                int(m_event.schedule().size()), m_event.pgnPath().toStdString().c_str(),
                m_event.statePath().toStdString().c_str());
}

namespace {

void writeTally(JsonWriter& w, const play::Tally& t)
{
    const auto [elo, error] = t.elo();
    w.field("wins", t.wins).field("draws", t.draws).field("losses", t.losses);
    w.key("elo").value(elo);
    w.key("elo_error").value(error);
}

void writeSprt(JsonWriter& w, const play::Tournament& event)
{
    const auto& p = event.settings().sprt;
    if (!p) return;
    const play::Tally t = event.pairTally(0, 1);
    w.key("sprt")
        .beginObject()
        .field("elo0", p->elo0)
        .field("elo1", p->elo1)
        .field("alpha", p->alpha)
        .field("beta", p->beta)
        .field("llr", play::sprtLlr(t, p->elo0, p->elo1))
        .field("lower", p->lowerBound())
        .field("upper", p->upperBound())
        .field("result", std::string(play::sprtDecisionText(event.sprtDecision())))
        .endObject();
}

} // namespace

void SeriesPrinter::writeGames(JsonWriter& w, bool rounds) const
{
    w.beginArray();
    for (std::size_t i = 0; i < m_event.schedule().size(); ++i) {
        const auto& g = m_event.schedule()[i];
        if (!g.done) continue;
        w.beginObject();
        if (rounds) w.field("round", int(i) + 1);
        w.field("white", name(g.white))
            .field("black", name(g.black))
            .field("result", std::string(chess::resultText(g.outcome.result)))
            .field("termination", std::string(chess::terminationText(g.outcome.ending)))
            .field("reason", g.outcome.text)
            .field("plies", g.plies)
            .endObject();
    }
    w.endArray();
}

void SeriesPrinter::printJson(int resumedAfter) const
{
    const play::TournamentSettings& s = m_event.settings();
    const int n = int(s.engines.size());
    JsonWriter w;
    w.beginObject();
    if (m_style == SeriesStyle::Match) {
        // A match's own shape: the engines by name, its games, engine A's score.
        w.key("engines").beginArray().value(name(0)).value(name(1)).endArray();
        w.field("tc", s.tc.toString());
        w.key("games");
        writeGames(w, true);
        const play::Tally t = m_event.pairTally(0, 1);
        writeTally(w, t);
        w.key("score").value(t.score());
        if (!m_event.pgnPath().isEmpty()) w.field("pgn", m_event.pgnPath().toStdString());
        writeSprt(w, m_event);
        w.endObject().print();
        return;
    }
    std::vector<int> order(static_cast<std::size_t>(n));
    std::iota(order.begin(), order.end(), 0);
    std::stable_sort(order.begin(), order.end(), [&](int a, int b) {
        return m_event.engineTally(a).points() > m_event.engineTally(b).points();
    });
    w.field("format", s.format == play::TournamentFormat::Gauntlet ? "gauntlet" : "round robin")
        .field("rounds", s.rounds)
        .field("tc", s.tc.toString())
        .field("concurrency", s.concurrency)
        .field("games", int(m_event.schedule().size()))
        .field("played", m_event.gamesDone())
        .field("resumedAfter", resumedAfter)
        .field("pgn", m_event.pgnPath().toStdString())
        .field("state", m_event.statePath().toStdString());
    if (s.shards > 1) w.field("shard", s.shard).field("shards", s.shards);
    w.key("engines").beginArray();
    for (int i : order) {
        const play::Tally t = m_event.engineTally(i);
        w.beginObject()
            .field("name", name(i))
            .field("games", t.games())
            .field("points", t.points());
        writeTally(w, t);
        w.endObject();
    }
    w.endArray();
    w.key("pairs").beginArray();
    for (int a = 0; a < n; ++a)
        for (int b = a + 1; b < n; ++b) {
            const play::Tally t = m_event.pairTally(a, b);
            if (t.games() == 0) continue;
            w.beginObject().field("first", name(a)).field("second", name(b));
            writeTally(w, t);
            w.endObject();
        }
    w.endArray();
    w.key("results");
    writeGames(w, false);
    writeSprt(w, m_event);
    w.endObject().print();
}

std::string runSeries(play::Tournament& event, const SeriesPrinter& printer)
{
    std::string failure;
    QObject::connect(&event, &play::Tournament::gameStarted,
                     [&](int game) { printer.gameStarted(game); });
    QObject::connect(&event, &play::Tournament::gameFinished,
                     [&](int game) { printer.gameFinished(game); });
    QObject::connect(&event, &play::Tournament::failed, [&](const QString& why) {
        failure = why.toStdString();
        QCoreApplication::quit();
    });
    QObject::connect(&event, &play::Tournament::finished, &QCoreApplication::quit);
    event.start();
    if (!event.isFinished()) QCoreApplication::exec();
    event.stop();
    return failure;
}

} // namespace kibitz::cli
