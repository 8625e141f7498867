// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// The question asked when an edited game holds letters its Latin-1 file cannot: converting the
// file to UTF-8 rewrites every other game's bytes in another encoding, so it is a button of its
// own and never what Enter or Escape does.

#include <QString>

class QWidget;

namespace kibitz::ui {

enum class Utf8Answer {
    SaveElsewhere, // save the edited game to a file of its own; the old file stays as it is
    Convert,       // save the whole file as UTF-8
    Cancel,        // nothing is written; the edit stays in the window
};

// Asks about `fileName`; `why` is the save's error message. With `offerElsewhere` the default
// (Enter) is "Save Game As…", else Cancel.
Utf8Answer askToConvertToUtf8(QWidget* parent, const QString& title, const QString& why,
                              const QString& fileName, bool offerElsewhere);

} // namespace kibitz::ui
