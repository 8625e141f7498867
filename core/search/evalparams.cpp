// SPDX-License-Identifier: GPL-3.0-or-later
#include "search/evalparams.h"

namespace kibitz::search {

namespace {
const EvalParams Tuned = handParams();
} // namespace

const EvalParams& tunedParams()
{
    return Tuned;
}

} // namespace kibitz::search
