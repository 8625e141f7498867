// SPDX-License-Identifier: GPL-3.0-or-later
#include "online/cloudeval.h"

#include "common/followdocument.h"
#include "online/onlineservices.h"

#include "chess/fen.h"
#include "chess/notation.h"
#include "model/gamedocument.h"

#include <QTimer>

namespace kibitz::ui {

CloudEvalLine::CloudEvalLine(OnlineServices* services, QWidget* parent)
    : QLabel(parent)
    , m_services(services)
    , m_delay(new QTimer(this))
{
    setObjectName(QStringLiteral("cloudEval"));
    setWordWrap(true);
    setTextFormat(Qt::RichText);
    setToolTip(tr("lichess's cloud evaluation: what its users' engines found for this position "
                  "(not your engine)"));
    hide();
    m_delay->setSingleShot(true);
    m_delay->setInterval(400);
    connect(m_delay, &QTimer::timeout, this, &CloudEvalLine::request);
    connect(services, &OnlineServices::settingsChanged, this, &CloudEvalLine::schedule);
}

void CloudEvalLine::setDocument(const model::GameDocument* document)
{
    followDocument(m_document, document, this, &CloudEvalLine::schedule,
                   &model::GameDocument::currentNodeChanged);
    schedule();
}

void CloudEvalLine::schedule()
{
    ++m_generation;
    hide();
    if (m_services->enabled() && m_document && m_document->position().isStandard())
        m_delay->start();
}

void CloudEvalLine::request()
{
    if (!m_services->enabled() || !m_document) return;
    const chess::Position pos = m_document->position();
    const int generation = ++m_generation;
    m_services->client()->cloudEval(
        QString::fromStdString(chess::toFen(pos)), 3,
        [this, pos, generation, guard = QPointer<CloudEvalLine>(this)](
            online::Answer<std::optional<online::CloudEvalAnswer>> answer) {
            if (!guard || generation != m_generation) return;
            if (!answer || !answer.value()) {
                hide();
                emit updated();
                return;
            }
            const online::CloudEvalAnswer& a = *answer.value();
            QStringList lines;
            for (const online::CloudLine& l : a.lines) {
                chess::Position p = pos;
                QStringList san;
                for (const QString& uci : l.moves) {
                    const auto m = chess::parseUci(p, uci.toStdString());
                    if (!m || san.size() >= 6) break;
                    san << QString::fromStdString(chess::toSan(p, *m));
                    p.play(*m);
                }
                const QString score = l.mate ? QStringLiteral("#%1").arg(*l.mate)
                                             : QString::asprintf("%+.2f", *l.cp / 100.0);
                lines << QStringLiteral("<b>%1</b> %2").arg(score, san.join(u' ').toHtmlEscaped());
            }
            //: Label of lichess's cloud evaluation above the engine's lines
            setText(tr("<i>lichess cloud</i>, depth %1: ").arg(a.depth)
                    + lines.join(QStringLiteral(" &nbsp;·&nbsp; ")));
            show();
            emit updated();
        });
}

} // namespace kibitz::ui
