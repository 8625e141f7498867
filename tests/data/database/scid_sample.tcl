# SPDX-License-Identifier: GPL-3.0-or-later
# How scid_sample.si4/.sn4/.sg4 were made: SCID 4.7 (Debian's `scid` package) imports the two
# PGN files beside this script into a new base. tkscid needs an X display:
#   cd tests/data/database && xvfb-run -a tkscid scid_sample.tcl scid_sample \
#       scid_sample.pgn scid_sample_latin1.pgn
# The base is checked in as SCID wrote it; scid_test compares it with the PGN files.
set base [lindex $argv 0]
file delete -force $base.si4 $base.sg4 $base.sn4
set db [sc_base create $base]
foreach pgn [lrange $argv 1 end] {
    if {[catch {sc_base import $db $pgn} message]} {
        puts stderr "$pgn: $message"
        exit 1
    }
    puts "$pgn: $message"
}
puts "[sc_base numGames $db] games"
sc_base close $db
exit
