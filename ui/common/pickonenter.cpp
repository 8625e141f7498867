// SPDX-License-Identifier: GPL-3.0-or-later
#include "common/pickonenter.h"

#include <QAbstractItemView>
#include <QHeaderView>
#include <QKeyEvent>
#include <QTreeView>

namespace kibitz::ui {

namespace {

class EnterFilter : public QObject {
public:
    EnterFilter(QAbstractItemView* view, std::function<void()> activate)
        : QObject(view)
        , m_view(view)
        , m_activate(std::move(activate))
    {}

protected:
    bool eventFilter(QObject* watched, QEvent* event) override
    {
        if (watched == m_view && event->type() == QEvent::KeyPress) {
            const int key = static_cast<QKeyEvent*>(event)->key();
            if (key == Qt::Key_Return || key == Qt::Key_Enter) {
                m_activate();
                return true;
            }
        }
        return QObject::eventFilter(watched, event);
    }

private:
    QAbstractItemView* m_view;
    std::function<void()> m_activate;
};

} // namespace

void onEnter(QAbstractItemView* view, std::function<void()> activate)
{
    view->installEventFilter(new EnterFilter(view, std::move(activate)));
}

void pickOnEnter(QAbstractItemView* view, std::function<void(int row)> pick)
{
    onEnter(view, [view, pick = std::move(pick)] {
        pick(view->currentIndex().isValid() ? view->currentIndex().row() : 0);
    });
}

void setUpMoveList(QTreeView* view, QAbstractItemModel* model, int moveColumn,
                   std::function<void(int row)> pick)
{
    view->setModel(model);
    view->setRootIsDecorated(false);
    view->setUniformRowHeights(true);
    view->setSelectionBehavior(QAbstractItemView::SelectRows);
    view->setEditTriggers(QAbstractItemView::NoEditTriggers);
    view->header()->setStretchLastSection(false);
    view->header()->setSectionResizeMode(QHeaderView::ResizeToContents);
    view->header()->setSectionResizeMode(moveColumn, QHeaderView::Stretch);
    QObject::connect(view, &QTreeView::clicked, view,
                     [pick](const QModelIndex& index) { pick(index.row()); });
    pickOnEnter(view, std::move(pick));
}

} // namespace kibitz::ui
