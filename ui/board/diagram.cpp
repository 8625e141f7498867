// SPDX-License-Identifier: GPL-3.0-or-later
#include "board/diagram.h"

#include "chess/position.h"

#include <QCoreApplication>
#include <QFile>
#include <QFont>
#include <QLineF>
#include <QPainter>
#include <QPolygonF>
#include <QTransform>
#include <QXmlStreamReader>

#include <algorithm>
#include <map>

namespace kibitz::ui {

namespace {

// The board view's highlight colours, translucent so both square colours show through.
const QColor kLastMove(205, 210, 106, 150);
const QColor kCheck(220, 30, 30, 170);
constexpr int kMarkAlpha = 200;
constexpr int kArrowAlpha = 170;

const char* const kLetters = "PNBRQKpnbrqk";

QString symbolId(char piece)
{
    // "wK", "bN": the ids of the inlined drawings, valid XML names.
    const bool white = piece >= 'A' && piece <= 'Z';
    return QStringLiteral("piece-%1%2")
        .arg(white ? QLatin1Char('w') : QLatin1Char('b'))
        .arg(QChar::fromLatin1(piece).toUpper());
}

struct Geometry {
    qreal square;
    bool flipped;
    QRectF rect(int sq) const
    {
        const int file = sq % 8;
        const int rank = sq / 8;
        const int col = flipped ? 7 - file : file;
        const int row = flipped ? rank : 7 - rank;
        return {col * square, row * square, square, square};
    }
};

// The arrow the board view draws: shaft and head along the line between the square centres,
// starting a quarter square out so the origin's piece stays readable.
QPolygonF arrowPolygon(const Geometry& g, int from, int to)
{
    const QPointF a = g.rect(from).center();
    const QPointF b = g.rect(to).center();
    const QLineF line(a, b);
    const qreal length = line.length();
    const qreal size = g.square;
    const qreal shaft = size * 0.16;
    const qreal headLength = size * 0.45;
    const qreal headWidth = size * 0.42;
    const qreal start = size * 0.25;
    QPolygonF poly;
    poly << QPointF(start, -shaft / 2) << QPointF(length - headLength, -shaft / 2)
         << QPointF(length - headLength, -headWidth / 2) << QPointF(length, 0)
         << QPointF(length - headLength, headWidth / 2) << QPointF(length - headLength, shaft / 2)
         << QPointF(start, shaft / 2);
    QTransform transform;
    transform.translate(a.x(), a.y());
    transform.rotate(-line.angle());
    return transform.map(poly);
}

bool validSquare(int sq)
{
    return sq >= 0 && sq < 64;
}

QString num(qreal v)
{
    return QString::number(v, 'f', 2);
}

QString colourAttr(const QString& attr, const QColor& c)
{
    QString s = QStringLiteral(" %1=\"%2\"").arg(attr, c.name(QColor::HexRgb));
    if (c.alpha() != 255) s += QStringLiteral(" %1-opacity=\"%2\"").arg(attr, num(c.alphaF()));
    return s;
}

QString escaped(const QString& text)
{
    return text.toHtmlEscaped();
}

// One piece file as an SVG <symbol>: its root's viewBox (or width and height) and namespace
// declarations, and everything inside the root, so the document needs no external file.
Expected<QString, QString> pieceSymbol(const QString& path, char piece)
{
    QFile file(path);
    if (!file.open(QIODevice::ReadOnly))
        return unexpected(
            QCoreApplication::translate("kibitz::ui::Diagram", "Cannot read the piece file %1.")
                .arg(path));
    const QString text = QString::fromUtf8(file.readAll());
    QXmlStreamReader reader(text);
    while (!reader.atEnd() && !reader.isStartElement()) reader.readNext();
    if (!reader.isStartElement() || reader.name() != QLatin1String("svg"))
        return unexpected(QCoreApplication::translate("kibitz::ui::Diagram",
                                                      "The piece file %1 is not an SVG document.")
                              .arg(path));
    const qint64 innerStart = reader.characterOffset();
    const qsizetype innerEnd = text.lastIndexOf(QLatin1String("</svg>"));
    if (innerEnd < innerStart)
        return unexpected(QCoreApplication::translate("kibitz::ui::Diagram",
                                                      "The piece file %1 has no closing </svg>.")
                              .arg(path));
    const QXmlStreamAttributes attrs = reader.attributes();
    QString viewBox = attrs.value(QLatin1String("viewBox")).toString();
    if (viewBox.isEmpty()) {
        auto length = [](QString v) {
            v.remove(QLatin1String("px"));
            return v.toDouble();
        };
        viewBox = QStringLiteral("0 0 %1 %2")
                      .arg(num(length(attrs.value(QLatin1String("width")).toString())),
                           num(length(attrs.value(QLatin1String("height")).toString())));
    }
    QString declarations;
    for (const QXmlStreamNamespaceDeclaration& ns : reader.namespaceDeclarations()) {
        if (ns.prefix().isEmpty()) continue; // the SVG namespace is the document's own
        if (ns.prefix() == QLatin1String("xlink")) continue; // declared on the root
        declarations += QStringLiteral(" xmlns:%1=\"%2\"")
                            .arg(ns.prefix().toString(), escaped(ns.namespaceUri().toString()));
    }
    return QStringLiteral(
               "<symbol id=\"%1\" viewBox=\"%2\" preserveAspectRatio=\"xMidYMid meet\"%3>")
               .arg(symbolId(piece), escaped(viewBox), declarations)
           + text.mid(innerStart, innerEnd - innerStart) + QStringLiteral("</symbol>\n");
}

QRectF pieceRect(const QRectF& square, const PieceSet& set)
{
    const QSizeF size = square.size() * set.scale();
    return {square.center() - QPointF(size.width() / 2, size.height() / 2), size};
}

} // namespace

Diagram Diagram::fromPosition(const chess::Position& position)
{
    Diagram d;
    for (int sq = 0; sq < 64; ++sq) {
        const char c = chess::pieceChar(position.pieceOn(chess::Square(sq)));
        d.pieces[std::size_t(sq)] = c == '.' ? 0 : c;
    }
    if (position.isCheck()) d.checkSquare = int(position.kingSquare(position.sideToMove()));
    return d;
}

std::optional<QColor> diagramColour(const QString& name)
{
    static const std::map<QString, QColor> named = {
        {QStringLiteral("red"), QColor(190, 40, 40)},
        {QStringLiteral("green"), QColor(20, 140, 40)},
        {QStringLiteral("blue"), QColor(30, 80, 200)},
        {QStringLiteral("yellow"), QColor(230, 160, 0)},
    };
    const auto it = named.find(name.toLower());
    if (it != named.end()) return it->second;
    if (name.startsWith(QLatin1Char('#'))) {
        const QColor c = QColor::fromString(name);
        if (c.isValid()) return c;
    }
    return std::nullopt;
}

QColor defaultDiagramColour()
{
    return QColor(20, 140, 40);
}

Expected<QByteArray, QString> diagramSvg(const Diagram& d, const PieceSet& set, int size)
{
    const Geometry g{size / 8.0, d.flipped};
    QString out;
    out += QStringLiteral("<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n");
    out += QStringLiteral("<svg xmlns=\"http://www.w3.org/2000/svg\" "
                          "xmlns:xlink=\"http://www.w3.org/1999/xlink\" version=\"1.1\" "
                          "width=\"%1\" height=\"%1\" viewBox=\"0 0 %1 %1\">\n")
               .arg(size);
    // Only the pieces on the board are inlined.
    out += QStringLiteral("<defs>\n");
    for (const char* p = kLetters; *p; ++p) {
        if (std::find(d.pieces.begin(), d.pieces.end(), *p) == d.pieces.end()) continue;
        auto symbol = pieceSymbol(set.filePath(*p), *p);
        if (!symbol) return unexpected(symbol.error());
        out += *symbol;
    }
    out += QStringLiteral("</defs>\n");
    for (int sq = 0; sq < 64; ++sq) {
        const QRectF r = g.rect(sq);
        const bool darkSquare = (sq % 8 + sq / 8) % 2 == 0;
        out += QStringLiteral("<rect x=\"%1\" y=\"%2\" width=\"%3\" height=\"%3\"%4/>\n")
                   .arg(num(r.x()), num(r.y()), num(g.square),
                        colourAttr(QStringLiteral("fill"), darkSquare ? d.dark : d.light));
    }
    for (int sq : {d.lastFrom, d.lastTo})
        if (validSquare(sq)) {
            const QRectF r = g.rect(sq);
            out += QStringLiteral("<rect x=\"%1\" y=\"%2\" width=\"%3\" height=\"%3\"%4/>\n")
                       .arg(num(r.x()), num(r.y()), num(g.square),
                            colourAttr(QStringLiteral("fill"), kLastMove));
        }
    if (validSquare(d.checkSquare)) {
        const QRectF r = g.rect(d.checkSquare);
        out += QStringLiteral("<circle cx=\"%1\" cy=\"%2\" r=\"%3\"%4/>\n")
                   .arg(num(r.center().x()), num(r.center().y()), num(g.square * 0.5),
                        colourAttr(QStringLiteral("fill"), kCheck));
    }
    if (d.coordinates && g.square >= 20) {
        const qreal font = g.square * 0.2;
        const qreal pad = g.square * 0.05;
        for (int i = 0; i < 8; ++i) {
            // Files along the bottom row, ranks down the left column, as the board view has.
            const int fileSq = d.flipped ? (7 - i) + 56 : i;
            const QRectF fr = g.rect(fileSq);
            const bool fileDark = (fileSq % 8 + fileSq / 8) % 2 == 0;
            out += QStringLiteral("<text x=\"%1\" y=\"%2\" font-family=\"sans-serif\" "
                                  "font-size=\"%3\" text-anchor=\"end\"%4>%5</text>\n")
                       .arg(num(fr.right() - pad), num(fr.bottom() - pad), num(font),
                            colourAttr(QStringLiteral("fill"), fileDark ? d.light : d.dark),
                            QString(QChar(u'a' + fileSq % 8)));
            const int rankSq = d.flipped ? 7 + 8 * (7 - i) : 8 * (7 - i);
            const QRectF rr = g.rect(rankSq);
            const bool rankDark = (rankSq % 8 + rankSq / 8) % 2 == 0;
            out += QStringLiteral("<text x=\"%1\" y=\"%2\" font-family=\"sans-serif\" "
                                  "font-size=\"%3\"%4>%5</text>\n")
                       .arg(num(rr.left() + pad), num(rr.top() + pad + font), num(font),
                            colourAttr(QStringLiteral("fill"), rankDark ? d.light : d.dark),
                            QString::number(rankSq / 8 + 1));
        }
    }
    for (const Diagram::Mark& mark : d.marks) {
        if (!validSquare(mark.square)) continue;
        const qreal width = g.square * 0.07;
        const QRectF r = g.rect(mark.square).adjusted(width, width, -width, -width);
        QColor c = mark.colour;
        c.setAlpha(kMarkAlpha);
        out += QStringLiteral("<circle cx=\"%1\" cy=\"%2\" r=\"%3\" fill=\"none\" "
                              "stroke-width=\"%4\"%5/>\n")
                   .arg(num(r.center().x()), num(r.center().y()), num(r.width() / 2), num(width),
                        colourAttr(QStringLiteral("stroke"), c));
    }
    for (int sq = 0; sq < 64; ++sq) {
        const char p = d.pieces[std::size_t(sq)];
        if (!p) continue;
        const QRectF r = pieceRect(g.rect(sq), set);
        out += QStringLiteral("<use xlink:href=\"#%1\" x=\"%2\" y=\"%3\" width=\"%4\" "
                              "height=\"%5\"/>\n")
                   .arg(symbolId(p), num(r.x()), num(r.y()), num(r.width()), num(r.height()));
    }
    for (const Diagram::Arrow& arrow : d.arrows) {
        if (!validSquare(arrow.from) || !validSquare(arrow.to) || arrow.from == arrow.to) continue;
        QColor c = arrow.colour;
        c.setAlpha(kArrowAlpha);
        QString points;
        for (const QPointF& p : arrowPolygon(g, arrow.from, arrow.to))
            points += num(p.x()) + QLatin1Char(',') + num(p.y()) + QLatin1Char(' ');
        out += QStringLiteral("<polygon points=\"%1\"%2/>\n")
                   .arg(points.trimmed(), colourAttr(QStringLiteral("fill"), c));
    }
    out += QStringLiteral("</svg>\n");
    return out.toUtf8();
}

QImage diagramImage(const Diagram& d, const PieceSet& set, int size)
{
    const Geometry g{size / 8.0, d.flipped};
    QImage image(size, size, QImage::Format_ARGB32_Premultiplied);
    image.fill(Qt::transparent);
    QPainter painter(&image);
    painter.setRenderHint(QPainter::Antialiasing);
    painter.setRenderHint(QPainter::TextAntialiasing);
    for (int sq = 0; sq < 64; ++sq) {
        const bool darkSquare = (sq % 8 + sq / 8) % 2 == 0;
        painter.fillRect(g.rect(sq), darkSquare ? d.dark : d.light);
    }
    for (int sq : {d.lastFrom, d.lastTo})
        if (validSquare(sq)) painter.fillRect(g.rect(sq), kLastMove);
    if (validSquare(d.checkSquare)) {
        const QRectF r = g.rect(d.checkSquare);
        painter.setPen(Qt::NoPen);
        painter.setBrush(kCheck);
        painter.drawEllipse(r.center(), g.square * 0.5, g.square * 0.5);
    }
    if (d.coordinates && g.square >= 20) {
        QFont font;
        font.setPixelSize(std::max(1, int(g.square * 0.2)));
        painter.setFont(font);
        const qreal pad = g.square * 0.05;
        for (int i = 0; i < 8; ++i) {
            const int fileSq = d.flipped ? (7 - i) + 56 : i;
            const bool fileDark = (fileSq % 8 + fileSq / 8) % 2 == 0;
            painter.setPen(fileDark ? d.light : d.dark);
            painter.drawText(g.rect(fileSq).adjusted(pad, pad, -pad, -pad),
                             Qt::AlignRight | Qt::AlignBottom, QString(QChar(u'a' + fileSq % 8)));
            const int rankSq = d.flipped ? 7 + 8 * (7 - i) : 8 * (7 - i);
            const bool rankDark = (rankSq % 8 + rankSq / 8) % 2 == 0;
            painter.setPen(rankDark ? d.light : d.dark);
            painter.drawText(g.rect(rankSq).adjusted(pad, pad, -pad, -pad),
                             Qt::AlignLeft | Qt::AlignTop, QString::number(rankSq / 8 + 1));
        }
    }
    for (const Diagram::Mark& mark : d.marks) {
        if (!validSquare(mark.square)) continue;
        const qreal width = g.square * 0.07;
        QColor c = mark.colour;
        c.setAlpha(kMarkAlpha);
        painter.setPen(QPen(c, width));
        painter.setBrush(Qt::NoBrush);
        painter.drawEllipse(g.rect(mark.square).adjusted(width, width, -width, -width));
    }
    for (int sq = 0; sq < 64; ++sq)
        if (const char p = d.pieces[std::size_t(sq)])
            set.render(painter, p, g.rect(sq)); // render applies the set's own scale
    painter.setPen(Qt::NoPen);
    for (const Diagram::Arrow& arrow : d.arrows) {
        if (!validSquare(arrow.from) || !validSquare(arrow.to) || arrow.from == arrow.to) continue;
        QColor c = arrow.colour;
        c.setAlpha(kArrowAlpha);
        painter.setBrush(c);
        painter.drawPolygon(arrowPolygon(g, arrow.from, arrow.to));
    }
    return image;
}

} // namespace kibitz::ui
