#!/usr/bin/env python3
# SPDX-License-Identifier: GPL-3.0-or-later
"""A local stand-in for lichess.org, its explorer and tablebase servers, and chess.com's
published-data API, for the online tests (no test reaches the internet). It answers the
documented paths with the fixtures in tests/data/online, written in the documented shapes.

A path prefix chooses a fault, so that a client pointed at http://HOST:PORT/fault/NAME sees it
on every request:
  /fault/500/...      HTTP 500
  /fault/429once/...  HTTP 429 the first time each path is asked, then the answer
  /fault/cut/...      the answer stops in the middle (for games: within the second game)
  /fault/slow/...     the answer comes after a second (to see requests queue, not overlap)
A broadcast round whose id starts with "kib" streams the games of broadcast_round.pgn as they
grow, with a cut (see broadcast_stream); any other round is unknown (404).
Authorization "Bearer bad" is refused (401); the explorer refuses requests without a token,
as lichess's does now.

Log in with lichess (OAuth 2 with PKCE, tags/oauth/oauth.yaml and api-token.yaml): GET /oauth
checks response_type, client_id, redirect_uri, code_challenge_method S256 and a code_challenge,
then redirects (302) to the redirect_uri with a fresh code and the state, as lichess does once
the user says yes (with error=access_denied when client_id is "deny"); POST /api/token trades
the code for {"token_type": "Bearer", "access_token": ..., "expires_in": ...} when
BASE64URL(SHA256(code_verifier)) is the code's challenge and the redirect_uri and client_id are
the same, else HTTP 400 {"error": "invalid_grant", "error_description": ...}
(schemas/OAuthError.yaml).

Usage: fake_server.py FIXTURES [--log FILE]   prints the port it listens on, then serves.
Each request is logged as one JSON line (path, query, headers, start/end times, how many
requests were in flight when it began)."""

import base64
import hashlib
import json
import secrets
import os
import re
import sys
import threading
import time
import urllib.parse
from datetime import datetime, timezone
from http.server import BaseHTTPRequestHandler, ThreadingHTTPServer

FIXTURES = sys.argv[1]
LOG = sys.argv[sys.argv.index("--log") + 1] if "--log" in sys.argv else None
lock = threading.Lock()
in_flight = 0
asked = set()
codes = {}  # authorization code -> (code_challenge, redirect_uri, client_id)
stream_connections = {}  # broadcast round id -> streams opened


def fixture(name, mode="rb"):
    with open(os.path.join(FIXTURES, name), mode) as f:
        return f.read()


def split_games(text):
    """PGN text to games: a game starts at a tag line after movetext."""
    games, current, in_moves = [], [], False
    for line in text.splitlines(keepends=True):
        if line.startswith("[") and in_moves:
            games.append("".join(current).strip() + "\n")
            current, in_moves = [], False
        if line.strip() and not line.startswith("["):
            in_moves = True
        current.append(line)
    if "".join(current).strip():
        games.append("".join(current).strip() + "\n")
    return games


def tag(game, name):
    for line in game.splitlines():
        if line.startswith("[" + name + " "):
            return line.split('"')[1]
    return ""


def game_ms(game):
    when = datetime.strptime(tag(game, "UTCDate") + " " + tag(game, "UTCTime"),
                             "%Y.%m.%d %H:%M:%S").replace(tzinfo=timezone.utc)
    return int(when.timestamp() * 1000)


def pgn_moves(game):
    """A game's tags and its movetext as (SAN, comment) pairs, and its result."""
    tags, moves = game.split("\n\n", 1)
    tokens = re.findall(r"\{[^}]*\}|[^\s{}]+", moves)
    pairs, result = [], "*"
    for t in tokens:
        if t.startswith("{"):
            pairs[-1] = (pairs[-1][0], t)
        elif t in ("1-0", "0-1", "1/2-1/2", "*"):
            result = t
        elif not re.match(r"^\d+\.", t):
            pairs.append((t, ""))
    return tags, pairs, result


