import Raster

/// Places the glyphs of fitted lines: pieces of items inside each line in visual order (bidi
/// rule L2 on their levels), pen positions with letter spacing, lines aligned in the box (leading
/// is the right edge for a right-to-left paragraph), baselines from the first font's ascender
/// with the leading split above and below. Stateless.
enum GlyphPlacer {
    struct Placed {
        var lines: [TextLayout.Line]
        var glyphs: [TextLayout.Glyph]
        var inkBounds: RectF?
        var width: Double
    }

    static func place(shaped: ShapedText, fit: LineFitter.Fit, size: Double, style: TextStyle,
                      boxWidth: Double?) -> Placed {
        let spacing = style.letterSpacing * size / style.size
        let starts = shaped.logical.startsCharacter
        let L = fit.lineHeight
        let halfLeading = (L - (shaped.ascender - shaped.descender) * size) / 2
        // Pass 1: glyphs of each line at pen positions from 0.
        var rows: [(glyphs: [TextLayout.Glyph], width: Double)] = []
        for (index, line) in fit.lines.enumerated() {
            let paragraph = shaped.paragraphs[line.paragraph]
            let baseline = Double(index) * L + halfLeading + shaped.ascender * size
            var pieces: [(level: UInt8, glyphs: ArraySlice<ShapedGlyph>, run: Int)] = []
            for item in paragraph.items where item.range.overlaps(line.range) {
                let inside = slice(item, to: line.range)
                if !inside.isEmpty { pieces.append((item.level, inside, item.run)) }
            }
            let order = BidiLevels.visualOrder(of: pieces.map(\.level))
            var pen = 0.0
            var glyphs: [TextLayout.Glyph] = []
            for p in order {
                let piece = pieces[p]
                let colour = shaped.colours[piece.run]
                for (k, g) in zip(piece.glyphs.indices, piece.glyphs) {
                    glyphs.append(TextLayout.Glyph(font: g.font, id: g.glyph, cluster: g.cluster,
                                                   x: pen + g.xOffset * size, baseline: baseline - g.yOffset * size,
                                                   size: size, colour: colour, line: index))
                    pen += g.advance * size
                    let next = k + 1 < piece.glyphs.endIndex ? piece.glyphs[k + 1].cluster : nil
                    if spacing != 0, starts[g.cluster], next != g.cluster { pen += spacing }
                }
            }
            rows.append((glyphs, pen))
        }
        let width = boxWidth ?? rows.map(\.width).max() ?? 0
        // Pass 2: align.
        var lines: [TextLayout.Line] = []
        var all: [TextLayout.Glyph] = []
        var ink: RectF?
        for (index, row) in rows.enumerated() {
            let line = fit.lines[index]
            let rtl = shaped.paragraphs[line.paragraph].isRightToLeft
            let free = width - row.width
            let x: Double
            switch style.alignment {
            case .leading: x = rtl ? free : 0
            case .center: x = free / 2
            case .trailing: x = rtl ? 0 : free
            }
            let baseline = Double(index) * L + halfLeading + shaped.ascender * size
            lines.append(TextLayout.Line(range: line.range, x: x, width: row.width, baseline: baseline, isRightToLeft: rtl))
            for g in row.glyphs {
                let moved = TextLayout.Glyph(font: g.font, id: g.id, cluster: g.cluster, x: g.x + x,
                                             baseline: g.baseline, size: g.size, colour: g.colour, line: index)
                all.append(moved)
                if let box = moved.inkBox { ink = ink.map { union($0, box) } ?? box }
            }
        }
        return Placed(lines: lines, glyphs: all, inkBounds: ink, width: width)
    }

    /// The item's glyphs whose clusters lie in `range`. Clusters are monotone within an item
    /// (rising left to right, falling for right-to-left items), so two binary searches find them.
    static func slice(_ item: ShapedItem, to range: Range<Int>) -> ArraySlice<ShapedGlyph> {
        let glyphs = item.glyphs
        let rtl = item.level % 2 == 1
        // The first index whose glyph is past `bound` in visual order.
        func firstIndex(passing bound: Int) -> Int {
            var lo = 0, hi = glyphs.count
            while lo < hi {
                let mid = (lo + hi) / 2
                let past = rtl ? glyphs[mid].cluster < bound : glyphs[mid].cluster >= bound
                if past { hi = mid } else { lo = mid + 1 }
            }
            return lo
        }
        if rtl {
            // Visual order runs from high clusters to low ones.
            return glyphs[firstIndex(passing: range.upperBound)..<firstIndex(passing: range.lowerBound)]
        }
        return glyphs[firstIndex(passing: range.lowerBound)..<firstIndex(passing: range.upperBound)]
    }

    static func union(_ a: RectF, _ b: RectF) -> RectF {
        let x0 = min(a.minX, b.minX), y0 = min(a.minY, b.minY)
        return RectF(x: x0, y: y0, width: max(a.maxX, b.maxX) - x0, height: max(a.maxY, b.maxY) - y0)
    }
}

extension TextLayout.Glyph {
    /// The glyph's ink box in the layout's px coordinates (nil for a blank glyph).
    public var inkBox: RectF? {
        guard let e = font.extents(of: id) else { return nil }
        let k = size / Double(font.unitsPerEm)
        return RectF(x: x + e.x * k, y: baseline - e.top * k, width: e.width * k, height: e.height * k)
    }
}
