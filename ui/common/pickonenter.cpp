// SPDX-License-Identifier: GPL-3.0-or-later
#include "common/pickonenter.h"

#include <QAbstractItemView>
#include <QKeyEvent>

namespace kibitz::ui {

namespace {

class EnterFilter : public QObject {
public:
    EnterFilter(QAbstractItemView* view, std::function<void(int)> pick)
        : QObject(view)
        , m_view(view)
        , m_pick(std::move(pick))
    {}

protected:
    bool eventFilter(QObject* watched, QEvent* event) override
    {
        if (watched == m_view && event->type() == QEvent::KeyPress) {
            const int key = static_cast<QKeyEvent*>(event)->key();
            if (key == Qt::Key_Return || key == Qt::Key_Enter) {
                m_pick(m_view->currentIndex().isValid() ? m_view->currentIndex().row() : 0);
                return true;
            }
        }
        return QObject::eventFilter(watched, event);
    }

private:
    QAbstractItemView* m_view;
    std::function<void(int)> m_pick;
};

} // namespace

void pickOnEnter(QAbstractItemView* view, std::function<void(int row)> pick)
{
    view->installEventFilter(new EnterFilter(view, std::move(pick)));
}

} // namespace kibitz::ui
