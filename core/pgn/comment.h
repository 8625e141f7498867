// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// Comment commands: the "[%name arguments]" groups that programs embed in PGN comments
// (the PGN Specification Supplement's [%clk], [%emt], [%cal], [%csl], and the widespread
// [%eval]). A node keeps its comment as raw text; parseComment reads the commands out of
// it on demand, and the setters below change one command in place, leaving the rest of the
// text as it was. A comment nobody edits is therefore written back byte for byte.
//
// Commands:
//   [%clk 1:05:03]  [%clk 0:00:07.5]   clock time left after the move (h:mm:ss, optional fraction)
//   [%emt 0:00:12]                     elapsed move time
//   [%eval 0.17] [%eval #-3] [%eval -1.20,23]   evaluation in pawns or mate in n, optional depth
//   [%cal Ge2e4,Rd7d5]                 coloured arrows (colour R, G, Y or B, from, to)
//   [%csl Gd4,Ra1]                     coloured squares
// Anything else, and any of these whose arguments do not parse, is kept verbatim.

#include "chess/types.h"

#include <cstddef>
#include <cstdint>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

namespace kibitz::pgn {

struct Eval {
    enum class Kind : std::uint8_t { Centipawns, Mate };
    Kind kind = Kind::Centipawns;
    // Centipawns from White's point of view, or moves to mate (negative: Black mates).
    int value = 0;
    std::optional<int> depth;

    static Eval centipawns(int cp, std::optional<int> depth = std::nullopt)
    {
        return {Kind::Centipawns, cp, depth};
    }
    static Eval mate(int moves, std::optional<int> depth = std::nullopt)
    {
        return {Kind::Mate, moves, depth};
    }
    bool isMate() const { return kind == Kind::Mate; }
    friend bool operator==(const Eval&, const Eval&) = default;
};

// Colours of arrows and squares, as the letters the commands use.
enum class MarkColor : char { Red = 'R', Green = 'G', Yellow = 'Y', Blue = 'B' };

struct Arrow {
    MarkColor color = MarkColor::Green;
    chess::Square from = chess::Square::None;
    chess::Square to = chess::Square::None;
    friend bool operator==(const Arrow&, const Arrow&) = default;
};

struct SquareMark {
    MarkColor color = MarkColor::Green;
    chess::Square square = chess::Square::None;
    friend bool operator==(const SquareMark&, const SquareMark&) = default;
};

// Where one "[%name args]" group sits in a comment.
struct CommandSpan {
    std::size_t offset = 0; // of '['
    std::size_t length = 0; // through ']'
    std::string_view name;  // "clk"
    std::string_view args;  // arguments, spaces around them trimmed
};

// Every "[%name ...]" group of the comment, in order. A "[%" without a closing ']' is text.
std::vector<CommandSpan> findCommands(std::string_view comment);

struct CommentInfo {
    std::optional<double> clock; // seconds left
    std::optional<double> emt;   // seconds used
    std::optional<Eval> eval;
    std::vector<Arrow> arrows;        // from every [%cal], in order
    std::vector<SquareMark> squares;  // from every [%csl], in order
    std::vector<std::string> unknown; // commands not understood or malformed, verbatim
    std::string text;                 // the comment without its commands, trimmed
};

// When a command appears twice, the first one counts (arrows and squares accumulate).
CommentInfo parseComment(std::string_view comment);

// --- Argument syntax, usable on their own
std::optional<double> parseClock(std::string_view text); // "1:05:03", "0:00:07.5", "5:03"
std::string formatClock(double seconds);                 // "1:05:03", "0:00:07.5"
std::optional<Eval> parseEval(std::string_view text);    // "0.17", "#-3", "-1.2,23"
std::string formatEval(const Eval& eval);                // "0.17", "#-3", "-1.20,23"
std::optional<std::vector<Arrow>> parseArrows(std::string_view text);
std::string formatArrows(const std::vector<Arrow>& arrows);
std::optional<std::vector<SquareMark>> parseSquareMarks(std::string_view text);
std::string formatSquareMarks(const std::vector<SquareMark>& squares);

// --- Editing a raw comment. Each setter replaces the first well-formed command of its kind
// (and removes further well-formed ones), inserts one when there is none (after the last
// command, or at the start of the text), or removes it when given nothing / an empty list.
// Malformed commands of the same name are left alone: text is never lost.
void setClock(std::string& comment, std::optional<double> seconds);
void setEmt(std::string& comment, std::optional<double> seconds);
void setEval(std::string& comment, std::optional<Eval> eval);
void setArrows(std::string& comment, const std::vector<Arrow>& arrows);
void setSquareMarks(std::string& comment, const std::vector<SquareMark>& squares);
// Any command by name, with args as written; std::nullopt removes every instance (well-formed
// or not: the caller names exactly what to remove).
void setCommand(std::string& comment, std::string_view name, std::optional<std::string_view> args);
// Replaces the free text, keeping the commands (written first, one space apart).
void setCommentText(std::string& comment, std::string_view text);

// --- The book mark. A move an opening book chose carries the word "book" in its comment, as
// Kibitz's games and annotator, cutechess and others write it: alone, or before or after the
// user's words ("book", "Book", "book Main line", "Main line book"). Not any comment that
// mentions a book. Readers show such moves quietly rather than the word as a comment.
struct BookMark {
    bool book = false;
    std::string_view rest; // the text beside the mark, trimmed (all of it when no mark)
};
// Of a comment's text (CommentInfo::text, without its commands).
BookMark splitBookMark(std::string_view text);

} // namespace kibitz::pgn
