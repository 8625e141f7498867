// SPDX-License-Identifier: GPL-3.0-or-later
// kibitz-cli export: games as HTML (figurines, variations, comments, diagrams) or as PDF.

#include "commands.h"
#include "io/atomic_file_qt.h"
#include "json.h"

#include "diagram/gamehtml.h"
#include "pgn/builder.h"
#include "pgn/input.h"
#include "pgn/reader.h"

#include <QBuffer>
#include <QGuiApplication>
#include <QPdfWriter>

#include <cstdio>
#include <memory>

using namespace kibitz;

namespace kibitz::cli {

void ensureGuiApplication(); // render_command.cpp

int exportCommand(Args& args, std::optional<UsageError>& usage)
{
    const auto gameNumber = args.integer("--game", 1, 1LL << 40, usage);
    const auto html = args.option("--html", usage);
    const auto pdf = args.option("--pdf", usage);
    const auto plies = args.option("--diagrams", usage);
    const bool json = args.flag("--json");
    const std::string file = args.onePositional("export", "expected one PGN file", usage);
    if (!usage && bool(html) == bool(pdf))
        usage = UsageError{"export: give --html OUT or --pdf OUT"};
    ui::GameHtmlOptions options;
    if (!usage && plies) {
        for (const QString& p :
             QString::fromStdString(*plies).split(QLatin1Char(','), Qt::SkipEmptyParts)) {
            bool ok = false;
            const int ply = p.toInt(&ok);
            if (!ok || ply < 0) {
                usage = UsageError{"export: --diagrams: not a ply: '" + p.toStdString() + "'"};
                break;
            }
            options.diagramPlies.insert(ply);
        }
    }
    if (usage) return 2;
    ensureGuiApplication();

    auto text = pgn::readPgnFile(file);
    if (!text) {
        std::fprintf(stderr, "kibitz-cli: %s\n", text.error().toString().c_str());
        return 1;
    }
    pgn::Reader reader(text->text);
    pgn::GameBuilder builder;
    std::vector<std::unique_ptr<pgn::Game>> games;
    long long n = 0;
    while (reader.readGame(builder)) {
        ++n;
        if (gameNumber && n != *gameNumber) continue;
        games.push_back(std::make_unique<pgn::Game>(builder.takeGame()));
        if (gameNumber) break;
    }
    if (games.empty()) {
        std::fprintf(stderr, "kibitz-cli: %s: no game %lld (the file has %lld)\n", file.c_str(),
                     gameNumber.value_or(1), n);
        return 1;
    }
    std::vector<const pgn::Game*> list;
    list.reserve(games.size());
    for (const auto& g : games) list.push_back(g.get());

    const std::string out = html ? *html : *pdf;
    QByteArray bytes;
    if (html) {
        bytes = ui::gamesHtml(list, options).html.toUtf8();
    } else {
        QBuffer buffer(&bytes); // then saved whole, as the HTML
        buffer.open(QIODevice::WriteOnly);
        QPdfWriter writer(&buffer);
        writer.setResolution(300);
        writer.setTitle(QStringLiteral("Kibitz"));
        ui::printGames(list, options, writer);
    }
    if (const auto error = io::saveFileAtomically(QString::fromStdString(out), bytes)) {
        std::fprintf(stderr, "kibitz-cli: %s\n", error->toStdString().c_str());
        return 1;
    }
    if (json) {
        JsonWriter w;
        w.beginObject();
        w.key("output").value(out);
        w.key("format").value(html ? "html" : "pdf");
        w.key("games").value(int(list.size()));
        w.endObject().print();
    } else {
        std::printf("%s: %d game%s\n", out.c_str(), int(list.size()), list.size() == 1 ? "" : "s");
    }
    return 0;
}

} // namespace kibitz::cli
