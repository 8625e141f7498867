// SPDX-License-Identifier: GPL-3.0-or-later
// kibitz-cli online broadcast: lichess's broadcasts (core/online/broadcast.h). `list` prints
// the official broadcasts and their rounds; `follow` keeps a PGN file of a round up to date
// from its stream, whole games only, reconnecting when the stream is cut, until the round is
// over or --max-seconds have passed.

#include "json.h"
#include "online_common.h"

#include "online/broadcast.h"

#include <QCoreApplication>
#include <QTimer>

#include <cstdio>
#include <memory>

namespace kibitz::cli {

namespace {

std::string utf8(const QString& s)
{
    return s.toStdString();
}

QString roundState(const online::BroadcastRound& r)
{
    if (r.ongoing) return QStringLiteral("ongoing");
    if (r.finished) return QStringLiteral("finished");
    if (r.startsAt.isValid())
        return QStringLiteral("starts ") + r.startsAt.toString(QStringLiteral("yyyy-MM-dd HH:mm"))
               + QStringLiteral(" UTC");
    return QStringLiteral("scheduled");
}

int listCommand(Args& args, std::optional<UsageError>& usage)
{
    const std::string who = "online broadcast list";
    auto common = readCommon(args, usage, who);
    args.positionals(usage);
    if (usage) return 2;
    const bool json = common->json;
    return runLoop(
        [&](online::Client& client, const std::function<void(int)>& quit) {
            online::listBroadcasts(client, 50, [=](online::Answer<QList<online::Broadcast>> a) {
                if (!a) return quit(reportError(a.error(), json));
                if (json) {
                    JsonWriter w;
                    w.beginObject().key("broadcasts").beginArray();
                    for (const online::Broadcast& b : a.value()) {
                        w.beginObject()
                            .field("id", utf8(b.id))
                            .field("name", utf8(b.name))
                            .field("url", utf8(b.url))
                            .field("tier", b.tier)
                            .key("rounds")
                            .beginArray();
                        for (const online::BroadcastRound& r : b.rounds) {
                            w.beginObject()
                                .field("id", utf8(r.id))
                                .field("name", utf8(r.name))
                                .field("url", utf8(r.url))
                                .field("ongoing", r.ongoing)
                                .field("finished", r.finished);
                            if (r.startsAt.isValid())
                                w.field("startsAt", utf8(r.startsAt.toString(Qt::ISODate)));
                            w.endObject();
                        }
                        w.endArray().endObject();
                    }
                    w.endArray().endObject().print();
                    return quit(0);
                }
                for (const online::Broadcast& b : a.value()) {
                    std::printf("%s  %s\n", utf8(b.name).c_str(), utf8(b.url).c_str());
                    for (const online::BroadcastRound& r : b.rounds)
                        std::printf("  %s  %-24s %s\n", utf8(r.id).c_str(), utf8(r.name).c_str(),
                                    utf8(roundState(r)).c_str());
                }
                if (a.value().isEmpty()) std::printf("no broadcasts\n");
                quit(0);
            });
        },
        common->settings);
}

void printGame(const char* event, int index, const QByteArray& pgn, bool json)
{
    const online::BroadcastGameInfo i = online::broadcastGameInfo(pgn);
    if (json) {
        JsonWriter w;
        w.beginObject()
            .field("event", event)
            .field("game", index + 1)
            .field("white", utf8(i.white))
            .field("black", utf8(i.black))
            .field("result", utf8(i.result))
            .field("plies", i.plies)
            .field("lastMove", utf8(i.lastMove))
            .endObject()
            .print();
    } else {
        std::printf("%-7s %3d  %s - %s  %s  %d plies%s\n", event, index + 1, utf8(i.white).c_str(),
                    utf8(i.black).c_str(), utf8(i.result).c_str(), i.plies,
                    i.lastMove.isEmpty() ? "" : utf8(QStringLiteral(", ") + i.lastMove).c_str());
    }
    std::fflush(stdout);
}

int followCommand(Args& args, std::optional<UsageError>& usage)
{
    const std::string who = "online broadcast follow";
    auto common = readCommon(args, usage, who);
    const auto out = args.option("-o", usage);
    const auto maxSeconds = args.integer("--max-seconds", 1, 7 * 24 * 3600, usage);
    const std::string roundText = args.onePositional(who, "give one round (id or URL)", usage);
    if (!usage && !out) usage = UsageError{who + ": -o FILE.pgn is required"};
    std::optional<QString> round;
    if (!usage) {
        round = online::broadcastRoundId(QString::fromStdString(roundText));
        if (!round)
            usage = UsageError{who + ": '" + roundText
                               + "' is neither a round id (8 letters and digits) nor a "
                                 "round's URL"};
    }
    if (usage) return 2;
    online::FollowOptions options;
    options.roundId = *round;
    options.file = QString::fromStdString(*out);
    const bool json = common->json;
    return runLoop(
        [&](online::Client& client, const std::function<void(int)>& quit) {
            auto* follow = new online::BroadcastFollow(&client, options, &client);
            auto* timeLimit = new QTimer(follow);
            timeLimit->setSingleShot(true);
            auto timeUp = std::make_shared<bool>(false);
            auto summary = [=](bool timeUp) {
                const online::RoundGames& games = follow->games();
                if (json) {
                    JsonWriter w;
                    w.beginObject()
                        .field("event", "end")
                        .field("round", utf8(options.roundId))
                        .field("file", *out)
                        .field("games", games.size())
                        .field("updates", follow->updates())
                        .field("cuts", follow->cuts())
                        .field("roundOver", follow->roundFinished())
                        .field("timeUp", timeUp);
                    if (follow->error()) w.field("error", utf8(follow->error()->message()));
                    w.endObject().print();
                } else {
                    const int cuts = follow->cuts();
                    const std::string cut = cuts == 0 ? "was never cut"
                                            : cuts == 1
                                                ? "was cut once"
                                                : "was cut " + std::to_string(cuts) + " times";
                    std::printf("%d game%s in %s (%d update%s, the stream %s)%s\n", games.size(),
                                games.size() == 1 ? "" : "s", out->c_str(), follow->updates(),
                                follow->updates() == 1 ? "" : "s", cut.c_str(),
                                follow->roundFinished() ? ", the round is over"
                                : timeUp                ? ", stopped after --max-seconds"
                                                        : "");
                }
            };
            QObject::connect(follow, &online::BroadcastFollow::gameAdded, follow, [=](int i) {
                printGame("added", i, follow->games().games().at(i), json);
            });
            QObject::connect(follow, &online::BroadcastFollow::gameUpdated, follow, [=](int i) {
                printGame("updated", i, follow->games().games().at(i), json);
            });
            QObject::connect(follow, &online::BroadcastFollow::streamCut, follow,
                             [=](const online::ServiceError& e, int retryMs) {
                                 std::fprintf(stderr, "kibitz-cli: %s; connecting again in %d s\n",
                                              e.message().toUtf8().constData(),
                                              (retryMs + 999) / 1000);
                                 if (json) {
                                     JsonWriter w;
                                     w.beginObject()
                                         .field("event", "cut")
                                         .field("error", utf8(e.message()))
                                         .field("retryMs", retryMs)
                                         .endObject()
                                         .print();
                                     std::fflush(stdout);
                                 }
                             });
            QObject::connect(follow, &online::BroadcastFollow::finished, follow, [=] {
                if (*timeUp) return; // the time limit reports
                summary(false);
                if (follow->error() && !follow->roundFinished()) {
                    std::fprintf(stderr, "kibitz-cli: %s\n",
                                 follow->error()->message().toUtf8().constData());
                    return quit(1);
                }
                quit(0);
            });
            QObject::connect(timeLimit, &QTimer::timeout, follow, [=] {
                // Time is up: a success when the stream is open (a cut before was mended),
                // a failure when the last cut was not.
                const bool mended = follow->connected() || !follow->error();
                *timeUp = true;
                follow->stop();
                summary(true);
                if (!mended)
                    std::fprintf(stderr, "kibitz-cli: %s\n",
                                 follow->error()->message().toUtf8().constData());
                quit(mended ? 0 : 1);
            });
            if (maxSeconds) timeLimit->start(int(*maxSeconds) * 1000);
            if (!follow->start()) {
                quit(reportError(*follow->error(), json));
                return;
            }
        },
        common->settings);
}

} // namespace

int broadcastCommand(Args& args, std::optional<UsageError>& usage)
{
    return runSubcommand(args, usage, "online broadcast",
                         {{"list", listCommand}, {"follow", followCommand}}, "list or follow");
}

} // namespace kibitz::cli
