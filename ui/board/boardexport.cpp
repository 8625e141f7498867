// SPDX-License-Identifier: GPL-3.0-or-later
#include "board/boardexport.h"

#include "io/atomic_file_qt.h"

#include "board/boardview.h"
#include "diagram/diagram.h"
#include "diagram/pieceset.h"

#include <QApplication>
#include <QBuffer>
#include <QClipboard>
#include <QFileDialog>
#include <QFileInfo>
#include <QMessageBox>
#include <QMimeData>
#include <QSettings>

namespace kibitz::ui {

namespace {
// Large enough for print and slides; the SVG scales anyway.
constexpr int kExportSize = 800;
const auto kFolderKey = QStringLiteral("export/boardFolder");

const PieceSet& setOf(const BoardView& board)
{
    return board.pieceSet() ? *board.pieceSet() : *PieceSet::builtIn();
}
} // namespace

QMimeData* boardImageMimeData(const BoardView& board, int size)
{
    const Diagram diagram = board.diagram();
    auto* data = new QMimeData;
    const QImage image = diagramImage(diagram, setOf(board), size);
    data->setImageData(image);
    QByteArray png;
    QBuffer buffer(&png);
    buffer.open(QIODevice::WriteOnly);
    image.save(&buffer, "PNG");
    data->setData(QStringLiteral("image/png"), png);
    if (auto svg = diagramSvg(diagram, setOf(board), size))
        data->setData(QStringLiteral("image/svg+xml"), *svg);
    return data;
}

void copyBoardImage(const BoardView& board)
{
    QApplication::clipboard()->setMimeData(boardImageMimeData(board, kExportSize));
}

QString writeBoardImage(const BoardView& board, const QString& path, int size)
{
    const Diagram diagram = board.diagram();
    QByteArray bytes;
    const bool svg = path.endsWith(QLatin1String(".svg"), Qt::CaseInsensitive);
    if (svg) {
        auto doc = diagramSvg(diagram, setOf(board), size);
        if (!doc) return doc.error();
        bytes = *doc;
    }
    if (!svg) {
        QBuffer buffer(&bytes);
        buffer.open(QIODevice::WriteOnly);
        if (!diagramImage(diagram, setOf(board), size).save(&buffer, "PNG"))
            return QApplication::translate("kibitz::ui::BoardExport", "Cannot draw the board.");
    }
    if (const auto error = io::saveFileAtomically(path, bytes)) return *error;
    return {};
}

void exportBoard(QWidget* parent, const BoardView& board)
{
    QSettings settings;
    const QString svgFilter =
        QApplication::translate("kibitz::ui::BoardExport", "SVG image (*.svg)");
    const QString pngFilter =
        QApplication::translate("kibitz::ui::BoardExport", "PNG image (*.png)");
    QString chosen = svgFilter;
    QString path = QFileDialog::getSaveFileName(
        parent, QApplication::translate("kibitz::ui::BoardExport", "Export Board"),
        settings.value(kFolderKey).toString(), svgFilter + QStringLiteral(";;") + pngFilter,
        &chosen);
    if (path.isEmpty()) return;
    if (!path.endsWith(QLatin1String(".svg"), Qt::CaseInsensitive)
        && !path.endsWith(QLatin1String(".png"), Qt::CaseInsensitive))
        path += chosen == pngFilter ? QStringLiteral(".png") : QStringLiteral(".svg");
    settings.setValue(kFolderKey, QFileInfo(path).absolutePath());
    if (const QString error = writeBoardImage(board, path, kExportSize); !error.isEmpty())
        QMessageBox::warning(
            parent, QApplication::translate("kibitz::ui::BoardExport", "Export Board"), error);
}

} // namespace kibitz::ui
