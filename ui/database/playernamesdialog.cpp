// SPDX-License-Identifier: GPL-3.0-or-later
#include "database/playernamesdialog.h"

#include "common/namecompleter.h"
#include "model/databasemodel.h"

#include <QCheckBox>
#include <QDialogButtonBox>
#include <QHBoxLayout>
#include <QHeaderView>
#include <QInputDialog>
#include <QLabel>
#include <QLineEdit>
#include <QMessageBox>
#include <QPushButton>
#include <QTreeWidget>
#include <QVBoxLayout>

namespace kibitz::ui {

namespace {
// Top-level items: a group (its spellings as children) or a likely spelling (its candidates as
// children, which cannot be merged from here).
constexpr int KindRole = Qt::UserRole + 1;
constexpr int SpellingRole = Qt::UserRole + 2;
enum Kind { GroupItem = 1, LikelyItem = 2, SpellingItem = 3, CandidateItem = 4 };

QString text(const std::string& s)
{
    return QString::fromStdString(s);
}
} // namespace

PlayerNamesDialog::PlayerNamesDialog(model::DatabaseModel* model, QWidget* parent)
    : QDialog(parent)
    , m_model(model)
    , m_search(new QLineEdit(this))
    , m_all(new QCheckBox(tr("Show players with one spelling"), this))
    , m_summary(new QLabel(this))
    , m_list(new QTreeWidget(this))
    , m_merge(new QPushButton(tr("&Merge Spellings"), this))
    , m_mergeInto(new QPushButton(tr("Merge &Into…"), this))
    , m_undo(new QPushButton(tr("&Undo Merge"), this))
{
    setWindowTitle(tr("Player Names"));
    m_search->setObjectName(QStringLiteral("playerSearch"));
    m_search->setPlaceholderText(tr("Player (“Polgar”, “Carlsen, M”)"));
    m_search->setClearButtonEnabled(true);
    setNameCompletions(m_search, m_model->playerNameList());
    m_summary->setWordWrap(true);
    m_list->setColumnCount(2);
    m_list->setHeaderLabels({tr("Player and spellings"), tr("Games")});
    m_list->setUniformRowHeights(true);
    m_list->header()->setStretchLastSection(false);
    m_list->header()->setSectionResizeMode(0, QHeaderView::Stretch);
    m_merge->setObjectName(QStringLiteral("mergeSpellings"));
    m_merge->setToolTip(tr("Rewrites the White and Black tags of the player's other spellings to "
                           "the selected spelling (or the commonest)"));
    m_mergeInto->setObjectName(QStringLiteral("mergeInto"));
    m_mergeInto->setToolTip(
        tr("A spelling that may be one of several players: choose which, and its tags are "
           "rewritten to that player's name"));
    m_undo->setObjectName(QStringLiteral("undoMerge"));
    m_undo->setToolTip(tr("Takes back the last merge (until the database is saved)"));

    auto* top = new QHBoxLayout;
    top->addWidget(new QLabel(tr("&Player:"), this));
    qobject_cast<QLabel*>(top->itemAt(0)->widget())->setBuddy(m_search);
    top->addWidget(m_search, 1);
    top->addWidget(m_all);
    auto* buttons = new QDialogButtonBox(QDialogButtonBox::Close, this);
    for (QPushButton* action : {m_merge, m_mergeInto, m_undo})
        buttons->addButton(action, QDialogButtonBox::ActionRole);
    auto* layout = new QVBoxLayout(this);
    layout->addLayout(top);
    layout->addWidget(m_summary);
    layout->addWidget(m_list, 1);
    layout->addWidget(buttons);
    connect(buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);
    connect(m_search, &QLineEdit::textChanged, this, &PlayerNamesDialog::refresh);
    connect(m_all, &QCheckBox::toggled, this, &PlayerNamesDialog::refresh);
    connect(m_list, &QTreeWidget::itemSelectionChanged, this, &PlayerNamesDialog::updateButtons);
    connect(m_merge, &QPushButton::clicked, this, &PlayerNamesDialog::mergeSelected);
    connect(m_mergeInto, &QPushButton::clicked, this, [this] { mergeLikelyInto(); });
    connect(m_undo, &QPushButton::clicked, this, &PlayerNamesDialog::undo);
    connect(m_model, &model::DatabaseModel::playersRenamed, this, &PlayerNamesDialog::refresh);
    connect(m_model, &model::DatabaseModel::saved, this, &PlayerNamesDialog::refresh);
    resize(560, 520);
    refresh();
}

void PlayerNamesDialog::refresh()
{
    const db::PlayerNames names = m_model->playerNames();
    const QString wanted = m_search->text().trimmed();
    std::vector<std::size_t> shown;
    if (!wanted.isEmpty()) {
        shown = names.find(wanted.toStdString());
    } else {
        for (std::size_t g = 0; g < names.groups.size(); ++g)
            if (m_all->isChecked() || names.groups[g].spellings.size() > 1) shown.push_back(g);
    }
    std::vector<char> isShown(names.groups.size(), 0);
    for (std::size_t g : shown) isShown[g] = 1;

    m_list->clear();
    QList<QTreeWidgetItem*> items;
    for (std::size_t g : shown) {
        const db::NameGroup& group = names.groups[g];
        auto* item = new QTreeWidgetItem({text(group.name()), QString::number(group.games)});
        item->setData(0, KindRole, GroupItem);
        item->setData(0, SpellingRole, text(group.name()));
        for (const db::NameSpelling& s : group.spellings) {
            auto* child = new QTreeWidgetItem(item, {text(s.text), QString::number(s.games)});
            child->setData(0, KindRole, SpellingItem);
            child->setData(0, SpellingRole, text(s.text));
        }
        items << item;
    }
    int likely = 0;
    for (const db::LikelyName& l : names.likely) {
        const bool relevant = std::any_of(l.candidates.begin(), l.candidates.end(),
                                          [&](std::size_t g) { return isShown[g] != 0; });
        if (!relevant) continue;
        //: A spelling that may name one of several players: "Polgar,J (maybe: …)"
        auto* item = new QTreeWidgetItem({tr("%1 (which player?)").arg(text(l.spelling.text)),
                                          QString::number(l.spelling.games)});
        item->setData(0, KindRole, LikelyItem);
        item->setData(0, SpellingRole, text(l.spelling.text));
        QFont italic = item->font(0);
        italic.setItalic(true);
        item->setFont(0, italic);
        for (std::size_t g : l.candidates) {
            auto* child = new QTreeWidgetItem(
                item, {text(names.groups[g].name()), QString::number(names.groups[g].games)});
            child->setData(0, KindRole, CandidateItem);
            child->setData(0, SpellingRole, text(names.groups[g].name()));
        }
        items << item;
        ++likely;
    }
    m_list->addTopLevelItems(items);
    for (QTreeWidgetItem* item : items)
        if (item->childCount() <= 4) item->setExpanded(true);
    m_list->resizeColumnToContents(1);
    std::size_t variants = 0;
    for (const db::NameGroup& g : names.groups) variants += g.spellings.size() > 1;
    m_summary->setText(
        tr("%1 players, %2 of them spelled more than one way; %3 spellings that may be one of "
           "several players are listed apart and never merged by themselves.")
            .arg(names.groups.size())
            .arg(variants)
            .arg(names.likely.size()));
    (void)likely;
    if (!items.isEmpty()) m_list->setCurrentItem(items.front());
    updateButtons();
}

QTreeWidgetItem* PlayerNamesDialog::selectedTopItem() const
{
    QTreeWidgetItem* item = m_list->currentItem();
    while (item && item->parent()) item = item->parent();
    return item;
}

void PlayerNamesDialog::updateButtons()
{
    const bool editable = !m_model->isReadOnly();
    const QTreeWidgetItem* top = selectedTopItem();
    const int kind = top ? top->data(0, KindRole).toInt() : 0;
    m_merge->setEnabled(editable && kind == GroupItem && top->childCount() > 1);
    m_mergeInto->setEnabled(editable && kind == LikelyItem);
    m_undo->setEnabled(m_model->canUndoRename());
}

bool PlayerNamesDialog::mergeSelected()
{
    QTreeWidgetItem* top = selectedTopItem();
    if (!top || top->data(0, KindRole).toInt() != GroupItem) return false;
    const QTreeWidgetItem* current = m_list->currentItem();
    const QString target = current->data(0, SpellingRole).toString();
    QStringList from;
    for (int i = 0; i < top->childCount(); ++i)
        if (const QString s = top->child(i)->data(0, SpellingRole).toString(); s != target)
            from << s;
    QString error;
    if (m_model->renamePlayers(from, target, &error) == 0) {
        QMessageBox::warning(this, windowTitle(), error);
        return false;
    }
    return true;
}

bool PlayerNamesDialog::mergeLikelyInto(const QString& into)
{
    QTreeWidgetItem* top = selectedTopItem();
    if (!top || top->data(0, KindRole).toInt() != LikelyItem) return false;
    QString target = into;
    if (target.isEmpty()) {
        QStringList candidates;
        for (int i = 0; i < top->childCount(); ++i)
            candidates << top->child(i)->data(0, SpellingRole).toString();
        if (const QTreeWidgetItem* current = m_list->currentItem();
            current && current->data(0, KindRole).toInt() == CandidateItem)
            candidates.move(candidates.indexOf(current->data(0, SpellingRole).toString()), 0);
        bool ok = false;
        target = QInputDialog::getItem(
            this, windowTitle(),
            tr("Which player is “%1”?").arg(top->data(0, SpellingRole).toString()), candidates, 0,
            false, &ok);
        if (!ok) return false;
    }
    QString error;
    if (m_model->renamePlayers({top->data(0, SpellingRole).toString()}, target, &error) == 0) {
        QMessageBox::warning(this, windowTitle(), error);
        return false;
    }
    return true;
}

void PlayerNamesDialog::undo()
{
    m_model->undoRename();
}

} // namespace kibitz::ui
