// SPDX-License-Identifier: GPL-3.0-or-later
// The engine pane: analyses with the built-in engine and follows a new position; shows every
// info field (score from either side, depth/seldepth, WDL, speed); draws at most ~15 times a
// second under a flood; chooses engines from the engine list; builds the options dialog from
// what a scripted engine declares, saves the values and sends them at the next start; sends
// MultiPV when the line count changes; and the console keeps a bounded log.

#include "analysis/analysislines.h"
#include "analysis/engineconsole.h"
#include "analysis/enginelist.h"
#include "analysis/engineoptionsdialog.h"
#include "analysis/enginepanel.h"
#include "chess/fen.h"
#include "chess/notation.h"
#include "engine/launcher.h"
#include "engine/options.h"

#include <QAbstractItemModelTester>
#include <QApplication>
#include <QCheckBox>
#include <QComboBox>
#include <QElapsedTimer>
#include <QFile>
#include <QJsonDocument>
#include <QJsonObject>
#include <QLineEdit>
#include <QPushButton>
#include <QScrollBar>
#include <QSettings>
#include <QSignalSpy>
#include <QSpinBox>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QTest>
#include <QToolButton>
#include <QTreeView>

using namespace kibitz;

class EnginePanelTest : public QObject {
    Q_OBJECT

private slots:
    void initTestCase();
    void init();
    void analysesAndFollows();
    void noEngine();
    void showsEveryField();
    void coalescesFlood();
    void choosesEngineFromList();
    void optionsDialogSavesAndApplies();
    void xboardPlaySettingsInTheOptionsDialog();
    void lineCountSendsMultiPv();
    void consoleIsBounded();
    void sendsGameAndSearchesMate();
    void keepsLinesAfterStop();
    void hashAndThreadsFromTheMachine();
    void hashAndThreadsFromTheMachine_data();
    void machineDefaultsStayInDeclaredRange_data();
    void machineDefaultsStayInDeclaredRange();
    void optionsDialogShowsMachineDefaults();
    void narrowPaneKeepsTheLine();
    void longLineReadableInFull();
    void stockfishGetsMachineDefaults();
};

namespace {

engine::EngineEntry entry(const QString& name, const QString& command, const QStringList& args = {})
{
    engine::EngineEntry e;
    e.name = name;
    e.command = command;
    e.arguments = args;
    e.protocol = engine::Protocol::Uci;
    return e;
}

engine::EngineEntry fake(const char* mode)
{
    return entry(QStringLiteral("Fake %1").arg(QLatin1String(mode)),
                 QStringLiteral(KIBITZ_FAKE_ENGINE), {QString::fromLatin1(mode)});
}

// Everything the pane sent to its engine.
struct Sent {
    explicit Sent(ui::EnginePanel& panel)
    {
        QObject::connect(&panel, &ui::EnginePanel::engineLine, &panel,
                         [this](const QString& text, bool toEngine) {
                             if (toEngine) lines << text;
                         });
    }
    QStringList lines;
};

QString eval(const ui::EnginePanel& panel, int row)
{
    const auto* m = panel.linesModel();
    return m->data(m->index(row, ui::AnalysisLinesModel::Eval)).toString();
}

} // namespace

void EnginePanelTest::initTestCase()
{
    QStandardPaths::setTestModeEnabled(true);
}

void EnginePanelTest::init()
{
    QSettings().clear(); // line count, score view and last engine start from their defaults
}

