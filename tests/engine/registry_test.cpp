// SPDX-License-Identifier: GPL-3.0-or-later
// The engine list: JSON load/save with errors naming the entry and field, and discovery of
// the built-in engine and of Debian's engines.

#include "engine/registry.h"

#include <QFile>
#include <QTemporaryDir>
#include <QTest>

using namespace kibitz::engine;

class RegistryTest : public QObject {
    Q_OBJECT

private slots:
    void missingFileIsEmpty();
    void roundTrip();
    void errors_data();
    void errors();
    void discovery();
    void defaultAndBuiltInOptions();
    void protocolWords_data();
    void protocolWords();
    void protocolNames();
};

namespace {

QString write(const QTemporaryDir& dir, const QByteArray& bytes)
{
    const QString path = dir.filePath(QStringLiteral("engines.json"));
    QFile f(path);
    if (!f.open(QIODevice::WriteOnly)) qFatal("cannot write test file");
    f.write(bytes);
    return path;
}

} // namespace

void RegistryTest::missingFileIsEmpty()
{
    QString error;
    const auto r = EngineRegistry::load(QStringLiteral("/nonexistent/engines.json"), &error);
    QVERIFY(r.has_value());
    QVERIFY(r->engines().empty());
    QVERIFY(r->defaultEngine() == nullptr);
}

void RegistryTest::roundTrip()
{
    QTemporaryDir dir;
    EngineRegistry r;
    EngineEntry e;
    e.name = QStringLiteral("My Engine");
    e.command = QStringLiteral("/opt/engine/bin/engine");
    e.arguments = {QStringLiteral("--uci"), QStringLiteral("-q")};
    e.workingDirectory = QStringLiteral("/opt/engine");
    e.protocol = Protocol::XBoard;
    e.options = {{QStringLiteral("Hash"), 256}, {QStringLiteral("Style"), QStringLiteral("Risky")}};
    r.put(e);
    const QString path = dir.filePath(QStringLiteral("engines.json"));
    QVERIFY(r.save(path).isEmpty());
    QString error;
    const auto back = EngineRegistry::load(path, &error);
    QVERIFY2(back.has_value(), qPrintable(error));
    QCOMPARE(back->engines().size(), std::size_t(1));
    const EngineEntry& b = back->engines().front();
    QCOMPARE(b.name, e.name);
    QCOMPARE(b.command, e.command);
    QCOMPARE(b.arguments, e.arguments);
    QCOMPARE(b.workingDirectory, e.workingDirectory);
    QVERIFY(b.protocol == Protocol::XBoard);
    QCOMPARE(b.options.value(QStringLiteral("Hash")).toInt(), 256);
    QCOMPARE(b.options.value(QStringLiteral("Style")).toString(), QStringLiteral("Risky"));
    QCOMPARE(back->find(QStringLiteral("my engine")), &back->engines().front());
    QCOMPARE(back->defaultEngine(), &back->engines().front());
}

void RegistryTest::errors_data()
{
    QTest::addColumn<QByteArray>("json");
    QTest::addColumn<QString>("message");
    QTest::newRow("syntax") << QByteArray("{\n  \"engines\": [\n    { \"name\": \"a\", }\n  ]\n}")
                            << "engines.json:3:";
    QTest::newRow("not a list") << QByteArray("{\"engines\": 3}") << "\"engines\" array";
    QTest::newRow("no name") << QByteArray("{\"engines\": [{\"command\": \"x\"}]}")
                             << "engines[0].name: missing";
    QTest::newRow("no command") << QByteArray("{\"engines\": [{\"name\": \"x\"}]}")
                                << "engines[0].command: missing";
    QTest::newRow("bad protocol") << QByteArray(
        "{\"engines\": [{\"name\": \"x\", \"command\": \"y\", \"protocol\": \"ucci\"}]}")
                                  << "engines[0].protocol: 'ucci'";
    QTest::newRow("twice") << QByteArray("{\"engines\": [{\"name\": \"x\", \"command\": \"y\"}, "
                                         "{\"name\": \"X\", \"command\": \"z\"}]}")
                           << "engines[1].name: 'X' is listed twice";
    QTest::newRow("arguments") << QByteArray(
        "{\"engines\": [{\"name\": \"x\", \"command\": \"y\", \"arguments\": [1]}]}")
                               << "engines[0].arguments";
}

void RegistryTest::errors()
{
    QFETCH(QByteArray, json);
    QFETCH(QString, message);
    QTemporaryDir dir;
    QString error;
    const auto r = EngineRegistry::load(write(dir, json), &error);
    QVERIFY(!r.has_value());
    QVERIFY2(error.contains(message), qPrintable(error));
}

