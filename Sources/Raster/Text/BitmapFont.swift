/// A small monospaced bitmap font owned by the project (digits, A–Z, a–z, space and - _ . , ( ) / : ° × + %),
/// drawn at any pixel height with exact-area anti-aliasing. A line is 9 font pixels tall (7 above the
/// baseline, 2 below); each character advances 6 font pixels (5 of glyph, 1 of spacing).
package enum BitmapFont {
    /// Draws `text` with the top-left corner of its line box at (x, y); `height` is the line height in pixels.
    public static func draw(_ text: String, into image: inout Image, atX x: Int, y: Int,
                            height: Int, colour: PremultipliedRGBA8) {
        guard let mask = coverage(text, height: height) else { return }
        image.fill(colour, mask: mask, atX: x, y: y)
    }

    /// The size of the line box `draw` paints: the width of the glyphs (without trailing spacing) × height.
    public static func measure(_ text: String, height: Int) -> (width: Int, height: Int) {
        let unit = Double(max(height, 0)) / Double(BitmapFontGlyphs.rows)
        let cells = text.count
        guard cells > 0, height > 0 else { return (0, max(height, 0)) }
        let fontPixels = cells * (BitmapFontGlyphs.columns + 1) - 1
        return (Int((Double(fontPixels) * unit).rounded(.up)), height)
    }

    /// The text's coverage in its line box (nil when the box is empty). Each lit font pixel is a
    /// square of side height / 9; a device pixel's coverage is the exact area of those squares in it.
    public static func coverage(_ text: String, height: Int) -> Mask? {
        let size = measure(text, height: height)
        guard size.width > 0, size.height > 0 else { return nil }
        let unit = Double(height) / Double(BitmapFontGlyphs.rows)
        var area = [Double](repeating: 0, count: size.width * size.height)
        for (index, character) in text.enumerated() {
            let bitmap = BitmapFontGlyphs.bitmaps[character] ?? BitmapFontGlyphs.missingBitmap
            for (row, bits) in bitmap.enumerated() where bits != 0 {
                for column in 0..<BitmapFontGlyphs.columns where bits & (1 << UInt8(column)) != 0 {
                    let square = RectF(x: Double(index * (BitmapFontGlyphs.columns + 1) + column) * unit,
                                       y: Double(row) * unit, width: unit, height: unit)
                    accumulate(square, into: &area, width: size.width, height: size.height)
                }
            }
        }
        return Mask(width: size.width, height: size.height,
                    coverage: area.map { UInt8((min($0, 1) * 255).rounded()) })
    }

    /// Adds each pixel's overlap area with `square` (squares of one text never overlap each other).
    static func accumulate(_ square: RectF, into area: inout [Double], width: Int, height: Int) {
        let span = square.enclosingRect.intersection(PixelRect(x: 0, y: 0, width: width, height: height))
        guard !span.isEmpty else { return }
        for py in span.minY..<span.maxY {
            let dy = min(Double(py + 1), square.maxY) - max(Double(py), square.minY)
            for px in span.minX..<span.maxX {
                let dx = min(Double(px + 1), square.maxX) - max(Double(px), square.minX)
                if dx > 0 && dy > 0 { area[py * width + px] += dx * dy }
            }
        }
    }
}
