// SPDX-License-Identifier: GPL-3.0-or-later
#include "online/explorerpane.h"

#include "online/onlineservices.h"

#include "chess/fen.h"
#include "chess/notation.h"
#include "common/scorebar.h"
#include "model/gamedocument.h"

#include <QCheckBox>
#include <QComboBox>
#include <QHBoxLayout>
#include <QHeaderView>
#include <QLabel>
#include <QLineEdit>
#include <QPointer>
#include <QPushButton>
#include <QTabBar>
#include <QTimer>
#include <QTreeWidget>
#include <QVBoxLayout>

namespace kibitz::ui {

namespace {

enum MoveColumn { MoveCol, GamesCol, ScoreCol, RatingCol, PerfCol, MoveColumns };
enum GameColumn { WhiteCol, BlackCol, ResultCol, YearCol, GameColumns };
constexpr int UciRole = Qt::UserRole + 10;
constexpr int IdRole = Qt::UserRole + 11;

// lichess's rating bands (the explorer's `ratings` values): the chosen band and those above.
const int Bands[] = {0, 1000, 1200, 1400, 1600, 1800, 2000, 2200, 2500};

QString resultOf(const QString& winner)
{
    if (winner == QLatin1String("white")) return QStringLiteral("1-0");
    if (winner == QLatin1String("black")) return QStringLiteral("0-1");
    return QStringLiteral("½-½");
}

} // namespace

ExplorerPane::ExplorerPane(OnlineServices* services, QWidget* parent)
    : PositionPane(parent)
    , m_services(services)
    , m_delay(new QTimer(this))
{
    m_tabs = new QTabBar(this);
    m_tabs->setObjectName(QStringLiteral("explorerTabs"));
    //: Opening explorer tabs: lichess's masters games, all lichess games, one player's games
    m_tabs->addTab(tr("Masters"));
    m_tabs->addTab(tr("Lichess"));
    m_tabs->addTab(tr("Player"));
    m_tabs->setExpanding(false);

    m_lichessOptions = new QWidget(this);
    auto* lo = new QHBoxLayout(m_lichessOptions);
    lo->setContentsMargins(0, 0, 0, 0);
    for (const char* speed : {"bullet", "blitz", "rapid", "classical"}) {
        auto* box = new QCheckBox(QString::fromLatin1(speed), m_lichessOptions);
        box->setChecked(true);
        connect(box, &QCheckBox::toggled, this, &ExplorerPane::schedule);
        m_speeds << box;
        lo->addWidget(box);
    }
    m_ratings = new QComboBox(m_lichessOptions);
    m_ratings->addItem(tr("All ratings"));
    for (std::size_t i = 1; i < std::size(Bands); ++i)
        m_ratings->addItem(QStringLiteral("%1+").arg(Bands[i]));
    connect(m_ratings, &QComboBox::currentIndexChanged, this, &ExplorerPane::schedule);
    lo->addWidget(m_ratings);
    lo->addStretch();

    m_playerOptions = new QWidget(this);
    auto* po = new QHBoxLayout(m_playerOptions);
    po->setContentsMargins(0, 0, 0, 0);
    m_player = new QLineEdit(m_playerOptions);
    m_player->setPlaceholderText(tr("lichess user"));
    connect(m_player, &QLineEdit::editingFinished, this, &ExplorerPane::schedule);
    m_color = new QComboBox(m_playerOptions);
    m_color->addItem(tr("as White"));
    m_color->addItem(tr("as Black"));
    connect(m_color, &QComboBox::currentIndexChanged, this, &ExplorerPane::schedule);
    po->addWidget(m_player, 1);
    po->addWidget(m_color);

    m_turnOn = new QPushButton(tr("Turn Online Services On…"), this);
    m_turnOn->setObjectName(QStringLiteral("explorerTurnOn"));
    connect(m_turnOn, &QPushButton::clicked, this, [this] {
        // Pressed, so asked even when the question was answered no before.
        if (m_services->allow(this, tr("The opening explorer"), true)) schedule();
    });
    m_status = new QLabel(this);
    m_status->setObjectName(QStringLiteral("explorerStatus"));
    m_status->setWordWrap(true);

    m_moves = newMoveList(this, QStringLiteral("explorerMoves"),
                          {tr("Move"), tr("Games"), tr("White / Draw / Black"),
                           tr("Rating", "average rating of the games' players"),
                           tr("Perf.", "performance rating")},
                          ScoreCol);
    m_moves->setColumnWidth(MoveCol, 60);
    m_moves->setColumnWidth(GamesCol, 80);
    m_moves->setColumnWidth(ScoreCol, 150);
    m_moves->setColumnWidth(RatingCol, 55);
    connect(m_moves, &QTreeWidget::itemActivated, this, &ExplorerPane::pickMove);
    connect(m_moves, &QTreeWidget::itemClicked, this, &ExplorerPane::pickMove);

    m_games = new QTreeWidget(this);
    m_games->setObjectName(QStringLiteral("explorerGames"));
    m_games->setRootIsDecorated(false);
    m_games->setUniformRowHeights(true);
    m_games->setColumnCount(GameColumns);
    m_games->setHeaderLabels({tr("White"), tr("Black"), tr("Result"), tr("Year")});
    m_games->setColumnWidth(WhiteCol, 150);
    m_games->setColumnWidth(BlackCol, 150);
    m_games->setColumnWidth(ResultCol, 50);
    m_games->setToolTip(tr("Double-click a game to open it"));
    connect(m_games, &QTreeWidget::itemActivated, this, &ExplorerPane::openGame);

    auto* layout = new QVBoxLayout(this);
    layout->setContentsMargins(2, 2, 2, 2);
    layout->addWidget(m_tabs);
    layout->addWidget(m_lichessOptions);
    layout->addWidget(m_playerOptions);
    layout->addWidget(m_turnOn);
    layout->addWidget(m_status);
    layout->addWidget(m_moves, 3);
    layout->addWidget(m_games, 2);

    m_delay->setSingleShot(true);
    m_delay->setInterval(400);
    connect(m_delay, &QTimer::timeout, this, &ExplorerPane::request);
    connect(m_tabs, &QTabBar::currentChanged, this, &ExplorerPane::sourceChanged);
    connect(services, &OnlineServices::settingsChanged, this, &ExplorerPane::schedule);
    sourceChanged();
}

void ExplorerPane::setSource(online::ExplorerSource source)
{
    m_tabs->setCurrentIndex(int(source));
}

void ExplorerPane::setPlayer(const QString& user)
{
    m_player->setText(user);
    schedule();
}

void ExplorerPane::sourceChanged()
{
    const auto source = online::ExplorerSource(m_tabs->currentIndex());
    m_lichessOptions->setVisible(source == online::ExplorerSource::Lichess);
    m_playerOptions->setVisible(source == online::ExplorerSource::Player);
    m_moves->setColumnHidden(PerfCol, source != online::ExplorerSource::Player);
    m_moves->headerItem()->setText(RatingCol, source == online::ExplorerSource::Player
                                                  ? tr("Opp.", "average opponent's rating")
                                                  : tr("Rating"));
    schedule();
}

void ExplorerPane::showEvent(QShowEvent* event)
{
    QWidget::showEvent(event);
    schedule();
}

void ExplorerPane::schedule()
{
    m_turnOn->setVisible(!m_services->enabled());
    if (!m_services->enabled()) {
        m_status->setText(tr("The explorer asks lichess.org; online services are off."));
        return;
    }
    if (isVisible()) m_delay->start();
}

online::ExplorerQuery ExplorerPane::query() const
{
    online::ExplorerQuery q;
    q.source = online::ExplorerSource(m_tabs->currentIndex());
    q.fen = QString::fromStdString(chess::toFen(position()));
    for (const QCheckBox* box : m_speeds)
        if (box->isChecked()) q.speeds << box->text();
    if (q.speeds.size() == m_speeds.size()) q.speeds.clear();
    if (m_ratings->currentIndex() > 0)
        for (std::size_t i = std::size_t(m_ratings->currentIndex()); i < std::size(Bands); ++i)
            q.ratings << Bands[i];
    q.player = m_player->text().trimmed();
    q.color = m_color->currentIndex() == 0 ? QStringLiteral("white") : QStringLiteral("black");
    return q;
}

void ExplorerPane::request()
{
    if (!m_services->enabled()) return;
    const online::ExplorerQuery q = query();
    if (!position().isStandard()) {
        m_status->setText(tr("The explorer knows standard chess only."));
        m_moves->clear();
        m_games->clear();
        return;
    }
    if (q.source == online::ExplorerSource::Player && q.player.isEmpty()) {
        m_status->setText(tr("Whose games? Type a lichess user name."));
        m_moves->clear();
        m_games->clear();
        return;
    }
    const QUrl url = online::explorerUrl(m_services->client()->settings().servers, q);
    if (url == m_shown) return;
    const int generation = ++m_generation;
    m_status->setText(tr("Asking lichess…"));
    m_services->client()->explorer(q,
                                   [this, q, url, generation, guard = QPointer<ExplorerPane>(this)](
                                       const online::Answer<online::ExplorerAnswer>& answer) {
                                       if (!guard || generation != m_generation) return;
                                       if (answer) m_shown = url;
                                       showAnswer(q, answer);
                                   });
}

void ExplorerPane::showAnswer(const online::ExplorerQuery& query,
                              const online::Answer<online::ExplorerAnswer>& answer)
{
    m_moves->clear();
    m_games->clear();
    if (!answer) {
        m_status->setText(answer.error().message());
        emit updated();
        return;
    }
    const online::ExplorerAnswer& a = answer.value();
    const qint64 total = a.white + a.draws + a.black;
    QString text = tr("%1 games").arg(QLocale().toString(total));
    if (!a.opening.isEmpty()) text = a.eco + u' ' + a.opening + QStringLiteral(" · ") + text;
    m_status->setText(text);
    for (const online::ExplorerMove& m : a.moves) {
        auto* item = new QTreeWidgetItem(m_moves);
        item->setText(MoveCol, m.san);
        item->setData(MoveCol, UciRole, m.uci);
        item->setText(GamesCol, QLocale().toString(m.games()));
        item->setTextAlignment(GamesCol, Qt::AlignRight | Qt::AlignVCenter);
        const double n = double(std::max<qint64>(1, m.games()));
        item->setData(ScoreCol, ScoreBarDelegate::SharesRole,
                      QVariant::fromValue(QList<double>{double(m.white) / n, double(m.draws) / n,
                                                        double(m.black) / n}));
        if (m.averageRating > 0) item->setText(RatingCol, QString::number(m.averageRating));
        if (m.performance) item->setText(PerfCol, QString::number(*m.performance));
    }
    const bool masters = query.source == online::ExplorerSource::Masters;
    const QList<online::ExplorerGame>& games = a.topGames.isEmpty() ? a.recentGames : a.topGames;
    for (const online::ExplorerGame& g : games) {
        auto* item = new QTreeWidgetItem(m_games);
        item->setText(WhiteCol, QStringLiteral("%1 (%2)").arg(g.white).arg(g.whiteRating));
        item->setText(BlackCol, QStringLiteral("%1 (%2)").arg(g.black).arg(g.blackRating));
        item->setText(ResultCol, resultOf(g.winner));
        item->setText(YearCol, QString::number(g.year));
        item->setData(WhiteCol, IdRole, g.id);
        item->setData(WhiteCol, UciRole, masters);
    }
    m_games->headerItem()->setText(WhiteCol, a.topGames.isEmpty() ? tr("Recent games: White")
                                                                  : tr("Top games: White"));
    emit updated();
}

void ExplorerPane::pickMove()
{
    const QTreeWidgetItem* item = m_moves->currentItem();
    if (!item) return;
    const auto move =
        chess::parseUci(position(), item->data(MoveCol, UciRole).toString().toStdString());
    if (move) emit movePicked(*move);
}

void ExplorerPane::openGame()
{
    const QTreeWidgetItem* item = m_games->currentItem();
    if (!item) return;
    const QString id = item->data(WhiteCol, IdRole).toString();
    const bool masters = item->data(WhiteCol, UciRole).toBool();
    m_status->setText(tr("Fetching game %1…").arg(id));
    m_services->client()->gamePgn(
        masters ? online::ExplorerSource::Masters : online::ExplorerSource::Lichess, id,
        [this, guard = QPointer<ExplorerPane>(this)](online::Answer<QByteArray> pgn) {
            if (!guard) return;
            if (!pgn) {
                m_status->setText(pgn.error().message());
                return;
            }
            emit gameChosen(pgn.value());
        });
}

} // namespace kibitz::ui
