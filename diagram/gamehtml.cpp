// SPDX-License-Identifier: GPL-3.0-or-later
#include "diagram/gamehtml.h"

#include "chess/textboard.h"
#include "diagram/diagram.h"
#include "diagram/pieceset.h"
#include "pgn/comment.h"
#include "pgn/nag.h"
#include "pgn/walk.h"

#include <QBuffer>
#include <QCoreApplication>
#include <QPagedPaintDevice>
#include <QTextDocument>
#include <QUrl>

namespace kibitz::ui {

namespace {

QString escaped(const std::string& text)
{
    return QString::fromStdString(text).toHtmlEscaped();
}

// The game through the one walk every writer shares (pgn/walk.h: numbers, book moves,
// readable comments), for paper: variations indented by depth, diagrams where asked.
class Writer : public pgn::ShownVisitor {
public:
    Writer(const GameHtmlOptions& options, GameHtml& out)
        : m_options(options)
        , m_out(out)
    {}

    QString diagram(const pgn::Node& node)
    {
        Diagram d = Diagram::fromPosition(node.position());
        if (!node.isRoot()) {
            // Where the piece landed: the king's square when castling, as on the board.
            d.lastFrom = int(node.move().from());
            d.lastTo = int(chess::Position::landingSquare(node.mover(), node.move()));
        }
        const pgn::CommentInfo info = pgn::parseComment(node.commentAfter());
        for (const pgn::Arrow& a : info.arrows)
            d.arrows.push_back({int(a.from), int(a.to), defaultDiagramColour()});
        for (const pgn::SquareMark& m : info.squares)
            d.marks.push_back({int(m.square), defaultDiagramColour()});
        const QImage image = diagramImage(d, *PieceSet::builtIn(), m_options.diagramSize);
        QString src;
        if (m_options.inlineImages) {
            QByteArray png;
            QBuffer buffer(&png);
            buffer.open(QIODevice::WriteOnly);
            image.save(&buffer, "PNG");
            src = QStringLiteral("data:image/png;base64,") + QString::fromLatin1(png.toBase64());
        } else {
            src = QStringLiteral("diagram%1.png").arg(m_out.images.size() + 1);
            m_out.images[src] = image;
        }
        return QStringLiteral(
                   "</p><p class=\"diagram\" align=\"center\"><img src=\"%1\" width=\"%2\" "
                   "height=\"%2\" alt=\"%3\"/></p><p class=\"moves\">")
            .arg(src)
            .arg(m_options.diagramSize)
            .arg(QCoreApplication::translate("kibitz::ui::GameHtml", "Diagram"));
    }

    bool move(const pgn::ShownMove& m) override
    {
        const pgn::Node& node = *m.node;
        if (!m.before.empty()) m_html += QStringLiteral("<i>%1</i> ").arg(escaped(m.before));
        if (!m.number.empty()) m_html += QString::fromStdString(m.number) + QLatin1Char(' ');
        QString san = moveWithGlyphs(node, true).toHtmlEscaped();
        if (m.depth == 0) san = QStringLiteral("<b>") + san + QStringLiteral("</b>");
        if (m.book) san = QStringLiteral("<span style=\"color:%1\">%2</span>").arg(BookGrey, san);
        m_html += san + QLatin1Char(' ');
        if (m.lastBook)
            m_html += QStringLiteral("<span style=\"color:%1\"><i>%2</i></span> ")
                          .arg(BookGrey, QCoreApplication::translate("kibitz::ui::GameHtml",
                                                                     "last book move"));
        if (!m.after.empty()) m_html += QStringLiteral("<i>%1</i> ").arg(escaped(m.after));
        if (m.diagram || (m.depth == 0 && m_options.diagramPlies.count(node.ply()))) {
            m_html += diagram(node);
            return true;
        }
        return false;
    }
    void beginVariation(int depth) override
    {
        m_html += QStringLiteral("</p><p class=\"variation\" style=\"margin-left:%1em\">(")
                      .arg(1.5 * depth);
    }
    void endVariation(int depth) override
    {
        m_html += QStringLiteral(")</p><p class=\"moves\" style=\"margin-left:%1em\">")
                      .arg(1.5 * (depth - 1));
    }

