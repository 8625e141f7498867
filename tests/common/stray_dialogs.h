// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// A window test that asks no question must not hang on one it did not expect: a modal dialog
// left open for a few seconds is written down (its class, title and text) and refused, and the
// test's cleanup() fails with what it said. Without this, such a dialog (a warning shown only
// under load) holds the test until ctest's timeout and says nothing about why.

#include <QApplication>
#include <QDialog>
#include <QMessageBox>
#include <QObject>
#include <QPointer>
#include <QStringList>
#include <QTimer>

class StrayDialogs : public QObject {
public:
    explicit StrayDialogs(int refuseAfterMs = 3000)
    {
        m_timer.setInterval(100);
        connect(&m_timer, &QTimer::timeout, this, [this, refuseAfterMs] {
            QWidget* modal = QApplication::activeModalWidget();
            if (modal != m_seen) {
                m_seen = modal;
                m_ticks = 0;
                return;
            }
            if (!modal || ++m_ticks * m_timer.interval() < refuseAfterMs) return;
            QString text = QStringLiteral("%1 \"%2\"")
                               .arg(QString::fromLatin1(modal->metaObject()->className()),
                                    modal->windowTitle());
            if (const auto* box = qobject_cast<QMessageBox*>(modal))
                text += QStringLiteral(": ") + box->text();
            m_found << text;
            if (auto* dialog = qobject_cast<QDialog*>(modal))
                dialog->reject();
            else
                modal->close();
            m_ticks = 0;
        });
        m_timer.start();
    }
    // The dialogs refused since the last call, one per line; empty when none came up.
    QString take()
    {
        const QString out = m_found.join(QLatin1Char('\n'));
        m_found.clear();
        return out;
    }

private:
    QTimer m_timer;
    QPointer<QWidget> m_seen;
    int m_ticks = 0;
    QStringList m_found;
};
