// SPDX-License-Identifier: GPL-3.0-or-later
#include "tablebase/gaviota.h"
#include "tablebase/folders.h"

#include "chess/movegen.h"

#include <gtb-probe.h>

#include <algorithm>
#include <cstdlib>
#include <filesystem>
#include <mutex>

namespace kibitz::tb {

using chess::Color;
using chess::Position;

namespace {

std::mutex& libraryMutex()
{
    static std::mutex m;
    return m;
}

// Highest compression scheme found among the folders' files (cp4 is what Debian and most
// downloads ship), 0 when there are no tables at all.
int detectScheme(const std::vector<std::string>& folders)
{
    int scheme = 0;
    std::error_code ec;
    for (const std::string& folder : folders) {
        for (const auto& entry : std::filesystem::directory_iterator(folder, ec)) {
            const std::string name = entry.path().filename().string();
            const auto at = name.rfind(".gtb.cp");
            if (at != std::string::npos && at + 8 == name.size())
                scheme = std::max(scheme, name.back() - '0');
        }
    }
    return scheme;
}

} // namespace

Gaviota& Gaviota::instance()
{
    static Gaviota g;
    return g;
}

Gaviota::~Gaviota()
{
    shutdown();
}

void Gaviota::shutdown()
{
    if (m_initialised) {
        tbcache_done();
        tb_done();
        m_initialised = false;
    }
    if (m_paths) m_paths = tbpaths_done(m_paths);
    m_available = false;
    m_maxPieces = 0;
}

std::optional<std::string> Gaviota::setPaths(const std::vector<std::string>& given)
{
    std::lock_guard lock(libraryMutex());
    shutdown();
    // The folders and their subfolders; the library reads one compression scheme, so only
    // the folders holding tables of the best one found are passed on (Debian's gtb1..gtb4
    // hold the same tables in four schemes).
    const std::vector<std::string> all = withSubfolders(given);
    const int scheme = detectScheme(all);
    std::vector<std::string> folders;
    const std::string suffix = ".gtb.cp" + std::to_string(scheme);
    for (const std::string& folder : all) {
        std::error_code ec;
        for (const auto& entry : std::filesystem::directory_iterator(folder, ec))
            if (entry.path().filename().string().ends_with(suffix)) {
                folders.push_back(folder);
                break;
            }
    }
    if (folders.empty()) folders = given;
    if (scheme < 1 || scheme > 4) {
        std::string list;
        for (const auto& f : folders) list += (list.empty() ? "" : ", ") + f;
        return "no Gaviota tables (*.gtb.cp1-4) in "
               + (list.empty() ? std::string("(no folder)") : list);
    }
    m_paths = tbpaths_init();
    for (const std::string& folder : folders) m_paths = tbpaths_add(m_paths, folder.c_str());
    char* info = tb_init(0, scheme, m_paths);
    (void)info; // a static string owned by the library
    tbcache_init(32 * 1024 * 1024, 96);
    m_initialised = true;
    const unsigned availability = tb_availability();
    m_available = availability != 0;
    m_maxPieces = (availability & 16) ? 5 : (availability & 4) ? 4 : (availability & 1) ? 3 : 0;
    if (!m_available)
        return std::string("Gaviota tables found but the library could not open them");
    return std::nullopt;
}

std::optional<GaviotaResult> Gaviota::probe(const Position& pos)
{
    if (!m_available || pos.castlingRooks() || chess::popCount(pos.occupied()) > m_maxPieces)
        return std::nullopt;
    unsigned wSq[17], bSq[17];
    unsigned char wPc[17], bPc[17];
    int nw = 0, nb = 0;
    for (chess::Bitboard b = pos.occupied(); b;) {
        const chess::Square s = chess::popLsb(b);
        const chess::Piece p = pos.pieceOn(s);
        // Gaviota numbers pieces pawn 1 .. king 6 and squares a1 = 0 .. h8 = 63, as we do.
        if (colorOf(p) == Color::White) {
            wSq[nw] = unsigned(chess::index(s));
            wPc[nw++] = static_cast<unsigned char>(chess::index(typeOf(p)));
        } else {
            bSq[nb] = unsigned(chess::index(s));
            bPc[nb++] = static_cast<unsigned char>(chess::index(typeOf(p)));
        }
    }
    wSq[nw] = bSq[nb] = tb_NOSQUARE;
    wPc[nw] = bPc[nb] = tb_NOPIECE;
    const unsigned stm = pos.sideToMove() == Color::White ? tb_WHITE_TO_MOVE : tb_BLACK_TO_MOVE;
    const unsigned ep = pos.epSquare() == chess::Square::None
                            ? unsigned(tb_NOSQUARE)
                            : unsigned(chess::index(pos.epSquare()));
    unsigned info = tb_UNKNOWN, plies = 0;
    int ok;
    {
        std::lock_guard lock(libraryMutex());
        ok = tb_probe_hard(stm, ep, tb_NOCASTLE, wSq, bSq, wPc, bPc, &info, &plies);
    }
    if (!ok || info == tb_UNKNOWN || info == tb_FORBID) return std::nullopt;
    GaviotaResult r;
    if (info == tb_DRAW) return r;
    const bool whiteMates = info == tb_WMATE;
    const bool stmWins = whiteMates == (pos.sideToMove() == Color::White);
    r.wdl = stmWins ? 1 : -1;
    r.dtm = stmWins ? int(plies) : -int(plies);
    return r;
}

std::vector<GaviotaMove> Gaviota::probeRoot(const Position& pos)
{
    std::vector<GaviotaMove> out;
    if (!probe(pos)) return out;
    for (chess::Move m : chess::legalMoves(pos)) {
        const Position next = pos.after(m);
        GaviotaResult after;
        if (!chess::hasLegalMove(next)) {
            after = next.isCheck() ? GaviotaResult{1, 1} : GaviotaResult{};
        } else {
            const auto r = probe(next);
            if (!r) return {}; // a capture into an uncovered ending cannot happen here
            // From the mover's side: one ply further away.
            after.wdl = -r->wdl;
            after.dtm = r->dtm == 0 ? 0 : (r->dtm > 0 ? -(r->dtm + 1) : -r->dtm + 1);
        }
        out.push_back({m, after});
    }
    // Best first: wins by fewest plies, then draws, then losses by most plies.
    std::stable_sort(out.begin(), out.end(), [](const GaviotaMove& a, const GaviotaMove& b) {
        if (a.after.wdl != b.after.wdl) return a.after.wdl > b.after.wdl;
        if (a.after.wdl > 0) return a.after.dtm < b.after.dtm;
        if (a.after.wdl < 0) return a.after.dtm < b.after.dtm; // more negative = longer defence
        return false;
    });
    return out;
}

} // namespace kibitz::tb
