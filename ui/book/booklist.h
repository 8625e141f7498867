// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// The opening books the book pane offers: those found on the machine without asking (Debian's
// gnuchess-book package, books bundled with Kibitz) and those the user added, which are kept
// in QSettings.

#include <QList>
#include <QString>
#include <QStringList>

namespace kibitz::ui {

struct BookSource {
    enum class Origin : std::uint8_t { System, Bundled, User };
    QString path;
    QString name; // for the book chooser
    Origin origin = Origin::User;
};

// Where Debian's gnuchess-book package puts its Polyglot book (dpkg -L gnuchess-book), and
// where other installations of GNU Chess's book are commonly found.
QStringList gnuChessBookCandidates();

// Existing system and bundled books, in that order.
QList<BookSource> knownBooks();
// Every book to offer: known books, then the user's (listed even when the file has gone, so
// that choosing it says why it cannot be read).
QList<BookSource> availableBooks();

QStringList userBooks();
void addUserBook(const QString& path);
void removeUserBook(const QString& path);

// The book chosen last time (QSettings), empty when none was.
QString rememberedBook();
void rememberBook(const QString& path);

} // namespace kibitz::ui
