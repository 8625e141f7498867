// SPDX-License-Identifier: GPL-3.0-or-later
// Replays the fuzz seeds (tests/fuzz/corpus/<target>/) and every input a fuzzer once failed on
// (tests/fuzz/crashes/<target>/) through the harnesses, in a normal build: a fixed bug stays
// fixed, and a harness property broken by a change shows up in every CI run, fuzzer or not.

#include "harness.h"

#include <QDir>
#include <QFile>
#include <QTest>

#include <csignal>
#include <cstring>
#include <unistd.h>

using namespace kibitz::fuzz;

namespace {

// The input being replayed, named on stderr if a harness crashes or aborts (the test
// process dies with it, so QtTest cannot say which row it was).
char g_current[1024] = "";

extern "C" void reportCrash(int sig)
{
    const char prefix[] = "fuzz_replay_test: died replaying ";
    [[maybe_unused]] auto a = write(2, prefix, sizeof prefix - 1);
    [[maybe_unused]] auto b = write(2, g_current, std::strlen(g_current));
    [[maybe_unused]] auto c = write(2, "\n", 1);
    std::signal(sig, SIG_DFL);
    std::raise(sig);
}

} // namespace

class FuzzReplayTest : public QObject {
    Q_OBJECT

private slots:
    void initTestCase()
    {
        for (int sig : {SIGABRT, SIGSEGV, SIGBUS, SIGFPE, SIGILL}) std::signal(sig, reportCrash);
    }

    void seedsPresent_data()
    {
        QTest::addColumn<QString>("target");
        for (const Target& t : Targets) QTest::newRow(t.name) << QString::fromLatin1(t.name);
    }
    // Every target has a seed corpus to start from.
    void seedsPresent()
    {
        QFETCH(QString, target);
        const QDir dir(QStringLiteral(KIBITZ_FUZZ_DIR "/corpus/") + target);
        QVERIFY2(dir.exists(), qPrintable(dir.path() + QStringLiteral(" is missing")));
        QVERIFY2(!dir.entryList(QDir::Files).isEmpty(),
                 qPrintable(dir.path() + QStringLiteral(" is empty")));
    }

    void replay_data()
    {
        QTest::addColumn<int>("target");
        QTest::addColumn<QString>("path");
        for (int i = 0; i < int(std::size(Targets)); ++i) {
            const QString name = QString::fromLatin1(Targets[i].name);
            for (const char* kind : {"corpus", "crashes"}) {
                const QDir dir(QStringLiteral(KIBITZ_FUZZ_DIR "/") + QLatin1String(kind)
                               + QLatin1Char('/') + name);
                for (const QString& file : dir.entryList(QDir::Files, QDir::Name))
                    QTest::newRow(qPrintable(name + QLatin1Char('/') + QLatin1String(kind)
                                             + QLatin1Char('/') + file))
                        << i << dir.filePath(file);
            }
        }
    }
    void replay()
    {
        QFETCH(int, target);
        QFETCH(QString, path);
        QFile file(path);
        QVERIFY2(file.open(QIODevice::ReadOnly),
                 qPrintable(path + QStringLiteral(": ") + file.errorString()));
        const QByteArray bytes = file.readAll();
        const QByteArray name = path.toLocal8Bit();
        std::strncpy(g_current, name.constData(), sizeof g_current - 1);
        const int status = Targets[target].run(
            reinterpret_cast<const std::uint8_t*>(bytes.constData()), std::size_t(bytes.size()));
        g_current[0] = '\0';
        QCOMPARE(status, 0);
    }
};

QTEST_GUILESS_MAIN(FuzzReplayTest)
#include "fuzz_replay_test.moc"
