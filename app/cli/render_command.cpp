// SPDX-License-Identifier: GPL-3.0-or-later
// kibitz-cli render: a board diagram as SVG or PNG, drawn as the board view draws it.

#include "commands.h"
#include "io/atomic_file_qt.h"
#include "json.h"

#include "chess/fen.h"
#include "chess/notation.h"
#include "diagram/boardtheme.h"
#include "diagram/diagram.h"
#include "diagram/pieceset.h"
#include "pgn/builder.h"
#include "pgn/input.h"
#include "pgn/reader.h"

#include <QBuffer>
#include <QFile>
#include <QGuiApplication>

#include <cstdio>
#include <memory>

using namespace kibitz;

namespace kibitz::cli {

// Text and piece drawing need a QGuiApplication; without a display the offscreen platform
// serves, so render works on servers and in CI.
void ensureGuiApplication()
{
    if (QGuiApplication::instance()) return;
    if (qEnvironmentVariableIsEmpty("QT_QPA_PLATFORM")) qputenv("QT_QPA_PLATFORM", "offscreen");
    static int argc = 1;
    static char name[] = "kibitz-cli";
    static char* argv[] = {name, nullptr};
    static auto* app = new QGuiApplication(argc, argv);
    (void)app;
}

namespace {

int squareOf(const std::string& text)
{
    const chess::Square s = chess::parseSquare(text);
    return s == chess::Square::None ? -1 : int(s);
}

// "e2e4,g1f3:red" or "d4,e5:green": items separated by commas, each with an optional
// ":COLOUR"; a colour applies to its item only.
template <typename Add>
bool parseList(const std::string& value, const char* option, std::optional<UsageError>& usage,
               Add add)
{
    std::size_t start = 0;
    while (start <= value.size()) {
        const std::size_t comma = value.find(',', start);
        std::string item =
            value.substr(start, comma == std::string::npos ? std::string::npos : comma - start);
        start = comma == std::string::npos ? value.size() + 1 : comma + 1;
        if (item.empty()) continue;
        QColor colour = ui::defaultDiagramColour();
        if (const auto colon = item.find(':'); colon != std::string::npos) {
            const auto c = ui::diagramColour(QString::fromStdString(item.substr(colon + 1)));
            if (!c) {
                usage = UsageError{std::string("render: ") + option + ": unknown colour '"
                                   + item.substr(colon + 1)
                                   + "' (red, green, blue, yellow, #rrggbb or #rrggbbaa)"};
                return false;
            }
            colour = *c;
            item.resize(colon);
        }
        if (!add(item, colour)) {
            usage = UsageError{std::string("render: ") + option + ": cannot read '" + item + "'"};
            return false;
        }
    }
    return true;
}

} // namespace

int renderCommand(Args& args, std::optional<UsageError>& usage)
{
    const auto fen = args.option("--fen", usage);
    const auto pgnFile = args.option("--pgn", usage);
    const auto gameNumber = args.integer("--game", 1, 1LL << 40, usage);
    const auto ply = args.integer("--ply", 0, 1 << 20, usage);
    const auto lastMove = args.option("--lastmove", usage);
    const bool check = args.flag("--check");
    const auto arrows = args.options("--arrows", usage);
    const auto squares = args.options("--squares", usage);
    const bool flip = args.flag("--flip");
    const auto size = args.integer("--size", 16, 8192, usage);
    const bool noCoordinates = args.flag("--no-coordinates");
    const auto theme = args.option("--theme", usage);
    const auto pieces = args.option("--pieces", usage);
    // Colours over the theme's: the squares, the last move and the check (a dark-square shade
    // of each apart if given), the coordinates, a margin.
    const auto lightColour = args.option("--light-colour", usage);
    const auto darkColour = args.option("--dark-colour", usage);
    const auto lastMoveColour = args.option("--lastmove-colour", usage);
    const auto lastMoveDarkColour = args.option("--lastmove-dark-colour", usage);
    const auto checkColour = args.option("--check-colour", usage);
    const auto checkDarkColour = args.option("--check-dark-colour", usage);
    const auto cssFile = args.option("--css", usage);
    const auto coordinateColour = args.option("--coordinate-colour", usage);
    const auto marginColour = args.option("--margin-colour", usage);
    const bool tiny = args.flag("--svg-tiny");
    auto out = args.option("-o", usage);
    if (!out) out = args.option("--output", usage);
    const bool json = args.flag("--json");
    args.positionals(usage);
    if (usage) return 2;
    if (!out) {
        usage = UsageError{"render: -o OUT.svg|OUT.png is required"};
        return 2;
    }
    const QString outPath = QString::fromStdString(*out);
    const bool svg = outPath.endsWith(QLatin1String(".svg"), Qt::CaseInsensitive);
    if (!svg && !outPath.endsWith(QLatin1String(".png"), Qt::CaseInsensitive)) {
        usage = UsageError{"render: -o: the file must end in .svg or .png"};
        return 2;
    }
    if (fen && pgnFile) {
        usage = UsageError{"render: give --fen or --pgn, not both"};
        return 2;
    }

    ensureGuiApplication();
    ui::Diagram diagram;
    if (pgnFile) {
        auto text = pgn::readPgnFile(*pgnFile);
        if (!text) {
            std::fprintf(stderr, "kibitz-cli: %s\n", text.error().toString().c_str());
            return 1;
        }
        pgn::Reader reader(text->text);
        pgn::MainlineBuilder builder;
        const long long wanted = gameNumber.value_or(1);
        long long n = 0;
        bool found = false;
        while (reader.readGame(builder))
            if (++n == wanted) {
                found = true;
                break;
            }
        if (!found) {
            std::fprintf(stderr, "kibitz-cli: %s: no game %lld (the file has %lld)\n",
                         pgnFile->c_str(), wanted, n);
            return 1;
        }
        const pgn::Node* node = builder.game().root();
        // --ply 0 is the start; without --ply, the game's last position.
        const long long wantedPly = ply.value_or(1LL << 40);
        for (long long i = 0; i < wantedPly && node->next(); ++i) node = node->next();
        if (ply && *ply > 0 && node == builder.game().root()) {
            std::fprintf(stderr, "kibitz-cli: %s: game %lld has no moves\n", pgnFile->c_str(),
                         wanted);
            return 1;
        }
        diagram = ui::Diagram::fromPosition(node->position());
        if (node != builder.game().root()) {
            diagram.lastFrom = int(node->move().from());
            diagram.lastTo = int(node->move().to());
        }
    } else {
        // A diagram may show any board: an empty one, a study with three kings. A FEN that
        // is not a legal position is drawn as it stands (said on stderr); one that cannot be
        // read at all is an error.
        const auto legal = fen && *fen != "startpos"
                               ? chess::positionFromFen(*fen, chess::Validation::Strict)
                               : Expected<chess::Position, chess::FenError>(chess::Position());
        if (legal) {
            diagram = ui::Diagram::fromPosition(*legal);
        } else {
            const auto setup = chess::parseFen(*fen);
            if (!setup) {
                usage = UsageError{"render: --fen: " + setup.error().toString()};
                return 2;
            }
            std::fprintf(stderr, "kibitz-cli: render: not a legal position (%s); drawn as given\n",
                         legal.error().message.c_str());
            diagram = ui::Diagram::fromSetup(*setup);
        }
        // A FEN shows check only when asked: a diagram may be a problem's set position.
        if (!check) diagram.checkSquare = -1;
    }
    if (lastMove) {
        if (lastMove->size() < 4 || squareOf(lastMove->substr(0, 2)) < 0
            || squareOf(lastMove->substr(2, 2)) < 0) {
            usage = UsageError{"render: --lastmove: expected a move like e2e4, got '" + *lastMove
                               + "'"};
            return 2;
        }
        diagram.lastFrom = squareOf(lastMove->substr(0, 2));
        diagram.lastTo = squareOf(lastMove->substr(2, 2));
    }
    for (const std::string& value : arrows)
        if (!parseList(value, "--arrows", usage, [&](const std::string& item, QColor colour) {
                if (item.size() != 4) return false;
                const int from = squareOf(item.substr(0, 2));
                const int to = squareOf(item.substr(2, 2));
                if (from < 0 || to < 0) return false;
                diagram.arrows.push_back({from, to, colour});
                return true;
            }))
            return 2;
    for (const std::string& value : squares)
        if (!parseList(value, "--squares", usage, [&](const std::string& item, QColor colour) {
                const int sq = squareOf(item);
                if (sq < 0) return false;
                diagram.marks.push_back({sq, colour});
                return true;
            }))
            return 2;
    diagram.flipped = flip;
    diagram.coordinates = !noCoordinates;
    if (theme) {
        bool known = false;
        for (const ui::BoardTheme& t : ui::boardThemes())
            if (t.id == QString::fromStdString(*theme)) {
                diagram.light = t.light;
                diagram.dark = t.dark;
                diagram.lastMoveColour = t.lastMove;
                diagram.checkColour = t.check;
                diagram.coordinateColour = t.coordinates;
                diagram.marginColour = t.margin;
                known = true;
            }
        if (!known) {
            std::string names;
            for (const ui::BoardTheme& t : ui::boardThemes())
                names += (names.empty() ? "" : ", ") + t.id.toStdString();
            usage = UsageError{"render: --theme: unknown theme '" + *theme + "' (" + names + ")"};
            return 2;
        }
    } else {
        diagram.light = ui::boardThemes().front().light;
        diagram.dark = ui::boardThemes().front().dark;
    }
    const std::pair<const std::optional<std::string>*, QColor*> colourOptions[] = {
        {&lightColour, &diagram.light},
        {&darkColour, &diagram.dark},
        {&lastMoveColour, &diagram.lastMoveColour},
        {&lastMoveDarkColour, &diagram.lastMoveDarkColour},
        {&checkColour, &diagram.checkColour},
        {&checkDarkColour, &diagram.checkDarkColour},
        {&coordinateColour, &diagram.coordinateColour},
        {&marginColour, &diagram.marginColour},
    };
    for (const auto& [text, target] : colourOptions) {
        if (!*text) continue;
        // "none" takes the theme's margin or coordinate colour away.
        if (**text == "none") {
            *target = QColor();
            continue;
        }
        const auto c = ui::diagramColour(QString::fromStdString(**text));
        if (!c) {
            usage = UsageError{"render: unknown colour '" + **text
                               + "' (red, green, blue, yellow, #rrggbb, #rrggbbaa or none)"};
            return 2;
        }
        *target = *c;
    }
    if (tiny && !svg) {
        usage = UsageError{"render: --svg-tiny needs an .svg output"};
        return 2;
    }
    if (cssFile) {
        // SVG Tiny 1.2 has no <style>; a PNG has nothing to style.
        if (!svg || tiny) {
            usage = UsageError{"render: --css needs an .svg output, not Tiny"};
            return 2;
        }
        QFile css(QString::fromStdString(*cssFile));
        if (!css.open(QIODevice::ReadOnly)) {
            std::fprintf(stderr, "kibitz-cli: %s: %s\n", cssFile->c_str(),
                         css.errorString().toStdString().c_str());
            return 1;
        }
        diagram.css = QString::fromUtf8(css.readAll());
    }
    std::shared_ptr<const ui::PieceSet> set = ui::PieceSet::builtIn();
    if (pieces) {
        auto loaded = ui::PieceSet::fromFolder(QString::fromStdString(*pieces));
        if (!loaded) {
            std::fprintf(stderr, "kibitz-cli: %s\n", loaded.error().toStdString().c_str());
            return 1;
        }
        set = *loaded;
    }
    const int px = int(size.value_or(400));

    QByteArray bytes;
    if (svg) {
        auto doc =
            ui::diagramSvg(diagram, *set, px, tiny ? ui::SvgProfile::Tiny12 : ui::SvgProfile::Full);
        if (!doc) {
            std::fprintf(stderr, "kibitz-cli: %s\n", doc.error().toStdString().c_str());
            return 1;
        }
        bytes = *doc;
    }
    if (!svg) {
        QBuffer buffer(&bytes);
        buffer.open(QIODevice::WriteOnly);
        if (!ui::diagramImage(diagram, *set, px).save(&buffer, "PNG")) {
            std::fprintf(stderr, "kibitz-cli: %s: cannot draw the PNG\n", out->c_str());
            return 1;
        }
    }
    if (const auto error = io::saveFileAtomically(outPath, bytes)) {
        std::fprintf(stderr, "kibitz-cli: %s\n", error->toStdString().c_str());
        return 1;
    }
    if (json) {
        JsonWriter w;
        w.beginObject();
        w.key("output").value(*out);
        w.key("format").value(svg ? "svg" : "png");
        w.key("size").value(px);
        w.key("pieces").value(set->name().toStdString());
        w.key("flipped").value(flip);
        w.endObject();
        std::printf("%s\n", w.str().c_str());
    } else {
        std::printf("%s: %dx%d %s\n", out->c_str(), px, px, svg ? "SVG" : "PNG");
    }
    return 0;
}

} // namespace kibitz::cli
