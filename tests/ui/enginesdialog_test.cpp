// SPDX-License-Identifier: GPL-3.0-or-later
// The engines dialog: an engine's fields are checked with a reason in words, arguments are
// split like a shell would, and add/remove/default reach the engine list file.
#include "analysis/enginelist.h"
#include "analysis/enginesdialog.h"

#include <QAbstractItemModelTester>
#include <QComboBox>
#include <QFile>
#include <QFont>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QLineEdit>
#include <QListView>
#include <QTemporaryDir>
#include <QtTest>

using namespace kibitz;

class EnginesDialogTest : public QObject {
    Q_OBJECT

private slots:
    void entryProblems_data();
    void entryProblems();
    void entryFields();
    void listEdits();
};

void EnginesDialogTest::entryProblems_data()
{
    QTest::addColumn<QString>("name");
    QTest::addColumn<QString>("command");
    QTest::addColumn<QString>("folder");
    QTest::addColumn<QString>("problem"); // empty: accepted
    const QString engine = QStringLiteral(KIBITZ_ENGINE);
    QTest::newRow("good") << "Mine" << engine << ""
                          << "";
    QTest::newRow("good on PATH") << "Shell"
                                  << "sh"
                                  << "/tmp"
                                  << "";
    QTest::newRow("no name") << "" << engine << ""
                             << "needs a name";
    QTest::newRow("name taken") << "kibitz" << engine << ""
                                << "already an engine called kibitz";
    QTest::newRow("no command") << "Mine"
                                << ""
                                << ""
                                << "Choose the engine's executable";
    QTest::newRow("missing") << "Mine"
                             << "/no/such/engine"
                             << ""
                             << "/no/such/engine does not exist";
    QTest::newRow("folder as command") << "Mine"
                                       << "/tmp"
                                       << ""
                                       << "/tmp is not an executable program";
    QTest::newRow("not executable")
        << "Mine" << QStringLiteral(KIBITZ_TEST_DATA "/book/three-games.pgn") << ""
        << "is not an executable program";
    QTest::newRow("not on PATH") << "Mine"
                                 << "no-such-engine-xyz"
                                 << ""
                                 << "not a program on PATH";
    QTest::newRow("bad folder") << "Mine" << engine << "/no/such/folder"
                                << "/no/such/folder does not exist";
}

void EnginesDialogTest::entryProblems()
{
    QFETCH(QString, name);
    QFETCH(QString, command);
    QFETCH(QString, folder);
    QFETCH(QString, problem);
    ui::EngineEntryDialog dialog(engine::EngineEntry{}, {QStringLiteral("Kibitz")});
    dialog.nameEdit()->setText(name);
    dialog.commandEdit()->setText(command);
    dialog.folderEdit()->setText(folder);
    if (problem.isEmpty())
        QVERIFY2(dialog.problem().isEmpty(), qPrintable(dialog.problem()));
    else
        QVERIFY2(dialog.problem().contains(problem), qPrintable(dialog.problem()));
}

void EnginesDialogTest::entryFields()
{
    ui::EngineEntryDialog dialog(engine::EngineEntry{}, {});
    dialog.nameEdit()->setText(QStringLiteral("  GNU Chess "));
    dialog.commandEdit()->setText(QStringLiteral("/usr/games/gnuchess"));
    dialog.argumentsEdit()->setText(QStringLiteral("-x --book \"my book.bin\""));
    dialog.protocolBox()->setCurrentIndex(
        dialog.protocolBox()->findText(QStringLiteral("XBoard (CECP)")));
    const engine::EngineEntry e = dialog.entry();
    QCOMPARE(e.name, QStringLiteral("GNU Chess"));
    QCOMPARE(e.arguments, (QStringList{"-x", "--book", "my book.bin"}));
    QVERIFY(e.protocol == engine::Protocol::XBoard);

    // Shown again as typed.
    ui::EngineEntryDialog again(e, {e.name});
    QCOMPARE(again.argumentsEdit()->text(), QStringLiteral("-x --book \"my book.bin\""));
    QCOMPARE(again.protocolBox()->currentText(), QStringLiteral("XBoard (CECP)"));
    QVERIFY(again.problem().isEmpty() || !QFile::exists(e.command)); // its own name is no clash

    // An engine found on PATH becomes the user's when its command line is changed.
    engine::EngineEntry found = e;
    found.discovered = true;
    ui::EngineEntryDialog edit(found, {found.name});
    QVERIFY(edit.commandEdit()->isReadOnly());
    QVERIFY(edit.entry().discovered);
    edit.argumentsEdit()->setText(QStringLiteral("-x -e"));
    QVERIFY(!edit.entry().discovered);
}

