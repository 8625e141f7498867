// SPDX-License-Identifier: GPL-3.0-or-later
// The data folders (core/io/datadirs.h): from a build tree, the source tree's data/ is found,
// only once, and it holds the bundled Syzygy tables; the answer is the same each time (the
// GUI and the CLI ask the same function).

#include "io/datadirs.h"

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
