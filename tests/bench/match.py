#!/usr/bin/env python3
# SPDX-License-Identifier: GPL-3.0-or-later
"""Strength matches: kibitz-engine (UCI) against another engine (XBoard/CECP v2 or UCI).

Plays N games at a time control BASE+INC (seconds), alternating colours, each opening of a
small fixed book twice (once with each colour). The rules are kept by kibitz-cli: every move
goes through `kibitz-cli san --fen FEN MOVE --json`, which rejects illegal moves and reports
checkmate, stalemate and insufficient material; threefold repetition and the fifty-move rule
are tracked here from the FENs it returns. Clocks are kept here too: a side whose clock runs
out loses (unless the opponent has no mating material). Prints the score and the Elo
difference with a 95% error margin.

Examples:
  tests/bench/match.py --opponent fairymax --games 20 --tc 2+0.05
  tests/bench/match.py --opponent gnuchess --games 100 --tc 10+0.1 --pgn out.pgn
  tests/bench/match.py --opponent stockfish --protocol uci --option "UCI_LimitStrength=true"

Python 3 standard library only.
"""

import argparse
import json
import math
import os
import selectors
import shutil
import subprocess
import sys
import time

ROOT = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
START_FEN = "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1"

# Short, varied openings (UCI moves from the start position); each is played twice.
OPENINGS = [
    ("Ruy Lopez", "e2e4 e7e5 g1f3 b8c6 f1b5 a7a6"),
    ("Sicilian Najdorf", "e2e4 c7c5 g1f3 d7d6 d2d4 c5d4 f3d4 g8f6 b1c3 a7a6"),
    ("French", "e2e4 e7e6 d2d4 d7d5 b1c3 g8f6"),
    ("Caro-Kann", "e2e4 c7c6 d2d4 d7d5 e4e5 c8f5"),
    ("Queen's Gambit Declined", "d2d4 d7d5 c2c4 e7e6 b1c3 g8f6"),
    ("King's Indian", "d2d4 g8f6 c2c4 g7g6 b1c3 f8g7 e2e4 d7d6"),
    ("English", "c2c4 e7e5 b1c3 g8f6 g2g3 d7d5"),
    ("Nimzo-Indian", "d2d4 g8f6 c2c4 e7e6 b1c3 f8b4"),
    ("Scandinavian", "e2e4 d7d5 e4d5 d8d5 b1c3 d5a5"),
    ("Italian", "e2e4 e7e5 g1f3 b8c6 f1c4 f8c5 c2c3 g8f6"),
    ("Slav", "d2d4 d7d5 c2c4 c7c6 g1f3 g8f6"),
    ("Pirc", "e2e4 d7d6 d2d4 g8f6 b1c3 g7g6"),
]


class EngineError(Exception):
    pass


class Process:
    """A child process spoken to by lines, with read timeouts."""

    def __init__(self, argv, name, log=None):
        self.name = name
        self.log = log
        self.proc = subprocess.Popen(argv, stdin=subprocess.PIPE, stdout=subprocess.PIPE,
                                     stderr=subprocess.DEVNULL, bufsize=0)
        os.set_blocking(self.proc.stdout.fileno(), False)
        self.sel = selectors.DefaultSelector()
        self.sel.register(self.proc.stdout, selectors.EVENT_READ)
        self.buffer = b""

    def send(self, line):
        if self.log:
            self.log.write(f"{time.monotonic():.3f} > {self.name}: {line}\n")
        try:
            self.proc.stdin.write((line + "\n").encode())
            self.proc.stdin.flush()
        except (BrokenPipeError, OSError) as e:
            raise EngineError(f"{self.name}: cannot write: {e}")

    def readline(self, timeout):
        deadline = time.monotonic() + timeout
        while b"\n" not in self.buffer:
            left = deadline - time.monotonic()
            if left <= 0:
                return None
            if not self.sel.select(left):
                continue
            chunk = self.proc.stdout.read(65536)
            if chunk == b"":
                raise EngineError(f"{self.name}: process ended")
            if chunk:
                self.buffer += chunk
        line, self.buffer = self.buffer.split(b"\n", 1)
        text = line.decode(errors="replace").rstrip("\r")
        if self.log:
            self.log.write(f"{time.monotonic():.3f} < {self.name}: {text}\n")
        return text

    def close(self):
        try:
            self.proc.stdin.close()
        except OSError:
            pass
        try:
            self.proc.wait(timeout=2)
        except subprocess.TimeoutExpired:
            self.proc.kill()
            self.proc.wait()


