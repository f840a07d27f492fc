#!/usr/bin/env python3
"""Writes a copy of a PNG or JPEG without its colour tags, so that two builds' outputs can be
compared with cmp: PNG iCCP, sRGB, gAMA and cHRM chunks dropped; JPEG APP2 ICC_PROFILE markers
dropped. Everything else (the image data above all) is copied byte for byte. Standard library only.

    strip_colour_tags.py IN OUT
"""
import struct
import sys

PNG_SIGNATURE = b"\x89PNG\r\n\x1a\n"
PNG_COLOUR_CHUNKS = {b"iCCP", b"sRGB", b"gAMA", b"cHRM"}


def strip_png(data: bytes) -> bytes:
    out = bytearray(data[:8])
    at = 8
    while at + 8 <= len(data):
        (length,) = struct.unpack(">I", data[at:at + 4])
        kind = data[at + 4:at + 8]
        end = at + 12 + length
        if kind not in PNG_COLOUR_CHUNKS:
            out += data[at:end]
        at = end
    return bytes(out)


def strip_jpeg(data: bytes) -> bytes:
    out = bytearray(data[:2])
    at = 2
    while at + 4 <= len(data):
        if data[at] != 0xFF:
            break
        marker = data[at + 1]
        if marker == 0xDA:  # start of scan: the rest is entropy-coded data
            break
        (length,) = struct.unpack(">H", data[at + 2:at + 4])
        end = at + 2 + length
        if not (marker == 0xE2 and data[at + 4:at + 16] == b"ICC_PROFILE\x00"):
            out += data[at:end]
        at = end
    out += data[at:]
    return bytes(out)


def main() -> None:
    source, target = sys.argv[1], sys.argv[2]
    with open(source, "rb") as f:
        data = f.read()
    stripped = strip_png(data) if data.startswith(PNG_SIGNATURE) else strip_jpeg(data)
    with open(target, "wb") as f:
        f.write(stripped)


if __name__ == "__main__":
    main()
