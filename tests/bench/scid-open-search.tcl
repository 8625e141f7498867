# SPDX-License-Identifier: GPL-3.0-or-later
# scid-open-search.tcl: SCID 4.7 opening an existing base and searching one position exactly, the
# reference for a position search in a fresh process (db_reopen_vs_scid.sh).
# usage (tkscid needs an X display):
#   DISPLAY=:43 /usr/games/tkscid tests/bench/scid-open-search.tcl /tmp/scidbase e4 c5 Nf3 ...
# Prints the open time, then the search's count and time (both inside tkscid).
set base [lindex $argv 0]
set t0 [clock microseconds]
set db [sc_base open $base]
set t1 [clock microseconds]
puts "open: [sc_base numGames $db] games in [expr {($t1-$t0)/1000.0}] ms"
sc_base switch $db
sc_game new
foreach m [lrange $argv 1 end] { sc_move addSan $m }
set t2 [clock microseconds]
sc_search board RESET Exact false 0
set t3 [clock microseconds]
puts "search: [sc_filter count] games in [expr {($t3-$t2)/1000.0}] ms"
exit
