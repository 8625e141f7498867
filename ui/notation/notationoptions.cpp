// SPDX-License-Identifier: GPL-3.0-or-later
#include "notation/notationoptions.h"

#include <QSettings>

#include <algorithm>
#include <cmath>

namespace kibitz::ui {

namespace {
constexpr auto kClocksKey = QLatin1String("notation/clocks");
constexpr auto kEvaluationsKey = QLatin1String("notation/evaluations");
} // namespace

NotationOptions::NotationOptions()
{
    const QSettings settings;
    m_clocks = settings.value(kClocksKey, true).toBool();
    m_evaluations = settings.value(kEvaluationsKey, true).toBool();
}

NotationOptions& NotationOptions::instance()
{
    static NotationOptions options;
    return options;
}

void NotationOptions::setShowClocks(bool on)
{
    if (on == m_clocks) return;
    m_clocks = on;
    QSettings().setValue(kClocksKey, on);
    emit changed();
}

void NotationOptions::setShowEvaluations(bool on)
{
    if (on == m_evaluations) return;
    m_evaluations = on;
    QSettings().setValue(kEvaluationsKey, on);
    emit changed();
}

// A clock as players read it: "4:58", "1:05:03", tenths below twenty seconds ("0:07.5").
QString clockText(double seconds)
{
    const auto tenths = static_cast<long long>(std::llround(std::max(0.0, seconds) * 10));
    const long long whole = tenths / 10;
    QString text =
        whole >= 3600
            ? QStringLiteral("%1:%2:%3")
                  .arg(whole / 3600)
                  .arg(whole / 60 % 60, 2, 10, QLatin1Char('0'))
                  .arg(whole % 60, 2, 10, QLatin1Char('0'))
            : QStringLiteral("%1:%2").arg(whole / 60).arg(whole % 60, 2, 10, QLatin1Char('0'));
    if (whole < 20 && tenths % 10 != 0) text += QStringLiteral(".%1").arg(tenths % 10);
    return text;
}

// The time a move took ([%emt]), unlike a clock without a colon below a minute: "12s",
// "1m05s"; tenths below ten seconds.
QString moveTimeText(double seconds)
{
    const auto tenths = static_cast<long long>(std::llround(std::max(0.0, seconds) * 10));
    if (tenths < 100 && tenths % 10 != 0)
        return QStringLiteral("%1.%2s").arg(tenths / 10).arg(tenths % 10);
    const long long whole = tenths / 10;
    if (whole < 60) return QStringLiteral("%1s").arg(whole);
    return QStringLiteral("%1m%2s").arg(whole / 60).arg(whole % 60, 2, 10, QLatin1Char('0'));
}

// An evaluation as engines print it, from White's side: "+0.30", "−1.20", "#3", "#−2".
QString evalText(const pgn::Eval& eval)
{
    const QChar minus(0x2212);
    if (eval.isMate())
        return eval.value < 0 ? QStringLiteral("#") + minus + QString::number(-eval.value)
                              : QStringLiteral("#%1").arg(eval.value);
    QString pawns = QString::number(std::abs(eval.value) / 100.0, 'f', 2);
    if (eval.value == 0) return pawns;
    return (eval.value < 0 ? QString(minus) : QStringLiteral("+")) + pawns;
}

} // namespace kibitz::ui
