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
#include <optional>
#include <string>
#include <vector>

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

// The options of one render, as given.
struct RenderOptions {
    std::optional<std::string> fen, pgnFile, lastMove, theme, pieces, cssFile, out;
    std::optional<long long> gameNumber, ply, size;
    std::vector<std::string> arrows, squares;
    // Colours over the theme's: the squares, the last move and the check (a dark-square shade
    // of each apart if given), the coordinates, a margin.
    std::optional<std::string> lightColour, darkColour, lastMoveColour, lastMoveDarkColour,
        checkColour, checkDarkColour, coordinateColour, marginColour;
    bool check = false, flip = false, noCoordinates = false, tiny = false, json = false;
    QString outPath;
    bool svg = false;
};

std::optional<RenderOptions> readOptions(Args& args, std::optional<UsageError>& usage)
{
    RenderOptions o;
    o.fen = args.option("--fen", usage);
    o.pgnFile = args.option("--pgn", usage);
    o.gameNumber = args.integer("--game", 1, 1LL << 40, usage);
    o.ply = args.integer("--ply", 0, 1 << 20, usage);
    o.lastMove = args.option("--lastmove", usage);
    o.check = args.flag("--check");
    o.arrows = args.options("--arrows", usage);
    o.squares = args.options("--squares", usage);
    o.flip = args.flag("--flip");
    o.size = args.integer("--size", 16, 8192, usage);
    o.noCoordinates = args.flag("--no-coordinates");
    o.theme = args.option("--theme", usage);
    o.pieces = args.option("--pieces", usage);
    o.lightColour = args.option("--light-colour", usage);
    o.darkColour = args.option("--dark-colour", usage);
    o.lastMoveColour = args.option("--lastmove-colour", usage);
    o.lastMoveDarkColour = args.option("--lastmove-dark-colour", usage);
    o.checkColour = args.option("--check-colour", usage);
    o.checkDarkColour = args.option("--check-dark-colour", usage);
    o.cssFile = args.option("--css", usage);
    o.coordinateColour = args.option("--coordinate-colour", usage);
    o.marginColour = args.option("--margin-colour", usage);
    o.tiny = args.flag("--svg-tiny");
    o.out = args.option("-o", usage);
    if (!o.out) o.out = args.option("--output", usage);
    o.json = args.flag("--json");
    args.positionals(usage);
    if (usage) return std::nullopt;
    if (!o.out) {
        usage = UsageError{"render: -o OUT.svg|OUT.png is required"};
        return std::nullopt;
    }
    o.outPath = QString::fromStdString(*o.out);
    o.svg = o.outPath.endsWith(QLatin1String(".svg"), Qt::CaseInsensitive);
    if (!o.svg && !o.outPath.endsWith(QLatin1String(".png"), Qt::CaseInsensitive)) {
        usage = UsageError{"render: -o: the file must end in .svg or .png"};
        return std::nullopt;
    }
    if (o.fen && o.pgnFile) {
        usage = UsageError{"render: give --fen or --pgn, not both"};
        return std::nullopt;
    }
    return o;
}

// The position after --ply moves of game --game of the --pgn file, its last move marked.
// Returns the exit status: 0, or 1 with the reason on stderr.
int diagramFromGame(const RenderOptions& o, ui::Diagram& diagram)
{
    auto text = pgn::readPgnFile(*o.pgnFile);
    if (!text) {
        std::fprintf(stderr, "kibitz-cli: %s\n", text.error().toString().c_str());
        return 1;
    }
    pgn::Reader reader(text->text);
    pgn::MainlineBuilder builder;
    const long long wanted = o.gameNumber.value_or(1);
    long long n = 0;
    bool found = false;
    while (reader.readGame(builder))
        if (++n == wanted) {
            found = true;
            break;
        }
    if (!found) {
        std::fprintf(stderr, "kibitz-cli: %s: no game %lld (the file has %lld)\n",
                     o.pgnFile->c_str(), wanted, n);
        return 1;
    }
    const pgn::Node* node = builder.game().root();
    // --ply 0 is the start; without --ply, the game's last position.
    const long long wantedPly = o.ply.value_or(1LL << 40);
    for (long long i = 0; i < wantedPly && node->next(); ++i) node = node->next();
    if (o.ply && *o.ply > 0 && node == builder.game().root()) {
        std::fprintf(stderr, "kibitz-cli: %s: game %lld has no moves\n", o.pgnFile->c_str(),
                     wanted);
        return 1;
    }
    diagram = ui::Diagram::fromPosition(node->position());
    if (node != builder.game().root()) {
        diagram.lastFrom = int(node->move().from());
        diagram.lastTo = int(node->move().to());
    }
    return 0;
}

