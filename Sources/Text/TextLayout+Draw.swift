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

    /// The text alone on a transparent canvas cropped to its ink plus `margin` px on every side,
    /// and where the box's top-left corner landed in it (nil when nothing draws): what `hb-view` shows.
    public func renderCropped(margin: Int) -> (image: Image, origin: PointF)? {
        guard let ink = inkBounds, !ink.isEmpty else { return nil }
        // Baselines snap by at most half a pixel: one spare pixel above and below keeps the ink.
        let box = RectF(x: ink.minX, y: ink.minY - 0.5, width: ink.width, height: ink.height + 1).enclosingRect
        let w = box.width + 2 * margin, h = box.height + 2 * margin
        guard w > 0, h > 0 else { return nil }
        var image = Image(width: w, height: h)
        let origin = PointF(x: Double(margin - box.x), y: Double(margin - box.y))
        draw(into: &image, at: origin)
        return (image, origin)
    }
}