class UciEngine:
    def __init__(self, argv, name, options, log):
        self.p = Process(argv, name, log)
        self.name = name
        self.p.send("uci")
        self._wait_for("uciok", 10)
        for key, value in options:
            self.p.send(f"setoption name {key} value {value}")
        self.p.send("isready")
        self._wait_for("readyok", 10)

    def _wait_for(self, word, timeout):
        deadline = time.monotonic() + timeout
        while True:
            line = self.p.readline(max(0.0, deadline - time.monotonic()))
            if line is None:
                raise EngineError(f"{self.name}: no '{word}'")
            if line.split()[:1] == [word]:
                return line

    def new_game(self, start_fen, opening_moves, engine_color):
        self.p.send("ucinewgame")
        self.p.send("isready")
        self._wait_for("readyok", 10)
        self.start_fen = start_fen
        self.moves = list(opening_moves)

    def opponent_moved(self, uci, clocks):
        self.moves.append(uci)

    def think(self, clocks, inc_ms, timeout):
        pos = "position startpos" if self.start_fen == START_FEN else f"position fen {self.start_fen}"
        if self.moves:
            pos += " moves " + " ".join(self.moves)
        self.p.send(pos)
        self.p.send(f"go wtime {clocks[0]} btime {clocks[1]} winc {inc_ms} binc {inc_ms}")
        score = None
        deadline = time.monotonic() + timeout
        while True:
            line = self.p.readline(max(0.0, deadline - time.monotonic()))
            if line is None:
                self.p.send("stop")
                deadline = time.monotonic() + 1.0
                line = self.p.readline(1.0)
                if line is None:
                    raise EngineError(f"{self.name}: no bestmove")
            words = line.split()
            if words[:1] == ["info"] and "score" in words:
                i = words.index("score")
                if i + 2 < len(words) + 1 and words[i + 1] == "cp":
                    score = int(words[i + 2])
                elif words[i + 1] == "mate":
                    m = int(words[i + 2])
                    score = 100000 - abs(m) if m > 0 else -100000 + abs(m)
            elif words[:1] == ["bestmove"]:
                return (words[1] if len(words) > 1 else "0000"), score

    def own_move(self, uci):
        self.moves.append(uci)

    def game_over(self, result, reason):
        pass

    def quit(self):
        try:
            self.p.send("quit")
        except EngineError:
            pass
        self.p.close()


