// SPDX-License-Identifier: GPL-3.0-or-later
#include "chess/status.h"
#include "chess/result.h"

#include "chess/movegen.h"

#include <array>
#include <cstddef>

namespace kibitz::chess {

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

// The words of a key (a Termination, a Variant) in a table of them.
template <typename Key>
struct KeyWords {
    Key value;
    Words words;
};

template <typename Key, std::size_t N>
constexpr const Words* wordsOf(const std::array<KeyWords<Key>, N>& table, Key key)
{
    for (const KeyWords<Key>& row : table)
        if (row.value == key) return &row.words;
    return nullptr;
}

// Every way to end but None (the game is on). The names are terminationName's too, untranslated
// there (the CLI's JSON). VariantEnd's words serve a variant's end that has none of its own.
constexpr auto TerminationWords = std::to_array<KeyWords<Termination>>({
    {Termination::Checkmate,
     {QT_TRANSLATE_NOOP("kibitz::chess::Status", "Checkmate. White wins."),
      QT_TRANSLATE_NOOP("kibitz::chess::Status", "Checkmate. Black wins."), nullptr,
      QT_TRANSLATE_NOOP("kibitz::chess::Status", "checkmate")}},
    {Termination::Stalemate,
     {nullptr, nullptr, QT_TRANSLATE_NOOP("kibitz::chess::Status", "Stalemate. Draw."),
      QT_TRANSLATE_NOOP("kibitz::chess::Status", "stalemate")}},
    {Termination::InsufficientMaterial,
     {nullptr, nullptr,
      QT_TRANSLATE_NOOP("kibitz::chess::Status", "Neither side can checkmate. Draw."),
      QT_TRANSLATE_NOOP("kibitz::chess::Status", "insufficient material")}},
    {Termination::FivefoldRepetition,
     {nullptr, nullptr, QT_TRANSLATE_NOOP("kibitz::chess::Status", "Fivefold repetition. Draw."),
      QT_TRANSLATE_NOOP("kibitz::chess::Status", "fivefold repetition")}},
    {Termination::SeventyFiveMoves,
     {nullptr, nullptr,
      QT_TRANSLATE_NOOP("kibitz::chess::Status",
                        "Seventy-five moves without a capture or a pawn move. Draw."),
      QT_TRANSLATE_NOOP("kibitz::chess::Status", "seventy-five moves")}},
    {Termination::VariantEnd,
     {QT_TRANSLATE_NOOP("kibitz::chess::Status", "White wins by the variant's rule."),
      QT_TRANSLATE_NOOP("kibitz::chess::Status", "Black wins by the variant's rule."),
      QT_TRANSLATE_NOOP("kibitz::chess::Status", "Draw by the variant's rule."),
      QT_TRANSLATE_NOOP("kibitz::chess::Status", "variant rule")}},
});
static_assert(hasEveryValue(TerminationWords, Termination::VariantEnd, Termination::Checkmate),
              "a row for every Termination but None");

// Out of men or stalemated: either way the side to move has no move, and wins (Suicide: by
// having fewer men; a draw with as many).
constexpr Words NoMoveLeft = {
    QT_TRANSLATE_NOOP("kibitz::chess::Status", "No move left. White wins."),
    QT_TRANSLATE_NOOP("kibitz::chess::Status", "No move left. Black wins."),
    QT_TRANSLATE_NOOP("kibitz::chess::Status", "No move left, as many men. Draw."),
    QT_TRANSLATE_NOOP("kibitz::chess::Status", "no move left")};

// The variants with an end of their own, by its rule (a null word: VariantEnd's).
constexpr auto VariantEndWords = std::to_array<KeyWords<Variant>>({
    {Variant::KingOfTheHill,
     {QT_TRANSLATE_NOOP("kibitz::chess::Status", "King on the hill. White wins."),
      QT_TRANSLATE_NOOP("kibitz::chess::Status", "King on the hill. Black wins."), nullptr,
      QT_TRANSLATE_NOOP("kibitz::chess::Status", "king on the hill")}},
    {Variant::ThreeCheck,
     {QT_TRANSLATE_NOOP("kibitz::chess::Status", "Third check. White wins."),
      QT_TRANSLATE_NOOP("kibitz::chess::Status", "Third check. Black wins."), nullptr,
      QT_TRANSLATE_NOOP("kibitz::chess::Status", "third check")}},
    {Variant::Atomic,
     {QT_TRANSLATE_NOOP("kibitz::chess::Status", "King exploded. White wins."),
      QT_TRANSLATE_NOOP("kibitz::chess::Status", "King exploded. Black wins."), nullptr,
      QT_TRANSLATE_NOOP("kibitz::chess::Status", "king exploded")}},
    {Variant::Antichess, NoMoveLeft},
    {Variant::Giveaway, NoMoveLeft},
    {Variant::Suicide, NoMoveLeft},
    {Variant::Horde,
     {QT_TRANSLATE_NOOP("kibitz::chess::Status", "All men captured. White wins."),
      QT_TRANSLATE_NOOP("kibitz::chess::Status", "All men captured. Black wins."), nullptr,
      QT_TRANSLATE_NOOP("kibitz::chess::Status", "all men captured")}},
    {Variant::RacingKings,
     {QT_TRANSLATE_NOOP("kibitz::chess::Status", "King home. White wins."),
      QT_TRANSLATE_NOOP("kibitz::chess::Status", "King home. Black wins."),
      QT_TRANSLATE_NOOP("kibitz::chess::Status", "Both kings home. Draw."),
      QT_TRANSLATE_NOOP("kibitz::chess::Status", "king home")}},
});

Words endingWords(const Position& pos, Termination t)
{
    const Words* words = wordsOf(TerminationWords, t);
    if (!words) return {nullptr, nullptr, nullptr, ""};
    Words w = *words;
    if (t == Termination::VariantEnd) {
        if (const Words* own = wordsOf(VariantEndWords, pos.variant())) {
            if (own->whiteWins) w.whiteWins = own->whiteWins;
            if (own->blackWins) w.blackWins = own->blackWins;
            if (own->draw) w.draw = own->draw;
            if (own->name) w.name = own->name;
        }
    }
    return w;
}

} // namespace

const char* terminationName(Termination t)
{
    const Words* words = wordsOf(TerminationWords, t);
    return words ? words->name : "none";
}

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
