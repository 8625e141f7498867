// SPDX-License-Identifier: GPL-3.0-or-later
#include "kibitz_resources.h"

#include <QtCore/qglobal.h>

#include <mutex>

// Q_INIT_RESOURCE declares the generated initialiser at the point of use, so it has to be
// expanded outside any namespace (see the Q_INIT_RESOURCE documentation).
static void initKibitzQrc()
{
    Q_INIT_RESOURCE(kibitz);
}

namespace kibitz {

void initResources()
{
    static std::once_flag once;
    std::call_once(once, initKibitzQrc);
}

} // namespace kibitz
