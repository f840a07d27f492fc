#!/usr/bin/env python3
"""Makes Docs/images/store-transparent.png (see Docs/Store.md, "Transparent pages"): a page
composed with "background": "none" (the open phone in the book pose, its shadow and a caption),
laid on a grey checkerboard so that its transparency shows. Plain Python (zlib only): the page
is read as the RGBA PNG compose writes and the result written as an RGB PNG. Usage, from the
repo root:

    python3 Docs/images/store-transparent.py .build/release/duo-mockup
"""
import os
import shutil
import struct
import subprocess
import sys
import tempfile
import zlib

duo = sys.argv[1]
repo = os.getcwd()
work = tempfile.mkdtemp(prefix="duo-transparent-doc-")
with open(os.path.join(work, "store.json"), "w") as f:
    f.write("""{"version": 1, "bezels": "%s/Bezels.example", "locales": ["en-US"],
 "style": {"background": "none",
           "caption": {"fonts": ["Noto Sans", "DejaVu Sans"], "titleColor": "#1d1d1f", "subtitleColor": "#3a3a3c"}},
 "sets": [{"name": "web", "size": [900, 1100], "pages": [
   {"name": "book", "title": "Read **side by side**", "subtitle": "Transparent: lay it on any page",
    "devices": [{"capture": "%s/Bezels.example/captures/open.png", "pose": "book", "deg": 128}]}]}]}""" % (repo, repo))
subprocess.run([duo, "compose", os.path.join(work, "store.json"), "-o", os.path.join(work, "out"), "--quiet"], check=True)


def read_png(path):
    data = open(path, "rb").read()
    assert data[:8] == b"\x89PNG\r\n\x1a\n"
    pos, idat = 8, b""
    while pos < len(data):
        length, kind = struct.unpack(">I4s", data[pos:pos + 8])
        body = data[pos + 8:pos + 8 + length]
        if kind == b"IHDR":
            width, height, depth, colour = struct.unpack(">IIBB", body[:10])
            assert depth == 8 and colour in (2, 6), (depth, colour)
        elif kind == b"IDAT":
            idat += body
        pos += 12 + length
    bpp = 4 if colour == 6 else 3
    raw, stride = zlib.decompress(idat), width * bpp
    rows, previous = [], bytearray(stride)
    for y in range(height):
        kind, line = raw[y * (stride + 1)], bytearray(raw[y * (stride + 1) + 1:(y + 1) * (stride + 1)])
        for i in range(stride):
            a = line[i - bpp] if i >= bpp else 0
            b = previous[i]
            c = previous[i - bpp] if i >= bpp else 0
            if kind == 1:
                line[i] = (line[i] + a) & 255
            elif kind == 2:
                line[i] = (line[i] + b) & 255
            elif kind == 3:
                line[i] = (line[i] + (a + b) // 2) & 255
            elif kind == 4:
                p = a + b - c
                pa, pb, pc = abs(p - a), abs(p - b), abs(p - c)
                line[i] = (line[i] + (a if pa <= pb and pa <= pc else b if pb <= pc else c)) & 255
        rows.append(line)
        previous = line
    return width, height, colour, rows


def write_png(path, width, height, rows):
    def chunk(kind, body):
        return struct.pack(">I", len(body)) + kind + body + struct.pack(">I", zlib.crc32(kind + body) & 0xFFFFFFFF)
    raw = b"".join(b"\x00" + bytes(r) for r in rows)
    with open(path, "wb") as f:
        f.write(b"\x89PNG\r\n\x1a\n" + chunk(b"IHDR", struct.pack(">IIBBBBB", width, height, 8, 2, 0, 0, 0))
                + chunk(b"sRGB", b"\x00") + chunk(b"IDAT", zlib.compress(raw, 9)) + chunk(b"IEND", b""))


width, height, colour, rows = read_png(os.path.join(work, "out/en-US/web/01-book.png"))
assert colour == 6, "a transparent page is RGBA"
out = []
for y, line in enumerate(rows):
    row = bytearray(width * 3)
    for x in range(width):
        square = 204 if ((x // 24) + (y // 24)) % 2 == 0 else 255
        r, g, b, a = line[4 * x:4 * x + 4]
        for k, v in enumerate((r, g, b)):
            row[3 * x + k] = (v * a + square * (255 - a) + 127) // 255
    out.append(row)
write_png(os.path.join(repo, "Docs/images/store-transparent.png"), width, height, out)
shutil.rmtree(work)
print("wrote Docs/images/store-transparent.png")
