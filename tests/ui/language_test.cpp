// SPDX-License-Identifier: GPL-3.0-or-later
// The window in another language: the language chosen (command line, KIBITZ_LANGUAGE,
// Preferences' setting) reaches the menus; accelerators stay unique within each menu in
// every language; the pseudo-language marks every translated text.
#include "analysis/enginesdialog.h"
#include "chess/fen.h"
#include "chess/status.h"
#include "common/language.h"
#include "dialogs/headerdialog.h"
#include "dialogs/preferencesdialog.h"
#include "dialogs/setupdialog.h"
#include "mainwindow/mainwindow.h"
#include "pgn/game.h"
#include "play/newgamedialog.h"

#include <QAbstractButton>
#include <QComboBox>
#include <QDockWidget>
#include <QGroupBox>
#include <QLabel>
#include <QMenu>
#include <QMenuBar>
#include <QStandardPaths>
#include <QtTest>

using kibitz::ui::MainWindow;

namespace {

QMenu* topMenu(MainWindow& w, int index)
{
    const QList<QAction*> actions = w.menuBar()->actions();
    return index < actions.size() ? actions[index]->menu() : nullptr;
}

QStringList texts(const QMenu* menu)
{
    QStringList out;
    for (const QAction* a : menu->actions())
        if (!a->isSeparator()) out << a->text();
    return out;
}

// The accelerator of text folded to lower case: the letter after a single '&'.
QChar accelerator(const QString& text)
{
    for (qsizetype i = 0; i + 1 < text.size(); ++i) {
        if (text[i] != QLatin1Char('&')) continue;
        if (text[i + 1] == QLatin1Char('&')) {
            ++i;
            continue;
        }
        return text[i + 1].toCaseFolded();
    }
    return {};
}

// "Menu: &A and &B share a" for each clash among actions (recursively, submenus too).
void collectClashes(const QString& title, const QList<QAction*>& actions, QStringList& clashes)
{
    QHash<QChar, QString> taken;
    for (const QAction* a : actions) {
        if (a->isSeparator() || !a->isVisible() || a->text().isEmpty()) continue;
        const QChar key = accelerator(a->text());
        if (!key.isNull()) {
            if (taken.contains(key))
                clashes << QStringLiteral("%1: \"%2\" and \"%3\" share '%4'")
                               .arg(title, taken[key], a->text(), key);
            else
                taken.insert(key, a->text());
        }
        if (a->menu()) collectClashes(a->text(), a->menu()->actions(), clashes);
    }
}

// The same for the labels, buttons and group boxes of a dialog: Alt+letter reaches all of
// them, whichever group they sit in.
QStringList dialogClashes(const QString& title, QWidget* dialog)
{
    QStringList clashes;
    QHash<QChar, QString> taken;
    auto add = [&](const QWidget* widget, const QString& text) {
        if (!widget->isVisibleTo(dialog)) return;
        const QChar key = accelerator(text);
        if (key.isNull()) return;
        if (taken.contains(key))
            clashes << QStringLiteral("%1: \"%2\" and \"%3\" share '%4'")
                           .arg(title, taken[key], text, key);
        else
            taken.insert(key, text);
    };
    for (const QLabel* label : dialog->findChildren<QLabel*>())
        if (label->buddy()) add(label, label->text());
    for (const QAbstractButton* button : dialog->findChildren<QAbstractButton*>())
        add(button, button->text());
    for (const QGroupBox* box : dialog->findChildren<QGroupBox*>())
        if (box->isCheckable()) add(box, box->title());
    return clashes;
}

} // namespace

class LanguageTest : public QObject {
    Q_OBJECT

private slots:
    void initTestCase();
    void cleanup();
    void startupLanguageOrder();
    void englishPlurals_data();
    void englishPlurals();
    void germanWindow();
    void frenchWindow();
    void acceleratorsUnique_data();
    void acceleratorsUnique();
    void dialogAcceleratorsUnique_data() { acceleratorsUnique_data(); }
    void dialogAcceleratorsUnique();
    void pseudoText_data();
    void pseudoText();
    void pseudoWindow();
    void preferencesOffersLanguages();
};

void LanguageTest::initTestCase()
{
    QStandardPaths::setTestModeEnabled(true);
    qunsetenv("KIBITZ_LANGUAGE");
}

void LanguageTest::cleanup()
{
    kibitz::ui::setLanguageSetting({});
    qunsetenv("KIBITZ_LANGUAGE");
    kibitz::ui::installTranslators(QStringLiteral("en"));
}