def broadcast_pgn(game, plies, over):
    """The game as lichess's stream sends it after plies moves (with its result when over)."""
    tags, pairs, result = pgn_moves(game)
    result = result if over else "*"
    tags = re.sub(r'\[Result "[^"]*"\]', '[Result "%s"]' % result, tags)
    text = []
    for i, (san, comment) in enumerate(pairs[:plies]):
        number = "%d. " % (i // 2 + 1) if i % 2 == 0 else "%d... " % (i // 2 + 1)
        text.append(number + san + (" " + comment if comment else ""))
    return tags + "\n\n" + " ".join(text + [result]) + "\n\n\n"


def broadcast_states(games):
    """The round as it goes: (game changed, plies of every game) after each move, from two
    moves each; a last state per game gives its result."""
    lengths = [len(pgn_moves(g)[1]) for g in games]
    plies = [min(2, n) for n in lengths]
    states = []
    while plies != lengths:
        for i in range(len(games)):
            if plies[i] < lengths[i]:
                plies[i] += 1
                states.append((i, list(plies)))
    return states, lengths


class Handler(BaseHTTPRequestHandler):
    protocol_version = "HTTP/1.1"

    def log_message(self, *args):
        pass

    def send(self, status, body, ctype="application/json"):
        if isinstance(body, str):
            body = body.encode()
        self.send_response(status)
        self.send_header("Content-Type", ctype)
        self.send_header("Content-Length", str(len(body)))
        self.end_headers()
        self.wfile.write(body)

    def stream(self, chunks, ctype, cut=False):
        """Chunked transfer; cut: close the connection without the last chunk marker."""
        self.send_response(200)
        self.send_header("Content-Type", ctype)
        self.send_header("Transfer-Encoding", "chunked")
        self.end_headers()
        for c in chunks:
            if isinstance(c, str):
                c = c.encode()
            if not c:
                continue
            self.wfile.write(b"%x\r\n%s\r\n" % (len(c), c))
            self.wfile.flush()
            time.sleep(0.01)
        if cut:
            self.close_connection = True
            return
        self.wfile.write(b"0\r\n\r\n")

    def chunk(self, data):
        if isinstance(data, str):
            data = data.encode()
        self.wfile.write(b"%x\r\n%s\r\n" % (len(data), data))
        self.wfile.flush()

    def broadcast_stream(self, round_id):
        """The round's games, then each game again as a move is added. The first stream of a
        round stops after 8 moves, in the middle of a game's PGN (a cut); the next one sends
        every game as it stands, the remaining moves, the results, and ends. A round whose id
        starts with "kibSlo" moves slower (for the window's tests and screenshots)."""
        with lock:
            stream_connections[round_id] = stream_connections.get(round_id, 0) + 1
            n = stream_connections[round_id]
        games = split_games(fixture("broadcast_round.pgn", "r"))
        states, lengths = broadcast_states(games)
        first_part = 8
        pace = 0.6 if round_id.startswith("kibSlo") else 0.15
        self.send_response(200)
        self.send_header("Content-Type", "application/x-chess-pgn")
        self.send_header("Transfer-Encoding", "chunked")
        self.end_headers()
        start = 0 if n == 1 else first_part + 1
        now = [min(2, k) for k in lengths] if start == 0 else states[start - 1][1]
        for i, g in enumerate(games):
            self.chunk(broadcast_pgn(g, now[i], False))
        for step in range(start, len(states)):
            time.sleep(pace)
            game, plies = states[step]
            text = broadcast_pgn(games[game], plies[game], False)
            if n == 1 and step == first_part:
                self.chunk(text[:len(text) // 2])
                self.close_connection = True
                return
            self.chunk(text)
        for g in games:
            time.sleep(0.05)
            self.chunk(broadcast_pgn(g, len(pgn_moves(g)[1]), True))
        self.wfile.write(b"0\r\n\r\n")

    def do_GET(self):
        self.logged(self.answer)

    def do_POST(self):
        self.logged(self.answer_post)

    def logged(self, answer):
        global in_flight
        with lock:
            in_flight += 1
            concurrent = in_flight
        start = time.time()
        try:
            answer()
        except (BrokenPipeError, ConnectionResetError):
            pass
        finally:
            with lock:
                in_flight -= 1
            if LOG:
                url = urllib.parse.urlsplit(self.path)
                entry = {"method": self.command, "path": url.path,
                         "query": urllib.parse.parse_qs(url.query),
                         "userAgent": self.headers.get("User-Agent", ""),
                         "authorization": self.headers.get("Authorization", ""),
                         "accept": self.headers.get("Accept", ""),
                         "start": start, "end": time.time(), "concurrent": concurrent}
                with lock, open(LOG, "a") as f:
                    f.write(json.dumps(entry) + "\n")

    def oauth(self, query):
        """The authorization endpoint, answered as if the user said yes (or no)."""
        q = lambda name: query.get(name, [""])[0]
        for name in ("response_type", "client_id", "redirect_uri", "code_challenge"):
            if not q(name):
                return self.send(400, json.dumps({"error": "invalid_request",
                                                  "error_description": name + " required"}))
        if q("response_type") != "code" or q("code_challenge_method") != "S256":
            return self.send(400, json.dumps({"error": "invalid_request",
                                              "error_description": "code_challenge_method S256 required"}))
        redirect = q("redirect_uri")
        answer = {"state": q("state")}
        if q("client_id") == "deny":
            answer["error"] = "access_denied"
            answer["error_description"] = "user cancelled authorization"
        else:
            code = "liu_" + secrets.token_urlsafe(16)
            with lock:
                codes[code] = (q("code_challenge"), redirect, q("client_id"))
            answer["code"] = code
        sep = "&" if "?" in redirect else "?"
        self.send_response(302)
        self.send_header("Location", redirect + sep + urllib.parse.urlencode(answer))
        self.send_header("Content-Length", "0")
        self.end_headers()

    def answer_post(self):
        length = int(self.headers.get("Content-Length", "0"))
        form = urllib.parse.parse_qs(self.rfile.read(length).decode())
        f = lambda name: form.get(name, [""])[0]
        if urllib.parse.urlsplit(self.path).path != "/api/token":
            return self.send(404, '{"error":"Not found"}')
        refuse = lambda why: self.send(400, json.dumps({"error": "invalid_grant",
                                                        "error_description": why}))
        if f("grant_type") != "authorization_code":
            return self.send(400, json.dumps({"error": "unsupported_grant_type"}))
        with lock:
            known = codes.pop(f("code"), None)
        if not known:
            return refuse("authorization code is invalid or expired")
        challenge, redirect, client = known
        digest = hashlib.sha256(f("code_verifier").encode()).digest()
        if base64.urlsafe_b64encode(digest).rstrip(b"=").decode() != challenge:
            return refuse("hash of code_verifier does not match code_challenge")
        if f("redirect_uri") != redirect or f("client_id") != client:
            return refuse("redirect_uri or client_id does not match the authorization request")
        self.send(200, json.dumps({"token_type": "Bearer", "access_token": "lio_fromlogin",
                                   "expires_in": 31536000}))

    def answer(self):
        url = urllib.parse.urlsplit(self.path)
        path, query = url.path, urllib.parse.parse_qs(url.query)
        fault = None
        if path.startswith("/fault/"):
            _, _, fault, path = path.split("/", 3)
            path = "/" + path
        if fault == "500":
            return self.send(500, '{"error":"Internal server error"}')
        if fault == "429once":
            with lock:
                first = self.path not in asked
                asked.add(self.path)
            if first:
                return self.send(429, '{"error":"Too many requests. Try again later."}')
        if fault == "slow":
            time.sleep(1)
        if path == "/oauth":
            return self.oauth(query)
        auth = self.headers.get("Authorization", "")
        chesscom = path.startswith("/pub/")
        if auth == "Bearer bad" and not chesscom:
            return self.send(401, '{"error":"No such token"}')
        cut = fault == "cut"
        q = lambda name, default="": query.get(name, [default])[0]

        if path.startswith("/api/games/user/"):
            user = path.rsplit("/", 1)[1]
            games = [g for g in split_games(fixture("lichess_games.pgn", "r"))
                     if user.lower() in (tag(g, "White").lower(), tag(g, "Black").lower())]
            games.sort(key=game_ms, reverse=q("sort", "dateDesc") == "dateDesc")
            if q("since"):
                games = [g for g in games if game_ms(g) >= int(q("since"))]
            if q("until"):
                games = [g for g in games if game_ms(g) <= int(q("until"))]
            if q("max"):
                games = games[:int(q("max"))]
            text = "".join(g + "\n\n" for g in games)
            if cut:
                # Into the second game's movetext (the first's, when there is one only).
                starts = [i for i in range(len(text)) if text.startswith("[Event", i)]
                cut_at = starts[1] if len(starts) > 1 else starts[0]
                text = text[:text.index("\n\n", cut_at) + 40]
            # Small chunks, so that games arrive split across them.
            return self.stream([text[i:i + 97] for i in range(0, len(text), 97)],
                               "application/x-chess-pgn", cut)
        if path == "/api/broadcast":
            lines = [l for l in fixture("broadcasts.ndjson", "r").splitlines(True) if l.strip()]
            return self.stream(lines[:int(q("nb", "20"))], "application/x-ndjson", cut)
        m = re.match(r"^/api/stream/broadcast/round/(\w{8})\.pgn$", path)
        if m:
            if not m.group(1).startswith("kib"):
                return self.send(404, '{"error":"Not found"}')
            return self.broadcast_stream(m.group(1))
        if path.startswith("/game/export/"):
            return self.send(200, fixture("lichess_games.pgn", "r").split("\n\n\n")[0] + "\n",
                             "application/x-chess-pgn")
        if chesscom and path.endswith("/games/archives"):
            user = path.split("/")[3]
            if user != "chessuser":
                return self.send(404, '{"code":0,"message":"User \\"%s\\" not found."}' % user)
            return self.send(200, json.dumps({"archives": [
                "https://api.chess.com/pub/player/chessuser/games/2024/01",
                "https://api.chess.com/pub/player/chessuser/games/2024/02"]}))
        if chesscom and path.endswith("/pgn"):
            parts = path.split("/")
            name = "chesscom_%s_%s.pgn" % (parts[-3], parts[-2])
            if not os.path.exists(os.path.join(FIXTURES, name)):
                return self.send(404, '{"message":"not found"}')
            body = fixture(name)
            if cut:
                return self.stream([body[:len(body) // 2]], "application/x-chess-pgn", True)
            return self.send(200, body, "application/x-chess-pgn")

        if path in ("/masters", "/lichess", "/player"):
            if not auth:
                return self.send(401, '{"error":"No token"}')
            if path == "/player":
                # NDJSON: partial answers while the server indexes, then the final one.
                final = fixture("explorer_player.json", "r").strip()
                partial = json.loads(final)
                partial["moves"] = partial["moves"][:1]
                lines = [json.dumps(partial) + "\n", "\n", final + "\n"]
                return self.stream(lines, "application/x-ndjson", cut)
            return self.send(200, fixture("explorer_%s.json" % path[1:]))
        if path.startswith("/masters/pgn/"):
            return self.send(200, fixture("masters_game.pgn"), "application/x-chess-pgn")
        if path == "/standard":
            fen = q("fen").replace("_", " ")
            answers = json.loads(fixture("tablebase_standard.json"))
            for a in answers:
                if a["fen"].split(" ")[:4] == fen.split(" ")[:4]:
                    return self.send(200, json.dumps(a["answer"]))
            unknown = {"category": "unknown", "dtz": None, "precise_dtz": None, "dtm": None,
                       "checkmate": False, "stalemate": False, "insufficient_material": False,
                       "moves": []}
            return self.send(200, json.dumps(unknown))
        if path == "/api/cloud-eval":
            fen = q("fen")
            for a in json.loads(fixture("cloud_eval.json")):
                if a["fen"].split(" ")[:4] == fen.split(" ")[:4]:
                    a = dict(a)
                    a["pvs"] = a["pvs"][:int(q("multiPv", "1"))]
                    return self.send(200, json.dumps(a))
            return self.send(404, '{"error":"No cloud evaluation available for that position"}')
        self.send(404, '{"error":"Not found"}')


def main():
    server = ThreadingHTTPServer(("127.0.0.1", 0), Handler)
    server.daemon_threads = True
    print(server.server_address[1], flush=True)
    server.serve_forever()


if __name__ == "__main__":
    main()
