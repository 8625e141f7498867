// SPDX-License-Identifier: GPL-3.0-or-later
// Engines and variants: which variants an engine declared (UCI_Variant / UCI_Chess960,
// XBoard's variants feature), the XBoard commands that set a variant up, the built-in engine
// refusing variants it does not play, and kibitz-cli analyse / match --variant with Debian's
// fairy-stockfish (skipped when it is not installed).
#include "cli_run.h"

#include "chess/fen.h"
#include "chess/variant.h"
#include "engine/variants.h"
#include "engine/xboard_client.h"

#include <QProcess>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QtTest>

using namespace kibitz;
using chess::Variant;

namespace {

engine::OptionDecl combo(std::string name, std::vector<std::string> vars)
{
    engine::OptionDecl o;
    o.name = std::move(name);
    o.type = engine::OptionType::Combo;
    o.vars = std::move(vars);
    return o;
}

engine::OptionDecl check(std::string name)
{
    engine::OptionDecl o;
    o.name = std::move(name);
    o.type = engine::OptionType::Check;
    return o;
}

QString fairyStockfish()
{
    return QStandardPaths::findExecutable(QStringLiteral("fairy-stockfish"),
                                          {QStringLiteral("/usr/games")});
}

using Run = CliRun;

Run cli(const QStringList& args, const QString& home)
{
    // A home of its own: the engine list the commands read and write is the test's.
    QProcessEnvironment env = QProcessEnvironment::systemEnvironment();
    env.insert(QStringLiteral("HOME"), home);
    env.insert(QStringLiteral("XDG_CONFIG_HOME"), home + QStringLiteral("/.config"));
    env.insert(QStringLiteral("PATH"),
               env.value(QStringLiteral("PATH")) + QStringLiteral(":/usr/games"));
    return runProgram(QStringLiteral(KIBITZ_CLI), args, 120000, env);
}

// Lines an engine prints for the commands given on its standard input.
QByteArray converse(const QString& program, const QByteArray& input)
{
    QProcess p;
    p.start(program, {});
    if (!p.waitForStarted()) return {};
    p.write(input);
    p.closeWriteChannel();
    p.waitForFinished(20000);
    return p.readAllStandardOutput();
}

} // namespace

class VariantEngineTest : public QObject {
    Q_OBJECT

private slots:
    void declaredVariants()
    {
        // fairy-stockfish's kind of list: chess, Kibitz's variants, others Kibitz does not
        // play, and Chess960 both as a check option and as a variant name.
        const std::vector<engine::OptionDecl> options = {
            check("UCI_Chess960"),
            combo("UCI_Variant",
                  {"3check", "antichess", "chess", "crazyhouse", "fischerandom", "giveaway",
                   "horde", "kingofthehill", "racingkings", "shogi", "xiangqi"}),
        };
        const auto v = engine::uciVariants(options);
        for (const char* name : {"chess", "chess960", "3check", "antichess", "crazyhouse",
                                 "giveaway", "horde", "kingofthehill", "racingkings"})
            QVERIFY2(std::find(v.begin(), v.end(), name) != v.end(), name);
        QVERIFY(std::find(v.begin(), v.end(), "shogi") == v.end());
        QVERIFY(engine::playsVariant(v, Variant::Crazyhouse, false));
        QVERIFY(engine::playsVariant(v, Variant::Crazyhouse, true)); // with UCI_Chess960
        QVERIFY(!engine::playsVariant(v, Variant::Atomic, false));   // Debian's build lacks it
        QCOMPARE(engine::uciVariantChoice(options[1], Variant::ThreeCheck), std::string("3check"));
        QCOMPARE(engine::uciVariantChoice(options[1], Variant::Atomic), std::string());

        // A plain UCI engine: chess, and Chess960 only with UCI_Chess960.
        QCOMPARE(engine::uciVariants({}), (std::vector<std::string>{"chess"}));
        QVERIFY(!engine::playsVariant(engine::uciVariants({}), Variant::Standard, true));
        QVERIFY(engine::playsVariant(engine::uciVariants({check("UCI_Chess960")}),
                                     Variant::Standard, true));

        engine::xboard::EngineFeatures f;
        f.variants = {"normal", "fischerandom", "crazyhouse", "suicide"};
        const auto x = engine::xboardVariants(f);
        // (Suicide is Kibitz's own since issue 35: FICS's suicide, as XBoard names it.)
        QCOMPARE(x, (std::vector<std::string>{"chess", "chess960", "crazyhouse", "suicide"}));
    }

