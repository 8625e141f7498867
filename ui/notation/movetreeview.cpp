// SPDX-License-Identifier: GPL-3.0-or-later
#include "notation/movetreeview.h"

#include "model/gamedocument.h"
#include "notation/commentdialog.h"
#include "notation/movetreemodel.h"
#include "notation/notationoptions.h"
#include "pgn/comment.h"
#include "pgn/game.h"
#include "pgn/walk.h"
#include "pgn/writer.h"

#include <QClipboard>
#include <QContextMenuEvent>
#include <QGuiApplication>
#include <QMenu>
#include <QMimeData>
#include <QScrollBar>
#include <QTextBlock>
#include <QTextBoundaryFinder>

#include <algorithm>
#include <cmath>

namespace kibitz::ui {

using pgn::Node;

namespace {

constexpr auto kAnchorPrefix = QLatin1String("move:");
constexpr QChar kWordJoiner(0x2060);

// A move with its glyphs never breaks across lines ("O-" / "O?", "+" / "−"): its spaces
// become no-break spaces, and a word joiner (U+2060, UAX #14 class WJ) stands wherever the
// line breaker would otherwise break it.
QString unbreakable(const QString& token)
{
    QString text = token;
    text.replace(QLatin1Char(' '), QChar::Nbsp);
    QTextBoundaryFinder breaks(QTextBoundaryFinder::Line, text);
    QString out;
    qsizetype from = 0;
    for (qsizetype at = breaks.toNextBoundary(); at > 0 && at < text.size();
         at = breaks.toNextBoundary()) {
        out += text.mid(from, at - from);
        out += kWordJoiner;
        from = at;
    }
    out += text.mid(from);
    return out;
}

// The game through the one walk every writer shares (pgn/walk.h: numbers, book moves,
// readable comments), as paragraphs: the main line, each of its variations in a paragraph of
// its own, deeper ones inline in parentheses.
class HtmlWriter : public pgn::ShownVisitor {
public:
    explicit HtmlWriter(std::vector<const Node*>& anchors)
        : m_anchors(anchors)
    {}

    QString write(const pgn::Game& game)
    {
        const std::string intro = pgn::readableComment(game.root()->commentAfter());
        m_html += QStringLiteral("<p class=main>");
        if (!intro.empty()) comment(intro);
        pgn::walkShown(game, *this);
        reopenMainLine();
        m_html += QStringLiteral(" <b>%1</b></p>")
                      .arg(QString::fromStdString(game.result()).toHtmlEscaped());
        return m_html;
    }

    bool move(const pgn::ShownMove& m) override
    {
        reopenMainLine();
        if (!m.before.empty()) comment(m.before);
        const int id = int(m_anchors.size());
        m_anchors.push_back(m.node);
        if (!m_html.endsWith(QLatin1Char('('))) m_html += QLatin1Char(' ');
        // A book move is grey, and the word "book" is not shown as its comment.
        QString cls = m.depth == 0 ? QStringLiteral("main") : QStringLiteral("var");
        if (m.book) cls += QStringLiteral("book");
        const QString number = QString::fromStdString(m.number);
        m_html += QStringLiteral("<a href=\"%1%2\" class=%3>%4%5</a>")
                      .arg(kAnchorPrefix)
                      .arg(id)
                      .arg(cls, number.isEmpty() ? QString() : number + QChar::Nbsp,
                           unbreakable(MoveTreeModel::moveText(m.node)).toHtmlEscaped());
        values(m.info);
        // One quiet note where the book ends says what the grey moves were.
        if (m.lastBook)
            m_html += QStringLiteral(" <span class=booknote>%1</span>")
                          .arg(MoveTreeView::tr("last book move"));
        if (!m.after.empty()) comment(m.after);
        return false;
    }
    void beginVariation(int depth) override
    {
        if (depth == 1) {
            m_reopen = false;
            m_html += QStringLiteral("</p><p class=variation>");
        } else {
            m_html += QStringLiteral(" (");
        }
    }
    void endVariation(int depth) override
    {
        if (depth == 1) {
            m_html += QStringLiteral("</p>");
            m_reopen = true; // the main line goes on in a paragraph of its own
        } else {
            m_html += QLatin1Char(')');
        }
    }

private:
    void reopenMainLine()
    {
        if (m_reopen) m_html += QStringLiteral("<p class=main>");
        m_reopen = false;
    }

