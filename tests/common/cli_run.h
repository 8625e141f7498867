// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// Running a command-line program from a test (kibitz-cli, the engines): its exit status and
// both outputs, with a deadline. Shared by the tests that drive kibitz-cli as a user does.

#include <QByteArray>
#include <QProcess>
#include <QProcessEnvironment>
#include <QString>
#include <QStringList>

struct CliRun {
    int status = -1; // -1: it did not end normally (crashed, or killed at the deadline)
    QByteArray out, err;
};

// program with args, in env (the test's own environment unless given), waited for at most
// timeoutMs; one that does not end normally is killed and says why in err.
inline CliRun runProgram(const QString& program, const QStringList& args, int timeoutMs,
                         const QProcessEnvironment& env = QProcessEnvironment::systemEnvironment())
{
    QProcess p;
    p.setProcessEnvironment(env);
    p.start(program, args);
    CliRun r;
    if (!p.waitForFinished(timeoutMs) || p.exitStatus() != QProcess::NormalExit) {
        p.kill();
        p.waitForFinished();
        r.err = "kibitz-cli did not finish normally: " + p.errorString().toUtf8();
        return r;
    }
    r.status = p.exitCode();
    r.out = p.readAllStandardOutput();
    r.err = p.readAllStandardError();
    return r;
}

// The test's environment with one variable set.
inline QProcessEnvironment environmentWith(const QString& name, const QString& value)
{
    QProcessEnvironment env = QProcessEnvironment::systemEnvironment();
    env.insert(name, value);
    return env;
}
