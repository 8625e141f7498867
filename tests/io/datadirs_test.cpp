// SPDX-License-Identifier: GPL-3.0-or-later
// The data folders (core/io/datadirs.h): from a build tree, the source tree's data/ is found,
// only once, and it holds the bundled Syzygy tables; the answer is the same each time (the
// GUI and the CLI ask the same function).

#include "io/datadirs.h"
#include "io/userfolders_qt.h"

#include <QCoreApplication>
#include <QStandardPaths>
#include <QTest>

#include <filesystem>

using namespace kibitz;

class DataDirsTest : public QObject {
    Q_OBJECT

private slots:
    void sourceTreeDataIsFound()
    {
        const auto dirs = io::dataDirs();
        QVERIFY(!dirs.empty());
        const auto expected = std::filesystem::canonical(KIBITZ_SOURCE_DATA).string();
        QCOMPARE(std::count(dirs.begin(), dirs.end(), expected), std::ptrdiff_t(1));
        for (const std::string& d : dirs) QVERIFY2(std::filesystem::is_directory(d), d.c_str());
        QCOMPARE(io::dataDirs(), dirs);
    }

    void bundledSyzygyTables()
    {
        const auto folders = io::bundledSyzygyFolders();
        QCOMPARE(folders.size(), std::size_t(1));
        QVERIFY(std::filesystem::exists(std::filesystem::path(folders[0]) / "KQvK.rtbw"));
        QVERIFY(io::bundledFolder("no-such-folder").empty());
    }

    // Kibitz's folders in the home follow the XDG rules exactly as QStandardPaths gives them
    // to the GUI (organisation and application "Kibitz"), so the CLI and the GUI share them.
    void userFoldersMatchQt_data()
    {
        QTest::addColumn<int>("which");
        QTest::addColumn<QByteArray>("xdg"); // the XDG variable's value ("": unset)
        QTest::addColumn<QString>("expected");
        QTest::addColumn<bool>("asQt"); // Qt 6.4 takes a relative XDG path as it is
        QTest::newRow("cache, default") << int(io::UserFolder::Cache) << QByteArray()
                                        << "/home/tester/.cache/Kibitz/Kibitz" << true;
        QTest::newRow("cache, XDG") << int(io::UserFolder::Cache) << QByteArray("/var/xc")
                                    << "/var/xc/Kibitz/Kibitz" << true;
        QTest::newRow("cache, relative XDG ignored")
            << int(io::UserFolder::Cache) << QByteArray("rel/cache")
            << "/home/tester/.cache/Kibitz/Kibitz" << false;
        QTest::newRow("config, default") << int(io::UserFolder::Config) << QByteArray()
                                         << "/home/tester/.config/Kibitz/Kibitz" << true;
        QTest::newRow("config, XDG") << int(io::UserFolder::Config) << QByteArray("/var/xg")
                                     << "/var/xg/Kibitz/Kibitz" << true;
        QTest::newRow("data, default") << int(io::UserFolder::Data) << QByteArray()
                                       << "/home/tester/.local/share/Kibitz/Kibitz" << true;
        QTest::newRow("data, XDG") << int(io::UserFolder::Data) << QByteArray("/var/xd")
                                   << "/var/xd/Kibitz/Kibitz" << true;
    }

    void userFoldersMatchQt()
    {
        QFETCH(int, which);
        QFETCH(QByteArray, xdg);
        QFETCH(QString, expected);
        QFETCH(bool, asQt);
        const auto folder = io::UserFolder(which);
        const char* variable = folder == io::UserFolder::Cache    ? "XDG_CACHE_HOME"
                               : folder == io::UserFolder::Config ? "XDG_CONFIG_HOME"
                                                                  : "XDG_DATA_HOME";
        const QByteArray oldHome = qgetenv("HOME"), oldXdg = qgetenv(variable);
        qputenv("HOME", "/home/tester");
        if (xdg.isEmpty())
            qunsetenv(variable);
        else
            qputenv(variable, xdg);
        QCoreApplication::setOrganizationName(QStringLiteral("Kibitz"));
        QCoreApplication::setApplicationName(QStringLiteral("Kibitz"));
        const QString ours = QString::fromStdString(io::userFolder(folder));
        const QString qt = QStandardPaths::writableLocation(
            folder == io::UserFolder::Cache    ? QStandardPaths::CacheLocation
            : folder == io::UserFolder::Config ? QStandardPaths::AppConfigLocation
                                               : QStandardPaths::AppDataLocation);
        qputenv("HOME", oldHome);
        if (oldXdg.isEmpty())
            qunsetenv(variable);
        else
            qputenv(variable, oldXdg);
        QCOMPARE(ours, expected);
        if (asQt) QCOMPARE(ours, qt);
    }

    // The QtCore layers' folders (io/userfolders_qt.h): io::userFolder's answer whatever the
    // program's names (the engine list, autosaves and training store stay put), Qt's test
    // folder under QStandardPaths' test mode.
    void qtLayersShareTheFolders_data()
    {
        QTest::addColumn<int>("which");
        QTest::addColumn<QString>("file");
        QTest::newRow("engine list") << int(io::UserFolder::Config) << "engines.json";
        QTest::newRow("autosave") << int(io::UserFolder::Data) << "autosave";
        QTest::newRow("index cache") << int(io::UserFolder::Cache) << "index";
    }
    void qtLayersShareTheFolders()
    {
        QFETCH(int, which);
        QFETCH(QString, file);
        const auto folder = io::UserFolder(which);
        QCoreApplication::setOrganizationName(QStringLiteral("Someone"));
        QCoreApplication::setApplicationName(QStringLiteral("kibitz-cli"));
        QCOMPARE(io::userFilePath(folder, file),
                 QString::fromStdString(io::userFolder(folder)) + u'/' + file);
        QStandardPaths::setTestModeEnabled(true);
        const QString tested = io::userFolderPath(folder);
        QStandardPaths::setTestModeEnabled(false);
        QVERIFY2(tested.contains(QStringLiteral(".qttest")), qPrintable(tested));
    }

    void gaviotaOnlyWhereInstalled()
    {
        const auto folders = io::systemGaviotaFolders();
        QVERIFY(folders.size() <= 1);
        if (std::filesystem::is_directory("/usr/share/gaviotatb/gtb4"))
            QCOMPARE(folders.front(), std::string("/usr/share/gaviotatb/gtb4"));
        else if (folders.empty())
            QSKIP("Debian's gaviotatb is not installed");
    }
};

QTEST_GUILESS_MAIN(DataDirsTest)
#include "datadirs_test.moc"