void EnginePanelTest::analysesAndFollows()
{
    ui::EnginePanel panel;
    QAbstractItemModelTester tester(panel.linesModel(),
                                    QAbstractItemModelTester::FailureReportingMode::QtTest);
    panel.setEngine(entry(QStringLiteral("Kibitz"), QStringLiteral(KIBITZ_ENGINE)));
    panel.setPosition(chess::Position());
    panel.startAnalysis();
    QVERIFY(panel.isAnalysing());
    QTRY_VERIFY_WITH_TIMEOUT(panel.linesModel()->rowCount() == 3, 15000);
    const auto moves = panel.linesModel()->moves(0);
    QVERIFY(!moves.empty());
    QVERIFY(chess::Position().isLegal(moves.front()));
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

void EnginePanelTest::showsEveryField()
{
    ui::EnginePanel panel;
    QAbstractItemModelTester tester(panel.linesModel(),
                                    QAbstractItemModelTester::FailureReportingMode::QtTest);
    panel.setEngine(fake("options"));
    panel.setPosition(chess::Position());
    panel.startAnalysis();
    QTRY_COMPARE_WITH_TIMEOUT(panel.linesModel()->rowCount(), 2, 10000);
    const auto* m = panel.linesModel();
    QCOMPARE(eval(panel, 0), QStringLiteral("+0.31"));
    QCOMPARE(m->data(m->index(0, ui::AnalysisLinesModel::Depth)).toString(), QStringLiteral("5/9"));
    QCOMPARE(m->data(m->index(0, ui::AnalysisLinesModel::Wdl)).toString(),
             QStringLiteral("40/50/10"));
    QCOMPARE(m->data(m->index(0, ui::AnalysisLinesModel::Line)).toString(),
             QStringLiteral("1. e4 e5 2. Nf3"));
    QCOMPARE(m->data(m->index(1, ui::AnalysisLinesModel::Line)).toString(),
             QStringLiteral("1. d4 d5"));
    QVERIFY(
        !panel.linesView()->isColumnHidden(ui::AnalysisLinesModel::Wdl)); // the engine sends WDL
    const QString status = panel.statusText();
    QVERIFY2(status.contains(QStringLiteral("50 kN/s"))
                 && status.contains(QStringLiteral("hash 1.2%"))
                 && status.contains(QStringLiteral("tb hits 3")),
             qPrintable(status));

    // Black to move: the engine's +0.31 is Black's; from White's view it is -0.31.
    panel.setPosition(chess::Position().after(*chess::parseSan(chess::Position(), "e4")));
    QTRY_COMPARE_WITH_TIMEOUT(panel.linesModel()->rowCount(), 2, 10000);
    QVERIFY(panel.scoreFromWhite());
    QCOMPARE(eval(panel, 0), QStringLiteral("-0.31"));
    QCOMPARE(m->data(m->index(0, ui::AnalysisLinesModel::Wdl)).toString(),
             QStringLiteral("10/50/40"));
    panel.setScoreFromWhite(false);
    QCOMPARE(eval(panel, 0), QStringLiteral("+0.31"));
    QCOMPARE(m->data(m->index(0, ui::AnalysisLinesModel::Wdl)).toString(),
             QStringLiteral("40/50/10"));
    // The choice is remembered by the next pane.
    ui::EnginePanel next;
    QVERIFY(!next.scoreFromWhite());
    panel.stopAnalysis();
}

void EnginePanelTest::coalescesFlood()
{
    // 10,000 info lines as fast as the engine can write them: every one is taken in, the
    // lines are drawn at most every 66 ms.
    ui::EnginePanel panel;
    panel.setEngine(fake("flood"));
    panel.setPosition(chess::Position());
    QElapsedTimer clock;
    clock.start();
    panel.startAnalysis();
    QTRY_VERIFY_WITH_TIMEOUT(panel.infoCount() >= 10001, 30000);
    QTest::qWait(100); // the last redraw
    const qint64 ms = clock.elapsed();
    qInfo("%lld infos, %d redraws in %lld ms", panel.infoCount(), panel.refreshCount(), ms);
    QVERIFY(panel.refreshCount() >= 1);
    // The bound the timer sets, whatever the speed of the machine: one redraw per 66 ms
    // interval at most (60 allows for coarse timers firing early), plus the first.
    QVERIFY2(panel.refreshCount() <= ms / 60 + 2,
             qPrintable(QString::number(panel.refreshCount())));
    QVERIFY(panel.linesText().endsWith(QStringLiteral("1. e4"))); // the engine's last word
}

void EnginePanelTest::choosesEngineFromList()
{
    QTemporaryDir dir;
    const QString path = dir.filePath(QStringLiteral("engines.json"));
    ui::EngineList list(path, QStringLiteral(KIBITZ_ENGINE));
    QVERIFY(list.load().isEmpty());
    QVERIFY(list.put(fake("options")).isEmpty());
    QVERIFY(QFile::exists(path));

    ui::EnginePanel panel;
    panel.setEngineList(&list);
    // The user's engine is the default; the built-in one is offered too.
    QCOMPARE(panel.engineEntry().name, QStringLiteral("Fake options"));
    QComboBox* box = panel.engineBox();
    const int kibitz = box->findData(QStringLiteral("Kibitz"));
    QVERIFY(kibitz >= 0);
    QVERIFY(box->findData(QStringLiteral("Fake options")) >= 0);

    panel.setPosition(chess::Position());
    panel.startAnalysis();
    QTRY_COMPARE_WITH_TIMEOUT(panel.linesModel()->rowCount(), 2, 10000);
    // Choosing another engine while analysing goes on with it.
    box->setCurrentIndex(kibitz);
    emit box->activated(kibitz);
    QCOMPARE(panel.engineEntry().name, QStringLiteral("Kibitz"));
    QVERIFY(panel.isAnalysing());
    QTRY_VERIFY_WITH_TIMEOUT(panel.linesModel()->rowCount() == 3, 15000); // the fake sends two
    panel.stopAnalysis();
    // Remembered for the next start, and removed engines fall back to the default.
    ui::EnginePanel next;
    next.setEngineList(&list);
    QCOMPARE(next.engineEntry().name, QStringLiteral("Kibitz"));
    QVERIFY(list.setDefault(QStringLiteral("Kibitz")).isEmpty());
    QVERIFY(list.remove(QStringLiteral("Fake options")).isEmpty());
    QCOMPARE(box->findData(QStringLiteral("Fake options")), -1);
}

void EnginePanelTest::optionsDialogSavesAndApplies()
{
    QTemporaryDir dir;
    const QString path = dir.filePath(QStringLiteral("engines.json"));
    {
        ui::EngineList list(path, QString());
        QVERIFY(list.load().isEmpty());
        QVERIFY(list.put(fake("options")).isEmpty());
        ui::EnginePanel panel;
        panel.setEngineList(&list);
        Sent sent(panel);
        panel.showOptions(); // starts the engine to learn its options
        QTRY_VERIFY_WITH_TIMEOUT(panel.optionsDialog(), 10000);
        ui::EngineOptionsDialog* dialog = panel.optionsDialog();
        QStringList shown;
        for (const auto& o : dialog->shownOptions()) shown << QString::fromStdString(o.name);
        // Kibitz's own options are not offered.
        QCOMPARE(shown, (QStringList{"Hash", "Nullmove", "Style", "Clear Hash", "Book File",
                                     "SyzygyPath", "Greeting"}));
        auto* hash = qobject_cast<QSpinBox*>(dialog->editor(QStringLiteral("hash")));
        QVERIFY(hash);
        // The default Kibitz sends, the machine's (engine/options.h), not the engine's 16.
        QCOMPARE(hash->value(), int(*engine::defaultHashMb(dialog->shownOptions().front(),
                                                           engine::thisMachine())));
        QCOMPARE(hash->maximum(), 1024);
        auto* nullmove = qobject_cast<QCheckBox*>(dialog->editor(QStringLiteral("Nullmove")));
        QVERIFY(nullmove && nullmove->isChecked());
        auto* style = qobject_cast<QComboBox*>(dialog->editor(QStringLiteral("Style")));
        QVERIFY(style);
        QCOMPARE(style->count(), 3);
        QCOMPARE(style->currentText(), QStringLiteral("Normal"));
        auto* book = qobject_cast<QLineEdit*>(dialog->editor(QStringLiteral("Book File")));
        QVERIFY(book);
        QCOMPARE(book->text(), QStringLiteral("book.bin"));
        QVERIFY(book->parentWidget()->findChild<QToolButton*>()); // chosen with a file dialog
        auto* syzygy = qobject_cast<QLineEdit*>(dialog->editor(QStringLiteral("SyzygyPath")));
        QVERIFY(syzygy && syzygy->text().isEmpty()); // "<empty>"
        QVERIFY(dialog->values().isEmpty());         // nothing differs from the defaults yet
        QVERIFY(!dialog->xboardRandomBox());         // a UCI engine: no XBoard play settings

        // A button acts at once.
        auto* clear = qobject_cast<QPushButton*>(dialog->editor(QStringLiteral("Clear Hash")));
        QVERIFY(clear);
        clear->click();
        QVERIFY(sent.lines.contains(QStringLiteral("setoption name Clear Hash")));

        hash->setValue(48); // neither the engine's nor the machine's default
        nullmove->setChecked(false);
        style->setCurrentText(QStringLiteral("Risky"));
        book->setText(QStringLiteral("/tmp/my book.bin"));
        dialog->accept();
        // Sent to the running engine before its next search.
        panel.setPosition(chess::Position());
        panel.startAnalysis();
        QTRY_VERIFY_WITH_TIMEOUT(sent.lines.contains(QStringLiteral("go infinite")), 10000);
        QVERIFY(sent.lines.contains(QStringLiteral("setoption name Hash value 48")));
        QVERIFY(sent.lines.indexOf(QStringLiteral("setoption name Style value Risky"))
                < sent.lines.indexOf(QStringLiteral("go infinite")));
        panel.stopAnalysis();
    }
    // Saved in the engine list file ...
    QFile f(path);
    QVERIFY(f.open(QIODevice::ReadOnly));
    const QJsonObject options =
        QJsonDocument::fromJson(f.readAll())
            .object()[QStringLiteral("engines")][0][QStringLiteral("options")]
            .toObject();
    QCOMPARE(options.value(QStringLiteral("Hash")).toInt(), 48);
    QCOMPARE(options.value(QStringLiteral("Nullmove")).toBool(), false);
    QCOMPARE(options.value(QStringLiteral("Style")).toString(), QStringLiteral("Risky"));
    QVERIFY(!options.contains(QStringLiteral("Greeting"))); // left at its default

    // ... and applied at the next start, with Kibitz's own options after them.
    ui::EngineList list(path, QString());
    QVERIFY(list.load().isEmpty());
    ui::EnginePanel panel;
    panel.setEngineList(&list);
    Sent sent(panel);
    panel.setPosition(chess::Position());
    panel.startAnalysis();
    QTRY_VERIFY_WITH_TIMEOUT(sent.lines.contains(QStringLiteral("go infinite")), 10000);
    for (const char* expected :
         {"setoption name Hash value 48", "setoption name Nullmove value false",
          "setoption name Style value Risky", "setoption name Book File value /tmp/my book.bin",
          "setoption name MultiPV value 3", "setoption name UCI_AnalyseMode value true",
          "setoption name UCI_ShowWDL value true"})
        QVERIFY2(sent.lines.contains(QLatin1String(expected)), expected);
    // The reopened dialog shows the saved values.
    panel.showOptions();
    QTRY_VERIFY(panel.optionsDialog());
    QCOMPARE(
        qobject_cast<QSpinBox*>(panel.optionsDialog()->editor(QStringLiteral("Hash")))->value(),
        48);
    panel.optionsDialog()->restoreDefaults();
    QVERIFY(panel.optionsDialog()->values().isEmpty());
    panel.optionsDialog()->reject();
    panel.stopAnalysis();
}

// Issue 35: an XBoard engine's options dialog sets Kibitz's "random" and "nps" for it; they are
// saved in the engine list and sent after each game's "new" wherever the engine is launched.
void EnginePanelTest::xboardPlaySettingsInTheOptionsDialog()
{
    QTemporaryDir dir;
    const QString path = dir.filePath(QStringLiteral("engines.json"));
    engine::EngineEntry xb = fake("xgood");
    xb.protocol = engine::Protocol::XBoard;
    {
        ui::EngineList list(path, QString());
        QVERIFY(list.load().isEmpty());
        QVERIFY(list.put(xb).isEmpty());
        ui::EnginePanel panel;
        panel.setEngineList(&list);
        panel.showOptions();
        QTRY_VERIFY_WITH_TIMEOUT(panel.optionsDialog(), 10000);
        ui::EngineOptionsDialog* dialog = panel.optionsDialog();
        QVERIFY(dialog->xboardRandomBox() && dialog->xboardNpsBox());
        QVERIFY(!dialog->xboardRandomBox()->isChecked());
        QCOMPARE(dialog->xboardNpsBox()->value(), 0);
        QVERIFY(dialog->values().isEmpty());
        dialog->xboardRandomBox()->setChecked(true);
        dialog->xboardNpsBox()->setValue(20000);
        dialog->accept();
        panel.stopAnalysis();
    }
    QFile f(path);
    QVERIFY(f.open(QIODevice::ReadOnly));
    const QJsonObject options =
        QJsonDocument::fromJson(f.readAll())
            .object()[QStringLiteral("engines")][0][QStringLiteral("options")]
            .toObject();
    QCOMPARE(options.value(QStringLiteral("xboard:random")).toBool(), true);
    QCOMPARE(options.value(QStringLiteral("xboard:nps")).toInt(), 20000);

    // Launched from the saved entry (as a game, a match or a tournament does): sent after
    // "new", and not as options.
    ui::EngineList list(path, QString());
    QVERIFY(list.load().isEmpty());
    const engine::EngineEntry* saved = list.find(xb.name);
    QVERIFY(saved);
    engine::EngineProcess p;
    QStringList lines;
    connect(&p, &engine::EngineProcess::line, this, [&](const QString& text, bool toEngine) {
        if (toEngine) lines << text;
    });
    std::optional<std::vector<engine::LaunchError>> outcome;
    engine::launch(&p, *saved, {}, [&](const std::vector<engine::LaunchError>& r) { outcome = r; });
    QTRY_VERIFY_WITH_TIMEOUT(outcome.has_value(), 10000);
    QVERIFY(outcome->empty()); // the settings are no undeclared options
    p.newGame();               // "new" goes with the game's first search
    QSignalSpy best(&p, &engine::EngineProcess::bestMove);
    engine::SearchLimits limits;
    limits.movetimeMs = 100;
    p.go(chess::Position::startPosition(), {}, limits);
    QVERIFY(best.wait(10000));
    QVERIFY2(lines.contains(QStringLiteral("nps 20000")), qPrintable(lines.join(u'|')));
    const int at = int(lines.lastIndexOf(QStringLiteral("new")));
    QVERIFY(at >= 0 && lines.indexOf(QStringLiteral("random")) > at);
    QVERIFY(!lines.join(u'|').contains(QStringLiteral("option xboard")));
    p.quit();

    // Restore Defaults clears them, and the saved ones go.
    {
        ui::EnginePanel panel;
        panel.setEngineList(&list);
        panel.showOptions();
        QTRY_VERIFY_WITH_TIMEOUT(panel.optionsDialog(), 10000);
        ui::EngineOptionsDialog* dialog = panel.optionsDialog();
        QVERIFY(dialog->xboardRandomBox()->isChecked());
        QCOMPARE(dialog->xboardNpsBox()->value(), 20000);
        dialog->restoreDefaults();
        QVERIFY(dialog->values().isEmpty());
        QVERIFY(dialog->merged(saved->options).isEmpty());
        dialog->reject();
        panel.stopAnalysis();
    }
}

void EnginePanelTest::lineCountSendsMultiPv()
{
    ui::EnginePanel panel;
    Sent sent(panel);
    panel.setEngine(fake("options"));
    panel.setPosition(chess::Position());
    panel.startAnalysis();
    QTRY_COMPARE_WITH_TIMEOUT(panel.linesModel()->rowCount(), 2, 10000);
    sent.lines.clear();
    panel.lineCountBox()->setValue(1);
    // The search stops, MultiPV is set while the engine waits, and the search goes on.
    QTRY_VERIFY_WITH_TIMEOUT(sent.lines.contains(QStringLiteral("go infinite")), 10000);
    QCOMPARE(sent.lines.first(), QStringLiteral("stop"));
    QVERIFY(sent.lines.indexOf(QStringLiteral("setoption name MultiPV value 1"))
            < sent.lines.indexOf(QStringLiteral("go infinite")));
    QTRY_COMPARE_WITH_TIMEOUT(panel.linesModel()->rowCount(), 1, 10000); // line 2 is dropped
    QCOMPARE(QSettings().value(QStringLiteral("engine/lines")).toInt(), 1);
    panel.stopAnalysis();
}

void EnginePanelTest::consoleIsBounded()
{
    ui::EngineConsole console;
    console.setMaximumLines(100);
    for (int i = 1; i <= 1000; ++i)
        console.appendLine(QStringLiteral("info depth %1").arg(i), false);
    console.appendLine(QStringLiteral("stop"), true);
    console.flush();
    QCOMPARE(console.lineCount(), 100);
    const QStringList lines = console.text().split(u'\n');
    QCOMPARE(lines.first(), QStringLiteral("< info depth 902"));
    QCOMPARE(lines.last(), QStringLiteral("> stop"));
    // Batches keep the bound too, and a huge line is cut for display.
    for (int i = 0; i < 50; ++i) console.appendLine(QStringLiteral("x"), false);
    console.appendLine(QString(1 << 20, u'y'), false);
    QTRY_VERIFY(console.text().endsWith(QStringLiteral("characters)")));
    QCOMPARE(console.lineCount(), 100);
    QVERIFY(console.text().size() < 20000);

    // A command typed in the field goes out on Enter.
    QSignalSpy entered(&console, &ui::EngineConsole::commandEntered);
    console.input()->setText(QStringLiteral("  eval "));
    QTest::keyClick(console.input(), Qt::Key_Return);
    QCOMPARE(entered.count(), 1);
    QCOMPARE(entered.at(0).at(0).toString(), QStringLiteral("eval"));
    QVERIFY(console.input()->text().isEmpty());
}

// Issue 19: the pane sends the game's start and moves, so the engine sees repetitions and
// the fifty-move count; a mate search is "go mate N" and ends by itself.
void EnginePanelTest::sendsGameAndSearchesMate()
{
    ui::EnginePanel panel;
    panel.setEngine(entry(QStringLiteral("Kibitz"), QStringLiteral(KIBITZ_ENGINE)));
    QSignalSpy lines(&panel, &ui::EnginePanel::engineLine);
    const chess::Position start;
    std::vector<chess::Move> moves;
    chess::Position p = start;
    for (const char* uci : {"e2e4", "e7e5", "g1f3"}) {
        moves.push_back(*chess::parseUci(p, uci));
        p.play(moves.back());
    }
    panel.setGame(start, moves);
    panel.startAnalysis();
    auto sentLines = [&] {
        QStringList out;
        for (const auto& args : lines)
            if (args.at(1).toBool()) out << args.at(0).toString();
        return out;
    };
    QTRY_VERIFY_WITH_TIMEOUT(
        sentLines().contains(QStringLiteral("position startpos moves e2e4 e7e5 g1f3")), 15000);
    QTRY_VERIFY_WITH_TIMEOUT(panel.linesModel()->rowCount() > 0, 15000);
    // The lines are about the position after the moves: Black to move.
    QVERIFY(p.isLegal(panel.linesModel()->moves(0).front()));
    panel.stopAnalysis();

    const auto mate = chess::positionFromFen("6k1/5ppp/8/8/8/8/5PPP/3R2K1 w - - 0 1");
    QSignalSpy changed(&panel, &ui::EnginePanel::analysingChanged);
    panel.setGame(*mate, {});
    panel.setMateSearch(1);
    panel.startAnalysis();
    QTRY_VERIFY_WITH_TIMEOUT(!panel.isAnalysing(), 15000); // ended by itself
    QVERIFY(sentLines().contains(QStringLiteral("go mate 1")));
    QVERIFY(panel.linesText().contains(QStringLiteral("Rd8#")));
    QVERIFY2(panel.statusText().contains(QStringLiteral("Mate found")),
             qPrintable(panel.statusText()));
}

// Issue 31: Stop keeps the last complete lines. A fail-high bound carries only the moves searched
// so far (Stockfish: "lowerbound ... pv e2e4"): the rest of the line it refines stays, and what
// the engine prints while it stops does not replace the lines at all.
void EnginePanelTest::keepsLinesAfterStop()
{
    ui::EnginePanel panel;
    panel.setEngine(fake("stopshort"));
    panel.setPosition(chess::Position());
    panel.startAnalysis();
    QTRY_VERIFY_WITH_TIMEOUT(eval(panel, 0) == QStringLiteral("≥+0.40"), 10000);
    QCOMPARE(panel.linesModel()->rowCount(), 2);
    QVERIFY2(panel.linesText().section(u'\n', 0, 0).endsWith(QStringLiteral("1. e4 e5 2. Nf3 Nc6")),
             qPrintable(panel.linesText()));
    const QString before = panel.linesText();
    panel.stopAnalysis();
    QTRY_COMPARE_WITH_TIMEOUT(panel.engineState(), engine::EngineProcess::State::Idle, 10000);
    QTest::qWait(200); // past the next redraw
    QCOMPARE(panel.linesText(), before);
    QVERIFY(panel.linesText().contains(QStringLiteral("1. d4 d5")));
}

// Hash and Threads follow the machine unless the user saved a value, which wins.
void EnginePanelTest::hashAndThreadsFromTheMachine_data()
{
    QTest::addColumn<QVariantMap>("saved");
    QTest::addColumn<QString>("expected");
    engine::OptionDecl hash;
    hash.name = "Hash";
    hash.type = engine::OptionType::Spin;
    hash.min = 1;
    hash.max = 1024; // as the fake engine declares it
    const long long chosen = *engine::defaultHashMb(hash, engine::thisMachine());
    QTest::newRow("machine") << QVariantMap{}
                             << QStringLiteral("setoption name Hash value %1").arg(chosen);
    QTest::newRow("saved") << QVariantMap{{QStringLiteral("hash"), 64}}
                           << QStringLiteral("setoption name Hash value 64");
}

void EnginePanelTest::hashAndThreadsFromTheMachine()
{
    QFETCH(QVariantMap, saved);
    QFETCH(QString, expected);
    ui::EnginePanel panel;
    Sent sent(panel);
    engine::EngineEntry e = fake("options");
    e.options = saved;
    panel.setEngine(e);
    panel.setPosition(chess::Position());
    panel.startAnalysis();
    QTRY_VERIFY_WITH_TIMEOUT(sent.lines.contains(QStringLiteral("go infinite")), 10000);
    const QStringList hashes =
        sent.lines.filter(QStringLiteral("setoption name Hash"), Qt::CaseInsensitive);
    QVERIFY2(!hashes.isEmpty(), qPrintable(sent.lines.join(u'\n')));
    QCOMPARE(hashes.last(), expected);
    panel.stopAnalysis();
}

void EnginePanelTest::machineDefaultsStayInDeclaredRange_data()
{
    QTest::addColumn<qulonglong>("memoryMb");
    QTest::addColumn<int>("cores");
    QTest::addColumn<int>("hashMax");
    QTest::addColumn<int>("threadsMax");
    QTest::addColumn<int>("hash");
    QTest::addColumn<int>("threads");
    QTest::newRow("16 GB, 8 cores") << 16384ULL << 8 << 33554432 << 1024 << 256 << 7;
    QTest::newRow("6 GB, 2 cores") << 6144ULL << 2 << 33554432 << 1024 << 64 << 1;
    QTest::newRow("4 GB, 1 core") << 4096ULL << 1 << 33554432 << 1024 << 64 << 1;
    QTest::newRow("tiny") << 128ULL << 4 << 33554432 << 1024 << 16 << 3;
    QTest::newRow("huge") << 1048576ULL << 64 << 33554432 << 1024 << 512 << 63;
    QTest::newRow("engine max") << 16384ULL << 8 << 128 << 4 << 128 << 4;
    QTest::newRow("unknown") << 0ULL << 1 << 33554432 << 1024 << 16 << 1;
}

void EnginePanelTest::machineDefaultsStayInDeclaredRange()
{
    QFETCH(qulonglong, memoryMb);
    QFETCH(int, cores);
    QFETCH(int, hashMax);
    QFETCH(int, threadsMax);
    QFETCH(int, hash);
    QFETCH(int, threads);
    const engine::Machine machine{memoryMb * 1024 * 1024, cores};
    engine::OptionDecl h{"Hash", engine::OptionType::Spin, "16", 1, hashMax, {}, {}};
    engine::OptionDecl t{"Threads", engine::OptionType::Spin, "1", 1, threadsMax, {}, {}};
    QCOMPARE(engine::defaultHashMb(h, machine), std::optional<long long>(hash));
    QCOMPARE(engine::defaultThreads(t, machine), std::optional<long long>(threads));
    h.type = engine::OptionType::String;
    QVERIFY(!engine::defaultHashMb(h, machine));
}

// View > Engine Options shows Hash and Threads as Kibitz sends them (issue 43: Threads read 1,
// the engine's own default, while the analysis ran on all cores but one); restoring the
// defaults restores those, and leaving them saves nothing.
void EnginePanelTest::optionsDialogShowsMachineDefaults()
{
    const engine::OptionDecl hash{"Hash", engine::OptionType::Spin, "16", 1, 33554432, {}, {}};
    const engine::OptionDecl threads{"Threads", engine::OptionType::Spin, "1", 1, 1024, {}, {}};
    const engine::OptionDecl other{"Skill", engine::OptionType::Spin, "20", 0, 20, {}, {}};
    ui::EngineOptionsDialog dialog(QStringLiteral("Stockfish"), {hash, threads, other}, {});
    const engine::Machine machine = engine::thisMachine();
    auto* threadsBox = qobject_cast<QSpinBox*>(dialog.editor(QStringLiteral("Threads")));
    auto* hashBox = qobject_cast<QSpinBox*>(dialog.editor(QStringLiteral("Hash")));
    auto* skillBox = qobject_cast<QSpinBox*>(dialog.editor(QStringLiteral("Skill")));
    QVERIFY(threadsBox && hashBox && skillBox);
    QCOMPARE(threadsBox->value(), std::max(1, machine.cores - 1));
    QCOMPARE(hashBox->value(), int(*engine::defaultHashMb(hash, machine)));
    QCOMPARE(skillBox->value(), 20); // the engine's own default for the rest
    QVERIFY(dialog.values().isEmpty());
    threadsBox->setValue(threadsBox->value() + 1);
    QCOMPARE(dialog.values().value(QStringLiteral("Threads")).toInt(),
             std::max(1, machine.cores - 1) + 1);
    dialog.restoreDefaults();
    QCOMPARE(threadsBox->value(), std::max(1, machine.cores - 1));
    QVERIFY(dialog.values().isEmpty());
}

// Issue 43: in a narrow pane (a laptop's right-hand column) the line keeps its room: the depth
// and W/D/L columns give way (the evaluation's tool tip and the status keep them), the line
// starts right after the evaluation, nothing scrolls sideways; a wide pane shows every column.
void EnginePanelTest::narrowPaneKeepsTheLine()
{
    ui::EnginePanel panel;
    panel.resize(300, 300);
    panel.show();
    QVERIFY(QTest::qWaitForWindowExposed(&panel));
    panel.setEngine(fake("options"));
    panel.setPosition(chess::Position());
    panel.startAnalysis();
    QTRY_COMPARE_WITH_TIMEOUT(panel.linesModel()->rowCount(), 2, 10000);
    QTreeView* view = panel.linesView();
    QTRY_VERIFY(view->isColumnHidden(ui::AnalysisLinesModel::Wdl));
    QVERIFY(view->isColumnHidden(ui::AnalysisLinesModel::Depth));
    const auto* m = panel.linesModel();
    const QRect eval = view->visualRect(m->index(0, ui::AnalysisLinesModel::Eval));
    const QRect line = view->visualRect(m->index(0, ui::AnalysisLinesModel::Line));
    QCOMPARE(line.left(), eval.right() + 1);
    QVERIFY2(line.width() > view->viewport()->width() * 2 / 3,
             qPrintable(QString::number(line.width())));
    QVERIFY(line.right() <= view->viewport()->width());
    QCOMPARE(view->horizontalScrollBar()->value(), 0);
    const QString tip =
        m->data(m->index(0, ui::AnalysisLinesModel::Eval), Qt::ToolTipRole).toString();
    QVERIFY2(tip.contains(QStringLiteral("5/9")) && tip.contains(QStringLiteral("40/50/10")),
             qPrintable(tip));
    QTRY_VERIFY2(panel.statusText().contains(QStringLiteral("depth 5/9")),
                 qPrintable(panel.statusText()));
    // Wide: every column again.
    panel.resize(900, 300);
    QTRY_VERIFY(!view->isColumnHidden(ui::AnalysisLinesModel::Wdl));
    QVERIFY(!view->isColumnHidden(ui::AnalysisLinesModel::Depth));
    panel.stopAnalysis();
}

// A line longer than the row shows (cut at 24 moves) can be read whole in its tooltip.
void EnginePanelTest::longLineReadableInFull()
{
    ui::AnalysisLinesModel model;
    engine::Info info;
    info.score = engine::Score{};
    info.depth = 30;
    for (int i = 0; i < 10; ++i)
        for (const char* m : {"g1f3", "g8f6", "f3g1", "f6g8"}) info.pv.emplace_back(m);
    model.setLines(chess::Position(), {info});
    const QModelIndex line = model.index(0, ui::AnalysisLinesModel::Line);
    const QString tip = model.data(line, Qt::ToolTipRole).toString();
    QVERIFY2(tip.endsWith(QStringLiteral("19. Nf3 Nf6 20. Ng1 Ng8")), qPrintable(tip));
    QCOMPARE(tip.count(u'\n'), 3); // six moves to a line
    QVERIFY(tip.startsWith(QStringLiteral("1. Nf3 Nf6 2. Ng1 Ng8 3. Nf3 Nf6 4. Ng1 Ng8 5. Nf3 Nf6 "
                                          "6. Ng1 Ng8\n7. Nf3")));
    QVERIFY(!model.data(line).toString().contains(QStringLiteral("20. Ng1")));
}

// The same with Debian's Stockfish, which declares Hash up to 33554432 MB and Threads up to
// 1024: what it is sent before its first search follows the machine.
void EnginePanelTest::stockfishGetsMachineDefaults()
{
    const QString program = QStandardPaths::findExecutable(
        QStringLiteral("stockfish"), {QStringLiteral("/usr/games"), QStringLiteral("/usr/bin")});
    if (program.isEmpty()) QSKIP("needs Debian's stockfish (.ci/setup installs it)");
    ui::EnginePanel panel;
    Sent sent(panel);
    panel.setEngine(entry(QStringLiteral("Stockfish"), program));
    panel.setPosition(chess::Position());
    panel.startAnalysis();
    QTRY_VERIFY_WITH_TIMEOUT(sent.lines.contains(QStringLiteral("isready")), 20000);
    const engine::OptionDecl* hash = panel.analysis()->declared(QStringLiteral("Hash"));
    const engine::OptionDecl* threads = panel.analysis()->declared(QStringLiteral("Threads"));
    QVERIFY(hash && threads);
    const engine::Machine machine = engine::thisMachine();
    QVERIFY(sent.lines.contains(QStringLiteral("setoption name Hash value %1")
                                    .arg(*engine::defaultHashMb(*hash, machine))));
    QVERIFY(sent.lines.contains(
        QStringLiteral("setoption name Threads value %1").arg(std::max(1, machine.cores - 1))));
    panel.stopAnalysis();
}

QTEST_MAIN(EnginePanelTest)
#include "enginepanel_test.moc"
