// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// lichess's cloud evaluation of the position shown, as a line above the engine's: depth and up
// to three lines in SAN, labelled as lichess's, so it is never taken for the local engine's.
// Asked a moment after the position settles, only while shown and with online services on;
// hidden where lichess has none.

#include "model/fwd.h"

#include <QLabel>
#include <QPointer>

class QTimer;

namespace kibitz::ui {

class OnlineServices;

class CloudEvalLine : public QLabel {
    Q_OBJECT
public:
    CloudEvalLine(OnlineServices* services, QWidget* parent = nullptr);
    void setDocument(const model::GameDocument* document);
    void request();

signals:
    void updated();

private:
    void schedule();

    OnlineServices* m_services;
    QPointer<const model::GameDocument> m_document;
    QTimer* m_delay;
    int m_generation = 0;
};

} // namespace kibitz::ui
