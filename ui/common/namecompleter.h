// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// Players' names completed from a database (the index's White and Black names): a field
// offers the names containing what was typed, ignoring case, as a popup.

#include <QStringList>

class QLineEdit;

namespace kibitz::ui {

// Replaces edit's completer with one over names (an empty list removes it).
void setNameCompletions(QLineEdit* edit, const QStringList& names);

} // namespace kibitz::ui
