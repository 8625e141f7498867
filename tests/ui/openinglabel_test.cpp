// SPDX-License-Identifier: GPL-3.0-or-later
// The opening name above the notation: it follows the shown move, going back and forth,
// names transpositions by position, and is empty where the line has no named position.
#include "chess/notation.h"
#include "mainwindow/mainwindow.h"
#include "model/gamedocument.h"
#include "notation/openinglabel.h"

#include <QTest>

using namespace kibitz;
using kibitz::ui::MainWindow;
using kibitz::ui::OpeningLabel;

class OpeningLabelTest : public QObject {
    Q_OBJECT
private slots:
    void followsTheShownMove()
    {
        MainWindow w;
        auto* label = w.findChild<OpeningLabel*>(QStringLiteral("openingLabel"));
        QVERIFY(label);
        QCOMPARE(label->text(), QString());
        auto* doc = w.document();
        for (const char* san : {"e4", "c5", "Nf3", "d6", "d4", "cxd4", "Nxd4", "Nf6", "Nc3", "a6"})
            QVERIFY(doc->playMove(*chess::parseSan(doc->position(), san)));
        QCOMPARE(label->text(), QStringLiteral("B90 Sicilian Defense: Najdorf Variation"));
        QVERIFY(label->toolTip().contains(QStringLiteral("5... a6")));
        // A move without a name of its own keeps the deepest name reached.
        QVERIFY(doc->playMove(*chess::parseSan(doc->position(), "Kd2")));
        QCOMPARE(label->text(), QStringLiteral("B90 Sicilian Defense: Najdorf Variation"));
        doc->toStart();
        QVERIFY(doc->forward());
        QVERIFY(doc->forward());
        QCOMPARE(label->text(), QStringLiteral("B20 Sicilian Defense"));
        doc->toStart();
        QCOMPARE(label->text(), QString());
    }

    void transposition()
    {
        MainWindow w;
        auto* label = w.findChild<OpeningLabel*>(QStringLiteral("openingLabel"));
        QVERIFY(label);
        auto* doc = w.document();
        for (const char* san : {"c4", "e6", "Nc3", "Nf6", "d4", "Bb4"})
            QVERIFY(doc->playMove(*chess::parseSan(doc->position(), san)));
        QCOMPARE(label->text(), QStringLiteral("E20 Nimzo-Indian Defense"));
    }

    // The label follows its document as the other panes do (setDocument), and the window
    // gives it the game shown: another tab, then the first one again.
    void followsItsDocument()
    {
        model::GameDocument doc;
        OpeningLabel label;
        label.setDocument(&doc);
        for (const char* san : {"d4", "Nf6", "c4", "e6", "Nc3", "Bb4"})
            QVERIFY(doc.playMove(*chess::parseSan(doc.position(), san)));
        QCOMPARE(label.text(), QStringLiteral("E20 Nimzo-Indian Defense"));
        QVERIFY(!doc.loadText(QStringLiteral("1. e4 e5 *")));
        doc.toEnd();
        QCOMPARE(label.text(), QStringLiteral("C20 King's Pawn Game"));
        label.setDocument(nullptr);
        QCOMPARE(label.text(), QString());

        MainWindow w;
        auto* shown = w.findChild<OpeningLabel*>(QStringLiteral("openingLabel"));
        QVERIFY(shown);
        model::GameDocument* first = w.document();
        for (const char* san : {"e4", "c5"})
            QVERIFY(first->playMove(*chess::parseSan(first->position(), san)));
        QCOMPARE(shown->text(), QStringLiteral("B20 Sicilian Defense"));
        model::GameDocument* second = w.addDocument();
        QCOMPARE(w.document(), second);
        QCOMPARE(shown->text(), QString());
        QVERIFY(first->playMove(*chess::parseSan(first->position(), "Nf3"))); // not shown
        QCOMPARE(shown->text(), QString());
    }
};

QTEST_MAIN(OpeningLabelTest)
#include "openinglabel_test.moc"
