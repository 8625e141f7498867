// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// Words read in any case (option names, file extensions, setting words): ASCII letters only, so
// the answer does not depend on the locale a program runs in, and UTF-8 bytes stay as they are.

#include <string>
#include <string_view>

namespace kibitz {

constexpr char asciiLower(char c)
{
    return c >= 'A' && c <= 'Z' ? char(c - 'A' + 'a') : c;
}

inline std::string asciiLower(std::string_view s)
{
    std::string out(s);
    for (char& c : out) c = asciiLower(c);
    return out;
}

} // namespace kibitz
