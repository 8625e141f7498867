# SPDX-License-Identifier: GPL-3.0-or-later
# cmake -DDESKTOP_FILE_VALIDATE=... -DDESKTOP_FILE=... -P validate_desktop.cmake
# Exits 77 (skipped) without desktop-file-validate (Debian package desktop-file-utils).
if(NOT DESKTOP_FILE_VALIDATE)
  message("desktop-file-validate not found (install desktop-file-utils): skipped")
  cmake_language(EXIT 77)
endif()
execute_process(COMMAND ${DESKTOP_FILE_VALIDATE} ${DESKTOP_FILE}
  RESULT_VARIABLE rc OUTPUT_VARIABLE out ERROR_VARIABLE out)
if(NOT rc EQUAL 0 OR out MATCHES "error|warning")
  message(FATAL_ERROR "${DESKTOP_FILE} does not validate:\n${out}")
endif()
file(READ ${DESKTOP_FILE} text)
if(NOT text MATCHES "\nMimeType=[^\n]*application/x-chess-pgn;")
  message(FATAL_ERROR "${DESKTOP_FILE} does not claim application/x-chess-pgn")
endif()
message("${DESKTOP_FILE}: valid, claims PGN files")
