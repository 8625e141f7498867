// SPDX-License-Identifier: GPL-3.0-or-later
// kibitz: the workbench. Everything beyond start-up lives in ui/ and core/.
//
//   kibitz [FILE.pgn...] [--game N] [--fen FEN] [--language CODE]
//
// The language is --language, else the KIBITZ_LANGUAGE variable, else the one chosen in
// Preferences, else the system's (ui/common/language.h); "pseudo" shows texts outside tr().
// KIBITZ_STARTUP_TIME=1 prints the time from main() to the board's first paint on stderr;
// KIBITZ_STARTUP_TIME=quit also quits right after it, for timing a cold start from outside.
#include "analysis/enginelist.h"
#include "board/boardview.h"
#include "common/colortheme.h"
#include "common/language.h"
#include "kibitz_resources.h"
#include "mainwindow/mainwindow.h"

#include "chess/fen.h"

#include <QApplication>
#include <QCommandLineParser>
#include <QElapsedTimer>
#include <QEvent>
#include <QIcon>
#include <QTimer>

#include <cstdio>

namespace {

// Reports once, at the board's first paint: the window is on screen and usable.
class FirstPaintProbe : public QObject {
public:
    FirstPaintProbe(const QElapsedTimer& clock, bool quit)
        : m_clock(clock)
        , m_quit(quit)
    {}

protected:
    bool eventFilter(QObject* watched, QEvent* event) override
    {
        if (event->type() == QEvent::Paint && !m_done) {
            m_done = true;
            std::fprintf(stderr, "kibitz: board painted %.1f ms after main()\n",
                         double(m_clock.nsecsElapsed()) / 1e6);
            if (m_quit) QTimer::singleShot(0, qApp, &QApplication::quit);
        }
        return QObject::eventFilter(watched, event);
    }

private:
    const QElapsedTimer& m_clock;
    bool m_quit;
    bool m_done = false;
};

// The value of --language CODE or --language=CODE, read before the command line is parsed:
// the parser's own texts (--help) are translated too.
QString languageArgument(const QStringList& arguments)
{
    const auto option = QStringLiteral("--language");
    for (qsizetype i = 1; i < arguments.size(); ++i) {
        if (arguments[i] == option && i + 1 < arguments.size()) return arguments[i + 1];
        if (arguments[i].startsWith(option + QLatin1Char('=')))
            return arguments[i].mid(option.size() + 1);
    }
    return {};
}

} // namespace

int main(int argc, char* argv[])
{
    QElapsedTimer clock;
    clock.start();

    QApplication app(argc, argv);
    QApplication::setApplicationName(QStringLiteral("Kibitz"));
    QApplication::setOrganizationName(QStringLiteral("Kibitz"));
    QApplication::setApplicationVersion(QStringLiteral(KIBITZ_VERSION));
    QApplication::setDesktopFileName(QStringLiteral("kibitz"));

    kibitz::initResources();
    kibitz::ui::applyColorTheme(kibitz::ui::colorThemeSetting());
    kibitz::ui::installTranslators(
        kibitz::ui::startupLanguage(languageArgument(QCoreApplication::arguments())));
    QApplication::setWindowIcon(QIcon(QStringLiteral(":/icons/kibitz.svg")));

    QCommandLineParser parser;
    parser.setApplicationDescription(QApplication::translate("main", "Kibitz, a chess workbench"));
    parser.addHelpOption();
    parser.addVersionOption();
    parser.addPositionalArgument(
        QStringLiteral("file"),
        QApplication::translate("main", "PGN files to open, each in a tab."),
        QStringLiteral("[FILE.pgn...]"));
    const QCommandLineOption fenOption(
        QStringList{QStringLiteral("fen")},
        QApplication::translate("main", "Start a new game from the position FEN."),
        QStringLiteral("FEN"));
    const QCommandLineOption gameOption(
        QStringList{QStringLiteral("game")},
        QApplication::translate("main", "Open game number N of the file (from 1)."),
        QStringLiteral("N"));
    const QCommandLineOption languageOption(
        QStringList{QStringLiteral("language")},
        QApplication::translate("main", "Show Kibitz in LANGUAGE (en, de, fr, es; pseudo shows "
                                        "texts left untranslated)."),
        QStringLiteral("LANGUAGE"));
    parser.addOption(fenOption);
    parser.addOption(gameOption);
    parser.addOption(languageOption);
    parser.process(app);

    const QByteArray timing = qgetenv("KIBITZ_STARTUP_TIME");
    FirstPaintProbe probe(clock, timing == "quit");

    kibitz::ui::MainWindow window;
    if (!timing.isEmpty()) window.boardView()->installEventFilter(&probe);
    if (parser.isSet(fenOption)) {
        const auto pos = kibitz::chess::positionFromFen(parser.value(fenOption).toStdString());
        if (!pos) {
            std::fprintf(stderr, "kibitz: --fen: %s\n", pos.error().toString().c_str());
            return 2;
        }
        window.setPosition(*pos);
    }
    window.show();
    window.activateWindow();
    // Engines found on this machine since the last start are asked which variants they play,
    // so the New Game dialog offers each variant its engines (once per engine: it is kept).
    window.engineList()->learnVariants();
    // Unsaved games are kept safe from here on; those a crash left behind are offered back.
    if (auto error = window.startAutosave())
        std::fprintf(stderr, "kibitz: autosave is off: %s\n", qPrintable(*error));
    else if (timing.isEmpty())
        QTimer::singleShot(0, &window, [&window] {
            window.recoverUnsavedGames(kibitz::ui::MainWindow::Recovery::Ask);
        });
    // After show(): a file with several games asks which one, over the window. Each file
    // gets a tab of its own.
    const int game = parser.isSet(gameOption) ? parser.value(gameOption).toInt() - 1 : -1;
    for (const QString& file : parser.positionalArguments()) window.openFile(file, game);
    return QApplication::exec();
}
