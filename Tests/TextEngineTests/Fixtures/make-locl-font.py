#!/usr/bin/env python3
"""Writes locl-test.ttf: a tiny font whose glyphs depend on the text's language and on
features, for the shaping tests (Debian: python3-fonttools; or pip install fonttools).

1000 units per em, ascender 800, descender -200, every advance 1000. Each glyph is one
rectangle, so a test can tell them apart by glyph id and by ink:
  "a" (U+0061)          a 600x600 square          a.tr (Turkish, locl)   a 600x200 bar
  a.sc (smcp)           a 400x400 square
  U+9AA8 (骨)           a 800x800 square          .jp (Japanese, locl)  a 300x800 column
                                                  .cn (Chinese, locl)   an 800x300 row
"""
import os
from fontTools.fontBuilder import FontBuilder
from fontTools.pens.ttGlyphPen import TTGlyphPen
from fontTools.feaLib.builder import addOpenTypeFeaturesFromString


def box(x0, y0, x1, y1):
    pen = TTGlyphPen(None)
    pen.moveTo((x0, y0)); pen.lineTo((x0, y1)); pen.lineTo((x1, y1)); pen.lineTo((x1, y0))
    pen.closePath()
    return pen.glyph()


glyphs = {
    ".notdef": TTGlyphPen(None).glyph(),
    "a": box(100, 0, 700, 600), "a.tr": box(100, 0, 700, 200), "a.sc": box(100, 0, 500, 400),
    "uni9AA8": box(100, -100, 900, 700), "uni9AA8.jp": box(350, -100, 650, 700),
    "uni9AA8.cn": box(100, 150, 900, 450),
}
order = list(glyphs)
fb = FontBuilder(1000, isTTF=True)
fb.setupGlyphOrder(order)
fb.setupCharacterMap({0x61: "a", 0x9AA8: "uni9AA8"})
fb.setupGlyf(glyphs)
fb.setupHorizontalMetrics({name: (1000, glyphs[name].xMin if hasattr(glyphs[name], "xMin") else 0) for name in order})
fb.setupHorizontalHeader(ascent=800, descent=-200)
fb.setupNameTable({"familyName": "Locl Test", "styleName": "Regular"})
fb.setupOS2(sTypoAscender=800, sTypoDescender=-200, usWinAscent=800, usWinDescent=200)
fb.setupPost()
addOpenTypeFeaturesFromString(fb.font, """
languagesystem DFLT dflt;
languagesystem latn dflt;
languagesystem latn TRK;
languagesystem hani dflt;
languagesystem hani JAN;
languagesystem hani ZHS;
feature locl {
    script latn; language TRK exclude_dflt; sub a by a.tr;
    script hani; language JAN exclude_dflt; sub uni9AA8 by uni9AA8.jp;
    language ZHS exclude_dflt; sub uni9AA8 by uni9AA8.cn;
} locl;
feature smcp {
    sub a by a.sc;
} smcp;
""")
fb.save(os.path.join(os.path.dirname(os.path.abspath(__file__)), "locl-test.ttf"))
