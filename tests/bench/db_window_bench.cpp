// SPDX-License-Identifier: GPL-3.0-or-later
// The game list of an indexed file as the window's model (model::DatabaseModel) shows it: the
// milliseconds from open() until its first rows, a page sorted by date (newest first), a page
// in the middle of that list, a player's games and a quick search show, and until the
// database has loaded (the searches and the opening tree need it; the list does not), with
// the process's peak memory. A filter read from the index shows its first page, then its
// count: both times are printed. Index the file first (kibitz-cli db index FILE --cache DIR).
// Prints figures; asserts nothing.
//   db_window_bench FILE CACHE_DIR

#include "model/databasemodel.h"

#include <QCoreApplication>
#include <QElapsedTimer>
#include <QFile>
#include <QTimer>

#include <cstdio>
#include <functional>

using namespace kibitz;

namespace {

// Runs the event loop until done() holds (polled every millisecond), at most 120 s.
bool until(const std::function<bool()>& done)
{
    QElapsedTimer t;
    t.start();
    while (!done() && t.elapsed() < 120000) {
        QCoreApplication::processEvents(QEventLoop::AllEvents, 1);
        if (!done()) QCoreApplication::processEvents(QEventLoop::WaitForMoreEvents, 1);
    }
    return done();
}

long peakMb()
{
    QFile status(QStringLiteral("/proc/self/status"));
    if (!status.open(QIODevice::ReadOnly)) return -1;
    for (const QByteArray& line : status.readAll().split('\n'))
        if (line.startsWith("VmHWM:")) return line.mid(6).trimmed().split(' ')[0].toLong() / 1000;
    return -1;
}

} // namespace

int main(int argc, char** argv)
{
    QCoreApplication app(argc, argv);
    if (argc != 3) {
        std::fprintf(stderr, "usage: db_window_bench FILE CACHE_DIR\n");
        return 2;
    }
    model::DatabaseModel model;
    const int white = int(db::Column::White);
    auto shown = [&](int row) { return !model.data(model.index(row, white)).toString().isEmpty(); };
    QElapsedTimer t;
    t.start();
    model.open(QString::fromLocal8Bit(argv[1]), QString::fromLocal8Bit(argv[2]));
    if (!until([&] { return model.rowCount() > 0 && shown(0); })) return 1;
    std::printf("first rows: %lld ms (%d rows, %s)\n", t.elapsed(), model.rowCount(),
                model.isWindowed() ? "read from the index" : "in memory");
    const bool windowed = model.isWindowed();

    auto timed = [&](const char* what, const std::function<void()>& ask,
                     const std::function<bool()>& done) {
        QElapsedTimer w;
        w.start();
        ask();
        if (!until(done)) {
            std::printf("%s: no answer in 120 s\n", what);
            return;
        }
        std::printf("%s: %lld ms (%d rows)%s", what, w.elapsed(), model.rowCount(),
                    model.isLoading() ? ", while loading" : "");
        // A filter read from the index shows its first page before its count.
        if (model.isCounting() && until([&] { return !model.isCounting(); }))
            std::printf("; counted after %lld ms (%d rows)", w.elapsed(), model.rowCount());
        std::printf("\n");
    };
    QString firstBefore = model.data(model.index(0, int(db::Column::Date))).toString();
    timed(
        "sorted by date, newest first",
        [&] { model.sort(int(db::Column::Date), Qt::DescendingOrder); },
        [&] {
            return shown(0)
                   && model.data(model.index(0, int(db::Column::Date))).toString() != firstBefore;
        });
    const int middle = model.rowCount() / 2;
    timed(
        "a page in the middle", [&] { (void)shown(middle); }, [&] { return shown(middle); });
    const int rows = model.rowCount();
    timed(
        "player Carlsen",
        [&] {
            db::HeaderFilter f;
            f.player = "Carlsen";
            model.setHeaderFilter(f);
        },
        [&] { return model.rowCount() != rows && (model.rowCount() == 0 || shown(0)); });
    const int carlsen = model.rowCount();
    timed(
        "quick search 'Olympiad'",
        [&] {
            db::HeaderFilter f;
            f.text = "Olympiad";
            model.setHeaderFilter(f);
        },
        [&] { return model.rowCount() != carlsen && (model.rowCount() == 0 || shown(0)); });
    timed(
        "the whole list again", [&] { model.setHeaderFilter({}); },
        [&] { return model.rowCount() == rows && shown(0); });
    until([&] { return model.isOpen() && !model.isLoading(); });
    std::printf("database loaded (searches, opening tree): %lld ms after open; list %s\n",
                t.elapsed(), model.isWindowed() == windowed ? "unchanged" : "changed");
    std::printf("peak memory: %ld MB\n", peakMb());
    return 0;
}
