// SPDX-License-Identifier: GPL-3.0-or-later
#include "online/broadcastdialog.h"

#include "online/onlineservices.h"

#include <QDialogButtonBox>
#include <QFormLayout>
#include <QHeaderView>
#include <QLabel>
#include <QLineEdit>
#include <QLocale>
#include <QPointer>
#include <QPushButton>
#include <QTreeWidget>
#include <QVBoxLayout>

namespace kibitz::ui {

namespace {

// What the tree's round items hold: the broadcast's and the round's place in the list.
constexpr int BroadcastRole = Qt::UserRole + 1;
constexpr int RoundRole = Qt::UserRole + 2;

} // namespace

BroadcastDialog::BroadcastDialog(OnlineServices* services, QWidget* parent)
    : QDialog(parent)
{
    setWindowTitle(tr("Follow Broadcast"));
    m_list = new QTreeWidget(this);
    m_list->setObjectName(QStringLiteral("broadcastList"));
    m_list->setColumnCount(2);
    m_list->setHeaderLabels({tr("Broadcast and round"), tr("State")});
    m_list->header()->setSectionResizeMode(0, QHeaderView::Stretch);
    m_list->header()->setSectionResizeMode(1, QHeaderView::ResizeToContents);
    m_list->header()->setStretchLastSection(false);
    m_list->setMinimumSize(520, 280);
    m_round = new QLineEdit(this);
    m_round->setObjectName(QStringLiteral("broadcastRound"));
    m_round->setPlaceholderText(tr("https://lichess.org/broadcast/…/…/ROUND_ID, or the id"));
    m_status = new QLabel(tr("Asking lichess for its broadcasts…"), this);
    m_status->setObjectName(QStringLiteral("broadcastStatus"));
    m_status->setWordWrap(true);
    auto* buttons = new QDialogButtonBox(QDialogButtonBox::Cancel, this);
    m_follow = buttons->addButton(tr("&Follow"), QDialogButtonBox::AcceptRole);
    m_follow->setDefault(true);
    connect(buttons, &QDialogButtonBox::accepted, this, &QDialog::accept);
    connect(buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);
    connect(m_list, &QTreeWidget::currentItemChanged, this, &BroadcastDialog::roundChosen);
    connect(m_list, &QTreeWidget::itemActivated, this, [this](QTreeWidgetItem* item) {
        if (item->data(0, RoundRole).isValid() && !roundId().isEmpty()) accept();
    });
    connect(m_round, &QLineEdit::textChanged, this, &BroadcastDialog::updateButton);

    auto* form = new QFormLayout;
    form->addRow(tr("&Round:"), m_round);
    auto* layout = new QVBoxLayout(this);
    layout->addWidget(m_list, 1);
    layout->addWidget(m_status);
    layout->addLayout(form);
    layout->addWidget(buttons);
    updateButton();

    QPointer<BroadcastDialog> self(this);
    online::listBroadcasts(
        *services->client(), 50, [self](online::Answer<QList<online::Broadcast>> answer) {
            if (!self) return;
            if (!answer) {
                self->m_status->setText(tr("%1\nA round's URL or id can still be pasted below.")
                                            .arg(answer.error().message()));
                return;
            }
            self->showBroadcasts(answer.value());
        });
}

void BroadcastDialog::showBroadcasts(const QList<online::Broadcast>& broadcasts)
{
    m_broadcasts = broadcasts;
    m_list->clear();
    QTreeWidgetItem* first = nullptr;
    for (qsizetype b = 0; b < broadcasts.size(); ++b) {
        const online::Broadcast& broadcast = broadcasts[b];
        auto* top = new QTreeWidgetItem(m_list, {broadcast.name});
        top->setFlags(Qt::ItemIsEnabled);
        for (qsizetype r = 0; r < broadcast.rounds.size(); ++r) {
            const online::BroadcastRound& round = broadcast.rounds[r];
            QString state;
            if (round.ongoing)
                //: A broadcast round being played now
                state = tr("live");
            else if (round.finished)
                state = tr("finished");
            else if (round.startsAt.isValid())
                state =
                    QLocale().toString(round.startsAt.toLocalTime().date(), QLocale::ShortFormat)
                    + QLatin1Char(' ')
                    + QLocale().toString(round.startsAt.toLocalTime().time(), QLocale::ShortFormat);
            auto* item = new QTreeWidgetItem(top, {round.name, state});
            item->setData(0, BroadcastRole, int(b));
            item->setData(0, RoundRole, int(r));
            if (round.ongoing) {
                QFont bold = item->font(1);
                bold.setBold(true);
                item->setFont(1, bold);
            }
            if (!first && r == broadcast.defaultRound() && round.ongoing) first = item;
        }
        // Broadcasts with a round on now stand open.
        top->setExpanded(std::any_of(broadcast.rounds.begin(), broadcast.rounds.end(),
                                     [](const auto& r) { return r.ongoing; })
                         || b == 0);
    }
    m_status->setText(broadcasts.isEmpty() ? tr("lichess has no official broadcast now.")
                                           : tr("Choose a round, or paste a round's URL or id."));
    if (first) m_list->setCurrentItem(first);
}

void BroadcastDialog::roundChosen()
{
    const QTreeWidgetItem* item = m_list->currentItem();
    if (!item || !item->data(0, RoundRole).isValid()) return;
    const online::Broadcast& b = m_broadcasts[item->data(0, BroadcastRole).toInt()];
    m_round->setText(b.rounds[item->data(0, RoundRole).toInt()].url);
}

QString BroadcastDialog::roundId() const
{
    return online::broadcastRoundId(m_round->text()).value_or(QString());
}

QString BroadcastDialog::roundTitle() const
{
    QString id = roundId();
    for (const online::Broadcast& b : m_broadcasts)
        for (const online::BroadcastRound& r : b.rounds)
            if (r.id == id) return b.name + QStringLiteral(", ") + r.name;
    return id;
}

QString BroadcastDialog::fileName() const
{
    const QString id = roundId();
    for (const online::Broadcast& b : m_broadcasts)
        for (const online::BroadcastRound& r : b.rounds)
            if (r.id == id)
                return b.slug + QLatin1Char('-') + r.slug + QLatin1Char('-') + id
                       + QStringLiteral(".pgn");
    return id + QStringLiteral(".pgn");
}

void BroadcastDialog::updateButton()
{
    const bool valid = !roundId().isEmpty();
    m_follow->setEnabled(valid);
    if (!m_round->text().trimmed().isEmpty() && !valid)
        m_status->setText(tr("This is neither a round's URL nor a round id (8 letters and "
                             "digits)."));
}

} // namespace kibitz::ui
