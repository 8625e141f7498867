// SPDX-License-Identifier: GPL-3.0-or-later
#include "mainwindow/shortcutsdialog.h"

#include <QAction>
#include <QDialogButtonBox>
#include <QFont>
#include <QHeaderView>
#include <QKeySequence>
#include <QMenu>
#include <QMenuBar>
#include <QTreeWidget>
#include <QVBoxLayout>

namespace kibitz::ui {

namespace {

// A menu text as read: without its accelerator mark, the "…" and the tab-separated part.
QString plain(QString text)
{
    text = text.section(QLatin1Char('\t'), 0, 0);
    text.replace(QStringLiteral("&&"), QStringLiteral("\x01"));
    text.remove(QLatin1Char('&'));
    text.replace(QStringLiteral("\x01"), QStringLiteral("&"));
    if (text.endsWith(QChar(0x2026))) text.chop(1);
    return text.trimmed();
}

// The actions of menu and its submenus with a key, under a group item named path.
void addMenu(QTreeWidget* list, const QMenu* menu, const QString& path)
{
    QTreeWidgetItem* group = nullptr;
    for (const QAction* action : menu->actions()) {
        if (action->isSeparator()) continue;
        if (const QMenu* sub = action->menu()) {
            addMenu(list, sub, path + QStringLiteral(" › ") + plain(action->text()));
            continue;
        }
        if (action->shortcuts().isEmpty()) continue;
        if (!group) {
            group = new QTreeWidgetItem(list, {path});
            group->setFirstColumnSpanned(true);
            QFont bold = group->font(0);
            bold.setBold(true);
            group->setFont(0, bold);
        }
        QStringList keys;
        for (const QKeySequence& key : action->shortcuts())
            if (const QString typed = ShortcutsDialog::keysAsTyped(key); !keys.contains(typed))
                keys << typed;
        new QTreeWidgetItem(group, {plain(action->text()), keys.join(QStringLiteral(", "))});
    }
}

} // namespace

QString ShortcutsDialog::keysAsTyped(const QKeySequence& keys)
{
    // Qt names Shift+Tab by the key X11 reports, Backtab ("Ctrl+Shift+Backtab" for
    // QKeySequence::PreviousChild); players press Tab with Shift held.
    QStringList parts;
    for (int i = 0; i < keys.count(); ++i) {
        QKeyCombination combination = keys[i];
        if (combination.key() == Qt::Key_Backtab)
            combination =
                QKeyCombination(combination.keyboardModifiers() | Qt::ShiftModifier, Qt::Key_Tab);
        parts << QKeySequence(combination).toString(QKeySequence::NativeText);
    }
    return parts.join(QStringLiteral(", "));
}

ShortcutsDialog::ShortcutsDialog(const QMenuBar* menus, QWidget* parent)
    : QDialog(parent)
    , m_list(new QTreeWidget(this))
{
    setObjectName(QStringLiteral("shortcutsDialog"));
    setWindowTitle(tr("Keyboard Shortcuts"));
    m_list->setObjectName(QStringLiteral("shortcutList"));
    m_list->setColumnCount(2);
    m_list->setHeaderLabels({tr("Command"), tr("Keys")});
    m_list->setRootIsDecorated(false);
    m_list->setAlternatingRowColors(true);
    for (const QAction* top : menus->actions())
        if (const QMenu* menu = top->menu()) addMenu(m_list, menu, plain(top->text()));
    // The keys of no menu: typing on the board or in the notation.
    auto* typing = new QTreeWidgetItem(m_list, {tr("Board and notation")});
    typing->setFirstColumnSpanned(true);
    QFont bold = typing->font(0);
    bold.setBold(true);
    typing->setFont(0, bold);
    new QTreeWidgetItem(
        typing, {tr("Type a move (e4, Nf3, e2e4, O-O), then Enter"), tr("a–h, N, B, R, Q, K, O")});
    new QTreeWidgetItem(typing, {tr("Type a symbol (!, ?, !!, ??, !?, ?!, =, +=, +-, ~), then "
                                    "Enter"),
                                 QStringLiteral("! ? = + - ~")});
    m_list->expandAll();
    m_list->header()->setSectionResizeMode(0, QHeaderView::Stretch);
    m_list->header()->setSectionResizeMode(1, QHeaderView::ResizeToContents);
    m_list->header()->setStretchLastSection(false);

    auto* buttons = new QDialogButtonBox(QDialogButtonBox::Close, this);
    connect(buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);
    auto* layout = new QVBoxLayout(this);
    layout->addWidget(m_list);
    layout->addWidget(buttons);
    resize(560, 620);
}

} // namespace kibitz::ui
