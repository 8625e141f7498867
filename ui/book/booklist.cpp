// SPDX-License-Identifier: GPL-3.0-or-later
#include "book/booklist.h"

#include "common/settingsfolders.h"
#include "io/datadirs.h"

#include <QCoreApplication>
#include <QDir>
#include <QFileInfo>
#include <QSettings>

namespace kibitz::ui {

namespace {
const auto kUserBooksKey = QStringLiteral("books/user");
const auto kCurrentBookKey = QStringLiteral("books/current");

QString canonical(const QString& path)
{
    const QString c = QFileInfo(path).canonicalFilePath();
    return c.isEmpty() ? QFileInfo(path).absoluteFilePath() : c;
}
} // namespace

QStringList gnuChessBookCandidates()
{
    return {
        QStringLiteral("/usr/share/games/gnuchess/book.bin"), // Debian and Ubuntu
        QStringLiteral("/usr/share/gnuchess/book.bin"),
        QStringLiteral("/usr/local/share/games/gnuchess/book.bin"),
        QStringLiteral("/usr/local/share/gnuchess/book.bin"),
    };
}

QList<BookSource> knownBooks()
{
    QList<BookSource> out;
    QStringList seen;
    auto add = [&](const QString& path, const QString& name, BookSource::Origin origin) {
        const QFileInfo info(path);
        if (!info.isFile() || !info.isReadable()) return;
        const QString c = canonical(path);
        if (seen.contains(c)) return;
        seen << c;
        out.append(BookSource{c, name, origin});
    };
    for (const QString& path : gnuChessBookCandidates())
        add(path, QCoreApplication::translate("kibitz::ui::BookPane", "GNU Chess book"),
            BookSource::Origin::System);
    for (const std::string& dir : io::dataDirs()) {
        const QDir books(QString::fromStdString(dir) + QStringLiteral("/books"));
        for (const QFileInfo& f :
             books.entryInfoList({QStringLiteral("*.bin")}, QDir::Files, QDir::Name))
            add(f.filePath(), f.completeBaseName(), BookSource::Origin::Bundled);
    }
    return out;
}

QList<BookSource> availableBooks()
{
    QList<BookSource> out = knownBooks();
    for (const QString& path : userBooks()) {
        const bool known = std::any_of(out.cbegin(), out.cend(),
                                       [&](const BookSource& b) { return b.path == path; });
        if (!known)
            out.append(BookSource{path, QFileInfo(path).fileName(), BookSource::Origin::User});
    }
    return out;
}

QStringList userBooks()
{
    return settingsFolders(kUserBooksKey);
}

void addUserBook(const QString& path)
{
    QStringList books = userBooks();
    const QString c = canonical(path);
    if (!books.contains(c)) books << c;
    setSettingsFolders(kUserBooksKey, books);
}

void removeUserBook(const QString& path)
{
    QStringList books = userBooks();
    books.removeAll(path);
    setSettingsFolders(kUserBooksKey, books);
}

QString rememberedBook()
{
    return QSettings().value(kCurrentBookKey).toString();
}

void rememberBook(const QString& path)
{
    QSettings().setValue(kCurrentBookKey, path);
}

} // namespace kibitz::ui
