#!/usr/bin/env python3
# SPDX-License-Identifier: GPL-3.0-or-later
"""Writes the Kibitz piece set (12 SVGs, viewBox 0 0 45 45) and the application icon.

The SVG files are checked in; this script is their source. Run it after changing a shape:

    python3 resources/pieces/kibitz/generate.py

Symmetric pieces are described by the right half of their silhouette, from a point on the
vertical axis (x = 22.5) at the top down to a point on the axis at the bottom; `sym` mirrors
it into a closed path. A piece is a list of layers painted in order, so a later layer (the
pedestal, the collar) covers the joint of the one before it, which gives the turned-wood look.

Layer kinds:
    fill   filled with the piece colour, outlined dark
    line   detail line: dark on white pieces, light on black pieces
    bline  joint line drawn on black pieces only: there a dark outline over a dark fill would
           vanish, while on white pieces the outline already shows the joint
    dot    small filled detail (the knight's eye) in the detail colour
Only plain paths, fills and strokes are used, so Qt's SVG Tiny renderer draws them exactly.
"""
import os

AXIS = 22.5


def fmt(v):
    s = f"{v:.2f}".rstrip("0").rstrip(".")
    return "0" if s == "-0" else s


def pt(p, mirror=False):
    dx, y = p
    return f"{fmt(AXIS - dx if mirror else AXIS + dx)},{fmt(y)}"


def sym(start, segs):
    """Closed path from a right-half profile; points are (dx from the axis, y).

    Segments: ('L', p) or ('C', c1, c2, p). The left half is the right half mirrored
    and walked backwards, so each cubic's control points swap.
    """
    out = [f"M{pt(start)}"]
    starts, cur = [], start
    for s in segs:
        starts.append(cur)
        if s[0] == "L":
            out.append(f"L{pt(s[1])}")
        else:
            out.append(f"C{pt(s[1])} {pt(s[2])} {pt(s[3])}")
        cur = s[-1]
    for s, st in reversed(list(zip(segs, starts))):
        if s[0] == "L":
            out.append(f"L{pt(st, True)}")
        else:
            out.append(f"C{pt(s[2], True)} {pt(s[1], True)} {pt(st, True)}")
    out.append("Z")
    return " ".join(out)


def hline(y, half):
    return f"M{fmt(AXIS - half)},{fmt(y)} H{fmt(AXIS + half)}"


def ball(dx, y, r):
    return (f"M{fmt(AXIS + dx)},{fmt(y - r)} a{fmt(r)},{fmt(r)} 0 1,1 0,{fmt(2 * r)} "
            f"a{fmt(r)},{fmt(r)} 0 1,1 0,{fmt(-2 * r)} Z")


# ---- shared pedestal: a rounded slab with a torus ring on it -------------------------------
def slab(w=12.5, top=35.0, bottom=40.5, r=1.4):
    return sym((0, top), [("L", (w - r, top)), ("C", (w - 0.5, top), (w, top + 0.5), (w, top + r)),
                          ("L", (w, bottom - r)),
                          ("C", (w, bottom - 0.5), (w - 0.5, bottom), (w - r, bottom)),
                          ("L", (0, bottom))])


def ring(w=10.2, top=32.0, bottom=35.0):
    return sym((0, top), [("L", (w - 1.2, top)), ("C", (w + 0.2, top), (w + 0.2, bottom), (w - 1.2, bottom)),
                          ("L", (0, bottom))])


def collar(y0, y1, w):
    """A flat turned disc between y0 and y1, half width w (plus its rounded rim)."""
    return sym((0, y0), [("L", (w, y0)), ("C", (w + 1.6, y0), (w + 1.6, y1), (w, y1)), ("L", (0, y1))])


PEDESTAL = [("fill", ring()), ("fill", slab()), ("bline", hline(35.0, 9.0))]

PIECES = {}

PIECES["P"] = [
    ("fill", sym((0, 8.5), [("C", (2.5, 8.5), (4.3, 10.5), (4.3, 12.8)),       # head
                            ("C", (4.3, 14.2), (3.7, 15.4), (2.8, 16.2)),
                            ("L", (5.2, 16.4)), ("C", (6.6, 16.5), (6.6, 19.0), (5.2, 19.1)),  # collar
                            ("L", (3.6, 19.2)),
                            ("C", (3.8, 24.5), (5.5, 29.0), (9.0, 32.6)),       # flared body
                            ("L", (9.6, 32.6)), ("C", (10.9, 32.6), (11.5, 33.6), (11.5, 34.8)),
                            ("L", (11.5, 39.2)), ("C", (11.5, 40.0), (11.0, 40.5), (10.2, 40.5)),
                            ("L", (0, 40.5))])),
    ("line", hline(16.4, 2.8)),
    ("line", hline(19.2, 3.6)),
    ("line", hline(35.6, 10.0)),
]

