// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// The built-in engine's front-ends share one shape (Frontend): lines from the GUI in through
// handleLine(), lines out through an output callback, one search at a time on a
// SearchWorker thread. ProtocolSwitch chooses one from the GUI's first word: "uci" starts the
// UCI front-end, "xboard" (or "protover") the CECP one. Anything before that is treated as
// UCI, the more common protocol today.

#include "search/frontend_base.h"

#include <functional>
#include <memory>
#include <string>
#include <string_view>

namespace kibitz::search {

class ProtocolSwitch {
public:
    // The front-end's own: it goes on to the one the GUI's first word starts.
    using Output = Frontend::Output;

    explicit ProtocolSwitch(Output output)
        : m_output(std::move(output))
    {}

    // Returns false once the GUI has sent "quit".
    bool handleLine(std::string_view line);
    // At the end of input: let a running search finish and report.
    void finish();

private:
    Output m_output;
    std::unique_ptr<Frontend> m_frontend; // none until the GUI's first word
};

} // namespace kibitz::search
