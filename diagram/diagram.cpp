// SPDX-License-Identifier: GPL-3.0-or-later
#include "diagram/diagram.h"

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

// Where the squares are: the board fills the picture, or sits inside a margin of a twentieth
// of the picture on each side when the diagram has a margin colour.
struct Geometry {
    qreal square;
    bool flipped;
    qreal margin = 0;
    Geometry(const Diagram& d, int size)
        : flipped(d.flipped)
        , margin(d.marginColour.isValid() ? size * 0.05 : 0.0)
    {
        square = (size - 2 * margin) / 8.0;
    }
    QRectF rect(int sq) const
    {
        const int file = sq % 8;
        const int rank = sq / 8;
        const int col = flipped ? 7 - file : file;
        const int row = flipped ? rank : 7 - rank;
        return {margin + col * square, margin + row * square, square, square};
    }
};

// A coordinate label: its text, where it goes, how it is aligned, and its colour.
struct Label {
    QString text;
    QRectF box;
    Qt::Alignment align;
    QColor colour;
};

// The sixteen labels, files along the bottom and ranks down the left: on the edge squares in
// the other square's colour (as the board view has them), or centred in the margin.
std::vector<Label> coordinateLabels(const Diagram& d, const Geometry& g)
{
    std::vector<Label> out;
    const qreal pad = g.square * 0.05;
    const QColor onMargin = d.coordinateColour.isValid()       ? d.coordinateColour
                            : d.marginColour.lightness() > 128 ? QColor(Qt::black)
                                                               : QColor(Qt::white);
    for (int i = 0; i < 8; ++i) {
        const int fileSq = d.flipped ? (7 - i) + 56 : i;
        const int rankSq = d.flipped ? 7 + 8 * (7 - i) : 8 * (7 - i);
        const QString file(QChar(u'a' + fileSq % 8));
        const QString rank = QString::number(rankSq / 8 + 1);
        const QRectF fr = g.rect(fileSq), rr = g.rect(rankSq);
        if (g.margin > 0) {
            out.push_back({file, QRectF(fr.left(), fr.bottom(), fr.width(), g.margin),
                           Qt::AlignCenter, onMargin});
            out.push_back(
                {rank, QRectF(0, rr.top(), g.margin, rr.height()), Qt::AlignCenter, onMargin});
            continue;
        }
        const bool fileDark = (fileSq % 8 + fileSq / 8) % 2 == 0;
        const bool rankDark = (rankSq % 8 + rankSq / 8) % 2 == 0;
        const QColor fileColour = d.coordinateColour.isValid() ? d.coordinateColour
                                  : fileDark                   ? d.light
                                                               : d.dark;
        const QColor rankColour = d.coordinateColour.isValid() ? d.coordinateColour
                                  : rankDark                   ? d.light
                                                               : d.dark;
        out.push_back({file, fr.adjusted(pad, pad, -pad, -pad), Qt::AlignRight | Qt::AlignBottom,
                       fileColour});
        out.push_back(
            {rank, rr.adjusted(pad, pad, -pad, -pad), Qt::AlignLeft | Qt::AlignTop, rankColour});
    }
    return out;
}

qreal labelFontSize(const Geometry& g)
{
    return g.margin > 0 ? std::min(g.square * 0.2, g.margin * 0.7) : g.square * 0.2;
}

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

// A mark's colour on a square: the dark squares' own shade where one is given.
QColor shadeFor(const QColor& colour, const QColor& darkColour, bool darkSquare)
{
    return darkSquare && darkColour.isValid() ? darkColour : colour;
}

QString escaped(const QString& text)
{
    return text.toHtmlEscaped();
}

// One piece file's drawing: its root's viewBox (or width and height), namespace declarations
// and everything inside the root, so the document needs no external file.
struct PieceDrawing {
    QString viewBox;
    QRectF box; // the viewBox as numbers
    QString declarations;
    QString inner;
};

