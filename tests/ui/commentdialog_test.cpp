// SPDX-License-Identifier: GPL-3.0-or-later
// The comment editor (issue 43): a long comment wraps at the editor's width (no sideways
// scrolling), Enter starts a new line, Ctrl+Enter accepts and the comment is the game's,
// Escape leaves it as it was; the comment's commands ([%clk], arrows) are kept.

#include "model/gamedocument.h"
#include "notation/commentdialog.h"
#include "notation/movetreeview.h"
#include "pgn/builder.h"

#include <QAbstractTextDocumentLayout>
#include <QApplication>
#include <QPlainTextEdit>
#include <QScrollBar>
#include <QTextBlock>
#include <QTimer>
#include <QtTest>

#include <functional>

using kibitz::model::GameDocument;
using kibitz::ui::CommentDialog;
using kibitz::ui::MoveTreeView;
namespace pgn = kibitz::pgn;

namespace {

// Runs act on the comment dialog once it shows (editComment runs it modally).
void whenShown(const std::function<void(CommentDialog*)>& act)
{
    auto* timer = new QTimer;
    timer->setInterval(20);
    QObject::connect(timer, &QTimer::timeout, timer, [timer, act] {
        auto* dialog = qobject_cast<CommentDialog*>(QApplication::activeModalWidget());
        if (!dialog || !dialog->isVisible()) return;
        timer->stop();
        timer->deleteLater();
        act(dialog);
    });
    timer->start();
}

const QString kLong = QStringLiteral(
    "White's plan is the minority attack: b4-b5 against the queenside pawns, so that Black "
    "is left with a weak pawn on c6 or d5 to defend for the rest of the game.");

} // namespace

class CommentDialogTest : public QObject {
    Q_OBJECT

private slots:
    void wrapsAndCtrlEnterAccepts()
    {
        GameDocument doc;
        doc.setGame(pgn::readGame("1. e4 {[%clk 0:05:00] was here} e5 *\n"));
        MoveTreeView view(&doc);
        view.show();
        const pgn::Node* e4 = doc.game().root()->next();
        int lines = 0;
        bool sideways = true;
        QString before;
        whenShown([&](CommentDialog* dialog) {
            QPlainTextEdit* edit = dialog->editor();
            before = dialog->textValue();
            edit->selectAll();
            QTest::keyClicks(edit, kLong);
            QTest::keyClick(edit, Qt::Key_Return); // a new line, not OK
            QTest::keyClicks(edit, QStringLiteral("Second paragraph."));
            QApplication::processEvents();
            lines = edit->document()->firstBlock().layout()->lineCount();
            sideways = edit->horizontalScrollBar()->maximum() > 0;
            QTest::keyClick(edit, Qt::Key_Return, Qt::ControlModifier);
        });
        view.editComment(e4, false);
        QCOMPARE(before, QStringLiteral("was here"));
        QVERIFY2(lines > 1, qPrintable(QString::number(lines)));
        QVERIFY(!sideways);
        const QString comment = QString::fromStdString(e4->commentAfter());
        QVERIFY2(comment.contains(kLong + QStringLiteral("\nSecond paragraph.")),
                 qPrintable(comment));
        QVERIFY2(comment.contains(QStringLiteral("[%clk 0:05:00]")), qPrintable(comment));

        // Ctrl+Enter on the keypad too; Escape keeps the comment as it is.
        whenShown([](CommentDialog* dialog) {
            QTest::keyClicks(dialog->editor(), QStringLiteral(" more"));
            QTest::keyClick(dialog->editor(), Qt::Key_Escape);
        });
        view.editComment(e4, false);
        QCOMPARE(QString::fromStdString(e4->commentAfter()), comment);
        whenShown([](CommentDialog* dialog) {
            dialog->setTextValue(QStringLiteral("short"));
            QTest::keyClick(dialog->editor(), Qt::Key_Enter,
                            Qt::ControlModifier | Qt::KeypadModifier);
        });
        view.editComment(e4, false);
        QVERIFY(QString::fromStdString(e4->commentAfter()).contains(QStringLiteral("short")));
    }
};

QTEST_MAIN(CommentDialogTest)
#include "commentdialog_test.moc"
