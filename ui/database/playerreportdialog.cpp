// SPDX-License-Identifier: GPL-3.0-or-later
#include "database/playerreportdialog.h"

#include <QDialogButtonBox>
#include <QTextBrowser>
#include <QUrl>
#include <QVBoxLayout>

#include <algorithm>
#include <span>

namespace kibitz::ui {

namespace {

QString scoreCells(const db::Score& s)
{
    return QStringLiteral("<td align=right>%1</td><td align=right>+%2 =%3 −%4</td>"
                          "<td align=right>%5%</td>")
        .arg(s.games)
        .arg(s.wins)
        .arg(s.draws)
        .arg(s.losses)
        .arg(100 * s.score(), 0, 'f', 1);
}

QString dateOf(std::uint32_t date)
{
    if (!date) return QStringLiteral("?");
    QString text = QString::number(date / 10000);
    if (date / 100 % 100)
        text += QStringLiteral(".%1").arg(date / 100 % 100, 2, 10, QLatin1Char('0'));
    if (date % 100) text += QStringLiteral(".%1").arg(date % 100, 2, 10, QLatin1Char('0'));
    return text;
}

} // namespace

PlayerReportDialog::PlayerReportDialog(const QString& fileName, QWidget* parent)
    : QDialog(parent)
{
    setWindowTitle(tr("Player Report — %1").arg(fileName));
    m_page = new QTextBrowser;
    m_page->setOpenLinks(false);
    connect(m_page, &QTextBrowser::anchorClicked, this, [this](const QUrl& url) {
        // Best wins link to "game:N" (N counted from 1, as the list shows it).
        if (url.scheme() == QLatin1String("game")) {
            bool ok = false;
            const int number = url.path().toInt(&ok);
            if (ok && number > 0) emit gameActivated(db::GameId(number - 1));
        }
    });
    auto* buttons = new QDialogButtonBox(QDialogButtonBox::Close);
    connect(buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);
    auto* layout = new QVBoxLayout(this);
    layout->addWidget(m_page);
    layout->addWidget(buttons);
    resize(640, 720);
}

void PlayerReportDialog::setReport(const db::PlayerReport& report)
{
    m_page->setHtml(html(report));
}

QString PlayerReportDialog::html(const db::PlayerReport& r)
{
    auto text = [](const std::string& s) { return QString::fromStdString(s).toHtmlEscaped(); };
    QStringList names;
    for (const std::string& n : r.names) names << text(n);
    QString out = QStringLiteral("<h2>%1</h2>").arg(names.join(QStringLiteral("; ")));
    out +=
        QStringLiteral("<table cellspacing=6><tr><th></th><th>%1</th><th>%2</th><th>%3</th></tr>")
            .arg(tr("Games"), tr("Results"), tr("Score"));
    out += QStringLiteral("<tr><td>%1</td>%2</tr>").arg(tr("Total"), scoreCells(r.total));
    out += QStringLiteral("<tr><td>%1</td>%2</tr>").arg(tr("White"), scoreCells(r.asWhite));
    out += QStringLiteral("<tr><td>%1</td>%2</tr></table>").arg(tr("Black"), scoreCells(r.asBlack));
    if (r.unfinished)
        out += QStringLiteral("<p>%1</p>")
                   .arg(tr("%n game(s) without a result are not counted.", nullptr,
                           int(r.unfinished)));
    // A titled table, a row per item (row writes it).
    auto table = [](const QString& title, const auto& items, auto row) {
        QString part = QStringLiteral("<h3>%1</h3><table cellspacing=6>").arg(title);
        for (const auto& item : items) part += row(item);
        return part + QStringLiteral("</table>");
    };
    for (const auto& [title, list] : {std::pair{tr("Openings with White"), &r.openingsWhite},
                                      std::pair{tr("Openings with Black"), &r.openingsBlack}}) {
        const std::span<const db::OpeningScore> shown(list->data(),
                                                      std::min<std::size_t>(list->size(), 15));
        out += table(title, shown, [&](const db::OpeningScore& o) {
            return QStringLiteral("<tr><td>%1</td><td>%2</td>%3</tr>")
                .arg(o.eco.empty() ? QStringLiteral("?") : text(o.eco), text(o.name),
                     scoreCells(o.score));
        });
    }
    if (!r.rating.empty())
        out += table(tr("Rating"), r.rating, [](const db::RatingPoint& p) {
            return QStringLiteral("<tr><td>%1</td><td align=right><b>%2</b></td><td>%3–%4</td>"
                                  "<td>%5</td></tr>")
                .arg(p.year)
                .arg(qRound(p.average))
                .arg(p.minimum)
                .arg(p.maximum)
                .arg(tr("%n game(s)", nullptr, int(p.games)));
        });
    if (!r.bestWins.empty())
        out += table(tr("Best Wins"), r.bestWins, [&](const db::NotableGame& g) {
            return QStringLiteral("<tr><td><a href=\"game:%1\">%1</a></td><td>%2</td><td>%3</td>"
                                  "<td align=right>%4</td><td>%5</td><td>%6</td></tr>")
                .arg(g.game + 1)
                .arg(g.white ? tr("White") : tr("Black"), text(g.opponent))
                .arg(g.opponentElo ? QString::number(g.opponentElo) : QString())
                .arg(dateOf(g.date), text(g.event));
        });
    return out;
}

} // namespace kibitz::ui
