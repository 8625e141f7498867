// SPDX-License-Identifier: GPL-3.0-or-later
#include "database/databaseview.h"

#include "common/pickonenter.h"
#include "database/filterdialog.h"
#include "model/databasemodel.h"

#include <QApplication>
#include <QClipboard>
#include <QHBoxLayout>
#include <QHeaderView>
#include <QLabel>
#include <QLineEdit>
#include <QLocale>
#include <QMenu>
#include <QProgressBar>
#include <QScrollBar>
#include <QTableView>
#include <QTimer>
#include <QToolButton>
#include <QVBoxLayout>

#include <algorithm>

namespace kibitz::ui {

namespace {

// A character as wide as names and events have them on average (the font's own average
// width is narrower: "Adams, Michael" needs more than 14 of it).
int letterWidth(const QFontMetrics& metrics)
{
    return metrics.horizontalAdvance(QStringLiteral("abcdefghijklmnopqrstuvwxyz")) / 26;
}

// Text typed in the list goes into the quick search (onText): jumping to the row that begins with
// it, as a list otherwise does, made "e4" and Enter open a game the player never chose.
class GameTable : public QTableView {
public:
    using QTableView::QTableView;
    std::function<void(const QString&)> onText;

protected:
    void keyboardSearch(const QString& text) override
    {
        if (onText) onText(text);
    }
};

} // namespace

DatabaseView::DatabaseView(model::DatabaseModel* model, QWidget* parent)
    : QWidget(parent)
    , m_model(model)
{
    model->setParent(this);
    m_quickSearch = new QLineEdit(this);
    m_quickSearch->setObjectName(QStringLiteral("quickSearch"));
    m_quickSearch->setPlaceholderText(tr("Search players, events, sites, openings"));
    m_quickSearch->setClearButtonEnabled(true);
    m_quickTimer = new QTimer(this);
    m_quickTimer->setSingleShot(true);
    m_quickTimer->setInterval(200);

    auto button = [this](const QString& text, const QString& tip, const char* name) {
        auto* b = new QToolButton(this);
        b->setText(text);
        b->setToolTip(tip);
        b->setObjectName(QString::fromLatin1(name));
        b->setAutoRaise(true);
        return b;
    };
    QToolButton* filter =
        button(tr("Filter…"), tr("Filter the games by their headers"), "filterButton");
    QToolButton* position =
        //: Button: search the database for games reaching the board's position
        button(tr("Position"), tr("Games reaching the board's position"), "positionButton");
    QToolButton* pawns =
        //: Button: search the database for games with the board's pawn structure
        button(tr("Pawns"), tr("Games reaching the board's pawn structure"), "pawnsButton");
    m_material = new QLineEdit(this);
    m_material->setObjectName(QStringLiteral("materialSearch"));
    m_material->setPlaceholderText(tr("Material, e.g. KRPvKR"));
    m_material->setMaximumWidth(150);
    m_clearSearch = button(tr("Show All"), tr("Clear the search and the filter"), "clearButton");
    m_count = new QLabel(this);
    m_count->setObjectName(QStringLiteral("countLabel"));
    m_searchLabel = new QLabel(this);
    m_progress = new QProgressBar(this);
    m_progress->setRange(0, 1000);
    m_progress->setMaximumWidth(200);
    // It may be narrow: while a large file is read it shares the line with the search
    // fields, and a wider minimum pushed the window off a laptop's screen (it grew to make
    // room and stayed so).
    m_progress->setMinimumWidth(fontMetrics().horizontalAdvance(QStringLiteral("100%")) + 8);
    m_progress->setFormat(tr("Reading… %p%"));
    m_cancel = button(tr("Cancel"), tr("Stop reading the file"), "cancelButton");

    auto* tools = new QHBoxLayout;
    tools->setContentsMargins(0, 0, 0, 0);
    tools->addWidget(m_quickSearch, 2);
    tools->addWidget(filter);
    tools->addWidget(position);
    tools->addWidget(pawns);
    tools->addWidget(m_material, 1);
    tools->addWidget(m_clearSearch);
    tools->addWidget(m_progress);
    tools->addWidget(m_cancel);
    tools->addWidget(m_count);
    m_searchTools = {filter, position, pawns, m_material, m_clearSearch};

    auto* table = new GameTable(this);
    m_table = table;
    m_table->setObjectName(QStringLiteral("gameList"));
    m_table->setModel(model);
    m_table->setSortingEnabled(true);
    m_table->sortByColumn(-1, Qt::AscendingOrder);
    m_table->setSelectionBehavior(QAbstractItemView::SelectRows);
    m_table->setSelectionMode(QAbstractItemView::ExtendedSelection);
    m_table->setEditTriggers(QAbstractItemView::NoEditTriggers);
    m_table->setAlternatingRowColors(true);
    m_table->setWordWrap(false);
    m_table->verticalHeader()->hide();
    m_table->verticalHeader()->setDefaultSectionSize(fontMetrics().height() + 6);
    m_table->horizontalHeader()->setHighlightSections(false);
    m_table->horizontalHeader()->setStretchLastSection(true);
    m_table->setDragEnabled(true);
    m_table->setAcceptDrops(true);
    m_table->setDropIndicatorShown(true);
    m_table->setDragDropMode(QAbstractItemView::DragDrop);
    m_table->setDefaultDropAction(Qt::CopyAction);
    m_table->setContextMenuPolicy(Qt::CustomContextMenu);
    // Widths in characters of the list's font until the first games are in (fitColumns).
    const int widths[] = {6, 18, 4, 18, 4, 7, 10, 20, 16, 4, 4, 28, 4};
    const int ch = letterWidth(fontMetrics());
    for (int c = 0; c < int(std::size(widths)); ++c)
        m_table->setColumnWidth(c, (widths[c] + 2) * ch);
    m_table->setColumnHidden(model::DatabaseModel::NextMoveColumn, true);
    // The move played next stands beside the game number, where the eye looks first.
    m_table->horizontalHeader()->moveSection(model::DatabaseModel::NextMoveColumn, 1);
    m_table->viewport()->installEventFilter(this);
    // A name column the user widens or narrows is the user's: the list stops fitting its
    // width.
    connect(m_table->horizontalHeader(), &QHeaderView::sectionResized, this, [this](int column) {
        const bool name = column == int(db::Column::White) || column == int(db::Column::Black)
                          || column == int(db::Column::Event);
        if (name && !m_fitting && m_columnsFitted) m_followWidth = false;
    });
    // Enter in the list opens the game, as a double click does.
    onEnter(table, [this] { openCurrent(); });
    table->onText = [this](const QString& text) {
        m_quickSearch->setFocus(Qt::OtherFocusReason);
        m_quickSearch->insert(text);
    };

    auto* layout = new QVBoxLayout(this);
    layout->setContentsMargins(2, 2, 2, 2);
    layout->addLayout(tools);
    layout->addWidget(m_searchLabel);
    layout->addWidget(m_table);

    connect(m_quickSearch, &QLineEdit::textChanged, m_quickTimer, qOverload<>(&QTimer::start));
    connect(m_quickTimer, &QTimer::timeout, this, [this] {
        db::HeaderFilter f = m_model->headerFilter();
        f.text = m_quickSearch->text().trimmed().toStdString();
        m_model->setHeaderFilter(f);
        emit filterChanged();
    });
    connect(filter, &QToolButton::clicked, this, &DatabaseView::showFilterDialog);
    connect(position, &QToolButton::clicked, this, &DatabaseView::positionSearchRequested);
    connect(pawns, &QToolButton::clicked, this, &DatabaseView::pawnSearchRequested);
    connect(m_material, &QLineEdit::returnPressed, this,
            [this] { searchMaterial(m_material->text()); });
    connect(m_clearSearch, &QToolButton::clicked, this, [this] {
        m_quickSearch->blockSignals(true);
        m_quickSearch->clear();
        m_quickSearch->blockSignals(false);
        m_model->setHeaderFilter({});
        m_model->clearSearch();
        emit filterChanged();
    });
    connect(m_cancel, &QToolButton::clicked, m_model, &model::DatabaseModel::cancel);
    connect(m_table, &QTableView::doubleClicked, this, [this] { openCurrent(); });
    connect(m_table, &QTableView::customContextMenuRequested, this, &DatabaseView::showContextMenu);
    connect(m_model, &model::DatabaseModel::countChanged, this, &DatabaseView::updateCount);
    connect(m_model, &model::DatabaseModel::loadingChanged, this, &DatabaseView::updateLoading);
    connect(m_model, &model::DatabaseModel::progressChanged, this,
            [this](double p) { m_progress->setValue(int(p * 1000)); });
    connect(m_model, &model::DatabaseModel::searchFinished, this, [this] {
        m_table->setColumnHidden(model::DatabaseModel::NextMoveColumn, !m_model->hasNextMoves());
        updateCount();
        emit filterChanged();
    });
    connect(m_model, &model::DatabaseModel::opened, this, [this] {
        fitColumns();
        updateCount();
        emit filterChanged();
        if (m_model->rowCount() && !m_table->currentIndex().isValid())
            m_table->setCurrentIndex(m_model->index(0, 0));
    });
    updateLoading();
    updateCount();
}

void DatabaseView::fitColumns()
{
    if (m_columnsFitted || m_model->rowCount() == 0) return;
    m_columnsFitted = true;
    // Each column as wide as what its first rows hold and its title; names, events and
    // openings cut at a readable length. A width the user sets stays.
    m_table->horizontalHeader()->setResizeContentsPrecision(200);
    const int ch = letterWidth(fontMetrics());
    auto cap = [ch](db::Column column) {
        switch (column) {
        case db::Column::White:
        case db::Column::Black:
        case db::Column::Site:
            return 20 * ch; // longer names end in "…"
        case db::Column::Event:
            return 24 * ch;
        case db::Column::Opening:
            return 32 * ch;
        default:
            return 12 * ch;
        }
    };
    m_fitting = true;
    for (int c = 0; c < int(db::Column::Count); ++c) {
        m_table->resizeColumnToContents(c);
        m_table->setColumnWidth(c, std::min(m_table->columnWidth(c), cap(db::Column(c))));
    }
    // The last game's number, not only the first rows': a list of 100,000 games shows
    // 100000 whole.
    const int number = int(db::Column::Number);
    const int digits = int(QString::number(m_model->totalGames()).size());
    m_table->setColumnWidth(
        number, std::max(m_table->columnWidth(number),
                         (digits + 2) * fontMetrics().horizontalAdvance(QLatin1Char('0'))));
    m_fitting = false;
    m_fitWidths = {m_table->columnWidth(int(db::Column::White)),
                   m_table->columnWidth(int(db::Column::Black)),
                   m_table->columnWidth(int(db::Column::Event))};
    fitToWidth();
}

void DatabaseView::fitToWidth()
{
    if (!m_followWidth || m_fitWidths[0] == 0) return;
    // The players, the result, the date and the event in view in a list as wide as the board:
    // in a narrow list the event gives way first, down to 14 characters, then the names, down
    // to 12 characters each (a player's name matters more than the rest of a tournament's),
    // and they take their room back when the list is wider again.
    const int ch = letterWidth(fontMetrics());
    const int names[] = {int(db::Column::White), int(db::Column::Black)};
    const int event = int(db::Column::Event);
    const QHeaderView* header = m_table->horizontalHeader();
    int eventEnd = header->sectionViewportPosition(event) + m_fitWidths[2];
    for (std::size_t i = 0; i < 2; ++i) eventEnd += m_fitWidths[i] - m_table->columnWidth(names[i]);
    // The vertical scroll bar of a long list may not be shown yet: its room is kept.
    const QScrollBar* bar = m_table->verticalScrollBar();
    const int room =
        m_table->viewport()->width() - (bar->isVisible() ? 0 : bar->sizeHint().width());
    int over = std::max(0, eventEnd - room);
    m_fitting = true;
    const int eventGives = std::clamp(over, 0, m_fitWidths[2] - std::min(m_fitWidths[2], 14 * ch));
    m_table->setColumnWidth(event, m_fitWidths[2] - eventGives);
    over -= eventGives;
    for (std::size_t i = 0; i < 2; ++i) {
        const int natural = m_fitWidths[i];
        m_table->setColumnWidth(names[i],
                                std::max(std::min(natural, 12 * ch), natural - (over + 1) / 2));
    }
    m_fitting = false;
}

bool DatabaseView::eventFilter(QObject* watched, QEvent* event)
{
    if (watched == m_table->viewport() && event->type() == QEvent::Resize) fitToWidth();
    return QWidget::eventFilter(watched, event);
}

QString DatabaseView::countText() const
{
    const QLocale locale;
    const auto total = qulonglong(m_model->totalGames());
    //: %1: the games the list shows so far, read from the index; the rest are being counted
    if (m_model->isCounting())
        return tr("%1 or more games, counting…").arg(locale.toString(m_model->rowCount()));
    if (m_model->isLoading()) return tr("%Ln game(s) read", nullptr, m_model->rowCount());
    QString text =
        m_model->isFiltered()
            ? tr("%1 of %Ln game(s)", nullptr, int(total)).arg(locale.toString(m_model->rowCount()))
            : tr("%Ln game(s)", nullptr, int(total));
    if (m_model->isModified()) text += tr(" (not saved)");
    return text;
}

void DatabaseView::updateCount()
{
    m_count->setText(countText());
    const QString search = m_model->isSearching() ? tr("Searching…") : m_model->searchDescription();
    m_searchLabel->setText(search);
    m_searchLabel->setVisible(!search.isEmpty());
}

void DatabaseView::updateLoading()
{
    const bool loading = m_model->isLoading();
    m_progress->setVisible(loading);
    m_cancel->setVisible(loading);
    // The searches wait for the whole file; meanwhile the progress bar and Cancel take their
    // room (with them beside it, the line pushed the window off a laptop's screen).
    for (QWidget* tool : m_searchTools) tool->setVisible(!loading);
    updateCount();
}

void DatabaseView::openCurrent()
{
    const QModelIndex current = m_table->currentIndex();
    if (!current.isValid()) return;
    emit openGameRequested(m_model->gameAt(current.row()));
}

std::optional<db::GameId> DatabaseView::stepFrom(db::GameId game, int delta) const
{
    int row = m_model->rowOf(game);
    if (row < 0) row = m_table->currentIndex().isValid() ? m_table->currentIndex().row() : -1;
    const int next = row + delta;
    if (row < 0 || next < 0 || next >= m_model->rowCount()) return std::nullopt;
    return m_model->gameAt(next);
}

QList<db::GameId> DatabaseView::selectedGames() const
{
    QList<db::GameId> games;
    for (const QModelIndex& i : m_table->selectionModel()->selectedRows())
        games.push_back(m_model->gameAt(i.row()));
    if (games.isEmpty() && m_table->currentIndex().isValid())
        games.push_back(m_model->gameAt(m_table->currentIndex().row()));
    return games;
}

void DatabaseView::selectGame(db::GameId game)
{
    const int row = m_model->rowOf(game);
    if (row < 0) return;
    m_table->setCurrentIndex(m_model->index(row, 0));
    m_table->scrollTo(m_model->index(row, 0));
}

void DatabaseView::showFilterDialog()
{
    if (!m_model->database()) return;
    FilterDialog dialog(m_model, this);
    dialog.setQuickSearch(m_quickSearch->text());
    if (dialog.exec() == QDialog::Accepted) {
        m_model->setHeaderFilter(dialog.filter());
        emit filterChanged();
    }
}

void DatabaseView::searchMaterial(const QString& signature)
{
    const QString text = signature.trimmed();
    if (text.isEmpty()) {
        m_model->clearSearch();
        return;
    }
    auto pattern = db::MaterialPattern::parse(text.toStdString());
    if (!pattern) {
        m_searchLabel->setText(
            tr("Material %1: %2").arg(text, QString::fromStdString(pattern.error())));
        m_searchLabel->setVisible(true);
        return;
    }
    m_model->searchMaterial(*pattern, text);
    updateCount();
}

void DatabaseView::showContextMenu(const QPoint& pos)
{
    const QList<db::GameId> games = selectedGames();
    QMenu menu(this);
    //: Context menu of the game list: open the selected game
    menu.addAction(tr("Open"), this, [this] { openCurrent(); })->setEnabled(!games.isEmpty());
    bool anyDeleted = false, anyKept = false;
    for (db::GameId g : games) (m_model->isDeleted(g) ? anyDeleted : anyKept) = true;
    // A read-only database (a SCID base) offers no edits.
    if (m_model->isReadOnly()) anyDeleted = anyKept = false;
    //: Context menu of the game list: mark the selected games as deleted
    menu.addAction(tr("Delete"), this, [this, games] { m_model->setDeleted(games, true); })
        ->setEnabled(anyKept);
    menu.addAction(tr("Undelete"), this, [this, games] { m_model->setDeleted(games, false); })
        ->setEnabled(anyDeleted);
    menu.addSeparator();
    //: Context menu of the game list: the selected games' PGN to the clipboard
    QAction* copy = menu.addAction(tr("&Copy"), this, &DatabaseView::copySelected);
    copy->setObjectName(QStringLiteral("copyGames"));
    copy->setEnabled(!games.isEmpty());
    emit contextMenuRequested(&menu, games);
    menu.exec(m_table->viewport()->mapToGlobal(pos));
}

QString DatabaseView::gamesText(const QList<db::GameId>& games) const
{
    QStringList texts;
    for (db::GameId g : games)
        if (const auto text = m_model->gameText(g)) texts << text->trimmed();
    return texts.isEmpty() ? QString() : texts.join(QStringLiteral("\n\n")) + QLatin1Char('\n');
}

void DatabaseView::copySelected() const
{
    const QString text = gamesText(selectedGames());
    if (!text.isEmpty()) QApplication::clipboard()->setText(text);
}

} // namespace kibitz::ui
