// SPDX-License-Identifier: GPL-3.0-or-later
// The engine catalogue and launcher: one writer of engines.json (two catalogues on one file
// keep each other's edits), --engine names resolved, and an engine's seat set up after its
// handshake (saved and given options, variant refusal, strength, Ponder) with the built-in
// engine.

#include "chess/fen.h"
#include "engine/catalogue.h"
#include "engine/launcher.h"
#include "engine/options.h"

#include <QCoreApplication>
#include <QFile>
#include <QSignalSpy>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QTest>

using namespace kibitz;
using namespace kibitz::engine;

class CatalogueTest : public QObject {
    Q_OBJECT

private slots:
    void twoCataloguesKeepEachOthersEdits();
    void brokenFileIsKept();
    void resolve_data();
    void resolve();
    void defaultFirst();
    void launchSetsUpTheSeat_data();
    void launchSetsUpTheSeat();
    void restartIsSetUpOnce();
    void xboardPlaySettingsReachARealEngine();
    void enPassantSettingReachesTheEngine();
};

namespace {

EngineEntry entry(const QString& name, const QString& command)
{
    EngineEntry e;
    e.name = name;
    e.command = command;
    e.protocol = Protocol::Uci;
    return e;
}

} // namespace

// Issue 30: the play controller remembered variants behind the engine list's back, and the
// list's stale copy wrote them away on its next save.
void CatalogueTest::twoCataloguesKeepEachOthersEdits()
{
    QTemporaryDir dir;
    const QString path = dir.filePath(QStringLiteral("engines.json"));
    EngineCatalogue window(path, QString());
    QVERIFY(window.load().isEmpty());
    QVERIFY(window.put(entry(QStringLiteral("Alpha"), QStringLiteral("/bin/true"))).isEmpty());

    EngineCatalogue play(path, QString());
    QVERIFY(play.load().isEmpty());
    QVERIFY(play.rememberVariants(QStringLiteral("Alpha"),
                                  {QStringLiteral("chess"), QStringLiteral("atomic")})
                .isEmpty());

    // The window's copy does not know the variants; its next edit must not drop them.
    QVERIFY(window.put(entry(QStringLiteral("Beta"), QStringLiteral("/bin/false"))).isEmpty());
    QCOMPARE(window.find(QStringLiteral("Alpha"))->variants,
             QStringList({QStringLiteral("chess"), QStringLiteral("atomic")}));

    EngineCatalogue fresh(path, QString());
    QVERIFY(fresh.load().isEmpty());
    QVERIFY(fresh.find(QStringLiteral("Beta")));
    QCOMPARE(fresh.find(QStringLiteral("Alpha"))->variants,
             QStringList({QStringLiteral("chess"), QStringLiteral("atomic")}));
    // Known already: nothing to write.
    const QByteArray before = [&] {
        QFile f(path);
        return f.open(QIODevice::ReadOnly) ? f.readAll() : QByteArray();
    }();
    QVERIFY(fresh
                .rememberVariants(QStringLiteral("Alpha"),
                                  {QStringLiteral("chess"), QStringLiteral("atomic")})
                .isEmpty());
    QFile f(path);
    QVERIFY(f.open(QIODevice::ReadOnly));
    QCOMPARE(f.readAll(), before);
}

void CatalogueTest::brokenFileIsKept()
{
    QTemporaryDir dir;
    const QString path = dir.filePath(QStringLiteral("engines.json"));
    {
        QFile f(path);
        QVERIFY(f.open(QIODevice::WriteOnly));
        f.write("{ broken");
    }
    EngineCatalogue c(path, QString());
    QVERIFY(c.load().contains(QStringLiteral("engines.json:1:")));
    QVERIFY(c.loadFailed());
    QVERIFY(!c.put(entry(QStringLiteral("Alpha"), QStringLiteral("/bin/true"))).isEmpty());
    QVERIFY(c.find(QStringLiteral("Alpha"))); // in memory
    QVERIFY(c.rememberVariants(QStringLiteral("Alpha"), {QStringLiteral("chess")}).isEmpty());
    QFile f(path);
    QVERIFY(f.open(QIODevice::ReadOnly));
    QCOMPARE(f.readAll(), QByteArray("{ broken"));
}

