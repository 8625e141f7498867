// SPDX-License-Identifier: GPL-3.0-or-later
#include "database/problemsdialog.h"

#include <QDialogButtonBox>
#include <QHeaderView>
#include <QLabel>
#include <QTreeWidget>
#include <QVBoxLayout>

namespace kibitz::ui {

namespace {
constexpr int GameRole = Qt::UserRole + 1;
} // namespace

ProblemsDialog::ProblemsDialog(const QString& fileName, QWidget* parent)
    : QDialog(parent)
    , m_fileName(fileName)
    , m_summary(new QLabel(this))
    , m_list(new QTreeWidget(this))
{
    setWindowTitle(tr("Errors in %1").arg(fileName));
    m_summary->setWordWrap(true);
    m_list->setColumnCount(3);
    m_list->setHeaderLabels({tr("Game"), tr("Line:Column"), tr("Problem")});
    m_list->setRootIsDecorated(false);
    m_list->setUniformRowHeights(true);
    m_list->setAlternatingRowColors(true);
    m_list->header()->setStretchLastSection(true);
    m_list->setToolTip(tr("Double-click a row, or press Enter, to open its game"));
    auto* buttons = new QDialogButtonBox(QDialogButtonBox::Close, this);
    auto* layout = new QVBoxLayout(this);
    layout->addWidget(m_summary);
    layout->addWidget(m_list, 1);
    layout->addWidget(buttons);
    connect(buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);
    connect(m_list, &QTreeWidget::itemActivated, this, [this](QTreeWidgetItem* item) {
        emit gameActivated(db::GameId(item->data(0, GameRole).toUInt()));
    });
    resize(720, 420);
}

void ProblemsDialog::setProblems(const std::vector<db::GameProblem>& problems, bool truncated)
{
    m_list->clear();
    QList<QTreeWidgetItem*> items;
    for (const db::GameProblem& p : problems) {
        auto* item = new QTreeWidgetItem;
        item->setText(0, QString::number(p.game + 1));
        item->setData(0, GameRole, uint(p.game));
        item->setText(1, QStringLiteral("%1:%2").arg(p.line).arg(p.column));
        item->setText(2, QString::fromStdString(p.message));
        item->setToolTip(2, QString::fromStdString(p.message));
        items << item;
    }
    m_list->addTopLevelItems(items);
    m_list->resizeColumnToContents(0);
    m_list->resizeColumnToContents(1);
    if (problems.empty())
        m_summary->setText(tr("Kibitz reads every game of %1 without an error.").arg(m_fileName));
    else
        m_summary->setText(
            (truncated
                 ? tr("The first %n problem(s) Kibitz found in %1.", nullptr, int(problems.size()))
                 : tr("%n problem(s) Kibitz found in %1.", nullptr, int(problems.size())))
                .arg(m_fileName)
            + QLatin1Char(' ')
            + tr("Games with errors are read up to their first error; saving keeps them as "
                 "they are."));
    if (!items.isEmpty()) m_list->setCurrentItem(items.front());
}

} // namespace kibitz::ui
