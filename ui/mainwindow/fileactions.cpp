// SPDX-License-Identifier: GPL-3.0-or-later
#include "mainwindow/fileactions.h"

#include "common/utf8question.h"
#include "database/databasecontroller.h"
#include "mainwindow/documenttabs.h"
#include "mainwindow/mainwindow.h"
#include "mainwindow/unsavedgames.h"
#include "model/gamedocument.h"
#include "pgn/gamespans.h"
#include "pgn/rawfile.h"
#include "play/playcontroller.h"

#include <QClipboard>
#include <QFile>
#include <QFileDialog>
#include <QFileInfo>
#include <QGuiApplication>
#include <QMenu>
#include <QMessageBox>
#include <QMimeData>
#include <QSettings>
#include <QStatusBar>
#include <QTimer>
#include <QUrl>

namespace kibitz::ui {

namespace {
constexpr int kMaxRecentFiles = 8;
const auto kRecentKey = QStringLiteral("recentFiles");
const auto kPgnFilter =
    QT_TRANSLATE_NOOP("kibitz::ui::MainWindow", "PGN files (*.pgn *.PGN *.pgn.gz);;All files (*)");
const auto kOpenFilter = QT_TRANSLATE_NOOP(
    "kibitz::ui::MainWindow",
    "PGN files and SCID bases (*.pgn *.PGN *.pgn.gz *.si4);;PGN files (*.pgn *.PGN *.pgn.gz);;SCID "
    "bases (*.si4);;All files (*)");

// A SCID base (NAME.si4 with .sn4 and .sg4) is always a database, opened read-only.
bool isScidBase(const QString& path)
{
    const QString lower = path.toLower();
    return lower.endsWith(QLatin1String(".si4")) || lower.endsWith(QLatin1String(".sg4"))
           || lower.endsWith(QLatin1String(".sn4"));
}
} // namespace

FileActions::FileActions(MainWindow& window, WindowParts& parts)
    : QObject(&window)
    , m_window(window)
    , m_parts(parts)
{}

bool FileActions::looksLikePgnFile(const QString& path)
{
    const QString lower = path.toLower();
    return lower.endsWith(QLatin1String(".pgn")) || lower.endsWith(QLatin1String(".pgn.gz"))
           || isScidBase(path);
}

void FileActions::addOpenActions(QMenu* file)
{
    QAction* newAction = file->addAction(MainWindow::tr("&New Game"), this,
                                         [this] { m_window.documentTabs()->freshDocument(); });
    newAction->setShortcut(QKeySequence::New);
    QAction* openAction = file->addAction(MainWindow::tr("&Open PGN…"), this, &FileActions::open);
    openAction->setShortcut(QKeySequence::Open);
    m_recentMenu = file->addMenu(MainWindow::tr("Open &Recent"));
    connect(m_recentMenu, &QMenu::aboutToShow, this, &FileActions::updateRecentMenu);
}

void FileActions::addSaveActions(QMenu* file)
{
    QAction* saveAction = file->addAction(MainWindow::tr("&Save"), this, &FileActions::save);
    saveAction->setShortcut(QKeySequence::Save);
    QAction* saveAsAction =
        file->addAction(MainWindow::tr("Save &As…"), this, &FileActions::saveAs);
    saveAsAction->setShortcut(QKeySequence::SaveAs);
}

bool FileActions::maybeSave(model::GameDocument* document)
{
    if (!document->isModified()) return true;
    const bool playing = m_window.playController()
                         && m_window.playController()->document() == document
                         && m_window.playController()->isPlaying();
    const QString text =
        playing ? MainWindow::tr("The game “%1” is being played. Closing it ends the game. Save "
                                 "it first?")
                      .arg(document->title())
        : document->filePath().isEmpty()
            ? MainWindow::tr("The game “%1” has never been saved. Save it?").arg(document->title())
            : MainWindow::tr("The game “%1” has changes that are not saved. Save them?")
                  .arg(document->title());
    // Save is what Enter presses, Escape cancels: no key loses the game by itself.
    QMessageBox box(QMessageBox::Warning, MainWindow::tr("Unsaved Changes"), text,
                    QMessageBox::Save | QMessageBox::Discard | QMessageBox::Cancel, &m_window);
    box.setObjectName(QStringLiteral("unsavedQuestion"));
    box.setDefaultButton(QMessageBox::Save);
    box.setEscapeButton(QMessageBox::Cancel);
    const auto answer = QMessageBox::StandardButton(box.exec());
    if (answer == QMessageBox::Save) {
        m_window.setCurrentIndex(m_window.documentTabs()->indexOf(document));
        return save();
    }
    return answer == QMessageBox::Discard;
}

bool FileActions::maybeSaveAll(const std::vector<model::GameDocument*>& documents)
{
    std::vector<model::GameDocument*> modified;
    for (model::GameDocument* d : documents)
        if (d->isModified()) modified.push_back(d);
    if (modified.size() < 2) return modified.empty() || maybeSave(modified.front());
    const DocumentTabs* tabs = m_window.documentTabs();
    const PlayController* play = m_window.playController();
    QStringList names;
    std::vector<int> tabNumbers;
    for (const model::GameDocument* d : modified) {
        names << d->title();
        tabNumbers.push_back(tabs->indexOf(d) + 1);
    }
    names = UnsavedGamesDialog::distinctNames(names, tabNumbers);
    std::vector<UnsavedGamesDialog::Game> games;
    for (std::size_t i = 0; i < modified.size(); ++i) {
        const model::GameDocument* d = modified[i];
        const bool playing = play && play->document() == d && play->isPlaying();
        games.push_back({names[qsizetype(i)],
                         playing ? MainWindow::tr("Being played: quitting ends the game")
                         : d->filePath().isEmpty() ? MainWindow::tr("Never saved")
                                                   : MainWindow::tr("Changes not saved to %1")
                                                         .arg(QFileInfo(d->filePath()).fileName()),
                         playing});
    }
    UnsavedGamesDialog dialog(games, &m_window);
    const int answer = dialog.exec();
    if (answer == UnsavedGamesDialog::DiscardAll) return true;
    if (answer != UnsavedGamesDialog::Save) return false;
    const std::vector<bool> wanted = dialog.chosen();
    for (std::size_t i = 0; i < modified.size(); ++i) {
        if (!wanted[i]) continue;
        // Saved as the game shown: a game never saved asks where, with the game in view.
        const int index = tabs->indexOf(modified[i]);
        if (index < 0) continue; // closed meanwhile (a game's end cannot close it; be safe)
        m_window.setCurrentIndex(index);
        if (!save()) return false;
    }
    return true;
}

void FileActions::open()
{
    const QString dir = QFileInfo(m_window.document()->filePath()).absolutePath();
    const QStringList paths = QFileDialog::getOpenFileNames(&m_window, MainWindow::tr("Open PGN"),
                                                            dir, MainWindow::tr(kOpenFilter));
    for (const QString& path : paths) openFile(path);
}

bool FileActions::openFile(const QString& path, int index)
{
    if (index < 0) {
        // What the file holds decides, not its size: a file of one game opens as that game;
        // a file of several is a database, whose list opens at once and fills as the file is
        // indexed off the GUI thread. Telling them apart reads (tags only) no further than
        // the second game.
        const QFileInfo info(path);
        if (!info.exists()) {
            m_parts.showError(MainWindow::tr("Open PGN"),
                              MainWindow::tr("Cannot open %1: no such file").arg(path));
            return false;
        }
        if (isScidBase(path)) {
            m_window.databases()->openDatabase(path);
            addRecentFile(info.absoluteFilePath());
            return true;
        }
        // Counted in the file's own bytes (mapped, not decoded): the game is read once, below.
        pgn::RawFile file;
        if (auto opened = file.open(QFile::encodeName(path).toStdString()); !opened) {
            m_parts.showError(MainWindow::tr("Open PGN"),
                              QString::fromStdString(opened.error().toString()));
            return false;
        }
        if (pgn::countGames(file.bytes().substr(file.bomSize()), 2) > 1) {
            m_window.databases()->openDatabase(path);
            addRecentFile(info.absoluteFilePath());
            return true;
        }
        index = 0;
    }
    // Already open: show it rather than open a second copy that could overwrite the first.
    const QString absolute = QFileInfo(path).absoluteFilePath();
    for (int i = 0; i < m_window.documentCount(); ++i)
        if (m_window.documentAt(i)->filePath() == absolute
            && m_window.documentAt(i)->gameIndex() == index) {
            m_window.setCurrentIndex(i);
            return true;
        }
    const bool reuse = DocumentTabs::isPristine(m_window.document());
    model::GameDocument* document = m_window.documentTabs()->freshDocument();
    if (auto error = document->loadFile(path, index)) {
        if (!reuse) m_window.closeDocument(m_window.documentTabs()->indexOf(document));
        m_parts.showError(MainWindow::tr("Open PGN"),
                          MainWindow::tr("Cannot open %1: %2").arg(path, error->message));
        return false;
    }
    addRecentFile(document->filePath());
    return true;
}

bool FileActions::save()
{
    if (m_window.document()->filePath().isEmpty()) return saveAs();
    // A game opened from a database goes back into it.
    if (bool saved = false; m_window.databases()->saveDocument(m_window.document(), saved))
        return saved;
    auto error = m_window.document()->save();
    if (error && error->needsUtf8) {
        switch (askToConvertToUtf8(&m_window, MainWindow::tr("Save"), error->message,
                                   QFileInfo(m_window.document()->filePath()).fileName(), true)) {
        case Utf8Answer::SaveElsewhere:
            return saveAs();
        case Utf8Answer::Cancel:
            return false;
        case Utf8Answer::Convert:
            break;
        }
        error = m_window.document()->save(true);
    }
    if (error) {
        m_parts.showError(MainWindow::tr("Save"), error->message);
        return false;
    }
    if (const auto kept = m_window.document()->keptUnreadableGames())
        m_window.statusBar()->showMessage(
            MainWindow::tr("Saved %1; %n other game(s) Kibitz cannot read were kept as they were.",
                           nullptr, int(kept))
                .arg(m_window.document()->filePath()),
            8000);
    else
        m_window.statusBar()->showMessage(
            MainWindow::tr("Saved %1").arg(m_window.document()->filePath()), 3000);
    return true;
}

bool FileActions::saveAs()
{
    QString path =
        QFileDialog::getSaveFileName(&m_window, MainWindow::tr("Save Game As"),
                                     m_window.document()->filePath(), MainWindow::tr(kPgnFilter));
    if (path.isEmpty()) return false;
    if (QFileInfo(path).suffix().isEmpty()) path += QStringLiteral(".pgn");
    if (auto error = m_window.document()->saveAs(path)) {
        m_parts.showError(MainWindow::tr("Save"), error->message);
        return false;
    }
    addRecentFile(m_window.document()->filePath());
    return true;
}

void FileActions::addRecentFile(const QString& path)
{
    QSettings settings;
    QStringList files = settings.value(kRecentKey).toStringList();
    files.removeAll(path);
    files.prepend(path);
    while (files.size() > kMaxRecentFiles) files.removeLast();
    settings.setValue(kRecentKey, files);
}

void FileActions::updateRecentMenu()
{
    m_recentMenu->clear();
    const QStringList files = QSettings().value(kRecentKey).toStringList();
    for (const QString& path : files) {
        // Databases show how many games they held when last opened.
        const QVariant games = QSettings().value(QStringLiteral("recentGameCounts/")
                                                 + QString::fromLatin1(path.toUtf8().toBase64()));
        QString text = QFileInfo(path).fileName();
        if (games.isValid())
            text = MainWindow::tr("%1 (%Ln games)", nullptr, games.toInt()).arg(text);
        QAction* action = m_recentMenu->addAction(text);
        action->setToolTip(path);
        connect(action, &QAction::triggered, this, [this, path] { openFile(path); });
    }
    if (files.isEmpty())
        m_recentMenu->addAction(MainWindow::tr("No recent files"))->setEnabled(false);
}

void FileActions::paste()
{
    //: Title of what was pasted from the clipboard
    openText(QGuiApplication::clipboard()->text(), MainWindow::tr("Paste"));
}

bool FileActions::openText(const QString& text, const QString& what)
{
    const bool reuse = DocumentTabs::isPristine(m_window.document());
    model::GameDocument* document = m_window.documentTabs()->freshDocument();
    if (auto error = document->loadText(text)) {
        if (!reuse) m_window.closeDocument(m_window.documentTabs()->indexOf(document));
        m_parts.showError(what, error->message);
        return false;
    }
    return true;
}

bool FileActions::wantsDrop(const QMimeData* data)
{
    bool wanted = false;
    if (data->hasUrls()) {
        for (const QUrl& url : data->urls())
            wanted = wanted || (url.isLocalFile() && looksLikePgnFile(url.toLocalFile()));
    } else {
        wanted = data->hasText();
    }
    return wanted;
}

void FileActions::drop(const QMimeData* data)
{
    if (data->hasUrls()) {
        // Opened after the drop returns: a file of several games asks which one, and a
        // dialog inside a drop would hold the dragging application too.
        QStringList paths;
        for (const QUrl& url : data->urls())
            if (url.isLocalFile() && looksLikePgnFile(url.toLocalFile()))
                paths << url.toLocalFile();
        QTimer::singleShot(0, this, [this, paths] {
            for (const QString& path : paths) openFile(path);
        });
    } else if (data->hasText()) {
        const QString text = data->text();
        //: Title of what was dragged and dropped onto the window (noun)
        QTimer::singleShot(0, this, [this, text] { openText(text, MainWindow::tr("Drop")); });
    }
}

} // namespace kibitz::ui
