// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// The words of an enum in one table: the same table names a value and reads a word back, so the
// name and the parse cannot drift apart, and a new enumerator is one row.
//
//   constexpr auto WdlWords = std::to_array<EnumText<Wdl>>({{Wdl::Loss, "loss"}, ...});
//   textOf(WdlWords, w, "?")        the word of w, "?" when the table has none
//   valueOf(WdlWords, "loss")       Wdl::Loss, nullopt for a word not in the table
//   static_assert(hasEveryValue(WdlWords, Wdl::Win, Wdl::Loss))
//                                   a row for every value from Loss to Win and none outside:
//                                   the check a switch's -Wswitch gave, which a table loses
//
// A table is searched in order, so where two rows share a value the first names it, and where two
// share a word the first is read.

#include <array>
#include <cstddef>
#include <optional>
#include <string_view>
#include <type_traits>

namespace kibitz {

template <typename E>
struct EnumText {
    E value;
    std::string_view text;
};

template <typename E, std::size_t N>
constexpr std::string_view textOf(const std::array<EnumText<E>, N>& table, E value,
                                  std::string_view otherwise = {})
{
    for (const EnumText<E>& row : table)
        if (row.value == value) return row.text;
    return otherwise;
}

template <typename E, std::size_t N>
constexpr std::optional<E> valueOf(const std::array<EnumText<E>, N>& table, std::string_view text)
{
    for (const EnumText<E>& row : table)
        if (row.text == text) return row.value;
    return std::nullopt;
}

// True when the table has a row for every value from first to last and no row outside them. Rows
// are any type with a `value` (EnumText, or a table of sentences by value).
template <typename Row, std::size_t N, typename E>
constexpr bool hasEveryValue(const std::array<Row, N>& table, E last, E first = E{})
{
    using U = std::underlying_type_t<E>;
    const auto number = [](E e) { return static_cast<long long>(static_cast<U>(e)); };
    for (const Row& row : table)
        if (number(row.value) < number(first) || number(row.value) > number(last)) return false;
    for (long long v = number(first); v <= number(last); ++v) {
        bool found = false;
        for (const Row& row : table) found = found || number(row.value) == v;
        if (!found) return false;
    }
    return true;
}

} // namespace kibitz
