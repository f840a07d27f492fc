#!/usr/bin/env python3
"""Writes colr-test.ttf: a tiny COLRv0 font for the text tests (Debian: python3-fonttools).

Glyph "A" (U+0041) is a colour glyph of two layers: a 600×700 square in palette red, and over
it a 200×200 square in the foreground (text) colour. Glyph "B" (U+0042) is an ordinary
outline glyph (a 500×500 square). 1000 units per em, ascender 800, descender −200.
"""
import os
from fontTools.fontBuilder import FontBuilder
from fontTools.pens.ttGlyphPen import TTGlyphPen
from fontTools.ttLib.tables import otTables
from fontTools.colorLib.builder import buildCOLR, buildCPAL


def square(x0, y0, x1, y1):
    pen = TTGlyphPen(None)
    pen.moveTo((x0, y0)); pen.lineTo((x0, y1)); pen.lineTo((x1, y1)); pen.lineTo((x1, y0))
    pen.closePath()
    return pen.glyph()


order = [".notdef", "A", "B", "A.back", "A.front"]
fb = FontBuilder(1000, isTTF=True)
fb.setupGlyphOrder(order)
fb.setupCharacterMap({0x41: "A", 0x42: "B"})
empty = TTGlyphPen(None).glyph()
fb.setupGlyf({".notdef": empty, "A": square(50, 0, 650, 700), "B": square(50, 0, 550, 500),
              "A.back": square(50, 0, 650, 700), "A.front": square(250, 250, 450, 450)})
# Left side bearings equal each glyph's xMin, as TrueType expects.
fb.setupHorizontalMetrics({".notdef": (700, 0), "A": (700, 50), "B": (700, 50), "A.back": (700, 50),
                           "A.front": (700, 250)})
fb.setupHorizontalHeader(ascent=800, descent=-200)
fb.setupNameTable({"familyName": "COLR Test", "styleName": "Regular"})
fb.setupOS2(sTypoAscender=800, sTypoDescender=-200, usWinAscent=800, usWinDescent=200)
fb.setupPost()
fb.font["COLR"] = buildCOLR({"A": [("A.back", 0), ("A.front", 0xFFFF)]}, version=0)
# Palette 0: opaque red (RGBA floats).
fb.font["CPAL"] = buildCPAL([[(1.0, 0.0, 0.0, 1.0)]])
fb.save(os.path.join(os.path.dirname(os.path.abspath(__file__)), "colr-test.ttf"))
