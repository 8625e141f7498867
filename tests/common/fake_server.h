// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// tests/online/fake_server.py, the local stand-in for lichess and chess.com, run for one test
// program: started over the fixtures in tests/data/online, asked for the port it listens on,
// stopped when the test ends. The test's CMake entry passes KIBITZ_PYTHON and KIBITZ_FAKE_SERVER.

#include <QDeadlineTimer>
#include <QProcess>
#include <QString>
#include <QStringList>
#include <QUrl>

#if !defined(KIBITZ_PYTHON) || !defined(KIBITZ_FAKE_SERVER) || !defined(KIBITZ_TEST_DATA)
#error "fake_server.h needs KIBITZ_PYTHON, KIBITZ_FAKE_SERVER and KIBITZ_TEST_DATA"
#endif

class FakeServer {
public:
    FakeServer() = default;
    FakeServer(const FakeServer&) = delete;
    FakeServer& operator=(const FakeServer&) = delete;
    ~FakeServer() { stop(); }

    // Starts the server, each request logged as one JSON line to logFile when one is named, and
    // waits up to 10 s for its port. False with errorString() saying why when it does not come.
    bool start(const QString& logFile = {})
    {
        QStringList args{QStringLiteral(KIBITZ_FAKE_SERVER),
                         QStringLiteral(KIBITZ_TEST_DATA "/online")};
        if (!logFile.isEmpty()) args << QStringLiteral("--log") << logFile;
        m_process.start(QStringLiteral(KIBITZ_PYTHON), args);
        if (!m_process.waitForStarted()) return fail(QStringLiteral("it did not start: "));
        const QDeadlineTimer deadline(10'000);
        while (!m_process.canReadLine())
            if (!m_process.waitForReadyRead(int(deadline.remainingTime())))
                return fail(QStringLiteral("it printed no port: "));
        m_port = quint16(m_process.readLine().trimmed().toUInt());
        if (m_port == 0) return fail(QStringLiteral("its first line is not a port: "));
        return true;
    }

    void stop()
    {
        if (m_process.state() == QProcess::NotRunning) return;
        m_process.kill();
        m_process.waitForFinished();
    }

    quint16 port() const { return m_port; }
    // http://127.0.0.1:PORT followed by path (which starts with '/' when given), e.g. "/fault/500".
    QUrl url(const QString& path = {}) const
    {
        return QUrl(QStringLiteral("http://127.0.0.1:%1%2").arg(m_port).arg(path));
    }
    QString errorString() const { return m_error; }

private:
    bool fail(const QString& what)
    {
        m_error = QStringLiteral("fake_server.py: ") + what + m_process.errorString()
                  + QString::fromUtf8(m_process.readAllStandardError());
        stop();
        return false;
    }

    QProcess m_process;
    QString m_error;
    quint16 m_port = 0;
};