void LanguageTest::startupLanguageOrder()
{
    using kibitz::ui::startupLanguage;
    QCOMPARE(startupLanguage({}), QString()); // the system's
    kibitz::ui::setLanguageSetting(QStringLiteral("de"));
    QCOMPARE(startupLanguage({}), QStringLiteral("de"));
    qputenv("KIBITZ_LANGUAGE", "fr");
    QCOMPARE(startupLanguage({}), QStringLiteral("fr"));
    QCOMPARE(startupLanguage(QStringLiteral("es")), QStringLiteral("es"));
}

void LanguageTest::englishPlurals_data()
{
    QTest::addColumn<QString>("language");
    QTest::newRow("English") << QStringLiteral("en");
    QTest::newRow("untranslated language") << QStringLiteral("it");
}

void LanguageTest::englishPlurals()
{
    QFETCH(QString, language);
    QVERIFY(!kibitz::ui::installTranslators(language).isEmpty());
    auto games = [](int n) {
        return QCoreApplication::translate("kibitz::ui::DatabaseView", "%Ln game(s)", nullptr, n);
    };
    QCOMPARE(games(1), QStringLiteral("1 game"));
    QCOMPARE(games(2), QStringLiteral("2 games"));
}

void LanguageTest::germanWindow()
{
    // As a user who chose Deutsch in Preferences starts Kibitz.
    kibitz::ui::setLanguageSetting(QStringLiteral("de"));
    const QStringList loaded =
        kibitz::ui::installTranslators(kibitz::ui::startupLanguage(QString()));
    QVERIFY2(!loaded.isEmpty(), "no German translation was loaded");

    MainWindow w;
    QCOMPARE(w.menuBar()->actions().first()->text(), QStringLiteral("&Datei"));
    QVERIFY2(texts(topMenu(w, 0)).contains(QStringLiteral("&Neue Partie")),
             qPrintable(texts(topMenu(w, 0)).join(QLatin1String(", "))));
    QVERIFY(texts(topMenu(w, 1)).contains(QStringLiteral("&Einstellungen…")));
    QVERIFY(texts(topMenu(w, 2)).contains(QStringLiteral("Brett &drehen")));
    // A pane title, and a text of the QtCore layers (the document's title).
    QStringList docks;
    for (const QDockWidget* dock : w.findChildren<QDockWidget*>()) docks << dock->windowTitle();
    QVERIFY2(docks.contains(QStringLiteral("Eröffnungsbuch")), qPrintable(docks.join(u',')));
    QVERIFY2(w.windowTitle().contains(QStringLiteral("Unbenannt")), qPrintable(w.windowTitle()));
    // The end of a game in the rules' words (core/chess/status.h, Qt-free), translated in
    // their one context.
    const auto mated = kibitz::chess::positionFromFen("4k2R/8/4K3/8/8/8/8/8 b - - 0 1");
    QVERIFY(mated);
    const kibitz::chess::GameStatus status = kibitz::chess::gameStatus(*mated);
    QCOMPARE(QCoreApplication::translate(kibitz::chess::StatusWordsContext,
                                         kibitz::chess::endingText(*mated, status)),
             QStringLiteral("Schachmatt. Weiß gewinnt."));
}

void LanguageTest::frenchWindow()
{
    qputenv("KIBITZ_LANGUAGE", "fr");
    QVERIFY(!kibitz::ui::installTranslators(kibitz::ui::startupLanguage(QString())).isEmpty());
    MainWindow w;
    QCOMPARE(w.menuBar()->actions().first()->text(), QStringLiteral("&Fichier"));
    QVERIFY(texts(topMenu(w, 0)).contains(QStringLiteral("&Nouvelle partie")));
    QVERIFY(texts(topMenu(w, 2)).contains(QStringLiteral("&Tourner l'échiquier")));
}

void LanguageTest::acceleratorsUnique_data()
{
    QTest::addColumn<QString>("language");
    for (const char* language : {"en", "de", "fr", "es"})
        QTest::newRow(language) << QString::fromLatin1(language);
}

void LanguageTest::acceleratorsUnique()
{
    QFETCH(QString, language);
    kibitz::ui::installTranslators(language);
    MainWindow w;
    QStringList clashes;
    collectClashes(QStringLiteral("menu bar"), w.menuBar()->actions(), clashes);
    QVERIFY2(clashes.isEmpty(), qPrintable(clashes.join(QLatin1Char('\n'))));
}

