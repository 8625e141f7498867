// SPDX-License-Identifier: GPL-3.0-or-later
#include "train/trainerwindow.h"

#include "board/boardview.h"
#include "chess/boardmove.h"
#include "common/settingsfolders.h"
#include "io/userfolders_qt.h"
#include "tablebase/tablebaseprobe.h"

#include <QDate>
#include <QHBoxLayout>
#include <QLabel>
#include <QThreadPool>
#include <QTimer>
#include <QVBoxLayout>

namespace kibitz::ui {

std::shared_ptr<train::TrainingStore> defaultTrainingStore(QString* error)
{
    // One store for every trainer of the process: SQLite connections are cheap, but one
    // keeps the writes in order.
    static std::weak_ptr<train::TrainingStore> shared;
    if (auto store = shared.lock()) return store;
    auto opened = train::TrainingStore::open(
        io::userFilePath(io::UserFolder::Data, QStringLiteral("training.sqlite")).toStdString());
    if (!opened) {
        if (error) *error = QString::fromStdString(opened.error().toString());
        return nullptr;
    }
    std::shared_ptr<train::TrainingStore> store(std::move(*opened));
    shared = store;
    return store;
}

std::int64_t trainingDay()
{
    return QDate::currentDate().toJulianDay();
}

std::vector<std::string> syzygyFolders()
{
    QStringList folders =
        settingsFolders(QStringLiteral("tablebases/syzygy")) + defaultSyzygyFolders();
    folders.removeDuplicates();
    std::vector<std::string> out;
    for (const QString& f : folders) out.push_back(f.toStdString());
    return out;
}

TrainerWindow::TrainerWindow(std::shared_ptr<train::TrainingStore> store, QWidget* parent)
    : QWidget(parent, Qt::Window)
    , m_board(new BoardView(this))
    , m_title(new QLabel(this))
    , m_status(new QLabel(this))
    , m_controls(new QVBoxLayout)
    , m_worker(new QThreadPool(this))
    , m_replyTimer(new QTimer(this))
    , m_store(std::move(store))
{
    setAttribute(Qt::WA_DeleteOnClose);
    // One search or probe at a time: the judge's search is not reentrant.
    m_worker->setMaxThreadCount(1);
    m_replyTimer->setSingleShot(true);
    connect(m_replyTimer, &QTimer::timeout, this, &TrainerWindow::reply);
    m_board->setMinimumSize(360, 360);
    m_title->setWordWrap(true);
    QFont big = m_title->font();
    big.setBold(true);
    big.setPointSizeF(big.pointSizeF() * 1.2);
    m_title->setFont(big);
    m_status->setWordWrap(true);
    m_status->setTextInteractionFlags(Qt::TextSelectableByMouse);
    m_status->setMinimumHeight(m_status->fontMetrics().lineSpacing() * 3);
    m_status->setAlignment(Qt::AlignTop | Qt::AlignLeft);

    auto* side = new QVBoxLayout;
    side->addWidget(m_title);
    side->addWidget(m_status);
    side->addLayout(m_controls);
    auto* layout = new QHBoxLayout(this);
    layout->addWidget(m_board, 3);
    layout->addLayout(side, 2);
    resize(900, 560);

    connect(m_board, &BoardView::moveRequested, this,
            [this](chess::Square from, chess::Square to, chess::PieceType promotion) {
                const chess::Move m = chess::moveFromBoard(m_position, from, to, promotion);
                // An illegal drop snaps back: hand the board its position again.
                if (m.isNone()) {
                    m_board->setPosition(m_position);
                    return;
                }
                userMove(m);
            });
}

void TrainerWindow::addControlRow(std::initializer_list<QWidget*> widgets, QWidget* stretch)
{
    auto* row = new QHBoxLayout;
    for (QWidget* widget : widgets) row->addWidget(widget, widget == stretch ? 1 : 0);
    m_controls->addLayout(row);
}

TrainerWindow::~TrainerWindow()
{
    m_worker->clear();
    m_worker->waitForDone();
}

QString TrainerWindow::statusText() const
{
    return m_status->text();
}

QString TrainerWindow::titleText() const
{
    return m_title->text();
}

void TrainerWindow::setTitle(const QString& text)
{
    m_title->setText(text);
}

void TrainerWindow::setStatus(const QString& text)
{
    m_status->setText(text);
}

void TrainerWindow::showPosition(const chess::Position& pos, chess::Color side, bool interactive)
{
    m_position = pos;
    m_board->setFlipped(side == chess::Color::Black);
    m_board->setPosition(pos);
    m_board->setInteractive(interactive);
}

void TrainerWindow::setReplyDelay(int ms)
{
    m_replyTimer->setInterval(ms);
}

void TrainerWindow::replySoon()
{
    m_replyTimer->start();
}

void TrainerWindow::cancelReply()
{
    m_replyTimer->stop();
}

} // namespace kibitz::ui
