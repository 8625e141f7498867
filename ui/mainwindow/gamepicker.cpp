// SPDX-License-Identifier: GPL-3.0-or-later
#include "mainwindow/gamepicker.h"

#include <QDialogButtonBox>
#include <QHeaderView>
#include <QLabel>
#include <QTreeWidget>
#include <QVBoxLayout>

namespace kibitz::ui {

GamePicker::GamePicker(const QString& fileName, const std::vector<pgn::Headers>& games,
                       QWidget* parent)
    : QDialog(parent)
    , m_list(new QTreeWidget(this))
{
    setWindowTitle(tr("Open Game"));
    auto* layout = new QVBoxLayout(this);
    layout->addWidget(new QLabel(
        tr("%1 holds %2 games. Which one?").arg(fileName).arg(games.size()), this));
    m_list->setRootIsDecorated(false);
    m_list->setUniformRowHeights(true);
    m_list->setAlternatingRowColors(true);
    m_list->setHeaderLabels({tr("#"), tr("White"), tr("Black"), tr("Result"), tr("Event"),
                             tr("Date")});
    QList<QTreeWidgetItem*> items;
    items.reserve(qsizetype(games.size()));
    for (std::size_t i = 0; i < games.size(); ++i) {
        const pgn::Headers& h = games[i];
        auto value = [&h](const char* name) { return QString::fromStdString(h.value(name)); };
        auto* item = new QTreeWidgetItem({QString::number(i + 1), value("White"), value("Black"),
                                          value("Result"), value("Event"), value("Date")});
        item->setData(0, Qt::UserRole, int(i));
        items.push_back(item);
    }
    m_list->addTopLevelItems(items);
    if (!items.isEmpty()) m_list->setCurrentItem(items.front());
    m_list->header()->setSectionResizeMode(QHeaderView::ResizeToContents);
    layout->addWidget(m_list);

    auto* buttons = new QDialogButtonBox(QDialogButtonBox::Open | QDialogButtonBox::Cancel, this);
    layout->addWidget(buttons);
    connect(buttons, &QDialogButtonBox::accepted, this, &QDialog::accept);
    connect(buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);
    connect(m_list, &QTreeWidget::itemActivated, this, &QDialog::accept);
    resize(720, 420);
}

int GamePicker::selectedGame() const
{
    const QTreeWidgetItem* item = m_list->currentItem();
    return item ? item->data(0, Qt::UserRole).toInt() : -1;
}

} // namespace kibitz::ui
