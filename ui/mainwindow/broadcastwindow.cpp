// SPDX-License-Identifier: GPL-3.0-or-later
// MainWindow's part in following a broadcast round (File > Follow Broadcast): the round's file
// opens as a database whose rows are read again as moves come, and a game opened from it moves
// on with the broadcast: to the new last move while the board stands at the last one, not when
// the user stepped back (the moves are added, the board stays), and not at all once the user
// has written into it (the database's row still moves on).

#include "database/databasecontroller.h"
#include "database/databaseview.h"
#include "mainwindow/mainwindow.h"
#include "model/databasemodel.h"
#include "model/gamedocument.h"
#include "online/broadcastdialog.h"
#include "online/livebroadcast.h"
#include "online/onlineservices.h"
#include "pgn/builder.h"

#include <QFileInfo>
#include <QLabel>
#include <QStatusBar>

namespace kibitz::ui {

namespace {

model::DatabaseModel* databaseOf(DatabaseController* databases, const QString& path)
{
    for (int i = 0; i < databases->viewCount(); ++i)
        if (QFileInfo(databases->viewAt(i)->model()->path()) == QFileInfo(path))
            return databases->viewAt(i)->model();
    return nullptr;
}

} // namespace

LiveBroadcast* MainWindow::liveBroadcast()
{
    if (m_broadcast) return m_broadcast;
    m_broadcast = new LiveBroadcast(m_online, this);
    statusBar()->addPermanentWidget(m_broadcast->statusLabel());
    connect(m_broadcast, &LiveBroadcast::fileWritten, this, [this](const QString& path, bool) {
        model::DatabaseModel* model = databaseOf(m_databases, path);
        if (!model) {
            DatabaseView* view = m_databases->openDatabase(path);
            model = view ? view->model() : nullptr;
            // The first board comes onto the board, as a broadcast's page shows it.
            if (model)
                connect(
                    model, &model::DatabaseModel::opened, view,
                    [this, view] {
                        if (view->model()->rowCount() > 0)
                            m_databases->openGame(view, view->model()->gameAt(0));
                    },
                    Qt::SingleShotConnection);
        } else {
            model->reload();
        }
        // The follower owns the file while it follows: a game is saved elsewhere (Save As).
        if (model)
            model->setReadOnlyReason(tr("%1 holds a broadcast being followed: Kibitz writes "
                                        "it as moves come.")
                                         .arg(QFileInfo(path).fileName()));
    });
    // A game opened from the file (written a moment ago) catches up with what came since.
    connect(m_databases, &DatabaseController::gameOpened, this, [this] {
        model::GameDocument* doc = document();
        const online::BroadcastFollow* follow = m_broadcast->follower();
        if (!follow || QFileInfo(doc->filePath()) != QFileInfo(m_broadcast->file())) return;
        const int index = doc->gameIndex();
        if (index >= 0 && index < follow->games().size())
            broadcastGameChanged(index, follow->games().games().at(index));
        // Opened: at its last move, where the game stands now.
        if (m_broadcast->firstSight(doc) && !doc->isModified()
            && doc->currentNode() == doc->game().root())
            doc->toEnd();
    });
    connect(m_broadcast, &LiveBroadcast::stopped, this, [this](const QString& error) {
        if (model::DatabaseModel* model = databaseOf(m_databases, m_broadcast->file())) {
            model->setReadOnlyReason({});
            model->reload();
        }
        if (!error.isEmpty()) showError(tr("Follow Broadcast"), error);
    });
    connect(m_broadcast, &LiveBroadcast::gameChanged, this, &MainWindow::broadcastGameChanged);
    return m_broadcast;
}

void MainWindow::followBroadcast()
{
    const bool askedBefore = m_online->settings().asked;
    //: What asks to go online, in the first-use question
    if (!m_online->allow(this, tr("Following a broadcast"))) {
        // Turned off before: say where they are turned on (the question is asked only once).
        if (askedBefore)
            showError(tr("Follow Broadcast"),
                      tr("Online services are off: Edit > Online Services turns them on."));
        return;
    }
    BroadcastDialog dialog(m_online, this);
    if (dialog.exec() != QDialog::Accepted || dialog.roundId().isEmpty()) return;
    followBroadcastRound(dialog.roundId(), dialog.roundTitle(), dialog.fileName());
}

bool MainWindow::followBroadcastRound(const QString& roundId, const QString& title,
                                      const QString& fileName)
{
    QString error;
    if (!liveBroadcast()->follow(roundId, title, fileName, &error)) {
        showError(tr("Follow Broadcast"), error);
        return false;
    }
    return true;
}

void MainWindow::stopBroadcast()
{
    if (m_broadcast) m_broadcast->stop();
}

bool MainWindow::followingBroadcast() const
{
    return m_broadcast && m_broadcast->following();
}

void MainWindow::broadcastGameChanged(int index, const QByteArray& pgn)
{
    const QFileInfo file(m_broadcast->file());
    for (int i = 0; i < documentCount(); ++i) {
        model::GameDocument* doc = documentAt(i);
        if (doc->gameIndex() != index || QFileInfo(doc->filePath()) != file) continue;
        // What the user wrote into the game stays theirs: the broadcast no longer moves it.
        if (doc->isModified()) continue;
        const bool atEnd = doc->currentNode() == doc->game().mainlineEnd();
        doc->followRecord(
            pgn::readGame(std::string_view(pgn.constData(), std::size_t(pgn.size()))));
        if (atEnd) doc->toEnd();
    }
}

} // namespace kibitz::ui
