// SPDX-License-Identifier: GPL-3.0-or-later
#include "search/frontend.h"

#include "search/text.h"
#include "search/uci_frontend.h"
#include "search/xboard_frontend.h"

namespace kibitz::search {

bool ProtocolSwitch::handleLine(std::string_view line)
{
    if (m_frontend) return m_frontend->handleLine(line);
    const auto words = text::split(line);
    if (words.empty()) return true;
    if (words[0] == "quit") return false;
    if (words[0] == "xboard" || words[0] == "protover")
        m_frontend = std::make_unique<XBoardProtocol>(m_output);
    else
        m_frontend = std::make_unique<UciProtocol>(m_output);
    return m_frontend->handleLine(line);
}

void ProtocolSwitch::finish()
{
    if (m_frontend) m_frontend->finish();
}

} // namespace kibitz::search
