// SPDX-License-Identifier: GPL-3.0-or-later
#include "notation/gameheader.h"

#include "chess/chess960.h"
#include "chess/variant.h"
#include "common/followdocument.h"
#include "model/gamedocument.h"
#include "opening/classifier.h"
#include "pgn/game.h"

#include <QColor>
#include <QMouseEvent>

#include <vector>

namespace kibitz::ui {

namespace {

// A tag's value when it says something: absent, empty, "?" and "-" (the PGN standard's
// "unknown" and "not applicable", section 8.1.1) say nothing.
QString known(const pgn::Headers& headers, std::string_view name)
{
    const auto value = headers.get(name);
    if (!value) return {};
    QString text = QString::fromUtf8(value->data(), qsizetype(value->size())).trimmed();
    if (text.isEmpty() || text == QLatin1String("?") || text == QLatin1String("-")) return {};
    return text;
}

// "2024.05.??" -> "2024.05": the known leading part of a PGN date; "" when the year is unknown.
QString knownDate(const QString& date)
{
    QStringList parts = date.split(QLatin1Char('.'));
    while (!parts.isEmpty() && parts.back().contains(QLatin1Char('?'))) parts.pop_back();
    return parts.join(QLatin1Char('.'));
}

// "Carlsen, Magnus GM 2830": the name in bold, title and rating quieter.
QString player(const pgn::Headers& headers, chess::Color side, const QString& quiet)
{
    const bool white = side == chess::Color::White;
    QString name = known(headers, white ? "White" : "Black");
    QString html = name.isEmpty()
                       ? QStringLiteral("<span%1>%2</span>")
                             .arg(quiet, white ? GameHeader::tr("White") : GameHeader::tr("Black"))
                       : QStringLiteral("<b>%1</b>").arg(name.toHtmlEscaped());
    QStringList extra;
    const QString title = known(headers, white ? "WhiteTitle" : "BlackTitle");
    if (!title.isEmpty()) extra << title.toHtmlEscaped();
    const QString elo = known(headers, white ? "WhiteElo" : "BlackElo");
    if (!elo.isEmpty() && elo != QLatin1String("0")) extra << elo.toHtmlEscaped();
    if (!extra.isEmpty())
        html += QStringLiteral(" <span%1>%2</span>").arg(quiet, extra.join(QLatin1Char(' ')));
    return html;
}

// The opening as the tags give it ("B90 Sicilian Defense: Najdorf Variation"); else the
// deepest named position of the main line, by position, so transpositions count.
QString opening(const pgn::Game& game)
{
    const pgn::Headers& headers = game.headers();
    QString eco = known(headers, "ECO");
    QString name = known(headers, "Opening");
    const QString variation = known(headers, "Variation");
    if (!name.isEmpty() && !variation.isEmpty()) name += QStringLiteral(": ") + variation;
    if (!name.isEmpty()) return eco.isEmpty() ? name : eco + QLatin1Char(' ') + name;
    std::vector<chess::Key> keys;
    keys.push_back(game.startPosition().key());
    for (const pgn::Node* n : game.mainline()) keys.push_back(n->position().key());
    if (const auto match = opening::Table::builtin().classify(keys))
        return QString::fromStdString(match->opening->label());
    return eco;
}

} // namespace

GameHeader::GameHeader(QWidget* parent)
    : QLabel(parent)
{
    setObjectName(QStringLiteral("gameHeader"));
    setTextFormat(Qt::RichText);
    setWordWrap(true);
    setContentsMargins(6, 4, 6, 4);
    setCursor(Qt::PointingHandCursor);
    setToolTip(tr("Click to edit the game's headers (Ctrl+H)"));
    setAccessibleName(tr("Game header"));
    // A quiet band that reads as the head of the score sheet, in the palette's colours.
    setBackgroundRole(QPalette::AlternateBase);
    setAutoFillBackground(true);
    setSizePolicy(QSizePolicy::Preferred, QSizePolicy::Maximum);
}

void GameHeader::setDocument(const model::GameDocument* document)
{
    // The opening may come from the moves, and the result is a tag: both follow edits.
    followDocument(m_document, document, this, &GameHeader::refresh,
                   &model::GameDocument::headersChanged, &model::GameDocument::treeChanged);
    refresh();
}

void GameHeader::refresh()
{
    // Between the text and the ground: readable, yet clearly second to the names.
    const QColor text = palette().color(QPalette::WindowText);
    const QColor ground = palette().color(QPalette::AlternateBase);
    const QColor quiet((text.red() * 3 + ground.red() * 2) / 5,
                       (text.green() * 3 + ground.green() * 2) / 5,
                       (text.blue() * 3 + ground.blue() * 2) / 5);
    setText(m_document ? headerHtml(m_document->game(), quiet) : QString());
}

QString GameHeader::headerHtml(const pgn::Game& game, const QColor& quietColor)
{
    const pgn::Headers& headers = game.headers();
    const QString quiet = QStringLiteral(" style=\"color: %1\"").arg(quietColor.name());
    QString html = QStringLiteral("<div>%1 &ndash; %2 &nbsp; <b>%3</b></div>")
                       .arg(player(headers, chess::Color::White, quiet),
                            player(headers, chess::Color::Black, quiet),
                            QString::fromStdString(game.result()).toHtmlEscaped());

    QStringList where;
    for (const char* tag : {"Event", "Site"}) {
        const QString value = known(headers, tag);
        if (!value.isEmpty()) where << value.toHtmlEscaped();
    }
    const QString round = known(headers, "Round");
    if (!round.isEmpty()) where << tr("Round %1").arg(round.toHtmlEscaped());
    const QString date = knownDate(known(headers, "Date"));
    if (!date.isEmpty()) where << date.toHtmlEscaped();
    const QString timeControl = known(headers, "TimeControl");
    if (!timeControl.isEmpty()) where << tr("Time control %1").arg(timeControl.toHtmlEscaped());
    if (!where.isEmpty())
        html += QStringLiteral("<div%1>%2</div>").arg(quiet, where.join(QStringLiteral(" · ")));

    QStringList about;
    // A variant is named first: its rules are what the moves are read by.
    if (const chess::Variant variant = game.startPosition().variant();
        variant != chess::Variant::Standard)
        about << QString::fromLatin1(chess::variantTagName(variant)).toHtmlEscaped();
    const QString name = opening(game);
    if (!name.isEmpty()) about << name.toHtmlEscaped();
    if (game.startPosition().isChess960()) {
        // The start array's number as FIDE and every Chess960 program give it (518 is the
        // standard array); a game set up later in play has none.
        if (const auto number = chess::scharnaglNumber(game.startPosition()))
            about << tr("Chess960 start position %1").arg(*number);
        else
            about << tr("Chess960");
    }
    if (!about.isEmpty())
        html += QStringLiteral("<div%1>%2</div>").arg(quiet, about.join(QStringLiteral(" · ")));
    return html;
}

void GameHeader::mouseReleaseEvent(QMouseEvent* event)
{
    if (event->button() == Qt::LeftButton && rect().contains(event->position().toPoint())) {
        event->accept();
        emit editRequested();
        return;
    }
    QLabel::mouseReleaseEvent(event);
}

} // namespace kibitz::ui
