// SPDX-License-Identifier: GPL-3.0-or-later
// kibitz-cli perft, show and san: the chess core from the command line.

#include "commands.h"
#include "json.h"

#include "chess/chess960.h"
#include "chess/fen.h"
#include "chess/movegen.h"
#include "chess/moveindex.h"
#include "chess/notation.h"
#include "chess/status.h"
#include "chess/textboard.h"
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

// "a,b,c" -> {"a", "b", "c"}, empty items dropped.
std::vector<std::string> splitList(const std::string& text)
{
    std::vector<std::string> out;
    std::size_t from = 0;
    while (from <= text.size()) {
        const std::size_t to = std::min(text.find(',', from), text.size());
        if (to > from) out.push_back(text.substr(from, to - from));
        from = to + 1;
    }
    return out;
}

// The bitboards a debugging user wants to see, by name (show --bitboards).
std::vector<std::pair<const char*, Bitboard>> namedBitboards(const Position& pos)
{
    const Color us = pos.sideToMove();
    return {
        {"white", pos.pieces(Color::White)},
        {"black", pos.pieces(Color::Black)},
        {"pawns", pos.pieces(PieceType::Pawn)},
        {"knights", pos.pieces(PieceType::Knight)},
        {"bishops", pos.pieces(PieceType::Bishop)},
        {"rooks", pos.pieces(PieceType::Rook)},
        {"queens", pos.pieces(PieceType::Queen)},
        {"kings", pos.pieces(PieceType::King)},
        {"occupied", pos.occupied()},
        {"checkers", pos.checkers()},
        {"pinned", pos.hasKing(us) ? pos.pinned() : Bitboard(0)},
        {"evasions", pos.evasionMask()},
        {"castling", pos.castlingRooks()},
        {"promoted", pos.promoted()},
    };
}

