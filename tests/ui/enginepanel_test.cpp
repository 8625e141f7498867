// SPDX-License-Identifier: GPL-3.0-or-later
// The engine pane analyses with the built-in engine, follows a new position, shows lines in
// SAN that are legal in the position shown, and stops.

#include "analysis/enginepanel.h"
#include "chess/fen.h"
#include "chess/notation.h"

#include <QApplication>
#include <QSignalSpy>
#include <QTest>

using namespace kibitz;

class EnginePanelTest : public QObject {
    Q_OBJECT

private slots:
    void analysesAndFollows();
    void noEngine();
};

namespace {

// The first move of the first line ("+0.30  d9  1. e4 e5 ..." or "... 2... Nf6 ...").
std::string firstMove(const QString& text)
{
    const QStringList words = text.section(u'\n', 0, 0).split(u' ', Qt::SkipEmptyParts);
    for (int i = 2; i < words.size(); ++i)
        if (!words[i].endsWith(u'.')) return words[i].toStdString();
    return {};
}

} // namespace

void EnginePanelTest::analysesAndFollows()
{
    ui::EnginePanel panel;
    engine::EngineEntry e;
    e.name = QStringLiteral("Kibitz");
    e.command = QStringLiteral(KIBITZ_ENGINE);
    e.protocol = engine::Protocol::Uci;
    panel.setEngine(e);
    panel.setPosition(chess::Position());
    panel.startAnalysis();
    QVERIFY(panel.isAnalysing());
    QTRY_VERIFY_WITH_TIMEOUT(panel.linesText().count(u'\n') >= 2, 15000); // three lines
    QVERIFY(chess::parseSan(chess::Position(), firstMove(panel.linesText())).hasValue());
    QVERIFY(panel.statusText().contains(QStringLiteral("nodes")));

    // A new position: the lines that follow are about it (White mates in one).
    const auto pos = chess::positionFromFen("6k1/5ppp/8/8/8/8/5PPP/3R2K1 w - - 0 1");
    panel.setPosition(*pos);
    QTRY_VERIFY_WITH_TIMEOUT(panel.linesText().contains(QStringLiteral("Rd8#")), 15000);
    QVERIFY(panel.linesText().section(u'\n', 0, 0).contains(QStringLiteral("+M1")));

    QSignalSpy changed(&panel, &ui::EnginePanel::analysingChanged);
    panel.stopAnalysis();
    QVERIFY(!panel.isAnalysing());
    QCOMPARE(changed.count(), 1);
}

void EnginePanelTest::noEngine()
{
    ui::EnginePanel panel;
    panel.startAnalysis();
    QVERIFY(!panel.isAnalysing());
}

QTEST_MAIN(EnginePanelTest)
#include "enginepanel_test.moc"