PIECES["R"] = [
    ("fill", sym((0, 14.5), [("L", (7.2, 14.5)), ("L", (7.6, 30.0)), ("L", (0, 30.0))])),  # tower
    ("fill", sym((0, 8.5), [("L", (2.2, 8.5)), ("L", (2.2, 11.5)), ("L", (5.6, 11.5)),     # battlements
                            ("L", (5.6, 8.5)), ("L", (9.5, 8.5)), ("L", (9.5, 14.0)),
                            ("L", (7.4, 16.2)), ("L", (0, 16.2))])),
    ("fill", sym((0, 29.5), [("L", (7.8, 29.5)), ("L", (9.6, 32.0)), ("L", (0, 32.0))])),  # skirt
    *PEDESTAL,
    ("line", hline(14.0, 9.5)),
    ("line", hline(29.5, 7.6)),
]

PIECES["B"] = [
    ("fill", sym((0, 25.0), [("L", (3.8, 25.0)), ("C", (4.0, 28.0), (6.0, 30.5), (8.8, 32.5)),
                             ("L", (0, 32.5))])),                                   # stem
    ("fill", sym((0, 10.0), [("C", (3.5, 12.0), (7.0, 15.5), (7.0, 19.3)),            # mitre
                             ("C", (7.0, 21.8), (5.8, 23.4), (4.8, 24.2)), ("L", (0, 24.2))])),
    ("fill", collar(23.2, 26.0, 5.2)),
    ("fill", ball(0, 7.8, 2.2)),
    *PEDESTAL,
    ("line", "M25.6,13.6 L21.2,18.4"),                                              # mitre cut
    ("bline", hline(23.2, 4.2)), ("bline", hline(26.0, 4.2)),
]

PIECES["Q"] = [
    ("fill", sym((0, 9.5), [("L", (2.7, 17.0)), ("L", (5.9, 10.6)), ("L", (8.3, 17.4)),   # coronet
                            ("L", (11.3, 12.0)),
                            ("C", (9.4, 17.5), (7.0, 22.5), (7.0, 26.0)),              # waist
                            ("C", (7.0, 28.5), (8.4, 30.6), (9.6, 32.2)), ("L", (0, 32.2))])),
    ("fill", collar(24.6, 27.2, 7.0)),
    ("fill", ball(0, 8.0, 2.0)),
    ("fill", ball(-5.9, 9.0, 1.8)), ("fill", ball(5.9, 9.0, 1.8)),
    ("fill", ball(-11.3, 10.6, 1.8)), ("fill", ball(11.3, 10.6, 1.8)),
    *PEDESTAL,
    ("line", "M14.6,20.6 Q22.5,18.4 30.4,20.6"),
    ("bline", hline(24.6, 5.8)), ("bline", hline(27.2, 5.8)),
]

PIECES["K"] = [
    ("fill", sym((0, 17.0), [("L", (8.0, 17.0)), ("C", (7.0, 20.0), (6.6, 23.0), (6.6, 25.5)),
                             ("C", (6.6, 28.5), (8.2, 30.6), (9.6, 32.2)), ("L", (0, 32.2))])),
    ("fill", sym((0, 2.2), [("L", (1.3, 2.2)), ("L", (1.3, 4.6)), ("L", (3.7, 4.6)),          # cross
                            ("L", (3.7, 7.2)), ("L", (1.3, 7.2)), ("L", (1.3, 11.0)), ("L", (0, 11.0))])),
    ("fill", sym((0, 10.2), [("C", (4.5, 10.2), (9.6, 11.2), (10.6, 14.0)),                  # crown
                             ("C", (11.1, 15.6), (10.4, 17.6), (8.6, 18.2)),
                             ("C", (5.0, 17.4), (0, 17.4), (0, 17.4))])),
    ("fill", collar(24.2, 26.8, 6.8)),
    *PEDESTAL,
    ("line", "M12.6,14.8 Q22.5,11.6 32.4,14.8"),
    ("bline", hline(17.6, 6.6)), ("bline", hline(24.2, 5.6)), ("bline", hline(26.8, 5.6)),
]

# The knight faces left: chest, throat, jaw, muzzle, face, ear, crest of the mane, back of the neck.
KNIGHT_HEAD = ("M14.2,32.5 C14.6,29.5 17.4,27.6 19.6,25.4 "
               "C17.2,26.4 15.2,27.9 12.6,28.1 C10.5,28.3 8.1,27.6 7.9,25.6 "
               "C7.7,23.6 9.6,21.6 11,19.6 C13,16.6 15,12.8 17.4,10.4 "
               "L19.4,5.2 L22,8.6 C27,9 32,13.6 33.6,19.6 "
               "C35,25.4 34.4,29.6 32.6,32.5 Z")
