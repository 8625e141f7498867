// SPDX-License-Identifier: GPL-3.0-or-later
#include "chess/epd.h"

#include "chess/fen.h"

#include <algorithm>
#include <charconv>

namespace kibitz::chess {

namespace {

bool isNumber(std::string_view s)
{
    if (s.empty()) return false;
    for (char c : s)
        if (c < '0' || c > '9') return false;
    return true;
}

int toInt(std::string_view s)
{
    int v = 0;
    const auto [ptr, ec] = std::from_chars(s.data(), s.data() + s.size(), v);
    return ec == std::errc() ? v : 0x7FFFFFFF; // overflow saturates; fromSetup clamps
}

// Opcodes whose operands are strings (PGN standard 16.2.5): always written quoted.
bool isStringOpcode(const std::string& op)
{
    if (op.size() == 2 && (op[0] == 'c' || op[0] == 'v') && op[1] >= '0' && op[1] <= '9')
        return true;
    return op == "id" || op == "eco" || op == "nic" || op == "tcgs" || op == "tcri" || op == "tcsi";
}

bool needsQuotes(const std::string& s)
{
    if (s.empty()) return true;
    for (char c : s)
        if (c == ' ' || c == ';' || c == '"' || c == '\t') return true;
    return false;
}

} // namespace

const EpdOperation* Epd::find(std::string_view opcode) const
{
    for (const EpdOperation& op : operations)
        if (op.opcode == opcode) return &op;
    return nullptr;
}

std::optional<std::string> Epd::operand(std::string_view opcode) const
{
    const EpdOperation* op = find(opcode);
    if (!op || op->operands.empty()) return std::nullopt;
    return op->operands.front();
}

void Epd::set(std::string opcode, std::vector<std::string> operands)
{
    for (EpdOperation& op : operations)
        if (op.opcode == opcode) {
            op.operands = std::move(operands);
            return;
        }
    operations.push_back({std::move(opcode), std::move(operands)});
}

Expected<std::vector<Move>, MoveError> Epd::moves(std::string_view opcode) const
{
    std::vector<Move> out;
    if (const EpdOperation* op = find(opcode)) {
        for (const std::string& san : op->operands) {
            auto m = parseMove(position, san);
            if (!m) return unexpected(m.error());
            out.push_back(*m);
        }
    }
    return out;
}

void Epd::setMoves(std::string opcode, const std::vector<Move>& moves)
{
    std::vector<std::string> sans;
    sans.reserve(moves.size());
    for (Move m : moves) sans.push_back(toSan(position, m));
    set(std::move(opcode), std::move(sans));
}

void Epd::setPv(const std::vector<Move>& line)
{
    std::vector<std::string> sans;
    Position p = position;
    for (Move m : line) {
        sans.push_back(toSan(p, m));
        p.play(m);
    }
    set("pv", std::move(sans));
}

Expected<std::vector<Move>, MoveError> Epd::pv() const
{
    std::vector<Move> out;
    Position p = position;
    if (const EpdOperation* op = find("pv")) {
        for (const std::string& text : op->operands) {
            auto m = parseMove(p, text);
            if (!m) return unexpected(m.error());
            out.push_back(*m);
            p.play(*m);
        }
    }
    return out;
}

namespace {

std::optional<int> integerOperand(const Epd& epd, std::string_view opcode)
{
    const auto text = epd.operand(opcode);
    if (!text || text->empty()) return std::nullopt;
    int v = 0;
    const char* end = text->data() + text->size();
    const auto [ptr, ec] = std::from_chars(text->data() + (text->front() == '+'), end, v);
    if (ec != std::errc() || ptr != end) return std::nullopt;
    return v;
}

// Splits on spaces and commas.
std::vector<std::string> words(const std::vector<std::string>& operands)
{
    std::vector<std::string> out;
    for (const std::string& operand : operands) {
        std::string word;
        for (char c : operand + ' ') {
            if (c == ' ' || c == ',' || c == '\t') {
                if (!word.empty()) out.push_back(std::move(word));
                word.clear();
            } else {
                word += c;
            }
        }
    }
    return out;
}

} // namespace

void Epd::setCentipawns(int ce)
{
    set("ce", {std::to_string(ce)});
}
std::optional<int> Epd::centipawns() const
{
    return integerOperand(*this, "ce");
}
void Epd::setDirectMate(int moves)
{
    set("dm", {std::to_string(moves)});
}
std::optional<int> Epd::directMate() const
{
    return integerOperand(*this, "dm");
}
void Epd::setId(std::string id)
{
    set("id", {std::move(id)});
}
std::optional<std::string> Epd::id() const
{
    return operand("id");
}

EpdVerdict judgeMove(const Epd& epd, Move move)
{
    EpdVerdict v;
    auto contains = [&](std::string_view opcode) {
        const auto moves = epd.moves(opcode);
        return moves && std::find(moves->begin(), moves->end(), move) != moves->end();
    };
    if (epd.find("bm")) {
        v.judged = true;
        v.solved = contains("bm");
    } else if (epd.find("am")) {
        v.judged = true;
        v.solved = !contains("am");
    }
    if (v.solved && epd.find("am") && contains("am")) v.solved = false;

    // Points: c0 "Qd2=10, Rd1=5", or c7 "Qd2 Rd1" with c8 "10 5".
    std::vector<std::pair<std::string, int>> values;
    if (const EpdOperation* c0 = epd.find("c0")) {
        for (const std::string& w : words(c0->operands)) {
            const auto eq = w.find('=');
            // A promotion written e8=Q has a letter after '='; a value has digits.
            const auto last = w.rfind('=');
            if (eq == std::string::npos || last + 1 >= w.size() || w[last + 1] < '0'
                || w[last + 1] > '9')
                continue;
            int points = 0;
            const auto [ptr, ec] =
                std::from_chars(w.data() + last + 1, w.data() + w.size(), points);
            if (ec == std::errc()) values.emplace_back(w.substr(0, last), points);
        }
    }
    if (values.empty()) {
        const EpdOperation* c7 = epd.find("c7");
        const EpdOperation* c8 = epd.find("c8");
        if (c7 && c8) {
            const auto moves = words(c7->operands);
            const auto points = words(c8->operands);
            for (std::size_t i = 0; i < moves.size() && i < points.size(); ++i)
                values.emplace_back(moves[i], toInt(points[i]));
        }
    }
    for (const auto& [text, points] : values) {
        const auto m = parseMove(epd.position, text);
        if (!m) continue;
        v.judged = true;
        v.maxPoints = std::max(v.maxPoints, points);
        if (*m == move) v.points = std::max(v.points, points);
    }
    return v;
}

Expected<EpdSetup, EpdError> parseEpdSetup(std::string_view line)
{
    while (!line.empty() && (line.back() == '\r' || line.back() == '\n')) line.remove_suffix(1);

    // The four position fields, separated by white space.
    std::size_t i = 0;
    std::vector<std::pair<std::size_t, std::size_t>> fields; // start, length
    auto skipSpace = [&] {
        while (i < line.size() && (line[i] == ' ' || line[i] == '\t')) ++i;
    };
    auto readWord = [&] {
        const std::size_t start = i;
        while (i < line.size() && line[i] != ' ' && line[i] != '\t' && line[i] != ';') ++i;
        return std::pair{start, i - start};
    };
    for (int n = 0; n < 4; ++n) {
        skipSpace();
        const auto w = readWord();
        if (w.second == 0)
            return unexpected(
                EpdError{int(i) + 1, "EPD needs four position fields, found " + std::to_string(n)});
        fields.push_back(w);
    }
    std::string fen;
    for (const auto& [start, len] : fields) {
        if (!fen.empty()) fen += ' ';
        fen += line.substr(start, len);
    }

    // Six-field FEN followed by operations (perft suites write it so).
    std::optional<int> halfmove, fullmove;
    {
        const std::size_t save = i;
        skipSpace();
        const auto a = readWord();
        skipSpace();
        const auto b = readWord();
        if (isNumber(line.substr(a.first, a.second)) && isNumber(line.substr(b.first, b.second))) {
            halfmove = toInt(line.substr(a.first, a.second));
            fullmove = toInt(line.substr(b.first, b.second));
        } else {
            i = save;
        }
    }

    auto setup = parseFen(fen);
    if (!setup) {
        // The FEN reader may count more fields than the four read here (it also splits at
        // line ends, which an EPD word keeps): the last one is the nearest place to point at.
        const std::size_t at =
            std::min(fields.size() - 1, std::size_t(std::max(0, setup.error().field - 1)));
        const int col = int(fields[at].first) + 1;
        return unexpected(EpdError{col, setup.error().message});
    }

    // Operations: opcode operand* ';'
    EpdSetup epd;
    for (;;) {
        skipSpace();
        while (i < line.size() && line[i] == ';') {
            ++i;
            skipSpace();
        }
        if (i >= line.size()) break;
        const std::size_t opStart = i;
        const auto op = readWord();
        EpdOperation operation{std::string(line.substr(op.first, op.second)), {}};
        const char first = operation.opcode.empty() ? '\0' : operation.opcode[0];
        if (!((first >= 'a' && first <= 'z') || (first >= 'A' && first <= 'Z')))
            return unexpected(EpdError{int(opStart) + 1, "opcode must start with a letter: '"
                                                             + operation.opcode + "'"});
        for (;;) {
            skipSpace();
            // The standard ends every operation with ';'; many files leave out the last one.
            if (i >= line.size()) break;
            if (line[i] == ';') {
                ++i;
                break;
            }
            if (line[i] == '"') {
                const std::size_t close = line.find('"', i + 1);
                if (close == std::string_view::npos)
                    return unexpected(EpdError{int(i) + 1, "unterminated string in operation '"
                                                               + operation.opcode + "'"});
                operation.operands.emplace_back(line.substr(i + 1, close - i - 1));
                i = close + 1;
            } else {
                const auto w = readWord();
                const std::string_view word = line.substr(w.first, w.second);
                // A quote inside an unquoted operand could not be written back (EPD strings
                // have no escapes): the line is malformed.
                if (const std::size_t quote = word.find('"'); quote != std::string_view::npos)
                    return unexpected(
                        EpdError{int(w.first + quote) + 1,
                                 "stray '\"' in operation '" + operation.opcode + "'"});
                operation.operands.emplace_back(word);
            }
        }
        epd.operations.push_back(std::move(operation));
    }

    auto firstOperand = [&epd](std::string_view opcode) -> const std::string* {
        for (const EpdOperation& op : epd.operations)
            if (op.opcode == opcode && !op.operands.empty()) return &op.operands.front();
        return nullptr;
    };
    if (const auto* hmvc = firstOperand("hmvc"); hmvc && isNumber(*hmvc)) halfmove = toInt(*hmvc);
    if (const auto* fmvn = firstOperand("fmvn"); fmvn && isNumber(*fmvn)) fullmove = toInt(*fmvn);
    if (halfmove) setup->halfmoveClock = *halfmove;
    if (fullmove) setup->fullmoveNumber = std::max(1, *fullmove);
    epd.setup = *setup;
    return epd;
}

Expected<Epd, EpdError> parseEpd(std::string_view line, Validation mode)
{
    auto read = parseEpdSetup(line);
    if (!read) return unexpected(read.error());
    auto pos = Position::fromSetup(read->setup, mode);
    if (!pos) return unexpected(EpdError{1, "illegal position: " + pos.error().message()});
    return Epd{*pos, std::move(read->operations)};
}

std::string toEpd(const Epd& epd, bool withCounters)
{
    if (!withCounters) return toEpd(epd);
    Epd counted = epd;
    if (!counted.find("hmvc")) counted.operations.push_back({"hmvc", {}});
    if (!counted.find("fmvn")) counted.operations.push_back({"fmvn", {}});
    return toEpd(counted);
}

std::string toEpd(const Epd& epd)
{
    std::string out = toFenPlacement(epd.position, FenFlavor::XFen);
    const std::string ops = toEpdOperations(epd.operations, &epd.position);
    if (!ops.empty()) out += ' ' + ops;
    return out;
}

std::string toEpdOperations(const std::vector<EpdOperation>& operations, const Position* position)
{
    std::string out;
    for (const EpdOperation& op : operations) {
        if (!out.empty()) out += ' ';
        out += op.opcode;
        std::vector<std::string> operands = op.operands;
        // Counters follow the position when the operation is present.
        if (position && op.opcode == "hmvc") operands = {std::to_string(position->halfmoveClock())};
        if (position && op.opcode == "fmvn")
            operands = {std::to_string(position->fullmoveNumber())};
        // Best and avoided moves are a set: written sorted (as python-chess writes them),
        // so the same position and moves always make the same line.
        if (op.opcode == "bm" || op.opcode == "am") std::sort(operands.begin(), operands.end());
        for (std::string v : operands) {
            out += ' ';
            if (isStringOpcode(op.opcode) || needsQuotes(v)) {
                // EPD strings cannot hold a '"' (there is no escape): it becomes a "'".
                std::replace(v.begin(), v.end(), '"', '\'');
                out += '"' + v + '"';
            } else {
                out += v;
            }
        }
        out += ';';
    }
    return out;
}

} // namespace kibitz::chess
