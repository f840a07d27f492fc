import Raster

extension TextLayout {
    /// Draws the text with the box's top-left corner at `origin` (px in the image; fractions
    /// are kept: glyphs sit at sub-pixel x positions). Each line's baseline snaps to a whole
    /// pixel so that horizontal stems stay sharp; glyphs are composited source-over in
    /// premultiplied space, colour glyphs (PNG bitmaps, COLR layers) in their own colours.
    public func draw(into image: inout Image, at origin: PointF) {
        let snapped = lines.map { (origin.y + $0.baseline).rounded() - $0.baseline }
        for g in glyphs {
            let x = origin.x + g.x, y = snapped[g.line] + g.baseline
            GlyphPainter.paint(g, atX: x, baseline: y, into: &image)
        }
    }

    /// The text alone on a transparent canvas cropped to its drawn ink (pixels with alpha > 0)
    /// plus `margin` px on every side, and where the box's top-left corner landed in it (nil
    /// when nothing draws): what `hb-view` shows.
    public func renderCropped(margin: Int) -> (image: Image, origin: PointF)? {
        guard let ink = inkBounds, !ink.isEmpty else { return nil }
        // Baselines snap by at most half a pixel: one spare pixel above and below keeps the ink.
        let box = RectF(x: ink.minX, y: ink.minY - 0.5, width: ink.width, height: ink.height + 1).enclosingRect
        guard box.width > 0, box.height > 0 else { return nil }
        var image = Image(width: box.width, height: box.height)
        let origin = PointF(x: Double(-box.x), y: Double(-box.y))
        draw(into: &image, at: origin)
        // Colour bitmaps have transparent edges inside their boxes: crop to what was drawn.
        guard let drawn = Self.alphaBounds(image) else { return nil }
        let cropped = image.cropped(to: drawn).padded(top: margin, left: margin, bottom: margin, right: margin)
        return (cropped, PointF(x: origin.x - Double(drawn.x - margin), y: origin.y - Double(drawn.y - margin)))
    }

    /// The smallest rectangle holding every pixel with alpha > 0 (nil: none).
    static func alphaBounds(_ image: Image) -> PixelRect? {
        var x0 = Int.max, y0 = Int.max, x1 = -1, y1 = -1
        let width = image.width
        image.withUnsafeBytes { raw in
            for y in 0..<image.height {
                let row = y * width * 4
                for x in 0..<width where raw[row + x * 4 + 3] != 0 {
                    x0 = min(x0, x); x1 = max(x1, x); y0 = min(y0, y); y1 = max(y1, y)
                }
            }
        }
        return x1 < 0 ? nil : PixelRect(x: x0, y: y0, width: x1 - x0 + 1, height: y1 - y0 + 1)
    }
}
