// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// Match statistics shared by kibitz-cli match, tournaments and the workbench: the score of a
// series of games (wins, draws, losses from one side), the Elo difference it implies with its
// 95% interval, and a sequential probability ratio test that says when enough games have
// been played to decide between two Elo hypotheses.
//
// The Elo model is the logistic one: a player Elo d stronger scores 1 / (1 + 10^(-d/400)).
//
// The SPRT is the generalised SPRT (GSPRT) over the trinomial model (win, draw, loss) in its
// normal approximation, as given by Michel Van den Bergh in "A practical introduction to the
// GSPRT" (2016):
//
//     LLR = N (s1 - s0) (2 s - s0 - s1) / (2 var)
//
// with N the games, s the mean game score, var = ((W (1-s)^2 + D (1/2-s)^2 + L s^2) / N) the
// per-game variance, and s0, s1 the scores that Elo differences elo0 and elo1 give.
// Wald's bounds: stop for H1 when LLR >= log((1-beta)/alpha), for H0 when
// LLR <= log(beta/(1-alpha)).
//
// cutechess-cli (projects/lib/src/sprt.cpp, as of 2026) tests in another model, so the two
// can stop after different games: it adds half a game to each of the win, draw and loss
// counts (a Jeffreys prior, so it tests from the first game), estimates the draw Elo of the
// BayesElo model from those counts, converts elo0 and elo1 from ordinary Elo to BayesElo with
// that model's scale, and sums the exact trinomial log-likelihood ratio of the two laws over
// the counts. Only the option's form (elo0=...,alpha=...) and Wald's bounds are shared.

#include "chess/result.h"

#include <optional>
#include <string>
#include <utility>

namespace kibitz::play {

// The expected score of a player elo points stronger (logistic model).
double scoreFromElo(double elo);
// Its inverse; +-infinity for a score of 1 or 0.
double eloFromScore(double score);

struct Tally {
    int wins = 0, draws = 0, losses = 0; // from one side

    int games() const { return wins + draws + losses; }
    double points() const { return wins + 0.5 * draws; }
    // The mean score, 0.5 before any game.
    double score() const { return games() ? points() / games() : 0.5; }
    void add(const Tally& o)
    {
        wins += o.wins;
        draws += o.draws;
        losses += o.losses;
    }
    Tally reversed() const { return Tally{losses, draws, wins}; }
    // The result of a game where this side had White (or not); an unfinished game ("*")
    // counts for nothing.
    void addResult(chess::Result result, bool asWhite);

    // The Elo difference and the half-width of its 95% interval (normal approximation of the
    // mean game score). Elo is +-infinity for a score of 1 or 0; the error is infinity when
    // the interval reaches 0 or 1.
    std::pair<double, double> elo() const;
};

struct SprtParams {
    double elo0 = 0, elo1 = 5, alpha = 0.05, beta = 0.05;

    double lowerBound() const; // log(beta / (1 - alpha))
    double upperBound() const; // log((1 - beta) / alpha)
    // "elo0=0,elo1=5,alpha=0.05,beta=0.05" (cutechess-cli's form, any order, alpha and beta
    // optional) or "0,5[,0.05,0.05]". None when malformed or when not elo0 < elo1 and
    // 0 < alpha, beta < 0.5.
    static std::optional<SprtParams> parse(const std::string& text);
    std::string toString() const;
};

// The log-likelihood ratio of H1 (elo1) against H0 (elo0) for the tally's side, by the formula
// above. 0 before two games. While every game has had the same result the variance is zero and
// the formula says nothing; half a game is then added to each of W, D and L so that a run of
// wins (or losses) still decides.
double sprtLlr(const Tally& t, double elo0, double elo1);

enum class SprtDecision { Continue, AcceptH0, AcceptH1 };
SprtDecision sprtDecision(const Tally& t, const SprtParams& p);
const char* sprtDecisionText(SprtDecision d); // "H0 accepted", "H1 accepted", "inconclusive"

} // namespace kibitz::play
