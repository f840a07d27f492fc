/// One glyph HarfBuzz placed: its font and id, the scalar index where its cluster starts, and
/// its advance and offsets in ems (multiply by the size in px). Invariant: glyphs of one item
/// are in visual order (left to right on the line).
struct ShapedGlyph {
    var font: Font
    var glyph: UInt32
    var cluster: Int
    var advance: Double
    var xOffset: Double
    var yOffset: Double
}

/// A maximal stretch of one paragraph with one bidi level, font, script and run, shaped as one.
/// Invariant: every glyph's cluster lies in `range`.
struct ShapedItem {
    var range: Range<Int>
    var level: UInt8
    var run: Int
    var glyphs: [ShapedGlyph]
}
