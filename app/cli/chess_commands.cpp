// SPDX-License-Identifier: GPL-3.0-or-later
// kibitz-cli perft, show and san: the chess core from the command line.

#include "commands.h"
#include "json.h"

#include "chess/chess960.h"
#include "chess/fen.h"
#include "chess/movegen.h"
#include "chess/notation.h"
#include "chess/status.h"
#include "chess/transform.h"
#include "chess/variant.h"

#include <chrono>
#include <cmath>
#include <cstdio>
#include <string>

using namespace kibitz::chess;

namespace kibitz::cli {

namespace {

// --fen FEN (or 'startpos', the default: the variant's start position), --variant NAME and
// --chess960.
std::optional<Position> readPosition(Args& args, std::optional<UsageError>& usage)
{
    const auto fen = args.option("--fen", usage);
    const auto variantName = args.option("--variant", usage);
    const bool chess960 = args.flag("--chess960");
    auto pos = positionFromOptions(fen, variantName, usage, args.command());
    if (pos && chess960) pos->setChess960(true);
    return pos;
}

std::string boardDiagram(const Position& pos)
{
    std::string out = "  +-----------------+\n";
    for (int rank = 7; rank >= 0; --rank) {
        out += rankChar(rank);
        out += " |";
        for (int file = 0; file < 8; ++file) {
            out += ' ';
            out += pieceChar(pos.pieceOn(makeSquare(file, rank)));
        }
        out += " |\n";
    }
    out += "  +-----------------+\n    a b c d e f g h\n";
    return out;
}

// The board with chess figurines, as a terminal shows Unicode (White's pieces hollow).
std::string unicodeBoard(const Position& pos)
{
    static const char* const Figurines[2][7] = {
        {"·", "♙", "♘", "♗", "♖", "♕", "♔"},
        {"·", "♟", "♞", "♝", "♜", "♛", "♚"},
    };
    std::string out;
    for (int rank = 7; rank >= 0; --rank) {
        out += rankChar(rank);
        for (int file = 0; file < 8; ++file) {
            const Piece p = pos.pieceOn(makeSquare(file, rank));
            out += ' ';
            out += p == Piece::None
                       ? Figurines[0][0]
                       : Figurines[colorOf(p) == Color::White ? 0 : 1][index(typeOf(p))];
        }
        out += '\n';
    }
    out += "  a b c d e f g h\n";
    return out;
}

struct TransformName {
    const char* name;
    Transform transform;
};
constexpr TransformName Transforms[] = {
    {"mirror", Transform::Mirror},
    {"flip-vertical", Transform::FlipVertical},
    {"flip-horizontal", Transform::FlipHorizontal},
    {"flip-diagonal", Transform::FlipDiagonal},
    {"flip-antidiagonal", Transform::FlipAntiDiagonal},
    {"shift-up", Transform::ShiftUp},
    {"shift-down", Transform::ShiftDown},
    {"shift-left", Transform::ShiftLeft},
    {"shift-right", Transform::ShiftRight},
};

const char* colorName(Color c)
{
    return c == Color::White ? "white" : "black";
}

} // namespace

std::optional<Position> positionFromFenOption(const std::optional<std::string>& fen,
                                              std::optional<UsageError>& usage,
                                              const std::string& who)
{
    if (usage) return std::nullopt;
    if (!fen || *fen == "startpos") return Position();
    auto parsed = positionFromFen(*fen, Validation::Strict);
    if (!parsed) {
        usage = UsageError{who + ": --fen: " + parsed.error().toString()};
        return std::nullopt;
    }
    return *parsed;
}

std::optional<Position> positionFromOptions(const std::optional<std::string>& fen,
                                            const std::optional<std::string>& variantName,
                                            std::optional<UsageError>& usage,
                                            const std::string& who)
{
    if (usage) return std::nullopt;
    VariantName variant;
    if (variantName) {
        const auto parsed = parseVariantName(*variantName);
        if (!parsed) {
            usage = UsageError{who + ": --variant: unknown variant '" + *variantName
                               + "' (chess, chess960, crazyhouse, atomic, kingofthehill, "
                                 "3check, antichess, giveaway, horde, racingkings)"};
            return std::nullopt;
        }
        variant = *parsed;
    }
    std::optional<Position> pos;
    if (variant.variant == Variant::Standard) {
        pos = positionFromFenOption(fen, usage, who);
    } else if (!fen || *fen == "startpos") {
        pos = variantStartPosition(variant.variant);
    } else {
        auto parsed = positionFromFen(*fen, variant.variant, Validation::Strict);
        if (!parsed) {
            usage = UsageError{who + ": --fen: " + parsed.error().toString()};
            return std::nullopt;
        }
        pos = *parsed;
    }
    if (pos && variant.chess960) pos->setChess960(true);
    return pos;
}

std::string hexKey(std::uint64_t key)
{
    char buf[17];
    std::snprintf(buf, sizeof buf, "%016llx", static_cast<unsigned long long>(key));
    return buf;
}

// ---------------------------------------------------------------------------------------

int perftCommand(Args& args, std::optional<UsageError>& usage)
{
    const auto pos = readPosition(args, usage);
    const auto depth = args.integer("--depth", 0, 20, usage);
    const bool divide = args.flag("--divide");
    const bool json = args.flag("--json");
    const auto rest = args.positionals(usage);
    if (!usage && !rest.empty()) usage = UsageError{"perft: unexpected argument '" + rest[0] + "'"};
    if (!usage && !depth) usage = UsageError{"perft: --depth N is required"};
    if (usage) return 2;

    using Clock = std::chrono::steady_clock;
    const auto start = Clock::now();
    std::uint64_t nodes = 0;
    std::vector<std::pair<std::string, std::uint64_t>> parts;
    if (divide && *depth >= 1) {
        for (Move m : legalMoves(*pos)) {
            const std::uint64_t n = perft(pos->after(m), int(*depth) - 1);
            parts.emplace_back(toUci(*pos, m), n);
            nodes += n;
        }
    } else {
        nodes = perft(*pos, int(*depth));
    }
    const double seconds = std::chrono::duration<double>(Clock::now() - start).count();
    const auto ms = static_cast<std::uint64_t>(std::llround(seconds * 1000.0));
    const auto nps = static_cast<std::uint64_t>(seconds > 0 ? double(nodes) / seconds : 0.0);

    if (json) {
        JsonWriter w;
        w.beginObject().field("nodes", nodes).field("ms", ms).field("nps", nps);
        if (divide) {
            w.key("divide").beginObject();
            for (const auto& [uci, n] : parts) w.field(uci, n);
            w.endObject();
        }
        w.endObject();
        std::printf("%s\n", w.str().c_str());
    } else {
        for (const auto& [uci, n] : parts)
            std::printf("%s: %llu\n", uci.c_str(), static_cast<unsigned long long>(n));
        if (divide) std::printf("\n");
        std::printf("nodes %llu\nms %llu\nnps %llu\n", static_cast<unsigned long long>(nodes),
                    static_cast<unsigned long long>(ms), static_cast<unsigned long long>(nps));
    }
    return 0;
}

int showCommand(Args& args, std::optional<UsageError>& usage)
{
    const auto scharnagl = args.integer("--scharnagl", 0, 959, usage);
    auto pos = scharnagl ? chess960Start(int(*scharnagl)) : readPosition(args, usage);
    const auto movesText = args.option("--moves", usage);
    const auto transformName = args.option("--transform", usage);
    const bool unicode = args.flag("--unicode");
    const bool json = args.flag("--json");
    const auto rest = args.positionals(usage);
    if (!usage && !rest.empty()) usage = UsageError{"show: unexpected argument '" + rest[0] + "'"};
    if (usage) return 2;

    if (transformName) {
        const TransformName* t = nullptr;
        for (const TransformName& candidate : Transforms)
            if (*transformName == candidate.name) t = &candidate;
        if (!t) {
            usage = UsageError{"show: --transform: unknown '" + *transformName
                               + "' (mirror, flip-vertical, flip-horizontal, flip-diagonal, "
                                 "flip-antidiagonal, shift-up, shift-down, shift-left, "
                                 "shift-right)"};
            return 2;
        }
        auto changed = transform(*pos, t->transform);
        if (!changed) {
            std::fprintf(stderr, "kibitz-cli: show: --transform %s: %s\n", t->name,
                         changed.error().message.c_str());
            return 1;
        }
        pos = *changed;
    }
    // The moves are played from the position, so that repetitions count.
    History history(*pos);
    if (movesText) {
        std::size_t from = 0, n = 0;
        while (from < movesText->size()) {
            const std::size_t to = std::min(movesText->find(' ', from), movesText->size());
            const std::string word = movesText->substr(from, to - from);
            from = to + 1;
            if (word.empty()) continue;
            ++n;
            const auto m = parseMove(*pos, word);
            if (!m) {
                usage = UsageError{"show: --moves: move " + std::to_string(n) + " '" + word
                                   + "': " + m.error().message};
                return 2;
            }
            pos->play(*m);
            history.push(*pos);
        }
    }

    const GameStatus status = gameStatus(*pos, &history);
    const MoveList moves = legalMoves(*pos);
    std::vector<std::string> claims;
    if (status.canClaimThreefold) claims.emplace_back("threefold repetition");
    if (status.canClaimFiftyMoves) claims.emplace_back("fifty moves");
    // Claims made by declaring the move that creates them (FIDE 9.2.1.1, 9.3.1).
    std::vector<std::pair<std::string, ClaimWithMove>> withMove;
    for (Move m : claimingMoves(*pos, history))
        withMove.emplace_back(toSan(*pos, m), claimsWithMove(*pos, history, m));
    const std::optional<int> number = scharnaglNumber(*pos);

    if (json) {
        JsonWriter w;
        w.beginObject()
            .field("fen", toFen(*pos))
            .field("shredderFen", toFen(*pos, FenFlavor::Shredder))
            .field("turn", colorName(pos->sideToMove()))
            .field("check", pos->isCheck())
            .field("outcome", terminationName(status.termination))
            .field("result", status.result());
        w.key("claimableDraws").beginArray();
        for (const auto& c : claims) w.value(c);
        w.endArray();
        w.key("claimableWithMove").beginArray();
        for (const auto& [san, claim] : withMove) {
            w.beginObject().field("san", san);
            if (claim.threefold) w.field("threefold", true);
            if (claim.fiftyMoves) w.field("fiftyMoves", true);
            w.endObject();
        }
        w.endArray();
        w.field("insufficientMaterial", isDeadByMaterial(*pos))
            .field("noForcedMatePossible", noForcedMatePossible(*pos))
            .field("material", materialBalance(*pos))
            .field("key", hexKey(pos->key()))
            .field("chess960", pos->isChess960())
            .field("variant", variantUciName(pos->variant()));
        if (number) w.field("scharnagl", *number);
        w.key("moves").beginArray();
        for (Move m : moves)
            w.beginObject().field("san", toSan(*pos, m)).field("uci", toUci(*pos, m)).endObject();
        w.endArray().endObject();
        std::printf("%s\n", w.str().c_str());
        return 0;
    }

    std::string sans, ucis;
    for (Move m : moves) {
        sans += ' ' + toSan(*pos, m);
        ucis += ' ' + toUci(*pos, m);
    }
    std::string claimText;
    for (const auto& c : claims) claimText += (claimText.empty() ? "" : ", ") + c;
    for (const auto& [san, claim] : withMove)
        claimText += (claimText.empty() ? "" : ", ") + std::string("with ") + san + " ("
                     + (claim.threefold ? "threefold repetition" : "fifty moves") + ")";
    const int material = materialBalance(*pos);
    std::printf("%s\n", (unicode ? unicodeBoard(*pos) : boardDiagram(*pos)).c_str());
    if (!pos->isStandard()) std::printf("Variant:      %s\n", variantTagName(pos->variant()));
    std::printf("FEN:          %s\n", toFen(*pos).c_str());
    std::printf("Shredder-FEN: %s\n", toFen(*pos, FenFlavor::Shredder).c_str());
    std::printf("Side to move: %s\n", colorName(pos->sideToMove()));
    std::printf("Check:        %s\n", pos->isCheck() ? "yes" : "no");
    std::printf("Outcome:      %s%s\n", terminationName(status.termination),
                status.isOver() ? (" (" + status.result() + ")").c_str() : "");
    std::printf("Claimable:    %s\n", claimText.empty() ? "none" : claimText.c_str());
    if (material == 0)
        std::printf("Material:     even\n");
    else
        std::printf("Material:     %+d (%s)\n", material, material > 0 ? "White" : "Black");
    if (number) std::printf("Chess960:     start position %d\n", *number);
    std::printf("Polyglot key: %s\n", hexKey(pos->key()).c_str());
    std::printf("Legal moves:  %d\n", moves.size());
    std::printf("SAN:         %s\n", sans.c_str());
    std::printf("UCI:         %s\n", ucis.c_str());
    return 0;
}

int sanCommand(Args& args, std::optional<UsageError>& usage)
{
    auto pos = readPosition(args, usage);
    const bool json = args.flag("--json");
    const auto moves = args.positionals(usage);
    if (!usage && moves.empty()) usage = UsageError{"san: no moves given"};
    if (usage) return 2;

    History history(*pos);
    JsonWriter w;
    w.beginObject().field("start", toFen(*pos)).key("moves").beginArray();
    for (std::size_t i = 0; i < moves.size(); ++i) {
        auto m = parseMove(*pos, moves[i]);
        if (!m) {
            usage = UsageError{"san: move " + std::to_string(i + 1) + ": " + m.error().message
                               + " in " + toFen(*pos)};
            return 2;
        }
        const std::string san = toSan(*pos, *m), uci = toUci(*pos, *m);
        pos->play(*m);
        history.push(*pos);
        if (json)
            w.beginObject()
                .field("input", moves[i])
                .field("san", san)
                .field("uci", uci)
                .field("fen", toFen(*pos))
                .endObject();
        else
            std::printf("%-8s %-6s %s\n", san.c_str(), uci.c_str(), toFen(*pos).c_str());
    }
    const GameStatus status = gameStatus(*pos, &history);
    if (json) {
        w.endArray()
            .field("fen", toFen(*pos))
            .field("outcome", terminationName(status.termination))
            .field("result", status.result());
        w.key("claimableDraws").beginArray();
        if (status.canClaimThreefold) w.value("threefold repetition");
        if (status.canClaimFiftyMoves) w.value("fifty moves");
        w.endArray().endObject();
        std::printf("%s\n", w.str().c_str());
    } else if (status.isOver() || status.canClaimThreefold || status.canClaimFiftyMoves) {
        std::printf("Outcome: %s%s%s\n", terminationName(status.termination),
                    status.canClaimThreefold ? ", threefold repetition claimable" : "",
                    status.canClaimFiftyMoves ? ", fifty-move draw claimable" : "");
    }
    return 0;
}

} // namespace kibitz::cli