    QString game(const pgn::Game& game)
    {
        m_html.clear();
        const auto tag = [&](const char* name) {
            return QString::fromStdString(std::string(game.headers().get(name).value_or("")))
                .toHtmlEscaped();
        };
        m_html += QStringLiteral("<h2>%1 \u2013 %2</h2>").arg(tag("White"), tag("Black"));
        QStringList about;
        for (const char* name : {"Event", "Site", "Date", "Round"}) {
            const QString v = tag(name);
            if (!v.isEmpty() && v != QLatin1String("?") && !v.startsWith(QLatin1String("????")))
                about << v;
        }
        if (!about.isEmpty())
            m_html +=
                QStringLiteral("<p class=\"about\">%1</p>").arg(about.join(QStringLiteral(", ")));
        m_html += QStringLiteral("<p class=\"moves\">");
        const std::string intro = pgn::readableComment(game.root()->commentAfter());
        if (!intro.empty()) m_html += QStringLiteral("<i>%1</i> ").arg(escaped(intro));
        if (m_options.diagramPlies.count(0)) m_html += diagram(*game.root());
        pgn::walkShown(game, *this);
        m_html += QStringLiteral("<b>%1</b></p>").arg(tag("Result"));
        // Paragraphs left empty by diagrams and variations are dropped.
        m_html.remove(QStringLiteral("<p class=\"moves\"></p>"));
        return m_html;
    }

private:
    // Book moves and their note: quiet, but readable on paper.
    static constexpr QLatin1StringView BookGrey{"#777777"};
    const GameHtmlOptions& m_options;
    GameHtml& m_out;
    QString m_html;
};

} // namespace

// Figurines for display only: the letters stay in PGN files and engine traffic.
QString figurineSan(std::string_view san)
{
    return QString::fromStdString(chess::figurineSan(san)).toHtmlEscaped();
}

QString moveWithGlyphs(const pgn::Node& node, bool figurines)
{
    QString text = figurines ? figurineSan(node.san()) : QString::fromStdString(node.san());
    for (const std::uint8_t nag : node.nags())
        text += QString::fromStdString(pgn::nagAfterMove(nag));
    return text;
}

GameHtml gamesHtml(const std::vector<const pgn::Game*>& games, const GameHtmlOptions& options)
{
    GameHtml out;
    Writer writer(options, out);
    QString body;
    for (std::size_t i = 0; i < games.size(); ++i) {
        if (i) body += QStringLiteral("<hr/>");
        body += writer.game(*games[i]);
    }
    out.html =
        QStringLiteral("<!DOCTYPE html>\n<html><head><meta charset=\"utf-8\"/><title>%1</title>"
                       "<style>body{font-family:'DejaVu Sans',sans-serif;} "
                       "p.variation{color:#333;} p.diagram{margin:0.5em;}</style>"
                       "</head><body>\n%2\n</body></html>\n")
            .arg(QCoreApplication::translate("kibitz::ui::GameHtml", "Games"), body);
    return out;
}

void printGames(const std::vector<const pgn::Game*>& games, const GameHtmlOptions& options,
                QPagedPaintDevice& device)
{
    GameHtmlOptions resourceOptions = options;
    resourceOptions.inlineImages = false;
    const GameHtml html = gamesHtml(games, resourceOptions);
    QTextDocument document;
    for (const auto& [name, image] : html.images)
        document.addResource(QTextDocument::ImageResource, QUrl(name), image);
    document.setHtml(html.html);
    device.setPageSize(QPageSize(QPageSize::A4));
    document.print(&device);
}

} // namespace kibitz::ui