    void comment(const std::string& text)
    {
        m_html += QStringLiteral(" <span class=comment>%1</span>")
                      .arg(QString::fromStdString(text).toHtmlEscaped());
    }

    // The evaluation and clock of a move beside it, small, as lichess shows them.
    void values(const pgn::CommentInfo& info)
    {
        const NotationOptions& options = NotationOptions::instance();
        if (options.showEvaluations() && info.eval)
            m_html += QStringLiteral(" <span class=eval>%1</span>").arg(evalText(*info.eval));
        if (options.showClocks()) {
            if (info.clock)
                m_html +=
                    QStringLiteral(" <span class=clock>%1</span>").arg(clockText(*info.clock));
            else if (info.emt)
                m_html +=
                    QStringLiteral(" <span class=clock>%1</span>").arg(moveTimeText(*info.emt));
        }
    }

    std::vector<const Node*>& m_anchors;
    QString m_html;
    bool m_reopen = false; // a variation paragraph ended: the main line needs a new one
};

} // namespace

MoveTreeView::MoveTreeView(model::GameDocument* gameDocument, QWidget* parent)
    : QTextBrowser(parent)
    , m_document(gameDocument)
    , m_model(new MoveTreeModel(gameDocument, this))
{
    setOpenLinks(false);
    setOpenExternalLinks(false);
    setAccessibleName(tr("Moves"));
    setPlaceholderText(tr("No moves yet. Play a move on the board."));
    document()->setDefaultStyleSheet(
        QStringLiteral("a { text-decoration: none; }"
                       "a.main { color: palette(text); font-weight: bold; }"
                       "a.var { color: palette(text); }"
                       "p.main { margin-top: 4px; margin-bottom: 4px; }"
                       "p.variation { margin-left: 22px; margin-top: 2px; margin-bottom: 2px; }"
                       ".comment { color: #2e6b3f; }"
                       // Book moves and the values beside moves: there, but quieter.
                       "a.mainbook { color: #7a7a7a; font-weight: bold; }"
                       "a.varbook { color: #7a7a7a; }"
                       ".booknote { color: #7a7a7a; font-style: italic; font-size: small; }"
                       ".eval { color: #35609a; font-size: small; }"
                       ".clock { color: #6b6b6b; font-size: small; }"));
    document()->setDocumentMargin(8);

    connect(this, &QTextBrowser::anchorClicked, this, [this](const QUrl& url) {
        const QString text = url.toString();
        if (!text.startsWith(kAnchorPrefix)) return;
        const int id = text.mid(kAnchorPrefix.size()).toInt();
        if (id >= 0 && id < int(m_anchors.size())) m_document->goTo(m_anchors[std::size_t(id)]);
    });
    connect(m_model, &QAbstractItemModel::modelReset, this, &MoveTreeView::rebuild);
    connect(&NotationOptions::instance(), &NotationOptions::changed, this, &MoveTreeView::rebuild);
    // The result is written after the moves: a Result tag set later shows at once.
    connect(m_document, &model::GameDocument::headersChanged, this, &MoveTreeView::rebuild);
    connect(m_document, &model::GameDocument::currentNodeChanged, this,
            &MoveTreeView::highlightCurrent);
    rebuild();
}

MoveTreeView::~MoveTreeView() = default;

void MoveTreeView::rebuild()
{
    m_anchors.clear();
    m_ranges.clear();
    const int scroll = verticalScrollBar()->value();
    if (m_document->game().nodeCount() == 0 && m_document->game().root()->commentAfter().empty()) {
        clear();
        return;
    }
    HtmlWriter writer(m_anchors);
    setHtml(writer.write(m_document->game()));

    // Find where each move landed, for highlighting and hit-testing.
    for (QTextBlock block = document()->begin(); block.isValid(); block = block.next()) {
        for (auto it = block.begin(); !it.atEnd(); ++it) {
            const QTextFragment fragment = it.fragment();
            const QString href = fragment.charFormat().anchorHref();
            if (!href.startsWith(kAnchorPrefix)) continue;
            const int id = href.mid(kAnchorPrefix.size()).toInt();
            if (id < 0 || id >= int(m_anchors.size())) continue;
            Range& range = m_ranges[m_anchors[std::size_t(id)]];
            if (range.length == 0) range.position = fragment.position();
            range.length = fragment.position() + fragment.length() - range.position;
        }
    }
    verticalScrollBar()->setValue(scroll);
    highlightCurrent();
}

void MoveTreeView::highlightCurrent()
{
    QList<QTextEdit::ExtraSelection> selections;
    const auto it = m_ranges.constFind(m_document->currentNode());
    if (it != m_ranges.constEnd()) {
        QTextEdit::ExtraSelection selection;
        selection.cursor = QTextCursor(document());
        selection.cursor.setPosition(it->position);
        selection.cursor.setPosition(it->position + it->length, QTextCursor::KeepAnchor);
        selection.format.setBackground(palette().highlight());
        selection.format.setForeground(palette().highlightedText());
        selections.push_back(selection);
        QTextCursor cursor(document());
        cursor.setPosition(it->position);
        setTextCursor(cursor);
        ensureCursorVisible();
    }
    setExtraSelections(selections);
}

const Node* MoveTreeView::nodeAtPosition(int position) const
{
    for (auto it = m_ranges.constBegin(); it != m_ranges.constEnd(); ++it)
        if (position >= it->position && position < it->position + it->length) return it.key();
    return nullptr;
}

int MoveTreeView::positionOf(const Node* node) const
{
    const auto it = m_ranges.constFind(node);
    return it == m_ranges.constEnd() ? -1 : it->position;
}

const Node* MoveTreeView::nodeAtPoint(QPoint viewportPoint) const
{
    const QString href = anchorAt(viewportPoint);
    if (!href.startsWith(kAnchorPrefix)) return nullptr;
    const int id = href.mid(kAnchorPrefix.size()).toInt();
    return id >= 0 && id < int(m_anchors.size()) ? m_anchors[std::size_t(id)] : nullptr;
}

QMenu* MoveTreeView::createMenuFor(const Node* node)
{
    auto* menu = new QMenu(this);
    menu->setAttribute(Qt::WA_DeleteOnClose);
    if (!node || node->isRoot()) {
        QAction* comment = menu->addAction(tr("Edit game comment…"));
        connect(comment, &QAction::triggered, this,
                [this] { editComment(m_document->game().root(), false); });
        menu->addAction(tr("Game headers…"), this, &MoveTreeView::headersRequested);
        addDisplayChoices(menu);
        return menu;
    }
    model::GameDocument* doc = m_document;
    // The actions hold the node only while the menu is open; the tree cannot change then.
    auto add = [&](const QString& text, bool enabled, auto&& slot) {
        QAction* action = menu->addAction(text);
        action->setEnabled(enabled);
        connect(action, &QAction::triggered, this, slot);
        return action;
    };
    const bool onMainLine = node->isOnMainLine();
    add(tr("Promote variation"), !onMainLine || node->parent()->childCount() > 1,
        [doc, node] { doc->promoteVariation(node); });
    add(tr("Demote variation"), true, [doc, node] { doc->demoteVariation(node); });
    add(tr("Make main line"), !onMainLine, [doc, node] { doc->promoteToMainLine(node); });
    menu->addSeparator();
    add(tr("Delete variation"), !onMainLine, [doc, node] { doc->deleteVariation(node); });
    add(tr("Delete from here"), true, [doc, node] { doc->deleteFrom(node); });
    menu->addSeparator();
    add(tr("Copy variation as PGN"), true, [doc, node] {
        QGuiApplication::clipboard()->setText(
            QString::fromStdString(pgn::writeGame(doc->game().copyVariation(node))));
    });
    menu->addSeparator();
    add(tr("Comment after move…"), true, [this, node] { editComment(node, false); });
    add(tr("Comment before move…"), true, [this, node] { editComment(node, true); });

    //: Menu of move symbols (!, ?, !!, ...) and position evaluations (=, +-, ...)
    QMenu* nags = menu->addMenu(tr("Annotation"));
    const std::vector<std::pair<int, QString>> palette = annotationPalette();
    for (const auto& [nag, name] : palette) {
        if (nag == 0) {
            nags->addSeparator();
            continue;
        }
        QAction* action = nags->addAction(QStringLiteral("%1\t%2").arg(nagGlyph(nag), name));
        action->setCheckable(true);
        action->setChecked(node->hasNag(std::uint8_t(nag)));
        connect(action, &QAction::triggered, this,
                [doc, node, n = std::uint8_t(nag)] { doc->toggleNag(node, n); });
    }
    nags->addSeparator();
    QAction* clear = nags->addAction(tr("Clear annotations"));
    clear->setEnabled(!node->nags().empty());
    connect(clear, &QAction::triggered, this, [doc, node] { doc->setNags(node, {}); });
    menu->addSeparator();
    menu->addAction(tr("Game headers…"), this, &MoveTreeView::headersRequested);
    addDisplayChoices(menu);
    return menu;
}

std::vector<std::pair<int, QString>> MoveTreeView::annotationPalette()
{
    return {
        {1, tr("Good move")},
        {2, tr("Mistake")},
        {3, tr("Brilliant move")},
        {4, tr("Blunder")},
        {5, tr("Interesting move")},
        {6, tr("Dubious move")},
        {0, {}},
        {10, tr("Equal position")},
        {13, tr("Unclear position")},
        {14, tr("White is slightly better")},
        {15, tr("Black is slightly better")},
        {16, tr("White is better")},
        {17, tr("Black is better")},
        {18, tr("White is winning")},
        {19, tr("Black is winning")},
        {0, {}},
        //: A move never played before (NAG 146, N)
        {146, tr("Novelty")},
    };
}

void MoveTreeView::addDisplayChoices(QMenu* menu)
{
    menu->addSeparator();
    NotationOptions& options = NotationOptions::instance();
    QAction* clocks = menu->addAction(tr("Show Clock Times"));
    clocks->setCheckable(true);
    clocks->setChecked(options.showClocks());
    connect(clocks, &QAction::toggled, &options, &NotationOptions::setShowClocks);
    QAction* evaluations = menu->addAction(tr("Show Evaluations"));
    evaluations->setCheckable(true);
    evaluations->setChecked(options.showEvaluations());
    connect(evaluations, &QAction::toggled, &options, &NotationOptions::setShowEvaluations);
}

void MoveTreeView::contextMenuEvent(QContextMenuEvent* event)
{
    const Node* node = nodeAtPoint(viewport()->mapFrom(this, event->pos()));
    if (!node) node = m_document->currentNode();
    QMenu* menu = createMenuFor(node);
    menu->popup(event->globalPos());
    event->accept();
}

QMimeData* MoveTreeView::createMimeDataFromSelection() const
{
    // Copied text reads as typed: the word joiners that keep a move whole go, and no-break
    // spaces are spaces.
    QMimeData* data = QTextBrowser::createMimeDataFromSelection();
    QString text = data->text();
    text.remove(kWordJoiner);
    text.replace(QChar::Nbsp, QLatin1Char(' '));
    data->setText(text);
    return data;
}

void MoveTreeView::editComment(const Node* node, bool before)
{
    const std::string& raw = before ? node->commentBefore() : node->commentAfter();
    const QString label = node->isRoot()
                              ? tr("Comment on the game:")
                              : (before ? tr("Comment before %1:") : tr("Comment after %1:"))
                                    .arg(MoveTreeModel::moveText(node));
    CommentDialog dialog(label, QString::fromStdString(pgn::parseComment(raw).text), this);
    if (dialog.exec() != QDialog::Accepted) return;
    const QString text = dialog.textValue();
    // Only the free text is edited: arrows, clocks and evaluations in the comment stay.
    std::string comment = raw;
    pgn::setCommentText(comment, text.trimmed().toStdString());
    const QString value = QString::fromStdString(comment);
    if (before)
        m_document->setCommentBefore(node, value);
    else
        m_document->setCommentAfter(node, value);
}

} // namespace kibitz::ui
