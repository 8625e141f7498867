// SPDX-License-Identifier: GPL-3.0-or-later
#include "book/bookpane.h"

#include "chess/variant.h"

#include "model/gamedocument.h"

#include "chess/notation.h"
#include "common/columntitles.h"
#include "common/pickonenter.h"

#include <QComboBox>
#include <QCoreApplication>
#include <QFileDialog>
#include <QFileInfo>
#include <QFutureWatcher>
#include <QHBoxLayout>
#include <QLabel>
#include <QLocale>
#include <QThreadPool>
#include <QToolButton>
#include <QTreeView>
#include <QVBoxLayout>
#include <QtConcurrent/QtConcurrentRun>

namespace kibitz::ui {

QThreadPool* bookPool()
{
    // One thread: a book is read before it is probed, and probes are short.
    static QThreadPool* pool = [] {
        // Owned by the application, whose end waits for a probe still running (microseconds)
        // before the statics the work uses go away.
        auto* p = new QThreadPool(QCoreApplication::instance());
        p->setMaxThreadCount(1);
        return p;
    }();
    return pool;
}

// ---------------------------------------------------------------------------------------
// BookMoveModel

namespace {
constexpr ColumnTitle kBookColumns[] = {
    {QT_TRANSLATE_NOOP("kibitz::ui::BookMoveModel", "Move")},
    //: Column: the weight of an opening book move (how often the book plays it)
    {QT_TRANSLATE_NOOP("kibitz::ui::BookMoveModel", "Weight")},
    //: Column: the move's share of all book moves in this position, in percent
    {QT_TRANSLATE_NOOP("kibitz::ui::BookMoveModel", "Share")},
    {QT_TRANSLATE_NOOP("kibitz::ui::BookMoveModel", "Games")},
    //: Column: the points scored with this move in the book's games
    {QT_TRANSLATE_NOOP("kibitz::ui::BookMoveModel", "Score")},
};
static_assert(std::size(kBookColumns) == BookMoveModel::ColumnCount);
} // namespace

BookMoveModel::BookMoveModel(QObject* parent)
    : RowListModel(kBookColumns, parent)
{}

bool BookMoveModel::hasStats() const
{
    return !rows().empty() && rows().front().hasStats;
}

QVariant BookMoveModel::data(const QModelIndex& index, int role) const
{
    const BookRow* r = rowAt(index.row());
    if (!r || index.column() < 0 || index.column() >= ColumnCount) return {};
    const QLocale locale;
    switch (role) {
    case Qt::DisplayRole:
        switch (index.column()) {
        case MoveColumn:
            return r->san;
        case WeightColumn:
            return r->weight;
        case ShareColumn:
            return locale.toString(r->share * 100.0, 'f', 1) + QLatin1Char('%');
        case GamesColumn:
            if (!r->hasStats) return {};
            return locale.toString(qulonglong(r->stats.games))
                   + (r->stats.gamesSaturated ? QStringLiteral("+") : QString());
        case ScoreColumn:
            if (!r->hasStats) return {};
            return locale.toString(r->stats.score * 100.0, 'f', 1) + QLatin1Char('%');
        }
        return {};
    case Qt::TextAlignmentRole:
        return index.column() == MoveColumn ? QVariant(Qt::AlignLeft | Qt::AlignVCenter)
                                            : QVariant(Qt::AlignRight | Qt::AlignVCenter);
    case Qt::ToolTipRole:
        return tr("%1 (%2): click or press Enter to play it").arg(r->san, r->uci);
    case MoveRole:
        return quint16(r->move.raw());
    default:
        return {};
    }
}

// ---------------------------------------------------------------------------------------
// BookPane

BookPane::BookPane(QWidget* parent)
    : PositionPane(parent)
    , m_chooser(new QComboBox(this))
    , m_add(new QToolButton(this))
    , m_remove(new QToolButton(this))
    , m_showUnweighted(new QToolButton(this))
    , m_view(new QTreeView(this))
    , m_status(new QLabel(this))
    , m_model(new BookMoveModel(this))
    , m_probe(this, bookPool(), [this](std::uint64_t key, const BookAnswer& a) { deliver(key, a); })
{
    m_chooser->setSizeAdjustPolicy(QComboBox::AdjustToMinimumContentsLengthWithIcon);
    // Narrow enough for the left column of a laptop's screen (the pane's minimum width is
    // this row's): a short name is elided, and the list's own buttons are + and −.
    m_chooser->setMinimumContentsLength(4);
    m_chooser->setToolTip(tr("The opening book to show"));
    //: Button beside the book chooser: add a book (its tool tip says it in words)
    m_add->setText(tr("+"));
    m_add->setAccessibleName(tr("Add a book"));
    m_add->setToolTip(tr("Add a Polyglot book (.bin) to the list"));
    //: Button beside the book chooser: remove the book (its tool tip says it in words)
    m_remove->setText(tr("−"));
    m_remove->setAccessibleName(tr("Remove the book"));
    m_remove->setToolTip(tr("Remove this book from the list (the file stays)"));
    m_showUnweighted->setText(tr("Weight 0"));
    m_showUnweighted->setToolTip(
        tr("Also list moves of weight 0 (the book says not to play them; engines never do)"));
    m_showUnweighted->setCheckable(true);
    m_showUnweighted->setObjectName(QStringLiteral("showUnweighted"));
    setUpMoveList(m_view, m_model, BookMoveModel::MoveColumn, [this](int row) { pickRow(row); });
    m_view->setAlternatingRowColors(true);
    m_status->setWordWrap(true);

    auto* top = new QHBoxLayout;
    top->addWidget(m_chooser, 1);
    top->addWidget(m_add);
    top->addWidget(m_remove);
    top->addWidget(m_showUnweighted);
    auto* layout = new QVBoxLayout(this);
    layout->setContentsMargins(4, 4, 4, 4);
    layout->addLayout(top);
    layout->addWidget(m_view, 1);
    layout->addWidget(m_status);

    connect(m_add, &QToolButton::clicked, this, &BookPane::browse);
    connect(m_remove, &QToolButton::clicked, this, &BookPane::removeCurrent);
    connect(m_showUnweighted, &QToolButton::toggled, this, &BookPane::setShowUnweighted);

    refreshBooks();
    QString initial = rememberedBook();
    const bool offered = std::any_of(m_books.cbegin(), m_books.cend(),
                                     [&](const BookSource& b) { return b.path == initial; });
    if (!offered) initial = m_books.isEmpty() ? QString() : m_books.front().path;
    connect(m_chooser, &QComboBox::activated, this, &BookPane::chooseBook);
    if (!initial.isEmpty())
        setBook(initial);
    else
        m_status->setText(tr("No opening book found. Add one with “Add…”."));
}

BookPane::~BookPane() = default;

void BookPane::refreshBooks()
{
    m_books = availableBooks();
    const QSignalBlocker block(m_chooser);
    m_chooser->clear();
    for (const BookSource& b : m_books) {
        m_chooser->addItem(b.name, b.path);
        m_chooser->setItemData(m_chooser->count() - 1, b.path, Qt::ToolTipRole);
    }
    const int at = m_chooser->findData(m_bookPath);
    m_chooser->setCurrentIndex(at);
    const bool user = at >= 0 && m_books[at].origin == BookSource::Origin::User;
    m_remove->setEnabled(user);
}

void BookPane::chooseBook(int index)
{
    if (index >= 0 && index < m_books.size()) setBook(m_books[index].path);
}

void BookPane::setBook(const QString& path)
{
    if (path == m_bookPath && (m_book || m_loading)) return;
    m_bookPath = path;
    m_book.reset();
    m_error.clear();
    m_loading = true;
    m_probe.invalidate();
    m_shownKey = 0;
    m_model->clear();
    rememberBook(path);
    refreshBooks();
    m_status->setText(tr("Reading %1…").arg(QFileInfo(path).fileName()));

    // Read on the book thread; the answer is used only if this book is still the one wanted.
    auto* watcher =
        new QFutureWatcher<std::pair<std::shared_ptr<const book::PolyglotBook>, QString>>(this);
    connect(watcher, &QFutureWatcherBase::finished, this, [this, watcher, path] {
        const auto [opened, error] = watcher->result();
        watcher->deleteLater();
        if (path == m_bookPath) bookReady(path, opened, error);
    });
    watcher->setFuture(QtConcurrent::run(bookPool(), [file = path.toStdString()] {
        auto opened = book::PolyglotBook::open(file);
        if (!opened)
            return std::pair<std::shared_ptr<const book::PolyglotBook>, QString>{
                nullptr, QString::fromStdString(opened.error().toString())};
        return std::pair<std::shared_ptr<const book::PolyglotBook>, QString>{
            std::make_shared<const book::PolyglotBook>(std::move(*opened)), QString()};
    }));
}

void BookPane::bookReady(const QString& path, std::shared_ptr<const book::PolyglotBook> opened,
                         const QString& error)
{
    m_loading = false;
    m_book = std::move(opened);
    m_error = error;
    if (!m_book) {
        m_status->setText(tr("Cannot read the book: %1").arg(error));
    } else {
        probe();
    }
    emit bookLoaded(path, error);
}

void BookPane::addBook(const QString& path)
{
    addUserBook(path);
    const QString c = QFileInfo(path).canonicalFilePath();
    refreshBooks();
    setBook(c.isEmpty() ? path : c);
}

void BookPane::browse()
{
    const QString dir = m_bookPath.isEmpty() ? QString() : QFileInfo(m_bookPath).absolutePath();
    const QString path = QFileDialog::getOpenFileName(this, tr("Add Opening Book"), dir,
                                                      tr("Polyglot books (*.bin);;All files (*)"));
    if (!path.isEmpty()) addBook(path);
}

void BookPane::removeCurrent()
{
    const int at = m_chooser->currentIndex();
    if (at < 0 || m_books[at].origin != BookSource::Origin::User) return;
    removeUserBook(m_books[at].path);
    m_bookPath.clear();
    m_book.reset();
    refreshBooks();
    if (!m_books.isEmpty()) {
        setBook(m_books.front().path);
    } else {
        m_model->clear();
        m_status->setText(tr("No opening book found. Add one with “Add…”."));
    }
}

void BookPane::positionChanged()
{
    if (m_book) probe();
}

void BookPane::probe()
{
    if (!position().isStandard()) {
        // Polyglot books are standard chess: their moves would be wrong answers here.
        m_shownKey = position().key();
        m_model->setRows({});
        m_status->setText(
            tr("Standard chess only: the book has nothing for a %1 game.")
                .arg(QString::fromLatin1(chess::variantTagName(position().variant()))));
        emit movesShown();
        return;
    }
    // The book and the position go to the book thread by value (the book is shared and only
    // read there); SAN is written there too.
    const bool cached = m_probe.request(position().key(), [book = m_book, pos = position(),
                                                           all = showsUnweighted()] {
        BookAnswer answer;
        // Weight 0 is Polyglot's "do not play": hidden unless asked for.
        for (const book::BookMove& m :
             book->probe(pos, book::ProbeFilter{std::uint16_t(all ? 0 : 1), {}}))
            answer.rows.push_back(BookRow{m.move, QString::fromStdString(chess::toSan(pos, m.move)),
                                          QString::fromStdString(chess::toUci(pos, m.move)),
                                          int(m.weight), m.share, m.hasStats, m.stats});
        return answer;
    });
    if (!cached && m_shownKey != position().key()) {
        // Keep the old list until the answer comes (no flicker), but say it is not current.
        m_status->setText(tr("Looking up…"));
    }
}

bool BookPane::showsUnweighted() const
{
    return m_showUnweighted->isChecked();
}

void BookPane::setShowUnweighted(bool show)
{
    if (m_showUnweighted->isChecked() != show) {
        m_showUnweighted->setChecked(show); // comes back here through toggled
        return;
    }
    // Cached answers were filtered the other way.
    m_probe.invalidate();
    m_shownKey = 0;
    if (m_book) probe();
}

void BookPane::deliver(std::uint64_t key, const BookAnswer& answer)
{
    if (key != position().key() || !m_book) return;
    m_shownKey = key;
    m_model->setRows(answer.rows);
    const bool stats = m_model->hasStats();
    m_view->setColumnHidden(BookMoveModel::GamesColumn, !stats);
    m_view->setColumnHidden(BookMoveModel::ScoreColumn, !stats);
    if (!answer.rows.empty()) m_view->setCurrentIndex(m_model->index(0, 0));
    m_status->setText(
        answer.rows.empty()
            ? tr("No book moves for this position.")
            : tr("Book moves: %1. Click one, or press Enter, to play it.").arg(answer.rows.size()));
    emit movesShown();
}

QString BookPane::statusText() const
{
    return m_status->text();
}

void BookPane::pickRow(int row)
{
    if (!isCurrent()) return; // the list is still the previous position's
    if (row < 0) row = 0;
    if (const BookRow* r = m_model->rowAt(row)) emit movePicked(r->move);
}

} // namespace kibitz::ui
