// SPDX-License-Identifier: GPL-3.0-or-later
#include "mainwindow/mainwindow.h"

#include "board/boardview.h"

#include <QAction>
#include <QApplication>
#include <QKeySequence>
#include <QMenu>
#include <QMenuBar>
#include <QMessageBox>


namespace kibitz::ui {


MainWindow::MainWindow(QWidget* parent)
    : QMainWindow(parent)
    , m_board(new BoardView(this))
{
    setWindowTitle(tr("Kibitz"));
    setCentralWidget(m_board);

    setPosition(chess::Position::startPosition());

    createMenus();
    resize(760, 760);
}

MainWindow::~MainWindow() = default;

void MainWindow::setPosition(const chess::Position& pos)
{
    BoardView::Placement placement{};
    for (int sq = 0; sq < 64; ++sq)
        placement[std::size_t(sq)] = chess::pieceChar(pos.pieceOn(chess::Square(sq)));
    m_board->setPieces(placement);
}

void MainWindow::createMenus()
{
    QMenu* file = menuBar()->addMenu(tr("&File"));
    QAction* quit = file->addAction(tr("&Quit"));
    quit->setShortcut(QKeySequence::Quit);
    quit->setMenuRole(QAction::QuitRole);
    connect(quit, &QAction::triggered, qApp, &QApplication::closeAllWindows);

    QMenu* help = menuBar()->addMenu(tr("&Help"));
    QAction* about = help->addAction(tr("&About Kibitz"));
    about->setMenuRole(QAction::AboutRole);
    connect(about, &QAction::triggered, this, &MainWindow::showAbout);
    QAction* aboutQt = help->addAction(tr("About &Qt"));
    aboutQt->setMenuRole(QAction::AboutQtRole);
    connect(aboutQt, &QAction::triggered, qApp, &QApplication::aboutQt);
}

void MainWindow::showAbout()
{
    QMessageBox::about(
        this, tr("About Kibitz"),
        tr("<h3>Kibitz %1</h3>"
           "<p>A desktop chess workbench: play against engines, edit and annotate games, "
           "explore openings and endgames.</p>"
           "<p>Free software under the GNU General Public License, version 3 or later.</p>")
            .arg(QApplication::applicationVersion().toHtmlEscaped()));
}

} // namespace kibitz::ui
