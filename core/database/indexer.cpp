// SPDX-License-Identifier: GPL-3.0-or-later
// Indexing a PGN file: every game's tags for the list, and its main line for searching.

#include "database/database_impl.h"
#include "pgn/gamespans.h"
#include "pgn/reader.h"

#include <zlib.h>

#include <fcntl.h>
#include <sys/mman.h>
#include <sys/stat.h>
#include <unistd.h>

#include <cerrno>
#include <cstring>
#include <filesystem>
#include <limits>

namespace kibitz::db {

using chess::Color;
using chess::PieceType;
using chess::Square;

// ---------------------------------------------------------------------------------------
// Material and home pawns

MaterialKey materialOf(const chess::Position& pos)
{
    MaterialKey k = 0;
    for (Color c : {Color::White, Color::Black})
        for (int t = 1; t <= 5; ++t) {
            const auto n =
                std::uint64_t(std::min(15, chess::popCount(pos.pieces(c, PieceType(t)))));
            k |= n << (20 * chess::index(c) + 4 * (t - 1));
        }
    return k;
}

int homeIndex(Square s, Color pawnColor)
{
    const int sq = chess::index(s);
    if (pawnColor == Color::White) return (sq >= 8 && sq < 16) ? sq - 8 : -1;
    return (sq >= 48 && sq < 56) ? sq - 48 + 8 : -1;
}

std::uint16_t departedMask(const chess::Position& pos)
{
    const chess::Bitboard white = pos.pieces(Color::White, PieceType::Pawn);
    const chess::Bitboard black = pos.pieces(Color::Black, PieceType::Pawn);
    const auto whiteHome = std::uint16_t((white >> 8) & 0xFF);
    const auto blackHome = std::uint16_t((black >> 48) & 0xFF);
    return std::uint16_t(~(whiteHome | (blackHome << 8)));
}

std::uint32_t Part::intern(std::string_view s)
{
    if (s.empty()) return 0;
    if (strings.empty()) strings.emplace_back();
    auto [it, added] = stringIds.try_emplace(std::string(s), std::uint32_t(strings.size()));
    if (added) strings.emplace_back(s);
    return it->second;
}

// ---------------------------------------------------------------------------------------
// The file

namespace {
std::uint64_t fnv1a(std::string_view s, std::uint64_t h = 14695981039346656037ULL)
{
    for (unsigned char c : s) {
        h ^= c;
        h *= 1099511628211ULL;
    }
    return h;
}
} // namespace

namespace {
// The identity of a file of `size` bytes whose ranges read(offset, length) gives: path, size,
// modification time, and a hash of the first and last 64 KiB and of 256 bytes every MiB, so
// that a file rewritten within the same second and size (an editor saving twice) is still
// told apart in all likelihood, without reading a large file whole.
template <typename Read>
FileIdentity identifyWith(const std::string& path, std::uint64_t size, Read read)
{
    FileIdentity id;
    std::error_code ec;
    id.path = std::filesystem::absolute(path, ec).lexically_normal().string();
    struct stat st {};
    if (::stat(path.c_str(), &st) == 0) {
        id.size = std::uint64_t(st.st_size);
        id.mtimeNs = std::int64_t(st.st_mtim.tv_sec) * 1000000000 + st.st_mtim.tv_nsec;
    }
    constexpr std::uint64_t Block = 1 << 16;
    std::uint64_t h = fnv1a(read(0, std::min(Block, size)));
    if (size > Block) h = fnv1a(read(size - Block, Block), h);
    for (std::uint64_t at = Block; at + 256 < size; at += 1 << 20) h = fnv1a(read(at, 256), h);
    id.contentHash = h ^ size;
    return id;
}
} // namespace

FileIdentity identify(const std::string& path, std::string_view bytes)
{
    return identifyWith(path, bytes.size(),
                        [&](std::uint64_t at, std::uint64_t n) { return bytes.substr(at, n); });
}

std::optional<FileIdentity> identifyPlainFile(const std::string& path)
{
    const int fd = ::open(path.c_str(), O_RDONLY | O_CLOEXEC);
    if (fd < 0) return std::nullopt;
    struct stat st {};
    unsigned char magic[2] = {0, 0};
    if (::fstat(fd, &st) != 0 || S_ISDIR(st.st_mode)
        || (::pread(fd, magic, 2, 0) == 2 && magic[0] == 0x1F && magic[1] == 0x8B)) {
        ::close(fd);
        return std::nullopt;
    }
    std::string buffer;
    bool ok = true;
    const FileIdentity id =
        identifyWith(path, std::uint64_t(st.st_size), [&](std::uint64_t at, std::uint64_t n) {
            buffer.resize(n);
            ok = ok && ::pread(fd, buffer.data(), n, off_t(at)) == ssize_t(n);
            return std::string_view(buffer);
        });
    ::close(fd);
    if (!ok) return std::nullopt;
    return id;
}

std::optional<std::string> readPlainRange(const std::string& path, std::uint64_t offset,
                                          std::size_t length)
{
    const int fd = ::open(path.c_str(), O_RDONLY | O_CLOEXEC);
    if (fd < 0) return std::nullopt;
    std::string out(length, '\0');
    const bool ok = ::pread(fd, out.data(), length, off_t(offset)) == ssize_t(length);
    ::close(fd);
    if (!ok) return std::nullopt;
    return out;
}

// ---------------------------------------------------------------------------------------
// The visitor that indexes one game

namespace {

int parseInt(std::string_view s)
{
    int v = 0;
    bool any = false;
    for (char c : s) {
        if (c < '0' || c > '9') break;
        v = v * 10 + (c - '0');
        any = true;
        if (v > 100000) break;
    }
    return any ? v : 0;
}

// A rating, 0 when there is none; at most 4000.
std::uint16_t parseElo(std::string_view s)
{
    return std::uint16_t(std::min(parseInt(s), 4000));
}

// "1990.05.??" -> 19900500; "????.??.??" -> 0.
std::uint32_t parseDate(std::string_view s)
{
    auto field = [&](std::size_t at, std::size_t len) -> std::uint32_t {
        if (s.size() < at + len) return 0;
        std::uint32_t v = 0;
        for (std::size_t i = at; i < at + len; ++i) {
            if (s[i] < '0' || s[i] > '9') return 0;
            v = v * 10 + std::uint32_t(s[i] - '0');
        }
        return v;
    };
    const std::uint32_t year = field(0, 4);
    if (!year) return 0;
    const std::uint32_t month = std::min<std::uint32_t>(field(5, 2), 12);
    const std::uint32_t day = month ? std::min<std::uint32_t>(field(8, 2), 31) : 0;
    return year * 10000 + month * 100 + day;
}

// The tags the list shows as their text: each a string of the pool in its field.
constexpr std::pair<std::string_view, std::uint32_t GameEntry::*> TextTags[] = {
    {"White", &GameEntry::white}, {"Black", &GameEntry::black}, {"Event", &GameEntry::event},
    {"Site", &GameEntry::site},   {"Round", &GameEntry::round}, {"Opening", &GameEntry::opening},
};

class IndexVisitor : public pgn::Visitor {
public:
    IndexVisitor(Part& part, pgn::Encoding encoding)
        : m_part(part)
        , m_latin1(encoding == pgn::Encoding::Latin1)
    {}