void RegistryTest::discovery()
{
    EngineRegistry r;
    EngineEntry mine;
    mine.name = QStringLiteral("Mine");
    mine.command = QStringLiteral("/bin/true");
    mine.protocol = Protocol::Uci;
    r.put(mine);
    // The built-in engine: any executable stands in for it here.
    const int added = r.discover(QStringLiteral("/bin/true"));
    QVERIFY(added >= 1);
    const EngineEntry* kibitz = r.find(QStringLiteral("Kibitz"));
    QVERIFY(kibitz && kibitz->builtIn);
    QCOMPARE(r.defaultEngine()->name, QStringLiteral("Mine")); // the user's choice first
    r.remove(QStringLiteral("Mine"));
    QCOMPARE(r.defaultEngine()->name, QStringLiteral("Kibitz"));
    // Debian's stockfish, when installed, is found in /usr/games.
    if (QFile::exists(QStringLiteral("/usr/games/stockfish"))) {
        const EngineEntry* sf = r.find(QStringLiteral("Stockfish"));
        QVERIFY(sf && sf->discovered && sf->protocol == Protocol::Uci);
    }
    // Discovered engines are not written to the user's list.
    QTemporaryDir dir;
    const QString path = dir.filePath(QStringLiteral("engines.json"));
    QVERIFY(r.save(path).isEmpty());
    QString error;
    QVERIFY(EngineRegistry::load(path, &error)->engines().empty());
    // Discovering twice adds nothing.
    QCOMPARE(r.discover(QStringLiteral("/bin/true")), 0);
}

void RegistryTest::defaultAndBuiltInOptions()
{
    EngineRegistry r;
    r.discover(QStringLiteral("/bin/true"));
    EngineEntry mine;
    mine.name = QStringLiteral("Mine");
    mine.command = QStringLiteral("/bin/false");
    r.put(mine);
    // The built-in engine with options of its own, and chosen as the default.
    EngineEntry kibitz = *r.find(QStringLiteral("Kibitz"));
    kibitz.options.insert(QStringLiteral("Hash"), 64);
    r.put(kibitz);
    r.setDefaultEngine(QStringLiteral("Kibitz"));
    QCOMPARE(r.defaultEngine()->name, QStringLiteral("Kibitz"));
    QTemporaryDir dir;
    const QString path = dir.filePath(QStringLiteral("engines.json"));
    QVERIFY(r.save(path).isEmpty());

    QString error;
    auto back = EngineRegistry::load(path, &error);
    QVERIFY2(back.has_value(), qPrintable(error));
    QCOMPARE(back->defaultEngineName(), QStringLiteral("Kibitz"));
    // The installation moved: discovery brings the command up to date, the options stay.
    const int added = back->discover(QStringLiteral("/bin/sh"));
    QCOMPARE(std::size_t(added), back->engines().size() - 2); // Kibitz is not added twice
    const EngineEntry* b = back->find(QStringLiteral("Kibitz"));
    QVERIFY(b && b->builtIn);
    QCOMPARE(b->command, QStringLiteral("/bin/sh"));
    QCOMPARE(b->options.value(QStringLiteral("Hash")).toInt(), 64);
    QCOMPARE(back->defaultEngine(), b);
    // A default that names no engine falls back to the rule: the user's first entry.
    back->setDefaultEngine(QStringLiteral("Gone"));
    QCOMPARE(back->defaultEngine()->name, QStringLiteral("Mine"));
}

// The words engines.json and --protocol read, in any case; nothing else is a protocol.
void RegistryTest::protocolWords_data()
{
    QTest::addColumn<QString>("word");
    QTest::addColumn<int>("protocol"); // -1: not a protocol
    QTest::newRow("uci") << "uci" << int(Protocol::Uci);
    QTest::newRow("UCI") << "UCI" << int(Protocol::Uci);
    QTest::newRow("xboard") << "xboard" << int(Protocol::XBoard);
    QTest::newRow("cecp") << "cecp" << int(Protocol::XBoard);
    QTest::newRow("WinBoard") << "WinBoard" << int(Protocol::XBoard);
    QTest::newRow("auto") << "auto" << int(Protocol::Auto);
    QTest::newRow("none given") << "" << int(Protocol::Auto);
    QTest::newRow("ucci") << "ucci" << -1;
    QTest::newRow("not Latin-1") << "\u00fcci" << -1;
}

void RegistryTest::protocolWords()
{
    QFETCH(QString, word);
    QFETCH(int, protocol);
    const std::optional<Protocol> read = protocolFromName(word);
    QCOMPARE(read ? int(*read) : -1, protocol);
}

// Every protocol is written as a word that reads back to it.
void RegistryTest::protocolNames()
{
    QCOMPARE(protocolName(Protocol::Uci), QStringLiteral("uci"));
    QCOMPARE(protocolName(Protocol::XBoard), QStringLiteral("xboard"));
    QCOMPARE(protocolName(Protocol::Unknown), QStringLiteral("auto"));
    for (Protocol p : {Protocol::Uci, Protocol::XBoard, Protocol::Unknown})
        QVERIFY(protocolFromName(protocolName(p)) == p);
}

QTEST_GUILESS_MAIN(RegistryTest)
#include "registry_test.moc"
