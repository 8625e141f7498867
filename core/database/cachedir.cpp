// SPDX-License-Identifier: GPL-3.0-or-later
#include "database/cachedir.h"

#include "io/datadirs.h"

namespace kibitz::db {

std::string defaultCacheDir()
{
    return io::userFolder(io::UserFolder::Cache) + "/index";
}

} // namespace kibitz::db