void EnginesDialogTest::listEdits()
{
    QTemporaryDir dir;
    const QString path = dir.filePath(QStringLiteral("engines.json"));
    ui::EngineList list(path, QStringLiteral(KIBITZ_ENGINE));
    QVERIFY(list.load().isEmpty());
    engine::EngineEntry mine;
    mine.name = QStringLiteral("Mine");
    mine.command = QStringLiteral(KIBITZ_ENGINE);
    QVERIFY(list.put(mine).isEmpty());
    QSignalSpy changed(&list, &ui::EngineList::changed);

    ui::EnginesDialog dialog(&list);
    // The list is a model over the catalogue (checked as Qt's item model rules ask), and the
    // dialog's view shows it as it is.
    QAbstractItemModelTester tester(&list, QAbstractItemModelTester::FailureReportingMode::QtTest);
    QListView* view = dialog.listView();
    QCOMPARE(view->model(), &list);
    auto count = [&] { return view->model()->rowCount(); };
    QCOMPARE(count(), int(list.registry().engines().size()));
    QCOMPARE(dialog.selectedName(), QStringLiteral("Mine")); // the default is selected
    QVERIFY(view->currentIndex().data().toString().contains(QStringLiteral("default")));
    QVERIFY(view->currentIndex().data(Qt::FontRole).value<QFont>().bold());
    // The built-in engine's variants are known: it says it plays Chess960.
    bool builtInShown = false;
    for (int i = 0; i < count(); ++i) {
        const QModelIndex row = list.index(i);
        if (row.data(ui::EngineList::NameRole).toString() == QStringLiteral("Kibitz"))
            builtInShown = row.data().toString().contains(QStringLiteral("plays chess960"));
    }
    QVERIFY(builtInShown);

    auto readFile = [&] {
        QFile f(path);
        if (!f.open(QIODevice::ReadOnly)) return QJsonObject();
        return QJsonDocument::fromJson(f.readAll()).object();
    };
    // The built-in engine can be made the default but not removed.
    dialog.select(QStringLiteral("Kibitz"));
    QCOMPARE(dialog.selectedName(), QStringLiteral("Kibitz"));
    dialog.removeSelected();
    QVERIFY(list.find(QStringLiteral("Kibitz")));
    dialog.makeDefault();
    QCOMPARE(list.registry().defaultEngine()->name, QStringLiteral("Kibitz"));
    QCOMPARE(readFile().value(QStringLiteral("default")).toString(), QStringLiteral("Kibitz"));

    // The user's engine can go; the file follows.
    dialog.select(QStringLiteral("Mine"));
    dialog.removeSelected();
    QVERIFY(!list.find(QStringLiteral("Mine")));
    QVERIFY(readFile().value(QStringLiteral("engines")).toArray().isEmpty());
    QCOMPARE(count(), int(list.registry().engines().size()));
    QVERIFY(changed.count() >= 2);

    // A list file that cannot be read is left alone: edits are refused with a reason.
    QFile broken(path);
    QVERIFY(broken.open(QIODevice::WriteOnly | QIODevice::Truncate));
    broken.write("{ not json");
    broken.close();
    ui::EngineList bad(path, QStringLiteral(KIBITZ_ENGINE));
    QVERIFY(bad.load().contains(QStringLiteral("engines.json:1:")));
    QVERIFY(bad.find(QStringLiteral("Kibitz"))); // still usable
    QVERIFY(bad.put(mine).contains(QStringLiteral("could not be read")));
    QVERIFY(broken.open(QIODevice::ReadOnly));
    QCOMPARE(broken.readAll(), QByteArray("{ not json"));
}

QTEST_MAIN(EnginesDialogTest)
#include "enginesdialog_test.moc"
