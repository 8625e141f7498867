// SPDX-License-Identifier: GPL-3.0-or-later
// kibitz-cli match: two engines play a series of games through play::GameSession (the same
// referee the workbench uses), colours alternating, each opening played once with each
// colour. Prints a running score and the final +W =D -L with the Elo difference.

#include "commands.h"
#include "json.h"

#include "chess/epd.h"
#include "engine/catalogue.h"
#include "engine/engineprocess.h"
#include "engine/launcher.h"
#include "engine/variants.h"
#include "io/atomic_file.h"
#include "pgn/builder.h"
#include "pgn/input.h"
#include "pgn/writer.h"
#include "play/gamesession.h"
#include "play/openings.h"
#include "play/sprt.h"

#include <QCoreApplication>
#include <QElapsedTimer>
#include <QProcess>
#include <QTimer>

#include <array>
#include <cmath>
#include <cstdio>
#include <functional>
#include <memory>

namespace kibitz::cli {

std::string eloText(double v)
{
    if (std::isinf(v)) return v > 0 ? "+inf" : "-inf";
    char buf[32];
    std::snprintf(buf, sizeof buf, "%+.1f", v);
    return buf;
}

engine::EngineCatalogue loadEngineCatalogue()
{
    // The workbench's names, so that its engine list is found.
    QCoreApplication::setOrganizationName(QStringLiteral("Kibitz"));
    QCoreApplication::setApplicationName(QStringLiteral("Kibitz"));
    engine::EngineCatalogue catalogue;
    catalogue.load(); // a broken list leaves the discovered engines
    return catalogue;
}

int matchCommand(Args& args, std::optional<UsageError>& usage)
{
    const std::vector<std::string> engineNames = args.options("--engine", usage);
    const auto gameCount = args.integer("--games", 1, 100000, usage);
    const auto tcText = args.option("--tc", usage);
    const auto fen = args.option("--fen", usage);
    const auto variantName = args.option("--variant", usage);
    const auto openingsPath = args.option("--openings", usage);
    const auto pgnPath = args.option("--pgn", usage);
    const auto sprtText = args.option("--sprt", usage);
    const bool json = args.flag("--json");
    const auto rest = args.positionals(usage);
    if (!usage && !rest.empty()) usage = UsageError{"match: unexpected argument '" + rest[0] + "'"};
    if (!usage && engineNames.size() != 2)
        usage = UsageError{"match: give two engines (--engine A --engine B), not "
                           + std::to_string(engineNames.size())};
    if (!usage && fen && openingsPath)
        usage = UsageError{"match: --fen and --openings exclude each other"};
    play::TimeControl tc = *play::TimeControl::parse("10+0.1");
    if (!usage && tcText) {
        const auto parsed = play::TimeControl::parse(*tcText);
        if (!parsed)
            usage = UsageError{"match: --tc: " + parsed.error().toString()};
        else
            tc = *parsed;
    }
    std::vector<play::Opening> openings;
    if (!usage && openingsPath) {
        std::string error;
        if (auto read = play::readOpenings(*openingsPath, error))
            openings = std::move(*read);
        else
            usage = UsageError{"match: --openings: " + error};
    }
    std::optional<play::SprtParams> sprt;
    if (!usage && sprtText) {
        sprt = play::SprtParams::parse(*sprtText);
        if (!sprt)
            usage = UsageError{"match: --sprt: '" + *sprtText
                               + "' is not elo0,elo1[,alpha,beta] (or elo0=E0,elo1=E1[,alpha=A,"
                                 "beta=B]) with elo0 < elo1 and 0 < alpha, beta < 0.5"};
    }
    const auto position = positionFromOptions(fen, variantName, usage, "match");
    if (!usage && openingsPath && variantName)
        usage = UsageError{"match: --openings are standard chess; --variant takes --fen"};
    if (usage) return 2;
    if (openings.empty()) openings.push_back(play::Opening{*position, {}});

    static int argc = 1;
    static char name[] = "kibitz-cli";
    static char* argv[] = {name, nullptr};
    QCoreApplication app(argc, argv);

    const engine::EngineCatalogue catalogue = loadEngineCatalogue();
    std::array<engine::EngineEntry, 2> specs;
    for (int i = 0; i < 2; ++i) {
        const auto spec = catalogue.resolve(QString::fromStdString(engineNames[std::size_t(i)]));
        if (!spec) {
            std::fprintf(stderr,
                         "kibitz-cli: match: --engine: no engine '%s' in the engine list, on PATH "
                         "or in /usr/games\n",
                         engineNames[std::size_t(i)].c_str());
            return 2;
        }
        specs[std::size_t(i)] = *spec;
    }
    if (specs[0].name == specs[1].name) {
        specs[0].name += QStringLiteral(" (1)");
        specs[1].name += QStringLiteral(" (2)");
    }

    std::array<std::unique_ptr<engine::EngineProcess>, 2> engines;
    std::string refusal; // an engine that does not play the variant
    engine::LaunchSettings settings;
    settings.variant = position->variant();
    settings.chess960 = position->isChess960();
    auto launch = [&](int i) {
        engine::launch(engines[std::size_t(i)].get(), specs[std::size_t(i)], settings,
                       [&](const std::vector<engine::LaunchError>& problems) {
                           // An engine that does not play the variant would play by the wrong
                           // rules.
                           if (const auto* r = engine::findProblem(
                                   problems, engine::LaunchError::Kind::VariantNotPlayed)) {
                               refusal = r->engine.toStdString() + " does not play "
                                         + engine::variantKey(r->variant, r->chess960);
                               QCoreApplication::exit(1);
                           }
                       });
    };
    for (int i = 0; i < 2; ++i) {
        engines[std::size_t(i)] = std::make_unique<engine::EngineProcess>();
        launch(i);
    }

    // With --sprt, --games is the most that may be played (default 10000).
    const int total = int(gameCount.value_or(sprt ? 10000 : 2));
    std::string sprtResult; // "H1 accepted", "H0 accepted", or empty while open
    play::Tally tally;
    std::vector<pgn::Game> played;
    std::vector<chess::Outcome> outcomes; // of the games played, in order
    std::string saveError;
    JsonWriter w;
    w.beginObject();
    w.key("engines")
        .beginArray()
        .value(specs[0].name.toStdString())
        .value(specs[1].name.toStdString())
        .endArray();
    w.field("tc", tc.toString());
    w.key("games").beginArray();

    std::unique_ptr<play::GameSession> session;
    int round = 0;
    std::function<void()> nextGame = [&] {
        if (round >= total || !sprtResult.empty()) {
            QCoreApplication::quit();
            return;
        }
        for (int i = 0; i < 2; ++i) {
            // An engine that crashed or hung in the last game gets a fresh start.
            engine::EngineProcess* e = engines[std::size_t(i)].get();
            if (e->state() == engine::EngineProcess::State::Failed
                || e->state() == engine::EngineProcess::State::NotRunning)
                launch(i);
        }
        const int firstWhite = round % 2 == 0 ? 0 : 1; // engine index playing White
        const play::Opening& opening = openings[std::size_t(round / 2) % openings.size()];
        session = std::make_unique<play::GameSession>();
        session->setStart(opening.start, opening.moves);
        session->setTimeControl(tc);
        session->setPlayer(chess::Color::White,
                           play::Player{specs[std::size_t(firstWhite)].name,
                                        engines[std::size_t(firstWhite)].get()});
        session->setPlayer(chess::Color::Black,
                           play::Player{specs[std::size_t(1 - firstWhite)].name,
                                        engines[std::size_t(1 - firstWhite)].get()});
        session->setHeader(QStringLiteral("Event"), QStringLiteral("Kibitz match"));
        session->setHeader(QStringLiteral("Round"), QString::number(round + 1));
        QObject::connect(
            session.get(), &play::GameSession::gameOver, &app,
            [&, firstWhite](chess::Result outcome, const QString& reason) {
                const pgn::Game& g = session->game();
                played.push_back(g);
                outcomes.push_back(session->outcome());
                tally.addResult(outcome, firstWhite == 0); // from the first engine's side
                const std::string result(chess::resultText(outcome));
                const std::string white = g.headers().value("White"),
                                  black = g.headers().value("Black");
                const std::string termination(chess::terminationText(outcomes.back().ending));
                w.beginObject()
                    .field("round", round + 1)
                    .field("white", white)
                    .field("black", black)
                    .field("result", result)
                    .field("termination", termination)
                    .field("reason", reason.toStdString())
                    .field("plies", g.mainlineEnd()->ply())
                    .endObject();
                if (!json) {
                    std::printf("Game %d/%d: %s - %s %s {%s}\n", round + 1, total, white.c_str(),
                                black.c_str(), result.c_str(), reason.toStdString().c_str());
                    std::printf("Score of %s vs %s: %d - %d - %d  [%.3f] %d\n",
                                specs[0].name.toStdString().c_str(),
                                specs[1].name.toStdString().c_str(), tally.wins, tally.losses,
                                tally.draws, tally.score(), tally.games());
                    std::fflush(stdout);
                }
                if (sprt) {
                    const double llr = play::sprtLlr(tally, sprt->elo0, sprt->elo1);
                    if (const auto d = play::sprtDecision(tally, *sprt);
                        d != play::SprtDecision::Continue)
                        sprtResult = play::sprtDecisionText(d);
                    if (!json)
                        std::printf("SPRT: llr %.2f (%.2f, %.2f)%s\n", llr, sprt->lowerBound(),
                                    sprt->upperBound(),
                                    sprtResult.empty() ? "" : (", " + sprtResult).c_str());
                }
                // The file after every game, so that an interrupted match keeps what was played.
                if (pgnPath) {
                    if (auto error = io::saveFileAtomically(*pgnPath, pgn::writeGames(played)))
                        saveError = error->message;
                }
                ++round;
                QTimer::singleShot(0, &app, [&] {
                    session.reset();
                    nextGame();
                });
            });
        session->start();
    };
    QTimer::singleShot(0, &app, nextGame);
    QCoreApplication::exec();
    session.reset();
    // Let them go: quit, and wait a moment for them (and for any killed after a failure) to
    // be gone; EngineProcess's destructor kills what is left.
    for (auto& e : engines) e->quit();
    {
        QElapsedTimer waited;
        waited.start();
        auto running = [&] {
            for (auto& e : engines)
                for (const QProcess* p : e->findChildren<QProcess*>())
                    if (p->state() != QProcess::NotRunning) return true;
            return false;
        };
        while (waited.elapsed() < 1500 && running())
            QCoreApplication::processEvents(QEventLoop::WaitForMoreEvents, 50);
        QCoreApplication::processEvents(QEventLoop::AllEvents, 50);
    }

    if (!refusal.empty()) {
        std::fprintf(stderr, "kibitz-cli: match: %s\n", refusal.c_str());
        return 1;
    }
    const auto [elo, error] = tally.elo();
    w.endArray();
    w.field("wins", tally.wins).field("draws", tally.draws).field("losses", tally.losses);
    w.key("score").value(tally.score());
    w.key("elo").value(elo);
    w.key("elo_error").value(error);
    if (pgnPath) w.field("pgn", *pgnPath);
    if (sprt) {
        w.key("sprt")
            .beginObject()
            .field("elo0", sprt->elo0)
            .field("elo1", sprt->elo1)
            .field("alpha", sprt->alpha)
            .field("beta", sprt->beta)
            .field("llr", play::sprtLlr(tally, sprt->elo0, sprt->elo1))
            .field("lower", sprt->lowerBound())
            .field("upper", sprt->upperBound())
            .field("result", sprtResult.empty() ? std::string("inconclusive") : sprtResult)
            .endObject();
    }
    w.endObject();
    if (json) {
        std::printf("%s\n", w.str().c_str());
    } else {
        std::printf("%s vs %s: +%d =%d -%d, score %.1f%%, Elo difference %s ± %s (95%%)\n",
                    specs[0].name.toStdString().c_str(), specs[1].name.toStdString().c_str(),
                    tally.wins, tally.draws, tally.losses, 100.0 * tally.score(),
                    eloText(elo).c_str(),
                    std::isinf(error) ? "inf" : eloText(error).substr(1).c_str());
    }
    if (!saveError.empty()) {
        std::fprintf(stderr, "kibitz-cli: match: --pgn: %s\n", saveError.c_str());
        return 1;
    }
    // An engine that could not be started, crashed or hung: the games are scored (as
    // forfeits) but the run is not clean.
    for (const chess::Outcome& o : outcomes)
        if (o.ending == chess::Ending::Abandoned) {
            std::fprintf(stderr, "kibitz-cli: match: an engine failed: %s\n", o.text.c_str());
            return 1;
        }
    return 0;
}

} // namespace kibitz::cli
