// SPDX-License-Identifier: GPL-3.0-or-later
#include "mainwindow/documenttabs.h"

#include "model/gamedocument.h"
#include "notation/movetreeview.h"

#include <QDir>
#include <QStackedWidget>
#include <QTabBar>
#include <QUndoGroup>
#include <QUndoStack>

namespace kibitz::ui {

namespace {
// A tab's text at most, in average characters: two players' names and a date.
constexpr int kTabTextChars = 36;
} // namespace

DocumentTabs::DocumentTabs(QWidget* window, std::function<bool(model::GameDocument*)> mayClose)
    : m_window(window)
    , m_mayClose(std::move(mayClose))
    , m_undoGroup(new QUndoGroup(window))
    , m_tabBar(new QTabBar(window))
    , m_notationStack(new QStackedWidget(window))
{
    // The tabs (shown once a second game is open) sit right above the board.
    m_tabBar->setObjectName(QStringLiteral("gameTabs"));
    m_tabBar->setDocumentMode(true);
    m_tabBar->setTabsClosable(true);
    m_tabBar->setMovable(true);
    m_tabBar->setExpanding(false);
    m_tabBar->setAutoHide(true);
    // Many games: the tabs shrink from the middle of their names, as their texts are cut.
    m_tabBar->setElideMode(Qt::ElideMiddle);
    m_tabBar->setFocusPolicy(Qt::NoFocus);
    connect(m_tabBar, &QTabBar::currentChanged, this, &DocumentTabs::setCurrentIndex);
    connect(m_tabBar, &QTabBar::tabCloseRequested, this, &DocumentTabs::closeDocument);
    connect(m_tabBar, &QTabBar::tabMoved, this, [this](int from, int to) {
        const OpenGame moved = m_games[std::size_t(from)];
        m_games.erase(m_games.begin() + from);
        m_games.insert(m_games.begin() + to, moved);
    });
}

model::GameDocument* DocumentTabs::documentAt(int index) const
{
    return index >= 0 && index < count() ? m_games[std::size_t(index)].document : nullptr;
}

int DocumentTabs::indexOf(const model::GameDocument* document) const
{
    for (std::size_t i = 0; i < m_games.size(); ++i)
        if (m_games[i].document == document) return int(i);
    return -1;
}

MoveTreeView* DocumentTabs::currentNotation() const
{
    return static_cast<MoveTreeView*>(m_notationStack->currentWidget());
}

std::vector<model::GameDocument*> DocumentTabs::documents() const
{
    std::vector<model::GameDocument*> out;
    out.reserve(m_games.size());
    for (const OpenGame& g : m_games) out.push_back(g.document);
    return out;
}

std::vector<MoveTreeView*> DocumentTabs::notations() const
{
    std::vector<MoveTreeView*> out;
    out.reserve(m_games.size());
    for (const OpenGame& g : m_games) out.push_back(g.notation);
    return out;
}

model::GameDocument* DocumentTabs::addDocument()
{
    auto* document = new model::GameDocument(m_window);
    auto* notation = new MoveTreeView(document, m_notationStack);
    notation->setFocusPolicy(Qt::NoFocus);
    m_notationStack->addWidget(notation);
    m_undoGroup->addStack(document->undoStack());
    m_games.push_back({document, notation});

    // The tab's text follows the game's title, file and modified mark.
    const auto update = [this, document] { updateTab(document); };
    connect(document, &model::GameDocument::headersChanged, this, update);
    connect(document, &model::GameDocument::treeChanged, this, update);
    connect(document, &model::GameDocument::modifiedChanged, this, update);
    connect(document, &model::GameDocument::filePathChanged, this, update);
    emit documentAdded(document, notation);

    const int index = m_tabBar->addTab(QString());
    updateTab(document);
    setCurrentIndex(index);
    return document;
}

bool DocumentTabs::show(const model::GameDocument* document)
{
    const int index = indexOf(document);
    if (index < 0) return false;
    setCurrentIndex(index);
    return true;
}

void DocumentTabs::setCurrentIndex(int index)
{
    model::GameDocument* document = documentAt(index);
    if (!document) return;
    if (m_tabBar->currentIndex() != index) m_tabBar->setCurrentIndex(index); // comes back here
    if (document == m_current) return;
    m_current = document;
    m_notationStack->setCurrentWidget(m_games[std::size_t(index)].notation);
    m_undoGroup->setActiveStack(document->undoStack());
    emit currentChanged(document);
}

bool DocumentTabs::closeDocument(int index)
{
    model::GameDocument* document = documentAt(index);
    if (!document) return false;
    if (document->isModified()) setCurrentIndex(index); // the game asked about is in view
    if (!m_mayClose(document)) return false;
    const OpenGame closing = m_games[std::size_t(index)];
    if (count() == 1) addDocument(); // there is always a game to show
    index = indexOf(document);
    if (document == m_current) setCurrentIndex(index + 1 < count() ? index + 1 : index - 1);
    m_games.erase(m_games.begin() + index);
    m_tabBar->removeTab(index);
    m_undoGroup->removeStack(document->undoStack());
    m_notationStack->removeWidget(closing.notation);
    delete closing.notation;
    delete document;
    return true;
}

bool DocumentTabs::isPristine(const model::GameDocument* document)
{
    return isUntouched(document)
           && document->game().startPosition() == chess::Position::startPosition();
}

bool DocumentTabs::isUntouched(const model::GameDocument* document)
{
    return document && !document->isModified() && document->filePath().isEmpty()
           && document->game().nodeCount() == 0 && document->undoStack()->count() == 0;
}

model::GameDocument* DocumentTabs::freshDocument()
{
    return isPristine(m_current) ? m_current : addDocument();
}

void DocumentTabs::updateTab(const model::GameDocument* document)
{
    const int index = indexOf(document);
    if (index < 0) return;
    // Cut in the middle, where a long title has least to tell: both players' names keep
    // their start and the date and hour their end ("Carlsen, Mag…Kibitz, 2026-12-02 00:31").
    const QString title = document->title();
    QString text = m_tabBar->fontMetrics().elidedText(
        title, Qt::ElideMiddle, m_tabBar->fontMetrics().averageCharWidth() * kTabTextChars);
    if (document->isModified()) text += QLatin1Char('*');
    m_tabBar->setTabText(index, text);
    // The whole title, and the file it came from.
    QString tip = title;
    if (!document->filePath().isEmpty())
        tip += QLatin1Char('\n') + QDir::toNativeSeparators(document->filePath());
    m_tabBar->setTabToolTip(index, tip);
}

} // namespace kibitz::ui
