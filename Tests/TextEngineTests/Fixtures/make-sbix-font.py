#!/usr/bin/env python3
"""Writes sbix-test.ttf: a tiny sbix font (Apple Color Emoji's format) for the text tests
(fontTools and Pillow; Debian: python3-fonttools python3-pil).

One strike at 64 ppem. Glyph "A" (U+0041) is a 64×64 PNG, red with its top-left quarter blue;
glyph "smile" (U+1F600) a 64×64 PNG, green. Each also has an outline (a 1000×1000 square), which
a text engine that ignored the sbix table would draw in the text colour instead. 1000 units per
em, ascender 1000, descender 0, every advance 1000.
"""
import io
import os
from fontTools.fontBuilder import FontBuilder
from fontTools.pens.ttGlyphPen import TTGlyphPen
from fontTools.ttLib import newTable
from fontTools.ttLib.tables.sbixGlyph import Glyph
from fontTools.ttLib.tables.sbixStrike import Strike
from PIL import Image

PPEM = 64


def square(x0, y0, x1, y1):
    pen = TTGlyphPen(None)
    pen.moveTo((x0, y0)); pen.lineTo((x0, y1)); pen.lineTo((x1, y1)); pen.lineTo((x1, y0))
    pen.closePath()
    return pen.glyph()


def png(colour, corner=None):
    image = Image.new("RGBA", (PPEM, PPEM), colour)
    if corner:
        image.paste(corner, (0, 0, PPEM // 2, PPEM // 2))
    out = io.BytesIO()
    image.save(out, "PNG")
    return out.getvalue()


order = [".notdef", "A", "smile"]
fb = FontBuilder(1000, isTTF=True)
fb.setupGlyphOrder(order)
fb.setupCharacterMap({0x41: "A", 0x1F600: "smile"})
fb.setupGlyf({".notdef": TTGlyphPen(None).glyph(), "A": square(0, 0, 1000, 1000), "smile": square(0, 0, 1000, 1000)})
fb.setupHorizontalMetrics({".notdef": (1000, 0), "A": (1000, 0), "smile": (1000, 0)})
fb.setupHorizontalHeader(ascent=1000, descent=0)
fb.setupNameTable({"familyName": "SBIX Test", "styleName": "Regular"})
fb.setupOS2(sTypoAscender=1000, sTypoDescender=0, usWinAscent=1000, usWinDescent=0)
fb.setupPost()

sbix = newTable("sbix")
sbix.version = 1
sbix.flags = 1
strike = Strike(ppem=PPEM, resolution=72)
for name, data in [("A", png((255, 0, 0, 255), corner=(0, 0, 255, 255))), ("smile", png((0, 160, 0, 255)))]:
    strike.glyphs[name] = Glyph(glyphName=name, graphicType="png ", originOffsetX=0, originOffsetY=0, imageData=data)
sbix.strikes[PPEM] = strike
fb.font["sbix"] = sbix
fb.save(os.path.join(os.path.dirname(os.path.abspath(__file__)), "sbix-test.ttf"))
