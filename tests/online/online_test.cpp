// SPDX-License-Identifier: GPL-3.0-or-later
// core/online and `kibitz-cli online` against fake_server.py, a local stand-in for lichess,
// its explorer and tablebase servers and chess.com, answering with the documented shapes
// (tests/data/online) and with the faults a client must survive. No test goes online.

#include "cli_run.h"
#include "fake_server.h"

#include "online/answers.h"
#include "online/client.h"
#include "online/gameimport.h"
#ifdef KIBITZ_HAVE_NETWORKAUTH
#include "online/lichesslogin.h"
#endif

#include <algorithm>

#include <QElapsedTimer>
#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QNetworkAccessManager>
#include <QNetworkReply>
#include <QProcess>
#include <QSignalSpy>
#include <QStandardPaths>
#include <QTcpServer>
#include <QTcpSocket>
#include <QTemporaryDir>
#include <QTest>
#include <QUrlQuery>

using namespace kibitz::online;

namespace {

const QString Data = QStringLiteral(KIBITZ_TEST_DATA "/online");

QByteArray readFile(const QString& path)
{
    QFile f(path);
    return f.open(QIODevice::ReadOnly) ? f.readAll() : QByteArray();
}

void writeFile(const QString& path, const QByteArray& bytes)
{
    QFile f(path);
    QVERIFY(f.open(QIODevice::WriteOnly));
    f.write(bytes);
}

// A port nothing listens on: bound, then closed.
quint16 closedPort()
{
    QTcpServer s;
    s.listen(QHostAddress::LocalHost);
    return s.serverPort();
}

// Waits for a callback-style answer.
template <typename T>
T await(const std::function<void(std::function<void(T)>)>& ask, int timeoutMs = 20'000)
{
    std::optional<T> result;
    ask([&](T value) { result.emplace(std::move(value)); });
    if (!QTest::qWaitFor([&] { return result.has_value(); }, timeoutMs))
        return kibitz::unexpected(
            ServiceError{Service::LichessGames, ErrorKind::Cut, 0, QStringLiteral("no answer")});
    return std::move(*result);
}

// Where the authorization URL sends the browser back: Kibitz's loopback listener.
QUrl redirectOf(const QUrl& prompt)
{
    return QUrl(
        QUrlQuery(prompt).queryItemValue(QStringLiteral("redirect_uri"), QUrl::FullyDecoded));
}

// Whether the listener at redirect refuses a connection (the login is over and closed it).
bool listenerClosed(const QUrl& redirect)
{
    QTcpSocket knock;
    knock.connectToHost(QHostAddress::LocalHost, quint16(redirect.port()));
    return !knock.waitForConnected(5'000)
           && knock.error() == QAbstractSocket::ConnectionRefusedError;
}

} // namespace

class OnlineTest : public QObject {
    Q_OBJECT

private slots:
    void initTestCase();
    void cleanupTestCase();

    void parseExplorer_data();
    void parseExplorer();
    void parseBadAnswers_data();
    void parseBadAnswers();
    void parseTablebaseAndCloud();

    void tablebaseFromServerThenCache();
    void oneRequestAtATime();
    void waitsAfter429();
    void faultsNameTheService_data();
    void faultsNameTheService();
    void explorerPlayerTakesLastLine();
    void namesOfServicesAndSources();

    void lichessImportIsIncremental();
    void cutStreamKeepsOnlyWholeGames();
    void failedImportLeavesFileAlone();
    void chessComImport();

    void cli_data();
    void cli();
    void cliIncrementalGames();

    void pkceChallenge();
    void logInWithLichess();
    void logInRefusedVerifier();
    void logInDenied();
    void logInTimesOut();

private:
    QUrl server(const QString& fault = {}) const
    {
        return m_server.url(fault.isEmpty() ? QString() : QStringLiteral("/fault/") + fault);
    }
    ClientSettings settings(const QString& fault = {}) const
    {
        ClientSettings s;
        s.servers = Servers::allAt(server(fault));
        s.token = QStringLiteral("lip_test");
        s.rateLimitWaitMs = 300;
        s.timeoutMs = 10'000;
        return s;
    }
    // The server's log: one object per request.
    QList<QJsonObject> requests() const
    {
        QList<QJsonObject> out;
        for (const QByteArray& line : readFile(m_log).split('\n'))
            if (!line.isEmpty()) out.push_back(QJsonDocument::fromJson(line).object());
        return out;
    }
    // The last request logged to a path starting with prefix: the log is written as answers
    // end, so an earlier test's late request (a cancelled explorer query) may come after ours.
    QJsonObject lastRequestTo(const QString& prefix) const
    {
        QJsonObject last;
        for (const QJsonObject& r : requests())
            if (r.value("path").toString().startsWith(prefix)) last = r;
        return last;
    }
    ImportResult runImport(Client& client, const ImportOptions& options,
                           std::optional<ServiceError>& error)
    {
        GameImport import(&client, options);
        QSignalSpy finished(&import, &GameImport::finished);
        import.start();
        if (finished.isEmpty()) [&] { QVERIFY(finished.wait(20'000)); }();
        error = import.error();
        return import.result();
    }

    FakeServer m_server;
    QTemporaryDir m_dir;
    QString m_log;
};

void OnlineTest::initTestCase()
{
    QStandardPaths::setTestModeEnabled(true);
    QVERIFY(m_dir.isValid());
    m_log = m_dir.filePath(QStringLiteral("requests.log"));
    QVERIFY2(m_server.start(m_log), qPrintable(m_server.errorString()));
}

void OnlineTest::cleanupTestCase()
{
    m_server.stop();
}

void OnlineTest::parseExplorer_data()
{
    QTest::addColumn<QString>("file");
    QTest::addColumn<int>("moves");
    QTest::addColumn<QString>("firstSan");
    QTest::addColumn<qint64>("firstGames");
    QTest::addColumn<int>("topGames");
    QTest::addColumn<int>("recentGames");
    QTest::newRow("masters") << "explorer_masters.json" << 5 << "e4" << qint64(160000) << 2 << 0;
    QTest::newRow("lichess") << "explorer_lichess.json" << 4 << "e4" << qint64(4230000) << 1 << 1;
    QTest::newRow("player") << "explorer_player.json" << 2 << "e4" << qint64(53) << 0 << 1;
}

void OnlineTest::parseExplorer()
{
    QFETCH(QString, file);
    QFETCH(int, moves);
    QFETCH(QString, firstSan);
    QFETCH(qint64, firstGames);
    QFETCH(int, topGames);
    QFETCH(int, recentGames);
    const auto a = kibitz::online::parseExplorer(readFile(Data + QLatin1Char('/') + file));
    QVERIFY2(a.hasValue(), a ? "" : qPrintable(a.error()));
    QCOMPARE(a.value().moves.size(), moves);
    QCOMPARE(a.value().moves.first().san, firstSan);
    QCOMPARE(a.value().moves.first().games(), firstGames);
    QCOMPARE(a.value().topGames.size(), topGames);
    QCOMPARE(a.value().recentGames.size(), recentGames);
    QVERIFY(a.value().moves.first().averageRating > 1000);
}

void OnlineTest::parseBadAnswers_data()
{
    QTest::addColumn<QByteArray>("body");
    QTest::addColumn<QString>("error");
    QTest::newRow("not json") << QByteArray("<html>") << "not JSON";
    QTest::newRow("array") << QByteArray("[]") << "not a JSON object";
    QTest::newRow("no moves") << QByteArray(R"({"white":1,"draws":2,"black":3})") << "moves";
    QTest::newRow("move without counts")
        << QByteArray(R"({"white":1,"draws":2,"black":3,"moves":[{"uci":"e2e4"}]})") << "moves[0]";
}

void OnlineTest::parseBadAnswers()
{
    QFETCH(QByteArray, body);
    QFETCH(QString, error);
    const auto a = kibitz::online::parseExplorer(body);
    QVERIFY(!a);
    QVERIFY2(a.error().contains(error), qPrintable(a.error()));
}

void OnlineTest::parseTablebaseAndCloud()
{
    const QJsonArray tb =
        QJsonDocument::fromJson(readFile(Data + "/tablebase_standard.json")).array();
    const auto t =
        parseTablebase(QJsonDocument(tb.first().toObject().value("answer").toObject()).toJson());
    QVERIFY(t);
    QCOMPARE(t.value().category, QStringLiteral("win"));
    QCOMPARE(t.value().dtz, std::optional<int>(3));
    QCOMPARE(t.value().dtm, std::optional<int>());
    QCOMPARE(t.value().moves.size(), 3);
    QCOMPARE(t.value().moves.first().san, QStringLiteral("Rxa8"));
    QCOMPARE(categoryScore(t.value().moves.first().category), -1);
    QCOMPARE(flipCategory(QStringLiteral("loss")), QStringLiteral("win"));
    QCOMPARE(flipCategory(QStringLiteral("cursed-win")), QStringLiteral("blessed-loss"));
    QCOMPARE(flipCategory(QStringLiteral("draw")), QStringLiteral("draw"));
    QVERIFY(!parseTablebase(R"({"moves":[]})"));

    const QJsonArray cloud = QJsonDocument::fromJson(readFile(Data + "/cloud_eval.json")).array();
    const auto c = parseCloudEval(QJsonDocument(cloud.at(1).toObject()).toJson());
    QVERIFY(c);
    QCOMPARE(c.value().depth, 60);
    QCOMPARE(c.value().lines.first().mate, std::optional<int>(1));
    QCOMPARE(c.value().lines.first().moves, QStringList{"a1a8"});
    QVERIFY(!parseCloudEval(R"({"depth":3,"pvs":[{"moves":"e2e4"}]})"));

    const auto archives =
        parseArchives(R"({"archives":["https://x/2024/01","https://x/2024/02"]})");
    QVERIFY(archives);
    QCOMPARE(archives.value().size(), 2);
    QCOMPARE(lastJsonLine("{\"a\":1}\n\n{\"a\":2}\n\n"), QByteArray("{\"a\":2}"));
}

void OnlineTest::tablebaseFromServerThenCache()
{
    ClientSettings s = settings();
    s.cacheFolder = m_dir.filePath(QStringLiteral("cache"));
    Client client(s);
    const QString fen = QStringLiteral("r7/5pk1/8/8/8/8/5PPK/R7 w - - 0 1");
    const qsizetype before = requests().size();
    const auto a = await<Answer<TablebaseAnswer>>([&](auto done) { client.tablebase(fen, done); });
    QVERIFY2(a, a ? "" : qPrintable(a.error().message()));
    QCOMPARE(a.value().category, QStringLiteral("win"));
    QCOMPARE(a.value().moves.size(), 3);
    QCOMPARE(requests().size(), before + 1);
    const QJsonObject r = requests().last();
    QCOMPARE(r.value("path").toString(), QStringLiteral("/standard"));
    QCOMPARE(r.value("userAgent").toString(), QStringLiteral("Kibitz/" KIBITZ_TEST_VERSION));
    QCOMPARE(r.value("query").toObject().value("fen").toArray().first().toString(), fen);

    // Asked again, even by another client: from the disk cache, not the server.
    Client again(s);
    const auto b = await<Answer<TablebaseAnswer>>([&](auto done) { again.tablebase(fen, done); });
    QVERIFY(b);
    QCOMPARE(b.value().category, QStringLiteral("win"));
    QCOMPARE(requests().size(), before + 1);

    // The cache is bounded.
    DiskCache small(m_dir.filePath(QStringLiteral("small")), 10);
    for (int i = 0; i < 40; ++i) small.put(QUrl(QStringLiteral("http://x/%1").arg(i)), "{}");
    QVERIFY(QDir(small.folder()).entryList(QDir::Files).size() <= 11);
    QVERIFY(small.get(QUrl(QStringLiteral("http://x/39"))).has_value());
}

void OnlineTest::oneRequestAtATime()
{
    Client client(settings(QStringLiteral("slow")));
    const qsizetype before = requests().size();
    int answered = 0;
    QStringList fens = {QStringLiteral("8/8/8/8/8/8/4K3/k7 w - - 0 1"),
                        QStringLiteral("8/8/8/8/8/8/4K3/1k6 w - - 0 1"),
                        QStringLiteral("8/8/8/8/8/8/4K3/2k5 w - - 0 1")};
    for (const QString& fen : fens)
        client.tablebase(fen, [&](const Answer<TablebaseAnswer>& a) {
            QVERIFY(a);
            QVERIFY(!a.value().known());
            ++answered;
        });
    QCOMPARE(client.queue(Service::Tablebase)->pending(), 3);
    QTRY_COMPARE_WITH_TIMEOUT(answered, 3, 15'000);
    const QList<QJsonObject> log = requests().mid(before);
    QCOMPARE(log.size(), 3);
    for (qsizetype i = 1; i < log.size(); ++i)
        QVERIFY2(log[i].value("start").toDouble() >= log[i - 1].value("end").toDouble(),
                 "a request went out before the previous one came back");
}

void OnlineTest::waitsAfter429()
{
    Client client(settings(QStringLiteral("429once")));
    QSignalSpy limited(&client, &Client::rateLimited);
    QElapsedTimer clock;
    clock.start();
    const auto a = await<Answer<TablebaseAnswer>>([&](auto done) {
        client.tablebase(QStringLiteral("r7/5pk1/8/8/8/8/5PPK/R7 w - - 0 1"), done);
    });
    QVERIFY2(a, a ? "" : qPrintable(a.error().message()));
    QCOMPARE(a.value().category, QStringLiteral("win"));
    QCOMPARE(limited.size(), 1);
    QCOMPARE(limited.first().at(1).toInt(), 300);
    QVERIFY(clock.elapsed() >= 300);
}

void OnlineTest::faultsNameTheService_data()
{
    QTest::addColumn<QString>("fault");
    QTest::addColumn<QString>("token");
    QTest::addColumn<bool>("offline");
    QTest::addColumn<int>("kind");
    QTest::addColumn<QString>("text");
    QTest::newRow("500") << "500"
                         << "lip_test" << false << int(ErrorKind::ServerError)
                         << "lichess tablebase: the server answered HTTP 500";
    QTest::newRow("refused token")
        << ""
        << "bad" << false << int(ErrorKind::Refused)
        << "lichess tablebase: the server refused the request (HTTP 401)";
    QTest::newRow("offline") << ""
                             << "lip_test" << true << int(ErrorKind::Offline)
                             << "lichess tablebase: cannot reach";
}

void OnlineTest::faultsNameTheService()
{
    QFETCH(QString, fault);
    QFETCH(QString, token);
    QFETCH(bool, offline);
    QFETCH(int, kind);
    QFETCH(QString, text);
    ClientSettings s = settings(fault);
    s.token = token;
    if (offline)
        s.servers = Servers::allAt(QUrl(QStringLiteral("http://127.0.0.1:%1").arg(closedPort())));
    Client client(s);
    const auto a = await<Answer<TablebaseAnswer>>(
        [&](auto done) { client.tablebase(QStringLiteral("8/8/8/8/8/8/4K3/k7 w - - 0 1"), done); });
    QVERIFY(!a);
    QCOMPARE(int(a.error().kind), kind);
    QVERIFY2(a.error().message().startsWith(text), qPrintable(a.error().message()));
}

void OnlineTest::explorerPlayerTakesLastLine()
{
    Client client(settings());
    ExplorerQuery q;
    q.source = ExplorerSource::Player;
    q.player = QStringLiteral("kibitzer");
    q.color = QStringLiteral("white");
    q.fen = QStringLiteral("rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1");
    const auto a = await<Answer<ExplorerAnswer>>([&](auto done) { client.explorer(q, done); });
    QVERIFY2(a, a ? "" : qPrintable(a.error().message()));
    // The stream's first line has one move; the last, the whole answer, two.
    QCOMPARE(a.value().moves.size(), 2);
    QCOMPARE(a.value().moves.at(0).performance, std::optional<int>(1870));
    const QJsonObject r = requests().last();
    QCOMPARE(r.value("path").toString(), QStringLiteral("/player"));
    QCOMPARE(r.value("authorization").toString(), QStringLiteral("Bearer lip_test"));
    QCOMPARE(r.value("accept").toString(), QStringLiteral("application/x-ndjson"));

    // Without a token the explorer refuses (as lichess's does now).
    ClientSettings anonymous = settings();
    anonymous.token.clear();
    Client none(anonymous);
    q.source = ExplorerSource::Masters;
    const auto b = await<Answer<ExplorerAnswer>>([&](auto done) { none.explorer(q, done); });
    QVERIFY(!b);
    QCOMPARE(b.error().kind, ErrorKind::Refused);
    QVERIFY(b.error().message().startsWith(QStringLiteral("lichess opening explorer:")));
}

// Every service and explorer source has its word; a source's word reads back to it.
void OnlineTest::namesOfServicesAndSources()
{
    const QStringList services{
        "lichess games",           "chess.com games",          "lichess opening explorer",
        "lichess tablebase",       "lichess cloud evaluation", "lichess broadcasts",
        "lichess broadcast stream"};
    QCOMPARE(int(services.size()), ServiceCount);
    for (int i = 0; i < ServiceCount; ++i) QCOMPARE(serviceName(Service(i)), services[i]);
    const QStringList sources{"masters", "lichess", "player"};
    for (int i = 0; i < int(sources.size()); ++i) {
        const auto source = ExplorerSource(i);
        QCOMPARE(explorerSourceName(source), sources[i]);
        QVERIFY(valueOf(ExplorerSourceWords, sources[i].toStdString()) == source);
    }
    QVERIFY(!valueOf(ExplorerSourceWords, "chess.com"));
}

void OnlineTest::lichessImportIsIncremental()
{
    Client client(settings());
    const QString file = m_dir.filePath(QStringLiteral("lichess.pgn"));
    ImportOptions o;
    o.site = GameSite::Lichess;
    o.user = QStringLiteral("kibitzer");
    o.file = file;
    o.until = QDateTime(QDate(2024, 2, 28), QTime(23, 59), Qt::UTC);
    std::optional<ServiceError> error;
    ImportResult r = runImport(client, o, error);
    QVERIFY2(!error, error ? qPrintable(error->message()) : "");
    QCOMPARE(r.added, 2);
    QVERIFY(!r.incremental);
    QByteArray text = readFile(file);
    QCOMPARE(text.count("[Event "), 2);
    QVERIFY(text.contains("{ [%eval 0.31] [%clk 0:03:00] }"));    // clocks and evals kept
    QVERIFY(text.indexOf("KbTz0001") < text.indexOf("KbTz0002")); // oldest first
    const QJsonObject asked = lastRequestTo(QStringLiteral("/api/games/user/"));
    QCOMPARE(asked.value("path").toString(), QStringLiteral("/api/games/user/kibitzer"));
    QCOMPARE(asked.value("query").toObject().value("sort").toArray().first().toString(),
             QStringLiteral("dateAsc"));
    QCOMPARE(asked.value("query").toObject().value("clocks").toArray().first().toString(),
             QStringLiteral("true"));

    // Again, without the end date: only games since the newest held, none twice.
    o.until = {};
    r = runImport(client, o, error);
    QVERIFY2(!error, error ? qPrintable(error->message()) : "");
    QVERIFY(r.incremental);
    QCOMPARE(r.added, 1);
    QCOMPARE(r.duplicates, 1);
    const QString since = lastRequestTo(QStringLiteral("/api/games/user/"))
                              .value("query")
                              .toObject()
                              .value("since")
                              .toArray()
                              .first()
                              .toString();
    QCOMPARE(since, QString::number(
                        QDateTime(QDate(2024, 2, 10), QTime(18, 30), Qt::UTC).toMSecsSinceEpoch()));
    text = readFile(file);
    QCOMPARE(text.count("[Event "), 3);
    QCOMPARE(text.count("[Site \"https://lichess.org/KbTz0002\"]"), 1);

    // A third time: nothing new, and the file is not touched.
    const QByteArray before = readFile(file);
    r = runImport(client, o, error);
    QVERIFY(!error);
    QCOMPARE(r.added, 0);
    QCOMPARE(readFile(file), before);
}

void OnlineTest::cutStreamKeepsOnlyWholeGames()
{
    Client client(settings(QStringLiteral("cut")));
    const QString file = m_dir.filePath(QStringLiteral("cut.pgn"));
    const QByteArray old =
        "[Event \"Mine\"]\n[White \"me\"]\n[Black \"you\"]\n[Result \"*\"]\n\n1. e4 *\n";
    writeFile(file, old);
    ImportOptions o;
    o.user = QStringLiteral("kibitzer");
    o.file = file;
    std::optional<ServiceError> error;
    const ImportResult r = runImport(client, o, error);
    QVERIFY(error);
    QVERIFY2(error->message().startsWith(QStringLiteral("lichess games:")),
             qPrintable(error->message()));
    QVERIFY(error->kind == ErrorKind::Cut);
    QCOMPARE(r.added, 1);
    const QByteArray text = readFile(file);
    QVERIFY(text.startsWith(old));
    QCOMPARE(text.count("[Event "), 2); // the old game and the one whole game
    QVERIFY(!text.contains("KbTz0002"));
    QVERIFY(text.trimmed().endsWith("1-0"));
}

void OnlineTest::failedImportLeavesFileAlone()
{
    const QString file = m_dir.filePath(QStringLiteral("alone.pgn"));
    const QByteArray old = "[Event \"Mine\"]\n\n1. d4 d5 *"; // no newline at the end
    for (const QString& fault : {QStringLiteral("500"), QStringLiteral("offline")}) {
        writeFile(file, old);
        ClientSettings s = settings(fault == QLatin1String("500") ? fault : QString());
        if (fault == QLatin1String("offline"))
            s.servers =
                Servers::allAt(QUrl(QStringLiteral("http://127.0.0.1:%1").arg(closedPort())));
        Client client(s);
        ImportOptions o;
        o.user = QStringLiteral("kibitzer");
        o.file = file;
        std::optional<ServiceError> error;
        runImport(client, o, error);
        QVERIFY(error);
        QCOMPARE(readFile(file), old);
        QCOMPARE(QDir(m_dir.path())
                     .entryList({QStringLiteral(".alone.pgn*")}, QDir::Files | QDir::Hidden)
                     .size(),
                 0); // no temporary file left
    }
    // A new file is not created by a failed import.
    Client client(settings(QStringLiteral("500")));
    ImportOptions o;
    o.user = QStringLiteral("kibitzer");
    o.file = m_dir.filePath(QStringLiteral("never.pgn"));
    std::optional<ServiceError> error;
    runImport(client, o, error);
    QVERIFY(error);
    QVERIFY(!QFile::exists(o.file));
}

void OnlineTest::chessComImport()
{
    Client client(settings());
    const QString file = m_dir.filePath(QStringLiteral("chesscom.pgn"));
    ImportOptions o;
    o.site = GameSite::ChessCom;
    o.user = QStringLiteral("ChessUser");
    o.file = file;
    std::optional<ServiceError> error;
    ImportResult r = runImport(client, o, error);
    QVERIFY2(!error, error ? qPrintable(error->message()) : "");
    QCOMPARE(r.added, 3);
    QByteArray text = readFile(file);
    QVERIFY(text.contains("{[%clk 0:09:58.5]}"));
    // The token never goes to chess.com.
    for (const QJsonObject& req : requests())
        if (req.value("path").toString().startsWith(QStringLiteral("/pub/")))
            QVERIFY(req.value("authorization").toString().isEmpty());

    // Again: from the newest game's month (2024/02) on, nothing twice.
    const qsizetype before = requests().size();
    r = runImport(client, o, error);
    QVERIFY(!error);
    QCOMPARE(r.added, 0);
    QCOMPARE(r.duplicates, 1);
    const QList<QJsonObject> asked = requests().mid(before);
    QCOMPARE(asked.size(), 2); // the archives, then 2024/02 only
    QVERIFY(asked.last().value("path").toString().endsWith(QStringLiteral("/2024/02/pgn")));

    // Time classes are read from TimeControl.
    QCOMPARE(chessComTimeClass(QStringLiteral("180")), QStringLiteral("blitz"));
    QCOMPARE(chessComTimeClass(QStringLiteral("60+1")), QStringLiteral("bullet"));
    QCOMPARE(chessComTimeClass(QStringLiteral("120+2")), QStringLiteral("blitz"));
    QCOMPARE(chessComTimeClass(QStringLiteral("600")), QStringLiteral("rapid"));
    QCOMPARE(chessComTimeClass(QStringLiteral("1/86400")), QStringLiteral("daily"));
    o.file = m_dir.filePath(QStringLiteral("blitz.pgn"));
    o.perfTypes = {QStringLiteral("blitz")};
    r = runImport(client, o, error);
    QVERIFY(!error);
    QCOMPARE(r.added, 1);
    QCOMPARE(r.skipped, 2);

    // An unknown player.
    o.user = QStringLiteral("nobody");
    o.file = m_dir.filePath(QStringLiteral("nobody.pgn"));
    r = runImport(client, o, error);
    QVERIFY(error);
    QCOMPARE(error->message(), QStringLiteral("chess.com games: no player named 'nobody'"));
}

void OnlineTest::cli_data()
{
    QTest::addColumn<QStringList>("args");
    QTest::addColumn<QString>("fault");
    QTest::addColumn<QString>("token");
    QTest::addColumn<int>("status");
    QTest::addColumn<QString>("expect"); // in stdout (status 0) or stderr

    const QString rook = QStringLiteral("r7/5pk1/8/8/8/8/5PPK/R7 w - - 0 1");
    QTest::newRow("tablebase") << QStringList{"tablebase", "--fen", rook, "--json"} << ""
                               << "" << 0 << R"("category":"win")";
    QTest::newRow("tablebase text") << QStringList{"tablebase", "--fen", rook} << ""
                                    << "" << 0 << "Rxa8     win            DTZ 2";
    QTest::newRow("eval") << QStringList{"eval", "--fen", "startpos", "--multipv", "2", "--json"}
                          << ""
                          << "" << 0 << R"("depth":45)";
    QTest::newRow("eval text") << QStringList{"eval", "--fen", "startpos", "--multipv", "2"} << ""
                               << "" << 0 << "+0.20  e4 e5 Nf3 Nc6 Bb5 Nf6 O-O Nxe4";
    QTest::newRow("no eval") << QStringList{"eval", "--moves", "a4", "--json"} << ""
                             << "" << 0 << R"("available":false)";
    QTest::newRow("masters") << QStringList{"explorer", "masters", "--json"} << ""
                             << "lip_x" << 0 << R"("san":"b4","games":1)";
    QTest::newRow("lichess") << QStringList{"explorer", "lichess",   "--speeds",
                                            "blitz",    "--ratings", "2000,2200"}
                             << ""
                             << "lip_x" << 0 << "e4          4230000";
    QTest::newRow("player") << QStringList{"explorer", "player", "--player", "kibitzer",
                                           "--moves",  "e4 e5",  "--json"}
                            << ""
                            << "lip_x" << 0 << R"("performance":1870)";
    // (Another position than above's: a cached answer needs no server.)
    QTest::newRow("explorer without token")
        << QStringList{"explorer", "masters", "--moves", "d4"} << ""
        << "" << 1 << "lichess opening explorer: the server refused the request (HTTP 401)";
    QTest::newRow("refused token") << QStringList{"explorer", "masters", "--moves", "c4"} << ""
                                   << "bad" << 1 << "the lichess token is missing, wrong";
    QTest::newRow("500") << QStringList{"tablebase", "--fen", rook} << "500"
                         << "" << 1 << "lichess tablebase: the server answered HTTP 500";
    QTest::newRow("offline") << QStringList{"eval", "--fen", "startpos"} << "offline"
                             << "" << 1 << "lichess cloud evaluation: cannot reach";
    QTest::newRow("usage") << QStringList{"explorer", "player"} << ""
                           << "" << 2 << "--player USER is required";
}

void OnlineTest::cli()
{
    QFETCH(QStringList, args);
    QFETCH(QString, fault);
    QFETCH(QString, token);
    QFETCH(int, status);
    QFETCH(QString, expect);
    const QString url = fault == QLatin1String("offline")
                            ? QStringLiteral("http://127.0.0.1:%1").arg(closedPort())
                            : server(fault).toString();
    QProcessEnvironment env = environmentWith(QStringLiteral("XDG_CACHE_HOME"),
                                              m_dir.filePath(QStringLiteral("cli-cache")));
    env.remove(QStringLiteral("KIBITZ_LICHESS_TOKEN"));
    if (!token.isEmpty()) env.insert(QStringLiteral("KIBITZ_LICHESS_TOKEN"), token);
    const CliRun r =
        runProgram(QStringLiteral(KIBITZ_CLI),
                   QStringList{"online"} + args + QStringList{"--server", url}, 30'000, env);
    QVERIFY2(r.status == status, r.err.constData());
    const QByteArray where = status == 0 ? r.out : r.err;
    QVERIFY2(where.contains(expect.toUtf8()), (r.out + r.err).constData());
}

void OnlineTest::cliIncrementalGames()
{
    const QString file = m_dir.filePath(QStringLiteral("cli.pgn"));
    const QStringList base = {"online", "games",    "lichess",           "kibitzer", "-o",
                              file,     "--server", server().toString(), "--json"};
    CliRun r = runProgram(QStringLiteral(KIBITZ_CLI), base + QStringList{"--max", "1"}, 30'000);
    QVERIFY2(r.status == 0, r.err.constData());
    QVERIFY2(r.out.contains(R"("added":1)"), r.out.constData());
    r = runProgram(QStringLiteral(KIBITZ_CLI), base, 30'000);
    QVERIFY2(r.status == 0, r.err.constData());
    QVERIFY2(r.out.contains(R"("added":2,"duplicates":1)"), r.out.constData());
    QVERIFY2(r.out.contains(R"("incremental":true)"), r.out.constData());
    QCOMPARE(readFile(file).count("[Event "), 3);

    // A cut answer: exit 1, the message names the service, the file keeps its games.
    const QByteArray before = readFile(file);
    const QString cutFile = m_dir.filePath(QStringLiteral("cli-cut.pgn"));
    QVERIFY(QFile::copy(file, cutFile));
    r = runProgram(QStringLiteral(KIBITZ_CLI),
                   {"online", "games", "lichess", "kibitzer", "-o", cutFile, "--server",
                    server(QStringLiteral("cut")).toString(), "--since", "2024-01-01"},
                   30'000);
    QCOMPARE(r.status, 1);
    QVERIFY2(r.err.contains("lichess games: the answer broke off"), r.err.constData());
    QCOMPARE(readFile(cutFile), before); // the one whole game was a duplicate

    r = runProgram(QStringLiteral(KIBITZ_CLI),
                   {"online", "games", "chesscom", "chessuser", "--rated", "-o", file}, 30'000);
    QCOMPARE(r.status, 2);
}

// RFC 7636, appendix B: the S256 challenge of the example verifier; and a fresh pair is
// 43 characters of base64url, each time another.
void OnlineTest::pkceChallenge()
{
#ifdef KIBITZ_HAVE_NETWORKAUTH
    QCOMPARE(Pkce::challengeOf("dBjftJeZ4CVP-mB92K27uhbUJU1p1r_wW1gFWFOEjXk"),
             QByteArray("E9Melhoa2OwvFrEMTJguCHaoeK1t8URWbuGJSstw-cM"));
    const Pkce a = Pkce::generate();
    const Pkce b = Pkce::generate();
    QCOMPARE(a.verifier.size(), 43);
    QVERIFY(a.verifier != b.verifier);
    QCOMPARE(a.challenge, Pkce::challengeOf(a.verifier));
    QVERIFY(!a.verifier.contains('=') && !a.verifier.contains('+') && !a.verifier.contains('/'));
#else
    QSKIP("built without QtNetworkAuth");
#endif
}

// The whole login, the test playing the browser: the authorization URL is lichess's documented
// one (response_type, client_id, a loopback redirect_uri on 127.0.0.1, S256 and a challenge,
// state, no scope); following it, the server redirects to Kibitz's listener with a code, and
// Kibitz trades it, with the verifier, for the token.
void OnlineTest::logInWithLichess()
{
#ifdef KIBITZ_HAVE_NETWORKAUTH
    QNetworkAccessManager network;
    LichessLogin login(&network);
    QSignalSpy granted(&login, &LichessLogin::granted);
    QSignalSpy failed(&login, &LichessLogin::failed);
    QUrl prompt;
    QNetworkAccessManager browser;
    connect(&login, &LichessLogin::browserWanted, this, [&](const QUrl& url) {
        prompt = url;
        QNetworkReply* page = browser.get(QNetworkRequest(url)); // redirects are followed
        connect(page, &QNetworkReply::finished, page, &QObject::deleteLater);
    });
    login.start(server());
    QVERIFY(login.running());
    QVERIFY2(granted.wait(20'000),
             failed.isEmpty() ? "no answer" : qPrintable(failed.first().first().toString()));
    QCOMPARE(granted.first().first().toString(), QStringLiteral("lio_fromlogin"));
    QVERIFY(!login.running());

    QCOMPARE(prompt.path(), QStringLiteral("/oauth"));
    const QUrlQuery q(prompt);
    QCOMPARE(q.queryItemValue(QStringLiteral("response_type")), QStringLiteral("code"));
    QCOMPARE(q.queryItemValue(QStringLiteral("client_id")), QStringLiteral("kibitz"));
    QCOMPARE(q.queryItemValue(QStringLiteral("code_challenge_method")), QStringLiteral("S256"));
    QCOMPARE(q.queryItemValue(QStringLiteral("code_challenge")).size(), 43);
    QVERIFY(!q.queryItemValue(QStringLiteral("state")).isEmpty());
    QVERIFY(!q.hasQueryItem(QStringLiteral("scope")));
    QVERIFY(!q.hasQueryItem(QStringLiteral("code_verifier"))); // never in a URL
    const QUrl redirect = redirectOf(prompt);
    QCOMPARE(redirect.host(), QStringLiteral("127.0.0.1"));
    QVERIFY(redirect.port() > 0);
    // The token was asked with a POST to /api/token, and the listener is closed.
    // (The server logs a request once it has answered it.)
    const auto posted = [this] {
        for (const QJsonObject& r : requests())
            if (r.value(QStringLiteral("method")).toString() == QLatin1String("POST")
                && r.value(QStringLiteral("path")).toString() == QLatin1String("/api/token"))
                return true;
        return false;
    };
    QTRY_VERIFY(posted());
    QVERIFY(listenerClosed(redirect));
#else
    QSKIP("built without QtNetworkAuth");
#endif
}

// A token asked with the wrong verifier is refused in lichess's documented shape (HTTP 400,
// "invalid_grant"), and the code is spent: Kibitz's own request after it fails and says why.
void OnlineTest::logInRefusedVerifier()
{
#ifdef KIBITZ_HAVE_NETWORKAUTH
    QNetworkAccessManager network;
    LichessLogin login(&network);
    QSignalSpy granted(&login, &LichessLogin::granted);
    QSignalSpy failed(&login, &LichessLogin::failed);
    QNetworkAccessManager browser;
    QByteArray refusal;
    int refusalStatus = 0;
    connect(&login, &LichessLogin::browserWanted, this, [&](const QUrl& url) {
        QNetworkRequest request(url);
        request.setAttribute(QNetworkRequest::RedirectPolicyAttribute,
                             QNetworkRequest::ManualRedirectPolicy);
        QNetworkReply* prompt = browser.get(request);
        connect(prompt, &QNetworkReply::finished, this, [&, prompt] {
            prompt->deleteLater();
            const QUrl back = prompt->header(QNetworkRequest::LocationHeader).toUrl();
            const QUrlQuery answer(back);
            QUrlQuery form;
            form.addQueryItem(QStringLiteral("grant_type"), QStringLiteral("authorization_code"));
            form.addQueryItem(QStringLiteral("code"),
                              answer.queryItemValue(QStringLiteral("code")));
            form.addQueryItem(QStringLiteral("code_verifier"),
                              QStringLiteral("not-the-verifier-of-this-challenge-at-all-000"));
            form.addQueryItem(
                QStringLiteral("redirect_uri"),
                QUrlQuery(url).queryItemValue(QStringLiteral("redirect_uri"), QUrl::FullyDecoded));
            form.addQueryItem(QStringLiteral("client_id"), QStringLiteral("kibitz"));
            QNetworkRequest post(serverUrl(server(), QStringLiteral("/api/token")));
            post.setHeader(QNetworkRequest::ContentTypeHeader,
                           QStringLiteral("application/x-www-form-urlencoded"));
            QNetworkReply* token = browser.post(post, form.query(QUrl::FullyEncoded).toUtf8());
            connect(token, &QNetworkReply::finished, this, [&, token, back] {
                token->deleteLater();
                refusalStatus = token->attribute(QNetworkRequest::HttpStatusCodeAttribute).toInt();
                refusal = token->readAll();
                // Then the browser lands on Kibitz's listener with the spent code.
                QNetworkReply* land = browser.get(QNetworkRequest(back));
                connect(land, &QNetworkReply::finished, land, &QObject::deleteLater);
            });
        });
    });
    login.start(server());
    QVERIFY(failed.wait(20'000));
    QVERIFY(granted.isEmpty());
    QCOMPARE(refusalStatus, 400);
    const QJsonObject error = QJsonDocument::fromJson(refusal).object();
    QCOMPARE(error.value(QStringLiteral("error")).toString(), QStringLiteral("invalid_grant"));
    QCOMPARE(error.value(QStringLiteral("error_description")).toString(),
             QStringLiteral("hash of code_verifier does not match code_challenge"));
    const QString message = failed.first().first().toString();
    QVERIFY2(message.startsWith(QStringLiteral("lichess refused the login: "))
                 && message.contains(QStringLiteral("invalid or expired")),
             qPrintable(message));
    QVERIFY(!login.running());
#else
    QSKIP("built without QtNetworkAuth");
#endif
}

// The user says no on lichess's page: lichess sends the browser back with error=access_denied
// (the stand-in does so for client_id "deny", which the test's browser puts in the URL), and
// the login ends saying it was cancelled, its listener closed, no token asked.
void OnlineTest::logInDenied()
{
#ifdef KIBITZ_HAVE_NETWORKAUTH
    QNetworkAccessManager network;
    LichessLogin login(&network);
    QSignalSpy granted(&login, &LichessLogin::granted);
    QSignalSpy failed(&login, &LichessLogin::failed);
    QNetworkAccessManager browser;
    QUrl redirect;
    connect(&login, &LichessLogin::browserWanted, this, [&](const QUrl& url) {
        redirect = redirectOf(url);
        QUrlQuery q(url);
        q.removeQueryItem(QStringLiteral("client_id"));
        q.addQueryItem(QStringLiteral("client_id"), QStringLiteral("deny"));
        QUrl said = url;
        said.setQuery(q);
        QNetworkReply* page = browser.get(QNetworkRequest(said)); // redirects are followed
        connect(page, &QNetworkReply::finished, page, &QObject::deleteLater);
    });
    const auto tokenRequests = [this] {
        const QList<QJsonObject> all = requests();
        return std::count_if(all.begin(), all.end(), [](const QJsonObject& r) {
            return r.value(QStringLiteral("path")).toString() == QLatin1String("/api/token");
        });
    };
    const auto tokensBefore = tokenRequests();
    login.start(server());
    QVERIFY(failed.wait(20'000));
    QVERIFY(granted.isEmpty());
    QCOMPARE(failed.first().first().toString(), QStringLiteral("lichess: the login was cancelled"));
    QVERIFY(!login.running());
    QVERIFY(listenerClosed(redirect));
    QCOMPARE(tokenRequests(), tokensBefore);
#else
    QSKIP("built without QtNetworkAuth");
#endif
}

// Nobody answers in the browser: after the time given the login ends and says so, and its
// listener is closed (a late answer finds no one).
void OnlineTest::logInTimesOut()
{
#ifdef KIBITZ_HAVE_NETWORKAUTH
    QNetworkAccessManager network;
    LichessLogin login(&network);
    QSignalSpy granted(&login, &LichessLogin::granted);
    QSignalSpy failed(&login, &LichessLogin::failed);
    QUrl redirect;
    connect(&login, &LichessLogin::browserWanted, this,
            [&](const QUrl& url) { redirect = redirectOf(url); });
    login.start(server(), 1'000);
    QVERIFY(login.running());
    QVERIFY(redirect.port() > 0);
    QVERIFY(failed.wait(10'000));
    QVERIFY(granted.isEmpty());
    QVERIFY2(failed.first().first().toString().contains(QStringLiteral("no answer came")),
             qPrintable(failed.first().first().toString()));
    QVERIFY(!login.running());
    QVERIFY(listenerClosed(redirect));
#else
    QSKIP("built without QtNetworkAuth");
#endif
}

QTEST_GUILESS_MAIN(OnlineTest)
#include "online_test.moc"
