// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// A pane or label follows one document at a time (the window's current game): given another,
// the one before stops calling it.

#include "model/gamedocument.h"

#include <QPointer>

namespace kibitz::ui {

// held becomes document, and the document held before stops calling receiver (all its
// connections to receiver go); then each of changes, emitted by document, calls changed (a
// slot of receiver's, or a function run in its context). Calls nothing itself.
template <class Receiver, class Changed, class... Signals>
void followDocument(QPointer<const model::GameDocument>& held, const model::GameDocument* document,
                    Receiver* receiver, Changed changed, Signals... changes)
{
    if (held) held->disconnect(receiver);
    held = document;
    if (document) (QObject::connect(document, changes, receiver, changed), ...);
}

} // namespace kibitz::ui
