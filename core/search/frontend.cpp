// SPDX-License-Identifier: GPL-3.0-or-later
#include "search/frontend.h"

#include "search/text.h"

namespace kibitz::search {

bool ProtocolSwitch::handleLine(std::string_view line)
{
    if (m_uci) return m_uci->handleLine(line);
    if (m_xboard) return m_xboard->handleLine(line);
    const auto words = text::split(line);
    if (words.empty()) return true;
    if (words[0] == "xboard" || words[0] == "protover") {
        m_xboard = std::make_unique<XBoardProtocol>(m_output);
        return m_xboard->handleLine(line);
    }
    if (words[0] == "quit") return false;
    m_uci = std::make_unique<UciProtocol>(m_output);
    return m_uci->handleLine(line);
}

void ProtocolSwitch::finish()
{
    if (m_uci) m_uci->finish();
    if (m_xboard) m_xboard->finish();
}

} // namespace kibitz::search
