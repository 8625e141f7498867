// SPDX-License-Identifier: GPL-3.0-or-later
#include "export/gameprint.h"

#include "io/atomic_file_qt.h"

#include "export/gamehtml.h"

#include <QApplication>
#include <QBuffer>
#include <QFileDialog>
#include <QMessageBox>
#include <QPdfWriter>
#include <QPrintPreviewDialog>
#include <QPrinter>

namespace kibitz::ui {

namespace {
QString tr(const char* text)
{
    return QApplication::translate("kibitz::ui::GamePrint", text);
}
} // namespace

void printGameWithPreview(QWidget* parent, const pgn::Game& game)
{
    QPrinter printer(QPrinter::HighResolution);
    QPrintPreviewDialog preview(&printer, parent);
    preview.setWindowTitle(tr("Print Game"));
    QObject::connect(&preview, &QPrintPreviewDialog::paintRequested, &preview,
                     [&game](QPrinter* p) { printGames({&game}, {}, *p); });
    preview.exec();
}

void exportGame(QWidget* parent, const pgn::Game& game)
{
    const QString htmlFilter = tr("HTML page (*.html)");
    const QString pdfFilter = tr("PDF document (*.pdf)");
    QString chosen = htmlFilter;
    QString path =
        QFileDialog::getSaveFileName(parent, tr("Export Game"), QString(),
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
        QMessageBox::warning(parent, tr("Export Game"), *error);
}

} // namespace kibitz::ui
