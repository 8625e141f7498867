// SPDX-License-Identifier: GPL-3.0-or-later
#include "online/livebroadcast.h"

#include "io/userfolders_qt.h"
#include "online/onlineservices.h"

#include <QDir>
#include <QLabel>

namespace kibitz::ui {

LiveBroadcast::LiveBroadcast(OnlineServices* services, QObject* parent)
    : QObject(parent)
    , m_services(services)
    , m_status(new QLabel)
{
    m_status->setObjectName(QStringLiteral("broadcastStatus"));
    m_status->hide();
}

LiveBroadcast::~LiveBroadcast()
{
    // The follower writes what it has when it goes (BroadcastFollow's destructor).
    delete m_follow;
    if (m_status && !m_status->parent()) delete m_status;
}

QString LiveBroadcast::folder()
{
    return io::userFilePath(io::UserFolder::Data, QStringLiteral("broadcasts"));
}

bool LiveBroadcast::follow(const QString& roundId, const QString& title, const QString& fileName,
                           QString* error)
{
    stop();
    if (!QDir().mkpath(folder())) {
        if (error) *error = tr("Cannot create the folder %1.").arg(folder());
        return false;
    }
    online::FollowOptions options;
    options.roundId = roundId;
    options.file = folder() + QLatin1Char('/') + fileName;
    options.writeDelayMs = 500; // the list is read again after each write
    m_roundId = roundId;
    m_title = title;
    m_file = options.file;
    m_written = false;
    auto* follow = new online::BroadcastFollow(m_services->client(), options, this);
    m_follow = follow;
    connect(follow, &online::BroadcastFollow::fileWritten, this,
            [this] { emit fileWritten(m_file, !std::exchange(m_written, true)); });
    auto changed = [this, follow](int index) {
        emit gameChanged(index, follow->games().games().at(index));
    };
    connect(follow, &online::BroadcastFollow::gameAdded, this, changed);
    connect(follow, &online::BroadcastFollow::gameUpdated, this, changed);
    auto live = [this, follow] {
        //: Status bar: a broadcast round followed; %1 its name, %n how many games
        setStatus(tr("%1: live, %n games", nullptr, follow->games().size()).arg(m_title));
    };
    connect(follow, &online::BroadcastFollow::streamConnected, this, live);
    connect(follow, &online::BroadcastFollow::gameAdded, this, live);
    connect(follow, &online::BroadcastFollow::streamCut, this,
            [this](const online::ServiceError& e, int retryMs) {
                //: Status bar: %1 the broadcast, %2 seconds; the tooltip says what failed
                setStatus(tr("%1: the stream was cut; connecting again in %2 s")
                              .arg(m_title)
                              .arg((retryMs + 999) / 1000),
                          e.message());
            });
    connect(follow, &online::BroadcastFollow::finished, this, [this, follow] {
        const int games = follow->games().size();
        const QString where = tr("The games are in %1.").arg(m_file);
        if (follow->roundFinished()) {
            setStatus(tr("%1: the round is over, %n games", nullptr, games).arg(m_title), where);
            emit stopped({});
        } else if (follow->error()) {
            const QString message = follow->error()->message();
            setStatus(m_title + QStringLiteral(": ") + message, where);
            emit stopped(message);
        } else {
            setStatus(tr("%1: no longer followed, %n games", nullptr, games).arg(m_title), where);
            emit stopped({});
        }
    });
    if (!follow->start()) {
        if (error) *error = follow->error()->message();
        delete follow;
        return false;
    }
    setStatus(tr("%1: connecting…").arg(m_title));
    return true;
}

void LiveBroadcast::stop()
{
    if (!m_follow) return;
    m_follow->stop(); // finished() says so
    m_follow->deleteLater();
    m_follow = nullptr;
}

bool LiveBroadcast::firstSight(const QObject* document)
{
    if (m_seen.contains(document)) return false;
    m_seen.insert(document);
    connect(document, &QObject::destroyed, this, [this, document] { m_seen.remove(document); });
    return true;
}

void LiveBroadcast::setStatus(const QString& text, const QString& details)
{
    if (!m_status) return;
    m_status->setText(text);
    m_status->setToolTip(details.isEmpty() ? text : details);
    m_status->setVisible(!text.isEmpty());
}

} // namespace kibitz::ui
