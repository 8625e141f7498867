// SPDX-License-Identifier: GPL-3.0-or-later
#include "mainwindow/unsavedgames.h"

#include <QDialogButtonBox>
#include <QHeaderView>
#include <QLabel>
#include <QPushButton>
#include <QTreeWidget>
#include <QVBoxLayout>

#include <algorithm>

namespace kibitz::ui {

UnsavedGamesDialog::UnsavedGamesDialog(const std::vector<Game>& games, QWidget* parent)
    : QDialog(parent)
    , m_list(new QTreeWidget(this))
{
    setObjectName(QStringLiteral("unsavedGamesDialog"));
    setWindowTitle(tr("Unsaved Games"));
    auto* question =
        new QLabel(tr("%n game(s) have changes that are not saved. Save the checked ones before "
                      "quitting?",
                      nullptr, int(games.size())),
                   this);
    question->setWordWrap(true);
    m_list->setObjectName(QStringLiteral("unsavedGames"));
    m_list->setColumnCount(2);
    m_list->setHeaderLabels({tr("Save"), tr("State")});
    m_list->setRootIsDecorated(false);
    m_list->setSelectionMode(QAbstractItemView::NoSelection);
    m_list->setFocusPolicy(Qt::NoFocus);       // Enter is the Save button's, Space no box's
    m_list->setTextElideMode(Qt::ElideMiddle); // both players keep their names
    for (const Game& game : games) {
        auto* item = new QTreeWidgetItem(m_list, {game.name, game.state});
        item->setFlags(Qt::ItemIsEnabled | Qt::ItemIsUserCheckable);
        item->setCheckState(0, Qt::Checked);
        item->setToolTip(0, game.name);
        if (game.playing) {
            QFont bold = item->font(1);
            bold.setBold(true);
            item->setFont(1, bold);
        }
    }
    m_list->header()->setSectionResizeMode(0, QHeaderView::Stretch);
    m_list->header()->setSectionResizeMode(1, QHeaderView::ResizeToContents);
    m_list->header()->setStretchLastSection(false);
    connect(m_list, &QTreeWidget::itemChanged, this, &UnsavedGamesDialog::updateSaveButton);

    auto* buttons = new QDialogButtonBox(this);
    m_save = buttons->addButton(tr("&Save All"), QDialogButtonBox::AcceptRole);
    m_save->setObjectName(QStringLiteral("saveGames"));
    m_discard = buttons->addButton(tr("&Discard All"), QDialogButtonBox::DestructiveRole);
    m_discard->setObjectName(QStringLiteral("discardGames"));
    m_cancel = buttons->addButton(QDialogButtonBox::Cancel);
    m_cancel->setObjectName(QStringLiteral("cancelQuit"));
    // Enter saves; no key loses a game by itself.
    m_save->setDefault(true);
    m_save->setAutoDefault(true);
    m_discard->setAutoDefault(false);
    m_cancel->setAutoDefault(false);
    connect(m_save, &QPushButton::clicked, this, [this] { done(Save); });
    connect(m_discard, &QPushButton::clicked, this, [this] { done(DiscardAll); });
    connect(m_cancel, &QPushButton::clicked, this, [this] { done(Cancel); });

    auto* layout = new QVBoxLayout(this);
    layout->addWidget(question);
    layout->addWidget(m_list, 1);
    layout->addWidget(buttons);
    const int rowHeight = m_list->fontMetrics().lineSpacing() + 8;
    resize(560, 160 + rowHeight * int(std::min<std::size_t>(games.size(), 10)));
}

std::vector<bool> UnsavedGamesDialog::chosen() const
{
    std::vector<bool> out;
    out.reserve(std::size_t(m_list->topLevelItemCount()));
    for (int i = 0; i < m_list->topLevelItemCount(); ++i)
        out.push_back(m_list->topLevelItem(i)->checkState(0) == Qt::Checked);
    return out;
}

QStringList UnsavedGamesDialog::names() const
{
    QStringList out;
    for (int i = 0; i < m_list->topLevelItemCount(); ++i) out << m_list->topLevelItem(i)->text(0);
    return out;
}

QStringList UnsavedGamesDialog::distinctNames(const QStringList& names,
                                              const std::vector<int>& tabs)
{
    QStringList out;
    for (qsizetype i = 0; i < names.size(); ++i)
        out << (names.count(names[i]) > 1
                    //: A game's name in the list of unsaved games, when two games share it
                    ? tr("%1 (tab %2)").arg(names[i]).arg(tabs[std::size_t(i)])
                    : names[i]);
    return out;
}

void UnsavedGamesDialog::updateSaveButton()
{
    const std::vector<bool> save = chosen();
    const auto checked = std::count(save.begin(), save.end(), true);
    m_save->setText(checked == qsizetype(save.size()) ? tr("&Save All") : tr("&Save Checked"));
    m_save->setEnabled(checked > 0);
}

} // namespace kibitz::ui
