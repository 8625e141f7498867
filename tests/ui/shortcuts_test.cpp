// SPDX-License-Identifier: GPL-3.0-or-later
// Help > Keyboard Shortcuts names keys as players type them (issue 43): Shift+Tab is "Tab"
// with Shift, never Qt's "Backtab", in the real window's list as in the helper it uses.

#include "mainwindow/mainwindow.h"
#include "mainwindow/shortcutsdialog.h"

#include <QCoreApplication>
#include <QKeySequence>
#include <QStandardPaths>
#include <QTreeWidget>
#include <QtTest>

using kibitz::ui::MainWindow;
using kibitz::ui::ShortcutsDialog;

class ShortcutsTest : public QObject {
    Q_OBJECT

private slots:
    void initTestCase()
    {
        QStandardPaths::setTestModeEnabled(true);
        QCoreApplication::setOrganizationName(QStringLiteral("KibitzTests"));
        QCoreApplication::setApplicationName(QStringLiteral("shortcuts_test"));
    }

    void keysAsTyped_data()
    {
        QTest::addColumn<QKeySequence>("keys");
        QTest::addColumn<QString>("typed");
        QTest::newRow("Ctrl+Shift+Backtab") << QKeySequence(Qt::CTRL | Qt::SHIFT | Qt::Key_Backtab)
                                            << QStringLiteral("Ctrl+Shift+Tab");
        QTest::newRow("Backtab alone")
            << QKeySequence(Qt::Key_Backtab) << QStringLiteral("Shift+Tab");
        QTest::newRow("Ctrl+Backtab")
            << QKeySequence(Qt::CTRL | Qt::Key_Backtab) << QStringLiteral("Ctrl+Shift+Tab");
        QTest::newRow("Ctrl+Tab") << QKeySequence(Qt::CTRL | Qt::Key_Tab)
                                  << QStringLiteral("Ctrl+Tab");
        QTest::newRow("Ctrl+S") << QKeySequence(Qt::CTRL | Qt::Key_S) << QStringLiteral("Ctrl+S");
        QTest::newRow("two keys") << QKeySequence(Qt::CTRL | Qt::Key_K,
                                                  QKeyCombination(Qt::Key_Backtab))
                                  << QStringLiteral("Ctrl+K, Shift+Tab");
    }

    void keysAsTyped()
    {
        QFETCH(QKeySequence, keys);
        QFETCH(QString, typed);
        QCOMPARE(ShortcutsDialog::keysAsTyped(keys), typed);
    }

    // The window's own list: Go > Previous Game (QKeySequence::PreviousChild) reads as typed,
    // and no key anywhere says Backtab.
    void windowList()
    {
        MainWindow w;
        ShortcutsDialog dialog(w.menuBar(), &w);
        QTreeWidget* list = dialog.list();
        QStringList rows;
        for (int g = 0; g < list->topLevelItemCount(); ++g)
            for (int i = 0; i < list->topLevelItem(g)->childCount(); ++i)
                rows << list->topLevelItem(g)->text(0) + QLatin1Char('|')
                            + list->topLevelItem(g)->child(i)->text(0) + QLatin1Char('|')
                            + list->topLevelItem(g)->child(i)->text(1);
        const QString all = rows.join(u'\n');
        QVERIFY2(!all.contains(QStringLiteral("Backtab")), qPrintable(all));
        QVERIFY2(all.contains(QStringLiteral("Go|Previous Game|Ctrl+Shift+Tab")), qPrintable(all));
    }
};

QTEST_MAIN(ShortcutsTest)
#include "shortcuts_test.moc"
