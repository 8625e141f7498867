// SPDX-License-Identifier: GPL-3.0-or-later
#include "tablebase/verify.h"

#include "base/enumtext.h"
#include "chess/fen.h"
#include "chess/movegen.h"
#include "tablebase/folders.h"
#include "tablebase/gaviota_file.h"
#include "tablebase/syzygy.h"
#include "tablebase/syzygy_file.h"
#include "tablebase/syzygy_material.h"
#include "tablebase/syzygy_whole.h"

#include <sys/wait.h>
#include <unistd.h>

#include <algorithm>
#include <array>
#include <cstdio>
#include <cstdlib>
#include <filesystem>
#include <fstream>
#include <random>
#include <sstream>

namespace kibitz::tb {

using chess::Color;
using chess::PieceType;
using chess::Position;

namespace {

// The words of the checks, in FileCheck's order: one for each (the static_assert checks every
// value up to the last, BadChecksum).
constexpr auto FileCheckWords = std::to_array<EnumText<FileCheck>>({
    {FileCheck::Ok, "OK"},
    {FileCheck::LayoutOnly, "LAYOUT-ONLY"},
    {FileCheck::NotATable, "NOT-A-TABLE"},
    {FileCheck::BadLayout, "BAD-LAYOUT"},
    {FileCheck::Inconsistent, "INCONSISTENT"},
    {FileCheck::Unreadable, "UNREADABLE"},
    {FileCheck::BadChecksum, "BAD-CHECKSUM"},
});
static_assert(hasEveryValue(FileCheckWords, FileCheck::BadChecksum));

} // namespace

const char* fileCheckName(FileCheck c)
{
    // The table's words are literals, so the view's data ends in a NUL.
    return textOf(FileCheckWords, c, "?").data();
}

namespace {

int sign(int v)
{
    return (v > 0) - (v < 0);
}

// A legal position of the material (white as the key's first half), or nothing when the
// squares drawn do not make one.
std::optional<Position> randomPosition(detail::MaterialKey key, std::mt19937_64& rng)
{
    chess::Setup setup;
    setup.board.fill(chess::Piece::None);
    setup.turn = rng() & 1 ? Color::White : Color::Black;
    auto place = [&](Color c, PieceType t) {
        for (;;) {
            const int sq = int(rng() % 64);
            if (t == PieceType::Pawn && (sq < 8 || sq >= 56)) continue;
            if (setup.board[std::size_t(sq)] != chess::Piece::None) continue;
            setup.board[std::size_t(sq)] = chess::makePiece(c, t);
            return;
        }
    };
    for (const Color c : {Color::White, Color::Black}) {
        place(c, PieceType::King);
        for (int t = 1; t <= 5; ++t)
            for (int n = detail::countOf(key, c, PieceType(t)); n > 0; --n) place(c, PieceType(t));
    }
    auto pos = Position::fromSetup(setup);
    if (!pos) return std::nullopt;
    return *pos;
}

struct Sampled {
    FileCheck status = FileCheck::Ok;
    std::uint64_t positions = 0, skipped = 0;
    std::string error;
};

// Probes the sampled positions (in the child process).
Sampled sample(const std::string& path, detail::MaterialKey key, detail::TableKind kind,
               const std::vector<std::string>& folders, int samples)
{
    Sampled out;
    std::vector<std::string> search{std::filesystem::path(path).parent_path().string()};
    search.insert(search.end(), folders.begin(), folders.end());
    Tablebase tables;
    tables.setPaths(search);
    const std::string file = std::filesystem::path(path).filename().string();
    // A missing table, or a broken one other than this, is not this file's fault: the
    // position is left out. An error of this file's is.
    auto counts = [&](const ProbeError& e) {
        if (e.kind == ErrorKind::BadTable && std::filesystem::path(e.file).filename() == file) {
            out.status = FileCheck::Inconsistent;
            out.error = e.toString();
            return false;
        }
        ++out.skipped;
        return true;
    };
    // Seeded by the name (FNV-1a, not std::hash, which may differ between libraries), so
    // that every run and every build samples the same positions.
    std::uint64_t seed = 0xcbf29ce484222325ull;
    for (const char c : file) seed = (seed ^ std::uint8_t(c)) * 0x100000001b3ull;
    std::mt19937_64 rng(seed);
    for (int drawn = 0;
         out.positions + out.skipped < std::uint64_t(samples) && drawn < 50 * samples; ++drawn) {
        const auto pos = randomPosition(key, rng);
        if (!pos) continue;
        const std::string fen = chess::toFen(*pos);
        const auto wdl = tables.probeWdl(*pos);
        if (!wdl) {
            if (!counts(wdl.error())) return out;
            continue;
        }
        if (kind == detail::TableKind::Wdl) {
            // The value the moves give, won/drawn/lost with the 50-move rule aside.
            int best = -2;
            const chess::MoveList moves = chess::legalMoves(*pos);
            if (moves.empty()) best = pos->isCheck() ? -1 : 0;
            bool skip = false;
            for (const chess::Move m : moves) {
                const auto child = tables.probeWdl(pos->after(m));
                if (!child) {
                    if (!counts(child.error())) return out;
                    skip = true;
                    break;
                }
                best = std::max(best, -sign(toInt(*child)));
            }
            if (skip) continue;
            if (sign(toInt(*wdl)) != best) {
                out.status = FileCheck::Inconsistent;
                out.error = fen + ": WDL " + std::string(wdlName(*wdl)) + ", but its moves give "
                            + (best > 0   ? "a win"
                               : best < 0 ? "a loss"
                                          : "a draw");
                return out;
            }
        } else {
            const auto root = tables.probeRoot(*pos);
            if (!root) {
                if (!counts(root.error())) return out;
                continue;
            }
            const int dtz = root->dtz, w = toInt(*wdl);
            const bool beyond = std::abs(dtz) > 100;
            std::string wrong;
            if (sign(dtz) != sign(w))
                wrong = "the DTZ's sign is not the WDL's";
            else if (w != 0 && beyond != (std::abs(w) == 1))
                wrong = "the DTZ is " + std::string(beyond ? "beyond" : "within")
                        + " 100 plies, the WDL says otherwise";
            else if (!root->moves.empty() && std::abs(root->moves.front().dtz - dtz) > 1)
                wrong = "the best move's DTZ is " + std::to_string(root->moves.front().dtz);
            if (!wrong.empty()) {
                out.status = FileCheck::Inconsistent;
                out.error = fen;
                out.error += ": WDL ";
                out.error += wdlName(*wdl);
                out.error += ", DTZ ";
                out.error += std::to_string(dtz);
                out.error += ": ";
                out.error += wrong;
                return out;
            }
        }
        ++out.positions;
    }
    return out;
}

// Runs `check` in a child process: Fathom trusts the data, and a corrupted file may make it
// read outside the file; the run goes on and the file is named. The child sends its
// progress ("P done total" lines), then its result ("R status positions skipped", the
// error after it).
Sampled runIsolated(const std::function<Sampled(const CheckProgress&)>& check,
                    const CheckProgress& progress)
{
    Sampled out;
    int fds[2];
    if (pipe(fds) != 0) return check(progress);
    std::fflush(nullptr);
    const pid_t child = fork();
    if (child < 0) {
        close(fds[0]);
        close(fds[1]);
        return check(progress);
    }
    auto send = [&](const std::string& text) {
        std::size_t done = 0;
        while (done < text.size()) {
            const ssize_t n = write(fds[1], text.data() + done, text.size() - done);
            if (n <= 0) break;
            done += std::size_t(n);
        }
    };
    if (child == 0) {
        close(fds[0]);
        const CheckProgress report = [&](std::uint64_t done, std::uint64_t total) {
            send("P " + std::to_string(done) + " " + std::to_string(total) + "\n");
        };
        const Sampled s = check(progress ? report : CheckProgress());
        send("R " + std::to_string(int(s.status)) + " " + std::to_string(s.positions) + " "
             + std::to_string(s.skipped) + "\n" + s.error);
        _exit(0);
    }
    close(fds[1]);
    std::string text, pending;
    char buffer[4096];
    bool result = false;
    for (ssize_t n; (n = read(fds[0], buffer, sizeof buffer)) > 0;) {
        if (result) {
            text.append(buffer, std::size_t(n));
            continue;
        }
        pending.append(buffer, std::size_t(n));
        // Progress lines until the result's.
        for (std::size_t end; !result && (end = pending.find('\n')) != std::string::npos;) {
            const std::string line = pending.substr(0, end);
            if (line.starts_with("R ")) {
                result = true;
                text = pending;
                break;
            }
            pending.erase(0, end + 1);
            unsigned long long done = 0, total = 0;
            if (progress && std::sscanf(line.c_str(), "P %llu %llu", &done, &total) == 2)
                progress(done, total);
        }
    }
    close(fds[0]);
    int status = 0;
    waitpid(child, &status, 0);
    if (WIFSIGNALED(status)) {
        out.status = FileCheck::Inconsistent;
        out.error =
            "probing it crashed (signal " + std::to_string(WTERMSIG(status)) + "): corrupted data";
        return out;
    }
    std::istringstream in(text);
    int code = 0;
    std::string tag;
    if (!(in >> tag >> code >> out.positions >> out.skipped) || tag != "R") {
        out.status = FileCheck::Inconsistent;
        out.error = "the probing process gave no answer";
        return out;
    }
    out.status = FileCheck(code);
    in.get();
    std::getline(in, out.error, '\0');
    return out;
}

} // namespace

TableFileCheck checkTableFile(const std::string& path, const std::vector<std::string>& folders,
                              int samples, const std::map<std::string, std::string>* given,
                              ValueCheck values, const CheckProgress& progress, int threads)
{
    namespace fs = std::filesystem;
    if (isGaviotaTableName(path)) return checkGaviotaFile(path);
    TableFileCheck check;
    check.path = path;
    const fs::path p(path);
    const std::string ext = p.extension().string();
    const auto key = detail::parseMaterial(p.stem().string());
    if ((ext != ".rtbw" && ext != ".rtbz") || !key
        || detail::pieceCount(*key) > detail::MaxPieces) {
        check.status = FileCheck::NotATable;
        check.error = "not a Syzygy table's name (KRPvKR.rtbw, KRPvKR.rtbz)";
        return check;
    }
    std::error_code ec;
    if (!fs::is_regular_file(p, ec) || !std::ifstream(path, std::ios::binary)) {
        check.status = FileCheck::Unreadable;
        check.error = ec ? ec.message() : "not a readable file";
        return check;
    }
    check.size = fs::file_size(p, ec);
    const auto kind = ext == ".rtbw" ? detail::TableKind::Wdl : detail::TableKind::Dtz;
    if (auto bad = detail::checkTableFile(path, kind, *key)) {
        check.status = bad->starts_with("cannot ") ? FileCheck::Unreadable : FileCheck::BadLayout;
        check.error = *bad;
        return check;
    }
    // The checksum first: it covers every byte, where the values' checks read what a prober
    // reads.
    const std::string name = p.filename().string();
    std::vector<std::pair<std::string, std::string>> sums; // md5, where it is from
    if (given)
        if (const auto it = given->find(name); it != given->end())
            sums.emplace_back(it->second, "the list given");
    if (sums.empty())
        for (const PublishedMd5& k : publishedSyzygyMd5(name))
            sums.emplace_back(std::string(k.md5), std::string(k.source));
    std::string md5Detail;
    if (!sums.empty()) {
        const auto md5 = fileMd5(path);
        if (!md5) {
            check.status = FileCheck::Unreadable;
            check.error = "cannot read it for its MD5";
            return check;
        }
        for (const auto& [sum, source] : sums)
            if (sum == *md5) {
                const bool listed = source == "the list given";
                md5Detail = "layout sound, MD5 as " + source + (listed ? " says" : " publishes it");
                check.checks = {listed ? "MD5 listed" : "MD5 published"};
            }
        if (md5Detail.empty()) {
            check.status = FileCheck::BadChecksum;
            check.error = "MD5 " + *md5 + " is none of this table's known sums (";
            for (std::size_t i = 0; i < sums.size(); ++i)
                check.error += (i ? ", " : "") + sums[i].second + " " + sums[i].first;
            check.error += "): damaged, or not the published file (then give its sums with --md5)";
            return check;
        }
        if (values == ValueCheck::WhereNoSum) {
            check.status = FileCheck::Ok;
            check.detail = md5Detail;
            return check;
        }
    }
    const bool whole = values != ValueCheck::Sampled;
    const Sampled s = runIsolated(
        [&](const CheckProgress& report) {
            if (!whole) return sample(path, *key, kind, folders, samples);
            const WholeFileResult r = checkWholeFile(path, *key, kind, folders, report, threads);
            return Sampled{r.status, r.positions, r.skipped, r.error};
        },
        progress);
    check.status = s.status;
    check.positions = s.positions;
    check.skipped = s.skipped;
    check.error = s.error;
    check.checks.emplace_back(whole ? "whole file decoded" : "sampled");
    const std::string counted = std::to_string(s.positions) + (whole ? "" : " sampled")
                                + " positions consistent (" + std::to_string(s.skipped)
                                + " skipped)";
    if (whole)
        check.detail = (md5Detail.empty() ? "no published MD5: layout sound" : md5Detail)
                       + ", every position decoded: " + counted;
    else
        check.detail = md5Detail.empty() ? "no published MD5: layout sound, " + counted
                                               + "; damage where no sample reads can go unseen"
                                         : md5Detail + ", " + counted;
    // (A matching MD5 stands, also when no position could be probed.)
    if (md5Detail.empty()
        && (check.status == FileCheck::LayoutOnly
            || (check.status == FileCheck::Ok && check.positions == 0))) {
        check.status = FileCheck::LayoutOnly;
        check.error = "no published MD5, and no position could be probed: tables its "
                      "captures or promotions lead to are missing";
        check.checks.clear(); // nothing was decoded
    } else if (!md5Detail.empty() && check.status == FileCheck::LayoutOnly) {
        check.status = FileCheck::Ok;
        check.error.clear();
    }
    return check;
}

TableFileCheck checkGaviotaFile(const std::string& path,
                                const std::map<std::string, std::string>* given)
{
    namespace fs = std::filesystem;
    TableFileCheck check;
    check.path = path;
    const std::string name = fs::path(path).filename().string();
    int scheme = 0;
    if (!isGaviotaTableName(name, &scheme)) {
        check.status = FileCheck::NotATable;
        check.error = "not a Gaviota table's name (kqkr.gtb.cp4)";
        return check;
    }
    std::error_code ec;
    if (!fs::is_regular_file(path, ec)) {
        check.status = FileCheck::Unreadable;
        check.error = ec ? ec.message() : "not a readable file";
        return check;
    }
    check.size = fs::file_size(path, ec);
    GaviotaLayout layout;
    if (auto bad = checkGaviotaLayout(path, layout)) {
        check.status = bad->starts_with("cannot ") ? FileCheck::Unreadable : FileCheck::BadLayout;
        check.error = *bad;
        return check;
    }
    const auto md5 = fileMd5(path);
    if (!md5) {
        check.status = FileCheck::Unreadable;
        check.error = "cannot read it for its MD5";
        return check;
    }
    check.detail = layout.blocksUnpacked > 0
                       ? std::to_string(layout.blocksUnpacked) + " of "
                             + std::to_string(layout.blocks) + " blocks unpacked"
                       : std::to_string(layout.blocks) + " blocks, not unpacked (cp"
                             + std::to_string(scheme) + ")";
    if (layout.blocksUnpacked > 0) check.checks.emplace_back("blocks unpacked");
    bool md5Matched = false;
    if (given) {
        const auto it = given->find(name);
        if (it != given->end()) {
            if (it->second != *md5) {
                check.checks.emplace_back("MD5 listed");
                check.status = FileCheck::BadChecksum;
                check.error = "MD5 " + *md5 + ", the list says " + it->second;
                return check;
            }
            md5Matched = true;
            check.detail += ", MD5 as listed";
            check.checks.emplace_back("MD5 listed");
        }
    }
    if (!md5Matched) {
        const std::vector<PublishedMd5> known = publishedGaviotaMd5(name);
        for (const PublishedMd5& k : known)
            if (k.md5 == *md5) {
                md5Matched = true;
                check.detail += ", MD5 as " + std::string(k.source) + " publishes it";
                check.checks.emplace_back("MD5 published");
            }
        if (!known.empty() && !md5Matched && !(given && given->contains(name))) {
            check.checks.emplace_back("MD5 published");
            check.status = FileCheck::BadChecksum;
            check.error = "MD5 " + *md5 + " is none of this table's known sums (";
            for (std::size_t i = 0; i < known.size(); ++i)
                check.error += (i ? ", " : "") + std::string(known[i].source) + " "
                               + std::string(known[i].md5);
            check.error += "): damaged, or compressed anew (then give its sums with --md5)";
            return check;
        }
    }
    if (layout.blocksUnpacked == 0 && !md5Matched) {
        check.status = FileCheck::LayoutOnly;
        check.error = "layout sound; its cp" + std::to_string(scheme)
                      + " blocks are not unpacked and no MD5 list names it";
        return check;
    }
    check.status = FileCheck::Ok;
    return check;
}

std::vector<std::string> findTableFiles(const std::vector<std::string>& paths,
                                        std::vector<std::string>& problems)
{
    namespace fs = std::filesystem;
    std::vector<std::string> files, seen;
    for (const std::string& p : paths) {
        std::error_code ec;
        if (fs::is_regular_file(p, ec)) {
            files.push_back(p);
            continue;
        }
        for (const std::string& folder : withSubfolders({p})) {
            if (std::find(seen.begin(), seen.end(), folder) != seen.end()) continue;
            seen.push_back(folder);
            fs::directory_iterator it(folder, ec);
            if (ec) {
                problems.push_back(folder + ": " + ec.message());
                continue;
            }
            std::vector<std::string> here;
            for (; it != fs::directory_iterator(); it.increment(ec)) {
                if (ec) {
                    problems.push_back(folder + ": " + ec.message());
                    break;
                }
                const std::string ext = it->path().extension().string();
                if (ext == ".rtbw" || ext == ".rtbz"
                    || isGaviotaTableName(it->path().filename().string()))
                    here.push_back(it->path().string());
            }
            std::sort(here.begin(), here.end());
            files.insert(files.end(), here.begin(), here.end());
        }
    }
    return files;
}

} // namespace kibitz::tb