// The --fen board (the start position without one). A diagram may show any board: an empty
// one, a study with three kings. A FEN that is not a legal position is drawn as it stands
// (said on stderr); one that cannot be read at all is a usage error.
bool diagramFromFen(const RenderOptions& o, ui::Diagram& diagram, std::optional<UsageError>& usage)
{
    const auto legal = o.fen && *o.fen != "startpos"
                           ? chess::positionFromFen(*o.fen, chess::Validation::Strict)
                           : Expected<chess::Position, chess::FenError>(chess::Position());
    if (legal) {
        diagram = ui::Diagram::fromPosition(*legal);
    } else {
        const auto setup = chess::parseFen(*o.fen);
        if (!setup) {
            usage = UsageError{"render: --fen: " + setup.error().toString()};
            return false;
        }
        std::fprintf(stderr, "kibitz-cli: render: not a legal position (%s); drawn as given\n",
                     legal.error().message.c_str());
        diagram = ui::Diagram::fromSetup(*setup);
    }
    // A FEN shows check only when asked: a diagram may be a problem's set position.
    if (!o.check) diagram.checkSquare = -1;
    return true;
}

// --lastmove, --arrows and --squares drawn over the board.
bool addMarks(const RenderOptions& o, ui::Diagram& diagram, std::optional<UsageError>& usage)
{
    if (o.lastMove) {
        const std::string& move = *o.lastMove;
        if (move.size() < 4 || squareOf(move.substr(0, 2)) < 0 || squareOf(move.substr(2, 2)) < 0) {
            usage = UsageError{"render: --lastmove: expected a move like e2e4, got '" + move + "'"};
            return false;
        }
        diagram.lastFrom = squareOf(move.substr(0, 2));
        diagram.lastTo = squareOf(move.substr(2, 2));
    }
    for (const std::string& value : o.arrows)
        if (!parseList(value, "--arrows", usage, [&](const std::string& item, QColor colour) {
                if (item.size() != 4) return false;
                const int from = squareOf(item.substr(0, 2));
                const int to = squareOf(item.substr(2, 2));
                if (from < 0 || to < 0) return false;
                diagram.arrows.push_back({from, to, colour});
                return true;
            }))
            return false;
    for (const std::string& value : o.squares)
        if (!parseList(value, "--squares", usage, [&](const std::string& item, QColor colour) {
                const int sq = squareOf(item);
                if (sq < 0) return false;
                diagram.marks.push_back({sq, colour});
                return true;
            }))
            return false;
    return true;
}

// The --theme's colours (the first theme's squares without one), then each colour option
// over them.
bool applyColours(const RenderOptions& o, ui::Diagram& diagram, std::optional<UsageError>& usage)
{
    if (o.theme) {
        bool known = false;
        for (const ui::BoardTheme& t : ui::boardThemes())
            if (t.id == QString::fromStdString(*o.theme)) {
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
            usage = UsageError{"render: --theme: unknown theme '" + *o.theme + "' (" + names + ")"};
            return false;
        }
    } else {
        diagram.light = ui::boardThemes().front().light;
        diagram.dark = ui::boardThemes().front().dark;
    }
    const std::pair<const std::optional<std::string>*, QColor*> colourOptions[] = {
        {&o.lightColour, &diagram.light},
        {&o.darkColour, &diagram.dark},
        {&o.lastMoveColour, &diagram.lastMoveColour},
        {&o.lastMoveDarkColour, &diagram.lastMoveDarkColour},
        {&o.checkColour, &diagram.checkColour},
        {&o.checkDarkColour, &diagram.checkDarkColour},
        {&o.coordinateColour, &diagram.coordinateColour},
        {&o.marginColour, &diagram.marginColour},
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
            return false;
        }
        *target = *c;
    }
    return true;
}

