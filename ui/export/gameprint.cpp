// SPDX-License-Identifier: GPL-3.0-or-later
#include "export/gameprint.h"

#include "io/atomic_file_qt.h"

#include "diagram/gamehtml.h"

#include <QApplication>
#include <QBuffer>
#include <QCoreApplication>
#include <QFileDialog>
#include <QMessageBox>
#include <QPdfWriter>
#include <QPrintPreviewDialog>
#include <QPrinter>

namespace kibitz::ui {

namespace {
// The translation context of the printing and export texts (free functions have none).
class GamePrint {
    Q_DECLARE_TR_FUNCTIONS(kibitz::ui::GamePrint)
};
} // namespace

void printGameWithPreview(QWidget* parent, const pgn::Game& game)
{
    QPrinter printer(QPrinter::HighResolution);
    QPrintPreviewDialog preview(&printer, parent);
    preview.setWindowTitle(GamePrint::tr("Print Game"));
    QObject::connect(&preview, &QPrintPreviewDialog::paintRequested, &preview,
                     [&game](QPrinter* p) { printGames({&game}, {}, *p); });
    preview.exec();
}

void exportGame(QWidget* parent, const pgn::Game& game)
{
    const QString htmlFilter = GamePrint::tr("HTML page (*.html)");
    const QString pdfFilter = GamePrint::tr("PDF document (*.pdf)");
    QString chosen = htmlFilter;
    QString path =
        QFileDialog::getSaveFileName(parent, GamePrint::tr("Export Game"), QString(),
                                     htmlFilter + QStringLiteral(";;") + pdfFilter, &chosen);
    if (path.isEmpty()) return;
    const bool pdf =
        path.endsWith(QLatin1String(".pdf"), Qt::CaseInsensitive)
        || (!path.endsWith(QLatin1String(".html"), Qt::CaseInsensitive) && chosen == pdfFilter);
    if (!path.endsWith(QLatin1String(".pdf"), Qt::CaseInsensitive)
        && !path.endsWith(QLatin1String(".html"), Qt::CaseInsensitive))
        path += pdf ? QStringLiteral(".pdf") : QStringLiteral(".html");
    QByteArray bytes;
    if (pdf) {
        QBuffer buffer(&bytes); // then saved whole: no half-written file on a failure
        buffer.open(QIODevice::WriteOnly);
        QPdfWriter writer(&buffer);
        writer.setResolution(300);
        printGames({&game}, {}, writer);
    } else {
        bytes = gamesHtml({&game}, {}).html.toUtf8();
    }
    if (const auto error = io::saveFileAtomically(path, bytes))
        QMessageBox::warning(parent, GamePrint::tr("Export Game"), *error);
}

} // namespace kibitz::ui