void LanguageTest::dialogAcceleratorsUnique()
{
    QFETCH(QString, language);
    kibitz::ui::installTranslators(language);
    QStringList clashes;
    {
        kibitz::ui::PreferencesDialog d{kibitz::ui::BoardAppearance{}};
        clashes += dialogClashes(QStringLiteral("Preferences"), &d);
    }
    {
        kibitz::ui::HeaderDialog d{kibitz::pgn::Game{}.headers()};
        clashes += dialogClashes(QStringLiteral("Game Headers"), &d);
    }
    {
        kibitz::ui::SetupDialog d{kibitz::chess::Position::startPosition()};
        clashes += dialogClashes(QStringLiteral("Set Up Position"), &d);
    }
    {
        kibitz::engine::EngineEntry engine;
        engine.name = QStringLiteral("Kibitz");
        for (auto mode : {kibitz::ui::NewGameDialog::Mode::AgainstEngine,
                          kibitz::ui::NewGameDialog::Mode::EngineMatch}) {
            kibitz::ui::NewGameDialog d{mode, {engine}};
            clashes += dialogClashes(d.windowTitle(), &d);
        }
    }
    {
        kibitz::ui::EngineEntryDialog d{kibitz::engine::EngineEntry{}, {}};
        clashes += dialogClashes(QStringLiteral("Add Engine"), &d);
    }
    QVERIFY2(clashes.isEmpty(), qPrintable(clashes.join(QLatin1Char('\n'))));
}

void LanguageTest::pseudoText_data()
{
    QTest::addColumn<QString>("text");
    QTest::addColumn<QString>("pseudo");
    QTest::newRow("accelerator") << QStringLiteral("&File") << QStringLiteral("[&Fîļé]");
    QTest::newRow("placeholders") << QStringLiteral("%1 of %Ln games")
                                  << QStringLiteral("[%1 öƒ %Ln ĝåḿéš]");
    QTest::newRow("plural") << QStringLiteral("%n move(s)") << QStringLiteral("[%n ḿöṽé(š)]");
    QTest::newRow("ampersand") << QStringLiteral("Cut && Paste")
                               << QStringLiteral("[Çûţ && Þåšţé]");
    QTest::newRow("markup") << QStringLiteral("<b>Kibitz</b> &amp;")
                            << QStringLiteral("[<b>Ķîƀîţž</b> &amp;]");
    QTest::newRow("file filter") << QStringLiteral("PGN files (*.pgn *.PGN)")
                                 << QStringLiteral("[ÞĜÑ ƒîļéš (*.pgn *.PGN)]");
    QTest::newRow("shortcut") << QStringLiteral("Ctrl+Shift+F") << QStringLiteral("Ctrl+Shift+F");
}

void LanguageTest::pseudoText()
{
    QFETCH(QString, text);
    QFETCH(QString, pseudo);
    QCOMPARE(kibitz::ui::PseudoTranslator::pseudo(text), pseudo);
}

void LanguageTest::pseudoWindow()
{
    QVERIFY(!kibitz::ui::installTranslators(QLatin1String(kibitz::ui::kPseudoLanguage)).isEmpty());
    MainWindow w;
    // Every menu title and every item is a translated text: none is left plain.
    QStringList plain;
    for (const QAction* top : w.menuBar()->actions()) {
        QStringList all{top->text()};
        if (top->menu()) all += texts(top->menu());
        for (const QString& t : all)
            if (!t.startsWith(QLatin1Char('[')) || !t.endsWith(QLatin1Char(']'))) plain << t;
    }
    QVERIFY2(plain.isEmpty(), qPrintable(plain.join(QLatin1String(", "))));
    QCOMPARE(w.menuBar()->actions().first()->text(), QStringLiteral("[&Fîļé]"));
}

void LanguageTest::preferencesOffersLanguages()
{
    kibitz::ui::setLanguageSetting(QStringLiteral("fr"));
    kibitz::ui::PreferencesDialog dialog{kibitz::ui::BoardAppearance{}};
    QComboBox* box = dialog.languageBox();
    QCOMPARE(box->count(), 5);
    QCOMPARE(box->itemData(0).toString(), QString()); // the system's language first
    QCOMPARE(dialog.language(), QStringLiteral("fr"));
    box->setCurrentIndex(box->findData(QStringLiteral("de")));
    QCOMPARE(box->currentText(), QStringLiteral("Deutsch"));
    QCOMPARE(dialog.language(), QStringLiteral("de"));
}

QTEST_MAIN(LanguageTest)
#include "language_test.moc"
