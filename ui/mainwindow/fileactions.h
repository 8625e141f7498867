// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// The window's files: the File menu's opening and saving, recent files, pasting and dropping
// games, and asking before unsaved changes are lost. What a file becomes is decided here: a
// file of one game opens as that game in a tab, a file of several as a database (its list in
// the Databases dock, indexed off the GUI thread). MainWindow owns the tabs and the games and
// calls in here; the texts stay in the window's translation context.

#include "model/fwd.h"

#include <QObject>
#include <QString>

#include <vector>

class QMenu;
class QMimeData;

namespace kibitz::ui {

class MainWindow;
class WindowParts;

class FileActions : public QObject {
    Q_OBJECT

public:
    // parts: the window's own (its error box), as MainWindow hands them over.
    FileActions(MainWindow& window, WindowParts& parts);

    // The File menu's entries for opening and saving (New, Open, Open Recent, Save, Save As).
    void addOpenActions(QMenu* file);
    void addSaveActions(QMenu* file);

    // See MainWindow::openFile.
    bool openFile(const QString& path, int index = -1);
    // Loads PGN or FEN text into a fresh game; false after telling the user why.
    bool openText(const QString& text, const QString& what);
    void open(); // the Open dialog
    bool save(); // the game shown, into its file (or Save As when it has none)
    bool saveAs();
    void paste();
    // Asks to save a modified game (Save, the default; Discard; Cancel); false when the user
    // cancels, or saving fails or is cancelled.
    bool maybeSave(model::GameDocument* document);
    // The same for quitting with the open games: one modified game is asked about as above,
    // several in one list (UnsavedGamesDialog) that saves those chosen. False when the user
    // cancels, or a save fails or is cancelled (the games saved so far stay saved).
    bool maybeSaveAll(const std::vector<model::GameDocument*>& documents);

    // Dropped onto the window: whether it is wanted (PGN files, or text), and taking it.
    static bool wantsDrop(const QMimeData* data);
    void drop(const QMimeData* data);

private:
    // A PGN file by its name, or a SCID base (which opens as a database).
    static bool looksLikePgnFile(const QString& path);
    void addRecentFile(const QString& path);
    void updateRecentMenu();

    MainWindow& m_window;
    WindowParts& m_parts;
    QMenu* m_recentMenu = nullptr;
};

} // namespace kibitz::ui
