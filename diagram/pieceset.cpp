// SPDX-License-Identifier: GPL-3.0-or-later
#include "diagram/pieceset.h"

#include "kibitz_resources.h"

#include <QCoreApplication>
#include <QDir>
#include <QFileInfo>
#include <QHash>
#include <QImage>
#include <QPainter>
#include <QSvgRenderer>

#include <algorithm>
#include <atomic>
#include <functional>
#include <string_view>
#include <vector>

namespace kibitz::ui {

namespace {

// Index order of the twelve pieces; the built-in resources follow it.
constexpr std::string_view kLetters = "PNBRQKpnbrqk";

QString pieceName(int index)
{
    static const char* const names[12] = {
        QT_TRANSLATE_NOOP("kibitz::ui::PieceSet", "white pawn"),
        QT_TRANSLATE_NOOP("kibitz::ui::PieceSet", "white knight"),
        QT_TRANSLATE_NOOP("kibitz::ui::PieceSet", "white bishop"),
        QT_TRANSLATE_NOOP("kibitz::ui::PieceSet", "white rook"),
        QT_TRANSLATE_NOOP("kibitz::ui::PieceSet", "white queen"),
        QT_TRANSLATE_NOOP("kibitz::ui::PieceSet", "white king"),
        QT_TRANSLATE_NOOP("kibitz::ui::PieceSet", "black pawn"),
        QT_TRANSLATE_NOOP("kibitz::ui::PieceSet", "black knight"),
        QT_TRANSLATE_NOOP("kibitz::ui::PieceSet", "black bishop"),
        QT_TRANSLATE_NOOP("kibitz::ui::PieceSet", "black rook"),
        QT_TRANSLATE_NOOP("kibitz::ui::PieceSet", "black queen"),
        QT_TRANSLATE_NOOP("kibitz::ui::PieceSet", "black king"),
    };
    return QCoreApplication::translate("kibitz::ui::PieceSet", names[index]);
}

// A file name reduced to what the schemes compare: lower case, no extension, no separators.
QString normalised(const QString& fileName)
{
    QString base = QFileInfo(fileName).completeBaseName().toLower();
    base.remove(QLatin1Char('-'));
    base.remove(QLatin1Char('_'));
    base.remove(QLatin1Char(' '));
    base.remove(QLatin1Char('.'));
    return base;
}

struct Scheme {
    const char* example; // shown in errors, as the user would write it
    std::function<QString(bool white, char letter, const QString& name)> key;
};

const std::vector<Scheme>& schemes()
{
    auto colourLetter = [](bool white) { return QString(white ? u'w' : u'b'); };
    auto colourName = [](bool white) {
        return white ? QStringLiteral("white") : QStringLiteral("black");
    };
    static const std::vector<Scheme> list = {
        {"wK.svg",
         [=](bool w, char l, const QString&) { return colourLetter(w) + QChar::fromLatin1(l); }},
        {"Kw.svg",
         [=](bool w, char l, const QString&) { return QChar::fromLatin1(l) + colourLetter(w); }},
        {"WhiteKing.svg", [=](bool w, char, const QString& name) { return colourName(w) + name; }},
        {"king-white.svg", [=](bool w, char, const QString& name) { return name + colourName(w); }},
        {"w_king.svg", [=](bool w, char, const QString& name) { return colourLetter(w) + name; }},
        {"Chess_klt45.svg",
         [](bool w, char l, const QString&) {
             return QStringLiteral("chess") + QChar::fromLatin1(l) + (w ? u'l' : u'd')
                    + QStringLiteral("t45");
         }},
    };
    return list;
}

// The English piece names the schemes use in file names (not translated: they are file names).
QString fileWord(char lowerLetter)
{
    switch (lowerLetter) {
    case 'p':
        return QStringLiteral("pawn");
    case 'n':
        return QStringLiteral("knight");
    case 'b':
        return QStringLiteral("bishop");
    case 'r':
        return QStringLiteral("rook");
    case 'q':
        return QStringLiteral("queen");
    default:
        return QStringLiteral("king");
    }
}

std::uint64_t nextId()
{
    static std::atomic<std::uint64_t> counter{0};
    return ++counter;
}

} // namespace

PieceSet::PieceSet()
    : m_id(nextId())
{}

PieceSet::~PieceSet() = default;

int PieceSet::index(char piece)
{
    const auto at = kLetters.find(piece);
    return piece == 0 || at == std::string_view::npos ? -1 : int(at);
}

std::shared_ptr<const PieceSet> PieceSet::builtIn()
{
    static const std::shared_ptr<const PieceSet> set = [] {
        kibitz::initResources();
        std::shared_ptr<PieceSet> s(new PieceSet);
        s->m_name = QStringLiteral("Kibitz");
        for (int i = 0; i < 12; ++i) {
            const char letter = kLetters[std::size_t(i)];
            s->m_files[std::size_t(i)] = QStringLiteral(":/pieces/kibitz/%1%2.svg")
                                             .arg(i < 6 ? QLatin1Char('w') : QLatin1Char('b'))
                                             .arg(QChar::fromLatin1(letter).toUpper());
            s->m_renderers[std::size_t(i)] =
                std::make_unique<QSvgRenderer>(s->m_files[std::size_t(i)]);
            s->m_renderers[std::size_t(i)]->setAspectRatioMode(Qt::KeepAspectRatio);
            Q_ASSERT_X(s->m_renderers[std::size_t(i)]->isValid(), "PieceSet",
                       "missing built-in piece SVG");
        }
        return s;
    }();
    return set;
}

Expected<std::shared_ptr<const PieceSet>, QString> PieceSet::fromFolder(const QString& folder)
{
    const QDir dir(folder);
    if (folder.isEmpty() || !dir.exists())
        return unexpected(QCoreApplication::translate("kibitz::ui::PieceSet",
                                                      "The piece folder %1 does not exist.")
                              .arg(folder));
    const QFileInfoList files =
        dir.entryInfoList({QStringLiteral("*.svg"), QStringLiteral("*.SVG")}, QDir::Files);
    if (files.isEmpty())
        return unexpected(QCoreApplication::translate("kibitz::ui::PieceSet",
                                                      "The piece folder %1 holds no SVG files.")
                              .arg(folder));
    QHash<QString, QString> byKey; // normalised name -> path
    for (const QFileInfo& file : files) byKey.insert(normalised(file.fileName()), file.filePath());

    // The first scheme that names all twelve pieces; else the one that comes closest, for
    // the error.
    const Scheme* best = nullptr;
    std::array<QString, 12> bestFiles;
    int bestFound = -1;
    for (const Scheme& scheme : schemes()) {
        std::array<QString, 12> found;
        int count = 0;
        for (int i = 0; i < 12; ++i) {
            const char letter = char(kLetters[std::size_t(i)] | 0x20);
            const QString key = scheme.key(i < 6, letter, fileWord(letter));
            found[std::size_t(i)] = byKey.value(key);
            if (!found[std::size_t(i)].isEmpty()) ++count;
        }
        if (count > bestFound) {
            best = &scheme;
            bestFound = count;
            bestFiles = found;
        }
        if (count == 12) break;
    }
    if (bestFound == 0) {
        return unexpected(QCoreApplication::translate(
                              "kibitz::ui::PieceSet",
                              "The piece folder %1 has no chess piece SVGs: expected files named "
                              "like wK.svg, WhiteKing.svg or king-white.svg.")
                              .arg(folder));
    }
    if (bestFound < 12) {
        QStringList missing;
        for (int i = 0; i < 12; ++i)
            if (bestFiles[std::size_t(i)].isEmpty()) missing << pieceName(i);
        return unexpected(
            QCoreApplication::translate(
                "kibitz::ui::PieceSet",
                "The piece folder %1 lacks the %2 (its files are named like %3).")
                .arg(folder, missing.join(QStringLiteral(", ")), QLatin1String(best->example)));
    }

    std::shared_ptr<PieceSet> set(new PieceSet);
    set->m_name = dir.dirName();
    set->m_folder = dir.absolutePath();
    for (int i = 0; i < 12; ++i) {
        const QString& path = bestFiles[std::size_t(i)];
        auto renderer = std::make_unique<QSvgRenderer>(path);
        if (!renderer->isValid())
            return unexpected(
                QCoreApplication::translate("kibitz::ui::PieceSet",
                                            "The piece file %1 (%2) is not a readable SVG.")
                    .arg(path, pieceName(i)));
        renderer->setAspectRatioMode(Qt::KeepAspectRatio);
        set->m_files[std::size_t(i)] = path;
        set->m_renderers[std::size_t(i)] = std::move(renderer);
    }
    set->fitToSquare();
    return std::shared_ptr<const PieceSet>(std::move(set));
}

void PieceSet::fitToSquare()
{
    // Draw each piece small and find how near its opaque pixels come to the square's edges.
    constexpr int kSize = 128;
    constexpr qreal kWantedMargin = 0.06 * kSize; // as Kibitz's own set has
    int margin = kSize / 2;
    QImage image(kSize, kSize, QImage::Format_ARGB32_Premultiplied);
    for (const auto& renderer : m_renderers) {
        image.fill(Qt::transparent);
        {
            QPainter painter(&image);
            renderer->render(&painter, QRectF(0, 0, kSize, kSize));
        }
        for (int y = 0; y < kSize; ++y) {
            const auto* line = reinterpret_cast<const QRgb*>(image.constScanLine(y));
            for (int x = 0; x < kSize; ++x)
                if (qAlpha(line[x]) > 32)
                    margin = std::min({margin, x, y, kSize - 1 - x, kSize - 1 - y});
        }
    }
    const qreal halfExtent = kSize / 2.0 - margin;
    if (margin < kWantedMargin && halfExtent > 0)
        m_scale = (kSize / 2.0 - kWantedMargin) / halfExtent;
}

QStringList PieceSet::systemFolders()
{
    // XBoard's default theme holds the orthodox pieces among its fairy ones (Debian's xboard
    // package); the share folders of the running system first.
    QStringList found;
    const QStringList candidates = {QStringLiteral("/usr/share/games/xboard/themes/default"),
                                    QStringLiteral("/usr/local/share/games/xboard/themes/default")};
    for (const QString& folder : candidates)
        if (QFileInfo(folder + QStringLiteral("/WhiteKing.svg")).isFile()) found << folder;
    return found;
}

QString PieceSet::filePath(char piece) const
{
    const int i = index(piece);
    return i < 0 ? QString() : m_files[std::size_t(i)];
}

void PieceSet::render(QPainter& painter, char piece, const QRectF& rect) const
{
    const int i = index(piece);
    if (i < 0) return;
    if (m_scale == 1.0) {
        m_renderers[std::size_t(i)]->render(&painter, rect);
        return;
    }
    const QSizeF size = rect.size() * m_scale;
    const QRectF inner(rect.center() - QPointF(size.width() / 2, size.height() / 2), size);
    m_renderers[std::size_t(i)]->render(&painter, inner);
}

} // namespace kibitz::ui
