// SPDX-License-Identifier: GPL-3.0-or-later
#include "database/openingtreepane.h"

#include "common/followdocument.h"
#include "common/pickonenter.h"
#include "common/scorebar.h"

#include "chess/notation.h"
#include "model/databasemodel.h"
#include "model/gamedocument.h"

#include <QHeaderView>
#include <QLabel>
#include <QLocale>
#include <QPainter>
#include <QScrollBar>
#include <QStyle>
#include <QTreeWidget>
#include <QVBoxLayout>
#include <QtConcurrent/QtConcurrentRun>

#include <algorithm>
#include <chrono>

namespace kibitz::ui {

namespace {

enum Column {
    MoveColumn,
    GamesColumn,
    ScoreColumn,
    EloColumn,
    PerformanceColumn,
    YearColumn,
    ColumnCount
};
constexpr int MoveRole = Qt::UserRole + 2; // quint16: chess::Move::raw()

} // namespace

OpeningTreePane::OpeningTreePane(QWidget* parent)
    : QWidget(parent)
{
    m_status = new QLabel(this);
    m_status->setObjectName(QStringLiteral("treeStatus"));
    m_status->setWordWrap(true);
    //: Columns of the opening tree: the move, the games that played it, their results
    m_tree = newMoveList(this, QStringLiteral("openingTree"),
                         {tr("Move"), tr("Games"), tr("White / Draw / Black"),
                          tr("Elo", "average rating of the players who made the move"),
                          tr("Perf.", "performance rating"),
                          tr("Last", "last year the move was played")},
                         ScoreColumn);
    m_tree->header()->setStretchLastSection(true);
    // Every column wide enough for its header and its widest figure ("1,234,567", "2850",
    // "2024"), so that the pane's first width (sizeHint) shows them all.
    const QFontMetrics metrics = m_tree->fontMetrics();
    const int pad = 2 * m_tree->style()->pixelMetric(QStyle::PM_HeaderMargin) + 8;
    auto fit = [&](int column, const QString& widest) {
        m_tree->setColumnWidth(
            column, std::max(metrics.horizontalAdvance(m_tree->headerItem()->text(column)),
                             metrics.horizontalAdvance(widest))
                        + pad);
    };
    fit(MoveColumn, QStringLiteral("Qxe8+"));
    fit(GamesColumn, QLocale().toString(999999));
    // The bar: room for three percentages, and its header in full.
    m_tree->setColumnWidth(
        ScoreColumn,
        std::max(3 * metrics.horizontalAdvance(QStringLiteral("100%")) + 8,
                 metrics.horizontalAdvance(m_tree->headerItem()->text(ScoreColumn)) + pad));
    fit(EloColumn, QStringLiteral("2850"));
    fit(PerformanceColumn, QStringLiteral("2850"));
    fit(YearColumn, QStringLiteral("2024"));
    onEnter(m_tree, [this] { pick(); });
    connect(m_tree, &QTreeWidget::itemClicked, this, [this] { pick(); });

    auto* layout = new QVBoxLayout(this);
    layout->setContentsMargins(2, 2, 2, 2);
    layout->addWidget(m_status);
    layout->addWidget(m_tree);
    setDatabase(nullptr);
}

QSize OpeningTreePane::sizeHint() const
{
    int width = 2 * m_tree->frameWidth() + m_tree->verticalScrollBar()->sizeHint().width() + 4;
    for (int c = 0; c < ColumnCount; ++c) width += m_tree->columnWidth(c);
    return {width, QWidget::sizeHint().height()};
}

void OpeningTreePane::setDatabase(model::DatabaseModel* model)
{
    if (m_model == model) return;
    if (m_model) disconnect(m_model, nullptr, this, nullptr);
    m_model = model;
    if (m_model) {
        connect(m_model, &model::DatabaseModel::opened, this, &OpeningTreePane::refresh);
        connect(m_model, &model::DatabaseModel::saved, this, &OpeningTreePane::refresh);
        connect(m_model, &model::DatabaseModel::searchFinished, this, &OpeningTreePane::refresh);
        connect(m_model, &model::DatabaseModel::countChanged, this, [this] {
            if (m_model && !m_model->isLoading() && m_model->filteredGames()) refresh();
        });
    }
    refresh();
}

void OpeningTreePane::setDocument(const model::GameDocument* document)
{
    followDocument(
        m_document, document, this, [this] { setPosition(m_document->position()); },
        &model::GameDocument::currentNodeChanged);
    if (document) setPosition(document->position());
}

void OpeningTreePane::setPosition(const chess::Position& pos)
{
    m_position = pos;
    request();
}

void OpeningTreePane::refresh()
{
    ++m_filterGeneration;
    m_cache.clear();
    request();
}

void OpeningTreePane::request()
{
    ++m_generation;
    if (!m_model || !m_model->database()) {
        m_tree->clear();
        m_status->setText(
            m_model && m_model->isLoading()
                ? tr("The database is being read…")
                : tr("Open a database (a PGN file of games) to see the moves played here."));
        return;
    }
    const auto key = std::make_pair(m_position.key(), m_filterGeneration);
    if (const auto it = m_cache.find(key); it != m_cache.end()) {
        show(*it->second);
        return;
    }
    if (m_busy) {
        m_pending = true;
        return;
    }
    m_busy = true;
    m_pending = false;
    const int generation = m_generation;
    auto db = m_model->sharedDatabase();
    auto games = m_model->isFiltered() ? m_model->filteredGames() : nullptr;
    const chess::Position pos = m_position;
    QPointer<OpeningTreePane> self(this);
    QPointer<model::DatabaseModel> owner(m_model);
    (void)QtConcurrent::run([=] {
        const auto start = std::chrono::steady_clock::now();
        auto answer = std::make_shared<Answer>();
        if (model::DatabaseModel::searchDataReady(db, owner, -1))
            answer->moves = db->tree(pos, games.get());
        else
            answer->failed = true;
        answer->ms =
            std::chrono::duration<double, std::milli>(std::chrono::steady_clock::now() - start)
                .count();
        QMetaObject::invokeMethod(
            self,
            [=] {
                if (!self) return;
                self->m_busy = false;
                if (!answer->failed) self->m_cache[key] = answer;
                if (generation == self->m_generation) self->show(*answer);
                if (self->m_pending || generation != self->m_generation) self->request();
            },
            Qt::QueuedConnection);
    });
}

void OpeningTreePane::show(const Answer& answer)
{
    m_tree->clear();
    std::uint64_t total = 0;
    for (const db::TreeMove& m : answer.moves) total += m.games;
    const QLocale locale;
    // Which games are counted: the whole database, or only those its list keeps (a position
    // search's games, say), which the label names, so that a count at the start position is
    // not read as the database's.
    QString games = m_model->title();
    if (m_model->isFiltered()) {
        QStringList why;
        if (!m_model->searchDescription().isEmpty()) why << m_model->searchDescription();
        if (!m_model->headerFilter().text.empty())
            why << tr("quick search “%1”")
                       .arg(QString::fromStdString(m_model->headerFilter().text));
        db::HeaderFilter header = m_model->headerFilter();
        header.text.clear();
        if (!header.isEmpty()) why << tr("the filter");
        //: The opening tree's games, after "12 games reach this position, of": "the 3,441
        //: games in the list of master.pgn (Games reaching the board's position)"
        games = tr("the %Ln game(s) in the list of %1 (%2)", nullptr, m_model->rowCount())
                    .arg(m_model->title(), why.join(QStringLiteral("; ")));
    }
    if (answer.failed) {
        m_status->setText(tr("The games of %1 cannot be searched: its index cannot be read.")
                              .arg(m_model->title()));
    } else if (!m_model->isFiltered()) {
        m_status->setText(
            total == 0
                ? tr("No game of %1 reaches this position.").arg(games)
                : tr("%Ln game(s) of %1 reach this position", nullptr, int(total)).arg(games));
    } else {
        m_status->setText(
            total == 0
                ? tr("No game reaches this position, of %1.").arg(games)
                : tr("%Ln game(s) reach this position, of %1", nullptr, int(total)).arg(games));
    }
    for (const db::TreeMove& m : answer.moves) {
        auto* item = new QTreeWidgetItem(m_tree);
        const QString san = m.move ? QString::fromStdString(chess::toSan(m_position, m.move))
                                   : tr("(end)", "games that end here");
        item->setText(MoveColumn, san);
        item->setData(MoveColumn, MoveRole, QVariant::fromValue(quint16(m.move.raw())));
        item->setText(GamesColumn, locale.toString(m.games));
        item->setTextAlignment(GamesColumn, Qt::AlignRight | Qt::AlignVCenter);
        const double n = m.games;
        item->setData(
            ScoreColumn, ScoreBarDelegate::SharesRole,
            QVariant::fromValue(QList<double>{m.whiteWins / n, m.draws / n, m.blackWins / n}));
        item->setToolTip(ScoreColumn, tr("White wins %1, draws %2, Black wins %3")
                                          .arg(m.whiteWins)
                                          .arg(m.draws)
                                          .arg(m.blackWins));
        item->setText(EloColumn,
                      m.averageElo > 0 ? QString::number(qRound(m.averageElo)) : QString());
        item->setText(PerformanceColumn,
                      m.performance > 0 ? QString::number(qRound(m.performance)) : QString());
        item->setText(YearColumn, m.lastYear ? QString::number(m.lastYear) : QString());
        for (int c : {EloColumn, PerformanceColumn, YearColumn})
            item->setTextAlignment(c, Qt::AlignRight | Qt::AlignVCenter);
        if (!m.move) item->setFlags(item->flags() & ~Qt::ItemIsSelectable);
    }
    emit updated();
}

void OpeningTreePane::pick()
{
    QTreeWidgetItem* item = m_tree->currentItem();
    if (!item) return;
    const auto move = chess::Move::fromRaw(quint16(item->data(MoveColumn, MoveRole).toUInt()));
    if (move) emit movePicked(move);
}

} // namespace kibitz::ui
