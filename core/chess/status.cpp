// SPDX-License-Identifier: GPL-3.0-or-later
#include "chess/status.h"
#include "chess/result.h"

#include "chess/movegen.h"

namespace kibitz::chess {

const char* terminationName(Termination t)
{
    switch (t) {
    case Termination::None:
        return "none";
    case Termination::Checkmate:
        return "checkmate";
    case Termination::Stalemate:
        return "stalemate";
    case Termination::InsufficientMaterial:
        return "insufficient material";
    case Termination::FivefoldRepetition:
        return "fivefold repetition";
    case Termination::SeventyFiveMoves:
        return "seventy-five moves";
    case Termination::VariantEnd:
        return "variant rule";
    }
    return "none";
}

bool hasInsufficientMaterial(const Position& pos, Color c)
{
    if (!pos.isStandard()) {
        // Only bare kings (and empty pockets) are sure to be dead in the variants that
        // come to it: a Three-check king can still give no check, a Crazyhouse king holds
        // nothing to drop. Elsewhere the variant's own rules decide.
        if (pos.variant() != Variant::ThreeCheck && pos.variant() != Variant::Crazyhouse)
            return false;
        for (int t = index(PieceType::Pawn); t < index(PieceType::King); ++t)
            if (pos.pocketCount(c, PieceType(t))) return false;
        return (pos.pieces(c) & ~pos.pieces(PieceType::King)) == 0;
    }
    // The men c has besides its king, and what each kind of them needs to mate with the
    // most helpful opponent (the definition python-chess uses, so both answer alike).
    const Bitboard men = pos.pieces(c) & ~pos.pieces(PieceType::King);
    if (men == 0) return true;
    if (men & (pos.pieces(PieceType::Pawn) | pos.pieces(PieceType::Rook, PieceType::Queen)))
        return false;
    // Minor pieces only from here. Two of them (knights or knight and bishop) can mate.
    if (men & pos.pieces(PieceType::Knight)) {
        if (moreThanOne(men)) return false;
        // A lone knight mates only a king hemmed in by its own men; every man of the
        // opponent but a queen counts as such a blocker.
        const Bitboard helpers =
            pos.pieces(~c) & ~pos.pieces(PieceType::King) & ~pos.pieces(PieceType::Queen);
        return helpers == 0;
    }
    // Bishops only. If every bishop on the board stands on one colour, a mate needs a
    // blocker on the other: a knight or a pawn of either side.
    const Bitboard bishops = pos.pieces(PieceType::Bishop);
    const bool bothColours = (bishops & bbs::DarkSquares) && (bishops & bbs::LightSquares);
    return !bothColours && !(pos.pieces(PieceType::Knight) | pos.pieces(PieceType::Pawn));
}

bool isDeadByMaterial(const Position& pos)
{
    return hasInsufficientMaterial(pos, Color::White) && hasInsufficientMaterial(pos, Color::Black);
}

bool noForcedMatePossible(const Position& pos)
{
    if (pos.pieces(PieceType::Pawn) | pos.pieces(PieceType::Rook, PieceType::Queen)) return false;
    for (Color c : {Color::White, Color::Black}) {
        const Bitboard bishops = pos.pieces(c, PieceType::Bishop);
        const int knights = popCount(pos.pieces(c, PieceType::Knight));
        const bool bishopPair = (bishops & bbs::DarkSquares) && (bishops & bbs::LightSquares);
        if (bishopPair || (bishops && knights) || knights >= 3) return false;
    }
    return true;
}

int History::repetitions(const Position& current) const
{
    const Key key = current.repetitionKey();
    int count = 1;
    const int n = int(m_keys.size());
    const int oldest = std::max(0, n - 1 - current.halfmoveClock());
    for (int i = n - 3; i >= oldest; i -= 2)
        if (m_keys[std::size_t(i)] == key) ++count;
    return count;
}

Result GameStatus::outcome() const
{
    if (termination == Termination::None) return Result::Unknown;
    if (termination == Termination::Checkmate || (termination == Termination::VariantEnd && winner))
        return winFor(winner.value_or(Color::White));
    return Result::Draw;
}

std::string GameStatus::result() const
{
    return std::string(resultText(outcome()));
}

namespace {

// The words of one way to end: for a White win, a Black win and a draw (null where that
// outcome cannot follow), and the lowercase name. The texts are marked for lupdate only;
// this layer has no Qt, so the macro is defined here when Qt's is absent.
#ifndef QT_TRANSLATE_NOOP
#define QT_TRANSLATE_NOOP(context, text) text
#endif
struct Words {
    const char* whiteWins;
    const char* blackWins;
    const char* draw;
    const char* name;
};

Words variantWords(Variant v)
{
    switch (v) {
    case Variant::KingOfTheHill:
        return {QT_TRANSLATE_NOOP("kibitz::chess::Status", "King on the hill. White wins."),
                QT_TRANSLATE_NOOP("kibitz::chess::Status", "King on the hill. Black wins."),
                nullptr, QT_TRANSLATE_NOOP("kibitz::chess::Status", "king on the hill")};
    case Variant::ThreeCheck:
        return {QT_TRANSLATE_NOOP("kibitz::chess::Status", "Third check. White wins."),
                QT_TRANSLATE_NOOP("kibitz::chess::Status", "Third check. Black wins."), nullptr,
                QT_TRANSLATE_NOOP("kibitz::chess::Status", "third check")};
    case Variant::Atomic:
        return {QT_TRANSLATE_NOOP("kibitz::chess::Status", "King exploded. White wins."),
                QT_TRANSLATE_NOOP("kibitz::chess::Status", "King exploded. Black wins."), nullptr,
                QT_TRANSLATE_NOOP("kibitz::chess::Status", "king exploded")};
    case Variant::Antichess:
    case Variant::Giveaway:
    case Variant::Suicide:
        // Out of men or stalemated: either way the side to move has no move, and wins
        // (Suicide: by having fewer men; a draw with as many).
        return {QT_TRANSLATE_NOOP("kibitz::chess::Status", "No move left. White wins."),
                QT_TRANSLATE_NOOP("kibitz::chess::Status", "No move left. Black wins."),
                QT_TRANSLATE_NOOP("kibitz::chess::Status", "No move left, as many men. Draw."),
                QT_TRANSLATE_NOOP("kibitz::chess::Status", "no move left")};
    case Variant::Horde:
        return {QT_TRANSLATE_NOOP("kibitz::chess::Status", "All men captured. White wins."),
                QT_TRANSLATE_NOOP("kibitz::chess::Status", "All men captured. Black wins."),
                nullptr, QT_TRANSLATE_NOOP("kibitz::chess::Status", "all men captured")};
    case Variant::RacingKings:
        return {QT_TRANSLATE_NOOP("kibitz::chess::Status", "King home. White wins."),
                QT_TRANSLATE_NOOP("kibitz::chess::Status", "King home. Black wins."),
                QT_TRANSLATE_NOOP("kibitz::chess::Status", "Both kings home. Draw."),
                QT_TRANSLATE_NOOP("kibitz::chess::Status", "king home")};
    case Variant::Standard:
    case Variant::Crazyhouse:
        break;
    }
    return {nullptr, nullptr, nullptr, nullptr};
}

Words endingWords(const Position& pos, Termination t)
{
    switch (t) {
    case Termination::None:
        return {nullptr, nullptr, nullptr, ""};
    case Termination::Checkmate:
        return {QT_TRANSLATE_NOOP("kibitz::chess::Status", "Checkmate. White wins."),
                QT_TRANSLATE_NOOP("kibitz::chess::Status", "Checkmate. Black wins."), nullptr,
                QT_TRANSLATE_NOOP("kibitz::chess::Status", "checkmate")};
    case Termination::Stalemate:
        return {nullptr, nullptr, QT_TRANSLATE_NOOP("kibitz::chess::Status", "Stalemate. Draw."),
                QT_TRANSLATE_NOOP("kibitz::chess::Status", "stalemate")};
    case Termination::InsufficientMaterial:
        return {nullptr, nullptr,
                QT_TRANSLATE_NOOP("kibitz::chess::Status", "Neither side can checkmate. Draw."),
                QT_TRANSLATE_NOOP("kibitz::chess::Status", "insufficient material")};
    case Termination::FivefoldRepetition:
        return {nullptr, nullptr,
                QT_TRANSLATE_NOOP("kibitz::chess::Status", "Fivefold repetition. Draw."),
                QT_TRANSLATE_NOOP("kibitz::chess::Status", "fivefold repetition")};
    case Termination::SeventyFiveMoves:
        return {nullptr, nullptr,
                QT_TRANSLATE_NOOP("kibitz::chess::Status",
                                  "Seventy-five moves without a capture or a pawn move. Draw."),
                QT_TRANSLATE_NOOP("kibitz::chess::Status", "seventy-five moves")};
    case Termination::VariantEnd: {
        Words w = variantWords(pos.variant());
        // A rule's end that has no words of its own (none today) still says who won.
        if (!w.whiteWins)
            w.whiteWins =
                QT_TRANSLATE_NOOP("kibitz::chess::Status", "White wins by the variant's rule.");
        if (!w.blackWins)
            w.blackWins =
                QT_TRANSLATE_NOOP("kibitz::chess::Status", "Black wins by the variant's rule.");
        if (!w.draw)
            w.draw = QT_TRANSLATE_NOOP("kibitz::chess::Status", "Draw by the variant's rule.");
        if (!w.name) w.name = QT_TRANSLATE_NOOP("kibitz::chess::Status", "variant rule");
        return w;
    }
    }
    return {nullptr, nullptr, nullptr, ""};
}

} // namespace

const char* endingText(const Position& pos, const GameStatus& status)
{
    const Words w = endingWords(pos, status.termination);
    const char* text = nullptr;
    switch (status.outcome()) {
    case Result::WhiteWins:
        text = w.whiteWins;
        break;
    case Result::BlackWins:
        text = w.blackWins;
        break;
    case Result::Draw:
        text = w.draw;
        break;
    case Result::Unknown:
        break;
    }
    return text ? text : "";
}

const char* endingName(const Position& pos, const GameStatus& status)
{
    return endingWords(pos, status.termination).name;
}

GameStatus gameStatus(const Position& pos, const History* history)
{
    GameStatus s;
    if (history) s.repetitions = history->repetitions(pos);
    s.canClaimThreefold = s.repetitions >= 3;
    s.canClaimFiftyMoves = pos.halfmoveClock() >= 100;

    if (!pos.isStandard()) {
        if (pos.isVariantEnd()) {
            s.termination = Termination::VariantEnd;
            s.winner = pos.variantWinner();
            return s;
        }
        if (isLosingVariant(pos.variant()) && !hasLegalMove(pos)) {
            // Stalemate wins for the side that cannot move in Antichess and Giveaway; in
            // Suicide for the side with fewer men, a draw with as many (python-chess's
            // SuicideBoard, after FICS).
            s.termination = Termination::VariantEnd;
            const Color us = pos.sideToMove();
            const int balance = popCount(pos.pieces(us)) - popCount(pos.pieces(~us));
            if (pos.variant() != Variant::Suicide || balance < 0)
                s.winner = us;
            else if (balance > 0)
                s.winner = ~us;
            return s;
        }
    }
    if (!hasLegalMove(pos)) {
        if (pos.isCheck()) {
            s.termination = Termination::Checkmate;
            s.winner = ~pos.sideToMove();
        } else {
            s.termination = Termination::Stalemate;
        }
    } else if (isDeadByMaterial(pos)) {
        s.termination = Termination::InsufficientMaterial;
    } else if (s.repetitions >= 5) {
        s.termination = Termination::FivefoldRepetition;
    } else if (pos.halfmoveClock() >= 150) {
        s.termination = Termination::SeventyFiveMoves;
    }
    return s;
}

ClaimWithMove claimsWithMove(const Position& pos, const History& history, Move m)
{
    const Position after = pos.after(m);
    History future = history;
    future.push(after);
    ClaimWithMove claim;
    claim.threefold = future.repetitions(after) >= 3;
    claim.fiftyMoves = after.halfmoveClock() >= 100;
    return claim;
}

std::vector<Move> claimingMoves(const Position& pos, const History& history)
{
    std::vector<Move> out;
    // A repetition needs reversible moves before it (the third occurrence at least eight
    // plies after the first), and fifty moves a count at 99: below a few plies, neither.
    if (pos.halfmoveClock() < 3) return out;
    for (Move m : legalMoves(pos))
        if (claimsWithMove(pos, history, m).any()) out.push_back(m);
    return out;
}

} // namespace kibitz::chess
