#!/usr/bin/env python3
"""Makes Docs/images/gradient-crops.png (see Docs/Store.md, "File size"): the example store's three
gradients cut from its pages at 12x contrast, so that a one-level step shows. Rows: the default
160° ramp (the book page), the three-stop 90° spread, the radial ramp (both-screens page).
Columns: undithered (the exact gradient rounded, computed here with BackgroundRenderer's formula),
before (8×8 Bayer dither), after (the striped dither of GradientDither). Each crop is stretched
about its own mean, the same mean for the three columns of a row, and the columns are separated
by a white gap. Needs numpy and a `convert` that turns a PNG into PPM. Usage, from the repo root:

    python3 Docs/images/gradient-crops.py BEFORE_OUTDIR AFTER_OUTDIR Docs/images/gradient-crops.png

where each OUTDIR was written by `duo-mockup compose Bezels.example/store/storefile.json -o OUTDIR`.
"""
import struct
import subprocess
import sys
import zlib

import numpy as np


def read(path):
    ppm = subprocess.run(["convert", path, "ppm:-"], check=True, capture_output=True).stdout
    parts = ppm.split(maxsplit=4)
    w, h = int(parts[1]), int(parts[2])
    return np.frombuffer(parts[4][-w * h * 3:], np.uint8).reshape(h, w, 3)


def rgb(hex_colour):
    return np.array([int(hex_colour[i:i + 2], 16) for i in (1, 3, 5)], float)


def undithered(width, height, background, x0, y0, w, h):
    """The background's exact colours over the crop, rounded: BackgroundRenderer without dither."""
    y, x = np.mgrid[y0:y0 + h, x0:x0 + w] + 0.5
    if background["type"] == "linear":
        a = np.radians(background["angle"])
        dx, dy = np.sin(a), -np.cos(a)
        length = abs(width * dx) + abs(height * dy)
        t = ((x - width / 2) * dx + (y - height / 2) * dy) / length + 0.5
    else:
        cx, cy = background["center"]
        t = np.hypot(x - cx * width, y - cy * height) / (background["radius"] * np.hypot(width, height))
    t = np.clip(t, 0, 1)
    stops = [rgb(s) for s in background["stops"]]
    positions = np.linspace(0, 1, len(stops))
    exact = np.stack([np.interp(t, positions, [s[c] for s in stops]) for c in range(3)], -1)
    return np.clip(np.floor(exact + 0.5), 0, 255).astype(np.uint8)


# page file, the spread's canvas size, its background, and the crop (x, y, w, h) on the canvas
ROWS = [
    ("en-US/app-store-duo-inner/01-book.png", (2007, 2853), 0,
     dict(type="linear", angle=160, stops=["#16213e", "#0f3460"]), (60, 2550, 300, 200)),
    ("en-US/app-store-duo-inner/02-spread.png", (4014, 2853), 0,
     dict(type="linear", angle=90, stops=["#3a0ca3", "#7209b7", "#f72585"]), (60, 1400, 300, 200)),
    ("en-US/app-store-duo-inner/04-both-screens.png", (2007, 2853), 0,
     dict(type="radial", center=(0.5, 0.65), radius=0.6, stops=["#2b5876", "#10172a"]), (800, 750, 300, 200)),
]


def stretch(crop, mean):
    return np.clip((crop.astype(float) - mean) * 12 + 128, 0, 255).astype(np.uint8)


def write_png(path, image):
    h, w, _ = image.shape
    raw = b"".join(b"\0" + image[y].tobytes() for y in range(h))

    def chunk(kind, body):
        return struct.pack(">I", len(body)) + kind + body + struct.pack(">I", zlib.crc32(kind + body))
    with open(path, "wb") as f:
        f.write(b"\x89PNG\r\n\x1a\n" + chunk(b"IHDR", struct.pack(">IIBBBBB", w, h, 8, 2, 0, 0, 0))
                + chunk(b"IDAT", zlib.compress(raw, 9)) + chunk(b"IEND", b""))


def main(before, after, out):
    gap = 8
    rows = []
    for page, (width, height), page_x, background, (x, y, w, h) in ROWS:
        plain = undithered(width, height, background, x, y, w, h)
        cuts = [plain] + [read(f"{folder}/{page}")[y:y + h, x - page_x:x - page_x + w] for folder in (before, after)]
        mean = plain.astype(float).mean(axis=(0, 1))
        white = np.full((h, gap, 3), 255, np.uint8)
        rows.append(np.hstack([part for cut in cuts for part in (stretch(cut, mean), white)][:-1]))
        rows.append(np.full((gap, rows[-1].shape[1], 3), 255, np.uint8))
    write_png(out, np.vstack(rows[:-1]))


if __name__ == "__main__":
    main(*sys.argv[1:4])
