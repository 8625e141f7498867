// SPDX-License-Identifier: GPL-3.0-or-later
// kibitz: the workbench. Everything beyond start-up lives in ui/ and core/.
#include "kibitz_resources.h"
#include "mainwindow/mainwindow.h"

#include "chess/fen.h"

#include <QApplication>
#include <QCommandLineParser>
#include <QIcon>

#include <cstdio>

int main(int argc, char* argv[])
{
    QApplication app(argc, argv);
    QApplication::setApplicationName(QStringLiteral("Kibitz"));
    QApplication::setOrganizationName(QStringLiteral("Kibitz"));
    QApplication::setApplicationVersion(QStringLiteral(KIBITZ_VERSION));
    QApplication::setDesktopFileName(QStringLiteral("kibitz"));

    kibitz::initResources();
    QApplication::setWindowIcon(QIcon(QStringLiteral(":/icons/kibitz.svg")));

    QCommandLineParser parser;
    parser.setApplicationDescription(QStringLiteral("Kibitz, a chess workbench"));
    parser.addHelpOption();
    parser.addVersionOption();
    const QCommandLineOption fenOption(QStringList{QStringLiteral("fen")},
                                       QApplication::translate("main", "Show the position FEN."),
                                       QStringLiteral("FEN"));
    parser.addOption(fenOption);
    parser.process(app);

    kibitz::ui::MainWindow window;
    if (parser.isSet(fenOption)) {
        const auto pos = kibitz::chess::positionFromFen(parser.value(fenOption).toStdString());
        if (!pos) {
            std::fprintf(stderr, "kibitz: --fen: %s\n", pos.error().toString().c_str());
            return 2;
        }
        window.setPosition(*pos);
    }
    window.show();
    return QApplication::exec();
}
