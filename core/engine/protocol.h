// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

namespace kibitz::engine {

// The protocol an engine speaks. Unknown (also spelled Auto) asks EngineProcess to find out:
// it tries UCI and falls back to XBoard/CECP.
enum class Protocol { Uci, XBoard, Unknown, Auto = Unknown };

} // namespace kibitz::engine