    // XBoard: "variant NAME" after "new" and the FEN by setboard; refused without the variant.
    void xboardSetsTheVariantUp()
    {
        engine::xboard::EngineFeatures f;
        f.setboard = true;
        f.usermove = true;
        f.variants = {"normal", "crazyhouse"};
        const auto start = chess::variantStartPosition(Variant::Crazyhouse);
        const chess::Move drop = chess::Move::drop(chess::PieceType::Knight, chess::Square::F3);
        chess::Position withKnight = *chess::positionFromFen(
            "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR[N] w KQkq - 0 1", Variant::Crazyhouse);
        engine::xboard::GameSync sync;
        std::vector<std::string> out;
        QVERIFY(!engine::xboard::syncCommands(sync, f, start, {}, out));
        QCOMPARE(out, (std::vector<std::string>{"new", "variant crazyhouse", "force"}));
        engine::xboard::GameSync again;
        out.clear();
        QVERIFY(!engine::xboard::syncCommands(again, f, withKnight, {drop}, out));
        QCOMPARE(out.back(), std::string("usermove N@f3"));
        QVERIFY(std::find(out.begin(), out.end(), "variant crazyhouse") != out.end());
        f.variants = {"normal"};
        engine::xboard::GameSync none;
        out.clear();
        const auto refused = engine::xboard::syncCommands(none, f, start, {}, out);
        QVERIFY(refused);
        QVERIFY(refused->find("crazyhouse") != std::string::npos);
    }

    // kibitz-engine says what it plays and refuses the rest, in both protocols.
    void builtInEngineRefusesOtherVariants()
    {
        const QString program = QStringLiteral(KIBITZ_ENGINE);
        const QByteArray uci =
            converse(program, "uci\nsetoption name UCI_Variant value crazyhouse\nisready\nquit\n");
        QVERIFY(uci.contains("option name UCI_Chess960 type check"));
        QVERIFY(!uci.contains("UCI_Variant type"));
        QVERIFY2(uci.contains("info string unsupported variant crazyhouse"), uci.constData());
        const QByteArray xb = converse(
            program, "xboard\nprotover 2\nvariant crazyhouse\nvariant fischerandom\nquit\n");
        QVERIFY(xb.contains("variants=\"normal,fischerandom\""));
        QVERIFY2(xb.contains("Error (unsupported variant): variant crazyhouse"), xb.constData());
        QVERIFY(!xb.contains("variant fischerandom\n")); // accepted silently
    }

    void analyseAndMatchWithFairyStockfish()
    {
        if (fairyStockfish().isEmpty()) QSKIP("fairy-stockfish is not installed (/usr/games)");
        QTemporaryDir home;
        Run r =
            cli({QStringLiteral("analyse"), QStringLiteral("--engine"), fairyStockfish(),
                 QStringLiteral("--variant"), QStringLiteral("crazyhouse"), QStringLiteral("--fen"),
                 QStringLiteral("r1bqk1nr/pppp1ppp/2n5/2b1p3/2B1P3/8/PPPP1PPP/RNBQK1NR[NPb] w "
                                "KQkq - 0 5"),
                 QStringLiteral("--depth"), QStringLiteral("6"), QStringLiteral("--json")},
                home.path());
        QVERIFY2(r.status == 0, r.err.constData());
        QVERIFY2(r.out.contains("\"bestmove\":\""), r.out.constData());
        QVERIFY2(r.out.contains("[NPb]"), r.out.constData()); // the pockets went in

        const QString pgn = home.filePath(QStringLiteral("games.pgn"));
        r = cli({QStringLiteral("match"), QStringLiteral("--engine"), fairyStockfish(),
                 QStringLiteral("--engine"), fairyStockfish(), QStringLiteral("--variant"),
                 QStringLiteral("kingofthehill"), QStringLiteral("--games"), QStringLiteral("2"),
                 QStringLiteral("--tc"), QStringLiteral("depth=3"), QStringLiteral("--pgn"), pgn},
                home.path());
        QVERIFY2(r.status == 0, r.err.constData());
        QFile file(pgn);
        QVERIFY(file.open(QIODevice::ReadOnly));
        const QByteArray games = file.readAll();
        QCOMPARE(games.count("[Variant \"King of the Hill\"]"), 2);
        // Every game was read back legal by Kibitz's rules.
        r = cli({QStringLiteral("pgn"), QStringLiteral("check"), pgn}, home.path());
        QVERIFY2(r.status == 0, r.out.constData());

        // The built-in engine does not play Atomic: refused before a move, exit status 1.
        r = cli({QStringLiteral("match"), QStringLiteral("--engine"), fairyStockfish(),
                 QStringLiteral("--engine"), QStringLiteral(KIBITZ_ENGINE),
                 QStringLiteral("--variant"), QStringLiteral("atomic"), QStringLiteral("--tc"),
                 QStringLiteral("depth=2")},
                home.path());
        QCOMPARE(r.status, 1);
        QVERIFY2(r.err.contains("does not play atomic"), r.err.constData());
    }
};

QTEST_MAIN(VariantEngineTest)
#include "variant_engine_test.moc"