void CatalogueTest::resolve_data()
{
    QTest::addColumn<QString>("text");
    QTest::addColumn<QString>("name"); // empty: none
    QTest::addColumn<QString>("command");
    QTest::newRow("by name") << "alpha"
                             << "Alpha"
                             << "/opt/alpha/engine-bin";
    QTest::newRow("by program") << "engine-bin"
                                << "Alpha"
                                << "/opt/alpha/engine-bin";
    QTest::newRow("built-in by name") << "Kibitz"
                                      << "Kibitz" << KIBITZ_ENGINE;
    QTest::newRow("a path") << "/bin/true"
                            << "true"
                            << "/bin/true";
    QTest::newRow("a program on PATH") << "sh"
                                       << "sh"
                                       << "";
    QTest::newRow("nothing") << "no-such-engine-anywhere"
                             << ""
                             << "";
}

void CatalogueTest::resolve()
{
    QFETCH(QString, text);
    QFETCH(QString, name);
    QFETCH(QString, command);
    QTemporaryDir dir;
    EngineCatalogue c(dir.filePath(QStringLiteral("engines.json")), QStringLiteral(KIBITZ_ENGINE));
    c.load();
    QVERIFY(
        c.put(entry(QStringLiteral("Alpha"), QStringLiteral("/opt/alpha/engine-bin"))).isEmpty());
    const auto found = c.resolve(text);
    QCOMPARE(found.has_value(), !name.isEmpty());
    if (!found) return;
    QCOMPARE(found->name, name);
    if (!command.isEmpty()) QCOMPARE(found->command, command);
}

void CatalogueTest::defaultFirst()
{
    QTemporaryDir dir;
    EngineCatalogue c(dir.filePath(QStringLiteral("engines.json")), QStringLiteral(KIBITZ_ENGINE));
    c.load();
    c.put(entry(QStringLiteral("Alpha"), QStringLiteral("/bin/true")));
    c.put(entry(QStringLiteral("Beta"), QStringLiteral("/bin/true")));
    QCOMPARE(c.enginesDefaultFirst().front().name, QStringLiteral("Alpha"));
    c.setDefault(QStringLiteral("Beta"));
    QCOMPARE(c.enginesDefaultFirst().front().name, QStringLiteral("Beta"));
    QCOMPARE(c.enginesDefaultFirst().size(), c.registry().engines().size());
    // Removed by its own name (a reference into the entry that goes): the default goes too.
    QVERIFY(c.remove(c.find(QStringLiteral("Beta"))->name).isEmpty());
    QVERIFY(!c.find(QStringLiteral("Beta")));
    QVERIFY(c.registry().defaultEngineName().isEmpty());
    QCOMPARE(c.enginesDefaultFirst().front().name, QStringLiteral("Alpha"));
}

void CatalogueTest::launchSetsUpTheSeat_data()
{
    QTest::addColumn<int>("variant");
    QTest::addColumn<int>("elo"); // 0: full strength
    QTest::addColumn<bool>("ponder");
    QTest::addColumn<QStringList>("sent");    // lines that must go to the engine
    QTest::addColumn<QStringList>("notSent"); // lines that must not
    QTest::addColumn<QString>("problems");    // the kinds reported, as letters: V, S, O

    const QStringList saved{QStringLiteral("setoption name Hash value 32")};
    // The saved UCI_Elo is the entry's strength when the task chooses none (within what the
    // engine declares: its levels start at 1000), and is not sent as it is.
    QTest::newRow("standard") << int(chess::Variant::Standard) << 0 << false
                              << (saved
                                  + QStringList{"setoption name Threads value 1",
                                                "setoption name UCI_LimitStrength value true",
                                                "setoption name UCI_Elo value 1000"})
                              << QStringList{"setoption name NoSuchOption value 3",
                                             "setoption name UCI_Elo value 999",
                                             "setoption name Ponder value true"}
                              << "O";
    QTest::newRow("strength and ponder")
        << int(chess::Variant::Standard) << 1500 << true
        << QStringList{"setoption name UCI_LimitStrength value true",
                       "setoption name UCI_Elo value 1500", "setoption name Ponder value true"}
        << QStringList{"setoption name UCI_Elo value 1000"} << "O";
    QTest::newRow("atomic refused")
        << int(chess::Variant::Atomic) << 1500 << false << QStringList{}
        << QStringList{"setoption name Hash value 32", "setoption name UCI_Elo value 1500"} << "V";
}

