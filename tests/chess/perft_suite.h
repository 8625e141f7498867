// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// Readers for the shared perft suites, used by several tests of this folder:
//   perft/standard.epd   "FEN; D1 n; D2 n; ..." (one position a line)
//   perft/tricky.perft   python-chess's .perft format: "id X", "epd FEN", "perft D N", '#' comments
//   perft/chess960.perft the same format, castling in Shredder-FEN (HFhf)
// The files live in the shared data folder (KIBITZ_SHARED_DATA), outside the repository;
// callers skip with a message naming the path when it is absent.

#include "chess/fen.h"
#include "chess/position.h"

#include <QByteArray>
#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QList>
#include <QString>
#include <QTest>

#include <algorithm>
#include <cstdint>
#include <string>
#include <utility>
#include <vector>

namespace kibitz::test {

struct PerftCase {
    QString id;  // "std-12", "pos-2", "960-7": unique within all suites
    QString fen; // as written in the file
    std::vector<std::pair<int, std::uint64_t>> counts; // (depth, leaf nodes)
};

inline QString sharedDataPath(const QString& relative)
{
    return QDir(QStringLiteral(KIBITZ_SHARED_DATA)).filePath(relative);
}

inline bool sharedDataPresent(const QString& relative)
{
    return QFileInfo::exists(sharedDataPath(relative));
}

inline QString missingSharedDataMessage(const QString& relative)
{
    return QStringLiteral(
               "shared test data not found: %1 (configure with -DKIBITZ_SHARED_DATA=...)")
        .arg(sharedDataPath(relative));
}

// "FEN; D1 20; D2 400" lines. Empty lines and '#' lines are ignored.
inline std::vector<PerftCase> loadPerftEpd(const QString& path, const QString& idPrefix)
{
    std::vector<PerftCase> out;
    QFile file(path);
    if (!file.open(QIODevice::ReadOnly | QIODevice::Text)) return out;
    int lineNo = 0;
    while (!file.atEnd()) {
        const QString line = QString::fromUtf8(file.readLine()).trimmed();
        ++lineNo;
        if (line.isEmpty() || line.startsWith(u'#')) continue;
        const QStringList parts = line.split(u';');
        PerftCase c;
        c.id = idPrefix + QString::number(lineNo);
        c.fen = parts.front().trimmed();
        for (qsizetype i = 1; i < parts.size(); ++i) {
            const QStringList op = parts[i].trimmed().split(u' ', Qt::SkipEmptyParts);
            if (op.size() != 2 || !op[0].startsWith(u'D')) continue;
            bool okDepth = false, okNodes = false;
            const int depth = op[0].mid(1).toInt(&okDepth);
            const std::uint64_t nodes = op[1].toULongLong(&okNodes);
            if (okDepth && okNodes) c.counts.emplace_back(depth, nodes);
        }
        out.push_back(std::move(c));
    }
    return out;
}

// python-chess's .perft format. At most maxPositions positions (0 = all).
inline std::vector<PerftCase> loadPerftFile(const QString& path, const QString& idPrefix,
                                            int maxPositions = 0)
{
    std::vector<PerftCase> out;
    QFile file(path);
    if (!file.open(QIODevice::ReadOnly | QIODevice::Text)) return out;
    while (!file.atEnd()) {
        const QString line = QString::fromUtf8(file.readLine()).trimmed();
        if (line.isEmpty() || line.startsWith(u'#')) continue;
        const qsizetype space = line.indexOf(u' ');
        const QString key = line.left(space);
        const QString value = space < 0 ? QString() : line.mid(space + 1).trimmed();
        if (key == u"id") {
            if (maxPositions > 0 && int(out.size()) == maxPositions) break;
            out.push_back(PerftCase{idPrefix + value, {}, {}});
        } else if (key == u"epd" && !out.empty()) {
            out.back().fen = value;
        } else if (key == u"perft" && !out.empty()) {
            const QStringList dn = value.split(u' ', Qt::SkipEmptyParts);
            if (dn.size() == 2) out.back().counts.emplace_back(dn[0].toInt(), dn[1].toULongLong());
        }
    }
    return out;
}

inline std::vector<PerftCase> standardSuite()
{
    return loadPerftEpd(sharedDataPath(QStringLiteral("perft/standard.epd")),
                        QStringLiteral("std-"));
}
inline std::vector<PerftCase> trickySuite()
{
    return loadPerftFile(sharedDataPath(QStringLiteral("perft/tricky.perft")), QString());
}
// The file has 960 positions; the tests take the first ones to keep the run short.
inline std::vector<PerftCase> chess960Suite(int maxPositions = 100)
{
    return loadPerftFile(sharedDataPath(QStringLiteral("perft/chess960.perft")),
                         QStringLiteral("960-"), maxPositions);
}

// A suite position as a Position. Perft suites hold a few positions that no game can reach
// (two sliders checking along one line, as in tricky.perft's "align-*" cases); Strict
// validation rightly rejects those, so a position whose only defect is an impossible check
// is read leniently. Any other defect is an error: the suites are otherwise legal.
// Adds a "fen" column and a row for every position of the three perft suites (the first 100
// Chess960 ones). Returns the message to skip with when the shared data is missing.
inline QString addSuiteFenRows()
{
    QTest::addColumn<QString>("fen");
    for (const char* f : {"perft/standard.epd", "perft/tricky.perft", "perft/chess960.perft"})
        if (!sharedDataPresent(QString::fromLatin1(f)))
            return missingSharedDataMessage(QString::fromLatin1(f));
    for (const auto& suite : {standardSuite(), trickySuite(), chess960Suite(100)})
        for (const auto& c : suite) QTest::newRow(qPrintable(c.id)) << c.fen;
    return {};
}

inline kibitz::Expected<kibitz::chess::Position, std::string> suitePosition(const QString& fen)
{
    using namespace kibitz::chess;
    const auto setup = parseFen(fen.toStdString());
    if (!setup) return kibitz::unexpected(setup.error().toString());
    auto strict = Position::fromSetup(*setup, Validation::Strict);
    if (strict) return std::move(strict).value();
    const auto& defects = strict.error().defects;
    const bool onlyImpossibleCheck =
        std::all_of(defects.begin(), defects.end(),
                    [](const DefectReport& d) { return d.defect == Defect::ImpossibleCheck; });
    if (!onlyImpossibleCheck) return kibitz::unexpected(strict.error().message());
    auto lenient = Position::fromSetup(*setup, Validation::Lenient);
    if (!lenient) return kibitz::unexpected(lenient.error().message());
    return std::move(lenient).value();
}

} // namespace kibitz::test
