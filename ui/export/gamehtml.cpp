// SPDX-License-Identifier: GPL-3.0-or-later
#include "export/gamehtml.h"

#include "board/diagram.h"
#include "board/pieceset.h"
#include "pgn/comment.h"
#include "pgn/nag.h"

#include <QBuffer>
#include <QCoreApplication>
#include <QPagedPaintDevice>
#include <QTextDocument>
#include <QUrl>

namespace kibitz::ui {

namespace {

bool wantsDiagram(const std::string& comment)
{
    const QString c = QString::fromStdString(comment).trimmed();
    return c == QLatin1String("#") || c.contains(QLatin1String("[%diagram]"));
}

// The readable words of a comment, for HTML. After a move, the word that marks a book move is
// left out: the move is grey instead (as in the notation).
QString commentText(const std::string& comment, bool afterMove = false)
{
    const pgn::CommentInfo info = pgn::parseComment(comment);
    const std::string_view words = afterMove ? pgn::splitBookMark(info.text).rest : info.text;
    QString text = QString::fromUtf8(words.data(), qsizetype(words.size()));
    text.remove(QLatin1String("[%diagram]"));
    text = text.trimmed();
    if (text == QLatin1String("#")) return {};
    return text.toHtmlEscaped();
}

bool isBookMove(const pgn::Node& node)
{
    return pgn::splitBookMark(pgn::parseComment(node.commentAfter()).text).book;
}

// The last book move of the line that starts with first (following first children), or null.
const pgn::Node* lastBookMove(const pgn::Node* first)
{
    const pgn::Node* last = nullptr;
    for (const pgn::Node* n = first; n; n = n->next())
        if (isBookMove(*n)) last = n;
    return last;
}

class Writer {
public:
    Writer(const GameHtmlOptions& options, GameHtml& out)
        : m_options(options)
        , m_out(out)
    {}

    QString diagram(const pgn::Node& node)
    {
        Diagram d = Diagram::fromPosition(node.position());
        if (!node.isRoot()) {
            d.lastFrom = int(node.move().from());
            d.lastTo = int(node.move().to());
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

    // The moves from node's first child on, with variations of each move after it.
    void line(const pgn::Node& from, bool mainLine, int depth, bool needNumber)
    {
        const pgn::Node* node = &from;
        const pgn::Node* bookEnd = lastBookMove(from.next());
        while (const pgn::Node* next = node->next()) {
            move(*next, needNumber, mainLine, next == bookEnd);
            needNumber = false;
            if (node->childCount() > 1 || next == bookEnd
                || !commentText(next->commentAfter(), true).isEmpty())
                needNumber = true;
            for (std::size_t i = 1; i < node->childCount(); ++i) {
                m_html += QStringLiteral("</p><p class=\"variation\" style=\"margin-left:%1em\">(")
                              .arg(1.5 * (depth + 1));
                const pgn::Node& variation = *node->child(i);
                move(variation, true, false, lastBookMove(&variation) == &variation);
                line(variation, false, depth + 1, false);
                m_html += QStringLiteral(")</p><p class=\"moves\" style=\"margin-left:%1em\">")
                              .arg(1.5 * depth);
            }
            node = next;
        }
    }

    // bookEnd: the node is its line's last book move, after which a note says so.
    void move(const pgn::Node& node, bool needNumber, bool mainLine, bool bookEnd)
    {
        if (!node.commentBefore().empty())
            m_html += QStringLiteral("<i>%1</i> ").arg(commentText(node.commentBefore()));
        const bool white = node.mover() == chess::Color::White;
        if (white || needNumber)
            m_html += QStringLiteral("%1%2 ")
                          .arg(node.moveNumber())
                          .arg(white ? QStringLiteral(".") : QStringLiteral("..."));
        QString nags;
        for (const auto nag : node.nags()) nags += QString::fromStdString(pgn::nagAfterMove(nag));
        QString san = figurineSan(node.san()) + nags.toHtmlEscaped();
        if (mainLine) san = QStringLiteral("<b>") + san + QStringLiteral("</b>");
        if (isBookMove(node))
            san = QStringLiteral("<span style=\"color:%1\">%2</span>").arg(BookGrey, san);
        m_html += san + QLatin1Char(' ');
        if (bookEnd)
            m_html += QStringLiteral("<span style=\"color:%1\"><i>%2</i></span> ")
                          .arg(BookGrey, QCoreApplication::translate("kibitz::ui::GameHtml",
                                                                     "last book move"));
        const QString comment = commentText(node.commentAfter(), true);
        if (!comment.isEmpty()) m_html += QStringLiteral("<i>%1</i> ").arg(comment);
        if (wantsDiagram(node.commentAfter())
            || (mainLine && m_options.diagramPlies.count(node.ply())))
            m_html += diagram(node);
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
        if (!game.root()->commentAfter().empty())
            m_html += QStringLiteral("<i>%1</i> ").arg(commentText(game.root()->commentAfter()));
        if (m_options.diagramPlies.count(0)) m_html += diagram(*game.root());
        line(*game.root(), true, 0, true);
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
    QString out;
    for (const char c : san) {
        switch (c) {
        case 'K':
            out += QChar(0x2654);
            break;
        case 'Q':
            out += QChar(0x2655);
            break;
        case 'R':
            out += QChar(0x2656);
            break;
        case 'B':
            out += QChar(0x2657);
            break;
        case 'N':
            out += QChar(0x2658);
            break;
        default:
            out += QChar::fromLatin1(c);
        }
    }
    return out.toHtmlEscaped();
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