void CatalogueTest::launchSetsUpTheSeat()
{
    QFETCH(int, variant);
    QFETCH(int, elo);
    QFETCH(bool, ponder);
    QFETCH(QStringList, sent);
    QFETCH(QStringList, notSent);
    QFETCH(QString, problems);

    EngineEntry e = entry(QStringLiteral("Kibitz"), QStringLiteral(KIBITZ_ENGINE));
    // Saved options: a declared one is sent, an undeclared one is not, a saved strength is the
    // seat's unless the task chooses one.
    e.options = {{QStringLiteral("Hash"), 32},
                 {QStringLiteral("NoSuchOption"), 3},
                 {QStringLiteral("UCI_Elo"), 999}};
    LaunchSettings s;
    s.variant = chess::Variant(variant);
    if (elo) s.elo = elo;
    s.ponder = ponder;
    s.options = {{QStringLiteral("Threads"), 1}}; // given for this use: sent as given

    EngineProcess p;
    QStringList lines;
    connect(&p, &EngineProcess::line, this, [&](const QString& text, bool toEngine) {
        if (toEngine) lines << text;
    });
    std::optional<std::vector<LaunchError>> outcome;
    launch(&p, e, s, [&](const std::vector<LaunchError>& r) { outcome = r; });
    QTRY_VERIFY_WITH_TIMEOUT(outcome.has_value(), 20000);
    QString kinds;
    for (const LaunchError& problem : *outcome) {
        switch (problem.kind) {
        case LaunchError::Kind::VariantNotPlayed:
            kinds += u'V';
            QCOMPARE(problem.variant, chess::Variant::Atomic);
            QVERIFY(problem.refused());
            break;
        case LaunchError::Kind::CannotLimitStrength:
            kinds += u'S';
            break;
        case LaunchError::Kind::OptionsNotDeclared:
            kinds += u'O';
            QCOMPARE(problem.options, QStringList{QStringLiteral("NoSuchOption")});
            break;
        }
    }
    QCOMPARE(kinds, problems);
    for (const QString& l : sent) QVERIFY2(lines.contains(l), qPrintable(lines.join(u'|')));
    for (const QString& l : notSent) QVERIFY2(!lines.contains(l), qPrintable(l));
    p.quit();
}

// A restart after a crash launches again: the engine is set up once per handshake, not once
// per launch() so far.
void CatalogueTest::restartIsSetUpOnce()
{
    EngineEntry e = entry(QStringLiteral("Kibitz"), QStringLiteral(KIBITZ_ENGINE));
    e.options = {{QStringLiteral("Hash"), 16}};
    EngineProcess p;
    int calls = 0;
    QStringList lines;
    connect(&p, &EngineProcess::line, this, [&](const QString& text, bool toEngine) {
        if (toEngine) lines << text;
    });
    launch(&p, e, {}, [&](const std::vector<LaunchError>&) { ++calls; });
    QTRY_COMPARE_WITH_TIMEOUT(calls, 1, 20000);
    p.quit();
    QTRY_VERIFY_WITH_TIMEOUT(p.state() == EngineProcess::State::NotRunning, 10000);
    lines.clear();
    launch(&p, e, {}, [&](const std::vector<LaunchError>&) { ++calls; });
    QTRY_COMPARE_WITH_TIMEOUT(calls, 2, 20000);
    QTest::qWait(200);
    QCOMPARE(calls, 2);
    QCOMPARE(lines.count(QStringLiteral("setoption name Hash value 16")), 1);
    p.quit();
}

