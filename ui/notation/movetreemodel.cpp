// SPDX-License-Identifier: GPL-3.0-or-later
#include "notation/movetreemodel.h"

#include "diagram/gamehtml.h"

#include "model/gamedocument.h"
#include "pgn/game.h"
#include "pgn/nag.h"

namespace kibitz::ui {

using pgn::Node;

namespace {

// The first node of the row list that n is in, for a node that continues its line: walk up
// through first children until the line's start (the main line's first move, or the move
// after a variation's first move).
const Node* lineTop(const Node* n)
{
    while (!n->parent()->isRoot() && n->parent()->isMainContinuation()) n = n->parent();
    return n;
}

// The item that holds n's row list; nullptr for the top level.
const Node* itemParent(const Node* n)
{
    if (!n->isMainContinuation()) return n->parent()->child(0);
    const Node* top = lineTop(n);
    return top->parent()->isRoot() ? nullptr : top->parent();
}

int itemRow(const Node* n)
{
    if (!n->isMainContinuation()) return int(n->indexInParent()) - 1;
    return n->ply() - lineTop(n)->ply();
}

// The first node of the row list under item (nullptr: the top level), and whether the list
// is a line (followed by next()) or the alternatives of a move (siblings).
const Node* firstOfLine(const Node* root, const Node* item)
{
    if (!item) return root->next();
    if (!item->isMainContinuation()) return item->next();
    return nullptr; // alternatives, not a line
}

int lineLength(const Node* first)
{
    int n = 0;
    for (; first; first = first->next()) ++n;
    return n;
}

} // namespace

QString nagGlyph(int nag)
{
    const std::string_view symbol = pgn::nagSymbol(std::uint8_t(nag));
    if (symbol.empty()) return QStringLiteral("$%1").arg(nag);
    return QString::fromUtf8(symbol.data(), qsizetype(symbol.size()));
}

MoveTreeModel::MoveTreeModel(model::GameDocument* document, QObject* parent)
    : QAbstractItemModel(parent)
    , m_document(document)
    , m_current(document->currentNode())
{
    connect(document, &model::GameDocument::treeAboutToChange, this, [this] {
        m_cursor = {};
        beginResetModel();
    });
    connect(document, &model::GameDocument::treeChanged, this, [this] {
        m_current = m_document->currentNode();
        endResetModel();
    });
    connect(document, &model::GameDocument::currentNodeChanged, this,
            &MoveTreeModel::currentChanged);
}

void MoveTreeModel::currentChanged(const Node* node)
{
    const Node* old = m_current;
    m_current = node;
    for (const Node* n : {old, node}) {
        const QModelIndex i = indexOf(n);
        if (i.isValid()) emit dataChanged(i, i, {CurrentRole});
    }
}

const Node* MoveTreeModel::nodeOf(const QModelIndex& index)
{
    return index.isValid() ? static_cast<const Node*>(index.internalPointer()) : nullptr;
}

QModelIndex MoveTreeModel::indexOf(const Node* node) const
{
    if (!node || node->isRoot() || !m_document->owns(node)) return {};
    return createIndex(itemRow(node), 0, const_cast<Node*>(node));
}

QModelIndex MoveTreeModel::index(int row, int column, const QModelIndex& parent) const
{
    if (row < 0 || column != 0) return {};
    const Node* item = nodeOf(parent);
    const Node* n = nullptr;
    if (item && item->isMainContinuation()) {
        n = item->parent()->child(std::size_t(row) + 1);
    } else {
        int at = 0;
        if (m_cursor.row >= 0 && m_cursor.item == item && m_cursor.row <= row) {
            at = m_cursor.row;
            n = m_cursor.node;
        } else {
            n = firstOfLine(m_document->game().root(), item);
        }
        for (; n && at < row; ++at) n = n->next();
        if (n) m_cursor = {item, row, n};
    }
    return n ? createIndex(row, 0, const_cast<Node*>(n)) : QModelIndex();
}

QModelIndex MoveTreeModel::parent(const QModelIndex& child) const
{
    const Node* n = nodeOf(child);
    if (!n) return {};
    return indexOf(itemParent(n));
}

int MoveTreeModel::rowCount(const QModelIndex& parent) const
{
    if (parent.column() > 0) return 0;
    const Node* item = nodeOf(parent);
    if (item && item->isMainContinuation()) return int(item->parent()->childCount()) - 1;
    return lineLength(firstOfLine(m_document->game().root(), item));
}

int MoveTreeModel::columnCount(const QModelIndex&) const
{
    return 1;
}

QString MoveTreeModel::moveNumber(const Node* node, bool blackNeedsNumber)
{
    if (node->mover() == chess::Color::White) return QStringLiteral("%1.").arg(node->moveNumber());
    return blackNeedsNumber ? QStringLiteral("%1...").arg(node->moveNumber()) : QString();
}

namespace {
bool g_figurines = false;
} // namespace

void MoveTreeModel::setFigurineNotation(bool on)
{
    g_figurines = on;
}

bool MoveTreeModel::figurineNotation()
{
    return g_figurines;
}

QString MoveTreeModel::moveText(const Node* node)
{
    return moveWithGlyphs(*node, g_figurines);
}

QVariant MoveTreeModel::data(const QModelIndex& index, int role) const
{
    const Node* n = nodeOf(index);
    if (!n) return {};
    switch (role) {
    case Qt::DisplayRole: {
        const QString number = moveNumber(n, true);
        return number.isEmpty() ? moveText(n) : number + QLatin1Char(' ') + moveText(n);
    }
    case Qt::ToolTipRole:
        return n->commentAfter().empty() ? QVariant() : QString::fromStdString(n->commentAfter());
    case Qt::FontRole:
        return QVariant();
    case NodeRole:
        return QVariant::fromValue(n);
    case MainLineRole:
        return n->isOnMainLine();
    case CurrentRole:
        return n == m_current;
    case SanRole:
        return QString::fromStdString(n->san());
    default:
        return {};
    }
}

QHash<int, QByteArray> MoveTreeModel::roleNames() const
{
    QHash<int, QByteArray> names = QAbstractItemModel::roleNames();
    names.insert(NodeRole, "node");
    names.insert(MainLineRole, "mainLine");
    names.insert(CurrentRole, "current");
    names.insert(SanRole, "san");
    return names;
}

} // namespace kibitz::ui