// Bitboards side by side, four to a row, each with its name and hex value above it.
std::string bitboardTable(const Position& pos)
{
    const auto boards = namedBitboards(pos);
    std::string out;
    for (std::size_t first = 0; first < boards.size(); first += 4) {
        const std::size_t last = std::min(first + 4, boards.size());
        char head[64];
        for (std::size_t i = first; i < last; ++i) {
            std::snprintf(head, sizeof head, "%-9s%016llx  ", boards[i].first,
                          static_cast<unsigned long long>(boards[i].second));
            out += head;
        }
        while (!out.empty() && out.back() == ' ') out.pop_back();
        out += '\n';
        std::vector<std::string> grids;
        for (std::size_t i = first; i < last; ++i) grids.push_back(bitboardText(boards[i].second));
        for (int line = 0; line < 8; ++line) {
            for (const std::string& g : grids)
                out += g.substr(std::size_t(line) * 9, 8) + std::string(19, ' ');
            while (!out.empty() && out.back() == ' ') out.pop_back();
            out += '\n';
        }
        out += '\n';
    }
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
    const auto threads = args.integer("--threads", 1, 256, usage);
    const bool json = args.flag("--json");
    args.noPositionals("perft", usage);
    if (!usage && !depth) usage = UsageError{"perft: --depth N is required"};
    if (usage) return 2;

    using Clock = std::chrono::steady_clock;
    const auto start = Clock::now();
    std::uint64_t nodes = 0;
    std::vector<std::pair<std::string, std::uint64_t>> parts;
    if ((divide || threads.value_or(1) > 1) && *depth >= 1) {
        // The root moves shared out among the threads (perftDivide).
        for (const PerftPart& part : perftDivide(*pos, int(*depth), int(threads.value_or(1)))) {
            if (divide) parts.emplace_back(toUci(*pos, part.move), part.nodes);
            nodes += part.nodes;
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
        w.endObject().print();
    } else {
        for (const auto& [uci, n] : parts)
            std::printf("%s: %llu\n", uci.c_str(), static_cast<unsigned long long>(n));
        if (divide) std::printf("\n");
        std::printf("nodes %llu\nms %llu\nnps %llu\n", static_cast<unsigned long long>(nodes),
                    static_cast<unsigned long long>(ms), static_cast<unsigned long long>(nps));
    }
    return 0;
}

namespace {

// --scharnagl N [--variant NAME]: the Chess960 array by number, played by --variant's rules
// (Crazyhouse960, Atomic960, ...).
std::optional<Position> scharnaglStart(Args& args, int number, std::optional<UsageError>& usage)
{
    const auto variantName = args.option("--variant", usage);
    args.flag("--chess960"); // implied by --scharnagl, so accepted and ignored
    if (!usage && args.option("--fen", usage))
        usage = UsageError{"show: --scharnagl and --fen exclude each other"};
    Variant variant = Variant::Standard;
    if (!usage && variantName) {
        const auto parsed = parseVariantName(*variantName);
        if (!parsed)
            usage = UsageError{"show: --variant: unknown variant '" + *variantName + "'"};
        else
            variant = parsed->variant;
    }
    if (usage) return std::nullopt;
    auto pos = chess960Start(number, variant);
    if (!pos)
        usage = UsageError{"show: --scharnagl: " + std::string(variantTagName(variant))
                           + " has no Chess960 start positions"};
    return pos;
}

// --from/--to SQUARES: the squares listed, all when absent.
Bitboard squareSet(const std::optional<std::string>& text, const char* name,
                   std::optional<UsageError>& usage)
{
    if (usage || !text) return ~Bitboard(0);
    Bitboard set = 0;
    for (const std::string& word : splitList(*text)) {
        const Square s = parseSquare(word);
        if (s == Square::None) {
            usage = UsageError{std::string("show: ") + name + ": '" + word + "' is not a square"};
            break;
        }
        set |= bb(s);
    }
    return set;
}

// --only KINDS: the kinds of moves listed, all when absent.
std::uint8_t kindsOption(const std::optional<std::string>& text, std::optional<UsageError>& usage)
{
    if (usage || !text) return MoveSelection{}.kinds;
    std::uint8_t kinds = 0;
    for (const std::string& word : splitList(*text)) {
        const std::uint8_t kind = word == "captures"     ? MoveKinds::Captures
                                  : word == "ep"         ? MoveKinds::EnPassant
                                  : word == "castling"   ? MoveKinds::Castling
                                  : word == "quiet"      ? MoveKinds::Quiet
                                  : word == "promotions" ? MoveKinds::Promotion
                                  : word == "drops"      ? MoveKinds::Drop
                                                         : std::uint8_t(0);
        if (!kind) {
            usage = UsageError{"show: --only: '" + word
                               + "' is not captures, ep, castling, quiet, promotions or drops"};
            break;
        }
        kinds |= kind;
    }
    return kinds;
}

// The FEN's en passant square: --ep xfen (default), legal, or fen (after any double step of
// the last --moves move); --ep-square writes the square given whatever the policy.
FenOptions fenOptionsOf(const std::optional<std::string>& epPolicy,
                        const std::optional<std::string>& epSquareText,
                        std::optional<UsageError>& usage)
{
    FenOptions options;
    if (!usage && epPolicy) {
        if (*epPolicy == "legal")
            options.enPassant = EnPassantPolicy::Legal;
        else if (*epPolicy == "fen")
            options.enPassant = EnPassantPolicy::Fen;
        else if (*epPolicy != "xfen")
            usage = UsageError{"show: --ep: '" + *epPolicy + "' is not legal, fen or xfen"};
    }
    if (!usage && epSquareText) {
        options.forcedEpSquare = parseSquare(*epSquareText);
        if (options.forcedEpSquare == Square::None)
            usage = UsageError{"show: --ep-square: '" + *epSquareText + "' is not a square"};
    }
    return options;
}

// --transform NAME applied to pos: 0, or the exit status (2 for an unknown name, 1 when the
// position cannot be turned so).
int transformOption(Position& pos, const std::string& name, std::optional<UsageError>& usage)
{
    const TransformName* t = nullptr;
    for (const TransformName& candidate : Transforms)
        if (name == candidate.name) t = &candidate;
    if (!t) {
        usage = UsageError{"show: --transform: unknown '" + name
                           + "' (mirror, flip-vertical, flip-horizontal, flip-diagonal, "
                             "flip-antidiagonal, shift-up, shift-down, shift-left, shift-right)"};
        return 2;
    }
    auto changed = transform(pos, t->transform);
    if (!changed) {
        std::fprintf(stderr, "kibitz-cli: show: --transform %s: %s\n", t->name,
                     changed.error().message.c_str());
        return 1;
    }
    pos = *changed;
    return 0;
}

// --moves "M ...": played from pos, so that repetitions count; false (a usage error) at the
// first that is not legal.
bool playMoves(Position& pos, History& history, const std::string& text, FenOptions& fenOptions,
               TextBoardOptions& boardOptions, std::optional<UsageError>& usage)
{
    std::size_t from = 0, n = 0;
    while (from < text.size()) {
        const std::size_t to = std::min(text.find(' ', from), text.size());
        const std::string word = text.substr(from, to - from);
        from = to + 1;
        if (word.empty()) continue;
        ++n;
        const auto m = parseMove(pos, word);
        if (!m) {
            usage = UsageError{"show: --moves: move " + std::to_string(n) + " '" + word
                               + "': " + m.error().message};
            return false;
        }
        fenOptions.doubleStep = doubleStepSquare(pos, *m);
        pos.play(*m);
        history.push(pos);
        boardOptions.lastMove = *m;
    }
    return true;
}

// The Shredder-FEN carries the same en passant square as the FEN (--ep, --ep-square).
FenOptions shredderOf(FenOptions options)
{
    options.flavor = FenFlavor::Shredder;
    return options;
}

// What show reports of a position.
struct PositionReport {
    const Position& pos;
    FenOptions fenOptions;
    TextBoardOptions boardOptions;
    MoveSelection selection;
    bool bitboards = false;
    GameStatus status;
    MoveList moves, legal;
    const char* enPassant = "none";
    std::vector<std::string> claims;
    // Claims made by declaring the move that creates them (FIDE 9.2.1.1, 9.3.1).
    std::vector<std::pair<std::string, ClaimWithMove>> withMove;
    std::optional<int> number; // Scharnagl's

    PositionReport(const Position& p, const History& history, const MoveSelection& s)
        : pos(p)
        , selection(s)
        , status(gameStatus(p, &history))
        , moves(selectedMoves(p, s))
        , legal(legalMoves(p))
        , number(scharnaglNumber(p))
    {
        enPassant = p.hasLegalEnPassant()         ? "legal"
                    : p.hasPseudoLegalEnPassant() ? "pseudo-legal only"
                                                  : "none";
        if (status.canClaimThreefold) claims.emplace_back("threefold repetition");
        if (status.canClaimFiftyMoves) claims.emplace_back("fifty moves");
        for (Move m : claimingMoves(p, history))
            withMove.emplace_back(toSan(p, m), claimsWithMove(p, history, m));
    }
};

void printPositionJson(const PositionReport& r)
{
    const Position& pos = r.pos;
    JsonWriter w;
    w.beginObject()
        .field("fen", toFen(pos, r.fenOptions))
        .field("shredderFen", toFen(pos, shredderOf(r.fenOptions)))
        .field("enPassant", r.enPassant)
        .field("turn", colorName(pos.sideToMove()))
        .field("check", pos.isCheck())
        .field("outcome", terminationName(r.status.termination))
        .field("result", r.status.result());
    w.key("claimableDraws").beginArray();
    for (const auto& c : r.claims) w.value(c);
    w.endArray();
    w.key("claimableWithMove").beginArray();
    for (const auto& [san, claim] : r.withMove) {
        w.beginObject().field("san", san);
        if (claim.threefold) w.field("threefold", true);
        if (claim.fiftyMoves) w.field("fiftyMoves", true);
        w.endObject();
    }
    w.endArray();
    w.field("insufficientMaterial", isDeadByMaterial(pos))
        .field("noForcedMatePossible", noForcedMatePossible(pos))
        .field("material", materialBalance(pos))
        .field("key", hexKey(pos.key()))
        .field("chess960", pos.isChess960())
        .field("variant", variantUciName(pos.variant()));
    if (r.number) w.field("scharnagl", *r.number);
    if (r.bitboards) {
        w.key("bitboards").beginObject();
        for (const auto& [name, board] : namedBitboards(pos)) w.field(name, hexKey(board));
        w.endObject();
    }
    w.key("moves").beginArray();
    for (Move m : r.moves) {
        w.beginObject().field("san", toSan(pos, m)).field("uci", toUci(pos, m));
        if (r.selection.pseudoLegal) w.field("legal", r.legal.contains(m));
        if (const auto n = moveIndex(pos, m)) w.field("index", *n);
        w.field("zeroing", pos.isZeroing(m)).field("irreversible", pos.isIrreversible(m));
        w.endObject();
    }
    w.endArray().endObject().print();
}

void printPositionText(const PositionReport& r)
{
    const Position& pos = r.pos;
    std::string sans, ucis;
    for (Move m : r.moves) {
        sans += ' ' + toSan(pos, m);
        ucis += ' ' + toUci(pos, m);
    }
    std::string claimText;
    for (const auto& c : r.claims) claimText += (claimText.empty() ? "" : ", ") + c;
    for (const auto& [san, claim] : r.withMove)
        claimText += (claimText.empty() ? "" : ", ") + std::string("with ") + san + " ("
                     + (claim.threefold ? "threefold repetition" : "fifty moves") + ")";
    const int material = materialBalance(pos);
    std::printf("%s\n", textBoard(pos, r.boardOptions).c_str());
    if (r.bitboards) std::printf("%s", bitboardTable(pos).c_str());
    if (!pos.isStandard()) std::printf("Variant:      %s\n", variantTagName(pos.variant()));
    std::printf("FEN:          %s\n", toFen(pos, r.fenOptions).c_str());
    std::printf("Shredder-FEN: %s\n", toFen(pos, shredderOf(r.fenOptions)).c_str());
    std::printf("Side to move: %s\n", colorName(pos.sideToMove()));
    std::printf("Check:        %s\n", pos.isCheck() ? "yes" : "no");
    std::printf("Outcome:      %s%s\n", terminationName(r.status.termination),
                r.status.isOver() ? (" (" + r.status.result() + ")").c_str() : "");
    std::printf("Claimable:    %s\n", claimText.empty() ? "none" : claimText.c_str());
    if (material == 0)
        std::printf("Material:     even\n");
    else
        std::printf("Material:     %+d (%s)\n", material, material > 0 ? "White" : "Black");
    if (r.number) std::printf("Chess960:     start position %d\n", *r.number);
    std::printf("Polyglot key: %s\n", hexKey(pos.key()).c_str());
    if (pos.hasPseudoLegalEnPassant())
        std::printf("En passant:   %s (%s)\n", r.enPassant, squareName(pos.epSquare()).c_str());
    std::printf("%s  %d\n",
                r.selection.pseudoLegal ? "Pseudo-legal:" : "Legal moves:", r.moves.size());
    std::printf("SAN:         %s\n", sans.c_str());
    std::printf("UCI:         %s\n", ucis.c_str());
}

} // namespace

int showCommand(Args& args, std::optional<UsageError>& usage)
{
    const auto scharnagl = args.integer("--scharnagl", 0, 959, usage);
    std::optional<Position> pos =
        scharnagl ? scharnaglStart(args, int(*scharnagl), usage) : readPosition(args, usage);
    const auto movesText = args.option("--moves", usage);
    const auto transformName = args.option("--transform", usage);
    TextBoardOptions boardOptions;
    boardOptions.unicode = args.flag("--unicode");
    // --flip turns the board for Black (always; the side to move does not decide it, so
    // that a script's output does not change orientation from one position to the next).
    boardOptions.flipped = args.flag("--flip");
    boardOptions.color = args.flag("--color");
    // --color with --from: the squares the listed moves land on, in --highlight's colour.
    const auto highlight = args.option("--highlight", usage);
    const bool bitboards = args.flag("--bitboards");
    // Which moves are listed: legal or pseudo-legal, from and to which squares, which kinds.
    MoveSelection selection;
    selection.pseudoLegal = args.flag("--pseudo-legal");
    const auto fromSquares = args.option("--from", usage);
    const auto toSquares = args.option("--to", usage);
    const auto onlyKinds = args.option("--only", usage);
    const auto epPolicy = args.option("--ep", usage);
    const auto epSquareText = args.option("--ep-square", usage);
    const bool json = args.flag("--json");
    args.noPositionals("show", usage);
    FenOptions fenOptions = fenOptionsOf(epPolicy, epSquareText, usage);
    selection.from = squareSet(fromSquares, "--from", usage);
    if (!usage && highlight) {
        const auto sgr = terminalBackground(*highlight);
        if (!sgr)
            usage = UsageError{"show: --highlight: '" + *highlight
                               + "' is not a colour (0-255, #rrggbb, red, green, blue, yellow)"};
        else
            boardOptions.highlightColour = *sgr;
    }
    selection.to = squareSet(toSquares, "--to", usage);
    selection.kinds = kindsOption(onlyKinds, usage);
    if (usage) return 2;
    if (transformName)
        if (const int status = transformOption(*pos, *transformName, usage)) return status;
    History history(*pos);
    if (movesText && !playMoves(*pos, history, *movesText, fenOptions, boardOptions, usage))
        return 2;

    PositionReport report(*pos, history, selection);
    report.fenOptions = fenOptions;
    // --color with --from: the squares the listed moves land on, in --highlight's colour.
    if (fromSquares)
        for (const Move m : report.moves)
            boardOptions.highlighted |= bb(Position::landingSquare(pos->sideToMove(), m));
    report.boardOptions = boardOptions;
    report.bitboards = bitboards;
    if (json)
        printPositionJson(report);
    else
        printPositionText(report);
    return 0;
}

int sanCommand(Args& args, std::optional<UsageError>& usage)
{
    auto pos = readPosition(args, usage);
    const bool json = args.flag("--json");
    // --strict: SAN as the PGN standard writes it (no Kg1 for O-O, no UCI for SAN).
    const SanReading reading = args.flag("--strict") ? SanReading::Strict : SanReading::Tolerant;
    const auto moves = args.positionals(usage);
    if (!usage && moves.empty()) usage = UsageError{"san: no moves given"};
    if (usage) return 2;

    History history(*pos);
    JsonWriter w;
    w.beginObject().field("start", toFen(*pos)).key("moves").beginArray();
    for (std::size_t i = 0; i < moves.size(); ++i) {
        auto m = parseMove(*pos, moves[i], reading);
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
        w.endArray().endObject().print();
    } else if (status.isOver() || status.canClaimThreefold || status.canClaimFiftyMoves) {
        std::printf("Outcome: %s%s%s\n", terminationName(status.termination),
                    status.canClaimThreefold ? ", threefold repetition claimable" : "",
                    status.canClaimFiftyMoves ? ", fifty-move draw claimable" : "");
    }
    return 0;
}

} // namespace kibitz::cli