// Issue 35: the XBoard play settings saved with an entry (engine/options.h) reach a real XBoard
// engine, Debian's Fairy-Max: "random" after each "new", no "nps" (Fairy-Max does not declare
// nps=1), and neither is taken for an undeclared option.
void CatalogueTest::xboardPlaySettingsReachARealEngine()
{
    const QString fairymax = QStandardPaths::findExecutable(
        QStringLiteral("fairymax"), {QStringLiteral("/usr/games"), QStringLiteral("/usr/bin")});
    if (fairymax.isEmpty()) QSKIP("fairymax is not installed");
    EngineEntry e = entry(QStringLiteral("Fairy-Max"), fairymax);
    e.protocol = Protocol::XBoard;
    e.options = {{QString::fromLatin1(XBoardRandomSetting), true},
                 {QString::fromLatin1(XBoardNpsSetting), 5000}};
    const auto play = playSettingsOf(e.options);
    QVERIFY(play && play->random && play->nps == std::optional<long long>(5000));
    QVERIFY(!playSettingsOf({{QStringLiteral("Hash"), 16}}));

    EngineProcess p;
    QStringList lines;
    connect(&p, &EngineProcess::line, this, [&](const QString& text, bool toEngine) {
        if (toEngine) lines << text;
    });
    std::optional<std::vector<LaunchError>> outcome;
    launch(&p, e, {}, [&](const std::vector<LaunchError>& r) { outcome = r; });
    QTRY_VERIFY_WITH_TIMEOUT(outcome.has_value(), 20000);
    QVERIFY(outcome->empty());
    for (int game = 0; game < 2; ++game) {
        lines.clear();
        p.newGame(); // "new" goes with the game's first search
        QSignalSpy best(&p, &EngineProcess::bestMove);
        SearchLimits limits;
        limits.movetimeMs = 100;
        p.go(chess::Position::startPosition(), {}, limits);
        QVERIFY(best.wait(20000));
        QVERIFY2(lines.contains(QStringLiteral("random")), qPrintable(lines.join(u'|')));
        QVERIFY(lines.indexOf(QStringLiteral("new")) < lines.indexOf(QStringLiteral("random")));
        QVERIFY(!lines.contains(QStringLiteral("nps 5000")));
    }
    QVERIFY(!lines.join(u'|').contains(QStringLiteral("xboard:")));
    p.quit();
}

// Issue 46: the en passant square of a set-up position's FEN is a setting (engine/options.h):
// by default only a legal capture's square goes to the engine; kibitz:enPassant=xfen, saved
// or given for the task, sends the square a pawn stands to use; the setting itself is never
// sent as an option, and a value that names no policy is reported.
void CatalogueTest::enPassantSettingReachesTheEngine()
{
    // bxc6 would open the fifth rank to the rook: pseudo-legal only.
    const chess::Position pinned = *chess::positionFromFen("4k3/8/8/KPp4r/8/8/8/8 w - c6 0 1");
    const QString key = QString::fromLatin1(EnPassantSetting);
    struct Case {
        QVariantMap saved, given;
        QString fen;
        bool reported;
    };
    const Case cases[] = {
        {{}, {}, QStringLiteral("position fen 4k3/8/8/KPp4r/8/8/8/8 w - - 0 1"), false},
        {{{key, QStringLiteral("xfen")}},
         {},
         QStringLiteral("position fen 4k3/8/8/KPp4r/8/8/8/8 w - c6 0 1"),
         false},
        {{{key, QStringLiteral("xfen")}},
         {{key, QStringLiteral("legal")}},
         QStringLiteral("position fen 4k3/8/8/KPp4r/8/8/8/8 w - - 0 1"),
         false},
        {{{key, QStringLiteral("always")}},
         {},
         QStringLiteral("position fen 4k3/8/8/KPp4r/8/8/8/8 w - - 0 1"),
         true},
    };
    for (const Case& c : cases) {
        EngineEntry e = entry(QStringLiteral("Kibitz"), QStringLiteral(KIBITZ_ENGINE));
        e.options = c.saved;
        LaunchSettings s;
        s.options = c.given;
        EngineProcess p;
        QStringList lines;
        connect(&p, &EngineProcess::line, this, [&](const QString& text, bool toEngine) {
            if (toEngine) lines << text;
        });
        std::optional<std::vector<LaunchError>> outcome;
        launch(&p, e, s, [&](const std::vector<LaunchError>& r) { outcome = r; });
        QTRY_VERIFY_WITH_TIMEOUT(outcome.has_value(), 20000);
        QCOMPARE(!outcome->empty(), c.reported);
        QSignalSpy best(&p, &EngineProcess::bestMove);
        SearchLimits limits;
        limits.depth = 1;
        p.go(pinned, {}, limits);
        QVERIFY(best.wait(20000));
        QVERIFY2(lines.contains(c.fen), qPrintable(lines.join(u'|')));
        QVERIFY(!lines.join(u'|').contains(QStringLiteral("kibitz:")));
        p.quit();
    }
}

QTEST_MAIN(CatalogueTest)
#include "catalogue_test.moc"
