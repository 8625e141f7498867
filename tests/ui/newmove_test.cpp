// SPDX-License-Identifier: GPL-3.0-or-later
// A move entered on the board where the game goes on with another (issue 43): the window asks
// ChessBase's question (new variation, new main line, overwrite, insert, or cancel), does what
// the answer says as one undo step, and remembers an answer given for good ("Always do this"),
// which Edit > Preferences shows and sets back to asking.

#include "board/boardview.h"
#include "dialogs/preferencesdialog.h"
#include "mainwindow/mainwindow.h"
#include "model/gamedocument.h"
#include "notation/newmovedialog.h"
#include "pgn/writer.h"

#include <QApplication>
#include <QCheckBox>
#include <QComboBox>
#include <QLabel>
#include <QPushButton>
#include <QSettings>
#include <QStandardPaths>
#include <QTimer>
#include <QUndoStack>
#include <QtTest>

#include <functional>

using kibitz::model::GameDocument;
using kibitz::ui::MainWindow;
using kibitz::ui::NewMoveDialog;
namespace chess = kibitz::chess;

namespace {

// Runs act on the question once it shows (the board's move waits for it).
void whenAsked(const std::function<void(NewMoveDialog*)>& act)
{
    auto* timer = new QTimer;
    timer->setInterval(20);
    QObject::connect(timer, &QTimer::timeout, timer, [timer, act] {
        auto* dialog = qobject_cast<NewMoveDialog*>(QApplication::activeModalWidget());
        if (!dialog || !dialog->isVisible()) return;
        timer->stop();
        timer->deleteLater();
        act(dialog);
    });
    timer->start();
}

QString movetext(const GameDocument* doc)
{
    std::string out = kibitz::pgn::writeMovetext(doc->game(), {false, true, true, true, 0});
    while (!out.empty() && (out.back() == '\n' || out.back() == ' ')) out.pop_back();
    return QString::fromStdString(out);
}

// Nc3 from the board, after 1. e4 e5 of 1. e4 e5 2. Nf3 Nc6 3. Bb5.
void boardMoveNc3(MainWindow& w)
{
    QVERIFY(!w.document()->loadText(QStringLiteral("1. e4 e5 2. Nf3 Nc6 3. Bb5 *")));
    QVERIFY(w.document()->goTo(w.document()->game().root()->next()->next()));
    emit w.boardView()->moveRequested(chess::parseSquare("b1"), chess::parseSquare("c3"),
                                      chess::PieceType::None);
}

} // namespace

class NewMoveTest : public QObject {
    Q_OBJECT

private slots:
    void initTestCase()
    {
        QStandardPaths::setTestModeEnabled(true);
        QCoreApplication::setOrganizationName(QStringLiteral("KibitzTests"));
        QCoreApplication::setApplicationName(QStringLiteral("newmove_test"));
    }
    void init() { kibitz::ui::saveNewMoveChoice(std::nullopt); }

    void answers_data()
    {
        QTest::addColumn<QString>("button"); // "" cancels
        QTest::addColumn<QString>("after");
        QTest::newRow("new variation") << "variation"
                                       << "1. e4 e5 2. Nf3 (2. Nc3) 2... Nc6 3. Bb5 *";
        QTest::newRow("new main line") << "mainline"
                                       << "1. e4 e5 2. Nc3 (2. Nf3 Nc6 3. Bb5) *";
        QTest::newRow("overwrite") << "overwrite"
                                   << "1. e4 e5 2. Nc3 *";
        QTest::newRow("insert") << "insert"
                                << "1. e4 e5 2. Nc3 Nc6 3. Bb5 *";
        QTest::newRow("cancel") << ""
                                << "1. e4 e5 2. Nf3 Nc6 3. Bb5 *";
    }

    void answers()
    {
        QFETCH(QString, button);
        QFETCH(QString, after);
        MainWindow w;
        w.show();
        QVERIFY(QTest::qWaitForWindowExposed(&w));
        QString question;
        bool enterIsVariation = false;
        whenAsked([&](NewMoveDialog* d) {
            question = d->findChild<QLabel*>()->text();
            enterIsVariation = d->button(GameDocument::NewMove::Variation)->isDefault();
            if (button.isEmpty())
                d->reject();
            else
                d->findChild<QPushButton*>(button)->click();
        });
        boardMoveNc3(w);
        QVERIFY2(question.contains(QStringLiteral("2. Nf3"))
                     && question.contains(QStringLiteral("2. Nc3")),
                 qPrintable(question));
        QVERIFY(enterIsVariation);
        QCOMPARE(movetext(w.document()), after);
        if (button.isEmpty()) return;
        QCOMPARE(QString::fromStdString(w.document()->currentNode()->san()), QStringLiteral("Nc3"));
        w.document()->undoStack()->undo();
        QCOMPARE(movetext(w.document()), QStringLiteral("1. e4 e5 2. Nf3 Nc6 3. Bb5 *"));
    }

    // The setting holds each choice as its word, and reads it back.
    void settingWords()
    {
        const std::pair<GameDocument::NewMove, const char*> words[] = {
            {GameDocument::NewMove::Variation, "variation"},
            {GameDocument::NewMove::MainLine, "mainline"},
            {GameDocument::NewMove::Overwrite, "overwrite"},
            {GameDocument::NewMove::Insert, "insert"}};
        for (const auto& [choice, word] : words) {
            kibitz::ui::saveNewMoveChoice(choice);
            QCOMPARE(QSettings().value(QStringLiteral("notation/newMove")).toString(),
                     QString::fromLatin1(word));
            QVERIFY(kibitz::ui::savedNewMoveChoice() == choice);
        }
        QSettings().setValue(QStringLiteral("notation/newMove"), QStringLiteral("sideline"));
        QVERIFY(!kibitz::ui::savedNewMoveChoice());
    }

    void alwaysDoThisIsRemembered()
    {
        MainWindow w;
        w.show();
        QVERIFY(QTest::qWaitForWindowExposed(&w));
        int asked = 0;
        whenAsked([&](NewMoveDialog* d) {
            ++asked;
            d->alwaysBox()->setChecked(true);
            d->button(GameDocument::NewMove::Overwrite)->click();
        });
        boardMoveNc3(w);
        QCOMPARE(asked, 1);
        QCOMPARE(movetext(w.document()), QStringLiteral("1. e4 e5 2. Nc3 *"));
        // Not asked again: the same answer.
        boardMoveNc3(w);
        QCOMPARE(asked, 1);
        QCOMPARE(movetext(w.document()), QStringLiteral("1. e4 e5 2. Nc3 *"));
        // Preferences shows it, and sets it back to asking.
        {
            kibitz::ui::PreferencesDialog prefs(kibitz::ui::BoardAppearance{}, &w);
            QComboBox* box = prefs.newMoveBox();
            QCOMPARE(box->currentText(), QStringLiteral("Overwrite"));
            box->setCurrentIndex(0);
            prefs.accept();
        }
        QVERIFY(!kibitz::ui::savedNewMoveChoice());
        whenAsked([&](NewMoveDialog* d) {
            ++asked;
            d->button(GameDocument::NewMove::MainLine)->click();
        });
        boardMoveNc3(w);
        QCOMPARE(asked, 2);
        QCOMPARE(movetext(w.document()), QStringLiteral("1. e4 e5 2. Nc3 (2. Nf3 Nc6 3. Bb5) *"));
    }
};

QTEST_MAIN(NewMoveTest)
#include "newmove_test.moc"