KNIGHT_EYE = ball(-4.6, 14.3, 1.1)
KNIGHT_NOSTRIL = "M10.4,24 q0.9,-0.8 1.6,0"
KNIGHT_MANE = "M24.6,10.6 C29,13.2 31,18 31.2,24"

PIECES["N"] = [
    ("fill", KNIGHT_HEAD),
    ("dot", KNIGHT_EYE),
    ("line", KNIGHT_NOSTRIL),
    ("line", KNIGHT_MANE),
    *PEDESTAL,
]

COLOURS = {
    # fill, outline, detail
    "w": ("#fbf8f0", "#1f1f1f", "#1f1f1f"),
    "b": ("#2a2a2a", "#0c0c0c", "#ebe6da"),
}


def piece_svg(colour, letter, layers):
    fill, outline, detail = COLOURS[colour]
    parts = []
    for kind, d in layers:
        if kind == "fill":
            parts.append(f'<path d="{d}" fill="{fill}" stroke="{outline}"/>')
        elif kind == "line" or (kind == "bline" and colour == "b"):
            parts.append(f'<path d="{d}" fill="none" stroke="{detail}" stroke-width="1.2"/>')
        elif kind == "dot":
            parts.append(f'<path d="{d}" fill="{detail}" stroke="none"/>')
    body = "\n  ".join(parts)
    return ('<?xml version="1.0" encoding="UTF-8"?>\n'
            "<!-- SPDX-License-Identifier: GPL-3.0-or-later -->\n"
            f"<!-- Kibitz piece set, {colour}{letter}. Generated by generate.py; edit that, not this. -->\n"
            '<svg xmlns="http://www.w3.org/2000/svg" version="1.1" width="45" height="45" '
            'viewBox="0 0 45 45">\n'
            ' <g stroke-width="1.5" stroke-linejoin="round" stroke-linecap="round">\n'
            f"  {body}\n </g>\n</svg>\n")


def icon_svg():
    """A 2x2 board corner in the default board colours with the white knight on it."""
    light, dark = "#eedab6", "#b2875f"
    fill, outline, detail = COLOURS["w"]
    r = 12
    quads = [
        (dark, f"M4,32 V{4 + r} A{r},{r} 0 0 1 {4 + r},4 H32 V32 Z"),
        (light, f"M32,4 H{60 - r} A{r},{r} 0 0 1 60,{4 + r} V32 H32 Z"),
        (light, f"M4,32 H32 V60 H{4 + r} A{r},{r} 0 0 1 4,{60 - r} Z"),
        (dark, f"M32,32 H60 V{60 - r} A{r},{r} 0 0 1 {60 - r},60 H32 Z"),
    ]
    squares = "\n  ".join(f'<path d="{d}" fill="{c}"/>' for c, d in quads)
    knight = "\n   ".join([
        f'<path d="{KNIGHT_HEAD}" fill="{fill}" stroke="{outline}"/>',
        f'<path d="{KNIGHT_EYE}" fill="{detail}"/>',
        f'<path d="{KNIGHT_NOSTRIL}" fill="none" stroke="{detail}" stroke-width="1.2"/>',
        f'<path d="{KNIGHT_MANE}" fill="none" stroke="{detail}" stroke-width="1.2"/>',
        f'<path d="{ring()}" fill="{fill}" stroke="{outline}"/>',
        f'<path d="{slab()}" fill="{fill}" stroke="{outline}"/>',
    ])
    return ('<?xml version="1.0" encoding="UTF-8"?>\n'
            "<!-- SPDX-License-Identifier: GPL-3.0-or-later -->\n"
            "<!-- Kibitz application icon. Generated by resources/pieces/kibitz/generate.py. -->\n"
            '<svg xmlns="http://www.w3.org/2000/svg" version="1.1" width="64" height="64" '
            'viewBox="0 0 64 64">\n'
            f"  {squares}\n"
            '  <path d="M16,4 H48 A12,12 0 0 1 60,16 V48 A12,12 0 0 1 48,60 H16 A12,12 0 0 1 4,48 '
            'V16 A12,12 0 0 1 16,4 Z" fill="none" stroke="#5a4330" stroke-width="1.5"/>\n'
            ' <g transform="translate(5.5,5) scale(1.18)" stroke-width="1.5" '
            'stroke-linejoin="round" stroke-linecap="round">\n'
            f"   {knight}\n </g>\n</svg>\n")


def main():
    here = os.path.dirname(os.path.abspath(__file__))
    for letter, layers in PIECES.items():
        for colour in "wb":
            with open(os.path.join(here, f"{colour}{letter}.svg"), "w", encoding="utf-8") as f:
                f.write(piece_svg(colour, letter, layers))
    with open(os.path.join(here, "..", "..", "icons", "kibitz.svg"), "w", encoding="utf-8") as f:
        f.write(icon_svg())


if __name__ == "__main__":
    main()