class XBoardEngine:
    def __init__(self, argv, name, log):
        self.p = Process(argv, name, log)
        self.name = name
        self.features = {}
        self.p.send("xboard")
        self.p.send("protover 2")
        # CECP: without "feature done=0" the GUI may go on two seconds after the last
        # feature; with it, it waits for "done=1". GNU Chess can take many seconds before its
        # first line on a busy machine (it loads its book), so the first wait is long.
        deadline = time.monotonic() + 30.0
        waiting_for_done = False
        while True:
            line = self.p.readline(max(0.0, deadline - time.monotonic()))
            if line is None:
                break  # protocol version 1 engines never send "done=1"
            if line.replace(" ", "") == "featuredone=0":
                waiting_for_done = True
            if line.startswith("feature"):
                deadline = time.monotonic() + (60.0 if waiting_for_done else 2.0)
            if line.startswith("feature"):
                for key, value in parse_features(line[len("feature"):]):
                    self.features[key] = value
                    if key in ("usermove", "ping", "setboard", "san", "time", "done", "sigint",
                               "sigterm", "myname", "colors", "reuse", "analyze", "variants",
                               "memory", "smp", "debug", "name", "draw", "playother", "ics",
                               "pause", "nps", "egt", "option", "highlight", "exclude",
                               "setscore"):
                        self.p.send(f"accepted {key}")
                    else:
                        self.p.send(f"rejected {key}")
                if self.features.get("done") == "1" and "done=1" in line:
                    break
        self.usermove = self.features.get("usermove") == "1"
        self.san = self.features.get("san") == "1"
        self.ping_counter = 0

    def sync(self):
        if self.features.get("ping") != "1":
            return
        self.ping_counter += 1
        self.p.send(f"ping {self.ping_counter}")
        deadline = time.monotonic() + 10
        while True:
            line = self.p.readline(max(0.0, deadline - time.monotonic()))
            if line is None:
                raise EngineError(f"{self.name}: no pong")
            if line.strip() == f"pong {self.ping_counter}":
                return

    def new_game(self, start_fen, opening_moves, engine_color, base_ms=60000, inc_ms=0):
        self.p.send("new")
        self.p.send("random")  # some engines toggle; harmless for the others
        self.p.send("random")
        base_s = max(1, base_ms // 1000)
        # Whole seconds of increment only: older engines read the field as an integer. The
        # real clocks reach the engine through "time"/"otim" before every move anyway.
        self.p.send(f"level 0 {base_s // 60}:{base_s % 60:02d} {inc_ms // 1000}")
        self.p.send("post")
        self.p.send("easy")
        self.p.send("force")
        if start_fen != START_FEN:
            self.p.send(f"setboard {start_fen}")
        for m in opening_moves:
            self._send_move(m)
        self.color = engine_color
        self.started = False
        self.sync()

    def _send_move(self, uci):
        self.p.send(f"usermove {uci}" if self.usermove else uci)

    def _send_clocks(self, clocks):
        mine, theirs = clocks[self.color], clocks[1 - self.color]
        self.p.send(f"time {max(1, mine // 10)}")
        self.p.send(f"otim {max(1, theirs // 10)}")

    def opponent_moved(self, uci, clocks):
        if self.started:
            self._send_clocks(clocks)
        self._send_move(uci)

    def think(self, clocks, inc_ms, timeout):
        if not self.started:
            self._send_clocks(clocks)
            self.p.send("go")
            self.started = True
        score = None
        deadline = time.monotonic() + timeout
        while True:
            line = self.p.readline(max(0.0, deadline - time.monotonic()))
            if line is None:
                raise EngineError(f"{self.name}: no move in time")
            words = line.split()
            if not words:
                continue
            if words[0] == "move" and len(words) > 1:
                return words[1], score
            if line.startswith("My move is"):
                # Protocol version 1 form, "My move is: e2e4" (GNU Chess: "My move is : e2e4").
                return line.split(":", 1)[1].split()[0], score
            if words[0] in ("resign",) or line.startswith("tellics resign"):
                return "resign", score
            if words[0].isdigit() and len(words) >= 4:
                try:
                    score = int(words[1])
                    if abs(score) >= 100000:
                        score = 100000 - 1 if score > 0 else -100000 + 1
                except ValueError:
                    pass

    def own_move(self, uci):
        pass

    def game_over(self, result, reason):
        try:
            self.p.send(f"result {result} {{{reason}}}")
            self.p.send("force")
        except EngineError:
            pass

    def quit(self):
        try:
            self.p.send("quit")
        except EngineError:
            pass
        self.p.close()


def parse_features(text):
    """key=value pairs, values optionally in double quotes."""
    out = []
    i = 0
    while i < len(text):
        while i < len(text) and text[i] == " ":
            i += 1
        j = text.find("=", i)
        if j < 0:
            break
        key = text[i:j].strip()
        i = j + 1
        if i < len(text) and text[i] == '"':
            k = text.find('"', i + 1)
            k = len(text) if k < 0 else k
            value = text[i + 1:k]
            i = k + 1
        else:
            k = text.find(" ", i)
            k = len(text) if k < 0 else k
            value = text[i:k]
            i = k
        out.append((key, value))
    return out


class Rules:
    """Move validation and game end through kibitz-cli."""

    def __init__(self, cli):
        self.cli = cli

    def play(self, fen, move):
        r = subprocess.run([self.cli, "san", "--fen", fen, move, "--json"], capture_output=True,
                           text=True)
        if r.returncode != 0:
            return None
        return json.loads(r.stdout)


def position_part(fen):
    return " ".join(fen.split()[:4])


def has_mating_material(fen, color):
    board = fen.split()[0]
    pieces = [c for c in board if c.isalpha() and (c.isupper() == (color == 0))]
    kinds = [c.lower() for c in pieces if c.lower() != "k"]
    if any(k in "pqr" for k in kinds):
        return True
    return len(kinds) >= 2


def play_game(rules, engines, kibitz_color, opening, base_ms, inc_ms, max_plies, adjudicate):
    """engines[c] plays colour c (0 white, 1 black). Returns (result, reason, sans)."""
    fen = START_FEN
    history = []
    sans = []
    for m in opening.split():
        info = rules.play(fen, m)
        if info is None:
            raise RuntimeError(f"bad opening move {m}")
        sans.append(info["moves"][0]["san"])
        fen = info["fen"]
        history.append(position_part(fen))
    opening_moves = opening.split()
    counts = {}
    for p in history:
        counts[p] = counts.get(p, 0) + 1
    for c in (0, 1):
        e = engines[c]
        if isinstance(e, XBoardEngine):
            e.new_game(START_FEN, opening_moves, c, base_ms, inc_ms)
        else:
            e.new_game(START_FEN, opening_moves, c)
    clocks = [base_ms, base_ms]
    big_scores = []  # recent (side, score from white's view) for resign adjudication
    while True:
        turn = 0 if fen.split()[1] == "w" else 1
        mover, other = engines[turn], engines[1 - turn]
        t0 = time.monotonic()
        try:
            move, score = mover.think(clocks, inc_ms, clocks[turn] / 1000 + 5)
        except EngineError as e:
            return ("0-1" if turn == 0 else "1-0"), f"{mover.name} failed: {e}", sans
        used = int((time.monotonic() - t0) * 1000)
        clocks[turn] -= used
        if move == "resign":
            return ("0-1" if turn == 0 else "1-0"), f"{mover.name} resigns", sans
        if clocks[turn] < 0:
            if not has_mating_material(fen, 1 - turn):
                return "1/2-1/2", f"{mover.name} lost on time, opponent cannot mate", sans
            return ("0-1" if turn == 0 else "1-0"), f"{mover.name} loses on time", sans
        clocks[turn] += inc_ms
        info = rules.play(fen, move)
        if info is None:
            return ("0-1" if turn == 0 else "1-0"), f"{mover.name} illegal move {move}", sans
        uci = info["moves"][0]["uci"]
        sans.append(info["moves"][0]["san"])
        fen = info["fen"]
        mover.own_move(uci)
        outcome = info.get("outcome", "none")
        if outcome == "checkmate":
            return ("1-0" if turn == 0 else "0-1"), "checkmate", sans
        if outcome not in ("none", ""):
            return "1/2-1/2", outcome, sans
        p = position_part(fen)
        counts[p] = counts.get(p, 0) + 1
        if counts[p] >= 3:
            return "1/2-1/2", "threefold repetition", sans
        if int(fen.split()[4]) >= 100:
            return "1/2-1/2", "fifty-move rule", sans
        if len(sans) >= max_plies:
            return "1/2-1/2", "move limit", sans
        if adjudicate and score is not None:
            white_view = score if turn == 0 else -score
            big_scores.append(white_view)
            last = big_scores[-8:]
            if len(last) == 8 and all(s >= 1000 for s in last):
                return "1-0", "adjudication: both engines see a decisive advantage", sans
            if len(last) == 8 and all(s <= -1000 for s in last):
                return "0-1", "adjudication: both engines see a decisive advantage", sans
        other.opponent_moved(uci, clocks)


def elo(score_fraction):
    p = min(max(score_fraction, 1e-6), 1 - 1e-6)
    return -400 * math.log10(1 / p - 1)


def elo_margin(results):
    """95% margin of the Elo difference, from the per-game score variance (delta method)."""
    n = len(results)
    if n < 2:
        return float("inf")
    mean = sum(results) / n
    var = sum((r - mean) ** 2 for r in results) / (n - 1)
    se = math.sqrt(var / n)
    p = min(max(mean, 0.01), 0.99)
    slope = 400 / (math.log(10) * p * (1 - p))  # d(Elo)/d(score) at p
    return 1.96 * se * slope


def find_default(paths):
    for p in paths:
        if os.path.exists(p):
            return p
    return paths[0]


def pgn_game(white, black, result, reason, sans, opening, tc):
    lines = [f'[Event "Kibitz match"]', f'[White "{white}"]', f'[Black "{black}"]',
             f'[Result "{result}"]', f'[TimeControl "{tc}"]', f'[Opening "{opening}"]',
             f'[Termination "{reason}"]', ""]
    moves = []
    for i, san in enumerate(sans):
        if i % 2 == 0:
            moves.append(f"{i // 2 + 1}.")
        moves.append(san)
    moves.append(result)
    text, line = [], ""
    for w in moves:
        if len(line) + len(w) + 1 > 79:
            text.append(line)
            line = w
        else:
            line = f"{line} {w}" if line else w
    text.append(line)
    return "\n".join(lines + text) + "\n\n"


def main():
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("--engine", default=find_default([os.path.join(ROOT, d, "app/engine/kibitz-engine")
                                                      for d in ("build", "build-engine")]),
                    help="kibitz-engine binary")
    ap.add_argument("--cli", default=find_default([os.path.join(ROOT, d, "app/cli/kibitz-cli")
                                                   for d in ("build", "build-engine")]),
                    help="kibitz-cli binary (rules and adjudication)")
    ap.add_argument("--opponent", default="fairymax", help="opponent command (fairymax, gnuchess, ...)")
    ap.add_argument("--protocol", choices=("xboard", "uci"), default=None,
                    help="opponent protocol (default: xboard, uci for stockfish)")
    ap.add_argument("--option", action="append", default=[],
                    help="UCI option for kibitz-engine, NAME=VALUE (repeatable)")
    ap.add_argument("--opponent-option", action="append", default=[],
                    help="UCI option for a UCI opponent, NAME=VALUE (repeatable)")
    ap.add_argument("--games", type=int, default=20)
    ap.add_argument("--tc", default="10+0.1", help="BASE+INC in seconds")
    ap.add_argument("--max-moves", type=int, default=200, help="draw after this many moves")
    ap.add_argument("--no-adjudicate", action="store_true",
                    help="play decided games to the end instead of adjudicating at 10 pawns")
    ap.add_argument("--pgn", help="write the games here")
    ap.add_argument("--log", help="write the engine traffic here")
    args = ap.parse_args()

    base_s, _, inc_s = args.tc.partition("+")
    base_ms, inc_ms = int(float(base_s) * 1000), int(float(inc_s or 0) * 1000)
    opponent_argv = args.opponent.split()
    exe = shutil.which(opponent_argv[0]) or shutil.which(opponent_argv[0], path="/usr/games")
    if not exe:
        sys.exit(f"match: opponent {opponent_argv[0]} not found (apt-get install {opponent_argv[0]})")
    opponent_argv[0] = exe
    name = os.path.basename(exe)
    protocol = args.protocol or ("uci" if name == "stockfish" else "xboard")
    if not os.path.exists(args.engine) or not os.path.exists(args.cli):
        sys.exit(f"match: build kibitz-engine and kibitz-cli first ({args.engine}, {args.cli})")

    log = open(args.log, "w") if args.log else None
    pgn = open(args.pgn, "w") if args.pgn else None
    rules = Rules(args.cli)
    kibitz_opts = [tuple(o.split("=", 1)) for o in args.option]
    opp_opts = [tuple(o.split("=", 1)) for o in args.opponent_option]

    def start_kibitz():
        return UciEngine([args.engine], "kibitz", kibitz_opts, log)

    def start_opponent():
        if protocol == "uci":
            return UciEngine(opponent_argv, name, opp_opts, log)
        return XBoardEngine(opponent_argv, name, log)

    kibitz, opponent = start_kibitz(), start_opponent()
    results = []  # Kibitz's score per game
    wins = draws = losses = 0
    reasons = {}
    started = time.monotonic()
    for g in range(args.games):
        opening_name, opening = OPENINGS[(g // 2) % len(OPENINGS)]
        kibitz_color = g % 2
        engines = [kibitz, opponent] if kibitz_color == 0 else [opponent, kibitz]
        try:
            result, reason, sans = play_game(rules, engines, kibitz_color, opening, base_ms, inc_ms,
                                             2 * args.max_moves, not args.no_adjudicate)
        except EngineError as e:
            print(f"game {g + 1}: engine failure ({e}); restarting engines", file=sys.stderr)
            result, reason, sans = "*", str(e), []
        for e in (kibitz, opponent):
            e.game_over(result, reason)
        if result == "*":
            for e in (kibitz, opponent):
                e.quit()
            kibitz, opponent = start_kibitz(), start_opponent()
            continue
        white_score = {"1-0": 1.0, "0-1": 0.0, "1/2-1/2": 0.5}[result]
        s = white_score if kibitz_color == 0 else 1 - white_score
        results.append(s)
        wins += s == 1.0
        draws += s == 0.5
        losses += s == 0.0
        reasons[reason] = reasons.get(reason, 0) + 1
        white, black = ("kibitz", name) if kibitz_color == 0 else (name, "kibitz")
        total = sum(results)
        print(f"game {g + 1:3d}: {white} - {black} {result:7s} ({reason}, {len(sans)} plies, "
              f"{opening_name})  score {total:.1f}/{len(results)}", flush=True)
        if pgn:
            pgn.write(pgn_game(white, black, result, reason, sans, opening_name, args.tc))
            pgn.flush()

    kibitz.quit()
    opponent.quit()
    n = len(results)
    if n == 0:
        sys.exit("match: no games completed")
    frac = sum(results) / n
    print()
    print(f"kibitz vs {name} at {args.tc}: +{wins} ={draws} -{losses}  "
          f"score {sum(results):.1f}/{n} = {100 * frac:.1f}%  "
          f"Elo difference {elo(frac):+.0f} +/- {elo_margin(results):.0f} (95%)  "
          f"[{time.monotonic() - started:.0f} s]")
    print("terminations: " + ", ".join(f"{k}: {v}" for k, v in sorted(reasons.items())))


if __name__ == "__main__":
    main()
