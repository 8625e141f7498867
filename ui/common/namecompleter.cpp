// SPDX-License-Identifier: GPL-3.0-or-later
#include "common/namecompleter.h"

#include <QCompleter>
#include <QLineEdit>
#include <QStringListModel>

namespace kibitz::ui {

void setNameCompletions(QLineEdit* edit, const QStringList& names)
{
    QCompleter* old = edit->completer();
    if (names.isEmpty()) {
        edit->setCompleter(nullptr);
        delete old;
        return;
    }
    auto* completer = new QCompleter(new QStringListModel(names, edit), edit);
    completer->setCaseSensitivity(Qt::CaseInsensitive);
    // "Carlsen" finds "Carlsen,M" and "Magnus Carlsen" alike.
    completer->setFilterMode(Qt::MatchContains);
    completer->setCompletionMode(QCompleter::PopupCompletion);
    completer->setMaxVisibleItems(12);
    completer->setObjectName(QStringLiteral("nameCompleter"));
    edit->setCompleter(completer);
    delete old;
}

} // namespace kibitz::ui