// --svg-tiny, --css and --pieces: the style sheet into the diagram, the piece set into set.
// Returns the exit status: 0, 1 (a file that cannot be read) or 2 (usage).
int loadStyle(const RenderOptions& o, ui::Diagram& diagram,
              std::shared_ptr<const ui::PieceSet>& set, std::optional<UsageError>& usage)
{
    if (o.tiny && !o.svg) {
        usage = UsageError{"render: --svg-tiny needs an .svg output"};
        return 2;
    }
    if (o.cssFile) {
        // SVG Tiny 1.2 has no <style>; a PNG has nothing to style.
        if (!o.svg || o.tiny) {
            usage = UsageError{"render: --css needs an .svg output, not Tiny"};
            return 2;
        }
        QFile css(QString::fromStdString(*o.cssFile));
        if (!css.open(QIODevice::ReadOnly)) {
            std::fprintf(stderr, "kibitz-cli: %s: %s\n", o.cssFile->c_str(),
                         css.errorString().toStdString().c_str());
            return 1;
        }
        diagram.css = QString::fromUtf8(css.readAll());
    }
    set = ui::PieceSet::builtIn();
    if (o.pieces) {
        auto loaded = ui::PieceSet::fromFolder(QString::fromStdString(*o.pieces));
        if (!loaded) {
            std::fprintf(stderr, "kibitz-cli: %s\n", loaded.error().toStdString().c_str());
            return 1;
        }
        set = *loaded;
    }
    return 0;
}

// The diagram drawn as SVG or PNG, saved atomically to -o and said on stdout.
int writeDiagram(const RenderOptions& o, const ui::Diagram& diagram, const ui::PieceSet& set)
{
    const int px = int(o.size.value_or(400));
    QByteArray bytes;
    if (o.svg) {
        auto doc = ui::diagramSvg(diagram, set, px,
                                  o.tiny ? ui::SvgProfile::Tiny12 : ui::SvgProfile::Full);
        if (!doc) {
            std::fprintf(stderr, "kibitz-cli: %s\n", doc.error().toStdString().c_str());
            return 1;
        }
        bytes = *doc;
    } else {
        QBuffer buffer(&bytes);
        buffer.open(QIODevice::WriteOnly);
        if (!ui::diagramImage(diagram, set, px).save(&buffer, "PNG")) {
            std::fprintf(stderr, "kibitz-cli: %s: cannot draw the PNG\n", o.out->c_str());
            return 1;
        }
    }
    if (const auto error = io::saveFileAtomically(o.outPath, bytes)) {
        std::fprintf(stderr, "kibitz-cli: %s\n", error->toStdString().c_str());
        return 1;
    }
    if (o.json) {
        JsonWriter w;
        w.beginObject();
        w.key("output").value(*o.out);
        w.key("format").value(o.svg ? "svg" : "png");
        w.key("size").value(px);
        w.key("pieces").value(set.name().toStdString());
        w.key("flipped").value(o.flip);
        w.endObject().print();
    } else {
        std::printf("%s: %dx%d %s\n", o.out->c_str(), px, px, o.svg ? "SVG" : "PNG");
    }
    return 0;
}

} // namespace

int renderCommand(Args& args, std::optional<UsageError>& usage)
{
    const auto options = readOptions(args, usage);
    if (!options) return 2;
    ensureGuiApplication();
    ui::Diagram diagram;
    if (options->pgnFile) {
        if (const int status = diagramFromGame(*options, diagram)) return status;
    } else if (!diagramFromFen(*options, diagram, usage)) {
        return 2;
    }
    if (!addMarks(*options, diagram, usage)) return 2;
    diagram.flipped = options->flip;
    diagram.coordinates = !options->noCoordinates;
    if (!applyColours(*options, diagram, usage)) return 2;
    std::shared_ptr<const ui::PieceSet> set;
    if (const int status = loadStyle(*options, diagram, set, usage)) return status;
    return writeDiagram(*options, diagram, *set);
}

} // namespace kibitz::cli