    void beginGame(int line) override
    {
        m_line = line;
        m_entry = GameEntry{};
        m_search = GameMoves{};
        m_search.setFirst(m_part.blocks.size());
        m_startFen = 0;
        m_startMaterial = StandardMaterial;
        m_events.clear();
        m_moveBytes.clear();
        m_homeOrder = 0;
        m_stopped = false;
        m_started = false;
        m_fen.clear();
        m_variant.clear();
        m_departed = 0;
        m_gameMoves.clear();
    }
    void tag(std::string_view name, std::string_view value) override
    {
        for (const auto& [tagName, field] : TextTags)
            if (name == tagName) {
                m_entry.*field = str(value);
                return;
            }
        if (name == "Date")
            m_entry.date = parseDate(value);
        else if (name == "Result")
            m_entry.result = chess::parseResult(value).value_or(chess::Result::Unknown);
        else if (name == "WhiteElo")
            m_entry.whiteElo = parseElo(value);
        else if (name == "BlackElo")
            m_entry.blackElo = parseElo(value);
        else if (name == "ECO")
            m_entry.eco = ecoNumber(value);
        else if (name == "FEN")
            m_fen = value;
        else if (name == "Variant")
            m_variant = value;
    }
    pgn::Control endTags() override
    {
        if (!m_fen.empty()) {
            m_entry.flags |= GameEntry::CustomStart;
            m_startFen = str(m_fen);
            m_search.customStart = m_startFen != 0;
        }
        if (!m_variant.empty() && !pgn::startPositionFromTags({}, m_variant).error.empty()) {
            m_entry.flags |= GameEntry::Unsupported;
            return pgn::Control::Skip;
        }
        return pgn::Control::Continue;
    }
    void startPosition(const chess::Position& pos) override
    {
        m_started = true;
        // A variant's game (Crazyhouse, Atomic, ...) is read and played, but the searches
        // replay standard chess: its moves are kept for the count and never searched.
        if (!pos.isStandard()) m_entry.flags |= GameEntry::Variant, m_search.rawMoves = 1;
        if (m_entry.flags & GameEntry::CustomStart) m_startMaterial = materialOf(pos);
        if (m_entry.flags & GameEntry::CustomStart) m_departed = 0; // not used for such games
    }
    void move(const chess::Position& before, chess::Move m, std::string_view) override
    {
        if (m_stopped || m_depth != 0) return;
        // A game's moves are its plies (the index finds each game's moves by adding them
        // up): a main line longer than the ply count holds is indexed as far as it counts.
        if (m_entry.plies == std::numeric_limits<std::uint16_t>::max()) {
            m_stopped = true;
            return;
        }
        storeMove(before, m);
        ++m_entry.plies;
        if (m.isNull() || (m_entry.flags & GameEntry::Variant)) return;
        const Color us = before.sideToMove();
        const chess::Piece moved = before.movedPiece(m);
        bool materialChanged = m.kind() == chess::MoveKind::Promotion;
        if (before.isCapture(m)) {
            materialChanged = true;
            if (m.kind() != chess::MoveKind::EnPassant
                && chess::typeOf(before.pieceOn(m.to())) == PieceType::Pawn)
                depart(homeIndex(m.to(), ~us));
        }
        if (chess::typeOf(moved) == PieceType::Pawn) depart(homeIndex(m.from(), us));
        if (materialChanged)
            m_events.push_back(materialEvent(us, before.capturedType(m), m.promotion()));
    }
    bool wantsMoreMoves() const override { return !m_stopped; }
    pgn::Control beginVariation() override { return pgn::Control::Skip; }
    void error(const pgn::PgnError& e) override
    {
        if (e.warning) return;
        m_entry.flags |= GameEntry::HasErrors;
        m_stopped = true;
    }
    void endGame() override
    {
        // A variant the core does not play is not a broken game: it is listed, kept and
        // saved like any other, and only searches pass it by.
        if (m_entry.flags & GameEntry::Unsupported)
            m_entry.flags &= std::uint8_t(~GameEntry::HasErrors);
        else if (!m_started) {
            // No start position: a bad FEN or a variant the reader refused. The game is listed
            // with its headers; a search never finds it.
            m_entry.flags |= GameEntry::HasErrors;
        }
        // At most 30 captures and 16 promotions: a legal game never has 255 events.
        const std::size_t events = std::min<std::size_t>(m_events.size(), 254);
        m_search.materialCount = m_started ? std::uint8_t(events + 1) : 0;
        // The block (see GameMoves).
        std::vector<std::uint8_t>& out = m_part.blocks;
        auto put = [&](const void* bytes, std::size_t n) {
            const auto* b = static_cast<const std::uint8_t*>(bytes);
            out.insert(out.end(), b, b + n);
        };
        if (m_search.customStart) put(&m_startFen, sizeof m_startFen);
        if (m_search.customStart && m_started) put(&m_startMaterial, sizeof m_startMaterial);
        if (m_started) put(m_events.data(), events);
        for (int i = 0; i < m_search.homeCount; i += 2)
            out.push_back(std::uint8_t(m_homeOrder >> (4 * i)));
        put(m_moveBytes.data(), m_moveBytes.size());
        m_part.plies += m_entry.plies;
        m_part.games.push_back(m_entry);
        m_part.lines.push_back(m_line);
        m_part.search.push_back(m_search);
    }

