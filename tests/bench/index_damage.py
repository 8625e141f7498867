#!/usr/bin/env python3
# SPDX-License-Identifier: GPL-3.0-or-later
"""Random damage to a database index, as a failing disk, a bad copy or a crashed sync leaves it.

Indexes the first GAMES games of the 100,000 master games (or --pgn FILE) with each kibitz-cli
given, then, COPIES times, changes 1 to 32 random bytes of the intact index (seeded: every CLI
sees the same copies) and asks `db search --json` for the Najdorf (1.e4 c5 2.Nf3 d6 3.d4 cxd4
4.Nxd4 Nf6 5.Nc3 a6) and, on another copy with the same damage, `db list --sort date:desc
--limit 10 --json` (the list read where it lies, from the index's SQL tables). Each answer is
counted as
  right    exit 0 and the intact index's count (the intact list's ten games),
  wrong    exit 0 and another count or list (a silent wrong answer: what this guards against),
  refused  a non-zero exit with a message on stderr (a clear error),
  crashed  killed by a signal, or no JSON,
and, besides, how often the CLI said the index was damaged (and made it again). Prints a
line per CLI and question; asserts nothing.

  tests/bench/index_damage.py --cli BEFORE/kibitz-cli --cli AFTER/kibitz-cli [--copies 200]

Python 3 standard library only (and xz, to decompress the master games once).
"""

import argparse
import json
import os
import random
import shutil
import subprocess
import sys
import tempfile

NAJDORF = "e4 c5 Nf3 d6 d4 cxd4 Nxd4 Nf6 Nc3 a6"
HERE = os.path.dirname(os.path.abspath(__file__))


def master_games():
    """The 100,000 master games, decompressed once under /tmp/kibitz-bench (master_games.sh)."""
    xz = os.path.join(os.environ.get("KIBITZ_SHARED_DATA", os.path.join(HERE, "../../../shared/data")),
                      "games/master-100k.pgn.xz")
    pgn = "/tmp/kibitz-bench/master-100k.pgn"
    if not os.path.exists(pgn):
        os.makedirs(os.path.dirname(pgn), exist_ok=True)
        temp = f"{pgn}.tmp.{os.getpid()}"
        with open(temp, "wb") as out:
            subprocess.run(["xz", "-dc", xz], stdout=out, check=True)
        os.replace(temp, pgn)
    return pgn


def first_games(source, games, target):
    """The first `games` games of source (cut before the next [Event tag), bytes as they are."""
    count = 0
    with open(source, "rb") as src, open(target, "wb") as out:
        for line in src:
            if line.startswith(b"[Event "):
                count += 1
                if count > games:
                    break
            out.write(line)


def search(cli, pgn, cache):
    run = subprocess.run([cli, "db", "search", "--json", "--limit", "0", "--moves", NAJDORF,
                          "--cache", cache, pgn], capture_output=True, text=True, timeout=300)
    matching = None
    if run.returncode == 0:
        try:
            matching = json.loads(run.stdout)["matching"]
        except (ValueError, KeyError):
            pass
    return run.returncode, matching, run.stderr


def newest(cli, pgn, cache):
    run = subprocess.run([cli, "db", "list", "--json", "--sort", "date:desc", "--limit", "10",
                          "--cache", cache, pgn], capture_output=True, text=True, timeout=300)
    games = None
    if run.returncode == 0:
        try:
            games = json.dumps(json.loads(run.stdout)["games"], sort_keys=True)
        except (ValueError, KeyError):
            pass
    return run.returncode, games, run.stderr


def experiment(cli, pgn, copies, seed, cache):
    shutil.rmtree(cache, ignore_errors=True)
    code, expected, err = search(cli, pgn, cache)
    if code != 0 or expected is None:
        sys.exit(f"{cli}: the intact search failed: {err.strip()}")
    code, expected_list, err = newest(cli, pgn, cache)
    if code != 0 or expected_list is None:
        sys.exit(f"{cli}: the intact list failed: {err.strip()}")
    [index] = [os.path.join(cache, f) for f in os.listdir(cache) if f.endswith(".sqlite")]
    with open(index, "rb") as f:
        intact = f.read()
    rng = random.Random(seed)
    questions = {"search": (search, expected), "list": (newest, expected_list)}
    tallies = {q: {"right": 0, "wrong": 0, "refused": 0, "crashed": 0, "said damaged": 0}
               for q in questions}
    wrong_counts = []
    for _ in range(copies):
        damaged = bytearray(intact)
        for _ in range(rng.randint(1, 32)):
            at = rng.randrange(len(damaged))
            damaged[at] ^= rng.randint(1, 255)  # never the same byte
        for question, (ask, right) in questions.items():
            tally = tallies[question]
            with open(index, "wb") as f:
                f.write(damaged)  # the answer before made the index again
            code, answer, err = ask(cli, pgn, cache)
            if "damaged" in err:
                tally["said damaged"] += 1
            if code < 0 or (code == 0 and answer is None):
                tally["crashed"] += 1
            elif code != 0:
                tally["refused" if err.strip() else "crashed"] += 1
            elif answer == right:
                tally["right"] += 1
            else:
                tally["wrong"] += 1
                if question == "search":
                    wrong_counts.append(answer)
    detail = f" (answered {sorted(set(wrong_counts))})" if wrong_counts else ""
    print(f"{cli}: {copies} copies, the Najdorf in {expected} games: "
          + ", ".join(f"{k} {v}" for k, v in tallies["search"].items()) + detail)
    print(f"{cli}: {copies} copies, the ten newest games: "
          + ", ".join(f"{k} {v}" for k, v in tallies["list"].items()))


def main():
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--cli", action="append", required=True, help="a kibitz-cli (repeatable)")
    parser.add_argument("--pgn", help="the PGN file (default: the first GAMES master games)")
    parser.add_argument("--games", type=int, default=2000)
    parser.add_argument("--copies", type=int, default=200)
    parser.add_argument("--seed", type=int, default=47)
    args = parser.parse_args()
    with tempfile.TemporaryDirectory(prefix="kibitz-index-damage-") as work:
        pgn = args.pgn
        if not pgn:
            pgn = os.path.join(work, f"master-{args.games}.pgn")
            first_games(master_games(), args.games, pgn)
        for i, cli in enumerate(args.cli):
            experiment(os.path.abspath(cli), pgn, args.copies, args.seed,
                       os.path.join(work, f"cache-{i}"))


if __name__ == "__main__":
    main()