Expected<PieceDrawing, QString> pieceDrawing(const QString& path)
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
    PieceDrawing d;
    for (const QXmlStreamNamespaceDeclaration& ns : reader.namespaceDeclarations()) {
        if (ns.prefix().isEmpty()) continue; // the SVG namespace is the document's own
        if (ns.prefix() == QLatin1String("xlink")) continue; // declared on the root
        d.declarations += QStringLiteral(" xmlns:%1=\"%2\"")
                              .arg(ns.prefix().toString(), escaped(ns.namespaceUri().toString()));
    }
    d.viewBox = viewBox;
    const QStringList parts =
        viewBox.simplified().replace(QLatin1Char(','), QLatin1Char(' ')).split(QLatin1Char(' '));
    if (parts.size() == 4)
        d.box = QRectF(parts[0].toDouble(), parts[1].toDouble(), parts[2].toDouble(),
                       parts[3].toDouble());
    if (d.box.width() <= 0 || d.box.height() <= 0) d.box = QRectF(0, 0, 45, 45);
    d.inner = text.mid(innerStart, innerEnd - innerStart);
    return d;
}

// The drawing as a <symbol> (full SVG) or, for SVG Tiny 1.2, which has no <symbol>, as a group
// at its viewBox's origin that each <use> scales into place.
QString pieceDefinition(const PieceDrawing& d, char piece, SvgProfile profile)
{
    if (profile == SvgProfile::Tiny12)
        return QStringLiteral("<g id=\"%1\"%2><g transform=\"translate(%3 %4)\">")
                   .arg(symbolId(piece), d.declarations, num(-d.box.x()), num(-d.box.y()))
               + d.inner + QStringLiteral("</g></g>\n");
    return QStringLiteral(
               "<symbol id=\"%1\" viewBox=\"%2\" preserveAspectRatio=\"xMidYMid meet\"%3>")
               .arg(symbolId(piece), escaped(d.viewBox), d.declarations)
           + d.inner + QStringLiteral("</symbol>\n");
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

Diagram Diagram::fromSetup(const chess::Setup& setup)
{
    Diagram d;
    for (int sq = 0; sq < 64; ++sq) {
        const char c = chess::pieceChar(setup.board[std::size_t(sq)]);
        d.pieces[std::size_t(sq)] = c == '.' ? 0 : c;
    }
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
    if (name.size() == 9 && name.startsWith(QLatin1Char('#'))) {
        // CSS Color 4's #rrggbbaa; QColor would read these digits as #aarrggbb.
        bool ok = false;
        const uint rgba = name.mid(1).toUInt(&ok, 16);
        if (!ok) return std::nullopt;
        return QColor(int(rgba >> 24), int((rgba >> 16) & 255), int((rgba >> 8) & 255),
                      int(rgba & 255));
    }
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

Expected<QByteArray, QString> diagramSvg(const Diagram& d, const PieceSet& set, int size,
                                         SvgProfile profile)
{
    const Geometry g(d, size);
    const bool tiny = profile == SvgProfile::Tiny12;
    QString out;
    out += QStringLiteral("<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n");
    out += QStringLiteral("<svg xmlns=\"http://www.w3.org/2000/svg\" "
                          "xmlns:xlink=\"http://www.w3.org/1999/xlink\" %2 "
                          "width=\"%1\" height=\"%1\" viewBox=\"0 0 %1 %1\">\n")
               .arg(QString::number(size),
                    tiny ? QStringLiteral("version=\"1.2\" baseProfile=\"tiny\"")
                         : QStringLiteral("version=\"1.1\""));
    // Only the pieces on the board are inlined.
    std::map<char, PieceDrawing> drawings;
    out += QStringLiteral("<defs>\n");
    for (const char* p = kLetters; *p; ++p) {
        if (std::find(d.pieces.begin(), d.pieces.end(), *p) == d.pieces.end()) continue;
        auto drawing = pieceDrawing(set.filePath(*p));
        if (!drawing) return unexpected(drawing.error());
        out += pieceDefinition(*drawing, *p, profile);
        drawings.emplace(*p, std::move(*drawing));
    }
    out += QStringLiteral("</defs>\n");
    // A stylesheet of the user's (SVG 1.1 section 6.2; Tiny 1.2 has no <style>, the caller
    // refuses the two together). CDATA keeps its '<' and '&' as they are.
    if (!d.css.isEmpty() && !tiny) {
        QString css = d.css;
        css.replace(QStringLiteral("]]>"), QStringLiteral("]]]]><![CDATA[>"));
        out += QStringLiteral("<style type=\"text/css\"><![CDATA[\n%1\n]]></style>\n").arg(css);
    }
    // Classes for a stylesheet; Tiny 1.2 has the attribute too.
    const auto classAttr = [](const QString& names) {
        return QStringLiteral(" class=\"%1\"").arg(names);
    };
    const auto rect = [&](const QRectF& r, const QColor& fill, const QString& classes) {
        out += QStringLiteral("<rect x=\"%1\" y=\"%2\" width=\"%3\" height=\"%4\"%5%6/>\n")
                   .arg(num(r.x()), num(r.y()), num(r.width()), num(r.height()), classAttr(classes),
                        colourAttr(QStringLiteral("fill"), fill));
    };
    if (g.margin > 0) rect(QRectF(0, 0, size, size), d.marginColour, QStringLiteral("margin"));
    for (int sq = 0; sq < 64; ++sq) {
        const bool darkSquare = (sq % 8 + sq / 8) % 2 == 0;
        rect(g.rect(sq), darkSquare ? d.dark : d.light,
             darkSquare ? QStringLiteral("square dark") : QStringLiteral("square light"));
    }
    for (int sq : {d.lastFrom, d.lastTo})
        if (validSquare(sq)) {
            const bool darkSquare = (sq % 8 + sq / 8) % 2 == 0;
            rect(g.rect(sq), shadeFor(d.lastMoveColour, d.lastMoveDarkColour, darkSquare),
                 darkSquare ? QStringLiteral("lastmove dark") : QStringLiteral("lastmove light"));
        }
    if (validSquare(d.checkSquare)) {
        const QRectF r = g.rect(d.checkSquare);
        const bool darkSquare = (d.checkSquare % 8 + d.checkSquare / 8) % 2 == 0;
        out += QStringLiteral("<circle cx=\"%1\" cy=\"%2\" r=\"%3\"%4%5/>\n")
                   .arg(num(r.center().x()), num(r.center().y()), num(g.square * 0.5),
                        classAttr(darkSquare ? QStringLiteral("check dark")
                                             : QStringLiteral("check light")),
                        colourAttr(QStringLiteral("fill"),
                                   shadeFor(d.checkColour, d.checkDarkColour, darkSquare)));
    }
    if (d.coordinates && (g.square >= 20 || g.margin >= 8)) {
        const qreal font = labelFontSize(g);
        for (const Label& label : coordinateLabels(d, g)) {
            // SVG has no box to align in: the anchor and the baseline stand for it.
            const bool right = label.align & Qt::AlignRight;
            const bool centre = label.align & Qt::AlignHCenter;
            const qreal x = centre  ? label.box.center().x()
                            : right ? label.box.right()
                                    : label.box.left();
            const qreal y = label.align & Qt::AlignBottom ? label.box.bottom()
                            : label.align & Qt::AlignTop  ? label.box.top() + font
                                                          : label.box.center().y() + font * 0.35;
            out += QStringLiteral("<text class=\"coord\" x=\"%1\" y=\"%2\" "
                                  "font-family=\"sans-serif\" font-size=\"%3\"%4%5>%6</text>\n")
                       .arg(num(x), num(y), num(font),
                            centre  ? QStringLiteral(" text-anchor=\"middle\"")
                            : right ? QStringLiteral(" text-anchor=\"end\"")
                                    : QString(),
                            colourAttr(QStringLiteral("fill"), label.colour), label.text);
        }
    }
    const auto ring = [&](int square, const QColor& colour, const QString& classes) {
        const qreal width = g.square * 0.07;
        const QRectF r = g.rect(square).adjusted(width, width, -width, -width);
        out += QStringLiteral("<circle%6 cx=\"%1\" cy=\"%2\" r=\"%3\" fill=\"none\" "
                              "stroke-width=\"%4\"%5/>\n")
                   .arg(num(r.center().x()), num(r.center().y()), num(r.width() / 2), num(width),
                        colourAttr(QStringLiteral("stroke"), colour), classAttr(classes));
    };
    for (const Diagram::Mark& mark : d.marks) {
        if (!validSquare(mark.square)) continue;
        QColor c = mark.colour;
        c.setAlpha(kMarkAlpha);
        ring(mark.square, c, QStringLiteral("mark"));
    }
    for (int sq = 0; sq < 64; ++sq) {
        const char p = d.pieces[std::size_t(sq)];
        if (!p) continue;
        const QRectF r = pieceRect(g.rect(sq), set);
        if (tiny) {
            // The group is at the viewBox's origin: scale it into the piece's box, centred.
            const QRectF box = drawings.at(p).box;
            const qreal scale = std::min(r.width() / box.width(), r.height() / box.height());
            const qreal x = r.x() + (r.width() - box.width() * scale) / 2;
            const qreal y = r.y() + (r.height() - box.height() * scale) / 2;
            out += QStringLiteral("<use xlink:href=\"#%1\" transform=\"translate(%2 %3) "
                                  "scale(%4)\"/>\n")
                       .arg(symbolId(p), num(x), num(y), QString::number(scale, 'f', 5));
            continue;
        }
        out += QStringLiteral("<use xlink:href=\"#%1\" x=\"%2\" y=\"%3\" width=\"%4\" "
                              "height=\"%5\"/>\n")
                   .arg(symbolId(p), num(r.x()), num(r.y()), num(r.width()), num(r.height()));
    }
    for (const Diagram::Arrow& arrow : d.arrows) {
        if (!validSquare(arrow.from) || !validSquare(arrow.to)) continue;
        QColor c = arrow.colour;
        c.setAlpha(kArrowAlpha);
        if (arrow.from == arrow.to) {
            ring(arrow.from, c, QStringLiteral("arrow"));
            continue;
        }
        QString points;
        for (const QPointF& p : arrowPolygon(g, arrow.from, arrow.to))
            points += num(p.x()) + QLatin1Char(',') + num(p.y()) + QLatin1Char(' ');
        out += QStringLiteral("<polygon class=\"arrow\" points=\"%1\"%2/>\n")
                   .arg(points.trimmed(), colourAttr(QStringLiteral("fill"), c));
    }
    out += QStringLiteral("</svg>\n");
    return out.toUtf8();
}

QImage diagramImage(const Diagram& d, const PieceSet& set, int size)
{
    const Geometry g(d, size);
    QImage image(size, size, QImage::Format_ARGB32_Premultiplied);
    image.fill(Qt::transparent);
    QPainter painter(&image);
    painter.setRenderHint(QPainter::Antialiasing);
    painter.setRenderHint(QPainter::TextAntialiasing);
    if (g.margin > 0) painter.fillRect(QRectF(0, 0, size, size), d.marginColour);
    for (int sq = 0; sq < 64; ++sq) {
        const bool darkSquare = (sq % 8 + sq / 8) % 2 == 0;
        painter.fillRect(g.rect(sq), darkSquare ? d.dark : d.light);
    }
    for (int sq : {d.lastFrom, d.lastTo})
        if (validSquare(sq))
            painter.fillRect(g.rect(sq), shadeFor(d.lastMoveColour, d.lastMoveDarkColour,
                                                  (sq % 8 + sq / 8) % 2 == 0));
    if (validSquare(d.checkSquare)) {
        const QRectF r = g.rect(d.checkSquare);
        painter.setPen(Qt::NoPen);
        painter.setBrush(shadeFor(d.checkColour, d.checkDarkColour,
                                  (d.checkSquare % 8 + d.checkSquare / 8) % 2 == 0));
        painter.drawEllipse(r.center(), g.square * 0.5, g.square * 0.5);
    }
    if (d.coordinates && (g.square >= 20 || g.margin >= 8)) {
        QFont font;
        font.setPixelSize(std::max(1, int(labelFontSize(g))));
        painter.setFont(font);
        for (const Label& label : coordinateLabels(d, g)) {
            painter.setPen(label.colour);
            painter.drawText(label.box, int(label.align), label.text);
        }
    }
    const auto ring = [&](int square, const QColor& colour) {
        const qreal width = g.square * 0.07;
        painter.setPen(QPen(colour, width));
        painter.setBrush(Qt::NoBrush);
        painter.drawEllipse(g.rect(square).adjusted(width, width, -width, -width));
    };
    for (const Diagram::Mark& mark : d.marks) {
        if (!validSquare(mark.square)) continue;
        QColor c = mark.colour;
        c.setAlpha(kMarkAlpha);
        ring(mark.square, c);
    }
    for (int sq = 0; sq < 64; ++sq)
        if (const char p = d.pieces[std::size_t(sq)])
            set.render(painter, p, g.rect(sq)); // render applies the set's own scale
    for (const Diagram::Arrow& arrow : d.arrows) {
        if (!validSquare(arrow.from) || !validSquare(arrow.to)) continue;
        QColor c = arrow.colour;
        c.setAlpha(kArrowAlpha);
        if (arrow.from == arrow.to) {
            ring(arrow.from, c);
            continue;
        }
        painter.setPen(Qt::NoPen);
        painter.setBrush(c);
        painter.drawPolygon(arrowPolygon(g, arrow.from, arrow.to));
    }
    return image;
}

} // namespace kibitz::ui