    GameEntry& entry() { return m_part.games.back(); }

private:
    std::uint32_t str(std::string_view value)
    {
        if (value.empty() || value == "?" || value == "-") return 0;
        if (m_latin1) {
            for (char c : value)
                if (static_cast<unsigned char>(c) >= 0x80)
                    return m_part.intern(pgn::latin1ToUtf8(value));
        }
        return m_part.intern(value);
    }
    // A move in a byte or two (movecode.h); the first move the encoding has no room for turns
    // the game's moves, those before it included, into two bytes each.
    void storeMove(const chess::Position& before, chess::Move m)
    {
        m_gameMoves.push_back(m);
        std::uint8_t bytes[MaxMoveBytes];
        if (!m_search.rawMoves) {
            if (const int n = encodeMove(before, m, bytes)) {
                m_moveBytes.insert(m_moveBytes.end(), bytes, bytes + n);
                return;
            }
            m_search.rawMoves = 1;
            m_moveBytes.clear();
            for (const chess::Move each : m_gameMoves) storeRaw(each);
            return;
        }
        storeRaw(m);
    }
    void storeRaw(chess::Move m)
    {
        std::uint8_t bytes[2];
        appendRawMove(m, bytes);
        m_moveBytes.insert(m_moveBytes.end(), bytes, bytes + 2);
    }
    void depart(int home)
    {
        if (home < 0 || (m_entry.flags & GameEntry::CustomStart)) return;
        const auto bit = std::uint16_t(1u << home);
        if (m_departed & bit) return;
        m_departed |= bit;
        m_homeOrder |= std::uint64_t(home) << (4 * m_search.homeCount);
        ++m_search.homeCount;
    }

