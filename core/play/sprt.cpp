// SPDX-License-Identifier: GPL-3.0-or-later
#include "play/sprt.h"

#include "base/enumtext.h"

#include <array>
#include <cmath>
#include <cstddef>
#include <cstdio>
#include <limits>
#include <vector>

namespace kibitz::play {

double scoreFromElo(double elo)
{
    return 1.0 / (1.0 + std::pow(10.0, -elo / 400.0));
}

double eloFromScore(double score)
{
    if (score <= 0) return -std::numeric_limits<double>::infinity();
    if (score >= 1) return std::numeric_limits<double>::infinity();
    return -400.0 * std::log10(1.0 / score - 1.0) + 0.0; // + 0.0: no "-0" for an even score
}

void Tally::addResult(chess::Result result, bool asWhite)
{
    switch (result) {
    case chess::Result::Draw:
        ++draws;
        break;
    case chess::Result::WhiteWins:
        ++(asWhite ? wins : losses);
        break;
    case chess::Result::BlackWins:
        ++(asWhite ? losses : wins);
        break;
    case chess::Result::Unknown:
        break;
    }
}

std::pair<double, double> Tally::elo() const
{
    const double inf = std::numeric_limits<double>::infinity();
    const int n = games();
    const double p = score();
    if (n == 0) return {0.0, inf};
    if (p <= 0 || p >= 1) return {eloFromScore(p), inf};
    const double var =
        (wins * (1 - p) * (1 - p) + draws * (0.5 - p) * (0.5 - p) + losses * p * p) / n;
    const double se = std::sqrt(var / n);
    const double lo = p - 1.959964 * se, hi = p + 1.959964 * se;
    if (lo <= 0 || hi >= 1) return {eloFromScore(p), inf};
    return {eloFromScore(p), (eloFromScore(hi) - eloFromScore(lo)) / 2};
}

double SprtParams::lowerBound() const
{
    return std::log(beta / (1 - alpha));
}

double SprtParams::upperBound() const
{
    return std::log((1 - beta) / alpha);
}

std::optional<SprtParams> SprtParams::parse(const std::string& text)
{
    SprtParams s;
    std::vector<std::string> parts;
    for (std::size_t from = 0;;) {
        const std::size_t to = std::min(text.find(',', from), text.size());
        parts.push_back(text.substr(from, to - from));
        if (to == text.size()) break;
        from = to + 1;
    }
    auto number = [](const std::string& part, double& out) {
        try {
            std::size_t used = 0;
            out = std::stod(part, &used);
            return used == part.size() && std::isfinite(out);
        } catch (...) {
            return false;
        }
    };
    const bool named = text.find('=') != std::string::npos;
    if (named) {
        bool seen0 = false, seen1 = false;
        for (const std::string& part : parts) {
            const std::size_t eq = part.find('=');
            if (eq == std::string::npos) return std::nullopt;
            const std::string key = part.substr(0, eq);
            double* field = key == "elo0"    ? &s.elo0
                            : key == "elo1"  ? &s.elo1
                            : key == "alpha" ? &s.alpha
                            : key == "beta"  ? &s.beta
                                             : nullptr;
            if (!field || !number(part.substr(eq + 1), *field)) return std::nullopt;
            seen0 |= key == "elo0";
            seen1 |= key == "elo1";
        }
        if (!seen0 || !seen1) return std::nullopt;
    } else {
        if (parts.size() != 2 && parts.size() != 4) return std::nullopt;
        double* fields[] = {&s.elo0, &s.elo1, &s.alpha, &s.beta};
        for (std::size_t i = 0; i < parts.size(); ++i)
            if (!number(parts[i], *fields[i])) return std::nullopt;
    }
    if (s.elo1 <= s.elo0 || s.alpha <= 0 || s.alpha >= 0.5 || s.beta <= 0 || s.beta >= 0.5)
        return std::nullopt;
    return s;
}

std::string SprtParams::toString() const
{
    char buf[96];
    std::snprintf(buf, sizeof buf, "elo0=%g,elo1=%g,alpha=%g,beta=%g", elo0, elo1, alpha, beta);
    return buf;
}

double sprtLlr(const Tally& t, double elo0, double elo1)
{
    if (t.games() < 2) return 0.0;
    double w = t.wins, d = t.draws, l = t.losses;
    auto variance = [&](double p, double n) {
        return (w * (1 - p) * (1 - p) + d * (0.5 - p) * (0.5 - p) + l * p * p) / n;
    };
    double n = w + d + l;
    double p = (w + 0.5 * d) / n;
    double var = variance(p, n);
    if (var <= 0) { // one result only so far: see the header
        w += 0.5;
        d += 0.5;
        l += 0.5;
        n = w + d + l;
        p = (w + 0.5 * d) / n;
        var = variance(p, n);
    }
    const double s0 = scoreFromElo(elo0), s1 = scoreFromElo(elo1);
    return n * (s1 - s0) * (2 * p - s0 - s1) / (2 * var);
}

SprtDecision sprtDecision(const Tally& t, const SprtParams& p)
{
    const double llr = sprtLlr(t, p.elo0, p.elo1);
    if (llr >= p.upperBound()) return SprtDecision::AcceptH1;
    if (llr <= p.lowerBound()) return SprtDecision::AcceptH0;
    return SprtDecision::Continue;
}

namespace {

constexpr auto SprtDecisionWords = std::to_array<EnumText<SprtDecision>>({
    {SprtDecision::Continue, "inconclusive"},
    {SprtDecision::AcceptH0, "H0 accepted"},
    {SprtDecision::AcceptH1, "H1 accepted"},
});
static_assert(hasEveryValue(SprtDecisionWords, SprtDecision::AcceptH1),
              "a row for every SprtDecision");

} // namespace

const char* sprtDecisionText(SprtDecision d)
{
    // The words are literals: their views end in a NUL.
    return textOf(SprtDecisionWords, d, "inconclusive").data();
}

} // namespace kibitz::play
