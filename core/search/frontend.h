// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// Chooses the protocol from the GUI's first word: "uci" starts the UCI front-end, "xboard"
// (or "protover") the CECP one. Anything before that is treated as UCI, the more common
// protocol today.

#include "search/uci.h"
#include "search/xboard.h"

#include <functional>
#include <memory>
#include <string>
#include <string_view>

namespace kibitz::search {

class ProtocolSwitch {
public:
    using Output = std::function<void(const std::string&)>;

    explicit ProtocolSwitch(Output output)
        : m_output(std::move(output))
    {}

    // Returns false once the GUI has sent "quit".
    bool handleLine(std::string_view line);
    // At the end of input: let a running search finish and report.
    void finish();

private:
    Output m_output;
    std::unique_ptr<UciProtocol> m_uci;
    std::unique_ptr<XBoardProtocol> m_xboard;
};

} // namespace kibitz::search
