// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

namespace kibitz {

// Registers the compiled-in resources (":/pieces/...", ":/icons/...").
// Safe to call more than once; every entry point that reads ":/" calls it first.
void initResources();

} // namespace kibitz