    Part& m_part;
    bool m_latin1;
    GameEntry m_entry;
    GameMoves m_search;
    std::uint16_t m_departed = 0;
    std::uint64_t m_homeOrder = 0;
    int m_line = 1; // departure order, 4 bits each, the first in the low bits
    bool m_stopped = false;
    bool m_started = false;
    int m_depth = 0; // variations are skipped, so always 0
    std::string m_fen, m_variant;
    // This game's main line so far, and its block's parts until endGame writes it.
    std::vector<chess::Move> m_gameMoves;
    std::uint32_t m_startFen = 0;
    MaterialKey m_startMaterial = StandardMaterial;
    std::vector<MaterialEvent> m_events;
    std::vector<std::uint8_t> m_moveBytes;
};

} // namespace

std::unique_ptr<pgn::Visitor> indexVisitor(Part& part, pgn::Encoding encoding)
{
    if (part.strings.empty()) part.strings.emplace_back();
    return std::make_unique<IndexVisitor>(part, encoding);
}

void indexBytes(std::string_view bytes, std::uint64_t baseOffset, int firstLine,
                pgn::Encoding encoding, Part& part,
                const std::function<bool(std::uint64_t end)>& onGame)
{
    if (part.strings.empty()) part.strings.emplace_back();
    IndexVisitor visitor(part, encoding);
    // Games lie where the reader ends them, as saving and picking a game see them.
    pgn::forEachGame(
        bytes, visitor,
        [&](const pgn::GameSpan& span) {
            GameEntry& e = visitor.entry();
            e.offset = span.begin;
            e.length = span.end - span.begin;
            return !onGame || onGame(span.end);
        },
        baseOffset, firstLine);
}

} // namespace kibitz::db
