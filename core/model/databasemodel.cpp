// SPDX-License-Identifier: GPL-3.0-or-later
#include "model/databasemodel.h"

#include "chess/notation.h"
#include "database/cachedir.h"
#include "pgn/builder.h"

#include <QDataStream>
#include <QFileInfo>
#include <QFont>
#include <QIODevice>
#include <QMimeData>
#include <QMutex>
#include <QPointer>
#include <QStringList>
#include <QtConcurrent/QtConcurrentRun>

#include <algorithm>
#include <array>
#include <climits>
#include <cstddef>
#include <limits>
#include <set>
#include <unordered_map>
#include <utility>

namespace kibitz::model {

namespace {

QString fromStd(std::string_view s)
{
    return QString::fromUtf8(s.data(), qsizetype(s.size()));
}

QString dateText(std::uint32_t date)
{
    if (!date) return {};
    const unsigned y = date / 10000, m = date / 100 % 100, d = date % 100;
    QString out = QString::number(y);
    out += m ? QStringLiteral(".%1").arg(m, 2, 10, QLatin1Char('0')) : QStringLiteral(".??");
    out += d ? QStringLiteral(".%1").arg(d, 2, 10, QLatin1Char('0')) : QStringLiteral(".??");
    return out;
}

// The columns' headings, a row a column in their order: the index's (db::Column), then the
// next move's. Translated at use, in DatabaseModel's context.
struct Heading {
    int column;
    struct {
        const char* source;
        const char* disambiguation = nullptr;
    } text;
};
constexpr auto ColumnHeadings = std::to_array<Heading>({
    {int(db::Column::Number), {QT_TRANSLATE_NOOP("kibitz::model::DatabaseModel", "#")}},
    {int(db::Column::White), {QT_TRANSLATE_NOOP("kibitz::model::DatabaseModel", "White")}},
    {int(db::Column::WhiteElo),
     QT_TRANSLATE_NOOP3("kibitz::model::DatabaseModel", "Elo", "White's rating")},
    {int(db::Column::Black), {QT_TRANSLATE_NOOP("kibitz::model::DatabaseModel", "Black")}},
    {int(db::Column::BlackElo),
     QT_TRANSLATE_NOOP3("kibitz::model::DatabaseModel", "Elo", "Black's rating")},
    //: Column: the game's result (1-0, 0-1, ½-½)
    {int(db::Column::Result), {QT_TRANSLATE_NOOP("kibitz::model::DatabaseModel", "Result")}},
    {int(db::Column::Date), {QT_TRANSLATE_NOOP("kibitz::model::DatabaseModel", "Date")}},
    {int(db::Column::Event), {QT_TRANSLATE_NOOP("kibitz::model::DatabaseModel", "Event")}},
    {int(db::Column::Site), {QT_TRANSLATE_NOOP("kibitz::model::DatabaseModel", "Site")}},
    {int(db::Column::Round), {QT_TRANSLATE_NOOP("kibitz::model::DatabaseModel", "Round")}},
    {int(db::Column::Eco), {QT_TRANSLATE_NOOP("kibitz::model::DatabaseModel", "ECO")}},
    {int(db::Column::Opening), {QT_TRANSLATE_NOOP("kibitz::model::DatabaseModel", "Opening")}},
    //: Column: the game's length in half-moves (plies)
    {int(db::Column::Plies), {QT_TRANSLATE_NOOP("kibitz::model::DatabaseModel", "Plies")}},
    {DatabaseModel::NextMoveColumn,
     QT_TRANSLATE_NOOP3("kibitz::model::DatabaseModel", "Next move",
                        "the move played from the searched position")},
});
static_assert(
    [] {
        for (std::size_t i = 0; i < ColumnHeadings.size(); ++i)
            if (ColumnHeadings[i].column != int(i)) return false;
        return ColumnHeadings.size() == std::size_t(DatabaseModel::NextMoveColumn) + 1;
    }(),
    "a heading for every column, in the columns' order");

} // namespace

// While the index is built, rows of the games read so far, copied out of the database under
// construction between batches (the worker keeps writing to it, so the GUI thread never
// reads it). Only the rows the list shows are copied: the first ones, and those it asks for
// as it scrolls (blank until the next batch, a fraction of a second). A copy of every row
// cost about 350 bytes a game: gigabytes at ten million games.
struct DatabaseModel::Preview {
    struct Row {
        db::GameEntry entry;
        std::array<QString, 6> names; // white, black, event, site, round, opening
    };
    static constexpr std::size_t FirstRows = 200; // copied unasked: the list's first screen
    static constexpr std::size_t MaxRows = 5000;  // then the copies start again
    QMutex mutex;
    std::size_t games = 0; // read so far
    std::unordered_map<db::GameId, Row> rows;
    std::vector<db::GameId> wanted; // asked for, copied at the next batch
    bool copied = false;            // rows were copied that the list asked for
};

// The list read from the index where it lies: the query (the filter and sort), how many games
// it keeps, and the pages read so far (PageRows rows each, kept up to MaxPages; read off the
// GUI thread as the view asks for their rows, blank until then). GUI thread only.
struct DatabaseModel::Window {
    static constexpr std::size_t MaxPages = 64;
    db::ListQuery query;
    std::uint64_t matching = 0;
    bool counting = false; // matching is the first page's rows until the count comes
    int generation = 0;
    std::shared_ptr<const std::atomic<bool>> cancel; // set when another window replaces it
    std::map<std::uint64_t, std::shared_ptr<const db::ListPage>> pages;
    std::set<std::uint64_t> pending;
    std::uint64_t lastAsked = 0;
    void keep(std::uint64_t page, std::shared_ptr<const db::ListPage> rows)
    {
        pages[page] = std::move(rows);
        // The pages farthest from the one asked for last go first.
        while (pages.size() > MaxPages) {
            const auto first = pages.begin(), last = std::prev(pages.end());
            const auto distance = [&](std::uint64_t p) {
                return p > lastAsked ? p - lastAsked : lastAsked - p;
            };
            pages.erase(distance(first->first) >= distance(last->first) ? first : last);
        }
    }
};

DatabaseModel::DatabaseModel(QObject* parent)
    : QAbstractTableModel(parent)
    , m_windowThreads(std::make_unique<QThreadPool>())
{
    m_windowThreads->setMaxThreadCount(2);
}

DatabaseModel::~DatabaseModel()
{
    cancel();
    if (m_windowCancel) m_windowCancel->store(true);
    if (m_loader) m_loader->waitForFinished();
    if (m_reloader) m_reloader->waitForFinished();
    m_windowThreads->waitForDone();
}

QString DatabaseModel::title() const
{
    QString name = QFileInfo(m_path).fileName();
    if (isModified()) name += QStringLiteral("*");
    return name;
}

void DatabaseModel::open(const QString& path, const QString& cacheDir)
{
    cancel();
    if (m_loader) m_loader->waitForFinished();
    ++m_openGeneration;
    m_reloadAgain = false;
    m_cacheDir = cacheDir;
    beginResetModel();
    m_path = QFileInfo(path).absoluteFilePath();
    m_db.reset();
    m_rows.clear();
    m_window.reset();
    m_indexAnswers = false;
    newWindowGeneration();
    m_filtered.reset();
    m_searchGames.reset();
    m_nextMoves.reset();
    m_searchText.clear();
    m_replaced.clear();
    m_deleted.clear();
    m_renamedNames.clear();
    m_renames.clear();
    m_appended.clear();
    m_preview = std::make_shared<Preview>();
    endResetModel();
    m_loading = true;
    m_progress = 0;
    emit loadingChanged(true);

    m_cancel = std::make_shared<std::atomic<bool>>(false);
    db::OpenOptions options;
    options.cacheDir = cacheDir.isEmpty() ? db::defaultCacheDir() : cacheDir.toStdString();
    m_options = options;
    const int windowGeneration = m_windowGeneration;
    auto result =
        std::make_shared<std::optional<Expected<std::unique_ptr<db::Database>, db::DbError>>>();
    QPointer<DatabaseModel> self(this);
    auto preview = m_preview;
    auto cancelled = m_cancel;
    const std::string file = path.toStdString();
    m_loader = std::make_unique<QFutureWatcher<void>>();
    connect(m_loader.get(), &QFutureWatcher<void>::finished, this, [this, result] {
        if (result->has_value() && result->value()) {
            m_db = std::shared_ptr<db::Database>(std::move(*result->value()));
        } else {
            m_loading = false;
            m_preview.reset();
            beginResetModel();
            m_rows.clear();
            m_window.reset();
            newWindowGeneration();
            endResetModel();
            emit loadingChanged(false);
            emit countChanged();
            emit failed(result->has_value()
                            ? QString::fromStdString(result->value().error().toString())
                            : tr("Opening was cancelled."));
            return;
        }
        finishOpen();
    });
    // An indexed file's list at once, read from the index where it lies (on the window's own
    // threads: the shared pool is busy as the program starts): its first page shows before
    // the database is loaded (a minute for ten million games).
    db::ListQuery first;
    first.limit = PageRows;
    first.cancel = m_windowCancel;
    const QFuture<void> firstPage = QtConcurrent::run(m_windowThreads.get(), [=] {
        auto page = db::listFromIndex(file, options, first);
        if (!page) return;
        auto rows = std::make_shared<const db::ListPage>(std::move(*page));
        QMetaObject::invokeMethod(
            self,
            [self, rows, first, windowGeneration] {
                if (!self || !self->m_loading || self->m_windowGeneration != windowGeneration)
                    return;
                auto window = std::make_shared<Window>();
                window->query = first;
                window->matching = rows->matching;
                window->pages[0] = rows;
                self->beginResetModel();
                window->generation = self->newWindowGeneration();
                window->cancel = self->m_windowCancel;
                self->m_window = window;
                self->m_rows.clear(); // rows of the file read so far, the same first ones
                self->m_indexAnswers = true;
                self->endResetModel();
                emit self->countChanged();
            },
            Qt::QueuedConnection);
    });
    m_loader->setFuture(QtConcurrent::run([=] {
        // The first page first: the loader reading the index beside it made it ten times
        // slower (2 s for ten million games on a loaded machine, against 50 ms).
        QFuture<void>(firstPage).waitForFinished();
        auto progress = [=](const db::Progress& p) {
            if (cancelled->load()) return false;
            const double fraction = p.total ? double(p.done) / double(p.total) : 0.0;
            QMetaObject::invokeMethod(
                self,
                [self, fraction] {
                    if (!self || !self->m_loading) return;
                    self->m_progress = fraction;
                    emit self->progressChanged(fraction);
                },
                Qt::QueuedConnection);
            return true;
        };
        auto onBatch = [=](const db::Database& sofar) {
            {
                QMutexLocker lock(&preview->mutex);
                auto copy = [&](db::GameId g) {
                    const db::GameEntry& e = sofar.game(g);
                    preview->rows[g] = {
                        e,
                        {fromStd(sofar.string(e.white)), fromStd(sofar.string(e.black)),
                         fromStd(sofar.string(e.event)), fromStd(sofar.string(e.site)),
                         fromStd(sofar.string(e.round)), fromStd(sofar.string(e.opening))}};
                };
                const std::size_t first = std::min(sofar.size(), Preview::FirstRows);
                for (std::size_t g = std::min(preview->games, first); g < first; ++g)
                    copy(db::GameId(g));
                std::vector<db::GameId> later;
                for (const db::GameId g : preview->wanted) {
                    if (g < sofar.size())
                        copy(g), preview->copied = true;
                    else
                        later.push_back(g);
                }
                preview->wanted = std::move(later);
                preview->games = sofar.size();
            }
            QMetaObject::invokeMethod(
                self,
                [self, preview] {
                    if (!self || !self->m_loading || self->m_preview != preview) return;
                    if (self->m_window) return; // the list is read from the index
                    std::size_t now = 0;
                    bool copied = false;
                    {
                        QMutexLocker lock(
                            &preview->mutex); // data() takes it again for the new rows
                        now = preview->games;
                        copied = std::exchange(preview->copied, false);
                    }
                    const std::size_t have = self->m_rows.size();
                    if (copied && have)
                        emit self->dataChanged(self->index(0, 0),
                                               self->index(int(have) - 1, self->columnCount() - 1));
                    if (now <= have) return;
                    self->beginInsertRows({}, int(have), int(now) - 1);
                    for (std::size_t g = have; g < now; ++g) self->m_rows.push_back(db::GameId(g));
                    self->endInsertRows();
                    emit self->countChanged();
                },
                Qt::QueuedConnection);
        };
        *result = db::Database::open(file, options, progress, onBatch);
    }));
}

void DatabaseModel::reload()
{
    if (m_loading || !m_db) return; // being read now: it reads the newest bytes anyway
    if (m_reloader && m_reloader->isRunning()) {
        m_reloadAgain = true;
        return;
    }
    auto result =
        std::make_shared<std::optional<Expected<std::unique_ptr<db::Database>, db::DbError>>>();
    const std::string file = m_path.toStdString();
    const std::string cacheDir =
        m_cacheDir.isEmpty() ? db::defaultCacheDir() : m_cacheDir.toStdString();
    const int generation = m_openGeneration;
    m_reloader = std::make_unique<QFutureWatcher<void>>();
    connect(m_reloader.get(), &QFutureWatcher<void>::finished, this, [this, result, generation] {
        if (generation != m_openGeneration) return;
        if (result->has_value() && result->value()) {
            m_db = std::shared_ptr<db::Database>(std::move(*result->value()));
            auto filtered = std::make_shared<std::vector<db::GameId>>(
                m_db->filter(m_filter, m_searchGames.get()));
            std::vector<db::GameId> rows = *filtered;
            if (m_sortColumn) m_db->sort(rows, *m_sortColumn, m_descending);
            m_filtered = filtered;
            const bool grows = rows.size() >= m_rows.size()
                               && std::equal(m_rows.begin(), m_rows.end(), rows.begin());
            if (grows) {
                if (!m_rows.empty())
                    emit dataChanged(index(0, 0), index(int(m_rows.size()) - 1, columnCount() - 1));
                if (rows.size() > m_rows.size()) {
                    beginInsertRows({}, int(m_rows.size()), int(rows.size()) - 1);
                    m_rows = std::move(rows);
                    endInsertRows();
                }
            } else {
                beginResetModel();
                m_rows = std::move(rows);
                endResetModel();
            }
            emit countChanged();
            emit reloaded();
        } else if (result->has_value()) {
            emit failed(QString::fromStdString(result->value().error().toString()));
        }
        if (std::exchange(m_reloadAgain, false)) reload();
    });
    m_reloader->setFuture(QtConcurrent::run([result, file, cacheDir] {
        db::OpenOptions options;
        options.cacheDir = cacheDir;
        *result = db::Database::open(file, options);
    }));
}

void DatabaseModel::cancel()
{
    if (m_cancel) m_cancel->store(true);
}

void DatabaseModel::finishOpen()
{
    m_loading = false;
    m_preview.reset();
    m_progress = 1;
    refilter();
    emit loadingChanged(false);
    emit opened();
}

int DatabaseModel::rowCount(const QModelIndex& parent) const
{
    if (parent.isValid()) return 0;
    return m_window ? int(std::min<std::uint64_t>(m_window->matching, INT_MAX))
                    : int(m_rows.size());
}

int DatabaseModel::columnCount(const QModelIndex& parent) const
{
    return parent.isValid() ? 0 : NextMoveColumn + 1;
}

std::size_t DatabaseModel::totalGames() const
{
    if (m_db) return m_db->size() + std::size_t(m_appended.size());
    if (m_window && !m_window->pages.empty())
        return std::size_t(m_window->pages.begin()->second->total);
    return m_rows.size();
}

int DatabaseModel::rowOf(db::GameId game) const
{
    if (m_window) {
        for (const auto& [page, rows] : m_window->pages)
            for (std::size_t i = 0; i < rows->games.size(); ++i)
                if (rows->games[i] == game) return int(page * PageRows + i);
        // Not in a page read so far: the rows in memory say (the database loaded).
        if (!m_db || m_loading) return -1;
        const_cast<DatabaseModel*>(this)->leaveWindow();
    }
    for (std::size_t i = 0; i < m_rows.size(); ++i)
        if (m_rows[i] == game) return int(i);
    return -1;
}

db::GameId DatabaseModel::gameAt(int row) const
{
    if (m_window) {
        const std::uint64_t page = std::uint64_t(row) / PageRows;
        const auto it = m_window->pages.find(page);
        if (it != m_window->pages.end() || readPageNow(page)) {
            const db::ListPage& rows = *m_window->pages.at(page);
            const std::size_t i = std::size_t(row) % PageRows;
            if (i < rows.games.size()) return rows.games[i];
        }
        if (!m_db || m_loading) return 0;
        const_cast<DatabaseModel*>(this)->leaveWindow();
    }
    return m_rows[std::size_t(row)];
}

std::vector<db::GameId> DatabaseModel::gamesInOrder() const
{
    if (m_window && m_db && !m_loading) const_cast<DatabaseModel*>(this)->leaveWindow();
    if (m_window) {
        std::vector<db::GameId> out;
        for (int row = 0; row < rowCount(); ++row) out.push_back(gameAt(row));
        return out;
    }
    return m_rows;
}

// ---- The window

int DatabaseModel::newWindowGeneration()
{
    // What the window before asked SQLite for is not wanted: it stops (db::ListQuery::cancel).
    if (m_windowCancel) m_windowCancel->store(true);
    m_windowCancel = std::make_shared<std::atomic<bool>>(false);
    return ++m_windowGeneration;
}

bool DatabaseModel::windowAnswers() const
{
    // A header filter once the database is loaded is answered in memory, as before: it costs
    // a pass over the games and a sort of the games it keeps, where SQLite walks the sorted
    // column's index and reads the rows it meets (a quick search over a million games took
    // 14 s so). The whole list sorted stays in the window (sorting every game in memory
    // takes seconds at ten million).
    const bool loaded = m_db && !m_loading;
    return m_indexAnswers && !m_searchGames && m_renamedNames.empty()
           && (!m_sortColumn || db::indexSorts(*m_sortColumn)) && (m_filter.isEmpty() || !loaded);
}

bool DatabaseModel::isCounting() const
{
    return m_window && m_window->counting;
}

void DatabaseModel::askWindow()
{
    db::ListQuery query;
    query.filter = m_filter;
    query.sort = m_sortColumn;
    query.descending = m_descending;
    query.limit = PageRows;
    // The first page first, its count after: a filter's count reads every game it keeps (a
    // quick search over ten million games, many seconds), the page only the first it meets.
    // Both in one read of the index (the filter written once): the page is shown as soon as it
    // is read, the count when it comes.
    query.count = true;
    const int generation = newWindowGeneration(); // the window asked for before is not wanted
    query.cancel = m_windowCancel;
    const auto cancel = m_windowCancel;
    const std::string file = m_path.toStdString();
    const db::OpenOptions options = m_options;
    QPointer<DatabaseModel> self(this);
    // The index cannot answer (it changed, or failed its check): the rows in memory, once the
    // database is loaded.
    const auto indexFails = [](DatabaseModel* model) {
        model->m_indexAnswers = false;
        if (model->m_db && !model->m_loading) model->refilter();
    };
    // The window of the page read (nothing: the index failed), counting or counted.
    const auto show = [=](const std::shared_ptr<const db::ListPage>& rows, bool counting) {
        QMetaObject::invokeMethod(
            self,
            [=] {
                if (!self || self->m_windowGeneration != generation) return; // a newer one
                if (!rows) return indexFails(self);
                auto window = std::make_shared<Window>();
                window->query = query;
                window->query.count = false; // the other pages: the count is this one's
                window->matching = rows->matching ? rows->matching : rows->games.size();
                window->counting = counting;
                window->generation = generation;
                window->cancel = cancel;
                window->pages[0] = rows;
                self->beginResetModel();
                self->m_window = window;
                self->m_rows.clear();
                self->endResetModel();
                emit self->countChanged();
            },
            Qt::QueuedConnection);
    };
    (void)QtConcurrent::run(m_windowThreads.get(), [=] {
        bool shown = false;
        db::ListQuery counted = query;
        counted.pageBeforeCount = [&](const db::ListPage& page) {
            show(std::make_shared<const db::ListPage>(page), true);
            shown = true;
        };
        auto page = db::listFromIndex(file, options, counted);
        if (!shown) {
            // Unfiltered, or a first page that holds every game the filter keeps: counted.
            show(page ? std::make_shared<const db::ListPage>(std::move(*page)) : nullptr, false);
            return;
        }
        const std::optional<std::uint64_t> matching =
            page ? std::optional(page->matching) : std::nullopt;
        QMetaObject::invokeMethod(
            self,
            [=] {
                if (!self || self->m_windowGeneration != generation || !self->m_window
                    || self->m_window->generation != generation)
                    return;
                Window& w = *self->m_window;
                w.counting = false;
                if (!matching) return indexFails(self);
                if (*matching > w.matching) {
                    self->beginInsertRows({}, int(w.matching),
                                          int(std::min<std::uint64_t>(*matching, INT_MAX)) - 1);
                    w.matching = *matching;
                    self->endInsertRows();
                }
                emit self->countChanged();
            },
            Qt::QueuedConnection);
    });
}

void DatabaseModel::fetchPage(std::uint64_t page) const
{
    Window& w = *m_window;
    w.lastAsked = page;
    if (w.pages.count(page) || !w.pending.insert(page).second) return;
    db::ListQuery query = w.query;
    query.offset = page * PageRows;
    query.count = false;
    query.cancel = w.cancel; // set when the window is replaced
    const int generation = w.generation;
    const std::string file = m_path.toStdString();
    const db::OpenOptions options = m_options;
    QPointer<DatabaseModel> self(const_cast<DatabaseModel*>(this));
    (void)QtConcurrent::run(m_windowThreads.get(), [=] {
        auto read = db::listFromIndex(file, options, query);
        auto rows = read ? std::make_shared<const db::ListPage>(std::move(*read)) : nullptr;
        QMetaObject::invokeMethod(
            self,
            [=] {
                if (!self || !self->m_window || self->m_window->generation != generation) return;
                self->m_window->pending.erase(page);
                if (!rows) {
                    self->m_indexAnswers = false;
                    if (self->m_db && !self->m_loading) self->leaveWindow();
                    return;
                }
                self->m_window->keep(page, rows);
                const int first = int(page * PageRows);
                const int last = std::min(self->rowCount(), first + int(PageRows)) - 1;
                if (last >= first)
                    emit self->dataChanged(self->index(first, 0),
                                           self->index(last, NextMoveColumn));
            },
            Qt::QueuedConnection);
    });
}

bool DatabaseModel::readPageNow(std::uint64_t page) const
{
    db::ListQuery query = m_window->query;
    query.offset = page * PageRows;
    query.count = false;
    query.cancel.reset(); // read here and now
    auto read = db::listFromIndex(m_path.toStdString(), m_options, query);
    if (!read) return false;
    m_window->keep(page, std::make_shared<const db::ListPage>(std::move(*read)));
    return m_window->pages.count(page) != 0;
}

void DatabaseModel::leaveWindow()
{
    if (!m_window || !m_db) return;
    beginResetModel();
    m_window.reset();
    newWindowGeneration();
    m_rows = m_db->filter(m_filter, m_searchGames.get());
    if (m_sortColumn) m_db->sort(m_rows, *m_sortColumn, m_descending);
    endResetModel();
    emit countChanged();
}

const db::GameEntry* DatabaseModel::windowRow(int row, db::GameId* game,
                                              std::array<QString, 6>* names) const
{
    const std::uint64_t page = std::uint64_t(row) / PageRows;
    const auto it = m_window->pages.find(page);
    if (it == m_window->pages.end()) {
        fetchPage(page);
        return nullptr;
    }
    m_window->lastAsked = page;
    const db::ListPage& rows = *it->second;
    const std::size_t i = std::size_t(row) % PageRows;
    if (i >= rows.games.size()) return nullptr;
    const db::GameEntry& e = rows.entries[i];
    *game = rows.games[i];
    *names = {fromStd(rows.strings[e.white]), fromStd(rows.strings[e.black]),
              fromStd(rows.strings[e.event]), fromStd(rows.strings[e.site]),
              fromStd(rows.strings[e.round]), fromStd(rows.strings[e.opening])};
    return &e;
}

QString DatabaseModel::nextMoveText(db::GameId game) const
{
    if (!m_nextMoves) return {};
    const auto it = m_nextMoves->find(game);
    if (it == m_nextMoves->end()) return {};
    if (!it->second) return tr("(end)", "the game ends in the searched position");
    return fromStd(chess::toSan(m_searchPosition, it->second));
}

QString DatabaseModel::cell(db::GameId game, int column) const
{
    const db::GameEntry* e = nullptr;
    const std::array<QString, 6>* names = nullptr;
    std::array<QString, 6> own;
    if (m_db) {
        e = &m_db->game(game);
        own = {shownName(e->white),
               shownName(e->black),
               fromStd(m_db->string(e->event)),
               fromStd(m_db->string(e->site)),
               fromStd(m_db->string(e->round)),
               fromStd(m_db->string(e->opening))};
        names = &own;
    } else if (m_preview) {
        QMutexLocker lock(&m_preview->mutex);
        const auto it = m_preview->rows.find(game);
        if (it == m_preview->rows.end()) {
            // Asked for the first time (scrolled to): copied at the next batch.
            if (m_preview->rows.size() + m_preview->wanted.size() >= Preview::MaxRows) {
                std::erase_if(m_preview->rows,
                              [](const auto& row) { return row.first >= Preview::FirstRows; });
                m_preview->wanted.clear();
            }
            if (std::find(m_preview->wanted.begin(), m_preview->wanted.end(), game)
                == m_preview->wanted.end())
                m_preview->wanted.push_back(game);
            return {};
        }
        own = it->second.names;
        names = &own;
        static thread_local db::GameEntry copy;
        copy = it->second.entry;
        e = &copy;
    } else {
        return {};
    }
    return cellOf(game, *e, *names, column);
}

QString DatabaseModel::cellOf(db::GameId game, const db::GameEntry& entry,
                              const std::array<QString, 6>& shown, int column) const
{
    const db::GameEntry* e = &entry;
    const std::array<QString, 6>* names = &shown;
    switch (db::Column(column)) {
    case db::Column::Number:
        return QString::number(game + 1);
    case db::Column::White:
        return (*names)[0];
    case db::Column::WhiteElo:
        return e->whiteElo ? QString::number(e->whiteElo) : QString();
    case db::Column::Black:
        return (*names)[1];
    case db::Column::BlackElo:
        return e->blackElo ? QString::number(e->blackElo) : QString();
    case db::Column::Result:
        return QString::fromLatin1(chess::resultText(e->result).data());
    case db::Column::Date:
        return dateText(e->date);
    case db::Column::Event:
        return (*names)[2];
    case db::Column::Site:
        return (*names)[3];
    case db::Column::Round:
        return (*names)[4];
    case db::Column::Eco:
        return QString::fromStdString(db::ecoText(e->eco));
    case db::Column::Opening:
        return (*names)[5];
    case db::Column::Plies:
        return QString::number(e->plies);
    case db::Column::Count:
        return nextMoveText(game);
    }
    return {};
}

QVariant DatabaseModel::data(const QModelIndex& index, int role) const
{
    if (!index.isValid() || index.row() >= rowCount()) return {};
    db::GameId game = 0;
    const db::GameEntry* windowEntry = nullptr;
    std::array<QString, 6> windowNames;
    if (m_window) {
        windowEntry = windowRow(index.row(), &game, &windowNames);
        if (!windowEntry) return {}; // its page is being read
    } else {
        game = m_rows[std::size_t(index.row())];
    }
    const std::uint8_t flags = windowEntry ? windowEntry->flags : m_db ? m_db->game(game).flags : 0;
    switch (role) {
    case Qt::DisplayRole:
        if (windowEntry) {
            // A name a merge renamed is never shown from the window (windowAnswers).
            return cellOf(game, *windowEntry, windowNames, index.column());
        }
        return cell(game, index.column());
    case GameIdRole:
        return QVariant::fromValue(quint32(game));
    case Qt::TextAlignmentRole: {
        const auto c = db::Column(index.column());
        if (c == db::Column::Number || c == db::Column::WhiteElo || c == db::Column::BlackElo
            || c == db::Column::Plies)
            return int(Qt::AlignRight | Qt::AlignVCenter);
        return {};
    }
    case Qt::FontRole:
        if (m_deleted.contains(game) || m_replaced.count(game)) {
            QFont font;
            font.setStrikeOut(m_deleted.contains(game));
            font.setItalic(m_replaced.count(game) != 0);
            return font;
        }
        return {};
    case Qt::ToolTipRole:
        if (m_deleted.contains(game))
            return tr("Deleted: the game leaves the file when the database is saved.");
        if (m_replaced.count(game))
            return tr("Edited: the change is written when the database is saved.");
        if (flags & db::GameEntry::Unsupported)
            return tr("A chess variant Kibitz cannot play yet: kept as it is in the file.");
        if (flags & db::GameEntry::Variant)
            return tr("A chess variant's game: position searches are standard chess only.");
        if (flags & db::GameEntry::HasErrors)
            return tr("The game has errors: its moves are searched up to the first one.");
        return {};
    default:
        return {};
    }
}

QVariant DatabaseModel::headerData(int section, Qt::Orientation orientation, int role) const
{
    if (orientation != Qt::Horizontal || role != Qt::DisplayRole) return {};
    if (section < 0 || section >= int(ColumnHeadings.size())) return {};
    const auto& heading = ColumnHeadings[std::size_t(section)].text;
    return tr(heading.source, heading.disambiguation);
}

Qt::ItemFlags DatabaseModel::flags(const QModelIndex& index) const
{
    Qt::ItemFlags f = QAbstractTableModel::flags(index);
    if (index.isValid() && m_db) f |= Qt::ItemIsDragEnabled;
    return isReadOnly() ? f : f | Qt::ItemIsDropEnabled;
}

void DatabaseModel::sort(int column, Qt::SortOrder order)
{
    if (column < 0) {
        // No column (the header's "not sorted", as the list starts): file order.
        if (!m_sortColumn) return;
        m_sortColumn.reset();
        m_descending = false;
        if (m_db && !m_loading) return refilter();
        if (m_window) return askWindow();
        return;
    }
    if (column >= NextMoveColumn) return;
    if (m_window && db::indexSorts(db::Column(column))) {
        // Sorted by the index, as the list is read (the database may still be loading).
        m_sortColumn = db::Column(column);
        m_descending = order == Qt::DescendingOrder;
        return askWindow();
    }
    m_sortColumn = db::Column(column);
    m_descending = order == Qt::DescendingOrder;
    // Still loading (a file indexed for the first time): the list is sorted so when the
    // database has loaded (finishOpen refilters, which sorts), not dropped.
    if (!m_db || m_loading) return;
    if (m_window) return leaveWindow(); // a column the index does not sort by
    emit layoutAboutToBeChanged();
    m_db->sort(m_rows, *m_sortColumn, m_descending);
    emit layoutChanged();
}

bool DatabaseModel::isFiltered() const
{
    return !m_filter.isEmpty() || m_searchGames != nullptr;
}

std::size_t DatabaseModel::countMatching(const db::HeaderFilter& filter) const
{
    return m_db ? m_db->filter(filter, m_searchGames.get()).size() : 0;
}

void DatabaseModel::setHeaderFilter(const db::HeaderFilter& filter)
{
    m_filter = filter;
    if (m_window && (!m_db || m_loading)) return askWindow(); // still loading: the index says
    refilter();
}

void DatabaseModel::refilter()
{
    if (!m_db) return;
    if (windowAnswers()) {
        // The opening tree's games in memory; the list from the index.
        m_filtered = std::make_shared<std::vector<db::GameId>>(m_db->filter(m_filter));
        const bool same = m_window && m_window->query.filter == m_filter
                          && m_window->query.sort == m_sortColumn
                          && m_window->query.descending == m_descending;
        if (!same) askWindow();
        emit countChanged();
        return;
    }
    if (m_window) {
        beginResetModel();
        m_window.reset();
        newWindowGeneration();
        endResetModel();
    }
    beginResetModel();
    auto filtered =
        std::make_shared<std::vector<db::GameId>>(m_db->filter(m_filter, m_searchGames.get()));
    m_filtered = filtered;
    m_rows = *filtered;
    if (m_sortColumn) m_db->sort(m_rows, *m_sortColumn, m_descending);
    endResetModel();
    emit countChanged();
}

void DatabaseModel::applySearch(std::shared_ptr<std::vector<db::GameId>> games,
                                std::shared_ptr<std::map<db::GameId, chess::Move>> next,
                                int generation)
{
    if (generation != m_searchGeneration) return; // a newer search was asked for
    m_searching = false;
    m_searchGames = std::move(games);
    m_nextMoves = std::move(next);
    refilter();
    emit searchFinished();
}

bool DatabaseModel::searchDataReady(const std::shared_ptr<const db::Database>& db,
                                    const QPointer<DatabaseModel>& model, int generation)
{
    const bool known = db->indexDamage().has_value();
    const auto error = db->searchDataError();
    const auto damage = db->indexDamage();
    QStringList said;
    if (damage && !known) said << fromStd(damage->toString());
    if (error) said << fromStd(error->toString());
    if (!said.isEmpty())
        QMetaObject::invokeMethod(
            model,
            [=] {
                if (!model) return;
                if (error && generation == model->m_searchGeneration) model->clearSearch();
                emit model->indexWarning(said.join(QLatin1Char('\n')), error.has_value());
            },
            Qt::QueuedConnection);
    return !error;
}

template <typename Search>
void DatabaseModel::startSearch(const QString& text, Search search)
{
    const int generation = ++m_searchGeneration;
    m_searching = true;
    m_searchText = text;
    auto db = m_db;
    QPointer<DatabaseModel> self(this);
    (void)QtConcurrent::run([=] {
        if (!searchDataReady(db, self, generation)) return;
        const SearchFound found = search(*db);
        QMetaObject::invokeMethod(
            self,
            [=] {
                if (self) self->applySearch(found.games, found.next, generation);
            },
            Qt::QueuedConnection);
    });
}

void DatabaseModel::searchPosition(const chess::Position& pos)
{
    if (!m_db) return;
    m_searchPosition = pos;
    startSearch(tr("Games reaching the board's position"), [pos](const db::Database& database) {
        SearchFound found{std::make_shared<std::vector<db::GameId>>(),
                          std::make_shared<std::map<db::GameId, chess::Move>>()};
        for (const db::PositionHit& h : database.searchPosition(pos)) {
            found.games->push_back(h.game);
            found.next->emplace(h.game, h.next);
        }
        return found;
    });
}

void DatabaseModel::searchMaterial(const db::MaterialPattern& pattern, const QString& text)
{
    if (!m_db) return;
    startSearch(tr("Games reaching %1").arg(text), [pattern](const db::Database& database) {
        return SearchFound{
            std::make_shared<std::vector<db::GameId>>(database.searchMaterial(pattern)), nullptr};
    });
}

void DatabaseModel::searchPawns(const chess::Position& pos)
{
    if (!m_db) return;
    startSearch(
        tr("Games reaching the board's pawn structure"), [pos](const db::Database& database) {
            return SearchFound{std::make_shared<std::vector<db::GameId>>(database.searchPawns(pos)),
                               nullptr};
        });
}

void DatabaseModel::clearSearch()
{
    ++m_searchGeneration;
    m_searching = false;
    m_searchGames.reset();
    m_nextMoves.reset();
    m_searchText.clear();
    refilter();
    emit searchFinished();
}

std::optional<QString> DatabaseModel::gameText(db::GameId game, QString* error) const
{
    if (const auto it = m_replaced.find(game); it != m_replaced.end()) return it->second;
    if (!m_db && m_loading) {
        // A row of the list read from the index while the database loads: its game is read
        // with the index too (a double click need not wait for ten million games).
        std::string why = "the database is still being read";
        if (m_window) {
            if (auto text = db::gameTextFromIndex(m_path.toStdString(), m_options, game, &why))
                return QString::fromStdString(*text);
        }
        if (error)
            *error = tr("Game %1 cannot be read yet (%2).")
                         .arg(game + 1)
                         .arg(QString::fromStdString(why));
        return std::nullopt;
    }
    if (!m_db || game >= m_db->size()) {
        if (error) *error = tr("The database has no game %1.").arg(game + 1);
        return std::nullopt;
    }
    auto text = m_db->gameText(game);
    if (!text) {
        if (error) *error = QString::fromStdString(text.error().toString());
        return std::nullopt;
    }
    return QString::fromStdString(*text);
}

QString DatabaseModel::readOnlyReason() const
{
    if (!m_readOnlyReason.isEmpty()) return m_readOnlyReason;
    if (!m_db) return {};
    const std::string_view reason = m_db->readOnlyReason();
    if (reason.empty()) return {};
    return tr("%1 is a SCID base, read-only in Kibitz: copy its games to a PGN database "
              "(Database > Copy Games to PGN Database) to edit them.")
        .arg(QFileInfo(m_path).fileName());
}

std::optional<DatabaseModel::ReadGame> DatabaseModel::readGame(db::GameId game,
                                                               QString* error) const
{
    const auto text = gameText(game, error);
    if (!text) return std::nullopt;
    const std::string utf8 = text->toStdString();
    pgn::ReadGamesOptions options;
    options.keepUnread = true;
    ReadGame read;
    read.game = pgn::readGame(utf8, &read.errors, options);
    if (read.errors.empty() || isEdited(game) || !m_db || game >= m_db->size()) return read;
    // Errors say where they are in the file: read again from the game's first line there (the
    // index knows it; a gzip file's lines stay the game's).
    const auto line = m_db->lineOf(game);
    if (!line || *line > std::uint64_t(std::numeric_limits<int>::max())) return read;
    options.firstLine = int(*line);
    read.errors.clear();
    read.game = pgn::readGame(utf8, &read.errors, options);
    return read;
}

void DatabaseModel::replaceGame(db::GameId game, const QString& pgn)
{
    if (isReadOnly()) return;
    m_replaced[game] = pgn;
    if (const int row = rowOf(game); row >= 0)
        emit dataChanged(index(row, 0), index(row, NextMoveColumn));
    emit countChanged();
}

void DatabaseModel::appendGame(const QString& pgn)
{
    if (isReadOnly()) return;
    m_appended.push_back(pgn);
    emit countChanged();
}

void DatabaseModel::setDeleted(const QList<db::GameId>& games, bool deleted)
{
    if (isReadOnly()) return;
    for (db::GameId g : games) {
        if (deleted)
            m_deleted.insert(g);
        else
            m_deleted.remove(g);
        if (const int row = rowOf(g); row >= 0)
            emit dataChanged(index(row, 0), index(row, NextMoveColumn));
    }
    emit countChanged();
}

bool DatabaseModel::isModified() const
{
    return !m_replaced.empty() || !m_deleted.isEmpty() || !m_appended.isEmpty();
}

std::optional<QString> DatabaseModel::save(bool asUtf8, bool* needsUtf8)
{
    if (needsUtf8) *needsUtf8 = false;
    if (!m_db) return tr("The database is not open yet.");
    if (m_loading) return tr("The database is still being read.");
    if (isReadOnly()) return readOnlyReason();
    db::Edits edits;
    for (const auto& [game, text] : m_replaced)
        edits.replaced.emplace_back(game, text.toStdString());
    for (db::GameId g : m_deleted) edits.deleted.push_back(g);
    for (const QString& text : m_appended) edits.appended.push_back(text.toStdString());
    beginResetModel();
    auto result =
        db::saveEdits(*m_db, edits, asUtf8 ? db::SaveEncoding::Utf8 : db::SaveEncoding::Keep);
    if (!result) {
        endResetModel();
        if (needsUtf8) *needsUtf8 = result.error().kind == db::DbError::Kind::Unencodable;
        return QString::fromStdString(result.error().toString());
    }
    std::vector<int> renumber(
        m_db->size() + std::size_t(edits.deleted.size()) - std::size_t(m_appended.size()), -1);
    for (std::size_t old = 0, next = 0; old < renumber.size(); ++old)
        if (!m_deleted.contains(db::GameId(old))) renumber[old] = int(next++);
    m_replaced.clear();
    m_deleted.clear();
    m_appended.clear();
    m_renamedNames.clear();
    m_renames.clear();
    emit renumbered(renumber);
    // Game numbers changed: searches and filters are run again on the new numbers.
    m_searchGames.reset();
    m_nextMoves.reset();
    m_searchText.clear();
    m_filtered.reset();
    m_rows.clear();
    // The list in memory from now on (the window's pages are of the file before).
    m_window.reset();
    newWindowGeneration();
    m_indexAnswers = false;
    endResetModel();
    refilter();
    emit saved();
    return std::nullopt;
}

// ---- Players

QString DatabaseModel::shownName(std::uint32_t id) const
{
    if (const auto it = m_renamedNames.find(id); it != m_renamedNames.end()) return it->second;
    return m_db ? QString::fromStdString(std::string(m_db->string(id))) : QString();
}

db::PlayerNames DatabaseModel::playerNames() const
{
    if (!m_db || m_loading) return {};
    db::PlayerNames indexed = db::playerNames(*m_db);
    if (m_renamedNames.empty()) return indexed;
    // The spellings with the merges applied: a renamed spelling joins the one it became.
    std::map<std::string, db::NameSpelling> merged;
    auto add = [&](const db::NameSpelling& s) {
        const std::string text = shownName(s.id).toStdString();
        auto [it, fresh] = merged.try_emplace(text, db::NameSpelling{text, s.id, 0, {}});
        it->second.games += s.games;
        if (!m_renamedNames.count(s.id) && it->second.id != s.id) it->second.id = s.id;
    };
    for (const db::NameGroup& g : indexed.groups)
        for (const db::NameSpelling& s : g.spellings) add(s);
    for (const db::LikelyName& l : indexed.likely) add(l.spelling);
    std::vector<db::NameSpelling> spellings;
    spellings.reserve(merged.size());
    for (auto& [text, s] : merged) spellings.push_back(std::move(s));
    return db::groupNames(std::move(spellings));
}

QStringList DatabaseModel::playerNameList() const
{
    QStringList out;
    const db::PlayerNames names = playerNames();
    for (const db::NameGroup& g : names.groups)
        for (const db::NameSpelling& s : g.spellings) out.push_back(QString::fromStdString(s.text));
    for (const db::LikelyName& l : names.likely)
        out.push_back(QString::fromStdString(l.spelling.text));
    out.sort(Qt::CaseInsensitive);
    return out;
}

int DatabaseModel::renamePlayers(const QStringList& from, const QString& to, QString* error)
{
    auto fail = [&](const QString& why) {
        if (error) *error = why;
        return 0;
    };
    if (!m_db || m_loading) return fail(tr("The database is not open yet."));
    if (isReadOnly()) return fail(readOnlyReason());
    const QString name = to.trimmed();
    if (name.isEmpty() || name.contains(QLatin1Char('\n')))
        return fail(tr("A player's name must be one line of text."));
    // The string ids shown as one of from.
    std::vector<char> renamed(db::playerNames(*m_db).groupOfId.size(), 0);
    bool any = false;
    for (std::uint32_t id = 1; id < renamed.size(); ++id)
        if (from.contains(shownName(id)) && shownName(id) != name) renamed[id] = 1, any = true;
    if (!any) return fail(tr("No player is spelled that way."));
    Rename step;
    std::map<db::GameId, QString> texts;
    const std::string target = name.toStdString();
    for (db::GameId g = 0; g < m_db->size(); ++g) {
        const db::GameEntry& e = m_db->game(g);
        if (!renamed[e.white] && !renamed[e.black]) continue;
        QString textError;
        const std::optional<QString> text = gameText(g, &textError);
        if (!text) return fail(textError);
        std::string utf8 = text->toStdString();
        bool changed = false;
        for (const std::uint32_t id : {e.white, e.black}) {
            if (!renamed[id]) continue;
            if (auto next = db::renamedGameText(utf8, shownName(id).toStdString(), target)) {
                utf8 = std::move(*next);
                changed = true;
            }
        }
        if (changed) texts[g] = QString::fromStdString(utf8);
    }
    // Every game read: only now is anything changed (a game that cannot be read changes none).
    for (auto& [g, text] : texts) {
        const auto old = m_replaced.find(g);
        step.texts[g] = old == m_replaced.end() ? std::nullopt : std::optional(old->second);
        m_replaced[g] = std::move(text);
    }
    for (std::uint32_t id = 1; id < renamed.size(); ++id) {
        if (!renamed[id]) continue;
        const auto old = m_renamedNames.find(id);
        step.names[id] = old == m_renamedNames.end() ? std::nullopt : std::optional(old->second);
        m_renamedNames[id] = name;
    }
    const int games = int(step.texts.size());
    m_renames.push_back(std::move(step));
    leaveWindow(); // the names shown are the merges', not the index's
    if (!m_rows.empty())
        emit dataChanged(index(0, 0), index(int(m_rows.size()) - 1, NextMoveColumn));
    emit countChanged();
    emit playersRenamed();
    return games;
}

void DatabaseModel::undoRename()
{
    if (m_renames.empty()) return;
    const Rename step = std::move(m_renames.back());
    m_renames.pop_back();
    for (const auto& [g, text] : step.texts) {
        if (text)
            m_replaced[g] = *text;
        else
            m_replaced.erase(g);
    }
    for (const auto& [id, name] : step.names) {
        if (name)
            m_renamedNames[id] = *name;
        else
            m_renamedNames.erase(id);
    }
    if (!m_rows.empty())
        emit dataChanged(index(0, 0), index(int(m_rows.size()) - 1, NextMoveColumn));
    emit countChanged();
    emit playersRenamed();
}

// ---- Copying games between databases: the games' PGN text travels in the mime data.

QStringList DatabaseModel::mimeTypes() const
{
    return {QString::fromLatin1(MimeType), QStringLiteral("text/plain")};
}

QMimeData* DatabaseModel::mimeData(const QModelIndexList& indexes) const
{
    QList<db::GameId> games;
    for (const QModelIndex& i : indexes) {
        const db::GameId g = gameAt(i.row());
        if (!games.contains(g)) games.push_back(g);
    }
    QStringList texts;
    for (db::GameId g : games)
        if (auto text = gameText(g)) texts.push_back(text->trimmed());
    auto* mime = new QMimeData;
    QByteArray bytes;
    QDataStream out(&bytes, QIODevice::WriteOnly);
    out << m_path << texts;
    mime->setData(QString::fromLatin1(MimeType), bytes);
    mime->setText(texts.join(QStringLiteral("\n\n")) + QStringLiteral("\n"));
    return mime;
}

bool DatabaseModel::canDropMimeData(const QMimeData* data, Qt::DropAction, int, int,
                                    const QModelIndex&) const
{
    return m_db && !isReadOnly() && data->hasFormat(QString::fromLatin1(MimeType));
}

bool DatabaseModel::dropMimeData(const QMimeData* data, Qt::DropAction action, int row, int column,
                                 const QModelIndex& parent)
{
    if (!canDropMimeData(data, action, row, column, parent)) return false;
    QDataStream in(data->data(QString::fromLatin1(MimeType)));
    QString from;
    QStringList texts;
    in >> from >> texts;
    if (from == m_path) return false; // dropped on its own list: nothing to copy
    for (const QString& text : texts) appendGame(text);
    return true;
}

} // namespace kibitz::model
