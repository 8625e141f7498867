# SPDX-License-Identifier: GPL-3.0-or-later
# cmake -DBUILD_DIR=... -DPREFIX=... -DSOURCE_DIR=... [-DDESKTOP_FILE_VALIDATE=...]
#       -P check_install.cmake
# Installs the build into an empty PREFIX and checks what a package would ship.
file(REMOVE_RECURSE "${PREFIX}")
execute_process(COMMAND ${CMAKE_COMMAND} --install "${BUILD_DIR}" --prefix "${PREFIX}"
  RESULT_VARIABLE rc OUTPUT_VARIABLE out ERROR_VARIABLE out)
if(NOT rc EQUAL 0)
  message(FATAL_ERROR "cmake --install failed (${rc}):\n${out}")
endif()

set(problems "")
foreach(path
    bin/kibitz bin/kibitz-cli bin/kibitz-engine
    share/applications/kibitz.desktop
    share/icons/hicolor/scalable/apps/kibitz.svg
    share/kibitz/syzygy share/kibitz/translations share/kibitz/openings/SOURCE.txt)
  if(NOT EXISTS "${PREFIX}/${path}")
    string(APPEND problems "  missing: ${path}\n")
  endif()
endforeach()

# Every bundled table, byte for byte the same count.
file(GLOB source_tables RELATIVE "${SOURCE_DIR}/data/syzygy" "${SOURCE_DIR}/data/syzygy/*.rtb?")
file(GLOB installed_tables RELATIVE "${PREFIX}/share/kibitz/syzygy"
     "${PREFIX}/share/kibitz/syzygy/*.rtb?")
list(LENGTH source_tables want)
list(LENGTH installed_tables got)
if(NOT want EQUAL got)
  string(APPEND problems "  share/kibitz/syzygy holds ${got} tables, the source ${want}\n")
endif()

# The executables start from the installed tree and say who they are.
foreach(exe kibitz kibitz-cli kibitz-engine)
  foreach(option --version --help)
    execute_process(COMMAND "${PREFIX}/bin/${exe}" ${option}
      RESULT_VARIABLE rc OUTPUT_VARIABLE out ERROR_VARIABLE err TIMEOUT 30)
    if(NOT rc EQUAL 0)
      string(APPEND problems "  ${exe} ${option} exits with ${rc}: ${err}\n")
    elseif(option STREQUAL "--version" AND NOT out MATCHES "[0-9]+\\.[0-9]+\\.[0-9]+")
      string(APPEND problems "  ${exe} --version prints no version: '${out}'\n")
    endif()
  endforeach()
endforeach()

# The opening names are compiled in: the installed kibitz-cli names a Najdorf by itself.
file(WRITE "${PREFIX}/najdorf.pgn" "1. e4 c5 2. Nf3 d6 3. d4 cxd4 4. Nxd4 Nf6 5. Nc3 a6 *\n")
execute_process(COMMAND "${PREFIX}/bin/kibitz-cli" eco "${PREFIX}/najdorf.pgn"
  RESULT_VARIABLE rc OUTPUT_VARIABLE out ERROR_VARIABLE err TIMEOUT 30)
if(NOT rc EQUAL 0 OR NOT out MATCHES "\\[ECO \"B90\"\\]")
  string(APPEND problems "  the installed kibitz-cli eco did not name the Najdorf (${rc}): ${out}${err}\n")
endif()
file(REMOVE "${PREFIX}/najdorf.pgn")

# The installed tables answer a probe: K+Q v K is a win. The installed kibitz-cli finds
# them by itself, beside its bin/ (the prefix here is not the one configured).
if(want GREATER 0)
  execute_process(
    COMMAND "${PREFIX}/bin/kibitz-cli" tb probe --fen "8/8/8/8/8/2k5/8/KQ6 w - - 0 1" --json
    RESULT_VARIABLE rc OUTPUT_VARIABLE out ERROR_VARIABLE err TIMEOUT 30)
  if(NOT rc EQUAL 0 OR NOT out MATCHES "\"wdl\"")
    string(APPEND problems "  kibitz-cli tb probe on the installed tables failed (${rc}): ${out}${err}\n")
  else()
    file(REAL_PATH "${PREFIX}/share/kibitz/syzygy" own)
    string(FIND "${out}" "\"syzygy\":[\"${own}\"]" at)
    if(at EQUAL -1)
      string(APPEND problems "  the installed kibitz-cli did not use its own tables: ${out}\n")
    endif()
  endif()
endif()

if(DESKTOP_FILE_VALIDATE)
  execute_process(COMMAND ${DESKTOP_FILE_VALIDATE} "${PREFIX}/share/applications/kibitz.desktop"
    RESULT_VARIABLE rc OUTPUT_VARIABLE out ERROR_VARIABLE out)
  if(NOT rc EQUAL 0)
    string(APPEND problems "  the installed desktop file does not validate: ${out}\n")
  endif()
else()
  message("desktop-file-validate not found: the installed desktop file is not validated")
endif()

if(problems)
  message(FATAL_ERROR "The installation in ${PREFIX} is incomplete:\n${problems}")
endif()
message("Installed tree in ${PREFIX}: complete; executables run; tables answer")
